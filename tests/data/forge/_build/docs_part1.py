"""Documents tf-01 .. tf-15 of the Tessellate corpus (all text invented)."""


def D(doc_id, style, title, text):
    return {"id": doc_id, "style": style, "title": title, "text": text}


DOCS = [
D("tf-01", "readme", "Tessellate README", """
# Tessellate
Tessellate is an open-source distributed job scheduler for batch and recurring workloads. It places jobs on a pool of worker agents, tracks who holds each job's lease, retries failures and keeps a durable history of every run. The project is licensed under Apache-2.0 and is hosted by the LCF.
## Components
- sched-d, the scheduling daemon, is the heart of the system. Run three or five copies of the daemon for high availability; they agree on lease ownership through the LSR.
- tess-agent runs on every worker node, pulls work from sched-d and sends heartbeats.
- tessctl is the command-line client used by operators and CI pipelines.
- Plugins extend the core with storage backends, state stores, secret providers and notification sinks. See the plugin catalogue for the current list.
## Quick start
tessctl init --cluster dev
sched-d --config ./sched-d.toml
tessctl submit --file examples/hello.job.toml
## Storage
Artifacts, logs and lease snapshots are written through a storage plugin. New installations should use tess-s3. The older tess-s3-legacy plugin is kept only so that old clusters can read their data, and it is no longer part of the default bundle.
## Getting involved
Design changes go through the TEP process. Maintainers are listed in MAINTAINERS.md. Security problems must be reported privately as described in SECURITY.md and never in public issues.
## Compatibility
The project follows semantic versioning. Plugins built against ABI v1 do not load in any 2.x release, and agents must always be upgraded before the daemons they talk to.
"""),

D("tf-02", "governance", "MAINTAINERS.md", """
# MAINTAINERS
This file lists the people with merge rights on the Tessellate repositories. Changes to the list require a vote of the TSC. Substantial design changes are written up as a Tessellate Enhancement Proposal (TEP) and need sign-off from at least two maintainers of the affected area.
## Active maintainers
| Name | Handle | Affiliation | Areas |
|---|---|---|---|
| Petra Lindqvist | @petral | Corvid Systems | project lead, sched-d core |
| Tomasz Wierzba | @twierz | Brightwater Labs | LSR, consensus, TSC chair |
| Anton Lindqvist | @antonlq | Halyard Data | storage plugins |
| Fenna de Wit | @fennadw | Halyard Data | plugin SDK, state stores |
| Adaeze Nwankwo | @daze | Ferrous Labs | security response |
| Kenji Arakawa | @kenji-a | Saltmarsh Software | tessctl, tess-prom |
| Luz Benedetti | @luzbe | Corvid Systems | release management |
## Emeritus
| Name | Handle | Former areas | Years active |
|---|---|---|---|
| Bartholomew Achterberg | @bachter | tessctl, packaging | 2019-2022 |
| Gustav Ehn | @gehn | tess-s3-legacy | 2020-2021 |
## Notes
Affiliations are self-reported when a maintainer is added and are not updated automatically; they are informational only and carry no voting weight.
The two Lindqvists are not related. Please check the handle before assigning a review.
Maintainers who have been inactive for twelve months are moved to the emeritus list by the TSC. Emeritus maintainers keep read access to the private security tracker for six months.
"""),

D("tf-03", "biography", "Petra Lindqvist: speaker biography", """
Petra Lindqvist is the original author of Tessellate and has led the project since its first commit in the spring of 2018. She grew up in Halsby and studied distributed systems at the Tarnvik Institute of Technology, where her master's thesis examined lease-based failure detection, a topic she would return to a decade later.
After graduating she spent four years building billing pipelines before joining Corvid Systems in 2016 as a platform engineer. At the firm she was asked to replace a fragile collection of cron hosts. The replacement grew into Tessellate, which Corvid Systems released under Apache-2.0 in October 2019. She has stayed with the company through its change of ownership and still spends most of her week on the project.
Within the community she is best known for pushing the daemon towards explicit lease epochs, work that culminated in a design proposal she co-wrote with the current TSC chair. She also drafted the project's code of conduct and represented the project during its application to the LCF.
Petra is frequently confused with Anton Lindqvist, who maintains the storage plugins. The two share a surname but are not related and have never worked for the same employer.
Outside work she restores wooden sailing dinghies and coaches a youth orienteering club.
"""),

D("tf-04", "biography", "Anton Lindqvist: maintainer profile", """
Anton Lindqvist is a storage engineer at Halyard Data and the maintainer of the tess-s3 plugin. He joined the Tessellate community in 2021 after spending a weekend chasing corrupted artifacts that turned out to be a retry bug in tess-s3-legacy. Rather than patch the old plugin, he wrote a replacement from scratch with streaming multipart uploads, which became tess-s3 in early 2022.
He studied computer engineering at the Selby College of Engineering and worked on object-storage gateways at a telecom operator before moving to Halyard Data in 2019. He has spoken about the move off the legacy plugin at several meetups and at ObjectStore Summit 2023.
Anton is not related to project lead Petra Lindqvist, although contributors regularly tag the wrong Lindqvist in code review. He reviews most changes to the storage part of the SDK and co-maintains the benchmark harness that catches storage regressions before a release.
He is cautious about new options: every setting he adds to the plugin has to come with a default that is safe for small clusters. He lives near the coast, keeps bees and answers issues mostly in the early morning.
"""),

D("tf-05", "company-profile", "Company profile: Meridel Compute (formerly Corvid Systems)", """
Meridel Compute
Formerly: Corvid Systems
Founded: 2011
Headquarters: Port Alder
Parent: Meridel Holdings (since August 2023)
Employees: about 640
Corvid Systems began as a three-person consultancy building internal tooling for logistics firms and grew into a mid-sized infrastructure software vendor. In open-source circles the firm is best known as the birthplace of Tessellate, which started as an internal replacement for cron hosts and was released publicly in 2019.
In August 2023 Corvid Systems was acquired by Meridel Holdings, a diversified technology group. The acquired company kept its Port Alder headquarters and its engineering staff but was renamed Meridel Compute on 1 November 2023. Existing support contracts were honoured under the new name, and the Corvid Systems brand is no longer used for new products.
Relationship with Tessellate: the company handed the Tessellate trademark to the LCF in 2021 and remains a platinum member of the foundation. Several of the project's maintainers are on its payroll, including the project lead and the release manager. It also sells a commercially supported distribution of the scheduler under the name Meridel Batch.
Products: Meridel Batch, Corvid Ledger (discontinued), Meridel Observe.
"""),

D("tf-06", "company-profile", "Company profile: Halyard Data", """
Halyard Data
Founded: 2016
Headquarters: Kestrel Bay
Chief executive: Orla Finnegan-Ruiz
Flagship product: Driftline
Halyard Data builds data infrastructure for research institutes and media archives. Its flagship product, Driftline, is a managed lakehouse that ingests petabyte-scale archives and runs nightly transformation pipelines. Those pipelines are orchestrated by Tessellate, which the company adopted in 2020 after evaluating three commercial schedulers.
The firm became a gold member of the LCF in 2022 and employs two Tessellate maintainers, who look after the storage plugins and the plugin SDK. The company also pays for the continuous-integration runners that test every storage backend against real object stores.
Orla Finnegan-Ruiz co-founded the company after a decade running storage operations for a public broadcaster. Under her leadership Halyard Data has kept a policy of upstreaming every scheduler change it makes rather than carrying private patches, a policy she describes as cheaper in the long run than maintaining a fork.
The company is privately held and has around 210 employees across Kestrel Bay and two remote hubs.
"""),

D("tf-07", "company-profile", "Company profile: Quillon Cloud", """
Quillon Cloud
Founded: 2017
Headquarters: Larkspur Harbour
Chief executive: Dario Pellegrini-Shaw
Business: managed batch and workflow hosting
Quillon Cloud sells hosted job scheduling to mid-market software companies. Its first product, Quillon Jobs, was a managed Tessellate service, and for several years the company contributed packaging and CLI work upstream.
In late 2022 the company concluded that its customers needed multi-region features faster than the upstream roadmap could deliver them. Rather than wait, Quillon Cloud forked the scheduler and now develops that fork, Gridline, in the open. Quillon Jobs was moved onto Gridline during 2023 and no longer runs upstream Tessellate.
Dario Pellegrini-Shaw, who founded the company after leaving a payments processor, has described the fork as "a disagreement about pace, not about people." The company is not a member of the LCF, and it does not sponsor upstream continuous integration.
Quillon Cloud employs roughly 90 people, most of them at the Larkspur Harbour office, and has customers in eleven countries.
"""),

D("tf-08", "mailing-list", "[tessellate-announce] Tessellate is joining the Lattice Compute Foundation", """
From: Petra Lindqvist
To: tessellate-announce
Date: 2021-03-09
Subject: Tessellate is joining the Lattice Compute Foundation
Hi all,
I'm happy to share that Tessellate has been accepted as an incubating project by the Lattice Compute Foundation (LCF). The vote of the LCF technical oversight board closed last Friday, and the paperwork was signed this morning.
What changes:
- The Tessellate name and logo will be transferred from Corvid Systems to the foundation, so no single company owns the brand.
- Our CI runners, domain and release signing keys move to foundation-managed accounts over the next two months.
- The project will elect a steering committee of its own under a charter modelled on other LCF projects; the first election will be announced separately.
What does not change:
- The license stays Apache-2.0.
- Maintainers keep their current areas, and nobody needs to sign a new contributor agreement.
- Release cadence and the TEP process stay exactly as they are.
Incubation normally lasts eighteen to thirty months. To graduate we need a documented security process, maintainers from at least three organisations and a public adoption list. We already meet the second requirement, and the other two are on the roadmap for this year.
Thanks to everyone at Corvid Systems who supported this move, and to the early adopters who wrote letters of support.
Petra
"""),

D("tf-09", "minutes", "LCF Governing Board minutes, 2023-05-17", """
Date: 2023-05-17
Present: Oona Castellanos (executive director), board representatives of eleven member organisations, Tessellate observer Petra Lindqvist
Minutes: recorded by foundation staff
1. Graduation of Tessellate
The board reviewed the graduation checklist. The project now has a published security process, maintainers from five organisations and a public adoption list with 34 entries. The motion to graduate Tessellate from incubation passed with ten votes in favour and one abstention.
2. Trademark matter
Staff reported that the downstream fork previously published as tessellate-ng has been renamed after staff contacted its maintainers. No further action is required. The board noted that forks are welcome provided they do not use the project's marks.
3. Member changes
Corvid Systems informed the board of a pending acquisition. Its platinum membership continues unchanged; the board will be notified if the member's legal name changes.
4. Budget
The events budget for WorkloadConf 2024 was approved. Travel grants for maintainers were increased by 20 percent.
Action items:
- Staff to update the project page to "graduated".
- Staff to contact Corvid Systems legal once the transaction closes.
- Executive director to circulate the draft 2024 budget before the next meeting.
"""),

D("tf-10", "minutes", "Tessellate Technical Steering Committee meeting notes, 2024-01-18", """
Tessellate Technical Steering Committee (TSC) meeting notes
Date: 2024-01-18
Chair: Tomasz Wierzba
Attendees: five of seven TSC members, one LCF staff liaison, four observers
Quorum: yes
1. 2.4.0 release readiness
The release manager reported that all blockers are closed except one flaky LSR integration test. The committee agreed to ship on 12 February if the test passes for seven consecutive nights. The chair asked that release notes describe the new replication layer in plain language.
2. Lease replication proposal
The proposal was marked Implemented. Its authors thanked the reviewers; no objections were raised.
3. tess-s3-legacy
The committee agreed that the legacy S3 plugin will be deprecated in 2.4.0 and dropped from the default bundle in a later minor release. A formal retirement proposal will be filed as TEP-27.
4. Experimental queueing policy
The WFQ work stays behind a flag for 2.4.0. Members asked for benchmark numbers before any change to defaults.
5. Foundation matters
The LCF liaison reminded the committee that annual project reports are due in March and that travel grants are available for WorkloadConf 2024.
Decisions:
- 2.4.0 target date confirmed.
- TEP-27 to be opened by the storage maintainers.
Next meeting: 2024-02-15.
"""),

D("tf-11", "changelog", "CHANGELOG: Tessellate 2.4 series", """
# Changelog
## 2.4.1 (2024-03-05)
Security
- Lease tokens are no longer returned by the debug lease endpoint; see TSA-2024-0003. Operators who cannot upgrade immediately should set debug.endpoints = false.
Fixed
- sched-d no longer grows its heap without bound when an LSR snapshot upload keeps failing; failed snapshots are now discarded after three attempts (#2304).
- tessctl lease inspect printed epochs in hexadecimal on some terminals (#2311).
- Worker heartbeats were logged at info level twice per interval (#2309).
## 2.4.0 (2024-02-12)
Added
- Lease state is now replicated between sched-d peers by the LSR, as specified in TEP-14. Clusters of three or five daemons survive the loss of a minority without re-electing every lease.
- Experimental WFQ scheduling policy, disabled by default; enable it with --enable-wfq or scheduler.policy = "wfq".
- tess-s3 1.3.0 is bundled and is the default storage plugin for new clusters.
Changed
- The minimum supported toolchain for building plugins was raised.
- tessctl drain waits for running jobs by default.
Deprecated
- tess-s3-legacy is deprecated and will be dropped from the default bundle in a future minor release.
Removed
- The undocumented --unsafe-skip-fencing flag.
- tessctl run, deprecated since the 2.3 series; use tessctl submit.
"""),

D("tf-12", "changelog", "CHANGELOG: Tessellate 2.3 series", """
# Changelog
## 2.3.2 (2023-10-10)
Fixed
- sched-d could hand the same lease to two agents after a clock jump longer than lease_ttl (#2102). This incident later motivated TEP-14.
- tess-s3-legacy retried non-idempotent requests (#2087).
- Corrected the example in the tessctl submit help text.
## 2.3.1 (2023-08-01)
Fixed
- Debug endpoints were switched on by default in the bundled deployment chart; they are now off.
- Plugin loader error messages now include the plugin's ABI version.
- tess-agent could report a finished job twice after a network partition.
## 2.3.0 (2023-06-27)
Added
- DLQ support: jobs that exhaust their retries are parked instead of being dropped (see dlq.max_attempts).
- /debug/leases endpoint on the admin listener for inspecting lease ownership.
- tess-pg state store promoted to stable.
Changed
- The default lease_ttl was raised to reduce spurious fencing on busy networks.
- Job definitions now accept a tenant field.
Deprecated
- tessctl run, in favour of tessctl submit.
Known issues
- Clusters with more than one daemon still rely on a single lease owner; failover waits for leases to expire.
"""),

D("tf-13", "changelog", "CHANGELOG: Tessellate 2.5.0", """
# Changelog
## 2.5.0 (2024-08-20)
Removed
- tess-s3-legacy is no longer shipped in the default plugin bundle, completing the retirement the TSC agreed in January. Clusters that still need it must install it explicitly with tessctl plugin install; it receives no fixes of any kind, including for known security issues.
Added
- WFQ graduates from experimental to beta. The --enable-wfq flag still works but is deprecated in favour of scheduler.policy.
- tessctl lease history shows the last twenty ownership changes for a job.
- tess-pg gains connection pooling.
Changed
- LSR snapshots are compressed by default, which cuts snapshot size by roughly 70 percent on typical lease tables.
- The DLQ now records the final error message of each parked job.
Fixed
- sched-d rejected valid cron expressions that used both day-of-month and day-of-week (#2398).
- tess-agent leaked file descriptors on jobs that wrote more than 4 GiB of logs (#2421).
- WFQ tenants with a weight of zero are rejected at configuration time (#2415).
Upgrade notes
- If your configuration names tess-s3-legacy as storage.plugin, sched-d will refuse to start until the plugin is installed or the configuration is migrated to tess-s3.
- The TSC recommends upgrading agents before daemons, as for every minor release.
"""),

D("tf-14", "rfc", "TEP-14: Replicated lease state", """
TEP-14: Replicated lease state
Status: Implemented
Authors: @twierz, @petral
Shepherd: @luzbe
Created: 2023-07-04
Discussion: tessellate-dev mailing list, thread "replicated leases"
1. Summary
This proposal introduces a lease state replicator (LSR) inside sched-d. The LSR keeps a replicated log of lease grants, renewals and revocations so that any daemon in a cluster can take over lease decisions without waiting for leases to expire.
2. Motivation
Today a single daemon owns all leases. When it fails, workers keep running but cannot renew, and every lease must time out before a standby daemon can reassign work. Incident #2102 showed that a clock jump can also lead to the same lease being granted twice.
3. Design
3.1 Each lease carries a monotonically increasing epoch. Workers must present the epoch with every heartbeat.
3.2 Grants and revocations are appended to a log replicated across a configurable peer set; an entry is committed once a majority has stored it.
3.3 Snapshots of the lease table are taken periodically and uploaded through the configured storage plugin.
3.4 A worker presenting an older epoch is fenced and must stop the job.
4. Alternatives considered
An external consensus store was rejected because many users run Tessellate without one and did not want a new dependency to operate.
5. Compatibility
Agents older than the release that ships this proposal cannot present epochs and will be fenced after upgrade. Operators must upgrade agents first.
6. Open questions
None remaining.
"""),

D("tf-15", "rfc", "TEP-21: Weighted tenant queues", """
TEP-21: Weighted tenant queues
Status: Draft
Author: @kenji-a
Shepherd: @twierz
Created: 2023-11-02
1. Summary
Introduce a WFQ policy in sched-d so that tenants sharing a cluster receive worker slots in proportion to configured weights instead of strict submission order.
2. Motivation
With the default FIFO policy a single tenant that submits ten thousand jobs can starve everyone else for hours. Users work around this with separate clusters, which wastes capacity.
3. Proposal
3.1 Each job belongs to a tenant; tenants have an integer weight (default 100).
3.2 The dispatcher tracks a virtual finish time per tenant and always serves the tenant with the smallest one.
3.3 The policy is enabled with scheduler.policy = "wfq". During the experimental phase a command-line switch is also provided.
4. Evaluation
An early implementation shipped behind a flag and was measured in the 2.4.0 benchmark report. Throughput stayed within five percent of FIFO at 64 workers, while tail latency for small tenants improved sharply.
5. Unresolved questions
5.1 How should weights interact with job priorities?
5.2 Should a tenant's unused share be lent to others or reserved?
5.3 Issue #2415 reports starvation when one tenant has a weight of zero; zero may need to be rejected.
6. Status notes
The proposal stays in Draft until the unresolved questions are answered, even though the implementation has since been promoted to beta.
"""),
]
