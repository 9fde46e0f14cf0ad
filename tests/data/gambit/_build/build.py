#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl for the 'gambit' test set.

Reads _build/docs/gb-NN.txt (first line = title, rest = text) and
_build/queries_src.py (QUERIES list), and writes the two JSONL files into
the set folder (the parent of this script's directory).
Standard library only.
"""
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET_DIR = os.path.dirname(HERE)
DOCS_DIR = os.path.join(HERE, "docs")
QSRC = os.path.join(HERE, "queries_src.py")


def load_docs():
    docs = []
    names = sorted(n for n in os.listdir(DOCS_DIR) if re.fullmatch(r"gb-\d{2}\.txt", n))
    for name in names:
        with open(os.path.join(DOCS_DIR, name), encoding="utf-8") as fh:
            raw = fh.read().replace("\r\n", "\n")
        lines = raw.split("\n", 1)
        title = lines[0].strip()
        text = lines[1].strip() if len(lines) > 1 else ""
        docs.append({"id": name[:-4], "title": title, "text": text})
    return docs


def load_queries():
    spec = importlib.util.spec_from_file_location("queries_src", QSRC)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    out = []
    for q in mod.QUERIES:
        out.append({
            "id": q["id"],
            "question": q["question"],
            "answer": q["answer"],
            "supporting": list(q["supporting"]),
            "hops": q["hops"],
        })
    return out


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


def main():
    docs = load_docs()
    queries = load_queries()
    write_jsonl(os.path.join(SET_DIR, "corpus.jsonl"), docs)
    write_jsonl(os.path.join(SET_DIR, "queries.jsonl"), queries)
    print(f"wrote {len(docs)} documents to corpus.jsonl")
    print(f"wrote {len(queries)} questions to queries.jsonl")
    return 0


if __name__ == "__main__":
    sys.exit(main())
