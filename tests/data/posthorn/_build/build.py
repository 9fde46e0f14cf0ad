#!/usr/bin/env python3
"""Build corpus.jsonl and queries.jsonl for the posthorn test set.

Reads _build/docs/pf-NN.txt (first line = title, rest = text) and
_build/queries_src.py, and writes both JSONL files into the set's folder
(the parent of this _build directory). All paths are relative to this
script, so the folder can be moved anywhere.
"""
import glob
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET_DIR = os.path.dirname(HERE)
DOCS_DIR = os.path.join(HERE, "docs")


def load_docs():
    docs = []
    for path in sorted(glob.glob(os.path.join(DOCS_DIR, "pf-*.txt"))):
        doc_id = os.path.splitext(os.path.basename(path))[0]
        with open(path, encoding="utf-8") as f:
            raw = f.read().replace("\r\n", "\n")
        first, _, rest = raw.partition("\n")
        docs.append({"id": doc_id, "title": first.strip(), "text": rest.strip()})
    return docs


def load_queries():
    src = os.path.join(HERE, "queries_src.py")
    spec = importlib.util.spec_from_file_location("posthorn_queries_src", src)
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
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def main():
    docs = load_docs()
    queries = load_queries()
    write_jsonl(os.path.join(SET_DIR, "corpus.jsonl"), docs)
    write_jsonl(os.path.join(SET_DIR, "queries.jsonl"), queries)
    print(f"wrote {len(docs)} documents to corpus.jsonl")
    print(f"wrote {len(queries)} queries to queries.jsonl")
    return 0


if __name__ == "__main__":
    sys.exit(main())
