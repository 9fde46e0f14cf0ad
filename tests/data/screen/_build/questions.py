# Questions for the screen set. "supporting" is ordered along the reasoning chain;
# the answer string must occur in the text of the LAST supporting document.

QUESTIONS = []


def Q(id, question, answer, supporting):
    QUESTIONS.append({
        "id": id,
        "question": question,
        "answer": answer,
        "supporting": supporting,
        "hops": len(supporting),
    })


# ---------- 1 hop ----------
Q("sc-q01", "Tin Cartographer weekend gross 8-10 November 2019",
  "972,400", ["sc-11"])
Q("sc-q02", "For how long does Palisade International Sales license the documentary Little Comet?",
  "7 years", ["sc-23"])
Q("sc-q03", "What age certificate did the classification board give The Glass Orchard: Winterfall?",
  "15", ["sc-58"])
Q("sc-q04", "Which quay in Duskport harbour did Cinder Row Nights get permission to shoot on at night?",
  "Gannet Quay", ["sc-42"])
Q("sc-q05", "deadline to apply rigging supervisor Saltmarsh Stages",
  "31 January 2024", ["sc-54"])
Q("sc-q06", "How many people watched the last episode of The Lantern Keepers' second series within seven days?",
  "1.09 million", ["sc-35"])
Q("sc-q07", "On Duskport waterfront shoots, what is the term for a crew call timed by the tide instead of the clock?",
  "harbour call", ["sc-19"])
Q("sc-q08", "In what year was the 4K restoration of the 1979 Ferryman's Daughter carried out by the Duskport archive?",
  "2017", ["sc-48"])

# ---------- 2 hops ----------
Q("sc-q09", "Who presided over the Lissandre competition jury in the year a co-production lensed by Jonas Ferrant had its world premiere there?",
  "Oswin Tallis", ["sc-05", "sc-06"])
Q("sc-q10", "Which company put the remake of Old Toby's best-known picture into cinemas?",
  "Oxbow Releasing", ["sc-24", "sc-11"])
Q("sc-q11", "The director whose bid for a screenplay credit the writers' guild turned down in 2021: who was her cinematographer on that film?",
  "Anselm Greaves", ["sc-14", "sc-09"])
Q("sc-q12", "Who chairs the public fund credited at the end of the 2017 screen version of Wendeline Haskett's novel?",
  "Rosamund Achterberg", ["sc-07", "sc-20"])
Q("sc-q13", "Which judge decided the revenue case between the two production companies behind the film Priya Vantongeren edited for the 2016 Lissandre competition?",
  "Amalie Strenner", ["sc-05", "sc-59"])
Q("sc-q14", "2023 Beacon Award drama series winner - streamer licence fee per episode",
  "1,900,000 crowns", ["sc-37", "sc-40"])
Q("sc-q15", "The actress whom wiki editors wrongly described as Jonas Ferrant's sister was elected to which office in the performers' union?",
  "vice-president", ["sc-27", "sc-41"])
Q("sc-q16", "What initial option fee was paid for the screen rights to the 2009 novel by the author of The Weir House?",
  "18,000 crowns", ["sc-31", "sc-47"])
Q("sc-q17", "Who designed the statuette that Oswin Tallis's jury handed to its best film?",
  "Hedda Brisk", ["sc-06", "sc-57"])
Q("sc-q18", "production designer of the remake on the first slate of the company formed by the Brightwater-Quillon merger",
  "Yolanda Strick", ["sc-04", "sc-51"])
Q("sc-q19", "How much did the Northern Screen Development Fund commit to the Winterfall financing plan?",
  "1,500,000", ["sc-20", "sc-10"])
Q("sc-q20", "Who took over as chair in 2022 of the group that Brightwater Pictures became part of?",
  "Edda Morcombe", ["sc-04", "sc-16"])

# ---------- 3 hops ----------
Q("sc-q21", "Which publishing house brought out the novel that Imogen Strand adapted for the screen under her maiden name?",
  "Thornbury & Vail", ["sc-17", "sc-07", "sc-31"])
Q("sc-q22", "Which film took the top prize from the Lissandre jury led by the star of Old Toby's 1979 production?",
  "The Salt Ledger", ["sc-24", "sc-30", "sc-06"])
Q("sc-q23", "The Golden Heron winner made by the Veltham company Corvane bought in 2020: at which school did its editor train?",
  "Port Averin National Film School", ["sc-29", "sc-05", "sc-25"])
Q("sc-q24", "Cinder Row Nights showrunner's agent - which agency did he leave in 2020?",
  "Underhill & Pike", ["sc-08", "sc-33", "sc-34"])
Q("sc-q25", "What qualifying spend was certified for the first season of the show created by the writer of the Lantern Keepers episode \"Saltglass\"?",
  "21,600,000 crowns", ["sc-12", "sc-50", "sc-15"])
Q("sc-q26", "The man who produced the original Ferryman's Daughter also founded a stage complex. On what date was that complex's first long-term TV tenant cleared to film on the harbour?",
  "14 June 2022", ["sc-30", "sc-44", "sc-42"])
Q("sc-q27", "Which company owns the streaming service that licensed the drama series that won the 2023 Beacon Award?",
  "Corvane Entertainment", ["sc-37", "sc-40", "sc-22"])
Q("sc-q28", "seven-day audience for the Lantern Keepers episode written by the Cinder Row Nights showrunner",
  "1.18 million", ["sc-08", "sc-12", "sc-35"])
Q("sc-q29", "Where did the composer of the film that Lucan Demeter and Celia Ferrant discussed on stage at Veltham in 2017 study music?",
  "Tarnholt Conservatoire", ["sc-43", "sc-07", "sc-38"])
Q("sc-q30", "In which town is Tidemark's partner on the 2016 Golden Heron winner based?",
  "Kessling", ["sc-06", "sc-05", "sc-52"])
Q("sc-q31", "What is the archive shelf reference for the negative of the 1979 film whose lead actor chaired the 2016 Lissandre jury?",
  "DFA-35-0712", ["sc-06", "sc-30", "sc-48"])
Q("sc-q32", "Lumora's style memo warns staff not to confuse its series with a 2015 feature. The producer of that feature once worked in acquisitions at a distributor - who is that distributor's managing director?",
  "Conrad Pell", ["sc-26", "sc-02", "sc-13"])

# ---------- 4 hops ----------
Q("sc-q33", "Before chairing the fund that backed Imogen Strand's first feature (credited under another name), which studio did that chair run?",
  "Studio Ostrander", ["sc-17", "sc-07", "sc-20", "sc-34"])
Q("sc-q34", "Who was director of photography on the film that won the top prize from the jury headed by the star of Old Toby's most famous production?",
  "Jonas Ferrant", ["sc-24", "sc-30", "sc-06", "sc-05"])
Q("sc-q35", "What stone forms the base of the Lissandre trophy won by a film shot by the cinematographer once wrongly said to be Celia Ferrant's brother?",
  "Hollin slate", ["sc-27", "sc-05", "sc-06", "sc-57"])
Q("sc-q36", "Who was chief executive of the parent company of the streamer that commissioned the series created by the writer of the most-watched episode of The Lantern Keepers series 2?",
  "Augustin Rell", ["sc-35", "sc-12", "sc-50", "sc-22"])
Q("sc-q37", "The lead of the 1979 Ferryman's Daughter later chaired a festival jury. The director that jury crowned is represented by an agent who changed agencies in 2020 - how long had he been at the old one?",
  "twelve years", ["sc-30", "sc-06", "sc-33", "sc-34"])
Q("sc-q38", "Who signed the OSPI certificate for the series that in 2022 became the first long-term TV tenant of the stages founded by the producer of the 1979 film starring the 2016 Lissandre jury president?",
  "Gwendolyn Prater", ["sc-06", "sc-30", "sc-44", "sc-15"])
Q("sc-q39", "Which foundry casts the trophy that a fellow client of the Cinder Row Nights showrunner's agent won at Lissandre in 2016?",
  "Orvel Foundry", ["sc-08", "sc-33", "sc-06", "sc-57"])
Q("sc-q40", "The Lumora executive who signed the deal for the 2023 Beacon Award winner came from a broadcaster - what is that broadcaster's full name?",
  "Northern Reach Broadcasting", ["sc-37", "sc-40", "sc-34", "sc-12"])
