#!/usr/bin/env python3
"""Validate corpus.jsonl / queries.jsonl of the Dispensary test set. Exit 1 on error."""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

from queries_src import DISTRACTORS  # noqa: E402

EXPECTED_HOPS = {1: 8, 2: 12, 3: 12, 4: 8}
errors = []


def err(msg):
    errors.append(msg)


def read_jsonl(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                continue
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: bad JSON (%s)" % (os.path.basename(path), n, e))
    return out


docs = read_jsonl(os.path.join(ROOT, "corpus.jsonl"))
queries = read_jsonl(os.path.join(ROOT, "queries.jsonl"))

# ---- documents ----
if len(docs) != 60:
    err("expected 60 documents, found %d" % len(docs))
expected_ids = ["dp-%02d" % i for i in range(1, 61)]
ids = [d.get("id") for d in docs]
if ids != expected_ids:
    err("document ids must be dp-01..dp-60 sorted; got %s" % ids[:5])
for k, c in Counter(ids).items():
    if c > 1:
        err("duplicate doc id %s" % k)
titles = [d.get("title", "") for d in docs]
for k, c in Counter(titles).items():
    if c > 1:
        err("duplicate title %r" % k)
by_id = {}
for d in docs:
    if not d.get("title"):
        err("%s: empty title" % d.get("id"))
    n = len(d.get("text", "").split())
    if not 150 <= n <= 400:
        err("%s: %d words (must be 150-400)" % (d.get("id"), n))
    by_id[d.get("id")] = d

# ---- distractors ----
if len(DISTRACTORS) != 12 or len(set(DISTRACTORS)) != 12:
    err("expected 12 distinct distractors, got %d" % len(set(DISTRACTORS)))
for x in DISTRACTORS:
    if x not in by_id:
        err("distractor %s does not exist" % x)

# ---- queries ----
if len(queries) != 40:
    err("expected 40 queries, found %d" % len(queries))
qids = [q.get("id") for q in queries]
if qids != ["q%02d" % i for i in range(1, 41)]:
    err("query ids must be q01..q40 in order")
hop_counts = Counter()
used = set()
for q in queries:
    qid = q.get("id")
    sup = q.get("supporting", [])
    hops = q.get("hops")
    hop_counts[hops] += 1
    if not q.get("question") or not q.get("answer"):
        err("%s: empty question or answer" % qid)
    if hops != len(sup):
        err("%s: hops=%s but %d supporting docs" % (qid, hops, len(sup)))
    if len(set(sup)) != len(sup):
        err("%s: supporting ids not distinct" % qid)
    for s in sup:
        if s not in by_id:
            err("%s: supporting doc %s does not exist" % (qid, s))
        if s in DISTRACTORS:
            err("%s: distractor %s used as support" % (qid, s))
        used.add(s)
    if sup and sup[-1] in by_id:
        last = by_id[sup[-1]]
        hay = (last["title"] + "\n" + last["text"]).lower()
        if q.get("answer", "").lower() not in hay:
            err("%s: answer %r not found in last doc %s" % (qid, q.get("answer"), sup[-1]))
if dict(hop_counts) != EXPECTED_HOPS:
    err("hop split %s != %s" % (dict(sorted(hop_counts.items())), EXPECTED_HOPS))

non_distractors = [i for i in by_id if i not in DISTRACTORS]
for i in non_distractors:
    if i not in used:
        err("non-distractor %s is not used by any query" % i)

# ---- report ----
wc = [len(d.get("text", "").split()) for d in docs]
print("documents: %d (words min %d, max %d, mean %.0f)"
      % (len(docs), min(wc) if wc else 0, max(wc) if wc else 0,
         sum(wc) / len(wc) if wc else 0))
print("queries: %d, hops %s" % (len(queries), dict(sorted(hop_counts.items()))))
print("distractors: %d; non-distractor docs used: %d/%d"
      % (len(DISTRACTORS), len([i for i in non_distractors if i in used]), len(non_distractors)))
if errors:
    print("FAILED with %d error(s):" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("OK: all checks passed")
