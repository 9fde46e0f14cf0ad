#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl. Exits non-zero on any failure."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

N_DOCS = 60
N_QUERIES = 40
MIN_WORDS, MAX_WORDS = 80, 300
NGRAM = 6
# hop count required for each query number (1-based)
HOP_MIX = {}
for i in range(1, 9):
    HOP_MIX[i] = 1
for i in range(9, 21):
    HOP_MIX[i] = 2
for i in range(21, 33):
    HOP_MIX[i] = 3
for i in range(33, 41):
    HOP_MIX[i] = 4

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(path, label):
    rows = []
    if not os.path.exists(path):
        err("%s: file missing" % path)
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d: blank line" % (label, n))
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err("%s line %d: invalid JSON (%s)" % (label, n, e))
                continue
            if not isinstance(obj, dict):
                err("%s line %d: not a JSON object" % (label, n))
                continue
            rows.append(obj)
    return rows


def word_count(text):
    return sum(1 for t in text.split() if re.search(r"[A-Za-z0-9]", t))


def tokens(s):
    return re.findall(r"[a-z0-9]+", s.lower())


def ngrams(toks, n):
    return {tuple(toks[i:i + n]) for i in range(len(toks) - n + 1)}


docs = load_jsonl(os.path.join(ROOT, "corpus.jsonl"), "corpus")
queries = load_jsonl(os.path.join(ROOT, "queries.jsonl"), "queries")

# ---- documents ----
if len(docs) != N_DOCS:
    err("corpus: expected %d documents, found %d" % (N_DOCS, len(docs)))
doc_ids = []
for i, d in enumerate(docs, 1):
    want = "news-%02d" % i
    for key in ("id", "title", "text"):
        if not isinstance(d.get(key), str) or not d.get(key).strip():
            err("corpus row %d: missing or empty %r" % (i, key))
    if set(d) != {"id", "title", "text"}:
        err("corpus row %d: unexpected keys %s" % (i, sorted(d)))
    if d.get("id") != want:
        err("corpus row %d: id %r, expected %r" % (i, d.get("id"), want))
    doc_ids.append(d.get("id"))
    wc = word_count(d.get("text", "") or "")
    if not MIN_WORDS <= wc <= MAX_WORDS:
        err("%s: %d words, outside %d-%d" % (d.get("id"), wc, MIN_WORDS, MAX_WORDS))
if len(set(doc_ids)) != len(doc_ids):
    err("corpus: duplicate document ids")
doc_id_set = set(doc_ids)

# ---- queries ----
if len(queries) != N_QUERIES:
    err("queries: expected %d queries, found %d" % (N_QUERIES, len(queries)))
q_ids = []
for i, q in enumerate(queries, 1):
    want = "news-q%02d" % i
    qid = q.get("id")
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        err("query row %d: unexpected keys %s" % (i, sorted(q)))
    if qid != want:
        err("query row %d: id %r, expected %r" % (i, qid, want))
    q_ids.append(qid)
    for key in ("question", "answer"):
        if not isinstance(q.get(key), str) or not q.get(key).strip():
            err("%s: missing or empty %r" % (qid, key))
    sup = q.get("supporting")
    hops = q.get("hops")
    if not isinstance(sup, list) or not sup or not all(isinstance(s, str) for s in sup):
        err("%s: supporting must be a non-empty list of ids" % qid)
        sup = []
    if not isinstance(hops, int) or isinstance(hops, bool):
        err("%s: hops must be an integer" % qid)
    elif hops != len(sup):
        err("%s: hops=%s but %d supporting ids" % (qid, hops, len(sup)))
    if len(set(sup)) != len(sup):
        err("%s: duplicate supporting ids %s" % (qid, sup))
    for s in sup:
        if s not in doc_id_set:
            err("%s: supporting id %r not in corpus" % (qid, s))
    if i in HOP_MIX and hops != HOP_MIX[i]:
        err("%s: hops=%s, the hop mix needs %d" % (qid, hops, HOP_MIX[i]))
if len(set(q_ids)) != len(q_ids):
    err("queries: duplicate query ids")

# hop mix totals
mix = {}
for q in queries:
    mix[q.get("hops")] = mix.get(q.get("hops"), 0) + 1
if mix != {1: 8, 2: 12, 3: 12, 4: 8}:
    err("hop mix is %s, expected {1: 8, 2: 12, 3: 12, 4: 8}" % dict(sorted(mix.items(), key=str)))

# ---- 6-token overlap between questions and any document title or text ----
doc_grams = []
for d in docs:
    for field in ("title", "text"):
        doc_grams.append((d.get("id"), field, ngrams(tokens(d.get(field, "") or ""), NGRAM)))
for q in queries:
    qg = ngrams(tokens(q.get("question", "") or ""), NGRAM)
    for did, field, dg in doc_grams:
        shared = qg & dg
        for g in sorted(shared):
            err("%s shares %d-token run with %s %s: %r" % (q.get("id"), NGRAM, did, field, " ".join(g)))

if errors:
    for e in errors:
        print("FAIL:", e)
    print("%d problem(s) found" % len(errors))
    sys.exit(1)

wcs = [word_count(d["text"]) for d in docs]
print("OK: %d documents (%d-%d words, mean %.0f), %d queries, hop mix %s"
      % (len(docs), min(wcs), max(wcs), sum(wcs) / len(wcs), len(queries),
         dict(sorted(mix.items()))))
