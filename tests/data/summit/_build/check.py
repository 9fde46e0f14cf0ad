#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl of the summit set."""
import collections
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
errors = []


def err(msg):
    errors.append(msg)


def read_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                err(f"{os.path.basename(path)}: blank line {n}")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)}: bad JSON on line {n}: {e}")
    return rows


docs = read_jsonl(os.path.join(ROOT, "corpus.jsonl"))
queries = read_jsonl(os.path.join(ROOT, "queries.jsonl"))

# --- documents -------------------------------------------------------------
if len(docs) != 60:
    err(f"expected 60 docs, found {len(docs)}")
expected_ids = [f"sm-{i:02d}" for i in range(1, 61)]
ids = [d.get("id") for d in docs]
if ids != expected_ids:
    err(f"doc ids not sm-01..sm-60 in order: {ids}")
by_id = {}
for d in docs:
    if set(d) != {"id", "title", "text"}:
        err(f"{d.get('id')}: keys {sorted(d)}")
    if not d.get("title", "").strip():
        err(f"{d.get('id')}: empty title")
    n = len(d.get("text", "").split())
    if not 120 <= n <= 600:
        err(f"{d.get('id')}: text has {n} words (need 120-600)")
    by_id[d.get("id")] = d
titles = [d.get("title") for d in docs]
for t, c in collections.Counter(titles).items():
    if c > 1:
        err(f"duplicate title: {t}")

# --- queries ---------------------------------------------------------------
if len(queries) != 40:
    err(f"expected 40 queries, found {len(queries)}")
qids = [q.get("id") for q in queries]
if qids != [f"q{i:02d}" for i in range(1, 41)]:
    err(f"query ids not q01..q40 in order: {qids}")
hop_counts = collections.Counter()
for q in queries:
    qid = q.get("id")
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        err(f"{qid}: keys {sorted(q)}")
    sup = q.get("supporting", [])
    hops = q.get("hops")
    hop_counts[hops] += 1
    if not isinstance(sup, list) or not sup:
        err(f"{qid}: supporting must be a non-empty list")
        continue
    if len(sup) != hops:
        err(f"{qid}: hops={hops} but {len(sup)} supporting docs")
    if len(set(sup)) != len(sup):
        err(f"{qid}: duplicate doc in chain {sup}")
    for s in sup:
        if s not in by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if not q.get("question", "").strip():
        err(f"{qid}: empty question")
    ans = q.get("answer", "")
    if not ans.strip():
        err(f"{qid}: empty answer")
    elif sup[-1] in by_id and ans.lower() not in by_id[sup[-1]]["text"].lower():
        err(f"{qid}: answer {ans!r} not found in last supporting doc {sup[-1]}")
    if len(ans.split()) > 8:
        err(f"{qid}: answer is not short ({len(ans.split())} words)")

want = {1: 8, 2: 12, 3: 12, 4: 8}
if dict(hop_counts) != want:
    err(f"hop split {dict(sorted(hop_counts.items()))}, want {want}")

dup_q = [t for t, c in collections.Counter(q.get("question") for q in queries).items() if c > 1]
for t in dup_q:
    err(f"duplicate question: {t}")

if errors:
    print("CHECK FAILED")
    for e in errors:
        print(" -", e)
    sys.exit(1)
words = [len(d["text"].split()) for d in docs]
print(f"OK: {len(docs)} docs (words {min(words)}-{max(words)}), {len(queries)} queries, "
      f"hop split {dict(sorted(hop_counts.items()))}")
