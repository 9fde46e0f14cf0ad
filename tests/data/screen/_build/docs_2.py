# Documents sc-16 .. sc-30 (fictional world; all names invented)

DOCS = []


def D(id, style, title, text):
    DOCS.append({"id": id, "style": style, "title": title, "text": text.strip("\n")})


D("sc-16", "board minutes", "Halcyon Reach Media - minutes of the board, 14 March 2022", """
HALCYON REACH MEDIA LTD
Minutes of a meeting of the Board of Directors held at Chandlers' Yard, Port Averin, on 14 March 2022 at 10:00

Present: Edda Morcombe (Chief Financial Officer; in the chair), Maren Holloway (Chief Executive Officer), Harold Penwright (independent non-executive director), Solveig Marr (non-executive director)
In attendance: Lorcan Reeve (Financial Controller), Ingrid Soames (Company Secretary)

1. In memoriam
The Board stood in silence in memory of the late Chairman, Tobias Quillon, who died on 9 February. The CEO paid tribute to his forty-eight years in the industry and to his part in the formation of the company. It was agreed that Stage 1 at Saltmarsh be renamed in his honour, subject to the family's consent.

2. Appointment of Chair
The Board considered the recommendation of the nominations committee. IT WAS RESOLVED that Edda Morcombe be appointed Chair of the Board with immediate effect and that she step down as Chief Financial Officer on 31 March 2022. Lorcan Reeve will act as interim Chief Financial Officer pending a search.

3. Cinder Row Nights
The CEO reported that principal photography of Series 1 will begin on 19 April. The commissioning streamer has indicated informally that it would welcome proposals for a second series. IT WAS RESOLVED to approve development expenditure of up to 750,000 crowns for Series 2 scripts.

4. Saltmarsh Stages
The Board reviewed the surveyor's report on Stage 4. IT WAS RESOLVED to approve refurbishment at a budget of 3,200,000 crowns, works to complete in 2023.

5. Any other business
None. The meeting closed at 11:40.

Signed as a correct record: E. Morcombe, Chair
""")

D("sc-17", "interview transcript", "\"A name is a credit you carry around\": Imogen Strand in conversation", """
From Scriptline, spring 2023. Interview by Sunniva Katz.

Q: Your new series for Red Anvil, Keel and Compass, goes into production this summer. Where did it start?
A: With my grandfather's boat, honestly. He kept a notebook of every crossing he made between Marrowby and the islands, and after he died I read it cover to cover in one night. The show isn't about him, but it's about people who write down everything because they can't say anything.

Q: Some readers will know your earlier work under a different name.
A: Yes. My first feature credit, and a short film before that, went out as Imogen Castellane. Castellane is my father's name. I married in 2019 and everything since has been Strand. People assume it was a branding decision. It was a wedding.

Q: Was it confusing professionally?
A: For about a year my agent had to send two lists of credits with every submission, and I had a producer ask me, quite seriously, whether Imogen Castellane and I had ever met. I said we were very close.

Q: You went through a credits arbitration in 2021. Would you talk about that?
A: Only to say that the guild process works, that it is lonely, and that I was lucky to have a co-writer who behaved impeccably. The rest belongs to the arbiters.

Q: Adaptation or original: which do you prefer?
A: Adaptation is like renovating a house somebody else still lives in. Original is building on an empty plot in the rain. Right now I want the rain.

Q: Where do you write?
A: At a kitchen table in Marrowby, which is where I grew up. I tried an office in Port Averin for a year and wrote nothing but emails.
""")

D("sc-18", "film review", "Review: Ferryman's Daughter", """
FERRYMAN'S DAUGHTER
Directed by Nils Okafor. Starring Celia Ferrant, Rowan Ibsley, Tobiah Crane. 109 minutes.
Reviewed by Harriet Vosper

Remakes of cherished films live under a particular curse: they are measured not against the original but against our memory of it, which is always kinder. Aurelio Banks's 1979 version is remembered as a great harbour melodrama; watched again, it is a good one with one great performance at its centre. Nils Okafor, wisely, does not try to compete with that performance. He moves the story from the 1950s car ferry to a present-day freight crossing and makes the daughter, Maud, the film's true centre.

Celia Ferrant is very fine as Maud, a marine engineer who has returned to run her father's failing ferry. She plays exhaustion better than almost anyone working, and her scenes with Rowan Ibsley, as the father slipping into debt and drink, have an unforced bitterness. Tobiah Crane, as the harbour official with designs on the business, is less lucky; the script gives him nothing to do but loom.

The film's best asset is its design. The ferry, a rusting, leaking, beautifully lit set built on stage, feels like a place people have lived and worked for decades. The least successful element is the score, which underlines every emotion twice.

Okafor's ending, which I will not reveal, departs sharply from Banks's, and audiences who know the original will argue about it. That is not the worst thing a remake can achieve.

Three stars.
Ferryman's Daughter opens in cinemas on Friday.
""")

D("sc-19", "glossary", "Crew glossary (Saltmarsh Stages induction pack)", """
CREW GLOSSARY
Issued with the Saltmarsh Stages induction pack. Terms are listed alphabetically; ask your head of department if in doubt.

Back to one: return to first positions for another take.
Banana: a curved move by an actor or the camera, to keep the frame clean.
Call sheet: the next day's schedule, issued by the second assistant director each evening.
Day out of days (DOOD): a chart showing which days each performer works.
DPR: daily production report, completed by the production office after wrap.
Gull shot: Duskport slang for the second-to-last set-up of the day, so called because the gulls arrive just before the crew packs up.
Harbour call: a call time fixed by the tide table rather than the clock, common on Duskport waterfront locations; crews on a harbour call may start at any hour and are paid under the night-work rules if the call falls before 05:00.
Holdback: a period during which a licensor agrees not to exploit a film in a given medium.
Martini: the last set-up of the day.
MG: minimum guarantee, an advance against a distributor's or sales agent's share of receipts.
Pink pages: the first set of revised script pages; later revisions follow a fixed colour order.
Process: shooting a moving vehicle on stage, with the background supplied by a screen or LED wall.
Recce: a scouting visit to a location.
Stage hold: a booked stage that is not being shot on but cannot be released.
Turnaround: the minimum rest period between wrap and the next call.
Wild wall: a set wall that can be removed to make room for the camera.
""")

D("sc-20", "FAQ", "NSDF - frequently asked questions", """
FREQUENTLY ASKED QUESTIONS

What is the NSDF?
The Northern Screen Development Fund (NSDF) is a public body established in 2004 to support the development and production of feature films and high-end television by companies based in the Northern Reach. Our offices are in Veltham.

Who runs the NSDF?
The NSDF is governed by a board of nine members. The current chair is Rosamund Achterberg, appointed in 2020. Day-to-day decisions are taken by an executive team led by chief executive Tavish Orme.

What do you fund?
Development loans of up to 75,000 crowns per project; production loans of up to 1,750,000 crowns for features and up to 2,000,000 crowns for drama series; and a small number of slate awards for companies.

Are loans repayable?
Yes. Production loans are recouped from the producer's share of receipts, in second position after the completion guarantor.

Can I apply to the NSDF and claim the tax credit?
Yes. NSDF support is separate from the tax credit administered by OSPI, and receiving one does not reduce the other.

How long does a decision take?
Development applications: about eight weeks. Production applications: about twelve weeks, longer in the spring round.

Which productions have you supported recently?
Recent production awards include The Glass Orchard: Winterfall (Halcyon Reach Media), Weathervane (Saltgrass Films), Bracken & Bone (Moorhen Pictures) and Mother of Pearl Street (Kittiwake Productions).

How do I apply?
Through the online portal. The spring round closes on 31 March.
""")

D("sc-21", "email thread", "RE: CRN S2 - guest role 'Admiral Penhale'", """
From: Mina Orsolya <mina@orsolyacasting.example>
To: Gideon Hale; Nadira Sol
Cc: Samir Oduya
Date: 3 November 2022, 09:12
Subject: CRN S2 - guest role 'Admiral Penhale'

Gideon, Nadira,
Oswin Tallis's agent has come back to us. He has read the Penhale scenes in 203 and 205, likes them very much, and is available from late February. He would want the block shot consecutively, and no night work after midnight. Fee expectations are at the top of our guest band but inside it. Can I have a yes or no by Friday?
Mina

From: Gideon Hale
Date: 3 November 2022, 10:40
Yes, a thousand times. I wrote the part with that voice in my head. If we need to move 205's harbour scene to days I'll rewrite it tonight.
G

From: Nadira Sol
Date: 3 November 2022, 14:05
Happy to approve from our side, subject to the fee staying inside the band and business affairs seeing the deal before it goes out. Good get.
N
Nadira Sol | VP, Originals | Lumora

From: Pilar Mendaro <pmendaro@underhillpike.example>
To: Mina Orsolya
Date: 4 November 2022, 11:30
Subject: RE: CRN S2 - guest role 'Admiral Penhale'

Mina,
Oswin is in. Two conditions: a driver from Port Averin each day, because he no longer drives at night, and his own dresser, whom we will pay. Paperwork to me, please.
Pilar
Pilar Mendaro | Underhill & Pike | Port Averin
""")

D("sc-22", "annual report extract", "Corvane Entertainment - Annual Report 2019 (extract)", """
CORVANE ENTERTAINMENT PLC | ANNUAL REPORT AND ACCOUNTS 2019 | EXTRACT

Chief Executive's review
Augustin Rell, Chief Executive

2019 was the year Corvane Entertainment became a direct-to-consumer company. Lumora, our streaming service, launched on 12 March 2019 and ended the year with 2.4 million paying subscribers across the Northern Reach and two neighbouring territories, ahead of the plan we set out at launch.

Our studio business had another strong year. Marrowby Studios, with nine sound stages and a backlot, ran at an average occupancy of 88%, and the new workshop block was completed on budget. Corvane Pictures, our distribution arm, released eleven films theatrically, led by Riptide Protocol.

Outlook
Lumora's growth depends on a reliable supply of original series and films. During 2020 we intend to commission more drama from independent producers in the region and to add a feature production label to the group, whether by building one or buying one.

Key figures
| Measure | 2019 | 2018 |
|---|---|---|
| Group revenue (cr m) | 1,120 | 1,034 |
| Operating profit (cr m) | 96 | 121 |
| Lumora paying subscribers | 2.4 million | n/a |
| Marrowby Studios occupancy | 88% | 84% |
| Theatrical releases | 11 | 13 |

The decline in operating profit reflects launch costs for Lumora of 58 million crowns.
""")

D("sc-23", "rights-availability sheet", "Palisade International Sales - rights availability, March 2022", """
PALISADE INTERNATIONAL SALES | RIGHTS AVAILABILITY | MARCH 2022
Confidential. Availabilities change daily; confirm with your sales contact before making an offer.

THE SALT LEDGER (2016, 118 min, drama)
Territory: Eastmark; Term: 10 years; Rights: all rights; Status: available
Territory: Southern Isles; Term: 7 years; Rights: SVOD only; Status: under offer
Territory: Vesland; Rights: all rights; Status: sold

LITTLE COMET (2016, 84 min, documentary)
Territory: worldwide excluding the Northern Reach; Term: 7 years; Rights: all media; Status: available
Note: educational rights handled separately by the producer, Pellucid Pictures.

WEATHERVANE (2016, 101 min, drama)
Territory: Eastmark; Term: 8 years; Rights: TV and SVOD; Status: available
Territory: Southern Isles; Status: sold

THE GLASS ORCHARD: WINTERFALL (2021, 126 min, drama)
Territory: Eastmark; Term: 12 years; Rights: theatrical, TV, SVOD; Status: sold
Territory: Vesland; Term: 10 years; Rights: all rights; Status: under offer
Territory: rest of world; Term: 10 years; Rights: all rights; Status: available

NINE SMALL ROOMS (2016, 93 min, drama)
Territory: worldwide; Term: 5 years; Rights: SVOD only; Status: available
""")

D("sc-24", "obituary", "Tobias Quillon, 1941-2022", """
TOBIAS QUILLON
Producer who put Duskport on the screen
Born 14 November 1941; died 9 February 2022

Tobias Quillon, who has died aged 80, was known along the Duskport waterfront simply as Old Toby, a name he first acquired at the age of 32, when he became the oldest person anyone could remember starting a film company in the town.

He was the son of a ship chandler and left school at 15 to work as a projectionist at the Regent cinema, where he later claimed to have watched every film that played there between 1957 and 1963 "at least eleven times, some of them upside down". After a decade selling rope, paint and tinned food from his father's shop, he sold the chandlery in 1974 and used the money to found Quillon Films.

His best-known production, The Ferryman's Daughter (1979), directed by Aurelio Banks, was a harbour melodrama made on a budget that would not have covered a week's catering on a modern film. It ran for fourteen weeks at the Regent and was remade forty years later. Quillon produced more than thirty features, most of them modest, several of them loved.

In 2018 he merged his company with a younger Port Averin producer and accepted the title of chairman, observing that "a chair is somewhere to sit down, and I have earned one". He continued to come into the office three mornings a week until the autumn of 2021.

His wife, Bridget, died in 2009. He is survived by his daughter, Nell, and two grandsons.
""")

D("sc-25", "podcast transcript", "The Cutting Room, episode 88: Priya Vantongeren", """
THE CUTTING ROOM | EPISODE 88 | TRANSCRIPT (edited for length)
Host: Ned Callory. Guest: Priya Vantongeren, editor.

NED: Priya, welcome. You've just finished cutting four episodes of Cinder Row Nights. How is cutting television different from cutting a feature?
PRIYA: Speed, mostly. On a feature you can live with a scene for a month. On a series the next block is already shooting, so you're making decisions while the showrunner is still writing the scenes you'll need to fix them.

NED: Which episodes were yours?
PRIYA: 101, 102, 105 and 106. Adaeze directed the first two, so that block felt like home.

NED: You two go back a long way.
PRIYA: We met at the Port Averin National Film School in 2005. We were the only two people who regularly slept in the edit suites, so we got to know each other's snoring before we knew each other's work.

NED: But you didn't cut her first feature.
PRIYA: No. She made that with another editor, which I have forgiven her for, mostly. Our first feature together came the year after, in 2016, and we've worked together on almost everything since.

NED: What's the hardest thing to cut?
PRIYA: Silence. Anyone can cut an argument. Cutting two people not talking, and keeping an audience with them, is the job.

NED: And the harbour sequence in 106?
PRIYA: We had four cameras and a night of rain. The first assembly ran eleven minutes. It's now three minutes forty, and every frame I lost still hurts.
""")

D("sc-26", "style memo", "Lumora editorial style memo: Cinder Row Nights title usage", """
LUMORA | EDITORIAL STANDARDS MEMO
To: Editorial, Marketing, Social, Subtitling and Localisation vendors
From: Editorial Standards
Date: 26 September 2022
Re: Title usage for CINDER ROW NIGHTS

1. The series title is Cinder Row Nights. Use it in full, in italics in running copy and in title case in the interface.
2. Never shorten the title to "Cinder Row". Cinder Row is a separate 2015 feature film with a different production history. The series is not a sequel, prequel or remake of that film, and the film is not available on Lumora in any territory. Confusing the two has already generated complaints from viewers who searched for the film and found the series, and vice versa.
3. Episodes are numbered 101-108. Refer to them as "Episode 1" (not "Ep 101") in customer-facing copy.
4. The lead character is Det. Rhona Veil. Not "Rhonda". Not "Detective Veil" on first reference.
5. The abbreviation CRN is for internal use only and must not appear in customer-facing copy or metadata.
6. Use "Season 1" in the interface. "Series 1" is acceptable in press materials for the Northern Reach.
7. Episode titles are in quotation marks, not italics.

Questions to editorial.standards@lumora.example.
""")

D("sc-27", "wiki talk page", "Talk:Jonas Ferrant", """
Talk:Jonas Ferrant

== Relationship to Celia Ferrant? ==
The article used to say that Jonas is "the elder brother of actress Celia Ferrant". I can't find a source for that anywhere. Does anyone have one? -- FernByTheWeir 14:02, 3 May 2020

: Both of them worked on The Glass Orchard (he shot it, she played the lead), which is probably where the idea comes from. People see the same surname twice in a credit list and assume. -- Quayside_Ed 15:40, 3 May 2020

:: Celia Ferrant said in a 2019 radio interview that she has "no relation in the camera department, alas". Jonas was born in Kessling and came to the Northern Reach as a student; different families entirely. -- Marrowbird 09:12, 4 May 2020

::: Removed the claim and added a "not to be confused with" hatnote to both articles. -- FernByTheWeir 10:05, 4 May 2020

:::: Agreed. Also removed the same claim from the infobox "relatives" field, which had been copied from the lead. -- Quayside_Ed 10:31, 4 May 2020

== Infobox image ==
The current image is from a 2013 festival and is very blurry. There is a better one on the festival's press site but the licence is unclear. Leaving as is for now. -- Marrowbird 11:47, 12 August 2021

== Spelling: Ferrant or Ferrand? ==
Some older sources spell it "Ferrand". The credits of all his features use "Ferrant", so the article title should stay. -- Quayside_Ed 18:20, 2 February 2022
""")

D("sc-28", "meeting notes", "Red Anvil Television - development meeting notes, 8 September 2020", """
RED ANVIL TELEVISION | DEVELOPMENT MEETING | 8 SEPTEMBER 2020
Present: Constance Fairweather (MD), Bertrand Ollivane, Oona Blythe, Gideon Hale, Kit Marwood (development), Sacha Lenz (business affairs)

The Lantern Keepers S3
- NRB has confirmed the commission: 6 x 60', delivery August 2021.
- New commissioning contact at NRB is Piers Ambrose; first notes call on 22 Sept.
- Bertrand wants S3 to end with the automation of the light; Oona to draft a season arc by 2 Oct.
- Budget per episode flat on S2; Sacha flagged that NRB will not cover the overage on the storm sequences again.

Staffing
- Gideon Hale is leaving at the end of the S3 writing block (end of November). He is going to Halcyon Reach Media to run an original streaming drama of his own; title under NDA. CF thanked him for five years.
- Oona to step up as head writer for S3; contract to be revised.
- Open writer slot for S3: Kit to circulate three names by Friday.

Development slate
- Keel and Compass (Imogen Strand): first draft of episode 1 in; notes meeting to be booked. Strong interest internally.
- The Drowned Parish: on hold pending rights.
- Untitled lifeboat drama: Kit to meet the Duskport crew in October.

AOB
- Office move to the Tarnholt Ropeworks pushed to January.
""")

D("sc-29", "trade-press news item", "Corvane buys Tidemark Films", """
THE REACH REPORTER | 22 June 2020

CORVANE BUYS TIDEMARK FILMS
Studio gets its feature label; Kettleby to run new film division
By Oskar Fenn

Corvane Entertainment has acquired Tidemark Films, the Veltham-based producer behind The Salt Ledger, which won the Golden Heron at Lissandre in 2016, in a deal that gives the studio the feature production label it had openly said it was shopping for.

Terms were not disclosed, though two people familiar with the deal put its value at about 46 million crowns including debt.

Tidemark founder Rufus Kettleby becomes president of Corvane Films, a new division that will develop and produce six to eight features a year. The Tidemark name will be kept as a label for smaller, director-led titles.

"We were a small boat that kept getting invited to sail with bigger ones," Kettleby said. "Now we have a harbour."

A Corvane spokesperson said the group would honour Tidemark's existing co-production agreements and that no redundancies were planned at the Veltham office, which employs 23 people.

Tidemark has three features in development, including an adaptation of the stage play Glasswing.
""")

D("sc-30", "encyclopedia article", "The Ferryman's Daughter (1979 film)", """
The Ferryman's Daughter is a 1979 drama film directed by Aurelio Banks and produced by Tobias Quillon for Quillon Films. It stars Oswin Tallis as Edric Vane, the widowed master of a Duskport car ferry, and Liesl Warrender as his daughter Maud, who must choose between her father's failing boat and a marriage that would save it.

== Production ==
Banks wrote the screenplay from an original story by the Duskport journalist Hal Penrose. The film was shot over 31 days in the autumn of 1978 on the Duskport waterfront and aboard a decommissioned ferry moored at the fish market; interiors were filmed in a disused net loft. It was Tallis's first leading role in a feature.

== Release and reception ==
The film opened in March 1979 and ran for fourteen weeks at the Regent cinema in Duskport. Critics praised Tallis's performance, in particular the long final scene in the wheelhouse, and the film is often described as the best example of the harbour melodramas made in the region in the 1970s.

== Legacy ==
A remake titled Ferryman's Daughter, without the definite article, was released in 2019. Tallis has said that he has never watched the original since its premiere.

== Cast ==
* Oswin Tallis as Edric Vane
* Liesl Warrender as Maud Vane
* Cosmo Redfern as Alder Quayle
* Peg Hollin as Mrs Tanner
""")
