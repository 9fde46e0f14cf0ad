#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl (standard library only). Exit 1 on error."""
import json
import os
import sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
errors, warnings = [], []


def load(name):
    path = os.path.join(ROOT, name)
    if not os.path.exists(path):
        errors.append(f"missing {name}")
        return []
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


docs = load("corpus.jsonl")
queries = load("queries.jsonl")

# documents
if len(docs) != 60:
    errors.append(f"expected 60 docs, found {len(docs)}")
ids = [d.get("id") for d in docs]
for i, n in Counter(ids).items():
    if n > 1:
        errors.append(f"duplicate doc id {i}")
byid = {d["id"]: d for d in docs}
for d in docs:
    if not d.get("title"):
        errors.append(f"{d['id']}: empty title")
    wc = len(d.get("text", "").split())
    if not 150 <= wc <= 400:
        errors.append(f"{d['id']}: {wc} words (must be 150-400)")

# queries
if len(queries) != 40:
    errors.append(f"expected 40 queries, found {len(queries)}")
for i, n in Counter(q.get("id") for q in queries).items():
    if n > 1:
        errors.append(f"duplicate query id {i}")
hopcount = Counter(q.get("hops") for q in queries)
if dict(hopcount) != {1: 8, 2: 12, 3: 12, 4: 8}:
    errors.append(f"hop split is {dict(sorted(hopcount.items()))}, expected 1:8 2:12 3:12 4:8")
for q in queries:
    sup = q.get("supporting", [])
    if len(sup) != q.get("hops"):
        errors.append(f"{q['id']}: len(supporting)={len(sup)} != hops={q.get('hops')}")
    if len(set(sup)) != len(sup):
        errors.append(f"{q['id']}: supporting ids not distinct")
    for s in sup:
        if s not in byid:
            errors.append(f"{q['id']}: unknown supporting id {s}")
    if not q.get("question") or not q.get("answer"):
        errors.append(f"{q['id']}: empty question or answer")
    if sup and sup[-1] in byid:
        last = byid[sup[-1]]
        hay = (last["title"] + "\n" + last["text"]).lower()
        if q["answer"].lower() not in hay:
            warnings.append(f"{q['id']}: answer {q['answer']!r} not found in last supporting doc {sup[-1]}")

for w in warnings:
    print("WARNING:", w)
for e in errors:
    print("ERROR:", e)
used = {s for q in queries for s in q.get("supporting", [])}
print(f"docs={len(docs)} queries={len(queries)} hops={dict(sorted(hopcount.items()))} "
      f"docs used as support={len(used)} errors={len(errors)} warnings={len(warnings)}")
sys.exit(1 if errors else 0)
