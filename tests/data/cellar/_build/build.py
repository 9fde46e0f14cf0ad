#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl from _build/docs/*.txt and _build/queries_src.py.

Each docs/cl-NN.txt file: first line = title, then a blank line, then the document text.
"""
import json
import os
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from queries_src import QUERIES  # noqa: E402


def nfc(s):
    return unicodedata.normalize("NFC", s)


def main():
    docs_dir = os.path.join(HERE, "docs")
    files = sorted(f for f in os.listdir(docs_dir) if f.endswith(".txt"))
    docs = []
    for fn in files:
        with open(os.path.join(docs_dir, fn), encoding="utf-8") as fh:
            raw = fh.read()
        title, _, body = raw.partition("\n")
        docs.append({"id": fn[:-4], "title": nfc(title.strip()), "text": nfc(body.strip())})
    with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as fh:
        for d in docs:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as fh:
        for i, (q, a, sup) in enumerate(QUERIES, 1):
            rec = {"id": "q%02d" % i, "question": nfc(q), "answer": nfc(a),
                   "supporting": list(sup), "hops": len(sup)}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d documents and %d queries" % (len(docs), len(QUERIES)))


if __name__ == "__main__":
    main()
