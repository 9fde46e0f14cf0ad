#!/usr/bin/env python3
"""Validate corpus.jsonl / queries.jsonl produced by build.py.

Hard checks (any failure -> exit 1):
  * 60 documents with unique ids tr-01..tr-60, non-empty title and text,
    150-300 words each, no blank lines inside text;
  * 40 questions with unique ids tr-q01..tr-q40;
  * hop mix 10 / 12 / 12 / 6 (1 / 2 / 3 / 4 hops), hops == len(supporting);
  * every supporting id exists, no document repeated inside a chain;
  * distractor documents are never gold;
  * for every multi-hop question: one bridging string per hop, occurring in
    both adjacent documents; the answer evidence occurs in the final document
    and not in the chain's first document;
  * for one-hop questions: the evidence occurs in the supporting document;
  * trap: the long form of "SCHM" is spelled out in exactly one document
    while the abbreviation is used alone in several others.
Soft notes (printed, not fatal): evidence also present in an intermediate
chain document or in a distractor.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from questions import DISTRACTORS  # noqa: E402

ROOT = os.path.dirname(HERE)
errors, notes = [], []


def load(path):
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


docs = load(os.path.join(ROOT, "corpus.jsonl"))
queries = load(os.path.join(ROOT, "queries.jsonl"))
chains = {c["id"]: c for c in load(os.path.join(HERE, "chains.jsonl"))}

# ---------------------------------------------------------------- documents
ids = [d["id"] for d in docs]
if len(docs) != 60:
    errors.append("expected 60 documents, found %d" % len(docs))
if len(set(ids)) != len(ids):
    errors.append("duplicate document ids")
if sorted(ids) != ["tr-%02d" % i for i in range(1, 61)]:
    errors.append("document ids are not exactly tr-01..tr-60")
by_id = {d["id"]: d for d in docs}
wc = {}
for d in docs:
    if set(d) != {"id", "title", "text"}:
        errors.append("%s: unexpected keys %s" % (d["id"], sorted(d)))
    if not d.get("title", "").strip() or not d.get("text", "").strip():
        errors.append("%s: empty title or text" % d["id"])
    n = len(d["text"].split())
    wc[d["id"]] = n
    if not 150 <= n <= 300:
        errors.append("%s: %d words (must be 150-300)" % (d["id"], n))
    if any(not ln.strip() for ln in d["text"].split("\n")):
        errors.append("%s: blank line inside text" % d["id"])

# ---------------------------------------------------------------- questions
qids = [q["id"] for q in queries]
if len(queries) != 40:
    errors.append("expected 40 questions, found %d" % len(queries))
if len(set(qids)) != len(qids):
    errors.append("duplicate question ids")
if sorted(qids) != ["tr-q%02d" % i for i in range(1, 41)]:
    errors.append("question ids are not exactly tr-q01..tr-q40")

mix = {}
gold = set()
for q in queries:
    sup = q["supporting"]
    mix[q["hops"]] = mix.get(q["hops"], 0) + 1
    if q["hops"] != len(sup):
        errors.append("%s: hops=%d but %d supporting docs" % (q["id"], q["hops"], len(sup)))
    if len(set(sup)) != len(sup):
        errors.append("%s: a document repeats inside the chain" % q["id"])
    for s in sup:
        if s not in by_id:
            errors.append("%s: supporting id %s does not exist" % (q["id"], s))
    gold.update(sup)
    if not q.get("question", "").strip() or not q.get("answer", "").strip():
        errors.append("%s: empty question or answer" % q["id"])

    c = chains.get(q["id"])
    if c is None:
        errors.append("%s: no chain metadata" % q["id"])
        continue
    if c["supporting"] != sup:
        errors.append("%s: chain metadata out of sync with queries.jsonl" % q["id"])
    if any(s not in by_id for s in sup):
        continue
    texts = [by_id[s]["title"] + "\n" + by_id[s]["text"] for s in sup]
    ev = c["evidence"]
    if ev not in texts[-1]:
        errors.append("%s: evidence %r not in final doc %s" % (q["id"], ev, sup[-1]))
    if len(sup) == 1:
        if c["bridges"]:
            errors.append("%s: one-hop question must have no bridges" % q["id"])
        continue
    if len(c["bridges"]) != len(sup) - 1:
        errors.append("%s: %d bridges for %d hops" % (q["id"], len(c["bridges"]), len(sup)))
        continue
    for i, b in enumerate(c["bridges"]):
        for j in (i, i + 1):
            if b not in texts[j]:
                errors.append("%s: bridge %r (hop %d) missing from %s" % (q["id"], b, i + 1, sup[j]))
    if ev in texts[0]:
        errors.append("%s: evidence %r already in first doc %s" % (q["id"], ev, sup[0]))
    for j in range(1, len(sup) - 1):
        if ev in texts[j]:
            notes.append("%s: evidence %r also in intermediate doc %s" % (q["id"], ev, sup[j]))
    for dx in DISTRACTORS:
        if dx in by_id and ev in by_id[dx]["title"] + "\n" + by_id[dx]["text"]:
            notes.append("%s: evidence %r also in distractor %s" % (q["id"], ev, dx))

want = {1: 10, 2: 12, 3: 12, 4: 6}
if mix != want:
    errors.append("hop mix %s, expected %s" % (dict(sorted(mix.items())), want))

# ---------------------------------------------------------------- distractors
if not 8 <= len(DISTRACTORS) <= 12:
    errors.append("expected about 10 distractors, found %d" % len(DISTRACTORS))
for dx in DISTRACTORS:
    if dx not in by_id:
        errors.append("distractor %s does not exist" % dx)
    if dx in gold:
        errors.append("distractor %s is used as gold" % dx)

# ---------------------------------------------------------------- traps
full = "Scientific Committee on Human Medicines"
with_full = [d["id"] for d in docs if full in d["title"] + d["text"]]
with_abbr = [d["id"] for d in docs if re.search(r"\bSCHM\b", d["title"] + d["text"])]
if len(with_full) != 1:
    errors.append("SCHM long form spelled out in %s (must be exactly one doc)" % with_full)
if len([x for x in with_abbr if x not in with_full]) < 3:
    errors.append("SCHM used alone in fewer than 3 docs")
for needle in ("KRV-214", "KRV-241", "Adaeze Okafor", "Emeka Okafor",
               "Pellucid Biosciences", "Auralis Therapeutics"):
    if not any(needle in d["text"] for d in docs):
        errors.append("trap string %r missing from corpus" % needle)

# ---------------------------------------------------------------- report
never_gold = sorted(set(ids) - gold - set(DISTRACTORS))
print("documents: %d (words min %d / max %d / mean %.0f)" % (
    len(docs), min(wc.values()), max(wc.values()), sum(wc.values()) / len(wc)))
print("questions: %d, hop mix %s" % (len(queries), dict(sorted(mix.items()))))
print("gold documents: %d; distractors: %d; other non-gold: %s" % (
    len(gold), len(DISTRACTORS), ", ".join(never_gold) or "none"))
print("SCHM spelled out in %s; used alone in %d docs" % (with_full, len(with_abbr) - len(with_full)))
for n in notes:
    print("note:", n)
if errors:
    for e in errors:
        print("ERROR:", e)
    print("CHECK FAILED (%d errors)" % len(errors))
    sys.exit(1)
print("CHECK PASSED")
