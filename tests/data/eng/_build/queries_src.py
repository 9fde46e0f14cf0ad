# Hand-written questions for the blind-eng evaluation set.
# "supporting" lists corpus keys (see corpus_src.py) in chain order: the document
# a reader starts from comes first. build.py maps keys to eng-NN ids and numbers
# the questions eng-q01..eng-q40 in list order.

QUERIES = [

# ---------------- one hop ----------------
dict(hops=1, supporting=["tep8"],
     question="what happened to the tackle proposal to stop supporting windows natively?",
     answer="TEP-0008 was rejected 3 to 1 after @kmoriyama objected; only its author voted for it, so Windows stays a supported platform and @kmoriyama owns the Windows CI jobs."),

dict(hops=1, supporting=["adv-015"],
     question="kvd-tiered versions leaking object store secret keys into debug output",
     answer="kvd-tiered 0.4.0 through 0.5.1 (ADV-2024-015); fixed in 0.5.2."),

dict(hops=1, supporting=["tsf-gov"],
     question="How are seats on the Tidewater foundation's oversight committee filled?",
     answer="There are five seats: three elected by project maintainers and two appointed by the board, each for a two-year term."),

dict(hops=1, supporting=["vendor-mig"],
     question="Dropping the tackle-vendor plugin for tackle's own vendoring: which old lock files have to be regenerated?",
     answer="Lockfiles written by tackle-vendor 0.8.x, because they lack tree hashes; files from 0.9.x and 1.0.0 are read unchanged."),

dict(hops=1, supporting=["tsf-srt"],
     question="tsf security embargo length and how much it can be extended",
     answer="90 days from the first report by default, extendable once by up to 30 days."),

dict(hops=1, supporting=["f131"],
     question="Who pushed back when ferrule wanted to delete version 0 frame handling, and what compromise came out of it?",
     answer="Devika Raman (@draman), because older kvd SSTables still hold v0 frames. Following @jholloway's suggestion, ferrule 2.0 keeps a hardened v0 reader with a 1 MiB block cap but no v0 writer; full removal is deferred to 3.0."),

dict(hops=1, supporting=["rfc19"],
     question="why was parsnip turned down as kvd's config parser",
     answer="parsnip had a single maintainer and no release in eighteen months, which was judged a supply-chain risk on every node's startup path; the maintainers wanted parsing code owned in the kvd tree instead (RFC-0019, rejected 2024-02-06)."),

dict(hops=1, supporting=["adv-019"],
     question="who discovered the tackle-vendor problem where force-pushed tags could swap vendored code?",
     answer="Sana Idrissi (@sidrissi), credited in ADV-2023-019."),

# ---------------- two hops ----------------
dict(hops=2, supporting=["adv-007", "ferula-join"],
     question="Which company employs the researcher credited on ADV-2024-007?",
     answer="Quarrystone Labs; Joon-ho Baek leads its application security team."),

dict(hops=2, supporting=["kvd300", "i903"],
     question="why did kvd 3.0.0 skip ferrule 2.0.0",
     answer="With dictionaries enabled, ferrule 2.0.0 made compaction stall: FrameWriter::finish waited on a lock the dictionary trainer only released after a further write (issue #903). ferrule 2.0.1 snapshots the dictionary when the writer is created, and kvd 3.0.0 pinned 2.0.1."),

dict(hops=2, supporting=["adv-007", "kvd24x"],
     question="release manager of the kvd patch that closed the snapshot archive path traversal",
     answer="Tomasz Wierzba, who released kvd 2.4.2."),

dict(hops=2, supporting=["adv-015", "ferula-readme"],
     question="The person who reported the kvd-tiered credential leak leads which project?",
     answer="ferula, the structured logging library (Martina Okafor is its lead)."),

dict(hops=2, supporting=["rfc22", "rfc14"],
     question="Rosalind Achebe co-wrote a kvd RFC that replaced an older one. Who wrote the older RFC?",
     answer="Ngozi Adeyemi, author of RFC-0014 (removing the HTTP/1 API in 3.0), which RFC-0022 superseded."),

dict(hops=2, supporting=["rfc25", "tiered-cl"],
     question="first kvd-tiered release that works on the kvd major which stopped using lintel",
     answer="kvd-tiered 0.6.0; kvd 3.0 dropped lintel (RFC-0025) and 0.6.0 is the first release built for kvd 3.0."),

dict(hops=2, supporting=["t502", "tackle190"],
     question="Who fixed tackle failing on Windows for very long output paths, and which tackle version shipped the fix?",
     answer="Kenji Moriyama (@kmoriyama), in PR #507 for issue #502; it shipped in tackle 1.9.0."),

dict(hops=2, supporting=["adv-011", "kvd24x"],
     question="ADV-2024-011: which kvd release should operators install?",
     answer="kvd 2.4.3, which bundles the fixed ferrule 1.7.3."),

dict(hops=2, supporting=["rfc12", "kvd-maint"],
     question="where does the author of kvd's pluggable storage tiers RFC work",
     answer="Quarrystone Labs (Abebe Girma)."),

dict(hops=2, supporting=["kvd240", "adv-002"],
     question="Is the lintel version bundled with kvd 2.4.0 vulnerable to ADV-2025-002?",
     answer="Yes. kvd 2.4.0 ships lintel 4.1.0, which lies inside the affected range (4.0.0 through 4.2.0); the fix is lintel 4.2.1."),

dict(hops=2, supporting=["l230", "lintel421"],
     question="who cut the lintel release fixing the deep nesting crash tcole reported",
     answer="Beatriz Saldanha (@bsaldanha), who released lintel 4.2.1 on the Q1 2025 rotation."),

dict(hops=2, supporting=["adv-011", "ferrule20-ann"],
     question="besides its original author, who maintains the library that had the out-of-bounds write in its frame decoder?",
     answer="Jasper Holloway (@jholloway), who got ferrule commit rights on 2024-08-20."),

# ---------------- three hops ----------------
dict(hops=3, supporting=["adv-004", "kvd-maint", "tsf-sponsors"],
     question="What TSF sponsorship tier does the employer of the engineer who fixed ADV-2025-004 hold?",
     answer="Platinum. The fix came from the consensus (raftcore) maintainer, Ngozi Adeyemi of Halyard Cloudworks, a platinum sponsor since March 2024."),

dict(hops=3, supporting=["adv-019", "tackle-maint", "henrik-step"],
     question="the person who patched the tackle-vendor git source advisory took on what role in october 2024?",
     answer="Rosalind Achebe, owner of tackle-vendor, became the tackle project lead from 1 October 2024, succeeding Henrik Solberg."),

dict(hops=3, supporting=["adv-007", "k77", "rfc27"],
     question="The researcher behind ADV-2024-007 later hit a kvd-tiered bug where a setting was still read under its pre-rename name. What was that old key?",
     answer="gcd.grace_period, renamed to reclaimer.grace_period in kvd 3.0 by RFC-0027 (kvd-tiered issue #77, fixed in 0.6.1)."),

dict(hops=3, supporting=["tep8", "t502", "tackle190"],
     question="the maintainer who objected to dropping windows from tackle fixed a long path bug. which release had it",
     answer="tackle 1.9.0, which shipped @kmoriyama's fix for issue #502."),

dict(hops=3, supporting=["kvd300", "i903", "kvd-maint"],
     question="Who opened the bug that made kvd 3.0.0 pin a newer ferrule patch, and what company are they at?",
     answer="Ngozi Adeyemi (@nadeyemi), who opened issue #903; the kvd maintainers file lists Halyard Cloudworks as the affiliation."),

dict(hops=3, supporting=["ferula-mig", "adv-015", "tiered-cl"],
     question="ferula 2.0 added redaction after some downstream plugin leaked credentials. Which release of that plugin switched to ferula 2.0?",
     answer="kvd-tiered 0.6.0, which moved its logging to ferula 2.0 and requires kvd 3.0 or later."),

dict(hops=3, supporting=["kvd-readme", "ferrule-readme", "tsf-sponsors"],
     question="Is the company paying for kvd's block compression library a Tidewater sponsor?",
     answer="No. kvd compresses with ferrule, whose development is funded by Oxbow Datenwerk GmbH, and Oxbow is not on the TSF sponsor list."),

dict(hops=3, supporting=["l230", "adv-002", "lintel-eol"],
     question="will the lintel stack overflow tcole found get patched on the 3.x series, and when does 3.x stop getting any fixes?",
     answer="No. ADV-2025-002 is fixed only in lintel 4.2.1; moderate issues are not fixed on 3.x, which reaches end of life on 2025-06-30."),

dict(hops=3, supporting=["rfc19", "rfc25", "kvd30x"],
     question="After rejecting parsnip, kvd wrote its own config module with a conversion command. In which kvd release did that command start translating the old gcd keys?",
     answer="kvd 3.0.2."),

dict(hops=3, supporting=["adv-007", "devika-move", "halyard-blog"],
     question="managed service run by the current employer of whoever fixed ADV-2024-007",
     answer="Halyard KV, the managed kvd service of Halyard Cloudworks; Devika Raman moved there from Brindlewood Systems in February 2024."),

dict(hops=3, supporting=["kvd240", "adv-002", "tsf-blog"],
     question="Which security firm employs the person who found the flaw in the config parser version that kvd 2.4.0 bundled?",
     answer="Saltmarsh Security (Tamsin Cole, who also carried out tackle's graduation security review)."),

dict(hops=3, supporting=["f58", "adv-011", "adv-004"],
     question="A ferula user got BadLength errors after a ferrule upgrade. The researcher whose report introduced that check later found what flaw in kvd?",
     answer="Lior Feldmann found ADV-2025-004: in kvd 3.0.0 and 3.0.1 membership changes on the peer port skipped mutual TLS, so a reachable host could add itself as a voter (fixed in 3.0.2)."),

# ---------------- four hops ----------------
dict(hops=4, supporting=["t441", "rfc22", "rfc14", "kvd-maint"],
     question="In the tackle thread about the remote cache breaking on the kvd 3.0 beta, someone offered a proposal that overturned an earlier RFC. Which company employs the author of that earlier RFC?",
     answer="Halyard Cloudworks: the earlier RFC was RFC-0014 by Ngozi Adeyemi, superseded by RFC-0022."),

dict(hops=4, supporting=["k77", "adv-007", "ferula-join", "tsf-sponsors"],
     question="tsf sponsor tier of the company whose employee opened kvd-tiered issue 77",
     answer="Gold: @jbaek is Joon-ho Baek of Quarrystone Labs, a gold sponsor."),

dict(hops=4, supporting=["kvd-maint", "devika-move", "halyard-blog", "swg-minutes"],
     question="The kvd maintainer who owns rind changed jobs in 2024, and her new company says it is funding a feature planned for kvd 3.1. Who originally asked for that feature?",
     answer="Joon-ho Baek, who asked at the 2024-05-07 SWG meeting for a hook that runs before local files are released (the tier pre-release hook)."),

dict(hops=4, supporting=["rfc27", "kvd-mig", "kvd24x", "kvd-maint"],
     question="Before moving to the kvd version that renamed gcd to reclaimer you must be on a minimum 2.4 patch. Who released that patch, and which company is he with?",
     answer="kvd 2.4.3 was released by Tomasz Wierzba of Brindlewood Systems."),

dict(hops=4, supporting=["fdd2", "adv-011", "adv-004", "kvd30x"],
     question="FDD-2 cites a vulnerability among its rejected ideas. The person who found it later reported a kvd bug; who was release manager for the kvd version that fixed that second bug?",
     answer="Ngozi Adeyemi, release manager of kvd 3.0.2, which fixed ADV-2025-004 reported by Lior Feldmann."),

dict(hops=4, supporting=["rfc12", "tiered-readme", "adv-015", "ferula-readme"],
     question="who reported the security hole in the reference plugin for kvd's tier RFC, and what project does that person lead",
     answer="Martina Okafor reported ADV-2024-015 in kvd-tiered; she leads ferula."),

dict(hops=4, supporting=["i812", "tackle-maint", "henrik-step", "tep11"],
     question="kvd #812 was filed by the lead of a build tool. His successor wrote the design for that tool's shared cache. Which kvd interface does the cache use?",
     answer="kvd's HTTP/1 JSON API (TEP-0011 by Rosalind Achebe, who succeeded Henrik Solberg as tackle lead)."),

dict(hops=4, supporting=["l230", "lintel421", "lintel-gov", "tsf-sponsors"],
     question="lintel nesting crash fix: which company is the maintainer who shipped it with, and what TSF sponsor tier does that company have?",
     answer="Pellucid Analytics (Beatriz Saldanha released lintel 4.2.1), a silver sponsor."),

]
