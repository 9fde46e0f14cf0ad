#!/usr/bin/env python3
"""Validate corpus.jsonl / queries.jsonl. Exit 1 on any failure."""
import json, os, re, sys
from collections import Counter
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
errors = []

def load(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                errors.append(f"{name}:{i}: blank line"); continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{i}: invalid JSON ({e})")
    return rows

def words(s):
    return re.findall(r"[a-z0-9]+(?:['.][a-z0-9]+)*", s.lower())

docs = load("corpus.jsonl")
qs = load("queries.jsonl")

# corpus checks
ids = [d.get("id") for d in docs]
for k, n in Counter(ids).items():
    if n > 1: errors.append(f"duplicate doc id {k}")
for d in docs:
    if set(d) != {"id", "title", "text"}:
        errors.append(f"{d.get('id')}: keys {sorted(d)}")
    if not re.fullmatch(r"reg-\d\d", str(d.get("id"))):
        errors.append(f"bad doc id {d.get('id')}")
    n = len(d.get("text", "").split())
    if not 80 <= n <= 300:
        errors.append(f"{d['id']}: {n} words (need 80-300)")
if len(docs) != 60:
    errors.append(f"expected 60 docs, got {len(docs)}")

# query checks
docset = set(ids)
qids = [q.get("id") for q in qs]
for k, n in Counter(qids).items():
    if n > 1: errors.append(f"duplicate query id {k}")
hopc = Counter()
for q in qs:
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        errors.append(f"{q.get('id')}: keys {sorted(q)}")
    if not re.fullmatch(r"reg-q\d\d", str(q.get("id"))):
        errors.append(f"bad query id {q.get('id')}")
    sup = q.get("supporting", [])
    if not sup: errors.append(f"{q['id']}: empty supporting")
    if len(set(sup)) != len(sup): errors.append(f"{q['id']}: repeated supporting id")
    for s in sup:
        if s not in docset: errors.append(f"{q['id']}: unknown supporting id {s}")
    if q.get("hops") != len(sup):
        errors.append(f"{q['id']}: hops {q.get('hops')} != len(supporting) {len(sup)}")
    if not q.get("answer", "").strip(): errors.append(f"{q['id']}: empty answer")
    hopc[q.get("hops")] += 1
if len(qs) != 40:
    errors.append(f"expected 40 queries, got {len(qs)}")

# 6-word overlap between any question and any document (title + text)
N = 6
grams = {}
for d in docs:
    for field in ("title", "text"):
        w = words(d[field])
        for i in range(len(w) - N + 1):
            grams.setdefault(tuple(w[i:i+N]), d["id"])
overlaps = 0
for q in qs:
    w = words(q["question"])
    for i in range(len(w) - N + 1):
        g = tuple(w[i:i+N])
        if g in grams:
            overlaps += 1
            errors.append(f"{q['id']}: 6-gram '{' '.join(g)}' appears in {grams[g]}")

wc = [len(d["text"].split()) for d in docs]
print(f"docs: {len(docs)} (words min {min(wc)}, max {max(wc)}, mean {sum(wc)/len(wc):.0f})")
print(f"queries: {len(qs)}; hops: " + ", ".join(f"{h}-hop={n}" for h, n in sorted(hopc.items())))
print(f"6-gram overlaps: {overlaps}")
if errors:
    print(f"FAIL ({len(errors)} problems)")
    for e in errors: print("  -", e)
    sys.exit(1)
print("PASS")
