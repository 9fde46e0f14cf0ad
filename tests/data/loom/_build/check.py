#!/usr/bin/env python3
"""Validate the Loom test set. Exits 1 on any error."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from queries_src import DISTRACTORS  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


corpus = read_jsonl(os.path.join(ROOT, "corpus.jsonl"))
queries = read_jsonl(os.path.join(ROOT, "queries.jsonl"))

# --- documents ---
expected_ids = ["lm-%02d" % i for i in range(1, 61)]
ids = [d["id"] for d in corpus]
if len(corpus) != 60:
    err("expected 60 docs, found %d" % len(corpus))
if len(set(ids)) != len(ids):
    err("duplicate doc ids")
if sorted(ids) != expected_ids:
    err("doc ids are not exactly lm-01..lm-60")
if ids != sorted(ids):
    err("corpus not sorted by id")
titles = [d["title"] for d in corpus]
dupt = [t for t, c in collections.Counter(titles).items() if c > 1]
if dupt:
    err("duplicate titles: %r" % dupt)
docs = {d["id"]: d for d in corpus}
wc = {}
for d in corpus:
    if not d["title"]:
        err("%s: empty title" % d["id"])
    n = len(d["text"].split())
    wc[d["id"]] = n
    if not 150 <= n <= 400:
        err("%s: %d words (must be 150-400)" % (d["id"], n))

# --- queries ---
if len(queries) != 40:
    err("expected 40 queries, found %d" % len(queries))
qids = [q["id"] for q in queries]
if qids != ["q%02d" % i for i in range(1, len(queries) + 1)]:
    err("query ids not q01..q%02d in order" % len(queries))
hop_counts = collections.Counter(q["hops"] for q in queries)
if dict(hop_counts) != {1: 8, 2: 12, 3: 12, 4: 8}:
    err("hop split %r != {1: 8, 2: 12, 3: 12, 4: 8}" % dict(sorted(hop_counts.items())))
used = set()
questions = collections.Counter(q["question"] for q in queries)
for qq, c in questions.items():
    if c > 1:
        err("duplicate question: %r" % qq)
for q in queries:
    sup = q["supporting"]
    if not q["question"].strip() or not q["answer"].strip():
        err("%s: empty question or answer" % q["id"])
    if len(sup) != q["hops"]:
        err("%s: len(supporting)=%d != hops=%d" % (q["id"], len(sup), q["hops"]))
    if len(set(sup)) != len(sup):
        err("%s: supporting ids not distinct" % q["id"])
    missing = [s for s in sup if s not in docs]
    if missing:
        err("%s: unknown supporting ids %r" % (q["id"], missing))
        continue
    last = docs[sup[-1]]
    hay = (last["title"] + "\n" + last["text"]).lower()
    if q["answer"].lower() not in hay:
        err("%s: answer %r not found in last supporting doc %s" % (q["id"], q["answer"], sup[-1]))
    used.update(sup)

# --- distractors ---
if len(DISTRACTORS) != 12 or len(set(DISTRACTORS)) != 12:
    err("expected 12 distinct distractors, found %d" % len(set(DISTRACTORS)))
for dd in DISTRACTORS:
    if dd not in docs:
        err("distractor %s does not exist" % dd)
    if dd in used:
        err("distractor %s is used in a supporting list" % dd)
unused = [i for i in expected_ids if i not in used and i not in DISTRACTORS]
if unused:
    err("non-distractor docs never used: %r" % unused)

if errors:
    print("CHECK FAILED (%d errors):" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)

print("OK: %d docs (words %d-%d), %d distinct titles, %d queries, hops %s, "
      "%d distractors unused, %d/%d non-distractor docs used"
      % (len(corpus), min(wc.values()), max(wc.values()), len(set(titles)), len(queries),
         dict(sorted(hop_counts.items())), len(DISTRACTORS),
         len(used), 60 - len(DISTRACTORS)))
