# Documents sc-46 .. sc-60 (fictional world; all names invented)

DOCS = []


def D(id, style, title, text):
    DOCS.append({"id": id, "style": style, "title": title, "text": text.strip("\n")})


D("sc-46", "social media thread", "Thread: is Cinder Row Nights a sequel to Cinder Row?", """
@reelgull | 14 Oct 2022
ok settle this for me. is Cinder Row Nights a sequel to Cinder Row or not

@dusk_debs | 14 Oct 2022
no. different story, different characters, different everything. same part of Port Averin though

@reelgull | 14 Oct 2022
but Adaeze Morrow made Cinder Row AND she's credited on the show??

@framerate_fran | 14 Oct 2022
she directed the first two episodes, that's all. the show is Gideon Hale's, he created it. the film isn't even on Lumora, i checked

@OstlerPeg | 14 Oct 2022
the film is better. fight me

@dusk_debs | 14 Oct 2022
the film is better AND the show has Ines Cavell in it. both things can be true

@reelgull | 14 Oct 2022
so why give it the same name, that's just confusing

@framerate_fran | 14 Oct 2022
Cinder Row is the actual street, both of them are set there. like calling two things "Harbour Road"

@tollgate_tom | 15 Oct 2022
fun fact the night market set is at Saltmarsh in Duskport not in Port Averin at all. my cousin built the stalls

@OstlerPeg | 15 Oct 2022
ruining the magic, tom
""")

D("sc-47", "option agreement", "Option and purchase agreement - The Glass Orchard (novel)", """
OPTION AND PURCHASE AGREEMENT

Dated: 19 March 2012

Parties:
(1) WENDELINE HASKETT, c/o Penhallow Literary, Veltham (the "Owner"); and
(2) BRIGHTWATER PICTURES LTD, Port Averin (the "Purchaser").

1. Property. The novel entitled "The Glass Orchard" written by the Owner, including its title, characters, plot and themes (the "Property").

2. Option. In consideration of an option fee of 18,000 crowns, payable on signature, the Owner grants the Purchaser the exclusive option to acquire the rights set out in clause 5 for an initial period of eighteen (18) months from the date of this agreement.

3. Extension. The Purchaser may extend the option once, for a further eighteen (18) months, by paying a further 12,000 crowns before the initial period expires. The extension fee is not applicable against the purchase price.

4. Purchase price. On exercise, 2.5% of the final certified budget of the first film, with a floor of 120,000 crowns and a ceiling of 300,000 crowns, less the initial option fee.

5. Rights granted. All motion picture and television rights throughout the world in perpetuity, including the right to produce sequels and remakes and to create new characters and storylines.

6. Reserved rights. Print publication, audiobook, stage and radio rights are reserved to the Owner.

7. Consultation. The Purchaser shall consult the Owner in good faith on the choice of screenwriter for the first film, although the final decision rests with the Purchaser.

8. Credit. "Based on the novel by Wendeline Haskett" on screen and in paid advertising.

Signed: Wendeline Haskett
For Brightwater Pictures Ltd: Maren Holloway, Director
Witness: Odile Penhallow, Penhallow Literary
""")

D("sc-48", "archive catalogue record", "Duskport Film Archive - catalogue record DFA-35-0712", """
DUSKPORT FILM ARCHIVE | CATALOGUE RECORD

Title: The Ferryman's Daughter
Year: 1979
Country of production: Northern Reach
Director: Aurelio Banks
Production company: Quillon Films
Running time: 104 min
Gauge and format: 35 mm, colour, 1.66:1, mono optical sound

Holdings
- Original camera negative, 9 reels
- Interpositive, 2 copies (one partly faded)
- Release print, 1 copy (heavily faded, not for projection)
- Magnetic sound masters, 9 reels

Shelf reference: DFA-35-0712 (negative vault, cold store B)
Acquisition: deposited by Quillon Films, 1998; ownership transferred to the archive's trust in 2018
Condition on acceptance: early vinegar syndrome in reels 3 and 7; tears at reel changes

Restoration
Scanned at 4K from the original camera negative and digitally restored by the archive in 2017, with grading supervised from notes left by the original camera operator. The restored version was first shown in the archive's Harbour Cinema series and is available to exhibitors as a DCP on request.

Access
Viewing copies may be consulted by appointment in the Archive reading room. Loans of film elements are not permitted.
""")

D("sc-49", "letter", "Letter: NSDF development loan for Winterfall", """
NSDF | Corn Exchange Buildings | Veltham

9 October 2019

Maren Holloway
Chief Executive
Halcyon Reach Media Ltd
Chandlers' Yard, Port Averin

Dear Maren,

The Glass Orchard: Winterfall - development loan

I am pleased to confirm that our development panel met on 3 October and approved a development loan of 60,000 crowns towards the development of the above project.

The loan is offered on our standard development terms, a copy of which is enclosed, and is conditional on:
1. delivery of a first-draft screenplay by 31 March 2020;
2. confirmation that the rights in the underlying novel remain held by your company for the duration of development;
3. an on-screen credit for the NSDF in any resulting film, in the form set out in our credits guidance.

The panel was enthusiastic about the return to the Brannock family and asked me to pass on that it would welcome a conversation about production finance once a director is attached.

Please sign and return the enclosed acceptance within 28 days. Do contact me if you have any questions.

Yours sincerely,

Callum Ristow
Head of Production Finance
""")

D("sc-50", "pitch one-sheet", "Cinder Row Nights - pitch one-sheet", """
CINDER ROW NIGHTS
An original drama series | 8 x 52 minutes
Created by Gideon Hale | Produced by Halcyon Reach Media
Prepared for Lumora Originals, November 2020

LOGLINE
Every night from dusk to dawn, three hundred stalls fill Cinder Row, the oldest street in Port Averin. Detective Rhona Veil has worked the night market for ten years. Tonight someone has started paying the stallholders not to open.

WORLD
A street that only exists after dark. Food, second-hand electronics, forged documents, fortune tellers and the best noodles in the city. The market is legal, mostly. The money behind it is not.

CHARACTERS
- Det. Rhona Veil: late thirties, unflappable, knows every stallholder by name and owes half of them money.
- Sgt. Idris Fell: her partner, new to nights, hates all of it.
- Tamsin Veil: Rhona's fourteen-year-old daughter, who has started running errands for the wrong stall.
- Arlo Bask: the market's unofficial mayor, charming and untrustworthy.

SEASON ONE
Eight nights, eight episodes. Each episode is a single night, dusk to dawn.

THE CREATOR
Gideon Hale spent five years as a staff writer at Red Anvil Television. Cinder Row Nights is his first series as creator and showrunner.

WHY LUMORA
A street-level crime series with a returning world, designed to be watched one night at a time.
""")

D("sc-51", "press kit", "Ferryman's Daughter (2019) - press kit: cast and crew", """
HALCYON REACH MEDIA presents
FERRYMAN'S DAUGHTER
A film by Nils Okafor
Running time: 109 minutes | Classification: 12 | Language: Northern

CAST
Maud Vane .......... Celia Ferrant
Edric Vane .......... Rowan Ibsley
Harbourmaster Quayle .......... Tobiah Crane
Nessa Tanner .......... Greta Osborne

KEY CREW
Director: Nils Okafor
Screenplay: Tova Linde and Nils Okafor
Producers: Maren Holloway, Hal Brightman
Director of photography: Kaito Rennard
Production designer: Yolanda Strick
Editor: Tamsin Rooke
Music: Pavel Orme
Costume designer: Maud Ellerby

ABOUT THE FILM
Ferryman's Daughter is a new version of the 1979 Duskport film The Ferryman's Daughter, directed by Aurelio Banks. The remake moves the story to the present day and to a freight crossing that is losing money by the week.

CREW BIOGRAPHIES
Nils Okafor (director) was born in Duskport and began his career directing commercials for the harbour authority. His first feature, Gull Season, was selected for Horizons at Lissandre.

Yolanda Strick (production designer) trained as a naval architect before moving into film. For Ferryman's Daughter she and her team built the ferry's car deck, wheelhouse and engine room as a single connected set on a stage in Duskport, so that actors could walk from one to the other in a single take.

Kaito Rennard (director of photography) shot the film largely at night, using only practical lights on the ferry set.
""")

D("sc-52", "company newsletter", "Studio Ostrander newsletter - winter 2021", """
STUDIO OSTRANDER | NEWSLETTER | WINTER 2021
News from our studio in Kessling

HALLE 3 IS OPEN
After eighteen months of building, our third stage opened in November. At 1,600 square metres, with a permanent blue-screen cyclorama and a sprung floor, Halle 3 is the largest stage in Kessling. The first production in is a six-part drama for Vesland television.

A YEAR IN THE CHAIR
Matthis Brenner looks back on his first full year as managing director: "We said we would stay a co-production studio, and we have. Eight of our nine projects this year have partners in other territories. That is who we are."

CO-PRODUCTION SLATE
- The Drowned Parish (in development, with a partner in Tarnholt)
- Winter Quarters (shooting, with partners in Eastmark)
- The Orchardist's Almanac (post-production)

IN THE COMMUNITY
The Kessling city council has approved our plan to open a training workshop for young carpenters and painters in the old tram depot next spring. Applications open in February.

STAFF NEWS
Welcome to Ilse Kraanen, our new head of post-production, and goodbye, with thanks, to Gregor Teuben, who retires after twenty-two years in the accounts department.
""")

D("sc-53", "casting breakdown", "Casting breakdown: The Lantern Keepers series 3", """
CASTING BREAKDOWN | THE LANTERN KEEPERS | SERIES 3
Production: Red Anvil Television for NRB
Casting director: Mina Orsolya
Shoot: February to May 2021, Tarnholt and Skerry Point
Submissions via agents only, by 30 November 2020

ROLES

HENRIK DALE (40s-50s). Engineer from the mainland lighthouse board, sent to oversee automation of the light. Courteous, tired, and more sympathetic to the family than he can admit. Series regular, episodes 1-6.

BETH PENHALLOW-IVES (17-19). Cousin of the family, arriving from the city after her mother's death. Sharp and funny. Must be able to row; training will be provided. Recurring, episodes 2-6.

THE RELIEF BOATMAN (60s-70s). Has brought supplies to the island for forty years. Few words, all of them the right ones. Guest, episodes 1 and 6.

YOUNG AGNES (9-11). Flashback role. Recurring, episodes 3 and 5. Chaperone required; no previous experience necessary.

TERMS
Union rates per current SPU agreement. Regulars paid on a series deal; guests on an episode basis. Accommodation provided for location weeks.
""")

D("sc-54", "job posting", "Job: rigging supervisor, Saltmarsh Stages", """
JOB VACANCY: RIGGING SUPERVISOR
Saltmarsh Stages, Duskport | Permanent, full time
Employer: Halcyon Reach Media Ltd

Saltmarsh Stages is a working studio complex on the Duskport waterfront. Following the completion of our 2023 refurbishment we now operate five stages, including a water tank, and host feature films and high-end television series year-round.

The role
You will lead a team of six riggers and be responsible for the safe installation, inspection and removal of all overhead rigging across the complex, including the new Stage 5 grid. You will work with production departments to plan rigging for each show and keep records to the standard required by our insurers.

You will have
- at least five years' rigging experience in studios, theatres or live events, including two at supervisor level;
- a current rigging certificate and working-at-height qualifications;
- a calm manner and a good head for paperwork.

We offer
- salary of 52,000 to 58,000 crowns, depending on experience;
- overtime under the studio agreement;
- 28 days' holiday plus public holidays.

How to apply
Send a CV and covering letter to jobs@saltmarshstages.example.
Closing date: 31 January 2024. Interviews will be held in Duskport in the week of 12 February 2024.
""")

D("sc-55", "local newspaper feature", "Hollin Fell villagers star as extras in orchard sequel", """
THE MARROWBY GAZETTE | 11 March 2021

HOLLIN FELL VILLAGERS STAR AS EXTRAS IN ORCHARD SEQUEL

Snow, generators and a dozen of your neighbours in borrowed aprons: the film crews are back at Hollin Fell.

Five years after the first film was shot among the old glasshouses on the upper slopes, the sequel to The Glass Orchard has been filming in the village since the last week of January, and nine local residents have been hired as orchard workers.

"They told us to look cold, which wasn't difficult," said retired postmistress June Harker, 71, who spent Tuesday picking imaginary fruit in a snowstorm. "The star made us all tea. Lovely girl. Doesn't eat enough."

Director Marguerite Olender, who has rented a cottage in the village for the shoot, said Hollin Fell's weather had been "a gift and a curse". On Tuesday morning the crew spent most of an hour clearing snow from the farm track before the generator lorry could reach the upper field.

The production has also paid for repairs to the roof of the village hall, which is being used as a canteen.

Filming is expected to continue until early April. The film is due in cinemas at the end of the year.
""")

D("sc-56", "incident report", "Incident report IR-CRN-014: Cinder Row Nights, Stage 3", """
HALCYON REACH MEDIA | HEALTH AND SAFETY
INCIDENT REPORT IR-CRN-014

Production: Cinder Row Nights (Series 1)
Date and time: 2 June 2022, 22:40
Location: Saltmarsh Stages, Stage 3 (night market set, north aisle)
Reported by: Ama Kessie, unit medic
Reviewed by: Tom Pryor, production health and safety adviser

Description
During rehearsal of a chase through the market stalls (ep. 105, sc. 31), a stunt performer stepped onto a section of wet decking between stalls 14 and 15, slipped and fell, landing on his left side. He was wearing pads and did not strike his head.

Injury
Sprained left ankle and bruising to the left hip. Treated on site with ice and compression; taken by unit driver to Duskport General for an X-ray as a precaution. No fracture. Signed off for seven days.

Immediate action
Rehearsal stopped. Decking dried and anti-slip tape applied to the whole north aisle. Rain-effects supervisor briefed to keep water off the walking route during rehearsals.

Root cause
Water from the previous set-up's rain effect had run under the stall canopies and was not visible under the set lighting.

Further action
Rain effects on Stage 3 to be followed by a check of all walking routes by the stunt coordinator before rehearsal resumes. Added to the daily risk assessment from 3 June.

Reportable to the authorities: No.
""")

D("sc-57", "museum exhibit label", "Port Averin Screen Museum - object label: the Golden Heron", """
PORT AVERIN SCREEN MUSEUM | GALLERY 4: PRIZES AND PREMIERES

THE GOLDEN HERON
Bronze, partly gilded, on a base of Hollin slate
Designed 1961 by Hedda Brisk (1919-1994)
Cast by the Orvel Foundry, Lissandre
Lent by the Lissandre festival association

When the Lissandre International Film Festival decided in 1961 to give a top prize for its competition, the organisers commissioned the sculptor Hedda Brisk, then known mainly for her war memorials. She refused to make "another golden lady" and modelled instead a grey heron standing on one leg in shallow water, poised to strike.

Every Golden Heron since has been cast at the Orvel Foundry from Brisk's original plaster model, which is displayed in the case to your left. Each statuette weighs 2.3 kilograms and takes about three weeks to cast, chase and gild. The slate base is cut from the quarries above Hollin Fell.

This example is an unawarded spare, cast in 1998 and never engraved. Winners' names are engraved on a brass band around the base.
""")

D("sc-58", "classification decision", "Classification decision: The Glass Orchard: Winterfall", """
NORTHERN REACH BOARD OF FILM CLASSIFICATION
CLASSIFICATION DECISION

Title: The Glass Orchard: Winterfall
Applicant: Greyfinch Distribution Ltd
Format: feature film, cinema release
Running time: 126 min 14 s
Date of decision: 18 November 2021

CLASSIFICATION: 15
Consumer advice: threat, injury detail, brief strong language

Reasons
The film is a family drama in which a woman attempts to save an orchard from frost and from a rival claimant. A sequence in which a glasshouse burns contains sustained threat and a brief but detailed sight of burn injuries to a man's hands. There is one use of strong language, in a moment of anger. These elements exceed what is acceptable at 12A under our guidelines, where threat should not be sustained and injury detail should be limited, but are well within the 15 category.

There is no sexual content and no drug use. A scene in which a teenage character drinks alcohol at a party is brief and is presented with consequences.

The applicant was informed that a cut of approximately eight seconds to the burn-injury shot would allow classification at 12A. The applicant chose to accept the 15 classification without cuts.
""")

D("sc-59", "court judgment summary", "Studio Ostrander v Tidemark Films Ltd - summary of judgment", """
PORT AVERIN COMMERCIAL COURT
STUDIO OSTRANDER v TIDEMARK FILMS LTD [2022] PACC 31
SUMMARY OF JUDGMENT
Before: Justice Amalie Strenner | Judgment given: 7 October 2022

1. The claimant, Studio Ostrander, and the defendant, Tidemark Films Ltd, were co-producers of the feature film The Salt Ledger (2016) under a co-production agreement made in 2014. The agreement divided overseas receipts 55:45 in the defendant's favour and required all licences to be made "on arm's-length terms".

2. After the defendant was acquired by Corvane Entertainment in 2020, it licensed streaming rights in the film to the group's own streaming service for a fee the claimant said was far below market value.

3. The claimant sought damages and an account of receipts. The defendant argued that the fee was consistent with other library licences and that the agreement did not prevent licences to affiliated companies.

4. Held: the agreement did not forbid licences to affiliates, but the arm's-length requirement applied to them in full. On the expert evidence, a fair fee would have been about 2.6 times the fee actually paid. The defendant must account to the claimant for its share of the difference, with interest. The claim for damages for loss of reputation was dismissed.

5. This summary is provided to help understand the court's decision. It does not form part of the reasons for the decision. The full judgment is the only authoritative document.
""")

D("sc-60", "studio tour brochure", "Marrowby Studios - visitor tour brochure", """
MARROWBY STUDIOS | THE STUDIO TOUR
Open Thursday to Sunday, 10:00-16:00 | Tours last 90 minutes | Booking essential

WELCOME TO MARROWBY
Marrowby Studios has been making films since 1952. Today it is owned by Corvane Entertainment and is the largest studio in the Northern Reach, with nine sound stages, a backlot and the region's biggest scenery workshop. On most days at least one production is shooting while you visit, so please keep to the marked walkways and follow your guide.

ON THE TOUR
- The Backlot Street: a full-size town square built in 1987 and redressed more than forty times since.
- Stage 6 Gallery: look down from the viewing gallery onto a working stage. In 2016 the great glasshouse for The Glass Orchard was built here, and smashed in a single take.
- The Prop Store: eleven thousand objects, from a stuffed heron to a working ferry telegraph.
- The Costume Corridor: outfits from sixty years of Marrowby productions.
- The Sound Room: try your hand at footsteps and thunder with our foley team.

PLEASE NOTE
Photography is not allowed on the Stage 6 Gallery. Children under 12 must be accompanied by an adult. The tour includes stairs; an accessible route is available on request.

Gift shop and cafe open until 17:00.
""")
