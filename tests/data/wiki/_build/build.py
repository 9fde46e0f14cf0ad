#!/usr/bin/env python3
"""Write corpus.jsonl and queries.jsonl from the hand-written sources.

Run from /work/blind-wiki:  python3 _build/build.py
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from corpus_src import DOCS  # noqa: E402
from queries_src import QUERIES  # noqa: E402


def main():
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for doc_id, title, text in DOCS:
            rec = {"id": doc_id, "title": title, "text": text.strip()}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for qid, question, answer, supporting in QUERIES:
            rec = {
                "id": qid,
                "question": question,
                "answer": answer,
                "supporting": list(supporting),
                "hops": len(supporting),
            }
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d documents and %d queries" % (len(DOCS), len(QUERIES)))


if __name__ == "__main__":
    main()
