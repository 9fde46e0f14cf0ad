"""Release notes (dd-31 .. dd-36) and ADRs (dd-37 .. dd-41)."""

DOCS = []


def doc(i, title, text):
    DOCS.append((f"dd-{i:02d}", title, text.strip("\n")))


doc(31, "Release notes: Ferrowind 2.8", r"""
# Ferrowind 2.8 release notes

Released 2023-05-16.

## Added
- IR, available as a preview. It runs next to the existing write endpoint and can be enabled per agent fleet. gRPC (7420) and HTTP (7421) listeners.
- Gatekey sidecar (optional in this release). Enables mutual TLS for clients that have certificates; bearer tokens keep working.
- `fwctl shard status` shows shard leaders and replicas per node.

## Deprecated
- IG is deprecated as of this release. It still ships and is still supported, but no new features will be added. Start planning your migration now; the IG page describes the steps.

## Changed
- `ledger.segment_bytes` default raised from 128 MiB to 256 MiB. Existing WAS files are not rewritten.
- Agent SDKs now retry on 429 with jittered backoff.

## Fixed
- Query results could contain duplicate rows when a shard replica was being rebuilt.
- `fwctl` printed timestamps in local time even with `--output json`.

## Upgrade notes
Follow the upgrade guide. No configuration changes are required for this release.
""")

doc(32, "Release notes: Ferrowind 3.0", r"""
# Ferrowind 3.0 release notes

Released 2023-10-03. This is a major release; read the *Removed* section before upgrading.

## Removed
- **IG has been removed.** The 3.0 packages and images no longer contain it, and agents still sending to IG endpoints will fail after the upgrade. Move every agent fleet off IG before you start; the IG page lists the steps.
- The static shard map file (`/etc/ferrowind/shards.yaml`) is no longer read.

## Added
- IR is generally available.
- SHS: dynamic shard placement with leader election, replacing the static shard map.
- `fwctl shard drain` for planned maintenance.

## Changed
- `ledger.replication_factor` default raised from 2 to 3 for new clusters. Existing clusters keep their configured value.
- `/v1/query` is deprecated; use `/v2/query`.

## Fixed
- LS nodes could report healthy while their data disk was mounted read-only by the kernel.

## Upgrade notes
Upgrade LS first, then SHS. Clusters larger than 200 LS nodes should budget about an hour for the first placement pass.
""")

doc(33, "Release notes: Ferrowind 3.1", r"""
# Ferrowind 3.1 release notes

Released 2024-02-06.

## Added
- **STX**, the v3 exporter. Pushes events to webhooks, Kafka topics and S3-compatible buckets with per-subscription queues and retries.
- **QC**, a result cache inside every QB replica, enabled by default. New `cache.*` configuration block.
- `fwctl export subscribe`, `fwctl export list` and `fwctl export pause` for managing export subscriptions.

## Deprecated
- SPX (the v2 exporter) is deprecated. It continues to ship and receives bug fixes only. Plan your move with the SPX-to-STX migration how-to.

## Removed
- `/v1/query`. Clients must use `/v2/query`.

## Changed
- The query API returns `408` instead of `504` when a query hits the server-side timeout.

## Fixed
- SHS could schedule two leader moves for the same shard in one cycle.
- IR leaked a file descriptor per rejected HTTP connection.

## Upgrade notes
QC uses memory inside QB. If QB runs close to its memory cap today, raise the cap or set `cache.max_entries` lower before upgrading.
""")

doc(34, "Release notes: Ferrowind 3.2", r"""
# Ferrowind 3.2 release notes

Released 2024-05-14.

## Added
- Merge planning has moved out of SHS into a dedicated service, as decided in ADR-007. It is installed next to SHS; both must be running after the upgrade.
- `fwctl retention restore` to undo expiry marks.

## Configuration changes
- `scheduler.compaction_window` has been removed. Set `maintenance.window` instead. The old key is ignored with a warning at start-up, so a cluster that only sets the old key falls back to the default window.
- The default of `retention.grace_hours` has been lowered (it was 24). Clusters that rely on the old value must now set it explicitly.

## Deprecated
- The fwctl flag `--tenant-id` is deprecated. Use `--tenant`, which accepts the same values. Scripts using `--tenant-id` print a warning.

## Fixed
- `fwctl shard status --output json` omitted followers on nodes that were draining.
- MC lookups could time out during long snapshots.

## Upgrade notes
Deploy the merge-planning service right after SHS; merges pause until it is running. Check overlays for `scheduler.compaction_window` with `fwctl config lint --target 3.2`.
""")

doc(35, "Release notes: Ferrowind 3.3", r"""
# Ferrowind 3.3 release notes

Released 2024-10-01.

## Security
- Mutual TLS through Gatekey is now **mandatory** for all client and service-to-service traffic, as decided in ADR-018.
- Bearer-token authentication has been removed. Requests that present only a token are rejected with 401.

## Changed
- `broker.max_concurrency` default lowered from 64 to 32. Overlays that set the key explicitly keep their value.
- `evaluator.rule_pack` now defaults to `standard` for new tenants.

## Added
- `fwctl config lint`, which validates overlays against the schema of the target release before they are merged.
- `fwctl query top` and `fwctl query kill`.

## Fixed
- STX retried 400 responses from webhooks indefinitely; they now go to the dead-letter stream.
- RK could skip a tenant when the overrides file contained a trailing comment.

## Upgrade notes
Every client needs a certificate before this upgrade. List remaining token users with `fwctl gatekey status --token-clients` while still on 3.2.
""")

doc(36, "Release notes: Ferrowind 3.4", r"""
# Ferrowind 3.4 release notes

Released 2025-02-11.

## Removed
- **SPX has been removed.** The 3.4 images no longer contain it. CD rejects overlays that still contain a `spool` block.
- The deprecated fwctl flag `--tenant-id` has been removed. Scripts that still pass it fail with `unknown flag`.

## Added
- `stx.delivery: exactly_once` for Kafka sinks, using idempotent producers.
- `fwctl gatekey status --warn-below <duration>` exits with code 3 when any certificate expires sooner than the given duration.
- Per-subscription `max_body_bytes`; STX splits batches that would exceed it.

## Changed
- QB logs the tenant and query id on every limit kill.
- Default `--output` of `fwctl query` is now `table` (was `json`).

## Fixed
- Gatekey did not reload the trust bundle after the file was replaced atomically.
- `fwctl retention show` rounded retention to whole weeks.

## Upgrade notes
Confirm that no cluster still runs SPX before upgrading. `fwctl config lint --target 3.4` flags remaining `spool` keys.
""")

doc(37, "ADR-007: Split merge planning out of the scheduler", r"""
# ADR-007: Split merge planning out of the scheduler

- **Status:** Accepted
- **Date:** 2023-06-20
- **Deciders:** Halvard Øye, Teodor Lindqvist-Amaru
- **Supersedes:** ADR-003 (one scheduler for placement and compaction)

## Context
Under ADR-003, SHS ran shard placement and merge planning in the same control loop. On clusters with more than 400 LS nodes, planning merges took long enough that placement decisions were delayed by up to 20 minutes. During the 2023 capacity expansion a single node drain took six hours because merge planning kept pre-empting it. Merge work also needs a different leasing model: a merge may run for an hour, a placement move for seconds.

## Decision
Create a separate service, CPS, that owns merge planning, with its own leader lease and its own time window for starting work. SHS keeps shard placement only. CPS reads the placement table from SHS but never writes it.

## Consequences
- Placement latency no longer depends on merge load.
- Merge behaviour can be tuned without touching placement.
- One more service to deploy, upgrade and monitor.
- Operators need an upgrade step; the release notes of the first release with CPS describe it.
- Two services informally called "the scheduler" will confuse people; documentation should always use the acronyms.
""")

doc(38, "ADR-011: Push-based export", r"""
# ADR-011: Push-based export

- **Status:** Accepted
- **Date:** 2023-09-14
- **Deciders:** Priyamvada Holt
- **Consulted:** architecture council
- **Supersedes:** ADR-005 (spool-and-pull export)

## Context
ADR-005 chose a spool-and-pull model: SPX writes hourly files to local disk and consumers download them. Three problems kept coming back:
- spool disks filled up when a consumer stopped pulling, and the oldest files were removed unread;
- many customers run consumers behind firewalls that cannot reach into our network;
- there was no backpressure per consumer, so one slow consumer affected everybody's spool.

## Decision
Build a new exporter, STX, that pushes data to customer-owned sinks. Each subscription gets its own queue, batcher and retry state. Buffering is bounded in memory with a small disk overflow. Undeliverable events go to a per-tenant dead-letter stream instead of being dropped silently. SPX is frozen (bug fixes only) and follows the normal deprecation schedule.

## Consequences
- Sinks must expose an endpoint that we can reach.
- Delivery is at-least-once; sinks de-duplicate on `event_id`.
- All SPX users have to migrate; a migration how-to is required before SPX is deprecated.
""")

doc(39, "ADR-014: Tenant-scoped cache keys for QC", r"""
# ADR-014: Tenant-scoped cache keys for QC

- **Status:** Accepted
- **Date:** 2024-04-09
- **Deciders:** Marek Oyelaran
- **Supersedes:** ADR-012 (query-text hash cache keys)

## Context
ADR-012 keyed cached results by a hash of the normalised query text only. A security review found that when a tenant name was deleted and later reused, the new tenant could be served results cached for the old one, because the text of their queries was identical. No customer was affected, but the design allowed it. A second problem: after a schema change, cached results kept the old column layout until they expired.

## Decision
A cache key is the hash of four parts: the internal tenant id (never reused), the tenant's schema version, the normalised query text, and a time bucket. The time bucket is the query's end time rounded down to the cache TTL. The new scheme is called `v2`; `v1` keys are discarded on upgrade.

## Consequences
- Results can never be shared across tenants, including reused names.
- Schema changes invalidate cached results immediately.
- In benchmarks the hit ratio dropped by about 8 percentage points, because identical queries from different tenants no longer share entries.
- The first start after the upgrade runs with a cold cache.
""")

doc(40, "ADR-018: Mandatory mTLS via Gatekey", r"""
# ADR-018: Mandatory mTLS via Gatekey

- **Status:** Accepted
- **Date:** 2024-07-22
- **Deciders:** Sunniva Achterberg
- **Supersedes:** ADR-009 (shared bearer tokens for service authentication)

## Context
Under ADR-009, services and clients authenticated with long-lived bearer tokens stored in the config repository. Tokens were shared by whole fleets, rarely rotated, and carried no workload identity. In the 2024 penetration test a token copied from a CI log gave read access to a staging cluster for three weeks before anyone noticed.

## Decision
All client and service-to-service traffic goes through Gatekey with mutual TLS. Certificates are short-lived and issued by a per-cluster CA; the identity is a URI of the form `fw://<cluster>/<workload>`. Token authentication is removed in the same release that makes Gatekey mandatory; the release before that logs a warning for every token-authenticated request.

## Consequences
- Certificate renewal becomes part of the critical path: if renewal stops, traffic stops. Monitoring of certificate lifetime is required.
- Every client needs certificate tooling; fwctl gets commands to inspect and rotate certificates.
- Leaked credentials expire within days instead of living forever.
- Per-workload ACLs become possible.
""")

doc(41, "ADR-004: Retention by background sweep", r"""
# ADR-004: Retention by background sweep

- **Status:** Accepted
- **Date:** 2022-11-08
- **Deciders:** Halvard Øye, Teodor Lindqvist-Amaru
- **Supersedes:** none

## Context
We need to delete tenant data once it is older than the tenant's retention. LS segments are immutable and can contain events from many hours. Enforcing retention on the write path (a TTL per event) would force us to rewrite segments whenever their oldest events expire, and every retention change by a tenant would trigger a rewrite of their data. Retention changes are frequent: dozens per week across all clusters.

## Decision
Retention is enforced by RK as a periodic background sweep in two phases. First, whole segments past the cutoff are marked as expired and hidden from queries. Second, the files are deleted only after a grace period has passed. The grace period exists so that a mistaken retention change or a broken overrides file can be undone before any data is physically removed.

## Consequences
- Expired data is hidden at once but stays on disk for up to one sweep interval plus the grace period.
- Disk usage lags behind retention changes; capacity planning must account for it.
- We need tooling to undo marks while the grace period is running.
- Retention works at segment granularity, so a segment is only expired when all its events are.
""")
