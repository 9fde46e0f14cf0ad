"""Documents tf-31 .. tf-45 of the Tessellate corpus (all text invented)."""

from docs_part1 import D


DOCS = [
D("tf-31", "blog", "How Halyard Data runs 40,000 jobs an hour on Tessellate", """
Posted on the Halyard Data engineering blog
Three years ago our nightly archive pipelines ran on a patchwork of cron hosts and a commercial scheduler whose licence cost more than the servers it ran on. Today they run on Tessellate, and at peak we push just over 40,000 jobs an hour through a five-daemon cluster. This post describes what made that possible.
Storage was the first bottleneck. Our pipelines write a lot of logs, and the old plugin uploaded them one chunk at a time. We rewrote the storage layer as tess-s3, with parallel multipart uploads, and contributed it upstream. Upload time for large logs dropped by roughly two thirds.
Leases were the second. Before the replicated lease work landed, losing the primary daemon meant waiting for every lease to expire. With the LSR in the 2.4 series, a daemon failure now costs us a few seconds of scheduling rather than minutes.
The third was fairness between teams. We are testing the experimental WFQ policy on one cluster so that a single backfill cannot starve everyone else, and we have shared our numbers on the proposal thread.
What we would do differently: pin plugin versions explicitly from day one, and never enable debug endpoints outside a private network.
We are hiring storage and scheduling engineers. If you want to work on Tessellate upstream as part of your job, get in touch.
"""),

D("tf-32", "blog", "Why Meridel Compute is doubling down on Tessellate", """
Meridel Compute blog, 2024-04-09
When our company changed hands last year, many people in the community asked a fair question: would the new owners keep paying for an open-source scheduler they did not start? This post is our answer.
Meridel Compute now funds six full-time engineers on Tessellate, up from four before the acquisition. Two of them work on the daemon core, one on release engineering, one on documentation and two on our commercial distribution, Meridel Batch, which tracks upstream within two weeks of each release.
We are not planning a fork. Everything we build for Meridel Batch that is not customer-specific goes upstream first. We will keep our platinum membership in the LCF, and our engineers hold their maintainer roles as individuals, not as company seats.
We also heard concerns about the trademark. It belongs to the foundation, not to us, and that is how we want it to stay.
Next steps: we are co-sponsoring the next round of security audits for sched-d and the official plugins, and we are hosting a contributor summit at our Port Alder office in October. Travel support is available for contributors who are not employed by a member company.
If you have questions about our plans, ask them on the project mailing list rather than in private, so that everyone sees the answers.
"""),

D("tf-33", "talk", "WorkloadConf 2024 talk: Leases without tears", """
Event: WorkloadConf 2024
Track: Scheduling and orchestration
Speaker: Petra Lindqvist
Format: 35-minute talk
Title: Leases without tears: replicating scheduler state in Tessellate
Abstract
Every job scheduler eventually has to answer one question: who is allowed to run this job right now? For its first five years Tessellate answered it with a single daemon and a timer. That design was simple, and it failed in ways that were hard to debug: standby daemons that sat idle while leases slowly expired and, in one memorable incident, the same job granted to two workers after a clock jump.
This talk walks through TEP-14, the proposal that replaced the single owner with a replicated log of lease epochs. I will cover why we wrote our own small replication layer instead of depending on an external store, how fencing with epochs keeps stale workers from writing results, what broke during the rollout, and what we would change with hindsight.
Attendees will leave with a mental model for lease epochs that applies to any scheduler, and with a checklist for upgrading agents before daemons.
Level: intermediate. Familiarity with heartbeats and timeouts is assumed; no knowledge of consensus algorithms is required.
"""),

D("tf-34", "talk", "ObjectStore Summit 2023 talk: Leaving the legacy plugin behind", """
Event: ObjectStore Summit 2023, Merrow
Speaker: Anton Lindqvist
Format: 25-minute talk
Title: Leaving tess-s3-legacy behind without losing a single log
Abstract
Storage plugins are the least glamorous part of a job scheduler and the part most likely to lose your data. When tess-s3-legacy was written, jobs produced a few megabytes of logs; today some produce hundreds of gigabytes, and sequential chunked uploads no longer keep up.
This talk tells the story of replacing the legacy plugin in production clusters that could not stop for a migration. I will show how we mapped old options to new ones, kept both key layouts readable during the transition, and measured upload throughput before and after. I will also explain why we started from scratch rather than patch the old code, including a path traversal problem that could not be fixed without breaking every existing key.
The talk includes a live demonstration of a rolling switch on a five-node cluster and a short list of mistakes to avoid, such as copying the old chunk setting across without thinking about parallelism.
Level: beginner to intermediate.
"""),

D("tf-35", "faq", "Tessellate FAQ", """
Q: Is Tessellate a workflow engine?
A: No. The project schedules and supervises individual jobs and cron-style recurring jobs. Dependencies between jobs can be expressed with simple after-conditions, but there is no graph editor and no plan to add one.
Q: How many daemons should I run?
A: One is fine for development. For production run three or five; an even number does not add fault tolerance.
Q: Why do my 1.x plugins fail to load after upgrading?
A: Since 2.0.0 the daemon only loads plugins that speak the out-of-process protocol described in TEP-9. Plugins compiled for 1.x use the old in-process interface and are skipped with the log line "plugin ABI 1 not supported". Install a current build of each plugin or rebuild your own against the SDK.
Q: Which storage plugin should I use?
A: tess-s3 for any S3-compatible store, or the local filesystem plugin for single-node testing. The legacy S3 plugin is deprecated.
Q: Does Tessellate support Windows workers?
A: The agent builds on Windows but is not tested in CI and is not officially supported.
Q: Is there a hosted version?
A: Several companies sell hosted or supported distributions. The project does not endorse any of them.
Q: Can I mix Tessellate daemons with Gridline workers?
A: No. The two code bases share history but their wire protocols have diverged, and mixed clusters are not supported.
Q: How do I report a vulnerability?
A: Follow SECURITY.md. Please do not open a public issue.
"""),

D("tf-36", "troubleshooting", "Troubleshooting sched-d and lease errors", """
This page lists common errors from the daemon and the agents, what they mean and what to try first.
E_LEASE_FENCED (agent log: "lease fenced, stopping job")
The agent presented a stale lease epoch: another agent now holds a newer lease for the same job, usually because this agent missed heartbeats for longer than lease_ttl. The agent stops the job on purpose so that two copies cannot write results. Check network latency between the agent and the daemons and make sure heartbeat_interval is well below lease_ttl. Agents older than the daemon may also be fenced right after an upgrade; upgrade agents first.
lsr: quorum lost (daemon log)
The daemon cannot reach a majority of its LSR peers and has stopped granting new leases. Running jobs continue. If the peers are healthy but slow, for example across availability zones, raise lsr.peer_timeout. If they are down, restore them; do not remove peers from the list while the cluster is degraded.
plugin ABI 1 not supported
A plugin built for 1.x was found. See the FAQ.
E_RATE_LIMITED on submit
The client exceeded the per-tenant submission rate. Back off and retry; tessctl does this automatically.
snapshot upload failed: access denied
The storage plugin could not write a lease snapshot. Check the bucket policy. Versions before 2.4.1 could run out of memory if this persisted.
storage.plugin "tess-s3-legacy" not found
The legacy plugin is no longer bundled. Install it explicitly or migrate to tess-s3.
"""),

D("tf-37", "plugin-catalogue", "Tessellate plugin catalogue", """
This table lists plugins published under the project's organisation. Community plugins are listed on the wiki. All plugins below use ABI v2.
| Plugin | Kind | Maintainer | Status | Minimum Tessellate |
|---|---|---|---|---|
| tess-s3 | storage | @antonlq | stable | 2.3.0 |
| tess-s3-legacy | storage | none | deprecated, unmaintained | 2.0.0 |
| tess-fs | storage | @petral | stable, testing only | 2.0.0 |
| tess-pg | state store | @fennadw | stable | 2.3.0 |
| tess-vault | secrets | @daze | stable | 2.1.0 |
| tess-prom | metrics | @kenji-a | stable | 2.2.0 |
| tess-notify-chat | notify | @luzbe | beta | 2.2.0 |
| tess-notify-mail | notify | none | looking for a maintainer | 2.0.0 |
| tess-k8s-runner | executor | @twierz | experimental | 2.4.0 |
Statuses
- stable: covered by CI on every release and by the security process.
- beta: the configuration may change in a minor release.
- experimental: may be removed without notice.
- deprecated: no fixes of any kind, including security fixes.
Do not confuse tess-s3 with the deprecated tess-s3-legacy: the two share only the storage kind and have different option sets. Plugins whose status is "looking for a maintainer" are deprecated after two minor releases without one.
"""),

D("tf-38", "benchmark", "Tessellate 2.4.0 benchmark report", """
Tessellate 2.4.0 benchmark report
Purpose: measure scheduling throughput and tail latency of 2.4.0 against 2.3.2, and evaluate the experimental policy from TEP-21 before any change to defaults.
Hardware: the Heron-3 test cluster, lent to the project by Brightwater Labs: 40 nodes with 32 cores each, 25 GbE networking, three daemons on dedicated nodes.
Workload: 200,000 synthetic jobs of 2 to 30 seconds each, submitted by 12 tenants with a skewed distribution in which one tenant submits 60 percent of all jobs.
| Version | Policy | Workers | Throughput | p99 dispatch latency, small tenants |
|---|---|---|---|---|
| 2.3.2 | fifo | 16 | 1,240 jobs/s | 14.2 s |
| 2.4.0 | fifo | 16 | 1,310 jobs/s | 13.8 s |
| 2.4.0 | wfq | 16 | 1,262 jobs/s | 0.9 s |
| 2.3.2 | fifo | 64 | 4,730 jobs/s | 41.0 s |
| 2.4.0 | fifo | 64 | 5,020 jobs/s | 39.5 s |
| 2.4.0 | wfq | 64 | 4,812 jobs/s | 1.6 s |
Findings
- The LSR adds no measurable overhead on the dispatch path; 2.4.0 is slightly faster than 2.3.2 because of unrelated allocation fixes.
- WFQ costs about four percent of throughput at 64 workers and cuts tail latency for small tenants by more than an order of magnitude.
- Above 64 workers the dispatch loop is CPU-bound; results for 256 workers will follow once the cluster is free again.
Reproducing: the harness and job generator live in the benchmarks repository. Runs on smaller clusters will show lower absolute numbers.
"""),

D("tf-39", "glossary", "Glossary of Tessellate terms and abbreviations", """
ABI v2: the out-of-process plugin protocol introduced in 2.0.0.
Agent: the tess-agent process on a worker node that runs jobs and sends heartbeats.
DLQ: dead-letter queue. Where jobs are parked after exhausting dlq.max_attempts; they can be inspected and resubmitted with tessctl.
Epoch: a counter attached to each lease that increases every time ownership changes. Used for fencing.
Fencing: stopping a worker that presents an out-of-date epoch so that it cannot write results.
Lease: the right of one agent to run one attempt of a job for a bounded time, renewed by heartbeats.
LSR: the component inside the daemon that replicates lease grants between peers. See TEP-14.
Peer: another daemon in the same cluster, listed in lsr.peers.
Policy: the rule sched-d uses to pick the next job. fifo is the default.
Run: one execution attempt of a job.
Snapshot: a periodic copy of the lease table written through the storage plugin so that new peers can catch up quickly.
Tenant: a named group of users whose jobs share quotas and weights.
TEP: the project's numbered design proposal process.
WFQ: weighted fair queuing. An experimental policy that shares worker slots between tenants in proportion to their weights.
Weight: an integer attached to a tenant under WFQ; a tenant with twice the weight receives twice the slots when the cluster is busy.
"""),

D("tf-40", "mailing-list", "[tessellate-ng-dev] tessellate-ng is now Gridline", """
From: Bartholomew Achterberg
To: tessellate-ng-dev; cc tessellate-dev
Date: 2023-02-14
Subject: tessellate-ng is now Gridline
Hi everyone,
As of today the fork we started last October is called Gridline. The old name was always meant to be temporary, and after a trademark request from the LCF we agreed that a fork should not carry the upstream project's name. There was no dispute: the foundation was polite and gave us a generous timeline, and the rename takes effect in February 2023, well ahead of the deadline we were given.
A quick reminder of where we stand:
- Gridline was forked from Tessellate 2.2.3, the last release before the 2.3 series.
- Development is sponsored by Quillon Cloud, which runs its hosted product on it.
- The license remains Apache-2.0 and the git history is unchanged.
What changes for you:
- Binaries are renamed: gridd replaces the upstream daemon and gridctl replaces the CLI.
- The repository, container images and mailing lists move to the new name; old links redirect for a year.
- Configuration files keep the same format for now.
Upstream compatibility: we will keep importing bug fixes where practical, but we are not tracking the lease replication work and do not promise wire compatibility with future upstream releases.
Thanks to the upstream maintainers, several of whom I worked alongside for years, for being gracious about all of this.
Bartholomew
"""),

D("tf-41", "blog", "Quillon Cloud blog: One year of Gridline", """
Quillon Cloud engineering blog
It has been a year since we forked Tessellate and started Gridline. This is a short and honest look back.
Why we forked: our hosted customers needed jobs to fail over between regions. Upstream wanted to solve leases inside a single cluster first, which was a reasonable choice for the project but did not fit our timeline.
What went well: multi-region failover shipped in Gridline 1.2, eight months after the fork. Quillon Jobs has run entirely on Gridline since the autumn, and our on-call load went down.
What went badly: we underestimated how much we relied on upstream plugins. Porting the storage and secrets plugins cost more time than the failover feature itself. We also lost contributors who did not want to choose sides.
Relationship with upstream: friendly but distant. We still read the upstream changelog every release and cherry-pick fixes, but the daemons no longer talk to each other and we do not plan to make them. We were asked to stop using the word Tessellate in our product names, and we have done so.
What is next: a plugin compatibility layer so that upstream storage plugins can run unmodified, and a public governance document so that Gridline does not remain a single-company project forever.
If you run Gridline in production, we would love to hear from you.
"""),

D("tf-42", "biography", "Adaeze Nwankwo: maintainer profile", """
Adaeze Nwankwo leads security response for Tessellate. She triages every private report, coordinates embargoes with downstream distributors and writes most of the project's advisories.
Before she joined the project, she ran the incident response team at Orrin Telecom for six years, where she handled everything from leaked signing keys to a week-long outage of a national messaging gateway. She left to work on smaller systems where, as she puts it, "one careful person can still read all of the code that matters."
She first contributed to Tessellate in 2022 with a fuzzing harness for the job definition parser that found eleven crashes in its first night. She became a maintainer the following year and designed the project's disclosure process, including the rule that every advisory names the fixed version in its header.
Her best-known change is a hardening of the daemon's debug surface in the 2.4 series, after an external researcher showed that it exposed more than it should. She has also audited the official storage plugins and reported a credential-logging bug in one of them herself.
Adaeze speaks regularly about running security for volunteer-driven projects and mentors new contributors through the LCF mentorship programme.
"""),

D("tf-43", "biography", "Tomasz Wierzba: maintainer profile", """
Tomasz Wierzba chairs the Tessellate TSC and maintains the LSR and the daemon's consensus code. He has been a maintainer since 2020 and was elected chair in 2022.
He earned his doctorate at Dunmore Polytechnic with a thesis on failure detectors for partially synchronous networks, then spent several years building replicated storage for a satellite imaging company. He joined Brightwater Labs in 2019, where he leads a small research group on resilient scheduling. Brightwater Labs lets him spend half of his time on upstream work.
Within the project he is known for long, careful review comments and for insisting on a written failure model before any code is merged. He co-wrote the proposal that replaced the single lease owner with a replicated log and reviewed most of its implementation himself. When a memory problem in the snapshot path surfaced shortly after the 2.4.0 release, he reported it and had a fix merged within a week.
He lives with his family and two greyhounds, and on weekends he builds mechanical keyboards that he refuses to sell.
"""),

D("tf-44", "issue", "Issue #2340: Workers from a downstream fork fail handshake with sched-d 2.4", """
#2340 Workers from a downstream fork fail handshake with sched-d 2.4
Opened by @quietkeel; labels: question, compatibility
@quietkeel: We run a mixed fleet during a vendor migration. Agents built from a downstream fork connect to a 2.4.0 daemon, then disconnect after the first heartbeat with "missing epoch". Upstream agents work fine. Is this expected?
@petral: Yes. Since 2.4.0 every heartbeat must carry the lease epoch. Agents that predate the replication work do not send one and are fenced. Mixed fleets with agents from other code bases were never supported.
@bachter: Speaking for the downstream side: I maintain the fork in question. We branched before the epoch work and have no plans to adopt it, so our agents will never send an epoch. Please do not try to mix them with upstream 2.4 daemons.
@quietkeel: Understood. Is there any compatibility flag?
@twierz: No, and we will not add one. Accepting heartbeats without an epoch would bring back exactly the double-grant bug the change fixed.
@bachter: If you need to run both for a while, keep two separate clusters and move job definitions across; the job file format is still the same on both sides.
@petral: Closing as expected behaviour. I'll add a line to the FAQ.
"""),

D("tf-45", "mailing-list", "[tessellate-announce] Tessellate 2.4.0 released", """
From: Luz Benedetti
To: tessellate-announce
Date: 2024-02-12
Subject: Tessellate 2.4.0 released
Hello everyone,
Tessellate 2.4.0 is out. This is the biggest release since 2.0.0 and the first one in which several daemons share lease ownership instead of one daemon holding everything.
Highlights:
- Replicated lease state. Daemons in a cluster now replicate lease grants, so losing one daemon no longer means waiting for leases to expire.
- An experimental tenant-weighted scheduling policy, off by default.
- tess-s3 1.3.0 is bundled and is the default storage plugin for new clusters.
- tess-s3-legacy is deprecated.
Upgrade carefully: agents must be upgraded before daemons, because agents that do not send lease epochs will be fenced by the new daemons.
Full notes are in the changelog. Packages and container images are signed with the foundation's release key.
Thanks to the 41 people who contributed to this release, and to Brightwater Labs for lending benchmark hardware.
Luz, on behalf of the release team
"""),
]
