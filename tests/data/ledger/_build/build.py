#!/usr/bin/env python3
"""Write corpus.jsonl and queries.jsonl from the sources in this folder.

The genre of each document is kept in the sources only; it is not written
to the corpus.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from docs_a import DOCS_A  # noqa: E402
from docs_b import DOCS_B  # noqa: E402
from queries_data import QUERIES  # noqa: E402


def all_docs():
    docs = []
    for d in DOCS_A + DOCS_B:
        docs.append(dict(id=d["id"], title=d["title"].strip(),
                         genre=d["genre"].strip(), text=d["text"].strip()))
    return docs


def all_queries():
    out = []
    for q in QUERIES:
        out.append(dict(id=q["id"], question=q["question"].strip(),
                        answer=q["answer"], supporting=list(q["supporting"]),
                        hops=q["hops"]))
    return out


def main():
    docs = all_docs()
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in docs:
            f.write(json.dumps({"id": d["id"], "title": d["title"],
                                "text": d["text"]}, ensure_ascii=False) + "\n")
    queries = all_queries()
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in queries:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} documents and {len(queries)} queries to {ROOT}")


if __name__ == "__main__":
    main()
