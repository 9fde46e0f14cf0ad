"""Validator for the opsdocs dev set. Exit code 1 on any error."""
import json, os, re, sys
from collections import Counter, defaultdict

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
errors, warnings = [], []

def load(name):
    rows = []
    with open(os.path.join(BASE, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errors.append(f"{name}:{n} blank line"); continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{n} invalid JSON: {e}")
    return rows

corpus, queries, facts = load("corpus.jsonl"), load("queries.jsonl"), load("facts.jsonl")

# --- corpus
ids = [d.get("id") for d in corpus]
for k, c in Counter(ids).items():
    if c > 1: errors.append(f"duplicate doc id {k}")
docs = {}
for d in corpus:
    if set(d) != {"id", "title", "text"}: errors.append(f"{d.get('id')}: bad keys {sorted(d)}")
    if not all(isinstance(d.get(k), str) and d.get(k) for k in ("id", "title", "text")):
        errors.append(f"{d.get('id')}: empty/non-string field")
    docs[d["id"]] = d
    wc = len(d["text"].split())
    if not 80 <= wc <= 300: errors.append(f"{d['id']}: {wc} words (want 80-300)")

# --- queries
qids = [q.get("id") for q in queries]
for k, c in Counter(qids).items():
    if c > 1: errors.append(f"duplicate query id {k}")
for q in queries:
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        errors.append(f"{q.get('id')}: bad keys {sorted(q)}")
    sup = q.get("supporting", [])
    if not isinstance(sup, list) or not sup: errors.append(f"{q['id']}: empty supporting")
    if len(set(sup)) != len(sup): errors.append(f"{q['id']}: repeated gold doc")
    for s in sup:
        if s not in docs: errors.append(f"{q['id']}: gold {s} not in corpus")
    if q.get("hops") != len(sup): errors.append(f"{q['id']}: hops {q.get('hops')} != {len(sup)}")
    if not 1 <= len(sup) <= 4: errors.append(f"{q['id']}: {len(sup)} gold docs")
    if not q.get("question") or not q.get("answer"): errors.append(f"{q['id']}: empty question/answer")

# paraphrase check: no run of >=6 consecutive words shared by question and a gold doc
def words(t): return re.findall(r"[a-z0-9_]+", t.lower())
for q in queries:
    qw = words(q["question"])
    for s in q["supporting"]:
        dw = " " + " ".join(words(docs[s]["text"])) + " "
        for n in range(len(qw), 5, -1):
            hit = next((" ".join(qw[i:i+n]) for i in range(len(qw)-n+1)
                        if " " + " ".join(qw[i:i+n]) + " " in dw), None)
            if hit:
                warnings.append(f"{q['id']}: shares '{hit}' with {s}"); break

# --- facts
for i, f in enumerate(facts, 1):
    if set(f) != {"doc", "subject", "relation", "object", "sentence", "negated"}:
        errors.append(f"fact {i}: bad keys {sorted(f)}")
    if f.get("doc") not in docs: errors.append(f"fact {i}: doc {f.get('doc')} missing"); continue
    if not isinstance(f.get("negated"), bool): errors.append(f"fact {i}: negated not bool")
    if f["sentence"] not in docs[f["doc"]]["text"]:
        errors.append(f"fact {i} ({f['doc']}): sentence not verbatim: {f['sentence'][:70]}")

# --- single-source checks for linking facts
def docs_with(term, flags=re.I):
    return sorted(d for d, x in docs.items() if re.search(term, x["text"] + " " + x["title"], flags))

# acronym expansions and informal names only in the glossary
for term in ["Artifact Cache Service", "Artifact Catalog Service", "Ferrule Queue", "Keystrand",
             "Sealwright", "Schema Ledger", r"\bdeployer\b", r"\bcatalog\b", r"\bledger\b"]:
    where = docs_with(term)
    if where != ["ops-02"]: errors.append(f"'{term}' should appear only in ops-02, found in {where}")
# ownership statements only in the registry
where = docs_with(r"\b(is|are) owned by\b|\bmaintained by\b")
if where != ["ops-03"]: errors.append(f"ownership phrasing outside ops-03: {where}")
# tiers only in the registry (ops-02 / ops-46 / ops-47 talk about tiers generically)
for svc in ["ACS", "Larkspan", "Lintel", "FQ", "Postern", "SIS", "Millrace", "Tallymark"]:
    for d, x in docs.items():
        if d != "ops-03" and re.search(rf"{svc}[^.\n]*\btier [12]\b", x["text"]):
            errors.append(f"{d}: states a tier for {svc}")
# team leads named only on their team page
for lead, page in {"Ysolde Parrack": "ops-26", "Marek Ostrander": "ops-27", "Renske Obuya": "ops-28",
                   "Eamon Trask": "ops-29", "Ilse Marchetti": "ops-30", "Priya Castellane": "ops-31"}.items():
    where = docs_with(re.escape(lead))
    if where != [page]: errors.append(f"lead {lead} appears in {where}")
# config keys: only on their config page, plus incident reports that cite them without the service
cfg_key_doc = {}
for d, x in docs.items():
    if "| key | default | meaning |" in x["text"]:
        for k in re.findall(r"^\| `([a-z_]+)` \|", x["text"], re.M):
            if k in cfg_key_doc: errors.append(f"config key {k} defined twice")
            cfg_key_doc[k] = d
incidents = {"ops-32", "ops-33", "ops-34", "ops-35", "ops-52"}
for k, home in cfg_key_doc.items():
    for d in docs_with(rf"`{k}`", 0):
        if d != home and d not in incidents:
            errors.append(f"config key {k} (home {home}) also named in {d}")
# version facts: only release notes give versions for removals/deprecations
for d, x in docs.items():
    if d in {"ops-11", "ops-40", "ops-41"}: continue
    if re.search(r"(removed|deprecated)( in| since)? (release )?(\d+\.\d+|20\d\d\.\d\d)", x["text"], re.I):
        errors.append(f"{d}: states a removal/deprecation version outside release notes")

# --- report
hops = Counter(q["hops"] for q in queries)
total_words = sum(len(d["text"].split()) for d in corpus)
print(f"docs={len(corpus)} words={total_words} queries={len(queries)} hops={dict(sorted(hops.items()))} "
      f"facts={len(facts)} negated={sum(f['negated'] for f in facts)}")
used = set(s for q in queries for s in q["supporting"])
print(f"docs used as gold: {len(used)}; never gold: {sorted(set(docs) - used)}")
for w in warnings: print("WARN", w)
for e in errors: print("ERROR", e)
print("OK" if not errors else f"{len(errors)} error(s)")
sys.exit(1 if errors else 0)
