#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl for the waterworks multi-hop retrieval test set."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DOCS = os.path.join(HERE, "docs")
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from queries_src import QUERIES  # noqa: E402


def load_docs():
    docs = []
    for name in sorted(os.listdir(DOCS)):
        if not name.endswith(".txt"):
            continue
        with open(os.path.join(DOCS, name), encoding="utf-8") as f:
            raw = f.read()
        lines = raw.split("\n", 1)
        title = lines[0].strip()
        text = lines[1].strip() if len(lines) > 1 else ""
        docs.append({"id": name[:-4], "title": title, "text": text})
    return docs


def main():
    docs = load_docs()
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in docs:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for i, (q, a, sup) in enumerate(QUERIES, 1):
            rec = {"id": "q%02d" % i, "question": q, "answer": a,
                   "supporting": list(sup), "hops": len(sup)}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d documents to corpus.jsonl and %d queries to queries.jsonl"
          % (len(docs), len(QUERIES)))


if __name__ == "__main__":
    main()
