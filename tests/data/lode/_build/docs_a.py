# Documents ld-01 .. ld-20 (all content invented)
DOCS = []


def d(i, style, main, title, text):
    DOCS.append({"id": "ld-%02d" % i, "style": style, "main": main,
                 "title": title, "text": text.strip()})


d(1, "exploration licence grant notice", "EL 3318",
  "Notice of Grant - Exploration Licence EL 3318",
  """
REPUBLIC OF VARDESSA - GOVERNMENT GAZETTE, MINERALS SUPPLEMENT No. 11 of 2017

Notice is hereby given under section 24 of the Minerals Act 2009 that the Mineral Titles Directorate (MTD) has granted the following exploration licence.

Licence number: EL 3318
Holder: Tavrin Gold Ltd, 40 Harbour Row, Ostrevan
Date of grant: 14 March 2017
Term: five (5) years, renewable once for a further three years on application
Area: 84.5 square kilometres (338 graticular blocks)
Location: Upper Tesk Province, approximately 11 km north-east of the town of Kalmira
Minerals: gold, silver, copper and associated metals

Conditions of grant:
1. The holder shall expend not less than VKR 2.4 million on exploration in each year of the term.
2. No ground-disturbing work shall commence on freehold land without a registered land-access agreement with the owner.
3. The holder shall lodge an annual technical report with the MTD within 60 days of each anniversary of grant.
4. Drill core and pulps shall be retained for no fewer than ten years.
5. Relinquishment of 25 per cent of the area is required on renewal.

Objections lodged during the notice period: none.

Issued at Ostrevan by Rufus Anvari, Director of Mineral Titles.
""")

d(2, "geologist's field notebook", "Kettle Ridge",
  "Field Book 3 - H. Brezic - October 2017",
  """
Field Book 3. Property of H. Brezic. If found please return to the core shed, Kalmira.

12 Oct 2017. Drizzle clearing by 10. Walked Kettle Ridge from the east saddle with Dusty. Old Korrigan adit still open for ~15 m, timbers rotten, did NOT go past the portal. Dump material: grey-white quartz with needles of arsenopyrite, limonite boxwork. Main vein strikes approx 040, dips steeply SE. Good shear fabric in the host siltstone.
Rock chips KR-R01 to KR-R06 along the dump and outcrop above portal. KR-R04 has specks of visible gold!! Photos 118-121.

13 Oct. Traversed north crest. Vein swarm thins but the shear carries on for at least 700 m. KR-R07 to KR-R12. Dusty reckons the old-timers only scratched the oxide cap. Agree.

14 Oct. Bagged and sealed 12 samples. Courier to Mirelle on Wednesday, ask for fire assay + As. Phone them re turnaround.

Thoughts: this is a drill target, not a curiosity. Shear + arsenopyrite + VG = orogenic gold. Propose 6-8 angled holes beneath the adit to test the shoot at 80-120 m vertical.
Access: south track through the farm gate. Dusty to ask the farmer.

To do: soil grid 50 x 200 over crest; ground magnetics; check old Mines Dept file on the adit.
""")

d(3, "drill-hole collar table", "EL 3318 Phase 1",
  "EL 3318 Phase 1 Diamond Drilling - Collar Table",
  """
Tavrin Gold Ltd - EL 3318 Phase 1 diamond drilling collar register (status at 30 September 2019)
Grid: VGD-95 Zone 36. Collars surveyed by DGPS. Drilling contractor: Tesk Valley Drilling, rig TVD-4 (HQ to NQ2).

| Hole ID | Easting | Northing | RL (m) | Azimuth | Dip | EOH depth (m) | Status |
|---|---|---|---|---|---|---|---|
| TGD-009 | 512210 | 7104950 | 418 | 135 | -60 | 201.2 | Complete |
| TGD-010 | 512260 | 7104910 | 415 | 135 | -60 | 222.0 | Complete |
| TGD-011 | 512150 | 7105020 | 421 | 135 | -65 | 180.4 | Complete |
| TGD-012 | 512300 | 7104860 | 411 | 140 | -55 | 264.9 | Complete |
| TGD-013 | 512390 | 7104830 | 409 | 135 | -60 | 240.0 | Complete |
| TGD-014 | 512340 | 7104880 | 412 | 135 | -57 | 246.5 | Complete |
| TGD-015 | 512420 | 7104790 | 406 | 135 | -62 | 258.3 | Complete |
| TGD-016 | 512480 | 7104760 | 403 | 130 | -60 | 211.7 | Abandoned (lost rods) |

Notes: Downhole surveys by north-seeking gyro every 30 m. TGD-016 is to be redrilled as TGD-016A in Phase 2. All core is trucked daily to the Kalmira core shed for logging, photography and sampling. Total Phase 1 metres to date: 1,825.0 m. Compiled by the Tavrin Gold database administrator from driller's plods and survey files.
""")

d(4, "assay certificate", "MAS-19-0442",
  "Certificate of Analysis MAS-19-0442",
  """
MIRELLE ANALYTICAL SERVICES - CERTIFICATE OF ANALYSIS
Certificate: MAS-19-0442   Date issued: 2 September 2019
Client: Tavrin Gold Ltd   Project: EL 3318   Client order: TG-PO-1193
Samples received: 58 half-core samples from hole TGD-014 (84.0-104.0 m plus check intervals)
Preparation: PREP-31 (crush to 70% passing 2 mm, riffle split 1 kg, pulverise to 85% passing 75 microns)
Gold method: FA50-AAS (50 g fire assay, atomic absorption finish; lower detection limit 0.005 g/t)
Arsenic method: AR-ICP12 (aqua regia digest, ICP-OES finish)

| Sample | From (m) | To (m) | Au (g/t) | As (ppm) |
|---|---|---|---|---|
| T14-0871 | 86.0 | 88.0 | 0.18 | 410 |
| T14-0872 | 88.0 | 90.0 | 3.92 | 5,880 |
| T14-0873 | 90.0 | 92.0 | 11.65 | 9,940 |
| T14-0874 | 92.0 | 94.0 | 14.20 | 12,100 |
| T14-0875 | 94.0 | 96.0 | 6.08 | 7,320 |
| T14-0876 | 96.0 | 98.0 | 5.37 | 6,015 |
| T14-0877 | 98.0 | 100.0 | 3.24 | 3,870 |
| T14-0878 | 100.0 | 102.0 | 0.41 | 690 |

Weighted interval (client calculation, for information only): 12.0 m at 7.41 g/t Au from 88.0 m.
Quality control: certified reference material VGS-12 and coarse blanks inserted at a rate of 1 in 20; all within tolerance. Pulp duplicates within 10% relative difference.
Results relate only to the samples as received. This certificate shall not be reproduced except in full.

Authorised signatory: Fenna Roux, Laboratory Manager
""")

d(5, "core-logging sheet", "TGD-014",
  "Core Logging Sheet - TGD-014",
  """
TAVRIN GOLD LTD - GEOLOGICAL CORE LOG (summary sheet)
Hole: TGD-014   Licence: EL 3318   Logged by: Dusan Velkoric   Dates logged: 21-24 August 2019
Core size: HQ to 60.2 m, NQ2 to end of hole   Orientation: ori-tool mark on every run

| From | To | Lithology | Alteration | Veining / mineralisation | Rec % |
|---|---|---|---|---|---|
| 0.0 | 5.8 | Overburden, clay and colluvium | - | - | 62 |
| 5.8 | 41.3 | Grey laminated siltstone, oxidised to 27 m | weak sericite | rare quartz stringers | 96 |
| 41.3 | 84.6 | Siltstone-sandstone interbeds | moderate sericite-carbonate | 1-2% pyrite | 99 |
| 84.6 | 88.0 | Sheared siltstone, hanging wall of Korrigan Shear | strong silica | quartz veinlets 5% | 98 |
| 88.0 | 100.0 | Quartz vein breccia within Korrigan Shear | intense silica-sericite | 3-8% arsenopyrite; visible gold at 92.7 m | 97 |
| 100.0 | 104.1 | Sheared siltstone, footwall | moderate | disseminated pyrite | 99 |
| 104.1 | 246.5 | Sandstone; dolerite dyke 171-176 m | weak | barren | 100 |

Structure: shear fabric at 52 degrees to core axis; vein margins at 48 degrees.
Sampling: 2 m half-core intervals from 84 to 104 m; 1 m either side of dyke contacts.
Remarks: Visible gold at 92.7 m photographed and flagged for priority dispatch. Magnetic susceptibility low throughout except in the dyke.
Logger signature: D. Velkoric
""")

d(6, "competent person's resource estimate summary", "EL 3318 Gold Deposit",
  "Mineral Resource Estimate Summary - EL 3318 Gold Deposit",
  """
Summary of Mineral Resource Estimate, EL 3318 Gold Deposit, Upper Tesk Province. Effective date: 30 November 2020. Prepared for Tavrin Gold Ltd by Strathen Resource Consultants.

| Category | Tonnes (Mt) | Grade (g/t Au) | Contained gold (koz) |
|---|---|---|---|
| Indicated | 6.2 | 2.8 | 558 |
| Inferred | 3.1 | 2.1 | 209 |
| Total | 9.3 | 2.57 | 767 |

Reported above a 0.8 g/t Au cut-off within an optimised pit shell at a gold price assumption of VKR 5,400 per ounce. Totals may not add because of rounding.

Data: 64 diamond holes (17,880 m) and 22 reverse-circulation holes. Samples were assayed by Mirelle Analytical Services by 50 g fire assay. QA/QC included certified reference materials, blanks and field duplicates; one batch was re-assayed in 2019 after a standard failure.

Geology and modelling: mineralisation is hosted by quartz-arsenopyrite vein breccia within the north-east trending Korrigan Shear and was modelled as three domains using 0.5 g/t envelopes. A top cut of 40 g/t was applied to 11 composites. Grades were estimated by ordinary kriging into 10 x 10 x 5 m blocks. Bulk density 2.71 t/m3 fresh and 2.20 t/m3 oxide.

Competent Person's statement: The information in this summary that relates to Mineral Resources is based on work compiled by Gideon Rask, a full-time employee of Strathen Resource Consultants and a Fellow of the Vardessan Institute of Mining Professionals. Mr Rask has sufficient experience relevant to this style of mineralisation to qualify as a Competent Person and consents to the inclusion of this information in the form and context in which it appears.
""")

d(7, "stock exchange results announcement", "Tavrin Gold Ltd",
  "Tavrin Gold Ltd - Maiden Mineral Resource for EL 3318",
  """
MARKET ANNOUNCEMENT - OSX: TVG - 19 January 2021

Tavrin Gold Ltd announces a maiden Mineral Resource of 767,000 ounces of gold for its wholly owned EL 3318 gold deposit in Upper Tesk Province.

Highlights
- Indicated and Inferred Mineral Resource of 9.3 Mt at 2.57 g/t Au for 767,000 oz, estimated by independent consultants.
- 73% of contained ounces in the Indicated category.
- Mineralisation remains open down plunge to the north-east; a 12,000 m extension programme starts in March.
- Scoping study and baseline environmental studies under way, targeting a mining licence application in 2022.

Managing Director and CEO Leopold Fenwarth said: "Four years after we were granted this ground, we have a resource that stands on its own. The grade is robust near surface, and the shear that hosts it has barely been tested at depth."

The company holds VKR 21.6 million in cash and has no debt. Part of the licence area is subject to a registered third-party royalty.

This announcement was authorised for release by the Board of Tavrin Gold Ltd.
Investor enquiries: investors@tavringold.vd
""")

d(8, "joint-venture agreement clause", "Hollin Vale Joint Venture",
  "Hollin Vale Joint Venture Agreement - Clause 7 (Earn-in)",
  """
HOLLIN VALE FARM-IN AND JOINT VENTURE AGREEMENT dated 3 June 2021 between Tavrin Gold Ltd ("Tavrin") and Grauholt Metals AG ("Grauholt").

7. EARN-IN
7.1 Tavrin, as sole registered holder of EL 4025 (the "Tenement"), grants Grauholt the exclusive right to earn an interest in the Tenement on the terms of this clause 7.
7.2 First Stage. Grauholt will earn a 51% interest by incurring Expenditure of VKR 18 million on the Tenement within four years of the Commencement Date, of which VKR 3 million is a minimum commitment in the first twelve months that may not be withdrawn.
7.3 Second Stage. Having completed the First Stage, Grauholt may elect within 90 days to earn a further 24% interest (taking its total to 75%) by sole-funding and delivering a pre-feasibility study within three years of that election.
7.4 Operator. Tavrin remains Operator until the First Stage is complete, after which Grauholt becomes Operator.
7.5 Withdrawal. If Grauholt withdraws before completing the First Stage, it earns no interest and shall leave the Tenement in good standing for at least six months.
7.6 Management Committee. A management committee of two representatives of each party will approve programmes and budgets; the Operator's nominee chairs, with a casting vote on technical matters only.
7.7 Dilution. After the Second Stage, each party funds pro rata or dilutes according to the formula in Schedule 4.
""")

d(9, "royalty deed of assignment", "Korrigan Claims",
  "Deed of Assignment of Royalty - Korrigan Claims",
  """
THIS DEED OF ASSIGNMENT is made on 8 July 2019
BETWEEN Anselm Korrigan of Kalmira, prospector (the "Assignor")
AND Ferrovine Royalty Partners, a limited partnership registered in Ostrevan (the "Assignee").

RECITALS
A. By a sale agreement dated 20 April 2016 the Assignor sold the Korrigan Claims to the present holder of exploration licence EL 3318 and reserved to himself a royalty of two per cent (2%) of net smelter return (NSR) on all gold and other minerals produced from the land formerly comprised in the Korrigan Claims (the "Royalty").
B. The Korrigan Claims now lie wholly within EL 3318 and will lie within any mining licence granted from it.

OPERATIVE PROVISIONS
1. In consideration of VKR 3.5 million paid on execution, the Assignor assigns to the Assignee absolutely all his right, title and interest in the Royalty.
2. The Royalty runs with the land and binds any successor holder of the tenement or of any mining licence derived from it.
3. NSR means gross proceeds from the sale of product less refining, smelting and transport charges only, with no deduction for mining or processing costs.
4. Payments are due quarterly, within 30 days of each quarter end.
5. The Assignor retains no buy-back right.

EXECUTED as a deed.
Signed by Anselm Korrigan in the presence of Mette Korrigan (witness).
Signed for Ferrovine Royalty Partners by its general partner.
""")

d(10, "land-access agreement", "Lowmeadow",
  "Land Access and Compensation Agreement - Lowmeadow",
  """
LAND ACCESS AND COMPENSATION AGREEMENT (registered under s.41 Minerals Act 2009, registration LA-2018-066)

Parties: Tavrin Gold Ltd (the Explorer) and Tomas Oszkan, owner-occupier of Lowmeadow, Parcel 118, Kalmira District (the Owner).
Term: 1 February 2018 until expiry or surrender of the Explorer's licence over the land.

1. Access. The Owner grants access for drilling, soil sampling and surveying via the south track and the Lowmeadow farm gate only.
2. Notice. Seven days' notice before any new drill pad is cleared; 48 hours' notice for surface sampling.
3. Compensation. VKR 14,000 per drill pad; VKR 600 per day of vehicle access during lambing (1 August to 30 September); reinstatement of every pad to pasture within 90 days of the hole being completed.
4. Stock and fences. Gates are to be left as found. Any stock loss attributable to the Explorer will be compensated at market value plus 10%.
5. Water. The Explorer will not take water from the Owner's dams or bores, and will fund baseline sampling of the Owner's two stock bores before drilling and annually thereafter.
6. Disputes. To mediation in Kalmira, then to the Land and Resources Tribunal.

Signed at Kalmira on 29 January 2018 by the Owner and by an authorised officer of the Explorer.
""")

d(11, "environmental impact statement excerpt", "EL 3318 Gold Project",
  "EL 3318 Gold Project - Environmental Impact Statement, Chapter 9 (extract)",
  """
9.4 Tailings management
Tavrin Gold Ltd proposes to store process tailings in a purpose-built tailings storage facility (TSF) south-east of the open pit. The TSF design by Harrowmere Geotechnical comprises two cells with a combined capacity of 11 Mt, built as a starter embankment of compacted mine waste with downstream raises. The original footprint was moved 400 m east following the cultural heritage survey (Chapter 14) to avoid a registered stone arrangement.
Key design criteria: a minimum operational freeboard of 1.5 m above the design storm pond; an HDPE liner beneath the decant pond area; a seepage collection trench and four downgradient monitoring bores.

9.5 Groundwater
Process water would be drawn from four production bores in the Kalmira Aquifer. Numerical modelling predicts drawdown of up to 4.2 m at the two Lowmeadow stock bores after ten years of pumping, recovering within 15 years of closure. Make-up supply options include pit dewatering water.

9.6 Surface water
The nearest watercourse is the Kalmira River, 1.8 km south. Background arsenic in the river ranges from 0.004 to 0.011 mg/L, reflecting natural mineralisation in the catchment. Without controls, seepage from the TSF could raise arsenic downstream; the seepage trench and monitoring network are designed to intercept it before it reaches the river.

Submitted to the regulator in December 2021.
""")

d(12, "permit condition schedule", "EP-2023-117",
  "Environmental Permit EP-2023-117 - Schedule 2: Conditions",
  """
VEWA - ENVIRONMENTAL PERMIT EP-2023-117
Permit holder: Meridane Gold Ltd   Premises: ML 0912, Upper Tesk Province   Issued: 14 June 2023

SCHEDULE 2 - CONDITIONS
C1 The holder shall operate in accordance with the approved environmental management plan, revision 3.
C2 Ore processing shall not exceed 1.6 million tonnes per annum.
C3 Tailings shall be deposited only into TSF Cell 1 and, once commissioned, Cell 2.
C4 A minimum operational freeboard of 1.5 m shall be maintained in each TSF cell at all times.
C5 Seepage collection trenches shall be inspected weekly and the water pumped back to the decant pond.
C6 Groundwater monitoring bores MB1 to MB4 shall be sampled monthly for pH, electrical conductivity, arsenic, WAD cyanide and sulphate.
C7 Arsenic in surface water at monitoring point SW-3 on the Kalmira River shall not exceed 0.05 mg/L.
C8 WAD cyanide in tailings slurry at the spigot shall not exceed 50 mg/L.
C9 Each TSF cell shall be inspected annually by an independent dam safety engineer, and the report provided to VEWA within 30 days.
C10 Any non-compliance with C4, C7 or C8 shall be notified to VEWA within 24 hours.
C11 The holder shall publish monitoring results quarterly on its website.
""")

d(13, "water licence", "WL-0448",
  "Water Licence WL-0448",
  """
VEWA - LICENCE TO TAKE AND USE GROUNDWATER
Licence number: WL-0448   Licensee: Meridane Gold Ltd   Date of issue: 29 August 2023   Expiry: 28 August 2033
Source: Kalmira Aquifer (confined sandstone unit), Upper Tesk groundwater area
Works: four production bores, PB1, PB2, PB3 and PB4, located on ML 0912
Purpose: ore processing, dust suppression and camp supply
Annual entitlement: 1.9 gigalitres per water year (1 July to 30 June)
Maximum instantaneous rate: 68 litres per second, combined

Conditions
(a) Each bore shall be fitted with a tamper-proof flow meter; readings are to be submitted monthly.
(b) Water levels shall be recorded continuously at monitoring bores on neighbouring properties, including the Lowmeadow stock bores, and reported quarterly.
(c) If drawdown at any third-party bore exceeds 3.0 m, the licensee shall supply an alternative water source to that user within 14 days.
(d) The entitlement is not transferable without consent.

Assessment note: the hydrogeological assessment accepted the licensee's groundwater model but applied a precautionary trigger lower than the 4.2 m drawdown predicted in the impact statement.

Signed: Petra Oszkan, Senior Hydrogeologist, for VEWA
""")

d(14, "mining licence instrument of grant", "ML 0912",
  "Mining Licence ML 0912 - Instrument of Grant",
  """
INSTRUMENT OF GRANT - MINING LICENCE ML 0912

Under section 52 of the Minerals Act 2009 the MTD grants to Meridane Gold Ltd a mining licence on the following terms.

Date of grant: 2 May 2023
Term: 21 years
Area: 12.4 square kilometres, excised from exploration licence EL 3318, which continues over the remaining ground
Minerals: gold and silver
Approved activities: open-pit mining; carbon-in-leach processing of up to 1.6 Mtpa; tailings storage; waste rock dumps; haul roads and ancillary infrastructure, in accordance with the approved mining proposal.

Conditions
1. Mining shall commence within two years of grant.
2. Royalty is payable to the State at 4% of gross value, in addition to any private royalties registered against the land.
3. Rehabilitation security shall be lodged before ground disturbance, in an amount determined by the MTD and reviewed annually.
4. The holder shall comply with all environmental and water approvals issued by VEWA.
5. Not less than 60% of the operational workforce shall be residents of Upper Tesk Province by year three.
6. Annual production and reserves reports are due within 90 days of year end.

Signed at Ostrevan: Rufus Anvari, Director of Mineral Titles
""")

d(15, "stock exchange name-change notice", "Meridane Gold Ltd",
  "Market Notice 2022/417 - Change of Company Name and Trading Code",
  """
Ostrevan Stock Exchange (OSX) - Market Notice 2022/417 - 28 October 2022

Change of name and trading code

Following completion of the takeover of Tavrin Gold Ltd by Meridane Holdings plc, which now holds 94.3% of the issued shares, the company has changed its name to Meridane Gold Ltd. The change was approved by special resolution at a general meeting on 21 October 2022 and registered by the Companies Office on 26 October 2022.

Effective date: 1 November 2022
Old name: Tavrin Gold Ltd   Old code: TVG
New name: Meridane Gold Ltd   New code: MDG
ISIN: unchanged

The company will remain listed on the OSX. Minority shareholders are not required to take any action; existing holding statements remain valid.

Board changes notified with this notice: Leopold Fenwarth has resigned as Managing Director and CEO; Sabine Iravel has been appointed Managing Director; Hugo Pellam has been appointed non-executive Chair.

Market participants should update their systems accordingly.
""")

d(16, "board resolution", "MG-2023-04",
  "Circular Resolution of Directors MG-2023-04 - Construction Approval",
  """
MERIDANE GOLD LTD - CIRCULAR RESOLUTION OF DIRECTORS No. MG-2023-04
Date: 19 May 2023
Directors: Hugo Pellam (Chair), Sabine Iravel (Managing Director), Nils Arvedsen, Dorota Kaplan-Reyes

WHEREAS the MTD granted mining licence ML 0912 on 2 May 2023, and the environmental permit application is before VEWA;

IT IS RESOLVED THAT:
1. Construction of the ML 0912 open pit, processing plant and tailings facility is approved with a capital budget of VKR 410 million, including a 9% contingency.
2. Harrowmere Geotechnical is appointed engineer of record for the TSF for the life of the operation, with authority to stop deposition if any dam-safety trigger is reached.
3. The Managing Director is authorised to execute the engineering, procurement and construction management contract and the mining services contract, each within the approved budget.
4. A project finance facility of up to VKR 240 million is approved, subject to final documentation.
5. Any variation exceeding VKR 5 million requires prior Board approval.
6. The Company Secretary is directed to lodge this resolution in the minute book.

Signed by all directors in counterparts.
""")

d(17, "tailings dam inspection report", "TSF Cell 1",
  "Annual Dam Safety Inspection - TSF Cell 1, ML 0912",
  """
CASTELLAN DAM CONSULTANTS - ANNUAL DAM SAFETY INSPECTION REPORT (permit condition C9)
Facility: TSF Cell 1, ML 0912   Owner: Meridane Gold Ltd   Inspection date: 19 August 2024
Inspector: Edvin Ostrand, Principal Dam Engineer

1 Summary rating: UNSATISFACTORY

2 Observations
2.1 Operational freeboard measured at 0.6 m, against a required minimum of 1.5 m. The decant pond has migrated towards the south embankment because spigotting has been concentrated on the northern beach.
2.2 A wet seepage zone about 30 m long at the downstream toe between chainage 400 and 430 m, with turbid flow estimated at 0.3 L/s.
2.3 Vibrating-wire piezometer VWP-3 reads 2.1 m above its alert level; VWP-1 and VWP-2 are normal.
2.4 Minor erosion gullies on the downstream face; the crest survey shows no measurable settlement.

3 Recommendations
R1 Cease deposition into Cell 1 until freeboard of at least 1.5 m is restored and sustained for 30 days.
R2 Pump the decant pond down and relocate spigots to the southern beach.
R3 Construct a toe buttress with filter drain between chainage 380 and 450 m.
R4 Notify VEWA within 24 hours, as required by condition C10.
R5 Increase piezometer reading frequency to daily.

A copy has been provided to the engineer of record, Harrowmere Geotechnical.
""")

d(18, "regulator enforcement notice", "EN-24-031",
  "Enforcement Notice EN-24-031",
  """
VEWA - ENFORCEMENT NOTICE EN-24-031 (section 88, Environmental Protection Act 2011)
To: Meridane Gold Ltd, operator of ML 0912
Permit: EP-2023-117
Effective: 12 September 2024, 06:00

1. VEWA is satisfied on reasonable grounds that the permit holder has contravened condition C4 (minimum freeboard) and condition C10 (notification within 24 hours), based on the independent inspection of 19 August 2024 and a VEWA site visit on 9 September 2024 at which freeboard of 0.8 m was recorded.
2. The permit is suspended insofar as it authorises deposition of tailings into TSF Cell 1. All other activities may continue.
3. The permit holder must: (a) lower the pond to restore the freeboard required by the permit; (b) construct a toe buttress at the seepage zone to a design certified by the engineer of record; (c) sample SW-3 on the Kalmira River daily until further notice; (d) report progress weekly.
4. The suspension remains in force until revoked in writing by VEWA.
5. Failure to comply is an offence carrying a maximum penalty of VKR 2.5 million plus VKR 50,000 per day.

Right of review: the holder, or any person with a sufficient interest, may apply to the Land and Resources Tribunal within 28 days of a decision under this notice.

Signed: Orla Brennick, Director of Compliance, VEWA
""")

d(19, "petition", "Kettle Ridge Tailings Petition",
  "Kettle Ridge Tailings Petition",
  """
PETITION to the Honourable Teodor Vasch, Minister for Mines and Energy
From the residents, farmers and river users of the Kalmira district, organised by the KCAG

We, the undersigned, call on the Minister to act on the tailings dam at the Kettle Ridge gold mine, where:
- water stored against the embankment came within a hand's width of the crest this winter;
- a seep has been running at the foot of the wall since August;
- our own sampling of the Kalmira River below the mine found arsenic well above the background levels recorded before mining began;
- the company did not tell us, or the regulator, for weeks.

We ask the Minister to:
1. keep tailings deposition stopped until an engineer who is independent of the company certifies the dam safe;
2. require the company to pay for arsenic testing of every stock and house bore within 5 km of the mine;
3. increase the rehabilitation bond so that the public never pays for a failed dam;
4. publish every dam inspection report in full.

Presented on behalf of 1,842 signatories, 14 October 2024.
Contact: KCAG secretary, c/o Kalmira Post Office
""")

d(20, "community group meeting minutes", "Kalmira Catchment Action Group",
  "Minutes - Special Meeting, 20 September 2024",
  """
Kalmira Catchment Action Group (KCAG) - Minutes of special meeting
Venue: Kalmira Town Hall, 7.00 pm, 20 September 2024. Present: 63 members and visitors.
Chair: Tomas Oszkan. Secretary: Abel Marsh.
Guests: Ines Parrow (community liaison officer, Meridane Gold); Mira Tandell (Kalmira Courier).

1. Apologies: 11 received.
2. Chair's report. The Chair reported that the regulator has stopped tailings going into the mine's first cell. He said the group learned of the seep from a night-shift worker at the pub, not from the company, and that his own stock bores will be tested next week.
3. Company statement. Ms Parrow said the pond was being pumped down, a buttress would be built at the toe, and the company regretted the delay in telling the community. Questions from the floor about arsenic were taken on notice.
4. Water testing. Members' own samples from the river at the Kalmira footbridge, analysed privately, showed 0.07 mg/L arsenic on 15 September.
5. Resolutions.
(a) That KCAG launch a petition to the Minister for Mines and Energy (moved A. Marsh, carried unanimously).
(b) That the committee seek legal advice on challenging any decision by VEWA to lift the suspension before the dam is independently certified (carried, 2 against).
6. Next meeting: 18 October 2024.
Meeting closed 9.15 pm.
""")
