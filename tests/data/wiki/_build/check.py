#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl.

Run from /work/blind-wiki:  python3 _build/check.py
Word count = whitespace-separated tokens containing at least one letter or digit
(so markdown table pipes and bullet dashes are not counted).
Shared-span rule: no run of 6 consecutive lower-case alphanumeric tokens
([a-z0-9]+) may appear in both a question and any document title or text.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
N = 6
errors = []


def err(msg):
    errors.append(msg)


def load(name):
    rows = []
    path = os.path.join(ROOT, name)
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d: empty line" % (name, i))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: invalid JSON (%s)" % (name, i, e))
    return rows


def words(text):
    return [t for t in text.split() if re.search(r"[A-Za-z0-9]", t)]


def toks(text):
    return re.findall(r"[a-z0-9]+", text.lower())


def ngrams(tokens, n=N):
    return {tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1)}


docs = load("corpus.jsonl")
qs = load("queries.jsonl")

# documents
if len(docs) != 60:
    err("expected 60 documents, got %d" % len(docs))
want_doc_ids = ["wiki-%02d" % i for i in range(1, 61)]
doc_ids = [d.get("id") for d in docs]
if len(set(doc_ids)) != len(doc_ids):
    err("duplicate document ids")
if doc_ids != want_doc_ids:
    err("document ids are not wiki-01..wiki-60 in order")
for d in docs:
    if set(d) != {"id", "title", "text"}:
        err("%s: keys must be id, title, text (got %s)" % (d.get("id"), sorted(d)))
    if not isinstance(d.get("title"), str) or not d.get("title", "").strip():
        err("%s: empty title" % d.get("id"))
    n = len(words(d.get("text", "")))
    if not 80 <= n <= 300:
        err("%s: %d words (need 80-300)" % (d.get("id"), n))
doc_set = set(doc_ids)

# queries
if len(qs) != 40:
    err("expected 40 queries, got %d" % len(qs))
want_q_ids = ["wiki-q%02d" % i for i in range(1, 41)]
q_ids = [q.get("id") for q in qs]
if len(set(q_ids)) != len(q_ids):
    err("duplicate query ids")
if q_ids != want_q_ids:
    err("query ids are not wiki-q01..wiki-q40 in order")
expected_hops = {}
for i in range(1, 41):
    expected_hops["wiki-q%02d" % i] = 1 if i <= 8 else 2 if i <= 20 else 3 if i <= 32 else 4
for q in qs:
    qid = q.get("id")
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        err("%s: keys must be id, question, answer, supporting, hops" % qid)
    for k in ("question", "answer"):
        if not isinstance(q.get(k), str) or not q.get(k, "").strip():
            err("%s: empty %s" % (qid, k))
    sup = q.get("supporting", [])
    if not isinstance(sup, list) or not sup:
        err("%s: supporting must be a non-empty list" % qid)
        continue
    if len(set(sup)) != len(sup):
        err("%s: repeated supporting id" % qid)
    for s in sup:
        if s not in doc_set:
            err("%s: supporting id %s does not exist" % (qid, s))
    if q.get("hops") != len(sup):
        err("%s: hops %r != len(supporting) %d" % (qid, q.get("hops"), len(sup)))
    if qid in expected_hops and q.get("hops") != expected_hops[qid]:
        err("%s: hops %r, expected %d for its position" % (qid, q.get("hops"), expected_hops[qid]))

mix = {}
for q in qs:
    mix[q.get("hops")] = mix.get(q.get("hops"), 0) + 1
if mix != {1: 8, 2: 12, 3: 12, 4: 8}:
    err("hop mix is %s, expected {1: 8, 2: 12, 3: 12, 4: 8}" % dict(sorted(mix.items())))

# shared 6-token spans
doc_grams = {}
for d in docs:
    for field in ("title", "text"):
        for g in ngrams(toks(d.get(field, ""))):
            doc_grams.setdefault(g, set()).add("%s/%s" % (d.get("id"), field))
for q in qs:
    for g in sorted(ngrams(toks(q.get("question", "")))):
        if g in doc_grams:
            err("%s shares 6-token span %r with %s" % (q.get("id"), " ".join(g), sorted(doc_grams[g])))

if errors:
    print("CHECK FAILED (%d problems)" % len(errors))
    for e in errors:
        print(" -", e)
    sys.exit(1)
wc = [len(words(d["text"])) for d in docs]
print("OK: %d documents (%d-%d words, mean %.0f), %d queries, hop mix %s"
      % (len(docs), min(wc), max(wc), sum(wc) / len(wc), len(qs), dict(sorted(mix.items()))))
