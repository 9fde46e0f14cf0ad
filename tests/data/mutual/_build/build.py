#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl from _build/docs and queries_src.py (stdlib only)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from queries_src import QUERIES  # noqa: E402


def main():
    docs_dir = os.path.join(HERE, "docs")
    names = sorted(n for n in os.listdir(docs_dir) if n.endswith(".txt"))
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as out:
        for name in names:
            with open(os.path.join(docs_dir, name), encoding="utf-8") as f:
                lines = f.read().strip("\n").split("\n")
            title = lines[0].strip()
            text = "\n".join(lines[1:]).strip()
            out.write(json.dumps({"id": name[:-4], "title": title, "text": text},
                                 ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as out:
        for i, (question, answer, supporting) in enumerate(QUERIES, 1):
            out.write(json.dumps({"id": "q%02d" % i, "question": question,
                                  "answer": answer, "supporting": list(supporting),
                                  "hops": len(supporting)}, ensure_ascii=False) + "\n")
    print("wrote %d docs, %d queries" % (len(names), len(QUERIES)))


if __name__ == "__main__":
    main()
