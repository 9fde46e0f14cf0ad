#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl from the hand-written sources in _build/."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import docs_a, docs_b, docs_c, queries  # noqa: E402


def clean(text):
    # Strip the surrounding blank lines; keep paragraph breaks and table rows as written.
    lines = [ln.rstrip() for ln in text.strip().split("\n")]
    return "\n".join(lines)


def main():
    docs = []
    for mod in (docs_a, docs_b, docs_c):
        for doc_id, title, text in mod.DOCS:
            docs.append({"id": doc_id, "title": title, "text": clean(text)})
    docs.sort(key=lambda d: d["id"])

    qs = []
    for qid, question, answer, support in queries.Q:
        sup = ["league-%02d" % n for n in support]
        qs.append({"id": qid, "question": question, "answer": answer,
                   "supporting": sup, "hops": len(sup)})

    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in docs:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in qs:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print("wrote %d documents and %d questions" % (len(docs), len(qs)))


if __name__ == "__main__":
    main()
