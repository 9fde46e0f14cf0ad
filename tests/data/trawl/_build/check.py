#!/usr/bin/env python3
"""Validate the trawl test set. Exits 1 and prints every error found."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DOCS = os.path.join(HERE, "docs")
sys.path.insert(0, HERE)

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(path):
    rows = []
    try:
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if line.strip():
                    try:
                        rows.append(json.loads(line))
                    except ValueError as e:
                        err("%s line %d: bad JSON (%s)" % (os.path.basename(path), n, e))
    except OSError as e:
        err("cannot read %s: %s" % (path, e))
    return rows


def main():
    try:
        from queries_src import QUERIES, DISTRACTORS
    except Exception as e:  # noqa: BLE001
        print("ERROR: cannot import queries_src: %s" % e)
        return 1

    expected_ids = ["tw-%02d" % i for i in range(1, 61)]

    # --- source documents ---
    names = sorted(n for n in os.listdir(DOCS) if n.endswith(".txt"))
    src_ids = [n[:-4] for n in names]
    if src_ids != expected_ids:
        missing = sorted(set(expected_ids) - set(src_ids))
        extra = sorted(set(src_ids) - set(expected_ids))
        err("docs/ ids are not exactly tw-01..tw-60 (missing %s, extra %s)" % (missing, extra))

    # --- corpus.jsonl ---
    corpus = load_jsonl(os.path.join(ROOT, "corpus.jsonl"))
    ids = [d.get("id") for d in corpus]
    if ids != expected_ids:
        err("corpus.jsonl ids are not exactly tw-01..tw-60 in order (got %d rows)" % len(ids))
    docs = {}
    for d in corpus:
        if set(d) != {"id", "title", "text"}:
            err("%s: keys are %s, expected id/title/text" % (d.get("id"), sorted(d)))
        docs[d.get("id")] = d
        title, text = d.get("title", ""), d.get("text", "")
        if not title.strip():
            err("%s: empty title" % d.get("id"))
        wc = len(text.split())
        if not 150 <= wc <= 400:
            err("%s: text has %d words (must be 150-400)" % (d.get("id"), wc))
        # corpus must match the source file
        p = os.path.join(DOCS, "%s.txt" % d.get("id"))
        if os.path.exists(p):
            raw = open(p, encoding="utf-8").read()
            t, _, rest = raw.partition("\n")
            if t.strip() != title or rest.strip() != text:
                err("%s: corpus.jsonl is out of date with docs/ (rerun build.py)" % d.get("id"))
    titles = Counter(d.get("title", "").strip().lower() for d in corpus)
    for t, c in titles.items():
        if c > 1:
            err("duplicate title (%d times): %r" % (c, t))

    def content(doc_id):
        d = docs.get(doc_id, {})
        return (d.get("title", "") + "\n" + d.get("text", "")).lower()

    # --- distractors ---
    if len(DISTRACTORS) != 12 or len(set(DISTRACTORS)) != 12:
        err("DISTRACTORS must list 12 distinct ids (got %d)" % len(DISTRACTORS))
    for x in DISTRACTORS:
        if x not in docs:
            err("distractor %s does not exist" % x)

    # --- queries.jsonl ---
    queries = load_jsonl(os.path.join(ROOT, "queries.jsonl"))
    if len(queries) != 40:
        err("queries.jsonl has %d rows, expected 40" % len(queries))
    if len(QUERIES) != 40:
        err("QUERIES has %d entries, expected 40" % len(QUERIES))
    hop_split = Counter()
    used = set()
    seen_questions = set()
    for i, q in enumerate(queries, 1):
        qid = "q%02d" % i
        if q.get("id") != qid:
            err("query %d has id %r, expected %r" % (i, q.get("id"), qid))
        if set(q) != {"id", "question", "answer", "supporting", "hops"}:
            err("%s: keys are %s" % (qid, sorted(q)))
        question, answer = q.get("question", ""), q.get("answer", "")
        sup, hops = q.get("supporting", []), q.get("hops")
        if i <= len(QUERIES):
            sq, sa, ss = QUERIES[i - 1]
            if (sq, sa, list(ss)) != (question, answer, sup):
                err("%s: queries.jsonl is out of date with queries_src.py (rerun build.py)" % qid)
        if not question.strip() or not answer.strip():
            err("%s: empty question or answer" % qid)
        if answer.strip() and answer.strip().lower() in question.lower():
            err("%s: answer %r is given away in the question" % (qid, answer))
        if question.strip().lower() in seen_questions:
            err("%s: duplicate question" % qid)
        seen_questions.add(question.strip().lower())
        if hops != len(sup):
            err("%s: hops=%r but %d supporting ids" % (qid, hops, len(sup)))
        if len(set(sup)) != len(sup):
            err("%s: supporting ids are not distinct: %s" % (qid, sup))
        if not 1 <= len(sup) <= 4:
            err("%s: %d supporting docs (must be 1-4)" % (qid, len(sup)))
        hop_split[len(sup)] += 1
        for s in sup:
            if s not in docs:
                err("%s: supporting id %s does not exist" % (qid, s))
            if s in DISTRACTORS:
                err("%s: supporting id %s is a distractor" % (qid, s))
            used.add(s)
        if sup and all(s in docs for s in sup):
            a = answer.lower()
            if a not in content(sup[-1]):
                err("%s: answer %r not found in last supporting doc %s" % (qid, answer, sup[-1]))
            for s in sup[:-1]:
                if a in content(s):
                    err("%s: answer %r also occurs in earlier chain doc %s" % (qid, answer, s))
    want = {1: 8, 2: 12, 3: 12, 4: 8}
    if dict(hop_split) != want:
        err("hop split is %s, expected %s" % (dict(sorted(hop_split.items())), want))

    # --- coverage ---
    for d in expected_ids:
        if d in DISTRACTORS:
            continue
        if d in docs and d not in used:
            err("non-distractor %s is not used by any query" % d)

    if errors:
        for e in errors:
            print("ERROR:", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK: %d documents, %d queries, hop split %s, %d distractors, %d documents used"
          % (len(docs), len(queries), dict(sorted(hop_split.items())), len(DISTRACTORS), len(used)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
