# -*- coding: utf-8 -*-
"""Documents wr-01 .. wr-30 of the Kestrava telecoms corpus. All prose invented."""

DOCS_PART1 = [

("wr-01", "Government Gazette No. 41/2007: Telecommunications Act commencement and appointments", r"""
THE KESTRAVAN GOVERNMENT GAZETTE
No. 41/2007. Published by Authority. Port Ossery, Friday 21 September 2007.

NOTICE 1166. TELECOMMUNICATIONS ACT 2007 (COMMENCEMENT) ORDER 2007
The Minister for Transport and Communications, in exercise of the powers conferred by section 98 of the Telecommunications Act 2007, hereby appoints 1 October 2007 as the day on which Parts 1 to 6 of that Act shall come into force. Part 7 (universal service) shall come into force on a day to be appointed by further order.

NOTICE 1167. ESTABLISHMENT OF THE REGULATOR
Pursuant to section 4 of the Act there is established, with effect from 1 October 2007, a body corporate to be known as the Communications Regulatory Commission (CRC). On that day the licensing and spectrum-management functions hitherto exercised by the Directorate of Posts and Telegraphs within the Ministry, and the numbering functions hitherto exercised by Kestravan Posts & Telecommunications, are transferred to the CRC. Staff of the Directorate assigned to those functions shall transfer on their existing terms.

NOTICE 1168. APPOINTMENTS
The President, on the advice of the Minister, has been pleased to make the following appointments to the CRC with effect from 1 October 2007:
- Mr Harlan Voss, CEng, to be Chair, for a term of five years;
- Ms Ruth Calloway, LLB, to be a Commissioner, for a term of four years;
- Mr Benedikt Orrin to be a Commissioner, for a term of three years.
The seat of the CRC shall be Lanyard House, 9 Quay Street, Port Ossery.

NOTICE 1169. TRANSITIONAL PROVISIONS
Every licence, permit or frequency assignment granted by the Ministry before 1 October 2007 shall continue in force as if granted by the CRC, and shall expire on the date stated in it. Applications pending on that date shall be determined by the CRC.

Enquiries concerning these notices may be addressed to the Clerk of the Gazette, Government Printing Office, Carding Street, Port Ossery.
"""),

("wr-02", "Museum label: crossbar switching rack, Ossery Central exchange", r"""
NATIONAL MUSEUM OF SCIENCE AND INDUSTRY, PORT OSSERY
Gallery 7: Making Connections. Object 7.14

Crossbar switching rack, Ossery Central exchange
Kestravan Posts & Telecommunications (KPT), installed 1962
Steel, copper, bakelite, cotton-covered wire

This rack is one of forty-two that together made up the Ossery Central crossbar exchange, the first automatic telephone exchange in the capital. Before it opened, every call in Port Ossery was connected by hand at the manual switchboard on Quay Street, where up to ninety operators worked each shift.

The installation was supervised by Agnes Moberley (1921-2004), one of KPT's first women engineers. She had trained in relay design abroad and insisted on testing every one of the exchange's 11,000 crossbar switches before cutover. Her team of thirty-one fitters worked through the night of 3-4 November 1962 so that the changeover took less than three hours. Colleagues remembered that she kept a notebook of every fault, each entry marked with the initials of whoever had fixed it.

Press the button below to hear a recording of the rack at work: its clatter was once the background noise of every call in the city.

Ossery Central carried the capital's calls for thirty-six years and was decommissioned in 1998, when its last subscribers were moved to digital switching.

Gift of Kestel Communications plc, 2011. Accession no. NMSI 2011.88.3.
"""),

("wr-03", "Kestel Communications plc announces offer price and start of trading", r"""
FOR IMMEDIATE RELEASE
Port Ossery, 12 May 2008, 07:00

Kestel Communications plc: Pricing of Initial Public Offering and Admission to Trading

Kestel Communications plc ("Kestel" or "the Company"), the successor to the state-owned operator Kestravan Posts & Telecommunications, today announces the pricing of its initial public offering. The offer price has been set at LK 4.20 per ordinary share, at the upper end of the indicative range of LK 3.80 to LK 4.30.

The Ministry of Finance has sold 1.24 billion ordinary shares, representing 62% of the Company's issued share capital. The Government retains the remaining 38% together with a special share that allows it to block any single holding above 25% and any disposal of the national backbone. Conditional dealings on the Port Ossery Stock Exchange begin at 08:00 today under the ticker KSTL.

Offer highlights
- Offer price: LK 4.20 per share
- Market capitalisation at the offer price: LK 8.4 billion
- Gross proceeds to the Government: LK 5.208 billion
- Retail tranche: 40% of the offer, heavily oversubscribed
- Every eligible employee receives 300 free shares

Desmond Achterberg, who has led KPT as Director-General since 2003 and becomes Kestel's first Chief Executive, said: "Today the people of Kestrava become owners of their phone company in a new way. We carry sixty years of public service into a company that must now earn its customers every month. Our first promises are simple: faster broadband in every town of more than five thousand people within three years, and a mobile network that works on every main road."

The Chair of the Board, Sir Aldous Penrice, said demand from domestic investors had exceeded expectations.

Enquiries: Kestel Investor Relations, Fenwick House, Port Ossery.

Notes to editors: Kestel provides fixed-line, broadband, mobile and wholesale services, with 1.9 million fixed lines and 2.2 million mobile customers at 31 March 2008.
"""),

("wr-04", "Brightwave Mobile", r"""
Brightwave Mobile
This article is about the former mobile operator. Not to be confused with Brightway Fibre, a rural fibre contractor.

Brightwave Mobile Ltd was a mobile network operator in Kestrava between 2011 and 2019. Headquartered at Lantern Quay in Halvenmouth, it was the country's second mobile network and the first to compete with the incumbent on price. Customers and the trade press often called it "the Wave".

History
The company was founded in 2009 by a group of investors led by the pension fund Ostra Mutual. Its founding chief executive was Ilse Marchetti-Hay, previously commercial director of a Dravenian carrier, who led the business from its foundation until the 2019 merger. After receiving its first 2G/3G spectrum by direct award in 2010, Brightwave launched commercial service on 1 March 2011 with 212 sites, most of them on rooftops in Port Ossery and Halvenmouth.

In the 2012 spectrum auction Brightwave won blocks in both the 800 MHz and 1800 MHz bands, allowing it to launch 4G in 2013. In 2015 it bought additional 1800 MHz spectrum from a smaller competitor that was leaving the market. In 2017 it took a dispute with the incumbent about call-termination charges to the regulator; the resulting determination lowered the charges paid by all operators and is widely credited with making the second network profitable.

In 2019 Brightwave merged with the fixed-line broadband provider Tessaline Networks. The Brightwave brand was retired later that year and the business continued under the new name chosen for the combined company.

Infobox
- Type: private limited company
- Industry: telecommunications
- Founded: 2009
- Defunct: 2019 (merged)
- Headquarters: Halvenmouth, Kestrava
- Key people: Ilse Marchetti-Hay (CEO, 2009-2019)
- Subscribers: 1.9 million (2018)
- Logo colour: orange
"""),

("wr-05", "Auction CRC-A1 (800 MHz and 1800 MHz): final results", r"""
CRC. Auction CRC-A1: 800 MHz and 1800 MHz. Final results
Published 16 October 2012

The clock phase of Auction CRC-A1 closed after 47 rounds on 28 September 2012. The assignment phase was completed on 12 October 2012. The winning bidders, frequencies and base prices are set out below. One 800 MHz lot attracted no bids at the reserve price and remains unassigned.

| Lot | Band | Size | Frequencies (MHz) | Winning bidder | Price (LK m) | Licence no. |
|---|---|---|---|---|---|---|
| A1 | 800 MHz | 2x10 MHz | 791-801 / 832-842 | Kestel Communications plc | 148.0 | CRC/SL/2012/01 |
| A2 | 800 MHz | 2x10 MHz | 801-811 / 842-852 | Brightwave Mobile Ltd | 139.5 | CRC/SL/2012/02 |
| A3 | 800 MHz | 2x10 MHz | 811-821 / 852-862 | unsold | - | - |
| B1 | 1800 MHz | 2x20 MHz | 1710-1730 / 1805-1825 | Kestel Communications plc | 96.2 | CRC/SL/2012/03 |
| B2 | 1800 MHz | 2x15 MHz | 1730-1745 / 1825-1840 | Brightwave Mobile Ltd | 71.9 | CRC/SL/2012/04 |
| B3 | 1800 MHz | 2x5 MHz | 1745-1750 / 1840-1845 | Corvane Wireless Ltd | 14.8 | CRC/SL/2012/05 |

Total proceeds: LK 470.4 million.

Notes
1. All licences take effect on 1 November 2012 and expire on 31 December 2027.
2. Holders of 800 MHz licences must provide outdoor 4G coverage to 90% of the population by 31 December 2016.
3. Applicants who won no spectrum are not named, in accordance with the auction rules.
4. Individual licence schedules, including technical conditions, will be published with each licence.
"""),

("wr-06", "Licence schedule: CRC/SL/2020/04", r"""
SPECTRUM LICENCE: SCHEDULE 1 (TECHNICAL AND ROLLOUT CONDITIONS)

Licence number: CRC/SL/2020/04
Licensee: Veyra Communications Ltd
Company number: KC-0419982
Registered office: Tessaline House, 40 Harbour Road, Halvenmouth
Award route: Auction CRC-A2 (concluded 27 November 2020)
Band: 3.5 GHz (3GPP band n78)
Assigned frequencies: 3410-3500 MHz (90 MHz, unpaired)
Duplex mode: TDD
Licence commencement: 1 January 2021
Licence expiry: 31 December 2040
Permitted use: terrestrial mobile and fixed wireless communications networks
Frame structure: must comply with the national TDD synchronisation framework (pattern DDDSU) unless a coordination agreement is registered with the CRC
Maximum in-block EIRP: 68 dBm per 5 MHz per sector
Out-of-block limits: as Annex B
Rollout obligation 1: 600 sites in service using the assigned frequencies by 31 December 2024
Rollout obligation 2: outdoor coverage of 60% of population by 31 December 2026
Reporting: site list to be filed with the CRC by 31 January each year
Annual licence fee: LK 2.1 million, indexed
Spectrum trading: permitted with the prior written consent of the CRC
Designated technical contact: Marta Quennell, Chief Technology Officer
Designated regulatory contact: Head of Regulatory Affairs
Variation history: none
Date of issue: 18 December 2020
Signed for the CRC: Head of Spectrum Licensing
"""),

("wr-07", "Kestel board minutes, 24 November 2015 (extract)", r"""
KESTEL COMMUNICATIONS PLC
Minutes of a meeting of the Board of Directors held at Fenwick House, Port Ossery, on Tuesday 24 November 2015 at 09:30

Present: Sir Aldous Penrice (Chair); Lionel Strand (Chief Executive); Hannelore Brisk (Chief Financial Officer); Dr Kofi Anand, Mairead Fenn and Jorge Salvaterra (independent non-executive directors)
In attendance: Gareth Minns (Company Secretary); representatives of Ruddock & Vail, financial advisers (item 3 only)

1. Apologies. None.

2. Minutes. The minutes of the meeting of 27 October 2015 were approved.

3. Project Heron
3.1 The CFO presented the outcome of the final round for the disposal of the Company's passive tower infrastructure, being approximately 1,800 ground-based and rooftop sites but excluding masts located within exchange buildings. Three binding offers had been received: Arcmast Towers Ltd, LK 612 million; Pylonbridge Infrastructure, LK 574 million; and a consortium led by Arclight Towers, LK 540 million, subject to financing.
3.2 The advisers noted that the Arclight consortium's financing was not committed and that Pylonbridge had sought a right to renegotiate rent after five years. Arcmast's offer included a 15-year anchor tenancy on terms close to the Company's own cost of ownership.
3.3 Directors discussed the risk of losing control of critical sites. The Chief Executive confirmed that the Company would retain all active equipment, the exchange-building masts and the microwave hub at Fenwick House.
3.4 Approximately 96 field and transmission staff would transfer to the buyer under the Employment (Transfer of Undertakings) Act.
3.5 RESOLVED that Arcmast Towers Ltd be appointed preferred bidder for Project Heron, and that the Chief Executive be authorised to negotiate final documentation, subject to further Board approval before signing.

4. Selkie-2. The Chief Executive reported that negotiations among the prospective consortium members were expected to conclude in the first quarter of 2016. The Company's proposed share remained 40%.

5. Any other business. None. The meeting closed at 12:10.

Signed ............................ Chair
"""),

("wr-08", "Arcmast Towers completes acquisition of Kestel tower portfolio", r"""
PORT OSSERY STOCK EXCHANGE: REGULATORY NEWS SERVICE
Issuer: Arcmast Towers Ltd (listed bonds: ARCM 2026)
Headline: Completion of acquisition
Released: 30 September 2016, 07:00

Arcmast Towers Ltd ("Arcmast"), the independent tower infrastructure company, announces that it has today completed the acquisition of 1,840 passive tower sites from Kestel Communications plc for a cash consideration of LK 612 million.

The portfolio comprises 1,512 ground-based towers (lattice, monopole and guyed masts) and 328 rooftop sites, together with the associated ground leases, access rights and power connections. Kestel has become the anchor tenant on every site under a master lease agreement with an initial term of 15 years. Fourteen masts located within Kestel exchange buildings are excluded from the transaction.

The acquisition has been financed through a new LK 450 million senior bank facility and equity subscribed by Arcmast's shareholders, led by the Ferrule Infrastructure Fund. Following completion Arcmast owns and operates approximately 2,010 sites nationwide, making it the country's largest independent tower company. At completion the portfolio's tenancy ratio was 1.21 tenants per site.

Rufus Tallant, Chief Executive of Arcmast, said: "These are the masts that carried Kestrava's first mobile calls. Our job now is to put more operators, more broadband and more resilience on every one of them. We welcome ninety-six colleagues who join us from Kestel today; they know these sites better than anyone."

Arcmast will publish a portfolio update with its interim results.

Enquiries: Arcmast Towers Ltd, Beacon House, Halvenmouth.
"""),

("wr-09", "Arcmast site and tenancy register (extract, March 2023)", r"""
ARCMAST TOWERS LTD: SITE AND TENANCY REGISTER
Extract prepared for the Asset Committee. Position at 31 March 2023. Commercial in confidence.

| Site ID | Site name | Locality | Structure | Height (m) | Tenants (anchor first) | Ground lease expiry | Notes |
|---|---|---|---|---|---|---|---|
| AT-0150 | Saltrey Point | Saltrey | Guyed mast | 60 | Kestel; Veyra | 2031-06-30 | Microwave path to landing station |
| AT-0412 | Ridge Farm | Corrin Hill | Lattice | 42 | Kestel; Veyra | 2034-03-31 | Periodic survey due April 2023 |
| AT-0413 | Ridge Farm East | Corrin Hill | Monopole | 25 | Veyra | 2029-10-31 | Build-to-suit 2018 |
| AT-0618 | Amberfold Water Tower | Amberfold | Rooftop | 28 | Kestel; Veyra; Harrowgate Duct & Cable | 2027-12-31 | FWA node |
| AT-0977 | Church Field | Dunmorrow | Monopole | 30 | Kestel | 2033-05-31 | Third-party fibre hut on compound; repeated theft |
| AT-1033 | Data Park Roof | Dunmarrow | Rooftop | 18 | Veyra | 2038-01-31 | Adjacent to Veyra core site |
| AT-1187 | Mill Lane | Little Faddon | Monopole | 20 | Kestel | 2030-08-31 | |
| AT-1502 | Quillby Moor | Quillby | Monopole | 35 | Harrowgate Duct & Cable; Veyra | 2048-04-30 | New build; consent granted on appeal |

Notes
1. Sites transferred from Kestel on 30 September 2016 keep their original KPT structure records; the anchor tenancy runs from that date.
2. "Tenants" lists parties with equipment on the structure itself. Ground-only occupiers, such as contractors' equipment huts, are recorded in the compound register and not here.
3. Ground lease expiry is the end date of the current landlord lease. Sites with less than ten years remaining are flagged for renegotiation.
4. This register does not include the Arclight Towers portfolio, which Arcmast neither owns nor manages.
"""),

("wr-10", "Site survey form SSF-3: AT-0412", r"""
ARCMAST TOWERS: STRUCTURAL AND RF SITE SURVEY (FORM SSF-3, rev. 4)

Site ID: AT-0412
Site name: Ridge Farm
Grid reference: KG 4471 8820
Survey type: periodic structural inspection and post-installation loading check
Survey date: 11 April 2023
Surveyor: Jonah Fairweather, Field Engineer (North)
Weather: overcast, wind 18 km/h SW, dry

ACCESS
Route: farm track from the ridge road, 4x4 required after rain. Gate padlock combination held by Arcmast NOC. Landowner asks for 24 h notice during lambing (March-April).

STRUCTURE
Type: three-legged galvanised lattice tower, 42 m, erected 1994 (original KPT drawing TX-94-118)
Foundations: pad and chimney; no visible cracking; soil level normal
Leg A: sound
Leg B: sound; minor paint loss at 6 m
Leg C: corrosion at bolted splice at 18 m, estimated section loss 10%; photographed (img 0412-07 to -11)
Bracing: two missing bolts at 30 m level, replaced during visit
Climbing ladder and fall-arrest rail: serviceable; rail certificate expires 09/2023

LOADING
Antennas on structure: 9 panels, 2 AAUs, 3 microwave dishes
Newest equipment: two 3.5 GHz active antenna units (47 kg each) at 38 m, installed March 2023
Calculated loading: 87% of design capacity

EARTHING AND POWER
Earth resistance 4.2 ohms (limit 10). Cabinet 2 door seal perished.

RECOMMENDATIONS
1. Remediate Leg C splice within 90 days (priority B).
2. Place site on loading hold: no new colocation applications to be approved until structural reassessment is complete.
3. Replace cabinet 2 door seal at next visit.

Signed: J. Fairweather
Reviewed: Structural Engineering Team, 19 April 2023
"""),

("wr-11", "CRC Determination D-2017/04: Brightwave v Kestel termination charges", r"""
CRC. DETERMINATION D-2017/04
Dispute between Brightwave Mobile Ltd and Kestel Communications plc concerning charges for terminating calls on Kestel's mobile network
Date of determination: 14 November 2017
Panel: Dr Imelda Varrow (Chair); Anselm Dray; Ruth Calloway

1. The dispute
1.1 On 19 May 2017 Brightwave referred to the CRC, under section 51 of the Telecommunications Act 2007, a dispute about the mobile termination rate (MTR) that Kestel charges for completing calls that originate on Brightwave's network and end on Kestel mobile numbers.
1.2 Since 1 January 2017 Kestel has charged an MTR of 1.40 pell per minute. Brightwave has paid 0.80 pell per minute since its February 2017 invoice and withheld the balance.
1.3 Brightwave argues that Kestel's MTR is far above cost and, because most calls from a smaller network end on the larger one, amounts to a subsidy from Brightwave's customers to Kestel's. Kestel argues that its MTR reflects the cost of building national coverage and that the CRC should not intervene in a commercial matter.

2. Analysis
2.1 Termination is a monopoly: only Kestel can complete a call to a Kestel number. The CRC therefore considers that a cost-based MTR is fair and reasonable.
2.2 Using a bottom-up model of an efficient national mobile network, the CRC estimates the incremental cost of termination at 0.58 pell per minute in 2020 prices.
2.3 An immediate cut to cost could disrupt existing business plans. The CRC has therefore adopted a glide path.

3. Determination
3.1 Kestel's MTR shall not exceed:
(a) 0.92 pell per minute from 1 January 2018;
(b) 0.75 pell per minute from 1 January 2019;
(c) 0.61 pell per minute from 1 January 2020.
3.2 Brightwave's MTR for calls from Kestel's network shall be subject to the same caps.
3.3 Sums in dispute for the period from 1 January 2017 to 31 December 2017 shall be settled at 1.10 pell per minute within 30 days of this determination.
3.4 Each party shall bear its own costs.

Signed for the panel: Dr Imelda Varrow, Chair
"""),

("wr-12", "Email thread: February 2017 termination invoice", r"""
From: Owain Teague <owain.teague@brightwave.kv>
To: Ilse Marchetti-Hay <ilse.mh@brightwave.kv>
Date: Thu 20 Apr 2017 10:02
Subject: FW: RE: February 2017 termination invoice - short payment

Ilse, see below. Old Kes is rattling the sabre about capacity orders. I'd like board sign-off on Tuesday to refer the whole MTR question to the CRC in May. Draft referral attached; legal have seen it. If they really do suspend orders we'll have a second complaint on top.
O.

-----Original Message-----
From: Sandra Lusk <sandra.lusk@kestel.kv>
To: Owain Teague
Date: Thu 20 Apr 2017 09:14
Subject: RE: February 2017 termination invoice - short payment

Owain,
We received LK 494,068.52 against the February 2017 invoice, which totalled LK 826,717.52. The shortfall of LK 332,649.00 is now overdue. Please confirm when it will be paid. If it is not received within 14 days we will have to consider suspending new capacity orders under clause 19 of the interconnection agreement.
Regards,
Sandra Lusk
Wholesale Billing Manager, Kestel Wholesale

-----Original Message-----
From: Owain Teague
To: Sandra Lusk
Date: Tue 4 Apr 2017 17:40

Sandra,
As I said on the phone, we have paid the February invoice in full for fixed termination and link rental, and at 0.80 pell a minute for calls to your mobiles, which is the most any efficient network could justify. The balance is disputed, not overdue. Threatening to suspend capacity orders over a disputed sum is exactly the sort of thing the regulator will want to hear about.
Owain Teague
Head of Regulatory & Interconnect, Brightwave Mobile

-----Original Message-----
From: Sandra Lusk
To: Owain Teague
Date: Mon 27 Mar 2017 11:02

Dear Owain,
Our records show only a part payment against the February 2017 invoice. Could you let me know whether this was an error? Happy to send a copy.
Kind regards, Sandra
"""),

("wr-13", "Kestel Wholesale invoice KW-INV-17-3381", r"""
KESTEL WHOLESALE, a division of Kestel Communications plc
Fenwick House, Port Ossery. Levy registration KV 2207 4415

TAX INVOICE

Invoice number: KW-INV-17-3381
Invoice date: 5 March 2017
Customer account: WHL-00217
Bill to: Brightwave Mobile Ltd, Accounts Payable, 12 Lantern Quay, Halvenmouth
Billing period: 1-28 February 2017
Agreement: Interconnection Agreement dated 14 January 2011

| Line | Description | Quantity | Rate | Amount (LK) |
|---|---|---|---|---|
| 1 | Mobile call termination: calls to Kestel mobile numbers (071) | 48,210,000 min | 1.40 pell/min | 674,940.00 |
| 2 | Fixed call termination: geographic numbers | 9,884,000 min | 0.22 pell/min | 21,744.80 |
| 3 | Interconnect link rental, Port Ossery POI, 1 Gbit/s | 12 links | LK 1,850.00 per link | 22,200.00 |

Subtotal: LK 718,884.80
Value Added Levy at 15%: LK 107,832.72
Total due: LK 826,717.52

Payment terms: 30 days from invoice date, by bank transfer quoting the invoice number.
Disputes must be raised in writing within 20 working days, specifying the lines disputed and the reasons. Undisputed amounts remain payable on the due date.

Billing queries: Sandra Lusk, Wholesale Billing Manager (wholesale.billing@kestel.kv)
"""),

("wr-14", "The Seal comes ashore: inside Kestrava's new subsea link", r"""
WIRE & MAST. FEATURE. November 2018
By Bettina Roe

For fourteen years almost every byte that left Kestrava travelled through a single glass thread under the West Sea. Last month that changed. Selkie-2, "the Seal" to the engineers who spent two summers laying it, entered service on 18 October, linking Saltrey Point on the west coast with Kolvara in Dravenia.

The system is owned by the Selkie Cable Consortium (SCC), formed in 2016 after two years of at times fractious negotiation. Kestel holds 40%, Brightwave 35% and the Dravenian carrier Dravtel the remaining 25%. For Brightwave, which until now had bought all its international capacity from its bigger rival, owning fibre pairs outright is a strategic shift. "We're no longer renting the road from the people we compete with," its chief executive told me.

The SCC is chaired by Desmond Achterberg, a veteran of the state telecoms era who now describes himself as "semi-retired, in theory". He says the hardest part was not the engineering but the governance. "Three companies, two countries, one cable. Everyone wanted a veto and nobody wanted the bill for the landing station."

That landing station, a low concrete building behind the dunes at Saltrey Point, houses the power-feed equipment that pushes current down the cable to its repeaters, and the line terminals that turn light into traffic. Halcyon Subsea Systems built and laid the cable; its ship spent 71 days at sea.

What happens to the old cable? Its owners say it will carry on as a back-up for a few more years before retirement. Meanwhile the Seal is expected to cut wholesale international prices by a third within two years, if the consortium members are willing to compete with one another on the capacity they now own.
"""),

("wr-15", "Selkie-2 C&MA, Clause 14: Landing Parties", r"""
SELKIE-2 CONSTRUCTION AND MAINTENANCE AGREEMENT
dated 3 March 2016 between the Parties listed in Schedule A (together constituting the SCC)
[Extract: Clause 14]

14. LANDING PARTIES AND CABLE LANDING STATION SERVICES
14.1 Kestel Communications plc is appointed the Landing Party for the Kestravan segment and shall provide, operate and maintain the cable landing station (CLS) at Saltrey Point (the "Saltrey CLS"), together with the beach manhole, the land cable route to the CLS and the ocean ground bed.
14.2 Dravtel AS is appointed the Landing Party for the Dravenian segment and shall provide the equivalent facilities at Kolvara.
14.3 Each Landing Party shall:
(a) provide secure accommodation for the Power Feed Equipment, Submarine Line Terminal Equipment and associated equipment, with standby power sufficient to maintain service during a prolonged loss of mains supply;
(b) grant each Party's authorised personnel access to its CLS at all times on not less than four hours' notice, or two hours' notice in an emergency;
(c) not connect, or permit any person other than a Party to connect, any equipment to the cable system except as agreed by the Management Committee;
(d) maintain its CLS in accordance with good industry practice and the Maintenance Authority's requirements.
14.4 The costs of providing and operating each CLS, less any costs attributable to a Landing Party's own domestic equipment, shall be shared among the Parties in proportion to their Voting Interests as set out in Schedule A.
14.5 A Landing Party may not assign its role under this Clause without the unanimous consent of the Management Committee.
14.6 If any Party undergoes a change of control or a change of name, it shall notify the Management Committee within thirty days, and its rights and obligations under this Agreement shall continue unaffected.
"""),

("wr-16", "Saltrey CLS visitor and contractor induction checklist", r"""
SALTREY CLS: VISITOR AND CONTRACTOR INDUCTION CHECKLIST
Form SAL-IND-02, revision 5. Operated by the Landing Party on behalf of the SCC.

Complete this checklist with your escort before entering the equipment hall. Tick each item.

BEFORE ARRIVAL
[ ] Access booked through the Landing Party's network operations centre at least 4 hours ahead (2 hours in an emergency)
[ ] Photo ID and company authorisation letter ready
[ ] Tide times checked if your work involves the beach manhole

ON ARRIVAL
[ ] Signed in at the gatehouse; visitor badge worn at all times
[ ] Escort assigned (no lone working in the PFE room)
[ ] Mobile phone on silent; photography only with written permission

HAZARDS: YOU HAVE BEEN SHOWN
[ ] Power Feed Equipment (PFE): the cable may carry up to 10 kV DC. Only authorised PFE engineers may open PFE bays. Any PFE shut-down must be confirmed by both terminal stations before work starts.
[ ] Battery room: location of the acid spill kit; no naked flames
[ ] Inert-gas fire suppression: if the alarm sounds, leave the hall immediately; doors close after 30 seconds
[ ] Beach manhole: confined-space permit required

STANDBY POWER
[ ] Two 800 kVA diesel generators with automatic changeover
[ ] Minimum fuel stock: 72 hours of full-load running must be held on site at all times. If the gauge shows less, report it to the operations centre before you leave.

EMERGENCY
[ ] Assembly point: car park by the dune fence
[ ] First-aid kit and defibrillator: gatehouse
[ ] 24/7 operations number printed on the back of your badge

DECLARATION
I have been shown the items above and understand them.
Name ............ Company ............ Signature ............ Date ............
Escort ............
"""),

("wr-17", "Kestravan Connectivity Forum 2023: speaker biographies", r"""
KESTRAVAN CONNECTIVITY FORUM 2023
Halvenmouth Conference Centre, 12-13 October 2023
Speaker biographies (in order of appearance)

Tobias Renwick-Adair, Chair, CRC
Tobias became Chair of the CRC in April 2021. He previously spent five years as Director of Spectrum Policy at the Ministry of Digital Infrastructure and, before that, worked in satellite regulation in Dravenia. Keynote: "Regulating for resilience".

Marta Quennell, Chief Technology Officer, Veyra Communications
Marta has been CTO of Veyra since February 2020. She began her career in 2008 as a transmission engineer at Kestel Communications, where she spent eight years on microwave backhaul and the rural radio network. In 2016 she moved to Arcmast Towers as Head of Operations, running the field organisation for nearly two thousand sites until the end of 2019. Known to almost everyone in the industry as "Quen", she speaks in Session 3, "Resilience after the outage: what we changed".

Lorna Whitcombe, Chief Executive, Brightway Fibre
Lorna founded Brightway Fibre in 2014 after a decade building electricity distribution networks. The company is one of three build partners in the LVP and employs 340 people. Session 4: "Poles apart: aerial fibre in rural Kestrava".

Rufus Tallant, Chief Executive, Arcmast Towers
Rufus has led Arcmast since 2013 and has overseen its growth from 170 build-to-suit sites to more than 2,300 towers. Session 4 panel.

Bettina Roe, Editor, Wire & Mast (session chair)
Bettina has covered Kestravan telecoms for twenty years and chairs Sessions 3 and 4.
"""),

("wr-18", "CV: Niamh Castellane", r"""
NIAMH CASTELLANE
Port Ossery | niamh.castellane@mail.kv

PROFILE
Spectrum engineer and programme leader with fifteen years across operators, the regulator and government. Comfortable with propagation models, auction design and the unglamorous business of getting contractors to deliver.

EXPERIENCE
Programme Director, LVP. Ministry of Digital Infrastructure, Port Ossery (September 2021 - present)
- Lead the programme office overseeing three regional build contracts worth LK 340 million
- Chair the monthly contractor performance board; approve contract variations within delegated limits
- Introduced a public dashboard of premises connected by locality

Senior Spectrum Adviser. CRC, Port Ossery (March 2017 - August 2021)
- Designed the clock auction format used for the 700 MHz and 3.5 GHz award in 2020
- Drafted the national TDD synchronisation framework
- Technical lead on coexistence studies for 3.6-3.7 GHz local licensing

Radio Planning Engineer, later Lead Radio Planner. Brightwave Mobile Ltd, Halvenmouth (January 2011 - February 2017)
- Planned the launch network of 212 sites and the 800 MHz rural overlay after the 2012 auction
- Managed a team of seven planners and two drive-test crews

Graduate Engineer. Dravtel, Kolvara, Dravenia (2008 - 2010)
- Microwave link planning and licensing

EDUCATION
MEng Electronic and Communications Engineering, University of Halvenmouth (2008), first class

SKILLS
Propagation and interference modelling; auction design; contract management; Python; stakeholder management

LANGUAGES
Kestravan (native), Dravenian (fluent)

References available on request.
"""),

("wr-19", "Brightwave and Tessaline are now Veyra", r"""
From: Veyra Communications <hello@veyra.kv>
To: Valued customer
Date: Monday 1 July 2019
Subject: Brightwave and Tessaline are now Veyra: here's what that means for you

Dear customer,

From today, 1 July 2019, Brightwave Mobile and Tessaline Networks are one company: Veyra Communications. You may have seen the news last year that our two businesses agreed to merge. Now it's official, and we wanted to tell you directly what changes and what doesn't.

What stays the same
- Your phone number, including every 074 number, stays exactly as it is.
- Your plan, your price and your contract end date are unchanged.
- Your direct debit continues automatically; the name on your bank statement will change to VEYRA COMMS over the next two months.

What changes
- Your next bill will carry the Veyra name and logo.
- The Brightwave and Tessaline apps will be replaced by the Veyra app in August. Your login will still work.
- Our shops will be rebranded by the end of September. Until then you can visit any Brightwave or Tessaline store for help with either service.

If you have a Tessaline email address, nothing changes yet; see our help centre for the timetable.

Why are we doing this? Because customers kept asking for one provider for home and mobile, and because together we can invest more in the network: more sites, more fibre and a stronger core.

Thank you for staying with us.

Gideon Sallow
Chief Executive, Veyra Communications (previously Chief Executive of Tessaline Networks)

Ilse Marchetti-Hay
Chair
"""),

("wr-20", "Veyra full-year 2020 results call (edited transcript)", r"""
VEYRA COMMUNICATIONS LTD: FULL-YEAR 2020 RESULTS
Investor and analyst call, 4 March 2021. Edited transcript.

OPERATOR: Good morning, and welcome to Veyra's full-year results call. I'll now hand over to Gideon Sallow, Chief Executive.

GIDEON SALLOW: Thank you. 2020 was our first full calendar year as one company and, for obvious reasons, not the year any of us planned. Mobile customers grew to 2.31 million and broadband lines to 418,000. Revenue was LK 1.46 billion, up 6%, and the EBITDA margin improved to 31% as merger savings came through.

ANIKA DORRELL (CFO): Capital expenditure was LK 210 million before spectrum. We paid the first instalment for our 700 MHz and 3.5 GHz licences in December. Our 35% share of the Seal, the Selkie-2 cable, continues to earn wholesale capacity revenue from smaller providers, and it has become more valuable with everyone working from home.

MARTA QUENNELL (CTO): I joined in February last year, so this is my first results call. Three priorities: rolling out 3.5 GHz, finishing the consolidation of the two legacy cores into a single core at Dunmarrow, and retiring the old Tessaline core in Halvenmouth by mid-2021. One core is simpler, cheaper and easier to secure.

PETRA LINDQVIST (Halvenmouth Securities): Two questions. First, Kestel's appeal at the TAT over interconnection capacity: when do you expect a ruling, and are you getting the ports? Second, isn't a single core a single point of failure?

SALLOW: On the appeal, we expect a ruling later this year. In the meantime Old Kes has delivered about half of the ports, and call blocking at busy hours has largely stopped.

QUENNELL: On the core: it's one site, not one box. We'll have a redundant pair of core routers at Dunmarrow, with separate power and separate fibre routes. We've looked hard at this.

JEROME ACHEBE (Ostra Mutual): Dividend policy?

DORRELL: No dividend while we're investing in 5G. We'll revisit in 2023.

OPERATOR: That concludes today's call.
"""),

("wr-21", "FLASH: CRC's 700 MHz and 3.5 GHz auction ends", r"""
KESTRAVA WIRE. BUSINESS DESK
27 November 2020, 14:12

FLASH: 5G AUCTION ENDS AFTER 63 ROUNDS, RAISES LK 711.9 MILLION

- Kestel wins 2x10 MHz at 700 MHz for LK 162.0m
- Kestel wins 100 MHz at 3.5 GHz (3500-3600 MHz) for LK 204.0m
- Veyra wins 2x10 MHz at 700 MHz for LK 158.4m
- Veyra wins 90 MHz at 3.5 GHz (3410-3500 MHz) for LK 187.5m
- 3600-3700 MHz block attracted no bids; CRC to consult on local and rural use
- Licences to be issued before year-end

14:31 UPDATE: adds detail, quotes

The CRC's second big spectrum sale closed on Friday after 63 clock rounds over three weeks, with both national operators securing the same amount of low-band spectrum and Kestel edging its rival at 3.5 GHz. The total was below the LK 800 million some analysts had pencilled in, but well above the reserve prices.

"This is a sensible outcome: two strong networks, each with a usable 5G block, and money left over to build," CRC chair Imelda Varrow told reporters. She said the unsold upper block would be "put to work for rural Kestrava rather than left on a shelf".

Shares in Kestel rose 2.1% in Port Ossery. "Old Kes paid up to keep the biggest block, which tells you how seriously it takes the V," said Halvenmouth Securities analyst Petra Lindqvist.

Veyra, formed last year, said the result gave it "everything we need" for its 5G launch.

Reporting by Anton Varga; editing by Iris Ng
"""),

("wr-22", "Pub quiz round: 'Wired' (Kestravan telecoms)", r"""
THE SIGNAL BOX, HALVENMOUTH: QUIZ NIGHT
Round 4: "Wired", Kestravan telecoms (ten questions, one point each)

1. In which year did Port Ossery get its first automatic telephone exchange?
2. The Selkie-2 cable is nicknamed after which animal?
3. Which company's own advertisements call it "Old Kes"?
4. What colour was the Brightwave logo?
5. Which is home to the big national data park: Dunmarrow or Dunmorrow?
6. What number do you dial for the emergency services?
7. In which year did the Tessaline brand disappear?
8. What does the first S in "SCC" stand for?
9. Name the Dravenian company that is a partner in both Selkie cables.
10. What is one hundredth of a lenka called?

ANSWERS
1. 1962. 2. A seal: selkies are the seal-folk of coastal legend. 3. Kestel Communications. 4. Orange. 5. Dunmarrow. Dunmorrow is a village in the hills with one shop, one church and one mast, and its residents are tired of receiving the data park's post. 6. 115. 7. 2019. 8. Selkie. 9. Dravtel. 10. A pell.

Quizmaster's ruling: for question 3 we will also accept "the incumbent", but not "Kestell". That's the road-digging firm, and yes, somebody tried it last month.
"""),

("wr-23", "Contract award notice: LVP regional build contracts", r"""
CONTRACT AWARD NOTICE
Contracting authority: Ministry of Digital Infrastructure, Programme Office, 2 Carding Street, Port Ossery
Reference: MDI/LVP/2021/001
Title: LVP: design, build and operation of gigabit-capable networks in rural areas
Procedure: competitive dialogue (notice of intention published 12 July 2021)
Date of award decision: 30 November 2021
Total value of contracts awarded: LK 340.0 million (excluding levy)

Lot 1: Northern Uplands
Awarded to: Kestell Civil Engineering Ltd, Unit 4, Greyhallow Industrial Estate, Greyhallow
Contract value: LK 118.4 million
Premises in scope: 21,500
Principal localities: Greyhallow, Dunmorrow, Upper Tarn, Corrin Hill, Fellside
Tenders received: 4

Lot 2: Coastal Lowlands
Awarded to: Brightway Fibre Ltd, Harbour Works, Vennick
Contract value: LK 96.0 million
Premises in scope: 19,800
Principal localities: Little Faddon, Saltrey, Vennick, Trestle Bay, Marsh End
Tenders received: 3

Lot 3: Central Valleys
Awarded to: Harrowgate Duct & Cable Ltd, 18 Mill Road, Amberfold
Contract value: LK 125.6 million
Premises in scope: 20,700
Principal localities: Amberfold, Orlow Cross, Mere Hollow, Tansley
Tenders received: 5

Contract duration: build phase to 31 December 2026; operation for ten years from acceptance of each build area.
Subcontracting: each contractor may subcontract up to 40% of the contract value.
Award criteria: quality 60%, price 40%.
Standstill period: ten days from the date of this notice.
Review body: High Court, Commercial List, Port Ossery.
Note: Kestell Civil Engineering Ltd is not connected with Kestel Communications plc.
"""),

("wr-24", "Job advert: Fibre Splicing Technicians, Brightway Fibre", r"""
BRIGHTWAY FIBRE LTD: WE'RE HIRING
Fibre Splicing Technicians (12 posts)
Location: Vennick depot, with daily travel across our build area
Salary: LK 38,500 - 44,000 plus overtime, company van and tools
Contract: permanent, full time
Closing date: 30 June 2022

Who we are
Brightway Fibre builds full-fibre networks to villages and farms that the big networks never reached. We are one of the build partners in the government's rural programme, and by 2026 we will have connected nearly twenty thousand homes and businesses. We are proud to be a local employer: most of our 340 people live within an hour of the depot.

Please note: Brightway Fibre is an independent company. We are not, and never have been, part of any mobile network operator, despite the similar name.

The role
- Splicing and testing single-mode fibre in joints, cabinets and customer premises
- Fault-finding with an OTDR and a light source and power meter
- Completing as-built records on our tablets
- Working safely at height on poles (training provided)

About you
- Experience of fusion splicing, or a relevant telecoms or electrical qualification and the patience to learn
- Full driving licence
- Happy to work outdoors in all weathers

You will report to a Site Delivery Manager in the operations team led by our Chief Operating Officer, Felix Amadi-Rourke, who joined us from the mobile industry in 2021.

Apply with a CV and a short covering note to careers@brightwayfibre.kv. We guarantee an interview to anyone who has completed our pre-employment splicing course.
"""),

("wr-25", "Written answer: rural broadband in the Northern Uplands", r"""
NATIONAL ASSEMBLY OF KESTRAVA: WRITTEN QUESTIONS AND ANSWERS
Answered on 22 January 2024

Rural broadband: Northern Uplands
Question 2024/0117, tabled 9 January 2024

Cormac Tully (Northern Uplands) (Independent): To ask the Minister for Digital Infrastructure how many premises have been connected by Kestell Civil Engineering Ltd under its rural broadband contract; what the reasons are for slippage against the published plan; and whether the Minister will publish the contractor's revised schedule.

Answered by: Halima Orsett, Minister for Digital Infrastructure

As of 31 December 2023, Kestell Civil Engineering Ltd had connected 8,140 premises against a contracted total of 21,500. The published plan anticipated around 10,000 connections by that date.

The main causes of delay have been harder ground than surveys indicated, particularly granite outcrops between Greyhallow and Dunmorrow, and the time taken to obtain wayleaves across common land. With the agreement of my officials, the contractor has revised its construction methods, and monthly output has risen from roughly 350 premises in early 2023 to over 700 in the last quarter.

I am satisfied that the contractor remains on course to complete by the contractual date. The revised build schedule is commercially sensitive, but the programme office publishes connections by locality every month.

I am aware that some constituents have confused the contractor with Kestel Communications plc, the national operator. The two companies are entirely unconnected. Complaints about street works should be made to the contractor, whose details are displayed on every site board.
"""),

("wr-26", "Veyra NOC major incident log INC-2022-03-0142", r"""
VEYRA NETWORK OPERATIONS CENTRE: MAJOR INCIDENT LOG
Incident: INC-2022-03-0142 | Severity: 1 | Status: Resolved
Duty manager: Farah Oduya | Bridge: MI-BRIDGE-1
All times local. Entries in order received.

14/03/2022
06:30  Planned window opens for CR-22-0311 (core routing, DNM). Implementer on call: core-oncall-2.
06:38  Commit on DNM-CR-01 reported complete.
06:39  Commit on DNM-CR-02 reported complete.
06:41  ALARM STORM. iBGP sessions down on both DNM core routers. Radio access: attach failures, all regions. IMS voice core unreachable. Broadband BNGs isolated.
06:44  Sev1 declared; bridge opened by FO.
06:47  Calls to 115 failing from Veyra mobiles. National roaming fallback to Kestel not triggering (no radio loss, so handsets stay camped).
06:52  Implementer attempts rollback via OOB management. OOB unreachable: OOB network transits the core.
07:02  core-oncall-2 confirms rollback failed. CTO informed.
07:10  Two engineers dispatched by road to Dunmarrow data centre (est. 40 min).
07:25  CRC duty officer notified by phone. Emergency services liaison notified.
07:58  Engineers on site; console access to DNM-CR-01.
08:40  Console rollback started on DNM-CR-01 (config load slow, 9,000+ lines).
09:30  DNM-CR-01 rolled back. Partial routing restored. Signalling storm as 1m+ devices re-attach.
10:05  DNM-CR-02 rolled back.
11:15  HSS overload; attach throttling applied region by region (Halvenmouth first).
12:20  Broadband restored to about 80% of lines.
13:40  Voice traffic at 70% of normal.
14:55  115 test calls successful from all regions.
15:53  All services restored. Monitoring.
16:30  Downgraded to Sev3. PIR to be scheduled. Bridge closed.

Notes for PIR: customer social media volume peaked at 08:10. Press office statements issued at 08:45 and 12:00.
"""),

("wr-27", "Change request CR-22-0311", r"""
VEYRA ITSM: CHANGE RECORD
Change ID: CR-22-0311
Title: Core routing: tidy up legacy prefix-lists in RP-CORE-IN on DNM-CR-01/02
Status: Closed (unsuccessful)
Linked incident(s): INC-2022-03-0142
Change type: Normal
Category: Network > Core > Routing policy

Raised by: Tomasz Ebbing (Senior Core Network Engineer)
Raised on: 09/03/2022 16:12
Assignment group: Core IP Engineering

Submitter risk assessment: Low
Submitter impact assessment: none expected; cosmetic change
Change Advisory Board: not required (Low risk)
Approver (Change Manager): Priya Marlow
Approved on: 10/03/2022 11:05

Implementation window: 14/03/2022 06:30-07:30
Devices: DNM-CR-01, DNM-CR-02 (Dunmarrow data centre)

Description
Replace legacy prefix-list PL-INTERNAL-OLD (118 entries, many obsolete since the Tessaline core migration) with consolidated PL-INTERNAL-V2 (41 entries) in route-policy RP-CORE-IN. No change to routing expected; all live prefixes covered by V2.

Pre-implementation checks
- Diff of old and new lists reviewed by submitter
- Lab validation: not performed (lab routers on older software release)

Rollback plan
Re-apply saved running configuration via OOB management. Estimated 10 minutes.

Work notes
10/03 11:05 P. Marlow: Approved. Please do both routers in the same window to keep config consistent.
14/03 06:39 T. Ebbing: Committed on both devices.
14/03 06:45 T. Ebbing: iBGP down on both. Starting rollback.
14/03 07:02 T. Ebbing: Rollback failed, OOB unreachable. Joined Sev1 bridge.

Closure code: Unsuccessful, caused incident
Closed on: 29/04/2022
"""),

("wr-28", "Veyra PIR: core network outage of 14 March 2022", r"""
VEYRA COMMUNICATIONS: POST-INCIDENT REVIEW (PIR)
Core network outage, 14 March 2022 (INC-2022-03-0142)
Status: Final, 29 April 2022
Sponsor: Marta Quennell, Chief Technology Officer
Classification: public version

1. Summary
Between 06:41 and 15:53 on 14 March 2022, a period of 9 hours 12 minutes, Veyra customers across Kestrava lost most mobile voice and data services, and about four in five broadband lines lost connectivity. Approximately 1.4 million customers were affected. During the outage 2,961 calls to the 115 emergency number from Veyra mobiles failed to connect. We are deeply sorry.

2. What happened
A planned change, CR-22-0311, modified a route policy on both core routers at our Dunmarrow data centre. The change replaced an old list of internal address ranges with a new, shorter one. The new list omitted the range used by the routers' own loopback addresses. When the policy was applied, internal routing sessions between the core routers and the rest of the network dropped, and with them almost every service.

3. Why recovery took so long
The rollback plan relied on our out-of-band management network, which itself depended on the core. Engineers had to travel to Dunmarrow to work from the console. Once routing returned, more than a million devices tried to re-attach at once, overloading subscriber databases and forcing us to restore regions in stages.

4. Contributing factors
- The change was classed as low risk by the person raising it and so bypassed the Change Advisory Board.
- It was not tested in the lab.
- Both routers in a redundant pair were changed in the same window.
- Emergency calls did not fall back to another network because handsets still had signal.

5. Actions (14 in total; key items)
A1 New change procedure for core elements (VNC-SOP-014), effective 1 July 2022.
A2 Independent out-of-band network using leased lines and satellite, by 30 September 2022.
A3 Routing-policy changes reclassified as at least medium risk.
A4 With the CRC and Kestel, an emergency-call fallback for when the core fails.
A5 Staged re-attach controls in the subscriber databases.

This review follows a blameless approach and does not name individuals.
"""),

("wr-29", "Forum thread: 'Is the V down for everyone??'", r"""
VEYRA COMMUNITY > Network & Coverage > Is the V down for everyone?? (14 March 2022)

halvenmouth_hal, 07:02
Signal bars are fine but nothing loads and I can't call anyone. Is the V down for everyone or just me? Restarted twice.

SaltreySue, 07:06
Same in Saltrey. Full bars, no data, calls just drop. My landline's fine but that's Old Kes so it would be.

Dunmorrow_Dai, 07:11
Up here too. Tried ringing work from the phone box. Yes, we still have one.

techgran_amberfold, 07:19
My broadband router has the red light as well. Since the merger everything's on one network, so when it goes, it all goes. Told my son this would happen.

Veyra_Mod_Kerry (Moderator), 07:34
Hi all, we're aware of a major problem affecting mobile and broadband services nationally. Our engineers are working on it now. We'll update this thread every hour. Sorry for the disruption.

halvenmouth_hal, 08:12
"Every hour." It's been an hour. Anyone know what happened? Someone on the radio said it's the data centre at Dunmarrow.

Dunmorrow_Dai, 08:15
Not us! We're Dunmorrow with an O. We only have sheep and a mast.

PortOsseryPete, 09:40
If you need to call 115, borrow a phone on another network. Mine kept failing this morning.

Veyra_Mod_Kerry (Moderator), 12:05
Services are coming back region by region: Halvenmouth first, then Port Ossery. Please don't restart repeatedly, it slows things down.

SaltreySue, 16:10
Back now. Four grand a year I pay them for the family plan. Credit?

Veyra_Mod_Kerry (Moderator), 17:20
Every affected customer will get an automatic credit of LK 25 on their next bill. If you had a specific problem, for example you couldn't reach the emergency services, please contact our complaints team and we'll look at it individually.

Thread locked by moderator.
"""),

("wr-30", "Radio Kestrava noon bulletin, 14 March 2022", r"""
RADIO KESTRAVA: THE NOON BULLETIN. Monday 14 March 2022. Transcript.

ADA MIKLOS (presenter): Good afternoon. The headlines at twelve. A nationwide failure of the Veyra network has left more than a million people without mobile or broadband service since early this morning. The government says it is "deeply concerned" about failed emergency calls. And in sport, Halvenmouth Rovers have sacked their manager.

First, the Veyra outage. Customers began reporting problems shortly before seven o'clock. In a statement, Veyra said a fault in its core network at its data centre in Dunmarrow had disrupted services, and that engineers were "on site and working to restore service as quickly as possible". Our correspondent Joss Perrin is outside the company's headquarters in Halvenmouth.

JOSS PERRIN: Ada, the company isn't saying much beyond that statement, but I'm told this was not a cyber-attack and that it followed planned maintenance early this morning. The chief executive, Gideon Sallow, has apologised on social media. Services are starting to return in Halvenmouth, but in the capital many people still have nothing.

MIKLOS: What about emergency calls?

PERRIN: That's the most worrying part. The Ministry says early figures suggest that around two thousand calls to 115 may have failed since the outage began. Veyra customers are being told to use a landline or a phone on another network if they need help urgently.

MIKLOS: The regulator, the CRC, says it was informed this morning and will be "asking hard questions". Kestel says its own network is unaffected but is carrying heavy traffic. Joss Perrin, thank you. We'll bring you more on that story throughout the afternoon.

[Bulletin continues: sport, weather]
"""),
]
