"""Write corpus.jsonl, queries.jsonl and facts.jsonl from the *_src.py / docs.py sources."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from docs import DOCS
from facts_src import FACTS
from queries_src import QUERIES

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def dump(name, rows):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

dump("corpus.jsonl", [{"id": d["id"], "title": d["title"], "text": d["text"]} for d in DOCS])
qs = []
for i, q in enumerate(QUERIES, 1):
    qs.append({"id": f"ops-q{i:02d}", "question": q["question"], "answer": q["answer"],
               "supporting": q["supporting"], "hops": len(q["supporting"])})
dump("queries.jsonl", qs)
dump("facts.jsonl", FACTS)
print(len(DOCS), "docs;", len(qs), "queries;", len(FACTS), "facts")
