"""Documents tf-46 .. tf-60 of the Tessellate corpus (all text invented)."""

from docs_part1 import D


DOCS = [
D("tf-46", "mailing-list", "[tessellate-announce] Tessellate 2.4.1 security release", """
From: Luz Benedetti
To: tessellate-announce
Date: 2024-03-05
Subject: Tessellate 2.4.1 (security release)
Hello everyone,
Tessellate 2.4.1 is available. It is a patch release that fixes one security issue and a handful of bugs, and all users of 2.3.x and 2.4.0 should upgrade.
Security
- TSA-2024-0003: lease tokens could be read from the daemon's debug endpoint when debug endpoints were enabled. The full advisory, including severity, affected versions and workarounds, is published on the security page.
Bug fixes
- The daemon no longer runs out of memory when snapshot uploads keep failing.
- tessctl lease inspect prints epochs in decimal again.
Upgrade notes
- No configuration changes are required.
- After upgrading, restart agents so that they receive new lease tokens.
- 2.3.x will not receive a backport; move to the 2.4 series.
The release was coordinated with the external reporter and with downstream distributors, who had the patch under embargo for five days.
Thanks to everyone who helped turn this around quickly.
Luz
"""),

D("tf-47", "benchmark", "Storage plugin benchmark: tess-s3 vs tess-s3-legacy", """
Purpose: measure log and artifact upload throughput of the two S3 plugins before the legacy plugin is retired.
Setup: one sched-d, 32 agents, a self-hosted S3-compatible store on the same network, objects of 4 MiB, 64 MiB and 1 GiB. tess-s3 1.3.0 and tess-s3-legacy were both run with their default settings.
| Plugin | Object size | Throughput | Peak memory per upload |
|---|---|---|---|
| tess-s3-legacy | 4 MiB | 188 MB/s | 9 MiB |
| tess-s3 | 4 MiB | 201 MB/s | 5 MiB |
| tess-s3-legacy | 64 MiB | 341 MB/s | 9 MiB |
| tess-s3 | 64 MiB | 912 MB/s | 65 MiB |
| tess-s3-legacy | 1 GiB | 352 MB/s | 9 MiB |
| tess-s3 | 1 GiB | 1,380 MB/s | 66 MiB |
Observations
- For small objects the two plugins are nearly identical because tess-s3 does not use multipart uploads below its part size.
- For large objects tess-s3 is up to four times faster thanks to parallel parts, and it pays for this with more memory.
- The legacy plugin's throughput plateaus because its chunks are uploaded one after another.
Conclusion
There is no performance reason to stay on the legacy plugin. Operators with very tight memory limits should lower max_concurrency rather than stay on tess-s3-legacy.
"""),

D("tf-48", "troubleshooting", "Troubleshooting tess-s3", """
EntityTooLarge: part exceeds maximum allowed size
The store rejected an upload because it would need more parts than allowed. Raise multipart_size on clusters with very large logs, keeping in mind that memory use grows with it.
AccessDenied on snapshot upload
The daemon's role cannot write under the configured prefix. Lease snapshots are written under prefix/_lsr/, and some bucket policies only allow prefix/jobs/.
SignatureDoesNotMatch after switching from the legacy plugin
The endpoint option must be a full URL including the scheme; the old host option accepted a bare host name.
Access key visible in debug logs
If you see an access key id and secret printed next to "refreshing credentials" while the log level is debug, you are running an affected release described in TSA-2024-0007. Upgrade the plugin, rotate the keys, and purge the affected lines from your log aggregator. Info-level logs are not affected.
Uploads slow on small objects
Objects smaller than the part size are sent in a single request; this is expected. Throughput for small objects is bounded by request latency, not bandwidth.
Plugin refuses to start: unknown sse value
The sse option accepts none, managed or customer-key. Older spellings such as "aes" were never accepted.
legacy_read has no effect
legacy_read only applies to objects that are missing under the new layout; it does not rewrite or move existing objects.
"""),

D("tf-49", "talk", "Downstream Days 2023 talk: Forking a scheduler politely", """
Event: Downstream Days 2023
Speaker: Bartholomew Achterberg
Format: 30-minute talk
Title: Forking a scheduler politely: the first year of Gridline
Abstract
Forks have a bad reputation, usually earned. This talk is an account of one that tried to do it differently. Gridline started as a hard fork of an open-source job scheduler that I had helped maintain for three years. We needed multi-region failover on a timeline the upstream project could not commit to, and we decided that a fork done in the open was more honest than a pile of private patches.
I will talk about the practical side: choosing a base release, renaming binaries and packages, dealing with trademark questions, and deciding which upstream fixes to keep importing. I will also talk about the social side: telling former co-maintainers, keeping the mailing lists civil, and accepting that some users will never forgive you.
The talk ends with a frank list of what the fork cost in its first year, and what upstream projects can do to make forks less painful for everyone, including clearer trademark policies and stable plugin interfaces.
Speaker bio: Bartholomew Achterberg leads Gridline development. He was previously a maintainer of the upstream scheduler's CLI and packaging.
"""),

D("tf-50", "faq", "LCF membership FAQ", """
Q: Who can join the LCF?
A: Any organisation that agrees to the membership terms. Individuals take part through projects and do not need to join.
Q: What are the membership tiers?
A: Platinum, gold and silver. Platinum members hold a seat on the governing board; gold and silver members elect representatives by tier.
Q: Does membership buy influence over a project's roadmap?
A: No. Technical decisions are made by each project's maintainers and steering committee. Members fund shared infrastructure, events and security audits.
Q: Who owns the trademarks of hosted projects?
A: The foundation. Downstream forks are welcome but must not use a project's marks; the foundation asks them to rename, as happened with one scheduler fork in 2023.
Q: Which projects are hosted?
A: Tessellate is the largest graduated project. Several smaller projects are in incubation.
Q: Who runs the foundation day to day?
A: A small staff led by the executive director, who reports to the governing board.
Q: How does a project graduate?
A: It must show a documented security process, maintainers from at least three organisations and a public list of adopters, and the board must vote in favour.
Q: Can a company leave and rejoin?
A: Yes, at the start of any budget year. Membership fees are not refunded.
"""),

D("tf-51", "changelog", "tess-s3 plugin changelog", """
# tess-s3 changelog
## 1.3.3 (2024-05-22)
Security
- Credentials are no longer printed when short-lived keys are refreshed at debug log level; see the published advisory for details.
Fixed
- Part uploads are retried with jitter instead of a fixed delay.
## 1.3.2 (2024-04-16)
Fixed
- legacy_read fell back to the old layout even for objects that existed under the new one.
## 1.3.1 (2024-03-01)
Fixed
- Memory was not released after an aborted multipart upload.
## 1.3.0 (2024-02-05)
Added
- Automatic part sizing when the object size is known in advance.
- Bundled with Tessellate 2.4.0 as the default storage plugin.
## 1.2.0 (2023-04-11)
Added
- Server-side encryption options sse and sse_key_ref.
- legacy_read for migrations from the legacy plugin.
Changed
- Keys are built from validated identifiers only.
## 1.1.0 (2022-09-02)
Added
- Path-style addressing.
## 1.0.0 (2022-03-15)
- First release, written as a replacement for tess-s3-legacy.
"""),

D("tf-52", "api-ref", "Plugin SDK reference: storage capability", """
The SDK lets plugin authors implement capabilities without handling the wire protocol themselves. This page documents the storage capability; the state, secrets and notify capabilities are documented separately.
Manifest fields
name: the plugin name, for example tess-s3.
abi: must be 2.
capabilities: a list containing storage.
Interface
Put(ctx, key, reader, size) error
Store an object. size may be -1 when unknown; implementations must then stream.
Get(ctx, key) (ReadCloser, error)
Return ErrNotFound when the key does not exist. Callers rely on this to trigger fallbacks such as legacy key layouts.
Delete(ctx, key) error
Deleting a missing key is not an error.
List(ctx, prefix, cursor) (keys, nextCursor, error)
Keys are returned in lexical order. The page size is chosen by the plugin.
Helpers
sdk.Secret(ctx, ref) resolves a secret reference through whichever secrets plugin is configured. Plugins must not call a specific secrets plugin directly.
sdk.Logger(ctx) returns a logger that redacts values registered with sdk.Redact. Use it for anything that might contain credentials.
Errors
Return sdk.ErrRetryable for transient failures; the host retries with backoff. Any other error fails the operation immediately.
Versioning
The SDK follows the plugin ABI. ABI v2 has been stable since 2.0.0, and a future ABI v3 will be proposed through a TEP before any breaking change.
"""),

D("tf-53", "company-profile", "Company profile: Nightjar Security", """
Nightjar Security
Founded: 2017
Founder: Cosima Raud
Headquarters: Ashgrove
Focus: offensive security research on infrastructure software
Nightjar Security is a small research firm that audits schedulers, service meshes and build systems, mostly on behalf of foundations and open-source maintainers. The firm publishes all of its findings after coordinated disclosure and keeps a public record of the advisories its researchers have contributed to.
The company was founded by Cosima Raud, a former penetration tester who wanted to spend more time on the software everyone depends on and less on client reports that nobody reads. It employs about twenty researchers.
Ilse Marchetti, one of the firm's principal researchers, specialises in control planes. In early 2024 she found that a job scheduler's debug listener handed out lease tokens to anyone who asked, and reported it privately to the maintainers; the fix shipped in under three weeks. Her write-up, published after the embargo lifted, is used by the firm as an example of a good disclosure.
Nightjar Security is funded entirely by audit contracts and does not sell products. It has no commercial relationship with any scheduler vendor.
"""),

D("tf-54", "biography", "Luz Benedetti: maintainer profile", """
Luz Benedetti has managed Tessellate releases since 2.0.0. She joined Corvid Systems in 2017 as a build engineer and was asked to help with the project's first public releases in 2019, when release notes were still written by hand the night before.
She introduced the release train the project still uses: a feature freeze two weeks before each minor release, nightly integration runs against real object stores and a rule that patch releases contain only fixes. She also shepherds proposals that touch upgrade paths because, as she says, "every design eventually has to survive someone's upgrade."
Luz signs release artefacts with the foundation's key, coordinates embargoed security releases with downstream distributors and writes the release announcements. She is sometimes credited for features she only shipped, and she asks people to credit the authors instead.
Before moving into software she worked as a sound engineer for a touring theatre company, which she says taught her everything she knows about checklists.
"""),

D("tf-55", "rfc", "TEP-27: Retire tess-s3-legacy", """
TEP-27: Retire tess-s3-legacy
Status: Accepted
Authors: @antonlq, @fennadw
Shepherd: @luzbe
Created: 2024-01-29
1. Summary
Stop shipping tess-s3-legacy in the default plugin bundle and stop treating it as supported. The plugin remains installable for operators who need to read old data.
2. Motivation
2.1 The plugin has had no maintainer since 2021.
2.2 It has a known path traversal issue (TSA-2023-0011) that cannot be fixed without changing every object key.
2.3 tess-s3 has been a drop-in replacement, including read access to old keys, since its 1.2.0 release.
3. Plan
3.1 Mark the plugin deprecated in the release that is currently in feature freeze.
3.2 Remove it from the default bundle in the following minor release.
3.3 Keep the repository read-only and publish a final build so that old clusters can still install it.
4. Impact
Clusters whose configuration names the plugin will fail to start after the removal until they install it explicitly or migrate. The migration guide, and a startup error that links to it, mitigate this.
5. Alternatives
Adopting the plugin under new maintainers was offered on the mailing list for two months; nobody volunteered.
"""),

D("tf-56", "issue", "Issue #2415: WFQ starves tenants when another tenant has weight 0", """
#2415 WFQ starves tenants when another tenant has weight 0
Opened by @wrenfield; labels: bug, scheduler, experimental
@wrenfield: With scheduler.policy = "wfq" on 2.4.1, setting a tenant's weight to 0 (we wanted a best-effort tenant) makes every other tenant stall after a few minutes. Dispatch resumes only when the zero-weight tenant's jobs are cancelled.
@kenji-a: Thanks. A zero weight produces an infinite virtual finish time and the comparison wraps around in one code path. The proposal never defined what weight 0 means, so this is partly a gap in the design.
@twierz: I'd rather reject zero outright in config validation than invent semantics for it now.
@wrenfield: Fine by us, but then how do we express best effort?
@kenji-a: A weight of 1 next to tenants with 100 gets you close. A proper "idle only" class is an open question in the proposal.
@sable-ops: Same bug seen with weight 0 on 2.4.0. The benchmark runs did not use zero weights, which is why it was not caught.
@kenji-a: Validation is fixed for the next minor release; zero is rejected with a clear error. Leaving this open to track the design question.
"""),

D("tf-57", "pull-request", "PR #2304: Bound retries for failed LSR snapshot uploads", """
#2304 Bound retries for failed LSR snapshot uploads
Author: @twierz; base: main; backport: release-2.4; status: merged
Fixes #2297.
Problem
When a snapshot upload failed, the snapshot buffer was kept and retried on every interval together with any newer snapshot. With storage unavailable for hours, the daemon accumulated dozens of full copies of the lease table.
Change
- Only the newest pending snapshot is kept; older pending snapshots are dropped as soon as a newer one is taken.
- A snapshot is discarded after three failed attempts, and a warning is logged with the storage error.
- New gauge lsr_snapshot_pending_bytes so operators can alert on the backlog.
Why dropping is safe
Snapshots only shorten recovery; correctness comes from the replicated log. Losing a snapshot means a new peer replays more log entries when it joins, nothing more.
Testing
- Unit tests for the retry bookkeeping.
- Soak test: six hours with storage blackholed, resident memory flat at about 180 MB.
Review
@antonlq: Storage errors are now surfaced properly; approved.
@luzbe: Backport approved for the next patch release.
"""),

D("tf-58", "cli-ref", "sched-d command-line flags", """
Synopsis
sched-d [--config PATH] [FLAGS]
Most settings belong in the configuration file; flags exist for bootstrapping, containers and experiments. A flag always overrides the matching file option.
| Flag | Default | Description |
|---|---|---|
| --config | /etc/tessellate/sched-d.toml | Path to the configuration file. |
| --listen | from config | Overrides listen_addr. |
| --lsr-bootstrap | false | Start a new replication group from this daemon. Use once per cluster, never on restart. |
| --lsr-join | (empty) | Address of an existing peer to join. |
| --enable-wfq | false | Turns on the experimental tenant-weighted policy from TEP-21. Deprecated since the policy reached beta; use scheduler.policy instead. |
| --debug-endpoints | false | Same as debug.endpoints = true. |
| --log-level | info | One of error, warn, info, debug. |
| --check-config | false | Validate the configuration and exit. |
Signals
SIGHUP reloads the configuration file. SIGTERM drains the daemon: it stops granting leases, hands its leadership to a peer and exits.
Exit status
0 on clean shutdown; 1 on configuration error; 2 if the daemon lost its replication group during startup.
Examples
sched-d --check-config --config ./sched-d.toml
sched-d --lsr-bootstrap --config ./first-node.toml
"""),

D("tf-59", "minutes", "LCF Governing Board minutes, 2024-06-12", """
Date: 2024-06-12
Present: Oona Castellanos (executive director), representatives of twelve member organisations
Minutes: recorded by foundation staff
1. Membership
Meridel Compute confirmed that its platinum membership continues under the new company name. Halyard Data renewed at gold. One silver member withdrew.
2. Security audits
The board approved funding for a third-party audit of Tessellate's daemon and official plugins, co-sponsored by a platinum member. Staff will run a tender; firms that reported vulnerabilities to the project in the last year may bid but will not review their own findings.
3. Trademark policy
Staff presented a revised trademark policy clarifying how forks may describe their origin ("based on", "forked from") without using a project's marks in product names. Approved unanimously.
4. Events
WorkloadConf 2024 sold out. The board approved a second edition and asked staff to add a maintainer track.
5. Project reports
Tessellate reported on its 2.4 release series, a new security lead among its maintainers and steady adoption. No concerns were raised.
Action items:
- Staff to publish the revised trademark policy.
- Staff to open the audit tender by July.
"""),

D("tf-60", "security-policy", "SECURITY.md: reporting vulnerabilities in Tessellate", """
# Security policy
Please do not report vulnerabilities in public issues, pull requests or chat channels.
## How to report
Email security@tessellate-project.example with a description, the affected versions and, if possible, a reproduction. Reports are acknowledged within three working days. Encrypted reports are welcome; the key is published on the website.
## What happens next
1. A member of the security response team confirms the issue and assigns a severity.
2. A fix is developed in a private fork. Downstream distributors are notified under embargo, normally five working days before release.
3. A patch release is published together with a Tessellate Security Advisory (TSA). Each TSA carries an identifier of the form TSA-YEAR-NNNN, the affected versions, the fixed version and the reporter's name if they wish to be credited.
## Scope
- sched-d, tess-agent, tessctl and the plugins listed as stable in the plugin catalogue.
- Deprecated plugins are out of scope for fixes, although advisories may still be published to warn users.
- Forks and commercial distributions must be reported to their own maintainers.
## Supported versions
Only the latest minor release series receives security fixes. Older series are not patched.
## Recognition
Reporters are credited in the advisory and in the release notes unless they ask otherwise. The project does not run a paid bounty programme.
"""),
]
