"""Build corpus.jsonl and queries.jsonl for the screen set from the doc/question sources."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import docs_1, docs_2, docs_3, docs_4, questions  # noqa: E402

ALL_DOCS = docs_1.DOCS + docs_2.DOCS + docs_3.DOCS + docs_4.DOCS


def main():
    with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in sorted(ALL_DOCS, key=lambda d: d["id"]):
            f.write(json.dumps({"id": d["id"], "title": d["title"], "text": d["text"]},
                               ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in questions.QUESTIONS:
            f.write(json.dumps({"id": q["id"], "question": q["question"], "answer": q["answer"],
                                "supporting": q["supporting"], "hops": q["hops"]},
                               ensure_ascii=False) + "\n")
    print(f"wrote {len(ALL_DOCS)} docs and {len(questions.QUESTIONS)} questions to {OUT}")


if __name__ == "__main__":
    main()
