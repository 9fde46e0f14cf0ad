#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl for the 'bourse' collection (stdlib only)."""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from docs_a import DOCS_A
from docs_b import DOCS_B
from docs_c import DOCS_C
from questions import QUESTIONS

def clean(text):
    lines = [ln.strip() for ln in text.strip().split("\n")]
    return "\n".join(ln for ln in lines if ln)

def main():
    docs = DOCS_A + DOCS_B + DOCS_C
    with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for did, title, text in docs:
            f.write(json.dumps({"id": did, "title": title, "text": clean(text)}, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in QUESTIONS:
            rec = {k: q[k] for k in ("id", "question", "answer", "supporting", "hops")}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    # chain metadata (bridges and evidence) for auditing
    with open(os.path.join(HERE, "chains.jsonl"), "w", encoding="utf-8") as f:
        for q in QUESTIONS:
            rec = {k: q[k] for k in ("id", "hops", "supporting", "bridges", "evidence", "style")}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} documents and {len(QUESTIONS)} questions to {OUT}")

if __name__ == "__main__":
    main()
