"""Validate corpus.jsonl / queries.jsonl and write _build/review.txt."""
import json, os, re, sys, collections

base = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
errors = []

def load(name):
    rows = []
    with open(os.path.join(base, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{n} invalid JSON: {e}")
    return rows

docs = load("corpus.jsonl")
qs = load("queries.jsonl")
ids = [d["id"] for d in docs]
by_id = {d["id"]: d for d in docs}
if len(ids) != len(set(ids)): errors.append("duplicate doc ids")
if len(docs) != 60: errors.append(f"expected 60 docs, got {len(docs)}")
for d in docs:
    if set(d) != {"id", "title", "text"}: errors.append(f"{d['id']} bad keys {set(d)}")
    w = len(d["text"].split())
    if not (60 <= w <= 250): errors.append(f"{d['id']} word count {w}")
qids = [q["id"] for q in qs]
if len(qids) != len(set(qids)): errors.append("duplicate query ids")
if len(qs) != 40: errors.append(f"expected 40 queries, got {len(qs)}")
hops = collections.Counter()
for q in qs:
    if set(q) != {"id", "question", "answer", "supporting", "hops"}: errors.append(f"{q['id']} bad keys")
    for s in q["supporting"]:
        if s not in by_id: errors.append(f"{q['id']} unknown supporting {s}")
    if len(set(q["supporting"])) != len(q["supporting"]): errors.append(f"{q['id']} repeated support")
    if q["hops"] != len(q["supporting"]): errors.append(f"{q['id']} hops mismatch")
    hops[q["hops"]] += 1
    # copied-sentence check: any 8-word window of the question appearing verbatim in a doc
    qw = re.findall(r"\w+", q["question"].lower())
    for d in docs:
        dt = " ".join(re.findall(r"\w+", d["text"].lower()))
        for i in range(len(qw) - 7):
            if " ".join(qw[i:i+8]) in dt:
                errors.append(f"{q['id']} shares 8-word span with {d['id']}: {' '.join(qw[i:i+8])}")
                break

# how often each doc is used as gold
use = collections.Counter(s for q in qs for s in q["supporting"])

with open(os.path.join(base, "_build", "review.txt"), "w", encoding="utf-8") as f:
    for q in qs:
        f.write("=" * 100 + "\n")
        f.write(f"{q['id']}  hops={q['hops']}  supporting={q['supporting']}\nQ: {q['question']}\nA: {q['answer']}\n")
        for s in q["supporting"]:
            d = by_id.get(s)
            if d:
                f.write(f"\n--- {s} | {d['title']}\n{d['text']}\n")
        f.write("\n")

print("hops:", dict(sorted(hops.items())))
print("docs never gold:", [i for i in ids if i not in use])
print("most used:", use.most_common(8))
print("errors:" if errors else "OK, no errors")
for e in errors: print("  ", e)
sys.exit(1 if errors else 0)
