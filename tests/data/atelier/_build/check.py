#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl. Exit status 1 on any error."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

N_DOCS = 60
MIN_WORDS, MAX_WORDS = 150, 400
HOP_SPLIT = {1: 8, 2: 12, 3: 12, 4: 8}
WORD_RE = re.compile(r"[^\W_]+(?:['’.\-][^\W_]+)*", re.UNICODE)

errors, warnings = [], []


def load_jsonl(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                continue
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"{os.path.basename(path)} line {n}: bad JSON ({e})")
    return out


docs = load_jsonl(os.path.join(ROOT, "corpus.jsonl"))
queries = load_jsonl(os.path.join(ROOT, "queries.jsonl"))

# ---- documents ----
expected_ids = [f"at-{i:02d}" for i in range(1, N_DOCS + 1)]
ids = [d.get("id") for d in docs]
if len(docs) != N_DOCS:
    errors.append(f"expected {N_DOCS} documents, found {len(docs)}")
if sorted(ids) != expected_ids:
    missing = sorted(set(expected_ids) - set(ids))
    extra = sorted(set(ids) - set(expected_ids))
    errors.append(f"document ids wrong: missing={missing} extra={extra}")
for k, v in Counter(ids).items():
    if v > 1:
        errors.append(f"duplicate document id {k}")
doc_text = {}
titles = Counter()
for d in docs:
    for key in ("id", "title", "text"):
        if not isinstance(d.get(key), str) or not d.get(key).strip():
            errors.append(f"document {d.get('id')}: missing or empty '{key}'")
    text = d.get("text", "")
    doc_text[d.get("id")] = text
    titles[d.get("title")] += 1
    n = len(WORD_RE.findall(text))
    if not (MIN_WORDS <= n <= MAX_WORDS):
        errors.append(f"document {d.get('id')}: {n} words (allowed {MIN_WORDS}-{MAX_WORDS})")
for t, v in titles.items():
    if v > 1:
        errors.append(f"duplicate title: {t!r}")

# ---- queries ----
qids = [q.get("id") for q in queries]
if len(queries) != sum(HOP_SPLIT.values()):
    errors.append(f"expected {sum(HOP_SPLIT.values())} questions, found {len(queries)}")
if qids != [f"q{i:02d}" for i in range(1, len(queries) + 1)]:
    errors.append("question ids are not q01..qNN in order")
hop_count = Counter(q.get("hops") for q in queries)
if dict(hop_count) != HOP_SPLIT:
    errors.append(f"hop split {dict(sorted(hop_count.items()))} != required {HOP_SPLIT}")
not_in_last = []
for q in queries:
    qid = q.get("id")
    for key in ("question", "answer"):
        if not isinstance(q.get(key), str) or not q.get(key).strip():
            errors.append(f"{qid}: missing or empty '{key}'")
    sup = q.get("supporting")
    hops = q.get("hops")
    if not isinstance(sup, list) or not sup:
        errors.append(f"{qid}: 'supporting' must be a non-empty list")
        continue
    if len(sup) != hops:
        errors.append(f"{qid}: {len(sup)} supporting docs but hops={hops}")
    if len(set(sup)) != len(sup):
        errors.append(f"{qid}: supporting ids not distinct: {sup}")
    for s in sup:
        if s not in doc_text:
            errors.append(f"{qid}: supporting id {s} does not exist")
    ans = (q.get("answer") or "").lower()
    present = [s for s in sup if ans and ans in doc_text.get(s, "").lower()]
    if not present:
        errors.append(f"{qid}: answer {q.get('answer')!r} not found in any supporting document")
    elif sup[-1] not in present:
        not_in_last.append(qid)
if not_in_last:
    warnings.append("answer found in a supporting doc but not the last one for: " + ", ".join(not_in_last))

# ---- report ----
used = Counter(s for q in queries for s in q.get("supporting", []))
print(f"documents: {len(docs)}  questions: {len(queries)}  hop split: {dict(sorted(hop_count.items()))}")
wc = [len(WORD_RE.findall(t)) for t in doc_text.values()]
if wc:
    print(f"words per document: min {min(wc)}, max {max(wc)}, mean {sum(wc)/len(wc):.0f}")
print(f"documents used as support: {len(used)} of {len(docs)}")
for w in warnings:
    print("WARNING:", w)
if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"FAILED with {len(errors)} error(s)")
    sys.exit(1)
print("OK: all checks passed")
