"""Generate queries.jsonl for research-60. supporting = gold docs in chain order."""
import json, os

Q = [
# ---- one-hop (8)
("how many hours of audio and how many speakers does KorvaSpeech contain?",
 "212 hours of transcribed speech from 340 speakers", ["res-34"]),
("Which paper won best paper at the 2020 Symposium on Field Robotics, and who were its authors?",
 "\"Legged Locomotion on Shingle Beaches\" by Arvid Mbeki-Lund and Tessa Farrow (University of Skellhaven)", ["res-47"]),
("Why did the Journal of Littoral Ecology withdraw the 2020 article on microplastics in Brenmoor mussels?",
 "Several fluorescence-microscopy panels in Figure 3 were duplicates of each other (two rotated and cropped), and the authors could not supply the original image files", ["res-51"]),
("merrowby research data licence share-alike: if I redistribute a dataset derived from MRDL data, what licence does it have to carry?",
 "It must be released under the MRDL itself, version 1.1 or any later version", ["res-37"]),
("In what year was the Halvard Institute for Coastal Studies established, and whose money paid for it?",
 "1974, funded by a bequest from the shipowner Edvard Halvard", ["res-01"]),
("empirical coverage achieved by the 90% conformal intervals in Vollrath and Pell's shoreline preprint",
 "88.7% (versus 71.2% for Gaussian ensemble-spread intervals)", ["res-58"]),
("Who publishes the Journal of Littoral Ecology, how often does it appear, and since when?",
 "Brenmoor University Press; quarterly; since 1979", ["res-56"]),
("When and where is Mei-Ling Tarkovsky giving her talk in the Kestrel Seminars series?",
 "Thursday 9 March 2023 at 16:00, Hollin Building, Lecture Theatre 2", ["res-53"]),

# ---- two-hop (14)
("Where did the lead author of ShoreNet take up a faculty post after her PhD?",
 "At the Kestrel Valley Institute of Technology (KVIT), as Assistant Professor in the Department of Environmental Data Science, from January 2021 (Hana Vollrath)",
 ["res-24", "res-08"]),
("Who was the programme officer for the funding award acknowledged in the ShoreNet paper?",
 "Dr Ilse Varnhagen (Meridian Science Foundation, Earth Systems; award MSF-2017-0443)", ["res-24", "res-38"]),
("I'm trying to find out who chairs the department of the researchers who showed that ShoreNet's reported accuracy came from a leaky train/test split.",
 "Prof. Celeste Amundsen, chair of KVIT's Department of Environmental Data Science", ["res-25", "res-05"]),
("The 2020 workshop paper on adapting acoustic models from better-resourced related highland languages acknowledges a grant. What period does that grant cover?",
 "1 January 2019 to 31 December 2022 (four years; NCCR award NCCR-LR-2019-07)", ["res-29", "res-39"]),
("who is the chief executive of the company that the speaker at KVIT's March 2023 drone-docking seminar comes from?",
 "Dagny Roosa (CEO of Tidewright Robotics)", ["res-53", "res-49"]),
("Where did Lena Strand's doctoral supervisor earn her own PhD?",
 "At the Kestrel Valley Institute of Technology (PhD in speech science, 2003) - the supervisor is Teodora Makris", ["res-11", "res-10"]),
("What prize did the doctoral thesis of ShoreNet's first author win?",
 "The Hollis Prize for the best doctoral thesis in the University of Tarrenholt's Faculty of Natural Sciences (2020)", ["res-24", "res-54"]),
("ShoreLine-Net training data - how many photographs are in that collection?",
 "58,000 quadrat photographs (TidePool-Images)", ["res-32", "res-35"]),
("Which is older, Corvane Polytechnic or the University of Tarrenholt?",
 "The University of Tarrenholt (chartered 1891) is older than Corvane Polytechnic (founded 1958)", ["res-04", "res-02"]),
("Who at the funder was responsible for the award held by the lead author of the article that the Journal of Littoral Ecology retracted in March 2022?",
 "Teodor Braff, programme officer at the Aldous Trust for Marine Research (award AT-19-12 to Wen Halloran)", ["res-51", "res-40"]),
("which 2020 workshop was co-chaired by the person who founded Tarrenholt's Low-Resource Language Group?",
 "The Third Workshop on Under-Resourced Speech (WURS 2020), co-located with CLRML 2020 (co-chaired by Teodora Makris)", ["res-21", "res-46"]),
("How much money came with the MSF award that supported the current-compensated docking research for tidal survey drones?",
 "USD 880,000 (award MSF-2018-0102, starting 2018)", ["res-31", "res-41"]),
("Is the Pell who co-authored the retracted Brenmoor mussel microplastics paper the same Pell who wrote the 2021 reanalysis of ShoreNet?",
 "No. The retracted article's co-author is S. Pell (Simon Pell), whereas the ShoreNet reanalysis was written by Ada Pell of KVIT - different people", ["res-51", "res-25"]),
("Driftline identifier of the March 2023 preprint co-written by one of the people who exposed the temporal leakage in ShoreNet's evaluation",
 "DL-2303.01142 (Vollrath & Pell, Calibrated Shoreline Forecasts)", ["res-25", "res-55"]),

# ---- three-hop (12)
("Where did the first person to receive the medal named after the opening keynote speaker of CIS 2019 get their doctorate?",
 "University of Tarrenholt (PhD in statistics, 2013) - Ada Pell, 2022 Dorrity Medal", ["res-44", "res-59", "res-14"]),
("Under what licence is the speech corpus used by the WURS 2020 best paper distributed?",
 "Korva Community Data Licence 1.0 (KCDL-1.0); commercial use needs written consent from the Korva Language Council", ["res-46", "res-29", "res-34"]),
("TA-ShoreNet used a drone survey. Where did the CTO of the company that built those drones do her PhD?",
 "Brenmoor University (PhD in marine engineering, 2015) - Mei-Ling Tarkovsky of Tidewright Robotics", ["res-26", "res-36", "res-18"]),
("how large was the MSF award made to the editor-in-chief of the journal that issued the 2022 mussel-paper retraction?",
 "USD 530,000 (MSF-2019-0145, Nutrient Fluxes in the Sallow Estuary; Greta Moltke)", ["res-51", "res-56", "res-41"]),
("Did the general chair of CIS 2021 supervise the PhD of ShoreNet's first author?",
 "Yes. Marisol Quennell chaired CIS 2021 and supervised Hana Vollrath's PhD", ["res-45", "res-24", "res-08"]),
("Who manages the investment programme that led the seed round of the company holding the exclusive licence to the current-compensating docking cradle patent?",
 "Lucia Fenwick (Ocean Ventures, Aldous Trust for Marine Research)", ["res-48", "res-49", "res-42"]),
("cis 2021 best paper - which MSF grant paid for it and how big was that grant?",
 "MSF-2017-0511 (Reproducible Benchmarks for Environmental Machine Learning), USD 610,000", ["res-45", "res-25", "res-41"]),
("One of the CIS 2021 keynotes, about spinning out research software, was given by a company founder. His company licenses a pretrained language model. How many tokens was that model trained on?",
 "40 million tokens (KorvaBERT, licensed by Lexiwell Analytics)", ["res-45", "res-50", "res-28"]),
("What image dataset was produced by the group of the person who hosted the Brenmoor seminar given by TA-ShoreNet's lead author?",
 "TidePool-Images (Marine Ecology Group, Brenmoor University; host was Simon Pell)", ["res-26", "res-52", "res-35"]),
("Strand and Tarkovsky presented their current-compensated docking work at a robotics symposium. Which researcher, later a postdoc at HICS, did that symposium's general chair supervise for a PhD?",
 "Jonas Ekwueme (PhD at Corvane Polytechnic, 2017, supervised by Ingrid Solberg, general chair of SFR 2020)", ["res-31", "res-47", "res-09"]),
("The funder behind the research that the Journal of Littoral Ecology retracted in 2022 also seed-invested in a robotics start-up. Which company?",
 "Tidewright Robotics (GBP 1.8 million seed round in 2021 led by the Aldous Trust's Ocean Ventures)", ["res-51", "res-40", "res-49"]),
("Who are the named inventors on the patent exclusively licensed to the manufacturer of the drones that flew the drone survey used in TA-ShoreNet?",
 "Oskar Strand and Mei-Ling Tarkovsky (application CV-2020-118342, licensed to Tidewright Robotics)", ["res-26", "res-36", "res-48"]),

# ---- four-hop (6)
("If a company wanted to use the dataset behind the CIS 2019 best paper commercially, what would the dataset's licence require?",
 "A separate written agreement with the HICS Technology Transfer Office (MRDL 1.1, clause 4; the dataset is CoastScan-17)", ["res-44", "res-24", "res-33", "res-37"]),
("Was the general chair of CIS 2019 the same person who chairs the department that ShoreNet's lead author joined after her PhD?",
 "Yes. Celeste Amundsen was CIS 2019 general chair and chairs KVIT's Department of Environmental Data Science, which Hana Vollrath joined", ["res-24", "res-08", "res-05", "res-44"]),
("the grant behind the WURS 2020 best paper had a programme officer - where did that officer work before joining the funder?",
 "Corvane Polytechnic, as a lecturer in the School of Computing for eleven years (Nadia Sorokin-Wells, joined NCCR in 2017)", ["res-46", "res-29", "res-39", "res-43"]),
("who heads the department where the 2023 winner of the medal honouring CIS 2019's opening keynote speaker works?",
 "Prof. Harriet Nwosu-Blake, head of the Department of Ecology at Brenmoor University (2023 Dorrity Medal: Jonas Ekwueme)", ["res-44", "res-59", "res-09", "res-03"]),
("Before joining her funder, the programme officer of the Predictive Coastal Morphodynamics award worked in one of HICS's research units. Which journal does the current head of that unit edit?",
 "Journal of Littoral Ecology (editor-in-chief Greta Moltke, head of the Estuarine Chemistry Unit)", ["res-38", "res-17", "res-01", "res-56"]),
("Where did the founder of the company that now employs the first author of the Korva cross-lingual speech recognition paper earn his PhD?",
 "Kestrel Valley Institute of Technology (PhD in computer science, 2014) - Rafael Indergaard, founder of Lexiwell Analytics", ["res-29", "res-11", "res-50", "res-13"]),
]

def main():
    base = os.path.join(os.path.dirname(__file__), "..")
    with open(os.path.join(base, "queries.jsonl"), "w", encoding="utf-8") as f:
        for i, (q, a, sup) in enumerate(Q, 1):
            f.write(json.dumps({"id": f"res-q{i:02d}", "question": q, "answer": a,
                                "supporting": sup, "hops": len(sup)}, ensure_ascii=False) + "\n")
    print(len(Q))

if __name__ == "__main__":
    main()
