#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Validate corpus.jsonl and queries.jsonl (standard library only).

Usage: python3 _build/check.py      exit status 0 = all checks passed
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

FAILS = []


def ok(cond, msg):
    print(("OK   " if cond else "FAIL ") + msg)
    if not cond:
        FAILS.append(msg)
    return cond


def load_jsonl(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                out.append(json.loads(line))
    return out


def wc(text):
    return sum(1 for t in text.split() if any(c.isalnum() for c in t))


def main():
    corpus = load_jsonl(os.path.join(ROOT, "corpus.jsonl"))
    queries = load_jsonl(os.path.join(ROOT, "queries.jsonl"))
    with open(os.path.join(HERE, "manifest.json"), encoding="utf-8") as f:
        man = json.load(f)

    # ---------------------------------------------------------- documents
    ok(len(corpus) == 60, "corpus has 60 documents (%d)" % len(corpus))
    ids = [d.get("id") for d in corpus]
    ok(ids == ["sp-%02d" % i for i in range(1, 61)], "document ids are sp-01..sp-60 in order")
    ok(all(set(d) == {"id", "title", "text"} for d in corpus), "every document has exactly id/title/text")
    ok(all(d["title"].strip() and d["text"].strip() for d in corpus), "titles and texts non-empty")
    doc = {d["id"]: d for d in corpus}
    full = {i: (d["title"] + "\n" + d["text"]) for i, d in doc.items()}
    low = {i: t.lower() for i, t in full.items()}

    bad_wc = [(i, wc(d["text"])) for i, d in doc.items() if not 100 <= wc(d["text"]) <= 330]
    ok(not bad_wc, "all documents 100-330 words %s" % (bad_wc or ""))
    counts = [wc(d["text"]) for d in corpus]
    print("     word counts: min %d, max %d, mean %.0f" % (min(counts), max(counts), sum(counts) / len(counts)))

    styles = [m["style"] for m in man["docs"]]
    ok([m["id"] for m in man["docs"]] == ids, "manifest lists the same documents")
    ok(len(set(s.lower() for s in styles)) == 60, "60 distinct styles (%d)" % len(set(styles)))

    # ---------------------------------------------------------- queries
    ok(len(queries) == 40, "40 queries (%d)" % len(queries))
    ok([q.get("id") for q in queries] == ["sp-q%02d" % i for i in range(1, 41)], "query ids sp-q01..sp-q40 in order")
    ok(all(set(q) == {"id", "question", "answer", "supporting", "hops"} for q in queries),
       "every query has exactly id/question/answer/supporting/hops")
    expected = [1] * 8 + [2] * 12 + [3] * 12 + [4] * 8
    ok([q["hops"] for q in queries] == expected, "hop distribution 8x1, 12x2, 12x3, 8x4 in id order")
    ok(all(q["hops"] == len(q["supporting"]) for q in queries), "hops == len(supporting)")
    ok(all(all(s in doc for s in q["supporting"]) for q in queries), "all supporting ids exist")
    ok(all(len(set(q["supporting"])) == len(q["supporting"]) for q in queries), "no repeated supporting id within a query")
    ok(len(set(q["question"].lower() for q in queries)) == 40, "questions are distinct")

    placement = []
    for q in queries:
        a = q["answer"].lower()
        last = q["supporting"][-1]
        if a not in low[last]:
            placement.append("%s: answer not in %s" % (q["id"], last))
        for s in q["supporting"][:-1]:
            if a in low[s]:
                placement.append("%s: answer already in earlier %s" % (q["id"], s))
    ok(not placement, "answer verbatim in last supporting doc and in no earlier one %s" % (placement or ""))

    # links between consecutive hops
    badlinks = []
    for q in queries:
        links = man["links"][q["id"]]
        if len(links) != q["hops"] - 1:
            badlinks.append("%s: %d links for %d hops" % (q["id"], len(links), q["hops"]))
            continue
        for i, ent in enumerate(links):
            a, b = q["supporting"][i], q["supporting"][i + 1]
            if ent.lower() not in low[a] or ent.lower() not in low[b]:
                badlinks.append("%s: '%s' not in both %s and %s" % (q["id"], ent, a, b))
    ok(not badlinks, "each hop linked by an entity named in both documents %s" % (badlinks or ""))

    mains = {m["id"]: m["main"] for m in man["docs"]}
    named = [q["id"] for q in queries if q["hops"] > 1
             and mains[q["supporting"][-1]].lower() in q["question"].lower()]
    ok(not named, "multi-hop questions do not name the final document's main entity %s" % (named or ""))

    # ---------------------------------------------------------- abbreviations
    ab_bad = []
    for ab in man["abbreviations"]:
        spelled = [i for i in ids if ab["long"].lower() in low[i]]
        pat = re.compile(r"(?<![A-Za-z0-9])%s(?![A-Za-z0-9])" % re.escape(ab["abbr"]))
        users = [i for i in ids if pat.search(full[i]) and i != ab["defined_in"]]
        if spelled != [ab["defined_in"]]:
            ab_bad.append("%s spelled out in %s" % (ab["abbr"], spelled))
        if not pat.search(full[ab["defined_in"]]):
            ab_bad.append("%s initials missing from defining doc" % ab["abbr"])
        if len(users) < 2:
            ab_bad.append("%s initials used in only %d other docs" % (ab["abbr"], len(users)))
        print("     %-5s spelled out in %s; initials in %d other docs"
              % (ab["abbr"], ",".join(spelled), len(users)))
    ok(len(man["abbreviations"]) == 6, "six abbreviations declared")
    ok(not ab_bad, "each abbreviation spelled out in exactly one document, initials elsewhere %s" % (ab_bad or ""))

    # ---------------------------------------------------------- traps
    t = man["traps"]
    nick = t["nickname"]
    pn = re.compile(r"(?<![A-Za-z])%s(?![A-Za-z])" % nick["short"])
    both = [i for i in ids if pn.search(full[i]) and nick["full"] in full[i]]
    only_s = [i for i in ids if pn.search(full[i]) and nick["full"] not in full[i]]
    only_f = [i for i in ids if nick["full"] in full[i] and not pn.search(full[i])]
    ok(both == [nick["pair_doc"]] and len(only_s) >= 2 and len(only_f) >= 2,
       "nickname %s/%s paired only in %s (nick-only %s, name-only %s)" % (nick["short"], nick["full"], both, only_s, only_f))

    mk = t["marketing_name"]
    pv = re.compile(mk["version_regex"])
    both = [i for i in ids if mk["name"].lower() in low[i] and pv.search(full[i])]
    only_n = [i for i in ids if mk["name"].lower() in low[i] and not pv.search(full[i])]
    only_v = [i for i in ids if mk["version"] in full[i] and mk["name"].lower() not in low[i]]
    ok(both == [mk["pair_doc"]] and len(only_n) >= 2 and len(only_v) >= 2,
       "marketing name %s / %s paired only in %s (name-only %d docs, number-only %d docs)"
       % (mk["name"], mk["version"], both, len(only_n), len(only_v)))

    rn = t["rename"]
    both = [i for i in ids if rn["old"] in full[i] and rn["new"] in full[i]]
    old = [i for i in ids if rn["old"] in full[i] and rn["new"] not in full[i]]
    new = [i for i in ids if rn["new"] in full[i] and rn["old"] not in full[i]]
    ok(both == [rn["pair_doc"]] and len(old) >= 2 and len(new) >= 2,
       "rename %s -> %s stated only in %s (old-name docs %s, new-name docs %s)" % (rn["old"], rn["new"], both, old, new))

    for name in t["near_identical_companies"] + t["shared_surname"]:
        n = [i for i in ids if name in full[i]]
        ok(len(n) >= 1, "trap name '%s' present in %d docs" % (name, len(n)))

    # facts only in table rows
    tb_bad = []
    for tf in man["table_only"]:
        fact = tf["fact"].lower()
        in_tab = False
        for i in ids:
            for line in full[i].split("\n"):
                if fact in line.lower():
                    if line.lstrip().startswith("|"):
                        in_tab = in_tab or i == tf["doc"]
                    else:
                        tb_bad.append("'%s' outside a table in %s" % (tf["fact"], i))
        if not in_tab:
            tb_bad.append("'%s' not in a table row of %s" % (tf["fact"], tf["doc"]))
    ok(not tb_bad, "table-only facts appear only in markdown table rows %s" % (tb_bad or ""))
    tab_docs = [i for i in ids if re.search(r"^\|.*\|\s*$", doc[i]["text"], re.M)]
    print("     documents with markdown tables: %s" % ", ".join(tab_docs))

    # ---------------------------------------------------------- distractors
    supported = {s for q in queries for s in q["supporting"]}
    distr = [i for i in ids if i not in supported]
    ok(len(distr) >= 14, "at least 14 distractor documents (%d)" % len(distr))
    ok(distr == man["declared_distractors"], "distractor list matches the manifest roles")
    sup_text = " ".join(full[i] for i in supported)
    weak = []
    for i in distr:
        shared = [m for m in man["shared_markers"] if m in full[i] and m in sup_text]
        if len(shared) < 2:
            weak.append(i)
    ok(not weak, "every distractor shares >= 2 names/terms with supporting docs %s" % (weak or ""))
    # informational: answers that also occur in distractors
    leaks = [(q["id"], i) for q in queries for i in distr if q["answer"].lower() in low[i]]
    print("     info: answers also found in distractors: %s" % (leaks or "none"))

    print()
    if FAILS:
        print("%d check(s) FAILED" % len(FAILS))
        sys.exit(1)
    print("ALL CHECKS PASSED")


if __name__ == "__main__":
    main()
