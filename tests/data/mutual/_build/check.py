#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl (stdlib only). Exit 1 on any error."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from queries_src import DISTRACTORS  # noqa: E402

errors = []


def load(name):
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


docs = load("corpus.jsonl")
queries = load("queries.jsonl")

# documents
if len(docs) != 60:
    errors.append("expected 60 docs, got %d" % len(docs))
ids = [d["id"] for d in docs]
if len(set(ids)) != len(ids):
    errors.append("duplicate doc ids")
by_id = {d["id"]: d for d in docs}
titles = [d.get("title", "").strip() for d in docs]
if len(set(titles)) != len(titles):
    errors.append("duplicate titles")
wc = {}
for d in docs:
    if not d.get("title", "").strip():
        errors.append("%s: empty title" % d["id"])
    n = len(d.get("text", "").split())
    wc[d["id"]] = n
    if not 150 <= n <= 400:
        errors.append("%s: text has %d words (need 150-400)" % (d["id"], n))

# queries
if len(queries) != 40:
    errors.append("expected 40 queries, got %d" % len(queries))
qids = [q["id"] for q in queries]
if len(set(qids)) != len(qids):
    errors.append("duplicate query ids")
hop_count = collections.Counter(q["hops"] for q in queries)
if dict(hop_count) != {1: 8, 2: 12, 3: 12, 4: 8}:
    errors.append("hop split is %s, need {1: 8, 2: 12, 3: 12, 4: 8}" % dict(sorted(hop_count.items())))
used = set()
for q in queries:
    sup = q["supporting"]
    if len(sup) != q["hops"]:
        errors.append("%s: len(supporting)=%d but hops=%d" % (q["id"], len(sup), q["hops"]))
    if len(set(sup)) != len(sup):
        errors.append("%s: supporting ids not distinct" % q["id"])
    missing = [s for s in sup if s not in by_id]
    if missing:
        errors.append("%s: unknown supporting ids %s" % (q["id"], missing))
        continue
    used.update(sup)
    last = by_id[sup[-1]]
    hay = (last["title"] + "\n" + last["text"]).lower()
    if q["answer"].lower() not in hay:
        errors.append("%s: answer %r not found in %s" % (q["id"], q["answer"], sup[-1]))
    if not q["question"].strip() or not q["answer"].strip():
        errors.append("%s: empty question or answer" % q["id"])

# distractors
if len(set(DISTRACTORS)) != 12:
    errors.append("expected 12 distractors, got %d" % len(set(DISTRACTORS)))
for d in DISTRACTORS:
    if d not in by_id:
        errors.append("distractor %s not in corpus" % d)
    if d in used:
        errors.append("distractor %s used in a supporting list" % d)
unused = sorted(set(ids) - used - set(DISTRACTORS))
if unused:
    errors.append("non-distractor docs used by no question: %s" % unused)

# summary
print("docs: %d (words min %d, max %d, mean %.0f)" % (
    len(docs), min(wc.values()), max(wc.values()), sum(wc.values()) / len(wc)))
print("queries: %d, hops %s" % (len(queries), dict(sorted(hop_count.items()))))
print("supporting docs used: %d; distractors: %d; other unused: %d" % (
    len(used), len(DISTRACTORS), len(unused)))
if errors:
    print("ERRORS (%d):" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("OK: all checks passed")
