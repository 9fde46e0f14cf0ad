# True relations stated by the documents: (doc, subject, relation, object, sentence, negated)

FACTS = []


def F(doc, s, r, o, sentence, neg=False):
    FACTS.append({"doc": doc, "subject": s, "relation": r, "object": o,
                  "sentence": sentence, "negated": neg})


# ops-01 overview
F("ops-01", "Brindle", "sits outside", "the platform organisation",
  "Storage underneath all of this is provided by Brindle, which sits outside the platform organisation.")

# ops-02 glossary
F("ops-02", "ACS", "stands for", "Artifact Cache Service",
  "**Artifact Cache Service (ACS)** — holds the bytes of built artifacts, addressed by digest.")
F("ops-02", "ACAT", "stands for", "Artifact Catalog Service",
  "**Artifact Catalog Service (ACAT)** — the searchable index of artifact metadata: who built what, from which commit.")
F("ops-02", "ACAT", "same as", "ACS", "Not the same thing as ACS.", True)
F("ops-02", "FQ", "stands for", "Ferrule Queue",
  "**Ferrule Queue (FQ)** — the durable, partitioned work queue.")
F("ops-02", "KSB", "stands for", "Keystrand Secrets Broker",
  "**Keystrand Secrets Broker (KSB)** — hands out short-lived credentials.")
F("ops-02", "SIS", "stands for", "Sealwright Identity Service",
  "**Sealwright Identity Service (SIS)** — issues user and service tokens.")
F("ops-02", "SLS", "stands for", "Schema Ledger Service",
  "**Schema Ledger Service (SLS)** — the registry for dataset and event schemas.")
F("ops-02", "the scheduler", "refers to", "Lintel", "**the scheduler** — Lintel.")
F("ops-02", "the deployer", "refers to", "Larkspan", "**the deployer** — Larkspan.")

# ops-03 ownership
F("ops-03", "ACS", "owned by", "Build Infrastructure", "ACS is owned by Build Infrastructure.")
F("ops-03", "SLS", "owned by", "Build Infrastructure",
  "SLS is owned by Build Infrastructure as well, because schemas are treated as build inputs.")
F("ops-03", "ACAT", "owned by", "Release Engineering",
  "ACAT is owned by Release Engineering, not by Build Infrastructure, despite the similar acronym.")
F("ops-03", "ACAT", "owned by", "Build Infrastructure",
  "ACAT is owned by Release Engineering, not by Build Infrastructure, despite the similar acronym.", True)
F("ops-03", "Larkspan", "owned by", "Release Engineering",
  "Larkspan and the Larkspan Console are owned by Release Engineering.")
F("ops-03", "Lintel", "owned by", "Platform Foundations", "Lintel and Postern are owned by Platform Foundations.")
F("ops-03", "Postern", "owned by", "Platform Foundations", "Lintel and Postern are owned by Platform Foundations.")
F("ops-03", "Millrace", "owned by", "Data Movement", "Millrace, FQ and Threadmark are owned by Data Movement.")
F("ops-03", "FQ", "owned by", "Data Movement", "Millrace, FQ and Threadmark are owned by Data Movement.")
F("ops-03", "Threadmark", "owned by", "Data Movement", "Millrace, FQ and Threadmark are owned by Data Movement.")
F("ops-03", "KSB", "owned by", "Security Engineering", "KSB and SIS are owned by Security Engineering.")
F("ops-03", "SIS", "owned by", "Security Engineering", "KSB and SIS are owned by Security Engineering.")
F("ops-03", "Tallymark", "owned by", "Observability", "Tallymark and Tidewrack are owned by Observability.")
F("ops-03", "Tidewrack", "owned by", "Observability", "Tallymark and Tidewrack are owned by Observability.")
F("ops-03", "Heronpush", "has owning team", "any team",
  "Heronpush has no owning team any more; it is not supported and tickets about it are closed without action.", True)
F("ops-03", "Brindle", "owned by", "any Marrowline team", "Brindle is not owned by any Marrowline team.", True)
F("ops-03", "Brindle", "run by", "Storage Operations", "It is run by Storage Operations.")
for svc in ["ACS", "Larkspan", "Lintel", "FQ", "Postern", "SIS"]:
    F("ops-03", svc, "paging tier", "tier 1", "ACS, Larkspan, Lintel, FQ, Postern and SIS are tier 1.")
F("ops-03", "all other listed services", "paging tier", "tier 2", "Every other service in this list is tier 2.")

# ops-04 ACS
F("ops-04", "ACS", "uses", "Redis", "ACS does not use Redis.", True)
F("ops-04", "ACS", "persists objects to", "Brindle",
  "Recently used objects are kept on local NVMe on the ACS nodes; every object is also persisted to Brindle, so losing a node loses no data.")
F("ops-04", "ACS", "port", "7410", "Clients reach ACS over gRPC on port 7410.")
F("ops-04", "ACS", "supported on", "mx-shared",
  "ACS is not supported on the shared-tenant cluster `mx-shared`; namespaces there read artifacts through a read-only mirror instead.", True)

# ops-05 ACS config
F("ops-05", "ACS shard_count", "default", "12", "| `shard_count` | `12` | Number of shards objects are spread across. |")
F("ops-05", "ACS max_object_mb", "default", "512",
  "| `max_object_mb` | `512` | Largest object accepted; bigger uploads fail with `OBJECT_TOO_LARGE`. |")
F("ops-05", "max_object_mb", "upper bound", "2048",
  "`max_object_mb` can be raised per namespace, but never above 2048.")

# ops-06 ACAT
F("ops-06", "ACAT", "stores index in", "pg-meta-3", "ACAT keeps its index in the Postgres cluster `pg-meta-3`.")
F("ops-06", "ACAT", "port", "7420", "The service listens on port 7420 and exposes a read-only HTTP API.")
F("ops-06", "ACAT", "holds", "artifact bytes", "It stores metadata only; it never holds artifact bytes.", True)
F("ops-06", "ACAT", "supports", "full-text search over build logs",
  "Full-text search over build logs is not supported; ACAT indexes structured fields only.", True)

# ops-07 Larkspan
F("ops-07", "Larkspan", "pulls release images from", "ACS", "Larkspan pulls release images from ACS.")
F("ops-07", "Larkspan", "fetches deploy credentials from", "KSB",
  "Larkspan fetches short-lived deploy credentials from KSB at the start of every rollout; it holds no static keys.")
F("ops-07", "Larkspan", "depends on", "Lintel", "Larkspan no longer depends on Lintel.", True)
F("ops-07", "Larkspan", "port", "7650", "Larkspan listens on port 7650 internally.")

# ops-08 Larkspan config
F("ops-08", "Larkspan rollout_batch_pct", "default", "20",
  "| `rollout_batch_pct` | `20` | Share of a pool's workers replaced in one wave. |")
F("ops-08", "Larkspan health_grace_s", "default", "90",
  "| `health_grace_s` | `90` | Seconds a new worker may stay unhealthy before the wave counts as failed. |")
F("ops-08", "Larkspan", "accepts", "v1 manifests",
  "| `manifest_format` | `v2` | Manifest schema accepted. `v1` is no longer accepted. |", True)

# ops-09 Heronpush
F("ops-09", "Heronpush", "read manifest", "heron.yaml",
  "It read a `heron.yaml` file from the pipeline repository and pushed the listed images to every target over SSH, all at once.")
F("ops-09", "Heronpush scheduled pushes", "driven by", "Lintel Cron",
  "Scheduled pushes were driven by Lintel Cron; Heronpush itself had no notion of time.")
F("ops-09", "Heronpush", "supports", "canary rollouts",
  "Heronpush does not support canary rollouts or waves; a bad image reached every target at once.", True)

# ops-10 migration
F("ops-10", "Larkspan", "replaced", "Heronpush",
  "Larkspan replaced Heronpush as the supported way to roll stage images out to workers.")
F("ops-10", "migration converter", "migrates", "secrets", "The converter does not migrate secrets.", True)

# ops-11 Larkspan release notes
F("ops-11", "/v1/deployments endpoints", "deprecated in", "Larkspan 3.2.0",
  "The `/v1/deployments` endpoints. They will be removed in 4.0; use `/v2/deployments`.")
F("ops-11", "v1 manifest support", "removed in", "Larkspan 3.0.0", "Support for v1 manifests.")
F("ops-11", "per-wave lease lookup", "removed in", "Larkspan 3.0.0",
  "Rollout timing is computed locally; the lease lookup before every wave was removed.")

# ops-12 Lintel
F("ops-12", "Lintel", "executes", "stages",
  "It does not execute stages itself; it grants run leases and tracks whether they are renewed.", True)
F("ops-12", "Lintel", "uses", "external database", "There is no external database.", True)
F("ops-12", "Lintel", "port", "7600", "Lintel listens on port 7600 for both its gRPC API and the HTTP Runs API.")
F("ops-12", "Lintel Cron", "part of", "Lintel",
  "Lintel Cron, the separate cron shim that older tools called, is no longer part of Lintel; time expressions are evaluated by the leader directly.", True)

# ops-13 Lintel config
F("ops-13", "Lintel lease_window_s", "default", "30",
  "| `lease_window_s` | `30` | Seconds a run lease stays valid without a renewal. |")
F("ops-13", "Lintel max_pending_runs", "default", "5000",
  "| `max_pending_runs` | `5000` | Runs that may wait for a slot before new requests are rejected. |")
F("ops-13", "lease_window_s", "minimum accepted", "10", "Values of `lease_window_s` below 10 are rejected at start-up.")

# ops-14 Millrace
F("ops-14", "Millrace", "depends on", "Lintel",
  "Millrace depends on Lintel for run leases and on ACS for stage bundles.")
F("ops-14", "Millrace", "depends on", "ACS",
  "Millrace depends on Lintel for run leases and on ACS for stage bundles.")
F("ops-14", "Millrace", "talks to", "Larkspan",
  "Millrace does not talk to Larkspan directly; a new stage version simply arrives as a new bundle digest.", True)

# ops-15 Millrace config
F("ops-15", "Millrace stage_timeout_min", "default", "45",
  "| `stage_timeout_min` | `45` | Minutes before a running stage is killed. |")
F("ops-15", "Millrace heartbeat_s", "default", "10", "| `heartbeat_s` | `10` | Seconds between worker heartbeats. |")

# ops-16 FQ
F("ops-16", "Millrace", "consumes from", "FQ",
  "Millrace, ACAT and Threadmark consume from FQ, and Lintel publishes run-state events to it.")
F("ops-16", "ACAT", "consumes from", "FQ",
  "Millrace, ACAT and Threadmark consume from FQ, and Lintel publishes run-state events to it.")
F("ops-16", "Threadmark", "consumes from", "FQ",
  "Millrace, ACAT and Threadmark consume from FQ, and Lintel publishes run-state events to it.")
F("ops-16", "Lintel", "publishes run-state events to", "FQ",
  "Millrace, ACAT and Threadmark consume from FQ, and Lintel publishes run-state events to it.")
F("ops-16", "FQ", "supports", "priority lanes on the shared tier",
  "FQ does not support priority lanes on the shared tier.", True)
F("ops-16", "FQ", "port", "7530", "Brokers listen on port 7530.")

# ops-17 FQ config
F("ops-17", "FQ max_inflight", "default", "2000",
  "| `max_inflight` | `2000` | Deliveries a consumer group may hold unacknowledged. |")
F("ops-17", "FQ redelivery_delay_s", "default", "15",
  "| `redelivery_delay_s` | `15` | Seconds before an unacknowledged delivery is offered again. |")

# ops-18 KSB
F("ops-18", "KSB", "authenticates callers against", "SIS",
  "KSB authenticates every caller against SIS before issuing anything.")
F("ops-18", "KSB", "stores", "long-lived secrets", "KSB does not store long-lived secrets.", True)
F("ops-18", "KSB lease_ttl_min", "default", "20",
  "| `lease_ttl_min` | `20` | Minutes an issued credential stays valid. |")
F("ops-18", "KSB audit_sink", "default", "tidewrack",
  "| `audit_sink` | `tidewrack` | Where an audit record of every issuance is written. |")

# ops-19 Ferrule Relay
F("ops-19", "Ferrule Relay", "persists to disk", "messages", "It kept nothing on disk.", True)
F("ops-19", "FQ", "replaces", "Ferrule Relay", "For work items and change events, use FQ.")

# ops-20 Postern
F("ops-20", "Postern", "port", "8443", "Postern listens on port 8443 at `api.mln.internal`.")
F("ops-20", "Postern", "validates tokens against", "SIS", "Postern validates every bearer token against SIS.")
F("ops-20", "Postern", "terminates", "mTLS for internal gRPC",
  "Postern does not terminate mTLS for internal gRPC traffic; gRPC clients talk to services directly.", True)
F("ops-20", "Postern token_cache_s", "default", "60",
  "| `token_cache_s` | `60` | Seconds signing keys are cached before they are fetched again. |")

# ops-21 SIS
F("ops-21", "SIS", "port", "7900", "SIS listens on port 7900.")
F("ops-21", "SIS token_ttl_min", "default", "60", "| `token_ttl_min` | `60` | Minutes a token is valid after issuance. |")
F("ops-21", "SIS key_rotation_days", "default", "30",
  "| `key_rotation_days` | `30` | Days between automatic signing-key rotations. |")
F("ops-21", "SIS refresh_window_min", "default", "10",
  "| `refresh_window_min` | `10` | Minutes before expiry during which a token can be refreshed without signing in again. |")
F("ops-21", "SIS", "supported as identity provider for", "partner integrations",
  "SIS is not supported as an identity provider for partner integrations; partners authenticate through the corporate partner portal.", True)

# ops-22 Tallymark
F("ops-22", "Tallymark", "collects", "logs", "Tallymark does not collect logs; send those to Tidewrack.", True)
F("ops-22", "Tallymark retention_days", "default", "35", "| `retention_days` | `35` | Days raw samples are kept. |")

# ops-23 Tidewrack
F("ops-23", "Tidewrack cold tier", "stored in", "Brindle",
  "**Cold**: compressed segments written to Brindle; searchable, but queries take minutes.")
F("ops-23", "Tidewrack hot_retention_days", "default", "7", "| `hot_retention_days` | `7` | Days logs stay in the hot tier. |")
F("ops-23", "Tidewrack cold_retention_days", "default", "90",
  "| `cold_retention_days` | `90` | Days logs stay in the cold tier after leaving the hot tier. |")
F("ops-23", "Tidewrack", "accepts", "metrics",
  "Tidewrack does not accept metrics; lines that look like metrics are stored as ordinary log text.", True)

# ops-24 Threadmark
F("ops-24", "Threadmark", "reads schemas from", "SLS",
  "Threadmark reads schemas from SLS so that lineage edges can be labelled down to the field.")
F("ops-24", "Threadmark", "inspects", "data",
  "Edges are built from run-state and dataset-change events; Threadmark never inspects the data itself.", True)
F("ops-24", "Threadmark", "tracks lineage for", "ad-hoc notebook queries",
  "Threadmark does not track lineage for ad-hoc notebook queries.", True)

# ops-25 SLS
F("ops-25", "SLS", "port", "7810", "SLS listens on port 7810.")
F("ops-25", "SLS", "supports", "Protobuf", "Schemas are stored as Avro or JSON Schema; Protobuf is not supported.", True)
F("ops-25", "SLS compat_mode", "default", "backward",
  "| `compat_mode` | `backward` | Compatibility rule applied to new versions: `backward`, `forward`, `full` or `none`. |")
F("ops-25", "mln schema lint", "calls", "SLS", "`mln schema lint` runs entirely on your machine and never calls SLS.", True)

# team pages
F("ops-26", "Ysolde Parrack", "leads", "Build Infrastructure", "**Ysolde Parrack** — team lead")
F("ops-26", "Build Infrastructure on-call", "handoff", "Tuesday 10:00",
  "Handoff every Tuesday at 10:00, with a 15-minute review of the past week's pages.")
F("ops-26", "Build Infrastructure on-call", "channel", "#bi-oncall", "Page or ping through `#bi-oncall`.")
F("ops-27", "Marek Ostrander", "leads", "Release Engineering", "**Marek Ostrander** — team lead")
F("ops-27", "Release Engineering on-call", "handoff", "Monday 09:30 Harrowgate time",
  "Handoff every Monday at 09:30 Harrowgate time.")
F("ops-27", "Release Engineering on-call", "channel", "#releng-oncall", "Page or ping through `#releng-oncall`.")
F("ops-28", "Renske Obuya", "leads", "Data Movement", "**Renske Obuya** — team lead")
F("ops-28", "Data Movement on-call", "handoff", "Wednesday 11:00", "Handoff every Wednesday at 11:00.")
F("ops-28", "Data Movement on-call", "channel", "#dm-oncall", "Page or ping through `#dm-oncall`.")
F("ops-29", "Eamon Trask", "leads", "Platform Foundations", "**Eamon Trask** — team lead")
F("ops-29", "Platform Foundations on-call", "handoff", "Thursday 10:00", "Handoff every Thursday at 10:00.")
F("ops-29", "Platform Foundations on-call", "channel", "#pf-oncall", "Page or ping through `#pf-oncall`.")
F("ops-29", "Platform Foundations", "maintains", "mln CLI", "The `mln` CLI and its release channel.")
F("ops-30", "Ilse Marchetti", "leads", "Observability", "**Ilse Marchetti** — team lead")
F("ops-30", "Observability on-call", "handoff", "Monday 14:00", "Handoff every Monday at 14:00.")
F("ops-30", "Observability on-call", "channel", "#obs-oncall", "Page or ping through `#obs-oncall`.")
F("ops-30", "Observability", "maintains", "Tallyboard dashboards",
  "Tallyboard dashboards and the shared alert-rule library.")
F("ops-31", "Priya Castellane", "leads", "Security Engineering", "**Priya Castellane** — team lead")
F("ops-31", "Security Engineering on-call", "handoff", "Friday 10:00", "Handoff every Friday at 10:00.")
F("ops-31", "Security Engineering on-call", "channel", "#seceng-oncall", "Page or ping through `#seceng-oncall`.")

# incidents
F("ops-32", "INC-2291", "caused by", "lease_window_s lowered from 30 to 4",
  "08:02 — A config change lowers `lease_window_s` from 30 to 4 as part of a latency experiment.")
F("ops-32", "INC-2291 abandoned-stage alert follow-up", "owned by", "Observability",
  "| Alert when abandoned stages exceed 2% of starts | Observability |")
F("ops-32", "INC-2291 config review follow-up", "owned by", "Release Engineering",
  "| Require review for changes to tier-1 config keys | Release Engineering |")
F("ops-33", "INC-2307", "caused by", "bundle exceeding max_object_mb", "The bundle exceeded `max_object_mb`.")
F("ops-33", "INC-2307 build failure follow-up", "owned by", "Platform Foundations",
  "| Fail the build when an upload is rejected | Platform Foundations |")
F("ops-34", "INC-2330", "caused by", "redelivery_delay_s set to 0",
  "During planned maintenance, an engineer set `redelivery_delay_s` to `0` to speed up a partition drain.")
F("ops-34", "INC-2330 validator follow-up", "owned by", "Platform Foundations",
  "| Refuse a zero redelivery delay in the config validator | Platform Foundations |")
F("ops-35", "INC-2352", "caused by", "token_cache_s raised to 3600",
  "A week earlier `token_cache_s` had been raised to 3600 to reduce load during a traffic test, and it was never set back.")
F("ops-35", "INC-2352 rotation announcement follow-up", "owned by", "Security Engineering",
  "| Announce signing-key rotations in `#platform-announce` a day ahead | Security Engineering |")
F("ops-52", "INC-2374 batch rejection follow-up", "owned by", "Observability",
  "| Reject oversized batches instead of splitting them | Observability |")

# runbooks
F("ops-39", "emergency SIS key rotation", "first step", "declare SEV1 and freeze identity changes",
  "Declare a SEV1 and freeze identity changes with `mln identity freeze --reason exposure`.")

# platform release notes
F("ops-40", "Heronpush", "removed in", "Marrowline 2024.10",
  "Heronpush: the controller, the worker agents and the `mln heron` subcommands.")
F("ops-40", "Ferrule Relay", "deprecated in", "Marrowline 2024.08", "Ferrule Relay. No new topics can be created.")
F("ops-40", "Lintel Cron", "removed in", "Marrowline 2024.06", "Lintel Cron.")
F("ops-40", "Heronpush", "deprecated in", "Marrowline 2024.06", "Heronpush. New onboarding is blocked.")

# Millrace release notes
F("ops-41", "Ferrule Relay reading", "removed in", "Millrace 5.2.0",
  "Millrace no longer reads work items from Ferrule Relay.")
F("ops-41", "JVM stages", "supported on", "arm64 pools", "JVM stages are not supported on arm64 pools.", True)

# API / other
F("ops-42", "Larkspan Deployments API", "requires token from", "SIS",
  "Authentication: send a bearer token issued by SIS in the `Authorization` header.")
F("ops-42", "Larkspan Deployments API", "fronted by", "Postern",
  "All requests go through Postern and are subject to its rate limits.")
F("ops-43", "ACAT location field", "points to", "ACS",
  "The `location` field in a metadata response is an ACS address; fetch the bytes from there, not from ACAT.")
F("ops-45", "platform", "provides", "Redis",
  "You can run Redis inside your own stage, but the platform does not provide one and nobody will be paged for it.", True)
F("ops-46", "tier 1 pages", "acknowledgement target", "5 minutes, any hour",
  "Tier 1 pages must be acknowledged within 5 minutes, at any hour.")
F("ops-46", "tier 2 pages", "acknowledgement target", "30 minutes in business hours",
  "Tier 2 pages must be acknowledged within 30 minutes during business hours (09:00–18:00 in the on-call engineer's office); outside those hours they wait until 09:30 the next business day.")
F("ops-46", "Anselm Grieve", "role", "director of platform engineering",
  "An unacknowledged page escalates to the team lead after two missed targets, then to the director of platform engineering, Anselm Grieve.")
F("ops-47", "Tallyboard", "reads from", "Tallymark",
  "It is not a metrics store: every panel is a query against Tallymark, and nothing is kept in Tallyboard itself apart from dashboard definitions.")
F("ops-47", "Tallyboard", "is a", "metrics store",
  "It is not a metrics store: every panel is a query against Tallymark, and nothing is kept in Tallyboard itself apart from dashboard definitions.", True)
F("ops-48", "mln", "supports", "Windows natively", "`mln` does not support Windows natively; use it from WSL.", True)
F("ops-51", "Larkspan Console", "supports", "starting a rollout",
  "The console does not support starting a rollout; start rollouts from CI or with `mln deploy apply`.", True)
