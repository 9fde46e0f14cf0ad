#!/usr/bin/env python3
"""Write corpus.jsonl and queries.jsonl from the _build modules (stdlib only)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import docs_1, docs_2, docs_3, docs_4  # noqa: E402
import questions  # noqa: E402


def all_docs():
    docs = []
    for mod in (docs_1, docs_2, docs_3, docs_4):
        docs.extend(mod.DOCS)
    return docs


def main():
    docs = all_docs()
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in docs:
            rec = {"id": d["id"], "title": d["title"], "text": d["text"].strip()}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in questions.QUESTIONS:
            rec = {
                "id": q["id"],
                "question": q["question"],
                "answer": q["answer"],
                "supporting": list(q["supporting"]),
                "hops": len(q["supporting"]),
            }
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} documents and {len(questions.QUESTIONS)} questions to {ROOT}")


if __name__ == "__main__":
    main()
