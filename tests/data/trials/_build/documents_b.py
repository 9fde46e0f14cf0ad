# -*- coding: utf-8 -*-
"""Documents tr-31 .. tr-60 of the fictional drug-development collection.

tr-47 .. tr-56 are the distractors (never gold).
"""

DOCS_B = [

("tr-31", "ORBIT-G Data Monitoring Committee — recommendation following the prespecified interim analysis", """
Date: 14 July 2022
To: Dr Sigrid Haldane, Chief Medical Officer, Ostrander-Vey Pharmaceuticals plc
Copy: Dr Okafor, coordinating investigator; chair of the Trial Steering Committee
Re: OVP-330 versus investigator's choice chemotherapy in TSPAN19-positive gastric cancer (ACTR-2020-0918)
Dear Dr Haldane,
The Data Monitoring Committee met on 12 July 2022 to review the prespecified interim analysis of overall survival, which was triggered when 256 of the 412 deaths planned for the final analysis (62%) had occurred.
Findings
The hazard ratio for death with OVP-330 compared with chemotherapy was 0.64 (95% confidence interval 0.51 to 0.80; stratified log-rank p=0.0001). This crosses the prespecified O'Brien–Fleming efficacy boundary (two-sided p<0.0031). The effect was consistent across the prespecified subgroups, including TSPAN19 2+ and 3+ tumours. No new safety concern was identified; interstitial lung disease and corneal events occurred at rates in line with the investigator's brochure.
Recommendations
The Committee unanimously recommends that:
1. the trial be stopped early for efficacy and the interim analysis be treated as the primary analysis;
2. participants still receiving chemotherapy be offered OVP-330, subject to an amendment of the protocol;
3. follow-up for survival and safety continue in all participants.
The Committee is willing to meet the sponsor's executive team to explain its reasoning. We would be grateful if the recommendation were not communicated to sites until the sponsor has reached its decision.
Yours sincerely,
Prof. Henrike Aasgaard, Chair
Members: Dr Samir Haddou (independent statistician); Dr Jorund Telle (medical oncologist)
"""),

("tr-32", "Late-breaking abstract LBA-4: Sovatuzumab pelidotin versus chemotherapy in previously treated TSPAN19-positive gastric cancer (ORBIT-G)", """
Port Assel Oncology Forum, 3–5 November 2022. Late-breaking abstract session.
Authors: Okafor E¹, Lindgren-Sow A², Rhee T³, Haldane S⁴
¹Port Assel Cancer Centre; ²Tessaly University Hospital; ³Varnholm Royal Infirmary; ⁴Ostrander-Vey Pharmaceuticals plc, Port Assel
Background: TSPAN19 is expressed on the surface of about a third of gastric adenocarcinomas. Sovatuzumab pelidotin (OVP-330) is an antibody–drug conjugate that delivers a topoisomerase I inhibitor to TSPAN19-expressing cells.
Methods: In this open-label Phase 3 trial, adults with TSPAN19-positive (IHC 2+/3+) advanced gastric or gastro-oesophageal junction adenocarcinoma who had progressed after one line of therapy were randomised 1:1 to OVP-330 2.4 mg/kg every 3 weeks or to paclitaxel or irinotecan. The primary endpoint was overall survival (OS).
Results: 452 patients had been randomised when an independent committee recommended early stopping at the interim analysis. Median OS was 11.9 months with OVP-330 and 7.4 months with chemotherapy (HR 0.64). Median progression-free survival was 6.1 vs 3.5 months, and the objective response rate was 38% vs 14%. Grade 3 or higher adverse events occurred in 49% vs 61%. Interstitial lung disease occurred in 2.1% of patients on OVP-330 (one grade 5 event); keratopathy occurred in 9%.
Conclusions: OVP-330 significantly prolonged survival compared with chemotherapy and should become a standard second-line option for TSPAN19-positive gastric cancer.
Disclosure: SH is an employee of Ostrander-Vey. EO has received institutional research funding from Ostrander-Vey.
"""),

("tr-33", "AMHPA Decision Notice — Gastravo (sovatuzumab pelidotin), procedure AMHPA/H/2022/0901", """
Arvenian Medicines and Health Products Authority — Decision on an application for marketing authorisation
Procedure number: AMHPA/H/2022/0901
Product: Gastravo 100 mg powder for concentrate for solution for infusion
Active substance: sovatuzumab pelidotin (OVP-330), an antibody–drug conjugate directed against TSPAN19
Marketing authorisation holder: Ostrander-Vey Pharmaceuticals plc, Port Assel
Application submitted: 30 November 2022
SCHM opinion: positive, adopted on 20 April 2023 by 22 votes to 2
Decision: marketing authorisation GRANTED on 17 May 2023
Approved indication: adults with advanced or metastatic gastric or gastro-oesophageal junction adenocarcinoma whose tumours are TSPAN19-positive (IHC 2+ or 3+) and who have received at least one prior systemic regimen.
Basis of the decision
The decision rests on the open-label, randomised Phase 3 study ACTR-2020-0918, which was stopped early for efficacy at its prespecified interim analysis of overall survival. Although early stopping can overestimate treatment effects, the Authority considered the survival benefit robust, given the size of the effect, its consistency across subgroups and the supportive results for progression-free survival and response.
Conditions of the authorisation
(a) Gastravo may only be used after TSPAN19 status has been confirmed with a validated assay.
(b) The holder shall provide educational material for prescribers on interstitial lung disease and ocular toxicity.
(c) The holder shall submit the final overall survival analysis, including patients who crossed over, by 31 December 2024.
Dissenting opinion: two members considered that an open-label design with early stopping justified a conditional rather than a full authorisation.
"""),

("tr-34", "Faculty biography: Dr Emeka Okafor, Port Assel Cancer Centre", """
Dr Emeka Okafor is a consultant medical oncologist specialising in cancers of the upper gastrointestinal tract and, since 2019, director of the Early Phase Trials Unit at Port Assel Cancer Centre.
Education
MB ChB, Tessaly University School of Medicine (2003); MD by research, University of Ledra (2011).
Training
He completed residency in internal medicine and medical oncology at St Aurelian's University Hospital, Ledra, between 2004 and 2010. During that time he spent two years as a cardio-oncology research fellow, supervised by the cardiologist Dr Adaeze Okafor (no relation), now a professor, studying the cardiac effects of anthracyclines and HER-family targeted drugs; their joint paper on early troponin monitoring is still widely cited.
Appointments
He joined Port Assel Cancer Centre as a consultant in 2012, became lead clinician for gastric and oesophageal cancer in 2016 and took charge of the Early Phase Trials Unit in 2019.
Research
His research focuses on antibody–drug conjugates. He was principal investigator of ORBIT-G (ACTR-2020-0918), the Phase 3 trial of an antibody–drug conjugate directed against TSPAN19, and he leads the centre's participation in several first-in-human studies.
Other roles
He is a member of the Arvenian Cancer Trials Group executive and an associate editor of the Arvenian Journal of Oncology.
Outside work he coaches a junior athletics club in Port Assel.
"""),

("tr-35", "ACTR-2020-0144: HF-ASCEND, a Phase 3 outcomes trial of HLV-52 in heart failure with preserved ejection fraction", """
Registry ID: ACTR-2020-0144
Acronym: HF-ASCEND
Public title: HLV-52 tablets for people with heart failure whose heart pumps normally but is stiff
Sponsor: Halvard Pharma AS
Contract research organisation: Caldris Research Partners
Phase: 3
Design: randomised 1:1, double-blind, placebo-controlled, event-driven
Condition: heart failure with preserved ejection fraction (LVEF 50% or more), NYHA class II to IV, with raised natriuretic peptides
Intervention: HLV-52 40 mg orally once daily versus placebo, in addition to standard care
Primary outcome: time to first occurrence of cardiovascular death or a worsening heart failure event
Secondary outcomes: total heart failure events; change in the Ledra Heart Failure Symptom Score at week 32; all-cause mortality
Principal investigator: Prof. Adaeze Okafor, Department of Cardiology, St Aurelian's University Hospital, Ledra (lead site)
Number of sites: 41
Enrolment: 1,184 (actual)
Study start: 2 March 2020
Primary completion: 30 November 2021
Overall status: Completed
Results: summary results posted 14 June 2022; the primary endpoint was not met
Last updated: 14 June 2022
"""),

("tr-36", "AMHPA Decision — Refusal of marketing authorisation: Cardelta (oxanicor), procedure AMHPA/H/2022/0288", """
Arvenian Medicines and Health Products Authority
Procedure number: AMHPA/H/2022/0288
Applicant: Halvard Pharma AS, Varnholm
Invented name: Cardelta 40 mg tablets
Active substance: oxanicor (development code HLV-52)
Proposed indication: treatment of symptomatic heart failure with preserved ejection fraction in adults
Application submitted: 5 August 2022
SCHM opinion: negative, adopted on 23 February 2023 by 21 votes to 3
Decision: marketing authorisation REFUSED on 3 April 2023
Grounds for refusal
1. The single pivotal study, ACTR-2020-0144, did not meet its primary endpoint (hazard ratio 0.93; 95% confidence interval 0.79 to 1.09; p=0.31).
2. The applicant's claim of benefit in patients with an ejection fraction of 50% to 59% rests on a subgroup analysis that was not prespecified and was not confirmed in an independent population.
3. Under the prespecified hierarchical testing strategy, secondary endpoints cannot be interpreted as confirmatory.
4. Symptomatic hypotension and acute kidney injury were more frequent with oxanicor, so the benefit–risk balance cannot be considered positive.
Minority position
Three members considered that the subgroup finding was biologically plausible and that a conditional authorisation with a confirmatory study could have been considered.
Re-examination
The applicant may request re-examination of the opinion within 15 days of receiving this decision. The public assessment report will be published once any re-examination is complete or the deadline has passed.
"""),

("tr-37", "Halvard Pharma appoints Professor Adaeze Okafor as Chief Medical Officer", """
VARNHOLM, 15 July 2024 — Halvard Pharma AS today announced the appointment of Professor Adaeze Okafor, MD PhD, as Chief Medical Officer and member of the executive committee, effective 1 September 2024. She succeeds Dr Mikkel Aarnes, who retires after eleven years with the company.
Professor Okafor joins from St Aurelian's University Hospital in Ledra, where she spent 22 years, most recently as head of cardiovascular research. She was principal investigator of HF-ASCEND, Halvard's Phase 3 trial in heart failure with preserved ejection fraction, and has led or co-led more than 30 clinical trials. She has served on guideline committees of the Arvenian Society of Cardiology and on the board of the Arvenian Heart Foundation.
At Halvard she will be responsible for clinical development, medical affairs and pharmacovigilance, including the post-authorisation commitments for Fibrenza.
"Adaeze has spent her career asking whether medicines really help patients, and she was candid with us when the answer was no," said Ulrik Sandemose, Chief Executive Officer. "That is exactly the judgement we want at the top of our medical organisation."
"Halvard has a new medicine in hepatology, obligations to the patients who take it and an early pipeline in cardiometabolic disease," said Professor Okafor. "I am looking forward to helping the team get those decisions right."
Professor Okafor will keep an honorary chair at St Aurelian's University Hospital but will step down from her clinical and investigator roles there before joining.
About Halvard Pharma
Halvard Pharma AS, headquartered in Varnholm, is a specialty pharmaceutical company in hepatology, cardiology and gastroenterology.
"""),

("tr-38", "Research Matters — Clinical Research Directorate newsletter, St Aurelian's University Hospital, Autumn 2022", """
In this issue: a new home for liver research, cardiology results, our annual lecture, and the numbers.
A suite in Tobias's name
On 19 September 2022 the Directorate opened the Fennimore Hepatology Research Suite on level 4 of the Kestrel Building. It has four biopsy recovery bays, an elastography room and space for the hepatology trials team. Prof. Fennimore, who died in June, had argued for the space for a decade; his family cut the ribbon. Dr Imogen Ruskin now leads the hepatology portfolio, including our site in the Phase 3 HEPATIKA-3 study, which remains open to referrals.
Cardiology
Prof. Okafor's group presented the final results of HF-ASCEND in Varnholm in May. "The trial was negative, but it was a good trial, and good trials teach you things," she told the meeting. Her group's investigator-led study of dietary sodium restriction, SALT-HF, opened on 5 September, and the team is looking for referrals from the heart failure clinics.
Annual Clinical Research Lecture
This year's lecture was given by Dr Okafor, our former cardio-oncology fellow and now a medical oncologist at Port Assel Cancer Centre, on antibody–drug conjugates in gastric cancer. He reminded the audience that he is no relation of our cardiologist of the same name, and that he has long since given up correcting the switchboard.
By the numbers (year to 31 August 2022)
- 212 active studies, 61 of them commercially sponsored
- 3,140 participants recruited
- 18 new studies opened in the last quarter
Contact the Directorate office in the Kestrel Building to subscribe or to suggest a story.
"""),

("tr-39", "Ostrander-Vey licenses Sefton Genomics' gene therapy SG-9 for Harlow-Benning syndrome", """
PORT ASSEL and OSTMERE, 2 May 2022 — Ostrander-Vey Pharmaceuticals plc and Sefton Genomics Ltd today announced an exclusive worldwide licence to SG-9, an investigational gene replacement therapy for Harlow-Benning syndrome.
Harlow-Benning syndrome is a rare, progressive neuromuscular disorder of early childhood caused by loss-of-function variants in both copies of the HBS1 gene. Affected children lose the ability to walk, usually before the age of ten, and there is no approved treatment. SG-9 uses an AAV9 vector to deliver a functional copy of HBS1 in a single intravenous infusion.
Terms
Ostrander-Vey will pay US$60 million upfront. Sefton Genomics is eligible for up to US$420 million in development, regulatory and commercial milestones, plus tiered royalties from mid-single to low double digits. Sefton will complete the transfer of its manufacturing process to Ostrander-Vey by the end of 2023.
Development plan
Ostrander-Vey will develop SG-9 under the designation OVP-901. It will sponsor the first-in-patient study, BRIDGE-HB, which is expected to open in 2023 at a single specialist paediatric centre and to enrol about a dozen children.
"Families living with Harlow-Benning syndrome have asked us for one thing: speed," said Dr Ottilie Marsh, Chief Executive Officer of Sefton Genomics. "Ostrander-Vey can move faster than we could alone."
"This is our first step outside oncology and a deliberate one," said Dr Felix Ramsgaard, Chief Executive Officer of Ostrander-Vey.
About Sefton Genomics
Sefton Genomics, founded in 2017 in Ostmere, develops AAV gene therapies for rare neuromuscular disorders.
"""),

("tr-40", "ACTR-2023-0155: BRIDGE-HB, a Phase 1/2 study of the gene therapy SG-9 in children with Harlow-Benning syndrome", """
Registry ID: ACTR-2023-0155
Acronym: BRIDGE-HB
Public title: A gene therapy (SG-9) for young children with Harlow-Benning syndrome
Sponsor: Ostrander-Vey Pharmaceuticals plc
Collaborator: Sefton Genomics Ltd
Phase: 1/2
Design: open-label, single-arm, dose-escalation with two sequential cohorts
Condition: Harlow-Benning syndrome with confirmed biallelic HBS1 variants; age 2 to 8 years; able to walk 10 metres unaided
Intervention: SG-9, a single intravenous infusion at 1 × 10¹⁴ vg/kg (cohort 1) or 3 × 10¹⁴ vg/kg (cohort 2), with prophylactic corticosteroids for 8 weeks
Primary outcomes: treatment-emergent adverse events and serious adverse events to week 52; HBS1 protein expression in muscle at week 12
Secondary outcomes: change in the Harlow-Benning Functional Motor Scale; 10-metre walk/run time
Site: Tessaly University Hospital, Children's Division (single site)
Principal investigator: Dr Cormac Leclerc, consultant in paediatric neurology and clinical genetics
Target enrolment: 12
Study start: 12 June 2023
Primary completion (estimated): December 2025
Overall status: Recruiting
Last updated: 28 February 2024
"""),

("tr-41", "Journal summary: Orpanatrine (AUR-087) as add-on therapy for drug-resistant focal epilepsy — the CALM-FE3 trial (Clinical Neurology Reports, 2024)", """
Citation: Marchetti I, Pereira-Hale L, Dahlberg S, Ng-Whitlock R, Colquhoun M; for the CALM-FE3 Study Group. Adjunctive orpanatrine in drug-resistant focal epilepsy. Clin Neurol Rep 2024;19:233–245.
Design
Adults with at least four focal seizures every 28 days despite two or more antiseizure medicines were randomised to orpanatrine (AUR-087) 25 mg, 50 mg or placebo once daily. Treatment comprised 4 weeks of titration and 12 weeks of maintenance. In total 402 people were randomised at 38 centres.
Findings
- Median reduction in seizure frequency: 41.5% with 50 mg and 32.0% with 25 mg, compared with 16.8% with placebo.
- At least 50% fewer seizures (responders): 47.8% with 50 mg, 36.2% with 25 mg and 21.3% with placebo.
- Seizure freedom during maintenance: 6.0% with 50 mg vs 1.5% with placebo.
- Dizziness (24%) and somnolence (15%) were the commonest adverse events on 50 mg. Urinary retention occurred in four patients and resolved after dose reduction or catheterisation.
Why it matters
Orpanatrine is the first KCNV3 opener to succeed in a Phase 3 trial. Its effect is similar in size to that of recently approved antiseizure medicines, and it did not interact with enzyme-inducing drugs.
Caveats
The maintenance period was short, and the open-label extension will be needed to show whether the effect lasts. Men older than 60 should be asked about urinary symptoms.
Funding: Auralis Therapeutics Ltd.
"""),

("tr-42", "Halvard Pharma — R&D pipeline (as at 30 September 2023)", """
Halvard Pharma AS develops medicines in hepatology, cardiology and gastroenterology. The table shows our development programmes as at 30 September 2023.
| Compound | Target | Indication | Phase | Partner |
| --- | --- | --- | --- | --- |
| talnexafib (KRV-214) | HSK2 | MASH with F2–F3 fibrosis | Under review — AMHPA/H/2023/0419 | Korvant Therapeutics (licensor) |
| talnexafib (KRV-214) | HSK2 | MASH with compensated cirrhosis (F4) | Phase 2 (HEPATIKA-4C) | Korvant Therapeutics (licensor) |
| HLV-71 | BAT3 transporter | Primary sclerosing cholangitis | Phase 1 | — |
| HLV-88 | Undisclosed | Transthyretin cardiac amyloidosis | Preclinical | Tessaly University (research collaboration) |
| oxanicor (HLV-52) | NPR-C | Heart failure with preserved ejection fraction | Discontinued (April 2023) | — |
Notes
1. Talnexafib is the international non-proprietary name assigned to KRV-214 in 2022. Our marketing application was validated on 28 June 2023.
2. The application for oxanicor was refused in April 2023; the company has decided not to request re-examination, and the programme has been closed.
3. HEPATIKA-4C began enrolment in July 2023 and is expected to report in 2026.
4. Phases reflect the status of the most advanced study.
Pipeline information is updated each quarter and contains forward-looking statements that involve risks and uncertainties.
"""),

("tr-43", "Staff profile: Dr Petra Vosloo, consultant hepatologist, Quenby General Hospital", """
Dr Petra Vosloo is a consultant hepatologist and, since 2018, head of the Department of Hepatology at Quenby General Hospital.
Background
She qualified in medicine at the University of Varnholm in 1998 and trained in gastroenterology and hepatology in Varnholm and Ledra, where Prof. Tobias Fennimore became her mentor. From 2008 to 2012 she was a clinical research fellow, and later staff hepatologist, at the Arvenian Liver Institute in Port Assel, working on non-invasive assessment of fibrosis.
She joined Quenby General Hospital as a consultant in 2012.
Clinical interests
Fatty liver disease, non-invasive staging of fibrosis, and the liver in diabetes. She runs a combined liver–diabetes clinic with colleagues in endocrinology.
Research
Dr Vosloo was a site principal investigator in the Phase 2b and Phase 3 trials of the HSK2 inhibitor KRV-214, and since August 2022 she has been coordinating investigator of the Phase 3 study after the death of its original lead. She was first author of the trial's main publication in 2023. She also led the investigator-initiated LIVER-STIFF study, which compared a blood-based fibrosis score with biopsy.
Teaching
She supervises doctoral students from the University of Varnholm and teaches on the hepatology course for general practitioners.
Languages
Arvenian and English.
Referrals
Referrals to Dr Vosloo's clinics are accepted from general practitioners and hospital specialists through the hospital's electronic referral system.
"""),

("tr-44", "ACTR-2023-0988: CALM-FE3-OLE, an open-label extension study of AUR-087 in focal epilepsy", """
Registry ID: ACTR-2023-0988
Acronym: CALM-FE3-OLE
Public title: Long-term safety of AUR-087 in adults with focal epilepsy who completed an earlier study
Sponsor: Auralis Therapeutics Ltd (a subsidiary of Ostrander-Vey Pharmaceuticals plc since January 2024)
Contract research organisation: Caldris Research Partners
Phase: 3 (open-label extension)
Parent study: ACTR-2022-0770
Design: open-label, single-arm, flexible dose
Intervention: AUR-087 25 mg to 75 mg once daily, adjusted by the investigator according to response and tolerability
Primary outcome: incidence of treatment-emergent adverse events over 104 weeks
Secondary outcomes: percentage change in seizure frequency from the parent study baseline; retention on treatment; post-void residual urine volume in men over 60
Key inclusion criteria: completion of the maintenance period of the parent study without a serious adverse event considered related to study drug
Coordinating investigator: Dr Lucas Pereira-Hale, Department of Neurology, Ostmere District Hospital
Number of sites: 33
Target enrolment: 340
Study start: 20 March 2023
Primary completion: 31 December 2026
Ethics: Arvenian Research Ethics Service, reference ARES-23-0117
Overall status: Active, not recruiting
Last updated: 6 February 2024
"""),

("tr-45", "Speaker biography: Dr Samir Haddou, biostatistician", """
Arvenian Society for Clinical Trials Methodology — Annual Conference 2024, Session 4: "When to stop: interim analyses in practice"
Dr Samir Haddou is a biostatistician who has spent most of his career on the question of when a trial has seen enough.
He studied mathematics at the University of Varnholm and completed a PhD in statistics there in 2002, with a thesis on group-sequential designs for survival endpoints. He then spent eleven years at Caldris Research Partners, the last five as head of biostatistics, before founding Haddou Biometrics, an independent statistical consultancy in Ledra, in 2015. The firm now employs nine statisticians and specialises in support for data monitoring committees and in adaptive designs for small biotech sponsors.
Dr Haddou has served on more than forty data monitoring committees. Among them, he chaired the committee of a Phase 3 trial in liver fibrosis and was the independent statistician on an oncology committee that recommended stopping a Phase 3 trial early for overall survival benefit.
He is a visiting lecturer at the University of Ledra and a co-author of the Society's 2021 guidance on the composition and independence of data monitoring committees.
In this session he will explain why O'Brien–Fleming boundaries are conservative early and generous late, what committees should do when an efficacy boundary is crossed but a safety signal is emerging, and how sponsors can make closed-session reports easier to read.
"""),

("tr-46", "Staff profile: Dr Oskar Brandvold, Department of Hepatology, Varnholm Royal Infirmary", """
Dr Oskar Brandvold is a consultant hepatologist and research lead of the Department of Hepatology at Varnholm Royal Infirmary.
Background
He qualified in medicine at the University of Varnholm in 2001 and trained in gastroenterology in Varnholm and Quenby. From 2009 to 2016 he was a consultant gastroenterologist at Ostmere District Hospital, where he established a nurse-led fatty liver clinic. He moved to Varnholm Royal Infirmary in 2016.
Research
Dr Brandvold was a site principal investigator in HEPATIKA-2, the Phase 2b study of KRV-214, and in its Phase 3 successor. He is principal investigator of HEPATIKA-OBS (ACTR-2024-0290), the national post-authorisation safety study of talnexafib, which links prescription data with hospital records to follow several thousand treated patients for pancreatitis and liver injury. He also curates the Varnholm liver biopsy registry, which holds more than 9,000 reported biopsies.
Clinical work
He runs general hepatology clinics and a weekly clinic for patients with MASH who are starting or changing treatment.
Teaching
He is honorary senior lecturer at the University of Varnholm and co-ordinates the regional hepatology training programme.
Contact
Secretary to Dr Brandvold: Department of Hepatology, Varnholm Royal Infirmary, Outpatient Building B.
"""),

# ----------------------------------------------------------------- distractors

("tr-47", "Korvell Diagnostics launches FibroScore-K blood test for liver fibrosis staging", """
LEDRA, 3 March 2023 — Korvell Diagnostics AS today launched FibroScore-K, a blood test that combines five serum markers with age and platelet count to estimate the stage of liver fibrosis in people with fatty liver disease.
FibroScore-K was validated in LIVER-STIFF (ACTR-2019-0578), an investigator-led study in which 1,020 patients at Quenby General Hospital and St Aurelian's University Hospital had both the blood test and a liver biopsy. The test identified fibrosis of stage F2 or worse with an area under the curve of 0.86 and ruled out advanced fibrosis with a negative predictive value of 94%.
The test is registered with the Arvenian Medicines and Health Products Authority as a class C in vitro diagnostic and is available to hospital laboratories from today at ARC 410 per test.
Korvell expects the test to be used for routine referral decisions and to pre-screen patients for clinical trials of antifibrotic drugs, reducing the number of biopsies that end in screen failure.
"We built LIVER-STIFF so that the answer would hold up against the biopsy, not against another blood test," said Dr Petra Vosloo of Quenby General Hospital, the study's chief investigator.
"Fibrosis trials are spending a fortune on biopsies that turn out to be F0 or F1," said Dr Henrik Solvang, Chief Executive Officer of Korvell. "FibroScore-K can change that."
About Korvell Diagnostics
Korvell Diagnostics AS, founded in 2011 and based in Ledra, develops blood-based tests for liver and kidney disease. It has no connection with any therapeutics company of similar name.
"""),

("tr-48", "ACTR-2019-0578: LIVER-STIFF, a diagnostic accuracy study of a blood-based fibrosis score against liver biopsy", """
Registry ID: ACTR-2019-0578
Acronym: LIVER-STIFF
Public title: Can a blood test replace a liver biopsy for staging scarring in fatty liver disease?
Sponsor: Quenby General Hospital (investigator-initiated)
Funder: Korvell Diagnostics AS (unrestricted grant and test kits)
Study type: observational, prospective diagnostic accuracy study
Condition: suspected metabolic dysfunction-associated steatohepatitis (MASH) referred for liver biopsy
Index test: multi-marker serum fibrosis score (prototype of FibroScore-K)
Reference standard: liver biopsy read centrally by two pathologists blinded to the index test
Primary outcome: area under the receiver operating characteristic curve for fibrosis stage F2 or worse
Principal investigator: Dr Petra Vosloo, Department of Hepatology, Quenby General Hospital
Sites: Quenby General Hospital; St Aurelian's University Hospital, Ledra
Target enrolment: 1,000
Actual enrolment: 1,020
Study start: 16 September 2019
Study completion: 30 June 2022
Ethics: Quenby Regional Research Ethics Committee, reference QRREC/19/061
Overall status: Completed
Note: this study evaluates a diagnostic test only; no investigational medicinal product is given.
Last updated: 12 January 2023
"""),

("tr-49", "AMHPA Decision Notice — Dermitra (velotikimab), procedure AMHPA/H/2023/0491", """
Arvenian Medicines and Health Products Authority — Decision on an application for marketing authorisation
Procedure number: AMHPA/H/2023/0491
Product: Dermitra 150 mg solution for injection in pre-filled pen
Active substance: velotikimab (development code CSB-241), a humanised monoclonal antibody that neutralises interleukin-41
Marketing authorisation holder: Castellan Biologics AS, Tessaly
Application submitted: 11 July 2023
SCHM opinion: positive, adopted by consensus on 15 February 2024
Decision: marketing authorisation GRANTED on 14 March 2024
Approved indication: moderate-to-severe plaque psoriasis in adults who are candidates for systemic therapy.
Basis of the decision
Two randomised, double-blind, placebo-controlled Phase 3 studies, ACTR-2021-0731 (CASTLE-PSO-1) and ACTR-2021-0732 (CASTLE-PSO-2), enrolled 1,312 patients in total. At week 16, PASI-75 was reached by 81% and 78% of patients on velotikimab, compared with 7% and 9% on placebo.
Safety
Upper respiratory tract infections and injection-site reactions were the most frequent adverse reactions. Transient, mild decreases in neutrophil counts were observed; no grade 3 neutropenia was reported.
Conditions of the authorisation
(a) routine pharmacovigilance and a long-term extension study to week 156;
(b) a paediatric investigation plan, agreed in 2022, must be completed.
The medicinal product is subject to additional monitoring.
"""),

("tr-50", "Abstract P-088: HSK2 expression in activated hepatic stellate cells tracks fibrosis stage in human MASH", """
Arvenian Association for the Study of the Liver (AASL) Annual Meeting, Port Assel, 8–10 October 2020. Poster session: Basic and translational hepatology.
Authors: Imogen Ruskin¹, Tobias Fennimore¹, Hedda Lund², Jonas Tiller³
¹St Aurelian's University Hospital, Ledra; ²Department of Pathology, University of Ledra; ³Korvant Therapeutics plc, Ledra
Background: HSK2 is a serine/threonine kinase first described in cultured stellate cells. Its expression in human liver across the spectrum of fatty liver disease has not been reported.
Methods: We stained 186 archived biopsies from patients with MASH (fibrosis stages F0 to F4) for HSK2 and for α-smooth muscle actin, and quantified double-positive cells by digital image analysis. Precision-cut liver slices from six surgical resections were exposed for 72 hours to the HSK2 inhibitor KRV-214 (1 µM) or to vehicle; KRV-241, an unrelated compound from the same company, served as a negative control.
Results: The density of HSK2-positive stellate cells rose stepwise with fibrosis stage (Spearman ρ=0.71, p<0.001). In liver slices, KRV-214 reduced COL1A1 transcription by 58% and secreted procollagen by 44% compared with vehicle; KRV-241 had no effect.
Conclusions: HSK2 is expressed where fibrosis is active and its inhibition reduces collagen production in human tissue, supporting clinical testing of HSK2 inhibitors.
Disclosures: JT is an employee of Korvant Therapeutics. TF is a member of Korvant's scientific advisory board. The study was funded by St Aurelian's research charity.
"""),

("tr-51", "ACTR-2022-0315: SALT-HF, dietary sodium restriction in heart failure with preserved ejection fraction", """
Registry ID: ACTR-2022-0315
Acronym: SALT-HF
Public title: Does eating less salt help people with heart failure whose heart pumps normally but is stiff?
Sponsor: St Aurelian's University Hospital, Ledra (investigator-initiated)
Funder: Arvenian Heart Foundation
Study type: interventional, randomised, open-label with blinded endpoint adjudication
Phase: not applicable (dietary intervention)
Condition: heart failure with preserved ejection fraction (LVEF 50% or more)
Intervention: sodium intake of 1.5 g per day, supported by six dietitian sessions and home-delivered meal plans for 12 weeks
Comparator: usual dietary advice
Primary outcome: change in six-minute walk distance at 6 months
Secondary outcomes: quality of life; heart failure hospitalisation; serum sodium and kidney function
Key exclusion criteria: serum sodium below 130 mmol/L; eGFR below 25 mL/min; enteral or parenteral feeding
Principal investigator: Prof. Adaeze Okafor, Department of Cardiology, St Aurelian's University Hospital
Sites: St Aurelian's University Hospital; Quenby General Hospital; Varnholm Royal Infirmary
Target enrolment: 300
Study start: 5 September 2022
Overall status: Recruiting
Last updated: 11 January 2024
"""),

("tr-52", "Brightmoor Trials launches DermaNet, a dermatology site network", """
PORT ASSEL, 6 February 2023 — Brightmoor Trials Ltd, the contract research organisation, today launched DermaNet, a network of 24 pre-qualified dermatology research sites across Arvenia, including university departments in Tessaly, Ledra and Quenby.
Sites in DermaNet share standard contracts, a single training curriculum for PASI and other severity scores, photography standards and a common pool of trained raters. Brightmoor says the network can cut site start-up for psoriasis and eczema studies from a national median of 19 weeks to eight.
The launch follows several years of dermatology work for biotech and pharmaceutical sponsors. Last year Brightmoor supported a 186-patient oral Phase 2 psoriasis study for a biotech client in Ledra, including the closure of one dose arm at short notice after a laboratory signal. "We re-issued kit instructions and notified every site within 48 hours," said Gareth Penhale, Brightmoor's Chief Executive Officer. "That is the kind of moment a network like DermaNet is built for."
DermaNet sites will also be offered to sponsors of paediatric dermatology studies, for which recruitment has been especially slow.
About Brightmoor Trials
Brightmoor Trials Ltd is a privately owned contract research organisation headquartered in Port Assel, with 140 staff. It specialises in dermatology, rheumatology and respiratory medicine and has supported more than 90 trials since 2012.
"""),

("tr-53", "Abstract P-305: TRX-087, a use-dependent sodium channel blocker, in adults with focal epilepsy — an open-label Phase 2a study", """
Arvenian Epilepsy Society Scientific Meeting, Varnholm, 23–25 November 2022. Poster session C, Novel mechanisms.
Authors: Sven Dahlberg¹, Ilse Marchetti², Ruben Achterberg³
¹Department of Neurology, Quenby General Hospital; ²Epilepsy Unit, Varnholm Royal Infirmary; ³Trevian Neuroscience Ltd, Port Assel
Background: TRX-087 blocks neuronal sodium channels preferentially during high-frequency firing, which may spare normal activity. It is unrelated to potassium channel openers in development for the same condition.
Methods: In this open-label study at two centres, 36 adults with focal seizures uncontrolled by at least two antiseizure medications received TRX-087 titrated from 100 mg to 300 mg twice daily over 4 weeks, followed by 8 weeks at the highest tolerated dose. Seizure diaries were compared with a 6-week baseline.
Results: 31 participants completed the study. The median reduction in focal seizure frequency was 29% (interquartile range 4% to 55%), and 11 participants (35%) had at least 50% fewer seizures. Dizziness, diplopia and nausea were the most common adverse events; two participants withdrew because of rash.
Conclusions: TRX-087 showed preliminary signs of efficacy. A randomised, placebo-controlled Phase 2b study is planned.
Funding: Trevian Neuroscience Ltd.
Disclosures: IM has received advisory fees from several companies developing antiseizure medicines.
"""),

("tr-54", "Ostrander-Vey doses first patient with OVP-303 in pancreatic cancer", """
PORT ASSEL, 4 March 2024 — Ostrander-Vey Pharmaceuticals plc today announced that the first patient has been dosed in ORBIT-P1 (ACTR-2023-1210), a Phase 1 study of OVP-303 in patients with advanced pancreatic adenocarcinoma.
OVP-303 is an antibody–drug conjugate directed against MUC21, a glycoprotein found on most pancreatic tumours. It uses the same linker and topoisomerase I payload as Gastravo, Ostrander-Vey's approved treatment for gastric cancer, but binds an entirely different target; the two compounds should not be confused despite their similar codes.
ORBIT-P1 will enrol up to 90 patients in a dose-escalation part followed by expansion cohorts. Nordhaven Clinical Operations is managing the study, and the first patient was treated at Port Assel Cancer Centre, where Dr Sunniva Hald is principal investigator.
"Pancreatic cancer is where our platform will face its toughest test," said Dr Sigrid Haldane, Chief Medical Officer of Ostrander-Vey. "We have designed the study to tell us quickly whether MUC21 is the right door to knock on."
Initial dose-escalation data are expected in the first half of 2025.
About Ostrander-Vey
Ostrander-Vey Pharmaceuticals plc, headquartered in Port Assel, develops targeted oncology medicines and, since its acquisition of a Quenby-based biotech in January 2024, neuroscience medicines.
"""),

("tr-55", "Pellucid Biosciences discontinues PLC-112 migraine programme and prioritises PLC-087", """
QUENBY, 21 November 2019 — Pellucid Biosciences Ltd today announced that it is discontinuing development of PLC-112 for the prevention of migraine and will concentrate its resources on PLC-087 in drug-resistant focal epilepsy.
In the Phase 1 multiple ascending dose study of PLC-112, two of eight volunteers in the highest dose cohort reported transient visual disturbances. Although these resolved, modelling showed that the doses likely to be needed for migraine prevention would leave no adequate margin, and the board concluded that the programme could not be developed further.
PLC-087, a KCNV3 potassium channel opener, has completed Phase 1. Pellucid plans to start a randomised, placebo-controlled Phase 2 study in adults with focal seizures in the first half of 2020, with around 11 sites and Quenby General Hospital as the lead centre.
"Stopping a programme is never easy, but PLC-087 gives us the best chance to help patients soon," said Dr Maeve Colquhoun, Chief Executive Officer. "We are redirecting the whole team to it."
The decision will lead to a reduction of nine roles, mainly in the migraine biology group. Pellucid expects its current funds to last until the first quarter of 2021 and is in discussions with investors about a series B financing.
About Pellucid Biosciences
Pellucid Biosciences Ltd was founded in 2014 in Quenby and develops ion-channel modulators for neurological disorders.
"""),

("tr-56", "Tessaly University Hospital News — children's psoriasis study opens with CSB-241", """
20 June 2023
The Department of Dermatology has opened recruitment to CASTLE-PED (ACTR-2023-0449), an international study of CSB-241 in children and adolescents aged 6 to 17 with moderate-to-severe plaque psoriasis. CSB-241 is an injectable antibody against interleukin-41 developed by Castellan Biologics, whose head office is on the university science park.
The study is led locally by Dr Rana Iqbal-Stroud, who ran the department's earlier trial of an oral psoriasis medicine in adults. "Children with severe psoriasis have far fewer options than adults, and many of them have been waiting years for a study like this," she said.
Families can expect an injection every four weeks, visits every month for the first four months, and skin photography at each visit. Travel costs are reimbursed, and visits can be arranged after school hours. Children who complete the 52-week study may continue treatment in an extension.
The study is being run from the Children's Division, which opened its new clinical research wing in January. The wing has two infusion bays, a play therapist and overnight rooms for parents, and it already hosts studies in childhood epilepsy, rare neuromuscular disease and asthma.
Referrals: general practitioners and hospital colleagues can refer patients to the paediatric dermatology clinic marking the letter "CASTLE-PED".
News from around the hospital is published on the staff intranet every Tuesday.
"""),

# ----------------------------------------------------------------- end of distractors

("tr-57", "Korvant earns US$35 million milestone on Arvenian approval of Fibrenza", """
LEDRA, 11 March 2024 — Korvant Therapeutics plc today announced that it has earned a US$35 million milestone payment from its partner Halvard Pharma AS following the grant of a marketing authorisation for Fibrenza (talnexafib) by the Arvenian Medicines and Health Products Authority on 6 March 2024.
Fibrenza, known during development as KRV-214, is the first HSK2 inhibitor to be approved anywhere. It was discovered in Korvant's laboratories in Ledra and licensed to Halvard in 2019. Korvant is also entitled to tiered royalties on net sales and to further milestones linked to sales thresholds and additional indications.
"Eight years ago KRV-214 was a hit in a screening plate," said Dr Hana Brezek, co-founder and Chief Executive Officer of Korvant. "Today it is a medicine that doctors can prescribe. I want to thank the patients who took part in the trials, the investigators who ran them and our colleagues at Halvard."
Use of proceeds
The payment extends Korvant's cash runway into 2027. It will fund preparations for a Phase 3 programme of KRV-241 in plaque psoriasis, for which Korvant is seeking a partner, and the ongoing Phase 1 study of KRV-377, in which the first healthy volunteers were dosed in January 2024.
About Korvant Therapeutics
Korvant Therapeutics plc, founded in 2016 and based in Ledra, discovers small molecules for fibrotic and inflammatory disease. It has 52 employees.
Forward-looking statements
This announcement contains forward-looking statements that are subject to risks and uncertainties, including the commercial success of Fibrenza, over which Korvant has no control.
"""),

("tr-58", "Case study: 38 sites activated in 16 weeks for a Phase 3 epilepsy trial (Caldris Research Partners)", """
Client: Auralis Therapeutics Ltd (now part of Ostrander-Vey Pharmaceuticals)
Therapeutic area: neurology — drug-resistant focal epilepsy
Scope: Phase 3, randomised, placebo-controlled, 400 participants, full service (feasibility, start-up, monitoring, eDiary, data management, biostatistics)
The challenge
Auralis needed pivotal data in time for a financing decision. That meant first patient in within five months of the final protocol and a last patient completing maintenance within a year. Epilepsy trials rarely manage either: each participant needs an eight-week prospective baseline, and many sites are small units with a single research nurse.
Our approach
- Feasibility limited to sites in Caldris Research Partners' EpiLink network with a record of baseline-to-randomisation conversion above 60%.
- Ethics submissions through the Arvenian single-opinion route, with site contracts negotiated in parallel from a pre-agreed template.
- An electronic seizure diary with daily reminders, chosen after testing three systems with patient representatives from the Arvenian Epilepsy Society.
- A central "baseline desk" that called participants weekly during the baseline period.
Results
- All 38 sites activated within 16 weeks of protocol finalisation, against an industry benchmark of 30 weeks or more.
- First participant randomised 19 days after the first site was activated.
- 402 participants randomised; last participant completed maintenance three weeks ahead of plan.
- Diary compliance of 93% during maintenance; database lock 19 days after the last participant's last visit.
"Caldris treated our timeline as their problem, not ours," said Hannu Ek, who was Vice President of Clinical Operations at Auralis.
"""),

("tr-59", "Halvard Pharma reports topline results from the Phase 3 HF-ASCEND trial of HLV-52", """
VARNHOLM, 21 February 2022 — Halvard Pharma AS today reported topline results from HF-ASCEND, its Phase 3 trial of HLV-52, an oral modulator of natriuretic peptide receptor C, in nearly 1,200 patients with heart failure with preserved ejection fraction.
HLV-52 did not achieve a statistically significant reduction in the primary composite endpoint of cardiovascular death or worsening heart failure events compared with placebo (hazard ratio 0.93; p=0.31). A numerically larger effect was seen in patients with an ejection fraction between 50% and 59%, and total heart failure events were lower with HLV-52, although these analyses are exploratory.
HLV-52 was generally well tolerated; symptomatic hypotension was more frequent than with placebo.
"We had hoped for a clearer result," said Professor Okafor, the trial's principal investigator. "But the data are sound, the trial was well run, and the subgroup findings deserve careful scrutiny rather than dismissal."
Halvard will discuss the results with the Arvenian Medicines and Health Products Authority before deciding whether to submit a marketing application. Full results will be presented at a scientific meeting.
"Heart failure with preserved ejection fraction remains a hard disease to treat," said Ulrik Sandemose, Chief Executive Officer. "We will take a disciplined decision on next steps in the coming months."
The company's hepatology programme is unaffected: the Phase 3 trial of KRV-214 continues to enrol as planned.
About Halvard Pharma
Halvard Pharma AS is a specialty pharmaceutical company headquartered in Varnholm.
"""),

("tr-60", "Glossary of abbreviations (Halvard Pharma medical writing style guide, Appendix C)", """
Use this appendix when drafting clinical, safety and regulatory documents. Spell out an abbreviation at first use in external documents unless it appears in this list as "may stand alone".
- ACTR — Arvenian Clinical Trials Register; identifiers take the form ACTR-YYYY-NNNN (may stand alone)
- AE / AESI — adverse event / adverse event of special interest
- ALT — alanine aminotransferase (may stand alone)
- AMHPA — Arvenian Medicines and Health Products Authority, the national medicines regulator (may stand alone)
- ANC — absolute neutrophil count
- CRO — contract research organisation
- DHPC — direct healthcare professional communication ("dear-doctor letter")
- DMC / IDMC — data monitoring committee / independent data monitoring committee
- HFpEF — heart failure with preserved ejection fraction
- HSK2 — hepatic stellate kinase 2
- IWRS — interactive web response system
- MASH — metabolic dysfunction-associated steatohepatitis (may stand alone)
- OLE — open-label extension
- OS — overall survival
- PASI-75 — at least 75% improvement in the Psoriasis Area and Severity Index
- PASS — post-authorisation safety study
- SCHM — Scientific Committee on Human Medicines, the AMHPA committee that adopts the opinion on which the Authority bases its decision on a marketing application (may stand alone)
- ULN — upper limit of normal
- USM — urgent safety measure
Procedure numbers issued by the AMHPA take the form AMHPA/H/YYYY/NNNN, where YYYY is the year in which the application was validated or, for older files, submitted.
"""),

]
