# Documents aero-01 .. aero-30 of the blind-aero collection.
# All text written by hand for an invented country (Republic of Kestrany).

DOCS_A = [
# ---------------------------------------------------------------- registry / fleet tables (01-06)
("aero-01", "Kestrany Civil Aircraft Register: extract for type Corvane CT-42", """
Extract from the Kestrany Civil Aircraft Register, maintained by the KCAA. Type filter: Corvane CT-42 twin turboprop. The extract was produced on 2 September 2021 and includes cancelled entries.
| Registration | MSN | First registered | Registered owner history | Status |
|---|---|---|---|---|
| KY-NWS | 1102 | 19 October 1992 | Northwind Survey Ltd (1992-2004) | Cancelled 2004, exported |
| KY-ELA | 1187 | 8 April 1994 | Ellery Air (1994-2013); Aurel Regional (2013-2019) | Cancelled 14 March 2019, withdrawn from use and permanently preserved |
| KY-ELB | 1203 | 22 February 1995 | Ellery Air (1995-2013); Aurel Regional (2013- ) | Current |
| KY-ELC | 1251 | 30 June 1997 | Ellery Air (1997-2013); Aurel Regional (2013-2016) | Cancelled 10 May 2016, re-registered as KY-CRE |
| KY-CRE | 1251 | 11 May 2016 | Cressa Leasing Ltd (operator: Aurel Regional) | Current |
| KY-FIU | 1290 | 3 March 1998 | State Flight Inspection Unit | Current |
Notes to the extract:
MSN means the manufacturer's serial number. It stays with an airframe through every change of registration mark, so the same MSN may appear on more than one line.
An entry marked withdrawn from use remains on the historical part of the register for fifty years after cancellation.
Operator names are shown in brackets only where the registered owner is a lessor and not the operator.
The State Flight Inspection Unit aircraft is used to calibrate navigation aids and is not available for hire.
Any enquiry about this extract should quote register reference CT42/2021/09. Certified copies can be ordered from the registry office in Dorvik for a fee of 40 marks per page.
"""),

("aero-02", "Fleet list: Kestrel Airways (as at 31 December 2005)", """
Kestrel Airways scheduled passenger fleet as at 31 December 2005, compiled from the annual return of Kestrel Group plc. All aircraft are owned outright.
| Registration | Type | MSN | Delivered new | Seats | Fleet name |
|---|---|---|---|---|---|
| KY-KAA | Halvering HJ-200 | 3301 | March 1998 | 156 | Vessen |
| KY-KAB | Halvering HJ-200 | 3305 | April 1998 | 156 | Aldmoor |
| KY-KAC | Halvering HJ-200 | 3318 | November 1998 | 156 | Tarnholm |
| KY-KAD | Halvering HJ-200 | 3342 | June 1999 | 156 | Port Ellery |
| KY-KAE | Halvering HJ-200 | 3377 | May 2000 | 156 | Cressa |
| KY-KAF | Halvering HJ-200 | 3410 | February 2001 | 156 | Brennock |
| KY-KCA | Corvane CT-72 | 540 | October 1996 | 70 | none |
| KY-KCB | Corvane CT-72 | 552 | December 1996 | 70 | none |
| KY-KCC | Corvane CT-72 | 561 | April 1997 | 70 | none |
Notes:
The jets carry the names of Kestranian towns painted below the cockpit windows; the turboprops are unnamed.
Heavy maintenance for all nine aircraft is contracted to Dorvik Aero Technics at the Dorvik hub. Line maintenance is performed by the airline's own staff.
Two further HJ-200s are on order for delivery in 2008. No disposals had been approved by the board at the date of this list.
Average fleet age at the list date: 6.9 years. The oldest aircraft in service is the CT-72 KY-KCA.
"""),

("aero-03", "Fleet list: Bluefen Air (summer 2012)", """
Bluefen Air operating fleet as published in the carrier's summer 2012 network guide. All four jets are held on operating leases and based at Port Ellery.
| Registration | Type | MSN | Lessor | Joined fleet | Seats |
|---|---|---|---|---|---|
| KY-BFA | Halvering HJ-200 | 3290 | Meridian Fleet Finance | April 2006 | 168 |
| KY-BFB | Halvering HJ-200 | 3296 | Meridian Fleet Finance | April 2006 | 168 |
| KY-BFC | Halvering HJ-200 | 3342 | Cressa Leasing | March 2007 | 168 |
| KY-BFD | Halvering HJ-200 | 3455 | Cressa Leasing | May 2010 | 168 |
Notes:
Seating is single class, 168 seats at a 29-inch pitch. Previous operators of these airframes used layouts of 150 to 156 seats.
KY-BFA and KY-BFB were imported from an overseas operator before the airline's launch. KY-BFC came from a Kestranian airline. KY-BFD had flown abroad for eight years before joining.
Heavy checks are contracted to an independent maintenance company at Dorvik; line maintenance at Port Ellery is carried out by Bluefen's own engineers.
A fifth aircraft is planned for 2013, subject to lessor availability and the outcome of negotiations for additional slots at Dorvik.
Fleet fact: the four aircraft together flew 14,900 block hours in the 2011 calendar year.
"""),

("aero-04", "Aurel Regional fleet list, October 2014", """
Aurel Regional fleet as at 1 October 2014, eighteen months after the merger of its two predecessor airlines.
| Registration | Type | MSN | Previous operator | Seats | Status |
|---|---|---|---|---|---|
| KY-ELA | Corvane CT-42 | 1187 | Ellery Air | 46 | Active; returned to service August 2014 after repair |
| KY-ELB | Corvane CT-42 | 1203 | Ellery Air | 46 | Active |
| KY-ELC | Corvane CT-42 | 1251 | Ellery Air | 46 | Active |
| KY-SKA | Brisk BN-8 | 61 | Skerry Link | 9 | Active; Cressa shuttle |
| KY-SKC | Brisk BN-8 | 97 | Skerry Link | 9 | Active; Cressa shuttle |
| KY-SKD | Brisk BN-8 | 104 | Skerry Link | 9 | Reserve |
Notes:
Registrations were carried over unchanged at the merger. A re-registration programme under a common prefix was considered and rejected on cost grounds.
Line and base maintenance for the CT-42s is performed at Vessen; the BN-8s are maintained at Port Ellery.
The gap in the BN-8 series is explained by the loss of KY-SKB in 2010, before the merger.
Two larger turboprops are expected to join the fleet during 2015, subject to contract.
Average fleet age: 22.4 years, the highest of any scheduled operator in the country.
"""),

("aero-05", "Register extract: aircraft owned by Tarnholm Flight Academy Ltd", """
Extract from the national civil aircraft register for aircraft whose registered owner is Tarnholm Flight Academy Ltd. Produced on 1 March 2020 at the request of the academy's insurer.
| Registration | Type | MSN | First registered | Status |
|---|---|---|---|---|
| KY-TFA | Sorrel S-2 | 2201 | 12 June 1996 | Cancelled 2015; donated for preservation |
| KY-TFB | Sorrel S-2 | 2231 | 4 May 1998 | Current |
| KY-TFC | Sorrel S-2 | 2240 | 20 January 1999 | Current; returned to service 22 January 2020 |
| KY-TFD | Sorrel S-2 | 2262 | 9 September 2003 | Current |
| KY-TFE | Sorrel S-2 | 2290 | 15 April 2015 | Current |
| KY-TFM | Pellan PT-2 Duo | 418 | 2 July 2008 | Current; multi-engine trainer |
Notes:
The Sorrel S-2 is a two-seat, high-wing, single piston-engine training aeroplane. The Pellan PT-2 Duo is a four-seat light twin used for multi-engine and instrument training.
All aircraft are based at Tarnholm Airfield and hold a certificate of airworthiness in the normal category.
Registration marks in the KY-TF series are reserved for the academy by arrangement with the registry; KY-TFA will not be reissued.
The insurer should note that the academy's maintenance department holds its own approval for light aircraft and maintains all the aircraft listed above.
"""),

("aero-06", "Cressa Leasing: aircraft portfolio at 31 December 2018", """
Cressa Leasing Ltd was founded in Dorvik in 1998 by Ruth Ambler, a former aviation banker who remains managing director and majority shareholder. Despite the name, the company has no link with the island of Cressa: it is named after the Ambler family's sailing yacht, on board which the first business plan was written. The table below is taken from the company's year-end investor summary.
| MSN | Type | Lessee | Current registration | Lease start | Notes |
|---|---|---|---|---|---|
| 3342 | Halvering HJ-200 | Pelagia Air (Marenna) | MR-PLC | July 2016 | Recovered from administrators of a Kestranian lessee in 2016 |
| 3455 | Halvering HJ-200 | Tasso Airways (Marenna) | MR-TAD | September 2016 | Recovered from administrators of a Kestranian lessee in 2016 |
| 3502 | Halvering HJ-200 | Kestrel Airways | KY-KAJ | March 2014 | Six-year lease |
| 1251 | Corvane CT-42 | Aurel Regional | KY-CRE | May 2016 | Sale and leaseback |
| 1420 | Corvane CT-72 | none | none | none | Off lease; stored at Aldmoor |
| 5120 | Lanner 6 business jet | Dorvik Executive Charter | KY-DEC | June 2012 | Wet-lease option |
Summary:
Six aircraft, combined net book value 118 million marks, average age 15.8 years. Five aircraft are on lease and one is available.
The off-lease CT-72 is being marketed to regional operators abroad; a part-out will be considered if no lessee is found by the end of 2019.
The company employs nine people at its Dorvik office and uses independent technical consultants for aircraft inspections at lease return.
"""),

# ---------------------------------------------------------------- investigation reports (07-12)
("aero-07", "TSIB Report 2010/02: Runway excursion, Brisk BN-8 KY-SKB, Cressa Island Airstrip", """
Transport Safety Investigation Board (TSIB), Final Report 2010/02
Summary
On 17 September 2010 a Brisk BN-8 light twin, registration KY-SKB, operated by Skerry Link on the scheduled shuttle from Port Ellery, overran the end of runway 27 at Cressa Island Airstrip after landing. The aircraft crossed the grass beyond the runway, passed through a boundary hedge and came to rest nose-down in a drainage ditch. The pilot and eight passengers left the aircraft without help; two passengers had minor cuts. The aircraft was damaged beyond economic repair.
Findings
1. The grass surface was wet after heavy overnight rain, and braking action was poor.
2. The wind was from 100 degrees at 8 knots, giving a tailwind on runway 27. The pilot chose runway 27 to avoid a long backtrack to the terminal hut.
3. The operator's performance manual gave landing distances for dry paved runways only. It contained no correction factor for wet grass or for tailwind.
4. The strip had no runway end safety area; the ditch lay 22 metres beyond the end of the declared landing distance.
5. The pilot was properly licensed, experienced on the route and adequately rested.
Safety recommendations
2010-04: The KCAA should review the licensing conditions of Cressa Island Airstrip, including operations on a wet surface and the provision of a runway end safety area.
2010-05: Skerry Link should include wet-grass and tailwind factors in its performance manual and crew procedures.
Investigator-in-charge: Ida Marren
"""),

("aero-08", "TSIB Report 2012/05: Tail strike on take-off, Halvering HJ-200 KY-BFC, Dorvik", """
Final Report 2012/05
Summary
On 14 November 2012 Bluefen Air flight BF412, a Halvering HJ-200 registered KY-BFC, struck its tail on the runway during take-off from runway 27R at Edvin Harrow International Airport, Dorvik, on a service to Port Ellery. The crew heard a scraping noise at rotation, completed the relevant checklist and returned to Dorvik, landing 41 minutes after departure. There were 161 passengers and six crew on board; nobody was injured. The lower aft fuselage skin and the tail skid assembly were damaged.
Findings
1. The first officer was pilot flying. The take-off mass entered into the flight management system was ten tonnes below the actual value, because the zero fuel mass had been typed in its place. The computed rotation speed was therefore nine knots too low.
2. Rotation began at the computed speed and at a pitch rate above the recommended three degrees per second.
3. The captain did not detect the error. The operator's checklist required only that the take-off figures be set, not compared with the load sheet.
4. The first officer's recurrent simulator check was four months overdue. Training currency was tracked on a spreadsheet updated by hand, and several other pilots were found to be out of date.
5. The HJ-200 is not fitted with tail strike protection.
Safety recommendations
2012-11: Bluefen Air should introduce a controlled system for tracking flight crew recurrent training that prevents pilots whose checks have lapsed from being rostered.
2012-12: The KCAA should audit Bluefen Air's training records against the operator's approved training programme.
2012-13: Bluefen Air should require an independent cross-check of take-off mass against the load sheet.
TSIB, Dorvik, 30 September 2013
"""),

("aero-09", "TSIB Report 2014/03: Left main landing gear collapse, Corvane CT-42 KY-ELA, Port Ellery", """
Final Report 2014/03
Summary
On 22 January 2014 a Corvane CT-42, registration KY-ELA (MSN 1187), operated by Aurel Regional on a scheduled flight from Vessen, landed on runway 34 at Port Ellery Airport. During the landing roll, at about 50 knots, the left main landing gear folded rearwards. The aircraft settled onto its left engine nacelle and propeller and came to rest at the runway edge. The 38 passengers and three crew evacuated; two passengers suffered minor injuries on the escape slide.
Findings
1. The upper attachment bolt of the left main gear retraction actuator had backed out of its fitting. Neither the castellated nut nor the split pin was found on the runway or in the wheel well.
2. The actuator had been replaced on 12 December 2013 by Vessen Aircraft Maintenance (VAM) under work order VAM-WO-13-2217, following a report of hydraulic seepage.
3. The maintenance manual classifies the actuator attachment as a critical task requiring an independent duplicate inspection. The duplicate inspection section of the work order had not been completed.
4. During the holiday period three of VAM's seven licensed engineers were on leave, and night shifts relied on a single certifying engineer.
5. The flight crew's handling of the aircraft and the evacuation were appropriate.
Safety recommendations
2014-07: The KCAA should require a one-time inspection of the main gear retraction actuator attachments on all CT-42 aircraft on the Kestrany register.
2014-08: VAM should ensure that every task designated as critical receives an independent inspection before the aircraft is released to service.
2014-09: The KCAA should review VAM's staffing levels and the adequacy of its maintenance organisation exposition.
Investigator-in-charge: Ida Marren
"""),

("aero-10", "TSIB Report 2017/01: Runway incursion at Vessen Regional Airport", """
Final Report 2017/01: serious incident involving a Corvane CT-72, KY-KCB, and a Sorrel S-2, KY-TFB
Summary
On 9 May 2017 at 10:42 local time the CT-72, operated by Kestrel Airways on a service to Dorvik, began its take-off roll on runway 27 at Vessen Regional Airport. At the same moment the Sorrel S-2, a two-seat trainer belonging to Tarnholm Flight Academy (TFA) and flown solo by a student pilot on a cross-country exercise, taxied past the intermediate holding point B2 and onto the runway, roughly 900 metres ahead of the airliner. The CT-72 crew rejected the take-off at 64 knots and stopped 380 metres short of the trainer. Nobody was hurt.
Findings
1. The controller had instructed the student to hold short of runway 27 at B2. The student read back the instruction correctly but understood B2 as the name of the taxiway to follow.
2. The holding point markings at B2 were faded, and the sign was partly hidden by long grass.
3. The airport had no stop bars at any holding point.
4. The student had never before landed at a controlled airport. TFA's cross-country briefing did not include familiarisation with the layout of the destination.
5. The CT-72 crew's decision to reject the take-off was timely and correct.
Safety recommendations
2017-03: The operator of Vessen Regional Airport should install stop bars at runway holding points and restore markings and signs.
2017-04: TFA should give students airfield familiarisation, including a diagram briefing, before their first solo visit to a controlled airport.
2017-05: The KCAA should include runway incursion prevention in its audits of aerodromes with mixed training and airline traffic.
"""),

("aero-11", "TSIB Report 2019/01: Forced landing after engine power loss, Sorrel S-2 KY-TFC, near Tarnholm", """
Final Report 2019/01
Summary
On 14 October 2019 at about 11:15 a Sorrel S-2, registration KY-TFC, belonging to Tarnholm Flight Academy (TFA), was being flown solo by a 19-year-old student pilot on a navigation exercise from Tarnholm Airfield. While cruising at 2,500 feet the engine began to run roughly and lose power. The student applied carburettor heat, but power did not recover. She made a forced landing in a ploughed field six kilometres north-east of Tarnholm. The nose landing gear collapsed in the furrows and the propeller struck the ground. The student was not injured.
Findings
1. The outside air temperature was 9 degrees Celsius and the dew point 7 degrees, conditions in which serious carburettor icing is possible at any power setting.
2. Carburettor icing was the most probable cause of the power loss.
3. The carburettor heat control cable had slipped about 12 millimetres in its clamp at the airbox. With the cockpit control pulled fully out, the hot-air valve opened only about 40 percent.
4. The academy's daily inspection schedule did not include a check of full hot-air valve travel.
5. The student's handling of the forced landing was of a high standard.
Safety recommendations
2019-02: The KCAA should require operators of Sorrel S-2 aircraft to inspect the clamping of the carburettor heat control cable and confirm full valve travel.
2019-03: TFA should add a valve travel check to its daily inspection and reinforce the carburettor icing briefing given to students before solo flights.
"""),

("aero-12", "TSIB Report 2021/02: Bird strike and engine shutdown after take-off, Corvane CT-72 KY-AUC, Aldmoor", """
Final Report 2021/02
Summary
On 3 August 2021 Aurel Regional flight AU231, a Corvane CT-72 registered KY-AUC, departed runway 05 at Aldmoor Airport for Dorvik with 52 passengers and four crew. Passing about 150 feet, the aircraft flew through a flock of black-headed gulls. Several birds struck the right-hand (number 2) engine, which began to vibrate severely, with a rising turbine temperature. The crew shut the engine down, declared an emergency and returned for a single-engine landing on runway 23. Nobody was injured. The engine had 14 damaged compressor blades; bird remains were also found on the right wing leading edge and the nose.
Findings
1. The gulls were feeding on insects in freshly mown grass between the runway and the parallel taxiway. The grass had been cut that morning.
2. The airport's bird control patrol, normally carried out before each departure, did not take place because the only bird control officer on duty had been reassigned to a security task.
3. The airport's wildlife hazard management plan had not been revised since 2009 and did not address the effect of mowing.
4. The crew's handling of the engine failure was in accordance with procedures and well coordinated.
Safety recommendations
2021-05: The operator of Aldmoor Airport should revise its wildlife hazard management plan, including a grass-height policy, and ensure that a bird control patrol precedes every movement of a commercial flight.
2021-06: The KCAA should include wildlife hazard management in its routine audits of licensed aerodromes.
"""),

# ---------------------------------------------------------------- ADs and enforcement (13-18)
("aero-13", "KCAA Airworthiness Directive AD 2011-04: Halvering HJ-200 elevator trim actuator", """
Kestrany Civil Aviation Authority (KCAA)
Airworthiness Directive AD 2011-04
Issued: 21 February 2011. Effective: 7 March 2011.
1. Applicability. This directive applies to Halvering HJ-200 aeroplanes, manufacturer's serial numbers 3280 to 3420 inclusive, entered on the Kestrany register, in any category.
2. Reason. Corrosion has been found on the elevator trim actuator jackscrew of aeroplanes in service within this serial range, which were built with a thinner protective coating. Severe corrosion could cause the trim to jam or, in the worst case, the jackscrew to fail, with loss of pitch control.
3. Required action. Within 600 flight hours after the effective date, inspect the jackscrew in accordance with Halvering Service Bulletin HJ200-27-115. Where corrosion beyond the limits of the bulletin is found, replace the actuator before further flight.
4. Repetitive action. Repeat the inspection at intervals not exceeding 3,000 flight hours.
5. Terminating action. Installation of an actuator with part number suffix -05 or later terminates the repetitive inspections required by paragraph 4.
6. Aeroplanes outside the serial range given in paragraph 1 were built with the improved coating and are not affected by this directive.
7. Reporting. Findings of corrosion beyond limits shall be reported to the KCAA within 10 days of the inspection.
8. Alternative methods of compliance may be approved by the KCAA on written application.
9. Enquiries should be addressed to the KCAA Airworthiness Directorate, Dorvik.
For the Authority: Head of Airworthiness
"""),

("aero-14", "KCAA Airworthiness Directive AD 2014-09: Corvane CT-42 main landing gear retraction actuator attachments", """
Airworthiness Directive AD 2014-09
Issued: 3 March 2014. Effective: 10 March 2014.
1. Applicability. Corvane CT-42 aeroplanes, all manufacturer's serial numbers, entered on the Kestrany register.
2. Reason. Following a main landing gear collapse on landing at Port Ellery on 22 January 2014, the TSIB issued Safety Recommendation 2014-07 asking the KCAA to require a one-time inspection of the main gear retraction actuator attachments on all CT-42 aircraft. Loss of an actuator upper attachment bolt allows the gear leg to fold during ground manoeuvring or on landing.
3. Required action. Within 50 flight hours after the effective date of this directive, inspect the upper and lower attachment bolts, castellated nuts and split pins of both main gear retraction actuators. Renew all split pins regardless of their condition.
4. Corrective action. Any bolt not fully engaged, any nut below the specified torque and any missing or damaged split pin shall be rectified before further flight in accordance with maintenance manual task 32-31-11.
5. Independent inspection. The inspection and any corrective action shall be the subject of an independent inspection by a second appropriately licensed person, recorded on the work order.
6. Reporting. All findings, including nil findings, shall be reported to the KCAA within 10 days of the inspection.
7. This is a one-time inspection. The KCAA will consider further action when the manufacturer's service bulletin is published.
For the Authority: Head of Airworthiness
"""),

("aero-15", "KCAA Enforcement Decision ED 2014/06: Vessen Aircraft Maintenance", """
Enforcement Decision ED 2014/06
Date: 30 May 2014
Addressee: Vessen Aircraft Maintenance (VAM), maintenance organisation approval KY.145.011, Vessen Regional Airport
1. This decision is issued under Part 7 of the Civil Aviation Act following an investigation by the KCAA Airworthiness Directorate opened on 27 January 2014.
2. Findings. The Authority finds that VAM:
(a) released aircraft to service on at least 14 occasions between October 2013 and January 2014 without the independent inspection required for critical tasks;
(b) rostered night shifts with a single certifying engineer, contrary to its approved exposition;
(c) did not keep adequate records of tasks handed over between shifts.
3. These findings relate in part to the main landing gear collapse investigated by the TSIB in its report 2014/03.
4. Decision. The Authority hereby:
(a) removes landing gear and flight control tasks from the scope of VAM's approval for a minimum of six months;
(b) imposes an administrative fine of 120,000 marks;
(c) requires VAM to submit a corrective action plan within 30 days;
(d) requires VAM to nominate a new accountable manager acceptable to the Authority.
5. The restriction in paragraph 4(a) takes effect on 2 June 2014. Aircraft already in work may be completed under the supervision of a KCAA surveyor.
6. VAM may appeal to the Transport Appeals Tribunal within 21 days of the date of this decision.
Signed: Oskar Vardy, Director General, KCAA
"""),

("aero-16", "KCAA Enforcement Decision ED 2016/02: Suspension of the air operator certificate of Bluefen Air", """
Enforcement Decision ED 2016/02
Date: 8 March 2016
Addressee: Bluefen Air Ltd, holder of air operator certificate KY-AOC-027, Port Ellery Airport
1. This decision is issued under Part 5 (operator certification) and Part 7 (enforcement) of the Civil Aviation Act.
2. Background. Following TSIB report 2012/05, the Authority audited the operator's flight crew training records in 2013 and accepted a corrective action plan. A follow-up audit was carried out from 15 to 19 February 2016.
3. Findings. The Authority finds that:
(a) records of recurrent simulator checks for 11 flight crew members had been altered to show dates on which no check took place;
(b) at least four flight crew members operated commercial flights while their recurrent checks had lapsed;
(c) the operator owed airport and air navigation charges of more than 2.6 million marks and could not demonstrate funding for three months of operation.
4. Decision. The air operator certificate is suspended with effect from 00:01 on 10 March 2016.
5. The suspension will remain in force until the Authority is satisfied that the training records of all flight crew have been independently verified and that the operator has adequate financial resources.
6. The operator may request a review of this decision within 14 days.
7. The operator shall inform passengers holding bookings of the suspension without delay.
Signed: O. Vardy, Director General
"""),

("aero-17", "KCAA Airworthiness Directive AD 2020-03: Sorrel S-2 carburettor heat control", """
Airworthiness Directive AD 2020-03
Issued: 10 January 2020. Effective: 17 January 2020.
1. Applicability. Sorrel S-2 aeroplanes, all serial numbers, entered on the Kestrany register.
2. Reason. TSIB report 2019/01 and Safety Recommendation 2019-02. The carburettor heat control cable can slip in its clamp at the airbox, so that the hot-air valve does not open fully when carburettor heat is selected. In icing conditions this may lead to loss of engine power.
3. Required action. Within 25 flight hours or 30 days after the effective date, whichever occurs first:
(a) inspect the carburettor heat control cable for slippage and measure hot-air valve travel with the cockpit control fully out;
(b) replace the existing cable clamp with the improved clamp, part number S2-7162-02.
4. Repetitive action. At every 100-hour or annual inspection, verify full hot-air valve travel.
5. Flight manual. Insert the supplement issued with this directive, which reminds pilots to confirm a drop in engine speed when carburettor heat is selected during the power check.
6. Reporting. Any valve travel of less than 90 percent found during the inspection in paragraph 3(a) shall be reported to the KCAA.
7. Owners of Sorrel S-2 aircraft used for private flying are reminded that this directive is mandatory for them as well as for training organisations.
For the Authority: Head of Airworthiness
"""),

("aero-18", "KCAA Aerodrome Directive AeD 2010/05: Cressa Island Airstrip operating restrictions", """
Aerodrome Directive AeD 2010/05
Issued: 26 November 2010. Effective: 1 December 2010.
1. Addressee. Cressa Island Council, as licensee of Cressa Island Airstrip (aerodrome licence L-031). This directive is also issued for the information of every operator using the airstrip.
2. Background. This directive responds to TSIB Safety Recommendation 2010-04, made in report 2010/02, which asked the Authority to review the licensing conditions of the airstrip.
3. Wet runway operations. When the licensee has declared the runway wet:
(a) landings shall be made on runway 09 only, taking advantage of the upslope;
(b) the landing mass of any aeroplane shall not exceed 90 percent of its certified maximum landing mass;
(c) no landing shall be made with a tailwind component.
4. Night operations. Operations at night are prohibited at all times.
5. Runway end safety area. The licensee shall establish a runway end safety area of at least 60 metres beyond the end of runway 27 within 12 months. Until it is complete, the declared landing distance of runway 27 is reduced by 60 metres.
6. Runway condition reporting. The licensee shall publish a runway condition report each day by 07:00 local time, and again whenever the condition changes.
7. Compliance with this directive is a condition of the aerodrome licence. Failure to comply may lead to suspension of the licence.
For the Authority: Head of Aerodromes
"""),

# ---------------------------------------------------------------- corporate histories (19-24)
("aero-19", "Kestrel Airways", """
Kestrel Airways is the flag carrier of the Republic of Kestrany, with its hub at the international airport serving the capital, Dorvik. It is a subsidiary of Kestrel Group plc.
History
The airline was founded on 3 March 1952 as Kestrany National Air Lines (KNAL), a joint venture between the state and a group of private investors led by the aviation pioneer Edvin Harrow, who became its first managing director. KNAL opened scheduled services in 1953 from Dorvik Sallow Airport, first to Vessen and Port Ellery, and in 1955 began its first international route with four-engined Mardell M-4 Stratus propliners.
Jet equipment arrived in 1968. Through the 1970s KNAL was the only scheduled operator on most domestic trunk routes, and its engineering department at Dorvik was the largest aviation employer in the country.
On 1 April 1988 the government sold 49 percent of the company on the Dorvik stock exchange, and KNAL adopted the name Kestrel Airways together with a new livery showing a stylised falcon. Full privatisation followed in 1996. In 2002 a holding company, Kestrel Group plc, was placed above the airline, and two years later the group sold its engineering division to that division's managers.
Fleet
The airline standardised on the Halvering HJ-200 jet from 1998 and operated Corvane CT-72 turboprops on thinner domestic routes between 1996 and 2018.
Leadership
Chief executives since privatisation have been Martin Halloran (1996 to 2006), Petra Solvang (2007 to 2015) and Henrik Osk (from 2015).
Names
Older official documents refer to the airline as KNAL. Its present two-letter flight code is KS.
"""),

("aero-20", "Ellery Air", """
Ellery Air was a regional airline based at Vessen Regional Airport in northern Kestrany. It flew from 1979 until 2013, when it was merged into a new regional carrier.
Foundation
The airline was founded in 1979 by Margit Ellery, who named it after herself rather than after any place. It had no connection with the southern coastal town of Port Ellery, a frequent source of confusion for travellers. The first services linked Vessen with Dorvik using two second-hand Brisk BN-8 light twins.
Growth
During the 1980s Ellery Air added routes to Tarnholm and, after the former military airfield opened to civil traffic in 1997, to Aldmoor. Its most important step came in 1994, when it introduced the Corvane CT-42, a 46-seat twin turboprop that let it compete with the national carrier on the Vessen to Dorvik route. Three CT-42s were eventually operated, and the BN-8s were sold.
From 1989 the airline's engineering work was contracted to a newly founded maintenance firm at Vessen, which grew alongside it.
Ownership changes
In 2008 the founder and the other shareholders sold the company to Sundmark Holdings, a Dorvik investment group. Sundmark later bought the island carrier Skerry Link and, on 1 April 2013, combined the two airlines under a new brand. The Ellery Air name was retired on that date, although the new operator kept the registrations of its aircraft, all of which began KY-EL.
Safety record
Ellery Air suffered no fatal accident in 34 years of operation.
"""),

("aero-21", "Skerry Link", """
Skerry Link was a small commuter airline that connected the island of Cressa with the mainland from 1986 until 2013.
Origins
The company was set up early in 1986 by the Cressa Island Council together with a group of island businesses, after the ferry operator cut its winter timetable. It was based at Port Ellery Airport, about twenty minutes' flying time from the island's grass airstrip.
Operations
Services began in May 1986 with a single nine-seat Brisk BN-8, registered KY-SKA, which flew up to eight return crossings a day. Three more BN-8s followed as traffic grew: KY-SKB, KY-SKC and KY-SKD. At its peak in the early 2000s the airline carried about 41,000 passengers a year, among them schoolchildren, doctors, tradespeople and the island's mail. Pilots were usually recruited straight from the flying school at Tarnholm.
Accident
On 17 September 2010 KY-SKB overran the runway while landing at Cressa in wet conditions and was written off. Nobody was seriously hurt, but the accident led to new operating restrictions at the strip.
Sale and merger
Facing the cost of meeting new performance requirements, the council sold its majority stake in 2011 to Sundmark Holdings, which already owned the Vessen regional airline Ellery Air. On 1 April 2013 Sundmark merged the two carriers. The island shuttle continued under the new brand with the former Skerry Link aircraft and crews.
Name
The name comes from the local word for the rocky islets that surround Cressa.
"""),

("aero-22", "Aurel Regional", """
Aurel Regional (usually shortened to Aurel) is a regional airline headquartered at Vessen Regional Airport. It is wholly owned by Sundmark Holdings, a Dorvik-based investment group.
Formation
Aurel was created on 1 April 2013 by merging two Sundmark subsidiaries: the Vessen carrier Ellery Air, acquired in 2008, and the island commuter Skerry Link, acquired in 2011. The merged airline began with three Corvane CT-42 turboprops and three Brisk BN-8s.
Development
In January 2014 one of its CT-42s suffered a main landing gear collapse at Port Ellery, an event that prompted a fleet-wide inspection and a change of maintenance arrangements. Later that year Aurel entered a cadet partnership with Tarnholm Flight Academy.
In 2015 Aurel bought two larger Corvane CT-72 turboprops from Kestrel Group, allowing it to open routes from Aldmoor and Tarnholm to Dorvik. In 2016 it raised capital through a sale and leaseback of one CT-42 with a Dorvik lessor. The oldest CT-42 was retired in 2018 and donated for preservation the following year, and the BN-8s are being replaced one by one.
Operations
Aurel operates about 60 flights a day, including the Port Ellery to Cressa shuttle inherited from Skerry Link. Its chief pilot since the merger has been Captain Mikael Orrin, formerly of Ellery Air.
Incidents
Apart from the 2014 gear collapse, the airline's most notable occurrence was a bird strike on a CT-72 departing Aldmoor in August 2021, after which one engine was shut down; the aircraft landed safely.
"""),

("aero-23", "Bluefen Air", """
Bluefen Air was a Kestranian low-cost airline that flew scheduled services from 2006 until March 2016.
Founding
The company was founded in 2005 by Jonas Brek, a former travel agency owner, with backing from private investors. It chose Port Ellery Airport as its base because of low charges and the offer of purpose-built facilities. The first flight, to Dorvik, took off on 28 April 2006.
Fleet and network
Bluefen flew only the Halvering HJ-200, every aircraft on an operating lease, in a dense 168-seat layout. At its height in 2012 it had four aircraft serving domestic trunk routes and holiday destinations abroad.
Flight operations
Captain Lena Vardy, previously a captain with the national carrier, was recruited as chief pilot before the launch and held the post until she resigned in February 2016.
Difficulties
A tail strike at Dorvik in November 2012 drew attention to weaknesses in the airline's training records. Financial pressure increased after 2014, when the national carrier cut fares on competing routes. In early 2016 an audit by the aviation authority found that recurrent training records had been altered, and the airline also owed large sums in airport charges.
Collapse
The airline's air operator certificate was suspended with effect from 10 March 2016, and Bluefen ceased trading on the same day. Administrators returned the aircraft to their lessors, and about 300 staff lost their jobs.
Legacy
Several former Bluefen pilots later found work with Aurel Regional and with foreign carriers.
"""),

("aero-24", "Dorvik Aero Technics", """
Dorvik Aero Technics (DAT) is an aircraft maintenance, repair and overhaul company based in Hangar 5 at Edvin Harrow International Airport, Dorvik.
Origins
DAT traces its history to the engineering department set up by Kestrany National Air Lines in 1952 to look after the airline's first propliners. The department opened an apprentice school in 1958, which for three decades trained most of the country's licensed aircraft engineers. When the airline became Kestrel Airways in 1988, the department was renamed Kestrel Engineering.
Independence
On 1 July 2004 Kestrel Group sold Kestrel Engineering to a management team led by Sara Kvist, keeping a 25 percent stake. The business took the name Dorvik Aero Technics on the same day. Ms Kvist has been managing director since the buy-out.
Activities
DAT holds a maintenance organisation approval from the national authority for the Halvering HJ-200 and the Corvane CT-72. It performs base maintenance, heavy checks, component overhaul and paintwork. Kestrel Airways remains the largest customer. Between 2006 and 2016 DAT also held the heavy maintenance contract for the low-cost carrier Bluefen Air, and it works for lessors and foreign airlines.
Staff
The company employs about 420 people, 140 of them licensed engineers. The apprentice school continues as DAT Academy and takes about 20 apprentices a year.
Former names
Engineering Department, KNAL (1952 to 1988); Kestrel Engineering (1988 to 2004); Dorvik Aero Technics (since 2004).
"""),

# ---------------------------------------------------------------- biographies and obituaries (25-30)
("aero-25", "Obituary: Margit Ellery (1938-2019)", """
Margit Ellery, who founded one of Kestrany's best-loved regional airlines, died at her home in Vessen on 4 January 2019. She was 80.
Born in Aldmoor in 1938, the daughter of a railway signalman, she spent her childhood watching the military aircraft at the nearby air base. Women were not then admitted to pilot training, so in 1958 she joined the air traffic services and qualified as a controller. She spent nineteen years in the tower at Vessen, where she became the first woman appointed watch supervisor.
In 1979, frustrated by the lack of direct air links between the north and the capital, she resigned and started her own airline with two small piston twins, a borrowed office and a bank loan secured against her house. She named the company Ellery Air, and insisted for the rest of her life that it had nothing to do with Port Ellery, the seaside town whose airport passengers kept confusing with her base.
She ran the airline as chief executive until 1999 and stayed on as chair until 2008, when the business was sold to an investment group. Former colleagues remember a leader who knew every employee's name and who met the first flight of each new route on the apron, whatever the weather.
She learned to fly at the age of 45 and kept her private pilot's licence until 2012.
She is survived by her son, two grandchildren and her long-time partner, the engineer Paul Sivert.
"""),

("aero-26", "Edvin Harrow (1901-1968)", """
Edvin Harrow was a Kestranian aviator, aircraft builder and airline executive, widely regarded as the founder of civil aviation in the country.
Early life
Harrow was born in Tarnholm in 1901, the son of a blacksmith. He trained as a motor mechanic and in 1929 designed and built a single-seat parasol monoplane, the Swift, in his father's workshop, teaching himself to fly on it.
Tarnholm Aero Club
In 1931 he founded the Tarnholm Aero Club on a meadow east of the town, the first flying club in Kestrany. He was its chief instructor until 1939 and its president until 1950. The club's grass field later became Tarnholm Airfield, and its flying school, run from 1964 as the Tarnholm Aero Club School, is the forerunner of the present-day flight academy there.
Airline career
After the Second World War Harrow campaigned for a national airline. When Kestrany National Air Lines was established in 1952 he became its first managing director. In 1955, at a ceremony at Dorvik, he christened the airline's new four-engined flagship 'City of Dorvik', breaking a bottle of local cider over its nose wheel. He retired in 1961 after disagreements with the government over the purchase of jets.
Later years
Harrow spent his retirement writing a history of Kestranian flying, which was published in 1970, two years after his death in Dorvik in 1968.
Recognition
A street and a secondary school in Tarnholm bear his name, and he received the national Order of Merit in 1960.
"""),

("aero-27", "Profile: Captain Lena Vardy", """
Captain Lena Vardy is head of training at Tarnholm Flight Academy and one of the most experienced airline pilots in Kestrany, with more than 14,000 flying hours.
Early years
Vardy was born in Port Ellery in 1968. She first flew as a teenager at the Tarnholm Aero Club School, gaining her private pilot's licence in 1988 and her commercial licence in 1990, paid for by summer work on the Cressa ferries.
Airline career
She joined Ellery Air at Vessen in 1992 as a first officer, flying light twins before converting to the airline's new turboprops. In 1999 she moved to Kestrel Airways, where she flew the HJ-200 jet and was promoted to captain in 2003.
In 2006 she accepted the post of chief pilot at the newly founded low-cost carrier Bluefen Air, building its flight operations department from nothing. She left in February 2016, a few weeks before the airline's operating certificate was suspended, and has said little in public about the circumstances.
Training
After a year of freelance simulator instruction she joined Tarnholm Flight Academy in 2017 to lead its training department, completing a circle that began on the same airfield. She has introduced scenario-based training and a mentoring scheme for female cadets.
In her own words
"The best safety device in any aircraft is a pilot who was taught properly the first time. Everything I do now is about that first time."
Recognition
In 2020 she received the Kestrany Aviation Society's award for services to flight training.
"""),

("aero-28", "Oskar Vardy", """
Oskar Vardy (born 1955) is a Kestranian lawyer and public official who served as Director General of the Kestrany civil aviation regulator from 2010 to 2018.
Early career
Born in Dorvik, Vardy studied law at the University of Dorvik and practised commercial and transport law for fifteen years, advising shipping lines and occasionally airlines. In 1998 he joined the aviation authority as its general counsel, the authority's chief legal officer, a post he held for twelve years.
Director General
Vardy was appointed Director General on 1 September 2010. His tenure was marked by a firmer approach to enforcement: he argued that administrative fines and restrictions of approval should be used alongside the traditional sanction of suspending a licence, and he personally signed the authority's enforcement decisions. He also introduced risk-based oversight of maintenance organisations and a confidential occurrence reporting scheme. He retired on 31 August 2018.
Museum
In October 2018 Vardy became chair of the board of trustees of the Kestrany Museum of Flight, succeeding the museum's founding chair. He has since led a fundraising campaign for a new conservation workshop.
Personal life
Vardy is married and has two daughters. He is not related to the airline pilot Lena Vardy, although the two are often assumed to be brother and sister.
"""),

("aero-29", "Obituary: Anton Reiss, aircraft engineer", """
Anton Reiss, the founder of Vessen Aircraft Maintenance, died on 2 November 2020 at the age of 73.
Reiss was born in Vessen in 1947 and left school at seventeen to become an apprentice in the engineering department of Kestrany National Air Lines at Dorvik Sallow, where he learned his trade on piston propliners and the airline's first jets. He gained his engineer's licence in 1970 and rose to shift leader in the engine bay.
In 1989 he returned to his home town and, with two colleagues and a rented hangar, founded Vessen Aircraft Maintenance (VAM). The firm's first contract was with Ellery Air, whose founder he had known since his youth. By the early 2000s VAM employed 80 people and maintained most of the turboprops in the north of the country, as well as the trainers of the flying school at Tarnholm.
Reiss served as VAM's accountable manager for 25 years. He stepped down in June 2014 after the aviation authority criticised the organisation's inspection practices, and said publicly that his firm had let standards slip when it was at its busiest. He spent his final years teaching at a technical college.
Colleagues remember a meticulous mechanic who kept his original apprentice toolbox on his office desk and who could identify an engine fault by ear.
He is survived by his wife Hanne and three sons, one of whom is a licensed engineer with VAM.
"""),

("aero-30", "Petra Solvang: executive profile", """
Petra Solvang (born 1964) is a Kestranian business executive who has been chief executive of Sundmark Holdings since September 2015.
Education and early career
Solvang grew up in Vessen and studied economics in Dorvik and abroad. She worked for a decade in banking, specialising in transport finance, before moving into industry.
Kestrel
She joined Kestrel Group plc as chief financial officer in 2002, the year the holding company was formed, and oversaw its first bond issue and the sale of its engineering division. In January 2007 she became chief executive of the group's airline, Kestrel Airways, a post she held until June 2015. Her tenure included a fleet renewal, a restructuring of domestic routes under competition from low-cost carriers, and the sale of the airline's regional turboprops.
Sundmark
In September 2015 she was appointed chief executive of Sundmark Holdings, a Dorvik investment group with interests in transport, logistics and commercial property. Under her leadership the group has expanded its logistics business and invested in airport ground handling.
Other roles
Solvang sits on the council of the Dorvik Chamber of Commerce and is a trustee of a foundation that funds engineering scholarships for young women.
Style
She is known for short meetings and long memos. In a 2019 interview she said that the hardest decision of her career had been selling aircraft that she had personally approved buying.
"""),
]
