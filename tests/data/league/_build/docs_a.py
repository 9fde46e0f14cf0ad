# Hand-written documents league-01 .. league-20 (invented world, written blind).
# Each entry: (id, title, text). Paragraphs are separated by blank lines.

DOCS = [

("league-01", "Club profile: Brackwater Rovers", """
Brackwater Rovers Football Club was founded in 1889 by caulkers and riggers from the Brackwater graving docks, and the quayside still calls the team the Tollers, after the toll house that once stood beside the ground. Rovers have played at Tollgate Park since 1904, when the club moved from a rented field behind the Anchor Inn. The colours are amber and black, a choice said to copy the warning paint on the old dock gates.

Ownership. For most of the twentieth century the club was controlled by the Pennock family, who ran a chandlery on the harbour. In 2018 the Pennocks sold their entire shareholding to Kestrel Holdings Ltd, which has owned the club ever since and has funded a new training pitch and the refurbishment of the West Terrace. Supporters were given a seat on the board as part of the sale agreement, although the supporters' director has no vote on player budgets.

Football. The first-team manager is Ines Carrow, appointed in the summer of 2021 after six seasons in charge of the women's side at Oakhurst. Carrow favours a high press and promoted four academy players in her first year. Her assistant is the former Rovers full-back Danny Hebbert.

Honours. League champions 1931, 1967 and 2004. Harrowmere Challenge Cup winners 1952 and 1999. League runners-up on eleven occasions.

Key facts. Ground: Tollgate Park. Nickname: the Tollers. Shirt sponsor: Northway Brewing. Women's team: Brackwater Rovers Women, founded 1992.

Profile last updated August 2022.
"""),

("league-02", "Rovers edge ten-man Calloway to lift the Challenge Cup", """
Sallow Park, 20 May 2023. Harrowmere Challenge Cup (HCC) final: Calloway City 1 Brackwater Rovers 2. Attendance: 9,210.

Brackwater Rovers won the HCC for the third time in their history after a final that turned on a single moment just before the hour. Calloway City had been the better side in a scrappy first half and led through Lucan Priddy, who bundled the ball in from close range in the 23rd minute after a corner was only half cleared.

The equaliser came seven minutes after the break, Hamish Tarrant heading in a deep cross from the left. Then, in the 58th minute, Calloway goalkeeper Anselm Roake raced from his line to meet a through ball, misjudged the bounce and handled well outside his area. Referee Rune Castell had no hesitation in showing a straight red card for denying an obvious goal-scoring opportunity. Calloway sacrificed a forward so that their substitute goalkeeper, Bo Lindqvist, could come on, and Lindqvist made three fine saves in the following twenty minutes.

Ten men held out until the 88th minute, when Milo Draycott picked up a loose ball thirty yards out, played a one-two with Tarrant and drove a low shot inside the near post. It was the midfielder's first goal of the season and the last meaningful kick of a tense afternoon.

Calloway manager Gideon Marsh refused to criticise his goalkeeper. 'He has saved us in a dozen matches,' Marsh said. 'One mistake does not define him.' Brackwater captain Ole Frandsen lifted the trophy in front of around three thousand travelling supporters.

Brackwater: Nyberg; Hebden, Frandsen, Ruiz, Amadi; Draycott, Keane, Solberg; Tarrant, Okafor, Penn.
"""),

("league-03", "Fennick United Cricket Club: 150 not out", """
Fennick United Cricket Club will mark its 150th anniversary this summer with a festival week at Quarry Meadow, the tree-lined ground it has used since 1874. The club, which fields four Saturday sides, a Sunday eleven and a thriving junior section, has been in the hands of the Pym family for five generations. Current president Hugh Pym, whose great-great-grandfather leased the meadow from the parish, said the family had no plans to sell. 'We are custodians rather than owners,' he said. 'The meadow belongs to the village as much as to us.'

Visitors are regularly confused by the name. Fennick United Cricket Club has no connection with the football club of the same name, which plays on the other side of town, and the two have never shared a ground, a board member or a bank account. 'We get their post about once a month,' laughed club secretary Ros Amblin. 'Usually it is a parking fine from a match day.'

The festival will open with a fixture against a touring side, the Lorimer Wayfarers, followed by a women's twenty-over tournament and a veterans' match between past and present captains. A new scoreboard, paid for by a village raffle, will be unveiled on the opening day.

The club's first eleven currently sits second in the top division of the Harrowmere Cricket League, two points behind Ketterby. The second eleven were promoted last season. Membership stands at 310, including 120 juniors.

Entry to the festival is free, although donations to the pavilion roof fund are welcome.
"""),

("league-04", "Marrow Group plc: Annual Report 2023 (extract)", """
Chair's statement

2023 was a year of steady progress for Marrow Group plc. Group revenue rose by 6 per cent to 412 million crowns and operating profit by 9 per cent, helped by strong demand in cold storage and a full year of contribution from our expanded warehousing site at Quenby, where the group has had its head office since 1971.

I took over as chair in 2019 from my father, Aubrey Marrow, and it remains my aim that Marrow should be a patient owner of good businesses rather than a trader of them. That principle has guided our approach to each of our three operating subsidiaries.

Principal subsidiaries (all 100 per cent owned)

1. Marrow Logistics Ltd: road haulage and warehousing, 1,140 employees.

2. Marrow Cold Storage Ltd: refrigerated storage for the food sector, 380 employees.

3. Kestrel Holdings Ltd: our leisure and property arm. Kestrel was acquired by the group in 2017. It traded as Kestrel Property Ltd until 2016, when it adopted its present name to reflect a broader range of interests, including what is now the group's sporting investment.

Kestrel performed in line with expectations. Matchday and hospitality income grew, and the board has approved a modest capital programme for the coming year. We do not intend to increase our exposure to the sporting sector further.

Outlook

The board recommends a final dividend of 1.40 crowns per share. We remain cautious about energy costs but confident in our people, our customers and our balance sheet.

Delphine Marrow
Chair, Marrow Group plc
"""),

("league-05", "Transfer notice: Anselm Roake", """
Stennet Vale are pleased to announce the signing of goalkeeper Anselm Roake from Calloway City on a permanent transfer. The 27-year-old has agreed a three-year contract and will wear the number 1 shirt. The fee is undisclosed but is understood to be the largest the club has ever paid for a goalkeeper.

Roake joined Calloway as a 17-year-old from the amateur side Port Selwyn Dockers and made 141 first-team appearances, keeping 46 clean sheets. He was voted the club's player of the season in 2021-22. Contrary to some reports, he was not Calloway's captain; the armband was held throughout his time there by the centre-back Emil Kovac.

Manager Bram Tolliver said: 'Anselm is brave, he commands his area and he is excellent with the ball at his feet. We have followed him for two seasons, and when the chance came this summer we moved quickly. He fits the way we want to play.'

Roake said: 'I had a wonderful time at Calloway and I want to thank the supporters. But I felt I needed a new challenge, and the manager's plans convinced me straight away. I cannot wait to get started at Stennet Moor.'

The deal was completed on 27 June 2023, subject to registration with the Harrowmere Football Association. Roake will report for pre-season training next week alongside the club's other summer arrivals, midfielder Pieter Sandvik and full-back Cal Ebbe. Season-ticket renewals remain open until 31 July.
"""),

("league-06", "Glossary of terms used in Harrowmere football", """
A short glossary for readers new to football in the Harrowmere region. Terms are listed alphabetically.

Appeals Board: the body of the Harrowmere Football Association (HFA) that hears appeals against disciplinary decisions. It may confirm, vary or set aside a sanction.

Caution: an official warning shown with a yellow card. Cautions are recorded against a player's name for the whole season.

Dismissal: a sending-off, shown with a red card. A dismissal normally carries an automatic suspension, the length depending on the offence.

Dual registration: an arrangement allowing a young player to appear for both a league club and a lower-level club in the same season.

Emergency loan: a short loan permitted outside the transfer window, usually for a goalkeeper when a club has none fit to play.

Ground-share: an arrangement under which two clubs play their home matches at the same stadium.

Homegrown player: a player who has been registered with a club in the region for at least three seasons before his or her twenty-first birthday.

IDP: the Independent Disciplinary Panel, which decides charges of misconduct brought by the HFA.

Safety certificate: the document issued by a local council that sets the maximum number of spectators a ground may admit.

Supporters' trust: a democratic, non-profit body of fans that may hold shares in, or wholly own, a club.

Title sponsor: a company whose name is added to the name of a competition in return for payment.

Totting-up: the accumulation of cautions that triggers an automatic suspension. The thresholds are set out in the league rules and change from time to time.

Window: a period during which permanent transfers may be registered.
"""),

("league-07", "Stennet Vale", """
Club profile

Stennet Vale Football Club was formed in 1910 at a meeting in the reading room of the Stennet co-operative store. The club's first ground was a sloping field below the railway viaduct; since 1936 the team has played at Stennet Moor, an exposed ground on the edge of the moorland whose wind is worth, locals insist, a goal a game to the home side. Supporters call the team the Moorhens.

Vale spent most of their history in the lower divisions of regional football and were elected to the Harrowmere League only in 1979. Their best finish is fourth, achieved in 2008.

Ownership changed in 2020, when the club's long-serving chairman, the bus operator Wilfred Gant, sold his controlling stake to Ferncastle Leisure Ltd, a company that operates swimming pools and leisure centres across the region. Ferncastle has invested in an artificial training surface and a new gym at the ground, and has promised that Stennet Moor will remain the club's home. The purchase price was not disclosed.

The manager is Bram Tolliver, a former Vale midfielder who was appointed in 2021. He is only the club's third manager in twenty-five years.

Colours: claret shirts, sky-blue shorts. Capacity: 5,200. Record attendance: 7,940 against Dunmore Harriers in 1951.

The club runs an under-18 side, a women's team and a walking-football section for over-sixties that meets on Wednesday mornings.
"""),

("league-08", "Oriel Hospitality Group completes purchase of Ferncastle Leisure", """
Press release, 15 March 2022

Oriel Hospitality Group today announced that it has completed its acquisition of the entire share capital of Ferncastle Leisure Ltd. The transaction, first announced in December, received clearance from the competition authority last week.

Ferncastle operates fourteen swimming pools and leisure centres across Harrowmere under long-term contracts with local councils, together with a small number of other community and sporting interests. It employs around 900 people and will keep its name, its management team and its headquarters in Stennet. Ferncastle's founder, Harold Ferncastle, will retire from the business and become honorary president.

Oriel, headquartered in Lorimer, owns eleven hotels and three conference venues and has been looking to expand into health and leisure. Ferncastle becomes a wholly owned subsidiary and will be reported as a separate division from this financial year.

Saskia Lund, chief executive of Oriel Hospitality Group, said: 'Ferncastle is a well-run business with deep roots in its communities. We intend to invest in it, not to strip it. Our hotel guests and Ferncastle's members want the same things: somewhere clean, friendly and good value to relax. We see real opportunities to offer joint memberships and to refurbish the older pools.'

The consideration was 38 million crowns, paid in cash. Advisers to Oriel were Hesketh Partners; advisers to Ferncastle were the Lorimer firm Dane and Colley.

Notes to editors: Oriel Hospitality Group was founded in 1994 by Margit Lund, the mother of the current chief executive, and remains privately owned by the Lund family.
"""),

("league-09", "Tollgate Park: General Safety Certificate", """
Brackwater District Council, Safety of Sports Grounds

General Safety Certificate: Tollgate Park, Dock Road, Brackwater

Certificate holder: Brackwater Rovers Football Club Ltd.

Period of validity: 1 July 2023 to 30 June 2025, unless amended or withdrawn earlier.

1. Permitted capacity. The total number of spectators admitted to the ground shall not exceed 11,400, made up as follows: Main Stand 3,650 seated; West Terrace 3,200 standing; East Stand 2,850 seated; Dock End 1,700 standing, of which no more than 1,100 may be visiting supporters.

2. Stewarding. The holder shall provide not fewer than one steward per 250 spectators, plus a minimum of twelve supervisors and a safety officer who holds a recognised qualification.

3. Medical provision. A first-aid room and two ambulances shall be available from ninety minutes before kick-off until the ground is clear.

4. Structural inspection. The West Terrace crush barriers shall be tested annually and the results supplied to the council within fourteen days.

5. Reduction in capacity. The Dock End capacity shall be reduced to 900 if the temporary turnstiles at Gate 9 are out of use.

6. Records. The holder shall keep for twelve months a record of attendance, stewarding numbers and any incidents.

7. Variation. Any alteration to the structure, layout or use of the ground requires the prior written consent of the council.

Signed on behalf of Brackwater District Council: A. Rinaldi, Head of Licensing, 28 June 2023.
"""),

("league-10", "Milo Draycott", """
Player profile from the Brackwater Rovers matchday programme, October 2022.

Position: central midfielder. Born: 3 April 2000, Ketterby. Height: 1.78 m. Squad number: 8.

Milo Draycott grew up in Ketterby, a farming village six miles west of Ashcombe, and was spotted at the age of nine playing in a five-a-side tournament in the village hall car park. He joined the youth section of Ashcombe Town the following week and spent the next nine years working his way through the age groups, captaining the under-18s to a regional youth league title in 2017.

He made his first-team debut for Ashcombe as a substitute against Hallam Bridge in August 2018 and was a regular by the end of that season. Over three seasons he made 104 appearances and scored 13 goals, many of them from outside the area, and his passing range attracted interest from several bigger clubs.

In July 2021 he joined Brackwater Rovers on a four-year contract for a fee of 400,000 crowns, then the highest fee Ashcombe had ever received. Manager Ines Carrow described him at the time as 'the best passer of a ball in the league under the age of twenty-five'. A hamstring injury restricted him to nineteen appearances in his first season, but he is now fully fit.

Off the pitch Milo is a keen angler and a volunteer coach with the Ketterby under-nines, the team he played for as a boy. He has two younger sisters and a spaniel called Biscuit.

Favourite away ground: The Quarry. Toughest opponent: 'Anyone in a Greywell shirt.'
"""),

("league-11", "Draycott comes home", """
Transfer notice, 9 January 2024

Ashcombe Town are delighted to confirm the return of midfielder Milo Draycott from Brackwater Rovers. The 23-year-old has signed a contract running until the summer of 2026.

This is a permanent transfer. Despite speculation on supporters' forums over the Christmas period, it is not a loan, and Brackwater have no option to recall the player. The fee has not been disclosed, but club sources indicate that it is considerably lower than the sum Ashcombe received when he left two and a half years ago.

Draycott came through the youth ranks at Millrace Lane and made more than a hundred appearances for the club before his move to Brackwater in 2021. He returns as an established player with experience of big occasions, and manager Ruth Penhale believes he can help the side push for a top-four finish.

'When we heard Milo might be available we did not hesitate,' said Penhale. 'He knows the club, he knows the supporters and he knows what we are trying to build. He is a better player now than when he left, and he is hungry.'

Draycott said: 'Coming back feels right. I learned a lot at Brackwater and I am grateful to everyone there, but Ashcombe is where it all started for me. I want to repay the fans who watched me grow up.'

He will wear the number 14 shirt and is expected to be available for the first home match after the winter break. Ashcombe have also confirmed that defender Rhys Tamsin has joined Oakhurst Rangers on loan until the end of the season.
"""),

("league-12", "Ashcombe Town Supporters' Trust (ATST): minutes of the annual general meeting, 2023", """
Minutes of the Annual General Meeting held at the Millrace Lane clubhouse, 14 October 2023.

Present: 212 members in person and 88 by proxy. In the chair: Wilma Ostby, Trust chair.

1. Welcome. The chair welcomed members and reminded them that the ATST has owned 100 per cent of the shares in Ashcombe Town Football Club Ltd since the community buy-out of 2016, when the club was acquired from the receivers of its previous owner, Pruett Leisure.

2. Membership. The secretary, Colm Ardagh, reported that membership stood at 2,340 on 30 September 2023, an increase of 190 on the previous year. Junior membership had doubled following the schools scheme.

3. Accounts. The treasurer, Benita Shaw, presented the accounts for the year to 30 June 2023. The Trust and the club together recorded a small surplus of 41,000 crowns. The accounts were approved unanimously.

4. Elections. Wilma Ostby was re-elected unopposed as chair for a third two-year term. Two new board members were elected from five candidates.

5. Ground. Members discussed the condition of the roof of the Millrace Lane main stand. The board will seek quotations and report back before any spending is committed.

6. Motion on ticket prices. A motion to freeze adult season-ticket prices for 2024-25 was carried by 241 votes to 37.

7. Any other business. A member asked whether the ATST would consider selling a minority stake to an outside investor. The chair stated that no approach had been received and that any such proposal would require a two-thirds vote of members.

The meeting closed at 9.40 pm.
"""),

("league-13", "The Half-Time Oracle, issue 61: 'Oldest and proudest'", """
Column by Terrace Tam

Every season someone from a bigger club tells me that Ashcombe are a small outfit with a small ground, and every season I tell them the same thing: Millrace Lane is the oldest ground in the Harrowmere League, and nobody else comes close. We have been kicking a ball beside the mill race since 1911, and the old wooden main stand, whatever the state of its roof, has seen more history than any concrete box on the coast.

Now, I know the Brackwater lot will write in to say that Tollgate Park is older. It is not. They may have been founded earlier, but a ground is about bricks and mud, not paperwork, and I will hear no more about it.

On to the football. Ruth Penhale has this side playing the best football I have seen in my thirty years on the terrace. The full-backs push on, the midfield passes forward rather than sideways, and the centre-halves can actually play. If we had a striker who scored more than once a month we would be in the top four.

Finally, a plea. The pie stall under the scoreboard has run out of steak-and-ale before half-time at three of the last four home games. This is not good enough. Some of us have been queuing at that hatch since before the current manager was born. Sort it out.

Letters, complaints and pie reviews to the usual address. See you in the Mill End.
"""),

("league-14", "Independent Disciplinary Panel decision IDP/23/041: Jonas Keller", """
Harrowmere Football Association (HFA), Independent Disciplinary Panel (IDP)

Decision IDP/23/041: Jonas Keller (Port Selwyn Athletic)

1. Charge. The HFA charged Jonas Keller, goalkeeper of Port Selwyn Athletic, with violent conduct following his dismissal in the Harrowmere League match against Oakhurst Rangers on 4 November 2023.

2. The incident. In the 71st minute, during a corner kick, Mr Keller came for a high ball and his forearm struck the face of an Oakhurst forward. The referee, Petra Hallan, showed Mr Keller a red card and reported the incident as violent conduct.

3. The hearing. The IDP sat on 14 November 2023. The panel comprised Alistair Moen (chair), Frida Kass and Joseph Umber. Mr Keller attended with his club secretary and denied the charge, stating that the contact was accidental and that his arm was raised to protect himself.

4. Evidence. The panel viewed broadcast footage from two angles and read the referee's report and a statement from the player struck, who did not require treatment.

5. Findings. By a majority, the panel found that Mr Keller had used his forearm in a manner that was reckless and excessive, and that the charge of violent conduct was proved.

6. Sanction. The standard sanction for violent conduct is a suspension of three matches. The panel saw no reason to depart from it. Mr Keller is suspended for three Harrowmere League matches with immediate effect and is fined 300 crowns.

7. Right of appeal. The player may appeal to the HFA Appeals Board in accordance with the regulations.

Dated 15 November 2023.
"""),

("league-15", "HFA Appeals Board: appeal AB/23/009", """
Appeal AB/23/009: Jonas Keller (Port Selwyn Athletic) against decision IDP/23/041

Chair: Corin Abernethy. Members: Lotte Varga and Simeon Achebe.

Hearing: 28 November 2023, HFA headquarters, Quenby.

1. Mr Keller, a goalkeeper, appealed against the finding of violent conduct made by the Independent Disciplinary Panel and against the three-match suspension imposed on him. The HFA opposed the appeal.

2. The ground of appeal was that the panel had misdirected itself by treating a reckless challenge as violent conduct without finding any intent to strike or any deliberate use of excessive force.

3. The Appeals Board has considered the written reasons of the panel, the footage and the submissions of both parties. The footage shows Mr Keller jumping to punch the ball with his eyes on it throughout. His arm was raised in the ordinary way for a goalkeeper. The contact with the opponent was, in our view, accidental.

4. We are satisfied that the panel fell into error. A reckless act is not, without more, violent conduct. Mr Keller was not guilty of violent conduct, and the finding cannot stand.

5. The appeal is allowed. The finding of violent conduct is quashed, the suspension and the fine are set aside, and Mr Keller is free to play immediately. The appeal fee is to be returned to Port Selwyn Athletic.

6. Mr Keller has already served one match of the suspension. The HFA is invited to note the matter on his record as a wrongful dismissal.

7. This decision is final.

Corin Abernethy, Chair, 29 November 2023
"""),

("league-16", "IDP decision IDP/23/052: Caspar Wendt", """
Harrowmere Football Association, Independent Disciplinary Panel. Summary of reasons.

1. Caspar Wendt, a midfielder with Stennet Vale, was charged with abusive language towards a match official after the final whistle of the Harrowmere League match against Lyncross Wanderers on 25 November 2023. He admitted the charge in writing, asked for the matter to be dealt with on the papers and submitted a statement in mitigation.

2. The fourth official's report records that Mr Wendt approached him in the tunnel and used offensive and personal language about the referee's decision to disallow a late goal. Mr Wendt has since apologised in writing to the official concerned.

3. The panel, sitting on 6 December 2023 and chaired by Frida Kass, accepted that the remarks were made in the heat of the moment and that the apology was genuine. It noted, however, that Mr Wendt had been found guilty of a similar charge in the 2021-22 season.

4. Sanction: a suspension of two matches and a fine of 400 crowns. Mr Wendt is also required to complete an education course on respect for match officials.

5. Postscript, added 3 January 2024. Mr Wendt appealed against the length of the suspension. The HFA Appeals Board dismissed the appeal on 2 January 2024, holding that the sanction was within the range reasonably open to the panel. Unlike some recent appeals, this one did not succeed: the two-match suspension stands, and the player has now served it.

6. Stennet Vale have been reminded of their responsibility for the conduct of their players in the tunnel area.
"""),

("league-17", "Calloway City", """
Calloway City Football Club was founded in 1893 by workers at the town's iron foundry and for more than a century played under the name Calloway Ironworks FC. When the works finally closed in 2008, the members voted to adopt a name that belonged to the whole town rather than to a single employer, and the team became Calloway City at the start of the 2009-10 season. Supporters still call the players the Smelters, and the crest keeps the crossed tongs of the old works badge.

For 126 years the club played at Foundry Field, a cramped ground squeezed between the canal and the railway. In 2019 the main stand was found to be structurally unsafe and the council refused to renew the ground's certificate. With no prospect of raising the money for a rebuild, the club agreed a ten-year ground-share with Port Selwyn Athletic, and since the 2019-20 season City have played their home matches at Harbour Road Stadium, eleven miles down the coast. The arrangement was approved by the league board under its ground-sharing rules. Foundry Field has since been sold for housing.

The manager is Gideon Marsh, appointed in 2020. His teams are known for their discipline and their physical strength at set pieces.

The club is owned by around 600 small shareholders, most of them from former foundry families, and is run by an elected board of seven.

Colours: orange and navy. Nickname: the Smelters. Founded: 1893.
"""),

("league-18", "Harbour Road Stadium: General Safety Certificate (summary)", """
Port Selwyn Borough Council, Safety of Sports Grounds

General Safety Certificate (summary): Harbour Road Stadium, Harbour Road, Port Selwyn

Issued by: Port Selwyn Borough Council, Licensing and Public Protection.

Certificate holder: Harbour Road Stadium Company Ltd, which is responsible for the ground on every event day, whichever club is staging the event.

Period of validity: 1 August 2023 to 31 July 2025.

1. Permitted capacity. The total number of spectators shall not exceed 8,750, made up as follows: North Stand 2,900 seated; South Stand 2,450 seated; Quay Terrace 2,100 standing; Lighthouse End 1,300 standing, reserved for away supporters when segregation is required.

2. Event days. Where football matches are staged on consecutive days, the holder shall carry out a full pre-event inspection before each match and shall not rely on the previous day's inspection.

3. Stewarding. Not fewer than one steward per 250 spectators, with additional stewards at the Quay Terrace exits whenever attendance exceeds 6,000.

4. Sea wall. Following the storm damage of 2022, the Lighthouse End shall be closed whenever the harbour authority issues a red wave warning.

5. Medical. A first-aid room, a doctor, and one ambulance for every 5,000 spectators or part thereof.

6. Records and review. The holder shall keep attendance records for twelve months and shall attend a review meeting of the Safety Advisory Group before each season.

Signed: M. Okonedo, Licensing Manager, for and on behalf of Port Selwyn Borough Council, 25 July 2023.
"""),

("league-19", "Letter to the Dunmore Gazette: Credit where it is due", """
Sir, your recent feature on how football in our town has changed over the last ten years was a pleasure to read, but it repeated a mistake I have now seen in three publications. The handsome main stand at Sallow Park was built by Mossgrove Builders, the family firm from Upper Dunmore, not by some outside contractor from the city. My late brother-in-law worked for Mossgrove for thirty years and he told me himself that the steelwork was theirs.

It matters because local firms are so rarely given credit. When the stand opened, the ribbon was cut, the speeches were made and the name of the company that did the work was hardly mentioned. Mossgrove employed local men and apprentices and paid its bills on time, which is more than can be said for some.

While I have your attention, may I also complain about the car parking on match days along Sallow Road? Residents cannot get in or out of their drives from two o'clock until six, and the stewards say it is not their responsibility. The council says it is the club's responsibility, and the club says it is the council's. Somebody must be responsible.

Finally, a word of thanks to the volunteers who repainted the old turnstile block last spring. It looks better than it has in forty years, and I hope the people who walk past it every other Saturday notice the effort.

Yours faithfully,
Norman Threlkeld, Upper Dunmore
"""),

("league-20", "Corbel Construction hands over new main stand at Sallow Park", """
Press release, 19 August 2016

Corbel Construction, the stadium and civil engineering contractor based in Quenby, has handed over the new main stand at Sallow Park on time and within budget. The Confluence Stand, which replaces a timber structure dating from 1921, was opened officially on 13 August 2016 before the first home match of the new season.

Corbel was principal contractor for the whole project, responsible for design development, groundworks, the steel frame, the cantilevered roof and the fit-out of the hospitality lounge. The steel was fabricated at Corbel's own yard in Quenby. More than sixty per cent of the site workforce was recruited within fifteen miles of the ground, and the project trained eleven apprentices.

The stand holds 3,100 seated spectators and includes a family section, forty wheelchair positions with carers' seats, a community classroom and new dressing rooms. The roof was designed so that no spectator has a restricted view, a first for a ground of this size in the region.

Ellis Corbel, managing director, said: 'Sallow Park is a ground with a long history and we were proud to give it a stand fit for the next hundred years. The name, chosen by supporters, reflects the way the ground has brought people together.'

The project was commissioned by the Sallow Park Stadium Trust and designed by the architects Strand and Pyatt. Corbel's other recent projects include the Ketterby footbridge and the new grandstand at Lorimer racecourse.

Ends.
"""),

]
