# Documents sb-16 .. sb-30 of the fictional "studbook" retrieval set.

DOCS = [
    dict(
        id="sb-16",
        style="forum thread",
        title="MereviaZooChat: Brennan Hill or Brennan Hall for gazelles?",
        text="""MereviaZooChat > Hoofstock > Thread: "Brennan Hill or Brennan Hall for gazelles?"

kudu_kev wrote: Planning a trip in spring to see Skarn gazelles. The satnav keeps offering me both Brennan Hill and Brennan Hall. Are they the same place?

paddockpete wrote: Definitely not! Brennan Hill is the big city zoo in Castelbrook, with the aquarium, the cafe and the gazelles in the old paddocks near the main gate. Brennan Hall is a family-run wildlife park out past Ondrey. Both have gazelles and both are in the breeding programme.

kudu_kev wrote: Ha, that explains why I once turned up at the wrong one.

hornbill_hannah wrote: Hall is lovely but quieter. Ask for Dusty at the keeper talk, she knows every animal's life story. She told us Clementine, the one with the nicked ear, was going up to the plateau.

paddockpete wrote: Juniper used to be at Hill years ago and moved across, I think. Names get confusing because each place names its own animals.

gnu_gerald wrote: Avoid Hall in winter, the lane floods. And after the fuss about the hedge, half the boundary looks like a building site.

hornbill_hannah wrote: The building site is the new native hedge going in. Give it a couple of years.

kudu_kev wrote: Thanks all. Hill for the cafe, Hall for the keepers. Got it.""",
    ),
    dict(
        id="sb-17",
        style="wiki talk page",
        title="Talk:Skarn gazelle",
        text="""Talk:Skarn gazelle

== Population figures ==
The infobox still says "fewer than 100 in the wild (2015)". That is years out of date. The KACT counts are higher now, but I can't find a published total, only a conference poster. Can someone with access add the latest figure with a proper citation? -- Tarnwatcher (talk) 14:02, 3 March 2023
: Agree the 2015 figure is stale. Please don't cite blog posts, though; wait for the survey report. -- Orrisroot (talk) 16:40, 3 March 2023

== Founders ==
The article says the captive population descends from "two founders". The studbook lists several wild-caught animals, of which only two are commonly mentioned: the male in the museum and his mate. Suggest "a small number of wild-caught founders". -- Orrisroot (talk)
: Done. -- Tarnwatcher (talk)

== Brennan Hill / Brennan Hall ==
Someone keeps changing "Brennan Hill Zoo" to "Brennan Hall Zoo" in the captivity section. These are two different institutions! The studbook is kept at Hill. Please check before "correcting". -- Gazellegirl (talk) 09:15, 11 April 2023

== Release ==
Added a line on the 2023 reintroduction. Left out the names of individual animals; they are house names and not encyclopedic. Also removed the claim that the release site is a national park; it is trust land. -- Tarnwatcher (talk)
: Thanks. Should we mention the regulator case about the hedge at the wildlife park? -- Orrisroot (talk)
:: Off-topic for a species article. Leave it out. -- Gazellegirl (talk)""",
    ),
    dict(
        id="sb-18",
        style="meeting minutes",
        title="SGBP Coordinating Committee minutes, 11 January 2023",
        text="""SGBP Coordinating Committee: minutes of the meeting held on 11 January 2023 at Brennan Hill Zoo, Castelbrook

Present: Dr Imelda Varga (studbook keeper, chair); Lena Haskett (Curator of Mammals, Brennan Hill Zoo); Gideon Pryce (Director, Brennan Hall Wildlife Park); Tobias Fenwick (Curator, Wrenmouth Safari Park); Joachim Arvell (Site Manager, TPRS); Priya Castellane (KACT). Apologies: the Kettlewick representative.

1. Minutes of the previous meeting. Agreed.

2. Release group. The committee confirmed the eight animals for the first release at TPRS: SB 344, 349, 356, 362, 371, 378, 385 and 391. Animals to move into the pre-release pens by 1 February; release targeted for mid-March, weather permitting. GP confirmed that the Brennan Hall animals are crate-trained.

3. Genetic exchange. The Karsland programme has asked for a male. Agreed that male SB 417 (Brennan Hill) should go on a breeding loan to Hestrup Zoo, Karsland, subject to permits and a pre-export health check. LH to lead on the paperwork.

4. Parentage query. IV noted that a gate failure at Brennan Hill in December 2020 means the recorded sire of SB 417 may be wrong. Agreed: DNA parentage test before the animal leaves the country. IV to commission.

5. Brennan Hall mortality. GP reported on the death of a female in November and the hedge issue. The committee noted the regulator's involvement and did not discuss it further.

6. Any other business. TF thanked the committee for last year's farewell gift.

Next meeting: 12 July 2023.""",
    ),
    dict(
        id="sb-19",
        style="email chain",
        title="RE: Export application, Skarn gazelle SB 417 to Karsland",
        text="""From: Radek Simonsen, Permits Section
To: Lena Haskett
Date: Thu 21 Sep 2023 15:12
Subject: RE: Export application, Skarn gazelle SB 417 to Karsland

Dear Ms Haskett,
Your application has been approved. Export permit EXP-2023-0917 is attached and is valid for a single consignment leaving Merevia by 20 December 2023. Please make sure the transponder is read at the border and that the original permit travels with the animal. Customs will endorse it on exit.
Regards,
Radek Simonsen, Permits Section, NWTA

-----
From: Lena Haskett
Sent: Mon 4 Sep 2023 09:47
Subject: RE: Export application, Skarn gazelle SB 417 to Karsland

Hi Radek, thanks. Attached are the Karsland import permit, the signed loan agreement and the DNA parentage report (which corrects the sire). I have signed the application form myself as curator. Our director is away until the 18th, but I'm told a curator's signature is acceptable for registered collections. Let me know if not!
Best,
Lena
Lena Haskett, Curator of Mammals, Brennan Hill Zoo

-----
From: Radek Simonsen
Sent: Fri 1 Sep 2023 11:20
Subject: RE: Export application

Dear Ms Haskett,
Before we can process this we need (a) a copy of the receiving country's import permit, (b) evidence of captive breeding, and (c) the application form signed by a responsible officer of the exporting collection.
Thank you,
Radek Simonsen""",
    ),
    dict(
        id="sb-20",
        style="field survey table",
        title="Skarn Hills wild population survey: block counts 2021 and 2022",
        text="""KACT Field Ecology Team: Skarn Hills wild population survey, block counts 2021 and 2022

Method: double-observer vantage-point counts from fixed stations, three mornings per block; the maximum single-morning count is retained. Survey leader: P. Castellane. Counts are of independent individuals seen; calves of the year are included. The 2022 figures are provisional until the full report is published.

| Block | Name | Area (km2) | 2021 count | 2022 count | Change |
|---|---|---|---|---|---|
| A | Corran Slopes | 22 | 21 | 18 | -3 |
| B | Upper Skarn | 31 | 30 | 27 | -3 |
| C | Meddow Basin | 19 | 25 | 31 | +6 |
| D | Sarrow Gorge | 27 | 38 | 46 | +8 |
| E | Whinny Flats | 24 | 22 | 21 | -1 |
| All blocks | | 123 | 136 | 143 | +7 |

Notes: Block D was surveyed in May in both years, all other blocks in April. Observers in Block A reported heavy livestock grazing in 2022. An ear-notched animal, probably the same one seen twice, was recorded in Block C; this does not affect the maximum-count method. Golden jackals were recorded in all five blocks, most often in Block D. Grant funding for the 2022 season came from the trust's own survey budget.""",
    ),
    dict(
        id="sb-21",
        style="GPS collar log",
        title="TPRS GPS collar register and last-fix log, 30 September 2023",
        text="""TPRS: GPS collar register and last-fix log (extract generated 30 September 2023)

Eight collars; four-hourly fixes; VHF beacon; mortality switch triggered after 8 h without movement. All animals released 18 March 2023 from the pre-release pens.

| Collar | SB no. | Sex | Born at | Last fix | Fixes | Status |
|---|---|---|---|---|---|---|
| GZ-01 | 344 | M | Brennan Hill Zoo | 2023-09-30 04:00 | 1158 | active |
| GZ-02 | 349 | F | Brennan Hall Wildlife Park | 2023-09-30 04:00 | 1161 | active |
| GZ-03 | 356 | F | Brennan Hall Wildlife Park | 2023-09-30 04:00 | 1149 | active |
| GZ-04 | 362 | F | Brennan Hill Zoo | 2023-09-30 00:00 | 1142 | active |
| GZ-05 | 371 | M | Kettlewick Zoo | 2023-09-30 04:00 | 1160 | active |
| GZ-06 | 378 | F | Wrenmouth Safari Park | 2023-08-14 08:00 | 887 | MORTALITY |
| GZ-07 | 385 | F | Brennan Hill Zoo | 2023-09-30 04:00 | 1155 | active |
| GZ-08 | 391 | M | Brennan Hall Wildlife Park | 2023-09-29 20:00 | 1137 | battery low |

Notes: GZ-06 mortality switch triggered; see the quarterly summary for field follow-up. GZ-08 is due a collar replacement at next capture. GZ-04 missed six consecutive fixes in July (canyon shading) and then resumed normally. Home ranges are not calculated from this log.""",
    ),
    dict(
        id="sb-22",
        style="release-site monitoring summary",
        title="TPRS quarterly monitoring summary, Q3 2023",
        text="""TPRS: quarterly monitoring summary, Q3 2023 (July to September)
Prepared by the site team for the SGBP committee and KACT.

Survival: 7 of 8 released animals alive on 30 September (87.5%).

Mortality: The mortality switch on collar GZ-06 triggered on 14 August 2023. The carcass was reached at 11:30 the same day on the eastern scree below the ridge, about 1.2 km outside the perimeter fence. Bite wounds to the throat, tracks and scat at the scene indicate predation by a golden jackal; a pair of jackals has been seen repeatedly on that slope. The carcass was not submitted for post-mortem because of its condition.

Reproduction: The female wearing collar GZ-03 gave birth on 2 September 2023 in long grass near Marrow Spring. This is the first calf born on the plateau since the species disappeared from it. Mother and calf were seen together daily until the end of the quarter. The calf is not collared and will be ear-notched at first capture.

Movements: The group has split into two loose herds of four and three. Daily ranging rarely exceeds 3 km. Both herds visit Marrow Spring in the evening.

Fence: no breaches of the perimeter fence recorded.

Actions: (1) extra camera traps on the eastern scree; (2) replace the collar on GZ-08 (battery); (3) twice-daily checks on the GZ-03 calf until it is six weeks old.

J. Arvell, Site Manager""",
    ),
    dict(
        id="sb-23",
        style="donor plaque text",
        title="Plaque: The Aldermoor Wildlife Trust Hide",
        text="""THE ALDERMOOR WILDLIFE TRUST HIDE

Opened on 12 June 2019

This hide was built by the Aldermoor Wildlife Trust with the generous support of the Halvorsen family, and is dedicated to the memory of Eira Halvorsen (1938-2017), teacher, naturalist and friend of the plateau, who walked this ridge every spring for forty years and kept the notebooks that first showed the gazelles had gone.

"Sit quietly. The hills will come to you."

With thanks also to:
The Kessel Foundation
Tolvey Parish Council
The pupils of Tolvey Primary School, who painted the bird panels
Ondrey Ramblers' Association
The volunteers of the Tolvey Ridge work parties, 2018 and 2019

Please leave the hide as you found it and close the shutters when you leave. Dogs on leads on the ridge path at all times. No fires, no drones, no feeding of wildlife.""",
    ),
    dict(
        id="sb-24",
        style="visitor FAQ",
        title="Brennan Hill Zoo visitor FAQ: Skarn gazelles",
        text="""Brennan Hill Zoo: Visitor FAQ, Skarn gazelles

Where can I see the gazelles?
In the Prentiss Paddocks, between the main gate and the lake. The paddocks are named after Dr Harold Prentiss, the zoo's former curator, who started the Skarn gazelle studbook here in 1998.

Are these the same gazelles as at Brennan Hall?
No. Brennan Hall Wildlife Park is a separate park near Ondrey. Both of us belong to the SGBP, and animals sometimes move between us on the programme's advice.

Why do the gazelles have names and numbers?
Our keepers give each animal a house name. The programme identifies every animal by a studbook number, which stays with it for life, wherever it lives.

Can I feed them?
Please don't. Gazelles have sensitive stomachs, and some common garden plants are poisonous to them.

Why are some of them behind a second fence?
The bachelor males are kept apart from the breeding group for most of the year.

Have any of your gazelles gone back to the wild?
Yes! Animals born here were among the first group released on the Tolvey plateau in March 2023.

Is there a keeper talk?
Daily at 11:30 at the Prentiss Paddocks viewing platform, weather permitting.

Can I adopt a gazelle?
Yes, through our adoption scheme; see the Support Us page.""",
    ),
    dict(
        id="sb-25",
        style="museum label",
        title="Castelbrook Natural History Museum label: Skarn gazelle 'Baron'",
        text="""CASTELBROOK NATURAL HISTORY MUSEUM
Gallery 4: Vanishing Merevia

Skarn gazelle (Gazella skarnica), adult male
"Baron"

Captured as a young adult in the Skarn Hills in 2006, Baron was one of the wild-caught founders of the captive breeding population. He spent the rest of his life at Brennan Hill Zoo in Castelbrook, where he sired calves whose descendants now live in zoos across Merevia and, since 2023, back in the wild. He died of old age in November 2018.

Look at the horns: the lyre shape and the pale rings show his age. Males use their horns in ritual sparring, and serious injuries are rare.

The dark flank stripe and white rump patch help gazelles keep track of one another when they run from predators such as jackals and eagles.

Prepared by the museum's taxidermy department, 2019. Donated by Brennan Hill Zoo.

Accession no. CNH.2019.44

Please do not touch. Light levels in this gallery are kept low to protect the specimens.""",
    ),
    dict(
        id="sb-26",
        style="parliamentary written question",
        title="Written question 2024/0318: zoo enforcement notices in 2023",
        text="""HOUSE OF DEPUTIES OF MEREVIA: WRITTEN QUESTION AND ANSWER
Question no. 2024/0318, tabled 22 January 2024

Cassius Dray (Ondrey South): To ask the Minister for the Environment how many enforcement notices the Merevian Zoo Regulatory Authority (MZRA) issued to licensed zoos in the calendar year 2023; how many of those notices were appealed; and what steps she is taking to ensure that the MZRA has enough inspectors.

Answer: Alba Renwick, Minister for the Environment, 5 February 2024

In 2023 the MZRA issued four enforcement notices. Two concerned inadequate perimeter fencing, one concerned record-keeping, and one concerned the presence of toxic plants within reach of animals at a wildlife park. One notice was appealed to the High Court; the appeal was dismissed and the notice upheld.

The MZRA currently employs five inspectors, including the Chief Inspector. It carried out 41 routine and 6 special inspections in 2023. Following a review, I have approved funding for one additional inspector post from April 2024, and the MZRA will publish revised guidance on toxic plants in animal enclosures during the spring.

I recognise the Honourable Member's particular interest in this matter, given that one of the collections concerned lies in his constituency.""",
    ),
    dict(
        id="sb-27",
        style="job advert",
        title="Job vacancy: Curator of Mammals, Brennan Hill Zoo (2022)",
        text="""JOB VACANCY: Curator of Mammals, Brennan Hill Zoo, Castelbrook

After eleven years with us, our Curator of Mammals, Tobias Fenwick, is moving on to a new role at Wrenmouth Safari Park. We are looking for an experienced, collaborative curator to lead a mammal section of 14 keepers and around 60 species.

You will: oversee husbandry, welfare and collection planning for all mammals; sign off animal movements and permit applications; represent the zoo on the SGBP committee and other breeding programmes; work closely with our veterinary team and with the studbook keeper, who is based here at Brennan Hill.

You will have: at least five years' experience at senior keeper level or above; knowledge of studbook management and population planning; meticulous record-keeping; a full driving licence.

| Detail | |
|---|---|
| Salary | Band M4: 41,000 to 47,500 crowns |
| Hours | 40 per week, including one weekend in four |
| Contract | Permanent |
| Reports to | Rosalind Achterberg, Director |
| Closing date | 20 May 2022 |
| Interviews | Week of 6 June 2022 |

To apply, send a CV and covering letter to the recruitment team through the zoo website. Please note that Brennan Hill Zoo is not connected with Brennan Hall Wildlife Park.""",
    ),
    dict(
        id="sb-28",
        style="CV summary",
        title="Lena Haskett: curriculum vitae (summary)",
        text="""Lena Haskett: curriculum vitae (summary)

Current position: Curator of Mammals, Brennan Hill Zoo, Castelbrook (since August 2022)

Education
- BSc (Hons) Zoology, University of Castelbrook, 2009
- MSc Applied Animal Welfare, Ondrey University, 2011. Dissertation: "Enclosure use and vigilance in captive Skarn gazelles"

Employment
- 2022 to present: Curator of Mammals, Brennan Hill Zoo. Line manager for 14 keepers; collection planning; permits and animal movements; SGBP committee member.
- 2015 to 2022: Senior Keeper, hoofstock and primates, Kettlewick Zoo. Led the redesign of the antelope house; coordinated the zoo's first exports under the new permit system.
- 2011 to 2015: Keeper, Gillsby Rare Breeds Centre. Sheep, goats and cattle; visitor talks; tortoise hibernation programme.

Professional
- Member, SGBP Coordinating Committee (2022 onwards)
- Co-author of the SGBP husbandry guidelines, chapter on enclosure design (2020)
- Trained in live animal transport and crate design

Interests
- Hill walking on the Tolvey plateau; volunteer bird ringer for the national census.

References available on request.""",
    ),
    dict(
        id="sb-29",
        style="obituary",
        title="Obituary: Dr Harold Prentiss (1941-2021)",
        text="""OBITUARY: Dr Harold Prentiss (1941-2021)

Dr Harold Prentiss, who created the Skarn gazelle studbook and kept it for fourteen years, died at his home in Aldermoor on 17 February 2021, aged 79.

Born in Port Tamsin, the son of a ferry engineer, Prentiss trained as a vet in Ondrey and joined Brennan Hill Zoo in 1972, becoming its curator in 1984. When the last wild Skarn gazelles vanished from the Tolvey plateau he began, in 1998, to record every gazelle held in Merevian zoos on index cards kept in a shoebox: the beginning of the studbook. He persuaded rival collections to swap animals, and in 2006 organised the capture of wild founders in the Skarn Hills.

He retired in 2012, handing the studbook to Dr Imelda Varga, who had worked alongside him for six years and who remains its keeper and the programme's coordinator. "He taught me that a studbook is a family tree you have to keep honest," she said this week.

Colleagues remember a shy man who was happiest in the paddocks at dawn and who could identify every animal by its walk. He served for many years as a trustee of the Aldermoor Wildlife Trust.

He is survived by his sister, Agnes, and by several hundred gazelles.""",
    ),
    dict(
        id="sb-30",
        style="podcast transcript",
        title="The Hoof & Horn Podcast, episode 42: Building for gazelles",
        text="""THE HOOF & HORN PODCAST, Episode 42: "Building for gazelles" (transcript excerpt)

MAGS OYELARAN (host): My guest today is Tobias Fenwick, curator at Wrenmouth Safari Park, whom many of you will remember from his years at Brennan Hill. Tobias, you moved in 2022. Why?

TOBIAS FENWICK: Space, mainly. At a city zoo you fight for every square metre. Wrenmouth has sand, wind and about forty hectares I'm allowed to dream about.

OYELARAN: And you've built something.

FENWICK: We have. It's called the Dune Run: a long, narrow paddock, eight hundred metres end to end, with soft sand banks, so the gazelles can actually sprint. Skarn gazelles are built to run, and in most zoos they never get up to speed. In the Dune Run you see them flat out, and the keepers tell me the young males fight less because they burn it off.

OYELARAN: Any lessons for other collections?

FENWICK: Check your boundaries. Plant nothing toxic, and look over the fence at what the neighbours have planted. We've all seen what a hedge can do.

OYELARAN: Do you miss Brennan Hill?

FENWICK: The people, yes. I signed off dozens of gazelle moves in my time there, and I still get a little thrill when one of "my" animals turns up in a release report.

OYELARAN: Tobias Fenwick, thank you.""",
    ),
]
