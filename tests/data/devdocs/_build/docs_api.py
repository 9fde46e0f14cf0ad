"""API pages (dd-57 .. dd-60), FAQ (dd-61), glossary (dd-62)."""

DOCS = []


def doc(i, title, text):
    DOCS.append((f"dd-{i:02d}", title, text.strip("\n")))


doc(57, "API: POST /v1/ingest", r"""
# API: POST /v1/ingest

Writes a batch of events. Served by IR on its HTTP listener (7421), reached through Gatekey on 7400.

## Request
Headers:
- `X-FW-Tenant: <tenant>` (required)
- `Content-Type: application/json` or `application/x-ndjson`
- `Content-Encoding: zstd` (optional)

Body: a JSON array or NDJSON stream of events.

```json
{"ts": "2024-05-02T10:15:00Z", "stream": "api", "attrs": {"level": "error", "route": "/login"}}
```

```sh
curl --cert agent.pem --key agent.key \
  -H 'X-FW-Tenant: acme' -H 'Content-Type: application/x-ndjson' \
  --data-binary @events.ndjson https://fw-prod-eu-1.example.internal:7400/v1/ingest
```

## Responses
| Code | Meaning |
|---|---|
| 200 | Batch is durable. Body: `{"accepted": <n>}` |
| 400 | Schema violation; the body lists up to 20 offending events. |
| 401 | No valid client certificate. |
| 413 | Body larger than the maximum batch size. |
| 429 | Write rejected because the replica queue is full or the tenant is over its quota. `Retry-After` gives the number of seconds to wait. |

Writes are idempotent per `event_id` when the field is present.
""")

doc(58, "API: GET /v2/query", r"""
# API: GET /v2/query

Runs a query and returns the result. Served by QB on 7440, reached through Gatekey on 7400.

## Parameters
| Name | Required | Description |
|---|---|---|
| `q` | yes | Query in FQL, for example `count(stream='api' level='error') by route`. |
| `from`, `to` | yes | RFC 3339 timestamps. `to` may be `now`. |
| `limit` | no | Maximum rows to return. |
| `format` | no | `json` (default), `csv` or `arrow`. |

Every response carries the header `X-FW-Query-Id`; quote it in support requests.

## Responses
| Code | Meaning |
|---|---|
| 200 | Result follows. |
| 400 | The query does not parse; the body points at the offending token. |
| 401 | No valid client certificate. |
| 408 | The query ran longer than the server-side timeout. |
| 422 | The result would exceed the row cap. Narrow the time range or set `limit`. |
| 503 | No healthy LS replica for at least one shard in the range. |

`/v1/query` no longer exists; see the release notes. Results can be served from cache; the response header `X-FW-Cache: hit` tells you when.
""")

doc(59, "API: /v1/tenants", r"""
# API: /v1/tenants

Manages the tenant registry. Handled by MC, reached through Gatekey on 7400. Only identities with the `tenant-admin` role may call these endpoints.

## Endpoints
| Method and path | Purpose |
|---|---|
| `POST /v1/tenants` | Create a tenant. |
| `GET /v1/tenants` | List tenants (paged, 100 per page). |
| `GET /v1/tenants/{name}` | Read one tenant. |
| `PATCH /v1/tenants/{name}` | Change quota, schema mode or labels. |
| `DELETE /v1/tenants/{name}` | Soft-delete. Data is removed by normal retention. |

## Fields
```json
{
  "name": "acme",
  "tqu_limit": 2000,
  "schema_mode": "loose",
  "labels": {"cost-center": "cc-4410"}
}
```
- `tqu_limit`: per-second write budget in TQU; omit it to use the cluster default.
- `schema_mode`: `loose` stores unknown fields untyped, `strict` rejects them.

## Errors
| Code | Meaning |
|---|---|
| 400 | Invalid name or field. |
| 409 | A tenant with that name exists or was deleted less than 90 days ago. |
| 503 | The registry is temporarily read-only because its state cannot be persisted. Reads still work. |
""")

doc(60, "API: /v3/exports/subscriptions", r"""
# API: /v3/exports/subscriptions

Creates and manages export subscriptions. Served by STX, reached through Gatekey on 7400.

## Endpoints
| Method and path | Purpose |
|---|---|
| `POST /v3/exports/subscriptions` | Create a subscription. |
| `GET /v3/exports/subscriptions?tenant=<t>` | List a tenant's subscriptions. |
| `POST /v3/exports/subscriptions/{id}:pause` | Pause delivery; events keep queueing. |
| `DELETE /v3/exports/subscriptions/{id}` | Delete; queued events are dropped. |

## Body
```json
{
  "tenant": "acme",
  "sink": {"type": "webhook", "endpoint": "https://hooks.acme.example/fw", "max_body_bytes": 8388608},
  "filter": "stream='audit'",
  "batch": {"max_events": 1000, "max_wait": "1s"}
}
```
`batch` is optional and overrides the cluster-wide batch settings for this subscription only.

## Errors
| Code | Meaning |
|---|---|
| 400 | Unknown sink type or unreachable endpoint (checked with a test request). |
| 409 | An identical subscription already exists. |
| 503 | The exporter is starting up or its subscription store is unavailable; retry with backoff. |
""")

doc(61, "FAQ", r"""
# Frequently asked questions

**Which ports do clients outside the cluster need to reach?**
Only 7400, the Gatekey port. Everything else (7420, 7430, 7440, 7450 and so on) is node-to-node traffic and should not be reachable from outside the cluster network. 9464 serves metrics on every process and should only be open to your Prometheus servers.

**Is the v2 exporter still supported?**
No. It was deprecated and later removed; the release notes have the details. Follow the migration how-to to move to the v3 exporter.

**Why are some queries slower at night?**
Segment merges start during the nightly maintenance window and compete with queries for disk bandwidth on LS nodes. Large reports are better scheduled outside that window.

**Can I shorten a tenant's retention safely?**
Hidden data can be restored until the grace period ends; after that it is gone. The retention settings page lists how long that is.

**How do I find out who owns a component?**
Use the component ownership page. Do not guess from repository names or Slack channels.

**fwctl says `unknown context`. What now?**
The context is missing from `~/.fwctl/config.toml`. Add it, or pass `--context` with a name that exists in the file.

**Can two tenants share one agent certificate?**
No. Each agent fleet gets its own identity; sharing certificates breaks per-tenant access control.
""")

doc(62, "Glossary", r"""
# Glossary

Acronyms are defined here once; the rest of the documentation uses only the short form.

- **AE** - Alert Evaluator (AE). Runs alert rules and sends notifications.
- **CD** - Config Distributor (CD). Delivers rendered configuration to running components.
- **CPS** - Compaction Scheduler (CPS). Plans segment merges. Not the same as SHS.
- **fwctl** - the operator command-line tool.
- **Gatekey** - the authentication sidecar; it has no acronym.
- **IG** - Intake Gateway (IG). The write endpoint of the 1.x and 2.x releases.
- **IR** - Ingest Router (IR). Accepts writes.
- **LS** - Ledger Store (LS). The storage tier.
- **MC** - Metadata Catalog (MC). Tenant registry and schemas.
- **Overlay** - the per-cluster layer of the `fw-config` repository, applied on top of the base layer.
- **QB** - Query Broker (QB). Plans and runs queries.
- **QC** - Query Cache (QC). Cache for query results.
- **RK** - Retention Keeper (RK). Enforces retention.
- **SHS** - Shard Scheduler (SHS). Decides shard placement; often just "the scheduler".
- **SPX** - Spool Exporter (SPX), also called the v2 exporter.
- **STX** - Stream Exporter (STX), also called the v3 exporter.
- **Sweep** - one pass of retention enforcement over the segment index.
- **Tier** - criticality class of a component (tier-1 to tier-3); it determines paging.
- **TQU** - Tenant Quota Unit (TQU). Unit of write budget; one TQU is 1 KiB of accepted payload.
- **WAS** - Write-Ahead Segment (WAS). The file unit in which new events are written to LS.
""")
