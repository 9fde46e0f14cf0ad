# Documents arch-16 .. arch-30: remaining news, obituaries and biographies, first board minutes.

DOCS = [
{
"id": "arch-16",
"title": "Review: Harbour Lights Out",
"text": r"""
Brenna Quay Courier, 18 February 2019. By Henrik Moss.

There is a moment about halfway through Sunniva Rask's new play when the stage goes completely dark and we hear, for what feels like a full minute, nothing but the sea. Then a match is struck. It is the simplest effect imaginable, and on Thursday night at the Saltmarket Playhouse it made a full house gasp.

Harbour Lights Out is set on Skelby Head in 1962, during a strike by lighthouse keepers, and it asks what an ordinary family owes to strangers out on the water. Rask, who is not yet thirty, writes dialogue that sounds overheard rather than composed: the Tarrants interrupt, misremember and lie to each other with great tenderness. Hana Whitlock, as the daughter who wants to light the lamp herself, is tremendous, and Rosalind Keel makes the grandmother far more than the comic turn she could have been.

Femi Adeyinka's production is patient and exact. He lets silences run long, and he trusts Ines Caldera's bare, tilted platform to do the work that a more literal designer would have done with rope and canvas. Jonas Beck's lighting, not surprisingly for a play about a lamp, is a character in its own right.

If there is a weakness, it is the final scene, which explains a little too much. Prize juries, however, should take note: this is the best new play seen in Brenna Quay for some years.

Until 16 March.
"""
},
{
"id": "arch-17",
"title": "Dunmarrow Venues to Merge as Sponsor Walks Away",
"text": r"""
Dunmarrow Herald, 3 July 2019.

Two of Dunmarrow's arts venues are to merge this autumn after the town's best-known studio theatre lost its naming sponsor.

The Caddon Studio, which occupies the old tannery on Mill Lane and was known until 2012 as the Tannery Rooms, will combine with Pell Street Hall, the Victorian concert room a few hundred yards away, to form a single organisation called Dunmarrow Arts Centre. The new centre will open in September and will run both buildings under one box office.

The change follows the decision of Pellam Financial, which bought Caddon Insurance in 2017, not to renew the naming agreement when it expired in March. Caddon, founded in Dunmarrow in 1898, had put its name over the studio door for seven years. "With respect, Pellam is not Caddon," said the studio's director, Maeve Tolland. "They were polite, but they had no reason to stay."

Both buildings are currently owned by Dunmarrow Borough Council. Under the plan approved last week, ownership will be transferred to a new charitable trust, whose name and trustees are expected to be announced in August. The council will keep a seat on the board for at least five years.

The merged centre will also take over the studio's place on the Coastal Circuit, so touring productions will continue to visit the town. Ms Tolland will lead the new organisation, and the manager of Pell Street Hall, Owen Lusk, becomes head of programming.
"""
},
{
"id": "arch-18",
"title": "Lantern Awards 2018: Salt Ledger Takes Top Honours",
"text": r"""
Hallowford Evening Post, 26 November 2018.

The Hallowford Repertory Company's revival of The Salt Ledger was named Best Revival at the Lantern Awards on Sunday night, despite the copyright dispute that still hangs over the production.

The awards, presented each year by the Carrowmere Theatre Guild ("CTG") and known to everyone in the business simply as the Lanterns, were handed out at a ceremony in the Saltmarket Playhouse, Brenna Quay. The Guild's judges said that the legal argument about the revival's prologue had "no bearing on the quality of the work on stage", and that they had judged the production as it was performed.

The full list of winners:

- Best Revival: The Salt Ledger (Hallowford Repertory Company)
- Best New Play: The Ninth Tide by Tamsin Oyelaran (Oakhithe Lyceum)
- Best Director: Femi Adeyinka, for The Glass Orchard (Saltmarket Playhouse)
- Best Actress: Priya Castellan, for The Salt Ledger
- Best Actor: Mikael Orr, for The Glass Orchard
- Best Design: Marguerite Lenoir, for The Glass Orchard
- Outstanding Contribution: Winifred Oduya

Castellan, accepting her award, thanked "a company that let me be angry for three hours a night" and declined to comment on the court case. The Glass Orchard, a Saltmarket Playhouse production, took three awards in all, the most for any single show.

Oduya, who ran the Hallowford Rep for eighteen years, received a standing ovation. "I am told this is for contributing," she said. "Mostly I remember complaining." The Guild's president, Ivo Stanek, said next year's ceremony would move to Hallowford.
"""
},
{
"id": "arch-19",
"title": "Agnes Threlfall",
"text": r"""
Obituary. Agnes Threlfall, actor and teacher, born 20 March 1911; died 8 January 1990.

Agnes Threlfall, who has died at her home in Lyle Cross at the age of 78, founded the Lyle Cross School of Dramatic Art ("LCSDA") in 1962 and ran it for twenty years. A generation of Carrowmere actors learned from her that the back row has paid for its seat.

She was born in Skelby, the daughter of a net-maker, and first acted as a teenager with the Saltmarket Players, the town's amateur company, with whom she played everything from pantomime dames to Ibsen's heroines throughout the 1930s. During the war she ran a concert party that toured the coastal batteries.

In 1947 she joined the Hallowford Repertory Company, then barely a year old, and stayed for thirteen seasons. Critics admired her stillness; she herself said she was "too tall for ingénues and too poor for retirement". She left the stage in 1960 after a knee injury.

Two years later she opened the school in a former rectory at Lyle Cross with fourteen students, two borrowed pianos and a loan from her brother. Under her, LCSDA became known for its insistence on voice and verse, and for the principal's habit of sitting in the last row of every showing with her eyes closed. She retired as principal in 1982 but continued to teach voice classes until 1988.

Miss Threlfall never married. She is survived by her nephew, Robert.
"""
},
{
"id": "arch-20",
"title": "Irene Vance",
"text": r"""
Irene Vance (born 1962) is a Carrowmere theatre director who was artistic director of the Hallowford Repertory Company (HRC) from 2009 to 2021.

Early life and training. Vance was born in Brenna Quay, where her father worked as a harbour pilot. She trained as an actor at the Lyle Cross School of Dramatic Art (LCSDA) from 1981 to 1984, and spent the following decade acting, mostly on the Coastal Circuit.

Directing career. She began directing in the mid-1990s and was associate director of the Oakhithe Lyceum from 1998 to 2008, where her productions of classic comedy attracted national attention. She succeeded to the artistic directorship of HRC in 2009.

Her tenure at the Rep was dominated by the restoration of its home, the Corn Exchange Theatre, which closed in 2014. Vance kept the company together on tour during the two years of closure and directed the reopening production in September 2016. Her 2018 revival of The Salt Ledger was the most honoured production of her time in charge, although it also led the company into a costly copyright dispute. She stepped down at the end of March 2021.

Personal life. Vance lives in Hallowford with her partner, the sound designer Teo Marchetti. She is not related to the conductor Tobias Vance, with whom she is regularly confused in print; the two met for the first time at a festival reception in 2019 and, she said, "compared notes on misdirected post".

Vance has taught directing at LCSDA and chairs the board of the Coastal Circuit's youth theatre network.
"""
},
{
"id": "arch-21",
"title": "Obituary: Emil Radek",
"text": r"""
Emil Radek, conductor. Born Dunmarrow, 3 May 1941; died Brenna Quay, 14 January 2020.

Emil Radek, who has died aged 78, was principal conductor of the Carrowmere Philharmonic Orchestra (CPO) from 1990 to 2011, and its conductor laureate thereafter. Under him the orchestra grew from a part-time band of teachers and students into a full-time ensemble, made its first recordings and toured abroad for the first time.

He was the son of a railway signalman and was taught the piano by the organist of his parish church. At seventeen he won a scholarship to the Brenna Conservatoire, where he studied piano and conducting, and where, by his own account, he "learned more in the canteen than in the classrooms". He spent the 1960s as a chorus master and repetiteur before taking his first orchestral post in Skelby.

Radek was a tireless champion of Carrowmere composers. He gave more than sixty first performances with the CPO and was never happier than when a score arrived late with the ink still wet. Players remember his stick technique as unorthodox and his rehearsals as short. He continued to accept guest engagements well into his seventies, including a small number in theatres, which he described as "conducting with the lights off".

His successor at the CPO, after a season in which the post was left vacant, paid tribute to "a musician who made new music sound inevitable".

He is survived by his wife, the cellist Anna Radek, and by two sons.
"""
},
{
"id": "arch-22",
"title": "Tobias Vance",
"text": r"""
Tobias Vance (born 1975) is a Carrowmere conductor and, since 2012, principal conductor of the Carrowmere Philharmonic Orchestra (CPO).

Vance was born and grew up in Westrand, where he played the trumpet in the town's brass band from the age of nine. He studied trumpet and conducting at the Brenna Conservatoire from 1993 to 1997 and then spent two years as a freelance orchestral player before turning to conducting full time.

He joined the CPO as assistant conductor in 2005, working under Emil Radek, and in 2008 became music director of the Oakhithe Chamber Orchestra. When Radek stepped down in 2011, the CPO left the post vacant for a season of guest conductors before appointing Vance in 2012. He was then the youngest principal conductor in the orchestra's history.

Vance's tenure has been marked by a steady flow of new commissions, a series of family concerts and a return to international touring. Critics have praised his clarity and his willingness to take risks with programming; some have found his readings of the classical repertoire too brisk. He records regularly for radio and has made three albums with the CPO.

He is no relation of the stage director Irene Vance, although the two are often confused, especially by the organisers of awards dinners. He lives in Brenna Quay with his wife, a paediatrician, and their two children, and still plays the trumpet, "badly and only at Christmas".
"""
},
{
"id": "arch-23",
"title": "Ingrid Sollis",
"text": r"""
Ingrid Sollis (born 1970) is a composer from Carrowmere whose work ranges from symphonies to theatre scores.

Life. Sollis was born in Skelby, the youngest of four children, and learned the violin at school. She studied composition at the Brenna Conservatoire under Matthias Korr, whose influence she has described as "a long argument that I am still enjoying". After graduating she worked for several years as a copyist and arranger for radio before her first orchestral commission in 2001. She has taught composition at the Conservatoire since 2011.

Works. Her First Symphony, "Skelby Head", was written in 2004. Her Second Symphony won the Merrin Medal, the Conservatoire's annual prize for a new work by a Carrowmere composer, in 2017; the judges praised "its patience and its wit". Other works include a string quartet, Net Mending (2009), a song cycle on poems by fishermen's wives, and a large body of music for the theatre, including scores for several productions of the Hallowford Repertory Company.

Style. Sollis writes slowly and revises heavily. Her music often builds long structures from very small cells, and she has a particular fondness for solo horn and for bells. She has said that she thinks of every piece as "a walk somewhere specific".

In 2018 she received a commission, supported by public funds, for her first chamber opera, which was still in progress at the time of writing. She lives in Brenna Quay.
"""
},
{
"id": "arch-24",
"title": "Lionel Fairweather",
"text": r"""
Obituary. Lionel Fairweather, playwright, born 11 February 1931; died 2 September 2010.

Lionel Fairweather, who has died aged 79, wrote three of the most performed Carrowmere plays of the last century and was famous, in the theatre at least, for refusing to let anyone change a word of them.

He was born in Brenna Quay, the son of a customs officer, and his plays are full of harbours, warehouses and account books. He left school at sixteen to work as a copy boy on the Brenna Quay Courier, where he became a court reporter, and he kept his job on the paper until he was forty.

His first play, The Salt Ledger, a family drama set around a missing account book, was premiered in 1971 by the Hallowford Repertory Company at the Corn Exchange in Hallowford, and it made his name. Low Water (1978) and The Cartographer's Wife (1985) followed, together with a string of radio plays. He disliked directors who "improve" texts, and in 1983 he famously stopped a production in Westrand by telegram after an actor added a joke.

He was represented throughout his career by the literary agency Pennick & Rowe, whose founder, Maurice Pennick, was his closest friend.

Fairweather married Joan Abercrombie, a teacher, in 1958; she died in 2001. He is survived by their daughter, Clemency, who will act as his literary executor.
"""
},
{
"id": "arch-25",
"title": "Selma Dravik",
"text": r"""
Selma Dravik (born 1966) is a Carrowmere architect known for the conservation and reuse of nineteenth-century civic buildings.

Dravik was born in Oakhithe and studied architecture at the Hallowford Polytechnic, graduating in 1989. After a decade with a large commercial practice, she set up Dravik & Lunde with Erik Lunde in 1999. The practice is based in Oakhithe and has about thirty staff.

Her best-known project is the restoration of the Corn Exchange in Hallowford, carried out between 2014 and 2016, for which she was partner in charge. The work reinstated the great roof lantern over the grain hall, which had been boarded over in the 1950s, and inserted a new studio theatre into the old grain store without touching the original iron columns. The project won the national conservation award in 2017.

Other work by the practice includes the conversion of the Skelby fish market into a covered market hall, step-free access at the Oakhithe Lyceum, and the new reading room of the Hallowford public library. Dravik has written that "an old building is a long argument with the people who built it, and you must let them win some of the points".

She is a cousin of the stage designer Piet Dravik. The two have never worked on the same project, a fact she attributes to "family peace". She lectures regularly at the Hallowford Polytechnic and sits on the national panel for listed buildings.
"""
},
{
"id": "arch-26",
"title": "Femi Adeyinka",
"text": r"""
Femi Adeyinka (born 1980) is a Carrowmere theatre director, known for new plays and for spare, carefully lit productions.

Unusually for a director of his generation, Adeyinka never went to drama school. He trained as a painter at the Oakhithe College of Art, where he graduated in 2002, and came into the theatre by way of the paint frame: his first job was as a scenic artist at the Saltmarket Playhouse in Brenna Quay. "I learned to direct by watching rehearsals from the top of a ladder," he has said.

He became an assistant director at the Playhouse in 2007 and was its associate director from 2012 to 2018. His production of The Glass Orchard won him the Lantern for Best Director in 2018, and the production took two further awards that night. In 2019 he directed the first production of Sunniva Rask's Harbour Lights Out at the Playhouse, which later went out on tour.

Since leaving the Playhouse he has worked freelance, directing for the Hallowford Repertory Company, for the Oakhithe Lyceum and for radio. He is known for long rehearsal periods, for casting across generations and for a dislike of programme notes that explain the play. He still paints, and several of his canvases hang in the foyer of the Saltmarket Playhouse.

Adeyinka lives in Brenna Quay. He is a trustee of the Carrowmere Theatre Guild.
"""
},
{
"id": "arch-27",
"title": "Obituary: Cornelius Harrow",
"text": r"""
Cornelius Harrow, shipowner and philanthropist. Born 14 June 1934; died 9 February 2015.

Cornelius Harrow, who has died aged 80, was chairman of the Greyling Shipping Line from 1972 to 2014 and, for many in Brenna Quay, the last of the old harbour grandees. He was the great-grandson of Edmund Harrow, who founded the line in 1889.

He joined the family firm at eighteen as a deck cadet, insisting on serving at sea before he sat in the office, and he liked to say that he had been seasick in every port between Skelby and the southern capes. As chairman he steered Greyling through the container revolution, selling the old passenger ferries and investing in a new terminal when rivals were closing theirs.

Harrow was a generous and unshowy patron of the arts. In 2003 he established the Harbour Towns Cultural Fund ("HTCF") with an endowment drawn partly from the company and partly from his own shares, to support music, theatre and festivals in the four harbour towns of Brenna Quay, Skelby, Westrand and Oakhithe. Two years later he committed Greyling to a long-term sponsorship of the Hallowford Repertory Company, whose productions he attended, he said, "for the arguments in the interval".

He was a keen amateur horn player and for many years played in the Brenna Quay Harbour Band.

His wife, Margaret, died in 2009. He is survived by two daughters and five grandchildren.
"""
},
{
"id": "arch-28",
"title": "Minutes: Board of Trustees, 12 March 2014",
"text": r"""
Corn Exchange Theatre Trust. Minutes of the meeting of the Board of Trustees held in the Boardroom, Corn Exchange Theatre, Hallowford, on Wednesday 12 March 2014 at 6 pm.

Present: Mr Lucas Penrose (Chair), Dame Helen Marchbank (Vice-Chair), Mr Oswin Pratt (Treasurer), Ms Adaeze Nwosu, Mr Tomas Blythe. In attendance: Ms Irene Vance (Artistic Director), Ms Kit Ambrose (Director of Development).

1. Apologies were received from Mr Rafael Osei.

2. The minutes of the meeting of 11 December 2013 were approved as a correct record.

3. Restoration: appointment of architects. The Chair reported that three practices had been interviewed on 4 March. The panel recommended Dravik & Lunde of Oakhithe, whose partner in charge would be Ms Selma Dravik. RESOLVED that Dravik & Lunde be appointed as architects for the restoration of the Corn Exchange, subject to contract.

4. Funding. The Treasurer reported that the total project cost was now estimated at Hd 14.2 million. An application to the capital programme of the Carrowmere Arts Council had been submitted, and a decision was expected at the end of June. RESOLVED that the Development Director prepare a fallback plan for a smaller scheme.

5. Closure and decant. The Artistic Director reported that the theatre would close after the final performance on 28 June 2014. The company would be based at the Saltmarket Playhouse, Brenna Quay, during the works and would tour the Coastal Circuit. RESOLVED that the decant arrangements be approved.

6. Any other business. Mr Penrose remarked that the building's original architect, Josiah Penrose, was "no relation so far as I know".

The meeting closed at 7.50 pm.
"""
},
{
"id": "arch-29",
"title": "Minutes: Board of Trustees, 20 September 2016",
"text": r"""
Corn Exchange Theatre Trust. Minutes of the meeting of the Board of Trustees held on Tuesday 20 September 2016 at 6 pm.

Present: Dame Helen Marchbank (Chair), Mr Oswin Pratt (Treasurer), Mr Rafael Osei, Ms Adaeze Nwosu, Mr Tomas Blythe. In attendance: Ms Irene Vance (Artistic Director), Ms Kit Ambrose (Director of Development).

1. The Chair welcomed trustees to the first meeting held in the restored building.

2. Reopening. The Artistic Director reported that The Weir Keepers had opened on 9 September to strong notices, and that advance sales stood at 87 per cent of capacity. Trustees recorded their thanks to the architects, the contractors and the staff.

3. Sponsorship. The Director of Development reported that the Greyling Shipping Line, following its change of ownership earlier in the year, had given notice that its sponsorship of the company would end on 31 December 2016. RESOLVED (a) that the Director of Development approach prospective sponsors and report to the December meeting; and (b) that the Greyling Bar be renamed when the agreement ends, the new name to be chosen by a vote of staff.

4. Snagging. The Treasurer reported that a leak above the studio theatre had been traced to a defective gutter and would be repaired under the contract at no cost to the Trust.

5. Archive. Trustees noted that the company's older records were at risk of damp in the basement store. RESOLVED that the Chair open discussions with the Carrowmere Performing Arts Archive about a possible deposit.

6. There was no other business. The meeting closed at 7.30 pm.
"""
},
{
"id": "arch-30",
"title": "Minutes: Board of Trustees, 5 December 2018",
"text": r"""
Corn Exchange Theatre Trust. Minutes of the meeting of the Board of Trustees held on Wednesday 5 December 2018 at 5.30 pm.

Present: Dame Helen Marchbank (Chair), Mr Oswin Pratt (Treasurer), Mr Rafael Osei, Ms Adaeze Nwosu, Mr Tomas Blythe, Ms Sunita Rao. In attendance: Ms Irene Vance (Artistic Director); Mr Hal Greaves of Greaves Mortimer, solicitors to the Trust (item 2 only).

1. Declarations of interest. Mr Osei, a practising solicitor, stated that his firm had not acted for either party in the matter under item 2.

2. The Salt Ledger: claim by the Fairweather estate. Mr Greaves summarised the claim and the prospects at trial. He advised that the licence wording was unfavourable to the company and that the costs of a full hearing were likely to exceed any damages awarded. The Artistic Director apologised to the board for the oversight. After discussion it was RESOLVED that the company seek to settle the claim on terms including (a) a payment not exceeding Hd 50,000 and (b) an undertaking not to perform the prologue again, and that authority to conclude the settlement be delegated to the Chair and the Treasurer.

3. Touring. The Artistic Director confirmed that public funding had been secured for the autumn 2019 tour of The Salt Ledger.

4. Awards. The board congratulated the company on its success at the Lantern Awards.

5. Licensing. RESOLVED that, in future, every performance licence be reviewed by counsel before rehearsals begin.

The meeting closed at 7.15 pm.
"""
},
]
