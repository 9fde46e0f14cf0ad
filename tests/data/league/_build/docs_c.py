# Hand-written documents league-41 .. league-60 (invented world, written blind).

DOCS = [

("league-41", "Ferris Quayle", """
Ferris Quayle, the co-commentator on Lantern Sport's live league coverage, was born in Hallam Bridge in 1979 and was one of the most reliable midfielders of his generation in the Harrowmere League.

He began his career at Greywell Forest, joining the club's youth section as a fourteen-year-old after being released by Hallam Bridge, the club he had supported as a boy. He made his first-team debut in 1997 and over the next fifteen seasons made 287 league appearances for Greywell, scoring 31 goals. He won the league with Greywell in 2003 and 2008 and captained the side for six seasons.

In 2012, at the age of thirty-three, he moved to Oakhurst Rangers, where he played 44 league matches in two seasons before a knee injury ended his career. He briefly coached Oakhurst's under-18s before moving into broadcasting, first on local radio and then on television.

Quayle is known on air for his dry humour and for his refusal to criticise referees, whom he describes as 'the only people on the pitch who are not allowed to make mistakes'.

Outside football he runs a small orchard near Greywell and raises money for a hospice in Hallam Bridge, where his mother was cared for.

Career summary: Greywell Forest 1997 to 2012, 287 league appearances, 31 goals. Oakhurst Rangers 2012 to 2014, 44 league appearances, 3 goals. Honours: league champions 2003 and 2008.
"""),

("league-42", "Letter: Friday nights are emptying the away end", """
Sir, I have followed Hallam Bridge home and away for fifty-one years, and I have never known a season as miserable for the travelling supporter as this one. The reason is simple: the television schedule.

Since Lantern Sport took over the live coverage, our club has been moved to a Friday evening four times before Christmas. Three of those matches were away, one of them at the far end of the coast with a 7.45 pm kick-off. No public transport gets you home from there after ten o'clock. Those of us who work on Fridays, or who no longer drive at night, simply cannot go.

I do not blame the channel for wanting the matches. I understand that the money helps every club, including mine. But the league agreed to these slots without asking a single supporter, and the clubs accepted the money without counting the cost to the people on the terraces. Television needs atmosphere, and atmosphere needs fans in the ground.

Could the league not insist that no club is moved to a Friday for an away match more than twice a season? Could the broadcaster not pay for a coach for away fans whenever it moves a game? Other leagues manage both.

I hope someone at league headquarters reads this before the next round of fixtures is announced, and I hope they remember that most of us were here long before the cameras and will be here long after them.

Yours, from a cold railway platform,
Maureen Gaskill, Hallam Bridge
"""),

("league-43", "Loan notice: Jonas Kellar", """
Hallam Bridge have completed the loan signing of striker Jonas Kellar from Oakhurst Rangers. The 21-year-old will stay until the end of the 2023-24 season, although Oakhurst have the right to recall him during the January window. Hallam will pay his full wages.

Kellar scored six goals in eleven league starts for Oakhurst last season, but the arrival of two experienced forwards over the summer limited his opportunities. Oakhurst manager Dariusz Wenk said the club still sees him as part of its long-term plans. 'Jonas needs to play every week, and Hallam Bridge can give him that,' Wenk said. 'We will be watching every game.'

Hallam manager Greta Sundby said: 'Jonas is quick, brave and hungry for goals, which is exactly what we have been missing. We tried to sign him in the summer and we are delighted to have him now.'

Supporters should note that Kellar, spelt with an 'a', is not Jonas Keller, the goalkeeper of the same first name at another Harrowmere League club. The two are unrelated, and the league has asked broadcasters to take particular care with on-screen captions.

Kellar was registered in time to be eligible for Saturday's home match and will wear the number 19 shirt. The loan was approved by the Harrowmere Football Association on 14 September 2023.

Hallam Bridge have also announced that goalkeeper Vince Aldred has signed a one-year contract extension, keeping him at the club until the summer of 2025.
"""),

("league-44", "Hallam Bridge", """
Hallam Bridge Football Club was founded in 1895 and takes its name from the medieval packhorse bridge that still carries foot traffic over the river in the centre of the town. The club's home since 1921 has been Weir Lane, a compact riverside ground whose south terrace looks straight over the weir. When the river floods, which it does most winters, the club's volunteers famously bail out the dressing rooms by hand.

Hallam have never won the league title. Their best season was 1977, when they finished third and reached the final of the Harrowmere Challenge Cup, losing to Oakhurst Rangers after a replay.

The club is owned by the Hallam Bridge Community Benefit Society, which bought it from a property developer in 2005 after a public campaign. Every adult resident of the town may join for one crown a year, and members elect the board every two years.

The manager is Greta Sundby, appointed in 2022, who previously coached in Caldoria's women's league. She favours a direct style of play and relies heavily on loan players from bigger clubs.

Ground: Weir Lane, capacity 4,300. Colours: red and white quarters. Nickname: the Packhorses. Record attendance: 9,012 against Brackwater Rovers in 1948, when spectators stood on the roofs of the houses along the lane.
"""),

("league-45", "Kellar double sinks Colliery", """
Thornfield Colliery 0 Oakhurst Rangers 2. Harrowmere League, Pithead Lane, 15 April 2023. Attendance: 2,480.

Jonas Kellar, handed only his fourth league start of the season, scored twice in nine minutes to end Thornfield Colliery's run of four unbeaten home matches and keep Oakhurst Rangers in the hunt for a top-three finish.

The first half was dominated by the home side, who hit the post through Ryan Meek and had a header cleared off the line. Oakhurst's goalkeeper made two smart saves, and it was against the run of play when Kellar struck in the 54th minute, running onto a long pass and lifting the ball over the advancing goalkeeper.

His second, in the 63rd minute, was a header from a corner, and Thornfield never looked like recovering. Kellar was substituted to a standing ovation from the away end with ten minutes remaining.

'He has been patient,' said Oakhurst manager Dariusz Wenk. 'Today he took his chance, twice.'

Thornfield manager Stan Pollitt was frustrated. 'We were the better team for an hour,' he said. 'But in this league you get punished for not taking chances, and we did not take ours.'

The result leaves Thornfield in eleventh place with five matches to play.

Referee: Idris Mabey.

Thornfield: Dunne; Marsh, Okoro, Bright, Lattimer; Meek, Carver, Howe; Platt, Shaw, Greer.

Oakhurst: Boateng; Pell, Iqbal, Stroud, Vasey; Hanley, Kovac, Baird; Kellar, Ruane, Moss.
"""),

("league-46", "Thornfield Colliery FC", """
Thornfield Colliery Football Club was formed in 1920 by miners at the Thornfield pit, with kit and equipment paid for by a penny-a-week levy on wages. The pit closed in 1986, but the club survived, and it is one of the very few in the region still owned by the organisation that founded it. Since 1920 the club has belonged to the Thornfield Miners' Welfare Society (TMWS), a registered charity that also runs the welfare hall, a bowling green and a brass band. The TMWS appoints four of the club's seven directors.

The ground, Pithead Lane, stands on the site of the old colliery screens. The winding wheel, restored in 2010, stands behind the home end as a memorial to the 61 men who died in the pit's history. Capacity is 3,900.

Colliery's playing record is modest. They joined the Harrowmere League in 1951 and have spent most seasons in the bottom half. Their finest hour remains the 1966 Challenge Cup run, which ended in a semi-final defeat by Brackwater Rovers in front of 14,000 spectators at a neutral ground.

The manager is Stan Pollitt, a former Colliery defender appointed in 2021.

Colours: black shirts with gold trim. Nickname: the Pitmen.

The club's programme, The Winding Wheel, has been produced by the same family of volunteers since 1974, and its back page still lists the names of the men who signed the club's founding minute.
"""),

("league-47", "Thornfield Miners' Welfare Society: committee minutes, October 2023", """
Minutes of the general committee meeting held in the Welfare Hall, 9 October 2023, 7 pm.

Present: Agnes Rudd (chair), Bill Carver (secretary), Sheila Pratt (treasurer) and nine committee members. Apologies: Dennis Howe.

1. The minutes of the last meeting were approved as a correct record.

2. Chair's report. Agnes Rudd reported on her first six months as chair of the Society, following her election in April to succeed the late Arthur Lattimer. She thanked members for their support and paid tribute to Arthur's forty years of service.

3. Welfare Hall roof. Three quotations had been received for the repair of the hall roof. The committee agreed to accept the lowest, from Pickering Roofing, at 84,000 crowns, to be funded partly from reserves and partly from the heritage grant.

4. Bowling green. The green keeper reported that the green had recovered from the summer drought. A new mower would be needed next year.

5. Brass band. The Society's band had won second place at the regional contest. The committee agreed a grant of 2,000 crowns towards new uniforms.

6. Sporting interests. The treasurer reported that the Society's sporting subsidiaries had met their budgets for the half-year. No additional funding was requested.

7. Memorial service. The annual service at the winding wheel would be held on 3 December. The chair would lay the wreath.

8. Any other business. A member raised the condition of the car park. The secretary would obtain prices for resurfacing.

The meeting closed at 8.50 pm. Next meeting: 13 November 2023.
"""),

("league-48", "Obituary: Leonard Fisk, 1931-2023", """
Leonard Fisk, who has died aged 92, was the manager who took Dunmore Harriers to the Harrowmere League title in 1988, ending a wait of more than half a century and sparking celebrations that the town still talks about.

Born in the terraced streets below the gasworks, Fisk was the son of a railway signalman. He was a tough, unglamorous wing-half for Harriers in the 1950s, making 212 appearances before a broken leg ended his playing days at 29. He then qualified as a schoolteacher and taught mathematics for twenty years while coaching junior teams in the evenings.

The Harriers board turned to him in 1984, when the club was near the foot of the table and almost bankrupt. Fisk brought a schoolmaster's rigour, insisting on punctuality, short hair and a strict ban on swearing at referees. He built his title-winning side almost entirely from local players, and in the spring of 1988 they won eleven of their last twelve matches to overtake Oakhurst Rangers on the final afternoon.

He retired from management in 1992 and served for many years on the council of the Harrowmere Football Association, where he campaigned for better facilities for young players and for the protection of referees.

Fisk was married for sixty-three years to Mavis, who died in 2021. He is survived by two daughters, five grandchildren and three great-grandchildren. He remained a season-ticket holder until his final year, watching from the seat he had occupied since he stopped managing, although, as he liked to say, 'the view has changed more than I have'.
"""),

("league-49", "Port Selwyn Athletic", """
Port Selwyn Athletic Football Club was founded in 1897 by dockers and ferrymen and has played at Harbour Road Stadium since 1924. The stadium sits on reclaimed land at the mouth of the harbour, and spray from the sea wall regularly reaches the front rows of the Quay Terrace on stormy afternoons. Supporters are known as the Gulls, and the team runs out to a recording of the harbour foghorn.

The club has been owned since 2011 by Selwyn Maritime Holdings Ltd, the company that operates the Port Selwyn ferry services and much of the port's cargo handling. Selwyn Maritime bought the club out of administration, cleared its debts and transferred the stadium into a separate operating company. It has generally avoided interfering in football matters, although its directors chair the club board.

Athletic won the league title once, in 1936, and have reached the Challenge Cup final three times without winning it. They have finished in the top half of the table four times in the last decade.

The manager is Niall Corrigan, a former goalkeeping coach who was promoted to the job in 2021. His first-choice goalkeeper is Jonas Keller, signed from a club in a neighbouring country in 2020.

Colours: sky blue and white. Nickname: the Gulls. Founded: 1897. Honours: league champions 1936. Club shop: open on weekdays and on match days from noon, beside the ferry ticket office.
"""),

("league-50", "Notice of change of company name: Selwyn Maritime Holdings Ltd", """
Companies Register of Caldoria, public notice no. 2023/18842

Notice is hereby given that Selwyn Maritime Holdings Ltd, registered number 0417763, whose registered office is at Ferry House, The Quay, Port Selwyn, has by special resolution of its shareholders passed on 6 March 2023 changed its name to Quayline Group Ltd. The change of name took effect on registration on 20 March 2023.

The company's registered number, registered office, directors and obligations are unaffected by the change. Contracts, guarantees and legal proceedings in the former name continue in the new name without interruption.

Statement issued by the company

The directors of Quayline Group Ltd explain that the new name reflects the company's growth beyond the harbour in which it began. Over the last decade the business has expanded from ferry operations and cargo handling in Port Selwyn into coastal freight, marina management and port services at four other harbours along the Caldorian coast, as well as a number of community investments in its home town. 'Selwyn Maritime served us well for forty years, but it no longer describes everything we do,' said managing director Fenella Roskill.

Customers will see the new name on tickets, vessels and vehicles during the course of 2023. The ferry services will continue to trade as Selwyn Ferries, and the telephone numbers and website of that service are unchanged.

Enquiries about this notice should be addressed to the company secretary at the registered office.
"""),

("league-51", "Greywell Forest", """
Greywell Forest Football Club, founded in 1901 by members of a forestry workers' reading society, plays at Beechside, a tree-lined ground on the edge of the ancient woodland that gives the club its name. The team is nicknamed the Foresters, and the club's green-and-gold colours are said to reflect the beech canopy in autumn.

Greywell are one of the most successful clubs in the region, with nine league titles, the most recent in 2023, and three Challenge Cup wins. Their reputation rests as much on youth development as on trophies: the club has long preferred to produce players rather than buy them, and the first team usually includes a large number of home-grown players.

The club is owned by Greywell Forest Holdings Ltd, whose shareholders include the Ackland family, a group of local businesses and some 400 individual supporters. No single shareholder holds more than 30 per cent.

The first-team manager is Rolf Ackland, who was appointed in 2019 and is the nephew of the club's largest shareholder, Ingrid Ackland. The appointment was controversial at the time, but the 2023 title silenced most of his critics.

Beechside holds 9,800, including the covered Woodland End terrace. A new family stand is planned for 2026, subject to planning permission.

Women's team: Greywell Forest Women. Main rivals: Fennick United, across the valley. Greywell Forest Football Club has no connection with the Greywell Forest hockey club, which plays on the artificial pitch at Greywell College.
"""),

("league-52", "Foresters overpower Tollers", """
Greywell Forest 3 Brackwater Rovers 1. Harrowmere League, Beechside, 21 October 2023. Attendance: 8,115.

The champions produced their most complete performance of the season to see off a Brackwater side that had arrived unbeaten in six. Greywell pressed high from the first whistle and were ahead after nine minutes, when Sami Roth turned sharply in the area and finished low into the far corner.

Brackwater responded well and equalised from the penalty spot on the half-hour, Hamish Tarrant sending the goalkeeper the wrong way after Emre Dalby had tripped Okafor. For twenty minutes afterwards the visitors were the better side, and only a fine save by Aksel Moe kept the scores level at the interval.

The second half belonged to Greywell. Roth scored his second with a looping header in the 56th minute, and Corentin Abel sealed the win in the 80th, sprinting clear from halfway after a Brackwater corner had been cleared. Tomas Brenn was outstanding at the back, winning almost every aerial duel and starting the move for the third goal with a long diagonal pass.

Greywell manager Rolf Ackland said: 'That was the standard we set last season. We were brave with the ball and ruthless when it mattered.' Brackwater's Ines Carrow was philosophical: 'We played well for half an hour and were beaten by a better team on the day. There is no shame in that.'

Referee: Joan Ferrow.

Greywell: Moe; Fenwick, Brenn, Dalby, Ostrander; Pardo, Petch, Halvorsen; Roth, Abel, Finch.

Brackwater: Nyberg; Hebden, Frandsen, Ruiz, Amadi; Keane, Solberg, Penn; Tarrant, Okafor, Lund.
"""),

("league-53", "Honours even at Millrace Lane", """
Ashcombe Town 2 Hallam Bridge 2. Harrowmere League, Millrace Lane, 10 February 2024. Attendance: 3,460.

A wind that swirled around Millrace Lane all afternoon made good football difficult, but four goals, a missed penalty and a late equaliser gave the home crowd plenty to talk about.

Hallam took the lead in the 12th minute through Callum Ridd, whose shot from the edge of the area took a deflection off an Ashcombe defender and looped over the goalkeeper. Ashcombe levelled before half-time when captain Joe Maddern headed in a free kick.

Early in the second half Ashcombe were awarded a penalty for handball, but Hallam goalkeeper Vince Aldred dived to his right to save Sam Petrie's kick. Ten minutes later Petrie made amends, scoring from close range after a goalmouth scramble.

Hallam pushed forward in the closing stages and were rewarded in the 89th minute, when substitute Tobi Akers headed in a cross from the right. Ashcombe manager Ruth Penhale felt her side had been denied a late winner when a shot appeared to cross the line before being cleared, but the referee waved play on.

'I have seen the replay on a supporter's phone and it was in,' said Penhale. 'That is two weeks running. We need technology in this league.' Hallam's Greta Sundby was happier. 'A point here is a good point,' she said. 'My players showed great character after the penalty save.'

Referee: Lorcan Tully.

The draw leaves Ashcombe fifth, six points behind the top four, and Hallam Bridge tenth.
"""),

("league-54", "Transfer notice: Ivo Brandt", """
Lyncross Wanderers have signed winger Ivo Brandt on loan from Thornfield Colliery until the end of the 2023-24 season. The 24-year-old becomes the first signing of new manager Kasper Lindahl and will be eligible for the derby against Oakhurst Rangers at the weekend.

Brandt made 68 appearances for Thornfield over three seasons and was their leading scorer in 2021-22 with nine goals. He has fallen out of favour this season, starting only three league matches, and both clubs felt that a move would benefit him. Lyncross will pay the majority of his wages, and there is no option to make the move permanent.

Lindahl said: 'Ivo has pace and he is not afraid to run at defenders. We need players who can change a game, and I think he can do that for us. He knows this league well.'

Brandt said: 'I want to play football every week. I spoke to the manager and I liked what he told me about how he wants the team to play. The supporters here are passionate, and I want to give them something to cheer.'

Thornfield manager Stan Pollitt wished the player well and confirmed that he had not been included in any exchange deal. 'There is no player coming the other way,' Pollitt said. 'This is simply a chance for Ivo to play.'

Brandt is no relation of the assistant referee Ilse Brandt, who officiates in the same league. He will wear the number 23 shirt.
"""),

("league-55", "HFA announces goal-line technology trial", """
Press release from the Harrowmere Football Association (HFA), 1 March 2024

The HFA will trial goal-line technology at four Harrowmere League grounds for the remainder of the 2023-24 season, following a series of disputed incidents in recent weeks and a formal request from eight member clubs.

The trial will use a camera-based system supplied at no cost by its developer in exchange for access to data. Cameras will be installed at four grounds chosen because they host the greatest number of televised matches. When the system detects that the whole of the ball has crossed the whole of the goal line between the posts and beneath the crossbar, a signal will be sent to a watch worn by the referee within one second.

The HFA stressed that the trial does not introduce video review of any other decision, and that referees will continue to have the final word on all matters of fact not covered by the system.

Referees' Manager Kieran Stroud said: 'Our officials make thousands of correct decisions every season. The goal line is one of the few places where the human eye cannot always keep up with the ball, and we welcome any help that is accurate and fast.'

At the end of the season the HFA board will consider a report on the accuracy of the system, its reliability and the cost of permanent installation at every ground. Clubs will be consulted before any decision is made to extend it.

The HFA thanked member clubs and supporters' groups for their patience and their contributions to the consultation.
"""),

("league-56", "Northway extends Brackwater shirt deal", """
Brackwater Rovers and Northway Drinks Group have agreed a three-year extension to their shirt sponsorship, taking the partnership to the end of the 2026-27 season. The brewer, which traded as Northway Brewing until it changed its name in 2022 to reflect its growing range of soft drinks and mineral waters, first sponsored the Tollers' shirts in 2015.

Under the new agreement the Northway logo will remain on the front of the men's and women's first-team shirts, and the company will also sponsor the club's youth section and the refurbished bar in the West Terrace. The value of the deal has not been disclosed, but the club described it as 'the most significant commercial partnership in our history'.

Northway's chief executive, Lars Pettersen, said: 'We have brewed beer on the Brackwater quayside for 140 years, and the Tollers are part of the same story. This extension shows our commitment to the club and to the town.'

Rovers' commercial director, Fiona Keel, said the club had also agreed with Northway that no alcohol branding would appear on replica shirts sold in children's sizes, which will carry the logo of the company's mineral-water brand instead.

Northway Drinks Group is an independent family business and has no connection with the Northway bus company, which operates services between Brackwater and Lorimer.

The new shirts will be launched at a supporters' evening at Tollgate Park in June.
"""),

("league-57", "Brackwater Rovers FC: minutes of the board meeting, 12 September 2023", """
Present: Oliver Strand (chair), Fiona Keel (commercial director), Raj Mehta (finance director), Carol Dunning (supporters' director), Ines Carrow (manager, for item 4 only). Apologies: none.

1. Minutes. The minutes of the meeting of 11 July 2023 were approved.

2. Pitch. The groundsman reported that drainage works at the Dock End had been completed and that the playing surface had passed its pre-season inspection. The board approved 18,000 crowns for a replacement irrigation pump.

3. Finance. The finance director reported that season-ticket sales stood at 6,480, a record. Catering income was 12 per cent above budget. The board noted that energy costs remained the largest risk to the budget.

4. Football. The manager reported on the squad. Two players were recovering from injury. She asked the board to consider a contract extension for the assistant manager, which was approved in principle.

5. Women's team. The board agreed to stage two Brackwater Rovers Women matches at Tollgate Park this season, with free admission for season-ticket holders.

6. Ticket prices. The supporters' director asked that away-ticket prices for young supporters be capped. The chair agreed to raise the matter with other clubs through the league.

7. Safety. The safety officer's report on the first three home matches was noted. There were no significant incidents.

8. Any other business. None.

The meeting closed at 8.15 pm. Next meeting: 14 November 2023.
"""),

("league-58", "Q&A: Ines Carrow on pressing, patience and the Tollers", """
The Brackwater Rovers manager talks to our reporter before the new season.

Q: You came from the women's game. Did people doubt you?
A: Some did, and a few still do. I do not mind. The pitch is the same size and the ball is the same shape. Good coaching is good coaching.

Q: Your teams press very high. Is that risky?
A: Every style is risky. Sitting deep is risky too; you just lose more slowly. I want my players to win the ball where it hurts the opponent most, close to their goal.

Q: How do you handle the players who are not selected?
A: Honestly. I tell them why, face to face, before the team is announced. Nobody should find out from a team sheet on a wall.

Q: What is the hardest ground to visit?
A: The Quarry at Fennick, because the wind comes down the rock face and plays tricks with the ball. And Pithead Lane, because the crowd are so close you can hear what they think of your substitutions.

Q: Which manager do you most admire in this league?
A: I will not name one. There are people doing remarkable work on very small budgets.

Q: What do you do when you are not working?
A: I swim in the sea every morning, all year round, and I read crime novels. My partner says I watch too much football. She is right.

Q: Finally, a prediction?
A: We will be hard to beat. Beyond that, ask me in May.
"""),

("league-59", "Stennet Vale under-18s lift HFA Youth Cup", """
Stennet Vale's under-18 side won the HFA Youth Cup for the first time on Wednesday evening, beating Greywell Forest's academy team 2-1 after extra time in front of a crowd of 1,420 at Stennet Moor.

Greywell, the holders and winners of the competition in four of the last six seasons, took the lead through a penalty shortly before half-time. Vale equalised with twelve minutes of normal time remaining when captain Joel Amesbury headed in a corner, and the winner came in the second period of extra time from 16-year-old substitute Kaito Renwick, who curled a shot into the top corner from the edge of the area.

Under-18 coach Marta Sollis said: 'These boys have been together since they were nine or ten. To beat a team from the best academy in the region shows what can be done with hard work and belief. I am so proud of them.'

Vale's youth programme has been rebuilt over the last four years, with a new coaching structure and a partnership with Stennet High School that allows players to train during the school day. Three members of the winning side have already trained with the first team this season.

The cup was presented by the HFA's youth development officer, Callum Firth, who praised both teams for the quality and spirit of the final.

The competition, founded in 1962, is open to the under-18 sides of all Harrowmere League clubs. Next season's draw will be made in August.
"""),

("league-60", "HFA appoints Maren Solberg as chief executive", """
Press release from the Harrowmere Football Association (HFA), 5 February 2024

The HFA board has appointed Maren Solberg as its new chief executive. She will take up the post on 1 April, succeeding Desmond Ure, who is retiring after eleven years in the role.

Ms Solberg joins from the national rowing federation, where she has been chief operating officer since 2019. Before that she spent twelve years in local government, latterly as director of leisure services for a large city council. She grew up in Lorimer and played football for her school and university.

HFA chair Rosalind Achterberg said: 'Maren impressed the board with her understanding of community sport and her experience of running complex organisations on tight budgets. The HFA faces real challenges, from the state of our grounds to the recruitment of referees, and she has the skills to help us meet them.'

Ms Solberg said: 'Football in this region has a remarkable history and a passionate following. I want to listen to clubs, players, referees and supporters before I make any big decisions, and I will spend my first three months visiting every member club.'

The board thanked Desmond Ure for his service, noting in particular the improvements in safeguarding and the growth of the women's game during his time in office.

Ms Solberg is no relation of the Brackwater Rovers midfielder who shares her surname. The appointment was made after an open recruitment process overseen by an independent panel.
"""),

]
