#!/usr/bin/env python3
"""Validate corpus.jsonl / queries.jsonl against the design rules (stdlib only)."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import docs_1, docs_2, docs_3, docs_4  # noqa: E402
import questions  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    path = os.path.join(ROOT, name)
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


corpus = load_jsonl("corpus.jsonl")
queries = load_jsonl("queries.jsonl")
src_docs = [d for m in (docs_1, docs_2, docs_3, docs_4) for d in m.DOCS]

# ---- documents ---------------------------------------------------------
expected_ids = [f"sb-{i:02d}" for i in range(1, 61)]
ids = [d["id"] for d in corpus]
if ids != expected_ids:
    err(f"document ids are not sb-01..sb-60 in order: {ids}")
for d in corpus:
    if set(d) != {"id", "title", "text"}:
        err(f"{d.get('id')}: unexpected keys {sorted(d)}")
    if not d.get("title", "").strip():
        err(f"{d['id']}: empty title")
text = {d["id"]: d["text"] for d in corpus}
full = {d["id"]: d["title"] + "\n" + d["text"] for d in corpus}  # title + text

for mod, lo in ((docs_1, 1), (docs_2, 16), (docs_3, 31), (docs_4, 46)):
    want = [f"sb-{i:02d}" for i in range(lo, lo + 15)]
    got = [d["id"] for d in mod.DOCS]
    if got != want:
        err(f"{mod.__name__}: ids {got} != {want}")

wc = {}
for d in corpus:
    n = len(d["text"].split())
    wc[d["id"]] = n
    if not 100 <= n <= 330:
        err(f"{d['id']}: word count {n} outside 100-330")

styles = [d.get("style", "").strip().lower() for d in src_docs]
if any(not s for s in styles):
    err("a document has no style tag")
dup = [s for s, c in collections.Counter(styles).items() if c > 1]
if dup or len(set(styles)) != 60:
    err(f"styles not 60 distinct (duplicates: {dup})")

# ---- questions ---------------------------------------------------------
qids = [q["id"] for q in queries]
if qids != [f"sb-q{i:02d}" for i in range(1, 41)]:
    err(f"question ids are not sb-q01..sb-q40 in order: {qids}")
forms = {q["id"]: q.get("form", "").strip() for q in questions.QUESTIONS}
for qid, form in forms.items():
    if not form:
        err(f"{qid}: no form note")
declared_hops = {q["id"]: q.get("hops") for q in questions.QUESTIONS}

hop_dist = collections.Counter()
used = set()
for q in queries:
    sup = q["supporting"]
    hop_dist[q["hops"]] += 1
    if q["hops"] != len(sup):
        err(f"{q['id']}: hops {q['hops']} != len(supporting) {len(sup)}")
    if declared_hops.get(q["id"]) != len(sup):
        err(f"{q['id']}: declared hops {declared_hops.get(q['id'])} != {len(sup)}")
    if len(set(sup)) != len(sup):
        err(f"{q['id']}: repeated supporting id")
    for s in sup:
        if s not in text:
            err(f"{q['id']}: supporting id {s} does not exist")
    used.update(sup)
    ans = q["answer"]
    if not ans.strip():
        err(f"{q['id']}: empty answer")
        continue
    last = sup[-1]
    if ans not in text.get(last, ""):
        err(f"{q['id']}: answer {ans!r} not verbatim in last supporting doc {last}")
    for s in sup[:-1]:
        if ans.lower() in full.get(s, "").lower():
            err(f"{q['id']}: answer {ans!r} also appears in earlier hop {s}")
    if ans.lower() in q["question"].lower():
        err(f"{q['id']}: answer appears in the question itself")

want_dist = {1: 8, 2: 12, 3: 12, 4: 8}
if dict(hop_dist) != want_dist:
    err(f"hop distribution {dict(hop_dist)} != {want_dist}")

# ---- distractors ---------------------------------------------------------
unused = sorted(set(text) - used)
if unused != sorted(questions.DISTRACTORS):
    err(f"unused docs {unused} != declared distractors {sorted(questions.DISTRACTORS)}")
if not 14 <= len(unused) <= 18:
    err(f"{len(unused)} distractors; expected about 16")

# ---- abbreviations -------------------------------------------------------
if len(questions.ABBREVIATIONS) != 6:
    err("expected exactly six abbreviations")
for abbr, expansion, where in questions.ABBREVIATIONS:
    spelled = [i for i, t in full.items() if expansion.lower() in t.lower()]
    if spelled != [where]:
        err(f"{abbr}: expansion {expansion!r} found in {spelled}, expected only [{where}]")
    initials = [i for i, t in text.items() if re.search(r"\b" + abbr + r"\b", t) and i != where]
    if len(initials) < 2:
        err(f"{abbr}: initials used in only {initials} besides {where}")

# ---- identity links stated in exactly one document ----------------------
def has_num(t, n):
    return re.search(r"(?<!\d)(?<!\d[,.])" + n + r"(?!\d|[,.]\d)", t) is not None

LINKS = [  # (house name, studbook number, the one document linking them)
    ("Juniper", "212", "sb-01"),
    ("Hector", "178", "sb-01"),
    ("Nettle", "333", "sb-01"),
    ("Pepper", "417", "sb-03"),
    ("Clementine", "356", "sb-15"),
]
for name, num, where in LINKS:
    both = [i for i, t in full.items() if name in t and has_num(t, num)]
    if both != [where]:
        err(f"link {name}={num}: co-occurs in {both}, expected only [{where}]")
nick = [i for i, t in full.items() if "Dusty" in t and "Millbank" in t]
if nick != ["sb-42"]:
    err(f"nickname Dusty=Millbank co-occurs in {nick}, expected only ['sb-42']")
quist = [i for i, t in text.items() if "Hanne Quist" in t]
if not quist:
    err("Hanne Quist missing")

# ---- report --------------------------------------------------------------
print(f"documents: {len(corpus)}  questions: {len(queries)}  "
      f"hops: {dict(sorted(hop_dist.items()))}  distractors: {len(unused)}")
print(f"word counts: min {min(wc.values())} ({min(wc, key=wc.get)}), "
      f"max {max(wc.values())} ({max(wc, key=wc.get)})")
if errors:
    print(f"\n{len(errors)} problem(s):")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("check.py: all checks passed")
