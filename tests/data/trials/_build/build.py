#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl for the fictional drug-development
multi-hop retrieval collection. Standard library only.

Usage: python3 build.py   (writes ../corpus.jsonl, ../queries.jsonl, chains.jsonl)
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from documents_a import DOCS_A  # noqa: E402
from documents_b import DOCS_B  # noqa: E402
from questions import QUESTIONS  # noqa: E402

OUT = os.path.dirname(HERE)


def clean_text(raw):
    """One paragraph / list item / table row / field line per line, no blank lines."""
    lines = [ln.strip() for ln in raw.strip().splitlines()]
    return "\n".join(ln for ln in lines if ln)


def main():
    docs = []
    for doc_id, title, raw in DOCS_A + DOCS_B:
        docs.append({"id": doc_id, "title": title.strip(), "text": clean_text(raw)})
    docs.sort(key=lambda d: d["id"])

    with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as fh:
        for d in docs:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")

    with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as fh:
        for q in QUESTIONS:
            rec = {"id": q["id"], "question": q["question"], "answer": q["answer"],
                   "supporting": list(q["supporting"]), "hops": len(q["supporting"])}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")

    # chain metadata (bridging string per hop, answer evidence) used by check.py
    with open(os.path.join(HERE, "chains.jsonl"), "w", encoding="utf-8") as fh:
        for q in QUESTIONS:
            rec = {"id": q["id"], "supporting": list(q["supporting"]),
                   "bridges": list(q["bridges"]), "evidence": q["evidence"]}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")

    print("wrote %d documents and %d questions" % (len(docs), len(QUESTIONS)))


if __name__ == "__main__":
    main()
