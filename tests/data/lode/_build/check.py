#!/usr/bin/env python3
"""Validator for the 'lode' evaluation set (standard library only).

Prints one OK/FAIL line per check and exits non-zero if any check fails.
Run from anywhere:  python3 _build/check.py
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

FAILS = 0


def report(ok, name, detail=""):
    global FAILS
    if not ok:
        FAILS += 1
    line = ("OK   " if ok else "FAIL ") + name
    if detail and not ok:
        line += " :: " + detail
    print(line)


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                raise ValueError("blank line %d in %s" % (n, path))
            rows.append(json.loads(line))
    return rows


def words(text):
    return sum(1 for t in text.split() if re.search(r"[A-Za-z0-9]", t))


def has(hay, needle):
    return needle.lower() in hay.lower()


def abbr_in(text, abbr):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(abbr) + r"(?![A-Za-z0-9])", text) is not None


def main():
    # ---------------- load ----------------
    try:
        corpus = load_jsonl(os.path.join(ROOT, "corpus.jsonl"))
        queries = load_jsonl(os.path.join(ROOT, "queries.jsonl"))
        with open(os.path.join(HERE, "manifest.json"), encoding="utf-8") as f:
            manifest = json.load(f)
        report(True, "files load (corpus.jsonl, queries.jsonl, _build/manifest.json)")
    except Exception as e:  # noqa: BLE001
        report(False, "files load", repr(e))
        sys.exit(1)

    # ---------------- corpus ----------------
    report(len(corpus) == 60, "corpus has exactly 60 documents", "got %d" % len(corpus))
    bad_keys = [d.get("id") for d in corpus if set(d.keys()) != {"id", "title", "text"}]
    report(not bad_keys, "every document has exactly keys id/title/text", str(bad_keys))
    want_ids = ["ld-%02d" % i for i in range(1, 61)]
    got_ids = [d.get("id") for d in corpus]
    report(got_ids == want_ids, "document ids ld-01..ld-60 in order")
    bad_types = [d.get("id") for d in corpus
                 if not all(isinstance(d.get(k), str) and d.get(k).strip() for k in ("id", "title", "text"))]
    report(not bad_types, "document fields are non-empty strings", str(bad_types))
    wc_bad = [(d["id"], words(d["text"])) for d in corpus if not 100 <= words(d["text"]) <= 330]
    report(not wc_bad, "every text is 100-330 words", str(wc_bad))
    titles = [d["title"].strip().lower() for d in corpus]
    report(len(set(titles)) == 60, "document titles are distinct")

    docs = {d["id"]: d for d in corpus}
    full = {i: d["title"] + "\n" + d["text"] for i, d in docs.items()}
    text = {i: d["text"] for i, d in docs.items()}

    # ---------------- manifest: docs ----------------
    mdocs = manifest.get("docs", [])
    report(isinstance(mdocs, list) and len(mdocs) == 60, "manifest.docs has 60 entries")
    report([m.get("id") for m in mdocs] == want_ids, "manifest.docs ids in order")
    report(all(set(m.keys()) == {"id", "style", "main"} for m in mdocs),
           "manifest.docs entries have exactly id/style/main")
    styles = [str(m.get("style", "")).strip().lower() for m in mdocs]
    report(all(styles) and len(set(styles)) == 60, "all 60 styles non-empty and distinct",
           str([s for s in styles if styles.count(s) > 1]))
    mains = {m.get("id"): str(m.get("main", "")).strip() for m in mdocs}
    miss_main = [i for i, mn in mains.items() if not mn or i not in full or not has(full[i], mn)]
    report(not miss_main, "every 'main' entity is non-empty and named in its document", str(miss_main))

    # ---------------- queries ----------------
    report(len(queries) == 40, "queries has exactly 40 questions", "got %d" % len(queries))
    qkeys = {"id", "question", "answer", "supporting", "hops"}
    report(all(set(q.keys()) == qkeys for q in queries),
           "every question has exactly keys id/question/answer/supporting/hops")
    want_q = ["ld-q%02d" % i for i in range(1, 41)]
    report([q.get("id") for q in queries] == want_q, "question ids ld-q01..ld-q40 in order")
    want_hops = [1] * 8 + [2] * 12 + [3] * 12 + [4] * 8
    report([q.get("hops") for q in queries] == want_hops,
           "hops pattern: 8 one-hop, 12 two-hop, 12 three-hop, 8 four-hop")
    qtexts = [re.sub(r"\s+", " ", str(q.get("question", "")).strip().lower()) for q in queries]
    report(len(set(qtexts)) == len(qtexts) and all(qtexts), "questions are non-empty and distinct")
    report(all(isinstance(q.get("answer"), str) and q["answer"].strip() and len(q["answer"]) <= 60
               for q in queries), "answers are short non-empty strings")

    links = manifest.get("links", {})
    report(isinstance(links, dict) and sorted(links.keys()) == want_q, "manifest.links has every question id")

    for q in queries:
        qid = q.get("id")
        sup = q.get("supporting", [])
        hops = q.get("hops")
        ans = q.get("answer", "")
        problems = []
        if not isinstance(sup, list) or len(sup) != hops:
            problems.append("len(supporting) != hops")
        if len(set(sup)) != len(sup):
            problems.append("repeated supporting ids")
        if any(s not in docs for s in sup):
            problems.append("unknown supporting id")
        if problems:
            report(False, "%s supporting list" % qid, "; ".join(problems))
            continue
        report(True, "%s supporting list (%d hops)" % (qid, hops))
        last = sup[-1]
        report(has(text[last], ans), "%s answer in last supporting doc %s" % (qid, last), repr(ans))
        early = [s for s in sup[:-1] if has(full[s], ans)]
        report(not early, "%s answer absent from earlier supporting docs" % qid, str(early))
        report(not has(q["question"], ans), "%s answer not given away in question" % qid)
        lk = links.get(qid, None)
        if not isinstance(lk, list) or len(lk) != hops - 1:
            report(False, "%s links count == hops-1" % qid, str(lk))
        else:
            bad = []
            for i, ent in enumerate(lk):
                if not (isinstance(ent, str) and ent.strip()
                        and has(text[sup[i]], ent) and has(text[sup[i + 1]], ent)):
                    bad.append((i, ent, sup[i], sup[i + 1]))
            report(not bad, "%s link entities bridge consecutive supporting docs" % qid, str(bad))
        if hops > 1:
            mn = mains.get(last, "")
            report(bool(mn) and not has(q["question"], mn),
                   "%s question does not name final doc's main entity" % qid, repr(mn))

    # ---------------- abbreviations ----------------
    abbrs = manifest.get("abbreviations", [])
    report(isinstance(abbrs, list) and len(abbrs) == 6, "exactly six abbreviations")
    report(all(set(a.keys()) == {"abbr", "long", "defined_in"} for a in abbrs),
           "abbreviation entries have exactly abbr/long/defined_in")
    report(len({a.get("abbr") for a in abbrs}) == len(abbrs), "abbreviations are distinct")
    for a in abbrs:
        ab, lf, di = a.get("abbr", ""), a.get("long", ""), a.get("defined_in", "")
        holders = [i for i in want_ids if has(full[i], lf)]
        report(holders == [di], "%s long form '%s' spelled out only in %s" % (ab, lf, di), str(holders))
        report(di in text and abbr_in(text[di], ab), "%s initials shown in defining doc %s" % (ab, di))
        # plausibility: abbreviation starts with the long form's first letter and its letters
        # occur in order in the long form (allows exchange-style codes such as OSX)
        pos, ok_abbr = 0, lf[:1].lower() == ab[:1].lower()
        for ch in ab.lower():
            pos = lf.lower().find(ch, pos)
            if pos < 0:
                ok_abbr = False
                break
            pos += 1
        report(ok_abbr, "%s is a plausible abbreviation of '%s'" % (ab, lf))
        others = [i for i in want_ids if i != di and abbr_in(full[i], ab)]
        report(len(others) >= 2, "%s used alone in >= 2 other docs (%d)" % (ab, len(others)), str(others))

    # ---------------- trap integrity ----------------
    both = [i for i in want_ids if has(full[i], "Tavrin") and has(full[i], "Meridane")]
    report(both == ["ld-15"], "rename trap: old and new company names co-occur only in ld-15", str(both))
    old = [i for i in want_ids if has(full[i], "Tavrin")]
    new = [i for i in want_ids if has(full[i], "Meridane Gold")]
    report(len(old) >= 5 and len(new) >= 5, "rename trap: both names used in several documents",
           "%d old / %d new" % (len(old), len(new)))
    pair = [i for i in want_ids if has(full[i], "Kettle Ridge")
            and (has(full[i], "EL 3318") or has(full[i], "ML 0912"))]
    report(pair == ["ld-32"], "nickname trap: Kettle Ridge paired with EL 3318/ML 0912 only in ld-32", str(pair))
    dusty = [i for i in want_ids if re.search(r"\bdusty\b", full[i], re.I) and has(full[i], "Velkoric")]
    report(dusty == ["ld-30"], "person-nickname trap: 'Dusty' paired with Velkoric only in ld-30", str(dusty))
    dusty_docs = [i for i in want_ids if re.search(r"\bdusty\b", full[i], re.I)]
    velk_docs = [i for i in want_ids if has(full[i], "Velkoric")]
    report(len(dusty_docs) >= 3 and len(velk_docs) >= 3,
           "person-nickname trap: nickname and full name each used in several documents")
    mir = [i for i in want_ids if has(full[i], "Mirelle Analytical Services") and has(full[i], "Mirelle Analytics")]
    report(not mir and any(has(full[i], "Mirelle Analytics") for i in want_ids),
           "near-identical names: Mirelle Analytical Services and Mirelle Analytics never co-occur", str(mir))
    osz = [i for i in want_ids if has(full[i], "Tomas Oszkan") and has(full[i], "Petra Oszkan")]
    report(not osz, "shared surname: Tomas Oszkan and Petra Oszkan never co-occur", str(osz))

    # ---------------- README ----------------
    rp = os.path.join(ROOT, "README.md")
    if os.path.exists(rp):
        with open(rp, encoding="utf-8") as f:
            rd = f.read()
        head = rd[:600].lower()
        report("invented" in head, "README states up front that everything is invented")
        report(re.search(r"^#+\s*Traps", rd, re.M) is not None and "|" in rd, "README has a Traps table")
    else:
        report(False, "README.md exists")

    print("-" * 60)
    if FAILS:
        print("FAILED: %d check(s) failed" % FAILS)
        sys.exit(1)
    print("ALL CHECKS PASSED")


if __name__ == "__main__":
    main()
