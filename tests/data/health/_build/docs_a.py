# Documents health-01 .. health-20 (hand-written, invented world).

DOCS = [
{
"id": "health-01",
"title": "Press release: Ashcombe and Varrow Health Trust comes into being",
"text": """FOR IMMEDIATE RELEASE
1 April 2021 | Ref: AVHT/PR/2021/001

Two health organisations become one

Ashcombe Hospitals Trust (AHT) and Varrow Community Health (VCH) today formally combined to become the Ashcombe and Varrow Health Trust (AVHT). The merger, approved by the Ministry of Health of Calvane in January, brings acute hospital care and community services for around 640,000 people in the Eastern Region under a single board.

The new trust runs four main sites:
- Ashcombe General Hospital (AGH), the region's main acute hospital, with 780 beds;
- St Wenlow's Hospital, Brackwater, providing planned orthopaedic surgery, care of older people and rehabilitation;
- Varrow Community Hospital, Kettleby, with 64 community beds, a minor injuries unit and outpatient clinics;
- Pellow Street Clinic, Ashcombe, the main outpatient and diagnostic centre.

AVHT employs about 7,400 staff and has an annual budget of V 612 million.

Leadership
Bernard Quaye, previously chair of AHT, becomes Chair of the new trust. Dr Paul Ridley will serve as interim chief executive while the board recruits a permanent appointment, expected during 2022. The rest of the executive team is drawn from both predecessor organisations.

"Patients will not notice any change to where they go for their care tomorrow," said Mr Quaye. "What will change over time is that hospital and community teams will plan services together, share one patient record and stop sending people between two sets of paperwork."

Staff contracts, pay and pensions transfer automatically. Existing appointment letters remain valid and telephone numbers for all sites are unchanged.

Notes to editors
1. VCH was formed in 2009 and provided district nursing, community therapy and Varrow Community Hospital.
2. AHT's final annual report, for the year to 31 March 2021, will be published in July.

Media contact: Communications Office, AVHT, extension 4410"""
},
{
"id": "health-02",
"title": "Board profile: Helena Marsh, Chief Executive",
"text": """Helena Marsh
Chief Executive, Ashcombe and Varrow Health Trust

Helena became Chief Executive on 1 September 2022, ending the interim leadership arrangements that had been in place since the trust was formed. She is accountable to the Board for the running of all four sites and for the trust's V 612 million budget, and she chairs the weekly Executive Management Team.

Career
- 1996: qualified as a registered nurse at the Dunmere School of Nursing
- 1996-2005: staff nurse, then ward sister, on the coronary care unit at Holtby Royal Infirmary
- 2005-2014: general manager for medicine, later for surgery, at Fernside University Hospitals
- 2014-2017: Director of Operations, Fernside University Hospitals
- 2017-2022: Chief Operating Officer, Fernside University Hospitals

At Fernside she led the opening of a new acute medical unit and a programme that cut the number of patients waiting more than a year for planned surgery from 2,300 to under 200.

Priorities for the trust
Helena has set out three priorities for her first years in post:
1. getting patients seen and treated promptly in the emergency department at Ashcombe General Hospital;
2. delivering the Ashcombe Cancer Centre on time and on budget;
3. moving every clinical team onto one electronic patient record.

"I came into the health service through nursing, and I still judge us by what happens on the ward at three in the morning," she says.

Outside work
Helena lives in Brackwater with her partner and two teenage sons. She rows with a masters crew on the River Varrow and is a trustee of Saltmarsh Hospice.

Declared interests: trustee, Saltmarsh Hospice (unpaid). No other interests declared."""
},
{
"id": "health-03",
"title": "Staff announcement: Chief Pharmacist to leave the trust",
"text": """STAFF ANNOUNCEMENT
Date: 14 July 2023
From: Dr Tobias Renwick, Medical Director
To: All staff

Chief Pharmacist to leave AVHT

I am writing to let you know that Gareth Lyle, our Chief Pharmacist since 2016, has resigned and will leave the trust on 31 August 2023. Gareth is moving to a senior commercial role in the private sector, and I know many of you will want to wish him well.

Gareth joined Ashcombe General Hospital as a rotational pharmacist in 2001 and has led pharmacy services through a period of major change, including:
- opening the aseptic preparation unit at Ashcombe General Hospital in 2018;
- the roll-out of electronic prescribing to every inpatient ward across both former organisations after the 2021 merger;
- a medicines optimisation programme that saves about V 1.9 million a year, mostly by reducing waste and switching to better-value products.

Interim arrangements
From 1 September 2023, Rosalind Tembe, currently Deputy Chief Pharmacist (Clinical Services), will be Acting Chief Pharmacist. Rosalind will take on Gareth's responsibilities for the pharmacy budget, controlled drugs governance and medicines supply. Recruitment to the substantive post will begin in the autumn.

Out-of-hours arrangements for pharmacy do not change. The on-call pharmacist can be contacted through switchboard on bleep 2210, and urgent supply problems should continue to be escalated under the medicines shortages procedure.

Farewell
There will be a farewell gathering for Gareth at 16:00 on Wednesday 30 August in the Pharmacy seminar room, Level 1, Ashcombe General Hospital. Contributions to a leaving gift can be left with Joyce in the Pharmacy office.

Tobias Renwick
Medical Director"""
},
{
"id": "health-04",
"title": "Audit and Risk Committee: minutes of the meeting of 21 November 2023",
"text": """ASHCOMBE AND VARROW HEALTH TRUST
Audit and Risk Committee
Minutes of the meeting held on 21 November 2023, Meeting Room 2, Trust Headquarters

Present: Margaret Oyelaran, Non-executive Director (Chair); Simon Redfern, Non-executive Director; Dr Alma Kustow, Non-executive Director
In attendance: Nadia Voss, Director of Finance; Sophie Linden, Head of Procurement; Brackley Rowe LLP (internal audit); Corliss & Webb (external audit); Committee Secretary

ARC/23/41 Apologies and declarations
No apologies. Members declared no interests in the business of the meeting.

ARC/23/42 Minutes of 19 September 2023
Approved as a correct record.

ARC/23/43 Pharmacy wholesale contract: use of extension option
The Head of Procurement asked the committee to approve use of the 12-month extension option in the pharmacy wholesale call-off contract, taking it to 31 January 2026. The contract is worth about V 14.2m a year.
She reported that a former employee, Mr G. Lyle, is now Director of Hospital Accounts at Halvorsen Pharma Distribution, the incumbent supplier. Mr Lyle left the trust's employment on 31 August 2023. He has had no involvement in the extension decision and, under the post-employment section of the Conflicts of Interest Policy, may not contact trust procurement or pharmacy staff about commercial matters until 1 September 2024. The committee asked that all contact from the supplier be routed through the Head of Procurement until then.
Resolved: extension approved; the restriction to be recorded in the register of interests.

ARC/23/44 Internal audit progress
Payroll overpayments review: limited assurance. Four of six recommendations to be implemented by March 2024.

ARC/23/45 Corporate risk register
Cyber resilience remains the highest-scoring risk (20). The Director of Finance will bring a deep-dive in February.

ARC/23/46 Losses and special payments
Losses of V 84,300 in the quarter were noted.

Next meeting: 20 February 2024"""
},
{
"id": "health-05",
"title": "Supplier contracts register: revenue contracts over V 1 million (extract, 31 March 2024)",
"text": """Ashcombe and Varrow Health Trust, Procurement Department
Supplier contracts register: revenue contracts with an annual value above V 1 million
Extract as at 31 March 2024. Values are annual and exclude Calvane sales tax. Capital building contracts are held on the separate Estates capital register.

| Contract | Supplier | Service | Annual value (V) | Start | End | Trust lead |
|---|---|---|---|---|---|---|
| C-0388 | Orrin & Cole Facilities | Hard facilities management: planned and reactive maintenance of building services incl. ventilation, heating and medical gases, all sites | 6,850,000 | 01/04/2020 | 31/03/2027 | Estates & Facilities |
| C-0390 | Northwick Linen Services | Linen, theatre textiles and laundry | 1,120,000 | 01/07/2020 | 30/06/2025 | Procurement |
| C-0412 | Halvorsen Pharma Distribution | Pharmacy wholesale (framework call-off) | 14,200,000 | 01/02/2023 | 31/01/2026 (extended) | Pharmacy |
| C-0430 | Greybeck Catering | Patient and retail catering, Ashcombe General and St Wenlow's | 3,480,000 | 01/10/2021 | 30/09/2026 | Facilities |
| C-0444 | Fenmoor Waste Services | Clinical and offensive waste collection and disposal | 1,390,000 | 01/04/2022 | 31/03/2027 | Facilities |
| C-0455 | Medivane Systems | CareLedger electronic patient record: licences, hosting and support | 4,900,000 | 01/10/2019 | 30/09/2026 | Digital Services |
| C-0471 | Corvell Medical | Volumetric infusion pumps: managed service for 1,450 devices incl. servicing and software updates | 2,310,000 | 01/04/2021 | 31/03/2027 | Medical Devices |
| C-0502 | Kestrin Imaging | 1.5T MRI system: supply, installation and 10-year maintenance | 1,060,000 | 01/09/2023 | 31/08/2033 | Imaging |

Notes
1. The supplier column shows the contracting entity at signature. Later changes of ownership or name are kept on the contract file.
2. Contracts marked "extended" have used an extension option approved by the Audit and Risk Committee.
3. Queries to the Head of Procurement, extension 4472."""
},
{
"id": "health-06",
"title": "Halvorsen Pharma Distribution opens automated hub at Port Selby",
"text": """NEWS RELEASE
Port Selby, 5 March 2024

Halvorsen Pharma Distribution opens automated hub at Port Selby

Halvorsen Pharma Distribution, the hospital medicines wholesaler, today opened a V 38 million automated distribution hub on the Quayside Business Park in Port Selby.

The 22,000 square-metre building replaces two older warehouses and will handle about 60 per cent of Halvorsen's hospital deliveries. It includes:
- robotic picking for 14,000 product lines;
- a temperature-controlled zone for refrigerated and frozen medicines, including biological products;
- a secure vault for controlled drugs;
- a dispatch bay for 40 vans, supporting twice-daily delivery to the largest hospitals.

Halvorsen, which has been owned by Brightwater Holdings since 2020, supplies 41 hospital organisations across the eastern and northern regions of Calvane, as well as community pharmacies and prison health services. The company employs 930 people.

Managing Director Stefan Marlowe said: "Hospitals need to know that the medicines they order tonight will be on the ward tomorrow. This hub gives us the capacity and the resilience to make that promise to every customer, and it frees our pharmacists to spend more time helping hospital teams plan ahead for shortages."

The opening follows a two-year programme that also replaced Halvorsen's warehouse management software. The company says order accuracy at the new hub has been above 99.8 per cent during its first month of live running.

The hub was built by a local contractor and has a rooftop solar array covering around a third of its energy needs.

About Halvorsen
Founded in Port Selby in 1962 by the Halvorsen family, the company has regional depots in Dunmere and Aldermoor."""
},
{
"id": "health-07",
"title": "Serious Incident Report SI-2023-011: Loss of ventilation in Theatre 3, Ashcombe General Hospital",
"text": """SERIOUS INCIDENT REPORT SI-2023-011
Status: final, approved by the Quality and Safety Committee on 19 September 2023
Investigation lead: Dr I. Wenlow, Clinical Lead for Theatres
Team: Daniel Achterberg, Theatre Manager; Authorised Person (Ventilation); Patient Safety Team

1. Summary
At 10:40 on 14 June 2023 the air handling unit serving Theatre 3 (AHU-3) stopped supplying air. The pressure difference between the theatre and the corridor was lost for about 35 minutes before staff noticed that the doors were drifting and the room felt warm.

2. Impact
- One patient was part-way through a laparoscopic cholecystectomy. The operation was completed; the patient received an extended antibiotic course and had no infection at 30-day follow-up.
- Theatre 3 was closed for four days while the unit was repaired and re-verified. 23 planned operations were cancelled, 9 of them for patients with cancer.
- Harm level: low.

3. Findings
3.1 The fan drive belt on AHU-3 had broken. Belt wear was recorded as "monitor" at the quarterly inspection in April 2023, but no replacement was scheduled.
3.2 The fan-failure alarm should have shown on the building management system (BMS) and sounded in the theatre. The alarm link had been disconnected during electrical works in February 2023 and never reconnected.
3.3 Planned maintenance of AHU-3 is carried out by Airden Mechanical Services, working as a subcontractor under the trust's hard facilities management contract (Contract C-0388). The trust had no direct view of Airden's inspection records.

4. Actions
4.1 Drive belts on all theatre air handling units to be replaced on a fixed 12-month cycle. Owner: Estates.
4.2 Monthly end-to-end test of every theatre ventilation alarm. Owner: Authorised Person (Ventilation).
4.3 Contract performance notice to the main contractor under C-0388, requiring subcontractor records to be shared monthly. Owner: Director of Estates and Facilities."""
},
{
"id": "health-08",
"title": "Estates Bulletin 2024/3: St Wenlow's theatre refurbishment, phase 2",
"text": """ESTATES BULLETIN 2024/3
St Wenlow's Hospital, Brackwater: orthopaedic theatre refurbishment, phase 2
Issued by the Capital Projects Team, 29 April 2024

Where we are
Phase 1, the complete refurbishment of Theatre A, finished on schedule. The theatre passed independent validation of its new ultra-clean ventilation (UCV) canopy on 11 April and reopened for hip and knee replacement lists on 22 April 2024.

Phase 2: Theatre B
Theatre B will close on Monday 6 May 2024 and is planned to reopen on Monday 30 September 2024. The work includes:
- removal of the 1994 ventilation plant and installation of a new UCV canopy and air handling unit;
- new wall and ceiling panels, lighting and pendants;
- a new anaesthetic room and a separate scrub area;
- upgraded medical gas outlets.

Who is doing the work
The main contractor is Corrabin Build, appointed in 2023 through a regional construction framework. The ventilation package is being installed by Thornlea Air Systems as Corrabin's specialist subcontractor. Commissioning and validation will be carried out by an independent engineer appointed by the trust.

Effect on patients
While Theatre B is closed, St Wenlow's will run one orthopaedic theatre. To protect waiting times, two Saturday joint replacement lists a month will move to Theatre 3 at Ashcombe General Hospital, with St Wenlow's surgeons and anaesthetists travelling to operate there.

Cost
The two-phase scheme has a capital budget of V 7.4 million. Spend to date is V 3.9 million.

Noise and access
Deliveries will use the service road off Mill Lane between 08:00 and 17:00. Noisy work near Wren Ward will not start before 09:00.

Questions
Contact the Capital Projects Team on extension 3310."""
},
{
"id": "health-09",
"title": "Medicines Shortages and Supply Disruption Procedure (PHA-014)",
"text": """Medicines Shortages and Supply Disruption Procedure
Document ref: PHA-014 | Version 3.1 | Approved by the Medicines Management Committee, March 2023 | Review: March 2026

1. Purpose
1.1 To make sure that patients continue to receive the medicines they need when a product is short, delayed or withdrawn.

2. Scope
2.1 All wards, departments and pharmacy teams at every trust site.

3. Definitions
3.1 Shortage: a medicine that cannot be obtained from the usual source in the quantity needed within 24 hours.
3.2 ECPS: the Eastern Clinical Procurement Service, which lets medicines frameworks for the region and runs the Medicines Supply Desk.
3.3 Contracted wholesaler: the wholesaler appointed under the trust's pharmacy wholesale contract.

4. Responsibilities
4.1 The Chief Pharmacist is accountable for the operation of this procedure.
4.2 The Procurement Pharmacist monitors supply daily and grades shortages.
4.3 The Medicines Management Committee receives a monthly shortages report.
4.4 Ward managers must report any dose that cannot be given because of supply.

5. Procedure
5.1 Grading. Amber: stock for fewer than 7 days with an alternative available. Red: stock for fewer than 3 days, or no suitable alternative.
5.2 Red shortages must be escalated to the Chief Pharmacist, or to the on-call pharmacist out of hours, within 2 hours.
5.3 For red shortages the Procurement Pharmacist will contact the ECPS Medicines Supply Desk to request mutual aid from other trusts.
5.4 Clinical alternatives must be agreed with the relevant specialty and, for anti-infectives, with Microbiology.
5.5 A shortage bulletin is issued to prescribers by email and on the intranet.

6. Minimum stock levels
6.1 Critical medicines listed in Appendix B must be held at a minimum of 2 days' stock.

7. Monitoring
7.1 Missed doses caused by supply problems are audited every quarter and reported to the Medicines Management Committee."""
},
{
"id": "health-10",
"title": "Regional Hospital Supplies Board becomes the Eastern Clinical Procurement Service",
"text": """PRESS RELEASE
Dunmere, 4 January 2022

Regional Hospital Supplies Board becomes the Eastern Clinical Procurement Service

From 1 January 2022 the Regional Hospital Supplies Board (RHSB) is known as the Eastern Clinical Procurement Service (ECPS). The change follows a review by member organisations in 2021, which concluded that the old name no longer reflected the organisation's work.

Set up in 1987 to buy bulk supplies for hospitals, the organisation now:
- runs 64 purchasing frameworks, from medicines and medical devices to agency staffing and digital systems;
- acts for 19 member organisations, including hospital trusts, community services and ambulance services across the Eastern Region;
- operates the Medicines Supply Desk, which co-ordinates mutual aid between hospitals during shortages;
- manages spending of around V 1.3 billion a year.

Chief Executive Aidan Ferris, who has led the organisation since 2018, continues in post. "Our members told us that 'supplies board' made us sound like a warehouse," he said. "Today more than half of what we procure is services and technology, and from this year we will also buy for community and primary care. The new name says what we are: a procurement service, working for clinicians."

What changes for suppliers
- All existing frameworks and contracts transfer to the new name without change to their terms.
- Framework references issued from 1 January 2022 start with "ECPS/". Older references beginning "RHSB/" remain valid until those frameworks expire.
- The supplier portal address and helpdesk number are unchanged.

What changes for members
Member organisations do not need to take any action. A new digital procurement directorate will be set up during 2022.

Contact: Communications, Harbour House, Dunmere"""
},
{
"id": "health-11",
"title": "Serious Incident Report SI-2024-004: Over-infusion of vasopressor, Osprey Unit",
"text": """SERIOUS INCIDENT REPORT SI-2024-004
Location: Osprey Unit (adult critical care), Ashcombe General Hospital
Date of incident: 22 January 2024
Investigation lead: Dr Amrit Sohal, Consultant in Intensive Care Medicine
Supported by: Jonas Reyes, Medical Device Safety Officer (MDSO)
Harm level: moderate

1. What happened
A patient in bed 6 was receiving a continuous infusion of the vasopressor norvasotin at 4 mL/hour through a volumetric infusion pump. At 02:15 the pump alarmed for a downstream occlusion. The nurse cleared the kinked line and pressed "resume". For the next 11 minutes the pump delivered about 40 mL/hour. The patient's blood pressure rose sharply and an arrhythmia followed. The infusion was stopped and the patient was treated, recovering fully within 48 hours.

2. The device
- Corvell CV-300 volumetric pump, asset number AGH-IP-1187
- Firmware version 4.2.1
- Last serviced 4 December 2023, no faults found
The pump was quarantined with its giving set and event log.

3. Reporting
The incident was reported to the National Medicines and Devices Authority (NMDA) on 23 January 2024 (ref DR-2024-00381) and to the manufacturer. Analysis of the event log reproduced the fault: under certain timing conditions, "resume" after an occlusion alarm reloaded a previous rate from memory. The NMDA has since issued a field safety notice to all users of this pump.

4. Findings
4.1 The nurse acted correctly and in line with training.
4.2 The fault lay in the device software, not in user programming.
4.3 Two similar near misses in 2023 had been recorded as user error and not investigated.

5. Actions
5.1 Interim instruction issued 24 January: after any occlusion alarm, stop the infusion and re-enter the rate; do not use "resume".
5.2 All pumps to be updated as the field safety notice directs. Owner: MDSO."""
},
{
"id": "health-12",
"title": "NMDA Field Safety Notice FSN-CV-2024-02: Corvell CV-300 volumetric infusion pump",
"text": """National Medicines and Devices Authority
Device Safety Division, 12 Ferrier Row, Aldermoor

8 February 2024

To: Medical Device Safety Officers; Chief Executives of hospital and community health organisations; Directors of Nursing

FIELD SAFETY NOTICE FSN-CV-2024-02
Corvell CV-300 volumetric infusion pump: risk of over-infusion after an occlusion alarm

Dear colleague

Corvell Medical has informed the Authority of a software fault in the CV-300 volumetric infusion pump. When an infusion is resumed after a downstream occlusion alarm, the pump may, under specific timing conditions, run at a previously stored rate rather than the rate currently programmed. The Authority has received seven reports of this fault in Calvane, one of them associated with moderate harm.

Devices affected
CV-300 pumps running firmware versions 4.2.0 and 4.2.1. Pumps running 4.1.x or earlier are not affected. The version is shown on the start-up screen.

Actions required
1. Identify all CV-300 pumps in your organisation and their firmware versions.
2. Immediately tell all users: after an occlusion alarm, stop the infusion, clear the occlusion and re-enter the rate. Do not press "resume".
3. Arrange for every affected pump to be upgraded to firmware version 4.3.0, which corrects the fault. Corvell Medical will provide the update free of charge through its service engineers or your managed-service provider.
4. Complete the upgrade by 30 June 2024 and confirm completion to the Authority using the online response form.
5. Report any further incidents to the Authority.

Deadline for acknowledging this notice: 22 February 2024.

Yours faithfully

Dr Wilhelmina Sato
Director of Device Safety
National Medicines and Devices Authority"""
},
{
"id": "health-13",
"title": "CCSI inspection report: Ashcombe General Hospital, March 2023",
"text": """Calvane Care Standards Inspectorate (CCSI)
Inspection report
Provider: Ashcombe and Varrow Health Trust
Location: Ashcombe General Hospital
Report reference: CCSI/AGH/2023/03
Inspection dates: 7-9 March 2023 (unannounced) | Published: 11 May 2023
Lead inspector: Graham Pell, Deputy Chief Inspector of Hospitals

Overall rating for this location: Requires improvement

| Core service | Safe | Effective | Caring | Responsive | Well-led | Overall |
|---|---|---|---|---|---|---|
| Urgent and emergency care | Inadequate | Requires improvement | Good | Inadequate | Requires improvement | Inadequate |
| Medical care | Requires improvement | Good | Good | Requires improvement | Good | Requires improvement |
| Surgery | Good | Good | Good | Requires improvement | Good | Good |
| Critical care | Good | Good | Outstanding | Good | Good | Good |
| Maternity | Good | Good | Good | Good | Good | Good |

Summary of findings
- In the emergency department, 38% of patients arriving on foot waited more than 15 minutes for an initial assessment. Some waited over an hour.
- Patients were cared for in corridors without a clear system for observations.
- Ambulance handovers regularly took more than an hour.
- Families described staff in critical care as exceptionally kind.
- Theatre teams used the surgical safety checklist consistently.

Enforcement
We issued a warning notice in respect of urgent and emergency care. We also served two requirement notices, for medical care staffing and for the recording of mental capacity assessments.

What happens next
The trust must send us an action plan within 28 days of publication. We will return to check progress."""
},
{
"id": "health-14",
"title": "Trust Board (public session): minutes of 25 January 2024",
"text": """ASHCOMBE AND VARROW HEALTH TRUST
Board of Directors, meeting held in public
25 January 2024, Lecture Theatre, Education Centre, Ashcombe General Hospital

Present: Bernard Quaye (Chair); Helena Marsh (Chief Executive); Dr Tobias Renwick (Medical Director); Moira Fenwick (Chief Nurse); Nadia Voss (Director of Finance); Margaret Oyelaran, Prof Daniel Essien, Simon Redfern (Non-executive Directors)
In attendance: Callum Strand (Director of Estates and Facilities); Board Secretary

TB/24/01 Welcome and apologies
Apologies from Dr Alma Kustow.

TB/24/02 Chief Executive's report
Four-hour performance in the emergency department was 68% in December, against 54% a year earlier. Winter bed occupancy averaged 97%.

TB/24/03 CCSI action plan
31 of the 38 actions arising from the 2023 inspection of Ashcombe General Hospital are complete. The Chief Nurse reported that the remaining actions concern medical staffing and mental capacity recording. The Board agreed to seek evidence of sustained improvement before closing actions.

TB/24/04 Finance
Forecast deficit for the year of V 9.8m, V 1.6m worse than plan, driven by agency spending and drugs costs.

TB/24/05 Ashcombe Cancer Centre
The Director of Estates and Facilities reported that the steel frame is complete and the project remains within its V 48.6m budget, although about three weeks behind programme because of ground water in the bunker excavation.

TB/24/06 Patient safety
The Medical Director informed the Board of a serious incident in adult critical care involving an infusion pump. A full report will go to the Quality and Safety Committee.

TB/24/07 Questions from the public
A member of the public asked about parking at Pellow Street Clinic. The Chief Executive undertook to reply in writing.

Date of next meeting: 28 March 2024"""
},
{
"id": "health-15",
"title": "Ashcombe Cancer Centre: frequently asked questions",
"text": """Ashcombe Cancer Centre: frequently asked questions
Last updated March 2024

Q. What is being built?
A. A four-storey cancer centre on the site of the former staff car park C at Ashcombe General Hospital. It will bring together services now spread across the hospital and Pellow Street Clinic:
- an outpatient chemotherapy suite with 36 treatment chairs;
- four radiotherapy bunkers, each housing a linear accelerator;
- a 24-bed inpatient oncology ward;
- a Clinical Research Unit for cancer trials;
- a wellbeing hub with space for support groups and complementary therapies.

Q. When will it open?
A. Outpatient and chemotherapy services are planned to move in during spring 2026. Radiotherapy will follow later in 2026, once the machines have been installed and commissioned.

Q. How much will it cost, and who is paying?
A. The total cost is V 48.6 million. V 39.1 million comes from the national capital programme, V 3.5 million from the trust's own capital budget, and V 6 million from the Light the Way appeal run by Varrow Hospitals Charity.

Q. Will the chemotherapy day unit at Pellow Street Clinic close?
A. Yes. When the new centre opens, chemotherapy will move from Pellow Street to the new building. Pellow Street will continue to host outpatient clinics and diagnostics.

Q. Where will patients park?
A. A new 180-space patient car park is being built next to the centre. Patients having chemotherapy or radiotherapy will park free of charge.

Q. Will I have to travel further for radiotherapy?
A. No. Patients who now travel to Fernside for radiotherapy will be able to have it in Ashcombe, saving a round trip of about 90 kilometres.

Q. Who can I contact?
A. The Cancer Centre project office, extension 3390."""
},
{
"id": "health-16",
"title": "Ashcombe Cancer Centre: project update no. 9, April 2024",
"text": """ASHCOMBE CANCER CENTRE
Project update no. 9, April 2024
Project director: Callum Strand, Director of Estates and Facilities

Headlines
- Structure: steel frame and concrete floors complete to roof level.
- Roof: watertight since 28 March 2024.
- Radiotherapy bunkers: all wall and roof pours complete; the walls are 2.1 metres thick.
- Programme: completion forecast for March 2026, three weeks later than the original baseline.
- Budget: within the approved envelope.

Main contractor
The building is being delivered under a design-and-build contract (C-0519, V 41.2 million) by Stannick Construction. Stannick's site team is led by site manager Lewis Ochoa, who can be contacted through the site office at the Hollins Road gate.

Why the delay?
Ground water was found at a higher level than expected when the bunker excavation reached 6 metres. The contractor installed extra pumps and a temporary cut-off wall, which cost three weeks. Stannick expects to recover one week during fit-out.

Next steps
- May to August 2024: external cladding and windows; mechanical and electrical services begin on levels 1 and 2.
- September 2024: tower crane to be removed.
- Early 2025: linear accelerator rooms handed to the equipment supplier for installation.

Living alongside the site
- Working hours: 07:30 to 18:00 Monday to Friday, 08:00 to 13:00 on Saturday.
- Concrete deliveries will be scheduled away from the morning shift change.
- A noise monitor is fixed to the wall of the maternity block and readings are checked daily.

Please report any concerns to the project team on extension 3391."""
},
{
"id": "health-17",
"title": "Research trial summary: PRISM-2",
"text": """RESEARCH TRIAL SUMMARY
PRISM-2: Pre-operative Radiotherapy with Immunotherapy for Soft-tissue Malignancy
A randomised phase II trial

Registration: CTR-CV-2023-0419
Sponsor: University of Ashcombe Medical School
Funder: Calvane Cancer Research Foundation (grant of V 1.86 million)
Chief Investigator: Prof H. Oduya
Trial manager: Leah Brandt, Ashcombe Clinical Trials Unit

Background
Many adults with soft-tissue sarcoma of the limb or trunk have radiotherapy before surgery. PRISM-2 is testing whether adding the immunotherapy drug telrimab to pre-operative radiotherapy increases the proportion of tumours that are completely destroyed by the time of surgery.

Design
- Two arms, randomised 1:1: radiotherapy alone, or radiotherapy plus telrimab every three weeks for three doses.
- Target sample size: 168 participants.
- Primary outcome: pathological complete response (no surviving tumour cells in the removed specimen).
- Secondary outcomes: wound complications, local recurrence at two years, quality of life.

Who can take part
Adults aged 18 or over with newly diagnosed, operable soft-tissue sarcoma who are fit for surgery and radiotherapy.

Sites
Ashcombe General Hospital (lead site) and five other hospitals in Calvane.

Status
Recruitment opened in October 2023. By June 2024, 41 participants had been randomised.

Where the trial runs
Trial treatment visits currently take place in the chemotherapy day unit at Pellow Street Clinic. From 2026 they will move to the Clinical Research Unit in the new Ashcombe Cancer Centre.

Contact
Ashcombe Clinical Trials Unit, extension 4120."""
},
{
"id": "health-18",
"title": "Research trial summary: HERON",
"text": """RESEARCH TRIAL SUMMARY
HERON: Home oxygen weaning after Exacerbation, a Randomised trial Of Nurse-led follow-up

Registration: CTR-CV-2024-0107
Sponsor: Ashcombe and Varrow Health Trust
Funder: Breathe Calvane (V 612,000)
Chief Investigator: Dr Beatrix Coyle, Consultant Respiratory Physician

Why this trial?
Many people with chronic obstructive pulmonary disease (COPD) go home from hospital on oxygen after a flare-up. A large share no longer need it a few weeks later, but oxygen is often continued for months because nobody checks. HERON asks whether structured, nurse-led weaning at home is safe and reduces readmission.

Design
- Randomised, two arms: usual care, or nurse-led home visits at weeks 1, 3 and 6 with a structured weaning protocol.
- Target recruitment: 240 participants over two years.
- Primary outcome: readmission to hospital for any cause within 90 days of discharge.
- Secondary outcomes: oxygen stopped by 12 weeks; breathlessness score; falls; cost.

Who can take part
Adults admitted to Ashcombe General Hospital with an exacerbation of COPD and discharged on new home oxygen.

Recruitment
Patients are approached on the respiratory inpatient wards and through the Respiratory Virtual Ward before discharge. Research nurses are available seven days a week.

Status
Open to recruitment since 3 June 2024; 22 participants enrolled by the end of August.

Important
HERON is a research study and does not change standard oxygen prescribing outside the trial. Staff with questions should contact the respiratory research team on extension 4188."""
},
{
"id": "health-19",
"title": "Staff News: ward in focus, Heron Ward",
"text": """AVHT STAFF NEWS | November 2024
WARD IN FOCUS: HERON WARD

Heron Ward (Ward 7) is a 28-bed respiratory ward on Level 3 of Ashcombe General Hospital. It cares for adults with pneumonia, COPD, asthma and lung cancer, and has a four-bed area for patients who need non-invasive ventilation (NIV).

Award winners
Last month the Heron Ward team was named Respiratory Team of the Year at the 2024 Calvane Nursing Awards. The judges praised the ward's NIV care bundle, which the nurses designed themselves after an audit showed that masks were too often poorly fitted overnight.

Since the bundle was introduced in 2023:
- pressure damage from NIV masks has fallen from 11 cases a year to 2;
- every patient starting NIV has a documented escalation plan within one hour;
- the ward has gone 240 days without a fall causing harm.

"The award is for the whole team: healthcare assistants, physios, housekeepers and nurses," said ward manager Priti Nair. "Every one of them helped build the bundle and every one of them checks it on every shift."

Meet the team
- Ward manager: Priti Nair
- Deputy ward managers: Sam Okello and Fleur Dempsey
- Respiratory nurse specialist: Tom Yarrow
- Ward housekeeper: Bernadette Lyons, who has worked on the ward for 22 years

Join us
Heron Ward is recruiting two registered nurses. Informal visits are welcome; call the ward on extension 2707.

Next month, Ward in Focus visits the Kettleby minor injuries unit."""
},
{
"id": "health-20",
"title": "Consultant profile: Dr Ines Wenlow, Consultant Anaesthetist",
"text": """Consultant profile
Dr Ines Wenlow
Consultant Anaesthetist, Ashcombe General Hospital
Clinical Lead for Theatres

Dr Wenlow has been a consultant anaesthetist at Ashcombe General Hospital since 2012 and Clinical Lead for Theatres since 2021. She anaesthetises mainly for major general, colorectal and vascular surgery and runs the regional anaesthesia training programme for doctors in training.

Theatres Safety Group
She chairs the Theatres Safety Group (TSG), which meets monthly and reviews every incident, near miss and cancelled list in the main theatre suite. Members include surgeons, anaesthetists, theatre nurses, operating department practitioners and representatives of Estates and Infection Prevention. Under her chairmanship the TSG introduced a "stop moment" before each list, when any team member can raise an equipment or environmental concern.

In 2023 Dr Wenlow led the trust's investigation into a serious incident in the main theatre suite, which changed the way alarms from building plant are monitored and tested.

Training and background
- Medical degree, University of Ashcombe, 2001
- Anaesthetic training in Dunmere and at Holtby Royal Infirmary
- Fellowship in airway management, Fernside University Hospitals, 2010-2011

Research and interests
Airway management, regional anaesthesia for hip fracture, and human factors in the operating theatre. She teaches on the national simulation course for theatre teams.

A common question
Dr Wenlow is often asked whether she is connected with St Wenlow's Hospital in Brackwater. She is not: the hospital takes its name from the old parish of St Wenlow, and she has never worked there.

Secretary: Jo Farrant, extension 2650"""
},
]
