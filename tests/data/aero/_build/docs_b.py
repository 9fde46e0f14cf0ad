# Documents aero-31 .. aero-60 of the blind-aero collection.

DOCS_B = [
# ---------------------------------------------------------------- press releases / annual reports (31-36)
("aero-31", "Press release: Cressa Leasing completes first jet purchase and lease to Bluefen Air", """
Dorvik, 19 March 2007. For immediate release.
Cressa Leasing Ltd, the Dorvik-based aircraft operating lessor, today announced that it has completed the purchase of a Halvering HJ-200, manufacturer's serial number 3342, from Kestrel Group plc, and has delivered the aircraft to Bluefen Air on an eight-year operating lease.
The aircraft, previously flown by Kestrel Airways on domestic and regional routes, has been reconfigured with 168 seats and re-registered KY-BFC. It joins two HJ-200s already in service with Bluefen at its Port Ellery base.
The transaction is Cressa Leasing's first acquisition of a jet. Until now the company's portfolio has consisted of turboprops and business aircraft leased to operators in Kestrany and neighbouring countries.
"This is a milestone for us and, we believe, for Kestranian aviation finance," said Paul Heger, commercial director of Cressa Leasing. "Bluefen has shown that there is real demand for low fares on domestic routes, and we are pleased to support its growth with an aircraft that has been cared for by a single operator since new."
Jonas Brek, chief executive of Bluefen Air, said the additional aircraft would allow the airline to launch services to two holiday destinations in the coming summer season.
About Cressa Leasing
Cressa Leasing Ltd is an independent operating lessor headquartered in Dorvik. It has no connection with the island of Cressa or with the island council.
Media contact: press office, Cressa Leasing, Dorvik.
"""),

("aero-32", "Press release: Sundmark Holdings launches Aurel Regional", """
Dorvik, 2 April 2013
Sundmark Holdings today confirmed that its two airline subsidiaries, Ellery Air and Skerry Link, began flying yesterday as a single company, Aurel Regional.
The new airline has its head office and main operating base at Vessen Regional Airport, in the former Ellery Air building, with a second base at Port Ellery for the island shuttle. It starts with 310 employees, three Corvane CT-42 turboprops and three Brisk BN-8 light twins, and will operate 48 daily flights on eleven routes.
Karin Wessel, previously operations director of Ellery Air, has been appointed managing director. "Passengers will see the same crews and the same reliability, now under one brand and with one booking system," she said. "The Cressa shuttle remains at the heart of what we do, and we are committed to it for the long term."
Viktor Lanne, chief executive of Sundmark Holdings, said: "Bringing these two businesses together gives us the scale to invest. We expect to add larger turboprops within three years."
Customers holding bookings with Ellery Air or Skerry Link do not need to take any action; their tickets remain valid. Frequent flyer balances will be transferred automatically during April.
Notes to editors
Sundmark Holdings is a Dorvik-based investment group with interests in transport, logistics and property. It acquired Ellery Air in 2008 and Skerry Link in 2011.
"""),

("aero-33", "Kestrel Group plc Annual Report 2015: chairman's statement and fleet review (extract)", """
Leadership
After eight and a half years as chief executive of Kestrel Airways, Petra Solvang stepped down in June 2015 to take up an opportunity outside the group. The board thanks her for steering the airline through a period of intense competition. Henrik Osk, previously chief operating officer, succeeded her on 1 July 2015.
Fleet review
The group continued to simplify its fleet around the Halvering HJ-200. During the year we agreed the sale of two of our three Corvane CT-72 turboprops to Sundmark Holdings for use by its regional airline, Aurel Regional. KY-KCA was handed over in September and KY-KCC in November; on transfer they were re-registered KY-AUA and KY-AUC respectively. The remaining CT-72, KY-KCB, will continue to serve the Dorvik to Vessen route until a replacement regional partnership is in place, which we expect in 2018.
The disposal produced a book profit of 3.1 million marks. Two new HJ-200s were delivered during the year, taking the jet fleet to eleven aircraft.
Engineering
Heavy maintenance continues to be contracted to Dorvik Aero Technics, in which the group retains a minority holding.
Outlook
With a younger fleet and lower unit costs, the board expects revenue per available seat kilometre to stabilise in 2016.
Operating statistics for 2015
Passengers carried: 3.4 million. Load factor: 78.2 percent. On-time departures: 86 percent. Employees at year end: 2,950.
"""),

("aero-34", "Statement from Bluefen Air, 10 March 2016", """
Bluefen Air announces with great regret that it has ceased all flight operations with immediate effect.
The decision follows the suspension of the airline's air operator certificate by the aviation authority, which took effect at one minute past midnight today, and the failure of talks with a potential investor that ended late last night. Without a valid certificate or new funding, the directors have concluded that the company cannot continue to trade and have asked the court to appoint administrators.
Passengers
All flights from today onwards are cancelled. Passengers who paid by credit or debit card should contact their card issuer. Those who booked through a travel agent should contact the agent. Kestrel Airways and Aurel Regional have offered rescue fares on domestic routes to passengers who show a Bluefen booking reference.
Staff
Our 300 employees will receive their wages for February. The administrators will contact staff directly about outstanding pay.
From the chief executive
Jonas Brek said: "For ten years we have brought low fares to people who had never been able to fly. I am proud of our crews and ground staff, and deeply sorry for the disruption to our passengers. I dispute the authority's findings, but I accept that without a certificate there is no airline."
Aircraft
All four aircraft are parked at Port Ellery and will be made available to their owners.
Media enquiries should be directed to the administrators' office in Dorvik.
"""),

("aero-35", "Tarnholm Flight Academy appoints Head of Training", """
Tarnholm, 3 July 2017
Tarnholm Flight Academy (TFA) is pleased to announce that Captain Lena Vardy will join the academy as Head of Training on 1 September 2017.
Captain Vardy brings nearly thirty years of flying experience. Most recently she spent ten years as chief pilot of the low-cost carrier Bluefen Air, where she built the flight operations and training departments from the ground up. Before that she was a captain on the Halvering HJ-200 with Kestrel Airways and a first officer with Ellery Air.
She is also a former student here, having learned to fly on this airfield in the late 1980s, when training was still run by the aero club's school.
As Head of Training she will be responsible for all ground and flight training courses, the academy's simulator centre and its training organisation manual. She succeeds Tomas Ambler, who has been acting head of training since January and will continue as chief flying instructor.
"Lena is exactly the right person to lead our next chapter, including the expansion of the cadet programme with our airline partner," said Greta Holm, chief executive of TFA.
Captain Vardy said: "I owe my career to the instructors who sent me solo on this airfield. It is a privilege to come back and do the same for a new generation."
About TFA
TFA trains around 180 students a year, from private pilots to airline cadets, at Tarnholm Airfield, and operates a simulator centre at Vessen.
"""),

("aero-36", "Press release: Regional airliner joins the Kestrany Museum of Flight", """
Aldmoor, 21 March 2019
A Corvane CT-42 turboprop that carried passengers between Kestrany's regional towns for a quarter of a century has joined the collection of the Kestrany Museum of Flight.
The aircraft, formerly registered KY-ELA, was donated by Aurel Regional and made its final flight on 14 March 2019, from Vessen to Aldmoor, with a crew of two and a cabin full of retired Ellery Air staff. After landing it was towed across the airfield to the museum site, where the airport fire service welcomed it with a water arch.
"The CT-42 was the aircraft that connected the north of our country to the capital," said curator Hugo Talsma. "Thousands of people took their first flight in one. We are delighted that Aurel has made it possible to preserve an example in such good condition."
The aircraft will be prepared for display over the spring. Its engines will be inhibited and its cabin opened to visitors, and it will go on public view in the summer alongside the museum's other airliners.
The museum thanks the Friends of the Museum, whose members raised the money to insure the ferry flight, and the airport operator for its help with towing.
About the museum
The Kestrany Museum of Flight opened in 1999 in former air-base hangars. It holds more than 40 aircraft, from a home-built monoplane of 1929 to a four-engined propliner, together with an archive of photographs, logbooks and timetables.
Press contact: museum office, Aldmoor.
"""),

# ---------------------------------------------------------------- airport fact sheets / FAQs (37-41)
("aero-37", "Edvin Harrow International Airport: fact sheet 2020", """
Name: Edvin Harrow International Airport (formerly Dorvik Sallow Airport)
Location code: DVK
Location: 18 km south of central Dorvik, on the Sallow plain
Operator: Dorvik Airport Authority, owned by the state
History
Civil flying began at Sallow in 1936. The airport was officially opened as Dorvik Sallow Airport in 1949 and served as the base of the national airline from its foundation. On 1 June 2009 it was renamed in honour of Edvin Harrow (1901-1968), the aviation pioneer who was the first managing director of Kestrany National Air Lines.
Runways
09L/27R: 3,400 m by 45 m, asphalt, category III instrument landing system.
09R/27L: 2,800 m by 45 m, asphalt, category I instrument landing system.
Terminal
One passenger terminal with two piers, A and B: 38 gates, 14 of them with air bridges.
Traffic in 2019
Passengers: 7.9 million. Aircraft movements: 81,000. Cargo: 64,000 tonnes.
Main users
Kestrel Airways (hub), Aurel Regional and 22 foreign airlines.
Maintenance and services
Hangar 5 on the east apron houses a large independent maintenance company. The airport also has a cargo village, two fixed-base operators for business aviation and a 24-hour rescue and firefighting service at category 9.
Getting there
Rail: 14 minutes from Dorvik Central, every 10 minutes. Road: motorway M2, exit 7. Parking: 9,500 spaces.
Noise
A night quota system applies between 23:30 and 06:00.
"""),

("aero-38", "Port Ellery Airport: frequently asked questions", """
Is Port Ellery Airport connected with Ellery Air?
No. The airport takes its name from the town of Port Ellery, which was named after Captain Aldous Ellery, an eighteenth-century harbour master. Ellery Air was a separate airline, named after its founder and based at Vessen; it no longer exists. We still receive letters addressed to it.
Where is the airport?
Four kilometres east of the town centre, beside the coast road. Bus line 3 runs every 20 minutes from the harbour.
How long is the runway?
Runway 16/34 is 1,900 metres long, with an instrument landing system for runway 34.
Which terminal do I need?
Terminal 1 handles all scheduled domestic flights, including Aurel Regional services to Vessen and Dorvik. Terminal 2 was built in 2006 as the home of a low-cost airline, Bluefen Air. Since that airline stopped flying in 2016 it has been used for charter flights, business aviation and the Cressa island shuttle.
How do I get to Cressa?
The island shuttle is operated by Aurel Regional with nine-seat aircraft. The flight takes about 20 minutes. Baggage is limited to 15 kg per passenger because of the short grass runway on the island.
Is there a flying school at the airport?
No school is based here, but training aircraft from Tarnholm often visit for landing practice.
Can I watch the aircraft?
The viewing terrace above Terminal 1 is open daily from 08:00 to 20:00.
Where can I find lost property?
Please ask at the information desk in Terminal 1.
"""),

("aero-39", "Vessen Regional Airport: fact sheet", """
Operator: Vessen Airport Company Ltd, owned by the municipality of Vessen
Location: 6 km west of Vessen town centre
Former name: Vessen Moor Aerodrome, until 1975, when the present terminal opened
Runway
09/27: 2,150 m by 45 m, asphalt, with an instrument landing system on runway 27. Taxiway B links the apron with the runway. Holding point B1 serves the runway 09 threshold; B2 is an intermediate holding point for runway 27, about 900 m from its threshold.
Safety equipment
Stop bars were commissioned at all runway holding points in October 2018, together with new signs and renewed markings. The rescue and firefighting service is category 6.
Airlines
Scheduled services by two domestic airlines to Dorvik, Port Ellery, Aldmoor and Tarnholm, plus seasonal charter flights.
Traffic in 2019
Passengers: 640,000. Movements: 19,500, about a third of which are training flights.
Tenants
Airline offices in the old terminal building; a maintenance company with two hangars on the north apron; the simulator centre of a flying academy; the regional air ambulance.
Opening hours
05:30 to 23:30 daily, and outside these hours by prior arrangement.
History
The aerodrome was laid out in 1947 on former moorland. The runway was extended to its present length in 1992 so that it could handle turboprop airliners. Passenger numbers peaked in 2008 and have recovered steadily since 2015.
"""),

("aero-40", "Cressa Island Airstrip: information for visiting pilots", """
Operator: Cressa Island Council (harbour office)
Position: on the north shore of Cressa, 1.5 km from the harbour
Elevation: 12 ft
Runway
09/27, grass, 640 m by 23 m. Runway 09 slopes upward at 1.2 percent. A 60-metre runway end safety area beyond the end of runway 27 was completed in 2011.
Restrictions
Prior permission is required from the harbour office at least two hours before arrival. Day visual flight only. Special restrictions apply when the runway has been declared wet: consult the aerodrome directive in force and the daily runway condition report.
Facilities
No fuel and no hangarage. Parking for four light aircraft on the grass apron. Toilets and a waiting room are in the terminal hut. Fire cover is provided by the island fire brigade for scheduled flights only.
Scheduled services
Aurel Regional flies the shuttle from Port Ellery, with up to eight return flights a day.
Noise
Please avoid overflying the village and the seal colony on the west point below 1,000 ft.
Charges
Landing fee: 25 marks for aircraft below 2,000 kg, payable at the harbour office.
Please note
Cressa Leasing, an aircraft lessor based in Dorvik, has no connection with the island or the airstrip. Please do not contact the harbour office about leasing matters.
"""),

("aero-41", "Aldmoor Airport: fact sheet", """
Operator: Aldmoor Airport Ltd, a joint venture of the regional council and private investors
History: Built in 1939 as Aldmoor Air Base for the Kestrany Air Corps. The Air Corps left in 1996, and the site opened as a civil airport on 1 April 1997.
Runway: 05/23, 2,600 m by 45 m, asphalt, with an instrument landing system on runway 23. The former secondary runway is now a taxiway and aircraft storage area.
Scheduled services: Aurel Regional to Dorvik, up to four times a day. Seasonal charter flights.
Other activity: long-term storage and part-out of airliners; aircraft painting; a gliding club at weekends.
Museum: The Kestrany Museum of Flight occupies three former air-base hangars on the south side of the airfield, known as Halls A, B and C, together with an outdoor display apron. Entrance is from the airport access road; the museum is open Tuesday to Sunday.
Wildlife: Since 2022 the airport has applied a long-grass policy and sends a dedicated bird control patrol before every commercial departure and arrival, following a safety investigation into a 2021 bird strike.
Traffic in 2019: 210,000 passengers and 11,000 aircraft movements.
Did you know? The control tower is the original 1939 air-base tower, refurbished in 2004, and the old officers' mess is now the airport hotel.
"""),

# ---------------------------------------------------------------- maintenance work orders (42-46)
("aero-42", "Work order summary DAT-11-0614: KY-KAF, AD 2011-04", """
Work order: DAT-11-0614
Organisation: DAT, Hangar 5, Dorvik (approval KY.145.002)
Customer: Kestrel Airways
Aircraft: Halvering HJ-200, registration KY-KAF, MSN 3410
Hours and cycles at input: 27,412 FH / 16,980 FC
Input: 14 June 2011. Released: 16 June 2011.
Tasks
1. KCAA AD 2011-04: elevator trim actuator jackscrew inspection in accordance with Halvering SB HJ200-27-115. Access panels 311AL and 311AR removed. Jackscrew cleaned and inspected under 10x magnification.
2. Lubrication of the elevator trim actuator per maintenance manual task 27-41-00-640.
3. Opportunity inspection of the horizontal stabiliser rear spar fittings, at the customer's request.
Findings
Light surface corrosion at the thread root of the jackscrew over about 15 mm, within the limits of the service bulletin. Cleaned, treated with corrosion inhibitor and relubricated.
Horizontal stabiliser fittings: no findings.
One access panel fastener hole with damaged thread; thread insert installed.
Certification
Certificate of release to service issued 16 June 2011 at 22:40. Independent inspection of the trim system reconnection and the operational test completed and signed.
Next due
Repetitive AD 2011-04 inspection due at 30,412 FH, or earlier replacement by an actuator with suffix -05 or later.
Man-hours: 31.5
Remarks
The customer advised that two more fleet aircraft are booked for the same directive task in July.
"""),

("aero-43", "Work order summary VAM-WO-13-2217: KY-ELA left main gear actuator", """
Vessen Aircraft Maintenance: work order summary
Work order: VAM-WO-13-2217
Customer: Aurel Regional
Aircraft: Corvane CT-42, KY-ELA, MSN 1187
Location: VAM Hangar 2, Vessen
Opened: 11 December 2013, 18:10. Closed: 12 December 2013, 04:55.
Defect reported
Hydraulic fluid seepage at the left main landing gear retraction actuator, reported by the flight crew after the last flight of the day (technical log page 4471).
Work performed
1. Left main gear retraction actuator removed (part number CT42-3211-07, serial 0388).
2. Replacement actuator fitted from stock (same part number, serial 0519).
3. Upper and lower attachment bolts refitted; torque values recorded as per maintenance manual task 32-31-11.
4. Hydraulic system bled. Gear swing on jacks, three cycles, satisfactory.
5. Leak check after ten minutes at system pressure: no leaks.
Certification
Certifying engineer: R. Kaltenberg, licence KY.66.B1.0912. Release to service signed 12 December 2013 at 04:55.
Independent (duplicate) inspection for critical task: the fields for name, licence number and signature were left blank.
Parts
Removed actuator sent to the overhaul shop under unserviceable tag U-13-882.
Shift log
One certifying engineer and one mechanic on the night shift.
Note added 24 January 2014
Original work pack quarantined and a copy supplied to the TSIB at its request.
"""),

("aero-44", "Work order summary VAM-WO-14-0311: KY-ELB, AD 2014-09", """
Vessen Aircraft Maintenance: work order summary
Work order: VAM-WO-14-0311
Customer: Aurel Regional
Aircraft: Corvane CT-42, KY-ELB, MSN 1203, 31,870 flight hours
Opened 13 March 2014 at 20:00; closed 14 March 2014 at 03:30.
Reason
KCAA AD 2014-09: one-time inspection of the main landing gear retraction actuator attachments on both sides.
Work performed
1. Aircraft placed on jacks; access gained to both main gear bays.
2. Left actuator: upper and lower attachment bolts, castellated nuts and split pins inspected and found satisfactory. Split pins renewed as required by the directive.
3. Right actuator: the split pin on the upper attachment nut was found fractured, with one leg missing, and the nut was only finger-tight, although the bolt was still fully engaged. Nut removed, bolt inspected with no damage found, nut torqued to the specified value and a new split pin fitted. Lower attachment satisfactory; split pin renewed.
4. Gear swing, three cycles, satisfactory.
Certification
Certifying engineer: M. Dorsen, licence KY.66.B1.1047.
Independent inspection: T. Ekvall, licence KY.66.B1.0733, signed for items 2 and 3.
Reporting
The finding on the right upper attachment was reported to the KCAA on 14 March 2014 under VAM occurrence report 14/006, and to the operator.
Remarks
KY-ELC was completed under work order VAM-WO-14-0309 on the previous night with no findings. KY-ELA remains out of service at Port Ellery.
"""),

("aero-45", "Work order summary DAT-11-1022: KY-BFC C-check", """
Work order: DAT-11-1022 (C-check)
Organisation: DAT, Hangar 5, Dorvik
Customer: Bluefen Air
Aircraft: Halvering HJ-200, KY-BFC, MSN 3342
Input: 3 October 2011. Released: 28 October 2011.
Scope
Third C-check (C3) in accordance with the customer's approved maintenance programme, revision 7.
KCAA AD 2011-04: initial inspection of the elevator trim actuator jackscrew.
Cabin: replacement of seat covers and carpets.
Structural sampling inspection of the aft pressure bulkhead.
Findings
Corrosion on the lower sill of the aft cargo door, blended out within structural repair manual limits and re-protected.
AD 2011-04: jackscrew corrosion within limits; actuator cleaned and lubricated.
Tail skid assembly and lower aft fuselage skin: inspected, no findings.
Aft pressure bulkhead: no findings.
In total 47 non-routine cards were raised; six were deferred at the customer's request under the approved deferral procedure.
Certification
Certificate of release to service issued 28 October 2011. Critical tasks, including flight control reconnections, received independent inspection.
Man-hours: 6,850, including 1,120 for cabin work.
Remarks
The customer requested early release by two days; this was not possible because of the cargo door repair. Next C-check due October 2013.
"""),

("aero-46", "Work order summary TFA-M-19-118: KY-TFC after field landing", """
Tarnholm Flight Academy, maintenance department: work order summary
Work order: TFA-M-19-118
Aircraft: Sorrel S-2, KY-TFC, MSN 2240
Input: 16 October 2019; the aircraft was recovered by road from a field landing site. Released: 22 January 2020.
Work performed
1. Nose landing gear leg and fork replaced; both were bent during the field landing.
2. Propeller removed with tip damage from ground contact and replaced with an overhauled unit.
3. Engine removed for shock-load inspection after the propeller strike and sent to an approved engine shop at Vessen. Returned serviceable on 9 January 2020 with crankshaft run-out within limits.
4. Carburettor heat control: the cable had slipped about 12 mm in its clamp at the airbox, preventing full opening of the hot-air valve. Cable and clamp replaced; improved clamp part number S2-7162-02 installed in accordance with KCAA AD 2020-03 on 21 January 2020.
5. Lower cowling and firewall inspected; a minor dent in the lower cowling repaired.
6. Engine ground run and carburettor heat functional check: speed drop of 120 rpm with heat selected; full valve travel confirmed.
Check flight
Flown by the chief flying instructor on 22 January 2020 for 35 minutes; satisfactory.
Certification
Released to service on 22 January 2020 by licensed engineer P. Grund.
Remarks
Daily inspection card revised to include verification of hot-air valve travel (revision 12).
"""),

# ---------------------------------------------------------------- flying-school course pages (47-50)
("aero-47", "Private Pilot Licence course | Tarnholm Flight Academy", """
Learn to fly at Kestrany's oldest flying training airfield.
Who is it for?
Anyone aged 16 or over who wants to fly for pleasure, or as the first step towards a professional career. You can start lessons at 14, but you may not fly solo until you are 16.
What is included
At least 45 hours of flight training, with a minimum of 25 hours of dual instruction and 10 hours of supervised solo flight. Five of the solo hours are cross-country, including one flight of at least 270 km with full-stop landings at two other aerodromes.
100 hours of ground school in nine subjects, taught in the evenings or in two-week intensive blocks.
Training on the Sorrel S-2, our two-seat, high-wing trainer.
Use of the academy's landing practice slots at Vessen and Port Ellery.
Medical
You need a class 2 medical certificate before your first solo. We recommend getting it before you pay for a full course.
How long does it take?
Full-time students usually finish in four months. Part-time students typically take about a year.
Price (2020)
Standard package of 45 hours: 11,800 marks, including landing fees, ground school, examination fees and the skill test. Extra hours cost 230 marks each.
Before your first solo visit to another airfield
Every student receives a briefing on carburettor icing and a familiarisation session for controlled airports, including airport diagrams and holding point markings.
How to apply
Book a trial lesson online or call the academy office at Tarnholm Airfield.
"""),

("aero-48", "Integrated ATPL cadet programme | Tarnholm Flight Academy", """
From no experience to the right-hand seat of a regional airliner in 18 months.
Our integrated programme is run in partnership with Aurel Regional, which has sponsored places since 2014. Each intake of 24 cadets trains together as a course, with intakes in March and September.
Programme structure
Phase 1, months 1 to 7: theoretical knowledge for the airline transport pilot licence, 14 subjects and 750 hours of ground school at Tarnholm.
Phase 2, months 6 to 12: basic flying training on the Sorrel S-2, including first solo and solo navigation.
Phase 3, months 12 to 16: instrument flying, multi-engine training on the Pellan PT-2 Duo, the commercial pilot skill test and the instrument rating.
Phase 4, months 16 to 18: multi-crew cooperation and jet orientation in the simulator.
Airline partner
Cadets who complete the programme to the required standard are offered an interview with our airline partner, and so far more than 80 percent have received a conditional offer of employment as a first officer. Partner captains sit on the selection panel and teach part of Phase 4.
Selection
Applicants must be 18 or over, hold school qualifications in mathematics and physics, pass a class 1 medical examination and complete our two-day assessment, which includes aptitude tests, a group exercise and an interview.
Fees
96,000 marks for the 2020 intake, payable in six instalments. A loan scheme with a Dorvik bank is available.
Accommodation
Shared student houses in Tarnholm, ten minutes' walk from the airfield.
"""),

("aero-49", "Flight Instructor rating course | Tarnholm Flight Academy", """
Pass on what you have learned.
Our Flight Instructor course qualifies you to teach for the private pilot licence on single-engine aeroplanes. It is led by our chief flying instructor, Tomas Ambler, who has trained more than 300 instructors since joining the academy in 1997.
Entry requirements
A commercial pilot licence, or a private pilot licence together with credits for commercial or airline transport theory.
At least 200 hours of flight time, of which at least 150 hours as pilot in command.
30 hours on single-engine piston aeroplanes within the 12 months before the course.
A pre-entry flight assessment with a senior instructor, taken within six months before the start of the course.
Course content
125 hours of teaching and learning, including lesson planning and briefing skills.
30 hours of flight instruction, of which up to five hours may be mutual flying with another candidate.
Spin awareness and recovery training.
Duration
Six weeks full-time.
Assessment
An assessment of competence with a KCAA flight examiner at the end of the course. New instructors start with restricted privileges and are supervised for their first 100 hours of instruction.
Careers
Many of our instructors later move to airlines, and the academy recruits several new instructors from every course.
Price
9,400 marks, including examiner fees.
Next courses
Courses start in February, May and September. Places are limited to six candidates per course.
"""),

("aero-50", "Corvane CT-42 type rating course | Tarnholm Flight Academy", """
Course overview
A type rating course for pilots joining an operator of the Corvane CT-42 twin turboprop, delivered at the academy's simulator centre at Vessen Regional Airport.
Equipment
A full flight simulator of the CT-42 at the highest qualification level, bought in 2011 and fitted with a new visual system in 2019, together with a fixed-base procedures trainer.
Entry requirements
A commercial or airline transport pilot licence with a valid multi-engine instrument rating.
A multi-crew cooperation course certificate.
Content
Six days of technical ground school, with computer-based lessons on systems, performance and the interface with maintenance.
Eight simulator sessions of four hours each, flown in pairs: 32 hours in total.
A skill test in the simulator with a KCAA type rating examiner.
Base training of six take-offs and landings in the aircraft, arranged with the sponsoring operator.
Landing gear module
Since 2014 the course has included a session on abnormal gear indications and evacuation after a gear collapse, developed with line training captains from our airline partner.
Instructors
Simulator instructors are former CT-42 captains. The course is overseen by the academy's head of training.
Duration and price
Three weeks. 18,500 marks for self-sponsored pilots; airline-sponsored places by agreement.
Availability
The simulator runs around the clock, so please be prepared for early and late sessions.
"""),

# ---------------------------------------------------------------- museum catalogue (51-55)
("aero-51", "Catalogue entry KMF-1999-001: Swift monoplane (1929)", """
Kestrany Museum of Flight, collection catalogue
Object number: KMF-1999-001
Object: Swift, single-seat parasol monoplane
Maker: Edvin Harrow, Tarnholm
Date: 1929
Registration: K-AEH (pre-war national series)
Location: Hall A
Description
A small wooden monoplane with a fabric-covered wing carried above the fuselage on struts, powered by a 35 hp two-cylinder engine. The fuselage is built of spruce and plywood. Wingspan 8.9 m; empty weight 215 kg.
History
Built in a blacksmith's workshop in Tarnholm between January and August 1929, the Swift first flew on 2 September 1929 from a meadow outside the town. Its builder taught himself to fly on it and used it for exhibition flights at fairs around the country. It was the first aircraft to fly from the field that later became Tarnholm Airfield. The Swift made its last flight in 1937 and was then stored in a barn for more than sixty years.
Acquisition
Donated by the builder's family in 1999, in time for the museum's opening.
Conservation
The wing fabric was replaced in 1999, using the original as a pattern; the original fabric is kept in the archive. The engine is original but is not run. The pilot's logbook is displayed beside the aircraft.
Significance
The oldest surviving aircraft built in Kestrany and the first object registered by the museum.
"""),

("aero-52", "Catalogue entry KMF-2003-007: Mardell M-4 Stratus KY-NAB 'City of Dorvik'", """
Kestrany Museum of Flight, collection catalogue
Object number: KMF-2003-007
Object: Mardell M-4 Stratus four-engined airliner
Identity: KY-NAB, constructor's number 17, named 'City of Dorvik'
Date: built 1955
Location: Hall A, centre floor
Description
A four-engined piston airliner with a pressurised cabin for 54 passengers and a tricycle undercarriage. Wingspan 35.1 m.
Operational history
Delivered to Kestrany National Air Lines in May 1955 and used on the airline's first international services. Withdrawn from passenger service in 1974 after the arrival of jets, it was then used at Dorvik Sallow Airport as a ground fire-training airframe until 2001.
Restoration
Acquired by the museum in 2001 and moved by road in sections in 2003. A team of volunteers restored it between 2003 and 2008. The cockpit and forward cabin have been returned to their 1955 appearance; the rear cabin has deliberately been left showing the scorching from fire training, for comparison.
Display
A photograph of the naming ceremony of 1955 hangs in the case beside the nose gear, together with the cabin crew uniform of the period.
Significance
The only surviving Stratus in the country and the last survivor of the national airline's original fleet.
Access
The forward cabin is open to visitors on the first Sunday of each month.
"""),

("aero-53", "Catalogue entry KMF-2017-004: Brisk BN-8 light twin", """
Kestrany Museum of Flight, collection catalogue
Object number: KMF-2017-004
Object: Brisk BN-8 nine-passenger light twin
Identity: constructor's number 61
Date: built 1986
Location: Hall B
Description
A high-wing light twin with two piston engines, fixed undercarriage and bench seating, with a separate cabin door for each row so that passengers can board without an aisle. Wingspan 14.9 m.
Operational history
Delivered new in 1986 to an island commuter operator and used almost exclusively on the short crossing between the mainland and Cressa, landing on a grass strip. After an airline merger in 2013 it continued on the same route in new colours until it was withdrawn in 2016, having made about 38,000 landings, believed to be a national record for a single airframe.
Acquisition
Donated by its last operator in 2017.
Display
Shown in its final livery with a reconstructed loading scene: mail sacks, a doctor's bag, a crate of fish and a school satchel.
Significance
Represents the lifeline air services of the south coast islands, which for three decades replaced the winter ferry for many residents.
Conservation
The engines were inhibited on arrival. The cabin is closed to visitors because of the fragile seat fabric.
"""),

("aero-54", "Catalogue entry KMF-2019-002: Corvane CT-42 KY-ELA", """
Kestrany Museum of Flight, collection catalogue
Object number: KMF-2019-002
Object: Corvane CT-42 twin-turboprop regional airliner
Identity: KY-ELA (registration cancelled), constructor's number 1187
Location: outdoor display apron beside Hall C
Description
A high-wing, 46-seat regional airliner with two turboprop engines and main landing gear retracting into the engine nacelles. Wingspan 24.6 m.
Operational history
Entered service in 1994 with a regional airline based in Vessen and flown on domestic routes for almost 25 years, passing to that airline's successor in 2013. In January 2014 its left main landing gear collapsed while landing at Port Ellery; the aircraft was repaired and returned to service later that year. It was retired in 2018 and ferried to the museum on 14 March 2019.
Acquisition
Donated by Aurel Regional in 2019.
Display
The cabin is open to visitors at weekends; the cockpit can be viewed through a clear screen. A repair patch from the 2014 incident is visible on the left main gear door.
Significance
Represents the turboprop generation that linked the northern towns with the capital from the 1990s onwards.
Conservation
Engines inhibited; the aircraft is inspected for corrosion each spring because it is displayed outdoors.
"""),

("aero-55", "Catalogue entry KMF-2015-003: Sorrel S-2 trainer", """
Kestrany Museum of Flight, collection catalogue
Object number: KMF-2015-003
Object: Sorrel S-2 two-seat training aeroplane
Identity: KY-TFA (registration cancelled), constructor's number 2201
Location: Hall B, training corner
Description
A two-seat, high-wing training aeroplane with side-by-side seating and a four-cylinder piston engine. Wingspan 10.1 m.
Operational history
Delivered in 1996 as the first Sorrel S-2 of the flying school at Tarnholm Airfield, where it flew about 14,200 hours, mostly on circuits and first solos. It is thought that well over a thousand pilots made their first solo flight in this aircraft. Withdrawn in 2015 when a replacement arrived.
Acquisition
Donated by Tarnholm Flight Academy in 2015.
Display
Children may sit in the cockpit under supervision on weekend afternoons. A touch screen next to the aircraft plays recordings of instructors describing first solo flights.
Significance
Represents flight training, the most common way in which Kestranians have come into contact with aviation since the 1930s.
Conservation
The cockpit has been fitted with replacement seat cushions; the originals are stored in the archive.
"""),

# ---------------------------------------------------------------- board minutes (56-60)
("aero-56", "Kestrel Group plc: minutes of the board meeting of 14 September 2006", """
Minutes of a meeting of the Board of Directors held at Kestrel House, Dorvik, on 14 September 2006 at 09:30.
Present: H. Marr (Chair); M. Halloran (Group Chief Executive); P. Solvang (Chief Financial Officer); K. Brandt and L. Moen (non-executive directors). In attendance: the Company Secretary.
1. Apologies. None.
2. Minutes. The minutes of the meeting of 20 July 2006 were approved.
3. Chief executive's report. Mr Halloran reported summer load factors of 81 percent. He confirmed his intention to retire at the end of the year; the nominations committee will recommend a successor in November.
4. Fleet: disposal of one HJ-200 (Project Tern). Ms Solvang presented the board paper proposing the sale of HJ-200 KY-KAD, the aircraft with the highest forecast maintenance cost over the next three years, to a domestic operating lessor. The offer of 21.4 million marks exceeded book value by 2.2 million marks. Handover would follow the aircraft's next scheduled check and would take place no earlier than February 2007. Directors asked whether the aircraft might be leased on to a competitor; Ms Solvang confirmed that the group could not prevent this. Resolved: that the sale be approved and that the Chief Financial Officer be authorised to sign the sale agreement.
5. Engineering. The board noted the second-year results of the former engineering division, in which the group retains a minority stake.
6. Any other business. None. The meeting closed at 11:50.
"""),

("aero-57", "Sundmark Holdings: minutes of the board meeting of 20 November 2012", """
Present: V. Lanne (Chief Executive, in the chair); four directors. In attendance: K. Wessel (Operations Director, Ellery Air); R. Pohl (Managing Director, Skerry Link); the Company Secretary.
1. Airline integration. The board considered the integration plan for Ellery Air and Skerry Link. Resolved: that the two companies be merged into a single airline with effect from 1 April 2013, with its head office at Vessen.
2. Brand name. Three shortlisted names were presented following customer research: Northline, Kestrany Coastal and Aurel. Kestrany Coastal was rejected as likely to be confused with the national carrier and as unsuitable for the northern routes; Northline was found to be registered by a foreign coach company. Resolved: that the merged airline be named Aurel Regional. Mrs Ellery, founder of Ellery Air, had been consulted and did not object to the retirement of her name.
3. Management. Resolved: that Ms Wessel be appointed managing director designate and that Captain M. Orrin be appointed chief pilot.
4. Maintenance. The board noted that the CT-42 fleet would continue to be maintained at Vessen by the existing contractor, and that the contract would be reviewed in 2014.
5. Fleet. Management was asked to explore the acquisition of larger turboprops for delivery in 2015 or 2016.
6. Staff. Mr Pohl reported that island pilots had asked for assurances on seniority; the chair undertook to meet their representatives.
7. Close. The meeting closed at 16:20.
"""),

("aero-58", "Bluefen Air: minutes of an emergency board meeting, 9 March 2016", """
Held at Port Ellery Airport, Terminal 2 offices, at 18:00.
Present: J. Brek (Chief Executive, in the chair); two investor directors; the Finance Director. In attendance: Capt. D. Fenn (Acting Chief Pilot); the Company Secretary; a partner of the company's legal advisers.
1. Regulatory decision. The board noted KCAA Enforcement Decision 2016/02, received at 16:00 on 8 March, suspending the air operator certificate from 00:01 on 10 March 2016. Legal advisers reported that a request for review would not suspend its effect.
2. Training records. Capt. Fenn reported on the state of the records. The board noted that the records in question had been kept by the crew scheduling department, and that the former chief pilot had resigned on 12 February 2016. The board resolved to cooperate fully with the authority.
3. Investor discussions. The Chief Executive reported that talks with a prospective investor were continuing, but that the investor had asked for a further week of due diligence.
4. Going concern. The Finance Director reported that the company could not meet the next payroll without new funds.
5. Resolved: that if no binding commitment is received from the investor by midnight, the company cease operations and the directors apply to the court for the appointment of administrators; and that the Chief Executive issue a public statement in the morning.
The meeting closed at 21:35.
"""),

("aero-59", "Kestrany Museum of Flight: minutes of the Board of Trustees, 9 October 2018", """
Present: Oskar Vardy (Chair); five trustees. In attendance: H. Talsma (Curator); the Finance Officer.
1. Welcome. Mr Vardy, attending his first meeting as chair, thanked the retiring chair, Dr E. Lund, for nineteen years of service since the museum's foundation.
2. Acquisition offer: Corvane CT-42 KY-ELA. The Curator reported an offer from Aurel to donate the aircraft when it is retired at the end of the year, delivered by air at the airline's expense. Space is available on the outdoor apron beside Hall C. Resolved: that the offer be accepted, with delivery targeted for March 2019, and that the Friends of the Museum be asked to fund insurance for the ferry flight.
3. Conservation: Stratus 'City of Dorvik'. The Curator reported flaking paint on the upper fuselage and corrosion on the nose gear doors. Resolved: that 38,000 marks be approved for repainting the upper surfaces in the 1955 livery, the work to be carried out by volunteers during the winter.
4. Swift logbook. Resolved: that a climate-controlled display case be bought for the logbook, at a cost of 4,200 marks.
5. Finance. Visitor numbers for the year to date were 61,000, 8 percent above the previous year.
6. Next meeting: 15 January 2019.
"""),

("aero-60", "Tarnholm Flight Academy Ltd: minutes of the board meeting of 28 January 2020", """
Present: G. Holm (Chief Executive, in the chair); L. Vardy (Head of Training); T. Ambler (Chief Flying Instructor); N. Kessel (Finance); two non-executive directors. In attendance: P. Grund (Head of Maintenance).
1. Airworthiness directive 2020-03. Mr Grund reported that the directive on carburettor heat control cable clamps had been embodied on all four Sorrel S-2 aircraft in the fleet, the last of them on 24 January 2020, well within the compliance period. The improved clamps cost 310 marks per aircraft.
2. Safety actions. Ms Vardy presented the actions taken following the final investigation report on KY-TFC: the daily inspection card has been revised to include a check of hot-air valve travel, and the pre-solo carburettor icing briefing is now recorded in each student's file. The board thanked the student concerned for her composure.
3. KY-TFC. The aircraft returned to service on 22 January. The insurance claim has been settled at 41,500 marks.
4. Cadet programme. All 24 places for the March intake of the Aurel cadet programme have been filled.
5. Simulator. Ms Vardy reported that the new visual system for the CT-42 simulator had passed its qualification check.
6. Any other business. Mr Ambler proposed a celebration for the academy's 25th year as a company; agreed for September.
"""),
]
