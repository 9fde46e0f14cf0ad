#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl for blind-arch from the Python sources in this folder.

Source text format: blocks separated by blank lines. Inside a block, table rows (lines
starting with "|") and list items (lines starting with "- ") keep their own lines; other
lines are joined with spaces. Blocks are joined with a single "\n".
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import docs_a, docs_b, docs_c, docs_d  # noqa: E402
from queries import QUERIES  # noqa: E402


def normalise(raw):
    blocks, cur = [], []
    for line in raw.strip("\n").split("\n"):
        line = line.strip()
        if not line:
            if cur:
                blocks.append(cur)
                cur = []
            continue
        cur.append(line)
    if cur:
        blocks.append(cur)
    out = []
    for block in blocks:
        pieces = []
        for line in block:
            keep = line.startswith("|") or line.startswith("- ")
            if pieces and not keep and not pieces[-1][1]:
                pieces[-1] = (pieces[-1][0] + " " + line, False)
            else:
                pieces.append((line, keep))
        out.append("\n".join(p for p, _ in pieces))
    return "\n".join(out)


def main():
    docs = []
    for mod in (docs_a, docs_b, docs_c, docs_d):
        for d in mod.DOCS:
            docs.append({"id": d["id"], "title": d["title"], "text": normalise(d["text"])})
    docs.sort(key=lambda d: d["id"])
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in docs:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in QUERIES:
            rec = {"id": q["id"], "question": q["question"], "answer": q["answer"],
                   "supporting": list(q["supporting"]), "hops": q["hops"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} documents to corpus.jsonl and {len(QUERIES)} questions to queries.jsonl")


if __name__ == "__main__":
    main()
