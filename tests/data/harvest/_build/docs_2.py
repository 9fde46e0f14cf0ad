# harvest corpus, part 2 of 4: hv-16 .. hv-30
# Every name, place, number and organisation below is invented.

DOCS = [
dict(id="hv-16", style="invoice", title="Tarnholt Roller Mills invoice INV-TRM-23-2290", text="""TARNHOLT ROLLER MILLS LTD
Weir Road, Tarnholt - VAT reg. MV 448 2017 63

INVOICE INV-TRM-23-2290

Invoice date: 2 October 2023
Customer account: DUN-004
Your order ref.: DB-PO-7731
Delivery note: DN-23-5518 (bulk tanker BT-3)

| Product | Lot | Qty (t) | Price per tonne | Amount |
|---|---|---|---|---|
| Sallow Stoneground Wholemeal, bulk | TRM-23-0918-W | 16.00 | LRN 398.00 | LRN 6,368.00 |
| Haulage, Tarnholt to customer silo | - | - | - | LRN 210.00 |

Subtotal: LRN 6,578.00
VAT on flour (zero rate): LRN 0.00
VAT on haulage (20%): LRN 42.00
TOTAL DUE: LRN 6,620.00

Payment due: 30 November 2023
Bank: LRN account 40-11-92 7730 1184, reference INV-TRM-23-2290

Certificate of analysis for the lot above travels with the delivery note. Title in the goods passes on payment in full. Queries to the sales ledger within 7 days, please."""),

dict(id="hv-17", style="bill of lading", title="River bill of lading DT-BL-24-031: malting barley, Dunmere to Saltreach", text="""RIVER BILL OF LADING
No. DT-BL-24-031 (non-negotiable copy)

Shipper: Halvard Storage Ltd, Dunmere Terminal, Quay 2, Dunmere, for account of OAC
Consignee: Saltreach Maltings plc, North Basin, Saltreach
Notify party: same as consignee
Vessel: motor barge "Sallow Heron", reg. MV-RB-118
Port of loading: Dunmere Terminal, River Sallow
Port of discharge: Saltreach, North Basin
Date of loading: 3 September 2024

Description of goods: spring malting barley, variety Redfallow, in bulk, harvest 2024
Quantity: 1,150 tonnes (shore scale, Dunmere Terminal)
Moisture at loading: 13.8%
Germination: 98%
Hatches sealed: seals DT 55410 to DT 55416

Freight: prepaid
Clean on board, apparent good order and condition.

Signed for the carrier: Aldous Pym, master
Signed for the shipper: terminal shipping clerk

Conditions: carriage subject to the Sallow Navigation Conditions of Carriage 2019. Claims for shortage must be notified within 3 days of discharge."""),

dict(id="hv-18", style="phytosanitary certificate", title="Phytosanitary certificate MV-PC-24-00871: Redfallow barley seed to Calvessa", text="""PLANT HEALTH SERVICE OF MERROVIA
PHYTOSANITARY CERTIFICATE FOR EXPORT
No. MV-PC-24-00871

To: the Plant Protection Organisation of Calvessa

1. Exporter: Corvel Seeds Ltd, Mill Street, Corvel, Merrovia
2. Declared consignee: Veldmark Agrar, Orsa, Calvessa
3. Place of origin: Corvel, Ostravel Plain, Merrovia
4. Declared means of conveyance: road, curtain-sided trailer MV 77 CSD
5. Declared point of entry: Harnow border post
6. Distinguishing marks: lot CS-RF-24-12, bags 1-960
7. Number and description of packages: 960 x 25 kg paper sacks
8. Name of produce: seed for sowing, spring barley (Hordeum vulgare), variety Redfallow, certified C1
9. Quantity declared: 24,000 kg

This is to certify that the plants or plant products described herein have been inspected and tested according to appropriate official procedures and are considered to be free from the quarantine pests specified by the importing contracting party.

Additional declaration: seed lot tested free of Pyrenophora graminea above 0.1%.
Treatment: seed dressing, fludioxonil 25 g/l, 200 ml per 100 kg.

Place of issue: Brennock. Date: 12 February 2025.
Authorised officer: R. Castellan, Plant Health Inspector (stamp)"""),

dict(id="hv-19", style="certification audit report", title="Greenfurrow audit report GF-AR-24-0318: Kestrel Dale Dairies", text="""GREENFURROW CERTIFICATION - AUDIT REPORT

Scheme: Ostravel Valley Origin (OVO), processor standard v3.1
Report no.: GF-AR-24-0318
Client: Kestrel Dale Dairies Ltd, Creamery Lane, Quillby
Audit type: re-certification, announced
Audit dates: 4-5 June 2024
Lead auditor: Maeve Tolland
Client representative: Head of Technical

Scope: butter (salted and unsalted), block cheddar; packing for retail own-label.
Milk supply: 38 member farms of Tarnholm Upland Milk Producers, all inside the scheme's upland zone above 250 m.

SUMMARY OF FINDINGS
- Traceability: butter batch B-24-1502 was traced to milk collections from 11 farms within two hours. Passed.
- Mass balance: scheme milk received against scheme product dispatched reconciled within 0.8%. Passed.
- Labelling: logo use on retail packs compliant with the scheme's artwork rules.
- Supplier control: sample visits made to three supplying farms on 5 June.

NON-CONFORMITIES
1. Minor (creamery): temperature probe TP-07 overdue for calibration by three weeks.
2. Minor (supplying farm): grazing records incomplete at one supplying farm visited; raised separately against the farm as NC-24-0571.

OUTCOME
Certification renewed. Certificate no. GF-OVO-0193, valid until 30 June 2027. Minor non-conformities to be closed within 12 weeks; surveillance audit due June 2025."""),

dict(id="hv-20", style="non-conformity notice", title="Greenfurrow notice of non-conformity NC-24-0571", text="""GREENFURROW CERTIFICATION
NOTICE OF NON-CONFORMITY

NC reference: NC-24-0571
Date issued: 7 June 2024
Scheme: OVO - farm (milk producer) standard v2.4
Operator: Upper Crake Farm, Tarnholm (G. Hale)
Producer group: Tarnholm Upland Milk Producers
Raised during: supplying-farm sample visit, 5 June 2024, as part of a processor re-certification audit

Requirement (rule 4.2): each OVO milk producer shall record grazing days for the milking herd, and a minimum of 180 grazing days per calendar year shall be evidenced.

Finding: grazing records for 2023 covered 1 April to 31 July only. No records were available for August to October. The operator stated that the herd grazed until late October.

Grade: MINOR

Required action:
1. Provide evidence for the missing period (for example a farm diary, parlour software export or dated photographs).
2. Introduce a weekly grazing log for the milking herd from the date of this notice.

Close-out deadline: 30 August 2024

If the non-conformity is not closed by the deadline it will be raised to MAJOR and milk from the holding may not be sold as OVO until it is closed.

Issued by: M. Tolland, Lead Auditor"""),

dict(id="hv-21", style="recall notice", title="Pellmore's recalls Hearthside Wholemeal Farmhouse Loaf 800g", text="""PRODUCT RECALL

Pellmore's recalls Hearthside Wholemeal Farmhouse Loaf 800g

Date: 15 October 2023
MFSA reference: MFSA/RC/23/044

Product: Hearthside Wholemeal Farmhouse Loaf, 800g
Lot codes: HWF 3282, HWF 3283, HWF 3284
Best before: 16, 17 and 18 October 2023
Supplier site code: P-117

Problem
The product may contain deoxynivalenol (DON), a toxin produced by moulds that grow on cereals, at a level above the legal maximum.

What you should do
Do not eat this product. Return it to any Pellmore's store for a full refund; no receipt is needed. If you have frozen the loaf, please return it too, or destroy it and ask at the customer service desk for a refund.

Other products
No other Hearthside products are affected. In particular, Hearthside Wholegrain Farmhouse Loaf 800g (lot codes beginning HWG) is not affected and remains on sale.

We apologise to customers for any inconvenience.

Customer care: freephone 0800 417 2200, 8 a.m. to 8 p.m. daily."""),

dict(id="hv-22", style="food safety agency enforcement notice", title="Detention and withdrawal notice MFSA/EN/23/117", text="""Merrovian Food Standards Authority
FOOD SAFETY ACT - DETENTION AND WITHDRAWAL NOTICE

Notice no.: MFSA/EN/23/117
Served on: Tarnholt Roller Mills Ltd, Weir Road, Tarnholt
For the attention of: the Managing Director
Date and time of service: 15 October 2023, 09:30

1. I am an authorised officer of the Authority. I have reasonable grounds to believe that the food described below does not comply with food safety requirements, in that it contains deoxynivalenol in excess of the maximum level set for flour.

2. Food: wholemeal flour, lot TRM-23-0918-W, together with any wheat from the same consignment remaining on the premises.

3. You must not use, sell or move the remaining stock (estimated 11.9 tonnes), which is detained at the premises pending further testing.

4. Within 24 hours you must give the Authority a complete list of customers who received flour from this lot, with quantities and delivery dates.

5. This notice is based on certificate of analysis BAL-23-11862.

6. You may appeal against this notice to the District Court within 21 days. Failure to comply is an offence.

Signed: Imogen Sayle
Authorised Officer, Eastern Region (ID 0287)"""),

dict(id="hv-23", style="lab test certificate", title="Certificate of analysis BAL-23-11862", text="""BRENNOCK ANALYTICAL LABORATORIES
Accredited testing laboratory No. 0931

CERTIFICATE OF ANALYSIS BAL-23-11862

Customer: MFSA, Eastern Region office, Brennock
Sampling: official samples taken by the customer on 12 October 2023 at Tarnholt Roller Mills
Received: 12 October 2023, 16:40, seals intact
Analysis completed: 14 October 2023
Method: LC-MS/MS, in-house method BAL-MT-22 (accredited)

| Sample ID | Description | Analyte | Result | Legal maximum | Expanded uncertainty |
|---|---|---|---|---|---|
| 23-11862-A | Wholemeal flour, lot TRM-23-0918-W, retained bag | Deoxynivalenol | 1,740 µg/kg | 750 µg/kg | ± 260 µg/kg |
| 23-11862-C | Wholemeal flour, lot TRM-23-0915-W, retained bag (comparison) | Deoxynivalenol | 410 µg/kg | 750 µg/kg | ± 62 µg/kg |

Opinion: sample A exceeds the legal maximum for flour even after allowing for measurement uncertainty. Sample C complies.

Results relate only to the items tested. This certificate may not be reproduced except in full without written approval of the laboratory.

Authorised signatory: Dr Amara Voss, Laboratory Manager"""),

dict(id="hv-24", style="veterinary inspection report", title="ODVS veterinary inspection report VIR-24-0389: Upper Crake Farm", text="""ODVS - VETERINARY INSPECTION REPORT

Report no.: VIR-24-0389
Holding no.: MV-TH-4471
Holding: Upper Crake Farm, Crake Lane, Tarnholm
Keeper: Gideon Hale
Date of visit: 19 March 2024
Veterinary officer: Dr Sunniva Lark
Purpose: routine welfare and biosecurity inspection, dairy holding

Stock on holding at visit: milking herd 186; dry cows 24; youngstock 140; stock bulls 1

Findings
1. Housing: cubicle shed clean and well ventilated; bedding adequate; water troughs clean.
2. Lameness: 40 cows mobility scored; 3 scored 2 (lame), all under treatment and recorded.
3. Medicines: records complete; withdrawal periods observed; cabinet locked.
4. Biosecurity: disinfectant footbath at yard entrance; visitor book kept; milk tanker route separated from cattle.
5. Tuberculosis: last whole-herd test 11 January 2024, negative.
6. Calves: colostrum protocol written and followed.

Advice given: replace two worn cubicle mats; consider a second footbath at the parlour exit.

Outcome: SATISFACTORY. No enforcement action.

Administrative note: this holding was previously misfiled under Tarnholt municipality in the ODVS register; the entry has been corrected to Tarnholm."""),

dict(id="hv-25", style="disease outbreak bulletin", title="Disease outbreak bulletin 2024/07: bluetongue near Tarnholt", text="""Ostravel District Veterinary Service (ODVS)
DISEASE OUTBREAK BULLETIN 2024/07
Issued: 9 August 2024, 18:00

BLUETONGUE VIRUS SEROTYPE 3 CONFIRMED IN SHEEP NEAR TARNHOLT

Index premises: Fellgate Farm, 4 km north-east of Tarnholt (420 breeding ewes)
Confirmed: 8 August 2024 by the national reference laboratory

Control measures in force from 9 August 2024
- A 20 km restriction zone centred on the index premises.
- Movements of cattle, sheep and goats out of the zone require a licence from the service.
- Tarnholt Mart: all ruminant sales suspended until further notice.
- Keepers inside the zone must report any sign of disease at once: fever, swollen head, lameness, crusted muzzle.

Not affected
Tarnholm and the dairy farms of the Crake Hills lie roughly 40 km to the north, outside the zone. Please note the similarity of the two place names when reading or passing on this bulletin.

Vector
Bluetongue is spread by biting midges and not directly between animals. It poses no risk to people or to food safety.

Next update: 12 August 2024, or earlier if the situation changes.
Duty officer line: 0371 229 400."""),

dict(id="hv-26", style="wholesale market price report", title="Brennock Wholesale Market weekly price report, week 42, 2023", text="""BRENNOCK WHOLESALE MARKET - WEEKLY PRICE REPORT
Week 42, 16-20 October 2023
Prices in LRN, most usual wholesale range, ex stand

| Produce | Unit | This week | Last week |
|---|---|---|---|
| Potatoes, maincrop, washed | 25 kg sack | 11.50-13.00 | 11.00-12.50 |
| Onions, brown | 20 kg net | 9.00-10.50 | 9.00-10.00 |
| Cabbage, savoy | crate of 8 | 7.20-8.40 | 7.50-8.50 |
| Apples, Quillby Russet | 12 kg box | 16.00-19.00 | 16.50-19.00 |
| Butter, creamery block | 25 kg | 182.00-190.00 | 180.00-188.00 |
| Eggs, free range, large | tray of 30 | 6.10-6.60 | 6.10-6.50 |
| Wholemeal bread flour | 16 kg sack | 11.80-12.90 | 11.20-12.20 |

Market notes
Bakers' stands reported brisk trade in wholemeal loaves after a supermarket own-label wholemeal line was withdrawn earlier in the week, and flour merchants lifted wholemeal prices by around 60 lorin cents a sack. Potatoes firmed as lifting was delayed by wet ground across the fen. Butter was steady to firm ahead of the festive baking season.

Next report: Monday 23 October. Stand-holders' meeting: Thursday, Hall B, 14:00."""),

dict(id="hv-27", style="auction results", title="Tarnholt Mart dairy and breeding cattle sale, 14 May 2024: results", text="""TARNHOLT MART - DAIRY AND BREEDING CATTLE SALE
Tuesday 14 May 2024
Auctioneers: Sallowside Auctions

Entries: 212 head. Clearance: 94%.

LEADING PRICES

| Vendor | Head | Description | Price per head |
|---|---|---|---|
| Upper Crake Farm, Tarnholm (G. Hale) | 3 | Holstein-Friesian in-calf heifers, due June | LRN 1,920 |
| Birkby Moss Farm, Quillby | 2 | fresh-calved second-calvers | LRN 1,780 |
| Grindle Farm, Tarnholm | 4 | third-lactation cows, 38 litres | LRN 1,640 |
| Kilnhurst Dairy, Hollin Cross | 6 | Jersey-cross in-calf heifers | LRN 1,510 |
| Hollin Cross Dairy | 5 | bulling heifers, Friesian | LRN 1,150 |

AVERAGES
- In-calf heifers: LRN 1,462 (31 sold)
- Cows in milk: LRN 1,388 (54 sold)
- Bulling heifers: LRN 1,041 (22 sold)

Auctioneer's remarks
A strong trade for well-grown, well-bred heifers from the hill herds, with buyers from across the plain. Next dairy sale: 11 June 2024. Entries close one week before.

All cattle were sold subject to the conditions of sale and to ODVS movement rules."""),

dict(id="hv-28", style="credit union loan notice", title="Loan offer LM-L-24-0632: grain dryer, Grebe Marsh Farm", text="""Landholders' Mutual Credit Union (LMCU) - Brennock branch
LOAN OFFER AND NOTICE OF APPROVAL

Loan ref.: LM-L-24-0632
Date: 18 March 2024
Member: Ottilie Vance, trading as Grebe Marsh Farm, Ashwell Fen
Member no.: 20771

Purpose: purchase and installation of a continuous-flow grain dryer (12 t/h) and a 150 t wet-grain holding bin
Amount: LRN 84,000
Term: 7 years, monthly repayments
Interest rate: 5.35% fixed for the full term
Monthly repayment: LRN 1,201.11
Arrangement fee: none (members' capital equipment scheme)

Security: first charge over the dryer and bin; assignment of grain pool payments up to LRN 15,000 a year.

Conditions before drawdown
1. A signed quotation from the installer.
2. Evidence of planning consent for the bin foundation.
3. Insurance of the equipment, noting the credit union's interest.

Loan officer: Pieter Kowal

To accept, sign and return one copy by 15 April 2024. This offer lapses if not accepted by that date. Members may repay early at any time without penalty."""),

dict(id="hv-29", style="grant award letter", title="Crop Resilience Fund award letter CRF-24-017", text="""MINISTRY OF AGRICULTURE AND FOOD
Crop Resilience Fund

30 April 2024

Dr Tobias Quarrie
Wendle Institute of Plant and Soil Science
Brennock

Grant reference: CRF-24-017

Dear Dr Quarrie,

Award of grant: "Stacking Fusarium ear blight resistance in Brightstone-derived bread wheat"

I am pleased to confirm that the Fund's assessment panel has recommended your application for support, and that the Ministry has approved an award of LRN 386,500 over 36 months, starting 1 July 2024.

The award is made on the following conditions:
1. A short progress report at the end of each project year, and a final report within three months of completion.
2. Publication of results in open-access form, acknowledging the Crop Resilience Fund.
3. A data management plan to be agreed within 60 days.
4. The in-kind contribution from your industry partner, Corvel Seeds Ltd (breeding nursery space and genotyping), to be confirmed in writing.

Payments will be made quarterly in arrears against claims. Please sign and return the acceptance form within 30 days.

Yours sincerely,

Orla Fenwright
Head, Crop Resilience Fund"""),

dict(id="hv-30", style="research abstract", title="DON accumulation in five winter wheat varieties under delayed wet harvest, Ostravel 2023", text="""Quarrie T., Roswell H., Abbas N. (2024). Deoxynivalenol accumulation in five winter wheat varieties under delayed, wet harvest: Ostravel 2023. Journal of Plains Agronomy 41(2): 113-127.

Abstract
Background: The 2023 harvest on the Ostravel Plain was the wettest on record at several stations, and mycotoxin levels in milling wheat were widely reported to be high.
Methods: Five winter wheat varieties were grown at two sites (Quillby and a fen site near Ashwell Fen) and harvested at ripeness and after delays of 10 and 20 days. Grain was analysed for deoxynivalenol (DON) by LC-MS/MS.
Results: DON rose steeply with harvest delay at both sites. Mean DON in the 20-day delayed plots was 2,050 µg/kg for Brightstone, 1,610 µg/kg for Harrier, 1,380 µg/kg for Amberlode, 890 µg/kg for Carrick and 640 µg/kg for Tenneway. Differences between varieties were small at prompt harvest. A T3 ear spray reduced DON by a third on average but did not change the ranking.
Conclusions: Varieties with high yield potential but a low Fusarium rating should be harvested first in wet seasons. Variety-aware harvest scheduling and testing of every load at first intake would have prevented most of the exceedances seen in 2023.

Keywords: Fusarium head blight; mycotoxin; winter wheat; harvest timing; grain intake"""),
]
