"""Question source for the posthorn test set.

Each entry: id, question, answer, supporting (doc ids in chain order), hops.
The comment above each entry spells out the chain: what each document
contributes and which key it hands on to the next document.

Split: q01-q08 one-hop, q09-q20 two-hop, q21-q32 three-hop, q33-q40 four-hop.
"""

QUERIES = [
    # ------------------------------------------------------------------
    # ONE-HOP (8)
    # ------------------------------------------------------------------

    # pf-35 (1888 inspector's report): counts the sorting frames at Gallow Street.
    {
        "id": "q01",
        "question": "gallow street sorting office 1888 inspection number of sorting frames",
        "answer": "forty-two",
        "supporting": ["pf-35"],
        "hops": 1,
    },
    # pf-21 (1996 transfer agreement), clause 5: notice period for shift changes.
    {
        "id": "q02",
        "question": "Under the 1996 transfer agreement, how much written notice must Halpost give the Federation before changing shift patterns at a sorting office?",
        "answer": "twenty-eight days",
        "supporting": ["pf-21"],
        "hops": 1,
    },
    # pf-10 (patent abstract): the apparatus locates the stamp by its phosphor band.
    {
        "id": "q03",
        "question": "What does the apparatus of Patent Specification No. 48211 detect in order to find where the stamp is on a letter?",
        "answer": "phosphor band",
        "supporting": ["pf-10"],
        "hops": 1,
    },
    # pf-36 (telegram transcripts): message No. 1 from Fennick to Brackwater.
    {
        "id": "q04",
        "question": "What were the words of the very first message sent through the Fennick Island cable on 14 August 1867?",
        "answer": "THE SEA IS NO LONGER A WALL",
        "supporting": ["pf-36"],
        "hops": 1,
    },
    # pf-42 (process card R/7), step 2: plate temperature.
    {
        "id": "q05",
        "question": "Varnholm recess process card R/7 - plate warming temperature before inking",
        "answer": "48 degrees Celsius",
        "supporting": ["pf-42"],
        "hops": 1,
    },
    # pf-40 (guidebook): the inn on the quay facing the bridge.
    {
        "id": "q06",
        "question": "Which inn in Keldby looks straight across the river at the Tollen Bridge?",
        "answer": "Ferryman's Rest",
        "supporting": ["pf-40"],
        "hops": 1,
    },
    # pf-37 (PSH centenary newsletter): founding meeting place, 11 October 1879.
    {
        "id": "q07",
        "question": "In what kind of establishment, and which one, did seven collectors found the Ostermere Philatelic Society in October 1879?",
        "answer": "Lamplighter coffee house",
        "supporting": ["pf-37"],
        "hops": 1,
    },
    # pf-46 (insurance claim form): amount claimed after the burst pipe.
    {
        "id": "q08",
        "question": "Corbel & Finch burst pipe January 1990 - amount claimed from insurers",
        "answer": "18,500 skell",
        "supporting": ["pf-46"],
        "hops": 1,
    },

    # ------------------------------------------------------------------
    # TWO-HOP (12)
    # ------------------------------------------------------------------

    # pf-11 (Vey's diary): Conrad Vey cut the 1931 heron airmail die (master unnamed, "the old man").
    # -> pf-48 (Quell biography): Vey was apprenticed to Matthias Quell in 1910.
    {
        "id": "q09",
        "question": "Who was the engraver who trained the man who cut the 1931 airmail die?",
        "answer": "Matthias Quell",
        "supporting": ["pf-11", "pf-48"],
        "hops": 2,
    },
    # pf-03 (catalogue): the 1863 Ysolde Heads were printed by Pell & Dunmore.
    # -> pf-05 (registry notice): Pell & Dunmore trade as Keldby Bank Note Company from 1 April 1897.
    {
        "id": "q10",
        "question": "What name did the printers of the 1863 Ysolde Head stamps begin trading under in April 1897?",
        "answer": "Keldby Bank Note Company",
        "supporting": ["pf-03", "pf-05"],
        "hops": 2,
    },
    # pf-13 (news report 1919): the pilot was Captain Sigrun Holt.
    # -> pf-53 (memorandum of association 1923): Sigrun Holt subscribes to Halvenian Aerial Transport Company Ltd.
    {
        "id": "q11",
        "question": "The pilot of the Kingdom's first official air mail flight was a founding subscriber of which company in 1923?",
        "answer": "Halvenian Aerial Transport Company",
        "supporting": ["pf-13", "pf-53"],
        "hops": 2,
    },
    # pf-52 (S. Holt's log book): first official mail flight departed Lisk, 3.6.19.
    # -> pf-09 (Halpost annual report 2017): Lisk Parcel Hub built on the former Lisk airfield.
    {
        "id": "q12",
        "question": "What does Halpost now run on the airfield from which S. Holt's log book shows the first official mail flight departing?",
        "answer": "Lisk Parcel Hub",
        "supporting": ["pf-52", "pf-09"],
        "hops": 2,
    },
    # pf-15 (1939 judgment): the defendant is Ottilie Brandt.
    # -> pf-30 (her will): she leaves the inverted Tollen Bridge stamp to the National Postal Museum.
    {
        "id": "q13",
        "question": "To which institution did the defendant in the Postmaster-General's 1939 High Court claim over an inverted-centre stamp bequeath that stamp?",
        "answer": "National Postal Museum",
        "supporting": ["pf-15", "pf-30"],
        "hops": 2,
    },
    # pf-14 (UTC board minutes 1889): HETC amalgamated with the Brackwater & Continental Cable Company.
    # -> pf-23 (wall text): Lionel Ashgrove founded that cable company in 1866.
    {
        "id": "q14",
        "question": "Who founded the cable company that amalgamated with the Halvenian Electric Telegraph Company in 1889?",
        "answer": "Lionel Ashgrove",
        "supporting": ["pf-14", "pf-23"],
        "hops": 2,
    },
    # pf-32 (radio interview): Piet Haskel was apprenticed to Conrad Vey.
    # -> pf-11 (Vey's diary): the heron air stamp he engraved was drawn by Hanne Soll.
    {
        "id": "q15",
        "question": "Piet Haskel's master engraved an air stamp in 1931 - whose drawing was it cut from?",
        "answer": "Hanne Soll",
        "supporting": ["pf-32", "pf-11"],
        "hops": 2,
    },
    # pf-18 (forum thread): the 1920 REPUBLIC overprints were applied by KBNC, the Keldby Bank Note Company.
    # -> pf-05 (registry notice): the change of name was signed by Jonas Dunmore, surviving founding partner.
    {
        "id": "q16",
        "question": "Which surviving founding partner signed the change-of-name notice of the firm that applied the 1920 REPUBLIC overprints?",
        "answer": "Jonas Dunmore",
        "supporting": ["pf-18", "pf-05"],
        "hops": 2,
    },
    # pf-60 (1899 witness statement): the schoolboy was Arvid Sendt.
    # -> pf-37 (PSH newsletter): "A. Sendt (1931-1945)" among past presidents.
    {
        "id": "q17",
        "question": "What office in the philatelic society did the Keldby schoolboy who bought the inverted Tollen Bridge pane in 1899 later hold?",
        "answer": "president",
        "supporting": ["pf-60", "pf-37"],
        "hops": 2,
    },
    # pf-25 (glossary): HSC = Harkness Specialised Catalogue, compiled by Harkness & Lowe.
    # -> pf-17 (Harkness & Lowe price list): "Established 1884".
    {
        "id": "q18",
        "question": "HSC numbers compiler dealership year established",
        "answer": "1884",
        "supporting": ["pf-25", "pf-17"],
        "hops": 2,
    },
    # pf-01 (encyclopedia): HPT divided in 1996; telephone side became Telvana.
    # -> pf-50 (Telvana prospectus): dealings begin 14 May 2001.
    {
        "id": "q19",
        "question": "In what year did shares in the telecoms company carved out of HPT in 1996 begin trading on the stock exchange?",
        "answer": "2001",
        "supporting": ["pf-01", "pf-50"],
        "hops": 2,
    },
    # pf-26 (museum FAQ): the Posthorn Museum of Communication was the National Postal Museum until 2004.
    # -> pf-22 (NPM object record): the Tollen Bridge invert is accession NPM 1961.14.
    {
        "id": "q20",
        "question": "What accession number does the museum now called the Posthorn Museum of Communication give its Tollen Bridge invert, as recorded under the museum's earlier name?",
        "answer": "NPM 1961.14",
        "supporting": ["pf-26", "pf-22"],
        "hops": 2,
    },

    # ------------------------------------------------------------------
    # THREE-HOP (12)
    # ------------------------------------------------------------------

    # pf-11 (Vey's diary): the Postmaster-General (a woman, unnamed) inspected the die on 2 April 1931.
    # -> pf-54 (list of PMGs): PMG 1927-1936 was Dr Lena Korvath.
    # -> pf-06 (gazette 1927): Korvath was "lately Deputy Director of the State Printing Works, Varnholm".
    {
        "id": "q21",
        "question": "Before her appointment, what post had been held by the Postmaster-General who came to Millrace Lane in April 1931 to inspect the heron die?",
        "answer": "Deputy Director of the State Printing Works",
        "supporting": ["pf-11", "pf-54", "pf-06"],
        "hops": 3,
    },
    # pf-39 (wiki talk page): Keldby Bank Note Company became KBN Security Print Ltd in 1962.
    # -> pf-20 (press release 1979): Castellan Group acquires KBN Security Print of Millrace Lane.
    # -> pf-56 (Castellan chair's speech): the Millrace Lane works closed on 30 September 2011.
    {
        "id": "q22",
        "question": "Keldby Bank Note Co. renamed 1962, later bought by a group - year that group shut the Keldby works",
        "answer": "2011",
        "supporting": ["pf-39", "pf-20", "pf-56"],
        "hops": 3,
    },
    # pf-44 (oral history): "the hens" were the R4 facing machines at Brackwater.
    # -> pf-33 (tender 1969): Type R4 built under HPT Patent No. 48211.
    # -> pf-10 (patent abstract): inventor of No. 48211 is Dagny Roos.
    {
        "id": "q23",
        "question": "Who invented the machines that Brackwater Mail Centre sorters nicknamed 'the hens'?",
        "answer": "Dagny Roos",
        "supporting": ["pf-44", "pf-33", "pf-10"],
        "hops": 3,
    },
    # pf-03 (catalogue): 1898 vignettes (incl. Tollen Bridge) engraved by M. Quell.
    # -> pf-27 (Renn pedigree): Matthias Quell married Maren, daughter of Tobias Renn.
    # -> pf-02 (Renn obituary): Renn trained in Vienna under Florian Aich.
    {
        "id": "q24",
        "question": "In which city did the father-in-law of the engraver of the 1898 Tollen Bridge vignette learn to cut portrait dies?",
        "answer": "Vienna",
        "supporting": ["pf-03", "pf-27", "pf-02"],
        "hops": 3,
    },
    # pf-32 (radio interview): Haskel's master was Conrad Vey.
    # -> pf-48 (Quell biography): Vey's master was Matthias Quell.
    # -> pf-02 (Renn obituary): among Tobias Renn's apprentices was Matthias Quell.
    {
        "id": "q25",
        "question": "Who taught the master of Piet Haskel's master?",
        "answer": "Tobias Renn",
        "supporting": ["pf-32", "pf-48", "pf-02"],
        "hops": 3,
    },
    # pf-14 (UTC minutes): HETC merged with the Brackwater & Continental Cable Company.
    # -> pf-23 (wall text): that company was founded by Lionel Ashgrove.
    # -> pf-36 (telegrams): "L ASHGROVE" reports the cable "WORKING AT ELEVEN WORDS A MINUTE".
    {
        "id": "q26",
        "question": "On the cable's opening day, what working speed did the founder of the company that merged with the HETC in 1889 report in his telegram to the Queen's private secretary?",
        "answer": "eleven words a minute",
        "supporting": ["pf-14", "pf-23", "pf-36"],
        "hops": 3,
    },
    # pf-13 (news 1919): pilot of first official air mail = Captain Sigrun Holt.
    # -> pf-53 (memorandum 1923): Holt a subscriber of Halvenian Aerial Transport Company Ltd.
    # -> pf-34 (1931 air mail agreement with that company): 4 skell 20 pennet per kilogram.
    {
        "id": "q27",
        "question": "per-kilogram rate in the 1931 air mail contract held by the company the first official airmail pilot helped found",
        "answer": "4 skell 20 pennet",
        "supporting": ["pf-13", "pf-53", "pf-34"],
        "hops": 3,
    },
    # pf-15 (1939 judgment): defendant Ottilie Brandt.
    # -> pf-30 (her will): bequest to the National Postal Museum.
    # -> pf-26 (museum FAQ): since 2004 called the Posthorn Museum of Communication.
    {
        "id": "q28",
        "question": "Since 2004, what has been the name of the institution to which the defendant in the 1939 High Court case over a Tollen Bridge invert left her stamp?",
        "answer": "Posthorn Museum of Communication",
        "supporting": ["pf-15", "pf-30", "pf-26"],
        "hops": 3,
    },
    # pf-07 (Lower Chamber report, April 1899): the PMG answering is Mr Cornelius Brandt.
    # -> pf-30 (will): Ottilie Brandt, daughter of the late Cornelius Brandt.
    # -> pf-15 (judgment): PMG v. Ottilie Brandt decided by Mr Justice Emeric Sorn.
    {
        "id": "q29",
        "question": "Which judge decided the ownership claim brought against the daughter of the minister who answered the April 1899 question on the Keldby inverted stamps?",
        "answer": "Emeric Sorn",
        "supporting": ["pf-07", "pf-30", "pf-15"],
        "hops": 3,
    },
    # pf-19 (podcast): the 1967 Cable Centenary (missing-gold error 801a) was printed by KBN Security Print.
    # -> pf-20 (press release): KBN Security Print acquired by Castellan Group.
    # -> pf-56 (speech): after closing Millrace Lane, printing moves to CSP at Varnholm.
    {
        "id": "q30",
        "question": "After closing the Keldby works of the firm that printed the missing-gold Cable Centenary stamp, to which city did its owners move stamp printing?",
        "answer": "Varnholm",
        "supporting": ["pf-19", "pf-20", "pf-56"],
        "hops": 3,
    },
    # pf-60 (witness statement): the finder is Arvid Sendt.
    # -> pf-37 (newsletter): A. Sendt president 1931-45 of the society founded as the Ostermere Philatelic Society.
    # -> pf-57 (royal charter): the Ostermere Philatelic Society incorporated as RPSH, enrolled 1886.
    {
        "id": "q31",
        "question": "In what year did the society later presided over by the finder of the inverted Tollen Bridge pane receive its royal charter?",
        "answer": "1886",
        "supporting": ["pf-60", "pf-37", "pf-57"],
        "hops": 3,
    },
    # pf-35 (inspector's report 1888): petition handed in by "M. Grell, senior sorter".
    # -> pf-49 (union rule book preface): Mathias Grell founded the union (UPTW title from 1920).
    # -> pf-44 (oral history): UPTW renamed the Communication Workers' Federation in 1974.
    {
        "id": "q32",
        "question": "What has the union founded by the senior sorter who handed a petition to the 1888 Gallow Street inspector been called since 1974?",
        "answer": "Communication Workers' Federation",
        "supporting": ["pf-35", "pf-49", "pf-44"],
        "hops": 3,
    },

    # ------------------------------------------------------------------
    # FOUR-HOP (8)
    # ------------------------------------------------------------------

    # pf-11 (diary): the PMG (female, unnamed) inspected Vey's heron die in 1931.
    # -> pf-54 (PMG list): that PMG was Dr Lena Korvath (1927-1936).
    # -> pf-06 (gazette): previously Deputy Director of the State Printing Works, Varnholm.
    # -> pf-42 (that works' process card R/7): sheets dry for 36 hours.
    {
        "id": "q33",
        "question": "According to its recess process card, how long must freshly printed sheets dry at the works where the Postmaster-General who inspected Conrad Vey's heron die had previously been deputy director?",
        "answer": "36 hours",
        "supporting": ["pf-11", "pf-54", "pf-06", "pf-42"],
        "hops": 4,
    },
    # pf-55 (travel blog): the Fennick cable hut was built by the Brackwater & Continental Cable Company.
    # -> pf-14 (minutes): that company amalgamated into the United Telegraph Company of Halvenia (UTC).
    # -> pf-01 (encyclopedia): UTC taken over by the state in 1920 (HPT); HPT divided 1996, telecoms to Telvana.
    # -> pf-50 (prospectus): Telvana offer price 3 skell 40 pennet per share.
    {
        "id": "q34",
        "question": "At what price per share was the telecoms company offered that emerged when the state body which took over the successor of the Fennick Island cable hut's builders was divided?",
        "answer": "3 skell 40 pennet",
        "supporting": ["pf-55", "pf-14", "pf-01", "pf-50"],
        "hops": 4,
    },
    # pf-03 (catalogue): the Ysolde Heads were printed by Pell & Dunmore.
    # -> pf-05 (registry notice): renamed Keldby Bank Note Company, 1897.
    # -> pf-39 (talk page): renamed KBN Security Print Ltd, 1962.
    # -> pf-20 (press release): KBN Security Print bought by Castellan Group, 1979.
    {
        "id": "q35",
        "question": "After two changes of name, which group bought the firm that printed the Ysolde Heads?",
        "answer": "Castellan Group",
        "supporting": ["pf-03", "pf-05", "pf-39", "pf-20"],
        "hops": 4,
    },
    # pf-11 (diary): the 1931 heron die-cutter is Conrad Vey.
    # -> pf-48 (Quell biography): Vey was trained by Matthias Quell.
    # -> pf-02 (Renn obituary): Quell was Tobias Renn's pupil; Renn's granddaughter is Agathe Renn.
    # -> pf-26 (museum FAQ): Agathe Renn was the museum's first curator (1938-1950).
    {
        "id": "q36",
        "question": "What post at the National Postal Museum did a granddaughter of the teacher of the engraver who trained the 1931 heron die-cutter hold?",
        "answer": "first curator",
        "supporting": ["pf-11", "pf-48", "pf-02", "pf-26"],
        "hops": 4,
    },
    # pf-12 (letter 1916): Quell accepts Edda Lorimer as apprentice.
    # -> pf-31 (thesis abstract): Lorimer engraved the 1938 stamp for the opening of the National Postal Museum.
    # -> pf-26 (museum FAQ): the museum's first curator was Agathe Renn.
    # -> pf-02 (Renn obituary): her grandfather Tobias Renn studied under Florian Aich in Vienna.
    {
        "id": "q37",
        "question": "The girl Matthias Quell took on as an apprentice in 1916 later engraved a stamp for a museum's opening. Under whom did the grandfather of that museum's first curator study?",
        "answer": "Florian Aich",
        "supporting": ["pf-12", "pf-31", "pf-26", "pf-02"],
        "hops": 4,
    },
    # pf-35 (inspector's report): petitioner "M. Grell, senior sorter".
    # -> pf-49 (rule book preface): Mathias Grell founded the Union (of Postal and Telegraph Workers).
    # -> pf-44 (oral history): UPTW renamed Communication Workers' Federation in 1974.
    # -> pf-21 (transfer agreement with the CWF): no compulsory redundancies before 31 December 1999.
    {
        "id": "q38",
        "question": "The senior sorter who petitioned the Gallow Street inspector in 1888 founded a union. Under that union's 1996 agreement with Halpost, signed under its post-1974 name, until what date were compulsory redundancies ruled out?",
        "answer": "31 December 1999",
        "supporting": ["pf-35", "pf-49", "pf-44", "pf-21"],
        "hops": 4,
    },
    # pf-19 (podcast): Cable Centenary error printed by KBN Security Print.
    # -> pf-20 (press release): KBN Security Print bought by Castellan Group.
    # -> pf-56 (speech): Castellan's stamp printing goes to Castellan Secure Print (CSP).
    # -> pf-28 (Halpost email thread): CSP quoted for 400,000 anniversary sheets.
    {
        "id": "q39",
        "question": "How many copies of Halpost's 150th-anniversary sheet did the security-printing division of the group that bought the Cable Centenary error's printer quote for?",
        "answer": "400,000",
        "supporting": ["pf-19", "pf-20", "pf-56", "pf-28"],
        "hops": 4,
    },
    # pf-19 (podcast): the Cable Centenary stamp was designed by Piet Haskel.
    # -> pf-32 (radio interview): Haskel was apprenticed to Conrad Vey.
    # -> pf-11 (Vey's diary): Vey's 1931 air stamp was drawn by Hanne Soll.
    # -> pf-58 (bibliography): Soll taught at the Varnholm School of Art, 1935-1960.
    {
        "id": "q40",
        "question": "At which school did the designer of the airmail stamp engraved by the master of the Cable Centenary stamp's designer teach?",
        "answer": "Varnholm School of Art",
        "supporting": ["pf-19", "pf-32", "pf-11", "pf-58"],
        "hops": 4,
    },
]
