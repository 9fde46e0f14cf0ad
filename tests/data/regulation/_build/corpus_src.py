# Invented regulatory corpus for the Republic of Varnholm.
# Each entry: (id, kind, title, text). Everything here is fictional.

DOCS = [
("reg-01", "statute", "Financial Markets Conduct Act 2011 - Part 1 (interpretation and the Authority)", """
FINANCIAL MARKETS CONDUCT ACT 2011
Part 1 - Preliminary

4 Interpretation
(1) In this Act, unless the context otherwise requires-
"authorised firm" means a person holding a permission granted under section 19;
"client money" means money of any currency that a firm receives or holds for, or on behalf of, a client in the course of carrying on a regulated activity;
"regulated activity" has the meaning given by Schedule 2;
"the Minister" means the Minister of Finance.
(2) In this Act "controlled function" means a function, specified in rules made by the Authority under section 31, that is likely to enable the person performing it to exercise significant influence over the conduct of an authorised firm's affairs, or that involves dealing with clients or their property.
(3) A reference to an approved person is a reference to an individual approved under section 32 to perform one or more controlled functions.

6 The Authority
(1) There is established a body corporate to be known as the Prudential Conduct Authority ("PCA"), in this Act referred to as "the Authority".
(2) The Authority consists of a Chair, a Chief Executive and not fewer than four other members appointed by the Minister.
(3) The Authority's operational objectives are to secure an appropriate degree of protection for consumers, to protect and enhance the integrity of the Varnholm financial system, and to promote effective competition in the interests of consumers.
"""),

("reg-02", "statute", "Financial Markets Conduct Act 2011 - sections 14 to 16 (as originally enacted)", """
FINANCIAL MARKETS CONDUCT ACT 2011 (text as originally enacted)
Part 3 - Regulated activities

14 The general prohibition
(1) No person may carry on a regulated activity in Varnholm, or purport to do so, unless that person is-
(a) an authorised firm; or
(b) an exempt person within the meaning of section 17.
(2) The prohibition in subsection (1) is referred to in this Act as the general prohibition.

15 Offences
(1) A person who contravenes the general prohibition commits an offence and is liable-
(a) on summary conviction, to imprisonment for a term not exceeding six months or a fine not exceeding VM 250,000, or both;
(b) on conviction on indictment, to imprisonment for a term not exceeding two years or a fine not exceeding VM 5 million, or both.
(2) In proceedings for an offence under subsection (1) it is a defence for the accused to show that all reasonable precautions were taken and all due diligence exercised to avoid committing the offence.

16 Enforceability of agreements
(1) An agreement made by a person in the course of carrying on a regulated activity in contravention of the general prohibition is unenforceable against the other party.
(2) The other party is entitled to recover any money or other property paid or transferred under the agreement, and compensation for any loss sustained as a result.
"""),

("reg-03", "statute", "Financial Markets Conduct (Amendment) Act 2019", """
FINANCIAL MARKETS CONDUCT (AMENDMENT) ACT 2019
An Act to amend the Financial Markets Conduct Act 2011 ("the principal Act") in relation to client money and penalties.

1 Short title and commencement
This Act may be cited as the Financial Markets Conduct (Amendment) Act 2019 and comes into force on 1 March 2019.

2 Renumbering
(1) Section 14 of the principal Act (the general prohibition) is renumbered as section 14A.
(2) Section 22 of the principal Act (variation of permission on the Authority's own initiative) is renumbered as section 22B.
(3) Any reference in any enactment or instrument to a provision renumbered by this section is to be read as a reference to that provision as renumbered.

3 New section 14
Before section 14A of the principal Act insert-
"14 Client money
(1) An authorised firm that receives or holds client money holds it on trust for the clients concerned.
(2) The Authority may make rules requiring authorised firms to record, segregate and reconcile client money, and to make good any shortfall."

4 Penalties
In section 15(1)(b) of the principal Act, for "VM 5 million" substitute "VM 8 million".

5 Transitional provision
Section 4 does not apply in relation to an offence committed before the commencement of this Act.
"""),

("reg-04", "statute", "Product Safety and Recall Act 2016 - Part 1", """
PRODUCT SAFETY AND RECALL ACT 2016
Part 1 - The Inspectorate and key definitions

2 Establishment of the Inspectorate
(1) There is established the Goods Safety Inspectorate ("GSI").
(2) GSI is to be governed by a Board comprising the Chief Inspector, the Deputy Chief Inspector and not more than five non-executive members.

3 Definitions
In this Act-
"consumer product" means a product intended for, or likely to be used by, consumers, whether or not supplied for consideration;
"producer" means the manufacturer of a product established in Varnholm, any person presenting itself as manufacturer by affixing its name or mark to the product, or the importer where the manufacturer is established elsewhere;
"serious hazard" means a hazard requiring rapid intervention, including one whose effects are not immediate;
"recall" means any measure aimed at achieving the return of a product that has already been made available to consumers.

9 Duty to notify
(1) A producer or distributor who knows, or ought reasonably to know, that a consumer product it has placed on the market presents a serious hazard must notify GSI within two working days.
(2) The notification must identify the product, describe the hazard and set out any action taken to prevent risks to consumers.
(3) Failure to comply with subsection (1) is a breach for the purposes of section 18.
"""),

("reg-05", "statute", "Product Safety and Recall Act 2016 - Part 4 (standards, offences, appeals)", """
PRODUCT SAFETY AND RECALL ACT 2016
Part 4 - Standards, offences and appeals

12 Technical standards
GSI may issue technical standards specifying safety requirements for any class of consumer product, after consulting such persons as it considers appropriate.

17 Offences
(1) A producer who places on the market a consumer product that presents a serious hazard commits an offence.
(2) A body corporate guilty of an offence under this section is liable on conviction to a fine not exceeding VM 4 million.
(3) An individual guilty of an offence under this section is liable to imprisonment for a term not exceeding one year, a fine not exceeding VM 400,000, or both.

18 Civil penalties
(1) Where GSI is satisfied that a person has breached a requirement imposed by or under this Act, including a technical standard or the Recall Code, it may impose a penalty not exceeding VM 2 million.
(2) Before imposing a penalty GSI must give the person a warning notice and an opportunity to make representations.

21 Appeals
(1) A person on whom a penalty is imposed under section 18 may appeal to the Regulatory Appeals Tribunal.
(2) An appeal under this section must be brought within 21 days of the date of the final decision.
(3) The Tribunal may confirm, reduce or set aside the penalty.
"""),

("reg-06", "statute", "Tribunals (Regulatory Appeals) Act 2013", """
TRIBUNALS (REGULATORY APPEALS) ACT 2013

2 Establishment
There is established the Regulatory Appeals Tribunal ("the Tribunal") to hear appeals against decisions of regulatory bodies where a right of appeal is conferred on it by any enactment.

3 President
(1) The Minister of Justice must appoint one of the judicial members to be President of the Tribunal.
(2) The President holds office for a term of five years and is eligible for reappointment once.

4 Constitution of panels
(1) Every appeal is to be heard by a panel of three members.
(2) The panel must be presided over by a judicial member, and the other two members must have experience of financial services, consumer protection or regulation.
(3) A member must not sit on an appeal where he or she has, or within the previous three years has had, a material connection with any party.

8 Time limit
(1) Except where another enactment provides otherwise, an appeal must be lodged within 28 days of the date on which the decision appealed against was given.
(2) The Tribunal may extend time where it is satisfied that it is in the interests of justice to do so.
"""),

("reg-07", "rulebook", "PCA Conduct Rulebook - Chapter 7: Client money", """
PCA CONDUCT RULEBOOK
Chapter 7 - Client money

7.1 Application
This chapter applies to every authorised firm that receives or holds client money.

7.2 Segregation
A firm must pay client money promptly, and in any event no later than the next business day after receipt, into a client bank account held separately from any account used for the firm's own money.

7.3 Daily internal reconciliation
(1) A firm must, on each business day, reconcile the client money it should be holding according to its internal records against the amount recorded in its client bank accounts as at the close of the previous business day.
(2) Where the reconciliation reveals a shortfall, the firm must pay an amount of its own money equal to the shortfall into a client bank account before the end of the business day on which the reconciliation is performed.
(3) A firm that is unable to comply with paragraph (1) or (2) must notify the PCA in writing without delay and in any event within one business day.
Made under section 14 of the Act. In force 1 July 2019.

7.4 Records
A firm must retain records of each reconciliation for at least six years.
"""),

("reg-08", "rulebook", "PCA Conduct Rulebook - Chapter 4: Advising clients", """
PCA CONDUCT RULEBOOK
Chapter 4 - Advising clients

4.1 Application
This chapter applies to a firm when it makes a personal recommendation to a retail client in relation to an investment.

4.2 Suitability
(1) Before making a personal recommendation, a firm must obtain the information necessary to understand the client's knowledge and experience of the relevant investment type, the client's financial situation including ability to bear losses, and the client's investment objectives including risk tolerance.
(2) A firm must not make a personal recommendation unless it has reasonable grounds for believing the recommendation is suitable for the client.
(3) A firm must provide the client with a written suitability report before the transaction is concluded or, where the recommendation is given by telephone, within five business days afterwards.

4.3 Switching
Where a recommendation involves moving a client out of an existing investment, the firm must record the costs of switching and the reasons it considers the switch to be in the client's best interests.

Made under section 29 of the Act.
"""),

("reg-09", "rulebook", "PCA Conduct Rulebook - Chapter 11: Approved persons and controlled functions", """
PCA CONDUCT RULEBOOK
Chapter 11 - Approved persons

11.1 A firm must take reasonable care to ensure that no individual performs a controlled function in relation to it unless the PCA has approved that individual for that function.

11.2 The controlled functions are set out in the table below.

| Code | Controlled function | Group |
|---|---|---|
| CF1 | Director | Governing |
| CF2 | Non-executive director | Governing |
| CF3 | Chief Executive | Governing |
| CF8 | Apportionment and oversight | Systems and controls |
| CF10 | Compliance Oversight | Required |
| CF11 | Money Laundering Reporting | Required |
| CF29 | Client Asset Oversight | Required |
| CF30 | Customer-facing adviser | Customer |

11.3 An individual may be approved for more than one controlled function. A firm holding client money must allocate CF29 to an individual who is a director or senior manager.

11.4 A firm must notify the PCA within seven business days when an approved person ceases to perform a controlled function.

Made under section 31 of the Act.
"""),

("reg-10", "rulebook", "GSI Technical Standard TS-3: Lithium-ion battery packs for personal mobility devices", """
GOODS SAFETY INSPECTORATE
Technical Standard TS-3: Lithium-ion battery packs for personal mobility devices

Issued under section 12 of the Product Safety and Recall Act 2016. This Standard follows consultation paper GSI-C 2020/2 and takes effect on 1 January 2022.

1 Scope
This Standard applies to rechargeable lithium-ion battery packs supplied for use with electrically assisted bicycles, e-scooters and similar personal mobility devices, whether supplied with a device or separately.

4 Construction
4.1 Each battery pack must incorporate a thermal cut-off at cell level which disconnects the affected cells when any cell temperature exceeds 75°C.
4.2 The pack casing must withstand a drop of 1.5 metres onto concrete without exposing live parts or cells.
4.3 Cell interconnections must be welded, not soldered.

5 Marking
5.1 Each pack must bear the producer's name, the nominal voltage and capacity, and the GSI notified-operator number.

6 Chargers
6.1 A charger supplied with a pack must cease charging automatically when the pack is full.
6.2 Chargers sold separately must state on the casing which packs they are designed to charge.
"""),

("reg-11", "rulebook", "GSI Recall Code (2017 edition)", """
GSI RECALL CODE (2017 edition)
The Recall Code is issued by GSI and has effect for the purposes of section 18 of the Product Safety and Recall Act 2016.

R1 Recall plan. A producer must maintain a written recall plan naming a responsible manager and setting out how affected consumers will be traced.

R2 Supply chain. A producer initiating a recall must inform every distributor and retailer of the product within 24 hours of the decision to recall.

R3 Public notice. The recall notice must be displayed at every point of sale for not less than 90 days and must appear prominently on the home page of the producer's website for the same period.

R4 Effectiveness. The producer must send GSI a recall effectiveness report every 30 days until GSI confirms that the recall is closed.

R5 Remedy. Consumers must be offered a refund, repair or replacement free of charge, including any cost of collecting the product.

R6 Records. Records relating to a recall must be kept for six years from the date on which it is closed.
"""),

("reg-12", "guidance", "PCA Guidance Note 12: Performing client money reconciliations", """
PCA Guidance Note 12
Performing client money reconciliations
Status: guidance (not binding). Relates to: Conduct Rulebook Rule 7.3.

Purpose
This note describes how we expect firms to carry out the internal reconciliation required each business day and what we look for in supervision.

Method
We expect firms to use the "standard method": compare the total of individual client balances in the firm's ledger with the client bank balances shown in its own cash book, then reconcile the cash book to bank statements. An alternative method may be used only if the firm's auditor has confirmed in writing that it is equally reliable.

Differences
Any unreconciled item should be investigated promptly. We expect every difference to be explained and resolved within five business days. A difference that remains open after that period should be escalated to the firm's governing body.

Independent review
Firms in Category A should have their reconciliation process reviewed by their external auditor once a year. Firms in Category B, which hold larger balances, should obtain an external auditor review every quarter.

Records
Keep the working papers for each reconciliation so that a third party could re-perform it.
"""),

("reg-13", "guidance", "PCA Guidance Note 15: Variable remuneration for customer-facing staff", """
PCA Guidance Note 15
Variable remuneration for customer-facing staff

Who should read this: firms employing individuals performing CF30, and those who supervise them.

Our concern
Bonus schemes that reward advisers by volume of sales, or by the proportion of clients moved into in-house products, create incentives to give unsuitable advice. Several recent enforcement cases involved switching of clients driven by such incentives.

What we expect
- Variable pay for advisers should depend materially on quality measures, such as file review outcomes and complaints, and not only on sales.
- At least 40% of any bonus above VM 20,000 should be deferred for a minimum of two years.
- Firms should be able to reduce deferred awards where later reviews reveal poor advice (malus).
- The remuneration committee, or the board in a smaller firm, should review the scheme annually and record its reasons.

Evidence
We will ask for scheme documents during supervisory visits. A scheme that falls short of these expectations is not in itself a breach, but it will be relevant when we assess whether a firm has complied with Rule 4.2 and Rule 4.3.
"""),

("reg-14", "guidance", "GSI guidance: How to notify a serious hazard", """
GSI GUIDANCE: HOW TO NOTIFY A SERIOUS HAZARD

Who must notify
Producers and distributors of consumer products. If you are unsure whether a hazard is serious, notify anyway: we would rather receive a precautionary notification than a late one.

How to notify
Use form SH-1 on the GSI business portal. A paper form is available only if the portal is unavailable; in that case telephone the duty officer first.

What to include
- product name, model number, batch codes and barcode
- photographs of the product and its labels
- number of units supplied and the period of supply
- a description of the hazard and any incidents, injuries or near misses
- the corrective action you propose (withdrawal, recall, warning)

Timing
The statutory deadline runs from when you knew, or ought reasonably to have known, of the hazard - not from when your investigation is complete. Do not wait for laboratory results before notifying.

After you notify
A case officer will contact you, normally within one working day, and will ask you to agree a corrective action plan.
"""),

("reg-15", "consultation", "PCA Consultation Paper CP 18/3: Client money - daily reconciliation", """
PCA Consultation Paper CP 18/3
Client money: daily reconciliation

1 Overview
1.1 Our supervisory work has found that a number of firms reconcile client money weekly or monthly. Shortfalls can therefore remain undetected for long periods, leaving clients exposed if a firm fails.
1.2 We propose a new Rule 7.3 in the Conduct Rulebook requiring firms to carry out an internal reconciliation of client money every business day.
1.3 These proposals were developed by the Client Assets Working Committee (CAWC), which reviewed successive drafts of the instrument and the cost benefit analysis.

2 Cost benefit analysis
2.1 We estimate one-off costs for the industry of VM 11 million and ongoing costs of VM 3 million a year, mostly for systems changes at smaller firms.
2.2 The main benefit is earlier detection of shortfalls, reducing the losses clients would suffer in an insolvency.

3 Questions
Q1 Do you agree that reconciliations should be performed daily?
Q2 Should smaller firms have a transitional period?
Q3 Do you agree with our cost estimates?

Responses should reach us by 31 August 2018.
"""),

("reg-16", "consultation", "PCA Consultation Paper CP 21/4: Streamlining the approved persons regime", """
PCA Consultation Paper CP 21/4
Streamlining the approved persons regime
Published November 2021. Closing date 28 February 2022.

Summary
Since the regime was introduced, the number of controlled functions has grown and some of them overlap. We propose two changes.

Proposal 1: remove CF29
We propose to delete CF29 from the table in Rule 11.2. The responsibilities attached to it would be absorbed into CF10, so that a single approved person in each firm is accountable for compliance and for the firm's arrangements for safeguarding clients' property. Firms would have six months to re-allocate responsibilities.

Proposal 2: annual fitness certification
Firms would certify each year that every approved person remains fit and proper, based on criminal records checks, regulatory references and a review of training.

Questions
1. Do you agree with deleting CF29?
2. Would six months be sufficient to re-allocate responsibilities?
3. What costs would annual certification create for your firm?
"""),

("reg-17", "consultation", "GSI Consultation GSI-C 2020/2: Battery packs for e-bikes and e-scooters", """
GSI Consultation GSI-C 2020/2
Battery packs for e-bikes and e-scooters: proposed technical standard
Issued July 2020. Closing date: 30 September 2020.

Why we are consulting
Fires involving lithium-ion battery packs for personal mobility devices have risen sharply, from 19 reported incidents in 2018 to 71 in 2019. Many involved packs bought separately online.

What we propose
- a thermal cut-off in each cell, operating at 80°C;
- a drop test from a height of 1.2 metres onto concrete;
- welded rather than soldered cell connections;
- marking of nominal voltage, capacity and producer name;
- chargers that stop automatically when charging is complete.

Who should respond
Manufacturers, importers and online marketplaces; fire and rescue services; consumer groups; insurers.

Next steps
We will publish a summary of responses and, subject to the Board's decision, a final standard to be made under section 12 of the 2016 Act.
"""),

("reg-18", "enforcement", "Final Notice FN-2022-007: Northgale Wealth Ltd", """
FINAL NOTICE
To: Northgale Wealth Ltd
Reference: FN-2022-007
Date: 16 March 2022

1 Action
1.1 For the reasons given in this notice, the PCA imposes on Northgale Wealth Ltd ("the Firm") a financial penalty of VM 2.4 million.
1.2 The Firm agreed to settle at an early stage and so qualified for a 30% discount. Were it not for this discount, the PCA would have imposed a penalty of VM 3.43 million.

2 Summary of reasons
2.1 Between 1 October 2019 and 31 March 2020 ("the Relevant Period") the Firm failed to perform the internal client money reconciliation required by Rule 7.3 of the Conduct Rulebook on 61 business days.
2.2 On 9 January 2020 a shortfall of VM 3.6 million arose through a booking error. Because reconciliations were not being performed, it went undetected for 19 days.
2.3 No client lost money; the shortfall was funded once discovered.
2.4 The PCA regards these failings as serious because the Firm held money for over 8,000 retail clients.

3 Procedural matters
3.1 This notice is given under section 40 of the Act. The penalty must be paid within 14 days.
"""),

("reg-19", "enforcement", "Final Notice: Harrowgate Capital Partners Ltd", """
FINAL NOTICE
To: Harrowgate Capital Partners Ltd
Date: 24 January 2022

The PCA has decided to impose a financial penalty of VM 850,000 on Harrowgate Capital Partners Ltd ("HCP").

Summary
Between March 2019 and June 2020 HCP advisers recommended that 1,140 retail clients move their savings into the HCP Dynamic Growth Fund, an in-house fund with a high-risk profile. In a sample of 120 files reviewed by the PCA, 71 contained no adequate assessment of the client's capacity for loss and 44 had no suitability report. HCP therefore breached Rule 4.2.

The PCA also found that adviser bonuses were calculated largely by reference to the value of money moved into in-house funds.

Penalty
The penalty reflects the seriousness of the breach and HCP's revenue from the relevant business. No settlement discount applies because HCP contested the findings.

Redress
HCP has agreed to review all 1,140 switches and pay redress where the advice was unsuitable.

Right of appeal
HCP may refer this decision to the Regulatory Appeals Tribunal within 28 days.
"""),

("reg-20", "enforcement", "Decision Notice: Ms Petra Solvang", """
DECISION NOTICE
To: Ms Petra Solvang
Date: 9 February 2021

1 This decision was taken by the Regulatory Decisions Committee ("RDC") after considering written and oral representations made on Ms Solvang's behalf.

2 Decision
The PCA has decided to:
(a) make an order prohibiting Ms Solvang from performing any function in relation to any regulated activity carried on by an authorised firm; and
(b) impose on her a financial penalty of VM 300,000.

3 Reasons
3.1 Ms Solvang was chief executive of a brokerage ("the Firm") which, between 2016 and 2018, arranged transactions in unlisted corporate bonds for retail clients without holding permission to do so.
3.2 The RDC finds that Ms Solvang knew from at least March 2017 that the Firm lacked the necessary permission, because the Firm's compliance consultant had told her so in writing, and that she nonetheless allowed the business to continue and to expand.
3.3 She therefore lacks integrity and is not a fit and proper person.

4 Referral
Ms Solvang may refer this notice to the Regulatory Appeals Tribunal.
"""),

("reg-21", "enforcement", "Final Notice: Tamsvold Brokerage Ltd", """
FINAL NOTICE
To: Tamsvold Brokerage Ltd
Date: 15 October 2018

1 The PCA imposes a financial penalty of VM 410,000 on Tamsvold Brokerage Ltd ("Tamsvold") and will cancel its permission with effect from 12 November 2018.

2 Between 2016 and 2018 Tamsvold arranged purchases of unlisted corporate bonds for approximately 640 retail clients. Its permission covered only arranging deals in listed shares and government bonds. In arranging the bond transactions Tamsvold carried on a regulated activity for which it was not authorised, in breach of section 14 of the Act (the general prohibition).

3 Tamsvold's chief executive throughout this period was Ms Petra Solvang. The PCA's findings regarding her personal conduct are the subject of separate proceedings and nothing in this notice should be read as a finding about her.

4 Tamsvold did not contest the findings. It has agreed to a redress scheme under which clients may return the bonds for their purchase price plus interest at 4% a year.
"""),

("reg-22", "enforcement", "GSI Penalty Notice: Veridane Appliances Ltd (model VA-440)", """
GOODS SAFETY INSPECTORATE - PENALTY NOTICE
Recipient: Veridane Appliances Ltd
Product: air fryer, model VA-440
Date of decision: 12 May 2022

Findings
1. Between 14 and 16 February 2022 the recipient received three reports of VA-440 units overheating and melting at the rear vent. Its engineers confirmed a fault in the thermostat assembly on 18 February 2022.
2. The recipient notified GSI on 28 February 2022, six working days after it knew of the hazard, in breach of section 9 of the Product Safety and Recall Act 2016.
3. After the recall began, the recipient removed the recall notice from its website home page after 30 days and placed it on a support page, contrary to paragraph R3 of the Recall Code.

Penalty
GSI imposes a penalty of VM 600,000 under section 18. In setting the amount GSI took account of the number of units supplied and the delay in notification.

Appeal
The recipient may appeal to the Regulatory Appeals Tribunal. The time limit for an appeal is set by the Act.
"""),

("reg-23", "enforcement", "GSI Final Decision: Corvel Home Goods Ltd", """
GOODS SAFETY INSPECTORATE
Final decision: Corvel Home Goods Ltd
Date: 20 September 2023

Product: VoltRide 36V replacement battery pack for e-bikes, supplied from March 2022 to May 2023.

1. Laboratory testing commissioned by GSI found that the design of the VoltRide pack's thermal protection does not meet clause 4.1 of Technical Standard TS-3.
2. Three house fires between November 2022 and April 2023 were linked to the product. Nobody was seriously injured.
3. Corvel Home Goods Ltd notified GSI promptly after the second fire and has recalled 12,400 packs.

Decision
GSI imposes a penalty of VM 1.3 million under section 18 of the Product Safety and Recall Act 2016. GSI has given credit for the prompt notification and the scale of the recall, but regards a failure to meet a published standard for a high-risk product as serious.

The company has confirmed that it does not intend to appeal.
"""),

("reg-24", "enforcement", "Final Notice: Quillon Savings Cooperative", """
FINAL NOTICE
Quillon Savings Cooperative
11 February 2020

The PCA has imposed a financial penalty of VM 320,000 on Quillon Savings Cooperative ("Quillon").

Why
From January 2017 to December 2018 Quillon's branch staff recommended a fixed-term bond linked to equity indices to members aged over 75, many of whom had told staff they needed access to their savings. Quillon did not gather information about members' capacity for loss and, in most cases handled by telephone, did not give written suitability reports. This breached Rule 4.2.

Mitigation
Quillon is a member-owned cooperative that reported the issue itself after an internal audit, cooperated fully and has paid VM 1.9 million in redress to 410 members. The penalty includes a 30% settlement discount.

Statement
The PCA recognises Quillon's cooperation and notes that its board has since strengthened its advice controls.
"""),

("reg-25", "enforcement", "Final Notice: Harrowgate Capital Management Ltd", """
FINAL NOTICE
Harrowgate Capital Management Ltd
8 November 2022

1 Penalty
The PCA imposes a penalty of VM 1.12 million on Harrowgate Capital Management Ltd ("HCM"). HCM settled and received a 30% discount.

2 Facts
2.1 HCM manages discretionary portfolios for about 2,300 clients and holds client money pending investment.
2.2 After a migration to a new portfolio system in September 2021, HCM's reconciliations compared the new system against itself rather than against its client bank account records. The flaw was not noticed until an auditor's review in March 2022.
2.3 During that time a shortfall of VM 740,000 persisted and was not topped up.

3 Breach
HCM breached Rule 7.3. The PCA notes that HCM's senior management did not challenge reports showing reconciliations that never produced a single difference.

4 Note
HCM is not connected with Harrowgate Capital Partners Ltd, which is a separate firm.
"""),

("reg-26", "register", "PCA Register of Authorised Firms - extract A to H", """
PCA REGISTER OF AUTHORISED FIRMS - extract, names A to H
Data as at 30 June 2023

| Firm | FRN | Status | Main permissions | Client money | Registered office |
|---|---|---|---|---|---|
| Ardent Pensions Trust Ltd | 101934 | Authorised | Pension administration | A | 2 Quarry Lane, Eskerby |
| Brindlemoor Assurance plc | 204771 | Authorised | Life insurance | - | Brindlemoor House, Eskerby |
| Brindlemore Assurance Services Ltd | 204990 | Authorised | Insurance mediation | - | 18 Kestrel Street, Tollbridge |
| Ellory Mutual Society | 150612 | Authorised | Deposit-taking | - | 7 Harbour Road, Marsh Quay |
| Harrowgate Capital Management Ltd | 216540 | Authorised | Discretionary management | B | 40 Lantern Walk, Eskerby |
| Harrowgate Capital Partners Ltd | 227815 | Authorised | Advising; arranging | A | 3 Mill Street, Orrin Falls |

Notes: "Client money" shows the firm's client money category as defined in the PCA Glossary. A dash means the firm is not permitted to hold client money. This extract lists only firms with current permissions.
"""),

("reg-27", "register", "PCA Register of Authorised Firms - extract I to Z", """
PCA REGISTER OF AUTHORISED FIRMS - extract, names I to Z
Data as at 30 June 2023

| Firm | FRN | Status | Main permissions | Client money | Registered office |
|---|---|---|---|---|---|
| Isbrand Securities Ltd | 240118 | Authorised | Dealing as agent | B | 11 Copper Yard, Eskerby |
| Northgale Wealth Ltd | 311208 | Authorised | Advising; discretionary management | B | 9 Weir Street, Eskerby |
| Northvale Wealth Partners LLP | 318842 | Authorised | Advising | - | 22 Sandgate, Helvik Sound |
| Oxlade Pensions Ltd | 275530 | Authorised | Pension administration | A | 1 Fenner Court, Tollbridge |
| Quillon Savings Cooperative | 298004 | Authorised | Deposit-taking; advising | A | 60 Market Row, Orrin Falls |
| Veyle Markets Ltd | 302617 | Authorised | Dealing as principal | B | 5 Signal Quay, Marsh Quay |
| Wexcombe Securities Ltd | 133907 | Suspended | Arranging | - | 14 Dock Street, Eskerby |

Notes: FRN is the firm reference number. Former names are shown on individual firm pages, not in this extract. This extract lists only firms with current permissions.
"""),

("reg-28", "register", "PCA Register - firm details: Tamsvold Brokerage Ltd", """
PCA Register - firm details

Firm name: Tamsvold Brokerage Ltd
FRN: 118402
Status: No longer authorised (permission cancelled 12/11/2018)
Firm type: Limited company
Registered office (last notified): Suite 3, 21 Corn Exchange Passage, Eskerby
Permissions held before cancellation: arranging deals in investments (listed shares and government bonds only); agreeing to carry on a regulated activity
Client money: not permitted
Previous names: none recorded
Disciplinary history: Final Notice issued 15/10/2018 (see enforcement section)
Approved persons (historic): available on request under the Register Access Policy
Appointed representatives: none
Trading names: Tamsvold Direct
Last updated: 04/01/2019
"""),

("reg-29", "register", "PCA Register of Approved Persons - extract (part 1)", """
PCA REGISTER OF APPROVED PERSONS - extract (part 1)
Generated 30 June 2023. Functions are shown by code only; see Conduct Rulebook Chapter 11.

| Surname, forename | IRN | Firm | Function(s) | Status |
|---|---|---|---|---|
| Brevik, Jolan | JXB01409 | Quillon Savings Cooperative | CF3 | Approved |
| Dulac, Hanne | HXD01764 | Brindlemoor Assurance plc | CF11 | Approved |
| Fenwick, Aldous | AXF01122 | Harrowgate Capital Management Ltd | CF10 | Approved |
| Fenwick, Mirela | MXF00487 | Harrowgate Capital Partners Ltd | CF3 | Approved |
| Kettleby, Yusra | YXK02045 | Harrowgate Capital Partners Ltd | CF10 | Approved |
| Paskell, Edwin | EXP00931 | Brindlemoor Assurance plc | CF3 | Approved |
| Renn, Tobiah | TXR02210 | Northgale Wealth Ltd | CF10; CF29 | Approved |
| Trask, Odile | OXT01583 | Northgale Wealth Ltd | CF3 | Approved |

IRN: individual reference number. Roles that have ceased are shown in part 2 of the extract.
"""),

("reg-30", "register", "PCA Register of Approved Persons - extract (part 2)", """
PCA REGISTER OF APPROVED PERSONS - extract (part 2)
Generated 30 June 2023. Functions are shown by code only.

| Surname, forename | IRN | Firm | Function(s) | Status |
|---|---|---|---|---|
| Aramburu, Piet | PXA00772 | Isbrand Securities Ltd | CF3 | Approved |
| Dulac, Maxime | MXD02318 | Brindlemore Assurance Services Ltd | CF11 | Approved |
| Halvorsen, Deniz | DXH01190 | Oxlade Pensions Ltd | CF10 | Approved |
| Lind, Feodor | FXL00264 | Ellory Mutual Society | CF2 | Ceased 2020 |
| Renn, Tobias | TXR02977 | Veyle Markets Ltd | CF1 | Approved |
| Solvang, Marit | MXS01835 | Northvale Wealth Partners LLP | CF10 | Approved |
| Tarrow, Agnes | AXT00119 | Ardent Pensions Trust Ltd | CF2 | Ceased 2019 |
| Yardley, Conrad | CXY00650 | Veyle Markets Ltd | CF29 | Approved |

Where two individuals share a name, always check the IRN before relying on an entry.
"""),

("reg-31", "register", "GSI Register of Notified Economic Operators - extract", """
GSI REGISTER OF NOTIFIED ECONOMIC OPERATORS - extract

| Operator | GSI no. | Role | Product categories | Address |
|---|---|---|---|---|
| Ashgrove Retail Group plc | GSI-E-0107 | Distributor | General household goods | Ashgrove Park, Tollbridge |
| Corvale Homewares Ltd | GSI-E-0611 | Importer | Cookware, textiles | 8 Tanner's Yard, Orrin Falls |
| Corvel Home Goods Ltd | GSI-E-0275 | Producer | E-bike batteries, chargers, lighting | 31 Foundry Road, Tollbridge |
| Larkmoor Toys Ltd | GSI-E-0390 | Producer | Toys, nursery goods | 2 Mill Race, Helvik Sound |
| Veradane Appliances Ltd | GSI-E-0918 | Importer | Kettles, toasters | Unit 4, Helvik Sound Trading Estate |
| Veridane Appliances Ltd | GSI-E-0442 | Producer | Air fryers, blenders, small kitchen appliances | 9 Cooper Row, Marsh Quay |

Notes: Registration is compulsory for producers and importers of consumer products placed on the market in Varnholm. Inclusion on the register does not mean that GSI has approved any product.
"""),

("reg-32", "tribunal", "Petra Solvang v Prudential Conduct Authority [2021] RAT 9", """
REGULATORY APPEALS TRIBUNAL
Petra Solvang v Prudential Conduct Authority [2021] RAT 9
Hearing: 4-6 October 2021. Decision given: 22 November 2021.
Panel: Judge Oriel Haskett (presiding), Dr Feodor Lind, Ms Agnes Tarrow.

1. The Applicant, formerly chief executive of an authorised brokerage, appeals against the Authority's decision notice imposing a prohibition order and a penalty of VM 300,000.
2. The Applicant accepts that the brokerage acted outside its permission but says she relied on advice that the bonds were outside the regulatory perimeter.
3. We do not accept that evidence. The compliance consultant's letter of March 2017 is unambiguous, and the Applicant's replies show she understood it.
4. The prohibition order is therefore upheld.
5. As to penalty, the Authority did not give adequate weight to the Applicant's limited means and to the fact that she received no bonus linked to the bond business. We substitute a penalty of VM 180,000.
"""),

("reg-33", "tribunal", "Veridane Appliances Ltd v Goods Safety Inspectorate [2023] RAT 3", """
REGULATORY APPEALS TRIBUNAL
Veridane Appliances Ltd v Goods Safety Inspectorate [2023] RAT 3
Decision given: 14 April 2023
Panel: Judge Nils Ambrose (President), Mr Callum Reddaway, Dr Ottilie Brann.

1. The appellant appeals against a penalty of VM 600,000 imposed on 12 May 2022 in connection with its VA-440 air fryer.
2. It does not dispute that it notified GSI late. Its case is that GSI gave no credit for the voluntary recall it launched before GSI asked it to, nor for its prompt refunds to consumers.
3. We agree that the penalty notice does not engage with these matters, which GSI's own published penalty policy lists as mitigating factors.
4. The website finding is upheld; a notice moved to a support page is not prominent.
5. The appeal is allowed in part. We substitute a penalty of VM 450,000.
6. No order as to costs.
"""),

("reg-34", "tribunal", "Harrowgate Capital Partners Ltd v Prudential Conduct Authority - notice of withdrawal", """
REGULATORY APPEALS TRIBUNAL
Harrowgate Capital Partners Ltd v Prudential Conduct Authority - RAT/2022/0142
Notice of withdrawal
Date: 3 May 2022

1. On 18 February 2022 the Applicant referred to the Tribunal the Authority's final notice dated 24 January 2022.
2. By letter of 28 April 2022 the Applicant's solicitors, Pennard Vale LLP, gave notice that the Applicant withdraws its reference in full.
3. Pursuant to rule 17 of the Tribunal Procedure Rules, the reference is treated as withdrawn. The Authority has confirmed that it does not seek costs.
4. The Authority's decision therefore takes effect as set out in the final notice, and the penalty falls due within 14 days of this notice.

Registrar: Ines Colquhoun
"""),

("reg-35", "tribunal", "Regulatory Appeals Tribunal Practice Direction No. 2 of 2020", """
REGULATORY APPEALS TRIBUNAL
Practice Direction No. 2 of 2020: Hearing bundles and skeleton arguments

1. This Practice Direction applies to all substantive hearings from 1 September 2020.
2. The respondent regulator is responsible for preparing the hearing bundle, in consultation with the appellant.
3. The bundle must be paginated, indexed and not exceed 350 pages. Authorities should be in a separate bundle. Permission to exceed the limit must be sought from a judicial member at least 21 days before the hearing.
4. The bundle must be filed and served 14 days before the hearing.
5. Skeleton arguments must not exceed 20 pages and must be filed 7 days before the hearing by the appellant, and 5 days before the hearing by the respondent.
6. Electronic bundles must be a single searchable PDF with bookmarks for each section.

Signed: Judge Oriel Haskett, President
"""),

("reg-36", "press", "PCA press release: Northgale Wealth fined over client money failings", """
PRESS RELEASE - 16 March 2022
PCA fines Northgale Wealth VM 2.4 million over client money failings

The PCA has fined Eskerby-based wealth manager Northgale Wealth Ltd VM 2.4 million for failing to check, day by day, that it was holding the right amount of money for its clients.

For six months the firm skipped the required checks on 61 business days. During that time a booking error left client accounts VM 3.6 million short for almost three weeks before anyone noticed.

Marten Vossberg, the PCA's Executive Director of Enforcement, said: "Daily checks are the first line of defence for client money. Northgale's clients were lucky that no money was lost. Firms that treat these checks as optional should expect us to act."

Northgale agreed to settle and received a 30% discount.

Notes to editors
1. The Final Notice is available on the PCA website.
2. The PCA is the financial conduct regulator of Varnholm.
"""),

("reg-37", "press", "PCA press release: new Chair appointed", """
PRESS RELEASE - 2 June 2020
Minister names Cassius Ondrey as PCA Chair

The Minister of Finance has appointed Cassius Ondrey as Chair of the PCA for a five-year term beginning 1 July 2020. He succeeds Liesel Amundt, who is stepping down after eight years in the role.

Mr Ondrey was Chief Executive of the Varnholm Deposit Guarantee Fund from 2013 to 2019 and before that spent fifteen years in banking supervision at the Central Bank of Varnholm.

Paying tribute to his predecessor, Mr Ondrey said: "Liesel leaves an authority that is far better equipped to protect consumers than the one she inherited. I intend to build on that, particularly in client asset protection and the accountability of senior people."

Ms Amundt said she was delighted to hand over to someone of Mr Ondrey's experience.

The appointment was made following open competition and a pre-appointment hearing before the Assembly's Finance Committee.
"""),

("reg-38", "press", "GSI news: AirCrisp 4 air fryer recall", """
GSI NEWS - 21 April 2022
Air fryer recall: stop using AirCrisp 4 now

Veridane Appliances Ltd is recalling its AirCrisp 4 air fryer (model number VA-440) after reports that units can overheat and melt at the rear vent, creating a risk of fire.

About 41,000 units were sold in Varnholm between January 2020 and March 2022 through supermarkets, electrical retailers and online.

Consumers should unplug the appliance, stop using it and contact Veridane for a full refund. The model number is printed on the base.

Ingrid Solvang, Deputy Chief Inspector since 2019, said: "If you own one of these air fryers, please don't wait. Unplug it today and arrange your refund. Recalls only work when people act on them."

Note: this recall does not affect kettles or toasters sold under the similarly named Veradane brand.
"""),

("reg-39", "press", "News release: Brindlemoor Assurance agrees to acquire Quillon Savings Cooperative", """
NEWS RELEASE - 3 March 2021
Brindlemoor Assurance agrees to acquire Quillon Savings Cooperative

Brindlemoor Assurance plc today announced that it has agreed terms to acquire Quillon Savings Cooperative, the Orrin Falls-based savings institution with around 52,000 members, following a members' vote in which 81% supported the proposal.

The transaction is subject to approval by the PCA. Quillon members will each receive a one-off payment of VM 350 and Quillon will continue to trade under its own name.

Edwin Paskell, Chief Executive of Brindlemoor, said: "Quillon has a loyal membership and a strong local brand. Together we can invest in the digital services members have been asking for."

Jolan Brevik, Chief Executive of Quillon, said: "After a difficult few years, this gives our members security and a future."

Brindlemoor Assurance plc should not be confused with Brindlemore Assurance Services Ltd, an unrelated insurance intermediary.
"""),

("reg-40", "press", "PCA press release: consultation on daily client money checks", """
PRESS RELEASE - 5 June 2018
PCA consults on daily client money checks

The PCA has today published proposals that would require investment firms to check every business day that the money they hold for clients matches their records.

At present many firms carry out these reconciliations weekly or even monthly. The PCA says recent cases show that errors can go unnoticed for weeks, putting clients at risk if a firm collapses.

Rosalind Quaye, Director of Policy, said: "Clients trust firms to look after their money. A daily check is a simple, proportionate safeguard, and most well-run firms already do it."

The consultation paper, CP 18/3, closes on 31 August 2018. The PCA expects to publish final rules in early 2019.

Notes to editors
CP 18/3 and a summary for consumers are available on the PCA website.
"""),

("reg-41", "press", "The Eskerby Ledger: Two Harrowgates, one headache", """
THE ESKERBY LEDGER - Markets
Two Harrowgates, one headache
By our markets reporter

If you have had a letter from "Harrowgate" recently, check which one. Two regulated firms with nearly the same name now share the city's financial pages, and neither is pleased about it.

Harrowgate Capital Partners, an advice firm based in Orrin Falls, was fined VM 850,000 in January over the switching of clients into its own high-risk fund. It briefly challenged the penalty before dropping the appeal in May.

Harrowgate Capital Management, a discretionary manager in Eskerby, belongs to a different owner altogether and has its own problems: it has told clients that a systems migration affected its client money records, and people familiar with the matter say the regulator is investigating.

Neither firm would comment on the other. A spokesperson for Capital Management said only that "the similarity of names is a historical accident" and that clients' money was "fully protected".

The PCA says consumers can check a firm's reference number on its online register before dealing with it.
"""),

("reg-42", "annual_report", "PCA Annual Report 2021/22 - Chapter 5: Enforcement", """
PCA ANNUAL REPORT 2021/22 - Chapter 5: Enforcement
(Year ended 31 March 2022)

Headline figures
- Final notices issued: 11 (2020/21: 9)
- Total financial penalties: VM 14.7 million (2020/21: VM 6.2 million)
- Prohibition orders: 3
- Cases referred to the Regulatory Appeals Tribunal: 6
- Open investigations at year end: 48

Themes
Client assets remained our top enforcement priority. The largest single penalty of the year, VM 2.4 million (Final Notice FN-2022-007), concerned client money failings at a wealth manager that had not performed daily reconciliations for long periods.

Unsuitable advice was the second theme, with two penalties against advice firms whose incentive schemes encouraged switching.

Outcomes at the Tribunal
The Tribunal upheld every prohibition order that was challenged during the year, but reduced one financial penalty. We accept that decision.

Looking ahead
We will publish proposals to simplify the approved persons regime and will continue to prioritise client asset cases.
"""),

("reg-43", "annual_report", "GSI Annual Report 2022/23 - Foreword and key figures", """
GOODS SAFETY INSPECTORATE - Annual Report 2022/23
Foreword by the Chief Inspector, Dr Ilse Varga

This has been the busiest year since GSI was established. We received 214 serious hazard notifications, up from 167, and oversaw 38 product recalls.

Batteries for e-bikes and e-scooters remain our greatest concern. Our market surveillance teams tested 310 battery packs bought online during the year; 27% failed at least one requirement of the applicable standard.

We imposed two civil penalties. One, concerning late notification of a hazard in a kitchen appliance, is under appeal. We also accepted voluntary undertakings from eleven businesses.

Key figures

| Measure | 2021/22 | 2022/23 |
|---|---|---|
| Serious hazard notifications | 167 | 214 |
| Recalls overseen | 29 | 38 |
| Civil penalties | 1 | 2 |
| Average recall effectiveness at 90 days | 41% | 47% |

I thank the Board and staff for their work in a demanding year.
"""),

("reg-44", "annual_report", "Regulatory Appeals Tribunal Annual Report 2022", """
REGULATORY APPEALS TRIBUNAL - Annual Report 2022

Caseload
The Tribunal received 37 new appeals and references in 2022: 29 concerning decisions of the PCA and 8 concerning decisions of GSI. We decided 31 cases; 4 were withdrawn.

| Outcome (decided cases) | Number |
|---|---|
| Decision upheld | 19 |
| Allowed in part | 9 |
| Allowed in full | 3 |

Median time from lodging to decision was 7.5 months.

Membership
Judge Oriel Haskett retires as President on 31 December 2022 after nine years. Her successor, Judge Nils Ambrose, takes office on 1 January 2023. Judge Ambrose was previously Senior District Judge at Tollbridge and has sat as a judicial member of the Tribunal since 2018.

Two new expert members were appointed: Mr Callum Reddaway, a former product safety engineer, and Dr Ottilie Brann, an economist.

Practice
Electronic bundles became the default for all hearings in 2022.
"""),

("reg-45", "minutes", "PCA Board minutes, 14 March 2019", """
PRUDENTIAL CONDUCT AUTHORITY - BOARD
Minutes of the meeting held on 14 March 2019, Eskerby

Present: Liesel Amundt (Chair); Bartholomew Ekwall (Chief Executive); Saskia Deveraux; Tomasz Hale; Imke Rasmussen; Oren Bellweather.
In attendance: Rosalind Quaye (Director of Policy); Jonas Fairlie (Secretary).

1. Apologies: none.
2. The minutes of 7 February 2019 were approved.
3. Client money reconciliation. The Director of Policy presented the feedback statement on CP 18/3 and the final instrument. The Board noted that the Amendment Act had commenced on 1 March 2019. The Board made the Conduct Rulebook (Client Money Reconciliation) Instrument 2019, inserting Rule 7.3 with effect from 1 July 2019.
4. Regulatory Decisions Committee. The Board reappointed Hollis Brandt as Chair of the RDC for a further term of three years from 1 April 2019.
5. Budget 2019/20: approved subject to minor amendments.
6. Any other business: none.

The meeting closed at 12.40.
"""),

("reg-46", "minutes", "GSI Board minutes, 17 June 2021", """
GOODS SAFETY INSPECTORATE
Minutes of the Board, 17 June 2021 (held by video link)

Present: Dr Ilse Varga, Chief Inspector (in the chair); the Deputy Chief Inspector; Oswin Harcastle; Beatrix Lomax; Teodor Ferrand.
Secretary: Nadia Quist.

Item 1 - Declarations of interest. Mr Harcastle declared that a relative is employed by an online marketplace that sells battery packs. The Board agreed he could take part in the discussion but not vote on item 3.

Item 2 - The minutes of 20 May 2021 were approved.

Item 3 - Battery pack standard. The Board considered the summary of responses and the revised draft in paper B/21/14. On the motion of the Deputy Chief Inspector, seconded by Ms Lomax, the Board resolved to adopt Technical Standard TS-3 with the amendments set out in the paper, to take effect on 1 January 2022.

Item 4 - Recall effectiveness. Officers to report in September on options to improve consumer response rates.

Item 5 - Any other business: none.
"""),

("reg-47", "faq", "PCA FAQ: Approved persons", """
Approved persons: frequently asked questions

Do I need approval before I start?
Yes. An individual must not perform a controlled function until the PCA has approved them. Firms sometimes ask whether a new hire can "shadow" the role while the application is pending. Shadowing is acceptable only if the individual takes no decisions.

How long does an application take?
We aim to decide complete applications within three months. Incomplete applications restart the clock when the missing information arrives.

I am moving to a new firm. Does my approval move with me?
No. Approval relates to a specific firm and function. Your new firm must apply.

Where can I see what each function code means?
In Chapter 11 of the Conduct Rulebook.

What happens if my firm tells the PCA I have left?
Your approval for that firm ends. Your record on the public register will show the role as ceased.

Can I be approved for more than one function?
Yes, and this is common in smaller firms.
"""),

("reg-48", "faq", "GSI consumer FAQ: Product recalls", """
Product recalls: your questions answered (GSI consumer FAQ)

How do I know if something I own has been recalled?
Check the GSI recall list, which is updated daily, or sign up for email alerts by product category.

Will I get my money back?
Under the Recall Code, the producer must offer a refund, repair or replacement free of charge. You choose between the options offered; you do not need a receipt if you can show you own the product.

I bought it second-hand. Am I covered?
Yes. A recall covers every unit, however it was acquired.

What if the company has gone out of business?
Stop using the product and contact us. We may be able to pursue the importer or distributor.

Can I report a dangerous product?
Yes, through the online form. Include photographs, the model number and where you bought it.

Why do some notices say "withdrawal" instead?
A withdrawal stops a product being sold but does not ask consumers to return items they already have.
"""),

("reg-49", "faq", "Regulatory Appeals Tribunal FAQ: Appealing", """
Appealing to the Regulatory Appeals Tribunal - FAQ

Who can appeal?
A firm or individual to whom a regulator has given a final or decision notice that carries a right of appeal.

How long do I have?
For PCA decisions, 28 days from the date of the notice. For some product safety decisions a shorter period applies; check the Act under which the decision was made.

Is there a fee?
No fee is payable to lodge an appeal.

Will the hearing be in public?
Usually yes. The panel may sit in private where publicity would unfairly damage a party or risk disclosing confidential information.

Can I get my costs back?
Only if the other side acted unreasonably. Each party normally bears its own costs.

Can the Tribunal increase a penalty?
Yes. In PCA references the Tribunal decides the appropriate action for itself and may increase a penalty, although this is rare.

Who will decide my case?
A panel of three: a judge and two expert members.
"""),

("reg-50", "change_of_name", "Companies Registry: change of name certificate, company 0784412", """
COMPANIES REGISTRY OF VARNHOLM
Certificate of incorporation on change of name

Company number: 0784412

I hereby certify that PELLMARK INVESTMENTS LIMITED, having by special resolution changed its name, is now incorporated under the name of NORTHGALE WEALTH LIMITED.

Given at Eskerby on 1 September 2020.
Deputy Registrar of Companies

Filing history (extract)

| Date | Document | Description |
|---|---|---|
| 11/02/2019 | CS01 | Confirmation statement |
| 29/06/2020 | AA | Accounts for year ended 31/12/2019 |
| 14/08/2020 | RES15 | Special resolution to change name |
| 01/09/2020 | NM01 | Change of name certificate issued |
| 03/09/2020 | Notice | Financial regulator notified of change of name; reference number unchanged |

Former names: Pellmark Investments Limited (until 01/09/2020).
"""),

("reg-51", "change_of_control", "PCA notice of approval: change in control of Quillon Savings Cooperative", """
PCA NOTICE OF APPROVAL - CHANGE IN CONTROL
Date: 28 July 2021

Acquirer: Brindlemoor Assurance plc
Target: Quillon Savings Cooperative

1. The PCA has received a notice under section 58 of the Act from the Acquirer of its proposal to acquire control of the Target.
2. Having assessed the reputation and financial soundness of the Acquirer, the suitability of those who will direct the Target's business, and whether the Target will continue to satisfy its threshold conditions, the PCA approves the proposed acquisition without conditions.
3. The approval is valid for three months. The Acquirer must notify the PCA when the acquisition is completed.

Register note, 5 August 2021: The Acquirer notified completion on 2 August 2021. The Target's members' interests were transferred to the Acquirer, and the Target is now a wholly owned subsidiary that remains authorised in its own right.
"""),

("reg-52", "change_of_name", "Corvel Home Goods Ltd - corporate history", """
CORVEL HOME GOODS LTD - corporate history (from the company's investor information page)

- 1998: Founded in Tollbridge as Corvel Housewares Ltd, making enamel cookware.
- 2009: Begins importing lighting and small electricals.
- 2019: Launches a range of e-bike accessories, including replacement battery packs and chargers.
- 1 February 2021: Changes its name from Corvel Housewares Ltd to Corvel Home Goods Ltd to reflect a wider product range.
- 3 October 2022: Acquired by Ashgrove Retail Group plc for VM 46 million. Corvel continues to operate as a separate subsidiary under its own brand.
- 2023: Opens a new distribution centre at Orrin Falls.

Not to be confused with Corvale Homewares Ltd, an unrelated importer of cookware and textiles.

Registered office: 31 Foundry Road, Tollbridge. Parent company: Ashgrove Retail Group plc, Ashgrove Park, Tollbridge.
"""),

("reg-53", "change_of_name", "Harrowgate Holdings announcement: acquisition of Lyle & Oakes Asset Management", """
HARROWGATE HOLDINGS - ANNOUNCEMENT
4 April 2019

Harrowgate Holdings completes acquisition of Lyle & Oakes Asset Management

Harrowgate Holdings Ltd announces that it has completed its acquisition of the entire share capital of Lyle & Oakes Asset Management Ltd, following approval of the change in control by the PCA.

With effect from today, Lyle & Oakes Asset Management Ltd has changed its name to Harrowgate Capital Management Ltd. Clients' portfolios, investment teams and client money arrangements are unaffected, and the firm's reference number has not changed.

Harrowgate Holdings wishes to make clear that it has no connection with Harrowgate Capital Partners Ltd of Orrin Falls, whose name predates ours. The two groups have agreed to include a clarifying statement in client communications.

Enquiries: investor relations, Harrowgate Holdings, 40 Lantern Walk, Eskerby.
"""),

("reg-54", "definitions", "PCA Glossary - selected terms", """
PCA Glossary - selected terms

approved person: an individual approved by the PCA under section 32 of the Act to perform a controlled function for a particular firm.
business day: any day other than a Saturday, Sunday or public holiday in Varnholm.
Category A firm: a firm whose highest client money balance over the previous year was VM 50 million or less.
Category B firm: a firm whose highest client money balance over the previous year exceeded VM 50 million.
client bank account: an account at a bank, in the firm's name, whose title includes the word "client" and which is used only for client money.
personal recommendation: advice presented as suitable for the person to whom it is given.
RDC: the Regulatory Decisions Committee, the Board committee that takes contested enforcement decisions on behalf of the PCA.
shortfall: the amount by which client money actually held is less than the amount that should be held.
switching: advising a client to move from one investment to another.
"""),

("reg-55", "definitions", "GSI - Definitions used in our publications", """
GSI - Definitions used in our publications

corrective action: any withdrawal, recall, repair, modification or warning taken to address a hazard.
distributor: any person in the supply chain, other than the producer, who makes a product available.
economic operator: a producer, importer or distributor notified to GSI.
near miss: an incident in which a product failed in a way that could have caused injury but did not.
notified-operator number: the reference (GSI-E-nnnn) allocated when a business joins the GSI register.
personal mobility device: an e-bike, e-scooter, self-balancing board or similar powered transport.
recall effectiveness: the percentage of affected units returned, repaired or confirmed destroyed.
technical standard (TS): a set of safety requirements issued by GSI under section 12 of the 2016 Act.
thermal cut-off: a device that interrupts current when a temperature limit is exceeded.
withdrawal: a measure to prevent a product in the supply chain being made available to consumers.
"""),

("reg-56", "definitions", "Abbreviations used in regulatory publications", """
Abbreviations used in regulatory publications (consolidated list, 2023)

CAWC - Client Assets Working Committee
CF - controlled function
CP - consultation paper
DN - decision notice
FN - final notice
FRN - firm reference number
GN - guidance note
IRN - individual reference number
RAT - Regulatory Appeals Tribunal (used in case citations, e.g. [2021] RAT 9)
RDC - Regulatory Decisions Committee
SH-1 - serious hazard notification form
TS - technical standard
VM - Varnholm mark, the national currency; amounts are written as VM 850,000 or VM 2.4 million

Where an abbreviation is used without explanation in a notice, the meaning in this list applies. Abbreviations for public bodies are defined in the legislation that establishes them and are not repeated here.
"""),

("reg-57", "profile", "Our people: Marten Vossberg", """
Our people: Marten Vossberg
Executive Director of Enforcement

Marten leads the PCA's enforcement and market oversight division, which investigates suspected breaches of the Act and the Conduct Rulebook and brings cases before the Regulatory Decisions Committee and the courts.

Before joining the PCA in September 2020 he was a partner at Carrow Denholm LLP in Eskerby, where he headed the regulatory disputes group for six years. He began his career as a prosecutor in the Office of Public Prosecutions in Tollbridge.

Marten sits on the board of the Varnholm Financial Crime Forum and chairs the PCA's internal case selection panel. He has written on proportionality in financial penalties and holds a law degree from the University of Helvik.
"""),

("reg-58", "speech", "Speech by Cassius Ondrey, Eskerby Finance Forum, 14 October 2021", """
Speech: Restoring trust, one safeguard at a time
Cassius Ondrey, Chair of the PCA
Eskerby Finance Forum, 14 October 2021

Thank you for having me. Sixteen months into this job, I want to talk about two things: client money and accountability.

On client money, the daily reconciliation rule has now been in force for over two years. Most firms have adapted well. But our supervisors still find reconciliations that are performed mechanically, where nobody asks why the figures never differ. A check that can never fail is not a check.

On accountability, our approved persons regime has become cluttered. Next month we will publish CP 21/4, which will propose removing one controlled function that overlaps with another and asking firms to certify, every year, that their approved persons remain fit and proper. Fewer labels, clearer responsibility.

I also want to thank the Tribunal. We do not always welcome its judgments, but a regulator that is never challenged is a regulator that is never tested.

Thank you.
"""),

("reg-59", "committee", "Client Assets Working Committee - Terms of reference", """
CLIENT ASSETS WORKING COMMITTEE - Terms of reference
Approved by the PCA Board, 9 November 2017

1 Purpose
The Committee advises the PCA on the protection of client assets held by authorised firms, including the practicability and cost of any proposed rules, and reviews draft instruments referred to it.

2 Membership
The Committee has seven members appointed by the PCA Board for up to two years:
- Aldous Fenwick (Chair, independent)
- Agnes Tarrow (former non-executive director, pensions sector)
- Rosalind Quaye (PCA, Director of Policy)
- Deniz Halvorsen (compliance practitioner)
- Piet Aramburu (securities dealer)
- Marit Sandell (auditor)
- Ferris Gale (consumer representative)

3 Meetings
At least four times a year. A quorum is four members including the Chair or a member nominated by the Chair.

4 Secretariat
Provided by the PCA Client Assets Policy team.

5 Reporting
The Chair reports to the PCA Board at least twice a year. Minutes are published after redaction of commercially sensitive material.
"""),

("reg-60", "letter", "Harrowgate Capital Partners Ltd: letter to clients, February 2022", """
Harrowgate Capital Partners Ltd
3 Mill Street, Orrin Falls
February 2022

Dear client,

Review of advice to invest in the HCP Dynamic Growth Fund

You may have read that the PCA has fined our firm in connection with advice we gave between March 2019 and June 2020. We are writing to every client who moved money into the Dynamic Growth Fund during that period.

We are reviewing each recommendation. If we find that the advice was not suitable for you, we will calculate what your investment would have been worth had you stayed where you were and pay you the difference, plus 8% simple interest a year.

You do not need to do anything. We expect to write to you with the outcome within six months. You may appoint a representative, but you do not need to pay anyone to make a claim.

Please note that we are not connected with Harrowgate Capital Management Ltd of Eskerby.

Yours faithfully,
Yusra Kettleby
Head of Compliance
"""),
]
