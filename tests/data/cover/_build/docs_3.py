# Documents cv-31 .. cv-45 (cyber talk, FAQ, glossary, enforcement, marina, merger aftermath, reinsurer)

DOCS = [
dict(id="cv-31", style="conference talk abstract", title="Harrowgate Risk Forum 2024 — 'Nine days in the dark'", text="""
Harrowgate Risk Forum 2024 — Session C4, Cyber Claims Track
Title: Nine days in the dark: what a ransomware claim teaches about supplier access
Speaker: Ines Calloway, Head of Cyber Claims, Kestrel Point Insurance
Abstract
When a mid-sized logistics firm's warehouse system was encrypted one January morning, the first question from its board was how the attackers had got in. The answer, supplied weeks later by Larkspur Forensics, was mundane: a subcontractor's login that had quietly been excused from multi-factor authentication.
This talk walks through the claim from the first hotline call to settlement, using the insurer's file and the forensic timeline. Ines will discuss why the insurer chose not to rely on a breach of its security condition, how the decision not to pay the ransom was reached in under 48 hours, and how the business interruption loss was measured when trucks were stuck at the gate.
She will also reflect on what the episode means for reinsurers, who increasingly ask to see forensic reports before they accept a cession, and for brokers advising clients on supplier risk.
Speaker biography
Ines Calloway has led cyber claims at KPIL since 2021. She previously worked in incident response and holds a master's degree in information security.
Format: 30-minute talk followed by 15 minutes of questions. Continuing professional development: 0.75 hours.
"""),

dict(id="cv-32", style="policyholder FAQ", title="HomeShield — Frequently Asked Questions", text="""
Northcastle Mutual — HomeShield FAQs for policyholders
Q: What is the difference between HomeShield 2 and HomeShield 2 Plus?
A: Both cover your buildings and contents against the same main perils. HomeShield 2 Plus adds accidental damage and legal expenses, has lower excesses for flood and escape of water, and a higher limit for alternative accommodation. Your schedule shows which one you hold.
Q: How do I know which product I have?
A: Look at the "Wording" line of your schedule. If it says HS2P you have the Plus product; if it says HS2 you have the standard product.
Q: I asked my broker to upgrade. Why does my schedule still show the standard product?
A: Upgrades only take effect once we receive the request from your intermediary and issue a new schedule. If you think a request was missed, contact your intermediary first and then us.
Q: Is flood always covered?
A: Yes, on both products, but the flood excess is higher on the standard product. Homes in the highest flood band may need a survey before cover can be offered.
Q: How long can my home be left empty?
A: The limit differs between the two products; check the unoccupancy condition in your wording.
Q: Who do I call about legal expenses?
A: Plus customers should call the legal helpline number in their policy booklet before instructing a solicitor.
Q: Where can I complain?
A: Contact us first. If you remain unhappy after eight weeks, or with our final response, you can go to the POS free of charge.
"""),

dict(id="cv-33", style="glossary", title="Glossary of insurance and reinsurance terms", text="""
Glossary — terms used in our market guides
Aggregate: the total of all losses in a period, often subject to an annual limit.
Catastrophe code: a reference assigned by a market to a major event so that related claims and recoveries can be tracked together.
Cession: the share of a risk or portfolio passed by an insurer to a reinsurer.
Ceding commission: a payment by the reinsurer to the insurer under a quota share to cover acquisition and management costs.
Condition precedent: a policy term that must be complied with before the insurer is liable; breach can defeat a claim regardless of cause.
Excess of loss: reinsurance that pays losses above a retention, up to a limit.
Follow the settlements: a treaty term binding the reinsurer to settlements made by the insurer honestly and in a businesslike way.
Hours clause: a clause defining how long a run of losses may be treated as one event, for example 72 hours for storm.
Incurred but not reported ("IBNR"): a reserve for losses that have happened but have not yet been notified to the insurer.
Line: the share of a risk accepted by an underwriter or syndicate.
Quota share: reinsurance in which the reinsurer takes a fixed percentage of every policy in a portfolio.
Rate on line: the reinsurance premium divided by the layer limit, expressed as a percentage.
Reinstatement: restoring a layer's limit after a loss, usually for an extra premium.
Retention: the amount of each loss that the insurer keeps before reinsurance responds.
Slip: the document on which a reinsurance placement is summarised and signed by participating markets.
Syndicate: a group of members at an exchange that underwrites through a managing agent.
Waiting period: the number of hours an interruption must last before business interruption cover applies.
"""),

dict(id="cv-34", style="regulator final notice", title="Final Notice FN-2024-027 — Farrow Lisle & Co", text="""
Final Notice
To: Farrow Lisle & Co (firm reference 488213)
Reference: FN-2024-027
Date: 9 September 2024
1. Action. For the reasons given in this notice, the ICA imposes on Farrow Lisle & Co a financial penalty of £1,240,000. The firm agreed to settle at an early stage and therefore qualified for a 30% discount; without it the penalty would have been £1,771,400.
2. Summary of reasons. Between January 2021 and June 2023 the firm recorded customers' requests to change or upgrade their home insurance but did not reliably transmit them to insurers. Its system created upgrade requests which were held in an unmonitored outbox. 1,318 customers were affected, most of whom had asked to move from a standard home product to an enhanced product with lower flood excesses.
3. Many affected customers discovered the problem only when they made a claim after a major storm in November 2023, and found that they still held the cover they had asked to leave.
4. The firm failed to take reasonable care to organise its affairs responsibly and effectively, and failed to treat its customers fairly.
5. Redress. The firm has agreed to pay £410,000 of redress to affected customers, in addition to any sums paid by insurers voluntarily.
6. This notice is given under the ICA's enforcement powers. Procedural matters are set out in the annex.
Signed: Lucian Ashgrove, Head of Enforcement, for and on behalf of the ICA
"""),

dict(id="cv-35", style="broker email", title="Email — Farrow Lisle to a customer: home insurance upgrade", text="""
From: Oona Ferreday, Farrow Lisle & Co
To: Declan Pryce
Date: 18 April 2023, 10:14
Subject: Your home insurance renewal — upgrade
Hi Declan,
Thanks for your call this morning. As discussed, I've put through your upgrade from HomeShield 2 to HomeShield 2 Plus with Northcastle, to start at your renewal on 1 May.
The main changes for you are:
- a lower flood excess, which makes sense given how close you are to the river;
- accidental damage and legal expenses included;
- a much higher limit if you ever need to move out while repairs are done.
The additional premium for the year is £94, which will be added to your direct debit from May. Your internal request number is FL-UP-3307 should you need to chase anything with us.
Northcastle will send you a new schedule in the next couple of weeks. Do check it when it arrives and let me know if anything looks wrong.
Kind regards,
Oona Ferreday
Account Handler, Personal Lines
Farrow Lisle & Co, 22 Chandlers Yard, Calder Reach
"""),

dict(id="cv-36", style="press release", title="Press release — Stellmark Re names new Group Chief Executive", text="""
Stellmark Reinsurance SE — Press Release
Vessen, 3 June 2024
Stellmark Re appoints Konrad Ebersol as Group Chief Executive
The Supervisory Board of Stellmark Reinsurance SE has appointed Konrad Ebersol as Group Chief Executive with effect from 1 September 2024. He succeeds Henrike Aldous, who retires after nine years in the role.
Mr Ebersol joins from the reinsurer's own management board, where he has been responsible for property and specialty reinsurance since 2019. Under his leadership Stellmark has become a lead market for catastrophe excess of loss programmes in the region, including those of several mutual and regional insurers, and has built a cyber quota share portfolio alongside syndicates at the Aldgate Underwriting Exchange.
"Our clients buy our promise to pay when the storms come," said Mr Ebersol. "Bellamy tested that promise, and our claims team met it. I want us to be the reinsurer that cedants call first."
Henrike Aldous said: "Konrad knows our clients and our people. The company is in excellent hands."
Stellmark Re reported gross written premium of £2.9bn in 2023 and shareholders' equity of £3.4bn.
About Stellmark Re
Stellmark Reinsurance SE is a property, casualty and specialty reinsurer headquartered in Vessen, with offices in Harrowgate and three other cities.
"""),

dict(id="cv-37", style="staff biography", title="Profile — Hollis Darnay, Active Underwriter", text="""
Hollis Darnay — Active Underwriter, Syndicate 4417
Managing agent: Pellmont Managing Agency
Hollis Darnay has been active underwriter of Syndicate 4417 since 2012. The syndicate writes marine, marina and coastal property business together with a book of property catastrophe reinsurance for regional and mutual insurers, with a stamp capacity of £340m for the 2024 year of account.
Hollis started as a marine hull clerk at eighteen and has spent his whole career in the Aldgate market. He is known for insisting that every coastal risk is visited before it is bound and for personally reviewing marina pontoon specifications.
Several of today's senior underwriters trained in his box. Among them is Imogen Pryce, who was his deputy on the coastal property account before leaving the market to join a mutual insurer in 2016.
Hollis chairs the Exchange's Marine Committee and is a past president of the Aldgate Underwriting Institute. He has warned repeatedly that marina operators under-insure floating infrastructure and that named-storm deductibles are poorly understood by smaller clients.
Outside the market, he sails a restored oyster smack out of Port Ellory.
"""),

dict(id="cv-38", style="underwriting guidelines", title="NCM Underwriting Guidelines — HomeShield household range", text="""
NCM Personal Lines — Underwriting Guidelines: HomeShield range (version 4, March 2023)
Owner: Chief Underwriting Officer
1. Products. Two wordings are available: HomeShield 2 (HS2) and HomeShield 2 Plus (HS2P). Intermediaries must record the customer's choice and send any change request to NCM before the effective date.
2. Flood rating. Every address is assigned a flood band from A (negligible) to E (severe) using the postcode flood model.
| Band | Acceptance | HS2P available? | Flood loading |
| --- | --- | --- | --- |
| A | Accept | Yes | nil |
| B | Accept | Yes | 5% |
| C | Accept | Yes | 15% |
| D | Accept | Yes, with flood survey if buildings sum insured exceeds £350,000 | 40% |
| E | Refer to Household Underwriting Manager | No | individual |
3. Sums insured. Maximum buildings sum insured without referral: £1,000,000.
4. Unoccupied homes. Refer any proposal where the home will be unoccupied for more than 30 days at inception.
5. Previous claims. Two or more flood claims in five years: refer.
6. Upgrades. Where an intermediary requests an upgrade from HS2 to HS2P for a Band D address, the upgrade is not effective until a new schedule is issued.
"""),

dict(id="cv-39", style="complaint letter", title="Complaint letter — Saltmarsh Quay Marina to its broker", text="""
Saltmarsh Quay Marina Ltd
Harbour Office, Saltmarsh Quay, Port Ellory
14 May 2024
To: Marine Claims Team, Pennant Ashby Brokers
Dear Sirs
Our claim P4417-MR-2024-118 — Storm Cressida
I write as managing director of Saltmarsh Quay Marina to complain, in the strongest terms, about the progress of our claim for damage caused by Storm Cressida on 2 February 2024.
The storm tore Pontoon B from its piles and drove it into the fuel berth. Thirty-one berth holders have had nowhere to moor for more than three months. We notified the claim through you on 3 February. The loss adjuster visited on 9 February and again on 20 March, and we have provided every document requested.
We have still received no payment on account. We have been told that the syndicate is "considering the named-storm deductible", a term that nobody explained to us when we bought the policy. We are now losing berthing income and facing claims from our own customers.
I ask that you press underwriters for (1) an interim payment within 14 days, (2) a written explanation of how the deductible is calculated and (3) a date by which the claim will be settled.
If this is not resolved I shall refer the matter to the ombudsman and to the Exchange.
Yours faithfully
Noor Haddane
Managing Director
"""),

dict(id="cv-40", style="loss adjuster report", title="Loss Adjuster Report No. 2 — Saltmarsh Quay Marina, Storm Cressida", text="""
Brightwater Adjusting — Report No. 2
Claim reference: P4417-MR-2024-118
Insured: Saltmarsh Quay Marina Ltd
Insurer: Syndicate 4417, via Pennant Ashby Brokers
Event: Storm Cressida, 2 February 2024
Adjuster: Gideon Farrant, Major Loss Lead
Date: 3 June 2024
1. Damage. Pontoon B (48 berths) broke free from four of its six piles in gusts exceeding 80 knots and struck the fuel berth. Pontoon B is a total loss. The fuel berth walkway and two piles require replacement. Pontoons A and C suffered minor damage to fingers and cleats.
2. Quantum. We have agreed the following figures with the insured's consultant:
| Item | Agreed |
| --- | --- |
| Pontoon B replacement | £1,720,000 |
| Piles and fuel berth | £415,000 |
| Pontoons A and C repairs | £96,000 |
| Debris removal | £129,000 |
| Total | £2,360,000 |
3. Deductible. The policy carries a named-windstorm deductible expressed as a percentage of the pontoon sum insured, which we have applied in accordance with the schedule. We recommend an immediate interim payment.
4. Loss of berthing income is not covered; the policy has no business interruption section.
5. Delay. Our first visit was made by a colleague; I took over the file on joining the firm in March and apologise for the time taken to agree quantum.
Gideon Farrant
"""),

dict(id="cv-41", style="schedule of cover (table)", title="Marina Package Schedule — Saltmarsh Quay Marina Ltd, P4417-MAR-3390", text="""
Syndicate 4417 — Marina Package Schedule
Policy: P4417-MAR-3390
Insured: Saltmarsh Quay Marina Ltd, Harbour Office, Saltmarsh Quay, Port Ellory
Period: 1 October 2023 to 30 September 2024
Broker: Pennant Ashby Brokers
| Section | Sum insured or limit | Deductible |
| --- | --- | --- |
| Pontoons A, B and C and piles | £4,800,000 | Named windstorm: 5% of sum insured; other perils £25,000 |
| Harbour office and workshop | £1,150,000 | £5,000 |
| Fuel berth and equipment | £600,000 | Named windstorm: 5% of sum insured; other perils £10,000 |
| Marina operator's liability | £10,000,000 | £2,500 |
| Pollution clean-up | £1,000,000 | £10,000 |
Named windstorm: a storm named by the Coastal Weather Office.
Conditions: annual pile inspection by a chartered engineer; pontoon anchor chains to be checked after every gale warning; fuel berth to be closed when a named windstorm warning is in force.
"""),

dict(id="cv-42", style="catastrophe model report", title="Tidewell Analytics Event Report TW-EV-2402 — Storm Cressida", text="""
Tidewell Analytics — Event Response Report
Report: TW-EV-2402 | Event: Storm Cressida | Issued: 16 February 2024
Summary
Storm Cressida was a fast-moving windstorm that crossed the southern coast on 2 February 2024. Unlike Storm Bellamy, rainfall totals were modest and river flooding was limited. The peak recorded gust was 88 knots at Skerrow Point; gusts above 75 knots were recorded along the Port Ellory waterfront for about three hours.
Market reference
The Aldgate Underwriting Exchange has assigned catastrophe code AUX-CAT-2403 to the event. Our estimate is intended to support syndicate event returns made under that code.
Industry loss estimate
Insured property loss: £520m to £720m, central estimate £620m.
| Line | Share of central estimate |
| --- | --- |
| Residential roofs and fences | 46% |
| Commercial property | 31% |
| Marine and marinas | 14% |
| Motor and other | 9% |
Observations
Marinas suffered disproportionate damage because many floating pontoons were designed for lower wind loads. Floating infrastructure is frequently under-insured, and percentage-based named-windstorm deductibles produce large retained losses for operators.
Clients with coastal exposure should review pontoon valuations before the next storm season.
"""),

dict(id="cv-43", style="ombudsman decision", title="Ombudsman Final Decision POS-24-05172 — Mrs E Harlow and Meridane Insurance plc", text="""
Policyholder Ombudsman Service — Final Decision
Case reference: POS-24-05172
Complainant: Mrs Edith Harlow
Respondent: Meridane Insurance plc (policy originally issued by Halberd Finch Assurance)
Ombudsman: Conrad Ilsley
Date: 2 September 2024
The complaint
Mrs Harlow's bungalow in Port Ellory lost roof tiles and a chimney stack in Storm Cressida. Her Hearthsafe Home policy, written by Halberd Finch Assurance, had transferred to Meridane on 1 March 2024. Meridane declined the claim, saying the roof was in poor condition and the damage was caused by wear and tear rather than the storm.
Findings
The storm conditions are well documented; gusts in Port Ellory exceeded 75 knots. The insurer's surveyor did not identify any specific defect, and photographs from a 2022 survey show the roof in reasonable condition. I am not persuaded that wear and tear was the dominant cause of the damage.
I also note that Mrs Harlow received three letters in February 2024 bearing two different company names and did not know whom to contact. That confusion, while understandable during a merger, added to her distress.
Putting things right
Meridane should settle the claim under the remaining terms of the policy, add interest at 8% a year from the date of the decline, and pay £400 for distress and inconvenience.
My final decision
I uphold the complaint.
"""),

dict(id="cv-44", style="board minutes", title="Meridane Insurance plc — Board Minutes, 10 April 2024", text="""
Meridane Insurance plc — Minutes of the Board
Date: 10 April 2024, Orrin House, Harrowgate
Present: Celia Marchbank (Chair), Garrick Holm (Group Chief Executive), Anya Rosco (Chief Financial Officer), five non-executive directors
In attendance: General Counsel; Company Secretary
1. Integration. The Chief Executive reported that 86,000 Halberd Finch policies had migrated to Meridane systems. Customer letters had caused some confusion; a clarifying letter would be issued.
2. Litigation. The General Counsel briefed the Board on claim MER-CP-55102, a commercial fire claim declined under the previous company's hot works condition. Trial was listed for June. Counsel's view was that the prospects of defending the claim were no better than even. The Board noted the litigation reserve and agreed that settlement talks should be explored before trial.
3. Finance. Ms Rosco presented the first-quarter results of the combined group and the integration cost budget of £38m.
4. Reinsurance. The Board noted that the group's property catastrophe programmes would be consolidated at the January 2025 renewal.
5. Complaints. Complaint volumes to the POS had doubled since the merger, mainly relating to transferred household business and Storm Cressida.
6. Brand. The Board approved the removal of the Tessaly and Halberd Finch brands from all customer documents by 30 June 2024.
"""),

dict(id="cv-45", style="annual report excerpt", title="Stellmark Reinsurance SE — Annual Report 2023 (review of business, extract)", text="""
Stellmark Reinsurance SE — Annual Report 2023
Review of business (extract)
Property catastrophe. 2023 was an active year for catastrophe losses in our core markets. The largest event for Stellmark was Storm Bellamy in November, for which we recorded a net loss of £61m after retrocession, mainly arising from our lead and following lines on regional and mutual insurers' excess of loss programmes. Losses were concentrated on lower layers, which had been priced for a one-in-five to one-in-eight-year return period.
We paid our share of the largest Bellamy recoveries within 30 days of receiving proofs of loss, and in several cases made payments on account before year end.
Pricing response. At the 1 January 2024 renewals, rates on line for lower catastrophe layers rose by an average of 21%, while upper layers were broadly stable. We increased our lead positions on programmes where we have long relationships.
Cyber. Our cyber book, written mainly as quota share alongside Aldgate syndicates, grew by 34% to £188m of gross premium. We remain cautious on systemic risk and require war and infrastructure exclusions on all treaties.
Claims. Our claims function will be strengthened in 2024 with the appointment of a new Head of Claims.
Combined ratio: 94.7% (2022: 91.2%).
Gross written premium: £2.9bn.
"""),
]
