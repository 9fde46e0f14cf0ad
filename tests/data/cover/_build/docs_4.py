# Documents cv-46 .. cv-60 (regulator vacancy, talks, cyber market, returns, notices, newsletters)

DOCS = [
dict(id="cv-46", style="job announcement", title="ICA Careers — Senior Associate, General Insurance Enforcement", text="""
ICA Careers — Senior Associate, General Insurance Enforcement
Location: Tannery Wharf, Harrowgate (hybrid, at least two days a week in the office)
Salary: £71,000 to £84,000 plus pension
Closing date: 14 November 2024
About the team
Our General Insurance Enforcement team investigates firms and individuals whose conduct causes harm to insurance customers. Recent cases include penalties against intermediaries that failed to pass customer instructions to insurers, and against insurers that mishandled catastrophe claims.
The role
You will report to Lucian Ashgrove, Head of Enforcement, and lead investigations from scoping to settlement. You will interview witnesses, analyse claims and sales data, draft warning and final notices, and present cases to the decision-making committee.
About you
- Experience of regulatory investigations, litigation or insurance claims.
- Ability to turn large volumes of evidence into clear findings.
- Sound judgment about when to settle and when to contest.
We welcome applications from people with insurance industry backgrounds, including loss adjusters, claims handlers and compliance professionals.
How to apply
Apply through the ICA careers portal quoting reference ENF-24-31. Interviews will take place in early December.
"""),

dict(id="cv-47", style="conference talk abstract", title="Aldgate Catastrophe Symposium 2024 — 'Rivers remember'", text="""
Aldgate Catastrophe Symposium 2024 — Day 2, Flood Session
Title: Rivers remember: re-calibrating inland flood models after Storm Bellamy
Speaker: Ruth Okafor-Lyle, Chief Modeller, Tidewell Analytics
Abstract
Storm Bellamy produced the highest River Calder levels on record, yet most vendor flood models, including our own, had placed the affected streets in moderate rather than high hazard zones. In this talk Dr Okafor-Lyle explains why. Decades of upstream development, silted channels and a defence upgrade that changed where water goes when the defences overtop combined to make the valley's historical record a poor guide to its future.
She will show how Tidewell re-calibrated its inland flood component using post-event surveys of more than 2,000 homes, adjuster-recorded water depths and satellite imagery, and what the new model implies for insurers' flood rating bands and for the pricing of lower catastrophe layers.
The session will close with a discussion of how far event response estimates issued within two weeks of a storm can be trusted, and how reserving actuaries should blend them with their own claims data.
Speaker biography
Ruth Okafor-Lyle leads model development at Tidewell Analytics. She holds a doctorate in hydrology and previously worked for the national river authority.
Session chair: Morwenna Teague, Syndicate 2290.
"""),

dict(id="cv-48", style="actuarial memo", title="Actuarial Memo — KPIL cyber portfolio, first half 2024", text="""
To: KPIL Reserving Committee
From: Milo Eskers, Head of Actuarial
Date: 19 July 2024
Subject: Cyber portfolio — first-half 2024 loss ratio and large-loss review
1. Summary. The gross incurred loss ratio for the first half of 2024 is 71%, compared with 58% in the plan. Net of the quota share the ratio is 69%.
2. Large losses. Three ransomware claims exceed £1m incurred. The largest, KP-CL-24-0093 (a logistics insured, January 2024), stands at £4.9m gross, mostly business interruption and restoration costs. The other two are a dental group (£1.6m) and a regional law firm (£1.2m).
3. Frequency. Notified claims rose 18% year on year. Most notifications now involve stolen credentials rather than software vulnerabilities.
4. IBNR. I recommend increasing IBNR by £2.1m to reflect late-notified data breach liabilities, which typically emerge 9 to 18 months after an incident.
5. Reinsurance. Recoveries from the quota share reduce the large losses by 40%; no claim has yet approached the treaty event limit. One reinsurer has disputed its share of the largest loss.
6. Recommendation. Approve the revised IBNR and re-price supplier-access questions in the proposal form for the CyberSecure range.
"""),

dict(id="cv-49", style="market bulletin", title="AUX Market Bulletin Y-2024-15 — state-backed cyber attack exclusion", text="""
Aldgate Underwriting Exchange — Market Bulletin
Reference: Y-2024-15
Date: 4 March 2024
To: All managing agents writing cyber business
Subject: Mandatory state-backed cyber attack exclusion
1. From 1 July 2024 every cyber policy and cyber reinsurance contract written by a syndicate must include a state-backed cyber attack exclusion approved by the Exchange.
2. The Exchange has published clause AUX-CW-3 as an approved model. Managing agents may use other clauses only if the Exchange confirms that they meet the minimum standards in the annex.
3. Clause AUX-CW-3 excludes loss arising from war and from state-backed cyber operations that have a major detrimental impact on the functioning of a state, while preserving cover for incidental effects on insureds outside the affected state.
4. Managing agents must be able to show how they will attribute an attack to a state, including reliance on government attribution statements.
5. Insurers that cede business to syndicates should expect reinsurers to require equivalent wording in underlying policies.
6. Queries to the Market Oversight Team.
"""),

dict(id="cv-50", style="arbitration award summary", title="Arbitration award summary — Kestrel Point Insurance v reinsurers led by Syndicate 7031", text="""
Summary of Arbitration Award (published with the consent of the parties)
Parties: Kestrel Point Insurance Ltd (claimant) and the reinsurers led by Syndicate 7031 (respondents)
Tribunal: Sir Bram Ellacott (chair), Oriel Hask, Tobias Wren
Seat: Harrowgate
Award date: 30 September 2024
Dispute
The respondents declined to pay their share of a ransomware loss suffered by a logistics insured in January 2024. They argued that the insurer should have declined the claim because a subcontractor's account lacked multi-factor authentication, in breach of the original policy's security condition, so that the cession was not a loss properly payable under the original policy.
Decision
The tribunal held that the follow-the-settlements clause bound the reinsurers to the insurer's decision to pay, provided that the decision was made honestly and in a proper and businesslike way. The insurer had taken legal advice, considered the forensic evidence and reached a reasonable view that the condition applied to the insured's own users only. The respondents must pay their share with interest.
Costs follow the event.
Comment
The award is the first published decision on cyber follow-the-settlements under treaties placed at the Exchange. It does not name the original insured.
"""),

dict(id="cv-51", style="press release", title="Kestrel Point press release — Nightjar ransomware and CyberSecure changes", text="""
Kestrel Point Insurance Ltd ("KPIL") — News
Harrowgate, 7 March 2024
KPIL supports clients through Nightjar ransomware wave and updates CyberSecure for small businesses
KPIL said today that it had handled eleven claims in the first two months of 2024 arising from the Nightjar ransomware family, including an attack on Dunmore Logistics that disrupted deliveries for about a week. In every case KPIL's panel responders were on site or connected remotely within four hours.
"Most of these attacks started with a password that belonged to someone outside the client's own staff," said Ines Calloway, Head of Cyber Claims. "Suppliers are the soft underbelly of every network we see."
From 1 April 2024 the CyberSecure policy for businesses with turnover up to £20m will include a free supplier-access review, a business interruption waiting period of 12 hours and a ransom sub-limit of £250,000. Larger clients remain on CyberSecure Pro, whose terms are unchanged.
KPIL writes cyber insurance for more than 6,000 businesses. Its policies are reinsured on a quota share basis with syndicates at the Aldgate Underwriting Exchange and with continental reinsurers.
Ends
"""),

dict(id="cv-52", style="trade magazine interview", title="The Exchange Review — Five minutes with Morwenna Teague", text="""
The Exchange Review — Five minutes with Morwenna Teague
Morwenna Teague became active underwriter of Syndicate 2290 at Corriden Managing Agency in 2021. We asked her about fire risk, excess layers and life after a big merger.
You came to the Exchange from an insurance company. Why?
I spent twelve years at Halberd Finch, most recently running their mid-market property book. When I moved, I wanted to write larger risks with a smaller team. Excess layers suit that.
Halberd Finch Assurance has since disappeared into a merger. Any feelings?
Nostalgia, mostly. The people I trained are now at Meridane and we still trade with them.
What keeps you awake at night?
Food manufacturers. Ovens, fryers, insulated panels, flour dust. And contractors on roofs with torches. A decent hot work permit system is the first thing I ask for.
Has a claim ever tested your guidelines?
One did last year: a depot fire where the primary insurer argued the fire watch had been cut short. Our layer was not touched in the end, but it showed how much can turn on a signature on a permit.
What is your advice for brokers?
Send me a survey, not a brochure. And tell me about the contractors, not just the building.
"""),

dict(id="cv-53", style="event chronology", title="Coastal Weather Office — Storm Bellamy chronology", text="""
Coastal Weather Office — Storm Bellamy: event chronology
Bellamy was the second storm named by the Coastal Weather Office in the 2023–24 season.
- 11 November 2023: Low pressure identified over the western ocean; named Bellamy at 09:00.
- 12 November: Amber wind warning issued for the west coast, including Port Ellory.
- 13 November: Amber rainfall warning for the upper Calder catchment; red warning for wind issued at 21:00.
- 14 November, 18:00: Landfall near Skerrow Point. Coastal surge of 0.8 metres above predicted tide at Port Ellory.
- 14 November, 23:30: Peak gusts recorded on the Port Ellory harbour wall.
- 15 November, 02:00 to 06:00: River Calder overtops defences at Calder Reach and Millbeck; evacuation centres opened.
- 15 November, 14:00: Storm centre clears the north-east coast; wind warnings downgraded.
- 16 November: River levels peak downstream at Wyndmere; flood warnings remain in place.
- 18 November: All warnings lifted.
Rainfall totals: 142 millimetres at Calder Head over 36 hours, the highest two-day total on record.
Power outages affected 96,000 homes at the peak.
Note: wind speeds are recorded by the Office's own network and may differ from those used by commercial catastrophe models.
"""),

dict(id="cv-54", style="syndicate event return (table)", title="Syndicate 4417 — Catastrophe Event Return, position at 30 June 2024 (extract)", text="""
Pellmont Managing Agency — Syndicate 4417
Catastrophe event return to the Market Data Unit — position at 30 June 2024 (extract)
Prepared by: Syndicate Finance
| Code | Event | Business | Contract or claim | Gross incurred |
| --- | --- | --- | --- | --- |
| AUX-CAT-2318 | Storm Bellamy | Inwards catastrophe XoL | QH-23-NCM-CAT (10% line, layers 1 and 2) | £10,000,000 |
| AUX-CAT-2318 | Storm Bellamy | Direct coastal property | various | £3,250,000 |
| AUX-CAT-2318 | Storm Bellamy | Inwards catastrophe XoL | other regional programmes | £4,400,000 |
| AUX-CAT-2403 | Storm Cressida | Direct marina | P4417-MR-2024-118 | £2,120,000 |
| AUX-CAT-2403 | Storm Cressida | Direct marina | other marinas (5 claims) | £1,140,000 |
| AUX-CAT-2403 | Storm Cressida | Direct coastal property | various | £870,000 |
Notes
1. Gross incurred includes paid and outstanding amounts.
2. The Bellamy inwards figure for the Northcastle programme represents the syndicate's full line on both layers; no further movement is expected.
3. Named-windstorm deductibles have been applied to marina claims where the policy so provides.
4. Figures are before reinsurance recoveries.
"""),

dict(id="cv-55", style="conference call notes", title="Call notes — QH-23-NCM-CAT Storm Bellamy recovery call", text="""
Quillon Hart Re — Note of conference call
Date: 24 January 2024
Subject: QH-23-NCM-CAT — Storm Bellamy (AUX-CAT-2318) proof of loss and recoveries
Attendees: Northcastle Mutual (Chief Actuary; reinsurance accountant); Quillon Hart Re (claims broker, account executive); lead reinsurer claims team; Syndicate 4417 claims, also speaking for the other following markets
1. NCM presented its claims listing: 9,812 claims, gross incurred £139.6m, projected ultimate £148m. The hours clause was applied from landfall on 14 November; all claims fall within one 72-hour period.
2. The lead accepted the aggregation and agreed that Layers 1 and 2 are exhausted on the projected ultimate, giving total recoveries of £100m.
3. Payments on account already received: £35m from the lead and following markets before year end.
4. The lead confirmed it would pay its 25% share of the balance within 30 days of the cash call.
5. Syndicate 4417 confirmed its 10% line on both layers and agreed to pay on the lead's agreement, under the claims agreement provisions.
6. Reinstatement premiums for both layers will be deducted from recoveries.
7. Actions: NCM to issue a cash call for the balance; broker to circulate a revised collection note.
"""),

dict(id="cv-56", style="internal compliance memo", title="NCM internal memo — oversight of Farrow Lisle & Co", text="""
Northcastle Mutual — Internal memorandum (Conduct Risk)
To: Board Risk Committee
From: Gwen Aske, Head of Conduct Risk
Date: 7 October 2024
Subject: Farrow Lisle & Co — review of lost upgrade requests following Final Notice FN-2024-027
1. Background. In December 2023 the Board asked for a review of our oversight of Farrow Lisle. The ICA has since published Final Notice FN-2024-027 against the firm, and we have now completed our own review.
2. Findings. Farrow Lisle supplied an extract of its unmonitored outbox. It contained 212 requests intended for NCM, of which 174 were upgrades from HomeShield 2 to HomeShield 2 Plus. None had reached us. One example is request FL-UP-3307, raised in April 2023 for a Calder Reach customer whose home later flooded in Storm Bellamy; that customer's complaint has been decided by the ombudsman.
3. Remediation. We will treat every affected customer who made a flood claim as though the upgrade had taken effect, and refund the difference in excess and any accommodation costs above the standard limit. Of the 212 customers, 61 have made claims since their request was raised. Estimated cost: £83,500.
4. Oversight. Farrow Lisle's authority to bind NCM business has been suspended pending an independent audit. Monthly reconciliations of change requests will be mandatory for all intermediaries from January 2025.
5. Recommendation. The Committee is asked to note the review and approve the remediation budget.
"""),

dict(id="cv-57", style="renewal invitation", title="Renewal invitation — HomeShield, Mr D. Pryce, 2024", text="""
Northcastle Mutual — Your renewal invitation
Mr D. Pryce, 17 Millrace Lane, Calder Reach
Date: 1 April 2024
Dear Mr Pryce,
Your home cover renews on 1 May 2024. We have taken into account the repairs still under way at your home following Storm Bellamy.
As agreed with our Customer Relations team, from renewal your cover will be issued on our HomeShield 2 Plus wording (HS2P-0323). Your new policy number will be NCM-HS2P-104552, replacing policy NCM-HS2-104552.
| Item | Renewal terms |
| --- | --- |
| Buildings sum insured | £402,000 |
| Contents sum insured | £62,000 |
| Flood rating band | Band D |
| Flood excess | as stated in your wording |
| Annual premium | £1,684.90 |
Why has my premium gone up? Your premium reflects the upgraded product, your recent flood claim and updated flood modelling for the Calder valley.
Your intermediary: your policy will now be administered directly by Northcastle Mutual. You do not need to do anything to renew; your direct debit will continue.
Flood survey: because your buildings sum insured is above our survey threshold and your address is in Band D, we will arrange a flood survey once repairs are complete.
If you have any questions, please call our household team.
"""),

dict(id="cv-58", style="market directory (table)", title="The Exchange Review Directory 2024 — loss adjusting firms (extract)", text="""
The Exchange Review Directory 2024 — Loss adjusters (extract)
Entries are supplied by the firms themselves and have not been independently verified. Firms are listed alphabetically within each section.
| Firm | Specialisms | Head office | Senior contact | Founded |
| --- | --- | --- | --- | --- |
| Brightwater Adjusting Ltd | Household, flood, marine, marinas | Port Ellory | Tamsin Rook | 2001 |
| Cairnfield Loss Services | Commercial fire, business interruption, food and drink | Dunhallow | Fenwick Tarrant | 1998 |
| Larchmont Surveying and Adjusting | Subsidence, structural engineering | Wyndmere | Petr Halasz | 2015 |
| Mossgate Claims Partners | Motor, liability, fraud investigation | Harrowgate | Aled Penhallow | 2010 |
| Quarrybank Adjusters | Agriculture, rural estates | Millbeck | Jenna Stroud | 1987 |
Listing criteria: firms must employ at least ten qualified adjusters and hold professional indemnity cover of £5m or more.
Other sections of the directory cover brokers, managing agents, forensic investigators and claims lawyers. Corrections for the 2025 edition should be sent to the directory editor before the end of October.
"""),

dict(id="cv-59", style="reinsurance cash call notice", title="Cash Call CC-24-0107 — Storm Bellamy, QH-23-NCM-CAT", text="""
Northcastle Mutual — Reinsurance Cash Call
Cash call reference: CC-24-0107
Date: 29 January 2024
To: Reinsurers subscribing to QH-23-NCM-CAT, via Quillon Hart Re
Event: Storm Bellamy, 14 to 16 November 2023
Contract: Property Catastrophe Excess of Loss, Layers 1 and 2, period 1 January 2023 to 31 December 2023
| Item | Amount |
| --- | --- |
| Gross ultimate loss (projected) | £148,000,000 |
| Retention | £20,000,000 |
| Layer 1 recovery | £40,000,000 |
| Layer 2 recovery | £60,000,000 |
| Less payments on account | £35,000,000 |
| Less reinstatement premiums | £11,780,000 |
| Balance now due (100%) | £53,220,000 |
Each reinsurer is requested to pay its proportionate share of the balance within 30 days, in accordance with the cash loss clause. Supporting proofs of loss were presented on the call of 24 January 2024.
Payment should be made to the Northcastle Mutual reinsurance collection account, quoting CC-24-0107.
Signed: Reinsurance Accountant, Northcastle Mutual
"""),

dict(id="cv-60", style="staff newsletter", title="Brightwater Tidings — staff newsletter, spring 2024", text="""
Brightwater Adjusting — Tidings, staff newsletter, spring 2024
Farewell to Saskia
After eleven years, Saskia Vellacott has left us for the reinsurance world. Saskia led our coastal and flood major loss team through Storm Bellamy, when the team handled more than 1,400 instructions in six weeks. Colleagues will remember her moisture-mapping kit, her early-morning briefings and her refusal to let a report leave the office with a spelling mistake. We wish her every success.
Welcome to Gideon
Gideon Farrant joined us in March as our new Major Loss Lead, Coastal and Flood Property, after a competitive search. Gideon spent nine years at Cairnfield Loss Services, where he specialised in commercial fire and business interruption, before deciding to return to his first love, marine and marina claims. He has already picked up several Storm Cressida files.
Cressida update
The team has now handled 620 Cressida instructions. Our thanks to everyone who volunteered for weekend visits.
Surge training
Places are available on the April surge-deployment course. Speak to Tamsin Rook.
Charity
The Port Ellory office raised £3,150 for the flood-relief charity that Saskia chairs, in her honour.
"""),
]
