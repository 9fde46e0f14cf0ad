#!/usr/bin/env python3
"""Write ../corpus.jsonl from the hand-written documents in docs_part1/2."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from docs_part1 import DOCS_PART1
from docs_part2 import DOCS_PART2

def main():
    docs = DOCS_PART1 + DOCS_PART2
    out = os.path.join(HERE, "..", "corpus.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for did, title, text in docs:
            f.write(json.dumps({"id": did, "title": title, "text": text.strip()},
                               ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} documents to {os.path.normpath(out)}")

if __name__ == "__main__":
    main()
