"""Check corpus.jsonl and queries.jsonl (standard library only). Exit 1 on any error."""
import json, os, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from queries_src import DISTRACTORS  # noqa: E402

errors = []


def load(name):
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


docs = load("corpus.jsonl")
queries = load("queries.jsonl")

ids = [d["id"] for d in docs]
if len(docs) != 60:
    errors.append(f"expected 60 docs, found {len(docs)}")
if len(set(ids)) != len(ids):
    errors.append("duplicate doc ids")
by_id = {d["id"]: d for d in docs}
wc = {}
for d in docs:
    if not d.get("title", "").strip():
        errors.append(f"{d['id']}: empty title")
    n = len((d["title"] + " " + d["text"]).split())
    wc[d["id"]] = n
    if not 150 <= n <= 400:
        errors.append(f"{d['id']}: {n} words (must be 150-400)")

qids = [q["id"] for q in queries]
if len(queries) != 40:
    errors.append(f"expected 40 queries, found {len(queries)}")
if len(set(qids)) != len(qids):
    errors.append("duplicate query ids")
hops = Counter(q["hops"] for q in queries)
if dict(hops) != {1: 8, 2: 12, 3: 12, 4: 8}:
    errors.append(f"hop split is {dict(sorted(hops.items()))}, expected 1:8 2:12 3:12 4:8")
used = Counter()
for q in queries:
    sup = q["supporting"]
    if len(sup) != q["hops"]:
        errors.append(f"{q['id']}: len(supporting) {len(sup)} != hops {q['hops']}")
    if len(set(sup)) != len(sup):
        errors.append(f"{q['id']}: repeated supporting doc")
    for s in sup:
        if s not in by_id:
            errors.append(f"{q['id']}: unknown doc {s}")
    used.update(sup)
    if sup and sup[-1] in by_id:
        last = by_id[sup[-1]]
        if q["answer"].lower() not in (last["title"] + "\n" + last["text"]).lower():
            errors.append(f"{q['id']}: answer {q['answer']!r} not in {sup[-1]}")
    if not q["question"].strip() or not q["answer"].strip():
        errors.append(f"{q['id']}: empty question or answer")

if len(DISTRACTORS) != 12 or len(set(DISTRACTORS)) != 12:
    errors.append("DISTRACTORS must list 12 distinct ids")
for d in DISTRACTORS:
    if d not in by_id:
        errors.append(f"distractor {d} not in corpus")
    if used[d]:
        errors.append(f"distractor {d} is used as support")
unused = [i for i in ids if not used[i] and i not in DISTRACTORS]

print(f"docs: {len(docs)}  words min/mean/max: {min(wc.values())}/{sum(wc.values())//len(wc)}/{max(wc.values())}")
print(f"queries: {len(queries)}  hop split: {dict(sorted(hops.items()))}")
print(f"supporting docs used: {len(used)}  distractors: {len(DISTRACTORS)}  non-distractors never used: {unused or 'none'}")
print(f"most used docs: {used.most_common(5)}")
if errors:
    print(f"FAILED with {len(errors)} error(s):")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK: all checks passed")
