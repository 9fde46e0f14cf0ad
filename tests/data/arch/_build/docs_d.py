# Documents arch-46 .. arch-60: archive catalogue entries, press releases, the venue FAQ,
# and encyclopedia-style articles.

DOCS = [
{
"id": "arch-46",
"title": "CPAA Catalogue: Corn Exchange Restoration Drawings",
"text": r"""
Carrowmere Performing Arts Archive. Catalogue of collections: Architecture and Buildings.

Reference: CPAA/ARC/1; Date: 1866-1868; Description: Original contract drawings for the Corn Exchange, Hallowford, by the architect Josiah Penrose, comprising elevations, sections and ironwork details for the grain hall and its roof lantern. Twenty-four sheets, ink and wash on linen. Transferred from Hallowford Corporation, 2003.

Reference: CPAA/ARC/3; Date: 2013-2016; Description: Drawings, specifications and site photographs for the restoration of the Corn Exchange and its conversion into the present Corn Exchange Theatre, prepared by the architects Dravik & Lunde of Oakhithe. Partner in charge: Selma Dravik. 212 sheets and four boxes of papers. Deposited by the practice in 2019, with permission to copy for private study.

Reference: CPAA/ARC/3/1-40; Date: 2013-2014; Description: Measured survey drawings of the building as found, including the boarded-over roof lantern and the 1958 stage house.

Reference: CPAA/ARC/3/41-150; Date: 2014-2015; Description: Construction drawings, with revisions. Sheets 96 to 104 record the insertion of the studio theatre into the former grain store.

Reference: CPAA/ARC/3/151-212; Date: 2015-2016; Description: As-built drawings and the completion photographs taken in August 2016, shortly before the building reopened.

Reference: CPAA/ARC/4; Date: 1957-1958; Description: Drawings for the first conversion of the Corn Exchange into a theatre, by the Hallowford borough architect's department. Eleven sheets, some incomplete.

Access: Open by appointment. Large sheets must be viewed in the map room. Digital copies of the CPAA/ARC/3 survey drawings are available in the reading room.
"""
},
{
"id": "arch-47",
"title": "CPAA Catalogue: Papers of Agnes Threlfall",
"text": r"""
Carrowmere Performing Arts Archive. Catalogue of collections: Personal Papers.

Reference: CPAA/THR/1; Date: 1924-1990; Description: Personal and professional papers of Agnes Threlfall (1911-1990), actor and teacher. Given by her nephew, Robert Threlfall, in 1999; the papers were among the first private collections received by the Archive. About 1.5 metres of shelving.

Reference: CPAA/THR/1/1-9; Date: 1924-1989; Description: Diaries, incomplete. The volumes for 1939 to 1945 are missing and are believed to have been destroyed by the diarist herself.

Reference: CPAA/THR/1/10-31; Date: 1932-1960; Description: Photographs, playbills and press cuttings from her acting career, including amateur productions in Skelby in the 1930s and her years with a repertory company in Hallowford from 1947.

Reference: CPAA/THR/1/32-58; Date: 1962-1988; Description: Teaching notebooks, containing voice exercises, reading lists and notes on individual students. Closed until 2040 under data-protection rules where living persons are named.

Reference: CPAA/THR/1/59-70; Date: 1950-1990; Description: Correspondence, including letters from former students and from the playwright Lionel Fairweather, with whom she disagreed about the speaking of verse.

Reference: CPAA/THR/1/71; Date: 1990; Description: Order of service for her funeral at Lyle Cross, with an address by a former student.

Access: Open by appointment, except where stated. Copying of the teaching notebooks is not permitted.
"""
},
{
"id": "arch-48",
"title": "CPAA Catalogue: Brenna Conservatoire Papers",
"text": r"""
Carrowmere Performing Arts Archive. Catalogue of collections: Brenna Conservatoire of Music.

Reference: CPAA/BCM; Date: 1921-2015; Description: Records of the Brenna Conservatoire of Music, Brenna Quay, deposited by the Conservatoire in instalments between 2002 and 2016. The collection is still growing.

Reference: CPAA/BCM/1; Date: 1921; Description: Founding deed and first prospectus of the Brenna Conservatoire of Music, signed by its founder, the pianist Pieter Hallgren, and dated 4 October 1921. The prospectus lists nine teachers, two practice rooms and fees of four halders a term.

Reference: CPAA/BCM/4; Date: 1958-2013; Description: Registers of the composition department, including the classes of Matthias Korr from 1980 until his retirement in 2013. Entries give students' names, years of study and, occasionally, blunt comments.

Reference: CPAA/BCM/9; Date: 1989-2015; Description: Files of the Merrin Medal, awarded annually by the Conservatoire since 1989 for a new work by a Carrowmere composer. Includes jury minutes and submitted scores. Files for the last ten years are closed.

Reference: CPAA/BCM/12; Date: 1990-2011; Description: Correspondence between the Conservatoire and the Carrowmere Philharmonic Orchestra about student placements and side-by-side concerts, chiefly with the orchestra's then principal conductor.

Reference: CPAA/BCM/15; Date: 1921-1950; Description: Photographs of staff and students, including a portrait of Hallgren at the piano taken on the Conservatoire's tenth anniversary.

Access: Open by appointment. The founding deed is displayed in facsimile in the reading room.
"""
},
{
"id": "arch-49",
"title": "CPAA Catalogue: Fairweather v. Hallowford Repertory Company",
"text": r"""
Carrowmere Performing Arts Archive. Catalogue of collections: Legal and Business Records.

Reference: CPAA/LEG/7; Date: 2017-2019; Description: Papers relating to the claim brought by the estate of the playwright Lionel Fairweather against the Hallowford Repertory Company concerning a prologue added to the company's 2018 revival of The Salt Ledger. Deposited in 2020 by the literary agency Pennick & Rowe, with the consent of both parties. One box.

Reference: CPAA/LEG/7/1; Date: 2017; Description: Performance licence for the 2018 revival, issued by Pennick & Rowe on behalf of the estate, with covering letters. Clause 6, on textual alterations, is marked in red ink.

Reference: CPAA/LEG/7/2; Date: 2017-2018; Description: Correspondence between the agency and the company about the prologue, including an email of January 2018 in which the prologue is described as "a short visual introduction".

Reference: CPAA/LEG/7/3; Date: 2018; Description: Rehearsal script of the prologue as performed, seven pages, with the dramaturg's handwritten revisions.

Reference: CPAA/LEG/7/4; Date: 2018-2019; Description: Copies of court filings, including the particulars of claim and the defence. The settlement agreement itself does not form part of the deposit and remains with the parties.

Access: CPAA/LEG/7/1 to 7/3 are open. CPAA/LEG/7/4 is closed until 2030 at the request of the depositor. Researchers wishing to quote from the rehearsal script must obtain permission from its author.

Related material: the prompt books of the Hallowford Repertory Company are held in the same Archive under a separate reference.
"""
},
{
"id": "arch-50",
"title": "CPAA Catalogue: Saltmarket Players Collection",
"text": r"""
Carrowmere Performing Arts Archive. Catalogue of collections: Amateur and Community Theatre.

Reference: CPAA/SMP; Date: 1931-2015; Description: Records of the Saltmarket Players, an amateur dramatic company founded in Skelby in 1931 and named after Saltmarket Street in that town, where its first rehearsals were held in a room above a ship chandler's. The company is not connected with the Saltmarket Playhouse in Brenna Quay, whose records are catalogued separately under CPAA/SPH. Deposited by the company in 2016. Four boxes and two albums.

Reference: CPAA/SMP/1; Date: 1931-2010; Description: Minute books of the committee, five volumes. The first volume records the founding meeting, attended by eleven people, and a subscription of one halder a year.

Reference: CPAA/SMP/2; Date: 1932-2015; Description: Programmes and posters, arranged by year. Gaps for 1940 to 1945, when the company did not perform.

Reference: CPAA/SMP/3; Date: 1935-2012; Description: Photograph albums, two volumes, mostly unidentified; the Archive welcomes help from anyone who can name the sitters.

Reference: CPAA/SMP/4; Date: 1961-1998; Description: Inventories of the costume store, with a note of items lent to professional companies.

Reference: CPAA/SPH; Date: 1911-2010; Description: Records of the Saltmarket Playhouse, Brenna Quay: see separate catalogue.

Access: Open by appointment. The photograph albums are fragile and may be seen only in digital form.
"""
},
{
"id": "arch-51",
"title": "CPAA Catalogue: Merrin Hall Building Records",
"text": r"""
Carrowmere Performing Arts Archive. Catalogue of collections: Architecture and Buildings.

Reference: CPAA/MH; Date: 1899-2015; Description: Records of the concert hall in Brenna Quay that opened in 1902 as the Brenna Quay Assembly Rooms and was renamed Merrin Hall in 1988, in honour of the benefactor Edith Merrin, whose bequest paid for the refurbishment of the auditorium. Deposited by Brenna Quay City Council in 2015, when the council's ownership of the building came to an end. Digitised in 2019 with public funding.

Reference: CPAA/MH/1; Date: 1899-1902; Description: Minutes of the building committee of the Assembly Rooms, including the competition for the design and the dispute with the first contractor.

Reference: CPAA/MH/4; Date: 1987-1989; Description: Papers concerning the Merrin bequest, including correspondence with Mrs Merrin's executors and the council resolution of 1988 adopting the new name.

Reference: CPAA/MH/7; Date: 1987-1988; Description: Plans for the refurbishment of 1988, including the new organ gallery and the acoustic canopy.

Reference: CPAA/MH/9; Date: 1902-2015; Description: Hire ledgers, thirty-one volumes, recording every booking of the hall, from temperance meetings and boxing nights to orchestral seasons.

Reference: CPAA/MH/12; Date: 1940-1946; Description: Requisition papers from the years when the building was used as a naval stores depot.

Access: Open by appointment. Digital copies of all files are available in the reading room; the originals of the hire ledgers are not normally produced.
"""
},
{
"id": "arch-52",
"title": "Press Release: Corn Exchange Theatre to Reopen in September",
"text": r"""
For immediate release. Hallowford, 14 June 2016.

The Corn Exchange Theatre Trust and the Hallowford Repertory Company (HRC) are delighted to announce that the Corn Exchange Theatre will reopen on Friday 9 September 2016, after a two-year restoration costing Hd 14.2 million.

The theatre will reopen with The Weir Keepers, a new play by Conall Teague, directed by the company's artistic director, Irene Vance. Set during the great flood of 1953, the play follows the keepers of a weir on the River Hallow over a single night.

The restoration, designed by the Oakhithe architects Dravik & Lunde, has returned the 1868 grain exchange to something close to its original splendour. The great roof lantern, boarded over since the 1950s, once again lights the foyer. A new studio theatre, the Granary, has been created in the old grain store. The building is now fully accessible for the first time in its history.

"This is a building that belongs to the whole town," said Dame Helen Marchbank, chair of the Trust. "For two years the company has carried the Corn Exchange around the country in the back of a lorry. Now it is coming home."

Conall Teague said: "To open this building with a play about the river that runs past its door is the greatest privilege of my working life."

Public booking opens on 1 July. Trust members may book from 24 June.

Notes to editors. HRC was founded in 1946 and has been based at the Corn Exchange since 1958. The restoration was funded by the Carrowmere Arts Council, Hallowford City Council and more than 3,000 private donors.
"""
},
{
"id": "arch-53",
"title": "Press Release: Hugo Brannagh Named Artistic Director",
"text": r"""
For immediate release. Hallowford, 1 March 2021.

The Corn Exchange Theatre Trust today announces the appointment of Hugo Brannagh as artistic director of the Hallowford Repertory Company (HRC), with effect from 1 April 2021. He succeeds Irene Vance, who steps down after twelve years in the post.

Hugo Brannagh was born in Dunmarrow in 1979 and trained as an actor at the Lyle Cross School of Dramatic Art. He first joined the Rep as a member of its acting company in 2006 and has appeared in more than thirty of its productions. Audiences will remember him above all from The Weir Keepers, the new play with which the company reopened the restored Corn Exchange in 2016. He became the company's associate director in 2017, and his productions since then include a touring Twelfth Night and the studio premiere of Tamsin Oyelaran's Short Days.

"I walked into this building as a nervous young actor fifteen years ago, and I have never wanted to work anywhere else," said Mr Brannagh. "The Rep belongs to the people of Hallowford and to the towns we tour to. My job is to make sure they feel that."

Dame Helen Marchbank, chair of the Trust, said: "Hugo was the outstanding candidate in a very strong field. He knows the company from the inside, and he has ideas that will surprise us."

Mr Brannagh's first production as artistic director will be a new play by Sunniva Rask, opening in the autumn.

Notes to editors. HRC is based at the Corn Exchange Theatre, Hallowford, and tours on the Coastal Circuit. It receives regular funding from the Carrowmere Arts Council.
"""
},
{
"id": "arch-54",
"title": "Press Release: Merrin Hall Passes to Brenna Conservatoire",
"text": r"""
For immediate release. Brenna Quay, 17 July 2015.

Brenna Quay City Council and the Brenna Conservatoire of Music today announce that ownership of Merrin Hall will pass from the Council to the Conservatoire on 1 August 2015.

Under the agreement, the Conservatoire will acquire the freehold of the hall for a nominal sum of one halder and will take on full responsibility for its repair and maintenance, which the Council estimates at Hd 400,000 a year. The Carrowmere Philharmonic Orchestra (CPO) will remain resident in the hall under a new twenty-five-year agreement, and existing bookings by community groups will be honoured.

Dr Sabine Orlov, Principal of the Conservatoire, said: "Our students have performed in this hall for almost a century. Now they will learn in it, rehearse in it and, we hope, one day fill it. We intend to be good stewards of a building that belongs, in every sense but the legal one, to the people of Brenna Quay."

The leader of the Council, Councillor Mirela Dunn, said the transfer would "secure the future of a much-loved building at a time when the Council simply cannot afford to maintain it properly".

Tobias Vance, principal conductor of the CPO, welcomed the news: "Orchestras need halls that love them back. I think this one now will."

The Conservatoire plans to open a new recital room and a café in the hall's former east wing during 2016.

Notes to editors. The Brenna Conservatoire of Music is Carrowmere's leading music college, with about 600 students. Merrin Hall seats 1,450.
"""
},
{
"id": "arch-55",
"title": "Press Release: Oster & Finch Group to Sponsor Merrin Hall Family Concerts",
"text": r"""
For immediate release. Harnock, 4 September 2019.

The Oster & Finch Group, the drinks and hospitality business headquartered in Harnock, today announces a three-year sponsorship of the Family Concerts series given by the Carrowmere Philharmonic Orchestra at Merrin Hall, Brenna Quay.

The agreement, worth Hd 240,000 over three seasons, will fund six family concerts a year, free tickets for 3,000 schoolchildren and a new programme of pre-concert instrument workshops in the hall's foyer.

"My grandfather took me to my first concert when I was seven, and I sat on the stairs because there were no seats left," said Alasdair Finch, the group's chief executive. "Every child in Carrowmere should have a better seat than I had."

The CPO's principal conductor said that the orchestra was "thrilled to have a partner who understands that the audience of the future is currently about nine years old".

The sponsorship is the group's first in classical music. Oster & Finch continues to support local sport, including the Harnock rowing regatta and the national youth football cup, and its brewing and hospitality businesses sponsor a number of events in the towns where they operate.

Notes to editors. The Oster & Finch Group was founded in Harnock in 1908 by Jakob Oster and William Finch as a wine and spirits merchant. It now owns three breweries, a cider mill and about forty hotels, and employs some 3,200 people. Its head office remains on Market Street, Harnock, in the building the founders bought in 1912. The group is privately owned, with members of the Finch family holding a majority of the shares.
"""
},
{
"id": "arch-56",
"title": "Press Release: Sunniva Rask Wins the 2019 Halloran Prize",
"text": r"""
For immediate release. Hallowford, 22 May 2019.

The trustees of the Halloran Prize are pleased to announce that the 2019 prize has been awarded to Sunniva Rask for her play Harbour Lights Out, which was first performed at the Saltmarket Playhouse, Brenna Quay, in February.

The Halloran Prize was established in 1980 in memory of the playwright Eamon Halloran (1921-1979) and is awarded each year for a new play by a Carrowmere writer that has received its first professional production in the previous twelve months. The winner receives Hd 10,000.

This year's shortlist was:

- Harbour Lights Out by Sunniva Rask (Saltmarket Playhouse)
- The Ninth Tide by Tamsin Oyelaran (Oakhithe Lyceum)
- Short Days by Tamsin Oyelaran (Hallowford Repertory Company)
- Glass and Ash by Marek Holt (Skelby Town Theatre)

The chair of the judges, the novelist Ines Rowe, said: "Harbour Lights Out is a play about light, and about what it costs to keep a light burning for strangers. It is beautifully made, it is very funny, and it broke all our hearts."

Sunniva Rask, who was born in Skelby in 1988, said: "My great-aunt kept the lamp on Skelby Head for one week in 1962 and never spoke about it. This prize is for her."

It is the first time in the prize's history that one writer has had two plays on the same shortlist; Ms Oyelaran's double nomination was warmly noted by the judges.

Notes to editors. The prize is administered by the Carrowmere Theatre Guild.
"""
},
{
"id": "arch-57",
"title": "Corn Exchange Theatre: Frequently Asked Questions",
"text": r"""
Where is the theatre? The Corn Exchange Theatre stands on Corn Exchange Square in the centre of Hallowford, five minutes' walk from Hallowford Central station. The nearest public car park is on Tanner's Row.

How many seats are there? The Main House seats 612: 380 in the stalls, 160 in the circle and 72 in the gallery. Our studio theatre, the Granary, has flexible seating for up to 120.

Is the building accessible? Yes. Since the restoration there is level access from the square, a lift to every floor, wheelchair spaces on two levels of the Main House and in the Granary, and accessible toilets on each floor. Assistance dogs are welcome.

Who runs the theatre? The building is owned by the Corn Exchange Theatre Trust, a registered charity. The resident company is the Hallowford Repertory Company, which produces most of what you see on our stages. Visiting companies from the Coastal Circuit fill the rest of the year.

Why is the bar called the Merchants' Bar? When the theatre reopened in 2016, the bar was named the Greyling Bar after the company's sponsor at the time. When that sponsorship ended, staff voted to rename it after the grain merchants who traded in this hall for ninety years, and the new name went up in 2017.

Can I see old programmes or scripts? The company's historical prompt books are now held by the Carrowmere Performing Arts Archive in Brenna Quay. Recent programmes can be bought from the box office.

Can I get a refund? Tickets cannot normally be refunded, but they can be exchanged for another performance up to 48 hours in advance, for a fee of Hd 2.
"""
},
{
"id": "arch-58",
"title": "Hallowford Repertory Company",
"text": r"""
The Hallowford Repertory Company (HRC), known informally as "the Rep", is a producing theatre company based at the Corn Exchange Theatre in Hallowford, the capital of Carrowmere. It is the oldest professional repertory company in the country.

History. The company was founded in 1946 by the actor-manager Bartholomew Crane and gave its first seasons in the Guildhall. In 1958 it moved into the Corn Exchange, a former grain exchange converted for the purpose, and it has been based there ever since, apart from the years 2014 to 2016, when the building was closed for restoration. During the closure the company was based at the Saltmarket Playhouse in Brenna Quay and toured widely on the Coastal Circuit.

Artistic directors:

- Bartholomew Crane, 1946-1973
- Hector Lamb, 1973-1990
- Winifred Oduya, 1990-2008
- Irene Vance, 2009-2021
- Hugo Brannagh, 2021-present

Hector Lamb was one of the first students to graduate from the Lyle Cross School of Dramatic Art, leaving in 1964, and he joined the company as an actor the following year. As associate director under Crane, and then as artistic director in his own right, he built up the company's reputation for new Carrowmere writing. Winifred Oduya, his successor, introduced the company's youth theatre and its first regular tours abroad. After her retirement, the company was run for a season by its associate director before Irene Vance was appointed.

The company receives regular funding from the Carrowmere Arts Council. In 2018 its production of a Fairweather revival won the Lantern for Best Revival but also involved it in a copyright dispute with the playwright's estate, settled in 2019.
"""
},
{
"id": "arch-59",
"title": "The Coastal Circuit",
"text": r"""
The Coastal Circuit is a touring circuit of six theatres in Carrowmere, established in 1974 to allow productions made in one town to be seen in the others at a reasonable cost. It is managed by the Coastal Circuit Touring Consortium (CCTC), whose small office is in the Oakhithe Lyceum.

Origins. The circuit grew out of an informal arrangement between the Hallowford Repertory Company and the Saltmarket Playhouse, which had exchanged productions since the 1950s. In 1974 the two were joined by four municipal theatres, and the six local authorities agreed to share the cost of a touring officer and a single lorry. The lorry, repainted many times, remained in service until 1997.

Venues. As of 2019 the circuit comprises:

- Corn Exchange Theatre, Hallowford
- Saltmarket Playhouse, Brenna Quay (opened 1911)
- Skelby Town Theatre, Skelby
- Talmont Pavilion, Westrand (known as the Westrand Pavilion until 2018)
- Oakhithe Lyceum, Oakhithe
- Dunmarrow Arts Centre, Dunmarrow (which replaced the Caddon Studio in 2019)

Operation. Each member venue presents at least four circuit productions a year and offers its own productions to the others at cost. Box office income is split between the visiting company and the host venue according to a formula that has been renegotiated, usually with some bitterness, every five years.

Funding. The CCTC receives an annual grant from the Carrowmere Arts Council and project funding for marketing. Critics of the circuit argue that it favours the larger producing companies; supporters reply that, without it, most towns on the coast would see no professional theatre at all.
"""
},
{
"id": "arch-60",
"title": "Carrowmere Performing Arts Archive",
"text": r"""
The Carrowmere Performing Arts Archive (CPAA) is the national archive of theatre, music and dance in Carrowmere. It is housed in the Old Customs House on the harbour front at Brenna Quay.

History. The Archive was established in 1998 as a joint venture between the Carrowmere Arts Council and Brenna Quay City Council, following a campaign by performers and historians alarmed at the loss of theatre records in a warehouse fire in 1995. The Old Customs House, which had stood empty for a decade, was converted for the purpose, and its former long room became the public reading room. The first Keeper was Harald Bexley, who held the post until 2009; he was succeeded by Dr Lotte Vinter.

Collections. The Archive holds about four kilometres of records. Among its principal collections are the prompt books of the Hallowford Repertory Company, the records of the Brenna Conservatoire of Music, the building records of Merrin Hall, the papers of a number of actors, teachers and playwrights, and the records of amateur companies across the country. It also collects architectural drawings of theatres and concert halls, programmes, posters and sound recordings.

Access. The reading room is open from Tuesday to Saturday. Researchers are asked to make an appointment at least a week in advance. Catalogue references take the form CPAA followed by a collection code, for example CPAA/MH for Merrin Hall.

Funding. The Archive receives core funding from its two founding bodies and applies for project grants, most recently for digitisation. Since 2012 it has run an annual open day, on which visitors may handle selected items.
"""
},
]
