"""Build corpus.jsonl and queries.jsonl from docs/ and queries_src.py (standard library only)."""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from queries_src import QUERIES  # noqa: E402


def main():
    docs_dir = os.path.join(HERE, "docs")
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as out:
        for name in sorted(os.listdir(docs_dir)):
            if not name.endswith(".txt"):
                continue
            with open(os.path.join(docs_dir, name), encoding="utf-8") as f:
                lines = f.read().strip().split("\n")
            title, text = lines[0].strip(), "\n".join(lines[1:]).strip()
            out.write(json.dumps({"id": name[:-4], "title": title, "text": text}, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as out:
        for qid, question, answer, supporting in QUERIES:
            out.write(json.dumps({"id": qid, "question": question, "answer": answer,
                                  "supporting": supporting, "hops": len(supporting)},
                                 ensure_ascii=False) + "\n")
    print("wrote corpus.jsonl and queries.jsonl in", ROOT)


if __name__ == "__main__":
    main()
