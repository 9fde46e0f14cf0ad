#!/usr/bin/env python3
"""Write corpus.jsonl and queries.jsonl for the blind-kin collection.

Usage (from anywhere):  python3 _build/build.py
Standard library only.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import docs_a  # noqa: E402
import docs_b  # noqa: E402
import docs_c  # noqa: E402
import queries  # noqa: E402


def main():
    docs = docs_a.DOCS + docs_b.DOCS + docs_c.DOCS
    corpus_path = os.path.join(ROOT, "corpus.jsonl")
    with open(corpus_path, "w", encoding="utf-8") as f:
        for d in docs:
            rec = {"id": d["id"], "title": d["title"], "text": d["text"].strip()}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")

    queries_path = os.path.join(ROOT, "queries.jsonl")
    with open(queries_path, "w", encoding="utf-8") as f:
        for q in queries.QUERIES:
            rec = {
                "id": q["id"],
                "question": q["question"],
                "answer": q["answer"],
                "supporting": list(q["supporting"]),
                "hops": q["hops"],
            }
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")

    print(f"wrote {len(docs)} documents to {corpus_path}")
    print(f"wrote {len(queries.QUERIES)} queries to {queries_path}")


if __name__ == "__main__":
    main()
