"""Build corpus.jsonl and queries.jsonl for the Zenith evaluation set."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from docs_a import DOCS_A  # noqa: E402
from docs_b import DOCS_B  # noqa: E402
from queries_data import QUERIES  # noqa: E402


def main():
    docs = DOCS_A + DOCS_B
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in docs:
            f.write(json.dumps({"id": d["id"], "title": d["title"], "text": d["text"]},
                               ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in QUERIES:
            f.write(json.dumps({"id": q["id"], "question": q["question"], "answer": q["answer"],
                                "supporting": q["supporting"], "hops": q["hops"]},
                               ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} documents to corpus.jsonl and {len(QUERIES)} queries to queries.jsonl")


if __name__ == "__main__":
    main()
