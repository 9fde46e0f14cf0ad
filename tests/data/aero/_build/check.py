#!/usr/bin/env python3
"""Verify corpus.jsonl / queries.jsonl of the blind-aero collection and print multi-hop chains."""
import json, os, re, sys
from collections import Counter

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
errors = []

def load(name):
    rows = []
    with open(os.path.join(BASE, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                errors.append(f"{name}: blank line {i}"); continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"{name}: line {i} invalid JSON: {e}")
    return rows

def words(text):
    return [t for t in text.split() if re.search(r"[A-Za-z0-9]", t)]

docs = load("corpus.jsonl")
qs = load("queries.jsonl")

# documents
if len(docs) != 60:
    errors.append(f"expected 60 docs, got {len(docs)}")
expected_ids = [f"aero-{i:02d}" for i in range(1, 61)]
ids = [d.get("id") for d in docs]
if ids != expected_ids:
    errors.append("doc ids are not aero-01..aero-60 in order")
for d in docs:
    if set(d) != {"id", "title", "text"}:
        errors.append(f"{d.get('id')}: keys {sorted(d)}")
    if not isinstance(d.get("title"), str) or not d["title"].strip():
        errors.append(f"{d.get('id')}: empty title")
titles = Counter(d["title"] for d in docs)
for t, c in titles.items():
    if c > 1:
        errors.append(f"duplicate title: {t}")
doc_by_id = {d["id"]: d for d in docs}
wc = {d["id"]: len(words(d["text"])) for d in docs}
for did, n in wc.items():
    if not 150 <= n <= 330:
        errors.append(f"{did}: word count {n} outside 150-330")

# questions
if len(qs) != 40:
    errors.append(f"expected 40 questions, got {len(qs)}")
qids = [q.get("id") for q in qs]
if qids != [f"aero-q{i:02d}" for i in range(1, 41)]:
    errors.append("question ids are not aero-q01..aero-q40 in order")
hop_counts = Counter()
for q in qs:
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        errors.append(f"{q.get('id')}: keys {sorted(q)}")
    sup = q.get("supporting", [])
    if q.get("hops") != len(sup):
        errors.append(f"{q['id']}: hops {q.get('hops')} != len(supporting) {len(sup)}")
    if len(set(sup)) != len(sup):
        errors.append(f"{q['id']}: duplicate supporting ids")
    for s in sup:
        if s not in doc_by_id:
            errors.append(f"{q['id']}: unknown supporting id {s}")
    if not q.get("question", "").strip() or not q.get("answer", "").strip():
        errors.append(f"{q['id']}: empty question or answer")
    hop_counts[q.get("hops")] += 1
want = {1: 10, 2: 14, 3: 10, 4: 6}
if dict(hop_counts) != want:
    errors.append(f"hop distribution {dict(sorted(hop_counts.items()))} != {want}")

# chains
print("=" * 78)
print("MULTI-HOP CHAINS")
for q in qs:
    if q.get("hops", 0) < 2:
        continue
    print("-" * 78)
    print(f"{q['id']} ({q['hops']} hops): {q['question']}")
    print(f"  ANSWER: {q['answer']}")
    for i, s in enumerate(q["supporting"], 1):
        d = doc_by_id.get(s)
        print(f"  {i}. {s}: {d['title'] if d else '???'}")

print("=" * 78)
print("SUMMARY")
print(f"docs: {len(docs)}; words min/mean/max: {min(wc.values())}/{sum(wc.values())/len(wc):.0f}/{max(wc.values())}")
print(f"questions: {len(qs)}; hops: {dict(sorted(hop_counts.items()))}")
used = Counter(s for q in qs for s in q["supporting"])
print(f"documents used as gold at least once: {len(used)}/60")
if errors:
    print(f"FAILED with {len(errors)} error(s):")
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("ALL CHECKS PASSED")
