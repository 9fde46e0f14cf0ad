# Hand-written documents league-21 .. league-40 (invented world, written blind).

DOCS = [

("league-21", "Corbel Construction and Harte Civil Engineering combine as Corbel Harte Group", """
Press release, 3 October 2022

Corbel Construction and Harte Civil Engineering today completed their merger, creating one of the largest independent building contractors in the region. The combined business will trade as Corbel Harte Group, and the Corbel Construction name will be retired at the end of the year. All of Corbel's existing contracts and warranties transfer in full to the new group.

The merger brings together Corbel's experience of stadiums, grandstands and public buildings with Harte's strength in bridges, flood defences and roads. The group will employ around 1,450 people and expects annual turnover of about 260 million crowns. Its head office will remain in Quenby, and Harte's former offices in Lorimer will become the base for the civil engineering division.

Ellis Corbel becomes executive chair of the group, and Bridget Harte, previously managing director of Harte Civil Engineering, becomes chief executive. 'Our two families have competed for forty years,' said Ms Harte. 'It is time we built something together.'

Mr Corbel added that the group would continue to bid for sports projects and had been shortlisted for two stand redevelopments in the coming year.

Corbel Harte Group is not connected with Corbel Interiors Ltd, a shopfitting business, or with any other company using the Corbel name.

Notes to editors: Corbel Construction was founded in 1958 by Walter Corbel. Harte Civil Engineering was founded in 1962 by Patrick Harte. Both companies were privately owned before the merger, and the new group remains privately owned by the two families.
"""),

("league-22", "Corbel Interiors wins hotel fit-out contract", """
Corbel Interiors Ltd, the Lorimer shopfitting and joinery firm, has won a 2.4 million crown contract to refit the bar, the restaurant and forty bedrooms at the Anchor Hotel in Brackwater. Work will begin in February and is expected to take five months, with the hotel remaining partly open throughout.

The company was founded in 1987 by Joanna Corbel-Ward and now employs 64 people, most of them joiners and upholsterers trained in-house. Despite the shared name, it has never had any link with the construction business that built several of the region's football stands. The two families are not related, and Ms Corbel-Ward says she receives at least one misdirected tender invitation a month.

'We do the inside of buildings, beautifully,' she said. 'If you want a grandstand, you have the wrong Corbel.'

The Anchor Hotel contract is the firm's largest to date. It includes restoring the hotel's original mahogany bar, which dates from the 1890s, and installing a new kitchen. Corbel Interiors will also make the bespoke bedroom furniture in its workshop on the Lorimer ring road.

The hotel's owner, Pascal Denholm, said he had chosen the firm after seeing its work at a restaurant in Quenby. 'They treated an old building with respect,' he said. 'That is rarer than it should be.'

Corbel Interiors recently opened an apprenticeship scheme for school leavers and hopes to take on six apprentices this year. Applications close at the end of the month, and open days will be held at the workshop on two Saturday mornings.
"""),

("league-23", "Dunmore Albion", """
Dunmore Albion Football Club came into being in the summer of 2014, when the town's two historic clubs, Dunmore Celtic and Dunmore Harriers, agreed to merge after years of falling crowds and mounting debts. Celtic had been founded in 1902 and Harriers in 1887, and for most of the twentieth century the Dunmore derby was the biggest fixture in the region. The merger was approved by 71 per cent of Harriers members and 64 per cent of Celtic members.

The merged club plays at Sallow Park, which had been the home of Dunmore Harriers since 1896. Celtic's ground at Glebe Road was sold, and the proceeds cleared the debts of both clubs. The new club's colours, green shirts with white sleeves, combine Celtic's green with the white of the Harriers, and the crest shows the two rivers that meet in the town.

The early years were difficult, with some supporters of both old clubs refusing to attend, but Albion have since established themselves in the upper half of the Harrowmere League and attract bigger crowds than either predecessor did in its final decade.

The first-team manager is Oskar Brenn, appointed in June 2022. Brenn, a former centre-forward, is known for his attacking 4-3-3 formation and his insistence on promoting young players.

Nickname: Albion, or occasionally 'the Merger' among older fans. Women's team: Dunmore Albion Women, formed in 2015. Best league finish since the merger: runners-up in 2019.
"""),

("league-24", "Fennick United statement: Oskar Brenn", """
Published 8 June 2022

Fennick United can confirm that first-team manager Oskar Brenn has left the club to become manager of Dunmore Albion. The board has agreed compensation with Dunmore Albion, and the move takes effect immediately.

Oskar approached the board at the end of the season to ask for permission to speak to Dunmore Albion, and that permission was granted. He leaves at his own request and with the good wishes of everyone at The Quarry. Reports in some quarters that he was dismissed are untrue.

In five seasons at the club Oskar led the team to two top-four finishes and the semi-finals of the Harrowmere Challenge Cup, and gave first-team debuts to nine players from our youth section. He leaves a squad in good health and a club in a far stronger position than when he arrived.

Assistant manager Hattie Lowe will take charge of the first team on a caretaker basis while the board considers its options. Hattie has been at the club for seven seasons, first as under-18 coach and then as Oskar's assistant, and has the full confidence of the board and the players.

Oskar said: 'Leaving Fennick is the hardest decision I have made in football. I will always be grateful to the players, the staff and the supporters. Dunmore is a new challenge and one I could not turn down.'

Pre-season training will begin as planned on 27 June. The club will make no further comment on the appointment of a permanent manager until that process is complete.
"""),

("league-25", "Fennick United", """
Founded: 1896. Ground: The Quarry. Nickname: the Quarrymen. Colours: white shirts, black shorts.

Few grounds in the region are as striking as The Quarry. The pitch sits at the bottom of a worked-out limestone quarry on the southern edge of Fennick, with spectators on three sides looking down from terraces cut into the rock. The fourth side is open, and on a clear day supporters behind the goal can see across the valley to Greywell.

The club was founded by quarrymen and played in works leagues until 1923, when it joined the forerunner of the Harrowmere League. Fennick won the league title in 1958 and 1961 and the Harrowmere Challenge Cup in 1974.

By 2011 the club was close to going out of business. It was rescued in 2012 by Alder Voss, a Fennick-born businessman who founded the timber and sawmill company Voss Timber and who has been the club's sole owner ever since. Voss cleared the club's debts, bought the freehold of The Quarry from the quarry company and has paid for a floodlight upgrade and new changing rooms. He is a regular presence in the main stand and is known for refusing to sell players in January.

The first-team manager is Hattie Lowe, who was given the job permanently in September 2022 after three months as caretaker. She is the first woman to manage a men's first team in the Harrowmere League.

The football club is entirely separate from the local cricket club of the same name and shares nothing with it beyond the name of the town.
"""),

("league-26", "Player biography: Tomas Brenn", """
Tomas Brenn is a centre-back for Greywell Forest and one of the most promising defenders of his generation in Caldorian football. He was born in Greywell on 17 February 2001 and grew up three streets from the ground.

Brenn joined Beechside Academy at the age of eight and progressed through every age group, captaining the under-16 and under-18 sides. He signed his first professional contract on his seventeenth birthday and made his first-team debut in a league match in April 2019, at the age of eighteen. By the end of the 2020-21 season he was a regular starter.

Tall, calm and left-footed, Brenn is valued for his reading of the game and his long passing. He has scored eleven goals, almost all of them headers from set pieces. He has won six caps for Caldoria's under-21 side and was called into a senior training squad in 2023 without making an appearance.

Because of his surname he is often asked about Oskar Brenn, the coach. The two are not related and, as Tomas has explained in several interviews, they had never met until they shook hands before a match in 2023. 'People assume he is my uncle,' he said. 'I have to disappoint them. My family are bakers from Greywell, not footballers.'

Brenn's contract at Greywell Forest runs until 2026. He is studying part-time for a degree in sports science and is an ambassador for a regional children's reading charity.
"""),

("league-27", "Beechside Academy", """
The youth academy of Greywell Forest Football Club

Beechside Academy opened in 1998 in converted stables behind the Beechside ground and moved in 2011 to a purpose-built centre on the Forest Road, with four grass pitches, an indoor artificial hall, classrooms and a sports-science suite. It holds the highest grade of youth licence awarded by the Harrowmere Football Association.

The head of academy is Nadia Quist, who took up the post in 2017 after ten years as a coach and then head of coaching. Quist, a former international midfielder, oversees a staff of 34 full-time and part-time coaches, teachers, physiotherapists and welfare officers.

Around 140 players aged from eight to eighteen are registered with the academy. Players aged sixteen to eighteen follow a full-time scholarship programme, combining training with an education course at Greywell College. The academy's philosophy, in Quist's words, is 'good people first, good players second, and the second usually follows the first'.

The academy is proud of its record of producing first-team players. In the 2023-24 season, nine members of the Greywell Forest first-team squad had come through Beechside, and graduates are playing at eight other clubs across Caldoria.

Trials for the under-nine age group are held every spring. The academy does not charge fees, and travel support is available for families living more than ten miles away.

Contact: academy reception, Forest Road, Greywell. Open Monday to Friday, 8 am to 6 pm.
"""),

("league-28", "Greywell Forest first-team squad 2023-24", """
Squad as registered with the HFA on 1 September 2023.

| No. | Player | Pos. | Notes |
|---|---|---|---|
| 1 | Aksel Moe | GK | captain |
| 2 | Jordy Fenwick | DF | |
| 3 | Kai Ostrander | DF | |
| 4 | Luis Pardo | MF | |
| 5 | Tomas Brenn | DF | vice-captain |
| 6 | Emre Dalby | DF | |
| 7 | Sami Roth | FW | |
| 8 | Iwan Petch | MF | |
| 9 | Corentin Abel | FW | |
| 10 | Noor Halvorsen | MF | |
| 11 | Dario Finch | FW | |
| 13 | Piet Varga | GK | on loan from Lyncross Wanderers |
| 14 | Ben Aldous | MF | |
| 15 | Yusuf Crane | DF | |
| 16 | Rasmus Wilde | MF | |
| 17 | Theo Marland | FW | signed from Hallam Bridge |
| 18 | Ilya Dorn | DF | |
| 21 | Owen Tranter | GK | |

Manager: Rolf Ackland. Assistant manager: Sigrid Holm. Goalkeeping coach: Marco Vell.

Notes: Varga's loan runs until 31 May 2024 and includes no option to buy. The number 12 shirt is retired in honour of the supporters. Numbers 19 and 20 are held back for players promoted from the under-21s during the season.
"""),

("league-29", "HFA referee appointments: matchday 14", """
Harrowmere Football Association, Referees' Department

Harrowmere League match officials, matchday 14: Saturday 18 November 2023, 3 pm kick-offs unless stated. Home club listed first.

1. Brackwater Rovers v Dunmore Albion. Referee: Joan Ferrow. Assistants: Kamal Reyes, Ilse Brandt. Fourth official: Tom Ashdown.

2. Hallam Bridge v Stennet Vale. Referee: Rune Castell. Assistants: Priya Nolan, Eoin Galt. Fourth official: Sara Whitlock.

3. Oakhurst Rangers v Lyncross Wanderers (5.30 pm, live on television). Referee: Petra Hallin. Assistants: Dev Mistry, Hanne Roos. Fourth official: Will Oduya.

4. Thornfield Colliery v Greywell Forest. Referee: Petra Hallan. Assistants: Colm Brady, Josefin Lake. Fourth official: Ade Kolawole.

5. Port Selwyn Athletic v Ashcombe Town. Referee: Idris Mabey. Assistants: Greta Voss, Ian Pike. Fourth official: Lena Marsh.

6. Fennick United v Calloway City. Referee: Lorcan Tully. Assistants: Ruth Obi, Ferdi Lang. Fourth official: Cath Mylne.

Notes for officials

a) Petra Hallin and Petra Hallan are reminded that, to avoid confusion in match reports, they must sign with their full names and registration numbers (PH-117 and PH-204 respectively).

b) Match 3 will have a television liaison officer; the referee should expect a delayed start if the broadcast requires it.

c) Expenses claims must be submitted within five days of the match.

Issued by Kieran Stroud, Referees' Manager, 10 November 2023.
"""),

("league-30", "HFA referee appointments: matchday 15", """
Harrowmere Football Association, Referees' Department

Harrowmere League match officials, matchday 15: Saturday 25 November 2023, 3 pm kick-offs unless stated. Home club listed first.

1. Stennet Vale v Lyncross Wanderers. Referee: Petra Hallin. Assistants: Eoin Galt, Hanne Roos. Fourth official: Tom Ashdown.

2. Greywell Forest v Oakhurst Rangers (12.30 pm, live on television). Referee: Rune Castell. Assistants: Kamal Reyes, Josefin Lake. Fourth official: Sara Whitlock.

3. Dunmore Albion v Port Selwyn Athletic. Referee: Petra Hallan. Assistants: Priya Nolan, Ian Pike. Fourth official: Will Oduya.

4. Ashcombe Town v Fennick United. Referee: Joan Ferrow. Assistants: Colm Brady, Ruth Obi. Fourth official: Cath Mylne.

5. Calloway City v Thornfield Colliery. Referee: Idris Mabey. Assistants: Dev Mistry, Ilse Brandt. Fourth official: Ade Kolawole.

6. Hallam Bridge v Brackwater Rovers. Referee: Lorcan Tully. Assistants: Greta Voss, Ferdi Lang. Fourth official: Lena Marsh.

Notes for officials

a) Matchday 14 appointments were issued separately and are not affected by this list.

b) Petra Hallan replaces the originally appointed referee for match 3 following a change of availability.

c) Match 2 kicks off early at the request of the police because of a large event in the town in the evening.

d) Officials travelling to match 5 should allow extra time because of roadworks on the coast road.

Issued by Kieran Stroud, Referees' Manager, 17 November 2023.
"""),

("league-31", "Pellam Insurance named title sponsor of the Harrowmere League", """
Press release, 2 July 2019

The Harrowmere Football Association (HFA) is delighted to announce that Pellam Insurance has become the first title sponsor of the Harrowmere League (HL). Under a four-year agreement starting with the 2019-20 season, the competition will be known as the Pellam Insurance Harrowmere League.

Pellam, founded in Calloway in 1921 as a mutual society for dock and foundry workers, now provides home, motor and small-business insurance to more than 300,000 customers across Caldoria. Its head office remains in Calloway.

As part of the agreement Pellam will fund a monthly award for the league's best young player, a grassroots grant scheme worth 150,000 crowns a year for junior clubs, and free first-aid training for volunteers at every member club. Pellam branding will appear on the match ball, on pitch-side boards at all twelve grounds and on the league's website and social channels.

Hugo Tennant, chief executive of Pellam Insurance, said: 'Our company was born in the same streets as many of these clubs. Football in this region is about community, and so is insurance. We are proud to put our name on the league.'

HFA chair Rosalind Achterberg said: 'This is a landmark partnership for the HL and for grassroots football. Pellam's support will reach players of every age and ability.'

The value of the agreement has not been disclosed. The league's existing broadcast and ball-supply agreements are unaffected.
"""),

("league-32", "Sable Financial Group completes acquisition of Pellam Insurance", """
Press release, 30 September 2021

Sable Financial Group (SFG) has completed its acquisition of Pellam Insurance for 510 million crowns, following approval by the financial regulator and a members' vote in which 87 per cent supported the deal and the conversion of the former mutual into a company.

Pellam becomes a wholly owned subsidiary of SFG. The Pellam brand, its Calloway head office and its 1,200 staff will be retained, and there will be no compulsory redundancies for at least two years. All existing Pellam policies continue on their current terms, and Pellam's existing commercial and community commitments will be honoured in full.

SFG, headquartered in Quenby, provides banking, savings, pensions and investment services to around 1.8 million customers. The acquisition gives the group a leading position in general insurance for the first time.

Roderick Fane, chief executive of Sable Financial Group, said: 'Pellam is a trusted name with a century of history. We intend to invest in its technology and to grow it, while keeping the local service that its customers value.'

Each qualifying Pellam member will receive a one-off payment of 420 crowns in recognition of their membership rights. Payments will be made by the end of the year.

Notes to editors: Sable Financial Group began as the Sable Savings Bank in 1889 and was listed in 2004. Pellam Insurance was founded in 1921 as a mutual society.
"""),

("league-33", "Oakhurst Rangers unveil Sable Financial Group as front-of-shirt partner", """
Oakhurst Rangers have agreed a three-year front-of-shirt sponsorship with Sable Financial Group (SFG), beginning with the 2023-24 season. The SFG logo, a stylised black marten, will appear on the men's and women's first-team shirts and on all training wear.

The agreement is the largest commercial deal in the club's history. Rangers say it will allow them to increase the budget for their women's team, employ a full-time community officer and provide free season tickets for under-twelves whose parents hold a season ticket.

Club chair Amos Kettering said: 'SFG is a local business in the truest sense. It employs hundreds of people in this part of the region, and many of them are Rangers supporters. We share the same values of hard work and fair play.'

SFG's director of marketing, Juno Pascoe, said: 'We want to be close to the communities we serve, and football is at the heart of community life. Rangers have a proud history and ambitious plans, and we are delighted to be part of them.'

The new home shirt, in the club's traditional royal blue with a red collar, goes on sale at the club shop on 1 July. The away shirt is white with blue pinstripes. SFG will also sponsor the walking-football and mental-health sessions run by the Rangers community programme.

SFG replaces the builders' merchant Hollis and Son, who had sponsored the shirts for nine seasons and remain a club partner through a stand-naming agreement.
"""),

("league-34", "Oakhurst Rangers", """
Oakhurst Rangers were formed in 1899 by members of a church bible class and spent their first seasons on a park pitch shared with a cricket club. The club has played since 1912 at Kiln Road, built on the site of a brickworks whose last chimney still stands behind the away end. Supporters are known as the Bricks, and the matchday programme is called The Kiln.

Rangers won the league in 1912, 1949 and 1995 and the Harrowmere Challenge Cup on four occasions, most recently in 2011. They have never been relegated from the top division of regional football, a record shared with only one other club.

The club is member-owned: around 1,900 season-ticket holders are also shareholders, each with one vote regardless of the number of shares held. Members elect a board of nine, which appoints the chair. The current chair is Amos Kettering.

Kiln Road holds 7,600 and has one of the few remaining covered standing terraces in the region, the Chimney End. Plans to replace the old West Stand have been approved by the council and are awaiting funding.

First-team manager: Dariusz Wenk, appointed in 2022. Women's team: Oakhurst Rangers Women, who play at Kiln Road on Sunday afternoons. Colours: royal blue with red trim. Main rivals: Lyncross Wanderers, six miles away.

The club has a strong record of signing young forwards from lower divisions and selling them on, and uses the loan system to give its younger players first-team experience.
"""),

("league-35", "Harrowmere League Rules 2023-24 (extract)", """
Section 7: Discipline

7.1 Every player registered with a member club is bound by these Rules and by the disciplinary regulations of the Harrowmere Football Association (HFA).

7.2 Cautions and dismissals received in league matches are recorded by the league secretary and notified to the club within two working days.

7.3 A player who receives five cautions in league matches before the last day of December shall be suspended automatically for the club's next league match. A player who receives ten cautions in league matches before the end of the season shall be suspended for the club's next two league matches.

7.4 A player dismissed for violent conduct or serious foul play shall be suspended for three league matches unless the Independent Disciplinary Panel orders otherwise. A player dismissed for receiving two cautions in the same match shall be suspended for one match.

7.5 A suspension applies to league matches only, unless the HFA directs that it shall also apply to cup competitions.

7.6 A club that fields a suspended player shall forfeit the match and may be fined.

Section 12: Grounds

12.1 Each club shall play its home matches at a ground approved by the league.

12.2 A club may share a ground with another member club only with the written approval of the league board, which shall not be given unless both clubs have agreed a fixture protocol.

12.3 No match shall be played at a ground that does not hold a current general safety certificate.

12.4 A club wishing to move ground shall apply before 31 March of the preceding season.

12.5 Floodlights shall provide an average illuminance of at least 500 lux on the playing surface.
"""),

("league-36", "Frequently asked questions: the Independent Disciplinary Panel", """
Published by the Harrowmere Football Association (HFA).

What is the IDP?
The Independent Disciplinary Panel hears charges of misconduct brought by the HFA against players, officials and clubs. Its members are drawn from a list of lawyers, former players and former referees appointed for three-year terms. None may be employed by a member club.

How many people sit on a panel?
Three, one of whom must be legally qualified and acts as chair.

Does a player have to attend?
No. A player may ask for a charge to be dealt with on the papers, in which case the panel decides on the written evidence alone. A player who denies a charge is usually asked to attend a personal hearing.

Can the panel look at video?
Yes. The panel may consider any broadcast or club footage and is not bound by the referee's view of an incident, although it gives that view considerable weight.

How do I appeal?
A player or club may appeal to the HFA Appeals Board. Notice of appeal must be lodged within seven days of receiving the panel's written reasons, together with a fee of 500 crowns, which is returned if the appeal succeeds. A suspension continues to run while an appeal is pending unless the Appeals Board orders otherwise.

What can the Appeals Board do?
It may confirm, reduce, increase or set aside a sanction. Its decision is final.

Are decisions published?
Yes. Written reasons are published on the HFA website, normally within a week of the hearing.

Whom do I contact with a question?
The Discipline Secretary at HFA headquarters in Quenby.
"""),

("league-37", "Harrowmere League 2022-23: final table", """
Final standings of the Harrowmere League (HL), season 2022-23. Twelve clubs, twenty-two matches each, three points for a win and one for a draw.

| Pos | Club | P | W | D | L | Pts |
|---|---|---|---|---|---|---|
| 1 | Greywell Forest | 22 | 14 | 5 | 3 | 47 |
| 2 | Brackwater Rovers | 22 | 12 | 7 | 3 | 43 |
| 3 | Oakhurst Rangers | 22 | 11 | 6 | 5 | 39 |
| 4 | Dunmore Albion | 22 | 10 | 7 | 5 | 37 |
| 5 | Fennick United | 22 | 9 | 7 | 6 | 34 |
| 6 | Ashcombe Town | 22 | 8 | 8 | 6 | 32 |
| 7 | Calloway City | 22 | 8 | 5 | 9 | 29 |
| 8 | Port Selwyn Athletic | 22 | 7 | 6 | 9 | 27 |
| 9 | Stennet Vale | 22 | 7 | 4 | 11 | 25 |
| 10 | Hallam Bridge | 22 | 6 | 5 | 11 | 23 |
| 11 | Thornfield Colliery | 22 | 5 | 2 | 15 | 17 |
| 12 | Lyncross Wanderers | 22 | 3 | 2 | 17 | 11 |

Notes: The club in 12th place was required to apply for re-election; the application was approved by the member clubs in June 2023. Positions are decided on points, then goal difference, then goals scored.
"""),

("league-38", "Season review 2023-24: Oakhurst end the long wait", """
Twenty-nine years after their last title, Oakhurst Rangers are champions of the Harrowmere League again. Dariusz Wenk's side clinched the 2023-24 title with a 2-0 win at Fennick United on the penultimate weekend and finished with 51 points, four clear of Greywell Forest, whose defence of the crown faltered with three defeats in March.

Oakhurst's success was built on a defence that conceded only nineteen goals in twenty-two matches and on the goals of Ciaran Ruane, who finished as the league's top scorer with seventeen. Wenk was named manager of the season by the league's coaches.

Elsewhere, Ashcombe Town enjoyed their best season for a decade, finishing fourth after an unbeaten run of eleven matches in the second half of the campaign. Brackwater Rovers slipped to sixth after a winter of injuries. Dunmore Albion won the Harrowmere Challenge Cup, beating Hallam Bridge 3-1 in the final to collect their first major trophy.

At the other end, Thornfield Colliery finished bottom and had to apply for re-election, which was granted by a large majority of member clubs.

Attendances rose for the third season running, by eight per cent overall, helped by Friday-night football and a scheme offering half-price tickets to students. The storm that closed part of the coast in January caused four postponements.

Discipline improved: red cards fell from 31 to 22, although two high-profile decisions were overturned on appeal, prompting calls from managers for clearer guidance on what counts as violent conduct.

The new season kicks off on 10 August.
"""),

("league-39", "Lyncross Wanderers", """
Founded in 1908 by employees of the Lyncross flax mill, Wanderers earned their name in their first twenty years, when they played at seven different grounds before settling at The Lindens in 1929. The ground takes its name from the row of lime trees along the river side, which the club is forbidden by an old covenant from cutting down.

Wanderers' greatest era came in the 1960s, when they won the league twice and reached four cup finals. In recent decades they have usually been found in the lower half of the table, and attendances fell below 2,000 in the seasons after the closure of the mill.

In 2021 the club was bought by Halberd Media Ltd, a company with interests in television, radio and local newspapers, from the estate of the late chairman Godfrey Lyle. Halberd's chief executive, Anneke Stromberg, said at the time that the company saw the club as 'a long-term community investment and a source of local content', a phrase some supporters found less than reassuring. Halberd has since paid for new floodlights and a supporters' bar, and has placed two of its executives on the club board.

Manager: Kasper Lindahl, appointed in October 2023. Colours: black and white stripes. Nicknames: the Wanderers, or the Limes.

The fiercest local rivalry is with Oakhurst Rangers. Fans of both clubs still argue about the 1964 cup semi-final, settled by a goal that Wanderers supporters insist never crossed the line.
"""),

("league-40", "Lantern Sport secures live Harrowmere League rights", """
Press release, 11 April 2022

Lantern Sport (LS), the sports channel of Halberd Media Ltd, has won the live television rights to the Harrowmere League for four seasons from 2022-23. The agreement was awarded by the Harrowmere Football Association after a competitive tender.

Under the deal LS will broadcast 38 live league matches per season, mostly in a new Friday-evening slot, together with a weekly highlights programme, Harrowmere Tonight, on Sunday evenings. Every goal from every match will also be available on the LS website within an hour of the final whistle.

LS coverage will be presented by Mina Orlova, who joins from radio. The lead commentator will be Gethin Pryce, and the co-commentator will be the former midfielder Ferris Quayle, who has worked as a pundit on Halberd's radio station since his retirement.

The HFA said that the rights fee, which has not been disclosed, represents a significant increase on the previous agreement with a national broadcaster. A share of the money will be distributed equally between the twelve member clubs, with the remainder allocated by league position and by the number of times a club is shown live.

Halberd Media chief executive Anneke Stromberg said: 'Regional football deserves regional television. We know these clubs, these towns and these supporters, and we will give them the coverage they deserve.'

LS is available free-to-air on channel 27 across Harrowmere and on the Halberd streaming app.
"""),

]
