"""Build corpus.jsonl and queries.jsonl for the Orlesse campus evaluation set."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from docs_a import DOCS_A  # noqa: E402
from docs_b import DOCS_B  # noqa: E402
from queries_data import QUERIES  # noqa: E402


def main():
    docs = DOCS_A + DOCS_B
    with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for did, title, text in docs:
            rec = {"id": did, "title": title, "text": text.strip()}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for qid, question, answer, supporting in QUERIES:
            rec = {"id": qid, "question": question, "answer": answer,
                   "supporting": supporting, "hops": len(supporting)}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} docs and {len(QUERIES)} queries to {OUT}")


if __name__ == "__main__":
    main()
