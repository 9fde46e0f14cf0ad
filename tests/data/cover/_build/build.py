#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl from the sources in this folder."""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import docs_1, docs_2, docs_3, docs_4, questions


def normalise(text):
    lines = [ln.strip() for ln in text.strip().split("\n")]
    return "\n".join(ln for ln in lines if ln)


def all_docs():
    docs = docs_1.DOCS + docs_2.DOCS + docs_3.DOCS + docs_4.DOCS
    return [dict(d, text=normalise(d["text"])) for d in docs]


def main():
    docs = sorted(all_docs(), key=lambda d: d["id"])
    with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in docs:
            f.write(json.dumps({"id": d["id"], "title": d["title"], "text": d["text"]},
                               ensure_ascii=False) + "\n")
    qs = sorted(questions.QUESTIONS, key=lambda q: q["id"])
    with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in qs:
            f.write(json.dumps({"id": q["id"], "question": q["question"], "answer": q["answer"],
                                "supporting": q["supporting"], "hops": q["hops"]},
                               ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} documents and {len(qs)} queries to {OUT}")


if __name__ == "__main__":
    main()
