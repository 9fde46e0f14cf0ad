# Documents kin-41 .. kin-60 of the blind-kin collection.

DOCS = [
{
"id": "kin-41",
"title": "Marriage register, Chapel of St Ebba, Saltmarrow, 1866-1925 (selected entries)",
"text": """Selected entries from the marriage register of the Chapel of St Ebba, Saltmarrow. The chapel was licensed for marriages in 1864. 'Lic. vict.' stands for licensed victualler.

| Date | Groom | Groom's father | Bride | Bride's father | Witnesses |
|---|---|---|---|---|---|
| 19 March 1866 | Jonas Pike, 24, bachelor, mariner, Saltmarrow | Daniel Pike, fisherman | Hester Lusk, 23, spinster, Saltmarrow | Elias Lusk, lic. vict. | Isaac Lusk; Ann Pike |
| 8 September 1892 | Matthew Lusk, 22, bachelor, fisherman, Saltmarrow | Isaac Lusk, lic. vict. | Grace Tully, 20, spinster, Saltmarrow | Robert Tully, fisherman | Thomas Tully; Mary Ellen Lusk |
| 1 June 1895 | Arthur Halloway, 26, bachelor, farmer, Fennick Farm, Ellinford | Reuben Halloway, farmer | Mary Ellen Lusk, 22, spinster, Saltmarrow | Isaac Lusk, lic. vict. | George Halloway; Matthew Lusk |
| 22 April 1925 | Jacob Cotterell, 29, bachelor, boatbuilder, Gorse Hythe | Amos Cotterell, boatbuilder | Hester Pike, 24, spinster, the Lantern Inn | Daniel Pike, innkeeper | Jonas Pike; Mabel Dray |

Notes. Several names recur from generation to generation in these families, and ages and callings should be used to tell the bearers apart. The Daniel Pike, fisherman, named in 1866 died in 1879 and is not the innkeeper of 1925. The wedding of Tobias Wren and Florence Lusk in June 1919, which also took place in this chapel, has not been extracted here, as it was fully reported in the Brackwater Courier. The witness Ann Pike of 1866 was the bridegroom's sister."""
},
{
"id": "kin-42",
"title": "Obituary of Daniel Pike of the Lantern Inn, Brackwater Courier, 1938",
"text": """SALTMARROW. MR DANIEL PIKE.

Saltmarrow lost its best-known figure on Monday with the death of Mr Daniel Pike, for many years host of the Lantern Inn, at the age of seventy.

Mr Pike was born at Saltmarrow in 1867, the son of Jonas Pike, mariner, who was drowned in 1870 when Daniel was not yet three, and of his wife Hester, a daughter of Elias Lusk of the Lantern. His mother having married again, he was brought up inland at Morrow Vale and as a youth worked at the mill there, but the sea and the inn drew him back, and in his twenties he returned to Saltmarrow to help his uncle, Isaac Lusk, behind the bar. He kept the house afterwards in his own right, and it was said that he knew every boat on the coast by the sound of her engine.

In 1899 he married Lilian, daughter of Reuben Halloway of Fennick Farm, Ellinford, who survives him with their son, Mr Jonas Pike, who is expected to apply for the licence, and a married daughter.

Mr Pike kept up his links with the Vale to the end. A cottage at Morrow Vale which came to him on his mother's death in 1919 he sold the following year to Alfred Tull, the village carrier, saying that a publican had no business being a landlord twice over.

He was for thirty years honorary secretary of the Saltmarrow regatta and a generous friend to the lifeboat. The funeral at St Ebba's was attended by fishermen from every harbour between Kestrow and Gorse Hythe."""
},
{
"id": "kin-43",
"title": "Census return, 1921: Fennick Farm, Ellinford",
"text": """Census of 19 June 1921. Ellinford enumeration district 1, schedule 12. Transcribed from the householder's schedule, completed by Arthur Halloway.

| Name | Relation to head | Condition | Age | Occupation | Employer | Birthplace |
|---|---|---|---|---|---|---|
| Arthur Halloway | Head | Married | 52 | Farmer | Own account | Ellinford |
| Mary Ellen Halloway | Wife | Married | 48 | Home duties | | Saltmarrow |
| Frank Cotterell | Son-in-law | Married | 27 | Farm manager | Father-in-law | Gorse Hythe |
| Winifred Cotterell | Daughter | Married | 24 | Home duties and dairy | | Ellinford |
| Thomas Halloway | Son (adopted) | Single | 16 | Motor mechanic, apprentice | Crouch and Sons, Brackwater | Brackwater |
| Moses Haig | Servant | Widower | 58 | Cowman | Head | Kestrow |
| Ruth Haig | Servant | Single | 20 | Dairymaid | Head | Kestrow |

Notes written on the schedule by the householder: "Frank and Winifred Cotterell were married at Holy Rood in September 1920 and live in the farmhouse with us until the farm cottage is repaired." "Thomas goes to the motor works daily by bicycle and comes home on Saturdays." "Moses Haig has been cowman at Fennick for thirty years; Ruth Haig is his granddaughter."

Enumerator's remark: the schedule was returned two days late because the householder was judging at the Ellinford ploughing match, and the enumerator was obliged to call three times. The householder apologised and offered the enumerator a dozen eggs, which were declined."""
},
{
"id": "kin-44",
"title": "Oral history: Hester Cotterell of the Lantern Inn (recorded 1979)",
"text": """Ostmere Sound Archive, tape OSA/79/08. Speaker: Mrs Hester Cotterell, born 1901 at the Lantern Inn, Saltmarrow. Interviewer: P. Garland. Recorded in the bar parlour of the Lantern.

GARLAND: You were born in this building?
COTTERELL: Upstairs, in the room over the porch. Father had the management then for old Uncle Isaac, and later the house was his. I was pulling pints before I could see over the bar. You learn people in an inn, and you learn the weather.
GARLAND: How did you come to hold the licence yourself?
COTTERELL: It came to me in the war, when there was nobody else. I don't talk about that year. I held it till my Daniel was ready to take it on.
GARLAND: Your husband wasn't an innkeeper?
COTTERELL: Jake? Lord, no. Jake was a boatbuilder. He ran the yard at Gorse Hythe that his father Amos had started, and he'd come over the sands of an evening and sit in that corner with his pipe. We were married in 1925 at St Ebba's. He said he married the inn as much as me, but he never pulled a pint in his life.
GARLAND: Tell me about the sign outside.
COTTERELL: Teddy Ashdown painted that, in 1952, when the old one blew down. He's a cousin of sorts; it takes a long time to explain how. He wouldn't take a penny for it, so I gave him his beer free for a year, which cost me more.
GARLAND: And the lantern in the gable?
COTTERELL: Still lit in a blow. That's not sentiment, that's custom. The day it goes out for good, the Lantern's finished, and so am I."""
},
{
"id": "kin-45",
"title": "Clara Marchbank (1897-1980), schoolmistress and local historian",
"text": """Clara Marchbank was a teacher and historian of education in Brackwater, Ostmere, remembered as the first woman to head a school in the town.

Early life. She was born in Brackwater in 1897, the only child of Edward Marchbank, a solicitor in his father's practice in Bridge Street, and his wife Rose. Her father died when she was seven, and she spent her early childhood in her widowed mother's care. She was educated at the Brackwater High School for Girls and at the Ostmere Training College, where she took a first-class certificate in 1918.

Career. She joined the staff of the Board School at Brackwater as an assistant mistress in 1919, was made senior assistant in 1923, and in 1927 was appointed head teacher, a post she held until her retirement thirty years later. She introduced school meals and medical inspection, fought the managers for a playing field and won, and insisted on teaching the top class herself for one morning each week.

Writing. In retirement she wrote Chalk and Slate: A Century of Brackwater Schools (1962), based on the log books of the town's schools and on interviews with former pupils, and a number of articles for the transactions of the Ostmere Historical Society on the dame schools and charity schools of the Lenn valley.

Later life. She never married. She lived for many years in lodgings in Chapel Street and later in a flat overlooking the river. She died in 1980, and her papers were given by her executors to the Ostmere Record Office."""
},
{
"id": "kin-46",
"title": "Letter from Rose Pardew to her stepdaughter Louisa Lusk, 4 February 1941",
"text": """Riverside Cottage, Brackwater
4th February 1941

My dear Lou,

Thank you for coming on Sunday and for bringing Harry, who gets more like your father every time I see him, though I would not tell him so for fear he starts wearing waistcoats.

I have been going through the bureau at last, as I promised. Most of it is receipts and the hospital minutes, but in the bottom drawer I found a little bundle which should be yours and not mine. There is the photograph of your own mother, Jane, taken the day she married your father, in the lace collar she made for herself; and a sampler she worked as a girl at Gorse Hythe, with all the Cotterell initials on it and the date 1879. There is also a letter she wrote your father before they were engaged, which I have not read and which you must decide about for yourself.

I knew your mother only by sight, across the counter, and I have always been conscious of stepping into her place. You were very good to me at fourteen, when you had every reason not to be, and I don't think I ever thanked you properly.

I am keeping well, though this house is very quiet without Henry's cough on the stairs. The river is high and the garden is a marsh.

Come when you can. Bring Harry, and bring Robert if he can be spared.

With love always,
Rose"""
},
{
"id": "kin-47",
"title": "Cotterell's forge and Cotterell's boatyard, Gorse Hythe: trade history notes (1970)",
"text": """From the notes of the Ostmere Survey of Rural and Maritime Trades, compiled in 1970 from interviews and from the firms' own books.

THE FORGE, Quay Lane. A smithy is recorded on the site in the 1790s. William Cotterell, who had served his time under Silas Rudd, took over the forge on Rudd's death in 1861 and worked it until his own death in 1890. It passed to his elder son, Jacob Cotterell, who added a farriery and built up a large trade shoeing for the farms inland. On Jacob's death in January 1925 the forge passed to his son-in-law, Peter Dray, who had been his journeyman and kept the name Cotterell's over the door. Peter Dray's son William worked with him from 1926 and took over in 1951. Shoeing ceased in 1966; the forge now makes gates and ornamental ironwork.

THE BOATYARD, the old salt quay. Founded in 1887 by Amos Cotterell, the younger son of William, who had been apprenticed to a shipwright at Kestrow. The yard built crab boats, seine boats and pleasure craft, and in 1901 the ten-oared pulling and sailing lifeboat Brave Ellen for the Saltmarrow station, which remained on service until 1952. On Amos's death in 1930 the yard passed to his son, Jacob Cotterell, known as young Jake to tell him from his uncle. Young Jake died in 1960 and the yard was carried on by his foreman until it closed in 1968. The slipway was then sold to the Gorse Hythe Sailing Club.

Survey note: in the yard's order book the lifeboat appears as 'B. Ellen', which has misled some writers into calling her the Bright Ellen."""
},
{
"id": "kin-48",
"title": "Obituary of Mrs Edith Cotterell, Brackwater Courier, June 1949",
"text": """GORSE HYTHE. MRS EDITH COTTERELL.

Mrs Edith Cotterell, who died on 14 June at the age of eighty-four, was one of the last links between Gorse Hythe and the old Lenn valley families. She was born at Wren's Mill, Morrow Vale, in 1865, the elder daughter of Tobias Wren, the miller, and his first wife Martha, and she lost her mother at six. In 1886 she married Mr Jacob Cotterell, the Gorse Hythe blacksmith, and for nearly forty years she kept house beside the forge, with the ring of the anvil, as she used to say, for a clock.

Mrs Cotterell was best known for her lace. She learned bobbin lace as a girl from an old woman at Lendle and developed a pattern of her own, based on the sea-pink, which became known as Gorse Hythe point. Her work won first prize at the Brackwater Show eleven times, and the altar frontal she made for St Wenna's in 1919 is still in use.

Mr Cotterell died in 1925. She leaves a son, Mr Frank Cotterell of Fennick Farm, Ellinford, and a daughter, Mrs Peter Dray, of Gorse Hythe, with whom she lived in her last years, together with four grandchildren. She outlived both her brothers, Samuel, the Brackwater schoolmaster, and Walter, the miller, by many years, and she was the last of the children of the mill to remember their mother.

The funeral at St Wenna's was conducted by the vicar, and the lacemakers of the district lined the path to the church."""
},
{
"id": "kin-49",
"title": "Burial register, Holy Rood, Ellinford, 1879-1958 (selected entries)",
"text": """Selected entries from the register of burials of Holy Rood, Ellinford, relating to the Halloway, Crabbe and Pike families.

| Date of burial | Name | Abode | Age | Remarks |
|---|---|---|---|---|
| 18 April 1879 | Josiah Halloway | Fennick Farm | 67 | |
| 2 February 1880 | Keziah Halloway | Fennick Farm | 65 | Widow of the above |
| 7 March 1909 | Nathaniel Crabbe | Mill Lane, Ellinford | 69 | |
| 30 November 1911 | Reuben Halloway | Fennick Farm | 68 | Churchwarden 1872-1911 |
| 12 January 1920 | Bethia Crabbe | Mill Lane | 74 | Widow |
| 4 August 1920 | Clara Halloway | Fennick Farm | 73 | Widow of Reuben Halloway; daughter of the late rector of St Cadoc's |
| 19 May 1931 | George Halloway | Bridge Street, Brackwater | 59 | Brought from Brackwater |
| 6 February 1940 | Arthur Halloway | Fennick Farm | 71 | Churchwarden |
| 11 March 1950 | Mary Ellen Halloway | Fennick Farm | 77 | Widow of the above |
| 2 October 1958 | Lilian Pike | The Lantern Inn, Saltmarrow | 82 | Brought from Saltmarrow at her own wish, to lie with her parents |

Notes. The Halloway graves lie together east of the chancel under a row of limes planted by Reuben Halloway. Lilian Pike was the only daughter of the family to be brought back to Ellinford; her husband lies at Saltmarrow. A plain cross at the end of the Halloway row, without a name, is said by the family to mark the grave of a farm boy killed by a bull in 1888. The Crabbe graves are by the west gate and have lost their stones; the positions are known from the sexton's plan of 1921, which also shows a space reserved, but never used, for Joseph Crabbe, who died abroad."""
},
{
"id": "kin-50",
"title": "Family tree: the Lusks of Saltmarrow, drawn up by Harry Lusk, 1970",
"text": """A sheet drawn up by Henry ('Harry') Lusk of Brackwater in 1970 for a cousin overseas. It follows the Lusk name only: the sons' lines are carried down, while daughters are listed with their dates but without their marriages or children, "because they belong to other trees".

- **Elias Lusk** (1810-1875), first licensee of the Lantern Inn, Saltmarrow
  - **Hester** (1842-1919)
  - **Isaac** (1845-1915), innkeeper of the Lantern after his father
    - married Jane Orme (d. 1905)
    - **Matthew** (1870-1935), fisherman, who would not keep the inn
      - married 1892 Grace Tully
      - **Robert** (1893-1965), draper, of Brackwater, the compiler's father
        - married 1919 Louisa Pardew
        - **Henry, called Harry** (b. 1921), the compiler
      - **Florence** (1896-1982)
    - **Mary Ellen, called Nell** (1873-1950)

Compiler's notes. The Lantern did not stay in the Lusk name. When my great-grandfather Isaac died it went to his sister's son, and it has been in other hands of the family ever since; my grandfather Matthew always said he was glad of it, as he would rather mend a net than pull a pint. My father came to the drapery trade through his marriage and never went to sea. There was also a Lusk line at Kestrow, said to descend from a brother of Elias, which I have not been able to connect with certainty, and a Lusk who kept the toll house on the Ellinford road in the 1850s, who may belong to either or neither."""
},
{
"id": "kin-51",
"title": "Notice: sale of Wren's Mill, Brackwater Courier, 7 June 1963",
"text": """WREN'S MILL, MORROW VALE. SOLD BEFORE AUCTION.

Messrs Gedge and Pollard, auctioneers and valuers, of Corn Exchange Chambers, Brackwater, announce that the freehold water corn mill known as Wren's Mill, Morrow Vale, with the attached mill house, outbuildings, millpond, sluices and about two acres of land, which was to have been offered by public auction at the Wheatsheaf Hotel on 20 June, has been sold privately on behalf of Mr Samuel Wren, the owner, to the Ostmere Rural Crafts Trust.

The auction is accordingly cancelled.

The mill, which stands on the Lenn half a mile below the village, has been worked by one family since it was built in 1791, and Mr Wren is the last of his name to have ground corn there. Milling ceased after the flood of November 1958 damaged the wheel shaft. The Trust, which already owns the Kestrow windpump and the rope walk at Gorse Hythe, intends to restore the wheel and machinery and to open the mill to the public as a working example of an Ostmere country mill.

The adjoining Lenn Field, about five acres, is separately owned and is not included in the sale.

The purchase has been assisted by a grant from the Brackwater Corporation and by public subscription. Mr Wren will continue to live in the mill house for the present under an arrangement with the Trust and will act as honorary miller when the wheel is turning again.

Further particulars of the Trust's appeal may be had from the secretary, Miss A. Coombe, at the Museum, Brackwater."""
},
{
"id": "kin-52",
"title": "Oral history: Artie Cotterell on farming at Fennick (recorded 1988)",
"text": """Ostmere Sound Archive, tape OSA/88/15. Speaker: Arthur ('Artie') Cotterell, born 1922 at Fennick Farm, Ellinford. Interviewer: R. Lamb.

LAMB: You're named for your grandfather?
COTTERELL: For my mother's father, Arthur Halloway. Everyone's called Arthur in this parish, so I've been Artie since the cradle. Grandfather Halloway was a horse man through and through. He'd have hated what I've done with the place.
LAMB: Which is?
COTTERELL: Cows. In 1958 I sold the last of the arable machinery and went over entirely to dairy, Ostmere Reds, thirty milkers to start with, and a proper milking parlour where the cart shed was. My father thought I'd gone mad. He'd come to farming late, you see, from a forge, and he'd learned it the old way from Grandfather, and once you've learned a thing the hard way you don't like to see it done easy.
LAMB: Your father farmed here how long?
COTTERELL: He managed it for the old man from 1920 and had it in his own right after. Thirty years on his own account, near enough. I had it when he died.
LAMB: Family help?
COTTERELL: My sister June did the calves for years. Uncle Tommy kept the tractors going, for nothing mostly, which he could afford because half the parish bought their petrol from him. And my Gorse Hythe cousin, Will Dray, made every gate on this farm.
LAMB: Any regrets?
COTTERELL: I'd like to have kept one horse. Grandfather would have wanted that. But there's no room for sentiment in a milk cheque, and the bank manager doesn't keep horses."""
},
{
"id": "kin-53",
"title": "Letter from Toby Wren to his cousin Frank Cotterell, 14 February 1940",
"text": """Wren's Mill, Morrow Vale
14th February 1940

Dear Frank,

Florence and I were very sorry to miss the funeral. The Lenn was over the lower road on Tuesday and I could not leave the sluices with the water where it was; I hope Winnie understood. Old Mr Halloway was kind to me when I was a boy. Grandmother Hester used to take me over to Ellinford in the trap, and I remember him lifting me onto a horse the size of a house.

I hear from our Agnes, who writes to June every week, that the farm is to be yours. Nobody deserves it more. You have put twenty years of your life into that land, and I know what it is to work a place for another man before it is your own. I did it for six years under Uncle Walter and thought myself very hard done by, which I was not.

Trade here is brisk since the war began. The Ministry wants every pound of flour we can grind, and the grist trade has come back as if the roller mills had never been built. Sam is eighteen and talks of nothing but the Air Force. Florence pretends not to hear.

If you want a man at harvest, send for me. I have not forgotten how to pitch a sheaf, though I daresay I have forgotten how to do it well.

Give my love to Winnie and the children, and tell Artie the old fowling piece is still in the mill house whenever he wants to borrow it.

Your affectionate cousin,
Toby"""
},
{
"id": "kin-54",
"title": "Edmund 'Teddy' Ashdown (1916-1990), painter",
"text": """Edmund Ashdown, known throughout his life as Teddy, was a landscape painter of the Ostmere coast and the Lenn valley, and for nearly thirty years a teacher of painting.

Early life. He was born in Brackwater in July 1916. His father died in the Marran War when the boy was an infant, and after his widowed mother married the Brackwater veterinary surgeon Cyril Ashdown in 1922 he took his stepfather's surname, by which he was known for the rest of his life. He had one half-sister, Margaret. He drew constantly as a child, and his first exhibited work, a pencil study of a heron, was shown by the Brackwater Art Society when he was fifteen.

Career. After studying at the Varr Academy of Arts in the capital he returned to Ostmere in 1938. War service as a camouflage officer interrupted his work; afterwards he settled at Gull Cottage, Saltmarrow, and from 1948 until 1976 taught at the Ostmere School of Art in Brackwater, where his students remembered his insistence on drawing outdoors in all weathers.

Work. His best-known painting, The Wheel at Morrow Vale (1951), shows the breastshot wheel of a working corn mill from inside the wheel pit, with the water falling past the viewer; it was bought by the Brackwater Corporation and hangs in the council chamber of the Town Hall. He also painted the sign of the Lantern Inn at Saltmarrow and a series of harbour studies now in the Brackwater Museum.

Later life. He married in 1950 Ruth Voss, a potter; they had no children. He died at Saltmarrow in 1990."""
},
{
"id": "kin-55",
"title": "Household return, 1931: 6 Market Row, Brackwater",
"text": """Return of 26 April 1931 for the dwelling over the shop at 6 Market Row, Brackwater. The form used in this year did not ask for birthplaces.

| Name | Relation to head | Condition | Age | Occupation |
|---|---|---|---|---|
| Henry Pardew | Head | Married | 64 | Draper, employer |
| Rose Pardew | Wife | Married | 55 | Home duties |
| Robert Lusk | Son-in-law | Married | 37 | Draper's manager |
| Louisa Lusk | Daughter | Married | 36 | Assists in the business |
| Henry Lusk | Grandson | Single | 9 | At school |
| Ada Prentice | Boarder | Single | 22 | Draper's assistant |
| Nora Dunn | Servant | Single | 18 | General servant |

Remarks on the return: "The grandson is named after the head and is called Harry in the family." "Ada Prentice is employed in the shop below and lives in as part of her wages." The return is signed by Henry Pardew; the entries for Rose and Louisa are in a different hand, apparently Louisa's.

Note by the transcriber. The Lusk family had moved into the rooms over the shop earlier in 1931, when Robert Lusk left his clerkship at the corn exchange to manage the business. Before that they had lived in Tanner's Walk. Rose Pardew is sometimes wrongly entered in indexes as Louisa's mother; she was in fact Louisa's stepmother, Louisa's own mother having died when the girl was ten."""
},
{
"id": "kin-56",
"title": "Probate abstract: will of Tobias Wren the younger, miller, of Wren's Mill, proved 1962",
"text": """Abstract from the register of wills, Brackwater district registry.

Tobias Wren, of Wren's Mill, Morrow Vale, miller, died 8 December 1961, aged 72. Will dated 12 March 1959. Probate granted 20 February 1962 to his son Samuel Wren, miller, and his son-in-law Harold Quaile, schoolmaster, of Lendle. Estate sworn at 4,920 crowns.

Provisions:

(a) To his wife Florence the right to live in the mill house for her life, with the furniture, and an annuity of two hundred crowns a year.

(b) "My mill known as Wren's Mill, with the wheel, stones, machinery, millpond and water rights and the mill house, subject to my wife's right of residence," to his son Samuel.

(c) "The field called the Lenn Field, of five acres or thereabouts, lying between the mill tail and the Lendle road," to his daughter Agnes, wife of Harold Quaile, "who always said it was the best field in the Vale and shall have it to prove it."

(d) "The silver watch left to me by my grandfather," to his grandson Tobias Quaile, at twenty-one.

(e) To his cousin Frank Cotterell of Fennick Farm, "my fowling piece, which he will use better than I ever did."

(f) Fifty crowns to the organ fund of St Aldric's.

(g) The residue to his son Samuel.

Note by the abstractor: the testator expressed the wish that the mill should "be kept turning if it can be, and kept standing if it cannot." The watch in (d) is evidently the one bequeathed to the testator as a boy under his grandfather's will."""
},
{
"id": "kin-57",
"title": "Roll of honour, St Ninnoc's, Brackwater: the Marran War, 1914-1918 (extract with notes)",
"text": """The roll of honour on the north wall of St Ninnoc's, Brackwater, carries sixty-three names. The extract below gives eight of them, with notes gathered in 1968 by the parish memorial committee from families, newspapers and the regimental histories.

| Name | Rank and unit | Date of death | Where | Note |
|---|---|---|---|---|
| Ashby, George | Private, 2nd Ostmere Foot | 3 May 1915 | Vell marshes | Son of the verger |
| Crouch, Albert | Corporal, Ostmere Yeomanry | 12 August 1916 | Died of wounds at Dorn | Brother of the motor engineer |
| Goodey, Thomas | Private, 2nd Ostmere Foot | 20 March 1917 | Tarrow Wood | Son of Thomas Goodey, thatcher |
| Marchbank, Leonard | Lieutenant, Ostmere Rifles | 9 October 1917 | Harl Ridge | Younger son of Lionel Marchbank, solicitor, of Bridge Street |
| Orrell, James | Captain, Ostmere Rifles | 9 October 1917 | Harl Ridge | Son of the magistrate |
| Pardew, Percy | Private, Ostmere Rifles | 2 September 1918 | The Kessow crossing | Son of Henry Pardew, draper, of Market Row |
| Pardoe, Walter | Driver, Ostmere Artillery | 30 October 1918 | Died of influenza at Brackwater | Of Tanyard Lane |
| Wren, Albert | Private, 2nd Ostmere Foot | 15 June 1918 | Varnel river | Of Lendle Lane; son of the late Eli Wren |

Notes. Lieutenant Marchbank and Captain Orrell fell on the same morning in the same attack, and a brass plate to both was placed in the chancel by their old comrades of the Ostmere Rifles. Private Pardew had volunteered on his eighteenth birthday in 1915 and was killed ten weeks before the armistice. Driver Pardoe of Tanyard Lane was not connected with the Pardew family of Market Row, though the two names are often muddled in the town's records. Private Wren of Lendle Lane is likewise no relation of the milling Wrens."""
},
{
"id": "kin-58",
"title": "Obituary of Mrs Florence Wren, Brackwater Courier, March 1982",
"text": """MORROW VALE. MRS FLORENCE WREN.

Mrs Florence Wren, widow of Mr Tobias Wren of Wren's Mill, died on 3 March at the home of her daughter at Lendle, aged eighty-five. With her passes the last person who could remember the mill when it still ground for the whole valley.

Mrs Wren was born at Saltmarrow in 1896 into a fishing family and, as she used to say, married inland against all advice. She came to the Vale as a bride in 1919 and for more than forty years was organist at St Aldric's, where she played for the weddings of most of the village and for the funerals of most of their parents. She never learned to like the millrace, and would not let her children near the sluices until they were twelve.

During the last war she organised the Morrow Vale canteen for the searchlight battery on Lenn Hill, and she was for many years president of the village Women's Institute, whose members made the embroidered kneelers in the church under her direction.

After her husband's death in 1961 she remained at the mill house, and she stayed on there when the mill passed to the Ostmere Rural Crafts Trust, acting as an unofficial guide to visitors and telling them a great deal more than the guidebook did. She moved to Lendle to live with her daughter, Mrs Agnes Quaile, in 1975.

She leaves her son, Mr Samuel Wren, her daughter, three grandchildren and two great-grandchildren. The funeral will be at St Aldric's, where a voluntary of her own choosing will be played."""
},
{
"id": "kin-59",
"title": "Letter from Agnes Quaile to her brother Sam Wren, 2 May 1963",
"text": """School House, Lendle
2nd May 1963

Dear Sam,

Harold and I have talked it over all weekend and we both think you are doing the right thing. Please stop writing to me as if you need my forgiveness. You don't.

I know what you are afraid of: that Father would have hated to see the mill go out of the family. But think what he actually said in the will, kept turning if it can be, and kept standing if it cannot. You cannot keep it turning, not on your own, not with the shaft cracked and no trade to pay for a new one. The Trust can. If they put the wheel back in the water, Father would be the first to shake their hands, and then he would tell them they had set the stones wrong.

Mother is more upset about the idea of strangers in the kitchen than about the mill itself. I have told her she can come to us whenever she wants, and she says she will come when she is carried. You know what that means: she is staying, and you must let her.

The children send their love. Toby has been asking whether Uncle Sam will still let him fish from the sluice when it belongs to a committee. I said committees have never been known to stop a boy fishing.

Cousin Teddy came to see us last week and says he would like to paint the wheel again when it is restored, "to see whether it looks better in its second life than its first."

Your loving sister,
Agnes"""
},
{
"id": "kin-60",
"title": "Archive catalogue: records of Marchbank & Fenn, solicitors, Brackwater (Ostmere Record Office, ref. MF)",
"text": """Reference: MF. Title: Records of Marchbank & Fenn, solicitors, of Bridge Street, Brackwater. Dates: 1867-1971. Extent: 214 bundles and 38 volumes.

Administrative history. The practice was begun in 1869 by Lionel Marchbank (1844-1910), son of the rector of St Cadoc's, Quillan's Cross, under the name Marchbank & Son. His elder son Edward was a partner from 1895 until his early death, and his son-in-law Walter Fenn, formerly the managing clerk, from 1905. Fenn succeeded as sole principal in 1910 and the firm was renamed in 1911. It was absorbed by a Kestrow firm in 1971.

Custodial history. Deposited in 1972 by John Fenn, grandson of Walter Fenn, with additions in 1981.

Arrangement.
- MF/1 Office and partnership records, including letter books, 1869-1940.
- MF/2 Client files and deeds, arranged by family or estate. Includes papers for Wren's Mill (abstract of title, 1791-1916), Fennick Farm (conveyances, 1838-1946), the Lantern Inn, Saltmarrow (will of Isaac Lusk and licensing papers), and the estates of several Brackwater tradesmen.
- MF/3 Papers of the Lenn Drainage Board, 1870-1910, for which the firm acted as clerk.
- MF/4 Family papers of the Marchbanks, including sermons of the Rev. Edmund Marchbank and letters written by Leonard Marchbank on active service, 1916-1917.

Access. Client files less than 100 years old are closed except with the written permission of the depositor. Family papers in MF/4 are open.

Related material. The papers of Miss Clara Marchbank, schoolmistress, are held separately as CM. The parish records of St Ninnoc's, including the roll of honour papers, are at P/NIN."""
},
]
