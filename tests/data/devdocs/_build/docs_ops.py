"""Postmortems (dd-42 .. dd-46), teams and ownership (dd-47 .. dd-56)."""

DOCS = []


def doc(i, title, text):
    DOCS.append((f"dd-{i:02d}", title, text.strip("\n")))


doc(42, "Postmortem: write rejections in prod-eu-1 (2024-03-12)", r"""
# Postmortem: write rejections in prod-eu-1 (2024-03-12)

**Severity:** SEV1 | **Duration:** 47 minutes | **Status:** closed

## Summary
Between 14:02 and 14:49 UTC, IR replicas in prod-eu-1 rejected about 38% of incoming writes with 429 / `RESOURCE_EXHAUSTED`. Most agents buffered and retried, so the data arrived late rather than being lost; 11 tenants with small agent buffers lost roughly six minutes of events.

## Timeline (UTC)
- 14:02 CD pushes overlay change `prod-eu-1#4418` to all IR replicas after the canary stage passes.
- 14:03 `FwIngestShedding` fires.
- 14:09 The on-call engineer suspects LS because write-latency graphs look noisy; LS p99 turns out to be normal.
- 14:31 The overlay diff is spotted while reviewing recent pushes in #fw-config-changes.
- 14:41 Overlay reverted; CD pushes the previous revision.
- 14:49 Shed rate back to zero.

## Root cause
The overlay set `router.queue.high_watermark: 800` for IR. The author believed the value counted batches and meant to allow 800 batches per replica. With a limit of 800 events, every replica began shedding as soon as normal traffic arrived. The canary stage did not catch it because canary replicas receive very little traffic.

## Follow-ups
| Action | Owner |
|---|---|
| Range and unit checks for known keys in `fwctl config lint` | Developer Tooling |
| Shed-rate alert added to the default alerting rules | Signals |
""")

doc(43, "Postmortem: premature deletion of tenant data (2024-06-04)", r"""
# Postmortem: premature deletion of tenant data (2024-06-04)

**Severity:** SEV1 (data loss) | **Duration:** 30 hours until mitigation | **Status:** closed

## Summary
From 2024-06-04 03:15 UTC until 2024-06-05 09:40 UTC, RK in prod-us-1 ignored every per-tenant retention override. Fourteen tenants with longer contracted retention had older data hidden; for nine of them part of that data was deleted permanently before the problem was fixed.

## Timeline (UTC)
- 06-03 16:20 A restructure of `fw-config` moves per-cluster files under `clusters/<name>/`.
- 06-04 03:15 First sweep after the change logs `overrides file not found, using defaults`.
- 06-04 15:05 Support reports that two customers see empty dashboards for older time ranges. QB is investigated first; it was returning exactly what the index contained.
- 06-05 08:50 The warning in the sweep log is found.
- 06-05 09:10 `retention.tenant_overrides_path` corrected in the overlay.
- 06-05 09:40 `fwctl retention restore` run for all affected tenants; segments still on disk are recovered.

## Root cause
RK's `retention.tenant_overrides_path` still pointed at the old location of the overrides file. RK treats a missing overrides file as an empty one, so it applied the cluster-wide default retention to every tenant. Nothing alerted on the warning log line.

## Follow-ups
| Action | Owner |
|---|---|
| Alert on a sudden drop in stored bytes per tenant | Reliability Engineering |
| `fwctl config lint` checks that files referenced by keys exist in the overlay | Developer Tooling |
""")

doc(44, "Postmortem: delayed exports to webhook sinks (2024-09-17)", r"""
# Postmortem: delayed exports to webhook sinks (2024-09-17)

**Severity:** SEV2 | **Duration:** 4 h 25 min | **Status:** closed

## Summary
Exports to webhook sinks in prod-us-2 fell behind by up to 3 h 10 min. No data was lost: all events were delivered once the cause was removed.

## Timeline (UTC)
- 09:05 An operator raises `stx.batch.max_events` to `50000` in the prod-us-2 overlay, to cut the request rate to a Kafka sink. The change applies to every subscription without its own override.
- 09:20 Three customer webhooks start answering 413.
- 09:40 `fw_stx_sink_lag_seconds` rises for those subscriptions.
- 10:15 Investigation starts at IR because ingest graphs show a dip; the dip is an unrelated IR deploy.
- 12:05 The 413 responses are noticed in STX logs.
- 12:15 The overlay change is reverted.
- 13:30 All subscriptions have caught up.

## Root cause
Batches of 50000 events exceeded the 10 MB body limit of the affected webhooks. STX treated 413 as retryable and backed off exponentially, so every retry failed in the same way while the queues kept growing.

## Follow-ups
| Action | Owner |
|---|---|
| Export-lag alert in the default alerting rules | Signals |
| `fwctl export subscribe` warns when batch settings can exceed a sink's body limit | Developer Tooling |
""")

doc(45, "Postmortem: QB out-of-memory during month-end reporting (2024-11-29)", r"""
# Postmortem: QB out-of-memory during month-end reporting (2024-11-29)

**Severity:** SEV2 | **Duration:** 85 minutes | **Status:** closed

## Summary
From 17:40 to 19:05 UTC, QB replicas in prod-eu-2 were OOM-killed over and over while month-end reports ran. Dashboards failed or timed out; API clients retried. Writes were not affected.

## Timeline (UTC)
- 17:40 First OOM kills of QB replicas.
- 17:52 `FwQueryLatencyHigh` fires.
- 18:05 The on-call engineer notices the QC hit ratio has collapsed and treats the cache as the cause. In fact every restart empties the cache of that replica; the low ratio was a symptom.
- 18:30 A memory profile shows 64 concurrent fan-outs per replica.
- 18:48 Overlay fix pushed.
- 19:05 Replicas stable.

## Root cause
The prod-eu-2 overlay pinned `broker.max_concurrency: 64`. The value had been copied from a cluster template written when 64 was the shipped default, so it silently overrode the newer, lower default. Under month-end load, 64 concurrent fan-outs holding partial results exceeded `broker.memory_limit` and the kernel killed the process.

## Follow-ups
| Action | Owner |
|---|---|
| Audit all overlays for values that pin old defaults | Reliability Engineering |
| `fwctl config lint --warn-pinned-defaults` | Developer Tooling |
""")

doc(46, "Postmortem: expired service certificates in prod-us-1 (2025-01-08)", r"""
# Postmortem: expired service certificates in prod-us-1 (2025-01-08)

**Severity:** SEV1 | **Duration:** 1 h 52 min | **Status:** closed

## Summary
From 06:12 to 08:04 UTC every TLS handshake to Gatekey in prod-us-1 failed because the certificates had expired. Writes and queries were unavailable for the whole cluster.

## Timeline (UTC)
- 01-05 A change meant for staging, which set `gatekey.rotation_lead: 0h` to test expiry handling, is merged into the shared base layer instead of the staging overlay.
- 01-07 The base layer is promoted to production with the weekly release train.
- 01-08 06:12 Certificates expire. IR and QB see only failed handshakes.
- 06:15 `fw-ic` is paged.
- 06:40 The cluster CA is suspected; it is healthy.
- 07:20 Logs show that Gatekey never attempted a renewal.
- 07:35 Manual rotation with `fwctl gatekey rotate`, pod by pod.
- 08:04 Traffic recovered.

## Root cause
Gatekey starts renewing only when a certificate's remaining lifetime falls below `gatekey.rotation_lead`. With a value of `0h` it waited until the certificate had already expired, and an expired certificate cannot be used to request a new one.

## Follow-ups
| Action | Owner |
|---|---|
| `fwctl gatekey status` exits non-zero below a lifetime threshold | Developer Tooling |
| Alert when any certificate has less than 12 h left | Reliability Engineering |
""")

doc(47, "Component ownership", r"""
# Component ownership

This page is the source of truth for who owns what. Tiers drive paging; see the on-call and escalation policy.

| Component | Owning team | Tier | Repository |
|---|---|---|---|
| IR | Pipeline Core | tier-1 | `fw/ir` |
| SHS | Pipeline Core | tier-1 | `fw/shs` |
| CD | Reliability Engineering | tier-2 | `fw/cd` |
| LS | Storage Foundations | tier-1 | `fw/ls` |
| CPS | Storage Foundations | tier-2 | `fw/cps` |
| RK | Storage Foundations | tier-2 | `fw/rk` |
| STX | Egress | tier-1 | `fw/stx` |
| SPX | Egress | tier-3 | `fw/spx` (archived) |
| QB | Query Experience | tier-1 | `fw/qb` |
| QC | Query Experience | tier-2 | `fw/qc` |
| MC | Query Experience | tier-1 | `fw/mc` |
| AE | Signals | tier-2 | `fw/ae` |
| Gatekey | Platform Security | tier-1 | `fw/gatekey` |
| fwctl | Developer Tooling | tier-3 | `fw/fwctl` |

Notes:
- IG is retired and has no owner. Questions about old IG clusters go to the #fw-legacy channel.
- RK moved from Pipeline Core to Storage Foundations in 2024-Q2. Older tickets may still carry the PIPE prefix.
- Gatekey runs as a sidecar inside other teams' pods but is owned on its own; do not page the owner of the pod for certificate problems.
- fwctl commands are owned by Developer Tooling; the server-side APIs they call belong to the owners of the components behind them.
""")

doc(48, "Team: Pipeline Core", r"""
# Team: Pipeline Core

Pipeline Core is a platform team of eleven engineers in Berlin and Toronto. We were the first Ferrowind team and still run the weekly architecture sync.

- **Lead:** Odalys Brennecke
- **Engineering manager:** Jonah Petrakis-Weil
- **Slack:** #fw-pipeline-core for questions, #fw-pipeline-alerts for bot output only
- **Ticket queue:** PIPE
- **Pager alias:** `fw-pipeline-oncall`

## On-call
Weekly rotation of six engineers. Handoff every **Tuesday at 10:00 UTC** in a short call; the outgoing engineer writes a handoff note with open incidents, pending overlay changes and anything that is paused. Secondary on-call is the previous week's primary.

## Working with us
- Design reviews: book the Thursday slot on the team calendar.
- Don't message individual engineers about production problems; use the pager alias or the ticket queue.
- Change freezes are announced in #fw-pipeline-core at least three days in advance.
""")

doc(49, "Team: Storage Foundations", r"""
# Team: Storage Foundations

Storage Foundations is a platform team of nine engineers in Oslo and Montréal.

- **Lead:** Teodor Lindqvist-Amaru (since April 2024; before that Halvard Øye, who moved to the architecture council)
- **Slack:** #fw-storage
- **Ticket queue:** STOR
- **Pager alias:** `fw-storage-oncall`

## On-call
Weekly rotation, primary and secondary. Handoff every **Monday at 09:00 UTC**. The primary carries the pager; the secondary takes over if the primary has not acknowledged within 10 minutes.

The team runs capacity reviews for every production cluster on the first Wednesday of each month. Requests for extra nodes should come as STOR tickets with two weeks of growth data attached.

## Working with us
- We prefer tickets over Slack threads for anything that is not urgent; Slack threads get lost.
- Data-loss incidents always get a written postmortem, whatever their severity.
- Office hours: Thursdays 15:00-16:00 UTC.
""")

doc(50, "Team: Egress", r"""
# Team: Egress

Egress is a product-facing team of five engineers, working closely with customer support.

- **Lead:** Priyamvada Holt
- **Slack:** #fw-egress
- **Ticket queue:** EGR
- **Pager alias:** `fw-egress-oncall`

## On-call
Two-week rotation with four engineers. Handoff on **Wednesday at 16:00 UTC** every second week. The team is small, so the secondary is always the team lead or the engineering manager.

## Working with us
- When you report a delivery problem, include the subscription id and the tenant; we cannot search by customer name.
- Customer-facing sink documentation changes go through the docs review on Mondays.
- Feature requests: open an EGR ticket with the label `request`.
""")

doc(51, "Team: Query Experience", r"""
# Team: Query Experience

Query Experience is a product-facing team split between Lisbon and Singapore.

- **Lead:** Marek Oyelaran
- **Slack:** #fw-query
- **Ticket queue:** QX-triage
- **Pager alias:** `fw-query-oncall`

## On-call
Follow-the-sun with two sites. Lisbon covers 07:00-19:00 UTC and Singapore covers 19:00-07:00 UTC, in 12-hour shifts. Each site rotates weekly. The two sites hand over in the #fw-query-handoff channel at the end of every shift.

## Working with us
- Slow or wrong query results: include the query id (shown in every API response header `X-FW-Query-Id`).
- QX-triage is reviewed every working day at 09:30 Lisbon time.
- For planned load (reporting, backfills) tell us a week ahead in #fw-query.
""")

doc(52, "Team: Platform Security", r"""
# Team: Platform Security

Platform Security is a central team that reviews every change touching authentication or access control.

- **Lead:** Sunniva Achterberg
- **Slack:** #fw-security (public), #fw-security-private (incidents)
- **Ticket queue:** SEC
- **Pager alias:** `fw-seceng-oncall`

## On-call
Weekly rotation; handoff **Thursday at 12:00 UTC**.

Suspected credential leaks page us directly, whatever the component and whatever the severity. Do not paste certificates, keys or tokens into tickets or public channels, not even expired ones.

## Working with us
- Security reviews: open a SEC ticket at least ten working days before the planned release.
- Penetration-test findings are tracked in SEC with the label `pentest`.
- We run a quarterly certificate-hygiene review with every team that operates production clusters.
""")

doc(53, "Team: Signals", r"""
# Team: Signals

Signals is a product-facing team of six engineers in Zagreb and Pune.

- **Lead:** Ravindra Kovač
- **Slack:** #fw-signals
- **Ticket queue:** SIG
- **Pager alias:** `fw-signals-oncall`

## On-call
Weekly rotation; handoff **Friday at 15:00 UTC**. Weekend shifts are split between primary (Saturday) and secondary (Sunday).

## Working with us
- Notification delivery problems: include the rule name, the tenant and the notification target id.
- Planning happens every second Tuesday; tickets that need a decision should be in SIG by the Monday before.
- We publish a monthly report of noisy alerts; teams are expected to fix or delete their top three.
""")

doc(54, "Team: Developer Tooling", r"""
# Team: Developer Tooling

Developer Tooling builds the command-line and CI tools used by operators and by other engineering teams.

- **Lead:** Ines Maalouf
- **Slack:** #fw-devtools
- **Ticket queue:** DEVT

## Support hours
Developer Tooling has **no pager rotation**. Support is during business hours, 09:00-17:30 CET, Monday to Friday, in #fw-devtools. If a tooling bug blocks an incident outside those hours, the incident commander may call in anyone from the team through Slack; this is best-effort.

## Releases
Tooling releases ship every second Wednesday, independent of cluster releases. Release notes are posted in #fw-devtools and pinned there.

## Working with us
- Bug reports: include the tool version (`--version`) and the full command line.
- Feature requests: DEVT ticket with the label `idea`; we groom them monthly.
""")

doc(55, "Team: Reliability Engineering", r"""
# Team: Reliability Engineering

Reliability Engineering looks after cluster-wide reliability practice: alerting standards, the incident process and capacity signals. Members of the team also staff the incident commander rotation.

- **Lead:** Tomasz Ekwueme
- **Slack:** #fw-reliability
- **Ticket queue:** REL
- **Pager alias:** `fw-sre-oncall`

## On-call
Weekly rotation; handoff **Monday at 14:00 UTC**. Because the team is spread over three time zones, nights are covered by whoever is in daytime, with the weekly primary as fallback.

## Working with us
- Postmortem reviews: Tuesdays 16:00 UTC; every SEV1 postmortem is reviewed within ten working days.
- Changes to alert routing or the escalation policy are REL tickets.
- Game days are announced two weeks ahead in #fw-reliability.
""")

doc(56, "On-call and escalation policy", r"""
# On-call and escalation policy

## Severity
| Severity | Definition |
|---|---|
| SEV1 | Customer-facing outage, data loss, or security breach. |
| SEV2 | Degraded service with a workaround, or an internal failure without customer impact yet. |
| SEV3 | Everything else. |

## Who to page
1. Look up the component's owning team and tier on the component ownership page.
2. Apply this table:

| | tier-1 | tier-2 | tier-3 |
|---|---|---|---|
| SEV1 | owning team's pager **and** `fw-ic` | owning team's pager | owning team's pager |
| SEV2 | owning team's pager | ticket in the owning team's queue, no page | ticket, no page |
| SEV3 | ticket | ticket | ticket |

3. Tickets filed under this policy are triaged on the owning team's next working day, whatever the time of filing.
4. A team without a pager alias is reached through its Slack channel; for SEV1, also page `fw-ic`.

## Rules
- Pager aliases and ticket queues are listed on each team's page.
- Whoever pages stays on the incident bridge until the incident commander or the owning on-call takes over.
- Never page by direct message or by phoning an individual.
- `fw-ic` is the incident commander rotation. The incident commander owns communication and decides when an incident is resolved.
""")
