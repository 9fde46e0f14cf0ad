#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl for the trawl test set."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DOCS = os.path.join(HERE, "docs")
sys.path.insert(0, HERE)

from queries_src import QUERIES  # noqa: E402


def read_doc(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    first, _, rest = raw.partition("\n")
    return first.strip(), rest.strip()


def main():
    names = sorted(n for n in os.listdir(DOCS) if re.fullmatch(r"tw-\d\d\.txt", n))
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as out:
        for n in names:
            title, text = read_doc(os.path.join(DOCS, n))
            rec = {"id": n[:-4], "title": title, "text": text}
            out.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as out:
        for i, (q, a, sup) in enumerate(QUERIES, 1):
            rec = {"id": "q%02d" % i, "question": q, "answer": a,
                   "supporting": list(sup), "hops": len(sup)}
            out.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d documents and %d queries" % (len(names), len(QUERIES)))


if __name__ == "__main__":
    main()
