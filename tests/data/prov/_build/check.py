"""Validate the blind provenance test collection and print a summary."""
import json, sys, re
from collections import Counter

errors = []
docs = [json.loads(l) for l in open("corpus.jsonl", encoding="utf-8") if l.strip()]
qs = [json.loads(l) for l in open("queries.jsonl", encoding="utf-8") if l.strip()]

ids = [d.get("id") for d in docs]
if len(docs) != 60: errors.append(f"expected 60 docs, got {len(docs)}")
if len(set(ids)) != len(ids): errors.append("duplicate doc ids")
if set(ids) != {f"prov-{i:02d}" for i in range(1, 61)}: errors.append("doc ids not prov-01..prov-60")
wc = {}
for d in docs:
    for k in ("id", "title", "text"):
        if not isinstance(d.get(k), str) or not d[k].strip(): errors.append(f"{d.get('id')}: missing {k}")
    n = len(re.findall(r"\S+", d.get("text", "")))
    wc[d["id"]] = n
    if not 120 <= n <= 450: errors.append(f"{d['id']}: {n} words (need 120-450)")

qids = [q.get("id") for q in qs]
if len(qs) != 40: errors.append(f"expected 40 queries, got {len(qs)}")
if len(set(qids)) != len(qids): errors.append("duplicate query ids")
idset = set(ids)
for q in qs:
    for k in ("id", "question", "answer"):
        if not isinstance(q.get(k), str) or not q[k].strip(): errors.append(f"{q.get('id')}: missing {k}")
    sup = q.get("supporting", [])
    if not sup or len(set(sup)) != len(sup): errors.append(f"{q['id']}: empty or repeated supporting")
    for s in sup:
        if s not in idset: errors.append(f"{q['id']}: unknown supporting id {s}")
    if q.get("hops") != len(sup): errors.append(f"{q['id']}: hops {q.get('hops')} != {len(sup)}")
    if not 1 <= len(sup) <= 4: errors.append(f"{q['id']}: hops out of range")

hops = Counter(q.get("hops") for q in qs)
used = Counter(s for q in qs for s in q.get("supporting", []))
print(f"documents: {len(docs)}  words min/median/max: {min(wc.values())}/{sorted(wc.values())[30]}/{max(wc.values())}")
print(f"queries: {len(qs)}  by hops: " + ", ".join(f"{h}-hop={hops[h]}" for h in sorted(hops)))
print(f"documents used as gold: {len(used)} of {len(docs)}; never gold: {sorted(idset - set(used))}")
if errors:
    print("FAILED:"); [print("  -", e) for e in errors]; sys.exit(1)
print("OK")
