#!/usr/bin/env python3
"""Builds corpus.jsonl, queries.jsonl and _build/manifest.json (standard library only)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import docs_a  # noqa: E402
import docs_b  # noqa: E402
import docs_c  # noqa: E402

DOCS = docs_a.DOCS + docs_b.DOCS + docs_c.DOCS

# (id, question, answer, supporting, links)
Q = [
    # ---- one-hop ----
    ("Which gold assay method code is printed on the lab certificate covering the TGD-014 mineralised interval?",
     "FA50-AAS", ["ld-04"], []),
    ("Sheet 4 tenement map: symbol for a granted mining licence",
     "crimson hatch", ["ld-38"], []),
    ("Who was the driver hurt when a haul truck went over the windrow on Ramp 3 in May 2024?",
     "Jarek Holm", ["ld-22"], []),
    ("TGD-014 collar dip",
     "-57", ["ld-03"], []),
    ("What heirloom did the old prospector's daughter hand over to the district museum in 2025?",
     "brass assay scales", ["ld-55"], []),
    ("How much freeboard did Castellan's engineer measure on Cell 1 during the August 2024 inspection?",
     "0.6 m", ["ld-17"], []),
    ("Which Ondari elder walked the 2021 heritage transects alongside the consulting archaeologist?",
     "Maru Tenvik", ["ld-36"], []),
    ("Pellinor price target MDG March 2025",
     "VKR 4.80", ["ld-53"], []),
    # ---- two-hop ----
    ("What NSR percentage is held by the royalty firm that recruited Tavrin Gold's former chief executive?",
     "2%", ["ld-45", "ld-09"], ["Ferrovine Royalty Partners"]),
    ("Town where the lab that issued certificate MAS-19-0442 is based",
     "Pelloran", ["ld-04", "ld-46"], ["Mirelle Analytical Services"]),
    ("The group behind the 1,842-signature tailings petition held a special meeting in September 2024 - who chaired it?",
     "Tomas Oszkan", ["ld-19", "ld-20"], ["KCAG"]),
    ("best gold intercept in the Phase 1 hole drilled at a dip of minus 57 degrees",
     "7.41 g/t", ["ld-03", "ld-04"], ["TGD-014"]),
    ("After the independent inspector found just 0.6 m of freeboard on the TSF, from what date was tailings deposition halted?",
     "12 September 2024", ["ld-17", "ld-18"], ["ML 0912"]),
    ("Which discovery hole did Tavrin Gold's one-time chief geologist present at the 2022 Dunhollow geoscience conference?",
     "HVD-007", ["ld-27", "ld-40"], ["Halina Brezic"]),
    ("How much was paid for the private royalty over ground inside the licence Rufus Anvari granted in March 2017?",
     "VKR 3.5 million", ["ld-01", "ld-09"], ["EL 3318"]),
    ("rehabilitation security now required for the 21-year mining licence signed in May 2023",
     "VKR 47.9 million", ["ld-14", "ld-35"], ["ML 0912"]),
    ("What copper grade did the long discovery intercept return on the tenement covered by Grauholt's earn-in?",
     "0.52% Cu", ["ld-08", "ld-40"], ["EL 4025"]),
    ("Who bought the royalty that the prospector who died in February 2025 had kept back when he sold his claims?",
     "Ferrovine Royalty Partners", ["ld-26", "ld-09"], ["Anselm Korrigan"]),
    ("Who employs Dusty as a site geologist from February 2025?",
     "Grauholt Metals", ["ld-30", "ld-44"], ["Dusan Velkoric"]),
    ("What arsenic ceiling applies at the river sampling point under the permit partly suspended by EN-24-031?",
     "0.05 mg/L", ["ld-18", "ld-12"], ["EP-2023-117"]),
    # ---- three-hop ----
    ("Dusty logged a diamond hole in August 2019; who signed the laboratory certificate for its mineralised interval?",
     "Fenna Roux", ["ld-30", "ld-05", "ld-04"], ["Dusan Velkoric", "TGD-014"]),
    ("Who chairs the environmental regulator that stopped tailings going into Cell 1 at Kettle Ridge?",
     "Kasimir Dellow", ["ld-32", "ld-18", "ld-48"], ["ML 0912", "VEWA"]),
    ("What public office does the author of the October 2017 Kettle Ridge field book hold in 2025?",
     "Director of Mineral Titles", ["ld-02", "ld-27", "ld-29"], ["Brezic", "Halina Brezic"]),
    ("ounces poured in the March 2025 quarter at the operation whose tailings cell Castellan rated unsatisfactory",
     "18,420 oz", ["ld-17", "ld-32", "ld-42"], ["ML 0912", "Kettle Ridge"]),
    ("When did the company that originally held the licence where HVD-007 was drilled start trading under a new name?",
     "1 November 2022", ["ld-40", "ld-08", "ld-15"], ["EL 4025", "Tavrin Gold"]),
    ("Who presided over the tribunal case brought by the catchment group that the owner of Lowmeadow chairs?",
     "Amaranta Solvi", ["ld-10", "ld-20", "ld-21"], ["Tomas Oszkan", "KCAG"]),
    ("Which bank guarantees the closure bond of the mine built on the hill where the late prospector first panned gold?",
     "Carrow Mercantile Bank", ["ld-26", "ld-32", "ld-35"], ["Kettle Ridge", "ML 0912"]),
    ("A VEWA hydrogeologist who shares a surname with the catchment group's chair recommended lifting a tailings suspension. Who signed the suspension notice itself?",
     "Orla Brennick", ["ld-20", "ld-41", "ld-18"], ["Oszkan", "EN-24-031"]),
    ("How much did it cost to fix the haul truck whose rollover prompted safety alert SA-24-06?",
     "VKR 298,250", ["ld-51", "ld-22", "ld-58"], ["IR-2024-052", "HT-07"]),
    ("Who directed the residents' survey quoted in the annual letter by the chair who signed construction resolution MG-2023-04?",
     "Carl Idris", ["ld-16", "ld-37", "ld-43"], ["Hugo Pellam", "Mirelle Analytics"]),
    ("How much did Dusty's 2025 employer have to spend to earn its first 51% of the copper project he joined?",
     "VKR 18 million", ["ld-30", "ld-44", "ld-08"], ["Dusan Velkoric", "Grauholt Metals AG"]),
    ("minimum legal freeboard at the mine named in the 1,842-signature petition",
     "1.5 m", ["ld-19", "ld-32", "ld-12"], ["Kettle Ridge", "ML 0912"]),
    # ---- four-hop ----
    ("What per-metre NQ2 coring rate was billed for the 2019 batch of holes that included the one Dusty logged?",
     "VKR 385.00 per metre", ["ld-30", "ld-05", "ld-03", "ld-34"],
     ["Dusan Velkoric", "TGD-014", "Tesk Valley Drilling"]),
    ("accreditation number of the laboratory that assayed the core Dusty logged in 2019",
     "VAC-T-0217", ["ld-30", "ld-05", "ld-04", "ld-46"],
     ["Dusan Velkoric", "TGD-014", "Mirelle Analytical Services"]),
    ("In which town is the head office of the body that suspended tailings deposition at the mine on the late prospector's ridge?",
     "Tivesh", ["ld-26", "ld-32", "ld-18", "ld-48"], ["Kettle Ridge", "ML 0912", "VEWA"]),
    ("The applicant in [2025] LRT 14 is chaired by a farmer who signed a land-access deal with an explorer in 2018. What OSX code does that explorer trade under now?",
     "MDG", ["ld-21", "ld-20", "ld-10", "ld-15"], ["KCAG", "Tomas Oszkan", "Tavrin Gold"]),
    ("Birthplace of the man who sold a royalty to the firm that later hired the CEO quoted in the EL 3318 maiden-resource announcement",
     "Sarrow Bend", ["ld-07", "ld-45", "ld-09", "ld-26"],
     ["Leopold Fenwarth", "Ferrovine Royalty Partners", "Anselm Korrigan"]),
    ("Which contractor won the embankment job on the tailings cell where night operators watched the freeboard peg drop to 0.65?",
     "Brannock Civil Works", ["ld-23", "ld-32", "ld-33", "ld-60"], ["Kettle Ridge", "ML 0912", "RFT-2024-07"]),
    ("Which university awarded the doctorate of the official who succeeded the signatory of the mining licence backed by guarantee CMB-G-77310?",
     "Ostrevan University", ["ld-35", "ld-14", "ld-29", "ld-27"], ["ML 0912", "Rufus Anvari", "Halina Brezic"]),
    ("How much groundwater a year may the mine take under the licence signed by the officer whose December 2024 memo was overturned in the case brought by Tomas Oszkan's group?",
     "1.9 gigalitres", ["ld-20", "ld-21", "ld-41", "ld-13"], ["KCAG", "9 December 2024", "Petra Oszkan"]),
]

ABBR = [
    {"abbr": "MTD", "long": "Mineral Titles Directorate", "defined_in": "ld-01"},
    {"abbr": "NSR", "long": "net smelter return", "defined_in": "ld-09"},
    {"abbr": "TSF", "long": "tailings storage facility", "defined_in": "ld-11"},
    {"abbr": "OSX", "long": "Ostrevan Stock Exchange", "defined_in": "ld-15"},
    {"abbr": "KCAG", "long": "Kalmira Catchment Action Group", "defined_in": "ld-20"},
    {"abbr": "VEWA", "long": "Vardessan Environment and Water Authority", "defined_in": "ld-48"},
]


def main():
    with open(os.path.join(ROOT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for doc in DOCS:
            f.write(json.dumps({"id": doc["id"], "title": doc["title"], "text": doc["text"]},
                               ensure_ascii=False) + "\n")
    links = {}
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
        for n, (q, a, sup, lk) in enumerate(Q, 1):
            qid = "ld-q%02d" % n
            f.write(json.dumps({"id": qid, "question": q, "answer": a,
                                "supporting": sup, "hops": len(sup)},
                               ensure_ascii=False) + "\n")
            links[qid] = lk
    manifest = {
        "docs": [{"id": d["id"], "style": d["style"], "main": d["main"]} for d in DOCS],
        "links": links,
        "abbreviations": ABBR,
    }
    with open(os.path.join(HERE, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=2)
    print("wrote %d docs, %d queries" % (len(DOCS), len(Q)))


if __name__ == "__main__":
    main()
