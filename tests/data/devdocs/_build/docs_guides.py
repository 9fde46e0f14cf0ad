"""How-to guides and runbooks (dd-22 .. dd-30)."""

DOCS = []


def doc(i, title, text):
    DOCS.append((f"dd-{i:02d}", title, text.strip("\n")))


doc(22, "How to rotate Gatekey certificates manually", r"""
# How to rotate Gatekey certificates manually

Gatekey renews its certificates on its own ahead of expiry; the lead time is set by `gatekey.rotation_lead`. Rotate by hand only when a certificate may be compromised, when the cluster CA has been replaced, or when automatic renewal has stopped.

1. Check the current state:
   ```sh
   fwctl gatekey status --context prod-eu-1
   ```
   Note any pod whose remaining lifetime is shorter than you would expect.
2. If the CA was replaced, roll out the new trust bundle first and wait until every pod reports the new bundle hash.
3. Rotate a single pod as a test:
   ```sh
   fwctl gatekey rotate --context prod-eu-1 --pod ir-7f9c-2
   ```
4. Confirm the pod still serves on 7400: `openssl s_client -connect <pod-ip>:7400` should show the new serial number.
5. Rotate the rest in batches of 10%:
   ```sh
   fwctl gatekey rotate --context prod-eu-1 --all --batch 10%
   ```
6. Run `fwctl gatekey status` again; every certificate should show a fresh expiry time.
7. If you rotated because of a suspected compromise, page Platform Security and revoke the old serial numbers.
""")

doc(23, "Runbook: IR load shedding", r"""
# Runbook: IR load shedding

**Alert:** `FwIngestShedding` - more than 1% of events rejected for 5 minutes. The alert carries a `reason` label.

1. Open the *Ingest overview* dashboard and compare `fw_ir_queue_depth` across replicas. One hot replica points at a load-balancer problem; all replicas high points at something downstream or a config change.
2. Check the `reason` label. `quota` means one tenant is over its write budget. That is expected behaviour, not an incident: tell the tenant's account team and close the alert.
3. Check LS write latency (p99). If it is above 250 ms, LS is the bottleneck; continue with the LS disk pressure runbook.
4. Look in #fw-config-changes for a push to this cluster in the last hour. If the timing matches, revert the overlay and watch the queue drain.
5. If none of the above explains it, scale out:
   ```sh
   kubectl -n ferrowind scale deploy/ir --replicas=<current+50%>
   ```
6. Still shedding 15 minutes after scaling? Escalate according to the on-call and escalation policy; the owning team is on the component ownership page.

Never raise the queue watermarks during an incident to make the alert go away: it only moves the pressure into memory.
""")

doc(24, "How to migrate from SPX to STX", r"""
# How to migrate from SPX to STX

This guide moves a cluster from the v2 exporter (SPX) to the v3 exporter (STX). Plan for at least two days: one to set things up and one full day of running both side by side.

1. **List consumers.** Every system that pulls spool files from SPX needs an STX sink: an HTTPS endpoint, a Kafka topic or a bucket.
2. **Create subscriptions** for each consumer with `fwctl export subscribe`. Start them in the paused state (`--paused`).
3. **Translate settings** using the table below and add the STX keys to the cluster overlay.
4. **Run both.** Unpause the subscriptions and compare `fw_spx_exported_total` with `fw_stx_delivered_total` per tenant for a full day. The counts should agree within 0.1%.
5. **Stop SPX** by scaling it to zero. Keep the spool directory for a week in case a consumer needs to re-read old files.
6. **Clean up.** Delete the `spool` block from all overlays.

| SPX key | STX key | Notes |
|---|---|---|
| `spool.flush_interval` | `stx.batch.max_wait` | STX sends a batch when it is full or when this time has passed, whichever comes first. |
| `spool.retention_hours` | `stx.buffer.retention` | The unit changes from whole hours to a duration string, e.g. `12h`. |
| `spool.dir` | `stx.buffer.dir` | Only used for overflow; most data stays in memory. |
| `spool.max_disk_gb` | none | No equivalent; STX applies backpressure instead. |
""")

doc(25, "Runbook: LS disk pressure", r"""
# Runbook: LS disk pressure

**Alert:** `FwLedgerDiskHigh` - `fw_ls_disk_used_ratio` above 0.80 on any node for 10 minutes. This fires before a node turns read-only, so you normally have some time.

1. Find the affected nodes on the *Storage capacity* dashboard. A single node means a placement imbalance; many nodes mean the cluster is short of capacity or data is not being cleaned up.
2. For a single node, ask for its shards to be moved elsewhere:
   ```sh
   fwctl shard drain --node <node> --context <cluster> --partial 20%
   ```
3. Check the merge backlog, `fw_cps_pending_merges`. Unmerged WAS files take far more space than merged segments. If the backlog is above 500, or has been rising for 24 hours, merges are not keeping up: escalate to the team that owns CPS (see the component ownership page). Do not widen the maintenance window yourself during business hours.
4. Check that retention sweeps are running: look for `sweep done` log lines from RK in the last hour. If `retention.dry_run` is `true` on this cluster, nothing is being deleted.
5. If usage is still climbing, add LS nodes and let placement rebalance onto them.

Record the peak usage and the actions taken in the incident channel.
""")

doc(26, "How to onboard a new tenant", r"""
# How to onboard a new tenant

Use this procedure for every new customer or internal team that needs its own tenant.

1. **Pick a name.** Lowercase letters, digits and `-`, 3 to 32 characters. Names cannot be reused for 90 days after deletion.
2. **Create the tenant** with its write quota:
   ```sh
   fwctl tenant create --tenant acme --tqu-limit 2000 --schema-mode loose
   ```
   Leave out `--tqu-limit` to use the cluster default. `fwctl tenant create` is a thin wrapper around the tenants API, so the same fields are available there.
3. **Set retention** if the tenant needs something other than the cluster default; see the how-to on changing a tenant's retention.
4. **Issue client certificates** for the tenant's agents. Each agent fleet gets its own identity, for example `fw://prod-eu-1/agents-acme`.
5. **Send a test event:**
   ```sh
   fwctl ingest test --tenant acme --context prod-eu-1
   ```
6. **Verify** that the event can be queried within a minute, then hand the connection details to the tenant.

If step 5 fails with 401, the certificate is not yet in the Gatekey ACL; wait for the next config push.
""")

doc(27, "Runbook: slow queries on QB", r"""
# Runbook: slow queries on QB

**Alert:** `FwQueryLatencyHigh` - p95 query latency above 5 s for 10 minutes.

1. **Cache first.** Check `fw_qc_hit_ratio` on the *Query overview* dashboard. If it is below 0.40, look for recent QB restarts or deploys (each restart empties the cache) or a recently lowered cache TTL before anything else.
2. **Find the heavy queries:**
   ```sh
   fwctl query top --context <cluster> --by cpu --limit 20
   ```
   One tenant running a very wide time range is the most common cause.
3. **Check LS read latency.** If LS p99 reads exceed 200 ms, the problem is in storage; look at the LS dashboards and the LS disk pressure runbook.
4. **Check the merge backlog.** Many unmerged segments increase fan-out per query; see `fw_cps_pending_merges`.
5. **Stop runaway queries** if a single query is hurting everyone:
   ```sh
   fwctl query kill <query-id> --context <cluster>
   ```
   Tell the tenant why, with the query id.

Do not restart QB replicas to "clear" slowness; the cold cache after a restart makes latency worse for several minutes.
""")

doc(28, "How to change a tenant's retention", r"""
# How to change a tenant's retention

Retention per tenant is set in the overrides file of the cluster overlay in `fw-config`, not through the API.

1. Open `clusters/<cluster>/retention/overrides.yaml` in `fw-config`.
2. Add or change the tenant's entry, in days:
   ```yaml
   acme: 90
   ```
3. Run the linter on the overlay:
   ```sh
   fwctl config lint clusters/<cluster>
   ```
4. Open a merge request and get a review from someone on the tenant's account team.
5. After merge, the new file reaches the cluster within a minute. The change takes effect on the next sweep.
6. Check the result:
   ```sh
   fwctl retention show --tenant acme --context <cluster>
   ```

**Shortening retention is destructive.** Data older than the new cutoff is hidden at once and deleted after the grace period. If you shortened retention by mistake, revert the change and run `fwctl retention restore` for the tenant before the grace period ends.

To preview a change, run `fwctl retention show --tenant acme --simulate-days 30`.
""")

doc(29, "Upgrade guide", r"""
# Upgrade guide

## Supported paths
- Upgrade **one minor version at a time**: 2.8 to 3.0, 3.0 to 3.1, and so on. Skipping a minor version is not supported and is blocked by the upgrade pre-check.
- From any 2.x release, first upgrade to 2.8; from 2.8 the next step is always 3.0.
- Patch releases within a minor version can be skipped.
- Rolling back is only supported within the same minor version.

## Before every step
1. Read the release notes of the target version, especially the *Removed* and *Changed* sections.
2. Lint every overlay against the target: `fwctl config lint clusters/<cluster> --target <version>`.
3. Take an MC snapshot by hand: `fwctl catalog snapshot --context <cluster>`.
4. Announce the upgrade window in #fw-upgrades.

## Order
Upgrade components in this order, waiting for each to be healthy before moving on:

1. LS nodes, one zone at a time
2. SHS, then CPS where present
3. MC
4. IR and QB
5. Exporters
6. Gatekey sidecars (rolled with their pods)

## After every step
Watch the *Cluster health* dashboard for 30 minutes and run `fwctl ingest test` and a sample query for one tenant per zone.
""")

doc(30, "Runbook: shard rebalancing stuck", r"""
# Runbook: shard rebalancing stuck

**Symptom:** `fwctl shard status` shows leader moves in state `pending` for more than 30 minutes, or the alert `FwShardMovesStalled` fires.

1. Find the current SHS leader: `fwctl shard status --leader`. Check that only one replica claims leadership.
2. Read the leader's log around the stuck moves and match the error:
   - `ErrLeaseLost` repeating every few seconds: the leader keeps losing its lease. Check for long GC pauses and compare the lease lifetime with the SHS configuration page.
   - `ErrTargetReadOnly`: the target LS node is read-only. Continue with the LS disk pressure runbook.
   - `ErrTenantUnknown`: SHS cannot resolve the tenant of the shard, because MC is not answering lookups or returns incomplete data. The fix is on MC's side; escalate to MC's owning team (see the component ownership page) and attach the log lines.
   - `ErrConfigStale`: the placement config on the leader is older than on the followers. Wait for the next config push or restart the leader.
3. If moves are stuck with no error, cancel them and let the next cycle plan again:
   ```sh
   fwctl shard moves cancel --all --context <cluster>
   ```
4. After recovery, check that `fwctl shard status` shows no pending moves for two full rebalance cycles.
""")
