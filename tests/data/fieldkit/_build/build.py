#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl for the fieldkit collection (stdlib only)."""
import json
import os
import sys
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import docs_a  # noqa: E402
import docs_b  # noqa: E402
import docs_c  # noqa: E402
import questions  # noqa: E402


def clean(text):
    """Dedent, drop blank lines, strip trailing spaces; keep leading indentation in code."""
    lines = textwrap.dedent(text).split("\n")
    return "\n".join(l.rstrip() for l in lines if l.strip())


def main():
    docs = docs_a.DOCS + docs_b.DOCS + docs_c.DOCS
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in docs:
            rec = {"id": d["id"], "title": d["title"].strip(), "text": clean(d["text"])}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in questions.QUESTIONS:
            rec = {"id": q["id"], "question": q["question"], "answer": q["answer"],
                   "supporting": list(q["supporting"]), "hops": len(q["supporting"])}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} documents and {len(questions.QUESTIONS)} questions to {ROOT}")


if __name__ == "__main__":
    main()
