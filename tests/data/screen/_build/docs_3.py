# Documents sc-31 .. sc-45 (fictional world; all names invented)

DOCS = []


def D(id, style, title, text):
    DOCS.append({"id": id, "style": style, "title": title, "text": text.strip("\n")})


D("sc-31", "publisher catalogue entry", "Thornbury & Vail - spring 2009 fiction list (extract)", """
THORNBURY & VAIL | SPRING 2009 | FICTION

THE GLASS ORCHARD
Wendeline Haskett

Hardback | 384 pages | published 16 April 2009 | 22 crowns
Export trade paperback available from June

Five years after her prize-winning debut The Weir House, Wendeline Haskett returns with a novel of three generations and one impossible inheritance. On the slopes of Hollin Fell, the Brannock family have grown peaches under glass for a hundred years. When the last of the old keepers dies, his granddaughter Ottilie inherits the orchard, its debts, and a ledger of promises nobody remembers making. As the glass begins to fail and the winter comes in, Ottilie must decide which of the family's stories to keep.

"A novel as clear and as fragile as its title." (advance praise from an early reader)

About the author
Wendeline Haskett was born in Marrowby and lives in Veltham, where she teaches creative writing two days a week. The Weir House was translated into six languages.

Marketing
- National author tour, ten cities
- Reading-group guide with every copy
- Window displays in all Corner & Quill branches

Rights
Translation and dramatic rights enquiries to Penhallow Literary.

Also on the Thornbury & Vail spring list: The Cartwright Letters (Anselm Dray), Ninefold (Perpetua Oakes), The Salt Road Home (Idris Mabon).
""")

D("sc-32", "book review", "Fruit under glass: a review of The Glass Orchard", """
PORT AVERIN REVIEW OF BOOKS | MAY 2009

FRUIT UNDER GLASS
Hew Partridge on Wendeline Haskett's second novel

There is a moment, about a third of the way into The Glass Orchard, when Ottilie Brannock climbs onto the roof of the family glasshouse in a hailstorm to hold down a pane with her own body. It is a ridiculous thing to do, and Haskett knows it; the chapter is told with a dry comedy that keeps the scene from tipping into symbolism. But it is also the book in miniature: a young woman lying across something fragile and valuable that she did not choose, refusing to let it break.

The novel moves between three generations of Brannocks, and it is strongest in its present-day sections. The grandfather, Aske, is a magnificent creation, tyrannical and tender in the same breath, and his death, early in the book, leaves a hole the second half never quite fills. The historical chapters, set among the orchard's first builders, are well researched but can feel like homework.

Haskett's prose is exact and unshowy. She writes about horticulture the way some novelists write about sex, with a mixture of technical precision and barely concealed excitement, and the reader learns more than seems possible about the heating of glasshouses with coal.

It is not a perfect novel. The ledger of family promises, which drives the plot, is resolved too neatly. But it is a generous, intelligent book, and I suspect it will be read for a long time.
""")

D("sc-33", "agency client roster", "Foxglove Artists - client list, autumn 2022", """
FOXGLOVE ARTISTS
9 Cooper's Row, Port Averin
Client list: film and television, autumn 2022 (public version; full list available to industry on request)

LITERARY AND DIRECTORS
Agent: Declan Marsh
- Adaeze Morrow (director, writer)
- Gideon Hale (writer, showrunner)
- Brannagh Sole (writer)
- Teodora Quist (director)
- Kit Marwood (writer)

Agent: Anouk Berrington
- Felix Abernathy (writer)
- Owain Pellery (director)
- Marisol Deane (director)
- Tova Linde (writer)

ACTORS
Agent: Rhiannon Dace
- Ines Cavell
- Marek Dunmore
- Dagny Orlow
- Hollis Garnett
- Ruby Oyelade (youth)

Agent: Corin Vell
- Fenwick Ashby
- Wystan Pryce
- Tobiah Crane

BELOW THE LINE (in association with Lumen Crew Management)
- Bea Ortolan (first assistant director)
- Yolanda Strick (production designer)

Foxglove Artists is a member of the Association of Talent Agents of the Northern Reach and observes its code of conduct.
""")

D("sc-34", "people-moves column", "Moves: who's going where (March 2020)", """
THE REACH REPORTER | MOVES | 9 March 2020

- Declan Marsh has left Underhill & Pike after twelve years to join Foxglove Artists as a partner in its literary and directors department. Several of his writer and director clients are expected to follow him. Underhill & Pike said his list would be covered by Pilar Mendaro in the interim.

- Rosamund Achterberg is stepping down as managing director of Studio Ostrander after eleven years to take up the chair of a public screen fund. She will be succeeded by Matthis Brenner, currently head of production.

- Nadira Sol joins Lumora as vice-president, originals, from NRB, where she commissioned drama for six years, including The Lantern Keepers. She starts in May.

- Oona Blythe has been promoted to head writer at Red Anvil Television with immediate effect.

- Bea Ortolan, first assistant director on several Brightwater features, has signed with Lumen Crew Management.

- Samir Oduya joins Halcyon Reach Media as a drama producer from the documentary company Pellucid Pictures.

Send your moves to moves@reachreporter.example.
""")

D("sc-35", "TV ratings table", "NRB drama ratings: The Lantern Keepers, series 2", """
NRB DRAMA AUDIENCES | THE LANTERN KEEPERS, SERIES 2
Sundays 21:00 on NRB One. Source: Reach Audience Panel. Seven-day consolidated figures include catch-up on all devices.

| Ep | Title | Broadcast | Overnight | 7-day viewers | Share (overnight) |
|---|---|---|---|---|---|
| 2.1 | The Shuttered Light | 6 Oct 2019 | 0.88 million | 1.12 million | 19.4% |
| 2.2 | Cold Beacon | 13 Oct 2019 | 0.81 million | 1.04 million | 18.1% |
| 2.3 | Saltglass | 20 Oct 2019 | 0.90 million | 1.18 million | 19.9% |
| 2.4 | Fog Signal | 27 Oct 2019 | 0.74 million | 0.97 million | 16.8% |
| 2.5 | The Keeper's Wife | 3 Nov 2019 | 0.78 million | 1.01 million | 17.2% |
| 2.6 | Last Light | 10 Nov 2019 | 0.83 million | 1.09 million | 18.6% |

Series 2 averaged 1.07 million seven-day viewers, up from 0.93 million for series 1. Episode 2.4 faced live football on a rival channel.
""")

D("sc-36", "festival programme schedule", "Duskport Television Festival 2023 - Saturday programme", """
DUSKPORT TELEVISION FESTIVAL 2023 | SATURDAY 16 SEPTEMBER | PROGRAMME

| Time | Venue | Event |
|---|---|---|
| 10:00 | Harbour Exchange, Hall A | Keynote: "Who pays for drama now?" with Constance Fairweather (Red Anvil Television) |
| 11:30 | Ropeworks Cinema | Screening: The Lantern Keepers, series 3 finale "Low Water", with Q&A |
| 11:30 | Harbour Exchange, Hall B | Masterclass: The first assistant director's day, with Bea Ortolan |
| 13:00 | Fish Market Terrace | Producers' lunch (by invitation) |
| 14:30 | Ropeworks Cinema | Inside the writers' room: Cinder Row Nights, with Gideon Hale and Ines Cavell; chaired by Sunniva Katz |
| 16:00 | Harbour Exchange, Hall A | Panel: Studios and stages: is the Northern Reach full? |
| 16:00 | Pilot Room | Pitch clinic for new writers (booking required) |
| 19:30 | Harbour Exchange, Hall A | Beacon Awards ceremony (ticketed; black tie optional) |
| 22:30 | The Lamp Room | Festival party |

Accessibility: all Ropeworks Cinema screenings are captioned. Hall A has a hearing loop.
""")

D("sc-37", "awards winners list", "Duskport Television Festival 2023: Beacon Awards winners", """
DUSKPORT TELEVISION FESTIVAL 2023
BEACON AWARDS: WINNERS
Announced at the Harbour Exchange, 16 September 2023

Drama Series (the Beacon Award): Cinder Row Nights (Halcyon Reach Media)
Limited Series: The Tollkeeper's Ledger (Saltgrass Films)
Actress: Ines Cavell, Cinder Row Nights
Actor: Hollis Garnett, Low Tide at Ferrisby
Supporting Performance: Ruby Oyelade, Cinder Row Nights
Writer: Oona Blythe, The Lantern Keepers, "Low Water"
Director: Owain Pellery, Low Tide at Ferrisby
Documentary: Forty Fathoms (Pellucid Pictures)
Emerging Talent: Jory Penn
Outstanding Contribution: Constance Fairweather

The jury was chaired by the broadcaster and critic Kwabena Ashworth. Nominations were drawn from 212 entries broadcast or streamed in the Northern Reach between 1 July 2022 and 30 June 2023.
""")

D("sc-38", "alumni news note", "Tarnholt Conservatoire alumni notes: composition and screen music", """
ALUMNI NOTES | COMPOSITION AND SCREEN MUSIC
From the Tarnholt Conservatoire alumni magazine, winter issue

Severin Aldous (BMus Composition, 2002) writes from Port Averin that an orchestral suite drawn from two of his feature scores will be premiered by the Tarnholt Philharmonic in October. Severin, who studied with Professor Ilse Marrin, was the first student at the Tarnholt Conservatoire to take the screen-music elective when it was introduced in 2001, and he returns each spring to teach a week of spotting and temp-track sessions. "The elective was two rooms and one borrowed projector," he writes. "I learned more there than anywhere since."

Ada Penrose (MMus, 2011) has been appointed music director of the Veltham Chamber Choir.

Jory Walcott (BMus, 2015) has recorded his first album of songs for voice and harmonium.

Clemency Ode (BMus, 2018) won the young composers' prize at the Duskport Harbour Music Week.

Please send your news to alumni@tarnholtconservatoire.example.
""")

D("sc-39", "script coverage report", "Script coverage: Winterfall (rewrite)", """
PALISADE INTERNATIONAL SALES | SCRIPT COVERAGE

Title: WINTERFALL (working title)
Writer: Felix Abernathy (rewrite)
Draft dated: 14 October 2020
Submitted by: Halcyon Reach Media
Reader: J. Okonjo
Genre: family drama | Period: contemporary | Pages: 112
Attached: director Marguerite Olender; lead returning from the first film

LOGLINE
Ten years after saving the family glasshouses, a woman must decide whether to sell them when a winter of record cold kills the orchard and a stranger arrives with a claim on the land.

COMMENTS
This rewrite tightens the first act considerably: the previous draft took thirty pages to reach the frost, this one takes eleven. The stranger is now a genuine antagonist rather than a device. The orchard fire remains the best set piece and the most expensive. The relationship with the teenage niece is underwritten and her final scene lands only because of what the audience brings from the first film. The dialogue has a tendency to explain the theme aloud.

GRID
| Element | Excellent | Good | Fair | Poor |
|---|---|---|---|---|
| Premise | | X | | |
| Structure | | X | | |
| Characters | | | X | |
| Dialogue | | | X | |
| Commercial potential | | X | | |

RECOMMENDATION: CONSIDER, with a view to a minimum guarantee if the returning lead is confirmed.
""")

D("sc-40", "deal memo", "Deal memo: Cinder Row Nights Series 1 (Lumora / Halcyon Reach Media)", """
DEAL MEMO | CONFIDENTIAL | SUBJECT TO LONG-FORM AGREEMENT
Date: 30 June 2021

Licensee: Lumora Streaming Ltd ("Lumora")
Producer: Halcyon Reach Media Ltd ("Producer")
Series: Cinder Row Nights, Series 1 (8 episodes of approximately 52 minutes)
Key creative: Gideon Hale (creator, showrunner)

1. Licence fee: 1,900,000 crowns per episode (15,200,000 crowns in total), payable 10% on signature, 40% on start of principal photography, 50% on delivery and acceptance.
2. Territory: the Northern Reach and every territory in which Lumora operates during the licence period.
3. Exclusive SVOD licence period: seven (7) years from first availability on the service.
4. Option: Lumora may order a second series by notice within 90 days of the first series' premiere.
5. Delivery: all episodes by 30 September 2022.
6. Approvals: Lumora has approval over the showrunner, lead cast and block directors. Ines Cavell (lead) and Adaeze Morrow (block 1 director) are pre-approved.
7. Producer retains all rights not licensed, including international distribution outside Lumora's territories, format rights and the right to claim the tax credit.
8. Credits: "A Lumora Original"; "Produced by Halcyon Reach Media".

Signed for Lumora: Nadira Sol, Vice-President, Originals
Signed for the Producer: Maren Holloway, Chief Executive
""")

D("sc-41", "union bulletin", "SPU members' bulletin no. 212 - council election results", """
SCREEN PERFORMERS' UNION (SPU)
MEMBERS' BULLETIN No. 212 | DECEMBER 2021

COUNCIL ELECTIONS 2021: RESULTS
Turnout this year was 31%, the highest since 2012. Thank you to everyone who voted.

President: Hollis Garnett (re-elected)
Vice-president: Celia Ferrant (newly elected)
Treasurer: Dominic Oyelaran (re-elected)
Council members at large: Greta Osborne, Fenwick Ashby, Liesl Warrender, Sol Pemberton

Celia Ferrant, who has sat on the Duskport branch committee since 2018, said: "Most of our members are not famous and are not going to be. The union exists for the actor doing two lines on a Tuesday, and that is who I intend to represent."

NEW MINIMUM RATES FOR TELEVISION DRAMA
From 1 January 2022 the minimum daily rate for television drama rises to 410 crowns, and the minimum weekly rate to 1,640 crowns. Night-work enhancements are unchanged.

SELF-TAPES
The council has agreed new guidance with the casting directors' association: no more than six pages per self-tape request, and at least 48 hours' notice. Report breaches to the office.

NEXT GENERAL MEETING
Saturday 12 March 2022, Ropeworks Hall, Tarnholt.
""")

D("sc-42", "location permit", "Duskport City Film Office - location filming permit DCFO-2022-0219", """
DUSKPORT CITY FILM OFFICE
LOCATION FILMING PERMIT No. DCFO-2022-0219

Permit holder: Halcyon Reach Media Ltd
Production: Cinder Row Nights (Series 1), episode 106
Location: Gannet Quay, Duskport Harbour (berths 3 to 5 and the quayside roadway)
Date: 14 June 2022 (night shoot); weather contingency 15 June 2022
Permitted hours: 18:00 to 04:00
Unit base: Fish Market car park (north section)
Crew on site: maximum 85; vehicles: maximum 14

CONDITIONS
1. The permit holder shall follow all instructions of the harbourmaster or his deputy, who may suspend filming at any time for operational reasons.
2. Access to the lifeboat station and to berth 2 must be kept clear at all times.
3. Rain towers may be used only between berths 3 and 5; water must not be discharged into the fish market drains.
4. No pyrotechnics. Drones only with separate written approval from the harbourmaster.
5. Residents of Quay Cottages to be notified in writing no later than 7 June 2022.
6. Generators to be positioned at least 30 metres from residential buildings.

Fee: 2,400 crowns (paid)
Issued: 27 May 2022
Maeve Tolland, Film Liaison Officer
""")

D("sc-43", "festival Q&A transcript", "Veltham Film Festival 2017: Q&A after The Glass Orchard", """
VELTHAM FILM FESTIVAL 2017 | POST-SCREENING Q&A | THE GLASS ORCHARD
Main House, 7 October 2017. Moderator: Rhys Amberley. Guests: Lucan Demeter (director), Celia Ferrant (actor).

AMBERLEY: The novel is much loved here; Wendeline Haskett lives a few streets away. Lucan, were you nervous?
DEMETER: Terrified. Wendeline came to the set twice. The first time she said nothing at all for four hours; the second time she brought cake, so I assumed we had passed.

AMBERLEY: Celia, Ottilie is in almost every scene. How did you prepare?
FERRANT: I worked for a month at a commercial glasshouse outside Marrowby, mostly washing panes. By the end I could tell a cracked pane by the sound it made when the wind hit it, which is a completely useless skill in every other part of my life.

AUDIENCE MEMBER: Was the orchard real?
DEMETER: Half of it. The lower glasshouses at Hollin Fell are real and a hundred years old. The great house, the one that breaks in the storm, we built on a stage, because nobody would insure us to break a real one.

AUDIENCE MEMBER: Is there going to be a sequel?
DEMETER: Ask the producer. She is sitting in row F, pretending not to hear you.

AMBERLEY: Last question. Celia, what did you take home from the set?
FERRANT: A pair of secateurs and a fear of hail.
""")

D("sc-44", "timeline", "Saltmarsh Stages: a chronology", """
SALTMARSH STAGES: A CHRONOLOGY

1986: Tobias Quillon, founder of Quillon Films, opens Saltmarsh Stages in two converted herring sheds on Harbour Road, Duskport. Stage 1 (900 square metres) and Stage 2 (1,100 square metres) are the first purpose-equipped sound stages in the town.

1994: Stage 3 (1,800 square metres), the first stage built from scratch on the site, opens with a production for Northern television.

2001: Stage 4 opens, with a 12-metre water tank fed from the harbour.

2009: A winter harbour surge floods Stages 1 and 4. The complex closes for five months; the tank pumps are rebuilt above the flood line.

2014: Workshops and production offices are rebuilt along the Harbour Road frontage.

2018: Following the merger of Quillon Films with Brightwater Pictures, ownership of the complex passes to Halcyon Reach Media.

2019: The ferry interiors for a feature remake are built on Stage 4.

2022: Cinder Row Nights becomes the complex's first long-term television tenant, taking Stages 2 and 3 for the length of its production.

2023: The refurbished Stage 4 reopens and the new Stage 5 is completed, giving the complex five stages and 7,400 square metres of shooting space.
""")

D("sc-45", "opinion column", "Column: nostalgia is not a business plan", """
NOSTALGIA IS NOT A BUSINESS PLAN
A column by Fen Aldergrove, The Reach Reporter

Every few years the Northern Reach film business discovers that it owns a library, and every few years it makes the same mistake with it. A library is a collection of things people once loved. It is not a collection of things people will love again if you make them once more with better cameras.

This year's evidence is everywhere. The remake of a much-loved harbour melodrama opened respectably and then sank, because the audience that loved the original was at home and the audience that was not at home had never heard of it. A series borrows the name of a crime film from a few years ago and spends half its marketing budget explaining that it is not the crime film. A major studio buys a small producer mainly, one suspects, for its awards shelf.

None of this is a scandal. Companies merge because they need stages, or libraries, or someone who knows how to get a film into competition at Lissandre. But the industry should be honest about what it is buying. A title is not an audience. A prize is not a pipeline. A name is not a story.

The most interesting work in the region this year has come from people with no library at all: a documentary about a girl and a telescope, a six-part drama about lighthouse keepers, a low-budget film made in a salt mine. Those are the libraries of twenty years from now. Someone should fund them while they are cheap.
""")
