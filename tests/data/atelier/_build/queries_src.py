# Question sources for the "atelier" multi-hop test set.
# Each entry: id, question, answer, supporting (doc ids, in chain order), hops.
# The chain comments show which fact each document contributes.

QUERIES = [
    # ---------------- 1 hop ----------------
    dict(id="q01", hops=1, supporting=["at-04"],
         question="What did the Hallowmere Worsted Company rename itself in the 1930s?",
         answer="Brannock Hallowmere Mills"),
    dict(id="q02", hops=1, supporting=["at-25"],
         question="orvane parfums verant fragrance licence royalty percentage",
         answer="6%"),
    dict(id="q03", hops=1, supporting=["at-07"],
         question="In the 1923 patent for Penmarrow's fast navy dye, at what temperature is the fixing bath held?",
         answer="82 °C"),
    dict(id="q04", hops=1, supporting=["at-01"],
         question="Which square in Orlesse is home to the VERANT flagship?",
         answer="Place Caudry"),
    dict(id="q05", hops=1, supporting=["at-37"],
         question="how many cases of couture did verant et fille ship to new york on the ss calloway in 1929",
         answer="14"),
    dict(id="q06", hops=1, supporting=["at-29"],
         question="How long was the standard working week under the 1974 union agreement at Amsel Tailoring?",
         answer="42 hours"),
    dict(id="q07", hops=1, supporting=["at-47"],
         question="Where did Maison Sallix stage its autumn/winter 2014 show?",
         answer="Hallowmere Wool Museum"),
    dict(id="q08", hops=1, supporting=["at-55"],
         question="Which building at the Penmarrow dye works was destroyed in the fire of August 1931?",
         answer="vat house"),

    # ---------------- 2 hops ----------------
    # at-30: first CVC president = Aurele Verant -> at-03: HWC order book sells worsted to Mme A. Verant
    dict(id="q09", hops=2, supporting=["at-30", "at-03"],
         question="Which mill sold worsted cloth in the 1890s to the couturière who became the first president of the Chamber of Vessanian Couture?",
         answer="Hallowmere Worsted Company"),
    # at-10: Sallix apprenticed under Odile Verant 1927-36 -> at-09: Odile's notebooks, T.S. cuts first Aunne coat toile
    dict(id="q10", hops=2, supporting=["at-10", "at-09"],
         question="While still an apprentice, the founder of Maison Sallix cut the first toile of which coat?",
         answer="Aunne coat"),
    # at-07: patent 4417 held by Penmarrow Dye Works -> at-13: CRS buys Penmarrow Dye Works
    dict(id="q11", hops=2, supporting=["at-07", "at-13"],
         question="who bought the company that held vessanian patent 4417",
         answer="Compagnie Ravaillaise des Soies"),
    # at-22: Halloran's assistant = Ines Korvath, CD of VERANT from 1994 -> at-49: successor Rafe Odunsi
    dict(id="q12", hops=2, supporting=["at-22", "at-49"],
         question="Mette Halloran's former assistant became a couture house's creative director in 1994. Who succeeded her in that post?",
         answer="Rafe Odunsi"),
    # at-14: Sallix-trained Halloran founded Halloran Line, sold 1985 -> at-15: price
    dict(id="q13", hops=2, supporting=["at-14", "at-15"],
         question="What price did the ready-to-wear label started by a designer trained in Teodor Sallix's workrooms fetch when it was sold in 1985?",
         answer="180 million crowns"),
    # at-25: 1956 VF fragrance licensee = Orvane Parfums -> at-26: Orvane is a Marrick Holdings company
    dict(id="q14", hops=2, supporting=["at-25", "at-26"],
         question="Which group now owns the perfume company that was licensed in 1956 to put the VF monogram on fragrances?",
         answer="Marrick Holdings"),
    # at-28: Verant et Fille's former head cutter Benedikt Amsel founded Amsel Tailoring -> at-29: union signatory
    dict(id="q15", hops=2, supporting=["at-28", "at-29"],
         question="Who signed on the union's behalf the 1974 agreement with the tailoring business started by Verant et Fille's one-time head cutter?",
         answer="Rosa Kettle"),
    # at-18: Ostrand-Marrick = Galeries Ostrand -> at-52: architect
    dict(id="q16", hops=2, supporting=["at-18", "at-52"],
         question="architect of the department store building that traded as Ostrand-Marrick",
         answer="Hendrik Vaal"),
    # at-05: Tessaly bought Brannock Hallowmere Mills -> at-06: Tessaly closes Hallowmere mill in 2003
    dict(id="q17", hops=2, supporting=["at-05", "at-06"],
         question="In what year did the company that acquired Brannock Hallowmere Mills stop production at its Hallowmere mill?",
         answer="2003"),
    # at-11: Sallix's silks woven by Soieries Duclaux -> at-12: Duclaux merges with Filatures Bessin
    dict(id="q18", hops=2, supporting=["at-11", "at-12"],
         question="The silk firm to which Teodor Sallix sent his 1947 order for faille merged ten years later with which company?",
         answer="Filatures Bessin"),
    # at-24: Sallix CD since 2012 did MA at OIF -> at-31: OIF founded 1925
    dict(id="q19", hops=2, supporting=["at-24", "at-31"],
         question="In what year was the school founded where Maison Sallix's creative director since 2012 took his master's degree?",
         answer="1925"),
    # at-44: Odile's will leaves Villa Mirelle, Saint-Aubrel -> at-57: Villa Mirelle today
    dict(id="q20", hops=2, supporting=["at-44", "at-57"],
         question="What is the Saint-Aubrel villa left by Odile Verant in her will used for nowadays?",
         answer="summer residency for young textile designers"),

    # ---------------- 3 hops ----------------
    # at-24: first job at Amsel Tailoring -> at-28: Amsel was head cutter at Verant et Fille -> at-02: its founder trained under Prevelle
    dict(id="q21", hops=3, supporting=["at-24", "at-28", "at-02"],
         question="Who trained the founder of the couture house where the man who set up Yusuf Darrow-Ney's first employer had been head cutter?",
         answer="Gaston Prévelle"),
    # at-03: HWC supplied Mme Verant -> at-04: HWC renamed BHM -> at-05: Tessaly buys BHM 1979
    dict(id="q22", hops=3, supporting=["at-03", "at-04", "at-05"],
         question="Which company took over, in 1979, the mill (by then renamed) that had sold worsted to Aurèle Verant in the 1890s?",
         answer="Tessaly Textiles"),
    # at-30: first CVC president Aurele Verant -> at-02: first workroom in Rue des Tanneurs -> at-31: OIF at 22 Rue des Tanneurs
    dict(id="q23", hops=3, supporting=["at-30", "at-02", "at-31"],
         question="What institution now has its main building on the street where the Chamber of Vessanian Couture's first president opened her first workroom?",
         answer="Orlesse Institute of Fashion"),
    # at-38: Hallow coat dyer's ref P-1 -> at-08: P-1 = Penmarrow Blue, patented -> at-07: patent no.
    dict(id="q24", hops=3, supporting=["at-38", "at-08", "at-07"],
         question="patent number of the dye process behind the colour of the korvath studio hallow coat",
         answer="4417"),
    # at-26: Lisk Vetiver maker Orvane is a Marrick company -> at-18: Marrick bought Galeries Ostrand -> at-52: heritage grade
    dict(id="q25", hops=3, supporting=["at-26", "at-18", "at-52"],
         question="What heritage grade is the building of the department store that was bought by the owner of the firm which recalled Lisk Vetiver in 2016?",
         answer="II*"),
    # at-27: Sorne gown silk by Soieries Duclaux -> at-12: merged into CRS -> at-21: HSG owns CRS since 1989
    dict(id="q26", hops=3, supporting=["at-27", "at-12", "at-21"],
         question="Since what year has HSG owned the company into which the weaver of the 1912 Sorne gown's silk was merged?",
         answer="1989"),
    # at-32: first Golden Thimble = Marguerite Halloran -> at-22: her assistant Ines Korvath -> at-56: Korvath Studio company number
    dict(id="q27", hops=3, supporting=["at-32", "at-22", "at-56"],
         question="What is the registered company number of the label founded by the former assistant of the first Golden Thimble winner?",
         answer="0712486"),
    # at-10: Rue Velin house = Maison Sallix -> at-14: Halloran trained there, founded Halloran Line -> at-42: HL sold to Nuvell
    dict(id="q28", hops=3, supporting=["at-10", "at-14", "at-42"],
         question="Which company bought in 2010 the label founded by a designer who trained at the couture house on Rue Velin?",
         answer="Nuvell Apparel"),
    # at-47: AW2014 venue = Hallowmere Wool Museum -> at-50: museum run by Hallowmere Heritage Trust -> at-06: Tessaly gave buildings to Trust; chair
    dict(id="q29", hops=3, supporting=["at-47", "at-50", "at-06"],
         question="Who chaired the company that handed over the buildings now used by the venue of Maison Sallix's autumn/winter 2014 show?",
         answer="Margit Solberg-Ray"),
    # at-20: 1968 board confirms Piet Lanske -> at-41: Lanske married Fenella, granddaughter of Ewan Brannock -> at-34: Ewan first NWA chairman
    dict(id="q30", hops=3, supporting=["at-20", "at-41", "at-34"],
         question="Which trade association was first chaired by the grandfather of the wife of the creative director confirmed by Verant et Fille's board in 1968?",
         answer="Northern Woolmasters' Association"),
    # at-32: first Golden Thimble = Halloran -> at-14: trained under Sallix -> at-35: biography by Hanne Ivarsdottir
    dict(id="q31", hops=3, supporting=["at-32", "at-14", "at-35"],
         question="who wrote the biography of the couturier who taught the first golden thimble winner",
         answer="Hanne Ivarsdottir"),
    # at-16: designer barred in 1991 = Halloran -> at-14: trained under Sallix -> at-46: Sallix names successor
    dict(id="q32", hops=3, supporting=["at-16", "at-14", "at-46"],
         question="The designer barred in 1991 from selling clothes under her own surname had trained with a couturier. Whom did he name as his successor?",
         answer="Hugo Brandt-Maré"),

    # ---------------- 4 hops ----------------
    # at-30: first CVC president -> at-03: HWC supplied her -> at-04: HWC renamed BHM -> at-08: Penmarrow's principal customer BHM
    dict(id="q33", hops=4, supporting=["at-30", "at-03", "at-04", "at-08"],
         question="Which dye works described as its principal customer the mill, under its later name, that had supplied worsted to the first president of the Chamber of Vessanian Couture?",
         answer="Penmarrow Dye Works"),
    # at-27: Sorne gown silk by Soieries Duclaux -> at-12: into CRS -> at-13: CRS buys Penmarrow Dye Works -> at-45: founder Wendt born in Basel
    dict(id="q34", hops=4, supporting=["at-27", "at-12", "at-13", "at-45"],
         question="Where was the founder born of the dye works bought in 1962 by the company that absorbed the weaver of the Sorne gown's silk?",
         answer="Basel"),
    # at-16: barred 1991 = Halloran -> at-22: her assistant Korvath -> at-18: Korvath Studio flagship in former Galeries Ostrand -> at-52: listed 1990
    dict(id="q35", hops=4, supporting=["at-16", "at-22", "at-18", "at-52"],
         question="In which year was heritage protection first given to the building that houses the flagship of the designer who once assisted the woman barred in 1991 from trading under her own surname?",
         answer="1990"),
    # at-24: Darrow-Ney's teacher Korvath -> at-22: Korvath's teacher Halloran -> at-14: Halloran's teacher Sallix -> at-10: Sallix born Dunholt
    dict(id="q36", hops=4, supporting=["at-24", "at-22", "at-14", "at-10"],
         question="Where was the teacher of the teacher of the teacher of Maison Sallix's creative director (in post since 2012) born?",
         answer="Dunholt"),
    # at-33: auctioned 1966 shift displayed at Galeries Ostrand -> at-18: store bought by Marrick -> at-26: Marrick owns Orvane -> at-25: licence term
    dict(id="q37", hops=4, supporting=["at-33", "at-18", "at-26", "at-25"],
         question="The group that bought the store whose window displayed the auctioned 1966 Halloran shift also owns a perfume house. How long was the term of that perfume house's original licence from a couture house?",
         answer="25 years"),
    # at-24: first job Amsel Tailoring -> at-28: founder head cutter at Verant et Fille -> at-20: 1968 board confirms Lanske -> at-41: Lanske's wife
    dict(id="q38", hops=4, supporting=["at-24", "at-28", "at-20", "at-41"],
         question="Yusuf Darrow-Ney's first employer was founded by a former head cutter of a couture house. Whom did the creative director confirmed by that house's board in 1968 marry?",
         answer="Fenella Brannock"),
    # at-20: Lanske -> at-41: father-in-law Alasdair, MD of Hallowmere Worsted Co. -> at-04: renamed BHM -> at-05: sold 1979 for 41.5m
    dict(id="q39", hops=4, supporting=["at-20", "at-41", "at-04", "at-05"],
         question="What did the 1979 buyer pay for the mill company once managed by the father-in-law of the creative director whom Verant et Fille's board confirmed in 1968?",
         answer="41.5 million crowns"),
    # at-09: T.S. cut first Aunne coat toile -> at-10: T.S. = Teodor Sallix -> at-11: Nov 1947 faille for the February (spring) collection -> at-51: SS 1948 = Ondine
    dict(id="q40", hops=4, supporting=["at-09", "at-10", "at-11", "at-51"],
         question="What was the name of the collection for which the one-time apprentice who cut the first Aunne coat toile, by then running his own house, ordered faille from his Ravaille weaver in November 1947?",
         answer="Ondine"),
]
