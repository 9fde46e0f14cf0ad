#!/usr/bin/env python3
"""Validate corpus.jsonl and queries.jsonl. Prints warnings, then "OK" if no errors."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import build  # noqa: E402
import queries_src  # noqa: E402

N_DOCS = 60
N_QUERIES = 40
MIN_WORDS, MAX_WORDS = 100, 350
MIN_DISTRACTORS = 14
MIN_STYLES = 10
# hops expected for each query id range
HOP_PLAN = [(1, 10, 1), (11, 22, 2), (23, 34, 3), (35, 40, 4)]

# abbreviations that must be spelled out in exactly one document and used
# only as the abbreviation in at least one other document
SINGLE_DEFINITION = {
    "AVPTA": "Amsel Vale Passenger Transport Authority",
    "OPSO": "Public Services Ombudsman",
    "BNRR": "Brennick Northern Relief Road",
    "RPI": "Report in the Public Interest",
    "Cr": "Corvanian crown",
}

# facts that, inside the named document, occur only in markdown table rows
TABLE_ONLY = [
    ("cv-26", "27.4%"),
    ("cv-27", "31.2%"),
    ("cv-27", "Callum Fenn"),
    ("cv-27", "Rhiannon Deverell"),
    ("cv-28", "AVMT"),
    ("cv-29", "31 March 2028"),
    ("cv-47", "Aisha Longworth"),
    ("cv-47", "Peter Merrow"),
]

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def warn(msg):
    warnings.append(msg)


def read_jsonl(name):
    path = os.path.join(OUT, name)
    rows = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}: blank line {i}")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}: line {i} is not valid JSON ({e})")
    return rows


def main():
    corpus = read_jsonl("corpus.jsonl")
    queries = read_jsonl("queries.jsonl")

    # ---- consistency with sources ----
    if corpus != build.corpus_rows():
        err("corpus.jsonl differs from the sources; run build.py")
    if queries != build.query_rows():
        err("queries.jsonl differs from the sources; run build.py")

    # ---- documents ----
    if len(corpus) != N_DOCS:
        err(f"expected {N_DOCS} documents, found {len(corpus)}")
    expected_ids = [f"cv-{i:02d}" for i in range(1, N_DOCS + 1)]
    ids = [d.get("id") for d in corpus]
    if ids != expected_ids:
        err("document ids are not exactly cv-01..cv-60 in order")
    docs = {}
    for d in corpus:
        if set(d) != {"id", "title", "text"}:
            err(f"{d.get('id')}: keys must be id, title, text (found {sorted(d)})")
        did = d.get("id")
        text = d.get("text", "")
        if not isinstance(d.get("title"), str) or not d["title"].strip():
            err(f"{did}: empty title")
        if not isinstance(text, str) or not text:
            err(f"{did}: empty text")
            continue
        if "\n\n" in text or text.startswith("\n") or text.endswith("\n"):
            err(f"{did}: blank line / stray newline in text")
        if "\r" in text or "\t" in text:
            err(f"{did}: carriage return or tab in text")
        for ln in text.split("\n"):
            if not ln.strip():
                err(f"{did}: whitespace-only line")
            elif ln != ln.strip():
                err(f"{did}: leading/trailing whitespace on line {ln[:40]!r}")
        wc = len(text.split())
        if not MIN_WORDS <= wc <= MAX_WORDS:
            err(f"{did}: {wc} words (must be {MIN_WORDS}-{MAX_WORDS})")
        docs[did] = text
    if len(docs) != len(set(ids)):
        err("duplicate document ids")

    styles = {d.get("style") for d in build.load_docs()}
    if len(styles) < MIN_STYLES:
        err(f"only {len(styles)} document styles (need {MIN_STYLES})")

    # ---- queries ----
    if len(queries) != N_QUERIES:
        err(f"expected {N_QUERIES} queries, found {len(queries)}")
    expected_qids = [f"cv-q{i:02d}" for i in range(1, N_QUERIES + 1)]
    if [q.get("id") for q in queries] != expected_qids:
        err("query ids are not exactly cv-q01..cv-q40 in order")
    src = {q["id"]: q for q in queries_src.QUERIES}
    hop_count = {}
    used = set()
    for q in queries:
        qid = q.get("id")
        if set(q) != {"id", "question", "answer", "supporting", "hops"}:
            err(f"{qid}: keys must be id, question, answer, supporting, hops")
        sup = q.get("supporting", [])
        ans = q.get("answer", "")
        hops = q.get("hops")
        question = q.get("question", "")
        if not question.strip() or not ans.strip():
            err(f"{qid}: empty question or answer")
        if hops != len(sup):
            err(f"{qid}: hops {hops} != len(supporting) {len(sup)}")
        if len(set(sup)) != len(sup):
            err(f"{qid}: repeated document in supporting")
        missing = [s for s in sup if s not in docs]
        if missing:
            err(f"{qid}: unknown supporting ids {missing}")
            continue
        used.update(sup)
        hop_count[hops] = hop_count.get(hops, 0) + 1
        num = int(qid[4:])
        for lo, hi, h in HOP_PLAN:
            if lo <= num <= hi and hops != h:
                err(f"{qid}: expected {h} hops, found {hops}")
        # answer
        if ans.lower() in question.lower():
            err(f"{qid}: answer appears in the question")
        if ans not in docs[sup[-1]]:
            err(f"{qid}: answer {ans!r} not in last supporting doc {sup[-1]}")
        for s in sup[:-1]:
            if ans.lower() in docs[s].lower():
                err(f"{qid}: answer {ans!r} already appears in earlier chain doc {s}")
        outside = [d for d in docs if d not in sup and ans.lower() in docs[d].lower()]
        if outside:
            warn(f"{qid}: answer {ans!r} also appears outside its chain in {outside}")
        # anchor + bridges (from the source file)
        s = src.get(qid)
        if s is None:
            err(f"{qid}: missing from queries_src")
            continue
        anchor = s.get("anchor", "")
        if not anchor or anchor not in question:
            err(f"{qid}: anchor {anchor!r} not in question")
        elif anchor not in docs[sup[0]]:
            err(f"{qid}: anchor {anchor!r} not in first supporting doc {sup[0]}")
        bridges = s.get("bridges", [])
        if len(bridges) != len(sup) - 1:
            err(f"{qid}: {len(bridges)} bridges for {len(sup)} documents (need one per hop = {len(sup) - 1})")
            continue
        for i, b in enumerate(bridges):
            a, c = sup[i], sup[i + 1]
            if b not in docs[a]:
                err(f"{qid}: bridge {b!r} not in {a}")
            if b not in docs[c]:
                err(f"{qid}: bridge {b!r} not in {c}")
            for earlier in sup[:i]:
                if b.lower() in docs[earlier].lower():
                    warn(f"{qid}: later bridge {b!r} ({a}->{c}) already appears in earlier chain doc {earlier}")

    for lo, hi, h in HOP_PLAN:
        want = hi - lo + 1
        if hop_count.get(h, 0) != want:
            err(f"{hop_count.get(h, 0)} queries with {h} hops (expected {want})")

    distractors = [d for d in docs if d not in used]
    if len(distractors) < MIN_DISTRACTORS:
        err(f"only {len(distractors)} distractors (need {MIN_DISTRACTORS})")

    # ---- abbreviations spelled out in exactly one document ----
    for abbr, full in SINGLE_DEFINITION.items():
        defined = [d for d in docs if full.lower() in docs[d].lower()]
        pat = re.compile(r"(?<![A-Za-z])" + re.escape(abbr) + r"(?![a-z])")
        users = [d for d in docs if pat.search(docs[d]) and d not in defined]
        if len(defined) != 1:
            err(f"abbreviation {abbr}: expansion {full!r} appears in {len(defined)} documents {defined}")
        if not users:
            err(f"abbreviation {abbr}: not used without expansion in any other document")

    # ---- facts that live only in table cells ----
    for did, fact in TABLE_ONLY:
        lines = docs.get(did, "").split("\n")
        in_table = [ln for ln in lines if fact in ln and ln.startswith("|")]
        in_prose = [ln for ln in lines if fact in ln and not ln.startswith("|")]
        if not in_table or in_prose:
            err(f"{did}: fact {fact!r} should occur only in table rows")

    # ---- report ----
    for w in warnings:
        print("WARN:", w)
    for e in errors:
        print("ERROR:", e)
    print(f"documents={len(docs)} queries={len(queries)} hops={dict(sorted(hop_count.items()))} "
          f"distractors={len(distractors)} styles={len(styles)} warnings={len(warnings)}")
    if errors:
        print(f"FAILED with {len(errors)} error(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
