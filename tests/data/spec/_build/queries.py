# -*- coding: utf-8 -*-
"""The 40 questions. `links[i]` is the entity string shared by
supporting[i] and supporting[i+1] (checked by check.py)."""

QUERIES = []


def Q(qid, question, answer, supporting, links=()):
    QUERIES.append({"id": qid, "question": question, "answer": answer,
                    "supporting": list(supporting), "hops": len(supporting),
                    "links": list(links)})


# ------------------------------------------------------------ 1 hop (8)
Q("sp-q01", "srml scope clause maximum line of sight range",
  "120 metres", ["sp-01"])
Q("sp-q02", "How much does the standards board charge to certify a product family?",
  "4,800 marks", ["sp-16"])
Q("sp-q03", "What's the salary band for the data engineer job at Brightwell Metrics?",
  "52,000 to 61,000 marks", ["sp-27"])
Q("sp-q04", "How old was the TISB's first chairman when he died?",
  "78", ["sp-25"])
Q("sp-q05", "which srml 3.0 erratum got withdrawn",
  "E-30-05", ["sp-29"])
Q("sp-q06", "In Ambry's conformance report on the T-Node 5, which test case needed retries before it passed?",
  "AH-12", ["sp-14"])
Q("sp-q07", "pre-submission checklist item number for the frame counter rollover check",
  "C-14", ["sp-33"])
Q("sp-q08", "Our old Kingfisher meters - can they still join a brand-new 3.0 gateway, and what mode makes that work?",
  "legacy beacon mode", ["sp-30"])

# ------------------------------------------------------------ 2 hops (12)
Q("sp-q09", "Who edited the SRML release that was sold to utilities as Kingfisher?",
  "Osric Penhallow", ["sp-03", "sp-02"], ["SRML 2.1"])
Q("sp-q10", "what per-unit royalty did the court set for the beacon patent now held by the company that used to be Dunmore Telemetry",
  "0.18 marks per unit", ["sp-10", "sp-11"], ["Sarrowline"])
Q("sp-q11", "Which lab hosted the plugfest where the clause 9.4.2 acknowlegement timeout inconsistency was first seen?",
  "Ambry Conformance Labs", ["sp-06", "sp-15"], ["IVE-4"])
Q("sp-q12", "Which company does the second inventor named on patent CV-118 442 work for today?",
  "Tessaly Devices", ["sp-07", "sp-18"], ["Nadia Fenwright"])
Q("sp-q13", "What certificate number was issued for Brightwell Metering's water meter certified to the Kingfisher release?",
  "SC-2016-0441", ["sp-03", "sp-13"], ["SRML 2.1"])
Q("sp-q14", "At what value did the company that bought Dunmore Telemetry book the patent portfolio it acquired?",
  "74 million marks", ["sp-10", "sp-34"], ["Sarrow Holdings"])
Q("sp-q15", "the engineer who wrote CR-0412 - which company did he move to in 2021?",
  "Brightwell Metrics", ["sp-05", "sp-19"], ["Joska Varnum"])
Q("sp-q16", "When was the firmware released that fixed the frame-counter bug Tessaly logged during IVE-7?",
  "12 April 2022", ["sp-23", "sp-36"], ["TSD-2291"])
Q("sp-q17", "Which barrister acted for Nadia Fenwright's employer in the beacon patent case?",
  "Tobias Marrow", ["sp-18", "sp-11"], ["Tessaly Devices"])
Q("sp-q18", "When was the patent covered by Harriet Olumide-Cross's licensing declaration actually granted?",
  "19 August 2013", ["sp-08", "sp-07"], ["CV-118 442"])
Q("sp-q19", "Who was the test engineer on the lab report for the gas meter that Ebbesen J found to infringe?",
  "Lutz Hemming", ["sp-11", "sp-14"], ["T-Node 5"])
Q("sp-q20", "How much is the smart water meter contract put out to tender by the utility where the TISB's first chair spent his career estimated to be worth?",
  "58 million marks", ["sp-25", "sp-28"], ["Quenby Utilities"])

# ------------------------------------------------------------ 3 hops (12)
Q("sp-q21", "How many companies took part in the plugfest at which the acknowledgement-timeout erratum to Kingfisher was uncovered?",
  "fourteen", ["sp-03", "sp-06", "sp-15"], ["SRML 2.1", "IVE-4"])
Q("sp-q22", "The SRML 2.0 editor co-invented a beacon patent with a colleague. Which university did that colleague graduate from?",
  "University of Harrowmere", ["sp-02", "sp-07", "sp-18"],
  ["Bartholomew Quaye", "Nadia Fenwright"])
Q("sp-q23", "Dagny Ruel's employer lost a patent case over one of its meters. What is the number of Ambry's conformance report on that meter?",
  "AMB-2020-113", ["sp-04", "sp-11", "sp-14"], ["Tessaly Devices", "T-Node 5"])
Q("sp-q24", "Quenby's 2021 water meter tender mandates one SRML version - who employs the person who edited that version?",
  "Halberd Semiconductor", ["sp-28", "sp-02", "sp-20"], ["SRML 3.0", "Wenna Trask"])
Q("sp-q25", "wat date was the beacon pattent filed by the guy who brought a crate of spare reference boards to the IVE-7 floor?",
  "3 May 2011", ["sp-22", "sp-26", "sp-07"], ["BQ", "Bartholomew Quaye"])
Q("sp-q26", "On the reflector thread about 9.4.2, one poster said his company's chipset had used 45 ms since the 2.0 days. He later changed employer - what is the peak transmit current of the new employer's radio module?",
  "18.5 mA", ["sp-21", "sp-26", "sp-32"], ["BQ", "Halberd Semiconductor"])
Q("sp-q27", "Which bug ticket was raised at the plugfest hosted by the lab that certified the Aquila W3?",
  "TSD-2291", ["sp-13", "sp-39", "sp-23"], ["Stellan Test House", "IVE-7"])
Q("sp-q28", "which srml 3.0 erratum fixes the feature proposed by the engineer who jumped to brightwell metrics",
  "E-30-03", ["sp-19", "sp-05", "sp-29"], ["Joska Varnum", "CR-0412"])
Q("sp-q29", "Wenna Trask credits a mentor on the Meter Minds podcast. In what month and year was the spec version that mentor edited published?",
  "June 2013", ["sp-20", "sp-26", "sp-02"], ["BQ", "Bartholomew Quaye"])
Q("sp-q30", "The editor of the version marketed as Kingfisher is also the inventor on a frame-counter patent. On what date was that patent granted?",
  "4 February 2016", ["sp-03", "sp-02", "sp-40"], ["SRML 2.1", "Osric Penhallow"])
Q("sp-q31", "The radio module Wenna Trask says is on her bench was certified by a lab. In what month and year did that lab host a plugfest?",
  "April 2016", ["sp-20", "sp-32", "sp-15"], ["HS-720", "Ambry Conformance Labs"])
Q("sp-q32", "The engineer who signed off the T-Node 5 conformance report had earlier flagged an ack timeout problem on the task group reflector. Which erratum number resolved it?",
  "E-21-07", ["sp-14", "sp-21", "sp-06"], ["Lutz Hemming", "9.4.2"])

# ------------------------------------------------------------ 4 hops (8)
Q("sp-q33", "sleep current of the radio module sold by the company that employed the kingfisher spec editor",
  "0.9 microamps", ["sp-03", "sp-02", "sp-04", "sp-32"],
  ["SRML 2.1", "Osric Penhallow", "Halberd Semiconductor"])
Q("sp-q34", "The 2021 TISB Fellow co-invented a patent with a colleague who later became chief engineer elsewhere. How much in damages was that colleague's employer ordered to pay in its patent case?",
  "2.4 million marks", ["sp-26", "sp-07", "sp-18", "sp-11"],
  ["Bartholomew Quaye", "Nadia Fenwright", "Tessaly Devices"])
Q("sp-q35", "How much per device did it cost to register for the plugfest hosted by the test house that certified the Kingfisher water meter made by the company of the LLTG chair at meeting #41?",
  "1,200 marks", ["sp-04", "sp-03", "sp-13", "sp-39"],
  ["Ilse Marrow", "SRML 2.1", "Stellan Test House"])
Q("sp-q36", "How much pool licensing income did the group that bought the SRML 2.0 editor's employer report for 2020?",
  "6.1 million marks", ["sp-02", "sp-04", "sp-10", "sp-34"],
  ["Bartholomew Quaye", "Dunmore Telemetry", "Sarrow Holdings"])
Q("sp-q37", "What share of SRML pool royalties goes to whoever now owns the patent co-invented by the 2021 TISB fellowship winner?",
  "41%", ["sp-26", "sp-07", "sp-10", "sp-09"],
  ["Bartholomew Quaye", "Dunmore Telemetry", "Sarrowline"])
Q("sp-q38", "The late first chair of the TISB worked his whole career at a utility whose 2021 meter tender requires a specific SRML version. According to that version's editor, how many ballot rounds did her draft go through?",
  "eleven", ["sp-25", "sp-28", "sp-02", "sp-20"],
  ["Quenby Utilities", "SRML 3.0", "Wenna Trask"])
Q("sp-q39", "The meter found infringing in Sarrowline v Tessaly got a firmware update that also fixed a bug logged at a plugfest. On which campus was that plugfest held?",
  "Dockside campus", ["sp-11", "sp-36", "sp-23", "sp-39"],
  ["T-Node 5", "TSD-2291", "IVE-7"])
Q("sp-q40", "Dunmore's RULT declaration covers a patent with two inventors; one of them later joined a gas meter maker. What overall verdict did the lab give that maker's SRML 3.0 meter?",
  "Compliant with observations", ["sp-08", "sp-07", "sp-18", "sp-14"],
  ["CV-118 442", "Nadia Fenwright", "Tessaly Devices"])
