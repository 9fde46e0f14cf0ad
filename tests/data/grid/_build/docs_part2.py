# Documents gr-21 .. gr-40: people, regulator decisions, grid code papers,
# incident reports, the tribunal judgment, auction and tariff tables,
# customer pages, board minutes and the glossary.

DOCS = [
("gr-21", "Petra Lind", """
Petra Lind (born 1970) is a Kastovian-born engineer who has been chief executive of Aldmere Generation since September 2016.
Lind grew up in Kestrany, in the Kastovian lake district, and studied electrical engineering at the technical university there. She joined KastGrid in 1997 as a protection engineer and worked in network planning before becoming head of interconnector development in 2006. In that post, which she held for ten years, she led the Kastovian side of the Brenna Link project through procurement, cable laying and commissioning, and she is widely credited with rescuing the joint venture after the two governments fell out over cost sharing in 2009.
Her recruitment by Aldmere Generation, a company with no previous foreign executives at board level, was a surprise. She set out to make the hydro business a supplier of flexibility rather than of bulk energy, restructuring the control centre, renegotiating the company's water licences and, in 2020, leading the acquisition of the battery developer Brightwater Storage.
Lind is a vocal advocate of a second interconnector across the sound and of longer capacity agreements for storage. She holds Marenland and Kastovian citizenship, chairs the storage committee of the Marenland Energy Forum and is a trustee of a music school in Aldmere.
"""),

("gr-22", "MERA Decision 07/2017: consent to transfer of generation licence, Tessby Power Station", """
1. This notice sets out the decision of MERA on the application dated 9 January 2017 by Norrvik Power plc ("the Licensee") for consent to the transfer of the generation licence for Tessby Power Station to Vaskor Energi Ltd ("the Transferee").
2. Under section 14 of the Electricity Act 1998 a generation licence may be transferred only with MERA's consent. In deciding whether to give consent MERA considers whether the transferee is fit and proper to hold the licence and has adequate financial and technical resources to meet its obligations.
3. MERA consulted on a draft decision between 2 February and 2 March 2017 and received four responses. MTO noted that the station provides voltage support to the north-east of the network and asked for adequate notice of any closure. A trade union raised concerns about pension arrangements for station staff.
4. MERA is satisfied that the Transferee is fit and proper and has adequate resources, having regard in particular to its stated intention to retain the existing operating staff and maintenance contracts. The commercial terms of the transaction are not a matter for this decision.
5. Consent is given subject to the following conditions: (a) the Transferee shall give MTO not less than twelve months' notice before permanently closing either generating unit; (b) the decommissioning fund held in respect of the station shall be transferred in full at completion; (c) the Transferee shall notify MERA of any change of control within 14 days.
6. This decision is Decision 07/2017 and takes effect on 28 April 2017.
Maren Alstad, Chair, for and on behalf of MERA
"""),

("gr-23", "MERA Decision 19/2021: Grid Code modification proposal GC0142", """
1. This notice records MERA's decision on Grid Code modification proposal GC0142, "Fast Frequency Response from Storage", which MTO submitted to MERA with the final modification report on 12 February 2021.
2. GC0142 introduces technical requirements for a new FFR service in which providers must begin to respond within 0.5 seconds of a frequency deviation and reach full contracted output within one second, sustaining it for at least 15 minutes. The existing primary response requirements, written for synchronous plant, allow ten seconds.
3. The workgroup developed the original proposal and one alternative. The alternative differs only in allowing providers to meet the sustain requirement with a declared state-of-charge reserve rather than a fixed energy volume. A majority of the Grid Code Review Panel recommended the alternative.
4. MERA considers that the alternative better facilitates the objectives of the Grid Code, in particular the efficient and economic operation of the transmission system, because it allows storage of modest duration to participate without over-sizing. MERA has considered the concerns raised by two thermal generators about the cost of the new service and is not persuaded that they outweigh the benefits to system security.
5. MERA therefore directs that the Grid Code be modified in accordance with the workgroup alternative.
6. The modification shall take effect on 1 July 2021. This notice constitutes Decision 19/2021.
Dated 26 March 2021. Maren Alstad, Chair.
"""),

("gr-24", "MERA Decision 03/2022: transmission charging methodology, locational zones from 2023/24", """
1. This decision concerns MTO's proposal, submitted on 15 October 2021, to replace the four generation charging zones used in the TUoS methodology since 2009 with nine generation zones from the 2023/24 charging year.
2. Under the existing methodology the whole of the north of the country forms a single zone. MTO's modelling shows that flows from the north towards Holvik now regularly reach the limits of the main north-south circuits, and that the single zone blurs large differences in the network cost of generation at different northern nodes.
3. The proposed zones are drawn around groups of network nodes with similar marginal costs. The Skarde highlands, formerly part of the North zone, would form a separate zone, G2 (Upper Skarde), distinct from the coastal zone G1.
4. MERA received 23 responses to its consultation. Several generators in the highlands argued that the change would sharply increase their charges with little notice. Following consultation MTO revised the boundary of G2 to follow the 132 kV network rather than the county boundary.
5. MERA accepts that stronger locational signals are in the interests of consumers and that the transitional cap on year-on-year changes proposed by MTO provides adequate protection for existing generators. MERA has not required a further consultation on the revised boundary, which it regards as a refinement.
6. MERA approves the proposed methodology with effect from the 2023/24 charging year. MTO shall publish tariffs by 31 January 2023. This notice constitutes Decision 03/2022.
Dated 31 January 2022. Maren Alstad, Chair.
"""),

("gr-25", "Grid Code Modification Proposal GC0142: Fast Frequency Response from Storage", """
Modification: GC0142
Title: Fast Frequency Response from Storage
Proposer: Brightwater Storage
Proposer's representative: Elin Mork
Raised: 11 November 2019
Governance route: Standard (decision by MERA)
Workgroup: convened January 2020, eleven meetings
Status: Approved (MERA Decision 19/2021)
Defect: The Grid Code sets frequency response requirements in terms suited to synchronous generating units, which respond over several seconds. It contains no requirements that recognise or define sub-second response, so battery storage able to respond far faster is procured and paid for as if it were conventional plant.
Proposed solution: Create a new FFR category with defined activation, ramp and sustain parameters, an associated testing and compliance regime, and data requirements allowing MTO to verify delivery at one-second resolution.
Justification: Falling system inertia as coal units close means that frequency falls faster after a loss of generation. MTO's own studies show that sub-second response is worth several times as much as conventional primary response in containing the frequency nadir.
Workgroup alternative: allow the sustain period to be met by a declared reserve of stored energy rather than a fixed volume.
Impact on other codes: consequential changes to the Balancing Code and to MTO's procurement rules.
"""),

("gr-26", "Grid Code Modification Proposal GC0151: Loss of Mains Protection Settings", """
Modification: GC0151
Title: Loss of Mains Protection Settings for Embedded Generation
Proposer: MTO
Raised: 18 November 2021
Urgency: Urgent treatment granted by MERA on 25 November 2021
Status: Implemented
Decision: MERA Decision 08/2022
Implementation date: 1 June 2022
Background: During the low-frequency event of 9 August 2021 around 180 MW of generation connected to distribution networks disconnected on LoM protection using RoCoF relays set at 0.125 Hz/s. This added to the loss of generation on the transmission system and contributed to the operation of LFDD. The investigation report on the event recommended urgent action.
Proposal: Require all embedded generators of 1 MW and above to change RoCoF settings to 1 Hz/s with a 500 ms delay, and remove vector shift protection, by 31 December 2023. Distribution operators will run a compensated change programme for smaller installations.
Cost: estimated MKR 36 million, recovered through TUoS over three years.
Workgroup view: unanimous support; one respondent asked for a longer programme for hydro plants in the north, which was not adopted.
"""),

("gr-27", "Grid Code Modification Proposal GC0139: Interconnector Ramp Rate Limits", """
Modification: GC0139
Title: Interconnector Ramp Rate Limits
Proposer: Brenna Link Company
Raised: 4 March 2019
Governance route: Standard
Status: Withdrawn (2 December 2019)
Defect: The Grid Code limits the rate at which an interconnector may change its transfer to 100 MW per minute across the hour boundary. When day-ahead coupled schedules require a swing of several hundred megawatts, this limit forces the link to begin ramping up to ten minutes before the hour, creating imbalances for which the interconnector owner bears costs it cannot control.
Proposed solution: Raise the limit to 200 MW per minute, with MTO able to impose lower rates for system security reasons.
Workgroup discussion: MTO argued that faster ramps would require additional reserve around the hour, whose cost would fall on other users. Hydro generators supported the change. Two workgroup members asked whether the problem could be addressed through scheduling rules rather than the Grid Code.
Outcome: The proposer withdrew the modification after MTO agreed to address the issue through a change to its balancing procedures, implemented in April 2020. The workgroup report was published for information.
"""),

("gr-28", "Low-frequency event of 9 August 2021: summary of the MERA investigation report", """
On the afternoon of 9 August 2021 a lightning strike on the transmission system was followed by the loss of about 734 MW of generation, and system frequency fell low enough to trigger automatic disconnection of demand. About 412,000 customers lost supply for up to 45 minutes. MERA's investigation was led by its chief engineer, Tomas Brekke; the final report was published on 4 November 2021.
Timeline (all times local):
16:52:31.2 Lightning strike on the Kellby-Harrowfield 400 kV circuit; fault cleared correctly in 74 ms.
16:52:31.4 Output of the Skarde Bank offshore wind farm falls from 598 MW to 288 MW after its reactive compensation control fails to ride through the voltage dip.
16:52:31.9 About 180 MW of embedded generation disconnects on RoCoF-based LoM protection.
16:52:32.1 Mossby battery begins delivering FFR and reaches 100 MW within 0.8 seconds.
16:52:33.0 Harrowfield B gas turbine 2 trips on a steam-pressure protection signal, losing 244 MW.
16:52:44 Frequency reaches a nadir of 48.79 Hz; LFDD stage 1 disconnects about 4.6 per cent of demand.
16:53:20 Frequency recovers above 49.5 Hz.
16:57:10 Frequency restored to 50.0 Hz.
17:38 Supplies restored to all affected customers.
Findings: The combined loss exceeded the largest infeed loss the system is secured against. The behaviour of the wind farm and of the gas turbine were not compliant with the Grid Code, and the disconnection of embedded generation showed that LoM settings were no longer appropriate.
Recommendations: an urgent Grid Code change to LoM settings; compliance reviews of the two generators; a review of MTO's reserve holding for low-inertia periods.
"""),

("gr-29", "Olsa Falls unit 3 transformer fire, 14 March 2019: incident summary", """
Aldmere Generation - internal incident summary, issued to staff and to MERA for information.
At 02:14 on 14 March 2019 the generator transformer of unit 3 at Olsa Falls failed while the unit was generating 78 MW. The failure ignited the transformer oil in the underground transformer gallery.
Timeline:
02:14 Unit 3 trips on transformer differential protection; fire alarm in transformer gallery.
02:15 Automatic water-spray system operates; control room evacuates gallery staff.
02:17 Units 1, 2 and 4 shut down manually as a precaution.
02:31 Regional fire service arrives; ventilation switched to smoke extraction.
03:40 Fire declared extinguished.
06:10 Units 1 and 2 returned to service; unit 4 held off pending inspection of cabling.
Injuries: none. One operator treated for smoke inhalation as a precaution.
Cause: failure of a high-voltage bushing, probably owing to moisture ingress through a deteriorated seal. The transformer was 31 years old.
Consequences: unit 3 generator and transformer replaced; the unit returned to service in 2021. Unit 4 returned on 22 March 2019.
Actions: replace bushings of the same type on all Aldmere transformers; install fire barriers between transformer bays; review the emergency plan for underground plant.
"""),

("gr-30", "Norvik Renewables Ltd v MERA [2023] EAT 4", """
IN THE ENERGY APPEALS TRIBUNAL
Neutral citation: [2023] EAT 4
Before: Anneli Voss (President), K. Dahl (economist member), R. Sand (engineering member)
Hearing: 7 to 9 March 2023. Judgment handed down: 17 May 2023.
1. The appellant, Norvik Renewables Ltd, owns and operates an onshore wind farm in the Skarde highlands. It appeals against MERA Decision 03/2022, by which MERA approved a revised TUoS charging methodology dividing the country into a larger number of generation zones with effect from the 2023/24 charging year.
2. The appellant advances three grounds: (1) that MERA erred in finding the zone boundaries cost-reflective; (2) that MERA acted unfairly in approving a boundary for the new highland zone that had been materially altered after consultation closed, without consulting on the altered boundary; and (3) that the methodology discriminates against small generators.
3. Ground 1 fails. The modelling approach is within the range reasonably open to MERA, and the tribunal will not substitute its own view on matters of technical judgment.
4. Ground 2 succeeds. The revised boundary moved the appellant's site and two other wind farms into the more expensive zone. That change had a direct and significant financial effect on identifiable parties. MERA's description of it as a refinement does not withstand scrutiny, and fairness required that those affected be given an opportunity to comment.
5. Ground 3 fails for want of evidence.
6. The appeal is allowed in part. The question of the highland zone boundary is remitted to MERA for reconsideration after consultation. The decision otherwise stands, and tariffs already published for 2023/24 are not disturbed.
"""),

("gr-31", "MTO announces results of T-4 capacity auction", """
HOLVIK, 12 March 2020 - MTO today published the provisional results of the T-4 capacity auction for delivery year 2024/25, which closed yesterday after eight bidding rounds.
The auction cleared at MKR 41.50 per kilowatt per year, down from MKR 47.20 in last year's T-4 auction, and secured 9,840 MW of de-rated capacity from 38 units against a target of 9,800 MW.
New-build and refurbishing projects accounted for just over 1,100 MW. Among them, the second phase of the Mossby battery became the first storage project in Marenland to win a fifteen-year agreement, while refurbishment projects at an existing gas-fired plant and at a coal unit being converted to biomass secured three-year agreements.
"A lower price with more new capacity is exactly what a competitive auction should deliver," said Johan Krell, chief executive of MTO. "Four years from now, consumers will be paying less for security of supply than they do today, and a growing share of it will come from flexible technologies."
Twelve existing units with a combined de-rated capacity of about 1,450 MW failed to win agreements. They include several older coal units whose owners have indicated that they may now close.
Results will be confirmed after the appeals window closes on 26 March 2020. The T-1 auction for delivery year 2021/22 will take place in February 2021.
Notes to editors: MTO administers the capacity market as delivery body under the Energy (Capacity) Regulations 2017. Successful units receive payments in return for a commitment to deliver energy when MTO issues a system stress warning.
"""),

("gr-32", "T-4 Capacity Auction 2020 (delivery year 2024/25): capacity agreements awarded", """
The table lists the largest units awarded capacity agreements in the T-4 auction held in February and March 2020, together with all new-build and refurbishing units. All agreements pay the auction clearing price, indexed to inflation, for each year of the agreement.
| Unit | Owner | Technology | De-rated capacity (MW) | Agreement length (years) |
|---|---|---|---|---|
| Solvang 2 | SNC | Nuclear | 986.6 | 1 |
| Solvang 1 | SNC | Nuclear | 958.4 | 1 |
| Harrowfield B | Norrvik Power | CCGT (refurbishing) | 781.3 | 3 |
| Brenna Link | Brenna Link Company | Interconnector | 540.0 | 1 |
| Brenna Dam | Aldmere Generation | Pumped storage | 505.2 | 1 |
| Lindhavn B | Westport Energy | CCGT | 411.6 | 1 |
| Vaskor North 1 | Vaskor Energi | Coal | 298.7 | 1 |
| Vaskor North 2 | Vaskor Energi | Biomass conversion | 296.0 | 3 |
| Olsa Falls | Aldmere Generation | Hydro | 289.9 | 1 |
| Holvik DSR portfolio | Various aggregators | Demand-side response | 142.0 | 1 |
| Mossby Phase 2 | Brightwater Storage | Battery, 2-hour (new build) | 60.2 | 15 |
Figures are after application of technology de-rating factors. Interconnector capacity is de-rated according to expected availability of imports at times of system stress. Units with agreements of more than one year must meet capital expenditure thresholds confirmed by MTO before prequalification.
"""),

("gr-33", "T-1 Capacity Auction 2022 (delivery year 2022/23): results", """
The T-1 auction for delivery year 2022/23 was held on 8 March 2022, while the Brenna Link was out of service after its cable fault. It cleared at MKR 63.00 per kilowatt per year, the highest price since the capacity market began, after MTO raised its target by 350 MW to reflect the uncertain availability of imports.
| Unit | Owner | Technology | De-rated capacity (MW) |
|---|---|---|---|
| Harrowfield B | Norrvik Power | CCGT | 779.8 |
| Lindhavn B | Westport Energy | CCGT | 409.0 |
| Brenna Dam | Aldmere Generation | Pumped storage | 497.1 |
| Vaskor North 1 | Vaskor Energi | Coal | 301.5 |
| Lindhavn peakers | Vaskor Energi | Oil-fired OCGT | 48.6 |
| Mossby Phase 1 | Aldmere Storage | Battery, 2-hour | 58.9 |
| Skarde highlands DSR | Various aggregators | Demand-side response | 37.5 |
| Brenna Link | Brenna Link Company | Interconnector | 0.0 (not prequalified) |
Several commentators noted that the auction confirmed the value of domestic flexibility when the interconnector is unavailable. Units awarded agreements in this auction receive one-year agreements only. The next T-1 auction, for 2023/24, will be held in February 2023.
"""),

("gr-34", "Transmission generation tariffs 2023/24", """
MTO published the following wider TUoS generation tariffs for the 2023/24 charging year on 27 January 2023. Tariffs are expressed in MKR per kW of transmission entry capacity per year; negative values are credits paid to generators in zones where additional output reduces flows on the main network.
| Zone | Name | Wider tariff (MKR/kW/yr) | Change on 2022/23 equivalent |
|---|---|---|---|
| G1 | North Skarde Coast | 34.10 | +6.20 |
| G2 | Upper Skarde | 31.75 | +11.90 |
| G3 | Olsa Valley | 22.40 | +1.80 |
| G4 | Harrowfield | 15.05 | -0.60 |
| G5 | Central | 9.80 | +0.40 |
| G6 | Holvik | 4.15 | -0.20 |
| G7 | Torvhamn | 2.60 | -1.10 |
| G8 | Westland | -1.20 | -0.90 |
| G9 | Southern Lowlands | -3.45 | -1.50 |
A local substation charge and, for offshore generators, a local circuit charge are payable in addition to the wider tariff. Tariffs for 2024/25 will be published in January 2024 and may reflect any change to zone boundaries made in the meantime.
"""),

("gr-35", "HCN domestic distribution charges from 1 April 2024", """
These are the DUoS charges that HCN levies on electricity suppliers for domestic customers from 1 April 2024. Suppliers include them in their retail prices, so customers will not normally see them as a separate line on their bill.
| Tariff | Standing charge (MKR/day) | Red (MKR/kWh) | Amber (MKR/kWh) | Green (MKR/kWh) |
|---|---|---|---|---|
| Domestic unrestricted | 0.42 | 0.318 | 0.061 | 0.009 |
| Domestic two-rate | 0.42 | 0.318 | 0.061 | 0.007 |
| Domestic with heat pump | 0.51 | 0.296 | 0.058 | 0.006 |
| Domestic with export | 0.45 | 0.318 | 0.061 | 0.009 |
Time bands: red applies 16:00 to 19:00 on weekdays; amber applies 07:30 to 16:00 and 19:00 to 21:30 on weekdays; green applies at all other times, including weekends and public holidays.
Charges were set under the 2021-2026 price control approved by MERA and include an adjustment for the recovery of costs from the storm of January 2023. Business and unmetered supply tariffs are published in a separate schedule.
"""),

("gr-36", "HCN: power cuts and your connection, frequently asked questions", """
Who should I call if my power goes off?
Call our free 24-hour line on 0800 40 40 40, or report it online. Please check first whether your neighbours are also affected and whether your own trip switch has operated.
Is HCN my electricity supplier?
No. HCN owns and maintains the cables, substations and service connections in Holvik and its suburbs. You buy electricity from a supplier of your choice, which pays us for using the network.
Why did my power go off on 9 August 2021?
A problem on the national transmission system caused frequency to drop. Safety equipment automatically disconnected some parts of our network to protect the wider system. About 150,000 of our customers were affected for up to 45 minutes. This was not caused by a fault on our network.
Will I get compensation after a power cut?
Under MERA's guaranteed standards, if your supply is not restored within 12 hours of a fault on our network you are entitled to MKR 850, plus MKR 400 for each further 12 hours. Events on the transmission system are excluded.
How do I get a new connection or move my meter?
Apply online with a site plan. We will send a quotation within 15 working days for most domestic jobs.
I rely on medical equipment. What should I do?
Join our priority services register so that we can contact you before planned work and prioritise you during an outage.
"""),

("gr-37", "NME: power cuts and storms, your questions answered", """
What number do I ring in a power cut?
Call NME free on 0800 77 12 12 at any time. During major storms you can also follow restoration updates on our website and local radio.
Why do we get more power cuts than people in the city?
Most of our network in the north is overhead line crossing forest and moorland. Falling trees, ice and gales damage lines far more often than underground cables in towns, and some faults are hours from the nearest depot.
Will I be compensated?
Under MERA's guaranteed standards you are entitled to MKR 950 if we do not restore supply within 18 hours of a fault on our network, and further payments for each additional 12 hours. Severe weather exemptions apply when more than 30,000 customers are affected.
Was the August 2021 blackout NME's fault?
No. That event started on the transmission system. Our network did not disconnect any customers, because the automatic demand disconnection scheme was not triggered in our area.
Can I connect a wind turbine or solar panels?
Yes. Small installations can be notified after connection; anything over 50 kW needs our approval first, and some parts of Skarde have limited capacity.
Who pays for tree cutting near lines?
We do. Our contractors clear vegetation on a five-year cycle and will contact landowners in advance.
"""),

("gr-38", "Norrvik Power plc: minutes of the Board meeting of 14 November 2016", """
Held at: Head office, Harbour Street, Norrvik. Commenced 09:30.
Present: Bertil Aas (Chair), Erik Haldorsen (Chief Executive), Mona Strand (Finance Director), Per Iversen, Lene Holm, Dag Vik (non-executive directors).
In attendance: Sverre Lunde (Company Secretary); Ola Fjell (Head of Corporate Development) for item 4.
1. Apologies and interests. No apologies. Mr Vik declared that a fund of which he is a trustee holds shares in Vaskor Energi. It was agreed that he would take part in the discussion of item 4 but not vote.
2. Minutes. The minutes of the meeting of 19 September 2016 were approved.
3. Harrowfield A. The Chief Executive reported that unit 4 last generated on 30 September and that all four units had been notified to MTO as permanently closed. Decommissioning was on budget. Tenders for demolition would be invited in 2017.
4. Tessby Power Station. Mr Fjell presented the final offer from Vaskor Energi for the Tessby station: MKR 410 million in cash at completion, with the buyer assuming the decommissioning liabilities and offering employment to all station staff on existing terms. The Finance Director noted that the price exceeded book value by MKR 55 million. After discussion the Board RESOLVED to approve the sale, subject to MERA consent to the transfer of the generation licence, and authorised the Chief Executive to sign the sale agreement.
5. Skarde Bank. Foundation installation was on schedule; first power was expected in 2018.
6. Any other business. None. The meeting closed at 11:45.
"""),

("gr-39", "Aldmere Generation: minutes of the Board meeting of 22 September 2020", """
Held by video conference. Commenced 14:00.
Present: Gunnar Eide (Chair), Petra Lind (Chief Executive), Jorunn Berg (Chief Financial Officer), Arne Solheim, Marit Kvale, Henrik Dahle (non-executive directors).
In attendance: Silje Nes (Company Secretary); advisers from Holm & Vestre for item 3.
1. Chair's remarks. The Chair welcomed Mr Dahle to his first meeting.
2. Olsa Falls unit 3. The Chief Executive reported that delivery of the replacement stator had slipped by eight weeks because of factory closures. Return to service was now forecast for the second quarter of 2021. Insurance recoveries were in line with the plan.
3. Project Heron. The Chief Executive presented the final terms for the acquisition of the entire share capital of Brightwater Storage, owner of the Mossby battery. The Chief Financial Officer summarised the valuation, noting that about 40 per cent of value lay in the consented second phase and its expected capacity agreement. Directors questioned the degradation assumptions and the retention of key staff. The Board RESOLVED to approve the acquisition for MKR 265 million, conditional on competition clearance, and to fund it from existing facilities.
4. Pumped storage expansion. The Board noted the feasibility study for a fifth unit and approved expenditure of MKR 12 million on site investigation.
5. Any other business. The Chair thanked staff for maintaining operations during the pandemic. The meeting closed at 16:20.
"""),

("gr-40", "Glossary of abbreviations used in Marenland electricity documents", """
The following abbreviations appear frequently in grid code papers, regulatory decisions, auction notices and network tariff statements. Definitions are simplified and are not a substitute for the legal texts.
CCGT - combined-cycle gas turbine: a gas-fired plant that uses exhaust heat from gas turbines to raise steam for a further turbine.
DNO - distribution network operator: a company licensed to run the lower-voltage networks in a defined area.
DSR - demand-side response: reducing or shifting consumption in response to a signal or price.
DUoS - distribution use of system charges, levied on suppliers for the use of a distribution network.
FFR - fast frequency response: response to a frequency deviation delivered within about one second.
HVDC - high-voltage direct current, used for long cables and for links between unsynchronised systems.
LFDD - low frequency demand disconnection: automatic disconnection of blocks of demand in stages when frequency falls below set thresholds, the first stage at 48.8 Hz.
LoM - loss of mains: protection that disconnects embedded generation when it detects that it has become separated from the wider network.
OCGT - open-cycle gas turbine.
PSR - periodic safety review of a nuclear installation, carried out every ten years.
RoCoF - rate of change of frequency, measured in hertz per second.
T-1, T-4 - capacity auctions held one year and four years ahead of the delivery year.
TUoS - transmission use of system charges, paid by generators and suppliers for the use of the transmission network.
"""),
]
