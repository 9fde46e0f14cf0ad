#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl of the 'gambit' test set.

Exits 1 if any error is found. Warnings (answer not in the last supporting
document) do not change the exit code. Standard library only.
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SET_DIR = os.path.dirname(HERE)
CORPUS = os.path.join(SET_DIR, "corpus.jsonl")
QUERIES = os.path.join(SET_DIR, "queries.jsonl")

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


def read_jsonl(path):
    rows = []
    if not os.path.exists(path):
        err(f"missing file: {os.path.basename(path)}")
        return rows
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            line = line.strip()
            if not line:
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)} line {n}: invalid JSON ({e})")
    return rows


def check_corpus(docs):
    expected = [f"gb-{i:02d}" for i in range(1, N_DOCS + 1)]
    ids = [d.get("id") for d in docs]
    if len(docs) != N_DOCS:
        err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    dups = [i for i, c in Counter(ids).items() if c > 1]
    if dups:
        err(f"corpus: duplicate ids {dups}")
    missing = sorted(set(expected) - set(ids))
    extra = sorted(set(ids) - set(expected), key=str)
    if missing:
        err(f"corpus: missing ids {missing}")
    if extra:
        err(f"corpus: unexpected ids {extra}")
    if ids != sorted(ids, key=str):
        warn("corpus: ids are not in sorted order")
    lengths = {}
    for d in docs:
        did = d.get("id") or "?"
        for field in ("id", "title", "text"):
            v = d.get(field)
            if not isinstance(v, str) or not v.strip():
                err(f"corpus {did}: empty or missing '{field}'")
        extra_keys = set(d) - {"id", "title", "text"}
        if extra_keys:
            err(f"corpus {did}: unexpected keys {sorted(extra_keys)}")
        n = len((d.get("text") or "").split())
        lengths[did] = n
        if not (MIN_WORDS <= n <= MAX_WORDS):
            err(f"corpus {did}: text has {n} words (allowed {MIN_WORDS}-{MAX_WORDS})")
    titles = [d.get("title") for d in docs]
    tdups = [t for t, c in Counter(titles).items() if c > 1]
    if tdups:
        err(f"corpus: duplicate titles {tdups}")
    return lengths


def check_queries(queries, docs_by_id):
    expected = [f"q{i:02d}" for i in range(1, N_QUERIES + 1)]
    ids = [q.get("id") for q in queries]
    if len(queries) != N_QUERIES:
        err(f"queries: expected {N_QUERIES} questions, found {len(queries)}")
    if ids != expected:
        dups = [i for i, c in Counter(ids).items() if c > 1]
        if dups:
            err(f"queries: duplicate ids {dups}")
        missing = sorted(set(expected) - set(ids))
        if missing:
            err(f"queries: missing ids {missing}")
        if not dups and not missing:
            err("queries: ids are not q01..q40 in order")
    hop_counts = Counter()
    for q in queries:
        qid = q.get("id") or "?"
        for field in ("id", "question", "answer"):
            v = q.get(field)
            if not isinstance(v, str) or not v.strip():
                err(f"{qid}: empty or missing '{field}'")
        extra_keys = set(q) - {"id", "question", "answer", "supporting", "hops"}
        if extra_keys:
            err(f"{qid}: unexpected keys {sorted(extra_keys)}")
        hops = q.get("hops")
        sup = q.get("supporting")
        if not isinstance(hops, int) or hops not in HOP_SPLIT:
            err(f"{qid}: invalid hops value {hops!r}")
            continue
        hop_counts[hops] += 1
        if not isinstance(sup, list) or not sup:
            err(f"{qid}: 'supporting' must be a non-empty list")
            continue
        if len(sup) != hops:
            err(f"{qid}: {len(sup)} supporting docs but hops={hops}")
        if len(set(sup)) != len(sup):
            err(f"{qid}: supporting docs are not distinct {sup}")
        unknown = [s for s in sup if s not in docs_by_id]
        if unknown:
            err(f"{qid}: unknown supporting ids {unknown}")
            continue
        ans = (q.get("answer") or "").lower()
        found_in = [s for s in sup
                    if ans and ans in (docs_by_id[s]["title"] + "\n" + docs_by_id[s]["text"]).lower()]
        if not found_in:
            err(f"{qid}: answer {q.get('answer')!r} not found in any supporting doc")
        elif sup[-1] not in found_in:
            warn(f"{qid}: answer {q.get('answer')!r} not in last supporting doc {sup[-1]} (found in {found_in})")
    for h, n in HOP_SPLIT.items():
        if hop_counts.get(h, 0) != n:
            err(f"queries: expected {n} questions with hops={h}, found {hop_counts.get(h, 0)}")
    # expected order: hop counts non-decreasing by id
    order = [q.get("hops") for q in queries]
    if order != sorted(order, key=lambda x: x if isinstance(x, int) else 99):
        warn("queries: hop counts are not in non-decreasing order q01..q40")
    return hop_counts


def main():
    docs = read_jsonl(CORPUS)
    queries = read_jsonl(QUERIES)
    lengths = check_corpus(docs)
    docs_by_id = {d["id"]: d for d in docs if isinstance(d.get("id"), str)}
    hop_counts = check_queries(queries, docs_by_id)

    used = set()
    for q in queries:
        if isinstance(q.get("supporting"), list):
            used.update(q["supporting"])
    unused = sorted(set(docs_by_id) - used)

    print("== gambit test set check ==")
    print(f"documents: {len(docs)}")
    if lengths:
        vals = list(lengths.values())
        print(f"  words per text: min {min(vals)}, max {max(vals)}, mean {sum(vals) / len(vals):.0f}")
    print(f"questions: {len(queries)}")
    print("  hops: " + ", ".join(f"{h}-hop={hop_counts.get(h, 0)}" for h in sorted(HOP_SPLIT)))
    print(f"supporting documents used: {len(used)}")
    print(f"documents supporting no question (distractors): {len(unused)} -> {', '.join(unused)}")
    for w in warnings:
        print(f"WARNING: {w}")
    for e in errors:
        print(f"ERROR: {e}")
    if errors:
        print(f"FAILED with {len(errors)} error(s), {len(warnings)} warning(s)")
        return 1
    print(f"OK: no errors, {len(warnings)} warning(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
