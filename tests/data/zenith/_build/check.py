"""Validate the Zenith evaluation set. Exits non-zero on any failure."""
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
from queries_data import QUERIES  # noqa: E402

ENCYCLOPEDIC = {"encyclopedia article", "gazetteer entry", "biographical dictionary entry"}

# (abbreviation, long form): the long form must occur in exactly one document,
# and the abbreviation must occur bare in at least one other document.
ABBREVIATIONS = [
    ("HES", "Halcyon Echelle Spectrograph"),
    ("ISP", "Institute of Stellar Physics"),
    ("BSRI", "Brennhollow Space Research Institute"),
    ("OASI", "Orvenland Astrophysics and Space Institute"),
    ("OVSA", "Orvenland Space Agency"),
    ("TALLIS", "Transient and Lightcurve Imaging Satellite"),
    ("SWFS", "Skarra Wide-Field Survey"),
    ("TRC", "Tarnmoor Radio Catalogue"),
    ("OAS", "Orvenland Astronomical Society"),
    ("OSF", "Orvenland Science Foundation"),
    ("LUO", "Lindqvarn University Observatory"),
    ("LAAC", "Lindqvarn Amateur Astronomers' Circle"),
    ("OTB", "Orvenland Telegram Bureau"),
    ("PTA", "Panel for Telescope Allocation"),
    ("MPNC", "Minor Planet Naming Committee"),
    ("KDSZ", "Ketterby Dark Sky Zone"),
]

RENAME_OLD, RENAME_NEW = "Kettleridge", "Halloran Observatory"
MERGER_NEW = "OASI"
MERGER_OLD = ["ISP", "BSRI"]

LOOKALIKES = [  # near-identical names that must both be present
    ("Lumenar Optics", "Lumenara Optical"),
    ("Orrin Medal", "Orrick Medal"),
    ("Tomas Erdal", "Tomas Erdahl"),
]
SHARED_SURNAMES = [  # unrelated people with the same surname
    ("Edda Halloran", "Piet Halloran"),
    ("Dorian Fell", "Maren Fell"),
    ("Ester Quill", "Tobias Quill"),
    ("Oskar Brune", "Ida Brune"),
]

# Bridge isolation: documents containing ALL strings of a tuple must be exactly the set given.
BRIDGES = [
    (("HES", "Kelderan"), {"zn-06"}),
    (("HES", "Thorvald"), {"zn-05"}),
    (("HES", "Lumenar"), {"zn-05"}),
    (("Kettleridge", "ISP"), {"zn-06"}),
    (("Tarnmoor", "BSRI"), {"zn-45"}),
    (("Ester Quill", "OSN 2022c"), {"zn-51"}),
    (("Quill", "Dorian Fell"), {"zn-15"}),
    (("Dorian Fell", "Clara Ennis", "adviser"), {"zn-14"}),
    (("Bertil Kaspersen", "supervisor"), {"zn-13"}),
    (("Kaspersen", "Thorvald", "doctorate"), {"zn-12"}),
    (("Dorian Fell", "TALLIS"), {"zn-32"}),
    (("TALLIS", "12-m"), {"zn-32"}),
    (("TALLIS", "Vaskor-2"), {"zn-33"}),
    (("Maren Fell", "TALLIS"), {"zn-34"}),
    (("Piet Halloran", "C/1997 P1"), {"zn-10"}),
    (("Comet Halloran", "A Comet Over the Hedge"), {"zn-17"}),
    (("Lumenara Optical", "reflector"), {"zn-26"}),
    (("Lumenara Optical", "Drossel"), {"zn-44"}),
    (("Pell's Variable", "J1842+3920"), {"zn-49"}),
    (("Jorunn Pell", "Pell's Variable"), {"zn-18"}),
    (("Jorunn Pell", "Orrin"), {"zn-38"}),
    (("Bertil Kaspersen", "Orrin"), {"zn-38"}),
    (("Tomas Erdal", "Orrick Medal"), {"zn-50"}),
    (("Erdal", "41877"), {"zn-11"}),
    (("Mohl", "Aldersund"), {"zn-03"}),
    (("Mohl", "carbon stars"), {"zn-03"}),
    (("Stavik", "Lumenar Optics"), {"zn-08"}),
    (("Thorvald Telescope", "Brennhollow Museum of Science"), {"zn-36"}),
    (("Aurelia Thorvald", "1967"), {"zn-01"}),
    (("B23A-04", "OSN 2022c"), {"zn-22"}),
    (("HES", "Brask", "loan", "LUO", "OASI"), {"zn-24"}),
    (("Lene Varga", "first director"), {"zn-09"}),
    (("Oskar Brune", "undergraduate"), {"zn-13"}),
]

WORD = re.compile(r"[A-Za-z0-9]+")
errors = []


def fail(msg):
    errors.append(msg)


def words(text):
    return WORD.findall(text)


def has_token(text, tok):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(tok) + r"(?![A-Za-z0-9])", text) is not None


def main():
    # ---------- load built files ----------
    corpus_path = os.path.join(ROOT, "corpus.jsonl")
    queries_path = os.path.join(ROOT, "queries.jsonl")
    for p in (corpus_path, queries_path):
        if not os.path.exists(p):
            print(f"FAIL: {p} missing; run build.py first")
            sys.exit(1)
    corpus = [json.loads(l) for l in open(corpus_path, encoding="utf-8") if l.strip()]
    queries = [json.loads(l) for l in open(queries_path, encoding="utf-8") if l.strip()]
    src_docs = DOCS_A + DOCS_B

    # ---------- corpus ----------
    for d in corpus:
        if set(d) != {"id", "title", "text"}:
            fail(f"{d.get('id')}: corpus fields {sorted(d)} != id,title,text")
    ids = [d["id"] for d in corpus]
    if ids != [f"zn-{i:02d}" for i in range(1, 61)]:
        fail("corpus ids are not exactly zn-01..zn-60 in order")
    if len(set(ids)) != 60:
        fail(f"{len(set(ids))} unique ids, expected 60")
    if [(d["id"], d["title"], d["text"]) for d in src_docs] != [(d["id"], d["title"], d["text"]) for d in corpus]:
        fail("corpus.jsonl is out of date with docs_a/docs_b; rebuild")
    if [d["id"] for d in DOCS_A] != [f"zn-{i:02d}" for i in range(1, 31)]:
        fail("docs_a.py must hold zn-01..zn-30")
    if [d["id"] for d in DOCS_B] != [f"zn-{i:02d}" for i in range(31, 61)]:
        fail("docs_b.py must hold zn-31..zn-60")
    docs = {d["id"]: d for d in corpus}
    texts = {d["id"]: d["title"] + "\n" + d["text"] for d in corpus}

    wc = {}
    for d in corpus:
        n = len(words(d["text"]))
        wc[d["id"]] = n
        if not 180 <= n <= 350:
            fail(f"{d['id']}: {n} words, outside 180-350")

    genres = [d["genre"] for d in src_docs]
    if len(set(genres)) != 60:
        dup = [g for g, c in Counter(genres).items() if c > 1]
        fail(f"genres not distinct: {dup}")
    n_enc = sum(g in ENCYCLOPEDIC for g in genres)
    if n_enc > 4 or 60 - n_enc < 56:
        fail(f"{n_enc} encyclopedic documents (max 4)")

    # ---------- queries ----------
    if [q["id"] for q in queries] != [f"q{i:02d}" for i in range(1, 41)]:
        fail("query ids are not q01..q40 in order")
    for q in queries:
        if set(q) != {"id", "question", "answer", "supporting", "hops"}:
            fail(f"{q['id']}: fields {sorted(q)}")
    split = Counter(q["hops"] for q in queries)
    if dict(split) != {1: 8, 2: 12, 3: 12, 4: 8}:
        fail(f"hop split {dict(split)} != 8/12/12/8")
    for q in queries:
        sup = q["supporting"]
        if len(sup) != q["hops"]:
            fail(f"{q['id']}: len(supporting)={len(sup)} != hops={q['hops']}")
        if len(set(sup)) != len(sup):
            fail(f"{q['id']}: supporting ids not distinct")
        for s in sup:
            if s not in docs:
                fail(f"{q['id']}: unknown supporting id {s}")
        if sup and sup[-1] in docs and q["answer"] not in docs[sup[-1]]["text"]:
            fail(f"{q['id']}: answer {q['answer']!r} not verbatim in last supporting doc {sup[-1]}")
        if q["answer"].lower() in q["question"].lower():
            fail(f"{q['id']}: answer appears in the question")

    # ---------- no shared 8-word run ----------
    grams = {}
    for d in corpus:
        toks = [t.lower() for t in words(d["title"] + " " + d["text"])]
        for i in range(len(toks) - 7):
            grams.setdefault(tuple(toks[i:i + 8]), d["id"])
    for q in queries:
        toks = [t.lower() for t in words(q["question"])]
        for i in range(len(toks) - 7):
            g = tuple(toks[i:i + 8])
            if g in grams:
                fail(f"{q['id']}: shares 8-word run with {grams[g]}: {' '.join(g)}")

    # ---------- abbreviations ----------
    for ab, long in ABBREVIATIONS:
        with_long = [i for i, t in texts.items() if long in t]
        if len(with_long) != 1:
            fail(f"abbreviation {ab}: long form {long!r} in {len(with_long)} docs {with_long}, expected 1")
            continue
        definer = with_long[0]
        if not has_token(texts[definer], ab):
            fail(f"abbreviation {ab}: defining doc {definer} does not show the short form")
        bare = [i for i, t in texts.items() if i != definer and has_token(t, ab)]
        if not bare:
            fail(f"abbreviation {ab}: never used bare outside {definer}")
    if len(ABBREVIATIONS) < 12:
        fail("fewer than 12 abbreviations")

    # ---------- rename ----------
    both = [i for i, t in texts.items() if RENAME_OLD in t and RENAME_NEW in t]
    only_old = [i for i, t in texts.items() if RENAME_OLD in t and RENAME_NEW not in t]
    only_new = [i for i, t in texts.items() if RENAME_NEW in t and RENAME_OLD not in t]
    if len(both) != 1:
        fail(f"rename: old and new names co-occur in {both}, expected exactly one doc")
    if not only_old or not only_new:
        fail("rename: need docs using only the old name and docs using only the new name")

    # ---------- merger ----------
    mixed = [i for i, t in texts.items() if has_token(t, MERGER_NEW) and any(has_token(t, o) for o in MERGER_OLD)]
    if len(mixed) != 1:
        fail(f"merger: old and new institute names co-occur in {mixed}, expected exactly one doc")
    for o in MERGER_OLD:
        if not [i for i, t in texts.items() if has_token(t, o) and not has_token(t, MERGER_NEW)]:
            fail(f"merger: no pre-merger doc uses {o}")

    # ---------- look-alikes and shared surnames ----------
    alltext = "\n".join(texts.values())
    for a, b in LOOKALIKES + SHARED_SURNAMES:
        for n in (a, b):
            if n not in alltext:
                fail(f"look-alike/shared-surname entity missing: {n}")
    for a, b in SHARED_SURNAMES:
        if a.split()[-1] != b.split()[-1]:
            fail(f"shared-surname pair does not share a surname: {a} / {b}")
    if len(SHARED_SURNAMES) < 3:
        fail("fewer than 3 shared-surname pairs")

    # ---------- bridge isolation ----------
    for strs, expect in BRIDGES:
        got = {i for i, t in texts.items() if all(s in t for s in strs)}
        if got != expect:
            fail(f"bridge {strs}: found in {sorted(got)}, expected {sorted(expect)}")

    # ---------- report ----------
    print(f"documents: {len(corpus)}; words min/max/mean: {min(wc.values())}/{max(wc.values())}/"
          f"{sum(wc.values()) / len(wc):.0f}")
    print(f"genres: {len(set(genres))} distinct, {n_enc} encyclopedic, {60 - n_enc} non-encyclopedic")
    print(f"queries: {len(queries)}; hop split: " + ", ".join(f"{k}-hop {split[k]}" for k in sorted(split)))
    print(f"abbreviations checked: {len(ABBREVIATIONS)}; bridge isolation checks: {len(BRIDGES)}")
    if errors:
        print(f"\nFAILED with {len(errors)} problem(s):")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("ALL CHECKS PASSED")


if __name__ == "__main__":
    main()
