#!/usr/bin/env python3
"""Validate the 'bourse' collection. Exit status 1 on any failure."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from questions import QUESTIONS, DISTRACTORS

errors, warnings = [], []
def err(m): errors.append(m)

def load(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]

corpus = load(os.path.join(OUT, "corpus.jsonl"))
queries = load(os.path.join(OUT, "queries.jsonl"))
chains = {q["id"]: q for q in QUESTIONS}

# ---- documents
if len(corpus) != 60: err(f"expected 60 documents, got {len(corpus)}")
ids = [d.get("id") for d in corpus]
if len(set(ids)) != len(ids): err("duplicate document ids")
if ids != [f"bo-{i:02d}" for i in range(1, 61)]: err("document ids are not bo-01..bo-60 in order")
docs = {}
wc = {}
for d in corpus:
    if set(d) != {"id", "title", "text"}: err(f"{d.get('id')}: unexpected fields {sorted(d)}")
    t = d["text"]
    if "\n\n" in t or t != t.strip(): err(f"{d['id']}: blank line or surrounding whitespace")
    if any(ln != ln.strip() or not ln for ln in t.split("\n")): err(f"{d['id']}: empty or untrimmed line")
    if not d["title"].strip(): err(f"{d['id']}: empty title")
    n = len(re.findall(r"[A-Za-z0-9\u00C0-\u024F]+(?:[.,'\u2019/-][A-Za-z0-9\u00C0-\u024F]+)*", t))
    wc[d["id"]] = n
    if not 150 <= n <= 300: err(f"{d['id']}: {n} words (must be 150-300)")
    docs[d["id"]] = t
titles = Counter(d["title"] for d in corpus)

# ---- questions
if len(queries) != 40: err(f"expected 40 questions, got {len(queries)}")
qids = [q.get("id") for q in queries]
if len(set(qids)) != len(qids): err("duplicate question ids")
if qids != [f"bo-q{i:02d}" for i in range(1, 41)]: err("question ids are not bo-q01..bo-q40 in order")
hopcount = Counter(q["hops"] for q in queries)
if dict(hopcount) != {1: 10, 2: 12, 3: 12, 4: 6}: err(f"hop mix is {dict(hopcount)}, expected 10/12/12/6")

gold = Counter()
for q in queries:
    qid = q["id"]
    if set(q) != {"id", "question", "answer", "supporting", "hops"}: err(f"{qid}: unexpected fields {sorted(q)}")
    sup = q["supporting"]
    if q["hops"] != len(sup): err(f"{qid}: hops={q['hops']} but {len(sup)} supporting docs")
    if len(set(sup)) != len(sup): err(f"{qid}: repeated supporting doc")
    for s in sup:
        if s not in docs: err(f"{qid}: supporting id {s} does not exist")
        if s in DISTRACTORS: err(f"{qid}: distractor {s} used as gold")
        gold[s] += 1
    if not q["question"].strip() or not q["answer"].strip(): err(f"{qid}: empty question/answer")
    c = chains.get(qid)
    if c is None: err(f"{qid}: no chain metadata"); continue
    if c["supporting"] != sup: err(f"{qid}: chain metadata differs from queries.jsonl")
    br = c["bridges"]
    if len(br) != len(sup) - 1: err(f"{qid}: {len(br)} bridges for {len(sup)} hops")
    for i, b in enumerate(br):
        a, z = sup[i], sup[i + 1]
        if a not in docs or z not in docs: continue
        if b.lower() not in docs[a].lower(): err(f"{qid}: bridge {b!r} missing from {a} (hop {i+1})")
        if b.lower() not in docs[z].lower(): err(f"{qid}: bridge {b!r} missing from {z} (hop {i+2})")
    final = sup[-1]
    for ev in c["evidence"]:
        if final in docs and ev.lower() not in docs[final].lower():
            err(f"{qid}: answer evidence {ev!r} missing from final doc {final}")
        if len(sup) > 1 and sup[0] in docs and ev.lower() in docs[sup[0]].lower():
            err(f"{qid}: answer evidence {ev!r} already present in first doc {sup[0]} (chain would collapse)")

for dd in DISTRACTORS:
    if dd not in docs: err(f"distractor {dd} does not exist")
unused = sorted(set(docs) - set(gold) - set(DISTRACTORS))
if unused: warnings.append(f"documents neither gold nor listed as distractors: {unused}")

# ---- trap: abbreviation spelled out exactly once
full = "Ostergrave Mutual Assurance Society"
n_full = sum(full in t for t in docs.values())
n_abbr = sum(bool(re.search(r"\bOMAS\b", t)) and full not in t for t in docs.values())
if n_full != 1: err(f"'{full}' spelled out in {n_full} documents (must be exactly 1)")
if n_abbr < 3: err(f"OMAS used alone in only {n_abbr} documents")

# ---- summary
print(f"documents: {len(corpus)} (words min {min(wc.values())}, max {max(wc.values())}, mean {sum(wc.values())/len(wc):.0f})")
print(f"questions: {len(queries)}  hop mix: " + ", ".join(f"{h}-hop={hopcount[h]}" for h in sorted(hopcount)))
print(f"gold documents: {len(gold)}; distractors (never gold): {len(DISTRACTORS)}; other: {len(unused)}")
print(f"bridges checked: {sum(len(c['bridges']) for c in QUESTIONS)}; evidence strings checked: {sum(len(c['evidence']) for c in QUESTIONS)}")
print(f"'{full}' spelled out in {n_full} doc; 'OMAS' alone in {n_abbr} docs")
for w in warnings: print("WARNING:", w)
if errors:
    for e in errors: print("ERROR:", e)
    print(f"CHECK FAILED: {len(errors)} error(s)")
    sys.exit(1)
print("CHECK PASSED")
