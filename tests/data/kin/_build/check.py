#!/usr/bin/env python3
"""Check corpus.jsonl and queries.jsonl of the blind-kin collection.

Checks (any failure -> exit status 1):
  * exactly 60 documents, ids kin-01 .. kin-60, unique, non-empty title/text;
  * every document 150-320 words (a word = whitespace-separated token that
    contains a letter or digit, so markdown table pipes are not counted);
  * 40 queries, ids kin-q01 .. kin-q40, unique, non-empty question/answer;
  * every supporting id exists, no id repeated within a chain;
  * hops == len(supporting); hop distribution 1:10, 2:14, 3:10, 4:6;
  * the queries.jsonl file agrees with _build/queries.py, and the evidence
    string kept in queries.py occurs in the LAST supporting document.
Also prints a summary and, for information, the other documents that
contain the same evidence string.

Usage:  python3 _build/check.py
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

WANT_DOCS = 60
WANT_QUERIES = 40
WANT_HOPS = {1: 10, 2: 14, 3: 10, 4: 6}
MIN_WORDS, MAX_WORDS = 150, 320

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    return [t for t in text.split() if re.search(r"[A-Za-z0-9]", t)]


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)} line {n}: bad JSON ({e})")
    return rows


def main():
    corpus_path = os.path.join(ROOT, "corpus.jsonl")
    queries_path = os.path.join(ROOT, "queries.jsonl")
    for p in (corpus_path, queries_path):
        if not os.path.exists(p):
            print(f"FAIL: {p} missing; run python3 _build/build.py first")
            return 1

    docs = load_jsonl(corpus_path)
    qs = load_jsonl(queries_path)

    # ---- documents
    if len(docs) != WANT_DOCS:
        err(f"expected {WANT_DOCS} documents, found {len(docs)}")
    ids = [d.get("id") for d in docs]
    dup = [i for i, c in collections.Counter(ids).items() if c > 1]
    if dup:
        err(f"duplicate document ids: {dup}")
    expected_ids = [f"kin-{i:02d}" for i in range(1, WANT_DOCS + 1)]
    if sorted(i for i in ids if i) != expected_ids:
        err("document ids are not exactly kin-01 .. kin-60")
    by_id = {}
    counts = []
    for d in docs:
        if set(d) != {"id", "title", "text"}:
            err(f"{d.get('id')}: fields are {sorted(d)}, want id/title/text")
        if not d.get("title", "").strip() or not d.get("text", "").strip():
            err(f"{d.get('id')}: empty title or text")
        n = len(words(d.get("text", "")))
        counts.append(n)
        if not MIN_WORDS <= n <= MAX_WORDS:
            err(f"{d.get('id')}: {n} words, outside {MIN_WORDS}-{MAX_WORDS}")
        by_id[d.get("id")] = d

    # ---- queries
    if len(qs) != WANT_QUERIES:
        err(f"expected {WANT_QUERIES} queries, found {len(qs)}")
    qids = [q.get("id") for q in qs]
    qdup = [i for i, c in collections.Counter(qids).items() if c > 1]
    if qdup:
        err(f"duplicate query ids: {qdup}")
    if sorted(i for i in qids if i) != [f"kin-q{i:02d}" for i in range(1, WANT_QUERIES + 1)]:
        err("query ids are not exactly kin-q01 .. kin-q40")
    hop_count = collections.Counter()
    for q in qs:
        qid = q.get("id")
        if set(q) != {"id", "question", "answer", "supporting", "hops"}:
            err(f"{qid}: fields are {sorted(q)}")
        if not str(q.get("question", "")).strip() or not str(q.get("answer", "")).strip():
            err(f"{qid}: empty question or answer")
        sup = q.get("supporting") or []
        if not isinstance(sup, list) or not sup:
            err(f"{qid}: supporting must be a non-empty list")
            continue
        for s in sup:
            if s not in by_id:
                err(f"{qid}: supporting id {s} does not exist")
        if len(set(sup)) != len(sup):
            err(f"{qid}: a document repeats in the chain {sup}")
        if q.get("hops") != len(sup):
            err(f"{qid}: hops={q.get('hops')} but {len(sup)} supporting docs")
        hop_count[q.get("hops")] += 1
    if dict(hop_count) != WANT_HOPS:
        err(f"hop distribution {dict(sorted(hop_count.items()))}, want {WANT_HOPS}")

    # ---- agreement with the source file, evidence in last document
    notes = []
    try:
        import queries as src
    except Exception as e:  # pragma: no cover
        err(f"cannot import _build/queries.py: {e}")
        src = None
    if src is not None:
        src_by_id = {q["id"]: q for q in src.QUERIES}
        for q in qs:
            s = src_by_id.get(q.get("id"))
            if s is None:
                err(f"{q.get('id')}: not in _build/queries.py")
                continue
            for k in ("question", "answer", "supporting", "hops"):
                if s[k] != q.get(k):
                    err(f"{q['id']}: '{k}' differs between queries.jsonl and queries.py (rebuild?)")
            ev = s.get("evidence", "")
            last = q["supporting"][-1] if q.get("supporting") else None
            if not ev:
                err(f"{q['id']}: no evidence string in queries.py")
            elif last in by_id and ev not in by_id[last]["text"]:
                err(f"{q['id']}: evidence {ev!r} not found in last supporting doc {last}")
            else:
                others = [d["id"] for d in docs if ev in d["text"] and d["id"] != last]
                if others:
                    notes.append(f"{q['id']}: evidence also appears in {others}")
                earlier = [x for x in q["supporting"][:-1] if x in by_id and ev in by_id[x]["text"]]
                if earlier:
                    err(f"{q['id']}: evidence already in earlier chain doc(s) {earlier}")
            # chain links: anchor in the first document, one bridge per hop
            sup = [x for x in q.get("supporting", []) if x in by_id]
            if len(sup) != len(q.get("supporting", [])) or len(sup) < 2:
                continue

            def full(i):
                return (by_id[i]["title"] + "\n" + by_id[i]["text"]).lower()

            anchor = s.get("anchor")
            if not anchor:
                err(f"{q['id']}: multi-hop query without an anchor")
            elif anchor.lower() not in full(sup[0]):
                err(f"{q['id']}: anchor {anchor!r} not in first doc {sup[0]}")
            bridges = s.get("bridges") or []
            if len(bridges) != len(sup) - 1:
                err(f"{q['id']}: {len(bridges)} bridges for {len(sup)} documents")
                continue
            for k, b in enumerate(bridges):
                a_term, b_term = (b, b) if isinstance(b, str) else b
                if a_term.lower() not in full(sup[k]) or b_term.lower() not in full(sup[k + 1]):
                    err(f"{q['id']}: bridge {b!r} does not link {sup[k]} -> {sup[k + 1]}")

    # ---- summary
    print("blind-kin check")
    print(f"  documents: {len(docs)}  words min/mean/max: "
          f"{min(counts) if counts else 0}/{sum(counts)//max(1, len(counts))}/{max(counts) if counts else 0}")
    print(f"  queries:   {len(qs)}  hops: " +
          ", ".join(f"{h}:{hop_count.get(h, 0)}" for h in sorted(WANT_HOPS)))
    cited = collections.Counter(s for q in qs for s in (q.get("supporting") or []))
    print(f"  documents used in at least one chain: {len(cited)} of {len(docs)}")
    for n in notes:
        print("  note: " + n)
    if errors:
        print(f"FAIL ({len(errors)} problem(s)):")
        for e in errors:
            print("  - " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
