# Documents ld-21 .. ld-40 (all content invented)
DOCS = []


def d(i, style, main, title, text):
    DOCS.append({"id": "ld-%02d" % i, "style": style, "main": main,
                 "title": title, "text": text.strip()})


d(21, "tribunal judgment", "[2025] LRT 14",
  "KCAG v VEWA and Meridane Gold Ltd [2025] LRT 14",
  """
LAND AND RESOURCES TRIBUNAL OF VARDESSA
KCAG (Applicant) v VEWA (First Respondent) and Meridane Gold Ltd (Second Respondent)
Citation: [2025] LRT 14   Hearing: 24-26 February 2025   Decision: 14 March 2025
Before: Presiding Member Amaranta Solvi; Member R. Quist (expert member, geotechnical)

DECISION
1. The decision of the First Respondent dated 16 December 2024 to revoke the suspension imposed by Enforcement Notice EN-24-031 is set aside.
2. The suspension of tailings deposition into Cell 1 is reinstated with effect from 21 March 2025.

REASONS (summary)
3. The Applicant is an incorporated association of landholders downstream of the mine. Its members draw stock water from the river and from bores within the predicted drawdown area. It has a sufficient interest.
4. The First Respondent revoked the suspension on the recommendation of an internal memorandum dated 9 December 2024, which accepted 1.1 m of freeboard together with a temporary buttress as an "interim equivalent" to the 1.5 m required by the permit.
5. Nothing in the permit or the Act allows an officer to substitute an equivalent for a numeric condition. If a lower freeboard is acceptable, the proper course is a formal amendment of the permit, with public notice and a right of objection.
6. The Tribunal also notes that no independent dam-safety engineer had certified the buttress when the suspension was lifted.
7. The Second Respondent shall pay the Applicant's costs, fixed at VKR 186,000.
""")

d(22, "mine safety incident report", "IR-2024-052",
  "Mines Inspectorate Incident Investigation Report IR-2024-052",
  """
MINES INSPECTORATE - INCIDENT INVESTIGATION REPORT IR-2024-052
Site: ML 0912 open pit, Upper Tesk Province   Operator: Meridane Gold Ltd   Mining contractor: Tarrow Earthmoving Ltd
Date and time: 7 May 2024, approx. 03:40   Classification: serious injury - vehicle rollover

Summary: An empty 90-tonne rear-dump haul truck, fleet number HT-07, descending Ramp 3 at night, mounted the outer windrow at a switchback and rolled onto its side on the bench below. The operator, Jarek Holm, was wearing his seatbelt and suffered a fractured wrist and bruising. He was flown to Ostrevan General Hospital and has since returned to light duties.

Findings
1. The outer windrow at the switchback was 0.9 m high; the site standard requires at least half the wheel height of the largest vehicle using the ramp (1.35 m for this fleet).
2. The ramp had been regraded the previous day and the windrow was not re-established to standard before the ramp reopened.
3. Rain earlier in the shift had reduced traction; no wet-weather speed restriction was posted.
4. The pre-start inspection of HT-07 found no defects; its brakes were tested after recovery and were serviceable.

Actions required: rebuild windrows on all ramps to standard; supervisor sign-off before any ramp reopens; wet-weather speed limits; toolbox training for all operators.

Investigator: Nadia Quell, Inspector of Mines. Approved: Ottilie Varnham, Chief Inspector of Mines.
""")

d(23, "shift handover log", "TSF night shift",
  "Kettle Ridge TSF Night Shift Handover Log - Cell 1",
  """
KETTLE RIDGE - TAILINGS / DECANT NIGHT SHIFT HANDOVER - CELL 1

Tue 13 Aug 2024, 18:00-06:00, operator R.K.
- Spigots 4-9 running on north beach all shift per day shift instruction.
- Decant pump #2 tripped 23:10, reset twice, running rough. Maint ticket raised.
- Freeboard peg at south wall reads 0.7. Was 0.9 last Tues. Pond creeping south.
- Handed over 06:05.

Wed 14 Aug 2024, 18:00-06:00, operator R.K.
- Soft wet patch at the toe near marker 420, clear-ish water, maybe 10 m long. Photo on phone.
- Rang Dusty 02:15 because the geotech is on leave. Dusty came out 03:00, had a look, said log it, tell the super first thing, and don't move spigots without the engineer's OK.
- Freeboard peg still 0.7.
- Pump #2 tripped again 04:40.

Thu 15 Aug 2024, 18:00-06:00, operator J.T.
- Toe patch bigger, ~25 m now, water cloudier. Flagged it with pegs.
- Nobody from engineering out yet. Day shift to chase.
- Peg 0.65.

Note added by day supervisor: independent dam inspection booked for Monday 19th. Do not touch the spigots until then.
""")

d(24, "email thread", "MAS-19-0431",
  "RE: Batch MAS-19-0431 - standard failure",
  """
From: Fenna Roux
To: Halina Brezic
Date: 16 Aug 2019 08:52
Subject: RE: Batch MAS-19-0431 - standard failure

Hi Halina,
Agreed - VGS-12 in positions 20 and 60 came back at 3.41 and 3.38 g/t against a certified 2.96, well outside three standard deviations. We traced it to a single furnace run on 9 August where a flux batch was mislabelled. We will re-assay the whole batch from pulps at no charge, results by Thursday. Nothing else in our queue for you went through that furnace run.
Fenna

-----
From: Halina Brezic
To: Fenna Roux
Date: 15 Aug 2019 17:20
Subject: Batch MAS-19-0431 - standard failure

Hi Fenna,
Our QC review has flagged batch MAS-19-0431 (holes TGD-012 and TGD-013): both CRM insertions read high by about 15%. Blanks look fine. Before these numbers go anywhere near a resource model I need the batch redone, and I would like an explanation of the cause.
We also have the TGD-014 core coming your way next week with visible gold in it, so please make sure the screen fire assay option is available if we need it.
Regards,
Halina

Halina Brezic | Chief Geologist | Tavrin Gold Ltd | Kalmira core shed
""")

d(25, "chat log", "community-liaison channel",
  "Site chat - community-liaison channel, September 2024",
  """
[11 Sep 2024 16:02] Ines P: heads up, VEWA on site early tomorrow. rumour is a suspension on Cell 1
[16:04] Dusty: not a rumour. Sabine got the call. deposition stops 6am
[16:05] Ines P: great. and the catchment group meets next week. what do I tell them about the seep
[16:09] Dusty: tell them the truth. seepage through the toe, and the pond got pushed south because we spigotted the north beach for a month. buttress design is with Harrowmere
[16:10] Ines P: can I say the arsenic is fine?
[16:12] Dusty: no. SW-3 had one high result in August. say we are sampling daily now and will publish everything
[16:13] Ines P: ok. you coming to the meeting?
[16:15] Dusty: can't, on nights covering geotech till Friday. last stint at the pit for a while anyway
[16:15] Ines P: ??
[16:17] Dusty: tell you over a beer. not leaving the district, just not staying on this site
[16:18] Ines P: intriguing. ok. drafting talking points tonight, will send to Sabine
[16:40] Ines P: draft sent. the KCAG chair has already asked for the inspection report to be tabled at the meeting
[16:41] Dusty: then table it. hiding it is how we got here
""")

d(26, "obituary", "Anselm Korrigan",
  "Obituary: Anselm Korrigan, 1938-2025",
  """
ANSELM KORRIGAN, prospector. Born Sarrow Bend, 3 May 1938; died Kalmira, 2 February 2025, aged 86.

Anselm Korrigan spent more than half a century looking for gold in the hills of Upper Tesk, and found it once, which he always said was once more than most. The son of a ferryman at Sarrow Bend, he left school at fourteen, worked the river barges, and came to Kalmira in 1962 as a fencer. Prospecting was a weekend habit until 1979, when a pan of crushed quartz from a gully on Kettle Ridge showed a tail of fine gold.

He drove an adit into the hill by hand, with his brother-in-law, over three winters, pulled out a few hundred ounces and then, as the price fell, let the workings flood. For decades the Korrigan adit was a local legend and a teenage dare.

In 2016 he sold his claims to a listed explorer, keeping a royalty he called his "pension in the ground", and three years later sold that royalty to an investor so that, he said, his daughter would not have to argue with lawyers. He lived to see a modern mine built on his hill, which he visited once, in a company truck, and pronounced "too tidy".

He was predeceased by his wife Ilka and is survived by his daughter Mette, two grandchildren, and a dog named Nugget. A memorial will be held at Kalmira Town Hall on 15 February.
""")

d(27, "curriculum vitae", "Halina Brezic",
  "Curriculum Vitae - Dr Halina Brezic",
  """
HALINA BREZIC, PhD, FVIMP
Exploration geologist | Ostrevan, Republic of Vardessa | CV updated March 2022

PROFILE
Field-focused exploration geologist with 17 years in orogenic gold and porphyry copper systems, from grassroots mapping to resource definition. Led the team that took a greenfield licence from first rock chips to a 767,000-ounce maiden resource in under four years.

EXPERIENCE
2022-present: Exploration Manager, Grauholt Metals AG (Vardessa branch), Dunhollow. Responsible for the Hollin Vale copper-molybdenum joint venture on EL 4025 and for regional generative work.
2016-2021: Chief Geologist, Tavrin Gold Ltd, Ostrevan and Kalmira. Discovery and resource drilling at EL 3318; managed nine geologists and two drilling contractors; QA/QC lead.
2011-2016: Senior Geologist, Vesk Copper Ltd, Loravia Basin. Near-mine exploration and mapping.
2009-2011: Postdoctoral fellow in ore-fluid geochemistry.

EDUCATION
PhD (Economic Geology), Ostrevan University, 2009. Thesis: "Fluid evolution in shear-hosted gold veins of the Upper Tesk belt".
BSc (Hons) Geology, University of Pelloran, 2004.

MEMBERSHIPS
Fellow, Vardessan Institute of Mining Professionals.

LANGUAGES
Vardessan (native), English (fluent), German (working).

REFEREES
Available on request.
""")

d(28, "newspaper feature", "Kalmira Courier",
  "Gold returns to Kettle Ridge - Kalmira Courier feature",
  """
GOLD RETURNS TO KETTLE RIDGE
By Mira Tandell, Kalmira Courier, 9 September 2023

For forty years the only gold anyone in Kalmira saw from Kettle Ridge was the flake old Anselm Korrigan kept in a pill bottle behind the bar of the Drover's Arms. This spring the bulldozers arrived.

Meridane Gold expects to pour its first bar from the ridge in mid-2024. Around 320 construction workers are on site, about a third of them from the district, and the company says 190 permanent jobs will follow. The Drover's Arms has not had an empty room since March. "I've put on two cooks," says publican Wren Halloway. "I'm not complaining."

Not everyone is celebrating. Downstream, the farms along the Kalmira River depend on bores and the river for stock water. The KCAG, a catchment group formed by landholders in 2019, wants the company to fund independent monitoring of the river and of farm bores, and to publish every dam inspection. "We're not against the mine," one member told the Courier. "We're against finding out about problems from the pub."

Meridane's managing director, Sabine Iravel, says the tailings dam has been designed to the highest standard and that monitoring data will be published quarterly. "We want to be judged on what we do, not what we promise."

Further along the ridge, a fenced enclosure protects an Ondari ceremonial site that forced the dam to be redesigned, and Ondari monitors will watch all clearing nearby.

Mr Korrigan, now 85, was driven up to see the works last month. His verdict: "Too tidy."
""")

d(29, "podcast transcript", "Ore & Order",
  "Ore & Order, Episode 88 - Titles, Tenure and Trust (transcript excerpt)",
  """
JONAH VEXLEY: Welcome back to Ore & Order. My guest today started the year in a new chair: Halina Brezic, who in January became Director of Mineral Titles. Halina, you've spent most of your career on the other side of the counter.

HALINA BREZIC: I have. Field geologist, explorer, then a few years managing a copper joint venture up near Dunhollow. Now I'm the one at the MTD stamping the licences, which my old field crews find hilarious.

VEXLEY: You replaced Rufus Anvari, who'd held the job for, what, eleven years?

BREZIC: Twelve. Rufus retired in December. He built the online register, and he signed more licences than anyone alive, including one over ground I used to explore.

VEXLEY: Doesn't that create conflicts?

BREZIC: It would if I let it. I've recused myself from any file touching the licences I worked on as an explorer, and that's recorded in the register of interests. My deputy handles those.

VEXLEY: What's your first priority?

BREZIC: Rehabilitation security. The tailings problems at one mine last year showed that some bonds were calculated on optimistic assumptions. We've re-assessed several already and I expect more increases.

VEXLEY: Any advice for young geologists?

BREZIC: Log your own core at least once. The rocks don't care about your spreadsheet.

[Recorded 6 March 2025]
""")

d(30, "trade-journal interview", "Dusan Velkoric",
  "Vardessan Mining Review - 'The core never lies': a conversation with Dusan Velkoric",
  """
VARDESSAN MINING REVIEW - April 2021 - People in Exploration

Dusan Velkoric is senior field geologist at Tavrin Gold and has run its Kalmira core shed since the first hole was drilled on EL 3318. On the drill pads he answers to one name only, "Dusty", which he picked up on his first day as a drillers' offsider, when a dust storm buried his lunch and half the sample bags.

VMR: You started on the rigs, not at university.
DV: Three years as an offsider before anyone let me near a hand lens. Best training there is. You learn what a driller means when he says the ground is "broken", and you learn that every metre of core cost somebody a sore back.

VMR: What does a good core shed look like?
DV: Light from the south, racks at waist height, a roof that doesn't leak, and a rule that no tray is left uncovered overnight. And photographs of every tray, wet and dry, before a saw touches it.

VMR: Your team logged the discovery holes on the Korrigan Shear. What did you learn?
DV: That the arsenopyrite tells you where the gold is before the lab does. Where the needles get thick, you slow down and log every ten centimetres.

VMR: Any regrets?
DV: Only that we didn't drill deeper sooner. The shear keeps going.

VMR: Where do you see yourself in five years?
DV: Somewhere with a core shed and a good pub.
""")

d(31, "wiki talk page", "Talk:Kettle Ridge mine",
  "Talk:Kettle Ridge mine",
  """
== Discovery year ==
The infobox says 1981 but the body says 1979. The Courier obituary (Feb 2025) gives 1979 for the first panned gold, and an old Mines Department file says the adit was started in 1981. Suggest "discovered 1979, first worked 1981". -- CoreTrayKid 14:02, 11 February 2025 (UTC)
: Agree. The district museum label also says 1979. Changed. -- Tesk_Watcher 09:15, 12 February 2025 (UTC)

== Licence number ==
Someone keeps adding a tenement number to the infobox with no source. Per verifiability I've removed it again. If you have the register extract, cite it. -- Tesk_Watcher 09:20, 12 February 2025 (UTC)

== Royalty ==
The article says the private royalty is "about 2 per cent NSR, held by a fund". Is there a primary source? The annual letter mentions NSR payments but not the holder. -- Arsenopyrite42 21:47, 3 March 2025 (UTC)
: The royalty register would have it, but it isn't online. Leaving as citation needed. -- CoreTrayKid

== Ownership history ==
The lead names Meridane Gold as owner since construction, but who explored it before that? An OSX-listed junior, I think, but I can't find the old name in anything citable. -- Arsenopyrite42
: There's a name-change notice in the OSX archive somewhere. Until someone finds it, please don't guess. -- Tesk_Watcher

== Tailings section: NPOV ==
The tailings section reads like a press release from the catchment group. Please balance it with the company FAQ and the regulator's notice. -- Minerva_Ore
: It reads like the tribunal decision, which is a reliable source. -- CoreTrayKid
""")

d(32, "glossary page", "Investor Glossary",
  "Meridane Gold - Investor Glossary",
  """
MERIDANE GOLD - INVESTOR GLOSSARY

AISC - all-in sustaining cost: cash operating costs plus sustaining capital, royalties and corporate overhead, per ounce of gold sold.

Buttress - a berm of compacted fill placed against the downstream toe of an embankment to increase its stability and control seepage.

Cut-off grade - the lowest grade at which material is treated as ore rather than waste.

Decant pond - the pool of water that collects on the surface of the TSF and is pumped back to the processing plant.

Freeboard - the vertical distance between the pond surface and the lowest point of the embankment crest. Regulatory minimums apply.

Indicated and Inferred - categories of Mineral Resource reflecting increasing geological uncertainty.

Kettle Ridge - the name we use for our flagship gold deposit and mine in Upper Tesk Province. In regulatory filings the deposit is referred to by its exploration licence, EL 3318, and the operating mine by its mining licence, ML 0912.

Korrigan Shear - the north-east trending shear zone that hosts the gold, named after the prospector who first worked it.

NSR royalty - a royalty calculated on sales proceeds after refining and transport charges only.

Spigot - an outlet on the tailings pipeline used to discharge slurry onto the beach of a tailings cell.
""")

d(33, "procurement tender", "RFT-2024-07",
  "Request for Tender RFT-2024-07 - TSF Cell 1 Buttress and Embankment Raise",
  """
MERIDANE GOLD LTD - REQUEST FOR TENDER RFT-2024-07

Works: construction of a downstream toe buttress with filter drain (chainage 380-450 m) and a 2.0 m downstream raise of the TSF Cell 1 embankment at ML 0912, Upper Tesk Province.

Issue date: 30 September 2024
Mandatory site visit: 8 October 2024, 10:00
Closing: 30 October 2024, 14:00

Scope: approximately 148,000 cubic metres of selected mine waste fill; 9,500 cubic metres of filter sand and gravel; geotextile; relocation of instruments VWP-1 to VWP-3; survey and QA testing.
Design: Issued for Construction drawings by the engineer of record, Harrowmere Geotechnical, revision C.
Programme: buttress complete within six weeks of award; raise complete by 31 March 2025.

Evaluation criteria: price 40%; technical methodology and programme 35%; safety and environmental performance 25%. Tenderers must hold Civil Works Grade 4 registration.

Submissions: electronic only, through the Meridane supplier portal. Questions to the procurement lead, Anders Kiel, no later than 21 October 2024.

Meridane Gold is not bound to accept the lowest or any tender.
""")

d(34, "contractor invoice", "TVD-1187",
  "Tax Invoice TVD-1187 - Tesk Valley Drilling",
  """
TESK VALLEY DRILLING - TAX INVOICE
Invoice No: TVD-1187   Date: 30 September 2019   Terms: 30 days
Bill to: Tavrin Gold Ltd, Accounts Payable, 40 Harbour Row, Ostrevan
Project: EL 3318 Phase 1, holes TGD-009 to TGD-016, rig TVD-4

| Item | Qty | Unit | Rate (VKR) | Amount (VKR) |
|---|---|---|---|---|
| Mobilisation and demobilisation, rig TVD-4 to Kalmira | 1 | lump | 48,000.00 | 48,000.00 |
| HQ coring, 0-60 m | 472.4 | m | 455.00 | 214,942.00 |
| NQ2 coring, 60-300 m | 1,352.6 | m | 385.00 | 520,751.00 |
| Downhole gyro surveys | 58 | each | 310.00 | 17,980.00 |
| Rig standby, access rain delay | 14 | hr | 620.00 | 8,680.00 |
| Lost rods and reaming, TGD-016 | 1 | lump | 36,500.00 | 36,500.00 |
| Subtotal | | | | 846,853.00 |
| VAT 15% | | | | 127,027.95 |
| TOTAL DUE | | | | 973,880.95 |

Rates per contract schedule C-2019-04: HQ coring VKR 455.00 per metre; NQ2 coring VKR 385.00 per metre. Total metres drilled this invoice: 1,825.0 m.
Payment by electronic transfer quoting the invoice number. Queries to accounts, Mereth Gap yard.
""")

d(35, "rehabilitation bond statement", "RB-0912",
  "Rehabilitation Bond Statement RB-0912 - 2025 Annual Review",
  """
MTD - STATEMENT OF REHABILITATION SECURITY
Bond reference: RB-0912   Tenement: ML 0912   Holder: Meridane Gold Ltd   Statement date: 31 January 2025
Form of security: unconditional bank guarantee No. CMB-G-77310, issued by Carrow Mercantile Bank, Ostrevan branch

| Component | 2024 assessment (VKR m) | 2025 assessment (VKR m) |
|---|---|---|
| Open pit and waste dumps | 14.2 | 15.0 |
| Processing plant demolition | 7.9 | 8.1 |
| Tailings closure (capping, spillway, seepage treatment) | 11.6 | 19.3 |
| Water treatment, 10 years post-closure | 2.4 | 2.9 |
| Project management and contingency | 2.5 | 2.6 |
| Total | 38.6 | 47.9 |

Reason for increase: tailings closure costs were re-estimated after the 2024 dam safety findings, including a longer seepage treatment period and long-term buttress maintenance.

Action required: the holder must lodge a replacement or supplementary guarantee bringing total security to VKR 47.9 million by 31 March 2025. Failure to do so may result in suspension of the licence.

Issued by: Greta Soll, Bond Administrator
""")

d(36, "heritage survey", "Seven Hearths",
  "Ondari Cultural Heritage Survey - Proposed Tailings Footprint, EL 3318",
  """
CULTURAL HERITAGE SURVEY REPORT (summary) - prepared for Tavrin Gold Ltd, June 2021
Survey area: proposed tailings and waste-rock footprints in the southern part of EL 3318 (about 3.6 square kilometres)
Survey team: Linnea Castell (consulting archaeologist); Elder Maru Tenvik and two Ondari monitors nominated by the Ondari Elders Council
Method: pedestrian transects at 20 m spacing over five days (7-11 June 2021), with oral history recorded at each site.

Findings
Site OHS-01, Seven Hearths: seven ring-shaped stone settings, each about two metres across, on a low rise above a spring-fed swamp. Elder Tenvik identified the place as a winter gathering ground where families met to trade and to settle disputes. Assessed as of high significance.
Site OHS-02: a scatter of quartz flakes near the spring. Moderate significance.
Site OHS-03: a scarred tree on the creek bank. Low to moderate significance.

Recommendations
1. Relocate the proposed tailings footprint at least 400 m east so that Seven Hearths and a 100 m buffer lie outside all disturbance.
2. Fence OHS-01 before construction, with Ondari monitors present for all clearing within 500 m.
3. Salvage OHS-02 under permit, with artefacts returned to the Council's keeping place.
4. No disturbance of OHS-03.

The company accepted recommendations 1 to 4 in writing on 2 July 2021.
""")

d(37, "shareholder letter", "Hugo Pellam",
  "Letter from the Chair - Meridane Gold Ltd Annual Report 2024",
  """
MERIDANE GOLD LTD - ANNUAL REPORT 2024 - LETTER FROM THE CHAIR

Dear fellow shareholders,

2024 was the year Kettle Ridge became a mine. We poured first gold on 11 June, reached nameplate throughput in October and produced 41,300 ounces, within our revised guidance. Construction finished close to budget, and 63% of our workforce lives in Upper Tesk Province.

It was also the year we learned the difference between building a mine and running one. In August our independent dam inspector found that the pond on our first tailings cell had been allowed to eat into the freeboard our permit requires, and the environmental regulator suspended deposition into that cell in September. The engineering response was quick. Our communication was not: we told neither the regulator nor our neighbours promptly, and the board holds itself accountable for that.

We wanted to know how the district sees us, so we commissioned Mirelle Analytics to survey 612 residents in November. The results were sobering: 58% support the mine continuing, but only 31% trust us to report problems promptly. We have published the full results.

In 2024 we paid VKR 9.7 million in state royalties and VKR 4.6 million in NSR royalties to the holder of the private royalty over the original claims. Our 25% interest in the Hollin Vale copper joint venture, operated by Grauholt Metals, gives us exposure to a second metal at modest cost.

Our priorities for 2025 are simple: keep the dams safe, tell people early, and deliver 80,000 ounces.

Hugo Pellam
Chair, 24 February 2025
""")

d(38, "map legend", "Upper Tesk Tenement Map",
  "Upper Tesk Tenement Map - Legend (Sheet 4, 2024 edition)",
  """
UPPER TESK TENEMENT MAP - SHEET 4 - LEGEND
Compiled by the MTD Cartographic Unit from the public register as at 1 July 2024. Scale 1:100,000. Grid VGD-95 Zone 36.

TENEMENTS
[blue solid outline, no fill] Exploration licence, granted (e.g. EL 3318, EL 4025)
[blue dashed outline] Exploration licence, application
[crimson hatch] Mining licence, granted (e.g. ML 0912)
[orange hatch] Mining licence, application
[green outline] Retention licence
[purple ring] Registered private royalty area (see royalty register for holder)

CULTURAL AND ENVIRONMENTAL
[black triangle] Registered heritage site (exact location withheld; 500 m buffer shown)
[brown stipple] Groundwater protection area
[thick blue line] Watercourse; a blue circle marks a VEWA monitoring point

INFRASTRUCTURE
[solid red line] Sealed road
[dashed red line] Unsealed track
[black square] Town or settlement (Kalmira, Dunhollow, Mereth Gap)
[crossed picks] Historical mine working (e.g. Korrigan adit)

NOTES
Tenement boundaries are indicative only; always consult the register. The excision of ML 0912 from EL 3318 is shown as crimson hatch inside the blue outline. Heritage site symbols are offset by up to 1 km at the request of traditional owners.
""")

d(39, "community FAQ", "Kettle Ridge tailings dam",
  "Kettle Ridge Tailings Dam - Frequently Asked Questions",
  """
KETTLE RIDGE - OUR TAILINGS DAM: FREQUENTLY ASKED QUESTIONS (updated April 2025)

What is the TSF?
It is the engineered dam where we store tailings - the finely ground rock left after gold is extracted - as a slurry. Water rises to the surface and is pumped back to the plant for reuse.

Why was deposition into Cell 1 stopped?
In September 2024 the environmental regulator suspended deposition into Cell 1 after the pond came too close to the crest. The suspension was lifted in December 2024 and reinstated by the Land and Resources Tribunal in March 2025. Tailings now go to Cell 2, which was commissioned in January 2025.

Is the dam going to fail?
The embankment has shown no settlement, a buttress has been built at the toe, and piezometers are read daily. The independent inspector and our engineer of record have access to all data.

Is the river water safe?
Arsenic at our downstream monitoring point exceeded the permit limit once, in August 2024, and has been within the limit every month since. We publish results every quarter.

Who checks the dam?
Our engineer of record, Harrowmere Geotechnical; an independent engineer every year; and government inspectors, who may visit unannounced.

What happens when the mine closes?
The cells will be capped, revegetated and monitored. The cost is secured by a bank guarantee held by the government, so the public does not pay.

How can I raise a concern?
Call the community line on 0700 553 553, email community@meridanegold.vd, or visit our Kalmira shopfront (Monday to Friday, 9 to 4).
""")

d(40, "conference abstract", "HVD-007",
  "Abstract - Discovery of the Hollin Vale porphyry copper-molybdenum system",
  """
Vardessan Geoscience Conference 2022, Dunhollow, 17-19 May 2022. Session 4B: Porphyry and epithermal systems.

Discovery of the Hollin Vale porphyry Cu-Mo system, Upper Tesk Province: from soil anomaly to a 400-metre intercept

Halina Brezic and Ruben Sallis (Grauholt Metals AG)

The Hollin Vale prospect on EL 4025 lies beneath 20-60 m of glacial cover 18 km west of Dunhollow and had been dismissed by earlier explorers as a barren intrusion. Grauholt Metals AG, which is earning into the Hollin Vale joint venture, combined partial-leach soil geochemistry with a 3D induced polarisation survey in 2021 and defined a 1.4 km chargeability high flanked by a molybdenum-in-soil ring.

Hole HVD-007, collared at the centre of the anomaly, intersected 412 m at 0.52% Cu and 110 ppm Mo from 64 m, including 96 m at 0.81% Cu from 210 m. Mineralisation comprises chalcopyrite and molybdenite in A- and B-type quartz veins within potassic-altered quartz monzonite porphyry, overprinted by phyllic alteration in the upper 150 m.

We present the exploration sequence, the pitfalls of interpreting soil data through glacial cover, and a preliminary alteration model. The results show that covered porphyry targets in the Upper Tesk belt remain under-explored.
""")
