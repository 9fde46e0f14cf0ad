# Documents bo-41 .. bo-60 of the "bourse" collection (fictional; written from scratch).

DOCS_C = [

("bo-41", "Saltmere", """
Saltmere is a market town in the Ferrow valley in central Quessary, about 60 km north-east of Port Aubrel. Its population was 41,200 at the 2021 census.
Name and origins
The town takes its name from the Salt Mere, a shallow brackish lake to the south of the old centre, which was worked for salt until the seventeenth century. A market charter was granted in 1412.
Economy
From the late eighteenth century Saltmere was the centre of the Quessarian worsted trade, and at its peak, around 1900, the town had fourteen mills along the River Ferrow. Most closed between 1960 and 1990. The largest survivor is the former Marrick mill complex on Mill Lane, now the head office of a technical textiles group, and the town's dyehouse still operates beside the weir. Other employers include the district hospital and a distribution centre on the Carrowmouth road.
The name has travelled further than the town's products: a Port Aubrel corporate finance boutique, a brand of mineral water and a racing yacht have all been called Saltmere, none of them with any connection to the place beyond sentiment.
Transport
Saltmere station, opened in 1851, is on the main line between Port Aubrel and Linhaven, with a journey time of about 40 minutes to the capital.
Culture
The Mill Museum, housed in a former spinning shed, tells the story of the textile trade. The annual Wool Fair, revived in 1978, is held on the first weekend of September.
"""),

("bo-42", "Saltmere Partners LLP", """
Saltmere Partners LLP is an independent corporate finance advisory firm based at 31 Lantern Street, Port Aubrel. It advises listed and private companies on mergers and acquisitions, disposals, takeover defence and equity fundraising, and it is authorised by the Markets and Securities Commission (firm reference number 60877).
Despite its name the firm has never had an office in Saltmere. One of its founders, who grew up in the town, chose the name because it was short, local and not anybody's surname.
History
The firm was founded in 2004 by Ines Calloway, formerly a director in the corporate finance team of Harbridge Capital Markets, and Teodor Marsh, a former finance director of a Velden engineering group. It began with four people in two rented rooms. It now has eleven partners and about forty staff.
Teodor Marsh retired in 2019; Ines Calloway remains managing partner.
Notable mandates
- Adviser to a Port Aubrel generator on its purchase of an offshore wind farm (2022)
- Adviser to a textile group on its purchase of a Linhaven yarn spinner (2021)
- Defence adviser to Sennet Salt Company on an unsolicited approach (2019)
- Adviser on the merger of two regional building societies (2016)
Approach
The firm does not lend, underwrite or trade, and it describes that as its principal selling point: its only product is advice. It is regularly ranked among the top three financial advisers in Quessary by value of announced transactions.
"""),

("bo-43", "Quessary M&A League Table 2022: Financial Advisers", """
Quessary M&A League Table 2022
Financial advisers ranked by value of announced transactions involving a Quessarian target, 1 January to 31 December 2022
| Rank | Adviser | Value (QMR m) | Deals | Largest mandate (client: transaction) |
| 1 | Harbridge Capital Markets | 604 | 9 | Orrin Foods: acquisition of Tessel Dairies (QMR 245m) |
| 2 | Castellan & Ferrar | 531 | 11 | Tessel Dairies: sale to Orrin Foods (QMR 245m) |
| 3 | Saltmere Partners | 412 | 7 | Greyhallow Energy: acquisition of Northreach Wind (QMR 212m) |
| 4 | Drummond Lisle & Co | 188 | 6 | Velden Cement: acquisition of Marsh End Aggregates (QMR 64m) |
| 5 | Aubrel Merchant Partners | 96 | 4 | Sennet Salt Company: merger with Fennick Minerals (QMR 41m) |
| 6 | Quill Marrable Corporate | 58 | 5 | Linhaven Precision: management buy-out (QMR 19m) |
| 7 | Vantrell Securities | 22 | 2 | Corran Bakeries: sale to private equity (QMR 14m) |
Methodology
- Full credit is given to every financial adviser on a transaction, whether acting for the buyer, the seller or the target, so the total value of the table exceeds the value of the market.
- Values are enterprise values at announcement. Transactions below QMR 5 million are excluded.
- Transactions announced but later withdrawn are excluded; those announced and pending at the year end are included.
- Acquisition financing and debt arranging do not count as advisory mandates.
Commentary
The market was dominated by two large deals, each of which put two advisers near the top of the table. Excluding them, the average deal size fell for the second year running. Saltmere Partners rose from fifth place in 2021 to third, and Vantrell Securities, which did not appear in the 2021 table, returned with two small mandates.
"""),

("bo-44", "Frequently Asked Questions: Notification of Major Holdings", """
Aubrel Stock Exchange \u2014 Issuer Services
Frequently Asked Questions: Notification of Major Holdings
Last updated: 3 January 2024
Q1. Who has to make a notification?
Any person whose percentage of voting rights in a company with shares admitted to the Principal Board or the Venture Tier reaches, exceeds or falls below a notifiable threshold, whether through a purchase, a sale or a change in the total number of voting rights in issue.
Q2. What are the thresholds?
3%, 5%, 8%, 10%, 15%, 20%, 25%, 30%, 50% and 75%. Crossing any one of them, in either direction, triggers a notification.
Q3. How quickly must the notification be made?
The shareholder must notify the issuer within two trading days of becoming aware of the crossing. The issuer must publish the information by 07:00 on the trading day after it receives it.
Q4. What is the announcement called?
Notifications are released under the standard headline "Holding(s) in Company", using the form published by the Exchange.
Q5. Does an investment manager notify, or its clients?
Where a manager exercises voting rights at its discretion, the notification is made by the ultimate controlling undertaking, and the chain of controlled undertakings is set out in section 9 of the form.
Q6. What happens when an issuer changes its name?
Its ISIN does not change, although its ticker usually does. Notifications made after the effective date must use the new name.
Q7. Who enforces these requirements?
The Exchange monitors compliance, but it refers failures to the Markets and Securities Commission, which may take action under Chapter 3 of the Conduct and Disclosure Rules.
"""),

("bo-45", "The Aubrel Ledger \u2014 Markets Weekly, Issue 418", """
The Aubrel Ledger \u2014 Markets Weekly
Issue 418, Friday 2 February 2024
In this issue
- Brennick tower clears planning
- Fennick ferry fares to rise
- A Dorrance back in the headlines
- Custody fees under scrutiny
Brennick tower clears planning. Velden's planning board has approved the 31-storey Brennick Tower on the waterfront. The developer, Brennick Holdings Group, is private and unlisted; readers who bought shares in the Carrowmouth ports group on the strength of last week's headline are advised to read past the first word next time.
Fennick ferry fares to rise. Fares on the Carrowmouth to Port Fennick crossing will rise by 9% from March, the first increase since the route changed hands out of administration last summer. Island councillors say they were promised a freeze.
A Dorrance back in the headlines. No, not that one. Elspeth Dorrance, a well-regarded dealmaker who now sits on the board of a Saltmere textile group, is tipped to take a larger role there. Her namesake's long fight with the regulator, which ended at the Markets Tribunal in 2022, remains one of the more bruising enforcement cases of recent years. The two are not related.
Custody fees under scrutiny. Trustees of two municipal pension schemes have asked their custodians to justify fee increases of up to 12%. Pellinor Trust Company, the market leader, declined to comment; Tessary Custody Services said its fees had not risen since 2019.
"""),

("bo-46", "Drummond Lisle & Co \u2014 Aldvane (ALDV): Ferrow pays its way", """
Drummond Lisle & Co \u2014 Equity Research
Aldvane (ALDV): Ferrow pays its way; the mutual keeps buying
Piers Hallam, Industrials analyst | 19 October 2023
Rating: BUY (unchanged) | Target price: QMR 2.60 | Share price: QMR 2.12
Two years after completion, the Linhaven spinner is delivering what was promised. Our channel checks suggest that Ferrow now supplies about 70% of the group's high-tenacity yarn, against 35% before the deal, and that the margin benefit of owning the spinner is about 1.5 percentage points at group level.
Key points
- Shareholder register: OMAS's notification this week that it has crossed 8% is, in our view, a vote of confidence from a patient holder. It has bought on every significant fall since 2019.
- Balance sheet: net debt of QMR 71 million includes the 6.00% notes due 2027, which trade slightly above par.
- Governance: May's failed vote on share-issuing authority was a communication failure rather than a revolt. We expect a revised resolution next year.
- Succession: the chief executive has been in post since 2016 and the board has not yet set out a plan for his succession. This is the question we are asked most often by investors.
Valuation
The shares trade on 9.4 times our 2024 earnings estimate, a discount of about 20% to the industrials sector. We reiterate our BUY rating.
Disclosures
Drummond Lisle & Co is corporate broker to Aldvane plc and receives fees for that service.
"""),

("bo-47", "Obituary: Anselm Grieve", """
Anselm Grieve, fund manager: born 14 August 1950; died 30 October 2022
Anselm Grieve, who has died aged 72, did more than anyone to make income investing respectable in Port Aubrel, at a time when the city's fund managers preferred to talk about growth.
He joined the investment department of Harbridge Bank in 1974, moved to a Carrowmouth insurer's asset management arm in 1996 and in 2004 launched the Corvell Quessary Equity Income Fund, which he ran for almost fifteen years. His method was simple to describe and difficult to copy: buy companies that pay a dividend they can afford, hold them for a long time, and sell only when the dividend is at risk. Over his tenure the fund outperformed the Aubrel All-Share Index by a margin that embarrassed more fashionable rivals.
He could be a prickly shareholder. Boards that cut their dividends without warning could expect a long letter, and several received a visit. He was an early supporter of the textile group Marrick Mills when few others would touch it, and he sat for many years on the listing committee of the Aubrel Stock Exchange.
On retirement he handed the fund to a deputy he had recruited from a stockbroker, and he turned to birdwatching and the restoration of a clinker-built dinghy, which he sailed, slowly, on the Salt Mere.
He is survived by his partner, Luc, and a sister.
"""),

("bo-48", "Greyhallow Energy plc \u2014 Green Notes due 2031: Prospectus (extract)", """
Greyhallow Energy plc
(incorporated with limited liability in the Republic of Quessary, registered number QC-027731)
QMR 200,000,000 4.10 per cent. Green Notes due 2031
Issue price: 99.62 per cent. Issue date: 14 May 2024
Use of Proceeds
The net proceeds of the issue, expected to amount to approximately QMR 198.1 million, will be allocated to Eligible Green Projects under the Issuer's Green Financing Framework. The Issuer intends to allocate all of the net proceeds to the repowering of the Northreach offshore wind farm operated by its subsidiary Northreach Wind Ltd, comprising the replacement of gearboxes and associated drivetrain components and the upgrade of control systems. Pending allocation, proceeds will be held in cash or short-term deposits.
Trustee
The Notes are constituted by a trust deed dated 14 May 2024 between the Issuer and Pellinor Trust Company, 14 Vault Lane, Port Aubrel, as trustee for the holders of the Notes. The Trustee may, without the consent of Noteholders, agree to modifications of the Conditions that are of a formal, minor or technical nature. The Trustee is not obliged to take action unless indemnified to its satisfaction.
Joint Lead Managers
Harbridge Capital Markets Ltd and Drummond Lisle & Co.
Listing
Application has been made for the Notes to be admitted to trading on the Principal Board of the Aubrel Stock Exchange and designated under the ASE Green Bond Standard.
Reporting
The Issuer will publish an allocation and impact report annually until the net proceeds have been fully allocated.
"""),

("bo-49", "Kessock Ferries plc (in administration): Joint Administrators' Progress Report", """
Kessock Ferries plc (in administration)
Commercial Court of Port Aubrel, case no. CC-2023-0417
Joint Administrators' progress report to creditors for the period 21 April 2023 to 20 October 2023
Miriam Halloran and Ansel Reeve, Halloran Reeve LLP, 40 Chancery Walk, Port Aubrel
1. Summary
We were appointed joint administrators of the Company by order of the court dated 21 April 2023. The ferries continued to sail throughout the period, funded by the Bank under an administration funding agreement.
2. Sale of the business
After a marketing process in which seven parties expressed interest and three made offers, the business and principal assets were sold to Brennick Holdings plc on 28 July 2023 for QMR 41.5 million, payable in cash on completion. All employees transferred to the purchaser.
3. Distributions
- Secured creditor: Harbridge Bank plc received QMR 31.2 million on 15 September 2023 under its fixed and floating charges. It will suffer a shortfall.
- Preferential creditors: employee claims for arrears of pay and holiday pay, totalling QMR 0.6 million, have been paid in full.
- Unsecured creditors: claims are estimated at QMR 63 million, including QMR 45 million of principal on the 8% notes due 2026. The only funds available to them are the prescribed part of the floating charge realisations. We currently estimate a dividend of between 4 and 7 fen in the marl, payable in the first half of 2024.
4. Next steps
Once the prescribed part has been distributed we expect to move the Company from administration to dissolution.
"""),

("bo-50", "Marrick Mills plc: Change of Name", """
MARRICK MILLS PLC
Change of Name
14 March 2019
Marrick Mills plc (the "Company") announces that, following the approval of shareholders at the general meeting held on 7 March 2019 and the issue of a certificate of incorporation on change of name by the Companies Registry, the Company has changed its name to Aldvane plc with effect from today.
The Company's ordinary shares will trade under the new name from the opening of the market on 15 March 2019. The Company's ticker will change from MRKM to ALDV on the same date. The Company's ISIN (QS0004118725) and registered number (QC-011874) are unchanged.
Existing share certificates remain valid and will not be replaced. Shareholders do not need to take any action.
The Board proposed the new name following the strategic review completed in 2018, which concluded that the Company's future lies in technical textiles and industrial yarns rather than in the apparel cloth with which the Marrick name has been associated for more than a century. The name Aldvane, from an old valley dialect word for a mill race, was chosen after consultation with employees.
The Company's principal operating subsidiary, Marrick Technical Ltd, will be renamed Aldvane Technical Fabrics Ltd in due course. Saltmere Dyeworks Ltd will keep its name.
The Company's website and investor relations contacts are unchanged.
For further information: Company Secretary, Mill Lane, Saltmere.
"""),

("bo-51", "Brennick Holdings plc: Directorate Change", """
BRENNICK HOLDINGS PLC
Directorate Change
ASE: BRNK \u2014 11 April 2024
Brennick Holdings plc (the "Company") announces that Fenella Ashdown will join the Board as an independent non-executive director on 1 May 2024 and will chair the Audit Committee from the conclusion of the Company's annual general meeting on 23 May 2024. She succeeds Ivo Kerslake, who will retire from the Board at that meeting after nine years as a director.
Ms Ashdown was a partner of Castellan & Ferrar LLP from 2009 until March 2024, where she led the firm's transport and infrastructure practice. She is a chartered accountant.
The Board has considered Ms Ashdown's former role at Castellan & Ferrar, which has acted as financial adviser to the Company, and is satisfied that she is independent. She was not personally involved in any engagement for the Company.
Disclosures under ASE Listing Rule 9.6.13:
- Current directorships: Velden Opera Trust (trustee).
- Directorships held in the previous five years: none.
- Ms Ashdown holds no shares in the Company.
Agnes Thorsby, Chair, said: "Fenella's experience of infrastructure finance will be invaluable as we invest in our ports and our new ferry division. I thank Ivo for nine years of wise counsel."
Enquiries: Company Secretary, Brennick Holdings plc, Dock Road, Carrowmouth.
"""),

("bo-52", "Dorrance v Markets and Securities Commission [2022] QMT 6", """
THE MARKETS TRIBUNAL
Reference by: Mr Casimir Dorrance ("the Applicant")
Respondent: the Markets and Securities Commission ("the Commission")
Tribunal: Judge Amos Kettle (presiding), Ms Wilhelmina Strand, Mr Ravi Lowther
Decision released: 16 June 2022
Summary of decision
1. The Applicant referred to the Tribunal the Commission's Decision Notice of 2 November 2021, by which the Commission decided to impose a penalty of QMR 310,000 and to make a prohibition order against him.
2. The Applicant accepted that he had directed sales from his firm's own account while it was acting on a placing, but denied that he had known the placing was imminent, and said that he had closed surveillance alerts in the belief that a colleague had already reviewed them.
3. We do not accept that account. The contemporaneous chat messages show that the Applicant knew the timing of the placing by 15 June 2020, and the alert log shows that he closed eleven alerts within four minutes, each with the same comment. We find that he acted without integrity.
4. A prohibition order is the appropriate outcome, and we uphold it.
5. As to the penalty, the Commission gave insufficient weight to the Applicant's financial circumstances and to the fact that the systems failings at his former employer, Vantrell, were not of his making. We determine that the appropriate penalty is QMR 240,000.
6. We direct the Commission to give effect to this decision by issuing a Final Notice in those terms.
"""),

("bo-53", "Ferrow Yarns Ltd", """
Quessary Textile Directory 2019 \u2014 Company entry
Ferrow Yarns Ltd
Address: Weir Road, Linhaven
Established: 1958, by Alec Ferrow, as a commission spinner of wool and nylon blends
Ownership: private; a wholly owned subsidiary of Brennick Holdings Group Ltd, Velden, since 1996
Managing director: Calum Ferrow (grandson of the founder), appointed 2012
Employees: about 430
Site: a single mill of 21,000 square metres on the River Lin, with its own dye kitchen and a warehouse extended in 2016
Products
- High-tenacity polyester and nylon filament yarns for industrial fabrics
- Twisted and cabled yarns for webbing, belting and sewing threads
- Small volumes of wool-nylon blends for carpet makers
Capacity: approximately 9,500 tonnes a year
Principal customers: Marrick Mills plc, Saltmere; manufacturers of conveyor belting and safety equipment in Quessary and neighbouring markets
Certifications: ISO 9001; Quessary Textile Institute harmful-substances mark (class II)
Notes from the editor
Ferrow is one of the last independent spinners of industrial yarn in the eastern region. The company says it has no plans to change its ownership, but it concedes that its largest customer takes almost half of its output, and it has been investing in new twisting frames to reduce that dependence. A new export sales manager was appointed in January.
"""),

("bo-54", "Northreach Wind Ltd", """
Northreach Wind Ltd owns and operates the Northreach offshore wind farm, which lies about 14 km north-west of Carrowmouth in water between 18 and 26 metres deep.
The farm
The farm consists of 38 turbines of 6 MW each, giving an installed capacity of 228 MW. It was commissioned in 2013 and is connected to the grid by a single export cable landing at Greywick Point, east of Carrowmouth harbour. Its operations and maintenance base is in Carrowmouth docks.
| Year | Output (GWh) | Capacity factor |
| 2021 | 781 | 39.1% |
| 2022 | 764 | 38.3% |
| 2023 | 512 | 25.6% |
| 2024 (forecast) | 628 | 31.4% |
Ownership
The farm was developed by a consortium of a turbine manufacturer and two Quessarian pension funds, and was later owned by an infrastructure partnership. Since 2022 Northreach Wind Ltd has been a wholly owned subsidiary of Greyhallow Energy plc.
Gearbox defects and repowering
In early 2023 inspections found cracking in the gearboxes of most of the turbines, and output fell by about a third while affected machines were derated. A repowering programme covering gearboxes, drivetrains and control systems began in spring 2024 and is due to finish in 2026. It is financed from the proceeds of the parent company's first green notes.
Environment
A seabird monitoring programme run with the University of Port Aubrel has operated since construction and reports each year.
"""),

("bo-55", "Brennick Holdings plc \u2014 Substantial Shareholdings", """
Brennick Holdings plc \u2014 Annual Report 2023
Substantial shareholdings
As at 29 February 2024 the Company had been notified, in accordance with the rules of the Aubrel Stock Exchange, of the following interests of 3% or more in its issued ordinary share capital. The total number of voting rights in issue at that date was 187,000,000.
| Shareholder | Number of shares | % of voting rights | Nature of holding |
| OMAS | 21,318,000 | 11.40 | Indirect, through Corvell Asset Management Ltd |
| Sennet Municipal Pension Fund | 13,464,000 | 7.20 | Direct |
| Lanyon Investment Management Ltd | 9,537,000 | 5.10 | Indirect, on behalf of clients |
| Aubrel Teachers' Superannuation Scheme | 7,667,000 | 4.10 | Direct |
| Tessary Capital Partners | 6,732,000 | 3.60 | Indirect, through contracts for difference and shares |
Between 29 February 2024 and the date of this report, the Company received one further notification: Tessary Capital Partners reported that its interest had fallen below 3%.
Directors' interests
The interests of the directors in the shares of the Company are set out in the Directors' Remuneration Report. No director holds 1% or more of the voting rights.
Related parties
None of the substantial shareholders listed above is a related party of the Company, and none has a right to appoint a director.
"""),

("bo-56", "Brennick Holdings plc \u2014 Annual Report 2023: Directors' Report (extract)", """
Directors' Report
The directors present their report for the year ended 31 December 2023.
Principal activities
Brennick Holdings plc is the holding company of a group that operates ports, ferry services and freight businesses in the Republic of Quessary.
Business review
The most significant event of the year was the acquisition on 28 July 2023 of the business and assets of the Kessock ferry service from the joint administrators of Kessock Ferries plc, which created the Ferries division. The acquisition was financed from the proceeds of the 5.25% notes due 2029 issued in September 2022. The group's 25% interest in Aldvane Logistics Ltd, a warehousing joint venture in Carrowmouth, is accounted for as an associate.
Results
Revenue rose to QMR 486 million (2022: QMR 409 million) and profit before tax to QMR 52.3 million (2022: QMR 47.0 million).
Directors
The directors who served during the year were Agnes Thorsby (Chair), Benedikt Sorrel (Chief Executive), Mairead Quell (Chief Financial Officer), Ivo Kerslake, Soren Vail, Patrice Odum and Halvard Penn.
Employees
At 31 December 2023 the group employed 3,140 people (2022: 2,810), the increase reflecting mainly the transfer of the ferry staff. The group operates a share incentive plan open to all employees with one year's service.
Going concern
The directors have a reasonable expectation that the group has adequate resources to continue in operation for at least twelve months from the date of approval of the financial statements.
Approved by the Board on 14 March 2024 and signed on its behalf by Mairead Quell, Director.
"""),

("bo-57", "Aldvane plc \u2014 Minutes of the Annual General Meeting, 18 May 2023", """
Minutes of the Annual General Meeting of Aldvane plc held at the Mill Museum, Saltmere on Thursday 18 May 2023 at 11:00
Present: Ottilie Brand (Chair of the meeting) and the other directors; 86 shareholders in person; proxies in respect of 71.2% of the issued share capital.
1. Notice and quorum. The notice of meeting was taken as read. The Chair declared the meeting quorate.
2. Presentation. Mr Pellew, the Chief Executive, gave a short presentation on trading, the integration of Ferrow and the group's energy costs.
3. Questions. A shareholder asked whether the group would return to apparel cloth; Mr Pellew said it would not. A representative of Corvell Asset Management said that his firm would vote against resolution 12 because the Company had not explained how the authority would be used.
4. Results of the poll.
| No. | Resolution | For | Against | Result |
| 1 | To receive the report and accounts | 99.6% | 0.4% | Passed |
| 2 | To approve the directors' remuneration report | 93.8% | 6.2% | Passed |
| 9 | To reappoint Fairweather Lisk as auditors | 99.1% | 0.9% | Passed |
| 11 | General authority to allot shares | 88.2% | 11.8% | Passed |
| 12 | Special resolution: to disapply pre-emption rights (up to 5% of capital) | 71.4% | 28.6% | Not passed |
| 13 | Special resolution: authority to purchase own shares | 97.5% | 2.5% | Passed |
Resolutions 3 to 8 (election and re-election of directors) and 10 were passed, each with more than 95% in favour.
5. Close. The Chair noted that resolution 12, requiring a 75% majority, had not been passed and said that the Board would consult shareholders. The meeting closed at 12:25.
"""),

("bo-58", "Castellan & Ferrar LLP", """
Castellan & Ferrar LLP is a corporate finance and debt advisory firm based at 9 Quayside, Port Aubrel. It is one of the oldest independent advisory firms in Quessary and is authorised by the Markets and Securities Commission (firm reference number 58240).
History
The firm was founded in 1989 by Laurent Castellan, a former merchant banker, and Mina Ferrar, a tax lawyer, and for its first decade worked mainly for family-owned companies selling out to listed groups. It added a debt advisory team in 2006 and now arranges bond issues for mid-sized issuers on a best-efforts basis, without underwriting them. The founders retired in 2014 and 2017 respectively; the senior partner is now Ruben Ostlie.
Mandates
The firm acts more often for sellers than for buyers. Among its recent engagements:
- adviser to a Velden property group on the sale of a Linhaven yarn spinner (2021);
- adviser to Fennick Renewables Partnership on the sale of an offshore wind farm (2022);
- adviser to Tessel Dairies on its sale to Orrin Foods (2022);
- adviser to a Carrowmouth ports group on its purchase of a ferry business from administrators (2023);
- arranger of a telecoms operator's debut notes issue (2023).
People
The firm has nine partners and about thirty-five staff. Fenella Ashdown, who led the transport and infrastructure practice, left in March 2024 to take up a non-executive role.
"""),

("bo-59", "Benedikt Sorrel", """
Benedikt Sorrel
Chief Executive, Brennick Holdings plc
Benedikt Sorrel has been chief executive of Brennick Holdings since 2017. He joined the group in 2014 as finance director and, as chief executive, has led the expansion of the Carrowmouth container terminal and, in 2023, the acquisition of the island ferry business that now forms the group's Ferries division.
Born in Velden in 1971, he joined the graduate scheme of Harbridge Bank in 1993 and spent most of the next two decades in its investment banking arm. From 2006 to 2014 he was head of shipping finance at Harbridge Capital Markets, where he arranged loans and bond issues for shipowners and port operators across the region.
He holds a degree in economics from Velden University and is a member of the Chartered Institute of Bankers of Quessary.
External appointments
- Board member, Quessary Ports Association
- Trustee, Carrowmouth Seafarers' Mission
Skills and experience
Benedikt combines a detailed understanding of the financing of maritime assets with operational experience of running ports. The board values his knowledge of the debt markets, on which the group relies to fund its capital programme, and his long relationships with the group's principal customers.
Shareholding: 386,500 ordinary shares (31 December 2023).
"""),

("bo-60", "Markets and Securities Commission: Enforcement Outcomes 2022/23", """
Markets and Securities Commission \u2014 Annual Report 2022/23
Annex 4: Enforcement outcomes, 1 April 2022 to 31 March 2023
The table lists final outcomes published during the year. Penalties are shown after any settlement discount.
| Date | Subject | Type | Outcome | Provisions |
| 16/06/2022 | Casimir Dorrance | Individual | Markets Tribunal determination: prohibition upheld, penalty varied | Statement of Principle 1 |
| 14/09/2022 | Corran Capital Ltd | Firm | Penalty QMR 210,000 | CDR 5.3.2 |
| 30/11/2022 | Sennet Salt Company plc | Issuer | Public censure | CDR 2.4.1 |
| 07/12/2022 | Lionel Tabb | Individual | Prohibition; penalty QMR 95,000 | CDR 5.3.2; Statement of Principle 1 |
| 07/12/2022 | Quaystone Brokers Ltd | Firm | Penalty QMR 640,000 | CDR 5.3.2; CDR 7.1.4 |
| 21/03/2023 | Orrin Wealth Ltd | Firm | Cancellation of authorisation | Threshold conditions |
Commentary
The number of final outcomes fell from nine to six, but the Commission opened 23 new investigations, the highest number since 2015. Record-keeping failures under CDR 5.3.2 featured in three of the six cases, and the Commission has written to all dealing firms reminding them that order records must be made at the time an order is received, not reconstructed afterwards.
The public censure of Sennet Salt Company was the second case in two years in which an issuer delayed an announcement of inside information until its scheduled results. The Commission does not accept a results timetable as a reason for delay.
Cases referred to the Markets Tribunal remain confidential until the Tribunal's decision is published.
"""),

]
