"""Generate corpus.jsonl for the research-60 evaluation set. All content invented."""
import json, os, re

DOCS = []
MARK = re.compile(r"^(\s*[-*|]|\s*\d+\.\s)")

HEADS = ("Abstract.", "Acknowledgements.", "Funding", "This work", "This research", "Licensing status",
         "Lay summary", "Summary:", "Conditions:", "Programme officer")

def unwrap(text):
    """Join hard-wrapped prose lines; keep list items, table rows and short header lines."""
    out = []
    for line in text.strip().split("\n"):
        s = line.strip()
        header = (s.startswith(HEADS) or (len(s) < 25 and not s.endswith((".", ")", '"')))
                  or re.match(r"^[A-Z][A-Za-z -]{0,30}:", s) is not None or s.startswith(("The Trust made", "Team:")))
        if out and len(out[-1]) >= 95 and s and not header and not MARK.match(line) and not out[-1].startswith("|"):
            out[-1] = out[-1].rstrip() + " " + line.strip()
        else:
            out.append(line.rstrip())
    return "\n".join(out)

def d(title, text, kind):
    DOCS.append({"title": title, "text": unwrap(text), "kind": kind})

# 01
d("Halvard Institute for Coastal Studies", """
The Halvard Institute for Coastal Studies (HICS) is an independent research institute in Merrowby, a port town on the
northern shore of the Sallow Estuary. It was established in 1974 with a bequest from the shipowner Edvard Halvard, who had
lost two vessels to shifting sandbanks at the estuary mouth and wanted the seabed "understood rather than feared".
HICS employs roughly 140 staff. Its research is organised into units: the Coastal Dynamics Lab studies shoreline change
and sediment transport, while the Estuarine Chemistry Unit, led since 2015 by Prof. Greta Moltke, works on nutrient and
contaminant cycling in the estuary. A small Technology Transfer Office handles the licensing of the institute's data and
software. Since 2016 the institute has been directed by Prof. Gunnar Rask, a hydrographer by training.
HICS runs a joint doctoral programme with the University of Tarrenholt: students are registered at the university but spend
their research years in Merrowby. The institute writes and maintains its own data licence, which it applies to most of its
survey collections, and it has twice hosted the Coastal Informatics Symposium.
""", "encyclopedic")

# 02
d("University of Tarrenholt", """
The University of Tarrenholt is a public research university in the city of Tarrenholt. It was chartered in 1891 as
Tarrenholt College of Science and Arts and received full university status in 1923. About 21,000 students are enrolled
across five faculties. The Faculty of Natural Sciences houses the Department of Earth Sciences, whose reputation in
geomorphology dates from the 1980s, and the Faculty of Arts houses the Department of Computational Linguistics, which was
split off from the Department of Linguistics in 2004. The university's commercialisation arm, Tarrenholt Enterprise, has
helped launch nine spin-out companies since 2010. Dr Philippa Ormsby has been Vice-Chancellor since 2018. Tarrenholt
operates joint doctoral programmes with several independent institutes, most prominently the Halvard Institute for Coastal
Studies in Merrowby. The university's main campus sits on the former Tarren brickworks; the library's tower is a
converted kiln chimney.
""", "encyclopedic")

# 03
d("Department of Ecology, Brenmoor University", """
The Department of Ecology at Brenmoor University was founded in 1967, when the university absorbed the former Gullhaven
Marine Laboratory. It is based in the Lyle Building on the main campus and runs a field station at Gullhaven, twenty
minutes up the coast. The head of department since 2019 has been Prof. Harriet Nwosu-Blake, a freshwater ecologist.
Research is organised into three groups: the Marine Ecology Group, which carries out long-term monitoring of rocky shores;
Freshwater Systems; and Coastal Processes and Ecology, a group formed in 2021 following a new lectureship appointment and
focused on how physical change on beaches and estuaries shapes habitats. The department teaches around 400
undergraduates and 45 doctoral students. Brenmoor University Press, which publishes several of the department's favoured
outlets, shares the same building. A weekly ecology seminar runs during term on Friday lunchtimes.
""", "encyclopedic")

# 04
d("Corvane Polytechnic", """
Corvane Polytechnic is a technical university in the port city of Corvane. It was founded in 1958 as the Corvane Nautical
and Engineering College to train marine engineers for the city's shipyards, and became a polytechnic in 1972. It now has
around 9,000 students in four schools: Engineering, Computing, Maritime Studies, and Design. The School of Engineering is
home to a towing tank, a wave basin and the Field Robotics Group, which tests autonomous vehicles in the tidal channels of
the Corve river mouth. The Corvane Innovation Office, directed by Dr Bartholomew Yeo, files patents on behalf of the
polytechnic, negotiates licences and supports staff who want to start companies. The polytechnic hosts the Symposium on
Field Robotics every other year. Its motto, "Mare docet" (the sea teaches), is carved over the old college gate on Dock
Street.
""", "encyclopedic")

# 05
d("Kestrel Valley Institute of Technology", """
The Kestrel Valley Institute of Technology (KVIT) is a research university in Kestrel Falls. Founded in 1921 as a school of
mining and hydraulics, it broadened into a general institute of technology after the Second Reform Act of 1952. KVIT is
known for engineering, statistics and computing, and for its riverside Hollin Building, which houses most of the
quantitative departments. The Department of Environmental Data Science (EDS) was created in 2014 by merging the
environmental statistics group with part of the hydrology department. It has been chaired since its creation by Prof.
Celeste Amundsen, a statistician who works on data assimilation for estuarine models. EDS runs the weekly Kestrel Seminars
and a master's programme in environmental machine learning. KVIT also hosts a marine engineering test flume shared with
regional industry. In 2021 the institute hosted an online edition of the Coastal Informatics Symposium.
""", "encyclopedic")

# 06
d("Marisol Quennell", """
Marisol Quennell (born 1978) is a coastal geomorphologist and head of the Coastal Dynamics Lab at the Halvard Institute
for Coastal Studies (HICS). Born in Harlow Point, she studied geography at Brenmoor University (BSc 2000) before moving to
the University of Tarrenholt, where she completed a doctorate in 2008 under Anselm Dorrity on sediment transport in
macrotidal bays. After a postdoctoral position at the Kestrel Valley Institute of Technology (2008–2011) she joined HICS
in 2011, and has led its Coastal Dynamics Lab since 2014.
Quennell is best known for work combining process models with machine learning. With Dorrity she developed a
reduced-complexity model of sediment flux on macrotidal beaches, published in 2012, which has since been used as a
physical prior in data-driven shoreline models. She is an advocate of open survey data and has argued publicly for
chronological evaluation of forecasting models. She was elected a Fellow of the Coastal Informatics Society in 2020.
""", "encyclopedic")

# 07
d("Anselm Dorrity", """
Anselm Dorrity (born 1950) is a geomorphologist and emeritus professor at the University of Tarrenholt. He studied
physics at the Kestrel Valley Institute of Technology, where he also completed a PhD in 1979 under Prof. Wilhelmina
Okoro-Stead on the mechanics of sand ripples. After six years with the national hydrographic survey he joined Tarrenholt's
Department of Earth Sciences in 1985 and held a chair in geomorphology there until becoming emeritus in 2020.
Dorrity began repeat surveys of the Sallow Estuary sandbanks in 1978 and continued them, by boat and later by aircraft,
for four decades. His later work, with his former doctoral student Marisol Quennell, produced a reduced-complexity
sediment-flux model for macrotidal beaches (2012). He supervised 23 doctoral students.
In 2021 the Coastal Informatics Society created an annual medal bearing his name. Dorrity lives in Merrowby and still
walks the estuary's southern shore most mornings.
""", "encyclopedic")

# 08
d("Dr Hana Vollrath – Staff Profile", """
Dr Hana Vollrath
Assistant Professor, Department of Environmental Data Science, Kestrel Valley Institute of Technology
Joined: January 2021
Research interests: machine learning for coastal geomorphology; uncertainty quantification; forecasting under
distribution shift; airborne and drone-based elevation data.
Education: MSc Applied Mathematics, Corvane Polytechnic (2015). PhD (2020) through the joint doctoral programme of the
University of Tarrenholt and the Halvard Institute for Coastal Studies, supervised by Prof. Marisol Quennell. Thesis:
"Learning shoreline dynamics from repeat LiDAR".
Teaching: EDS-214 Spatial Statistics (autumn); EDS-330 Machine Learning for Earth Observation (spring).
Office: Hollin Building, room 3.12. Office hours Tuesdays 14:00–16:00.
Prospective students: I am recruiting one PhD student for autumn entry to work on calibrated forecasts of coastal change.
Please send a CV and a one-page statement; informal enquiries are welcome.
""", "profile")

# 09
d("Jonas Ekwueme", """
Jonas Ekwueme is a lecturer in coastal processes in the Department of Ecology at Brenmoor University, which he joined in
September 2021. He leads the department's Coastal Processes and Ecology group, which studies how tides, storms and
sediment supply reshape intertidal habitats.
Ekwueme trained as an engineer. His PhD at Corvane Polytechnic (2017), supervised by Prof. Ingrid Solberg, examined
hydrodynamic loading on moored survey buoys in strong tidal streams. He then spent four years as a postdoctoral
researcher at the Halvard Institute for Coastal Studies (2017–2021), where he worked on forecasting shoreline change from
airborne LiDAR and helped plan a large drone survey of the Sallow Estuary.
His current projects couple tidal-phase information with learned forecasting models and look at the ecological
consequences of bar migration for shorebird feeding grounds. He is a keen advocate of open field data and teaches the
second-year module "Physical Processes for Ecologists".
""", "profile")

# 10
d("Teodora Makris", """
Teodora Makris is Professor of Computational Linguistics at the University of Tarrenholt. She received her PhD in speech
science from the Kestrel Valley Institute of Technology in 2003, with a thesis on prosody in tonal highland languages, and
joined Tarrenholt in 2005. In 2009 she founded the Low-Resource Language Group (LRLG) in the Department of Computational
Linguistics.
Her research concerns speech and language technology for languages with few digital resources, above all Korva, a
highland language with around 60,000 speakers. She has worked closely with the Korva Language Council on questions of
community consent and data governance, and helped draft the licence under which the group's Korva recordings are
distributed. Makris has supervised eleven doctoral students and serves on the steering committee of the Conference on
Language Resources for Minority Languages (CLRML). She was elected to the national Academy of Humanities in 2022.
""", "encyclopedic")

# 11
d("Lena Strand", """
Lena Strand is a speech scientist working on recognition for under-resourced languages. She is not to be confused with
the roboticist Oskar Strand; the two are not related.
Strand grew up in Eastmere and studied linguistics at Brenmoor University. She completed her doctorate at the University of
Tarrenholt in 2021 as a member of the Low-Resource Language Group, under the supervision of Prof. Teodora Makris. Her
thesis, "Borrowing Voices: Cross-Lingual Acoustic Transfer for Under-Resourced Highland Languages", showed that acoustic
models trained on related languages can substantially reduce the amount of in-language data required.
After graduating she joined Lexiwell Analytics as Senior Speech Scientist, where she leads work on broadcast transcription
for Korva and neighbouring languages. She remains an honorary research associate at Tarrenholt and co-supervises one
doctoral student there.
""", "encyclopedic")

# 12
d("Oskar Strand", """
Oskar Strand (born 1974) is Professor of Marine Robotics at Corvane Polytechnic, where he has led the Field Robotics Group
since 2012. (For the speech scientist, see Lena Strand.)
Strand studied mechanical engineering at Corvane and completed his PhD there in 2003 on station-keeping controllers for
small boats. After industrial work on harbour inspection robots he returned to the polytechnic as a lecturer in 2008. His
research centres on autonomous surface vehicles that must operate in strong tidal currents, and on the practical problems
of launching, recovering and recharging them without human help.
In 2021 he co-founded Tidewright Robotics, a company building survey drones for estuaries, and he serves as its chief
scientific adviser while keeping his professorship. He is a frequent invited speaker at coastal and robotics meetings and
sits on the editorial board of Field Robotics Letters.
""", "encyclopedic")

# 13
d("Rafael Indergaard", """
Rafael Indergaard is a computational linguist and the founder and chief executive of Lexiwell Analytics. He completed a
PhD in computer science at the Kestrel Valley Institute of Technology in 2014, with a thesis on subword modelling for
agglutinative languages.
From 2015 to 2019 he was a postdoctoral researcher in the Low-Resource Language Group at the University of Tarrenholt,
where he led the development of KorvaBERT, the first pretrained language model for Korva. Frustrated that the group's
tools were not reaching the radio stations and councils that asked for them, he left academia in 2019 to start a company
through the university's commercialisation office.
Indergaard speaks regularly about academic entrepreneurship and the ethics of commercialising community language data.
He chairs the industry advisory board of the Department of Computational Linguistics at Tarrenholt.
""", "encyclopedic")

# 14
d("Ada Pell", """
Ada Pell is an associate professor of statistics in the Department of Environmental Data Science at the Kestrel Valley
Institute of Technology (KVIT). She is not to be confused with Simon Pell, a marine ecologist at Brenmoor University.
Pell earned her PhD in statistics at the University of Tarrenholt in 2013, advised by Prof. Ewan Thackeray, with a thesis
on block bootstrap methods for spatio-temporal data. After a short period at a national statistics office she joined KVIT
in 2015.
She is known for reproducibility audits of machine-learning models in the geosciences. Her 2021 reanalysis of a widely
cited shoreline forecasting model, carried out with a departmental colleague, led to changes in how coastal forecasting
benchmarks are evaluated. She runs a reading group on evaluation methodology and maintains several open benchmark
leaderboards.
""", "encyclopedic")

# 15
d("Simon Pell (ecologist)", """
Simon Pell is a senior lecturer in marine ecology at Brenmoor University, where he leads the Marine Ecology Group in the
Department of Ecology. For the statistician at KVIT, see Ada Pell.
Pell completed a PhD at Brenmoor in 2008 on barnacle recruitment along exposed shores, and has stayed at the university
ever since. His research concerns the resilience of rocky-shore communities to marine heatwaves, and he runs a long-term
monitoring programme at fourteen sites along the Brenmoor coast, some of which have been surveyed every spring since 2011.
He has co-authored around forty papers and has been involved in several collaborative studies of pollution on the
Brenmoor shore. Since 2020 he has organised the department's Friday ecology seminar series. He is a volunteer warden at
the Gullhaven nature reserve.
""", "encyclopedic")

# 16
d("Wen Halloran", """
Wen Halloran is an environmental scientist who worked as a lecturer in the Department of Ecology at Brenmoor University
from 2016 to 2022. Her research examined the accumulation of microplastics in filter-feeding invertebrates, particularly
mussels and oysters, and the role of wastewater outfalls in local contamination.
Halloran studied chemistry at Corvane Polytechnic and completed a doctorate in environmental toxicology elsewhere before
moving to Brenmoor. Her group combined field sampling with fluorescence microscopy of gut contents.
In 2022 one of her journal articles was retracted following concerns about figure images; she did not comment publicly on
the decision. Later that year she left academia to join Saltmarsh Advisory, an environmental consultancy in Merrowby,
where she works on water-quality assessments for harbour authorities.
""", "encyclopedic")

# 17
d("Dr Ilse Varnhagen – Programme Officer, Earth Systems", """
Meridian Science Foundation — Staff Directory
Dr Ilse Varnhagen, Programme Officer, Earth Systems
Ilse has managed the Earth Systems programme's portfolio of coastal, estuarine and sedimentary awards since joining the
Foundation in 2014. She advises applicants on scope and eligibility, runs the programme's review panels and monitors
progress on funded projects.
Before joining the Foundation she spent eight years (2005–2013) as a research scientist in the Estuarine Chemistry Unit of
the Halvard Institute for Coastal Studies, working on dissolved silica budgets and benthic fluxes. She holds a PhD in
geochemistry from the University of Tarrenholt (2004).
Ilse is happy to discuss project ideas before submission. Please use the Earth Systems programme mailbox rather than
writing to her directly, and allow five working days for a reply during panel season.
""", "profile")

# 18
d("Mei-Ling Tarkovsky", """
Mei-Ling Tarkovsky is a roboticist and engineer, co-founder and chief technology officer of Tidewright Robotics.
Tarkovsky completed a PhD in marine engineering at Brenmoor University in 2015, with a thesis on hull-mounted sensing for
small vessels in shallow water. She then joined the Field Robotics Group at Corvane Polytechnic as a research engineer
(2016–2021), where she designed mechanisms that allow small drones to recover and recharge without a human operator. She
is a named co-inventor on a patent for a docking cradle that compensates for water currents.
At Tidewright she is responsible for the company's drone and docking hardware and for its field-testing programme. She
lectures occasionally on engineering design for hostile environments and mentors women entering marine engineering through
the Coastal Engineers' Guild.
""", "encyclopedic")

# 19
d("Coastal Dynamics Lab – Lab Wiki: Home", """
Welcome to the Coastal Dynamics Lab (CDL) wiki! Start here if you're new.

* PI: Prof. Marisol Quennell
* Where: HICS, Building C, first floor (the room with the sand tray)
* What we do:
  * shoreline forecasting from repeat LiDAR
  * sediment-flux modelling (reduced-complexity, physics-guided ML)
  * drone photogrammetry of intertidal bars
* Datasets we look after:
  * CoastScan-17 – airborne LiDAR archive (ask Tobias before touching the raw tiles!)
  * SEDS-21 – drone survey, joint with Brenmoor
* Funding: HICS core budget; MSF "Predictive Coastal Morphodynamics" (finished Aug 2021); proposals in review
* Lab meeting: Thursdays 10:00, Building C seminar room. Cake rota on the fridge.
* Data access: everyone signs the MRDL acknowledgement form before getting server credentials
* Field safety: nobody goes on the south-shore flats alone. Check the tide table twice.
* Past members: see the Members page
""", "wiki")

# 20
d("Coastal Dynamics Lab – Members (past and present)", """
Coastal Dynamics Lab (HICS) – people

| Name | Role | Years | Notes |
|---|---|---|---|
| Marisol Quennell | Lab head | 2014– | at HICS since 2011 |
| Tobias Wren | Research engineer | 2015– | LiDAR processing, data curation |
| Piet Okonjo | Data manager | 2014–2019 | |
| Hana Vollrath | PhD student | 2016–2020 | joint Tarrenholt programme |
| Jonas Ekwueme | Postdoctoral researcher | 2017–2021 | |
| Lukas Fenn | Visiting researcher | 2019 | 3 months |
| Marta Iversen-Obi | PhD student | 2020– | drone photogrammetry |
""", "table")

# 21
d("Low-Resource Language Group (LRLG)", """
Low-Resource Language Group (LRLG) — Department of Computational Linguistics, University of Tarrenholt

About: The LRLG was founded in 2009 by Prof. Teodora Makris. We build speech and text technology for languages that
mainstream tools ignore, working with speaker communities rather than just on their data.

Languages: Korva (main focus); Tarrish and Osk (related highland languages); Eastmere Sign (pilot).

Resources we have released:
- KorvaSpeech — transcribed speech corpus (2019)
- KorvaBERT — pretrained language model for Korva (2018)
- Korva–Tarrish parallel text (in preparation)

Funding: National Council for Computing Research, Low-Resource Languages Programme; Tarrenholt Enterprise proof-of-concept
fund.

Spin-off: Lexiwell Analytics (2019) commercialises some of our tools under licence.

Reading group: Tuesdays 15:00, room A2.07. Everyone welcome. See the Members page for current and former members.
""", "wiki")

# 22
d("LRLG – Members", """
Low-Resource Language Group – members, current and former

| Name | Role | Years |
|---|---|---|
| Teodora Makris | Group leader | 2009– |
| Ines Kovač-Hale | Data curator | 2016– |
| Nils Abara | Research assistant | 2016–2018 |
| Rafael Indergaard | Postdoctoral researcher | 2015–2019 |
| Lena Strand | PhD student | 2017–2021 |
| Efua Mensah-Clarke | Visiting researcher (KVIT) | 2018 |
| Yaw Thorsdottir | PhD student | 2019– |
""", "table")

# 23
d("Field Robotics Group – Corvane Polytechnic", """
Field Robotics Group, School of Engineering, Corvane Polytechnic

We build robots that have to work where the water is fast, shallow and murky. The group has been led by Prof. Oskar Strand
since 2012 and currently has three research engineers, six PhD students and a workshop technician.

Current and recent projects:
- Tidal docking and recovery of survey drones. Funded by the Meridian Science Foundation (MSF-2018-0102, "Autonomous
  Survey in Energetic Tidal Flows", 2018–2022).
- Legged platforms for shingle and boulder beaches (with the University of Skellhaven).
- Acoustic localisation under river ice (pilot, 2023).

Facilities: 40 m towing tank, wave basin, and a floating pontoon test site in the Corve river mouth.

Spin-outs: Tidewright Robotics (2021) was founded by group members and alumni.

Join us: we advertise PhD places every January. Visiting students are welcome for summer projects.
""", "wiki")

# 24
d("ShoreNet: Convolutional Forecasting of Shoreline Retreat from Repeat LiDAR", """
Hana Vollrath, Jonas Ekwueme and Marisol Quennell. Coastal Dynamics Lab, Halvard Institute for Coastal Studies (HICS),
Merrowby. In: Proceedings of the 7th Coastal Informatics Symposium (CIS 2019), pp. 112–121.
Abstract. Forecasting where a shoreline will be a year from now usually relies on process models that need careful
calibration at every site. We present ShoreNet, a convolutional encoder–decoder that ingests a sequence of gridded
elevation surfaces and predicts the position of the mean-high-water contour twelve months ahead. Training and evaluation
use the CoastScan-17 airborne LiDAR collection. Rather than learning from scratch, ShoreNet receives the divergence field
of the reduced-complexity sediment-flux model of Dorrity and Quennell (2012) as an additional input channel, which acts
as a physics prior and speeds convergence. On held-out samples ShoreNet reaches a mean absolute error of 0.8 m at the
twelve-month horizon, roughly half the error of the calibrated process model alone. Code and trained weights are released.
Acknowledgements. This work was supported by the Meridian Science Foundation under award MSF-2017-0443.
""", "abstract")

# 25
d("Revisiting ShoreNet: Temporal Leakage Inflates Shoreline Forecast Skill", """
Ada Pell and Joaquim Ferreira-Lowe. Department of Environmental Data Science, Kestrel Valley Institute of Technology.
In: Proceedings of the 8th Coastal Informatics Symposium (CIS 2021).
Abstract. ShoreNet (Vollrath et al., 2019) reported a twelve-month mean absolute error of 0.8 m for shoreline position.
We re-ran the released code and found that training and test samples had been drawn at random from the same survey
epochs, so the network saw elevation surfaces from the very months it was asked to forecast. Under a strictly
chronological split (training on epochs up to 2015, testing on 2016–2017) the same architecture's error rises to 2.3 m,
slightly worse than a naive persistence baseline at 2.1 m. The physics-prior channel still helps relative to an
unconstrained network, but the headline improvement disappears. We propose a blocked evaluation protocol and a public
leaderboard for the benchmark. We thank the original authors, who shared code promptly and helped us reproduce their
numbers.
Funding: Meridian Science Foundation award MSF-2017-0511.
""", "abstract")

# 26
d("TA-ShoreNet: Conditioning Shoreline Forecasts on Tidal Phase", """
Jonas Ekwueme (Department of Ecology, Brenmoor University), Hana Vollrath (Kestrel Valley Institute of Technology) and
Marisol Quennell (Halvard Institute for Coastal Studies). Estuarine and Coastal Computing Letters 6 (2022): 45–58.
Abstract. Survey snapshots of a macrotidal beach are taken at different stages of the tide, yet most learned forecasters
treat them as if they were directly comparable. We extend the ShoreNet architecture with a tidal-phase embedding that
conditions every decoder block. Models are trained on the CoastScan-17 LiDAR epochs together with the Sallow Estuary Drone
Survey 2021 (SEDS-21), whose flights were scheduled to sample the full spring–neap cycle. Following the chronological
protocol recommended by Pell and Ferreira-Lowe (2021), we hold out the final year of each collection. TA-ShoreNet lowers
the twelve-month mean absolute error from 2.3 m to 1.6 m and outperforms persistence at every site, with the largest gains
on the ebb-dominated southern shore. We argue that tide stamps should be mandatory metadata for coastal survey archives.
""", "abstract")

# 27
d("A reduced-complexity sediment-flux model for macrotidal beaches", """
Anselm Dorrity (Department of Earth Sciences, University of Tarrenholt) and Marisol Quennell (Halvard Institute for Coastal
Studies). Geomorphic Transactions 38(2), 2012, pp. 141–163.
Abstract. Full morphodynamic models of macrotidal beaches are expensive to run and difficult to calibrate, because they
resolve processes at time-scales far shorter than those of interest for coastal management. We derive a reduced-complexity
model in which net sediment flux is expressed as a function of local slope, grain size and a tidally averaged
bed-shear-stress index, with only three free parameters. Calibrated against thirty years of repeat surveys from the Sallow
Estuary, the model reproduces observed decadal patterns of erosion and accretion with a skill score of 0.71 and runs four
orders of magnitude faster than a full model. Its flux-divergence field provides a cheap indicator of where a shoreline is
likely to advance or retreat. Limitations include the neglect of storm sequencing and of cohesive sediments.
""", "abstract")

# 28
d("KorvaBERT: A Masked Language Model for Korva", """
Rafael Indergaard and Teodora Makris. Low-Resource Language Group, Department of Computational Linguistics, University of
Tarrenholt. In: Proceedings of the Conference on Language Resources for Minority Languages (CLRML 2018).
Abstract. Korva is spoken by roughly 60,000 people, most of them in the Ulvé highlands, and has almost no digital text. We
assemble a corpus of 40 million tokens from radio transcripts, parish newsletters, school materials and a community-run
wiki, and use it to pretrain a 110-million-parameter masked language model, KorvaBERT. Compared with a multilingual model
that saw no Korva during pretraining, KorvaBERT raises part-of-speech tagging accuracy from 88.1% to 93.4% and named-entity
F1 from 61.0 to 74.2. We describe the consent process agreed with the Korva Language Council for the text sources and
release the model for research use.
""", "abstract")

# 29
d("Cross-Lingual Transfer from Related Highland Languages for Korva Speech Recognition", """
Lena Strand, Yaw Thorsdottir and Teodora Makris. Low-Resource Language Group, University of Tarrenholt. In: Proceedings of
the 3rd Workshop on Under-Resourced Speech (WURS 2020).
Abstract. Automatic speech recognition for Korva is hampered by a lack of transcribed audio. We ask whether acoustic
models trained on two better-resourced relatives, Tarrish and Osk, can be adapted to Korva. Using the KorvaSpeech corpus
for fine-tuning and evaluation, we compare monolingual training, multilingual pretraining and staged transfer. Staged
transfer from Tarrish and then Osk lowers word error rate from 31.7% to 18.4%. A learning-curve study shows that about 20
hours of in-language data recover 90% of the full gain, which matters for other highland languages with even less data.
We also report an error analysis of ejective consonants, which account for a disproportionate share of remaining errors.
This work was funded by the National Council for Computing Research (NCCR) under award NCCR-LR-2019-07.
""", "abstract")

# 30
d("Microplastic Uptake in Intertidal Blue Mussels along the Brenmoor Coast", """
Wen Halloran, Tomas Greaves and Simon Pell. Department of Ecology, Brenmoor University. Journal of Littoral Ecology 44(3):
201–214 (2020).
Abstract. Filter-feeding bivalves are widely proposed as sentinels of microplastic pollution, but few studies have
resolved contamination at the scale of individual outfalls. We sampled 1,260 blue mussels from nine intertidal sites along
the Brenmoor coast between 2018 and 2019 and quantified particles in digested soft tissue and, for a subsample, in
undigested gut contents using fluorescence microscopy (Figure 3). Mean burden was 3.4 particles per gram wet weight, with
a pronounced peak of 9.1 particles per gram adjacent to the Gullhaven wastewater outfall. Fibres dominated at every site.
Particle burden declined with distance from the outfall and was unrelated to mussel size. We discuss implications for
shellfish harvesting and for the siting of monitoring stations.
""", "abstract")

# 31
d("Current-Compensated Autonomous Docking for Tidal Survey Drones", """
Oskar Strand and Mei-Ling Tarkovsky. Field Robotics Group, Corvane Polytechnic. In: Proceedings of the Symposium on Field
Robotics (SFR 2020), Corvane.
Abstract. Small uncrewed survey vehicles used in estuaries must return to a dock to recharge, yet cross-currents above
about 2 m/s make the final approach unreliable. We present a cradle that combines passive funnel guides with an actively
yawed capture arm driven by an on-board current estimate, together with an approach planner that treats the current as a
known disturbance. In 50 trials in the Corve river mouth, 47 dockings succeeded in currents up to 2.6 m/s, compared with
19 for a conventional fixed cradle. Mean docking time fell from 94 s to 38 s. We discuss failure cases involving floating
debris and propose a low-cost debris guard.
This research was funded by the Meridian Science Foundation under award MSF-2018-0102.
""", "abstract")

# 32
d("ShoreLine-Net: Semantic Segmentation of Rock-Pool Imagery", """
Iris Nakamura-Holt and Simon Pell. Marine Ecology Group, Department of Ecology, Brenmoor University. In: Proceedings of
the 8th Coastal Informatics Symposium (CIS 2021).
Abstract. Manual scoring of rock-pool photographs is the bottleneck in long-term monitoring of rocky shores. We present
ShoreLine-Net, a lightweight segmentation network that labels each pixel of a quadrat photograph with one of the taxa
used in the regional monitoring protocol. Trained and evaluated on the public TidePool-Images collection, ShoreLine-Net
reaches a mean intersection-over-union of 0.71, and 0.83 for the ten most common taxa. Errors concentrate on encrusting
algae and on pools with surface glare. A field trial at four sites showed that ecologists correcting ShoreLine-Net output
worked five times faster than those scoring from scratch, with no loss of agreement. The network runs on a mobile phone.
""", "abstract")

# 33
d("CoastScan-17 — Dataset Card", """
CoastScan-17
- Version: 2.1 (March 2018)
- Creator: Coastal Dynamics Lab, Halvard Institute for Coastal Studies
- Modality: airborne LiDAR, gridded to 0.5 m digital elevation models
- Coverage: 42 km of Sallow Estuary shoreline (north and south shores)
- Temporal extent: 61 survey epochs, February 2012 – November 2017
- Size: 1.9 TB rasters; 310 GB derived contours
- Vertical accuracy: ±0.07 m RMSE against RTK checkpoints
- Licence: Merrowby Research Data Licence 1.1 (MRDL-1.1)
- Known issues: epochs 23–24 partly affected by low cloud; survey times were not synchronised with the tide
- Intended use: research on shoreline change, sediment budgets, model benchmarking
- Contact: Tobias Wren, research engineer
""", "datacard")

# 34
d("KorvaSpeech v1.0 — Dataset Card", """
KorvaSpeech v1.0
Maintainer: Ines Kovač-Hale, LRLG, University of Tarrenholt
Released: 2019
Contents: 212 hours of transcribed read and conversational Korva speech from 340 speakers (187 women, 153 men), recorded
2016–2018 in eleven villages of the Ulvé highlands.
Format: 16 kHz FLAC; orthographic transcripts in the 2011 standard orthography; speaker metadata (age band, village).
Splits: train 180 h / dev 16 h / test 16 h, speaker-disjoint.
Licence: Korva Community Data Licence 1.0 (KCDL-1.0). Research and teaching use permitted; any commercial use requires
written consent from the Korva Language Council.
Consent: every speaker gave recorded consent in Korva; speakers may withdraw and their recordings will be removed in the
next release.
Known issues: some conversational transcripts omit hesitation markers.
""", "datacard")

# 35
d("TidePool-Images — Dataset Card", """
TidePool-Images
Creator: Marine Ecology Group, Department of Ecology, Brenmoor University (PI: Dr Simon Pell)
Size: 58,000 quadrat photographs of rock pools
Annotations: pixel-level masks for 31 taxa (algae, sessile invertebrates, mobile invertebrates) plus "bare rock" and
"water surface"
Sites: 14 monitoring sites on the Brenmoor coast
Period: spring and autumn surveys, 2017–2019
Camera: waterproof compact, polarising filter from 2018 onwards
Funding: annotation supported by the Meridian Science Foundation, award MSF-2019-0077
Licence: Brenmoor Open Data Licence (attribution only)
Versions: v1.0 (2020); v1.1 (2021; 412 masks corrected)
Known issues: glare on roughly 6% of images taken before 2018.
""", "datacard")

# 36
d("Sallow Estuary Drone Survey 2021 (SEDS-21) — Dataset Card", """
Sallow Estuary Drone Survey 2021 (SEDS-21)
Collected by: Coastal Dynamics Lab (HICS) together with the Department of Ecology, Brenmoor University
Dates: April–October 2021
Platform: Tidewright TW-3 "Kittiwake" survey drones, flown by HICS pilots
Flights: 19, scheduled across spring and neap tides
Products: photogrammetric elevation models at 5 cm; orthomosaics; tide-stamped ground control points
Coverage: 11 km of the southern shore of the Sallow Estuary
Licence: MRDL-1.1
Contact: Marta Iversen-Obi
Notes: flights 7 and 12 were cut short by wind; their partial mosaics are included but flagged.
""", "datacard")

# 37
d("Merrowby Research Data Licence, version 1.1", """
Merrowby Research Data Licence (MRDL), version 1.1
Issued by the Halvard Institute for Coastal Studies, March 2016. Replaces version 1.0 (2013).
1. Grant. The licensor grants you a non-exclusive, worldwide, royalty-free licence to use, copy and adapt the Data for
non-commercial research and teaching.
2. Attribution. You must cite the dataset and this licence in any publication or derived product.
3. Share-alike. Any derived dataset that you distribute must itself be released under this licence, version 1.1 or any
later version.
4. Commercial use. Use of the Data in connection with any product or service offered for a fee requires a separate written
agreement with the HICS Technology Transfer Office.
5. No warranty. The Data are provided as is; the licensor accepts no liability for errors or omissions.
6. Termination. Rights under this licence end automatically if you breach its terms, and may be restored on written notice
once the breach is remedied.
""", "licence")

# 38
d("Notice of Award MSF-2017-0443: Predictive Coastal Morphodynamics", """
MERIDIAN SCIENCE FOUNDATION — NOTICE OF AWARD
Award number: MSF-2017-0443
Programme: Earth Systems
Title: Predictive Coastal Morphodynamics
Principal investigator: Prof. Marisol Quennell, Halvard Institute for Coastal Studies
Co-investigator: Prof. Anselm Dorrity, University of Tarrenholt
Amount: USD 1,240,000
Period of performance: 1 September 2017 – 31 August 2021
Programme officer: Dr Ilse Varnhagen
Summary: The project will combine physics-based sediment-flux modelling with machine learning on repeat airborne surveys
to forecast shoreline change on macrotidal coasts at management-relevant horizons of one to five years. Outputs are to
include open forecasting code and an evaluation benchmark.
Conditions: Annual reports are due within 60 days of each anniversary of the start date. Publications must acknowledge
the award number.
""", "grant")

# 39
d("NCCR announces award NCCR-LR-2019-07", """
The National Council for Computing Research (NCCR) is pleased to announce award NCCR-LR-2019-07 under its Low-Resource
Languages Programme. The award has been made to Prof. Teodora Makris of the University of Tarrenholt for the project
"Speech and Language Technology for Korva".
The project will build speech recognition and text-processing tools for Korva in partnership with the Korva Language
Council, with an emphasis on community-controlled data. It will also train doctoral students in methods that can be
reused for other highland languages.
The award provides 890,000 in programme funds over four years, running from 1 January 2019 to 31 December 2022.
The responsible programme officer is Dr Nadia Sorokin-Wells. Enquiries about the programme's next call, which opens in
the autumn, should be sent to the Low-Resource Languages Programme office.
""", "grant")

# 40
d("Aldous Trust Coastal Ecology Awards 2019: Award AT-19-12", """
Aldous Trust for Marine Research — Coastal Ecology Awards, 2019 round
Award reference: AT-19-12
Recipient: Dr Wen Halloran, Department of Ecology, Brenmoor University
Project title: Microplastic burden in intertidal filter feeders
Value: £340,000 over three years (October 2019 – September 2022)
Programme officer: Teodor Braff
Lay summary: Mussels and oysters filter large volumes of seawater and can concentrate small plastic particles. This
project will map contamination along the Brenmoor coast, test whether burden tracks distance from wastewater outfalls,
and advise shellfish harvesters on safe sites.
The Trust made eleven Coastal Ecology Awards in the 2019 round from 74 applications. Award holders are expected to present
their findings at the Trust's annual coastal science day in Merrowby.
""", "grant")

# 41
d("Meridian Science Foundation – Earth Systems awards 2017–2019", """
Meridian Science Foundation — Earth Systems programme, awards made 2017–2019 (USD)

| Award | PI | Institution | Title | Amount | Start |
|---|---|---|---|---|---|
| MSF-2017-0443 | M. Quennell | HICS | Predictive Coastal Morphodynamics | 1,240,000 | 2017 |
| MSF-2017-0511 | A. Pell | KVIT | Reproducible Benchmarks for Environmental Machine Learning | 610,000 | 2017 |
| MSF-2018-0102 | O. Strand | Corvane Polytechnic | Autonomous Survey in Energetic Tidal Flows | 880,000 | 2018 |
| MSF-2018-0230 | C. Amundsen | KVIT | Data Assimilation for Estuarine Models | 720,000 | 2018 |
| MSF-2019-0077 | S. Pell | Brenmoor University | Rocky Shore Community Resilience | 450,000 | 2019 |
| MSF-2019-0145 | G. Moltke | HICS | Nutrient Fluxes in the Sallow Estuary | 530,000 | 2019 |
""", "table")

# 42
d("Aldous Trust for Marine Research", """
The Aldous Trust for Marine Research is a charitable foundation based in Merrowby. It was established in 1962 by Margarethe
Aldous with the proceeds of the sale of the Aldous Line shipping company, and spends around £12 million a year.
The Trust runs three programmes. Coastal Ecology Awards are three-year grants to university researchers studying coastal
habitats and pollution; the programme officer is Teodor Braff. Aldous Fellowships support early-career scientists for two
years. Ocean Ventures, launched in 2018, makes seed investments of up to £2 million in marine-technology start-ups; it is
managed by Lucia Fenwick, formerly a venture partner at Harrowgate Capital.
The chair of trustees is Ottoline Marsh. The Trust's research integrity policy allows it to recover funds where work it
supported is retracted because of misconduct. It publishes a list of all awards on its website every January.
""", "encyclopedic")

# 43
d("National Council for Computing Research", """
The National Council for Computing Research (NCCR) is the national funding agency for research in computing. It was
established by statute in 1988, is based in Eastmere, and distributes around 240 million a year through seven programmes.
The Low-Resource Languages Programme was launched in 2018 to support language technology for languages with few digital
resources, with a requirement that projects include a partnership with a speaker community. Awards last up to four years.
The programme has been run from the outset by Dr Nadia Sorokin-Wells, who joined the Council in 2017 after eleven years as
a lecturer in the School of Computing at Corvane Polytechnic, where she worked on machine translation.
Other NCCR programmes cover high-performance computing, security, human–computer interaction, theory, robotics and
doctoral training. The Council's chair is appointed for five years.
""", "encyclopedic")

# 44
d("CIS 2019 – Programme", """
7th Coastal Informatics Symposium (CIS 2019)
Merrowby, 9–11 September 2019 · hosted by the Halvard Institute for Coastal Studies

Organisers
- General chair: Prof. Celeste Amundsen (KVIT)
- Programme chairs: Prof. Gunnar Rask (HICS) and Dr Joaquim Ferreira-Lowe (KVIT)

Keynotes
- Mon 9 Sept, 09:15 (opening keynote): Prof. Anselm Dorrity (University of Tarrenholt) — "Forty Years of Watching Sand"
- Tue 10 Sept, 09:00: Prof. Oskar Strand (Corvane Polytechnic) — "Robots in the Surf Zone"

Sessions: Shoreline change · Estuarine sensing · Data infrastructure · Coastal hazards

Awards
- Best Paper: "ShoreNet: Convolutional Forecasting of Shoreline Retreat from Repeat LiDAR" — H. Vollrath, J. Ekwueme,
  M. Quennell (HICS)
- Best Poster: "Low-cost tide gauges from recycled phones" — R. Ahlgren (University of Skellhaven)

Social: conference dinner at the Merrowby Maritime Museum, Tuesday 19:30.
""", "programme")

# 45
d("CIS 2021 – Programme", """
8th Coastal Informatics Symposium (CIS 2021)
Online, 13–15 September 2021 · hosted by the Kestrel Valley Institute of Technology

Organisers
- General chair: Prof. Marisol Quennell (HICS)
- Programme chairs: Dr Niamh Oduya (Corvane Polytechnic) and Dr Rosalind Achterberg (Coastal Informatics Society)

Keynotes
- Mon 13 Sept: Dr Rafael Indergaard (Lexiwell Analytics) — "From Lab Bench to Balance Sheet: Spinning Out Research Software"
- Wed 15 Sept: Dr Ilse Varnhagen (Meridian Science Foundation) — "What Funders Want from Open Data"

Awards
- Best Paper: "Revisiting ShoreNet: Temporal Leakage Inflates Shoreline Forecast Skill" — A. Pell, J. Ferreira-Lowe
- Honourable mention: "ShoreLine-Net: Semantic Segmentation of Rock-Pool Imagery" — I. Nakamura-Holt, S. Pell

All sessions were recorded and are available to registered participants until the end of 2021.
""", "programme")

# 46
d("WURS 2020 – Third Workshop on Under-Resourced Speech", """
Third Workshop on Under-Resourced Speech (WURS 2020), co-located with CLRML 2020
22 May 2020 — held online (originally planned for Tarrenholt)

Workshop co-chairs: Prof. Teodora Makris (University of Tarrenholt) and Dr Efua Mensah-Clarke (KVIT)
Invited talk: Dr Yusuf Brandt (University of Tarrenholt), "Semantics Without Text?"

The workshop received 23 submissions and accepted 11 papers across two sessions, Acoustic Modelling and Data Collection.
A panel on community consent closed the day.

Best Paper Award: "Cross-Lingual Transfer from Related Highland Languages for Korva Speech Recognition" — L. Strand,
Y. Thorsdottir, T. Makris. (Per workshop policy, the chair who co-authored the paper took no part in the award decision.)
Runner-up: "Crowdsourced Read Speech for Three Coastal Creoles" — P. Adebanjo-Moss, K. Lindahl.

Proceedings are published in the CLRML 2020 companion volume.
""", "programme")

# 47
d("SFR 2020 – Symposium on Field Robotics", """
Symposium on Field Robotics 2020 (SFR 2020)
Corvane, 6–8 July 2020 (hybrid) · hosted by the School of Engineering, Corvane Polytechnic

General chair: Prof. Ingrid Solberg (Corvane Polytechnic)
Programme chairs: Dr Niamh Oduya (Corvane Polytechnic) and Prof. Rupert Kasprzak (University of Skellhaven)

Keynotes: Dr Saoirse Lindqvist, "Robots that Farm Kelp"; Prof. Hamid Osterberg, "Mapping Mines Nobody Remembers"

Tracks: marine autonomy · agriculture and forestry · subterranean · planetary analogues
64 papers accepted from 181 submissions.

Awards
- Best Paper: "Legged Locomotion on Shingle Beaches" — Arvid Mbeki-Lund and Tessa Farrow (University of Skellhaven)
- Best Student Paper: "Sonar-Only Loop Closure in Flooded Tunnels" — Jun Abernethy (Corvane Polytechnic)

Field demonstrations took place at the Corve river pontoon on the final afternoon.
""", "programme")

# 48
d("Patent application CV-2020-118342: Current-compensating docking cradle for autonomous surface vehicles", """
Application number: CV-2020-118342
Title: Current-compensating docking cradle for autonomous surface vehicles
Applicant: Corvane Polytechnic
Inventors: Oskar Strand; Mei-Ling Tarkovsky
Filed: 2 June 2020 · Granted: 14 March 2022
Abstract: A docking cradle for a small uncrewed surface vehicle comprises a pair of passive funnel guides and a capture arm
rotatable about a vertical axis. A controller receives an estimate of local water velocity and yaws the capture arm so that
its opening faces the approaching vehicle's drift-corrected track. Latching is by a spring-loaded clamp released by the
vehicle's own motor torque, so no power is needed at the cradle. Inductive charging coils in the clamp recharge the
vehicle once latched. Embodiments for river and tidal-channel installation are described.
Licensing status: exclusively licensed in 2021 to Tidewright Robotics Ltd.
""", "patent")

# 49
d("About Tidewright Robotics", """
We build survey drones that don't mind bad water.
Tidewright Robotics was founded in Corvane in 2021 by Dagny Roosa (CEO), who previously ran operations for the
Corvane–Eastmere ferry line; roboticist Mei-Ling Tarkovsky (CTO); and Prof. Oskar Strand, who serves as chief scientific
adviser. The company grew out of research in Corvane Polytechnic's Field Robotics Group.
Products
- TW-3 "Kittiwake": vertical take-off fixed-wing survey drone, 95-minute endurance, survey-grade camera and RTK positioning
- "Harbour" docking cradle: lets drones recover and recharge on moving pontoons; built on patented current-compensating
  technology to which Tidewright holds an exclusive licence
Funding
In 2021 we closed a £1.8 million seed round led by Ocean Ventures, the investment programme of the Aldous Trust for Marine
Research.
Team: 23 people in Corvane. We're hiring field engineers — see Careers.
""", "company")

# 50
d("Lexiwell Analytics – Company Profile", """
Lexiwell Analytics
Founded: 2019, Tarrenholt
Founder and CEO: Dr Rafael Indergaard
Origin: spin-out of the University of Tarrenholt, incorporated with support from Tarrenholt Enterprise
What it does: speech recognition and text analytics for minority and regional languages. The flagship product, Lexiwell
Broadcast, produces automatic subtitles and searchable archives for Korva-language radio and television.
Technology: Lexiwell licenses the KorvaBERT language model from the University of Tarrenholt and has built its own acoustic
models on top of licensed community recordings, under an agreement with the Korva Language Council.
First customer: Ulvé Radio (2020).
Investors: Harrowgate Capital (seed, 2019); regional development fund (2022).
Headcount: 31 (2023), of whom 12 in research and engineering.
""", "company")

# 51
d("Retraction Notice: Microplastic Uptake in Intertidal Blue Mussels along the Brenmoor Coast", """
Journal of Littoral Ecology, 46(1), March 2022
Retraction of: Halloran W, Greaves T, Pell S. Microplastic uptake in intertidal blue mussels along the Brenmoor coast.
J Littoral Ecol. 2020;44(3):201–214.
This article has been retracted at the request of the Editors. After publication, a reader raised concerns about Figure 3.
An investigation found that several fluorescence-microscopy panels in Figure 3, presented as gut contents of mussels from
different sampling sites, were duplicates of one another, in two cases rotated and cropped. The authors were unable to
supply the original image files, and the Editors therefore no longer have confidence in the conclusions of the article.
Co-authors T. Greaves and S. Pell agree with this retraction. W. Halloran did not respond to correspondence about it.
""", "notice")

# 52
d("Ecology Seminar: The Moon Moves the Sand", """
Department of Ecology — Friday Seminar Series, Autumn 2022

Friday 14 October 2022, 13:00–14:00
Lyle Building, Gullhaven Room (and online)

Speaker: Dr Jonas Ekwueme (Department of Ecology, Brenmoor University)
Title: The Moon Moves the Sand: Why Tidal Phase Belongs in Beach Forecasts

Abstract: Every aerial survey of a beach is a snapshot taken at some point in the tidal cycle, and most archives never
record which. Jonas will show how ignoring this quietly corrupts learned forecasts of shoreline change, what happens when
surveys are deliberately planned around spring and neap tides, and why shorebirds on the southern Sallow flats might care.
Bring your lunch; coffee provided.

Host: Dr Simon Pell
Next week: Prof. Harriet Nwosu-Blake on freshwater mussel reintroductions.
""", "announcement")

# 53
d("Kestrel Seminars in Environmental Data Science – 9 March 2023", """
Kestrel Seminars in Environmental Data Science

Thursday 9 March 2023, 16:00
Hollin Building, Lecture Theatre 2 (refreshments from 15:30)

Speaker: Dr Mei-Ling Tarkovsky (Tidewright Robotics)
Title: Parking a Drone in a River That Won't Stand Still

Abstract: Survey drones are only as useful as their batteries. Recharging in the field means landing on something that
moves, in water that moves differently. This talk follows the design of a docking system from towing-tank prototypes to
tidal channels with currents above 2.5 m/s, and what the resulting data streams mean for people who build environmental
models.

Host: Dr Hana Vollrath
All welcome; no registration needed.
""", "announcement")

# 54
d("The Stratum – Winter 2020", """
The Stratum — newsletter of the Department of Earth Sciences, University of Tarrenholt. Winter 2020.

Farewell (sort of) to Anselm! After 35 years in the department, Prof. Anselm Dorrity moves to emeritus status this
December. "I'm not leaving," he told us, "I'm just not marking any more." He'll keep his desk by the radiator, so don't
get ideas.

Prizes: Huge congratulations to Dr Hana Vollrath, whose thesis on learning shoreline dynamics from repeat LiDAR, completed
through our joint programme with HICS, has won this year's Hollis Prize for the best doctoral thesis in the Faculty of
Natural Sciences.

Alumni news: Marisol Quennell (PhD 2008) has been elected a Fellow of the Coastal Informatics Society.

New faces: Dr Priti Ramaswamy-Cole joins us as lecturer in hydrogeology.

And finally: the third-floor coffee machine has been repaired. Again. Please stop putting soup in it.
""", "newsletter")

# 55
d("Driftline Preprints – Coastal & Marine Science – New submissions, week of 6 March 2023", """
Driftline Preprints · Coastal & Marine Science · New submissions, week of 6 March 2023

DL-2303.01142 — Vollrath, H.; Pell, A.
Calibrated Shoreline Forecasts: Conformal Intervals Under Temporal Shift
Subjects: coastal geomorphology; statistics

DL-2303.01157 — Pell, S.; Nakamura-Holt, I.
Heatwave Legacies in Rock-Pool Communities: Eight Years at Fourteen Sites
Subjects: marine ecology

DL-2303.01203 — Tarkovsky, M.-L.; Roosa, D.
Field Validation of the TW-3 Survey Drone in Macrotidal Channels
Subjects: ocean engineering

DL-2303.01219 — Iversen-Obi, M.; Wren, T.; Quennell, M.
Sub-annual Bar Migration in the Sallow Estuary from Drone Photogrammetry
Subjects: coastal geomorphology

DL-2303.01240 — Brandt, Y.
Parsing Natural-Language Tide-Table Queries
Subjects: computation and language; oceanography
""", "listing")

# 56
d("Journal of Littoral Ecology – About the Journal", """
Journal of Littoral Ecology — About the Journal
The Journal of Littoral Ecology has been published by Brenmoor University Press since 1979 and appears quarterly. It
publishes original research on the ecology of shores, estuaries and shallow coastal waters, including pollution,
community dynamics and conservation.
Editor-in-Chief: Prof. Greta Moltke (Halvard Institute for Coastal Studies)
Associate Editors: Dr Kofi Ashworth-Pryce (University of Skellhaven); Dr Liesl Vantongeren (Corvane Polytechnic);
Dr Harun Ozdemir-Blake (KVIT)
Policies: The journal follows the Littoral Publishing Integrity Code. Authors must retain original image files for at least
ten years after publication. Since 2023 all accepted manuscripts undergo automated image screening before typesetting.
Open access: authors may choose gold open access; all articles become free to read after 12 months.
Submissions are handled through the Brenmoor University Press portal.
""", "journal")

# 57
d("HICS Annual Report 2021 – Coastal Dynamics Lab (excerpt)", """
Halvard Institute for Coastal Studies — Annual Report 2021 — Coastal Dynamics Lab

Field season. 2021 saw the lab's first large drone campaign on the southern shore of the Sallow Estuary, run jointly with
Brenmoor University's Department of Ecology. Flights were scheduled around the tidal cycle so that the resulting dataset
could separate tidal stage from genuine morphological change.

Data. CoastScan-17 passed 3,000 registered downloads. The lab began adding tide stamps to the archive's metadata.

People. Two early-career members moved to faculty posts at partner universities during the year, and one new doctoral
student joined. The lab's research engineer completed certification as a drone pilot.

Funding. The Meridian Science Foundation award that had supported the lab's forecasting work since 2017 concluded in
August. Two follow-on proposals were submitted.

Outputs. Six journal articles and one conference paper; the lab's reanalysis correspondence with external colleagues
was cited in the Institute's research integrity statement as an example of good practice.
""", "report")

# 58
d("Calibrated Shoreline Forecasts: Conformal Intervals Under Temporal Shift", """
Hana Vollrath and Ada Pell. Department of Environmental Data Science, Kestrel Valley Institute of Technology. Preprint,
March 2023.
Abstract. Point forecasts of shoreline position are of limited use to coastal managers without honest uncertainty. We
apply split conformal prediction with a rolling calibration window to learned shoreline forecasters, so that the
calibration set always precedes the test period in time. On the chronological split of the CoastScan-17 benchmark,
nominal 90% intervals achieve 88.7% empirical coverage, compared with 71.2% for Gaussian intervals derived from
ensemble spread. Median interval width at the twelve-month horizon is 3.1 m. Coverage degrades on the two epochs
affected by low cloud, which we trace to distribution shift in the input elevations. We provide code and recommend that
coastal forecasting benchmarks report coverage alongside point error.
""", "abstract")

# 59
d("The Dorrity Medal", """
The Dorrity Medal — Coastal Informatics Society

The Society established the Dorrity Medal in 2021 to honour Prof. Anselm Dorrity on his retirement. It recognises work
that makes data-driven coastal science more rigorous and more physically grounded, and is open to researchers at any career
stage. The medal is presented each year at the Society's general meeting; nominations close on 31 January.

Recipients
- 2022 — Dr Ada Pell, "for establishing evaluation standards that the shoreline forecasting community now takes for granted"
- 2023 — Dr Jonas Ekwueme, "for showing that the tide belongs in the model, and for sharing the data to prove it"

Selection committee (2023): Prof. Gunnar Rask (chair), Dr Rosalind Achterberg, Prof. Celeste Amundsen.

The medal itself is cast in bronze from a design by Merrowby artist Tove Linnell, showing ripple marks in sand.
""", "encyclopedic")

# 60
d("Department of Computational Linguistics, University of Tarrenholt", """
Department of Computational Linguistics
The department was established in 2004, when the computational strand of the Department of Linguistics became a
department in its own right. It is based in the Arden Building and has 14 academic staff and about 30 doctoral students.
Head of Department: Prof. Henrik Osei-Lindqvist
Research groups
- Low-Resource Language Group (Prof. Teodora Makris)
- Computational Semantics (Dr Yusuf Brandt)
- Dialogue Systems (Dr Anneke Soto)
Teaching: BSc Language and Computation; MSc Speech and Language Technology.
Enterprise: the department's first spin-out company, Lexiwell Analytics, was founded in 2019. An industry advisory board
meets twice a year.
Seminars: Wednesdays at 14:00 during term, in room A1.01 or online.
""", "encyclopedic")

assert len(DOCS) == 60, len(DOCS)

def main():
    out = os.path.join(os.path.dirname(__file__), "..", "corpus.jsonl")
    kinds = {}
    with open(out, "w", encoding="utf-8") as f:
        for i, doc in enumerate(DOCS, 1):
            rec = {"id": f"res-{i:02d}", "title": doc["title"], "text": doc["text"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
            kinds[doc["kind"]] = kinds.get(doc["kind"], 0) + 1
    json.dump(kinds, open(os.path.join(os.path.dirname(__file__), "kinds.json"), "w"), indent=1)
    print(kinds)

if __name__ == "__main__":
    main()
