# Zenith corpus, documents zn-01 .. zn-30. Everything here is invented.

DOCS_A = [
dict(id="zn-01", title="Skarra Peak Observatory", genre="encyclopedia article", text="""Skarra Peak Observatory is an optical astronomical observatory on the summit ridge of Mount Skarra, the highest point of the Skarra range in central Orvenland, at an altitude of 2,870 metres. It lies about ninety kilometres north-east of the capital, Brennhollow, and is reached by a single mountain road that is closed for part of each winter.

History
The observatory was founded in 1931 with a small refracting telescope donated by a Brennhollow shipping family. Its first director, Aurelia Thorvald, was appointed in 1938 and held the post until 1967; she is credited with building up the photographic plate archive and with persuading the government to pay for a large reflector. Later directors were Ivo Renner (1967-1975), Bertil Kaspersen (1975-1994), Saskia Mohl (1994-2012) and Henrik Aasen (since 2012).

Telescopes
- The 0.6-m Founders' Astrograph (1936), retired from research in 1980 and now used for public nights.
- The 1.9-m Thorvald Telescope, named in honour of the first director, which entered service in 1971 and was decommissioned in 2017.
- The 3.6-m Vantage Telescope, which saw first light in 1999 and is the largest optical telescope in the country.

Operations
The site is operated today by OASI, with capital funding from the OSF. Roughly 300 nights a year are scheduled, of which a little under two thirds are usable for photometry. A wide-field imaging survey of the northern sky, SWFS, was carried out with the Vantage Telescope during the 2000s, and the plate archive of about 48,000 glass negatives has been digitised.

Climate
Winters are long and snowy; the summit is usually cut off by road from December to March, and staff then travel by tracked vehicle from the lower station at Skarrvik.

See also: Mount Skarra; list of telescopes in Orvenland."""),

dict(id="zn-02", title="Tarnmoor", genre="gazetteer entry", text="""TARNMOOR. Village and civil parish in the Moor Valleys district of western Orvenland, on the upland plateau between the rivers Aske and Morrow. Population (2021 census): 1,146. Elevation of the village green: 412 m.

The settlement grew up around peat cutting and sheep grazing. Its parish hall, a former wool exchange, dates from 1788, and a ring of standing stones on Tarn Hill, one kilometre west, is a protected monument.

Tarnmoor is known chiefly for the Tarnmoor Radio Observatory, which occupies 220 hectares of former common grazing three kilometres south of the village. The principal instrument, a fully steerable 64-m parabolic dish, was commissioned in 1976 after nine years of construction and remains the largest radio telescope in Orvenland. Smaller antennas on the site include a 25-m dish used for pulsar timing and a 12-m tracking antenna added in 2019. Surveys made with the large dish at 1.4 GHz produced the Tarnmoor Radio Catalogue (TRC), whose designations, for example TRC 1042+335, combine right ascension and declination.

The moor is a designated radio-quiet zone: mobile telephone masts within eight kilometres require the observatory's approval, and the village has no street lighting after midnight. A visitor centre beside the dish car park opens from April to October.

Economy: sheep farming, forestry, tourism; the observatory is the largest single employer.
Transport: bus route 71 from Morrow Bridge (weekdays only). Nearest railway station: Aske Junction, 19 km.
Notable residents: the naturalist Hedvig Aune lived at Tarn Cottage from 1902 to 1931.
See also: Moor Valleys; Aske (river); Morrow Bridge."""),

dict(id="zn-03", title="Mohl, Saskia", genre="biographical dictionary entry", text="""MOHL, Saskia Annelie (b. 1950), astronomer and observatory director.

Born in Aldersund, a fishing town on the eastern coast, the daughter of a harbour pilot and a schoolteacher. She attended the Aldersund Gymnasium and read physics at the University of Lindqvarn (1968-1972), then moved to the ISP in Brennhollow for postgraduate work. Her doctoral thesis (1977), on carbon stars in the galactic anticentre, combined objective-prism plates with infrared photometry and remained a standard reference for two decades.

After posts as a research fellow and then staff astronomer on Mount Skarra, she was appointed director of Skarra Peak Observatory in 1994, the first woman to lead it since its founding years. Her directorship has been dominated by the construction of the 3.6-m telescope, completed in 1999 within its original budget, and by the planning and execution of the observatory's wide-field imaging survey. A keen observer, she has personally discovered fourteen minor planets from the mountain, most of them during routine checks of survey fields.

She served as president of the OAS from 1990 to 1993 and sits on the national committee for astronomy. She is known for a brisk management style, for insisting that directors take their turn on night duty, and for a long correspondence with amateur observers, several of whom she encouraged to publish.

Honours: Orrin Medal (1995); honorary doctorate, University of Lindqvarn (2006).

Publications: Carbon Stars of the Anticentre (1979); The Mountain and the Mirror (2004), a popular account of the building of the large telescope.

Source: Dictionary of Orvenish Scientists, fourth edition (2010)."""),

dict(id="zn-04", title="Brask Telescope night log, 11/12 February 2021", genre="observing log", text="""LUO - Brask Telescope with HES - observing log

Night of 11/12 February 2021. Observers: E.Q. (first half), R.V. (second half). Sky clear from 19:40, thin cirrus after 02:30. Wind north-west 10 to 14 km/h. Humidity 55 to 63 percent. Dome temperature at opening: minus 3.2 C.

| UT | Target | Exp (s) | Airmass | Obs. | Notes |
|---|---|---|---|---|---|
| 19:42 | ThAr arcs and flats | - | - | E.Q. | 15 flats, 5 arcs; detector at minus 110 C |
| 20:05 | SWFS J0412+2207 | 1200 | 1.08 | E.Q. | companion search, S/N 85 |
| 20:31 | SWFS J0412+2207 | 1200 | 1.12 | E.Q. | repeat; guiding good |
| 21:10 | telluric standard B4 | 300 | 1.21 | E.Q. | hot star for water lines |
| 21:30 | SWFS J1215+0456 | 2400 | 1.35 | E.Q. | quasar; S/N only 12, abandoned after one frame |
| 22:25 | SWFS J2231+1128 | 600 | 1.62 | E.Q. | both components on slit, PA 47 |
| 00:00 | - | - | - | E.Q./R.V. | handover; nitrogen top-up |
| 00:40 | ThAr arc | - | - | R.V. | mid-night arc |
| 01:05 | SWFS J1042+3311 | 1800 | 1.03 | R.V. | galaxy bulge spectrum, S/N 20 |
| 02:48 | - | - | - | R.V. | cirrus; dome kept open, no exposures for 40 min |
| 04:50 | SWFS J1842+3920 | 900 | 2.05 | R.V. | low altitude; Mira bright |
| 05:35 | ThAr arcs and flats | - | - | R.V. | end of night; dome closed 05:58 |

Total open-shutter time 7.1 h. Faults: guide camera froze twice (restarted both times, 6 min lost). The new 1.2 arcsec slit was used for all science frames after E.Q. found the 0.8 arcsec slit clogged with dust. Please clean the slit unit before the next run.

Logged by E.Q. and R.V."""),

dict(id="zn-05", title="Commissioning of the HES on the Thorvald Telescope", genre="instrument commissioning report", text="""SKARRA PEAK OBSERVATORY - Technical Report SPO-TR-94-07
Commissioning of the Halcyon Echelle Spectrograph (HES) on the Thorvald Telescope
2 December 1994

1. Summary
The HES was installed at the Cassegrain focus of the 1.9-m Thorvald Telescope in September 1994 and saw first light on 14 October 1994. Over eleven commissioning nights the instrument met or exceeded every acceptance criterion in the contract. With the 0.8-arcsecond slit the measured resolving power is 62,000, against a specification of 55,000, and the peak system throughput, telescope included, is 9.4 percent at 560 nm. We expect the HES to be our flagship instrument for the remainder of the decade.

2. Construction
The spectrograph was designed and built by Lumenar Optics of Lindqvarn under a fixed-price contract signed in 1991. The project lead at the company was Tomas Erdal, supported by a team of six engineers; observatory staff contributed the detector controller and the calibration unit.

3. Results
- Wavelength coverage: 380 to 890 nm in a single exposure, 71 orders.
- Radial-velocity stability over five nights: 14 m/s rms on a bright standard.
- Scattered light: below 1.5 percent between orders.
- Flexure: 0.09 pixel over the full hour-angle range.

4. Outstanding issues
The thorium-argon lamp housing runs warm and should be moved outside the enclosure. The guide camera software crashes when the field is rotated past 170 degrees; the builders have promised a patch before the end of the year.

5. Recommendation
We recommend that the HES be accepted and offered to the community from semester 1995A, initially on a shared-risk basis for programmes needing the bluest orders.

For the commissioning team: the Instrumentation Group, Skarra Peak Observatory"""),

dict(id="zn-06", title="Kelderan Telescope maintenance log, 2006 (extract)", genre="maintenance log", text="""Institute of Stellar Physics (ISP) - Kettleridge Observatory
Kelderan Telescope: maintenance and engineering log, 2006 (extract)

03 Apr - Primary mirror washed in situ. Reflectivity at 550 nm: 84% before, 87% after. (J.M.)
19 Apr - Declination drive encoder replaced after intermittent faults on 11 and 14 Apr. (K.S.)
02 May - Cassegrain rotator cleared of the old photometer. Mounting plate drilled for the new adaptor flange. (K.S., J.M.)
22 May - Four crates received from Skarra Peak by road: the HES, its calibration unit and spares. One crate damp; contents dried, no damage found. (J.M.)
29 May - HES lifted onto the Cassegrain flange. T.E. on site from the makers for optical alignment, 29 May to 2 June. (T.E., K.S.)
06 Jun - Thermal enclosure for HES fitted; cooling loop pressure-tested, no leaks. (K.S.)
12 Jun - First light for HES on the Kelderan Telescope. ThAr arcs and a bright standard; orders well placed on the detector. (night: M.S.)
20 Jun - Dome shutter motor overheated; shutter closed by hand. Motor sent away for rewinding. (J.M.)
04 Jul - Shutter motor refitted and tested. (J.M.)
18 Jul - HES offered to ISP observers from semester 2006B. Old photometer crated and stored in the east shed. (K.S.)
09 Aug - Lightning strike on the mast; weather station lost for three days. (K.S.)
30 Aug - Weather station replaced under warranty. Anemometer recalibrated. (K.S.)
14 Sep - Oil change on the hydraulic platform. Small leak at the rear ram noted; watch. (J.M.)

Initials used in this log: J.M. duty mechanic; K.S. electronics technician; M.S. night astronomer. Visitors sign in at the workshop and are recorded by initials only."""),

dict(id="zn-07", title="Kettleridge Observatory to bear the name of Edda Halloran", genre="renaming announcement", text="""ANNOUNCEMENT
Kettleridge Observatory to bear the name of Edda Halloran
Issued by the Observatory Council, 15 June 2011

The Observatory Council is pleased to announce that, with effect from 1 September 2011, Kettleridge Observatory will be known as Halloran Observatory, in honour of Dr Edda Halloran (1931-2010), who served as its director from 1979 to 1996.

Dr Halloran came to the ridge as a young night astronomer and, as director, oversaw the most productive period in the observatory's history. She fought for the 2.4-metre Kelderan Telescope when many thought the site too small for it, and she personally supervised the aluminising of its mirror in 1983. She died in November last year, and the proposal to rename the observatory came from her former staff.

Practical arrangements
- The new name will appear on road signs, letterheads and the website from 1 September.
- The Kelderan Telescope keeps its name. No instruments or observing programmes are affected.
- Papers based on data taken before 1 September 2011 may cite either name; afterwards authors are asked to use Halloran Observatory only.
- A plaque will be unveiled at the open day on 24 September, to which all former staff are warmly invited.

The Council wishes to make clear that the observatory is named for Dr Edda Halloran alone. Enquiries from members of the public suggesting a link with the amateur comet discoverer who shares her surname are understandable, but there is no family relationship between them.

Contact: Council Secretary, Observatory Road."""),

dict(id="zn-08", title="Stavik Precision Group completes acquisition of Lumenar Optics", genre="acquisition press release", text="""PRESS RELEASE - for immediate release
Gralsund, 3 March 2014

Stavik Precision Group completes acquisition of Lumenar Optics

Stavik Precision Group, the Gralsund-based maker of precision motion systems and optical components, today announced that it has completed the acquisition of Lumenar Optics, the Lindqvarn instrument maker, for a total consideration of 41.5 million crowns.

Founded in 1958 in a converted tram depot, Lumenar Optics has designed and built spectrographs, cameras and optical assemblies for observatories at home and abroad, and employs 64 people. It will continue to trade under its own name as a division of Stavik, and its Lindqvarn workshop will remain open. No redundancies are planned.

"Lumenar's engineers have a reputation for building instruments that work on the first night and keep working for thirty years," said Ida Brune, chief executive of Stavik Precision Group. "Bringing that craft together with our manufacturing scale lets us bid for the next generation of large-telescope instruments."

The transaction was cleared by the competition authority on 24 February. Lumenar's managing director, Ragnar Hult, will join the Stavik executive board.

About Stavik Precision Group
Stavik Precision Group employs around 1,900 people at four sites and reported revenue of 412 million crowns in 2013. It supplies linear stages, encoders and mirror mounts to the semiconductor, medical imaging and research markets.

Media contact: Communications Office, Stavik Precision Group, Harbour Street 14, Gralsund.

Note to editors: Lumenar Optics should not be confused with other businesses of similar name that sell consumer optics."""),

dict(id="zn-09", title="ISP and BSRI to unite as one national institute", genre="merger announcement", text="""JOINT STATEMENT
ISP and BSRI to unite as the Orvenland Astrophysics and Space Institute
Brennhollow, 30 March 2016

The governing boards of the ISP and the BSRI today confirmed that the two institutes will merge on 1 July 2016 to form a single national body, the Orvenland Astrophysics and Space Institute (OASI).

The merger follows a two-year review commissioned by the Ministry of Science, which concluded that the country's astronomical effort was split between two organisations of similar size with overlapping computing, engineering and outreach functions. Under the new structure all staff, facilities, instruments, data archives and research programmes of both institutes will transfer to OASI on the merger date, and existing contracts will be honoured in full.

Dr Lene Varga has been appointed as the first director of OASI and will take up the post on the merger date. The institute will have its headquarters in the former BSRI building on Chancery Lane in Brennhollow, while the ISP office in Lindqvarn will be kept for engineering.

Both outgoing directors welcomed the decision. "Our people have worked side by side at telescopes for decades," said Nils Ormand of the ISP. "Now they will share a payslip as well."

Questions and answers
Will the observatories be renamed? No. Every site keeps its present name.
Will the ISP and BSRI names survive? No. After 1 July 2016 both names will be retired and all communications will use OASI.
What happens to pensions? Existing arrangements continue unchanged.
Will any posts be lost? The boards have given an undertaking of no compulsory redundancies for three years.

Enquiries: Merger Office, Chancery Lane, Brennhollow."""),

dict(id="zn-10", title="OTB Circular No. 5120: Comet C/1997 P1 (Halloran)", genre="discovery circular", text="""Orvenland Telegram Bureau (OTB)
Circular No. 5120 - 12 August 1997

COMET C/1997 P1 (HALLORAN)

Piet Halloran, an amateur observer in Vennick, reports his discovery of a diffuse object of total visual magnitude about 13.5 on images taken with a 0.30-m reflector from his garden on 1997 Aug. 9.93 UT. The object showed a strongly condensed coma about 40 arcseconds across and a faint tail some 2 arcminutes long in position angle 285 degrees. Motion over 70 minutes showed that it was not a stellar object.

Confirmation was obtained on Aug. 10.88 by M. Sund with the Kelderan Telescope at Kettleridge Observatory, whose CCD images show a coma of 0.5 arcminute and a central condensation of magnitude 15.1.

Discoverer's measurements (1997 UT, right ascension and declination J2000, magnitude):
Aug. 9.931 - 19 42 08.4 - +21 14 33 - 13.5
Aug. 9.980 - 19 42 05.9 - +21 13 51 - 13.6
Aug. 10.882 - 19 41 20.1 - +21 01 10 - 13.4

A preliminary parabolic orbit computed at the Bureau gives perihelion in early December 1997 at 1.21 AU. The comet may reach magnitude 9 in late November, when it will be well placed for northern observers in the evening sky.

Observers are urged to send positions and photometry to the Bureau as soon as possible.

The Bureau notes that this is the first comet discovered from Orvenland by an amateur since 1961, and congratulates the discoverer on a fine find made with modest equipment.

Director of the Bureau"""),

dict(id="zn-11", title="MPNC citations approved 18 April 2005", genre="minor planet naming citation", text="""Minor Planet Naming Committee (MPNC) of the OAS
Citations approved at the meeting of 18 April 2005

Names are proposed by the discoverers and take effect on publication in The Meridian.

(41877) Erdal = 1998 FK12
Discovered 1998 Mar. 22 by S. Mohl at Skarra Peak.
Tomas Erdal (b. 1944) is an optical engineer and instrument builder whose echelle and long-slit spectrographs have served observatories in Orvenland and abroad for more than three decades. He is known for insisting that every instrument be tested on the sky by the people who built it.

(41903) Sten = 1998 GB7
Discovered 1998 Apr. 19 by S. Mohl at Skarra Peak.
Halvard Sten (1934-2003) worked for more than forty years as a night assistant on Mount Skarra. He was famous for remembering every telescope fault since 1956, and for the cardamom buns he baked for cold nights.

(42310) Dalsgaard = 1999 RT3
Discovered 1999 Sept. 5 by H. Aasen at Skarra Peak.
Named for the Dalsgaard Planetarium in Brennhollow, which since its opening in 1966 has introduced some two million visitors to the night sky.

(42511) Aske = 1999 TW
Discovered 1999 Oct. 2 by S. Mohl at Skarra Peak.
The Aske is the river that drains the moorland plateau in the west of the country, where the national radio telescope stands.

(42530) Vennick = 1999 TB9
Discovered 1999 Oct. 8 by H. Aasen at Skarra Peak.
Vennick is a market town in the northern lowlands known for its orchards, its cider and its unusually active community of amateur observers.

The Committee thanks the discoverers for their patience while the orbits were secured."""),

dict(id="zn-12", title="Bertil Kaspersen, 1931-2015", genre="obituary", text="""OBITUARY
Bertil Kaspersen, 1931-2015

Bertil Kaspersen, who directed Skarra Peak Observatory for nineteen years and trained a generation of the country's observers, died at his home in Lindqvarn on 8 January 2015, aged 83.

He was born in the river port of Morrow Bridge, where his father kept a chandlery, and came to astronomy through a school prize of a small brass telescope. After reading mathematics at the University of Lindqvarn he completed his doctorate in 1958 under Aurelia Thorvald, who, he liked to say, taught him to distrust any measurement he had made only once. His thesis on the rotation of open clusters drew on plates he had exposed himself during three winters on the mountain.

He joined the university staff in 1959 and became professor in 1962. In 1975 he returned to Mount Skarra as director, a post he held until 1994. His tenure saw the arrival of electronic detectors, a long fight over the access road, and the early planning of the 3.6-m telescope, whose completion in 1999 he watched from retirement with undisguised pride.

Colleagues remember a gentle, exact man who answered letters by hand and kept the observatory cat on the payroll as a rodent control officer. He was a demanding but generous teacher of research students, many of whom went on to senior posts at home and abroad, and he never missed one of their weddings.

In retirement he catalogued the old plate envelopes, sang in the cathedral choir and grew prize-winning leeks.

He is survived by his wife, Agnete, two sons and five grandchildren. A memorial gathering will be held on the mountain in June."""),

dict(id="zn-13", title="From Counting Photons, chapter 4", genre="memoir excerpt", text="""from Counting Photons: A Life Under Borrowed Skies, by Clara Ennis (2018), chapter 4

I owe my start in astronomy to two men who could hardly have been more different.

The first was Oskar Brune, my undergraduate mentor, a lecturer in optics who smoked a pipe in the laboratory long after it was forbidden and who let me grind my first mirror on his kitchen table. It was Oskar who told me, in my third year, that I was wasting myself on lecture notes and ought to be outside under the sky.

The second was my own supervisor, Bertil Kaspersen. I came to him in the autumn of 1972 with a vague idea about eclipsing binaries and left four years later with a thesis on something quite different and a permanent dislike of hurried reductions. He was then a professor in Lindqvarn, not yet director on the mountain, and he ran his students like a small and very courteous shipping firm: every plate logged, every night accounted for. When I defended in the spring of 1976 he brought a cake his wife had baked, and he was more nervous than I was.

Oskar never quite forgave me for choosing the photographic plate over the lens-maker's bench. "You could have built telescopes," he said at my defence party. "Instead you will only ever borrow them." He was right, of course. I have spent my whole career borrowing telescopes, other people's nights and other people's patience, and that is really what this book is about.

The winter of 1974 was the coldest anyone on the mountain could remember. The road closed in November and did not open again until April, and I spent eleven weeks in the staff house with four night assistants, a cook and a dog."""),

dict(id="zn-14", title="Skylines, episode 42: Dorian Fell", genre="podcast transcript", text="""SKYLINES - a podcast about the people behind the telescopes
Episode 42, transcript (edited for length)

MIRA SANDVIK: Welcome back to Skylines. My guest today runs a research group in Lindqvarn and has, by his own account, broken more cryostats than anyone in the country. Dorian Fell, welcome.
DORIAN FELL: Thanks, Mira. In my defence, two of them were already broken.
SANDVIK: Let's start at the beginning. You grew up near the moor?
FELL: On a sheep farm outside Tarnmoor. You could see the big dish from our kitchen window, so radio astronomy was the family joke. I ended up doing optical work, which my father considered a betrayal.
SANDVIK: And your doctorate?
FELL: I finished my doctorate in 1999, on flare stars. My doctoral adviser was Clara Ennis, and she was strict about one thing above all: you don't believe a result until you have reduced the data twice, by two different methods.
SANDVIK: People sometimes ask whether you're related to the politician.
FELL: Maren Fell? No relation at all, though we've both been asked to sign things meant for the other. Her constituents write to me about bin collections.
SANDVIK: What is the best part of supervising students now?
FELL: The moment a student stops asking me what to do and starts telling me what they found. That's the whole job, really.
SANDVIK: And the worst?
FELL: Reading drafts at two in the morning. Every adviser says that, and every adviser means it.
SANDVIK: Any advice for someone starting out?
FELL: Learn to write an observing log properly. Nobody believes me until the night they need it.
SANDVIK: Dorian Fell, thank you.
FELL: Thank you, Mira."""),

dict(id="zn-15", title="Acknowledgements (doctoral thesis of Ester Quill)", genre="thesis acknowledgements", text="""Acknowledgements

This thesis, submitted to the University of Lindqvarn in 2024, would not exist without a great many people, and I can thank only some of them here.

First and foremost, my supervisor Dorian Fell, who took me on when I arrived with nothing but enthusiasm and a laptop full of half-working scripts. Dorian, thank you for the freedom to chase a strange light curve for three months, and for the patience to let me find out for myself that it was a satellite glint. Thank you also for reading every chapter at least twice, and for the comments in green ink that I have learned to fear and to love.

I am grateful to Runa Vesk, my undergraduate mentor, who first put me on a telescope and taught me that the observing log matters as much as the data. Runa, the night we lost the dome power and finished the run by torchlight is still my favourite night in astronomy.

Thanks to the technical staff of the university observatory, especially Jens and Oda, who kept the spectrograph cold through two winters; to my examiners, for a rigorous and good-humoured defence; and to the satellite operations team for answering my emails at all hours.

To my office mates, thank you for the plants, the puzzles and the coffee machine we never quite repaired.

Finally, to my parents in Brennhollow, who still think I look through a telescope every night, and to Sami, who learned more about exploding stars than he ever wanted to: thank you.

This work was supported by a doctoral studentship from the OSF.

Ester Quill
Lindqvarn, May 2024"""),

dict(id="zn-16", title="Halloran Observatory: frequently asked questions for visitors", genre="visitor FAQ", text="""Halloran Observatory - Frequently asked questions for visitors

When can I visit?
The visitor gallery is open Wednesday to Sunday, 10:00 to 16:00, from May to October. Guided evening sessions run on Friday and Saturday nights in September and October, weather permitting.

How do I get there?
Private cars are not allowed on the last four kilometres of Observatory Road. A shuttle bus leaves the car park in Ketterby village on the hour, and the ride takes forty minutes each way. The last shuttle down leaves the observatory at 16:30, or at 23:00 on evening-session nights.

Can I look through the big telescope?
Not through our flagship 2.4-metre reflector, which is used for research on every clear night. On evening sessions you will observe with the 40-cm visitor telescope in the west dome, and you can watch the research telescope at work from the gallery.

Is it cold?
Yes. The observatory stands 1,940 metres above sea level, and even in summer night temperatures can fall below freezing. Bring warm layers, a hat and gloves.

Can I use a torch or take photographs?
Only red torches are allowed outside after dark, because the whole area lies within the KDSZ. Flash photography is forbidden in the domes at all times.

Is the site accessible?
The gallery and the visitor centre have step-free access. The west dome is reached by a spiral stair of 31 steps.

Is there food?
A cafe in the visitor centre serves soup and cakes until 15:30. There is nothing to buy during evening sessions.

Updated March 2019."""),

dict(id="zn-17", title="Dalsgaard Planetarium: autumn 2023 programme", genre="planetarium show listing", text="""DALSGAARD PLANETARIUM - AUTUMN 2023 SHOW PROGRAMME

A word from our director: welcome to a new season under the dome. This autumn we celebrate an anniversary close to many hearts, and we are proud to premiere a show made entirely by our own small team. - Tobias Quill, Director

NOW SHOWING

A Comet Over the Hedge (new)
Daily at 11:00 and 15:00. 35 minutes, all ages.
The story of Comet Halloran, found twenty-six years ago by an amateur with a home-made observatory behind a row of runner beans. Follow the comet from a faint smudge on a screen to a fine sight in binoculars in the winter sky, and learn how anyone with patience can discover something new.

Voyage to the Ice Giants
Daily at 13:00. 40 minutes, ages 8 and up.
A tour of the outer planets narrated by the planetarium's own staff.

Little Stars
Saturdays at 10:00. 25 minutes, ages 3 to 6.
A gentle first look at the night sky for our youngest visitors, with songs and a sleepy owl. Parents and carers must stay with their children.

The Sky Tonight (live)
Thursdays at 19:30. 45 minutes, adults.
A presenter guides you through what is visible from Brennhollow this week, followed by telescope viewing on the roof terrace if skies are clear.

Lasers and Lullabies
Last Friday of each month at 21:00. 50 minutes, ages 16 and up.
Music and light under the dome. Not suitable for people with photosensitive epilepsy.

TICKETS
Adults 14 crowns; children and students 8 crowns; family ticket 38 crowns. Members of the OAS receive 20 per cent off on showing a valid card. School group bookings are available on weekday mornings.

Dalsgaard Planetarium, Riverside Gardens, Brennhollow."""),

dict(id="zn-18", title="OAS Council minutes, 12 November 1988", genre="society meeting minutes", text="""Orvenland Astronomical Society (OAS)
Minutes of the meeting of Council held at the Society's rooms, Brennhollow, on Saturday 12 November 1988 at 14:00

Present: the President (in the chair), the Treasurer, the Secretary and nine members of Council. Apologies: two members.

1. Minutes. The minutes of the meeting of 10 September were approved and signed.

2. Matters arising. The Secretary reported that the new projector for the lecture room had been delivered but not yet installed.

3. Treasurer's report. Subscriptions received to date: 2,314 crowns. The Treasurer warned that printing costs for The Meridian had risen by a fifth and proposed a modest increase in the annual subscription from next year. Agreed.

4. Observations. Mrs Jorunn Pell, an ordinary member, attended by invitation and described a long-period variable star which she had found by comparing her own photographs taken in 1986 and 1988. Her estimates show a range of more than four magnitudes over a period of roughly 300 days. Council congratulated Mrs Pell warmly and agreed that the star be referred to in The Meridian as Pell's Variable until a formal catalogue designation is available. The Secretary to write to the professional observatories asking for follow-up spectroscopy.

5. Lecture programme. The January lecture will be given by Dr E. Halloran on recent work at the ridge observatory.

6. Any other business. A member raised the poor condition of the Society's loan telescopes. Referred to the Instruments Committee, which is to report in March.

The meeting closed at 16:10.

Signed ............................ (President)"""),

dict(id="zn-19", title="The Meridian, volume 61, number 2: contents", genre="journal table of contents", text="""THE MERIDIAN - Journal of the OAS
Volume 61, Number 2 - June 2023

CONTENTS

Editorial
- Ninety-two years on the mountain ........ 81

Papers
- Twenty-five years of photometry of comet C/1997 P1 from amateur archives - K. Lund and A. Brenner ........ 83
- A radial-velocity orbit for the companion of SWFS J0412+2207 - J. Oddny ........ 97
- Light curves of faint Mira variables from space-based monitoring - S. Hallberg ........ 109
- The Tarnmoor 64-m dish after forty-seven years: a new pointing model - P. Ruud ........ 121

Notes
- A forgotten plate of the 1954 eclipse in the Founders' Astrograph archive - H. Aasen ........ 133
- Report of the MPNC for 2022 ........ 137

Society
- Obituary: Annika Tolle (1938-2023) ........ 140
- Book reviews ........ 143
- Errata ........ 147
- Crossword No. 88 ........ 148

Notes for contributors
Papers of up to 6,000 words and notes of up to 1,500 words are welcome from members and non-members alike. Submissions should be sent to the Editor as a single file with figures embedded, and must include an abstract of no more than 150 words. All papers are refereed; notes are reviewed by the Editor. Authors receive a PDF of their article and may order printed offprints at cost.

Subscriptions
The Meridian appears four times a year and is sent free to all members of the Society. Library subscriptions cost 60 crowns a year.

Cover
Comet C/1997 P1 photographed on 2 December 1997 from a farm near Vennick, with a 10-minute exposure on hypersensitised film."""),

dict(id="zn-20", title="Referee report on manuscript MER-2022-041", genre="referee report", text="""Referee report
Manuscript: MER-2022-041, "Echelle radial velocities of three Mira variables"
Submitted to: The Meridian
Recommendation: minor revision

Summary of the submission
The authors present 46 spectra of three long-period variables obtained with the HES at the Brask Telescope between February 2021 and May 2022, measure radial velocities by cross-correlating the red orders, and argue that one of the stars shows a velocity jump consistent with a shock travelling through the atmosphere near maximum light.

General assessment
This is a careful and useful paper. The data are of good quality and the reduction is described clearly. My main concerns are the error budget and one claim that goes beyond the evidence.

Specific comments
1. The authors state that the instrument's zero point is stable to 14 m/s, quoting a commissioning figure from the 1990s. That figure was obtained at a different telescope under very different conditions. Please derive the stability from your own standard-star observations.
2. The velocity jump in Figure 5 rests on only two epochs. I suggest "is consistent with" rather than "demonstrates".
3. Exposure times are given in minutes in the text and in seconds in Table 2. Please unify.
4. The introduction refers to "the Pell star"; please give the catalogue designation at first mention.
5. The reference to the reduction pipeline should give the version number used.

Minor points
- Page 4: "data is" should read "data are", following the journal's house style.
- Several figures lack axis units.
- The acknowledgements should name the instrument's owner, since it is on loan.

I would be happy to see the revised version and do not need to review it again if the Editor is satisfied.

Referee 2, 14 September 2022"""),

dict(id="zn-21", title="PTA results: Brask Telescope, semester 2023A", genre="time allocation results", text="""Panel for Telescope Allocation (PTA) - University of Lindqvarn
Brask Telescope, semester 2023A (1 February to 31 July 2023): results

The Panel met on 19 January 2023. Fourteen proposals were received requesting 61 nights against 38 available, an oversubscription of 1.6. Nights are dark or grey equivalents. The HES remains mounted for the whole of 2023A.

| ID | PI | Short title | Requested | Awarded | Grade |
|---|---|---|---|---|---|
| B23A-01 | Hallberg | Mira monitoring, continued | 8 | 6 | A |
| B23A-02 | Ruud | Giants in a binary cluster | 5 | 0 | C |
| B23A-03 | Oddny | Companion of SWFS J0412+2207 | 4 | 4 | A |
| B23A-04 | Vesk | Echelle monitoring of a young transient | 4 | 3.5 | A |
| B23A-05 | Lund | Cometary emission bands | 3 | 2 | B |
| B23A-06 | Teaching | Undergraduate practical | 6 | 6 | - |
| B23A-07 | Sorlie | Lithium in solar twins | 7 | 4.5 | B |
| B23A-08 | Brenner | Be star disc variability | 6 | 2 | B |
| others | six PIs | various | 18 | 10 | B or C |

Grade A programmes are scheduled with priority, grade B programmes as time permits, and grade C programmes receive no time this semester.

Notes
1. B23A-04 is approved as a target-of-opportunity programme and may interrupt scheduled observations for up to two hours per night; interrupted programmes are compensated where possible.
2. B23A-06 nights are fixed by the teaching calendar.
3. Principal investigators must submit a short report within three months of the end of the semester.
4. The next call, for semester 2023B, closes on 15 May 2023.

Chair of the Panel"""),

dict(id="zn-22", title="Proposal B23A-04: abstract", genre="observing proposal abstract", text="""Proposal ID: B23A-04
Submitted to the PTA, call for semester 2023A
Principal investigator: Runa Vesk (University of Lindqvarn)
Co-investigators: two graduate students (names withheld for review)
Telescope and instrument: Brask Telescope with HES
Time requested: 4 nights, as target of opportunity

Title: Echelle spectroscopy of the young transient OSN 2022c and its host galaxy

Abstract
OSN 2022c was reported in early November 2022 in a nearby spiral galaxy at a redshift of about 0.019. Early low-resolution spectra suggest a thermonuclear explosion, but an unusually narrow silicon feature and an early excess of blue light make the classification uncertain. The event is bright and close enough for high-resolution spectroscopy with a one-metre-class telescope, which is a rare opportunity.

We propose time-resolved echelle spectroscopy during the first hundred days after discovery in order to (i) measure the velocity evolution of the silicon and calcium lines, (ii) search for narrow sodium absorption that would reveal circumstellar material, and (iii) detect or limit hydrogen emission from a possible companion star. Interstellar lines from the host galaxy will also constrain the extinction towards the event.

The HES provides continuous coverage from the near ultraviolet to the far red at a resolving power that no other instrument in the country can match. We ask for the four nights to be taken as interruptions of two hours each, spread across the semester, so that the cadence follows the evolution of the transient.

The team has experience of target-of-opportunity work with the Brask and already has a tested quick-look reduction in place."""),

dict(id="zn-23", title="OSF award letter, reference OSF-13-0871", genre="grant award letter", text="""Orvenland Science Foundation (OSF)
Granite House, 4 Tollgate Row, Brennhollow

17 October 2013

Professor Henrik Aasen
Director, Skarra Peak Observatory
Mount Skarra

Dear Professor Aasen,

Award reference OSF-13-0871: Preserving the Skarra photographic plate archive

I am pleased to tell you that the Foundation's Physical Sciences Board, at its meeting of 2 October 2013, approved your application in full. The award is made on the following terms.

Amount: 1,240,000 crowns
Duration: 36 months, starting no later than 1 January 2014
Purpose: cleaning, digitisation and cataloguing of approximately 48,000 glass plates exposed at the observatory between 1932 and 1989, with public release of the scans and their metadata.

Conditions
1. Funds may not be moved between the staff and equipment headings without the Foundation's written consent.
2. An interim report is due after eighteen months and a final report within three months of the end date.
3. All publications arising from the award must acknowledge the OSF and quote the reference number.
4. The digitised archive must remain freely available for at least ten years after the award ends.

The Board particularly welcomed the plan to involve volunteers from amateur societies in transcribing the handwritten plate envelopes, and asked that their contribution be acknowledged by name in the finished archive.

Please confirm your acceptance of these terms by signing and returning the enclosed form within thirty days.

Yours sincerely,

Dr Wenche Aarvik
Head of Grants, Physical Sciences"""),

dict(id="zn-24", title="Re: HES loan - dates and crate plan", genre="email thread", text="""Subject: Re: HES loan - dates and crate plan

From: Sofie Haraldsen (LUO)
To: Jakob Lind (OASI instrumentation)
Date: 9 January 2020

Jakob, thanks for the call. To confirm what we agreed: the HES comes to us on a five-year loan from 1 April 2020, for use on the Brask Telescope. We cover transport, insurance and the new flange; you keep ownership and the right to recall it with six months' notice. Our workshop can make the adaptor plate in February if you send the drawings.
Sofie

From: Jakob Lind
To: Sofie Haraldsen
Date: 10 January 2020

Sofie, good. Drawings attached. We will take the spectrograph off in the second week of March and crate it the same week: four crates as before, plus the calibration unit. One warning: the cooling loop hoses are old, so please budget for new ones. L.V. has signed the loan agreement on our side, so it only needs your rector's signature now.
Jakob

From: Sofie Haraldsen
To: Jakob Lind
Cc: Runa Vesk
Date: 10 January 2020

Signed copy attached. Runa will be the instrument scientist at our end. Students are already asking when they can use it; I have told them not before May.
Sofie

From: Runa Vesk
To: Jakob Lind, Sofie Haraldsen
Date: 11 January 2020

Thank you both. Jakob, could someone who knows the old alignment procedure be on site for the first week? I gather the original builder still lives in Lindqvarn and might enjoy a visit.
Runa"""),

dict(id="zn-25", title="#brask-nights channel export, 4-5 March 2021", genre="chat export", text="""Export of channel #brask-nights, 4 to 5 March 2021 (local times)

[21:02] oda_t: dome open. humidity 58, wind fine
[21:03] jens_k: HES detector at minus 110, cooling loop green
[21:05] ester_q: thanks both!! starting arcs now
[21:19] ester_q: arcs look weird? lines doubled in the red
[21:20] jens_k: did you leave the fibre agitator on
[21:21] ester_q: ...yes
[21:21] ester_q: fixed. lines single. sorry
[21:40] runa_v: how is the sky over there, I see cloud on the satellite loop from home
[21:41] oda_t: clear overhead, a bank of cloud to the west
[21:58] ester_q: first science frame on the Mira, S/N 60 in 15 min
[22:30] runa_v: nice. remember a telluric star before it sets
[23:47] oda_t: cloud arrived. closing
[23:48] ester_q: noooo
[00:35] oda_t: open again, humidity 71
[00:36] jens_k: keep an eye on humidity, close at 85
[01:50] ester_q: 3 more frames done. the cooling alarm went amber once
[01:51] jens_k: once is fine. twice, call me
[03:12] ester_q: amber twice
[03:12] ester_q: calling
[03:40] jens_k: hose clamp loose on the return line. tightened. putting it in the maintenance book
[03:41] runa_v: those hoses were always going to be trouble. I will order the new set tomorrow
[05:30] ester_q: done for the night, closing. 9 frames total
[05:31] runa_v: well done. go to bed
[05:31] ester_q: after I write up the log
[05:32] oda_t: dome closed, mirror covers on, heaters off. night
[08:15] jens_k: morning. detector warmed up normally, no condensation. good night overall"""),

dict(id="zn-26", title="LAAC forum: 25 years since my comet!", genre="amateur forum thread", text="""LAAC Forum > Observing > Comets
Thread: 25 years since my comet!

piet_h (9 August 2022, 22:41)
Twenty-five years ago tonight I was out in the garden with the 30 cm Lumenara Optical reflector I had bought second-hand the winter before, checking a nova field, and there it was: a fuzzy thing that was not on any chart. I still have that reflector and still use it every clear night. The mirror has been recoated twice but the tube and mount are original. Anyone else out tonight?

skyfarer_lena (9 August 2022, 22:58)
Happy anniversary! Clear here but a big moon. Is that the same scope as in the photo on your profile?

piet_h (9 August 2022, 23:05)
Same one. People assume it must come from the other firm, the one that builds professional spectrographs, but it is a Lumenara, from the consumer telescope people. Different company, very similar name, and they even had a court case about it years ago.

orm_watcher (10 August 2022, 07:12)
I always assumed you must be related to the observatory lady!

piet_h (10 August 2022, 08:30)
Everyone does. No relation whatsoever. My family were bakers.

dark_acre (10 August 2022, 09:14)
Are you coming to the star party at Tarnmoor next month? I would love to see the scope in person.

piet_h (10 August 2022, 09:40)
If my back allows. I will bring it on the trailer, mount and all.

moderator (10 August 2022, 10:02)
Pinned for the anniversary. Congratulations, Piet, and clear skies for the next twenty-five."""),

dict(id="zn-27", title="OAS Annual Meeting 2023: programme", genre="conference programme", text="""OAS Annual Meeting 2023
University of Lindqvarn, Great Hall, 14 to 15 April 2023
Programme

Friday 14 April

| Time | Session | Speaker | Title |
|---|---|---|---|
| 09:30 | Opening | Society President | Welcome and notices |
| 09:45 | Keynote | Lene Varga (OASI) | A national institute at seven: what worked and what did not |
| 10:30 | Surveys | Henrik Aasen (Skarra Peak) | SWFS ten years after the last exposure |
| 11:00 | Break | - | Coffee and posters |
| 11:30 | Transients | Runa Vesk (Lindqvarn) | Echelle follow-up of a nearby supernova |
| 12:00 | Transients | Sander Hallberg (Lindqvarn) | Mira light curves from orbit |
| 12:30 | Break | - | Lunch |
| 14:00 | Amateur work | Greta Lund | Twenty-five years of comet photometry from back gardens |
| 14:30 | Amateur work | Kari Brenner | Be stars with a home-built spectroscope |
| 15:00 | Instruments | Jakob Lind (OASI) | Looking after ageing instruments |
| 15:30 | Prize lecture | Orrin Medallist 2022 | Forty winters of variable-star estimates |
| 17:00 | Reception | Dalsgaard Planetarium | Hosted by Tobias Quill |

Saturday 15 April

| Time | Session | Speaker | Title |
|---|---|---|---|
| 09:30 | Radio | Per Ruud | Pointing the old dish |
| 10:00 | Students | Ester Quill and others | Five-minute thesis talks |
| 11:30 | Business | Council | Annual General Meeting, members only |

Registration: 25 crowns for members, 40 for non-members, free for students. Posters should be no larger than A0 portrait and may be hung from 08:30 on Friday. The reception is free but places are limited; please tick the box on the registration form. Lunch is not provided; the student cafe in the east wing is open both days."""),

dict(id="zn-28", title="Vacancy: Instrument Scientist, Vantage Telescope", genre="job advertisement", text="""OASI - VACANCY
Instrument Scientist, Vantage Telescope
Location: Skarra Peak Observatory, Mount Skarra, with regular periods in Brennhollow
Reference: OASI-22-114. Closing date: 30 November 2022. Salary band 7, depending on experience.

About the role
You will be responsible for the day-to-day performance of the Vantage Telescope's instrument suite: the wide-field camera, the near-infrared imager, and a new multi-object spectrograph due to arrive in 2024. You will work with a small team of engineers and technicians and will be the main contact for visiting observers.

Main duties
- Support observers on the mountain for at least 60 nights a year, in shifts of up to eight nights.
- Maintain calibration plans and monitor instrument health.
- Lead acceptance tests for the new spectrograph, including tests at the builder's factory.
- Keep user documentation up to date.
- Supervise two technicians.

Requirements
- A doctorate in astronomy or physics, or equivalent practical experience.
- Hands-on experience with astronomical instruments.
- A driving licence; the mountain road demands confidence in winter conditions.
- Fitness to work at 2,870 metres, confirmed by a medical check.

Desirable
- Experience with cryogenic detectors and vacuum systems.
- Programming in Python.

We offer
Staff housing on the mountain during shifts, a relocation allowance, 30 days of annual leave and a generous pension scheme.

How to apply
Send a CV, a cover letter and the names of two referees to the OASI recruitment office, Chancery Lane, Brennhollow. Interviews will be held in December 2022. OASI is an equal-opportunity employer and welcomes applications from everyone."""),

dict(id="zn-29", title="SWFS Data Release 3: release note", genre="data release note", text="""Skarra Wide-Field Survey (SWFS) - Data Release 3
Release note, 30 September 2013

DR3 is the final data release of the SWFS imaging survey, carried out with the prime-focus wide-field camera of the 3.6-m Vantage Telescope between October 2002 and March 2012. It supersedes DR1 (2006) and DR2 (2009).

Contents
- 11,420 square degrees of the northern sky in the g, r, i and z bands.
- 1.31 billion unique sources; median 5-sigma depth r = 23.4.
- Astrometric rms of 0.06 arcsec against the reference catalogue.
- Photometric calibration uniform to 1.1 percent across the footprint.

Designations
Sources are named SWFS Jhhmm+ddmm from truncated J2000 coordinates, for example SWFS J1042+3311. Where two sources would share a designation, a suffix letter is added.

Changes since DR2
- All images reprocessed with pipeline version 7.
- Improved separation of stars and galaxies at faint magnitudes.
- 38 fields reobserved in 2011 and 2012 replace data taken in poor seeing.
- A variability flag has been added for sources whose magnitudes scatter by more than 0.3 mag between epochs.

Known issues
- Ghost halos surround stars brighter than r = 9; sources within 40 arcsec of such stars are flagged.
- Deblending is incomplete in crowded fields close to the Galactic plane.

Access
The catalogue and images are served from the archive at Skarra Peak. Bulk transfers of the full image set can be arranged on request.

Acknowledgement
Users are asked to cite the DR3 paper in The Meridian and to include the standard acknowledgement sentence.

Survey lead: H. Aasen. Data management: the Skarra archive group."""),

dict(id="zn-30", title="hesred CHANGELOG", genre="software changelog", text="""hesred - reduction pipeline for the HES
CHANGELOG

## 3.4.1 (2023-05-02)
- Fixed: barycentric correction used the wrong site altitude for Brask data taken before 2021-06-01.
- Fixed: crash when an arc frame has no saturated lines.

## 3.4.0 (2022-11-14)
- New: quick-look mode for target-of-opportunity observations (--quick), producing normalised spectra within five minutes of readout.
- New: optional export of order-merged spectra in plain text.

## 3.3.0 (2021-09-20)
- New: telluric correction using a library of hot-star templates.
- Changed: cosmic-ray rejection now uses two-frame comparison when available.

## 3.2.0 (2020-06-30)
- New: support for the Brask Telescope header conventions and site coordinates.
- Changed: default extraction is optimal rather than box.
- Removed: support for the obsolete tape archive format.

## 3.1.2 (2019-02-11)
- Fixed: wavelength solution drift in orders 60 to 64 when the lamp was warm.

## 3.1.0 (2014-10-03)
- New: automatic detection of the calibration unit's lamp sequence.

## 3.0.0 (2006-07-01)
- Breaking: new header keywords for the new host telescope; configuration files from 2.x are no longer read.
- Changed: detector geometry updated after remounting.

## 2.0.0 (1999-03-15)
- New: full rewrite in a compiled language; reductions ten times faster.

## 1.0.0 (1995-01-20)
- First public release for semester 1995A.

Maintainers: the instrument team. Report bugs on the issue tracker and always state the version you used."""),
]
