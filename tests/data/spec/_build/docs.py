# -*- coding: utf-8 -*-
"""The 60 documents of the invented SRML / TISB world.

Every name, company, number, date and amount below is invented.
Each entry: (id, style, role, main_entity, title, text)
  role: "S" = supports at least one query, "D" = distractor
  main_entity: the document's main entity (used by check.py to make sure a
  multi-hop question does not name its final document's main entity).
"""

DOCS = []


def D(did, style, role, main, title, text):
    DOCS.append({"id": did, "style": style, "role": role, "main": main,
                 "title": title, "text": text.strip("\n")})


# ---------------------------------------------------------------- sp-01
D("sp-01", "specification clause excerpt", "S", "TISB-SRML-001",
  "TISB-SRML-001 v1.0, Clause 1: Scope", """
1 Scope

1.1 This specification defines the Short-Range Metering Link (SRML), a low-duty-cycle radio protocol for the exchange of consumption, status and tamper data between battery-powered utility meters and fixed collection gateways. It is published by the TISB and maintained by its technical bodies.

1.2 SRML operates in the 871.2 MHz metering allocation of the Calvessan national frequency plan. A conforming link shall support reliable communication over distances of up to 120 metres line-of-sight between an end device and its gateway. Greater distances are permitted but are outside the scope of conformance testing.

1.3 The specification covers the physical layer (Clause 5), medium access and beaconing (Clause 6), frame formats (Clause 7), the application data model for water, gas and heat metering (Clause 8) and acknowledged transfers (Clause 9). Security mechanisms beyond the frame check sequence are out of scope for this version.

1.4 The following are not covered: wide-area backhaul from the gateway, billing systems, and the physical installation of meters.

1.5 Normative language. The key words "shall", "should" and "may" are to be interpreted as described in Annex A. A device that implements all mandatory features of Clauses 5 to 7 and at least one application profile of Clause 8 may claim conformance to SRML 1.0.

NOTE - A future revision is expected to add optional frame protection. Implementers are advised not to reuse the reserved header bits defined in 7.2.4.
""")

# ---------------------------------------------------------------- sp-02
D("sp-02", "version history table", "S", "version history",
  "SRML specification family: version history", """
Maintained by the TISB document control office. Each published version supersedes the one before it. Superseded versions remain downloadable for reference but may not be cited for new certifications after a twelve-month transition period.

| Version | Published | Supersedes | Editor | Principal changes |
|---|---|---|---|---|
| SRML 1.0 | March 2009 | none | Margit Holloway | Initial release; single fixed channel |
| SRML 1.1 | September 2010 | SRML 1.0 | Margit Holloway | Mandatory CRC-24; tighter beacon jitter bounds |
| SRML 2.0 | June 2013 | SRML 1.1 | Bartholomew Quaye | Staggered wake-up beacons; cells of up to 128 nodes |
| SRML 2.1 | November 2015 | SRML 2.0 | Osric Penhallow | Sealed Frame mode; frame counter epochs |
| SRML 3.0 | April 2019 | SRML 2.1 | Wenna Trask | Adaptive channel hopping; backward-compatible beaconing |
| SRML 3.1 | in ballot | SRML 3.0 | Teodor Brisk | Gateway roaming; clarified power classes |

Errata are published separately and do not change the version number. Editors are appointed by the LLTG and normally continue to maintain their version, with the task group, after it is published.
""")

# ---------------------------------------------------------------- sp-03
D("sp-03", "press release", "S", "Kingfisher",
  "TISB publishes SRML 2.1, marketed as Kingfisher", """
PELLACOURT, 17 November 2015 - The TISB today published version 2.1 of its SRML specification. SRML 2.1, which member companies will market to utilities under the name Kingfisher, supersedes SRML 2.0 and is the first version of the protocol to protect meter readings in transit.

The headline feature, Sealed Frame mode, authenticates and encrypts every frame using a per-device key and a monotonic frame counter, closing the replay loophole that utilities have raised since 2012. The release also extends battery life in dense installations by refining the staggered wake-up beacons introduced in the previous version.

"Utilities told us they would not roll out another million meters without frame protection," said Ilse Marrow, chair of the LLTG, which drafted the update. "Kingfisher is our answer, and it runs on the radio hardware already in the field."

Existing SRML 2.0 devices can interoperate with the new version in unprotected mode. The TISB expects the first certified products within six months, and a dedicated interoperability week for the new version is planned for spring 2016. Certification to SRML 2.0 remains available for twelve months.

About the TISB: the board develops open radio interface standards for the metering industry and has more than forty member organisations, including utilities, meter makers, chipset designers and test houses.

Media contact: press office, TISB secretariat, Pellacourt.
""")

# ---------------------------------------------------------------- sp-04
D("sp-04", "working-group meeting minutes", "S", "LLTG meeting #41",
  "Minutes, LLTG meeting #41", """
Link Layer Task Group (LLTG) - Meeting #41
Date: 9-10 October 2014. Venue: Brightwell Metering offices, Harrowmere.
Chair: Ilse Marrow (Brightwell Metering). Secretary: Amadou Keel (TISB secretariat).
Present: Bartholomew Quaye (Dunmore Telemetry, editor for SRML 2.0 maintenance); Osric Penhallow (Halberd Semiconductor); Dagny Ruel (Tessaly Devices); Joska Varnum (Brightwell Metering); T. Aske (Corrigan Radio); Lutz Hemming (Ambry Conformance Labs, observer). 11 voting members present; quorum reached.

1. Agenda approved without change.
2. Minutes of #40 approved.
3. CR-0287 (Sealed Frame counter with epoch extension), presented by Osric Penhallow. Discussion of counter width: 24 bits plus a 16-bit epoch agreed. The presenter confirmed that his company's IPR statement is on file. Decision: CR-0287 ACCEPTED for the next minor revision (9 for, 0 against, 2 abstentions).
4. Beacon offsets: Bartholomew Quaye reported two implementations misreading Table 6-3. An informative example will be added.
5. Schedule: the chair proposed freezing the next minor revision by June 2015. Agreed.
6. AOB: Dunmore Telemetry offered to host meeting #43 in Ostley Bay.

Actions
A41-1 Working-draft editor: integrate CR-0287.
A41-2 O. Penhallow: supply test vectors for counter rollover.
A41-3 Chair: request liaison with the certification programme on test timing.

Next meeting: #42, February 2015, Fennick.
""")

# ---------------------------------------------------------------- sp-05
D("sp-05", "change request form", "S", "CR-0412",
  "Change Request CR-0412: Adaptive channel hopping for dense deployments", """
TISB CHANGE REQUEST FORM
CR number: CR-0412
Title: Adaptive channel hopping for dense deployments
Specification: SRML, target version 3.0 (new clause 11.2)
Source company: Brightwell Metering Ltd
Author / contact: Joska Varnum
Date submitted: 14 August 2017
Category: B (addition of feature)

Reason for change: In apartment blocks with more than 300 meters per gateway, the single-channel beacon plan of the current version saturates. Field trials by the source company showed up to 18% of readings lost in the worst hour.

Summary of change: Gateways maintain a channel quality map and announce a hop sequence derived from a seed carried in the beacon. End devices follow the sequence from the next superframe boundary. Devices that do not implement the feature remain on the primary channel.

Consequences if not approved: large water deployments will continue to rely on proprietary workarounds that break interoperability.

Clauses affected: 6.4, 7.2, new 11.2, Annex D.

IPR disclosure: the source company holds patent CV-133 610, which it believes may be essential to this change, and is prepared to license it under RULT.

LLTG decision: Accepted, 22 February 2018 (meeting #55). Assigned to the 3.0 editor for integration.
""")

# ---------------------------------------------------------------- sp-06
D("sp-06", "erratum notice", "S", "E-21-07",
  "Erratum E-21-07 to SRML 2.1", """
ERRATUM NOTICE
Reference: E-21-07
Applies to: SRML 2.1, Clause 9.4.2 (Acknowledgement timeout)
Status: Approved, 5 July 2016
Severity: Normative

Problem. Clause 9.4.2 states that an end device shall wait 40 ms for an acknowledgement before scheduling a retry. The transition diagram in Figure 9-6 and the timing budget in Annex C both assume 45 ms. Implementations that follow the clause text retry too early and collide with late acknowledgements from gateways that follow the figure.

Origin. The inconsistency was observed during IVE-4, where devices built on two chipset families failed to complete acknowledged transfers with each other. It was subsequently analysed on the task group reflector.

Correction. In Clause 9.4.2, first sentence, replace "40 ms" with "45 ms". No change to Figure 9-6 or Annex C.

Impact on certification. Products certified before this notice need not be re-tested. From 1 October 2016, test case ACK-09 applies the corrected value. Test houses have been informed.

Approved by the LLTG; published by the TISB document control office.
""")

# ---------------------------------------------------------------- sp-07
D("sp-07", "patent abstract and claims", "S", "CV-118 442",
  "CV-118 442 B: Staggered wake-up beacon scheduling for battery-powered metering nodes", """
Calvessan Patent CV-118 442 B
Title: Staggered wake-up beacon scheduling for battery-powered metering nodes
Filed: 3 May 2011. Granted: 19 August 2013.
Inventors: Bartholomew Quaye; Nadia Fenwright.
Assignee (at grant): Dunmore Telemetry, Ostley Bay.

Abstract
A gateway serving a plurality of battery-powered metering nodes transmits wake-up beacons at offsets derived from each node's address, so that nodes in the same cell wake in staggered groups rather than simultaneously. Each beacon carries a compact offset table allowing a node to compute its next wake time without listening continuously. The method reduces collisions at the start of each superframe and lowers average receiver-on time by more than half compared with a single common beacon.

Claims
1. A method of scheduling wake-up beacons in a metering network, comprising: assigning each end node to one of N wake groups by a function of its address; transmitting, for each group, a beacon at an offset within a superframe; and including in each beacon an offset table from which the node determines its next wake time.
2. The method of claim 1, wherein N is announced in the gateway's first beacon of each superframe.
3. The method of claim 1, wherein a node failing to receive a beacon falls back to the earliest offset.
4. A gateway configured to perform the method of claim 1.
5. A metering node configured to compute its wake time from a received offset table according to claim 1.
""")

# ---------------------------------------------------------------- sp-08
D("sp-08", "licensing declaration form", "S", "declaration D-0093",
  "Licensing declaration: Dunmore Telemetry, patent CV-118 442", """
TISB PATENT LICENSING DECLARATION FORM (Form L-2)

Part A - Declarant
Legal name: Dunmore Telemetry
Address: 12 Saltings Road, Ostley Bay, Calvessa
Contact: Office of the General Counsel

Part B - Specification
Specification: SRML 2.0
Clause(s): 6.2 (wake groups) and 7.3 (beacon offset table)

Part C - Patent information
Patent or application: CV-118 442 (granted)
Title: Staggered wake-up beacon scheduling for battery-powered metering nodes

Part D - Licensing commitment (tick one)
[X] Option 1: The declarant is prepared to grant licences under Reasonable and Uniform Licensing Terms (RULT) to any implementer of the specification, on a non-discriminatory basis, for the purpose of implementing the specification.
[ ] Option 2: The declarant is prepared to grant licences under RULT, subject to reciprocity.
[ ] Option 3: The declarant is not prepared to license under Option 1 or Option 2.

Part E - Transfer
The declarant undertakes that any transfer of the patent will be made subject to this commitment.

Signed: Harriet Olumide-Cross
Title: General Counsel
Date: 2 September 2013

For secretariat use: received 4 September 2013; logged as declaration D-0093.
""")

# ---------------------------------------------------------------- sp-09
D("sp-09", "patent pool licensor list (markdown table)", "S", "Clearmark",
  "SRML Patent Pool: licensor list", """
Clearmark Licensing Exchange administers the SRML Patent Pool on behalf of its licensors. Licensees obtain rights to all pooled patents essential to the listed versions for a single per-device fee of 0.35 marks. Royalties collected are distributed to licensors according to the allocation below, recalculated each year from the number of patents found essential by independent evaluators.

Licensor list effective 1 January 2021:

| Licensor | Essential patent families | Versions covered | Joined pool | Royalty allocation |
|---|---|---|---|---|
| Sarrowline | 6 | 2.0, 2.1, 3.0 | 2014 | 41% |
| Halberd Semiconductor | 4 | 2.1, 3.0 | 2016 | 27% |
| Brightwell Metering | 3 | 3.0 | 2019 | 19% |
| Corrigan Radio | 2 | 2.0, 2.1 | 2014 | 8% |
| Vantor Microsystems | 1 | 3.0 | 2020 | 5% |

Notes: the year joined refers to the licensor or its predecessor in title. Patent lists per licensor are available to licensees on request. Licensors remain free to license their patents bilaterally outside the pool. Membership of the TISB is not required to join the pool as licensor or licensee.

Enquiries: licensing desk, Clearmark Licensing Exchange, Pellacourt.
""")

# ---------------------------------------------------------------- sp-10
D("sp-10", "acquisition announcement", "S", "Sarrowline",
  "Sarrow Holdings completes acquisition of Dunmore Telemetry; business renamed Sarrowline", """
OSTLEY BAY, 1 October 2019 - Sarrow Holdings plc today completed its acquisition of Dunmore Telemetry, the Ostley Bay radio chipset designer, for 310 million marks in cash. The transaction was first announced on 6 August 2019 and has been cleared by the Calvessan Competition Office.

With immediate effect Dunmore Telemetry is renamed Sarrowline and becomes a wholly owned subsidiary of Sarrow Holdings. All of Dunmore Telemetry's patents, including CV-118 442 and its related families, have been assigned to Sarrowline, which also assumes the company's existing licensing commitments and its membership of the TISB.

"Dunmore built the beacon technology that half the country's meters wake up to," said Corvin Ashdale, chief executive of Sarrow Holdings. "Under the Sarrowline name we will invest in the next generation of SRML silicon and defend the portfolio that makes it possible."

Ferris Lyle, Dunmore Telemetry's founder and chief executive, will stay on as managing director of Sarrowline for a transition period of eighteen months. The DT-40 chipset family will continue to be sold and supported under the new name.

Sarrow Holdings is a Pellacourt-listed industrial technology group with interests in grid sensing, water networks and metering communications.
""")

# ---------------------------------------------------------------- sp-11
D("sp-11", "court judgment excerpt", "S", "Tessaly",
  "Sarrowline Ltd v Tessaly Devices [2022] CVHC (Pat) 14: judgment (extract)", """
IN THE HIGH COURT OF CALVESSA, PATENTS COURT
Sarrowline Ltd (Claimant) v Tessaly Devices (Defendant)
[2022] CVHC (Pat) 14 - Judgment of the Honourable Mrs Justice Rosalind Ebbesen, 14 March 2022

Counsel: Imogen Strand for the Claimant; Tobias Marrow (instructed by Orrin & Vale) for the Defendant.

41. The patent in suit, CV-118 442, was assigned to the Claimant in October 2019 as part of a corporate acquisition. Nothing turns on the assignment: the licensing commitment given by the original proprietor travels with the patent, and the Claimant accepts that it is bound by it.

42. I have found that the T-Node 5 gas meter, operating in its default SRML 3.0 configuration, falls within claim 5, and that in use with any conforming gateway the method of claim 1 is performed. The Defendant's chief engineer, Ms Fenwright, who is herself a named inventor, gave candid evidence that the meter's beacon handling follows the standard without modification. The patent is therefore essential as well as infringed.

43. As to relief, the Defendant was at all times willing to take a licence, and the Claimant is bound by RULT. An injunction would be disproportionate. I assess a RULT rate for this single patent at 0.18 marks per unit, having regard to the pool allocation evidence and to the comparable bilateral licences.

44. Applied to the 13.3 million units sold to date, and with interest, damages for past infringement are 2.4 million marks.

45. There will be a declaration of infringement and an order for a licence on the terms set out in the Schedule.
""")

# ---------------------------------------------------------------- sp-12
D("sp-12", "trade-magazine news analysis", "D", "trial preview",
  "Beacon patent fight heads to court", """
METERING RADIO MONTHLY - November 2021 - News analysis

The first courtroom test of a patent declared essential to SRML opens in Pellacourt next month, and meter makers, chip vendors and utilities will all be watching.

Sarrowline, the chipset business owned by Sarrow Holdings, alleges that Tessaly Devices' best-selling gas meter uses its staggered wake-up beacon patent without a licence. Tessaly does not deny that its meters follow the standard's beaconing rules. Its case is that it has always been willing to pay a fair rate, and that Sarrowline's opening demand - said by people familiar with the negotiations to be several times what the pool charges for a whole portfolio - breaks the promise made when the patent was declared.

There is a twist. One of the two inventors named on the patent now works for the defendant and is expected to give evidence. "She knows those claims better than anyone in the building," said one industry lawyer. "That can cut either way."

Tessaly has instructed the Pellacourt firm Orrin & Vale. Sarrowline declined to comment beyond a short statement that it "supports fair licensing and expects others to do the same". Clearmark Licensing Exchange, which administers the SRML pool, said it was not a party and would not comment.

Whatever the outcome, the judgment is likely to become the reference point for what RULT means in practice. The trial is listed for five days.
""")

# ---------------------------------------------------------------- sp-13
D("sp-13", "certification certificate", "S", "Aquila W3",
  "Certificate of Conformance SC-2016-0441", """
STELLAN TEST HOUSE
TISB-appointed ACTH for SRML conformance testing
4 Quarry Lane, Pellacourt

CERTIFICATE OF CONFORMANCE
Certificate number: SC-2016-0441

This is to certify that the product identified below has been tested and found to conform to the mandatory requirements of the specification stated, for the profiles listed.

Manufacturer: Brightwell Metering Ltd, Harrowmere
Product: Aquila W3 ultrasonic water meter
Hardware revision: C
Firmware version: 2.4.0
Specification: SRML 2.1
Profiles: Water metering (Annex W); Sealed Frame mode
Test report reference: STH-R-16-0219
Date of issue: 30 June 2016
Valid until: 30 June 2021, or until the specification is withdrawn for certification, whichever is sooner.

Conditions: this certificate applies only to units identical in hardware and firmware to the sample tested. Any change to the radio subsystem requires re-assessment. The certificate may be verified on the TISB certified products register.

Signed for Stellan Test House:
Ansgar Stellan, Technical Director
""")

# ---------------------------------------------------------------- sp-14
D("sp-14", "test lab report with results table", "S", "T-Node 5",
  "Ambry Conformance Labs test report AMB-2020-113", """
AMBRY CONFORMANCE LABS, Fennick
Test Report AMB-2020-113

Device under test: T-Node 5 smart gas meter
Manufacturer: Tessaly Devices
Firmware: 5.2.0
Specification: SRML 3.0, gas profile (Annex G)
Test dates: 2-6 November 2020
Test engineer: Lutz Hemming

Summary of results

| Test case | Description | Result |
|---|---|---|
| BCN-03 | Staggered beacon reception, 128-node cell | Pass |
| SF-07 | Sealed Frame authentication, tampered frame rejected | Pass |
| AH-12 | Adaptive hopping, resynchronisation after gateway reseed | Pass (3 retries) |
| ACK-09 | Acknowledgement timeout | Pass |
| LEG-02 | Reception of older-generation beacons | Pass |
| PWR-02 | Average current, 15-minute reporting | Observation: 4% above declared value |

Overall verdict: Compliant with observations.

Remarks: the observation under PWR-02 does not affect conformance but must be disclosed in the product listing. Retries recorded in the table are within the limits permitted by the test specification. Sample units were returned to the manufacturer on 9 November 2020.

Approved: M. Castellane, Laboratory Manager
""")

# ---------------------------------------------------------------- sp-15
D("sp-15", "plugfest summary report", "S", "IVE-4",
  "IVE-4 summary report", """
IVE-4 - Summary Report
Dates: 11-15 April 2016
Location: Fennick
Host: Ambry Conformance Labs
Focus: first multi-vendor event for SRML 2.1, including Sealed Frame mode

Participation. Fourteen companies brought 31 devices: 19 end devices (water, gas and heat meters), 8 gateways and 4 chipset evaluation boards. Each pairing was tested against a shared test plan over five days, and results were recorded anonymously.

Headline results
- 94% of end-device/gateway pairings completed enrolment and unprotected reporting at the first attempt.
- 88% completed Sealed Frame enrolment; most failures were traced to key-loading procedures rather than to the protocol.
- An acknowledgement timing discrepancy between two chipset families was logged and referred to the task group for analysis.
- No interoperability problems were seen with staggered beacons.

Next steps. Vendors received their confidential pairing matrices on 22 April. The host lab will run a remote follow-up session in June for participants who wish to retest fixes. The next event is expected to be hosted by a different test house.

Thanks to all participants, and to the host's staff for long days in the shielded rooms.
""")

# ---------------------------------------------------------------- sp-16
D("sp-16", "FAQ", "S", "certification FAQ",
  "SRML certification: frequently asked questions", """
Q: Who can test my product?
A: Only an Accredited Conformance Test House (ACTH) appointed by the TISB. There are currently two: Stellan Test House in Pellacourt and Ambry Conformance Labs in Fennick. Results from in-house or other laboratories are not accepted.

Q: How much does certification cost?
A: The TISB charges a certification fee of 4,800 marks per product family, payable when the test report is submitted. Test house charges are separate and are agreed directly with the lab.

Q: Which versions can I certify against?
A: The current version and, for twelve months after a new version is published, the version it superseded.

Q: Do I need to be a TISB member?
A: No, but members receive a 40% reduction on the fee.

Q: Does certification give me a patent licence?
A: No. Certification confirms conformance only. Licences for essential patents must be obtained from their owners or through the patent pool.

Q: How long is a certificate valid?
A: Five years, or until the version is withdrawn for certification, whichever comes first.

Q: Can I use the SRML logo?
A: Yes, once your product appears on the certified products register.
""")

# ---------------------------------------------------------------- sp-17
D("sp-17", "glossary", "D", "glossary",
  "SRML glossary of terms", """
Acknowledged transfer - A data exchange in which the receiver confirms each frame; unconfirmed frames are retried after a timeout.

Beacon offset table - A compact list carried in a gateway beacon from which an end device computes its next wake time.

End device - A battery-powered meter or sensor that initiates reports and sleeps between them.

Epoch - The upper part of the extended frame counter used in Sealed Frame mode; incremented when the 24-bit counter wraps.

Gateway - A mains-powered collector that transmits beacons, receives reports and forwards them to a head-end system.

Hop sequence - The ordered list of channels a cell follows when adaptive hopping is enabled, derived from a seed announced by the gateway.

Interoperability Verification Event (IVE) - A multi-vendor test week organised by the TISB and hosted by a test house, at which devices from different companies are paired under a common test plan. Informally called a plugfest. Results are confidential to participants.

Sealed Frame mode - The optional protection mode in which every frame is authenticated and encrypted with a per-device key.

Superframe - The repeating time structure within which beacons, reports and acknowledgements are scheduled.

Wake group - A set of end devices that wake at the same beacon offset.
""")

# ---------------------------------------------------------------- sp-18
D("sp-18", "engineer's CV", "S", "Nadia Fenwright",
  "Curriculum vitae: Nadia Fenwright", """
NADIA FENWRIGHT, MEng
Chief Engineer - Keswold, Calvessa

Profile
Radio firmware engineer with fifteen years in low-power metering protocols, from first silicon bring-up to field deployment of millions of units. Equally comfortable in standards meetings and at the lab bench.

Experience
Tessaly Devices - Chief Engineer (August 2018 - present)
- Lead a 40-person team responsible for the T-Node gas meter family.
- Took the T-Node 5 from concept to volume production on SRML 3.0.
- Represent the company in certification and customer audits.

Dunmore Telemetry - Radio Firmware Lead (2008 - 2018)
- Wrote the beacon scheduler for the DT-40 chipset family.
- Attended IVE events as firmware lead.
- Co-inventor of patent CV-118 442 (staggered wake-up beacons).

Education
MEng Electronic Engineering, University of Harrowmere, 2007.
Thesis: "Duty-cycling strategies for battery radio nodes".

Patents
CV-118 442 (co-inventor); CV-121 067 (co-inventor, beacon loss recovery).

Languages: Calvessan (native), English (fluent).
References available on request.
""")

# ---------------------------------------------------------------- sp-19
D("sp-19", "LinkedIn-style post", "S", "Joska Varnum",
  "Post by Joska Varnum: new job", """
Joska Varnum - Head of Radio Analytics at Brightwell Metrics - 10 May 2021

News! After nine years at Brightwell Metering I'm starting a new chapter: today is my first day as Head of Radio Analytics at Brightwell Metrics in Ostley Bay.

And yes, before anyone asks, they are two completely different companies. Same first word, different owners, different cities, no shared history. My mother has already congratulated me on "getting promoted within the same firm" :-)

What I'm proudest of from the Metering years: taking the adaptive channel hopping idea from a whiteboard sketch in 2016 to a change request, through months of LLTG debate, and into SRML 3.0. Seeing it hold up in tower blocks with four hundred meters per gateway still makes me smile.

At Metrics I'll be on the other side of the radio, working out what link statistics from millions of meters can tell utilities about leaks, tampering and network health.

Huge thanks to Ilse, to the beacon crowd at the task group, and to everyone on the Aquila team. #SRML #metering #newjob

212 reactions - 37 comments
""")

# ---------------------------------------------------------------- sp-20
D("sp-20", "podcast transcript", "S", "Wenna Trask",
  "Meter Minds podcast, episode 37: transcript excerpt", """
[00:01:12]
CASS OYELARAN: Welcome back to Meter Minds. My guest today is Wenna Trask, principal engineer at Halberd Semiconductor and, for four years, the editor holding the pen on the big SRML revision. Wenna, welcome.
WENNA TRASK: Thanks, Cass. Happy to be out of the editing chair at last.
CASS: How hard was it, honestly?
WENNA: Put it this way: my draft went through eleven ballot rounds before it passed. Eleven! Every round somebody found another corner of adaptive hopping that nobody had thought about.
CASS: Who taught you the ropes?
WENNA: BQ, without a doubt. When I started, BQ walked me through the beacon offset tables on a napkin in a Fennick hotel bar. Everything I know about how not to wake a thousand meters at once, I learned from BQ.
CASS: And now you work down the corridor from each other.
WENNA: [laughs] We do, which is dangerous for my free time.
CASS: What's on your bench right now?
WENNA: Mostly the HS-720, our radio module. We're squeezing the sleep current down further for the next revision and getting it ready for gateway roaming.
CASS: Last question. What's the one thing utilities get wrong?
WENNA: They buy meters on price and forget to ask which test house certified them. Ask!
[00:24:40]
""")

# ---------------------------------------------------------------- sp-21
D("sp-21", "mailing-list thread", "S", "9.4.2 thread",
  "[LLTG] 9.4.2 ack timeout - 40 or 45?", """
From: Lutz Hemming
To: LLTG reflector
Date: 19 April 2016
Subject: [LLTG] 9.4.2 ack timeout - 40 or 45?

All,
At last week's plugfest two chipset families could not finish acknowledged transfers with each other. Traces show one side retrying at 40 ms, exactly as 9.4.2 says, and the other answering at 43-44 ms, as Figure 9-6 allows. Which one is right?
Lutz (Ambry)

From: BQ
Date: 19 April 2016
Subject: Re: [LLTG] 9.4.2 ack timeout - 40 or 45?

Figure wins, IMO. Our DT-40 has used 45 since the 2.0 days because we always read the text as a typo. Happy to share the trace from our side.
- BQ

From: Ilse Marrow
Date: 20 April 2016
Subject: Re: [LLTG] 9.4.2 ack timeout - 40 or 45?

Thanks both. Sounds like an erratum rather than a change request. BQ, can you draft the text? I'd like it approved before the October certification cut-over.
Ilse

From: BQ
Date: 20 April 2016
Subject: Re: [LLTG] 9.4.2 ack timeout - 40 or 45?

Will do. Draft by Friday.

From: Osric Penhallow
Date: 21 April 2016
Subject: Re: [LLTG] 9.4.2 ack timeout - 40 or 45?

+1 for 45. Our evaluation boards already tolerate both.
""")

# ---------------------------------------------------------------- sp-22
D("sp-22", "chat log", "S", "ive7-floor chat",
  "#ive7-floor chat log (excerpt)", """
[2020-09-22 08:47] <lhemming> morning all. room 3 shielded enclosure is free until 11
[08:49] <piet.o> we'll take it. T-Node 5 vs the three gateways on the list
[08:52] <BQ> brought a crate of spare HS-720 reference boards, on the table by the coffee. help yourselves, return them friday pls
[08:53] <wtrask> BQ you legend
[09:30] <piet.o> hm. counter on our unit froze after the long soak run. frames rejected by every gateway after that
[09:31] <lhemming> sealed frame? what counter value
[09:33] <piet.o> right at the 24-bit boundary. epoch never increments. logging a ticket now
[09:34] <BQ> classic. we hit the same thing on eval boards years ago. check your epoch carry
[10:15] <k.aske> anyone got kingfisher gear running in legacy? our old Rill meters need a partner
[10:16] <wtrask> the Aquila W3 on bench 6 is old gen, try that
[10:40] <k.aske> works. nice
[11:02] <piet.o> ticket's in. firmware team says they can reproduce
[11:05] <BQ> lunch is apparently "regional cuisine". brace yourselves
""")

# ---------------------------------------------------------------- sp-23
D("sp-23", "bug tracker ticket", "S", "TSD-2291",
  "TSD-2291: Sealed Frame counter does not roll into next epoch", """
Tracker: Tessaly Devices firmware
Key: TSD-2291
Type: Bug - Priority: Critical - Status: Resolved
Product: T-Node 5 (gas) - Affects version: 5.2.0
Reporter: Piet Oduya - Assignee: Marta Quist
Found at: IVE-7, shielded room 3, 22 September 2020

Description
After a 60-hour soak at accelerated reporting, the 24-bit frame counter reached 0xFFFFFF and stopped. The epoch field was never incremented, so every subsequent sealed frame carried a repeated counter and was rejected by all three gateways as a replay. The unit must be re-keyed to recover.

Steps to reproduce
1. Load a test build with the counter preset to 0xFFFFF0.
2. Enrol with any SRML 3.0 gateway in Sealed Frame mode.
3. Send 20 readings.
Expected: counter wraps to 0x000000 and epoch increments to 1.
Actual: counter stuck; gateway logs REPLAY.

Comments
Marta Quist (23 Sep 2020): the carry from counter to epoch uses a 16-bit compare. The fix is one line plus tests.
Piet Oduya (24 Sep 2020): another attendee pointed us at the same bug class in older evaluation boards. Adding a rollover test to CI.
Marta Quist (2 Oct 2020): fix is ready, but the counter code is being reworked together with the beacon scheduler. Deferring to the next major field release. Resolving.
""")

# ---------------------------------------------------------------- sp-24
D("sp-24", "blog post", "D", "Kingfisher blog",
  "Why Kingfisher was the release that mattered", """
The Meter Closet - a blog about the boxes under your stairs
Posted by Rafe Dunstable - 8 March 2017

Every few years a standard gets a release that changes what people are willing to buy. For SRML, that was Kingfisher.

Before it, utilities loved the battery life - Dunmore's DT-40 radios with staggered beacons could run a water meter for fifteen years - but their security teams hated the fact that anyone with a cheap receiver could read, and worse, replay, a neighbour's consumption. Kingfisher's Sealed Frame mode fixed that without new hardware, and suddenly the procurement logjam cleared.

The first Kingfisher water meter to get its paperwork was not, as many assume, Brightwell's Aquila. Corrigan Radio's little Rill 2 went through Ambry's lab a few weeks earlier and quietly shipped to two rural utilities that summer. Brightwell had the bigger launch and the better marketing, and good luck to them.

What I'd still like to see: published plugfest numbers per vendor (never going to happen), and a cheaper certification route for tiny companies. The fee is fine for a big manufacturer; for a three-person start-up it stings.

Comments (2)
- "Rill 2 is a lovely bit of kit, shame about the display."
- "Sealed Frame key loading is still a pain in the field."
""")

# ---------------------------------------------------------------- sp-25
D("sp-25", "obituary", "S", "Edmund Sallow",
  "Edmund Sallow, 1942-2021", """
Edmund Sallow, who has died aged 78, was the first chair of the Telemetry Interconnect Standards Board (TISB) and, for a generation of Calvessan engineers, the man who persuaded rival meter makers to sit at the same table.

Born in Harrowmere, the son of a lock-keeper, he joined Quenby Utilities as a graduate in 1966 and stayed for his whole career, retiring in 2010 as chief metering engineer. He liked to say that he had read more meters by hand than anyone alive, and that this was exactly why he wanted radios to do it.

In 2006, when Quenby Utilities and two other utilities grew tired of buying meters that could only be read by their makers' own radios, Sallow was asked to convene the founding meeting of the TISB in Pellacourt. He chaired the board until 2012, insisting on two principles that still define it: that specifications be free to download, and that essential patents be offered on fair terms before a feature was adopted.

Colleagues remember a patient chair with a fondness for terrible puns and strong tea. He kept every version of the specification on his bookshelf, printed and bound, "in case the internet goes away".

He died in February. He is survived by his wife, Irene, their two daughters and five grandchildren. A memorial gathering will be held at the Quenby Utilities social club in Ostley Bay.
""")

# ---------------------------------------------------------------- sp-26
D("sp-26", "award citation", "S", "TISB Fellowship 2021",
  "TISB Fellowship 2021: citation for Bartholomew Quaye", """
TISB FELLOWSHIP 2021
Citation: Bartholomew Quaye

The Board of the TISB is pleased to name Bartholomew Quaye - known across the task group reflector, and to most of the industry, simply as BQ - a Fellow of the TISB.

Mr Quaye joined a small radio start-up in Ostley Bay in 2008 as its fourth employee. Within three years he and a colleague had worked out how to let a gateway wake hundreds of battery meters in staggered groups instead of all at once, an idea that became the heart of the SRML 2.0 specification, which he went on to edit. Meters built on that scheme now number in the tens of millions.

He has served the task group continuously since 2009 as contributor, editor and, more recently, mentor to a new generation of editors. In 2020 he joined Halberd Semiconductor as principal architect, where he leads work on gateway roaming for the next revision.

The Fellowship recognises sustained technical contribution of lasting value to the metering community. Mr Quaye is the fourth person to receive it.

Presented at the TISB annual assembly, Pellacourt, 18 November 2021.
""")

# ---------------------------------------------------------------- sp-27
D("sp-27", "job advert", "S", "Brightwell Metrics data engineer",
  "Job: Data Engineer, Radio Telemetry - Brightwell Metrics Ltd", """
Brightwell Metrics Ltd - Ostley Bay (hybrid, three days on site) - Permanent
Salary: 52,000 to 61,000 marks plus annual bonus

About us: Brightwell Metrics turns raw utility data into decisions. Our platform ingests readings and link statistics from more than four million SRML meters for water and gas utilities across Calvessa, and flags leaks, tampering and failing radio links before customers notice.

The role: you will build and run the pipelines that take gateway exports - frame logs, beacon timing, signal quality, Sealed Frame status - and turn them into clean, queryable time series. You will work closely with our radio analytics team and with utility customers' IT departments.

You will have:
- three or more years building data pipelines in production
- strong SQL and one of Python, Go or Scala
- curiosity about radio; SRML knowledge is a bonus, not a requirement

We offer 28 days' leave, a training budget of 2,000 marks a year, and a desk with a view of the harbour.

Please note: we do not make or sell meters. If you are looking for roles in meter hardware, you may be thinking of a different company.

Apply by 30 June 2021 with a CV and a short note about a dataset you have enjoyed cleaning.
""")

# ---------------------------------------------------------------- sp-28
D("sp-28", "procurement notice", "S", "Quenby",
  "Contract notice QU-T-2021-07: supply of smart water meters", """
CONTRACT NOTICE - SUPPLIES
Contracting authority: Quenby Utilities, Procurement Department, Ostley Bay
Reference: QU-T-2021-07
Title: Supply of smart water meters with SRML radio, 2022-2026

Short description: supply, configuration and delivery of approximately 400,000 domestic smart water meters (DN15 and DN20) in four annual call-offs, with an option for a further 100,000 units.

Technical requirements (summary)
- Radio interface conforming to SRML 3.0, with Sealed Frame mode enabled by default.
- Each offered model must hold a valid certificate issued by an ACTH at the date of tender.
- Battery life of at least 15 years at one reading every 15 minutes.
- Tenderers must demonstrate a licence, bilateral or through the pool, for patents essential to the offered version.

Estimated total value: 58 million marks excluding tax.
Lots: Lot 1, DN15 meters; Lot 2, DN20 meters. Tenderers may bid for one or both lots.
Award criteria: price 40%, technical merit 35%, lifecycle cost 25%.
Deadline for receipt of tenders: 30 September 2021, 12:00.
Tender documents are available from the procurement portal. Clarification questions must be submitted by 10 September 2021.
""")

# ---------------------------------------------------------------- sp-29
D("sp-29", "errata register table", "S", "errata register",
  "SRML 3.0 errata register", """
This register lists all errata raised against SRML 3.0 since publication. Approved errata are binding on new certifications from the date given in the corresponding notice. Withdrawn entries are kept for traceability.

| Erratum | Clause | Origin | Description | Status |
|---|---|---|---|---|
| E-30-01 | 5.3.2 | LLTG review | Spectral mask table column headings swapped | Published |
| E-30-02 | 6.9 | Stellan Test House | Tolerance for older-style beacon timing not specified | Published |
| E-30-03 | 11.2.6 | CR-0412 | Hop-sequence seed length given as 8 bits; should be 12 | Published |
| E-30-04 | 7.2.4 | Halberd Semiconductor | Reserved header bit reused by two features | Published |
| E-30-05 | 14.1 | Tessaly Devices | Proposed change to power class limits | Withdrawn |
| E-30-06 | 9.4.2 | Ambry Conformance Labs | Retry count ambiguous after a hop change | Under review |

Errata do not change the version number. Material technical changes are handled by change request and a new version. Questions about an entry should be raised on the task group reflector, quoting the erratum reference.
""")

# ---------------------------------------------------------------- sp-30
D("sp-30", "forum Q&A", "S", "forum thread",
  "Forum: Will my Kingfisher meters talk to a new 3.0 gateway?", """
MeterTech Community Forum > SRML > Gateways

Question (posted by waterworks_ali): Our town has about 6,000 Kingfisher-generation water meters installed in 2017 and 2018. The utility is buying new gateways and the vendor only quotes SRML 3.0 models. Do we need to replace the meters too?? Budget is tight.

Accepted answer (gw_integrator_tom): No, you don't. Every 3.0 gateway is required to support legacy beacon mode, which sends the older-style beacons on the primary channel alongside the new hopping schedule. Your Kingfisher meters will keep enrolling and reporting exactly as before. Sealed Frame keys carry over if you export them from the old head-end.

Two caveats:
1. Running legacy beacon mode costs the gateway some capacity - budget roughly 10% fewer new-generation devices per gateway while it is on.
2. Check that your gateway's certificate lists the legacy profile. All the ones I've seen do, but ask.

Reply (waterworks_ali): Thank you!! That saves us a fortune.

Reply (sparkyjen): Can confirm, we run mixed cells at about 40/60 old/new. The only pain was re-importing keys.
""")

# ---------------------------------------------------------------- sp-31
D("sp-31", "magazine interview", "D", "Ilse Marrow interview",
  "'Standards are a contact sport': an interview with Ilse Marrow", """
Ilse Marrow chaired the LLTG from 2012 to 2019, steering the SRML specification through the Kingfisher security work and the long fight over adaptive hopping. She remains Director of Radio Standards at Brightwell Metering. We spoke in Harrowmere.

You chaired the task group for seven years. What was the hardest moment?
The Kingfisher security debate. Half the room wanted encryption mandatory, half wanted it optional to protect battery life. We ended up with an optional mode that everyone implements anyway, which is the best kind of compromise.

And adaptive hopping?
A marathon. It came from our own company, which made it harder for me; I had to be seen to be neutral. I handed the gavel to my vice-chair for every vote on it.

Why step down?
Seven years is long enough. Dagny Ruel is a brilliant chair and the group needed fresh energy.

People sometimes confuse you with a certain barrister.
[laughs] Constantly. Different person, no relation. I have never been inside a courtroom and I'd like to keep it that way.

Advice for young engineers joining a standards body?
Read the minutes of the meetings held before you arrived. Half of the arguments you are about to have were settled years ago.

What's next?
Gateway roaming in 3.1, and teaching my grandson to solder.
""")

# ---------------------------------------------------------------- sp-32
D("sp-32", "product datasheet", "S", "HS-720",
  "HS-720 SRML radio module: datasheet rev 1.4", """
HALBERD SEMICONDUCTOR
HS-720 SRML Radio Module - Datasheet rev 1.4

Overview: the HS-720 is a 12 x 16 mm certified radio module for SRML end devices and small gateways. It integrates the transceiver, a hardware Sealed Frame engine and a 32-bit controller running Halberd's certified protocol stack.

Key features
- Supports SRML 2.1 and SRML 3.0, including adaptive channel hopping
- Hardware frame counter with automatic epoch carry
- Over-the-air key rotation
- Pin-compatible with the HS-710

Electrical characteristics (typical, 3 V supply, 25 C)
- Sleep current: 0.9 microamps (real-time clock running)
- Receive current: 6.2 mA
- Peak transmit current: 18.5 mA at +10 dBm
- Supply range: 2.2 to 3.6 V

Radio
- Frequency: 871.2 MHz metering allocation
- Sensitivity: -112 dBm at 20 kbit/s

Certification
- Modular certification by Ambry Conformance Labs, certificate AC-2020-0219, covering both supported versions

Ordering
HS-720-T (tape and reel, 1,000 units); HS-720-EVK (evaluation kit with two modules and a USB gateway dongle).

Halberd Semiconductor, Pellacourt. Specifications subject to change without notice.
""")

# ---------------------------------------------------------------- sp-33
D("sp-33", "compliance checklist", "S", "compliance checklist",
  "SRML 3.0 end-device compliance checklist (pre-submission)", """
Complete this list before booking a test slot with a test house. Attach an evidence reference (test log, design document or declaration) for each ticked item. (M) = mandatory; (O) = only if the feature is claimed.

- [ ] C-01 (M) Power class and battery model declared on the submission form
- [ ] C-02 (M) Beacon offset table parsed correctly for cells of up to 128 nodes
- [ ] C-03 (M) Falls back to the earliest offset after a missed beacon
- [ ] C-04 (M) Acknowledgement timeout implemented at the corrected value
- [ ] C-05 (M) Retry limit respected after a channel change
- [ ] C-06 (M) Follows the hop sequence within one superframe of a reseed
- [ ] C-07 (M) Stays on the primary channel when the gateway announces no hopping
- [ ] C-08 (M) Receives older-generation beacons in mixed cells
- [ ] C-09 (O) Sealed Frame mode: enrolment with per-device key
- [ ] C-10 (O) Sealed Frame mode: tampered frame rejected
- [ ] C-11 (M) Spectral mask within limits on all hop channels
- [ ] C-12 (M) Average current within 5% of the declared value
- [ ] C-13 (O) Over-the-air key rotation
- [ ] C-14 (O) Sealed Frame counter rollover: the 24-bit counter wraps and the epoch increments; evidence from a soak run or a preset-counter test
- [ ] C-15 (M) Application profile declared (water, gas or heat)
- [ ] C-16 (O) Gateway roaming - not assessable until 3.1

Common reasons for rejected submissions: missing evidence for the average-current item, and rollover claimed without a soak log.
""")

# ---------------------------------------------------------------- sp-34
D("sp-34", "annual report note", "S", "Sarrow Holdings",
  "Sarrow Holdings plc Annual Report 2020 - Note 14: Intangible assets", """
14. Intangible assets

(a) Patents and licences. The group's patent portfolio arose principally from the 2019 business combination through which Sarrowline became a subsidiary. The portfolio comprises 23 granted patent families relating to short-range metering radio, of which six have been declared essential to one or more versions of the SRML specification. At acquisition the portfolio was valued at 74 million marks; it is amortised on a straight-line basis over its remaining average life of nine years. Carrying value at 31 December 2020: 63.7 million marks (2019: 71.9 million marks).

(b) Licensing income. Income from the SRML patent pool administered by Clearmark Licensing Exchange amounted to 6.1 million marks in 2020 (2019, from 1 October: 1.4 million marks). Bilateral licence income was not material.

(c) Contingent asset. During 2020 the group commenced proceedings against a meter manufacturer for infringement of one patent family. No amount has been recognised in respect of the claim.

(d) Impairment. No impairment indicators were identified. The directors consider the useful life assumption appropriate given the expected lifetime of the SRML 3.0 generation of products.
""")

# ---------------------------------------------------------------- sp-35
D("sp-35", "conference slide notes", "D", "migration talk",
  "Slide notes: From Kingfisher to 3.0 - what dense buildings taught us", """
Metering Radio Summit 2018, Harrowmere - Track B, Tuesday
Speaker: Joska Varnum, Brightwell Metering

Slide 1 - Title.
Slide 2 - The problem: one gateway, 300+ meters, one channel. Beacon storms at the top of every hour.
Slide 3 - Kingfisher fixed trust, not capacity. Sealed frames add bytes, so dense cells got worse, not better.
Slide 4 - Field data: Aquila pilot, 14 tower blocks in Ostley Bay. Worst-hour loss of readings up to 18%.
Slide 5 - Idea: the gateway keeps a channel quality map and announces a hop sequence through a seed in the beacon. Old devices stay on the primary channel.
Slide 6 - Status: accepted by the task group in February and heading for the next major version. The editors are already grumbling about Annex D.
Slide 7 - What we would do differently: simulate first, argue second.

Speaker notes
Audience question: "Is this patented?" Answer: our company will make a declaration under the usual licensing rules; details go through the TISB, not through me.
Audience question: "Will older devices suffer?" Answer: slightly - about a 10% capacity hit in mixed cells.
""")

# ---------------------------------------------------------------- sp-36
D("sp-36", "firmware release notes", "S", "firmware 5.3.1",
  "T-Node 5 firmware 5.3.1: release notes", """
Tessaly Devices - T-Node 5 smart gas meter
Firmware 5.3.1 - released 12 April 2022

This is a mandatory field update for all T-Node 5 meters. It will be delivered over the air in batches starting one week after release.

Changes
- Beacon handling: wake-time computation now uses the licensed implementation under the agreement that followed the March 2022 court ruling. No behaviour change is visible to gateways.
- Sealed Frame: fixed the frame counter failing to carry into the next epoch at the 24-bit boundary (TSD-2291). Meters that have already frozen recover after the update without re-keying.
- Adaptive hopping: faster resynchronisation after a gateway reseed.
- Power: average current reduced by about 5% at 15-minute reporting.

Known issues
- The display may briefly show "SYNC" after the update; this clears within one superframe.

Compatibility
Certified configuration: SRML 3.0, gas profile. The update has passed regression testing at the certifying test house, and the existing certificate remains valid.

Support: contact your Tessaly account manager.
""")

# ---------------------------------------------------------------- sp-37
D("sp-37", "investor news brief", "D", "Brightwell Metrics funding",
  "Brightwell Metrics raises 14 million marks in Series B round", """
OSTLEY BAY, 15 February 2022 - Brightwell Metrics Ltd, the utility data analytics company, has raised 14 million marks in a Series B round led by Harbourline Ventures, with participation from existing investors. The company will use the funds to extend its leak-detection and radio-health products to gas networks and to open a second office in Pellacourt.

Brightwell Metrics' platform analyses readings and link statistics from SRML meters on behalf of nine water and gas utilities. Chief executive Rowan Tilley said: "We don't make a single meter, but we listen to millions of them. Every dropped frame tells a story about a pipe, a wall or a battery."

The company was founded in 2015 and employs 64 people. It is not affiliated with the meter manufacturer Brightwell Metering Ltd of Harrowmere.

Harbourline partner Esme Carrow will join the board. Terms of the round were not disclosed beyond the headline amount.
""")

# ---------------------------------------------------------------- sp-38
D("sp-38", "board resolution", "D", "resolution 2019-04",
  "TISB Board Resolution 2019-04: approval of SRML 3.0", """
TISB BOARD OF DIRECTORS - RESOLUTION 2019-04
Meeting of 11 April 2019, Pellacourt (hybrid)
Present: Priam Kettering (chair) and eight directors; the Secretary.

WHEREAS the LLTG has completed its final ballot on the draft SRML 3.0 specification and has recommended it for publication;
WHEREAS all licensing declarations received for the draft have been recorded and none indicates an unwillingness to license;
WHEREAS the certification programme has confirmed that test specifications will be ready within ninety days;

IT IS RESOLVED THAT:
1. SRML 3.0 is approved for publication on or before 30 April 2019.
2. SRML 2.1 is superseded with effect from the date of publication and remains available for new certifications for twelve months.
3. Certification against SRML 2.0 and earlier versions is withdrawn with immediate effect; existing certificates remain valid until expiry.
4. The Secretary is instructed to announce the publication and to schedule an interoperability week for the new version within eighteen months.
5. The Board records its thanks to the editor and to the chair of the task group.

Vote: 8 in favour, 0 against, 1 abstention.
Certified a true copy: Amadou Keel, Secretary
""")

# ---------------------------------------------------------------- sp-39
D("sp-39", "event call for participation", "S", "IVE-7",
  "Call for participation: IVE-7, September 2020", """
TISB - CALL FOR PARTICIPATION

IVE-7 - the first multi-vendor interoperability week for SRML 3.0
Dates: Monday 21 to Friday 25 September 2020
Host: Stellan Test House (ACTH), Dockside campus, Pellacourt

Who should come: chipset, module, meter and gateway vendors with SRML 3.0 implementations at beta quality or better. Devices certified to earlier versions are welcome for mixed-cell tests.

Test plan highlights
- Adaptive hopping: reseeding, resynchronisation, coexistence of neighbouring cells
- Sealed Frame: enrolment, key rotation, long soak runs
- Mixed cells with older-generation meters

Registration
The fee is 1,200 marks per device registered, up to six devices per company. Fees cover bench space, shielded room time, the shared gateway pool and lunch. Registration closes 28 August 2020.

On site
Four shielded rooms and forty open benches. To keep numbers manageable, no more than 60 engineers may be on site at any time; please nominate a rota.

Confidentiality
Pairing results are shared only with the two companies involved. An anonymised summary will be published after the event.

Questions: events desk, TISB secretariat.
""")

# ---------------------------------------------------------------- sp-40
D("sp-40", "patent office gazette extract", "S", "CV-127 905",
  "Calvessan Patent Office Gazette 2016/06: grants (extract)", """
CALVESSAN PATENT OFFICE GAZETTE - Issue 2016/06
Section B: Patents granted (entries in order of grant number)

CV-127 903 B - Self-cleaning nozzle for domestic water heaters.
Proprietor: Orlan Thermal Works, Fennick. Inventor: Beatrix Oyen.
Filed 2 September 2013. Granted 4 February 2016.

CV-127 905 B - Monotonic frame counter with epoch extension for sealed metering frames.
Proprietor: Halberd Semiconductor, Pellacourt. Inventor: Osric Penhallow.
Filed 12 March 2014. Granted 4 February 2016.
Abstract: a transmitting node maintains a 24-bit frame counter and a 16-bit epoch that is incremented on each counter wrap. The receiver rejects any frame whose combined epoch and counter value is not greater than the last accepted value, preventing replay without requiring synchronised clocks.

CV-127 912 B - Leak-indicating service valve for domestic water connections.
Proprietor: Quenby Utilities, Ostley Bay. Inventors: Rhiannon Vell; Arto Skel.
Filed 19 November 2013. Granted 4 February 2016.

Oppositions may be filed within nine months of the date of this issue. Full specifications are available from the Office's public reading room.
""")

# ---------------------------------------------------------------- sp-41
D("sp-41", "member newsletter", "D", "newsletter",
  "TISB Member Newsletter - Spring 2021", """
TISB Member Newsletter - Spring 2021

In this issue
- Welcome to our newest members: Vantor Microsystems (chipsets) and the Harrowmere Water Cooperative (utility).
- LLTG: Dagny Ruel has been re-elected chair for a second two-year term. The 3.1 draft enters its third ballot round in May; comments close on 4 June.
- Certification: the register now lists 212 certified products. A reminder that certificates must be issued by an ACTH; self-test results are never accepted, however convincing the spreadsheet.
- Fellowship: nominations for this year's TISB Fellowship close on 31 July. Past fellows may not nominate colleagues from their own company.
- IVE-8: provisionally planned for the autumn in Fennick. Registration details will follow once the host has confirmed dates.
- In memoriam: we were saddened to learn of the death of our founding chair. A full tribute will appear in the next issue.
- From the secretariat: the office moves to new premises on the Pellacourt waterfront in July. Phone numbers stay the same.

As always, send your news to the secretariat.
""")

# ---------------------------------------------------------------- sp-42
D("sp-42", "microblog thread", "D", "IVE-7 thread",
  "Thread by @meterwhisperer", """
@meterwhisperer - 26 Sep 2020

1/ Back from IVE-7. Five days in a shielded room and I can hear 871 MHz in my sleep. A thread on what I saw (nothing confidential, promise)

2/ The new hopping stuff mostly just works. Gateways from three vendors reseeded mid-test and the meters followed. Genuinely impressive for a first outing.

3/ Kingfisher-era meters are still everywhere. Every other bench had an old unit doing compatibility duty. Nobody is ripping out a working meter.

4/ Someone's gas meter stopped talking after a long soak run. Not saying whose. Frame counters are hard, kids.

5/ BQ gave an unscheduled twenty-minute history lesson on why beacons are staggered, using coffee cups as meters. Best talk of the week and it wasn't even on the agenda.

6/ Food: let's not.

7/ Next one is supposedly in Fennick. See you there. /end
""")

# ---------------------------------------------------------------- sp-43
D("sp-43", "online product review", "D", "Aquila W3 review",
  "Review: Aquila W3 water meter (4 of 5 stars)", """
Solid meter, fiddly commissioning - 4 of 5 stars
Reviewed by a field technician in the Quenby area. Product: Brightwell Metering Aquila W3 ultrasonic water meter.

We've fitted about 900 of these across two districts since 2017. Overall: accurate, quiet, and the battery estimates look honest so far.

Pros
- Kingfisher radio with sealed frames out of the box; our security people finally stopped complaining.
- No moving parts, so no sticking at low flow.
- Display readable in a dark cupboard.

Cons
- Commissioning needs the handheld tool and a key file per batch. Lose the key file and you are re-keying meters on your knees.
- The rubber gasket supplied with the DN20 version is a poor fit.

Radio performance has been fine to about 90 m through two walls. When the utility replaced the gateways last year the meters carried on without any intervention from us, which was a relief.

Would buy again, but Brightwell, please ship a better gasket.
""")

# ---------------------------------------------------------------- sp-44
D("sp-44", "university lecture notes", "D", "lecture notes",
  "EE412 Lecture 9 notes: beacon scheduling in metering networks", """
Pellacourt Polytechnic - EE412 Low-Power Wireless Systems
Lecture 9: Beacon scheduling in metering networks (notes)

1. Why not just listen? A receiver left on costs hundreds of times more energy than sleeping. A metering node must know when to wake.
2. Common beacon: every node wakes at the same instant. Simple, but the first milliseconds after each beacon are a collision storm.
3. Staggered wake groups (as standardised in SRML 2.0): nodes are split into groups by address, and the gateway sends one beacon per group at different offsets in the superframe. Each beacon carries an offset table, so a node that misses one can still find the next.
4. Worked example: 128 nodes, 8 groups, superframe of 2 s. Compute the average receiver-on time per node (answer in tutorial sheet 9).
5. Adaptive hopping (SRML 3.0) changes the channel, not the timing: the offset table is unchanged, but each beacon may arrive on a different channel.
6. Patents: several schemes in this area are patented and licensed through a pool. You may study and simulate them freely; commercial products need licences.

Reading: SRML specification, Clause 6; chapter 4 of the course text.
Tutorial: bring a calculator and a fresh battery.
""")

# ---------------------------------------------------------------- sp-45
D("sp-45", "internal company memo", "D", "Tessaly memo",
  "Internal memo: the beacon ruling and what happens next", """
TESSALY DEVICES - INTERNAL MEMO
To: all engineering and product staff
From: Halvard Renn, Chief Executive
Date: 16 March 2022
Subject: The beacon ruling and what happens next

As most of you will have seen, the Patents Court gave judgment on Monday in the case brought by Sarrowline. The court found that the T-Node 5 uses the patented beacon method, which we never seriously disputed. It also confirmed what we have said from the start: the patent owner must license on RULT terms and cannot shut us out of the market.

What this means for you:
1. No product is being withdrawn. Shipments continue.
2. We will sign the licence the court has settled. Finance will handle the payment for past sales.
3. Firmware will move the beacon code onto the licensed implementation in the next field release. There is no redesign.
4. Please do not discuss the case with customers or on social media. Refer all questions to Legal.

I want to thank everyone who worked on the evidence, and in particular our chief engineer, who spent two difficult days in the witness box and came out with the judge's respect.

Halvard
""")

# ---------------------------------------------------------------- sp-46
D("sp-46", "solicitor's letter before action", "D", "letter before action",
  "Letter before action: Hatchard Pell LLP to Tessaly Devices", """
HATCHARD PELL LLP, Solicitors, Pellacourt
3 February 2020
Private and confidential - letter before action

To: The Directors, Tessaly Devices, Keswold
Our client: Sarrowline Ltd
Patent: CV-118 442

Dear Sirs,

We act for Sarrowline Ltd, the registered proprietor of the above patent. Our client has reason to believe that your T-Node 5 smart gas meter, and any other product implementing the beacon procedures of the SRML specification, falls within claim 5 and is used to perform the method of claim 1.

Our client has offered you a licence on three occasions since November 2019, most recently at a rate of 0.52 marks per unit, which it considers consistent with its RULT commitment. You have not accepted.

We therefore ask you, within 28 days, to: (a) confirm whether you will take a licence on our client's terms; (b) provide unit sales of the T-Node 5 since launch; and (c) confirm that documents relevant to your beacon implementation will be preserved.

If we do not receive a satisfactory response, our client intends to issue proceedings without further notice.

Yours faithfully,
Hatchard Pell LLP
""")

# ---------------------------------------------------------------- sp-47
D("sp-47", "after-dinner speech", "D", "anniversary speech",
  "Remarks at the TISB fifteenth anniversary dinner", """
Remarks by Priam Kettering, chair of the TISB board, at the fifteenth anniversary dinner, Pellacourt, 12 November 2021

Friends, colleagues, and at least three people I have argued with in a ballot -

Fifteen years ago a handful of utilities and meter makers sat in a borrowed meeting room and agreed that a meter should talk to any gateway, not just to its maker's. None of us expected to still be at it, and none of us expected it to work this well.

Tonight we remember Edmund, who convened that first meeting and who would have told me this speech is too long. He would have been proud that the specifications are still free to download.

Look at what this community has built: five published versions, a security mode the country's water companies now take for granted, Kingfisher meters still ticking away in cupboards from Fennick to Ostley Bay, and a hopping scheme that tamed the tower blocks. We have held seven interoperability weeks, with an eighth postponed to the spring. The first, I am reliably told, took place in a car park because the host's shielded room had flooded.

We have also, this year, seen our first patent dispute reach the courts. I will say only this: our licensing rules exist so that disagreements about money never become disagreements about access. Let's keep it that way.

To the next fifteen years. Please raise your glasses.
""")

# ---------------------------------------------------------------- sp-48
D("sp-48", "encyclopedia stub", "D", "Clearmark article",
  "Clearmark Licensing Exchange (encyclopedia article)", """
Clearmark Licensing Exchange is a patent pool administrator based in Pellacourt, Calvessa. It was founded in 2013 by a group of licensing professionals and has no manufacturing operations of its own.

Activities
Its principal programme is the SRML Patent Pool, launched in 2014, which offers a single licence to patents found essential to the SRML metering radio specifications. Patents submitted to the pool are reviewed by independent evaluators before inclusion, and royalties are shared among licensors according to a published allocation. The company also runs a smaller pool covering heat-meter data formats.

As of 2021 the SRML pool had five licensors and more than 120 licensees, most of them meter manufacturers.

Management
The managing director since its founding has been Fenella Dray, previously a licensing executive in the consumer electronics sector.

Controversies
Some small manufacturers have argued that pool fees, combined with bilateral demands from patent holders, make certified products uneconomic at low volumes. The company says its fee has not increased since launch.

See also: Metering standards in Calvessa; Patent pools.
This article is a stub. You can help by expanding it.
""")

# ---------------------------------------------------------------- sp-49
D("sp-49", "meeting agenda", "D", "LLTG agenda #58",
  "Draft agenda: LLTG meeting #58", """
LLTG Meeting #58 - DRAFT AGENDA
Date: 5-6 September 2018 - Venue: Halberd Semiconductor, Pellacourt - Chair: Ilse Marrow

Day 1
09:00 Opening, roll call, approval of agenda
09:15 Approval of the minutes of #57
09:30 SRML 3.0 draft: comment resolution, ballot round 6 (editor)
12:30 Lunch
13:30 CR-0412 integration: Annex D examples (author)
15:00 Erratum drafts against the current version: retry counting; reserved header bits
16:30 IPR call: the chair reminds members of the obligation to disclose

Day 2
09:00 IVE planning: first event for the new version - host candidates and dates
10:30 Liaison report from the certification programme
11:30 Schedule review: target date for the final ballot
12:30 AOB and close

Documents for this meeting must be uploaded by 29 August. Late documents will be considered only with the chair's agreement. Dial-in details will be circulated to registered participants.
""")

# ---------------------------------------------------------------- sp-50
D("sp-50", "ballot results table", "D", "3.1 ballot",
  "SRML 3.1 draft ballot: results to date", """
Ballots are open to voting members of the LLTG. Approval requires at least 75% of the votes cast, excluding abstentions, and the resolution of all disapprove comments.

| Round | Closed | Approve | Disapprove | Abstain | Comments received |
|---|---|---|---|---|---|
| 1 | 14 January 2021 | 12 | 9 | 3 | 412 |
| 2 | 20 March 2021 | 16 | 6 | 2 | 187 |
| 3 | 4 June 2021 | 19 | 3 | 2 | 66 |
| 4 | 9 September 2021 | 21 | 2 | 1 | 23 |

Round 4 did not pass because two disapprove comments on gateway roaming remain unresolved. A fifth round is expected once the editor has circulated revised text.

Editor: Teodor Brisk. Comment database: members' portal, SRML 3.1 workspace.
""")

# ---------------------------------------------------------------- sp-51
D("sp-51", "expense claim", "D", "expense claim",
  "Expense claim: IVE-7 attendance", """
EXPENSE CLAIM - Tessaly Devices
Claimant: Piet Oduya (Firmware Engineer) - Cost centre: ENG-GAS-02
Purpose: attendance at IVE-7, Pellacourt, 21-25 September 2020

| Date | Item | Amount (marks) |
|---|---|---|
| 20 Sep | Train Keswold-Pellacourt, return | 84.00 |
| 20-25 Sep | Hotel, 5 nights | 610.00 |
| 21-25 Sep | Meals, 5 days | 175.00 |
| 22 Sep | Taxi carrying spare test units | 38.50 |
| 24 Sep | Replacement USB analyser cable | 22.90 |
| | Total | 930.40 |

Notes: event registration for our two devices was invoiced directly to the company and is not included here. The taxi on 22 September carried spare T-Node 5 units from the hotel after our soak-run failure. Receipts attached for all items.

Approved by: N. Fenwright, Chief Engineer - 2 October 2020
Finance use only: paid 9 October 2020
""")

# ---------------------------------------------------------------- sp-52
D("sp-52", "conference programme", "D", "summit programme",
  "Metering Radio Summit 2018: programme, day 2", """
Metering Radio Summit 2018 - Harrowmere Conference Centre
Programme, Day 2 (Tuesday 13 March)

09:00 Keynote: "Ten years of open metering radio" - Ilse Marrow, Brightwell Metering
10:00 Track A: "Beacons at scale: lessons from 20 million nodes" - Bartholomew Quaye, Dunmore Telemetry
10:00 Track B: "From Kingfisher to 3.0 - what dense buildings taught us" - Joska Varnum, Brightwell Metering
11:00 Coffee and exhibition (stands from Halberd Semiconductor, Tessaly Devices, Corrigan Radio and others)
11:30 Panel: "Who pays for the standard?" - Fenella Dray (Clearmark Licensing Exchange), Harriet Olumide-Cross (Dunmore Telemetry), Halvard Renn (Tessaly Devices); moderator Priam Kettering
13:00 Lunch
14:00 "What plugfests teach that specifications don't" - Lutz Hemming, Ambry Conformance Labs
15:00 "Buying meters in a standards world" - procurement team, Quenby Utilities
16:00 Close, followed by a drinks reception sponsored by Stellan Test House
""")

# ---------------------------------------------------------------- sp-53
D("sp-53", "patent opposition decision", "D", "CV-109 774",
  "Opposition Division decision on CV-109 774 (Tessaly Devices)", """
CALVESSAN PATENT OFFICE - OPPOSITION DIVISION
Decision on the opposition against patent CV-109 774 B
Proprietor: Tessaly Devices - Opponent: Dunmore Telemetry
Date of decision: 27 October 2015

Summary of the decision
1. The patent relates to a gas meter that buffers readings when no gateway beacon has been heard for a configurable period, and transmits them in a burst once beacons resume.
2. The opponent argued lack of inventive step over an earlier conference paper and over its own product documentation for the DT-40 chipset.
3. The Division found that claim 1 as granted lacked inventive step: buffering readings during radio outages was common general knowledge.
4. Auxiliary request 2, limiting claim 1 to bursts ordered by a priority flag carried in the frame header, was found novel and inventive.
5. The patent is maintained in amended form on the basis of auxiliary request 2.
6. The proprietor's declaration that the patent is essential to SRML 2.0 was noted but lies outside the competence of the Division.

Costs: each party bears its own costs.
Appeal: may be lodged within two months of notification of this decision.
""")

# ---------------------------------------------------------------- sp-54
D("sp-54", "essentiality evaluation report", "D", "CV-133 610",
  "Independent essentiality evaluation: CV-133 610", """
INDEPENDENT ESSENTIALITY EVALUATION
Prepared for: Clearmark Licensing Exchange, SRML Patent Pool
Patent: CV-133 610 B - Gateway-seeded adaptive channel hopping for metering cells
Submitted by: Brightwell Metering Ltd
Evaluator: Dr Sunniva Holt, independent patent engineer
Date: 8 July 2019
Reference specification: SRML 3.0, clause 11.2 and Annex D

Method: each independent claim was compared element by element with the normative text. A claim is essential if it is not technically possible to implement the referenced normative text without infringing it.

Findings
- Claim 1 (gateway transmits a seed; device derives the sequence): ESSENTIAL. Maps onto clause 11.2 in full.
- Claim 2 (channel quality map): NOT ESSENTIAL. The specification permits but does not require a quality map.
- Claim 7 (device apparatus): ESSENTIAL.

Conclusion: the patent contains at least one essential claim and is eligible for inclusion in the pool. The owner's commitment to license under RULT is on file with the TISB.

This evaluation addresses essentiality only and expresses no view on validity.
""")

# ---------------------------------------------------------------- sp-55
D("sp-55", "customer support call transcript", "D", "support call",
  "Support call transcript CC-2021-18842 (Aquila W3)", """
Brightwell Metering - Customer Care - call transcript (auto-generated, lightly edited)
Ref: CC-2021-18842 - Product: Aquila W3 - Caller: field supervisor, Quenby Utilities

AGENT: Brightwell Metering customer care, this is Sol. How can I help?
CALLER: Hi Sol. We've swapped the gateways in the Millbrook district for new-generation ones and about thirty of our Aquila W3s have gone quiet.
AGENT: Okay. Are the rest reporting normally?
CALLER: About four hundred are fine. Just these thirty.
AGENT: Can you read me the firmware version off one of the quiet ones? Hold the magnet to the display.
CALLER: It says 2.4.0.
AGENT: That's the cause. Meters still on the original launch firmware don't handle the compatibility beacons properly. You'll need to update those thirty to 2.6 with the handheld tool; it takes about two minutes each.
CALLER: Great, a day on our knees in cupboards.
AGENT: Sorry about that. I'll email you the update package and the batch key file now.
CALLER: Thanks. And while I've got you - are you the analytics people too? Our finance team say they pay Brightwell for a dashboard.
AGENT: No, that'll be Brightwell Metrics, a separate company with nothing to do with us. It happens a lot.
CALLER: Right. Thanks, Sol.
""")

# ---------------------------------------------------------------- sp-56
D("sp-56", "letter to the editor", "D", "letter",
  "Letter: pool royalties are squeezing small meter makers", """
Letters - Metering Radio Monthly, May 2022

Sir - Your report on the Tessaly judgment (April) rightly called it a win for fair licensing. Spare a thought, though, for the small makers.

My company builds a few thousand heat meters a year. We pay the pool its 0.35 marks per device without complaint, and we are happy to. But since the judgment, two patent holders have written to us citing "the court-approved rate" as if it were a floor for every patent they hold. Add those up and the radio royalty on a 40-mark meter starts to look like the price of the battery.

The TISB should publish an aggregate royalty figure for each version, as some other standards bodies do, and licensors, Sarrowline included, should agree a cap on stacked rates. Until then, certification costs and royalties together will keep the smallest firms out of the very market the standard was meant to open.

Owain Fell
Managing Director, Fell & Daughters Meters, Harrowmere
""")

# ---------------------------------------------------------------- sp-57
D("sp-57", "voicemail transcription", "D", "voicemail",
  "Voicemail transcript, 9 May 2019", """
Voicemail - received 14:12, 9 May 2019 - 1 min 48 s (automatic transcription)

"Hi Ilse, it's Dagny. Sorry, I know you're in the ballot wrap-up today. Two quick things. First - yes. I'll stand for chair. I talked it over with the team and they'll cover my product work. But I want you on the first two calls with me, because I have no idea how you kept the hopping people and the security people in the same room for that long.

Second thing: BQ says the editor handover notes for the new version are a mess, and he's offering to sort them out before he, um - he said 'before things change over here'. I don't know what that means. Maybe ask him.

Anyway. Call me back when you can. Oh, and the Fennick hotel wants the deposit for the autumn meeting by Friday. Bye."

[end of message]
""")

# ---------------------------------------------------------------- sp-58
D("sp-58", "company milestones timeline", "D", "Brightwell Metering timeline",
  "Brightwell Metering Ltd: company milestones", """
Brightwell Metering Ltd - company milestones

1994 - Founded in Harrowmere by Agnes and Tomas Brightwell to make mechanical water meters.
2004 - First electronic meter, the Aquila W1, supplied to Quenby Utilities.
2006 - Among the founding members of the TISB.
2012 - Ilse Marrow, our Director of Radio Standards, elected chair of the LLTG.
2016 - Aquila W3 certified: our first meter with sealed frames.
2017 - Adaptive channel hopping proposed to the TISB by our radio team.
2019 - Joins the SRML patent pool as a licensor.
2020 - Aquila W4 launched for SRML 3.0 networks.
2021 - Passes three million meters installed across Calvessa.
2022 - New assembly plant opens in Keswold.

Brightwell Metering Ltd has no connection with any other company trading under the Brightwell name. For investor and press enquiries, contact the company secretary in Harrowmere.
""")

# ---------------------------------------------------------------- sp-59
D("sp-59", "pub quiz sheet", "D", "quiz",
  "TISB social night quiz, round 3: standards trivia", """
TISB Social Night - Quiz Round 3: Standards Trivia (answers on the back, no phones!)

1. Which bird lends its name to the release that introduced sealed frames?
2. In which town did the very first interoperability week take place?
3. How many test houses currently hold ACTH status?
4. What colour is the cover of every printed SRML specification?
5. The founding chair of the board kept printed copies of every version in case what happened?
6. How many bits wide is the basic sealed frame counter?
7. Which town's hotel bar is said to have hosted more technical decisions than the meeting rooms?
8. Name the pool administrator.

ANSWERS: 1 Kingfisher. 2 Fennick. 3 Two. 4 Teal. 5 The internet goes away. 6 24. 7 Fennick, again. 8 Clearmark Licensing Exchange.

Tie-breaker: estimate the number of comments received in the first round of the 3.1 ballot. Closest answer wins a signed copy of the glossary.
""")

# ---------------------------------------------------------------- sp-60
D("sp-60", "technical roadmap", "D", "roadmap",
  "SRML technical roadmap 2022-2026", """
SRML Technical Roadmap 2022-2026 (informative; subject to change)
Prepared by the TISB technical steering committee

Near term
- SRML 3.1: gateway roaming, clarified power classes, two new test profiles. Editor: Teodor Brisk. Target publication: first half of 2023, subject to ballot.
- Consolidation of the SRML 3.0 errata into a single corrigendum.

Medium term
- SRML 4.0: optional relay (two-hop) operation for basements and rural outliers; modernised key agreement; study of a second frequency allocation. Call for contributions opens in 2023.

Certification
- SRML 2.1 certificates expire naturally; no renewals after 2025.
- Test specifications for 3.1 will be drafted in parallel with the ballot, to avoid the gap seen in 2019.

Events
- One interoperability week per year, alternating between the two appointed test houses.

Dependencies and risks
- Roaming requires agreement on gateway-to-gateway handover messages, which sit partly outside the current scope.
- Patent declarations for 4.0 are expected to be numerous; members are reminded to declare early.

Comments on this roadmap: via the members' portal.
""")
