"""Validate corpus.jsonl and queries.jsonl and print every multi-hop chain."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

EXPECTED_DOCS = 60
EXPECTED_QUERIES = 40
EXPECTED_HOPS = {1: 10, 2: 14, 3: 10, 4: 6}
MIN_WORDS, MAX_WORDS = 150, 330

errors = []


def word_count(text):
    return sum(1 for tok in text.split() if re.search(r"[A-Za-z0-9]", tok))


def load(name):
    rows = []
    with open(os.path.join(OUT, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errors.append(f"{name}:{n}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{n}: invalid JSON ({e})")
    return rows


docs = load("corpus.jsonl")
queries = load("queries.jsonl")

# documents
if len(docs) != EXPECTED_DOCS:
    errors.append(f"expected {EXPECTED_DOCS} documents, found {len(docs)}")
doc_by_id = {}
for d in docs:
    if set(d) != {"id", "title", "text"}:
        errors.append(f"document {d.get('id')}: keys {sorted(d)}")
    for k in ("id", "title", "text"):
        if not isinstance(d.get(k), str) or not d.get(k).strip():
            errors.append(f"document {d.get('id')}: empty or non-string {k}")
    if d.get("id") in doc_by_id:
        errors.append(f"duplicate document id {d['id']}")
    doc_by_id[d.get("id")] = d
    wc = word_count(d.get("text", ""))
    if not MIN_WORDS <= wc <= MAX_WORDS:
        errors.append(f"document {d.get('id')}: {wc} words (allowed {MIN_WORDS}-{MAX_WORDS})")

# queries
if len(queries) != EXPECTED_QUERIES:
    errors.append(f"expected {EXPECTED_QUERIES} queries, found {len(queries)}")
seen_q = set()
hop_counts = Counter()
gold_docs = set()
for q in queries:
    qid = q.get("id")
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        errors.append(f"query {qid}: keys {sorted(q)}")
    if qid in seen_q:
        errors.append(f"duplicate query id {qid}")
    seen_q.add(qid)
    for k in ("question", "answer"):
        if not isinstance(q.get(k), str) or not q.get(k).strip():
            errors.append(f"query {qid}: empty {k}")
    sup = q.get("supporting")
    if not isinstance(sup, list) or not sup:
        errors.append(f"query {qid}: supporting must be a non-empty list")
        continue
    if q.get("hops") != len(sup):
        errors.append(f"query {qid}: hops={q.get('hops')} but {len(sup)} supporting docs")
    if len(set(sup)) != len(sup):
        errors.append(f"query {qid}: duplicate id in chain {sup}")
    for s in sup:
        if s not in doc_by_id:
            errors.append(f"query {qid}: supporting id {s} does not exist")
        gold_docs.add(s)
    hop_counts[q.get("hops")] += 1

if dict(hop_counts) != EXPECTED_HOPS:
    errors.append(f"hop distribution {dict(sorted(hop_counts.items()))}, expected {EXPECTED_HOPS}")

# report
wcs = [word_count(d["text"]) for d in docs]
print(f"documents: {len(docs)}  (words min {min(wcs)}, max {max(wcs)}, mean {sum(wcs)/len(wcs):.0f})")
print(f"queries:   {len(queries)}  hops: {dict(sorted(hop_counts.items()))}")
never_gold = sorted(set(doc_by_id) - gold_docs)
print(f"documents never used as gold ({len(never_gold)}): {', '.join(never_gold)}")
print()
print("Multi-hop chains:")
for q in queries:
    if q.get("hops", 0) < 2:
        continue
    print(f"\n{q['id']} ({q['hops']} hops): {q['question']}")
    for i, s in enumerate(q["supporting"], 1):
        title = doc_by_id.get(s, {}).get("title", "??? MISSING")
        print(f"   {i}. {s}  {title}")
    print(f"   => {q['answer']}")

print()
if errors:
    print(f"FAILED with {len(errors)} error(s):")
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("OK: all checks passed")
