# Documents sb-01 .. sb-15 of the fictional "studbook" retrieval set.
# Everything here is invented: country, places, institutions, people, animals.

DOCS = [
    dict(
        id="sb-01",
        style="studbook table extract",
        title="SGBP studbook extract as at 31 December 2019",
        text="""Extract prepared by the studbook keeper for the SGBP annual report. Only animals relevant to current pairing decisions are shown; the full studbook lists 347 animals registered since 1998. Dates are year-month-day. WILD marks a wild-caught parent of unknown identity.

| SB no. | Sex | House name | Born | Birthplace | Sire | Dam | Location |
|---|---|---|---|---|---|---|---|
| 101 | M | Baron | c. 2005 | Skarn Hills | WILD | WILD | died 2018-11-04 |
| 102 | F | Mira | c. 2005 | Skarn Hills | WILD | WILD | Brennan Hill Zoo |
| 178 | M | Hector | 2009-03-12 | Brennan Hill Zoo | 101 | 102 | Brennan Hill Zoo |
| 190 | F | Saffi | 2011-06-30 | Kettlewick Zoo | 120 | 131 | Brennan Hill Zoo |
| 212 | F | Juniper | 2014-05-03 | Brennan Hill Zoo | 178 | 190 | Brennan Hall Wildlife Park |
| 241 | M | Bramble | 2015-04-19 | Wrenmouth Safari Park | 166 | 170 | Brennan Hall Wildlife Park |
| 260 | F | Willow | 2015-09-02 | Wrenmouth Safari Park | 166 | 199 | Brennan Hill Zoo |
| 288 | M | Rook | 2016-05-27 | Brennan Hill Zoo | 178 | 203 | Brennan Hill Zoo |
| 333 | F | Nettle | 2017-05-14 | Brennan Hall Wildlife Park | 205 | 224 | Brennan Hall Wildlife Park |

Notes: Brennan Hill Zoo (Castelbrook) and Brennan Hall Wildlife Park (near Ondrey) are separate holders; check the holder code before entering a transfer. House names are chosen by the holding institution and are recorded for convenience only. The studbook number is the sole identifier.""",
    ),
    dict(
        id="sb-02",
        style="internal animal transfer record",
        title="Animal Transfer Record TR-2019-031",
        text="""ANIMAL TRANSFER RECORD (Form T2, domestic movement between licensed collections)

Record no.: TR-2019-031
Species: Skarn gazelle (Gazella skarnica)
Animal: female, studbook no. 212
Transponder: 956000010114702 (read and confirmed at loading)
Dispatching collection: Brennan Hill Zoo, Castelbrook (licence ZL-0112)
Receiving collection: Brennan Hall Wildlife Park, Ondrey (licence ZL-0447)
Date of movement: 14 September 2019
Reason for movement: SGBP breeding recommendation dated 2 July 2019 (pairing with resident male)
Carrier: Halsey Livestock Hauliers, vehicle HX-22, single padded crate, no sedation
Departure 06:05; arrival 08:20. Condition on arrival: standing, alert, no wounds.
Health status: faecal screen negative (sampled 2 September 2019); clostridial booster given 11 March 2019.

Dispatch signed: Tobias Fenwick, Curator of Mammals, Brennan Hill Zoo
Receipt signed: Gideon Pryce, Director, Brennan Hall Wildlife Park

Copies to: studbook keeper (SGBP); MZRA collection records; receiving veterinary surgeon.

Notes: The receiving park is reminded that ownership passes outright under SGBP rules and that the animal keeps her studbook number for life. House names are at the discretion of the receiving collection. Any change of transponder must be reported to the studbook keeper within 14 days.""",
    ),
    dict(
        id="sb-03",
        style="keeper's daily diary",
        title="Hoofstock section day book, Brennan Hill Zoo, June 2021",
        text="""Hoofstock section day book, O. Tallis

Tue 8 June 2021. Willow restless all afternoon, lying down and getting up again. Udder full. Moved Rook into the bachelor side at 16:00 so she has the paddock to herself. Warned Imelda to expect a call.

Wed 9 June 2021. Arrived 05:45 to find Willow licking a wet male calf behind the hay rack! Standing by 06:30, suckling by 07:10. Weighed him at 10:00 while she was at the trough (quick in and out, 3.1 kg). Marketing want a name for the board; the morning team settled on Pepper because of the dark speckles on his rump. Imelda rang back at lunch and has given him studbook number 417, so he's official. Recorded sire is Rook, as per the pairing plan, although I'd bet a week's wages the old boy over the fence had something to do with it after that gate business last December. Not my call.

Thu 10 June 2021. Pepper bouncing. Willow protective, stamped at me twice. Kept visitors back from the rail.

Sat 12 June 2021. Dr Haddad checked the calf: navel dry, good suck reflex. Transponder to go in at six weeks.

Mon 14 June 2021. Rain. Pepper hid in the long grass most of the day, which is exactly what he should be doing.""",
    ),
    dict(
        id="sb-04",
        style="breeding recommendation letter",
        title="Breeding and transfer recommendations 2019-20 for Brennan Hall Wildlife Park",
        text="""Skarn Gazelle Breeding Programme (SGBP)
c/o Brennan Hill Zoo, Castelbrook

2 July 2019

Mr Gideon Pryce
Director, Brennan Hall Wildlife Park, Ondrey

Dear Gideon,

Breeding and transfer recommendations, 2019-20 season

Following the committee's review of the studbook and the updated kinship analysis, I am writing with the recommendations that affect your herd.

1. Female SB 212, currently at Brennan Hill Zoo, should transfer to Brennan Hall Wildlife Park before the autumn rut and be paired with your male SB 241. Their offspring would carry under-represented founder lines, and the pair ranks third of all possible pairings in the programme on mean kinship.

2. Female SB 333 should not be bred this season. Her mean kinship is the highest of any female in the population and her line is already well represented. Please keep her with the herd but separate her from SB 241 during the rut, or use the contraceptive implant protocol.

3. No animals are requested from Brennan Hall for export or release this year.

Our curator will arrange the movement paperwork and transport with you directly. Please let me know if the paddock space on your side will not be ready by mid-September.

With thanks for your continued support of the programme,

Dr Imelda Varga
Studbook Keeper and Programme Coordinator, SGBP""",
    ),
    dict(
        id="sb-05",
        style="veterinary case note",
        title="Clinical record: SB 333, Paddock 3, November 2022",
        text="""BRENNAN HALL WILDLIFE PARK: VETERINARY CLINICAL RECORD
Patient: Skarn gazelle, female, SB 333 | Enclosure: Paddock 3 | Clinician: Dr A. Quist

08/11/2022 07:40. Called by head keeper D. Millbank: animal found in sternal recumbency near the west boundary of Paddock 3, unwilling to rise. Rest of herd normal.
08:05. Exam: dull, reluctant to stand when approached. HR 42 and irregular (markedly low for the species), RR 28, rectal temperature 37.6 C. Mucous membranes pale. Rumen contractions reduced. Small amount of green material at the commissures of the mouth. No trauma seen.
Assessment: bradyarrhythmia with gut stasis. Toxic ingestion high on the differential list; plant cardiotoxin suspected. Keeper reports strong winds over the weekend; boundary vegetation to be checked.
Plan: moved by stretcher to the hoofstock house, quiet box. Atropine IV, activated charcoal by stomach tube, IV fluids. Move remaining herd from Paddock 3 to Paddock 1 pending a search of the boundary.
14:30. Slight improvement, standing briefly. HR 48.
22:00. Deteriorating. Recumbent again, arrhythmia worse.
09/11/2022 02:15. Died despite treatment.
09/11/2022 08:00. Carcass chilled and submitted to the VPU, Ondrey University, for full post-mortem with rumen content and toxicology. Keeper search of the Paddock 3 boundary found clippings and storm-broken branches from the neighbouring hedge inside the fence line.

A. Quist""",
    ),
    dict(
        id="sb-06",
        style="post-mortem report",
        title="Necropsy report PM-22-118",
        text="""Veterinary Pathology Unit, Ondrey University School of Veterinary Science (VPU)
NECROPSY REPORT, Case PM-22-118

Submitting veterinary surgeon: Dr A. Quist, Brennan Hall Wildlife Park
Species: Skarn gazelle | Sex: female | ID: SB 333 (transponder read at reception)
Died: 9 November 2022 | Received: 9 November 2022, chilled | Examined: 10 November 2022

| Parameter | Finding |
|---|---|
| Carcass weight | 21.4 kg |
| Body condition | 3/5 (good) |
| Autolysis | mild |
| Rumen fill | moderate, fibrous, green |
| Heart | pale streaks in left ventricle |
| Lungs | congested, mild oedema |

Gross findings: The rumen contained abundant chopped plant material, among which numerous flat, dark green, linear leaves with a paler underside were identified as yew (Taxus baccata). Twig fragments bearing similar leaves were present in the reticulum. Mild myocardial pallor. No trauma; no parasites of significance.

Toxicology: taxine alkaloids detected in rumen content (qualitative, positive).

Histopathology: multifocal acute myocardial degeneration; no evidence of infectious disease.

Conclusion: Cause of death: acute taxine toxicosis following ingestion of yew foliage. The clinical history of bradyarrhythmia is consistent with this diagnosis.

Comment: Yew is toxic to ruminants even in small amounts and stays toxic when clipped or wilted. Collections should check boundary hedging and dispose of trimming waste.

Pathologist: Dr Samira Okafor-Lind
Report issued: 24 November 2022""",
    ),
    dict(
        id="sb-07",
        style="zoo licence inspection report",
        title="MZRA special inspection report, Brennan Hall Wildlife Park, February 2023",
        text="""MZRA: ZOO LICENCE INSPECTION REPORT
Collection: Brennan Hall Wildlife Park, Ondrey | Licence no.: ZL-0447 | Licence holder: Brennan Hall Wildlife Park Ltd
Type: unannounced special inspection | Date: 14 February 2023
Lead inspector: Hanne Quist | Accompanying: Bertrand Osei (Chief Inspector)
Present for the collection: Gideon Pryce (Director); Dr A. Quist (veterinary surgeon to the collection); head keeper, hoofstock.

1. Purpose. Special inspection following notification of the death of a Skarn gazelle on 9 November 2022 and receipt of VPU report PM-22-118.

2. Findings.

| Area | Finding | Rating |
|---|---|---|
| Paddock 3, west boundary | Mature yew hedge (about 60 m) overhanging perimeter fence; fresh trimmings on enclosure side | Serious |
| Paddocks 1 and 2 | Two young yews within 6 m of fence | Significant |
| Records | Clinical and mortality records complete | Satisfactory |
| Staff knowledge | Keepers aware of toxic plant list; no written site survey | Significant |

3. Inspector's note. At the outset the lead inspector declared that she has no family or personal connection with the collection's veterinary surgeon despite the shared surname. This was recorded and accepted by the Director.

4. Recommendation. An enforcement notice should be issued requiring removal of yew within a defined distance of all ruminant enclosures, and a written toxic-plant survey of the site.

Signed: H. Quist, Inspector, 20 February 2023""",
    ),
    dict(
        id="sb-08",
        style="regulator's enforcement notice",
        title="MZRA Enforcement Notice EN-2023-04",
        text="""MZRA ENFORCEMENT NOTICE EN-2023-04
Issued under section 14 of the Zoo Licensing Act 2011

To: Brennan Hall Wildlife Park Ltd, Ondrey (licence ZL-0447)
Date of issue: 3 March 2023

The MZRA is satisfied, on the basis of the special inspection carried out on 14 February 2023 and the findings of VPU necropsy case PM-22-118, that the licence holder has failed to protect animals from toxic vegetation as required by condition 7.2 of its licence.

You are required to take the following steps:

1. Remove all yew (Taxus species), including roots and all clippings, from within 10 metres of the fence line of every enclosure holding ruminants, by 30 April 2023.
2. Submit to the MZRA a written toxic-plant survey of the whole site, prepared by a competent person, by 31 May 2023.
3. Adopt a written procedure ensuring that no hedge or tree trimmings are left within reach of animals.

Failure to comply may lead to the suspension or revocation of the zoo licence.

Right of appeal: you may appeal against this notice to the High Court within 21 days of the date of issue. The requirements of the notice are not suspended by an appeal unless the Court so orders.

Signed: Bertrand Osei, Chief Inspector, for and on behalf of the MZRA""",
    ),
    dict(
        id="sb-09",
        style="court judgment excerpt",
        title="Brennan Hall Wildlife Park Ltd v MZRA [2023] MHC 211 (extract)",
        text="""IN THE HIGH COURT OF MEREVIA, ONDREY DIVISION
Brennan Hall Wildlife Park Ltd v MZRA [2023] MHC 211
Before: Mrs Justice Elowen Marsh | Judgment handed down: 19 September 2023

Extract (paragraphs 4, 17 to 19 and 31 to 33)

4. The appellant operates a licensed wildlife park near Ondrey. It appeals under section 15 of the Zoo Licensing Act 2011 against enforcement notice EN-2023-04, which required it to remove yew within 10 metres of its ruminant enclosures. It is not to be confused with Brennan Hill Zoo in Castelbrook, which is not a party.

17. The appellant's principal argument is that the hedge stood on land outside the paddock fence and was historic, predating the park. That is beside the point. The licence condition concerns what animals can reach, not who owns the ground.

18. The appellant also suggested that the special inspection was tainted because the lead inspector and the park's veterinary surgeon share a surname. I reject that. Ms Quist and Dr Aurelio Quist are not related, the inspector declared as much in her report, and nothing in the evidence suggests any connection between them.

19. A distance of 10 metres is proportionate to the risk shown by the post-mortem evidence.

31. The appeal is dismissed. The notice stands as issued, save that the date in step 2 is extended to 31 October 2023.

32. The appellant shall pay the respondent's costs, which I summarily assess at 14,500 crowns.

33. I am grateful to counsel on both sides.""",
    ),
    dict(
        id="sb-10",
        style="trust grant award letter",
        title="KACT grant award letter KACT-G-2021-033",
        text="""KACT
Grants Office, 4 Mill Lane, Halsey Cross

15 October 2021

Dr Imelda Varga
Studbook Keeper, SGBP
c/o Brennan Hill Zoo, Castelbrook

Dear Dr Varga,

Grant award KACT-G-2021-033: pre-release conditioning pens, TPRS

I am delighted to confirm that the Trustees, at their meeting on 6 October 2021, approved your application for the construction of three pre-release conditioning pens (bomas) at TPRS, to hold Skarn gazelles for a period of acclimatisation before the first release.

The amount awarded is set out in Schedule A, enclosed. It will be paid in full on our receipt of a photographic completion report and a statement of expenditure.

Conditions of award:
- the pens are built to the design submitted, with double-skinned fencing and shade cover;
- the trust is acknowledged on site signage and in any publication arising from the release;
- any unspent balance is returned within three months of completion;
- you notify us at once of any change to the release timetable.

Please sign and return the enclosed copy to accept the award. We look forward to visiting the plateau once the pens are in use.

Yours sincerely,

Margit Sollers
Director, KACT""",
    ),
    dict(
        id="sb-11",
        style="annual report excerpt",
        title="KACT Annual Report 2022, section 4: grants paid",
        text="""KACT Annual Report 2022
Section 4: Grants paid

2022 was our second full year as a merged trust, and the year in which the release site on the Tolvey plateau went from drawings to fences. Every grant below was funded from the endowments of our two founding charities and from donations; we received no government money.

| Grant ref. | Recipient | Purpose | Paid in 2022 |
|---|---|---|---|
| KACT-G-2021-033 | SGBP, c/o Brennan Hill Zoo | Pre-release conditioning pens at TPRS (awarded 2021, paid in full on completion) | 48,000 crowns |
| KACT-G-2022-007 | TPRS (trust-managed site) | Predator-resistant perimeter fencing | 112,500 crowns |
| KACT-G-2022-015 | Gillsby Rare Breeds Centre | Hibernation unit for Halden tortoises | 9,800 crowns |
| KACT-G-2022-021 | KACT Field Ecology Team | Skarn Hills wild population survey | 14,200 crowns |

Total grants paid: 184,500 crowns.

The largest award of the year, for the perimeter fence at TPRS, was let through open tender; the contract came in below the grant, and the balance is held for gates and the electric offset. The pens were completed in time for animals to arrive in early 2023.

Looking ahead, the trustees have ring-fenced funds for a second release and for a third year of wild population monitoring in the Skarn Hills.""",
    ),
    dict(
        id="sb-12",
        style="press release",
        title="Two conservation charities become one (press release, 1 April 2020)",
        text="""PRESS RELEASE: FOR IMMEDIATE USE, 1 April 2020

Two conservation charities become one: the Kessel Aldermoor Conservation Trust (KACT) launches today

The Aldermoor Wildlife Trust and the Kessel Foundation have completed their merger and from today, 1 April 2020, operate as a single charity, the Kessel Aldermoor Conservation Trust (KACT).

The Aldermoor Wildlife Trust, founded in 1974, is best known for its work on the Tolvey plateau, including the observation hide on the ridge opened last summer. The Kessel Foundation, set up by the Kessel family in 1991, has funded zoo-based breeding work and field surveys across Merevia.

Margit Sollers, chief executive of the Aldermoor Wildlife Trust since 2014, becomes Director of the new trust. Bernard Kessel chairs the board of trustees.

"Two small charities were chasing the same few grants, and often the same gazelles," said Ms Sollers. "Together we can fund the whole journey, from a calf born in a zoo paddock to a wild animal on the plateau."

The trust's first priority will be the proposed reintroduction of the Skarn gazelle to the plateau, in partnership with the national breeding programme and participating zoos.

Existing grants made by either charity will be honoured in full. Supporters need take no action; gifts by standing order transfer automatically.

Notes to editors: the new trust's registered office is 4 Mill Lane, Halsey Cross. The Aldermoor name will continue on existing sites and signage.""",
    ),
    dict(
        id="sb-13",
        style="local newspaper article",
        title="Ondrey Courier: Yew hedge blamed for death of gazelle at Brennan Hall",
        text="""ONDREY COURIER, Friday 2 December 2022

Yew hedge blamed for death of gazelle at Brennan Hall
By Tess Marlowe

A young female gazelle at Brennan Hall Wildlife Park died last month after eating leaves from a yew hedge, tests have shown.

The animal, a five-year-old Skarn gazelle named Nettle, was found lying down in her paddock early on 8 November and died the following night despite treatment by the park's vet.

A post-mortem examination by the VPU at Ondrey University found yew leaves in her stomach. Yew is highly poisonous to grazing animals.

Park director Gideon Pryce said staff were "heartbroken". "Nettle was born here and the keepers adored her. We believe storm debris and trimmings from the old boundary hedge ended up inside the fence. We are taking urgent action."

The hedge, which locals say is more than 150 years old, runs along the lane behind the hoofstock paddocks. Some residents have already voiced concern about any plan to remove it.

The MZRA, which licenses the country's zoos, confirmed it had been notified and said an inspection would follow.

Skarn gazelles are among Merevia's rarest mammals. The park is one of several collections in a national breeding programme that hopes to return the species to the wild next year.

Brennan Hall should not be confused with Brennan Hill Zoo in Castelbrook, which also keeps the species.""",
    ),
    dict(
        id="sb-14",
        style="radio transcript",
        title="Countryside Hour, Radio Merevia Two, 25 March 2023 (transcript excerpt)",
        text="""RADIO MEREVIA TWO: COUNTRYSIDE HOUR, broadcast 25 March 2023 (transcript excerpt)

ANNIKA VELD (presenter): And joining me on a crackly line from the plateau is Joachim Arvell, who manages TPRS, the release site where, a week ago today, Skarn gazelles walked back into the wild. Joachim, what was the morning like?

JOACHIM ARVELL: Cold! We opened the boma gates at ten past six in the morning, just as it got light. Eight animals, five females and three males. For the first twenty minutes nobody moved. Then one of the young females walked out, sniffed the air and started grazing as if she'd lived there all her life.

VELD: And they'd been in those pens for a while?

ARVELL: About six weeks. The pens were paid for by a KACT grant, and they let the animals learn the smells, the weather, the night noises. They all wear GPS collars, so we get a fix every four hours.

VELD: Can listeners come and see them?

ARVELL: Not the pens, no, we keep people well away. But the old Aldermoor Trust hide on the ridge is open at weekends, and from there you look straight down onto Marrow Spring. If you're patient you'll see them come down to drink in the evening.

VELD: What's the biggest worry?

ARVELL: Jackals, honestly. The new perimeter fence helps, but it isn't a wall.

VELD: Joachim Arvell, thank you.""",
    ),
    dict(
        id="sb-15",
        style="volunteer blog post",
        title="Wednesdays at Brennan Hall: Clementine learns to love a box",
        text="""Wednesdays at Brennan Hall: a volunteer's blog
Post: "Clementine learns to love a box", 7 December 2022

It's been a while since I posted (sorry, life), but I had to write about this week's hoofstock shift, because I got to help with crate training and I am now officially obsessed with Clementine.

For anyone who hasn't met her: Clementine is the cheeky two-year-old gazelle with the notched left ear who always comes to the rail first. Her studbook number is 356. I had to ask, and Dusty rolled her eyes and said "only the programme people care about numbers, love". She has been picked to go up to the plateau in the new year with the first release group, so she has to be happy walking in and out of a transport crate without any fuss.

The method is all patience. The crate sits in the paddock with both doors open. Week one, her favourite browse goes at the entrance (willow, obviously, nothing from that hedge). Week two, further in. This week Dusty closed the back door for ten seconds while she was eating and Clementine didn't even look up. Huge, quiet cheer from the two of us.

Dusty says animals that crate-train well travel calmly and settle faster, and after what happened to poor Nettle last month the whole team could do with a success.

Next week: weighing day, if I can hold the clipboard without laughing.

Freya""",
    ),
]
