# -*- coding: utf-8 -*-
"""The 40 evaluation questions for the Encore corpus.

`supporting` lists one document per hop, in the order a reader would follow
them; the answer appears verbatim in the last supporting document.
"""

QUERIES = [
    # ---------------- one hop (8) ----------------
    {
        "id": "q01",
        "question": "A trust-owned eighteenth-century violin fell off a baggage-screening conveyor in November 2021. At which airport did this mishap occur?",
        "answer": "Orrin Bay Airport",
        "supporting": ["en-43"],
    },
    {
        "id": "q02",
        "question": "How many people can the Tidehall in Saltmere seat in its main auditorium?",
        "answer": "1,640",
        "supporting": ["en-30"],
    },
    {
        "id": "q03",
        "question": "What is the lowest weekly pay a tutti player in the national orchestra may receive under the 2020–2023 deal with the musicians' union?",
        "answer": "1,480 florins",
        "supporting": ["en-23"],
    },
    {
        "id": "q04",
        "question": "In the corrections issued for the score of The Salt Road, where in the finale is a wrongly engraved G sharp in the soloist's line fixed?",
        "answer": "Bar 212",
        "supporting": ["en-16"],
    },
    {
        "id": "q05",
        "question": "Which song did Tin Meridian keep back for the encore at their late-night Lissefjord show in July 2023?",
        "answer": "Paper Lighthouse",
        "supporting": ["en-31"],
    },
    {
        "id": "q06",
        "question": "When the QNP board met in March 2022, who was put in charge of the panel looking for the next music director?",
        "answer": "Oda Rennick",
        "supporting": ["en-19"],
    },
    {
        "id": "q07",
        "question": "Under which master did Ottavio Brenn learn his trade as a boy?",
        "answer": "Matthias Oller",
        "supporting": ["en-48"],
    },
    {
        "id": "q08",
        "question": "Name the version of the Skein app that first let listeners browse music by work and movement.",
        "answer": "5.2.0",
        "supporting": ["en-40"],
    },
    # ---------------- two hops (12) ----------------
    {
        "id": "q09",
        "question": "In which town was the conductor born who directed the 1989 world premiere of Rask's second violin concerto?",
        "answer": "Kelvaskop",
        "supporting": ["en-08", "en-44"],
    },
    {
        "id": "q10",
        "question": "Who took over the Saltmere orchestra's top podium job from the man who conducted the first performance of The Salt Road?",
        "answer": "Lucan Mereth",
        "supporting": ["en-08", "en-51"],
    },
    {
        "id": "q11",
        "question": "The orchestra that accompanied Saskia Dunholm on her debut disc no longer performs under that name. What is the ensemble it was folded into called?",
        "answer": "Quellmark National Philharmonic",
        "supporting": ["en-09", "en-06"],
    },
    {
        "id": "q12",
        "question": "Which company bought the record label that issued catalogue number CVC 1142?",
        "answer": "Tessaly Media Holdings",
        "supporting": ["en-10", "en-54"],
    },
    {
        "id": "q13",
        "question": "Fans insist a certain band's singer is no relation of the late conductor Magnus Pell. Which label does the official chart credit for that band's number-one hit?",
        "answer": "Corvida Records",
        "supporting": ["en-25", "en-39"],
    },
    {
        "id": "q14",
        "question": "What is the title of the book on tone production written by the woman commemorated by a plaque on Weir Lane in Tarnwick?",
        "answer": "The Singing Bow",
        "supporting": ["en-59", "en-01"],
    },
    {
        "id": "q15",
        "question": "Who edited the published violin-and-piano version of the concerto that Edvin Rask outlined to Magnus Pell in a letter written in late 1988?",
        "answer": "Jonas Veller",
        "supporting": ["en-35", "en-32"],
    },
    {
        "id": "q16",
        "question": "How much did the arts council give towards the 2024 season of the festival whose opening night that year had Saskia Dunholm playing at the Fjordhus?",
        "answer": "340,000 florins",
        "supporting": ["en-20", "en-29"],
    },
    {
        "id": "q17",
        "question": "What sum was paid to settle the claim brought by the bandmate who told the others in their group chat that he would quit after the Gullwing recordings?",
        "answer": "62,500 florins",
        "supporting": ["en-26", "en-42"],
    },
    {
        "id": "q18",
        "question": "What verdict did the Quellmark Record Review give the album that won the broadcaster's classical recording prize for 2020?",
        "answer": "four stars",
        "supporting": ["en-60", "en-11"],
    },
    {
        "id": "q19",
        "question": "Which firm of experts issued the 1947 certificate that went with the violin sold from Ilse Marrow's estate?",
        "answer": "Halm Brothers",
        "supporting": ["en-05", "en-04"],
    },
    {
        "id": "q20",
        "question": "Who wrote the words for the only opera by the composer born in Saltmere in June 1948?",
        "answer": "Orla Vick",
        "supporting": ["en-47", "en-33"],
    },
    # ---------------- three hops (12) ----------------
    {
        "id": "q21",
        "question": "Who bought, at a 1981 auction, the violin on which the 2016 AIVC champion recorded her first album?",
        "answer": "Tomas Vell",
        "supporting": ["en-17", "en-09", "en-05"],
    },
    {
        "id": "q22",
        "question": "How many places for wheelchair users does the theatre where Rask's opera received its first staging offer today?",
        "answer": "twelve",
        "supporting": ["en-47", "en-07", "en-13"],
    },
    {
        "id": "q23",
        "question": "Who signed the 2022 chair's statement of the group that owns the label behind Saskia Dunholm's album Heron?",
        "answer": "Marit Solvang",
        "supporting": ["en-09", "en-54", "en-53"],
    },
    {
        "id": "q24",
        "question": "The 2016 AIVC winner has had weekly lessons at the RQCM since she was fourteen. With whom did her professor there study in Saltmere?",
        "answer": "Benedek Halloran",
        "supporting": ["en-17", "en-03", "en-38"],
    },
    {
        "id": "q25",
        "question": "The conductor who followed Magnus Pell at the head of the SSO also led the first night of an opera. Which soprano created that opera's heroine?",
        "answer": "Ilsa Morrow",
        "supporting": ["en-51", "en-47", "en-33"],
    },
    {
        "id": "q26",
        "question": "The single at number one on 6 June 2020 was later found by a court to borrow from a concerto. What per-performance fee does the publisher that sued charge to hire out that composer's opera?",
        "answer": "2,400 florins",
        "supporting": ["en-39", "en-22", "en-24"],
    },
    {
        "id": "q27",
        "question": "The orchestra that premiered The Salt Road was later absorbed into a new ensemble. Under that ensemble's 2020 union deal, what is the weekly minimum for its concertmaster?",
        "answer": "2,310 florins",
        "supporting": ["en-08", "en-06", "en-23"],
    },
    {
        "id": "q28",
        "question": "The Grade 8 violin syllabus of the QGME lists a Study in D taken from a book of studies. At what address is the plaque marking where that book's author was born?",
        "answer": "7 Weir Lane",
        "supporting": ["en-37", "en-01", "en-59"],
    },
    {
        "id": "q29",
        "question": "In what year did the man who bought the Brenn violin certified by Halm Brothers hand it over to an instrument trust?",
        "answer": "2009",
        "supporting": ["en-04", "en-05", "en-27"],
    },
    {
        "id": "q30",
        "question": "When the lead singer of the band that topped the chart in the week ending 6 June 2020 tours on her own, which brand of tea does she demand in her dressing room?",
        "answer": "Saltmere Harbour Tea",
        "supporting": ["en-39", "en-25", "en-12"],
    },
    {
        "id": "q31",
        "question": "Pim Hessel engineered a set of orchestral recording sessions in January 2019. In which year did the resulting album win the radio broadcaster's classical award?",
        "answer": "2020",
        "supporting": ["en-34", "en-10", "en-60"],
    },
    {
        "id": "q32",
        "question": "Where was the conductor born who succeeded the founding music director of the orchestra created by combining the VPO and the SSO?",
        "answer": "Dunmarrow",
        "supporting": ["en-06", "en-50", "en-57"],
    },
    # ---------------- four hops (8) ----------------
    {
        "id": "q33",
        "question": "The 2016 AIVC winner studies at the RQCM with a professor who herself trained in Saltmere. In which town was that Saltmere teacher born?",
        "answer": "Orrin Bay",
        "supporting": ["en-17", "en-03", "en-38", "en-02"],
    },
    {
        "id": "q34",
        "question": "One of Aurelia Koss's pupils went on to lead the VPO and to found a summer festival. Which piano is maintained in the main hall of that festival's principal venue?",
        "answer": "Hollen Model C-227",
        "supporting": ["en-01", "en-02", "en-20", "en-55"],
    },
    {
        "id": "q35",
        "question": "Who designed the original staging of the only opera by the composer whose concerto was judged to have been copied by the chart-topping single of 6 June 2020?",
        "answer": "Kasper Lind",
        "supporting": ["en-39", "en-22", "en-47", "en-33"],
    },
    {
        "id": "q36",
        "question": "A pupil of Aurelia Koss later led the VPO; his best-known student won an international violin contest in 1978. Who took first prize when that contest was held in 2016?",
        "answer": "Saskia Dunholm",
        "supporting": ["en-01", "en-02", "en-38", "en-17"],
    },
    {
        "id": "q37",
        "question": "Magnus Pell's successor in Saltmere conducted the premiere of an opera. How long before curtain-up do the foyers open at the theatre where that premiere took place?",
        "answer": "45 minutes",
        "supporting": ["en-51", "en-47", "en-07", "en-13"],
    },
    {
        "id": "q38",
        "question": "In 1988 Rask wrote to a conductor about a new violin concerto. The orchestra that gave its premiere was later merged with another. What yearly state funding did the culture minister say the merged orchestra received in 2024?",
        "answer": "38.5 million florins",
        "supporting": ["en-35", "en-08", "en-06", "en-36"],
    },
    {
        "id": "q39",
        "question": "A studio at the Saltmere music academy bears the name of a former violin professor. Whom did that professor's own teacher honour as her teacher in the dedication of her book?",
        "answer": "Piotr Sallis",
        "supporting": ["en-18", "en-02", "en-01", "en-45"],
    },
    {
        "id": "q40",
        "question": "In which town was the teacher of the teacher of the guest on QRS Tre's Thursday interview programme in the week of 8 November 2021 born?",
        "answer": "Tarnwick",
        "supporting": ["en-14", "en-38", "en-02", "en-01"],
    },
]

for _q in QUERIES:
    _q["hops"] = len(_q["supporting"])
