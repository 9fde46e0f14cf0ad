#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl and print a summary."""
import collections
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MIN_WORDS, MAX_WORDS = 180, 320
EXPECTED_HOPS = {1: 10, 2: 14, 3: 10, 4: 6}


def load(name):
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def main():
    errors = []
    docs = load("corpus.jsonl")
    qs = load("queries.jsonl")

    # documents
    if len(docs) != 60:
        errors.append("expected 60 documents, found %d" % len(docs))
    ids = [d.get("id") for d in docs]
    if len(set(ids)) != len(ids):
        errors.append("duplicate document ids")
    expected_ids = {"league-%02d" % i for i in range(1, 61)}
    if set(ids) != expected_ids:
        errors.append("document ids are not league-01..league-60")
    lengths = {}
    for d in docs:
        for key in ("id", "title", "text"):
            if not isinstance(d.get(key), str) or not d.get(key).strip():
                errors.append("%s: missing or empty %s" % (d.get("id"), key))
        n = len(d.get("text", "").split())
        lengths[d["id"]] = n
        if not (MIN_WORDS <= n <= MAX_WORDS):
            errors.append("%s: %d words (allowed %d-%d)" % (d["id"], n, MIN_WORDS, MAX_WORDS))

    # questions
    if len(qs) != 40:
        errors.append("expected 40 questions, found %d" % len(qs))
    qids = [q.get("id") for q in qs]
    if len(set(qids)) != len(qids):
        errors.append("duplicate question ids")
    if set(qids) != {"league-q%02d" % i for i in range(1, 41)}:
        errors.append("question ids are not league-q01..league-q40")
    idset = set(ids)
    hop_counts = collections.Counter()
    gold = collections.Counter()
    for q in qs:
        sup = q.get("supporting", [])
        for key in ("question", "answer"):
            if not isinstance(q.get(key), str) or not q.get(key).strip():
                errors.append("%s: missing or empty %s" % (q.get("id"), key))
        if q.get("hops") != len(sup):
            errors.append("%s: hops %r != len(supporting) %d" % (q["id"], q.get("hops"), len(sup)))
        if len(set(sup)) != len(sup):
            errors.append("%s: repeated supporting document" % q["id"])
        for s in sup:
            if s not in idset:
                errors.append("%s: supporting id %s does not exist" % (q["id"], s))
            gold[s] += 1
        hop_counts[q.get("hops")] += 1
    if dict(hop_counts) != EXPECTED_HOPS:
        errors.append("hop distribution %s != %s" % (dict(sorted(hop_counts.items())), EXPECTED_HOPS))

    distractors = sorted(i for i in ids if i not in gold)
    words = sorted(lengths.values())
    print("blind-league check")
    print("  documents: %d (unique ids: %d)" % (len(docs), len(set(ids))))
    print("  words per document: min %d, max %d, mean %.1f, total %d"
          % (words[0], words[-1], sum(words) / len(words), sum(words)))
    print("  questions: %d" % len(qs))
    print("  hop distribution: " + ", ".join("%d-hop: %d" % (h, hop_counts[h]) for h in sorted(hop_counts)))
    print("  supporting slots: %d" % sum(gold.values()))
    print("  gold documents: %d; distractors (never gold): %d" % (len(gold), len(distractors)))
    print("  distractor ids: " + ", ".join(distractors))
    if errors:
        print("FAILED with %d error(s):" % len(errors))
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
