# Documents cv-01 .. cv-15 (household product, Storm Bellamy, merger, catastrophe cluster)

DOCS = [
dict(id="cv-01", style="policy wording", title="HomeShield 2 — Policy Wording HS2-0323", text="""
Northcastle Mutual — HomeShield 2 — Policy Wording HS2-0323
This wording applies to home policies issued or renewed by NCM on or after 1 March 2023 where your schedule names HomeShield 2. Words defined in Section 1 have the same meaning wherever they appear.
1. Definitions
1.1 Storm: a period of violent weather with wind gusts of at least 48 knots, or rainfall of at least 25 millimetres in one hour, or hail or snow heavy enough to damage hard surfaces.
1.2 Flood: water escaping from, or overflowing, the normal boundaries of a river, stream, lake or the sea, or surface water run-off.
1.3 Unoccupied: not lived in by you or your family for more than 45 consecutive days.
2. What is covered
2.1 Loss of or damage to your buildings and contents caused by fire, storm, flood, escape of water, theft and subsidence, subject to the exclusions in Section 8.
3. Accidental damage is not covered under this wording.
4. Excesses
4.1 The standard excess is £250 for each claim.
4.2 Subsidence excess: £1,000.
4.3 Flood excess: £1,000 for each claim, which replaces the standard excess.
5. Escape of water
5.1 Escape of water excess: £500.
6. Alternative accommodation
6.1 If your home cannot be lived in following an insured event we will pay reasonable costs of comparable accommodation for you, your family and your pets.
6.2 Our limit is £25,000 for any one claim.
7. Legal expenses cover is not part of this wording. It is included only in the enhanced product.
8. General exclusions and conditions
8.1 We will not pay for wear and tear or gradual deterioration.
8.4 Unoccupancy: cover for escape of water, theft and malicious damage ends once your home has been unoccupied for 45 days.
9. Complaints
9.1 If you are unhappy with our final response, you may refer your complaint to the POS within six months of the date of our final response letter.
"""),

dict(id="cv-02", style="policy wording", title="HomeShield 2 Plus — Policy Wording HS2P-0323", text="""
Northcastle Mutual — HomeShield 2 Plus — Policy Wording HS2P-0323
HomeShield 2 Plus is our enhanced home product. It applies only where your schedule names HomeShield 2 Plus; it should not be confused with the standard HomeShield 2 wording, which has higher excesses and narrower limits.
1. Definitions
1.1 Storm and Flood have the same meanings as in the standard wording: wind gusts of at least 48 knots, rainfall of at least 25 millimetres in one hour, or water overflowing the normal boundaries of any watercourse or the sea.
1.3 Unoccupied: not lived in by you or your family for more than 90 consecutive days.
2. What is covered
2.1 Loss of or damage to your buildings and contents caused by fire, storm, flood, escape of water, theft, subsidence and accidental damage.
4. Excesses
4.1 The standard excess is £100 for each claim.
4.3 Flood excess: £350 for each claim.
5. Escape of water
5.1 Escape of water excess: £250.
6. Alternative accommodation
6.2 Our limit is £60,000 for any one claim, including storage of contents and kennel fees.
7. Legal expenses
7.1 We will pay up to £100,000 for legal costs in disputes about your home, your employment or a personal injury. This section is administered by Copperlane Legal Assistance; call the helpline before instructing a solicitor.
8. Conditions
8.4 Unoccupancy: cover for escape of water, theft and malicious damage ends once your home has been unoccupied for 90 days.
8.6 Flood resilience: where we pay a flood claim we may contribute up to £5,000 towards flood-resilient repairs such as raised sockets and tiled floors.
9. Complaints
9.1 You may refer an unresolved complaint to the POS.
"""),

dict(id="cv-03", style="schedule of cover (table)", title="Schedule of Cover — Policy NCM-HS2-104552", text="""
Northcastle Mutual — Household Schedule of Cover
This schedule forms part of your policy and must be read together with the wording named below. It replaces any schedule issued to you before.
| Item | Detail |
| --- | --- |
| Policy number | NCM-HS2-104552 |
| Policyholder | Mr Declan Pryce |
| Risk address | 17 Millrace Lane, Calder Reach |
| Wording | HomeShield 2 (HS2-0323) |
| Period of insurance | 1 May 2023 to 30 April 2024 |
| Buildings sum insured | £385,000 |
| Contents sum insured | £62,000 |
| Flood rating band | Band D |
| Annual premium | £1,146.20 |
| Payment method | Monthly direct debit |
| Insurance intermediary | Farrow Lisle & Co |
| Endorsements | None |
Please check these details carefully. If anything is wrong, or if you asked for a different product from the one named above, tell your intermediary or call us within 14 days of receiving this schedule. Cover is provided only on the terms of the wording named in this schedule.
"""),

dict(id="cv-04", style="claims file notes", title="Claims File Notes — NCM-HC-88213", text="""
Northcastle Mutual Household Claims — file notes
Claim: NCM-HC-88213 | Policy: NCM-HS2-104552 | Event code: CAT-23-07 (Storm Bellamy)
Handler: Rhys Tolland (RT)
16/11/2023 RT: First notification by phone. Insured reports river water entered the ground floor overnight on 15 November. Family staying with relatives. Advised to photograph damage and keep receipts.
17/11/2023 RT: Desk triage indicates flood depth above skirting height. Appointed Brightwater Adjusting; their reference BWA/23/6614. Emergency drying authorised.
24/11/2023 RT: Adjuster's preliminary advice received. Reserve raised in line with recommendation. Alternative accommodation approved subject to wording limit.
29/11/2023 RT: Interim payment of £8,000 issued for contents.
12/01/2024 RT: Insured queried the £1,000 flood excess. Explained that the schedule shows the standard wording, not the enhanced product. Insured says he upgraded through his intermediary last spring; no upgrade request on our system.
19/01/2024 RT: Emailed intermediary asking for evidence of the upgrade request. No response yet.
03/02/2024 RT: Written complaint received, logged as CMP-24-0192 and passed to Customer Relations.
14/03/2024 RT: Alternative accommodation limit nearly exhausted; escalated to team leader for a decision on discretionary extension.
"""),

dict(id="cv-05", style="loss adjuster report", title="Loss Adjuster Report BWA/23/6614 — 17 Millrace Lane", text="""
Brightwater Adjusting — Preliminary and Final Report
Our reference: BWA/23/6614
Insurer: Northcastle Mutual, household claims
Insured: Mr D. Pryce
Risk address: 17 Millrace Lane, Calder Reach
Date of loss: 15 November 2023 (Storm Bellamy)
Adjuster: Saskia Vellacott
1. Circumstances. The River Calder overtopped its eastern bank in the early hours and water entered the property through the rear patio doors and air bricks. The insured and his two children left at around 03:00.
2. Inspection. We attended on 21 November 2023. The tide mark inside the lounge was 0.6 metres above floor level. Gypsum plaster, kitchen units, the oak floor and the boiler were saturated. Upstairs rooms were unaffected.
3. Cover. Flood is an insured peril. The schedule names the standard wording and the flood excess of that wording applies. The insured disputes which product he holds; we have not commented on that matter, which is for the insurer.
4. Drying. Dryfast Restoration installed dehumidifiers on 23 November. We expect the property to be dry by mid-January.
5. Reserve. We recommend a reserve of £71,500, made up of building repairs £48,300, contents £19,200 and alternative accommodation £4,000 to date.
6. Alternative accommodation. The property is uninhabitable. We estimate 14 weeks in a rented cottage nearby.
7. Recovery. No recovery prospects; the flooding was a natural event.
Saskia Vellacott, Major Loss Lead, Brightwater Adjusting
"""),

dict(id="cv-06", style="ombudsman decision", title="Ombudsman Final Decision POS-24-03318 — Mr D Pryce and Northcastle Mutual", text="""
Policyholder Ombudsman Service ("POS") — Final Decision
Case reference: POS-24-03318
Complainant: Mr D Pryce
Respondent: Northcastle Mutual
Ombudsman: Mirela Stoyan
Date: 18 June 2024
The complaint
Mr Pryce's home flooded during Storm Bellamy. His insurer deducted a £1,000 flood excess. He says he had asked his broker to upgrade him to the enhanced product, which carries a lower flood excess and a higher limit for alternative accommodation. He complained to the insurer on 3 February 2024 (its reference CMP-24-0192) and was not satisfied with its final response.
What I have decided and why
I have seen an email from the broker to Mr Pryce, sent in the spring of 2023, confirming that the upgrade would be arranged. The insurer has shown that it never received the request. On balance, I find the broker failed to pass on Mr Pryce's instructions. That failure is not the insurer's fault, and the broker is a separate firm which is the subject of its own complaint.
However, once the insurer knew of the dispute it kept Mr Pryce waiting more than four months without a clear answer, and it let his accommodation limit run out without warning him.
Putting things right
Northcastle Mutual should pay Mr Pryce £750 for the distress and inconvenience caused by its handling, and should extend alternative accommodation cover by a further eight weeks at its own cost. I make no finding that the lower excess applies under this policy.
My final decision
I uphold this complaint in part. Mr Pryce must tell us by 16 July 2024 whether he accepts this decision.
"""),

dict(id="cv-07", style="complaint letter", title="Complaint letter — Declan Pryce to Northcastle Mutual", text="""
Declan Pryce
17 Millrace Lane
Calder Reach
2 February 2024
Customer Relations, Northcastle Mutual, Harrowgate
Dear Sir or Madam,
Formal complaint — claim NCM-HC-88213
I am writing to complain about how my flood claim has been handled since Storm Bellamy flooded my ground floor on 15 November.
First, the excess. You have deducted £1,000 from my settlement as a flood excess. Last April I asked my broker, Oona Ferreday at Farrow Lisle, to move me onto the Plus version of your home policy, precisely because my house sits close to the river, and she confirmed in writing that this had been done. I paid what she asked. I expected an excess of a few hundred pounds, not a thousand.
Second, the delay. I raised the excess with your handler on 12 January and was told someone would look into it. Three weeks later I have heard nothing.
Third, my accommodation. My children and I are in a rented cottage and I now hear that the limit for this may run out in March, while the builders say the house will not be habitable until May.
I would like you to apply the lower excess, confirm in writing which policy I actually hold, and guarantee that we will not be made homeless part-way through the repairs.
If I do not receive a satisfactory answer within eight weeks I will take this to the ombudsman.
Yours faithfully,
Declan Pryce
"""),

dict(id="cv-08", style="staff biography", title="Staff profile — Imogen Pryce, Chief Underwriting Officer", text="""
Imogen Pryce — Chief Underwriting Officer, Northcastle Mutual
Imogen Pryce leads underwriting across NCM's household and small-commercial portfolios. She chairs the Reinsurance Committee, which sets the mutual's catastrophe appetite and signs off the annual reinsurance purchase before it goes to the Board.
She joined Northcastle in 2016 after eight years in the Aldgate market, where she wrote coastal property and marine liability on a syndicate line. She trained under a veteran marine underwriter whose advice — "price the tide, not the weather" — she still quotes to new recruits.
At NCM she introduced flood rating bands A to E for home business and led the 2023 relaunch of the HomeShield range, including the separate HomeShield 2 and HomeShield 2 Plus wordings. She has spoken publicly about the need for clearer product names so that customers know exactly which cover they hold.
Imogen grew up in Wyndmere and studied mathematics at the University of Harrowgate. She is a Fellow of the Aldgate Underwriting Institute and mentors on the Institute's graduate scheme.
In her spare time she runs half-marathons and restores old barometers.
"""),

dict(id="cv-09", style="press release", title="Press release — Tessaly General and Halberd Finch complete merger", text="""
FOR IMMEDIATE RELEASE — Harrowgate, 1 March 2024
Tessaly General and Halberd Finch complete merger; combined group renamed Meridane Insurance plc
Tessaly General Insurance ("TGI") today completed its merger with Halberd Finch Assurance Ltd. With effect from today TGI has changed its name to Meridane Insurance plc, and the business of Halberd Finch Assurance will transfer into it under the scheme approved by the regulator.
The combined company writes around £1.3bn of gross premium across commercial property, motor and household insurance, and serves more than 900,000 customers.
Garrick Holm, formerly chief executive of TGI, becomes Group Chief Executive. Celia Marchbank, who chaired Halberd Finch Assurance, becomes Chair of the new board.
"Two proud names become one," said Mr Holm. "Customers will see the Meridane name on their documents from today, but their cover, their policy numbers and the people who help them will not change overnight."
Existing TGI policies, including commercial combined policies with TG-CC references, continue on their current terms until renewal. Halberd Finch household customers will be written to individually about the transfer.
The group's registered office is Orrin House, 4 Quayside Row, Harrowgate.
Ends
Notes to editors: Meridane is pronounced MERR-i-dane. High-resolution images of the new brand are available from the press office.
"""),

dict(id="cv-10", style="regulator decision notice", title="ICA Decision Notice DN-2024-011 — transfer of Halberd Finch Assurance business", text="""
Insurance Conduct Authority ("ICA") — Decision Notice
Reference: DN-2024-011
Date: 23 February 2024
Subject: Transfer of the general insurance business of Halberd Finch Assurance Ltd to Tessaly General Insurance, to be renamed Meridane Insurance plc
1. The ICA has considered the application for approval of an insurance business transfer scheme under which the whole of the general insurance business of Halberd Finch Assurance Ltd will be transferred to the transferee.
2. The scheme covers approximately 86,000 in-force policies, principally household and small-business motor, together with all outstanding claims.
3. The independent expert appointed to report on the scheme was Lowell Strand of Brackwater Actuarial. His report concluded that no group of policyholders would be materially adversely affected and that the security of benefits for transferring policyholders would improve.
4. The ICA notes that the transferee will change its name on the effective date. Policyholders should receive documents in the new name within 30 days.
5. Transferring household policyholders will retain access to the POS for complaints relating to events before the transfer.
6. The ICA approves the scheme with effect from 1 March 2024, subject to the transferee notifying the ICA of all complaints arising from the transfer for twelve months.
Signed: Maren Oduya, Director of Authorisations
"""),

dict(id="cv-11", style="annual report excerpt", title="Northcastle Mutual Annual Report 2023 — Chief Executive's review (extract)", text="""
Northcastle Mutual ("NCM") — Annual Report and Accounts 2023
Chief Executive's review (extract)
2023 was a year in which our members needed us more than ever. Storm Bellamy, which struck on 14 and 15 November, was the largest single event in the mutual's 140-year history. We received more than 9,000 household claims within six weeks, most of them from river flooding in the Calder valley and wind damage around Port Ellory.
Our gross loss from the storm is estimated at £148m. After recoveries under our catastrophe reinsurance programme the net cost to the mutual is £48m. Both layers of the programme responded in full, and I thank our reinsurers for their swift payments on account. The loss did exceed the top of our protection, and the Board has since bought additional cover for 2024.
The underwriting result was a loss, with a combined ratio of 103.4%, but investment income and our strong capital position mean that our solvency coverage remains at 171%.
We continued to modernise our products. The relaunched HomeShield range offers a clear choice between the standard and Plus wordings. Following Bellamy we have also reviewed how our intermediaries pass on customer instructions, and we are tightening our oversight of delegated sales.
We ended the year with 412,000 policies in force and a retention rate of 87%.
Alistair Mabery
Chief Executive
"""),

dict(id="cv-12", style="reinsurance treaty slip", title="Reinsurance Slip — NCM Property Catastrophe Excess of Loss 2024", text="""
Type: Property Catastrophe Excess of Loss Reinsurance
Reference: QH-24-NCM-CAT
Reinsured: Northcastle Mutual, Harrowgate
Broker: Quillon Hart Re
Period: 12 months at 1 January 2024, both days inclusive, losses occurring
Expiring programme: QH-23-NCM-CAT
Territory: Home territory including offshore islands
Class: Household and small-commercial property, net of other inwards protections
Layer 1: £40,000,000 excess of £20,000,000 each and every loss occurrence
Layer 2: £60,000,000 excess of £60,000,000 each and every loss occurrence
Layer 3: £80,000,000 excess of £120,000,000 each and every loss occurrence
Reinstatements: Layers 1 and 2 one at 100% additional premium; Layer 3 nil
Hours clause: 72 hours for storm, flood and named windstorm; 168 hours for earthquake
Rate on line: Layer 1 19.4%; Layer 2 9.8%; Layer 3 5.1%
Premium payable: quarterly in advance
Lead reinsurer: Stellmark Reinsurance SE, 25% of each layer
Following markets: as per signing schedule
Claims agreement: lead reinsurer alone for claims under £2,000,000; lead and Syndicate 4417 jointly above that amount
Conditions: Aldgate Reinsurance Wording 2022; sanctions clause; cyber exclusion AUX-CW-3
Subjectivities: receipt of full Bellamy claims listing by 31 January 2024
Information: as presented by the broker in the renewal submission dated 20 November 2023
"""),

dict(id="cv-13", style="catastrophe model report", title="Tidewell Analytics Event Report TW-EV-2311 — Storm Bellamy", text="""
Tidewell Analytics — Event Response Report
Report: TW-EV-2311 | Event: Storm Bellamy | Issued: 29 November 2023 | Lead author: Ruth Okafor-Lyle
Summary
Storm Bellamy made landfall on the west coast late on 14 November 2023 and tracked north-east over the following 30 hours. The strongest observed gust was 81 knots at the Port Ellory harbour wall. Prolonged rainfall over the upper Calder catchment caused the River Calder to reach its highest level since records began, overtopping defences at Calder Reach and Millbeck.
Industry loss estimate
We estimate insured market losses to property of £1.1bn to £1.4bn, with a central estimate of £1.25bn. Roughly 60% of the loss arises from inland flooding, 35% from wind and 5% from coastal surge.
| Component | Central estimate |
| --- | --- |
| Inland flood | £750m |
| Wind | £437m |
| Coastal surge | £63m |
Method
The estimate combines our gridded flood footprint with observed gust fields and our industry exposure database as at 1 October 2023. Flood losses are highly sensitive to the assumed performance of flood defences and to contents valuations.
Uncertainty
The principal uncertainty is the duration of alternative accommodation, which we expect to be longer than in previous events because of a shortage of rental property in the Calder valley.
Clients should not rely on this estimate for reserving without adjusting it for their own portfolio.
"""),

dict(id="cv-14", style="broker email", title="Email — Quillon Hart Re to Northcastle: 2024 catastrophe renewal", text="""
From: Bartholomew Quaine, Managing Director, Quillon Hart Re
To: Imogen Pryce, Chief Underwriting Officer, Northcastle Mutual
Cc: Edwin Sallow
Date: 11 December 2023
Subject: QH-24-NCM-CAT — where the market has landed
Imogen,
Following our call on Friday, here is a summary of where we are on the 2024 renewal:
- Layer 1 is the pinch point. After Bellamy every reinsurer on the panel has a loss on the expiring first layer and they are asking for rate rises of 20 to 25%. I think we can close at about plus 22%.
- Layer 2 is flat to slightly down; there is plenty of appetite above £60m.
- The new top layer you discussed at your board is achievable. I already have indications for around 60% of it.
- The current lead has confirmed it will stay at 25% on all layers and will set terms. The two following syndicates are holding their lines.
- Markets want the 72-hour clause retained for storm and flood, and a full Bellamy claims listing by the end of January.
We should firm order by 19 December so that the slip can be signed before the holidays. Could you let me have your Reinsurance Committee's sign-off by then?
Best,
Bart
Bartholomew Quaine | Quillon Hart Re | 9 Lantern Court, Harrowgate
"""),

dict(id="cv-15", style="market bulletin", title="AUX Market Bulletin Y-2023-41 — Storm Bellamy catastrophe code", text="""
Aldgate Underwriting Exchange ("AUX") — Market Bulletin
Reference: Y-2023-41
Date: 17 November 2023
To: All managing agents and active underwriters
Subject: Storm Bellamy — catastrophe code and loss reporting
1. The Exchange has assigned catastrophe code AUX-CAT-2318 to Storm Bellamy (14 to 16 November 2023).
2. Managing agents must use AUX-CAT-2318 when recording all claims, reserves and reinsurance recoveries arising from the event, including losses on inwards treaty business.
3. Each syndicate should submit its first estimate of gross and net losses to the Market Data Unit by 8 December 2023, using the standard event return. Estimates must distinguish direct property, inwards reinsurance and marine.
4. Syndicates with net losses above 10% of their stamp capacity must also notify their relationship manager by telephone.
5. Claims arising from rising river water that begins within 72 hours of the storm's landfall may be coded to the event; later losses require Exchange approval.
6. Queries should be addressed to the Market Data Unit.
Issued by: Head of Market Data, Aldgate Underwriting Exchange
"""),
]
