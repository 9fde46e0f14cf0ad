#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Build corpus.jsonl, queries.jsonl, _build/manifest.json and README.md.

Standard library only.  Run from anywhere:  python3 _build/build.py
Everything in the generated files is invented.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from docs import DOCS          # noqa: E402
from queries import QUERIES    # noqa: E402

ABBREVIATIONS = [
    # (initials, spelled-out form, the one document that spells it out)
    ("TISB", "Telemetry Interconnect Standards Board", "sp-25"),
    ("SRML", "Short-Range Metering Link", "sp-01"),
    ("RULT", "Reasonable and Uniform Licensing Terms", "sp-08"),
    ("IVE", "Interoperability Verification Event", "sp-17"),
    ("ACTH", "Accredited Conformance Test House", "sp-16"),
    ("LLTG", "Link Layer Task Group", "sp-04"),
]

TRAPS = {
    "nickname": {"short": "BQ", "full": "Quaye", "person": "Bartholomew Quaye",
                 "pair_doc": "sp-26"},
    "marketing_name": {"name": "Kingfisher", "version": "SRML 2.1",
                       "version_regex": r"\b2\.1\b", "pair_doc": "sp-03"},
    "rename": {"old": "Dunmore", "new": "Sarrowline", "pair_doc": "sp-10"},
    "near_identical_companies": ["Brightwell Metering", "Brightwell Metrics"],
    "shared_surname": ["Ilse Marrow", "Tobias Marrow"],
}

# facts that are stated only inside markdown table rows (lines starting "|")
TABLE_ONLY = [
    {"doc": "sp-02", "fact": "June 2013", "meaning": "publication month of SRML 2.0"},
    {"doc": "sp-09", "fact": "41%", "meaning": "Sarrowline's pool royalty allocation"},
    {"doc": "sp-09", "fact": "27%", "meaning": "Halberd Semiconductor's pool royalty allocation"},
    {"doc": "sp-14", "fact": "AH-12", "meaning": "test case passed only after retries"},
    {"doc": "sp-14", "fact": "Pass (3 retries)", "meaning": "result of the adaptive hopping test"},
    {"doc": "sp-29", "fact": "E-30-03", "meaning": "3.0 erratum originating from CR-0412"},
    {"doc": "sp-29", "fact": "E-30-05", "meaning": "withdrawn 3.0 erratum"},
]

# names/vocabulary a distractor must share with the supporting documents
SHARED_MARKERS = [
    "SRML", "TISB", "LLTG", "IVE", "ACTH", "RULT", "Kingfisher", "Sealed Frame",
    "Sarrowline", "Dunmore", "Brightwell", "Tessaly", "Halberd", "Quenby",
    "Clearmark", "Stellan", "Ambry", "Ilse", "BQ", "Quaye", "Fenwright",
    "Varnum", "Dagny", "T-Node 5", "Aquila", "CV-118 442", "CR-0412",
    "Corrigan Radio", "beacon", "plugfest", "Piet Oduya", "Wenna",
    "Teodor Brisk", "Edmund", "DT-40", "Lutz Hemming", "Fennick",
]


def main():
    supported = set()
    for q in QUERIES:
        supported.update(q["supporting"])
    distractors = [d["id"] for d in DOCS if d["id"] not in supported]

    # corpus.jsonl
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for d in DOCS:
            f.write(json.dumps({"id": d["id"], "title": d["title"],
                                "text": d["text"]}, ensure_ascii=False) + "\n")
    # queries.jsonl
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in QUERIES:
            f.write(json.dumps({"id": q["id"], "question": q["question"],
                                "answer": q["answer"],
                                "supporting": q["supporting"],
                                "hops": q["hops"]}, ensure_ascii=False) + "\n")
    # manifest used by check.py
    manifest = {
        "docs": [{"id": d["id"], "style": d["style"], "role": d["role"],
                  "main": d["main"]} for d in DOCS],
        "abbreviations": [{"abbr": a, "long": l, "defined_in": s}
                          for a, l, s in ABBREVIATIONS],
        "traps": TRAPS,
        "table_only": TABLE_ONLY,
        "links": {q["id"]: q["links"] for q in QUERIES},
        "declared_distractors": [d["id"] for d in DOCS if d["role"] == "D"],
        "shared_markers": SHARED_MARKERS,
    }
    with open(os.path.join(HERE, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=1)

    write_readme(distractors)
    print("wrote %d documents, %d queries, %d distractors"
          % (len(DOCS), len(QUERIES), len(distractors)))


def wc(text):
    return sum(1 for t in text.split() if any(c.isalnum() for c in t))


def write_readme(distractors):
    L = []
    a = L.append
    a("# SRML multi-hop retrieval set (fictional)")
    a("")
    a("**Everything in this set is invented.** The country, cities, standards body, "
      "specification, companies, people, patents, case names, product names, "
      "dates and amounts were written for this evaluation set. Any resemblance "
      "to real organisations, people, standards or patents is accidental.")
    a("")
    a("## The world")
    a("")
    a("The Republic of **Calvessa** (capital Pellacourt; other towns Fennick, "
      "Harrowmere, Ostley Bay, Keswold; currency the mark) has a standards body, "
      "the **TISB** (Telemetry Interconnect Standards Board, founded 2006). It "
      "publishes **SRML** (Short-Range Metering Link), a battery-friendly radio "
      "protocol that lets water, gas and heat meters report to gateways.")
    a("")
    a("* **Versions:** SRML 1.0 (March 2009) -> 1.1 (Sept 2010) -> 2.0 (June 2013, "
      "staggered wake-up beacons) -> 2.1 (Nov 2015, Sealed Frame mode; marketed as "
      "**Kingfisher**) -> 3.0 (April 2019, adaptive channel hopping) -> 3.1 (in ballot). "
      "Each supersedes the one before.")
    a("* **Working group:** the LLTG (Link Layer Task Group), chaired by Ilse Marrow "
      "(Brightwell Metering) 2012-2019, then Dagny Ruel (Tessaly Devices). Editors: "
      "Margit Holloway (1.x), Bartholomew Quaye (2.0), Osric Penhallow (2.1), "
      "Wenna Trask (3.0), Teodor Brisk (3.1).")
    a("* **Change requests / errata:** CR-0287 (Sealed Frame counter, Halberd), "
      "CR-0412 (adaptive hopping, Joska Varnum of Brightwell Metering); erratum "
      "E-21-07 (2.1 clause 9.4.2, 40 ms -> 45 ms, found at IVE-4); 3.0 errata "
      "register E-30-01..06.")
    a("* **Member companies:** Brightwell Metering Ltd (water meters, Aquila W3/W4); "
      "Dunmore Telemetry (chipsets, DT-40) - acquired by Sarrow Holdings on "
      "1 Oct 2019 for 310 million marks and renamed **Sarrowline**; Halberd "
      "Semiconductor (HS-720 module); Tessaly Devices (T-Node gas meters); "
      "Corrigan Radio; Vantor Microsystems; Quenby Utilities (utility).")
    a("* **Patents:** CV-118 442 (staggered beacons; Quaye & Fenwright; Dunmore -> "
      "Sarrowline; declared essential to 2.0 under RULT); CV-127 905 (frame counter; "
      "Penhallow; Halberd); CV-133 610 (adaptive hopping; Brightwell Metering); "
      "CV-109 774 (Tessaly, opposed).")
    a("* **Pool:** Clearmark Licensing Exchange runs the SRML Patent Pool "
      "(0.35 marks per device; allocation table).")
    a("* **Testing:** two ACTHs (Accredited Conformance Test Houses): Stellan Test "
      "House (Pellacourt, Dockside campus) and Ambry Conformance Labs (Fennick). "
      "Plugfests are IVEs (Interoperability Verification Events): IVE-4 (April "
      "2016, Ambry, Fennick) and IVE-7 (Sept 2020, Stellan, Pellacourt).")
    a("* **Dispute:** Sarrowline Ltd v Tessaly Devices [2022] CVHC (Pat) 14 - "
      "T-Node 5 infringes CV-118 442; RULT rate 0.18 marks/unit; damages "
      "2.4 million marks; Tobias Marrow for the defendant.")
    a("* **People who move:** Nadia Fenwright (Dunmore -> Tessaly 2018); "
      "Bartholomew Quaye (Dunmore/Sarrowline -> Halberd 2020); Joska Varnum "
      "(Brightwell Metering -> Brightwell Metrics 2021).")
    a("")
    a("## Traps")
    a("")
    a("| Trap | Examples of where it bites |")
    a("|---|---|")
    a("| Near-identical company names: **Brightwell Metering Ltd** (meter maker, Harrowmere) vs **Brightwell Metrics Ltd** (data analytics, Ostley Bay), unrelated | sp-05, sp-13, sp-19, sp-27, sp-37, sp-55, sp-58; q03, q13, q15, q28 |")
    a("| Shared surname, unrelated people: **Ilse Marrow** (LLTG chair) vs **Tobias Marrow** (barrister for Tessaly) | Ilse in sp-03, sp-04, sp-21, sp-31, sp-49, sp-52, sp-58 vs Tobias only in sp-11 (sp-31 alludes to him without a name); q17, q35 |")
    a("| Renamed company: **Dunmore Telemetry** became **Sarrowline** after the Sarrow Holdings acquisition; only sp-10 names both; older documents keep the old name, newer ones the new | sp-04, sp-07, sp-08, sp-18, sp-24, sp-52, sp-53 (old) vs sp-09, sp-11, sp-12, sp-34, sp-45, sp-46, sp-56 (new); q10, q14, q36, q37, q40 |")
    a("| Marketing name: **Kingfisher** = **SRML 2.1**; the pairing is stated only in sp-03. Other documents use either the name or the number, never both | q08, q09, q13, q21, q30, q33, q35 |")
    a("| Nickname: **BQ** = **Bartholomew Quaye**; the pairing is stated only in sp-26. Informal documents (sp-20, sp-21, sp-22, sp-42, sp-57) say BQ; formal ones (sp-02, sp-04, sp-07, sp-52) use the full name | q25, q26, q29 |")
    a("| Six abbreviations, each spelled out in exactly one document (table below) | all |")
    a("| Facts only in markdown table rows: SRML 2.0 publication month and all editors (sp-02), pool allocations (sp-09), AH-12 retry result (sp-14), 3.0 errata ids (sp-29) | q05, q06, q28, q29, q37, and the editor hop of q09, q22, q24, q30, q33, q36, q38 |")
    a("| %d distractor documents that support no question but reuse the same names and vocabulary | listed below |" % len(distractors))
    a("")
    a("## Abbreviations")
    a("")
    a("| Initials | Spelled out | Only spelled out in |")
    a("|---|---|---|")
    for ab, lo, s in ABBREVIATIONS:
        a("| %s | %s | %s |" % (ab, lo, s))
    a("")
    a("Everywhere else only the initials are used.")
    a("")
    a("## Files")
    a("")
    a("* `corpus.jsonl` - 60 documents `{id, title, text}`, ids sp-01..sp-60, "
      "100-330 words each (words = whitespace tokens of the text field that contain a letter or digit).")
    a("* `queries.jsonl` - 40 questions `{id, question, answer, supporting, hops}`. "
      "`supporting` is in reasoning order; `hops == len(supporting)`; the answer "
      "appears verbatim (case-insensitive) in the last supporting document and in "
      "no earlier one.")
    a("* `_build/docs.py`, `_build/queries.py` - the hand-written source text.")
    a("* `_build/build.py` - writes the two JSONL files, `_build/manifest.json` "
      "(styles, roles, links between hops, trap definitions) and this README.")
    a("* `_build/check.py` - validates everything listed under *Checks*.")
    a("")
    a("## Rebuild and check")
    a("")
    a("```")
    a("python3 _build/build.py")
    a("python3 _build/check.py")
    a("```")
    a("")
    a("Checks: JSON shape and ids; 60 documents, 40 questions; hop distribution "
      "8/12/12/8 in id order; supporting ids exist and are distinct; hops field; "
      "answer placement; word counts; 60 distinct styles; each abbreviation spelled "
      "out in exactly one document and its initials used in at least two others; "
      "each hop linked by an entity string present in both documents; the "
      "question of a multi-hop item does not name the final document's main "
      "entity; trap pairings stated exactly once; table-only facts; distractor "
      "count (>= 14) and that each distractor shares vocabulary with the "
      "supporting set.")
    a("")
    a("## Questions and hops")
    a("")
    a("| Hops | Count | Ids |")
    a("|---|---|---|")
    for h in (1, 2, 3, 4):
        ids = [q["id"] for q in QUERIES if q["hops"] == h]
        a("| %d | %d | %s-%s |" % (h, len(ids), ids[0], ids[-1]))
    a("")
    a("| Query | Hops | Supporting (reasoning order) | Linking entities | Answer |")
    a("|---|---|---|---|---|")
    for q in QUERIES:
        a("| %s | %d | %s | %s | %s |" % (q["id"], q["hops"],
                                          " -> ".join(q["supporting"]),
                                          "; ".join(q["links"]) or "-",
                                          q["answer"]))
    a("")
    a("## Distractors")
    a("")
    a("%d documents support no question: %s." % (len(distractors),
                                                  ", ".join(distractors)))
    a("")
    a("Distractors deliberately reuse the supporting documents' names (companies, "
      "people, products, events), so some entity-valued answers (e.g. Tessaly "
      "Devices, Brightwell Metrics) also occur in distractors; no distractor "
      "contains the specific fact a question asks for. `check.py` prints these "
      "overlaps as information.")
    a("")
    a("## Set card: the 60 documents and their styles")
    a("")
    a("| Id | Style | Role | Words | Title |")
    a("|---|---|---|---|---|")
    sup = {s for q in QUERIES for s in q["supporting"]}
    for d in DOCS:
        role = "supporting" if d["id"] in sup else "distractor"
        a("| %s | %s | %s | %d | %s |" % (d["id"], d["style"], role,
                                          wc(d["text"]),
                                          d["title"].replace("|", "/")))
    a("")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))


if __name__ == "__main__":
    main()
