# Documents health-21 .. health-40 (hand-written, invented world).

DOCS = [
{
"id": "health-21",
"title": "Joint Formulary extract: anti-infectives and selected cardiovascular medicines",
"text": """AVHT Joint Formulary: extract
Chapter 5 (Infections) and Chapter 2 (Cardiovascular), selected entries. Updated 2 October 2023.

Status key: Green = any prescriber; Amber = specialist initiation, may be continued in primary care; Red = hospital only; Restricted = named approval needed for each patient.

| Medicine | Form and strength | Status | Restrictions and notes | Approval ref (date) |
|---|---|---|---|---|
| Tarvocillin | IV injection 2 g vial | Red | First line for hospital-acquired pneumonia per trust guideline | FA-2021-06 (09/03/2021) |
| Mendoxacin | Tablets 500 mg | Green | Limit courses to 5 days unless advised by Microbiology | FA-2020-11 (10/11/2020) |
| Quenvira | Capsules 200 mg; IV infusion 200 mg vial | Restricted | Microbiology approval only; invasive mould infection and prophylaxis in haematology | FA-2023-14 (12/09/2023) |
| Solvorin | Oral suspension 40 mg/5 mL | Green | Children: weight-based dosing chart required | FA-2019-22 (14/05/2019) |
| Velotrazine | Tablets 2.5 mg, 5 mg | Amber | Specialist initiation (Cardiology); GP may continue after 3 months | FA-2022-09 (13/09/2022) |
| Cardomex | Tablets 10 mg | Green | Second line after two standard agents | FA-2018-15 (11/12/2018) |
| Zelvanor | IV infusion 1 g | Red | Haematology approval; reversal of anticoagulation in major bleeding | FA-2022-17 (08/11/2022) |

Notes
1. Approval references are decisions of the Medicines Management Committee. Application papers are available from the Formulary Pharmacist.
2. Non-formulary requests must be made on form NF-1 and approved by a consultant and by the Chief Pharmacist or a deputy.
3. Alternatives during shortages are issued separately under procedure PHA-014."""
},
{
"id": "health-22",
"title": "Consultant on-call rota, Ashcombe General Hospital: week commencing 7 October 2024",
"text": """CONSULTANT ON-CALL ROTA
Ashcombe General Hospital, week commencing Monday 7 October 2024
Issued by Medical Staffing, 27 September 2024. On-call runs 17:00 to 08:00 on weekdays and 08:00 to 08:00 at weekends.

| Specialty | Mon 7 - Thu 10 | Fri 11 | Sat 12 | Sun 13 |
|---|---|---|---|---|
| Acute medicine | Dr P. Osei | Dr K. Lindqvist | Dr K. Lindqvist | Dr P. Osei |
| Cardiology | Dr S. Varga | Dr S. Varga | Dr L. Harrow | Dr L. Harrow |
| Respiratory | Dr A. Lund | Dr A. Lund | Dr B. Coyle | Dr B. Coyle |
| General surgery | Mr F. Adeyemi | Ms J. Corrie | Ms J. Corrie | Mr F. Adeyemi |
| Trauma and orthopaedics | Mr M. Harrow | Mr D. Sefton | Mr D. Sefton | Mr D. Sefton |
| Anaesthetics | Dr I. Wenlow | Dr T. Mwale | Dr T. Mwale | Dr I. Wenlow |
| Intensive care | Dr A. Sohal | Dr A. Sohal | Dr R. Byrne | Dr R. Byrne |
| Emergency medicine | Dr R. Talbot | Dr N. Fraser | Dr N. Fraser | Dr R. Talbot |
| Paediatrics | Dr C. Wendt | Dr O. Baptiste | Dr O. Baptiste | Dr C. Wendt |
| Microbiology (telephone advice) | Dr Y. Kaleem | Dr Y. Kaleem | Dr H. Voss | Dr H. Voss |

Notes
1. Cardiology on-call covers the catheter laboratory for primary angioplasty from 17:00.
2. Trauma and orthopaedics: Mr Harrow is covering from St Wenlow's Hospital from Monday to Thursday and can be reached by mobile through switchboard.
3. Swaps must be agreed with Medical Staffing at least 48 hours in advance. Contact extension 2300."""
},
{
"id": "health-23",
"title": "Medicines Management Committee: minutes of 12 September 2023",
"text": """MEDICINES MANAGEMENT COMMITTEE
Minutes of the meeting held on 12 September 2023, Boardroom, Ashcombe General Hospital

Present: Dr Y. Kaleem, Consultant Microbiologist (Deputy Chair, in the chair); Rosalind Tembe, Acting Chief Pharmacist; Dr S. Varga, Consultant Cardiologist; Dr C. Wendt, Consultant Paediatrician; Dr A. Sohal, Consultant Intensivist; Anne Kessler, Formulary Pharmacist; Lead Nurse for Medicines Safety
Apologies: Medical Director (Chair); Director of Finance

MMC/23/61 Minutes and actions
Minutes of 8 August approved. Action log updated.

MMC/23/62 Formulary applications
FA-2023-14: oral and intravenous triazole antifungal, requested by Microbiology and Haematology. The committee noted good evidence in invasive mould infection and fewer drug interactions than current options. Approved with Restricted status: Microbiology approval for each patient.
FA-2023-15: liposomal antifungal formulation, requested by Haematology. Not approved. The committee asked for a cost comparison and resubmission in January.
FA-2023-16: lipid-lowering injection, requested by Cardiology. Deferred pending regional guidance.

MMC/23/63 Chief Pharmacist's report
The Acting Chief Pharmacist reported on the handover of responsibilities on 1 September. Wholesaler service level for August was 97.1% of lines delivered on time, against a contractual target of 98.5%. Missed doses because of supply: 14 in August.

MMC/23/64 Shortages
Three red and nine amber shortages are being managed under PHA-014.

MMC/23/65 Safe storage audit
Fridge temperature recording compliance 88%; wards below 80% to be followed up by matrons.

MMC/23/66 Any other business
None.

Date of next meeting: 10 October 2023"""
},
{
"id": "health-24",
"title": "Announcement: appointment of Medical Director",
"text": """ANNOUNCEMENT
Date: 20 June 2022
From: Bernard Quaye, Chair

Appointment of Medical Director

I am delighted to announce that Dr Tobias Renwick has been appointed Medical Director of the Ashcombe and Varrow Health Trust. He will take up the post on 1 October 2022.

Dr Renwick succeeds Dr Paul Ridley, who retires on 30 September after 27 years at Ashcombe General Hospital. Paul has been a steady presence through some very demanding years, and the Board will mark his retirement properly in September.

About Dr Renwick
- Consultant nephrologist, Holtby Royal Infirmary, since 2008
- Deputy Medical Director for Education and Workforce, Holtby Royal Infirmary, since 2018
- Honorary senior lecturer and former undergraduate sub-dean
- Chair of the national working group on renal transplant follow-up, 2016-2020

Dr Renwick was chosen after an open competition and a two-day selection process involving staff and patient panels. The panels highlighted his record in medical education, his work to reduce unwarranted variation in care and his commitment to a strong partnership with the university.

As Medical Director, Dr Renwick will be a voting member of the Board and the executive lead for medical staffing, revalidation, clinical effectiveness, research and pharmacy. He will also chair the Medicines Management Committee.

Tobias said: "I am thrilled to be joining a trust with such ambition, and I look forward to working with colleagues across every site. I also want to thank Dr Ridley for the generous way he has supported the handover."

The appointment panel included our incoming Chief Executive, Helena Marsh, who joins us in September.

Bernard Quaye
Chair"""
},
{
"id": "health-25",
"title": "Serious Incident Report SI-2024-017: Unplanned outage of the electronic patient record",
"text": """SERIOUS INCIDENT REPORT SI-2024-017
Unplanned outage of the CareLedger electronic patient record (all sites)
Executive lead: Chief Information Officer
Investigation lead: Kerry Amwell, Head of Digital Operations
Status: final, April 2024

1. Summary
CareLedger was unavailable to all users at every trust site from 21:15 on Sunday 3 March 2024 to 11:20 on Monday 4 March 2024, a total of 14 hours 5 minutes. Staff moved to downtime procedures.

2. Cause
2.1 The system is hosted by the supplier, Medivane Systems, at its data centre in Harwell Point. A storage controller failed at 21:09.
2.2 The system should have switched automatically to the secondary site. It did not, because data replication to the secondary site had been paused during a software upgrade on 19 February and never restarted. Neither the supplier's monitoring nor the trust's detected this.

3. Impact on patients
- Three patients had time-critical medicines delayed by 1 to 3 hours. No harm.
- One troponin result was not seen for 4 hours; the patient's treatment was not affected. Low harm.
- The emergency department used paper records for 412 attendances, which then had to be entered retrospectively.

4. Findings
4.1 Downtime boxes were out of date on 9 of the 40 wards inspected.
4.2 Business continuity access PCs worked as designed, but many staff did not know where they were.
4.3 The contract with the supplier does not require a tested failover more than once a year.

5. Actions
5.1 Supplier to provide a full technical root-cause report. Complete.
5.2 Replication status to be monitored by both supplier and trust, with alerts to the Digital Service Desk.
5.3 Failover to be tested every six months.
5.4 Downtime boxes to be checked monthly by ward managers."""
},
{
"id": "health-26",
"title": "Tesmer Digital Health completes acquisition of Medivane Systems",
"text": """NEWS RELEASE
Aldermoor, 2 October 2023

Tesmer Digital Health completes acquisition of Medivane Systems

Tesmer Digital Health today completed its acquisition of Medivane Systems, the developer of the CareLedger electronic patient record. Financial terms were not disclosed.

Medivane, founded in Harwell Point in 2006, supplies CareLedger to 14 hospital and community health organisations in Calvane and operates two data centres. Its 340 staff will join Tesmer, taking the combined company to about 1,100 employees.

What this means for customers
- CareLedger will continue to be developed and supported, and the product keeps its name.
- Existing contracts, service levels and support arrangements are unchanged.
- The Medivane brand will be phased out during 2024; customers will begin to see the Tesmer name on invoices and correspondence from January.
- Tesmer will invest V 25 million over three years in CareLedger, with priorities including mobile access for community staff and improvements to system resilience.

Ilse Marren, Chief Executive of Tesmer Digital Health, said: "CareLedger is used every day by tens of thousands of clinicians. Our job is to make it faster, safer and more reliable, and to connect it with the laboratory, imaging and pharmacy systems our customers already run."

Medivane's founder, Ravi Castellan, becomes Tesmer's Chief Product Officer for patient records.

About Tesmer Digital Health
Tesmer builds software for laboratories, pharmacies and imaging departments. It is headquartered in Aldermoor and has offices in Port Selby and Dunmere.

Media enquiries: press office, Tesmer Digital Health."""
},
{
"id": "health-27",
"title": "Email: CareLedger downtime, what to do next time",
"text": """From: Owen Pritchard, Chief Information Officer
To: All clinical staff; Ward managers; Department heads
Date: Monday 11 March 2024, 08:02
Subject: CareLedger downtime: what to do next time

Dear colleagues

Thank you for the way you kept patients safe during last week's CareLedger outage. Fourteen hours without the record, starting on a Sunday night, was a real test and you rose to it. A full investigation is under way and we will share what we learn.

Many of you asked for a simple reminder of the downtime arrangements, so here it is.

1. Paper forms
Every ward and department has a red downtime box. Inside are the amber downtime forms: observation charts, medication administration records, request forms and admission notes. Use only the amber forms, so that records can be found and entered afterwards.

2. Read-only access
Each ward has at least one business continuity access (BCA) PC, labelled with a yellow sticker. It holds a copy of patient lists, medication charts and recent results, refreshed every hour. The copy will not update during an outage, so check the time stamp.

3. Results
The laboratories will telephone all urgent results. Non-urgent results will be released when the system returns.

4. Emergency department
ED uses its own paper triage cards, kept at the reception desk.

5. Afterwards
When the system returns, entries from the amber forms must be added within 24 hours. Digital Services will provide extra staff to help.

Please check your downtime box this week. If anything is missing, call the Digital Service Desk on extension 5000.

With thanks

Owen Pritchard
Chief Information Officer
Ashcombe and Varrow Health Trust"""
},
{
"id": "health-28",
"title": "CCSI inspection report: St Wenlow's Hospital, April 2024",
"text": """Calvane Care Standards Inspectorate (CCSI)
Inspection report
Provider: Ashcombe and Varrow Health Trust
Location: St Wenlow's Hospital, Brackwater
Report reference: CCSI/SWH/2024/04
Inspection dates: 16-18 April 2024 (announced) | Published: 9 July 2024
Lead inspector: Anwen Castell, Inspection Manager

Overall rating for this location: Good

| Core service | Safe | Effective | Caring | Responsive | Well-led | Overall |
|---|---|---|---|---|---|---|
| Surgery (planned orthopaedics) | Good | Outstanding | Good | Good | Good | Good |
| Medical care (older people) | Requires improvement | Good | Good | Good | Good | Good |
| Rehabilitation | Good | Good | Outstanding | Good | Good | Good |

Summary of findings
- Outcomes after hip and knee replacement are among the best in Calvane, with low infection and readmission rates.
- The theatre refurbishment was well managed, with clear plans to protect waiting lists.
- On Wren Ward, falls risk assessments had not been updated after a change in the patient's condition or medicines in 9 of the 20 records we reviewed.
- Bays with patients at high risk of falls were not always supervised at night.
- Patients and relatives on the rehabilitation ward praised staff highly.

Enforcement
We served a requirement notice in respect of falls risk assessment in medical care for older people.

Areas the trust should improve
- Make sure night staffing on the medical wards reflects the dependency of patients.
- Make sure falls prevention equipment is used where assessments say it is needed.

What happens next
The trust must send an action plan within 28 days. We will monitor progress through our regular engagement meetings."""
},
{
"id": "health-29",
"title": "Serious Incident Report SI-2024-022: Unwitnessed fall with hip fracture, Wren Ward",
"text": """SERIOUS INCIDENT REPORT SI-2024-022
Location: Wren Ward (medicine for older people), St Wenlow's Hospital, Brackwater
Date and time: 27 May 2024, about 03:10
Investigation lead: Joan Teller, Matron for Older People's Services
Harm level: severe

1. What happened
An 86-year-old woman admitted with a urinary infection and confusion was found on the floor beside her bed in a four-bed bay. She had tried to walk to the toilet alone. She had a fracture of the left neck of femur and had surgery at St Wenlow's on 28 May. She is now receiving rehabilitation.

2. Background
On admission on 21 May she was assessed as at moderate risk of falls. On 25 May she was prescribed a night-time sedative for agitation. Her falls risk was not reassessed after this change.

3. Findings
3.1 The falls risk assessment was not updated after a change in medicines, as the falls policy requires.
3.2 A bed sensor mat was available on the ward but had not been placed on her bed.
3.3 The bay was not cohorted: the two patients at highest risk were in different bays.
3.4 The ward had one registered nurse fewer than planned that night because of sickness, and no replacement was found.

4. Duty of candour
The patient's daughter was informed on 27 May and received a written apology on 3 June. She has been offered a meeting to discuss this report.

5. Actions
5.1 Electronic prompt to reassess falls risk whenever sedatives or antipsychotics are prescribed. Owner: Lead Nurse for Digital.
5.2 Sensor mats to be recorded in the nursing care plan and checked at every handover.
5.3 Night staffing on Wren Ward to be reviewed against acuity.
5.4 Shared learning at the St Wenlow's nursing forum."""
},
{
"id": "health-30",
"title": "Falls Prevention and Post-Fall Management Policy (FP-07)",
"text": """Falls Prevention and Post-Fall Management Policy
Reference: FP-07 | Version 4.0 | Approved by the Nursing and Midwifery Board, November 2022 | Review date: November 2025

1. Purpose
To reduce falls among adult inpatients and make sure that anyone who falls receives prompt and appropriate care.

2. Scope
All adult inpatient areas at every trust site. Children's wards follow a separate guideline.

3. Definitions
3.1 Fall: an unplanned descent to the floor, with or without injury.
3.2 Falls risk assessment: the trust's multifactorial assessment in the electronic record.

4. Duties
4.1 The Chief Nurse is the executive lead.
4.2 Ward managers make sure assessments and interventions are in place.
4.3 All registered nurses complete the assessment for patients in their care.

5. Assessment
5.1 Complete the falls risk assessment within 6 hours of admission for every patient aged 65 or over, and for younger patients judged to be at risk.
5.2 Repeat the assessment after any fall, any transfer between wards and any change in medicines that may affect balance or alertness.

6. Interventions
6.1 Use bed and chair sensor mats, ultra-low beds and cohort bays for patients at high risk.
6.2 Record every intervention in the nursing care plan.

7. Post-fall management
7.1 Do not move the patient until checked for injury. Use flat-lifting equipment if a fracture or spinal injury is possible.
7.2 A doctor must review the patient within 2 hours of the fall.
7.3 The review must take place within 30 minutes if a head injury is suspected, if the patient is taking anticoagulants, or if the fall was unwitnessed and the patient cannot give a clear account.
7.4 Neurological observations follow the head injury guideline.

8. Reporting
8.1 Report every fall on the incident system within 24 hours.
8.2 Falls resulting in fracture or death are reviewed as potential serious incidents."""
},
{
"id": "health-31",
"title": "Friends of St Wenlow's: spring 2024 newsletter",
"text": """FRIENDS OF ST WENLOW'S
Spring newsletter 2024
Registered charity no. CH-40217

From our chair
What a year! Thanks to everyone who baked, knitted, sold raffle tickets, staffed the tea bar or simply came along to the summer fete, we raised more in 2023 than in any year since the Friends began in 1971.
Doreen Achterberg, Chair

Our gift to Wren Ward
In March we handed over equipment worth V 18,600 to Wren Ward, the hospital's ward for older people:
- 12 bed and chair sensor mats, which sound an alert at the nurses' station when a patient at risk of falling tries to get up;
- 4 ultra-low beds, which lower to just 20 cm from the floor;
- 2 reclining chairs for relatives staying overnight.
The ward team asked for this equipment after reviewing how falls happen at night. Sister Mary Quinlan said: "This is exactly what we needed. Thank you."

Where the money came from
- Tea bar: V 9,200
- Summer fete: V 6,450
- Christmas raffle: V 2,100
- Donations in memory of loved ones: V 3,900

What's next
This year we are raising V 25,000 for a therapy garden for Linnet Ward, the rehabilitation ward, so that patients can practise walking on slopes, steps and different surfaces before they go home.

Volunteers wanted
The tea bar needs volunteers on Tuesday and Thursday afternoons. No experience needed, just a smile.

Dates for your diary
- Annual general meeting: 14 May 2024, 19:00, Brackwater Community Hall
- Summer fete: 6 July 2024, hospital grounds

Contact: the Friends' letterbox at main reception, St Wenlow's Hospital"""
},
{
"id": "health-32",
"title": "Varrow Hospitals Charity: Annual Review 2023/24",
"text": """VARROW HOSPITALS CHARITY
Annual Review 2023/24
The official charity of the Ashcombe and Varrow Health Trust

Foreword from the Chair of Trustees
This has been a record year. For the first time our income passed V 4.5 million, and every vell of it was given by people who wanted to make a difference to patients and staff in our hospitals and community services. On behalf of the trustees, thank you.
Eleanor Voight, Chair of Trustees

The year in numbers
- Income: V 4.7 million
- Grants awarded: V 2.9 million
- Donors: 11,300
- Volunteers: 420

Light the Way
Our Light the Way appeal, the largest in the charity's history, passed V 5.1 million this year against its target of V 6 million. More than 60 community groups have fundraised for it, from school sponsored walks to the Kettleby tractor run. We aim to close the appeal by the end of 2025.

What we funded this year
- Staff wellbeing rooms at all four sites: V 310,000
- A second bereavement suite at Ashcombe General Hospital: V 145,000
- Research nurse posts in children's services: V 220,000
- An arts programme for the dementia wards: V 48,000
- Training grants for 140 nurses and therapists: V 196,000

Our people
Tamsin Greaves became Chief Officer in June 2023. We welcomed two new trustees: Dr Ruth Ashdown, a retired family doctor, and Colin Mabry, a chartered accountant.

Governance
Varrow Hospitals Charity is an independent registered charity (no. CH-38841) with its own board of nine trustees. It works in partnership with the trust, which provides office space and payroll services under a written agreement.

Contact: Varrow Hospitals Charity, Education Centre, Ashcombe General Hospital"""
},
{
"id": "health-33",
"title": "University of Ashcombe announces new Dean of the Medical School",
"text": """UNIVERSITY OF ASHCOMBE NEWS
16 September 2024

New Dean of the Medical School announced

The University of Ashcombe has appointed Dr Tobias Renwick as Dean of the University of Ashcombe Medical School. He will take up the post on 6 January 2025.

Dr Renwick is currently Medical Director of the Ashcombe and Varrow Health Trust, the school's principal teaching partner, and previously spent 14 years as a consultant nephrologist. He was an undergraduate sub-dean earlier in his career and has led the trust's work to expand clinical placements across community sites.

He succeeds Professor Gideon Farr, who is retiring after nine years as Dean. During Professor Farr's time the school:
- increased its annual intake from 180 to 260 students;
- opened the Clinical Skills and Simulation Centre in 2019;
- doubled research income to V 38 million a year;
- launched a graduate-entry programme in partnership with general practices in Kettleby and Brackwater.

The Vice-Chancellor, Professor Imelda Strachan, said: "Tobias combines a deep understanding of the health service with a real passion for teaching. He is the right person to lead the school into its next phase, including our plans for a rural medicine track."

Dr Renwick said: "Being asked to lead the school where so many of our future doctors will train is a privilege. My priority will be to make sure that what students learn is shaped by the patients and communities they will go on to serve."

About the Medical School
The University of Ashcombe Medical School was founded in 1968. It teaches about 1,150 medical students and employs 310 academic staff. Its research strengths include cancer, cardiovascular medicine and child health."""
},
{
"id": "health-34",
"title": "Profile: Professor Hannah Oduya",
"text": """Professor Hannah Oduya
Professor of Clinical Oncology (joint appointment, University of Ashcombe and Ashcombe and Varrow Health Trust)

Hannah Oduya holds the trust's only joint chair in clinical oncology, shared between the University of Ashcombe and the Ashcombe and Varrow Health Trust since 2019. She spends half of her time treating patients and half on research and teaching.

Clinical work
Professor Oduya specialises in sarcomas, rare cancers of bone and soft tissue, and chairs the Eastern Region sarcoma multidisciplinary team, which reviews about 600 new referrals a year. She runs clinics at Pellow Street Clinic and treats patients with radiotherapy in partnership with the radiotherapy department at Fernside.

Research
She is Chief Investigator of PRISM-2, a national randomised trial of immunotherapy given alongside radiotherapy before surgery for soft-tissue sarcoma. She previously led the PRISM-1 feasibility study, which showed that the combination could be given safely. Her other interests include reducing wound complications after surgery and patient-reported outcomes in rare cancers.

Career
- Medical degree, Fernside Medical College, 2003
- Specialty training in clinical oncology at Holtby Royal Infirmary and Fernside University Hospitals
- Doctoral research on radiation response in sarcoma, 2009-2012
- Consultant clinical oncologist, Holtby Royal Infirmary, 2013-2019

Teaching
She leads the oncology module for fourth-year medical students and supervises five doctoral students.

Awards
Calvane Cancer Research Foundation Clinician Scientist Award, 2021.

Contact: secretary, extension 4130"""
},
{
"id": "health-35",
"title": "Kettleby decarbonisation scheme: completion report",
"text": """ESTATES & FACILITIES
Kettleby decarbonisation scheme: completion report
Site: Varrow Community Hospital, Kettleby
Report date: 15 December 2023

1. Scope
The scheme replaced the hospital's 1970s gas boilers and improved the fabric and lighting of the main building. It included:
- three air-source heat pumps with a combined output of 720 kW, in a new plant compound north of the ward block;
- a 260 kWp solar photovoltaic array on the ward block roof and on new car park canopies;
- replacement of all fluorescent lighting with LED fittings and presence detection;
- secondary glazing in the outpatient wing and insulation of the roof void.

2. Funding
| Source | Amount (V) |
|---|---|
| National Decarbonisation Fund for Public Buildings (NDFPB) grant | 5,300,000 |
| Trust capital | 600,000 |
| Total | 5,900,000 |

3. Delivery
The works were delivered by Greelane Energy under a design-and-build contract. Work started on site in February 2023 and reached practical completion on 24 November 2023, two weeks ahead of programme. The wards stayed open throughout; temporary heating was used in two clinic rooms during changeover.

4. Expected results
- Carbon saving: about 410 tonnes CO2e a year.
- Gas use at the site reduced to standby only; the old boilers have been removed except one kept as back-up.
- Energy cost saving: about V 212,000 a year at current prices.

5. Lessons
5.1 Early engagement with the electricity network operator avoided a costly supply upgrade.
5.2 Ward staff should be involved in setting temperature bands; some patients found rooms too cool in the first week.

6. Next steps
A similar scheme for Pellow Street Clinic has been submitted to the next NDFPB funding round."""
},
{
"id": "health-36",
"title": "Quality and Safety Committee: minutes of 18 June 2024",
"text": """QUALITY AND SAFETY COMMITTEE
Minutes of the meeting held on 18 June 2024, Boardroom, Trust Headquarters

Present: Prof Daniel Essien, Non-executive Director (Chair); Simon Redfern, Non-executive Director; Moira Fenwick, Chief Nurse; Dr Tobias Renwick, Medical Director
In attendance: Jonas Reyes, Medical Device Safety Officer (item QSC/24/33); Joan Teller, Matron (item QSC/24/34); Head of Patient Safety

QSC/24/32 Integrated quality report
Falls rate 5.9 per 1,000 occupied bed days (target below 5.5). Category 2 and above pressure ulcers reduced for the third month running. Hospital-acquired infections within tolerance.

QSC/24/33 SI-2024-004: closure
The MDSO reported that all 1,450 infusion pumps of the model involved have now received the manufacturer's software update, ahead of the national deadline, and that training on the revised occlusion procedure has reached 94% of critical care and theatre staff. The committee approved closure of the investigation and asked that a review of earlier near misses coded as user error be completed by September.

QSC/24/34 SI-2024-022: initial findings
The Matron presented early findings from the investigation into a fall with hip fracture on a ward for older people. Themes: reassessment after changes in medicines, use of available equipment, and night staffing. The full report will come to the July meeting.

QSC/24/35 CCSI inspection of St Wenlow's Hospital
The trust has returned its factual accuracy comments on the draft report. Publication is expected in July.

QSC/24/36 Emergency department
Initial assessment within 15 minutes was achieved for 91% of walk-in patients in May.

QSC/24/37 Any other business
None.

Next meeting: 16 July 2024"""
},
{
"id": "health-37",
"title": "Letter: CCSI warning notice, urgent and emergency care, June 2023",
"text": """Calvane Care Standards Inspectorate
Enforcement Team, Eastern Region, 4 Canal Street, Dunmere

2 June 2023

Ms Helena Marsh
Chief Executive
Ashcombe and Varrow Health Trust
Trust Headquarters, Ashcombe General Hospital

Our ref: ENF/2023/0917 | Inspection ref: CCSI/AGH/2023/03

Dear Ms Marsh

WARNING NOTICE: Care Standards (Calvane) Act 2011, section 42
Location: Ashcombe General Hospital
Regulated activity: treatment of disease, disorder or injury
Service: urgent and emergency care (emergency department)

Following our inspection, we are serving this warning notice because care in the emergency department does not meet the requirement that care and treatment are provided in a safe way.

Our reasons
1. Patients who arrived on foot were not assessed promptly. During the inspection some waited more than an hour before any assessment.
2. Patients were cared for in corridors without a reliable system for recording observations or escalating deterioration.
3. Handover of patients from ambulance crews regularly took more than an hour, delaying care.

What you must do
You must make significant improvements in these areas by 31 August 2023. In particular, every patient must receive an initial assessment by a registered clinician within 15 minutes of arrival.

If the required improvements are not made, we may take further action, which could include placing conditions on your registration.

Representations
You may make representations about this notice within 10 working days of the date of this letter.

Yours sincerely

Marisol Fenn
Head of Enforcement, Eastern Region
Calvane Care Standards Inspectorate"""
},
{
"id": "health-38",
"title": "ED Update: autumn 2023",
"text": """ED UPDATE
Emergency Department, Ashcombe General Hospital, autumn 2023

A message from the Clinical Director
It has been a hard year in the emergency department, and I want to start by thanking every one of you. Since the summer we have changed how we work more than at any time I can remember, and the numbers show it.
Dr Rhys Talbot, Clinical Director for Emergency Medicine

What has changed
- Rapid Assessment and Treatment (RAT) zone: opened on 4 September in the old plaster room. A senior clinician and a nurse see every ambulance arrival within 15 minutes.
- Streaming at the front door: a nurse at reception now directs walk-in patients to the urgent treatment area, the RAT zone or the main department.
- No corridor care without a nurse: any patient waiting in the corridor is allocated a named nurse and has observations recorded on the CareLedger corridor list.

The numbers
| Measure | June 2023 | October 2023 |
|---|---|---|
| Walk-in patients assessed within 15 minutes | 62% | 91% |
| Ambulance handovers over 60 minutes | 410 | 37 |
| Patients in corridor at 08:00 (daily average) | 14 | 3 |

People
- 14 newly qualified nurses joined us in September.
- Dr Neil Fraser joins as our fourth consultant, with a special interest in paediatric emergency medicine.
- Sister Kath Morrow leads the new RAT zone.

Still to do
Four-hour performance is still below where it should be, mainly because patients waiting for a bed spend too long in the department. We are working with the medical wards on earlier discharges.

Thank you.
Rhys"""
},
{
"id": "health-39",
"title": "Specialised Ventilation Operational Procedure (EF-22)",
"text": """Specialised Ventilation in Healthcare Premises: Operational Procedure
Reference: EF-22 | Version 2.0 | Owner: Director of Estates and Facilities | Review: 2026

1. Purpose
1.1 To set out how specialised ventilation systems serving operating theatres, isolation rooms, critical care and pharmacy aseptic units are managed, maintained and verified.

2. Roles
2.1 Designated Person: the Director of Estates and Facilities, accountable for ventilation safety.
2.2 Authorised Person (Ventilation), AP(V): an estates engineer appointed in writing to manage the systems day to day.
2.3 Competent Person: the engineer, employed directly or by a contractor, who carries out maintenance.
2.4 Ventilation Safety Group: meets quarterly; members include the AP(V), Infection Prevention, Theatres and Pharmacy.

3. Standards
3.1 Conventional operating theatres: at least 25 air changes an hour and positive pressure to adjacent areas.
3.2 Ultra-clean ventilation (UCV) theatres: as above, with a canopy achieving the specified particle counts.
3.3 Isolation rooms: negative or positive pressure as designed, shown on an indicator outside the room.

4. Maintenance
4.1 Filters and drive belts are inspected quarterly; belts showing wear must be replaced within 30 days.
4.2 Every plant failure alarm must be tested end to end each month, from plant to building management system to local indicator.
4.3 Every theatre is verified annually by an independent engineer.

5. Failure of ventilation
5.1 If ventilation to a theatre fails, no new procedure may start. Procedures in progress should be completed as safely and quickly as possible.
5.2 The AP(V) must be told immediately and must approve return to use.

6. Contractors
6.1 Contractors and their subcontractors must give the AP(V) records of every inspection within 5 working days.

7. Records
7.1 Logbooks are held by the AP(V) for at least 10 years."""
},
{
"id": "health-40",
"title": "CareLedger: staff questions and answers",
"text": """CareLedger electronic patient record: staff questions and answers
Digital Services, updated May 2024

Q. What is CareLedger?
A. CareLedger is the trust's electronic patient record. It holds admissions, clinical notes, observations, prescribing and results for every site, including community teams.

Q. I've forgotten my password. What do I do?
A. Use the self-service reset link on the login screen. You will need the mobile number on your staff record. If that fails, call the Digital Service Desk on extension 5000, 24 hours a day.

Q. Can I log in from home?
A. Consultants, specialist nurses and on-call managers can use remote access with a trust laptop and two-factor authentication. Access from personal devices is not allowed.

Q. How do I get trained?
A. New starters complete a three-hour classroom session in their first week. Short videos for each role are on the intranet.

Q. What happens if CareLedger goes down?
A. Follow the downtime procedure for your area. Your ward manager will show you where the downtime box and the business continuity access PC are kept. The full procedure is on the intranet under "Digital downtime".

Q. Who looks after CareLedger?
A. The system is hosted and supported by the supplier under a long-term contract managed by Digital Services. Local configuration, training and access are handled by the trust's own CareLedger team.

Q. Why did the login screen change in January?
A. The supplier updated its branding. The system itself did not change.

Q. How do I suggest an improvement?
A. Use the "Ideas" button in the help menu. The Clinical Safety Officer reviews every suggestion each month.

Q. Who is the Clinical Safety Officer?
A. Dr Hamish Lorne, consultant in acute medicine."""
},
]
