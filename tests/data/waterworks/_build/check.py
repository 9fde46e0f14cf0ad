#!/usr/bin/env python3
"""Validate the waterworks test set. Exits 1 and prints every error if anything is wrong."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DOCS = os.path.join(HERE, "docs")
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from queries_src import DISTRACTORS, QUERIES  # noqa: E402

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def words(s):
    return len(s.split())


def main():
    expected_ids = ["ww-%02d" % i for i in range(1, 61)]

    # ---- source documents ----
    files = sorted(n for n in os.listdir(DOCS))
    src = {}
    for n in files:
        if not n.endswith(".txt"):
            err("unexpected file in docs/: %s" % n)
            continue
        with open(os.path.join(DOCS, n), encoding="utf-8") as f:
            src[n[:-4]] = f.read()
    if sorted(src) != expected_ids:
        missing = sorted(set(expected_ids) - set(src))
        extra = sorted(set(src) - set(expected_ids))
        err("doc ids must be exactly ww-01..ww-60 (missing %s, extra %s)" % (missing, extra))

    # ---- built corpus ----
    corpus_path = os.path.join(ROOT, "corpus.jsonl")
    corpus = {}
    if not os.path.exists(corpus_path):
        err("corpus.jsonl missing; run build.py")
    else:
        with open(corpus_path, encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                try:
                    d = json.loads(line)
                except ValueError as e:
                    err("corpus.jsonl line %d: bad JSON (%s)" % (ln, e))
                    continue
                if set(d) != {"id", "title", "text"}:
                    err("corpus.jsonl line %d: keys must be id,title,text (got %s)" % (ln, sorted(d)))
                if d.get("id") in corpus:
                    err("corpus.jsonl: duplicate id %s" % d.get("id"))
                corpus[d.get("id")] = d
        if sorted(corpus) != expected_ids:
            err("corpus.jsonl ids must be exactly ww-01..ww-60")
        for did, d in corpus.items():
            if did in src:
                first, _, rest = src[did].partition("\n")
                if d["title"] != first.strip() or d["text"] != rest.strip():
                    err("%s: corpus.jsonl out of date with docs/%s.txt; rerun build.py" % (did, did))
            if not d.get("title", "").strip():
                err("%s: empty title" % did)
            n = words(d.get("text", ""))
            if not 150 <= n <= 400:
                err("%s: body has %d words (must be 150-400)" % (did, n))
            nt = words(d.get("title", "") + " " + d.get("text", ""))
            if nt > 400 + 40:
                err("%s: title+body too long (%d words)" % (did, nt))

    # ---- distractors ----
    if len(DISTRACTORS) != 12 or len(set(DISTRACTORS)) != 12:
        err("DISTRACTORS must list 12 distinct ids (got %d)" % len(DISTRACTORS))
    for d in DISTRACTORS:
        if d not in expected_ids:
            err("distractor %s is not a valid doc id" % d)

    # ---- queries (source) ----
    if len(QUERIES) != 40:
        err("need 40 queries, got %d" % len(QUERIES))
    hop_counts = Counter(len(q[2]) for q in QUERIES)
    want = {1: 8, 2: 12, 3: 12, 4: 8}
    if dict(hop_counts) != want:
        err("hop distribution must be %s, got %s" % (want, dict(sorted(hop_counts.items()))))

    def norm_q(q):
        return re.sub(r"[^a-z0-9]+", " ", q.lower()).strip()

    seen_q = {}
    supported = set()
    text_of = {i: (corpus[i]["title"] + "\n" + corpus[i]["text"]).lower() for i in corpus}
    all_answers = []
    for qi, item in enumerate(QUERIES, 1):
        qid = "q%02d" % qi
        if len(item) != 3:
            err("%s: must be (question, answer, supporting)" % qid)
            continue
        q, a, sup = item
        if not q.strip() or not a.strip():
            err("%s: empty question or answer" % qid)
        nq = norm_q(q)
        if nq in seen_q:
            err("%s: duplicate question (same as %s)" % (qid, seen_q[nq]))
        seen_q[nq] = qid
        if len(set(sup)) != len(sup):
            err("%s: repeated id in supporting list %s" % (qid, sup))
        for s in sup:
            if s not in expected_ids:
                err("%s: supporting id %s does not exist" % (qid, s))
            if s in DISTRACTORS:
                err("%s: supporting id %s is a distractor" % (qid, s))
            supported.add(s)
        if not sup or any(s not in text_of for s in sup):
            continue
        al = a.lower()
        all_answers.append((qid, al))
        if al not in text_of[sup[-1]]:
            err("%s: answer %r not found in last supporting doc %s" % (qid, a, sup[-1]))
        for s in sup[:-1]:
            if al in text_of[s]:
                err("%s: answer %r also occurs in earlier chain doc %s" % (qid, a, s))
        # the question should not simply quote the answer
        if al in q.lower():
            err("%s: answer %r appears in the question" % (qid, a))

    # every non-distractor document supports at least one question
    for d in expected_ids:
        if d not in DISTRACTORS and d not in supported:
            err("%s: non-distractor document supports no question" % d)

    # distractors should not contain any answer string (keeps gold unambiguous)
    for d in DISTRACTORS:
        if d in text_of:
            for qid, al in all_answers:
                if al in text_of[d]:
                    err("distractor %s contains the answer of %s (%r)" % (d, qid, al))

    # ---- built queries ----
    qpath = os.path.join(ROOT, "queries.jsonl")
    if not os.path.exists(qpath):
        err("queries.jsonl missing; run build.py")
    else:
        with open(qpath, encoding="utf-8") as f:
            built = [json.loads(l) for l in f if l.strip()]
        if len(built) != len(QUERIES):
            err("queries.jsonl has %d records, expected %d" % (len(built), len(QUERIES)))
        for i, (rec, item) in enumerate(zip(built, QUERIES), 1):
            exp = {"id": "q%02d" % i, "question": item[0], "answer": item[1],
                   "supporting": list(item[2]), "hops": len(item[2])}
            if rec != exp:
                err("queries.jsonl record %d out of date; rerun build.py" % i)

    # ---- informational warnings: answer also present in docs outside its chain ----
    for qi, (q, a, sup) in enumerate(QUERIES, 1):
        others = [d for d in text_of if d not in sup and d not in DISTRACTORS and a.lower() in text_of[d]]
        if others:
            warnings.append("q%02d: answer %r also appears outside its chain in %s" % (qi, a, ", ".join(sorted(others))))

    for w in warnings:
        print("note:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK: 60 documents, %d queries (hops %s), %d distractors; all checks passed"
          % (len(QUERIES), dict(sorted(hop_counts.items())), len(DISTRACTORS)))


if __name__ == "__main__":
    main()
