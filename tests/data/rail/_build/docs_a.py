DOCS_A = [
("rail-01", "Rolling Stock Register: Class 518",
"""CLASS 518 - TWO-CAR DIESEL MULTIPLE UNIT
Register entry maintained by the Fleet Records Office, Corran & Lesk Railways (CLR). Entries before April 2015 were kept by Lesk Valley Trains.

Builder: Halvering & Sons, Ashcombe Works
Years built: 1987-1988
Units: 12 (518 101 - 518 112)
Formation: DMSL + DMS
Engine: one underfloor diesel engine per car, 285 hp
Maximum speed: 75 mph
Seats: 121 as built; 114 after refurbishment

Refurbishment: 2008-2009, carried out by Quenby Rail Engineering (QRE) at its Mossfold works. Eleven units passed through the programme. Unit 518 111 was not transferred to Mossfold: it had been badly damaged by an underfloor fire at Harnmoor in August 2007, was judged beyond economic repair and was cut up on site in 2008.

Withdrawal: units were taken out of traffic one by one as new trains arrived. The last two in service, 518 102 and 518 107, worked their final passenger diagrams on 21 February 2020, after which the class was declared extinct on the operator's network.

Disposal:
- 518 104: sold in March 2020 to the Corran Valley Railway Heritage Society (CVRHS) and moved by road to Dunstreath.
- 518 109: kept for a few months as a driver-training vehicle; scrapped 2021.
- All other surviving units: sold for scrap during 2020.

Note: older paperwork sometimes refers to this class as 'the Ashcombe twins'. Unit cards for individual vehicles remain with the Fleet Records Office and are not reproduced here."""),

("rail-02", "Rolling Stock Register: Class 612",
"""CLASS 612 - THREE-CAR DIESEL MULTIPLE UNIT
Fleet Records Office entry, revised January 2023.

Builder: Brenmark Rolling Stock
Place of construction: Tolleridge works (bodyshells, final assembly and static testing)
Years built: 2004-2005
Units: 14 (612 001 - 612 014)
Formation: DMCO + TSO + DMSO
Engines: one underfloor diesel engine per vehicle, hydromechanical transmission
Maximum speed: 90 mph
Seats: 18 first class, 186 standard class
Introduced: the first unit entered passenger service on 19 September 2004; the whole fleet was in traffic by June 2005.

Technical notes
- Wheel-slide protection (WSP) equipment was fitted from new to every bogie.
- The couplers are not compatible with any other class on the network, so a failed unit must be rescued by another unit of the same class or by a locomotive with an adaptor.
- Selective door opening was fitted in 2011 so that the trains could call at short platforms on the Valley Line.
- Passenger information screens were replaced in 2016.
- Sand hoppers were enlarged in 2014 as part of a fleet-wide adhesion programme.

Status: all fourteen units are in traffic. No unit of this class has been withdrawn or written off.

Individual unit histories, including allocations, names and incidents, are kept on the unit cards and in depot records. They are deliberately not repeated in this summary entry, which records only the characteristics of the class as a whole."""),

("rail-03", "Rolling Stock Register: Class 714",
"""CLASS 714 - FOUR-CAR BI-MODE MULTIPLE UNIT

Builder: Varnhold Transit Systems (VTS)
Plant: Klessing (bodyshells, fit-out and static testing); dynamic testing took place on the operator's Coast Line
Years built: 2018-2019
Units: 8 (714 001 - 714 008)
Power: 25 kV overhead electric, with two diesel generator sets per unit for the unelectrified sections
Maximum speed: 100 mph on electric power, 90 mph on diesel
Seats: 236, including 12 tip-up seats
Entered service: 7 October 2019 (714 001 and 714 002 on the first day)
Home depot: Skelby Sidings (code SK). All eight units are allocated there and receive their routine examinations there; heavy bogie work is sent away.

Unit notes
714 001 - first unit delivered; arrived by sea and road in June 2019.
714 003 - out of traffic from February to August 2020 following damage (see incident file). Returned to service on 24 August 2020 with a replacement leading bogie.
714 006 - fitted with trial on-board track-monitoring equipment in 2022.
714 008 - last unit delivered, December 2019.

Maintenance regime
A-exam every 7 days; B-exam every 28 days. Diesel generator sets are overhauled at 12,000 engine hours.

Historical note
The units were ordered under the fleet-replacement programme agreed by the board. They were never intended for the Valley Line, although clearance trials were run there in 2021. They carry the standard deep green livery with a white band."""),

("rail-04", "Kessavar Group completes purchase of Brenmark Rolling Stock",
"""Tolleridge, 2 September 2009 - Kessavar Group today completed its acquisition of Brenmark Rolling Stock, the independent train builder founded in 1971. The transaction, first announced in May, was cleared by the competition authorities last week.

Brenmark will continue to trade under its own name, and its management team, led by managing director Anselm Roke, remains in place. From today, however, the company is a wholly owned subsidiary of Kessavar, joining the group's signalling, tram and component businesses.

"Brenmark brings design skill and a loyal customer base," said Kessavar's chief executive, Liesl Orvandt. "We intend to invest in it, not to dismantle it." She added that no redundancies were planned as a result of the deal.

Mr Roke said the company had "outgrown the limits of independence". Speaking to staff at a meeting in the works canteen, he said that access to the group's purchasing power would make Brenmark more competitive when bidding for new fleets, particularly against larger rivals.

Key facts
- Price: undisclosed; analysts estimate between GBP 60m and GBP 75m
- Employees transferring: approximately 1,140
- Order book at completion: 3 contracts, 61 vehicles
- Brenmark's registered office remains in Tolleridge

Enquiries should be directed to the Kessavar press office.

Note to editors: Kessavar Group is a privately held engineering company with operations in nine countries. It designs and builds signalling systems, trams and railway components, and with this acquisition adds complete regional trains to its range."""),

("rail-05", "Members' Tour Report: Three Days in Aurenburg",
"""From The Valley Lamp, spring issue 2019

Twenty-two members took part in this year's overseas tour, and what a trip it was. We flew out on a Thursday morning and were riding our first tram by lunchtime. Aurenburg has kept its narrow-gauge street tramway almost intact, and cars from the 1950s still run on the riverside route at weekends.

Day two was given over to the City Transport Museum, where the curator, Dr Hanne Volkert, showed us the restored steam tram 'Gisela' and the workshop in which volunteers are rebuilding an early battery railcar. Several of us were struck by how many parallels there are with our own project at Dunstreath: the same arguments about authenticity, the same struggle to find spares, the same shortage of volunteers under fifty.

On the final morning a smaller party walked along the river to see the modern side of the city. Aurenburg is the headquarters city of Kessavar Group, and the group's glass tower on Haldplatz, completed in 2006, now dominates the waterfront. We were not allowed inside, of course, but our guide told us that it houses around 1,800 office staff. Some of us preferred the old customs house opposite, which is a good deal older and, to my eye, a good deal handsomer.

Thanks are due to our treasurer for finding cheap fares and to Bryn Achterberg for translating throughout. Photographs from the trip will be shown at the autumn meeting. Next year's tour is likely to be closer to home.

- Ffion Garrow, newsletter editor"""),

("rail-06", "Orrisfield Transport Group to acquire Quillan rail division",
"""18 October 2012

Orrisfield Transport Group (OTG) has bought the rail division of Quillan Mobility plc for GBP 41 million. The deal, which completed today, brings Lesk Valley Trains (LVT), the operator of the Lesk Peninsula's regional train services since February 2003, into OTG ownership, together with Quillan's small charter-train business.

Quillan keeps its bus and coach operations. Its board said the sale would allow the company to "concentrate on the road".

OTG's chief executive, Harriet Vosper, said: "LVT is a well-run railway with a loyal workforce. We will support its bid for the next concession, which the transport authority is expected to award within weeks."

Staff were told at briefings in Corranmouth that their terms and conditions would not change. Ronan Gethin, LVT's managing director, will remain in post.

What is included
1. 100% of the shares in Lesk Valley Trains Ltd
2. Quillan Rail Charters Ltd (three locomotives and eleven coaches)
3. The lease of LVT's head office at Fenwright House, Corranmouth

What is not included
- Quillan's bus depots at Marrowby and Brindlecote, which stay with Quillan
- Quillan's minority stake in a ferry booking website

The transaction did not require the approval of the Lesk Peninsula Transport Authority (LPTA), although the Authority was informed in advance. No change to timetables or fares is planned as a result of the sale, and passengers will notice no difference on the trains themselves."""),

("rail-07", "A new name for the peninsula's railway",
"""1 April 2015 - From today, Lesk Valley Trains (LVT) and Corran Coastal Lines (CCL) are one company. The merged business is called Corran & Lesk Railways (CLR), and it runs every passenger train on the Valley Line, the Coast Line and the Sallowby branch.

The merger follows the purchase of CCL by LVT's parent group last summer. Until now the two operators had separate timetables, separate tickets and, at Corranmouth Central, separate booking offices at opposite ends of the concourse. That ends this morning.

What changes for passengers
- One ticket is valid on all three routes.
- Season tickets issued by either company remain valid until they expire.
- The CCL website now redirects to the CLR site.
- Staff uniforms will change over the summer, so please bear with us if you see both.

What does not change
- Timetables stay the same until the May timetable change.
- Fares are not being increased as a result of the merger.
- The company that holds the Second Lesk Concession is the same legal entity as before; it has simply changed its name. The concession was not re-let.

Managing director Celia Marwood said: "Two small railways have become one railway. Our passengers never cared which company ran the train. Now they do not have to."

CCL's former managing director, Pieter Ashgrove, has become CLR's Coast Line route director.

The new livery, deep green with a white band, will be applied to trains as they visit works for overhaul, so the old colours will be seen for some time yet."""),

("rail-08", "Staff profile: Mira Castellane, Engineering Director",
"""Meet the team - Mira Castellane

Mira Castellane joined the peninsula's railway in 2012 and became Engineering Director in January 2014, which means she now carries responsibility for every wheel, door and engine in the fleet.

She did not start out on the railway. After a degree in mechanical engineering she spent two years designing agricultural machinery before answering an advertisement from Brenmark Rolling Stock, where she worked from 2001 to 2012. At Brenmark she began in the bogie design office and left as head of vehicle dynamics. "I learned there that a train is a compromise between a thousand people who all want something different," she says.

Why move to an operator? "I wanted to see what happens to trains after they leave the factory gate. Builders hand over a fleet and move on. Operators live with it for thirty years."

Her first big project after arriving was the adhesion programme that followed a platform overrun in 2013: sanders were upgraded, railhead treatment was extended and drivers were retrained on the simulator. She calls it "the autumn that taught me humility".

Outside work she sings with the Corranmouth Choral Society and is restoring a 1960s motorcycle, "slowly, and with more enthusiasm than skill".

Quick facts
- Home town: Brindlecote
- Favourite stretch of line: the Coast Line at low tide
- Least favourite word: "temporary"
- Best advice she was ever given: "Read the fault log before you read the report."
- Currently reading: a history of lighthouse engineering"""),

("rail-09", "Obituary: Walter Brisco (1931-2021)",
"""Walter Brisco, who has died aged 89, was the last chief designer of Halvering & Sons, the Ashcombe firm that built trains for the peninsula for more than a century.

Born in Ashcombe in 1931, the son of a boilermaker, he joined Halvering as a drawing-office junior in 1952 and, apart from two years of national service, never worked anywhere else. He was appointed chief designer in 1974 and held the post until he retired in 1991.

His best-known work was also his last. The two-car diesel units that Halvering built at Ashcombe in 1987 and 1988 for the Valley Line were, by his own account, designed "on a shoestring and a deadline". Brisco insisted on large windows and on an underfloor layout that fitters could reach without a pit. Depot staff loved the trains for the first; passengers loved them for the second. They ran for more than thirty years.

He was less fond of the firm's final years. In interviews recorded by the Corran Valley Railway Heritage Society he spoke sadly of watching the order book shrink in the early 1990s, and he refused to attend the auction of the works machinery.

In retirement he painted watercolours of the valley stations, several of which hang in the booking hall at Dunstreath, and he gave talks to schools well into his eighties.

His wife, June, died in 2015. He is survived by two daughters, Helen and Ros, and by four grandchildren. He died on 3 March 2021."""),

("rail-10", "Depot Allocations as at 1 June 2017",
"""Traction and rolling stock allocation - Corran & Lesk Railways
Position as at 1 June 2017. Issued by the Fleet Allocation Office. This list supersedes the one dated 1 December 2016.

| Depot | Code | Class | Units allocated | Count | Notes |
|---|---|---|---|---|---|
| Harnmoor TMD | HN | 612 | 612 001-612 006, 612 008-612 014 | 13 | Main maintenance base for the three-car fleet |
| Skelby Sidings | SK | 518 | 518 101-518 110, 518 112 | 11 | 518 111 written off in 2007 |
| Skelby Sidings | SK | 612 | 612 007 | 1 | On loan from HN since March 2016 to cover Coast Line diagrams |
| Wrayford Carriage Shed | WF | - | none | 0 | Cleaning, toilet servicing and fuelling only; no fleet allocated |

Totals: 25 units (13 at HN, 12 at SK).

Notes
1. A unit allocated to one depot may be examined at another when its diagrams require it. Allocation shows where a unit's maintenance records are held and which depot is responsible for its planned examinations.
2. Skelby's two-car units also cover a small number of Valley Line diagrams, running empty to and from Corranmouth Central.
3. Changes since the previous list: none.
4. The loan of 612 007 to Skelby is to be reviewed once the December 2017 timetable has been confirmed.
5. Heritage vehicles stabled temporarily on company premises are not shown.
6. Queries about this list should be sent to the Fleet Allocation Office, Fenwright House, Corranmouth."""),

("rail-11", "Fleet Notice 02/2018 - unit 612 007",
"""FLEET NOTICE 02/2018
Issued by: Fleet Allocation Office
Date: 15 January 2018
Subject: Return of unit 612 007

1. With effect from Monday 22 January 2018, unit 612 007 is reallocated from Skelby Sidings (SK) back to Harnmoor TMD (HN).

2. Background. The unit was lent to Skelby in March 2016, when a shortage of serviceable two-car units left the Coast Line unable to cover all its diagrams. The loan was meant to last six months. It lasted nearly two years, chiefly because the three-car unit proved popular with Coast Line passengers at weekends.

3. The December 2017 timetable no longer requires an extra unit at Skelby. The loan is therefore ended.

4. Actions:
a) Skelby to complete the outstanding B-exam before release;
b) maintenance records, the unit log book and spare keys to travel with the unit;
c) Harnmoor to carry out a reception examination on arrival, paying attention to the WSP equipment and to the sand hoppers, which were set up differently for coastal work;
d) Coast Line diagram 14 reverts to a two-car unit.

5. The unit was not repainted while at Skelby and still carries standard livery. Its temporary SK depot plaque is to be removed and returned to Skelby stores.

6. Planners should note that 612 007 was not used for driver training during the loan, so no Skelby drivers need route or traction refresher sessions as a result of its departure.

Distribution: depot managers HN and SK; Control; Diagramming; Driver Standards."""),

("rail-12", "RIIB Report 07/2014: Platform overrun at Marrowby, 14 November 2013",
"""Summary
At 07:48 on 14 November 2013 a three-car passenger train operated by Lesk Valley Trains (LVT), formed of unit 612 009, overran platform 2 at Marrowby station on the Valley Line by about 140 metres. The train was travelling towards Dunstreath with 57 passengers on board. It came to a stand beyond the platform end, just short of the level crossing at Station Road, which was closed to road traffic at the time. Nobody was injured.

Immediate cause
The train did not stop at the platform because its wheels slid for long periods during braking on a railhead contaminated by compressed leaf residue.

Causal factors
- The wheel-slide protection (WSP) valve on the leading bogie of the rear vehicle had failed in a way that reduced braking effort on that bogie without alerting the driver. The braking system was therefore not performing as designed.
- Railhead treatment on the approach to Marrowby had been planned but was not carried out on the two previous days.
- The driver had received the autumn adhesion briefing but not the practical simulator module.

Underlying factor
No routine test existed that would have revealed this particular failure mode of the WSP valve.

Recommendations (summary)
1. The owner of the fleet and its maintainer should introduce a periodic functional test of WSP valves.
2. LVT should extend simulator-based low-adhesion training to all drivers.
3. The infrastructure manager should review the priority given to railhead treatment at stations with a level crossing beyond the platform end.

This is a summary. The full report, including the analysis of the braking data, is available from the Branch."""),

("rail-13", "Derailment of a passenger train at Quayle End, 3 February 2020",
"""Rail Incident Investigation Branch - Report 02/2021

At about 16:05 on 3 February 2020, the leading bogie of unit 714 003 derailed as the train passed over points 217B at the Lesk Harbour end of Quayle End station on the Coast Line. The train, the 15:40 from Corranmouth Central to Lesk Harbour, was travelling at 14 mph, within the permitted speed of 15 mph for the crossover. It stopped after about 30 metres, leaning slightly but upright. Forty-six passengers and two staff were on board; one passenger was treated for a minor wrist injury.

What happened
The switch rail of points 217B was not fully closed against the stock rail. A worn and cracked stretcher bar allowed the switch to move under the leading wheelset, which climbed the rail and dropped into the four-foot.

Why it happened
- The stretcher bar defect had been noted at an inspection in November 2019 but was recorded as low priority.
- Planned renewal of the points had been deferred twice by the infrastructure manager, Peninsula Rail Infrastructure (PRI), and its maintenance contractor.
- Reports from drivers of rough riding at Quayle End during January 2020 were not passed on to the track team.

The Branch found no fault with the train, its driver or the signalling. The design of the unit was not a factor.

Recommendations
1. PRI should review how inspection findings are prioritised and should audit its contractor's records for the Coast Line.
2. PRI and the train operator should share rough-ride reports in real time.

Status: report published on 11 March 2021."""),

("rail-14", "RIIB Report 11/2017 - Near miss at Harmoor Lane user-worked crossing",
"""Rail Incident Investigation Branch
Report 11/2017: Near miss between a passenger train and a tractor at Harmoor Lane user-worked crossing, 2 June 2017

Summary
On the afternoon of 2 June 2017 a Corran & Lesk Railways (CLR) service from Dunstreath to Corranmouth Central, formed of two-car Class 518 unit 518 107, came within an estimated three seconds of striking a tractor and trailer at Harmoor Lane user-worked crossing, about 400 metres south of Harmoor Halt on the Valley Line. The driver sounded the horn and made an emergency brake application. The tractor cleared the crossing, and the train stopped about 250 metres beyond it. There were no injuries and no damage.

Findings
- The tractor driver, a contractor harvesting silage, had not telephoned the signaller before crossing, as the signs at the crossing require. He told investigators that he had not seen the telephone.
- The telephone was partly hidden by a hawthorn hedge that had not been cut back for at least two seasons.
- The view of approaching trains from the field side was below the minimum standard because of the curve south of Harmoor Halt.
- The landowner had not passed the crossing instructions on to the contractor.

The train was driven correctly, and the horn was sounded at the whistle board.

Recommendations
1. The infrastructure manager should consider closing Harmoor Lane crossing or fitting miniature warning lights.
2. Landowners with private crossings should be reminded of their duty to brief contractors and visitors.

The Branch thanks the landowner and the contractor for their cooperation with the investigation."""),

("rail-15", "ORC Decision ORC/D/2016/31: Sallowby branch - proposed closure",
"""OFFICE OF THE RAIL COMMISSIONER
Decision notice ORC/D/2016/31
Date of decision: 22 September 2016
Subject: proposal by Corran & Lesk Railways (CLR) and Peninsula Rail Infrastructure (PRI) to close the Sallowby branch to passenger traffic

1. The Commissioner has considered the closure proposal submitted on 4 March 2016, together with 212 written objections, the report of the public hearing held at Sallowby Village Hall on 9 June 2016, and the views of the Lesk Peninsula Transport Authority (LPTA).

2. The proposers argued that:
(a) average daily usage had fallen to 138 passenger journeys;
(b) the timber viaduct at Kell Beck required renewal at an estimated cost of GBP 14.2m;
(c) a replacement bus could serve Sallowby village more directly than the station, which lies half a mile from the village centre.

3. Objectors argued that the bus would take longer, that the usage figures had been depressed by the reduced timetable of 2014, and that no account had been taken of planned housing at Sallowby Fields.

4. The Commissioner is satisfied that the hardship caused by closure can be reasonably mitigated by the replacement bus, which is to operate hourly for not less than five years.

5. DECISION: closure of the Sallowby branch to passenger services is APPROVED, subject to the condition in paragraph 4.

6. Passenger services may be withdrawn on or after 10 December 2016.

Oswin Tarrant
Rail Commissioner"""),

("rail-16", "Sallowby and District Council v Office of the Rail Commissioner - Tribunal ruling",
"""RAIL REVIEW TRIBUNAL
Summary of decision, issued 9 March 2018
Appellant: Sallowby and District Council
Respondent: Office of the Rail Commissioner (ORC)
Interested parties: Corran & Lesk Railways; Peninsula Rail Infrastructure

The Tribunal has allowed the appeal and quashed closure decision ORC/D/2016/31.

The Council argued that the Commissioner had failed to take into account a material consideration: the allocation, in the regional housing plan adopted in July 2016, of 900 new homes at Sallowby Fields, within walking distance of the station. The ORC accepted that the housing plan was not mentioned in its decision but argued that it would have made no difference to the outcome.

The Tribunal did not accept that argument. The housing allocation had been formally adopted two months before the decision was made. It was capable of changing the assessment of future demand, on which the case for closure substantially depended. The Tribunal was also concerned that the cost estimate for renewing Kell Beck viaduct had been supplied by one of the proposers and had not been independently checked.

The matter is remitted to the Commissioner to decide afresh. The Tribunal makes no finding on whether the branch should or should not close; that question is for the Commissioner.

The Tribunal notes that passenger trains have not run on the branch since December 2016 and that the track and stations have been mothballed, not removed.

Costs are awarded to the appellant.

Presiding member: Judith Arrowsmith-Kaye"""),

("rail-17", "Sallowby branch: Commissioner refuses closure on reconsideration",
"""OFFICE OF THE RAIL COMMISSIONER
Notice of fresh decision, 17 July 2018

Following the ruling of the Rail Review Tribunal, the Commissioner has reconsidered the proposal to close the Sallowby branch to passenger services.

Having taken into account the Sallowby Fields housing allocation, an independent engineering review of Kell Beck viaduct commissioned by this Office, and further submissions from all parties, the Commissioner has reached a different conclusion from the one reached in 2016.

The independent review found that the viaduct could be strengthened, rather than renewed, for about GBP 5.8m, less than half of the earlier estimate. Demand forecasts prepared with the housing allocation included show usage more than doubling within ten years.

DECISION: the proposal is REFUSED. The branch remains part of the passenger network.

Consequences
- The operator and the infrastructure manager must restore passenger services as soon as reasonably practicable and must submit a restoration programme to this Office within three months.
- The replacement bus required as a condition of the 2016 approval is to continue until trains return.
- The Commissioner expects progress reports every six months.

The Commissioner acknowledges that this outcome reverses the Office's earlier decision and regrets the uncertainty it has caused to residents of Sallowby and the surrounding villages. Lessons for the handling of closure proposals, particularly the independent checking of cost estimates supplied by proposers, will be published separately later this year.

Oswin Tarrant
Rail Commissioner"""),

("rail-18", "Timetable change: Sallowby branch reopens",
"""Customer notice - trains return to Sallowby

From Sunday 6 September 2020, passenger trains will once again run between Tessock and Sallowby. It is the first time since December 2016 that the branch has had a passenger service.

Service pattern
- Monday to Saturday: hourly, 06:10 to 22:10 from Tessock; 06:35 to 22:35 from Sallowby
- Sunday: every two hours, 08:10 to 20:10 from Tessock
- Journey time: 12 minutes each way
- Connections: most trains connect at Tessock with Valley Line services to and from Corranmouth Central within 8 minutes.

What's new
- Kell Beck viaduct has been strengthened and repainted.
- Sallowby station has a new shelter, lighting and a help point. The platform has been raised for level boarding.
- A new halt, Sallowby Fields, will open in 2022 once the housing development is occupied. Trains will not call there until then.

Replacement buses
The rail replacement bus between Tessock and Sallowby village will run for the final time on Saturday 5 September 2020.

Opening day
A free shuttle will run between 10:00 and 16:00 on Sunday 6 September. The first public train will be named by children from Sallowby Primary School, who won a competition to choose the name.

Please note that, because of distancing measures, capacity on the branch may be limited. Face coverings are required on board and at stations unless you are exempt.

Corran & Lesk Railways - Timetable Planning"""),

("rail-19", "May 2017 timetable: what's changing on the Valley Line",
"""Timetable change notice - from Sunday 14 May 2017

Station renamed
From Sunday 14 May 2017, Fallowgate Road station will be known as Wenlow Parkway. The new name reflects the 420-space park-and-ride car park opened beside the station this spring, which is signposted from the Wenlow bypass. Tickets showing the old name will be accepted until they expire. Announcements, signs and journey planners will change on the same day, although a few older signs may take a little longer.

More trains
- Valley Line trains between Corranmouth Central and Marrowby will run every 30 minutes on Mondays to Saturdays, instead of every 40 minutes.
- Alternate trains will continue to Dunstreath, which therefore keeps an hourly service.
- Sunday trains will run hourly from 09:00 instead of from 11:00.

Calling pattern changes
- All trains will call at Wenlow Parkway. Previously only alternate trains stopped at Fallowgate Road.
- Harmoor Halt remains a request stop. Please give a clear hand signal to the driver, or tell the conductor if you wish to get off.

Sallowby
There is no change to the Sallowby rail replacement bus.

First and last trains
The first departure from Corranmouth Central will be at 05:52 (previously 06:05). The last train back from Dunstreath will leave at 22:48.

Timetable booklets are free at staffed stations. Times are also available by calling the CLR Travel Line, and station posters will be updated during the week before the change."""),

("rail-20", "Quayle End Station: A History",
"""Quayle End station stands on a shelf cut into the cliff above Quayle Bay, roughly midway between Corranmouth and Lesk Harbour. It was opened by the Corran & Lesk Coast Railway Company on 1 August 1871, originally to serve the fishing village below and a small granite quarry.

Traffic peaked in the years before the First World War, when summer excursion trains brought day-trippers to the bay. A second platform and a footbridge were added in 1908. The quarry siding closed in 1931.

After the Second World War passenger numbers declined steadily. The station lost its staff in 1962 and was closed completely on 4 March 1968, after which trains ran straight through between Brindlecote and Lesk Harbour. The buildings were let as holiday cottages, and the footbridge was removed in 1970.

For twenty-six years the station was no more than a name on old maps. A campaign by the Quayle Bay Residents' Association, supported by the county council, led to its reopening on 16 May 1994 as a single-platform unstaffed station, built on the site of the old up platform. A crossover and a short siding were laid at the Lesk Harbour end at the same time, so that trains could turn back there during engineering work.

In 2011 a heated waiting room was opened in part of the original building, and in 2019 the platform was lengthened to take four-car trains.

Today the station is used by around 95,000 passengers a year, many of them walkers on the coast path, and it has won the county's best-kept small station award three times."""),
]
