#!/usr/bin/env python3
"""Validate the Encore dataset. Exits non-zero on any failure."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from docs_a import DOCS_A  # noqa: E402
from docs_b import DOCS_B  # noqa: E402

errors = []


def fail(msg):
    errors.append(msg)


WORD_RE = re.compile(r"[A-Za-z0-9\u00C0-\u024F]+(?:['\u2019.,\-][A-Za-z0-9\u00C0-\u024F]+)*")


def words(text):
    """Words for the length check: runs of letters/digits (internal ' . , - allowed);
    pure punctuation such as table pipes or bullets is not counted."""
    return WORD_RE.findall(text)


def ngram_tokens(text):
    return re.findall(r"[a-z0-9]+", text.lower())


def load_jsonl(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                continue
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as e:
                fail(f"{os.path.basename(path)} line {i}: bad JSON ({e})")
    return out


corpus = load_jsonl(os.path.join(ROOT, "corpus.jsonl"))
queries = load_jsonl(os.path.join(ROOT, "queries.jsonl"))

# ---------------- corpus ----------------
if len(corpus) != 60:
    fail(f"expected 60 documents, found {len(corpus)}")
ids = [d.get("id") for d in corpus]
if len(set(ids)) != len(ids):
    fail(f"duplicate document ids: {[k for k, v in Counter(ids).items() if v > 1]}")
expected_ids = [f"en-{i:02d}" for i in range(1, 61)]
if sorted(ids) != expected_ids:
    fail("document ids are not exactly en-01 .. en-60")
docs = {}
for d in corpus:
    if set(d.keys()) != {"id", "title", "text"}:
        fail(f"{d.get('id')}: keys must be id/title/text, got {sorted(d.keys())}")
    if not d.get("title") or not d.get("text"):
        fail(f"{d.get('id')}: empty title or text")
    n = len(words(d.get("text", "")))
    if not 180 <= n <= 350:
        fail(f"{d.get('id')}: {n} words (must be 180-350)")
    docs[d["id"]] = d

# genres: all different, at least 45 non-encyclopedic
src = DOCS_A + DOCS_B
genres = [d["genre"] for d in src]
if len(set(genres)) != 60:
    fail(f"genres are not all different: {[k for k, v in Counter(genres).items() if v > 1]}")
ency = [d["id"] for d in src if re.search(r"wiki|encyclop|dictionary", d["genre"], re.I)]
if 60 - len(ency) < 45:
    fail(f"only {60 - len(ency)} non-encyclopedic documents")

# ---------------- queries ----------------
if len(queries) != 40:
    fail(f"expected 40 queries, found {len(queries)}")
qids = [q.get("id") for q in queries]
if len(set(qids)) != len(qids):
    fail("duplicate query ids")
if sorted(qids) != [f"q{i:02d}" for i in range(1, 41)]:
    fail("query ids are not exactly q01 .. q40")

hop_counts = Counter(q.get("hops") for q in queries)
if dict(hop_counts) != {1: 8, 2: 12, 3: 12, 4: 8}:
    fail(f"hop split is {dict(sorted(hop_counts.items()))}, expected 1:8 2:12 3:12 4:8")

doc_ngrams = set()
for d in corpus:
    toks = ngram_tokens(d["text"]) 
    for i in range(len(toks) - 7):
        doc_ngrams.add(tuple(toks[i:i + 8]))
    toks = ngram_tokens(d["title"])
    for i in range(len(toks) - 7):
        doc_ngrams.add(tuple(toks[i:i + 8]))

for q in queries:
    qid = q.get("id")
    if set(q.keys()) != {"id", "question", "answer", "supporting", "hops"}:
        fail(f"{qid}: wrong keys {sorted(q.keys())}")
        continue
    sup = q["supporting"]
    if not isinstance(sup, list) or not sup:
        fail(f"{qid}: supporting must be a non-empty list")
        continue
    if len(sup) != q["hops"]:
        fail(f"{qid}: hops={q['hops']} but {len(sup)} supporting docs")
    if len(set(sup)) != len(sup):
        fail(f"{qid}: repeated supporting document")
    for s in sup:
        if s not in docs:
            fail(f"{qid}: supporting id {s} does not exist")
    if sup and sup[-1] in docs and q["answer"] not in docs[sup[-1]]["text"]:
        fail(f"{qid}: answer {q['answer']!r} not found verbatim in last supporting doc {sup[-1]}")
    if q["answer"].lower() in q["question"].lower():
        fail(f"{qid}: answer appears in the question")
    toks = ngram_tokens(q["question"])
    for i in range(len(toks) - 7):
        if tuple(toks[i:i + 8]) in doc_ngrams:
            fail(f"{qid}: question shares 8-word run with a document: {' '.join(toks[i:i + 8])!r}")
            break

# ---------------- trap checks ----------------
def docs_containing(s, case=False):
    if case:
        return [d["id"] for d in corpus if s in d["text"] or s in d["title"]]
    s2 = s.lower()
    return [d["id"] for d in corpus if s2 in d["text"].lower() or s2 in d["title"].lower()]

# abbreviations spelled out in exactly one document, then used bare elsewhere
ABBREV = {
    "VPO": "Vendholm Philharmonic",
    "SSO": "Saltmere Symphony",
    "QNP": "Quellmark National Philharmonic",
    "RQCM": "Royal Quellmark Conservatory",
    "SAM": "Saltmere Academy of Music",
    "QRS": "Quellmark Radio Service",
    "AIVC": "Aske International Violin Competition",
    "LSF": "Lissefjord Summer Festival",
    "TMH": "Tessaly Media Holdings",
    "QIT": "Quellmark Instrument Trust",
    "QMU": "Quellmark Musicians' Union",
    "EB": "Edition Brannock",
    "QAC": "Quellmark Arts Council",
    "QGME": "Quellmark Graded Music Examinations",
    "SOC": "Saltmere Opera Company",
}
for ab, full in ABBREV.items():
    spelled = docs_containing(full)
    if len(spelled) != 1:
        fail(f"abbreviation {ab}: full form {full!r} appears in {spelled} (must be exactly one doc)")
    pat = re.compile(r"\b" + re.escape(ab) + r"\b")
    bare = [d["id"] for d in corpus if pat.search(d["text"]) and d["id"] not in spelled]
    if len(bare) < 1:
        fail(f"abbreviation {ab}: never used without its spelled-out form")
if len(ABBREV) < 10:
    fail("fewer than ten abbreviations")

# renamed venue: both names together in exactly one document
both = [d["id"] for d in corpus if "Saltmere Grand Theatre" in d["text"] and "Halvorsen Opera House" in d["text"]]
if len(both) != 1:
    fail(f"rename trap: old+new opera-house names co-occur in {both} (must be exactly one)")
if not docs_containing("Saltmere Grand Theatre", True) or len(docs_containing("Halvorsen Opera House", True)) < 2:
    fail("rename trap: old or new name missing elsewhere")

# near-identical names and shared surnames present
for s in ["Ilse Marrow", "Ilsa Morrow", "Corvid Classics", "Corvida Records", "Golden Lyre", "Golden Lyra",
          "Magnus Pell", "Ada Pell", "Tomas Vell", "Irja Vell"]:
    if not docs_containing(s, True):
        fail(f"trap entity {s!r} missing from corpus")

if errors:
    print(f"CHECK FAILED: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)

wc = [len(words(d["text"])) for d in corpus]
print("CHECK PASSED")
print(f"  documents: {len(corpus)} (words min {min(wc)}, max {max(wc)}, mean {sum(wc)/len(wc):.0f})")
print(f"  genres: {len(set(genres))} distinct, {60 - len(ency)} non-encyclopedic")
print(f"  queries: {len(queries)}  hop split: {dict(sorted(hop_counts.items()))}")
print(f"  abbreviations checked: {len(ABBREV)}")
