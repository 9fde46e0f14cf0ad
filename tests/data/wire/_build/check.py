#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl in the parent directory.

Hard checks (any failure -> exit 1):
  * corpus: 60 docs, ids wr-01..wr-60, unique, non-empty title/text, 120-600 words
  * queries: 40, ids unique, every supporting id exists, supporting ids distinct,
    hops == len(supporting), answer occurs (case-insensitive) in the last
    supporting document, hop counts are 1:8, 2:12, 3:12, 4:8
  * abbreviations: each listed full form occurs in exactly one document
    (together with its short form there), and the short form is used in at
    least one other document; at least six such abbreviations.

Diagnostics (printed, never fatal):
  * answer strings that also occur in earlier supporting documents
  * for multi-hop questions, the rank of each supporting document under a
    simple TF-IDF search using only the question words (a later-hop doc
    ranked 1st may be findable without the bridge).
"""
import json, math, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))

# short form -> full form (full form must appear in exactly one document)
ABBREVIATIONS = {
    "CRC": "Communications Regulatory Commission",
    "MTR": "mobile termination rate",
    "SCC": "Selkie Cable Consortium",
    "CLS": "cable landing station",
    "LVP": "Last Valley Programme",
    "PIR": "post-incident review",
    "TAT": "Telecommunications Appeals Tribunal",
    "OTO": "Office of the Telecommunications Ombudsman",
    "NNP": "National Numbering Plan",
}
EXPECTED_HOPS = {1: 8, 2: 12, 3: 12, 4: 8}

errors = []
def err(msg):
    errors.append(msg)

def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)} line {n}: invalid JSON ({e})")
    return rows

corpus = load_jsonl(os.path.join(ROOT, "corpus.jsonl"))
queries = load_jsonl(os.path.join(ROOT, "queries.jsonl"))

# ---------------- corpus ----------------
docs = {}
for d in corpus:
    for k in ("id", "title", "text"):
        if not isinstance(d.get(k), str) or not d.get(k).strip():
            err(f"doc {d.get('id')}: missing/empty field {k!r}")
    if d.get("id") in docs:
        err(f"duplicate doc id {d['id']}")
    docs[d.get("id")] = d
expected_ids = [f"wr-{i:02d}" for i in range(1, 61)]
if sorted(docs) != expected_ids:
    err(f"doc ids are not exactly wr-01..wr-60 (got {len(docs)} docs)")
word_counts = {}
for did, d in docs.items():
    wc = len(d.get("text", "").split())
    word_counts[did] = wc
    if not 120 <= wc <= 600:
        err(f"doc {did}: {wc} words (must be 120-600)")

# ---------------- abbreviations ----------------
abbr_ok = 0
for short, full in ABBREVIATIONS.items():
    full_docs = [did for did, d in docs.items() if full.lower() in d["text"].lower()]
    short_re = re.compile(r"\b" + re.escape(short) + r"\b")
    short_docs = [did for did, d in docs.items() if short_re.search(d["text"])]
    if len(full_docs) != 1:
        err(f"abbreviation {short}: full form {full!r} occurs in {len(full_docs)} docs {full_docs} (want exactly 1)")
        continue
    if full_docs[0] not in short_docs:
        err(f"abbreviation {short}: defining doc {full_docs[0]} does not use the short form")
        continue
    others = [x for x in short_docs if x != full_docs[0]]
    if not others:
        err(f"abbreviation {short}: short form never used outside {full_docs[0]}")
        continue
    abbr_ok += 1
    print(f"  abbr {short:4s} defined in {full_docs[0]}, short form used in {len(others)} other docs")
if abbr_ok < 6:
    err(f"only {abbr_ok} abbreviations satisfy the define-once rule (need >= 6)")

# ---------------- queries ----------------
qids = set()
hop_counts = Counter()
for q in queries:
    qid = q.get("id")
    if qid in qids:
        err(f"duplicate query id {qid}")
    qids.add(qid)
    for k in ("question", "answer"):
        if not isinstance(q.get(k), str) or not q[k].strip():
            err(f"{qid}: missing/empty {k!r}")
    sup = q.get("supporting")
    if not isinstance(sup, list) or not sup:
        err(f"{qid}: supporting must be a non-empty list")
        continue
    for s in sup:
        if s not in docs:
            err(f"{qid}: supporting id {s} does not exist")
    if len(set(sup)) != len(sup):
        err(f"{qid}: supporting ids are not distinct {sup}")
    if q.get("hops") != len(sup):
        err(f"{qid}: hops={q.get('hops')} but {len(sup)} supporting docs")
    hop_counts[q.get("hops")] += 1
    last = docs.get(sup[-1])
    if last and q.get("answer", "").lower() not in last["text"].lower():
        err(f"{qid}: answer {q.get('answer')!r} not found in last supporting doc {sup[-1]}")
if len(queries) != 40:
    err(f"expected 40 queries, got {len(queries)}")
if dict(hop_counts) != EXPECTED_HOPS:
    err(f"hop counts {dict(sorted(hop_counts.items()))} != {EXPECTED_HOPS}")

# ---------------- diagnostics ----------------
TOKEN = re.compile(r"[a-z0-9]+(?:[-/.][a-z0-9]+)*")
STOP = set("""a an the of to in on at by for from with and or is was were be been are what which who whom
whose when where how many much did does do that this those these its it his her their there than
then into as under after before later now once one s per""".split())

def toks(text):
    return [t for t in TOKEN.findall(text.lower()) if t not in STOP]

doc_tf = {did: Counter(toks(d["title"] + " " + d["text"])) for did, d in docs.items()}
df = Counter()
for tf in doc_tf.values():
    df.update(tf.keys())
N = len(docs)
def score(qtoks, did):
    tf = doc_tf[did]
    length = sum(tf.values()) or 1
    return sum((tf[t] / length) ** 0.5 * math.log(1 + N / df[t]) for t in set(qtoks) if t in tf)

print()
print("Diagnostics (not failures):")
leaks, shortcuts = 0, 0
for q in queries:
    sup = q["supporting"]
    ans = q["answer"].lower()
    earlier = [s for s in sup[:-1] if s in docs and ans in docs[s]["text"].lower()]
    if earlier:
        leaks += 1
        print(f"  {q['id']}: answer also appears in earlier supporting doc(s) {earlier}")
    if len(sup) > 1:
        qt = toks(q["question"])
        ranking = sorted(docs, key=lambda d: -score(qt, d))
        ranks = {s: ranking.index(s) + 1 for s in sup if s in docs}
        flag = ""
        if ranks.get(sup[-1]) == 1:
            shortcuts += 1
            flag = "   <- last hop ranks 1st from question words"
        print(f"  {q['id']} ({len(sup)}-hop) TF-IDF ranks: " +
              ", ".join(f"{s}:{ranks.get(s)}" for s in sup) + flag)
print(f"  answer leaks into earlier hops: {leaks}; last-hop-ranked-first: {shortcuts}")

print()
print(f"corpus: {len(docs)} docs, words min/median/max = "
      f"{min(word_counts.values())}/{sorted(word_counts.values())[len(word_counts)//2]}/{max(word_counts.values())}")
print(f"queries: {len(queries)}, hop counts = {dict(sorted(hop_counts.items()))}")
if errors:
    print(f"\nFAIL: {len(errors)} error(s)")
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nPASS: all checks passed")
