# Documents bo-21 .. bo-40 of the "bourse" collection (fictional; written from scratch).

DOCS_B = [

("bo-21", "Conduct and Disclosure Rules: Selected Provisions", """
Markets and Securities Commission \u2014 Conduct and Disclosure Rules (CDR)
Selected provisions, consolidated text in force on 1 January 2023
Provisions marked R are rules and are binding. Provisions marked G are guidance. Only the text published in the Official Gazette is authoritative.
Chapter 2: Disclosure of inside information
CDR 2.4.1 R An issuer must disclose to the public, as soon as possible, any inside information which directly concerns it, by means of an announcement through a regulatory information service approved by the Aubrel Stock Exchange.
CDR 2.4.2 G The Commission does not regard the preparation of periodic financial statements, or the timing of a scheduled results announcement, as a reason for postponing disclosure under CDR 2.4.1.
CDR 2.4.3 R An issuer may delay disclosure only where (a) immediate disclosure is likely to prejudice its legitimate interests, (b) delay is not likely to mislead the public, and (c) it is able to ensure the confidentiality of the information. It must record in writing when and why it decided to delay.
Chapter 5: Records
CDR 5.3.2 R A firm must make, and retain for at least five years, a record of every client order it receives, showing the time of receipt, the instructions given and the person who took the order, in sufficient detail for the order to be reconstructed.
Chapter 7: Market conduct
CDR 7.1.4 R A firm which arranges or executes transactions in financial instruments must establish and maintain effective arrangements, systems and procedures to detect and report suspicious orders and transactions, and to prevent its staff from dealing on the basis of information about transactions on which the firm is acting.
CDR 7.1.5 G Surveillance alerts should be reviewed by a person independent of the business line that generated the trading.
"""),

("bo-22", "MSC bans former Quaystone Brokers dealer and imposes QMR 95,000 penalty", """
PRESS RELEASE
7 December 2022
MSC bans former Quaystone Brokers dealer and imposes QMR 95,000 penalty
The Markets and Securities Commission (MSC) has banned Lionel Tabb, formerly head of the small-cap dealing desk at Quaystone Brokers Ltd, from performing any function in relation to regulated activity, and has fined him QMR 95,000.
Between January and November 2021 Mr Tabb entered client orders into the firm's order management system only after he had executed them, and on at least 40 occasions altered time stamps so that the records appeared to have been made when the orders were received. The MSC found that he had acted without integrity and had caused the firm to breach CDR 5.3.2, which requires firms to keep complete records of client orders.
Mr Tabb did not refer the matter to the Markets Tribunal. He agreed to settle and qualified for a 30% discount on the penalty.
Ilario Benn, Director of Enforcement at the MSC, said: "Order records are the foundation of market oversight. A dealer who falsifies them cannot be trusted in our markets, and we will continue to remove such people from the industry."
The MSC has separately issued a Final Notice to Quaystone Brokers Ltd, which is also published today.
Notes to editors
1. The Final Notices are available on the MSC website.
2. Prohibition orders are recorded in the Register of Prohibited Individuals.
3. The MSC is the statutory regulator of securities markets and authorised investment firms in the Republic of Quessary.
"""),

("bo-23", "Corvell Quessary Equity Income Fund \u2014 Factsheet, 31 March 2024", """
Corvell Quessary Equity Income Fund
Factsheet as at 31 March 2024 \u2014 I Accumulation shares
Objective: to provide an income yield above that of the Aubrel All-Share Index, together with capital growth over rolling five-year periods, by investing mainly in companies listed on the Aubrel Stock Exchange.
Key facts
| Fund manager | Yara Moncrieff |
| Authorised fund manager | Corvell Asset Management Ltd |
| Depositary and custodian | Pellinor Trust Company |
| Launch date | 12 April 2004 |
| Fund size | QMR 1.32bn |
| Historic yield | 4.6% |
| Ongoing charges figure | 0.78% |
| Income paid | end of February and end of August |
Top ten holdings (% of fund)
| Harbridge Bank plc | 6.4 |
| Aldvane plc | 6.1 |
| Greyhallow Energy plc | 5.8 |
| Brennick Holdings plc | 4.9 |
| Port Aubrel Water plc | 4.4 |
| Linhaven Telecom plc | 3.7 |
| Quessary Rail Freight plc | 3.5 |
| Orrin Foods plc | 3.3 |
| Velden Cement plc | 2.8 |
| Sennet Salt Company plc | 2.6 |
Performance to 31 March 2024 (%)
| | 1 year | 3 years | 5 years |
| Fund | 9.8 | 21.4 | 33.0 |
| Index | 7.1 | 16.9 | 27.5 |
Manager's comment
Banks and utilities again did most of the work. We added to Aldvane after its shares fell on last May's failed vote on share-issuing authority, which we think says more about the timing of the resolution than about the business.
Past performance is not a guide to future returns. The value of investments and the income from them can fall as well as rise.
"""),

("bo-24", "Corvell Quessary Equity Income Fund \u2014 Factsheet, 30 September 2018", """
Corvell Quessary Equity Income Fund
Factsheet as at 30 September 2018 \u2014 Retail Income shares
Objective: to provide an income yield above that of the Aubrel All-Share Index, together with capital growth over the long term.
Key facts
| Fund manager | Anselm Grieve (since launch) |
| Deputy fund manager | Yara Moncrieff |
| Authorised fund manager | Corvell Asset Management Ltd |
| Depositary | Tessary Custody Services Ltd |
| Launch date | 12 April 2004 |
| Fund size | QMR 0.94bn |
| Historic yield | 4.9% |
Top ten holdings (% of fund)
| Harbridge Bank plc | 6.0 |
| Marrick Mills plc | 4.4 |
| Port Aubrel Water plc | 4.2 |
| Kessock Ferries plc | 3.1 |
| Tessel Dairies plc | 3.0 |
| Greyhallow Energy plc | 2.9 |
| Linhaven Telecom plc | 2.7 |
| Sennet Salt Company plc | 2.4 |
| Velden Cement plc | 2.3 |
| Quessary Rail Freight plc | 2.1 |
Manager's comment
Marrick Mills continued its quiet re-rating as investors began to value it as an industrial rather than a clothing business, and it is now our second largest position. Kessock Ferries had a record summer on the Fennick route; we like its cash generation and its dividend, although the age of the fleet will require investment before long. We sold our remaining holding in Brennick Holdings plc on valuation grounds.
Past performance is not a guide to future returns.
"""),

("bo-25", "Corvell Investment Funds ICVC \u2014 Prospectus (extract): The Depositary", """
9. The Depositary
9.1 The depositary of the Company is Pellinor Trust Company ("Pellinor" or "the Depositary"). Pellinor was incorporated in the Republic of Quessary on 2 October 1961, as a company limited by shares, under the name Aubrel Safe Custody Company, and adopted its present name on 1 July 2005. Its registered and head office is at 14 Vault Lane, Port Aubrel.
9.2 The Depositary is a wholly owned subsidiary of Harbridge Bank plc. It is authorised and regulated by the Markets and Securities Commission (firm reference number 59930). Its principal business is the provision of custody, depositary and trustee services to investment funds, pension schemes and issuers of debt securities.
9.3 Duties. The Depositary is responsible for the safekeeping of the scheme property of each sub-fund, for monitoring the Company's cash flows, and for ensuring that the issue, redemption and valuation of shares are carried out in accordance with the Regulations and this Prospectus.
9.4 Delegation. The Depositary has delegated the custody of assets held outside Quessary to Norlund Global Custody, which may in turn appoint local sub-custodians. A list of sub-custodians is available from the ACD on request.
9.5 Conflicts of interest. Other companies in the Depositary's group may provide banking, foreign exchange or brokerage services to the Company. Such services are provided on arm's-length terms, and the Depositary maintains a policy for identifying and managing the resulting conflicts.
9.6 Fees. The Depositary receives a fee of 0.015% a year of the value of the scheme property of each sub-fund, subject to a minimum of QMR 40,000, together with transaction and custody charges.
9.7 Pellinor replaced Tessary Custody Services Ltd as depositary of the Company with effect from 1 March 2020.
"""),

("bo-26", "Yara Moncrieff", """
Yara Moncrieff
Head of Quessary Equities, Corvell Asset Management
Yara Moncrieff has managed the Corvell Quessary Equity Income Fund since January 2019, when she took over from the fund's founding manager on his retirement. She also leads Corvell's six-strong Quessary equities team.
She began her career in 2009 as an equity research analyst at Drummond Lisle & Co, the Port Aubrel stockbroker, where she covered textiles, chemicals and industrial companies and was twice voted the leading small-cap analyst in a survey of fund managers. She joined Corvell in 2015 as deputy manager of the Equity Income Fund.
Yara holds a degree in economics from the University of Port Aubrel and is a Chartered Investment Analyst. She sits on the stewardship committee of the Quessary Investors' Forum.
In her words
"I look for companies that can pay a rising dividend without borrowing to do it. That sounds simple, but it rules out a surprising share of the market. I would rather own a dull business with a strong balance sheet than an exciting one that depends on the goodwill of its banks."
"We vote every share we own. When we disagree with a board we tell it privately first; if that does not work, we vote against, and we say publicly why."
"""),

("bo-27", "Lanyon Quessary Income Fund \u2014 Factsheet, 31 March 2024", """
Lanyon Quessary Income Fund
Factsheet as at 31 March 2024 \u2014 B Income shares
Objective: to deliver a sustainable and growing income, with the potential for capital growth, from a portfolio of Quessarian shares and, to a limited extent, listed corporate bonds.
Key facts
| Fund manager | Noor Abberley |
| Authorised fund manager | Lanyon Investment Management Ltd |
| Depositary | Tessary Custody Services Ltd |
| Launch date | 3 September 2011 |
| Fund size | QMR 356m |
| Historic yield | 5.1% |
| Ongoing charges figure | 0.85% |
Top ten holdings (% of fund)
| Harbridge Bank plc | 7.1 |
| Port Aubrel Water plc | 5.5 |
| Greyhallow Energy plc | 5.0 |
| Aldvane plc | 4.2 |
| Brennick Holdings plc | 3.9 |
| Orrin Foods plc | 3.6 |
| Linhaven Telecom 7.50% notes 2028 | 3.2 |
| Sennet Salt Company plc | 3.0 |
| Velden Cement plc | 2.7 |
| Aldvane 6.00% notes 2027 | 2.5 |
Manager's comment
The quarter was kind to income investors. We took part in Greyhallow's green notes issue in May but sold the allocation on the first day of trading, preferring the shares. Our holding in Aldvane is unchanged: we voted against the share-issuing resolution last year and were glad to see the board consult on a revised version.
Past performance is not a guide to future returns. Bonds are subject to credit and interest-rate risk.
"""),

("bo-28", "OMAS", """
The Ostergrave Mutual Assurance Society (OMAS) is a mutual life insurance and pensions provider based in Carrowmouth, Republic of Quessary. Because it is owned by its with-profits policyholders rather than by shareholders, its profits are returned to members through bonuses. At the end of 2023 it had about 640,000 members and QMR 18.7 billion of assets under management.
History
The society was founded in 1902 by a group of Carrowmouth shipwrights and dock workers as a friendly society providing funeral and widows' benefits. It took its name from the Ostergrave quarter of the old port, where its first members met in a chapel hall. It was reconstituted as a mutual assurance society in 1931 and began selling occupational pensions in the 1970s.
Investment management
Since 1996 the society's investments have been managed by its wholly owned subsidiary Corvell Asset Management Ltd, which also runs retail funds for outside investors, the largest of them the Corvell Quessary Equity Income Fund. Through Corvell, OMAS is a significant long-term shareholder in a number of companies listed on the Aubrel Stock Exchange, and it publishes its voting record each quarter.
Governance
OMAS is governed by a board of eleven directors, elected by members at the annual general meeting held each June. Peregrine Voss has been chair since 2017; the chief executive is Hanne Ludgrove.
"""),

("bo-29", "OMAS \u2014 Minutes of the Annual General Meeting of Members, 12 June 2024", """
Minutes of the Annual General Meeting of the members of OMAS held at the Harbour Hall, Carrowmouth on Wednesday 12 June 2024 at 14:00
Chair: Peregrine Voss
Present: 412 members in person; 9,870 members represented by proxy. The Secretary confirmed that a quorum was present.
1. Opening. The Chair welcomed members and introduced the directors present.
2. Report and accounts. The Chief Executive, Hanne Ludgrove, presented the report and accounts for 2023. Resolution 1, to receive them, was carried on a show of hands.
3. Election and re-election of directors.
| Resolution | Director | For | Against | Result |
| 2 | To elect Leontine Farrah as a non-executive director | 9,611 | 402 | Carried |
| 3 | To re-elect Hanne Ludgrove | 9,804 | 233 | Carried |
| 4 | To re-elect Gerrit Lamb | 9,455 | 571 | Carried |
| 5 | To re-elect Peregrine Voss | 9,390 | 655 | Carried |
The Chair noted that Ms Farrah, who is chief executive of a listed energy company, would join the Investment Committee.
4. Remuneration. Resolution 6, to approve the directors' remuneration report, was carried (8,902 for; 1,101 against).
5. Auditors. Resolution 7, to reappoint Fairweather Lisk as auditors, was carried on a show of hands.
6. Members' questions. A member asked why the 2023 reversionary bonus rate had been held at 2.25%. The Chief Executive replied that the Board preferred to rebuild the estate after two years of weak bond markets. Another member asked about the society's exposure to offshore wind; the Chair said it was modest and that the new director would bring relevant experience.
The meeting closed at 15:40.
"""),

("bo-30", "Letter to Shareholders from the Chair of Aldvane plc", """
Aldvane plc
4 March 2024
Dear Shareholder,
Last year I wrote to you about resilience. This year I can write about progress. Revenue rose 6% to QMR 412 million and operating profit reached QMR 31.8 million, the best result in the group's history under either of its names. The Board proposes a final dividend of 5.4 fen, bringing the total for the year to 8.0 fen.
I want to say something about last May's annual general meeting, at which the special resolution giving the Board a limited power to issue shares for cash, without first offering them to existing shareholders, was not passed. We have since spoken to most of the shareholders who voted against. Their concern was less the authority itself than the absence of any statement of how it would be used. We will bring a revised resolution, with that statement, to this year's meeting.
The chief executive has told the Board that he intends to retire at the conclusion of the 2025 annual general meeting, by which time he will have led the company for nine years. We are grateful for the long notice he has given us. The search for his successor will be led by Elspeth Dorrance, who becomes Senior Independent Director on 1 April 2024 in succession to Alasdair Ruthven, who retires from the Board after nine years of service.
Finally, thank you to our 2,300 colleagues, whose work underpins everything in this report.
Yours sincerely,
Ottilie Brand
Chair
"""),

("bo-31", "Greyhallow Energy plc", """
Greyhallow Energy plc is a Quessarian electricity generator and retail supplier headquartered in Port Aubrel. Its shares are listed on the Principal Board of the Aubrel Stock Exchange under the ticker GRHE.
History
The company began as Greyhallow Collieries, formed in 1921 to work the coal seams in the hills north of Velden. After its last pit closed in 1996 it was renamed Greyhallow Energy in 1998 and rebuilt around two gas-fired power stations, at Velden and at Marsh End. Since 2010 it has invested mainly in renewable generation, first in onshore wind and, from 2022, offshore: in that year it bought Northreach Wind, an operating wind farm off the north coast.
Operations
Greyhallow owns about 1.9 GW of generating capacity and supplies some 780,000 homes and businesses. Renewable sources provided 46% of its output in 2023.
Management
Leontine Farrah has been chief executive since September 2019. The chair is Gideon Aske, formerly head of the national grid operator.
Regulatory matters
In October 2023 the Markets and Securities Commission publicly censured the company over the timing of its disclosure of turbine defects at Northreach, but did not impose a fine. The company said it had since changed its procedures for handling price-sensitive information.
Financing
In May 2024 Greyhallow issued its first green notes, the proceeds of which are earmarked for the Northreach repowering programme.
"""),

("bo-32", "Greyhallow Energy plc to acquire Northreach Wind Limited", """
PRESS RELEASE \u2014 FOR IMMEDIATE RELEASE
7 March 2022
Greyhallow Energy plc to acquire Northreach Wind Limited for QMR 212 million
Port Aubrel \u2014 Greyhallow Energy plc ("Greyhallow") announces that it has agreed to acquire the whole of the issued share capital of Northreach Wind Limited ("Northreach"), owner and operator of the Northreach offshore wind farm, from Fennick Renewables Partnership for a cash consideration of QMR 212 million.
Northreach has an installed capacity of 228 MW and generated 781 GWh of electricity in 2021. It sells most of its output under a fixed-price contract with the state purchasing agency which runs until 2033.
Transaction highlights
- Enterprise value of QMR 212 million, payable in cash at completion.
- Funded from a new QMR 150 million term loan and existing cash resources.
- Increases Greyhallow's renewable generating capacity by about 40%.
- Completion is expected in the second quarter of 2022, subject to clearance by the Quessary Competition Office.
Leontine Farrah, Chief Executive of Greyhallow, said: "Northreach is a proven asset with a long contract behind it. It takes us offshore without construction risk, and it sits just along the coast from our existing grid connections."
Advisers
Saltmere Partners LLP is acting as lead financial adviser to Greyhallow, and Harbridge Capital Markets is arranging the acquisition financing. Castellan & Ferrar LLP is acting as financial adviser to Fennick Renewables Partnership.
"""),

("bo-33", "Drummond Lisle & Co \u2014 Greyhallow Energy (GRHE): Repowering funded", """
Drummond Lisle & Co \u2014 Equity Research
Greyhallow Energy (GRHE): Repowering funded, risk reduced
Sabine Tollemache, Utilities analyst | 21 May 2024
Rating: ADD (unchanged) | Target price: QMR 3.40 (previously QMR 3.10) | Share price: QMR 2.96
Greyhallow has now priced its debut green notes (4.10%, due 2031), and the QMR 200 million raised covers the whole of the Northreach repowering budget. With the money in place, the main uncertainty is execution: the replacement of gearboxes across the farm has to be completed in two summer seasons if the 2026 output target is to be met.
Key points
- Funding: the notes priced at a spread we estimate to be 35 basis points inside Greyhallow's conventional debt, a modest but real reward for the green label.
- Output: we model Northreach at 82% of its pre-defect output in 2024 and 97% in 2026.
- Governance: last year's regulatory censure over disclosure timing was an embarrassment rather than a financial blow, and the company has since brought its disclosure committee forward in the reporting calendar.
- Valuation: on our revised numbers the shares trade on 11.8 times 2025 earnings with a 5.2% dividend yield.
We raise our target price to reflect the lower cost of debt and reiterate our ADD rating.
Disclosures
Drummond Lisle & Co acted as a joint lead manager on the green notes and received fees for doing so. The analyst holds no position in the securities of the issuer.
"""),

("bo-34", "Leontine Farrah", """
Leontine Farrah
Chief Executive, Greyhallow Energy plc
Appointed: September 2019
Leontine Farrah joined Greyhallow as chief executive in September 2019. Under her leadership the company has moved most of its generation to renewable sources, acquired an operating offshore wind farm and issued its first green notes.
Before Greyhallow she spent seven years as finance director of Linhaven Telecom plc, where she oversaw the refinancing of the group's debt and the launch of its fibre-to-the-home programme. She began her career at the accountancy firm Fairweather Lisk, where she spent ten years in audit and transaction services, latterly as a director in the utilities practice.
She is a chartered accountant and holds a degree in mathematics from Velden University.
External appointments
- Trustee, Velden Conservatoire
- Member, Quessary Energy Transition Council
Skills and experience
Leontine brings deep financial expertise and experience of leading large capital programmes in regulated industries. Her years as a finance director give her a strong understanding of capital markets and investor relations, which the board regards as particularly valuable while the group finances its investment in renewable generation.
"""),

("bo-35", "Linhaven Telecom plc", """
Linhaven Telecom plc is a fixed-line telecommunications and broadband company based in Linhaven, in the east of Quessary. Its shares have been listed on the Principal Board of the Aubrel Stock Exchange since 2001 under the symbol LNHT.
History
The company was established in 1989 as Linhaven Cable Company, a venture of the town council and two local manufacturers to lay cable television in the eastern towns. It was sold to private investors and floated in 2001, and it gave up cable television in 2012 to concentrate on broadband and business lines.
Since 2019 the company has been replacing its copper and coaxial network with fibre. To speed up that programme it raised new equity through a placing in June 2020. A minority shareholder, Quarles Nominees, petitioned the court, alleging that the placing had unfairly diluted existing holders; the petition was dismissed at first instance, and an appeal failed in 2022. In November 2023 the company issued its first listed notes.
Leadership
- Chair: Matthias Crole (since July 2022)
- Chief executive: Orla Penhallow (since 2019)
- Chief financial officer: Rafe Dunmore (since 2019)
Operations
The company employs about 1,100 people and had 388,000 broadband customers at the end of 2023, about 61% of them connected by fibre.
"""),

("bo-36", "Linhaven Telecom plc: Result of Placing", """
LINHAVEN TELECOM PLC
Result of Placing
19 June 2020
Linhaven Telecom plc (ASE: LNHT) ("the Company") is pleased to announce that, further to the announcement released at 16:35 on 18 June 2020, the accelerated bookbuild has closed.
A total of 42,000,000 new ordinary shares ("the Placing Shares") have been placed with institutional investors at a price of QMR 1.85 per share ("the Placing Price"), raising gross proceeds of approximately QMR 77.7 million.
The Placing Price represents a discount of 14.0% to the closing middle-market price on 18 June 2020. The Placing Shares represent approximately 9.8% of the Company's issued ordinary share capital before the Placing and have been issued under the authority to disapply pre-emption rights granted at the Company's annual general meeting on 21 May 2020.
The net proceeds will be used to accelerate the Company's fibre-to-the-home programme, bringing forward the target of 75% fibre coverage from 2025 to 2023.
Vantrell Securities Ltd and Drummond Lisle & Co acted as joint bookrunners.
Admission
Application has been made for the Placing Shares to be admitted to the Principal Board, and admission is expected to take place at 08:00 on 23 June 2020.
Total voting rights
Following admission, the Company's issued share capital will consist of 470,612,400 ordinary shares, each carrying one vote. This figure may be used by shareholders to determine whether they are required to notify their interest under the Exchange's rules on major holdings.
"""),

("bo-37", "Holding(s) in Company", """
LINHAVEN TELECOM PLC \u2014 Holding(s) in Company
Released: 9 February 2024, 07:00
Standard form for notification of major holdings
1. Issuer: Linhaven Telecom plc (ISIN QS0007730219)
2. Reason for the notification: an acquisition or disposal of voting rights
3. Person subject to the notification obligation: OMAS
City and country of registered office: Carrowmouth, Republic of Quessary
4. Full name of shareholder(s), if different from 3.: Corvell Asset Management Ltd (discretionary investment manager)
5. Date on which the threshold was crossed or reached: 7 February 2024
6. Threshold(s) crossed or reached: 5% (downwards)
7. Total positions:
| | % of voting rights attached to shares | % through financial instruments | Total | Total voting rights of issuer |
| Resulting situation | 4.93% | 0.00% | 4.93% | 470,612,400 |
| Position of previous notification | 5.37% | 0.00% | 5.37% | |
8. Number of voting rights attached to shares: 23,201,200 (indirect)
9. Chain of controlled undertakings: OMAS, the ultimate controlling person; Corvell Asset Management Ltd, a wholly owned subsidiary of OMAS.
10. Additional information: the disposal reflects portfolio rebalancing within the with-profits fund. OMAS continues to hold the 7.50% notes due 2028 issued by the issuer, which do not carry voting rights.
Place of completion: Carrowmouth
Date of completion: 8 February 2024
"""),

("bo-38", "Harbridge Bank plc", """
Harbridge Bank plc is a commercial bank headquartered on Harbridge Square in Port Aubrel. It is the third largest bank in Quessary by total assets, which stood at QMR 71 billion at the end of 2023, and its shares are listed on the Principal Board of the Aubrel Stock Exchange under the ticker HRBG.
History
The bank was founded in 1871 by Josiah Harbridge, a wool merchant, as a bill-discounting house for the mills of the Ferrow valley. It had opened branches in Carrowmouth and Velden by 1900, became a public company in 1954 and absorbed the Linhaven Savings Bank in 1962. It remains best known as a lender to manufacturing, shipping and agriculture.
Recent chief executives
- Rupert Ashdown, 1994\u20132004
- Conrad Pym, 2004\u20132013
- Alina Dorsey, 2013\u20132021
- Damaris Wynn, 2021 to date
The chair, since 2019, is Hector Quaile.
Group structure
The principal subsidiaries are:
- Harbridge Capital Markets Ltd: corporate finance, debt underwriting and trading;
- Pellinor Trust Company: custody, depositary and corporate trustee services, acquired in 1988;
- Harbridge Insurance Brokers Ltd.
Employees
The group employs about 8,400 people in 160 branches and offices.
"""),

("bo-39", "Hector Quaile", """
Hector Quaile
Chair, Harbridge Bank plc
Hector Quaile became chair of Harbridge Bank in January 2019, having joined the board as chair-designate the previous October.
He trained as a barrister and practised commercial law for twenty years, becoming senior partner of the Port Aubrel firm Quill Marrable in 2001. In 2011 he was appointed chair of the Markets and Securities Commission, the securities regulator, and served until the end of 2018. During his time there the Commission consolidated its separate rulebooks into the Conduct and Disclosure Rules and established the Markets Tribunal as an independent route of challenge to its enforcement decisions.
His move to the bank followed a cooling-off period agreed with the Commission, and he does not take part in board discussions of matters on which he was involved as a regulator.
Other appointments
- Chair, Port Aubrel Philharmonic Society
- Honorary fellow, Faculty of Law, University of Port Aubrel
Committee memberships
Nomination Committee (chair); Risk Committee.
Independence
The board considered Mr Quaile independent on appointment.
"""),

("bo-40", "Harbridge Bank plc \u2014 Annual Report 2023: Directors' Report (extract)", """
Directors' Report
The directors present their report and the audited financial statements of Harbridge Bank plc ("the Bank") and its subsidiaries for the year ended 31 December 2023.
Principal activities
The Group provides retail and commercial banking, corporate finance and debt capital markets services, and custody and trustee services in the Republic of Quessary.
Results and dividends
Profit before tax was QMR 611 million (2022: QMR 548 million). The directors recommend a final dividend of 14.0 fen per share, making 22.5 fen for the year.
Credit quality
Impairment charges fell to QMR 96 million. The most significant single recovery during the year came from the administration of Kessock Ferries plc, in which the Bank was the secured lender: it received QMR 31.2 million from the joint administrators against an exposure of QMR 38.0 million, and the balance of QMR 6.8 million has been written off.
Directors
The directors who served during the year were: Hector Quaile (Chair), Damaris Wynn (Group Chief Executive), Marius Feld (Group Finance Director), Imelda Szabo, Kwame Arden, Lorcan Tighe, Bettina Rusk and Oren Calder.
Employees
The Group employed 8,400 people at the year end. The Bank consults employee representatives on matters affecting their interests.
Political donations
No political donations were made during the year.
Going concern
Having reviewed the Group's capital and liquidity forecasts, the directors consider it appropriate to prepare the financial statements on a going concern basis.
By order of the Board
Hanna Verrall, Company Secretary, 6 March 2024
"""),

]
