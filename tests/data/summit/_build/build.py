#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl for the summit set from _build sources."""
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
        if not (name.startswith("sm-") and name.endswith(".txt")):
            continue
        with open(os.path.join(DOCS, name), encoding="utf-8") as fh:
            raw = fh.read().strip("\n")
        title, _, body = raw.partition("\n")
        docs.append({"id": name[:-4], "title": title.strip(), "text": body.strip()})
    return docs


def main():
    docs = load_docs()
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as out:
        for d in docs:
            out.write(json.dumps(d, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as out:
        for qid, question, answer, supporting in QUERIES:
            rec = {"id": qid, "question": question, "answer": answer,
                   "supporting": list(supporting), "hops": len(supporting)}
            out.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} docs and {len(QUERIES)} queries to {ROOT}")


if __name__ == "__main__":
    main()
