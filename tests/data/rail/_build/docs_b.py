DOCS_B = [
("rail-21", "Letter to the editor: 'Leave Quayle End alone'",
"""Corranmouth Evening Post, letters page, 11 February 2020

Sir,

After last week's derailment I have heard it suggested, by people who ought to know better, that the station at Quayle End is "more trouble than it is worth" and should be shut. I must respond.

Quayle End has served the people of the bay without a break since Victorian times. It has never once closed its doors - not in the war, and not in the lean years when other country stations were swept away. Generations of my own family have caught the train there. To talk of closing it now, because of a problem with a set of points that is entirely the responsibility of those who maintain the track, is to punish passengers for the failings of contractors.

Let me be clear. Nobody I have spoken to blames the driver or the train. The issue is maintenance, and maintenance can be put right. I shall be asking at the next meeting of the county council's transport scrutiny panel for a full account from the track authority of when those points were last inspected, and why local people's complaints about rough running were apparently ignored.

Our coastal stations are not relics. They are lifelines for people without cars, and for the walkers who keep our cafes and guest houses open through the winter. I urge your readers to make their views known.

Yours faithfully,

Councillor Bertram Ouseley
Member for Quayle and Brindlecote Division, Corran County Council"""),

("rail-22", "Minutes of the CLR Board, 9 March 2017",
"""CORRAN & LESK RAILWAYS LTD - MINUTES OF A MEETING OF THE BOARD
Held at Fenwright House, Corranmouth, on 9 March 2017

Present: Celia Marwood (Managing Director, in the chair); Mira Castellane (Engineering Director); Farid Lessingham (Finance Director); Alys Brennock (Operations Director); two non-executive directors nominated by the parent group.
Apologies: none.

1. Minutes
The minutes of the previous meeting were approved as a correct record.

2. Fleet replacement
2.1 The Engineering Director presented the evaluation of the three bids received for new trains to replace the Class 518 fleet.
2.2 The evaluation panel recommended Varnhold Transit Systems (VTS) as preferred bidder for eight four-car bi-mode units, at a contract price of GBP 118.4m including spares and a ten-year technical support agreement.
2.3 The Finance Director confirmed that leasing arrangements had been agreed in principle with a lessor.
2.4 RESOLVED: that VTS be appointed preferred bidder and that the Managing Director be authorised to sign the contract, subject to final legal review.
2.5 The Managing Director will make a public announcement on 14 March. The manufacturer is not to be named publicly until the contract has been signed.

3. Wrayford Carriage Shed
3.1 The Operations Director reported that the shed roof was in poor condition. A review of options, including closure, will be brought to the Board in the autumn. No decision was taken.

4. Performance
4.1 Punctuality for period 11 was 89.2%. Cancellations on the Coast Line remained above target.

5. Any other business
5.1 The Board noted correspondence from Sallowby and District Council about its appeal.

The meeting closed at 16:40."""),

("rail-23", "CLR announces GBP 118m investment in new trains",
"""Press release - 14 March 2017

Corran & Lesk Railways (CLR) today announced that it will order eight brand-new four-car trains, able to run on both electric and diesel power, for services on the Coast Line. The trains are due to enter service in 2019 and will replace the oldest trains in the fleet.

Managing director Celia Marwood said: "This is the largest investment in new trains the peninsula has ever seen. Passengers will get more seats, air-conditioning, plug sockets and free wi-fi."

Asked about safety, Ms Marwood said that the company's existing fleet had an excellent record. "Our Class 612 trains have been in service since 2004, and not one of them has ever had a brake-related incident in passenger service. We will hold the new fleet to exactly the same standard."

Key points
- 8 trains, 32 carriages
- Bi-mode: electric where the wires are, diesel elsewhere
- 236 seats per train, around 40% more than in today's two-car trains
- Manufacturer to be confirmed when the contract is signed, expected next month

Ms Marwood added that the Valley Line would benefit too, because trains released from the Coast Line would be cascaded to strengthen peak services there.

The company will hold public drop-in sessions at Brindlecote and Lesk Harbour in April, where passengers can see seat samples and comment on the interior layout.

ENDS

Notes to editors
Corran & Lesk Railways runs passenger services on the Valley Line, the Coast Line and, currently suspended, the Sallowby branch. It was formed in 2015 by a merger of two operators."""),

("rail-24", "Second Lesk Concession Agreement - extracts (Part 3: Service and Fleet Obligations)",
"""SECOND LESK CONCESSION AGREEMENT
between the Lesk Peninsula Transport Authority ("the Authority") and Lesk Valley Trains Ltd ("the Concessionaire")
Commencement date: 1 February 2013. Expiry date: 31 January 2023, unless extended under clause 22.

Extracts from Part 3

9. Minimum service levels
9.1 The Concessionaire shall operate not fewer than two trains per hour in each direction between Corranmouth Central and Marrowby on Mondays to Saturdays between 07:00 and 19:00.
9.2 The Concessionaire shall operate a passenger service on the Sallowby branch of not fewer than ten trains in each direction on Mondays to Saturdays, unless the branch is closed in accordance with the statutory closure procedure.

14. Rolling stock
14.1 The Concessionaire shall at all times maintain a fleet sufficient to operate the timetable with a spare margin of not less than 10%.
14.2 All vehicles shall comply with the accessibility standards in force at the relevant date.
14.3 The Concessionaire shall withdraw all Class 518 units from passenger service by 31 December 2020 and shall procure replacement rolling stock of not less than equivalent capacity. Failure to do so shall constitute a Concession Breach.
14.4 The Authority shall have no liability for the cost of replacement rolling stock.

17. Performance
17.1 Where the Public Performance Measure falls below 88% over any thirteen consecutive periods, the Authority may issue a Remedial Notice.
17.2 A Remedial Notice shall specify the steps required and a reasonable period for completing them.

22. Extension
22.1 The Authority may extend this Agreement once, by up to 24 months, by written notice served not less than twelve months before the Expiry Date."""),

("rail-25", "LPTA Rail Committee - minutes, 11 May 2016",
"""LESK PENINSULA TRANSPORT AUTHORITY
Rail Committee - Minutes of the meeting held on 11 May 2016 at Marrowby Town Hall

Present: Cllr Rosalind Kettleby (Chair), Cllr Neville Stainthorpe, Cllr Imran Dacosta, Cllr Bertram Ouseley, Cllr Gwen Tapply.
Officers: Head of Rail Contracts; Senior Transport Planner.

Item 4: Sallowby branch - proposed closure
4.1 Officers summarised the closure proposal submitted to the Office of the Rail Commissioner in March by the operator and the infrastructure manager.
4.2 The Senior Transport Planner advised that the branch cost the Authority around GBP 1.1m a year in subsidy, equivalent to about GBP 22 per passenger journey, and that renewing the viaduct would add substantially to this.
4.3 Cllr Dacosta argued that the figures took no account of the housing proposed at Sallowby Fields. Cllr Tapply agreed.
4.4 The Chair said that the Authority could not justify protecting a line "that fewer people use each day than catch the school bus", and that a good bus would serve the village better.
4.5 On a vote of 3 to 2, the Committee RESOLVED to inform the Commissioner that the Authority supports the closure proposal, provided that a replacement bus is funded for at least five years. Cllrs Kettleby, Stainthorpe and Ouseley voted in favour; Cllrs Dacosta and Tapply voted against.

Item 5: Marrowby station ticket office
5.1 Noted without comment.

Item 6: Date of next meeting
6.1 13 July 2016, at Marrowby Town Hall.

Signed: R. Kettleby, Chair"""),

("rail-26", "LPTA Rail Committee - minutes, 25 April 2018 (extract)",
"""LESK PENINSULA TRANSPORT AUTHORITY
Rail Committee - extract from the minutes of the meeting of 25 April 2018

Present: Cllr Imran Dacosta (Chair), Cllr Gwen Tapply, Cllr Neville Stainthorpe, Cllr Bertram Ouseley, Cllr Hattie Vane.

Item 3: Sallowby branch - following the Rail Review Tribunal decision
3.1 The Chair reminded members that the Committee's previous position, agreed in 2016 under his predecessor, had been to support closure of the branch.
3.2 Officers reported that the Tribunal had quashed the Commissioner's closure decision and that the Commissioner would now decide the matter again, inviting fresh representations by 1 June 2018.
3.3 Officers presented revised demand forecasts that included the Sallowby Fields development. These suggested that usage could reach 320 journeys a day by 2028.
3.4 Cllr Stainthorpe said he had voted for closure in 2016 on the evidence then available and would vote differently now. He asked that this be recorded.
3.5 RESOLVED unanimously:
(a) that the Authority withdraws its support for closure;
(b) that the Commissioner be informed that the Authority now opposes closure and is willing to contribute up to GBP 1.5m toward strengthening Kell Beck viaduct;
(c) that officers prepare a service specification for a reopened branch.

Item 4: Concession extension
4.1 Officers advised that a decision on whether to extend the Second Lesk Concession must be taken by January 2022 at the latest.

Item 5: Any other business
5.1 None.

Signed: I. Dacosta, Chair"""),

("rail-27", "UFTU Lesk & Corran District Bulletin - ballot result",
"""UNITED FOOTPLATE AND TRAINCREW UNION (UFTU)
Lesk & Corran District - Members' Bulletin No. 41, September 2019

BALLOT RESULT: YES TO ACTION

Members at Corran & Lesk Railways have voted decisively to take industrial action over the company's plan to run the new bi-mode trains on the Coast Line without a guard.

Turnout: 64%
In favour of strike action: 81%
In favour of action short of a strike: 93%

Regional Secretary Dorothy Pennick said: "For two years the company told us that no decision had been made about driver-only operation. Then we found it written into the driver training plan for the new trains. Our members have given their answer."

What happens next
1. The District Council meets on 24 September to decide dates.
2. No action will be called before the company has had a chance to meet us. We have asked for talks at the earliest opportunity.
3. Members must NOT take unofficial action. Any member approached by management about the dispute should refer them to their branch representative.

Why this matters
The guard is the second pair of eyes on the platform, the person who helps a wheelchair user to board at an unstaffed halt, and the first responder if something goes wrong. On a coastal line with long unstaffed stretches, that matters more, not less.

Solidarity
We thank the Station and Clerical Staff Association (SCSA) for its message of support, and members of other districts who have sent donations.

Dorothy Pennick, Regional Secretary"""),

("rail-28", "Sallowby branch: your questions answered",
"""Frequently asked questions - Sallowby branch

Why did trains stop running to Sallowby?
Passenger services were withdrawn in December 2016 after the closure of the branch was approved. That approval was later quashed on appeal, and the closure was refused when the matter was reconsidered.

Are the trains back for good?
Yes. The branch is part of the passenger network and is included in the service requirements of our concession.

Which tickets can I use?
All CLR tickets to "Sallowby" or "Sallowby Branch Stations" are valid. Tickets to Tessock are not valid beyond Tessock. Day Rover tickets cover the branch.

Is Sallowby station accessible?
Yes. The platform has been raised for level boarding, and there is step-free access from the lane. The help point connects to our control centre 24 hours a day.

Is there parking?
There are eight spaces, including one for blue badge holders. We recommend using the bus from the village where possible.

Why does the train wait so long at Tessock?
Branch trains wait for connections with Valley Line services in both directions. If the Valley Line train is late, the branch train will normally wait up to five minutes.

Can I take my bike?
Yes, two bikes per train, first come first served.

When will Sallowby Fields open?
The new halt will open once the housing development is occupied. We will give at least six weeks' notice.

What happened to the replacement bus?
It was withdrawn when the trains came back. The village is now served by the ordinary bus route 61."""),

("rail-29", "Glossary of railway terms used in CLR documents",
"""Glossary - terms and abbreviations

A-exam: the shortest routine maintenance examination, carried out weekly.
Bi-mode: a train able to draw power either from overhead wires or from its own diesel engines.
Cascade: the transfer of trains from one route to another when new trains arrive.
Diagram: the planned day's work for one unit or one crew.
DOO: driver-only operation; the driver operates the doors and no guard is carried.
Four-foot: the space between the two rails of a track.
Lesk turn: staff slang for a diagram in which a unit runs from Corranmouth Central to Lesk Harbour and straight back with no layover at the terminus. It comes from the old Coast Line practice of turning a train round in under four minutes, which drivers regarded as a test of nerve.
ORC: Office of the Rail Commissioner, the regulator.
PPM: Public Performance Measure, the proportion of trains arriving within five minutes of schedule.
RIIB: Rail Incident Investigation Branch, the independent body that investigates accidents and incidents.
SPAD: signal passed at danger.
Stretcher bar: a bar that holds the two switch rails of a set of points at the correct distance apart.
TMD: traction maintenance depot.
UWC: user-worked crossing; a level crossing, usually on a private road or farm track, where the user opens the gates and, where a telephone is provided, calls the signaller before crossing.
WSP: wheel-slide protection; equipment that reduces braking effort on a wheelset that starts to slide, then restores it.

Depots are abbreviated by two-letter codes (for example HN and SK) in allocation documents. Unit numbers are written with a space after the class number (for example 612 004)."""),

("rail-30", "CVRHS annual general meeting: chair re-elected",
"""The Valley Lamp - AGM report, October 2021

The forty-third annual general meeting of the Corran Valley Railway Heritage Society (CVRHS) was held in the former goods shed at Dunstreath on Saturday 9 October. Fifty-eight members attended, the largest turnout since the society was founded in 1978.

Officers
Edwin Marlowe was re-elected chair, unopposed, for a third three-year term. A retired geography teacher, he has led the society since 2015. In his report he thanked volunteers for "the most demanding eighteen months in our history".
Treasurer: Ravi Sunderland (re-elected)
Secretary: Pat Lindqvist (elected, replacing Maureen Hulse, who retires after eleven years)
Newsletter editor: Ffion Garrow (re-elected)

Our diesel unit
The chair reported that the society's two-car diesel unit, acquired last year, is now under cover. Asbestos surveys have found nothing of concern. The next tasks are to overhaul one engine and to restore the original seat fabric, a sample of which has been found in a member's loft. He hoped the unit would run on the society's demonstration line by 2023.

Finances
Income for the year was GBP 48,300, including a legacy of GBP 10,000. Membership stands at 412.

Motions
A motion to change the society's name to include the words "and Coast" was defeated by 31 votes to 22.

Other business
Members stood in silence in memory of those who had died during the year, among them Walter Brisco, honorary vice-president, who had spoken so memorably at the 2018 annual dinner."""),

("rail-31", "Edwin Marlow: thirty years at Harnmoor",
"""Profile - from the staff magazine Signal, summer 2018

When Edwin Marlow walked through the gates of Harnmoor TMD as a sixteen-year-old apprentice fitter in 1988, the depot had a turntable left over from the steam age, a leaking roof and, he remembers, "a kettle that was older than the foreman". Thirty years on, he runs the place.

Marlow has been depot manager at Harnmoor since 2010, responsible for about 140 staff and for keeping the depot's fleet fit for the morning peak. "The job is simple to describe," he says. "Every unit that should be out at six o'clock is out at six o'clock. Everything else is detail."

He has seen the depot change beyond recognition. The turntable went in 1994, the roof was finally replaced in 2009, and a wheel lathe was installed in 2015, so wheelsets no longer have to be sent away for turning. He is proudest of the apprentice scheme he restarted in 2011: nine of the current fitters came through it.

Colleagues describe him as calm and precise. Asked about his worst day, he names the morning of the great storm in January 2014, when a fallen tree blocked the depot exit and "we had trains ready and nowhere to send them".

He is, he says wearily, regularly confused with a namesake who is involved in railway preservation further down the valley. "I get his post, and he gets my phone calls. We've never actually met."

Marlow lives in Marrowby with his wife, Sunita, and their two teenage sons."""),

("rail-32", "Quenby Rail Engineering joins Orrisfield Transport Group",
"""Mossfold, 1 July 2019 - Orrisfield Transport Group (OTG) today completed the acquisition of Quenby Rail Engineering (QRE), the train overhaul and refurbishment specialist based at the former carriage works in Mossfold.

With immediate effect the business trades as Quenby Fleet Services (QFS). The new name reflects a widening of its work beyond heavy overhaul into fleet maintenance and modification contracts.

Founded in 1994 by three former works engineers, Quenby has refurbished more than 600 vehicles for operators and leasing companies. It employs 310 people, almost all of them at Mossfold.

OTG's chief executive, Harriet Vosper, said: "Quenby's people have a reputation for finishing on time and on budget, which in this industry is rarer than it should be. We will keep the business open to all customers, not just those within our group."

QRE's founder and managing director, Colm Dewhurst, will stay on as managing director of QFS for at least two years.

Facts
- Consideration: GBP 23.5m, payable in cash
- Sites: Mossfold works (main site); a small outstation at Tolleridge for bogie repairs
- Order book: GBP 54m
- This is OTG's first acquisition in rail engineering.

The transaction was cleared by the competition regulator on 19 June 2019, subject to an undertaking that QFS will not give preference to operators owned by OTG when tendering for overhaul work. Compliance with the undertaking will be reviewed by an independent monitor every year for five years."""),

("rail-33", "Contract award: Class 612 mid-life refurbishment",
"""CONTRACT AWARD NOTICE

Contracting entity: Corran & Lesk Railways Ltd (CLR), acting with the consent of the lessor of the fleet
Contract: mid-life refurbishment of fourteen Class 612 three-car diesel multiple units (42 vehicles)
Successful tenderer: Quenby Fleet Services (QFS), Mossfold works
Date of award: 28 June 2021
Value: GBP 31.2m
Number of tenders received: 4

Scope of works
1. Full interior renewal: seats, floor coverings, lighting and toilets (converted to controlled-emission tanks)
2. Replacement of the passenger information and CCTV systems
3. Engine overhaul and exhaust after-treatment to meet current emission limits
4. Bogie overhaul, including replacement of all WSP valves with a revised design
5. Repaint into current livery

Programme
- First unit into Mossfold: 612 005, September 2021
- Throughput: two units at a time, approximately eight weeks each
- Completion of the final unit: by December 2022
- Units will travel to and from Mossfold by road on low-loaders.

Award criteria
Price 40%; quality and programme 45%; social value 15%. QFS scored highest on quality and programme and second on price.

Review procedure
Unsuccessful tenderers were notified on 14 June 2021. No challenge was received within the standstill period.

Contact: Procurement, Fenwright House, Corranmouth."""),

("rail-34", "Orrisfield Transport Group plc - Annual Report 2020: Chairman's statement (extract)",
"""Chairman's statement

This has been a year unlike any other for a transport company. When passenger numbers on our buses and trains fell by more than 70% in the spring, our first duty was to keep essential services running for the key workers who depended on them. I am proud that our people did so.

I have served as chairman of this group since 2010, and I have never seen our staff tested as they were this year. On behalf of the Board I thank every one of them.

Strategy
The group remains committed to its three divisions: rail operations, bus operations and engineering services. The engineering division, strengthened in the previous year by an acquisition, performed well and won contracts from customers outside the group.

Board changes
Harriet Vosper completes ten years as chief executive next spring. The Board has asked her to continue, and she has agreed. Professor Nkem Abara joined as a non-executive director in September.

Dividend
The Board does not recommend a final dividend.

Corporate information
Registered office and group headquarters: Cauldwell House, 14 Tanners Row, Stavenham
Chairman: Lucan Thwaite
Chief executive: Harriet Vosper
Company secretary: Owain Prebble
Auditor: Hale, Brightwater & Co.

Lucan Thwaite
Chairman
Stavenham, 17 March 2021"""),

("rail-35", "Quillan Mobility: a short history",
"""Quillan Mobility plc began in 1979 as Quillan Coaches, a family firm of six coaches run from a yard in Hollinsgate by Reuben and Sarah Quillan. By 1990 it had bought three local bus companies and changed its name to Quillan Travel. It became Quillan Mobility plc on flotation in 1998, with its head office still in Hollinsgate, by then in a converted mill on Weir Street.

The company's move into railways came in 2002, when it formed Lesk Valley Trains Ltd to bid for the first concession to run regional trains on the Lesk Peninsula. The bid succeeded, and trains began running under Quillan ownership on 1 February 2003. For some years the railway was the group's most profitable business.

That did not last. Rising track access charges and the cost of new trains squeezed margins, and when the bidding round for the second concession was announced, Quillan's board decided that it lacked the balance sheet to compete. The rail division was sold in 2012.

Since then Quillan has concentrated on buses and coaches. It operates about 640 vehicles from eleven depots and, in 2019, introduced the peninsula's first battery-electric buses on the Marrowby town network.

Chairs of the company
1979-1994: Reuben Quillan
1994-2008: Sarah Quillan
2008-2016: Giles Farrant
2016 to date: Nadia Quillan-Royce

Despite a persistent rumour, Quillan does not own any stake in the current rail operator, and it has not bid for any rail contract since the sale."""),

("rail-36", "Tarnside Ferries Ltd - Annual Report 2014 (extract): disposal of rail subsidiary",
"""Disposal of Corran Coastal Lines

On 30 June 2014 the company completed the sale of its wholly owned rail subsidiary, Corran Coastal Lines Ltd (CCL), to Orrisfield Transport Group for a consideration of GBP 9.6m.

CCL had operated passenger trains on the Coast Line between Corranmouth Central and Lesk Harbour since March 2006, under a service agreement with the Lesk Peninsula Transport Authority that ran separately from the peninsula's main rail concession. The railway was acquired by your company as a complement to our ferry service from Lesk Harbour to the islands, with the intention of offering through tickets from the city to the islands. Through ticketing has been a success, and it is protected by an agreement with the buyer that runs until 2024.

However, the Board concluded that CCL would prosper best as part of a larger rail group with access to rolling stock and engineering expertise that we cannot provide. The sale produced a profit on disposal of GBP 2.1m, which is shown as an exceptional item.

CCL contributed GBP 0.8m to group operating profit in the six months to disposal (2013: GBP 1.3m for the full year).

Outlook
With the sale complete, the group is once again a pure shipping business. Two new vessels are on order for delivery in 2016, and we are in discussions with the harbour board about a new linkspan at Lesk Harbour.

Maren Tallis
Chair, Tarnside Ferries Ltd"""),

("rail-37", "Wrayford Carriage Shed to close",
"""Staff briefing - Operations Directorate, 4 September 2019

Decision
The Board has decided to close Wrayford Carriage Shed (WF). The final shift will finish at 06:00 on Saturday 30 November 2019, after which the shed will be handed back to the infrastructure manager.

Why
- The roof needs replacing at an estimated cost of GBP 2.4m, and the building's drainage does not meet current environmental standards.
- By December the Class 518 fleet will have left service except for a handful of units, which reduces the need for overnight servicing near Corranmouth.
- The new shed at Skelby Sidings has room for cleaning, toilet discharge and fuelling under cover.

What it means for staff
- All 23 staff at Wrayford will be offered posts at Skelby Sidings on the same grade and terms. No compulsory redundancies are planned.
- Travel time beyond the normal commuting journey will be paid for two years.
- A minibus will run between Corranmouth Central and Skelby for early and late turns for the first six months.

What it means for trains
- Valley Line units that stabled overnight at Wrayford will instead stable at Harnmoor or in platforms 5 and 6 at Corranmouth Central.
- Fuelling previously carried out at Wrayford will move to Harnmoor for Valley Line units.

Consultation
Trade union representatives were briefed on 2 September. Questions may be raised through line managers or at drop-in sessions on 10 and 17 September.

Next steps
A detailed transition plan will be published by 1 October."""),

("rail-38", "New managing director for Corran & Lesk Railways",
"""Press release - 9 March 2020

Orrisfield Transport Group today announced that Tobias Renholm will become managing director of Corran & Lesk Railways (CLR) on 1 April 2020, succeeding Celia Marwood, who is leaving after six and a half years to become chief executive of a port authority.

Mr Renholm, 47, is currently operations director of one of the group's bus companies. He began his career as a railway signaller and later managed train crew depots before moving into bus operations in 2014.

"Celia leaves CLR with new trains on the Coast Line, a reopening programme under way at Sallowby, and a far stronger safety culture than the one she inherited," said group chief executive Harriet Vosper. "Tobias's task is to make the new fleet deliver."

Ms Marwood said: "It has been a privilege. I leave with just one regret: that I will not be driving, or even riding, the first train back to Sallowby. I will buy a ticket like everyone else."

Mr Renholm's priorities
- resolve the dispute over the crewing of the new trains;
- bring Coast Line punctuality back above 90%;
- complete the Sallowby restoration;
- prepare for the decision on extending the concession.

Background
Ms Marwood was appointed in September 2013. During her tenure the company merged with its coastal neighbour and changed its name. She oversaw the fleet-replacement programme and the introduction of the new bi-mode trains, and she chaired the company's first safety culture review."""),

("rail-39", "Gethin to retire after ten years at the helm",
"""Lesk Valley Trains - news for staff, 12 July 2013

Ronan Gethin, managing director of Lesk Valley Trains (LVT) since the company began running trains in February 2003, will retire at the end of August.

Ronan joined the company from a freight operator in 2002, when LVT was being set up to bid for the first concession. He led it through its first timetable, through the delivery of the three-car trains in 2004-05, and through the successful bid for the second concession, which started in February this year.

In a message to staff he wrote: "I said I would stay long enough to win the second concession. We have won it. It is time for someone with fresh ideas."

His successor will be Celia Marwood, currently commercial director of a regional airline, who will take up the post on 2 September 2013. Ms Marwood has no previous railway experience, which she describes as "an advantage for the first six months and a handicap thereafter".

A farewell event will be held at Fenwright House on 29 August. Staff who wish to contribute to a leaving gift should contact the managing director's office.

Looking back
- 2003: first trains under LVT
- 2004: first three-car units delivered
- 2008: refurbishment of the two-car fleet begins
- 2012: change of ownership
- 2013: second concession begins

Ronan plans to spend his retirement sailing and, he says, "being late for nothing". He has promised to come back for the company's twentieth anniversary."""),

("rail-40", "RIIB Annual Review 2016: a word from the Chief Inspector",
"""Rail Incident Investigation Branch - Annual Review 2016

Foreword by the Chief Inspector, Graham Pennick

This is my sixth annual review since I was appointed Chief Inspector in 2011, and in many ways 2016 was the quietest year so far. The Branch opened four investigations and published five reports, including one carried over from the previous year. There were no fatal train accidents on the peninsula's railways.

Quiet years are dangerous years. They encourage the belief that safety is a settled matter. It is not. Several of the incidents we looked at this year - a door that opened on the wrong side, a wagon that ran away in a siding, a near miss with track workers - could easily have ended differently.

I want to highlight three themes.
1. Low adhesion. Our 2014 report into a platform overrun showed how a hidden equipment fault can combine with poor railhead conditions. Operators have made progress, but testing regimes are still uneven.
2. Level crossings. User-worked crossings on private land remain our biggest worry. Too many users do not know how to use them safely.
3. Information flow. In several cases staff knew of a problem, but the information did not reach the person who could act on it.

About me
Before joining the Branch I spent twenty-two years as a railway signalling engineer and later worked as a safety auditor. I am a chartered engineer.

Staffing
The Branch has eleven inspectors and four support staff. Two new inspectors joined in 2016.

Graham Pennick
Chief Inspector"""),
]
