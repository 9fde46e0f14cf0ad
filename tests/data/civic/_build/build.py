#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl for the civic multi-hop retrieval set.

Sources live next to this file:
  docs_a.py .. docs_d.py   documents (id, title, style, lines)
  queries_src.py           queries (id, question, answer, supporting, anchor, bridges)
Output goes to the parent directory.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import docs_a, docs_b, docs_c, docs_d  # noqa: E402
import queries_src  # noqa: E402

DOC_MODULES = [docs_a, docs_b, docs_c, docs_d]


def load_docs():
    docs = []
    for mod in DOC_MODULES:
        docs.extend(mod.DOCS)
    return docs


def corpus_rows():
    return [{"id": d["id"], "title": d["title"], "text": "\n".join(d["lines"])}
            for d in load_docs()]


def query_rows():
    return [{"id": q["id"], "question": q["question"], "answer": q["answer"],
             "supporting": list(q["supporting"]), "hops": len(q["supporting"])}
            for q in queries_src.QUERIES]


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    c = corpus_rows()
    q = query_rows()
    write_jsonl(os.path.join(OUT, "corpus.jsonl"), c)
    write_jsonl(os.path.join(OUT, "queries.jsonl"), q)
    print(f"wrote {len(c)} documents to corpus.jsonl and {len(q)} queries to queries.jsonl")


if __name__ == "__main__":
    main()
