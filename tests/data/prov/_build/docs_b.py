# Hand-written documents prov-31 .. prov-60
DOCS_B = [
("Catalogue entry: Orrin Blakewell, Portrait of Eliza Tennick (ARD 1996.2)",
"""ARD 1996.2
Orrin Blakewell (1848–1916)
Portrait of Eliza Tennick, 1889
Oil on canvas, 127 x 102 cm
Signed and dated upper right: O. Blakewell / 1889

Provenance: commissioned by the sitter's husband, Joseph Tennick, Hatherlow; by descent to their son, Gideon Tennick; Tennick Bequest Trust, 1940; offered by the trustees to the Ardlow Museum of Art, 1971, and declined; the trustees' sale, Haldane Rooke, Corveston, 8 June 1972, lot 30, bought by Mrs Doreen Ashcombe, Corveston; her executors' sale, Haldane Rooke, Corveston, 23 April 1996, lot 47, where bought by the museum.

Description: Three-quarter length, seated, turned slightly to the left, in a dress of dark green silk with a lace collar and a jet brooch. Her hands are folded on a closed book in her lap. Plain brown background, with the suggestion of a curtain at the left.

Comment: Eliza Garside (1841–1912) married Joseph Tennick, founder of the Tennick Dye Works, in 1863. The portrait was painted to mark the twenty-fifth anniversary of the company and hung in the boardroom of the works until 1899, when her son moved it to his house in Hatherlow. The museum's decision of 1971 was reversed a quarter of a century later, when the picture came back onto the market and its value as a record of the region's industrial families had come to count for more than its somewhat stiff execution.

Credit line: Purchased, 1996."""),

("Haldane Rooke sale, 23 April 1996: lot 47, Blakewell, portrait of Mrs Joseph Tennick",
"""HALDANE ROOKE, Corveston
Victorian and Edwardian Pictures — Tuesday 23 April 1996
Sold by order of the executors of the late Mrs Doreen Ashcombe

LOT 47
ORRIN BLAKEWELL (1848–1916)
Portrait of Mrs Joseph Tennick, three-quarter length, seated, in a green silk dress
Signed and dated O. Blakewell / 1889; oil on canvas, 50 x 40 in.
Estimate: £12,000 – £16,000

Provenance: Joseph Tennick, Hatherlow; by descent; the Tennick Bequest Trust; its sale in these rooms, 8 June 1972, lot 30; Mrs Doreen Ashcombe.

Literature: E. Marwood, 'Orrin Blakewell and the Portrait in the Industrial North', 1978, no. 112.

Blakewell's portraits of the wives of the manufacturers of the region are among the most characteristic products of his maturity, and the present work, painted at the height of his reputation, shows his gift for making sober dress and a plain setting speak of solid prosperity. The sitter was the wife of the founder of the Tennick Dye Works, and the picture hung for some years in the company's boardroom.

[Results list, annotated by the saleroom clerk]
Lot 47: sold, £18,500 (hammer). Purchaser: Ardlow Museum of Art, Marrowgate. Underbidder on the telephone."""),

("Orrin Blakewell (1848–1916): biography",
"""Orrin Blakewell (1848–1916) was a portrait painter, born in Corveston, the youngest of the five children of Samuel Blakewell, a printer and engraver. He studied at the Corveston School of Design and then in the studio of a fashionable society portraitist in the capital, returning to Corveston in 1872 to set up on his own account.

Over the next forty years he painted several hundred portraits, most of them of the mill-owners, bankers, shipowners and civic dignitaries of the region and their wives. His formula — the sitter at three-quarter length, sober clothing, a plain or lightly suggested interior and a face of great directness — suited his clients exactly. Critics have found his later work repetitive, and he relied more and more on assistants for costume and backgrounds.

Among the few portraits of people outside his usual circle is that of Miss Agnes Hollis (1890), a Corveston music teacher, which he exhibited several times and kept until his death; it is now in a private collection and is sometimes wrongly indexed under the name of the harbour painter Agnes Hollin.

Blakewell was elected President of the Corveston Society of Artists in 1894. He never married, and lived for most of his life with an unmarried sister, Martha, in a house in Albion Terrace. He died there in January 1916, and the contents of his studio were sold at Haldane Rooke the following spring.

He is well represented in the civic collections of Corveston and Hatherlow and in the Ardlow Museum of Art."""),

("Benefactors of the Ardlow Museum of Art (entrance hall wall)",
"""WE THANK OUR BENEFACTORS
The list below reproduces the benefactors' wall in the entrance hall of the Ardlow Museum of Art. Names are shown as the donors wished them to appear.

FOUNDER
Silas Ardlow (1851–1924)

GREAT BENEFACTORS
The Tennick Bequest Trust
Constance Ebbing
The Ebbing Foundation for the Arts
The Borough of Marrowgate
Miss Ellen Brisk
The Friends of the Ardlow

BENEFACTORS
Marian Tennick Rowe, in memory of Gideon Tennick
Hubert and Winifred Ardlow
The Hatherlow Art Society
Peter Ludd
Dr and Mrs R. Coyle
The Sendelmann family, in memory of Jakob Sendelmann
Anonymous (three donors)

SUPPORTERS
The Marrowgate Society of Artists · Agnes Dunn · The Salterne Arms Trust · Rosalind Pask · The Maritime Museum, Sallow Quay · Thomas Albery · The Yeld Partnership, solicitors · Margery Olcott · Desmond and Anne Pryor · Clara Mayhew · The Marrowgate Girls' Institute Old Girls' Association

IN MEMORIAM
Lionel Fenn, Director 1931–1955
Edwin Haske, Keeper 1911–1930

Names are added to the wall each January. If you believe a name has been left out or misspelt, please write to the Director's Office. Gifts of any size are welcome; the Friends of the Ardlow can tell you about gifts in wills."""),

("Letter: Margery Olcott to Marian Tennick Rowe, 22 September 1966",
"""ARDLOW MUSEUM OF ART
Chantry Street, Marrowgate
Office of the Director

22 September 1966

Mrs Marian Tennick Rowe
The Tennick Bequest Trust
c/o Messrs Yeld & Hollister
Bridge Street, Hatherlow

Dear Mrs Rowe,

I have this morning received from Mr Yeld the deed of gift, duly signed by you both, and I write at once to say how very grateful we are. The six pictures that have hung here as loans since 1948 are, from today, the property of the people of Marrowgate, and I can think of no better way of honouring Mr Tennick's wishes.

I know that you have had to weigh the claims of Hatherlow as well as ours, and that the decision was not an easy one. I hope you will feel that the pictures are in good hands. The Kormandt in particular has become a great favourite with our visitors — the schoolchildren call it 'the lady with the lamp', which I suspect would have amused the artist — and I should be very sorry indeed ever to see it leave us.

We should like to mark the gift with a small reception in the Modern Gallery in November, and I do hope you will be able to come, and to bring any members of the family who would like to see the pictures in their new setting. A label recording the gift of the Trust will be placed beside each of them.

With renewed thanks and warm regards,

Yours sincerely,

Margery Olcott
Director"""),

("Visiting the Ardlow Museum of Art: frequently asked questions",
"""Visiting the Ardlow Museum of Art — Frequently Asked Questions

Where are you?
Chantry Street, Marrowgate, five minutes' walk from the railway station. Follow the signs for the Town Hall and turn left at the library.

When are you open?
Tuesday to Sunday, 10 a.m. to 5 p.m. Closed on Mondays (except bank holidays) and on 25 and 26 December.

How much does it cost?
Entry to the permanent collection is free. Some temporary exhibitions carry a charge; Friends of the Ardlow go free.

Can I see the archive?
Yes. The reading room, which holds the Strand Ludd Archive and the museum's own historical records, is open by appointment on Wednesdays and Thursdays. Please contact the Archivist at least a week ahead and bring photographic identification.

Can I see a particular picture?
Most of the collection is on display, but about a third of the drawings and some paintings are in store. If you want to see something specific, check with the front desk before you come: works may be on loan or in the conservation studio.

Can I take photographs?
Yes, for private use and without flash. Some borrowed works may not be photographed; these are marked.

Is there a café?
The Garden Café, in the former sculpture court, is open from 10.30 a.m. to 4.30 p.m.

Is the building accessible?
There is step-free access from the side entrance in Tanner's Row and a lift to all floors. Wheelchairs can be borrowed free of charge.

Can I bring a group?
Groups of more than ten should book ahead. School visits are free and are arranged by the Learning team."""),

("Bartholomew Quence (1866–1930): biography",
"""Bartholomew Quence (1866–1930), painter and illustrator, was born in Salterne, the son of a customs officer. He joined Tobias Renfrey's drawing class in 1882 and stayed with him, latterly as an assistant, until 1887. His few surviving harbour paintings of those years follow Renfrey's manner so closely that several were sold as the master's own work after Quence had left the coast; three have since been returned to him on the evidence of the distinctive way he painted the rigging of small craft.

In 1888 Quence moved to Corveston, where he found steady work drawing for the illustrated weekly papers and later for publishers of boys' adventure stories. His illustrations to the sea stories of the novelist Amos Pell, published between 1896 and 1910, were much admired, and for a time he was one of the best-paid illustrators in the city. After 1890 he exhibited oil paintings only occasionally.

Quence married Lucy Ferrar in 1891; they had four children. He died in Corveston in 1930, and his studio, including a number of unsold oils of the 1880s, passed to his eldest son.

His reputation as a painter was slight until the 1980s, when a handful of his harbour pictures came onto the market and were recognised as work of real quality. He should not be confused with the Corveston bookseller and publisher Bartholomew Quince, for whom he occasionally worked."""),

("Catalogue entry: Tobias Renfrey, Fishing Boats Leaving Salterne (ARD 1911.8)",
"""ARD 1911.8
Tobias Renfrey (1832–1899)
Fishing Boats Leaving Salterne, 1868
Oil on canvas, 76.2 x 127.0 cm
Signed and dated lower right: T. Renfrey 1868

Provenance: the artist's studio; his widow, Mrs Harriet Renfrey, Salterne, from whom bought by Silas Ardlow, 1900; Ardlow Gift, 1911.

Description: A fleet of luggers leaving harbour on the morning tide before a fresh westerly, the leading boat heeled well over as she clears the pier head. The lighthouse and the tower of St Mary's church are seen to the right; the quay is crowded with figures.

Comment: A key work of the artist's early maturity, painted for exhibition and kept by him for the rest of his life, perhaps because it failed to sell at the price he asked. It was among the first pictures Silas Ardlow bought directly from a painter's family rather than through a dealer, and it was one of the thirty-eight with which he opened the museum. Its firm drawing and high finish make an instructive comparison with the broader, more atmospheric harbour view in the same gallery, which was long thought to be by Renfrey and is now given to Agnes Hollin (ARD 1924.3).

Exhibited: Salterne Institute, 1869; Ardlow Museum of Art, 'Pupil and Master', 2005."""),

("Nathaniel Brisk (1824–1901) and the Brisk family of Salterne",
"""BRISK, Nathaniel (1824–1901), shipowner, of Salterne.

The son of a master mariner, Brisk bought his first schooner in 1849 and by 1875 owned, as the Brisk Line, fourteen sailing vessels and three steamers carrying coal, slate and grain along the coast and across to the continent. He was chairman of the Salterne harbour commissioners for twenty years and a leading advocate of the improvements to the quays carried out in the 1870s.

Brisk was the most important local patron of Tobias Renfrey, from whom he commissioned portraits of his ships and, in the 1880s, several general views of the harbour. He bought pictures straight from the studio, often before they were finished, and took pride in hanging the harbour views in the counting-house where his captains came to be paid.

He married Sarah Penhale in 1851. Their only surviving son, Walter Brisk (1858–1933), ran the Brisk Line until it was sold in 1912 but took little interest in pictures; in 1908 he sent the best of his father's harbour views to dealers in Hatherlow, keeping most of the ship portraits. Walter's daughter, Ellen Brisk (1893–1980), who never married and lived all her life in the family house on Harbour Terrace, was a keen amateur artist and a generous supporter of the town's Maritime Museum, to which she left the ship portraits.

Nathaniel Brisk died at Salterne in February 1901 and is buried in the churchyard of St Mary's, beneath a granite anchor paid for by his captains."""),

("Letter: Walter Brisk to Josiah Pellow, 3 October 1908",
"""Harbour Terrace
Sallow Quay
3rd October 1908

Dear Mr Pellow,

I am sending by the carrier on Monday the three pictures we spoke of: the barque, the moonlight, and the large one of the harbour at low water that hung over the fireplace in the counting-house. I should be glad if you would sell them for me as best you can. My daughter is sorry to see the low-water picture go, but I have no room for it and no great wish to keep it.

There is one thing I ought to tell you, though I do not suppose it matters. My father always called the low-water picture 'his Renfrey', and he paid Renfrey for it; but our old housekeeper, Mrs Dunn, who was in service with my father from before I was born, used to say that it was Miss Hollin who painted it — the sailmaker's girl who worked for Renfrey in those years — and that Renfrey only put in the boats. She said she had seen her at it on the quay more than once. I never heard my father say so himself, and I daresay it is servants' talk. Miss Hollin has lived in Marrowgate these many years and I have not set eyes on her since I was a young man.

Please let me know what you think they will fetch. I should prefer not to have them sent to a sale.

Yours truly,
Walter Brisk"""),

("Restitution claim summary: Study for the Green Lamp (2002 decision)",
"""Summary of claim and Board decision (public record, November 2002)

Object: Ilse Kormandt, 'Study for the Green Lamp', c. 1926–27, charcoal and gouache on paper, 48 x 37 cm (ARD 1980.9)
Claimants: the heirs of Otto Prell, formerly of Velbruck
Date claim lodged: 2 March 2002
Decision: claim not upheld (Board of Trustees, 12 November 2002)

The claim. The claimants stated that Otto Prell, a Velbruck lawyer and collector, had owned a drawing by Kormandt of a woman seated at a lamp, which was left behind when he emigrated in 1936 and never recovered. They believed the museum's drawing to be the same work.

The evidence. The Provenance Research office established that the museum's drawing was among the works the artist brought with her when she left Velbruck in 1937: it appears in a list of her drawings made for customs purposes on her arrival in Corveston, which survives among her papers. It was shown at her exhibition at the Quillon Gallery, Corveston, in 1946, where it was bought by Constance Ebbing, and it came to the museum with her bequest in 1979. The drawing Mr Prell owned is described in a 1931 insurance schedule supplied by the claimants as 'Kormandt, woman at a lamp, pen and ink, small'; the museum's drawing is large and in charcoal and gouache.

The Board's reasons. The Board concluded that the museum's drawing had stayed in the artist's own possession until 1946 and could not have been the drawing lost by Mr Prell. The claim was therefore not upheld. The museum has registered the description of the Prell drawing with the international databases of lost works and has offered to help the family in their search.

This claim has not been reopened."""),

("The Quillon Gallery, Corveston (1931–2008)",
"""The Quillon Gallery was a commercial gallery in Corveston, founded in 1931 by Beatrix Quillon (1894–1980), the widow of a naval architect, in two ground-floor rooms in Wharf Street. Its programme favoured living artists of the region and, increasingly, artists who had come to Corveston from abroad, and it was known for modest prices and for paying its artists promptly — not a universal virtue among dealers of the period.

Beatrix Quillon ran the gallery alone until 1975, when she handed it over to her son, Laurence Quillon (1930–2011), who had worked alongside her since the 1950s. Under Laurence the gallery added historical exhibitions of the painters of the coast to its programme, often borrowing from museums, and in 1979 it moved to larger premises in Chandlers' Yard. Among the artists it represented over many years were the sculptor Jessamy Quarle and the potter Ivo Marchbank.

Laurence Quillon retired in 2007 and the gallery closed the following year. Its archive of exhibition catalogues and press cuttings is held by the Corveston Central Library; the sales ledgers are believed to have been lost in a flood at the Chandlers' Yard premises in 1999.

The gallery should not be confused with Quillan Galleries of Velbruck, a print dealer with which it had no connection whatever. Letters and parcels were misdirected between the two often enough for Beatrix Quillon to print a warning on her stationery."""),

("Ostermann Kunsthandel, Velbruck (1907–1949)",
"""Ostermann Kunsthandel was an art-dealing firm in Velbruck, founded in 1907 by Felix Ostermann (1880–1957) in premises in the Lindengasse. For its first two decades it dealt mainly in older pictures and decorative art, but from the early 1920s it was the principal outlet for the younger painters of the Velbruck Spring Salon, among them Ilse Kormandt, and it built up a substantial clientele abroad, partly through agents in other countries.

From the mid-1930s the firm handled a large number of sales by Velbruck collectors who were being forced to part with their property. How far Ostermann profited from these transactions, and what prices he paid, remained unclear for decades, because the firm's business records were believed lost. Ostermann himself maintained after the war that he had paid fair prices and had helped many owners to get money out of the country.

The firm ceased trading in 1949 and was formally liquidated the following year. In 1950 the liquidator sold a quantity of its papers, including the stock books, for a nominal sum to the Hatherlow dealer Horace Mayhew, an old business associate of Ostermann's; why he wanted them is not known. Their whereabouts were then forgotten, and historians writing in the 1980s and 1990s assumed that they had been pulped. They resurfaced in 2016 in a museum archive in Marrowgate.

Felix Ostermann died in Velbruck in 1957. A small number of his letters to foreign clients survive in private and public collections."""),

("Conservation examination before restitution: Woman with a Green Lamp (August 2019)",
"""CONSERVATION EXAMINATION — PRE-RESTITUTION RECORD
Object: ARD 1966.12, Kormandt, 'Woman with a Green Lamp'
Examiner: T. Reyle
Dates: 12–14 August 2019
Purpose: full record of condition and of all marks and labels before transfer of ownership

Support and paint layer
- Canvas, medium weight, on original keyed stretcher. Unlined.
- Paint layer in very good condition. Small flake loss in dark background, upper left (2 x 1 mm), consolidated 1998; stable.
- Thin natural-resin varnish, slightly yellowed; not removed.

Reverse — labels and marks (all photographed)
- Printed label, upper stretcher bar: 'OSTERMANN KUNSTHANDEL · VELBRUCK · LINDENGASSE 9', with the number '3317' in blue crayon.
- Customs stamp on canvas, lower left quadrant, partly legible, dated 1939.
- Paper label, handwritten in ink: 'Tennick — Hatherlow'.
- Printed label: 'Ardlow Museum of Art — Lent by the Trustees of the TBT, 1948'; below it a later museum label with the number ARD 1966.12.
- Chalk inscription on cross bar: 'Salon 28' (probably the artist's hand).

Recommendations
- Do not remove, cover or alter any label.
- Fit travel frame with glazed backboard to protect labels.
- Courier to accompany the painting to the handover and to countersign the condition record with the family's representative."""),

("Outgoing loan request, record of decision: Velbruck Kunsthalle, 2012",
"""OUTGOING LOAN REQUEST — RECORD OF DECISION

| Field | Entry |
|---|---|
| Request received | 3 May 2011 |
| Borrower | Velbruck Kunsthalle |
| Exhibition | 'Ilse Kormandt: Light in Dark Rooms', retrospective, 10 March – 3 June 2012 |
| Objects requested | Kormandt, 'Woman with a Green Lamp' (ARD 1966.12); 'Study for the Green Lamp' (ARD 1980.9) |
| Curatorial view | Strongly supportive; the painting is the key work of her 1920s output |
| Conservation view | Painting fit to travel; drawing fit to travel, max. 50 lux |
| Registrar's view | No statutory immunity from seizure in Velbruck for foreign loans; see reasons |
| Decision | DECLINED (both objects) |
| Date of decision | 18 October 2011 |
| Decided by | Director, on the advice of the Registrar and the museum's solicitors |

Reasons for decision
1. At the date of the request there was no law in Velbruck protecting works lent from abroad against seizure by third parties while on exhibition.
2. The museum was aware that the heirs of a former Velbruck owner had asserted a claim to the painting in 1999. Although the museum's Board had not upheld that claim, the museum could not rule out legal proceedings being started in Velbruck while the painting was there.
3. The drawing was declined together with the painting so as not to separate a study from the finished work.

Follow-up: a letter of regret was sent to the Kunsthalle's director on 20 October 2011, offering new high-resolution photography of both works for the catalogue. The offer was accepted."""),

("Acquisitions Sub-Committee report, 9 March 1948",
"""BOROUGH OF MARROWGATE — ARTS AND LIBRARIES COMMITTEE
Ardlow Museum of Art: Report of the Acquisitions Sub-Committee
Meeting of 9 March 1948

Present: Ald. W. Thorne (chair), Cllr F. Iles, Mr G. Pask; the Director (Mr L. Fenn)

1. Apologies were received from Cllr Mrs Dyer.

2. Loan from the trustees of the Tennick Bequest Trust. The Director reported that, following his correspondence with the trustees since the autumn, Mrs Rowe and Mr Yeld had agreed to lend the museum, for an initial period of ten years, six modern paintings from the collection of the late Mr Gideon Tennick, among them two works by Ilse Kormandt. The trustees would pay for transport; the museum would insure. The sub-committee expressed its warm thanks to the Director for his part in securing the loan. APPROVED. An exhibition of the pictures to be arranged for the spring of 1949.

3. Offer for purchase: Bartholomew Quence, 'The Pier Head, Evening', offered by a private owner at £90. The Director did not recommend purchase, on grounds of condition. DECLINED.

4. Gift offered by Mrs L. Haske, widow of the former Keeper: a collection of fossils. The sub-committee felt this fell outside the museum's present purposes. The Director to suggest that the offer be made instead to the Hatherlow Natural History Society. DECLINED with thanks.

5. Repairs to the roof of the Upper Gallery: noted that the Borough Engineer's estimate of £410 has been accepted.

The meeting closed at 7.15 p.m."""),

("Exhibition checklist: Pupil and Master, Tobias Renfrey and Agnes Hollin (2005)",
"""PUPIL AND MASTER: TOBIAS RENFREY AND AGNES HOLLIN
Ardlow Museum of Art, 12 March – 26 June 2005
Exhibition checklist (final, as installed)

| No. | Artist | Title | Date | Lender |
|---|---|---|---|---|
| 1 | T. Renfrey | Fishing Boats Leaving Salterne | 1868 | Ardlow Museum (ARD 1911.8) |
| 2 | T. Renfrey | The Brig 'Sarah Penhale' | 1871 | Maritime Museum, Sallow Quay |
| 3 | T. Renfrey | Moonlight on the Roads | c. 1890 | Private collection |
| 4 | A. Hollin | Sallow Quay at Low Water | c. 1885 | Ardlow Museum (ARD 1924.3) |
| 5 | A. Hollin | Net Menders, Sallow Quay | c. 1903 | Ardlow Museum |
| 6 | A. Hollin | Gutting Shed | c. 1888 | Private collection, Sallow Quay |
| 7 | A. Hollin | The Quay Steps | c. 1889 | Private collection, Sallow Quay |
| 8 | A. Hollin | Self-portrait with Easel | 1896 | Marrowgate Girls' Institute Old Girls' Association |
| 9 | Renfrey studio | Harbour with Colliers | c. 1884 | Maritime Museum, Sallow Quay |
| 10 | A. Hollin | Sketchbook, open at studies of hands | 1880–83 | Private collection |

Withdrawn before opening
- B. Quence, 'Evening, Salterne Roads', c. 1886, private collection: withdrawn by the lender in February 2005 following the sale of the painting. Listed in the printed catalogue as no. 11 and discussed in the catalogue essay as an example of the work of Renfrey's other pupils.
- T. Renfrey, 'Portrait of Harriet Renfrey', Corveston City Art Gallery: loan not approved by the lender's conservation department.

Curator: Julian Hale. Catalogue essay by Julian Hale and Dr Marian Okoye."""),

("Friends of the Ardlow newsletter, Autumn 1990: the dealers' archive arrives",
"""FRIENDS OF THE ARDLOW — Newsletter, Autumn 1990

A CENTURY OF DEALING ARRIVES IN CHANTRY STREET

In August three removal vans delivered to the museum some two hundred boxes of papers: the complete surviving records of Strand Ludd Ltd, the picture dealers, and of the firms from which it grew, going back to 1889. They are the gift of Mr Peter Ludd, the company's last managing director, who decided when the business closed two years ago that its papers should stay in the region where most of its pictures were sold.

The Director, Mr Pryor, calls the gift "the most important addition to our resources for research since the war". The records include day books, sales ledgers, stock books, several thousand letters and a remarkable collection of photographs of pictures that passed through the firm's hands, many of them now untraceable. For anyone trying to find out where a picture came from, they will be invaluable. Among the first discoveries is a sale note recording that Silas Ardlow bought 'Low Water, Salterne' in April 1909 for three hundred and eighty guineas.

The papers will be known as the Strand Ludd Archive. They will take several years to sort and list, and a volunteer group is being formed to help. No experience is needed — only patience and a tolerance for dust. If you would like to join, please leave your name at the front desk.

Mr Ludd will give a talk, 'Selling Pictures in Two Cities', at the Friends' AGM in November."""),

("Lionel Fenn (1897–1968): museum director",
"""Lionel Fenn (1897–1968), museum director, was born in Marrowgate and educated at the town's grammar school. After war service, in which he was wounded at the age of twenty, he spent two years at the Hatherlow School of Art but decided that he had no gift as a painter.

In 1922 he joined the Hatherlow picture dealers Pellow, Strand & Mayhew as an assistant, and for eight years he worked directly under Horace Mayhew, the partner who handled the firm's continental business. Fenn said later that everything he knew about pictures he had learned carrying them up and down Mayhew's stairs. He went with Mayhew on at least two buying journeys to Velbruck.

In 1931 Fenn was appointed Director of the Ardlow Museum of Art, a post created when the museum's keeper retired, and he held it for twenty-four years. He rearranged the galleries, compiled the first printed catalogue of the collection (1937), and used his knowledge of the trade to bring modern British and continental painting into the museum, mainly by persuading private owners to lend. He was cautious about purchases and, with a tiny purchase fund, turned down far more than he bought.

He retired in 1955 to Sallow Quay, where he painted the harbour badly and happily, by his own account, and died in 1968. His notebooks of the 1920s, recording pictures seen in dealers' stock, are in the museum library."""),

("Catalogue entry: Agnes Hollin, Net Menders, Sallow Quay (ARD 1972.1)",
"""ARD 1972.1
Agnes Hollin (1861–1938)
Net Menders, Sallow Quay, c. 1903
Pencil and watercolour on paper, 24.5 x 34.0 cm
Monogrammed lower left (interlaced AH); inscribed on the reverse in pencil: 'for E.B. — from her teacher'

Provenance: given by the artist to Ellen Brisk, Sallow Quay; by whom given to the museum, 1972.

Description: Four women sit on upturned fish boxes on the quay, mending a long brown net that lies across their knees and over a capstan. Beyond them the harbour is at half tide, with two colliers at the outer wall.

Comment: The drawing was offered to the museum in 1971 and, after the committee had seen it, accepted early the following year. The inscription on the reverse suggests that Miss Brisk took drawing lessons from Hollin, presumably as a girl; she is known to have spent some time in Marrowgate before the First World War. It is one of the few works by Hollin that can be dated with some confidence, since the fish boxes bear the stencilled name of a merchant who traded on the quay only from 1902 to 1905.

Credit line: Given by Miss Ellen Brisk, 1972."""),

("Letter: Constance Ebbing to Jessamy Quarle, 18 January 1937",
"""Ebbing House
Sycamore Road
Marrowgate
18th January 1937

My dear Jessamy,

I have thought of nothing else since Thursday. You must let me have him. I know you said at the gallery that you would rather he went to a museum, and I know Mrs Quillon has other people in mind, but no museum is going to offer for him this year or next, and I cannot bear the thought of him standing in somebody's hall with umbrellas leaning against him.

So here is what I propose, and you are to tell me honestly if it will not do. I will pay you sixty pounds for the keeper — which I believe is what Mrs Quillon has put on him, less her commission; she is not to be done out of anything, and I will pay her share separately — in two halves, the first at Lady Day and the second at Michaelmas, because Father's trustees are being tiresome about the quarter's income. And I promise you that he will not go into a hall. He will stand in the garden room, where the light comes from the left as it did in your studio, and he will be looked after.

And when I am gone he shall go to the Ardlow, so you will have your museum after all, only later.

Come to lunch on Sunday if you can, and bring the drawings.

Your affectionate friend,
Constance"""),

("Annual report 1979–80 (extract)",
"""ARDLOW MUSEUM OF ART — ANNUAL REPORT 1979–80 (extract)

Director's introduction
This has been a year of loss and of great good fortune. The death in November of Miss Constance Ebbing deprived the museum of one of its oldest friends. Under her will the museum has received her collection of twelve works of art, among them three carvings by Jessamy Quarle, two paintings by Corveston artists of the 1950s and a group of drawings by Ilse Kormandt and others. All have now been accessioned, and the carvings are on view in the sculpture court. Miss Ebbing's executor, her nephew Mr Rupert Sale, has been unfailingly helpful.

Acquisitions
By purchase: 4 works (see Appendix A)
By gift: 9 works
By bequest: 12 works (the Ebbing bequest)
Transfers: 2 works from the Marrowgate Borough Library

Visitors
Total attendance was 61,420, a fall of 4 per cent on the previous year, which we attribute to the closure of the Upper Gallery from October to March for rewiring.

Staff
Mr Kenneth Dace retired as Keeper of Fine Art after twenty-six years and is succeeded by Mr Robert Lyle. My predecessor, Miss Margery Olcott, has kindly agreed to serve on the Acquisitions Committee as an adviser.

Loans out
Eleven works were lent to seven exhibitions. A request from the Quillon Gallery for two Dunstreet drawings was agreed.

Desmond Pryor
Director"""),

("Treatment report: The Weir Keeper (2022)",
"""TREATMENT REPORT
Object: ARD 1980.4, Quarle, 'The Weir Keeper' (carved elm)
Conservator: T. Reyle
Treatment dates: 10 January – 22 April 2022
Purpose: stabilisation before a proposed outgoing loan in 2023

Condition before treatment
- Radial crack in base, front left: 23 cm, width at edge 4 mm. Monitoring records since 1995 show no movement after 2003; crack considered inactive.
- Old fills of wax and sawdust (1995) shrunken and discoloured.
- Hook: both pins loose; hook removed for treatment.
- Surface: old microcrystalline wax, dust-bound.

Treatment
1. Surface cleaned with soft brushes and low-suction vacuum; wax reduced with white spirit on swabs.
2. Old fills removed mechanically.
3. Crack bridged with three shaped elm butterfly inserts set in reversible adhesive, inserted from the underside of the base only; front face not touched. Remaining gap filled with tinted reversible fill, set back from the surface.
4. Hook re-pinned with new brass pins in the original holes.
5. Surface rewaxed and buffed.

Assessment after treatment
- Object structurally sound. Judged fit to travel by road in a climate-controlled vehicle, in a custom crate with shock-absorbing foam, accompanied by a courier.
- Display conditions on loan: RH 45–55%, maximum daily fluctuation 5%.

Note: this is the first time since acquisition that the object has been judged fit for loan. The loan requested in 1994 and a further request in 2002 were both refused on grounds of condition."""),

("Hatherlow School of Art: a short history",
"""Hatherlow School of Art — a short history

The school was founded in 1868 as the Hatherlow School of Design by a group of manufacturers — the Tennick dye works among them — to train designers for the town's textile printing trade. Its first home was two rooms above the Corn Exchange. In 1891 it moved to a purpose-built block in Guildhall Square, next to what is now the Hatherlow City Gallery, and took the name Hatherlow School of Art.

Until the First World War most of its students were day-release apprentices from the print works, but the fine art department grew steadily under a succession of practising painters, of whom the landscape painter Matthias Dunstreet was the longest-serving. Outdoor drawing classes in the Drenn valley became one of the school's traditions.

Among its former students are the sculptor Jessamy Quarle, the poster designer Maud Ince, and Lionel Fenn, later Director of the Ardlow Museum of Art in Marrowgate, who studied painting at the school for two years after the First World War.

In 1969 the school merged with the Hatherlow Technical College, and in 1992 it became part of the new University of Hatherlow as its School of Art and Design. The Guildhall Square building was converted to studios and still has its original name carved over the door.

The school's archive, including student registers from 1868, is held by the University Library. The registers for 1914–1919 are missing and are thought to have been pulped during a paper drive in the Second World War."""),

("Carrow & Vine sale, 20 October 1988: the remaining stock of Strand Ludd Ltd, lot 22",
"""CARROW & VINE, Marrowgate
The Remaining Stock of Strand Ludd Ltd, Fine Art Dealers (in voluntary liquidation)
Thursday 20 October 1988, at 10.30 a.m.

LOT 22
BARTHOLOMEW QUENCE (1866–1930)
Evening, Salterne Roads
Oil on canvas, 20 x 30 in.
Inscribed on the stretcher: 'B.Q. 1886'
Estimate: £3,000 – £4,000

Provenance: bought from the artist's son by Pellow, Strand & Mayhew, Hatherlow, 1934 (stock no. 6142), and in the firm's stock thereafter.

Colliers and a pilot cutter lie at anchor in the roads off the harbour mouth as the sun goes down behind the headland. Quence painted few pictures of this size, and the present work, made in the last full year of his time as Renfrey's pupil and assistant, shows how completely he had absorbed his master's manner of the 1880s. Until it was catalogued for this sale the picture was recorded in the firm's books as by Renfrey; the initials on the stretcher, which are in Quence's hand, and the characteristic rigging of the cutter support the present attribution.

The picture has been in the dealers' stock for more than fifty years and has not been on the market since. Like every lot in this sale, it is offered without reserve.

[Results annotation] Lot 22: sold, £5,200, to a private buyer."""),

("The Ebbing Almshouse Trust: a brief history",
"""THE EBBING ALMSHOUSE TRUST — A brief history for residents and friends

The Trust was founded in 1853 by Thomas Ebbing, who had started baking ships' biscuits in a single oven behind his house in Marrowgate in 1829 and by the middle of the century employed more than two hundred people. Mindful that many of his older bakers had nothing to live on once they could no longer work, he built a row of eight cottages on Sycamore Road, with a small chapel, and endowed them 'for the aged poor of my works, for ever'.

Four more cottages were added in 1881 by his son, Arthur Ebbing. Since the sale of the biscuit company in 1988, residents no longer need to be former employees; places are open to people over sixty-five of limited means who have lived in Marrowgate for at least ten years.

The Trust is governed by seven trustees, one of whom is by tradition a member of the Ebbing family, and it is entirely independent. In particular it has no connection with the Ebbing Foundation for the Arts, which was set up more than a century later by Thomas Ebbing's granddaughter to support museums. We receive a number of letters every year asking us for grants towards pictures, and we are sorry that we cannot help.

The chapel is open for a short service on the first Sunday of each month and on Founder's Day, 4 June, when residents and friends gather for tea on the green. The cottages were modernised in 1972 and again in 2015, and the Trust is now raising money to build a thirteenth, fully accessible cottage on the site of the old wash-house.

Donations are very welcome and may be made payable to 'The Ebbing Almshouse Trust'."""),

("Provenance research at the Ardlow: questions and answers",
"""Provenance research at the Ardlow — questions and answers

What is provenance?
The history of a work's ownership from the time it was made to the present day. We publish what we know for every work in the collection, and we say so plainly when there are gaps.

How do I read a provenance entry?
Owners are listed in date order, separated by semicolons. Where a work is shown as 'with' a dealer, the firm held it for sale but may not have owned it outright. 'By descent' means the work passed by inheritance, usually within a family. Square brackets mean the information comes from a dealer's stock book rather than from the owner.

What do the abbreviations mean?
- ARD followed by a year: the museum's object number; the year is the year of accession.
- SLA: the Strand Ludd Archive, the records of the Hatherlow dealers, held in our reading room.
- TBT: the Tennick Bequest Trust, which lent and later gave modern pictures to the museum.
- EF: the Ebbing Foundation for the Arts, which has helped us to buy many works.
- C&V and HR: the auction houses Carrow & Vine (Marrowgate) and Haldane Rooke (Corveston).

Do you research works that may have been taken from their owners between 1933 and 1945?
Yes. Every work in the collection made before 1945 that changed hands in that period, or whose history in that period is unknown, has been reviewed, and the list is published on this website. Claims are considered by the Board of Trustees on the advice of the Provenance Research Fellow, and the Board's decisions are made public.

I think a picture of mine passed through the Hatherlow dealers. Can you help?
Probably. The SLA holds stock books from 1889 to 1988 and photographs of many works. Write to the Archivist with a description and, if possible, photographs of any labels on the back."""),

("Jakob Sendelmann (1871–1944): collector",
"""Jakob Sendelmann (1871–1944) was a textile wholesaler and art collector in Velbruck. The son of a draper from the eastern provinces, he moved to Velbruck as a young man and built up a firm supplying cloth to tailors and department stores across the country; by 1910 it occupied a six-storey warehouse beside the river.

Sendelmann began to collect in about 1912, at first buying prints and drawings. In the 1920s he became the most committed private supporter of the painters who showed at the Velbruck Spring Salon, and above all of Ilse Kormandt, whose work he bought almost every year from 1921 to 1932. His flat in the Marienstrasse was hung from floor to ceiling, and he lent generously to exhibitions.

From 1933 Sendelmann was subjected to a series of discriminatory measures. His firm was forced into a sale in 1936 at a fraction of its value, and in 1937 and 1938 he sold his pictures, in several batches and through several dealers, to raise money for punitive taxes and for the emigration of his family. He himself left Velbruck in the summer of 1939 and reached Port Elsey, across the western sea, where his son had gone two years before. He died there in 1944.

His granddaughter, Ruth Sendelmann-Aske, born in Port Elsey, spent more than twenty years tracing the scattered collection. Works once in his possession are now in museums in four countries, and several have been returned to the family."""),

("Letter: Desmond Pryor to Laurence Quillon, 27 May 1994",
"""ARDLOW MUSEUM OF ART
Chantry Street, Marrowgate
From the Director

27 May 1994

Mr Laurence Quillon
The Quillon Gallery
Chandlers' Yard, Corveston

Dear Laurence,

I am afraid I have bad news about the Weir Keeper, and I wanted you to hear it from me rather than from the registrar.

When we agreed in January to lend him to 'Carving the Valley', we did so on the understanding that he would be checked before he left. He has now been examined, and the crack in the base, which you will remember from your visit in 1987, has opened a good deal further this spring — we think because our new heating system dried the sculpture court out in February. Our conservator's advice is that he should not be moved this year, and having looked at the crack myself I cannot disagree with her. I must therefore withdraw the loan.

I know how much this will hurt the exhibition. He was to have been the centrepiece, and I know you have already used him on the poster. I can offer you instead the two small oak heads and the drawings for the Ferryman, all of which are in excellent condition, and we will of course pay for any reprinting.

I am truly sorry. I believe your mother would have made the same decision in my place, though I doubt she would have forgiven me for it.

With best wishes,

Desmond Pryor"""),

("Press release: Jessamy Quarle, Grain and Water, Hatherlow City Gallery (2023)",
"""PRESS RELEASE — Hatherlow City Gallery, 6 February 2023

'JESSAMY QUARLE: GRAIN AND WATER'
The sculptor of the Drenn valley in her first major exhibition for thirty years
Hatherlow City Gallery, Guildhall Square, 4 March – 11 June 2023

More than forty carvings and a hundred drawings by Jessamy Quarle (1902–1977) come together this spring in the largest exhibition of her work ever mounted. At its heart is 'The Weir Keeper' (1936), the life-size elm figure of a Drennick neighbour, which has not left the Ardlow Museum of Art in Marrowgate since it entered that collection. The Ardlow agreed to the loan after a programme of conservation work in 2022.

"For thirty years everyone who has written about Quarle has had to write about the Weir Keeper from photographs," said the exhibition's curator, Dr Helen Marsh. "Now people will be able to walk round him."

The exhibition also brings together, for the first time, the carved heads of her Drennick neighbours, lent by private collectors, and a group of drawings from the sketchbooks she kept as a student.

The exhibition is supported by the Ebbing Foundation for the Arts. Its chair, Imogen Sale, said: "Supporting Jessamy Quarle's work has been part of the Foundation's purpose from the very beginning."

Tickets £9, concessions £6, under-18s free. Open Tuesday to Sunday, 10am–5pm. Images for press use are available on request from the gallery's communications office."""),
]
