"""Component reference and configuration pages (dd-01 .. dd-21).

Product: Ferrowind (invented). Acronyms are spelled out only in the glossary (dd-62).
"""

DOCS = []


def doc(i, title, text):
    DOCS.append((f"dd-{i:02d}", title, text.strip("\n")))


doc(1, "IR reference", r"""
# IR reference

IR is the write path of a Ferrowind cluster. Every write from agents and SDKs lands on an IR replica. IR keeps no state of its own; run at least three replicas per zone behind an L4 load balancer.

## Request flow
1. Gatekey, the sidecar in the same pod, terminates mTLS and forwards the request over loopback.
2. IR resolves the tenant and its schema through MC; lookups are cached for a few seconds.
3. Events are grouped into a WAS and written to the LS node that currently leads the target shard. Shard leadership comes from SHS.
4. The client is acknowledged once the LS leader reports the WAS durable.

## Load shedding
Each replica has a bounded in-memory queue. When the queue passes its high watermark, IR rejects new writes until it has drained below the low watermark (see IR configuration). Every rejected event increments `fw_ir_shed_total{tenant,reason}`; the `reason` label tells you which limit was hit.

## Running
```sh
ferrowind-ir --config /etc/ferrowind/ir.yaml --log-format json
```

| Port | Protocol | Purpose |
|---|---|---|
| 7420 | gRPC | agent and SDK writes |
| 7421 | HTTP/JSON | HTTP writes, `/healthz` |
| 9464 | HTTP | Prometheus `/metrics` |

Configuration changes arrive through CD and are applied without a restart, except for listen addresses.
""")

doc(2, "IR configuration", r"""
# IR configuration

IR reads `/etc/ferrowind/ir.yaml`; every key can also be set in a CD overlay. All keys live under `router`.

| Key | Default | Description |
|---|---|---|
| `router.listen_grpc` | `0.0.0.0:7420` | gRPC listener for agents and SDKs. Restart required. |
| `router.listen_http` | `0.0.0.0:7421` | HTTP listener for the write API and health checks. Restart required. |
| `router.queue.high_watermark` | `80000` | Events buffered per replica before IR starts rejecting writes. Counted in events, not batches. |
| `router.queue.low_watermark` | `20000` | Queue depth at which IR accepts writes again. |
| `router.shed_policy` | `reject_new` | `reject_new` answers 429 / `RESOURCE_EXHAUSTED`; `drop_oldest` discards the oldest queued batch instead. |
| `router.max_batch_bytes` | `4194304` | Largest accepted request body (4 MiB). Larger requests get 413. |
| `router.tenant_tqu_limit` | `1000` | TQU budget per tenant per second, enforced by IR on every write. A tenant's own `tqu_limit` takes precedence. |
| `router.tenant_header` | `X-FW-Tenant` | Header that carries the tenant name on HTTP writes. |

Example overlay:

```yaml
router:
  queue:
    high_watermark: 120000
    low_watermark: 40000
  tenant_tqu_limit: 1500
```

Keep the low watermark well below the high watermark; if the two are close, replicas flap between accepting and rejecting.
""")

doc(3, "IG (legacy)", r"""
# IG (legacy)

> **Retired.** This page is kept for operators of old clusters. IG is no longer shipped.

IG was the single write endpoint of Ferrowind 1.x and 2.x. It did three jobs in one process: it accepted HTTP writes on port 7420, checked credentials itself, and wrote straight to LS using a static shard map.

Those jobs are now split:

- writes are handled by IR, which took over all of IG's write traffic,
- authentication moved to the Gatekey sidecar,
- shard placement is decided dynamically by SHS.

## Moving agents off IG
1. Point agents at the IR service instead of `ig.<cluster>.internal`. gRPC agents use IR's gRPC listener; HTTP agents keep their payload format unchanged.
2. Issue client certificates for every agent fleet (see the Gatekey certificate how-to).
3. Watch `fw_ig_requests_total` fall to zero for 24 hours.
4. Delete the IG deployment and its DNS record.

Agents older than 2.4 cannot speak to IR at all and must be upgraded before step 1. For the release that removed IG, see the release notes.
""")

doc(4, "SHS reference", r"""
# SHS reference

SHS - "the scheduler" in most runbooks - decides which LS node leads each shard and which nodes hold its replicas. It runs as a three-replica group: one replica holds the leader lease and makes every placement decision, the other two follow and take over if the lease lapses.

## What SHS does
- Places new shards according to the placement strategy (by default, replicas are spread across zones).
- Rebalances periodically, moving a bounded number of shard leaders per cycle so that LS nodes stay within 10% of the mean load.
- Drains nodes on request before maintenance.
- Publishes the placement table that IR and QB read to route writes and queries.

## What SHS does not do
SHS does not plan segment merges; that is CPS, a separate service. Check which of the two schedulers an alert comes from before acting on it.

## Operating
```sh
ferrowind-shs --config /etc/ferrowind/shs.yaml
fwctl shard drain --node ls-07 --context prod-eu-1
```

Leader changes are logged as `placement leader elected term=<n>`. Frequent elections usually mean the lease is too short for the environment. Every setting, including the listener, is on the SHS configuration page.
""")

doc(5, "SHS configuration", r"""
# SHS configuration

Keys live under `scheduler` in `/etc/ferrowind/shs.yaml` or in a CD overlay.

| Key | Default | Description |
|---|---|---|
| `scheduler.listen` | `0.0.0.0:7460` | Control API used by fwctl, and by IR and QB to fetch the placement table. |
| `scheduler.placement` | `zone_spread` | `zone_spread` or `pack`. |
| `scheduler.rebalance_interval` | `10m` | How often the leader evaluates load. |
| `scheduler.max_moves_per_cycle` | `8` | Upper bound on leader moves in one rebalance cycle. |
| `scheduler.lease_ttl` | `30s` | Lifetime of the leader lease; a follower takes over when it expires. |
| `scheduler.drain_timeout` | `15m` | How long a drain waits for shard moves before failing. |

```yaml
scheduler:
  rebalance_interval: 5m
  max_moves_per_cycle: 16
```

Notes:
- Setting the lease lifetime below `10s` causes spurious leader changes during GC pauses.
- Moves are throttled further while any LS node reports read-only.
- `pack` placement is meant for single-zone test clusters only.
""")

doc(6, "CPS reference and configuration", r"""
# CPS reference and configuration

CPS plans segment merges on LS nodes. Small WAS files are merged into large, read-optimised segments; without merges, query fan-out and disk usage both grow. CPS is a different service from SHS even though people call both of them "the scheduler": CPS only ever changes segment layout, never shard placement.

CPS runs as two replicas with a leader lease. New merges start only inside the maintenance window; merges still running when the window closes are allowed to finish.

CPS reads the `maintenance` block of its configuration:

| Key | Default | Description |
|---|---|---|
| `maintenance.window` | `02:00-05:00` (UTC) | Daily period in which new merges may start. |
| `maintenance.max_parallel` | `4` | Concurrent merges per LS node. |
| `maintenance.target_segment_bytes` | `1073741824` | Target size of a merged segment (1 GiB). |
| `maintenance.lease_ttl` | `2m` | Lifetime of the CPS leader lease. |

```yaml
maintenance:
  window: "01:00-06:00"
  max_parallel: 2
```

Useful metric: `fw_cps_pending_merges`, the number of merges planned but not yet started. A value that only ever grows means merges cannot keep up with write volume.
""")

doc(7, "RK reference", r"""
# RK reference

RK enforces retention. It never deletes anything on the write path; instead it runs a periodic sweep over the segment index in LS.

## Sweep lifecycle
1. **Mark.** For each tenant RK computes a cutoff (now minus the tenant's retention) and marks every segment that ends before the cutoff as expired. Expired segments disappear from query results immediately.
2. **Wait.** Marked segments stay on disk for the grace period.
3. **Delete.** On the first sweep after the grace period, RK removes the files and drops them from the index.

A tenant's retention comes from the overrides file if the tenant is listed there; otherwise the cluster default applies. The overrides file normally lives in the config repository and is delivered by CD.

## Commands
```sh
fwctl retention show --tenant acme
fwctl retention restore --tenant acme --since 2024-06-01T00:00:00Z
```

`restore` clears the mark on segments that have not been deleted yet. It cannot bring back files that are already gone.

Each sweep logs a summary line such as `sweep done marked=412 deleted=97 restored=0`. The tunables are on the retention settings page.
""")

doc(8, "RK configuration (retention settings)", r"""
# RK configuration (retention settings)

These are the retention settings. RK reads them from `/etc/ferrowind/rk.yaml`; per-cluster values normally come from a CD overlay.

| Key | Default | Description |
|---|---|---|
| `retention.default_days` | `30` | Retention for any tenant without an entry in the overrides file. |
| `retention.grace_hours` | `12` | Hours between a segment being marked expired and its files being deleted. |
| `retention.sweep_interval` | `15m` | Time between two sweeps. |
| `retention.tenant_overrides_path` | `/etc/ferrowind/retention/overrides.yaml` | YAML map of tenant name to retention in days. |
| `retention.max_deletes_per_sweep` | `5000` | Cap on segments deleted in one sweep; the rest wait for the next one. |
| `retention.dry_run` | `false` | Log what would be marked and deleted without doing it. |

Overrides file format:

```yaml
acme: 90
globex: 180
initech: 7
```

Retention shorter than one day is not supported; values below `1` are rejected when the file is loaded.
""")

doc(9, "LS reference", r"""
# LS reference

LS is the storage tier. Each LS node holds a set of shard replicas on local NVMe and serves them to IR for writes and to QB for reads.

- Writes arrive at the shard leader as WAS files and are replicated synchronously to the followers before the write is acknowledged.
- Shard leadership is assigned from outside (see SHS); an LS node never promotes itself.
- Segment merges are planned by CPS and executed locally on the node.
- Segments older than the cold-tier threshold move to object storage and are fetched back on demand.

## Ports
| Port | Purpose |
|---|---|
| 7430 | replication and read/write RPC |
| 9464 | Prometheus `/metrics` |

## Read-only mode
An LS node switches itself to read-only when its data disk is too full. Writes for its shards fail over to other replicas if SHS can move leadership; otherwise IR queues and eventually sheds. Watch `fw_ls_disk_used_ratio`.

```sh
ferrowind-ls --config /etc/ferrowind/ls.yaml
```
""")

doc(10, "LS configuration", r"""
# LS configuration

LS reads `/etc/ferrowind/ls.yaml`. Keys live under `ledger`.

| Key | Default | Description |
|---|---|---|
| `ledger.data_dir` | `/var/lib/ferrowind/ledger` | Data directory on local NVMe. |
| `ledger.listen` | `0.0.0.0:7430` | Replication and read/write RPC listener. |
| `ledger.replication_factor` | `3` | Copies of each shard, leader included. |
| `ledger.segment_bytes` | `268435456` | Size at which a WAS is rolled over (256 MiB). |
| `ledger.disk.high_watermark_pct` | `85` | Disk usage, in percent, at which the node stops accepting writes and turns read-only. |
| `ledger.disk.low_watermark_pct` | `75` | Usage below which a read-only node accepts writes again. |
| `ledger.fsync` | `batch` | `always`, `batch` or `never`. |
| `ledger.fsync_interval` | `200ms` | Flush interval when `ledger.fsync` is `batch`. |
| `ledger.cold_tier.after_days` | `7` | Age after which segments move to object storage. |

```yaml
ledger:
  disk:
    high_watermark_pct: 90
    low_watermark_pct: 80
```

Do not set `ledger.fsync: never` outside benchmarks; acknowledged writes can be lost on power failure.
""")

doc(11, "QB reference", r"""
# QB reference

QB is the read path. It accepts queries from the query API, dashboards and AE, and returns merged results.

## How a query runs
1. Gatekey terminates mTLS; QB receives the request on port 7440.
2. QB parses and plans the query and checks QC for a cached result.
3. On a miss, QB looks up which LS replicas hold the shards in the time range (from the SHS placement table) and fans out.
4. Partial results are merged, limits are applied, and the result is stored in QC before it is returned.

## Limits
QB protects LS and itself with per-query and per-process limits: a timeout, a row cap, a memory cap per query, a memory cap for the whole process and a concurrency cap on fan-outs. Their names and defaults are on the QB configuration page.

## Running
```sh
ferrowind-qb --config /etc/ferrowind/qb.yaml
```

Metrics on 9464: `fw_qb_query_seconds`, `fw_qb_inflight`, `fw_qb_rejected_total{reason}`. A query killed by a limit is logged with `limit=<name>` so you can tell a timeout from a memory kill.
""")

doc(12, "QB configuration", r"""
# QB configuration

QB reads `/etc/ferrowind/qb.yaml`; keys live under `broker`.

| Key | Default | Description |
|---|---|---|
| `broker.listen` | `0.0.0.0:7440` | Query listener (behind Gatekey). |
| `broker.max_concurrency` | `32` | Maximum fan-outs in flight per QB replica; further queries wait in line. |
| `broker.query_timeout` | `60s` | Server-side timeout for a single query. |
| `broker.max_result_rows` | `100000` | Row cap for one result. |
| `broker.query_memory_limit` | `512MiB` | Memory a single query may hold while merging. |
| `broker.memory_limit` | `8GiB` | Memory cap for the whole QB process. |
| `broker.fanout_parallelism` | `16` | LS requests issued in parallel for one query. |

```yaml
broker:
  query_timeout: 120s
  max_result_rows: 250000
```

Raise `broker.max_concurrency` only together with `broker.memory_limit`: every fan-out in flight holds partial results in memory.
""")

doc(13, "QC reference and configuration", r"""
# QC reference and configuration

QC is an in-memory result cache that runs inside every QB replica. It is built, versioned and configured separately from QB, and it can be switched off without touching QB settings.

Each replica has its own cache; entries are not shared between replicas, and a restart empties the cache of that replica.

| Key | Default | Description |
|---|---|---|
| `cache.enabled` | `true` | Turn QC on or off. |
| `cache.ttl` | `5m` | How long a cached result is served. |
| `cache.negative_ttl` | `30s` | How long an empty result is cached. |
| `cache.max_entries` | `200000` | Entry limit per replica; least recently used entries are evicted first. |
| `cache.key_scheme` | `v2` | Cache key format. `v1` is no longer accepted. |

```yaml
cache:
  ttl: 2m
  max_entries: 500000
```

Metric: `fw_qc_hit_ratio` per replica. Expect it to drop to zero after a deploy and recover within a few TTLs.
""")

doc(14, "MC reference and configuration", r"""
# MC reference and configuration

MC holds the tenant registry and the schema of every tenant's streams. IR and QB look up tenants and schemas through MC on every request (with a short cache).

## Durability
MC keeps its working set in memory. Every snapshot interval it writes a full snapshot into LS, under the reserved system tenant `_catalog`. On start-up it loads the newest snapshot and replays changes logged since. If three snapshots in a row fail to write, MC stops accepting registry changes until a snapshot succeeds; reads keep working.

## Configuration

| Key | Default | Description |
|---|---|---|
| `catalog.listen` | `0.0.0.0:7450` | RPC listener. |
| `catalog.snapshot_interval` | `1h` | Time between full snapshots. |
| `catalog.schema_strict` | `false` | Reject events with unknown fields instead of storing them untyped. |
| `catalog.cache_ttl` | `30s` | How long IR and QB may cache a lookup. |

```sh
ferrowind-mc --config /etc/ferrowind/mc.yaml
```
""")

doc(15, "CD reference and configuration", r"""
# CD reference and configuration

CD delivers configuration. It watches the `fw-config` git repository, renders the base layer plus the cluster's overlay, and pushes the result to every component, which reloads it in place.

## Rollout
1. A new commit is detected (polling, or a webhook from the git server).
2. The rendered config goes to a canary share of replicas of each affected component.
3. After the soak time, if no replica reported a reload error, the config goes to the rest.

CD only checks that the rendered YAML parses and that every key is known. It does not check whether values make sense; use `fwctl config lint` for that before merging.

| Key | Default | Description |
|---|---|---|
| `distributor.source` | none | Git URL of the config repository. |
| `distributor.poll_interval` | `20s` | Polling period when no webhook is configured. |
| `distributor.canary_pct` | `10` | Percentage of replicas that receive a change first. |
| `distributor.canary_soak` | `5m` | Wait time before the rest of the rollout. |

Every push is announced in #fw-config-changes with the commit and the overlay name.
""")

doc(16, "AE reference and configuration", r"""
# AE reference and configuration

AE evaluates alert rules for every tenant. Rules are queries with a threshold; AE runs them through QB on a fixed interval and sends notifications (webhook, email or pager integrations) when a rule changes state.

A rule file looks like this:

```yaml
- name: error-rate-high
  query: "rate(stream='api' level='error')[5m]"
  above: 50
  for: 10m
  notify: [pager:team-api]
```

| Key | Default | Description |
|---|---|---|
| `evaluator.interval` | `30s` | How often every rule is evaluated. |
| `evaluator.max_rules_per_tenant` | `500` | Rules beyond this limit are refused at load time. |
| `evaluator.notify_timeout` | `10s` | How long AE waits for a notification target before counting a failed delivery. |
| `evaluator.rule_pack` | `standard` | Built-in rules loaded for every tenant; `none` disables them. |

Failed deliveries are retried three times and then logged as `notify failed target=<id>`. AE never queries LS directly.
""")

doc(17, "Gatekey reference and configuration", r"""
# Gatekey reference and configuration

Gatekey is the authentication sidecar that runs next to IR, QB and MC. It terminates mutual TLS, checks the workload identity in the client certificate, and forwards the request to the service over loopback.

Gatekey obtains its own serving certificate from the cluster CA and renews it automatically before it expires.

| Key | Default | Description |
|---|---|---|
| `gatekey.listen` | `0.0.0.0:7400` | TLS listener. |
| `gatekey.upstream` | none | Loopback address of the service behind the sidecar, for example `127.0.0.1:7421`. |
| `gatekey.mode` | `mtls` | Only `mtls` is accepted. |
| `gatekey.cert_ttl` | `72h` | Lifetime requested for each certificate. |
| `gatekey.rotation_lead` | `24h` | Renewal starts once the remaining lifetime falls below this value. |
| `gatekey.trust_bundle` | `/etc/ferrowind/tls/bundle.pem` | CA bundle used to verify clients. |

Identities have the form `fw://<cluster>/<workload>`. Allowed identities per upstream are listed in `/etc/ferrowind/tls/acl.yaml`.
""")

doc(18, "SPX reference (v2 exporter)", r"""
# SPX reference (v2 exporter)

> **Deprecated.** SPX, the v2 exporter, receives bug fixes only. See the release notes for its support status and the migration how-to for moving to STX.

SPX copies each tenant's events into a local spool directory in hourly files. Consumers then pull the files from SPX over HTTP. Files are kept until they have been downloaded or until they age out.

```yaml
spool:
  dir: /var/spool/ferrowind
  retention_hours: 24
  flush_interval: 30s
  max_disk_gb: 50
```

| Key | Default | Description |
|---|---|---|
| `spool.dir` | `/var/spool/ferrowind` | Spool directory. |
| `spool.retention_hours` | `24` | How long spool files are kept if nobody downloads them. |
| `spool.flush_interval` | `30s` | How often buffered events are written to the current spool file. |
| `spool.max_disk_gb` | `50` | Spool size limit; beyond it the oldest files are removed. |

Known issue: when `spool.max_disk_gb` is reached, files are removed even if no consumer has fetched them. Metrics on 9464, for example `fw_spx_exported_total`.
""")

doc(19, "STX reference (v3 exporter)", r"""
# STX reference (v3 exporter)

STX, the v3 exporter, pushes events to the systems where customers want them. It supports three sink types: HTTPS webhooks, Kafka topics and S3-compatible buckets.

## Delivery model
- Each subscription gets its own queue and batcher, so a slow sink only slows itself down.
- A batch is sent when it is full or when the batch wait time has passed.
- Failed sends are retried with exponential backoff up to a maximum delay.
- Events that still cannot be delivered when the buffer retention runs out are moved to the tenant's dead-letter stream, which can be queried like any other stream.
- Delivery is at-least-once by default; sinks should de-duplicate on the `event_id` field.

Subscriptions are created with `fwctl export subscribe` or through the export API.

```sh
fwctl export subscribe --tenant acme --sink webhook \
  --endpoint https://hooks.acme.example/fw --max-body 8MiB
```

## Observability
Metrics on 9464: `fw_stx_sink_lag_seconds{subscription}`, `fw_stx_delivered_total`, `fw_stx_retries_total`. A steadily rising lag with a flat delivered count usually means the sink is rejecting every batch.
""")

doc(20, "STX configuration (v3 exporter)", r"""
# STX configuration (v3 exporter)

STX reads `/etc/ferrowind/stx.yaml`. Cluster-wide defaults live under `stx`; a subscription may override the batch settings for itself.

| Key | Default | Description |
|---|---|---|
| `stx.queue.high_watermark` | `50000` | Events queued per subscription before STX stops accepting new events for it. |
| `stx.batch.max_events` | `5000` | Maximum events in one outgoing batch. |
| `stx.batch.max_wait` | `2s` | Longest time a partly filled batch waits before it is sent. |
| `stx.buffer.retention` | `6h` | How long undelivered events are kept before they go to the dead-letter stream. |
| `stx.buffer.dir` | `/var/lib/ferrowind/stx` | Disk spill directory for the buffer. |
| `stx.retry.max_backoff` | `2m` | Upper bound of the retry delay. |
| `stx.delivery` | `at_least_once` | Delivery guarantee. |

```yaml
stx:
  batch:
    max_events: 2000
    max_wait: 1s
  buffer:
    retention: 12h
```

Changing these values affects every subscription that does not set its own override.
""")

doc(21, "fwctl CLI reference", r"""
# fwctl CLI reference

`fwctl` is the operator CLI for Ferrowind clusters. It talks to cluster services through Gatekey, so you need a client certificate for each context.

## Global flags
| Flag | Default | Meaning |
|---|---|---|
| `--context` | `current_context` from the config file | Cluster to talk to. |
| `--tenant` | none | Tenant to act on. |
| `--output` | `table` | `table`, `json` or `yaml`. |
| `--dry-run` | `false` | Show what would change, change nothing. |
| `--timeout` | `30s` | Per-request timeout. |

## Config file
`~/.fwctl/config.toml`:

```toml
current_context = "prod-eu-1"

[contexts.prod-eu-1]
endpoint = "https://fw-prod-eu-1.example.internal:7400"
cert = "~/.fwctl/certs/prod-eu-1.pem"

[contexts.staging]
endpoint = "https://fw-staging.example.internal:7400"
cert = "~/.fwctl/certs/staging.pem"
```

## Command groups
`tenant`, `shard`, `retention`, `export`, `query`, `gatekey`, `catalog`, `config`, `ingest`. Run `fwctl <group> --help` for the commands in a group. `fwctl config lint <overlay-dir>` checks an overlay before it is merged; `--target <version>` checks it against a specific release.
""")
