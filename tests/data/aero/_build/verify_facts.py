# Checks that each hop document of every question contains the key fact strings of its step.
import json
import os
BASE=os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
docs={json.loads(l)["id"]:json.loads(l) for l in open(os.path.join(BASE,"corpus.jsonl"))}
facts = {
"aero-q01":[("aero-37",["Dorvik Sallow Airport","1 June 2009"])],
"aero-q02":[("aero-11",["Carburettor icing was the most probable cause","40 percent"])],
"aero-q03":[("aero-14",["Within 50 flight hours"])],
"aero-q04":[("aero-40",["grass, 640 m by 23 m"])],
"aero-q05":[("aero-47",["At least 45 hours"])],
"aero-q06":[("aero-15",["120,000 marks"])],
"aero-q07":[("aero-02",["| KY-KCB | Corvane CT-72 | 552 |"])],
"aero-q08":[("aero-51",["1929","last flight in 1937"])],
"aero-q09":[("aero-38",["Captain Aldous Ellery","named after its founder"])],
"aero-q10":[("aero-49",["At least 200 hours","150 hours as pilot in command"])],
"aero-q11":[("aero-09",["Vessen Aircraft Maintenance (VAM)","had not been completed"]),("aero-29",["founded Vessen Aircraft Maintenance (VAM)"])],
"aero-q12":[("aero-08",["KY-BFC","14 November 2012"]),("aero-45",["KY-BFC","3 October 2011","28 October 2011","Hangar 5"])],
"aero-q13":[("aero-08",["KY-BFC"]),("aero-03",["| KY-BFC | Halvering HJ-200 | 3342 | Cressa Leasing"])],
"aero-q14":[("aero-09",["VAM-WO-13-2217"]),("aero-43",["VAM-WO-13-2217","R. Kaltenberg","left blank"])],
"aero-q15":[("aero-27",["chief pilot","Bluefen Air"]),("aero-23",["founded in 2005 by Jonas Brek"])],
"aero-q16":[("aero-10",["Vessen Regional Airport","9 May 2017"]),("aero-39",["Stop bars were commissioned","October 2018"])],
"aero-q17":[("aero-54",["beside Hall C","KY-ELA"]),("aero-01",["| KY-ELA | 1187 | 8 April 1994"])],
"aero-q18":[("aero-31",["19 March 2007","from Kestrel Group plc","Bluefen Air"]),("aero-06",["founded in Dorvik in 1998 by Ruth Ambler"])],
"aero-q19":[("aero-03",["| KY-BFD | Halvering HJ-200 | 3455"]),("aero-13",["3280 to 3420 inclusive"])],
"aero-q20":[("aero-07",["Cressa Island Airstrip","KY-SKB","drainage ditch"]),("aero-18",["Cressa Island Airstrip","runway 09 only","90 percent","prohibited"])],
"aero-q21":[("aero-25",["air traffic","Vessen","4 January 2019","Ellery Air"]),("aero-20",["1994","Corvane CT-42"])],
"aero-q22":[("aero-30",["chief executive of Sundmark Holdings since September 2015"]),("aero-57",["Aurel Regional","Resolved"])],
"aero-q23":[("aero-10",["KY-TFB"]),("aero-05",["| KY-TFB | Sorrel S-2 | 2231"])],
"aero-q24":[("aero-31",["serial number 3342"]),("aero-02",["| KY-KAD | Halvering HJ-200 | 3342"])],
"aero-q25":[("aero-15",["30 May 2014","Vessen Aircraft Maintenance"]),("aero-29",["apprentice in the engineering department of Kestrany National Air Lines"]),("aero-24",["engineering department set up by Kestrany National Air Lines","Dorvik Aero Technics"])],
"aero-q26":[("aero-16",["Bluefen Air","10 March 2016"]),("aero-23",["Lena Vardy","chief pilot"]),("aero-27",["head of training at Tarnholm Flight Academy"])],
"aero-q27":[("aero-09",["2014-07"]),("aero-14",["2014-07","AD 2014-09"]),("aero-44",["AD 2014-09","KY-ELB","fractured","finger-tight"])],
"aero-q28":[("aero-08",["KY-BFC"]),("aero-03",["3342 | Cressa Leasing"]),("aero-06",["Ruth Ambler","sailing yacht"])],
"aero-q29":[("aero-27",["Bluefen Air"]),("aero-16",["Bluefen Air","O. Vardy, Director General"]),("aero-28",["Director General","chair of the board of trustees of the Kestrany Museum of Flight"])],
"aero-q30":[("aero-21",["May 1986","KY-SKA"]),("aero-04",["| KY-SKA | Brisk BN-8 | 61 |"]),("aero-53",["constructor's number 61","Hall B"])],
"aero-q31":[("aero-12",["KY-AUC","Aldmoor","gulls"]),("aero-33",["KY-KCC","KY-AUC"]),("aero-02",["| KY-KCC | Corvane CT-72 | 561 | April 1997"])],
"aero-q32":[("aero-11",["KY-TFC","Tarnholm Flight Academy (TFA)","2019-02"]),("aero-17",["AD 2020-03","2019/01"]),("aero-60",["2020-03","all four Sorrel S-2","24 January 2020"])],
"aero-q33":[("aero-12",["Aurel Regional","KY-AUC"]),("aero-22",["wholly owned by Sundmark Holdings"]),("aero-30",["chief executive of Sundmark Holdings","chief financial officer in 2002"])],
"aero-q34":[("aero-48",["partnership with Aurel Regional"]),("aero-32",["head office and main operating base at Vessen Regional Airport"]),("aero-39",["2,150 m"])],
"aero-q35":[("aero-09",["Vessen Aircraft Maintenance (VAM)"]),("aero-29",["engineering department of Kestrany National Air Lines"]),("aero-24",["Dorvik Aero Technics (DAT)"]),("aero-42",["DAT","Kestrel Airways","KY-KAF","14 June 2011","AD 2011-04"])],
"aero-q36":[("aero-08",["KY-BFC"]),("aero-03",["| KY-BFC | Halvering HJ-200 | 3342"]),("aero-02",["| KY-KAD | Halvering HJ-200 | 3342"]),("aero-56",["Ms Solvang presented","KY-KAD","P. Solvang (Chief Financial Officer)"])],
"aero-q37":[("aero-38",["Terminal 2 was built in 2006","Bluefen Air"]),("aero-23",["Lena Vardy","chief pilot"]),("aero-27",["Tarnholm Aero Club School"]),("aero-26",["founded the Tarnholm Aero Club"])],
"aero-q38":[("aero-36",["14 March 2019","KY-ELA"]),("aero-09",["KY-ELA","Vessen Aircraft Maintenance (VAM)"]),("aero-15",["Vessen Aircraft Maintenance","Oskar Vardy, Director General"]),("aero-28",["general counsel","1998"])],
"aero-q39":[("aero-10",["Tarnholm Flight Academy (TFA)","9 May 2017"]),("aero-35",["3 July 2017","chief pilot of the low-cost carrier Bluefen Air"]),("aero-03",["| KY-BFD | Halvering HJ-200 | 3455 | Cressa Leasing | May 2010"]),("aero-06",["| 3455 | Halvering HJ-200 | Tasso Airways (Marenna) | MR-TAD"])],
"aero-q40":[("aero-37",["renamed in honour of Edvin Harrow"]),("aero-26",["christened","City of Dorvik"]),("aero-52",["City of Dorvik","Kestrany Museum of Flight"]),("aero-59",["Oskar Vardy (Chair)","City of Dorvik"])],
}
qs=[json.loads(l) for l in open(os.path.join(BASE,"queries.jsonl"))]
bad=0
for q in qs:
    f=facts[q["id"]]
    if [d for d,_ in f]!=q["supporting"]:
        print("chain mismatch",q["id"]); bad+=1
    for did,subs in f:
        for s in subs:
            if s not in docs[did]["text"]:
                print("MISSING",q["id"],did,repr(s)); bad+=1
print("bad",bad)
