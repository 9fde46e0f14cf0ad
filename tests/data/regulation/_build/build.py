#!/usr/bin/env python3
"""Write corpus.jsonl and queries.jsonl from the hand-written sources."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from corpus_src import DOCS
from queries_src import QUERIES
OUT = os.path.dirname(HERE)

def main():
    with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for did, kind, title, text in DOCS:
            f.write(json.dumps({"id": did, "title": title, "text": text.strip()}, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for qid, q, a, sup in QUERIES:
            f.write(json.dumps({"id": qid, "question": q, "answer": a,
                                "supporting": sup, "hops": len(sup)}, ensure_ascii=False) + "\n")
    # kind counts for the README
    from collections import Counter
    c = Counter(k for _, k, _, _ in DOCS)
    for k, n in sorted(c.items()):
        print(f"{k}\t{n}")
    print("docs", len(DOCS), "queries", len(QUERIES))

if __name__ == "__main__":
    main()
