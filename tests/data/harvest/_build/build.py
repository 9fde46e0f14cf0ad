#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl for the harvest set from the _build sources."""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import docs_1, docs_2, docs_3, docs_4, questions  # noqa: E402


def all_docs():
    return docs_1.DOCS + docs_2.DOCS + docs_3.DOCS + docs_4.DOCS


def main():
    docs = sorted(all_docs(), key=lambda d: d["id"])
    with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in docs:
            f.write(json.dumps({"id": d["id"], "title": d["title"], "text": d["text"].strip()},
                               ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in questions.QUESTIONS:
            f.write(json.dumps({"id": q["id"], "question": q["question"], "answer": q["answer"],
                                "supporting": q["supporting"], "hops": len(q["supporting"])},
                               ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} documents and {len(questions.QUESTIONS)} questions to {OUT}")


if __name__ == "__main__":
    main()
