# Documents arch-01 .. arch-15: programmes / cast lists, and the first news items and reviews.
# Source format: blocks separated by blank lines. Prose lines inside a block are joined
# with spaces; table rows ("|") and list items ("- ") keep their own lines.

DOCS = [
{
"id": "arch-01",
"title": "Programme: The Salt Ledger",
"text": r"""
The Hallowford Repertory Company ("HRC") presents The Salt Ledger by Lionel Fairweather. Main House, Corn Exchange Theatre, Hallowford, 2 March to 7 April 2018.

The Salt Ledger was first performed by this company in 1971, when it ran for five weeks before going out on tour. It has not been seen in Hallowford since 1989, and this is the first time the play has been staged in the restored building.

From the director. "I first read the play as a student and thought it was about money," writes Irene Vance. "It is not. It is about the debts that never reach the ledger: what a sister owes a brother, what a harbour town owes the sea. We have added a short prologue, written for this production by Conall Teague, which shows the quay on the night the ledger goes missing. Everything after it is Fairweather's."

| Role | Performer |
| --- | --- |
| Ada Rook | Priya Castellan |
| Matthew Rook, her brother | Declan Morrow |
| The Harbourmaster | Jacob Thorne |
| Nell Quayle | Ottilie Marsh |
| Silas Penhallow | Reuben Clay |
| A Customs Clerk | Anouk Behr |

| Creative team | Name |
| --- | --- |
| Director | Irene Vance |
| Set and costume designer | Piet Dravik |
| Composer | Ingrid Sollis |
| Lighting designer | Jonas Beck |
| Prologue and dramaturgy | Conall Teague |
| Stage manager | Ruth Calloway |

The performance lasts about two hours and forty minutes, including one interval of twenty minutes. It contains haze, loud sound effects and a single gunshot in the second act. The revival is supported by the Carrowmere Arts Council ("CAC"). Latecomers will be admitted at a suitable break in the action, which may not come until the interval.
"""
},
{
"id": "arch-02",
"title": "Programme: The Weir Keepers",
"text": r"""
The Weir Keepers, a new play by Conall Teague. The opening production of the restored Corn Exchange Theatre, Hallowford. First performance Friday 9 September 2016; the run continues until 15 October.

Produced by the Hallowford Repertory Company (HRC). This production is sponsored by the Greyling Shipping Line of Brenna Quay, the company's principal sponsor since 2005.

The play is set in the winter of 1953, when the River Hallow broke its banks and the keepers of the Tollgate weir had to decide whose fields would be flooded. Teague grew up two miles downstream of the real weir, and he says the play began with his grandmother's account of "the night the sluice was opened and nobody ever admitted who did it".

| Role | Performer |
| --- | --- |
| Amos Weir, the keeper | Hugo Brannagh |
| Dora Weir, his wife | Rosalind Keel |
| Lise, their lodger | Priya Castellan |
| Tom Garrow, a farmer | Declan Morrow |
| The Inspector | Jacob Thorne |

| Creative team | Name |
| --- | --- |
| Director | Irene Vance |
| Designer | Marguerite Lenoir |
| Lighting designer | Jonas Beck |
| Sound designer | Teo Marchetti |
| Voice coach | Hester Lyle |

A word from our sponsor. "For eleven seasons Greyling has been proud to stand behind the Rep, on tour and at home. We are delighted that our name goes up over the new bar as the doors open again."

Running time approximately two hours and ten minutes, with one interval. Please switch off mobile telephones. Hearing loops are fitted throughout the Main House, and large-print cast lists are available from the ushers.
"""
},
{
"id": "arch-03",
"title": "Cast List: Harbour Lights Out",
"text": r"""
Harbour Lights Out by Sunniva Rask. World premiere at the Saltmarket Playhouse, Brenna Quay, 14 February to 16 March 2019. A Saltmarket Playhouse production, supported by the Harbour Towns Cultural Fund ("HTCF").

Skelby Head, 1962. The keepers of the lighthouse have walked out, the fishing fleet is at sea, and one family must decide whether to light the lamp themselves. Rask's play grew out of two years on the Playhouse's writers' attachment, which she joined in 2017 with nothing but a title and a photograph of her great-aunt.

| Character | Actor |
| --- | --- |
| Sorrel Tarrant | Hana Whitlock |
| Ewan Tarrant, her brother | Mikael Orr |
| Grandmother Tarrant | Rosalind Keel |
| Conroy, the principal keeper | Jacob Thorne |
| The Night Pilot | Bastian Roe |

| Production team | Name |
| --- | --- |
| Director | Femi Adeyinka |
| Designer | Ines Caldera |
| Lighting designer | Jonas Beck |
| Sound and music | Lior Ashby |
| Assistant director | Clara Mott |
| Company stage manager | Pavel Ostrowski |

A note on the text. The script on sale in the foyer went to press before the final week of rehearsals, so some lines you hear tonight will not be in it, and one short scene has been cut altogether. The author would like to thank the crew of the Skelby lifeboat for their patience with her questions, and her grandmother for not minding.

Running time: one hour and fifty minutes, performed without an interval. The production contains flashing lights and the sound of a storm at sea.
"""
},
{
"id": "arch-04",
"title": "Programme Notes: Quay Symphony premiere",
"text": r"""
Carrowmere Philharmonic Orchestra ("CPO"). Merrin Hall, Brenna Quay. Saturday 14 October 2017, 7.30 pm. Conductor: Tobias Vance.

Programme:

- Oskar Brandt: Overture, The Ferry at Dawn
- Hallvard Sten: Piano Concerto No. 1 (soloist Yuki Aranda)
- Interval
- Ingrid Sollis: Symphony No. 2, "Quay" (world premiere, commissioned by the CPO)

About the new symphony. Sollis's second symphony is in four movements, each named after a place on the Brenna Quay waterfront: Tide Tables, The Customs House, Night Crane and Harbour Lights. The composer describes the work as "a walk along the quay at different hours", and she asks that the audience not applaud between movements, because the last note of each is picked up by the first of the next. The third movement contains an extended solo written for the orchestra's principal horn. The symphony lasts about thirty-eight minutes.

Orchestra principals for this concert:

| Position | Player |
| --- | --- |
| Leader | Margit Halloran |
| Principal second violin | Oskar Lind |
| Principal viola | Teodora Finch |
| Principal cello | Aurelio Banks |
| Principal double bass | Ilse Morrow |
| Principal horn | Nils Harrow |
| Principal timpani | Gideon Pike |

The CPO is grateful to its Friends and patrons for their support of new music. Tonight's concert is being recorded for later broadcast; please keep coughing to a minimum during the quiet passages of the symphony's second movement, and do not use flash photography at any time.
"""
},
{
"id": "arch-05",
"title": "Programme: A Winter Tithe",
"text": r"""
Hallowford Repertory Company (HRC). A Winter Tithe, a new play by Sunniva Rask. Main House, Corn Exchange Theatre, 7 October to 6 November 2021.

A Winter Tithe is the first production directed by Hugo Brannagh since he took over as the company's artistic director in April, and the first play the Rep has commissioned from Sunniva Rask. It is set in an inland parish where, every December, each household must give the church something it cannot afford to lose.

From the artistic director. "We wanted our first season after the long closure to begin with a new voice and an old question: what do we owe each other in a hard winter? Sunniva has written a play that is funny and cruel in about equal measure, and I have tried not to get in its way."

| Role | Performer |
| --- | --- |
| Reverend Allard | Declan Morrow |
| Maud Fenwick | Hana Whitlock |
| Joss Fenwick | Bastian Roe |
| Widow Carne | Rosalind Keel |
| The Beadle | Jacob Thorne |

| Creative team | Name |
| --- | --- |
| Director | Hugo Brannagh |
| Designer | Piet Dravik |
| Lighting designer | Jonas Beck |
| Music | Lior Ashby |
| Movement | Sade Okoro |

Please note that the production uses real candles, artificial snow and a small amount of strong language. Running time about two hours, with one interval. Audio-described performances take place on 21 October and 4 November, with a touch tour of the set an hour before each. Relaxed performance: Saturday 30 October, 2.30 pm.
"""
},
{
"id": "arch-06",
"title": "Programme: The Lamplighter's Daughter",
"text": r"""
Brenna Quay New Music Week 2015, closing night. The Lamplighter's Daughter, a chamber opera in one act by Matthias Korr, libretto by Ysolde Brack. World premiere, Saltmarket Playhouse, Brenna Quay, Saturday 13 June 2015.

Brenna Sinfonietta, conducted by Emil Radek. Stage director: Odile Serrat. Designer: Ines Caldera.

The story is set on the last night before electric light comes to the harbour. Jory Penn has lit the quay lamps for forty years; his daughter Mara must decide whether to tell him that the council's letter has arrived. Korr has been working on the piece, on and off, since 2009. "It kept turning into a symphony," he says, "and I kept turning it back."

Emil Radek, who was principal conductor of the Carrowmere Philharmonic Orchestra for more than two decades, comes out of semi-retirement for the occasion. He and Korr have worked together since the 1970s, and tonight is the first time Radek has conducted in a theatre pit for many years.

| Role | Voice | Singer |
| --- | --- | --- |
| Mara Penn | soprano | Liesl Amundsen |
| Jory Penn, the lamplighter | baritone | Tomas Achterberg |
| Clerk of the Council | tenor | Benedek Szalai |
| The Harbour Voices | chorus | members of the Conservatoire Chamber Choir |

The opera lasts about seventy minutes without an interval. Surtitles are provided. The performance is followed by a short conversation on stage between composer and conductor, chaired by the critic Dorcas Pym.
"""
},
{
"id": "arch-07",
"title": "Programme: The Players Return",
"text": r"""
The Saltmarket Players present The Players Return, a gala evening. Skelby Town Theatre, Saturday 18 September 2021, 7 pm.

After eighteen months in which our rehearsal room was used as a food store, and our last show was cancelled two days before it opened, we are delighted to be back on a proper stage. Tonight's gala brings together scenes from productions we have loved, songs from our pantomimes, and one or two surprises. Every performer tonight is a volunteer, as they always have been.

| Item | Performers |
| --- | --- |
| Opening chorus: "Fish Quay Morning" | Full company |
| Scene from The Cockle Wives | Mary Dunne, Ellen Crisp |
| Monologue from Low Water | Jim Harker |
| Pantomime medley | Youth section |
| Scene from The Bride of Brae | Ruth and Colin Maddox |
| Closing song: "Home to Skelby" | Full company and audience |

Thanks. The Players are grateful to the staff of the Skelby Town Theatre, who have waived the hire fee for tonight, and to the Skelby Fishermen's Co-operative for the loan of nets and lanterns. The raffle is in aid of the Skelby lifeboat.

A note for visitors. We are often asked whether we are connected with the Saltmarket Playhouse in Brenna Quay. We are not: our name comes from the street in Skelby where the company first rehearsed, above a chandler's shop. You are very welcome at both.

Membership. New members, on stage or off, are always welcome. Rehearsals are on Tuesday and Thursday evenings in the Chapel Street rooms.
"""
},
{
"id": "arch-08",
"title": "Programme: The Tempest on the Water",
"text": r"""
Hallowford Festival 2019. The Tempest on the Water, a promenade staging of Shakespeare's play in and around the Millrace Basin, Hallowford. 3 to 10 August 2019, nightly at 8.30 pm. Produced by the Hallowford Repertory Company for the festival.

Audiences follow the action along the towpath and across the footbridge. The shipwreck takes place on a moored barge, and Prospero's island is the old mill island itself. Bring warm clothing and sensible shoes; performances go ahead in light rain.

Director's note. "I have acted beside this basin at three festivals and always wanted to see what would happen if we let the water do some of the work," writes Ottilie Marsh, who makes her debut as a director with this production. "Our Prospero is a woman who has been waiting on this island for a very long time, and our Ariel can actually swim."

| Role | Performer |
| --- | --- |
| Prospero | Rosalind Keel |
| Miranda | Hana Whitlock |
| Ariel | Bastian Roe |
| Caliban | Jacob Thorne |
| Ferdinand | Mikael Orr |
| Gonzalo | Reuben Clay |

| Creative team | Name |
| --- | --- |
| Director | Ottilie Marsh |
| Designer | Ines Caldera |
| Lighting | Jonas Beck |
| Boat master | Gus Pennick |

Safety. The boats are crewed by licensed members of the Hallowford Rowing Club, and every performer on the water wears a life jacket. The towpath is uneven in places; a step-free route between the scenes is signed in yellow.
"""
},
{
"id": "arch-09",
"title": "Review: The Salt Ledger at the Corn Exchange",
"text": r"""
Hallowford Evening Post, 5 March 2018. By Dorcas Pym. Four stars.

Lionel Fairweather's harbour drama has waited almost thirty years for a return to the stage that made it. Irene Vance's revival at the Corn Exchange proves the wait was worth it, though not always for the reasons you might expect.

The play turns on a missing account book and on the family that would rather lose the business than admit what is written in it. Priya Castellan, as Ada Rook, is magnificent: brisk and funny in the first act, then slowly hollowed out, so that her final scene is played almost in a whisper and still reaches the back of the gallery. Declan Morrow, as her brother, is a fine foil, all bluster and bad luck.

My reservation concerns the opening. Vance has commissioned a new prologue, a short and nearly wordless scene on the quay, which is well made but tells us in advance what Fairweather took two acts to let us discover. Purists will grumble, and they may have more than aesthetic grounds: the playwright's estate is said to be far from happy.

Jonas Beck's lighting, which turns the harbour from grey to copper as the tide goes out, and Ingrid Sollis's spare score of low strings and a single tolling bell do a great deal of quiet work. The set is handsome, though its revolve is noisy.

Vance, now in her tenth year in charge of the Rep, has seldom directed with such confidence. Until 7 April.
"""
},
{
"id": "arch-10",
"title": "Fairweather Estate Sues Hallowford Rep Over Salt Ledger Prologue",
"text": r"""
Hallowford Evening Post, 16 May 2018.

The estate of the playwright Lionel Fairweather has begun proceedings in the Hallowford Commercial Court against the Hallowford Repertory Company ("HRC") over the company's spring revival of The Salt Ledger.

The claim, filed on 14 May by the playwright's daughter and literary executor, Clemency Fairweather, alleges that HRC breached the terms of its performance licence by adding a new prologue without the estate's written consent. The prologue, which runs for about seven minutes, was written for the revival by the dramaturg Conall Teague.

The licence was issued in 2017 by Pennick & Rowe, the literary agency that has represented Fairweather's work since the 1960s. According to papers seen by the Post, it permitted "cuts and minor textual alterations" but not "additional scenes or material by other hands".

"My father was precise about his words," Ms Fairweather said. "He would not have minded a cut. He minded very much when people wrote him new lines." The estate is seeking damages of Hd 120,000 and an undertaking that the prologue will not be performed again.

HRC, which first staged the play in 1971, said it was "surprised and saddened" by the action and that the prologue had been "discussed in good faith" with the agency before rehearsals began. The company is understood to be planning to take the production on tour next year, with public funding already sought.

Mr Teague declined to comment when approached by the Post.
"""
},
{
"id": "arch-11",
"title": "Rep Settles Salt Ledger Dispute",
"text": r"""
Hallowford Evening Post, 22 March 2019.

The Hallowford Repertory Company has settled the copyright claim brought against it by the estate of Lionel Fairweather, ten months after the dispute over its revival of The Salt Ledger reached the courts.

Under the settlement, announced yesterday, the company will pay the estate Hd 45,000 and will not perform the contested prologue again. The autumn tour of the production on the Coastal Circuit will therefore open with Fairweather's original first scene. Neither side admitted fault, and the company's own legal costs, thought to be considerable, were not disclosed.

Clemency Fairweather, the playwright's daughter, said she was "glad the play can go out on the road as he wrote it". She added that she had no quarrel with the actors, "who were wonderful".

Irene Vance, the company's artistic director, said the Rep had "learned a lesson about paperwork" and was looking forward to "taking Lionel's play to audiences who have never seen it". She confirmed that most of the cast of the 2018 run would return for the tour.

According to a spokesperson, the board of the Corn Exchange Theatre Trust agreed in principle to settle in December, but the terms were not finalised until this month. The estate's agents, Pennick & Rowe, said they would be reviewing the wording of their standard licences.

Legal observers said it was the first case of its kind to reach a Carrowmere court in more than twenty years.
"""
},
{
"id": "arch-12",
"title": "Greyling Shipping Sold as Harrow Family Ends 127-Year Ownership",
"text": r"""
Brenna Quay Courier, 19 May 2016.

The Greyling Shipping Line, one of Brenna Quay's oldest employers, has been sold to Talmont Holdings, the logistics group, ending the Harrow family's ownership of the business after 127 years.

Greyling was founded in 1889 by Edmund Harrow, who began with two second-hand steamers and a rented shed on the quay. Today it operates fourteen vessels and employs about 900 people. The price was not disclosed, although analysts put it at about Hd 300 million.

A sale had been expected since the death in February 2015 of Cornelius Harrow, who chaired the company for more than forty years. Family members said that none of the next generation wished to run the business, and that they had preferred a buyer "who knows this coast".

Talmont's chief executive, Ruth Almeida, said that Greyling would keep its name, its house flag and its offices on the quay "for the foreseeable future". She was less definite about the company's arts sponsorships, which include the Hallowford Repertory Company. "Everything will be reviewed," she said. "We are a business, not a foundation."

Union representatives welcomed assurances on jobs but questioned reported plans to move Greyling's repair yard away from the city. The harbour board said it would meet the new owners next month.

Shares in Talmont rose four per cent on the news.
"""
},
{
"id": "arch-13",
"title": "Westrand Pavilion to Become Talmont Pavilion",
"text": r"""
Westrand Gazette, 11 April 2018.

The Westrand Pavilion, the seafront theatre that has been a stop on the Coastal Circuit since the circuit began, is to be renamed the Talmont Pavilion under a ten-year naming agreement with the Skelby-based Talmont Holdings.

The deal, reported to be worth Hd 1.1 million, was approved by Westrand Town Council on Tuesday evening. The building, which opened in 1934 as a concert pavilion and was converted for drama in the 1960s, will remain in council ownership. New signage is expected to go up by the summer.

Viktor Talmont, who founded the group in 1994 and remains its chairman, grew up in Westrand and says he saw his first play at the Pavilion "from the cheapest seat, behind a pillar". "This is a thank-you, not an advertisement," he told the council.

Not everyone is convinced. A petition against the change has gathered 1,400 signatures in a fortnight. "The Pavilion has been the Pavilion for eighty-four years," said Councillor Brynn Aske. "Names are not for sale, or they should not be."

The council says the money will pay for a new roof and for improvements to the dressing rooms, which performers on the circuit have long described as the worst in the country. Touring companies were told that the autumn programme would go ahead as planned, with the building's new name on the tickets.
"""
},
{
"id": "arch-14",
"title": "Review: Quay Symphony at Merrin Hall",
"text": r"""
Brenna Quay Courier, 16 October 2017. By Henrik Moss.

Ingrid Sollis's Second Symphony arrived at Merrin Hall on Saturday with the kind of advance notice usually reserved for visiting soloists, and the Carrowmere Philharmonic Orchestra (CPO) under Tobias Vance gave it the performance it deserved.

The work is subtitled "Quay", and each of its four movements takes its name from a corner of the Brenna Quay waterfront. That sounds like a postcard, but the music is nothing of the kind. The opening "Tide Tables" is built from a single rising figure in the cellos that never quite arrives; "The Customs House" is a stiff, comic march that gradually loses its nerve. The third movement, "Night Crane", is the heart of the piece, a long horn solo over muted strings, played on Saturday with astonishing breath control.

Vance kept the long paragraphs moving without hurrying them, and he resisted the temptation to make the final "Harbour Lights" louder than it needs to be. The last chord was held so long that for a moment nobody dared to clap; then the hall rose.

Sollis, who grew up in Skelby and has lived in Brenna Quay for most of her working life, came to the platform looking faintly alarmed. She need not have been. This is the most assured new symphony by a Carrowmere composer in a decade, and it should be recorded soon.

The first half, an overture and a piano concerto, was pleasant and forgettable.
"""
},
{
"id": "arch-15",
"title": "Brewery Deal Puts Festival Sponsorship in Doubt",
"text": r"""
Hallowford Evening Post, 27 June 2018.

Brackwater Brewery, which has brewed beer beside the River Hallow since 1851, has agreed to be taken over by the Oster & Finch Group, the drinks and hospitality company, in a deal thought to be worth about Hd 85 million.

The sale raises questions about Brackwater's title sponsorship of the Hallowford Festival, which it has supported since 2010 and whose name it shares on every poster. The current agreement runs until the end of the 2019 festival and is not guaranteed to be renewed.

A festival spokesperson said: "We have had a wonderful relationship with the brewery, and we hope to build one with its new owners. The 2019 festival is fully funded, and planning is well under way."

Brackwater's managing director, Ewan Poole, said the brewery would stay on its Hallowford site and keep its recipes, its staff and its dray horses. "The festival is part of who we are," he said. He acknowledged, however, that future sponsorship decisions would be taken "at group level".

Oster & Finch already owns two other breweries, a cider mill and a chain of about forty hotels. It has in the past sponsored sport rather than the arts, although its chief executive is known to be a regular concert-goer.

The takeover still needs the approval of the competition authority, which is expected in the autumn.
"""
},
]
