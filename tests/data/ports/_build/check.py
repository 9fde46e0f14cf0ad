#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl (run build.py first).

Hard checks (errors): ids unique and well formed, required fields, text format,
word counts 80-400, supporting ids exist, hops == len(supporting), one bridge
per link, every bridge name present in the documents before and after it,
bridge names not given away in the question, answer key words present in the
last supporting document, markdown tables well formed.
Soft checks (warnings): possible shortcuts in a chain, answer already present
in an earlier supporting document.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from queries import QUERIES  # noqa: E402

STOP = {"the", "of", "a", "an", "and", "in", "at", "to", "for", "on", "by", "ltd"}
errors, warnings = [], []


def err(msg):
    errors.append(msg)


def warn(msg):
    warnings.append(msg)


def tokens(s):
    return set(re.findall(r"[a-z0-9]+", s.lower()))


def load(name):
    with open(os.path.join(OUT, name), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


docs = load("corpus.jsonl")
queries = load("queries.jsonl")

# ---------------- corpus ----------------
ids = [d.get("id") for d in docs]
if len(docs) != 60:
    err("expected 60 documents, found %d" % len(docs))
if len(set(ids)) != len(ids):
    err("duplicate document ids: %s" % [i for i, c in collections.Counter(ids).items() if c > 1])
expected = {"po-%02d" % i for i in range(1, 61)}
if set(ids) != expected:
    err("document ids differ from po-01..po-60: %s" % sorted(set(ids) ^ expected))
bydoc = {}
for d in docs:
    if set(d) != {"id", "title", "text"}:
        err("%s: unexpected keys %s" % (d.get("id"), sorted(d)))
    text = d.get("text", "")
    if not d.get("title"):
        err("%s: empty title" % d["id"])
    if "\n\n" in text or text != text.strip():
        err("%s: blank lines or surrounding whitespace in text" % d["id"])
    for ln in text.split("\n"):
        if ln != ln.strip():
            err("%s: line with surrounding whitespace: %r" % (d["id"], ln[:40]))
    n = len(text.split())
    if not 80 <= n <= 400:
        err("%s: %d words (must be 80-400)" % (d["id"], n))
    # markdown tables: header row, separator row, rows with the same number of cells
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        if lines[i].startswith("|"):
            block = []
            while i < len(lines) and lines[i].startswith("|"):
                block.append(lines[i])
                i += 1
            ncols = [ln.count("|") for ln in block]
            if len(block) < 3 or not re.fullmatch(r"\|(\s*:?-+:?\s*\|)+", block[1]):
                err("%s: markdown table without header + separator" % d["id"])
            if len(set(ncols)) != 1:
                err("%s: markdown table rows have differing cell counts %s" % (d["id"], ncols))
        else:
            i += 1
    bydoc[d["id"]] = d

# ---------------- queries ----------------
bridges_by_q = {q[0]: q[4] for q in QUERIES}
qids = [q.get("id") for q in queries]
if len(set(qids)) != len(qids):
    err("duplicate query ids")
if len(queries) != 40:
    err("expected 40 queries, found %d" % len(queries))
hop_count = collections.Counter()
used = set()
for q in queries:
    qid = q["id"]
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        err("%s: unexpected keys %s" % (qid, sorted(q)))
    sup = q["supporting"]
    if q["hops"] != len(sup):
        err("%s: hops %d != len(supporting) %d" % (qid, q["hops"], len(sup)))
    if len(set(sup)) != len(sup):
        err("%s: repeated supporting document" % qid)
    missing = [s for s in sup if s not in bydoc]
    if missing:
        err("%s: unknown supporting ids %s" % (qid, missing))
        continue
    hop_count[q["hops"]] += 1
    used.update(sup)
    full = [(bydoc[s]["title"] + "\n" + bydoc[s]["text"]).lower() for s in sup]
    bridges = bridges_by_q.get(qid)
    if bridges is None or len(bridges) != len(sup) - 1:
        err("%s: need %d bridge names, have %s" % (qid, len(sup) - 1, bridges))
        bridges = []
    for k, b in enumerate(bridges):
        bl = b.lower()
        if bl not in full[k]:
            err("%s: bridge %r missing from %s" % (qid, b, sup[k]))
        if bl not in full[k + 1]:
            err("%s: bridge %r missing from %s" % (qid, b, sup[k + 1]))
        if bl in q["question"].lower():
            err("%s: bridge %r is named in the question" % (qid, b))
        # shortcut: the entity leading into doc k+1 already in an earlier doc j < k
        for j in range(k):
            if bl in full[j]:
                warn("%s: bridge %r (into %s) already appears in %s" % (qid, b, sup[k + 1], sup[j]))
    keys = [w for w in re.findall(r"[a-z0-9]+", q["answer"].lower()) if w not in STOP]
    last = tokens(full[-1])
    miss = [w for w in keys if w not in last]
    if miss:
        err("%s: answer words %s not found in last document %s" % (qid, miss, sup[-1]))
    for j in range(len(sup) - 1):
        if keys and all(w in tokens(full[j]) for w in keys):
            warn("%s: answer %r already present in earlier supporting doc %s" % (qid, q["answer"], sup[j]))

# ---------------- report ----------------
unused = sorted(expected - used)
print("documents: %d" % len(docs))
print("queries: %d  by hops: %s" % (len(queries), dict(sorted(hop_count.items()))))
print("documents in no chain (distractors): %d  %s" % (len(unused), " ".join(unused)))
wc = [len(d["text"].split()) for d in docs]
print("words per document: min %d, max %d, mean %.0f" % (min(wc), max(wc), sum(wc) / len(wc)))
for w in warnings:
    print("WARNING:", w)
for e in errors:
    print("ERROR:", e)
print("OK" if not errors else "FAILED with %d error(s)" % len(errors))
sys.exit(1 if errors else 0)
