# Documents cv-16 .. cv-30 (board, actuarial, people, fire claim, cyber claim)

DOCS = [
dict(id="cv-16", style="board minutes", title="Northcastle Mutual — Board Minutes, 6 December 2023", text="""
Northcastle Mutual — Minutes of a Meeting of the Board
Date: 6 December 2023, Northcastle House, Harrowgate
Present: Harriet Wexley (Chair), Alistair Mabery (Chief Executive), Imogen Pryce (Chief Underwriting Officer), Edwin Sallow (Chief Actuary), three non-executive directors
In attendance: Company Secretary
1. Storm Bellamy update. The Chief Executive reported that claims notifications had passed 9,000. Mr Sallow presented his reserving memorandum and the gross ultimate loss estimate. The Board noted that recoveries under the expiring catastrophe programme would reduce the net cost materially, but that the loss was expected to exceed the programme limit. The Board asked for weekly updates until year end.
2. Reinsurance renewal. Ms Pryce presented the broker's recommendations. After discussion the Board resolved to renew the existing two layers and to purchase an additional top layer at an estimated premium of £6.2m, noting that modelled exposure in the Calder valley had risen.
3. Intermediaries. The Board noted reports that a small number of customers believed they had upgraded their cover through an intermediary without the upgrade reaching NCM. The Board asked the Head of Conduct Risk to review oversight of Farrow Lisle & Co and to report in the first quarter.
4. Customer communications. The Board approved a letter to all Bellamy claimants explaining alternative accommodation limits and how to request an extension.
5. Any other business. None.
The meeting closed at 16:40.
"""),

dict(id="cv-17", style="actuarial memo", title="Actuarial Memorandum — Storm Bellamy gross ultimate and IBNR", text="""
To: Board of Northcastle Mutual
From: Edwin Sallow, Chief Actuary
Date: 1 December 2023
Subject: Storm Bellamy — gross ultimate loss and IBNR
1. Purpose. This memo sets out my estimate of the gross ultimate cost of Storm Bellamy (event code CAT-23-07) for household and small-commercial business.
2. Data. At 30 November we had 9,340 reported claims with incurred losses of £111m, including adjusters' reserves for 412 large losses over £50,000.
3. Method. I used three approaches: (a) development of reported claims using the pattern from the 2015 Calder flood; (b) a market-share approach applying our 11.8% share of Calder-valley household exposure to the central industry estimate in Tidewell report TW-EV-2311; (c) a frequency and severity projection of claims still to be reported.
4. Result. The three methods give ultimates of £141m, £148m and £152m. I recommend a gross ultimate of £148m, implying IBNR of £37m.
5. Key uncertainties. Alternative accommodation durations are lengthening because rental property is scarce. Disputes about which home product customers hold may increase costs if we decide to honour the Plus excess for affected members.
6. Reinsurance. On the recommended ultimate both layers of the expiring programme are exhausted, giving recoveries of £100m. The net retained cost, being the £20m retention plus £28m above the programme limit, would be £48m, subject to the hours clause aggregation being agreed with the lead reinsurer.
7. Recommendation. The Board is asked to note the estimate and approve the reserve.
"""),

dict(id="cv-18", style="staff biography", title="Profile — Saskia Vellacott, Head of Claims", text="""
Saskia Vellacott
Head of Claims, Stellmark Reinsurance SE
Saskia Vellacott joined Stellmark Reinsurance SE in April 2024 as Head of Claims and is based in the company's Vessen office. She leads a team of 23 claims professionals handling property catastrophe, casualty and specialty treaty claims, and she sits on the reinsurer's reserving committee.
Before joining Stellmark, Saskia spent eleven years at Brightwater Adjusting, latterly as Major Loss Lead for coastal and flood property. In that role she handled several hundred household and commercial claims from Storm Bellamy and led the firm's surge team in the Calder valley, where she pioneered remote moisture mapping for flooded homes.
She began her career as a building surveyor and moved into loss adjusting in 2009.
Saskia is a Fellow of the Institute of Claims Practitioners and an examiner for its advanced diploma in catastrophe claims. She has spoken at several market events about the gap between what reinsurers see in a claims bordereau and what families experience on the ground.
Outside work she is a keen sea swimmer and chairs a small charity supporting flood-affected households.
"""),

dict(id="cv-19", style="job announcement", title="Vacancy — Major Loss Lead, Coastal and Flood Property (Brightwater Adjusting)", text="""
Brightwater Adjusting Ltd ("BWA") — Vacancy
Role: Major Loss Lead, Coastal and Flood Property
Location: Port Ellory, with travel across the region
Closing date: 26 January 2024
About the role
Following the forthcoming departure of our current lead to a reinsurer, BWA is looking for an experienced adjuster to head our coastal and flood major loss team. You will manage a caseload of complex household, marina and commercial property claims, typically above £250,000, and supervise a team of six adjusters and two surveyors.
What you will do
- Attend major losses within 24 hours of instruction, including catastrophe deployments.
- Agree reserves and settlement strategy with insurers and syndicate claims teams.
- Write clear reports that stand up to ombudsman and court scrutiny.
- Coach junior adjusters and lead our surge planning for named storms.
What we are looking for
- At least eight years in loss adjusting, with evidence of leading catastrophe claims.
- A professional qualification in claims or surveying.
- Calm judgment and empathy with people who have lost their homes.
What we offer
A competitive salary, car allowance, private medical cover and a flexible hybrid pattern.
How to apply
Send your CV and a covering note to Tamsin Rook, Operations Director, quoting reference BWA-JR-0412.
"""),

dict(id="cv-20", style="policy wording", title="TGI Commercial Combined Policy Wording — TG-CC 2022 edition", text="""
Tessaly General Insurance — Commercial Combined Policy Wording, TG-CC 2022 edition
This wording applies to policies with a TG-CC reference. It contains the property damage, business interruption and liability sections and the general conditions.
Section A — Property Damage
A1. We will indemnify you for physical loss of or damage to property at the premises shown in the schedule.
A4. Excess: £5,000 each and every loss unless the schedule says otherwise.
Section B — Business Interruption
B1. We will pay for loss of gross profit resulting from interruption of your business following insured damage.
B3. Indemnity period: the period beginning with the damage and ending not later than 18 months thereafter.
General Conditions
11. Hot Works Condition
11.1 Where any person carries out hot work (welding, cutting, grinding or the use of blow lamps or gas torches) at the premises, you must ensure that:
(a) a written hot work permit is issued before work starts;
(b) combustible materials within 10 metres are removed or protected;
(c) a fire watch is maintained during the work and for at least 60 minutes after it ends.
11.2 If you fail to comply with this condition we will not be liable for loss or damage caused by or arising out of the hot work.
12. Unoccupancy: you must notify us if any premises are unoccupied for more than 30 days.
13. Reasonable precautions: you must take all reasonable precautions to prevent loss or damage.
Complaints
If you are unhappy with any aspect of our service, please contact the Customer Relations Team at TGI, Orrin House, Harrowgate.
"""),

dict(id="cv-21", style="schedule of cover (table)", title="Commercial Combined Schedule — Marrowfield Bakeries Ltd, TG-CC-77310", text="""
Tessaly General Insurance — Commercial Combined Schedule
Policy number: TG-CC-77310
Insured: Marrowfield Bakeries Ltd
Period: 1 July 2023 to 30 June 2024
Wording: TG-CC 2022 edition
Broker: Pennant Ashby Brokers
| Location | Description | Buildings | Machinery | Stock |
| --- | --- | --- | --- | --- |
| 1 | Brennock Depot, Unit 4 Brennock Industrial Estate | £6,200,000 | £850,000 | £1,900,000 |
| 2 | Wyndmere Bakery, Station Road, Wyndmere | £9,800,000 | £4,400,000 | £1,150,000 |
| 3 | Head office, 2 Corn Exchange, Harrowgate | £1,300,000 | £120,000 | nil |
Business interruption: gross profit £14,000,000, indemnity period 18 months.
Primary limit: £10,000,000 any one occurrence.
Excess layer: £15,000,000 excess of £10,000,000, led by Syndicate 2290 at the Aldgate Underwriting Exchange with a 60% line, following the primary wording.
Property damage excess: £10,000 each and every loss.
Special conditions: automatic sprinklers at Location 2 to be maintained in working order; the hot work permit system applies at all locations.
Premium: £186,400 plus insurance premium tax.
"""),

dict(id="cv-22", style="loss adjuster report", title="Cairnfield Loss Services — Preliminary Report CLS-23-0871, Brennock Depot fire", text="""
Cairnfield Loss Services — Preliminary Report
Our reference: CLS-23-0871
Insurer: Tessaly General Insurance, commercial claims
Policy: TG-CC-77310
Insured: Marrowfield Bakeries Ltd
Location: Brennock Depot, Unit 4 Brennock Industrial Estate
Date of loss: 9 August 2023
Adjuster: Fenwick Tarrant
Circumstances
At about 14:10 on 9 August a fire started in the roof void above the despatch bay. Contractors from Halloran Roofing had been replacing felt on the flat roof using a gas torch during the morning. They stopped work at 12:55 for lunch. Staff noticed smoke at 14:05. The fire brigade attended with six appliances; the despatch bay roof collapsed and the adjoining stockroom was destroyed.
Hot works
The insured produced a hot work permit signed by its facilities manager. The contractors told us they kept a fire watch until about 13:40, roughly 45 minutes after the torch was switched off. The permit records a fire watch "to 14:00" but is not countersigned.
Loss estimate
We estimate the loss at £7.4m, comprising building damage, stock, machinery and business interruption to date. Finished goods have been moved to other sites and production is partly maintained by overtime elsewhere.
Policy issues
The insurer will wish to consider the Hot Works Condition. We express no view on liability at this stage.
Recovery
There are good prospects of a recovery against Halloran Roofing and its liability insurers.
Fenwick Tarrant, Senior Adjuster
"""),

dict(id="cv-23", style="court judgment summary", title="Judgment summary — Marrowfield Bakeries Ltd v Meridane Insurance plc", text="""
High Court of Harrowgate, Commercial List
Marrowfield Bakeries Ltd v Meridane Insurance plc (formerly Tessaly General Insurance)
Neutral citation: [2024] HCH Comm 212
Judge: Mrs Justice Allerdyce
Judgment date: 24 July 2024
This summary was prepared by the court's press office and does not form part of the judgment.
Background
A fire destroyed part of the claimant's depot on 9 August 2023 after roofing contractors used a gas torch. The insurer declined the claim, relying on the hot works condition in its commercial combined wording, which requires a fire watch for at least 60 minutes after hot work ends. The loss adjuster's preliminary report (CLS-23-0871) recorded evidence that the watch lasted about 45 minutes.
Issues
(1) Whether the condition was a condition precedent to liability. (2) Whether the insurer had proved breach. (3) Whether any breach could have increased the risk of the loss that actually occurred.
Decision
The judge held that the condition was not expressed as a condition precedent. On the evidence the insurer had proved that the fire watch ended early. However, applying the principle that a term designed to reduce a particular risk can be relied on only where non-compliance could have increased the risk of the loss that occurred, the judge accepted expert evidence that the fire began in smouldering felt concealed in the roof void, which a watch of 60 minutes would not have detected. The insurer could not rely on the breach.
Outcome
Judgment for the claimant for £6.85m plus interest. Permission to appeal was refused.
"""),

dict(id="cv-24", style="claims file notes", title="Claims File Notes — MER-CP-55102", text="""
Meridane Insurance plc — Commercial Property Claims — file notes
Claim: MER-CP-55102 (formerly TG-CL-55102 under TGI; renumbered on migration)
Policy: TG-CC-77310 | Insured: bakery depot fire | Handler: Niamh Corless (NC)
10/08/2023 NC: Fire notified by broker Pennant Ashby. Independent adjuster instructed same day.
18/08/2023 NC: Adjuster's preliminary report received, ref CLS-23-0871. Reserve set at the adjuster's figure. Hot works issue flagged for coverage review.
05/09/2023 NC: Excess layer notified to the lead syndicate as required by the schedule.
03/10/2023 NC: Declinature letter issued relying on General Condition 11.
14/11/2023 NC: Letter of claim received from the insured's solicitors, Greaves Lomond LLP.
11/03/2024 NC: File migrated to the Meridane claims system. New claim number applied.
24/07/2024 NC: Judgment handed down against us. Payment to be made within 14 days. Recovery action against the roofing contractor to be pursued in the insured's name.
09/08/2024 NC: Judgment sum and interest paid. Excess layer markets advised of final figures; layer not reached. File to remain open for the recovery only.
"""),

dict(id="cv-25", style="underwriting guidelines", title="Syndicate 2290 — Underwriting Guidelines: Commercial Property Excess", text="""
Corriden Managing Agency — Syndicate 2290
Underwriting Guidelines: Commercial Property Excess of Loss, 2023–24 year of account
Approved by: Morwenna Teague, Active Underwriter
1. Scope. These guidelines apply to excess layers over primary commercial property and business interruption policies written by insurers in the home territory.
2. Authority. The maximum line for any one risk is £12.5m of the syndicate's capacity. Lines above £8m require sign-off by the active underwriter.
3. Attachment. We will not attach below £5m unless the primary insurer retains at least 25% of the layer.
4. Occupancies. Preferred: warehousing with sprinklers, light engineering, offices. Acceptable with referral: food manufacturing and bakeries, cold stores, printers. Declined: waste recycling, furniture manufacturing, fireworks.
5. Food manufacturing. Ovens, fryers and insulated panels drive fire severity. Require evidence of a hot work permit system, annual thermal imaging of electrical panels, and separation of packaging stores.
6. Follow form. Layers should follow the primary wording. Where the primary wording contains a hot works condition, we follow it without amendment.
7. Pricing. Use the 2023 excess rating tool; minimum rate 0.045% on layer limit.
8. Claims. Notify the syndicate claims team of any loss likely to reach 50% of the attachment point.
"""),

dict(id="cv-26", style="market bulletin", title="AUX Market Bulletin Y-2024-07 — changes of managing agent", text="""
Aldgate Underwriting Exchange — Market Bulletin
Reference: Y-2024-07
Date: 15 April 2024
To: All managing agents, brokers and coverholders
Subject: Changes of managing agent and active underwriter
1. Syndicate 7031. Hollins Vane Underwriting has notified the Exchange of its intention to cease managing syndicates. The Exchange has approved the transfer of management of Syndicate 7031 to Pellmont Managing Agency with effect from 1 July 2024. Open years of account will be run by the new agent; policyholders and cedants need take no action.
2. Following the transfer, Pellmont has nominated Idris Kellow as active underwriter of Syndicate 7031, subject to the Exchange's approval interview.
3. Syndicate 5520. Corriden Managing Agency has appointed a new compliance officer for Syndicate 5520, effective immediately.
4. Syndicate 3108 will cease underwriting at the end of the 2024 year of account; its run-off will be handled by Pellmont.
5. Managing agents are reminded that changes of active underwriter require at least 30 days' notice to the Exchange.
Enquiries: AUX Market Oversight Team.
"""),

dict(id="cv-27", style="policy wording", title="Kestrel Point CyberSecure Pro — Policy Wording KPCP-23", text="""
Kestrel Point Insurance — CyberSecure Pro Policy Wording, edition KPCP-23
CyberSecure Pro is written for businesses with turnover above £20m. It is distinct from our CyberSecure product for smaller firms, which has different limits and waiting periods.
1. Incident response. Following a cyber event you must call our 24-hour hotline. We will appoint a panel responder; our lead panel firm is Larkspur Forensics.
2. Cyber extortion. We will pay ransom payments made with our prior written consent, subject to the sub-limit in the schedule, provided that payment is lawful.
3. Business interruption. We will pay loss of net profit and increased cost of working caused by a cyber event, after a waiting period of 8 hours from the start of the outage.
4. Data restoration. We will pay costs to restore or recreate data and software.
5. Liability. We will pay third-party claims and regulatory defence costs where insurable.
6. Security conditions. You must maintain multi-factor authentication on all remote access and keep offline backups at least weekly.
7. Notification. You must notify us as soon as practicable and in any event within 72 hours of discovering a cyber event.
9. War and state-backed attack exclusion. This policy incorporates clause AUX-CW-3 in full. We will not pay for loss arising from war or from a cyber operation that has a major detrimental impact on the functioning of a state.
10. Retention. Each claim is subject to the retention shown in the schedule.
"""),

dict(id="cv-28", style="claims file notes", title="Cyber Claims File — KP-CL-24-0093", text="""
Kestrel Point Insurance — Cyber Claims File
Claim: KP-CL-24-0093 | Insured: Dunmore Logistics Ltd | Policy: KP-CY-30417 (CyberSecure Pro)
22/01/2024 06:40 Hotline call from the insured's chief operating officer, Talia Brandt. Warehouse management system encrypted; ransom note on all servers. Trucks unable to load.
22/01/2024 07:30 Panel responder instructed; engagement reference LF-2401-17. Insured asked not to contact the attackers directly.
22/01/2024 15:00 Ransom demand confirmed at 38 BTC. Legal advice sought on the sanctions position.
24/01/2024 Decision agreed with insured: no payment. Restoration from offline backups to proceed.
29/01/2024 Warehouse system restored. Partial operations resumed; full operations from 5 February.
12/02/2024 Business interruption claim submitted by the insured's forensic accountants.
20/02/2024 Treaty notice: loss ceded 40% under QH-24-KPI-QS. Reinsurers informed of the estimate.
04/03/2024 Interim findings received from the responder: access via supplier credentials without multi-factor authentication. Possible breach of security condition 6 noted; coverage position reserved.
18/04/2024 Decision: condition 6 breach not relied upon, because the condition was reasonably read as applying to the insured's own users, all of whom had multi-factor authentication. Claim accepted.
"""),

dict(id="cv-29", style="forensic incident report", title="Larkspur Forensics — Incident Report LF-2401-17", text="""
Larkspur Forensics — Incident Investigation Report (summary)
Engagement: LF-2401-17
Client: Dunmore Logistics Ltd, instructed via Kestrel Point Insurance (claim KP-CL-24-0093)
Lead investigator: Anselm Kray
Status: Final, 28 March 2024
1. Threat actor and malware. The encryptor was a variant of the Nightjar ransomware family, operated by an affiliate group we track as Grey Heron.
2. Initial access. The attackers logged in on 13 January 2024 through the client's remote-access gateway using a valid account belonging to Teller Freight, a haulage subcontractor. That account had been exempted from multi-factor authentication at the subcontractor's request in 2022.
3. Dwell time. The attackers were present for 9 days before encryption began in the early hours of 22 January 2024. During that time they mapped the network, disabled endpoint protection on two servers and harvested administrator credentials.
4. Data exfiltration. Firewall logs show approximately 340 GB transferred to a cloud storage provider, including driver records and customer delivery manifests. A leak-site listing appeared on 2 February but no data has been published.
5. Encryption. 214 virtual servers and the warehouse management system were encrypted. Offline backups were intact.
6. Recommendations. Remove all multi-factor authentication exemptions; segment the warehouse network; review supplier access quarterly.
"""),

dict(id="cv-30", style="reinsurance treaty slip", title="Reinsurance Slip — Kestrel Point Cyber Quota Share 2024", text="""
Type: Quota Share Reinsurance — Cyber
Reference: QH-24-KPI-QS
Cedant reference: KPIL-RI-2024-02
Reinsured: Kestrel Point Insurance Ltd, Harrowgate
Broker: Quillon Hart Re
Period: 1 January 2024 to 31 December 2024, both days inclusive, risks attaching
Business covered: all CyberSecure and CyberSecure Pro policies issued by the reinsured
Cession: 40% of each policy, premium and loss
Ceding commission: 32.5% provisional, sliding between 27.5% and 37.5% according to the loss ratio
Event limit: £25,000,000 any one cyber event, 100% of treaty
Exclusions: war and state-backed attack (AUX-CW-3); infrastructure failure; known incidents before inception
Claims: reinsured to notify the lead within 30 days of any claim with a ceded estimate exceeding £1,000,000; follow the settlements
Reporting: quarterly bordereaux of premium and claims within 45 days of quarter end
Lead reinsurer: Syndicate 7031 (Hollins Vane Underwriting), 30%
Second lead: Stellmark Reinsurance SE, 20%
Following markets: as per signing schedule, 50%
Profit commission: nil
Arbitration: three arbitrators, seat Harrowgate
"""),
]
