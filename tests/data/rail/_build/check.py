#!/usr/bin/env python3
"""Validate the blind-rail test collection (corpus.jsonl + queries.jsonl)."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the set's folder
MIN_WORDS, MAX_WORDS = 180, 320
EXPECTED_DOCS = 60
EXPECTED_QUERIES = 40
TARGET_HOPS = {1: 10, 2: 14, 3: 10, 4: 6}

errors = []


def words(s):
    return len(s.split())


def load(name):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"{name} line {n}: bad JSON ({e})")
    return rows


docs = load("corpus.jsonl")
queries = load("queries.jsonl")

# ---- documents ----
ids = [d.get("id") for d in docs]
if len(docs) != EXPECTED_DOCS:
    errors.append(f"expected {EXPECTED_DOCS} docs, found {len(docs)}")
dupes = [i for i, c in Counter(ids).items() if c > 1]
if dupes:
    errors.append(f"duplicate doc ids: {dupes}")
expected_ids = [f"rail-{i:02d}" for i in range(1, EXPECTED_DOCS + 1)]
if sorted(ids) != expected_ids:
    missing = sorted(set(expected_ids) - set(ids))
    extra = sorted(set(ids) - set(expected_ids))
    errors.append(f"doc ids not rail-01..rail-60 (missing {missing}, extra {extra})")

wc = {}
for d in docs:
    for key in ("id", "title", "text"):
        if not isinstance(d.get(key), str) or not d.get(key).strip():
            errors.append(f"doc {d.get('id')}: missing or empty '{key}'")
    if set(d) != {"id", "title", "text"}:
        errors.append(f"doc {d.get('id')}: unexpected keys {sorted(d)}")
    n = words(d.get("text", ""))
    wc[d.get("id")] = n
    if not MIN_WORDS <= n <= MAX_WORDS:
        errors.append(f"doc {d.get('id')}: {n} words (allowed {MIN_WORDS}-{MAX_WORDS})")

titles = [d.get("title") for d in docs]
tdupes = [t for t, c in Counter(titles).items() if c > 1]
if tdupes:
    errors.append(f"duplicate titles: {tdupes}")

# ---- queries ----
qids = [q.get("id") for q in queries]
if len(queries) != EXPECTED_QUERIES:
    errors.append(f"expected {EXPECTED_QUERIES} queries, found {len(queries)}")
qdupes = [i for i, c in Counter(qids).items() if c > 1]
if qdupes:
    errors.append(f"duplicate query ids: {qdupes}")
expected_qids = [f"rail-q{i:02d}" for i in range(1, EXPECTED_QUERIES + 1)]
if sorted(qids) != expected_qids:
    errors.append("query ids are not rail-q01..rail-q40")

docset = set(ids)
hop_counts = Counter()
used_docs = Counter()
for q in queries:
    qid = q.get("id")
    for key in ("question", "answer"):
        if not isinstance(q.get(key), str) or not q.get(key).strip():
            errors.append(f"{qid}: missing or empty '{key}'")
    sup = q.get("supporting")
    if not isinstance(sup, list) or not sup:
        errors.append(f"{qid}: 'supporting' must be a non-empty list")
        continue
    if len(set(sup)) != len(sup):
        errors.append(f"{qid}: repeated id in supporting {sup}")
    for s in sup:
        if s not in docset:
            errors.append(f"{qid}: supporting id {s} not in corpus")
        used_docs[s] += 1
    if q.get("hops") != len(sup):
        errors.append(f"{qid}: hops={q.get('hops')} but {len(sup)} supporting docs")
    hop_counts[q.get("hops")] += 1
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        errors.append(f"{qid}: unexpected keys {sorted(q)}")
    # a multi-hop question should not quote a supporting doc id
    if re.search(r"rail-\d\d", q.get("question", "")):
        errors.append(f"{qid}: question mentions a doc id")

for h, target in TARGET_HOPS.items():
    if hop_counts.get(h, 0) != target:
        errors.append(f"hop {h}: {hop_counts.get(h, 0)} queries (target {target})")
if set(hop_counts) - set(TARGET_HOPS):
    errors.append(f"unexpected hop values: {sorted(set(hop_counts) - set(TARGET_HOPS))}")

qtexts = [q.get("question", "").strip().lower() for q in queries]
if len(set(qtexts)) != len(qtexts):
    errors.append("duplicate question texts")

# ---- summary ----
total_words = sum(wc.values())
print("blind-rail collection check")
print(f"  documents: {len(docs)}  (unique ids: {len(set(ids))})")
print(f"  words: total {total_words}, min {min(wc.values())}, max {max(wc.values())}, "
      f"mean {total_words / max(len(wc), 1):.1f}")
print(f"  queries: {len(queries)}")
print("  hops: " + ", ".join(f"{h}-hop={hop_counts.get(h, 0)}" for h in sorted(TARGET_HOPS)))
print(f"  documents used as gold at least once: {len(used_docs)} / {len(docs)}")
print(f"  total gold (query, doc) pairs: {sum(used_docs.values())}")

if errors:
    print(f"\nFAILED with {len(errors)} problem(s):")
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nOK: all checks passed")
