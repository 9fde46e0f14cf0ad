# Source text of the invented Marrowline documentation corpus.
# Every name, number and fact here is invented.

DOCS = []


def doc(id_, title, text):
    DOCS.append({"id": id_, "title": title, "text": text.strip("\n")})


doc("ops-01", "Marrowline platform overview", r"""
# Marrowline platform overview

Marrowline is Quillfen's internal platform for building, running and shipping data pipelines. A product team describes its pipeline once, in a `pipeline.mln.yaml` file checked into its repository, and the platform carries it from a commit to a running, observed job on the shared worker fleet.

## Layers

| Layer | Components |
|---|---|
| Build | ACS, ACAT, SLS |
| Run | Lintel, Millrace |
| Move | FQ, Threadmark |
| Ship | Larkspan |
| Observe | Tallymark, Tidewrack |
| Guard | KSB, SIS, Postern |

Storage underneath all of this is provided by Brindle, which sits outside the platform organisation.

## Principles

- Every component is reached through the `mln` CLI or through a documented API; nobody needs shell access to a worker.
- Pipelines are immutable once built: a change means a new artifact digest, not an edit in place.
- Credentials are short-lived. No pipeline should hold a static password.

## Where to go next

New to the platform? Start with *Onboarding a new pipeline*, then skim the glossary, which spells out every acronym used in these pages. Ownership and escalation contacts live in the service ownership registry and on the team pages rather than on individual service pages.
""")

doc("ops-02", "Glossary", r"""
# Glossary

Acronyms are spelled out here once. Everywhere else in the Marrowline docs you will see only the short form.

- **Artifact Cache Service (ACS)** — holds the bytes of built artifacts, addressed by digest.
- **Artifact Catalog Service (ACAT)** — the searchable index of artifact metadata: who built what, from which commit. Not the same thing as ACS.
- **Ferrule Queue (FQ)** — the durable, partitioned work queue. Not to be confused with Ferrule Relay.
- **Keystrand Secrets Broker (KSB)** — hands out short-lived credentials.
- **Sealwright Identity Service (SIS)** — issues user and service tokens.
- **Schema Ledger Service (SLS)** — the registry for dataset and event schemas.
- **the scheduler** — Lintel.
- **the deployer** — Larkspan. When a page says "the deployer" without a name, this is what it means.
- **run lease** — time-limited permission for one pipeline run to occupy a worker slot.
- **stage** — one step of a pipeline.
- **bundle** — a stage's code and dependencies, stored as a single object.
- **rollout wave** — a batch of worker pools updated together during a rollout.
- **tier** — the paging class a service belongs to; see the on-call policy for what each tier means.
- **SEV** — incident severity, from SEV1 (platform-wide outage or data loss) to SEV4 (cosmetic).
- **namespace** — a team's slice of the platform: its pools, topic prefix and log index.
""")

doc("ops-03", "Service ownership registry", r"""
# Service ownership registry

This page is the single source of truth for which team owns each Marrowline service and which paging tier it belongs to. Team pages describe people and rotations; service pages describe behaviour. Neither restates ownership, so if you find a conflict, this page wins.

## Owners

- ACS is owned by Build Infrastructure.
- SLS is owned by Build Infrastructure as well, because schemas are treated as build inputs.
- ACAT is owned by Release Engineering, not by Build Infrastructure, despite the similar acronym.
- Larkspan and the Larkspan Console are owned by Release Engineering.
- Lintel and Postern are owned by Platform Foundations.
- Millrace, FQ and Threadmark are owned by Data Movement.
- KSB and SIS are owned by Security Engineering.
- Tallymark and Tidewrack are owned by Observability.
- Heronpush has no owning team any more; it is not supported and tickets about it are closed without action.
- Ferrule Relay has no owning team either.
- Brindle is not owned by any Marrowline team. It is run by Storage Operations.

## Tiers

ACS, Larkspan, Lintel, FQ, Postern and SIS are tier 1. Every other service in this list is tier 2.

## Changing an owner

Ownership changes need sign-off from both team leads and a pull request against this page. Update the pager routing in the same change, or pages will keep going to the old team.
""")

doc("ops-04", "ACS — service overview", r"""
# ACS — service overview

ACS stores the bytes of every artifact Marrowline builds, from packaged SQL to Python wheels and model files. It answers one question quickly — "give me the object with this digest" — and deliberately knows nothing about who built an object or why.

## How it works

- Objects are addressed by SHA-256 digest and spread across shards.
- Recently used objects are kept on local NVMe on the ACS nodes; every object is also persisted to Brindle, so losing a node loses no data.
- ACS does not use Redis. An early prototype did, but the production service has never depended on it.
- Clients reach ACS over gRPC on port 7410.
- CI pushes new builds into ACS as the last step of every successful pipeline build.

## Limits

ACS is not supported on the shared-tenant cluster `mx-shared`; namespaces there read artifacts through a read-only mirror instead.

Objects are immutable. Re-uploading a digest that already exists is a no-op, and there is no API to modify an object in place.

## Related pages

- ACS configuration reference
- Runbook: rebalancing ACS shards
""")

doc("ops-05", "ACS configuration reference", r"""
# ACS configuration reference

ACS reads its settings from `/etc/mln/acs.yaml` at start-up. Keys are flat; there is no nesting.

| key | default | meaning |
|---|---|---|
| `shard_count` | `12` | Number of shards objects are spread across. |
| `eviction_policy` | `lru-weighted` | How objects are chosen for removal from local disk when it fills. |
| `max_object_mb` | `512` | Largest object accepted; bigger uploads fail with `OBJECT_TOO_LARGE`. |
| `ttl_hours` | `72` | Hours an unreferenced object stays on local disk before it becomes eligible for eviction. |
| `brindle_bucket` | `mln-acs-prod` | Bucket that every object is persisted to. |

Example override for a staging deployment:

```yaml
shard_count: 4
ttl_hours: 24
brindle_bucket: mln-acs-staging
```

Changing `shard_count` on a live cluster triggers a rebalance; follow the rebalancing runbook rather than editing the file and restarting. `max_object_mb` can be raised per namespace, but never above 2048. The other keys are safe to change with a rolling restart.
""")

doc("ops-06", "ACAT — service overview", r"""
# ACAT — service overview

ACAT answers the questions ACS cannot: which commit produced a digest, which pipeline built it, and which deployments still reference it. It stores metadata only; it never holds artifact bytes.

- ACAT keeps its index in the Postgres cluster `pg-meta-3`.
- The service listens on port 7420 and exposes a read-only HTTP API.
- Metadata is recorded at build time; ACAT does not accept direct writes from pipelines.

## Configuration

| key | default | meaning |
|---|---|---|
| `index_refresh_s` | `30` | Seconds between refreshes of the search index. |
| `index_retention_days` | `400` | Days metadata is kept for digests that nothing references. |
| `max_page_size` | `200` | Largest page the list endpoints return. |

## Not supported

Full-text search over build logs is not supported; ACAT indexes structured fields only. For log text, go to Tidewrack.

A digest can be looked up by anyone with a platform token. Restricting lookups to a single team is not possible today.
""")

doc("ops-07", "Larkspan — service overview", r"""
# Larkspan — service overview

Larkspan moves new versions of stage images onto the worker pools. A rollout is split into waves; each wave must pass its health checks before the next begins, and a failed wave stops the rollout.

## Dependencies

- Larkspan pulls release images from ACS.
- Larkspan fetches short-lived deploy credentials from KSB at the start of every rollout; it holds no static keys.
- Larkspan no longer depends on Lintel. Rollout timing is computed inside Larkspan itself.

## Interfaces

- The Deployments API (see the API reference) for automation.
- The Larkspan Console, a web UI for watching waves and pressing the rollback button.
- `mln deploy`, which is a thin wrapper over the API.

Larkspan listens on port 7650 internally. It does not support rolling out to pools on the shared-tenant cluster `mx-shared`; those pools are updated by the nightly image refresh.

## Manifests

Each pipeline declares its pools in `pipeline.deploy.yaml`. Larkspan only reads this file; it never writes it back.
""")

doc("ops-08", "Larkspan configuration reference", r"""
# Larkspan configuration reference

Settings live in the `larkspan` section of the platform config repository and are applied by the release train, never by hand.

| key | default | meaning |
|---|---|---|
| `rollout_batch_pct` | `20` | Share of a pool's workers replaced in one wave. |
| `health_grace_s` | `90` | Seconds a new worker may stay unhealthy before the wave counts as failed. |
| `max_parallel_targets` | `8` | Pools updated at the same time. |
| `auto_rollback` | `true` | Roll back automatically when a wave fails. |
| `manifest_format` | `v2` | Manifest schema accepted. `v1` is no longer accepted. |

```yaml
larkspan:
  rollout_batch_pct: 10
  health_grace_s: 180
  max_parallel_targets: 4
```

The example above is the conservative profile recommended for pipelines that load large in-memory models at start-up, where a short grace period causes false failures.

Per-pipeline overrides go in the pipeline's own `pipeline.deploy.yaml` under `rollout:`; only `rollout_batch_pct` and `health_grace_s` may be overridden there.
""")

doc("ops-09", "Heronpush (deprecated)", r"""
# Heronpush (deprecated)

> **Deprecated.** New services cannot be onboarded to Heronpush, and existing users must move off it. The steps are in the migration guide.

Heronpush was Marrowline's first way of getting code onto workers. It read a `heron.yaml` file from the pipeline repository and pushed the listed images to every target over SSH, all at once.

## How it worked

- An agent on each worker listened on port 7701 and accepted pushes from the Heronpush controller.
- Scheduled pushes were driven by Lintel Cron; Heronpush itself had no notion of time.
- Static SSH keys, one per pipeline, were kept in the controller's config.

## Limitations that motivated its retirement

- Heronpush does not support canary rollouts or waves; a bad image reached every target at once.
- There is no automatic rollback.
- Pushes to more than 200 targets regularly timed out.

If you still have a `heron.yaml` in your repository, treat it as dead configuration and follow the migration guide.
""")

doc("ops-10", "Migrating from Heronpush to Larkspan", r"""
# Migrating from Heronpush to Larkspan

Larkspan replaced Heronpush as the supported way to roll stage images out to workers. This guide takes one pipeline across; allow about an hour per pipeline.

## Field mapping

| `heron.yaml` | `pipeline.deploy.yaml` | notes |
|---|---|---|
| `targets:` | `pools:` | Pools are named groups; individual hosts are no longer listed. |
| `image:` | `image_digest:` | Tags are not accepted, only digests. |
| `push_all: true` | *(none)* | Rollouts always proceed in waves. |
| `cron:` | *(none)* | Time-based pushes have no equivalent; trigger a rollout from your pipeline instead. |

## Steps

1. List the Heronpush manifests you still have: `mln deploy audit --legacy`.
2. Convert each one:
   ```sh
   mln deploy convert heron.yaml > pipeline.deploy.yaml
   ```
3. Review the generated `pools:` block; the converter guesses pool names from host prefixes and is sometimes wrong.
4. Run a dry rollout against staging: `mln deploy plan --env staging`.
5. Roll out to production with `mln deploy apply`.
6. Delete `heron.yaml` and the pipeline's old SSH key in the same pull request.

The converter does not migrate secrets. Any credential that used to sit in a Heronpush config must be re-requested, not copied.
""")

doc("ops-11", "Larkspan release notes", r"""
# Larkspan release notes

## 3.3.0 — 2024-11-04
**Added**
- Automatic rollback on failed waves is now enabled by default for new pipelines.

**Changed**
- The console shows per-wave timings.

## 3.2.0 — 2024-09-16
**Added**
- Canary waves: the first wave can be limited to a single pool.

**Deprecated**
- The `/v1/deployments` endpoints. They will be removed in 4.0; use `/v2/deployments`.

## 3.0.0 — 2024-06-03
**Removed**
- Support for v1 manifests.

**Changed**
- Rollout timing is computed locally; the lease lookup before every wave was removed.

**Added**
- `mln deploy convert` for converting legacy manifests.

## 2.9.0 — 2024-03-11
**Added**
- Short-lived deploy credentials replace per-pipeline static SSH keys.

**Fixed**
- Rollbacks no longer skip pools that were mid-wave.
- A paused rollout no longer resumes on its own after a controller restart.
""")

doc("ops-12", "Lintel — service overview", r"""
# Lintel — service overview

Lintel decides when pipeline runs start and which worker slot each run gets. It does not execute stages itself; it grants run leases and tracks whether they are renewed.

## Architecture

- Three replicas; one is elected leader and hands out leases, the other two follow its Raft log.
- State lives only in that Raft log on local SSDs. There is no external database.
- Lintel listens on port 7600 for both its gRPC API and the HTTP Runs API.

## Triggers

Runs can be started by a commit, by another pipeline finishing, or by a time expression in `pipeline.mln.yaml`. Lintel Cron, the separate cron shim that older tools called, is no longer part of Lintel; time expressions are evaluated by the leader directly.

## Behaviour under load

When the pending queue is full, new run requests are rejected with `RUN_BACKLOG_FULL` rather than queued indefinitely. Lintel never preempts a run that already holds a lease.
""")

doc("ops-13", "Lintel configuration reference", r"""
# Lintel configuration reference

Lintel reads `/etc/mln/lintel.yaml`. All three replicas must run with identical values; the leader refuses followers whose config hash differs.

| key | default | meaning |
|---|---|---|
| `lease_window_s` | `30` | Seconds a run lease stays valid without a renewal. |
| `renew_fraction` | `0.5` | Point in the window, as a fraction, at which workers renew. |
| `tick_ms` | `250` | Interval of the leader's scheduling loop. |
| `max_pending_runs` | `5000` | Runs that may wait for a slot before new requests are rejected. |

```yaml
lease_window_s: 30
renew_fraction: 0.5
tick_ms: 250
max_pending_runs: 5000
```

Values of `lease_window_s` below 10 are rejected at start-up. Keep `renew_fraction` between 0.3 and 0.7; outside that range workers either renew constantly or too late.
""")

doc("ops-14", "Millrace — service overview", r"""
# Millrace — service overview

Millrace runs pipeline stages. A worker picks up a work item, downloads the stage bundle, executes it in a sandbox and reports the result.

## Dependencies

Millrace depends on Lintel for run leases and on ACS for stage bundles. A worker will not start a stage until it holds a valid lease, and it stops the stage if the lease cannot be renewed.

## Supported stages

- Python 3.11 and 3.12 stages.
- SQL stages, executed against the pipeline's warehouse connection.
- JVM stages (Java 17 and 21).

## What Millrace does not do

- Millrace does not talk to Larkspan directly; a new stage version simply arrives as a new bundle digest.
- It does not retry a stage that was stopped because its lease expired — that run is abandoned, and a fresh run has to be requested.
- It does not keep stage output; outputs go wherever the stage writes them.

Scratch space on a worker is wiped after every stage, successful or not.
""")

doc("ops-15", "Millrace configuration reference", r"""
# Millrace configuration reference

Worker settings are set per pool in `pools/<pool>.yaml` in the platform config repository.

| key | default | meaning |
|---|---|---|
| `worker_slots` | `16` | Stages one worker runs concurrently. |
| `stage_timeout_min` | `45` | Minutes before a running stage is killed. |
| `heartbeat_s` | `10` | Seconds between worker heartbeats. |
| `retry_limit` | `3` | Attempts for a stage that fails with a retryable error. |
| `scratch_dir` | `/var/millrace/scratch` | Local directory for stage scratch files. |

```yaml
# pools/gpu-a.yaml
worker_slots: 4
stage_timeout_min: 120
```

A worker that misses three heartbeats in a row is marked lost and its stages are abandoned. Raising `worker_slots` above the pool's CPU count is allowed but rarely helps.
""")

doc("ops-16", "FQ — service overview", r"""
# FQ — service overview

FQ is the durable, partitioned queue that carries work items and change events between Marrowline components. A publish is acknowledged only once several brokers have written it, and messages stay on disk until every consumer group has acknowledged them.

## Producers and consumers

Millrace, ACAT and Threadmark consume from FQ, and Lintel publishes run-state events to it. CI publishes build events through the same API.

## Guarantees

- Delivery is at-least-once. Consumers must be idempotent; duplicates are normal after a broker failover.
- Ordering is guaranteed within a partition, never across partitions.
- FQ does not support priority lanes on the shared tier. Teams that need them get a dedicated tier.

## Access

Brokers listen on port 7530. Topics are created with `mln queue topic create`; there is no self-service deletion.
""")

doc("ops-17", "FQ configuration reference", r"""
# FQ configuration reference

Broker settings are cluster-wide and live in `/etc/mln/fq.yaml`. Per-topic overrides are not supported.

| key | default | meaning |
|---|---|---|
| `max_inflight` | `2000` | Deliveries a consumer group may hold unacknowledged. |
| `redelivery_delay_s` | `15` | Seconds before an unacknowledged delivery is offered again. |
| `segment_mb` | `256` | Size at which a partition's log segment is rolled. |
| `replication_factor` | `3` | Brokers a message is written to before the publish is acknowledged. |

```yaml
max_inflight: 2000
redelivery_delay_s: 15
segment_mb: 256
replication_factor: 3
```

Setting `redelivery_delay_s` to `0` makes brokers re-offer deliveries immediately and is never appropriate in production. Lowering `replication_factor` below 3 needs sign-off in the weekly architecture review.
""")

doc("ops-18", "KSB — service overview", r"""
# KSB — service overview

KSB hands out short-lived credentials — database passwords, cloud tokens, deploy keys — to Marrowline components that ask for them. Every credential it issues expires on its own; nothing has to remember to revoke it.

## How callers are trusted

KSB authenticates every caller against SIS before issuing anything. A caller whose token has expired gets `401` and must refresh its token first.

## Where the secrets come from

KSB does not store long-lived secrets. Root credentials stay in the Strongroom HSM vault, and KSB derives short-lived ones from them on request.

## Configuration

| key | default | meaning |
|---|---|---|
| `lease_ttl_min` | `20` | Minutes an issued credential stays valid. |
| `max_leases_per_caller` | `50` | Live credentials a single caller may hold. |
| `audit_sink` | `tidewrack` | Where an audit record of every issuance is written. |

Audit records cannot be switched off; `audit_sink` can only point somewhere else.
""")

doc("ops-19", "Ferrule Relay (deprecated)", r"""
# Ferrule Relay (deprecated)

> Ferrule Relay is deprecated and no longer accepts new topics.

Ferrule Relay was a fire-and-forget message bus from the platform's first year. Publishers sent a message and moved on; if no subscriber was listening at that moment, the message was gone.

- It ran on port 7531, which still confuses firewall reviews.
- It kept nothing on disk.
- It had no consumer groups and no acknowledgements, so there was no way to replay a missed message.

## Why you might still see it

Old dashboards and some alert rules still reference `relay_*` metrics. They report zero and can be deleted.

## What to use instead

For work items and change events, use FQ. For fan-out notifications to humans, use the chat integration in the Tallyboard alerting settings; Ferrule Relay was never meant for that.
""")

doc("ops-20", "Postern — API gateway", r"""
# Postern — API gateway

Postern is the single front door for Marrowline's HTTP APIs. It terminates TLS, checks the caller's token, applies rate limits and forwards the request to the service behind it.

- Postern listens on port 8443 at `api.mln.internal`.
- Postern validates every bearer token against SIS. Tokens are verified locally with cached signing keys, so SIS is not called on every request.
- Postern does not terminate mTLS for internal gRPC traffic; gRPC clients talk to services directly.

## Configuration

| key | default | meaning |
|---|---|---|
| `rps_per_token` | `50` | Sustained requests per second allowed for one token. |
| `burst_limit` | `300` | Requests a token may send in a burst above the sustained rate. |
| `token_cache_s` | `60` | Seconds signing keys are cached before they are fetched again. |

Callers that exceed their limit receive `429` with a `Retry-After` header. Limits are per token, not per team; splitting traffic across tokens to dodge them is against policy.
""")

doc("ops-21", "SIS — service overview", r"""
# SIS — service overview

SIS issues the tokens that people and services use to call Marrowline. People sign in through the company single sign-on and receive a token for the `mln` CLI; services receive tokens through their workload identity.

- SIS listens on port 7900.
- Tokens are signed JWTs. The public signing keys are published at `/keys`, and the next key is published 24 hours before it becomes active.
- Signing keys rotate automatically.

## Configuration

| key | default | meaning |
|---|---|---|
| `token_ttl_min` | `60` | Minutes a token is valid after issuance. |
| `key_rotation_days` | `30` | Days between automatic signing-key rotations. |
| `refresh_window_min` | `10` | Minutes before expiry during which a token can be refreshed without signing in again. |

## Not supported

SIS is not supported as an identity provider for partner integrations; partners authenticate through the corporate partner portal. SIS does not issue tokens to pipelines running outside Quillfen's own clusters.
""")

doc("ops-22", "Tallymark — metrics collection", r"""
# Tallymark — metrics collection

Tallymark scrapes metrics from every Marrowline service and from pipeline stages that expose them, stores them as time series and answers queries from dashboards and alert rules.

- Tallymark does not collect logs; send those to Tidewrack.
- Stages expose metrics on `/metrics` inside the sandbox; Millrace forwards the endpoint, so stages do not open ports of their own.
- The query API listens on port 9120 and accepts PromQL-style expressions.

## Configuration

| key | default | meaning |
|---|---|---|
| `scrape_interval_s` | `15` | Seconds between scrapes. |
| `retention_days` | `35` | Days raw samples are kept. |
| `max_series_per_pipeline` | `20000` | Series one pipeline may create before new ones are dropped. |

High-cardinality labels such as user IDs or request IDs are dropped at ingestion. If you need per-request detail, log it instead.
""")

doc("ops-23", "Tidewrack — log aggregation", r"""
# Tidewrack — log aggregation

Tidewrack collects logs from workers, services and stages and makes them searchable. It also receives audit records from services that are required to keep them.

## Storage tiers

- **Hot**: indexed on local disks, searchable in seconds.
- **Cold**: compressed segments written to Brindle; searchable, but queries take minutes.

Logs move from hot to cold automatically and are deleted at the end of the cold period.

## Configuration

| key | default | meaning |
|---|---|---|
| `hot_retention_days` | `7` | Days logs stay in the hot tier. |
| `cold_retention_days` | `90` | Days logs stay in the cold tier after leaving the hot tier. |
| `ingest_batch_kb` | `512` | Largest batch a shipper may send in one request. |

Tidewrack does not accept metrics; lines that look like metrics are stored as ordinary log text.

```sh
mln logs search --pipeline fraud-scoring --since 2h 'level=error'
```
""")

doc("ops-24", "Threadmark — data lineage", r"""
# Threadmark — data lineage

Threadmark records which datasets each pipeline run read and wrote, and draws the result as a lineage graph. Use it to answer "what breaks downstream if I change this table?" before you change it.

- Threadmark reads schemas from SLS so that lineage edges can be labelled down to the field.
- Edges are built from run-state and dataset-change events; Threadmark never inspects the data itself.
- Threadmark does not track lineage for ad-hoc notebook queries. Only scheduled pipeline runs appear in the graph.

## Using it

```sh
mln lineage upstream warehouse.fraud.scores --depth 3
mln lineage downstream warehouse.payments.raw
```

The web view is at `lineage.mln.internal`. Edges older than 180 days are collapsed into a single summary edge per dataset pair, so very old history shows as one line.
""")

doc("ops-25", "SLS — service overview", r"""
# SLS — service overview

SLS is the registry of record for dataset and event schemas. A pipeline that publishes events or writes a shared table registers its schema here first, and every later version is checked against the previous one.

- SLS listens on port 7810.
- Schemas are stored as Avro or JSON Schema; Protobuf is not supported.
- A version that fails the compatibility check is rejected, not stored with a warning.

## Configuration

| key | default | meaning |
|---|---|---|
| `compat_mode` | `backward` | Compatibility rule applied to new versions: `backward`, `forward`, `full` or `none`. |
| `max_schema_kb` | `64` | Largest schema document accepted. |

## Not the linter

`mln schema lint` runs entirely on your machine and never calls SLS. A schema that passes the linter can still be rejected by SLS, because the linter cannot see earlier versions.
""")

doc("ops-26", "Team: Build Infrastructure", r"""
# Team: Build Infrastructure

Build Infrastructure keeps Marrowline builds fast and reproducible. The services assigned to the team are listed in the service ownership registry.

## People

- **Ysolde Parrack** — team lead
- Bram Okafor-Lind — site reliability engineer
- Cato Vell — senior software engineer
- Hesper Quan — software engineer
- Nilufar Ashdown — technical writer, shared with Release Engineering

## On-call

- Weekly rotation, four people deep; the lead is not on it.
- Handoff every Tuesday at 10:00, with a 15-minute review of the past week's pages.
- Page or ping through `#bi-oncall`.

## Other responsibilities

- The CI runner images used by every pipeline build.
- The warm-up job that primes build runners before the Monday release train.

Questions that are not urgent go to `#build-infra` during working hours.
""")

doc("ops-27", "Team: Release Engineering", r"""
# Team: Release Engineering

Release Engineering gets changes from merged code to production safely and on a predictable schedule. For the services assigned to the team, see the service ownership registry.

## People

- **Marek Ostrander** — team lead
- Lio Tanaquil — release manager; runs the weekly train
- Petra Suon — senior software engineer
- Jun Alcott — site reliability engineer
- Mireille Dufort — software engineer

## On-call

- Follow-the-sun rotation split between the Harrowgate and Penmoor offices.
- Handoff every Monday at 09:30 Harrowgate time.
- Page or ping through `#releng-oncall`.

## Other responsibilities

- The weekly release train, which leaves every Monday at 13:00 Harrowgate time.
- The change-freeze calendar for quarter ends and the December holidays.

Lio Tanaquil is the contact for exceptions to a freeze; requests go in `#release-train` at least two working days ahead.
""")

doc("ops-28", "Team: Data Movement", r"""
# Team: Data Movement

Data Movement makes sure work and data get where they need to go, in order and as often as intended. The registry lists which services belong to the team.

## People

- **Renske Obuya** — team lead
- Idris Kell — staff engineer
- Saoirse Vantongeren — site reliability engineer
- Tomas Arvelo — software engineer
- Yuki Brannagh — site reliability engineer

## On-call

- Weekly rotation; the lead joins as secondary during the first week of every quarter.
- Handoff every Wednesday at 11:00.
- Page or ping through `#dm-oncall`.

## Other responsibilities

- The warehouse connector library used by SQL stages.
- The dataset naming conventions guide.

Idris Kell runs the monthly design review; proposals go in `#data-movement` by the Friday before.
""")

doc("ops-29", "Team: Platform Foundations", r"""
# Team: Platform Foundations

Platform Foundations builds the shared plumbing the rest of Marrowline stands on. Service assignments are kept in the service ownership registry, not here.

## People

- **Eamon Trask** — team lead
- Wren Adebayo-Holt — principal engineer
- Fenna Rusk — site reliability engineer
- Oskar Lindgren-Mbeki — software engineer
- Amaya Quist — site reliability engineer

## On-call

- Weekly rotation, five people deep including the lead.
- Handoff every Thursday at 10:00.
- Page or ping through `#pf-oncall`.

## Other responsibilities

- The `mln` CLI and its release channel.
- The platform config repository tooling, including the config validator that runs on every pull request.

Wren Adebayo-Holt chairs the weekly architecture review, where changes to platform-wide defaults are approved.
""")

doc("ops-30", "Team: Observability", r"""
# Team: Observability

Observability makes sure that when something goes wrong on Marrowline, somebody can see it. The registry lists the services the team is responsible for.

## People

- **Ilse Marchetti** — team lead
- Kofi Brand — site reliability engineer
- Dasha Ember — software engineer
- Ruairi Fenwick — software engineer

## On-call

- Weekly rotation, three people deep; the lead covers holidays.
- Handoff every Monday at 14:00.
- Page or ping through `#obs-oncall`.

## Other responsibilities

- Tallyboard dashboards and the shared alert-rule library.
- The *Stage health* dashboard template that new pipelines copy.

Requests for new standard dashboards go in `#observability` with a sketch of the panels you want.
""")

doc("ops-31", "Team: Security Engineering", r"""
# Team: Security Engineering

Security Engineering looks after identity, credentials and the audit trail for Marrowline. Which services the team owns is recorded in the service ownership registry.

## People

- **Priya Castellane** — team lead
- Olek Marsh — security engineer
- Ines Tavora — site reliability engineer
- Bayo Kettering — security engineer

## On-call

- Weekly rotation, four people deep.
- Handoff every Friday at 10:00.
- Page or ping through `#seceng-oncall`.
- Suspected credential exposure goes to `#security-urgent` at any hour, even if it turns out to be nothing.

## Other responsibilities

- Access reviews for the Strongroom HSM vault.
- The quarterly credential audit of every namespace.

Olek Marsh is the contact for audit-evidence requests from the compliance office.
""")

doc("ops-32", "INC-2291: run leases expiring mid-stage", r"""
# INC-2291: run leases expiring mid-stage

**Severity:** SEV2 · **Date:** 2024-03-14 · **Duration:** 2 h 10 min · **Status:** closed

## Summary

Pipeline runs across all pools were repeatedly abandoned a few seconds after they started. Millrace workers stopped stages because their leases could not be renewed in time, and the same runs were started again and again.

## Timeline (UTC)

- 08:02 — A config change lowers `lease_window_s` from 30 to 4 as part of a latency experiment. The change is applied by hand to all three replicas.
- 08:05 — Abandoned-stage count climbs; first customer report at 08:19.
- 08:40 — SEV2 declared.
- 09:55 — The change is identified and reverted.
- 10:12 — Backlog drained; incident closed.

## Cause

With a four-second window and the default renewal point halfway through it, workers had two seconds to renew. Under normal network jitter many renewals arrived late.

## Follow-ups

| action | owner |
|---|---|
| Alert when abandoned stages exceed 2% of starts | Observability |
| Require review for changes to tier-1 config keys | Release Engineering |
| Reject unsafe lease windows at start-up | done |
""")

doc("ops-33", "INC-2307: fraud-scoring rollouts failing after upload", r"""
# INC-2307: fraud-scoring rollouts failing after upload

**Severity:** SEV3 · **Date:** 2024-05-02 · **Duration:** 5 h 20 min · **Status:** closed

## Summary

The `fraud-scoring` pipeline shipped a stage that bundled a new model. Its bundle was 740 MB. The upload was rejected with `OBJECT_TOO_LARGE`, the build was still marked green, and Larkspan rollouts of the new version failed on every pool because the image digest did not exist.

## Timeline (UTC)

- 11:14 — Build finishes; the upload is rejected and the error swallowed by the build step.
- 11:30 — First rollout fails in wave 1; the old version keeps serving.
- 14:02 — On-call traces the missing digest to the rejected upload.
- 16:34 — Limit raised for the namespace to 1024 via `max_object_mb`; rebuild and rollout succeed.

## Cause

The bundle exceeded `max_object_mb`. The build step treated a failed upload as a warning rather than an error.

## Follow-ups

| action | owner |
|---|---|
| Fail the build when an upload is rejected | Platform Foundations |
| Document bundle size advice in the onboarding guide | Data Movement |
| Move model weights out of stage bundles | fraud-scoring team |
""")

doc("ops-34", "INC-2330: duplicate work items after a partition drain", r"""
# INC-2330: duplicate work items after a partition drain

**Severity:** SEV2 · **Date:** 2024-07-19 · **Duration:** 3 h 45 min · **Status:** closed

## Summary

During planned maintenance, an engineer set `redelivery_delay_s` to `0` to speed up a partition drain. Consumers that were slow to acknowledge received the same deliveries many times over. Some stages ran twice, and Threadmark recorded thousands of duplicate lineage edges.

## Timeline (UTC)

- 13:00 — Maintenance window opens; drain starts.
- 13:06 — Setting changed to speed things up.
- 13:20 — Duplicate-run reports from two pipeline teams.
- 14:10 — SEV2 declared; setting restored to its default.
- 16:45 — Duplicate lineage edges removed with a one-off cleanup job.

## Cause

An immediate re-offer meant any delivery not acknowledged within milliseconds was sent again. Consumers that were not idempotent did the work twice.

## Follow-ups

| action | owner |
|---|---|
| Refuse a zero redelivery delay in the config validator | Platform Foundations |
| Add a duplicate-delivery panel to the stage health dashboard | Observability |
| Make the lineage ingester idempotent on event ID | Threadmark maintainers |
""")

doc("ops-35", "INC-2352: API calls rejected with 401 after key rotation", r"""
# INC-2352: API calls rejected with 401 after key rotation

**Severity:** SEV1 · **Date:** 2024-08-27 · **Duration:** 48 min · **Status:** closed

## Summary

Shortly after SIS activated a new signing key, most calls to Marrowline's HTTP APIs began failing with `401`. The tokens themselves were valid; the component checking them was still using the previous key set. A week earlier `token_cache_s` had been raised to 3600 to reduce load during a traffic test, and it was never set back.

## Timeline (UTC)

- 06:00 — Scheduled signing-key rotation in SIS.
- 06:03 — 401 rate on API traffic jumps from 0.1% to 71%.
- 06:09 — SEV1 declared.
- 06:31 — Cause found; setting returned to its default and the key cache flushed.
- 06:51 — Error rate back to normal; incident closed.

## Follow-ups

| action | owner |
|---|---|
| Announce signing-key rotations in `#platform-announce` a day ahead | Security Engineering |
| Alert when the API 401 rate exceeds 5% for five minutes | Observability |
| Record temporary config changes with an expiry date | Release Engineering |
""")

doc("ops-36", "Runbook: releasing a stuck Millrace stage", r"""
# Runbook: releasing a stuck Millrace stage

Use this when a stage shows `running` for far longer than it should, its worker is healthy, and the stage's own logs have stopped.

1. Find the stage and its worker:
   ```sh
   mln stage list --state running --older-than 2h
   ```
2. Check whether the worker still holds a lease for the run:
   ```sh
   mln stage describe <stage-id> | grep lease
   ```
3. If the lease is valid, capture a stack dump before touching anything: `mln stage dump <stage-id>`. Attach it to the ticket.
4. Release the stage. This stops the sandbox and returns the slot:
   ```sh
   mln stage release <stage-id> --reason "stuck, see TICKET-123"
   ```
5. Confirm the slot is free with `mln pool slots <pool>`.
6. Re-run the pipeline from the failed stage, not from the start: `mln run retry <run-id> --from <stage-name>`.

If more than twenty stages are stuck at once, stop here: the cause is almost certainly shared. Declare a SEV2 and page through the on-call policy instead of releasing stages one by one.
""")

doc("ops-37", "Runbook: rebalancing ACS shards", r"""
# Runbook: rebalancing ACS shards

Run this after the shard count of a cluster has been changed, or when one shard holds more than 1.5 times the average number of objects.

1. Announce the rebalance in `#platform-announce`; expect higher read latency for about an hour.
2. Generate a plan:
   ```sh
   mln cache rebalance --plan --cluster prod-eu > plan.json
   ```
3. Check `plan.json`: no single step should move more than 8% of objects.
4. Apply the plan one shard at a time:
   ```sh
   mln cache rebalance --apply plan.json --max-concurrent 1
   ```
5. Watch the hit-ratio panel on the ACS dashboard. If the ratio drops below 60%, pause with `mln cache rebalance --pause` and wait for it to recover.
6. When the plan completes, run `mln cache verify --cluster prod-eu` to confirm every digest is readable.

Reads keep working throughout: a miss on a moving shard is served from persistent storage, so a rebalance costs latency, never data.
""")

doc("ops-38", "Runbook: draining an FQ partition", r"""
# Runbook: draining an FQ partition

Drain a partition before replacing the broker disk it lives on.

1. Open a maintenance window and post it in `#platform-announce`.
2. Stop new publishes to the partition:
   ```sh
   mln queue partition freeze <topic> <partition>
   ```
3. Leave consumers running. Check progress with `mln queue partition lag <topic> <partition>` until lag reaches zero.
4. Do not change broker settings to make the drain go faster. Slow drains are expected on busy topics.
5. Move leadership away: `mln queue partition move <topic> <partition> --to <broker>`.
6. Replace the disk, then thaw the partition:
   ```sh
   mln queue partition thaw <topic> <partition>
   ```
7. Close the window once lag on the moved partition is back to normal.

A drain of a busy partition takes 20–90 minutes. If lag is not falling after 30 minutes, check consumer health before anything else.
""")

doc("ops-39", "Runbook: emergency SIS signing-key rotation", r"""
# Runbook: emergency SIS signing-key rotation

Use this only when a signing key may have been exposed. Routine rotation is automatic and needs no runbook.

1. Declare a SEV1 and freeze identity changes with `mln identity freeze --reason exposure`.
2. Generate a new key and publish it without activating it:
   ```sh
   mln identity key create --publish-only
   ```
3. Wait five minutes so that verifiers fetch the new public key.
4. Activate it: `mln identity key activate <key-id>`.
5. Revoke the exposed key:
   ```sh
   mln identity key revoke <old-key-id>
   ```
   Every token signed with it stops working immediately, so expect a burst of sign-ins.
6. Ask downstream verifiers to flush their key caches; a long cache setting can keep a revoked key trusted.
7. Lift the freeze with `mln identity unfreeze` and write up the exposure in the incident report.
""")

doc("ops-40", "Marrowline platform release notes", r"""
# Marrowline platform release notes

Platform releases bundle changes that cut across services. Individual services keep their own notes as well.

## 2024.10 — 2024-10-14
**Removed**
- Heronpush: the controller, the worker agents and the `mln heron` subcommands.
- Ferrule Relay.

**Changed**
- `mln` now refuses to run against a cluster whose version is more than two releases behind.

## 2024.08 — 2024-08-12
**Added**
- Threadmark is generally available.

**Deprecated**
- Ferrule Relay. No new topics can be created.

**Changed**
- Tidewrack cold-tier retention was extended; see the Tidewrack page for the current default.

## 2024.06 — 2024-06-10
**Removed**
- Lintel Cron.

**Deprecated**
- Heronpush. New onboarding is blocked.

**Added**
- Schema compatibility checks in CI.

## 2024.04 — 2024-04-08
**Added**
- Per-token rate limiting on the API gateway.

**Changed**
- Start-up validation now rejects unsafe lease windows.
""")

doc("ops-41", "Millrace release notes", r"""
# Millrace release notes

## 5.4.0 — 2024-10-01
**Added**
- Per-stage retry count, set in `pipeline.mln.yaml` as `retries:`.

**Changed**
- The default stage timeout was raised.

## 5.3.0 — 2024-08-05
**Added**
- arm64 worker pools.

**Known limitations**
- JVM stages are not supported on arm64 pools. Pin them to x86 pools with `arch: x86_64`.

## 5.2.0 — 2024-06-24
**Removed**
- Millrace no longer reads work items from Ferrule Relay. Pools still configured for it refuse to start.

## 5.0.0 — 2024-02-19
**Changed**
- Stage bundles are fetched by digest only; tag lookups were removed.

**Deprecated**
- Python 3.10 stages.
""")

doc("ops-42", "API reference: Larkspan Deployments API (v2)", r"""
# API reference: Larkspan Deployments API (v2)

Base URL: `https://api.mln.internal/larkspan/v2`. All requests go through Postern and are subject to its rate limits.

Authentication: send a bearer token issued by SIS in the `Authorization` header. Requests with an expired token get `401`.

## Endpoints

| method | path | purpose |
|---|---|---|
| `POST` | `/deployments` | Start a rollout. Body: `pipeline`, `image_digest`, optional `pools`. |
| `GET` | `/deployments/{id}` | Status of one rollout, including each wave. |
| `GET` | `/deployments?pipeline=<name>` | Recent rollouts for a pipeline, newest first. |
| `POST` | `/deployments/{id}/rollback` | Return every pool in the rollout to the previous digest. |
| `POST` | `/deployments/{id}/pause` | Stop after the current wave. |

## Example

```sh
curl -X POST https://api.mln.internal/larkspan/v2/deployments \
  -H "Authorization: Bearer $MLN_TOKEN" \
  -d '{"pipeline": "fraud-scoring", "image_digest": "sha256:9f2c..."}'
```

A successful start returns `202` with the rollout `id`. Rolling back a rollout that already finished is allowed and creates a new rollout.
""")

doc("ops-43", "API reference: ACAT lookup API (v1)", r"""
# API reference: ACAT lookup API (v1)

Base URL: `https://api.mln.internal/acat/v1`. Read-only; there are no write endpoints.

| method | path | purpose |
|---|---|---|
| `GET` | `/artifacts/{digest}` | Metadata for one artifact: pipeline, commit, builder, size. |
| `GET` | `/artifacts/{digest}/references` | Deployments and runs that still use the digest. |
| `GET` | `/artifacts?pipeline=<name>&since=<date>` | Artifacts built for a pipeline, newest first. |
| `GET` | `/commits/{sha}/artifacts` | Everything built from one commit. |

Responses are paginated with `page_token`. The `location` field in a metadata response is an ACS address; fetch the bytes from there, not from ACAT.

```sh
mln artifact show sha256:9f2c... --references
```

A digest that was never built returns `404`; a digest whose metadata aged out returns `410 Gone`. Both are normal and should not be retried.
""")

doc("ops-44", "API reference: Lintel Runs API (v1)", r"""
# API reference: Lintel Runs API (v1)

Base URL: `https://api.mln.internal/lintel/v1`.

| method | path | purpose |
|---|---|---|
| `POST` | `/runs` | Request a run. Body: `pipeline`, optional `params`, optional `not_before`. |
| `GET` | `/runs/{id}` | State of a run: `pending`, `leased`, `running`, `succeeded`, `failed`, `abandoned`. |
| `GET` | `/runs?pipeline=<name>&state=<state>` | Runs filtered by pipeline and state. |
| `DELETE` | `/runs/{id}` | Cancel a run that has not started. |
| `DELETE` | `/runs/{id}/lease` | Revoke the lease of a running run; its worker stops the stage. |

`POST /runs` returns `429` with code `RUN_BACKLOG_FULL` when the pending queue is full. Retry with backoff; the queue drains in order.

A run in state `abandoned` is never resumed. Request a new run instead, or use `mln run retry`, which does that for you and keeps the original parameters.
""")

doc("ops-45", "Marrowline FAQ", r"""
# Marrowline FAQ

**Can I put Redis in front of my stage outputs to speed things up?**
You can run Redis inside your own stage, but the platform does not provide one and nobody will be paged for it.

**My rollout fails with "manifest format not accepted". Why?**
Your `pipeline.deploy.yaml` is in the old format. Run `mln deploy upgrade-manifest` on it and commit the result.

**How do I get a token for scripts?**
Run `mln auth token --service <name>`. Tokens for people come from `mln login`.

**Why did my run get `abandoned`?**
Its worker lost its lease, usually because the worker was overloaded or lost network. Look for lease warnings in the stage logs.

**Is there a staging API endpoint?**
Yes: `api.stg.mln.internal`. Staging data is wiped every Sunday.

**Can two pipelines share a worker pool?**
Yes, if both belong to the same team. Cross-team pool sharing is not supported.

**Where do I ask for help?**
`#marrowline-help` for anything non-urgent. For outages, follow the on-call policy.
""")

doc("ops-46", "On-call and escalation policy", r"""
# On-call and escalation policy

Every Marrowline service belongs to a paging tier, recorded in the ownership registry. The tier decides how fast the owning team's on-call must respond.

## Acknowledgement targets

- Tier 1 pages must be acknowledged within 5 minutes, at any hour.
- Tier 2 pages must be acknowledged within 30 minutes during business hours (09:00–18:00 in the on-call engineer's office); outside those hours they wait until 09:30 the next business day.
- An unacknowledged page escalates to the team lead after two missed targets, then to the director of platform engineering, Anselm Grieve.

## Declaring incidents

Anyone can declare an incident with `mln incident open --sev <1-4>`. SEV1 and SEV2 incidents get an incident commander from the cross-team commander rotation; the on-call engineer stays hands-on and does not command.

## Handoffs

Each team runs its own handoff meeting. Open incidents and silenced alerts must be handed over explicitly; "nothing open" is said out loud, not assumed.

Post-incident reviews are due within five business days for SEV1 and SEV2.
""")

doc("ops-47", "Tallyboard dashboards", r"""
# Tallyboard dashboards

Tallyboard is the dashboard and alerting front end for Marrowline. It is not a metrics store: every panel is a query against Tallymark, and nothing is kept in Tallyboard itself apart from dashboard definitions.

## Standard dashboards

- **Platform overview** — run starts, abandoned stages, rollout success rate.
- **ACS** — hit ratio, shard object counts, upload rejections.
- **FQ** — consumer lag per group, redeliveries, broker disk use.
- **Stage health** — per-pipeline failure and retry rates.
- **API edge** — request rate, 401 and 429 ratios at the gateway.

## Alerting

Alert rules live next to the dashboards. A rule that pages must name a tier; rules without one can only post to chat.

```yaml
alert: run_starts_stalled
expr: sum(rate(run_starts_total[10m])) == 0
for: 10m
tier: 1
```

Personal dashboards are allowed but are deleted after 90 days without a view.
""")

doc("ops-48", "mln CLI reference", r"""
# mln CLI reference

`mln` is the command-line client for Marrowline. Install it with `brew install quillfen/tap/mln` or from the internal package mirror.

| command | what it does |
|---|---|
| `mln login` | Sign in and store a personal token. |
| `mln pipeline validate` | Check `pipeline.mln.yaml` locally. |
| `mln run` | Request, list, cancel and retry runs. |
| `mln stage` | Inspect, dump and release running stages. |
| `mln deploy` | Plan, apply, pause and roll back rollouts. |
| `mln cache` | Inspect and rebalance artifact storage. |
| `mln queue` | Manage topics and partitions. |
| `mln schema lint` | Lint a schema file offline. |
| `mln lineage` | Query upstream and downstream datasets. |
| `mln logs` | Search logs. |
| `mln identity` | Manage signing keys (restricted). |

Global flags: `--env prod|staging`, `--output json|table`, `--quiet`.

`mln` does not support Windows natively; use it from WSL. Shell completion is available for bash and zsh with `mln completion <shell>`.

Config lives in `~/.config/mln/config.toml`.
""")

doc("ops-49", "Onboarding a new pipeline", r"""
# Onboarding a new pipeline

This walk-through takes a new pipeline from an empty repository to its first scheduled run. Budget half a day.

1. Ask for a namespace in `#marrowline-help`. You will get a worker pool, a queue topic prefix and a log index.
2. Add `pipeline.mln.yaml` to the repository root:
   ```yaml
   name: invoice-rollup
   team: billing
   schedule: "0 3 * * *"
   stages:
     - name: extract
       runtime: python3.12
     - name: aggregate
       runtime: sql
   deploy:
     pools: [billing-general]
   ```
3. Validate it: `mln pipeline validate`.
4. Push. CI builds the stage bundles and registers any schemas you declared.
5. Ship the first version with `mln deploy apply`.
6. Check the first run with `mln run list --pipeline invoice-rollup` and its logs with `mln logs search`.

## Tips

- Keep bundles small. Model weights and reference data belong in a dataset, not inside a stage.
- Make every stage safe to run twice; the platform can deliver the same work item more than once.
- Add at least one dashboard before you go live; copy the *Stage health* template.
""")

doc("ops-50", "Quotas and limits", r"""
# Quotas and limits

Default quotas per team namespace. Ask in `#marrowline-help` to raise one; requests are reviewed weekly.

| resource | default quota | notes |
|---|---|---|
| Worker slots | 64 | Across all of a team's pools. |
| Queue topics | 20 | Partitions per topic capped at 32. |
| Concurrent rollouts | 3 | Further rollouts wait. |
| Log ingest | 50 GB/day | Excess is sampled, not dropped. |
| Metric series | 100 000 | Summed over the team's pipelines. |
| Schemas | 200 | Versions of one schema do not count separately. |

## Hard limits

These cannot be raised:

- A single pipeline may not have more than 40 stages.
- Run parameters are limited to 16 KB in total.
- Pipelines cannot request GPU pools on the shared-tenant cluster `mx-shared`.

Quotas apply per namespace, not per person. A team with several namespaces gets the full quota in each.
""")

doc("ops-51", "Larkspan Console user guide", r"""
# Larkspan Console user guide

The Larkspan Console is the web UI for rollouts, at `deploy.mln.internal`. It shows the same data as the Deployments API; anything you can do here you can also script.

## Rollout view

- Each wave is a row: pools in the wave, start time, health-check result and duration.
- A red wave has failed. If automatic rollback is on for the pipeline, the console shows the rollback as a new rollout linked from the failed one.
- **Pause** stops after the current wave. **Roll back** returns every pool in the rollout to its previous digest.

## Permissions

- Anyone in the pipeline's team can pause.
- Rolling back needs the `deploy-approver` role, granted by the team lead.
- The console does not support starting a rollout; start rollouts from CI or with `mln deploy apply`.

## Known issues

- Wave timings are blank for older rollouts.
- Safari sometimes fails to refresh the wave list; reload the page.
""")

doc("ops-52", "INC-2374: log search lagging by an hour", r"""
# INC-2374: log search lagging by an hour

**Severity:** SEV3 · **Date:** 2024-09-30 · **Duration:** 6 h 05 min · **Status:** closed

## Summary

Log searches returned nothing newer than about an hour. No logs were lost: shippers had buffered them, and ingestion caught up once the backlog cleared.

## Timeline (UTC)

- 02:10 — A pipeline starts writing 40 MB stack traces in a loop.
- 02:30 — Ingest queue depth alarms; hot-tier indexers saturate.
- 05:40 — Offending pipeline identified and its shipper throttled.
- 08:15 — Backlog cleared.

## Cause

Shippers were sending batches far above the size limit, and the server split them instead of refusing them. The splitting, not the volume, exhausted indexer CPU.

## Follow-ups

| action | owner |
|---|---|
| Reject oversized batches instead of splitting them | Observability |
| Per-namespace ingest throttle in the shipper | Observability |
| Add a stack-trace deduplication tip to the FAQ | Data Movement |
""")
