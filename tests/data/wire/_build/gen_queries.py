#!/usr/bin/env python3
"""Write ../queries.jsonl from queries_data.QUERIES (hops = number of supporting docs)."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from queries_data import QUERIES

def main():
    out = os.path.join(HERE, "..", "queries.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for qid, question, answer, supporting in QUERIES:
            f.write(json.dumps({"id": qid, "question": question, "answer": answer,
                                "supporting": supporting, "hops": len(supporting)},
                               ensure_ascii=False) + "\n")
    print(f"wrote {len(QUERIES)} queries to {os.path.normpath(out)}")

if __name__ == "__main__":
    main()
