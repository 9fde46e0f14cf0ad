# -*- coding: utf-8 -*-
"""Documents po-31 .. po-60 of the invented Estmarran maritime world."""

DOCS_B = [

("po-31", "Estmarran Ship Registry", """
The Estmarran Ship Registry (ESR) is the flag registry of the Republic of Estmarra, a division of the Estmarran Maritime Administration in Velmar.
Organisation. The registry is headed by the Registrar General of Shipping; Odile Fenske has held the post since 2015. Ships may be registered at one of four ports of registry: Velmar, Skarnholm, Orrisport and Kestle Harbour, each with a port registrar.
Register. At the end of 2022 the register contained 642 merchant ships of 5.2 million gross tonnage, together with fishing vessels and small ships registered in a separate part. Call signs allocated to Estmarran ships begin with E5.
Statutory work. Survey and certification on behalf of the flag are delegated to recognised organisations, the principal one being the Corvane Register of Shipping. ISM Documents of Compliance for Estmarran managers are likewise issued by recognised organisations.
Transcripts. Any person may obtain a transcript or extract of an entry in the register on payment of a fee; the document records particulars such as IMO number, owner, mortgages and caveats, but is not conclusive evidence of title.
Bareboat charter registration in and out of the register has been permitted since 2004.
"""),

("po-32", "Corvane Register of Shipping", """
The Corvane Register of Shipping (CRS) is a classification society headquartered in Skarnholm, Estmarra. It was founded in 1902 by a group of Skarnholm underwriters and shipbuilders after the loss of the steamer Corvane, whose name it took.
Activities. CRS publishes rules for the construction and maintenance of ships, carries out class surveys and acts as recognised organisation for statutory certification on behalf of the Estmarran Ship Registry and the Corrandy International Ship Register. It also issues ISM Documents of Compliance to ship managers.
Size. In 2022 about 1,100 ships of 14 million gross tonnage were in CRS class.
Organisation. The head office is on Beacon Street, Skarnholm, with regional offices in Velmar, Orrisport and Tarvenna. The technical head of the society is the Chief Surveyor; Bertrand Loame has held this post since 2016, succeeding Greta Hollis.
Survey status notices. When the class status of a ship changes -- for example suspension, reinstatement or the imposition of a condition of class (CoC) -- CRS publishes a survey status notice (SSN) numbered by year.
Governance. CRS is a not-for-profit foundation governed by a council of shipowners, shipbuilders and underwriters.
"""),

("po-33", "Estmarran Marine Accident Investigation Board", """
The Estmarran Marine Accident Investigation Board (EMAIB) investigates accidents to Estmarran ships worldwide and to all ships in Estmarran waters. It was established in 1996 under the Merchant Shipping (Accident Investigation) Act and is based in Velmar.
Purpose. The sole objective of an investigation is to prevent future accidents by determining their circumstances and causes. The Board does not apportion blame or liability, and its reports are not admissible in civil proceedings as evidence of fault.
Organisation. The Board is led by a Chief Inspector of Marine Accidents. Tamsin Erwood, a naval architect and former ship surveyor, has been Chief Inspector since 2018, succeeding Declan Royce, who had led the Board since its creation. The Board has eight inspectors.
Reports. Reports are numbered in the form number/year and are published with a synopsis, factual information, analysis, findings and recommendations. Recommendations are addressed to owners, managers, port authorities or regulators, who must reply within 90 days.
Workload. The Board receives about 300 accident notifications a year and opens between eight and twelve full investigations.
"""),

("po-34", "Tessaly Mutual P&I Association", """
Tessaly Mutual P&I Association ("Tessaly Mutual") is a mutual protection and indemnity insurer owned by its shipowner members. It was founded in 1887 in Velmar by eleven owners of coastal steamers and is named after Tessaly Point, the headland at the mouth of Velmar harbour.
Headquarters. The association's office is at Tessaly House, Chandlers' Row, Velmar.
Management. The association has no staff of its own. Since 1954 its day-to-day affairs have been conducted by Harwick & Stoll (Managers) Ltd, under the supervision of a board of directors elected by the members.
Cover. The club insures third-party liabilities of its members, including crew injury, cargo claims, collision liabilities not covered by hull policies, pollution and wreck removal. It routinely provides security in the form of letters of undertaking to obtain the release of members' ships from arrest.
Size. About 1,400 ships of 21 million gross tonnage are entered, mostly owned in Estmarra and Corrandy.
Name. The association is not connected with the Tessaly Marine Insurance Company, a hull and machinery insurer in Skarnholm with which it is often confused.
"""),

("po-35", "Tessaly Marine Insurance Company", """
The Tessaly Marine Insurance Company (TMIC) is a hull and machinery insurer based in Skarnholm. It was founded in 1921 as a proprietary company by a group of Skarnholm merchants and is today owned by a Corrandian insurance group.
Business. TMIC writes hull and machinery, loss of hire and builders' risks insurance, mainly for Estmarran owners of coasters, ferries and fishing vessels. It does not write protection and indemnity cover.
Notable losses. The company paid a constructive total loss on the fishing vessel Morven Lass in 2021 and led the hull cover on several Skarnholm Ferries vessels.
Name. TMIC is often confused with Tessaly Mutual, the Velmar P&I club, but the two have never been connected. Both names derive from Tessaly Point, which was a common name for ships and businesses in nineteenth-century Estmarra.
Management. The managing director is Halvard Quist. The company employs 140 staff at its Skarnholm office on Exchange Square.
"""),

("po-36", "Quillon Grain Trading SA v Gannet Reach Shipping Ltd (The \"Gannet Reach\") [2022] EAdm 11", """
Quillon Grain Trading SA v Gannet Reach Shipping Ltd (The "Gannet Reach")
[2022] EAdm 11
High Court of Admiralty, Admiralty Division, Velmar
Before: Mr Justice Penhallow
Judgment: 30 June 2022
Appeal on a point of law from an arbitration award.
Parties. The Appellants, Quillon Grain Trading SA ("Quillon"), a company incorporated in Corrandy, were time charterers of the Supramax bulk carrier Gannet Reach under a charter party dated 2 February 2021 on the Estmarran Time Charter 2010 form, for a trip with grain from Skarnholm to Corrandy. The Respondents are her registered owners.
Facts.
1. On arrival at Ardmere Roads on 3 May 2021 the vessel was detained by port state control for 11 days because of deficiencies in her fire detection system and lifeboat release gear.
2. Quillon deducted hire of USD 187,000 for the whole detention. The owners contended that clause 15 (off-hire) did not extend to detention by authorities.
3. The arbitrators held that the vessel was off-hire for 6.5 days only, the period until the deficiencies were rectified by the vessel's managers, and that the remaining 4.5 days were attributable to administrative delay by the port authority.
Held. Appeal allowed. The vessel was off-hire for the whole 11 days.
Reasoning.
4. The words "or by any other cause preventing the full working of the vessel" in clause 15 are not limited by the preceding words. A detention caused by deficiencies in the vessel's own equipment prevents her full working.
5. The delay in lifting the detention was the continuing consequence of those deficiencies and did not break the chain of causation.
Order. The Respondents are to repay USD 76,500 with interest, and to pay the Appellants' costs of the appeal.
"""),

("po-37", "Register extract: Gannet Reach", """
ESTMARRAN SHIP REGISTRY -- EXTRACT OF REGISTRATION
Name of ship: Gannet Reach
IMO number: 9712060
Official number: VE 8840
Call sign: E5GR3
Flag: Republic of Estmarra
Port of registry: Velmar
Type of ship: Bulk carrier (Supramax)
Gross tonnage: 34,410
Deadweight: 58,020
Year of build: 2015
Registered owner: Gannet Reach Shipping Ltd, Harrowgate Quay, Velmar (64/64 shares)
Parent company: Aldermoor Silvane Lines plc
ISM manager (DOC holder): Bretton Fleet Management Ltd, Velmar
Classification society: Corvane Register of Shipping
Mortgages: First preferred mortgage in favour of Skarnholm Savings & Shipping Bank, registered 12 May 2015
Former names: none
Date of extract: 20 January 2023
This extract records the register on the date shown and is not conclusive evidence of title.
"""),

("po-38", "Quillon Grain Trading", """
Quillon Grain Trading SA ("Quillon") is a grain merchant and ship charterer headquartered in Port Esker, on the south coast of the Federated Isles of Corrandy. It was founded in 1964 by Anselme Quillon, a miller's son, and remains controlled by the Quillon family.
Business. The company exports Estmarran wheat and barley to Corrandy and to other island markets, and imports fertiliser on return voyages. It handles about 4 million tonnes of grain a year.
Shipping. Quillon owns no ships but time-charters between 30 and 40 handysize and supramax bulk carriers at any one time, mostly from Estmarran and Corrandian owners. Its chartering desk is in Velmar.
Litigation. In 2022 the company succeeded in an appeal to the Estmarran Admiralty Court on the meaning of the off-hire clause in the Estmarran Time Charter form; the decision is now cited on whether port state control detentions put a ship off hire.
Management. The chief executive since 2016 has been Sabine Quillon, the founder's granddaughter.
"""),

("po-39", "Press release: Skarnholm Dockyard Company delivers Brisa Calder", """
SDC delivers third container feeder to Calder Feeder Lines
SKARNHOLM, 14 June 2012 -- Skarnholm Dockyard Company (SDC) today delivered the 1,100 TEU container feeder Brisa Calder, yard number 231, to Calder Feeder Lines Ltd.
The vessel is the third of four feeders ordered in 2010 and the largest ship delivered by the yard this year. She has a length overall of 139.8 m, a service speed of 18 knots and 220 reefer plugs, and is designed for ports with restricted draught.
The ship was named on 9 June by Mrs Liesel Calder, who broke a bottle of Skarnholm cider on the bow in front of 300 guests.
"Brisa Calder shows that Skarnholm can still build efficient, well-finished ships on time," said SDC's chief executive, Arvid Holt. "We thank our customer for its loyalty through a difficult market."
The fourth ship of the series is due for delivery in early 2013.
About SDC: Skarnholm Dockyard Company has built ships on the Skarn river since 1871 and has delivered more than 230 hulls.
"""),

("po-40", "Skarnholm Dockyard Company", """
The Skarnholm Dockyard Company (SDC) was a shipbuilder and repair yard on the north bank of the Skarn river at Skarnholm, Estmarra. It was founded in 1871 by Elias Tormund, an engineer trained in Corrandy, initially to build iron fishing steamers.
Growth. The yard launched its first steel hull in 1889 and built naval patrol vessels during the Coastal War of 1916-1918. Between the wars it specialised in coasters and passenger steamers for Estmarran owners.
Later years. From the 1990s the yard concentrated on handysize bulk carriers, container feeders and tugs. In all it delivered about 235 hulls.
Acquisition. After several years of losses, SDC was acquired in 2018 by Orris Bay Shipbuilding, which renamed the site OBS Skarnholm and converted it mainly to repair and conversion work. The SDC name was retired in 2019.
Legacy. Tormund's original drawing office survives as the Skarnholm Maritime Museum, which holds the yard's plans and launching records.
"""),

("po-41", "Orris Bay Shipbuilding", """
Orris Bay Shipbuilding Ltd ("OBS") is the largest shipbuilder in Estmarra, with its building yard at Gullet Point, Orrisport.
History. OBS was founded in 1958 by a consortium of Orrisport shipowners and the engineering firm Lathe & Morrow to build tankers for the growing coastal oil trade. It was privatised in 1989 after two decades of state ownership.
Products. The yard builds medium-range product tankers, chemical tankers, ro-pax ferries and harbour tugs, and has delivered more than 400 ships. Several Orrisport tanker owners have ordered series of near-identical product tankers from the yard.
Expansion. In 2018 OBS acquired a historic yard in Skarnholm, which now operates as OBS Skarnholm and concentrates on repair and conversion.
Management. Marguerite Fallon, previously the company's finance director, has been chief executive since 2019.
Workforce. OBS employs about 3,400 people at its two sites.
"""),

("po-42", "Glossary of Estmarran maritime terms", """
Glossary of terms and abbreviations used in Estmarran shipping documents
Arrest: detention of a ship by order of the Admiralty Court as security for a maritime claim brought in rem; executed by the Admiralty Marshal.
Bollard pull: the static pulling force of a tug, stated in tonnes.
Caveat against release: an entry in the caveat book preventing the release of an arrested ship without notice to the caveator.
CoC (condition of class): a requirement imposed by a classification society which must be complied with by a stated date.
DOC (Document of Compliance): the certificate issued to a company managing ships under the ISM Code.
EMK: Estmarran mark, the national currency.
ISM Code: International Safety Management Code.
LOU (letter of undertaking): a written promise, usually by a P&I club, to pay a claim up to a stated amount; commonly accepted as security instead of bail to release an arrested ship.
Off-hire: the period during which a time charterer need not pay hire because the ship cannot perform the service required.
P&I club: a mutual association insuring shipowners' third-party liabilities.
Single-ship company: a company owning only one vessel, used to limit the exposure of the group.
SSN: survey status notice issued by a classification society.
VTS: vessel traffic service.
"""),

("po-43", "Registry particulars: Varro Dawn", """
CORRANDY INTERNATIONAL SHIP REGISTER -- PARTICULARS OF REGISTRY
Name of ship: Varro Dawn
IMO number: 9417622
Call sign: C7VD4
Flag: Federated Isles of Corrandy
Port of registry: Tarvenna
Type of ship: Bulk carrier
Gross tonnage: 19,870
Deadweight: 33,900
Year of build: 2009
Former name: Corran Mist (Estmarran flag), until 17 September 2020
Date of registration: 18 September 2020
Registered owner: Varro Dawn Maritime Inc., Tarvenna
Ship manager (ISM): Kavell Ship Management Ltd, Tarvenna
Classification society: Corvane Register of Shipping
P&I: Northreach Shipowners' Mutual
Mortgage: Tarvenna Commercial Bank, registered 18 September 2020
Date of issue: 2 May 2023
"""),

("po-44", "Kavell Bulk Carriers", """
Kavell Bulk Carriers Inc. is a dry bulk shipowner headquartered in Tarvenna, the capital of the Federated Isles of Corrandy. It was founded in 1987 by Tobias Kavell, a Tarvenna shipbroker, and is still controlled by his family; his son Ruben Kavell became chief executive in 2021.
Fleet. The company operates 14 handysize and supramax bulk carriers, almost all bought second-hand from European and Estmarran owners. Technical management is carried out by an affiliate, Kavell Ship Management Ltd, and the ships are entered with Northreach Shipowners' Mutual.
Acquisitions. In September 2020 the company bought a 2009-built handysize from an Estmarran owner and renamed her Varro Dawn, the first of its ships to carry the "Varro" prefix, which has since been given to four further purchases.
Trade. Kavell ships carry grain, fertiliser and cement clinker between Corrandy, Estmarra and the mainland, and occasionally fix with Estmarran grain charterers.
Offices. The company's head office is on Harbour Parade, Tarvenna, with a chartering office in Velmar.
"""),

("po-45", "Obituary: Gideon Aldermoor (1931-2019)", """
Gideon Aldermoor, the founder of Aldermoor Shipping Group, died in Velmar on 9 October 2019, aged 88.
He was born on 14 May 1931 in Kestle Harbour, the son of a harbour pilot. He went to sea at 17 as a purser's boy and served as purser on coastal passenger steamers until 1962, when he moved ashore to a ship-broking firm in Velmar.
In 1978 he bought his first ship, the 1958-built coaster Merrow Bay, with money borrowed from friends. The business grew steadily through the 1980s and 1990s into one of the largest dry bulk fleets on the Estmarran register.
Aldermoor was known for his insistence that every ship in the fleet be visited by a member of the family at least once a year. In 2011 he stepped down as chief executive in favour of his daughter, Cressida Aldermoor, and became honorary president.
He endowed the Aldermoor Seafarers' Trust, which supports retired seafarers and their families in Velmar and Kestle Harbour.
He is survived by his daughter Cressida Aldermoor, his son Julian, and five grandchildren. His wife, Maud, died in 2008.
"""),

("po-46", "Press release: Bretton Fleet Management appoints new Managing Director", """
Bretton Fleet Management announces new Managing Director
VELMAR, 6 January 2022 -- Bretton Fleet Management Ltd ("BFM") today announced that Ansel Marrick will succeed Henrike Sallow as Managing Director with effect from 1 March 2022. Ms Sallow, who founded BFM, will remain on the board as a non-executive director.
Mr Marrick joins BFM from Teague Morrow Ship Management Ltd, where he has been Fleet Director since 2015, responsible for the technical operation of a fleet of 18 product and chemical tankers. A master mariner, he served at sea in bulk carriers and tankers before coming ashore in 2006 as a marine superintendent.
"BFM has built its reputation on careful, steady ship management, and I look forward to building on it," said Mr Marrick.
Ms Sallow said: "After 28 years it is the right moment to hand over. Ansel combines sea experience with a record of raising safety standards ashore."
BFM currently manages 33 vessels, including the dry bulk fleet of Aldermoor Silvane Lines.
Notes to editors: BFM is not connected with Bretton Marine Services Ltd.
"""),

("po-47", "Skarnholm Port Authority: minutes of Board meeting, 21 June 2018", """
SKARNHOLM PORT AUTHORITY
Minutes of the ordinary meeting of the Board, 21 June 2018
Venue: Harbour Office, Ropewalk Lane, Skarnholm
Present: Mrs Maren Holloway (Chair); Mr Felix Graum; Ms Oda Prentice; Mr Sigurd Bale; Capt. Halvard Greaney (Harbour Master, items 1-4)
1. The minutes of the meeting of 17 May 2018 were approved.
2. Harbour Master's report: Capt. Greaney reported 412 ship arrivals in May and two minor berthing incidents, neither involving injury.
3. North basin deepening: the Board awarded the dredging contract for EMK 6.8 million; work is to start in September.
4. Bunkering at the Bretton Sound anchorage: the Board noted a complaint from a ship manager about fuel quality. The Harbour Master will remind licensed suppliers of their licence conditions.
5. Appointment of Harbour Master: following Capt. Greaney's notice of retirement, the appointments committee recommended Capt. Idris Vallance, a serving master with 16 years in bulk carriers under a Velmar ship manager. The Board approved the appointment with effect from 1 August 2018 on a five-year contract.
6. The Chair thanked Capt. Greaney for fourteen years' service as harbour master.
7. Next meeting: 19 July 2018.
Signed: M. Holloway, Chair
"""),

("po-48", "CRS Survey Status Notice SSN-2022-014: Brisa Calder", """
CORVANE REGISTER OF SHIPPING
Survey Status Notice SSN-2022-014
Ship: Brisa Calder
IMO number: 9633824
Flag: Estmarra
Class notation: CRS 100A1 Container Ship, Reefer Plugs
Date of notice: 24 January 2022
Reason: grounding, Tanner's Ledge, Kestle Harbour entrance, 22 January 2022
Class status: SUSPENDED with effect from 22 January 2022 pending damage survey in dry dock
Damage reported: bottom shell plating indented and holed in way of double bottom tanks 2P, 2S and 3P
Condition of class CoC 2022/0031: permanent repairs before the vessel resumes trading
Update 3 March 2022: permanent repairs completed at OBS Skarnholm; CoC 2022/0031 deleted; class REINSTATED
Next special survey due: June 2027
Issued by the Skarnholm Head Office for the Chief Surveyor.
This notice is issued for information only and is not a certificate of class.
"""),

("po-49", "Calder Feeder Lines", """
Calder Feeder Lines Ltd (CFL) is a container feeder operator headquartered on Dock Road, Orrisport. It was founded in 2005 by Henning Calder, formerly a liner agent, to connect the Orrisport container hub with smaller Estmarran and Corrandian ports.
Fleet. CFL operates six feeders of 700 to 1,100 TEU, all carrying the prefix "Brisa": Brisa Holm, Brisa Moor, Brisa Calder, Brisa Fen, Brisa Lund and Brisa Tor. Four of them were built by the Skarnholm Dockyard Company.
Services. Weekly loops link Orrisport with Kestle Harbour, Skarnholm, Tarvenna and Port Esker.
Acquisition. On 1 June 2021 CFL acquired Fenwick Coastal Ltd, the Skarnholm coaster operator, adding conventional coastal services to its container business. The Fenwick name has been kept as a brand.
Incidents. The feeder Brisa Calder grounded at the entrance to Kestle Harbour in January 2022 and was out of service for six weeks. The company unsuccessfully contested the salvage claim brought by the tug operator.
Management. Henning Calder is chairman; the chief executive since 2019 has been Ilse Varga.
"""),

("po-50", "Port of Skarnholm Notice to Mariners No. 9 of 2021", """
PORT OF SKARNHOLM -- NOTICE TO MARINERS No. 9 of 2021
North Basin: maintenance dredging and temporary closure of berths N3 and N4
Date: 12.04.2021
1. Maintenance dredging of the North Basin will be carried out by the trailing suction hopper dredger Skarn Delver between 19 April and 28 May 2021, working 24 hours a day.
2. Berths N3 and N4 will be closed to shipping for the duration of the works. Vessels booked for these berths will be reallocated by the Harbour Office.
3. The dredger will exhibit the lights and shapes prescribed for a vessel restricted in her ability to manoeuvre and will keep a listening watch on VHF channel 14.
4. Dredged material will be deposited at the licensed disposal site north-west of Bretton Sound. Vessels at the Bretton Sound anchorage should expect the dredger to pass within 2 cables.
5. Mariners are requested to pass the dredger at slow speed and to give her a wide berth.
Capt. Idris Vallance
Harbour Master, Skarnholm Port Authority
"""),

("po-51", "Teague Morrow Shipholding fleet list 2020", """
Teague Morrow Shipholding plc -- fleet list at 1 January 2020
All vessels are registered at Orrisport and managed by Teague Morrow Ship Management Ltd.
| Vessel | IMO | Type | Deadweight (dwt) | Built | Builder | Owning company |
|---|---|---|---|---|---|---|
| Ismay Petrel | 9345568 | MR product tanker | 47,300 | 2007 | Tarvenna Marine Works | Ismay Petrel Tankers Ltd |
| Ismay Fulmar | 9478171 | MR product tanker | 49,600 | 2010 | Orris Bay Shipbuilding | Ismay Fulmar Tankers Ltd |
| Ismay Tern | 9515307 | MR product tanker | 49,850 | 2011 | Orris Bay Shipbuilding | Ismay Tern Tankers Ltd |
| Ismay Wren | 9599781 | MR product tanker | 49,900 | 2012 | Orris Bay Shipbuilding | Ismay Wren Tankers Ltd |
| Ismay Skua | 9734630 | Chemical tanker | 19,600 | 2016 | Orris Bay Shipbuilding | Ismay Skua Tankers Ltd |
The chemical tanker Ismay Tarn (IMO 9624172) is not a Teague Morrow vessel.
"""),

("po-52", "Fenwick Coastal", """
Fenwick Coastal Ltd is a coastal shipping company based on Ropewalk Lane, Skarnholm. It was founded in 1986 by Ewan Fenwick, a former mate in the Skarnholm timber trade, with a single 900-tonne coaster.
Fleet. The company has operated up to seven small dry-cargo coasters of 1,500 to 3,000 deadweight, carrying timber, fertiliser and crushed stone between Estmarran ports. By tradition its ships are named after members of the Fenwick family.
Difficulties. In 2018 the insolvency of a time charterer left the company exposed to claims from suppliers who had dealt with the charterer, and one of its ships was detained for several weeks at Skarnholm.
Acquisition. On 1 June 2021 Fenwick Coastal was acquired by Calder Feeder Lines Ltd of Orrisport, which retained the Fenwick brand and the Skarnholm office. Ewan Fenwick retired from the board at the time of the sale, and his daughter Kirsten Fenwick remains general manager.
"""),

("po-53", "EMAIB Report No. 3/2021: capsize of the fishing vessel Morven Lass", """
EMAIB Report No. 3/2021 -- Capsize and sinking of the fishing vessel Morven Lass, 11 miles west of Kestle Harbour, 19 February 2021
1 SYNOPSIS
1.1 At about 1530 on 19 February 2021 the 17 m stern trawler Morven Lass capsized while hauling her gear in a moderate swell. Her three crew entered the water; two were recovered by a nearby fishing vessel and the skipper, Gavin Rusk, was recovered by the Kestle lifeboat after 50 minutes. The vessel sank.
2 FACTUAL INFORMATION
2.1 The vessel had been lengthened by 2.4 m in 2017 without a new stability assessment.
2.2 The net drum had been replaced by a larger unit and the catch was stowed on deck.
3 ANALYSIS
3.1 The combined effect of the lengthening, the heavier drum and the deck cargo reduced the vessel's righting energy to well below the recommended minimum.
4 FINDINGS
4.1 The capsize was caused by inadequate stability.
4.2 The crew were wearing personal flotation devices, which saved their lives.
5 RECOMMENDATIONS
5.1 The Estmarran Maritime Administration is recommended to require a stability assessment after any modification affecting lightship weight.
"""),

("po-54", "Skarnholm Ferries Ltd v Orrin Reefers Ltd (The \"Merrin Gale\" and the \"Tollan Spray\") [2018] EAdm 5", """
Skarnholm Ferries Ltd v Orrin Reefers Ltd (The "Merrin Gale" and the "Tollan Spray")
[2018] EAdm 5
High Court of Admiralty, Admiralty Division, Velmar
Before: Mr Justice Penhallow, sitting with a nautical assessor
Date: 2 November 2018
Facts. On 14 January 2017 the ro-pax ferry Merrin Gale (IMO 9251066), leaving Skarnholm, collided in darkness with the reefer ship Tollan Spray (IMO 9412842), which was anchored in the Bretton Sound anchorage with her anchor lights showing.
Issue. Whether the anchored vessel contributed to the collision by failing to sound signals or to pay out cable.
Held. The Merrin Gale was wholly to blame.
Reasoning.
1. An anchored vessel exhibiting proper lights is not obliged to take action unless the danger is apparent and avoiding action is available. The reefer's anchor watch called the ferry on VHF twice.
2. The ferry's officer of the watch was distracted by a passenger emergency and did not consult radar for four minutes.
3. The argument that the reefer was anchored too close to the fairway failed: she was within the charted anchorage.
Costs. The Claimants are to pay the Defendants' costs.
"""),

("po-55", "Pellam Tankers fleet list", """
Pellam Tankers Ltd, Velmar -- fleet list, March 2023
| Vessel | IMO | Type | Deadweight (dwt) | Built | Builder | Flag |
|---|---|---|---|---|---|---|
| Pellam Sorrel | 9538713 | Chemical tanker | 16,800 | 2011 | Tarvenna Marine Works | Estmarra |
| Ismay Tarn | 9624172 | Chemical tanker | 19,900 | 2013 | Tarvenna Marine Works | Estmarra |
| Pellam Rue | 9604653 | Chemical tanker | 19,750 | 2013 | Orris Bay Shipbuilding | Estmarra |
| Pellam Sage | 9817183 | Chemical tanker | 25,400 | 2019 | Orris Bay Shipbuilding | Estmarra |
Newbuildings: two 19,900 dwt chemical tankers on order at Orris Bay Shipbuilding, delivery 2025.
All ships are managed by Pellam Tankers Ltd and classed with the Corvane Register of Shipping.
P&I cover is placed with Northreach Shipowners' Mutual.
"""),

("po-56", "Orrisport Port Authority: minutes of Board meeting, 26 March 2020", """
ORRISPORT PORT AUTHORITY
Minutes of the Board meeting held on 26 March 2020 (by video conference)
Present: Mr Desmond Achary (Chair); Ms Lotte Verhagen; Mr Paulo Strand; Capt. Mirela Oakes (Harbour Master); Mr Rhys Tolland (Chief Executive)
1. Contact with the tanker jetty. The Harbour Master reported that on 2 March 2020 the chemical tanker Ismay Tarn had made heavy contact with Berth T2 while berthing in a strong cross-wind. Fender repairs had been ordered at an estimated cost of EMK 340,000, to be recovered from the vessel's owners.
2. Wind limits. The Board approved a reduction in the maximum wind speed for berthing tankers at T1 and T2 from 30 to 25 knots.
3. Lay-by berth. The Board considered an application by Teague Morrow Shipholding for a long-term lease of the lay-by berth at Lantern Wharf and deferred a decision pending valuation.
4. Pandemic measures. Crew changes were suspended for vessels arriving from affected ports, pending guidance from the Maritime Administration.
5. Next meeting: 23 April 2020.
"""),

("po-57", "Obituary: Captain Hugo Maddox", """
Captain Hugo Maddox, who has died aged 81, was for more than twenty years one of the senior pilots of the port of Velmar.
Born in Velmar in 1934, he served an apprenticeship with a coastal steamship company and commanded cargo ships in the Corrandy trade before joining the Velmar pilotage service in 1971. He was appointed a first-class pilot in 1978 and was known for bringing the largest tankers of the day up the Approach Channel in poor visibility.
Maddox campaigned for the first radar-based traffic service at Velmar, which opened in 1986, and served as president of the Velmar Pilots' Guild from 1990 to 1994.
In retirement he built model sailing ships, several of which are displayed in the Skarnholm Maritime Museum.
He died at Velmar on 30 August 2015. He is survived by his wife Ellen and a son, Nils. He was not related to other seafarers of the same surname on the Estmarran coast.
"""),

("po-58", "Press release: OBS signs chemical tanker contract with Pellam Tankers", """
OBS wins order for two chemical tankers
ORRISPORT, 2 October 2023 -- Orris Bay Shipbuilding Ltd ("OBS") today signed a contract with Pellam Tankers Ltd of Velmar for two 19,900 dwt stainless-steel chemical tankers, with options for two more.
The ships will be built at the Gullet Point yard in Orrisport for delivery in 2025 and will be classed with the Corvane Register of Shipping. They will be capable of running on methanol.
"This order confirms that Estmarran owners trust Estmarran yards with complex tonnage," said Marguerite Fallon, chief executive of OBS.
Pellam Tankers' technical director, Oskar Lind, said the design was based on the company's 2019-built Pellam Sage, with improved tank coatings and a shaft generator.
The contract value was not disclosed but is understood to be about USD 39 million per ship.
About OBS: Orris Bay Shipbuilding is Estmarra's largest shipbuilder, operating yards in Orrisport and Skarnholm.
"""),

("po-59", "CRS Survey Status Notice SSN-2020-063: Corran Mistral", """
CORVANE REGISTER OF SHIPPING
Survey Status Notice SSN-2020-063
Ship: Corran Mistral
IMO number: 9705445
Flag: Estmarra
Class notation: CRS 100A1 Ro-Ro Passenger Ship
Date of notice: 15 May 2020
Reason: annual survey overdue (due 30 April 2020)
Class status: maintained subject to condition of class
Condition of class CoC 2020/0217: annual survey to be completed by 15 June 2020; owners to confirm the earliest date on which the ship will be available for attendance
Update 4 June 2020: annual survey completed at Skarnholm; CoC 2020/0217 deleted
Owner: Skarnholm Ferries Ltd
Issued by the Skarnholm Head Office for the Chief Surveyor.
This notice does not relate to the bulk carrier Corran Mist (IMO 9417622), now Varro Dawn.
"""),

("po-60", "Northreach Shipowners' Mutual", """
Northreach Shipowners' Mutual Assurance Association ("Northreach") is a P&I club based in Tarvenna, Corrandy. It was formed in 1972 by Corrandian shipowners who wished to have a mutual insurer in their own jurisdiction rather than entering their ships in Estmarran clubs.
Membership. Northreach insures about 600 ships, mostly bulk carriers and small tankers owned in Corrandy. Members include Kavell Bulk Carriers and, since 2016, the Estmarran chemical tanker owner Pellam Tankers.
Management. The club is managed in-house from its office on Harbour Parade, Tarvenna; the managing director is Agnes Trevanion.
Cover. The club provides protection and indemnity and freight, demurrage and defence cover. It shares large claims with Tessaly Mutual and other clubs under a pooling agreement.
Security. Like other clubs, Northreach provides letters of undertaking to secure the release of members' ships from arrest, and its letters are accepted by the Estmarran Admiralty Court.
"""),

]
