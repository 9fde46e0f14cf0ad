#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl from _build/docs/*.txt and _build/queries_src.py."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DOCS = os.path.join(HERE, "docs")

sys.path.insert(0, HERE)
from queries_src import QUERIES  # noqa: E402


def load_docs():
    docs = []
    for name in sorted(os.listdir(DOCS)):
        if not name.endswith(".txt"):
            continue
        doc_id = name[:-4]
        with open(os.path.join(DOCS, name), encoding="utf-8") as f:
            raw = f.read()
        title, _, text = raw.partition("\n")
        docs.append({"id": doc_id, "title": title.strip(), "text": text.strip()})
    return docs


def main():
    docs = load_docs()
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in docs:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in QUERIES:
            rec = {
                "id": q["id"],
                "question": q["question"],
                "answer": q["answer"],
                "supporting": list(q["supporting"]),
                "hops": q["hops"],
            }
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} documents to corpus.jsonl and {len(QUERIES)} questions to queries.jsonl")


if __name__ == "__main__":
    main()
