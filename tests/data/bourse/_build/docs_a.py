# Documents bo-01 .. bo-20 of the "bourse" collection.
# Fictional world: the Republic of Quessary. All text written from scratch.
# Each text is written with one paragraph / list item / table row per line;
# build.py strips the lines and joins them with "\n".

DOCS_A = [

("bo-01", "Aldvane plc", """
Aldvane plc is a Quessarian manufacturer of industrial yarns, coated fabrics and technical textiles, with its head office and principal mills in Saltmere. Its ordinary shares are admitted to the Principal Board of the Aubrel Stock Exchange under the ticker ALDV, and the company is registered with the Companies Registry under number QC-011874.
History
The business traces its origins to a worsted mill opened on the banks of the River Ferrow in 1887 by Ezra Marrick. It was incorporated as a public company in 1936 and for most of the twentieth century traded as Marrick Mills plc. A strategic review in 2017 and 2018 moved the group away from apparel cloth, and once that shift was complete shareholders approved a change of name: the company has been called Aldvane plc since March 2019.
In 2021 Aldvane bought Ferrow Yarns Ltd, a spinner based in Linhaven, which roughly doubled its capacity in high-tenacity yarn. The dyeing subsidiary, Saltmere Dyeworks Ltd, has been wholly owned since 2017.
Governance
Ottilie Brand, formerly group finance director of Harbridge Bank, has chaired the board since June 2020. Jonas Pellew has been chief executive since 2016. The largest shareholder is a mutual insurer based in Carrowmouth, which has built up its stake since 2019.
Operations
The group employs about 2,300 people, most of them in the Ferrow valley, and sells to makers of conveyor belting, tarpaulins, safety harnesses and filtration media. Revenue for 2023 was QMR 412 million, of which roughly a third came from exports to neighbouring markets.
"""),

("bo-02", "Marrick Mills plc \u2014 Annual Report and Accounts 2017: Chair's Statement", """
Chair's Statement
Dear Shareholder,
2017 was a year of steady progress for Marrick Mills. Group revenue rose by 4.2% to QMR 301.6 million and underlying operating profit increased to QMR 22.9 million, helped by a stronger order book for technical fabrics and by lower wool costs in the second half.
The Board is recommending a final dividend of 4.1 fen per share which, together with the interim dividend of 2.1 fen paid in October, makes a total of 6.2 fen for the year, an increase of 5%.
In October we completed the purchase of the remaining 40% of Saltmere Dyeworks Ltd from the Tarrant family for QMR 9.3 million. Bringing the dyehouse fully into the group gives us control of the finishing step on which so many of our customers' specifications depend.
During the year we also appointed Drummond Lisle & Co as our corporate broker, replacing Vantrell Securities, who had served the company for eleven years. I thank the Vantrell team for their service.
The chief executive and his team have continued to reshape the product mix, and apparel cloth now accounts for less than a fifth of sales. That change raises a fair question, which the Board will consider during 2018: whether our name and our structure still describe the business we have become.
Finally, I want to thank our 1,900 colleagues in Saltmere and Carrowmouth for their commitment during a year of considerable change.
Rupert Ashdown
Chair
22 March 2018
"""),

("bo-03", "Notice of Change of Director", """
ALDVANE PLC
(Incorporated in the Republic of Quessary with registered number QC-011874)
ASE ticker: ALDV
Notice of Change of Director
24 August 2022
The Board of Aldvane plc (the "Company") announces the appointment of Elspeth Mairi Dorrance as an independent non-executive director with effect from 1 September 2022. Ms Dorrance will also join the Audit and Risk Committee and the Nomination Committee.
Ms Dorrance is a corporate financier with more than twenty years' experience of advising listed companies on mergers, acquisitions and capital raising. Until 31 March 2021 she was a partner of Saltmere Partners LLP, which she joined in 2008.
In accordance with ASE Listing Rule 9.6.13, the Company discloses the following:
- Current directorships: Pellinor Trust Company (non-executive director, since 1 July 2021); Linhaven Choral Society (trustee).
- Directorships held in the previous five years: none other than those stated above. Ms Dorrance was a member, not a director, of Saltmere Partners LLP.
- Interest in shares: Ms Dorrance holds 12,000 ordinary shares in the Company.
There are no further matters requiring disclosure under Listing Rule 9.6.13.
Ottilie Brand, Chair, said: "Elspeth brings deep transaction experience and an independent mind. She knows our sector well, and I am delighted that she has agreed to join us."
For further information:
Ruth Kinnear, Company Secretary, +59 21 448 0200
"""),

("bo-04", "Obituary: Rupert Ashdown", """
Rupert Ashdown, banker and company chairman: born 3 May 1941; died 9 February 2023
Rupert Ashdown, who has died in Port Aubrel aged 81, belonged to a generation of Quessarian bankers who believed that a lending officer should know the name of the mill manager as well as the shape of the balance sheet. He spent forty years at Harbridge Bank, joining as a clerk in the Carrowmouth branch in 1964 and rising to chief executive, a post he held from 1994 until 2004.
His decade at the top was not without controversy. He resisted the fashion for trading floors, arguing that a bank of Harbridge's size should "lend to things you can walk round". Critics called him timid; admirers noted that the bank came through the credit squeeze of 2008 without a single marl of public support.
After leaving the bank he took a handful of board seats, the most important of them the chair of Marrick Mills, the Saltmere textile company, from 2009. He guided it through a painful retreat from apparel cloth and presided over its renaming in 2019, though friends say he never warmed to the new name. He stood down in 2020, handing over to a former Harbridge colleague whom he had once hired as a graduate trainee.
Outside business he was a keen amateur astronomer and for many years treasurer of the Carrowmouth Lifeboat Fund, whose new boathouse carries his name.
He is survived by his wife, Cordelia, their two sons and five grandchildren.
"""),

("bo-05", "Aldvane plc Annual Report 2022 \u2014 Note 31: Subsidiary undertakings", """
31. Subsidiary undertakings
The subsidiary undertakings of the Company at 31 December 2022 are listed below. Unless otherwise stated, each is incorporated in the Republic of Quessary, has a single class of ordinary shares and is held directly by Aldvane plc.
| Name | Registered office | Principal activity | Group interest |
| Saltmere Dyeworks Ltd | Mill Lane, Saltmere | Dyeing and finishing of yarn and cloth | 100% |
| Ferrow Yarns Ltd | Weir Road, Linhaven | Spinning of industrial and high-tenacity yarns | 100% |
| Aldvane Technical Fabrics Ltd (formerly Marrick Technical Ltd) | Mill Lane, Saltmere | Coated and laminated fabrics | 100% |
| Aldvane Logistics Ltd | Dock 4, Carrowmouth | Warehousing and freight forwarding | 75% (a) |
| Marrick Pension Trustees Ltd | Mill Lane, Saltmere | Trustee of the group pension scheme | 100% (b) |
| Ferrow Yarns Sales Ltd | Weir Road, Linhaven | Dormant | 100% (c) |
(a) The remaining 25% of Aldvane Logistics Ltd is held by Brennick Holdings plc under a joint venture agreement dated 4 May 2020. Under that agreement the Company appoints three of the four directors, and the undertaking is therefore consolidated as a subsidiary with a non-controlling interest.
(b) Marrick Pension Trustees Ltd does not trade and is excluded from consolidation on the grounds of immateriality.
(c) Held indirectly through Ferrow Yarns Ltd. The company has taken advantage of the exemption from audit available to dormant companies.
There have been no changes in the Group's interests in subsidiary undertakings between 31 December 2022 and the date on which these financial statements were approved.
"""),

("bo-06", "Aldvane plc agrees to acquire Ferrow Yarns Limited", """
PRESS RELEASE \u2014 FOR IMMEDIATE RELEASE
2 June 2021
Aldvane plc agrees to acquire Ferrow Yarns Limited for QMR 38.4 million
Saltmere, Quessary \u2014 Aldvane plc (ASE: ALDV), the technical textiles group, today announces that it has entered into a conditional agreement to acquire the entire issued share capital of Ferrow Yarns Limited ("Ferrow"), a spinner of industrial and high-tenacity yarns based in Linhaven, from Brennick Holdings Group Ltd, the Velden-based private investment and property group.
Highlights
- Total consideration of QMR 38.4 million on a cash-free, debt-free basis, comprising QMR 30.0 million in cash and 4,200,000 new ordinary shares in Aldvane issued to the seller at QMR 2.00 each.
- The cash element will be funded from existing bank facilities.
- Ferrow reported revenue of QMR 57.2 million and EBITDA of QMR 6.1 million for the year to 31 December 2020.
- The acquisition is expected to be earnings-enhancing in its first full year of ownership.
- Completion is conditional on clearance by the Quessary Competition Office and is expected in the third quarter of 2021.
Jonas Pellew, Chief Executive of Aldvane, said: "Ferrow is the spinner we have bought from for years. Owning it secures our supply of high-tenacity yarn and gives us a second manufacturing base in the east of the country."
Advisers
Saltmere Partners LLP is acting as sole financial adviser to Aldvane, and Drummond Lisle & Co as corporate broker. Castellan & Ferrar LLP is acting as financial adviser to Brennick Holdings Group Ltd.
Enquiries: Aldvane plc investor relations, +59 21 448 0211
"""),

("bo-07", "Holding(s) in Company", """
ALDVANE PLC \u2014 Holding(s) in Company
Released: 17 October 2023, 07:00
Standard form for notification of major holdings
1. Issuer: Aldvane plc (ISIN QS0004118725)
2. Reason for the notification: an acquisition or disposal of voting rights
3. Person subject to the notification obligation: OMAS
City and country of registered office: Carrowmouth, Republic of Quessary
4. Full name of shareholder(s), if different from 3.: Corvell Asset Management Ltd, acting as discretionary investment manager
5. Date on which the threshold was crossed or reached: 13 October 2023
6. Threshold(s) crossed or reached: 8% (upwards)
7. Total positions of person(s) subject to the notification obligation:
| | % of voting rights attached to shares | % of voting rights through financial instruments | Total | Total number of voting rights of issuer |
| Resulting situation | 8.21% | 0.00% | 8.21% | 115,006,000 |
| Position of previous notification | 7.64% | 0.00% | 7.64% | |
8. Number of voting rights attached to shares: 9,442,100 (direct: nil; indirect: 9,442,100)
9. Chain of controlled undertakings: OMAS is the ultimate controlling person. Corvell Asset Management Ltd is a wholly owned subsidiary of OMAS and exercises the voting rights on its behalf.
10. Additional information: the shares are held in segregated accounts with the custodian and are beneficially owned by the with-profits fund of OMAS.
Place of completion: Carrowmouth
Date of completion: 16 October 2023
"""),

("bo-08", "Aldvane plc \u2014 Minutes of a Meeting of the Board of Directors, 11 May 2021", """
Minutes of a meeting of the Board of Directors of Aldvane plc held at Mill Lane, Saltmere on Tuesday 11 May 2021 at 09:30
Present: O. Brand (Chair); J. Pellew (Chief Executive); T. Gosse (Chief Financial Officer); A. Ruthven; H. Lark; P. Devaux
In attendance: R. Kinnear (Company Secretary); I. Calloway and one colleague of Saltmere Partners LLP (item 3 only)
1. Apologies and conflicts of interest. There were no apologies. No director declared an interest in the business of the meeting.
2. Minutes. The minutes of the meeting held on 13 April 2021 were approved and signed by the Chair.
3. Project Heron. Mr Pellew introduced the paper on Project Heron, the proposed acquisition of the whole of Ferrow Yarns Ltd. He reported that heads of terms had been agreed with the seller at an enterprise value of QMR 38.4 million, subject to due diligence. Ms Calloway summarised the valuation work. Directors questioned the proposed share element of the consideration and the resulting dilution. Mr Ruthven asked that the position of the target's pension arrangements be reviewed before signing.
It was RESOLVED that the Company enter into exclusivity with the seller; that Saltmere Partners LLP be engaged as financial adviser; and that a committee of any two directors, one of whom must be the Chair or Mr Pellew, be authorised to approve the final transaction documents.
4. Trading update. The Chief Financial Officer reported that order intake for the four months to April was 6% ahead of budget, although margins in coated fabrics remained under pressure from resin prices. The Board noted the update.
5. Any other business. None. The meeting closed at 11:50.
Signed ................................ Chair
"""),

("bo-09", "Brennick Holdings plc", """
Brennick Holdings plc is a ports, ferry and freight group based in Carrowmouth, on the northern coast of Quessary. Its shares trade on the Principal Board of the Aubrel Stock Exchange under the symbol BRNK.
History
The company was founded in 1952 by Oswin Brennick, a former naval engineer, as a tug and salvage business with two boats working the Carrowmouth roads. It added stevedoring in the 1960s, took the lease of the Carrowmouth container terminal in 1987 and was floated in 1994. The Brennick family sold the last of its shares in the early 2000s.
Divisions
- Ports, which operates the container and bulk terminals at Carrowmouth and a smaller harbour at Sennet;
- Ferries, which runs passenger and vehicle services to the Isle of Fennick and the Sennet Islands under the Brennick Ferries name;
- Freight, which provides road haulage and warehousing, partly through joint ventures with industrial customers.
The ferry division dates only from 2023, when Brennick bought the vessels, routes and staff of a failed island operator out of administration. Until then the group had carried only freight to the islands.
Management
Agnes Thorsby has been chair since 2018. The chief executive, Benedikt Sorrel, joined the group as finance director in 2014 and was promoted in 2017.
Name
The company has no connection with other businesses trading under similar names.
"""),

("bo-10", "Brennick Holdings Group", """
Brennick Holdings Group Ltd is a privately owned property and investment company based in Velden, the principal city of southern Quessary. It is controlled by the descendants of Hal Brennick, a builder who set it up in 1979 to hold the flats and shops he had put up in the Velden docklands.
Portfolio
The group's portfolio, valued at about QMR 540 million in 2023, consists mainly of offices and retail space in central Velden, the 140-room Riverside Hotel and a minority share in a limestone quarry. For most of its history it also owned a handful of industrial businesses bought in the 1990s. The last of these, a yarn spinner in Linhaven which it had owned since 1996, was sold in 2021 to a listed textile company in return for cash and shares; the group still held those shares at the end of 2023.
Ownership and management
Marguerite Brennick, Hal Brennick's daughter, has chaired the company since 2011; the chief executive is Duncan Orme, formerly of a Port Aubrel property consultancy. The company files only the abbreviated accounts required of private companies, and none of its shares are traded on the Aubrel Stock Exchange.
Developments
In 2024 the group obtained planning consent for the Brennick Tower, a 31-storey residential block on the Velden waterfront which, when finished, will be the tallest building in Quessary outside Port Aubrel. It has also bid, unsuccessfully, for the redevelopment of the former railway works at Marsh End.
"""),

("bo-11", "Brennick Holdings plc completes acquisition of Kessock Ferries business", """
PRESS RELEASE
28 July 2023
Brennick Holdings plc completes acquisition of the Kessock Ferries business
Carrowmouth \u2014 Brennick Holdings plc (ASE: BRNK) announces that it has today completed the acquisition of the business and principal assets of Kessock Ferries plc (in administration) from its joint administrators, Miriam Halloran and Ansel Reeve of Halloran Reeve LLP.
The assets acquired comprise:
- the vessels MV Fennick Star, MV Carrow Lass and MV Sennet Light;
- the berthing rights and ticket offices at Carrowmouth, Port Fennick and Sennet Harbour;
- the Kessock brand, booking systems and customer records.
All 262 employees of the ferry business transfer to Brennick on their existing terms and conditions.
The consideration of QMR 41.5 million was paid in cash on completion and was funded from the proceeds of the group's 2022 note issue. Sailings will continue without interruption and will be rebranded as Brennick Ferries from 1 October 2023.
Benedikt Sorrel, Chief Executive, said: "The islands need a reliable ferry service, and we already run the harbours at both ends of the crossing. We are pleased to have kept every sailing on the timetable and every job."
Castellan & Ferrar LLP acted as financial adviser to Brennick Holdings plc, and Lennart Quill as legal adviser.
Enquiries: Brennick Holdings plc, Corporate Affairs, +59 31 200 7700
"""),

("bo-12", "Aubrel Stock Exchange: Corporate Bonds Admitted to the Principal Board, 2021\u20132024", """
Corporate bonds admitted to the Principal Board, 1 January 2021 to 30 June 2024
The table lists fixed-rate notes issued by companies whose shares are listed on the Exchange. Amounts are nominal. Dates are dates of admission to trading.
| Issuer | Instrument | Amount (QMR) | Admitted | Lead manager(s) |
| Kessock Ferries plc | 8.00% notes due 2026 | 45m | 11/03/2021 | Vantrell Securities |
| Aldvane plc | 6.00% notes due 2027 | 60m | 19/01/2022 | Drummond Lisle & Co |
| Brennick Holdings plc | 5.25% notes due 2029 | 150m | 06/09/2022 | Harbridge Capital Markets |
| Linhaven Telecom plc | 7.50% notes due 2028 | 80m | 02/11/2023 | Castellan & Ferrar (arranger) |
| Harbridge Bank plc | 3.75% senior preferred notes due 2027 | 300m | 27/03/2024 | Harbridge Capital Markets |
| Greyhallow Energy plc | 4.10% green notes due 2031 | 200m | 14/05/2024 | Harbridge Capital Markets; Drummond Lisle & Co |
Notes
1. Trading in the Kessock Ferries notes was suspended on 24 April 2023 following the appointment of administrators to the issuer, and the notes have not been restored to trading.
2. Green notes are issued under the ASE Green Bond Standard. Issuers must publish an annual report on the allocation of proceeds and on the environmental impact of the projects financed.
3. Where a lead manager is shown as arranger, the issue was placed on a best-efforts basis and was not underwritten.
4. Issues by banks of notes eligible for their loss-absorbing capacity requirements are shown only where the notes are admitted to the Principal Board rather than to the professional segment.
5. Floating-rate and index-linked notes are listed in a separate table.
"""),

("bo-13", "Re Kessock Ferries plc [2023] QCC 117", """
IN THE COMMERCIAL COURT OF PORT AUBREL
IN THE MATTER OF KESSOCK FERRIES PLC AND IN THE MATTER OF THE CORPORATE INSOLVENCY ACT 2011
Before: Justice Corentin Hale
Judgment given on 21 April 2023
1. This is an application by Harbridge Bank plc ("the Bank") for an administration order in respect of Kessock Ferries plc ("the Company"), which operates passenger and vehicle ferries between Carrowmouth, the Isle of Fennick and the Sennet Islands. The Bank is the holder of a qualifying floating charge securing a revolving credit facility of QMR 38 million, all of which is drawn.
2. It is common ground that the Company is unable to pay its debts as they fall due. It lost the use of its largest vessel after a grounding in January, and its fuel costs have risen sharply. An interest payment of QMR 1.8 million due on 11 March 2023 on its 8% notes due 2026 was not made.
3. The application is opposed by the trustee for the noteholders, who asks me to adjourn it so that a scheme of rehabilitation under Part 5 of the Act can be put forward. I am not persuaded. No draft scheme has been produced, no funding for one has been identified, and the evidence is that the ferries will stop running within a fortnight without cash that only an administrator, with the Bank's support, can arrange.
4. I am satisfied that the purpose of administration, the rescue of the business as a going concern, is reasonably likely to be achieved.
5. I therefore make the order sought and appoint Miriam Halloran and Ansel Reeve, licensed insolvency practitioners of Halloran Reeve LLP, as joint administrators, to act jointly and severally. The costs of the application are to be an expense of the administration.
"""),

("bo-14", "Kessock Ferries plc", """
Kessock Ferries plc is an independent ferry operator based in Carrowmouth, on the northern coast of Quessary. It runs year-round passenger and vehicle services to the Isle of Fennick and seasonal sailings to the Sennet Islands, and in 2019 it carried about 610,000 passengers and 140,000 vehicles.
History
The company was founded in 1998 by Matthias Crole, a marine engineer who had spent twelve years with the state island service, and began with a single second-hand vessel on the Carrowmouth to Port Fennick crossing. It won the Sennet contract in 2003, when the state service withdrew from the islands. Its shares were admitted to the Venture Tier of the Aubrel Stock Exchange in 2006 under the symbol KSSK and moved to the Principal Board in 2014.
Crole stepped down as chief executive in 2015 in favour of Rowan Tiel, previously operations director, and remains on the board as a non-executive director.
Fleet
- MV Carrow Lass (built 1999): 420 passengers, 60 cars
- MV Fennick Star (built 2004): 650 passengers, 110 cars
- MV Sennet Light (built 2011): 300 passengers, 25 cars
Outlook
The company employs about 300 people. It has said that it intends to order a hybrid-powered vessel for delivery in 2023, to be paid for partly with the proceeds of a bond issue, and it is negotiating with the island council to extend its Fennick concession beyond 2025.
"""),

("bo-15", "Quarles Nominees Ltd v Linhaven Telecom plc [2022] QCA Civ 14", """
COURT OF APPEAL (COMMERCIAL DIVISION)
On appeal from the Commercial Court of Port Aubrel (Justice Rosalind Tey)
Before: Justice Imogen Straker, Justice Paulin Avery and Justice Mercer Ode
Judgment date: 8 March 2022
Justice Imogen Straker (giving the leading judgment, with which the other members of the court agree):
1. The appellant, Quarles Nominees Ltd, holds shares in Linhaven Telecom plc on behalf of a group of private investors. It complains that a placing of new shares by the company in June 2020, made without first offering those shares to existing members, was unfairly prejudicial to their interests within section 311 of the Companies Act 1998.
2. At first instance the judge dismissed the petition. The directors had relied on a general authority, granted at the 2020 annual general meeting, to disapply pre-emption rights for up to 10% of the issued share capital, and the placing fell within that limit.
3. Counsel for the appellant argued that the discount of 14% to the previous closing price was excessive and that the placing had been timed to dilute shareholders who were requisitioning a general meeting. The judge found, on the evidence, that the company needed the money urgently to fund its fibre programme and that the discount was in line with market practice at the time. I see no error in that approach, and the finding about timing was one the judge was entitled to make.
4. Irregular trading in the company's shares during the bookbuild, which has since been the subject of regulatory action against one of the brokers, does not assist the appellant. It was not the company's doing and did not affect the price at which the shares were placed.
5. The appeal is dismissed.
"""),

("bo-16", "Matthias Crole", """
Matthias Crole
Chair, Linhaven Telecom plc
Born in Carrowmouth in 1956, Matthias Crole trained as a marine engineer and spent twelve years with the state island ferry service before leaving to found Kessock Ferries in 1998 with one elderly vessel and a borrowed ticket office. He led Kessock as chief executive for seventeen years, taking it onto the Aubrel Stock Exchange in 2006, and remained on its board as a non-executive director after handing over the executive role in 2015. He left the board in March 2021, two years before the company went into administration.
He joined the board of Linhaven Telecom plc as an independent non-executive director in 2020 and became its chair on 1 July 2022. He also chairs the trustees of the Carrowmouth Maritime Museum and is a fellow of the Institute of Marine Engineers of Quessary.
Committee memberships: Nomination Committee (chair); Remuneration Committee.
Other listed company directorships: none.
Interest in shares: 185,000 ordinary shares in Linhaven Telecom plc.
In his own words
"I learned in the ferry business that infrastructure only matters if it works every single day, in every kind of weather. A telecoms network is no different. Customers do not care how clever it is; they care whether it is there when they need it."
From an interview published in 2022.
"""),

("bo-17", "Final Notice: Vantrell Securities Limited", """
FINAL NOTICE
To: Vantrell Securities Limited
Firm Reference Number: 60412
Address: 7 Exchange Row, Port Aubrel
Date: 14 September 2021
1. ACTION
1.1 For the reasons given in this Notice, the Markets and Securities Commission ("the Commission") hereby imposes on Vantrell Securities Limited ("Vantrell") a financial penalty of QMR 4,100,000.
1.2 Vantrell agreed to settle at an early stage of the investigation and therefore qualified for a 30% discount. Were it not for this discount, the Commission would have imposed a penalty of QMR 5,857,000.
1.3 The Commission has also imposed a requirement that Vantrell must not take on new clients until an independent review of its surveillance arrangements has been completed to the Commission's satisfaction.
2. SUMMARY OF REASONS
2.1 Between 1 June 2020 and 31 July 2020 ("the Relevant Period") Vantrell breached CDR 5.3.2 and CDR 7.1.4 of the Conduct and Disclosure Rules.
2.2 During the Relevant Period Vantrell acted as joint bookrunner on a placing of new shares by Linhaven Telecom plc. Its equities desk sold Linhaven Telecom shares for Vantrell's own account before the placing was announced, and orders received from two clients in the same period were not recorded in a form that allowed them to be reconstructed.
2.3 Vantrell's surveillance system was not configured to generate alerts for dealing by the desk in the securities of issuers for which the firm was acting on a live transaction. The few alerts that were generated were closed by the Head of Equities Trading ("Individual A") without review.
2.4 The Commission regards these failings as serious because they exposed the market to the risk of abuse during a capital raising by a listed issuer.
"""),

("bo-18", "Decision Notice: Mr Casimir Dorrance", """
DECISION NOTICE
To: Mr Casimir Dorrance
Individual Reference Number: CXD01172
Date: 2 November 2021
1. ACTION
1.1 For the reasons given in this Notice, the Markets and Securities Commission ("the Commission") has decided to:
(a) impose on Mr Dorrance a financial penalty of QMR 310,000; and
(b) make an order prohibiting Mr Dorrance from performing any function in relation to any regulated activity carried on by an authorised firm.
2. SUMMARY OF REASONS
2.1 Mr Dorrance was Head of Equities Trading at Vantrell Securities Limited ("the Firm") from March 2016 until his dismissal in August 2020, and was approved by the Commission to perform a controlled function throughout that period.
2.2 In June 2020 the Firm acted as joint bookrunner on a placing of shares by a company listed on the Principal Board ("the Issuer"). Mr Dorrance knew of the placing before it was announced. He directed sales of the Issuer's shares from the Firm's own account and closed the surveillance alerts that those sales generated, recording that they had been reviewed when they had not.
2.3 By reason of these matters Mr Dorrance failed to act with integrity, in breach of Statement of Principle 1 for Approved Persons, and was knowingly concerned in the Firm's breach of CDR 7.1.4.
2.4 The Commission considers that Mr Dorrance is not a fit and proper person to perform functions in relation to regulated activities.
3. PROCEDURAL MATTERS
3.1 Mr Dorrance has the right to refer this matter to the Markets Tribunal within 28 days. If he does so, the action set out above will not take effect until the Tribunal has determined the reference.
"""),

("bo-19", "Register of Authorised Firms (extract)", """
Markets and Securities Commission \u2014 Register of Authorised Firms
Extract as at 2 January 2024
The register is maintained under section 40 of the Securities Markets Act 2009. This extract lists selected firms in alphabetical order.
| Firm | FRN | Status | Principal permissions | Registered address |
| Castellan & Ferrar LLP | 58240 | Authorised | Advising on corporate finance; arranging deals in investments | 9 Quayside, Port Aubrel |
| Corvell Asset Management Ltd | 61203 | Authorised | Managing investments; managing an authorised fund | Harbour House, Carrowmouth |
| Drummond Lisle & Co | 58811 | Authorised | Dealing as agent; arranging; investment research | 2 Guild Court, Port Aubrel |
| Harbridge Bank plc | 50021 | Authorised | Accepting deposits; dealing as principal | 1 Harbridge Square, Port Aubrel |
| Harbridge Capital Markets Ltd | 50388 | Authorised | Dealing as principal; underwriting; advising on corporate finance | 1 Harbridge Square, Port Aubrel |
| Orrin Wealth Ltd | 62715 | Cancelled (21/03/2023) | None | None |
| Pellinor Trust Company | 59930 | Authorised | Safeguarding and administering assets; acting as depositary or trustee | 14 Vault Lane, Port Aubrel |
| Quaystone Brokers Ltd | 60155 | Authorised | Dealing as agent | 5 Market Street, Linhaven |
| Saltmere Partners LLP | 60877 | Authorised | Advising on corporate finance | 31 Lantern Street, Port Aubrel |
| Vantrell Securities Ltd | 60412 | Authorised \u2013 restricted (note 2) | Dealing as agent; dealing as principal; arranging | 7 Exchange Row, Port Aubrel |
Notes
1. "Authorised" means that the firm holds permissions and is not subject to any published requirement.
2. A requirement imposed on 14/09/2021 prevents the firm from taking on new clients. It remained in force at the date of this extract.
3. Individuals subject to prohibition orders are listed separately in the Register of Prohibited Individuals.
"""),

("bo-20", "Final Notice: Greyhallow Energy plc", """
FINAL NOTICE
To: Greyhallow Energy plc
Company number: QC-027731
Date: 19 October 2023
1. ACTION
1.1 For the reasons given in this Notice, the Markets and Securities Commission ("the Commission") hereby publishes a statement censuring Greyhallow Energy plc ("Greyhallow") for a breach of CDR 2.4.1.
1.2 But for Greyhallow's prompt admission of the breach and the remedial steps it has since taken, the Commission would have imposed a financial penalty of QMR 1,200,000.
2. SUMMARY OF REASONS
2.1 On 6 February 2023 Greyhallow's executive committee received an engineering report which concluded that gearbox defects affecting most of the turbines at the Northreach offshore wind farm, operated by Greyhallow's subsidiary Northreach Wind Ltd, would require a replacement programme costing in the region of QMR 48 million and would reduce the farm's output in 2023 by about a third.
2.2 That information was precise, had not been made public, and would have been likely to have a significant effect on the price of Greyhallow's shares. It was therefore inside information.
2.3 Greyhallow did not announce the information until 1 March 2023, 23 days later, when it was included in the company's preliminary results. It did not take a decision to delay disclosure under CDR 2.4.3, and it kept no record of the reasons for which disclosure was not made earlier.
2.4 The Commission recognises that the board acted on advice that disclosure could await the results announcement. That advice was wrong, and responsibility for compliance rests with the issuer.
"""),

]
