"""Validate corpus.jsonl and queries.jsonl."""
import json
import os
import sys
from collections import Counter

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MIN_W, MAX_W = 180, 350
EXPECTED_HOPS = {1: 8, 2: 12, 3: 12, 4: 8}

errors = []


def load(name):
    with open(os.path.join(OUT, name), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


docs = load("corpus.jsonl")
queries = load("queries.jsonl")

# documents
if len(docs) != 60:
    errors.append(f"expected 60 docs, found {len(docs)}")
ids = [d["id"] for d in docs]
if len(set(ids)) != len(ids):
    errors.append("duplicate doc ids")
expected_ids = [f"cp-{i:02d}" for i in range(1, 61)]
if ids != expected_ids:
    errors.append("doc ids are not exactly cp-01..cp-60 in order")
by_id = {d["id"]: d for d in docs}
wcs = []
for d in docs:
    for k in ("id", "title", "text"):
        if not isinstance(d.get(k), str) or not d[k]:
            errors.append(f"{d.get('id')}: missing field {k}")
    wc = len(d["text"].split())
    wcs.append(wc)
    if not (MIN_W <= wc <= MAX_W):
        errors.append(f"{d['id']}: word count {wc} outside {MIN_W}-{MAX_W}")

# queries
if len(queries) != 40:
    errors.append(f"expected 40 queries, found {len(queries)}")
qids = [q["id"] for q in queries]
if len(set(qids)) != len(qids):
    errors.append("duplicate query ids")
hop_counts = Counter(q["hops"] for q in queries)
if dict(hop_counts) != EXPECTED_HOPS:
    errors.append(f"hop distribution {dict(hop_counts)} != {EXPECTED_HOPS}")
for q in queries:
    sup = q["supporting"]
    if len(sup) != q["hops"]:
        errors.append(f"{q['id']}: len(supporting)={len(sup)} != hops={q['hops']}")
    if len(set(sup)) != len(sup):
        errors.append(f"{q['id']}: repeated supporting doc")
    for s in sup:
        if s not in by_id:
            errors.append(f"{q['id']}: supporting id {s} does not exist")
    if sup and sup[-1] in by_id and q["answer"] not in by_id[sup[-1]]["text"]:
        errors.append(f"{q['id']}: answer {q['answer']!r} not verbatim in {sup[-1]}")
    if q["question"].strip() in "".join(d["text"] for d in docs):
        errors.append(f"{q['id']}: question copied from a document")

print(f"docs: {len(docs)} (unique ids: {len(set(ids))}); "
      f"words min/max/mean: {min(wcs)}/{max(wcs)}/{sum(wcs)/len(wcs):.0f}")
print(f"queries: {len(queries)}; hops: {dict(sorted(hop_counts.items()))}")
if errors:
    print("FAIL")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("PASS: all checks succeeded")
