#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl. Exit status 1 on any failure."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

N_DOCS = 60
N_QUERIES = 40
MIN_WORDS, MAX_WORDS = 80, 300
HOP_MIX = {1: 8, 2: 12, 3: 12, 4: 8}
NGRAM = 6

errors = []


def err(msg):
    errors.append(msg)


def load(name):
    rows = []
    path = os.path.join(OUT, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, start=1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: invalid JSON ({e})")
    return rows


def tokens(s):
    return re.findall(r"\w+", s.lower())


def ngrams(toks, n=NGRAM):
    return {tuple(toks[i:i + n]) for i in range(len(toks) - n + 1)}


docs = load("corpus.jsonl")
queries = load("queries.jsonl")

# ---- corpus ----
if len(docs) != N_DOCS:
    err(f"expected {N_DOCS} documents, found {len(docs)}")
for i, d in enumerate(docs, start=1):
    if set(d) != {"id", "title", "text"}:
        err(f"doc line {i}: keys are {sorted(d)}")
        continue
    if d["id"] != f"eng-{i:02d}":
        err(f"doc line {i}: id {d['id']!r}, expected eng-{i:02d}")
    if not d["title"].strip():
        err(f"{d['id']}: empty title")
    wc = len(d["text"].split())
    if not MIN_WORDS <= wc <= MAX_WORDS:
        err(f"{d['id']}: {wc} words (allowed {MIN_WORDS}-{MAX_WORDS})")
doc_ids = [d.get("id") for d in docs]
for k, c in Counter(doc_ids).items():
    if c > 1:
        err(f"duplicate doc id {k}")
doc_set = set(doc_ids)

# ---- queries ----
if len(queries) != N_QUERIES:
    err(f"expected {N_QUERIES} queries, found {len(queries)}")
hop_counts = Counter()
for i, q in enumerate(queries, start=1):
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        err(f"query line {i}: keys are {sorted(q)}")
        continue
    if q["id"] != f"eng-q{i:02d}":
        err(f"query line {i}: id {q['id']!r}, expected eng-q{i:02d}")
    if not q["question"].strip() or not q["answer"].strip():
        err(f"{q['id']}: empty question or answer")
    sup = q["supporting"]
    if not isinstance(sup, list) or not sup:
        err(f"{q['id']}: supporting must be a non-empty list")
        continue
    if len(set(sup)) != len(sup):
        err(f"{q['id']}: duplicate supporting ids {sup}")
    for s in sup:
        if s not in doc_set:
            err(f"{q['id']}: supporting id {s} not in corpus")
    if q["hops"] != len(sup):
        err(f"{q['id']}: hops={q['hops']} but {len(sup)} supporting docs")
    if not 1 <= q["hops"] <= 4:
        err(f"{q['id']}: hops={q['hops']} outside 1-4")
    hop_counts[q["hops"]] += 1
for k, c in Counter(q.get("id") for q in queries).items():
    if c > 1:
        err(f"duplicate query id {k}")
if dict(hop_counts) != HOP_MIX:
    err(f"hop mix {dict(sorted(hop_counts.items()))}, expected {HOP_MIX}")

# ---- overlap: no 6-token lower-case run shared by a question and any doc ----
doc_grams = {}
for d in docs:
    doc_grams[d["id"]] = (ngrams(tokens(d["title"])) | ngrams(tokens(d["text"])))
overlaps = 0
for q in queries:
    qg = ngrams(tokens(q["question"]))
    for did, dg in doc_grams.items():
        shared = qg & dg
        if shared:
            overlaps += 1
            err(f"{q['id']} shares {len(shared)} {NGRAM}-gram(s) with {did}: "
                f"{' '.join(sorted(shared)[0])!r}")

# ---- report ----
wcs = [len(d["text"].split()) for d in docs]
print(f"documents: {len(docs)} (words per doc: min {min(wcs) if wcs else 0}, "
      f"max {max(wcs) if wcs else 0}, mean {sum(wcs) / max(len(wcs), 1):.0f})")
print(f"queries:   {len(queries)}")
print("hop mix:   " + ", ".join(f"{h}-hop={hop_counts[h]}" for h in sorted(HOP_MIX)))
print(f"{NGRAM}-gram question/document overlaps: {overlaps}")
if errors:
    print(f"\nFAILED with {len(errors)} problem(s):")
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nOK: all checks passed")
