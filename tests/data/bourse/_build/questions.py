# Questions of the "bourse" collection.
# For each question:
#   supporting: gold documents in chain order (one per hop)
#   bridges:    for hop i -> i+1, a string stated in supporting[i] that leads to
#               supporting[i+1] and that occurs in both documents
#   evidence:   string(s) in the final document that carry the answer
#   style:      wording style (for the README statistics)

Q = lambda **kw: kw

QUESTIONS = [

# ---------------------------------------------------------------- one-hop (10)
Q(id="bo-q01", hops=1, style="keyword",
  question="Marrick Mills ticker before the name change",
  answer="MRKM (it became ALDV on 15 March 2019)",
  supporting=["bo-50"], bridges=[], evidence=["MRKM"]),

Q(id="bo-q02", hops=1, style="natural",
  question="How large a penalty did the Markets and Securities Commission impose on Vantrell Securities in September 2021?",
  answer="QMR 4,100,000 (QMR 5,857,000 before a 30% settlement discount)",
  supporting=["bo-17"], bridges=[], evidence=["4,100,000"]),

Q(id="bo-q03", hops=1, style="keyword",
  question="Castellan & Ferrar founders and year founded",
  answer="Founded in 1989 by Laurent Castellan and Mina Ferrar",
  supporting=["bo-58"], bridges=[], evidence=["1989", "Laurent Castellan", "Mina Ferrar"]),

Q(id="bo-q04", hops=1, style="abbreviation",
  question="At what percentage levels must shareholders notify major holdings on the ASE?",
  answer="3%, 5%, 8%, 10%, 15%, 20%, 25%, 30%, 50% and 75%, in either direction",
  supporting=["bo-44"], bridges=[], evidence=["3%, 5%, 8%, 10%, 15%, 20%, 25%, 30%, 50% and 75%"]),

Q(id="bo-q05", hops=1, style="natural",
  question="Who manages the Corvell Quessary Equity Income Fund today?",
  answer="Yara Moncrieff",
  supporting=["bo-23"], bridges=[], evidence=["Yara Moncrieff"]),

Q(id="bo-q06", hops=1, style="keyword",
  question="Brennick Holdings plc 5.25% notes due 2029 amount issued and lead manager",
  answer="QMR 150 million, led by Harbridge Capital Markets (admitted 6 September 2022)",
  supporting=["bo-12"], bridges=[], evidence=["150m", "Harbridge Capital Markets"]),

Q(id="bo-q07", hops=1, style="natural-date",
  question="Did the special resolution to disapply pre-emption rights pass at Aldvane's AGM on 18 May 2023, and how much support did it get?",
  answer="No: it received 71.4% in favour, short of the 75% needed for a special resolution",
  supporting=["bo-57"], bridges=[], evidence=["71.4%", "Not passed"]),

Q(id="bo-q08", hops=1, style="keyword",
  question="Dorrance Markets Tribunal outcome penalty",
  answer="The Tribunal upheld the prohibition order but reduced the penalty from QMR 310,000 to QMR 240,000 (16 June 2022)",
  supporting=["bo-52"], bridges=[], evidence=["240,000"]),

Q(id="bo-q09", hops=1, style="role",
  question="Who became senior independent director of Aldvane in April 2024, and who is that director replacing?",
  answer="Elspeth Dorrance, succeeding Alasdair Ruthven, from 1 April 2024",
  supporting=["bo-30"], bridges=[], evidence=["Elspeth Dorrance", "Senior Independent Director", "Alasdair Ruthven"]),

Q(id="bo-q10", hops=1, style="natural",
  question="When did Elspeth Dorrance join the board of Aldvane?",
  answer="1 September 2022 (announced 24 August 2022)",
  supporting=["bo-03"], bridges=[], evidence=["1 September 2022"]),

# ---------------------------------------------------------------- two-hop (12)
Q(id="bo-q11", hops=2, style="role",
  question="Who chairs the company that bought Ferrow Yarns in 2021?",
  answer="Ottilie Brand (chair of Aldvane plc since June 2020)",
  supporting=["bo-06", "bo-01"], bridges=["Aldvane"], evidence=["Ottilie Brand"]),

Q(id="bo-q12", hops=2, style="role-date",
  question="The chair who signed Marrick Mills' statement in the 2017 annual report: when did he die?",
  answer="Rupert Ashdown died on 9 February 2023",
  supporting=["bo-02", "bo-04"], bridges=["Rupert Ashdown"], evidence=["9 February 2023"]),

Q(id="bo-q13", hops=2, style="natural-date",
  question="Who applied to the court for the administration of the ferry company whose business Brennick Holdings plc bought in July 2023?",
  answer="Harbridge Bank plc, the secured lender to Kessock Ferries plc",
  supporting=["bo-11", "bo-13"], bridges=["Kessock Ferries"], evidence=["Harbridge Bank plc"]),

Q(id="bo-q14", hops=2, style="keyword",
  question="Corvell Quessary Equity Income Fund custodian year of incorporation",
  answer="1961 (Pellinor Trust Company, incorporated on 2 October 1961 as Aubrel Safe Custody Company)",
  supporting=["bo-23", "bo-25"], bridges=["Pellinor Trust Company"], evidence=["1961"]),

Q(id="bo-q15", hops=2, style="natural",
  question="What does the conduct rule that Casimir Dorrance was found knowingly concerned in breaching require?",
  answer="CDR 7.1.4: firms arranging or executing transactions must have effective arrangements, systems and procedures to detect and report suspicious orders and transactions and to stop staff dealing on information about the firm's own transactions",
  supporting=["bo-18", "bo-21"], bridges=["CDR 7.1.4"], evidence=["detect and report suspicious orders and transactions"]),

Q(id="bo-q16", hops=2, style="date-role",
  question="Whom did the insurer that crossed 8% of Aldvane's voting rights in October 2023 elect as a new non-executive director at its June 2024 annual meeting?",
  answer="Leontine Farrah (elected at the OMAS AGM on 12 June 2024)",
  supporting=["bo-07", "bo-29"], bridges=["OMAS"], evidence=["Leontine Farrah"]),

Q(id="bo-q17", hops=2, style="natural",
  question="Who founded the firm that was Greyhallow's lead financial adviser on the Northreach Wind acquisition?",
  answer="Ines Calloway and Teodor Marsh, who founded Saltmere Partners LLP in 2004",
  supporting=["bo-32", "bo-42"], bridges=["Saltmere Partners"], evidence=["Ines Calloway", "Teodor Marsh"]),

Q(id="bo-q18", hops=2, style="natural",
  question="Leontine Farrah was once finance director of a telecoms company. Who is that company's chief executive?",
  answer="Orla Penhallow (Linhaven Telecom plc)",
  supporting=["bo-34", "bo-35"], bridges=["Linhaven Telecom"], evidence=["Orla Penhallow"]),

Q(id="bo-q19", hops=2, style="natural",
  question="Which listed company is now chaired by the founder of Kessock Ferries?",
  answer="Linhaven Telecom plc (Matthias Crole, chair since 1 July 2022)",
  supporting=["bo-14", "bo-16"], bridges=["Matthias Crole"], evidence=["Linhaven Telecom"]),

Q(id="bo-q20", hops=2, style="role",
  question="Which regulator did the chair of Harbridge Bank lead before he joined the bank?",
  answer="The Markets and Securities Commission (Hector Quaile chaired it from 2011 to the end of 2018)",
  supporting=["bo-38", "bo-39"], bridges=["Hector Quaile"], evidence=["Markets and Securities Commission"]),

Q(id="bo-q21", hops=2, style="mr-x",
  question="What is the status on the MSC register of the firm where Mr Dorrance was head of equities trading?",
  answer="Vantrell Securities Ltd (FRN 60412) is 'Authorised \u2013 restricted': since 14 September 2021 it may not take on new clients",
  supporting=["bo-18", "bo-19"], bridges=["Vantrell Securities"], evidence=["restricted"]),

Q(id="bo-q22", hops=2, style="keyword",
  question="Aldvane Project Heron target company number of employees",
  answer="About 430 (Ferrow Yarns Ltd, per the 2019 directory entry)",
  supporting=["bo-08", "bo-53"], bridges=["Ferrow Yarns"], evidence=["430"]),

# ---------------------------------------------------------------- three-hop (12)
Q(id="bo-q23", hops=3, style="role-date",
  question="How old was the man who ran, as chief executive from 1994 to 2004, the bank that applied for Kessock Ferries' administration order, when he died?",
  answer="81 (Rupert Ashdown, died 9 February 2023)",
  supporting=["bo-13", "bo-38", "bo-04"], bridges=["Harbridge Bank", "Rupert Ashdown"], evidence=["aged 81"]),

Q(id="bo-q24", hops=3, style="role",
  question="Who chairs the parent company of the custodian of the Corvell Quessary Equity Income Fund?",
  answer="Hector Quaile (chair of Harbridge Bank plc, which owns Pellinor Trust Company)",
  supporting=["bo-23", "bo-25", "bo-38"], bridges=["Pellinor Trust Company", "Harbridge Bank"], evidence=["Hector Quaile"]),

Q(id="bo-q25", hops=3, style="natural",
  question="How many new shares were issued in the placing whose trading led to the 2021 fine on Casimir Dorrance's former employer?",
  answer="42,000,000 new ordinary shares (Linhaven Telecom placing at QMR 1.85, June 2020)",
  supporting=["bo-18", "bo-17", "bo-36"], bridges=["Vantrell", "Linhaven Telecom"], evidence=["42,000,000"]),

Q(id="bo-q26", hops=3, style="abbreviation",
  question="OMAS's fund management subsidiary runs a Quessary equity income fund. Since when has the fund's current manager been in charge of it?",
  answer="January 2019 (Yara Moncrieff)",
  supporting=["bo-28", "bo-23", "bo-26"], bridges=["Corvell Quessary Equity Income Fund", "Yara Moncrieff"], evidence=["January 2019"]),

Q(id="bo-q27", hops=3, style="keyword-ticker",
  question="GRHE 2023 public censure: what does the disclosure rule it breached require?",
  answer="CDR 2.4.1: an issuer must disclose inside information that directly concerns it to the public as soon as possible, via an ASE-approved regulatory information service",
  supporting=["bo-31", "bo-20", "bo-21"], bridges=["Greyhallow Energy", "CDR 2.4.1"], evidence=["as soon as possible"]),

Q(id="bo-q28", hops=3, style="role",
  question="What job did the chief executive of the company that owns 25% of Aldvane Logistics hold before he joined that company?",
  answer="Head of shipping finance at Harbridge Capital Markets (2006-2014); Benedikt Sorrel of Brennick Holdings plc",
  supporting=["bo-05", "bo-09", "bo-59"], bridges=["Brennick Holdings plc", "Benedikt Sorrel"], evidence=["head of shipping finance"]),

Q(id="bo-q29", hops=3, style="old-name",
  question="Who chairs the insurer that holds more than 8% of the company formerly known as Marrick Mills?",
  answer="Peregrine Voss (chair of OMAS)",
  supporting=["bo-50", "bo-07", "bo-28"], bridges=["Aldvane", "OMAS"], evidence=["Peregrine Voss"]),

Q(id="bo-q30", hops=3, style="natural",
  question="The man who chairs the trustees of the Carrowmouth Maritime Museum also chairs a listed company whose 2020 share placing was challenged by a minority shareholder. Who gave the leading judgment when the challenge reached the Court of Appeal?",
  answer="Justice Imogen Straker (Quarles Nominees Ltd v Linhaven Telecom plc, 8 March 2022; appeal dismissed)",
  supporting=["bo-16", "bo-35", "bo-15"], bridges=["Linhaven Telecom", "Quarles Nominees"], evidence=["Imogen Straker"]),

Q(id="bo-q31", hops=3, style="role",
  question="Aldvane's non-executive director appointed in 2022 used to be a partner of an advisory firm. In that firm's largest deal of 2022, who sold the target?",
  answer="Fennick Renewables Partnership, which sold Northreach Wind to Greyhallow Energy (Saltmere Partners advised Greyhallow)",
  supporting=["bo-03", "bo-43", "bo-32"], bridges=["Saltmere Partners", "Northreach"], evidence=["Fennick Renewables Partnership"]),

Q(id="bo-q32", hops=3, style="role",
  question="In what year was the bank founded that owns the custody company on whose board Aldvane's 2022 non-executive appointee sits?",
  answer="1871 (Harbridge Bank plc, owner of Pellinor Trust Company)",
  supporting=["bo-03", "bo-25", "bo-38"], bridges=["Pellinor Trust Company", "Harbridge Bank"], evidence=["1871"]),

Q(id="bo-q33", hops=3, style="date-role",
  question="The joint administrators appointed by Justice Corentin Hale in April 2023 sold the business to a listed group. How many people did that buyer employ at 31 December 2023?",
  answer="3,140 (Brennick Holdings plc)",
  supporting=["bo-13", "bo-49", "bo-56"], bridges=["Halloran Reeve", "Brennick Holdings plc"], evidence=["3,140"]),

Q(id="bo-q34", hops=3, style="keyword",
  question="founding year of the largest shareholder of Aldvane Logistics' 25% owner",
  answer="1902 (OMAS, the largest shareholder of Brennick Holdings plc with 11.4%)",
  supporting=["bo-05", "bo-55", "bo-28"], bridges=["Brennick Holdings plc", "OMAS"], evidence=["1902"]),

# ---------------------------------------------------------------- four-hop (6)
Q(id="bo-q35", hops=4, style="role",
  question="The chair of the company that started life as Linhaven Cable Company founded a ferry business, which was later sold out of administration. Who founded the buyer, and in what year?",
  answer="Oswin Brennick, in 1952 (Brennick Holdings plc)",
  supporting=["bo-35", "bo-16", "bo-11", "bo-09"], bridges=["Matthias Crole", "Kessock Ferries", "Brennick Holdings plc"], evidence=["Oswin Brennick", "1952"]),

Q(id="bo-q36", hops=4, style="old-name",
  question="An insurer holds more than 8% of the former Marrick Mills through an investment manager. Where did the manager of that investment manager's Quessary equity income fund work before joining it?",
  answer="Drummond Lisle & Co, as an equity research analyst (Yara Moncrieff, 2009-2015)",
  supporting=["bo-50", "bo-07", "bo-23", "bo-26"], bridges=["Aldvane", "Corvell Asset Management", "Yara Moncrieff"], evidence=["Drummond Lisle & Co"]),

Q(id="bo-q37", hops=4, style="mr-x",
  question="Mr Dorrance's old firm was fined over trading around a share placing. The company that made that placing is now chaired by someone who founded which business, and when?",
  answer="Kessock Ferries, founded in 1998 by Matthias Crole",
  supporting=["bo-18", "bo-17", "bo-35", "bo-16"], bridges=["Vantrell", "Linhaven Telecom", "Matthias Crole"], evidence=["Kessock Ferries", "1998"]),

Q(id="bo-q38", hops=4, style="role",
  question="Who is the chief executive of the bank that owns the trustee for the green notes financing the repowering of Northreach Wind?",
  answer="Damaris Wynn (Harbridge Bank plc, owner of Pellinor Trust Company, trustee of Greyhallow's 4.10% green notes due 2031)",
  supporting=["bo-54", "bo-48", "bo-25", "bo-38"], bridges=["Greyhallow Energy", "Pellinor Trust Company", "Harbridge Bank"], evidence=["Damaris Wynn"]),

Q(id="bo-q39", hops=4, style="role-date",
  question="The 25% partner in Aldvane Logistics bought a ferry business out of administration in 2023. Who was chief executive from 1994 to 2004 of the bank that applied for that administration order?",
  answer="Rupert Ashdown (Harbridge Bank)",
  supporting=["bo-05", "bo-11", "bo-13", "bo-38"], bridges=["Brennick Holdings plc", "Kessock Ferries", "Harbridge Bank"], evidence=["Rupert Ashdown"]),

Q(id="bo-q40", hops=4, style="role",
  question="The chair who announced Elspeth Dorrance's appointment to the Aldvane board was previously finance director of a bank. That bank's 2023 directors' report mentions a recovery from a failed ferry operator: what dividend did the operator's administrators estimate for unsecured creditors?",
  answer="Between 4 and 7 fen in the marl (Kessock Ferries plc; Harbridge Bank recovered QMR 31.2m as secured lender)",
  supporting=["bo-03", "bo-01", "bo-40", "bo-49"], bridges=["Ottilie Brand", "Harbridge Bank", "Kessock Ferries"], evidence=["between 4 and 7 fen in the marl"]),

]

# Documents that are never gold; each shares names or vocabulary with gold documents.
DISTRACTORS = {
    "bo-10": "Brennick Holdings Group Ltd, the near-namesake of Brennick Holdings plc; also the seller of Ferrow Yarns",
    "bo-22": "MSC press release banning another dealer (Lionel Tabb) under CDR 5.3.2; same enforcement vocabulary as the Dorrance and Vantrell notices",
    "bo-24": "2018 factsheet of the same Corvell fund: old manager (Anselm Grieve), old depositary (Tessary), old name Marrick Mills",
    "bo-27": "Factsheet of a different income fund (Lanyon) with an overlapping holdings list and a different depositary",
    "bo-33": "Analyst note on Greyhallow mentioning the green notes, Northreach and the censure but neither the rule nor the trustee",
    "bo-37": "A second 'Holding(s) in Company' form by OMAS/Corvell, for Linhaven Telecom, crossing 5% downwards",
    "bo-41": "Saltmere the town, which shares its name with the adviser Saltmere Partners",
    "bo-45": "Newsletter mentioning both Dorrances, Brennick Holdings Group, the Fennick ferry and Pellinor",
    "bo-46": "Analyst note on Aldvane mentioning OMAS crossing 8%, the failed vote and 'the chief executive'",
    "bo-47": "Obituary of the previous manager of the Corvell fund",
    "bo-51": "Brennick Holdings plc directorate change: a different Ashdown (Fenella) and the Castellan & Ferrar link",
    "bo-60": "MSC enforcement table listing Dorrance's Tribunal outcome without figures and another CDR 2.4.1 censure",
}
