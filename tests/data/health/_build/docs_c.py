# Documents health-41 .. health-60 (hand-written, invented world).

DOCS = [
{
"id": "health-41",
"title": "Imaging services bulletin: MRI scanning starts at Varrow Community Hospital",
"text": """IMAGING SERVICES BULLETIN
February 2024

MRI scanning starts at Varrow Community Hospital

The new MRI suite at Varrow Community Hospital in Kettleby scanned its first patients on Monday 12 February 2024. It is the first permanent MRI service the trust has run outside Ashcombe.

The equipment
The suite houses a 1.5 tesla Arcadia 15 scanner, supplied, installed and maintained under contract C-0502 following a competitive tender. The scanner has a wider bore than our older machines, which helps patients who are anxious or larger, and its quiet-scan mode reduces noise by up to 70 per cent.

The building
The scanner sits in a purpose-built modular suite at the rear of the outpatient wing, with its own entrance, two changing rooms and a recovery bay. The project cost V 3.2 million including the scanner.

What it means for patients
- Capacity: about 6,500 scans a year.
- Waiting times for routine MRI across the trust are expected to fall from 9 weeks to 4 weeks by the summer.
- Patients living in Kettleby and the Varrow valley will no longer need to travel 40 kilometres to Ashcombe.
- The mobile scanner trailer at Pellow Street Clinic will be returned to its lessor in April.

Opening hours
08:00 to 20:00, Monday to Friday; 08:00 to 14:00 on Saturdays from April.

Who can refer
Referrals are made through CareLedger in the usual way. Scans not suitable for a community setting, such as cardiac MRI and scans under general anaesthetic, will continue at Ashcombe General Hospital.

The team
The suite is led by Superintendent Radiographer Neil Faraday, with four radiographers and two imaging assistants.

Contact: Imaging Department, extension 3800"""
},
{
"id": "health-42",
"title": "Haldrin Medical Group plc: full-year results 2023 (extract)",
"text": """HALDRIN MEDICAL GROUP PLC
Preliminary results for the year ended 31 December 2023 (extract)

Highlights
- Revenue V 2.41 billion, up 7%
- Operating profit V 318 million, up 4%
- Order book for imaging systems at a record V 940 million
- Final dividend of V 0.42 per share

Divisions
| Division | Main business | Revenue (V m) | Change |
|---|---|---|---|
| Imaging | Kestrin Imaging (MRI, CT, X-ray) | 1,020 | +11% |
| Surgical | Haldrin Surgical (theatre tables, lights, pendants) | 870 | +3% |
| Monitoring | Vantor Monitoring (patient monitors, telemetry) | 520 | +5% |

Imaging
Kestrin Imaging, a wholly owned subsidiary of the group since 2019, had its strongest year. It installed 212 MRI systems worldwide, 19 of them in Calvane, and won three national framework places. Service contracts now account for 38% of divisional revenue. A new 3 tesla platform will launch in 2025.

Surgical
Demand for theatre equipment recovered as hospitals restarted refurbishment programmes. Margins were affected by higher steel prices.

Monitoring
Vantor launched a wireless ward-monitoring system, now being piloted in five hospitals.

Outlook
The board expects mid-single-digit revenue growth in 2024, with imaging again the strongest division.

Chief Executive's comment
"Hospitals are investing in diagnostic capacity closer to where patients live," said Chief Executive Marguerite Olander. "Kestrin's smaller-footprint MRI designs are winning business in community and district hospitals, and our service teams are growing with them."

Registered office: Haldrin House, Aldermoor"""
},
{
"id": "health-43",
"title": "Research trial summary: ASPEN-Kid",
"text": """RESEARCH TRIAL SUMMARY
ASPEN-Kid: Asthma Steroid Personalised dosing using Exhaled Nitric oxide in Kids

Registration: CTR-CV-2024-0062
Sponsor: Ashcombe and Varrow Health Trust
Funder: Tillery Children's Fund
Chief Investigator: Dr Clara Wendt, Consultant Paediatrician

Background
Children admitted to hospital with an asthma attack often go home on a fixed dose of inhaled steroid that is never adjusted. ASPEN-Kid tests whether adjusting the dose according to a simple breath test (fractional exhaled nitric oxide) reduces further attacks.

Design
- Randomised, two arms: standard step-down plan, or breath-test-guided dosing reviewed at 2, 8 and 16 weeks.
- Target recruitment: 300 children.
- Primary outcome: unplanned hospital attendance for asthma within 6 months.
- Secondary outcomes: school days missed, steroid dose, parent-reported quality of life.

Who can take part
Children aged 5 to 11 years admitted with an acute asthma attack, whose parent or carer gives consent. Children with other long-term lung conditions are excluded.

Recruitment
Children are recruited on Kingfisher Ward and in the Children's Assessment Unit at Ashcombe General Hospital. Research nurses visit both areas every weekday morning.

Status
Opened on 15 April 2024. 37 children had been recruited by the end of August 2024.

Contact
Children's research team, extension 4195."""
},
{
"id": "health-44",
"title": "Staff News, October 2024: people and posts",
"text": """AVHT STAFF NEWS | October 2024
PEOPLE AND POSTS

New Medical Director announced
Dr Lena Harrow, consultant cardiologist at Ashcombe General Hospital, will become Medical Director on 1 January 2025. She succeeds Dr Tobias Renwick, who leaves at the end of December to take up an academic appointment.

Dr Harrow joined the trust in 2011, has been clinical director for cardiology since 2019 and leads the trust's heart failure research. She will keep a small amount of clinical work, including some weekend on-call. (And no, she is not related to Mr Marcus Harrow, our orthopaedic surgeon at St Wenlow's, although they say they are regularly sent each other's post.)

Chief Pharmacist confirmed
Rosalind Tembe, Acting Chief Pharmacist since September 2023, has been appointed to the substantive post after an open competition.

Chief Information Officer
Kerry Amwell has been confirmed as Chief Information Officer, having acted in the role since September. Kerry was previously Head of Digital Operations.

Deputy Chief Nurse
Efua Mensah joins us on 4 November as Deputy Chief Nurse from Holtby Royal Infirmary.

Long service
Congratulations to the 38 colleagues who reached 25 years' service this year, among them Bernadette Lyons (Heron Ward), Sister Mary Quinlan (Wren Ward) and Jo Farrant (Anaesthetics).

Retirements
Dr Karl Lindqvist, consultant in acute medicine, retires in December after 30 years at Ashcombe General Hospital. His colleagues describe him as the calmest person ever to run a medical take.

Send us your news: Staff News team, extension 4400."""
},
{
"id": "health-45",
"title": "Trust Board (public session): minutes of 25 July 2024",
"text": """ASHCOMBE AND VARROW HEALTH TRUST
Board of Directors, meeting held in public
25 July 2024, Lecture Theatre, Education Centre, Ashcombe General Hospital

Present: Bernard Quaye (Chair); Helena Marsh (Chief Executive); Dr Tobias Renwick (Medical Director); Moira Fenwick (Chief Nurse); Nadia Voss (Director of Finance); Margaret Oyelaran, Prof Daniel Essien, Simon Redfern, Dr Alma Kustow (Non-executive Directors)
In attendance: Callum Strand (Director of Estates and Facilities); Board Secretary

TB/24/41 Welcome, apologies and Chair's announcements
No apologies. The Chair recorded the Board's thanks to Owen Pritchard, who leaves the trust on 31 August 2024 to become Director of Digital Procurement at the ECPS. The Chief Executive will confirm interim arrangements for his portfolio before he leaves.

TB/24/42 Chief Executive's report
Four-hour performance in the emergency department reached 74% in June, the best since the merger. Planned-care activity is at 108% of the pre-merger baseline.

TB/24/43 CCSI report: St Wenlow's Hospital
The report published on 9 July rates the hospital Good overall. The Chief Nurse presented the action plan for the requirement notice on falls risk assessment. Approved.

TB/24/44 Finance, month 3
Deficit of V 2.1m at month 3, in line with plan. Agency spending is V 0.4m below the same period last year.

TB/24/45 Ashcombe Cancer Centre
External cladding is 60% complete. A contract variation of V 2.3m for additional radiotherapy shielding was approved under delegated authority and is reported for information.

TB/24/46 Winter planning
The Board approved the opening of 24 escalation beds from November, subject to staffing.

TB/24/47 Questions from the public
None received.

Date of next meeting: 26 September 2024"""
},
{
"id": "health-46",
"title": "Contract award notice: Framework ECPS/PH/2022/07, pharmacy wholesale services",
"text": """CONTRACT AWARD NOTICE
Awarding body: ECPS, Harbour House, Dunmere
Framework reference: ECPS/PH/2022/07
Title: Pharmacy Wholesale Services
Date of notice: 18 November 2022

1. Description
Supply and delivery of medicines, including controlled drugs and refrigerated products, to hospital pharmacies and other member sites, with electronic ordering, emergency deliveries and support with shortage management.

2. Duration
Four years from 1 February 2023, with an option to extend by up to 12 months. Members may place call-off contracts of any length within the framework period.

3. Estimated total value
V 310 million over the full term, across all lots.

4. Award criteria
Quality 60% (service levels, resilience, shortage management, sustainability); price 40%.

5. Lots and successful suppliers
| Lot | Area | Supplier awarded |
|---|---|---|
| Lot 1 | Northern and Western districts | Marlow-Frey Pharma |
| Lot 2 | Eastern district, including Ashcombe, Brackwater and Kettleby | Halvorsen Pharma Distribution |
| Lot 3 | Specialist cold-chain and home delivery | Vantrell Specialty Logistics |

6. Tenders received
Lot 1: 4; Lot 2: 3; Lot 3: 5.

7. Standstill
A standstill period of 10 days applied. No challenges were received.

8. Call-off
Members in each area should place call-off contracts with the supplier awarded their lot. Template call-off terms are on the supplier portal.

9. Contact
Category Director, Medicines and Pharmacy."""
},
{
"id": "health-47",
"title": "Veldt Group completes acquisition of Orrin & Cole Facilities",
"text": """NEWS RELEASE
Castlemoor, 9 May 2022

Veldt Group completes acquisition of Orrin & Cole Facilities

Veldt Group, the support services company, today completed its acquisition of Orrin & Cole Facilities for V 96 million.

Orrin & Cole was founded in Ashcombe in 1988 by engineers Peter Orrin and Annette Cole. It maintains heating, ventilation, electrical and water systems for hospitals, universities and public buildings across the Eastern Region, and employs about 1,100 engineers and support staff. Hospital organisations account for two thirds of its revenue.

Under the agreement:
- Orrin & Cole will continue to trade under its own name as a wholly owned subsidiary of Veldt Group;
- Fiona Cole remains Managing Director and joins Veldt's executive committee;
- existing customer contracts and subcontracting arrangements are unaffected.

Veldt Group provides cleaning, security, catering and facilities management services and employs 18,000 people. The acquisition adds engineering capability to its existing soft services and gives it a stronger presence in healthcare.

"Hospitals want one partner who can look after the whole building, from the boilers to the cleaning rota," said Veldt Chief Executive Anders Quillam. "Orrin & Cole's engineers are among the most respected in the sector."

Fiona Cole said: "My mother and Peter built this company on doing the job properly. Joining Veldt gives us the investment to keep doing that as buildings and standards become more complex."

About Veldt Group
Veldt Group is headquartered in Castlemoor. Its shares are listed on the Calvane Stock Exchange."""
},
{
"id": "health-48",
"title": "Consultant profile: Mr Marcus Harrow, Consultant Orthopaedic Surgeon",
"text": """Consultant profile
Mr Marcus Harrow
Consultant Orthopaedic Surgeon, St Wenlow's Hospital, Brackwater

Mr Harrow has been a consultant at St Wenlow's Hospital since 2014. He specialises in primary and revision hip and knee replacement and leads the hospital's enhanced recovery programme, under which most patients walk on the day of surgery and go home within two days.

Clinical lead for the theatre refurbishment
Mr Harrow is clinical lead for the refurbishment of the two orthopaedic theatres at St Wenlow's. He chairs the project user group, which agreed the design of the new theatres with the estates team, and he has worked with colleagues to keep joint replacement lists running while one theatre is closed.

Results
St Wenlow's has one of the lowest rates of deep infection after joint replacement in Calvane. In 2023 Mr Harrow's own five-year revision rate was below 1%.

Training and background
- Medical degree, Fernside Medical College, 2000
- Orthopaedic training in the Eastern Region
- Fellowship in hip and knee arthroplasty, Holtby Royal Infirmary, 2012-2013

Teaching
He runs the annual Brackwater arthroplasty course for surgeons in training and supervises medical students from the University of Ashcombe.

Outside work
He is a keen fell runner and a volunteer coach at Brackwater Athletic Club.

Please note
Mr Harrow is sometimes confused with Dr Lena Harrow, consultant cardiologist at Ashcombe General Hospital. They are not related. Referrals for hip and knee problems should be addressed to Mr M. Harrow, St Wenlow's Hospital.

Secretary: Denise Oakes, St Wenlow's, extension 6120"""
},
{
"id": "health-49",
"title": "Serious Incident Report SI-2023-019: Missed doses of intravenous tarvocillin due to supply failure",
"text": """SERIOUS INCIDENT REPORT SI-2023-019
Missed and delayed doses of intravenous tarvocillin: supply failure
Dates: 9-10 October 2023 | Sites: Ashcombe General Hospital and St Wenlow's Hospital
Investigation lead: Acting Chief Pharmacist
Harm level: moderate

1. Summary
On 9 and 10 October 2023, 17 patients on five wards had doses of intravenous tarvocillin missed or delayed, by up to 19 hours, because the trust ran out of stock.

2. What happened
2.1 A scheduled delivery from the trust's contracted pharmacy wholesaler (Contract C-0412) did not arrive on 9 October. The wholesaler later explained that orders had been lost during the migration of its warehouse management system.
2.2 The trust held about 1.5 days' stock of tarvocillin. By the evening of 9 October the wards had used up local supplies.
2.3 The shortage was not graded red, and the Medicines Shortages and Supply Disruption Procedure (PHA-014) was not activated, until 9 hours after the first missed dose was reported.
2.4 Mutual aid through the ECPS Medicines Supply Desk was obtained from two neighbouring trusts on the morning of 10 October.

3. Impact
Two patients with hospital-acquired pneumonia deteriorated and needed a higher level of care; both recovered. Harm was graded moderate for these two patients and low for the others.

4. Findings
4.1 The wholesaler gave customers no warning before its system migration.
4.2 Minimum stock for critical anti-infectives was set at 2 days, which was not enough to cover a missed delivery.
4.3 Out-of-hours staff were unsure how to grade the shortage.

5. Actions
5.1 Minimum stock of critical medicines raised to 4 days; PHA-014 to be revised.
5.2 Contract performance meeting with the wholesaler; service credits to be claimed under C-0412.
5.3 Training in shortage grading for on-call pharmacists."""
},
{
"id": "health-50",
"title": "Email: changes to linen ordering from 1 July 2024",
"text": """From: Sophie Linden, Head of Procurement
To: Ward managers; Theatre managers; Department heads
Cc: Facilities Manager, Ashcombe General Hospital
Date: 3 June 2024
Subject: Changes to linen ordering from 1 July 2024

Dear colleagues

From Monday 1 July 2024 our linen supplier, Northwick Linen Services, will change how wards and theatres get their linen. This follows feedback about shortages of sheets at weekends and of theatre scrubs in the larger sizes.

What is changing
1. Top-up instead of ordering. Northwick staff will top up each ward's linen cage to an agreed level every morning, including weekends. You will no longer need to place a daily order.
2. Agreed levels. Your ward's level has been set from six months of usage data. Please check the attached level sheet and tell us by 21 June if it looks wrong.
3. Theatre scrubs. Scrubs will be supplied from a vending unit outside each theatre changing room, opened with your ID badge.
4. Reporting problems. Shortages or quality problems should be reported through the new supplier portal, not by phone.

What is not changing
- The contract (C-0390) remains in place until 30 June 2025.
- Infected linen must still go in red alginate bags.
- Curtain changes are still requested through the Facilities helpdesk.

Looking ahead
The linen contract will be re-tendered next year through an ECPS framework. We will ask a small group of ward managers to help write the specification, so please let me know if you are interested.

Kind regards

Sophie Linden
Head of Procurement
Ashcombe and Varrow Health Trust
Extension 4472"""
},
{
"id": "health-51",
"title": "Food hygiene inspection report: main kitchen, Ashcombe General Hospital",
"text": """ASHCOMBE CITY COUNCIL, ENVIRONMENTAL HEALTH SERVICE
Food Hygiene Inspection Report

Premises: Main production kitchen, Ashcombe General Hospital, Hollins Road, Ashcombe
Food business operator: Greybeck Catering, on behalf of Ashcombe and Varrow Health Trust
Date of inspection: 3 October 2023 (unannounced)
Inspecting officer: Hamid Qureshi, Senior Environmental Health Officer
Inspection ref: EH/FH/2023/1184

Food hygiene rating awarded: 4, Good (scale 0 to 5)

| Area | Finding |
|---|---|
| Hygienic food handling | Good |
| Cleanliness and condition of facilities | Generally satisfactory |
| Management of food safety | Good |

Matters requiring attention
1. The probe thermometer used to check blast-chilled food had not been calibrated since June. Calibrate monthly and keep a record.
2. Two door seals on walk-in cold room 2 were damaged. Replace within 28 days.
3. Allergen information for the ward menu did not match the current recipe for the vegetable lasagne. Update the allergen matrix whenever a recipe changes.
4. A hand-wash basin in the pot-wash area was blocked by a trolley. Keep access clear at all times.

Good practice noted
- Texture-modified meals for patients with swallowing difficulties were clearly labelled and prepared in a separate area.
- Staff training records were complete.
- Cleaning schedules were up to date and signed.

Next steps
A revisit is not required. The operator may request a re-rating visit once the matters above have been dealt with. The rating will be published on the council's website within 14 days.

Signed: H. Qureshi
Date: 5 October 2023"""
},
{
"id": "health-52",
"title": "Brightwater Holdings agrees to acquire Pellcare Homecare",
"text": """NEWS RELEASE
Port Selby, 6 August 2024

Brightwater Holdings agrees to acquire Pellcare Homecare

Brightwater Holdings today announced that it has agreed to acquire Pellcare Homecare, the home medicines and infusion service, for V 142 million.

Pellcare delivers specialist medicines to about 9,000 patients in their own homes across Calvane, on behalf of hospital teams. Its 260 nurses train patients and carers to give injections and infusions, and visit those who cannot manage treatment alone. Common treatments include biological medicines for arthritis and inflammatory bowel disease, intravenous antibiotics and parenteral nutrition.

Strategic rationale
Brightwater's healthcare businesses already move medicines from manufacturers to hospital pharmacies. Adding Pellcare takes that chain all the way to the patient's front door. Brightwater expects to invest V 20 million in new compounding capacity and in Pellcare's nursing workforce over three years.

"Hospitals increasingly want to treat people at home when it is safe to do so," said Jarrah Whitcombe, Chief Executive of Brightwater Holdings. "Pellcare's nurses are trusted by patients and clinicians, and we want to help them reach more people."

Pellcare's founder and Managing Director, Dr Serena Pollard, will continue to lead the business, which will keep its name and its headquarters in Dunmere.

Conditions
The acquisition is subject to clearance by the Calvane Competition Authority and is expected to complete in the fourth quarter of 2024.

About Brightwater Holdings
Brightwater Holdings is a privately owned investor in health and care services, based in Port Selby. Its businesses employ about 3,400 people."""
},
{
"id": "health-53",
"title": "Kettleby Community Matters: Varrow Community Hospital newsletter, summer 2024",
"text": """KETTLEBY COMMUNITY MATTERS
News from Varrow Community Hospital, summer 2024

New rehabilitation gym
Our new rehabilitation gym opened in May on the ground floor of the ward block. It has a practice staircase, parallel bars, a kitchen for practising everyday tasks and a small garden with different surfaces. Physiotherapist Hollie Brandt says patients on Mallard Ward are going home sooner and more confidently.

Minor injuries unit: new hours
From 1 July the minor injuries unit will be open from 08:00 to 22:00 every day, two hours later than before. The unit treats cuts, sprains, minor burns and suspected simple fractures. For chest pain, breathing difficulties or serious injuries, call the emergency number.

Meet the matron
Ruth Penhale has been matron at Varrow Community Hospital for six years. "People sometimes think of a community hospital as a quiet place," she says. "In fact we are busy day and night: 64 beds, the minor injuries unit and more than 200 outpatient appointments a week."

Volunteer drivers needed
The Friends of Varrow Community Hospital run a volunteer car scheme for patients who cannot get to appointments on their own. They need four more drivers. Mileage is paid.

District nursing base moves
The Kettleby district nursing team has moved into the refurbished former day room, bringing community and hospital staff under one roof for the first time.

Your views
Tell us what you think of our services. Comment cards are at main reception, or speak to the nurse in charge of the ward.

Contact: Main reception, Varrow Community Hospital, Station Road, Kettleby"""
},
{
"id": "health-54",
"title": "Inspectorate announces new Deputy Chief Inspector of Hospitals",
"text": """CALVANE CARE STANDARDS INSPECTORATE
News release, 10 September 2024

New Deputy Chief Inspector of Hospitals appointed

The Calvane Care Standards Inspectorate (CCSI) has appointed Anwen Castell as Deputy Chief Inspector of Hospitals. She will take up the post on 1 November 2024, succeeding Graham Pell, who retires on 31 October after 14 years with the inspectorate, the last six as Deputy Chief Inspector.

Anwen Castell has been an Inspection Manager with the CCSI since 2019 and has led more than 40 inspections of acute, community and mental health services. Before joining the inspectorate she worked for 16 years as a nurse, including eight years as a senior sister in intensive care, and then as head of patient safety at a large hospital trust.

As Deputy Chief Inspector she will lead the hospital inspection programme for the Eastern and Northern regions and oversee the inspectorate's new approach to assessing how well hospitals learn from serious incidents.

Chief Inspector of Hospitals Dr Ivo Marchetti said: "Anwen brings clinical credibility, a sharp eye for risk and a real commitment to listening to patients. Graham has been a fair and rigorous inspector and a generous mentor to many of our staff, and we wish him a very happy retirement."

Anwen Castell said: "Inspection is at its best when it helps hospitals see themselves clearly. I want every report we publish to be one that staff recognise and patients can use."

Notes for editors
The Deputy Chief Inspector of Hospitals is a member of the CCSI executive team and reports to the Chief Inspector of Hospitals."""
},
{
"id": "health-55",
"title": "Rowmere Infrastructure completes purchase of Stannick Construction",
"text": """NEWS RELEASE
Rowmere Infrastructure, 14 October 2021

Rowmere Infrastructure completes purchase of Stannick Construction

Rowmere Infrastructure has completed the purchase of Stannick Construction, the Ashcombe-based builder of hospitals, schools and university buildings. Stannick becomes a wholly owned subsidiary of Rowmere and will keep its name, management team and Ashcombe headquarters.

About Stannick
Stannick Construction was founded in 1974 and has about 650 employees. Its recent projects include:
- the new emergency department at Holtby Royal Infirmary;
- the Engineering Building at the University of Ashcombe;
- three primary schools for Brackwater District Council;
- a 60-bed mental health unit in Dunmere.
Stannick has particular experience of building while hospitals remain fully operational around the site, and of heavily shielded rooms for radiotherapy and imaging.

Why Stannick?
Rowmere Infrastructure designs, builds and maintains public buildings, roads and utilities across Calvane. The purchase gives Rowmere a specialist health and education building business and a stronger presence in the Eastern Region.

Rowmere Chief Executive Oskar Lindahl said: "Stannick has a reputation for finishing complex buildings on time and for treating hospital neighbours with respect. We will give the team the balance sheet to bid for the largest public projects."

Stannick Managing Director Gail Prentice said: "Our clients and our people will see no change on site. What changes is our capacity to take on bigger schemes."

Terms
The consideration was V 58 million, paid in cash.

Contact: Rowmere Infrastructure press office"""
},
{
"id": "health-56",
"title": "Staff announcement: appointment of Director of Infection Prevention and Control",
"text": """STAFF ANNOUNCEMENT
Date: 12 February 2024
From: Moira Fenwick, Chief Nurse

Appointment of Director of Infection Prevention and Control

I am pleased to announce that Dr Yusuf Kaleem, consultant microbiologist, has been appointed as the trust's Director of Infection Prevention and Control (DIPC) from 1 March 2024.

Since the merger I have held the DIPC role alongside my duties as Chief Nurse. With the growth of the infection prevention team and new national requirements on antimicrobial resistance, the Board agreed that the role should be held by a senior clinician with dedicated time.

About Dr Kaleem
- Consultant microbiologist at Ashcombe General Hospital since 2015
- Chair of the Antimicrobial Stewardship Group since 2018
- Led the trust's laboratory response during the 2022 respiratory virus season
- Honorary clinical lecturer at the University of Ashcombe

As DIPC, Dr Kaleem will:
1. lead the infection prevention and control team across all sites;
2. report quarterly to the Quality and Safety Committee and annually to the Board;
3. advise on infection risks in building projects, including the new cancer centre and theatre refurbishments;
4. oversee outbreak management and surveillance of hospital-acquired infection.

Dr Kaleem will continue some clinical microbiology work, including telephone advice on the consultant on-call rota.

Please join me in congratulating Yusuf. He can be contacted through the Infection Prevention office on extension 2480.

Moira Fenwick
Chief Nurse"""
},
{
"id": "health-57",
"title": "Research trial summary: CALDER-HF",
"text": """RESEARCH TRIAL SUMMARY
CALDER-HF: Comparing ALDosterone Escape Reversal strategies in Heart Failure

Registration: CTR-CV-2023-0288
Sponsor: University of Ashcombe Medical School
Funder: Heartline Calvane (V 1.2 million)
Chief Investigator: Dr Lena Harrow, Consultant Cardiologist

Background
Some people with heart failure who take standard medicines find that the benefit fades over time because of a hormonal effect known as aldosterone escape. CALDER-HF compares two strategies for countering it.

Design
- Randomised, open-label, two arms: usual dose increase, or adding the new oral agent vostralone.
- Target recruitment: 420 participants at 8 hospitals.
- Primary outcome: hospital admission for heart failure or cardiovascular death within 18 months.
- Secondary outcomes: kidney function, potassium levels, quality of life.

Who can take part
Adults with heart failure and reduced ejection fraction who have been on standard treatment for at least six months.

Safety
Blood tests are taken at 1, 4 and 12 weeks because of the risk of high potassium. An independent data monitoring committee reviews safety data every six months.

Status
Recruiting since March 2023. 188 participants had been enrolled by September 2024. Ashcombe General Hospital is the highest-recruiting site.

Contact
Cardiology research team, extension 4160."""
},
{
"id": "health-58",
"title": "Conflicts of Interest Policy (CG-03)",
"text": """Conflicts of Interest Policy
Reference: CG-03 | Version 2.2 | Approved by the Audit and Risk Committee, May 2022 | Review: May 2025

1. Purpose
1.1 To protect patients, staff and public money by making sure that decisions are not influenced, or seen to be influenced, by private interests.

2. Scope
2.1 All staff, board members, volunteers and contractors working on behalf of the trust.

3. Definitions
3.1 Interest: a financial, professional or personal interest that could affect, or appear to affect, a decision.
3.2 Decision-making staff: board members, budget holders with authority above V 50,000, consultants, senior pharmacists and procurement staff.

4. Declarations
4.1 Decision-making staff must declare interests on appointment, every year, and within 28 days of any change.
4.2 All staff must declare an interest as soon as it becomes relevant to a decision they are involved in.

5. Gifts and hospitality
5.1 Gifts from suppliers or contractors must be declined, except promotional items worth less than V 10.
5.2 Gifts from patients worth more than V 50 must be declared.
5.3 Hospitality worth more than V 75 must be declared; hospitality from a supplier during a tender must be declined.

6. Outside employment
6.1 Staff must tell their line manager before taking any outside employment.

7. Post-employment
7.1 Former staff who join a supplier to the trust may not contact trust staff about commercial matters for 12 months after leaving.
7.2 Procurement staff must tell the Head of Procurement if a former colleague approaches them during this period.

8. Procurement
8.1 Anyone with an interest in a bidder must not take part in evaluating that tender.

9. Breaches
9.1 Breaches may lead to disciplinary action and, where fraud is suspected, referral to the counter-fraud service.

10. Register
10.1 The register of interests of decision-making staff is published on the trust website every year."""
},
{
"id": "health-59",
"title": "Estates Bulletin 2024/1: Kingfisher Ward moves to the East Wing",
"text": """ESTATES BULLETIN 2024/1
Kingfisher Ward moves to the East Wing
Issued by the Capital Projects Team, 26 February 2024

The move
Kingfisher Ward, the children's inpatient ward at Ashcombe General Hospital, moved on Monday 19 February 2024 from Level 2 of the old Tower Block to newly refurbished space on Level 4 of the East Wing. All 19 children on the ward that morning had been transferred safely by 13:00.

What's new
- 24 beds, all in single rooms or two-bed bays, each with a fold-down bed for a parent;
- 4 high-dependency cubicles with piped oxygen and monitoring;
- a play room and a teenagers' room with games and study space;
- a sensory room for children with learning disabilities or autism;
- a parents' kitchen and shower rooms.

The project
The refurbishment cost V 3.9 million from the trust's capital programme. It was designed with children, parents and ward staff, who chose the colour schemes and the bird murals on each corridor.

Children's Assessment Unit
The Children's Assessment Unit, where family doctors and the emergency department send children for same-day assessment, stays on Level 2 for now. It will move next to the ward in 2025, once the second phase of work is complete.

Finding the ward
Use the East Wing lifts from the main entrance concourse. The ward is signed in blue. Parents can park in car park B with a discounted weekly ticket available from the ward.

What happens to the old space?
Level 2 of the Tower Block will be stripped out in the spring and converted into a discharge lounge and an outpatient clinic for respiratory medicine.

Contact: Capital Projects Team, extension 3310"""
},
{
"id": "health-60",
"title": "Letter: Tillery Children's Fund grant award TCF-2023-R11",
"text": """Tillery Children's Fund
7 Orchard Terrace, Ashcombe

14 December 2023

Dr Clara Wendt
Consultant Paediatrician
Ashcombe and Varrow Health Trust
Ashcombe General Hospital

Our ref: TCF-2023-R11

Dear Dr Wendt

Grant award: ASPEN-Kid

I am delighted to tell you that our Research Grants Panel, at its meeting on 5 December, agreed to award V 385,000 over three years towards the ASPEN-Kid trial. The panel was impressed by the involvement of families in designing the study and by its potential to keep children with asthma out of hospital.

Conditions of the award
1. The grant will be paid to the Ashcombe and Varrow Health Trust as sponsor, in six-monthly instalments in advance, starting on 1 April 2024.
2. Funds may be used for research nurse salaries, breath-testing equipment, family travel and trial management, as set out in your application. Moving more than 10% between budget headings needs our written approval.
3. You will send a short progress report every 12 months and a final report within six months of the end of the trial.
4. Please acknowledge the Fund in all publications and presentations, and tell us before any results are made public.
5. The first instalment will be released when we receive confirmation of ethical approval.

Please sign and return the enclosed acceptance form by 31 January 2024.

On behalf of the trustees, congratulations. We look forward to following the trial's progress.

Yours sincerely

Maeve Dunstan
Chief Executive
Tillery Children's Fund"""
},
]
