#!/usr/bin/env python3
"""Check corpus.jsonl and queries.jsonl; print a summary; exit non-zero on any failure."""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

N_DOCS = 60
N_QUERIES = 40
MIN_WORDS, MAX_WORDS = 180, 320
HOP_TARGET = {1: 10, 2: 14, 3: 10, 4: 6}


def load(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if line:
                try:
                    rows.append(json.loads(line))
                except json.JSONDecodeError as e:
                    errors.append(f"{name} line {n}: bad JSON ({e})")
    return rows


errors = []
docs = load("corpus.jsonl")
qs = load("queries.jsonl")

# documents
if len(docs) != N_DOCS:
    errors.append(f"expected {N_DOCS} documents, found {len(docs)}")
doc_ids = [d.get("id") for d in docs]
for dup, c in Counter(doc_ids).items():
    if c > 1:
        errors.append(f"duplicate document id {dup}")
expected_ids = {f"health-{i:02d}" for i in range(1, N_DOCS + 1)}
if set(doc_ids) != expected_ids:
    errors.append(f"document ids differ from health-01..health-{N_DOCS:02d}: "
                  f"missing {sorted(expected_ids - set(doc_ids))}, extra {sorted(set(doc_ids) - expected_ids)}")
lengths = {}
for d in docs:
    for key in ("id", "title", "text"):
        if not isinstance(d.get(key), str) or not d.get(key).strip():
            errors.append(f"document {d.get('id')}: missing or empty '{key}'")
    n = len(d.get("text", "").split())
    lengths[d.get("id")] = n
    if not MIN_WORDS <= n <= MAX_WORDS:
        errors.append(f"document {d.get('id')}: {n} words (allowed {MIN_WORDS}-{MAX_WORDS})")

# queries
if len(qs) != N_QUERIES:
    errors.append(f"expected {N_QUERIES} queries, found {len(qs)}")
q_ids = [q.get("id") for q in qs]
for dup, c in Counter(q_ids).items():
    if c > 1:
        errors.append(f"duplicate query id {dup}")
expected_q = {f"health-q{i:02d}" for i in range(1, N_QUERIES + 1)}
if set(q_ids) != expected_q:
    errors.append("query ids differ from health-q01..health-q40")
doc_id_set = set(doc_ids)
hops = Counter()
used = Counter()
for q in qs:
    for key in ("question", "answer"):
        if not isinstance(q.get(key), str) or not q.get(key).strip():
            errors.append(f"query {q.get('id')}: missing or empty '{key}'")
    sup = q.get("supporting")
    if not isinstance(sup, list) or not sup:
        errors.append(f"query {q.get('id')}: 'supporting' must be a non-empty list")
        continue
    if len(set(sup)) != len(sup):
        errors.append(f"query {q.get('id')}: repeated document in supporting")
    for s in sup:
        if s not in doc_id_set:
            errors.append(f"query {q.get('id')}: supporting id {s} does not exist")
        used[s] += 1
    if q.get("hops") != len(sup):
        errors.append(f"query {q.get('id')}: hops={q.get('hops')} but {len(sup)} supporting documents")
    hops[q.get("hops")] += 1
if dict(hops) != HOP_TARGET:
    errors.append(f"hop distribution {dict(sorted(hops.items()))} differs from target {HOP_TARGET}")

# summary
vals = list(lengths.values()) or [0]
print(f"documents: {len(docs)}  words min/mean/max: {min(vals)}/{sum(vals) / len(vals):.0f}/{max(vals)}")
print(f"queries:   {len(qs)}  hops: " + ", ".join(f"{h}-hop={hops[h]}" for h in sorted(hops)))
print(f"documents used as gold: {len(used)} of {len(docs)}; unused: "
      f"{', '.join(sorted(doc_id_set - set(used))) or 'none'}")
print(f"gold document slots: {sum(used.values())}")
if errors:
    print(f"\nFAILED with {len(errors)} problem(s):")
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nOK: all checks passed")
