"""Questions. Each entry: (question, answer, [(doc_id, [link terms]), ...]).

The link terms for a gold document are strings that must all occur in that
document (they carry the hop's fact) and that must NOT all occur together in
any other document (so the hop's fact is stated in exactly one place).
"""

Q = []


def q(question, answer, chain):
    Q.append((question, answer, chain))


# ---------------------------------------------------------------- 1 hop
q("exporter v3 retention default",
  "`stx.buffer.retention`, default 6h (undelivered events are kept 6 hours before going to the dead-letter stream).",
  [("dd-20", ["stx.buffer.retention", "6h"])])

q("Who decided that compaction should get its own service instead of living in the scheduler, and which older ADR did that overturn?",
  "Halvard Øye and Teodor Lindqvist-Amaru (ADR-007); it superseded ADR-003, the single scheduler for placement and compaction.",
  [("dd-37", ["Halvard Øye", "ADR-003"])])

q("which release deprecated IG?",
  "Ferrowind 2.8 (released 2023-05-16).",
  [("dd-31", ["IG is deprecated"])])

q("ledger.disk.high_watermark_pct default? what happens when a node crosses it",
  "85 percent; the LS node stops accepting writes and turns read-only until usage falls below the low watermark (75%).",
  [("dd-10", ["ledger.disk.high_watermark_pct", "85", "read-only"])])

q("does developer tooling have a pager rotation, and who leads that team?",
  "No pager rotation - support is business hours (09:00-17:30 CET, Mon-Fri) in #fw-devtools; the lead is Ines Maalouf.",
  [("dd-54", ["no pager rotation", "Ines Maalouf"])])

q("What status code does /v2/query return when the result is bigger than the row cap?",
  "422 - narrow the time range or set `limit`.",
  [("dd-58", ["422", "row cap"])])

q("In the slow query runbook, below what cache hit ratio should I suspect the cache first?",
  "Below 0.40 (40%) on `fw_qc_hit_ratio`.",
  [("dd-27", ["0.40", "fw_qc_hit_ratio"])])

q("fwctl default per-request timeout",
  "30s (`--timeout`).",
  [("dd-21", ["--timeout", "30s"])])

q("how do I create a tenant with its own write quota from the command line?",
  "`fwctl tenant create --tenant <name> --tqu-limit <n>` (e.g. `--tqu-limit 2000`); leaving out `--tqu-limit` uses the cluster default.",
  [("dd-26", ["--tqu-limit"])])

q("Which ports need to be reachable from clients outside the cluster?",
  "Only 7400 (Gatekey); the other ports are node-to-node, and 9464 only for Prometheus.",
  [("dd-61", ["Only 7400"])])

# ---------------------------------------------------------------- 2 hops
q("We used spool.flush_interval on the old exporter. What's the equivalent on the v3 exporter and what is it by default?",
  "`stx.batch.max_wait`, default 2s.",
  [("dd-24", ["spool.flush_interval", "stx.batch.max_wait"]),
   ("dd-20", ["stx.batch.max_wait", "2s"])])

q("scheduler.lease_ttl default + owning team",
  "30s; the key belongs to SHS, which is owned by Pipeline Core.",
  [("dd-05", ["scheduler.lease_ttl", "30s"]),
   ("dd-47", ["SHS", "Pipeline Core"])])

q("What is the shipped default of the setting that was mis-set during the March 2024 ingest incident in prod-eu-1?",
  "`router.queue.high_watermark` defaults to 80000 events (it had been set to 800).",
  [("dd-42", ["router.queue.high_watermark", "2024-03-12"]),
   ("dd-02", ["router.queue.high_watermark", "80000"])])

q("june 2024 premature deletion incident - how many days of data did the affected tenants effectively get?",
  "30 days: with the overrides file missing, RK applied the cluster default `retention.default_days`, which is 30.",
  [("dd-43", ["cluster-wide default retention"]),
   ("dd-08", ["retention.default_days", "30"])])

q("default value of the STX setting the operator bumped right before the september 2024 webhook export delays",
  "`stx.batch.max_events`, default 5000 (it had been raised to 50000).",
  [("dd-44", ["raises `stx.batch.max_events` to `50000`"]),
   ("dd-20", ["`stx.batch.max_events` | `5000`"])])

q("In which release did the default change for the setting behind the November 2024 QB out-of-memory incident?",
  "3.3 - `broker.max_concurrency` default was lowered from 64 to 32; prod-eu-2 still pinned the old 64.",
  [("dd-45", ["broker.max_concurrency: 64"]),
   ("dd-35", ["broker.max_concurrency", "64 to 32"])])

q("jan 2025 cert expiry outage: what should the offending setting normally be?",
  "`gatekey.rotation_lead` defaults to 24h (it had been set to 0h).",
  [("dd-46", ["gatekey.rotation_lead: 0h"]),
   ("dd-17", ["gatekey.rotation_lead", "24h"])])

q("What's the pager alias of the team that took the alerting follow-up from the January 2025 certificate outage?",
  "Reliability Engineering owns the certificate-expiry alert follow-up; their pager alias is `fw-sre-oncall`.",
  [("dd-46", ["Alert when any certificate", "Reliability Engineering"]),
   ("dd-55", ["Reliability Engineering", "fw-sre-oncall"])])

q("The ADR that made mTLS mandatory replaced an older way of authenticating. What was that older approach, and in which release was it finally removed?",
  "ADR-018 superseded ADR-009, shared bearer tokens for service authentication; bearer-token authentication was removed in 3.3.",
  [("dd-40", ["ADR-009", "bearer tokens"]),
   ("dd-35", ["Bearer-token authentication has been removed"])])

q("Per the retention ADR, why isn't expired data deleted straight away, and how long is the delay by default?",
  "ADR-004: deletion is two-phase (mark, then delete after a grace period) so a mistaken retention change or broken overrides file can be undone; the grace period `retention.grace_hours` defaults to 12 hours (plus up to one 15-minute sweep).",
  [("dd-41", ["grace period", "undone"]),
   ("dd-08", ["retention.grace_hours", "12"])])

q("Which team owns the Query Cache?",
  "Query Experience (QC, tier-2).",
  [("dd-62", ["Query Cache (QC)"]),
   ("dd-47", ["QC", "Query Experience"])])

q("scheduler.compaction_window stopped having any effect after the upgrade - what do I set now, and what's its default?",
  "It was removed in 3.2; set `maintenance.window` (read by CPS), default 02:00-05:00 UTC.",
  [("dd-34", ["scheduler.compaction_window", "maintenance.window"]),
   ("dd-06", ["maintenance.window", "02:00-05:00"])])

q("what components does Marek Oyelaran's team own",
  "Marek Oyelaran leads Query Experience, which owns QB, QC and MC.",
  [("dd-51", ["Marek Oyelaran", "Query Experience"]),
   ("dd-47", ["Query Experience", "MC"])])

q("Who do I page for the team that got the export-lag alerting follow-up in the September 2024 postmortem?",
  "Signals - pager alias `fw-signals-oncall`.",
  [("dd-44", ["Export-lag alert", "Signals"]),
   ("dd-53", ["Signals", "fw-signals-oncall"])])

q("fwctl --tenant-id: when did it go away and what do I use instead?",
  "Removed in 3.4 (scripts fail with `unknown flag`); it was deprecated in 3.2 in favour of `--tenant`, which takes the same values.",
  [("dd-36", ["The deprecated fwctl flag `--tenant-id` has been removed"]),
   ("dd-34", ["--tenant-id", "Use `--tenant`"])])

q("Which metric counts rejected events on the service that took over IG's write traffic?",
  "IR took over; it counts rejected events in `fw_ir_shed_total{tenant,reason}`.",
  [("dd-03", ["IG", "writes are handled by IR"]),
   ("dd-01", ["fw_ir_shed_total"])])

q("POST /v3/exports/subscriptions keeps returning 503 - which team owns the service behind it?",
  "The endpoint is served by STX, owned by Egress.",
  [("dd-60", ["/v3/exports/subscriptions", "Served by STX"]),
   ("dd-47", ["STX", "Egress"])])

q("How much can a tenant write per second by default, in tenant quota units and in bytes?",
  "1000 TQU per second (`router.tenant_tqu_limit`); one TQU is 1 KiB, so about 1000 KiB (~1 MiB) of accepted payload per second.",
  [("dd-62", ["Tenant Quota Unit (TQU)", "1 KiB"]),
   ("dd-02", ["router.tenant_tqu_limit", "1000"])])

# ---------------------------------------------------------------- 3 hops
q("when does the on-call hand over for the team behind retention.grace_hours?",
  "The key belongs to RK, owned by Storage Foundations, whose weekly rotation hands over on Monday at 09:00 UTC.",
  [("dd-08", ["retention.grace_hours", "RK"]),
   ("dd-47", ["RK", "Storage Foundations"]),
   ("dd-49", ["Storage Foundations", "Monday at 09:00 UTC"])])

q("POST /v1/ingest keeps answering 429 - which slack channel do I ask in?",
  "POST /v1/ingest is served by IR, owned by Pipeline Core; ask in #fw-pipeline-core.",
  [("dd-57", ["/v1/ingest", "Served by IR"]),
   ("dd-47", ["IR", "Pipeline Core"]),
   ("dd-48", ["Pipeline Core", "#fw-pipeline-core"])])

q("Who leads the team that owns the component that pushed the bad overlay in the March 2024 ingest incident?",
  "CD pushed the overlay; CD is owned by Reliability Engineering, led by Tomasz Ekwueme.",
  [("dd-42", ["CD pushes overlay change"]),
   ("dd-47", ["CD", "Reliability Engineering"]),
   ("dd-55", ["Reliability Engineering", "Tomasz Ekwueme"])])

q("evaluator.notify_timeout - who leads the team that owns it?",
  "The key belongs to AE, owned by Signals, led by Ravindra Kovač.",
  [("dd-16", ["evaluator.notify_timeout", "AE"]),
   ("dd-47", ["AE", "Signals"]),
   ("dd-53", ["Signals", "Ravindra Kovač"])])

q("Shard moves are stuck and the SHS leader logs ErrTenantUnknown. How does the on-call rotation work for the team I'm supposed to escalate to?",
  "The runbook sends you to MC's owners, Query Experience: follow-the-sun between Lisbon (07:00-19:00 UTC) and Singapore (19:00-07:00 UTC) in 12-hour shifts, each site rotating weekly.",
  [("dd-30", ["ErrTenantUnknown", "escalate to MC's owning team"]),
   ("dd-47", ["MC", "Query Experience"]),
   ("dd-51", ["Query Experience", "Follow-the-sun"])])

q("LS disks filling up and merges piling up - where do I file a ticket for the team the runbook tells me to escalate to?",
  "The LS disk runbook escalates to the owners of CPS, i.e. Storage Foundations; their ticket queue is STOR.",
  [("dd-25", ["fw_cps_pending_merges", "escalate to the team that owns CPS"]),
   ("dd-47", ["CPS", "Storage Foundations"]),
   ("dd-49", ["Storage Foundations", "STOR"])])

q("who leads the team responsible for /v1/tenants?",
  "/v1/tenants is handled by MC, owned by Query Experience, led by Marek Oyelaran.",
  [("dd-59", ["/v1/tenants", "Handled by MC"]),
   ("dd-47", ["MC", "Query Experience"]),
   ("dd-51", ["Query Experience", "Marek Oyelaran"])])

q("pager alias for the component covered by the ADR that retired query-text hash keys",
  "ADR-014 (superseding ADR-012) is about QC; QC is owned by Query Experience, pager `fw-query-oncall`.",
  [("dd-39", ["ADR-012", "query-text hash", "QC"]),
   ("dd-47", ["QC", "Query Experience"]),
   ("dd-51", ["Query Experience", "fw-query-oncall"])])

q("STX is down at 3am and customers' exports have stopped. Who do I page?",
  "This is a SEV1 on a tier-1 component owned by Egress: page `fw-egress-oncall` and also the incident commander rotation `fw-ic`.",
  [("dd-47", ["STX", "Egress", "tier-1"]),
   ("dd-50", ["Egress", "fw-egress-oncall"]),
   ("dd-56", ["SEV1", "fw-ic", "tier-1"])])

q("The release that changed the default behind the Nov 2024 QB OOM also made a security change mandatory. Who decided on that change?",
  "The release is 3.3 (`broker.max_concurrency` 64 to 32), which made mTLS through Gatekey mandatory per ADR-018, decided by Sunniva Achterberg.",
  [("dd-45", ["broker.max_concurrency: 64", "month-end"]),
   ("dd-35", ["broker.max_concurrency", "ADR-018"]),
   ("dd-40", ["ADR-018", "Sunniva Achterberg"])])

q("spool.flush_interval is gone after our migration - which key took over, and who leads the team that owns it?",
  "`spool.flush_interval` maps to `stx.batch.max_wait` on STX; STX is owned by Egress, led by Priyamvada Holt.",
  [("dd-24", ["spool.flush_interval", "stx.batch.max_wait"]),
   ("dd-47", ["STX", "Egress"]),
   ("dd-50", ["Egress", "Priyamvada Holt"])])

q("AE misbehaving on a saturday night, SEV2. page someone or file a ticket? where?",
  "AE is tier-2 (owner Signals), and SEV2 on tier-2 means no page: file a ticket in the Signals queue, SIG; it is triaged on the next working day.",
  [("dd-47", ["AE", "Signals", "tier-2"]),
   ("dd-56", ["SEV2", "ticket in the owning team's queue, no page"]),
   ("dd-53", ["Signals", "SIG"])])

q("Something is listening on 7460 on the control-plane hosts. When does its owning team's on-call hand off?",
  "7460 is the SHS listener; SHS is owned by Pipeline Core, whose weekly rotation hands off on Tuesday at 10:00 UTC.",
  [("dd-05", ["7460", "scheduler.listen"]),
   ("dd-47", ["SHS", "Pipeline Core"]),
   ("dd-48", ["Pipeline Core", "Tuesday at 10:00 UTC"])])

q("Which team owns the component that was deprecated in the same release that introduced the Query Cache?",
  "QC arrived in 3.1, which deprecated SPX (the v2 exporter); SPX is owned by Egress.",
  [("dd-62", ["Query Cache (QC)"]),
   ("dd-33", ["QC", "SPX (the v2 exporter) is deprecated"]),
   ("dd-47", ["SPX", "Egress"])])

# ---------------------------------------------------------------- 4 hops
q("Who leads the team that owns the successor of the Intake Gateway?",
  "The Intake Gateway is IG; its write traffic moved to IR, which is owned by Pipeline Core, led by Odalys Brennecke.",
  [("dd-62", ["Intake Gateway (IG)"]),
   ("dd-03", ["IG", "writes are handled by IR"]),
   ("dd-47", ["IR", "Pipeline Core"]),
   ("dd-48", ["Pipeline Core", "Odalys Brennecke"])])

q("scheduler.compaction_window got removed - who leads the team that owns the component its replacement key belongs to?",
  "The replacement is `maintenance.window`, read by CPS; CPS is owned by Storage Foundations, led by Teodor Lindqvist-Amaru.",
  [("dd-34", ["scheduler.compaction_window", "maintenance.window"]),
   ("dd-06", ["maintenance.window", "CPS"]),
   ("dd-47", ["CPS", "Storage Foundations"]),
   ("dd-49", ["Storage Foundations", "Teodor Lindqvist-Amaru"])])

q("Ledger Store outage at 3am, customers can't write anything. who do I page?",
  "LS is tier-1 and owned by Storage Foundations; a customer-facing outage is SEV1, so page `fw-storage-oncall` and also `fw-ic`.",
  [("dd-62", ["Ledger Store (LS)"]),
   ("dd-47", ["LS", "Storage Foundations", "tier-1"]),
   ("dd-49", ["Storage Foundations", "fw-storage-oncall"]),
   ("dd-56", ["SEV1", "fw-ic", "tier-1"])])

q("query cache serving stale results overnight, we'd call it SEV2 - page or ticket, and which queue?",
  "QC is tier-2 (owned by Query Experience); SEV2 on tier-2 means no page, file a ticket in the QX-triage queue.",
  [("dd-62", ["Query Cache (QC)"]),
   ("dd-47", ["QC", "Query Experience", "tier-2"]),
   ("dd-56", ["SEV2", "ticket in the owning team's queue, no page"]),
   ("dd-51", ["Query Experience", "QX-triage"])])

q("POST /v1/tenants returns 503 saying the registry state cannot be persisted. Which Slack channel belongs to the team that owns the storage that state is written to?",
  "/v1/tenants is handled by MC, which persists its state as snapshots written into LS; LS is owned by Storage Foundations, whose channel is #fw-storage.",
  [("dd-59", ["/v1/tenants", "Handled by MC"]),
   ("dd-14", ["snapshot into LS"]),
   ("dd-47", ["LS", "Storage Foundations"]),
   ("dd-49", ["Storage Foundations", "#fw-storage"])])

q("A tenant is being throttled for going over its tenant quota units. Which team's pager covers the component doing the throttling?",
  "TQU budgets are enforced by IR (`router.tenant_tqu_limit`); IR is owned by Pipeline Core, pager `fw-pipeline-oncall`.",
  [("dd-62", ["Tenant Quota Unit (TQU)"]),
   ("dd-02", ["TQU", "enforced by IR"]),
   ("dd-47", ["IR", "Pipeline Core"]),
   ("dd-48", ["Pipeline Core", "fw-pipeline-oncall"])])

q("What other new component shipped in the same release as the exporter designed in ADR-011, and who leads the team that owns it?",
  "ADR-011 designed STX, which shipped in 3.1 together with QC; QC is owned by Query Experience, led by Marek Oyelaran.",
  [("dd-38", ["ADR-011", "STX"]),
   ("dd-33", ["Ferrowind 3.1", "STX", "QC"]),
   ("dd-47", ["QC", "Query Experience"]),
   ("dd-51", ["Query Experience", "Marek Oyelaran"])])

q("We're on 2.8 and our agents still write through IG. What do the agents have to move to before the first upgrade step, and which team owns it?",
  "From 2.8 the next step is always 3.0, and 3.0 removed IG; agents must first move to IR, which is owned by Pipeline Core.",
  [("dd-29", ["from 2.8 the next step is always 3.0"]),
   ("dd-32", ["IG has been removed"]),
   ("dd-03", ["IG", "writes are handled by IR"]),
   ("dd-47", ["IR", "Pipeline Core"])])
