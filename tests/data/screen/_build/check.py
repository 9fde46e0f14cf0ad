"""Verify the screen set: ids, counts, supporting docs, hops, answers, styles, lengths."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import docs_1, docs_2, docs_3, docs_4  # noqa: E402

errors, notes = [], []


def err(msg):
    errors.append(msg)


def load(name):
    with open(os.path.join(OUT, name), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


corpus = load("corpus.jsonl")
queries = load("queries.jsonl")

# --- documents ---
ids = [d["id"] for d in corpus]
if len(ids) != 60:
    err(f"expected 60 docs, got {len(ids)}")
if len(set(ids)) != len(ids):
    err("duplicate doc ids")
expected_ids = {f"sc-{i:02d}" for i in range(1, 61)}
if set(ids) != expected_ids:
    err(f"doc ids differ from sc-01..sc-60: {sorted(set(ids) ^ expected_ids)}")
for d in corpus:
    if set(d) != {"id", "title", "text"}:
        err(f"{d['id']}: unexpected keys {sorted(d)}")
    if not d["title"].strip() or not d["text"].strip():
        err(f"{d['id']}: empty title or text")
    n = len(re.findall(r"\S+", d["text"]))
    if not 80 <= n <= 600:
        err(f"{d['id']}: {n} words (want 80-600)")
by_id = {d["id"]: d for d in corpus}

# --- styles (kept in the build sources, not in the jsonl) ---
src_docs = docs_1.DOCS + docs_2.DOCS + docs_3.DOCS + docs_4.DOCS
styles = {d["id"]: d["style"] for d in src_docs}
if set(styles) != set(ids):
    err("style table does not cover exactly the corpus ids")
n_styles = len(set(styles.values()))
if n_styles < 30:
    err(f"only {n_styles} distinct styles (need >= 30)")

# --- questions ---
if len(queries) != 40:
    err(f"expected 40 questions, got {len(queries)}")
qids = [q["id"] for q in queries]
if len(set(qids)) != len(qids):
    err("duplicate question ids")
hop_counts = collections.Counter()
used = collections.Counter()
for q in queries:
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        err(f"{q['id']}: unexpected keys {sorted(q)}")
    sup = q["supporting"]
    for s in sup:
        if s not in by_id:
            err(f"{q['id']}: supporting id {s} does not exist")
        used[s] += 1
    if len(set(sup)) != len(sup):
        err(f"{q['id']}: repeated supporting id")
    if q["hops"] != len(sup):
        err(f"{q['id']}: hops {q['hops']} != len(supporting) {len(sup)}")
    if not 1 <= q["hops"] <= 4:
        err(f"{q['id']}: hops out of range")
    hop_counts[q["hops"]] += 1
    if sup and sup[-1] in by_id:
        if q["answer"].lower() not in by_id[sup[-1]]["text"].lower():
            err(f"{q['id']}: answer {q['answer']!r} not found in last supporting doc {sup[-1]}")
    if q["answer"].lower() in q["question"].lower():
        err(f"{q['id']}: answer appears in the question")

# --- soft consistency checks for abbreviations defined once ---
full_names = {
    "Northern Screen Development Fund": "sc-20",
    "Northern Reach Broadcasting": "sc-12",
    "Office for Screen Production Incentives": "sc-15",
    "Writers' Guild of the Northern Reach": "sc-14",
    "Old Toby": "sc-24",
}
for name, home in full_names.items():
    where = [d["id"] for d in corpus if name.lower() in d["text"].lower()]
    if where != [home]:
        err(f"{name!r} should appear only in {home}, found in {where}")

print(f"docs: {len(corpus)} | distinct styles: {n_styles} | questions: {len(queries)}")
print("questions by hops:", dict(sorted(hop_counts.items())))
print(f"docs used as support: {len(used)} of {len(corpus)}")
if errors:
    print("\nFAILED:")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("OK: all checks passed")
