#!/usr/bin/env python3
"""Write corpus.jsonl and queries.jsonl from the hand-written data in this folder."""
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
    docs = []
    for module in (docs_a, docs_b, docs_c):
        for d in module.DOCS:
            docs.append({"id": d["id"], "title": d["title"].strip(), "text": d["text"].strip()})
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in docs:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")

    qs = []
    for q in queries.QUERIES:
        qs.append({
            "id": q["id"],
            "question": q["question"].strip(),
            "answer": q["answer"].strip(),
            "supporting": list(q["supporting"]),
            "hops": len(q["supporting"]),
        })
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in qs:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")

    print(f"wrote {len(docs)} documents to corpus.jsonl and {len(qs)} queries to queries.jsonl")


if __name__ == "__main__":
    main()
