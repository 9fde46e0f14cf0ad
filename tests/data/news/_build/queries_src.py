# Hand-written questions for the blind-news evaluation set.
# supporting lists pages in chain order: the page you start from comes first.

QUERIES = []


def Q(qid, question, answer, supporting):
    QUERIES.append({
        "id": qid,
        "question": question,
        "answer": answer,
        "supporting": list(supporting),
        "hops": len(supporting),
    })


# ---- 1 hop -------------------------------------------------------------
Q("news-q01",
  "what did ledmouth's new mayor maddern do for a living before he retired?",
  "He was a harbour pilot for 31 years, guiding ships into Pellham Quay.",
  ["news-23"])

Q("news-q02",
  "harbour row pub licensee fine amount",
  "£1,200 (plus £340 costs).",
  ["news-16"])

Q("news-q03",
  "According to the Chronicle's correction, in which minute was the Pellham striker really dismissed in the cup final?",
  "The 61st minute (not the 71st as first reported).",
  ["news-08"])

Q("news-q04",
  "How long is the football banning order handed to the fan who hurled a flare in May's county cup final?",
  "Three years.",
  ["news-51"])

Q("news-q05",
  "Which couple runs the flooded farm shop outside Hollins Cross that happens to share its name with an investment group?",
  "Alun and Bethan Pryce.",
  ["news-43"])

Q("news-q06",
  "Whom did Fiona Draycott replace as editor?",
  "Harold Benn.",
  ["news-36"])

Q("news-q07",
  "cost of ledmouth promenade makeover",
  "£3.4m.",
  ["news-46"])

Q("news-q08",
  "How many workers lost their jobs when the Tamsfield textile mill shut for good in 2020?",
  "110.",
  ["news-45"])

# ---- 2 hops ------------------------------------------------------------
Q("news-q09",
  "Where are home games played by the football club that Greystack bought in 2021?",
  "Marram Park (in Ledmouth).",
  ["news-02", "news-03"])

Q("news-q10",
  "Who sponsors the shirts of the side that lifted the 2023 Vellmoor Senior Cup?",
  "The Brackwater Brewing Company.",
  ["news-07", "news-13"])

Q("news-q11",
  "the player whose red-card minute the paper later corrected - which club signed him that summer?",
  "Arnsby Rovers.",
  ["news-08", "news-09"])

Q("news-q12",
  "helen ashcombe brother regional council committee",
  "Her brother, Cllr Robert Ashcombe, chairs Vellmoor Regional Council's finance committee.",
  ["news-24", "news-42"])

Q("news-q13",
  "Back when Tamsfield Vale went by their earlier name, what was their home ground called?",
  "Loom Street.",
  ["news-21", "news-22"])

Q("news-q14",
  "Which investor owns 40 per cent of the company started by Joel Ferrant's sister?",
  "Greystack Holdings.",
  ["news-06", "news-05"])

Q("news-q15",
  "age at death of the man who cut the ribbon on the harriers' kestrel stand",
  "79 (Vincent Ruddle).",
  ["news-26", "news-48"])

Q("news-q16",
  "Recorder Quill jailed a man for stealing copper from a co-op's turbine site. Who chairs that co-op?",
  "Gwen Lathom.",
  ["news-32", "news-30"])

Q("news-q17",
  "A dust-extraction unit was suspected in a 2020 mill blaze. Which builder was later given permission to put homes on that site?",
  "Halden Construction.",
  ["news-40", "news-19"])

Q("news-q18",
  "In what month was the sale of the late Gerald Ashcombe's brewery called off?",
  "January 2023.",
  ["news-24", "news-15"])

Q("news-q19",
  "how many seats in the new stand approved for last season's combination league champions",
  "1,200.",
  ["news-18", "news-34"])

Q("news-q20",
  "How much is the council contract worth that was won by the software firm Greystack bought into?",
  "£600,000 over three years (the BinDay app contract).",
  ["news-05", "news-35"])

# ---- 3 hops ------------------------------------------------------------
Q("news-q21",
  "In which town is the home stadium of the football club acquired by the company whose founder died in March 2023?",
  "Ledmouth (Pellham Athletic play at Marram Park).",
  ["news-01", "news-02", "news-03"])

Q("news-q22",
  "The forward dismissed for a challenge on Sam Pryer changed clubs that summer. Where did his new club finish in the 2022-23 Combination League?",
  "First - Arnsby Rovers were champions with 45 points.",
  ["news-07", "news-09", "news-18"])

Q("news-q23",
  "how much did the national drinks group offer for the brewer that sponsors the team whose captain headed the late cup final winner",
  "£14m.",
  ["news-07", "news-13", "news-14"])

Q("news-q24",
  "Who captains the rugby club backed by the haulier Marcus Ruddle now runs?",
  "Owain Delahunt.",
  ["news-25", "news-26", "news-27"])

Q("news-q25",
  "What is the council bin app called that is run by the firm founded by the sister of the keeper who moved to Tamsfield Vale?",
  "BinDay.",
  ["news-09", "news-06", "news-35"])

Q("news-q26",
  "Who chairs the company that owns the club which made Tommy Cairns its permanent manager?",
  "Declan Maddern.",
  ["news-11", "news-02", "news-04"])

Q("news-q27",
  "which firm's name is on the stand at the home ground of the side that sacked gary whitlow",
  "Kestrel Freight (the Kestrel Stand at Marram Park).",
  ["news-10", "news-03", "news-26"])

Q("news-q28",
  "A man sentenced by Recorder Quill had stolen from a co-operative's wind farm. Which school was the co-op's chair once head of?",
  "Hollins Cross Primary School.",
  ["news-32", "news-30", "news-31"])

Q("news-q29",
  "founding year of the brewery that sponsors the club nadia ferrant's brother kept goal for",
  "1862.",
  ["news-06", "news-13", "news-41"])

Q("news-q30",
  "The pub whose licensee was fined shares its name with a brewery. How many league goals did the captain of the club that brewery sponsors score in 2022-23?",
  "14 (Joe Sankey, Corrow Town).",
  ["news-16", "news-13", "news-49"])

Q("news-q31",
  "Roughly how many homes can be powered by the community wind farm near the birthplace of Whitlow's interim successor?",
  "About 5,000 homes.",
  ["news-10", "news-12", "news-30"])

Q("news-q32",
  "what ground do the team sponsored by the brewer that accepted a £14m bid play at",
  "Maltings Lane, Corrow (Corrow Town).",
  ["news-14", "news-13", "news-44"])

# ---- 4 hops ------------------------------------------------------------
Q("news-q33",
  "A former pupil of the energy co-operative's chair was given a manager's contract that runs to 2025. In which town does his club play at home?",
  "Ledmouth (Pellham Athletic, at Marram Park).",
  ["news-30", "news-31", "news-11", "news-03"])

Q("news-q34",
  "who is chief executive of the haulier named on a stand at the home ground of the side that led the 2023 senior cup final at half-time",
  "Marcus Ruddle.",
  ["news-07", "news-03", "news-26", "news-25"])

Q("news-q35",
  "What is the current name of the football club owned by the boss of the builder redeveloping the mill where the late Greystack founder's father worked?",
  "Tamsfield Vale FC (formerly Tamsfield United).",
  ["news-01", "news-19", "news-20", "news-21"])

Q("news-q36",
  "Who chairs the supporters' body that owns the club whose ground staged the cup final won by Brackwater's sponsored team?",
  "Maureen Ogle (chair of the Arnsby Rovers Supporters' Trust).",
  ["news-13", "news-07", "news-34", "news-38"])

Q("news-q37",
  "Who leads the council that awarded a contract to the tech firm part-owned by the buyers of Pellham Athletic?",
  "Cllr Bernadette Sowerby, leader of Vellmoor Regional Council.",
  ["news-02", "news-05", "news-35", "news-52"])

Q("news-q38",
  "which company is run by the owner of the club the sorrel digital founder's brother signed for",
  "Halden Construction (managing director Craig Halden).",
  ["news-06", "news-09", "news-21", "news-20"])

Q("news-q39",
  "The manager who won the 2023 Senior Cup was earlier in charge of another club. Under its present name, where did that club finish in the 2022-23 league?",
  "Fourth, with 31 points (Tamsfield Vale, formerly Tamsfield United).",
  ["news-07", "news-22", "news-21", "news-18"])

Q("news-q40",
  "What trophy was won in May 2023 by the side managed by the brother-in-law of the regional council's finance chief?",
  "The Vellmoor Senior Cup (Corrow Town, managed by Ivor Penhale).",
  ["news-42", "news-24", "news-41", "news-07"])
