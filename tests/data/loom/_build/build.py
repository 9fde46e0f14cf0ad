#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl for the Loom test set."""
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
        with open(os.path.join(DOCS, name), encoding="utf-8") as f:
            raw = f.read()
        title, _, rest = raw.partition("\n")
        docs.append({"id": name[:-4], "title": title.strip(), "text": rest.strip()})
    docs.sort(key=lambda d: d["id"])
    return docs


def main():
    docs = load_docs()
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in docs:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for i, (question, answer, supporting) in enumerate(QUERIES, 1):
            rec = {"id": "q%02d" % i, "question": question, "answer": answer,
                   "supporting": list(supporting), "hops": len(supporting)}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d docs to corpus.jsonl and %d queries to queries.jsonl" % (len(docs), len(QUERIES)))


if __name__ == "__main__":
    main()
