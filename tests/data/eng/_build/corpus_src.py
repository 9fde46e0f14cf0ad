# Hand-written corpus for the blind-eng evaluation set.
# Each entry: (key, title, text). build.py assigns ids eng-01..eng-60 in list order.
# Everything here is invented: projects, companies, people, versions and dates.

DOCS = [

("kvd-readme", "kvd README", """# kvd

kvd is a distributed key-value store built for small operations teams. Data is replicated with Raft and kept on local disk by the `rind` storage engine. kvd is a graduated project of the Tidewater Software Foundation (TSF).

## Features
- Linearizable reads and writes through the Raft leader
- Range scans with snapshot isolation
- Block compression through the external `ferrule` library
- A plugin interface for additional storage tiers
- gRPC and HTTP/1 client APIs

## Quick start
```
kvd init --data-dir /var/lib/kvd
kvd serve --config kvd.conf
```
Three nodes are recommended for production. A single node is fine for development but is not durable if its disk is lost.

## Components
| Component | Purpose |
|---|---|
| `rind` | LSM storage engine |
| `raftcore` | consensus and membership |
| `reclaimer` | background garbage collection |
| `cfgtree` | configuration loading |

## Getting help
Questions go to the kvd-users list and bugs go to the issue tracker. Security problems must not be filed in public; follow the TSF security process instead.

See MAINTAINERS.md for who reviews which area."""),

("kvd-maint", "kvd MAINTAINERS.md", """# kvd maintainers

This file lists the people with merge rights on the kvd repository. Affiliations are shown for transparency only; maintainers act for the project, not for their employers.

| Name | Handle | Area | Affiliation |
|---|---|---|---|
| Devika Raman | @draman | project lead, `rind` | Brindlewood Systems |
| Ngozi Adeyemi | @nadeyemi | `raftcore`, HTTP and gRPC APIs | Halyard Cloudworks |
| Tomasz Wierzba | @twierzba | packaging, CI | Brindlewood Systems |
| Abebe Girma | @agirma | tier API, garbage collection | Quarrystone Labs |

## Emeritus
- Felix Brandauer (@fbrandauer), original author of kvd. Stepped down in 2022.

## Becoming a maintainer
Candidates are nominated by an existing maintainer after a period of sustained review work. A nomination passes by lazy consensus after seven days. Maintainers who are inactive for twelve months are moved to emeritus.

## Lead
The project lead breaks ties and represents kvd to the TSF Technical Oversight Committee (TOC) when the project is asked for a contact. The lead has no veto over RFCs."""),

("rfc12", "RFC-0012: Pluggable storage tiers", """RFC-0012: Pluggable storage tiers
Status: Accepted
Author: Abebe Girma (@agirma)
Discussed in: Storage Working Group
Target: kvd 2.4

## Motivation
Operators keep years of rarely read data on the same disks as hot data. Adding disks to every node is expensive. A tier is a place where cold key ranges can live while kvd still answers reads for them.

## Design
A tier is a plugin loaded at startup. It implements four calls: `put_range`, `get_range`, `delete_range` and `stat`. The `rind` engine decides which ranges are cold, using the last access time stored in each SSTable footer. After a successful `put_range`, the local files are handed to the garbage collector.

Reads of a cold range block until `get_range` returns. Partial reads are not supported.

## Alternatives considered
- Letting the storage engine talk to object stores directly. Rejected: it would pull network clients and credentials into `rind`.
- Mounting the object store as a file system. Rejected: poor error reporting and no control over retries.

## Out of scope
Encryption of tiered data is not covered and will need a separate RFC.

## Reference implementation
The first implementation will be a plugin maintained outside the core tree, so that the API is exercised the same way third parties will use it."""),

("kvd240", "kvd 2.4.0 release notes", """# kvd 2.4.0

Released 2023-09-19. Release manager: Tomasz Wierzba.

## Highlights
- Storage tiers: a plugin API for moving cold ranges off local disk (RFC-0012). The first plugin is distributed separately.
- Snapshot restore can read compressed archives directly.
- Range scans over gRPC now stream results instead of buffering them.

## Changes
- Upgraded the bundled ferrule to 1.7.0. Decompression is about 12% faster on 4 KiB blocks.
- Upgraded lintel to 4.1.0.
- `gcd.interval` now accepts duration strings such as `30s`.
- Serving an HTTP/1 request now logs a warning once per client, as announced in RFC-0014.

## Deprecations
- The `--data` flag is deprecated in favour of `--data-dir`.

## Known issues
- Restoring a snapshot that was interrupted part way through can leave the node unable to start (#812).

Thanks to 31 contributors for this release."""),

("i812", "Issue #812: panic on empty manifest", """**@hsolberg** opened:
After a restore was killed by the OOM killer, the node panics on start:
```
thread 'main' panicked at rind/src/manifest.rs:88: called unwrap() on a None value
```
The MANIFEST file exists and is 0 bytes. kvd 2.4.0, three-node cluster that we use as the backend for the tackle cache beta.

**@twierzba**:
Reproduced. `restore` creates the manifest first and fills it last, so an interrupted restore leaves an empty file behind. The loader treats "file exists" as "manifest is valid".

**@draman**:
I think we need two fixes. Restore should write to a temporary name and rename at the end. The loader should treat an empty manifest as missing and refuse to start with a clear error instead of panicking. Henrik, can you attach the restore log?

**@hsolberg**:
Attached. The kill happened about 40 seconds in.

**@draman**:
Thanks. Both changes are in #815. Tomasz, this should go into the next patch release.

**@twierzba**:
Merged and labelled for 2.4.1. Closing."""),

("adv-007", "ADV-2024-007: Path traversal in kvd snapshot restore", """ADV-2024-007
Project: kvd
Severity: High
Published: 2024-01-22

## Summary
`kvd restore` did not reject archive entries whose names contained `..` segments. A crafted snapshot archive could write files outside the target data directory with the privileges of the kvd process.

## Affected versions
kvd 2.3.0 through 2.4.1. Versions before 2.3.0 cannot restore from archives and are not affected.

## Fixed versions
kvd 2.4.2. Entry names are normalized, and any entry that resolves outside the data directory aborts the restore.

## Workarounds
Only restore snapshots from trusted storage. Running kvd as a dedicated user with no write access outside its data directory limits the impact.

## Credits
Reported by Joon-ho Baek (@jbaek). Fix by Devika Raman."""),

("kvd24x", "kvd CHANGELOG: 2.4.1 to 2.4.3", """# Changelog

## 2.4.3 (2024-04-11)
Release manager: Tomasz Wierzba
- Security: bundle ferrule 1.7.3 (ADV-2024-011). All 2.4 users should upgrade.
- Fixed a file handle leak when a tier plugin returned an error from `stat`.

## 2.4.2 (2024-01-22)
Release manager: Tomasz Wierzba
- Security: `kvd restore` rejects archive entries that resolve outside the data directory (ADV-2024-007).
- New: `kvd restore --dry-run` lists archive entries without writing them.

## 2.4.1 (2023-11-08)
Release manager: Tomasz Wierzba
- Fixed a panic at startup when the manifest file exists but is empty (#812).
- Halved the memory used by the `gcd` scan on nodes with many small SSTables.
- The HTTP/1 deprecation warning is now logged at most once per hour."""),

("tackle-readme", "tackle README", """# tackle

tackle is a build tool for polyglot monorepos. Build steps are declared in `TACKLE` files and run in a sandbox, so outputs depend only on declared inputs. tackle is hosted by the Tidewater Software Foundation.

## Why tackle
- Hermetic actions: undeclared files are not visible inside the sandbox.
- Content-addressed outputs that can be shared through an optional remote cache.
- First-class support for Linux, macOS and Windows.
- Plugins for language rules, vendoring and SBOM generation.

## Install
```
curl -sSf https://get.tackle.invalid | sh
tackle version
```

## Plugins
Plugins are listed under `[plugins]` in `tackle.cfg` and fetched at pinned versions. Official plugins live in the tackle organization; third-party plugins are not reviewed by the maintainers.

| Plugin | Status |
|---|---|
| `tackle-sbom` | maintained |
| `tackle-rules-go` | maintained |
| `tackle-vendor` | deprecated, see the notice in the docs |

## Contributing
Read CONTRIBUTING.md and sign off every commit. Any change to behaviour that users can see needs a Tackle Enhancement Proposal (TEP)."""),

("tep8", "TEP-0008: Drop native Windows support", """TEP-0008: Drop native Windows support
Status: Rejected
Author: Henrik Solberg (@hsolberg)
Created: 2023-06-12

## Summary
Stop building and testing tackle natively on Windows. Windows users would run tackle inside a Linux environment instead.

## Motivation
The Windows sandbox is the least tested part of the code base. Path length limits, file locking and symlink rules all differ, and about a third of the flaky CI runs in the first half of 2023 came from Windows jobs. Only one maintainer works on Windows regularly.

## Objections
@kmoriyama objected: several large users build desktop software with tackle and cannot move their toolchains into Linux. He offered to own the Windows CI jobs and to fix long-path handling.

@rachebe noted that a remote cache would let Windows users reuse outputs built on Linux for portable targets, which reduces the load on Windows runners.

## Outcome
The objection triggered a vote of all maintainers under the TEP rules. The proposal was rejected 3 to 1, with only the author voting in favour. Windows remains a supported platform, and the Windows CI jobs are now owned by @kmoriyama."""),

("t502", "tackle issue #502: builds fail on Windows with deep output paths", """**@dpelc** opened:
On Windows, `tackle build //apps/desktop:installer` fails with `os error 3` whenever the output path is longer than 260 characters. Targets with shorter paths build fine.

**@kmoriyama**:
That is the limit of the classic Windows path APIs. The sandbox joins paths as plain strings, so we never add the extended-length prefix. I'll take this one; since TEP-0008 this area is mine anyway.

**@hsolberg**:
Fine by me. Please keep the fix inside the platform layer so that the Linux and macOS code paths do not change.

**@kmoriyama**:
PR #507 converts sandbox paths to extended-length form on Windows and adds a CI job that uses a 300-character workspace path.

**@dpelc**:
Tested the PR on the desktop repository and the installer builds now. Thanks Kenji.

**@kmoriyama**:
Merged. It will be in the next minor release."""),

("tackle190", "tackle 1.9.0 release notes", """# tackle 1.9.0

Release date: 2024-02-27

## New
- Remote build cache (TEP-0011). Configure it with a `[cache]` section in `tackle.cfg`. Developer machines are read-only by default.
- `tackle query --why` explains why a target was rebuilt.
- Windows: paths longer than 260 characters are handled through the extended-length prefix (#502).

## Changed
- On Linux the sandbox now mounts `/tmp` as a private tmpfs.
- `tackle-vendor` 0.9.1 or later is required. Older versions are refused because of ADV-2023-019.

## Removed
- The `--legacy-hash` flag, deprecated since 1.6.

## Contributors
Thanks to everyone who tested the cache during the beta, in particular the build team at Brindlewood Systems."""),

("tackle-maint", "tackle MAINTAINERS", """# tackle maintainers

| Name | Handle | Focus | Employer |
|---|---|---|---|
| Henrik Solberg | @hsolberg | lead, core engine | Brindlewood Systems |
| Rosalind Achebe | @rachebe | plugins, remote cache | Halyard Cloudworks |
| Kenji Moriyama | @kmoriyama | Windows, sandboxing | Quarrystone Labs |
| Dariusz Pelc | @dpelc | language rules | independent |

## Plugin ownership
- `tackle-vendor`: @rachebe
- `tackle-sbom`: @dpelc
- `tackle-rules-go`: @dpelc

## Decisions
Decisions follow lazy consensus. A TEP is accepted when at least three maintainers approve and nobody objects within ten days. A single objection forces a vote of all maintainers, decided by simple majority.

## Security
Security reports go to the TSF Security Response Team, which notifies the owner of the affected plugin. Plugin owners are expected to prepare fixes within the embargo period."""),

("adv-019", "ADV-2023-019: tackle-vendor accepts unverified git sources", """ADV-2023-019
Project: tackle (plugin `tackle-vendor`)
Severity: Moderate
Published: 2023-11-30

## Summary
When a dependency was declared with a git source, `tackle-vendor` recorded the commit hash in the lockfile but did not compare it with the checked-out tree on later runs. A force-pushed tag could therefore replace vendored code without any warning.

## Affected versions
tackle-vendor 0.8.0 and 0.9.0.

## Fixed versions
tackle-vendor 0.9.1 checks the tree hash and fails the build on a mismatch. Run `tackle vendor-sync --refresh` once after upgrading to rewrite old lockfile entries.

## Workarounds
Pin git sources by commit rather than by tag.

## Credits
Reported by Sana Idrissi (@sidrissi). Fixed by the plugin owner."""),

("ferrule-readme", "ferrule README", """# ferrule

ferrule is a block compression library tuned for storage engines: small blocks, fast decoding and optional shared dictionaries. It is written and maintained by Marta Okonjo, and her work on it is funded by Oxbow Datenwerk GmbH.

> Not to be confused with `ferula`, an unrelated structured logging library.

## Format
Data is written in frames. Each frame carries a header, one or more blocks and checksums. The current layout is described in design document FDD-2.

## Usage
```
let mut w = FrameWriter::new(out, Level::Fast);
w.write_all(&block)?;
w.finish()?;
```

## Users
Known downstream users include the `rind` engine in kvd and several internal systems at Oxbow.

## Support
ferrule has no foundation home and no formal security team. Vulnerabilities are reported by email to the address in SECURITY.md. When an issue also affects kvd, the TSF Security Response Team helps coordinate disclosure.

## License
Apache-2.0"""),

("f131", "ferrule issue #131: remove support for v0 frames in 2.0?", """**@mokonjo** opened:
v0 frames predate 1.0. Keeping the v0 reader and writer costs about 900 lines, and the v0 header has no bound on block length, which is where most of our fuzzing findings came from. Proposal: remove v0 entirely in 2.0.

**@draman**:
Please do not drop reading. kvd clusters created before 2021 still have SSTables with v0 frames, and compaction does not rewrite cold files. Without the reader those files would become unreadable after an upgrade.

**@jholloway**:
Middle ground: keep a hardened v0 reader with an explicit length cap, and delete the writer. Nobody should be producing v0 today.

**@mokonjo**:
I agree with Jasper. 2.0 will read v0 with a 1 MiB block cap and will not write it. Full removal is postponed to 3.0, and kvd will get at least one major release of notice.

**@draman**:
Works for us. kvd 3.0 will log a warning at startup if it finds v0 files.

*Closed as resolved.*"""),

("fdd2", "FDD-2: ferrule frame format v2", """FDD-2: ferrule frame format v2
Status: Implemented (ferrule 2.0.0)
Author: Marta Okonjo (@mokonjo)
Replaces: FDD-1 (frame format v1)

## Goals
- Shared dictionaries that are trained once and referenced by ID from many frames.
- A checksum per block instead of one per frame, so that a reader can skip a damaged block.
- Explicit, bounded block lengths in the header.

## Layout
A v2 frame starts with the magic bytes, a version byte set to 2, an optional dictionary ID and a block count. Each block has a length, a CRC and the payload. Block lengths are limited to 1 MiB.

## Compatibility
Version 0 frames were written before ferrule 1.0 and by some tools up to 1.4. Version 1 is the 1.x default. The 2.0 reader decodes v1 and v2. How v0 is handled is decided in issue #131.

## Rejected ideas
- A variable-length integer for block lengths. It saved little space and made bounds checks harder to audit, which mattered after ADV-2024-011.
- Compressing the frame header. Headers are a few bytes and the gain was not measurable."""),

("adv-011", "ADV-2024-011: Out-of-bounds write in ferrule frame decoder", """ADV-2024-011
Library: ferrule (not hosted by TSF; coordinated by the SRT because kvd bundles it)
Severity: Critical
Published: 2024-04-09

## Summary
The frame decoder trusted the block length declared in a frame header. A frame that declared a shorter length than its real payload caused a write past the end of the output buffer. Any program that decodes untrusted frames is affected.

## Affected versions
ferrule 1.6.0 up to and including 1.7.2.

## Fixed versions
ferrule 1.7.3. The decoder now checks every block length against the remaining buffer before copying.

## Downstream
kvd decodes frames read from its own data files and from snapshot archives. Operators should move to the kvd patch release that bundles the fixed library; see the kvd changelog.

## Credits
Found by Lior Feldmann (@lfeld) with a coverage-guided fuzzer. Patch by the ferrule maintainer."""),

("ferrule-cl", "ferrule CHANGELOG", """# Changelog

## 2.0.0 (2024-08-20)
- New frame format v2 with shared dictionaries and per-block checksums (FDD-2).
- `Encoder` and `Decoder` are renamed to `FrameWriter` and `FrameReader`.
- v0 frames can still be read but can no longer be written. The `legacy-v0` feature flag is removed.
- The minimum supported compiler version is raised.

## 1.7.3 (2024-04-09)
- Security: validate each block length against the remaining output buffer (ADV-2024-011).
- No other changes; a drop-in upgrade for any 1.7.x release.

## 1.7.2 (2024-02-01)
- Fixed a rare wrong checksum on frames larger than 4 GiB.

## 1.7.0 (2023-08-28)
- Faster decode path for 4 KiB blocks.
- New `Level::Fast` preset.

## 1.6.0 (2023-05-03)
- Streaming decoder. This release introduced the code that was later fixed in 1.7.3."""),

("srt-notes", "SRT monthly call notes, April 2024", """TSF Security Response Team (SRT), monthly call, April 2024
Coordinator: Amara Nwosu

## Closed
- ADV-2024-011 (ferrule decoder). Published 2024-04-09 after a 41-day embargo. ferrule shipped its fix first and kvd followed two days later. Oxbow Datenwerk's internal packagers were told on the same schedule as TSF projects.
  Lesson learned: the reporter first wrote to the kvd list, because ferrule had no published security contact. Its maintainer has since added one.

## Open
- Credentials visible in kvd-tiered debug logs. The reporter is not affiliated with kvd. The fix is small; publication is planned for June.
- A tackle report about escaping the sandbox was closed as not a vulnerability: the path is only reachable with `--no-sandbox`.

## Process
- Bounties were discussed again. Not adopted; there is no budget this year.
- Reports filed on public trackers by mistake: members should hide attachments first and then ask the reporter to resend privately.

## Next call
Second Tuesday of May."""),

("tsf-gov", "Tidewater Software Foundation GOVERNANCE.md", """# Governance of the Tidewater Software Foundation

The Tidewater Software Foundation (TSF) is a neutral home for open-source infrastructure projects. It holds project trademarks and domains and pays for shared CI. It does not direct technical decisions inside projects.

## Technical Oversight Committee
The Technical Oversight Committee (TOC) has five seats. Three are elected by project maintainers and two are appointed by the board. Terms last two years. The current chair is Ines Vasquez-Hoyt.

## Project lifecycle
Projects move through three stages:
1. **Sandbox**: early projects; no maturity requirements.
2. **Incubating**: a documented governance model, at least two maintainers from different organizations, and a security contact.
3. **Graduated**: a completed third-party security review and maintainers from at least three organizations.

Moving a project between stages requires a two-thirds TOC vote. A project with no active maintainers may be archived by a simple majority.

## Sponsors
Member companies pay annual dues at platinum, gold or silver level. Only platinum membership carries a board seat. Sponsors have no vote on project roadmaps."""),

("tsf-sponsors", "TSF sponsors and hosted projects (2024)", """# Sponsors and projects

Last updated: October 2024.

## Sponsors
| Level | Company |
|---|---|
| Platinum | Brindlewood Systems |
| Platinum | Halyard Cloudworks (since March 2024) |
| Gold | Quarrystone Labs |
| Silver | Pellucid Analytics |

Companies that fund a single project directly, without foundation membership, are not listed here.

## Hosted projects
| Project | Stage | Since |
|---|---|---|
| kvd | Graduated | 2022 |
| tackle | Graduated | 2024 |
| lintel | Incubating | 2024 |
| ferula | Sandbox | 2024 |

Subprojects such as `kvd-tiered` and the `tackle-vendor` plugin are governed by their parent project and are not listed separately.

Questions about membership go to foundation staff, not to project maintainers."""),

("tsf-srt", "TSF Security Response Team: process", """# Security Response Team

The TSF Security Response Team (SRT) receives vulnerability reports for all hosted projects and their subprojects. Amara Nwosu, a member of foundation staff, coordinates the team; each project names one or two maintainers as members.

## Reporting
Send reports to the SRT address, not to public trackers. Reports filed publicly by mistake are hidden and moved to a private tracker.

## Embargo
Fixes are developed in private. The default embargo is 90 days from the first report. It may be extended once, by up to 30 days, when a fix needs coordination with downstream packagers.

## Identifiers
Each advisory gets an identifier of the form ADV-YYYY-NNN, numbered per calendar year across all projects. Advisories list affected versions, fixed versions and credits.

## Libraries outside the foundation
The SRT may coordinate on a library that TSF does not host when a hosted project bundles it. In that case the library's own maintainers publish the fix and the SRT publishes the advisory.

## Credit
Reporters are credited by name unless they ask otherwise. The SRT does not pay bounties."""),

("devika-move", "[kvd-dev] Changing employers", """From: Devika Raman
To: kvd-dev
Date: 2024-02-12
Subject: Changing employers

Hi all,

A short personal note. Friday was my last day at Brindlewood Systems. From next Monday I will be working at Halyard Cloudworks, mostly on their managed kvd offering.

What changes for the project: nothing, I hope. I remain project lead and keep my review areas. I have asked Tomasz to update MAINTAINERS.md with my new affiliation.

With this move, two of our four maintainers work at Halyard. That is still within the rule for graduated projects, because the maintainer group spans three organizations, but I know it shifts the balance. If anyone feels a decision is being made for one company's benefit, please say so openly on this list.

Brindlewood remains a strong supporter of the project. Tomasz is staying there and continues to run our release process for the 2.4 series.

Thanks,
Devika"""),

("toc-minutes", "TSF TOC meeting minutes, 2024-03-19", """TSF Technical Oversight Committee
Meeting of 2024-03-19

Present: Ines Vasquez-Hoyt (chair, Brindlewood Systems), Gaspard Lemaire, Hye-won Shin, Olumide Bankole, Amara Nwosu (SRT, non-voting)

1. **tackle graduation.** The third-party security review finished in January and both findings are fixed. Maintainers come from Brindlewood Systems, Halyard Cloudworks, Quarrystone Labs and one independent contributor. Vote: 5-0 in favour. tackle is graduated.

2. **lintel incubation.** lintel applied to enter directly at the incubating stage. Its maintainers come from three organizations and a security contact is named. Vote: 4-1 in favour; Hye-won Shin voted against and asked for a published support policy first. lintel is accepted as incubating, on condition that it publishes a support policy.

3. **Halyard Cloudworks membership.** Halyard Cloudworks joined as a platinum member this month and appointed a board representative. No TOC action needed.

4. **ferrule.** The ferrule maintainer asked informally about joining the foundation. No application has been filed. The SRT will keep coordinating ferrule advisories that affect kvd.

Action items:
- Ines: announce the tackle graduation.
- Amara: publish the updated SRT process.
- Gaspard: follow up with lintel on the support policy."""),

("tsf-blog", "TSF blog: tackle graduates", """# tackle graduates

*Tidewater Software Foundation blog, 2024-03-21*

The Technical Oversight Committee has voted to move tackle to graduated status. tackle joins kvd as the second graduated project in the foundation.

tackle started in 2018 as an internal build tool at Brindlewood Systems, written by Henrik Solberg to tame a monorepo with five languages. It was open-sourced in 2020 and entered the foundation as a sandbox project a year later.

Graduation requires a third-party security review. The review for tackle was carried out by Tamsin Cole of Saltmarsh Security. It found two issues, both fixed before the vote: a sandbox bypass through symlinked output directories and a race in cache writes. Neither was exploitable in default configurations, so no advisory was issued.

The project now has maintainers from three companies plus one independent contributor, and a plugin ecosystem that covers vendoring, SBOM generation and several language rule sets. Its remote cache, added in 1.9, stores build outputs in a kvd cluster, which makes tackle one of the largest users of kvd inside the foundation.

Congratulations to the tackle maintainers and contributors."""),

("rfc14", "RFC-0014: Remove the HTTP/1 API in kvd 3.0", """RFC-0014: Remove the HTTP/1 API in kvd 3.0
Status: Superseded (see RFC-0022)
Originally accepted: 2023-05-10
Author: Ngozi Adeyemi (@nadeyemi)

## Summary
kvd serves two client APIs: gRPC, and a JSON API over HTTP/1. This RFC removes the HTTP/1 API in 3.0.

## Motivation
- Every feature is implemented twice, and the HTTP/1 handlers lag behind gRPC by one or two releases.
- The HTTP/1 API cannot stream range scans, so large scans are paged and are not consistent across pages.
- Most open bugs in the API layer are in the HTTP/1 handlers.

## Plan
1. 2.4: log a warning whenever an HTTP/1 request is served.
2. 3.0.0-beta.1: remove the handlers and the `http.listen` option.
3. Provide a small gateway binary, `kvd-gw`, for users who cannot move to gRPC.

## Drawbacks
Users behind proxies that pass only HTTP/1 will need the gateway.

## Decision
Accepted by the maintainers with one abstention."""),

("tep11", "TEP-0011: Remote build cache", """TEP-0011: Remote build cache
Status: Accepted
Author: Rosalind Achebe (@rachebe)
Shipped in: tackle 1.9.0

## Summary
Let tackle share action outputs between machines through a remote cache keyed by action digest.

## Design
The cache stores two kinds of entry: action results, which are small and keyed by action digest, and blobs, which are outputs keyed by content hash. tackle talks to the cache through a thin client. The first supported backend is a kvd cluster reached through kvd's HTTP/1 JSON API, because most of our users already run kvd and an HTTP client is already vendored in tackle.

Blobs larger than 4 MiB are split into chunks. Entries expire through a TTL set on the kvd key.

## Security
By default only CI may write to the cache. Developer machines read from it but do not write, so a compromised laptop cannot poison shared outputs.

## Alternatives
- A custom cache server. Rejected as one more service to operate.
- gRPC to kvd. Deferred, because it would add a full gRPC stack to tackle.

## Open questions
Orphaned chunks are left to expire through kvd TTLs for now."""),

("rfc19", "RFC-0019: Replace lintel with parsnip", """RFC-0019: Replace lintel with parsnip
Status: Rejected
Author: Tomasz Wierzba (@twierzba)

## Summary
Switch kvd configuration parsing from lintel to parsnip, a smaller parser with a derive-based API.

## Motivation
lintel brings in its include-file machinery, which kvd does not use, and its error type is awkward to convert. parsnip maps a file straight onto typed structs, which would remove about 600 lines of glue.

## Discussion
@draman asked who maintains parsnip. When this RFC was opened it had one maintainer and had not published a release in eighteen months. @agirma pointed out that a config parser sits on the startup path of every node, so an unmaintained dependency there is a supply-chain risk. @nadeyemi preferred to own the parsing code inside the kvd tree.

## Resolution
Rejected on 2024-02-06. The maintainers agreed that lintel should be replaced, but not by another external dependency. A follow-up RFC will propose an in-tree configuration module."""),

("rfc25", "RFC-0025: In-tree configuration with cfgtree", """RFC-0025: In-tree configuration with cfgtree
Status: Accepted
Author: Devika Raman (@draman)
Follows up: RFC-0019
Target: kvd 3.0

## Summary
Replace the external configuration parser with `cfgtree`, a small module kept in the kvd repository.

## Design
`cfgtree` reads a strict subset of the current file format: sections, scalar values and arrays. Include directives are not supported. Unknown keys are an error, not a warning. Each key is declared once in code with its type, default and help text, and the reference documentation is generated from those declarations.

## Migration
Most existing files parse unchanged. Files that use includes must be flattened. A new command, `kvd config convert`, rewrites a 2.x file and reports any key it cannot map.

## Consequences
kvd 3.0 no longer depends on lintel. Later security fixes in lintel are therefore not needed by 3.0 users. kvd 2.x keeps lintel until the 2.x line reaches end of life.

## Status history
Draft 2024-03-02, accepted 2024-04-15."""),

("lintel-gov", "lintel GOVERNANCE.md", """# lintel governance

lintel is a configuration file parser. It supports sections, typed values and include directives, and reports errors with line and column. lintel entered TSF incubation in 2024.

## Maintainers
| Name | Handle | Organization |
|---|---|---|
| Oskar Lindqvist | @olind | independent |
| Beatriz Saldanha | @bsaldanha | Pellucid Analytics |
| Yusuf Demir | @ydemir | Brindlewood Systems |

Oskar Lindqvist is the project lead. Releases are cut by whichever maintainer holds the release rotation for that quarter.

## Support policy
Only the two newest minor series of the current major version receive bug fixes. Older major versions receive security fixes until their announced end-of-life date, and nothing after it.

## Decision making
Changes to the file format need an approved lintel proposal and agreement from two of the three maintainers. Parser-only changes need one review.

## Security contact
Report vulnerabilities through the TSF Security Response Team."""),

("ferula-readme", "ferula README", """# ferula

ferula is a structured logging library. Events are key-value records that can be written as JSON lines, as logfmt, or in a compact binary form for shipping.

ferula is a sandbox project of the Tidewater Software Foundation.

## Maintainers
- Martina Okafor (@mokafor), lead
- Rui Tavares (@rtavares)

## Basics
```
let log = ferula::Logger::new(Sink::stderr());
log.info("flush done", kv!{"bytes" => n});
```

## Redaction
Since 2.0, fields can be marked secret at the call site and are masked by every sink. See the 2.0 migration guide.

## Not ferrule
We keep receiving compression bug reports. ferula does not compress anything. The block compression library with a similar name is `ferrule`; please file those reports in its own tracker.

## License
MIT"""),

("f58", "ferula issue #58: BadLength errors after upgrading to 1.7.3", """**@pwhitcombe** opened:
After upgrading to 1.7.3 some frames fail to decode with `BadLength`. Is this a known regression?

**@rtavares**:
Which library are you using? ferula has no 1.7.3 release; our latest is 1.4.2, and we do not produce frames at all.

**@pwhitcombe**:
Oh. `ferrule`. Sorry, autocomplete.

**@mokafor**:
No problem, this happens about once a month. You want the ferrule tracker; Marta maintains it. As far as I know the `BadLength` error is new in 1.7.3 and is intentional: the decoder now rejects frames whose declared block length does not fit. If those frames came from an old writer, check whether they were truncated on disk.

Issues cannot be transferred across organizations, so I am closing this one here. I will also add a note to our README.

**@pwhitcombe**:
Refiled in the ferrule tracker. Thanks Martina."""),

("adv-015", "ADV-2024-015: kvd-tiered writes object store credentials to debug logs", """ADV-2024-015
Project: kvd (subproject `kvd-tiered`)
Severity: Moderate
Published: 2024-06-18

## Summary
With the log level set to debug, kvd-tiered printed its full client configuration at startup, including the secret access key. Where logs were shipped to a central system, anyone with read access to those logs could see the credentials.

## Affected versions
kvd-tiered 0.4.0 through 0.5.1. kvd itself is not affected.

## Fixed versions
kvd-tiered 0.5.2 removes the configuration dump and marks credential fields as secret.

## Recommended actions
1. Upgrade to 0.5.2.
2. Rotate every key that was in use while debug logging was enabled.
3. Purge old debug logs where possible.

## Credits
Reported by Martina Okafor (@mokafor), who noticed the key while reading sample logs attached to a bug report in her own project. The report led to the redaction work in that project's next major version."""),

("ferula-join", "TSF announce: ferula joins the sandbox", """From: TSF announcements
Date: 2024-06-25
Subject: ferula joins the TSF sandbox

The Tidewater Software Foundation welcomes ferula, a structured logging library, as a sandbox project.

ferula was written at Quarrystone Labs and has been used in its internal services since 2021. Quarrystone has transferred the repository, trademark and domain to the foundation. Martina Okafor continues as lead maintainer.

"Logging is where secrets leak," said Joon-ho Baek, who leads the application security team at Quarrystone Labs. "We want redaction to be a shared, reviewed feature rather than something every team reinvents."

The ferula maintainers plan a 2.0 release with field-level redaction as its main feature. They are looking for a maintainer from outside Quarrystone, which is required before the project can apply for incubation.

Sandbox projects carry no maturity guarantees. Users should read the project's support statement before depending on it in production."""),

("tiered-readme", "kvd-tiered README", """# kvd-tiered

kvd-tiered is a storage tier plugin for kvd. It moves cold key ranges from local disk to an object store and reads them back on demand. It is the reference implementation of the kvd tier API.

## Requirements
- kvd 2.4 or later (see the changelog for which release matches which kvd major)
- An object store that speaks the common bucket protocol
- Credentials supplied through environment variables or a credentials file

## Configuration
```
[tier.cold]
plugin = "kvd-tiered"
bucket = "kvd-cold"
age_threshold = "72h"
```
Ranges untouched for longer than `age_threshold` are uploaded, and the local copy is then dropped by the garbage collector.

## Logging
kvd-tiered logs through `ferula`. Secrets are tagged so that they are masked in every output.

## Maintainer
Abebe Girma (@agirma). kvd-tiered is a kvd subproject and follows the kvd review rules.

## Known limits
- Does not support per-range encryption keys.
- Reads from the object tier are not cached across restarts."""),

("swg-minutes", "Storage Working Group minutes, 2024-05-07", """Storage Working Group (SWG), 2024-05-07
Chair: Abebe Girma
Attendees: @draman, @nadeyemi, @twierzba, @mokonjo (guest), @jbaek

## ferrule 2.0 in kvd 3.0
Marta summarised the v2 frame format. kvd 3.0 will write v2 frames and keep reading v0 and v1. Dictionaries will be off by default in 3.0.0 and will be evaluated in soak tests first.

## Renaming the garbage collector
Abebe presented RFC-0027. Consensus to accept. Tomasz asked for an alias period for the old keys; declined because of the strict key checking that comes with the new configuration module. Devika will make `kvd config convert` aware of the rename.

## Tier API changes for 3.0
The tier crate will pass the node ID to plugins. Joon-ho asked for a hook that runs before local files are released, so that plugins can verify an upload first. Deferred to 3.1 for lack of time.

## Actions
- Abebe: update the RFC-0027 status.
- Ngozi: plan a 72-hour soak test with dictionaries on.
- Devika: config convert work."""),

("rfc27", "RFC-0027: Rename gcd to reclaimer", """RFC-0027: Rename gcd to reclaimer
Status: Accepted
Author: Abebe Girma (@agirma)
Target: kvd 3.0

## Summary
Rename the background garbage collection component from `gcd` to `reclaimer`, together with its configuration keys, metrics and log target.

## Motivation
The name `gcd` reads like a separate daemon, but the component has run as a task inside the kvd process since 2.0. It is also confused with the greatest-common-divisor helper in the `util` crate. Since tiering landed, the component also releases files that were handed to a storage tier, which is more than collecting garbage.

## Changes
| 2.x | 3.0 |
|---|---|
| `gcd.interval` | `reclaimer.interval` |
| `gcd.grace_period` | `reclaimer.grace_period` |
| metric prefix `kvd_gcd_` | `kvd_reclaimer_` |
| log target `kvd::gcd` | `kvd::reclaimer` |

Old keys are rejected in 3.0; there are no aliases. An alias period was proposed and rejected, because `cfgtree` treats unknown keys as errors and aliases would complicate key declarations.

## Discussion
Agreed at the Storage Working Group (SWG) meeting of 2024-05-07."""),

("kvd30-plan", "kvd 3.0 release planning meeting, 2024-06-04", """kvd 3.0 release planning, 2024-06-04
Attendees: Devika Raman, Ngozi Adeyemi, Tomasz Wierzba, Abebe Girma

## Release manager
Tomasz asked to step back from release duty after 2.4 to focus on CI. Ngozi volunteered and was confirmed as release manager for 3.0 and its patch releases. Tomasz will keep producing 2.4.x patch releases until 2.x reaches end of life.

## Schedule
- 3.0.0-beta.1: July
- Release candidates: September and October
- Final: early November, subject to a clean 72-hour soak test

## Scope
In: cfgtree (RFC-0025), the reclaimer rename (RFC-0027), ferrule 2.x with v2 frames, and removal of the HTTP/1 API (RFC-0014).
Out: the tier pre-release hook (moved to 3.1) and per-range encryption.

## 2.x end of life
2.4 will get security fixes until 2025-11-30, twelve months after the planned 3.0 date. There will be no new 2.x minor releases.

## Risks
Abebe raised that plugin authors may not notice the rename. Devika will write to the plugin authors list."""),

("t441", "tackle issue #441: remote cache fails against kvd 3.0.0-beta.1", """**@kmoriyama** opened:
Upgraded our cache cluster to kvd 3.0.0-beta.1 for testing. Every cache lookup now fails with connection refused on the HTTP port, and tackle falls back to local builds. Client is tackle 1.9.2.

**@rachebe**:
That beta removed the HTTP/1 API entirely, and our cache client only speaks HTTP/1 to kvd. It is expected from kvd's side, but we did not plan for it in time.

**@nadeyemi**:
Yes, this was announced for 3.0 long ago. The plan was a gateway binary, but it is not ready. Sorry.

**@rachebe**:
Options for us: add a gRPC client to tackle, which is a lot of work, or ask kvd to reconsider. Customers of our managed service hit the same thing.

**@twierzba**:
I think kvd should reconsider. Rosalind, do you want to co-write a proposal to keep HTTP/1 frozen rather than removed?

**@rachebe**:
Yes. Until then, do not upgrade cache clusters past 2.4.x. Leaving this open until kvd decides."""),

("rfc22", "RFC-0022: Keep the HTTP/1 API", """RFC-0022: Keep the HTTP/1 API
Status: Accepted
Supersedes: RFC-0014
Authors: Tomasz Wierzba (@twierzba), Rosalind Achebe (@rachebe)
Accepted: 2024-08-21

## Summary
Reverse the earlier decision to drop HTTP/1. The API stays in 3.0, frozen at its 2.4 feature set.

## Motivation
The removal shipped in 3.0.0-beta.1 and broke more users than expected. The remote cache in tackle speaks only HTTP/1 to kvd and failed against the beta (tackle issue #441). Two platinum sponsors reported the same problem in managed deployments. The planned gateway binary was never finished.

## Proposal
- Restore the HTTP/1 handlers and the `http.listen` option in 3.0.0.
- Freeze the API: no new endpoints, only bug and security fixes.
- Drop the warning added in 2.4.
- Revisit removal no earlier than 4.0, in a new RFC.

## Rejected alternatives
Finishing the gateway late was considered. It would add a second binary to release and secure, and it still needed streaming work.

## Consequences
The burden of duplicate handlers remains. New features will be gRPC-only."""),

("ferrule20-ann", "[ferrule-users] ferrule 2.0.0 released", """From: Marta Okonjo
To: ferrule-users
Date: 2024-08-20
Subject: ferrule 2.0.0 released

Hello,

ferrule 2.0.0 is out. The headline change is the v2 frame format, with shared dictionaries and a checksum per block. The migration guide covers the API renames.

Two other pieces of news.

First, ferrule now has a second maintainer. Jasper Holloway (@jholloway) reviewed most of the 2.0 work and has commit rights from today. Jasper also works at Oxbow Datenwerk, so we are still a single-company project, which I would like to change.

Second, we looked at joining the Tidewater Software Foundation. For now we will not apply. Oxbow continues to fund my time on ferrule, and incubation needs maintainers from two organizations, which we do not have yet. I will revisit this next year.

Security reports: please use the address in SECURITY.md, which was added after the 1.7.3 incident.

Thanks to the kvd team for testing the release candidates on real data.

Marta"""),

("i903", "Issue #903: compaction stalls with ferrule dictionaries enabled", """**@nadeyemi** opened:
Testing 3.0.0-rc.2 on the soak cluster. With `compression.dictionary = true`, compaction stops making progress after a few hours. The threads are parked in `FrameWriter::finish`. Bundled ferrule is 2.0.0.

**@draman**:
Same on my laptop with a 20 GB dataset. Disabling dictionaries avoids it. cc @mokonjo

**@mokonjo**:
Found it. When a dictionary is retrained while a writer still holds the old one, `finish` waits on a lock that the trainer only releases after the next write. Compaction writers never write again after `finish`, so they wait forever. The fix is to snapshot the dictionary when the writer is created. I will publish it as 2.0.1.

**@nadeyemi**:
Thanks Marta. I would rather not ship 3.0 with a workaround flag, so we will hold the release until 2.0.1 is out.

**@mokonjo**:
2.0.1 is published.

**@nadeyemi**:
Soak test clean for 72 hours. Pinned on the release branch. Closing."""),

("kvd300", "kvd 3.0.0 release notes", """# kvd 3.0.0

Released 2024-11-05. Release manager: Ngozi Adeyemi.

This is a major release. Read the migration guide before upgrading.

## Breaking changes
- Configuration is loaded by `cfgtree` (RFC-0025). Include directives are gone, and unknown keys stop startup.
- The garbage collection component is now called `reclaimer` (RFC-0027). Its keys, metrics and log target have new names.
- The `--data` flag has been removed.
- The oldest supported on-disk format is the 2.2 layout. Older data directories must first be opened by a 2.4 release.

## Kept
- The HTTP/1 API remains, frozen at its 2.4 feature set (RFC-0022). It was removed in 3.0.0-beta.1 and restored for the final release.

## Dependencies
- ferrule 2.0.1, not 2.0.0 (see #903). New files are written as v2 frames.
- lintel has been removed.

## Plugins
Storage tier plugins built for 2.4 must be rebuilt against the 3.0 tier crate.

Thanks to 47 contributors."""),

("tiered-cl", "kvd-tiered CHANGELOG", """# kvd-tiered changelog

## 0.6.1 (2024-12-10)
- Read the grace period from the new key. 0.6.0 still looked up the old one and fell back to the default of 24h (#77).
- Log the effective grace period at startup.

## 0.6.0 (2024-11-06)
- Built against the kvd 3.0 tier crate. Requires kvd 3.0 or later; stay on 0.5.x for kvd 2.4.
- Logging moved to ferula 2.0; secret fields use the new redaction API.

## 0.5.2 (2024-06-18)
- Security: stop printing the client configuration at debug level (ADV-2024-015).

## 0.5.1 (2024-04-12)
- Retry uploads with jittered backoff.

## 0.5.0 (2024-02-20)
- Parallel range uploads.

## 0.4.0 (2023-10-02)
- First public release. Requires kvd 2.4.0."""),

("kvd-mig", "Migrating from kvd 2.4 to 3.0", """# Migrating from kvd 2.4 to 3.0

Start from 2.4.3 or later. Clusters on earlier 2.x releases must first be upgraded to 2.4.3.

## 1. Convert configuration
Run `kvd config convert old.conf > new.conf` on each node. The converter flattens include directives and reports keys it cannot map. Fix every reported key: 3.0 refuses to start with unknown keys.

## 2. Rename garbage collection settings
Every key in the garbage collection section changes prefix; use the table in RFC-0027. Check dashboards and alerts too, since metric names change the same way.

## 3. Check plugins
Tier plugins must be rebuilt for 3.0. Look up, in each plugin's changelog, the first release that supports 3.0 before you upgrade any node.

## 4. Rolling upgrade
Upgrade one follower at a time and wait until it reports `in_sync` before moving on. Upgrade the leader last. Mixed 2.4 and 3.0 clusters are supported only for the duration of a rolling upgrade; do not run them for more than a day.

## 5. After the upgrade
- New SSTables use v2 frames. Old files are read as before.
- If a node logs a warning about v0 frames, run `kvd compact --rewrite-legacy` before the next major release."""),

("ferrule-mig", "ferrule 2.0 migration guide", """# Upgrading to ferrule 2.0

## Renamed types
| 1.x | 2.0 |
|---|---|
| `Encoder` | `FrameWriter` |
| `Decoder` | `FrameReader` |
| `Options::level` | `Level` enum |
| `legacy-v0` feature | removed |

The old names are not kept as aliases. Code that uses them will not compile.

## Output format
2.0 writes v2 frames by default. A 1.x reader cannot decode v2 frames. If older readers share your files, call `FrameWriter::format(Format::V1)` until every reader has been upgraded.

## Dictionaries
Dictionaries are opt-in. Train one with `Dictionary::train(samples)` and pass it to the writer. The dictionary ID is stored in each frame, and readers must be given the same dictionary.

## Errors
`BadLength` is returned for any block whose declared length exceeds 1 MiB or the remaining input. `BadChecksum` now reports the index of the damaged block, so callers can skip it and continue.

## Minimum versions
The minimum supported compiler version is raised. Check the README for the current value before upgrading build images."""),

("ferula-mig", "ferula 2.0 migration guide", """# Migrating to ferula 2.0

ferula 2.0 makes redaction part of the logging API. The work was prompted by a credential leak in a downstream plugin that dumped its configuration at debug level.

## Marking secrets
Wrap sensitive values with `secret()`:
```
log.debug("client ready", kv!{"key_id" => id, "key" => secret(k)});
```
Every sink prints `***` for secret values. There is no option to reveal them.

## Struct logging
`#[derive(Loggable)]` now requires each field to be tagged `#[log(public)]` or `#[log(secret)]`. Untagged fields fail to compile. This is the main breaking change.

## Removed
- `Logger::dump_config` has been removed.
- The `plain` sink, deprecated in 1.3, has been removed; use `logfmt`.

## Compatibility
Output of public fields is unchanged. Log processors need no changes unless they matched on secret values.

## Timeline
1.4.x receives bug fixes until 2025-03-31."""),

("henrik-step", "[tackle-dev] Stepping down as tackle lead", """From: Henrik Solberg
To: tackle-dev
Date: 2024-09-03
Subject: Stepping down as tackle lead

Hello tackle folks,

After six years I am handing over the lead role. tackle is graduated, the remote cache is stable, and 2.0 is nearly feature complete. It is a good moment.

The maintainers have agreed that Rosalind Achebe will take over as lead from 1 October. Rosalind has owned plugins and the remote cache for three years and drove the move of vendoring into core for 2.0.

I will stay on as a maintainer for the core engine through the 2.0 release and then move to emeritus. I am not leaving Brindlewood; I am moving to an internal platform team there, which leaves less time for upstream work.

Kenji continues to own Windows and sandboxing. Dariusz continues with language rules.

MAINTAINERS will be updated once the change takes effect.

Thank you all,
Henrik"""),

("vendor-cl", "tackle-vendor CHANGELOG", """# tackle-vendor changelog

## 1.0.0 (2024-10-01), final release
- No functional changes from 0.9.3.
- Prints a deprecation warning on every run. Vendoring is now built into tackle 2.0 as `tackle vendor`.

## 0.9.3 (2024-05-14)
- Supports sparse checkouts for large git dependencies.

## 0.9.2 (2024-01-09)
- Fixed lockfile ordering that was unstable across platforms.

## 0.9.1 (2023-11-30)
- Security: verify the tree hash of git sources against the lockfile (ADV-2023-019).

## 0.9.0 (2023-09-04)
- Git sources can pin tags as well as commits.

## 0.8.0 (2023-06-20)
- First release with git source support.
- New `vendor-sync` subcommand replaces the `fetch-all` script."""),

("vendor-depr", "Deprecation notice: tackle-vendor plugin", """# Deprecation notice: tackle-vendor

Date: 2024-10-01
Applies to: the `tackle-vendor` plugin, all versions

Vendoring is built into tackle starting with tackle 2.0. The `tackle-vendor` plugin is deprecated as of today.

## What this means
- tackle-vendor 1.0.0 is the final release. It prints a warning on each run and otherwise behaves like 0.9.3.
- Security fixes for the plugin will be made until 2025-03-31. After that date, reported problems will be fixed in tackle core only.
- The repository will be archived on 2025-12-01. Archived repositories stay readable.
- tackle 2.x still loads the plugin. tackle 3.0 will refuse to load it.

## Why
The plugin ran as a separate process and duplicated the fetch and hashing code of tackle itself. Two of the last three plugin bugs had already been fixed in core and had to be ported by hand.

## What to do
Follow the migration guide. Most projects need a four-line change in `tackle.cfg` and in CI scripts.

Contact: the plugin owner, or the tackle-users list."""),

("vendor-mig", "Moving from the tackle-vendor plugin to built-in vendoring", """# Moving from tackle-vendor to `tackle vendor`

tackle 2.0 includes vendoring in core. The `tackle-vendor` plugin is no longer needed and will not receive feature updates.

## Steps
1. Upgrade to tackle 2.0 or later.
2. Remove `tackle-vendor` from the `[plugins]` section of `tackle.cfg`.
3. Rename the `[vendor-sync]` section to `[vendor]`. Keys inside the section are unchanged.
4. Replace `tackle vendor-sync` with `tackle vendor` in scripts and CI.
5. Run `tackle vendor --check`. It verifies every git source against its tree hash, the same check the plugin gained in 0.9.1.

## Lockfiles
`vendor.lock` files written by tackle-vendor 0.9.x and 1.0.0 are read without changes. Files written by 0.8.x must be regenerated, because they lack tree hashes.

## What is different
- Sparse checkouts are enabled by default.
- The plugin's `--offline` flag is now the global `--offline` flag.
- Vendoring no longer runs automatically before every build. Run it explicitly, or set `vendor.auto = true`.

Questions go to the tackle-users list."""),

("i960", "Issue #960: reclaimer bytes-freed metric off by a factor of 1024", """**@sfairweather** opened:
After moving to 3.0.0 our dashboard shows the reclaimer freeing about a thousand times less disk than before. We already renamed the panels from the old metric name.

**@agirma**:
The metric is reported in KiB by mistake. The value was converted when the code moved into the new module, and the unit conversion back to bytes was dropped. Bytes was always the intent.

**@sfairweather**:
Could you keep KiB and rename the metric instead? Changing units silently is worse.

**@agirma**:
We discussed that. The metric name says bytes and the value was in bytes in 2.x, so 3.0.0 is the release that is wrong. We will fix the value, not the name, and the release notes will call it out.

**@nadeyemi**:
Tagged for 3.0.1.

**@sfairweather**:
OK. We will add a temporary multiplier for hosts still on 3.0.0."""),

("kvd30x", "kvd CHANGELOG: 3.0.1 and 3.0.2", """# Changelog

## 3.0.2 (2025-02-14)
Release manager: Ngozi Adeyemi
- Security: membership change requests on the peer port now require the same mutual TLS check as other peer RPCs (ADV-2025-004).
- `reclaimer` no longer deletes a file that a tier upload is still reading.
- `kvd config convert` maps the old `gcd.*` keys to `reclaimer.*` instead of reporting them as unknown.

## 3.0.1 (2024-12-03)
Release manager: Ngozi Adeyemi
- Fixed `kvd_reclaimer_bytes_freed` being reported in KiB instead of bytes (#960). Dashboards that compensated for this need the multiplier removed.
- HTTP/1: restored the `/v1/health` endpoint, which was missed when the handlers came back.
- Tier plugins now receive the node ID in `stat` calls.
- Startup warns when v0 frames are found in data files."""),

("k77", "kvd-tiered issue #77: grace period ignored on kvd 3.0", """**@jbaek** opened:
On kvd 3.0.0 with kvd-tiered 0.6.0, local files for uploaded ranges are deleted after 24h even though we set a grace period of 7 days. Config:
```
[reclaimer]
grace_period = "7d"
```

**@agirma**:
Confirmed. The plugin still reads the grace period from the key as it was named before the rename, finds nothing, and uses its default. kvd itself honours the new key, so the two disagree.

**@jbaek**:
Is data at risk? We have seen no read errors.

**@agirma**:
No. The tier copy is complete before local files are released, so you only lose the local fast path early.

**@agirma**:
The fix is in 0.6.1. I also added a startup line that logs the effective grace period.

**@jbaek**:
Upgraded, and the log shows 7d now. Thanks Abebe."""),

("l230", "lintel issue #230: crash on deeply nested tables", """**@tcole** opened:
A config file with 5,000 nested tables crashes any program that parses it, with a stack overflow rather than an error. Generator for the reproducer attached. I suspect includes can do the same through a symlink loop.

**@olind**:
Thanks. Tamsin, this is probably a security issue for anyone who parses configuration from sources they do not control. I am hiding the attachment. Please send further details to the SRT address rather than here.

**@tcole**:
Done. Sorry, I should have done that first.

**@anwosu** (SRT):
Report received and a private tracker entry created. This public issue will be locked. A fix and an advisory will follow under the usual embargo.

*This issue was locked by @anwosu and limited to collaborators.*

**@olind** (three months later):
Fixed in 4.2.1 and the advisory is published. Unlocking for reference."""),

("lintel-eol", "Deprecation notice: end of life for lintel 3.x", """# End of life: lintel 3.x

Published 2024-12-02 by the lintel maintainers.

The lintel 3.x series reaches end of life on 2025-06-30. Until then it receives fixes only for problems that the maintainers rate as high or critical severity. After that date it receives nothing.

## Why now
lintel 4.0 was released in 2022. Download counts show that 3.x is now used mostly through old, pinned dependencies. Backporting has become harder since the 4.x parser rewrite, which shares almost no code with 3.x.

## Consequences
Issues of moderate or low severity found before end of life will not be fixed in 3.x. Users on 3.x should plan their move to 4.x now rather than waiting for the deadline.

## Moving to 4.x
- Section headers are case-sensitive in 4.x.
- Duplicate keys are an error, not last-wins.
- `include` paths are resolved relative to the including file, not the working directory.

Questions go to the lintel discussion board."""),

("adv-002", "ADV-2025-002: Stack exhaustion in lintel table nesting and includes", """ADV-2025-002
Project: lintel
Severity: Moderate (denial of service)
Published: 2025-01-28

## Summary
lintel parsed nested tables and include directives recursively with no depth limit. A file with a few thousand levels of nesting, or an include cycle through symbolic links, exhausted the stack and aborted the host process.

## Affected versions
All lintel 3.x releases, and lintel 4.0.0 through 4.2.0.

## Fixed versions
lintel 4.2.1 adds a nesting limit of 128, configurable with `ParserOptions::max_depth`, and detects include cycles.

No fix will be published for the 3.x line; see the 3.x deprecation notice.

## Impact
Programs that only parse configuration written by their own operators are at low risk.

## Credits
Reported by Tamsin Cole (@tcole). The report was first filed as a public issue and moved to the private tracker by the SRT."""),

("lintel421", "lintel 4.2.1 release notes", """# lintel 4.2.1

Released 2025-01-28 by Beatriz Saldanha (@bsaldanha), release rotation Q1 2025.

## Security
- Nesting depth is limited to 128 levels by default. Deeper files are rejected with `Error::TooDeep` and a line number (ADV-2025-002).
- Include cycles are detected, including cycles that pass through symbolic links.

## Other fixes
- Error spans for unterminated strings now point at the opening quote.
- `Value::as_duration` accepts `ms`.

## Upgrading
4.2.1 is a drop-in replacement for 4.2.0 and 4.1.x. The new `ParserOptions::max_depth` setting can raise the limit for files that are known to be deep.

## Previous release
4.2.0 (2024-10-10) added typed arrays and deprecated the `Document::raw` accessor, which will be removed in 5.0."""),

("adv-004", "ADV-2025-004: Unauthenticated membership changes in kvd raftcore", """ADV-2025-004
Project: kvd
Severity: High
Published: 2025-02-14

## Summary
In kvd 3.0, membership changes were moved to a new internal endpoint. The endpoint was served on the peer port but skipped the mutual TLS check that guards the other peer RPCs. A host that could reach the peer port could add itself as a voter and then receive replicated data.

## Affected versions
kvd 3.0.0 and 3.0.1. The 2.x series uses the older membership path and is not affected.

## Fixed versions
kvd 3.0.2.

## Workarounds
Restrict the peer port to cluster members at the network level.

## Credits
Reported by Lior Feldmann (@lfeld). Fixed by the maintainer responsible for the consensus code."""),

("halyard-blog", "Halyard engineering blog: Running kvd for other people", """# Running kvd for other people

*Halyard Cloudworks engineering blog*

Halyard KV is our managed key-value service. Under the hood it is plain upstream kvd; we do not run a fork. This post explains how we operate a few thousand clusters and what we send back upstream.

## Why upstream only
Forks drift. Every patch we need goes to the kvd project first, through the normal RFC and review process. Two of the kvd maintainers now work here, and we are careful that they review Halyard patches with the same bar as anyone else's.

## Cold data
Many customers keep years of audit data. We use the storage tier plugin for this and moved every cluster to object storage tiering in 2024. The credential logging bug found that year hit us too; we rotated keys for every affected cluster within a day.

## The HTTP/1 episode
When the 3.0 beta dropped HTTP/1, many of our customers' clients broke, including their build caches. We supported the proposal to keep the API frozen instead of removed. In hindsight, we should have surveyed our customers before the original removal was accepted, not after.

## What's next
We are funding the work on the tier pre-release hook planned for kvd 3.1."""),

]
