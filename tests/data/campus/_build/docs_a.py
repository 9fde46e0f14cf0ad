# Documents cp-01 .. cp-30 of the Orlesse campus corpus (all text invented).

DOCS_A = [
("cp-01", "Studying in Orlesse: A Guide for International Students (2023 edition), Chapter 2", """
Orlesse is a small republic on the northern sea, with a population just under four million and a higher education system that punches above its weight. This chapter introduces the three public universities you are most likely to meet.

The University of Harnow, in the capital, is the oldest: its charter dates from 1611 and it remains collegiate, so every student belongs both to a department and to one of its colleges, such as St Oriel's, Brackwater or Tamsin Hall. Harnow is strongest in the physical sciences, classics and law, and it jointly runs the Calder Peak Observatory in the mountains above Tarrant Vale.

Northmarch University is the youngest name on the list, created in 2019, with campuses on the Quillport waterfront and in the inland town of Eskerby. Its marine programmes are popular with international applicants, partly because undergraduates can spend time at sea.

Lowmoor University, founded in 1961, began as an agricultural college and is now known for soil science and climate research.

Most doctoral places are funded either by the Orlesse Research Council, the state funding body for research, or by one of the country's charities, of which the Orlesse Research Trust is the largest. Be careful with the two names on application forms: one is a government agency and the other a private charity, and they run entirely separate schemes with different deadlines.

Tuition is charged in marks. A typical doctoral stipend in 2023 was 24,600 marks a year, paid monthly. Students from outside Orlesse should apply for a study residence permit at least ten weeks before travel. Most institutions offer a welcome week in late September, and the national student union publishes a free handbook on renting in Harnow and Quillport, where demand for rooms is highest.
"""),

("cp-02", "University of Harnow Statutes - Statute XIV: The Sable Chair of Oceanography", """
STATUTE XIV. THE SABLE CHAIR OF OCEANOGRAPHY

1. There shall be in the University a professorship to be known as the Sable Professorship of Oceanography, founded in 1971 from the benefaction of Mr Corin Sable, shipowner, of Quillport (hereinafter "the Benefaction").

2. The holder of the professorship shall be styled the Sable Professor of Oceanography and shall be elected by a board of electors constituted under Statute II, of whom one shall be nominated by the Council of the Orlesse Acoustical Society.

3. The Sable Professor shall be ex officio Director of the Harnow Centre for Ocean Acoustics (in these Statutes "the Centre") and shall be responsible to the General Board for the academic conduct of the Centre.

4. The Sable Professor shall lecture and give instruction in the science of the ocean, with particular regard to the propagation of sound in the sea, and shall reside within twenty miles of the University during Full Term.

5. The income of the Benefaction shall be applied first to the stipend of the Professor, and any residue to the maintenance of the Centre's sea-going equipment, and to no other purpose save with the consent of the Council.

6. Where the professorship is vacant for more than twelve months, the General Board may appoint an acting Director of the Centre, who shall not thereby acquire any claim to election.

7. Nothing in this Statute shall be altered so as to remove the name of the Benefactor from the title of the professorship.

[Statute XIV as approved by the Senate, 2 June 1971; clause 6 inserted by amendment, 19 November 2012. Consequential amendments to other clauses are pending and have not yet been incorporated in this printed text.]
"""),

("cp-03", "Minutes of the Senate of the University of Harnow, 14 March 2016 (extract)", """
Present: the Vice-Chancellor (in the chair), the Pro-Vice-Chancellors, the Heads of Colleges and 41 elected members. Apologies were received from the Master of Brackwater College.

S.16/031 Minutes. The minutes of the meeting of 8 February 2016 were confirmed and signed.

S.16/032 Benefaction from the Pellow Foundation. The Senate received a report from the Development Office on a gift of 12 million marks from the Pellow Foundation, payable over six years, for the support of research in underwater sound. The Senate RESOLVED that, with effect from 1 October 2016, the Harnow Centre for Ocean Acoustics (HCOA) shall be renamed the Pellow Institute for Marine Sound, and that the Registrar be instructed to bring forward the consequential amendments to the Statutes. It was noted that the professorship attached to the directorship would keep its existing title, as the original deed requires. One member asked that the historic instrument collection remain on public view; the Vice-Chancellor undertook to raise this with the Museum of Science.

S.16/033 Honorary degrees. Nominations for 2017 were received in reserved business and are not minuted here.

S.16/034 Library opening hours. The Senate approved a pilot of 24-hour opening of the Central Library during the examination term, to be reviewed in 2017.

S.16/035 Student numbers. The Pro-Vice-Chancellor (Education) reported that postgraduate research registrations had risen by 7 per cent on the previous year, with the largest growth in the physical sciences.

S.16/036 Any other business. None.

The meeting closed at 16.40. Date of next meeting: 9 May 2016.
"""),

("cp-04", "Obituary: Augusta Fenwright, 1921-2009", """
Augusta Fenwright, who has died aged 88, taught a generation of Orlessians to listen to the sea. Born in Dunmere on 3 February 1921, the daughter of a lighthouse keeper, she won a scholarship to the University of Harnow and stayed on for a doctorate in physics, completed in 1949 under the supervision of Emmerich Hald, whose work on the elasticity of ice she later said taught her "everything except patience".

In the 1950s she turned to underwater sound, at a time when the subject was the preserve of naval laboratories. Her hand-built instruments, lowered from fishing boats off the Skerrow Banks, produced the first systematic recordings of fish choruses in Orlessian waters. In 1971 she persuaded the University to found the Harnow Centre for Ocean Acoustics, and she became its first director and the first holder of the newly endowed chair that went with it, retiring in 1986.

Colleagues remember a demanding but generous supervisor. She guided some thirty doctoral students to completion, and many of them went on to lead research groups at home and abroad. She was the first woman to be elected President of the Orlesse Acoustical Society, which later named its highest award after her.

She never married. In retirement she kept bees, wrote two volumes of local history and continued to attend seminars until her late eighties, usually from the front row and usually with a question.

Augusta Fenwright, physicist, born 3 February 1921; died 17 November 2009.
"""),

("cp-05", "Acknowledgements - 'Sound Channels in Shallow Shelf Seas' (PhD thesis, I. Varga, 1995)", """
Acknowledgements

This thesis would not exist without Marek Tolland, who agreed to supervise a stubborn mathematics graduate with no sea legs, and who read every chapter at least three times with a red pen and inexhaustible good humour. Marek, thank you for teaching me that a good experiment starts with a good question and ends with a dry notebook.

I am grateful to the Orlesse Research Council for the studentship that supported me from 1991 to 1994, and to St Oriel's College for a hardship grant in my final year, when the studentship had run out and the thesis had not.

The field measurements in Chapter 4 were made during two cruises in the autumn of 1993. I thank the officers and crew of the fisheries vessels that carried us, the technicians of the Centre's workshop, especially Bertil Moss, who could mend anything with wire and patience, and my fellow students in the basement office, who put up with the smell of drying wetsuits for three winters.

My examiners asked difficult questions kindly, and the thesis is better for it.

To my parents in Eskerby, who never quite understood what I was doing but never once asked when I would get a proper job: thank you, for everything.

Finally, to the grey drum fish of the Skerrow Banks, who sang on cue more often than I had any right to expect.

Ilse Varga
St Oriel's College, University of Harnow
September 1995
"""),

("cp-06", "Curriculum Vitae - Professor Ilse Varga (updated March 2021)", """
ILSE VARGA, PhD
Pellow Chair of Marine Acoustics, Northmarch University (Quillport campus)

EDUCATION
1990  BSc Mathematics (First Class), University of Eskerby
1995  PhD Physical Oceanography, University of Harnow (St Oriel's College). Thesis: Sound Channels in Shallow Shelf Seas

APPOINTMENTS
2020-      Pellow Chair of Marine Acoustics, Northmarch University
2019-2020  Professor of Ocean Acoustics, Northmarch University (transferred on merger)
2011-2019  Professor of Ocean Acoustics, Quillport Institute of Technology
2005-2011  Senior Lecturer, QIT
1999-2005  Lecturer, QIT
1996-1999  Postdoctoral Research Fellow, Meriwether Centre for Climate Studies, Lowmoor University

ENTERPRISE
2017-  Co-founder and non-executive director, Saltglass Acoustics Ltd
Named inventor on one granted patent (towed hydrophone arrays)

SELECTED GRANTS
2018-2022  Orlesse Research Council: Acoustic census of the Skerrow Banks (PI)
2014-2017  Pellow Foundation: Ambient noise in Quillport harbour (PI)
2009-2012  ORC: Low-frequency propagation over sandwaves (co-I)

SERVICE
Associate Editor, Journal of Littoral Acoustics (2012-2019)
Member, ORC Marine and Earth Sciences Panel (2016-2020)
Council member, Orlesse Acoustical Society (2018- )

TEACHING AND SUPERVISION
Module leader, Ocean Acoustics (final year), 2001-2015
Doctoral students supervised to completion: 11; current: 3

SELECTED PUBLICATIONS (of 94)
Varga I. & Leeming O. (2019) Self-calibrating nodes for towed arrays. Journal of Acoustical Engineering of Orlesse 12, 44-61.
Varga I. (2008) Seasonal sound-speed structure of the Skerrow Banks. Journal of Littoral Acoustics 26, 201-219.
Varga I. (1997) Shelf-sea sound channels revisited. Journal of Littoral Acoustics 15, 88-104.
"""),

("cp-07", "ORC award letter: ORC/MAR/2018/117", """
Orlesse Research Council
Marine and Earth Sciences Panel
Harnow

12 October 2018

Professor Ilse Varga
Department of Physics and Ocean Science
Quillport Institute of Technology
Quillport

Dear Professor Varga,

Grant reference: ORC/MAR/2018/117
Title: Acoustic census of the Skerrow Banks: fish choruses, shipping and seasonal change

I am pleased to inform you that the Council has approved the above proposal for funding. The award is made on the terms set out below and in the Council's standard grant conditions (2017 edition), which your institution accepted on submission.

Total award: 1,842,500 marks (at 80% of full economic cost)
Start date: 1 January 2019
Duration: 48 months
Ship time: 21 days on the research vessel Corrigan Star, to be scheduled in spring 2019 through the national ship-time allocation, together with one follow-up cruise of up to 14 days in 2021, subject to satisfactory progress.

Conditions specific to this award:
(a) A data-management plan consistent with the Council's marine data policy must be lodged within three months of the start date.
(b) Raw acoustic recordings must be deposited with the national marine data archive no later than two years after collection.
(c) The postdoctoral researcher funded under this grant must be appointed by open competition.

Please confirm acceptance within 30 days by returning the signed form through the Council's online portal. Any change to the principal investigator or host institution requires the Council's prior written consent.

Yours sincerely,

Dr Signe Halvard
Head, Marine and Earth Sciences Panel
Orlesse Research Council
"""),

("cp-08", "ORC Register of Awards - Standard Grants, 2017-2019 (extract)", """
The following extract from the Orlesse Research Council's public register lists standard grants approved between 2017 and 2019 in the Astronomy, Chemistry, Marine and Environment panels for institutions in Harnow, Quillport and Lowmoor.

| Reference | Principal investigator | Institution | Title | Award (marks) | Start |
|---|---|---|---|---|---|
| ORC/AST/2017/052 | H. Brennick | University of Harnow | Adaptive optics upgrade for the Ashgrove Telescope | 2,310,000 | 01/04/2017 |
| ORC/CHM/2017/019 | T. Brennick | University of Harnow | Ice-grain chemistry under interstellar conditions | 940,200 | 01/10/2017 |
| ORC/MAR/2018/098 | K. Doyle | Quillport Institute of Technology | Sediment transport in the Merrow estuary | 688,900 | 01/11/2018 |
| ORC/MAR/2018/117 | I. Varga | Quillport Institute of Technology | Acoustic census of the Skerrow Banks | 1,842,500 | 01/01/2019 |
| ORC/MAR/2018/171 | N. Carrow | University of Harnow | Internal tides over the Harnow Deep | 1,276,000 | 01/03/2019 |
| ORC/ENV/2018/033 | I. Vargo | Lowmoor University | Saline intrusion in reclaimed farmland | 512,300 | 01/09/2018 |
| ORC/ENV/2019/007 | I. Lowe | Lowmoor University | Regional climate downscaling for Orlesse | 1,050,000 | 01/02/2019 |
| ORC/MAR/2019/021 | R. Cassidy | Quillport Institute of Technology | Harbour porpoise click trains near shipping lanes | 402,750 | 01/06/2019 |

Notes
1. Awards are shown at the value approved; later supplements and no-cost extensions are not included.
2. Institution names are those at the date of award. Awards held at the Quillport Institute of Technology transferred to Northmarch University in August 2019.
3. Dates are given as day/month/year.
4. Awards made by other bodies, including charities, are not recorded in this register.
"""),

("cp-09", "Cruise Report CS-19-02, RV Corrigan Star - Skerrow Banks acoustic census", """
CRUISE REPORT CS-19-02

Vessel: RV Corrigan Star
Master: Captain Ysolde Barra
Principal Scientist: Prof. I. Varga (QIT)
Dates: 3 May 2019 (depart Quillport) to 23 May 2019 (return Quillport)
Funding: Orlesse Research Council, grant ORC/MAR/2018/117

1. Objectives
To tow a 32-element hydrophone array along six survey lines across the Skerrow Banks; to moor four autonomous recorders for a year-long deployment; and to record the evening choruses of grey drum during the spawning season.

2. Scientific party
I. Varga (principal scientist); O. Leeming (array engineering); F. Amberley (watch leader, acoustic data logging); R. Cassidy (marine mammal observer, days 1-10); two technicians from the ship's pool; three doctoral students.

3. Narrative
Weather was favourable for the first week and lines 1-4 were completed by 10 May. On day 9 the tow cable parted in a rising swell and the rear eight elements of the array were lost; the remainder was recovered intact. Survey continued with the shortened array on lines 5 and 6. All four moorings were deployed at the planned positions. Grey drum choruses were recorded on eleven evenings.

4. Data
Approximately 6.1 TB of acoustic data were logged. Primary copies were held on the shipboard server; backup copies on two portable drives were the responsibility of the watch leader. Daily logs of recording start and stop times were kept on paper and countersigned by the officer of the watch.

5. Acknowledgements
The scientific party thanks the Master, officers and crew for their skill and good humour, especially during the recovery of the damaged array in difficult conditions.
"""),

("cp-10", "Journal of Littoral Acoustics - Masthead, Volume 40 (2022)", """
JOURNAL OF LITTORAL ACOUSTICS
The journal of the Orlesse Acoustical Society (OAS)
Published quarterly since 1983. Serial number OR 0771-4402

Editor-in-Chief
Prof. Sunniva Rask, Lowmoor University

Deputy Editor
Dr Piers Lomax, University of Harnow

Associate Editors
Dr Hugo Marr, Northmarch University (propagation modelling)
Prof. Nils Carrow, University of Harnow (internal waves and ocean variability)
Dr Farah Qadir, Lowmoor University (bioacoustics)
Dr Emrys Toll, Northmarch University (instrumentation and calibration)

Editorial Board
Dr Benedikt Aalund; Prof. Mireille Cosgrove; Dr Teague Halloway; Dr Ines Montrey; Prof. Callum Rusk; Dr Wren Achterberg

Editorial Office
Orlesse Acoustical Society, 9 Chandlers Yard, Harnow. Managing editor: Ms Ruth Oyelaran.

Policies
The journal follows the Society's code on publication ethics. Corrections and retractions are decided by the Editor-in-Chief after consultation with the Society's Publications Committee. Data underlying published figures must be available on request and, from Volume 39, must be deposited in a recognised archive before acceptance. Reviews are single-anonymous; reviewers may sign their reports if they wish.

Subscriptions
Members of the Society receive the journal as part of their subscription. Institutional rates are available from the Editorial Office.

Not to be confused with the Journal of Littoral Ecology, which is published by Harnow University Press and has no connection with the Society.
"""),

("cp-11", "Journal of Littoral Ecology - Editorial: A new Editor-in-Chief", """
From the January 2022 issue, the Journal of Littoral Ecology (JLE) welcomes Professor Kasimir Doyle as its fifth Editor-in-Chief. Professor Doyle directs the Merriweather Institute for Coastal Research at Northmarch University and is known for work on sediment movement in estuaries, salt-marsh retreat and the ecology of shifting sandbanks. He succeeds Professor Agathe Linn, who steered the journal for eleven years and oversaw its move to continuous online publication.

The JLE, published by Harnow University Press since 1979, has always welcomed papers that cross the line between land and sea. Under its new editor it will add two article types: short "data notes" describing datasets of lasting value, and "field method" papers describing sampling techniques in enough detail to be repeated by others. Professor Doyle has also announced that the journal will adopt double-anonymous review from Volume 45.

Authors sometimes confuse the JLE with the Journal of Littoral Acoustics, the Orlesse Acoustical Society's journal, particularly when submitting through the shared national manuscript portal. We ask authors to check the journal name before they press the button: manuscripts sent to the wrong title will be returned, not transferred.

The editorial board thanks Professor Linn for her service and wishes her well in her retirement, which she tells us will involve more fieldwork than ever.

Correspondence for the editor should be sent to the JLE editorial office, Harnow University Press, Old Printing House, Harnow.
"""),

("cp-12", "Retraction notice: 'Seasonal chorusing of grey drum on the Skerrow Banks'", """
RETRACTION

Retraction of: Amberley F., Cassidy R. & Varga I. (2020). Seasonal chorusing of grey drum on the Skerrow Banks. Journal of Littoral Acoustics 38(4): 311-329. Manuscript JLA-2019-0412.

This article has been retracted at the request of the Editors, with the agreement of the second and third authors, following the findings of a research integrity investigation conducted by the authors' institution.

The article reported a sustained increase in evening chorus intensity across the spawning season, based on recordings made during cruise CS-19-02 in May 2019 and on a subsequent mooring deployment. The investigation found that several of the spectrograms in Figures 3 and 5, and the corresponding entries in Supplementary Table S2, were derived from duplicated and time-shifted segments of a small number of original recordings, presented as if they came from separate evenings. The original recordings that would support the reported trend could not be produced. The conclusions of the article are therefore unreliable.

The first author did not respond to correspondence about this retraction. The second and third authors agree with the retraction and have stated that they were unaware of the manipulation at the time of submission. The institution's investigation found no wrongdoing on their part.

The Journal regrets that these problems were not identified during peer review, although one referee's concerns about Figure 3 were raised and answered at the time.

The Editors and the Publisher
February 2022
"""),

("cp-13", "Northmarch University Research Integrity Panel - Final Report, Case RIP-2021-03 (summary of findings)", """
4. SUMMARY OF FINDINGS

4.1 The Panel was convened under the University's Procedure for the Investigation of Allegations of Research Misconduct (2019). It comprised Dame Perpetua Voss (Chair; external member and former judge of the High Court), two senior academics from outside the Faculty of Science and Engineering, and one external acoustician nominated by the Orlesse Acoustical Society.

4.2 The allegation concerned a paper published in 2020 reporting a seasonal increase in fish chorusing on the Skerrow Banks, and the datasets on which it relied.

4.3 The Panel finds, on the balance of probabilities, that Dr Felix Amberley, then a postdoctoral research associate, fabricated data by constructing spectrograms from repeated segments of a limited set of recordings and presenting them as independent observations. The Panel finds that this was intentional and not the result of honest error.

4.4 The Panel finds that Dr Amberley's explanation, namely that the original files were lost when a backup drive failed, is not consistent with the paper logs kept at sea, which record no recording at all on four of the evenings for which data were reported.

4.5 The Panel finds no misconduct by the co-authors. It notes, however, that supervisory checks on data handling within the group were informal, and that raw data had not been deposited in the national archive as the funder required.

4.6 Dr Amberley resigned from the University in June 2021, before the Panel's hearing, and declined to attend. Under the Procedure the investigation continued in his absence.

5. RECOMMENDATIONS
(a) That the University request retraction of the paper.
(b) That the funder be informed.
(c) That the Faculty introduce compulsory data-deposit checkpoints for all externally funded projects.

Adopted 19 November 2021.
"""),

("cp-14", "The Gull: 'Fish chorus' scientist walked before verdict, panel papers show", """
THE GULL - Northmarch students' newspaper - 3 December 2021
By Joss Peregrine, Science Editor

A Northmarch researcher found to have faked recordings of singing fish had already left the university for an industry job months before the misconduct panel delivered its verdict, The Gull can reveal.

Felix Amberley, whose 2020 paper on grey drum choruses made national headlines, quit his postdoctoral post in June. According to his professional networking profile, updated in August, he now works as a senior systems engineer at Tideway Sonics, the Quillport company that makes sonar and hydrophone equipment for harbours and offshore wind farms.

The panel, which reported last month, found that he had built spectrograms by copying and time-shifting a handful of sound clips. His co-authors were cleared.

Students in the marine acoustics group told The Gull that the episode had been "horrible" for the lab. "We spent a year believing that result," said one doctoral student, who asked not to be named. "A couple of us had built our own projects on it, and now we're starting again."

The Students' Union research officer, Tamsin Rook, said the union would press for better protection for junior researchers who raise concerns about data. "Nobody should have to choose between their career and the truth," she said.

Tideway Sonics did not respond to requests for comment. A university spokesperson said Northmarch had "acted promptly and transparently" and that the journal had been informed.

The Gull understands that the paper is expected to be formally retracted early next year.
"""),

("cp-15", "Saltglass Acoustics Ltd - Summary of Principal Terms, Series A Preferred Shares (non-binding)", """
SUMMARY OF PRINCIPAL TERMS - SERIES A PREFERRED SHARES
Saltglass Acoustics Ltd (the "Company")
Date: 21 January 2020

This term sheet is not binding save for the clauses headed Confidentiality, Exclusivity and Costs.

Issuer: the Company, registered in Orlesse.
Founders: Prof. Ilse Varga; Dr Oskar Leeming.
Lead investor: Harbourlight Ventures Fund II LP ("Harbourlight").
Other investors: Greyfinch Capital; Northmarch Enterprise Ltd (pro rata rights only).
Amount raised: 4,500,000 marks, of which Harbourlight 3,000,000 marks.
Pre-money valuation: 18 million marks on a fully diluted basis, including an unallocated employee option pool of 10%.
Liquidation preference: 1x, non-participating.
Dividends: non-cumulative, payable only if declared by the Board.
Board: five directors, namely two appointed by the Founders, one appointed by Harbourlight, the Chief Executive, and one independent chair agreed by the investors and the Founders.
Founder vesting: 25% of each Founder's shares to be subject to reverse vesting over 36 months from completion.
Intellectual property: the Company holds an assignment from the university of the patent application for self-calibrating towed arrays; the Founders will assign any related know-how and unpublished designs.
Protective provisions: consent of a majority of Series A holders required for new share classes, a sale of the Company, or a change in the nature of the business.
Information rights: monthly management accounts; annual budget approved by the Board.
Confidentiality: the terms are confidential to the parties and their advisers.
Exclusivity: 45 days from signature.
Costs: the Company will bear the lead investor's legal costs up to 60,000 marks.
Governing law: Orlesse.
"""),

("cp-16", "Orlesse Companies Registry - Confirmation Statement: Saltglass Acoustics Ltd (OR-0917734)", """
ORLESSE COMPANIES REGISTRY
Form CS01 - Confirmation Statement

Company name: SALTGLASS ACOUSTICS LTD
Company number: OR-0917734
Date of incorporation: 6 June 2017
Company type: Private company limited by shares
Registered office: Unit 4, 14 Wharf Row, Quillport QP3 7LN
Nature of business: 26511 - manufacture of instruments for measuring, testing and navigation
Confirmation date: 5 June 2022

Officers (current)
Director - Marta SOLBERG, appointed 1 September 2018. Occupation: Chief executive. Nationality: Orlessian.
Director - Ilse VARGA, appointed 6 June 2017. Occupation: University professor.
Director - Oskar LEEMING, appointed 6 June 2017. Occupation: University lecturer.
Director - Odile MARCHETTI, appointed 3 March 2020. Occupation: Investment manager.
Director - Halvor ENQUIST, appointed 3 March 2020. Occupation: Company director (independent chair).
Secretary - Quillport Corporate Services Ltd.

Statement of capital
Ordinary shares: 1,000,000 of 0.01 marks each. Series A preferred shares: 281,250 of 0.01 marks each. Total aggregate nominal value: 12,812.50 marks.

Persons with significant control
No individual or legal entity currently holds more than 25% of shares or voting rights. Ilse Varga and Oskar Leeming were registrable persons with significant control from 6 June 2017 and ceased to be so on 3 March 2020.

Filing history (recent)
3 March 2020 - Return of allotment of shares
3 March 2020 - Appointment of two directors
7 June 2021 - Confirmation statement
5 June 2022 - Confirmation statement (this filing)

I confirm that all information required to be delivered by the company in relation to the confirmation period has been delivered.
Signed: M. Solberg, Director
"""),

("cp-17", "Saltgrass Analytics SG-40 Soil Salinity Probe - Product Datasheet", """
SALTGRASS ANALYTICS LTD
SG-40 In-Field Soil Salinity Probe - Datasheet rev. C (2022)

About us
Saltgrass Analytics is a Lowmoor company founded in 2018 by Dr Ilsa Vargo, a soil physicist at Lowmoor University, to bring laboratory-grade salinity measurement to farmers on reclaimed coastal land. We are not affiliated with any marine acoustics business of a similar name.

Applications
- Monitoring saline intrusion in polders and reclaimed farmland
- Irrigation scheduling for salt-sensitive crops
- Long-term research plots and drainage trials

Specifications
Measurement: bulk electrical conductivity 0-20 dS/m; soil temperature -10 to +50 C; volumetric water content 0-60%
Accuracy: +/-2% of reading (conductivity); +/-0.3 C (temperature)
Probe length: 40 cm, four stainless-steel electrodes
Logging: intervals from 1 minute to 24 hours; 2 million readings of internal memory
Telemetry: low-power radio link to the SG-Hub, range up to 4 km in open country
Power: two lithium D cells, typical life 3 years at hourly logging
Protection: rated for permanent burial
Weight: 1.1 kg

What's in the box
Probe, installation auger guide, calibration certificate, quick-start card.

Calibration
Each probe is individually calibrated in our Lowmoor laboratory against reference solutions. Recalibration is recommended every 24 months; a mail-in service is available.

Research partnership
The SG-40 was developed with support from an Orlesse Research Council environmental grant held at Lowmoor University and was field-tested on three farms in the Low Fens between 2019 and 2021.

Contact
Saltgrass Analytics Ltd, Innovation Barn, Lowmoor Science Park. Company number OR-1044102.
"""),

("cp-18", "Patent OR 2019/33812 - Towed hydrophone array with self-calibrating nodes (bibliographic data and abstract)", """
(11) Patent number: OR 2019/33812 B1
(21) Application number: OR-A-2019-0419
(22) Date of filing: 14 February 2019
(45) Date of grant: 2 November 2020
(54) Title: Towed hydrophone array with self-calibrating nodes
(72) Inventors: Ilse Varga (Quillport); Oskar Leeming (Quillport)
(73) Proprietor: Saltglass Acoustics Ltd, Quillport (by assignment from the Quillport Institute of Technology, recorded 30 September 2019)
(74) Agent: Hollin & Crabbe, Harnow

(57) Abstract
A towed underwater acoustic array comprises a plurality of hydrophone nodes distributed along a flexible tow cable. Each node includes a hydrophone element, an analogue front end, a digitiser and a miniature reference transducer. At intervals selected by a master controller on the towing vessel, the reference transducer of one node emits a coded calibration pulse which is received by the neighbouring nodes. From the measured arrival times and amplitudes the controller estimates, for each node, its position along the cable, its sensitivity and its phase response. The estimates are used to correct the recorded signals in real time without recovering the array to deck. In preferred embodiments the calibration pulse is spread over a band outside the band of interest, so that survey recordings are not interrupted. The invention reduces the need for shore-based calibration and allows damaged or replaced sections of an array to be recalibrated at sea.

Claims: 14 (independent claims 1, 9 and 13). Figures: 7.
Cited documents: Vellan, "Phase matching of towed line arrays" (2011); earlier national application OR-A-2016-0877.
"""),

("cp-19", "Saltglass Acoustics Ltd v Tideway Sonics Ltd [2023] OHC (Comm) 41 - Judgment (extract)", """
IN THE HIGH COURT OF ORLESSE
COMMERCIAL DIVISION - PATENTS LIST
Before: The Honourable Mr Justice Aurelio Penhale
Judgment handed down: 27 April 2023

SALTGLASS ACOUSTICS LTD (Claimant) v TIDEWAY SONICS LTD (Defendant)

1. The Claimant is the proprietor of Orlessian patent OR 2019/33812 ("the Patent"), which concerns towed arrays of underwater microphones that can calibrate themselves at sea. It alleges that the Defendant's HarbourWatch T-series array infringes claims 1, 4 and 9. The Defendant denies infringement and counterclaims for revocation on the ground of obviousness.

2. I heard evidence over six days. For the Claimant, its chief executive, Ms Solberg, described the development of its product; expert evidence was given by Professor Anneke Bos of Lowmoor University. For the Defendant, I heard from its managing director, Mr Lorcan Drey, and from its head of array engineering, whose evidence on the design history of the T-series I found careful but, on one important point, contradicted by the contemporaneous documents.

3. The skilled person is a team comprising an acoustic engineer and a signal-processing specialist familiar with towed arrays as they stood in early 2019.

[paragraphs 4 to 57 omitted]

58. For the reasons given, I find: (i) claim 1 is valid and is infringed by the T-series array as supplied before March 2022; (ii) claims 4 and 9 are invalid for obviousness over the Vellan paper; (iii) the modified T-series array introduced in March 2022 does not infringe any claim. The counterclaim therefore succeeds in part.

59. I will hear the parties on the form of order, on any inquiry as to damages and on costs. Given the mixed outcome, I provisionally consider that neither party should recover all of its costs.
"""),

("cp-20", "Press release: Northmarch University opens its doors", """
FOR IMMEDIATE RELEASE - Quillport, 1 August 2019

NORTHMARCH UNIVERSITY OPENS ITS DOORS

Today the Quillport Institute of Technology (QIT) and the University of Eskerby formally combine to create Northmarch University, Orlesse's newest and, with 21,400 students, second-largest university.

The merger, approved by both governing bodies last year and confirmed by ministerial order in March, brings together QIT's engineering and marine science on the Quillport waterfront with Eskerby's strengths in chemistry, the humanities and teacher education. Both campuses remain open, and all students will graduate with Northmarch degrees from 2020.

Professor Celestine Ardley, who until yesterday was Rector of the University of Eskerby, takes office as Northmarch's first President. "We are not a takeover and not a compromise," she said. "We are a new university with two long memories." QIT's outgoing principal, Professor Henrik Sallow, becomes Senior Vice-President for Research.

The university's first Chancellor will be Mirela Honeywell, a former Chief Justice of Orlesse and a graduate of QIT, who will be installed at a ceremony in October.

The name Northmarch recalls the medieval name for the borderland between the two towns. The university's crest combines QIT's anchor with Eskerby's oak leaf.

Notes for editors
- Northmarch University operates campuses in Quillport and Eskerby and a field station at Gannet Point.
- All research grants, staff contracts and student registrations held by the two predecessor institutions transfer automatically to Northmarch.
- Media contact: Communications Office, Northmarch University, Harbour Building, Quillport.
"""),

("cp-21", "Written Answers, Chamber of Deputies, 7 November 2018 - Higher Education: Mergers", """
HIGHER EDUCATION: MERGERS

Deputy Oran Kell (Quillport South) asked the Minister for Higher Education and Science what estimate she has made of the one-off cost of the proposed merger of the Quillport Institute of Technology and the University of Eskerby, and how that cost will be met.

Answered by the Minister for Higher Education and Science (Hon. Brigid Tallis), 7 November 2018:

The two institutions' joint business case, which my department has reviewed, estimates the one-off cost of the merger at 31.5 million marks over three financial years. The largest elements are the integration of student records and finance systems (about 11 million marks), voluntary severance (about 9 million marks) and the rebranding of estates and signage. My department will contribute up to 12 million marks from the Structural Change Fund, subject to the merger taking effect by 1 August 2019; the balance will be met by the institutions from reserves and from savings expected within five years.

Deputy Kell further asked whether the merger would affect the research vessel currently operated by the Quillport Institute.

The Minister: No. Operation of the vessel will pass to the merged institution on the same terms. Separately, the Orlesse Research Council has set aside 4.2 million marks from its capital budget for a mid-life refit of the vessel, planned for the winter of 2019-20, which will replace her main winch and upgrade her acoustic laboratory. Ship time will continue to be allocated nationally through the Council.

I will place a copy of the business case summary in the Library of the Chamber.
"""),

("cp-22", "Orlesse Acoustical Society - Fenwright Medal 2022: Citation", """
THE FENWRIGHT MEDAL 2022
Awarded to Professor Ilse Varga, Northmarch University

The Fenwright Medal is the highest honour of the Orlesse Acoustical Society (OAS). It is awarded each year for sustained and original contributions to acoustics, and it commemorates the physicist who first showed that the seas around Orlesse could be studied by ear.

The Council of the Society awards the 2022 Medal to Professor Ilse Varga for three decades of work that has changed how shallow seas are heard and measured.

Her early analysis of sound channels over the continental shelf remains the standard treatment of how sound travels in water only a few tens of metres deep. Her long-running measurements on the Skerrow Banks have produced one of the longest continuous records of fish chorusing, vessel noise and weather-driven ambient sound anywhere in the northern seas, and have informed national rules on shipping lanes near spawning grounds. Her design for arrays that calibrate themselves while under tow has been taken up by survey operators and has made accurate measurement possible from small vessels.

The Council also recognises the manner in which Professor Varga responded when results from her group were called into question: openly, promptly, and with real concern for the early-career researchers affected. Many members will know how difficult such a time can be.

She has supervised more than a dozen doctoral students, served the Society as a Council member, and has been a tireless advocate for sea-going science in Orlesse.

The Medal will be presented at the Society's annual dinner in Harnow on 25 November 2022.
"""),

("cp-23", "Oration for Rosalind Pellow, Doctor of Science honoris causa, Northmarch University, 8 July 2022", """
Chancellor, President, graduates and guests,

There are families in Quillport whose names you read on the sides of ships, and there are families whose names you read on the doors of laboratories. The woman I present to you today belongs, unusually, to both.

Rosalind Pellow was born above a chandler's shop on Wharf Row, the granddaughter of a man who owned one coal barge and the daughter of a woman who turned it into a fleet. She went to sea as a purser at nineteen, qualified as a ship's officer at twenty-four, and at thirty-eight became managing director of Pellow Line, which under her direction moved from coal to short-sea container services and then, ahead of almost everyone, to low-emission vessels.

In 2004 she and her late brother created the Pellow Foundation, which has since given more than 60 million marks to education and research around the coasts of Orlesse. This University knows its generosity well: in 2020 the Foundation endowed our Pellow Chair of Marine Acoustics, the first named professorship in the history of the Quillport campus, and it funds twelve bursaries each year for students from fishing communities.

Mrs Pellow has said that she gives to science because ships are loud and the sea is not theirs alone. Few shipowners have said such a thing; fewer still have paid for the research to prove it.

Chancellor, I present to you Rosalind Pellow, mariner, shipowner and benefactor, that you may admit her to the degree of Doctor of Science, honoris causa.

Dr Lucan Feye, Public Orator
"""),

("cp-24", "Calder Peak Observatory - Ashgrove Telescope schedule, semester 2023B (September block)", """
Calder Peak Observatory (CPO) - Ashgrove Telescope (2.6 m)
Semester 2023B, September block. Version 3, issued 28 August 2023.

| Nights (2023) | Programme | PI | Instrument | Notes |
|---|---|---|---|---|
| 1-3 Sep | AT-23B-02 | Q. Halloran (CPO) | ASH-Spec | engineering and calibration |
| 4-6 Sep | AT-23B-07 | H. Brennick (Harnow, Astrophysics) | LRAO + imager | adaptive optics science verification, bright time |
| 7-8 Sep | AT-23B-15 | M. Tennant (Northmarch) | ASH-Spec | variable stars, monitoring |
| 9-12 Sep | AT-23B-11 | T. Brennick (Harnow, Chemistry) | ASH-IR | interstellar ice absorption bands, dark time |
| 13-14 Sep | AT-23B-04 | J. Ferreira-Quist (Lumen Ridge Optics) | LRAO | industry time, 2 nights |
| 15-18 Sep | AT-23B-09 | A. Strom (Harnow) | imager | galaxy outskirts |
| 19 Sep | - | - | - | shutter maintenance, no observing |
| 20-23 Sep | AT-23B-13 | S. Ilves (Lowmoor) | ASH-Spec | target-of-opportunity override permitted |
| 24-30 Sep | AT-23B-01 | Student training | imager + ASH-Spec | supervised by night assistants |

Notes
1. LRAO = adaptive optics module on loan from Lumen Ridge Optics; available until 20 September only.
2. The Little Ash (0.8 m) schedule is published separately by the teaching office.
3. Changes to this schedule require the approval of the Observatory Director.
4. Weather losses are not rescheduled within the semester.
5. Observers must arrive at the summit lodge by 17.00 on their first night for the safety briefing.
"""),

("cp-25", "ECF-SOP-07: Transfer of liquid helium and liquid nitrogen - Eskerby Cryogenic Facility", """
Northmarch University - Eskerby Cryogenic Facility (ECF)
Standard Operating Procedure ECF-SOP-07, revision 5, effective 1 March 2022
Owner: Facility Manager, Dr Tobiah Quaye

1. Scope. This procedure applies to every person decanting liquid nitrogen or liquid helium in the ECF (Chemistry Building, Eskerby campus, rooms C0.14 to C0.19), including visitors from other universities.

2. Training. No one may decant cryogens without completing the ECF cryogen course and being signed off by the Facility Manager or a named deputy. Sign-off is valid for two years.

3. Personal protective equipment. A full-face visor must be worn over safety glasses for all transfers. Loose-fitting insulated gloves, a laboratory coat and closed shoes are also required. Gloves must be loose enough to be thrown off at once if liquid gets inside.

4. Oxygen monitoring. Check that the room oxygen monitor reads 19.5% or higher before starting. If the alarm sounds, stop, leave the room, close the door and call the facility emergency line (extension 7319).

5. Lone working. Helium transfers must never be carried out alone, nor outside 08.00 to 18.00 on weekdays.

6. Transport. Dewars over 50 litres travel in the goods lift unaccompanied. Place the "lift in use - cryogens" sign at every landing and send the lift by key; no person may ride with a dewar.

7. Spills. Small spills of liquid nitrogen may be left to evaporate with the room ventilated. Report every spill in the ECF logbook.

8. Records. Log the dewar number, the volume transferred and your name in the transfer book.

Review date: March 2024.
"""),

("cp-26", "Deep Listening podcast, episode 14: 'Arrays that tune themselves' (transcript excerpt)", """
[Intro music fades]

HOST (Mira Castell): Welcome back to Deep Listening, the podcast about sound and the sea. My guest today builds microphones that you drag behind boats. Oskar Leeming, welcome.

OSKAR LEEMING: Thanks, Mira. Strictly speaking they're hydrophones, but I'll allow it.

HOST: How did you end up doing this?

LEEMING: Accident, mostly. I did electronics as an undergraduate at Eskerby, and I was going to go into mobile phones. Then I saw an advert for a PhD at QIT, this was long before the merger, on towed arrays. My supervisor was Ilse Varga, and the first thing she did was put me on a ship for three weeks. I was sick for four days and completely hooked by day five.

HOST: And the self-calibrating idea came out of that PhD?

LEEMING: It came out of frustration. Every time we damaged a section of the array, we had to bring the whole thing back to shore to calibrate it. Ilse said, half as a joke, "Why can't the array just tell us what's wrong with it?" I spent my final year trying to answer that. I finished the doctorate in 2014, and we filed the patent a few years later.

HOST: You're also a company director now.

LEEMING: I am, which I never expected. The company lets the arrays get used by people who aren't us, which is the whole point.

HOST: Last question, always the same one: what's your favourite sound in the sea?

LEEMING: Grey drum at dusk on the Skerrow Banks. It sounds like a motorbike idling in a cathedral.

[Music]
"""),

("cp-27", "Chat export: 'CPO night crew 23B' group, 9-10 September 2023", """
[09/09/2023, 19:02] Ana T.: made it up the hill. fog at the gate but clear above the car park
[09/09/2023, 19:05] Rufus: jealous. still stuck marking lab reports in Harnow
[09/09/2023, 19:40] Ana T.: dome open. humidity 71%, limit is 85
[09/09/2023, 21:13] Ana T.: first ice target on the slit. signal looks lovely
[09/09/2023, 22:58] Ana T.: ...and there's the cloud bank off the sea. humidity 88. dome shut
[09/09/2023, 22:59] Rufus: noooo
[09/09/2023, 23:01] Sol: that's the chemists' run isn't it? AT-23B-11?
[09/09/2023, 23:02] Ana T.: yep. first of four nights. boss will not be thrilled
[09/09/2023, 23:04] Sol: weather losses don't get rescheduled this semester btw, it's in the schedule notes
[09/09/2023, 23:05] Ana T.: i know i know
[10/09/2023, 01:30] Ana T.: still shut. watching a film in the control room with the night assistant
[10/09/2023, 03:47] Ana T.: gave up. night logged as 100% weather loss
[10/09/2023, 08:15] Rufus: on the bright side the AO people had perfect seeing all last week
[10/09/2023, 08:17] Sol: the Lumen Ridge module is apparently behaving now. Halloran was smiling, which is rare
[10/09/2023, 08:20] Ana T.: good for them. i want ice spectra
[10/09/2023, 08:22] Ana T.: reminder to self: the travel claim goes through Chemistry, not Physics, or it bounces again like last time
[10/09/2023, 12:10] Sol: lunch at the lodge is soup again. third day running
[10/09/2023, 18:45] Ana T.: night 2. clear so far, fingers crossed
[10/09/2023, 18:46] Rufus: crossed
[10/09/2023, 23:59] Ana T.: 3 hours of data before the wind picked up. will take it
[11/09/2023, 00:03] Sol: that's 3 more than yesterday
"""),

("cp-28", "The Harnovian alumni magazine - Five minutes with Professor Hanne Brennick", """
The Harnovian - Spring 2021

Five minutes with... Professor Hanne Brennick (Tamsin Hall, 1987; PhD 1995)

You came to Harnow to study music. What happened?
I lasted one term. I had a room in Tamsin Hall that looked straight at the old dome on the physics tower, and I spent more time on the roof with borrowed binoculars than in the practice rooms. I switched to physics in January and never looked back.

Who shaped you as a scientist?
Wilhelmina Staunton, without question. She supervised my doctorate and she was the most exacting person I have ever worked for. She once sent back a chapter with a single comment: "Which telescope? Which night? Which error bar?" I still ask my own students those three questions.

You ran the observatory on Calder Peak for seventeen years. What are you proudest of?
Keeping the Ashgrove Telescope scientifically competitive on a small country's budget. We gave it adaptive optics when people said a 2.6-metre telescope wasn't worth the trouble.

Last year you won the Aubrey Prize. Did it change anything?
My mother finally believes I have a real job. And I get more emails, mostly from people confusing me with my colleague in Chemistry, who has the same surname, no relation, and a completely different medal.

What would you tell a first-year Harnovian?
Go to the things you don't understand. The best talk I ever attended was on bee navigation, and I still think about it when I align a wavefront sensor.

Interview by Clementine Orr
"""),

("cp-29", "Harnow University Library catalogue - thesis record: Ferreira-Quist, J. (2015)", """
Record type: Thesis (doctoral)
Author: Ferreira-Quist, Jonah, 1988-
Title: Wavefront sensing for the Ashgrove Telescope : a pyramid sensor for a mid-sized observatory / Jonah Ferreira-Quist
Degree: PhD, University of Harnow, 2015
College: Brackwater College
Department: Department of Physics (Astrophysics group)
Supervisor: Brennick, Hanne
Internal examiner: Strom, Anneli
External examiner: Ilves, Sander (Lowmoor University)
Physical description: xiv, 212 leaves : illustrations (some colour) ; 30 cm
Notes: Includes bibliographical references (leaves 196-212). Partly funded by an Orlesse Research Council studentship. Chapter 5 previously published in Proceedings of the Orlesse Astronomical Society, 2014.
Abstract: This thesis describes the design, laboratory testing and on-sky trial of a pyramid wavefront sensor for the 2.6 m Ashgrove Telescope at the Calder Peak Observatory. A low-cost prototype built from commercial components achieved closed-loop correction at near-infrared wavelengths during four nights in 2014, improving image sharpness by a factor of three in median seeing. The thesis argues that adaptive optics is practical and affordable for telescopes of this size, and sets out a design for a permanent system.
Subjects: Adaptive optics. Wavefront sensors. Astronomical instruments -- Orlesse. Calder Peak Observatory.
Location: Central Library, Theses Store
Shelfmark: TH 2015/FER
Access: Open access copy available in the University repository; embargo lifted 2017.
"""),

("cp-30", "Orlesse Acoustics Conference 2021 (OAC 2021) - Programme", """
OAC 2021 - 6 to 8 September 2021 - Great Hall, Eskerby campus, Northmarch University
Organised by the Orlesse Acoustical Society

MONDAY 6 SEPTEMBER
09.00 Registration and coffee
09.45 Welcome from the President of the Society
10.00 KEYNOTE - Prof. Nils Carrow (University of Harnow): "Forty years of listening to internal tides"
11.00 Session A1: Propagation (chair: Dr Hugo Marr)
  - Range-dependent modelling over sandwaves
  - Seasonal sound-speed variability in the Harnow Deep
12.30 Lunch
14.00 Session A2: Bioacoustics (chair: Dr Rhian Cassidy)
  - Harbour porpoise click trains near Gannet Point
  - Noise exposure of spawning fish near shipping lanes
16.00 Poster session and Society AGM

TUESDAY 7 SEPTEMBER
09.30 Session B1: Instrumentation (chair: Dr Emrys Toll)
  - In-situ calibration of towed arrays (O. Leeming)
  - Low-cost recorders for citizen science
11.30 Fenwright Lecture, given by the 2021 Fenwright Medallist
13.30 Industry session, sponsored by Tideway Sonics and Saltglass Acoustics
  - Harbour security sonar: a user's view
19.00 Conference dinner, Eskerby Town Hall

WEDNESDAY 8 SEPTEMBER
09.30 Session C1: Noise policy (chair: Prof. Sunniva Rask)
11.00 Student prize talks
12.30 Close

Note: a talk previously listed in Session A2 on seasonal grey drum chorusing has been withdrawn by the authors.

Accessibility: the Great Hall has step-free access and a hearing loop. Travel: Eskerby station is a twelve-minute walk from the campus gate.
"""),
]
