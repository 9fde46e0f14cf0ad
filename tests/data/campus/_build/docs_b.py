# Documents cp-31 .. cp-60 of the Orlesse campus corpus (all text invented).

DOCS_B = [
("cp-31", "Referee report, manuscript JLA-2019-0412 (Reviewer 2, first round)", """
Journal of Littoral Acoustics - Reviewer report
Manuscript: JLA-2019-0412
Title: Seasonal chorusing of grey drum on the Skerrow Banks
Recommendation: Major revision

Summary
The authors report evening chorus levels of grey drum over a spawning season, combining ship-based recordings with a moored recorder, and claim a steady rise in chorus intensity of about 9 dB between early and late season. If it holds up, this is an interesting and policy-relevant result.

Major comments
1. Figure 3 shows spectrograms from six evenings. The panels for the second and fifth evenings look extremely similar to me, including what appears to be the same transient at about 340 Hz some 12 seconds into each panel. Could the authors confirm that these are independent recordings and provide the file names and start times?
2. The received levels are not corrected for the changing distance between the ship and the spawning aggregation. Please either correct them or discuss how this could bias the trend.
3. The statistical model treats evenings as independent, but recordings on consecutive evenings from the same location are surely correlated.
4. The data availability statement says that data are "available on request". Given the journal's policy, I would strongly encourage deposit in a public archive.

Minor comments
- The abbreviation SPL is used before it is defined.
- The colour scale in Figure 5 is missing units.
- Line 212: "chrous" should read "chorus".

I would be happy to see a revised version.

Reviewer 2
(Identity withheld in accordance with the journal's single-anonymous review policy.)
"""),

("cp-32", "Northmarch University - Letter of the Promotion and Tenure Committee re Dr Oskar Leeming (2023)", """
Faculty of Science and Engineering
Northmarch University, Quillport

29 June 2023

To: The President, Northmarch University
Re: Promotion of Dr Oskar Leeming to Associate Professor with tenure

Dear President,

The Faculty Promotion and Tenure Committee met on 20 June 2023 to consider the case of Dr Oskar Leeming, Assistant Professor in the School of Ocean Engineering. I write as chair of the Committee to convey its unanimous recommendation that Dr Leeming be promoted to Associate Professor with tenure from 1 September 2023.

Research. Dr Leeming's work on self-calibrating towed arrays, begun in his doctoral studies at the former Quillport Institute of Technology, has produced eleven peer-reviewed articles since 2018, a granted patent and a commercial product now used by three national survey operators. External referees from Lowmoor, from Harnow and from abroad describe him as the leading instrument developer of his generation in Orlesse.

Teaching. Student evaluations are consistently strong. He redesigned the second-year laboratory in underwater electronics and currently supervises two doctoral students.

Service and conduct. The Committee noted that Dr Leeming has co-authored papers with a former colleague whose work was the subject of a misconduct finding. It confirmed that Dr Leeming was not an author of the retracted article, and that he gave prompt and helpful evidence to the inquiry.

Enterprise. The Committee was satisfied that Dr Leeming's directorship of a spin-out company is properly declared and that conflicts of interest are managed under the University's policy.

Yours sincerely,

Professor Maren Holt
Dean of Science and Engineering and Chair, Faculty Promotion and Tenure Committee
"""),

("cp-33", "Orlesse Research Council - Annual Report 2021-22: Chief Executive's summary and expenditure by panel", """
Chief Executive's summary

This was the year in which the Council's budget returned to its pre-pandemic level in real terms. We funded 412 new standard grants, 96 doctoral studentship packages and the first full year of the national ship-time scheme under its new rules. I thank the members of our panels, who read more than 1,900 proposals, and the staff of the Council, who processed them with remarkable patience.

Dr Ambrose Kittering, Chief Executive, Orlesse Research Council

Table 3. Expenditure by panel, 2021-22 (million marks)

| Panel | Standard grants | Studentships | Facilities & ship time | Total |
|---|---|---|---|---|
| Astronomy and Space | 14.2 | 3.1 | 6.8 | 24.1 |
| Chemistry and Materials | 22.7 | 5.4 | 2.0 | 30.1 |
| Marine and Earth Sciences | 18.9 | 4.0 | 11.6 | 34.5 |
| Environment and Agriculture | 12.3 | 2.8 | 0.9 | 16.0 |
| Engineering | 26.5 | 6.2 | 1.4 | 34.1 |
| Life Sciences | 31.0 | 7.9 | 2.2 | 41.1 |
| Total | 125.6 | 29.4 | 24.9 | 179.9 |

Notes to Table 3
1. Facilities and ship time under Marine and Earth Sciences include 4.2 million marks for the delayed mid-life refit of the research vessel Corrigan Star, completed in spring 2021 and reported in this year following final settlement of accounts.
2. Astronomy figures include the Council's share of the operating costs of the Calder Peak Observatory.
3. The Council is not responsible for awards made by the Orlesse Research Trust, a separate charity, which are sometimes wrongly attributed to it in university reports.
4. Figures may not sum because of rounding.
"""),

("cp-34", "The Anchor & Oak staff quiz night - Round 4: 'Know your own university' (questions and answers)", """
Northmarch Staff Social Club - Quiz night, Friday 17 March 2023, The Anchor & Oak, Quillport
Round 4: Know your own university (quizmaster: Dave from Estates)

1. Our crest combines an anchor with which leaf? - Oak.

2. How many elements did the towed array have at the start of the famous 2019 Skerrow Banks cruise? - 32 (half a point for "about thirty").

3. In which town is our cryogenic facility? - Eskerby. (Several teams said Quillport. It is not in Quillport.)

4. The Merriweather Institute is named after a coastal surveyor. True or false: she also founded Lowmoor's climate centre? - False. Different person, different spelling, different university. Every year somebody gets this wrong.

5. What is the name of the students' newspaper? - The Gull.

6. Which of these is NOT one of our spin-outs: Saltglass Acoustics or Saltgrass Analytics? - Saltgrass Analytics. That one belongs to Lowmoor.

7. What colour is the hull of our research ship? - Blue, with a white superstructure. (Table 3 argued for "navy". Accepted, grudgingly.)

8. In which year did our two predecessor institutions merge? - 2019.

9. Bonus: what do the marine acousticians say grey drum sound like at dusk? - "A motorbike idling in a cathedral." (Thank you, Oskar.)

10. Tiebreak: how many steps are there from the harbour gate to the top floor of the Harbour Building? - 118. Nobody was closer than 20.

Scores after Round 4: The Sound Channels 34; Les Quizerables 31; Table 3 (Estates) 29; Anchors Aweigh 24; The Late Submissions 19.

Next quiz: Friday 21 April. Proceeds from the raffle go to the student hardship fund.
"""),

("cp-35", "Harnow Museum of Science, Gallery 6 - Object label: hydrophone 'Old Ears', 1958", """
HYDROPHONE ("OLD EARS")
Harnow, 1958
Brass, rubber, castor oil; valve amplifier in an oak case

This is the underwater microphone with which Augusta Fenwright made the first systematic recordings of fish choruses in Orlessian waters. She built it with a workshop technician from a surplus naval element, a brass housing turned on a lathe in the physics basement, and a rubber boot filled with castor oil so that sound could pass from the sea to the sensor without water leaking in.

Students who carried it on and off fishing boats nicknamed it "Old Ears", and the name stuck. Its recordings of grey drum off the Skerrow Banks, made in 1959 and 1960 on reel-to-reel tape, are still used today as a baseline against which to measure how much noisier the sea has become.

The wooden case holds the original valve amplifier and a handwritten card of calibration figures. The scratch on the brass housing is said to have been made by a curious seal.

Listen: press the button below to hear a grey drum chorus recorded with this instrument in June 1959.

On loan from the Pellow Institute for Marine Sound, University of Harnow.
Object number L.2017.44
"""),

("cp-36", "Calder Peak Observatory: a timeline", """
1965 - A site survey on Mount Calder, above Tarrant Vale, finds the darkest skies and steadiest air in Orlesse.
1968 - The Calder Peak Observatory (CPO) is founded by the University of Harnow, with a 0.5 m reflector in a wooden dome.
1971 - Lady Ottoline Ashgrove gives 3 million marks for a large telescope; the new instrument is to carry her name.
1974 - First light of the 2.6 m Ashgrove Telescope, 14 October.
1980 - Wilhelmina Staunton becomes Director.
1986 - The road to the summit is paved; first winter season with overnight staff.
1991 - First light of the 0.8 m "Little Ash" teaching telescope.
1997 - The Quillport Institute of Technology becomes a partner; running costs are shared 70:30.
2001 - Hanne Brennick succeeds Staunton as Director.
2009 - The infrared spectrograph ASH-IR is commissioned.
2014 - First on-sky trial of a pyramid wavefront sensor on the Ashgrove Telescope.
2017 - Adaptive optics upgrade funded by the Orlesse Research Council.
2018 - Quentin Halloran is appointed Director, succeeding Hanne Brennick.
2019 - The partnership transfers to Northmarch University on its creation.
2021 - A visitor centre opens in Tarrant Vale, with a planetarium dome for schools.
2023 - A shutter failure closes the Ashgrove Telescope for eleven nights in October.

About this timeline: compiled by the CPO outreach team for the observatory's 55th anniversary. Dates of first light are taken from the night logs, which survive complete from 1974; earlier dates come from the University archive. Corrections are welcome and can be sent to the visitor centre in Tarrant Vale.
"""),

("cp-37", "Orlesse Research Trust - Frequently Asked Questions about Small Grants", """
Who are you?
The Orlesse Research Trust (ORT) is an independent charity that supports research in Orlesse. It was established in 1958 by the bequest of Edmund Strand, a Harnow printer who left his estate "for the advancement of useful knowledge". We are not part of government and we are not the Orlesse Research Council, although we sometimes co-fund projects with it.

Who runs the Trust?
A board of nine trustees, currently chaired by Mrs Delphine Oakes, sets our strategy. Day-to-day grant-making is handled by a small staff in Harnow.

What are Small Grants?
Awards of up to 25,000 marks for up to 18 months, for early-career researchers employed at an Orlessian university or public research institute.

Who is eligible?
Anyone within eight years of their doctorate (excluding career breaks) who holds a contract extending beyond the end of the proposed grant.

What can I ask for?
Consumables, equipment under 10,000 marks, travel, fieldwork and short-term research assistance. We do not pay the applicant's salary or university overheads.

How often are rounds held?
Twice a year, closing on the last working day of March and of September.

How are applications assessed?
By two external reviewers and the Small Grants Committee. Decisions are sent within 12 weeks of the closing date.

Can I hold an ORT Small Grant alongside another award?
Yes, provided the projects do not duplicate one another.

How do I acknowledge the Trust?
Please use the wording "Supported by the Orlesse Research Trust" and quote your grant reference, which begins ORT-SG.
"""),

("cp-38", "TideVault API v2 - Reference (excerpt)", """
TideVault is the national marine data archive of Orlesse, hosted by Northmarch University. This page documents version 2 of its REST API.

Base URL
https://api.tidevault.or/v2

Authentication
Send your personal API key in the header X-TideVault-Key. Keys are issued from your account page and expire after 365 days.

Rate limits
Each key is limited to 120 requests per minute. Exceeding the limit returns HTTP 429 with a Retry-After header.

Endpoints
GET /datasets - list datasets. Query parameters: cruise (for example CS-19-02), grant (for example ORC/MAR/2018/117), status (public | embargoed | withdrawn), page.
GET /datasets/{id} - metadata for one dataset, including identifier, licence, embargo_until and, where present, withdrawal_reason.
GET /datasets/{id}/files - list files with SHA-256 checksums.
POST /datasets - create a draft dataset (depositors only).
PUT /datasets/{id}/files/{name} - upload a file. Maximum size of a single file: 50 GB; use the multipart endpoint for anything larger.
POST /datasets/{id}/publish - publish a draft, or schedule publication at the end of an embargo.

Example
GET /datasets?cruise=CS-19-02
returns three datasets: two with status "public" (CTD profiles; mooring positions) and one with status "withdrawn" and withdrawal_reason "Derived spectrograms withdrawn following institutional investigation; raw files never deposited."

Identifiers
Dataset identifiers take the form TV-YYYY-NNNNN and never change, even if a dataset is withdrawn.

Errors
400 invalid parameter; 401 missing or expired key; 403 not a depositor for this dataset; 404 not found; 409 embargo conflict; 413 file too large.
"""),

("cp-39", "Data-management plan - ORC/MAR/2018/171", """
DATA-MANAGEMENT PLAN (submitted under the ORC marine data policy)
Project reference: ORC/MAR/2018/171
Lead organisation: Pellow Institute for Marine Sound, University of Harnow
Plan version: 1.2, 28 May 2019

1. Data to be collected
(a) Moored thermistor chains and current meters at three sites, sampled every 30 s for 14 months (about 40 GB).
(b) Acoustic travel-time measurements between two moored transceivers (about 2.5 TB).
(c) Ship-based CTD profiles from two 10-day cruises (about 5 GB).
(d) Numerical model output (about 18 TB, of which a curated 600 GB subset will be kept).

2. Standards and metadata
Oceanographic data will follow the national marine metadata profile; acoustic files will be stored as 24-bit WAV with sidecar JSON metadata.

3. Storage during the project
Working copies on the University of Harnow research storage service, replicated nightly to a second data centre. No project data will be held only on portable drives.

4. Deposit and sharing
All raw and processed observational data will be deposited in TideVault, the national marine data archive, within six months of each mooring recovery. Data will be under an embargo of 24 months from deposit, after which they will be released under an open licence.

5. Responsibilities
The Principal Investigator is responsible for the plan; the project's data manager (0.2 FTE) will carry out deposit and metadata checks.

6. Costs
Storage and data-manager costs (41,000 marks) are included in the grant.

7. Review
The plan will be reviewed annually and on any change of personnel.
"""),

("cp-40", "Vacancy: Postdoctoral Research Associate in Estuarine Sediment Dynamics - Merriweather Institute for Coastal Research", """
Northmarch University - Merriweather Institute for Coastal Research (MICR)
Postdoctoral Research Associate in Estuarine Sediment Dynamics
Reference: NMU-MICR-23-118
Salary: 46,200 to 51,800 marks per year
Fixed term: 30 months
Location: Gannet Point field station and Quillport campus
Closing date: 15 October 2023, 23.59

About the role
We seek a postdoctoral researcher to join a project measuring how storms move sand and mud in the Merrow estuary. You will deploy and recover instrument frames from small boats, analyse turbidity and current records, and help to build a sediment budget for the estuary over two winters.

About you
Essential: a PhD (or thesis submitted) in oceanography, physical geography, civil engineering or a related field; experience of field measurements; programming in Python or a similar language; a full driving licence.
Desirable: small-boat qualifications; experience with acoustic backscatter instruments.

About us
The MICR is Northmarch University's centre for coastal science. It should not be confused with the Meriwether Centre for Climate Studies at Lowmoor University, with which it shares part of a name and nothing else. The Institute has 38 staff and students and an annual research income of about 3 million marks.

How to apply
Apply online with a CV, a two-page statement and the names of two referees. Informal enquiries may be made to the Director of the Institute, Professor Kasimir Doyle.

Northmarch University is an equal-opportunity employer and welcomes applications from all sections of the community.
"""),

("cp-41", "Preface to 'Waves Beneath: Essays in Honour of Marek Tolland on his Seventieth Birthday' (2019)", """
Preface

Marek Tolland turned seventy on 11 March 2019. This volume is a birthday present from some of the people who learned their trade from him, worked alongside him, or argued with him across seminar tables; the three categories overlap considerably.

Marek came to Harnow as an undergraduate in 1967 and, as he likes to say, forgot to leave. He wrote his doctoral thesis on internal waves under the supervision of Augusta Fenwright, completing it in 1978, and he often told his own students that she had taught him two things: never trust an instrument you have not taken apart, and never trust a result you have not tried to destroy. He succeeded her in the Sable Chair in 1987 and held it for a quarter of a century, during which the Centre grew from a handful of rooms in the old physics building into a department in all but name.

The essays that follow range from the mathematics of internal tides to the history of acoustic surveying in Orlesse, and include a memoir of fieldwork in the 1980s that is more candid than its author may have intended. We have not tried to impose a common style, and we have resisted the temptation to correct any of the anecdotes about us.

We owe thanks to the contributors, who met our deadlines more often than not; to Harnow University Press; and to Marek's wife, Ottilie, who kept the secret for eighteen months.

Nils Carrow, University of Harnow
Sunniva Rask, Lowmoor University
Editors
"""),

("cp-42", "Email thread: 'RE: RE: trial prep + ship time 2023'", """
From: Marta Solberg
To: Ilse Varga; Oskar Leeming
Date: 14 Nov 2022, 09:12
Subject: trial prep + ship time 2023

Both - counsel want final witness statements by 9 December. Oskar, they need your lab notebooks from 2017-18 scanned, all of them, including the coffee-stained one. Ilse, they'd like you as a fact witness only, not an expert; the expert will come from Lowmoor.

Separately, the national ship-time call closes on the 30th. Do we want to bid for Corrigan Star days in spring for the new array trials?
M.

From: Oskar Leeming
Date: 14 Nov 2022, 10:47

Notebooks: will do, though 2017 is partly in pencil. Ship time: yes please, but not in March. I'm examining a thesis in Lowmoor on the 14th and teaching until the 24th. April or May would be ideal. Also, has anyone told counsel that Tideway's head of array engineering used to be in our group? It will come up.
O.

From: Ilse Varga
Date: 14 Nov 2022, 13:05

Happy to be a fact witness. Counsel already know about the engineering head; I told them in September. Let's keep that out of our own correspondence, please. It has been painful enough for the students.
For the ship bid, I'll write the science case if Oskar does the engineering section. We should ask for 12 days and expect 8.
I.

From: Marta Solberg
Date: 14 Nov 2022, 13:20

Agreed on all points. I'll book a room for a prep meeting on 2 December and circulate an agenda on Monday.
M.
"""),

("cp-43", "Forum thread: Orlesse Skywatchers - 'Ashgrove open night - who's going?'", """
Orlesse Skywatchers forum > Events > Ashgrove open night - who's going?

Posted by nebula_nan, 2 Aug 2023
The observatory on Calder Peak has its summer open night on the 26th. Tickets are free but limited; booking through the visitor centre in Tarrant Vale. Anyone going? I hear they'll let us look through Little Ash and see inside the big dome.

Reply from GrumpyGalileo
Going. Note that you do NOT get to look through the Ashgrove itself. It's 2.6 m and the instruments are bolted on the back. Little Ash is the public one.

Reply from nebula_nan
Fair. Is the director doing the talk again?

Reply from tvale_tom
The new-ish one, yes (he's been there five years, so maybe not that new). Last year's talk was great, all about the adaptive optics kit built by that Harnow spin-out.

Reply from starry_ines
Wasn't it the woman who won the Aubray Medal who started the AO work?

Reply from GrumpyGalileo
Aubrey PRIZE. The Aubray Medal is chemistry and went to a completely different Brennick. Same surname, different people, different subjects, different awards. This forum gets it wrong every single year.

Reply from starry_ines
Ugh, sorry. Too many Brennicks.

Reply from tvale_tom
Bring a jumper. It's 8 degrees on the summit at midnight even in August, and the car park is gravel, so sensible shoes.

Reply from nebula_nan
Booked! See you at the gate. Whoever brings the flask of cocoa is my new best friend.
"""),

("cp-44", "University of Harnow - Travel and Subsistence Claim Form TS-3 (completed)", """
UNIVERSITY OF HARNOW - FINANCE OFFICE
Form TS-3: Claim for travel and subsistence expenses

Section A - Claimant
Name: Jonah Ferreira-Quist
Status: Postgraduate research student (year 3)
Department: Physics (Astrophysics group)
Student number: 20110573
Bank details: on file

Section B - Purpose of travel
Observing run, Ashgrove Telescope, Calder Peak Observatory: on-sky test of a prototype wavefront sensor (nights of 11 to 14 March 2014).

Section C - Itinerary and costs
| Date | Details | Mode | Amount (marks) |
|---|---|---|---|
| 10/03/2014 | Harnow to Tarrant Vale | Rail, standard return | 86.40 |
| 10/03/2014 | Tarrant Vale to summit | Observatory shuttle | 0.00 |
| 10-15/03/2014 | Summit accommodation, 5 nights | CPO lodge | 175.00 |
| 10-15/03/2014 | Subsistence, 5 days at 22.00 | Per diem | 110.00 |
| 12/03/2014 | Replacement fibre patch cable (receipt 3) | Purchase | 48.90 |
| TOTAL | | | 420.30 |

Section D - Cost centre
CPO-OPS-2207 (observatory operations, student support)

Section E - Declaration
I certify that the expenses were incurred wholly for University business and that no other claim has been or will be made for them.
Signed: J. Ferreira-Quist. Date: 18 March 2014

Section F - Authorisation
Authorised by (budget holder): G. Tamm, Observatory Administrator. Date: 20 March 2014

Finance use only: Paid 2 April 2014. Receipts 1 to 3 attached. Note: the per diem is capped at 22.00 marks for summit stays where meals are provided at cost.
"""),

("cp-45", "Biographical Memoirs of the Orlessian Academy of Sciences: Wilhelmina Staunton (1931-2017)", """
WILHELMINA STAUNTON
14 May 1931 - 2 January 2017
Elected Fellow of the Academy 1979

Wilhelmina Staunton was born in Fennick Cross, a market village in the hills west of Harnow, where her father was the schoolmaster and her mother kept the post office. Clear skies over the village and a borrowed brass telescope, she later wrote, "settled the matter by the age of eleven".

She studied physics at the University of Harnow and completed a doctorate in 1957 on the variability of red giant stars, using photographic plates taken at the University's old city observatory. After postdoctoral years abroad she returned to Harnow in 1964 as a lecturer and took part in the survey that chose Mount Calder as the site of a national observatory.

Her central scientific contribution was a long programme of spectroscopic monitoring of pulsating giants with the Ashgrove Telescope, which established the period-luminosity relations used for distance measurements by a generation of Orlessian astronomers. As Director of the Calder Peak Observatory from 1980 to 2001 she fought successive governments for its budget and won more often than she lost.

She was a formidable examiner and a loyal friend. She refused all honours from the state but accepted, with visible delight, the naming of the minor planet 8814 Staunton in 1996, which she described as "the only address I shall never have to move from".

She did not marry. She left her books to the observatory library and her telescope to the school in Fennick Cross.
"""),

("cp-46", "Merriweather Institute for Coastal Research", """
The Merriweather Institute for Coastal Research (MICR) is a research institute of Northmarch University in Orlesse, based on the Quillport campus with a field station at Gannet Point. It studies estuaries, beaches, salt marshes and the shallow seabed.

This article is about the Northmarch institute. For the climate research centre at Lowmoor University, see Meriwether Centre for Climate Studies.

History
The institute was founded in 1988 with a gift from the family of Hester Merriweather (1890-1961), a hydrographic surveyor who charted much of the Orlessian coast between the wars and was the first woman to command a government survey launch. It moved into the former customs house on the Quillport waterfront in 1996. When its parent institution took part in a merger in 2019, the institute transferred to Northmarch with its name unchanged.

Research
The MICR's main themes are sediment transport, storm impacts on the coast, coastal flooding and the ecology of intertidal habitats. It runs a long-term monitoring programme in the Merrow estuary, begun in 1991, which is one of the longest continuous estuarine records in the country.

Leadership
Directors have included Hester Merriweather's nephew, Prof. Clement Aske (1988-2001), Prof. Yara Delacourt (2001-2015) and Prof. Kasimir Doyle (2015-present).

See also
- Journal of Littoral Ecology
- Pellow Institute for Marine Sound
- Calder Peak Observatory

This article cites no sources. Please help improve it by adding references to reliable published material.
"""),

("cp-47", "About the Meriwether Centre for Climate Studies - Lowmoor University", """
About us

The Meriwether Centre for Climate Studies is Lowmoor University's home for research on the climate of Orlesse and the northern seas: how it has changed, how it will change, and what that means for farming, water and coastal communities.

Our name
The Centre is named after Jonas Meriwether (1871-1944), the country's first state meteorologist, whose daily weather logs from Lowmoor's rooftop station run unbroken from 1899 to 1943 and remain the backbone of Orlessian climate records. (We are often mistaken for the Merriweather Institute in Quillport, which studies coasts and is named after a different person entirely, spelled with two r's.)

History
Founded in 1993 with seed funding from the Orlesse Research Trust, the Centre began with four staff in a converted grain store. Over the following decade it built the first regional climate model of Orlesse and trained a stream of postdoctoral researchers, several of whom now lead groups elsewhere in the country, including in ocean science and acoustics.

People
Director: Professor Idris Lowe
Deputy Director: Dr Nessa Corrie
Research groups: Regional Modelling; Climate Records; Soils and Water (with the Department of Soil Science); Coasts and Seas.

Working with us
We welcome visiting researchers and host up to six postdoctoral fellows at any time. Our data portal provides free access to the Meriwether daily logs, digitised in 2015.

Contact
Meriwether Centre for Climate Studies, Grain Store Building, Lowmoor University, Lowmoor LM2 4QA.
"""),

("cp-48", "Harbourlight Ventures Fund II - Quarterly letter to limited partners, Q3 2022 (extract)", """
HARBOURLIGHT VENTURES
Fund II LP - Letter to Limited Partners, third quarter 2022
Confidential

Dear partners,

Fund II is now 78% committed across fourteen companies. Net asset value at 30 September stood at 1.34 times paid-in capital, a modest decline on the previous quarter that reflects lower valuations for two software holdings rather than any change in the operating performance of our hardware portfolio, which continues to do well.

Portfolio highlights
- Saltglass Acoustics (marine instrumentation, Quillport). Revenue for the first nine months exceeded the whole of 2021. The company continues to pursue a patent claim against a competitor; trial is expected in spring 2023. We hold a board seat.
- Kelpwise (seaweed-based packaging, Eskerby). Closed a pilot with a national supermarket chain.
- Brackish Robotics (hull-cleaning drones, Quillport). Slower than planned; we have extended its runway by nine months.
- Northlight Grid (battery storage). Follow-on round led by a co-investor; we participated pro rata.

Exits
None in the quarter. We expect the first partial liquidity event in Fund II in 2024.

Team
We welcome Jarek Solway as an associate. Our Eskerby office has moved to the Northmarch science park.

Outlook
The market for early-stage hardware in Orlesse remains thin, which gives patient investors good entry prices. We continue to co-invest with Greyfinch Capital where our theses overlap.

With best regards,

Odile Marchetti
Managing Partner, Harbourlight Ventures
"""),

("cp-49", "Orlesse Tech Wire: Harnow optics spin-out Lumen Ridge closes seed round", """
ORLESSE TECH WIRE - 12 May 2016

Harnow optics spin-out Lumen Ridge closes 1.2m seed round

Lumen Ridge Optics, a company spun out of the University of Harnow's astrophysics group, has raised 1.2 million marks in seed funding led by Greyfinch Capital, with the University's own enterprise fund taking a minority stake.

The start-up is commercialising adaptive optics, systems that measure and cancel the blurring effect of the atmosphere in real time, originally developed for the Ashgrove Telescope on Calder Peak. Its first products are aimed not at astronomers but at free-space laser communication between buildings and at ophthalmology, where the same techniques can sharpen images of the retina.

"Big observatories spend tens of millions on this," said chief technology officer Dr Jonah Ferreira-Quist, who built the first prototype during his doctorate. "We showed you could do most of it with components off the shelf and some clever software. Now we want to put it where people actually need it."

Chief executive Bettany Kuhl, previously at a Harnow medical-device firm, said the round would fund six hires and a move to the Harnow Science Quarter.

Greyfinch partner Teodor Falk will join the board. "Deep tech from Orlesse's universities is undervalued," he said. "This team has already proved the hard part on a real telescope."

The University will retain a licence to use the technology for research at the observatory. Lumen Ridge joins a small but growing cluster of university spin-outs in the capital, where founders complain of a shortage of lab space and of investors willing to wait for hardware to mature.
"""),

("cp-50", "Orlessian Academy of Sciences - Bulletin No. 212: Awards for 2020", """
ORLESSIAN ACADEMY OF SCIENCES
Bulletin No. 212 - December 2020
Awards for 2020

The Council of the Academy announces the following awards, to be presented at the Anniversary Meeting (postponed; date to be confirmed).

Gold Medal
Professor Rutger Halme, Lowmoor University - for foundational work on the genetics of drought tolerance in cereals.

Aubrey Prize for Astronomy
Professor Hanne Brennick, University of Harnow - for leading the transformation of a modest national telescope into a world-competitive instrument through adaptive optics, and for studies of the environments of young stars.
(The Aubrey Prize, endowed in 1952 by the family of the amateur astronomer Cuthbert Aubrey, is awarded every two years and carries a purse of 20,000 marks.)

Verena Lind Medal for Mathematics
Dr Kalinda Rhee, Northmarch University - for work on the spectra of large random matrices.

Early Career Award in Earth and Marine Science
Dr Rhian Cassidy, Northmarch University - for acoustic studies of harbour porpoises in busy coastal waters.

Public Understanding of Science Award
Ms Clementine Orr, science journalist - for her long-running column on Orlessian research.

Note
The Academy reminds members that the Aubrey Prize (Academy; astronomy) is unrelated to the Aubray Medal of the Orlesse Chemical Society. Nominations for the two are frequently misdirected, and the Academy cannot forward them.

Nominations for the 2021 awards close on 31 March 2021.
"""),

("cp-51", "Orlesse Chemical Society Newsletter, Summer 2021: Aubray Medal goes to Harnow's Garrow Professor", """
AUBRAY MEDAL 2021

The Society's Aubray Medal for 2021 has been awarded to Professor Tomas Brennick, Garrow Professor of Chemistry at the University of Harnow, for his studies of chemical reactions on the surfaces of ice grains at temperatures close to absolute zero.

Professor Brennick's laboratory in Harnow recreates, in ultra-high vacuum chambers cooled with liquid helium, the conditions found in the dark clouds between the stars. His group showed that simple molecules frozen onto dust grains can combine to form surprisingly complex organic compounds when struck by fast particles like those in cosmic rays, work that has drawn astronomers into his laboratory and sent his students, unusually for chemists, to the telescope.

He has held the Garrow Chair since 2012. Colleagues describe him as a patient teacher and an impatient experimentalist, who is known to repair vacuum pumps personally at weekends.

The Aubray Medal was founded in 1931 in memory of Lucille Aubray, the Society's first woman president, and is awarded annually for outstanding contributions to physical chemistry. It should not be confused with the Orlessian Academy's Aubrey Prize for astronomy, whose 2020 winner, as readers have pointed out, also happens to be a Brennick at Harnow. The two are not related.

The Medal will be presented at the Society's autumn congress in Eskerby, where Professor Brennick will deliver the Aubray Lecture, "Chemistry at four kelvin".

Also in this issue: new safety guidance on cryogen transfer; obituaries; the Society's accounts for 2020.
"""),

("cp-52", "University of Eskerby - Order of Proceedings, Winter Graduation, 14 December 1990 (extract: Doctors of Philosophy)", """
UNIVERSITY OF ESKERBY
Winter Congregation for the Conferment of Degrees
Friday 14 December 1990, 2.30 p.m., the Oak Hall

Presiding: the Rector, Professor Anselm Dorr
Organ voluntary played by the University Organist

DOCTORS OF PHILOSOPHY
Presented by the Dean of the Graduate School

Faculty of Science
Tomas Brennick - Chemistry. Thesis: Low-temperature surface reactions of small molecules on amorphous water ice. Supervisor: Professor Gerda Lunn.
Ingrid Salo - Chemistry. Thesis: Kinetics of chlorine oxides in the cold stratosphere. Supervisor: Dr Willem Roos.
Aurel Mink - Physics. Thesis: Noise in superconducting detectors. Supervisor: Professor Ruth Hallam.
Marguerite Tay - Mathematics. Thesis: Stability of thin elastic shells. Supervisor: Dr Jorun Vale.

Faculty of Humanities
Desmond Farrow - History. Thesis: The grain trade of Eskerby, 1650-1720. Supervisor: Dr Ilona Perch.
Beatrix Clune - Education. Thesis: Rural schools and the state in Orlesse, 1880-1914. Supervisor: Professor Amos Tarrant.

The congregation will rise when the Rector enters and leaves.

Graduates and guests are asked not to applaud until all candidates in a faculty have been presented.

After the ceremony, tea will be served in the Senate Room for doctoral graduates and their guests. Photographs may be taken on the Oak Hall steps; the official photographer will be available until 4.30 p.m.

The University thanks the Eskerby Brass Ensemble for the processional music, and the Chaplain for the closing blessing.
"""),

("cp-53", "University of Harnow Gazette, 11 May 2018 - Honorary degrees to be conferred at Encaenia", """
HONORARY DEGREES

The Council, on the recommendation of the Senate, has resolved that the following honorary degrees be conferred at Encaenia on Wednesday 27 June 2018.

Doctor of Letters
Mr Aurelian Kestle, novelist, author of the Dunmere Quartet.

Doctor of Laws
The Hon. Justice Mirabel Cray, President of the Court of Appeal.

Doctor of Science
Captain Ysolde Barra, Master Mariner. Captain Barra joined the national research fleet as a deck cadet in 1992 after training at the Quillport Nautical School, and has been master of the research vessel Corrigan Star since 2009. Under her command the ship has supported more than 120 scientific expeditions, including the University's own internal-wave and acoustic surveys, and in 2016 she led the rescue of eleven crew from a sinking trawler in a force 10 gale on the Skerrow Banks, for which she received the national Medal for Gallantry at Sea. She is the first serving ship's master to receive an honorary degree from the University.

Doctor of Music
Ms Linnea Vore, composer and conductor.

Doctor of Civil Law
Dr Hallam Oduya, former Secretary-General of the Northern Seas Fisheries Commission.

The degrees will be conferred by the Chancellor. Members of the University wishing to attend should apply to the Ceremonies Office by 1 June 2018. Academic dress will be worn.
"""),

("cp-54", "RV Corrigan Star - Vessel Specification Sheet (2022)", """
RV CORRIGAN STAR
Vessel specification, issued by the operator, 2022

General
Type: multi-purpose research vessel
Flag: Orlesse. Port of registry: Quillport
Operator: Northmarch Marine Operations, a unit of Northmarch University
Builder: Kestrel Point Shipyard, yard no. 311
Launched: 1998, as the fisheries research vessel Skerrow Venture, for the Ministry of Fisheries
History: Transferred to academic use in 2006 and renamed Corrigan Star in honour of Dr Aileen Corrigan (1902-1988), physicist and the first woman to lead a national oceanographic expedition. Mid-life refit 2020-21 (new main winch, upgraded acoustic laboratory).

Principal dimensions
Length overall: 68.4 m. Beam: 14.2 m. Draught: 5.1 m. Gross tonnage: 2,860.

Propulsion
Diesel-electric; two azimuthing thrusters; bow tunnel thruster. Service speed 11 knots; maximum 13.5 knots. Endurance 35 days.

Accommodation
Crew 18; scientists 24.

Scientific facilities
- Wet lab 40 m2, dry lab 55 m2, acoustic lab 30 m2 (noise-isolated)
- Hull-mounted multibeam and single-beam echosounders; acoustic Doppler current profiler
- Stern A-frame, 20 t safe working load; starboard CTD davit; 8,000 m conducting cable
- Deck positions for two 20-ft laboratory containers

Noise
Built to a low radiated-noise standard for fisheries acoustics; the diesel-electric drive allows quiet running at up to 8 knots.

Ship time is allocated nationally; apply through the Orlesse Research Council's annual ship-time call.
"""),

("cp-55", "Memo from the Rector to all staff, University of Eskerby - Council decision on merger (June 2018)", """
UNIVERSITY OF ESKERBY
To: All staff
From: The Rector
Date: 13 June 2018
Subject: Council decision on the proposed merger

Dear colleagues,

I am writing to let you know, before you read it in the press, that the University Council at its meeting on 12 June 2018 approved the proposal to merge with the Quillport Institute of Technology, subject to the consent of the Minister and to agreement on the final terms. The Institute's governing body approved the same proposal last week. If consent is given, the merged university will come into being on 1 August 2019.

The Council also agreed the name of the new institution: Northmarch University. This was not the only option. After the consultation, in which over 2,300 staff, students and alumni took part, the Council considered three names and rejected the working title "University of Quillport and Eskerby", which many of you told us was long, lopsided and impossible to fit on a mug.

I know that some colleagues have worries about jobs, about our identity, and about the distance between the two campuses. I want to be clear that there will be no compulsory redundancies as a result of the merger, that both campuses will remain, and that the Eskerby campus will keep its own library, its Great Hall and its cryogenic facility.

Staff briefings will be held in the Oak Hall on 19 and 21 June. Questions can also be sent to the merger office by email.

With best wishes,

The Rector
"""),

("cp-56", "Field notes (blog of Dr Rhian Cassidy): 'Small grant, big ears'", """
Field notes - a blog about porpoises, boats and noise
Posted 4 October 2021

Small grant, big ears

Some good news to end a difficult year: I've been awarded a Small Grant by the Orlesse Research Trust (reference ORT-SG-2021-066) to buy six low-cost acoustic recorders and deploy them around the entrance to Quillport harbour over the winter.

The idea is simple. Harbour porpoises click constantly to find food, and the clicks are easy to detect automatically. If we put recorders at different distances from the shipping channel, we can see whether porpoises avoid the channel when the big ferries are running, and whether they come back at night. The Trust's money covers the recorders, batteries, mooring gear and two days of boat hire from the harbour authority; the rest is done on goodwill and coffee.

I want to say thank you to the Trust, which funds early-career researchers with a minimum of paperwork and, in my experience, a maximum of kindness. I also want to thank the two anonymous reviewers, one of whom suggested a much better mooring design than mine.

It has not been an easy year in our group, for reasons many of you will know. Being trusted with a new project, however small, has mattered more than I can easily say.

First deployment is planned for the last week of October, weather allowing. I'll post the first click trains here as soon as I have them, and I'll be looking for volunteers with strong stomachs and warm coats.

- Rhian
"""),

("cp-57", "Pellow Institute for Marine Sound - Research Seminars, Michaelmas Term 2022", """
PELLOW INSTITUTE FOR MARINE SOUND
University of Harnow
Research Seminars - Michaelmas Term 2022
Thursdays at 16.00, Seminar Room 2, Fenwright Building. Tea from 15.40. All welcome; a hybrid link is available on request.

13 October - Dr Anneli Strom (Harnow): "What astronomers can teach oceanographers about noise"
20 October - Prof. Sunniva Rask (Lowmoor): "Editing a journal through a retraction: lessons learned"
27 October - Dr Hugo Marr (Northmarch): "Sandwaves and sound"
3 November - Dr Rhian Cassidy (Northmarch): "Porpoises at the harbour mouth: first results"
10 November - No seminar (University open day)
17 November - Captain Ysolde Barra (RV Corrigan Star): "Thirty years at sea for science"
24 November - Ms Marta Solberg (Saltglass Acoustics): "From thesis to product: an acoustics start-up"
1 December - Prof. Idris Lowe (Lowmoor): "Warming seas and the speed of sound in the north"

Convenor: Dr Esme Tarrow

Notes
Seminars are recorded unless the speaker requests otherwise. Recordings are available to members of the Institute on the internal site for twelve months.
The Institute's historic instrument collection, including items on loan to the Harnow Museum of Science, can be viewed by appointment with the Institute administrator.
Suggestions for speakers in Hilary Term 2023 are welcome and should reach the convenor by 18 November. Early-career researchers are especially encouraged to volunteer; a small travel fund is available for speakers from outside Harnow.
"""),

("cp-58", "Orlesse Herald feature: 'The academic carousel - why our professors keep moving'", """
ORLESSE HERALD - Weekend Review, 22 September 2018

The academic carousel

In a country with only a handful of universities, moving job often means moving only a few stations down the line. But the traffic between Orlesse's institutions has never been heavier, and it is changing who does what, and where.

Take Nils Carrow. For fifteen years he built up a group studying internal waves at the Quillport Institute of Technology, within sight of the harbour. In 2013 he crossed to the capital to become Sable Professor of Oceanography at the University of Harnow, the post once held by his own doctoral supervisor. "It was the one job I would have moved for," he says. "But I left behind colleagues and students, and that is never easy."

Others have moved the other way. Harnow-trained scientists now fill many senior posts at QIT and at Lowmoor University, where the climate centre has become a quiet finishing school for postdoctoral researchers in ocean science.

Headhunting is not always gentle. Department heads complain privately of "raids" before the national research assessment, and of star researchers being offered laboratories, staff and salaries that their current employers cannot match. The Ministry says it has no plans to intervene.

The proposed merger of QIT with the University of Eskerby, due next year, will add another twist: staff who never changed employer will find themselves working for a new one.

"The system is too small for loyalty to a single institution," says one vice-rector. "What we need is loyalty to the country's science as a whole." Whether the carousel serves that end, or simply spins faster, is the question.
"""),

("cp-59", "Northmarch University - Module handbook: OCN2040 Introduction to Ocean Acoustics (2022-23)", """
Module code: OCN2040
Credits: 15. Level: 2. Semester: Spring 2023
Module leader: Dr Rhian Cassidy (School of Ocean Engineering)
Contributing lecturer: Dr Oskar Leeming (weeks 7 and 8)
Lectures: Tuesdays 10.00-11.00, Harbour Building LT2; practicals fortnightly in the Acoustics Tank Hall

Aims
To introduce the physics of sound in the sea and its uses in science, industry and conservation.

Outline
Week 1 - What is sound? Pressure, frequency and decibels (and why underwater decibels are different)
Week 2 - Sound speed: temperature, salinity and pressure
Week 3 - Ray paths, sound channels and shadow zones
Week 4 - Transmission loss and spreading
Week 5 - Ambient noise: wind, rain, ice and ships
Week 6 - Biological sound: fish choruses and marine mammals
Week 7 - Hydrophones and arrays
Week 8 - Calibration at sea
Week 9 - Case study: research integrity and acoustic data
Week 10 - Noise regulation and marine planning
Week 11 - Revision

Assessment
Lab report (30%), a data-analysis exercise using recordings from the national archive (20%), and a two-hour written examination (50%).

Reading
Core: lecture notes on the virtual learning environment.
Recommended: Tolland, M. (1994) Sound in the Sea: A First Course. Harnow University Press.
Further: papers from the Journal of Littoral Acoustics, listed weekly. Note that one paper on grey drum chorusing that appeared on earlier versions of this list has been retracted and must not be cited.

Attendance at practicals is compulsory for safety reasons.
"""),

("cp-60", "CPO Engineering Incident Report IR-2023-017: Ashgrove dome shutter drive failure", """
CALDER PEAK OBSERVATORY - ENGINEERING INCIDENT REPORT
Reference: IR-2023-017
Date of incident: 6 October 2023, about 02.10
Reported by: night assistant on duty
Reviewed by: Dr Q. Halloran, Director; Ingrid Fell, Chief Engineer

Summary
During closure of the Ashgrove Telescope dome in a rising wind, the upper shutter stopped about 40 cm short of fully closed. The drive motor tripped on overcurrent and could not be restarted. Rain entered the dome for about 25 minutes before the gap was covered with a tarpaulin secured from the catwalk by two staff.

Damage
Minor water ingress to the dome floor and the lower tube; no water reached the primary mirror, which was covered, or the instruments. The ASH-IR cryostat was unaffected. The adaptive optics module on loan from Lumen Ridge Optics had been removed on 20 September and was not on the telescope.

Cause
A worn gear tooth on the shutter's secondary drive, part of the original 1974 installation, sheared under load. The maintenance on 19 September had inspected the primary drive only.

Actions
1. Replacement gear made by the Harnow physics workshop; fitted 16 October.
2. Both drives to be inspected at every quarterly maintenance.
3. Wind limit for dome operation lowered from 60 to 50 km/h until the drive is replaced entirely.
4. The procedure for manual closure to be rewritten and practised by all night staff.

Impact
Eleven nights lost (6 to 16 October). Affected programmes will be offered time in semester 2024A where possible. Little Ash was unaffected and continued its public and teaching programme.

Lessons
Single points of failure in fifty-year-old mechanisms must be found before, not after, they fail.
"""),
]
