# Hand-written documents prov-01 .. prov-30 (invented world: the Ardlow Museum of Art, Marrowgate)
DOCS_A = [
("Catalogue entry: Agnes Hollin, Sallow Quay at Low Water (ARD 1924.3)",
"""ARD 1924.3
Agnes Hollin (1861–1938)
Sallow Quay at Low Water, c. 1885
Formerly attributed to Tobias Renfrey (1832–1899)
Oil on canvas, 61.0 x 91.5 cm (unframed)
Inscribed on the stretcher in pencil: 'Low Water — Brisk'. Old printed label of a Hatherlow dealer, partly torn, on the upper stretcher bar.

Provenance: Nathaniel Brisk, Salterne, probably acquired from the studio in Ropewalk Lane, c. 1885; by descent to his son Walter Brisk, Sallow Quay; consigned by him to Pellow & Strand, Hatherlow, 1908; from whom bought by Silas Ardlow, Marrowgate, 1909; Ardlow Bequest, 1924.

Description: The harbour is shown with the tide fully out. Three fishing smacks lie canted on the mud to the left; a woman in a grey shawl walks along the foot of the quay wall carrying a creel. The light is that of a late autumn afternoon, and the wet mud takes up the colour of the sky in long bands of pink and pewter.

Comment: For most of the twentieth century the picture hung as one of the finest harbour views by Renfrey, and it was reproduced under his name in the museum's handbooks of 1937, 1962 and 1989. The change of attribution was announced in 2004 (see the curatorial file). The handling of the figure, built up in short parallel strokes, and the unusually high horizon are now recognised as characteristic of Hollin's independent work of the later 1880s. The title under which the picture was sold in 1909, 'Low Water, Salterne', refers to the town by its earlier name."""),

("Tobias Renfrey (1832–1899): biography",
"""Tobias Renfrey (1832–1899) was a marine and harbour painter who spent almost his whole working life in Salterne, the fishing and coasting port now called Sallow Quay. The son of a ship's chandler, he was apprenticed at fourteen to a sign and coach painter and taught himself to paint in oil by copying the ship portraits that hung in his father's shop.

By the early 1860s Renfrey had a modest following among the shipowners of the coast. His most constant patron was Nathaniel Brisk of the Brisk Line, who commissioned portraits of at least eleven vessels and several general views of the harbour. In 1861 Renfrey married Harriet Blakewell, elder sister of the Corveston portrait painter Orrin Blakewell; the couple had no children and lived above the studio in Ropewalk Lane.

From about 1875 Renfrey took paying pupils in the same studio, holding a drawing class on winter evenings and sketching sessions on the quay in summer. The best remembered of these pupils in his own lifetime was Bartholomew Quence, whose early work is sometimes hard to tell from his master's. Renfrey's late style is broader and darker than the crisp, high-finished manner of the 1860s, and his output fell sharply after an illness in 1891.

He died in Salterne in March 1899. The contents of the studio remained with his widow, who sold a number of finished canvases to collectors over the following years. Renfrey is represented in the Ardlow Museum of Art, Marrowgate, and in the Maritime Museum at Sallow Quay. How much of the studio's output in the 1880s was in fact the work of assistants has been debated since the 1990s, and several pictures once published as his have been reassigned."""),

("Agnes Hollin (1861–1938): biography",
"""Agnes Hollin (1861–1938), painter and teacher of drawing, was born in Salterne, the daughter of Robert Hollin, a sailmaker, and his wife Jane. In 1878 she joined the evening drawing class kept by the marine painter Tobias Renfrey, and by the early 1880s she was working in his studio as a paid assistant: preparing canvases, laying in skies and, on the evidence of recent research, completing whole pictures that left the studio under his name. She left in 1886 after a quarrel whose cause is not known.

Her independent pictures are mostly small harbour scenes and studies of the women who mended nets and gutted fish on the quays. She usually signed with a small interlaced monogram of the letters A and H, often placed so low on the canvas that the frame conceals it, a habit that has done her reputation no favours.

In 1895 Hollin moved inland to Marrowgate, where from the following year until 1926 she was drawing mistress at the Marrowgate Girls' Institute in Tanner's Row. She exhibited now and then with the Marrowgate Society of Artists but sold little, and when she died in Marrowgate in 1938 her name was almost unknown outside the town. Interest revived after a harbour painting long owned by the Ardlow Museum of Art was reassigned to her in 2004, and the first survey of her work was shown there the following year.

Her surviving sketchbooks show a particular interest in hands at work — splicing, knitting, gutting — drawn again and again from several angles."""),

("Letter: Josiah Pellow to Silas Ardlow, 14 March 1909",
"""PELLOW & STRAND
Dealers in Pictures, Prints and Works of Art
14 Corn Hill, Hatherlow

14th March 1909

Dear Mr Ardlow,

I write, as I promised when we met at the Exchange, about the Salterne pictures. Of the three sent to us by Mr Walter Brisk last autumn, two are in my opinion of no great moment — a ship portrait of the barque Elsinore, much rubbed, and a small moonlight of the kind Renfrey turned out by the dozen in his later years. The third is another matter. It is the picture the family have always called 'Low Water, Salterne', and I do not think I exaggerate when I say it is the finest thing of his that has passed through my hands.

You told me last year that you wanted a Renfrey with the harbour empty and the boats down on the mud. Here it is. The condition is sound; it has never been lined, and the varnish, though yellowed, is even. My partner would like to send it to the Corveston rooms, where he is sure it would make a good price, but I have persuaded him to let me offer it to you first, knowing your intentions for the town.

We are asking four hundred and twenty guineas. I am bound to tell you that Mr Brisk has a notion, which he had from his late father's housekeeper, that someone other than Renfrey had a hand in it. I attach no weight to this. Every old studio has such stories.

I can bring the picture to Marrowgate on Thursday week, if that is convenient.

I remain, dear Mr Ardlow,
Yours very faithfully,
Josiah Pellow"""),

("Conservation examination and treatment report, ARD 1924.3 (2003)",
"""ARDLOW MUSEUM OF ART — CONSERVATION DEPARTMENT
Examination and Treatment Report
Object: ARD 1924.3, 'Sallow Quay at Low Water' (attrib. T. Renfrey at time of examination)
Examined by: C. Mayhew, Chief Conservator
Dates: 3 February – 28 May 2003
Reason: surface cleaning and revarnishing before re-hang of the Coast Gallery

Support
- Plain-weave linen, thread count approx. 16 x 18 per cm.
- Unlined. Original tacking margins intact. Tear, 2 cm, upper right, old patch on reverse.
- Stretcher original, four members and one cross bar; pencil inscription 'Low Water — Brisk'.

Ground and paint layer
- Commercial off-white ground, extends onto tacking margins.
- Paint layer in good condition. Fine age craquelure throughout; slight cupping in sky, stable.
- No significant losses. Small retouching in mud area, lower centre, probably early twentieth century.

Varnish
- Natural resin, heavily yellowed and uneven. Removed with graded solvent system.

Findings
- On removal of the frame, a strip of paint approx. 8 mm wide along the bottom edge, hitherto covered by the frame rebate, was exposed. Dirt pattern suggests it had not been uncovered since at least 1909.
- In this strip, lower left, 31 mm from the corner: small monogram, interlaced 'A' and 'H', in dark red-brown, applied wet-in-wet with the surrounding paint. Not a later addition.
- Monogram compared under magnification with three signed works by Agnes Hollin (private collections, Sallow Quay). Form, size and placement match.
- No signature or mark of T. Renfrey found anywhere on the picture, front or reverse.

Recommendations
- Refer findings to the Senior Curator of Paintings before re-hang.
- Reframe with a rebate slip so that the lower edge remains visible."""),

("Press release: harbour painting re-attributed (September 2004)",
"""FOR IMMEDIATE RELEASE — 9 September 2004
Ardlow Museum of Art, Chantry Street, Marrowgate

A FAMILIAR HARBOUR, A NEW NAME

One of the best-loved pictures in the Ardlow Museum of Art, the harbour view known to generations of visitors as Tobias Renfrey's masterpiece, is to be re-labelled as the work of the Salterne painter Agnes Hollin (1861–1938).

The painting, now titled 'Sallow Quay at Low Water', came to the museum in 1924 as part of the bequest of its founder, Silas Ardlow. It has been catalogued under Renfrey's name ever since it was bought in 1909.

Julian Hale, Senior Curator of Paintings, said: "This is not a case of a picture losing its value. It is a case of a painter getting her due. What our conservation studio found last year, together with a letter we turned up in the Strand Ludd Archive from the family who sold the picture, leaves me in no doubt."

Dr Helen Achterberg, Director, said the museum would not be changing the label quietly. "The old label will go on show next to the new one, with the whole story."

Hollin spent more than forty years of her life in Marrowgate and is little known outside the town. Next spring the museum will stage the first exhibition ever devoted to her, hanging her work beside that of the painter under whose name so much of it has been seen.

The painting remains on view in the Coast Gallery. Admission to the museum is free.

Notes for editors: high-resolution images are available from the press office. Interviews with Julian Hale can be arranged on request."""),

("Sallow Quay Local History Society newsletter: why the town changed its name",
"""Sallow Quay Local History Society — Newsletter No. 112, Spring

WHY ARE WE NOT SALTERNE ANY MORE?

It is the question our stall is asked at every summer fête, so here, once and for all, is the answer.

Until the beginning of the last century the town was Salterne, a name which probably goes back to the salt-pans that once lined the estuary. The harbour itself had long been known as the Sallow Quay, after the willows — 'sallows' — that grew along the old river wall, and by the 1880s visitors and many townsfolk used the two names more or less interchangeably.

When the town petitioned to be incorporated as a municipal borough, the petitioners — led by the harbour commissioners and, it has to be said, by the shipowners who dominated them — asked that the new borough take the name of its harbour. The charter was granted in 1902, and the first council of the Borough of Sallow Quay met that November. The railway company did not change the name of its station until 1911, which caused some confusion in the meantime, and Salterne survives today only in Salterne Road, the Salterne Arms and the parish of St Mary Salterne.

Anyone researching family history should remember that parish registers before that date, and many shipping records, use the old name. Pictures of the harbour painted in the nineteenth century are often called 'Salterne' in old sale catalogues and letters and were retitled later, which can make them hard to trace.

Next meeting: 'The Brisk Line Fleet', an illustrated talk, Tuesday at 7.30 pm in the Church Hall. Visitors welcome; tea provided."""),

("Silas Ardlow (1851–1924): founder of the Ardlow Museum of Art",
"""Silas Ardlow (1851–1924) was a wool merchant and shipowner of Marrowgate and the founder of the Ardlow Museum of Art. Born in the town into a family of fellmongers, he built up the wool-broking house of Ardlow & Keane with his brother-in-law Frederick Keane and, from 1880, owned a small fleet of coastal steamers carrying wool and coal between the river wharves of Marrowgate and the ports of the coast.

Ardlow began collecting in the 1890s, buying chiefly marine and landscape pictures by painters of the region, usually through dealers in Hatherlow and Corveston. He sat on the town council from 1898 and was mayor in 1906–07. In 1909 he bought a site in Chantry Street and commissioned a museum building, which opened in May 1911. The founding collection, known as the Ardlow Gift, consisted of thirty-eight paintings that he handed over on the opening day.

He went on buying for himself, and on his death in 1924 the rest of his collection — about a hundred and twelve pictures, drawings and pieces of furniture — passed to the museum under his will. This second group is known as the Ardlow Bequest. The two are easily confused in older literature: works from the Gift carry object numbers beginning ARD 1911, works from the Bequest numbers beginning ARD 1924.

Ardlow married Lavinia Keane in 1879; they had no children. His plan for a Marine Gallery as a second wing, announced in 1922, came to nothing: after his death his nephew and heir, Hubert Ardlow, contested the legacy that was to have paid for it, and the museum settled for a smaller sum."""),

("Pellow & Strand, later Pellow, Strand & Mayhew and Strand Ludd Ltd: history of the firm",
"""Pellow & Strand was a firm of picture dealers founded in Hatherlow in 1889 by Josiah Pellow (1850–1927), formerly a frame maker, and Edwin Strand (1856–1931), who had been a clerk to an auctioneer in Corveston. Its premises were at 14 Corn Hill, Hatherlow, with a showroom added in Marrowgate in 1898. The firm dealt mainly in paintings by artists of the region, sold to the merchant and manufacturing families of Hatherlow, Marrowgate and the coast, and for two decades it was the principal supplier of the collector Silas Ardlow.

Horace Mayhew, a long-serving employee, was taken into partnership in 1921, and from that year the firm traded as Pellow, Strand & Mayhew. Under Mayhew's influence it began to deal in modern continental pictures as well. The name was kept after the deaths of both founders.

In 1952 the firm merged with Ludd Galleries, a Corveston business established in 1904 by Simeon Ludd, and the combined company took the name Strand Ludd Ltd, with premises in both cities. Mayhew retired at the time of the merger. The company was run by members of the Ludd family for the rest of its life; its last managing director, from 1979, was Simeon Ludd's grandson Peter Ludd. Trade became difficult in the 1980s, and the company went into voluntary liquidation in 1988, its remaining stock being sold at auction in Marrowgate.

The firm's business records — day books, stock books, correspondence and photographs — are now in the Ardlow Museum of Art.

The dealers should not be confused with Pellowe & Strang, carvers and gilders of Corveston, whose frame labels are sometimes misread as theirs."""),

("Horace Mayhew (1884–1961): art dealer",
"""Horace Mayhew (1884–1961), art dealer, was born in Hatherlow, the son of a railway goods clerk. He left school at fourteen and in 1903 was taken on as a junior clerk by the picture dealers Pellow & Strand of Corn Hill, Hatherlow, where he remained for the whole of his working life. He became a partner in 1921 and, once the two founders were dead, was in effect the head of the business.

Mayhew's importance lies in the contacts he made abroad. From the mid-1920s he travelled every year to Velbruck, where he became friendly with the dealer Felix Ostermann, and for some years he was the only dealer in the region able to offer clients the work of the younger Velbruck painters. Several Hatherlow manufacturers formed small collections of continental modern art on his advice.

His correspondence shows that he went on acting as an intermediary for Ostermann after 1936, when the circumstances in which so many Velbruck pictures were coming onto the market were already a matter of common rumour, and this has coloured later judgements of him. Defenders point out that he also helped at least two Velbruck artists to find work after they arrived in Corveston.

He retired in 1952, when the firm was merged with a Corveston gallery, and lived quietly in Hatherlow until his death in 1961. He never married.

Mayhew's private papers were destroyed after his death by his executors, on his own instructions. Much of his business correspondence, however, survives among the records of the firm."""),

("Ardlow Museum of Art: staff directory",
"""Ardlow Museum of Art — Staff Directory (updated January)

Director's Office
- Dr Nadia Boyce — Director (since 2016)
- Fern Oddie — Executive Assistant to the Director

Collections and Research
- Julian Hale — Senior Curator of Paintings (since 2001)
- Dr Oona Faraday — Provenance Research Fellow (since 2015); enquiries about ownership history, restitution and the museum archives
- Ivy Lathbury — Registrar; loans in and out, object numbers, image rights
- Sam Petrakis — Assistant Registrar

Conservation
- Tomas Reyle — Head of Conservation (since 2021); paintings and wooden objects
- Aino Marsh — Paper Conservator (part-time, Tuesdays to Thursdays)

Archives and Library
- Philip Gant — Archivist; Strand Ludd Archive reading room by appointment
- Library volunteers: Mondays and Fridays

Learning and Visitors
- Rosa Quint — Head of Learning
- Front of House team — general enquiries via the front desk

Emeritus
- Clara Mayhew — Chief Conservator 1996–2021 (joined the museum as assistant conservator in 1989). Mrs Mayhew continues to advise on the collection of carved wood. Please note that she is no relation of Horace Mayhew, the Hatherlow dealer whose firm's papers are held in our archive; we are asked this surprisingly often.

All staff can be reached through the main switchboard. We aim to answer written enquiries within ten working days. For press enquiries please contact the Director's Office."""),

("FAQ: who has run the Ardlow Museum?",
"""Frequently asked questions: Who has run the Ardlow Museum?

Q. Was there a director when the museum opened?
A. Not in name. From the opening in 1911 until 1930 the museum was looked after by a Keeper, Edwin Haske, who reported to a committee of the town council chaired in its early years by the founder, Silas Ardlow. Haske was a retired schoolmaster and a keen amateur geologist, which explains the cases of fossils that survived in the entrance hall until the 1960s.

Q. Who have the directors been?
A. The post of Director was created in 1931. The holders have been:
1. Lionel Fenn, 1931–1955
2. Margery Olcott, 1955–1978
3. Desmond Pryor, 1978–1999
4. Dr Helen Achterberg, 1999–2016
5. Dr Nadia Boyce, 2016 to the present

Q. Is the museum still run by the council?
A. Since 1986 the museum has been an independent charitable trust with its own board of trustees. The council remains a funder and appoints two trustees.

Q. Who decides what the museum acquires?
A. Curators bring proposals to the Acquisitions Committee, which makes recommendations to the board. Before 1986 the committee reported to the council.

Q. Were any of the directors artists?
A. Margery Olcott exhibited watercolours with the Marrowgate Society of Artists throughout her time in office. None of the others is known to have painted.

Q. Where can I find out more?
A. The museum's centenary history (2011) is on sale in the shop and can be read in the library."""),

("Catalogue entry: Ilse Kormandt, Woman with a Green Lamp (ARD 2019.5)",
"""ARD 2019.5 (formerly ARD 1966.12)
Ilse Kormandt (1889–1961)
Woman with a Green Lamp, 1927
Oil on canvas, 80.2 x 64.0 cm
Signed and dated lower right: I. KORMANDT 27
On the reverse: dealer's label with stock number; customs stamp; earlier museum labels.

Provenance: Jakob Sendelmann, Velbruck, acquired from the artist, 1928; sold under duress through Ostermann Kunsthandel, Velbruck, 1938; from whom bought by Gideon Tennick, Hatherlow, 1939; Tennick Bequest Trust, 1940; on long-term loan to the Ardlow Museum of Art from 1948; given by the Trust to the museum, 1966; restituted to the heirs of Jakob Sendelmann, 2019; from whom purchased by the museum with the assistance of the Ebbing Foundation for the Arts, 2019.

Description: A young woman in a high-collared black dress sits at a table at night, her face lit from below by a lamp with a green glass shade. Her right hand rests on an open letter. The room behind her is laid in with a few flat planes of plum and slate blue.

Comment: Painted in the artist's studio in the Velbruck old town and shown at the Spring Salon of 1928, where it was bought by Sendelmann, her most important patron. The sitter has been identified as the artist's younger sister, Grete. The museum's ownership of the painting was the subject of a claim first lodged in 1999 and resolved in 2019; a full account of the case can be had from the Provenance Research office.

Exhibited: Velbruck, Spring Salon, 1928; Marrowgate, Ardlow Museum of Art, 'Modern Pictures from the Tennick Collection', 1949."""),

("Ilse Kormandt (1889–1961): biography",
"""Ilse Kormandt (1889–1961) was a painter of portraits and interiors, born in Velbruck, the daughter of a bookbinder. She was among the first women admitted to the painting school of the Velbruck Academy, where from 1908 to 1912 she studied under Anton Reisiger, a painter of large decorative schemes whose influence she afterwards spent years trying to shake off. Her mature style, reached in the mid-1920s, sets faces and hands of great intensity against a few flat, dark planes of colour, usually lit by a single artificial source.

Through the 1920s she showed regularly at the Velbruck Spring Salon. Her chief collector was the Velbruck businessman Jakob Sendelmann, who owned at least nine of her paintings by 1930. From 1933 her position in the city became steadily more difficult: she was shut out of the Salon, and her teaching post at a private school was withdrawn. In 1937 she left Velbruck for Corveston with two suitcases and a folder of drawings, leaving most of her paintings behind.

In Corveston she worked for several years as a retoucher of photographs. Her first exhibition after her departure from Velbruck came in 1946, at the Quillon Gallery, which went on to represent her until her death. The later paintings are smaller and lighter in tone than those of the 1920s, and many are still lifes of a few domestic objects on a table.

Kormandt died in Corveston in 1961. Her sister Grete, the model for several of the best-known interiors, survived her by twenty years."""),

("Gideon Tennick (1866–1940) and the Tennick Bequest Trust",
"""Gideon Tennick (1866–1940), dye manufacturer and collector, was the only son of Joseph Tennick, founder of the Tennick Dye Works at Hatherlow, and of Eliza Tennick, née Garside. He entered the family business at seventeen and ran it from his father's death in 1899, making it one of the largest producers of synthetic dyes in the region.

Tennick's early collecting was conventional: sporting pictures, family portraits and Dutch-style landscapes. In his sixties, however, he took up modern continental painting with an enthusiasm that astonished his friends, buying more than forty pictures between 1927 and 1939, most of them by artists working in Velbruck.

He died at Hatherlow in 1940. His will directed that his pictures should not be sold for ten years but held in trust 'for the eventual benefit of the public of Hatherlow and Marrowgate'. The trust so created, formally the Tennick Bequest Trust (abbreviated "TBT" in the trustees' own papers and in museum records), had two trustees: Tennick's daughter, Marian Tennick Rowe (1898–1984), and his solicitor, Ambrose Yeld. The TBT lent much of the modern collection to the Ardlow Museum of Art from 1948 and gave several works outright in 1966. The remaining pictures, mostly the earlier purchases, were sold or passed to members of the family, and the trust was wound up in 1972.

The dye works passed to a nephew and were absorbed into a national chemical company in 1958. The TBT should not be confused with the Tennick Family Settlement, a separate arrangement made for the benefit of Tennick's grandchildren, which owned no works of art."""),

("Letter: Felix Ostermann to Gideon Tennick, 2 February 1939",
"""OSTERMANN KUNSTHANDEL
Velbruck, Lindengasse 9

2 February 1939

Dear Mr Tennick,

Our mutual friend Mr Horace Mayhew tells me that you were disappointed to miss the Kormandt interior that was in his showroom last summer, and he asks whether I could find you another. I am happy to say that I can offer you something better: the 'Woman with a Green Lamp' of 1927, which I think the most complete picture she has painted. It has been in a private collection here since it was new, and it comes to me now because the owner has to realise his assets quickly. I need not say more about the reasons; you will understand them.

Because of this, and because the present climate here makes pictures of this kind very hard to place, I can let you have it for one hundred and forty pounds, carriage and insurance to Hatherlow included. I would ask only that payment be made through Mr Mayhew's firm, in sterling, as on the last occasion, and that the picture be described on the customs papers simply as 'modern oil painting, figure'.

Mr Mayhew has a photograph and will bring it to you. I should be glad of an answer by the end of the month, as there is another enquiry.

With kind regards, and my compliments to Mrs Rowe,

Felix Ostermann"""),

("Restitution claim summary: Woman with a Green Lamp (2001 decision)",
"""Summary of claim and Board decision (prepared for the public record, July 2001)

Object: Ilse Kormandt, 'Woman with a Green Lamp', 1927 (ARD 1966.12)
Claimant: Mrs Ruth Sendelmann-Aske, on behalf of the heirs of her grandfather, Jakob Sendelmann
Date claim lodged: 11 October 1999
Decision: claim not upheld (Board of Trustees, 19 June 2001)

1. The claim. The claimant states that her grandfather owned the painting from 1928, that he was forced to sell it in 1938 as a consequence of persecution, and that he received no fair price and could not freely dispose of any proceeds. She asks for the return of the painting.

2. Facts not in dispute. Sendelmann owned the painting from 1928. It was in the hands of Ostermann Kunsthandel in Velbruck by early 1939. Gideon Tennick bought it from that firm, and it passed after his death to the Tennick Bequest Trust, which gave it to the museum.

3. The evidence. The claimant could not supply any document recording a sale from Sendelmann to Ostermann. The museum's own inquiries, including a request to the Velbruck city archives, found no record of the transaction. The records of Ostermann Kunsthandel were understood to have been destroyed when the firm closed. A letter of 1939 from Ostermann to the buyer refers to the owner's need to 'realise his assets quickly', but does not name him.

4. The Board's reasons. The Board found (a) that there was no documentary evidence of the price paid to Sendelmann or of its fairness; (b) that there was no evidence that he had been denied the proceeds; and (c) that the 1939 letter, though suggestive, was not sufficient on its own to show that the sale was made under duress. On the evidence available the claim could not be upheld.

5. The Board stated that it would reconsider the matter if significant new evidence came to light."""),

("Board of Trustees minutes, 14 March 2018 (extract): reopened Kormandt claim",
"""ARDLOW MUSEUM OF ART — BOARD OF TRUSTEES
Minutes of the meeting held on 14 March 2018 (extract)
Present: eight trustees (chair: Mr D. Hartigan); one trustee absent. In attendance: the Director; Dr O. Faraday (item 4 only); Ms I. Lathbury (minutes)

4. Kormandt, 'Woman with a Green Lamp' — reopened claim
4.1 Dr Faraday presented her report. While cataloguing the Strand Ludd Archive (SLA) in 2016 she identified four bound stock books of Ostermann Kunsthandel, Velbruck, covering 1935–1941, filed among the Hatherlow firm's records under a misleading label. The books are thought to have entered the firm's papers in the early 1950s.
4.2 The entry for stock number 3317, which matches the label on the reverse of the painting, records its purchase from 'J. S.' in November 1938 for 900 marks, paid into a blocked account, and its sale in February 1939 for £140. Dr Faraday's report shows the price paid to the owner to have been roughly one-fifth of the market value of comparable works by the artist at the time.
4.3 The claimant's solicitors were informed in 2017, and the claim was formally reopened that year.
4.4 The Director reminded trustees of the Board's earlier decision and of the undertaking given at that time to reconsider in the light of new evidence.
4.5 After discussion the Board RESOLVED, by seven votes to one, that the painting be restituted to the heirs of Jakob Sendelmann. Mr R. Coyle asked that his dissent be recorded: he accepted the findings but considered that a payment to the heirs, with the painting remaining in the collection, would have been preferable.
4.6 The Director was asked to explore with the heirs whether they would consider selling the painting to the museum after its return.

5. Any other business: none. The meeting closed at 8.40 pm."""),

("News: Woman with a Green Lamp returns to the Ardlow (November 2019)",
"""NEWS — 26 November 2019

'Woman with a Green Lamp' comes back to the Ardlow — this time with a clear title

The Ardlow Museum of Art has bought Ilse Kormandt's 'Woman with a Green Lamp' (1927) from the heirs of its first owner, the Velbruck collector Jakob Sendelmann, three months after formally handing it back to them.

The return followed a claim first lodged by the family in 1999 and reopened in 2017, after new documents came to light in the museum's own archive. The heirs agreed to sell the painting to the museum at a price based on an independent valuation. Most of the money has come from a grant by the Ebbing Foundation for the Arts, with the rest from the museum's acquisitions fund and from donations by more than four hundred members of the public.

Ruth Sendelmann-Aske, speaking for the family, said: "My grandfather would have wanted people to see this picture. What mattered to us was that the story should be told truthfully, and that his name should be on the label."

Imogen Sale, chair of the Ebbing Foundation, said the trustees had not hesitated. "The Foundation exists to keep important works where the public can see them. It would be hard to think of a better use of its money."

The Director, Dr Nadia Boyce, thanked the family, the Foundation and the museum's provenance research team. The painting will be re-hung in the Modern Gallery from 3 December with a new label telling its full history, including the name of its first owner.

The painting's new object number is ARD 2019.5."""),

("Constance Ebbing (1899–1979): collector and benefactor",
"""Constance Ebbing (1899–1979), collector and benefactor, was the younger daughter of Arthur Ebbing, chairman of Ebbing & Sons, the Marrowgate biscuit manufacturers. Educated at home and briefly at a finishing school abroad, she inherited a large holding in the family company on her father's death in 1931 and spent much of her income on the work of living artists.

Her taste was for sculpture, and above all for direct carving in wood and stone. She met the sculptor Jessamy Quarle at an exhibition in Corveston in 1934 and became her most loyal patron and close friend, buying her work steadily for forty years and paying the rent of her studio through the 1950s. She also bought paintings and drawings, often from small exhibitions in Corveston, and lent generously.

In 1962 she set up the Ebbing Foundation for the Arts to help museums and galleries in the region, endowing it with shares in the family firm. She never married. On her death in November 1979 her own collection of twelve works of art was left to the Ardlow Museum of Art and the residue of her estate to the Foundation. Her nephew Rupert Sale, son of her elder sister Dora, was her executor.

She is remembered by a bench in the garden of the museum and by the Ebbing Room in the Marrowgate Central Library. She should not be confused with her grandfather's charity, the Ebbing Almshouse Trust, with which she had no formal connection, although she is said to have paid quietly for the almshouse chapel's new roof in 1958."""),

("The Ebbing Foundation for the Arts: about us",
"""The Ebbing Foundation for the Arts — About us

Who are we?
The Ebbing Foundation for the Arts is a registered charity that helps public museums and galleries in Marrowgate, Hatherlow and the coast to acquire, conserve and show works of art. It was established in 1962 by the collector Constance Ebbing, with an endowment of shares in the family biscuit company, and it received the residue of her estate when she died in 1979.

Who runs the Foundation?
The Foundation is governed by a board of five trustees. Its chairs have been:
- Constance Ebbing, 1962–1979
- Rupert Sale, 1980–2014 (Miss Ebbing's nephew and executor)
- Imogen Sale, since 2014 (Rupert Sale's daughter, and so Miss Ebbing's great-niece)
Rupert Sale died in 2016. Day-to-day administration is handled by a part-time secretary.

What do you fund?
Acquisition grants (normally up to two-thirds of the price of a work), conservation grants, and small grants towards exhibition catalogues. We do not fund building work, salaries or individual artists.

How do I apply?
Applications are considered at the trustees' meetings in March and October. Please read the guidance notes before writing to the secretary.

Are you the same as the Ebbing Almshouse Trust?
No. The Almshouse Trust was founded in 1853 by Thomas Ebbing, Miss Ebbing's grandfather, to house elderly former employees of the biscuit works. It is an entirely separate charity with its own trustees, and we cannot answer enquiries about it.

Are you still connected with the biscuit company?
No. The company was sold in 1988 and the endowment is now invested independently."""),

("Jessamy Quarle (1902–1977): biography",
"""Jessamy Quarle (1902–1977), sculptor, was born at Drennick, a hill-farming village in the uplands north of Hatherlow, where her father was the miller. The mill, its leat and the weir above it recur throughout her work.

Quarle studied at the Hatherlow School of Art from 1919 to 1923. She entered as a painting student, and her first teacher there was the landscape painter Matthias Dunstreet, who taught her to draw out of doors and who encouraged her — when she showed more interest in the shapes of things than in their colour — to try carving. She had no formal training as a sculptor and learned direct carving largely by trial and error, working from the start in local timbers: elm, oak and later yew.

After a difficult decade in which she supported herself by teaching in village schools, she was taken up by the Quillon Gallery in Corveston, which gave her a first solo exhibition in 1933 and represented her until her death. From 1934 she also had a devoted private patron, who for many years paid for her studio. Her best-known works are single standing figures of working people — millers, ferrymen, a hedger, a woman at a mangle — roughly life-size or a little under, and sharply simplified.

Quarle never married. From 1940 she lived in a cottage at Drennick within sight of the mill where she was born, and she died there in 1977. A small centenary display of her drawings was held in Hatherlow in 2002."""),

("Catalogue entry: Jessamy Quarle, The Weir Keeper (ARD 1980.4)",
"""ARD 1980.4
Jessamy Quarle (1902–1977)
The Weir Keeper, 1936
Carved elm, with integral base; height 142 cm, width 41 cm, depth 38 cm
Incised on the back of the base: JQ 1936

Provenance: the artist; from whom bought by Constance Ebbing, Marrowgate, 1937; by whom bequeathed to the museum, 1979 (accessioned 1980).

Exhibited: Corveston, Quillon Gallery, 'Jessamy Quarle: New Carvings', 1937.

Description: A standing man in a long coat and cap, holding a long-handled hook upright before him in both hands, his weight on his left leg. The figure is carved from a single section of elm trunk, with the heart of the tree running through the centre of the body; the base keeps the curve of the trunk and is left roughly tooled.

Comment: The model was the keeper of the weir above the mill at Drennick, a neighbour of the artist's family. The figure was begun in the winter of 1935–36 from a log that had been seasoning in the mill yard for several years. The slender hook was carved separately and pinned into the hands.

Like much of Quarle's work in elm, the figure is sensitive to changes in relative humidity. Please refer to the conservation file for its condition history and for any conditions attached to loans.

Credit line: Bequeathed by Constance Ebbing, 1979."""),

("Condition report: The Weir Keeper, outgoing loan request (May 1994)",
"""CONDITION REPORT — OUTGOING LOAN REQUEST
Object: ARD 1980.4, Quarle, 'The Weir Keeper'
Requesting venue: Quillon Gallery, Corveston ('Jessamy Quarle: Carving the Valley', Sept–Nov 1994)
Examined by: C. Mayhew, Assistant Conservator
Date: 16 May 1994

Summary: NOT RECOMMENDED FOR LOAN AT THIS TIME.

Observations
- Radial crack in base, front left, running from outer edge toward the heart. Length 19 cm (11 cm in the 1987 record). Max. width at edge 3 mm. Crack active: fresh, unweathered wood visible at its tip.
- Secondary check in back of coat, upper left, 7 cm; stable, unchanged since 1987.
- Hook pinned at both hands; upper pin slightly loose. Hook moves under light pressure.
- Surface wax dull; dust in recesses. No insect activity.

Environment
- Sculpture court readings, January–April 1994: RH ranged from 31% to 58%; the lows coincide with the trial of the new heating system in February.
- Temperature 17–23 °C.

Assessment
- Crack growth most probably caused by the low RH in February. Further movement likely if the object is packed, transported and placed in an unfamiliar environment.
- Vibration in transit may loosen the hook further.

Recommendations
1. Do not lend in 1994.
2. Move object away from heating outlet; stabilise RH at 45–55%.
3. Re-examine in six months. Consider filling the crack only when movement has stopped."""),

("Loan agreement: Dunstreet, The Drennick Hills in March, to Hatherlow City Gallery (2011)",
"""LOAN AGREEMENT — SUMMARY OF TERMS

| Item | Detail |
|---|---|
| Lender | Ardlow Museum of Art, Chantry Street, Marrowgate |
| Borrower | Hatherlow City Gallery, Guildhall Square, Hatherlow |
| Exhibition | 'The Hatherlow School: Teachers and Pupils, 1880–1940' |
| Dates | 2 April – 17 July 2011 (object on borrower's premises 21 March – 29 July) |
| Object | Matthias Dunstreet, 'The Drennick Hills in March', 1925, oil on canvas, 71 x 102 cm, ARD 1971.6 |
| Insurance | Nail to nail, under the borrower's policy, at a value agreed with the lender |
| Courier | Required for installation and deinstallation (Ardlow registrar or nominee) |
| Environment | 45–55% RH; max. 150 lux; no direct sunlight |
| Credit line | Lent by the Ardlow Museum of Art, Marrowgate |
| Photography | Borrower may photograph for catalogue and press purposes only |

Special conditions
1. The picture is to travel in its own glazed frame, which is not to be removed at any time.
2. The borrower's request of 4 November 2010 to borrow, in addition, Dunstreet's sketchbook of 1923 (ARD 1974.11) is declined: the binding is too weak for the book to be displayed open.
3. The lender's name is to appear in the catalogue list of lenders and on the wall label.
4. Any reproduction on posters or banners requires the lender's written consent.

Signed for the lender: I. Lathbury, Registrar, 12 January 2011
Signed for the borrower: M. Osei-Grant, Exhibitions Manager, 19 January 2011"""),

("Exhibition and loan history: Sallow Quay at Low Water (ARD 1924.3)",
"""Exhibition and loan history: ARD 1924.3, 'Sallow Quay at Low Water'

| Year | Venue | Exhibition | Shown as by | Notes |
|---|---|---|---|---|
| 1911 | Ardlow Museum of Art, Marrowgate | Opening exhibition | T. Renfrey | Lent by Silas Ardlow; not yet museum property |
| 1926 | Marrowgate Society of Artists | 'Fifty Years of Coast Painting' | T. Renfrey | |
| 1951 | Assembly Rooms, Marrowgate | 'The Coast and its Painters' (Festival week) | T. Renfrey | |
| 1988 | Quillon Gallery, Corveston | 'Painters of the Salterne Coast' | T. Renfrey | Cat. no. 14; reproduced on the catalogue cover |
| 2005 | Ardlow Museum of Art, Marrowgate | 'Pupil and Master' | A. Hollin | First shown under the new attribution |
| 2014 | Maritime Museum, Sallow Quay | 'Harbour Lives' | A. Hollin | |
| 2021 | — | Request from a private gallery, Corveston | — | Declined: unlined canvas judged too fragile for repeated travel |

Note: A loan to the exhibition 'International Marine Painting' at Velbruck, agreed in 1963, did not take place; the exhibition was cancelled by its organisers a month before it was due to open.

Sources: registrar's loan files; exhibition catalogues in the museum library. The 1926 and 1951 entries are known only from newspaper reports and cannot be checked against catalogues."""),

("Carrow & Vine sale, 12 May 1971: lot 114, Dunstreet, The Drennick Hills in March",
"""CARROW & VINE, Fine Art Auctioneers, Marrowgate
Sale of Pictures, Drawings and Prints — Wednesday 12 May 1971, at 11 a.m.
The property of the late Gerald Coyle, Esq., of Penstraw, and other owners

LOT 114
MATTHIAS DUNSTREET (1870–1944)
The Drennick Hills in March
Signed and dated lower left M. Dunstreet 1925; oil on canvas, 28 x 40 in., in a gilt swept frame

Provenance: with Pellow, Strand & Mayhew, Hatherlow, from whom bought in 1926 by Dr Arthur Coyle, Penstraw; by descent to his son, Gerald Coyle.

Exhibited: Hatherlow Art Society, Spring Exhibition, 1926, no. 41.

Estimate: £1,800 – £2,500

A long view across the valley of the Drenn towards the hills above Drennick, with snow lying only in the north-facing gullies and the first ploughing under way in the fields below. Dunstreet painted the subject at least four times; this is the largest and, in the opinion of those who knew his work, the finest version. It was reproduced in the Hatherlow Art Society's annual for 1926.

Viewing: Monday 10 and Tuesday 11 May, 10 a.m. to 5 p.m. Commission bids may be left with the auctioneers. No buyer's premium is charged at this sale."""),

("Acquisitions Sub-Committee minutes, 4 May 1971",
"""ARDLOW MUSEUM OF ART
Acquisitions Sub-Committee of the Arts and Libraries Committee
Minutes of the meeting held on 4 May 1971

Present: Cllr H. Brayford (chair), Cllr Mrs J. Pask, Mr T. Albery; in attendance Miss M. Olcott (Director) and Mr K. Dace (Keeper of Fine Art)

1. The minutes of the previous meeting were approved.

2. Purchase fund. The Director reported a balance of £3,160, together with a promise of £500 from the Friends of the Ardlow towards any suitable picture by a Hatherlow painter.

3. Carrow & Vine, 12 May: lot 114, Dunstreet, 'The Drennick Hills in March'. The Keeper described the picture, which he had examined at the saleroom. RESOLVED unanimously that the Director be authorised to bid up to £2,400, including any contribution from the Friends.

4. Offer from the trustees of the Tennick Bequest Trust: Orrin Blakewell, portrait of Mrs Eliza Tennick, 1889. The Keeper reported that the picture was in good condition but in his view a weak example: the face was well painted, but the hands were poorly drawn and the background perfunctory. The committee noted that the museum already held two portraits by Blakewell. DECLINED by two votes to one, Mrs Pask dissenting. The Director to write to the trustees with thanks.

5. Offer from Miss Ellen Brisk, Sallow Quay, of a pencil and watercolour drawing by Agnes Hollin. No member of the committee had seen the drawing. DEFERRED to the next meeting; the Director to arrange for it to be brought to Marrowgate.

6. Date of next meeting: 1 February 1972."""),

("Matthias Dunstreet (1870–1944): biography",
"""Matthias Dunstreet (1870–1944), landscape painter, was born in Hatherlow, the son of a stonemason. He trained at the Corveston School of Design and spent two years painting in the open air on the continent before settling again in Hatherlow in 1896.

Dunstreet painted almost nothing but the country within a day's walk of his home town: the valley of the Drenn, the hills above Drennick and the moor edges to the north. His pictures of the 1890s are dark and carefully finished; from about 1905 his handling loosened, and the best of his later work, done mostly in early spring and late autumn, has a cold, clear light that became his signature. He sold steadily through the Hatherlow dealers and was a founder member of the Hatherlow Art Society in 1899.

In 1902 he was appointed to teach painting and drawing at the Hatherlow School of Art, and he stayed on its staff until he retired in 1935, latterly as head of the painting department. He was by every account an unusually patient teacher, and a good many of the painters and craftsmen of the region passed through his classes.

Dunstreet married Alice Trow in 1899; their only son, Thomas, was killed in 1917. He died at Hatherlow in 1944. His work is in the Ardlow Museum of Art, Marrowgate, and in the Hatherlow City Gallery, which holds most of his sketchbooks and the remaining contents of his studio."""),

("Friends of the Ardlow newsletter, Summer 1971: a Hatherlow landscape comes to Marrowgate",
"""FRIENDS OF THE ARDLOW — Newsletter, Summer 1971

A HATHERLOW LANDSCAPE COMES TO MARROWGATE

Members who gave to last winter's appeal will be delighted to hear that their money has been well spent. At the Carrow & Vine sale on 12 May the museum successfully bid for Matthias Dunstreet's 'The Drennick Hills in March', painted in 1925 and for many years in a private collection at Penstraw. The hammer fell at £2,150, comfortably inside the limit the committee had set, and the Friends' contribution of £500 was gratefully received by the Director, Miss Olcott, who tells us that the bidding was brisk up to £1,900 and then stopped dead.

The picture has been cleaned and is now hanging in the Upper Gallery. Anyone who knows the country north of Hatherlow will recognise the view from the lane above the mill, looking up towards the last of the snow in the gullies.

This is the first purchase to which the Friends have contributed since the Society was founded in 1968, and your committee hopes it will not be the last. A small plaque recording the Friends' help has been placed beside the frame.

OTHER NEWS
- The summer outing on 17 July will be to the Maritime Museum at Sallow Quay. The coach leaves Chantry Street at 9 a.m.
- Annual subscriptions (50p single, 75p joint) are now due.
- Mrs Pask has kindly agreed to give her talk 'Portraits in Marrowgate Houses' in October."""),
]
