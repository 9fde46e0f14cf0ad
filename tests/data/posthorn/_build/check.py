#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl of the posthorn test set.

Errors (exit status 1):
  - corpus is not exactly 60 documents with ids pf-01..pf-60, or has duplicates
  - a document has a missing/empty id, title or text
  - a document text has fewer than 150 or more than 400 words
  - queries are not exactly q01..q40, or the hop split is not 8/12/12/8
  - a query has a missing/empty field
  - a supporting id does not exist, is repeated, or the count differs from hops
  - the answer does not appear (case-insensitive) in any supporting document
Warnings (reported, exit status unaffected):
  - the answer does not appear in the last supporting document of the chain
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SET_DIR = os.path.dirname(HERE)

N_DOCS = 60
N_QUERIES = 40
HOP_SPLIT = {1: 8, 2: 12, 3: 12, 4: 8}
MIN_WORDS, MAX_WORDS = 150, 400

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def warn(msg):
    warnings.append(msg)


def read_jsonl(name):
    path = os.path.join(SET_DIR, name)
    rows = []
    if not os.path.exists(path):
        err(f"{name}: file not found (run _build/build.py first)")
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}: blank line {n}")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}: line {n} is not valid JSON ({e})")
    return rows


def nonempty_str(v):
    return isinstance(v, str) and v.strip() != ""


def check_corpus(docs):
    by_id = {}
    ids = [d.get("id") for d in docs]
    for doc_id, c in Counter(ids).items():
        if c > 1:
            err(f"corpus: duplicate id {doc_id!r} ({c} times)")
    expected = [f"pf-{i:02d}" for i in range(1, N_DOCS + 1)]
    if len(docs) != N_DOCS:
        err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    missing = sorted(set(expected) - set(ids))
    extra = sorted(set(i for i in ids if i is not None) - set(expected))
    if missing:
        err(f"corpus: missing ids {missing}")
    if extra:
        err(f"corpus: unexpected ids {extra}")
    for d in docs:
        doc_id = d.get("id")
        for field in ("id", "title", "text"):
            if not nonempty_str(d.get(field)):
                err(f"corpus: {doc_id!r} has missing or empty {field!r}")
        text = d.get("text") or ""
        n = len(text.split())
        if not (MIN_WORDS <= n <= MAX_WORDS):
            err(f"corpus: {doc_id} text has {n} words (allowed {MIN_WORDS}-{MAX_WORDS})")
        if doc_id:
            by_id[doc_id] = d
    return by_id


def check_queries(queries, by_id):
    ids = [q.get("id") for q in queries]
    for qid, c in Counter(ids).items():
        if c > 1:
            err(f"queries: duplicate id {qid!r}")
    expected = [f"q{i:02d}" for i in range(1, N_QUERIES + 1)]
    if len(queries) != N_QUERIES:
        err(f"queries: expected {N_QUERIES}, found {len(queries)}")
    if sorted(i for i in ids if isinstance(i, str)) != expected:
        err("queries: ids are not exactly q01..q40")
    hop_counts = Counter()
    supported_docs = set()
    for q in queries:
        qid = q.get("id")
        for field in ("id", "question", "answer"):
            if not nonempty_str(q.get(field)):
                err(f"queries: {qid!r} has missing or empty {field!r}")
        hops = q.get("hops")
        sup = q.get("supporting")
        if not isinstance(hops, int) or hops not in HOP_SPLIT:
            err(f"queries: {qid} has invalid hops {hops!r}")
            continue
        hop_counts[hops] += 1
        if not isinstance(sup, list) or not sup:
            err(f"queries: {qid} has missing or empty 'supporting'")
            continue
        if len(sup) != len(set(sup)):
            err(f"queries: {qid} repeats a supporting id: {sup}")
        if len(sup) != hops:
            err(f"queries: {qid} has hops={hops} but {len(sup)} supporting ids")
        unknown = [s for s in sup if s not in by_id]
        if unknown:
            err(f"queries: {qid} cites unknown documents {unknown}")
            continue
        supported_docs.update(sup)
        answer = (q.get("answer") or "").lower()
        if not answer:
            continue
        hits = [s for s in sup
                if answer in (by_id[s]["title"] + "\n" + by_id[s]["text"]).lower()]
        if not hits:
            err(f"queries: {qid} answer {q.get('answer')!r} not found in any supporting document")
        elif sup[-1] not in hits:
            warn(f"queries: {qid} answer found in {hits} but not in last supporting doc {sup[-1]}")
    for h, want in HOP_SPLIT.items():
        if hop_counts[h] != want:
            err(f"queries: expected {want} questions with {h} hop(s), found {hop_counts[h]}")
    return hop_counts, supported_docs


def main():
    docs = read_jsonl("corpus.jsonl")
    queries = read_jsonl("queries.jsonl")
    by_id = check_corpus(docs)
    hop_counts, supported = check_queries(queries, by_id)

    words = [len((d.get("text") or "").split()) for d in docs]
    print(f"documents: {len(docs)} (words per text: min {min(words) if words else 0}, "
          f"max {max(words) if words else 0})")
    print(f"queries:   {len(queries)} (hops: " +
          ", ".join(f"{h}-hop {hop_counts[h]}" for h in sorted(HOP_SPLIT)) + ")")
    print(f"documents supporting at least one question: {len(supported)}; "
          f"distractors: {len(by_id) - len(supported)}")
    for w in warnings:
        print("WARNING:", w)
    for e in errors:
        print("ERROR:", e)
    if errors:
        print(f"FAILED with {len(errors)} error(s)")
        return 1
    print("OK: all checks passed" + (f" ({len(warnings)} warning(s))" if warnings else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
