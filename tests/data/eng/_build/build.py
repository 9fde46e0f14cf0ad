#!/usr/bin/env python3
"""Write corpus.jsonl and queries.jsonl from the hand-written sources."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from corpus_src import DOCS      # noqa: E402
from queries_src import QUERIES  # noqa: E402


def main():
    key_to_id = {}
    docs = []
    for i, (key, title, text) in enumerate(DOCS, start=1):
        if key in key_to_id:
            sys.exit(f"duplicate corpus key: {key}")
        doc_id = f"eng-{i:02d}"
        key_to_id[key] = doc_id
        docs.append({"id": doc_id, "title": title, "text": text.strip()})

    queries = []
    for i, q in enumerate(QUERIES, start=1):
        missing = [k for k in q["supporting"] if k not in key_to_id]
        if missing:
            sys.exit(f"query {i}: unknown supporting keys {missing}")
        queries.append({
            "id": f"eng-q{i:02d}",
            "question": q["question"],
            "answer": q["answer"],
            "supporting": [key_to_id[k] for k in q["supporting"]],
            "hops": q["hops"],
        })

    with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in docs:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in queries:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} documents and {len(queries)} queries to {OUT}")


if __name__ == "__main__":
    main()
