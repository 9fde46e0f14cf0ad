#!/usr/bin/env python3
"""Write corpus.jsonl and queries.jsonl for the blind-aero collection."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from docs_a import DOCS_A
from docs_b import DOCS_B
from queries_src import QUERIES

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def clean(text):
    lines = [ln.strip() for ln in text.strip().split("\n")]
    return "\n".join(ln for ln in lines if ln)

def main():
    docs = DOCS_A + DOCS_B
    with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for did, title, text in docs:
            f.write(json.dumps({"id": did, "title": title, "text": clean(text)}, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for qid, q, a, sup in QUERIES:
            f.write(json.dumps({"id": qid, "question": q, "answer": a,
                                "supporting": sup, "hops": len(sup)}, ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} docs and {len(QUERIES)} queries to {OUT}")

if __name__ == "__main__":
    main()
