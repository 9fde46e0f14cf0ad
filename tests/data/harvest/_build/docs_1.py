# harvest corpus, part 1 of 4: hv-01 .. hv-15
# Every name, place, number and organisation below is invented.

DOCS = [
dict(id="hv-01", style="encyclopedia article", title="Ostravel Plain", text="""The Ostravel Plain is a lowland agricultural region in the south-east of the Republic of Merrovia. It is drained by the River Sallow and its chief tributary, the River Tenne, which joins the Sallow at Dunmere. The plain's deep loess soils grow most of the country's winter wheat and malting barley, while the upland fringe to the north, around the village of Tarnholm, is given over to grass and dairy cattle.

Geography
The Sallow rises in the Crake Hills, skirts the lower slopes below Tarnholm and flows south through the market town of Tarnholt before reaching Dunmere, where river barges load grain for the coast. The names Tarnholt and Tarnholm are frequently confused, even by the postal service; the two settlements lie about 40 km apart and have separate municipal councils.

Economy
Arable farming is organised largely through co-operatives. The largest, formed by a merger in 2019, runs the grain elevator at Ashwell Fen on the reclaimed fen east of the river. Tarnholt has a roller mill founded in 1874, and a creamery at Quillby processes much of the upland milk. The regional capital, Brennock, hosts a commodity exchange, a wholesale market and the Wendle Institute of Plant and Soil Science.

Currency and measures
Prices are quoted in lorins (LRN). Grain is traded by the metric tonne and land by the hectare.

See also: Sallow Valley Food Trail; Tarnholm Upland Milk Producers; Corvel Seeds."""),

dict(id="hv-02", style="press release", title="Sallow Valley and Tenne growers complete merger", text="""PRESS RELEASE - for immediate publication
Ashwell Fen, 1 July 2019

SALLOW VALLEY AND TENNE GROWERS COMPLETE MERGER

Members of the Sallow Valley Grain Growers' Co-operative and the Tenne Farmers' Co-operative today became a single business, the Ostravel Arable Co-operative (OAC), after both memberships approved the merger at extraordinary general meetings in May.

The combined co-operative begins trading with 437 member farms, storage for 210,000 tonnes and two intake sites. Its head office will be in the former Sallow Valley offices beside the elevator at Ashwell Fen; the Tenne offices at Corvel become a seed-cleaning and agronomy centre.

Rufus Ambry, who farms 600 hectares at Hollin Cross and has chaired the Tenne co-operative since 2014, was elected the first chair of the merged board. "Nobody is losing a co-op today," he said. "We are pooling our bins, our lorries and our bargaining power with the mills."

Existing grain contracts, seed orders and pool balances transfer automatically. Tickets, invoices and statements will carry the OAC name from 1 September; until then documents issued under either former name remain valid.

Notes to editors
- The Tenne Farmers' Co-operative was formed in 1971 and had 164 members at the merger date.
- Photographs of the signing are available from the communications office at Ashwell Fen."""),

dict(id="hv-03", style="co-op annual report extract", title="OAC Annual Report 2023 (extract): chair's overview and grain handled", text="""OAC ANNUAL REPORT 2023 - EXTRACT

Chair's overview
2023 will be remembered for the wettest harvest in a generation and for the flour recall that followed it. Our intake teams handled more grain than in any year since the merger, but drying capacity at Ashwell Fen was stretched for most of August, and quality testing did not keep pace with the queue. The board has commissioned an independent review of intake procedures and will report to members at the AGM.

Membership stood at 412 member farms on 31 December 2023, down from 419 a year earlier, mostly through retirements and amalgamations of neighbouring holdings.

Rufus Ambry, Chair

Table 3. Grain handled by crop, harvest 2023

| Crop | Tonnes handled | Change on 2022 |
|---|---|---|
| Milling wheat | 148,300 | +6% |
| Feed wheat | 61,750 | +19% |
| Malting barley | 38,900 | -4% |
| Feed barley | 27,420 | +2% |
| Oats | 11,240 | -8% |
| Oilseed rape | 9,610 | +1% |
| Total | 297,220 | +6% |

Table 4. Drying
| Measure | 2023 | 2022 |
|---|---|---|
| Share of wheat intake dried | 41% | 17% |
| Mean moisture at intake, wheat | 16.8% | 14.9% |

Grain pool payments for harvest 2023 will be finalised in the spring statement."""),

dict(id="hv-04", style="board minutes", title="OAC board minutes, meeting 58, 12 March 2024", text="""OAC - MINUTES OF THE BOARD OF DIRECTORS
Meeting no. 58, held at Ashwell Fen, 12 March 2024, 10:00

Present: R. Ambry (Chair), W. Drax (Vice-chair), H. Oduya, P. Linnet, S. Garrow, T. Faulds
In attendance: Chief Executive; Finance Director; Company Secretary (minutes)

1. Apologies. None.

2. Chair's announcement. The Chair informed the board that he had accepted an appointment as special adviser to the Minister for Agriculture and Food, Helena Strake, and would step down as chair and as a director with effect from 31 March 2024. Directors thanked him for his service since the merger. RESOLVED: that Wilhelmina Drax serve as acting chair until the annual general meeting in June.

3. Arbitration BGPE/ARB/23/09. The board noted that the panel's award is expected before the end of March. A provision of LRN 100,000 has been made in the accounts.

4. Ashwell Fen dryer. RESOLVED: to approve replacement of the burner and control panel of dryer no. 2 by Fenmarsh Engineering at a cost of LRN 58,300, to be completed before harvest.

5. Elevator management. The board noted the elevator manager's intention to retire in mid-2024. The operations committee will handle succession and report in April.

6. Intake testing. Management to present a costed plan for DON testing of every milling-wheat load.

7. Any other business. None.

Signed as a true record: W. Drax, acting chair, 9 April 2024"""),

dict(id="hv-05", style="member newsletter", title="The Furrow - OAC members' newsletter, issue 18 (September 2023)", text="""THE FURROW
Members' newsletter of OAC - Issue 18 - September 2023

In this issue: seed orders, dryer update, from the weighbridge, a word on names

Stonegold seed: last call
Orders for Stonegold C2 seed close on 30 September. The member price this autumn is LRN 449 per 500 kg bag, for collection from the Corvel seed centre, with a further LRN 10 off for orders placed through the online portal. Seed bought through the co-op must be drilled on the member's own holding and may not be resold.

Dryer update
Dryer no. 2 at Ashwell Fen is still waiting for a replacement burner. Until it is back, wet wheat is held in the wet bins and dried in turn on dryer no. 1, so expect longer waits at intake. Drying charges remain LRN 9.80 per tonne for each point of moisture removed above 15%.

From the weighbridge
"Twenty-six harvests, and this one's the wettest," writes Corky from the elevator office. He asks members to phone ahead before sending trailers after 4 p.m. and reminds everyone that retained samples are kept for twelve months, so nobody need worry about a grading dispute.

A word on names
We still receive post addressed to Sallow Valley Grain Growers, and the odd cheque made out to the Tenne co-op. Both will reach us, but please update standing orders and letterheads to OAC."""),

dict(id="hv-06", style="farm diary entry", title="Grebe Marsh Farm diary, August-September 2023", text="""GREBE MARSH FARM - DIARY (O. Vance)

Mon 14 Aug 2023. Over 30 mm in the gauge this morning. Long Heron (Stonegold, drilled 4 Oct last year) is lodging in the bottom corner by the dyke. Combine stays in the shed.

Thu 17 Aug. Two dry hours after lunch. Tried a headland of Long Heron: far too wet, grain soft and a few pink, bleached ears. Left it.

Mon 21 Aug. Cut Long Heron at last. Three trailer loads to the co-op at Ashwell Fen. Queue at the weighbridge past two hours. Corky apologetic: the DON strip tests ran out at the weekend and there are none till Thursday, so they are grading on looks. Dryer 2 still down, so it all goes to the wet bins to wait its turn.

Wed 23 Aug. Rain. Mended the trailer tailgate.

Sat 26 Aug. Finished the wheat: Middle Ground and Parsonage, both Carrick, both better on the lighter land.

Sun 3 Sep. Did the sums. Drying charges on nearly every load this year, and the trailer sat in the queue more than it moved. If we had our own dryer we could cut when the crop is fit and dry it here. Ring Pieter at the LMCU in the new year about a loan."""),

dict(id="hv-07", style="field trial report", title="Field Trial Report FT-22-06: winter wheat varieties, Quillby 2022", text="""WENDLE INSTITUTE OF PLANT AND SOIL SCIENCE
Field Trial Report FT-22-06
Winter wheat variety performance, Quillby trial site, harvest 2022

Design: randomised complete block, four replicates; plots 12 m x 2 m.
Drilled: 6 October 2021. Harvested: 9 August 2022.
Inputs: standard two-spray fungicide programme; 220 kg/ha nitrogen in three splits.
Soil: silty clay loam, pH 6.9.

Table 1. Yield and grain quality (means of four replicates)

| Variety | Breeder | Yield (t/ha) | Protein (%) | HFN (s) | Specific weight (kg/hl) |
|---|---|---|---|---|---|
| Brightstone | Corvel Seeds | 9.42 | 12.9 | 318 | 78.4 |
| Carrick | Corvel Seeds | 8.87 | 13.4 | 341 | 79.1 |
| Amberlode | Halden Plant Breeding | 9.05 | 12.6 | 290 | 77.2 |
| Harrier | Halden Plant Breeding | 9.18 | 12.2 | 265 | 76.8 |
| Tenneway | Wendle Institute | 8.61 | 13.8 | 355 | 80.2 |
| Trial mean | - | 9.03 | 12.98 | 314 | 78.3 |

LSD (p = 0.05) for yield: 0.31 t/ha. CV: 3.4%.

Comment
Yields were above the site's five-year average after a dry June and an early, dry harvest. Fusarium ear blight was negligible across the trial, so these results say little about varietal differences in mycotoxin risk. That question will be examined under delayed, wet harvest conditions in 2023 at Quillby and at a second site on the fen.

Trial manager: Dr Tobias Quarrie"""),

dict(id="hv-08", style="seed catalogue entry", title="Corvel Seeds Autumn Catalogue 2024: Brightstone", text="""CORVEL SEEDS - AUTUMN CATALOGUE 2024 - page 12

BRIGHTSTONE
Winter wheat - bread-making class 1

The high-yielding bread wheat that put Corvel back at the top of the national list. Bold grain, strong straw and a protein level the mills ask for by name.

Key facts
- Type: winter wheat, awnless, medium height (88 cm)
- Quality: bread-making; typical protein 12.8-13.2%, Hagberg 300 s and above
- Sowing window: 20 September - 31 October
- Recommended sowing rate: 350 seeds/m² (raise to 400 seeds/m² after 20 October or in poor seedbeds)
- Maturity: medium, similar to Carrick
- Disease resistance (1-9 scale, 9 = most resistant): yellow rust 8; septoria 6; mildew 7; Fusarium ear blight 4
- Seed treatment: fludioxonil-based dressing supplied as standard

Agronomist's note
Brightstone's Fusarium score means it should not follow maize, and a T3 ear spray at early flowering is strongly advised in a wet season. Harvest promptly once fit; standing ripe crops in wet weather accumulate mycotoxin quickly.

Prices (certified C2 seed, ex Corvel)
- LRN 465 per 500 kg big bag
- LRN 24.50 per 25 kg sack

Order line: Corvel 0371 440 200. Delivery across the Ostravel Plain from 1 September."""),

dict(id="hv-09", style="variety register record", title="National Variety Register record WW-2020-0113: Brightstone", text="""NATIONAL VARIETY REGISTER OF MERROVIA - RECORD

Register: Agricultural crops - Wheat (Triticum aestivum), winter
Record no.: WW-2020-0113
Denomination: Brightstone
Breeder's reference: CVS-0417
Applicant and maintainer: Corvel Seeds Ltd, Mill Street, Corvel
Date of application: 14 March 2018
DUS testing: Wendle Institute test centre, 2018-2020. Distinct, uniform and stable.
VCU testing: passed 2020; yield 104% of controls; bread-making class 1
Date of listing: 2 November 2020
Listing valid until: 31 December 2030

Trade names notified under section 22:
"Stonegold" - notified 9 August 2021 by the maintainer, for seed distributed by OAC to its members under a distribution agreement. Seed sold under the trade name Stonegold must show the denomination Brightstone on the official seed label.

Provisional designations: none
Plant breeders' rights: granted, certificate PBR-W-0882, expires 2045

Amendments
- 9 Aug 2021: trade name added
- 3 Jan 2023: maintainer address updated

Status: LISTED"""),

dict(id="hv-10", style="grain elevator intake ticket", title="Ashwell Fen Elevator intake ticket AFE-23-04417", text="""ASHWELL FEN ELEVATOR - GRAIN INTAKE TICKET
Operated by OAC

Ticket no.: AFE-23-04417
Date/time: 21/08/2023 14:52
Supplier: Grebe Marsh Farm (O. Vance)
Member no.: OAC-0288
Vehicle: own tractor and trailer, reg. OS 61 KRW
Commodity: wheat, winter - milling
Variety declared: Stonegold
Intended pool: identity-preserved milling (contract SA-TRM-OAC-2021)
Weights: see weighbridge log against this ticket number

QUALITY AT INTAKE
Moisture: 17.9% (to dryer; drying charge applies)
Specific weight: 76.1 kg/hl
Admixture: 1.4%
Hagberg falling number: 262 s
Protein (NIR): 12.7%
DON rapid test: NOT PERFORMED - kit out of stock
Visual: some pink and shrivelled grains noted

Destination: Bin 4 (wet holding), then dryer 1
Retained sample: yes, bag R-04417, keep 12 months

Graded by: C. Platt
Supplier signature: O. Vance

Terms: grain is accepted subject to the co-op's intake rules. Final grade and payment are confirmed after drying. Disputes must be raised within 14 days of this ticket."""),

dict(id="hv-11", style="weighbridge log", title="Ashwell Fen weighbridge log, 21 August 2023", text="""ASHWELL FEN ELEVATOR - WEIGHBRIDGE LOG
Date: Monday 21 August 2023
Weighbridge: WB-1 (60 t capacity, last verified February 2023)
Operator: J. Reyes

| Time in | Ticket | Supplier | Vehicle | Gross (t) | Tare (t) | Net (t) |
|---|---|---|---|---|---|---|
| 08:12 | AFE-23-04391 | Heron Lees Farm | OS 12 BKL | 41.36 | 15.02 | 26.34 |
| 09:40 | AFE-23-04398 | Corvel Ridge Farm | Sallowside Transport | 43.80 | 14.62 | 29.18 |
| 11:05 | AFE-23-04409 | Grebe Marsh Farm | OS 61 KRW | 40.22 | 15.48 | 24.74 |
| 12:31 | AFE-23-04413 | Heron Lees Farm | OS 12 BKL | 42.05 | 15.02 | 27.03 |
| 14:52 | AFE-23-04417 | Grebe Marsh Farm | OS 61 KRW | 44.10 | 15.48 | 28.62 |
| 16:20 | AFE-23-04422 | Dunmere Bottom Farm | OS 09 TLN | 39.64 | 14.90 | 24.74 |
| 17:48 | AFE-23-04425 | Grebe Marsh Farm | OS 61 KRW | 41.87 | 15.48 | 26.39 |

Loads: 7. Total net: 187.04 t.

Operator notes
- Queue exceeded two hours from 13:00; three vehicles turned away at 18:30 and booked for tomorrow.
- Dryer 2 out of service; all wet wheat directed to wet bins by the grader.
- Zero check at 07:55 and 13:10: within tolerance.
- Test-weight calibration due next month."""),

dict(id="hv-12", style="commodity exchange daily bulletin", title="BGPE Daily Market Bulletin No. 176/2023", text="""BGPE DAILY MARKET BULLETIN No. 176/2023
Thursday 14 September 2023 - Brennock

SETTLEMENT PRICES (LRN per tonne)

| Contract | Month | Open | High | Low | Settle | Change | Volume | Open interest |
|---|---|---|---|---|---|---|---|---|
| MW1 Milling Wheat No. 1 | Nov-23 | 246.00 | 248.50 | 245.75 | 248.00 | +2.25 | 388 | 2,140 |
| MW2 Milling Wheat No. 2 | Nov-23 | 230.00 | 232.25 | 229.50 | 231.50 | +1.75 | 1,412 | 8,930 |
| MW2 Milling Wheat No. 2 | Jan-24 | 233.00 | 234.75 | 232.50 | 234.25 | +1.50 | 604 | 4,215 |
| MW2 Milling Wheat No. 2 | Mar-24 | 235.00 | 236.50 | 234.75 | 236.00 | +1.25 | 221 | 1,980 |
| FB Feed Barley | Nov-23 | 188.00 | 189.25 | 187.50 | 188.75 | +0.50 | 517 | 3,306 |
| OSR Oilseed Rape | Nov-23 | 399.00 | 403.00 | 398.50 | 402.50 | +3.00 | 143 | 962 |

Market commentary
Milling wheat firmed for a third session on reports of low Hagberg numbers and mycotoxin concerns from the wet Ostravel harvest. Premiums for tested, dry wheat in store widened, while feed barley was steady. The spread between the two milling contracts held close to LRN 16.

Deliveries: none this session.
Registered stocks at delivery points: Ashwell Fen 4,200 t; Dunmere Terminal 11,600 t.

Issued by: Desmond Vance, Head of Market Surveillance"""),

dict(id="hv-13", style="futures contract specification", title="Contract No. 14 specification: Milling Wheat No. 2 (MW2)", text="""Brennock Grain and Produce Exchange (BGPE)
CONTRACT SPECIFICATION - CONTRACT No. 14
Milling Wheat No. 2 (MW2)
Revised 1 July 2021; effective from the January 2022 delivery month.

1. Unit of trading: 100 tonnes.
2. Price quotation: lorins (LRN) per tonne, delivered in store at a registered delivery point.
3. Minimum price fluctuation: LRN 0.25 per tonne (LRN 25 per lot).
4. Delivery months: September, November, January, March, May.
5. Last trading day: the 23rd calendar day of the delivery month, or the business day before it.
6. Registered delivery points: Ashwell Fen Elevator (operator: OAC); Dunmere Terminal (operator: Halvard Storage Ltd).
7. Quality of each delivery:
   7.1 Protein, minimum 12.5% (dry matter basis)
   7.2 Hagberg falling number, minimum 250 seconds
   7.3 Specific weight, minimum 76 kg/hl
   7.4 Moisture, maximum 15.0%
   7.5 Admixture, maximum 2%
   7.6 Deoxynivalenol (DON), maximum 1,250 µg/kg
8. Tender: by warehouse receipt issued by a registered delivery point.
9. Disputes: referred to the Exchange's arbitration panel under Rule 40.

Note: Contract No. 11, Milling Wheat No. 1 (MW1), differs only in protein (minimum 13.0%) and Hagberg falling number (minimum 300 seconds)."""),

dict(id="hv-14", style="supply contract clause", title="Supply agreement SA-TRM-OAC-2021: clauses 5, 7 and 12", text="""SUPPLY AGREEMENT SA-TRM-OAC-2021 - EXTRACT (clauses 5, 7 and 12)
Between Tarnholt Roller Mills Ltd ("the Buyer") and OAC ("the Seller")

5. PRICE
5.1 The price of each consignment shall be the settlement price of BGPE Contract No. 14 for the nearby delivery month on the business day before dispatch, plus the premium in clause 5.2.
5.2 For identity-preserved wheat of the variety traded by the Seller as Stonegold, the premium is LRN 14.00 per tonne. For other approved varieties the premium is LRN 6.50 per tonne.

7. QUALITY AND REJECTION
7.1 Each consignment shall meet the Buyer's specification W-100 as amended from time to time.
7.2 The Seller shall retain a sealed sample of each consignment for twelve months.
7.3 The Seller warrants that each consignment contains no more than 1,250 µg/kg deoxynivalenol. The Seller shall test each consignment before dispatch, and the Buyer may test on receipt. Where a retained sample analysed by an accredited laboratory exceeds that limit, the Seller shall bear the Buyer's losses arising from the consignment, including product withdrawal, subject to clause 7.5.
7.5 Any damages under clause 7.3 shall be reduced to the extent that the Buyer's own negligence contributed to the loss.

12. DISPUTES
12.1 Any dispute under this agreement shall be referred to arbitration by the panel of the BGPE under its Rule 40.
12.2 The award shall be final and binding on both parties."""),

dict(id="hv-15", style="purchase order", title="Dunmere Bakehouse purchase order DB-PO-7731", text="""DUNMERE BAKEHOUSE LTD
Unit 4, Sallow Quay Industrial Estate, Dunmere

PURCHASE ORDER

PO number: DB-PO-7731
Date: 22 September 2023
Supplier: Tarnholt Roller Mills Ltd, Weir Road, Tarnholt
Our account with you: DUN-004

Line 1
Item: Sallow Stoneground Wholemeal, bulk
Specification: TRM spec W-100
Quantity: 16 tonnes
Delivery: 2 October 2023, bulk tanker, blown to silo B
Price: as per price schedule Q3-2023 (fixed)

Terms
- Payment 30 days end of month.
- A certificate of analysis including DON must accompany each delivery.
- Flour must be from a single mill lot per tanker; lot number to appear on the delivery note.
- Goods-in to be notified 24 hours before arrival.

Use: own-label wholemeal bread lines.

Authorised by: Rosalind Teague, Technical and Purchasing Manager
Please acknowledge this order by return e-mail."""),
]
