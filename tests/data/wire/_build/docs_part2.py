# -*- coding: utf-8 -*-
"""Documents wr-31 .. wr-60 of the Kestrava telecoms corpus. All prose invented."""

DOCS_PART2 = [

("wr-31", "Ombudsman decision letter, case TO-2022-0417", r"""
Office of the Telecommunications Ombudsman (OTO)
3rd Floor, Mercer Building, 22 Quay Street, Port Ossery

Our reference: TO-2022-0417
Date: 19 August 2022

Mrs Hester Blaney
4 Mill Lane
Little Faddon

Dear Mrs Blaney,

Your complaint about Veyra Communications

Thank you for your patience while we looked into your complaint. I am writing to tell you our final decision.

You told us that on the morning of 14 March 2022 your husband fell at home and you tried three times to call 115 from your mobile, which has been with the same provider since 2014 and is now on a Veyra plan. None of the calls connected. A neighbour eventually made the call from her landline. Happily your husband recovered, but you were very distressed. When you complained to Veyra, it offered you the same LK 25 bill credit it gave every affected customer, and said it could not do more.

We have considered Veyra's response and the information it has published about the outage. In our view a standard credit does not reflect the impact on customers who could not reach the emergency services at a critical moment. We have therefore decided that Veyra must, within 28 days:
1. pay you LK 180 as a goodwill payment, in addition to the LK 25 credit already applied;
2. refund your line rental for March 2022 (LK 32.50); and
3. write to you with a personal apology.

Veyra has accepted our decision. If you accept it too, please sign and return the enclosed form. If you do not accept it, you remain free to pursue the matter through the courts.

You also asked when your village will get faster broadband. I'm afraid that is outside our remit, but I understand the Ministry's rural programme includes Little Faddon, and the programme office should be able to give you a date.

Yours sincerely,

Martin Quennell
Case Officer
"""),

("wr-32", "CRC penalty notice EN-2022/07: Veyra Communications", r"""
CRC
NOTICE OF PENALTY UNDER SECTION 72 OF THE TELECOMMUNICATIONS ACT 2007
Reference: EN-2022/07
Issued to: Veyra Communications Ltd, Tessaline House, 40 Harbour Road, Halvenmouth
Date: 18 November 2022

1. Finding
The CRC has determined that on 14 March 2022 Veyra Communications Ltd contravened General Condition 3.1 (network integrity and availability) and General Condition 4.2 (uninterrupted access to emergency organisations) of its general authorisation.

2. Penalty
The CRC imposes a penalty of LK 4.6 million, payable within twenty working days of the date of this notice.

3. Reasons
In setting the penalty the CRC has taken into account:
(a) the duration and national extent of the failure, which affected approximately 1.4 million customers for more than nine hours;
(b) the serious harm caused by the failure of a large number of calls to 115;
(c) weaknesses in change control, including the absence of testing and of independent review before a change to live core routing;
(d) the dependence of the operator's recovery tools on the network that had failed.

4. Mitigation
The CRC has reduced the penalty by 15% to reflect Veyra's prompt notification on the day, its publication of a PIR, its voluntary credit to customers and its cooperation with the investigation.

5. Direction
Veyra shall commission an independent audit of its core change-management and resilience arrangements and provide the auditor's report to the CRC by 30 June 2023.

6. Appeal
Veyra may appeal against this notice to the TAT within one month.

Signed
Tobias Renwick-Adair
Chair, for and on behalf of the CRC
"""),

("wr-33", "Kestel Communications plc v CRC [2021] TAT 3", r"""
IN THE TELECOMMUNICATIONS APPEALS TRIBUNAL (TAT)
Neutral citation: [2021] TAT 3
Case No. TAT/2020/06

BETWEEN
KESTEL COMMUNICATIONS PLC, Appellant
and
THE CRC, Respondent
and
VEYRA COMMUNICATIONS LTD, Intervener

Before: Margarethe Olumide-Sands (President); Dr Colm Weatherby; Yusra Tenneby
Hearing: 14-16 June 2021. Judgment handed down: 9 September 2021

JUDGMENT OF THE TRIBUNAL

1. This is an appeal under section 88 of the Telecommunications Act 2007 against Determination D-2020/02, by which the Respondent resolved a dispute between the Appellant and the Intervener about interconnection capacity at the points of interconnection in Port Ossery. We refer to the Appellant as Kestel and to the Intervener as Veyra.

2. Kestel advances three grounds: (1) the Respondent had no power, in resolving a dispute, to require Kestel to build new capacity rather than allocate existing capacity; (2) the number of ports directed was not supported by evidence; and (3) the compliance period in paragraph 5.3 of the Determination was unreasonably short.

3. Ground 1. Section 51 empowers the Respondent to make any direction "necessary to secure fair and reasonable interconnection". A direction that an operator supply ports it has not yet installed falls squarely within that power. Ground 1 fails.

4. Ground 2. The Respondent relied on Veyra's traffic forecasts, adjusted downwards by its own analysts, and on evidence that Veyra's calls were being blocked at busy hours. We are not persuaded that it erred. Ground 2 fails.

5. Ground 3. Kestel's unchallenged evidence was that line cards for its interconnect routers had a supplier lead time of up to sixteen weeks in 2020. A period that could not be met by an operator acting diligently is not reasonable. Ground 3 succeeds. We substitute a period of 120 days from the date of the Determination.

6. The appeal is therefore allowed in part. Kestel shall pay 70% of the Respondent's costs; Veyra shall bear its own costs.

Margarethe Olumide-Sands
President
"""),

("wr-34", "CRC letter: Determination D-2020/02, direction to Kestel", r"""
CRC
Lanyard House, 9 Quay Street, Port Ossery

22 June 2020

Lionel Strand
Chief Executive
Kestel Communications plc
Fenwick House, Port Ossery

cc: Gideon Sallow, Chief Executive, Veyra Communications Ltd

Dear Mr Strand,

Determination D-2020/02: interconnection capacity at the Port Ossery points of interconnection

On 3 February 2020 Veyra referred to the CRC a dispute about the capacity of the points of interconnection (POIs) between your network and Veyra's at Fenwick House and Carding Street. A panel of the Commission, consisting of myself as Chair, Anselm Dray and Ruth Calloway, has considered the submissions of both parties and the traffic data supplied to us. The full determination, with our reasons, is enclosed. I draw your attention to the operative directions in section 5:

5.1 Kestel shall provision 40 additional 10G ports across the two Port Ossery POIs, split as Veyra requests, and make them available for interconnection traffic.
5.2 The ports shall be charged at the cost-oriented rates in Kestel's reference interconnection offer; no installation premium may be applied.
5.3 Kestel shall complete the work in 5.1 within 60 days of the date of this letter and confirm completion to the CRC in writing.
5.4 Until the ports are available, Kestel shall not apply call-gapping to traffic from Veyra's network except to protect network integrity, and shall report any such event within 24 hours.

The panel was concerned by evidence that a significant share of Veyra's calls to Kestel customers were blocked at busy hours throughout the second half of 2019.

You may appeal against this determination to the TAT within 30 days.

Yours sincerely,

Dr Imelda Varrow
Chair, on behalf of the panel
"""),

("wr-35", "NNP mobile and non-geographic number block register (extract)", r"""
CRC: NNP NUMBER BLOCK ALLOCATION REGISTER
Extract: mobile, short-code and non-geographic ranges
Register version 2023-02 (published 6 February 2023)

| Block | Number range | Service | Holder | Allocated | Status |
|---|---|---|---|---|---|
| 071 | 071 0000000 - 071 9999999 | Mobile | Kestel Communications plc | 2008-05-12 | Active |
| 074 0 | 074 0000000 - 074 0999999 | Mobile | Veyra Communications Ltd | 2010-11-15 | Active |
| 074 5 | 074 5000000 - 074 5999999 | Mobile | Veyra Communications Ltd | 2014-06-02 | Active |
| 076 2 | 076 2000000 - 076 2999999 | Mobile | Veyra Communications Ltd | 2020-02-17 | Active |
| 079 1 | 079 1000000 - 079 1999999 | Mobile (MVNO) | Lanternfish Mobile Ltd | 2018-04-09 | Active |
| 079 9 | 079 9000000 - 079 9999999 | Mobile | Corvane Wireless Ltd | 2012-11-20 | Withdrawn 2015-09-30 |
| 0800 1 | 0800 100000 - 0800 199999 | Freephone | Kestel Communications plc | 2008-05-12 | Active |
| 0870 3 | 0870 300000 - 0870 399999 | Non-geographic | Veyra Communications Ltd | 2012-01-09 | Active |
| 115 | - | Emergency services | National (reserved) | 2007-10-01 | Active |
| 0781 | 0781 00000000 - 0781 99999999 | M2M (proposed) | Reserved | - | Under consultation |

Notes
1. Holder names are shown as at the register date. Where a holder has changed its name, the allocation date shown is that of the original allocation.
2. Withdrawn blocks are quarantined for at least 24 months before re-allocation.
3. Block 071 and range 0800 1 were transferred from Kestravan Posts & Telecommunications on privatisation.
4. Applications for new blocks: numbering@crc.kv, using form NUM-1.
"""),

("wr-36", "CRC consultation CON-2022/05: numbers for machine-to-machine services", r"""
CRC CONSULTATION CON-2022/05
Review of the National Numbering Plan (NNP): a dedicated range for machine-to-machine services
Published: 12 September 2022. Closing date: 5 December 2022

1. Summary
1.1 The NNP sets out how telephone numbers in Kestrava are structured and who may use them. Mobile numbers currently begin 07 and are ten digits long.
1.2 Demand for numbers for connected devices (smart meters, alarms, vehicle trackers and sensors) is growing quickly. Operators told us they expect to need more than four million such numbers by 2027. Using ordinary mobile blocks for devices that never make voice calls wastes scarce ten-digit capacity.
1.3 We propose to open a new twelve-digit range, 0781, for machine-to-machine (M2M) use only, and to stop allocating ordinary mobile blocks for M2M purposes from 1 July 2023.

2. Current position
2.1 Of the 100 possible 07x blocks of one million numbers, 23 are allocated, and one block returned in 2015 becomes available again now that its quarantine period has ended. At current rates of demand, including M2M, the 07 range would be exhausted by about 2034.
2.2 Without M2M demand, we estimate that the 07 range would last beyond 2050.

3. Proposals
3.1 Create range 0781 (twelve digits) for M2M, allocated in blocks of ten million numbers.
3.2 Numbers in 0781 may not be used for person-to-person voice or SMS, and may not be ported to ordinary mobile ranges.
3.3 Existing M2M users of ordinary mobile numbers may continue until 2030.

4. Questions
Q1 Do you agree that a dedicated M2M range is needed?
Q2 Do you agree with twelve digits and the 0781 prefix?
Q3 Is a transition deadline of 2030 reasonable?
Q4 Are there other uses, such as emergency alarms for vulnerable people, that need special treatment?

5. How to respond
Send responses to numbering@crc.kv by 5 December 2022. We will publish non-confidential responses.
"""),

("wr-37", "Obituary: Harlan Voss, engineer and regulator", r"""
Harlan Voss, 1945-2023
Engineer who built the country's microwave backbone and became its first telecoms regulator

Harlan Voss, who has died aged 77, spent four decades making telephones work in Kestrava and then seven years telling the people who ran them what to do. Known to everyone as Harry, he was the first chair of the CRC, taking office on the day it was created in October 2007 and stepping down in September 2014.

He was born in Halvenmouth on 11 June 1945, the son of a lighthouse keeper and a schoolteacher, and joined Kestravan Posts & Telecommunications as an apprentice in 1967. His mentor there was Agnes Moberley, the formidable engineer behind the capital's first automatic exchange, who, he liked to say, "taught me that every relay has a temper and every engineer needs a notebook". He kept notebooks for the rest of his life.

In the 1970s and 1980s he led the teams that built the microwave trunk network across the Northern Uplands, hauling equipment up hillsides that had no roads. He became head of transmission in 1991 and stayed with KPT until 2006, turning down two offers to run the company. Colleagues said he was uninterested in titles and deeply interested in why things failed.

As chair of the regulator he was responsible for the first spectrum auction, the first number portability rules and a long, patient effort to persuade the incumbent that competitors were customers too. Critics thought him too close to the engineers; admirers said that was the point.

In retirement he restored valve radios, sang bass in the Halvenmouth Choral Society and wrote letters to newspapers about mobile coverage on the coast road.

His wife, Edda, whom he married in 1971, died in 2019. He is survived by their daughter, Maren, and two grandsons.

Harlan "Harry" Voss, engineer, born 11 June 1945; died 3 February 2023
"""),

("wr-38", "Backhaul Hour podcast, episode 88: Imelda Varrow", r"""
BACKHAUL HOUR, EPISODE 88
"Iron Imelda" on regulators, towers and life after the Commission
Host: Sunil Adebayo-Keane. Recorded 14 June 2023. Auto-generated transcript, lightly edited.

SUNIL: Welcome back to Backhaul Hour. My guest today chaired the CRC for seven years, and the trade press gave her a nickname she apparently hates. Dr Imelda Varrow, welcome.

IMELDA VARROW: Thank you. And yes, "Iron Imelda". I've never owned anything made of iron except a frying pan.

SUNIL: You left the Commission in March 2021. Since January 2022 you've been a non-executive director of Arcmast Towers. People will say: revolving door.

VARROW: People should say it, and then they should look at the rules. I waited nine months, which is longer than the cooling-off period required. I don't take part in anything at Arcmast that touches a decision I made as chair, and I don't lobby my former colleagues. Tower companies are regulated much more lightly than operators, which is part of why I felt able to do it.

SUNIL: Looking back, what are you proudest of?

VARROW: D-2017/04. The MTR determination. People forget how distorted the market was: the second network was paying the incumbent far more to complete calls than it cost to carry them. We set a glide path down to cost, the sky didn't fall, and prices for customers came down. That one decision did more for competition than any auction.

SUNIL: And regrets?

VARROW: Resilience. We treated outages as an operator's private misfortune for too long. I'd have liked general conditions with real teeth on core network resilience years earlier.

SUNIL: Last one. Towers: boring infrastructure or the future?

VARROW: Boring, which is why it's the future. Every village that gets a mast gets a choice of networks.

SUNIL: Imelda Varrow, thank you.
"""),

("wr-39", "Chat export: #field-ops-north, 22 May 2023", r"""
ARCMAST TOWERS: workspace chat export
Channel: #field-ops-north. Date: 22 May 2023

[07:12] jonah.f: morning all. AT-0977 again. compound gate cut, both battery strings gone. third time this year
[07:13] priya.s: which one, the Dunmarrow data park roof?
[07:13] jonah.f: no, Dunmorrow with an O. Church Field monopole. the one with the contractor's fibre hut on the compound
[07:14] priya.s: ugh. Kestel are anchor there, they'll be on the phone in 10 min
[07:15] ops-bot: INC-AT-23-0519 opened for AT-0977: mains present, battery autonomy 0 h, site at risk on next power cut
[07:16] dev.k: did they take the GPS tracker too?
[07:17] jonah.f: tracker wasn't fitted yet. on the list for June. naturally
[07:18] priya.s: police ref please, for the insurers
[07:22] jonah.f: KV-N-230522-114. I'll take the trailer genny from Greyhallow as a stopgap, ETA 50 min
[07:24] dev.k: cheers Jonah. is the fibre hut ok? the broadband people will want to know
[07:26] jonah.f: their hut's locked and untouched. they were only after our batteries
[08:31] jonah.f: genny connected, site stable. new batteries booked for Thursday
[08:33] jonah.f: also found a corrosion tag on the gate hinge
[08:34] priya.s: hinges aren't legs Jonah, nobody panic
[08:35] ops-bot: INC-AT-23-0519 updated: status MITIGATED
"""),

("wr-40", "Veyra Help Centre: moving from Tessaline", r"""
VEYRA HELP CENTRE > Broadband > Moving from Tessaline: your questions answered
Last updated: 14 October 2019

I was a Tessaline broadband customer. Do I need to do anything?
No. Your service, speed and price carry on as before. Your account has been moved to Veyra automatically and your new account number is printed on your first Veyra bill.

What happens to my @tessaline.net.kv email address?
Your Tessaline email address will keep working until 31 March 2020. After that date, messages sent to it will be returned to the sender. We recommend you set up a free @veyra.kv address, or use another email provider, and tell your contacts. Our migration tool copies your messages, contacts and calendar in one go.

Will my router change?
Not unless it is more than five years old. We will contact customers with older routers during 2020 to arrange a free replacement.

Can I bundle my broadband with a Veyra mobile plan?
Yes, and you'll get 10% off both. Call 150 from a Veyra mobile or use the app.

Why do I have two account numbers?
If you take broadband and mobile from us, you'll have separate account numbers until our billing systems are combined in 2020.

My Tessaline engineer appointment was booked before the change. Is it still on?
Yes. Engineers may arrive in Tessaline-branded vans for a few more months.

How do I complain?
Contact us first through the app, by phone or in store. If we haven't resolved your complaint within eight weeks, or you're unhappy with our final response, you can take it to the OTO free of charge.
"""),

("wr-41", "Arcmast Colocation Ordering API v2 reference", r"""
# Arcmast Colocation Ordering API, v2

Base URL: https://api.arcmast.kv/colo/v2
Authentication: OAuth 2.0 client credentials. Scopes: colo.read, colo.write.
Rate limit: 120 requests per minute per client ID; HTTP 429 is returned when exceeded.

## Endpoints

| Method | Path | Purpose |
|---|---|---|
| GET | /sites/{siteId} | Structure type, height, available apertures and current loading band |
| GET | /sites?near=lat,lon&radiusKm= | Search sites by location |
| POST | /sites/{siteId}/applications | Submit a colocation application |
| GET | /applications/{applicationId} | Application status |
| POST | /applications/{applicationId}/accept | Accept an offer |

## Worked example

A tenant wants to add two 3.5 GHz active antenna units to site AT-0412:

    POST /colo/v2/sites/AT-0412/applications
    {
      "tenantRef": "VEY-RAN-2211",
      "equipment": [
        {"type": "AAU", "band": "n78", "weightKg": 47, "heightM": 38, "azimuthDeg": 120},
        {"type": "AAU", "band": "n78", "weightKg": 47, "heightM": 38, "azimuthDeg": 240}
      ],
      "powerKw": 3.2
    }

Response 202 Accepted:

    {"applicationId": "APP-23-00871", "status": "STRUCTURAL_REVIEW", "slaBusinessDays": 20}

## Status values

RECEIVED -> STRUCTURAL_REVIEW -> OFFER_ISSUED -> ACCEPTED -> BUILD -> LIVE. An application may move to REJECTED from any state before ACCEPTED.

## Errors

- 404 SITE_NOT_FOUND: unknown site ID.
- 409 SITE_LOAD_HOLD: the site is on a loading hold following a survey; no new applications can be accepted until the hold is lifted.
- 422 INVALID_EQUIPMENT: unsupported equipment type or missing field.

Support: colo-api@arcmast.kv (business days, 08:00-18:00).
"""),

("wr-42", "Halvenmouth Courier, 20 August 2004: 'Sea cable comes ashore at Trestle Bay'", r"""
THE HALVENMOUTH COURIER. Friday 20 August 2004. Page 7

SEA CABLE COMES ASHORE AT TRESTLE BAY
Crowds on the dunes watch "the thread to the world" land
By our Coastal Correspondent

Several hundred people gathered on the dunes at Trestle Bay yesterday afternoon to watch the shore end of Selkie-1, the country's first fibre-optic cable under the sea, being winched up the beach from the cable ship Northern Lantern, anchored a mile offshore.

The cable, a joint project of Kestravan Posts & Telecommunications and the Dravenian carrier Dravtel, will run 1,380 kilometres under the West Sea to Kolvara. KPT says it will carry the country's internet and international telephone traffic "for a generation", replacing the satellite links and the ageing copper cable that currently serve the capital.

The landing was supervised by KPT's chief transmission engineer, Harlan Voss, a Halvenmouth man who began his career as an apprentice at the Quay Street exchange. Muddy to the knees, he told the Courier: "We have been planning this for four years and it comes down to six hours with a winch and a tide table. If the tide turns before we're done, we start again tomorrow."

A line of floats carried the cable the last few hundred metres to the beach, where it was pulled into a concrete manhole and on to a small station behind the dunes. Engineers will spend the next three weeks testing the system before it carries traffic in the autumn.

Local fishermen have been told to avoid the cable route, which will be marked on charts. "We'll lose a few nets, I expect," said one, who did not want to be named.

Mrs Jean Pardoe, 81, who remembers the first telephone arriving in the village, said: "Now the whole world can ring Trestle Bay. I'm not sure it'll want to."
"""),

("wr-43", "Repair completion report: Selkie-2 segment S1, February 2021", r"""
REPAIR COMPLETION REPORT
System: Selkie-2, Segment S1 (Kestravan shore end to branching unit)
Prepared for: SCC Management Committee
Maintenance authority: Northsound Marine Services, under the West Sea Maintenance Agreement
Repair vessel: CS Gannet Reach (Master: Captain Idris Mallory)
Report date: 19 February 2021

1. Fault
At 03:17 on 2 February 2021 line monitoring detected a shunt fault on Segment S1. Fault location by power-feed measurement and OTDR placed the fault at 37.2 km from the Kestravan shore end, in 64 m of water. AIS records show the bulk carrier Peregrine Star dragging anchor across the cable route during a storm between 02:40 and 03:30.

2. Traffic
Priority traffic was restored within 40 minutes by rerouting onto Selkie-1 and leased terrestrial capacity via Dravenia. Overall international capacity was reduced by approximately half for the duration of the repair.

3. Repair timeline
- 4 Feb: vessel mobilised from Kolvara with 12 km of spare cable
- 6 Feb: on station; weather standby 12 hours
- 7 Feb: first cable end recovered, tested and buoyed
- 8 Feb: second end recovered
- 11 Feb: final splice completed; repeater R3 tested good
- 12 Feb: post-repair burial by ROV to 1.5 m
- 13 Feb, 14:20: segment returned to service, 11 days after the fault

4. Materials
4.1 km of spare cable and two universal joints used.

5. Cost
Total repair cost LK 3.9 million, to be shared among the Parties in proportion to their Voting Interests. A claim against the owners of Peregrine Star is being prepared.

6. Recommendation
Ask the Hydrographic Office to extend the cable protection zone to 40 km offshore, and increase AIS monitoring during storms.

Signed: Captain Idris Mallory, Master; Aled Brenner, Repair Supervisor
"""),

("wr-44", "Five minutes with Rufus Tallant, Arcmast Towers", r"""
WIRE & MAST: FIVE MINUTES WITH... March 2022
Rufus Tallant, Chief Executive, Arcmast Towers

Six years after buying the incumbent's masts, Arcmast ("the mast men" to half the industry) is the country's largest tower company. Bettina Roe asked its boss what has changed.

Six years on, was it a good deal?
For us, yes. When we bought the portfolio the average site had 1.2 tenants. Now it's 1.64. Every extra tenant on an existing mast is nearly pure margin, and it means one less mast on a hillside.

Operators say your rents are too high.
Operators always say that. Our anchor rents were set in 2016 and rise by a fixed amount every year. Nobody has been surprised.

What about Arclight Towers? They're undercutting you in the south.
Arclight is a good little company with about forty masts. I hear they signed a master lease with Veyra last year at LK 17,900 per ground-based site; good luck to them at that price. Please don't confuse us with them; their postman does it every week. We're a different business at a different scale.

Biggest operational headache?
Theft. Batteries, copper earth straps, even fuel. The north is the worst: remote sites, long drive times. We're fitting GPS trackers to battery strings and it's starting to work.

And the rural programme?
It's been good for us. We're building masts for the fixed-wireless parts of the LVP and hosting contractors' huts on our compounds. Some of those villages will get fibre and a choice of mobile networks in the same year.

Did you lose people to the operators?
A few, and good ones. Our old operations team is all over the industry now. I take it as a compliment.

What's next?
Rooftops in Port Ossery for 3.5 GHz, and we'd like to buy more towers, if anybody is selling.
"""),

("wr-45", "Summary of key terms: Arcmast-Kestel master lease agreement", r"""
STRICTLY PRIVATE AND CONFIDENTIAL
SUMMARY OF KEY TERMS: MASTER LEASE AGREEMENT (MLA)
Parties: Arcmast Towers Ltd ("TowerCo") and Kestel Communications plc ("Anchor Tenant")
Executed: 30 September 2016, on completion of the sale of the Transferred Sites

Sites: all Transferred Sites listed in Schedule 1, plus any build-to-suit sites ordered under this MLA
Initial term: 15 years from the Effective Date
Renewal: two further terms of 5 years each at the Anchor Tenant's option, on 12 months' notice
Base rent (ground-based sites): LK 21,400 per site per year
Base rent (rooftop sites): LK 14,900 per site per year
Escalator: 2.5% per year, fixed, applied on each 1 October
Standard loading allowance: 3 antenna apertures, 2 microwave dishes up to 0.6 m, 1 equipment cabinet
Additional loading: priced at TowerCo's standard rate card, less 10%
Power: passed through at cost, metered per site
Build-to-suit: Anchor Tenant commits to order at least 150 new sites within 5 years, at the ground-based base rent
Churn allowance: Anchor Tenant may terminate up to 3% of sites in any year without penalty
Decommissioning: TowerCo responsible for structures; Anchor Tenant for its own equipment
Access: 24/7 for the Anchor Tenant's engineers; emergency access within 4 hours
Exclusivity: none; TowerCo may lease space to any operator, including the Anchor Tenant's competitors
Governing law: Kestrava; disputes by arbitration in Port Ossery

This summary is for information only and does not form part of the MLA. In case of conflict, the MLA prevails.
"""),

("wr-46", "Competition Board decision KCB/M/2015/09: Brightwave / Corvane spectrum", r"""
KESTRAVAN COMPETITION BOARD
MERGER CONTROL: DECISION NOTICE
Case: KCB/M/2015/09
Transaction: acquisition by Brightwave Mobile Ltd of spectrum licence CRC/SL/2012/05 and the customer base of Corvane Wireless Ltd
Notified: 12 June 2015. Decision: 24 August 2015. Outcome: cleared unconditionally

1. The parties
1.1 Brightwave Mobile Ltd ("Brightwave") is the second-largest mobile network operator in Kestrava.
1.2 Corvane Wireless Ltd ("Corvane") launched a mobile service in November 2012 and had approximately 61,000 subscribers at the date of notification. It has no network of its own outside the three largest towns and relies on national roaming elsewhere.

2. The transaction
2.1 Brightwave will acquire Corvane's spectrum licence and transfer Corvane's subscribers to its own network. The consideration is LK 22 million. Customers may port their numbers to any operator before completion; Corvane's unported numbers will then be returned to the regulator.
2.2 Corvane's chief executive, Felix Amadi-Rourke, told the Board that the company's shareholders would not fund further losses and that, absent the transaction, Corvane would close its network by the end of 2015.

3. Assessment
3.1 The Board has considered whether the transaction would substantially lessen competition. The relevant counterfactual is Corvane's exit, in which case its spectrum would return to the CRC and its customers would disperse, mostly to the two larger operators.
3.2 The addition of Corvane's spectrum would not take Brightwave's holdings above the spectrum cap applied by the CRC in 2012. The CRC has confirmed that it does not object, subject to a variation of the licence.
3.3 The Board concludes that the transaction is not expected to result in a substantial lessening of competition.

4. Decision
The Board clears the transaction unconditionally. The parties expect completion in September 2015.

Ingrid Selmer
Chair, Kestravan Competition Board
"""),

("wr-47", "Kestel Annual Report 2016: Chief Executive's review (extract)", r"""
KESTEL COMMUNICATIONS PLC: ANNUAL REPORT 2016
Chief Executive's review (extract)

2016 was the year Kestel stopped owning things it didn't need to own, and started investing harder in the things that make us different.

Towers
On 30 September we completed the sale of our passive tower portfolio to Arcmast Towers for LK 612 million. We remain the anchor tenant on every site under a long-term lease, and we keep full control of the radio equipment that our customers actually experience. The sale allowed us to reduce net debt from LK 1.64 billion at the end of 2015 to LK 1.09 billion at 31 December 2016, and to commit to our largest ever fibre programme. Ninety-six colleagues transferred to Arcmast. I thank them for many years of service, and I know they will look after our sites as carefully as ever.

International
In March we signed the construction and maintenance agreement for the Selkie-2 cable with our partners in the SCC. Kestel will hold 40% of the system, which is due to enter service in 2018.

Customers
Mobile customers grew to 3.1 million. Our "Old Kes, new tricks" campaign (yes, we have decided to embrace the nickname) helped us win back customers from Brightwave in the second half. Fibre-to-the-cabinet now reaches 71% of homes.

Outlook
In 2017 we will focus on fibre, on 4G coverage along the coast road, and on defending fair terms for interconnection, which are under challenge from our competitor.

Lionel Strand
Chief Executive
28 February 2017
"""),

("wr-48", "SOP VNC-SOP-014: change management for core network elements", r"""
VEYRA COMMUNICATIONS: STANDARD OPERATING PROCEDURE
VNC-SOP-014. Change management for core network elements
Version 1.2. Effective 1 July 2022. Owner: Head of Service Assurance. Review: annually

1. Purpose
This procedure sets the minimum controls for any change to core network elements. It implements action A1 of the PIR into the outage of 14 March 2022.

2. Scope
Core IP routers, packet core, IMS, subscriber databases (HSS/UDM), DNS, the out-of-band management network, and any element whose failure could affect more than 50,000 customers.

3. Risk classification
3.1 The Change Manager, not the submitter, sets the risk class.
3.2 Any change to routing policy, prefix-lists or BGP configuration is at least Medium risk, whatever its expected effect.
3.3 Changes to both members of a redundant pair in the same window are High risk.

4. Approval
4.1 Medium and High changes require approval by the Change Advisory Board (CAB), which meets on Tuesdays and Thursdays.
4.2 Every change requires peer review by a second qualified engineer, recorded in the change record.
4.3 Medium and High changes require lab validation on the same software release, or a written waiver from the Head of Core Engineering.

5. Implementation
5.1 Only one member of a redundant pair may be changed per window, with a soak period of at least 30 minutes before the second.
5.2 The implementer must confirm console or independent out-of-band access before starting.

6. Change freeze
No Medium or High changes to core elements may be made from 16:00 Friday to 08:00 Monday, on public holidays, or during national freeze periods published by the NOC.

7. Rollback
7.1 Every rollback plan must have been tested.
7.2 A rollback must not depend on the element being changed for access.

8. Records
Change records are kept for seven years and reviewed monthly by the Service Assurance team.
"""),

("wr-49", "Fibre & Field blog: 'Two years into the LVP: mud, rock and poles'", r"""
FIBRE & FIELD: an independent blog on Kestravan broadband
Two years into the LVP: mud, rock and poles
Tamsin Okafor. 9 October 2023. 7 min read

The three regional build contracts were signed almost two years ago. What strikes me now is how differently the three contractors have gone about the same job.

Kestell Civil Engineering (no relation to Old Kes, as their site boards now point out in large letters) had the hardest ground. In the Northern Uplands the standard approach, a 600 mm trench dug with a mini-digger, ran straight into granite. After a miserable first winter, Kestell applied for a contract variation, VO-03, approved in May, to switch most of its remaining build to rock-sawing: a diamond saw cuts a slot about 30 mm wide and 250 mm deep in the road surface, the duct goes in, and the slot is sealed the same day. It is faster, cheaper and, crucially, doesn't need a quarry's worth of reinstatement. Output has roughly doubled since.

Brightway Fibre has taken the opposite approach: wherever there are poles, it goes overhead. Aerial fibre on existing electricity and telephone poles means almost no digging at all, and Brightway's chief executive, Lorna Whitcombe, told me that more than 70% of its premises will be served from poles. The risk is storms, because aerial cable comes down with trees, but repairs are quick.

The third contractor has been quieter and, by most accounts, has the best relationship with the programme office. I'll write about them separately.

The programme as a whole is behind its original plan, but by less than the headlines suggest. Most of the slippage happened in the first year; the monthly run-rate now looks consistent with finishing by the end of 2026.

My view: the Ministry was right to let contractors choose their methods. The lesson of the rock-sawing story is that flexibility in a contract is worth more than an extra point on the price score.

Comments (14)
"""),

("wr-50", "Contract variation request VO-07", r"""
LVP PROGRAMME OFFICE: CONTRACT VARIATION REQUEST
VO reference: VO-07
Contractor: Harrowgate Duct & Cable Ltd
Contract reference: HDC-MDI-0031
Requested by: Owen Pryce-Harrow, Managing Director
Date submitted: 14 August 2023

1. Description of change
Change the delivery technology for 1,150 premises in and around Orlow Cross from fibre-to-the-premises to fixed wireless access (FWA), served from a new build-to-suit mast at Tansley Edge and from the existing Amberfold water tower node. FWA equipment to use 3.6-3.7 GHz spectrum under a local licence, subject to CRC approval.

2. Reason for change
The planned fibre route crosses the River Orle at two points. Consent for both crossings has been refused by the waterways authority, and the alternative route would add 19 km of duct. The estimated fibre cost for these premises exceeds the programme's per-premises cap by 140%.

3. Impact
- Cost: reduction of LK 2.3 million in contract value
- Programme: affected premises served seven months earlier than in the baseline plan
- Performance: minimum 100 Mbit/s download and 20 Mbit/s upload at the busy hour, against 1 Gbit/s for fibre

4. Contractor's declaration
I confirm that the information in this request is accurate.
Signed: O. Pryce-Harrow, 14 August 2023

5. Programme office assessment
Technical review: acceptable, subject to drive-test evidence from the first 200 connections.
Value for money: acceptable; reduction to be reflected in the next payment milestone.
Community engagement: parish meeting held 21 September 2023; no objections recorded.

6. Decision
Approved with conditions: (a) performance against the targets in section 3 to be reported monthly; (b) premises may request an upgrade to fibre if a viable route becomes available before 2030; (c) review after twelve months.

Signed for the Ministry: Niamh Castellane, Programme Director
Date: 2 October 2023
"""),

("wr-51", "Appeal decision APP/QB/22/118: Quillby Moor mast", r"""
Appeal Decision
Site visit made on 14 February 2023
by Gwendolyn Arkwright BA (Hons) MKPI
an Inspector appointed by the Minister for Housing and Planning
Decision date: 7 March 2023

Appeal Ref: APP/QB/22/118
Land at Quillby Moor, off Fell Road, Quillby
- The appeal is made by Arcmast Towers Ltd against the decision of Quillby District Council.
- The application, Ref QB/22/0456, dated 3 May 2022, was refused by notice dated 19 August 2022.
- The development proposed is the erection of a 35 m monopole telecommunications mast (operator reference AT-1502) with antennas, dishes, equipment cabinets and a fenced compound.

Decision
1. The appeal is allowed and planning permission is granted subject to the conditions in the attached schedule.

Main issues
2. The main issues are the effect of the proposal on the landscape character of Quillby Moor, and whether any harm is outweighed by the need for the development.

Reasons
3. The site lies on the lower eastern slope of the moor, close to an existing conifer shelterbelt. From Fell Road the mast would be seen against the trees rather than the skyline. From the public footpath on the summit it would be visible, but as a slim, dark structure at some distance, not unlike the electricity pylons that already cross the valley.
4. The appellant's evidence, which the Council did not dispute, is that several hundred premises in the valley below have no reliable mobile signal and no broadband above 10 Mbit/s. The mast would carry equipment for a mobile operator and for a fixed-wireless broadband service delivered under the government's rural programme.
5. I have considered the alternative sites examined by the appellant. Those closer to the village would be more prominent or could not serve the valley floor.
6. I conclude that the moderate harm to landscape character is clearly outweighed by the benefits.

Conditions (summary)
The mast and cabinets shall be finished in olive green (RAL 6003); the mast shall be removed within six months if it ceases to be used for telecommunications; there shall be no external lighting.

Gwendolyn Arkwright
INSPECTOR
"""),

("wr-52", "Opinion: 'They've sold the wires. Who keeps the lights on?'", r"""
PORT OSSERY EVENING STAR: OPINION. Wednesday 14 May 2008
They've sold the wires. Who keeps the lights on?
By Bram Hollis

For thirty-one years I carried a union card that said Posts & Telegraph Workers. On Monday the company I worked for stopped existing in the way I understood it. KPT is now Kestel, its shares are traded in Port Ossery, and the men and women who climbed its poles in sleet are, I am told, "colleagues in a customer-focused organisation".

I don't doubt that the new management means well. But let me make three predictions, and readers can hold me to them.

First: the villages will wait. A public operator ran a line to a hill farm because it was the right thing to do. A listed company will run it when the numbers work, and in the uplands the numbers never work. Within ten years somebody in government will have to invent a scheme, and spend public money, to connect the places Old Kes used to connect for nothing.

Second: they will sell the masts. Towers are the kind of asset bankers love: long leases, steady rent. I give it less than a decade before the masts on our hills belong to a company that has never made a phone call.

Third: when something big goes wrong, nobody will be in charge. KPT had one chain of command, from the Director-General to the lineman. The new world will have operators, regulators, contractors and tower owners, each with a contract saying the problem belongs to somebody else.

The government's golden share is meant to reassure us. It protects the backbone from foreign buyers. It does nothing for the woman on the coast road whose line has been crackling since Easter.

I hope I am wrong. I was a jointer, not an economist. But I have seen what happens when the people who own the network stop being the people who fix it.

Bram Hollis was general secretary of the Posts & Telegraph Workers' Union from 1994 to 2006.
"""),

("wr-53", "CRC Commission meeting 2022/11: agenda", r"""
CRC: COMMISSION MEETING No. 2022/11
Thursday 10 November 2022, 10:00. Board Room, Lanyard House, Port Ossery

Members: Tobias Renwick-Adair (Chair); Ruth Calloway; Anselm Dray; Oriel Fanshawe
Secretary to the Commission: Hugo Lambe
Quorum: three members

DECLARATIONS OF INTEREST
Commissioner Fanshawe has declared an interest in item 6 and will withdraw from the meeting for that item. No other declarations have been received.

AGENDA
1. Apologies for absence
2. Minutes of meeting 2022/10 and matters arising
3. Chair's report
4. Veyra Communications Ltd: network failure of 14 March 2022; proposed penalty and direction.
   Paper C-22-118*, presented by Owain Teague, Director of Enforcement. FOR DECISION
5. NNP: machine-to-machine range; summary of consultation responses to date.
   Paper C-22-119, presented by the Head of Numbering. FOR DISCUSSION
6. Kestel Communications plc: request to vary licence CRC/SL/2020/03 (3.5 GHz) to permit network sharing in rural areas.
   Paper C-22-120*, presented by the Head of Spectrum Licensing. FOR DECISION
7. 3600-3700 MHz: Ministry request for local licences for rural fixed-wireless access.
   Paper C-22-121. FOR DISCUSSION
8. Enforcement pipeline: quarterly report (Paper C-22-122*)
9. Any other business

* Restricted paper: not for publication until the Commission has made its decision.

Next meeting: Thursday 8 December 2022.
"""),

("wr-54", "Ministry announcement: new CRC chair and commissioner", r"""
MINISTRY OF DIGITAL INFRASTRUCTURE: PRESS OFFICE
News release, 11 March 2021
New leadership for the telecoms regulator

The Minister for Digital Infrastructure, Halima Orsett, today announced that Tobias Renwick-Adair will become Chair of the CRC on 1 April 2021, succeeding Dr Imelda Varrow, whose term ends on 31 March.

Mr Renwick-Adair has been the Ministry's Director of Spectrum Policy since 2016 and led the policy work behind last year's 700 MHz and 3.5 GHz award. He has also worked in satellite regulation in Dravenia.

The Minister has also appointed Oriel Fanshawe as a Commissioner for a term of five years from 1 April 2021. Ms Fanshawe was General Counsel of Kestel Communications plc from 2012 until February 2021, and before that practised competition law in Port Ossery. In line with the CRC's conflicts protocol she will not take part in decisions concerning her former employer for at least two years.

Commissioner Anselm Dray has been reappointed for a further three years.

The Minister said: "I want to thank Imelda Varrow for seven years of determined leadership. She leaves a more competitive market than the one she found. Tobias and Oriel bring deep knowledge of spectrum and of how the industry works from the inside, and the conflicts rules exist precisely so that knowledge can be used safely."

Notes to editors
1. The CRC was established on 1 October 2007 under the Telecommunications Act 2007.
2. Commissioners are appointed by the President on the advice of the Minister.
3. Dr Varrow was Chair from October 2014 to March 2021.
"""),

("wr-55", "Post by Tomasz Ebbing: 'New chapter'", r"""
Tomasz Ebbing
Senior Network Architect at Harrowgate Duct & Cable | Amberfold
Posted February 2023

New chapter!

After six years in core networks, first at Tessaline and then at Veyra after the merger, I've joined Harrowgate Duct & Cable as Senior Network Architect on its rural fibre and fixed-wireless build.

Going from a core that serves more than a million customers to connecting villages that have never had more than 2 Mbit/s is a big change of scale, but honestly it's the most exciting brief I've had.

2022 taught me more than any year of my career. About humility. About checklists. About why you never trust a rollback plan you haven't tested, and why "cosmetic" is the most dangerous word in a change record. I'm grateful to the colleagues who stood by me, and to everyone who turned a very bad day into a better way of working.

If you're a radio or IP engineer who wants to see the direct impact of your work on a community, we're hiring. Message me.

#RuralBroadband #Fibre #FixedWireless #NewJob

214 reactions | 31 comments

Marta Quennell, CTO at Veyra Communications:
Good luck Tomasz. They're lucky to have you.

Owen Pryce-Harrow, Managing Director at Harrowgate Duct & Cable:
Welcome aboard. First job: Orlow Cross!
"""),

("wr-56", "Minister's speech at the launch of the rural broadband programme, Amberfold", r"""
Speech by Halima Orsett, Minister for Digital Infrastructure
Launch of the Last Valley Programme (LVP), Amberfold Village Hall, 15 June 2021. As delivered.

Thank you, and thank you to the Amberfold Village Hall committee for the tea, which I'm told is compulsory.

I want to start with a number: sixty-two thousand. That is how many homes, farms and businesses in Kestrava still cannot get a broadband connection fast enough to run a video call, to fill in a tax return without shouting, or to let a child do homework online. Most of them are in places like this: the last valley before the hills, the end of the line.

When the old state operator was privatised, people were promised that the market would reach them. For most of the country, it did. For these sixty-two thousand, it didn't, and it never will without help. That's not a criticism of anyone. It's arithmetic.

So today we are launching the Last Valley Programme (LVP). The government will invest LK 340 million to bring gigabit-capable connections to every one of those premises by the end of 2026.

How will it work? We will divide the country into three regional lots and run a competition for each. We don't mind whether the answer is fibre in the ground, fibre on poles or, in the hardest places, fixed wireless from a mast, as long as it's fast, reliable and built to last. The winning contractors will build the networks and then open them to every retail provider on equal terms, so that people in Amberfold get the same choice as people in Port Ossery.

We'll appoint a programme director to run this like a business, and we will publish progress every month, village by village, so that you can hold us to account.

And I'll make one promise that isn't in the press release: when your village is connected, I'll come back and have another cup of that tea.

Thank you.
"""),

("wr-57", "West Sea cable systems: technical summary", r"""
WEST SEA CABLE SYSTEMS: TECHNICAL SUMMARY
Maintained by Northsound Marine Services for members of the West Sea Maintenance Agreement. Revision 2022-06

This summary lists key parameters of the submarine cable systems between Kestrava and Dravenia covered by the Maintenance Agreement. Landing arrangements and route position lists are held in each system's own documentation and are not reproduced here.

| Parameter | Selkie-1 | Selkie-2 |
|---|---|---|
| Owners | Kestel (successor to KPT); Dravtel | SCC (Kestel, Veyra, Dravtel) |
| Ready for service | 2004 | 18 October 2018 |
| Route length | 1,380 km | 1,420 km |
| Fibre pairs | 2 | 8 |
| Design capacity | 640 Gbit/s | 96 Tbit/s |
| Lit capacity (June 2022) | 400 Gbit/s | 18 Tbit/s |
| Repeaters | 19 | 21 |
| Branching units | none | 1 (spur reserved) |
| Supply contractor | Northline Cable Works | Halcyon Subsea Systems |
| Power feed | single-end | double-end |
| Planned end of service | 31 December 2022 | 2043 (design life) |

Notes
1. Design capacity is the maximum capacity achievable with the terminal equipment available at the time of design. Selkie-2 capacity can rise with future terminal upgrades.
2. Selkie-1 traffic will be migrated to Selkie-2 and terrestrial routes before end of service. Recovery of the disused cable will be planned separately.
3. For fault reporting, contact the Northsound Marine duty controller.
"""),

("wr-58", "Chronology: Kestravan Posts & Telecommunications, 1947-2008", r"""
KESTEL HERITAGE SOCIETY
A short chronology of Kestravan Posts & Telecommunications (KPT), 1947-2008

1947: KPT created as a state directorate, combining the postal service and the National Telephone Service.
1953: First long-distance trunk line between Port Ossery and Halvenmouth.
1962: Ossery Central, the capital's first automatic (crossbar) exchange, opens in November.
1967: KPT apprentice school opens at Quay Street; its first intake of forty includes many future senior engineers.
1971: Construction begins on the microwave trunk network linking the Northern Uplands.
1979: International direct dialling introduced from Port Ossery.
1983: Postal services separated into Kestravan Post; KPT keeps its historic name.
1988: KPT's first digital exchange opens at Halvenmouth.
1994: First lattice towers built for the analogue car-phone service, KesPhone.
1996: GSM mobile network launched as KPT Mobile.
1998: Last crossbar exchange, Ossery Central, decommissioned.
2001: Broadband (ADSL) launched in Port Ossery and Halvenmouth.
2004: Selkie-1 international submarine cable, built with Dravtel, enters service.
2007: Telecommunications Act; licensing and numbering pass to the new regulator.
2008: KPT privatised; Kestel Communications plc listed on 12 May.

The Society welcomes corrections and memories from former staff. Contact the archivist at Fenwick House.
"""),

("wr-59", "Auditor-General: the LVP at mid-point (extract)", r"""
AUDITOR-GENERAL OF KESTRAVA
Value for money report: Rural broadband, the LVP at mid-point
Report HC 2024/07. 14 March 2024

Summary (extract)
1. The LVP aims to bring gigabit-capable broadband to 62,000 rural premises by the end of 2026, at a cost to the public of LK 340 million. Three regional build contracts were awarded in November 2021.
2. At 31 December 2023, 19,620 premises had been connected, 32% of the target, against 36% planned. The shortfall is concentrated in one region and is largely explained by ground conditions.
3. Costs per premise vary significantly between lots (Figure 4). This reflects geography and technology choices more than contractor efficiency: the lowest-cost lot relies heavily on aerial fibre, while the highest-cost lot includes long river and valley crossings.

Figure 4: Contracted cost per premise by lot (at award)

| Lot | Region | Contract value (LK m) | Premises in scope | Cost per premise |
|---|---|---|---|---|
| 1 | Northern Uplands | 118.4 | 21,500 | LK 5,507 |
| 2 | Coastal Lowlands | 96.0 | 19,800 | LK 4,848 |
| 3 | Central Valleys | 125.6 | 20,700 | LK 6,068 |
| All | - | 340.0 | 62,000 | LK 5,484 |

Values exclude contract variations approved after award.

4. The programme office has approved nine contract variations to date, two of them substantial changes of technology. We found the variation process well documented, but the Ministry has not yet published the value-for-money test it applies.
5. The Ministry's monthly publication of connections by locality is good practice.

Recommendations
a. Publish the criteria used to approve contract variations.
b. Report cost per premise including variations from the next quarter.
c. Agree with the regulator how spectrum for rural fixed-wireless access will be licensed beyond 2026.
"""),

("wr-60", "Notice to Mariners No. 31 of 2024: cable recovery, Trestle Bay approaches", r"""
KESTRAVAN HYDROGRAPHIC OFFICE
NOTICE TO MARINERS No. 31 of 2024
WEST COAST: Trestle Bay approaches and West Sea. Submarine cable recovery operations

1. Between 3 June and 30 July 2024 the cable ship CS MARRAM LIGHT (call sign KVML) will recover the disused Selkie-1 submarine telecommunications cable between the Trestle Bay shore end and the median line with Dravenia.
2. Operations will start at the shore end. The vessel will display the lights and shapes prescribed for a vessel restricted in her ability to manoeuvre and will keep a continuous listening watch on VHF Channel 16.
3. Mariners are requested to give CS MARRAM LIGHT a wide berth and to keep at least 1 nautical mile clear. The guard vessel ALDER ROSE will be in attendance in the inshore section.
4. Fishing vessels are advised that exposed cable ends may be present on the seabed in the recovery area during operations. Report any fouling to the vessel on VHF.
5. The in-service Selkie-2 cable off Saltrey Point is NOT affected. The cable protection zone off Saltrey Point, within which anchoring and trawling are prohibited, remains in force as extended by Notice to Mariners No. 17 of 2021.
6. Charts affected: KHO 2210, KHO 2214. Cable symbols for Selkie-1 will be removed on completion.

Issued at Port Ossery, 22 May 2024
Chief Hydrographer
"""),
]
