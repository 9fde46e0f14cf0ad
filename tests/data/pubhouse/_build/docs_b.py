# Documents pub-21 .. pub-40

DOCS_B = [
dict(id="pub-21", title="Ashgrove Award for Translation: roll of winners", text="""
Ashgrove Award for Translation — roll of winners (selected)
The Ashgrove Award was founded in 1985 by the Ashgrove Foundation, the charitable trust of the shipping family of that name, for the best literary translation into Tarsic published in the previous two years. The translator receives 8,000 marls and the original author a bronze medal.
| Year | Translator | Translated title | Original author (language) | Publisher |
|---|---|---|---|---|
| 1986 | Gerda Holm | The Copper Kettle | Anton Mirel (Belrathi) | Halden & Roe |
| 1991 | Oleg Varn | Songs for a Dry Season | Nima Sarov (Osmenian) | Marrow & Finch |
| 1996 | Marek Ostrowin | Harbour Hymns | Jonas Velk (Belrathi) | Marrow & Finch |
| 2001 | Tereza Lomm | The Glass Ferry | Ivo Sarn (Osmenian) | Vellamere Editions |
| 2007 | Helena Ruusk | The Lamplit Shore | Ondrej Casimir (Belrathi) | Vellamere Editions |
| 2012 | Liesl Karmen | The Quiet Ministry | Dragan Ivel (Osmenian) | Marrow & Finch |
| 2019 | Tobiah Seln | Nine Winters at Kessel | Mira Dovrat (Osmenian) | Vellamere Editions |
Notes
No award was made in 1993, when the jury judged that no eligible translation met the standard.
From 2008 the award has been announced during Ostry Book Week rather than in Quillon.
Jury membership for each year is recorded in the Foundation's minutes and is not listed here.
"""),

dict(id="pub-22", title="Petra Solvik, poet, 1944–2019", text="""
Petra Solvik, poet, 1944–2019
Petra Solvik, who has died at the age of 75, wrote poems about tides, kitchens and the arithmetic of grief, and wrote them with a precision that made other poets nervous. Her third collection, Tide Tables (1979), won the Halvard Prize for Poetry in 1980 and established her, in the words of one reviewer, as "the only Tarsic poet who can make a list break your heart".
She was born in Vellamere, the lake town, where her father kept the lock, and she never lost her attachment to fresh water; the sea in her poems is always somebody else's. After studying in Quillon she worked for many years as a librarian in Ostry, where she found the small poetry press that published all seven of her collections.
She was generous with younger writers and tireless on committees. She sat on the Halvard Prize jury three times and chaired the Quillon Prize jury in 1999, the only poet ever to do so; she described the experience as "reading eleven novels and finding one of them".
Her Collected Poems appeared in 2014. In later years she suffered from failing eyesight and dictated her last poems to her grand-niece, who is also her literary executor.
She is survived by her sister, Agnete, and by a large number of poets who owe her a letter.
"""),

dict(id="pub-23", title="Halvard Prize for Poetry: shortlists 1980 and 2002", text="""
Halvard Prize for Poetry — shortlists, 1980 and 2002
The Halvard Prize was established in 1966 in memory of the poet Halvard Ense and is awarded each spring to the best new collection of poems written in Tarsic. The shortlists below are taken from the prize archive, which is kept at the National Library.
1980 shortlist
| Poet | Collection | Publisher | Result |
|---|---|---|---|
| Petra Solvik | Tide Tables | Marrow & Finch | Winner |
| Karl Ostby | Field Notes from Brask | Halden & Roe | Shortlisted |
| Ruth Amsel | The Wire Garden | Lantern Books | Shortlisted |
| Jonah Teller | Salt and Vinegar | Ninefold Press | Shortlisted |
2002 shortlist
| Poet | Collection | Publisher | Result |
|---|---|---|---|
| Maja Lund | Breakwater Psalms | Marrow & Finch | Winner |
| Esme Okoro | Weights and Measures | Ninefold Press | Shortlisted |
| Karl Ostby | Late Inventory | Halden & Roe | Shortlisted |
| Pim Vos | The Lantern Year | Lantern Books | Shortlisted |
Notes
In both years the jury was chaired by a former winner of the prize.
The 1980 winner was the first collection from an Ostry publisher to take the prize.
Prize money was 2,000 marls in 1980 and 10,000 marls in 2002.
Karl Ostby remains the poet shortlisted most often without winning (five times between 1974 and 2009).
"""),

dict(id="pub-24", title="Maja Lund (poet)", text="""
Maja Lund
Poet. Born 1968, Brennhaven.
Maja Lund grew up on the north mole of Brennhaven harbour, where her father maintained the ferry ramps and her mother ran a café for dockworkers. She began writing poems at fourteen on the backs of café order slips, a habit she has never entirely given up.
After studying music in Quillon she returned to Brennhaven and worked as a church organist for a decade. Her first collection, Small Craft Warnings, appeared in 1995 from a Brennhaven pamphlet press. Her second, Breakwater Psalms, was published by Marrow & Finch in 2001 and won the Halvard Prize the following year; its sequence of thirty psalms for harbour machinery is often anthologised and has been set to music twice.
She is represented by Oduya Literary, and her poems have been translated into Belrathi, Osmenian and Kerrish.
Lund teaches at the Brennhaven Poetry School and has hosted the monthly poetry evening at Harbour Books since 2004. She is not related to the Brennhaven printing family of the same name, a question she says she is asked "at every reading, usually by a printer".
Selected works
Small Craft Warnings (1995)
Breakwater Psalms (2001)
Night Ferry Hymnal (2007)
The Pilot's Daughter (2015)
"""),

dict(id="pub-25", title="Edvin Lund, printer, 1932–2013", text="""
Edvin Lund, printer, 1932–2013
Edvin Lund, who ran one of the oldest printing works in Tarsland for almost four decades, has died in Brennhaven aged 81.
Lund & Sons Printing was founded in 1904 by his grandfather, Harald Lund, in a former sailmaker's loft on Cooper's Wharf. Edvin joined at fifteen as an apprentice compositor, learned every machine in the building and took over the firm from his father in 1968. He ran it until 2005, steering it from hot metal through offset lithography to digital prepress without, his staff said, ever once raising his voice.
Under his direction the works printed literary fiction for several Quillon and Ostry publishers, school books by the hundred thousand and, every December, the Brennhaven tide almanac, which he insisted on proofreading himself. He was proud that the works had printed three Quillon Prize winners, and prouder still that none of them had a single broken letter.
His son Jens Lund succeeded him in 2005. Falling orders and the cost of new presses forced the closure of the family firm in 2011, after 107 years; the plant and its equipment were sold to another printer and most of the staff kept their jobs. Edvin Lund was said to have taken the news calmly and then walked the length of Cooper's Wharf twice.
He married Solveig Aas in 1956; she died in 2009. He is survived by Jens, by a daughter, Karin, and by five grandchildren.
"""),

dict(id="pub-26", title="Lund & Sons Printing: job ledger 1987 (extract)", text="""
Lund & Sons Printing, Cooper's Wharf, Brennhaven — job ledger, 1987 (extract)
Transcribed from the firm's bound ledger, now held in the Brennhaven Maritime Archive. Quantities are copies delivered; "in-house" means bound on the firm's own line.
| Job no. | Title | Publisher | Copies | Binding | Binder |
|---|---|---|---|---|---|
| 87-014 | The Long Quay (8th impression) | Halden & Roe | 5,000 | paperback | in-house |
| 87-022 | Brennhaven Tide Almanac 1988 | Harbour Authority | 12,000 | stapled | in-house |
| 87-031 | The Salt Orchard (first impression) | Lantern Books | 3,000 | cloth, jacketed | Saltreach Bindery |
| 87-038 | Tide Tables (second printing) | Marrow & Finch | 1,500 | sewn paper | Ostry Case-Binders |
| 87-047 | Ferries of the Eastern Coast | Greyfield | 2,000 | cloth | Saltreach Bindery |
| 87-055 | Corvel Juniors Annual 1988 | Corvel Juniors | 8,000 | paper over boards | in-house |
| 87-061 | A House of Nets (reissue) | Lantern Books | 2,500 | paperback | in-house |
Ledger remarks
Job 87-031: jacket printed separately from artwork by E. Fahl; two sets of proofs returned by the editor with corrections.
Job 87-038: second printing ordered after the first sold out in the Ostry bookshops.
The ledger for 1987 records 214 jobs in all; literary titles made up less than a tenth of the firm's output by volume.
"""),

dict(id="pub-27", title="News release: Kalder Press Works acquires Brennhaven printing plant", text="""
NEWS RELEASE
Ostry, 7 July 2011
Kalder Press Works acquires Brennhaven printing plant
Kalder Press Works (KPW), the Ostry book printer, has bought the printing plant of Lund & Sons Printing on Cooper's Wharf, Brennhaven, together with its presses, bindery line and the lease on the building. The Lund family firm, which has printed books in Brennhaven since 1904, ceased trading at the end of June.
The plant will reopen on 1 August as Kalder Brennhaven. Forty-one of the forty-eight former Lund employees have been offered positions.
"Brennhaven has printed books for more than a century, and we intend that it should go on doing so," said Agnes Kalder, managing director of KPW. "Publishers on the coast will be able to reprint in days rather than weeks."
KPW was founded in 1972 by Ruben Kalder, Agnes Kalder's father, with a single second-hand press in a former tram depot in Ostry. It now prints about nine million books a year for independent and group publishers and is the largest book printer in Tarsland. The Ostry works will continue to handle long runs, while Kalder Brennhaven will concentrate on short-run reprints and special editions.
The terms of the purchase were not disclosed.
About Kalder Press Works
Founded: 1972, Ostry
Sites: Ostry (main works), Brennhaven (from August 2011)
Managing director: Agnes Kalder
Employees: about 420
"""),

dict(id="pub-28", title="Saltreach Bindery", text="""
Saltreach Bindery
Saltreach Bindery is a hand and edition bookbindery on Saltreach Lane, in the old harbour quarter of Brennhaven. Despite the name, which comes from the lane, it has no connection with the fishing town of Saltreach further down the coast.
History
The bindery was founded in 1922 by Wilhelmina Strand, a binder trained in Velgrad, who rented a ground-floor workshop at number 9 and took in work from the Brennhaven printers. For most of the twentieth century it did edition binding in cloth for publishers whose books were printed in the town, including the jacketed hardbacks of Lantern Press and later Lantern Books, and the occasional cloth titles of Greyfield. Strand ran the workshop until 1961; it then passed to her former apprentice, Niels Hove.
As publishers moved their hardback work to larger firms in the 1990s, the bindery turned to fine binding, repairs and limited editions. Since 1994 it has been owned by Tova Merrin, who binds special editions for Vellamere Editions and teaches evening classes in marbling.
Today
The workshop still occupies 9 Saltreach Lane. Its equipment includes a nineteenth-century standing press and a blocking machine said to have come from the Corvel family's first premises in Quillon. Visitors are welcome on the first Saturday of each month.
See also
Lund & Sons Printing
Bookbinding in Tarsland
"""),

dict(id="pub-29", title="Press release: Central Book Distribution becomes Tarsbook Logistics", text="""
PRESS RELEASE — Brask, 16 January 2012
Central Book Distribution becomes Tarsbook Logistics
Central Book Distribution (CBD), the trade distributor that supplies bookshops, libraries and schools throughout Tarsland on behalf of more than 140 independent publishers, will trade as Tarsbook Logistics from 1 March 2012.
The change of name follows the opening of the company's new automated warehouse at Brask, on the Ostry–Quillon railway, and the closure of its original depot in Ostry, where CBD was founded in 1950 by a cooperative of eleven publishers and booksellers.
"Our old name described what we did in 1950," said chief executive Paul Fennimore. "Our new name describes what we do now: we move books, data and money, quickly, for publishers who would rather be publishing."
Fennimore, who joined CBD from a shipping company in 2003 and became chief executive in 2008, said that the firm's ownership and terms of trade would not change. The company remains owned by its publisher members.
Key facts
Founded: 1950, Ostry, as Central Book Distribution
New name: Tarsbook Logistics, from 1 March 2012
Head office and warehouse: Brask
Chief executive: Paul Fennimore
Publisher clients: 143
Titles stocked: about 61,000
Bookshop accounts: 870
Customers will see the new name on invoices and delivery notes from March. Account numbers, telephone numbers and ordering systems remain the same.
"""),

dict(id="pub-30", title="The Inkwell: spring newsletter 2012", text="""
THE INKWELL — spring newsletter 2012
3 Gable Street, Quillon · open every day except Monday
A word from the back room
Spring has arrived on Gable Street, or at least the pigeons think so. Thank you to everyone who came to our thirty-fifth birthday party in February; the cake did not survive, but the shop did. Yusuf Darrow, who opened The Inkwell in 1977 with a loan from his aunt and a stock of four hundred second-hand books, still works behind the counter on Saturdays and still refuses to sell anything he hasn't read.
Yusuf was chair of the 2011 Quillon Prize jury, which is why he spent last summer reading in the stockroom with the door shut. He has promised not to talk about the deliberations, and so far he has kept his promise, mostly.
Events this season
12 April: Poetry evening with poets from the Marrow & Finch list, introduced by the press's new poetry editor.
26 April: The Tarsland Coastal Guides — a talk on sea birds by the series editor.
10 May: Children's story morning with a Kestrel Street author (ages 4–8).
24 May: Book group — this month's choice is a Belrathi novel in translation from Vellamere Editions.
Staff picks
Mira: Falling Stations, still the best novel about trains ever written.
Jonas: The Lamplit Shore, for anyone who has ever wanted to live in a lighthouse and then thought better of it.
Yusuf: "Ask me in person."
Loyalty cards
Stamp cards now give a free book after ten purchases instead of twelve. Old cards will be honoured.
"""),

dict(id="pub-31", title="Harbour Books: summer newsletter 2008", text="""
Harbour Books — summer newsletter 2008
14 Quayside, Brennhaven · Mirela Castell, bookseller
Dear readers,
The tourists are back, the ice-cream kiosk has reopened and our window is full of sun hats, so it must be summer. Below is our programme for June to August. All events are free, but please book, because the shop holds forty people and the fire officer can count.
Saturday 14 June, 11.00: Corin Halloway reads from her Mossbottom stories and draws the famous mole for anyone who asks. Corin lived above the chandler's on Quayside for six years and wrote the first Mossbottom book at our corner table, so this is something of a homecoming.
Thursday 3 July, 19.30: Harbour poetry evening, hosted as always by Maja Lund. This month's guests come from a small Ostry poetry press.
Thursday 17 July, 19.30: "Bindings old and new" — a demonstration of hand binding by our neighbours from the bindery in Saltreach Lane. Bring a damaged favourite and receive free advice (repairs not included).
Saturday 9 August, 15.00: Crime in the afternoon — three local crime writers discuss whether Brennhaven really has as many murders as their books suggest.
Book of the season
Night Ferry Hymnal, the new collection by our own poetry host, which we have been selling faster than we can unpack it.
From the counter
We now take orders by telephone for collection the same day. Please note that the shop will close early, at 14.00, on Regatta Day.
"""),

dict(id="pub-32", title="Press release: Corin Halloway wins the 2007 Lindenfeld Medal", text="""
PRESS RELEASE — Quillon, 5 May 2007
Corin Halloway wins the 2007 Lindenfeld Medal
The Lindenfeld Medal for the best illustrated book for young children has been awarded to Corin Halloway for Mossbottom's Lantern, published by Kestrel Street.
Mossbottom's Lantern is the third book about Mossbottom, a short-sighted mole who lives under a Brennhaven allotment. In this story Mossbottom borrows a lantern to find his way home in a storm and ends up lighting the whole garden for the creatures who are lost. The judges praised its "warm ink-and-wash pictures, a text that begs to be read aloud and an ending that has made at least one judge cry on a train".
Halloway, who both writes and illustrates her books, said: "I wrote Mossbottom for my nephew, who was afraid of the dark. He is now fourteen and afraid of nothing except being seen with a picture book."
The medal, which is named after the children's librarian Clara Lindenfeld, is awarded each spring by the Tarsland Association of School Librarians. The winner receives a silver medal and 5,000 marls.
Mossbottom's Lantern was edited by Dagny Rask. Corin Halloway is represented by Oduya Literary.
Also shortlisted:
The Night Bus Bear, by Oona Strick (Ninefold Press)
Twelve Boats, by Pavo Lindqvist (Kestrel Street)
Granny Rook's Umbrella, by Tansy Oakes (Lamp & Ladder)
"""),

dict(id="pub-33", title="Announcement: Corvel Juniors to become Kestrel Street", text="""
ANNOUNCEMENT — Corvel House, Quillon, 12 January 2004
Corvel Juniors to become Kestrel Street
Corvel House announces that its children's imprint, Corvel Juniors, will be renamed Kestrel Street with effect from 1 March 2004.
Corvel Juniors was founded in 1960 and has published more than 2,000 books for children, from board books to teenage fiction. Its best-known series include the Corvel Juniors Annual and the Wren Hill school stories.
The new name comes from the narrow street behind the Corvel House offices where, in 1960, the imprint's first editor kept a desk in a converted coach house. "Children do not care which company publishes their books," said Dagny Rask, who has been appointed publisher of the renamed imprint. "They care about the name on the spine, and we wanted a name they could picture."
Ms Rask joined Corvel Juniors as an editorial assistant in 1988 and has been its editorial director since 1999. She will report to the managing director of Corvel House.
All existing titles will continue to be available. Books published from March will carry the new kestrel logo, designed by the illustrator Bo Ferrand. Backlist titles will move to the new name as they are reprinted.
The Corvel Juniors Annual will continue under its own name for one final year before being relaunched as the Kestrel Street Annual in 2005.
For further information contact the Corvel House press office, 14 Lamplighter Row, Quillon.
"""),

dict(id="pub-34", title="National Library of Tarsland: legal deposit questions from publishers", text="""
National Library of Tarsland — legal deposit: questions from publishers
What is legal deposit?
Under the Legal Deposit Act 1911, as amended in 2013, every publisher in Tarsland must deposit copies of each publication with the National Library. The Legal Deposit Office (LDO) receives, records and preserves these copies so that the nation's published output is kept for future readers.
How many copies, and when?
Two copies of every printed publication, delivered within 30 days of publication. One copy is kept in the reading rooms in Quillon; the second is stored at the Library's repository in Ostry.
Does this apply to e-books?
Yes. Since the amendment of 2013, publications issued only or also in electronic form must be deposited as a single electronic copy through the Library's deposit portal, in the format in which they are sold. Access to electronic deposits is limited to terminals in the Library's own buildings.
What about reprints?
A reprint without changes need not be deposited. A new edition — with a new introduction, revised text or new format — must be.
Are there exemptions?
Publications issued in fewer than 50 copies, private stationery and advertising material are exempt. If in doubt, ask us.
What happens if I do not deposit?
The LDO will write to remind you. Persistent failure can lead to a fine of up to 2,000 marls per title, though in practice nearly all cases are settled by a polite letter.
Do I have to pay?
No. Deposit is free, and deposited publications are catalogued in the national bibliography at no cost to the publisher.
Contact: Legal Deposit Office, National Library of Tarsland, Archive Square, Quillon
"""),

dict(id="pub-35", title="Legal Deposit Office: annual report 2013 (extract)", text="""
Legal Deposit Office — annual report 2013 (extract)
National Library of Tarsland
From the Head of Office, Dr Fenna Ostrowin
2013 will be remembered as the year legal deposit caught up with the way people read. The amendment to the Legal Deposit Act came into force on 1 June, and for the first time the Office began collecting books published in electronic form.
The first electronic deposit under the amended Act was received on 3 June 2013: the e-book edition of Glasshouse Weather, deposited by Tidewrack Press of Brennhaven, two days after the portal opened. By the end of December we had received 4,318 electronic deposits from 212 publishers.
Figures for the year
Printed titles deposited: 11,942 (2012: 12,380)
Electronic titles deposited: 4,318 (from 1 June)
Publishers sending their first deposit: 96
Reminder letters sent: 311
Fines imposed: 2
Compliance
Compliance among the large groups was excellent for print but uneven for electronic editions, which several groups at first believed to be exempt. Independent presses, by contrast, adopted the portal quickly. We thank the trade distributors, who helped us to reach small publishers.
Preservation
Work continued on the conversion of the card catalogue of the 1911–1950 deposits. The transfer of second copies to the Ostry repository was completed in October.
Staff
The Office had 38 staff at the end of the year. Lars Heming retired after thirty years as deputy head and was succeeded by Oda Brenner.
"""),

dict(id="pub-36", title="Tomas Brekke: author profile", text="""
Tomas Brekke — author profile
(Lantern Books author page)
Tomas Brekke was born in 1950 in Ostry, the son of a tram driver and a seamstress, and worked as a surveyor's assistant for the Ostry municipal roads department for twelve years. Maps, he says, taught him everything he knows about fiction: "what to leave out, and where to put the north arrow".
His first novel, Winter Ledger, was published by Halden & Roe in 1995. Set in a snowbound accounting office, it was praised for its comedy and ignored by the prize juries. Two further novels followed from the same Ostry house before Brekke moved to Lantern Books in 2001.
The Cartographer's Daughter (2003), his fourth novel, tells the story of a woman who inherits her father's unfinished map of a town that does not exist. It won the Quillon Prize in 2004 and has been translated into eleven languages.
Brekke has also written introductions to several Lantern reissues and is a tireless advocate for the Quillon public libraries. He is represented by Crane & Partners.
Books
Winter Ledger (1995)
The Salt Clerk (1997)
Ostry Nocturne (2000)
The Cartographer's Daughter (2003)
A Short History of Fences (2009)
Small Weathers (2016)
He lives in Quillon, in a flat with a view of the tram depot, which he says is the only view a writer needs.
"""),

dict(id="pub-37", title="Oskar Thale: the accountant of ferries (interview)", text="""
Oskar Thale: the accountant of ferries
(interview, Tarsland Review of Books, December 2018)
Oskar Thale was born in 1981 in Vellamere and grew up beside the lake, where his grandfather ran the last passenger ferry. The Ferryman's Accounts, his first novel, is built from that ferry's account books: each chapter begins with a line of figures, and the story of the family is told in what the numbers leave out.
The novel was published by Halden & Roe in 2017 and won the Quillon Prize this autumn. Thale is the youngest winner for more than twenty years.
He is frank about how the book came to be. "I wrote a short story for a student magazine. Vivienne Crane read it, wrote to me, and asked whether there was a novel in it. I said yes, which was a lie. It took me three years to make it true." Ms Crane, of Crane & Partners, has been his agent ever since she signed him in 2014.
At Halden & Roe the book was edited by Lotte Brask, who Thale says "taught me that a reader can only carry so many ferries". Brask is credited with persuading him to cut the novel's original prologue, a forty-page history of lake transport.
Thale now lives in Ostry and teaches part-time at a secondary school. His second novel is about a lock-keeper, and he describes it, hopefully, as "shorter".
"""),

dict(id="pub-38", title="Decision CTT 2016/11: Ruusk v Vellamere Editions", text="""
COPYRIGHT TRIBUNAL OF TARSLAND
Decision CTT 2016/11
Helena Ruusk v Vellamere Editions
Panel: Judge Ambrose Keel (presiding); Ms Ingrid Saal; Mr Petter Oss
Decision delivered at Ostry, 9 December 2016
1. The applicant is a translator. The respondent is a publisher of translated literature based in Saltreach.
2. In 2005 the parties made an agreement for the translation by the applicant of a Belrathi novel, which the respondent published in hardback in 2006 under the title The Lamplit Shore.
3. Clause 9 of the agreement provides that the translator "shall be named as such on the cover and title page of every edition of the Translation published by the Publisher".
4. The hardback edition complied with clause 9. In 2015 the respondent issued a paperback edition with a new cover design. The applicant's name appears on the title page but not on the front cover or spine.
5. The respondent says that the omission was a designer's error, that the applicant's name was in any event on the title page, and that clause 9 should be read as referring to the cover of the hardback only. We reject that reading. "Every edition" means every edition.
6. The applicant's right to be identified as translator is also a moral right under section 31 of the Copyright Act 1956. The omission infringed that right.
7. We order that:
(a) the respondent reprint the cover of the paperback edition with the applicant's name on the front cover and spine, and apply the corrected cover to all unsold stock, within 90 days;
(b) the respondent pay the applicant 2,500 marls in damages;
(c) the respondent pay the applicant's costs.
8. We note with approval that the respondent has since revised its style guide to the same effect.
"""),

dict(id="pub-39", title="Greta Fennimore, editor, 1946–2021", text="""
Greta Fennimore, editor, 1946–2021
Greta Fennimore, who has died aged 74, was the most admired fiction editor of her generation in Tarsland and perhaps the least visible; she disliked photographs, never gave interviews and was said to communicate mainly by pencil.
Born in Quillon, the daughter of a bus conductor, she left school at sixteen and joined Corvel House as a typist in 1962. By the 1970s she was reading manuscripts for the general list, and when Corvel House bought a Brennhaven literary press in 1978 she was made one of its two editors. She stayed at Lantern Books until 2001.
Her most celebrated author there was Ilse Varga, whose novels she edited for more than a decade; it was Fennimore who gave The Salt Orchard its title. She also edited the essays of Ruth Amsel and discovered a string of younger writers from the coast.
In 2002 she moved to the independent Ostry house Halden & Roe as editorial director, and in twelve years there she opened its list to translated fiction and to novelists from outside the capital. She retired in 2014, though she continued to read manuscripts "for friends, and for enemies if they asked nicely".
She served on the jury of the Ashgrove Award for Translation in 2007 and on numerous committees of the Tarsland Publishers' Association.
She never married. She is survived by her brother, Aksel, and by several hundred books that are better than they would have been without her.
"""),

dict(id="pub-40", title="Nightjar autumn catalogue 2005: Rafael Quist", text="""
NIGHTJAR — crime and suspense from Aubade Media
Autumn catalogue 2005
Rafael Quist: the Nine Bells novels
Detective Inspector Hanna Voss walks the wet streets of Brennhaven so that you don't have to. Rafael Quist's series, now in its fifth book, has sold more than 400,000 copies in Tarsic and is published in nine languages. Quist, a former clerk to the Brennhaven harbour police, writes from an attic overlooking the fish market, and it shows.
NEW THIS AUTUMN
A Ledger of Knives. Hardback, 368 pp, 24 marls. Publication 15 October 2005.
A shipping clerk is found dead in a bonded warehouse, and the only witness is a parrot that speaks Belrathi. Voss has a week to find a translator she can trust.
THE SERIES SO FAR (all available in paperback, 12 marls)
1. Nine Bells for Brennhaven (1996)
2. The Tallyman (1999)
3. Cold Quay (2001)
4. Low Water Mark (2003)
5. A Ledger of Knives (2005)
What the critics said
"Quist knows the harbour the way a pickpocket knows a coat." — Brennhaven Courier
"The best crime series in Tarsic. Start at the beginning." — Aubade magazine
Sales information
Hanna Voss readers skew older than expected; representatives should push the series to libraries and to the Aubade Audio edition read by Nils Brenner.
Nightjar is the crime imprint of Aubade Media, Quillon.
"""),
]
