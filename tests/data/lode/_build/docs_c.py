# Documents ld-41 .. ld-60 (all content invented)
DOCS = []


def d(i, style, main, title, text):
    DOCS.append({"id": "ld-%02d" % i, "style": style, "main": main,
                 "title": title, "text": text.strip()})


d(41, "internal memo", "Petra Oszkan",
  "Internal Memorandum - Recommendation on EN-24-031",
  """
VEWA - INTERNAL MEMORANDUM
To: Deputy Director, Compliance Operations (delegate)
From: Petra Oszkan, Senior Hydrogeologist (acting technical lead, tailings matters)
Date: 9 December 2024
Subject: EN-24-031 - Meridane Gold Ltd, ML 0912 - recommendation to revoke the suspension of deposition into Cell 1

1. Site inspection, 5 December 2024: freeboard 1.1 m; temporary rockfill buttress complete at the toe between chainage 380 and 450 m; seepage reduced to damp ground; piezometer VWP-3 falling, now 0.4 m above its alert level.
2. Daily arsenic results at SW-3 since 1 November are all within the permit limit.
3. The permit requires more freeboard than has been achieved. However, with the pond lowered, the buttress in place and a dry January forecast, I consider that 1.1 m plus the buttress provides an interim equivalent level of protection.
4. Recommendation: revoke the suspension, subject to (a) freeboard not falling below 1.1 m at any time; (b) the permit requirement being met by 28 February 2025; (c) weekly reporting to this office.
5. Note: the buttress has not yet been certified by an independent engineer. The independent consultant's follow-up visit is scheduled for late January.
6. Cell 2 is expected to be commissioned in January, which will relieve pressure on Cell 1.

Attachments: site photographs; survey of pond level; SW-3 results table.
""")

d(42, "quarterly production report", "Kettle Ridge operations",
  "Meridane Gold - Quarterly Activities Report, March Quarter 2025",
  """
MERIDANE GOLD LTD (OSX: MDG) - QUARTERLY ACTIVITIES REPORT - QUARTER ENDED 31 MARCH 2025

Kettle Ridge operations
| Metric | Unit | Dec Qtr 2024 | Mar Qtr 2025 |
|---|---|---|---|
| Ore mined | kt | 402 | 418 |
| Waste mined | kt | 2,310 | 2,455 |
| Ore milled | kt | 389 | 371 |
| Head grade | g/t Au | 1.72 | 1.67 |
| Recovery | % | 90.8 | 91.4 |
| Gold poured | oz | 19,530 | 18,420 |
| AISC | VKR/oz | 4,150 | 4,390 |

Gold poured for the quarter was 18,420 oz, 6% below the December quarter. Mill throughput was reduced by a scheduled SAG mill reline in February and by 11 days of heavy rain that restricted access to the lower benches. Cell 2 of the tailings facility was commissioned on 14 January 2025. Following the Tribunal decision of 14 March, deposition into Cell 1 ceased on 21 March and all tailings now report to Cell 2; throughput is expected to be limited to about 1.3 Mtpa until the Cell 1 buttress and raise are certified.

Safety and environment: no lost-time injuries. One reportable incident, a minor spill of process water inside the plant bund, was notified within 24 hours.
Royalties: state royalty VKR 3.1 million; NSR royalty VKR 1.5 million.
Hollin Vale (25%): the operator, Grauholt Metals, began the 2025 infill programme with two rigs.
Corporate: cash at quarter end VKR 88.2 million; debt VKR 171 million. Guidance for 2025 is under review.

Authorised for release by Sabine Iravel, Managing Director.
""")

d(43, "community perception survey report", "Mirelle Analytics",
  "Kalmira District Community Perception Survey 2024 - Summary of Results",
  """
MIRELLE ANALYTICS LTD - Public opinion and social research, Ostrevan
Client: Meridane Gold Ltd   Fieldwork: 4-22 November 2024
Method: telephone and door-to-door interviews, n = 612 adults resident in Kalmira district; margin of error plus or minus 4.0 points at 95% confidence

| Statement | Agree | Neutral | Disagree |
|---|---|---|---|
| The mine should continue operating | 58% | 17% | 25% |
| The mine has been good for local jobs | 74% | 12% | 14% |
| I trust the company to report problems promptly | 31% | 22% | 47% |
| I am worried about river water quality | 66% | 15% | 19% |
| The regulator is doing its job | 39% | 28% | 33% |

Commentary: Support is strongest among residents under 40 and in households with a member employed at the mine. Concern about water is highest among farm households downstream of the mine. Trust fell sharply among respondents who had heard about the tailings suspension, and was lowest of all among those who said they first heard of it "from a neighbour".

Methodology: quotas for age, sex and locality; results weighted to the 2021 census. Questions were tested in a pilot of 40 interviews.

Report prepared by Carl Idris, Director, Mirelle Analytics Ltd.
""")

d(44, "joint-venture programme and budget", "2025 Programme and Budget",
  "Hollin Vale Joint Venture - 2025 Programme and Budget",
  """
HOLLIN VALE JOINT VENTURE (EL 4025) - 2025 PROGRAMME AND BUDGET
Approved by the Management Committee, 10 December 2024

Participants: Grauholt Metals AG 75% (Operator); Meridane Gold Ltd 25%
Key personnel: Project Manager - Ruben Sallis; Site Geologist (from 3 February 2025) - Dusan Velkoric; Community Liaison - Oona Restrepo

| Activity | Quantity | Budget (VKR m) |
|---|---|---|
| Diamond drilling, resource infill | 14 holes, 9,800 m | 5.1 |
| Metallurgical testwork | 3 composites | 0.9 |
| Environmental baseline, year 2 | - | 1.2 |
| Hydrogeology bores | 4 | 0.8 |
| Camp, access and community | - | 0.7 |
| Administration | - | 0.5 |
| Total | | 9.2 |

Funding: pro rata to participating interests - Grauholt VKR 6.9 million, Meridane VKR 2.3 million. Meridane has confirmed it will fund its share for 2025.
Objectives: convert the central zone to Indicated category; test the eastern chargeability extension; complete the second year of environmental baseline; start stakeholder engagement for a mining licence application in 2027.
Risks: winter access; rig availability; copper price.
""")

d(45, "press release", "Ferrovine Royalty Partners",
  "Ferrovine Royalty Partners appoints Leopold Fenwarth as Managing Partner",
  """
PRESS RELEASE - Ostrevan, 6 March 2023

Ferrovine Royalty Partners today announced the appointment of Leopold Fenwarth as Managing Partner, effective 1 April 2023.

Mr Fenwarth was chief executive of Tavrin Gold from 2015 until its takeover in late 2022, leading the company from a shell with a single licence application to a fully permitted gold development. He succeeds founding partner Anouk Deveraux, who becomes non-executive chair.

Ferrovine holds eleven royalties and streams across Vardessa and two neighbouring countries, including a royalty over part of a gold deposit in Upper Tesk Province that is now under construction.

"Leopold knows what it takes to get a mine built in this country, and he knows the people who build them," said Ms Deveraux.

Mr Fenwarth said: "Royalties are the patient capital of mining. I spent seven years asking investors to be patient with me; now I get to be patient on their behalf."

About Ferrovine Royalty Partners: founded in 2014 and based in Ostrevan, Ferrovine acquires royalties from prospectors, explorers and producers, and provides royalty finance to developing mines. It does not operate mines.

Media contact: press@ferrovine.vd
""")

d(46, "laboratory accreditation certificate", "Mirelle Analytical Services",
  "Certificate of Accreditation VAC-T-0217",
  """
VARDESSAN ACCREDITATION COUNCIL
CERTIFICATE OF ACCREDITATION No. VAC-T-0217

This is to certify that
MIRELLE ANALYTICAL SERVICES
14 Quarry Lane, Pelloran, Upper Tesk Province
has been assessed and found to comply with the Council's requirements for the competence of testing laboratories (standard VAC-17), and is accredited for the tests listed in the scope below.

Scope of accreditation (summary)
- Sample preparation: drying, crushing, riffle and rotary splitting, pulverising
- Fire assay for gold, platinum and palladium by lead collection, with atomic absorption or gravimetric finish (methods FA30-AAS, FA50-AAS, FA50-GRAV)
- Screen fire assay for coarse gold
- Aqua regia and four-acid digestion with ICP-OES and ICP-MS multi-element finish
- Bulk density by water immersion; moisture

Conditions: accreditation is subject to annual surveillance visits and participation in proficiency testing. The laboratory shall not claim accreditation for tests outside this scope.

Valid from 1 March 2018 to 28 February 2022.

Issued at Ostrevan for the Council by Ingrid Tamsen, Chief Executive.
""")

d(47, "letter to the editor", "Mette Korrigan",
  "Letter to the Editor - A river is not a variance",
  """
LETTERS - Kalmira Courier, 8 January 2025

A river is not a variance

Sir, - Before Christmas, the regulator quietly lifted its suspension on the tailings dam at Kettle Ridge. The permit says the pond must sit at least a metre and a half below the crest. The company has managed a little over a metre. Somebody in an office decided that was "equivalent". Equivalent to what?

My father found the first gold on that ridge in 1979. He used to say that the hill would still be there when the company had gone, and so would the river. He is 86 and housebound now, and he asked me to write this because he cannot.

I am not a member of the KCAG, and I have never signed a petition in my life. But I was glad to read that the group has applied to the Tribunal to have the decision reviewed. If the rules can be bent whenever a number is inconvenient, they are not rules.

The company's community officer tells us the dam is safe. Perhaps it is. Then let an independent engineer certify it, publicly, before the pond goes back up.

- Mette Korrigan, Kalmira
""")

d(48, "regulator annual report excerpt", "VEWA",
  "VEWA Annual Report 2023-24 - About the Authority",
  """
ANNUAL REPORT 2023-24 - PART 1: ABOUT THE AUTHORITY

Who we are
The Vardessan Environment and Water Authority (VEWA) is the independent statutory regulator for pollution control, waste, water allocation and the safety of water-retaining and tailings dams. It was established on 1 July 2011 under the Environmental Protection Act 2011, absorbing the former Water Resources Commission and the pollution functions of the Department of Health.

Where we are
Head office: 2 Weir Street, Tivesh. Regional offices: Ostrevan, Loravia Basin and, from March 2024, Kalmira, opened to support the growth of mining in Upper Tesk Province.

Governance
The Authority is governed by a board of five members. Chair: Kasimir Dellow (appointed 2020, reappointed 2023). Members: Dr Ana Veskovic, Jorund Pale, Sabira Oyelaran-Tisch and Hal Wrexley.
Executive: Chief Executive, Marguerite Sand; Director of Compliance, Orla Brennick; Director of Water Resources, Tobiah Lenk.

The year in numbers
| Measure | 2022-23 | 2023-24 |
|---|---|---|
| Environmental permits administered | 398 | 412 |
| Water licences in force | 1,271 | 1,308 |
| Site inspections | 88 | 96 |
| Enforcement notices issued | 11 | 14 |
| Prosecutions commenced | 2 | 3 |

Chair's note: "Our job is to be predictable. Industry and communities should be able to read a permit and know exactly what will happen if it is breached."
""")

d(49, "parliamentary question and answer", "Question on Notice No. 212",
  "Legislative Assembly - Question on Notice No. 212",
  """
LEGISLATIVE ASSEMBLY OF VARDESSA - QUESTIONS ON NOTICE
Question on Notice No. 212 - asked 11 February 2025 by the Member for Upper Tesk (Ms Hedda Vorn) of the Minister for Mines and Energy

(1) What is the current rehabilitation security held for mining licence ML 0912?
(2) How was it calculated, and has it been reviewed following the tailings incidents of 2024?
(3) How many inspections of the mine's tailings cells have been carried out by government officers since 1 January 2024?
(4) Will the Minister publish all dam safety reports for mines in Upper Tesk?

Answer (the Hon. Teodor Vasch), tabled 4 March 2025:
(1) and (2) The MTD holds security in the form of a bank guarantee. The amount is set by reference to the estimated cost to the State of rehabilitating the site if the holder defaulted, using third-party rates, and is reviewed annually. The 2025 review, completed in January, increased the required security by approximately 24 per cent, principally because tailings closure and long-term seepage treatment costs were re-estimated.
(3) VEWA officers carried out six inspections of the tailings cells between 1 January 2024 and 31 January 2025, in addition to the independent annual inspection required by the permit.
(4) The Government will amend permit conditions so that annual dam safety reports for all mines are published within 60 days of receipt. Safety findings will not be redacted on grounds of commercial sensitivity.
""")

d(50, "job advertisement", "Senior Tailings Engineer",
  "Job Vacancy - Senior Tailings Engineer, Kettle Ridge Operations",
  """
JOIN OUR TEAM - Senior Tailings Engineer, Kettle Ridge Operations (Ref. MG-HR-1141)
Location: Kettle Ridge, 11 km north-east of Kalmira (residential; relocation assistance available)
Reports to: Mine Manager

About the role
You will be the site owner of our TSF: two cells, a decant system, seepage collection and more than forty instruments. You will run the daily freeboard and pond-level programme, direct spigot placement, manage the embankment raise contract, and be the first point of contact for our engineer of record, Harrowmere Geotechnical, and for independent inspectors and government regulators.

What you will bring
- A degree in civil or geotechnical engineering, and professional engineering registration in Vardessa or eligibility within 12 months
- At least eight years in tailings or water-retaining dam operation, including construction QA
- The confidence to stop deposition when the numbers say so, and to explain why to the community

What we offer
- Salary VKR 240,000 to 275,000 plus a 15% performance bonus
- 8/6 roster, or residential in Kalmira with family housing
- A professional development budget of VKR 12,000 a year

Applications close 30 November 2024. Apply through our careers page quoting the reference above. Meridane Gold is an equal opportunity employer and encourages applications from Ondari people.
""")

d(51, "safety alert bulletin", "SA-24-06",
  "Mines Inspectorate Safety Alert SA-24-06 - Windrows on Haul Ramps",
  """
MINES INSPECTORATE - SAFETY ALERT SA-24-06 - issued 28 June 2024

Hazard: inadequate windrows (safety berms) after ramp maintenance

What happened
In May 2024 an empty haul truck descending a ramp at night at a gold mine in Upper Tesk Province mounted a windrow that had not been reinstated to standard after regrading, and rolled onto the bench below. The operator was injured. The incident was investigated under reference IR-2024-052.

Why it matters
Windrows are often removed or flattened during ramp grading and drainage work. A windrow lower than half the wheel height of the largest truck will not stop a vehicle; it can act as a launch ramp.

Actions for mine operators and contractors
1. Windrows on haul roads and ramps must be at least half the wheel height of the largest vehicle using them.
2. No ramp may reopen after maintenance until a supervisor has inspected and signed off the windrows.
3. Post wet-weather speed limits and enforce them through fleet management systems.
4. Include windrow checks in pre-shift road inspections and record them.
5. Review contractor procedures so that grading crews cannot hand back a ramp without sign-off.

Further information: contact your regional Inspector of Mines.
Issued by Ottilie Varnham, Chief Inspector of Mines.
""")

d(52, "environmental monitoring data table", "SW-3",
  "Surface Water Monitoring - Point SW-3, Kalmira River, 2024",
  """
MERIDANE GOLD LTD - SURFACE WATER MONITORING, POINT SW-3 (Kalmira River, 1.2 km downstream of the ML 0912 boundary)
Permit EP-2023-117, condition C7 (arsenic limit 0.05 mg/L) and condition C11 (quarterly publication). Monthly means of weekly grab samples; daily samples from 12 September 2024.

| Month 2024 | pH | EC (uS/cm) | Turbidity (NTU) | Arsenic (mg/L) | Compliant |
|---|---|---|---|---|---|
| Jan | 7.4 | 312 | 4 | 0.006 | Yes |
| Feb | 7.3 | 305 | 5 | 0.007 | Yes |
| Mar | 7.2 | 288 | 11 | 0.009 | Yes |
| Apr | 7.3 | 297 | 6 | 0.008 | Yes |
| May | 7.4 | 301 | 5 | 0.010 | Yes |
| Jun | 7.5 | 318 | 4 | 0.012 | Yes |
| Jul | 7.5 | 334 | 7 | 0.019 | Yes |
| Aug | 7.6 | 371 | 19 | 0.083 | No |
| Sep | 7.5 | 356 | 12 | 0.044 | Yes |
| Oct | 7.4 | 340 | 8 | 0.038 | Yes |
| Nov | 7.4 | 329 | 6 | 0.021 | Yes |
| Dec | 7.3 | 322 | 5 | 0.017 | Yes |

Notes: The August exceedance was not notified within 24 hours as required by condition C10; it was reported to VEWA on 6 September 2024. Pre-mining baseline (2019-2022) arsenic range: 0.004 to 0.011 mg/L.
""")

d(53, "broker research note", "Pellinor Securities",
  "Pellinor Securities - Meridane Gold (MDG): Tailings overhang keeps us at Hold",
  """
PELLINOR SECURITIES - EQUITY RESEARCH - 20 March 2025
Meridane Gold Ltd (OSX: MDG) - HOLD (unchanged) - Price target VKR 4.80 (previously VKR 5.60) - Last price VKR 4.35

Tailings overhang keeps us on the sidelines
- Last week's Land and Resources Tribunal decision reinstates the suspension on Cell 1 at Kettle Ridge from 21 March. Cell 2 was commissioned in January and management says it can take all tailings, but at a safe rate of rise we estimate throughput is capped near 1.3 Mtpa until the Cell 1 raise is complete.
- We cut FY25 production to 74 koz (from 86 koz) and lift AISC to VKR 4,300/oz.
- The rehabilitation bond rose by almost a quarter in January; we assume a further increase in 2026.
- Hollin Vale (25%, operated by Grauholt) is a free option on copper that the market ignores.

Valuation: NPV at 7% of Kettle Ridge VKR 3.98 per share; Hollin Vale VKR 0.42; net cash VKR 0.40; total VKR 4.80.

Risks: further regulatory action; arsenic in the Kalmira River; the private NSR royalty; the gold price; key-person risk after the departure of the site geology superintendent in February.

Analyst: Marta Selwyn. Disclosure: Pellinor has acted for Meridane Holdings plc in the past 12 months.
""")

d(54, "company history timeline", "Tesk Valley Drilling",
  "Tesk Valley Drilling - Our History",
  """
TESK VALLEY DRILLING - OUR HISTORY

1994 - Owen Calder founds Tesk Valley Drilling in Mereth Gap with one second-hand rig and a water truck.
1998 - First diamond rig; contract coring for the Provincial Geological Survey.
2005 - Moves to a purpose-built yard at Mereth Gap; six rigs and 40 staff.
2011 - Safety milestone: 1,000 days without a lost-time injury.
2017 - Rig TVD-4 commissioned, a track-mounted multi-purpose rig able to core to 1,200 m.
2019 - Phase 1 diamond drilling for Tavrin Gold near Kalmira, including the holes that first defined the Korrigan Shear at depth.
2020 - Aino Brask becomes the first woman drill supervisor in Upper Tesk.
2022 - Three-year framework contract with Grauholt Metals on the Hollin Vale copper project.
2024 - Owen Calder retires; his daughter Freya Calder becomes managing director.
2025 - Thirty years on: 12 rigs, 140 staff and more than 900,000 m drilled, every metre of it, as Owen likes to say, "with somebody's sore back".
""")

d(55, "museum exhibit label", "Kalmira District Museum",
  "Kalmira District Museum - Case 12: Gold on the Ridge",
  """
KALMIRA DISTRICT MUSEUM - CASE 12: GOLD ON THE RIDGE

Brass assay scales, about 1930, in a walnut case with a set of grain weights.

These scales belonged to Anselm Korrigan (1938-2025), fencer and prospector, who found gold on Kettle Ridge in 1979. He weighed the gold from his hand-dug adit on them at his kitchen table and sold it, a few ounces at a time, to a dealer in Ostrevan. By his own account the adit produced "a few hundred ounces, and a bad back".
Donated by his daughter, Mette Korrigan, in 2025.

Also in this case:
- Steel gold pan, hammered flat on one side from use as a shovel
- Carbide miner's lamp
- Hand-drawn plan of the adit, 1983, in pencil on butcher's paper
- Bottle of river gold flakes, on loan from the Drover's Arms

The ridge is now the site of a modern open-pit gold mine. Ask at the front desk about our schools programme "Rocks, Rivers and Rights", developed with the Ondari Elders Council.
""")

d(56, "radio news bulletin transcript", "Tesk FM",
  "Tesk FM 96.4 - 7 a.m. News Bulletin, 15 March 2025 (transcript)",
  """
TESK FM 96.4 - 7 A.M. NEWS, SATURDAY 15 MARCH 2025

NEWSREADER: Good morning. The top story: tailings from the Kettle Ridge gold mine must once again stop going into the older of its two dams. The Land and Resources Tribunal in Ostrevan yesterday overturned the environment regulator's decision to lift a suspension, finding that officials had no power to accept less freeboard than the mine's permit requires. The case was brought by the KCAG, the farmers' group from downstream of the mine. Its chair told Tesk FM the group was "relieved, but not celebrating". Meridane Gold says it is reviewing the decision and that all tailings can be sent to its newer cell without job losses.

In other news, the Mereth Gap road will be closed between the quarry turn-off and the river bridge from Monday for resurfacing, with detours via Dunhollow. Allow an extra 25 minutes.

Sport: the Kalmira Miners beat Pelloran 3-1 at home last night, their fourth win in a row.

Weather: showers clearing, a top of 14 in Kalmira, and frost likely on the ridge tonight.

That's the news. Next bulletin at eight.
""")

d(57, "training attendance register", "TSF-02",
  "Training Attendance Register - TSF Awareness and Freeboard Monitoring (module TSF-02)",
  """
MERIDANE GOLD - KETTLE RIDGE OPERATIONS - TRAINING ATTENDANCE REGISTER
Course: TSF awareness, freeboard measurement and trigger response (module TSF-02)
Date: 3 October 2024   Time: 07:00-11:30   Venue: Admin Block training room
Trainer: Sunniva Kerr, Harrowmere Geotechnical

| No. | Name | Role | Employer | Signed | Assessment |
|---|---|---|---|---|---|
| 1 | Radek Kosar | TSF operator (nights) | Meridane Gold | yes | Competent |
| 2 | Jonna Tesch | TSF operator (nights) | Meridane Gold | yes | Competent |
| 3 | Mikel Ondrasz | TSF operator (days) | Meridane Gold | yes | Competent |
| 4 | Beatrix Lund | Process supervisor | Meridane Gold | yes | Competent |
| 5 | Saskia Hallam | Environmental officer | Meridane Gold | yes | Competent |
| 6 | Kai Ferro | Pump mechanic | Tarrow Earthmoving Ltd | yes | Not yet competent - reassess |
| 7 | Nell Ashby | Surveyor | Meridane Gold | absent | - |

Course content: reading freeboard pegs and the pond-level radar; trigger levels (green above 2.0 m, amber 1.5 to 2.0 m, red below 1.5 m); who to call and when; spigot rotation; recording in the handover log.
Trainer's note: operators must call the tailings engineer on amber and stop deposition on red without waiting for approval. This replaces the old practice of ringing whoever happened to be on call in geology.
Records held by Human Resources for seven years.
""")

d(58, "equipment maintenance work order", "WO-24-1562",
  "Workshop Work Order WO-24-1562 - HT-07",
  """
TARROW EARTHMOVING LTD - WORKSHOP WORK ORDER WO-24-1562
Equipment: HT-07, 90-tonne rear-dump haul truck   Site: ML 0912 pit contract
Raised: 8 May 2024   Priority: 1   Reason: recovery and repair after rollover on Ramp 3

Tasks
1. Recover unit to workshop with two dozers and a crane; isolate and tag out.
2. Remove and replace damaged cab roll-over protective structure (ROPS); external certification required.
3. Replace windscreen, right-hand mirror assembly and access deck.
4. Replace left hoist cylinder (bent rod); inspect dump body pivot pins.
5. Replace front right tyre and rim.
6. Full brake performance test and steering check; download event recorder for investigators.
7. Fluids: drain and replace engine oil, hydraulic oil and coolant (contamination risk).

Costs
| Item | VKR |
|---|---|
| Parts | 198,250 |
| Labour, 146 h at VKR 600 | 87,600 |
| External ROPS certification | 12,400 |
| Total | 298,250 |

Total repair cost: VKR 298,250. Returned to service 19 June 2024 after sign-off by the maintenance superintendent and the client's mining engineer.
""")

d(59, "sustainability report excerpt", "Meridane Gold Sustainability Report 2024",
  "Meridane Gold Sustainability Report 2024 - Section 5: Water and Community",
  """
MERIDANE GOLD SUSTAINABILITY REPORT 2024 - SECTION 5: WATER AND COMMUNITY (extract)

5.1 Water
Kettle Ridge drew 1.42 GL of groundwater in 2024, about three-quarters of our licensed annual entitlement. Recycled water from the tailings decant supplied 61% of process water demand. Drawdown at neighbouring stock bores peaked at 1.6 m, below the 3.0 m trigger in our licence.
We recorded one exceedance of our arsenic discharge limit, at the downstream river monitoring point in August, and we notified it late. Section 6 explains the tailings management failures behind it and what we have changed.

5.2 Community
Local employment: 212 of 338 employees (63%) live in Upper Tesk Province, ahead of the 60% target for year three.
Grievances: 37 received (2023: 9); 29 closed. The most common themes were dust, road traffic and water quality.
Community investment: VKR 1.1 million, including repair of the Kalmira footbridge and an Ondari language programme at Kalmira Primary School.
Heritage: the fence around Seven Hearths was inspected quarterly with Ondari monitors; no incursions were recorded.
Perception: an independent survey in November found 58% support for continued operations but low trust in our reporting. Trust is earned slowly and lost quickly.

Targets for 2025: zero late notifications; grievance close-out within 30 days; publication of every dam inspection report.
""")

d(60, "contract award notice", "CA-2024-19",
  "Notice of Contract Award CA-2024-19",
  """
MERIDANE GOLD LTD - NOTICE OF CONTRACT AWARD CA-2024-19

Tender: RFT-2024-07 - TSF Cell 1 buttress and embankment raise
Award date: 12 November 2024
Successful tenderer: Brannock Civil Works Ltd, Mereth Gap
Contract value: VKR 16.84 million (fixed price, excluding VAT)
Contract period: 18 November 2024 to 31 March 2025

Tenders received: five
- Brannock Civil Works Ltd (successful)
- Gellar Contracting
- Harlan and Stoke Constructions
- Ostrevan Earthworks Group
- Tarrow Earthmoving Ltd

Evaluation summary: the successful tenderer ranked first on technical methodology and programme (31.5 of 35) and on safety and environmental performance (23 of 25), and second on price. Its methodology placed the temporary rockfill buttress ahead of the filter drain so that the toe could be stabilised within three weeks.

Unsuccessful tenderers may request a debrief within ten business days of this notice.

Contact: Anders Kiel, Procurement Lead, Meridane Gold Ltd.
""")
