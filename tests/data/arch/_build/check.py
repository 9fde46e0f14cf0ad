#!/usr/bin/env python3
"""Check corpus.jsonl and queries.jsonl for blind-arch. Prints a summary; exits 1 on failure.

Word count = number of whitespace-separated tokens that contain at least one letter or
digit (so table pipes and "---" separators are not counted); the title is not counted.
"""
import collections
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXPECTED_HOPS = {1: 10, 2: 14, 3: 10, 4: 6}
MIN_WORDS, MAX_WORDS = 180, 330


def words(text):
    return sum(1 for t in text.split() if re.search(r"[A-Za-z0-9]", t))


def load(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if line:
                try:
                    rows.append(json.loads(line))
                except json.JSONDecodeError as e:
                    raise SystemExit(f"FAIL {name} line {n}: {e}")
    return rows


def main():
    errors = []
    docs = load("corpus.jsonl")
    queries = load("queries.jsonl")

    # documents
    if len(docs) != 60:
        errors.append(f"expected 60 documents, found {len(docs)}")
    ids = [d.get("id") for d in docs]
    dup = [i for i, c in collections.Counter(ids).items() if c > 1]
    if dup:
        errors.append(f"duplicate document ids: {dup}")
    want = {f"arch-{n:02d}" for n in range(1, 61)}
    if set(ids) != want:
        errors.append(f"document ids differ from arch-01..arch-60: missing {sorted(want - set(ids))}, extra {sorted(set(ids) - want)}")
    counts = {}
    for d in docs:
        for key in ("id", "title", "text"):
            if not isinstance(d.get(key), str) or not d.get(key).strip():
                errors.append(f"{d.get('id')}: missing or empty {key}")
        wc = words(d.get("text", ""))
        counts[d.get("id")] = wc
        if not MIN_WORDS <= wc <= MAX_WORDS:
            errors.append(f"{d.get('id')}: {wc} words (allowed {MIN_WORDS}-{MAX_WORDS})")
    titles = [d.get("title") for d in docs]
    tdup = [t for t, c in collections.Counter(titles).items() if c > 1]
    if tdup:
        errors.append(f"duplicate titles: {tdup}")

    # queries
    if len(queries) != 40:
        errors.append(f"expected 40 questions, found {len(queries)}")
    qids = [q.get("id") for q in queries]
    qdup = [i for i, c in collections.Counter(qids).items() if c > 1]
    if qdup:
        errors.append(f"duplicate question ids: {qdup}")
    qwant = {f"arch-q{n:02d}" for n in range(1, 41)}
    if set(qids) != qwant:
        errors.append(f"question ids differ from arch-q01..arch-q40: missing {sorted(qwant - set(qids))}, extra {sorted(set(qids) - qwant)}")
    docset = set(ids)
    hop_counts = collections.Counter()
    used = collections.Counter()
    for q in queries:
        for key in ("question", "answer"):
            if not isinstance(q.get(key), str) or not q.get(key).strip():
                errors.append(f"{q.get('id')}: missing or empty {key}")
        sup = q.get("supporting")
        if not isinstance(sup, list) or not sup:
            errors.append(f"{q.get('id')}: supporting must be a non-empty list")
            continue
        for s in sup:
            if s not in docset:
                errors.append(f"{q.get('id')}: supporting id {s} not in corpus")
            used[s] += 1
        if len(set(sup)) != len(sup):
            errors.append(f"{q.get('id')}: supporting documents are not distinct")
        if q.get("hops") != len(sup):
            errors.append(f"{q.get('id')}: hops={q.get('hops')} but {len(sup)} supporting documents")
        hop_counts[q.get("hops")] += 1
    if dict(hop_counts) != EXPECTED_HOPS:
        errors.append(f"hop distribution {dict(sorted(hop_counts.items()))}, expected {EXPECTED_HOPS}")

    # summary
    wcs = list(counts.values())
    print(f"documents: {len(docs)}  (words per document: min {min(wcs)}, max {max(wcs)}, mean {sum(wcs)/len(wcs):.0f}, total {sum(wcs)})")
    print(f"questions: {len(queries)}  hops: " + ", ".join(f"{h}-hop {hop_counts[h]}" for h in sorted(hop_counts)))
    print(f"documents used as gold support: {len(used)} of {len(docs)}; never used: {', '.join(sorted(docset - set(used))) or 'none'}")
    if errors:
        print(f"FAIL: {len(errors)} problem(s)")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
