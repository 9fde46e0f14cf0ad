# Documents kin-21 .. kin-40 of the blind-kin collection.

DOCS = [
{
"id": "kin-21",
"title": "Obituary of Arthur Halloway of Fennick Farm, Brackwater Courier, February 1940",
"text": """ELLINFORD. DEATH OF MR ARTHUR HALLOWAY.

We regret to record the death on 2 February, after a short illness, of Mr Arthur Halloway of Fennick Farm, Ellinford, at the age of seventy-one. Mr Halloway was the third of his family to farm at Fennick, his grandfather Josiah having bought the land in the reign of the old king, and he was known throughout the Lenn valley as a breeder of heavy horses and a judge at every show from Brackwater to Kestrow.

For twenty years he was chairman of the Ellinford Ploughing Society, and he was never happier than on match day with a pipe in his mouth and a measuring rod in his hand. He served Holy Rood as churchwarden, as his father Reuben had done before him, and he was for many years a manager of the Ellinford school.

In 1895 he married Mary Ellen, daughter of the late Isaac Lusk of Saltmarrow, who survives him. He leaves a daughter, Mrs Frank Cotterell, whose husband has for many years had the management of the farm; an adopted son, Mr Thomas Halloway, motor engineer, of Ellinford; and two grandchildren. His brother George predeceased him in 1931, and his sister, Mrs Lilian Pike, was prevented by illness from attending the funeral.

The funeral at Holy Rood on Tuesday was attended by a large gathering of farmers from both sides of the river. The coffin was carried to the church on a farm wagon drawn by two of the deceased's own Ostmere greys, and the Ploughing Society's banner was carried before it."""
},
{
"id": "kin-22",
"title": "Adoption order: Thomas Birch, Brackwater Petty Sessions, 1910",
"text": """Brackwater Petty Sessions. Register of guardianship and adoption orders, 1910, entry no. 17. Heard 14 June 1910 before Mr J. Orrell and Colonel F. Vane, justices.

Application of Arthur Halloway, farmer, of Fennick Farm, Ellinford, and Mary Ellen Halloway, his wife, to be given the care and custody of the infant Thomas Birch as their own child.

The infant: Thomas Birch, male, born 2 February 1905 in Tanyard Lane, Brackwater, presently in the care of St Ninnoc's Home for Children, Brackwater, where he was received in March 1908.

Parentage: mother Lucy Birch, laundress, of Tanyard Lane, who died of consumption in February 1908; father not named. No relative of the child has come forward in answer to the notices.

Evidence: Miss Agatha Crewe, matron of the Home, stated that the boy was healthy, quick and of good character, and that the applicants had visited him regularly since the previous autumn. The Rev. W. Soper, vicar of Holy Rood, gave evidence of the applicants' standing and of the comfortable circumstances of the farm. The applicants stated that they had been married fifteen years.

Order: that the said Thomas Birch be committed to the care of the applicants until he attains the age of twenty-one; that they bring him up as their own son in the Church of Varrland; and that he be known henceforth by the surname Halloway. The Home to be repaid the cost of his clothing.

Memorandum added 1926: the said Thomas Halloway, having come of age, confirmed the change of name by statutory declaration before the clerk to the justices."""
},
{
"id": "kin-23",
"title": "Oral history: Tommy Halloway on the Ellinford garage (recorded 1978)",
"text": """Ostmere Sound Archive, tape OSA/78/03. Speaker: Thomas ('Tommy') Halloway, born 1905. Interviewer: P. Garland. Recorded at Halloway's Garage, Ellinford crossroads.

GARLAND: You weren't born a Halloway, were you?
HALLOWAY: No, and I never made a secret of it. I was five when I came to Fennick. I remember very little from before: a long room with iron beds and a woman with keys. Then Dad lifted me up onto the cart and that was that. Arthur Halloway, I always called him Dad, and Mother was Mother.
GARLAND: Did they expect you to farm?
HALLOWAY: I think Dad hoped so. But I was no good with beasts. Give me the threshing engine and I was happy. Dad saw it and sent me to be apprenticed at Crouch's motor works in Brackwater when I was fifteen.
GARLAND: And the garage?
HALLOWAY: I opened here in 1931, on a piece of waste ground at the crossroads, with two hand pumps and a lean-to. People said there'd never be enough motors in Ellinford to keep me. Inside five years I had the bus contract.
GARLAND: Your sister stayed on the farm.
HALLOWAY: Winnie did, with Frank. Frank was the farmer Dad wanted; I was the son he had. There was never any bad feeling. Later on Frank sold me a bit of wet ground behind the garage and I built the bungalow there.
GARLAND: You married locally?
HALLOWAY: Ivy Marsh, the schoolmaster's girl. We were married at Holy Rood in 1933. She keeps the books. I'd have been bankrupt inside a year without her, and she'll tell you so herself."""
},
{
"id": "kin-24",
"title": "Census return, 1891: the Forge House and Slipway House, Gorse Hythe",
"text": """Census of 5 April 1891. Enumeration district 9 (Gorse Hythe), schedules 41 and 42, which stand next to one another on Quay Lane.

Schedule 41, the Forge House:

| Name | Relation to head | Condition | Age | Occupation | Where born |
|---|---|---|---|---|---|
| Jacob Cotterell | Head | Married | 30 | Blacksmith | Gorse Hythe |
| Edith Cotterell | Wife | Married | 26 | | Morrow Vale |
| Mabel Cotterell | Daughter | | 2 | | Gorse Hythe |
| Ann Cotterell | Mother | Widow | 57 | | Kestrow |
| Jane Cotterell | Sister | Single | 22 | Dressmaker | Gorse Hythe |
| Albert Sayer | Apprentice | Single | 16 | Blacksmith's apprentice | Lendle |

Schedule 42, Slipway House:

| Name | Relation to head | Condition | Age | Occupation | Where born |
|---|---|---|---|---|---|
| Amos Cotterell | Head | Married | 28 | Boatbuilder | Gorse Hythe |
| Bethany Cotterell | Wife | Married | 23 | | Ellinford |
| Samuel Voss | Boarder | Widower | 40 | Shipwright | Saltmarrow |

Enumerator's remarks: the head of schedule 41 succeeded to the forge on the death of his father in the summer of last year, and his widowed mother has since lived with him. The boarder Voss works for the head of schedule 42, who has built boats on his own account on the old salt quay for some years past. The apprentice Sayer is bound for five years and sleeps over the forge. Both houses are the property of the Cotterell family and pay no rent to any landlord."""
},
{
"id": "kin-25",
"title": "Probate abstract: will of Jacob Cotterell, blacksmith, of Gorse Hythe, 1925",
"text": """Abstract from the register of wills, Brackwater district registry.

Jacob Cotterell, of the Forge House, Quay Lane, Gorse Hythe, blacksmith and farrier, died 11 January 1925. Will dated 3 May 1922. Probate granted 2 April 1925 to his son Frank Cotterell, farm manager, of Fennick Farm, Ellinford, and to Peter Dray, smith, of Gorse Hythe. Estate sworn at 1,240 crowns.

Provisions:

(a) To his wife Edith the use and occupation of Anvil Cottage, Quay Lane, which the testator bought in 1919, for the term of her life, free of rent and repairs, together with an annuity of forty crowns a year charged on the forge.

(b) The forge, the Forge House, the tools, anvils, stock of iron and the goodwill of the business to his son-in-law Peter Dray, "who has worked it beside me these fifteen years and has a better hand than I had at his age", he to pay the annuity in (a).

(c) To his son Frank three hundred crowns and "my grey mare Bonny, if she is still living."

(d) To his brother Amos "our father's hammer, which he has always coveted."

(e) To his grandson William Dray his silver watch.

(f) On the death of his wife, Anvil Cottage to be sold and the proceeds divided equally between his daughter Mabel Dray and his son Frank.

(g) The residue to his wife.

Note by the abstractor: the forge continued to trade under the name Cotterell's. The widow did not at once take up her right to Anvil Cottage, preferring to remain for a time with her daughter at the Forge House, and the cottage was let for two years with the consent of the executors."""
},
{
"id": "kin-26",
"title": "Letter from Frank Cotterell to Winifred Halloway, 2 March 1919",
"text": """Forge House, Gorse Hythe
Sunday, 2nd March 1919

Dear Winnie,

I have been home a fortnight and I have started this letter five times. The first four went in the forge fire, so you may guess how the fifth will turn out.

I saw your father at Brackwater market on Thursday. He was civil, more than civil. He stood me a glass at the Wheatsheaf and asked whether a man who had spent three years with the artillery horses could tell a heifer from a gelding. I said I thought I could learn. He laughed and said that was the right answer, and that the right answer was not always the same as the true one.

Winnie, I have no land and no prospects but a smith's trade and my two hands, and Peter will have the forge one day because he married into it and is a better smith than me. I know what that means to a farmer's daughter. But I would learn anything for you, even sheep.

Mother sends her love and says you are to come to Gorse Hythe at Easter and see the lace she is making for the church. Tell Tommy I will look at his motor-bicycle engine when I come over; I know more about carburettors than he thinks.

I shall be at Holy Rood on Sunday week, sitting at the back and not singing.

Yours, if you'll have me,
Frank"""
},
{
"id": "kin-27",
"title": "Pardew's, drapers, 6 Market Row, Brackwater: business and property record, 1858-1979",
"text": """Summary prepared from the deeds, partnership papers and rate books relating to No. 6 Market Row, Brackwater, the premises of the drapery business known as Pardew's.

1858. Henry Pardew, linen draper and hosier, takes a seven-year lease of No. 6 Market Row, then a saddler's shop, at 60 crowns a year.

1871. Henry Pardew buys the freehold. The shop front is rebuilt with plate glass and the name PARDEW'S is carved in the fascia, where it remains.

1884. A dressmaking room is opened on the first floor.

1899. On the death of Henry Pardew the elder, the business, stock and freehold pass under his will to his son, Henry Pardew the younger, who had been a partner since 1890. Annuities are charged on the business for his two daughters.

1912. Showroom extended into the yard behind; electric light installed.

1931. Robert Lusk, son-in-law of the proprietor, formerly a clerk at the Brackwater corn exchange, becomes manager.

1940. On the death of Henry Pardew the younger, the business and freehold pass to his daughter Louisa and her husband Robert Lusk jointly. The name Pardew's is kept over the door and the trade continues without interruption.

1965. On the death of Robert Lusk the business passes to his son, Henry ('Harry') Lusk.

1979. Pardew's closes after 121 years' trading. The premises are sold to the Ostmere Building Society, which retains the carved fascia.

Note. The drapers at No. 6 should not be confused with Pardoe's carriers' yard in Tanyard Lane, whose owners were no relation."""
},
{
"id": "kin-28",
"title": "Death notice and appreciation: Henry Pardew the younger, Brackwater Courier, March 1940",
"text": """DEATHS.

PARDEW. On 9 March 1940, at 6 Market Row, Brackwater, after a long illness patiently borne, HENRY PARDEW, draper, aged 73. Beloved husband of Rose, formerly the wife of the late Edward Marchbank, solicitor, of this town; and of Jane, nee Cotterell, his first wife, who died in 1905. Dear father of Louisa (Mrs Robert Lusk) and of Percy, who fell in 1918. Brother of Miss Clementine Pardew. Funeral at St Ninnoc's on Wednesday at 2 p.m. No flowers by request; gifts, if desired, to the Cottage Hospital.

AN APPRECIATION.

A correspondent writes: Few men in Brackwater were more generally liked than Henry Pardew, and fewer still were so little inclined to talk about themselves. He carried on the business in Market Row which his father had founded, and in forty years behind its counters he is said never to have forgotten a customer's name. He sat for many years on the board of the Cottage Hospital and was treasurer of the Tradesmen's Benevolent Fund.

The loss of his only son in the last weeks of the Marran War was a blow from which those who knew him believe he never fully recovered, and in later years he was seldom seen away from the shop and his garden on the river bank. His kindness to the widows of that war was known to many who will not see this notice, and it was his wish that nothing should be said of it here."""
},
{
"id": "kin-29",
"title": "Lionel Marchbank (1844-1910), solicitor, of Brackwater",
"text": """Lionel Marchbank was a solicitor in the market town of Brackwater, Ostmere, and the founder of the practice later known as Marchbank & Fenn.

Early life. He was the only son of the Reverend Edmund Marchbank, rector of St Cadoc's, Quillan's Cross, and was educated at home and at the Brackwater grammar school before being articled to an attorney in the town. He was admitted in 1867.

Practice. In 1869 he took rooms in Bridge Street and put up his plate as Marchbank & Son, in hopeful anticipation of a family. The practice grew on the business of the farmers and millers of the Lenn valley, many of whom had known his father, and he was for thirty years clerk to the Lenn Drainage Board. He was known as a cautious adviser who preferred a settlement to a lawsuit.

Family. He married in 1868 Harriet Soames of Kestrow. Their elder son, Edward (born 1870), joined him in partnership in 1895 but died in October 1904, aged thirty-four, of typhoid fever caught during the outbreak that followed the flooding of the lower town. Their daughter Harriet, called Hattie (born 1875), married the firm's managing clerk, Walter Fenn. The younger son, Leonard (born 1888), entered the office as an articled clerk in 1906; he married in 1915 and was killed in the Marran War two years later.

Later years. With Edward dead and Leonard still a boy, Lionel took Walter Fenn into partnership in 1905. On Lionel's death in 1910 the practice passed to Fenn, and from 1911 it practised as Marchbank & Fenn. Lionel's widow Harriet lived on in Bridge Street until her death in 1931."""
},
{
"id": "kin-30",
"title": "Letter from Mabel Dray to her brother Frank Cotterell, 18 January 1925",
"text": """Forge House, Gorse Hythe
18th January 1925

Dear Frank,

You had to go back to Fennick so quickly after the funeral that we hardly spoke, and there were things I wanted to say that could not be said with the Gorse Hythe women listening.

Peter has the forge now, as Father meant, and I want you to know that he feels it. He said to me last night that he would give it back tomorrow if you wanted it. I told him not to be a fool, that you have the land to think of and Winnie and the boy, and that Father knew exactly what he was doing. But if you would write to him, just a line, it would ease him.

Mother is staying on with us for the present. She sits by the kitchen fire and works at her lace and does not say much. She keeps asking whether you have enough blankets at Fennick.

Uncle Amos came to the funeral with young Jake, and Jake told us he is to be married in the spring to Hester Pike from the Lantern. Uncle Amos is pleased; he says a boatbuilder needs a wife who is not afraid of the sea. So there will be another Mrs Cotterell in the family, and we shall have to learn to say which one we mean.

William has started at the forge after school, pumping the bellows, and thinks himself very grand. Tell Artie his big cousin is saving him a horseshoe for luck.

Your loving sister,
Mabel"""
},
{
"id": "kin-31",
"title": "Baptism register, Chapel of St Ebba, Saltmarrow, 1893-1905 (extract)",
"text": """Extract from the register of baptisms of the Chapel of St Ebba, Saltmarrow, a chapel of ease served from Gorse Hythe. All entries for the period relating to the Lusk, Pike, Tully, Gale and Voss families are given.

| Date of baptism | Child | Parents | Abode | Father's calling | By whom baptised |
|---|---|---|---|---|---|
| 2 July 1893 | Robert | Matthew and Grace Lusk | Net Loft Row | Fisherman | H. Moyle |
| 17 May 1896 | Florence | Matthew and Grace Lusk | Net Loft Row | Fisherman | H. Moyle |
| 4 December 1898 | Ada | Thomas and Mary Tully | Harbour Steps | Fisherman | H. Moyle |
| 25 February 1900 | Enoch | Enoch and Sarah Gale | Harbour House | Harbourmaster | H. Moyle |
| 17 March 1901 | Hester | Daniel and Lilian Pike | The Lantern Inn | Inn manager | H. Moyle |
| 6 September 1903 | Jonas | Daniel and Lilian Pike | The Lantern Inn | Inn manager | H. Moyle |
| 12 November 1905 | Grace | Samuel and Ellen Voss | Slip Cottages | Shipwright | W. Pender |

Notes. The register was kept carelessly in these years, and several entries were written up afterwards from the curate's pocket book. The Hester Pike baptised here in 1901 was named after her grandmother, the innkeeper's sister, who had also been born at Saltmarrow; searchers should take care not to confuse the two women, each of whom was at one time called Hester Pike. The boy Jonas likewise bore the name of a grandfather who had died many years before he was born. The Enoch Gale of 1900 is the son, not the harbourmaster himself."""
},
{
"id": "kin-32",
"title": "Oral history: Sam Wren, the last miller of Morrow Vale (recorded 1986)",
"text": """Ostmere Sound Archive, tape OSA/86/21. Speaker: Samuel ('Sam') Wren, born 1921 at Wren's Mill. Interviewer: P. Garland. Recorded in the mill house kitchen.

GARLAND: You're named after your grandfather?
WREN: The schoolmaster, yes. Everyone called me Sam so as not to muddle us. Grandad used to drive out from Brackwater on a Sunday and test my tables on the mill steps, and if I got them right I could ride back with him as far as the bridge.
GARLAND: And your parents?
WREN: Dad was Toby. Tobias, properly, like his own grandfather, but nobody called him that except the vicar. My mother was a Lusk, Florence. She came from a fishing family and she never lost her fear of the millrace. She wouldn't let my sister Agnes or me near the sluice until we were twelve.
GARLAND: When did you start working in the mill?
WREN: Properly, after the war. Before that I was carrying sacks from the time I could lift one. Dad taught me to dress a stone the way he'd been taught by his Uncle Walter, who died before I was born. You hold the mill bill like a pen, not like a hammer.
GARLAND: What brought milling to an end?
WREN: The flood of November '58. The river came over the weir like a wall and took the sluice gates and cracked the wheel shaft. We never ground commercially again. Dad tried to find the money for a new shaft, but the grist trade had gone to the big roller mills at Brackwater anyway.
GARLAND: Any regrets?
WREN: Only that I was the last. I'm the last of the Wrens to have worked this mill, and I know it every time I walk past the wheel."""
},
{
"id": "kin-33",
"title": "Register of licensees of the Lantern Inn, Saltmarrow, 1838-1979",
"text": """Compiled from the minute books of the Brackwater Licensing Sessions, which granted and transferred the justices' licence for the Lantern Inn, Saltmarrow.

| Year granted | Licensee | Manner of grant |
|---|---|---|
| 1838 | Elias Lusk | New licence; previously an unlicensed beer house |
| 1875 | Isaac Lusk | Transfer on death of Elias Lusk, his father |
| 1915 | Daniel Pike | Transfer on death of Isaac Lusk, under whose will the house passed |
| 1938 | Jonas Pike | Transfer on death of Daniel Pike, his father |
| 1944 | Mrs Hester Cotterell | Transfer on death of the previous licensee |
| 1966 | Daniel Cotterell | Transfer on retirement of Mrs Hester Cotterell, his mother |
| 1979 | Keith Arne | Manager for Ostmere Breweries Ltd, purchasers of the freehold |

Other entries in the minute books. 1852: Elias Lusk cautioned for permitting cock-fighting in the yard. 1901: plans approved for a new bar parlour. 1921: Daniel Pike fined five crowns for serving after hours on regatta night; the bench noted that the customers were the lifeboat crew returning from service. 1944: the bench expressed its sympathy with the family on the circumstances of the previous licensee's death and granted the transfer without a hearing.

The Lantern was the only licensed house in Saltmarrow throughout this period. Its name is said to come from the lantern hung in the gable to guide boats onto the slip, which the licensee was bound by custom to keep lit in bad weather. The brewery undertook in 1979 to keep the custom."""
},
{
"id": "kin-34",
"title": "Obituary of Mrs Hester Wren, Brackwater Courier, 25 January 1919",
"text": """MORROW VALE. The death occurred on Friday of last week, at Mill Cottage, of Mrs Hester Wren, widow of Mr Tobias Wren of Wren's Mill, at the great age of seventy-six.

Mrs Wren was born at Saltmarrow in 1842, a daughter of Elias Lusk, who for many years kept the Lantern Inn there, and she was fond of saying that she had been rocked to sleep by the sound of the bar and the sea together. As a young woman she married a Saltmarrow seaman, and within four years of the wedding she was left a widow with a small son when his ship was lost. In 1873 she married Mr Wren, the miller, and came to the Vale, where she lived for the rest of her long life, surviving her second husband by seventeen years.

Known to the whole village as 'Granny Hessie', she was much sought after for her remedies, and there was hardly a cottage in Morrow Vale where her elder-flower cordial or her comfrey salve had not been used. She was a regular worshipper at St Aldric's until her sight and hearing failed.

She leaves a son, Mr Daniel Pike, of Saltmarrow, and a daughter, Rose, as well as grandchildren. Her stepchildren, Mr Samuel Wren and Mrs Jacob Cotterell, were at the funeral, together with many of her Lusk relations from the coast. The interment was at St Aldric's, where she was laid beside her second husband."""
},
{
"id": "kin-35",
"title": "Census return, 1901: School House, Brackwater",
"text": """Census of 31 March 1901. Brackwater enumeration district 2 (Chapel Street and Bridge Street), schedule 58, the School House adjoining the Board School.

| Name | Relation to head | Condition | Age | Occupation | Where born |
|---|---|---|---|---|---|
| Samuel Wren | Head | Married | 38 | Head master, Board School | Morrow Vale |
| Agnes Wren | Wife | Married | 36 | | Brackwater |
| Tobias Wren | Son | | 12 | Scholar | Brackwater |
| Dorothy Wren | Daughter | | 8 | Scholar | Brackwater |
| Clementine Pardew | Sister-in-law | Single | 31 | Milliner, working on own account | Brackwater |
| Kate Goodey | Servant | Single | 16 | General servant, domestic | Morrow Vale |

Enumerator's remarks: the sister-in-law is a visitor on census night and states that she usually sleeps at her place of business; she is entered here at the head's request. The servant Goodey is the daughter of a Morrow Vale thatcher. No other persons in the house. The next schedule (59) is the Board School itself, uninhabited.

Note by the transcriber. This household is easily confused with that of another Samuel Wren, a carter's labourer living in Tanyard Lane, Brackwater, in the same year, who was aged 24 and unmarried and whose entry appears in district 3. The two are not known to be connected, and the younger man's family seem to have come from Lendle Lane, Morrow Vale."""
},
{
"id": "kin-36",
"title": "Diary of Clementine Pardew, milliner, extracts for 1908",
"text": """Extracts from a small pocket diary for 1908 kept by Clementine Pardew, milliner, of Brackwater. Spelling and abbreviations are modernised.

14 January. Frost. Opened late, the bow window iced over. Only Mrs Orrell in before noon, wanting her winter felt re-trimmed for the third time. Cutler's Lane is a poor street for trade in January. Father always said I should have had a corner on Market Row, but I would rather be my own mistress in a lane than my brother's assistant in the Row.

3 March. Sold the blue toque at last. Paid the rent on the shop to Midsummer.

19 May. Henry married Rose Marchbank this morning, very quietly, with no one from the Row but me and the children. Lou (14) stood very straight and did not cry; Percy (11) fidgeted with his collar all through. Rose looked well in grey. I shut the shop for the day and lost a wedding order by it, but there it is. Henry has been lonely these three years since Jane went, and the house wants a woman in it who is not a servant.

2 June. Rose has moved into Market Row and changed the parlour curtains already. She asked my advice about a hat, which I thought kind of her.

17 September. Two girls from the Board School came asking for Saturday work; took the elder, who has clean hands.

30 December. Counted the year: 214 hats trimmed, 61 made new. Not enough, but the lane shop is mine and I owe nothing to anybody."""
},
{
"id": "kin-37",
"title": "Monumental inscriptions, St Wenna's churchyard, Gorse Hythe (survey of 1975)",
"text": """Recorded in 1975 by members of the Ostmere Family History Society. Stones are numbered from the south porch, moving clockwise. Lettering is given in capitals where the stone uses them; worn passages are marked [...].

No. 12. Upright slate. IN LOVING MEMORY OF WILLIAM COTTERELL, BLACKSMITH OF THIS PARISH, WHO DIED 4 JUNE 1890 AGED 58. ALSO ANN HIS WIFE, DIED 8 OCTOBER 1902 AGED 69. ALSO JANE PARDEW, THEIR DAUGHTER, WHO DIED 20 FEBRUARY 1905 AGED 36. 'Thy will be done.'

No. 13. Upright slate, carved with an anvil. JACOB COTTERELL, DIED 11 JANUARY 1925 AGED 64. 'The fire is out, the work is done.' ALSO EDITH HIS WIFE, BORN AT MORROW VALE, DIED 14 JUNE 1949 AGED 84.

No. 14. Low granite kerb. AMOS COTTERELL, BOATBUILDER, 1863-1930. BETHANY HIS WIFE, 1867-1939. 'They that go down to the sea in ships.'

No. 15. Small upright. JACOB ('JAKE') COTTERELL, 1895-1960, BOATBUILDER OF THIS PARISH. [...] LOVED.

No. 22. Upright sandstone, much weathered. JOSIAH RUDD, COASTGUARD, [...] 1920.

No. 23. Wooden cross, renewed. SILAS RUDD, SMITH, [...] 1861.

Surveyors' notes. Stones 12 to 15 form a family group under the churchyard wall nearest the forge. No. 15 has space below the inscription, apparently left for a second name. The two Jacob Cotterells, uncle and nephew, are often confused in printed sources; the older was the smith, the younger the boatbuilder. Silas Rudd of No. 23 kept the Gorse Hythe forge before the Cotterells."""
},
{
"id": "kin-38",
"title": "News report: Saltmarrow landlord drowned, Brackwater Courier, 21 October 1944",
"text": """SALTMARROW LANDLORD DROWNED. GALE CLAIMS LIFE OFF SKARROW ROCKS.

The body of Mr Jonas Pike, aged 41, licensee of the Lantern Inn, Saltmarrow, was recovered from Kestrow sands on Tuesday, two days after he was lost in Sunday's south-westerly gale.

Mr Pike had put off from the slip in his own rowing boat at about four in the afternoon, when a small coasting ketch was seen to be dragging her anchors towards the Skarrow Rocks. Witnesses state that he intended to carry a line to her. The boat was overturned by a breaking sea within a few hundred yards of the rocks, and though the Saltmarrow lifeboat, the old pulling boat Brave Ellen, was launched within twenty minutes, nothing could be found of him. The ketch's crew of three were later taken off by the lifeboat unharmed.

The sea has been cruel to this family. Mr Pike's grandfather and namesake, Jonas Pike, a seaman of Saltmarrow, was lost with the brig Mayfly when she broke up on the same rocks in 1870, and older residents say that the Lantern's gable lamp was kept burning for a week afterwards.

Mr Pike was unmarried. He had held the licence of the Lantern for six years and was a member of the lifeboat crew until his eyesight failed. At the inquest on Wednesday the coroner recorded a verdict of accidental death and spoke warmly of the deceased's courage. The funeral will be at St Ebba's on Saturday."""
},
{
"id": "kin-39",
"title": "Wren's Mill, Morrow Vale: entry from the Ostmere Gazetteer of Mills (1975)",
"text": """WREN'S MILL, Morrow Vale. Water-powered corn mill on the River Lenn, about half a mile below Morrow Vale church.

Building. A three-storey mill of coursed rubble with a slate roof, dated by a stone over the door 'A.W. 1791', with a two-storey brick mill house attached to the east. The upper floor was rebuilt in timber after a fire in 1847. Across the lane stands Mill Cottage, formerly part of the property but sold away from it in 1920 and now a private house.

Machinery. A breastshot wheel 18 feet in diameter and 8 feet wide, with cast-iron rims made at the Brackwater Foundry in 1862, replacing a wooden wheel. It drove three pairs of stones, two of burr and one of Kestrow grit, through a wooden pit wheel and an iron wallower. A sack hoist and a flour dresser were driven from the upright shaft. The wheel shaft cracked in the flood of 1958, and commercial grinding ceased.

History. The mill was built by Abel Wren and remained in the hands of his descendants until the 1960s, a continuous family tenure among the longest recorded in the county. It was restored between 1964 and 1966, when a new oak wheel shaft was fitted, and it is now open to visitors on summer weekends, grinding for demonstration.

Not to be confused with: Wren's Farm, Lendle, a dairy holding with no connection to the mill family; or the Lenn Mill at Brackwater, a steam roller mill of 1889, demolished in 1971, which took much of the valley's grist trade in its later years."""
},
{
"id": "kin-40",
"title": "Letter from Teddy Ashdown to his cousin Sam Wren, 11 April 1946",
"text": """Gull Cottage, Saltmarrow
11th April 1946

Dear Sam,

Welcome home, and about time. Mother had a letter from Aunt Florence saying you were back at the mill and already covered in flour, which is exactly how I picture you in any case.

I have a favour to ask. I have been trying for two years to paint the wheel. Not a pretty picture of a mill for a biscuit tin, but the wheel itself, the weight of it and the water coming off the buckets. I have made a dozen drawings from the far bank and they are all dead. I need to be close, down in the wheel pit, while it is turning, and I need somebody to stop it when I shout. Would Uncle Toby allow it, do you think? I promise not to fall in.

I shall be out in the Vale for a fortnight in September. I can sleep in the loft if the mill house is full. I will bring my own bread, which I know is an insult to a miller.

Things here are quiet. I have taken on some evening teaching this winter, which pays for paint and keeps me honest. My stepfather has finally retired and spends his days telling the new vet how he would have done it. Margaret is engaged to a very dull man from the bank, whom we all like.

Give my love to Agnes, and tell her I still have the drawing she did of me when we were children, with ears like jug handles.

Your affectionate cousin,
Teddy"""
},
]
