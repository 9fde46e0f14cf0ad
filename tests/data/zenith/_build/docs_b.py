# Zenith corpus, documents zn-31 .. zn-60. Everything here is invented.

DOCS_B = [
dict(id="zn-31", title="LUO equipment inventory, 1 January 2021", genre="equipment inventory", text="""Lindqvarn University Observatory (LUO) - Equipment inventory as at 1 January 2021

This inventory lists items owned by the University only. Instruments held on loan from other institutions are recorded in a separate register and do not appear below.

| Tag | Item | Aperture or size | Year acquired | Location | Status |
|---|---|---|---|---|---|
| T-01 | Brask Telescope, Cassegrain reflector | 1.02 m | 1988 | Main dome | In service |
| T-02 | Student refractor | 0.15 m | 1931 | North turret | Teaching |
| T-03 | Solar telescope | 0.20 m | 1976 | Roof platform | In service |
| T-04 | Portable reflectors, set of four | 0.30 m | 2012 | Store B | Outreach |
| I-01 | Long-slit spectrograph | - | 1990 | Store A | Retired 2020 |
| I-02 | CCD camera, 2k by 2k | - | 2009 | Main dome | Spare |
| I-03 | Photon-counting photometer | - | 1979 | Display case | Historic |
| E-01 | Dome drive controller | - | 2015 | Main dome | In service |
| E-02 | Weather station | - | 2018 | Roof mast | In service |
| E-03 | Aluminising chamber | 1.2 m | 1988 | Basement | Used yearly |
| E-04 | Clean-room tent | 3 m by 4 m | 2019 | Basement | In service |
| E-05 | Liquid nitrogen dewar, 100 litre | - | 2020 | Loading bay | In service |

Notes
1. Apertures are clear apertures of the primary optic.
2. The long-slit spectrograph (I-01) was removed from the Brask Telescope in March 2020 to make room for new equipment and is available for teaching on request.
3. The photometer (I-03) is on display in the entrance hall and must not be removed from its case.
4. Items worth more than 5,000 crowns must be checked against this list every January by the observatory manager.

Checked and signed: observatory manager, 6 January 2021."""),

dict(id="zn-32", title="TALLIS mission status report no. 11", genre="mission status report", text="""OVSA - Mission Status Report No. 11
Transient and Lightcurve Imaging Satellite (TALLIS)
Reporting period: 1 April to 30 September 2023
Principal investigator: Dr Dorian Fell, University of Lindqvarn

1. Summary
TALLIS completed its thirtieth month in orbit since its launch on 18 March 2021. Spacecraft health is good, and science data return for the period was 96.2 percent of plan.

2. Spacecraft
Friction in reaction wheel 3 continues to rise slowly and is being managed by limiting slew rates. A safe-mode event on 7 June, caused by sunlight entering the star tracker, was recovered in 31 hours with no lasting effect. Battery capacity is 91 percent of the value at launch.

3. Payload
The 30-cm telescope and its ultraviolet and optical cameras are working normally. Focus has been stable for twelve months. The number of hot pixels in the optical detector has grown by 4 percent, in line with predictions.

4. Ground segment
All downlinks are made through the 12-m tracking antenna at the Tarnmoor Radio Observatory, with four to six passes a day. An agreement for a backup station abroad is under negotiation.

5. Science
During the period the survey produced 1,820 transient candidates, of which 212 have been confirmed by ground-based follow-up, including eleven supernovae and three tidal disruption candidates. Alerts are issued through the OTB within six hours of downlink.

6. Outlook
An extension of operations to March 2026 has been approved, subject to a mid-term review in 2024. The next report will cover October 2023 to March 2024."""),

dict(id="zn-33", title="Launch services agreement (excerpt)", genre="launch contract excerpt", text="""LAUNCH SERVICES AGREEMENT - EXCERPT

between the Orvenland Space Agency (OVSA), hereinafter "the Customer", and Vaskor Launch Systems Ltd, hereinafter "the Provider".
Contract no. OVSA-LSA-2019-02, signed 5 June 2019.

Article 1 - Definitions
1.1 "Payload" means the TALLIS spacecraft, with a launch mass not exceeding 96 kg, together with its separation system.
1.2 "Launch Vehicle" means a Vaskor-2 rocket in the light configuration.
1.3 "Launch Site" means the Orm Island Launch Complex, Pad B.
1.4 "Launch Window" means the period from 1 January 2021 to 31 March 2021.

Article 4 - Price and payment
4.1 The Customer shall pay a fixed price of 6,200,000 crowns for the launch services, exclusive of tax.
4.2 Payment is due in three instalments: 20 percent on signature, 40 percent on acceptance of the payload integration review, and 40 percent on confirmation of separation.

Article 7 - Postponement
7.1 Either party may postpone the launch by up to 90 days without penalty by written notice.
7.2 A postponement by the Provider beyond 90 days entitles the Customer to a reduction of 1 percent of the price per week of further delay, up to a maximum of 15 percent.

Article 9 - Liability
9.1 Each party bears its own losses arising from the launch, whatever their cause, and waives claims against the other (cross-waiver of liability).
9.2 The Provider shall hold third-party liability insurance of not less than 60 million crowns.

Article 12 - Governing law
12.1 This Agreement is governed by the laws of Orvenland. Disputes shall be referred to the commercial division of the High Court.

[Articles 2, 3, 5, 6, 8, 10 and 11 are omitted from this excerpt.]"""),

dict(id="zn-34", title="Written question 2022/1187: cost of the TALLIS mission", genre="parliamentary written question", text="""HOUSE OF DELEGATES - WRITTEN QUESTIONS AND ANSWERS

Question 2022/1187
Asked by Maren Fell (Tarnmoor and the Moor Valleys), tabled 3 May 2022

To ask the Minister for Science and Innovation what the total cost to public funds has been of the TALLIS satellite mission, including launch, operations and ground facilities; and what plans the Government has for a successor mission.

Answered by Kjell Varno, Minister for Science and Innovation, 17 May 2022

The total cost of the TALLIS mission to public funds up to 31 March 2022 was 38.4 million crowns. Of this, spacecraft development and testing accounted for 24.1 million, the launch for 6.2 million, and operations and data processing for 8.1 million. The ground segment uses existing national facilities and its costs are included in the operations figure.

The mission has met all of its first-year science goals and continues to operate well. No decision has yet been taken on a successor mission. OVSA will present options to the Government in its strategy review, due to be published in 2024, and I will keep the House informed.

Supplementary question, Maren Fell, 19 May 2022
To ask the Minister what share of the contracts for the mission went to firms based in Orvenland.

Answer, 30 May 2022
Firms based in Orvenland received contracts worth 19.7 million crowns, a little over half of the total. The largest domestic contract was for the spacecraft structure and optical bench. The launch itself was bought from a foreign provider because no domestic vehicle was available.

Note: figures are rounded to the nearest 100,000 crowns."""),

dict(id="zn-35", title="OASI Annual Report 2019: statement from the Chair", genre="annual report chair's statement", text="""OASI Annual Report 2019
Statement from the Chair of the Board

This is my third statement as chair, and the first in which I can honestly report that OASI feels, to staff and outsiders alike, like one institute rather than two.

The year's scientific highlights are described elsewhere in this report, so I will confine myself to three matters that occupied the Board.

First, money. Total income in 2019 was 64.2 million crowns, of which 71 percent came from the core government grant and most of the rest from competitive awards. Energy costs at our mountain sites rose by a third, and we have begun a programme of insulation and heat recovery that should pay for itself within six years.

Second, our ageing facilities. The control system of the Vantage Telescope, designed in the 1990s, was replaced over the summer with only nine nights lost. Several of our older instruments, however, now spend more time being repaired than being used. The Board has approved a policy under which instruments that we cannot fully support may be lent to university partners, who often have the students and the enthusiasm to make good use of them.

Third, people. Our staff numbered 412 at the end of the year. We said farewell to several long-serving colleagues, among them technicians whose knowledge of our telescopes was irreplaceable, and we welcomed 23 new staff and 17 doctoral students.

Outreach continued to grow: 38,000 visitors came to our sites, and our open days drew record crowds.

I thank the staff for their dedication, and my fellow Board members for their wise counsel.

Hedda Lorentz
Chair of the Board, March 2020"""),

dict(id="zn-36", title="Museum label: primary mirror of the Thorvald Telescope", genre="museum label", text="""GALLERY 4 - LOOKING UP

Primary mirror of the Thorvald Telescope
Borosilicate glass with aluminium coating. Diameter 1.9 metres; weight about 1,600 kilograms. Cast 1966, figured 1967 to 1969. Lent by OASI.

This great disc of glass gathered starlight on Mount Skarra for forty-six years, from 1971 until the telescope was retired in 2017. Its curved front surface was ground and polished so accurately that no bump or hollow is deeper than a ten-thousandth of a millimetre. A layer of aluminium thinner than a soap bubble, renewed every two years or so, turned the glass into a mirror.

Look closely at the back of the disc. The honeycomb of hollows was cast into it to make it lighter and to help it cool quickly at dusk. The three dark patches near the edge show where the support pads pressed against the glass for nearly half a century.

Near the rim, at about four o'clock, you can see a small chip. It was made in 1979 when a spanner slipped during maintenance. The astronomers measured the damage, decided that it blocked less light than a single speck of dust, and carried on observing.

Please do not touch the mirror. A sample of uncoated glass is provided on the stand to your right.

Did you know? The light that this mirror collected was recorded on more than 12,000 photographic plates and, later, on electronic detectors. Many of those plates are now being scanned so that anyone can study them.

Brennhollow Museum of Science, Gallery 4. Object number BMS 2018.044."""),

dict(id="zn-37", title="Letter of 21 March 1956", genre="letter signed with initials", text="""SKARRA PEAK OBSERVATORY
Office of the Director
Mount Skarra, 21 March 1956

Dear Mr Sten,

Thank you for your letter of the 2nd, and for coming up the mountain in such poor weather to see us. I have discussed your application with the senior staff and am glad to offer you the post of night assistant, at the salary we spoke of, from 1 May.

I should say plainly what the work involves. You will be on duty on most clear nights, and on many cloudy ones, from dusk until the last plate is developed. You will be responsible for the dome, the drive clock and the plate store, and you will be expected to learn to guide a long exposure by hand without complaint. The winters are hard and the road is often closed for weeks at a time; you will live in the staff house with four others. The cook is good.

In return I can promise you work that matters. Every plate we take will still be useful in a hundred years, and so, I hope, will the habits you learn here. You mentioned that you have no training in astronomy. That does not concern me in the least. Care and patience I cannot teach; the rest I can, and will.

Please reply by the end of the month. If you accept, bring boots, two heavy pullovers and your own lamp, and write to the lower station so that the mule can be sent down for your trunk.

Yours sincerely,

A.T.
Director"""),

dict(id="zn-38", title="The Orrin Medal: list of recipients", genre="medal recipients list", text="""OAS - THE ORRIN MEDAL
Awarded every three years for distinguished observational work, professional or amateur.

| Year | Recipient | Category | Presented at |
|---|---|---|---|
| 1980 | Ivo Renner | Professional | Brennhollow |
| 1983 | Halvard Sten | Observatory staff | Mount Skarra |
| 1986 | Anders Kvale | Professional | Brennhollow |
| 1989 | Bertil Kaspersen | Professional | Lindqvarn |
| 1992 | Jorunn Pell | Amateur | Brennhollow |
| 1995 | Saskia Mohl | Professional | Brennhollow |
| 1998 | Greta Lund | Amateur | Vennick |
| 2001 | Piet Halloran | Amateur | Brennhollow |
| 2004 | Clara Ennis | Professional | Lindqvarn |
| 2007 | Henrik Aasen | Professional | Brennhollow |
| 2010 | Kari Brenner | Amateur | Lindqvarn |
| 2013 | Runa Vesk | Professional | Brennhollow |
| 2016 | Solveig Ruud | Amateur | Tarnmoor |
| 2019 | Dorian Fell | Professional | Brennhollow |
| 2022 | Ola Hallberg | Amateur* | Lindqvarn |

The medal is struck in silver and bears on its face the figure of a shepherd reading the stars, after a woodcut in the Society's first almanac. Nominations may be made by any two members and are considered by a panel of five, at least one of whom must be an amateur observer. Posthumous awards are not made.

* The 2022 medal was presented in April 2023 because of the illness of the recipient.

Footnote: the Orrin Medal is the Society's own award and should not be confused with the Orrick Medal of the Orvenland Academy of Sciences, which honours the building of instruments rather than their use."""),

dict(id="zn-39", title="Riverside Primary School newsletter, spring term issue 3", genre="school newsletter", text="""RIVERSIDE PRIMARY SCHOOL - NEWSLETTER
Spring term, issue 3 - March 2023

From the head teacher
What a busy few weeks it has been! Thank you to all families for your support with the reading challenge, which has now passed 4,000 books.

Year 5 visit the stars
On 7 March, Year 5 travelled by tram to the Dalsgaard Planetarium. Mr Tobias Quill, the planetarium's director, met us at the door and explained how the huge projector can show the sky as it looked thousands of years ago. The children watched a show about the outer planets and then asked a great many questions. Our favourite was from Aksel: "If Neptune is so cold, why is it blue and not white?" Mr Quill said it was the best question he had heard all year. Back in class, the children made scale models of the solar system along the corridor, and Saturn now stretches past the library door. Many thanks to our parent helpers.

Bake sale
The bake sale on 24 February raised 412 crowns for new library books. Special thanks to the Year 3 families for the lemon cake mountain.

Sports
The football team reached the district semi-final and lost 2-3 after a brave second half. Netball practice moves to Thursdays after Easter.

Dates for your diary
- 21 March: parents' evening
- 28 March: Easter concert, 14:00
- 31 March: last day of term

Lost property
The lost property box is overflowing with coats, lunch boxes and one lonely football boot. Anything not collected by 31 March will go to charity.

Star of the week: Liv in Year 2, for helping a new classmate settle in."""),

dict(id="zn-40", title="The Meridian Crossword No. 88", genre="crossword", text="""THE MERIDIAN CROSSWORD No. 88
Set by Quasar

ACROSS
1. Skarra's big eye, largest in the land (7)
5. Wonderful variable that gives a class its name (4)
7. Ladder-like spectrograph with many orders (7)
9. Society medal, one letter short of the Academy's (5)
10. Moorland home of the great dish (8)
12. Faint cloud around a comet's nucleus (4)
13. Smudge once spotted from a Vennick garden (5)
14. Unit of distance, about 3.26 light years (6)

DOWN
2. Lindqvarn's one-metre, named for a benefactor (5)
3. Tail's direction is set by this wind from the Sun (5)
4. River draining the radio moor (4)
6. Circle of the sky through the poles, or our journal (8)
8. Reflector made of this, or a pane of it (5)
11. Coin of the realm, paid for every ticket (5)

SOLUTION TO No. 87 appears on page 150.

ANSWERS TO No. 88 (printed upside down in the original)
Across: 1 VANTAGE, 5 MIRA, 7 ECHELLE, 9 ORRIN, 10 TARNMOOR, 12 COMA, 13 COMET, 14 PARSEC.
Down: 2 BRASK, 3 SOLAR, 4 ASKE, 6 MERIDIAN, 8 GLASS, 11 CROWN.

Notes from the setter
Several solvers wrote in about No. 86, where the clue for ORRICK was said to be unfair. I accept the complaint: the two medals are easily confused and the clue did not give enough help to tell them apart. A book token goes to the first correct entry drawn on 1 August; entries on a postcard, please, to the Crossword Editor at the Society's rooms in Brennhollow."""),

dict(id="zn-41", title="Mount Skarra and the Tarnmoor plateau", genre="travel guide entry", text="""MOUNT SKARRA AND THE TARNMOOR PLATEAU

Why go
Two very different kinds of sky-watching lie within a day's drive of Brennhollow: the white domes on the summit of Mount Skarra and the giant white bowl of the radio dish on the Tarnmoor plateau. Combine them with hill walking and you have a fine long weekend.

Getting there
Mount Skarra: by car on the Skarra road from Brennhollow, about two hours, with 34 hairpin bends above the tree line. The upper road is closed from December to March. In summer a bus runs twice daily from Brennhollow to the lower station at Skarrvik.
Tarnmoor: by car on the Moor road, or by bus 71 from Morrow Bridge on weekdays.

Sights
Skarra Peak Observatory opens its visitor terrace on summer afternoons, and on Saturday evenings in July and August the old Founders' Astrograph is used for public viewing (book well ahead). The view from the terrace across the Skarra range is worth the drive on its own.
At Tarnmoor the visitor centre explains how radio astronomers listen to the sky, and a waymarked path circles the dish at a respectful distance. Walk on to the tarn and the standing stones on Tarn Hill.

Where to stay
Skarra Lodge at Skarrvik has simple rooms and huge breakfasts. The Tarnmoor Arms has four rooms above a cheerful bar.

Practical tips
- Bring warm clothes even in August; the summit is often below freezing at night.
- There is no mobile signal near the dish: the moor is a radio-quiet zone.
- Fill your tank before leaving the valley; there is no fuel on either road.

Our rating: four stars out of five."""),

dict(id="zn-42", title="Median seeing at national sites, 2015-2022", genre="seeing statistics table", text="""Site seeing statistics, 2015 to 2022

Median seeing in arcseconds (full width at half maximum at 500 nm, corrected to the zenith), measured by identical differential image motion monitors (DIMMs) installed at each optical site. Seasons follow the meteorological convention.

| Site | Winter | Spring | Summer | Autumn | Annual | Clear-night fraction |
|---|---|---|---|---|---|---|
| Skarra Peak Observatory (Vantage ridge) | 0.71 | 0.83 | 0.92 | 0.78 | 0.81 | 0.62 |
| Skarra Peak Observatory (old 1.9-m dome) | 0.88 | 0.95 | 1.04 | 0.91 | 0.94 | 0.62 |
| Halloran Observatory | 1.12 | 1.08 | 0.97 | 1.01 | 1.05 | 0.55 |
| LUO (city roof) | 2.40 | 2.15 | 1.96 | 2.22 | 2.18 | 0.41 |

Notes
1. The old dome on Skarra sits 300 m lower than the Vantage ridge and suffers from ground-layer turbulence; its monitor was removed in 2018, so its values cover 2015 to 2017 only.
2. Values for the city roof are affected by heat from the building and are given for teaching purposes only.
3. The clear-night fraction counts nights with at least six hours of usable sky.
4. Medians are computed from all valid measurements, not from nightly medians; summer nights therefore carry less weight because they are short.
5. Tarnmoor has no optical monitor and is not listed.

Prepared by the site-testing working group. Raw monitor data can be requested from the group secretary for any site and year, together with the calibration files and the weather records used to reject bad measurements."""),

dict(id="zn-43", title="Home insurance claim: storm damage to garden observatory", genre="insurance claim", text="""GREYFIELD MUTUAL - HOUSEHOLD CLAIM FORM
Claim reference: GM-18-00317

Section A: policyholder
Name: Tomas Erdahl
Address: 7 Orchard Lane, Ketterby
Policy number: HH-4471-902
Occupation: retired teacher

Section B: incident
Date and time: 14 January 2018, about 03:00
Cause: storm (wind gusts reported at 118 km/h by the nearby weather station)
Description: A gust lifted the roll-off roof of my garden observatory off its rails and dropped it onto the telescope inside. The roof panels were bent and one rail was torn from its post. The telescope tube, a 20-cm reflector, was dented, its finder was broken, and the mount's declination axis was knocked out of true.

Section C: items claimed
| Item | Amount (crowns) |
|---|---|
| Roof panels and rail, supply | 6,200 |
| Telescope tube and finder, replacement | 3,950 |
| Mount repair, specialist workshop | 2,400 |
| Labour for refitting roof | 1,800 |
| Total | 14,350 |

Section D: supporting documents
Photographs of the damage (12), two repair quotations, purchase receipt for the telescope (1996).

Section E: declaration
I declare that the information given is true and complete. I have not made any other claim for this damage.
Signed: T. Erdahl. Date: 19 January 2018.

For office use
Assessor's note: visited 26 January. Damage consistent with storm. Observatory counts as an outbuilding under clause 4.2. Depreciation of 15 percent applied to the telescope tube. Settled at 13,757 crowns on 9 February 2018."""),

dict(id="zn-44", title="Lumenar Optics Ltd v Lumenara Optical Ltd (2009), excerpt", genre="court judgment excerpt", text="""HIGH COURT OF ORVENLAND - COMMERCIAL DIVISION
Lumenar Optics Ltd (claimant) v Lumenara Optical Ltd (defendant)
Judgment of Justice Marit Oddvang, 22 October 2009 (excerpt)

[1] The claimant, an instrument maker established in Lindqvarn in 1958, designs and supplies spectrographs and optical assemblies to professional observatories. The defendant, founded in 1979 and based in Drossel, makes binoculars and small telescopes for the consumer market, sold through camera shops and by mail order.

[2] In 2007 the defendant adopted a new logo in which its name appears in a typeface similar to that used by the claimant. The claimant alleges that this infringes its registered trade mark and amounts to passing off.

[7] I heard evidence from the claimant's sales director that two invoices intended for the claimant had been sent to the defendant in error, and that an overseas customer had once telephoned the defendant asking for a quotation for a spectrograph.

[11] The relevant public for the claimant's goods consists of professional astronomers and engineers buying bespoke equipment costing hundreds of thousands of crowns after months of negotiation. The relevant public for the defendant's goods consists of hobbyists buying a telescope or a pair of binoculars in a shop.

[14] I accept that the names are similar. But I find no real likelihood of confusion among either public. A few misdirected invoices do not show that any customer was misled into buying the wrong product.

[15] The claim is dismissed. The defendant shall have its costs. I add, with respect, that both parties might avoid further inconvenience by stating their towns on their letterheads."""),

dict(id="zn-45", title="Safety notice SN-2009-04, Tarnmoor Radio Observatory", genre="safety notice", text="""Brennhollow Space Research Institute (BSRI)
Tarnmoor Radio Observatory
SAFETY NOTICE SN-2009-04
Issued 2 March 2009. Supersedes SN-2007-11.

RADIO-FREQUENCY TRANSMITTER TESTS AND RESTRICTED ZONES

From 16 March 2009 the BSRI will test a new calibration transmitter mounted on the 25-m dish. Tests will take place on weekdays between 09:00 and 15:00 and are expected to continue for six weeks. A red beacon on the control building will be lit whenever the transmitter is active.

1. Zone A, within 30 m of the 25-m dish: no entry while the red beacon is lit, for any person, for any reason.
2. Zone B, from 30 m to 150 m of the 25-m dish: entry only with a personal radio-frequency monitor issued by the control room.
3. Anyone with a cardiac pacemaker or other implanted electronic device must not enter Zone B at any time during the test period.
4. Mobile telephones, radios and electric fence units must be switched off everywhere inside the perimeter fence. This rule applies at all times, not only during tests.
5. Contractors working on the 64-m dish must confirm with the control room before climbing, as the dishes may be moved at short notice.
6. Visitors to the centre are not affected, but the footpath around the 25-m dish will be closed during tests.

Report any incident, however minor, to the control room on extension 200, and record it in the site incident book.

K. Holt
Site Safety Officer"""),

dict(id="zn-46", title="Ketterby ordinance no. 14/2014 on outdoor lighting", genre="dark-sky ordinance", text="""MUNICIPALITY OF KETTERBY
Ordinance No. 14/2014 on outdoor lighting, establishing the Ketterby Dark Sky Zone (KDSZ)

Article 1 - Purpose
This ordinance protects the natural night sky over the municipality and over Halloran Observatory, supports the scientific work carried out there, and reduces wasted energy and light nuisance to residents and wildlife.

Article 2 - Area
The zone covers all land within the municipality that lies within 15 km of the main dome of Halloran Observatory, as shown on the map annexed to this ordinance.

Article 3 - New fixtures
Every outdoor light installed in the zone after 1 January 2015 shall:
(a) be fully shielded, emitting no light above the horizontal;
(b) have a correlated colour temperature not exceeding 2200 K;
(c) have a rated output not exceeding 1,500 lumens, unless approved under Article 6.

Article 4 - Curfew
Illuminated advertising signs and the floodlighting of buildings shall be switched off between 23:00 and 06:00.

Article 5 - Existing fixtures
Fixtures in place before 1 January 2015 shall be brought into compliance by 31 December 2019. The municipality will meet half the cost for households receiving housing support.

Article 6 - Exemptions
The mayor may grant exemptions for emergency services, road safety at the junction with the valley highway, and temporary events of no more than three nights.

Article 7 - Penalties
A breach of this ordinance is punishable by a fine of up to 2,000 crowns, and of up to 5,000 crowns for a repeated breach within one year.

Adopted by the Municipal Council on 9 September 2014.
Signed: Birgit Ystad, Mayor of Ketterby."""),

dict(id="zn-47", title="LAAC Autumn Star Party 2022", genre="star party poster", text="""Lindqvarn Amateur Astronomers' Circle (LAAC) presents

THE AUTUMN STAR PARTY 2022
Friday 23 to Sunday 25 September
Tarnmoor Common, north field (follow the yellow signs from the village green)

Three nights under some of the darkest skies in Orvenland!

IN THE BIG TENT
Friday 20:00 - "My comet at 25": a special guest looks back on a lucky night in 1997, with the telescope that did it
Saturday 14:00 - Build a spectroscope from an old DVD (bring scissors)
Saturday 16:00 - Beginners' tour of the autumn sky with binoculars
Saturday 20:00 - The Mira season: estimating long-period variables by eye
Sunday 10:00 - Water rocket launch for children (weather permitting)

ALSO
- Swap meet on Saturday morning: bring your unwanted eyepieces and books
- Solar viewing with filtered telescopes every day from 11:00
- Hot soup and bread from the Tarnmoor Arms each evening

PRACTICAL
- Camping 12 crowns per pitch per night; day visitors free
- Red lights only after sunset; no white torches, no car headlights on the field
- No generators
- The field is inside the radio-quiet zone: please keep phones switched off near the observatory fence
- Dogs on leads, please

BOOKING
Places are limited to 120 pitches. Book with the LAAC secretary by 16 September. Members of other societies are most welcome.

Clear skies!"""),

dict(id="zn-48", title="Review: Glass and Patience, by Henrik Aasen", genre="book review", text="""BOOK REVIEW
Glass and Patience: Ninety Years on Mount Skarra, by Henrik Aasen. Moorland Press, Brennhollow, 2021. 384 pages, 32 crowns.

Observatory histories are usually written either by public relations offices or by retired staff with grudges. This one is written by the serving director, which brings advantages and one obvious problem.

The advantages first. Aasen has had the run of the archive, and he uses it well. The early chapters are the best. We meet the shipping family who paid for the first refractor, the mule that carried supplies up before the road was built, and the young men and women who came to work as night assistants with no training at all. A letter of appointment from 1956, signed only with the director's initials, is reproduced in full and is a small masterpiece of plain speaking. The chapter on the fight over the access road in the 1970s reads like a thriller.

The middle of the book, on the building of the large telescope in the 1990s, is careful and fair, though heavy on committee meetings.

The problem is the last third. When Aasen reaches his own time in office, history turns into defence. Decisions that were controversial at the time, such as the closure of the old 1.9-m and the end of the wide-field survey, are explained rather than examined, and critics are mentioned only to be answered.

The photographs are well chosen but poorly reproduced, and the index is thin: I could not find half the people I looked for.

Still, this is the most complete account of the mountain we have, and anyone who has ever spent a cold night in one of its domes will want it on the shelf.

Reviewed by Solveig Ruud"""),

dict(id="zn-49", title="Cross-identifications of selected SWFS sources", genre="cross-identification table", text="""Cross-identification of selected SWFS sources with TRC radio sources and common names

Compiled from SWFS DR3 and the third edition of the TRC. Positional match radius 3 arcsec for point sources and 10 arcsec for extended sources. Magnitudes are SWFS r-band; for variable stars the observed range is given.

| SWFS designation | TRC designation | Other name | Object type | r mag |
|---|---|---|---|---|
| SWFS J0412+2207 | - | - | spectroscopic binary | 11.8 |
| SWFS J1042+3311 | TRC 1042+335 | - | spiral galaxy | 14.9 |
| SWFS J1215+0456 | TRC 1215+049 | - | quasar | 17.6 |
| SWFS J1842+3920 | TRC 1842+393 | Pell's Variable | Mira-type variable | 8.9 to 13.2 |
| SWFS J1906-0142 | TRC 1906-017 | Tarnmoor A | radio galaxy | 16.3 |
| SWFS J2017+4010 | TRC 2017+401 | - | planetary nebula | 13.4 |
| SWFS J2231+1128 | - | Sten's Pair | double star | 9.1 |

Notes
1. The radio emission from SWFS J1842+3920 is maser emission from the star's extended atmosphere and varies with the optical light curve.
2. Tarnmoor A was the first source detected with the 64-m dish and is the brightest radio galaxy in the northern part of the catalogue.
3. Sten's Pair is named in the amateur literature after the night assistant who first noted its colour contrast; it is not a physical binary.
4. SWFS J1042+3311 is a nearly face-on spiral with a weak radio nucleus.
5. A dash means no counterpart within the match radius.

Prepared for the joint optical and radio archive, version 2, March 2014."""),

dict(id="zn-50", title="Presentation of the Orrick Medal for 2001", genre="medal presentation speech", text="""ORVENLAND ACADEMY OF SCIENCES
Presentation of the Orrick Medal for 2001
Address by the President of the Academy, 6 December 2001

Members of the Academy, guests, friends,

The Orrick Medal was founded in 1965 to honour those who build the instruments with which the rest of us make our discoveries. Astronomers are fond of saying that they observed this or measured that. They rarely add that someone else made the thing they observed with, and that this someone stayed up just as late. The Orrick Medal exists to correct that habit. Its roll of honour includes Edda Halloran, who received it in 1989 for the mirror-coating plant she designed and built on her own ridge.

This year's medallist is Tomas Erdal. For more than thirty years he has designed spectrographs that have gone on working long after their warranties, and their designers' patience, ran out. He has trained apprentices who now run workshops of their own. He is, by common consent, the only engineer in the country who can align an echelle grating by eye and be proved right by the laser afterwards.

When I asked his colleagues what distinguished him, one of them said that he treats every instrument as a promise to people he will never meet: the students, decades from now, who will take their first spectrum with it. Another said simply that he always answers the telephone at night.

It gives me great pleasure to ask Tomas Erdal to come forward and receive the Orrick Medal for 2001.

[Applause. The medallist's reply, which was brief and mostly concerned the quality of the Academy's coffee, is not reproduced here.]"""),

dict(id="zn-51", title="OTB Transient Alert 2022-117: OSN 2022c", genre="transient alert bulletin", text="""OTB TRANSIENT ALERT 2022-117
Issued 2022 Nov. 4, 06:20 UT

OSN 2022c: A BRIGHT SUPERNOVA IN SWFS J1042+3311

Ester Quill (University of Lindqvarn) reports the discovery of a new point source in TALLIS survey images taken on 2022 Nov. 3.71 UT. The source lies 6.2 arcsec west and 3.9 arcsec north of the nucleus of the face-on spiral galaxy SWFS J1042+3311, at a redshift of 0.019.

Discovery magnitude: 16.9 in the TALLIS optical band. Nothing is visible at this position in TALLIS images of Oct. 29.70 to a limiting magnitude of 20.3, and the position is clear on SWFS DR3 images.

A low-resolution spectrum obtained on Nov. 4.15 with the Vantage Telescope shows broad silicon and calcium absorption and suggests a thermonuclear supernova roughly two weeks before maximum light. The silicon line is, however, unusually narrow, and ultraviolet photometry from TALLIS shows an early excess of blue light. Further spectroscopy is strongly encouraged.

The Bureau has assigned the designation OSN 2022c. This is the third supernova announced by the Bureau in 2022 and the brightest found in TALLIS data to date.

Observers are asked to send photometry and spectra to the Bureau and to follow the standard reporting format. Radio observers may note that the host galaxy has a weak radio nucleus catalogued at Tarnmoor, and that any new radio source near the supernova position would be of great interest.

Bureau duty officer"""),

dict(id="zn-52", title="Patent OR 412 775 B: compact reflective image slicer", genre="patent abstract", text="""ORVENLAND PATENT OFFICE
Patent No. OR 412 775 B

Title: Compact reflective image slicer for high-resolution spectrographs
Inventor: Tomas Erdal, Lindqvarn
Applicant and proprietor: Lumenar Optics Ltd, Lindqvarn
Filed: 11 March 1992. Granted: 8 August 1994. International class: G02B.

Abstract
An image slicer for reformatting a seeing-limited star image into a narrow pseudo-slit at the entrance of a spectrograph, so that a high resolving power can be reached without a narrow slit and the loss of light that a narrow slit causes. The slicer consists of a stack of five thin plane mirrors, each tilted by a slightly different angle, which divide the image into strips and send them to a row of five small concave mirrors. The concave mirrors re-image the strips end to end along the spectrograph slit. All ten mirrors are cut from a single block of low-expansion glass and optically contacted to a common base, so that the alignment cannot drift with temperature.

Claims (excerpt)
1. An image slicer comprising a plurality of plane mirrors cut from a single block of glass, each mirror inclined at a different angle, and a corresponding plurality of concave mirrors arranged to re-image the slices along a line.
2. An image slicer according to claim 1, in which all mirrors are optically contacted to a common base of the same glass.
3. An image slicer according to claim 1 or 2, in which the number of slices is five.
4. A spectrograph including an image slicer according to any preceding claim.

Drawings: 6 sheets.
Status: lapsed in 2012 after non-payment of renewal fees."""),

dict(id="zn-53", title="Letter to the editor: Not that Tomas", genre="letter to the editor", text="""LETTERS TO THE EDITOR

Not that Tomas

Sir,

For the third time this year a parcel addressed to Tomas Erdal, the builder of spectrographs, has arrived on my doorstep in Ketterby. This one contained what I believe was a diffraction grating, wrapped in enough foam to survive a fall from the mountain. I have returned it, as I returned the others, but I wonder whether readers could help me end the confusion.

I am Tomas Erdahl, with an h. I am a retired geography teacher. I have never built a spectrograph and would not know where to begin. The only optical instrument I own is a 20-cm reflector in my garden, which last winter's storm very nearly destroyed, together with the roof of the little shed that houses it. My insurers were kind; the postal service is less so.

I have met my near-namesake once, at a Society lecture, where we were handed each other's name badges. He was charming about it and told me that he receives my mail too, mostly seed catalogues and invitations to reunions of teachers he has never met. We agreed that the world contains too few Tomases and too many parcels.

Might I suggest that correspondents check the spelling, and perhaps the town, before they post anything heavy? And might The Meridian, which has twice printed my photograph over his name, take a little more care with its captions?

Yours faithfully,

Tomas Erdahl
Ketterby

The Editor replies: we apologise to both gentlemen and have printed a correction in our errata column."""),

dict(id="zn-54", title="Memo: the last night of the 1.9-m", genre="internal memorandum", text="""SKARRA PEAK OBSERVATORY - INTERNAL MEMORANDUM

To: all staff
From: H.A.
Date: 12 June 2017
Subject: the last night of the 1.9-m

As you all know, the 1.9-m will take its last science exposures on the night of 30 June. After forty-six years, and more nights than anyone has managed to count, the old telescope is retiring. The Council's decision was not an easy one, and I know that many of you argued against it. I respect that. But the money that kept it running is now needed for the 3.6-m, and we cannot do both properly.

Arrangements for 30 June
- The last night will be observed by the night team on the rota, as any other night would be. No special programme has been scheduled; the telescope should finish doing what it has always done.
- Former staff have been invited to the canteen from 20:00. Please make them welcome and keep them out of the dome after dark.
- The kitchen will serve soup, and there will be a cake. There is always a cake.

What happens next
- The mirror will be removed in August. The Council has agreed to offer it on long-term loan to a museum; I will tell you more when the agreement is signed.
- The dome will be kept weatherproof and converted into a training space for students and for the new site-testing equipment.
- No posts will be lost. The two technicians who worked mainly on the 1.9-m will move to the 3.6-m team.

Finally, thank you. Whatever we do next on this mountain, it will rest on what was done with that telescope.

H.A."""),

dict(id="zn-55", title="Cutting from the Brennhollow Courier, 17 September 1971, with margin note", genre="annotated newspaper clipping", text="""[Photocopy of a newspaper cutting from the Brennhollow Courier, 17 September 1971, page 5, with a handwritten note in the left margin]

GIANT EYE OPENS ON MOUNT SKARRA

The country's largest telescope was brought into service last night in a ceremony on the summit of Mount Skarra attended by the Minister of Education, members of the Academy and some sixty guests who braved a bitter wind to be there.

At a quarter past nine the Minister pressed a brass button on a polished wooden panel, the great dome swung round, and the shutter opened on a clear and starry sky. Moments later the first image, of a bright double star, appeared on a screen in the control room to loud applause.

The new instrument has a mirror 1.9 metres across and weighs more than forty tonnes. It has been named in honour of Dr Aurelia Thorvald, who was present and who spoke briefly of the "long patience of many people". The Minister said that the telescope would "put Orvenland on the astronomical map" and would be "a source of national pride for fifty years to come".

Guests were later served hot wine in the staff house, where a choir from Skarrvik sang. The road down was cleared by snowplough at midnight.

[Margin note, in blue ink:]
Not in the paper: the Minister's button was not connected to anything. Halvard Sten was at the controls in the dome and moved the telescope when I waved from the door. The "first image" was a photograph taken the week before. Nobody noticed, and Halvard never told. - B.K."""),

dict(id="zn-56", title="Department of Astronomy, University of Lindqvarn: a short timeline", genre="institutional timeline", text="""DEPARTMENT OF ASTRONOMY, UNIVERSITY OF LINDQVARN
A short timeline, prepared for the department's centenary in 2021

1921 - A chair of astronomy is established within the Faculty of Mathematics, with one professor and one assistant.
1931 - A 15-cm student refractor is installed in the north turret of the old physics building.
1947 - The first doctoral degree in astronomy is awarded by the University.
1958 - The department's first doctorate based entirely on observations from Mount Skarra.
1962 - Bertil Kaspersen is appointed professor.
1969 - An undergraduate degree in astronomy is introduced; eleven students enrol in the first year.
1976 - A solar telescope is added on the roof platform.
1984 - The department moves to the new science campus on the west bank.
1988 - The Brask Telescope is dedicated, a gift from the estate of Sigrid Brask, a teacher who had taken evening classes in the department.
1994 - The department joins the national network for remote observing.
2004 - Clara Ennis becomes the first woman to head the department.
2009 - A new CCD camera is bought for the Brask Telescope.
2012 - A joint outreach programme begins with the Dalsgaard Planetarium.
2015 - Doctoral students in astronomy exceed thirty for the first time.
2020 - A high-resolution spectrograph arrives on loan; the old long-slit spectrograph is retired.
2021 - The centenary is marked by a public lecture series and an exhibition of historic instruments in the entrance hall.

Compiled by the departmental archivist from minutes, annual reports and the recollections of former staff. Corrections are welcome and will be included in the online version."""),

dict(id="zn-57", title="Sale 1187, lot 214: cased set of eyepieces", genre="auction catalogue lot", text="""MORROW AND DAUGHTERS, AUCTIONEERS
Sale 1187: Scientific Instruments, Globes and Books
Thursday 19 May 2022, 11:00

Lot 214
A cased set of seven astronomical eyepieces by Lumenar Optics, Lindqvarn, about 1962

Brass barrels with blackened interiors, focal lengths 40, 32, 25, 18, 12, 9 and 6 mm, each engraved with the maker's name and a serial number in the 1100 range. In a fitted mahogany case with green baize lining, brass hinges and the maker's paper label inside the lid. With a later leather pouch and two brass dust caps.

Condition: some wear to the lacquer on the barrels; the 9 mm eyepiece has a small chip at the edge of the field lens, not visible in use. Case with minor scratches to the lid; lock present but no key.

Provenance: from the estate of a former night assistant at Skarra Peak Observatory. According to family tradition the set was used at the 1.9-m telescope during its early years and given to the assistant on his retirement.

Estimate: 2,500 to 3,500 crowns

Lot 215
A pair of 10x50 binoculars by Lumenara Optical, 1980s, in original case with strap. Good working order; light wear. Note: not connected with the maker of the preceding lot.
Estimate: 60 to 90 crowns

Lot 216
Brennhollow Courier, bound volume for 1971, including the report of the opening of the large telescope on Mount Skarra. Spine worn.
Estimate: 40 to 60 crowns

Viewing: Tuesday and Wednesday before the sale, 10:00 to 17:00. Buyer's premium 22 percent."""),

dict(id="zn-58", title="HES at the Brask Telescope: observer's quick guide", genre="instrument quick-start guide", text="""LUO - HES at the Brask Telescope
Observer's quick guide, revision 3 (2021)

Read this guide before your first night. It does not replace the full manual, which is kept in the control room.

1. Before opening
- Check that the detector is at minus 110 C and the cooling loop status light is green.
- If the loop light is amber, wait ten minutes. If it goes amber twice in one night, phone the technician on call.
- Switch off the fibre agitator unless you are taking science frames that need it.

2. Calibrations
- Take at least 15 flat fields and 5 thorium-argon arcs at the start and end of the night, and one arc around midnight.
- Never leave the arc lamp on for more than ten minutes; the housing gets hot.

3. Slits
- Three slits are available: 0.8, 1.2 and 2.0 arcsec. Use 1.2 arcsec unless the seeing is better than 1 arcsec.
- Check the slit unit for dust under the inspection lamp before each run.

4. Acquiring a target
- Point with the telescope control software, then centre the star on the slit with the guide camera.
- If the guide camera freezes, restart it from the menu; do not power-cycle the rack.

5. During the night
- Record every exposure in the observing log, with time, target, exposure, airmass and your initials.
- Close if the humidity reaches 85 percent or the wind exceeds 50 km/h.

6. End of night
- Take final calibrations, close the dome, fit the mirror covers and switch off the heaters.

Remember that the HES is on loan to us. Report any fault, however small, to the instrument scientist (R.V.) the next morning."""),

dict(id="zn-59", title="Errata, The Meridian volume 61", genre="errata notice", text="""ERRATA

The Editor regrets the following errors in recent issues.

Volume 60, number 4, page 201. The caption to the photograph of the Society's spring lecture identified the man holding the eyepiece case as Tomas Erdahl. He is Tomas Erdal. We apologise to both gentlemen, and to the reader who wrote to point out that this is the second time we have made the mistake.

Volume 60, number 3, page 144. The MPNC citation reprinted in the anniversary feature gave the opening year of the Dalsgaard Planetarium as 1966. The planetarium opened in 1964; the error was in the original citation of 2005 and has been copied ever since.

Volume 61, number 1, page 12. The report of the Society's awards stated that the Orrin Medal "recognises excellence in instrument building". It does not; it is given for observational work. Instrument builders are honoured by the Academy, not by the Society.

Volume 61, number 1, page 40. In the article "Thirty-five years of the Brask", the first light of the telescope was given as 1987. The correct year is 1988.

Volume 61, number 1, page 55. In Table 3 the unit of the final column should be kilometres per second, not metres per second.

Volume 61, number 2, page 148. Clue 9 across of Crossword No. 88 was printed with the wrong letter count in early copies. The correct count is five.

Readers who find other errors are encouraged to write to the Editor. Corrections are printed in the next available issue and in the online edition, where the original text is marked but not removed.

Editor, The Meridian"""),

dict(id="zn-60", title="Plaques at the entrance of the Dalsgaard Planetarium", genre="commemorative plaque inscription", text="""[Text of the two bronze plaques in the entrance hall of the Dalsgaard Planetarium, Riverside Gardens, Brennhollow]

FIRST PLAQUE (1964)

THE DALSGAARD PLANETARIUM
WAS OPENED ON 12 MAY 1964
BY EINAR HOLLUND, MAYOR OF BRENNHOLLOW
IT WAS BUILT WITH A BEQUEST FROM
FRODE DALSGAARD, MERCHANT OF THIS CITY
WHO WISHED
"THAT EVERY CHILD OF BRENNHOLLOW MIGHT SEE THE STARS,
WHATEVER THE WEATHER AND WHATEVER THE PURSE"
ARCHITECT: SIGNE VALLAND
THE DOME IS EIGHTEEN METRES ACROSS
AND SEATS TWO HUNDRED AND TEN

SECOND PLAQUE (2014)

ON THE FIFTIETH ANNIVERSARY OF ITS OPENING
THIS PLANETARIUM GIVES THANKS
TO THE MORE THAN TWO MILLION VISITORS
WHO HAVE SAT BENEATH ITS DOME,
TO THE STAFF AND VOLUNTEERS WHO HAVE WELCOMED THEM,
AND TO THE CRAFTSMEN OF LUMENAR OPTICS OF LINDQVARN,
WHOSE STAR PROJECTOR SHOWED THE SKY HERE
FROM 1964 UNTIL 1998
AND NOW STANDS RESTORED IN THE LOWER GALLERY.
THE PRESENT DIGITAL PROJECTION SYSTEM WAS INSTALLED IN 1998
AND RENEWED IN 2013 WITH THE HELP OF THE CITY COUNCIL
AND OF THE MANY FRIENDS OF THE PLANETARIUM
WHO GAVE WHAT THEY COULD.
UNVEILED ON 12 MAY 2014
"LOOK UP, AND KEEP LOOKING"

[The first plaque is mounted to the left of the inner doors, the second to the right. Both were cleaned and re-lacquered in 2019. Visitors often ask about the quotation on the second plaque; it is taken from a letter written by Frode Dalsgaard to the city council in 1959, now kept in the city archive.]"""),
]
