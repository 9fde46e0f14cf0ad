# Hand-written corpus for the blind-news evaluation set.
# The archive of the Vellmoor Chronicle, an invented regional newspaper.
# Everything here (places, firms, clubs, councils, people) is fictional.

DOCS = []


def D(doc_id, title, text):
    DOCS.append({"id": doc_id, "title": title, "text": text})


D("news-01", "Orla Maddern, founder of Greystack Holdings, dies at 81", """
OBITUARY | ARNSBY, 16 March 2023

Orla Maddern, who built Greystack Holdings from a single rented warehouse on Tanner Street into one of the largest private companies in Vellmoor, died at her home in Arnsby on 14 March. She was 81.

Born in Tamsfield in 1941, she was the eldest of four children. Her father, Michael Joyce, worked as a loom tuner at Tamsfield Mills for almost forty years, and she often said that the clatter of the weaving sheds was the first sound she could remember. She left school at fifteen, trained as a bookkeeper and in 1964 married Frank Maddern, a surveyor.

She founded Greystack in 1979, buying and letting industrial units when few others would touch them. Colleagues remember a blunt, careful operator who read every lease herself. "She never forgot where she came from," one former director told the Chronicle.

Frank Maddern died in 2004. She is survived by her son, Declan, who runs the group's property division, her daughter, Siobhan, a GP in Corrow, and five grandchildren. A funeral will be held at St Aldhelm's Church, Arnsby, on 24 March.
""")

D("news-02", "Greystack completes takeover of Pellham Athletic", """
BUSINESS | PELLHAM QUAY, 12 August 2021

Greystack Holdings has completed its purchase of Pellham Athletic, ending fourteen years of ownership by the haulage businessman Vincent Ruddle.

The Arnsby investment group did not disclose the price, but people familiar with the deal put it at about £2.1m, including the club's debts. Greystack said it would put money into the youth set-up and the women's team.

"The Quaysiders are part of the fabric of this coast," said Lionel Sharpe, Greystack's chief executive. "We are not here to make a quick return. We want a club that pays its way and gives young players from the valley a route into the game."

Ruddle, who bought the club in 2007 when it was close to folding, said he had been looking for the right buyer for two years. "I've had my turn. It's time for someone with deeper pockets," he said.

The Vellmoor Football Association approved the change of control last week. Supporters' groups welcomed the deal but asked for a seat on the board, a request the company said it would consider.
""")

D("news-03", "Pellham Athletic to share Marram Park with rugby club", """
SPORT | LEDMOUTH, 3 July 2019

Pellham Athletic will play their home matches at Marram Park in Ledmouth from next season after agreeing a ten-year ground-share with Ledmouth Harriers RFC, who own the stadium.

The football club's old home on Quay Road, its base since 1921, has been sold to Tidewell Homes, which plans 96 flats on the site. Demolition is expected to begin in the autumn.

Harriers chairman Clive Amberley said the arrangement made sense for both sides. "Marram Park sits empty most Saturdays from May to August and on alternate weekends in winter. The rent helps us, and the pitch will be looked after by people who know what they are doing."

Athletic fans reacted with dismay on social media, pointing out that Ledmouth is nine miles from Pellham Quay along the coast road. The club said it would run free buses from the harbour on match days for the first season.

The pitch will be relaid with a hybrid surface during the summer to cope with the extra use. Athletic's first home game at the ground is scheduled for 10 August against Hollins Cross.
""")

D("news-04", "Declan Maddern named chair of Greystack", """
BUSINESS | ARNSBY, 5 April 2023

Greystack Holdings has appointed Declan Maddern as chair, three weeks after the death of his mother, the group's founder.

Mr Maddern, 56, has led the company's property division since 2011 and joined the board in 2015. He will give up his divisional role, which passes to Ruth Calloway, previously head of lettings.

Lionel Sharpe remains chief executive. In a statement the company said the board's decision had been "unanimous" and that no change of strategy was planned.

"My mother built this business on patience," Mr Maddern said. "The job now is to keep that discipline while we invest in the things she cared about, including the communities where we own property."

The group employs about 310 people and reported pre-tax profit of £9.6m last year. Analysts said the appointment had been widely expected. Greystack remains owned by the Maddern family and a small number of current and former employees.
""")

D("news-05", "Greystack buys 40% of Arnsby software firm Sorrel Digital", """
BUSINESS | ARNSBY, 22 November 2022

Greystack Holdings has bought a 40 per cent stake in Sorrel Digital, the software company based at Weaver Yard in Arnsby, for an undisclosed sum.

Sorrel was founded in 2017 by Nadia Ferrant and builds apps and booking systems for public bodies and small businesses. It employs 38 people and expects revenue of about £3m this year.

Ms Ferrant, who remains the largest shareholder and chief executive, said the investment would pay for new hires and a move into larger offices. "We have had offers from outside the region before. I wanted a partner that is here and will still be here in ten years," she said.

Greystack's chief executive, Lionel Sharpe, will join Sorrel's board. The deal is Greystack's first investment in technology; the group's interests have until now been mainly property and sport.

The company said the two businesses would remain separate and that no jobs would move.
""")

D("news-06", "Interview: Nadia Ferrant on code, Corrow and keeping it local", """
PROFILE | ARNSBY, 18 February 2023

Nadia Ferrant's office at Weaver Yard has a whiteboard covered in diagrams and, in one corner, a pair of goalkeeping gloves in a frame. They belong to her younger brother, Joel, who keeps goal for Corrow Town. "He gave them to me after a cup replay. I think they were a joke. I kept them anyway," she says.

Ferrant, 34, grew up above her parents' hardware shop on Corrow's Market Street and taught herself to program at twelve. After a computer science degree and five years with a bank in the capital, she came home in 2017 and started Sorrel Digital in a spare bedroom.

The firm now has 38 staff and works mostly for councils and charities. She is wary of talking about its recent outside investment ("it lets us stop worrying about payroll") and prefers to talk about hiring. Half of Sorrel's developers came through a training scheme she runs with Vellmoor College.

Does she go to watch her brother? "When I can. I shout at the referee. He pretends not to know me."
""")

D("news-07", "Sankey strikes late as Corrow Town take Senior Cup", """
SPORT | ARNSBY, 6 May 2023

Corrow Town 2 Pellham Athletic 1

Joe Sankey's header two minutes from time won the Vellmoor Senior Cup for Corrow Town at Fenwick Road this afternoon, after a final that turned on a red card for Pellham striker Dane Hollis.

Pellham led at the break through Curtis Mayne's low shot on 34 minutes and were the better side until Hollis, booked earlier for dissent, lunged at Corrow defender Sam Pryer in the 71st minute. Referee Alan Dray showed a straight red without hesitation.

Danny Rusk equalised four minutes later from a corner, and as the ten men tired, the Corrow captain rose at the far post to meet Rusk's cross.

"We were second best for an hour," admitted Corrow manager Ivor Penhale. "But these lads never stop running, and Joe is the man you want in the box."

Pellham captain Rob Tennant was subdued. "The red changed the game. Dane knows that. We'll go again."

A crowd of 2,340 watched at the neutral venue, the largest for a Senior Cup final since 2009. It is Corrow's first cup win in six years.
""")

D("news-08", "Corrections and clarifications", """
CORRECTIONS | 9 June 2023

The Chronicle aims to correct errors promptly. Readers may contact the readers' editor, Maggie Orme, at the Arnsby office.

Senior Cup final: Our report of 6 May said that Pellham Athletic's Dane Hollis was sent off in the 71st minute of the final against Corrow Town. The red card was shown in the 61st minute. Corrow's equaliser therefore came fourteen minutes later, not four.

Ledmouth mayor: An article on 19 May described Councillor Peter Maddern, the new mayor of Ledmouth, as a member of the family that owns Greystack Holdings. He is not. Cllr Maddern has no connection with the late Orla Maddern or her company, and we apologise for the error.

Brackwater: A picture caption on 2 June identified a building on Harbour Row, Pellham Quay, as "Brackwater's new taphouse". The building is the Brackwater Inn, a free house, which has no link with the Brackwater Brewing Company of Corrow.

Council tax: A graphic on 24 February gave Vellmoor Regional Council's rise as 5.4 per cent. The correct figure is 4.5 per cent.
""")

D("news-09", "Transfer round-up: Hollis heads to Arnsby, Ferrant crosses the valley", """
SPORT | 14 July 2023

Summer business in the Vellmoor Combination League has picked up this week. Our round-up:

Dane Hollis has left Pellham Athletic for Arnsby Rovers on a two-year contract. The 26-year-old striker scored 17 goals in all competitions last season, but his spell with the Quaysiders ended in May with a red card. Rovers paid an undisclosed fee, believed to be the largest in the club's history.

Goalkeeper Joel Ferrant has joined Tamsfield Vale from Corrow Town after 112 appearances. Ferrant, 29, lost his place in the spring and said he wanted "regular football".

Pellham have moved quickly to replace Hollis, signing forward Liam Orchard from Tamsfield Vale. Orchard, 22, was the league's young player of the season.

Hollins Cross have re-signed veteran defender Gareth Boon, 36, for a 19th season at the Showground.

Elsewhere, Corrow Town have released four players and are expected to announce a new goalkeeper next week. Ledmouth Town midfielder Sol Akinyemi is on trial with a club outside the region.
""")

D("news-10", "Pellham Athletic sack Whitlow, Cairns steps up", """
SPORT | PELLHAM QUAY, 17 October 2022

Pellham Athletic have dismissed manager Gary Whitlow after a run of six league games without a win left the club eighth in the ten-team Vellmoor Combination League.

Whitlow, 51, was appointed in June 2020 and guided the Quaysiders to third place last season. A statement thanked him for "his commitment during a difficult period" but said results had "fallen short of the board's expectations".

Tommy Cairns, the under-23 coach and a former Corrow Town captain, will take charge on an interim basis, starting with Saturday's trip to Hollins Cross. Cairns has no senior managerial experience but is popular with the squad, several of whom he coached as teenagers.

"I'm not thinking beyond Saturday," Cairns said. "The players are better than the table says."

The club said it would not rush an appointment. Supporters' groups had called for change after a 4-0 home defeat to Arnsby Rovers a fortnight ago, during which some fans left at half-time.
""")

D("news-11", "Cairns handed Pellham job on permanent basis", """
SPORT | PELLHAM QUAY, 8 February 2023

Tommy Cairns has been appointed Pellham Athletic manager on a permanent basis, four months after he took temporary charge of the first team.

The 38-year-old has signed a contract running until the summer of 2025. Under Cairns the Quaysiders have won seven of their eight league matches and climbed from eighth to fourth.

"Tommy has earned this," the club's chairman, Stephen Lusk, said. "The players trust him and he understands what this club is about."

Cairns said he had turned down "a couple of phone calls" from other clubs while he waited. "This is where I want to be. We've got a young group, and I think we can go and win something this season."

His assistant, former Athletic midfielder Rory Vance, has also been given a permanent contract. The club is expected to make one more signing before the registration deadline at the end of the month.
""")

D("news-12", "Cairns calls time after 382 games for the Brewers", """
SPORT | CORROW, 20 May 2016

Corrow Town captain Tommy Cairns has announced his retirement from playing at the age of 32, ending a career in which he made 382 appearances for the club.

Cairns, who was born and raised in Hollins Cross, joined Corrow as a 17-year-old from the village side and was made captain in 2010. He lifted the Vellmoor Senior Cup twice, in 2011 and 2014, and was named in the Combination League's team of the decade.

A persistent knee injury restricted him to nine games this season. "The knee has been telling me for a while. I finally listened," he said.

Cairns intends to complete his coaching badges and said he would like to stay in the game. "I've learned from some good managers and some bad ones. Both teach you something."

Club secretary Pauline Hurd said a testimonial match would be arranged for the summer, with proceeds shared between Cairns and the club's youth section.
""")

D("news-13", "Brackwater extends Corrow Town shirt deal to 2026", """
BUSINESS / SPORT | CORROW, 15 June 2023

The Brackwater Brewing Company will remain Corrow Town's main shirt sponsor for a further three seasons after the two sides agreed a new deal, the club announced today.

The brewery's name has appeared on the Brewers' amber shirts since 1994, one of the longest-running sponsorships in non-league football in the region. The value of the new agreement was not disclosed, but the club said it was "the most significant" in its history.

"Brackwater and Corrow Town grew up on the same few streets," said Tom Vickery, the brewery's sales director. "After the season the team has just had, there was no question of us walking away."

The agreement also covers the naming of the club's youth academy and a community programme for primary schools in the town. The club's commercial manager, Lisa Hanratty, said home shirts for the new season would go on sale in July.
""")

D("news-14", "Hobart & Lyle agrees £14m deal for Brackwater Brewing", """
BUSINESS | CORROW, 7 September 2022

Hobart & Lyle, the national drinks group, has agreed to buy the Brackwater Brewing Company for £14m, bringing one of Vellmoor's oldest independent businesses under outside control.

The offer, which values Brackwater at about nine times last year's earnings, has been recommended by the board but needs the approval of the Ashcombe family trust, which holds 62 per cent of the shares. A vote is expected before the end of the year.

Helen Ashcombe, the managing director, would stay on to run the brewery, and Hobart & Lyle said it had "no plans" to move production from Corrow or to reduce the workforce of 86.

"This gives Brackwater the investment it needs for the next generation," Ms Ashcombe said. "It has not been an easy decision for the family."

Beer writers were less enthusiastic. Hobart & Lyle has closed two breweries it bought in the past decade, moving their brands to its main plant at Stannerton.
""")

D("news-15", "Brackwater sale collapses as family trust votes no", """
BUSINESS | CORROW, 19 January 2023

The proposed takeover of the Brackwater Brewing Company by Hobart & Lyle has collapsed after the Ashcombe family trust voted against it.

Trustees met on Tuesday and rejected the offer by a margin understood to be four votes to one. Under the trust's rules, the sale could not proceed without a majority. Brackwater said it would remain independent and that the board would look at "alternative sources of investment".

Hobart & Lyle said it was disappointed and had withdrawn its offer. It will not be able to make a fresh approach for twelve months.

People close to the family said opinion had shifted after the death in November of a former managing director, who had privately opposed the sale. His daughter, the current managing director Helen Ashcombe, said: "The trust has spoken and we respect that. Brackwater has been independent for a very long time, and it will stay that way."

Drinkers at the Corrow Tap celebrated the news on Tuesday night.
""")

D("news-16", "Harbour Row landlord fined over late-night drinking", """
COURTS | PELLHAM QUAY, 28 April 2023

The licensee of a Pellham Quay pub has been fined £1,200 after police found customers drinking there more than an hour after closing time.

Stanley Gilley, 58, of Ropewalk Lane, admitted breaching the conditions of the premises licence at the Brackwater Inn on Harbour Row when he appeared before Pellham Quay Magistrates' Court on Thursday. He was also ordered to pay £340 costs.

The court heard that officers on patrol saw lights and heard music shortly after 1am on 11 February. Eleven people were inside. The pub's licence permits sales until midnight on Saturdays.

Gilley, who has run the pub for 16 years, told magistrates the customers were friends celebrating a birthday and that no money had changed hands after midnight. The bench did not accept that explanation, noting a till receipt timed at 00.47.

Chair of the bench Anne Whitcombe said: "You are an experienced licensee and you knew the rules." The licence itself will be reviewed by the district licensing committee next month.
""")

D("news-17", "Letters: The app that forgot my bins", """
LETTERS | 4 August 2023

Sir, I am told I live in the age of convenience. I am seventy-three and until this summer my bins were emptied every other Tuesday without incident. Then the council told us to download something called BinDay to find out when they would be collected.

I duly downloaded it, with the help of my granddaughter. It has told me three times that my collection is "today" on days when no lorry appeared, and once that my street does not exist. The street has been there since 1890.

I do not doubt the people who built it meant well. But a printed calendar on the fridge never crashed, and it never asked me to accept cookies. Could the regional council please keep sending the paper version to those of us who want it?

Yours, Edna Fairweather, Brookside Terrace, Tamsfield
""")

D("news-18", "Vellmoor Combination League 2022-23: final table", """
TABLES | 13 May 2023

Final standings after the last round of fixtures. Three points for a win. The top side are champions; the bottom two must apply for re-election at the league's summer meeting.

| Pos | Club | P | W | D | L | GF | GA | Pts |
|---|---|---|---|---|---|---|---|---|
| 1 | Arnsby Rovers | 18 | 14 | 3 | 1 | 41 | 12 | 45 |
| 2 | Corrow Town | 18 | 13 | 4 | 1 | 38 | 14 | 43 |
| 3 | Pellham Athletic | 18 | 11 | 3 | 4 | 33 | 19 | 36 |
| 4 | Tamsfield Vale | 18 | 9 | 4 | 5 | 29 | 22 | 31 |
| 5 | Hollins Cross | 18 | 6 | 5 | 7 | 24 | 26 | 23 |
| 6 | Ledmouth Town | 18 | 5 | 6 | 7 | 22 | 25 | 21 |
| 7 | Otterhope | 18 | 5 | 4 | 9 | 20 | 28 | 19 |
| 8 | Arnsby St Jude's | 18 | 4 | 5 | 9 | 18 | 27 | 17 |
| 9 | Brenmoor Colliery | 18 | 2 | 4 | 12 | 14 | 35 | 10 |
| 10 | Saltings Rangers | 18 | 1 | 2 | 15 | 10 | 41 | 5 |

Top scorer: Dane Hollis (Pellham Athletic), 15 league goals. Fewest goals conceded: Arnsby Rovers, 12.
""")

D("news-19", "Millrace Quarter approved for old Tamsfield mill site", """
COUNCIL | ARNSBY, 9 March 2023

Plans for 420 homes on the former Tamsfield Mills site were approved by Vellmoor Regional Council's planning committee on Wednesday evening, despite objections from heritage campaigners.

The scheme, to be called Millrace Quarter, will be built by Halden Construction over seven years. It includes 84 affordable homes, a primary school, shops and a riverside path along the Vell. The mill's chimney and the front range of the weaving shed will be kept and converted.

Committee chair Councillor Tessa Quarrie said the site had been "an open wound in the middle of Tamsfield" since the mill closed. "This is not perfect, but it is a plan, and the town has waited long enough."

The Tamsfield Civic Society argued that more of the original buildings should be saved. A spokesman for Halden Construction said the firm had "listened carefully" and would begin clearance work in the summer.

Members voted seven to two in favour. Because of its size, the decision will be referred to the Vellmoor Heritage Panel for a final check.
""")

D("news-20", "Halden Construction lifts turnover to £48m", """
BUSINESS | TAMSFIELD, 2 May 2023

Halden Construction, the Tamsfield-based builder, has reported turnover of £48.3m for the year to January, up from £39.1m, helped by a strong order book for schools and social housing.

Pre-tax profit rose to £2.9m from £2.2m. The company employs 260 people directly and about 400 more through subcontractors, most of them within 25 miles of its yard on Canal Street.

Managing director Craig Halden, whose father started the business with a single van in 1976, said the year had been "the best in our history, and the hardest". Rising material costs had squeezed margins on fixed-price contracts signed before 2022.

"We're a local firm. We build where we live," Halden said. "The next few years will be the biggest we've ever had, and we'll need more apprentices to get through them."

The company said its largest current project would begin on site this summer and would run for at least seven years.
""")

D("news-21", "Tamsfield United to become Tamsfield Vale under new owner", """
SPORT | TAMSFIELD, 23 June 2022

Tamsfield United will play next season under a new name, Tamsfield Vale FC, after the club's new owner said it needed "a fresh start".

Craig Halden, who completed his takeover in April after buying out the previous board, said the change had been backed by 71 per cent of members in a consultation. The club's colours will change from red and black to green and white, the colours of the original Tamsfield Vale club that merged with United in 1946.

"This town has had a lot of bad news," said Halden, who grew up two streets from the ground. "People deserve a club they can be proud of again."

Not everyone is pleased. Former chairman Neville Osgood said the decision "throws away 76 years of history". The supporters' association said it would accept the result but wanted the old crest displayed in the clubhouse.

The Vellmoor Football Association has approved the change. The first match under the new name will be a friendly in July.
""")

D("news-22", "Tamsfield United 3 Hollins Cross 0", """
SPORT | TAMSFIELD, 7 September 2019

Tamsfield United eased to their first home win of the season with a comfortable victory over Hollins Cross at Loom Street.

Kyle Bramhall opened the scoring after eleven minutes, turning sharply in the box, and added a second before half-time from the penalty spot. Substitute Ashley Nunn headed the third with ten minutes to go.

Hollins Cross, without three regulars, rarely threatened, although goalkeeper Danny Frew kept the score down with two fine saves in the second half.

"That's more like it," said United manager Ivor Penhale, who has been under pressure after a poor start. "We've had a few honest conversations this week. The lads responded."

The attendance of 212 was the lowest at Loom Street for a league game in three years, a sign, some fans say, of the gloom hanging over the town. The club's board said it was still looking for new investors.

United travel to Otterhope next Saturday.
""")

D("news-23", "Ledmouth chooses retired harbour pilot as mayor", """
COUNCIL | LEDMOUTH, 19 May 2023

Councillor Peter Maddern has been elected mayor of Ledmouth for the coming year at the town council's annual meeting.

Cllr Maddern, 67, spent 31 years as a harbour pilot, guiding ships into Pellham Quay, before retiring in 2018. He has represented the Esplanade ward since 2019.

He said his priorities would be the lifeboat station appeal and "making sure Ledmouth gets its fair share" of regional regeneration money. His chosen charity for the year is the Ledmouth Lifeboat.

The outgoing mayor, Councillor Janet Pruett, was thanked for a year in which she attended more than 200 engagements. Cllr Maddern's wife, Carol, will serve as mayoress.

Councillor Alec Tinsley was elected deputy mayor.

This article was amended on 9 June 2023. See Corrections and clarifications.
""")

D("news-24", "Gerald Ashcombe, the brewer who kept Brackwater in Corrow", """
OBITUARY | CORROW, 12 November 2022

Gerald Ashcombe, who ran the Brackwater Brewing Company for more than forty years, died on 9 November at the age of 84.

He took over as managing director in 1974, at 36, when the brewery was losing money and its pubs were being sold off one by one. He cut the range to four beers, bought a bottling line second-hand from a closing brewery and persuaded the banks to wait. By the 1990s Brackwater was growing again.

He was a private man who disliked speeches, and a familiar sight walking his dogs along the towpath at dawn. Staff called him "the Governor", though never to his face.

He handed the business to his daughter, Helen, in 2015 but kept an office at the brewery until last year.

His wife, Rosalind, died in 2019. He is survived by Helen, by his son, Robert, a regional councillor for Corrow North, and by six grandchildren. The funeral will be private; a memorial service will be held at Corrow parish church in the new year.
""")

D("news-25", "Ruddle hands Kestrel Freight keys to his son", """
BUSINESS | PELLHAM QUAY, 10 January 2023

Marcus Ruddle has taken over as chief executive of Kestrel Freight, the Pellham Quay haulier, succeeding his father Vincent, who founded the company in 1988.

Vincent Ruddle, 78, becomes honorary president and will leave the board at the end of March. He started the business with two second-hand lorries and a yard rented from the harbour board. Kestrel now runs 240 vehicles and employs about 520 people across four depots.

Marcus Ruddle, 44, joined the firm as a transport planner in 2002 and has been chief operating officer since 2017.

"Dad built this company on his reputation. My job is to make sure we still have one in twenty years," he said. He named electric vehicles and rail links at the port as his priorities.

The company reported turnover of £71m last year. It has no plans to change its ownership, which remains with the Ruddle family.
""")

D("news-26", "Harriers open Kestrel Stand at Marram Park", """
SPORT | LEDMOUTH, 10 September 2022

Ledmouth Harriers RFC opened their new 800-seat stand at Marram Park on Saturday, before their first home match of the season.

The Kestrel Stand, on the north side of the ground, replaces a wooden structure condemned in 2020. It was paid for largely through a five-year sponsorship agreement with Kestrel Freight, the Pellham Quay haulage firm, reported to be worth £250,000, with the rest coming from a Vellmoor Sport Trust grant.

The haulier's founder, Vincent Ruddle, cut the ribbon alongside Harriers chairman Clive Amberley and a group of under-nines from the club's mini section.

"I've watched rugby here since I was in short trousers," Ruddle said. "It's good to see a proper stand again."

Amberley said the stand would also improve facilities for the other users of the ground. The club hopes to fit out the space beneath it as a gym and function room by next spring.

The Harriers marked the occasion with a 34-10 win over Brenmoor.
""")

D("news-27", "Delahunt double as Harriers see off Corrow", """
SPORT | LEDMOUTH, 25 March 2023

Ledmouth Harriers 27 Corrow RFC 13

Captain Owain Delahunt scored two tries as Ledmouth Harriers kept their promotion hopes alive with a bonus-point win at Marram Park.

The flanker went over from a driving maul after eight minutes and added a second just after half-time, charging down a clearance kick. Centre Jamie Price and winger Ricky Toal also crossed, and fly-half Euan Strobe kicked two conversions and a penalty.

Corrow, bottom of the table, competed well at the breakdown and led briefly through two penalties from Matt Gorrie and a try by prop Dai Hewer, which Gorrie converted, but their scrum creaked badly in the second half.

"Owain leads by example. He doesn't ask anyone to do anything he won't do himself," said Harriers head coach Martin Yeo.

The win leaves Ledmouth second in the Vellmoor and Borders League, two points behind leaders Arnsby RFC with three matches to play.
""")

D("news-28", "What's on in Vellmoor: 14-20 July", """
LISTINGS | 13 July 2023

Friday 14 July: Quiz night, the Brackwater Inn, Harbour Row, Pellham Quay, 8pm. Teams of up to six, £2 a head.

Saturday 15 July: Hollins Cross Summer Fair, the Showground, 10am to 5pm. Sheepdog trials, craft tent, brass band. Adults £6, children free.

Saturday 15 July: Brewery open day, Brackwater Brewing Company, Mill Lane, Corrow, 11am to 4pm. Tours on the hour; over-18s only in the tasting room.

Sunday 16 July: Moorgate turbines open day, Vellmoor Energy Co-operative. Guided walks leave Hollins Cross village hall at 10am and 2pm. Stout footwear advised.

Tuesday 18 July: Tamsfield Civic Society talk, "Looms and lives: the story of Tamsfield Mills", Tamsfield Library, 7pm. Free.

Wednesday 19 July: Ledmouth Harriers RFC open training and registration for junior sections, Marram Park, 6pm.

Thursday 20 July: Arnsby Borough Council drop-in on town-centre parking, Shire Hall, 2pm to 7pm.

Send listings to the listings desk at the Arnsby office by noon on Tuesday.
""")

D("news-29", "Touchline: Ten pounds to stand in the rain is too much", """
OPINION | 3 March 2023 | By Ned Tullis

Every winter somebody tells me non-league football is the last affordable day out. Every winter I check the prices and wonder who they have been talking to.

Across the Combination League this season, adult admission ranges from £6 at Hollins Cross to £10 at three clubs. Add a programme, a pie and a cup of something brown, and a father with two teenagers will leave little change from forty pounds.

Clubs will say costs are up, and they are. Energy, insurance and referees' fees have all risen. But the grounds that have held prices down are often the fullest. The Rovers supporters' trust froze prices two years running and has watched gates climb.

Ownership matters here. A club run by its fans answers to the people on the terraces. A club run by a company answers to a balance sheet, however decent the people behind it.

I do not say every owner is a villain. I say the VFA should publish every member club's prices each August, so that supporters can compare. Sunlight costs nothing.
""")

D("news-30", "Green light for Moorgate community wind farm", """
NEWS | HOLLINS CROSS, 17 June 2021

A community-owned wind farm on the moor above Hollins Cross has been approved after a planning battle lasting almost two years.

Vellmoor Regional Council's planning committee voted six to three to allow the Vellmoor Energy Co-operative (VEC) to put up six turbines at Moorgate, about a mile north of the village. The co-op, which has 1,140 members, says the scheme will produce enough electricity for about 5,000 homes and return a share of profits to a village fund.

"This is the valley generating its own power and keeping the money here," said VEC chair Gwen Lathom, a retired headteacher who has led the campaign since 2019.

Opponents, including the parish council, argued the turbines would spoil views from the moor and harm ground-nesting birds. Conditions attached to the permission include a bird-monitoring programme and limits on construction traffic through the village.

Building work is due to start next spring. The co-operative will launch a new share offer in the autumn.
""")

D("news-31", "Mrs Lathom rings the bell for the last time", """
NEWS | HOLLINS CROSS, 20 July 2018

After 28 years as headteacher of Hollins Cross Primary School, Gwen Lathom rang the school bell for the final time on Friday, to applause from pupils, parents and a good number of former pupils who came back to say goodbye.

Mrs Lathom, 63, arrived in 1990 when the school had 71 children and a leaking roof. It now has 164 pupils and was rated outstanding at its last inspection.

Among those in the playground was Tommy Cairns, who went on to captain Corrow Town and who presented her with a signed shirt. "She was the first person who told me I could do something with my life, and the first to tell me off for kicking a ball at the windows," he said.

Mrs Lathom said she planned to spend her retirement "walking, reading and getting involved in things I've had no time for". Her deputy, Simon Ashdown, will take over in September.

Pupils sang a song they had written about her, to the tune of the hymn she had chosen for every leavers' assembly since 1990.
""")

D("news-32", "Man jailed for stealing cable from moor turbines", """
COURTS | ARNSBY, 14 November 2022

A Tamsfield man who stole more than £38,000 worth of copper cable from a wind farm construction site has been jailed for two years and eight months.

Keith Mabbott, 37, of Weir Street, admitted theft and going equipped at an earlier hearing. Arnsby Crown Court heard that he and another man, who has not been traced, cut through a fence at the Moorgate site above Hollins Cross on three nights in August and loaded drums of cable into a hired van.

The turbines are being built for the Vellmoor Energy Co-operative. Prosecutor Hannah Greer told the court the thefts had delayed the project by six weeks and cost the co-op a further £20,000 in security.

Sentencing, Recorder Anthony Quill said: "This was planned, repeated and greedy. You took from a project that belongs to the community."

Mabbott's barrister, Owen Brereton, said his client had fallen into debt after losing his job. The court set a timetable for confiscation proceedings next year.
""")

D("news-33", "Kestrel Freight opens £6m depot at Pellham Quay docks", """
BUSINESS | PELLHAM QUAY, 5 October 2021

Kestrel Freight has opened a £6m cross-dock depot on reclaimed land at the eastern end of Pellham Quay docks, creating 60 jobs.

The 9,000 square metre building, leased from the Pellham Quay Harbour Board (PQHB) for 25 years, will handle container traffic from the port's new roll-on roll-off berth.

"When I started this firm I had two lorries and a portakabin a hundred yards from here," said Vincent Ruddle, Kestrel's founder and chief executive. "Now we're the biggest private employer on the waterfront."

The PQHB's chief executive, Anita Fairley, said the depot was a vote of confidence in the port. The board expects freight volumes to rise by a fifth over the next three years.

Residents had raised concerns about night-time noise. Kestrel said the loading bays faced away from homes on Ropewalk Lane and that lorries would use the new link road rather than the town centre.
""")

D("news-34", "Rovers get go-ahead for new stand at Fenwick Road", """
COUNCIL | ARNSBY, 20 July 2023

Arnsby Rovers have been given permission to build a 1,200-seat stand at Fenwick Road, their home since 1911, after Arnsby Borough Council's planning committee backed the scheme unanimously.

The cantilevered stand will replace the open terrace at the Station End and include a clubhouse, changing rooms for the women's and youth teams and a community room. The fan-owned club hopes to raise most of the estimated £2.6m cost through a share issue, with the rest from grants and a council loan.

Council leader Rafe Denholm, who spoke in support, said the ground had become "a bigger part of the town's life than many people realise", pointing to the cup finals and school tournaments it hosts each year.

Neighbours on Fenwick Road raised concerns about floodlight spill and parking. The club has agreed to fund a residents' parking scheme for match days.

Work could begin next summer if the money is raised.
""")

D("news-35", "Sorrel Digital lands £600,000 council contract", """
BUSINESS | ARNSBY, 27 June 2023

Sorrel Digital, the Arnsby software company, has won a three-year contract worth £600,000 to run Vellmoor Regional Council's waste and recycling app, BinDay.

The app, which tells residents when their bins will be collected and lets them report missed collections, will replace paper calendars for most households from August. About 140,000 homes are covered.

Sorrel's founder and chief executive, Nadia Ferrant, said: "It's not glamorous, but bins are the council service everyone uses. If we get this right, people will notice." The company will open a second office, in Ledmouth, in the autumn, with room for 20 staff.

The council's head of waste services, Colin Frere, said Sorrel's bid had been the best of five received, on both price and quality.

Opposition councillors questioned whether older residents would be left behind. The council said paper calendars would remain available on request.
""")

D("news-36", "Fiona Draycott named editor of the Chronicle", """
NEWS | ARNSBY, 1 April 2022

Fiona Draycott has been appointed editor of the Vellmoor Chronicle, the paper's owners, Vell Valley Media, announced today. She succeeds Harold Benn, who retires at the end of the month after 19 years in the chair.

Ms Draycott, 46, joined the Chronicle as a trainee reporter in Pellham Quay in 1998 and has been deputy editor since 2016. She is the first woman to edit the paper in its 131-year history.

"The Chronicle belongs to its readers," she said. "My job is to make sure it is still here, in print and online, for the next generation of them."

Mr Benn, 67, oversaw the paper's move from Bridge Street to its current offices at Corn Exchange House and the launch of its website in 2005. He plans to write a history of the valley's shipping.

The Chronicle sells about 21,000 copies in print and has a further 38,000 digital subscribers.
""")

D("news-37", "Letters: Hands off our brewery", """
LETTERS | 14 September 2022

Sir, so Brackwater is to be sold to Hobart & Lyle, and we are told nothing will change. We were told that in Otterhope when their brewery went, and in Stannerton, and now both are car parks.

I have drunk Brackwater beer for fifty years, as my father did before me. The brewery is the reason half the men in my street had jobs, and the smell of the mash on a Monday morning is the smell of Corrow. A national group will keep it exactly as long as the spreadsheet says so.

I would urge the members of the family trust to think very hard before they vote. Some things are worth more than the price on them.

Yours, Desmond Kerrigan, Chapel Row, Corrow

Sir, your report on the Brackwater sale did not mention that the brewery sponsors half the sports clubs in the valley. Who will pay for the kit now?

Yours, Ann Petrie, Corrow
""")

D("news-38", "Ogle re-elected as Rovers trust chair", """
SPORT | ARNSBY, 28 November 2022

Maureen Ogle has been re-elected chair of the Arnsby Rovers Supporters' Trust for a third term at the trust's annual meeting.

The ARST has owned the Rooks since 2012, when supporters raised £340,000 to buy the club from administrators. It now has 1,900 members, each with one vote, and elects four of the club's seven directors.

Mrs Ogle, a retired accountant, told members the club had made a small surplus for the fourth successive year. She said the board was drawing up plans to redevelop the Station End, which would be put to members before any application was made.

"We are a football club owned by the people who love it. That means we move at the speed of trust, not the speed of debt," she said.

Members also voted to increase the annual subscription from £20 to £25 and to ring-fence a share of bar profits for the women's team.
""")

D("news-39", "Comment: Call it Millrace Quarter if you must, but remember the mill", """
OPINION | 14 March 2023 | By Ruth Abley

Last week's vote means the weaving shed I walked past every day of my childhood will become flats, a school and something called a "retail hub". I am not against it. Tamsfield needs homes, and an empty mill is nobody's heritage.

But I would ask the planners and the builders to remember what the place was. For a century and a half, most families in this town had someone inside those walls. My grandmother lost the tip of a finger to a loom and went back the next week. The hooter at half past seven told the whole town to get up.

Keep the chimney, by all means. But also keep the names: call the streets after the sheds, the looms, the people. Put the roll of honour from the canteen wall somewhere it can be read.

A town that forgets what it made will struggle to decide what it is for. We have been given a second chance with this site. Let's not waste it on car parking.
""")

D("news-40", "Fire rips through weaving shed at Tamsfield Mills", """
NEWS | TAMSFIELD, 12 February 2020

About 140 staff were evacuated from Tamsfield Mills last night after a fire broke out in the main weaving shed. Nobody was hurt.

Crews from Tamsfield, Arnsby and Corrow fought the blaze for more than six hours. At its height, flames could be seen from the Arnsby road, and residents of nearby streets were asked to keep doors and windows closed because of the smoke.

Vellmoor Fire and Rescue Service said the cause was not believed to be suspicious. An electrical fault in a dust-extraction unit is being investigated.

The mill's owners, Sefton Textiles, said production would be suspended "for the foreseeable future". A spokeswoman said the company would keep staff on full pay while it assessed the damage, and that it was too early to talk about the mill's future.

The mill has stood on the banks of the Vell since 1871 and once employed more than 2,000 people. It is the last working textile mill in the valley.
""")

D("news-41", "Interview: Helen Ashcombe on staying independent", """
PROFILE | CORROW, 30 March 2023

Helen Ashcombe keeps a photograph of Josiah Ashcombe above her desk. Her great-great-grandfather founded the Brackwater Brewing Company in 1862 in a converted tannery by the river, and every managing director since has been a member of the family.

She took over in 2015, after 12 years learning every job in the building. "I've done the night shift on the bottling line. I've driven the dray. You can't ask people to do things you haven't," she says.

The last year has been the hardest of her career. She recommended a sale to a national group, then watched the family trust reject it weeks after her father's death. Does she feel undermined? "No. I feel told. That's different."

The plan now is slower growth, a new canning line and more pubs taking Vell Gold, the pale ale that makes up 60 per cent of sales.

Home life is football-shaped. Her husband, Ivor Penhale, manages a side up the valley, and the kitchen table is often covered in team sheets. "I run a brewery. He runs eleven men. I think I have the easier job."
""")

D("news-42", "Regional council sets 4.5% council tax rise", """
COUNCIL | ARNSBY, 23 February 2023

Vellmoor Regional Council has approved a 4.5 per cent increase in council tax from April, adding about £76 a year to a typical band D bill.

Presenting the budget at Shire Hall, Councillor Robert Ashcombe, who chairs the finance committee, said the council faced "the tightest settlement in a generation", with social care costs rising by £11m.

"Nobody on this side of the chamber wanted to do this," said Cllr Ashcombe (Corrow North). "The alternative was closing libraries and cutting bus routes, and we were not prepared to do that."

The budget includes extra money for road repairs and a freeze on parking charges in council-run car parks.

Opposition finance spokesman Councillor Graham Eddery said the council had wasted money on consultants. An amendment to use reserves to limit the rise to 3 per cent was defeated by 34 votes to 21.

The increase is the largest in the region since 2016.
""")

D("news-43", "Flood leaves Greystack Farm shop counting the cost", """
NEWS | HOLLINS CROSS, 3 December 2022

The owners of Greystack Farm shop near Hollins Cross say they face a bill of more than £40,000 after floodwater poured through the building during Tuesday's storm.

Alun and Bethan Pryce, who have farmed at Greystack for 22 years and opened the shop in 2014, lost most of their stock, two freezers and the café's kitchen equipment.

"The beck came over the lane at about four in the afternoon. By six it was knee-deep by the tills," Mrs Pryce said. "We'll open again, but not before Christmas."

Neighbours have launched an online appeal, which had raised £6,500 by Friday. The couple stressed that their farm, which takes its name from the rocky outcrop above it, has no connection with the Arnsby investment company of the same name. "We've had people ringing to ask if we can fix their office heating," Mr Pryce said.

The Vell Rivers Authority said it would review flood defences along the beck.
""")

D("news-44", "Brewers win grant for Maltings Lane floodlights", """
SPORT | CORROW, 8 August 2023

Corrow Town will install new LED floodlights at Maltings Lane, their home ground, after winning an £85,000 grant from the Vellmoor Football Association's facilities fund.

The existing lights, put up in 1987, fall below the standard now required for cup matches and have failed twice during games in the past year. The new system will use about 70 per cent less electricity.

Club secretary Pauline Hurd said the work would be done during a two-week gap in the fixtures in October. "For years we've been holding our breath every time somebody switched them on," she said.

The grant covers about two thirds of the cost. The rest will come from the club's own funds and a supporters' raffle.

Maltings Lane, which holds 3,100, has been Corrow's home since 1905. The ground takes its name from the malt houses that once lined the street.
""")

D("news-45", "Tamsfield Mills to close with loss of 110 jobs", """
NEWS | TAMSFIELD, 26 August 2020

Tamsfield Mills will close permanently at the end of September, ending almost 150 years of textile production in the town.

Owners Sefton Textiles said repairs to the damaged buildings would cost more than the business could bear at a time when orders had collapsed. Of the 140 people employed at the start of the year, 110 remain and will be made redundant. The others have already found jobs or taken early retirement.

Union organiser Brenda Cole called it "a death in the family for Tamsfield". The regional council said it would set up a jobs fair within a fortnight.

Sefton Textiles said the site would be sold. Local estate agents expect strong interest from housebuilders because of its riverside position.

The mill's last order, for upholstery fabric, will be completed next month.
""")

D("news-46", "£3.4m seafront scheme for Ledmouth given go-ahead", """
NEWS | LEDMOUTH, 11 October 2023

Work on a £3.4m makeover of Ledmouth's seafront will begin in January after the money was confirmed by Vellmoor Regional Council.

The scheme will widen the promenade between the lifeboat station and the pier, replace crumbling railings, add a splash park for children and build new shelters. The sea wall below the Esplanade will be strengthened at the same time.

Contractor Corbett Marine has been appointed and expects the work to take 14 months. Sections of the promenade will stay open throughout.

Traders welcomed the plans but raised concerns about disruption next summer. The town council's clerk, Janine Stow, said a traders' forum would meet monthly while work was under way.

Ledmouth's visitor numbers have fallen by about a fifth since 2019, according to the town council's figures.
""")

D("news-47", "Greystack profits up as property arm shines", """
BUSINESS | ARNSBY, 21 September 2022

Greystack Holdings reported pre-tax profit of £9.6m for the year to June, up from £7.8m, as rents from its industrial estates rose and vacancy rates fell to their lowest in a decade.

Turnover rose 11 per cent to £42m. The property division contributed most of the profit; the group's sporting interests made a small loss, which the company described as "expected and manageable".

Chief executive Lionel Sharpe said the group had "more cash than at any time in its history" and was looking at investments outside property. "We have been asked many times why we don't do more. The honest answer is that we wait for the right thing."

Founder and chair Orla Maddern, 81, did not attend the results briefing. The company said she remained closely involved.

The group pays no dividend outside the family trust and the employees' scheme. It has about 300 staff.
""")

D("news-48", "Vincent Ruddle, haulier and former football club owner, dies at 79", """
OBITUARY | PELLHAM QUAY, 24 October 2023

Vincent Ruddle, who founded Kestrel Freight with two lorries and turned it into the biggest private employer on the Pellham Quay waterfront, has died aged 79.

Born in the town on 3 June 1944, the son of a docker, he left school at 15 and drove for other firms for twenty years before setting up on his own in 1988. He was known for answering the phone himself and for remembering the names of drivers' children.

In 2007 he bought Pellham Athletic, then weeks from folding, and kept it afloat for fourteen years before selling it in 2021. "I put more in than I ever took out, and I'd do it again," he told the Chronicle at the time.

He stepped back from the business at the start of this year.

He is survived by his wife of 52 years, Marjorie, by his son, Marcus, and by his daughter, Lynn. The funeral will be held at St Peter's, Pellham Quay, on 3 November.
""")

D("news-49", "Sankey crowned Combination League player of the season", """
SPORT | ARNSBY, 2 June 2023

Joe Sankey, the Corrow Town captain, has been named player of the season by the Vellmoor Combination League after a campaign in which he scored 14 league goals from midfield.

The 28-year-old received the award at the league's dinner in Arnsby on Thursday night, beating Arnsby Rovers goalkeeper Kit Hanley and Pellham Athletic winger Curtis Mayne in a vote of the ten managers.

Sankey, who joined Corrow from the club's youth team at 16, has now played more than 250 games for them. He was made captain in 2020.

"It's nice, but I'd swap it for the league title," he said. "We were two points short. That will hurt all summer."

The league's young player award went to Liam Orchard of Tamsfield Vale, and the fair play trophy to Otterhope.
""")

D("news-50", "Police warning over derby-day parking in Ledmouth", """
NEWS | LEDMOUTH, 1 December 2022

Police have warned rugby supporters that cars parked on verges and pavements near Marram Park will be ticketed and, if necessary, towed during Saturday's derby between Ledmouth Harriers and Arnsby RFC.

A crowd of more than 3,000 is expected, the largest at the ground for several seasons. Sergeant Karen Hollis of the Ledmouth neighbourhood policing team said officers had received repeated complaints from residents of Dune Road and Links Avenue after recent matches.

"We understand people want to get close to the ground, but blocking driveways and forcing wheelchair users into the road is not acceptable," she said.

Park-and-ride buses will run from the seafront car park from 12.30pm. The Harriers said they had sent reminders to season-ticket holders and would make announcements at the ground.

Sgt Hollis added that officers would be at the match to deal with any antisocial behaviour, though she stressed that the fixture had a good record.
""")

D("news-51", "Cup final flare thrower banned from matches for three years", """
COURTS | ARNSBY, 22 June 2023

A football supporter who threw a lit flare onto the pitch during May's Vellmoor Senior Cup final has been banned from attending matches for three years.

Gavin Stott, 24, of Chandlers Court, Pellham Quay, pleaded guilty at Arnsby Magistrates' Court to throwing a flare at a designated football match. He was fined £450 and ordered to pay £85 costs.

The court heard that the flare landed near an assistant referee shortly after the second half restarted. Play was halted for three minutes while stewards removed it. Stott was identified from CCTV and arrested at his home two days later.

His solicitor, Mark Ellery, said his client, a lifelong supporter of the losing side, had been drinking before the match and was "deeply ashamed".

District Judge Karen Ostler said: "Somebody could have been badly hurt. You will be watching your football on television for a while."

Stott must report to a police station on match days during the first year of the order.
""")

D("news-52", "Sowerby re-elected leader of regional council", """
COUNCIL | ARNSBY, 25 May 2023

Councillor Bernadette Sowerby has been re-elected leader of Vellmoor Regional Council for a fourth year after her Valley Independents group held its majority at this month's elections.

The group won 29 of the 55 seats, down two on 2019, with the Progress Alliance on 19 and smaller parties and independents sharing the rest. Cllr Sowerby, who represents Arnsby West, was backed by 31 votes to 22 at the council's annual meeting at Shire Hall.

She said her priorities would be housing, bus services and "keeping council tax as low as we responsibly can".

Councillor Graham Eddery, who leads the opposition, said the result showed voters wanted "a council that listens, not one that lectures".

Cllr Sowerby, 61, a former nurse, has sat on the council since 2007. She announced a reshuffle of her cabinet, with most committee chairs keeping their posts.
""")

D("news-53", "Parish council objects to Moorgate turbines", """
NEWS | HOLLINS CROSS, 9 March 2021

Hollins Cross Parish Council has formally objected to plans for six wind turbines on the moor above the village, saying they would "dominate the skyline for a generation".

Parish council chairman Derek Vine said a survey of residents had found 58 per cent opposed to the scheme. "Most people here are not against green energy. They are against these turbines, in this place, at this height," he said.

The proposals, submitted by the Vellmoor Energy Co-operative, are due to go before the regional council's planning committee in the summer. The turbines would stand 125 metres to the blade tip.

A spokesman for the co-operative said it would hold two further drop-in sessions and was willing to discuss reducing the height of the two turbines closest to the village. "This is a community scheme, and the village will share in the benefits," he said.

More than 400 letters have been sent to the regional council, roughly two-thirds of them in support.
""")

D("news-54", "Sorrel Digital hires operations chief from Kestrel", """
BUSINESS | ARNSBY, 16 August 2023

Sorrel Digital has appointed Ravi Dunmore as chief operating officer, the company said on Wednesday.

Mr Dunmore, 41, spent nine years at Kestrel Freight, most recently as director of information technology, where he led the move of the haulier's route-planning systems to the cloud.

At Sorrel he will oversee delivery of public-sector contracts and the opening of the firm's Ledmouth office. The company has grown to 52 staff from 38 a year ago.

"Ravi has run systems where a bug means a lorry in the wrong port," said founder Nadia Ferrant. "That discipline is exactly what we need now."

Mr Dunmore said he had been a user of Sorrel's software at Kestrel, which used its booking system for driver training. "I liked it enough to want to help build it," he said.
""")

D("news-55", "Morwenna Cleeve, Ledmouth lifeboat's first woman coxswain", """
OBITUARY | LEDMOUTH, 8 August 2023

Morwenna Cleeve, who became the first woman to take command of the Ledmouth lifeboat and served on its crew for 27 years, has died aged 72.

Born in Ledmouth in 1951, the daughter of a crab fisherman, she joined the crew in 1979 after years of being told it was no place for a woman. She was appointed coxswain in 1994 and led more than 300 launches, including the rescue of nine crew from the cargo ship Ardent Star in a January gale in 1998, for which she received a bronze medal.

Away from the sea she taught swimming to generations of Ledmouth children at the Esplanade baths.

She retired from the crew in 2006 but remained the station's honorary secretary until last year.

She is survived by her partner, Jean, and by a nephew. Lifeboat crews from along the coast are expected to form a guard of honour at her funeral at St Nicholas's Church on 17 August.
""")

D("news-56", "Hollins Cross 2 Tamsfield Vale 2", """
SPORT | HOLLINS CROSS, 22 April 2023

Jack Sankey's stoppage-time equaliser earned Hollins Cross a point against Tamsfield Vale at the Showground in an entertaining Combination League game.

Sankey, no relation to the Corrow Town captain of the same surname, stabbed home from close range in the 93rd minute after the visitors failed to clear a corner.

Vale had looked set for the win after goals either side of half-time from Liam Orchard, who took his tally for the season to 11, and Jordan Keel. Hollins Cross had pulled one back through Gareth Boon's header on 70 minutes.

"We deserved something for the second half," said Hollins Cross manager Phil Arkwright. "Jack has been waiting all season for one like that."

The result leaves both sides in the middle of the table with two matches to play.
""")

D("news-57", "Lorry driver cleared over roundabout crash", """
COURTS | ARNSBY, 9 March 2023

A lorry driver accused of causing serious injury by careless driving at a roundabout on the Arnsby ring road has been found not guilty by a jury at Arnsby Crown Court.

Paul Henshaw, 52, of Otterhope, was driving an articulated lorry for Kestrel Freight when it collided with a motorcyclist at the Tanner Street roundabout in June 2021. The rider, a 34-year-old man, suffered a broken pelvis and spent six weeks in hospital.

The prosecution said Mr Henshaw had failed to check his mirrors before changing lanes. His defence argued that the motorcyclist had been travelling too fast and was hidden in a blind spot.

The jury took just under two hours to reach its verdict. Outside court, Mr Henshaw said he thought about the rider "every day".

Kestrel Freight said the company had cooperated fully with the investigation and had since fitted extra cameras to its whole fleet.
""")

D("news-58", "From the archive: Vellmoor 50, 25 and 10 years ago", """
ARCHIVE | 2 September 2023

50 years ago, September 1973: Weavers at Tamsfield Mills returned to work after an 11-day strike over piece rates. The settlement gave them an extra four pence an hour. The Chronicle noted that "the town was strangely quiet without the hooter".

25 years ago, September 1998: Ledmouth lifeboat coxswain Morwenna Cleeve received a bronze medal for the rescue of nine crew from the cargo ship Ardent Star in a January gale. In the same week the Brackwater Brewing Company opened a visitor centre in Corrow, said to be the first at any brewery in the valley.

10 years ago, September 2013: Arnsby Rovers, a year into ownership by their own supporters, played their first home match under new floodlights, beating Otterhope 3-1 in front of 1,420 spectators. The lights were paid for by a bucket collection and a sponsored walk from Arnsby to Ledmouth.
""")

D("news-59", "Weekend round-up: Rovers go three clear as Brewers are held", """
SPORT | 3 April 2023

Vellmoor Combination League

Arnsby Rovers 3 Otterhope 0
Brenmoor Colliery 1 Ledmouth Town 2
Corrow Town 1 Pellham Athletic 1
Saltings Rangers 0 Arnsby St Jude's 2
Tamsfield Vale 2 Hollins Cross 0

Rovers moved three points clear at the top with a comfortable win, Kit Hanley keeping a tenth clean sheet. Corrow missed the chance to keep pace when Pellham's Curtis Mayne equalised in the 89th minute.

Vellmoor and Borders League (rugby)

Arnsby RFC 30 Brenmoor 12
Otterhope RFC 10 Ledmouth Harriers 24

Women's football

Pellham Athletic Women 4 Corrow Town Women 1

Attendance of the weekend: 1,180 for the Corrow derby with Pellham, the best league crowd of the season outside Arnsby.
""")

D("news-60", "Business in brief", """
BUSINESS | 30 August 2023

Kestrel Freight has ordered 30 electric lorries for short-haul work around Pellham Quay docks, the largest such order by a Vellmoor haulier. Deliveries begin next spring.

The Brackwater Brewing Company will launch a low-alcohol version of its best-selling pale ale in October, after two years of trials. The brewery said demand from pubs had "surprised everyone".

Corbett Marine of Ledmouth has taken on 12 apprentices ahead of the seafront works.

The Corn Exchange shopping arcade in Arnsby has been sold to a pension fund for £8.2m. The sellers were not named.

Vellmoor College has opened a £1.2m engineering centre with equipment donated by local manufacturers.

Pellham Quay Harbour Board reported a 9 per cent rise in tonnage handled in the first half of the year.
""")
