#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl (standard library only).

Hard checks (any failure -> exit status 1):
  * 60 documents, ids gr-01..gr-60, unique; title and text present
  * text uses single '\n' separators (no blank lines, no stray whitespace)
  * every document has 100-350 words
  * 40 queries, ids unique; every supporting id exists; no repeats in a chain
  * hops == len(supporting); supporting matches the source chain
  * the answer string occurs in the last supporting document
  * the answer string does not already occur in an earlier supporting document
  * one bridge entity per hop, and each occurs in both documents of its hop
  * hop distribution 1:10, 2:12, 3:12, 4:6
  * at least 14 documents belong to no chain (distractors)
Soft checks (reported as warnings only):
  * answer string also occurs in documents outside the chain
  * a later bridge string already occurs in an earlier chain document (shortcut)
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from queries_src import QUERIES  # noqa: E402

MIN_WORDS, MAX_WORDS = 100, 350
EXPECTED_HOPS = {1: 10, 2: 12, 3: 12, 4: 6}
N_DOCS, N_QUERIES, MIN_DISTRACTORS = 60, 40, 14

errors, warnings = [], []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    rows = []
    with open(os.path.join(OUT, name), encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                err("%s line %d is empty" % (name, n))
                continue
            rows.append(json.loads(line))
    return rows


docs = load_jsonl("corpus.jsonl")
queries = load_jsonl("queries.jsonl")

# ---------------- documents ----------------
ids = [d.get("id") for d in docs]
if len(docs) != N_DOCS:
    err("expected %d documents, found %d" % (N_DOCS, len(docs)))
dupe = [i for i, c in Counter(ids).items() if c > 1]
if dupe:
    err("duplicate document ids: %s" % dupe)
expected_ids = ["gr-%02d" % i for i in range(1, N_DOCS + 1)]
if sorted(ids) != expected_ids:
    err("document ids are not exactly gr-01..gr-%02d" % N_DOCS)
by_id = {d["id"]: d for d in docs}
wc = {}
for d in docs:
    if set(d) != {"id", "title", "text"}:
        err("%s has fields %s" % (d.get("id"), sorted(d)))
    if not d.get("title", "").strip():
        err("%s has empty title" % d["id"])
    text = d.get("text", "")
    if "\n\n" in text or text != text.strip():
        err("%s has blank lines or leading/trailing whitespace" % d["id"])
    for ln in text.split("\n"):
        if ln != ln.strip():
            err("%s has a line with stray whitespace" % d["id"])
            break
    n = len(text.split())
    wc[d["id"]] = n
    if not MIN_WORDS <= n <= MAX_WORDS:
        err("%s has %d words (allowed %d-%d)" % (d["id"], n, MIN_WORDS, MAX_WORDS))

# ---------------- queries ----------------
src = {q["id"]: q for q in QUERIES}
qids = [q.get("id") for q in queries]
if len(queries) != N_QUERIES:
    err("expected %d queries, found %d" % (N_QUERIES, len(queries)))
dupe = [i for i, c in Counter(qids).items() if c > 1]
if dupe:
    err("duplicate query ids: %s" % dupe)
if set(qids) != set(src):
    err("queries.jsonl and queries_src.py disagree on query ids")

gold = set()
hop_counts = Counter()
for q in queries:
    qid = q["id"]
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        err("%s has fields %s" % (qid, sorted(q)))
    sup = q["supporting"]
    hop_counts[q["hops"]] += 1
    if q["hops"] != len(sup):
        err("%s: hops=%s but %d supporting docs" % (qid, q["hops"], len(sup)))
    if len(set(sup)) != len(sup):
        err("%s: repeated document in supporting" % qid)
    missing = [s for s in sup if s not in by_id]
    if missing:
        err("%s: unknown supporting ids %s" % (qid, missing))
        continue
    gold.update(sup)
    s = src.get(qid)
    if s is None:
        continue
    if list(s["chain"]) != list(sup):
        err("%s: supporting differs from source chain" % qid)
    ans = q["answer"]
    if ans not in by_id[sup[-1]]["text"]:
        err("%s: answer %r not in last supporting doc %s" % (qid, ans, sup[-1]))
    for earlier in sup[:-1]:
        if ans in by_id[earlier]["text"]:
            err("%s: answer %r already in earlier chain doc %s" % (qid, ans, earlier))
    bridges = s["bridges"]
    if len(bridges) != len(sup) - 1:
        err("%s: %d bridges for %d hops" % (qid, len(bridges), len(sup)))
    for i, b in enumerate(bridges[: len(sup) - 1]):
        a, c = sup[i], sup[i + 1]
        for doc_id in (a, c):
            if b not in by_id[doc_id]["text"]:
                err("%s: bridge %r (hop %s->%s) not in %s" % (qid, b, a, c, doc_id))
    # soft checks
    others = [d for d in expected_ids if d in by_id and d not in sup and ans in by_id[d]["text"]]
    if others:
        warnings.append("%s: answer %r also appears in non-chain docs %s" % (qid, ans, others))
    for i in range(len(bridges)):
        for j in range(i + 1, len(bridges)):
            if bridges[j] in by_id[sup[i]]["text"]:
                warnings.append("%s: later bridge %r already in %s (possible shortcut)"
                                % (qid, bridges[j], sup[i]))

if dict(hop_counts) != EXPECTED_HOPS:
    err("hop distribution %s, expected %s" % (dict(sorted(hop_counts.items())), EXPECTED_HOPS))
distractors = [d for d in expected_ids if d in by_id and d not in gold]
if len(distractors) < MIN_DISTRACTORS:
    err("only %d distractor documents (need >= %d)" % (len(distractors), MIN_DISTRACTORS))

# ---------------- report ----------------
print("documents: %d  (words min %d, max %d, mean %.0f)"
      % (len(docs), min(wc.values()), max(wc.values()), sum(wc.values()) / len(wc)))
print("queries:   %d  hop distribution: %s"
      % (len(queries), ", ".join("%d-hop=%d" % (k, hop_counts[k]) for k in sorted(hop_counts))))
print("gold documents: %d   distractors (%d): %s" % (len(gold), len(distractors), " ".join(distractors)))
for w in warnings:
    print("WARNING:", w)
if errors:
    for e in errors:
        print("ERROR:", e)
    print("FAILED: %d error(s)" % len(errors))
    sys.exit(1)
print("OK: all checks passed (%d warning(s))" % len(warnings))
