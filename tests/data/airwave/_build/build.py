#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl for the Airwave test set (standard library only)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DOCS = os.path.join(HERE, "docs")

sys.path.insert(0, HERE)
from queries_src import QUERIES  # noqa: E402


def read_doc(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    title, _, body = raw.partition("\n")
    return title.strip(), body.strip()


def main():
    names = sorted(n for n in os.listdir(DOCS) if n.startswith("aw-") and n.endswith(".txt"))
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as out:
        for name in names:
            title, text = read_doc(os.path.join(DOCS, name))
            rec = {"id": name[:-4], "title": title, "text": text}
            out.write(json.dumps(rec, ensure_ascii=False) + "\n")
    qs = sorted(QUERIES, key=lambda q: q[0])
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as out:
        for qid, question, answer, supporting in qs:
            rec = {"id": qid, "question": question, "answer": answer,
                   "supporting": list(supporting), "hops": len(supporting)}
            out.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(names)} docs and {len(qs)} queries to {ROOT}")


if __name__ == "__main__":
    main()
