"""Write corpus.jsonl and queries.jsonl from the hand-written sources."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from documents import DOCUMENTS  # noqa: E402
from questions import QUESTIONS  # noqa: E402


def clean(text):
    lines = [ln.strip() for ln in text.strip().split("\n")]
    return "\n".join(ln for ln in lines if ln)


def main():
    with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in DOCUMENTS:
            rec = {"id": d["id"], "title": d["title"].strip(), "text": clean(d["text"])}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in QUESTIONS:
            rec = {"id": q["id"], "question": q["question"].strip(),
                   "answer": q["answer"].strip(), "supporting": list(q["supporting"]),
                   "hops": q["hops"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(DOCUMENTS)} documents and {len(QUESTIONS)} questions to {OUT}")


if __name__ == "__main__":
    main()
