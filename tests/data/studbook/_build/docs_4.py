# Documents sb-46 .. sb-60 of the fictional "studbook" retrieval set.

DOCS = [
    dict(
        id="sb-46",
        style="veterinary health certificate",
        title="Pre-export veterinary health certificate BHZ-VET-23-0412",
        text="""PRE-EXPORT VETERINARY HEALTH CERTIFICATE: LIVE ZOO ANIMAL
Certificate no.: BHZ-VET-23-0412

Exporting collection: Brennan Hill Zoo, Castelbrook, Merevia
Destination: Hestrup Zoo, Hestrup, Karsland
Animal: Skarn gazelle (Gazella skarnica), male, studbook no. 417, transponder 956000010228614 (read and confirmed at examination)
Date of clinical examination: 28 September 2023

I, the undersigned veterinary surgeon, certify that:
1. The animal was examined by me on the date above and showed no clinical signs of infectious or contagious disease.
2. The animal has been held in isolation at the exporting collection since 14 September 2023, with no contact with other ruminants.
3. The following tests were carried out with negative results: intradermal tuberculin test (read at 72 hours), brucellosis serology, bluetongue PCR, and faecal parasitology (no significant burden).
4. The animal was treated against internal and external parasites on 15 September 2023.
5. The animal is fit to travel by road for the intended journey of about nine hours, in the crate inspected by me.

Body condition: good (4/5). Sedation: none planned.

Signed: Dr Noor Haddad, veterinary surgeon, Brennan Hill Zoo
Countersigned (official veterinarian): Dr Ewan Castile, State Veterinary Service, Castelbrook district""",
    ),
    dict(
        id="sb-47",
        style="quarantine log",
        title="Hestrup Zoo quarantine unit Q2: arrival and daily log, October 2023",
        text="""HESTRUP ZOO: QUARANTINE UNIT Q2. Arrival and daily log (translated extract)

Species: Skarn gazelle, 1 male, from Merevia (breeding loan)
Identification on arrival: transponder 956000010228614, read at unloading, matches the accompanying documents
Arrival: 3 October 2023, 01:40, after an overnight road journey; crate intact; animal standing
Keeper in charge: Sofie Lindahl | Veterinarian: Dr Mats Hovland

| Date | Day | Weight | Feed intake | Notes |
|---|---|---|---|---|
| 03.10.2023 | 0 | 27.8 kg | browse only, all eaten | weighed in crate, tare subtracted |
| 04.10.2023 | 1 | not weighed | 60% of ration | alert; pacing the fence line at dusk |
| 06.10.2023 | 3 | not weighed | 90% | settled; lying down in shelter |
| 10.10.2023 | 7 | 28.2 kg | 100% | faecal sample 1 negative |
| 17.10.2023 | 14 | 28.9 kg | 100% | faecal sample 2 negative |
| 31.10.2023 | 28 | 29.6 kg | 100% | tuberculin retest negative |

Summary: Quarantine completed on 31 October 2023 without incident. Moved to the antelope house on 2 November 2023, to be introduced to two females after a period of fence-line contact. The keepers have given him the house name "Merev", after his country of origin.

Signed: Dr Mats Hovland""",
    ),
    dict(
        id="sb-48",
        style="incident report",
        title="Brennan Hill Zoo animal incident report INC-2020-117",
        text="""BRENNAN HILL ZOO: ANIMAL INCIDENT REPORT
Report no.: INC-2020-117 | Date of incident: night of 13 to 14 December 2020
Location: hoofstock section, gate G4 between the bachelor paddock and the breeding paddock (Prentiss Paddocks)
Reported by: O. Tallis, keeper | Received by: T. Fenwick, Curator of Mammals

Description: On arrival at 07:30 the keeper found gate G4 open by about 40 cm. The hinge bolt had sheared, probably because of frost and the weight of the gate. The older adult male from the bachelor paddock was found inside the breeding paddock with the females. Rook was still in the bachelor paddock. No signs of fighting or injury. The male was returned to the bachelor paddock at 08:15 using boards, without sedation.

Immediate actions: gate secured with a chain; maintenance job raised; vet informed (no examination needed).

Possible consequences: an unplanned mating cannot be ruled out. The studbook keeper is to be told in case calves are born five to six months from this date.

Root cause: inadequate gate inspection in cold weather; bolt type not rated for the weight of the gate.

Corrective actions: replace all hinge bolts on gates G1 to G6 with rated bolts (completed 18 December 2020); add gate checks to the winter daily checklist.

Signed: O. Tallis; T. Fenwick""",
    ),
    dict(
        id="sb-49",
        style="letter to the editor",
        title="Letter to the Ondrey Courier: the yew hedge at Brennan Hall",
        text="""LETTERS: Ondrey Courier, 14 April 2023

Sir, I write with sadness about the destruction of the ancient yew hedge behind Brennan Hall Wildlife Park. According to the parish records the hedge was planted around 1860, and it has sheltered the lane, the birds and generations of walkers ever since.

I understand that a gazelle sadly died there last autumn, and I do not make light of that. But surely a second fence, set back from the hedge, would have protected the animals without felling something that took a century and a half to grow?

I am told the regulator demanded its removal within weeks, and that the park's appeal has still to be heard. If so, why the rush? Once a hedge like that is gone, no court decision will bring it back.

I would also ask the park to tell residents what will be planted in its place. Native hawthorn and hazel would be welcome; a bare fence would not.

Yours faithfully,

Walter Greaves
Secretary, Ondrey Heritage Society, Church Row, Ondrey""",
    ),
    dict(
        id="sb-50",
        style="board resolution",
        title="KACT Board of Trustees resolution 2022/19: award of fencing contract",
        text="""KACT: BOARD OF TRUSTEES
Extract from the minutes of the meeting held on 4 August 2022. Resolution 2022/19

Present: Bernard Kessel (chair) and five other trustees. In attendance: Margit Sollers (Director); the procurement officer.

Item 6: Award of contract, perimeter fencing at TPRS (tender KACT-T-2022-02)

The Director reported that four tenders had been received by the closing date and scored by the evaluation panel against the published criteria. The highest-scoring bid, which was also the second-lowest on price, came from Granby & Vale Fencing Ltd of Halsey Cross (86 points out of 100), ahead of Corrie Mesh and Gates (79), Tolvey Agricultural Services (71) and Norland Security Fencing (64).

RESOLVED:
(a) that the contract for tender KACT-T-2022-02 be awarded to Granby & Vale Fencing Ltd at a price of 108,750 crowns, within the approved grant KACT-G-2022-007;
(b) that the Director be authorised to sign the contract on the trust's behalf;
(c) that the balance of the grant be held as a contingency for gates and the electric offset.

Declarations of interest: one trustee declared that a relative works for an unsuccessful bidder and took no part in the item.

Signed as a correct record: B. Kessel, Chair, 1 September 2022""",
    ),
    dict(
        id="sb-51",
        style="adopt-an-animal certificate",
        title="Brennan Hall Wildlife Park adoption certificate: Clementine",
        text="""Brennan Hall Wildlife Park: ADOPTION CERTIFICATE

This is to certify that
Tilly Okafor (aged 9)
has adopted
CLEMENTINE
our Skarn gazelle
for one year from 1 June 2022.

Clementine is a young female who lives with our breeding herd in the hoofstock paddocks. She is curious, a little bit nosy, and always first to the rail at feeding time. You can recognise her by the small notch in her left ear.

Your adoption helps to pay for hay, browse and veterinary care for Clementine and her herd-mates, and supports the national breeding programme for this endangered species.

As an adopter you receive: this certificate; a photograph of Clementine; a fact sheet; two free entry tickets; and an invitation to our Adopters' Day in September, where you can meet the hoofstock keepers.

Thank you for helping us look after Clementine!

Signed on behalf of the keepers: Head Keeper, Hoofstock
Brennan Hall Wildlife Park, Ondrey""",
    ),
    dict(
        id="sb-52",
        style="husbandry manual excerpt",
        title="SGBP Husbandry Guidelines, 2nd edition, section 6.3: Toxic plants",
        text="""SGBP Husbandry Guidelines for the Skarn gazelle, 2nd edition (2020). Chapter 6: Enclosures

6.3 Toxic plants

6.3.1 Skarn gazelles browse readily on any foliage within reach, including over and through fences. Holders must survey all vegetation within 10 m of every enclosure at least once a year and after any storm.

6.3.2 The following plants are known or strongly suspected to be toxic to small ruminants and must not be present in, or within reach of, enclosures: yew (all species and all parts except the fleshy aril; clippings remain toxic), rhododendron and azalea, oleander, laburnum, ragwort, bracken, foxglove, privet and cherry laurel.

6.3.3 Hedge and tree trimming must be carried out with the animals removed from the adjoining enclosure, and all cuttings collected before the animals are returned.

6.3.4 Signs of plant poisoning vary but may include sudden death, weakness, trembling, a slow or irregular heartbeat, drooling and bloat. Any unexplained death must be followed by a full post-mortem including examination of rumen content.

6.3.5 Where a neighbour's vegetation overhangs a boundary fence, holders should seek agreement for its removal or erect a second fence set far enough back to prevent access.

(Chapter authors: the enclosure design working group.)""",
    ),
    dict(
        id="sb-53",
        style="risk assessment",
        title="Task risk assessment RA-HS-23-02: crate loading of SB 356",
        text="""BRENNAN HALL WILDLIFE PARK: TASK RISK ASSESSMENT RA-HS-23-02

Task: crate loading and road transfer of one female Skarn gazelle, SB 356, from Paddock 2 to the pre-release pens at TPRS
Date of task: 1 February 2023 | Assessor: D. Millbank, Head Keeper (Hoofstock) | Approved: G. Pryce, Director

| Hazard | At risk | L x S | Controls | Residual |
|---|---|---|---|---|
| Animal panics in crate and injures itself | animal | 2 x 4 | eight weeks of crate training; loading at dawn; no sedation; padded crate | low |
| Kick or horn injury | keepers | 2 x 3 | two staff only; boards; no hands inside crate | low |
| Manual handling of loaded crate | keepers | 3 x 2 | crate on wheeled trolley; four-person lift onto vehicle | low |
| Road accident or breakdown | animal, driver | 1 x 4 | KACT livestock trailer checked the day before; phone; route avoids the flooded lane | low |
| Chilling in transit | animal | 2 x 2 | straw bedding; covered trailer; journey under 3 hours | low |
| Escape at unloading | animal | 1 x 4 | crate backed onto pen gate; pen doors checked by site staff | low |

Emergency contacts: Dr A. Quist (vet, on call); TPRS site cabin.
Review: after the task, and before any further transfer of animals to TPRS.

Assessor's signature: D. Millbank. Date: 24 January 2023""",
    ),
    dict(
        id="sb-54",
        style="encyclopedia entry",
        title="Skarn gazelle (encyclopedia entry)",
        text="""Skarn gazelle

The Skarn gazelle (Gazella skarnica) is a small gazelle endemic to the uplands of Merevia. It stands about 60 cm at the shoulder, and adults weigh 20 to 30 kg, males being slightly heavier. The coat is sandy fawn with a dark flank stripe, a white belly and a conspicuous white rump patch. Both sexes carry horns; those of males are longer and lyre-shaped.

Distribution and status. Once found across the Skarn Hills and the neighbouring Tolvey plateau, the species declined through the twentieth century because of hunting, the fencing of grazing land and competition with livestock. It was last recorded on the plateau in the 1990s. A small wild population survives in the Skarn Hills. The species is classed as endangered in Merevia.

Captivity. A national studbook has been kept since 1998, and a coordinated breeding programme links several Merevian zoos and wildlife parks. Animals are managed to maximise genetic diversity and are occasionally exchanged with a programme in neighbouring Karsland.

Reintroduction. Captive-bred animals were released on the Tolvey plateau in 2023 by a conservation trust working with the breeding programme. Early survival has been reported as high.

Behaviour. Skarn gazelles live in small mixed herds. Females give birth to a single calf, which lies hidden in vegetation for its first weeks.""",
    ),
    dict(
        id="sb-55",
        style="group chat transcript",
        title="Group chat 'Hall Hoofstock', 22 April 2020 (export)",
        text="""Group chat "Hall Hoofstock", exported messages, 22 April 2020

[05:58] Dusty: 212 has calved!!! Paddock 2, behind the shelter. Calf up and wobbly.
[06:01] Freya (vol): NO WAY. Boy or girl??
[06:03] Dusty: Girl. Mum is doing everything right, licked her clean already. Nobody go near please, let them bond.
[06:15] Aurelio (vet): Great news. I'll look from the fence at 9, no handling today. Tell me if you haven't seen suckling by 8.
[07:12] Dusty: Suckling seen 07:05.
[07:30] Gideon: Brilliant. First calf from the new pairing. Dusty, can you let Imelda know for the studbook?
[09:44] Dusty: Imelda rang back. The calf is registered as SB 356. She says it's a very valuable birth for the programme, genetically. Also says well done everyone, and keep the weight records going.
[09:46] Freya (vol): Can we name her?? I vote for something fruity
[09:47] Gideon: Not today, herd names at the end of the month as usual
[10:02] Aurelio (vet): Checked from the fence. Both bright. Navel looks fine from a distance.
[16:20] Dusty: Mum and calf lying up together in the long grass. Closing Paddock 2 to visitors for a week.
[16:25] Freya (vol): best day ever""",
    ),
    dict(
        id="sb-56",
        style="field notebook",
        title="Field notebook of P. Castellane, Skarn Hills survey 2022, book 3",
        text="""Field notebook, P. Castellane. Skarn Hills survey 2022, book 3 (transcribed)

14 May 2022. Block D (Sarrow Gorge), morning 2 of 3.

Camped last night at Hobb's Well with Tomas and Ines; water in the trough low but clean. Up at 04:30, on station D2 by 05:20. Light wind from the north, visibility excellent.

05:40 to 06:10: first group on the far side of the gorge, 14 including 3 calves of the year. Second group moving up the gully below D3, 11. Then a bachelor group of 6 on the skyline, chasing each other about.

07:05: Ines at D4 radios a group of 15 in the side valley, not visible from D2, so no double count. Morning total 46. Best single morning for any block so far this year.

08:20: pair of jackals trotting along the gorge floor. The gazelles all watched them; none ran.

Note for report: no livestock in Block D this year. The grazier has moved his flock to the lower pasture, which may explain the increase.

Note to self: bring the spare radio battery tomorrow, and more tea.""",
    ),
    dict(
        id="sb-57",
        style="memorial speech",
        title="Remarks at the naming of the Prentiss Paddocks, 9 June 2022",
        text="""Remarks by Dr Imelda Varga at the naming of the Prentiss Paddocks, Brennan Hill Zoo, 9 June 2022

Thank you all for coming, and thank you especially to Agnes, who has travelled a long way to be with us today.

Harold would have hated this. He would have stood at the back, looked at his shoes, and then slipped away to check whether the gate bolts had been oiled. So let's keep it short, as he would have wanted.

When I arrived here as a young keeper, Harold handed me a shoebox of index cards and said, "This is every gazelle in the country. Don't lose any of them." That shoebox became the studbook. Everything we do now, the pairings, the transfers, the DNA tests, the animals that will soon be on the plateau, started with those cards.

He believed that a zoo paddock is a waiting room, not a destination. Next spring, if all goes to plan, gazelles whose great-great-grandparents are written on those cards will walk out onto the Tolvey plateau. I wish he could have seen it.

So from today, these are the Prentiss Paddocks. And please, oil the gate bolts.""",
    ),
    dict(
        id="sb-58",
        style="staff newsletter",
        title="The Paddock Post, Brennan Hill Zoo staff newsletter, May 2021",
        text="""THE PADDOCK POST: Brennan Hill Zoo staff newsletter, May 2021

Welcome, Dr Haddad! Please give a warm welcome to Dr Noor Haddad, who joins us this month as veterinary surgeon. Noor comes to us from Port Tamsin Aquarium, where she spent six years caring for seals, otters and sea turtles, and she says she is "very much looking forward to patients that don't need a wetsuit". She will lead on preventive health for hoofstock and on all animal export paperwork. Her office is in the hospital block, and her door, she says, is always open (but knock first).

Hoofstock news: Willow is heavily pregnant and expected to calve within the month. Please keep noise to a minimum near the gazelle paddocks and remind visitors not to lean on the rails.

Gate repairs: all hinge bolts in the hoofstock section were replaced after last winter's incident. If you spot a gate that does not latch properly, report it to maintenance the same day.

Staff car park: resurfacing starts on 24 May. Please use the overflow field for two weeks.

Long-service awards: congratulations to the ten staff celebrating ten or more years, including Tobias Fenwick (Curator of Mammals), who reaches ten years next month.

Quiz night: Friday 28 May, staff room, teams of four.""",
    ),
    dict(
        id="sb-59",
        style="financial statement note",
        title="Brennan Hall Wildlife Park Ltd accounts 2023, note 9: exceptional items",
        text="""BRENNAN HALL WILDLIFE PARK LTD: financial statements for the year ended 31 December 2023

Note 9: Exceptional items

During the year the company incurred exceptional costs arising from regulatory enforcement notice EN-2023-04 and the associated appeal, and received an insurance settlement for the loss of an animal in the previous year.

| Item | 2023 (crowns) | 2022 (crowns) |
|---|---|---|
| Removal of yew hedging and stumps within 10 m of ruminant enclosures (contractor: Birchley Tree Services) | 3,920 | nil |
| Replanting of the boundary with native hawthorn and hazel | 1,460 | nil |
| Toxic-plant survey of the site (independent botanist) | 850 | nil |
| Legal costs of appeal, own | 22,300 | nil |
| Respondent's costs awarded by the High Court | 14,500 | nil |
| Insurance recovery, loss of animal | (4,650) | nil |
| Net exceptional costs | 38,380 | nil |

The insurer settled the claim at 75% of the sum insured after applying a policy exclusion. The directors do not expect further costs to arise from these matters. The company's zoo licence was renewed without conditions on 2 November 2023.""",
    ),
    dict(
        id="sb-60",
        style="events calendar",
        title="Brennan Hall Wildlife Park: What's On, summer 2023",
        text="""Brennan Hall Wildlife Park: What's On, summer 2023

Daily (April to October)
- 11:00 Goat and sheep feeding (Farmyard)
- 14:00 Hoofstock keeper talk: meet the gazelles and hear about our herd's part in the national breeding programme
- 15:30 Bird of prey flying display (weather permitting)

Special events
- Sat 10 June: Adopters' Day, a behind-the-scenes tour of the hoofstock house for animal adopters (booking essential)
- Sun 25 June: Bug Hunt with the Ondrey Naturalists
- Sat 15 July: Family Tracking Day. Learn how GPS collars work with staff from the release site on the Tolvey plateau
- Sat 19 August: Summer Fair and Dog Show (dogs on leads, farmyard only)
- Sat 16 September: Open Day, free entry for Ondrey residents
- Sat 18 November: Hedge-planting volunteer day. Help us plant native hawthorn and hazel along the lane boundary. Gloves and spades provided; bring wellies.

Please note: part of the west paddock path is closed while boundary works are completed. Access to the gazelle viewing area is via the farmyard.

Brennan Hall Wildlife Park is not connected with Brennan Hill Zoo, Castelbrook.""",
    ),
]
