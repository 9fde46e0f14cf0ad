"""Assemble corpus.jsonl and queries.jsonl from the hand-written sources."""
import json
from docs_a import DOCS_A
from docs_b import DOCS_B
from queries_src import QUERIES

docs = DOCS_A + DOCS_B
with open("corpus.jsonl", "w", encoding="utf-8") as f:
    for i, (title, text) in enumerate(docs, 1):
        f.write(json.dumps({"id": f"prov-{i:02d}", "title": title, "text": text.strip()}, ensure_ascii=False) + "\n")
with open("queries.jsonl", "w", encoding="utf-8") as f:
    for i, (q, a, sup) in enumerate(QUERIES, 1):
        ids = [f"prov-{n:02d}" for n in sup]
        f.write(json.dumps({"id": f"prov-q{i:02d}", "question": q, "answer": a,
                            "supporting": ids, "hops": len(ids)}, ensure_ascii=False) + "\n")
print(len(docs), "docs;", len(QUERIES), "queries")
