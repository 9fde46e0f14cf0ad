# -*- coding: utf-8 -*-
"""Questions tr-q01 .. tr-q40.

Each entry is a dict with:
  id, question, answer, supporting (gold docs in chain order),
  bridges  - one string per hop transition (len = hops - 1); bridges[i] must
             occur in supporting[i] and supporting[i+1],
  evidence - a string that must occur in the final supporting document and
             must NOT occur in the first one (for multi-hop questions).
`hops` is derived from len(supporting) by build.py and re-checked by check.py.
"""

QUESTIONS = [

# ------------------------------------------------------------------ one hop
dict(id="tr-q01",
     question="Which dose arm of the KRV-241 psoriasis study was halted under the urgent safety measure of March 2022, and what adverse event prompted it?",
     answer="The KRV-241 300 mg twice-daily arm; three participants developed grade 3 neutropenia.",
     supporting=["tr-19"], bridges=[], evidence="300 mg twice daily"),

dict(id="tr-q02",
     question="KRV-377 indication Korvant pipeline",
     answer="Fibrosis in diabetic kidney disease (preclinical).",
     supporting=["tr-01"], bridges=[], evidence="diabetic kidney disease"),

dict(id="tr-q03",
     question="When does Korvant's patent AR 3 118 452 B1 expire if it is not extended?",
     answer="14 May 2037.",
     supporting=["tr-15"], bridges=[], evidence="14 May 2037"),

dict(id="tr-q04",
     question="what does SCHM stand for",
     answer="Scientific Committee on Human Medicines (the AMHPA committee whose opinion precedes the authority's decision).",
     supporting=["tr-60"], bridges=[], evidence="Scientific Committee on Human Medicines"),

dict(id="tr-q05",
     question="In Nordhaven's case study of a 52-week liver biopsy trial, how far ahead of the re-baselined plan was the last patient randomised?",
     answer="11 weeks ahead (three weeks ahead of the original plan).",
     supporting=["tr-16"], bridges=[], evidence="11 weeks"),

dict(id="tr-q06",
     question="What royalty rates does Halvard pay Korvant on Fibrenza net sales?",
     answer="Tiered royalties of 8% to 14% of net sales.",
     supporting=["tr-14"], bridges=[], evidence="8% to 14%"),

dict(id="tr-q07",
     question="What blood monitoring did Korvant's scientific advisory board recommend on 12 November 2020 for the planned Phase 2 study of KRV-241?",
     answer="Absolute neutrophil counts every two weeks for the first 12 weeks, with predefined stopping rules.",
     supporting=["tr-17"], bridges=[], evidence="every two weeks"),

dict(id="tr-q08",
     question="What did St Aurelian's open on 19 September 2022 in memory of its late professor of hepatology?",
     answer="The Fennimore Hepatology Research Suite (level 4, Kestrel Building).",
     supporting=["tr-38"], bridges=[], evidence="Fennimore Hepatology Research Suite"),

dict(id="tr-q09",
     question="HEPATIKA-3 week 52 fibrosis improvement rate talnexafib vs placebo",
     answer="38.6% with talnexafib versus 15.2% with placebo.",
     supporting=["tr-11"], bridges=[], evidence="38.6%"),

dict(id="tr-q10",
     question="In the published CALM-FE3 results, what proportion of patients on 50 mg AUR-087 had at least 50% fewer seizures?",
     answer="47.8% (versus 21.3% on placebo).",
     supporting=["tr-41"], bridges=[], evidence="47.8%"),

# ------------------------------------------------------------------ two hops
dict(id="tr-q11",
     question="AUR-087 was tested in a Phase 2 epilepsy trial before the compound received its current code. What is that trial's registry number?",
     answer="ACTR-2020-0311 (CALM-FE, registered under the code PLC-087).",
     supporting=["tr-23", "tr-22"], bridges=["PLC-087"], evidence="ACTR-2020-0311"),

dict(id="tr-q12",
     question="Cardelta was refused by the Arvenian regulator. Which hospital was the lead site of the pivotal trial the refusal relied on?",
     answer="St Aurelian's University Hospital, Ledra.",
     supporting=["tr-36", "tr-35"], bridges=["ACTR-2020-0144"], evidence="St Aurelian's University Hospital"),

dict(id="tr-q13",
     question="At which hospital is the principal investigator of the study whose interim analysis led to the June 2025 dear-doctor letter on Fibrenza?",
     answer="Varnholm Royal Infirmary (Dr Oskar Brandvold, HEPATIKA-OBS).",
     supporting=["tr-12", "tr-13"], bridges=["ACTR-2024-0290"], evidence="Varnholm Royal Infirmary"),

dict(id="tr-q14",
     question="Prof. Henrike Aasgaard's committee recommended in July 2022 that a trial be stopped early. Which CRO was managing that trial?",
     answer="Nordhaven Clinical Operations.",
     supporting=["tr-31", "tr-30"], bridges=["ACTR-2020-0918"], evidence="Nordhaven Clinical Operations"),

dict(id="tr-q15",
     question="Korvant announced a US$35 million milestone in March 2024. Under which procedure number was the approval that triggered it granted?",
     answer="AMHPA/H/2023/0419.",
     supporting=["tr-57", "tr-10"], bridges=["Fibrenza"], evidence="AMHPA/H/2023/0419"),

dict(id="tr-q16",
     question="ostrander-vey pipeline 2024 gene therapy licensor upfront payment",
     answer="US$60 million upfront to Sefton Genomics (for SG-9, now OVP-901).",
     supporting=["tr-29", "tr-39"], bridges=["Sefton Genomics"], evidence="US$60 million"),

dict(id="tr-q17",
     question="The cardiologist Halvard named chief medical officer in July 2024 had led one of the company's Phase 3 trials. How many patients did that trial enrol?",
     answer="1,184 patients (HF-ASCEND).",
     supporting=["tr-37", "tr-35"], bridges=["HF-ASCEND"], evidence="1,184"),

dict(id="tr-q18",
     question="Which contract research organisation ran the psoriasis trial whose topline results Korvant announced on 18 October 2022?",
     answer="Brightmoor Trials Ltd.",
     supporting=["tr-20", "tr-18"], bridges=["ACTR-2021-0642"], evidence="Brightmoor Trials"),

dict(id="tr-q19",
     question="Amendment No. 4 to the HEPATIKA-3 protocol named a new coordinating investigator after her predecessor died. In which year had that predecessor joined St Aurelian's University Hospital?",
     answer="1994.",
     supporting=["tr-07", "tr-08"], bridges=["Fennimore"], evidence="1994"),

dict(id="tr-q20",
     question="Who was principal investigator of the first-in-human study of the compound exemplified in patent AR 3 118 452 B1?",
     answer="Dr Lena Sorby (Caldris Clinical Pharmacology Unit, Ledra; ACTR-2018-0233).",
     supporting=["tr-15", "tr-02"], bridges=["KRV-214"], evidence="Lena Sorby"),

dict(id="tr-q21",
     question="Neuvessa's conditional approval depends on results from an extension study. What is that study's primary completion date?",
     answer="31 December 2026 (ACTR-2023-0988).",
     supporting=["tr-28", "tr-44"], bridges=["ACTR-2023-0988"], evidence="31 December 2026"),

dict(id="tr-q22",
     question="Which CRO runs the Phase 3 trial coordinated by the neurologist who moved from Quenby General Hospital to Varnholm Royal Infirmary in April 2022?",
     answer="Caldris Research Partners (CALM-FE3).",
     supporting=["tr-26", "tr-25"], bridges=["ACTR-2022-0770"], evidence="Caldris Research Partners"),

# ------------------------------------------------------------------ three hops
dict(id="tr-q23",
     question="Halvard's pipeline table of 30 September 2023 shows one product under review with a procedure number. The decision on that procedure names a pivotal trial; what target enrolment does that trial's registry record give?",
     answer="1,600 participants (ACTR-2021-1104, HEPATIKA-3; the first 940 form the histology cohort).",
     supporting=["tr-42", "tr-10", "tr-06"], bridges=["AMHPA/H/2023/0419", "ACTR-2021-1104"], evidence="1,600"),

dict(id="tr-q24",
     question="The principal investigator of the pivotal trial cited in the Cardelta refusal later moved into industry. On what date did she take up her new post?",
     answer="1 September 2024 (Chief Medical Officer, Halvard Pharma).",
     supporting=["tr-36", "tr-35", "tr-37"], bridges=["ACTR-2020-0144", "Adaeze Okafor"], evidence="1 September 2024"),

dict(id="tr-q25",
     question="Where did the principal investigator of the trial that a DMC recommended stopping on 12 July 2022 qualify in medicine?",
     answer="Tessaly University School of Medicine (MB ChB, 2003) — Dr Emeka Okafor.",
     supporting=["tr-31", "tr-30", "tr-34"], bridges=["ACTR-2020-0918", "Emeka Okafor"], evidence="Tessaly University School of Medicine"),

dict(id="tr-q26",
     question="Gastravo's pivotal trial was stopped early on the advice of its data monitoring committee. What consultancy did that committee's independent statistician found?",
     answer="Haddou Biometrics (Ledra, 2015).",
     supporting=["tr-33", "tr-31", "tr-45"], bridges=["ACTR-2020-0918", "Haddou"], evidence="Haddou Biometrics"),

dict(id="tr-q27",
     question="Where was the coordinating investigator of the Phase 2b study that Halvard announced when it licensed KRV-214 in June 2019 born?",
     answer="Quenby (Prof. Tobias Fennimore, born 2 November 1958).",
     supporting=["tr-03", "tr-04", "tr-08"], bridges=["HEPATIKA-2", "Fennimore"], evidence="born in Quenby"),

dict(id="tr-q28",
     question="The sponsor of ACTR-2020-0311 later traded under a different name and was then acquired. What cash price did the acquirer agree to pay?",
     answer="US$1.35 billion in cash (plus up to US$250 million contingent), paid by Ostrander-Vey for Auralis Therapeutics.",
     supporting=["tr-22", "tr-23", "tr-27"], bridges=["Pellucid Biosciences", "Auralis Therapeutics"], evidence="US$1.35 billion"),

dict(id="tr-q29",
     question="Who chaired the scientific advisory board on which the lead investigator of Korvant's October 2022 psoriasis read-out also sat?",
     answer="Prof. Marguerite Dunleavy (Tessaly University).",
     supporting=["tr-20", "tr-18", "tr-17"], bridges=["ACTR-2021-0642", "Iqbal-Stroud"], evidence="Marguerite Dunleavy"),

dict(id="tr-q30",
     question="AR 3 118 452 licensee phase 2b trial primary completion date",
     answer="30 April 2021 (HEPATIKA-2, ACTR-2019-0587).",
     supporting=["tr-15", "tr-03", "tr-04"], bridges=["11 June 2019", "HEPATIKA-2"], evidence="30 April 2021"),

dict(id="tr-q31",
     question="Before April 2022, at which hospital did the coordinating investigator of the parent study of ACTR-2023-0988 work?",
     answer="Quenby General Hospital (Dr Ilse Marchetti, 2010 to March 2022).",
     supporting=["tr-44", "tr-25", "tr-26"], bridges=["ACTR-2022-0770", "Marchetti"], evidence="Quenby General Hospital"),

dict(id="tr-q32",
     question="Who is the principal investigator of the first clinical study of the gene therapy that Ostrander-Vey's March 2024 pipeline lists as in-licensed?",
     answer="Dr Cormac Leclerc (BRIDGE-HB, Tessaly University Hospital).",
     supporting=["tr-29", "tr-39", "tr-40"], bridges=["OVP-901", "BRIDGE-HB"], evidence="Cormac Leclerc"),

dict(id="tr-q33",
     question="The third-listed author of the HEPATIKA-2 abstract at the 2021 AASL meeting now leads a post-authorisation study. How many treated patients is it designed to include?",
     answer="3,500 talnexafib-treated patients (plus 7,000 matched comparators).",
     supporting=["tr-05", "tr-46", "tr-13"], bridges=["Brandvold", "ACTR-2024-0290"], evidence="3,500"),

dict(id="tr-q34",
     question="ACTR-2021-1104 coordinating investigator replaced — in what year did the replacement join her current hospital?",
     answer="2012 (Dr Petra Vosloo joined Quenby General Hospital).",
     supporting=["tr-06", "tr-07", "tr-43"], bridges=["ACTR-2021-1104", "Vosloo"], evidence="2012"),

# ------------------------------------------------------------------ four hops
dict(id="tr-q35",
     question="Pellucid Biosciences' September 2020 pipeline listed a Phase 2 epilepsy compound. When the drug was eventually authorised, the regulator demanded results from an extension study. Who coordinates that study?",
     answer="Dr Lucas Pereira-Hale, Ostmere District Hospital (ACTR-2023-0988).",
     supporting=["tr-21", "tr-23", "tr-28", "tr-44"], bridges=["PLC-087", "AUR-087", "ACTR-2023-0988"], evidence="Pereira-Hale"),

dict(id="tr-q36",
     question="The investigator leading the study behind the June 2025 Fibrenza pancreatitis letter had earlier been a site investigator in a Phase 2b trial of the same compound. Which CRO ran that Phase 2b trial?",
     answer="Nordhaven Clinical Operations (HEPATIKA-2).",
     supporting=["tr-12", "tr-13", "tr-46", "tr-04"], bridges=["ACTR-2024-0290", "Brandvold", "HEPATIKA-2"], evidence="Nordhaven Clinical Operations"),

dict(id="tr-q37",
     question="Korvant's March 2024 milestone followed an approval that rested on one Phase 3 trial. That trial's coordinating investigator was replaced partway through; where did the replacement work before joining her present hospital?",
     answer="The Arvenian Liver Institute, Port Assel (Dr Petra Vosloo, 2008–2012).",
     supporting=["tr-57", "tr-10", "tr-07", "tr-43"], bridges=["Fibrenza", "ACTR-2021-1104", "Vosloo"], evidence="Arvenian Liver Institute"),

dict(id="tr-q38",
     question="The lead investigator of the trial behind Gastravo's approval did a research fellowship under a cardiologist with the same surname. What post did she take up in 2024, and at which company?",
     answer="Chief Medical Officer of Halvard Pharma (Prof. Adaeze Okafor, from 1 September 2024).",
     supporting=["tr-33", "tr-30", "tr-34", "tr-37"], bridges=["ACTR-2020-0918", "Emeka Okafor", "Adaeze Okafor"], evidence="Chief Medical Officer"),

dict(id="tr-q39",
     question="An IDMC letter of 16 February 2023 flagged an adverse-event imbalance in a Phase 3 liver trial. After the drug was approved a DHPC on that event followed. Who is principal investigator of the study whose data prompted the DHPC?",
     answer="Dr Oskar Brandvold (HEPATIKA-OBS, ACTR-2024-0290, Varnholm Royal Infirmary).",
     supporting=["tr-09", "tr-10", "tr-12", "tr-13"], bridges=["ACTR-2021-1104", "Fibrenza", "ACTR-2024-0290"], evidence="Brandvold"),

dict(id="tr-q40",
     question="The first author of the CALM-FE poster later coordinated the Phase 3 trial of the same drug, and the CRO running that trial published a case study about it. How long did it take to activate all the sites?",
     answer="16 weeks from protocol finalisation (all 38 sites).",
     supporting=["tr-24", "tr-26", "tr-25", "tr-58"], bridges=["Marchetti", "ACTR-2022-0770", "Caldris Research Partners"], evidence="16 weeks"),

]

# Documents that must never be gold: they share vocabulary, codes or names
# with gold documents (see README for why each one distracts).
DISTRACTORS = ["tr-47", "tr-48", "tr-49", "tr-50", "tr-51",
               "tr-52", "tr-53", "tr-54", "tr-55", "tr-56"]
