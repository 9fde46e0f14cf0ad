# Documents kin-01 .. kin-20 of the blind-kin collection.
# The world (county of Ostmere, kingdom of Varrland) is invented.

DOCS = [
{
"id": "kin-01",
"title": "Baptism register, St Aldric's, Morrow Vale, 1861-1876 (extract)",
"text": """Extract from the register of baptisms of the parish church of St Aldric, Morrow Vale, in the county of Ostmere. Entries are copied in the order in which they stand; only families of interest to the Wren and Tull enquiries have been transcribed. Spelling follows the original.

| Date of baptism | Child | Parents | Abode | Father's calling | Officiating minister |
|---|---|---|---|---|---|
| 14 September 1862 | Samuel | Tobias and Martha Wren | Wren's Mill | Miller | P. Ashby, vicar |
| 3 March 1864 | Eliza | Thomas and Jane Goodey | Lenn Street | Thatcher | P. Ashby |
| 2 April 1865 | Edith | Tobias and Martha Wren | Wren's Mill | Miller | P. Ashby |
| 11 February 1866 | Tobias | Eli and Susan Wren | Lendle Lane | Labourer | J. Marle, curate |
| 19 July 1868 | Walter | Tobias and Martha Wren | Wren's Mill | Miller | P. Ashby |
| 6 October 1872 | Alfred | Joseph and Mary Tull | Church Row | Carrier | P. Ashby |
| 8 June 1875 | Rose | Tobias and Hester Wren | Wren's Mill | Miller | P. Ashby |
| 16 January 1876 | Hannah | Eli and Susan Wren | Lendle Lane | Labourer | J. Marle |

Transcriber's notes. The mother's name changes between the entries of 1868 and 1875 because the miller had buried his first wife and married again. A son born to Tobias and Martha in the autumn of 1871 was privately baptised Josiah at home and is not entered here. The Wrens of Lendle Lane were farm labourers; no kinship with the family at the mill has ever been proved, although both branches used the name Tobias and the two households are easily confused by searchers. The Tulls of Church Row worked the Morrow Vale carrier's cart for three generations, and the child Alfred of 1872 later drove it himself."""
},
{
"id": "kin-02",
"title": "Marriage register, Holy Rood, Ellinford, 1861-1899 (selected entries)",
"text": """Selected entries from the marriage register of Holy Rood church, Ellinford. Ages, callings and residences are given as the parties declared them; 'dec.' marks a father already dead at the time of the wedding.

| Date | Groom | Groom's father | Bride | Bride's father | Witnesses |
|---|---|---|---|---|---|
| 22 May 1861 | Tobias Wren, 22, bachelor, miller, of Morrow Vale | Nathaniel Wren (dec.), miller | Martha Halloway, 21, spinster, of Fennick Farm | Josiah Halloway, farmer | Reuben Halloway; Ann Wren |
| 9 October 1866 | Nathaniel Crabbe, 26, bachelor, carrier, of Ellinford | Joseph Crabbe, carrier | Bethia Halloway, 20, spinster, of Fennick Farm | Josiah Halloway, farmer | Reuben Halloway; Keziah Halloway |
| 30 April 1874 | Samuel Dunn, 31, widower, ploughman, of Ellinford | John Dunn, labourer | Lydia Pratt, 25, spinster, of Ellinford | William Pratt, shepherd | Josiah Halloway; Mary Pratt |
| 12 August 1888 | George Marsh, 27, bachelor, schoolmaster, of Ellinford | Henry Marsh, clerk | Ellen Rudd, 24, spinster, of Ellinford | Silas Rudd, smith | Reuben Halloway; Ann Rudd |
| 14 June 1899 | Daniel Pike, 31, bachelor, innkeeper's assistant, of Saltmarrow | Jonas Pike (dec.), mariner | Lilian Halloway, 23, spinster, of Fennick Farm | Reuben Halloway, farmer | Arthur Halloway; Rose Marchbank |

Notes. Holy Rood was the parish church of the Halloways of Fennick Farm, and the daughters of that house were married here rather than in their husbands' parishes. Reuben Halloway appears as a witness at many village weddings in his capacity as churchwarden. Silas Rudd, the bride's father of 1888, is not the Silas Rudd of Gorse Hythe who trained the first of the Cotterell smiths, though the two men are sometimes run together in printed pedigrees."""
},
{
"id": "kin-03",
"title": "Probate summary: will of Tobias Wren the elder, miller, of Wren's Mill, proved 1902",
"text": """Abstract prepared from the probate copy held by Marchbank & Son, solicitors, Brackwater.

Testator: Tobias Wren the elder (so called in the family to distinguish him from his grandson), of Wren's Mill, Morrow Vale, corn miller. Died 2 February 1902. Will dated 10 August 1899; no codicil.

Executors: Jacob Cotterell of Gorse Hythe, blacksmith, the testator's son-in-law, and Lionel Marchbank of Brackwater, solicitor. Probate granted at the Brackwater registry, 18 April 1902. Gross value of the estate 3,410 crowns.

Bequests, quoting the will where the wording is distinctive:

1. "I give my mill known as Wren's Mill upon the river Lenn, with the wheel, stones, gear and stock, and the mill house adjoining, to my son Walter, who has worked it beside me these twelve years."
2. "To my dear wife Hester the cottage across the lane called Mill Cottage for the term of her natural life, and after her death to her son, my stepson Daniel Pike, absolutely."
3. To his daughter Edith Cotterell, two hundred crowns.
4. To his eldest son Samuel, one hundred crowns, "he having his profession and wanting for nothing."
5. To his daughter Rose Marchbank "the walnut dresser that was my mother's."
6. To his grandson Tobias, son of Samuel, "my silver watch, which he is to have at twenty-one."
7. All the rest and residue to his son Walter.

Clerk's memorandum: the testator asked that the mill should "not go out of the name while there is a Wren able to dress a stone." The executors paid the legacies within the year, and Mill Cottage remained in the widow's occupation."""
},
{
"id": "kin-04",
"title": "Obituary of Tobias Wren the elder, Brackwater Courier, 8 February 1902",
"text": """MORROW VALE. THE LATE MR TOBIAS WREN.

The Vale has lost one of its oldest figures with the death on Sunday last of Mr Tobias Wren, of Wren's Mill, in his sixty-fourth year. Mr Wren was born at the mill in 1838. His grandfather, Abel Wren, raised the present building on the Lenn in 1791, and his father, Nathaniel, worked it until his death in 1859, when the business came to the deceased at the age of twenty.

He married first, in 1861, Martha, daughter of the late Josiah Halloway of Fennick Farm, Ellinford. She died ten years later, leaving three young children. In 1873 he married Mrs Hester Pike of Saltmarrow, widow of Jonas Pike, a mariner, and he brought up her little son with his own.

Mr Wren served St Aldric's as churchwarden for twenty-two years and sat on the Lenn Drainage Board from its formation. Farmers from three parishes brought their corn to him, and it was said that no miller in Ostmere dressed a stone more truly. He was a staunch supporter of the Morrow Vale reading room and, in his younger days, of the cricket eleven.

He leaves a widow, two sons and two daughters, and several grandchildren. His elder son, Mr Samuel Wren, is well known in Brackwater.

The funeral took place at St Aldric's on Thursday. The coffin was carried by six millers of the district, and the Rev. P. Ashby officiated. The mill was closed for the day, the first time in living memory that its wheel has stood idle on a working day."""
},
{
"id": "kin-05",
"title": "Letter from Edith Cotterell to her brother Samuel Wren, 3 May 1916",
"text": """Forge House, Gorse Hythe
3rd May 1916

Dear Sam,

I could not say half of what I wanted on Tuesday with everyone crowding the churchyard, so I am writing it. I still cannot believe Walter is gone. He was never ill a day that I remember until this winter, and the pneumonia took him in a week.

Mr Fenn read the will at the mill house after we came back from St Aldric's. It is as Walter always said it would be: the mill goes to your Toby, with the stock and the gear, and Sarah has money and the furniture. Toby has been Walter's right hand these six years and there is nobody else who could keep the wheel turning, so nobody grudges it, though I thought Sarah looked very low. She tells me she will go home to her brother's at Lendle before the summer; she says the mill house was only ever hers because it was Walter's.

Mother is very frail at the cottage. She did not come to the graveside but sat in the porch with Rose. Rose goes over from Brackwater most days now.

Frank writes from the Marran lines that he is well and always hungry. Mabel and Peter carry on the forge with Jacob, and Peter does the heavy work now, for Jacob's shoulder is bad again.

Give my love to Agnes, and to Dolly, who must be near her time. Tell Toby his Aunt Edith is proud of him.

Your loving sister,
Edith"""
},
{
"id": "kin-06",
"title": "Family tree: descendants of Josiah Halloway of Fennick Farm (to the third generation)",
"text": """Drawn up by Winifred Cotterell at Fennick Farm in 1960 from the Halloway family Bible and the Holy Rood registers. Only Josiah's children and grandchildren are shown; husbands and wives are named, but their own families are not traced on this sheet.

- **Josiah Halloway** (1812-1879), farmer, bought Fennick Farm, Ellinford, in 1838
  - married Keziah Dunn (1815-1880)
  - **Martha** (1840-1871)
    - married 1861 Tobias Wren, miller of Morrow Vale
    - her children are entered in the Wren pedigree and not repeated here
  - **Reuben** (1843-1911), succeeded his father at Fennick
    - married 1868 Clara Marchbank (1847-1920)
    - **Arthur** (1869-1940), eldest son, farmed Fennick after his father
      - married 1895 Mary Ellen Lusk
    - **George** (1872-1931), corn merchant of Brackwater, never married
    - **Lilian** (1876-1958), only daughter
      - married 1899 Daniel Pike
  - **Bethia** (1846-1920)
    - married 1866 Nathaniel Crabbe of Ellinford
    - **Bethany** (1867-1939)
      - married 1890 Amos Cotterell, boatbuilder of Gorse Hythe
    - **Joseph** (1870-1925), went overseas as a young man and died abroad

Compiler's notes. I have left myself and my own children off this sheet, as Father's branch is written up on the Fennick page kept with the farm papers. My great-aunt Bethia's married name is sometimes spelt Crabb in the chapel books, but the family always wrote Crabbe. Cousin Bethany's husband Amos was the younger brother of my own father-in-law, so the Cotterells come into this tree twice, and the children never tire of working out what they are to one another."""
},
{
"id": "kin-07",
"title": "Census return, 1881: household at Wren's Mill, Morrow Vale",
"text": """Census of 3 April 1881. Enumeration district 4 (Morrow Vale and Lendle Lane), schedule 27. Transcribed from the enumerator's book.

| Name | Relation to head | Condition | Age | Occupation | Where born |
|---|---|---|---|---|---|
| Tobias Wren | Head | Married | 42 | Corn miller, employing 2 men | Morrow Vale |
| Hester Wren | Wife | Married | 38 | | Saltmarrow |
| Samuel Wren | Son | Unmarried | 18 | Pupil teacher | Morrow Vale |
| Edith Wren | Daughter | Unmarried | 16 | Assists at home | Morrow Vale |
| Daniel Pike | Stepson | | 13 | Scholar | Saltmarrow |
| Walter Wren | Son | | 12 | Scholar | Morrow Vale |
| Rose Wren | Daughter | | 5 | Scholar | Morrow Vale |
| Caleb Thorne | Lodger | Unmarried | 24 | Journeyman miller | Lendle |
| Phoebe Goodey | Servant | Unmarried | 17 | General servant | Morrow Vale |

Schedule 28, Mill Cottage, across the lane:

| Name | Relation to head | Condition | Age | Occupation | Where born |
|---|---|---|---|---|---|
| Ann Wren | Head | Widow | 71 | Annuitant | Morrow Vale |

Enumerator's remarks: the two men employed at the mill are the lodger Thorne and a carter who lives in Lenn Street and is returned there. Ann Wren is aunt to the miller and has the cottage rent-free for her life. Schedule 31 in the same district, at Lendle Lane, is the household of Eli Wren, labourer, with a son Tobias aged 15; this is a different family from that at the mill, and the enumerator has been asked more than once whether the two are related. He understands they are not."""
},
{
"id": "kin-08",
"title": "The Reverend Edmund Marchbank (1815-1885): a biographical note",
"text": """Edmund Marchbank was a clergyman and antiquary of the county of Ostmere, in the kingdom of Varrland, and for nearly forty years rector of St Cadoc's, Quillan's Cross.

Life. He was born at Brackwater in 1815, the son of a corn factor, and was educated at the grammar school there and at the college of St Brandt. Ordained in 1840, he served a curacy on the coast before his presentation to St Cadoc's in 1846. In 1842 he had married Honoria Vane, daughter of a Quillan's Cross landowner; Ashgrove House, where the family lived after the old rectory burned in 1851, came to him through her.

Antiquarian work. Marchbank opened several of the barrows on Quillan Down and kept careful notes of what he found, which was unusual for his day. His principal book, the two-volume Antiquities of the Ostmere Coast (1871), contains the first account of the medieval salt pans at Saltmarrow and a survey of the church plate of thirty parishes. Many of his finds are now in the Brackwater Museum.

Family. He had two children who lived to adulthood. His son Lionel (born 1844) was articled to a Brackwater attorney and afterwards founded his own practice in the town. His daughter Clara (born 1847) married in her father's church in 1868 Reuben Halloway, a farmer of Ellinford, and the rector baptised several of her children.

Death. He died at Ashgrove House in March 1885 and is buried on the south side of St Cadoc's, where a window by the Brackwater glaziers commemorates him. Honoria survived him by six years."""
},
{
"id": "kin-09",
"title": "Fennick Farm, Ellinford: abstract of title and estate notes, 1838-1970",
"text": """Prepared for the present owner from the deeds held at the farm and from the Marchbank & Fenn papers. Areas are statute acres.

1838, Lady Day. Josiah Halloway purchases the freehold of Fennick Farm, then 124 acres of arable, pasture and water meadow, from the trustees of the Dunhollow estate for 1,900 crowns.

1879. Death of Josiah Halloway. The farm passes to his only son, Reuben Halloway.

1885. Reuben Halloway buys Crake's Holding, 18 acres of pasture adjoining Fennick on the north, from the widow of the smallholder Amos Crake, for 410 crowns. The cottage of the holding is pulled down and its land thrown into Fennick, which from this date extends to 142 acres.

1911. Death of Reuben Halloway. The farm passes to his eldest son, Arthur Halloway.

1940. Death of Arthur Halloway, who had no son of his body. By his will the farm, stock and implements pass to his son-in-law, Frank Cotterell, husband of his daughter Winifred, who had managed the land since 1920.

1946. The six-acre Long Lenn Meadow, cut off from the rest of the farm by the new Ellinford road, is sold by Frank Cotterell to Thomas Halloway, garage proprietor, of Ellinford, for 300 crowns.

1970. Death of Frank Cotterell. The farm, now 136 acres, passes to his son, Arthur ('Artie') Cotterell.

Note on boundaries. The field called Crake's Ground keeps the name of the holding bought in 1885. The stream forming the western boundary is a feeder of the Lenn and was the cause of repeated disputes over a paddock with the Crabbe family of Mill Lane until 1902, when a fence was agreed."""
},
{
"id": "kin-10",
"title": "Oral history: June Cotterell remembers Fennick Farm (recorded 1984)",
"text": """Ostmere Sound Archive, tape OSA/84/12. Interviewee: June Cotterell, born 1925 at Fennick Farm, Ellinford. Interviewer: P. Garland.

PG: What are your first memories of the farm?
JC: The kitchen, and Granny Nell at the range. She'd been a Lusk from Saltmarrow and she always said the farm was too quiet for her after growing up with the sea and the noise of the bar. Grandad Arthur was the farmer then, though Dad did most of the work by the time I remember.
PG: Your father came from outside farming?
JC: Oh yes. Dad was a Cotterell from Gorse Hythe, smiths all of them. He used to say he married into the land. He could still shoe a horse better than the smith at Ellinford, and he did all our own, Duchess included. She was the big grey mare, the last working horse we had.
PG: And there was an uncle on the farm?
JC: Uncle Tommy. Grandad and Granny adopted him when he was a little boy, years before I was born. He never cared for the land, always had his head in an engine. Later he had the garage at the crossroads and mended every tractor in the parish for nothing.
PG: Did you have other family nearby?
JC: Mother's Aunt Lilian came up from Saltmarrow for the harvest suppers, and there was a cousin Teddy, Teddy Ashdown the painter, who came out to draw the orchard. Grandad had planted it the year Mother was born, so we always called it Winnie's Orchard.
PG: And your brother?
JC: Artie. He has the farm now, and he's turned it all over to cows. Grandad would have had something to say about that."""
},
{
"id": "kin-11",
"title": "Burial register, St Aldric's, Morrow Vale, 1871-1920 (selected entries)",
"text": """Selected entries from the register of burials of St Aldric's, Morrow Vale. Ages are as given by the informant at the time.

| Date of burial | Name | Abode | Age | Remarks in register |
|---|---|---|---|---|
| 3 November 1871 | Martha Wren | Wren's Mill | 31 | Wife of Tobias Wren, miller; with her infant son Josiah, aged four days |
| 19 March 1883 | Ann Wren | Mill Cottage | 73 | Widow; aunt of the miller |
| 6 February 1902 | Tobias Wren | Wren's Mill | 63 | Miller; churchwarden of this parish |
| 27 August 1909 | Tobias Wren | Lendle Lane | 43 | Labourer; killed by a fall from a rick at Lendle |
| 14 March 1912 | Eli Wren | Lendle Lane | 70 | Labourer |
| 25 April 1916 | Walter Wren | Wren's Mill | 47 | Miller |
| 21 January 1919 | Hester Wren | Mill Cottage | 76 | Widow of Tobias Wren, miller |
| 9 December 1920 | Joseph Tull | Church Row | 79 | Carrier, retired |

Transcriber's note. Two men named Tobias Wren lie in this churchyard, buried within seven years of each other, and they are often confused by searchers. The miller buried in 1902 was the son of Nathaniel Wren of the mill; the labourer buried in 1909 was the son of Eli Wren of Lendle Lane, whose own burial follows. Their graves are at opposite ends of the churchyard: the miller's family lie under the yew by the south porch, the Lendle Lane Wrens by the north wall. Walter Wren's headstone was put up by his widow, and its inscription ends with the words 'the wheel stands still'. No separate stone was raised for Hester Wren, who was laid in her second husband's grave."""
},
{
"id": "kin-12",
"title": "Wedding report: Wren and Lusk, Brackwater Courier, 21 June 1919",
"text": """WREN AND LUSK. The little Chapel of St Ebba at Saltmarrow was filled on Saturday for the marriage of Mr Tobias Wren, of Wren's Mill, Morrow Vale, only son of Mr and Mrs Samuel Wren of the School House, Brackwater, and Miss Florence Lusk, only daughter of Mr and Mrs Matthew Lusk, of Net Loft Row, Saltmarrow. The bridegroom is well known in the Vale, where he has worked at the family mill since boyhood; the bride's father is a fisherman and the owner of two boats.

The bride, who was given away by her father, wore ivory crepe with a veil lent by a friend of the family, and carried sea-pinks and white roses. She was attended by Miss Ada Tully, her cousin, and by Mrs L. Marchbank, sister of the bridegroom. The best man was Mr Frank Cotterell, cousin of the bridegroom, lately returned from the Marran front, who had to borrow a collar stud from the verger.

The Rev. H. Moyle officiated. Mrs Lusk's brother, Mr T. Tully, played the harmonium, and the fishermen of the harbour formed an arch of oars at the chapel gate.

A reception followed at the Lantern Inn, lent for the afternoon by Mr Daniel Pike, and the couple left by the evening carrier for a week at Kestrow Strand. Among the presents were a clock from the millers of the Lenn valley, a tea service from the Board School staff at Brackwater, a set of fire irons made at the Gorse Hythe forge, and a cheque from the bridegroom's father."""
},
{
"id": "kin-13",
"title": "Letter from Dolly Marchbank to her cousin Mabel Dray, 9 October 1921",
"text": """12 Tanner's Walk, Brackwater
9th October 1921

Dearest Mabel,

You will have heard whispers, so I had better tell you myself before Aunt Edith does. I am going to marry Cyril Ashdown. Yes, the vet, the tall one who came out to Gorse Hythe when your Peter's pony had the colic. It will be very quiet, at St Ninnoc's in the new year, with only family.

It is six years since I walked up that same aisle as Dolly Wren to marry Leonard Marchbank, and four years today since he fell. I have not forgotten him and I shan't pretend to. But Teddy is five and needs a father he can see, and Cyril is good to him in a way that does not try too hard.

The difficult part has been the name. Cyril would like Teddy, Leonard's boy, to be an Ashdown, so that there is one name on the door and at school. I have agreed. He will still be Edmund, which was Leonard's wish, after Leonard's grandfather the old rector. Old Mrs Marchbank minds dreadfully, and I went to see her in Bridge Street and we both cried, but she said in the end that Leonard would rather the boy were happy than had the right initials.

Mother and Father are pleased, I think, though Father says Cyril talks about horses too much, and Toby says a vet in the family will save him a fortune.

Write soon, and tell me how William is getting on at school and whether the baby sleeps yet.

Your loving cousin,
Dolly"""
},
{
"id": "kin-14",
"title": "Probate abstract: will of Isaac Lusk, innkeeper, of the Lantern Inn, Saltmarrow, 1915",
"text": """Abstract from the register of wills, Brackwater district registry.

Isaac Lusk, of the Lantern Inn, Saltmarrow, licensed victualler and boat-owner, died 2 March 1915, aged 69. Will dated 30 September 1912. Probate granted 11 May 1915 to Enoch Gale, harbourmaster of Saltmarrow, and Matthew Lusk, fisherman, son of the deceased. Estate sworn at 1,860 crowns.

Provisions:

(a) The freehold of the Lantern Inn, with its stable, brewhouse, furniture and fixtures and the goodwill of the business, to his nephew Daniel Pike, "who has managed the house for me faithfully since his marriage and knows it better than I do myself."

(b) The fishing boats Patience and Kittiwake, with their nets, lines and gear and the net loft behind Net Loft Row, to his son Matthew, "who has never wished to stand behind a bar and should not be made to."

(c) Fifty crowns to his daughter Mary Ellen, wife of Arthur Halloway of Fennick Farm, Ellinford, together with her mother's workbox and the portrait of her grandfather Elias.

(d) His pewter measures to the Saltmarrow regatta committee, for use as prizes.

(e) The residue to be divided equally between his son and his daughter.

Note by the abstractor: the testator's wife, Jane, born Orme, had died in 1905. The will makes no provision for the testator's sister Hester, widow of the miller Tobias Wren, who was then living at Morrow Vale and was provided for under her late husband's will. The licence of the inn was transferred to Daniel Pike at the next sessions."""
},
{
"id": "kin-15",
"title": "Census return, 1911: the Lantern Inn, Saltmarrow",
"text": """Census of 2 April 1911. Household schedule completed in the hand of Daniel Pike and signed by Isaac Lusk as head. The columns for years of marriage and children born have been abridged.

| Name | Relation to head | Condition | Age | Occupation | Birthplace |
|---|---|---|---|---|---|
| Isaac Lusk | Head | Widower | 65 | Innkeeper and boat-owner | Saltmarrow |
| Daniel Pike | Nephew | Married (11 years) | 43 | Manager of inn | Saltmarrow |
| Lilian Pike | Nephew's wife | Married (11 years) | 35 | Assists in inn | Ellinford |
| Hester Pike | Grand-niece | | 10 | School | Saltmarrow |
| Jonas Pike | Grand-nephew | | 7 | School | Saltmarrow |
| Josiah Rudd | Boarder | Widower | 52 | Coastguard (pensioned) | Gorse Hythe |
| Martha Orme | Servant | Single | 19 | Barmaid | Kestrow |

Remarks written on the schedule: "Two children born alive to the present marriage of Daniel and Lilian Pike, both living." The enumerator has added that Matthew Lusk, son of the head, fisherman, with his wife Grace and their children Robert and Florence, is returned separately at 3 Net Loft Row, and that Martha Orme is a niece of the head's late wife.

Note. The Lantern is the only licensed house in Saltmarrow and stands at the top of the slipway, where its gable lamp can be seen from the sea. The boarder Rudd was a widower of long standing and lodged at the inn until his death; he is buried at Gorse Hythe, where he had served most of his years with the coastguard."""
},
{
"id": "kin-16",
"title": "Henry Pardew the elder (1831-1899), draper and mayor of Brackwater",
"text": """Henry Pardew, known in later life as 'old Pardew' to distinguish him from his son of the same name, was a draper and public figure of Brackwater, the market town of the Lenn valley in Ostmere.

Early life. He was born in 1831 at Lendle, the son of a handloom weaver whose trade was already failing. At fourteen he was apprenticed to a linen draper in Brackwater, and when his time was out he worked as a traveller for a wholesale house on the coast, selling cloth to country shops from a hired gig.

Business. With his savings and a small loan he took a shop on Market Row in 1858. He was among the first in the district to mark every article with a fixed price, and the shop soon became known simply as 'Pardew's'. By the 1880s he employed eleven assistants and ran a dressmaking room above the shop.

Public life. Pardew was elected to the town council in 1872 as a reformer on the question of the town drains. He served as mayor of Brackwater in 1884, the year the new corn exchange was opened, and he was remembered for refusing the customary mayoral banquet and giving its cost to the Cottage Hospital instead. He was for many years a deacon of the Bridge Street chapel.

Family. In 1860 he married Louisa Gale, the daughter of a Brackwater saddler; they had a son and two daughters. Louisa died in 1893.

Death. He died above the shop in November 1899 and was buried in the town cemetery. A drinking fountain on the corn exchange steps bears his name and the date of his mayoralty."""
},
{
"id": "kin-17",
"title": "Marriage register, St Ninnoc's, Brackwater, 1885-1910 (selected entries)",
"text": """Selected entries from the marriage register of St Ninnoc's, the parish church of Brackwater. Only entries relating to families in this collection, together with one that is often confused with them, are transcribed.

| Date | Groom | Groom's father | Bride | Bride's father | Witnesses |
|---|---|---|---|---|---|
| 14 April 1887 | Samuel Wren, 24, bachelor, schoolmaster, Bridge Street | Tobias Wren, miller | Agnes Pardew, 22, spinster, Market Row | Henry Pardew, draper | Walter Wren; Henry Pardew the younger |
| 2 June 1890 | Harry Pardoe, 24, bachelor, carter, Tanyard Lane | William Pardoe, carter | Eliza Goodey, 26, spinster, Tanyard Lane | Thomas Goodey, thatcher | John Pardoe; Jane Goodey |
| 3 September 1892 | Henry Pardew, 26, bachelor, draper, Market Row | Henry Pardew, draper | Jane Cotterell, 23, spinster, Gorse Hythe | William Cotterell (dec.), blacksmith | Ann Cotterell; Agnes Wren |
| 11 October 1898 | Walter Fenn, 29, bachelor, solicitor's clerk, Bridge Street | Thomas Fenn, schoolmaster | Harriet Marchbank, 23, spinster, Bridge Street | Lionel Marchbank, solicitor | Edward Marchbank; Clara Halloway |
| 20 April 1905 | Albert Sayer, 30, bachelor, smith, Gorse Hythe | Albert Sayer, labourer | Kate Goodey, 20, spinster, Brackwater | Thomas Goodey, thatcher | Samuel Wren; Agnes Wren |

Notes. The carter Harry Pardoe of Tanyard Lane was no relation of the Market Row drapers, despite the likeness of the name, and the register clerk himself twice wrote him down as 'Pardew'. Jane Cotterell was married from Brackwater although she gave her home as Gorse Hythe; she had been working in the Pardew dressmaking room for two years. Kate Goodey, married in 1905, had been a servant in the Wren household at the School House, which explains the witnesses to her wedding."""
},
{
"id": "kin-18",
"title": "Letter from Samuel Wren to his son Toby, 20 September 1910",
"text": """School House, Brackwater
20th September 1910

My dear Toby,

Your mother and I have talked long over your letter, and I will not pretend that I am not disappointed. I had hoped to see you at the training college and after that in a classroom of your own. But I was a miller's son before I was a schoolmaster, and I know the pull of the wheel better than you think.

So it is settled. I drove out to Morrow Vale on Saturday and saw your Uncle Walter. He will take you at the mill from Michaelmas and pay you what he paid the last journeyman, which is little enough. He says he will teach you to dress a stone as your grandfather taught him, and he means to work you hard. He and your Aunt Sarah have no children, and I think he is glad of it; of you, I mean, not the other.

You will lodge with your grandmother Hester at the cottage. Be patient with her. She is getting deaf and she will feed you too much. Go to church with her on Sundays even when you are tired.

Your grandfather's watch is in my desk. You may have it at twenty-one as he wished, and not before, however you plead.

Your sister Dolly says you are to write to her and not only to your mother. Your Aunt Clemmie sends a muffler she has knitted, which you will be glad of in the mill in January.

Your affectionate father,
Samuel Wren"""
},
{
"id": "kin-19",
"title": "Family tree: descendants of Tobias Wren the elder, compiled by Samuel Wren, Christmas 1903",
"text": """Copied from a sheet kept in the Wren family Bible. The compiler wrote it out the Christmas after his father's death "so that the children know their kin". No dates later than 1903 have been added.

- **Tobias Wren** (1838-1902), miller, son of Nathaniel Wren
  - married first, 1861, **Martha Halloway** (1840-1871), daughter of Josiah Halloway of Fennick Farm
    - **Samuel** (b. 1862), schoolmaster at Brackwater, the compiler
      - married 1887 Agnes Pardew
      - Tobias (b. 1889), named for his grandfather
      - Dorothy, called Dolly (b. 1892)
    - **Edith** (b. 1865), the elder daughter
      - married 1886 Jacob Cotterell, blacksmith of Gorse Hythe
      - Mabel (b. 1889)
      - Frank (b. 1894)
    - **Walter** (b. 1868)
      - married 1898 Sarah, daughter of Ezra Kemp of Lendle
      - no children
    - Josiah (born and died 1871)
  - married secondly, 1873, **Hester Pike**, widow, born Lusk, of Saltmarrow (b. 1842)
    - **Rose** (b. 1875), the younger daughter
      - married 1896 Edward Marchbank, solicitor, son of Lionel Marchbank of Brackwater
      - Clara (b. 1897)
  - stepson brought up in the household: **Daniel Pike** (b. 1867), Hester's son by her first marriage
    - married 1899 Lilian Halloway, a niece of our own mother Martha

Note in the compiler's hand: "Father always counted Daniel as one of his own, and so shall we. Josiah lies with our mother."
"""
},
{
"id": "kin-20",
"title": "Brackwater Board School: head teachers, 1872-1965, from the school log books",
"text": """Compiled for the school's centenary exhibition in 1972 from the log books kept by successive heads. The Board School opened in Chapel Street in January 1872 and became Market Row Primary School in 1965.

| Years | Head teacher | From the log books |
|---|---|---|
| 1872-1880 | Mr Elias Brand | First master. Opened with 96 children and one pupil teacher. |
| 1880-1893 | Mr Josiah Fell | Built the infants' room. Resigned in ill health, March 1893. |
| 1893-1927 | Mr Samuel Wren | Promoted from assistant master by the managers in May 1893. Introduced drawing and nature study; kept the school open through the influenza of 1918 with half the staff. Retired July 1927. |
| 1927-1957 | Miss Clara Marchbank | Appointed by the managers in September 1927, having been senior assistant mistress since 1923. First woman to head the school. Began the school meals in 1934. |
| 1957-1965 | Mr Dennis Hollis | Oversaw the move to the new Market Row buildings. |

Entries of note. 3 July 1893: 'Mr Wren took charge this day; 212 on the books.' 22 July 1927: 'Mr Wren's last day. The children presented a barometer. He spoke of thirty-four years.' 5 September 1927: 'Miss Marchbank commenced as head teacher.' 11 November 1938: 'Mr Wren's portrait, painted by a former pupil, hung in the hall.'

The log books for 1872-1965 are deposited at the Ostmere Record Office. The head teacher's house, known as the School House, was occupied by each head in turn until Miss Marchbank's time; she preferred to remain in her own lodgings, and the house was let to the caretaker."""
},
]
