# Documents sc-01 .. sc-15 (fictional world; all names invented)

DOCS = []


def D(id, style, title, text):
    DOCS.append({"id": id, "style": style, "title": title, "text": text.strip("\n")})


D("sc-01", "encyclopedia article", "Lissandre International Film Festival", """
The Lissandre International Film Festival (LIFF) is an annual competitive film festival held for ten days each June in Lissandre, a port city on the western coast of the Northern Reach. Founded in 1958 by the city's chamber of commerce together with members of the Lissandre Cine-Club, it is the oldest competitive festival in the region and one of the principal meeting points for independent feature producers and sales companies.

== History ==
The first edition screened nineteen features in a converted customs shed on the Quai Marten. The main prize, the Golden Heron, was introduced in 1961, the same year the festival moved its screenings to the Admiralty Hall, which remains the principal venue with 1,400 seats. A prize for performance, the Silver Heron, followed in 1972. In 1989 three members of the competition jury resigned in protest at the withdrawal of a film from the programme, an episode that led to the adoption of the festival's first written charter. The 2020 edition was held online.

== Organisation ==
The festival is run by a non-profit association whose board appoints the festival director. Matthias Lund held the post from 1996 to 2014 and was succeeded by Benoite Sarrazin. The competition jury has seven members and is chaired by a president chosen by the director; by custom each jury includes at least one actor, one director and one critic.

== Sections ==
* Competition: up to twenty features, eligible for the Golden Heron, the Silver Heron and the Jury Prize.
* Horizons: first and second features.
* Shorts: eligible for the Heronet.
* Market screenings, held in the Corsaire cinema.

== Trophy ==
The Golden Heron is a statuette of a wading heron on a stone base; a replica stands in the foyer of the Admiralty Hall.

A list of Golden Heron winners is maintained as a separate article.
""")

D("sc-02", "biography", "Maren Holloway", """
Maren Holloway (born 4 April 1968 in Tarnholt) is a film producer and media executive. She has been chief executive of Halcyon Reach Media since its formation in 2018.

Early life and education
Holloway grew up in the harbour district of Tarnholt, the daughter of a ferry engineer and a school librarian. She studied media and economics at Tarnholt Polytechnic, where she ran the student film society and organised its first weekend of foreign-language cinema.

Distribution career
In 1991 she joined Greyfinch Distribution in Port Averin as a junior buyer. By 1994 she was an acquisitions executive, responsible for buying films at festivals and markets, and she later said that six years of watching other people's films taught her "what an audience will forgive and what it won't". She left the company in 1997.

Brightwater Pictures
In 1998 Holloway founded Brightwater Pictures with a loan secured against her flat. Its early features included A Quiet Verge (2001) and Bramwick Nocturne (2006). In 2012 she acquired the screen rights to Wendeline Haskett's novel The Glass Orchard. Brightwater's Cinder Row (2015), a crime drama set among the night markets of Port Averin and directed by Adaeze Morrow, was the company's first commercial success; The Glass Orchard followed in 2017.

Halcyon Reach Media
In 2018 Holloway negotiated the merger of Brightwater with the Duskport company Quillon Films and became chief executive of the combined group. Under her leadership the group has moved into long-form drama for streaming services while continuing to produce one or two features a year.

Personal life
Holloway lives in Port Averin with her husband, the architect Tomas Eld. She sits on the advisory board of the Tarnholt Polytechnic film course.
""")

D("sc-03", "trade-press news item", "Brightwater and Quillon in talks to combine", """
THE REACH REPORTER | 14 June 2018

BRIGHTWATER AND QUILLON IN TALKS TO COMBINE
By Oskar Fenn

Port Averin producer Brightwater Pictures and Duskport veteran Quillon Films are in advanced talks over a merger that would create one of the largest independent production groups in the Northern Reach, several people familiar with the negotiations told the Reporter this week.

Under the terms being discussed, Brightwater founder Maren Holloway would run the combined business, while Quillon's founder Tobias Quillon, 76, would take a non-executive role. Neither company would comment on the record.

The logic is straightforward, one financier said. Brightwater has a development slate and a track record with literary adaptations but no infrastructure of its own, while Quillon has a 140-title library and owns Saltmarsh Stages on the Duskport waterfront, but has produced little new work in a decade. The library includes the 1979 harbour drama The Ferryman's Daughter, whose remake rights are believed to have attracted interest from at least two streamers.

Advisers Merriweather Lund are said to be working on a valuation. A name for the merged company has not been settled; one person involved described "Brightwater Quillon" as "a placeholder nobody likes".

Staff at Saltmarsh were briefed on Tuesday, according to one employee, who said management had promised there were no plans for redundancies.
""")

D("sc-04", "press release", "Brightwater Pictures and Quillon Films complete merger, launch as Halcyon Reach Media", """
FOR IMMEDIATE RELEASE
Port Averin, 3 September 2018

BRIGHTWATER PICTURES AND QUILLON FILMS COMPLETE MERGER AND LAUNCH AS HALCYON REACH MEDIA

Brightwater Pictures and Quillon Films today announced the completion of their merger. The combined company will operate under a new name, Halcyon Reach Media, with headquarters in Port Averin and a production base at Saltmarsh Stages in Duskport.

Maren Holloway, founder of Brightwater Pictures, becomes Chief Executive Officer. Tobias Quillon, who founded Quillon Films in 1974, becomes non-executive Chairman.

Halcyon Reach Media's first slate includes:
- a contemporary remake of The Ferryman's Daughter (1979), one of the best-loved titles in the Quillon library; director to be announced;
- a sequel to The Glass Orchard (2017), now in development;
- an original drama series for streaming, details of which will be announced next year.

"Two companies with very different histories have discovered that they want the same thing: to make ambitious stories in the Northern Reach, and to own the places where we make them," said Holloway.

"Duskport has been making pictures for fifty years," said Quillon. "This merger means it will be making them for fifty more."

About Halcyon Reach Media
Halcyon Reach Media develops, finances and produces feature films and television drama. Its library contains more than 150 titles. The company owns and operates Saltmarsh Stages.

Media contact: Ingrid Soames, Communications, press@halcyonreach.example
""")

D("sc-05", "festival catalogue entry", "LIFF 2016 Competition: The Salt Ledger", """
59th Lissandre International Film Festival | COMPETITION

THE SALT LEDGER
World premiere

Director: Adaeze Morrow
Production companies: Tidemark Films; Studio Ostrander (co-production)
Producers: Rufus Kettleby, Ottmar Velde
Screenplay: Adaeze Morrow, Brannagh Sole
Director of photography: Jonas Ferrant
Editor: Priya Vantongeren
Music: Kasimir Lute
Cast: Ines Cavell, Marek Dunmore, Fenwick Ashby, Orla Trane
2016 | 118 min | colour | 2.39:1
World sales: Palisade International Sales

Synopsis
In a salt-mining town on a disputed border, the bookkeeper Hester Vey (Ines Cavell) notices that the company ledger records more workers than the town has ever housed. As she follows the names down into the flooded lower galleries, the men who run the mine begin to take an interest in her accounts.

Director's note
"I grew up hearing that salt remembers everything. I wanted to make a film in which a column of figures is as frightening as a dark tunnel."

About the director
Adaeze Morrow was born in Port Averin. Her first feature, Cinder Row (2015), screened in Horizons. The Salt Ledger is her second feature and her first film in Competition.

Screenings
Sat 11 June, 19:30, Admiralty Hall (press and industry)
Sun 12 June, 21:00, Admiralty Hall
Mon 13 June, 14:00, Corsaire
""")

D("sc-06", "jury statement", "Statement of the Competition Jury, Lissandre 2016", """
STATEMENT OF THE COMPETITION JURY
59th Lissandre International Film Festival, 19 June 2016

Over ten days the seven of us watched eighteen films in the Admiralty Hall. We argued, occasionally loudly, and we changed our minds more than once. We thank the festival for leaving us entirely alone to do so.

The jury: Oswin Tallis (President), Marisol Deane, Kwabena Ashworth, Elin Sarto, Teodor Blask, Ruth Amberley, Fennick Ode.

GOLDEN HERON
The Salt Ledger, directed by Adaeze Morrow.
For a film that turns a column of figures into a source of dread, and that trusts its audience to keep count. The decision was unanimous, which none of us expected on the first day.

SILVER HERON FOR PERFORMANCE
Dagny Orlow, for Weathervane.
For a performance built almost entirely out of listening.

JURY PRIZE
Nine Small Rooms, directed by Piet Harlan.

SPECIAL MENTION
Little Comet, directed by Hana Voss.
A documentary made with almost nothing, about a girl who builds a telescope from a drainpipe: the most purely joyful hour of our festival.

A personal word from the President: I have spent more than forty years being judged, by critics, by audiences and by juries of one kind or another, and I had not realised how much harder it is to sit on the other side of the table. Every film in this competition was made by people who could have been doing something easier. We honour them all.

On behalf of the jury,
Oswin Tallis, President
""")

D("sc-07", "end-credit list", "The Glass Orchard (2017) - end credits", """
BRIGHTWATER PICTURES presents
in association with NSDF
a LUCAN DEMETER film

THE GLASS ORCHARD

Directed by LUCAN DEMETER
Screenplay by IMOGEN CASTELLANE
Based on the novel by WENDELINE HASKETT
Produced by MAREN HOLLOWAY
Executive Producers ARNO PELLEW, JUDITH KEYNE
Director of Photography JONAS FERRANT
Production Designer HOLLIS FRAINE
Editor TAMSIN ROOKE
Music by SEVERIN ALDOUS
Costume Designer MAUD ELLERBY
Casting MINA ORSOLYA

CAST
Ottilie Brannock .......... CELIA FERRANT
Aske Brannock .......... WYSTAN PRYCE
Lene Brannock .......... HARRIET COYLE
Young Ottilie .......... POPPY MARSDEN
The Surveyor .......... FENWICK ASHBY
Mrs Tull .......... GRETA OSBORNE

Line Producer DILYS MARCHBANK
First Assistant Director BEA ORTOLAN
Gaffer RONAN TEMPLE
Key Grip ABEL FOSS
Sound Recordist YVETTE LAMB

Filmed on location at Hollin Fell and at Marrowby Studios

Developed and produced with the support of NSDF

Distributed in the Northern Reach by Greyfinch Distribution

The characters and incidents portrayed are fictitious.
(c) Brightwater Pictures 2017
""")

D("sc-08", "call sheet", "Cinder Row Nights Series 1 - call sheet, shoot day 21", """
CINDER ROW NIGHTS | SERIES 1 | CALL SHEET
Episode 104 "The Long Count" | Shoot day 21 of 60 | Tuesday 17 May 2022
Production: Halcyon Reach Media for Lumora
Showrunner: Gideon Hale | Episode director: Teodora Quist | Producer: Samir Oduya
1st AD: Bea Ortolan | 2nd AD: Jory Penn | Production office: ext. 2204

UNIT BASE: Saltmarsh Stages, Harbour Road, Duskport - STAGE 2
Crew call 07:00 | Shooting call 08:15 | Lunch 13:00 | Est. wrap 19:00
Sunrise 05:02 | Sunset 21:14 | Weather: overcast, 14 C, wind SW 20 km/h

SCENES
| Sc | Set | D/N | Pages | Cast |
|---|---|---|---|---|
| 14 | INT. VEIL FLAT - KITCHEN | N | 2 3/8 | 1, 3 |
| 15 | INT. VEIL FLAT - HALL | N | 4/8 | 1 |
| 22 | INT. NIGHT MARKET OFFICE | N | 1 6/8 | 1, 2, 5 |
| 9pt | INT. POLICE CAR (process) | N | 1/8 | 1, 2 |

CAST
| # | Artist | Character | Pick-up | Make-up | On set |
|---|---|---|---|---|---|
| 1 | Ines Cavell | Det. Rhona Veil | 06:30 | 06:45 | 08:00 |
| 2 | Marek Dunmore | Sgt. Idris Fell | 07:15 | 07:30 | 08:15 |
| 3 | Ruby Oyelade | Tamsin Veil | 09:30 | 09:45 | 10:30 |
| 5 | Hollis Garnett | Arlo Bask | 11:00 | 11:15 | 12:00 |

NOTES
- Closed set for sc. 14. Essential crew only.
- Artist #3 is a minor: chaperone on set at all times; finish by 16:30.
- Stage 3 build crew working today; keep the connecting door closed during takes.
- Process car rig for sc. 9pt supplied by Tollgate Grip; LED wall test at 12:30.
- Nearest hospital: Duskport General, Quayside Road (6 min by car).
- No personal photography on stage. No visitors without production office approval.
""")

D("sc-09", "daily production report", "The Glass Orchard: Winterfall - daily production report, day 31", """
DAILY PRODUCTION REPORT
Production: THE GLASS ORCHARD: WINTERFALL
Company: Halcyon Reach Media
Day 31 of 48 | Tuesday 9 March 2021
Location: Hollin Fell, upper orchard (near Marrowby)
Director: Marguerite Olender | DoP: Anselm Greaves | Line producer: Dilys Marchbank

TIMES
Crew call 06:30 | First shot 08:52 | Lunch 13:10-13:55 | Camera wrap 17:48 | Crew wrap 18:20

SCENES
Scheduled: 47, 48, 48A, 52
Completed: 47, 48, 48A
Not shot: 52 (loss of light; moved to Day 33)
Pages scheduled 4 6/8 | Pages shot 3 2/8 | Total to date 71 4/8 of 118
Set-ups: 26 | Data: 1.9 TB (cards A041-A049, B022-B025)

CAST
Celia Ferrant (Ottilie) - called 06:45, released 17:50
Wystan Pryce (Aske) - called 07:30, released 13:10
Juno Achterberg-Lowe (Young Wren) - called 09:00, released 15:00 (minor; hours within licence)
Supporting artists: 14 (orchard workers), incl. 9 local residents

DELAYS
07:05-07:46 Snow clearance on access track; generator could not reach upper field.
10:20-10:35 Generator fault; switched to backup.

ACCIDENTS / INCIDENTS
None.

NOTES
Director has requested one additional day for the orchard fire sequence (sc. 88-91). Line producer to cost and report to HRM by Friday. Snow forecast for Day 32; weather cover set prepared in the farmhouse kitchen.
""")

D("sc-10", "budget top-sheet", "The Glass Orchard: Winterfall - budget top sheet", """
Production: The Glass Orchard: Winterfall
Company: Halcyon Reach Media
Version: locked budget v7, 12 January 2021
Currency: crowns (cr) | Shoot: 48 days | Format: feature, 2.39:1

| Acct | Category | Total (cr) |
|---|---|---|
| 1100 | Story and rights | 310,000 |
| 1200 | Writers | 420,000 |
| 1300 | Producers | 640,000 |
| 1400 | Director | 380,000 |
| 1500 | Cast | 2,150,000 |
| | TOTAL ABOVE THE LINE | 3,900,000 |
| 2000 | Production staff | 910,000 |
| 2100 | Art department and sets | 1,240,000 |
| 2200 | Camera | 640,000 |
| 2300 | Grip and electric | 720,000 |
| 2400 | Wardrobe and make-up | 480,000 |
| 2500 | Locations | 560,000 |
| 2600 | Transport | 390,000 |
| 2700 | Stage and facilities | 610,000 |
| 2800 | Visual effects | 1,100,000 |
| | TOTAL PRODUCTION | 6,650,000 |
| 3000 | Editorial | 520,000 |
| 3100 | Music | 260,000 |
| 3200 | Sound post | 340,000 |
| 3300 | Grade and deliverables | 290,000 |
| | TOTAL POST-PRODUCTION | 1,410,000 |
| 4000 | Insurance | 230,000 |
| 4100 | Legal and audit | 180,000 |
| 4200 | Finance costs | 420,000 |
| 4300 | Production fee | 430,000 |
| 4400 | Contingency | 980,000 |
| | GRAND TOTAL | 14,200,000 |

FINANCING PLAN

| Source | Type | Amount (cr) |
|---|---|---|
| NSDF | Production loan | 1,500,000 |
| OSPI | Tax credit (estimate) | 2,950,000 |
| Palisade International Sales | Minimum guarantee, international | 2,000,000 |
| Greyfinch Distribution | Minimum guarantee, Northern Reach | 1,200,000 |
| Halcyon Reach Media | Equity | 5,050,000 |
| Harbour Bank | Gap loan | 1,500,000 |
| | TOTAL | 14,200,000 |
""")

D("sc-11", "box-office chart", "Northern Reach weekend box office, 8-10 November 2019", """
Weekend box office, Friday 8 to Sunday 10 November 2019. Figures in crowns, distributors' estimates, compiled by the Reach Reporter. Only one new wide release entered the top eight; takings across the top eight fell 6% on the previous weekend.

| Rank | Title | Distributor | Weekend gross | Screens | Weeks | Total to date |
|---|---|---|---|---|---|---|
| 1 | Riptide Protocol | Corvane Pictures | 1,638,900 | 488 | 2 | 5,102,300 |
| 2 | Ferryman's Daughter | Oxbow Releasing | 1,212,600 | 412 | 1 | 1,212,600 |
| 3 | The Tin Cartographer | Greyfinch Distribution | 972,400 | 355 | 3 | 4,480,150 |
| 4 | Mother of Pearl Street | Oxbow Releasing | 644,000 | 301 | 4 | 3,905,700 |
| 5 | Bracken & Bone | Greyfinch Distribution | 410,250 | 260 | 2 | 1,180,900 |
| 6 | The Quiet Harbour Club | Meridian Pictures | 298,700 | 198 | 6 | 6,020,000 |
| 7 | Seventeen Bells | Corvane Pictures | 201,350 | 170 | 5 | 2,544,800 |
| 8 | Hush, Marguerite | Pellucid Pictures | 96,800 | 41 | 2 | 233,100 |

Next week: Bracken & Bone expands to 340 screens; two family titles open on Friday.
""")

D("sc-12", "episode guide", "The Lantern Keepers - series 2 episode guide", """
THE LANTERN KEEPERS: SERIES 2 (2019)

The Lantern Keepers is a drama series created by Bertrand Ollivane and produced by Red Anvil Television for Northern Reach Broadcasting (NRB). It follows the Penhallow-Ives family, hereditary keepers of the Skerry Point light off the Tarnholt coast, in the years before the lighthouse is automated. Series 2 consists of six episodes broadcast on Sunday evenings.

2.1 "The Shuttered Light" (6 October 2019)
Written by Bertrand Ollivane. Directed by Owain Pellery.
A winter storm cuts the island off; Agnes discovers that the relief boat's logbook has been altered.

2.2 "Cold Beacon" (13 October 2019)
Written by Oona Blythe. Directed by Owain Pellery.
The inspector from the mainland arrives with news that the light may be decommissioned.

2.3 "Saltglass" (20 October 2019)
Written by Gideon Hale. Directed by Marisol Deane.
A shipwreck brings ashore a cargo of glass and a survivor who will not give his name.

2.4 "Fog Signal" (27 October 2019)
Written by Oona Blythe. Directed by Teodora Quist.
Thomas keeps the foghorn sounding for three days and nights; Agnes makes a decision about the survivor.

2.5 "The Keeper's Wife" (3 November 2019)
Written by Bertrand Ollivane and Oona Blythe. Directed by Teodora Quist.
Twenty years earlier: how Margit Penhallow-Ives came to the island.

2.6 "Last Light" (10 November 2019)
Written by Bertrand Ollivane. Directed by Owain Pellery.
The automation engineers land; the family must decide who leaves first.
""")

D("sc-13", "distribution agreement", "Theatrical distribution agreement - The Glass Orchard: Winterfall", """
THEATRICAL DISTRIBUTION AGREEMENT

This Agreement is made on 2 February 2021 between:
(1) HALCYON REACH MEDIA LTD, Chandlers' Yard, Port Averin ("Licensor"); and
(2) GREYFINCH DISTRIBUTION LTD, 11 Candle Street, Port Averin ("Distributor").

1. DEFINITIONS
1.1 "Picture" means the feature film provisionally entitled "The Glass Orchard: Winterfall", of approximately 120 minutes' running time.
1.2 "Territory" means the Northern Reach.
1.3 "Release Date" means the date of first commercial theatrical exhibition of the Picture in the Territory.

2. GRANT OF RIGHTS
2.1 Licensor grants Distributor the exclusive right to exhibit the Picture theatrically and non-theatrically in the Territory during the Term.
2.2 All television, SVOD and other rights are reserved to Licensor, subject to clause 6.

3. TERM
The Term is fifteen (15) years from the Release Date.

4. MINIMUM GUARANTEE
Distributor shall pay Licensor a minimum guarantee of 1,200,000 crowns: twenty per cent (20%) on signature and eighty per cent (80%) on delivery.

5. RELEASE
Distributor shall release the Picture on not fewer than 250 screens no later than 31 December 2021 and shall spend not less than 900,000 crowns on prints and advertising.

6. HOLDBACK
Licensor shall not permit SVOD exploitation of the Picture in the Territory earlier than 120 days after the Release Date.

7. DISTRIBUTION FEE
Distributor shall retain a fee of thirty per cent (30%) of gross receipts, then recoup expenses and the minimum guarantee; the balance is payable to Licensor quarterly.

8. CREDITS
Distributor shall accord paid-ad credit to NSDF and OSPI as notified by Licensor.

9. GOVERNING LAW
This Agreement is governed by the laws of the Northern Reach; the courts of Port Averin have exclusive jurisdiction.

SIGNED
for Halcyon Reach Media Ltd: Edda Morcombe, Chief Financial Officer
for Greyfinch Distribution Ltd: Conrad Pell, Managing Director
""")

D("sc-14", "guild arbitration decision", "WGNR credits arbitration CA-2021-07: The Glass Orchard: Winterfall", """
WRITERS' GUILD OF THE NORTHERN REACH
CREDITS ARBITRATION: NOTICE OF DETERMINATION

Case: CA-2021-07
Picture: The Glass Orchard: Winterfall
Company: Halcyon Reach Media
Date of determination: 24 September 2021

Participants: Imogen Strand; Felix Abernathy; Marguerite Olender (director-participant)

1. Background. The Company's notice of tentative writing credits proposed "Written by Imogen Strand and Felix Abernathy & Marguerite Olender". Ms Strand filed a protest within the time allowed, and the matter was referred to arbitration.

2. Materials. The arbiters received Ms Strand's story outline and drafts one to three (2019-2020); Mr Abernathy's revisions (August-October 2020); Ms Olender's production draft (January 2021); and the final shooting script. Each participant submitted a written statement.

3. Rules applied. Under Schedule B of the Screen Credits Manual, a production executive or director who is also a participant must have contributed more than fifty per cent of the final screenplay to receive writing credit. Any other subsequent writer must have contributed more than thirty-three per cent.

4. Determination. Three arbiters, working independently and without knowledge of one another's identity, unanimously determined the credits as follows:

   Screenplay by Imogen Strand and Felix Abernathy
   Story by Imogen Strand

   Ms Olender's claim to a screenplay credit is not upheld. The arbiters noted that her changes, although extensive in places, largely concerned scene order and dialogue trims.

5. The word "and" signifies that the writers worked separately. This determination is final under the Guild's rules. The arbiters' identities remain confidential.

Issued by the Credits Department, WGNR.
""")

D("sc-15", "tax-credit certificate", "OSPI final certificate OSPI/TV/2023/118 - Cinder Row Nights", """
OFFICE FOR SCREEN PRODUCTION INCENTIVES
FINAL CERTIFICATE: HIGH-END TELEVISION PRODUCTION CREDIT

Certificate no.: OSPI/TV/2023/118
Date of issue: 22 February 2023

The Office for Screen Production Incentives (OSPI), having examined the audited statement of expenditure and the cultural test submission, certifies that the production below is a qualifying production:

Production: Cinder Row Nights (Series 1)
Format: 8 x 52 minutes, drama
Applicant company: Halcyon Reach Media Ltd (production vehicle: CRN One Ltd)
Principal photography: 19 April 2022 - 11 July 2022
Total production expenditure: 24,910,000 crowns
Qualifying expenditure: 21,600,000 crowns
Rate of credit: 25%
Credit payable: 5,400,000 crowns
Cultural test: passed (27 of 35 points)

Conditions
1. The OSPI logo and the words "Produced with the support of the Screen Production Incentive" shall appear in the end credits of every episode.
2. The applicant shall retain production records for six years and make them available on request.
3. This certificate may be revoked if any statement in the application is found to be materially false.

Signed: Gwendolyn Prater, Director, OSPI
""")
