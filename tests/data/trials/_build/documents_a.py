# -*- coding: utf-8 -*-
"""Documents tr-01 .. tr-30 of the fictional drug-development collection.

Every name, company, compound, trial id, date and figure is invented.
Each entry: (id, title, text). In `text`, one physical line = one paragraph,
list item, table row or field line; build.py joins them with "\\n".
"""

DOCS_A = [

("tr-01", "Korvant Therapeutics — Development Pipeline (updated January 2022)", """
Korvant Therapeutics plc is a clinical-stage company in Ledra, Arvenia, that discovers small molecules acting on fibrosis and on immune-mediated inflammation. The table below summarises our programmes as of 14 January 2022.
| Compound | Target | Indication | Phase | Partner |
| --- | --- | --- | --- | --- |
| KRV-214 | HSK2 | MASH with F2–F3 liver fibrosis | Phase 3 (HEPATIKA-3) | Halvard Pharma (worldwide licence, 2019) |
| KRV-241 | IL-41 receptor | Moderate-to-severe plaque psoriasis | Phase 2 (CLARION-241) | None — wholly owned |
| KRV-377 | HSK2/HSK3 | Fibrosis in diabetic kidney disease | Preclinical (GLP toxicology) | None |
| KRV-402 | Undisclosed | Idiopathic pulmonary fibrosis | Discovery | None |
Notes to the table:
1. KRV-214 is developed and will be commercialised by our partner, which is responsible for all clinical and regulatory activity. Korvant is eligible for milestone payments and royalties on sales.
2. Despite the similar codes, KRV-214 and KRV-241 come from unrelated chemical series and act on unrelated targets. Please quote the full code in any correspondence with us.
3. KRV-377 is expected to enter a Phase 1 study in healthy volunteers during 2023, subject to financing.
4. "Phase" refers to the most advanced study that is active or completed. Discovery-stage programmes are disclosed at our discretion and may be reprioritised without notice.
This page contains forward-looking statements. Actual timelines depend on regulatory feedback, recruitment and the availability of funding, and may differ materially from those described.
Contact: Investor Relations, Korvant Therapeutics plc, 4 Tanner's Row, Ledra.
"""),

("tr-02", "ACTR-2018-0233: Single and multiple ascending dose study of KRV-214 in healthy volunteers", """
Register: Arvenian Clinical Trials Register
Registry ID: ACTR-2018-0233
Public title: A study of single and repeated doses of KRV-214 in healthy adults
Scientific title: A randomised, double-blind, placebo-controlled, single and multiple ascending dose study of the safety, tolerability and pharmacokinetics of orally administered KRV-214 in healthy male and female volunteers
Sponsor: Korvant Therapeutics plc, Ledra
Contract research organisation: Caldris Research Partners
Phase: 1
Condition: Healthy volunteers (intended indication: steatohepatitis with liver fibrosis)
Intervention: KRV-214 oral suspension, single doses of 10 mg to 400 mg; 50 mg to 200 mg once daily for 14 days; matching placebo
Site: Caldris Clinical Pharmacology Unit, Ledra (single centre)
Principal investigator: Dr Lena Sorby, MD, medical director of the unit
Target enrolment: 64
Actual enrolment: 64
Date of registration: 19 February 2018
First participant dosed: 05/03/2018
Study completion: 22/01/2019
Overall status: Completed
Primary outcome: Incidence and severity of treatment-emergent adverse events up to day 28 after the last dose
Secondary outcomes: Cmax, AUC and terminal half-life of KRV-214; effect of a high-fat meal on exposure (cohort 4 only); change in plasma procollagen III peptide as an exploratory marker
Ethics approval: Ledra Metropolitan Research Ethics Committee, reference LMREC/18/027
Results summary posted: No
Last updated: 30 April 2019
"""),

("tr-03", "Korvant Therapeutics and Halvard Pharma sign exclusive worldwide licence for KRV-214", """
LEDRA and VARNHOLM, 11 June 2019 — Korvant Therapeutics plc, a privately held biotechnology company, and Halvard Pharma AS today announced an exclusive worldwide licence agreement under which Halvard will develop, manufacture and commercialise KRV-214, Korvant's oral inhibitor of hepatic stellate kinase 2, for the treatment of steatohepatitis with liver fibrosis.
Under the terms of the agreement Korvant will receive an upfront payment of US$45 million and is eligible for development, regulatory and sales milestones of up to US$610 million, together with tiered royalties on net sales. Korvant keeps all rights to its other programmes, including the immunology candidate KRV-241.
Halvard expects to begin a 52-week, biopsy-based Phase 2b study, to be called HEPATIKA-2, before the end of 2019. A first-in-human study completed in January showed KRV-214 to be well tolerated at once-daily doses of up to 200 mg, with a half-life that supports once-daily dosing.
"Halvard has the clinical and commercial reach in hepatology that a compound like KRV-214 deserves," said Dr Hana Brezek, co-founder and Chief Executive Officer of Korvant.
"Liver fibrosis is one of the largest unmet needs in our therapeutic areas, and we intend to move quickly," said Ulrik Sandemose, Chief Executive Officer of Halvard Pharma.
The transaction does not require competition clearance. Korvant was advised by Marlowe Capital; Halvard by Strand & Lyle.
About Korvant Therapeutics
Founded in 2016, Korvant discovers small molecules for fibrotic and inflammatory disease. It employs 38 people in Ledra.
About Halvard Pharma
Halvard Pharma AS is a specialty pharmaceutical company headquartered in Varnholm, with marketed products in cardiology and gastroenterology.
"""),

("tr-04", "ACTR-2019-0587: HEPATIKA-2, a Phase 2b dose-ranging study of KRV-214 in MASH with fibrosis", """
Registry ID: ACTR-2019-0587
Acronym: HEPATIKA-2
Scientific title: A 52-week, randomised, double-blind, placebo-controlled, dose-ranging study of KRV-214 in adults with biopsy-confirmed metabolic dysfunction-associated steatohepatitis and stage F2–F3 fibrosis
Sponsor: Halvard Pharma AS, Varnholm
Source of investigational product: Korvant Therapeutics plc (licensor)
Contract research organisation: Nordhaven Clinical Operations (monitoring, data management and central biopsy logistics)
Phase: 2b
Condition: MASH with moderate to advanced fibrosis
Interventions: KRV-214 100 mg once daily; KRV-214 200 mg once daily; placebo once daily
Primary outcome: Proportion of participants with at least one-stage improvement in fibrosis without worsening of steatohepatitis at week 52
Coordinating investigator: Prof. Tobias Fennimore, St Aurelian's University Hospital, Ledra
Recruiting sites (14), among them:
- St Aurelian's University Hospital, Ledra (Prof. T. Fennimore)
- Quenby General Hospital (Dr P. Vosloo)
- Varnholm Royal Infirmary (Dr O. Brandvold)
- Ostmere District Hospital (Dr K. Osei-Bonsu)
- ten further hospitals in Arvenia
Target enrolment: 210
Study start: 4 November 2019
Primary completion date: 30 April 2021
Overall status: Completed
Results: summary results posted 2 December 2021
"""),

("tr-05", "Abstract OP-17: KRV-214, an oral HSK2 inhibitor, improves fibrosis in MASH — 52-week results of the randomised Phase 2b HEPATIKA-2 trial", """
Arvenian Association for the Study of the Liver (AASL) Annual Meeting, Ledra, 7–9 October 2021. Oral session 3: Fibrosis therapeutics.
Authors: T. Fennimore¹, P. Vosloo², O. Brandvold³, M. Kessler-Aune⁴, J. Tiller⁵, on behalf of the HEPATIKA-2 investigators
¹St Aurelian's University Hospital, Ledra; ²Quenby General Hospital; ³Varnholm Royal Infirmary; ⁴Halvard Pharma AS, Varnholm; ⁵Korvant Therapeutics plc, Ledra
Background: Hepatic stellate kinase 2 (HSK2) is up-regulated in activated stellate cells and drives collagen deposition. KRV-214 is a selective, once-daily oral HSK2 inhibitor.
Methods: Adults with biopsy-proven MASH and F2–F3 fibrosis were randomised 1:1:1 to KRV-214 100 mg, KRV-214 200 mg or placebo for 52 weeks at 14 centres. Paired biopsies were read centrally by two pathologists blinded to treatment and to biopsy sequence. The primary endpoint was improvement of at least one fibrosis stage without worsening of steatohepatitis.
Results: 212 participants were randomised (mean age 54 years; 58% with F3). The primary endpoint was met by 41.4% on 200 mg, 30.0% on 100 mg and 17.1% on placebo (p<0.001 for 200 mg vs placebo). ALT fell by a mean of 38% on 200 mg. Nausea (14% vs 6%) and headache were the most frequent adverse events; one episode of mild pancreatitis occurred on 200 mg and resolved without sequelae.
Conclusions: KRV-214 200 mg produced clinically meaningful fibrosis regression over 52 weeks and was generally well tolerated. The Phase 3 trial HEPATIKA-3 began enrolling in July 2021.
Disclosures: MK-A is an employee of Halvard Pharma; JT is an employee of Korvant Therapeutics. TF has received consultancy fees from Korvant Therapeutics.
"""),

("tr-06", "ACTR-2021-1104: HEPATIKA-3, a Phase 3 trial of KRV-214 in MASH with F2–F3 fibrosis", """
Registry ID: ACTR-2021-1104
Acronym: HEPATIKA-3
Record version: 1 (registered 14 June 2021)
Public title: A long-term study comparing KRV-214 with placebo in adults with fatty liver inflammation and scarring
Sponsor: Halvard Pharma AS
Contract research organisation: Nordhaven Clinical Operations
Phase: 3
Design: randomised 1:1, double-blind, placebo-controlled, parallel-group; liver histology at week 52 in the first 940 participants randomised (histology cohort), followed by an event-driven clinical outcomes phase in all participants
Intervention: KRV-214 200 mg tablet once daily versus matching placebo
Primary outcomes: (1) improvement of at least one fibrosis stage without worsening of steatohepatitis at week 52 (histology cohort); (2) time to first liver-related clinical event (outcomes phase)
Coordinating investigator: Prof. Tobias Fennimore, St Aurelian's University Hospital
Number of sites: 46 (planned)
Target enrolment: 1,600 (the first 940 randomised form the histology cohort)
Anticipated start: 1 July 2021
Anticipated primary completion (histology part): May 2023
Data monitoring committee: yes, independent; charter version 1.0
Key inclusion criteria: age 18 to 75 years; biopsy-confirmed MASH within the previous 6 months; fibrosis stage F2 or F3; stable body weight for 3 months
Key exclusion criteria: other chronic liver disease; cirrhosis or prior decompensation; pancreatitis within the past 5 years; ALT more than 5 times the upper limit of normal
Overall status: Not yet recruiting
"""),

("tr-07", "HEPATIKA-3 (ACTR-2021-1104) — Notice of Substantial Protocol Amendment No. 4", """
To: all HEPATIKA-3 principal investigators; research ethics committees; the Arvenian Medicines and Health Products Authority
From: Halvard Pharma AS, Clinical Development
Date: 22 August 2022
Protocol: HLV-KRV214-301, version 5.0 (supersedes version 4.1)
Summary of changes
1. Coordinating investigator. Following the death of Professor Tobias Fennimore on 28 June 2022, Dr Petra Vosloo (Quenby General Hospital), who has been a principal investigator on the study since its first site opened, is appointed coordinating investigator. The steering committee endorsed her appointment on 9 August.
2. Site leadership. At St Aurelian's University Hospital the role of principal investigator passes to Dr Imogen Ruskin.
3. Additional sites. Six sites are added, bringing the total to 52; among them are Ostmere District Hospital and Port Assel General Hospital.
4. Eligibility. The exclusion for prior pancreatitis, previously limited to the past 5 years, now applies to any history of pancreatitis.
5. Administrative. Contact details of the sponsor's medical monitor are updated.
Rationale
Changes 1 and 2 secure continuity of medical oversight. Change 3 responds to slower-than-planned enrolment in the southern region. Change 4 was requested by the steering committee as a precaution after a blinded review of adverse events.
Implementation
Re-consent is not required for participants already randomised. Sites must file this notice in the investigator site file and implement version 5.0 once ethics approval has been received. Questions should be directed to the study team at the contract research organisation.
"""),

("tr-08", "Obituary: Professor Tobias Fennimore, hepatologist (1958–2022)", """
Tobias Fennimore, who died at home in Ledra on 28 June 2022, aged 63, belonged to the small group of clinicians who turned liver fibrosis from something pathologists described into something physicians could treat.
He was born in Quenby on 2 November 1958, the son of a schoolteacher and a harbour pilot, and studied medicine at the University of Ledra, qualifying in 1982. Training in gastroenterology took him to Varnholm and then, for two formative years, to a transplant unit abroad. In 1994 he joined St Aurelian's University Hospital as a consultant hepatologist, and he stayed for the rest of his career; a personal chair followed in 2003.
Fennimore insisted that trials in fatty liver disease be built on biopsies read properly, by two pathologists who did not know which slide came first. The insistence was unfashionable and expensive, and it made his name. He coordinated the Phase 2b study of an oral kinase inhibitor whose results he presented in Ledra in October 2021, and he had been leading its larger successor for less than a year when he fell ill in the spring. He also sat, with characteristic impatience for slides without data, on the scientific advisory board of Korvant Therapeutics.
"He read every biopsy twice and every protocol three times," recalled Dr Petra Vosloo, who worked with him for almost twenty years.
Outside medicine he sailed, badly by his own account, and kept bees. He is survived by his wife, the botanist Elin Fennimore, and by two daughters.
"""),

("tr-09", "HEPATIKA-3 Independent Data Monitoring Committee — recommendation letter after the third interim safety review", """
Date: 16 February 2023
To: Dr Mette Kessler-Aune, Head of Clinical Development, Halvard Pharma AS
Re: Protocol HLV-KRV214-301 (ACTR-2021-1104), KRV-214 200 mg versus placebo
Dear Dr Kessler-Aune,
The Independent Data Monitoring Committee (IDMC) met in closed session on 14 February 2023 to review unblinded safety data with a cut-off of 31 December 2022. At the cut-off, 1,318 participants had been randomised, including all 940 in the histology cohort, and 1,026 had completed at least 24 weeks of treatment.
The Committee found no imbalance in deaths, hepatic decompensation or serious hepatic adverse events. Transaminase elevations above three times the upper limit of normal were infrequent and similar between arms.
The Committee did, however, note that adjudicated acute pancreatitis has occurred in seven participants in one arm and in one participant in the other. All cases were mild or moderate and resolved; none was fatal. Given the small numbers, the Committee does not regard this as a reason to change the conduct of the study, but it asks the sponsor to act on the recommendations below.
Recommendations:
1. The study should continue without modification to randomisation or dosing.
2. Serum lipase should be measured at baseline and at weeks 4, 12 and 24 in all participants randomised from now on.
3. Pancreatitis should be handled as an adverse event of special interest and addressed in the risk management plan of any future marketing application.
The Committee will next review data in approximately six months, or earlier if the sponsor reports further cases. Please acknowledge receipt of this letter and do not forward it to investigators.
Yours sincerely,
Dr Samir Haddou, Chair, on behalf of the IDMC (Dr S. Haddou, Prof. R. Ahlgren, Dr K. Moyo)
"""),

("tr-10", "AMHPA Decision Notice — Fibrenza (talnexafib) 200 mg film-coated tablets, procedure AMHPA/H/2023/0419", """
Arvenian Medicines and Health Products Authority — Decision on an application for marketing authorisation
Procedure number: AMHPA/H/2023/0419
Product: Fibrenza 200 mg film-coated tablets
Active substance: talnexafib
Applicant and marketing authorisation holder: Halvard Pharma AS, Varnholm
Type of application: full application, new active substance
Application validated: 28 June 2023
Opinion of the SCHM: positive, adopted by consensus on 25 January 2024
Decision: marketing authorisation GRANTED on 6 March 2024
Approved indication: treatment of adults with metabolic dysfunction-associated steatohepatitis (MASH) and moderate to advanced liver fibrosis (stages F2 to F3), in addition to diet and exercise.
Basis of the decision: The Authority regarded the week-52 histology results, in the first 940 participants, of the randomised, double-blind, placebo-controlled Phase 3 study ACTR-2021-1104 as pivotal; the Phase 2b study ACTR-2019-0587 was considered supportive. The clinical outcomes phase of ACTR-2021-1104 is continuing, and its results must be submitted when available.
Conditions of the authorisation:
(a) the holder shall conduct a non-interventional post-authorisation safety study to characterise the risk of acute pancreatitis, to a protocol agreed with the Authority;
(b) the risk management plan, version 1.3, shall be implemented;
(c) periodic safety update reports shall be submitted every six months for the first two years.
The medicinal product is subject to additional monitoring.
Right of appeal: the applicant may request re-examination within 15 days of notification of this decision.
"""),

("tr-11", "Journal summary: Talnexafib for MASH with fibrosis — the HEPATIKA-3 trial (Arvenian Journal of Hepatology, 2023)", """
Citation: Vosloo P, Ruskin I, Brandvold O, Osei-Bonsu K, Kessler-Aune M, for the HEPATIKA-3 Investigators. Talnexafib in metabolic dysfunction-associated steatohepatitis with fibrosis. Arv J Hepatol 2023;41(12):1187–1199. Published online 4 December 2023.
What was studied
The trial randomises adults with biopsy-confirmed MASH and stage F2 or F3 fibrosis, at 52 hospitals, to talnexafib 200 mg once daily (the compound formerly coded KRV-214) or placebo. This paper reports the week-52 liver biopsies of the prespecified histology cohort, the first 940 participants randomised; the outcomes phase is still running.
Key findings
- Fibrosis improvement of at least one stage without worsening of steatohepatitis: 38.6% with talnexafib vs 15.2% with placebo (difference 23.4 percentage points; p<0.001).
- Resolution of steatohepatitis without worsening of fibrosis: 29.9% vs 11.4%.
- Acute pancreatitis: 0.9% vs 0.2%. Discontinuation because of adverse events: 6.1% vs 3.8%.
- Nausea was the most common adverse event and usually settled within four weeks.
How it fits
The effect size is larger than that of most agents tested against fibrosis in MASH, and similar to the Phase 2b result. The editorial that accompanies the paper calls the pancreatitis signal "small but real" and argues for lipase monitoring in practice.
Limitations
Histology is a surrogate; whether the benefit translates into fewer liver events is unknown. Few participants were older than 70, and the population was ethnically homogeneous.
Note
The paper is dedicated to the memory of the trial's original coordinating investigator, who died in 2022.
Funding: Halvard Pharma AS.
"""),

("tr-12", "Direct Healthcare Professional Communication: Fibrenza (talnexafib) — risk of acute pancreatitis, new contraindication and lipase monitoring", """
10 June 2025
Dear Healthcare Professional,
Halvard Pharma AS, in agreement with the Arvenian Medicines and Health Products Authority (AMHPA), would like to inform you of the following.
Summary
- Cases of acute pancreatitis, two of which required intensive care, have been reported in patients treated with Fibrenza.
- Fibrenza is now contraindicated in patients with any history of pancreatitis.
- Serum lipase should be measured before treatment is started and after 1, 3 and 6 months.
- Treatment must be stopped permanently if pancreatitis is confirmed, and must not be restarted.
Background on the safety concern
Fibrenza is authorised for adults with MASH and F2–F3 liver fibrosis. An imbalance in pancreatitis was seen in the pivotal trial and the risk was already listed in the product information. The second interim analysis of the post-authorisation safety study ACTR-2024-0290, covering 2,146 treated patients followed for a median of nine months, found an incidence of hospitalisation for acute pancreatitis of 3.1 per 1,000 patient-years, compared with 1.2 per 1,000 patient-years in a matched population of untreated patients with MASH. Most cases occurred within the first 12 weeks of treatment.
The summary of product characteristics and the package leaflet are being updated.
Call for reporting
Please report any suspected adverse reactions through the AMHPA online reporting portal, giving the batch number where possible.
Company contact point
Halvard Pharma AS, Medical Information, Varnholm; medinfo line 0800 417 220.
Yours faithfully,
Prof. Adaeze Okafor, Chief Medical Officer, Halvard Pharma AS
"""),

("tr-13", "ACTR-2024-0290: HEPATIKA-OBS, a post-authorisation safety study of talnexafib (Fibrenza)", """
Registry ID: ACTR-2024-0290
Acronym: HEPATIKA-OBS
Study type: observational (non-interventional) post-authorisation safety study, imposed as a condition of the marketing authorisation
Sponsor: Halvard Pharma AS
Principal investigator: Dr Oskar Brandvold, Department of Hepatology, Varnholm Royal Infirmary
Condition: MASH with F2–F3 fibrosis
Exposure: talnexafib 200 mg, as prescribed in routine practice
Comparator: propensity-matched patients with MASH not treated with talnexafib
Data sources: linkage of the Arvenian National Prescription Database with hospital discharge records and the Varnholm liver biopsy registry
Target population: 3,500 talnexafib-treated patients and 7,000 matched comparators
Primary outcome: incidence of hospitalisation for acute pancreatitis
Secondary outcomes: drug-induced liver injury; gallstone disease; all-cause mortality; discontinuation patterns
Interim analyses: every six months during the first two years of data collection
Study start (data collection): 2 May 2024
Estimated study completion: 31 March 2029
Overall status: Ongoing
Ethics: Varnholm Regional Research Ethics Committee, reference VRREC-24-112; individual consent waived for pseudonymised registry data
Last updated: 19 June 2025
"""),

("tr-14", "Halvard Pharma — Investor FAQ: Fibrenza and the Korvant agreement (updated April 2024)", """
This page answers questions we are often asked by shareholders and analysts. It is updated after each quarterly report.
Q: What is Fibrenza?
A: Fibrenza (talnexafib, developed as KRV-214) is a once-daily tablet for adults with MASH and F2–F3 liver fibrosis. It was approved in Arvenia on 6 March 2024 and became available to hospitals in May 2024.
Q: Who discovered it?
A: Korvant Therapeutics plc, from which we licensed exclusive worldwide rights in June 2019.
Q: What do we owe Korvant?
A: We paid US$45 million upfront. Of the milestones of up to US$610 million, US$35 million fell due on approval and was paid in March 2024. We also pay tiered royalties of 8% to 14% of net sales, stepping up at annual net sales of US$250 million and US$750 million.
Q: How long is Fibrenza protected from generic competition?
A: The main compound patent runs until 2037. We intend to apply for a supplementary protection certificate.
Q: Are there conditions attached to the approval?
A: Yes. We are running a registry-based safety study focused on pancreatitis and must report the clinical outcomes phase of the pivotal trial when it completes.
Q: What happened to HLV-52?
A: After the refusal in April 2023 we decided not to seek re-examination, and the programme has been discontinued. Its costs were fully written off in 2023.
Q: Will Fibrenza be launched outside Arvenia?
A: We are preparing applications in two further markets and are open to partnerships for regions where we have no commercial presence.
"""),

("tr-15", "Patent summary: AR 3 118 452 B1 — Substituted pyrazolo[3,4-c]pyridazines as HSK2 inhibitors", """
Summary prepared by the Korvant Therapeutics legal department, March 2020.
Patent number: AR 3 118 452 B1 (Arvenian Patent Office)
Title: Substituted pyrazolo[3,4-c]pyridazines as inhibitors of hepatic stellate kinase 2, and their use in fibrotic disease
Proprietor: Korvant Therapeutics plc, Ledra
Inventors: Hana Brezek; Jonas Tiller; Wen-Li Maddox
Filing date: 14 May 2017 (no priority claimed)
Publication of grant: 3 September 2019
Expiry, without extension: 14 May 2037
Licence recorded: exclusive and worldwide, to Halvard Pharma AS, under an agreement dated 11 June 2019 (entered in the register on 2 October 2019)
Abstract
The invention provides compounds of formula (I), their salts and pharmaceutical compositions, which inhibit HSK2 and reduce collagen production by activated stellate cells. The compounds are useful in the treatment of liver fibrosis, in particular fibrosis associated with steatohepatitis.
Claims
24 claims. Independent claim 1 covers the compounds; claim 17 covers pharmaceutical compositions; claim 20 covers use in treating fibrotic liver disease. Dependent claims 9 to 11 are directed to the compound of Example 14.
Key example
Example 14 is the compound designated KRV-214 in the proprietor's development programme. It inhibits HSK2 with an IC50 of 3.2 nM and is more than 400-fold selective over HSK3.
Observations
The specification does not disclose the IL-41 receptor antagonists of the KRV-241 series, which are the subject of a separate, pending application. Opposition period expired without opposition. Renewal fees are paid to 2021.
"""),

("tr-16", "Case study: Getting a 52-week liver biopsy trial back on schedule (Nordhaven Clinical Operations)", """
Client: Halvard Pharma AS, a mid-sized specialty pharmaceutical company
Study: HEPATIKA-2, a Phase 2b, randomised, placebo-controlled trial of an oral antifibrotic in MASH
Services: full service — site selection, monitoring, data management, central biopsy logistics
The challenge
Liver trials live or die on biopsy screen failure. Six months after the first patient was enrolled, 71% of screened patients were failing eligibility, most of them on biopsy, and our forecast showed recruitment finishing 14 weeks late.
What NCO did
- Introduced a pre-screening algorithm based on non-invasive markers, so that only patients likely to have F2–F3 fibrosis were sent for biopsy.
- Routed all slides through NCO's logistics hub in Varnholm, cutting the time from biopsy to central read from 19 days to 6.
- Opened two additional sites with reserved biopsy slots in their day-case units.
- Held a weekly call with every site coordinator, with a recruitment dashboard shared with the sponsor.
The result
- 212 patients randomised across 14 sites.
- Last patient randomised 11 weeks ahead of the re-baselined plan, and three weeks ahead of the original plan.
- Screen failure fell from 71% to 52%.
- Database lock 24 days after the last patient's final visit.
"Biopsy trials are a logistics problem dressed up as a medical one," says Dr Ruth Lindqvist, Medical Director at NCO. "Once slides moved quickly, investigators trusted the process and referred more patients."
Talk to our hepatology team about your next study.
"""),

("tr-17", "Korvant Therapeutics — Minutes of the Scientific Advisory Board meeting, 12 November 2020", """
Meeting held by video conference, 14:00 to 17:10.
Present: Prof. Marguerite Dunleavy (Chair; Tessaly University); Prof. Tobias Fennimore (St Aurelian's University Hospital); Dr Rana Iqbal-Stroud (Tessaly University Hospital); Dr Anselm Viry (independent toxicologist)
In attendance: Dr Hana Brezek (Chief Executive Officer); Dr Jonas Tiller (Chief Scientific Officer); Aino Peltz (minutes)
1. Minutes of the meeting of 14 May 2020 were approved without change.
2. KRV-214. Dr Tiller reported that the partner's Phase 2b study had completed enrolment. Prof. Fennimore declared an interest as its coordinating investigator and took no part in the discussion.
3. KRV-241, proposed Phase 2 in plaque psoriasis. Dr Tiller presented 13-week toxicology in two species, including a reversible fall in neutrophil counts at the highest dose in dogs. The Board discussed whether one or two doses should be taken into Phase 2 and how neutrophils should be followed.
Recommendations of the Board:
(a) proceed to a placebo-controlled Phase 2 study with doses of 150 mg and 300 mg twice daily;
(b) measure absolute neutrophil counts every two weeks for the first 12 weeks, with predefined stopping rules agreed before first dosing;
(c) Dr Iqbal-Stroud, who expects to be invited to lead the study, abstained on (a) and (b).
4. KRV-377. Dr Viry questioned the renal safety margins of the current lead; the company will profile two back-up molecules before choosing a development candidate.
5. Any other business. The Chair thanked the members for their time; the next meeting will take place in May 2021.
Actions: JT to circulate the neutrophil stopping rules by 30 November; HB to confirm the date of the next meeting.
"""),

("tr-18", "ACTR-2021-0642: CLARION-241, a Phase 2 study of KRV-241 in plaque psoriasis", """
Registry ID: ACTR-2021-0642
Acronym: CLARION-241
Public title: A study of KRV-241 tablets in adults with plaque psoriasis
Scientific title: A 16-week, randomised, double-blind, placebo-controlled, parallel-group Phase 2 study of two doses of the oral IL-41 receptor antagonist KRV-241 in adults with moderate-to-severe chronic plaque psoriasis
Sponsor: Korvant Therapeutics plc
Contract research organisation: Brightmoor Trials Ltd
Phase: 2
Condition: moderate-to-severe chronic plaque psoriasis (PASI 12 or more; body surface area 10% or more)
Interventions: KRV-241 150 mg twice daily; KRV-241 300 mg twice daily; placebo twice daily
Primary outcome: proportion of participants achieving PASI-75 at week 16
Principal investigator: Dr Rana Iqbal-Stroud, Department of Dermatology, Tessaly University Hospital (lead site)
Sites: 9, in Tessaly, Ledra, Port Assel and Quenby
Target enrolment: 186
Study start: 17 May 2021
Primary completion: 2022-08-31
Overall status: Completed
Protocol history: version 1.0 (approved 30 March 2021); version 2.0 (approved 24 March 2022), after which randomisation to the 300 mg twice-daily arm was discontinued following an urgent safety measure
Results summary: not yet posted
"""),

("tr-19", "Urgent Safety Measure — CLARION-241 (ACTR-2021-0642): dosing halted in the 300 mg arm", """
Date: 9 March 2022
To: principal investigators and pharmacists at all CLARION-241 sites; the Arvenian Medicines and Health Products Authority; Tessaly Regional Research Ethics Committee
From: Korvant Therapeutics plc, Medical Monitor
Dear Investigator,
We are writing to tell you about an urgent safety measure that was put in place today, ahead of formal approval, to protect trial participants.
What has happened
Between 24 February and 7 March 2022, three participants randomised to KRV-241 300 mg twice daily developed grade 3 neutropenia (absolute neutrophil count between 0.5 and 1.0 × 10⁹/L), which was detected at scheduled fortnightly blood tests. None of them had an infection, and counts recovered within 10 to 14 days of stopping study drug. No grade 3 neutropenia has been seen at 150 mg or on placebo at the current data cut.
Actions required with immediate effect
1. Study drug must be stopped for all participants assigned to the 300 mg twice-daily arm. As treatment remains blinded, the randomisation system will send a dose-hold instruction for the affected kits.
2. No further participants will be randomised to that arm.
3. Participants whose dosing is held must have a repeat neutrophil count within 7 days.
4. Participants in the other arms continue treatment and scheduled visits unchanged.
The measure was agreed between the sponsor and the principal investigator at the lead site after review of the cases by the data monitoring committee. A substantial amendment (protocol version 2.0) will be submitted within 15 days.
Please note that this letter concerns KRV-241 only. Korvant's hepatology compound KRV-214 is developed by a partner and is not affected.
Medical monitor: 24-hour line 0800 552 901.
"""),

("tr-20", "Korvant's KRV-241 meets primary endpoint in Phase 2 psoriasis trial", """
LEDRA, Arvenia, 18 October 2022 — Korvant Therapeutics plc today announced topline results from CLARION-241 (ACTR-2021-0642), a 16-week, randomised, double-blind, placebo-controlled Phase 2 trial of KRV-241, its oral IL-41 receptor antagonist, in adults with moderate-to-severe plaque psoriasis.
Highlights
- PASI-75 at week 16 (primary endpoint): 52% with KRV-241 150 mg twice daily versus 9% with placebo (p<0.0001).
- PASI-90 at week 16: 27% versus 2%.
- The most frequent adverse events were nasopharyngitis, headache and mild, reversible decreases in neutrophil counts.
As previously disclosed, enrolment into the higher-dose arm was stopped in March 2022 as a precaution after laboratory findings. Data from participants who received that dose will be presented at a scientific meeting next year.
"Very few oral drugs have produced skin clearance of this order in a trial of this size," said Dr Hana Brezek, Chief Executive Officer of Korvant. "We now want to establish the dose and the monitoring that let patients benefit safely over the long term."
Next steps
Korvant plans an end-of-Phase-2 meeting with the Arvenian regulator in the first half of 2023 and is in discussions with potential partners for Phase 3 development.
About KRV-241
KRV-241 is an orally available small molecule that blocks the IL-41 receptor, a driver of keratinocyte proliferation in psoriatic plaques. It is wholly owned by Korvant.
About Korvant Therapeutics
Korvant discovers small molecules for fibrotic and inflammatory disease. Its first compound, an antifibrotic, is licensed to Halvard Pharma and is in Phase 3.
"""),

("tr-21", "Pellucid Biosciences — Our pipeline (September 2020)", """
Pellucid Biosciences Ltd is a neuroscience company based in Quenby. We design modulators of neuronal ion channels to calm circuits that fire when they should not.
| Programme | Mechanism | Indication | Stage | Partner |
| --- | --- | --- | --- | --- |
| PLC-087 | KCNV3 potassium channel opener | Drug-resistant focal epilepsy (adjunctive) | Phase 2 — CALM-FE enrolling | Wholly owned |
| PLC-150 | KCNV3/KCNV5 opener, peripherally restricted | Chronic neuropathic pain | Preclinical | Wholly owned |
| PLC-203 | Undisclosed | Essential tremor | Discovery | Quenby University (research collaboration) |
| PLC-112 | Cortical spreading depression inhibitor | Migraine prevention | Discontinued after Phase 1 (2019) | — |
About our lead programme
PLC-087 opens KCNV3 channels, which stabilise the resting potential of cortical neurons. In animal models it suppressed focal seizures at exposures well below those causing sedation. The Phase 2 study CALM-FE is recruiting adults whose focal seizures continue despite at least two antiseizure medicines; we expect the last participant to complete treatment in the second quarter of 2021.
About us
Pellucid was founded in 2014 by Dr Maeve Colquhoun and colleagues from Quenby University and employs 31 people. A series B financing completed in March 2020 funds the company into 2022.
Contact: partnering enquiries to the business development team, Pellucid Biosciences Ltd, 12 Weaver's Yard, Quenby.
"""),

("tr-22", "ACTR-2020-0311: CALM-FE, a Phase 2 study of PLC-087 as add-on therapy in drug-resistant focal epilepsy", """
Registry ID: ACTR-2020-0311
Acronym: CALM-FE
Public title: Does PLC-087 reduce seizures in adults whose focal epilepsy is not controlled by current medicines?
Sponsor: Pellucid Biosciences Ltd, Quenby
Contract research organisation: none; sponsor-managed, with central ECG reading by Cardiolytics Ltd
Phase: 2
Condition: focal-onset seizures not controlled by two or more antiseizure medications
Design: randomised, double-blind, placebo-controlled, three parallel arms; 8-week prospective baseline, 4-week titration, 12-week maintenance
Interventions: PLC-087 25 mg once daily; PLC-087 50 mg once daily; placebo; all in addition to existing treatment
Primary outcome: percentage change from baseline in 28-day focal seizure frequency during the maintenance period
Secondary outcomes: 50% responder rate; seizure-free days; Clinical Global Impression of Change
Key inclusion criteria: age 18 to 70 years; at least four focal seizures per 28 days during baseline; antiseizure regimen unchanged for at least 8 weeks
Principal investigator: Dr Ilse Marchetti, Department of Neurology, Quenby General Hospital
Number of sites: 11
Target enrolment: 150
Study start: 14 April 2020
Ethics approval: Quenby Regional Research Ethics Committee, reference QRREC/20/044
Overall status: Recruiting
Last updated: 2 November 2020
"""),

("tr-23", "Pellucid Biosciences to become Auralis Therapeutics", """
QUENBY, 15 February 2021 — Pellucid Biosciences Ltd today announced that it will change its name to Auralis Therapeutics Ltd with effect from 1 March 2021.
The company has grown from a platform start-up into a clinical-stage business with a lead product in Phase 2, and the board believes the new name better reflects its mission of restoring calm to over-excitable neural circuits. The change also ends recurring confusion with an unrelated laboratory-supplies firm that trades under a similar name.
From 1 March all development codes will move from the PLC- prefix to AUR-. The lead compound PLC-087, a KCNV3 potassium channel opener currently being tested in the Phase 2 CALM-FE study in drug-resistant focal epilepsy, becomes AUR-087. PLC-150 becomes AUR-150. Study names, trial registrations and existing contracts are unaffected, and regulators, investigators and ethics committees have been informed.
"A name is a small thing, but it is the first thing people learn about us," said Dr Maeve Colquhoun, co-founder and Chief Executive Officer. "Auralis says what we do."
The company's registration number, address in Quenby, management team and shareholders are unchanged. A new website will go live on 1 March; the previous address will redirect for twelve months.
Topline results from CALM-FE are expected in the second half of 2021.
About the company
Founded in 2014 and privately held, the company develops ion-channel modulators for epilepsy and pain. It employs 34 people.
"""),

("tr-24", "Abstract P-212: Adjunctive AUR-087 (formerly PLC-087) in drug-resistant focal epilepsy — results of the Phase 2 CALM-FE study", """
Arvenian Epilepsy Society Scientific Meeting, Varnholm, 25–27 November 2021. Poster session B, Antiseizure therapies.
Authors: Ilse Marchetti¹, Sven Dahlberg¹, Lucas Pereira-Hale², Maeve Colquhoun³
¹Department of Neurology, Quenby General Hospital; ²Department of Neurology, Ostmere District Hospital; ³Auralis Therapeutics Ltd, Quenby
Background: AUR-087 is an oral opener of KCNV3 potassium channels, which stabilise the resting membrane potential of cortical neurons. We report the first controlled study in people with epilepsy.
Methods: Adults with at least four focal seizures per 28 days despite two or more antiseizure medications were randomised 1:1:1 to AUR-087 25 mg, AUR-087 50 mg or placebo once daily, added to existing therapy, at 11 centres. After an 8-week baseline, participants had 4 weeks of titration and 12 weeks of maintenance. The primary endpoint was the percentage change in 28-day seizure frequency during maintenance.
Results: 148 participants were randomised and 139 completed the study. Median reductions in seizure frequency were 46.2% with 50 mg, 33.5% with 25 mg and 18.0% with placebo (p=0.002 for 50 mg vs placebo). Responder rates (at least 50% reduction) were 44%, 31% and 19%. Dizziness (21% vs 7%) and somnolence (12% vs 5%) were the most common adverse events; one participant on 50 mg had transient urinary hesitancy. There were no serious drug-related events.
Conclusions: AUR-087 reduced focal seizures with acceptable tolerability. A Phase 3 programme is planned for 2022.
Funding: Auralis Therapeutics Ltd (Pellucid Biosciences Ltd at the start of the study).
"""),

("tr-25", "ACTR-2022-0770: CALM-FE3, a Phase 3 study of AUR-087 in drug-resistant focal epilepsy", """
Registry ID: ACTR-2022-0770
Acronym: CALM-FE3
Public title: A study of AUR-087 added to existing treatment in adults with focal seizures that are hard to control
Sponsor: Auralis Therapeutics Ltd
Contract research organisation: Caldris Research Partners
Phase: 3
Design: randomised, double-blind, placebo-controlled, three parallel arms; 8-week baseline, 4-week titration and 12-week maintenance
Interventions: AUR-087 25 mg once daily; AUR-087 50 mg once daily; placebo
Primary outcome: percentage change from baseline in 28-day focal seizure frequency during maintenance
Key secondary outcomes: 50% responder rate; proportion seizure-free during maintenance; quality of life (Arvenian Epilepsy Quality of Life score)
Key inclusion criteria: adults aged 18 to 75 with at least four focal seizures per 28 days despite two or more antiseizure medications
Coordinating investigator: Dr Ilse Marchetti, Epilepsy Unit, Varnholm Royal Infirmary
Number of sites: 38
Target enrolment: 400
Study start: 5 September 2022
Primary completion: 10 August 2023
Extension: participants who complete the maintenance period may enrol in the open-label extension study ACTR-2023-0988
Ethics: single national opinion, Arvenian Research Ethics Service, reference ARES-22-0391
Overall status: Completed
Last updated: 15 January 2024
"""),

("tr-26", "Investigator profile: Dr Ilse Marchetti, MD PhD, consultant neurologist", """
Dr Ilse Marchetti is a consultant neurologist and, since April 2022, head of the Epilepsy Unit at Varnholm Royal Infirmary, where she leads a team of four epileptologists, two specialist nurses and a video-EEG monitoring service.
Career
She qualified in medicine at the University of Ledra in 2001 and completed her neurology training in Ledra and Varnholm. Her doctoral thesis (University of Varnholm, 2008) examined potassium channel variants in familial focal epilepsy. From 2010 until March 2022 she was a consultant neurologist at Quenby General Hospital, where she set up the region's first rapid-access first-seizure clinic and its clinical trials programme in epilepsy.
Research
Her research concerns ion-channel therapies for drug-resistant focal epilepsy. She was principal investigator of the Phase 2 CALM-FE study of a KCNV3 channel opener, and she is coordinating investigator of the subsequent Phase 3 trial, CALM-FE3 (ACTR-2022-0770), which recruited more quickly than any previous epilepsy trial in the country. She also contributes to studies of other antiseizure drugs and to national audits of epilepsy surgery referral.
Teaching and service
She chairs the guideline group of the Arvenian Epilepsy Society and teaches on the Varnholm neurology residency programme.
Awards
Arvenian Epilepsy Society Young Investigator Award (2012).
Disclosures
Dr Marchetti has received research funding, paid to her institution, and advisory fees from the sponsors of trials she leads.
"""),

("tr-27", "Ostrander-Vey Pharmaceuticals to acquire Auralis Therapeutics", """
PORT ASSEL and QUENBY, 9 October 2023 — Ostrander-Vey Pharmaceuticals plc and Auralis Therapeutics Ltd today announced a definitive agreement under which Ostrander-Vey will acquire all outstanding shares of Auralis for US$1.35 billion in cash, plus up to US$250 million in contingent payments linked to the regulatory approval and sales of AUR-087.
AUR-087 is an oral KCNV3 potassium channel opener for adults with drug-resistant focal epilepsy. On 12 September 2023 Auralis announced that its Phase 3 trial had met its primary endpoint at both doses tested, and it intends to submit a marketing application to the Arvenian regulator in the first quarter of 2024.
Strategic rationale
- Adds a late-stage neuroscience asset to a portfolio that is today centred on oncology, including the gastric cancer treatment Gastravo.
- Brings Auralis's ion-channel discovery platform and its preclinical pain programme, AUR-150.
- Uses Ostrander-Vey's existing hospital sales force, which already calls on neurology departments.
"Epilepsy patients who have failed two medicines have waited a long time for something genuinely new," said Dr Felix Ramsgaard, Chief Executive Officer of Ostrander-Vey. "We intend to get AUR-087 to them quickly."
"This is the right home for our science," said Dr Maeve Colquhoun, Chief Executive Officer of Auralis, who will join Ostrander-Vey as head of neuroscience research.
Closing
The transaction has been approved by both boards and is expected to close in the first quarter of 2024, subject to clearance by the Arvenian Competition Board. Auralis will continue to operate from Quenby as a wholly owned subsidiary.
"""),

("tr-28", "Public Assessment Report (summary) — Neuvessa (orpanatrine), procedure AMHPA/H/2024/0652", """
Arvenian Medicines and Health Products Authority
Procedure number: AMHPA/H/2024/0652
Applicant: Auralis Therapeutics Ltd, Quenby (a member of the Ostrander-Vey Pharmaceuticals group)
Invented name: Neuvessa 25 mg and 50 mg film-coated tablets
Active substance: orpanatrine (development code AUR-087)
Application submitted: 8 February 2024
SCHM opinion: 24 October 2024 (positive, conditional)
Decision: conditional marketing authorisation granted on 22 November 2024
Indication: adjunctive treatment of focal-onset seizures, with or without secondary generalisation, in adults with epilepsy not controlled by at least two antiseizure medications.
Efficacy
Efficacy rests on one pivotal, randomised, placebo-controlled study, ACTR-2022-0770 (402 patients), supported by a Phase 2 study. The median percentage reduction in seizure frequency during maintenance was 41.5% with 50 mg and 32.0% with 25 mg, against 16.8% with placebo; both comparisons were statistically significant.
Safety
Dizziness, somnolence and fatigue were the most frequent adverse reactions. Urinary retention, consistent with the known pharmacology of potassium channel openers, occurred in four patients. No signal of QT prolongation was found.
Uncertainties
Data on long-term seizure control and on urinary safety beyond 16 weeks are limited. Only one pivotal study was conducted.
Specific obligations
1. Submit the final clinical study report of the open-label extension study ACTR-2023-0988 by 30 June 2027.
2. Submit the results of a urodynamic substudy in men older than 60 years by 31 March 2026.
The conditional authorisation is valid for one year and may be renewed annually.
"""),

("tr-29", "Ostrander-Vey Pharmaceuticals — Pipeline (March 2024)", """
Ostrander-Vey Pharmaceuticals plc, Port Assel, develops targeted oncology medicines and, since January 2024, neuroscience medicines through its subsidiary in Quenby.
| Compound | Target | Indication | Phase | Partner |
| --- | --- | --- | --- | --- |
| Gastravo (sovatuzumab pelidotin, OVP-330) | TSPAN19 | TSPAN19-positive gastric or GEJ adenocarcinoma, second line | Approved (Arvenia, 2023) | — |
| OVP-330 + chemotherapy | TSPAN19 | Gastric adenocarcinoma, first line | Phase 3 (ORBIT-G1) | — |
| orpanatrine (AUR-087) | KCNV3 | Drug-resistant focal epilepsy | Filed | Acquired with Auralis Therapeutics (January 2024) |
| OVP-303 | MUC21 | Pancreatic adenocarcinoma | Phase 1 | — |
| OVP-901 | HBS1 gene replacement (AAV9) | Harlow-Benning syndrome | Phase 1/2 | Sefton Genomics (licensor) |
| AUR-150 | KCNV3/KCNV5 | Chronic neuropathic pain | Preclinical | — |
Notes
- Phases show the most advanced stage in any market.
- OVP-303 and OVP-330 share a linker-payload platform but bind different tumour antigens.
- "Filed" means that a marketing application is under review by the Arvenian regulator.
- In-licensed programmes carry milestone and royalty obligations to the licensor.
Changes since the previous update (October 2023): orpanatrine and AUR-150 added following completion of the Auralis acquisition; OVP-303 moved from preclinical to Phase 1; the first-line gastric study of OVP-330 completed enrolment.
For further information, see the Ostrander-Vey annual report for 2023.
"""),

("tr-30", "ACTR-2020-0918: ORBIT-G, a Phase 3 trial of OVP-330 in TSPAN19-positive advanced gastric cancer", """
Registry ID: ACTR-2020-0918
Acronym: ORBIT-G
Public title: OVP-330 compared with chemotherapy in advanced stomach cancer whose tumour cells carry TSPAN19
Sponsor: Ostrander-Vey Pharmaceuticals plc
Contract research organisation: Nordhaven Clinical Operations
Phase: 3
Design: randomised 1:1, open-label, active-controlled; independent data monitoring committee with one prespecified interim analysis of overall survival
Condition: TSPAN19-positive (immunohistochemistry 2+ or 3+), unresectable or metastatic gastric or gastro-oesophageal junction adenocarcinoma after one prior line of systemic therapy
Interventions: OVP-330 2.4 mg/kg intravenously every 3 weeks; investigator's choice of paclitaxel or irinotecan
Primary outcome: overall survival
Secondary outcomes: progression-free survival; objective response rate; safety; patient-reported outcomes
Principal investigator: Dr Emeka Okafor, Port Assel Cancer Centre
Number of sites: 47
Target enrolment: 560
Study start: 1 October 2020
Overall status: Active, not recruiting — enrolment closed early on the recommendation of the data monitoring committee (July 2022); crossover to OVP-330 permitted under protocol version 6.0
Last updated: 3 October 2022
"""),

]
