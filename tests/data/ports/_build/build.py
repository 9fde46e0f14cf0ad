#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl in the parent folder from the sources here."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from texts_a import DOCS_A  # noqa: E402
from texts_b import DOCS_B  # noqa: E402
from queries import QUERIES  # noqa: E402


def normalise(text):
    """One paragraph / list item / table row / field line per line, no blank lines."""
    lines = [ln.strip() for ln in text.strip().splitlines()]
    return "\n".join(ln for ln in lines if ln)


def main():
    docs = DOCS_A + DOCS_B
    with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for doc_id, title, text in docs:
            rec = {"id": doc_id, "title": title, "text": normalise(text)}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for qid, question, answer, supporting, _bridges in QUERIES:
            rec = {"id": qid, "question": question, "answer": answer,
                   "supporting": list(supporting), "hops": len(supporting)}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d documents and %d queries to %s" % (len(docs), len(QUERIES), OUT))


if __name__ == "__main__":
    main()
