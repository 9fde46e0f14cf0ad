# Documents pub-41 .. pub-60

DOCS_C = [
dict(id="pub-41", title="Corvel House board minutes, 9 November 1978", text="""
CORVEL HOUSE LIMITED
Minutes of a meeting of the Board of Directors held at 14 Lamplighter Row, Quillon, on 9 November 1978 at 3 p.m.
Present: Miss Hester Corvel (chair), Mr Arthur Penrose (finance), Mrs Ilona Vey (sales), Mr Bernhard Castell (non-executive). In attendance: Mr Oswin Marlo; Miss J. Tandy (secretary).
1. Minutes. The minutes of the meeting of 12 October were approved and signed.
2. Acquisition of Lantern Press, Brennhaven. The chair reported that terms had been agreed with Mr Rolf Hartwen for the purchase of the whole share capital of Lantern Press for 1,200,000 marls. Mr Penrose confirmed that the price was covered by the reserve and a short-term facility from the Quillon Mercantile Bank.
RESOLVED: that the purchase be approved; that the press shall trade as Lantern Books from 1 January 1979; and that Mr Marlo be appointed publishing director of Lantern Books from that date.
3. Premises. The Brennhaven office will remain open until its lease expires in 1981, when the editorial staff will move to Quillon.
4. Printing. Lantern Press's long-standing arrangement with Lund & Sons of Brennhaven will continue for at least three years. Mrs Vey asked that the arrangement be reviewed in 1981 against quotations from Ostry printers.
5. Staff. Miss Fennimore of the general list will transfer to Lantern Books as an editor.
6. Corvel Juniors. The sales figures for the autumn list were noted with disappointment. The chair asked for a report in January.
7. Any other business. None.
The meeting closed at 4.50 p.m.
"""),

dict(id="pub-42", title="Greyfield spring list 1999", text="""
GREYFIELD — serious nonfiction since 1953
Spring list 1999 · Publisher: Hugo Pell
A Republic of Paper: Tarsland's Printers, 1800–1950
Benedikt Aro
Hardback, 480 pp, 64 plates, 45 marls. Published 18 March 1999.
For a century and a half the printers of Tarsland set the type of a nation: its newspapers, its ballots, its hymn books and its novels. Drawing on the ledgers of more than two hundred printing works, from the great steam presses of Ostry to the back-street jobbing shops of the coast, Benedikt Aro tells the story of a trade that made a republic readable, and of the compositors, pressmen and binders who worked in it.
Benedikt Aro is professor of history at the University of Ostry. His previous books include The Ropewalk and the Guild (1987). A keen reader of fiction, he chaired the jury of the Quillon Prize in 1988.
Also on the spring list
The Birds of the Esk Estuary, by Kirsten Moll. Tarsland Coastal Guides, no. 9. Paperback, 14 marls.
Bread and Salt: A History of the Tarsic Kitchen, by Aurel Denn. Hardback, 28 marls.
The Lighthouse Keepers, by Signe Oyelaran. Paperback, 16 marls.
Ordering
Greyfield books are published by Corvel House, 14 Lamplighter Row, Quillon. Trade orders to the Corvel House sales office; review copies from the Greyfield publicity desk.
"""),

dict(id="pub-43", title="Lindenfeld Medal 2010: minutes of the judging panel", text="""
Tarsland Association of School Librarians
Lindenfeld Medal 2010 — minutes of the judging panel
Meeting held at the Quillon Central Children's Library, 20 March 2010
Present: Marit Jansen (chair), Tobias Ellery, Annika Doule, Sami Korhonen. Secretary: Lena Brisk.
1. Apologies. None.
2. Eligibility. The secretary confirmed that 61 books had been submitted, of which 58 were eligible. Three were excluded as reprints of earlier editions.
3. Shortlist. The panel confirmed a shortlist of five: The Lighthouse Cat (Kestrel Street); Mossbottom and the Moon (Kestrel Street); Under the Pier (Ninefold Press); Ten Little Ferries (Lamp & Ladder); The Bear Who Collected Buttons (Vellamere Editions, translated from the Osmenian).
4. Discussion. The panel noted that a previous winner of the Medal was again shortlisted and agreed that earlier success should neither help nor hinder. Mr Ellery expressed concern that two shortlisted books came from the same imprint; the chair ruled that imprint was not a criterion.
5. Vote. After the second round Under the Pier had three votes, The Lighthouse Cat one, and the remaining books none.
RESOLVED: that the 2010 Lindenfeld Medal be awarded to Under the Pier, by Lotta Fisk, published by Ninefold Press.
6. Translated books. The panel asked the Association to consider whether translated picture books should remain eligible, given that the Medal commemorates a Tarsic librarian.
7. Date of next meeting: to be fixed by the chair.
"""),

dict(id="pub-44", title="Ashgrove Award 2007: minutes of the jury's final meeting", text="""
The Ashgrove Foundation
Ashgrove Award for Translation 2007 — minutes of the jury's final meeting
Held at the Foundation's offices, 11 Harbour Terrace, Ostry, on 26 April 2007
Jury: Marek Ostrowin (chair), Greta Fennimore, Annika Doule. Secretary: Elin Ashgrove.
1. The chair welcomed the jurors and thanked them for reading forty-three submitted translations.
2. Declarations. Mrs Doule declared that she had reviewed two of the shortlisted books in the press; the jury agreed that this was not a conflict. No other interests were declared.
3. Shortlist. The shortlist was confirmed as follows:
The Lamplit Shore, by Ondrej Casimir, translated from the Belrathi by Helena Ruusk (Vellamere Editions)
Winter Salt, by Ivo Sarn, translated from the Osmenian by Tereza Lomm (Vellamere Editions)
Seven Rooms in Iskarra, by Dana Bel, translated from the Osmenian by Oleg Varn (Halden & Roe)
The Stone Psalter, by Jonas Velk, translated from the Belrathi by Gerda Holm (Marrow & Finch)
4. Discussion. The chair said that the jury was judging translations, not originals, and asked jurors to compare sample passages with the source texts, which he had prepared in parallel columns.
5. Decision. The jury agreed unanimously that the 2007 Award be made to Helena Ruusk for The Lamplit Shore. Ms Fennimore remarked that the translation "reads as though it had always been in Tarsic, which is the highest compliment and slightly unfair to the author".
6. Announcement. The award will be presented in Quillon on 24 May.
The meeting closed at 12.15.
"""),

dict(id="pub-45", title="Letter from Henrietta Oduya to Ines Calloway, 2 March 2009", text="""
Oduya Literary
7 Rope Street, Brennhaven
2 March 2009
Ms Ines Calloway
Tidewrack Press
22 Netmenders' Row, Brennhaven
Dear Ines,
I am sending you, by hand and ahead of anyone else, the complete manuscript of Glasshouse Weather, a first novel by Nadia Ferreol.
You will not know the name. Nobody does yet. Ms Ferreol has spent eleven years working in the glasshouses on the Esk road, and she has written the book about that life that none of us knew we were waiting for: a family, a wet summer, a crop that fails and a marriage that does not, quite. The last chapter, the hailstorm, is the best thing I have read since The Salt Orchard, and I do not say that lightly.
I am sending it to you first because I think it belongs in Brennhaven and because I know you will edit it rather than merely publish it. It is about a hundred pages too long. You will know which hundred.
We would be happy to accept an advance of 4,000 marls, half on signature and half on publication, with your standard royalties. I will keep translation rights, as we discussed last year; you have told me often enough that Tidewrack is not a rights agency.
I have promised Ms Ferreol an answer before the end of April. If you want to meet her, she is free on Sundays and is, I warn you, better company than most novelists.
With warm regards,
Henrietta Oduya
"""),

dict(id="pub-46", title="Dunmarrow Books (Velgrad): publisher profile", text="""
Dunmarrow Books (Velgrad)
Publisher profile, Velgrad Book Fair guide 2013
Dunmarrow Books was founded in 1952 by Emil Dunmarrow, a bookseller and former schoolteacher, in two rooms above his shop on Kettle Street in the old town of Velgrad. His aim, announced in a famous first catalogue, was "to bring the literature of our neighbours across the water into Belrathi, one good book at a time".
For sixty years it has done exactly that. Dunmarrow is the leading publisher of Tarsic literature in Belrathi, with a list that includes more than 300 translations from Tarsic, among them several Quillon Prize winners. Its children's imprint, Dunmarrow Junior, was added in 1989.
Emil Dunmarrow ran the firm until 1985. It is now owned by a foundation and led by its publisher, Kasimir Lind, who joined as a junior editor in 1994.
Dunmarrow works with a small group of trusted translators and pays them, unusually for Velgrad, a royalty as well as a fee. Its editors read Tarsic, and every translation is checked against the original before typesetting.
At this year's fair
Stand C14. New this season: the Belrathi edition of a recent Quillon Prize winner, launched with its author on the opening evening; a collection of stories by a Quillon essayist; and a reissue of the firm's first bestseller, a harbour novel from 1990.
Contact
Dunmarrow Books, 4 Kettle Street, Velgrad. Rights enquiries: Kasimir Lind.
"""),

dict(id="pub-47", title="Marek Ostrowin, translator, 1940–2016", text="""
Marek Ostrowin, translator, 1940–2016
Marek Ostrowin, who has died in Ostry aged 76, was one of the few translators who worked with equal distinction in both directions between Tarsic and Belrathi.
He was born in Velgrad to a Tarsic father and a Belrathi mother and moved to Ostry at the age of twelve, when his father took a post at the municipal waterworks. He trained as a chemist and spent twenty years in a dye factory, translating in the evenings.
His breakthrough came in 1990, when his Belrathi translation of Ilse Varga's The Salt Orchard was published by Dunmarrow Books in Velgrad. It sold more copies in Belrath than the original had in Tarsland, and made Varga's name across the water. Six years later he won the Ashgrove Award for Harbour Hymns, his Tarsic version of the Belrathi poet Jonas Velk.
In later life he became a judge and mentor to younger translators. He chaired the Ashgrove Award jury in 2007, preparing parallel texts of every shortlisted book in his own hand, and sat on the Quillon Prize jury in 2011, the first translator to do so.
He was married to the painter Hedvig Aas, who died in 2001. He is survived by their son, Daniel, and by a shelf of dictionaries that he annotated in three colours of ink.
"""),

dict(id="pub-48", title="Vellamere Lake Book Festival 2014: programme", text="""
Vellamere Lake Book Festival 2014 — programme
Vellamere Town Hall and the Lakeside Pavilion, 5–7 September
The festival returns to the lake town for its twelfth year with three days of readings, walks and boat trips. All tickets cost 5 marls unless marked free. The festival is organised by Vellamere Town Library and the Friends of the Lock.
Friday 5 September
18.00 Opening reading: local poets remember the lock-keeper poems of a daughter of the town (Lakeside Pavilion, free)
20.00 Ferry by lantern light: a short trip on the restored lake ferry, with readings from novels about water
Saturday 6 September
10.00 Writing the lake: a workshop for teenagers with the Town Library's writer in residence
12.00 Crime on the water: three crime novelists in conversation
14.30 From Belrathi into Tarsic: a panel on translation, chaired by the Town Librarian
17.00 Children's hour: stories about moles, ducks and other lake creatures
Sunday 7 September
10.00 Guided walk: the Vellamere printing trail, from the first town press of 1851 to the old newspaper office
12.00 Book market on the quay
15.00 Closing event: a young novelist born in the town reads from his work in progress
Practical information
The festival is two hours from Quillon by train. Boats do not run if the wind is above force five. Dogs are welcome at outdoor events. The Town Library will stay open until 21.00 on all three days.
"""),

dict(id="pub-49", title="Quillon City Library Trust", text="""
Quillon City Library Trust
The Quillon City Library Trust is a charitable trust founded in 1912 to support the public libraries of the capital. It owns the Central Library building on Bellfounders' Square, runs two mobile libraries known locally as the Lantern Vans, and funds reading programmes in schools and prisons.
Governance
The Trust is governed by nine trustees, three appointed by the city council and six elected by the Friends of Quillon Libraries. Day-to-day work is carried out by a secretary and a small staff based in the Central Library.
The Quillon Prize
Since 1970 the Trust has administered the Quillon Prize for Fiction, endowed by a bequest from the timber merchant Jakob Brandt. Each year the trustees appoint a jury of four, which must include at least one bookseller and at least one practising writer or translator, and name its chair. Publishers may submit up to two novels each. The longlist is announced in June, the shortlist in September and the winner at a dinner in November. The purse has been 20,000 marls since 2005.
Other activities
The Children's Reading Summer, launched in 1988, now reaches 30,000 children a year. The Trust also maintains the Quell Collection of local history, given by a Quillon shipping family in 1931, and publishes an annual guide to the city's libraries.
Secretaries of the Trust
Marta Ingersoll, 1962–1984
Bram Toller, 1984–2001
Piet Hallam, 2001–2016
Sigrid Lowe, since 2016
Address: Central Library, Bellfounders' Square, Quillon
"""),

dict(id="pub-50", title="Corvel Roman: notes from the specimen book of Ostry Typeworks", text="""
Corvel Roman: notes from the specimen book of Ostry Typeworks
Ostry Typeworks cut its first typeface for a publisher in 1938, when Hester Corvel asked for a book face that would "read well on cheap paper and look expensive on good paper". The result, designed by the firm's chief punchcutter Anton Strand, was Corvel Roman.
Characteristics
Moderate contrast between thick and thin strokes, so that it survives worn type and poor ink
A slightly condensed lowercase, saving about one page in twenty compared with the faces then in common use
A distinctive lowercase g with an open lower loop, the feature by which collectors recognise it
An italic drawn separately rather than sloped from the roman
History of use
Corvel House set almost all its books in Corvel Roman from 1939 until the 1970s, and the face was adopted by several other Quillon publishers. After 1978 it was used for the Lantern Books fiction list, and it remained the house face there until the early 1990s, when the phototypesetting versions proved disappointing.
A digital revival, Corvel Roman New, was released by the Typeworks in 2008, with small capitals and old-style figures. It is currently used by Marrow & Finch for its poetry and for the Tarsland Coastal Guides.
Licensing
The original metal type is held in the Typeworks archive in Ostry and may be viewed by appointment. The digital fonts are licensed per publisher; a price list is available on request.
Anton Strand (1899–1974) cut eleven typefaces for Ostry Typeworks, three of them for newspapers.
"""),

dict(id="pub-51", title="Fenwick's of Ostry: bestseller list, November 2018", text="""
Fenwick's of Ostry — bestseller list
Week ending 24 November 2018 · compiled from till data, Fenwick's, 40 Market Street, Ostry
Fiction
| Rank | Title | Author | Publisher |
|---|---|---|---|
| 1 | The Ferryman's Accounts | Oskar Thale | Halden & Roe |
| 2 | A Drowned Almanac | Rafael Quist | Nightjar |
| 3 | Small Weathers (paperback) | Tomas Brekke | Lantern Books |
| 4 | Cold Frame | Nadia Ferreol | Tidewrack Press |
| 5 | Iron Gardens (paperback) | Ola Henning | Halden & Roe |
Nonfiction
| Rank | Title | Author | Publisher |
|---|---|---|---|
| 1 | The Birds of the Esk Estuary (new edition) | Kirsten Moll | Greyfield |
| 2 | Bread and Salt | Aurel Denn | Greyfield |
| 3 | Ostry's Trams: A Farewell | Ivo Brandt | Halden & Roe |
Shop notes
Oskar Thale will sign copies on Saturday 1 December from 11.00. He lives ten minutes away and has promised to come even if it snows.
Our Christmas catalogue is out now, with forty pages of recommendations from our staff. Orders for delivery within Ostry should be placed by 18 December.
Gift tokens can be used in any Fenwick's branch and never expire.
Fenwick's has sold books on Market Street since 1911, and in the same building since 1934.
"""),

dict(id="pub-52", title="Aubade Media", text="""
Aubade Media
Aubade Media was a Tarsland media company, active from 1974 until 2009, known for the arts monthly Aubade, for the crime imprint Nightjar and for pioneering audiobooks in Tarsic.
Founding
The company was founded in Quillon in 1974 by Felix Aubade, a former theatre critic of the Quillon Evening Post, who borrowed money from his brother-in-law to launch a monthly magazine of books, theatre and music. Aubade was printed on heavy paper, carried long interviews and very few advertisements, and lost money for its first six years.
Books
The company entered book publishing in 1988, when it launched Nightjar, a paperback list of crime and suspense fiction, under the publisher Rosalind Tey. Nightjar's first titles were translations of Belrathi thrillers, but within a decade most of its list was written in Tarsic, and its detectives, almost without exception, worked in port cities. Tey remained publisher until 2016.
Audio
In 1995 the company founded Aubade Audio, the first dedicated audiobook publisher in Tarsland, which recorded both its own titles and those of other publishers.
Later years
Felix Aubade died in 2001, and his daughter Ottilie Aubade became chair. In 2009 the company merged with Corvel House; the magazine was sold to its staff, who still publish it as a cooperative, and the book and audio businesses became part of the merged group.
Legacy
The magazine's archive, including more than four thousand interviews, was deposited at the National Library of Tarsland in 2010.
"""),

dict(id="pub-53", title="Copyright Tribunal of Tarsland: about the Tribunal", text="""
Copyright Tribunal of Tarsland — about the Tribunal
What is the Copyright Tribunal?
The Copyright Tribunal of Tarsland (CTT) is an independent tribunal established in 1957 under the Copyright Act 1956. It decides disputes about copyright licences, royalties, the identification of authors and translators, and the terms on which works may be used.
Where does it sit?
The Tribunal sits at the Old Customs House on Wharf Street, Ostry. It may hold hearings in Quillon or Brennhaven when that is more convenient for the parties.
Who decides cases?
Each case is heard by a panel of three: a presiding member, who is always a serving or retired judge, and two lay members with experience of publishing, music, broadcasting or the visual arts.
How do I bring a case?
Complete the application form and pay a fee of 200 marls. The fee is waived for individual authors, translators and illustrators whose income from their work in the previous year was below the national median.
How long does it take?
Most cases are decided within nine months of application. Straightforward cases may be dealt with on paper without a hearing.
Are decisions published?
Yes. Decisions are published on the Tribunal's website and numbered by year and sequence.
Can I appeal?
An appeal lies to the High Court on a point of law only, and must be lodged within 42 days of the decision.
Does the Tribunal give legal advice?
No. The Tribunal's staff can explain procedure but cannot advise on the merits of a case. Authors may wish to contact the Tarsland Society of Authors or their agent.
"""),

dict(id="pub-54", title="Contract summary: Ilse Varga and Lantern Books, 12 March 1986", text="""
Contract summary — prepared by the contracts department, Lantern Books
Agreement dated 12 March 1986
Author: Ilse Varga, of Brennhaven
Agent: Leopold Crane, Amsel & Crane Literary Agency (ACLA), Quillon, who signed the agreement on the Author's behalf
Publisher: Lantern Books, a division of Corvel House, 14 Lamplighter Row, Quillon
Work: the novel now titled The Salt Orchard
Rights granted: the exclusive licence to publish the Work in volume form in the Tarsic language throughout the world, in hardback and paperback editions
Rights reserved to the Author: translation, serial, dramatic, film and broadcasting rights, and "all rights not herein granted"
Advance: 6,000 marls, one third on signature, one third on delivery and one third on publication
Royalties: hardback 10% of published price on the first 5,000 copies and 12.5% thereafter; paperback 7.5%
Publication: within twelve months of delivery of the final text
Option: first refusal on the Author's next novel
Reversion: if the Work is out of print for eighteen months after written notice
Accounting: twice yearly, to 31 March and 30 September
Notes
The agreement does not mention electronic or machine-readable editions.
Before signature the agent struck out the Publisher's draft clause granting "all other forms of reproduction now known or hereafter devised"; the deletion is initialled by both parties.
This summary was agreed by both parties as accurate for the purposes of later proceedings.
"""),

dict(id="pub-55", title="Ines Calloway: thirty years on Netmenders' Row", text="""
Ines Calloway: thirty years on Netmenders' Row
(from the Brennhaven Courier, 14 September 2019)
When Ines Calloway and Sunniva Eklund founded Tidewrack Press in 1989, their entire capital was 3,000 marls and a second-hand typewriter that could not type the letter q. "We avoided quays for the first year," Calloway says. "In Brennhaven, that is quite hard."
This month Calloway steps down as publisher, handing over to Jonas Eklund, Sunniva's son, who has run the press's production and sales since 2010. Sunniva Eklund retired in 2012 and now divides her time between her garden and the board of the Brennhaven Maritime Archive.
In thirty years Calloway has edited more than two hundred books, including a Quillon Prize winner and a string of story collections that no larger publisher would touch. She is known for long, pencilled letters to authors and for reading every manuscript in the open reading period herself, "which is why October is the only month I have ever had a sore back".
She has also served the wider trade. She sat on the board of the Tarsland Publishers' Association for a decade and chaired the Quillon Prize jury in 2018, a year in which Tidewrack had no book in contention. "It was restful," she says, "to be on the other side of the table for once."
She will stay on as an editor two days a week. "I am not retiring," she says. "I am just stopping being in charge, which is a different and much more pleasant thing."
"""),

dict(id="pub-56", title="Tidewrack Press: printing record 2010–2013", text="""
Tidewrack Press — printing record, 2010–2013
Production department. Copies are as delivered to the warehouse; reprints of other titles with runs below 1,000 are omitted.
| Title | Author | Impression | Date | Copies | Printer |
|---|---|---|---|---|---|
| Glasshouse Weather | Nadia Ferreol | 1st | March 2010 | 2,500 | Kalder Press Works, Ostry |
| The Net Loft | Bertil Sand | 1st | May 2010 | 1,800 | Kalder Press Works, Ostry |
| Glasshouse Weather | Nadia Ferreol | 2nd | November 2011 | 12,000 | Kalder Brennhaven |
| Eel Season | Ama Torvik | 1st | February 2012 | 2,000 | Kalder Brennhaven |
| Glasshouse Weather | Nadia Ferreol | 3rd (paperback) | April 2012 | 20,000 | Kalder Press Works, Ostry |
| Low Tide Stories | various | 1st | September 2013 | 1,200 | Kalder Brennhaven |
Notes
The second impression of Glasshouse Weather was ordered on the morning after the Quillon Prize announcement and delivered in six days. It was the first Tidewrack job printed in Brennhaven since the press moved its printing to Ostry in 1995.
The paperback of Glasshouse Weather was printed in Ostry because the Brennhaven site could not handle a run of that length.
Paper for all jobs was supplied by the printer.
"""),

dict(id="pub-57", title="Corvel Aubade Group: house style for copy-editors (extract)", text="""
Corvel Aubade Group — house style for copy-editors (extract, 2016 edition)
Names of imprints. Always write Marrow & Finch with an ampersand, never "and". Write Kestrel Street in full, never "Kestrel St." Lantern Books should not be called Lantern Press except when referring to books published before 1979. Nightjar is one word with a capital N.
The group. Use "Corvel Aubade Group" in full in anything the public will read, including jacket copy and press releases. The abbreviation CAG may be used in internal documents and in contracts after the first mention.
Prizes. Capitalise the names of prizes: the Quillon Prize, the Ashgrove Award, the Lindenfeld Medal, the Halvard Prize. Write "Quillon Prize-winning" with a hyphen.
Numbers. Spell out one to ninety-nine in running text except for percentages, page numbers, measurements and money. Write money as "12 marls", never "M12".
Translators. The translator's name appears on the front cover and title page of every translated book. This rule applies to all imprints from 2016.
Dates. Write 3 June 2013, not June 3rd 2013. Decades: the 1980s, not the eighties.
Place names. Use the Tarsic forms of foreign capitals: Velgrad, Iskarra. Where a town shares its name with a company (Saltreach, Vellamere), make sure the context shows which is meant.
Quotation marks. Double quotation marks for speech; single quotation marks inside them.
Serial comma. Do not use it, except where needed to avoid ambiguity.
Lists. Items in a list begin with a capital letter and do not end with a full stop unless they are complete sentences.
Queries. Send author queries in a single list, numbered by manuscript page.
"""),

dict(id="pub-58", title="Five questions for Hugo Pell (1994)", text="""
Five questions for Hugo Pell
(Tarsland Bookseller, trade weekly, 11 March 1994)
Hugo Pell became publisher of Greyfield, the nonfiction list of Corvel House, two years ago, after fourteen years as a sales representative and then sales director for the group. We asked him what he has changed.
You came from sales. Does it show?
"I hope so. I have sold books out of the boot of a car in every town in Tarsland. I know what a bookseller in Brask says when she sees a cover she doesn't like. Editors only know what reviewers say."
What is Greyfield for?
"Books that last. History, natural history, crafts and trades, the sea. We publish thirty books a year and expect most of them to be in print in twenty years."
What are you proudest of?
"The Tarsland Coastal Guides. Six volumes so far, every one reprinted. People keep them in the car, which is the highest honour a book can receive."
What are you planning?
"A big history of the printing trade, which I have been trying to commission for two years. And a series on the trades of Tarsland, coopers, ropemakers, sailmakers, written by people who did the work."
Do you read fiction?
"On holiday. My wife reads the Quillon Prize shortlist every year and tells me which one to pretend I have read."
Hugo Pell was born in Brask in 1956. He lives in Quillon with his wife, the potter Ylva Pell, and a very old dog.
"""),

dict(id="pub-59", title="Report: Tarsland at the Velgrad Book Fair 2013", text="""
Report: Tarsland at the Velgrad Book Fair 2013
(Tarsland Publishers' Association, members' bulletin, November 2013)
Tarsland was Guest of Honour at this year's Velgrad Book Fair, 9–13 October, for the first time since 1994. Forty-one Tarsic publishers and nine agencies exhibited on the national stand, and twenty-six Tarsic authors took part in events.
Rights
Members reported a strong fair for fiction and children's books. Agents said that Belrathi publishers were asking for novels "with weather in them", a request several attributed to the success of recent Tarsic novels of coast and countryside in translation. Two Quillon agencies held joint meetings on the estates whose foreign rights they share. The Association's survey recorded 188 rights deals begun or concluded at the fair, against 121 in 2012.
Events
The opening evening at the Velgrad Opera House featured readings by four Tarsic novelists and their Belrathi translators. A panel on crime fiction, chaired by the Belrathi critic Mila Horvat, drew the largest audience of the fair. Children's events at the stand were fully booked.
Practicalities
The national stand, designed by students of the Quillon Academy of Art, was praised for its bookshelves made from recycled ferry decking. Members asked that next year the Association arrange earlier shipping, since several publishers' books arrived on the second day.
Next year
The Association will exhibit at the Iskarra Book Fair in April and return to Velgrad in October 2014. Members wishing to share the national stand should contact the secretariat by 31 January.
"""),

dict(id="pub-60", title="Letter from Arvid Solberg to the poetry list, 29 June 2012", text="""
9 Tanners' Yard, Ostry
29 June 2012
To my colleagues on the poetry list, and to our poets
Dear friends,
On Friday I will clear my desk for the last time. I came to this building in 1975 to read poems for six months while the previous editor recovered from pneumonia, and I have stayed thirty-seven years. The previous editor recovered, by the way, and went to sea.
From 1 July the list will be in the hands of Hanne Morel, who has been my assistant for six years and who has better eyes, a better temper and a better sense of when a poem is finished than I have ever had. Please send her your poems, your complaints and your invitations. She will answer all three, which is more than I managed.
A few things I have learned, offered without charge:
A poem that needs a note usually needs another draft.
Never accept a collection on the day you read it. Never reject one on that day either.
Poets who apologise in their covering letters are usually better than poets who do not.
Pay on time. It is the only kindness that cannot be misunderstood.
I leave with gratitude to the poets who trusted me with their books, to the booksellers who kept a shelf for us when nobody else would, and to Ida and Tobias, who are no longer here to read this, for giving a young man a job he did not deserve and then letting him keep it.
Arvid Solberg
Poetry editor, 1975–2012
"""),
]
