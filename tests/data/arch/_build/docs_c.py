# Documents arch-31 .. arch-45: later board minutes, funding letters and grant schedules,
# season brochures and listings, the first archive catalogue entry.

DOCS = [
{
"id": "arch-31",
"title": "Minutes: Board of Trustees, 16 June 2020",
"text": r"""
Corn Exchange Theatre Trust. Minutes of the meeting of the Board of Trustees held by video link on Tuesday 16 June 2020 at 6 pm, the theatre being closed to the public.

Present: Dame Helen Marchbank (Chair), Mr Oswin Pratt (Treasurer), Mr Rafael Osei, Ms Adaeze Nwosu, Ms Sunita Rao. In attendance: Ms Irene Vance (Artistic Director), Mr Hugo Brannagh (Associate Director), Ms Kit Ambrose (Executive Director).

1. Closure. The Executive Director reported that the theatre had been closed since 17 March. Most staff had been placed on furlough, and ticket holders for cancelled performances had been offered refunds, credit or the option to donate. Some 41 per cent had chosen to donate.

2. Finance. The Treasurer reported that an emergency grant from the Carrowmere Arts Council would cover fixed costs until the end of September. Reserves would last until the end of the year on current assumptions, but not beyond. RESOLVED that the Treasurer and Executive Director prepare three scenarios for reopening.

3. Artistic Director. Ms Vance informed the board that she intended to step down at the end of March 2021, after twelve years in post. The Chair, on behalf of the board, thanked her warmly and said that a full tribute would be paid nearer the time. RESOLVED that a recruitment panel be formed, consisting of the Chair, Mr Osei and Ms Nwosu, with Professor Ansel Brook, Principal of the Lyle Cross School of Dramatic Art, as external adviser.

4. Associate Director. Mr Brannagh withdrew for this item. RESOLVED that the Associate Director be invited to lead the company's digital programme during the closure.

5. The meeting closed at 7.40 pm. The next meeting will be held, it is hoped, in person.
"""
},
{
"id": "arch-32",
"title": "Minutes: Board of Trustees, 9 February 2021",
"text": r"""
Corn Exchange Theatre Trust. Minutes of the meeting of the Board of Trustees held by video link on Tuesday 9 February 2021 at 6 pm.

Present: Dame Helen Marchbank (Chair), Mr Oswin Pratt (Treasurer), Mr Rafael Osei, Ms Adaeze Nwosu, Ms Sunita Rao, Mr Tomas Blythe. In attendance: Ms Irene Vance (Artistic Director), Ms Kit Ambrose (Executive Director).

1. Appointment of Artistic Director. The Chair reported on behalf of the recruitment panel. Forty-three applications had been received and six candidates interviewed. The panel unanimously recommended the appointment of Mr Hugo Brannagh, the company's Associate Director. Ms Vance, who had not taken part in the process, welcomed the recommendation. RESOLVED that Mr Brannagh be appointed Artistic Director of the Hallowford Repertory Company with effect from 1 April 2021, and that the appointment be announced on 1 March.

2. Archive deposit. The Chair reported that terms had been agreed with the Carrowmere Performing Arts Archive ("CPAA"). RESOLVED that the company's prompt books for the years 1946 to 2016, together with the surviving production files, be deposited with the CPAA on long-term loan, the Trust retaining ownership.

3. Reopening. The Executive Director presented the plan for an autumn reopening. RESOLVED that the theatre reopen in October 2021, subject to public-health guidance, with a new play by Sunniva Rask.

4. Finance. The Treasurer reported a forecast deficit of Hd 310,000 for the year, to be met from reserves and from the second round of emergency funding.

5. Vote of thanks. Trustees thanked Ms Vance for her leadership during the closure.

The meeting closed at 7.05 pm.
"""
},
{
"id": "arch-33",
"title": "Minutes: Board of Trustees, 22 November 2022",
"text": r"""
Corn Exchange Theatre Trust. Minutes of the meeting of the Board of Trustees held in the Boardroom on Tuesday 22 November 2022 at 6 pm.

Present: Dame Helen Marchbank (Chair), Mr Oswin Pratt (Treasurer), Mr Rafael Osei, Ms Adaeze Nwosu, Ms Sunita Rao, Mr Tomas Blythe, Ms Greta Holm. In attendance: Mr Hugo Brannagh (Artistic Director), Ms Kit Ambrose (Executive Director).

1. Chair's retirement. The Chair confirmed that she would retire from the board on 31 December 2022, having served as a trustee since 2010 and as Chair since 2015. The Treasurer paid tribute on behalf of the board. He recalled that Dame Helen had come to the Trust after a career in business, latterly as managing director of Caddon Insurance from 2001 to 2012, and that she had brought to its affairs "an insurer's horror of unquantified risk and a producer's appetite for it". She had seen the Trust through the restoration, a change of sponsor, a lawsuit and a pandemic.

2. Election of Chair. One nomination had been received. RESOLVED that Mr Rafael Osei be elected Chair of the Trust with effect from 1 January 2023. Mr Osei thanked the board and said he would step down from his legal practice's arts work to avoid any conflict.

3. Vice-Chair. RESOLVED that Ms Adaeze Nwosu be appointed Vice-Chair from the same date.

4. Artistic report. The Artistic Director reported that A Winter Tithe had been revived for a short run in the Granary and that the spring season was on sale.

5. Dame Helen's portrait. RESOLVED that a portrait be commissioned for the Merchants' Bar.

The meeting closed at 7.20 pm, and trustees adjourned for a reception.
"""
},
{
"id": "arch-34",
"title": "Carrowmere Arts Council: Capital Grants 2014",
"text": r"""
Carrowmere Arts Council ("CAC"). Capital Programme 2014: Schedule of Awards. Announced 30 June 2014.

The Council's capital programme supports the repair, improvement and adaptation of buildings used for the arts. Applications to the 2014 round were assessed by an independent panel against three criteria: the condition of the building, the public benefit of the works, and the applicant's ability to complete the project on time and within budget. Twenty-two applications were received, with a combined value of Hd 19.6 million. The Council was able to fund six.

| Recipient | Project | Amount |
| --- | --- | --- |
| Corn Exchange Theatre Trust | Restoration of the Corn Exchange, Hallowford | Hd 4,500,000 |
| Brenna Conservatoire of Music | New practice rooms and library store | Hd 1,200,000 |
| Skelby Town Theatre | Renewal of roof and fly tower | Hd 850,000 |
| Oakhithe Lyceum | Step-free access and passenger lift | Hd 420,000 |
| Caddon Studio, Dunmarrow | Retractable seating | Hd 95,000 |
| Westrand Pavilion | Dressing-room refurbishment, phase one | Hd 60,000 |

Total awarded: Hd 7,125,000.

Conditions. Awards are paid in instalments against certified costs. Recipients must acknowledge the Council's support on site hoardings and in all publicity, and must not change the use of the building for fifteen years without the Council's consent. Unsuccessful applicants may request written feedback within six weeks.

Signed: Bernard Quill, Chief Executive, Carrowmere Arts Council.
"""
},
{
"id": "arch-35",
"title": "Award Letter: Harbour Towns Cultural Fund to Brenna Quay New Music Week",
"text": r"""
Harbour Towns Cultural Fund ("HTCF"), The Old Ropewalk, Brenna Quay.

3 March 2017

To: Ms Livia Strand, Administrator, Brenna Quay New Music Week.

Dear Ms Strand,

Grant reference HTCF/17/009

I am pleased to tell you that the trustees of the Harbour Towns Cultural Fund, at their meeting on 28 February, agreed to award Brenna Quay New Music Week a grant of Hd 25,000 towards its 2017 festival. The grant is made specifically for the commissioning of three new works by composers living in the harbour towns and for the youth composers' workshop, and it may not be used for general running costs.

The grant will be paid as follows:

| Instalment | Due | Amount |
| --- | --- | --- |
| First | On signature of this letter | Hd 15,000 |
| Second | On receipt of the final report | Hd 10,000 |

Conditions. Please acknowledge the Fund's support in your printed programme and on your website, using the logo provided. The final report, with a short statement of income and expenditure, should reach us by 30 September 2017. The trustees would be glad to receive tickets for two of the commissioned premieres, though there is no obligation.

This is the fourth time the Fund has supported the festival, and the trustees asked me to pass on their admiration for last year's programme, and in particular for the late-night concerts on the quay.

Please sign and return the enclosed copy to confirm your acceptance.

Yours sincerely,

Maud Ferrier, Director, Harbour Towns Cultural Fund
"""
},
{
"id": "arch-36",
"title": "CAC Project Grants: Schedule for 2018",
"text": r"""
Carrowmere Arts Council ("CAC"). Project Grants: awards made at the meeting of the Grants Committee on 12 September 2018.

Project grants support time-limited pieces of work: productions, tours, commissions, research and archive projects. The committee considered 64 eligible applications in this round and made awards to those listed below. Amounts are in halders and are payable in two instalments unless stated otherwise.

| Recipient | Project | Amount |
| --- | --- | --- |
| Hallowford Repertory Company | The Salt Ledger: Coastal Circuit tour, autumn 2019 | Hd 62,000 |
| Carrowmere Performing Arts Archive | Digitisation of the Merrin Hall building records | Hd 40,000 |
| Ingrid Sollis | Commission: chamber opera, working title The Drowned Parish | Hd 24,000 |
| Saltmarket Playhouse | Harbour Lights Out: development and rehearsal | Hd 18,000 |
| Coastal Circuit Touring Consortium | Shared marketing for the 2019 touring year | Hd 15,000 |
| Saltmarket Players | Youth drama workshops, Skelby | Hd 6,500 |

Total awarded in this round: Hd 165,500.

Notes. The committee asked that the touring award to the Hallowford Repertory Company be released only when the company confirmed that all necessary rights were in place for the tour; the Council's officers will monitor this condition. The award to the Saltmarket Players is the first the Council has made to an amateur company under the new community strand.

Applicants who were unsuccessful may reapply in the next round, which closes on 15 January 2019. Enquiries should be addressed to the Grants Officer, Carrowmere Arts Council, Hallowford.
"""
},
{
"id": "arch-37",
"title": "Award Letter: CAC to the Lyle Cross School of Dramatic Art",
"text": r"""
Carrowmere Arts Council ("CAC"), Council House, Hallowford.

2 November 2020

To: Professor Ansel Brook, Principal, Lyle Cross School of Dramatic Art, The Old Rectory, Lyle Cross.

Dear Professor Brook,

Access Bursaries, 2021 to 2023

I am delighted to confirm that the Council has agreed to award the Lyle Cross School of Dramatic Art ("LCSDA") the sum of Hd 180,000 over three academic years, to fund access bursaries for students from households on low incomes. The award will be paid annually as set out below:

| Academic year | Amount | Minimum number of bursaries |
| --- | --- | --- |
| 2021 to 2022 | Hd 60,000 | 12 |
| 2022 to 2023 | Hd 60,000 | 12 |
| 2023 to 2024 | Hd 60,000 | 12 |

The Council was particularly impressed by the School's plans to recruit outside the capital, including its audition days in Skelby, Westrand and Dunmarrow, and by its commitment to waive audition fees for all applicants who qualify.

Conditions. LCSDA will report each July on the number of bursaries awarded and on the progress of recipients, without identifying them. Any unspent balance at the end of an academic year may be carried forward once with the Council's agreement. The Council's support must be acknowledged in the School's prospectus.

In a difficult year for everyone in the performing arts, it is a pleasure to be able to write a letter like this one. I look forward to visiting the School in the spring.

Yours sincerely,

Yasmin Farrokh, Chief Executive, Carrowmere Arts Council
"""
},
{
"id": "arch-38",
"title": "Harbour Towns Cultural Fund: Grants Round 2019",
"text": r"""
Harbour Towns Cultural Fund ("HTCF"). Grants for activity in 2019, agreed by the trustees on 20 November 2018.

The Fund supports music, theatre and festivals in the four harbour towns of Brenna Quay, Skelby, Westrand and Oakhithe. In this round the trustees received 38 applications and made six awards, with a combined value of Hd 81,000. As in previous years, the trustees gave priority to new work and to projects that involve young people.

| Recipient | Project | Amount |
| --- | --- | --- |
| Saltmarket Playhouse | Premiere of Harbour Lights Out | Hd 30,000 |
| Brenna Quay New Music Week | 2019 festival commissions | Hd 22,000 |
| Oakhithe Lyceum | Youth theatre company | Hd 12,500 |
| Skelby Sea Shanty Festival | 2019 festival | Hd 8,000 |
| Saltmarket Players | Costume store repairs | Hd 5,000 |
| Westrand Brass | Replacement instruments | Hd 3,500 |

The award to the Saltmarket Playhouse is the largest single grant the Fund has made since 2011. The trustees noted that the play was developed through the Playhouse's writers' attachment and is set in Skelby, so that it reaches two of the towns the Fund exists to serve.

The Fund will not accept applications for general running costs, for capital works or from individuals. The next round opens on 1 June 2019.

Maud Ferrier, Director.
"""
},
{
"id": "arch-39",
"title": "Award Letter: Dunmarrow Civic Fund to the Marrow Valley Trust",
"text": r"""
Dunmarrow Civic Fund, Town Hall, Dunmarrow.

10 March 2020

To: The Chair, Marrow Valley Trust, Mill Lane, Dunmarrow.

Dear Mrs Okonjo,

Grant reference DCF/2020/14

I write on behalf of the Dunmarrow Civic Fund panel to confirm an award of Hd 60,000 to the Marrow Valley Trust, which has owned and operated Dunmarrow Arts Centre since the transfer of its two buildings from the Borough Council in September 2019.

The award is made for the following purposes:

| Purpose | Amount |
| --- | --- |
| Single ticketing and box-office system for both sites | Hd 28,000 |
| New signage and wayfinding between the two sites | Hd 17,000 |
| Accessible toilet at the Pell Street building | Hd 15,000 |

The panel was impressed by the first six months of the merged centre, and in particular by the rise in attendance among residents of the eastern estates. We recognise that the Trust is still a young organisation and that the first years after any merger are hard.

Conditions. Funds must be spent by 31 March 2021. The Trust should provide receipts for each item and a short written report. The Fund's support should be acknowledged on the new signage. Any variation in the purposes listed above must be agreed in writing with the Fund before money is spent.

Please accept our congratulations, and our good wishes to Ms Tolland and her staff.

Yours sincerely,

Councillor Joan Tregarthen, Chair, Dunmarrow Civic Fund panel
"""
},
{
"id": "arch-40",
"title": "Season 2017-18: Hallowford Repertory Company",
"text": r"""
Hallowford Repertory Company. Season 2017-18 at the Corn Exchange Theatre and on tour.

Our second season in the restored building brings a new comedy, a family show for the winter, three short plays in the studio, and the return of a Hallowford classic that this company first produced almost fifty years ago.

| Dates | Production | Venue |
| --- | --- | --- |
| 22 Sep to 28 Oct 2017 | Mrs Pollard's Lodger, a new comedy by Tamsin Oyelaran | Main House |
| 3 Nov to 9 Dec 2017 | The Granary Sessions: three short plays | The Granary |
| 8 Dec 2017 to 13 Jan 2018 | The Snow Queen, for families | Main House |
| 2 Mar to 7 Apr 2018 | The Salt Ledger by Lionel Fairweather | Main House |
| 20 Apr to 12 May 2018 | The Weir Keepers, on tour | Coastal Circuit venues |
| 25 May to 23 Jun 2018 | Young Company: Skelby Head | The Granary |

Our sponsor. The 2017-18 season is sponsored by Pellam Financial, the Oakhithe-based financial services group, in the first year of a three-year partnership. We are grateful to Pellam for its confidence in the company at an important moment.

Booking. Tickets for the Main House cost from Hd 12 to Hd 38, and all seats in the Granary cost Hd 14. Under-26s pay Hd 8 for every performance. Members may book two weeks before general sale. The box office is open Monday to Saturday from 10 am, and on performance days until the start of the evening show.

Access. Every production has at least one captioned, one audio-described and one relaxed performance.
"""
},
{
"id": "arch-41",
"title": "Coastal Circuit Autumn Tour 2019: Listings",
"text": r"""
Coastal Circuit Touring Consortium ("CCTC"). Autumn touring 2019: what's on around the circuit.

Two of the most talked-about productions of the last two years take to the road this autumn. The Hallowford Repertory Company brings its acclaimed revival of Lionel Fairweather's The Salt Ledger, with most of its original cast, and the Saltmarket Playhouse tours its new play Harbour Lights Out, by Sunniva Rask, after a sold-out first run in Brenna Quay.

| Dates | Production | Company | Venue |
| --- | --- | --- | --- |
| 17 to 21 Sep | The Salt Ledger | Hallowford Repertory Company | Oakhithe Lyceum |
| 24 to 28 Sep | The Salt Ledger | Hallowford Repertory Company | Skelby Town Theatre |
| 1 to 5 Oct | Harbour Lights Out | Saltmarket Playhouse | Dunmarrow Arts Centre |
| 1 to 5 Oct | The Salt Ledger | Hallowford Repertory Company | Corn Exchange Theatre |
| 8 to 12 Oct | Harbour Lights Out | Saltmarket Playhouse | Talmont Pavilion |
| 8 to 12 Oct | The Salt Ledger | Hallowford Repertory Company | Dunmarrow Arts Centre |
| 15 to 19 Oct | Harbour Lights Out | Saltmarket Playhouse | Corn Exchange Theatre |
| 22 to 26 Oct | The Salt Ledger | Hallowford Repertory Company | Saltmarket Playhouse |

This is the first season in which the Dunmarrow Arts Centre appears on the circuit under its new name. Evening performances begin at 7.30 pm and Saturday matinees at 2.30 pm. Tickets are sold by each venue's own box office, and prices vary by venue.

A circuit pass, available from any box office, gives a 20 per cent discount to anyone booking both productions, or the same production at two different venues.
"""
},
{
"id": "arch-42",
"title": "Hallowford Festival 2019: Listings",
"text": r"""
The Brackwater Hallowford Festival, 2 to 18 August 2019. Presented with our title sponsor, Brackwater Brewery.

Welcome. This is the ninth and final festival programmed by Yasmin Farrokh, who has directed the festival since 2011; her successor, Kwabena Mensah, takes up the post in September. Yasmin's farewell programme returns to the river that gave Hallowford its name, with theatre on the water, music in the squares and a lantern procession along the banks.

| Date | Event | Venue |
| --- | --- | --- |
| Fri 2 Aug | Festival opening concert: Carrowmere Philharmonic Orchestra, conductor Tobias Vance | Guildhall Square (free) |
| 3 to 10 Aug | The Tempest on the Water (Hallowford Repertory Company) | Millrace Basin |
| Mon 5 Aug | Sunniva Rask in conversation | The Granary, Corn Exchange Theatre |
| Wed 7 Aug | Brenna Sinfonietta: music by Korr and Sollis | St Oda's Church |
| 9 to 11 Aug | The Cockle Wives (Saltmarket Players) | The Guildhall |
| Mon 12 Aug | Lantern Night: the lighting of the river | Riverside Walk |
| 14 to 17 Aug | Young Company: Skelby Head | The Granary, Corn Exchange Theatre |
| Sun 18 Aug | Closing ceilidh | Brackwater Yard |

Tickets. Most events are ticketed; the opening concert and Lantern Night are free, and no booking is needed. Festival passes cost Hd 60 and include one ticket for each ticketed event.

Getting here. The Guildhall, Guildhall Square and the Corn Exchange are all within a ten-minute walk of Hallowford Central station. For the Millrace Basin, follow the yellow signs from the Old Bridge.
"""
},
{
"id": "arch-43",
"title": "Merrin Hall Concert Season 2017-18",
"text": r"""
Merrin Hall, Brenna Quay. Concert season September 2017 to June 2018.

The Carrowmere Philharmonic Orchestra's season at Merrin Hall opens with a world premiere and closes with a weekend of music by young composers. Between them come family concerts, a visit from the orchestra's conductor laureate, and the first appearance in Brenna Quay of the Westrand Brass in its centenary year.

| Date | Concert | Performers |
| --- | --- | --- |
| Sat 14 Oct 2017 | Brandt, Sten, and the premiere of Sollis's Symphony No. 2 | CPO, Tobias Vance |
| Sun 5 Nov 2017 | Family concert: The Sea in Music | CPO, Tobias Vance |
| Sat 2 Dec 2017 | Radek conducts his favourites | CPO, Emil Radek |
| Sat 20 Jan 2018 | Winter Serenades | Oakhithe Chamber Orchestra |
| Sat 17 Mar 2018 | Westrand Brass at One Hundred | Westrand Brass |
| Sun 8 Apr 2018 | Family concert: Animals and Instruments | CPO |
| Sat 19 May 2018 | Korr at Seventy | CPO, Tobias Vance |
| 16 to 17 Jun 2018 | Young Composers' Weekend | Conservatoire students |

Tickets. Prices range from Hd 10 to Hd 45. Family concerts cost Hd 6 for children and Hd 12 for adults. A season ticket for the six orchestral concerts costs Hd 180 in the stalls.

Venue information. The hall has 1,450 seats, a new lift to the balcony and a hearing loop. The Recital Room bar opens one hour before each concert. Please note that the main doors on Quay Street will be closed for repairs from January to March; please use the Saltmarket entrance during that period.
"""
},
{
"id": "arch-44",
"title": "Brenna Quay New Music Week 2015: What's On",
"text": r"""
Brenna Quay New Music Week, 7 to 13 June 2015.

Brenna Quay New Music Week, founded in 1994 by the composer Matthias Korr, returns for its twenty-second edition. Seven days, fourteen events and twenty-one new works, in halls, churches, bars and on the quay itself. As always, every piece on the programme was written in the last five years, and most of the composers will be there to hear them.

| Date | Event | Venue |
| --- | --- | --- |
| Sun 7 Jun | Opening: Conservatoire Chamber Choir | Seamen's Chapel |
| Mon 8 Jun | Young Composers' Platform | Merrin Hall, Recital Room |
| Tue 9 Jun | Brenna Sinfonietta: new works for strings | Merrin Hall |
| Wed 10 Jun | Electronics on the Quay | Old Customs House courtyard |
| Thu 11 Jun | The composer's notebook: a talk and display | Carrowmere Performing Arts Archive |
| Fri 12 Jun | Late-night piano | Saltmarket Playhouse bar |
| Sat 13 Jun | Closing night: world premiere of The Lamplighter's Daughter, a chamber opera by Matthias Korr | Saltmarket Playhouse |

Tickets. Most events cost Hd 8, or Hd 4 for students. The closing-night opera costs Hd 20 to Hd 30. A festival pass for every event costs Hd 55.

A note from the founder. "When we began, there were eleven of us and a borrowed piano," writes Korr. "Twenty-two years later there are still not very many of us, but the piano is ours." He asks audiences to arrive early for the closing night, which he describes, with his usual modesty, as "long overdue".
"""
},
{
"id": "arch-45",
"title": "CPAA Catalogue: Hallowford Repertory Company Prompt Books",
"text": r"""
Carrowmere Performing Arts Archive. Catalogue of collections: Hallowford Repertory Company, Series 2, Prompt Books.

Reference: CPAA/HRC/2; Date: 1946-2016; Description: Series of 112 prompt books used in productions of the Hallowford Repertory Company, from its first season at the Guildhall to the reopening of the Corn Exchange Theatre. Deposited on long-term loan by the Corn Exchange Theatre Trust, 2021. Most volumes are interleaved typescripts with blocking, cues and cuts in pencil.

Reference: CPAA/HRC/2/1; Date: 1946; Description: Prompt book for The Miller's Wager, the company's opening production, directed by Bartholomew Crane. Water-damaged; consult the digital surrogate only.

Reference: CPAA/HRC/2/14; Date: 1971; Description: Prompt book for the first production of The Salt Ledger by Lionel Fairweather, directed by Hector Lamb at the Corn Exchange, Hallowford. Annotated throughout in Lamb's hand. Includes a cut of half a page in the second act, approved by the author in a pencilled note signed "L.F.", and a loose cue sheet for the storm sequence.

Reference: CPAA/HRC/2/15; Date: 1971; Description: Stage manager's running plot and property list for the same production.

Reference: CPAA/HRC/2/38; Date: 1989; Description: Prompt book for the revival of The Salt Ledger, again directed by Hector Lamb, with a new cast list pasted inside the front board.

Reference: CPAA/HRC/2/112; Date: 2016; Description: Prompt book for The Weir Keepers by Conall Teague, the production that reopened the restored Corn Exchange Theatre. Printed script with digital cue numbers.

Access: Open to researchers by appointment. Volumes marked fragile are produced only at the Keeper's discretion.
"""
},
]
