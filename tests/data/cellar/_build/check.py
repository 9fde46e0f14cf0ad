#!/usr/bin/env python3
"""Validate /work/blind/cellar/corpus.jsonl and queries.jsonl."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(path):
    rows = []
    with open(path, "rb") as fh:
        for n, line in enumerate(fh, 1):
            try:
                s = line.decode("utf-8")
            except UnicodeDecodeError as e:
                err("%s line %d: invalid UTF-8 (%s)" % (os.path.basename(path), n, e))
                continue
            if not s.strip():
                err("%s line %d: empty line" % (os.path.basename(path), n))
                continue
            try:
                rows.append(json.loads(s))
            except json.JSONDecodeError as e:
                err("%s line %d: invalid JSON (%s)" % (os.path.basename(path), n, e))
    return rows


corpus = load_jsonl(os.path.join(ROOT, "corpus.jsonl"))
queries = load_jsonl(os.path.join(ROOT, "queries.jsonl"))

# ---- corpus ----
ids = [d.get("id") for d in corpus]
if len(corpus) != 60:
    err("corpus has %d documents, expected 60" % len(corpus))
if len(set(ids)) != len(ids):
    err("duplicate document ids: %s" % [i for i, c in collections.Counter(ids).items() if c > 1])
expected = {"cl-%02d" % i for i in range(1, 61)}
if set(ids) != expected:
    err("ids differ from cl-01..cl-60: missing %s, extra %s"
        % (sorted(expected - set(ids)), sorted(set(ids) - expected)))
docs = {}
wc_min, wc_max = 10**9, 0
for d in corpus:
    if set(d) != {"id", "title", "text"}:
        err("%s: unexpected keys %s" % (d.get("id"), sorted(d)))
    if not isinstance(d.get("title"), str) or not d["title"].strip():
        err("%s: empty title" % d.get("id"))
    if not isinstance(d.get("text"), str) or not d["text"].strip():
        err("%s: empty text" % d.get("id"))
        continue
    wc = len(re.findall(r"\S+", d["text"]))
    wc_min, wc_max = min(wc_min, wc), max(wc_max, wc)
    if not 120 <= wc <= 600:
        err("%s: %d words, outside 120-600" % (d["id"], wc))
    docs[d["id"]] = d

# ---- queries ----
qids = [q.get("id") for q in queries]
if len(queries) != 40:
    err("queries has %d rows, expected 40" % len(queries))
if len(set(qids)) != len(qids):
    err("duplicate query ids")
hop_counts = collections.Counter()
for q in queries:
    qid = q.get("id")
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        err("%s: unexpected keys %s" % (qid, sorted(q)))
    for k in ("question", "answer"):
        if not isinstance(q.get(k), str) or not q[k].strip():
            err("%s: empty %s" % (qid, k))
    sup = q.get("supporting")
    if not isinstance(sup, list) or not sup:
        err("%s: supporting must be a non-empty list" % qid)
        continue
    if len(set(sup)) != len(sup):
        err("%s: repeated supporting id" % qid)
    for s in sup:
        if s not in docs:
            err("%s: supporting id %s does not exist" % (qid, s))
    if q.get("hops") != len(sup):
        err("%s: hops=%r but %d supporting docs" % (qid, q.get("hops"), len(sup)))
    hop_counts[q.get("hops")] += 1
    last = sup[-1]
    if last in docs and isinstance(q.get("answer"), str):
        if q["answer"].casefold() not in docs[last]["text"].casefold():
            err("%s: answer %r not found in last supporting doc %s" % (qid, q["answer"], last))

want = {1: 8, 2: 12, 3: 12, 4: 8}
if dict(hop_counts) != want:
    err("hop distribution %s, expected %s" % (dict(sorted(hop_counts.items())), want))

print("documents: %d (unique ids: %d), words per text: %d-%d" % (len(corpus), len(set(ids)), wc_min, wc_max))
print("queries: %d, hop distribution: %s" % (len(queries), dict(sorted(hop_counts.items()))))
if errors:
    print("FAILED with %d error(s):" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("OK: all checks passed")
