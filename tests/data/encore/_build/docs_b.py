# -*- coding: utf-8 -*-
"""Documents en-31 to en-60 of the Encore corpus (invented world of Quellmark).

Every person, place, organisation, work and event below is invented.
"""

DOCS_B = [
    {
        "id": "en-31",
        "genre": "band setlist",
        "title": "Tin Meridian setlist, Lissefjord late stage, 29 July 2023",
        "text": """TIN MERIDIAN — LSF LATE STAGE — BOATHOUSE BAR, LISSEFJORD — SAT 29 JULY 2023
Stage time 23:15 · curfew 00:45 · NO PYRO (wooden building!!)

1. Undertow
2. Gulls at Four
3. Salt in the Lock
4. Ferryman (new)
5. Lighthouse Keeper's Son — Ada solo, acoustic
6. Small Hours
7. Copper Wire (new) — Fenna's first bass solo, keep it tight
8. The Long Walk Back
9. Neap Tide
10. Northbound
— [Heron Flight: NOT PLAYED at festival shows until the co-write credit is on the new pressing — per label] —
11. Cold Radio
12. Kelp
13. Harbour Sunday

ENCORE
14. Paper Lighthouse (full band, audience sings the last chorus)

Notes
• Capo 2 on "Neap Tide" (Jory).
• Mette: click off for "Small Hours", back on for "Copper Wire".
• Keys swap to the electric piano for 8–10, back to organ for 11.
• If curfew is tight, drop "Kelp" — NOT "Harbour Sunday".
• Bar staff want the stage clear by 01:15. Load out through the side door onto the jetty, not through the bar.
• Merch: tote bags sold out in Dunmarrow, only shirts and vinyl tonight.
• Thank the festival, the bar staff and Nils. Mention that Sami's in the crowd — only if he says it's OK!!
• Ada: go easy on the high ending of "Northbound", two more shows this week.""",
    },
    {
        "id": "en-32",
        "genre": "sheet music catalogue entry",
        "title": "EB sales catalogue: Rask, Violin Concerto No. 2, violin and piano",
        "text": """EB SALES CATALOGUE · STRINGS · Page 118

RASK, Edvin (b. 1948)
Violin Concerto No. 2 "The Salt Road" (1988–89)
Edition for violin and piano

Edited by Jonas Veller. Piano reduction by the composer.
EB 4471 · 1992 · 64 pp. + solo part 20 pp. · Stapled, card cover
Order code: EB-4471-VP
Price: 38.00 florins

Contents
I. The Quay (Allegretto ondeggiando)
II. Lento
III. The Road Inland (Vivo, in 7)

Description
The violin part carries the bowings and fingerings of the editor, a long-standing orchestral leader, alongside the original markings of the dedicatee, distinguished typographically (editor's suggestions in square brackets). The piano reduction, made by the composer himself, is practicable throughout, though the climaxes of the outer movements require a strong player. A short preface discusses the genesis of the work and its first performance, and lists the corrections incorporated since the first printing.

Level: Advanced (diploma and professional)
Duration: c. 31'

Orchestral material: available on hire only (full score EB 4460). See the Hire Library terms.

Related titles
EB 4470 · Violin Concerto No. 1, violin and piano
EB 4475 · Lullaby for the Keeper's Daughter, violin and piano
EB 2210 · The Singing Bow (studies for violin)

Customer reviews
★★★★★ "Clear print, page turns in sensible places. Finally a reduction I can actually play." — a teacher, Dunmarrow
★★★★☆ "Bowings in square brackets are helpful, but the solo part is printed too small." — a student, Saltmere""",
    },
    {
        "id": "en-33",
        "genre": "doctoral thesis abstract",
        "title": "Doctoral thesis abstract: sea and light in Rask's The Lantern Keeper",
        "text": """UNIVERSITY OF DUNMARROW · FACULTY OF ARTS
Doctoral thesis, Department of Musicology, 2018

"A Lamp Against the Weather: Sea, Light and Silence in Edvin Rask's The Lantern Keeper"
Candidate: Mia Granholt · Supervisor: Prof. Hilde Amberg

ABSTRACT

This thesis examines the single opera by Edvin Rask, The Lantern Keeper, first staged in 1996 by the SOC, as a case study in how late twentieth-century opera in Quellmark represented the sea. Drawing on the composer's sketches, the production book of the premiere and interviews with surviving participants, it argues that the work's dramatic structure is built less around its characters than around three recurring "weather states" in the orchestra.

Chapter 1 reconstructs the genesis of the libretto by the poet Orla Vick, tracing its origins in her verse cycle Nine Nights on the Skerry (1991) and the extensive cuts requested by the composer. Chapter 2 analyses the orchestral storm music and its relation to the finale of Rask's second violin concerto. Chapter 3 turns to the original production, designed by Kasper Lind, whose revolving lamp-room set made the lighthouse itself a performer; Lind's notebooks are examined here for the first time. Chapter 4 considers the vocal writing for Maren, the keeper's daughter, a role created by the soprano Ilsa Morrow, whose annotations in her own vocal score reveal several passages rewritten at her suggestion during rehearsals. Chapter 5 compares the 1996 staging with the 2016 revival.

The thesis concludes that the opera's famous final silence — forty bars in which the orchestra is directed to "play nothing, but keep counting" — should be understood as the composer's response to the deliberately unresolved ending of the libretto.

Keywords: Rask; opera; Quellmark; libretto; stage design; sea imagery""",
    },
    {
        "id": "en-34",
        "genre": "recording session log (table)",
        "title": "Recording session log, project CVC 2207",
        "text": """CORVID CLASSICS — RECORDING SESSION LOG
Project: CVC 2207 · Working title: "Rask / Lunn — SD"
Venue: Vendholm Concert Hall (main hall, stage extension removed)
Orchestra: VPO · Conductor: T. Vasse · Soloist: SD
Producer: Ragna Holt · Engineer: Pim Hessel · Assistant: Jon Ek
Main pickup: three-omni tree at 3.4 m; soloist spot pair at 2.1 m.

| Session | Date | Time | Repertoire | Takes | Notes |
|---|---|---|---|---|---|
| 1 | 14 Jan 2019 | 10:00–13:00 | Rask VC2, mvt I | 1–14 | Soloist's E string whistling on take 6. Tk 11 best complete. |
| 2 | 14 Jan 2019 | 14:30–17:30 | Rask VC2, mvt I patches; mvt II | 15–31 | Heating noise, 15 min stop. II: tk 27 master. |
| 3 | 15 Jan 2019 | 10:00–13:00 | Rask VC2, mvt III | 32–51 | Horns tired by tk 45. Tk 48 master, patch bars 210–216 from tk 50. |
| 4 | 16 Jan 2019 | 10:00–13:00 | Lunn, Three Fjord Songs | 52–66 | Strings only. Very quick session. |
| 5 | 17 Jan 2019 | 14:30–17:30 | Rask, Lullaby | 67–74 | Composer present in control room. |
| 6 | 18 Jan 2019 | 10:00–12:00 | Spare / patches | 75–88 | Solo retakes, mvt III bar 212 (intonation). |

Session summary
Total: 6 sessions, 17 hours, 88 takes. Overtime: none.
Edit notes to SD and T. Vasse by 1 Feb. First edit due 22 Feb.
Recording rights: VPO player consent forms on file; standard QMU session rate applies.

Signed: R. Holt""",
    },
    {
        "id": "en-35",
        "genre": "letter from composer to conductor",
        "title": "Letter from Edvin Rask to Magnus Pell, November 1988",
        "text": """Saltmere, 3 November 1988

Dear Magnus,

Thank you for the lunch, and for being so patient while I talked about nothing but the violin. I am writing because I think I have finally got the piece right, or at least the shape of it, and I would rather you heard it from me than from the orchestra office.

There will be three movements, about half an hour in all. The first is a slow tide; the second a song; the third a march, in seven, on a tune I have been humming for twenty years without knowing what it was for. I think now it was for this. It is a cheerful, slightly drunk tune. You will either love it or ask me to cut it. Please love it.

I would like to call the piece "The Salt Road". You know the old track behind the pans; my grandfather carried salt on it as a boy.

Now, the difficult part. I want Ysolde to play the first performance. I know your office has a list of famous names, and I know she is young. But she came to me after her competition win and asked me, quite seriously, to write her "something difficult", and I have. She knows the piece already; she has heard every sketch. No one else will play it as it is meant to go.

Could we have her for your autumn season next year? I will have the full score to the copyist by June.

With warm regards, and thanks again for your patience with composers,

Edvin

P.S. Hedda sends her love and says your tempo in her overture last week was "too hurried by half".""",
    },
    {
        "id": "en-36",
        "genre": "parliamentary written question and answer",
        "title": "Written question on broadcasting and orchestral funding, October 2024",
        "text": """THE LANDSTING OF QUELLMARK
Written Questions and Answers · Session 2024–25 · No. 1187

Question from Arvid Hesk (Coastal Alliance, Saltmere North), tabled 4 October 2024:

To ask the Minister for Culture (i) what the total state funding for the Quellmark Radio Service (QRS) will be in 2025; (ii) how much of that sum is allocated to the classical channel QRS Tre; and (iii) what annual state funding is currently received by the QNP, and whether the savings promised at the time of the 2019 orchestral merger have been achieved.

Answer from the Minister for Culture, Solveig Arnesen, 18 October 2024:

(i) The QRS will receive 212 million florins in 2025, an increase of 1.8 per cent on 2024.

(ii) Allocation between channels is a matter for the QRS Board, which is independent of government. I understand that the Board intends to maintain spending on QRS Tre at approximately its present level of 19 million florins, including the costs of live relays from concert halls and opera houses across the country.

(iii) The QNP currently receives annual state funding of 38.5 million florins, paid through the QAC. At the time of the merger, the combined grant to the two predecessor orchestras was 41.2 million florins. The reduction has been achieved without compulsory redundancies, chiefly through shared administration and the sale of one rehearsal building. I am satisfied that the merger has delivered the savings that were promised, while protecting the number of concerts given outside the capital.

The Honourable Member may also wish to note that the QRS's Golden Lyre Prize, which marked its fortieth year in 2024, will continue to be funded from the broadcaster's own budget.""",
    },
    {
        "id": "en-37",
        "genre": "music exam syllabus",
        "title": "QGME violin syllabus 2023–2026, Grade 8",
        "text": """QUELLMARK GRADED MUSIC EXAMINATIONS (QGME)
VIOLIN SYLLABUS 2023–2026 · GRADE 8

Candidates play three pieces, one from each of Lists A, B and C, and a study from List D, followed by scales, sight-reading and aural tests. Maximum marks: pieces 3 × 30, study 20, scales 21, sight-reading 21, aural 18. Pass 100; Merit 120; Distinction 130.

LIST A — Concerto and sonata movements
1. Fenning: Concerto in E, 1st mvt (cadenza optional)
2. Rask: Violin Concerto No. 1, 2nd mvt "Nocturne"
3. Lunn: Sonata for violin and piano, finale

LIST B — Lyrical pieces
1. Rask: Lullaby for the Keeper's Daughter (EB 4475)
2. Lunn: Three Fjord Songs, No. 2
3. Stellan: Evening on the Weir

LIST C — Virtuoso pieces
1. Orvik: Tarantella for the Ferry
2. Fenning: Caprice No. 4
3. Veller (arr.): Harbour Jig

LIST D — Studies
1. Study in D (No. 9 from The Singing Bow, EB 2210)
2. Study in B flat, "Long Bows" (No. 3 from the same volume)
3. Wren: Study in Thirds

Scales and arpeggios
All major and minor scales, three octaves, separate bows and slurred; chromatic scales on any note; scales in thirds, sixths and octaves on C, G and D; dominant and diminished sevenths.

Aural tests
As for Grade 7, with the addition of identifying the cadence at the end of a short passage.

Notes
• Editions listed are recommended; any reliable edition may be used.
• The examiner may stop a performance once a mark has been reached.
• Repeats should not be played unless marked as required.""",
    },
    {
        "id": "en-38",
        "genre": "radio interview transcript",
        "title": "Radio interview: Ysolde Tarrant at 65 (In Conversation, QRS Tre)",
        "text": """QRS TRE · IN CONVERSATION · First broadcast Thursday 11 November 2021
Presenter: Tilde Marsk · Guest: Ysolde Tarrant
[Transcript of excerpts]

MARSK: Sixty-five this week. Congratulations. Do you feel it?

TARRANT: Only in the left shoulder. [laughs]

MARSK: You grew up in Dunmarrow, a long way from the sea.

TARRANT: A university town. My parents were both librarians, and there was a rule in our house that you could have any book you wanted but only one instrument. I chose badly — the violin is the loudest thing you can practise in a small flat.

MARSK: And at seventeen you went to Saltmere.

TARRANT: To study with Benedek Halloran, yes. I'd heard him give a recital in the cathedral and decided on the spot. I wrote him a terrible letter. He replied on a postcard: "Come and see. Bring rosin."

MARSK: What was he like as a teacher?

TARRANT: Impossible and wonderful. He'd make you play one long note until you hated it, and then until you loved it. He had that from his own teacher, I think — it was a whole tradition of long notes.

MARSK: Then 1978, and the AIVC.

TARRANT: I was twenty-one, I'd never been on a big stage, and I won. I still don't fully understand how. What it gave me, really, was the confidence to ask people for things — including asking a composer for a concerto.

MARSK: That's The Salt Road.

TARRANT: Yes. Edvin wrote it in about a year and then spent another year taking notes out. It's been in my life ever since, in one way or another — I've now taught it to more students than I can count.

MARSK: Do you still perform?

TARRANT: Less. I teach at the RQCM three days a week. Teaching is performing to an audience of one who's allowed to answer back.""",
    },
    {
        "id": "en-39",
        "genre": "singles chart listing (table)",
        "title": "Official singles chart, week ending 6 June 2020",
        "text": """QUELLMARK OFFICIAL SINGLES CHART — TOP 15
Chart week ending 6 June 2020 · Compiled by Chartline from sales and streams

| Pos | Last wk | Wks on | Title | Artist | Label |
|---|---|---|---|---|---|
| 1 | 3 | 3 | Heron Flight | Tin Meridian | Corvida Records |
| 2 | 1 | 7 | Glass Coast | Nella Brisk | Northwave |
| 3 | 2 | 5 | Stay For The Ferry | The Gannet Club | Saltwork Music |
| 4 | NEW | 1 | Boys From The Pans | Loke & The Dunes | Northwave |
| 5 | 4 | 11 | Eighty Lamps | Vera Hollt | Corvida Records |
| 6 | 8 | 2 | Slow Freight | Kasimir Hollt | Corvida Records |
| 7 | 5 | 9 | Winter Isn't Over | Rune Askeland | Bright Pier |
| 8 | NEW | 1 | Cloudberry | Mina Ostrova | Saltwork Music |
| 9 | 6 | 14 | Headlights | Loke & The Dunes | Northwave |
| 10 | 12 | 4 | Nothing Like The Sea | Frida Valle | Bright Pier |
| 11 | 7 | 6 | Ropewalk | The Gannet Club | Saltwork Music |
| 12 | RE | 3 | Old Harbour Waltz | Edda Rusk | Corvida Records |
| 13 | 9 | 8 | Southbound Girls | Tove & Malin | Northwave |
| 14 | NEW | 1 | Low Sun | Sander Kvale | Independent |
| 15 | 10 | 10 | The Keeper | Ilsa Morrow | Corvid Classics |

Climber of the week: Heron Flight, up two places to claim the top spot in its third week.
Highest new entry: Boys From The Pans.
Chart notes: "The Keeper" (no. 15) is a crossover single drawn from a studio album of opera arias — the only classical-label entry in this week's top 40.""",
    },
    {
        "id": "en-40",
        "genre": "streaming app release notes",
        "title": "Skein app release notes, version 5.2.0",
        "text": """SKEIN — WHAT'S NEW
Version 5.2.0 · iOS, Android and desktop · Released 9 September 2020

NEW
• Classical Mode (beta). Tap the new treble-clef icon in Settings to switch it on. Classical Mode groups tracks by work and movement instead of by "song", shows composer, performers, conductor and ensemble separately, and keeps multi-movement works playing without gaps between tracks. At launch, the whole Corvid Classics catalogue has been re-tagged for Classical Mode; more labels will follow.
• Synced lyrics for more than 40,000 tracks, including the full Corvida Records catalogue.
• Sleep timer now fades out over 30 seconds instead of stopping dead.

IMPROVED
• Search now understands work numbers: try "Rask VC2" or "concerto 2 salt".
• Offline downloads use 18% less storage at the same quality.
• Artist pages load faster on slow connections.

FIXED
• Fixed a bug where releases from two labels whose names differ by a single letter were occasionally merged on artist and label pages.
• Fixed the shuffle button turning itself back on after a phone call.
• Fixed the car display showing the previous track's artwork.
• Fixed a crash when sharing a playlist with more than 1,000 tracks.

KNOWN ISSUES
• In Classical Mode, some older albums still show the orchestra as "Various Artists". We are working with labels on this.
• Podcast chapters may be out of sync on some Android devices.

Thanks for listening. Tell us what you think in Settings › Feedback.""",
    },
    {
        "id": "en-41",
        "genre": "orchestral audition notice",
        "title": "Audition notice: Sub-Principal Second Violin, QNP",
        "text": """QNP — VACANCY
SUB-PRINCIPAL SECOND VIOLIN (full-time, permanent)

The QNP invites applications for the position of Sub-Principal Second Violin. The successful candidate will lead the section in the absence of the Principal and share the front desk in concerts, recordings and tours.

Salary and conditions in accordance with the QMU agreement (sub-principal rate), plus a seniority supplement. Six weeks' paid leave. Travel between Vendholm and Saltmere provided for the orchestra's Saltmere series.

Closing date for applications: 3 March 2025
Preliminary auditions: 7–8 April 2025, Vendholm Concert Hall, Rehearsal Room 2
Final auditions: 9 April 2025, main hall

Preliminary round (behind a screen)
1. Fenning: Concerto in E, first movement, exposition (no piano)
2. Orchestral excerpts:
   a) Rask: The Lantern Keeper, Act II Storm, rehearsal figures 40–44 (second violin)
   b) Lunn: Harbour Overture, bars 1–62 (second violin)
   c) Fenning: Symphony No. 3, scherzo, complete (second violin)

Final round (screen removed)
1. A movement of unaccompanied music of the candidate's choice
2. Excerpts as above, plus sight-reading
3. Section-leading exercise with four members of the section

Excerpts may be downloaded from the orchestra's website. Please apply online with a CV, two references and a short video (no more than ten minutes) of recent playing.

The QNP is committed to equal opportunities. Audition travel expenses are reimbursed for candidates invited to the final round. Trial periods of up to six weeks may follow the final round.""",
    },
    {
        "id": "en-42",
        "genre": "lawsuit settlement notice",
        "title": "Notice of settlement: Rour v. Pell, Kask and Lund",
        "text": """NOTICE OF SETTLEMENT

In the District Court of Saltmere
Case No. SAL-C-2022-0419
SAMI ROUR (Claimant) v. ADA PELL, JORY KASK and METTE LUND, trading together as TIN MERIDIAN (Defendants)

TAKE NOTICE that the parties to the above proceedings have reached a full and final settlement, approved by the Court on 7 October 2022.

Background
The Claimant, a founding member and the bass player of the group until September 2021, claimed a share of songwriting credit and income in respect of four compositions on the album Lowtide Letters (2020), namely "Paper Lighthouse", "Neap Tide", "Undertow" and "Kelp". The Defendants denied the claim.

Terms of settlement
1. The Defendants will pay the Claimant the sum of 62,500 florins in full satisfaction of all claims, without admission of liability.
2. The Claimant will be credited as co-writer of "Paper Lighthouse" on all future pressings, digital releases and publishing registrations. No change is made to the credits of the other three compositions.
3. The Claimant retains his existing performer's share of royalties for recordings on which he played.
4. Each party will bear its own legal costs.
5. The parties have agreed not to make public statements about the dispute beyond the text of this notice.

This notice is published at the request of the parties. Questions about royalty accounts affected by paragraph 2 should be directed in writing to the Defendants' record label.

Dated 10 October 2022

Clerk of the Court""",
    },
    {
        "id": "en-43",
        "genre": "insurance claim form (damaged instrument)",
        "title": "Insurance claim: damage to a loaned violin, November 2021",
        "text": """MARITIME & FINE ART MUTUAL — CLAIM FORM
Section C: Musical Instruments (Specialist Schedule)

Claim reference: MFA/MI/21/0662
Policyholder: QIT
Policy number: FA-71004
Borrower/custodian at time of loss: Saskia Dunholm (loan agreement no. L-14/2017)

1. Item
Violin by Ottavio Brenn, Kelvaskop, 1788 (QIT inventory no. 14), with bow by Brask and case. Agreed value on schedule: 2,400,000 florins.

2. Date, time and place of incident
9 November 2021, approx. 07:40, security screening area, Orrin Bay Airport.

3. Circumstances
The borrower placed the case (closed and latched) on the screening belt. A baggage trolley being moved by airport staff struck the end of the belt; the case fell approx. 1.2 m onto its corner. The borrower inspected the instrument immediately and found the bridge down and the soundpost fallen. Airport incident reference: OBA-SEC-5128.

4. Damage
Hairline crack to the top, bass side, approx. 38 mm, adjacent to an old repair. No damage to back, ribs or scroll. Bow undamaged. Case corner split.

5. Repairer
Varga Workshop, Kelvaskop (Dora Varga, master luthier). Estimated duration 4–6 weeks.

6. Amount claimed
Repair: 14,200 florins
Replacement case: 2,600 florins
Temporary instrument hire and cancelled engagement costs: 1,600 florins
Total: 18,400 florins
Loss of value (depreciation) reserved pending expert report.

7. Declaration
I declare the above is true to the best of my knowledge.
Signed: F. Saal, Curator, for the Policyholder · 15 November 2021""",
    },
    {
        "id": "en-44",
        "genre": "memoir excerpt",
        "title": "Memoir excerpt: Baton and Ballast, chapter one",
        "text": """From BATON AND BALLAST: A CONDUCTOR'S LIFE by Magnus Pell (2008)
Chapter One — Sawdust

I was born in Kelvaskop in the winter of 1940, in the room above my father's joinery, and the first sound I can remember is a plane drawing along a length of pine. Kelvaskop is a town of wood. Half the families on our street made something out of it — chairs, coffins, sledges, barrels — and a handful, the aristocrats of the trade, made violins.

The violin makers' windows were on Tanner's Row, two streets down the hill. On the way to school I would stop outside the Halm brothers' shop and watch the old men through the glass, bent over their benches with lamps pulled close, never looking up. There was always a row of white violins hanging in the window, unvarnished, like plucked birds. I found them slightly frightening.

My father wanted me to take over the joinery. My mother, who sang in the church choir and had once, before her marriage, been offered an audition in the capital, wanted something else for me, though she never said exactly what. She solved the problem by buying a second-hand upright piano with the money she had been saving for a new stove, and we were cold for two winters.

The town band needed a boy to turn pages for the bandmaster, and I volunteered because it got me out of sweeping the workshop. By the time I was twelve I was conducting the Sunday rehearsals whenever the bandmaster's gout was bad. I would stand on an upturned crate with a pencil, and forty grown men — woodcutters, carters, the postman — would follow it. It was the first time I understood that a small movement of the hand, made with enough conviction, can move a great deal of air.""",
    },
    {
        "id": "en-45",
        "genre": "book front matter and dedication page",
        "title": "The Singing Bow: front matter and dedication",
        "text": """THE SINGING BOW
Studies and Observations on the Production of Tone
for the Violin

with forty-two exercises and twelve studies

EB · VENDHOLM

First published 1956
Second edition, revised, 1971
Reprinted 1979, 1988, 2004, 2019

© EB. All rights reserved. No part of this publication may be reproduced, copied or performed in public without the written permission of the publisher.
Catalogue no. EB 2210

—

DEDICATION

To the memory of Piotr Sallis,
my teacher,
who never once raised his voice
and never once let a careless note go by;

and to the pupils of the Wednesday class,
who have heard every word of this book
many more times than they wished,
and especially to the first of them
to make the bow truly sing.

A. K.
Vendholm, Easter 1956

—

"Tone is not made by the bow. Tone is made by the patience that moves the bow."
— from the notebooks of P. S.

—

NOTE TO THE SECOND EDITION

The author has taken the opportunity of this edition to correct a number of misprints, to add three exercises for the left hand, and to remove a chapter on the care of gut strings which is now of historical interest only. She thanks her former pupils for their many suggestions, most of which she has ignored.""",
    },
    {
        "id": "en-46",
        "genre": "music reference dictionary entry",
        "title": "Corvid Classics (dictionary entry)",
        "text": """Corvid Classics. Classical record label, Vendholm. Fd. 1974 by the sound engineer Piet Jorna (1936–2015), formerly of the national broadcaster's recording department, with a family loan and one portable tape recorder. First release: an LP of harbour hymns recorded in a Saltmere church (600 copies sold). Came to prominence in the 1980s through recordings of contemporary Quellmarkian music, many made with the SSO in the Tidehall, and through the label's long association with the composer Edvin Rask.

Ownership. Jorna retired 2003; management buy-out led by the head of production. Falling CD sales in the late 2000s led to the sale of the company in 2011 to TMH, which retained the name, staff and Vendholm offices.

Principal artists. Vns Ysolde Tarrant, Jonas Veller, Saskia Dunholm; Koss Quartet; conds Magnus Pell, Lucan Mereth, Teodor Vasse.

Notable recordings. Rask: Vn Conc. No. 2 (1991); Rask: The Lantern Keeper (2017); Heron (2019).

Name. From the crows that nested in the roof of Jorna's first studio, a converted barn. Freq. confused with Corvida Records (fd. 2006, Saltmere), an unrelated independent pop label founded by the producer and DJ Kasimir Hollt; the two firms have exchanged misdirected post for years, and in 2020 a streaming service briefly merged their catalogues on its artist pages.

Cat. nos. Prefix CVC; 1000 series analogue-era and early digital; 2000 series from 2015.

Bibl. P. Jorna, Crows in the Rafters (memoir, 2006).

See also: Golden Lyre Prize; Rask, Edvin; Tidehall.""",
    },
    {
        "id": "en-47",
        "genre": "publisher's press-kit composer biography",
        "title": "Edvin Rask: composer biography (press kit)",
        "text": """EB · COMPOSER BIOGRAPHY · EDVIN RASK
Long version (approx. 280 words), updated 2023. For use in programmes and press; please do not edit without permission.

Edvin Rask was born in Saltmere on 22 June 1948, the son of a foreman at the salt pans south of the city. He sang as a boy in a harbour church choir and began composing at fourteen. From 1966 to 1971 he studied composition at SAM with Hedda Lunn, whom he later described as "the only teacher who ever told me to write less".

After several years as a répétiteur and arranger, Rask came to wider notice with his Violin Concerto No. 1 (1979). His Violin Concerto No. 2, subtitled "The Salt Road", was written in 1988–89 for Ysolde Tarrant, who gave the first performance in October 1989; it has since become one of the most frequently performed Quellmarkian concertos.

His only opera, The Lantern Keeper, set on a lighthouse island, was first performed in 1996 at the Saltmere Grand Theatre under the baton of Lucan Mereth, and was revived in 2016 in a new production.

In 2021 EB successfully brought a copyright case concerning a pop single whose chorus was found to borrow from the finale of The Salt Road.

Rask lives in Saltmere. He has never owned a car, and composes at a standing desk by a window overlooking the pans.

Selected works
• Violin Concerto No. 1 (1979)
• Harbour Elegy, for strings (1983)
• Violin Concerto No. 2 "The Salt Road" (1988–89)
• The Lantern Keeper, opera in three acts (1996)
• Tide Tables, song cycle (2005)
• Lullaby for the Keeper's Daughter, arranged for violin and strings (2018)

All works published by EB. Perusal scores available from the Hire Library.""",
    },
    {
        "id": "en-48",
        "genre": "museum wall text",
        "title": "Kelvaskop Violin Museum, room 3: the workshop of Ottavio Brenn",
        "text": """KELVASKOP VIOLIN MUSEUM · ROOM 3
THE WORKSHOP OF OTTAVIO BRENN (1741–1809)

Ottavio Brenn was born in a village in the hills above Kelvaskop, the son of a charcoal burner. At twelve he was sent down to the town as an apprentice to Matthias Oller, then the only violin maker of note in the valley. Oller's workshop stood on the site of the present museum shop; you passed it on your way in.

After Oller's death in 1768 Brenn took over the workshop, married his master's niece, and within a decade had made the town's name. His instruments were sold to players in the capital and, by the 1780s, to court musicians abroad.

Brenn worked slowly. Fewer than 140 of his instruments are known today, about 110 of them violins. He preferred local maple from the north-facing slopes, which he claimed gave "a darker voice". His varnish, a warm golden brown, has never been successfully analysed.

In this room
The bench, tools and moulds displayed here were recovered from the loft of the house in Tanner's Row where Brenn spent his last years. The carving knives in the central case were used, it is believed, for the decorative scroll and pegbox carvings that occasionally appear on his finest instruments.

The most famous of these, a violin of 1788 carved with a wading bird on its pegbox, is not on display: it is in regular use by a young soloist and is today in the care of a national instrument trust.

Please do not touch the exhibits. Photography without flash is permitted. The audio guide for this room is available in four languages at the entrance desk.""",
    },
    {
        "id": "en-49",
        "genre": "letter to the editor",
        "title": "Letter to the editor: two women, one vowel apart",
        "text": """LETTERS TO THE EDITOR — Saltmere Evening Post, 21 March 2014

Two women, one vowel apart

Sir — In your "Saltmere Remembers" feature last Saturday, your writer stated that the soprano Ilsa Morrow "once owned the famous Heron violin". She did not. The Heron belonged for more than thirty years to the violinist Ilse Marrow, who died in 1979, when Miss Morrow was still a student.

This is not the first time the two have been confused. When I worked in the record department at Holm's on Ropewalk Lane in the 1990s, customers regularly asked for "that Marrow recording of the lighthouse opera", and we regularly sold them, by mistake, an album of unaccompanied sonatas from the 1950s instead. I am told at least one of them wrote to complain that the soprano had "a very thin voice".

The two women could hardly be more different. Ilse Marrow was a violinist of the old school, a Vendholm woman who, so far as I know, never sang a note in public. Ilsa Morrow is a Saltmere girl, a soprano who made her name creating a role in our own opera house and has since built a successful career in crossover. They are not related, they did not know each other, and they spell their names differently in both the first name and the surname.

I would ask your sub-editors, and the city's quiz-setters, to take note. A vowel may be a small thing, but so is a heron's beak.

Yours faithfully,

Bertil Sande
Harbour Terrace, Saltmere""",
    },
    {
        "id": "en-50",
        "genre": "music director appointment announcement",
        "title": "Announcement: the QNP names its second music director",
        "text": """NEWS FROM THE QNP
Vendholm, 6 December 2022

HANNE BRISK APPOINTED MUSIC DIRECTOR

The Board of the QNP is pleased to announce the appointment of Hanne Brisk as Music Director from 1 September 2023, for an initial term of five seasons. She succeeds Teodor Vasse, who has led the orchestra since its formation and who will conduct his final concerts as Music Director in June 2023.

Brisk, 44, has been chief conductor of the Orrin Bay Sinfonietta since 2015, where she has built a reputation for imaginative programming and for bringing new audiences — and new music — into the hall. She first conducted the QNP in its debut season, in a programme of Fenning and Lunn, and has returned every season since.

The appointment follows a unanimous recommendation from the search committee, which consulted every member of the orchestra.

"The first time I stood in front of this orchestra, I felt the floor move," Brisk said. "Half of them were playing as if they were in Vendholm and half as if they were in Saltmere. Now they play as if they're in the same room. I want to take that sound out to every corner of the country."

Vasse said: "I could not be happier to hand over to a conductor the players already trust."

Brisk will conduct six programmes in her first season, including a residency week in the orchestra's Saltmere series and the opening night of the LSF in July 2024. She will remain with the Orrin Bay Sinfonietta as Conductor Laureate.""",
    },
    {
        "id": "en-51",
        "genre": "memorial tribute speech",
        "title": "Tribute spoken at the memorial concert for Magnus Pell",
        "text": """Remarks by Lucan Mereth at the memorial concert for Magnus Pell, the Tidehall, 12 April 2015
[As delivered]

Friends,

Magnus would have hated this. Not the music — he would have loved the music, though he would have told the second violins that they were dragging — but the speeches. He used to say that a conductor should be seen from behind and heard only through other people.

So I will be brief, which he would also have appreciated, and which he himself never managed.

I first met Magnus in 1984, when I was a terrified young répétiteur and he was already the man in charge of this orchestra. He came down to the opera house to hear a rehearsal, sat in the back row with his coat on, and afterwards said only, "You breathe with the singers. Good. Keep doing that." I kept doing it.

When he stepped down in 2001 and I was asked to follow him as chief conductor of the SSO, I went to see him at his flat. I asked him for advice. He poured two glasses of something brown and said: "Don't change the seating, don't change the tuning, and don't try to be me." I changed the seating within a month. He never mentioned it.

He gave this orchestra nineteen seasons. He gave this city the habit of coming out on a wet Saturday night to hear something new. He gave many of us our first chances.

In a few minutes the orchestra will play the slow movement he asked for. He left instructions that it should be taken "slower than you think, and then a little slower than that".

Thank you, Magnus.""",
    },
    {
        "id": "en-52",
        "genre": "travel guide entry",
        "title": "Travel guide: Saltmere in a weekend",
        "text": """SALTMERE — A WEEKEND BY THE PANS
From "The Rough Coast: A Traveller's Guide to Quellmark", 6th edition

Saltmere is a working port that has quietly become the country's second musical city. Come for the fish soup; stay for the evening.

Getting around
Everything worth seeing is within a twenty-minute walk of Harbour Square. The old town is steep and cobbled; leave the wheeled suitcase at the hotel.

Music
The Halvorsen Opera House on Harbour Square is the grand old lady of the waterfront, all gilt and red plush inside, with a gallery of wooden benches where students queue for cheap seats on the day. Book ahead for Saturdays.
Ten minutes along the quay, the Tidehall is the concert venue: a 1950s brick box with a surprisingly warm acoustic and a bar with harbour views. The national orchestra plays a full series here each season.
For something louder, the cellar bars of Ropewalk Lane host local bands most nights; the city's pop scene has produced several chart acts in recent years.

Don't miss
• The salt pans south of the city, best at sunset. The old traders' track, now a marked footpath, climbs from here into the hills.
• The Shipyard Museum, in the former Vell yard, with a café in the old drawing office.
• The fish market at 6 a.m., if you can face it.

Where to eat
Kaffe Ankeret (harbour) — soup, bread, nothing else, perfect.
Hollt's Deli (Ropewalk Lane) — run by a former DJ; excellent sandwiches and very loud music.

Where to stay
Hotel Saltkar — quiet, friendly, sea views from the upper floors.""",
    },
    {
        "id": "en-53",
        "genre": "corporate annual report chair's statement",
        "title": "TMH annual report 2022: chair's statement",
        "text": """TMH — ANNUAL REPORT AND ACCOUNTS 2022
CHAIR'S STATEMENT

Dear shareholders,

2022 was the year in which our businesses finally left the disruption of the previous two years behind. Group revenue rose 11 per cent to 412 million florins and operating profit by 17 per cent, with every division contributing to growth.

Live and ticketing
Our ticketing platform processed more than four million tickets, a record, including a full season of sales for the national orchestra's Saltmere series. Venue partnerships in Dunmarrow and Orrin Bay were renewed for five years.

Recorded music
Our classical imprint had its strongest year since we acquired it. Streaming income from its catalogue more than doubled following the introduction of dedicated classical listening features by our main streaming partner, and its 2019 violin debut, still selling, was joined by a well-received second album from the same artist. The imprint's back catalogue, much of it recorded in Saltmere in the 1980s and 1990s, continues to find new listeners.

Publishing and print
Our magazine division was restructured, with two titles closed and investment concentrated on digital.

People
I would like to thank our 1,340 colleagues across the group, and our head office team here in Dunmarrow, for their commitment during a demanding year.

Outlook
The Board recommends a final dividend of 0.14 florins per share, bringing the total for the year to 0.22 florins. We enter 2023 with a strong balance sheet and a clear plan.

Marit Solvang
Chair
Dunmarrow, 24 March 2023""",
    },
    {
        "id": "en-54",
        "genre": "competition regulator merger clearance decision",
        "title": "Market Authority decision M/2011/07: acquisition of Corvid Classics",
        "text": """THE MARKET AUTHORITY OF QUELLMARK
Merger Control Decision M/2011/07 — summary published for information

Parties
Acquirer: Tessaly Media Holdings (TMH)
Target: Corvid Classics, the classical recordings business of Corvid Music Ltd, including its catalogue, trademarks and distribution contracts

Decision
The Authority clears the proposed acquisition of Corvid Classics by TMH, subject to the commitments set out below. Date of decision: 14 July 2011.

Assessment
1. TMH is active in live event promotion, ticketing, magazine publishing and, through a minority stake, pop music distribution. Before the transaction it had no classical recording business.
2. Corvid Classics holds an estimated 31 per cent share of classical recorded music sales in the country and a catalogue of about 600 titles, many of them the only available recordings of works by Quellmarkian composers.
3. Third parties raised concerns that TMH might use its ticketing platform to favour concerts by artists under contract to the label, and that the catalogue might be withdrawn from smaller streaming services.
4. The Authority considers that the transaction does not significantly impede competition in any relevant market, provided the commitments are observed.

Commitments
(a) For five years from completion, TMH will license the Corvid Classics catalogue to all streaming services on non-discriminatory terms.
(b) TMH will not make the availability of tickets on its platform conditional on an artist's recording contract.
(c) The label's archive of original tapes will remain in Quellmark and will be made available to researchers on reasonable request.

Completion is expected in September 2011.""",
    },
    {
        "id": "en-55",
        "genre": "piano technician's service log (table)",
        "title": "Piano service log, Fjordhus main hall",
        "text": """FJORDHUS · LISSEFJORD — MAIN HALL
PIANO SERVICE LOG
Instrument: Hollen Model C-227 concert grand · Serial 40718 · Built Dunmarrow 2006
Owner: Fjordhus Trust · Stored: climate cupboard, stage left (keep at 45–50% RH)

| Date | Technician | Work done | Pitch | Notes |
|---|---|---|---|---|
| 02 Jun 2023 | K. Rolf | Full tuning, pre-season check | 442 | Hammers showing grooves in top 2 octaves. Recommend voicing before festival. |
| 14 Jul 2023 | K. Rolf | Hammer reshaping, voicing, tuning | 442 | Brighter in the treble now; check with pianists. |
| 19 Jul 2023 | K. Rolf | Touch-up before opening night | 442 | Soloist requested softer bass. Done. |
| 23 Jul 2023 | A. Fiske | Tuning between concerts | 442 | Humidity 61% after rain; lid kept closed. |
| 27 Jul 2023 | A. Fiske | Tuning; replaced one bass string (A0) | 442 | String broke in rehearsal, duo programme. |
| 04 Aug 2023 | K. Rolf | Tuning for closing gala | 442 | — |
| 15 Sep 2023 | K. Rolf | Post-season tuning to 440 for winter hire | 440 | Local choir's Christmas concert booked. |
| 10 Jan 2024 | K. Rolf | Regulation check | 440 | Let-off uneven in middle C octave. Fixed. |

Standing instructions
1. Do NOT move the piano on the stage without two trained crew; the lid hinge pin is loose.
2. No drinks on the piano. None. Including the late-night bar shows.
3. Tuning requests via the house manager at least 48 hours in advance during festival weeks.""",
    },
    {
        "id": "en-56",
        "genre": "email thread",
        "title": "Email thread: renewal of loan L-14/2017",
        "text": """Subject: RE: RE: Loan L-14/2017 — renewal

From: Fredrik Saal (QIT)
To: Runa Vik (Vik Artists)
Date: 2 February 2022, 16:12

Dear Runa,

Thank you — the signed renewal arrived this morning. I can confirm that the Trustees approved the extension of loan L-14/2017 (inventory no. 14) to Ms Dunholm for a further five years, to run until 31 August 2027, on the same terms as before.

Two small changes, as discussed:
1. The instrument must now travel in the new case supplied by the Trust, which has reinforced corners.
2. Ms Dunholm should bring it to the Varga Workshop for an inspection every six months, rather than annually, for the next two years.

The repair has settled beautifully, by the way. Dora says the top is "as if nothing happened", which from her is high praise.

Best wishes,
Fredrik

-----

From: Fredrik Saal (QIT)
To: Runa Vik
Date: 1 February 2022, 11:30

Runa — the Trustees discussed this at their January meeting. The condition applies at the start of each loan period, so she qualifies. After 2027 we will have to find a new player, but let's not think about that yet. F.

-----

From: Runa Vik
To: Fredrik Saal
Date: 1 February 2022, 09:48

Dear Fredrik,

Attached is the renewal, signed by Saskia and countersigned by me. She asked me to say how grateful she is — and that she has forgiven every airport in the country except one.

Could you confirm that the age condition won't be a problem? She turns 28 this year, and I know the donor's wish was that the instrument should always be with a player under thirty.

Best,
Runa""",
    },
    {
        "id": "en-57",
        "genre": "newspaper concert review",
        "title": "Concert review: the QNP's season opener under Hanne Brisk",
        "text": """REVIEW · Vendholm Daily · 9 September 2023

QNP / Brisk — Vendholm Concert Hall
★★★★☆

Opening nights are usually about the new music director rather than the music, and there was certainly plenty of attention on the podium on Thursday. The Dunmarrow-born Hanne Brisk, who begins her tenure this season, walked on to an ovation before she had lifted a hand, and then had the good sense to start with something short and loud.

That something was Hedda Lunn's Harbour Overture, a piece this orchestra — or rather, half of this orchestra — has been playing since the 1960s. Brisk took it fast, perhaps too fast for the horns, but the string sound was wonderful: dark, unified, with none of the slight east-versus-west separation that still surfaced now and then in previous seasons.

The centrepiece was the first performance of Sigrun Ahl's Cello Concerto, "Driftwood", with the orchestra's principal cello, Mats Oyen, as soloist. It is an honest, well-made piece, lyrical in a way that occasionally tips into the sentimental, and Oyen played it with enormous conviction.

After the interval came Fenning's Third Symphony, "The Lighthouses". This is a work that has been in danger of becoming a national monument, admired but not loved. Brisk made it lively again: the scherzo danced, the slow movement had real tenderness, and the finale's eight-horn chorale at last sounded like music rather than architecture.

There were raw edges, and the balance in the brass was not always right. But there was a sense of an orchestra being asked new questions and enjoying having to answer them.

— Johanna Pers""",
    },
    {
        "id": "en-58",
        "genre": "school newsletter item",
        "title": "Lissefjord Upper School newsletter: an alumna comes home",
        "text": """THE FJORD LETTER — Lissefjord Upper School Newsletter · Spring Term 2024 · Issue 57

AN ALUMNA COMES HOME

On a grey Tuesday in February, Year 9 had a visitor. Saskia Dunholm, who left us in 2012 (and who, Mr Berge reminds us, still owes the library a copy of The Skerry Children), came back to talk to the string club and to play for the whole school in the hall.

She told the string club that she was "not a very good pupil" and that she once hid in the practice-room cupboard to avoid a chemistry test. Ms Aune, who taught her chemistry, was in the audience and said this was "accurate".

Saskia started the violin at the age of six in our own music room, with the late Mrs Inga Rodal, who ran the school's string club for thirty years. She moved to Vendholm at fourteen to continue her studies, and now plays all over the country — and this July she opens the summer festival on the Fjordhus stage.

She brought her violin with her. It is more than two hundred years old and has a tiny bird carved on it. Nobody was allowed to touch it, but Year 9 were allowed to look very closely, and several of them asked if it was worth more than the school. (She would not say.)

Her advice to young players: "Practise slowly. Slower than that. And find a teacher who tells you the truth."

Other news
• The Year 11 choir came second at the regional festival in Dunmarrow.
• New climbing frame on the lower field — thank you, parents' association!
• The spring concert is on 21 March. Tickets from the school office.""",
    },
    {
        "id": "en-59",
        "genre": "heritage plaque register entry",
        "title": "Tarnwick Civic Society plaque register, entry 23",
        "text": """TARNWICK CIVIC SOCIETY
REGISTER OF COMMEMORATIVE PLAQUES — ENTRY 23

Name commemorated: Aurelia Koss (1901–1988)
Wording on plaque: "AURELIA KOSS · 1901–1988 · VIOLINIST AND TEACHER · WAS BORN HERE"
Address: 7 Weir Lane, Tarnwick (former lock-keeper's cottage, east gable)
Plaque type: round, cast aluminium, blue enamel with white lettering, 450 mm diameter
Date unveiled: 14 May 2001, the centenary year of her birth
Unveiled by: Ruth Stellan, a former pupil
Proposed by: Tarnwick Civic Society, with the support of the town council and the building's owners
Sponsors: public subscription, with a donation from the Koss Quartet

Notes
The cottage stands beside the upper lock of the Tarnwick canal, where Koss's father was lock-keeper from 1894 until 1922. The family occupied the ground floor; the first floor was then used as a store for the canal company. The building is privately owned and not open to the public; please view the plaque from the towpath.

The Society's records show that the plaque was first proposed in 1989, shortly after her death, but was delayed for more than a decade by a dispute with the canal authority over fixings to the listed gable wall. It was eventually attached to a free-standing oak post beside the gable, which is why it appears slightly to the left of the doorway in photographs.

Condition (last inspected March 2023): good. Minor lichen on post. Cleaning scheduled.

Related entries
Entry 11: The Tarnwick canal company offices (1820)
Entry 31: The old bandstand, Market Green""",
    },
    {
        "id": "en-60",
        "genre": "wiki-style list article (award winners)",
        "title": "Golden Lyre Prize",
        "text": """The Golden Lyre Prize is an annual award for the best classical recording by Quellmarkian performers, presented by QRS since 1985. The winner is chosen by a panel of critics and broadcasters from a shortlist of six, and the prize is announced during a live broadcast on QRS Tre each November. The winning artists receive a small gilded lyre and a commissioned broadcast recital.

The prize should not be confused with the Golden Lyra Award, a popular-music award presented by Static magazine, whose Best Album category was won in 2021 by Lowtide Letters.

Selected winners

| Year | Recording | Principal artists | Label |
|---|---|---|---|
| 1985 | Lunn: String Quartets 1–3 | Koss Quartet | Corvid Classics |
| 1989 | Fenning: Symphony No. 3 | SSO, Magnus Pell | Corvid Classics |
| 1992 | Rask: Violin Concerto No. 2 | Ysolde Tarrant, SSO, Magnus Pell | Corvid Classics |
| 1995 | The Singing Bow: Twelve Studies | Jonas Veller | Corvid Classics |
| 2004 | Lunn: Harbour Overture; Fjord Songs | SSO, Lucan Mereth | Corvid Classics |
| 2010 | Hymns from the Coast | Vendholm Cathedral Choir | Skerry Records |
| 2017 | Rask: The Lantern Keeper | SOC | Corvid Classics |
| 2020 | Heron | Saskia Dunholm, VPO, Teodor Vasse | Corvid Classics |
| 2023 | Salt & Fire | Saskia Dunholm, Ivo Marsh | Corvid Classics |

Criticism
The prize has been criticised for the dominance of a single label among its winners; defenders point out that for much of the prize's history that label released the large majority of eligible recordings. Since 2015 the shortlist has been required to include recordings from at least two labels.

See also
Music of Quellmark; QRS Tre; Corvid Classics.""",
    },
]
