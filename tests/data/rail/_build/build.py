"""Assemble corpus.jsonl and queries.jsonl from the hand-written sources in this folder."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from docs_a import DOCS_A  # noqa: E402
from docs_b import DOCS_B  # noqa: E402
from docs_c import DOCS_C  # noqa: E402
from queries import QUERIES  # noqa: E402

OUT = os.path.dirname(HERE)

with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as f:
    for did, title, text in DOCS_A + DOCS_B + DOCS_C:
        f.write(json.dumps({"id": did, "title": title, "text": text.strip()}, ensure_ascii=False) + "\n")

with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as f:
    for qid, question, answer, supporting in QUERIES:
        f.write(json.dumps({"id": qid, "question": question, "answer": answer,
                            "supporting": supporting, "hops": len(supporting)},
                           ensure_ascii=False) + "\n")

print("wrote", len(DOCS_A + DOCS_B + DOCS_C), "docs and", len(QUERIES), "queries")
