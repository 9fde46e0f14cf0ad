#!/usr/bin/env python3
"""Write corpus.jsonl and queries.jsonl from the hand-written sources."""
import json
import os
import sys
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from corpus_src import DOCS  # noqa: E402
from queries_src import QUERIES  # noqa: E402


def clean(text):
    return textwrap.dedent(text).strip()


def main():
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in DOCS:
            rec = {"id": d["id"], "title": d["title"].strip(), "text": clean(d["text"])}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in QUERIES:
            rec = {
                "id": q["id"],
                "question": q["question"].strip(),
                "answer": q["answer"].strip(),
                "supporting": list(q["supporting"]),
                "hops": q["hops"],
            }
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d documents and %d queries" % (len(DOCS), len(QUERIES)))


if __name__ == "__main__":
    main()
