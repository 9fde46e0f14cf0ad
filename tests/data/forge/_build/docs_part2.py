"""Documents tf-16 .. tf-30 of the Tessellate corpus (all text invented)."""

from docs_part1 import D


DOCS = [
D("tf-16", "rfc", "TEP-9: Plugin ABI v2", """
TEP-9: Plugin ABI v2
Status: Implemented
Authors: @fennadw
Shepherd: @petral
Target: next major release
1. Summary
Replace the in-process plugin interface (ABI v1) with a versioned, out-of-process protocol so that plugins can be built with a different toolchain from sched-d and can crash without taking the daemon down with them.
2. Motivation
ABI v1 loads plugins as shared objects. Every minor toolchain upgrade broke third-party plugins, and a panic inside a storage plugin crashed the scheduler. Plugin authors asked for a stable contract they could build against once.
3. Design
3.1 Plugins run as child processes and speak a length-prefixed protocol over a local socket.
3.2 Each plugin declares its ABI version and capability set (storage, state, secrets, notify) in a manifest.
3.3 The host refuses to load a plugin whose manifest declares ABI version 1. There is no compatibility shim.
3.4 A plugin SDK with a reference storage implementation is provided.
4. Migration
Plugin authors must rebuild against the SDK. Operators upgrading from 1.x must replace every plugin; old binaries are not loaded and the daemon logs "plugin ABI 1 not supported".
5. Rejected alternatives
A compatibility shim for ABI v1 was prototyped and rejected: it doubled the size of the loader and did not solve crash isolation.
"""),

D("tf-17", "issue", "Issue #2297: sched-d memory keeps growing when LSR snapshot upload fails", """
#2297 sched-d memory keeps growing when LSR snapshot upload fails
Opened by @twierz; labels: bug, lsr, release-blocker
@twierz: On a 2.4.0 test cluster with the object store deliberately unreachable, the daemon's resident memory grows by roughly 40 MB per snapshot interval and never comes back down. The heap profile points at the snapshot buffer: we keep every failed snapshot in memory and retry all of them forever.
Steps: point storage at a blackholed endpoint, set lsr.snapshot_interval to 1m, wait an hour.
@sable-ops: Seeing the same thing in production whenever the snapshot upload fails because the bucket policy rejects our new role. The pod was killed for running out of memory after about nine hours.
@antonlq: The storage side returns the error correctly, so this is on the LSR side. A bounded retry with a discard after N attempts seems right. Should failed snapshots be written to local disk instead?
@twierz: Local disk makes recovery harder to reason about. I'd rather drop the snapshot: the log itself is still replicated, so a lost snapshot only means a longer replay when a peer joins.
@luzbe: Tagging as release-blocker for the next patch release. Please keep the fix small enough to backport.
@twierz: Fix is up for review, backport label added.
@tess-bot: This issue was closed by a linked pull request.
"""),

D("tf-18", "issue", "Issue #2188: tess-s3 uploads fail with EntityTooLarge for big job logs", """
#2188 tess-s3 uploads fail with EntityTooLarge for big job logs
Opened by @marekz; labels: plugin/tess-s3, question
@marekz: Jobs that produce more than a few GB of logs fail at the very end with "EntityTooLarge: part exceeds maximum allowed size". Smaller jobs are fine. We are on Tessellate 2.3.2 with tess-s3 1.2.0.
@antonlq: The object store caps the number of parts per upload, so with very large logs each part must be larger. What value do you have for multipart_size?
@marekz: We never set it, so whatever the default is.
@antonlq: Then raising it should help. Try doubling it. This is unrelated to tess-s3-legacy, which used a different option name and uploaded chunks one after another, so it never hit the part limit at all.
@jun-oh: Hit the same thing. Doubling worked for us, but memory per upload went up accordingly because each part is buffered.
@antonlq: Right, peak memory is roughly multipart_size times max_concurrency. I'll add a note to the troubleshooting page and make the plugin pick a part size automatically when the object size is known in advance.
@gehn: Drive-by comment: please don't backport anything to the legacy plugin for this, it has no tests that would catch a regression.
@marekz: Confirmed fixed after raising the value. Closing.
"""),

D("tf-19", "pull-request", "PR #2291: Redact lease tokens from /debug/leases", """
#2291 Redact lease tokens from /debug/leases
Author: @daze; base: release-2.4; status: merged
Summary
The /debug/leases endpoint serialised the full lease record, including the bearer token that workers use to renew a lease. Anyone who could reach the debug listener could therefore hijack a running job's lease. This change removes the token from the response and replaces it with a short fingerprint.
This change fixes TSA-2024-0003. Details were kept private until the patch release was tagged.
Changes
- Lease records are converted to a view type before serialisation; the token field is not part of the view.
- The endpoint now requires the admin role even when debug.endpoints is enabled.
- Regression test asserting that no response body contains a token prefix.
Not in scope
- Rotating tokens that may already have leaked. Operators are advised to restart agents after upgrading, which issues new tokens.
Review
@twierz approved: "Fingerprint length is fine; please keep the view type in the lsr package so snapshots cannot leak it either."
@luzbe approved and added the backport to the patch release.
@kenji-a commented: "tessctl lease inspect only reads the epoch and holder fields, so the CLI is unaffected."
"""),

D("tf-20", "pull-request", "PR tess-s3#87: Add server-side encryption options", """
tess-s3#87 Add server-side encryption options
Author: @antonlq; repository: tess-s3; status: merged, released in tess-s3 1.2.0
Why
Several adopters store job artifacts that contain customer data and are required to encrypt them at rest with their own keys. tess-s3-legacy never supported this, which was one of the reasons people stayed on hand-rolled upload scripts.
What
- New option sse with the values none, managed and customer-key.
- New option sse_key_ref that names a secret resolved through the configured secrets plugin, for example tess-vault. Raw keys are never accepted in the configuration file.
- The option is validated at startup; an unknown value stops the plugin from loading instead of silently uploading unencrypted data.
Testing
- Integration tests against two object-store implementations in CI.
- Manual test with a key rotated in the middle of an upload: the upload fails cleanly and is retried with the new key.
Discussion
@fennadw: Can the secret lookup go through the SDK helper instead of calling tess-vault directly? Otherwise other secrets plugins will not work.
@antonlq: Done, switched to the SDK helper.
@gehn: For the record, the legacy plugin cannot be retrofitted; its request signing predates the feature.
"""),

D("tf-21", "config-ref", "sched-d configuration reference", """
This page lists the options accepted in sched-d.toml. Durations use suffixes such as ms, s and m. Options marked "Restart" are read only at startup; everything else can be reloaded with SIGHUP.
| Option | Type | Default | Description |
|---|---|---|---|
| listen_addr | string | 0.0.0.0:7420 | Address for the worker and client API. Restart. |
| admin_addr | string | 127.0.0.1:7421 | Listener for metrics and debug endpoints. Restart. |
| lease_ttl | duration | 45s | How long a lease stays valid without a heartbeat. |
| heartbeat_interval | duration | 10s | Interval agents are told to use; must be less than a third of lease_ttl. |
| lsr.peers | list of strings | [] | Addresses of the other daemons in the cluster. Empty means single-node mode. Restart. |
| lsr.peer_timeout | duration | 1500ms | Time without a reply before a peer is considered unreachable. |
| lsr.snapshot_interval | duration | 10m | How often the lease table is snapshotted to storage. |
| scheduler.policy | enum | fifo | fifo or wfq; wfq is not the default. |
| scheduler.default_weight | integer | 100 | Weight for tenants that do not set one. Only used by wfq. |
| dlq.max_attempts | integer | 5 | Retries before a job is parked. |
| storage.plugin | string | tess-s3 | Storage plugin used for logs, artifacts and snapshots. |
| debug.endpoints | bool | false | Exposes the debug endpoints on admin_addr. |
Notes
- All peers must run the same minor version.
- Enabling debug.endpoints on a publicly reachable admin_addr is not supported.
"""),

D("tf-22", "config-ref", "tess-s3 configuration reference", """
tess-s3 is the recommended storage plugin for S3-compatible object stores. Its options go in the [storage.tess-s3] table of sched-d.toml. Sizes accept KiB, MiB and GiB suffixes.
| Option | Type | Default | Description |
|---|---|---|---|
| bucket | string | (required) | Bucket for logs, artifacts and lease snapshots. |
| endpoint | string | provider default | Full endpoint URL, including the scheme, for self-hosted stores. |
| region | string | auto | Region name; auto asks the endpoint. |
| prefix | string | tessellate/ | Key prefix inside the bucket. |
| multipart_size | size | 16 MiB | Part size for multipart uploads. Must be between 5 MiB and 512 MiB. |
| max_concurrency | integer | 4 | Parts uploaded in parallel per object. |
| retry_limit | integer | 6 | Attempts per part before the upload fails. |
| sse | enum | none | none, managed or customer-key. |
| sse_key_ref | string | (unset) | Secret reference used when sse is customer-key. |
| path_style | bool | false | Use path-style addressing. |
| legacy_read | bool | false | Fall back to the old key layout when an object is missing. |
Notes
- Peak memory per upload is about the part size multiplied by max_concurrency.
- Most stores reject uploads with more than 10,000 parts; raise the part size for very large logs.
- The plugin does not read any option from the old [storage.s3] table.
"""),

D("tf-23", "config-ref", "tess-s3-legacy configuration reference (deprecated)", """
Deprecated: this plugin is unmaintained and is not included in the default bundle from 2.5.0 onwards. New clusters should use tess-s3. The options below are documented for operators who still run it.
Options are read from the [storage.s3] table.
| Option | Type | Default | Description |
|---|---|---|---|
| bucket | string | (required) | Target bucket. |
| host | string | (required) | Endpoint host name without scheme. |
| chunk_size | size | 8 MiB | Size of each sequential upload chunk. Chunks are never uploaded in parallel. |
| retries | integer | 3 | Attempts per chunk. Non-idempotent requests were retried before 2.3.2. |
| path_style | bool | true | Path-style addressing; virtual-host style is not supported. |
| key_template | string | {job}/{run}/{file} | Object key pattern. Values are not sanitised. |
| insecure | bool | false | Skip TLS verification. |
Known limitations
- No server-side encryption support.
- Object keys are built by plain string substitution, which is the root cause of a published path traversal advisory.
- The plugin was mechanically ported to plugin ABI v2 in 2021 so that clusters could upgrade to 2.0.0; it has received no feature work since.
- It does not write lease snapshots efficiently; large lease tables are uploaded as a single sequence of chunks.
"""),

D("tf-24", "cli-ref", "tessctl command reference", """
tessctl talks to sched-d over the client API. The target cluster is read from ~/.config/tessctl/config.toml or given with --cluster.
Synopsis
tessctl [--cluster NAME] [--output text|json] COMMAND [FLAGS]
Commands
tessctl submit --file JOB.toml [--tenant NAME] [--wait]
Submit a job definition. With --wait the command blocks until the run finishes and exits with the job's exit code.
tessctl status JOB-ID
Show the state, current lease holder and attempt count of a job.
tessctl drain NODE [--timeout DURATION] [--force] [--reason TEXT]
Stop scheduling new work on a worker node. By default running jobs are allowed to finish.
tessctl lease inspect JOB-ID
Print the lease epoch, holder and expiry as seen by the LSR.
tessctl plugin list | install NAME | remove NAME
Manage plugins on the local daemon.
Flags for drain
| Flag | Default | Description |
|---|---|---|
| --timeout | 15m | Maximum time to wait for running jobs before giving up. |
| --force | false | Cancel running jobs immediately instead of waiting. |
| --reason | (empty) | Free-text reason recorded in the audit log. |
Exit codes
0 success; 2 usage error; 3 cluster unreachable; 4 permission denied; 5 job failed (only with --wait).
Note: tessctl run no longer exists; use tessctl submit.
"""),

D("tf-25", "api-ref", "sched-d HTTP API reference (v2)", """
All endpoints are served on listen_addr under /v2 unless noted otherwise. Requests and responses are JSON. Authenticate with a bearer token issued by tessctl login.
GET /v2/jobs
List jobs. Query parameters: tenant, state, limit (default 100, maximum 1000). Returns an array of job summaries.
POST /v2/jobs
Submit a job. Body: a job definition. Returns 201 with the job id, or 409 if a job with the same idempotency key exists.
GET /v2/jobs/{id}
Return one job with its attempts and current lease holder.
POST /v2/jobs/{id}/cancel
Request cancellation. The holder is fenced at its next heartbeat.
GET /v2/leases/{job_id}
Return epoch, holder and expiry for a job's lease. Requires the operator role.
POST /v2/agents/{id}/drain
Same as tessctl drain. Body: {"timeout": "...", "force": false}.
Admin listener endpoints
GET /metrics
Metrics in plain-text exposition format.
GET /debug/leases
Dump of the full lease table, served only when debug.endpoints is true. Since 2.4.1 tokens are replaced by fingerprints and the admin role is required; the change was made in #2291. Do not script against this endpoint; its format is not stable.
Errors
Error bodies have the shape {"code": "E_...", "message": "..."}. Common codes: E_NOT_FOUND, E_LEASE_FENCED, E_FORBIDDEN, E_RATE_LIMITED.
"""),

D("tf-26", "migration", "Migrating from tess-s3-legacy to tess-s3", """
This guide moves a cluster's storage from tess-s3-legacy to tess-s3 without losing access to existing logs and artifacts. Plan for one rolling restart of the daemons.
Before you start
- Use tess-s3 1.2.0 or newer; earlier releases cannot read keys written by the legacy plugin.
- Check how large your biggest job logs are; see the notes on part sizes below.
Step 1: translate the configuration
The legacy [storage.s3] table is not read by the new plugin. Create a [storage.tess-s3] table and map the options:
- bucket becomes bucket (unchanged)
- host becomes endpoint, which is now a full URL including the scheme
- chunk_size becomes multipart_size
- retries becomes retry_limit
- key_template has no equivalent; keys always follow the prefix/job/run/file layout
- path_style stays path_style, but note that its default flipped
Step 2: keep old objects readable
Set legacy_read = true on tess-s3 for the migration window. The plugin then falls back to the old key layout when an object is not found under the new one.
Step 3: switch and restart
Change storage.plugin to tess-s3 and restart the daemons one at a time. Running jobs are not interrupted; their remaining uploads go to the new layout.
Step 4: clean up
After your retention period has passed, set legacy_read = false and remove the legacy plugin with tessctl plugin remove.
Part sizes
Because uploads now run in parallel, a value that was reasonable as a chunk size may use much more memory as a part size. Check max_concurrency before copying the old value across.
"""),

D("tf-27", "migration", "Upgrading from Tessellate 1.x to 2.0", """
2.0.0 is the first release with plugin ABI v2. The upgrade cannot be done in place without replacing plugins, so read this page fully before starting.
What breaks
- Every plugin built for 1.x. ABI v1 shared objects are ignored and the daemon logs "plugin ABI 1 not supported".
- The [plugins.path] option is gone; plugins are now found through manifests in /usr/lib/tessellate/plugins.d.
- A 1.x tessctl cannot talk to a 2.0 daemon, because the client API moved from /v1 to /v2.
Recommended order
1. Upgrade to 1.9.3, the last 1.x release, and confirm the cluster is healthy.
2. Install ABI v2 builds of every plugin you use. Official plugins have v2 builds from their first 2.x-compatible release; third-party plugins must be rebuilt against the SDK.
3. Upgrade tessctl on operator machines.
4. Stop all daemons, upgrade them and start them again. Mixed 1.x and 2.x daemon clusters are not supported.
5. Upgrade agents. 1.9.x agents can talk to 2.0 daemons for one release cycle, but this is not guaranteed afterwards.
Storage
tess-s3-legacy was ported to ABI v2 for this release so that existing clusters could upgrade; it was not otherwise improved.
Rollback
Rolling back to 1.9.3 is possible as long as no job was submitted through the /v2 API.
"""),

D("tf-28", "advisory", "TSA-2024-0003: Lease tokens exposed by sched-d debug endpoint", """
ID: TSA-2024-0003
Title: Lease tokens exposed by sched-d debug endpoint
Severity: High
CVSS: 7.5
Affected versions: 2.3.0 to 2.4.0
Fixed in: 2.4.1
Component: sched-d
Reported by: Ilse Marchetti
Published: 2024-03-05
Description
When debug.endpoints is enabled, sched-d serves a dump of its lease table at /debug/leases on the admin listener. Before the fix, each record included the bearer token a worker uses to renew its lease. An attacker able to reach the admin listener could read a token, renew the lease from another host and keep the original worker from completing or reporting its job. Job payloads and secrets were not exposed.
Debug endpoints are off by default, but the bundled deployment chart switched them on in 2.3.0, so many clusters were exposed without deliberate configuration.
Fix
The patch (#2291) removes tokens from the response, shows a fingerprint instead and requires the admin role. It was backported only to the 2.4 series.
Workarounds
- Set debug.endpoints = false and reload.
- Bind admin_addr to a loopback address.
Credits
The project thanks the reporter for coordinated disclosure. The issue was reported on 2024-02-19 and fixed within fifteen days.
"""),

D("tf-29", "advisory", "TSA-2023-0011: Path traversal in tess-s3-legacy object keys", """
ID: TSA-2023-0011
Title: Path traversal in tess-s3-legacy object keys
Severity: Medium
CVSS: 5.9
Affected versions: all releases of tess-s3-legacy
Fixed in: not fixed; the plugin is unmaintained
Component: tess-s3-legacy
Reported by: Hamid Qureshi-Lowe
Published: 2023-09-14
Description
The legacy plugin builds object keys by substituting job and run names into a template without sanitising them. A user allowed to submit jobs can choose a job name containing "../" sequences and cause logs to be written outside the cluster's prefix, overwriting other tenants' artifacts if they share a bucket.
Remediation
No patched release will be published. Migrate to tess-s3 1.2.0 or newer, which builds keys from validated identifiers and never interprets path segments. Until the migration is complete, give each cluster its own bucket and restrict who can submit jobs with arbitrary names.
Notes
tess-s3 is a separate plugin with a separate code base and is not affected by this issue. Operators sometimes confuse the two because of the similar names; check storage.plugin in sched-d.toml to see which one is configured.
"""),

D("tf-30", "advisory", "TSA-2024-0007: tess-s3 writes access key to debug logs", """
ID: TSA-2024-0007
Title: tess-s3 writes access key to debug logs on credential refresh
Severity: Low
CVSS: 3.1
Affected versions: tess-s3 1.3.0 to 1.3.2
Fixed in: tess-s3 1.3.3
Component: tess-s3 (not tess-s3-legacy)
Reported by: Adaeze Nwankwo
Published: 2024-05-23
Description
When the log level is set to debug, tess-s3 printed the full access key id and secret key at the moment it refreshed short-lived credentials. Logs at the default info level are not affected. Clusters that ship debug logs to a shared aggregator may have exposed keys to anyone with read access there.
Remediation
Upgrade the plugin; the core Tessellate release does not need to change. Rotate any keys that may have been logged while debug logging was on. The fixed plugin release will be bundled with the next Tessellate patch release but can be installed on its own with tessctl plugin install.
Notes
This advisory concerns only the plugin. It is unrelated to TSA-2024-0003, which affected the daemon's debug endpoint rather than any storage plugin.
"""),
]
