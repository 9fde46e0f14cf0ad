#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl and print every multi-hop chain (stdlib only)."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import questions as QMOD  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    # a word is a whitespace-separated token containing at least one letter or digit
    # (table pipes and list dashes are not counted)
    return [t for t in text.split() if re.search(r"[A-Za-z0-9]", t)]


def load(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)} line {n}: empty line")
                continue
            out.append(json.loads(line))
    return out


docs = load(os.path.join(ROOT, "corpus.jsonl"))
qs = load(os.path.join(ROOT, "queries.jsonl"))

# ---------------- corpus
if len(docs) != 60:
    err(f"expected 60 documents, found {len(docs)}")
expected_ids = [f"fk-{i:02d}" for i in range(1, 61)]
if [d.get("id") for d in docs] != expected_ids:
    err("document ids are not exactly fk-01 .. fk-60 in order")
by_id = {}
for d in docs:
    if list(d.keys()) != ["id", "title", "text"]:
        err(f"{d.get('id')}: keys are {list(d.keys())}, expected ['id', 'title', 'text']")
    if not isinstance(d.get("title"), str) or not d["title"].strip():
        err(f"{d.get('id')}: empty title")
    t = d.get("text", "")
    n = len(words(t))
    if not 150 <= n <= 330:
        err(f"{d['id']}: {n} words (must be 150-330)")
    if "\n\n" in t:
        err(f"{d['id']}: blank line inside text")
    by_id[d["id"]] = d
titles = collections.Counter(d["title"] for d in docs)
for t, c in titles.items():
    if c > 1:
        err(f"duplicate title: {t}")


def full(doc_id):
    d = by_id[doc_id]
    return d["title"] + "\n" + d["text"]


# abbreviation spelled out exactly once in the whole corpus
spelled = [d["id"] for d in docs if "Remote Configuration Service" in full(d["id"])]
if len(spelled) != 1:
    err(f"'Remote Configuration Service' should be spelled out in exactly one document, found {spelled}")

# ---------------- queries
if len(qs) != 40:
    err(f"expected 40 questions, found {len(qs)}")
expected_q = [f"fk-q{i:02d}" for i in range(1, 41)]
if [q.get("id") for q in qs] != expected_q:
    err("question ids are not exactly fk-q01 .. fk-q40 in order")
meta = {q["id"]: q for q in QMOD.QUESTIONS}
hop_count = collections.Counter()
gold = set()
for q in qs:
    qid = q.get("id")
    if list(q.keys()) != ["id", "question", "answer", "supporting", "hops"]:
        err(f"{qid}: keys are {list(q.keys())}")
    sup = q.get("supporting", [])
    if q.get("hops") != len(sup):
        err(f"{qid}: hops {q.get('hops')} != len(supporting) {len(sup)}")
    if len(set(sup)) != len(sup):
        err(f"{qid}: duplicate ids in supporting")
    for s in sup:
        if s not in by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if not q.get("question", "").strip() or not q.get("answer", "").strip():
        err(f"{qid}: empty question or answer")
    hop_count[q.get("hops")] += 1
    gold.update(sup)
    m = meta.get(qid)
    if m is None:
        err(f"{qid}: missing in questions.py")
        continue
    if m["supporting"] != sup:
        err(f"{qid}: queries.jsonl and questions.py disagree on supporting")
    if len(m["bridges"]) != len(sup) - 1:
        err(f"{qid}: needs {len(sup) - 1} bridges, has {len(m['bridges'])}")
    for i, b in enumerate(m["bridges"]):
        a, c = sup[i], sup[i + 1]
        if a in by_id and b not in full(a):
            err(f"{qid}: bridge '{b}' not found in {a}")
        if c in by_id and b not in full(c):
            err(f"{qid}: bridge '{b}' not found in {c}")
    last = sup[-1] if sup else None
    for e in m.get("evidence", []):
        if last in by_id and e not in full(last):
            err(f"{qid}: answer evidence '{e}' not found in final document {last}")

want = {1: 10, 2: 14, 3: 10, 4: 6}
if dict(hop_count) != want:
    err(f"hop distribution {dict(hop_count)} != {want}")
for dist in QMOD.DISTRACTORS:
    if dist in gold:
        err(f"distractor {dist} is gold for some question")
    if dist not in by_id:
        err(f"distractor {dist} does not exist")

# ---------------- report
print(f"documents: {len(docs)}   questions: {len(qs)}   hops: {dict(sorted(hop_count.items()))}")
wc = [len(words(d['text'])) for d in docs]
print(f"words per document: min {min(wc)}, max {max(wc)}, mean {sum(wc) / len(wc):.0f}")
print(f"gold documents: {len(gold)}   never-gold: {sorted(set(by_id) - gold)}")
print()
for q in qs:
    if q["hops"] < 2:
        continue
    m = meta[q["id"]]
    print(f"{q['id']} ({q['hops']} hops): {q['question']}")
    for i, s in enumerate(q["supporting"]):
        print(f"    {s}  {by_id[s]['title']}")
        if i < len(m["bridges"]):
            print(f"        --[{m['bridges'][i]}]-->")
    print(f"    answer: {q['answer']}")
    print()

if errors:
    print(f"FAILED with {len(errors)} error(s):")
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("ALL CHECKS PASSED")
