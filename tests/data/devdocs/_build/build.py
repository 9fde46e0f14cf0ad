"""Assemble corpus.jsonl and queries.jsonl from the hand-written sources."""
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import docs_components, docs_guides, docs_history, docs_ops, docs_api, queries_src

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def main():
    docs = []
    for m in (docs_components, docs_guides, docs_history, docs_ops, docs_api):
        docs.extend(m.DOCS)
    docs.sort(key=lambda d: d[0])
    with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for i, t, x in docs:
            f.write(json.dumps({"id": i, "title": t, "text": x}, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for n, (question, answer, chain) in enumerate(queries_src.Q, 1):
            sup = [d for d, _ in chain]
            f.write(json.dumps({"id": f"dd-q{n:02d}", "question": question, "answer": answer,
                                "supporting": sup, "hops": len(sup)}, ensure_ascii=False) + "\n")
    print(f"wrote {len(docs)} docs, {len(queries_src.Q)} queries")

if __name__ == "__main__":
    main()
