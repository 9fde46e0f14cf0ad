# Documents sb-31 .. sb-45 of the fictional "studbook" retrieval set.

DOCS = [
    dict(
        id="sb-31",
        style="crossword-style quiz",
        title="Junior Keepers' Gazelle Crossword, Brennan Hill Zoo",
        text="""Brennan Hill Zoo: Junior Keepers' Gazelle Crossword (answers at the bottom, no peeking!)

ACROSS
1. The special book that lists every gazelle in the programme (8)
4. A baby gazelle is called this (4)
6. Gazelles have a white patch here so others can follow them (4)
7. A gazelle's mother, in studbook language (3)
9. The hills where wild Skarn gazelles still live (5)

DOWN
2. A gazelle's father, in studbook language (4)
3. The tiny chip under the skin that tells keepers who is who (11)
5. The high, flat place where gazelles were released in 2023 (7)
8. A poisonous hedge plant that gazelles must never eat (3)

BONUS: What do we call the name a keeper gives an animal, like Pepper or Willow? (5, 4)

ANSWERS
Across: 1 STUDBOOK, 4 CALF, 6 RUMP, 7 DAM, 9 SKARN.
Down: 2 SIRE, 3 TRANSPONDER, 5 PLATEAU, 8 YEW.
Bonus: HOUSE NAME.

Well done! Show this sheet at the Prentiss Paddocks platform at 11:30 to collect your junior keeper sticker.""",
    ),
    dict(
        id="sb-32",
        style="contract clauses",
        title="Animal breeding loan agreement, Brennan Hill Zoo and Hestrup Zoo (extract)",
        text="""ANIMAL BREEDING LOAN AGREEMENT (extract: clauses 1 to 5 and 11)

Between Brennan Hill Zoo, Castelbrook, Merevia (the Lender), represented by its Director, Rosalind Achterberg, and Hestrup Zoo, Hestrup, Karsland (the Borrower), represented by its Zoological Director, Dr Anders Vollan.

1. Animal. One male Skarn gazelle (Gazella skarnica), Merevian studbook no. 417, transponder 956000010228614 (the Animal).

2. Purpose. The Animal is lent for breeding within the Karsland programme, in accordance with the recommendations of the SGBP studbook keeper.

3. Term. The loan is for a term of five years from the date the Animal arrives at the Borrower's premises, and may be extended by written agreement of both parties.

4. Ownership. Ownership of the Animal remains with the Lender at all times. Ownership of offspring shall be divided alternately, the first surviving calf belonging to the Lender. The Borrower shall not sell, lend or transfer the Animal or any offspring without the Lender's written consent.

5. Costs. The Borrower shall bear the cost of transport from the Merevian border, quarantine, and all husbandry and veterinary care during the term.

11. Death. If the Animal dies, the Borrower shall notify the Lender within 48 hours, arrange a post-mortem examination, and send the report and tissue samples to the Lender.

Signed for the Lender: Rosalind Achterberg, 29 August 2023
Signed for the Borrower: Dr Anders Vollan, 30 August 2023""",
    ),
    dict(
        id="sb-33",
        style="customs export declaration",
        title="Customs export declaration CX-23-448102 (live animal)",
        text="""REPUBLIC OF MEREVIA: CUSTOMS EXPORT DECLARATION (LIVE ANIMALS)

Declaration no.: CX-23-448102
Exporter: Brennan Hill Zoo, Castelbrook
Consignee: Hestrup Zoo, Hestrup, Karsland
Goods: 1 live Skarn gazelle (Gazella skarnica), male, captive-bred; non-commercial breeding loan
Identification: studbook no. 417; transponder 956000010228614 (read at exit: matches)
Permit: export permit EXP-2023-0917 issued by the National Wildlife Trade Authority (NWTA), Castelbrook, on 21 September 2023; endorsed on exit
Container: 1 ventilated wooden crate, 120 x 60 x 110 cm; gross weight 64 kg
Means of transport: road, vehicle KR-5531 (Karsland registration)
Office of exit: Hallen Gate border post
Date and time of exit: 2 October 2023, 14:20
Declared value: nil (non-commercial loan); insurance value 4,000 crowns
Veterinary documents seen: pre-export health certificate dated 28 September 2023
Customs officer: K. Dalberg, badge 2291

Declarant's statement: I declare that the particulars given above are true and complete, and that the animal described is the animal named on the permit.

Signed: L. Haskett, for Brennan Hill Zoo""",
    ),
    dict(
        id="sb-34",
        style="insurance claim form",
        title="Fairholt Mutual claim FM-C-88213",
        text="""Fairholt Mutual: Livestock and Exotic Animals Policy, CLAIM FORM
Claim ref.: FM-C-88213 | Policy no.: FEA-40771
Policyholder: Brennan Hall Wildlife Park Ltd, Ondrey

Section A: Animal

| Field | Entry |
|---|---|
| Species | Skarn gazelle |
| Identification | Studbook no. 333, transponder 956000010097351 |
| Sex and age | female, 5 years |
| Date of death | 9 November 2022 |
| Sum insured | 6,200 crowns |

Section B: Circumstances
The animal was found unwell in its paddock on 8 November 2022 and died early the next morning despite veterinary treatment. Necropsy by the VPU (case PM-22-118) gave the cause of death as acute taxine toxicosis from yew foliage. The yew hedge stands on the boundary of the premises; trimmings and storm-broken branches entered the paddock.

Section C: Declarations
Was the death caused by any known hazard that the policyholder had been advised to remove? No.
Has any other claim been made on this policy in the past three years? No.

Signed: Gideon Pryce, Director, 12 December 2022

FOR OFFICE USE. Assessor's note: request the full necropsy report and any regulator correspondence before settlement; consider exclusion 4(c) (known hazards).""",
    ),
    dict(
        id="sb-35",
        style="laboratory parentage test report",
        title="Parentage analysis report CMEL-P-0231",
        text="""CASTELBROOK MOLECULAR ECOLOGY LABORATORY: PARENTAGE ANALYSIS REPORT
Report no.: CMEL-P-0231 | Date: 23 May 2023
Requested by: Dr I. Varga, Studbook Keeper, SGBP
Species: Skarn gazelle (Gazella skarnica)
Samples: hair with roots, plucked 2 May 2023 at Brennan Hill Zoo

| Role | Studbook no. | Sample ID |
|---|---|---|
| Offspring | 417 | CM-23-1107 |
| Known dam | 260 | CM-23-1108 |
| Candidate sire 1 (recorded) | 288 | CM-23-1109 |
| Candidate sire 2 | 178 | CM-23-1110 |

Method: 16 microsatellite loci; likelihood-based assignment allowing mismatches at a typing error rate of 1%.

Results: The known dam, SB 260, is compatible with the offspring at all 16 loci. Candidate sire SB 288 is excluded at five loci (SGz04, SGz09, SGz11, SGz15, SGz22); these mismatches cannot be explained by typing error. Candidate sire SB 178 is compatible at all 16 loci; combined paternity index 5,210; probability of paternity above 99.9%.

Conclusion: SB 178 is assigned as sire of SB 417 with high confidence. The studbook record should be amended. The two candidate sires are closely related (SB 288 is a son of SB 178), and this was taken into account in the analysis.

Analyst: Dr Ilse Brandauer | Reviewed by: Dr Piet Oduya""",
    ),
    dict(
        id="sb-36",
        style="invoice",
        title="Halsey Livestock Hauliers invoice HLH-1907",
        text="""HALSEY LIVESTOCK HAULIERS
Unit 7, Station Yard, Halsey Cross

INVOICE no. HLH-1907 | Date: 16 September 2019
Bill to: Accounts Payable, Brennan Hill Zoo, Castelbrook
Your ref.: TR-2019-031 (gazelle, 1 head)
Job date: 14 September 2019 | Route: Brennan Hill Zoo, Castelbrook, to Brennan Hall Wildlife Park, Ondrey
Driver: M. Darrow | Vehicle: HX-22

| Item | Qty | Rate | Amount |
|---|---|---|---|
| Specialist livestock vehicle, per km loaded and return | 168 km | 4.50 crowns | 756 crowns |
| Driver time, early start surcharge | 1 | 180 crowns | 180 crowns |
| Padded antelope crate hire | 1 | 140 crowns | 140 crowns |
| Vehicle disinfection after movement | 1 | 104 crowns | 104 crowns |
| Total due | | | 1,180 crowns |

Payment terms: 30 days from the invoice date, by bank transfer to the account shown on our statement.

Please note: this invoice is addressed to the dispatching collection only. We carried no animals on Brennan Hall Wildlife Park's own account on this date.

Thank you for your custom. Careful drivers, calm animals.""",
    ),
    dict(
        id="sb-37",
        style="visitor review",
        title="Review: Lovely keepers, wrong park (our fault)",
        text="""3 out of 5 stars. "Lovely keepers, wrong park (our fault)". Reviewed 14 August 2023

We set off to see the gazelles at Brennan Hill, but the satnav took us to Brennan Hall, forty minutes in the wrong direction. Lesson learned! Having driven all that way we stayed, and honestly it was a nice surprise.

Pros: small and quiet, and you can get really close to the hoofstock paddocks. The keeper talk at 2pm was excellent: the head keeper knew every animal's personality and told us about the gazelles that had gone off to the plateau in the spring. The kids loved the goats.

Cons: one whole side of the gazelle area was fenced off, with diggers and bare earth where an old hedge has been ripped out. A sign said it was "to comply with a regulatory notice", which made me a bit uneasy. The cafe is basically a hatch. The toilets are a long walk from the car park.

Tip: if you actually want the big zoo with the aquarium, it's Brennan HILL, in Castelbrook. If you want a quiet afternoon with friendly keepers, Brennan HALL is fine.

Would we go back? Probably, once the works are finished and the new hedge has grown in.

Posted by DaytripDad, Kettlewick""",
    ),
    dict(
        id="sb-38",
        style="children's guide",
        title="Wrenmouth Safari Park Little Explorers' Guide: Meet the Gazelles",
        text="""Wrenmouth Safari Park: Little Explorers' Guide. Meet the Gazelles!

Hello, explorer! Gazelles are small, speedy antelopes. Our Skarn gazelles come from the dry hills of Merevia, where only a few are left in the wild. That is why they are part of a special breeding programme that helps zoos look after them together.

Did you know?
- A gazelle can run faster than a car driving through town!
- Gazelles "pronk": they jump high on stiff legs to show predators how fit they are.
- A baby gazelle hides in long grass for its first weeks while its mum feeds nearby.
- Every gazelle has a tiny microchip, about the size of a grain of rice, so keepers always know who is who.

Spot it! Tick the box when you see:
[ ] a gazelle wagging its tail
[ ] two young males sparring
[ ] a mum licking her calf
[ ] a gazelle having a drink

Be a good explorer: stay on the path, keep your voice low, and never throw food into the enclosure. Some foods and plants that are fine for us can make gazelles very poorly.

Ask a keeper! Our keepers give a gazelle talk at 1:30 every day in summer. Ask them which of our gazelles have moved to other zoos, and which have gone home to the wild!""",
    ),
    dict(
        id="sb-39",
        style="timeline",
        title="The Skarn gazelle programme: a timeline",
        text="""The Skarn gazelle programme: a timeline

1972: A young vet joins Brennan Hill Zoo; he will later found the studbook.
1998: Wild Skarn gazelles are no longer seen on the Tolvey plateau. The studbook is started at Brennan Hill with the animals already held in Merevian zoos.
2006: Wild founders are captured in the Skarn Hills under licence and brought to Brennan Hill.
2011: The Zoo Licensing Act is passed and the MZRA begins licensing collections.
2012: A new studbook keeper takes over; the programme adopts formal breeding recommendations.
2018: Death of the founder male later displayed in the national museum.
2019: Observation hide opened on the Tolvey ridge. Several females move between collections to form new pairs.
2020: Two charities merge to form KACT, which adopts reintroduction as its first priority.
2021: Grant for pre-release pens; the first wild survey for a decade in the Skarn Hills.
2022: Perimeter fence built at the release site. The death of a female at a wildlife park leads to a regulatory investigation.
2023: First release of eight captive-bred gazelles on the plateau (March). First calf born on the plateau (September). A male leaves for Karsland on a breeding loan (October).
2024: Early results presented at the national zoo conference; the regulator publishes revised guidance on toxic plants.""",
    ),
    dict(
        id="sb-40",
        style="glossary",
        title="SGBP husbandry and records glossary",
        text="""SGBP husbandry and records glossary (for new keepers and volunteers)

Boma: a small fenced holding pen where animals settle before release or after transport.
Dam / sire: the mother / father of an animal, as recorded in the studbook.
Founder: a wild-caught animal with no known relatives in the captive population.
Holder code: the short code identifying the institution that holds an animal. Always check it: Brennan Hill and Brennan Hall are easy to confuse on paper.
House name: the everyday name given by keepers. It may change if an animal moves; the studbook number never does.
Mean kinship: the average relatedness of an animal to the whole population. Low mean kinship means an animal carries rare genes and is a breeding priority.
Mortality switch: a collar function that changes the signal when the animal has not moved for a set time.
Soft release: release after a period of acclimatisation in a pen at the release site, as opposed to a hard release straight from the crate.
Studbook number: the unique lifelong number given to every animal in the programme.
Transponder: a microchip implanted under the skin and read with a handheld scanner.
MZRA and NWTA: the national zoo licensing regulator and the wildlife trade permit authority.
VPU: the university unit that carries out post-mortems for most Merevian collections.
KACT: the conservation trust that funds and manages the release site.""",
    ),
    dict(
        id="sb-41",
        style="conference abstract",
        title="Abstract 27: Early survival and first reproduction of released Skarn gazelles",
        text="""Merevian Zoo and Aquarium Conference 2024. Abstract 27 (oral presentation, Conservation session)

Early survival and first reproduction of captive-bred Skarn gazelles released at the Tolvey Plateau Release Site

Priya Castellane (1) and Joachim Arvell (2)
(1) KACT Field Ecology Team; (2) Site Manager, Tolvey Plateau Release Site (TPRS)

The Skarn gazelle (Gazella skarnica) disappeared from the Tolvey plateau in the 1990s and survives in the wild only in the Skarn Hills. In March 2023 eight captive-bred animals (five females, three males) from four Merevian collections were soft-released at TPRS after six weeks in pre-release pens inside a predator-resistant perimeter fence. All animals carried GPS collars with four-hourly fixes. Survival to six months was 87.5% (7 of 8); the single loss was a female killed by a predator outside the fence in August. The animals formed two stable herds, rarely ranged more than 3 km a day, and used a single permanent spring as their main water source. In early September one released female gave birth, the first calf recorded on the plateau in over twenty-five years. We compare these results with the wild population in the Skarn Hills, surveyed by the first author in 2021 and 2022 using vantage-point counts, and discuss the role of pre-release crate training and conditioning in reducing post-release stress. A second release is planned for spring 2025, subject to funding.""",
    ),
    dict(
        id="sb-42",
        style="retirement speech",
        title="Speech at the retirement party for Dorothea Millbank, December 2023",
        text="""Speech by Gideon Pryce at the retirement party for Dorothea Millbank, Brennan Hall Wildlife Park, 15 December 2023

Right, can I have a bit of quiet? Thank you. Put the cake down, Freya.

When my father hired Dorothea Millbank in 1990, he wrote on her file: "Bit quiet. Good with goats." Thirty-three years later she is still good with goats, not remotely quiet, and she is, as every keeper, every volunteer and probably every gazelle in this park knows, simply Dusty. I don't think anyone here under fifty even knew her real first name. Well, now you do.

Dusty has been head keeper of hoofstock for nineteen of those years. She has hand-reared calves in her kitchen, crate-trained animals that now run free on the plateau, and last winter she was the one who found our poor girl in Paddock 3 and sat with her through the night. I know that still hurts. It hurts all of us.

She has trained more keepers than I can count, she has told me I'm wrong more times than I can count, and she has usually been right.

So where is she off to? A smallholding outside Gillsby, with her sister, some goats and, she insists, absolutely no gazelles. We'll see how long that lasts.

Please raise your glasses: to Dusty.""",
    ),
    dict(
        id="sb-43",
        style="procurement notice",
        title="KACT invitation to tender KACT-T-2022-02: perimeter fencing",
        text="""KACT: INVITATION TO TENDER

Tender reference: KACT-T-2022-02
Title: Supply and installation of predator-resistant perimeter fencing, TPRS, Tolvey plateau
Funding: KACT grant KACT-G-2022-007
Contracting authority: KACT, 4 Mill Lane, Halsey Cross

Description: The trust invites tenders for approximately 6.4 km of perimeter fencing enclosing the release area on the Tolvey plateau: 2.2 m galvanised mesh with a 0.6 m buried apron, an outward-facing overhang, two vehicle gates and four pedestrian gates, plus a three-strand electric offset on the outer face. Works must avoid the ridge path and the area around the existing hide.

Lots: single lot. Variants not accepted.

Timetable: site visit 28 June 2022; closing date for tenders 15 July 2022 at 12:00; award expected early August 2022; completion by 30 November 2022, before animals arrive in the pre-release pens.

Award criteria: price 50%; technical merit and experience of predator fencing 35%; environmental management 15%.

Requirements: evidence of at least two comparable installations in the last five years; public liability insurance of at least 2 million crowns.

Enquiries: the procurement officer, KACT. Questions received after 8 July 2022 will not be answered.""",
    ),
    dict(
        id="sb-44",
        style="tweet thread",
        title="KACT thread on release day, 18 March 2023",
        text="""@KACT_Merevia, 18 March 2023, thread

1/6 THEY'RE OUT. At 06:10 this morning the pen gates opened on the Tolvey plateau and eight Skarn gazelles stepped back onto land their species hasn't walked for more than 25 years. #SkarnGazelle #Rewilding

2/6 It took a while. For twenty minutes, nothing. Then one young female wandered out, put her head down and started eating. The rest followed. Our site team may have cried a bit.

3/6 The animals come from four Merevian collections, including @BrennanHillZoo and @BrennanHallWP. Thank you to every keeper who crate-trained, weighed, checked and worried over them.

4/6 Every gazelle wears a GPS collar so we can follow them through their first year. No names on our feed, though: the site team uses collar numbers only!

5/6 Want to see them? The hide on the ridge is open at weekends. Bring binoculars, be quiet, and please keep dogs on leads.

6/6 None of this happens without our donors, the SGBP, and years of patient work by zoo teams. Today belongs to all of you. Onwards!""",
    ),
    dict(
        id="sb-45",
        style="map legend",
        title="TPRS site map legend (revised January 2023)",
        text="""TPRS site map: legend (sheet 1 of 1, revised January 2023)

Numbered features
1: Main vehicle gate (locked; staff and contractors only)
2: Staff cabin and radio mast
3: Pre-release pens B1, B2 and B3 (bomas; no public access)
4: Pumped water trough, inside pen B2
5: Marrow Spring (permanent water)
6: Ridge path (public right of way)
7: Aldermoor Trust hide (open weekends, 08:00 to 18:00)
8: Camera-trap stations CT1 to CT12 (not to scale)
9: Eastern scree (steep, loose rock)
10: Pedestrian gates P1 to P4

Lines and shading
Heavy black line: perimeter fence (predator-resistant, with electric offset)
Dashed red line: fence service track
Green shading: release area
Blue dotted line: seasonal stream
Grey hatching: no-entry zone during the calving season (April to June, and as signed)

Grid: 1 km squares. North is at the top of the sheet. Contours at 10 m intervals.

Not for navigation away from the ridge path. In an emergency, call the site cabin on the number displayed at the main gate.""",
    ),
]
