#!/usr/bin/env python3
"""Validate the Ledger evaluation set. Exits non-zero on any failure."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from build import all_docs, all_queries  # noqa: E402

WORD = re.compile(r"[A-Za-z0-9]+")
MIN_WORDS, MAX_WORDS = 180, 350
N_DOCS = 60
HOP_SPLIT = {1: 8, 2: 12, 3: 12, 4: 8}
NGRAM = 8
MAX_ENCYCLOPEDIC = 4
ENCYCLOPEDIC_GENRES = {"product overview", "glossary", "encyclopedia entry",
                       "wiki article", "service overview", "company profile"}

# abbreviation -> (long form, id of the one document that spells it out)
ABBREVIATIONS = {
    "TLR": ("Transfer Ledger Record", "lg-02"),
    "CVT": ("Card Vault Token", "lg-02"),
    "SBW": ("Settlement Batch Window", "lg-34"),
    "ACW": ("Async Commit Window", "lg-16"),
    "LCB": ("Ledger Control Board", "lg-36"),
    "WSK": ("Webhook Signing Key", "lg-50"),
    "KYB": ("Know Your Business", "lg-42"),
    "FXQ": ("Foreign Exchange Quote", "lg-57"),
    "RPO": ("Recovery Point Objective", "lg-29"),
    "RTO": ("Recovery Time Objective", "lg-29"),
    "SLO": ("Service Level Objective", "lg-47"),
    "PSP": ("Payment Service Provider", "lg-25"),
    "DPA": ("Data Processing Addendum", "lg-49"),
    "PRQ": ("Payout Request Queue", "lg-38"),
    "MRC": ("Merchant Reconciliation Cycle", "lg-52"),
    "RSL": ("Risk Score Lease", "lg-37"),
}
MIN_ABBREVIATIONS = 14

# renamed service: old and new name together in exactly one document
RENAME_OLD, RENAME_NEW, RENAME_DOC = "Magpie", "Settlewright", "lg-15"

failures = []


def fail(msg):
    failures.append(msg)


def words(s):
    return WORD.findall(s)


def ngrams(s, n=NGRAM):
    w = [x.lower() for x in words(s)]
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def long_form_re(long_form):
    parts = [re.escape(p) for p in long_form.split()]
    return re.compile(r"\b" + r"[\s\-]+".join(parts) + r"\b", re.IGNORECASE)


def main():
    docs = all_docs()
    queries = all_queries()
    by_id = {d["id"]: d for d in docs}

    # ---- jsonl files agree with the sources ----
    try:
        with open(os.path.join(ROOT, "corpus.jsonl"), encoding="utf-8") as f:
            corpus = [json.loads(line) for line in f if line.strip()]
        with open(os.path.join(ROOT, "queries.jsonl"), encoding="utf-8") as f:
            qfile = [json.loads(line) for line in f if line.strip()]
    except FileNotFoundError as e:
        fail(f"missing output file, run build.py first: {e}")
        corpus, qfile = [], []
    for row in corpus:
        if set(row) != {"id", "title", "text"}:
            fail(f"corpus row {row.get('id')} has keys {sorted(row)}")
        src = by_id.get(row.get("id"))
        if not src or src["title"] != row.get("title") or src["text"] != row.get("text"):
            fail(f"corpus row {row.get('id')} is out of date with the sources")
    if len(corpus) != len(docs):
        fail(f"corpus.jsonl has {len(corpus)} rows, sources have {len(docs)}")
    if qfile != queries:
        fail("queries.jsonl is out of date with queries_data.py")
    for row in qfile:
        if set(row) != {"id", "question", "answer", "supporting", "hops"}:
            fail(f"query row {row.get('id')} has keys {sorted(row)}")

    # ---- documents ----
    ids = [d["id"] for d in docs]
    expected_ids = [f"lg-{i:02d}" for i in range(1, N_DOCS + 1)]
    if len(ids) != N_DOCS:
        fail(f"expected {N_DOCS} documents, found {len(ids)}")
    if len(set(ids)) != len(ids):
        fail(f"duplicate document ids: {[k for k, v in Counter(ids).items() if v > 1]}")
    if sorted(ids) != expected_ids:
        fail("document ids are not exactly lg-01 .. lg-60")
    for d in docs:
        n = len(words(d["text"]))
        if not (MIN_WORDS <= n <= MAX_WORDS):
            fail(f"{d['id']} has {n} words (allowed {MIN_WORDS}-{MAX_WORDS})")
        if not d["title"]:
            fail(f"{d['id']} has no title")
    genres = [d["genre"].lower() for d in docs]
    dup_genres = [g for g, c in Counter(genres).items() if c > 1]
    if dup_genres:
        fail(f"repeated genres: {dup_genres}")
    if len(set(genres)) != N_DOCS:
        fail(f"expected {N_DOCS} distinct genres, found {len(set(genres))}")
    n_enc = sum(g in ENCYCLOPEDIC_GENRES for g in genres)
    if n_enc > MAX_ENCYCLOPEDIC:
        fail(f"{n_enc} encyclopedic documents (max {MAX_ENCYCLOPEDIC})")

    # ---- abbreviations ----
    if len(ABBREVIATIONS) < MIN_ABBREVIATIONS:
        fail(f"only {len(ABBREVIATIONS)} abbreviations (need {MIN_ABBREVIATIONS})")
    full = {d["id"]: d["title"] + "\n" + d["text"] for d in docs}
    for abbr, (long_form, home) in ABBREVIATIONS.items():
        lf = long_form_re(long_form)
        spelled = [i for i in ids if lf.search(full[i])]
        if spelled != [home]:
            fail(f"{abbr}: long form '{long_form}' found in {spelled}, expected only [{home}]")
        bare = re.compile(r"\b" + re.escape(abbr) + r"\b")
        used = [i for i in ids if i != home and bare.search(full[i])]
        if not used:
            fail(f"{abbr}: not used bare in any document other than {home}")

    # ---- renamed service ----
    old_re = re.compile(r"\b" + RENAME_OLD.lower(), re.IGNORECASE)
    new_re = re.compile(r"\b" + RENAME_NEW.lower(), re.IGNORECASE)
    both = [i for i in ids if old_re.search(full[i]) and new_re.search(full[i])]
    if both != [RENAME_DOC]:
        fail(f"rename: both names together in {both}, expected only [{RENAME_DOC}]")
    if not [i for i in ids if old_re.search(full[i]) and not new_re.search(full[i])]:
        fail("rename: old name never appears on its own")
    if not [i for i in ids if new_re.search(full[i]) and not old_re.search(full[i])]:
        fail("rename: new name never appears on its own")

    # ---- queries ----
    qids = [q["id"] for q in queries]
    if qids != [f"q{i:02d}" for i in range(1, 41)]:
        fail("query ids are not exactly q01 .. q40 in order")
    split = Counter(q["hops"] for q in queries)
    if dict(split) != HOP_SPLIT:
        fail(f"hop split is {dict(sorted(split.items()))}, expected {HOP_SPLIT}")
    doc_grams = {i: ngrams(full[i]) for i in ids}
    for q in queries:
        sup = q["supporting"]
        if len(sup) != q["hops"]:
            fail(f"{q['id']}: {len(sup)} supporting docs for {q['hops']} hops")
        if len(set(sup)) != len(sup):
            fail(f"{q['id']}: supporting docs are not distinct")
        missing = [s for s in sup if s not in by_id]
        if missing:
            fail(f"{q['id']}: unknown supporting docs {missing}")
            continue
        ans = q["answer"]
        if not ans.strip():
            fail(f"{q['id']}: empty answer")
        if ans not in by_id[sup[-1]]["text"]:
            fail(f"{q['id']}: answer {ans!r} not verbatim in {sup[-1]}")
        if ans.lower() in q["question"].lower():
            fail(f"{q['id']}: answer appears in the question")
        for s in sup[:-1]:
            if ans in by_id[s]["text"]:
                fail(f"{q['id']}: answer already present in earlier hop {s}")
        qg = ngrams(q["question"])
        for i in ids:
            shared = qg & doc_grams[i]
            if shared:
                fail(f"{q['id']}: shares an {NGRAM}-word run with {i}: {' '.join(sorted(shared)[0])}")

    # ---- report ----
    print(f"documents: {len(docs)}  genres: {len(set(genres))}  encyclopedic: {n_enc}")
    wc = [len(words(d['text'])) for d in docs]
    print(f"words per document: min {min(wc)}  max {max(wc)}  total {sum(wc)}")
    print(f"queries: {len(queries)}  hop split: {dict(sorted(split.items()))}")
    print(f"abbreviations checked: {len(ABBREVIATIONS)}")
    others = []
    for q in queries:
        extra = [i for i in ids if i not in q["supporting"] and q["answer"] in by_id[i]["text"]]
        if extra:
            others.append(f"{q['id']} ({q['answer']}): also in {', '.join(extra)}")
    if others:
        print("note (not a failure) - answers that also occur outside the chain:")
        for line in others:
            print("  " + line)
    if failures:
        print(f"\nFAILED: {len(failures)} problem(s)")
        for m in failures:
            print("  - " + m)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
