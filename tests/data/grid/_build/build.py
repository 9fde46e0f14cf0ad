#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl for the Marenland grid retrieval set.

Standard library only. Run from anywhere:  python3 _build/build.py
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import docs_part1  # noqa: E402
import docs_part2  # noqa: E402
import docs_part3  # noqa: E402
from queries_src import QUERIES  # noqa: E402


def normalise(text):
    """One paragraph / row / field per line, single '\n' separators, no blanks."""
    lines = [ln.strip() for ln in text.strip().splitlines()]
    return "\n".join(ln for ln in lines if ln)


def all_docs():
    docs = []
    for part in (docs_part1, docs_part2, docs_part3):
        for doc_id, title, text in part.DOCS:
            docs.append({"id": doc_id, "title": title, "text": normalise(text)})
    docs.sort(key=lambda d: d["id"])
    return docs


def all_queries():
    out = []
    for q in QUERIES:
        out.append({
            "id": q["id"],
            "question": q["question"],
            "answer": q["answer"],
            "supporting": list(q["chain"]),
            "hops": len(q["chain"]),
        })
    return out


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


def main():
    docs = all_docs()
    queries = all_queries()
    write_jsonl(os.path.join(OUT, "corpus.jsonl"), docs)
    write_jsonl(os.path.join(OUT, "queries.jsonl"), queries)
    print("wrote %d documents to %s" % (len(docs), os.path.join(OUT, "corpus.jsonl")))
    print("wrote %d queries to %s" % (len(queries), os.path.join(OUT, "queries.jsonl")))


if __name__ == "__main__":
    main()
