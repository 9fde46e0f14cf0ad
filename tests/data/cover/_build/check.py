#!/usr/bin/env python3
"""Validate corpus.jsonl / queries.jsonl against the rules of the evaluation set."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import build, questions

errors = []
def err(msg):
    errors.append(msg)


def load(name):
    with open(os.path.join(OUT, name), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]

corpus = load("corpus.jsonl")
queries = load("queries.jsonl")
src_docs = {d["id"]: d for d in build.all_docs()}
src_qs = {q["id"]: q for q in questions.QUESTIONS}

# ---------- documents ----------
if len(corpus) != 60:
    err(f"expected 60 documents, found {len(corpus)}")
expected_ids = [f"cv-{i:02d}" for i in range(1, 61)]
if [d.get("id") for d in corpus] != expected_ids:
    err("document ids are not cv-01..cv-60 in order")
docs = {}
for d in corpus:
    if set(d) != {"id", "title", "text"}:
        err(f"{d.get('id')}: keys are {sorted(d)}")
    did = d.get("id")
    docs[did] = d
    if not isinstance(d.get("title"), str) or not d["title"].strip():
        err(f"{did}: empty title")
    text = d.get("text", "")
    n = len(text.split())
    if not 100 <= n <= 350:
        err(f"{did}: {n} words (must be 100..350)")
    if text != text.strip():
        err(f"{did}: leading/trailing whitespace")
    for i, line in enumerate(text.split("\n")):
        if not line.strip():
            err(f"{did}: blank line at {i}")
        if line != line.strip():
            err(f"{did}: line {i} has surrounding whitespace")
        if line.startswith("|") != line.endswith("|"):
            err(f"{did}: malformed table row at line {i}: {line[:40]!r}")
    if "\r" in text or "\t" in text:
        err(f"{did}: contains CR or TAB")
    if did in src_docs and src_docs[did]["text"] != text:
        err(f"{did}: corpus.jsonl is stale relative to sources (run build.py)")

styles = Counter(d["style"] for d in src_docs.values())
if len(styles) < 20:
    err(f"only {len(styles)} document styles (need >= 20)")

# ---------- abbreviations defined exactly once ----------
alltext = {did: d["title"] + "\n" + d["text"] for did, d in docs.items()}
for ab in questions.ABBREVIATIONS:
    pat_def = re.compile(r'\(\s*["\u201c]?' + re.escape(ab) + r'["\u201d]?\s*\)')
    defs = [did for did, t in alltext.items() for _ in pat_def.finditer(t)]
    if len(defs) != 1:
        err(f"abbreviation {ab}: defined {len(defs)} times ({defs})")
        continue
    pat_use = re.compile(r'(?<![A-Za-z])' + re.escape(ab) + r'(?![a-z])')
    users = [did for did, t in alltext.items() if did != defs[0] and pat_use.search(t)]
    if len(users) < 2:
        err(f"abbreviation {ab}: used without definition in only {users}")

# ---------- queries ----------
if len(queries) != 40:
    err(f"expected 40 queries, found {len(queries)}")
expected_q = [f"cv-q{i:02d}" for i in range(1, 41)]
if [q.get("id") for q in queries] != expected_q:
    err("query ids are not cv-q01..cv-q40 in order")
hopcount = Counter()
for q in queries:
    qid = q.get("id")
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        err(f"{qid}: keys are {sorted(q)}")
    sup = q["supporting"]
    hops = q["hops"]
    hopcount[hops] += 1
    if hops != len(sup):
        err(f"{qid}: hops {hops} != len(supporting) {len(sup)}")
    if not 1 <= hops <= 4:
        err(f"{qid}: hops {hops} out of range")
    if len(set(sup)) != len(sup):
        err(f"{qid}: repeated supporting document")
    missing = [s for s in sup if s not in docs]
    if missing:
        err(f"{qid}: unknown supporting ids {missing}")
        continue
    src = src_qs.get(qid)
    if src is None:
        err(f"{qid}: no source entry")
        continue
    for k in ("question", "answer", "supporting", "hops"):
        if src[k] != q[k]:
            err(f"{qid}: {k} differs from source (run build.py)")
    question, answer = q["question"], q["answer"]
    anchor, bridges = src["anchor"], src["bridges"]
    if not answer.strip():
        err(f"{qid}: empty answer")
    # anchor
    if anchor not in question:
        err(f"{qid}: anchor {anchor!r} not in question")
    if anchor not in docs[sup[0]]["text"]:
        err(f"{qid}: anchor {anchor!r} not in first doc {sup[0]}")
    # bridges
    if len(bridges) != hops - 1:
        err(f"{qid}: {len(bridges)} bridges for {hops} hops")
    for i, b in enumerate(bridges):
        a_doc, b_doc = sup[i], sup[i + 1]
        if b not in docs[a_doc]["text"]:
            err(f"{qid}: bridge {b!r} not in {a_doc}")
        if b not in docs[b_doc]["text"]:
            err(f"{qid}: bridge {b!r} not in {b_doc}")
        if b.lower() in question.lower() and i > 0:
            err(f"{qid}: later bridge {b!r} leaks into the question")
    # answer
    if answer not in docs[sup[-1]]["text"]:
        err(f"{qid}: answer {answer!r} not verbatim in last doc {sup[-1]}")
    for s in sup[:-1]:
        if answer.lower() in docs[s]["text"].lower():
            err(f"{qid}: answer {answer!r} also appears in earlier supporting doc {s}")
    if answer.lower() in question.lower():
        err(f"{qid}: answer appears in question")

want = {1: 8, 2: 14, 3: 10, 4: 8}
if dict(hopcount) != want:
    err(f"hop distribution {dict(sorted(hopcount.items()))} != {want}")

if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"{len(errors)} problem(s)")
    sys.exit(1)
print("OK")
