"""Validate corpus.jsonl / queries.jsonl and check each question's chain.

Checks:
  * valid JSON per line, required fields, unique ids
  * every supporting id exists, hops == len(supporting), no duplicate gold docs
  * document length 80-300 words
  * full component names appear only in the glossary (acronym discipline)
  * chain check: for each gold doc the hop's link terms all occur in it, and no
    other document contains all of them (each link stated in exactly one doc)
  * question does not copy long distinctive phrases of its gold documents
"""
import json, os, re, sys, collections
sys.path.insert(0, os.path.dirname(__file__))
import queries_src

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
errors, warnings = [], []

def load(name, keys):
    rows = []
    with open(os.path.join(BASE, name), encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{ln}: invalid JSON ({e})"); continue
            miss = [k for k in keys if k not in r]
            if miss:
                errors.append(f"{name}:{ln}: missing {miss}")
            rows.append(r)
    ids = [r.get("id") for r in rows]
    for i, c in collections.Counter(ids).items():
        if c > 1:
            errors.append(f"{name}: duplicate id {i}")
    return rows

corpus = load("corpus.jsonl", ["id", "title", "text"])
queries = load("queries.jsonl", ["id", "question", "answer", "supporting", "hops"])
docs = {d["id"]: d for d in corpus}
full = {i: (d["title"] + "\n" + d["text"]) for i, d in docs.items()}

def words(s):
    return len(re.findall(r"\S+", s))

for i, d in docs.items():
    w = words(d["text"])
    if not 80 <= w <= 300:
        errors.append(f"{i}: {w} words (outside 80-300)")

FULL_NAMES = ["Ingest Router", "Intake Gateway", "Shard Scheduler", "Compaction Scheduler",
              "Retention Keeper", "Ledger Store", "Query Broker", "Query Cache", "Metadata Catalog",
              "Config Distributor", "Alert Evaluator", "Spool Exporter", "Stream Exporter",
              "Tenant Quota Unit", "Write-Ahead Segment"]
GLOSSARY = "dd-62"
for i, t in full.items():
    if i == GLOSSARY:
        continue
    for n in FULL_NAMES:
        if n.lower() in t.lower():
            errors.append(f"{i}: full name '{n}' used outside the glossary")
for n in FULL_NAMES:
    if n not in full.get(GLOSSARY, ""):
        errors.append(f"glossary lacks '{n}'")

def has(text, term):
    if re.fullmatch(r"[A-Z]{2,4}", term):
        return re.search(r"(?<![A-Za-z0-9_-])" + term + r"(?![A-Za-z0-9_])", text) is not None
    return term in text

src = {f"dd-q{n:02d}": chain for n, (_, _, chain) in enumerate(queries_src.Q, 1)}
hops = collections.Counter()
for q in queries:
    qid, sup = q["id"], q["supporting"]
    if q["hops"] != len(sup):
        errors.append(f"{qid}: hops {q['hops']} != len(supporting) {len(sup)}")
    if len(set(sup)) != len(sup):
        errors.append(f"{qid}: duplicate supporting ids")
    for s in sup:
        if s not in docs:
            errors.append(f"{qid}: unknown supporting id {s}")
    hops[q["hops"]] += 1
    chain = src.get(qid, [])
    if [d for d, _ in chain] != sup:
        errors.append(f"{qid}: source chain and supporting list differ")
    for d, terms in chain:
        if d not in full:
            continue
        missing = [t for t in terms if not has(full[d], t)]
        if missing:
            errors.append(f"{qid}: gold {d} lacks {missing}")
        others = [o for o in full if o != d and all(has(full[o], t) for t in terms)]
        if others:
            errors.append(f"{qid}: link {terms} of {d} also fully stated in {others}")
    # copying check: any 6-word sequence of the question found verbatim in a gold doc
    qw = re.findall(r"[a-z0-9_.\-/]+", q["question"].lower())
    for k in range(len(qw) - 5):
        gram = " ".join(qw[k:k + 6])
        for s in sup:
            dw = " ".join(re.findall(r"[a-z0-9_.\-/]+", full.get(s, "").lower()))
            if gram in dw:
                warnings.append(f"{qid}: question copies '{gram}' from {s}")

for e in errors:
    print("ERROR", e)
for w in warnings:
    print("WARN ", w)
total_words = sum(words(d["text"]) for d in corpus)
print(f"documents: {len(corpus)}  total words: {total_words}  "
      f"min/max words per doc: {min(words(d['text']) for d in corpus)}/{max(words(d['text']) for d in corpus)}")
print(f"questions: {len(queries)}  by hops: " + ", ".join(f"{h}-doc: {hops[h]}" for h in sorted(hops)))
print("OK" if not errors else f"{len(errors)} error(s)")
sys.exit(1 if errors else 0)
