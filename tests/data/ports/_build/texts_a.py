# -*- coding: utf-8 -*-
"""Documents po-01 .. po-30 of the invented Estmarran maritime world.

Each entry is (id, title, text).  In the text, one line = one paragraph,
list item, table row or field line; build.py strips indentation and drops
empty lines.
"""

DOCS_A = [

("po-01", "Aldermoor Shipping Group", """
Aldermoor Shipping Group (ASG) was an Estmarran dry bulk shipowner headquartered in Velmar. It was founded in 1978 by Gideon Aldermoor, a former ship's purser, with a single second-hand coaster, and grew into one of the larger owners on the Estmarran register.
Ownership structure. In common with most Estmarran owners, the group held each vessel through a single-ship company incorporated in Velmar, for example Corran Mist Shipping Ltd and Gannet Reach Shipping Ltd. The parent provided commercial management, while technical management of the bulk fleet was contracted from 1995 onwards to Bretton Fleet Management Ltd ("BFM").
Fleet. By 2020 the group controlled fourteen dry bulk carriers, mostly handysize and supramax tonnage, and chartered in a varying number of additional ships. Its vessels traditionally carried names beginning with "Corran" or named after features of the Estmarran coast.
Management. Cressida Aldermoor, the founder's daughter, became chief executive in 2011; her father remained honorary president until his death in 2019.
Merger. In March 2021 the group merged with the tanker owner Silvane Maritime Holdings. The enlarged company adopted a new name and ASG ceased to exist as a separate entity, although its single-ship subsidiaries continued unchanged.
Name. The group should not be confused with Aldermoor Marine Brokers, an unrelated ship-broking partnership in Orrisport founded by a distant cousin of the family.
"""),

("po-02", "Silvane Maritime Holdings", """
Silvane Maritime Holdings (SMH) was a tanker-owning company founded in Orrisport in 1991 by Matthias Silvane, a former cargo superintendent with an oil terminal operator.
The company began with two elderly product tankers employed in the coastal trade between Orrisport and Velmar. During the 2000s it ordered a series of medium-range product tankers, beginning with the Silvane Osprey (2008) and the Silvane Kestrel (2010).
Unlike many of its Orrisport neighbours, SMH managed its ships in-house through Silvane Ship Management, a division which employed about 60 shore staff at its peak.
In 2020 SMH entered discussions with the dry bulk owner Aldermoor Shipping Group. The two companies merged in March 2021 to form Aldermoor Silvane Lines plc, in which the Silvane family held 41 per cent of the shares. Matthias Silvane became non-executive chairman of the combined group and the SMH name was retired. The Orrisport office was retained as the operational base of the tanker division.
Throughout its existence the company's vessels were entered with a mutual P&I association and classed with the Corvane Register of Shipping.
"""),

("po-03", "Press release: Aldermoor and Silvane complete merger", """
Aldermoor and Silvane complete merger to create Aldermoor Silvane Lines
VELMAR, 3 March 2021 -- Aldermoor Shipping Group ("ASG") and Silvane Maritime Holdings ("SMH") today announced the completion of their merger. The combined company will trade as Aldermoor Silvane Lines plc ("ASL") with effect from today.
ASL controls a fleet of 23 owned vessels -- fourteen dry bulk carriers and nine product tankers -- with an average age of 9.6 years.
The group's registered office and headquarters will be at Harrowgate Quay, Velmar, in the former ASG head office, which is being extended to accommodate staff transferring from Orrisport.
Cressida Aldermoor, previously chief executive of ASG, has been appointed Chief Executive Officer of ASL. Matthias Silvane, founder of SMH, becomes non-executive Chairman.
"Today we bring together two family companies with a combined 73 years of history on the Estmarran register," said Ms Aldermoor. "Our customers will see one team, one fleet and one standard of safety."
Technical management of the dry bulk fleet will remain with Bretton Fleet Management Ltd under the existing agreements. The tankers will continue to be managed from Orrisport. Each vessel will continue to be owned by its existing single-ship company.
About ASL: Aldermoor Silvane Lines plc is an Estmarran shipowner listed on the Velmar Stock Exchange.
Media contact: Corporate Communications, ASL, Harrowgate Quay, Velmar.
"""),

("po-04", "Aldermoor Silvane Lines fleet list 2022", """
Aldermoor Silvane Lines plc -- owned fleet as at 1 January 2022 (extract: eight of 23 vessels)
Each vessel is owned through a single-ship subsidiary. Chartered-in tonnage is excluded.
| Vessel | IMO | Type | Built | Flag | Owning company | Technical manager |
|---|---|---|---|---|---|---|
| Corran Heath | 9418949 | Handysize bulk carrier | 2009 | Estmarra | Corran Heath Shipping Ltd | Bretton Fleet Management |
| Corran Sound | 9487299 | Handysize bulk carrier | 2011 | Estmarra | Corran Sound Shipping Ltd | Bretton Fleet Management |
| Aldermoor Pride | 9581605 | Panamax bulk carrier | 2012 | Estmarra | Aldermoor Pride Shipping Ltd | Bretton Fleet Management |
| Gannet Reach | 9712060 | Supramax bulk carrier | 2015 | Estmarra | Gannet Reach Shipping Ltd | Bretton Fleet Management |
| Kittiwake Reach | 9803168 | Ultramax bulk carrier | 2018 | Estmarra | Kittiwake Reach Shipping Ltd | Bretton Fleet Management |
| Silvane Osprey | 9388156 | MR product tanker | 2008 | Estmarra | Silvane Osprey Tankers Ltd | ASL Tanker Management, Orrisport |
| Silvane Kestrel | 9436513 | MR product tanker | 2010 | Estmarra | Silvane Kestrel Tankers Ltd | ASL Tanker Management, Orrisport |
| Silvane Merlin | 9685229 | MR product tanker | 2014 | Estmarra | Silvane Merlin Tankers Ltd | ASL Tanker Management, Orrisport |
Size bands used: Handysize 25,000-39,999 dwt; Supramax 50,000-59,999 dwt; Ultramax 60,000-66,999 dwt; Panamax 70,000-84,999 dwt.
Particulars of the remaining vessels are published in the annual report.
"""),

("po-05", "Register extract: Ismay Tern", """
ESTMARRAN SHIP REGISTRY -- EXTRACT OF REGISTRATION
Name of ship: Ismay Tern
IMO number: 9515307
Official number: OR 5127
Call sign: E5TM7
Flag: Republic of Estmarra
Port of registry: Orrisport
Type of ship: Oil/chemical product tanker
Gross tonnage: 29,640
Net tonnage: 13,410
Year of build: 2011
Registered owner: Ismay Tern Tankers Ltd, Lantern Wharf, Orrisport (64/64 shares), a wholly owned subsidiary of Teague Morrow Shipholding plc
ISM manager (DOC holder): Teague Morrow Ship Management Ltd
Classification society: Corvane Register of Shipping
Mortgages: First preferred mortgage in favour of Velmar Merchant Bank plc, registered 30 June 2011
Former names: none
Notes: none
Date of extract: 4 February 2020
Issued under the Merchant Shipping (Registration) Act. This extract records the register on the date shown and is not conclusive evidence of title.
"""),

("po-06", "MV Corran Mist", """
Corran Mist was a handysize bulk carrier built in 2009 by the Skarnholm Dockyard Company as yard number 214. She was the second of two sister ships ordered by Aldermoor Shipping Group, the first being the Corran Heath.
General characteristics: length overall 179.9 m; beam 28.4 m; deadweight 33,900 t; five holds served by four 30-tonne cranes; IMO number 9417622.
Ownership: the vessel was registered in Velmar in the name of Corran Mist Shipping Ltd, a single-ship subsidiary of Aldermoor Shipping Group, and was technically managed by Bretton Fleet Management Ltd. She was classed with the Corvane Register of Shipping.
Service history: the ship spent most of her Estmarran career in the grain and fertiliser trades between Skarnholm, Velmar and ports in Corrandy. On 12 November 2016 she suffered a main engine failure off Brisk Point and drifted towards the shore before being taken in tow; the incident was investigated by the Estmarran Marine Accident Investigation Board.
Sale and renaming: in September 2020 she was sold to Kavell Bulk Carriers for a reported USD 11.2 million, renamed Varro Dawn and transferred to the Corrandy register. As with all ships, her IMO number was unchanged by the sale.
The vessel should not be confused with the ro-pax ferry Corran Mistral, which is unrelated.
"""),

("po-07", "MV Corran Mistral", """
Corran Mistral is a ro-pax ferry operated by Skarnholm Ferries Ltd on the overnight route between Skarnholm and Tarvenna. She was built in 2014 by Orris Bay Shipbuilding and is registered at Skarnholm.
Particulars: IMO 9705445; length 186 m; 1,950 lane metres; 640 passengers in 212 cabins; service speed 21 knots.
The ship is named after Corran Head, the headland north of Skarnholm which also gave its name to several Aldermoor bulk carriers. She has no connection with the bulk carrier Corran Mist, although the similarity of the names has caused confusion in press reports, notably in November 2016 when the bulk carrier's engine failure off Brisk Point was wrongly reported as a ferry incident.
In service the vessel has generally been reliable. In 2020 her class status showed an overdue survey after pandemic travel restrictions delayed the attendance of a surveyor, and a condition of class was imposed for several weeks.
Corran Mistral replaced the older Merrin Gale on the Tarvenna route, the latter being transferred to day crossings.
"""),

("po-08", "EMAIB Report No. 4/2017: Corran Mist loss of propulsion off Brisk Point", """
EMAIB Report No. 4/2017 -- Main engine failure and drifting of the bulk carrier Corran Mist off Brisk Point, 12 November 2016
1 SYNOPSIS
1.1 At 1420 on 12 November 2016 the Estmarran-registered bulk carrier Corran Mist (IMO 9417622) suffered a complete loss of propulsion 4.5 nautical miles west of Brisk Point while on passage from Skarnholm to Velmar with 31,200 tonnes of wheat.
1.2 The vessel drifted east-north-east in a south-westerly gale and came within 0.9 nm of the Brisk Point ledges before her starboard anchor held. She was taken in tow at 1905 by the harbour tug Hallam Bright, dispatched from Velmar, and arrived alongside at Velmar at 0240 the following day. There were no injuries and no pollution.
2 FACTUAL INFORMATION
2.1 The master, Captain Idris Vallance, had served with the vessel's managers for 14 years and had commanded Corran Mist since 2012. The chief engineer, Tomas Krell, had joined the ship two weeks before the accident.
2.2 The vessel had bunkered 420 tonnes of heavy fuel oil at Skarnholm on 9 November 2016. The fuel was supplied by Bretton Marine Services Ltd, a bunker supplier which has no connection with the vessel's managers, Bretton Fleet Management Ltd.
2.3 Post-incident analysis found catalytic fines (aluminium and silicon) of 78 mg/kg, well above the specification limit.
3 ANALYSIS
3.1 The fuel separators were not set up for the density of the new bunkers, and the main engine fuel filters clogged within three hours of changeover.
3.2 The bridge team did not request tug assistance until 1610, by which time the vessel had drifted 2 nm.
4 FINDINGS
4.1 The loss of propulsion was caused by contaminated fuel.
4.2 The vessel's fuel sampling procedure did not require analysis results to be received before new bunkers were used.
4.3 The master's decision to let go the starboard anchor in 48 m of water was appropriate and prevented a grounding.
5 RECOMMENDATIONS
5.1 Bretton Fleet Management Ltd is recommended to require fuel analysis results before new bunkers are used.
5.2 Bretton Marine Services Ltd is recommended to review its quality control of blended fuels.
"""),

("po-09", "Obituary: Captain Idris Vallance (1958-2024)", """
Captain Idris Vallance, master mariner and former harbour master of Skarnholm, died at his home in Skarnholm on 3 February 2024, aged 65.
Born in Orrisport, the son of a fisherman, he went to sea as a deck cadet in 1976 and obtained his master's certificate in 1989. He joined a Velmar ship manager in 2002 and spent the rest of his seagoing career in bulk carriers.
From 2012 to 2017 he commanded the handysize bulk carrier Corran Mist. Colleagues remember his calm during the November 2016 engine failure off Brisk Point, when his decision to anchor in deep water kept the ship off the ledges; Vallance himself always gave the credit to the tug crew.
In 2018 he came ashore as harbour master of Skarnholm, where he oversaw the deepening of the north basin and the introduction of a new pilotage regime. He retired in 2023.
Vallance was a keen choral singer and for many years sang bass with the Skarnholm Harbour Choir.
He is survived by his wife, Annika, and two daughters. He was not related to the Skarnholm solicitor Lionel Vallance, with whom he was frequently confused.
"""),

("po-10", "Lionel Vallance", """
Lionel Vallance (born 1962) is an Estmarran solicitor specialising in shipping litigation and a founding partner of the Skarnholm firm Vallance & Grice.
Early life. Born in Skarnholm, Vallance read history before qualifying as a solicitor in 1987. He trained with a Velmar firm of admiralty solicitors and spent two years on secondment to a P&I club.
Career. In 1995 he and Delia Grice founded Vallance & Grice, which acts mainly for bunker suppliers, ship repairers and port service providers pursuing claims against ships, and is known for its frequent use of ship arrest.
In 2019 Vallance acted for the bunker supplier Bretton Marine Services in arrest proceedings before the Admiralty Court sitting at Skarnholm, one of several cases in which he tested the court's jurisdiction over necessaries ordered by charterers rather than owners.
Other activities. He has lectured on maritime liens at the University of Orrisport and chairs the Skarnholm Maritime Law Association.
He is not related to Captain Idris Vallance, the former harbour master of Skarnholm.
"""),

("po-11", "Bretton Fleet Management", """
Bretton Fleet Management Ltd ("BFM") is a third-party ship manager based in Velmar, Estmarra. It was founded in 1994 by Henrike Sallow, a former marine superintendent, and takes its name from Bretton Street, where its first office was located.
Services. BFM provides technical management, crewing and ISM compliance for dry bulk carriers and general cargo ships. Its Document of Compliance under the ISM Code is issued on behalf of the Estmarran flag by the Corvane Register of Shipping. In 2021 the company managed 31 vessels, about half of them owned by Aldermoor interests.
Crewing. The company runs a cadet programme with the Skarnholm Nautical College and maintains a pool of about 900 seafarers, mainly Estmarran and Corrandian.
Incidents. BFM received recommendations from the Estmarran Marine Accident Investigation Board after a 2016 loss of propulsion on one of its managed ships, and afterwards introduced mandatory fuel testing across the fleet.
Name confusion. BFM is frequently confused with Bretton Marine Services Ltd, a bunker supplier in Skarnholm. The two companies have never had any common ownership, and BFM has stated publicly that its name predates that of the supplier.
Leadership. As of 2021, Henrike Sallow had served as managing director since the company's foundation.
"""),

("po-12", "Bretton Marine Services", """
Bretton Marine Services Ltd is a bunker supplier based in Skarnholm. The company was founded in 1997 by Piers Ottaway, a former tanker officer, and is named after Bretton Sound, the anchorage where its first barge operated.
Operations. The company supplies marine gas oil and heavy fuel oil to ships alongside at Skarnholm and at the Bretton Sound anchorage from two bunker barges, Sound Provider and Sound Trader. Annual sales are about 180,000 tonnes.
Fuel quality. In 2016 fuel supplied by the company was found to contain excessive catalytic fines after a bulk carrier lost propulsion off Brisk Point. The accident investigation board recommended that the supplier review its quality control, and an on-site laboratory was installed in 2017.
Claims. The company has a reputation for pursuing unpaid bunker invoices vigorously. In 2019 it had a coaster arrested at Skarnholm over an unpaid delivery of gas oil; the case clarified when a supplier may arrest a ship for fuel ordered by someone other than her owner.
Name. The company has no connection with Bretton Fleet Management Ltd, the Velmar ship manager.
"""),

("po-13", "Bretton Marine Services Ltd v The Owners of the Ship \"Orla Fenwick\" [2019] EAdm 7", """
Bretton Marine Services Ltd v The Owners of the Ship "Orla Fenwick"
Neutral citation: [2019] EAdm 7
Court: High Court of Admiralty, Admiralty Division (sitting at Skarnholm)
Before: Mrs Justice Threlkeld
Date of judgment: 28 March 2019
Counsel: Mr T. Ashby for the Claimant; Ms R. Coyle for the Defendants
Facts
1. On 14 November 2018 the Claimant, a bunker supplier at Skarnholm, delivered 180 tonnes of marine gas oil to the general cargo ship Orla Fenwick. The order was placed by the vessel's time charterer, which later became insolvent. The invoice for EMK 212,400 was not paid.
2. The Claimant issued a claim in rem and the vessel was arrested by the Admiralty Marshal at Skarnholm on 8 March 2019. The Defendants, her registered owners, applied to set the arrest aside.
Issue
3. The Defendants argued that they were not liable in personam for necessaries ordered by a charterer and that the claim could not therefore found an arrest.
Held
4. The application was dismissed and the arrest upheld.
Reasoning
5. Section 4(2)(m) of the Admiralty Jurisdiction Act 1961 permits a claim in rem "in respect of goods or materials supplied to a ship for her operation or maintenance". The court held that the statutory wording attaches to the ship, and that the owners were bound where the charterer in possession had ostensible authority to order fuel.
6. The bunker confirmation named "the Master and/or Owners" as buyers, and the owners had not objected to it when it was received by the vessel.
Subsequent events
7. Following the judgment, the Defendants' P&I club, Tessaly Mutual P&I Association, provided a letter of undertaking for EMK 260,000 and the vessel was released on 2 April 2019.
8. For the avoidance of doubt, the Claimant is not connected with the Velmar ship manager Bretton Fleet Management Ltd.
"""),

("po-14", "Register transcript: Orla Fenwick", """
ESTMARRAN SHIP REGISTRY -- TRANSCRIPT OF REGISTER
Name of ship: Orla Fenwick
IMO number: 9192545
Official number: SK 3318
Call sign: E5OF2
Flag: Republic of Estmarra
Port of registry: Skarnholm
Type of ship: General cargo (coaster)
Gross tonnage: 2,310
Net tonnage: 1,190
Year of build: 1999
Builder: Tarvenna Marine Works, Corrandy
Registered owner: Fenwick Coastal Ltd, 4 Ropewalk Lane, Skarnholm (64/64 shares)
Manager: Fenwick Coastal Ltd
Classification society: Corvane Register of Shipping
Mortgages: none registered
Entries: caveat against release entered by the Admiralty Marshal 8 March 2019; withdrawn 2 April 2019
Date of transcript: 15 June 2021
This transcript reflects the register at the date shown and is not evidence of title.
"""),

("po-15", "Teague Morrow Shipholding", """
Teague Morrow Shipholding plc ("Teague Morrow") is a tanker owner headquartered at Lantern Wharf, Orrisport. It was founded in 1983 by Lucan Teague, a former tanker master, and Harriet Morrow, a shipping banker, and has been listed on the Velmar Stock Exchange since 1999.
Fleet. The company owns medium-range product tankers and small chemical tankers, each held by a single-ship company. By tradition the tankers carry names beginning "Ismay", after the founders' home village of Ismay on the Orris estuary.
Management. Technical and crew management is carried out in-house by a wholly owned subsidiary, Teague Morrow Ship Management Ltd ("TMSM"), which holds the ISM Document of Compliance for the fleet.
Insurance. The fleet is entered for protection and indemnity risks with Tessaly Mutual; hull and machinery cover is placed on the Velmar market.
Leadership. Lucan Teague has been chairman since the foundation of the company. The chief executive since 2017 has been Dorothea Morrow, the daughter of the co-founder.
Incidents. One of the company's tankers was involved in a collision in the approaches to Velmar in 2019 and was found mainly to blame by the Admiralty Court.
The company is not connected with Pellam Tankers, whose chemical tanker Ismay Tarn has a similar name.
"""),

("po-16", "EMAIB Report No. 2/2020: collision in the Velmar Approach Channel", """
EMAIB Report No. 2/2020 -- Collision between the product tanker Ismay Tern and the general cargo ship Duncarrow in the Velmar Approach Channel on 7 August 2019
1 SUMMARY
1.1 At 0347 local time on 7 August 2019 the outbound, laden product tanker Ismay Tern collided with the inbound general cargo ship Duncarrow near No. 6 buoy in the Velmar Approach Channel. Visibility was about 0.5 nm in fog.
1.2 Duncarrow was holed on her port side in way of No. 2 hold, which partially flooded; she was anchored in Anchorage B. Ismay Tern sustained damage to her bulbous bow above the waterline. There were no injuries and no pollution.
2 FACTUAL INFORMATION
2.1 Ismay Tern (29,640 gt) was under the command of Captain Oren Maddox, who held a pilotage exemption certificate for the port of Velmar. No pilot was on board.
2.2 Duncarrow (7,850 gt) was commanded by Captain Edda Rainsford and had embarked a Velmar pilot at 0305.
2.3 Velmar Vessel Traffic Service (VTS) was monitoring both vessels. The VTS operator was handling three other vessels at the time and did not issue a traffic warning.
3 ANALYSIS
3.1 Ismay Tern left the starboard side of the channel at No. 8 buoy to avoid a fishing vessel and did not return to it.
3.2 Neither vessel sounded fog signals. Duncarrow's bridge team relied on a VHF passing arrangement that was never confirmed.
3.3 VTS radar coverage between No. 4 and No. 8 buoys was degraded by an obsolete antenna.
4 FINDINGS
4.1 The collision was caused by Ismay Tern navigating on the wrong side of the channel in restricted visibility.
4.2 The absence of sound signals and of a VTS warning were contributory factors.
5 ACTIONS TAKEN
5.1 The harbour master issued a temporary notice to mariners restricting speed and traffic in the channel.
5.2 The tanker's classification society suspended her class pending a damage survey.
6 RECOMMENDATIONS
6.1 The tanker's managers are recommended to review the conditions under which masters use pilotage exemption certificates.
6.2 Velmar Port Authority is recommended to expedite renewal of its VTS radar.
"""),

("po-17", "Kestle Coasters Ltd v Ismay Tern Tankers Ltd (The \"Duncarrow\" and the \"Ismay Tern\") [2021] EAdm 3", """
Kestle Coasters Ltd v Ismay Tern Tankers Ltd (The "Duncarrow" and the "Ismay Tern")
[2021] EAdm 3
High Court of Admiralty, Admiralty Division, Velmar
Before: Mr Justice Penhallow, sitting with a nautical assessor
Judgment delivered: 12/04/2021
Parties. The Claimants are the owners of the general cargo ship Duncarrow. The Defendants are the registered owners of the product tanker Ismay Tern. Both vessels are registered in Estmarra.
The issue. The vessels collided in fog in the Velmar Approach Channel on 7 August 2019. Liability was disputed; damages are to be assessed separately by the Admiralty Registrar.
Held. Both vessels were to blame. Liability was apportioned 65 per cent to Ismay Tern and 35 per cent to Duncarrow.
Reasoning.
1. Ismay Tern was in breach of rule 9 of the Collision Regulations in failing to keep to the starboard side of a narrow channel, and proceeded at an unsafe speed of 11 knots in restricted visibility, in breach of rule 6.
2. Duncarrow was in breach of rule 35 in failing to sound fog signals, and of rule 7 in making assumptions on scanty VHF information.
3. The court accepted the assessor's advice that a prudent mariner on Duncarrow would have reduced speed on losing radar contact with the tanker at 0342.
4. The defence of inevitable accident was rejected.
5. Counsel for the Defendants relied on the accident investigation report. Penhallow J reminded the parties that the Board's findings are not admissible as to liability and that the court had reached its own conclusions on the evidence.
Costs. The Defendants are to pay 65 per cent of the Claimants' costs.
"""),

("po-18", "Port of Velmar Notice to Mariners No. 14 of 2019", """
PORT OF VELMAR -- NOTICE TO MARINERS No. 14 of 2019
Velmar Approach Channel: temporary traffic restrictions
Issued: 08 Aug 2019
Mariners are advised that, following the collision between the product tanker Ismay Tern and the general cargo ship Duncarrow on 7 August 2019 near No. 6 buoy, the following temporary restrictions apply in the Velmar Approach Channel with immediate effect and until further notice:
1. A maximum speed of 8 knots through the water applies between No. 4 and No. 8 buoys.
2. Vessels of 180 m length overall or more shall transit the channel one way only, as directed by Velmar VTS.
3. Pilotage exemption certificates are suspended for tankers carrying petroleum cargoes; such vessels shall embark a pilot at the Outer Pilot Station.
4. The damaged vessel Duncarrow is at anchor in Anchorage B. Passing vessels shall keep a minimum distance of 3 cables and proceed at slow speed.
5. All vessels shall maintain a continuous listening watch on VHF channel 12 (Velmar VTS) within the VTS area.
This notice supplements Notice No. 9 of 2019 (limits of Anchorage B).
Capt. Rosalind Quarrie
Harbour Master, Velmar Port Authority
"""),

("po-19", "MV Duncarrow", """
Duncarrow is a general cargo ship owned by Kestle Coasters Ltd and registered at Kestle Harbour, Estmarra.
Construction. She was built in 2004 by Tarvenna Marine Works in Corrandy for a Corrandian owner and was bought by Kestle Coasters in 2011. She has two box-shaped holds and two 40-tonne cranes; deadweight 10,120 t; length overall 129.6 m; IMO 9293181.
Service. The ship is employed in the project cargo, steel and timber trades between Estmarran ports and the Corrandy islands.
2019 collision. Early on 7 August 2019, inbound to Velmar in fog, Duncarrow was struck on her port side by the outbound product tanker Ismay Tern in the Velmar Approach Channel. No. 2 hold was flooded and the ship remained at anchor until she could be discharged and taken to Skarnholm for repairs, which lasted seven weeks. In the subsequent collision action in the Admiralty Court her owners recovered 65 per cent of their losses.
Namesake. An earlier Duncarrow, a Kestle Harbour pilot cutter of 1978, was unrelated.
"""),

("po-20", "MT Ismay Tarn", """
Ismay Tarn is a stainless-steel chemical tanker owned by Pellam Tankers Ltd of Velmar and registered in Estmarra.
Particulars: IMO 9624172; built 2013 in Corrandy; deadweight 19,900 t; 22 cargo tanks; classed with the Corvane Register of Shipping.
The ship takes her name from Ismay Tarn, a small lake in the hills above Velmar, following the Pellam practice of naming ships after inland waters and herbs.
On 2 March 2020 the vessel made heavy contact with the tanker jetty at Orrisport while berthing in a strong cross-wind. Fender damage was estimated at EMK 340,000; the Orrisport Port Authority held an inquiry and no pollution occurred.
The tanker is frequently confused with the Teague Morrow product tanker Ismay Tern, especially in press reports of the 2019 collision in the Velmar Approach Channel, in which Ismay Tarn played no part. Pellam Tankers has asked journalists to check IMO numbers before publication.
"""),

("po-21", "CRS Survey Status Notice SSN-2019-117: Ismay Tern", """
CORVANE REGISTER OF SHIPPING
Survey Status Notice SSN-2019-117
Ship: Ismay Tern
IMO number: 9515307
Flag: Estmarra
Class notation: CRS 100A1 Oil and Chemical Tanker, ESP, IGS
Date of notice: 9 August 2019
Reason: collision with another vessel, Velmar Approach Channel, 7 August 2019
Class status: SUSPENDED with effect from 7 August 2019 pending occasional damage survey
Damage reported: shell plating and internals of bulbous bow, frames 182-190, above the waterline
Condition of class CoC 2019/0452: permanent repairs to be carried out to the satisfaction of the attending surveyor before the vessel resumes trading
Survey 12 August 2019 (Velmar): temporary repairs accepted for a single ballast voyage to the repair yard
Update 27 September 2019: permanent repairs completed at Skarnholm; CoC 2019/0452 deleted; class REINSTATED
Next annual survey due: 14 March 2020
Issued by the Velmar Regional Office for the Chief Surveyor.
This notice is issued for the information of owners, flag Administration and underwriters and is not a certificate of class.
"""),

("po-22", "Velmar Port Authority: minutes of Board meeting, 19 September 2019", """
VELMAR PORT AUTHORITY
Minutes of the meeting of the Board held on 19 September 2019 at Port House, Velmar
Present: Mr Ambrose Tellwright (Chair); Ms Ines Dolvar (Deputy Chair); Mr Kasimir Brandt; Ms Philippa Noyes; Dr Reuben Askew
In attendance: Capt. Rosalind Quarrie (Harbour Master); Mr Colm Treadwell (Chief Executive); Ms Jette Lind (Secretary)
1. Apologies: none.
2. The minutes of the meeting of 18 July 2019 were approved.
3. Harbour Master's report
3.1 Capt. Quarrie reported on the collision of 7 August 2019 in the Approach Channel. EMAIB inspectors had interviewed VTS staff and the Authority was cooperating fully.
3.2 The Board noted that the temporary speed and one-way restrictions would be withdrawn on 30 September 2019, save that tankers carrying petroleum would continue to embark a pilot pending a review of exemption certificates.
4. VTS renewal
4.1 The Board approved expenditure of EMK 3.2 million on replacement radar antennas at the Brisk Point and Harbour Entrance sites, to be completed by June 2020.
5. Dredging: the Chief Executive reported that maintenance dredging of Anchorage B would be put out to tender in November.
6. Tariffs: the Board approved a 2.5 per cent increase in harbour dues for 2020.
7. Any other business: Mr Tellwright thanked Capt. Quarrie and the VTS team for their handling of the August incident.
Next meeting: 21 November 2019.
Signed: A. Tellwright, Chair
"""),

("po-23", "EMAIB Report No. 5/2022: grounding of Brisa Calder at Kestle Harbour", """
EMAIB Report No. 5/2022 -- Grounding of the container feeder Brisa Calder on Tanner's Ledge, Kestle Harbour entrance, 22 January 2022
1 SYNOPSIS
1.1 At 0215 on 22 January 2022 the container feeder Brisa Calder (IMO 9633824, 7,464 gt) grounded on Tanner's Ledge while entering Kestle Harbour at night on a rising tide. She was carrying 612 containers.
1.2 Attempts to refloat her using her own engines failed. She was refloated on 24 January 2022 with the assistance of two tugs and was found to have damage to her double bottom tanks. No pollution occurred.
2 FACTUAL INFORMATION
2.1 The master, Captain Jory Penwarden, had been in command for eight months and had made 27 previous entries to Kestle Harbour, all in daylight.
2.2 The vessel was not carrying a pilot; pilotage at Kestle Harbour was not then compulsory for vessels under 140 m.
2.3 The port-hand buoy K2 was found to be 55 m north-east of its charted position.
2.4 The tug Hallam Stout arrived from Velmar at 0330 on 23 January and made fast at 0412; she was joined by Hallam Bright at 0650. The vessel was refloated on the morning tide of 24 January.
3 ANALYSIS
3.1 The master used the displaced buoy K2 as his principal turning mark and began the turn into the entrance about one cable late.
3.2 The passage plan contained no parallel indexing or clearing bearings for the entrance.
4 FINDINGS
4.1 The grounding resulted from reliance on a floating aid to navigation which was off station.
4.2 The harbour authority had received a report of the buoy's displacement four days before the accident but had not issued a navigational warning.
5 RECOMMENDATIONS
5.1 The owners are recommended to improve passage planning for ports with restricted entrances.
5.2 The Kestle Harbour Board is recommended to review its buoy monitoring arrangements and the threshold for compulsory pilotage.
"""),

("po-24", "Velmar Towage & Salvage Company Ltd v The Owners of the Ship \"Brisa Calder\" [2023] EAdm 2", """
Velmar Towage & Salvage Company Ltd v The Owners of the Ship "Brisa Calder", her cargo and freight
[2023] EAdm 2
High Court of Admiralty, Admiralty Division, Velmar
Before: Mrs Justice Threlkeld
Date: 15 March 2023
Introduction
1. This is a claim for a salvage reward by Velmar Towage & Salvage Company Ltd ("VelTow") and the masters and crews of its tugs Hallam Stout and Hallam Bright for services to the container feeder Brisa Calder, which grounded on Tanner's Ledge at the entrance to Kestle Harbour on 22 January 2022.
2. The Defendants contended that the services were rendered under a towage agreement at daily rates, concluded by VHF between the master and the tug operator, and that no salvage reward was payable.
Held
3. The services were salvage services. The vessel was in real danger: she was aground on a rock ledge with a rising south-westerly wind and a breached double bottom. The oral agreement on daily rates did not exclude a claim for salvage.
4. The salved values were agreed at EMK 14.6 million (ship EMK 9.1 million; cargo and freight EMK 5.5 million).
Award
5. Having regard to the criteria in article 13 of the Salvage Convention as enacted in Estmarra, including the skill and efforts of the salvors, the degree of danger and the time used, the court awards EMK 1,450,000, to be borne rateably by ship and cargo interests, with interest at 4 per cent from 24 January 2022.
6. The award represents about 9.9 per cent of the salved values, which is within the usual range for services of moderate danger and short duration.
Apportionment between salvors
7. The award is divided 80 per cent to VelTow as owner of the tugs and 20 per cent to the masters and crews, of which the master of Hallam Stout is to receive one quarter.
"""),

("po-25", "Velmar Towage & Salvage Company", """
Velmar Towage & Salvage Company Ltd ("VelTow") is the principal provider of harbour towage and emergency salvage response in Estmarra. It is based at the Tug Basin, Velmar, and also keeps tugs on station at Skarnholm and Orrisport.
History. The company was formed in 1923 by the merger of two family tug firms, Hallam Brothers and the Velmar Steam Tug Company. The "Hallam" prefix given to its tugs commemorates the first of these.
Fleet. In 2023 the company operated nine tugs of between 45 and 85 tonnes bollard pull, three of them with fire-fighting notation.
Salvage. VelTow holds a contract with the Estmarran Maritime Administration to provide an emergency towing vessel during the winter months. In 2023 the Admiralty Court awarded it EMK 1.45 million for refloating a container feeder at Kestle Harbour.
Ownership and management. Since 2008 the company has been owned by the Velmar infrastructure investor Castellan Ports Holdings. Konrad Bellweather, a former salvage master, has been managing director since 2015.
Name. VelTow should not be confused with Velmar VTS, the vessel traffic service run by the Velmar Port Authority.
"""),

("po-26", "Velmar Towage & Salvage Company tug fleet list", """
Velmar Towage & Salvage Company Ltd -- tug fleet, January 2023
| Tug | IMO | Built | Builder | Bollard pull (tonnes) | Base |
|---|---|---|---|---|---|
| Hallam Vigil | 9156216 | 1998 | Skarnholm Dockyard Company | 45 | Orrisport |
| Hallam Swift | 9288148 | 2004 | Skarnholm Dockyard Company | 55 | Skarnholm |
| Hallam Grace | 9377406 | 2006 | Skarnholm Dockyard Company | 58 | Skarnholm |
| Hallam Ready | 9402196 | 2007 | Orris Bay Shipbuilding | 60 | Orrisport |
| Hallam Bright | 9550242 | 2010 | Skarnholm Dockyard Company | 72 | Velmar |
| Hallam Brisk | 9565211 | 2010 | Skarnholm Dockyard Company | 70 | Velmar |
| Hallam Keen | 9633745 | 2012 | Orris Bay Shipbuilding | 65 | Orrisport |
| Hallam Stalwart | 9701372 | 2014 | Orris Bay Shipbuilding | 80 | Velmar |
| Hallam Stout | 9771030 | 2016 | Orris Bay Shipbuilding | 85 | Velmar |
Fire-fighting notation (FiFi 1): Hallam Bright, Hallam Stalwart, Hallam Stout.
The emergency towing vessel for the winter season is nominated from the Velmar-based tugs.
"""),

("po-27", "Kestle Harbour", """
Kestle Harbour is a small port on the west coast of Estmarra, administered by the Kestle Harbour Board (KHB), a trust port established in 1889.
Approach. The entrance lies between Tanner's Ledge to the south and Gull Rock to the north and is marked by lateral buoys K1 to K4 and by leading lights on a bearing of 071 degrees. Maximum draught at high water springs is 8.5 m.
Trade. The port handles sawn timber, fertiliser, fish and a weekly container feeder service. Annual throughput is about 1.1 million tonnes.
Administration. The Board has seven members appointed by the regional council and port users. The harbour master since 2020 has been Capt. Nia Dorrance, previously a Velmar pilot.
Safety. After the grounding of the container feeder Brisa Calder in January 2022, the Board introduced compulsory night pilotage for larger vessels and fitted its principal buoys with position alarms.
Local shipping. Kestle Coasters Ltd, owner of the general cargo ship Duncarrow, has its office on the North Quay, and several ships of that company are registered at the port.
"""),

("po-28", "Kestle Harbour Notice to Mariners No. 3 of 2022", """
KESTLE HARBOUR BOARD
NOTICE TO MARINERS No. 3 of 2022
Kestle Harbour entrance: re-establishment of buoy K2, leading lights and night pilotage
Date: 2 February 2022
1. Following the grounding of the container feeder Brisa Calder on Tanner's Ledge on 22 January 2022, the port-hand lateral buoy K2 has been re-established in its charted position and its mooring renewed.
2. The intensity of the Kestle leading lights (071 degrees) has been increased, and the lights are now exhibited 24 hours a day.
3. With effect from 7 February 2022, pilotage is compulsory for all vessels of 90 m length overall or more entering or leaving the harbour between sunset and sunrise.
4. Buoy K2 is now fitted with an AIS aid-to-navigation transmitter and a position alarm monitored by the harbour office.
5. Masters are reminded to use parallel indexing on the leading line and not to rely on floating marks alone.
6. Notice No. 1 of 2022 is cancelled.
Capt. Nia Dorrance, Harbour Master
"""),

("po-29", "Sir Aurelio Penhallow", """
Sir Aurelio Penhallow (born 11 March 1956) is a retired Estmarran judge who sat in the Admiralty Division of the High Court from 2009 until 2023.
Early life. Born in Skarnholm, the son of a ship's chandler, he read law at the University of Orrisport, where he won the Corvane Prize for maritime law in 1977.
At the Bar. He was called to the bar in 1979 and practised from Quayside Chambers in Velmar, mainly in collision, salvage and marine insurance work. He was appointed Senior Counsel in 1996.
On the bench. Penhallow was appointed to the Admiralty Division in 2009. He was known for short, plainly written judgments, for his reliance on nautical assessors in collision cases and for insisting that accident investigation findings could not be used to decide civil liability. His decisions on off-hire clauses and on the apportionment of collision liability are frequently cited.
Retirement. He retired in April 2023 and now chairs the Estmarran Maritime Arbitrators' Panel.
Personal life. He is married to the painter Livia Penhallow and lives near Skarnholm.
"""),

("po-30", "High Court of Admiralty (Estmarra)", """
The Admiralty Division of the High Court of Estmarra, commonly called the High Court of Admiralty or the Admiralty Court, hears maritime claims including collision, salvage, ship arrest, limitation of liability and charter-party disputes, including appeals on points of law from maritime arbitration.
History. The court was established in 1874 as a separate court and merged into the High Court in 1952. It sits mainly at the Courts of Justice in Velmar but may sit at Skarnholm and Orrisport.
Jurisdiction. Under the Admiralty Jurisdiction Act 1961, claims may be brought in rem against a ship. The Admiralty Marshal executes warrants of arrest and keeps the caveat book. Damages in collision cases are usually assessed by the Admiralty Registrar.
Judges. The division normally has two judges. Judges since 2000:
- Mr Justice Harlan Voss (1998-2009)
- Mr Justice Aurelio Penhallow (2009-2023)
- Mrs Justice Imogen Threlkeld (appointed 2017)
- Mr Justice Caspar Dunstan (appointed 2023)
Citation. Judgments since 2005 carry a neutral citation in the form [year] EAdm number.
"""),

]
