#!/usr/bin/env python3
"""Sanity checks for the harvest set. Exits non-zero if any check fails."""
import collections, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import docs_1, docs_2, docs_3, docs_4  # noqa: E402

# initials -> full form; the full form may appear in exactly one document
ABBREVIATIONS = {
    "OAC": "Ostravel Arable Co-operative",
    "MFSA": "Merrovian Food Standards Authority",
    "BGPE": "Brennock Grain and Produce Exchange",
    "OVO": "Ostravel Valley Origin",
    "LMCU": "Landholders' Mutual Credit Union",
    "ODVS": "Ostravel District Veterinary Service",
}
EXPECTED_HOPS = {1: 8, 2: 12, 3: 12, 4: 8}
MIN_WORDS, MAX_WORDS = 100, 330

errors = []


def err(msg):
    errors.append(msg)


def load(name):
    with open(os.path.join(OUT, name), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


corpus = load("corpus.jsonl")
queries = load("queries.jsonl")
src = docs_1.DOCS + docs_2.DOCS + docs_3.DOCS + docs_4.DOCS
style_of = {d["id"]: d["style"] for d in src}

# --- documents
ids = [d["id"] for d in corpus]
want_ids = [f"hv-{i:02d}" for i in range(1, 61)]
if ids != want_ids:
    err(f"document ids are not exactly hv-01..hv-60 in order: {ids}")
if len(set(ids)) != len(ids):
    err("duplicate document ids")
for d in corpus:
    if set(d) != {"id", "title", "text"}:
        err(f"{d['id']}: unexpected keys {sorted(d)}")
    n = len(d["text"].split())
    if not MIN_WORDS <= n <= MAX_WORDS:
        err(f"{d['id']}: {n} words (want {MIN_WORDS}-{MAX_WORDS})")
doc = {d["id"]: d for d in corpus}
words = [len(d["text"].split()) for d in corpus]

styles = collections.Counter(style_of.values())
if len(styles) < 50:
    err(f"only {len(styles)} distinct styles")
if set(style_of) != set(ids):
    err("style tags do not cover the corpus exactly")

# --- abbreviations
def full_text(d):
    return (d["title"] + "\n" + d["text"]).lower()

abbr_report = []
for ini, full in ABBREVIATIONS.items():
    holders = [d["id"] for d in corpus if full.lower() in full_text(d)]
    pat = re.compile(r"\b" + re.escape(ini) + r"\b")
    users = [d["id"] for d in corpus if pat.search(d["title"] + "\n" + d["text"]) and d["id"] not in holders]
    if len(holders) != 1:
        err(f"{ini}: full form '{full}' appears in {len(holders)} documents {holders} (want exactly 1)")
    else:
        h = doc[holders[0]]
        if not pat.search(h["text"]):
            err(f"{ini}: defining document {holders[0]} does not also give the initials")
    if len(users) < 2:
        err(f"{ini}: initials used in only {len(users)} other documents")
    abbr_report.append(f"  {ini:5s} spelled out in {holders} only; initials alone in {len(users)} other docs")

# --- questions
qids = [q["id"] for q in queries]
if qids != [f"hv-q{i:02d}" for i in range(1, 41)]:
    err(f"question ids are not exactly hv-q01..hv-q40 in order")
hop_count = collections.Counter()
supporting_docs = set()
for q in queries:
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        err(f"{q['id']}: unexpected keys {sorted(q)}")
    sup = q["supporting"]
    if q["hops"] != len(sup):
        err(f"{q['id']}: hops {q['hops']} != len(supporting) {len(sup)}")
    if len(set(sup)) != len(sup):
        err(f"{q['id']}: repeated supporting document")
    missing = [s for s in sup if s not in doc]
    if missing:
        err(f"{q['id']}: supporting ids not in corpus {missing}")
        continue
    hop_count[len(sup)] += 1
    supporting_docs.update(sup)
    ans = q["answer"]
    if ans not in doc[sup[-1]]["text"]:
        err(f"{q['id']}: answer {ans!r} not found verbatim in last supporting doc {sup[-1]}")
    for s in sup[:-1]:
        if ans in doc[s]["text"] or ans in doc[s]["title"]:
            err(f"{q['id']}: answer {ans!r} already appears in earlier hop {s}")
    if len(ans.split()) > 6:
        err(f"{q['id']}: answer is not short ({ans!r})")
if dict(hop_count) != EXPECTED_HOPS:
    err(f"hop distribution {dict(sorted(hop_count.items()))} != {EXPECTED_HOPS}")

# --- report
print(f"documents: {len(corpus)}  (words per doc: min {min(words)}, max {max(words)}, mean {sum(words)/len(words):.0f})")
print(f"distinct styles: {len(styles)}")
print(f"questions: {len(queries)}  hops: " + ", ".join(f"{k}-hop={hop_count[k]}" for k in sorted(hop_count)))
print(f"documents supporting at least one question: {len(supporting_docs)}; distractors: {len(corpus) - len(supporting_docs)}")
print("abbreviations:")
print("\n".join(abbr_report))
if errors:
    print(f"\nFAILED ({len(errors)} problems):")
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nALL CHECKS PASSED")
