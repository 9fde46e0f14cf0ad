# Documents pub-01 .. pub-20 (hand-written, invented world: the book trade of Tarsland)

DOCS_A = [
dict(id="pub-01", title="Corvel Aubade Group", text="""
Corvel Aubade Group (CAG) is the largest publishing group in Tarsland, with its head office at 14 Lamplighter Row, Quillon. It traces its history to Corvel & Daughters, a stationer and small publisher founded in 1921 by Augusta Corvel.
History
Augusta Corvel began by printing almanacs and school primers. After her death the business passed to her daughter Hester Corvel, who renamed it Corvel House in 1946 and turned it towards general trade publishing. A nonfiction list, Greyfield, was started in 1953, and a children's list, Corvel Juniors, in 1960.
The firm grew mainly by purchase. It bought the Brennhaven literary house Lantern Press in 1978 and the Ostry poetry publisher Marrow & Finch in 1996. The children's list took its present name in 2004.
In 2009 Corvel House merged with Aubade Media, a magazine, audio and crime-fiction business, and the combined company adopted its present name. Magnus Tervo led the group as chief executive from the merger until his retirement in 2019, when he was succeeded by Linnea Roos, until then the group's finance director.
In 2015 the group sold Greyfield to the independent Halden & Roe, saying that serious nonfiction no longer fitted a portfolio built around fiction, children's books and audio.
Imprints (2020)
Lantern Books – literary fiction
Kestrel Street – children's books
Marrow & Finch – poetry and translated poetry
Nightjar – crime and suspense
Aubade Audio – audiobooks
Controversy
The group's handling of backlist e-books drew criticism in 2014, when the Copyright Tribunal found that it had issued an electronic edition of a prize-winning novel without holding the rights. Critics noted that the contract in question was almost thirty years old and that nobody at the group appeared to have read it.
"""),

dict(id="pub-02", title="Lantern Press (Lantern Books)", text="""
Lantern Books is the literary fiction imprint of Corvel Aubade Group. It began life as Lantern Press, an independent house founded in Brennhaven in 1931 by Cecily Hartwen, a former schoolteacher who had inherited a small legacy and a large number of opinions about the novel.
Independent years (1931–1978)
Hartwen ran the press from two rooms above a chandler's shop on Cooper's Wharf. From the first list onward its books were printed a few doors away by Lund & Sons, a relationship that outlived the founder. The early lists were dominated by Brennhaven poets and by novels of harbour life, and the press gained a reputation for plain, well-made books at modest prices. Hartwen retired in 1962 and died in 1970; her nephew Rolf Hartwen managed the business until its sale.
Under Corvel House
In 1978 the press was sold to Corvel House of Quillon. It was renamed Lantern Books, and in 1981 its editorial office moved from Brennhaven to the capital. Oswin Marlo was publishing director from 1979 to 2003, a period in which the imprint published three Quillon Prize winners. Marlo, a former bookseller, was known for long lunches and short contracts, and for refusing to publish any novel whose first chapter took place in a dream.
Since 2009 the imprint has formed part of Corvel Aubade Group. Its list remains small, about twenty novels a year, and it still uses a lantern device drawn for the first catalogue in 1931.
Notable authors
Ilse Varga
Ansel Berg
Tomas Brekke (for his later novels)
Odile Fenn
Ruth Amsel (essays)
"""),

dict(id="pub-03", title="Marrow & Finch: a note on the press", text="""
A note on the press
Marrow & Finch was founded in Ostry in 1962 by Ida Marrow, a proofreader at a municipal printing office, and Tobias Finch, a schoolmaster who wrote sonnets in the evenings and hid them in the mornings. Their first book, a pamphlet of twelve poems, was hand-set and sold for one marl.
For its first thirty years the press was run from the Finch family's back parlour, and it has never entirely lost that air. From 1975 until 2012 our poetry editor was Arvid Solberg, who read every submission himself and answered most of them by hand. Under his care the list grew to include two Halvard Prize winners and a steady stream of translated poetry from Belrath and Osmenia.
In 1996 Marrow & Finch was acquired by Corvel House, and since 2009 it has been an imprint of Corvel Aubade Group. The editorial office remains in Ostry, at 9 Tanners' Yard, and the press keeps its own list, its own cover design and its own habit of paying poets on time.
What we publish
About eight new collections a year, including two in translation
Selected and collected editions of poets on our backlist
An annual anthology, The Finch Book, drawn from open submissions
How to send us poems
We read unsolicited poems in February and September only. Send no more than ten pages. Please do not send your poems to the Quillon office of the group; they will be forwarded to us, eventually, by someone who does not read poetry.
"""),

dict(id="pub-04", title="Press release: Corvel House and Aubade Media to combine", text="""
FOR IMMEDIATE RELEASE
Quillon, 22 June 2009
Corvel House and Aubade Media to combine as Corvel Aubade Group
Corvel House, the Quillon publisher of literary fiction, children's books and poetry, and Aubade Media, the magazine, audiobook and crime-fiction company, today announced an agreed merger. The combined business will be called Corvel Aubade Group and will be the largest book publisher in Tarsland by turnover.
Under the terms agreed by both boards, shareholders of Corvel House will hold 58 per cent of the new company and those of Aubade Media 42 per cent. Magnus Tervo, managing director of Corvel House since 2001, will become chief executive of the combined group. Ottilie Aubade, chair of Aubade Media, will become deputy chair.
All imprints will keep their names and their publishers. The group's lists will comprise:
Lantern Books (literary fiction)
Greyfield (nonfiction)
Kestrel Street (children's)
Marrow & Finch (poetry)
Nightjar (crime and suspense)
Aubade Audio (audiobooks)
The monthly magazine Aubade will be sold separately and is not part of the transaction.
"Our readers will not notice a thing, except perhaps better books," said Mr Tervo. "Our authors will notice a larger sales force."
The merger is subject to approval by the Competition Office, which is expected before the end of the year. Head office functions will be brought together at 14 Lamplighter Row, Quillon.
Notes to editors
Corvel House was founded in 1921. Aubade Media was founded in 1974. Together the two companies employ around 640 people.
"""),

dict(id="pub-05", title="Press release: Halden & Roe acquires Greyfield", text="""
PRESS RELEASE — Ostry, 3 March 2015
Halden & Roe acquires Greyfield from Corvel Aubade Group
The independent Ostry publisher Halden & Roe has agreed to buy Greyfield, the serious nonfiction imprint, from Corvel Aubade Group (CAG). The purchase includes Greyfield's backlist of about 900 titles, its forthcoming programme and the contracts of its five staff. The price has not been disclosed.
Hugo Pell, who has been publisher of Greyfield since 1992, will continue in that role and will join the Halden & Roe editorial board. Greyfield's office will move from Quillon to Halden & Roe's building on Mill Lane, Ostry, during the summer.
"Greyfield has always been a small house living inside a large one," said Mr Pell. "Now it will be a small house living inside another small house, which suits us better."
A spokesperson for CAG said the group wished to concentrate on fiction, children's books and audio, and thanked Greyfield's authors for their loyalty over more than six decades.
Greyfield was launched in 1953 and is known for history, natural history and books about the crafts and trades of Tarsland. Its best-known series are the Tarsland Coastal Guides and Trades of Tarsland, and its authors include several of the country's leading historians.
Halden & Roe will distribute Greyfield titles through its existing distributor from 1 July 2015. Existing orders placed with CAG before that date will be fulfilled as normal.
Contact: press office, Halden & Roe, Mill Lane, Ostry
"""),

dict(id="pub-06", title="Halden & Roe at fifty", text="""
Halden & Roe at fifty
(feature, Tarsland Bookseller, trade weekly, May 2008)
Fifty years ago this month, in a back room of a bookshop on Mill Lane, Ostry, Margit Halden and Josef Roe signed the papers that created Halden & Roe. She had been an editor on a trade-union newspaper; he was the bookseller whose shop lent the firm its first office and, for some years, its only telephone.
The founders set out to publish contemporary Tarsic fiction from outside the capital, and for two decades most of their authors came from the inland towns. Their first real commercial success was Hedda Morn's The Long Quay, which won the Quillon Prize in 1985 and has sold more than 80,000 copies.
Margit Halden retired in 1989 and died in 2004. Josef Roe remained chairman until his death in 1997, after which ownership passed to a trust that guarantees the firm's independence. "Nobody can buy us," says the trust's chair, "which is a great comfort and a slight disappointment."
The house published Tomas Brekke's first three novels between 1995 and 2000, before he left for a larger publisher. In 2002 it appointed Greta Fennimore, formerly of Lantern Books, as editorial director, and she has since opened the list to translated fiction.
Most Halden & Roe books have been printed by Kalder Press Works, a few streets away, since the late 1970s, and trade distribution is handled by Central Book Distribution.
People, 2008
Greta Fennimore, editorial director
Lotte Brask, fiction editor (since 2005)
Arne Holt, sales and rights
"""),

dict(id="pub-07", title="Tidewrack Press: frequently asked questions for writers", text="""
Tidewrack Press — frequently asked questions for writers
Who are you?
Tidewrack Press is an independent literary publisher in Brennhaven. We were founded in 1989 by Sunniva Eklund and Ines Calloway, who met working the night shift at the harbour post office and decided the town needed a press that would publish what its own writers were actually writing. We publish around ten books a year: novels, short stories and the occasional strange hybrid.
Do I need an agent?
No. About half our list comes from agents and half from the open reading period. We treat both piles with the same suspicion and the same hope.
When is the reading period?
Every year from 1 to 31 October. Send the first fifty pages and a one-page letter. We reply to everyone, usually by February.
Do you pay advances?
Yes, modest ones, and royalties from the first copy sold. Our standard contract is published on our website.
Who prints your books?
Our books are printed by Kalder Press Works, on paper from certified forests, and we keep cover finishes simple so that reprints can be turned round quickly.
Where can readers buy your books?
In any good bookshop. Our books are distributed to the trade by Tarsbook Logistics, who also handle orders from libraries and schools. Readers can also buy directly from our website.
Do you publish e-books?
Yes, for almost all titles. We deposit both print and electronic editions with the National Library, as the law requires.
Can I visit?
Our office is at 22 Netmenders' Row. We are happy to see writers by appointment, and less happy to see them without one.
"""),

dict(id="pub-08", title="Vellamere Editions: style guide for translators", text="""
Vellamere Editions — style guide for translators (revised 2017)
About us. Vellamere Editions publishes literary fiction and essays translated into Tarsic, chiefly from Belrathi and Osmenian. The press was founded in 1994 by Aurel Manting and works from a converted net loft at 6 Ropewalk, Saltreach. We are sometimes asked about the name: it was the name of Manting's first boat, and the press has never had an office in the lake town of Vellamere.
1. Your name. The translator is named on the front cover, the spine and the title page of every edition we publish, in type no smaller than half the size of the author's name.
2. Currency and measures. Leave foreign currencies as they are in the original and do not convert them into marls. Do not convert distances.
3. Names of people and places. Keep the original spelling, including diacritics, except for capital cities that have an established Tarsic form (Velgrad, Iskarra).
4. Dialect. Do not render Belrathi or Osmenian dialect with the dialect of any Tarsic region. Readers in Brennhaven will not forgive you for making a mountain shepherd sound like a Brennhaven docker.
5. Notes. We do not use footnotes in fiction. A short glossary at the end is acceptable if the author agrees.
6. Titles. Translated titles are agreed between the translator, the editor and, where possible, the author. The final decision rests with the publisher.
7. Queries. Send queries to the editor in a single document, numbered by page of the original.
8. Deadlines. Tell us early if you will be late. We would rather move a publication date than publish a hurried book.
"""),

dict(id="pub-09", title="Crane & Partners: our history", text="""
Crane & Partners — our history
The agency was founded in Quillon in 1967 by Dora Amsel and Leopold Crane as Amsel & Crane Literary Agency, a name its clients shortened to ACLA and its rivals to "the two As". Dora Amsel had been a rights manager at Corvel House; Leopold Crane had been, by his own account, an unsuccessful novelist and a successful reader of other people's manuscripts.
In its first year ACLA took on the Brennhaven novelist Ilse Varga, who remained a client for the rest of her life. Over the following decades the agency built a list of Tarsic novelists and essayists, among them Tomas Brekke, and became known for long contracts, careful reading and a refusal to hold auctions.
When Dora Amsel retired in 2006 the partners agreed that the agency should carry only one founder's name, and ACLA became Crane & Partners. Leopold Crane continued to come into the office on Rook Street every morning until shortly before his death in 2012.
His daughter, Vivienne Crane, who had joined the agency as an assistant in 1998, became managing director in 2012. Her first major signing was the novelist Oskar Thale, whom she took on in 2014 after reading a short story of his in a student magazine.
Today Crane & Partners represents around sixty writers. Foreign rights for several estates, including that of Ilse Varga, are handled jointly with Pemberly Vance Associates.
Contact: 5 Rook Street, Quillon. We accept submissions by email; please allow eight weeks for a reply.
"""),

dict(id="pub-10", title="Oduya Literary: translation rights concluded 2012–2014", text="""
Oduya Literary — translation rights concluded, 2012–2014
Oduya Literary was founded in Brennhaven in 1991 by Henrietta Oduya and represents about forty authors of fiction, poetry and children's books. The log below lists translation licences signed in the period. Advances are in marls, rounded.
| Year | Title | Author | Language | Licensee (city) | Advance |
|---|---|---|---|---|---|
| 2012 | Glasshouse Weather | Nadia Ferreol | Belrathi | Dunmarrow Books (Velgrad) | 9,000 |
| 2012 | Mossbottom's Lantern | Corin Halloway | Osmenian | Pelin Children's (Iskarra) | 3,500 |
| 2013 | Glasshouse Weather | Nadia Ferreol | Osmenian | Kesh & Daughters (Iskarra) | 7,500 |
| 2013 | Breakwater Psalms | Maja Lund | Belrathi | Sedlak & Brun (Velgrad) | 1,200 |
| 2013 | The Net Loft | Bertil Sand | Kerrish | Haldane Bros (Port Kerr) | 2,000 |
| 2014 | Mossbottom Goes to Sea | Corin Halloway | Belrathi | Dunmarrow Junior (Velgrad) | 2,800 |
| 2014 | Glasshouse Weather | Nadia Ferreol | Kerrish | Haldane Bros (Port Kerr) | 6,000 |
Notes
Licences are normally for seven years from first publication of the translation.
Translators are proposed by the licensee and approved by the author; their names are recorded in the individual licence summaries, not in this log.
Figures exclude audio, film and television options, which are logged separately.
Sub-agents were not used for any of the licences above; all were negotiated directly by the agency, most of them at the Velgrad and Iskarra fairs.
"""),

dict(id="pub-11", title="Pemberly Vance Associates (agency profile)", text="""
Pemberly Vance Associates
Agency profile, Tarsland Writers' Yearbook 2016
Address: 40 Quay Road, Quillon. Founded: 1983. Partners: Iris Pemberly, Conrad Vance, Samir Okonjo.
Pemberly Vance Associates (PVA) was set up by Iris Pemberly and Conrad Vance, both formerly of the foreign-rights department of a Belrathi publisher, to sell Tarsic books abroad. It still earns most of its income from translation and film rights, acting as sub-agent for other Tarsic agencies and estates; since 2011 it has co-represented the foreign rights of the Ilse Varga estate with the estate's principal agency.
Unusually for a rights agency, PVA also represents a small number of writers directly. Its best-known direct client is the crime novelist Rafael Quist, whom Conrad Vance has represented since Quist's first book appeared in 1996; the partners say they have "no plans to become a crime agency, despite evidence to the contrary".
What they want: commercial and crime fiction with strong foreign potential; narrative nonfiction about the sea.
What they do not want: poetry, picture books, memoirs of national politicians.
How to submit: email a covering letter, a synopsis and the first three chapters. Response within twelve weeks; no response means no.
Commission: 15% domestic, 20% translation (of which part may go to a co-agent), 20% film and television.
Yearbook note: the partners regularly attend the Velgrad and Iskarra book fairs and are happy to meet authors' existing agents there by appointment.
"""),

dict(id="pub-12", title="Ilse Varga, novelist, 1931–2010", text="""
Ilse Varga, novelist, 1931–2010
Ilse Varga, who has died aged 78 at her home in Brennhaven, wrote seven novels, but for most readers she was the author of one: The Salt Orchard, the story of three generations of women tending a failing orchard on the salt marshes east of the port. Published by Lantern Books in 1987, it won the Quillon Prize the following year, has never been out of print and is read in most Tarsland schools.
She was born in Brennhaven, the daughter of a ship's carpenter and a laundress, and worked for twenty years as a clerk in the harbour authority, writing before dawn. Her first two novels went almost unnoticed. It was her agent of more than four decades, Leopold Crane, who persuaded her not to give up, and her editor Greta Fennimore who, in Varga's words, "took a shapeless book and found the orchard in it".
Success did not change her habits. She kept her harbour-authority job until retirement age, refused most invitations to Quillon, and answered letters from schoolchildren in green ink. Her later novels, darker and shorter, were admired by critics and read by fewer people; she said she preferred it that way.
She was married briefly, in her twenties; the marriage was dissolved. She is survived by her nephew Anders Varga, who is her literary executor, and by a cat she described as her only reliable reader.
"""),

dict(id="pub-13", title="The Salt Orchard: editions", text="""
The Salt Orchard — editions
(from the Bibliography of Tarsic Fiction, 2018 edition)
Varga, Ilse. The Salt Orchard. Quillon: Lantern Books, 1987. 312 pp. Cloth, with dust jacket by Ebba Fahl. 18 marls. First edition, issued in 3,000 copies. Dedication: "for L.C., who waited".
Varga, Ilse. The Salt Orchard. Quillon: Lantern Books, 1989. 312 pp. Paperback. Issued after the award of the Quillon Prize (1988); the cover carries the prize roundel.
Varga, Ilse. Solvarn Orkad. Translated into Belrathi by Marek Ostrowin. Velgrad: Dunmarrow Books, 1990. 296 pp. Cloth.
Varga, Ilse. The Salt Orchard. Translated into Kerrish by Ewan Macallister. Port Kerr: Haldane Bros, 1998. 288 pp. Paperback.
Varga, Ilse. The Salt Orchard. Introduction by Tomas Brekke. Quillon: Lantern Books (Harbour Classics, no. 14), 2002. 330 pp. Paperback.
Varga, Ilse. The Salt Orchard. Quillon: Corvel Aubade Group, 2012. Electronic edition. Withdrawn in 2014 following decision CTT 2014/07.
Varga, Ilse. The Salt Orchard. Ostry: Halden & Roe, 2016. Electronic edition, licensed by the Varga estate.
Notes
A second impression of the first edition, 5,000 copies, followed in November 1988, after the prize.
Collectors should note that copies of the first impression have the misprint "salt orchad" in the running head of page 41; it was corrected in the second impression.
The Harbour Classics text was newly set from the first edition and incorporates the author's few late corrections.
"""),

dict(id="pub-14", title="Letter from Greta Fennimore to Ilse Varga, 14 January 1986", text="""
Lantern Books, 14 Lamplighter Row, Quillon
14 January 1986
Dear Ilse,
I have now read The Orchard at Low Water twice, once as your editor and once, I confess, as a reader who forgot she was meant to be taking notes. It is the best thing you have written and it is nearly finished. I say nearly because the middle section, the winter of the flood, is still carrying too much furniture. I have marked about forty pages where I think you could cut without losing a single thing that matters. You will disagree with half of them, which is the correct proportion.
I want to raise the title with you again. The Orchard at Low Water sounds, to my ear, like a tide table or a guidebook. Your own phrase on page 112, "the salt orchard", is the book. I would like us to call it The Salt Orchard. Oswin agrees, and he rarely agrees with me before lunch.
On business: Mr Crane and our contracts department have agreed terms in principle, and the contract should be ready for signature in March. We plan a first printing of 3,000 copies in cloth for spring 1987, with the jacket by Ebba Fahl if she will do it.
Please do not answer this letter with a new draft. Answer it with a walk along the marsh, and then a new draft.
With affection and impatience,
Greta Fennimore
Editor
"""),

dict(id="pub-15", title="Decision CTT 2014/07: Varga v Corvel Aubade Group", text="""
COPYRIGHT TRIBUNAL OF TARSLAND
Decision CTT 2014/07
Anders Varga (as executor of the estate of Ilse Varga) v Corvel Aubade Group
Panel: Judge Selma Hartwen (presiding); Mr Tobias Wren; Ms Malin Achterberg
Decision delivered at Ostry, 18 September 2014
1. The applicant is the literary executor of the late Ilse Varga. The respondent, Corvel Aubade Group ("CAG"), is the successor in title to Lantern Books, which first published the novel The Salt Orchard in 1987.
2. The publishing relationship is governed by a contract between Ilse Varga and Lantern Books dated 12 March 1986. Neither party suggested that it had been varied in writing. The parties agreed a summary of its terms, which is before us and which we accept as accurate.
3. In April 2012 CAG issued an electronic edition of the novel. The applicant objected in writing in May 2012 and again in January 2013. CAG continued to sell the electronic edition.
4. The respondent argues that the grant of "volume rights" in the contract extends to any form in which the text may be read as a whole, including an electronic file. We do not accept this. In 1986 the expression had a settled meaning in the Tarsic trade, namely publication in printed and bound form.
5. The contract expressly reserves to the author all rights "not herein granted". Electronic rights were not granted.
6. We therefore find that the electronic edition infringes the copyright held by the estate.
7. We order that CAG cease all sales of the electronic edition within 60 days of this decision, and that it account to the applicant for its net receipts from that edition, with interest at the statutory rate.
8. The applicant's claim for additional damages is refused. We are not satisfied that CAG acted in bad faith, though it acted carelessly.
9. Costs follow the event.
"""),

dict(id="pub-16", title="Quillon Prize for Fiction: selected winners", text="""
Quillon Prize for Fiction — selected winners
The Quillon Prize has been awarded each autumn since 1970 for the best novel first published in Tarsic in the preceding eighteen months. It is administered by the Quillon City Library Trust and carries a purse of 20,000 marls. The table lists selected winners with the publisher of the first edition.
| Year | Author | Title | Publisher |
|---|---|---|---|
| 1970 | Aurelia Stroud | The Bell Foundry | Corvel House |
| 1977 | Matthias Quell | A House of Nets | Lantern Press |
| 1985 | Hedda Morn | The Long Quay | Halden & Roe |
| 1988 | Ilse Varga | The Salt Orchard | Lantern Books |
| 1993 | Yannick Sorel | Brass and Tallow | Halden & Roe |
| 1999 | Ansel Berg | Copper Mornings | Lantern Books |
| 2004 | Tomas Brekke | The Cartographer's Daughter | Lantern Books |
| 2008 | Lise Amberg | Falling Stations | Halden & Roe |
| 2011 | Nadia Ferreol | Glasshouse Weather | Tidewrack Press |
| 2015 | Odile Fenn | Paper Harbour | Lantern Books |
| 2018 | Oskar Thale | The Ferryman's Accounts | Halden & Roe |
| 2021 | Saskia Draper | Low Light | Tidewrack Press |
Notes
In 1977 the winning publisher was still independent; it was bought by a Quillon group the following year.
The 2011 award was the first to a book from a Brennhaven press since 1977.
Full lists of shortlists and juries are kept by the Trust and are not reproduced here.
"""),

dict(id="pub-17", title="Quillon Prize 2011: minutes of the final jury meeting", text="""
Quillon City Library Trust
Quillon Prize for Fiction 2011 — minutes of the final jury meeting
Held in the Reading Room, Quillon City Library, 14 October 2011, at 10.00
Present: Yusuf Darrow (chair), Annika Doule (critic), Marek Ostrowin (translator), Dagny Rask (publisher). In attendance: Piet Hallam, secretary to the Trust.
1. Declarations of interest. Ms Rask reminded the jury that she is publisher of a children's imprint within Corvel Aubade Group and that one shortlisted novel comes from another imprint of that group. The jury agreed that she need not withdraw, since she has no editorial or financial connection with the book. No other interests were declared.
2. Shortlist. The jury confirmed the shortlist of four: Glasshouse Weather (Tidewrack Press); The Widow's Almanac (Lantern Books); Iron Gardens (Halden & Roe); A Map of Small Rooms (Ninefold Press).
3. Discussion. Each juror spoke for ten minutes on each book. The chair observed that two of the four novels were about inheritance and that the jury should not hold this against either of them. Mr Ostrowin spoke warmly of the prose of A Map of Small Rooms but doubted its structure.
4. Vote. On the first ballot Glasshouse Weather received three votes and Iron Gardens one. The chair declared Glasshouse Weather the winner of the 2011 Prize.
5. Announcement. The result will be announced at the Trust's dinner on 3 November. Jurors are reminded that the result is confidential until then.
6. Any other business. Mrs Doule proposed that future juries receive books in a single delivery rather than in instalments. Agreed to recommend to the Trustees.
The meeting closed at 13.40.
"""),

dict(id="pub-18", title="Writers in focus: Nadia Ferreol", text="""
Writers in focus: Nadia Ferreol
(from the Tarsland Review of Books, spring 2012)
Nadia Ferreol was born in 1972 in Saltreach, the small fishing town at the mouth of the Esk, and spent eleven years working in the commercial glasshouses outside Brennhaven before she published a word. "Glass teaches you patience," she says. "Tomatoes do not care about your deadlines."
Her debut novel, Glasshouse Weather, appeared from Tidewrack Press in 2010, and its first printing sold out within days of the Quillon Prize announcement the following year. The novel follows a family of growers through a single wet summer, and its long final chapter, set during a hailstorm, has already become a set piece for public readings.
The book was edited by Ines Calloway, one of Tidewrack's two founders, who Ferreol says "cut a hundred pages and somehow added a season". Calloway, for her part, says the manuscript arrived with the best covering letter she had read in twenty years, though she adds that the letter was written by the agent.
Ferreol is represented by Henrietta Oduya. She has refused several offers from larger publishers and says she will stay with Tidewrack "for as long as they will have me, or until the glasshouses want me back".
She is working on a second novel, provisionally titled Cold Frame, set in the same valley. She lives in Brennhaven with her partner, a marine engineer, and two tortoises.
"""),

dict(id="pub-19", title="Licence summary: Glasshouse Weather, Belrathi translation rights", text="""
Licence summary — Belrathi translation rights
Work: Glasshouse Weather, a novel by Nadia Ferreol (Tidewrack Press, Brennhaven, 2010)
Licensor: the author, acting through her literary agent
Licensee: Dunmarrow Books, Velgrad, Belrath
Date of agreement: 19 October 2012
Territory and language: Belrathi language, worldwide
Term: seven years from first publication of the translation, renewable by agreement
Formats: hardback, paperback and electronic editions; audio excluded
Advance: 9,000 marls, payable half on signature and half on publication
Royalties: 8% of retail price on hardback, 6% on paperback, 20% of net receipts on electronic editions
Translator: Helena Ruusk, approved by the author on 2 November 2012. The translator's name is to appear on the front cover and title page.
Publication: not later than 30 November 2013
Minimum first printing: 3,000 copies
Cover: the Licensee is to consult the author on the cover design; the Quillon Prize roundel may be reproduced with the permission of the Quillon City Library Trust
Reversion: all rights revert to the author if the translation is out of print for eighteen months
Notes
The Licensee will send ten copies of the translation to the author and two to the agent.
Any Belrathi subsidiary licences, for example book-club or large-print editions, require the author's written consent.
Disputes are to be resolved under Tarsic law by the Copyright Tribunal of Tarsland.
"""),

dict(id="pub-20", title="Translator in focus: Helena Ruusk", text="""
Translator in focus: Helena Ruusk
(Ashgrove Foundation newsletter, 2014)
Helena Ruusk grew up between two languages: her mother was from the Belrathi highlands, her father a ferry engineer from Ostry, and the family spoke Belrathi at breakfast and Tarsic at dinner. She studied law before turning to translation, a background she says "makes me read contracts, which translators should, and footnotes, which they shouldn't".
Her first book-length translation appeared in 1999. Her breakthrough came with The Lamplit Shore, Ondrej Casimir's long novel of a Belrathi lighthouse family, which she translated for Vellamere Editions. Published in 2006, it won the Ashgrove Award for Translation in 2007 and introduced Casimir to a Tarsic readership that had barely heard of him.
Since then she has translated six further Belrathi novels, two collections of essays and a book of children's verse, and she occasionally works in the other direction, from Tarsic into Belrathi. She teaches a summer workshop for young translators in Ostry and has campaigned for translators to be named on book covers.
Asked what makes a good translation, she answers without hesitation: "Reading the book as if you had written it, and then remembering that you did not."
She lives in Ostry and is currently translating Casimir's final novel, The Harbour Master's Wife.
"""),
]
