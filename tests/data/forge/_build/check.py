#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl against the rules of the set. Prints OK."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import docs_part1, docs_part2, docs_part3, docs_part4  # noqa: E402
import meta  # noqa: E402
from queries_src import QUERIES  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                err(f"{os.path.basename(path)}: empty line {i}")
                continue
            rows.append(json.loads(line))
    return rows


corpus = load_jsonl(os.path.join(OUT, "corpus.jsonl"))
queries = load_jsonl(os.path.join(OUT, "queries.jsonl"))
src_docs = [d for m in (docs_part1, docs_part2, docs_part3, docs_part4) for d in m.DOCS]
styles = {d["id"]: d["style"] for d in src_docs}

# ---------------------------------------------------------------- documents
expected_ids = [f"tf-{i:02d}" for i in range(1, 61)]
if [d.get("id") for d in corpus] != expected_ids:
    err("corpus ids are not exactly tf-01 .. tf-60 in order")
docs = {}
for d in corpus:
    if set(d) != {"id", "title", "text"}:
        err(f"{d.get('id')}: fields {sorted(d)}")
    if not isinstance(d.get("title"), str) or not d["title"].strip():
        err(f"{d.get('id')}: empty title")
    text = d.get("text", "")
    n = len(text.split())
    if not 100 <= n <= 350:
        err(f"{d['id']}: {n} words")
    for ln in text.split("\n"):
        if not ln.strip():
            err(f"{d['id']}: blank line")
        elif ln != ln.strip():
            err(f"{d['id']}: line with surrounding whitespace: {ln!r}")
    if "\r" in text:
        err(f"{d['id']}: carriage return")
    docs[d["id"]] = d


def full(did):
    return docs[did]["title"] + "\n" + docs[did]["text"]


if set(styles) != set(docs):
    err("style map does not match corpus ids")
n_styles = len(set(styles.values()))
if n_styles < 14:
    err(f"only {n_styles} styles")

# ---------------------------------------------------------------- queries
expected_q = [f"tf-q{i:02d}" for i in range(1, 41)]
if [q.get("id") for q in queries] != expected_q:
    err("query ids are not exactly tf-q01 .. tf-q40 in order")
src_by_id = {q["id"]: q for q in QUERIES}


def planned_hops(qid):
    k = int(qid[4:])
    return 1 if k <= 10 else 2 if k <= 22 else 3 if k <= 34 else 4


for q in queries:
    qid = q["id"]
    if set(q) != {"id", "question", "answer", "supporting", "hops"}:
        err(f"{qid}: fields {sorted(q)}")
    sup, hops = q["supporting"], q["hops"]
    if hops != len(sup):
        err(f"{qid}: hops {hops} != len(supporting) {len(sup)}")
    if hops != planned_hops(qid):
        err(f"{qid}: hops {hops}, plan says {planned_hops(qid)}")
    if len(set(sup)) != len(sup):
        err(f"{qid}: repeated supporting document")
    if any(s not in docs for s in sup):
        err(f"{qid}: unknown supporting document")
        continue
    src = src_by_id.get(qid)
    if src is None or src["question"] != q["question"] or src["answer"] != q["answer"] \
            or src["supporting"] != sup:
        err(f"{qid}: queries.jsonl out of sync with queries_src.py")
        continue
    question, answer = q["question"], q["answer"]
    if not question.strip() or not answer.strip():
        err(f"{qid}: empty question or answer")
    # answer placement
    if answer not in docs[sup[-1]]["text"]:
        err(f"{qid}: answer {answer!r} not in last doc {sup[-1]}")
    for s in sup[:-1]:
        if answer.lower() in full(s).lower():
            err(f"{qid}: answer {answer!r} also in earlier doc {s}")
    if answer.lower() in question.lower():
        err(f"{qid}: answer appears in question")
    # anchor placement
    anchor = src["anchor"]
    if anchor.lower() not in question.lower():
        err(f"{qid}: anchor {anchor!r} not in question")
    if anchor not in full(sup[0]):
        err(f"{qid}: anchor {anchor!r} not in first doc {sup[0]}")
    # bridges
    bridges = src["bridges"]
    if len(bridges) != hops - 1:
        err(f"{qid}: {len(bridges)} bridges for {hops} hops")
    for i, b in enumerate(bridges):
        if i + 1 >= len(sup):
            break
        if b not in full(sup[i]):
            err(f"{qid}: bridge {b!r} not in {sup[i]}")
        if b not in full(sup[i + 1]):
            err(f"{qid}: bridge {b!r} not in {sup[i + 1]}")
        if b.lower() in question.lower() and b.lower() not in anchor.lower():
            err(f"{qid}: bridge {b!r} is named in the question")

# ---------------------------------------------------------------- abbreviations
def short_re(short):
    return re.compile(r"(?<![A-Za-z0-9_])" + re.escape(short) + r"(?![A-Za-z0-9_])")


if len(meta.ABBREVIATIONS) < 5:
    err("fewer than 5 abbreviations")
for short, long_, ddoc in meta.ABBREVIATIONS:
    holders = [did for did in docs if long_.lower() in full(did).lower()]
    if holders != [ddoc]:
        err(f"abbreviation {short}: long form {long_!r} found in {holders}, expected [{ddoc}]")
    users = [did for did in docs if short_re(short).search(full(did))]
    if ddoc not in users:
        err(f"abbreviation {short}: short form missing from defining doc {ddoc}")
    others = [u for u in users if u != ddoc]
    if len(others) < 2:
        err(f"abbreviation {short}: short form used in only {others} besides {ddoc}")

# ---------------------------------------------------------------- table-only facts
for fact, fdoc, _ in meta.TABLE_FACTS:
    if fact not in docs[fdoc]["text"]:
        err(f"table fact {fact!r} missing from {fdoc}")
    for did in docs:
        if fact in docs[did]["title"]:
            err(f"table fact {fact!r} in title of {did}")
        for ln in docs[did]["text"].split("\n"):
            if fact in ln and not (ln.startswith("|") and ln.endswith("|")):
                err(f"table fact {fact!r} outside a table row in {did}: {ln[:60]!r}")

# ---------------------------------------------------------------- handles
for handle, name in meta.HANDLES.items():
    h_re = short_re(handle)
    both = [did for did in docs if h_re.search(full(did)) and name in full(did)]
    if both != [meta.HANDLE_DOC]:
        err(f"handle {handle} and name {name!r} co-occur in {both}, expected [{meta.HANDLE_DOC}]")
    h_docs = [did for did in docs if h_re.search(full(did))]
    if len(h_docs) < 2:
        err(f"handle {handle} not used outside {meta.HANDLE_DOC}")

# ---------------------------------------------------------------- distractors
gold = {s for q in queries for s in q["supporting"]}
non_gold = set(docs) - gold
if len(non_gold) < 14:
    err(f"only {len(non_gold)} distractors")
if non_gold != set(meta.DISTRACTORS):
    err(f"distractor list mismatch: computed {sorted(non_gold)}, meta {sorted(meta.DISTRACTORS)}")
for did, (terms, _) in meta.DISTRACTORS.items():
    if did not in docs:
        continue
    for t in terms:
        if t.lower() not in full(did).lower():
            err(f"distractor {did}: overlap term {t!r} not in it")
        elif not any(t.lower() in full(g).lower() for g in gold):
            err(f"distractor {did}: overlap term {t!r} not in any gold doc")

# ---------------------------------------------------------------- README
readme = os.path.join(OUT, "README.md")
if not os.path.exists(readme):
    err("README.md missing")

if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"{len(errors)} error(s)")
    sys.exit(1)
print(f"docs={len(docs)} styles={n_styles} queries={len(queries)} "
      f"gold={len(gold)} distractors={len(non_gold)}")
print("OK")
