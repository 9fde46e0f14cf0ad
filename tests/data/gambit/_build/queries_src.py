"""Question source for the 'gambit' multi-hop retrieval test set.

Each entry: id, question, answer, supporting (doc ids in chain order), hops.
The comment above each entry spells out the chain: which key each document
supplies for the next step.
"""

QUERIES = [
    # ------------------------------------------------------------------
    # ONE-HOP (8)
    # ------------------------------------------------------------------
    # gb-53 witness statement: steward saw Praeg leave the hall four times.
    dict(id="q01",
         question="According to the hall steward's witness statement, how many times did IM Dominik Praeg leave the playing hall during round 7?",
         answer="four times", supporting=["gb-53"], hops=1),
    # gb-54 arbiter exam paper: pass mark.
    dict(id="q02",
         question="national arbiter examination paper 2 pass mark",
         answer="70 per cent", supporting=["gb-54"], hops=1),
    # gb-44 VSAT award: lifetime ban replaced.
    dict(id="q03",
         question="What sanction did the Velstrian Sports Arbitration Tribunal put in place of Dominik Praeg's lifetime ban?",
         answer="three-year suspension", supporting=["gb-44"], hops=1),
    # gb-55 ratings FAQ: games needed for a first rating.
    dict(id="q04",
         question="How many rated games must a newcomer complete before receiving a first VCF rating?",
         answer="nine rated games", supporting=["gb-55"], hops=1),
    # gb-56 membership flyer.
    dict(id="q05",
         question="Korvany Chess Circle founding year",
         answer="1922", supporting=["gb-56"], hops=1),
    # gb-60 job advert.
    dict(id="q06",
         question="Which post was Tessaly-Orlan recruiting for at its Pellin works in 2022?",
         answer="Senior Firmware Engineer", supporting=["gb-60"], hops=1),
    # gb-59 guidebook entry on Pellin.
    dict(id="q07",
         question="When did the Clockhouse Museum in Pellin open?",
         answer="2003", supporting=["gb-59"], hops=1),
    # gb-58 auction catalogue.
    dict(id="q08",
         question="In the Haller & Voss games and pastimes sale, under which lot was the Model P pendulum-flag double clock offered?",
         answer="Lot 12", supporting=["gb-58"], hops=1),

    # ------------------------------------------------------------------
    # TWO-HOP (12)
    # ------------------------------------------------------------------
    # gb-02 roll of honour: 1931 champion = L. Brask
    # -> gb-06 obituary of Lydia Brask: trained by Ferdinand Holm.
    dict(id="q09",
         question="Who trained the player who won the 1931 national championship?",
         answer="Ferdinand Holm", supporting=["gb-02", "gb-06"], hops=2),
    # gb-18 1925 crosstable/report: clocks by Orlan & Sons of Pellin
    # -> gb-12 register notice: Orlan Precision Works (formerly Orlan & Sons) bought by Tessaly Instruments.
    dict(id="q10",
         question="The clocks at the 1925 Drossen International were supplied by a Pellin firm. Which company later bought that business?",
         answer="Tessaly Instruments", supporting=["gb-18", "gb-12"], hops=2),
    # gb-17 glossary: Vell Variation named after Lydia Vell
    # -> gb-11 wedding notice: Lydia Vell married Emil Brask.
    dict(id="q11",
         question="Vell Variation namesake husband",
         answer="Emil Brask", supporting=["gb-17", "gb-11"], hops=2),
    # gb-01 encyclopedia: the VCU moved its offices to Estremont in 1938
    # -> gb-16 serial record: editor 1931-1950 = Margit Fenn.
    dict(id="q12",
         question="Who was editing the Gazette in the year the chess union moved its offices from the capital to the university town?",
         answer="Margit Fenn", supporting=["gb-01", "gb-16"], hops=2),
    # gb-13 thesis abstract: first national correspondence champion = Bruno Talvik
    # -> gb-27 postcard signed "Bruno Talvik, Postmaster, Pellin".
    dict(id="q13",
         question="What was the day job of the man who won Velstria's first national correspondence championship?",
         answer="postmaster", supporting=["gb-13", "gb-27"], hops=2),
    # gb-15 appeals decision: 2011 title awarded to Anja Rell after Praeg's results were annulled
    # -> gb-21 podcast: Rell's trainer is GM Mirek Salo.
    dict(id="q14",
         question="Who coaches the player to whom the appeals committee awarded the 2011 title after Praeg's results were annulled?",
         answer="Mirek Salo", supporting=["gb-15", "gb-21"], hops=2),
    # gb-08 annotated game: the Swan Game = Brask v Holm, Estremont 1931, round 9
    # -> gb-20 archive record of that scoresheet: shelfmark MS Ch. 114.
    dict(id="q15",
         question="shelfmark original scoresheet Swan Game",
         answer="MS Ch. 114", supporting=["gb-08", "gb-20"], hops=2),
    # gb-34 forum thread: first Halvik Open (1972) sponsored by "HMI"
    # -> gb-35 press release spells out HMI = Halvik Mutual Insurance.
    dict(id="q16",
         question="Written out in full, which company sponsored the first Halvik Open?",
         answer="Halvik Mutual Insurance", supporting=["gb-34", "gb-35"], hops=2),
    # gb-29 portrait: Tomas Ekker played all his life for the Halvik Harbour Chess Club
    # -> gb-40 club statutes: founded 1905 by Ansgar Pohl.
    dict(id="q17",
         question="Who founded the club that Tomas Ekker represented throughout his career?",
         answer="Ansgar Pohl", supporting=["gb-29", "gb-40"], hops=2),
    # gb-07 VCU minutes 1933: letter from J. Haldt of Korvany announcing the PCA
    # -> gb-22 union bulletin: Jonas Haldt, secretary of the Korvany Miners' Union.
    dict(id="q18",
         question="Which trade union employed as its secretary the man whose letter announced the formation of the PCA?",
         answer="Korvany Miners' Union", supporting=["gb-07", "gb-22"], hops=2),
    # gb-04 patent: inventor Petra Orlan
    # -> gb-24 list of presidents: Petra Orlan, president 1956-1970 of the Chess Federation of Velstria.
    dict(id="q19",
         question="The engineer named as inventor on the 1929 patent for a pendulum-released clock flag later presided over which national body?",
         answer="Chess Federation of Velstria", supporting=["gb-04", "gb-24"], hops=2),
    # gb-26 insurance claim 1974: flood-damaged item = the Amsel Cup
    # -> gb-36 museum label: cup donated by Wilhelmina Amsel.
    dict(id="q20",
         question="Who donated the trophy for which flood damage was claimed in 1974?",
         answer="Wilhelmina Amsel", supporting=["gb-26", "gb-36"], hops=2),

    # ------------------------------------------------------------------
    # THREE-HOP (12)
    # ------------------------------------------------------------------
    # gb-02 (1931: L. Brask) -> gb-06 (trainer Ferdinand Holm)
    # -> gb-10 plaque speech (Holm learned from Dr Aurel Kessmark).
    dict(id="q21",
         question="teacher of the trainer of the 1931 national chess champion",
         answer="Aurel Kessmark", supporting=["gb-02", "gb-06", "gb-10"], hops=3),
    # gb-01 (first VCU president = Aurel Kessmark) -> gb-03 pamphlet (he founded the Drossen
    # Chess Circle, since 1936 Drossen United Chess Club) -> gb-37 circular (renamed Kessmark Chess Club).
    dict(id="q22",
         question="What is the present-day name of the club founded by the first president of the VCU?",
         answer="Kessmark Chess Club", supporting=["gb-01", "gb-03", "gb-37"], hops=3),
    # gb-39 contract (2011 sponsor = Tessaly-Orlan Ltd) -> gb-12 register (Tessaly-Orlan = former
    # Orlan Precision Works) -> gb-25 memorandum (business founded 1898 by Bartholomew Orlan).
    dict(id="q23",
         question="Who founded the firm that was absorbed into the company sponsoring the 2011 Velstrian Championship?",
         answer="Bartholomew Orlan", supporting=["gb-39", "gb-12", "gb-25"], hops=3),
    # gb-51 pub quiz ("the Halvik Bear" = Tomas Ekker) -> gb-02 (T. Ekker's first title: 1952)
    # -> gb-16 serial record (editor 1950-1980 = Viktor Sallo).
    dict(id="q24",
         question="Who edited the Gazette in the year the Halvik Bear won his first national title?",
         answer="Viktor Sallo", supporting=["gb-51", "gb-02", "gb-16"], hops=3),
    # gb-17 (Vell Variation -> Lydia Vell) -> gb-11 (married Emil Brask)
    # -> gb-30 1951 arbiter's report signed E. Brask: winner Hugo Marrow.
    dict(id="q25",
         question="Who won the national championship at which the husband of the Vell Variation's namesake served as chief arbiter?",
         answer="Hugo Marrow", supporting=["gb-17", "gb-11", "gb-30"], hops=3),
    # gb-08 (Swan Game = Brask v Holm 1931) -> gb-20 (scoresheet bequeathed by Mrs M. Ostrow)
    # -> gb-32 will (Margit Ostrow, born Fenn, formerly editor of the Drossen Chess Gazette).
    dict(id="q26",
         question="The scoresheet of the Swan Game was bequeathed to a library by a woman who had once edited which magazine?",
         answer="Drossen Chess Gazette", supporting=["gb-08", "gb-20", "gb-32"], hops=3),
    # gb-15 (2011 title -> Anja Rell) -> gb-21 (trainer Mirek Salo)
    # -> gb-31 radio interview (Salo was trained by Tomas Ekker).
    dict(id="q27",
         question="By whom was the trainer of the appeals committee's 2011 national champion himself trained?",
         answer="Tomas Ekker", supporting=["gb-15", "gb-21", "gb-31"], hops=3),
    # gb-07 (breakaway letter from J. Haldt) -> gb-24 (Haldt's successor as president: Petra Orlan)
    # -> gb-41 engineers' directory (managing director of Orlan Precision Works).
    dict(id="q28",
         question="Which company was managed by the person who succeeded, as federation president, the man whose 1933 letter announced the eastern clubs' breakaway?",
         answer="Orlan Precision Works", supporting=["gb-07", "gb-24", "gb-41"], hops=3),
    # gb-26 (claimant: Drossen United Chess Club) -> gb-37 (renamed Kessmark Chess Club)
    # -> gb-50 travel blog (Kessmark Chess Club in the old tram depot on Lindgasse since 1989).
    dict(id="q29",
         question="On which street is the club that filed the 1974 flood-damage claim for the national trophy based today?",
         answer="Lindgasse", supporting=["gb-26", "gb-37", "gb-50"], hops=3),
    # gb-51 ("the Halvik Bear" = Tomas Ekker) -> gb-31 (his pupil Mirek Salo)
    # -> gb-43 1975 rating list (M. Salo 2545).
    dict(id="q30",
         question="1975 national rating of the pupil trained by the Halvik Bear",
         answer="2545", supporting=["gb-51", "gb-31", "gb-43"], hops=3),
    # gb-46 (1962 Pellin Solving Open winner: E. Marrow) -> gb-48 review (Edith Sallo, formerly
    # Edith Marrow) -> gb-49 ZQ editorial (Edith Sallo took over from Gustav Holm).
    dict(id="q31",
         question="Whom did the winner of the 1962 Pellin Solving Open succeed as editor of the problem quarterly?",
         answer="Gustav Holm", supporting=["gb-46", "gb-48", "gb-49"], hops=3),
    # gb-01 (first VCU president = Aurel Kessmark) -> gb-45 family tree (granddaughter Dr Ruth
    # Kessmark) -> gb-24 list of presidents (Ruth Kessmark, 1970-1988).
    dict(id="q32",
         question="In what year did the granddaughter of the Velstrian Chess Union's first president become head of the national federation?",
         answer="1970", supporting=["gb-01", "gb-45", "gb-24"], hops=3),

    # ------------------------------------------------------------------
    # FOUR-HOP (8)
    # ------------------------------------------------------------------
    # gb-15 (Anja Rell) -> gb-21 (Mirek Salo) -> gb-31 (Tomas Ekker)
    # -> gb-29 portrait (Ekker taught by Mrs Lydia Brask).
    dict(id="q33",
         question="Who taught the man who trained the coach of the player awarded the 2011 title by the appeals committee?",
         answer="Lydia Brask", supporting=["gb-15", "gb-21", "gb-31", "gb-29"], hops=4),
    # gb-44 (three-year suspension; forfeit at the 2011 championship in Korvany)
    # -> gb-39 (sponsor Tessaly-Orlan Ltd) -> gb-12 (previously Orlan Precision Works, earlier Orlan & Sons)
    # -> gb-04 patent (applicant Orlan & Sons, inventor Petra Orlan).
    dict(id="q34",
         question="A player whose ban the sports tribunal cut to three years had been forfeited at a sponsored championship. Who is named as inventor on the chess-clock patent filed by the sponsor's predecessor under its original trading name?",
         answer="Petra Orlan", supporting=["gb-44", "gb-39", "gb-12", "gb-04"], hops=4),
    # gb-08 (Swan Game = Brask v Holm 1931) -> gb-20 (bequest of Mrs M. Ostrow)
    # -> gb-32 will (Margit Ostrow born Fenn, editor of the Drossen Chess Gazette)
    # -> gb-16 serial record (Margit Fenn editor 1931-1950; publisher Fenn & Daughter until 1960).
    dict(id="q35",
         question="Which publishing house issued the magazine while it was edited by the woman who bequeathed the Swan Game scoresheet?",
         answer="Fenn & Daughter", supporting=["gb-08", "gb-20", "gb-32", "gb-16"], hops=4),
    # gb-02 (1931: L. Brask) -> gb-06 (Ferdinand Holm) -> gb-10 (Dr Aurel Kessmark)
    # -> gb-03 pamphlet (Kessmark founded the Drossen Chess Circle; merged 1936 as Drossen United Chess Club).
    dict(id="q36",
         question="The 1931 champion's trainer learned chess from a doctor who founded a club. Under what name was that club known after its 1936 merger?",
         answer="Drossen United Chess Club", supporting=["gb-02", "gb-06", "gb-10", "gb-03"], hops=4),
    # gb-07 (J. Haldt's breakaway letter) -> gb-24 (successor Petra Orlan)
    # -> gb-41 (managing director of Orlan Precision Works) -> gb-25 (founded 1898 by Bartholomew Orlan).
    dict(id="q37",
         question="founder of the company whose managing director succeeded the PCA letter-writer as federation president",
         answer="Bartholomew Orlan", supporting=["gb-07", "gb-24", "gb-41", "gb-25"], hops=4),
    # gb-35 (Halvik Mutual Insurance = HMI) -> gb-34 (HMI sponsored first Halvik Open; winner Tomas Ekker)
    # -> gb-29 (Ekker's club: Halvik Harbour Chess Club) -> gb-40 (founded by Ansgar Pohl).
    dict(id="q38",
         question="Who founded the club of the first winner of the open tournament sponsored by Halvik Mutual Insurance?",
         answer="Ansgar Pohl", supporting=["gb-35", "gb-34", "gb-29", "gb-40"], hops=4),
    # gb-29 (Ekker's teacher: Lydia Brask) -> gb-06 (her trainer Ferdinand Holm)
    # -> gb-10 (his teacher Dr Aurel Kessmark) -> gb-45 family tree (granddaughter Dr Ruth Kessmark).
    dict(id="q39",
         question="Name the granddaughter of the man who taught the trainer of Tomas Ekker's teacher.",
         answer="Ruth Kessmark", supporting=["gb-29", "gb-06", "gb-10", "gb-45"], hops=4),
    # gb-01 (first VCU president Aurel Kessmark) -> gb-03 (his club became Drossen United Chess Club)
    # -> gb-26 (Drossen United's 1974 flood claim: the Amsel Cup) -> gb-36 (cup on loan to the Museum of Games and Pastimes).
    dict(id="q40",
         question="Which museum now holds the trophy that was damaged by flood water in the premises of the club founded by the VCU's first president?",
         answer="Museum of Games and Pastimes", supporting=["gb-01", "gb-03", "gb-26", "gb-36"], hops=4),
]
