DOCS_C = [
("rail-41", "PRI ends Coast Line maintenance contract with Ferrand Track Services",
"""Peninsula Rail Infrastructure (PRI) - statement, 21 May 2021

Peninsula Rail Infrastructure has given notice to end its track maintenance contract with Ferrand Track Services (FTS) for the Coast Line between Corranmouth Central and Lesk Harbour. The contract, awarded in April 2015 for ten years, will now end on 31 August 2021, nearly four years early.

FTS has maintained the track, points and drainage on the Coast Line since the contract began. Maintenance on the Valley Line and the Sallowby branch is carried out by PRI's own staff and is not affected.

PRI's decision follows an independent audit of inspection and repair records, which found:
- 41 defects recorded as "low priority" that should have been given a higher priority;
- inconsistent recording of points inspections;
- no reliable process for receiving reports from train crews.

From 1 September 2021 Coast Line maintenance will be brought in-house. All FTS staff working on the line will have the right to transfer to PRI on their existing terms.

FTS said in a statement that it "disagreed with aspects of the audit" but accepted PRI's decision and would cooperate fully with the handover.

PRI's chief executive, Marguerite Olsby, said: "Our passengers and our neighbours along the coast deserve a railway they can trust. That means owning our own maintenance, and owning our own mistakes."

The cost of bringing the work in-house is estimated at GBP 3.1m a year, about GBP 0.4m more than the contract price. PRI says the difference will be met from efficiency savings elsewhere."""),

("rail-42", "Tessock signal box (1897-2012)",
"""Tessock signal box stood at the north end of the down platform at Tessock, where the single-track branch diverges from the double-track main line. It was built in 1897 to a standard hipped-roof design with a 36-lever frame, and it was extended in 1926 to 48 levers when a goods loop was added.

For more than a century the box controlled the junction, the station level crossing and the token instruments for the branch. Signalmen worked three shifts and, until 1978, the box was the only place in the village where a telephone could be used at night, which made the signalman a kind of unofficial emergency service.

The box closed on 21 October 2012, when control of the area passed to the new Corranmouth Signalling Centre. The branch token was replaced by axle counters, and the level crossing was converted to automatic half barriers. The lever frame was removed and part of it is now displayed by the heritage society at Dunstreath.

The building was listed as being of local historic interest in 2013. It is now used as a store by the station adoption group, which looks after the flower beds and the hanging baskets.

Signalmen remembered
Among those who worked at Tessock were Harold Pyke, who spent 41 years in the box, and Winifred Ames, one of the first women signallers on the peninsula, appointed in 1943 and still remembered for her immaculate train register.

Sources: staff records, interviews recorded in 2011, and photographs lent by former staff and their families."""),

("rail-43", "Route guide: Valley Line, Coast Line and Sallowby branch",
"""CLR route guide - stations and distances
Distances are in miles from Corranmouth Central, measured along the line.

Valley Line (Corranmouth Central - Dunstreath)
- Corranmouth Central: 0.0
- Wenlow Parkway: 4.6
- Tessock: 9.2 (junction for the Sallowby branch)
- Marrowby: 15.8
- Harmoor Halt: 21.3 (request stop)
- Dunstreath: 26.9
Double track from Corranmouth Central to Marrowby; single track from Marrowby to Dunstreath, with a passing loop at Harmoor. Not electrified.

Sallowby branch (Tessock - Sallowby)
- Tessock: 0.0 (branch mileage)
- Sallowby: 5.4
Single track. Kell Beck viaduct is at 3.1 miles.

Coast Line (Corranmouth Central - Lesk Harbour)
- Corranmouth Central: 0.0
- Brindlecote: 7.1
- Quayle End: 13.5
- Lesk Harbour: 19.8
Double track. Electrified between Corranmouth Central and Brindlecote; diesel beyond.

Depots and sidings
- Harnmoor TMD: beside the Valley Line at about 14.9 miles, near Marrowby
- Skelby Sidings: on the Coast Line approach to Lesk Harbour
- Wrayford Carriage Shed: closed 2019

Line speeds
- Valley Line: up to 75 mph; 40 mph on the single-track section
- Coast Line: up to 90 mph, with several cliff-top restrictions of 30 to 50 mph
- Sallowby branch: 40 mph

This guide is revised whenever stations open or close. Planned addition: Sallowby Fields (branch), expected 2022."""),

("rail-44", "Harmoor Halt",
"""Harmoor Halt - station information

Managed by: Corran & Lesk Railways
Line: Valley Line, between Marrowby and Dunstreath
Platforms: 1
Staffing: unstaffed
Request stop: yes
Step-free access: yes, by ramp from Harmoor Lane
Parking: none
Annual usage: about 4,100 journeys

About the halt
Harmoor Halt opened in 1934 to serve the hamlet of Harmoor and the surrounding farms. It has never had a station building; passengers wait in a small brick shelter, rebuilt in 1999 after the original timber shelter blew down in a gale. The platform was extended in 2006 so that three-car trains could call.

Because it is a request stop, trains call only if a passenger on board asks the conductor, or if a passenger on the platform gives a clear signal to the driver. Please stand well back from the edge and raise your arm in good time: on the curve from the south, drivers see the platform late.

The halt is one of the quietest on our network, but it has a loyal following among walkers heading for Harmoor Edge and birdwatchers visiting the reed beds.

Getting there
A ramp leads from the lane to the platform. Please do not use the farm crossing further along the lane to reach the platform from the other side of the line.

Nearby
Harmoor village hall is 600 metres away. The nearest shop is in Marrowby.

Please note: the traction depot with a similar name is Harnmoor, near Marrowby. There is no public access to the depot, and it has no passenger platform."""),

("rail-45", "Halvering & Sons, Ashcombe: the end of a works",
"""Halvering & Sons was founded in 1889 by the brothers Josiah and Amos Halvering, who set up a wagon repair shop beside the Ashcombe canal basin. Within twenty years the firm was building carriages for the Corran & Lesk Coast Railway Company and for several tramways, and by the 1930s Ashcombe Works covered 22 acres and employed more than 2,000 people.

Diesel trains were built at Ashcombe from 1955. Over the next three decades the works turned out railcars and multiple units for lines across the region, together with a steady trade in overhauls. Its last new-build order was completed in 1988.

The 1990s were hard. With no new orders, the workforce fell from 900 in 1990 to 140 in 1995. The family sold its remaining interest in 1993 to a management team, which tried to diversify into bus body repairs without success. Ashcombe Works closed on 30 June 1996.

What happened next
- Works machinery was auctioned in October 1996.
- The design archive, some 40,000 drawings, specifications and test reports, was sold in 1997 to Brenmark Rolling Stock, which wanted the drawings in order to support the Ashcombe-built fleets still in service.
- The site was cleared in 1998-99 and is now the Halvering Park housing estate.
- The works clock was saved by local residents and now stands in Ashcombe market square.

The company's name survives in the street names of the housing estate, in a plaque on the old gatehouse wall, and in the name of a pub, the Halvering Arms."""),

("rail-46", "Company profile: Varnhold Transit Systems",
"""Varnhold Transit Systems (VTS)

Founded: 1962, as Varnhold Wagon Works
Headquarters and main plant: Klessing
Employees: about 3,900 (2022)
Products: regional multiple units (electric, diesel, bi-mode and battery), tram-trains, bogies, and long-term technical support
Ownership: wholly owned subsidiary of Thorlund Engineering Corporation since 2011

History
Varnhold began as a builder of goods wagons and switched to passenger vehicles in the 1970s. It built its first multiple units for export in 1984 and opened a second assembly hall at Klessing in 1999.

In 2011 the founding family sold the company to Thorlund Engineering Corporation. Under its new owner, VTS has concentrated on mid-sized orders of modular regional trains, using a common bodyshell in lengths of two to five cars. Its bi-mode platform, launched in 2015, has been sold to six operators.

Reputation
VTS trains are generally regarded as reliable in service, although several customers have complained of late delivery. The company admits that its diesel generator sets, which are bought in from a supplier, caused teething troubles on some early fleets.

Aftersales
VTS supports customers under ten-year technical agreements and keeps a small team of engineers permanently at each customer's depot during the first two years of a new fleet's life.

Not to be confused with Varnhold Marine, an unrelated boat-builder that happens to share the family name and is based on the opposite side of the same estuary."""),

("rail-47", "Letter to the Managing Director regarding conditions at Skelby Sidings",
"""Mr T. Renholm
Managing Director
Corran & Lesk Railways
Fenwright House
Corranmouth

12 October 2020

Dear Mr Renholm,

Skelby Sidings - messing and welfare facilities

I write on behalf of our members at Skelby Sidings about conditions that have now become unacceptable.

When staff transferred to Skelby last winter, we were promised that the welfare block would be extended before the end of March. It has not been. The mess room built for a depot of about 60 people now serves nearly 90 at shift change. There are four toilets for men and one for women. Lockers have been placed in the corridor, which is also the fire escape route.

The new fleet based at the depot has brought more cleaning, more fuelling and more night work. Our members have absorbed all of this willingly. What they cannot accept is being asked to eat their meals standing up.

I would ask you to:
1. publish a date for completion of the welfare extension;
2. hire temporary welfare cabins in the meantime; and
3. clear the fire escape route within seven days.

I would be grateful for a reply by 26 October. I am copying this letter to the depot manager and to the company's health and safety committee, and I am happy to meet you at the depot at any time convenient to you.

Yours sincerely,

Dorothy Pennick
Regional Secretary, Lesk & Corran District"""),

("rail-48", "Dunstreath honoured as train is named",
"""Corranmouth Evening Post, 24 April 2010

Dunstreath's name is going places. On Friday a Lesk Valley Trains three-car unit, 612 005, was named Spirit of Dunstreath at a ceremony in the station forecourt, marking the 150th anniversary of the town's market charter.

The cast nameplate was unveiled by Dunstreath's oldest resident, 104-year-old Ada Fennimore, who pulled a cord to release a green curtain to loud applause. Mrs Fennimore, who travelled to her first job in Corranmouth by train in 1920, said she had "never thought I'd see my town's name on the side of a train".

Ronan Gethin, LVT's managing director, said the naming was a thank-you to the town, whose residents had campaigned for later evening trains. "This unit will carry Dunstreath's name across the peninsula every day," he said.

Pupils from Dunstreath Primary sang, and the town band played. The nameplates on both driving cars were designed by a local art student, Jodie Karr, whose entry was chosen from 86 submitted in a competition.

The unit then worked a special train to Corranmouth Central and back, carrying invited guests and members of the market charter committee.

It is the first time an LVT train has carried a name. The company says it has no plans to name any others, but it has not ruled out doing so for future anniversaries.

Mrs Fennimore is not the first member of her family to be honoured by the railway: her late father was station master at Dunstreath from 1908 to 1931."""),

("rail-49", "Altmere Leasing: Class 612 lease extension summary",
"""ALTMERE LEASING LTD - Summary of lease variation
Prepared for the investors' report, half year to 30 June 2022

Asset: 14 three-car Class 612 diesel multiple units (42 vehicles), 612 001 to 612 014, owned by Altmere Leasing Ltd since their delivery in 2004-05.
Lessee: Corran & Lesk Railways Ltd (formerly Lesk Valley Trains Ltd)
Original lease term: 2004/05 to January 2013
First extension: to January 2023 (agreed in 2012 to match the Second Lesk Concession)
Second extension (this variation): to 31 January 2030

Key terms of the variation
1. The lease now runs beyond the current concession. If the concession passes to another operator, the lease transfers to the new concessionaire under the transport authority's step-in arrangements.
2. Monthly rental per vehicle is reduced by 11% from February 2023, reflecting the age of the fleet.
3. Altmere contributes GBP 12.5m toward the cost of the mid-life refurbishment; the lessee funds the balance.
4. The lessee must return the units in a condition equivalent to "post-refurbishment, fair wear and tear excepted".

Risk commentary
Diesel units face policy pressure as the peninsula moves toward electrification. Altmere considers the fleet's residual value in 2030 to be low but positive. The refurbishment, which includes emissions improvements, extends the fleet's useful life and its attractiveness to other lessees.

Other Altmere assets on the peninsula: none. Altmere does not own the operator's bi-mode fleet, which is financed by a different lessor."""),

("rail-50", "December 2019 timetable: Coast Line goes bi-mode",
"""Timetable change - Sunday 15 December 2019

Coast Line
From 15 December almost all Coast Line trains will be formed of our new four-car bi-mode trains, which began carrying passengers in October. They run on electric power between Corranmouth Central and Brindlecote and switch to diesel for the rest of the journey.
- Trains run every 30 minutes between Corranmouth Central and Lesk Harbour (previously every 40 minutes).
- The journey time falls from 39 to 34 minutes.
- All trains call at Brindlecote and Quayle End.
- A small number of early-morning and late-evening trips will still be worked by older trains until February 2020.

Valley Line
- No major changes. Two extra evening trains run between Corranmouth Central and Marrowby on Fridays.
- Because a carriage shed near Corranmouth has closed, the first train of the day from Marrowby now starts from Harnmoor depot and runs empty to Marrowby.

Sallowby branch
The replacement bus timetable is unchanged. Work on restoring the branch continues.

Guards
All Coast Line trains will continue to carry a guard while talks with the trade union continue. No change to crewing will be made during these talks.

Tickets
Fares do not change with the timetable. The next fares change is in January.

Bikes
The new trains carry up to four bikes. Reservations are recommended at weekends and on bank holidays, when the coast path is busiest."""),

("rail-51", "New trains FAQ",
"""Your new Coast Line trains - frequently asked questions

How are the new trains different?
They are longer (four carriages instead of two), quieter and air-conditioned. Every seat has a power socket, and there is free wi-fi throughout.

Why do I hear the engines start halfway along the line?
The trains use electric power from overhead wires where they exist, between Corranmouth Central and Brindlecote. Beyond Brindlecote there are no wires, so the train starts its diesel generators. The changeover happens while the train is moving.

Are they accessible?
Yes. There are two wheelchair spaces and a universal toilet. The doors have sliding steps that close the gap to the platform at most stations.

Why are there fewer tables?
There are more seats overall, but the layout favours airline-style seats, which fit more people. There are still 24 table bays in every train.

Will there be a guard?
Yes. Every Coast Line train currently carries a guard.

Can I still catch the train at Quayle End?
Yes. The platform at Quayle End was lengthened before the new trains arrived, so all four carriages fit.

What happened to the old trains?
Most have been scrapped. One has been preserved by a local heritage group.

I've seen the new trains on the Valley Line. Are they coming there too?
Not in passenger service. A few test runs took place to check clearances, but the Valley Line will continue to be served by our three-car trains.

Where can I give feedback?
Use the feedback form on our website, or talk to the guard on board."""),

("rail-52", "ORC: penalty notice to Corran & Lesk Railways for cancellations",
"""OFFICE OF THE RAIL COMMISSIONER
Penalty notice PN/2021/04
Issued: 19 November 2021
To: Corran & Lesk Railways Ltd (CLR)

1. The Commissioner has investigated CLR's compliance with its obligation to plan and run its timetable with reasonable skill and care, following a sharp rise in cancellations on the Coast Line between March and August 2021.

2. The investigation found that:
(a) 6.8% of Coast Line trains were cancelled in the period, against a previous average of 1.9%;
(b) the main cause was a shortage of qualified guards, following a recruitment freeze in 2020 that the company did not reverse in time;
(c) passengers were often told of cancellations less than an hour before departure.

3. The Commissioner does not find that CLR deliberately neglected its obligations. The Commissioner does find that the company was slow to recognise the problem and slow to act once it had done so.

4. A penalty of GBP 450,000 is imposed. CLR has also agreed to pay GBP 200,000 into a passenger benefit fund for improvements at Coast Line stations.

5. CLR must publish a plan to restore guard numbers by 31 January 2022 and must report progress to this Office monthly until numbers are restored.

6. The Commissioner notes that the company has not contested the findings and has cooperated fully with the investigation.

Priya Avelar
Rail Commissioner"""),

("rail-53", "Variation No. 4 to the Second Lesk Concession",
"""LESK PENINSULA TRANSPORT AUTHORITY
Notice of variation - Second Lesk Concession Agreement
Variation No. 4, dated 14 January 2022

Parties: the Authority and Corran & Lesk Railways Ltd (the Concessionaire), formerly named Lesk Valley Trains Ltd.

1. Extension
In exercise of its power under clause 22.1, the Authority extends the Agreement by 24 months. The Expiry Date is now 31 January 2025.

2. Reasons
The Authority intends to let a third concession covering both rail services and integrated bus services. Preparing that procurement requires more time than remains under the current Agreement.

3. Changes to obligations during the extension
3.1 The minimum service level on the Sallowby branch is increased from ten to fourteen trains in each direction on Mondays to Saturdays from the opening of Sallowby Fields halt.
3.2 The Concessionaire shall roster at least one guard on every Coast Line train until the end of the Agreement.
3.3 The performance target for the Valley Line is raised to 90% PPM.

4. Previous variations
No. 1 (2015) recorded the change of the Concessionaire's name and the transfer of the Coast Line service agreement into the Concession.
No. 2 (2016) suspended clause 9.2 while the closure of the Sallowby branch was pending.
No. 3 (2018) reinstated clause 9.2 and set a programme for the restoration of services.

5. All other terms are unchanged.

Signed on behalf of the Authority: Imran Dacosta, Chair, Rail Committee"""),

("rail-54", "SCSA Bulletin: Marrowby ticket office - the cut that wasn't",
"""STATION AND CLERICAL STAFF ASSOCIATION (SCSA)
Corran & Lesk branch bulletin - November 2016

Good news from Marrowby. The company has withdrawn its proposal to cut the opening hours of the ticket office at Marrowby station.

In August, management told us that from January the office would open only from 06:30 to 13:30 on weekdays and would close completely on Sundays. Two clerical posts would have gone. The company said that ticket machines and online sales made longer hours unnecessary.

We disagreed, and so did passengers. More than 1,900 people signed the petition organised by our Marrowby members and the Marrowby Rail Users' Group. The borough council wrote to the company. Our own survey showed that almost a third of tickets sold at Marrowby involved railcards, concessions or complicated journeys that the machines cannot handle.

On 3 November the company confirmed in writing that the current hours, 06:00 to 19:30 Monday to Saturday and 09:00 to 16:00 on Sunday, will stay, and that both posts are safe. The decision will be reviewed in 2019, not before.

Thanks to:
- our branch secretary, Keith Marrable, and the Marrowby reps;
- the Marrowby Rail Users' Group;
- Marrowby Borough Council.

A word of caution: the company has not given up on ticket office changes elsewhere. We understand that proposals for Brindlecote and Tessock are being prepared. We will keep members informed.

Branch meeting: 7 December, Railway Club, Marrowby, 19:00. All members welcome."""),

("rail-55", "From goods yard to depot: the story of Skelby Sidings",
"""The Valley Lamp - history feature

Few passengers arriving at Lesk Harbour give a second glance to the spread of sheds and sidings on their left as the train slows for the terminus. Yet Skelby Sidings has a longer history than many of our stations.

The site began in 1911 as a fish traffic yard. In the herring season, special trains of insulated vans left Skelby every evening for the city markets. At its peak, in 1925, the yard had nineteen sidings and a staff of forty.

The fish traffic went to the roads in the 1950s, and by 1964 the yard was almost empty. It was saved by the arrival of diesel railcars on the Coast Line: a two-road servicing shed was put up in 1966 on the site of the old ice house, and Skelby became the Coast Line's fuelling and cleaning point.

Skelby became a full maintenance depot in 2006, when a separate operator took over the Coast Line and needed a base of its own. A modern maintenance shed, with a much larger roof span, was added in 2019.

Today Skelby is run by depot manager Agnes Tullow, the first woman to manage a depot on the peninsula. She tells us that some of the old fish-yard rails are still in place beneath the staff car park, and that the foundations of the ice house were uncovered when the new shed was built.

Our thanks to the Lesk Harbour Local History Group for the photographs used with this article, and to the depot staff who showed our members round."""),

("rail-56", "Harnmoor Traction Maintenance Depot - history",
"""Harnmoor TMD (code HN)
Location: beside the Valley Line, about a mile north of Marrowby
Opened: 5 May 1958
Original purpose: servicing the first diesel railcars on the Valley Line and the Sallowby branch

Timeline
1958 - Depot opens with a three-road shed and a turntable inherited from the former steam shed on the same site.
1963 - Fuelling point added; the old coal stage is demolished.
1974 - Shed extended to five roads.
1987 - Depot re-equipped for the new two-car diesel units delivered that year and the next.
1994 - Turntable removed.
2003 - Depot passes to the new concession operator.
2009 - Roof replaced after years of leaks.
2015 - Wheel lathe installed.
2019 - Additional stabling sidings laid to take units displaced from Wrayford.

Facilities today
- Five-road maintenance shed with inspection pits
- Single-axle wheel lathe
- Fuelling and toilet discharge roads
- Train wash
- Stores, offices and messing for about 150 staff

Public access
There is no public access. The depot holds an open day roughly every three years, usually in September, in aid of railway charities. Visitors should not confuse the depot with Harmoor Halt, a small request stop further down the line toward Dunstreath.

Records
Historic depot records, including the allocation books from 1958 to 1996, are held by the Corran Valley Railway Heritage Society at Dunstreath and may be consulted by appointment."""),

("rail-57", "Corran County Council Cabinet - minutes, 16 November 2016 (extract)",
"""CORRAN COUNTY COUNCIL - CABINET
Extract from the minutes of the meeting held on 16 November 2016 at County Hall, Corranmouth

Present: Cllr Marian Holroyd (Leader, in the chair), Cllr Bertram Ouseley (Cabinet Member for Transport), Cllr Desmond Fairlie, Cllr Lorna Quist.

Item 7: Fallowgate Road park-and-ride - funding
7.1 The Cabinet Member for Transport presented a report seeking approval for an additional GBP 640,000 toward the park-and-ride at Fallowgate Road station, which would bring the council's total contribution to GBP 3.9m.
7.2 The extra cost arose from ground conditions: an old clay pit had been found beneath the planned car park, requiring piled foundations.
7.3 Cllr Quist asked whether the railway operator was contributing. The Cabinet Member said that the operator was paying for platform lighting and new signage.
7.4 RESOLVED: that the additional GBP 640,000 be approved from the transport capital reserve.

Item 8: Sallowby branch
8.1 The Leader reported that the council had written to the Rail Commissioner in support of Sallowby and District Council, but noted that the county council had no power to appeal the closure decision itself.
8.2 Cllr Ouseley said that he had opposed the closure of the branch from the outset and would continue to do so in every forum available to him.
8.3 RESOLVED: to offer Sallowby and District Council officer support in preparing its appeal.

Item 9: Winter gritting programme
9.1 Noted.

Signed: M. Holroyd, Leader"""),

("rail-58", "Tolleridge works to stop building trains",
"""Tolleridge Gazette, 8 June 2016

Train building at Tolleridge will end next year after more than four decades, Brenmark Rolling Stock confirmed yesterday.

Final assembly of new trains will move to a larger plant overseas owned by the same group, the company said. Tolleridge will keep a reduced workforce of about 220 people for bogie overhaul, spare parts and warranty work. About 650 jobs are expected to go.

The news was broken to staff at a mass meeting in the main erecting shop. Union officials said the workers were "angry but not surprised", pointing to the lack of new orders since 2014.

It is a far cry from 2009, when Brenmark's new owners promised to invest in Tolleridge and "not to dismantle it". A spokesman said yesterday that the owners had invested GBP 30m in the site since then, but that "the market for mid-sized fleets has moved against us".

Brenmark was founded at Tolleridge in 1971 and at its peak employed nearly 1,500 people there. Its trains run on lines across the country and abroad.

The town's MP called the decision "a hammer blow" and asked for a meeting with the company's owners. The borough council said it would set up a taskforce to help workers find new jobs and to look at future uses for the site, which covers 31 acres beside the river.

The last train to be built at Tolleridge is expected to roll out in spring 2017: a tram-train for an export customer."""),

("rail-59", "Thorlund Engineering opens new headquarters in Port Ederly",
"""Press release - 6 February 2017

Thorlund Engineering Corporation today opened its new global headquarters on the Ederly waterfront, bringing together 1,200 staff who were previously spread across four office buildings in Port Ederly.

The eleven-storey building, named Sundmark House after the corporation's founder, Erik Sundmark Thorlund, stands on the site of the old harbour power station. Its lower floors house a visitor centre tracing the corporation's history from its beginnings as a marine-engine maker in 1921.

Thorlund's chief executive, Dagny Rask, said: "We were born in Port Ederly, and we intend to stay here. This building is a statement of confidence in the city and in the future of engineering."

The corporation has four divisions:
- Marine propulsion
- Power generation
- Rail vehicles and systems
- Industrial services

Together they employ around 27,000 people in 18 countries. Revenue in the last financial year was 6.4 billion in the group's reporting currency.

The headquarters is designed to high environmental standards, with heat drawn from the harbour water and a roof covered in solar panels. About 60 per cent of staff will work at shared desks, and the building has parking for 400 bicycles but only 90 cars.

Open day
The visitor centre will open to the public from 4 March, free of charge, Tuesday to Sunday.

Media contact: Thorlund corporate communications, Sundmark House, Port Ederly."""),

("rail-60", "Priya Avelar appointed Rail Commissioner",
"""Government announcement - 2 April 2019

Priya Avelar has been appointed Rail Commissioner for the peninsula and will lead the Office of the Rail Commissioner (ORC) for a five-year term beginning on 1 May 2019. She succeeds Oswin Tarrant, who has served since 2014 and announced last year that he would not seek a second term.

Ms Avelar is currently deputy director of competition at a national utilities regulator, where she led investigations into water and energy pricing. She trained as an economist and began her career in consumer advocacy.

The Rail Commissioner regulates the economic and safety performance of the peninsula's railways, licenses train operators and the infrastructure manager, and decides on proposals to close lines and stations. The Commissioner is independent of the transport authority and of ministers in individual decisions.

Ms Avelar said: "Passengers want trains that turn up, information they can trust and a regulator that acts when things go wrong. I intend to be that regulator."

Paying tribute to her predecessor, the minister said that Mr Tarrant had "steered the Office through a difficult period, including one of the most contested closure cases in its history, and had the courage to change course when the evidence changed". Mr Tarrant will return to academic life.

The appointment is subject to the usual declarations of interest, which will be published on the ORC website. The salary is in line with the senior public appointments scale."""),
]
