# Source documents lg-01 .. lg-30 for the Ledger evaluation set.
# Everything here is invented. Each entry: id, title, genre, text.

DOCS_A = [
dict(id="lg-01", title="Kestrel Pay at a glance", genre="product overview", text="""
Kestrel Pay is the merchant payments platform built and operated by Kestrelwick Ltd, a company founded in 2016 in Velsby, the capital of Aldmere, with a second engineering office in Drummoor. Merchants use Kestrel Pay to accept card and bank payments, hold balances, convert currencies and receive payouts into their own bank accounts.

Every request from a merchant or an SDK enters through Gatehouse, the public API gateway, which authenticates the call, applies rate limits and forwards it to the right internal service. Card numbers never travel further than Vaultline, which swaps them for tokens. Riskloom scores each payment for fraud before authorization. Accepted money movements are written to Tallyhouse, the double-entry ledger that is the single source of truth for balances. Settlewright groups ledger entries into settlement batches and hands them to partner banks, while Cobbler reconciles what partners report against what the ledger expected. Fxkiln prices cross-currency payments, Onboardly verifies new merchants before they can go live, and Hookshot tells merchants about events by calling their webhook URLs. Internal services talk to each other over Sablewire, the company's event bus.

The public API exists in two major versions. Version 1 is organised around charges; version 2 is organised around payments and is the only version that receives new features. Official client libraries are published for Node, Python and Go, and an operator command line tool is used internally to inspect the ledger.

Kestrel Pay runs in three datacentre regions inside Aldmere. The ledger has a primary in one region and a warm standby in another; the newest region, opened in 2024, hosts the risk workloads. Merchants do not choose a region and cannot see which one served a request.
"""),

dict(id="lg-02", title="Glossary: ledger and payments terms", genre="glossary", text="""
Account. A named bucket of money in Tallyhouse, owned by a merchant, by Kestrelwick itself or by a partner. Every account holds exactly one currency.

Available balance. The part of an account's balance that can be paid out now. Pending amounts and holds are excluded.

Card Vault Token (CVT). The opaque identifier Vaultline returns in exchange for a card number. A CVT belongs to one merchant; presenting it together with another merchant's API key fails. Tokens do not expire while the merchant relationship lasts.

Hold. An amount reserved on an account so that it cannot be paid out, for example while a dispute is open or a payout is being investigated.

Journal. A group of postings that must be recorded together and whose amounts sum to zero. A capture normally produces a journal of three or four postings: the merchant's pending balance, the fee account, the scheme clearing account and sometimes a conversion account.

Minor units. The smallest unit of a currency. All amounts in the API and in the ledger are integers in minor units, never decimals.

Posting id. The identifier carried by each posting from the event that produced it. Deduplication compares posting ids, so two postings with the same id are treated as one attempt.

Reversal. A new journal that exactly cancels an earlier one. It is the only permitted way to correct a mistake, because nothing in the ledger is ever edited or deleted.

Transfer Ledger Record (TLR). The stored form of a single posting as written by Tallyhouse: posting id, account, signed amount, journal id, value date and a hash of the previous record on the same account. Records are append-only and the hash chain makes tampering visible.

Value date. The date on which a posting counts for balance and interest purposes. It may differ from the date on which the posting was recorded, for example for payments received late on a Friday.
"""),

dict(id="lg-03", title="POST /v2/payments/{payment_id}/capture", genre="API reference page", text="""
Captures funds that were previously authorized for a payment. A payment can be captured once in full, or several times in parts if the merchant sets final_capture to false on every call except the last one.

Path parameters
- payment_id (string, required): the identifier returned by POST /v2/payments, always prefixed pay_.

Headers
- Authorization: Bearer followed by the secret key of the merchant account.
- Idempotency-Key (required): any unique string of up to 64 characters. Repeating a request with the same key and the same body returns the original response; reusing the key with a different body is rejected with HTTP 409.

Body
| field | type | notes |
|---|---|---|
| amount | integer | minor units; defaults to the remaining authorized amount |
| final_capture | boolean | default true; releases any uncaptured remainder |
| statement_suffix | string | up to 12 characters shown on the cardholder statement |
| metadata | object | up to 20 keys, copied onto the ledger entry |

Responses
- 200: the payment object with status captured or partially_captured.
- 402: the issuer refused the capture.
- 409: the idempotency clash described above.
- 422: the authorization can no longer be captured, or the amount is too large.
- 429: the payments write bucket for your key is empty; retry after the number of seconds given in the Retry-After header.

The machine-readable reason for each failure is in the error.code field. The full list lives in the API error code table rather than on this page.

Example
curl -X POST https://api.kestrelpay.example/v2/payments/pay_7Qm2/capture -H "Idempotency-Key: cap-7Qm2-1" -d amount=4599

This endpoint takes over from the version 1 capture call. When it succeeds it emits the payment.captured webhook event, once per capture.
"""),

dict(id="lg-04", title="Changelog: capture endpoints", genre="endpoint changelog", text="""
Entries are newest first. Dates are in Velsby time.

2025-03-31 (scheduled)
POST /v1/charges/{charge_id}/capture is switched off at Gatehouse. From this date every call returns HTTP 410 with the code endpoint_sunset. There will be no grace period and no per-merchant extensions.

2024-11-04
Warning e-mails now go out weekly to any account that made a version 1 capture call during the previous seven days.

2024-05-01
POST /v1/charges/{charge_id}/capture is deprecated. Responses now include Deprecation and Sunset headers. The replacement is POST /v2/payments/{payment_id}/capture. Charge identifiers (ch_) created before this date can be looked up as payments through GET /v2/payments?legacy_charge=ch_..., which returns the matching pay_ identifier.

2024-02-12
POST /v2/payments/{payment_id}/capture accepts final_capture, which enables several partial captures against a single authorization.

2023-12-05
Version 2 capture leaves beta. Idempotency-Key becomes mandatory on it.

2023-10-03
POST /v2/payments/{payment_id}/capture is released in beta to selected merchants.

2023-06-19
POST /v1/charges/{charge_id}/capture: the amount_to_capture parameter now rejects zero. Merchants who used a zero capture to cancel an authorization should call the cancel endpoint instead.

2022-09-27
POST /v1/charges/{charge_id}/capture returns the charge's balance_transaction id so that merchants can match captures to their statements.
"""),

dict(id="lg-05", title="Tallyhouse 4.7.0", genre="release notes", text="""
Release date: 20 February 2024
Release owner: Jonas Feld (Ledger Core)
Previous version: 4.6.3

Highlights
- Second-generation asynchronous commit path. Ledger writes arriving within one ACW are grouped into a single durable flush, cutting p99 posting latency on busy clusters by about 38 percent in staging. The path ships dark: it is controlled by a new runtime flag that defaults to off and has to be enabled cluster by cluster. The original asynchronous commit mechanism from the 3.x line is untouched.
- Journal replay from the Sablewire log is roughly three times faster thanks to parallel account sharding.
- New metric tallyhouse_flush_batch_size.

Breaking changes
- The deprecated gRPC method PostLegacyJournal has been removed. Callers must use PostJournal.

Upgrade notes
- Includes schema migration 0412, which adds the posting_dedupe table. The migration runs online and takes under two minutes on a cluster the size of production.
- Roll nodes one at a time; mixed 4.6.x and 4.7.0 clusters are supported for up to 24 hours.
- Requires the Sablewire client 7.3 or later.

Fixed
- Accounts frozen with ledgerctl could still receive reversal postings from Settlewright.
- Balance snapshots no longer skip accounts created within the last second of a snapshot interval.

Known issues
- None at release time.

Thanks to everyone in Ledger Core and Settlement Engineering who tested the new commit path on the standby cluster over the last three weeks.
"""),

dict(id="lg-06", title="Migrating from v1 charges to v2 payments", genre="migration guide", text="""
Version 1 of the Kestrel Pay API is built around the charge object. Version 2 replaces it with the payment object, which carries the whole life of a transaction from authorization to refund. This guide lists what changes when you move.

Endpoint mapping
| v1 call | v2 call |
|---|---|
| POST /v1/charges | POST /v2/payments |
| POST /v1/charges/{charge_id}/capture | POST /v2/payments/{payment_id}/capture |
| POST /v1/refunds | POST /v2/payments/{payment_id}/refunds |
| GET /v1/balance | GET /v2/balances/{account_id} |

Behaviour changes
1. Amounts are integers in minor units. Version 1 accepted decimal strings such as "45.99"; version 2 expects 4599.
2. Every write needs an Idempotency-Key header. Version 1 treated it as optional.
3. The status succeeded becomes captured. Partial captures report partially_captured.
4. Balances are per account. Merchants with several settlement accounts make one call per account instead of receiving a combined figure.
5. Webhook events named charge.* are replaced by payment.* events. You can subscribe to both while you move.

Client libraries
If you use the Node library, upgrade to kestrel-node 5.0.0 or later: it is the first major version in which the charge helpers are gone entirely and the payment helpers are the default. Python users should be on the 3.x line and Go users on 1.8 or later; those libraries still ship the old helpers, marked deprecated.

Suggested order
- Switch reads first (balances, payment lookups).
- Send new authorizations through version 2 while capturing old charges through version 1.
- Once no open version 1 authorizations remain, move captures and refunds.
- Remove charge.* webhook subscriptions.

Most merchants finish in two to four weeks.
"""),

dict(id="lg-07", title="Deprecation notice: X-Kestrel-Signature header", genre="deprecation notice", text="""
Published 2 September 2024 by the Kestrel Pay developer relations desk.

What is changing
Hookshot has signed every webhook delivery with an HMAC-SHA1 digest in the X-Kestrel-Signature header since 2017. SHA-1 is no longer an acceptable choice for new integrations, so deliveries now also carry X-Kestrel-Signature-256, an HMAC-SHA256 digest over the timestamp and the raw request body.

Timeline
- 2 September 2024: both headers are sent on every delivery.
- 4 November 2024: the dashboard stops showing sample code for the old header.
- 3 February 2025: the old header is no longer sent. Endpoints that only check it will reject every delivery from that day.

What you need to do
1. Check which header your endpoint verifies. If you use an official library, upgrade: kestrel-node 5.2, kestrel-python 3.5 and kestrel-go 1.9 all verify the new header by default and fall back to the old one until February.
2. If you verify signatures by hand, compute HMAC-SHA256 over the string timestamp + "." + body using your existing signing secret. The secret itself does not change.
3. Reject deliveries whose timestamp is more than five minutes old.

What is not changing
The delivery schedule, retry policy, event payloads and source IP ranges stay the same. Your signing secret is not rotated by this change; rotations remain under your control in the dashboard.

Questions can be sent through the usual support channel. We will not extend the February date, because keeping SHA-1 signatures alive blocks the rest of the clean-up in Hookshot.
"""),

dict(id="lg-08", title="kestrel-node", genre="SDK README", text="""
# kestrel-node

The official Node.js client for the Kestrel Pay API.

## Install

npm install @kestrelwick/kestrel-node

Supported runtimes: Node 18, 20 and 22. Older runtimes may work but are not tested.

## Quick start

```js
const { Kestrel } = require('@kestrelwick/kestrel-node');
const kp = new Kestrel(process.env.KESTREL_SECRET_KEY);
const pay = await kp.payments.create({ amount: 4599, currency: 'ALD', source: token });
await kp.payments.capture(pay.id, { idempotencyKey: `cap-${pay.id}` });
```

## Options

| option | default | meaning |
|---|---|---|
| timeoutMs | 30000 | per-request timeout |
| maxRetries | 3 | retries on 429 and 5xx, with jittered backoff |
| apiBase | https://api.kestrelpay.example | override for the sandbox |
| telemetry | true | sends library version and latency to Kestrelwick |

Retries always reuse the idempotency key of the first attempt, so a retried capture can never capture twice.

## Webhooks

`kp.webhooks.verify(rawBody, headers, secret)` checks the signature and the timestamp tolerance. Pass the raw body, not parsed JSON.

## Maintainers

This library is maintained by the Developer Experience team at Kestrelwick. The lead maintainer is Aiko Tanabe. Issues are triaged every Tuesday; security reports should go to the bug bounty programme rather than the public tracker.

## Contributing

Run `npm test` before opening a pull request. Changes to generated resource files are rejected; edit the API description instead and regenerate.

## Licence

MIT.
"""),

dict(id="lg-09", title="Gatehouse configuration reference", genre="configuration reference table", text="""
Gatehouse is the public API gateway in front of every Kestrel Pay endpoint and is owned by the Edge & Gateway team. Settings are read from /etc/gatehouse/gatehouse.toml at start-up; keys marked reloadable can be changed with a SIGHUP. Values apply in every region unless a regional file overrides them.

| key | type | default | reloadable | description |
|---|---|---|---|---|
| listen.port | int | 8443 | no | TLS port for public traffic |
| tls.min_version | string | 1.2 | no | lowest accepted TLS version |
| upstream.timeout_ms | int | 2500 | yes | time to wait for an internal service before returning 504 |
| upstream.retry_idempotent | bool | true | yes | retry GET and idempotent POST once on connection reset |
| auth.key_cache_ttl_s | int | 60 | yes | how long a verified API key stays cached |
| rate_limit.rps | int | 200 | yes | sustained requests per second per API key |
| rate_limit.burst | int | 400 | yes | token bucket size per API key |
| rate_limit.override_file | path | overrides/enterprise.yaml | yes | per-merchant limits; wins over the two keys above |
| gh_burst_tokens | bool | false | yes | separate bucket per route family instead of one per key |
| routes.capture_v1.enabled | bool | true | yes | set to false when the v1 capture sunset arrives |
| log.sample_rate | float | 0.05 | yes | share of successful requests written to the access log |
| shed.cpu_threshold | float | 0.85 | yes | start shedding anonymous traffic above this CPU share |

Notes
- Rate limit values count requests, not payments: a payment that is created and then captured uses two tokens.
- Setting rate_limit.burst below rate_limit.rps is rejected at start-up.
- gh_burst_tokens first shipped in Gatehouse 2.12. When it is off, every route shares the single bucket described by rate_limit.burst.
- The Go client library, kestrel-go, is also maintained by Edge & Gateway and honours the Retry-After header that Gatehouse sends with every 429.
"""),

dict(id="lg-10", title="ledgerctl --help", genre="CLI help text", text="""
ledgerctl 2.8.1 - operator command line for Tallyhouse

USAGE
  ledgerctl [global flags] <command> [arguments]

COMMANDS
  journal show <journal_id>        Print every TLR belonging to a journal
  journal replay --from <offset>   Re-apply journals from the Sablewire log
  journal reverse <journal_id>     Write a reversing journal (asks for a ticket id)
  accounts balance <account_id>    Show available, pending and held amounts
  accounts freeze <account_id>     Refuse new debits on an account
  accounts thaw <account_id>       Undo a freeze
  diff <journal_a> <journal_b>     Show two journals side by side, TLR by TLR
  flags list                       List runtime flags and their values on the target cluster
  flags set <name> <value>         Change a runtime flag (needs the ledger-admin role)
  snapshot create                  Take a balance snapshot now

GLOBAL FLAGS
  --cluster <name>    Cluster to talk to (default: kite-02)
  --region <code>     Use the ledger cluster of a region instead of naming one
  --ticket <id>       Change ticket recorded with every write command
  --dry-run           Print what would be written, then exit
  --output <format>   table (default) or json
  -v, --verbose       Log every RPC
  -h, --help          Show this text

EXAMPLES
  ledgerctl journal show jrn_01HQ7Z --output json
  ledgerctl --cluster heron-02 flags list
  ledgerctl journal reverse jrn_01HQ7Z --ticket INC-2291

NOTES
  Write commands refuse to run against a standby cluster unless --force-standby is given.
  When both --cluster and --region are passed, --cluster wins and a warning is printed.
  The resolved target cluster is printed as the first line of every write command.
  Exit code 3 means the target cluster rejected your credentials.
"""),

dict(id="lg-11", title="Runbook: Settlewright batch will not close", genre="runbook", text="""
Alert: SettlewrightBatchOpenTooLong (page, severity 2)
Owner: Settlement Engineering
Last reviewed: 14 August 2024

When this fires
A settlement batch has stayed open more than 20 minutes after its SBW was due to close. Payouts in that batch will not reach the partner bank until it closes, and the PRQ keeps growing behind it.

1. Check consumer lag first
Open the Settlewright overview dashboard and look at sablewire_consumer_lag_seconds for the consumer group settlewright-batcher. Lag above 300 seconds almost always means the batcher is not receiving ledger events.

2. If lag is high
Look for a partition rebalance on the Sablewire brokers in the last hour. If one is still running, wait up to ten minutes; the batcher rejoins by itself once the rebalance finishes. Do not restart the batcher during a rebalance, because that starts another one.

3. If lag is normal
Check Tallyhouse posting latency. If p99 is above 800 ms, page Ledger Core; Settlewright cannot close a batch while journals it already counted are still unacknowledged.

4. Force the close
When the cause is fixed but the batch is still open, run:
swctl batch close --id <batch_id> --reason "<ticket>"
Never force-close while lag is above 300 seconds: late entries would drop into the next business day.

5. Escalate
If the batch is still open 45 minutes after the page, escalate to the Settlement Engineering secondary. The settlement RTO is four hours, measured from the first page.

Afterwards
Record the batch id and the cause in the incident ticket. If PRQ depth passed 50,000 items, tell Finance Engineering so that reconciliation can be rerun for that day.
"""),

dict(id="lg-12", title="Postmortem: INC-2291 duplicate ledger postings", genre="incident postmortem", text="""
Date of incident: 14 March 2024
Severity: 1
Incident commander: Noor Haddad
Status: complete; actions tracked in the LCB follow-up list

Summary
Between 09:12 and 14:05 Velsby time, Tallyhouse on cluster kite-02 committed 3,412 journals twice. Balances for 1,187 merchants were overstated, and Settlewright held all outgoing payouts from 10:58 until the duplicates were reversed. No money left Kestrelwick incorrectly.

Root cause
The runtime flag ledger_async_commit_v2 had been switched on for kite-02 the evening before. Under the new path a journal was acknowledged to Sablewire as soon as it entered an ACW rather than once it was durable. A broker restart at 09:12 made Sablewire redeliver events from the previous eleven minutes. Entries whose first copy was still inside an open window had not yet reached the dedupe table, so they were written a second time.

The older flag ledger_async_commit was not involved. It was on, as it has been since 2022, and behaved correctly throughout.

Detection
Cobbler raised a balance mismatch at 10:47, 95 minutes after the first duplicate. No alert watched repeated posting ids directly.

Timeline (Velsby time)
- 09:12 broker restart on heron-01; redelivery begins
- 10:47 Cobbler mismatch alert
- 10:58 payouts held
- 13:40 flag identified as the trigger
- 14:05 flag switched off on kite-02
- 16:50 duplicates reversed with ledgerctl

What went well
Holding payouts early meant no duplicate money was ever paid out.

Action items
1. Keep the flag off everywhere; a hotfix release forces it off (done, 18 March).
2. Alert on repeated posting ids within a day (Site Reliability).
3. LCB to decide whether the new path is retired or reworked.
4. LCB to set a rollout policy for flags that touch the posting path.
"""),

dict(id="lg-13", title="Delayed payouts and doubled balance entries", genre="status-page update", text="""
Resolved
17:35 - All held payouts have been released and the extra balance entries have been removed. Payouts that were due today will reach partner banks in the normal evening run. We will publish a full account of what happened. This incident is resolved.

Monitoring
15:10 - The cause has been fixed and no new doubled entries have appeared since 14:05. We are now removing the entries that were written twice. Balances in the dashboard may still look higher than expected for some accounts over the next two hours. Payouts remain on hold until the clean-up is complete.

Identified
13:40 - We have found the change that caused some balance entries to be recorded twice, and we are turning it off. Money has not left your account in error, and no card payments were affected.

Update
12:05 - Payouts remain on hold as a precaution. Accepting payments, refunds and the dashboard are working normally. Some merchants will see individual payments listed twice in their balance history.

Investigating
10:58 - We are investigating reports of payouts not being sent and of balances that look too high. As a precaution we have paused outgoing payouts while we check every affected account. Accepting card and bank payments is not affected.

Affected components: Payouts, Balances, Reporting
Unaffected components: Payments API, Dashboard login, Webhooks

Posted on the Kestrel Pay status page on 14 March 2024. All times are Velsby time. You can subscribe to updates by e-mail or RSS from the top of the status page.
"""),

dict(id="lg-14", title="SRE handover, week 46", genre="on-call handover note", text="""
From: Tomasz Wren
To: Noor Haddad
Covering: Mon 13 Nov to Mon 20 Nov 2023, primary pager

Quick summary: noisy week, one real incident, nothing on fire right now.

Open items
- INC-2140 (sev 2). Magpie stopped closing batches on Wednesday night around 23:10. Root cause looks like the Sablewire partition rebalance on heron-01 that kicked off after the broker patching; Magpie's consumer got thrown out of its group and didn't rejoin for about 40 minutes. I manually closed 14 batches once lag dropped. Payouts went out with the morning run and nobody missed a cutoff. Pieter from Settlement owns the follow-up ticket; he thinks the consumer session timeout is too short. Please don't restart Magpie if it happens again mid-rebalance, it makes things worse.
- heron-01 disk at 81%. Broker log retention was bumped during patching; there's a ticket with Eventing to put it back.
- Gatehouse TLS cert for the sandbox hostname expires Friday 17th. Hollis said Edge would rotate it on Thursday; check that it actually happened.

Muted alerts
- HookshotRetryBacklog muted until Monday 09:00. A single merchant endpoint has returned 500s all week and the backlog is just their retries. Unmute it on Monday even if it's still noisy.

Freezes
- Riskloom deploy freeze until the model refresh finishes (Risk say Tuesday).

Misc
- The coffee machine on 4 is fixed.
- I've left the INC-2140 timeline half written in the incident doc; feel free to finish it or ping me.

Good luck, it should be quiet. I'm reachable on my personal number until Wednesday, then on leave.
"""),

dict(id="lg-15", title="ADR-0031: Rename Magpie to Settlewright", genre="architecture decision record", text="""
Status: accepted, 22 January 2024
Author: Pieter Blom
Deciders: Settlement Engineering, with sign-off from Site Reliability and Developer Experience

Context
The settlement batching service has been called Magpie since its first prototype in 2019. Three problems have grown around the name. First, an unrelated commercial analytics product uses the same name, and two partner banks have asked whether we share data with it. Second, new joiners cannot guess what the service does; on-call surveys rank it the least self-explanatory name in the estate. Third, an internal logging library and an old event topic prefix are also called magpie, which has produced at least one misrouted page.

Decision
The service is renamed Settlewright. Settlement Engineering continues to own it. The rename covers:
- the repository and container images;
- metric names and dashboard titles (for example magpie_batches_open becomes settlewright_batches_open);
- alert names (MagpieBatchOpenTooLong becomes SettlewrightBatchOpenTooLong);
- the pager rota and the operator CLI, which becomes swctl;
- all internal and external documentation.
The rename does not change behaviour, APIs, batch identifiers or the settlement file format agreed with partner banks.

Consequences
- Dashboards keep the old metric names as aliases for 90 days.
- Historical incident documents are not edited; readers of older material should treat the two names as the same service.
- The cut-over happens in a single deploy on 5 February 2024.

Alternatives considered
Keeping the name and adding a description everywhere was rejected as cosmetic. The name Batchwell was rejected because it describes only half of the service's job.
"""),

dict(id="lg-16", title="RFC-112: Second-generation async commit for Tallyhouse", genre="RFC / design doc", text="""
Author: Jonas Feld
Reviewers: Priyanka Shah, Beatrix Lund
Status: implemented, shipped dark behind ledger_async_commit_v2
Created: 6 November 2023

Problem
Tallyhouse makes every journal durable before acknowledging the Sablewire event that carried it. On busy afternoons kite-02 spends more time waiting on fsync than doing anything else, and p99 posting latency reaches 900 ms.

Definitions
Async Commit Window (ACW): a short period, at most 40 ms, during which incoming journals are collected and then flushed to disk together.

Proposal
1. Incoming journals are appended to an in-memory window.
2. When the window reaches 40 ms or 512 journals, all of them are written with one fsync.
3. Sablewire offsets are committed when a journal joins the window, so the consumer can keep pulling while the flush runs.
4. Redelivered events are caught by a new posting_dedupe table keyed by posting id.

Relationship to the existing mechanism
The first-generation path, gated by ledger_async_commit, batches only index updates and leaves journal writes synchronous. This RFC does not change or remove it; both flags can be on at once.

Risks
- If an event is redelivered after its dedupe row has expired, it will be posted twice. The TTL must exceed the longest Sablewire redelivery delay.
- Committing offsets before durability means a crash can lose up to one window of journals. Replay from the log recovers them.

Rollout
Cluster by cluster, starting with the standby heron-02, then kite-02 after two weeks without anomalies.

Open questions
Should offsets instead be committed after the flush? That would cost about half of the latency gain.
"""),

dict(id="lg-17", title="PR #8812 review thread: tallyhouse async commit v2", genre="code review comments", text="""
Reviewer: Amara Okafor    Author: Jonas Feld    Files changed: 23

commit/window.go, line 88
Amara Okafor: The timer branch calls ackOffsets() before flush() returns. Is that deliberate? In the size branch it's the other way round.
Jonas Feld: Deliberate, it's what the RFC describes. The consumer keeps pulling during the flush. I'll add a comment so nobody "fixes" the size branch.
Amara Okafor: OK. Please make the comment explain the crash case too.

store/dedupe.go, line 41
Amara Okafor: TTL for posting_dedupe rows is 10 minutes. Sablewire can redeliver up to 15 minutes after a broker restart. That gap looks like exactly the hole the RFC warns about.
Jonas Feld: Good catch. Raising it to 30 minutes and making it configurable.
Amara Okafor: Thanks. Can we alert when a dedupe row is hit after, say, 20 minutes? That would tell us we're close to the edge.
Jonas Feld: Will do in a follow-up, ticket LEDG-4123.

flags/registry.go, line 12
Amara Okafor: Default off, good. Please make sure enabling it on a cluster needs the ledger-admin role and not just deploy rights.
Jonas Feld: Done.

commit/window_test.go
Amara Okafor: I'd like one test that kills the process mid-window and checks that replay restores every journal exactly once.
Jonas Feld: Added TestCrashMidWindowReplay.

Summary
Amara Okafor: Approving with the TTL change. Naming nits can wait. For the record, my worry is less about this code than about rolling it out before the redelivery alert exists.
Jonas Feld: Understood. I'll ask for the alert to be a rollout precondition.
"""),

dict(id="lg-18", title="git log: services/hookshot (October 2024 excerpt)", genre="commit log excerpt", text="""
Pulled for the Eventing quarterly change audit. Only commits touching services/hookshot are shown, newest first; merge commits are hidden. Pull request numbers are in brackets where the commit came from a reviewed pull request.

$ git log --format='%h %ad %an  %s' --date=short services/hookshot | head -12
c90d5b1 2024-10-14 Aiko Tanabe  hookshot: document replay endpoint used by the dashboard
e2f7a60 2024-10-11 Yusuf Celik  hookshot: alert when a WSK is older than 330 days
b58e3d4 2024-10-10 Sunniva Dahl  hookshot: refuse to start a rotation unless dual mode is on (#9388)
a41c9e2 2024-10-08 Yusuf Celik  hookshot: sign with both previous and current WSK during the rotation window (#9340)
7be1f03 2024-10-07 Yusuf Celik  hookshot: load WSK from kv/hookshot/signing instead of env vars
3d0a9c8 2024-10-03 Dario Kovac  hookshot: pass Gatehouse request id through to delivery logs
11fe6b2 2024-09-30 Yusuf Celik  hookshot: send X-Kestrel-Signature-256 alongside the legacy header
f6b0c47 2024-09-27 Noor Haddad  hookshot: lower retry backlog alert to 5k for single-endpoint storms
98ac2e3 2024-09-19 Sunniva Dahl  hookshot: bump sablewire client to 7.4
0c4d71e 2024-09-12 Yusuf Celik  hookshot: cap per-endpoint concurrency at 8
5e19b3a 2024-09-05 Aiko Tanabe  hookshot: expose delivery attempt number in request headers
d2a8f10 2024-08-29 Sunniva Dahl  hookshot: stop charge.* fan-out for fully migrated merchants

Reviewer note: the commit of 10 October was written and merged on the same afternoon, which is faster than our usual review target. The key age alert of 11 October is tuned to fire a month before the yearly rotation is due.
"""),

dict(id="lg-19", title="PR #9127: gatehouse per-route burst buckets behind gh_burst_tokens", genre="pull request description", text="""
Author: Hollis Grange
Reviewer: Mateo Ibarra
Target: Gatehouse 2.12
Opened: 11 June 2024

What
Adds an optional second layer of rate limiting. With gh_burst_tokens on, each API key gets one token bucket per route family (payments writes, payments reads, balances, refunds, everything else) instead of a single shared bucket. Sustained limits are unchanged; only the burst allowance is split.

Why
Support has seen a pattern on busy days: a merchant's reporting job polls balances in a tight loop, drains the shared bucket, and the same merchant's checkout then gets 429 on captures. Three enterprise tickets last quarter had this shape. Splitting the bucket means a noisy read path can no longer starve the write path.

How
- New bucket keyed by (api_key, route_family). Route families are declared in routes.toml.
- Each family gets the configured burst; the per-key sustained rate still applies across all of them.
- The override file can set per-family bursts for individual merchants.
- Metrics gain a route_family label.

Rollout
The flag defaults to off. Plan: sandbox first, then 5 percent of production keys in vn1, then everyone over two weeks. Turning it off reverts to the shared bucket with no restart.

Testing
- Unit tests for bucket selection and refill.
- Load test at three times peak: memory per key grows from 96 to 480 bytes, which is fine at our key count.

Not in this PR
Per-family sustained limits. That needs a pricing conversation first.

Review
Mateo Ibarra: Looks good, approving. Please add the route family to the 429 response body so support can see which bucket ran dry.
"""),

dict(id="lg-20", title="LEDG-4410: journal replay ignores --cluster when --region is also set", genre="issue tracker ticket", text="""
Type: Bug    Priority: P2    Component: ledgerctl
Reporter: Noor Haddad    Assignee: Sam Rooke
Status: Done (fixed in ledgerctl 2.8.1)
Labels: inc-2291-followup, operator-safety

Description
During the INC-2291 clean-up I ran journal replay with both --cluster heron-02 and --region vn1 set, expecting it to replay onto the standby. ledgerctl quietly resolved the region flag and connected to the primary instead. Nothing bad happened because the command was a dry run, but the output only named the real target in verbose mode.

Steps to reproduce
1. ledgerctl --cluster heron-02 --region vn1 journal replay --from 0 --dry-run
2. Look at the target cluster in the -v output.

Expected
Either --cluster wins, or the tool refuses to run with both.

Actual
The region's default cluster is used and no warning is printed.

Comments
Sam Rooke: Reproduced. Flag parsing resolves region last and overwrites the cluster. Going with "--cluster wins" plus a warning when both are given, because scripts already pass both.
Amara Okafor: Agree. Please also print the resolved target as the first line of every write command, not only in verbose mode.
Sam Rooke: Done in the same change. Also added a test matrix covering every flag combination.
Noor Haddad: Verified on 2.8.1 against heron-02. Closing.

Linked
- Caused by: the change that introduced --region (ledgerctl 2.6.0)
- Related: LEDG-4123 (late dedupe hit alert)
"""),

dict(id="lg-21", title="Ticket #55812: 429 errors on capture during Saturday peak", genre="support ticket thread", text="""
Customer: Marlow & Pike Grocers    Plan: Growth    Priority: High
Channel: e-mail    Agent: Kit Ambrose

Sat 6 Jul, 11:42 - Dervla Quinn (Marlow & Pike, payments operations)
Since about 10:30 a chunk of our captures is failing with 429. Click-and-collect opens at 11 on Saturdays and that's our peak. Customers can't complete orders. What's going on?

Sat 6 Jul, 11:58 - Kit Ambrose
Hi Dervla, sorry about this. The 429s mean your API key is running out of its request allowance. Looking at your traffic, you're sending around 350 requests a second at peak, with short spikes well above that. A large share of those are balance reads from what looks like a reporting job, and they share the same allowance as your captures. Could you pause the reporting job for now? That should free up room immediately.

Sat 6 Jul, 12:20 - Dervla Quinn
Paused it. Failures dropped a lot but we still see a few. Long term we can't pause reporting every Saturday.

Sat 6 Jul, 12:31 - Kit Ambrose
Understood. The Growth plan allowance is fixed, so I've asked Edge & Gateway whether a per-merchant override is possible while your account team talks to you about the Enterprise plan.

Mon 8 Jul, 09:15 - Kit Ambrose
Good news: Edge & Gateway have added an override for your live key, recorded against this ticket number and valid until the end of June next year. Your account manager will follow up about Enterprise, which would make the higher allowance permanent.

Mon 8 Jul, 10:02 - Dervla Quinn
Thanks, this weekend will tell. Fine to close.

Status: Solved
"""),

dict(id="lg-22", title="Re: Greyfinch cutover to v2, done, one question", genre="customer email", text="""
From: Jonah Feld <jonah.feld@greyfinch.example>
To: Rhea Castellan <rhea.castellan@kestrelwick.example>
Date: 21 August 2024

Hi Rhea,

Quick update from our side: the cutover is complete. As of Monday 19 August every capture from the Greyfinch Outfitters web shop and both of our warehouse apps goes through the version 2 payments API. We kept version 1 running for old authorizations for two weeks, as the guide suggested, and the last of those was captured on Friday. Our charge webhooks are switched off.

For your records, we're on kestrel-python 3.4.1 across all services. The upgrade from 2.x was the biggest part of the work, mostly because amounts are now integers. Our finance team asked me to pass on that they appreciated the weekly report during the migration.

One thing we haven't moved yet: the nightly job that calls GET /v1/balance for our three settlement accounts. It still works, but I'd rather not wait until it breaks. Is there a like-for-like replacement, and does it return one figure for everything or one per account? If it's per account, I'll need to change how finance adds the numbers up.

Also, a small thing for whoever owns the docs: the sandbox examples still show decimal amounts in one place (the refunds page).

And no, before you ask, I'm not related to the Feld on your ledger team. We get that a lot.

Thanks again for the help over the summer.

Best,
Jonah

Jonah Feld
Platform Lead, Greyfinch Outfitters
"""),

dict(id="lg-23", title="Call notes: Tidewater Transit discovery", genre="sales call notes", text="""
Date: 17 April 2024
Kestrelwick: Ilse Wren (Enterprise Sales), Rhea Castellan (account management)
Tidewater: Cormac Lyle (CFO), Aisling Voss (head of digital)

Who they are
- Run ferry and coastal bus ticketing for 11 operators along the south coast. About 2.1m transactions a year, very seasonal (July and August are 40% of volume).
- Each operator is a separate legal entity, so Tidewater needs to onboard them as sub-merchants.

Current setup
- Current PSP is Saltmere Pay. Unhappy with payout timing (three days) and with Saltmere's sub-merchant onboarding, which takes up to two weeks.
- Card-present at the ports runs on their own terminals; we'd only do online and app payments at first.

What they asked about
- KYB turnaround for new operators. Told them our checks run through Pinecrest Identity and average about two business days today, often same day for simple companies. Aisling wants that in writing.
- Tourists paying in foreign currency: we can show converted prices; they want to know the spread.
- Payouts per operator per day.
- Whether we can absorb a surge in ticket sales when the weather clears after a storm (they see tenfold spikes within an hour).

Concerns
- Cormac is worried about lock-in; Saltmere's exit fees burned them.
- They had a bad outage with Saltmere last summer and want to see our status history.

Next steps
- Ilse to send Enterprise pricing with a sub-merchant add-on.
- Rhea to send the Enterprise SLA schedule and a status history summary.
- Technical call with Partner Integrations in two weeks to go through the sub-merchant API.
- Ask Edge about rate limit overrides for storm surges.
"""),

dict(id="lg-24", title="Kestrel Pay pricing", genre="pricing page", text="""
Simple pricing, no setup fees. All prices are in Aldmere crowns and exclude VAT.

Starter - for new businesses
- 1.9% + 20 cents per successful domestic card payment
- 0.8% per bank payment, capped at 5 crowns
- Payouts every three business days
- API allowance: 50 requests per second, bursting to 100
- E-mail support

Growth - for established merchants
- 1.6% + 20 cents per successful domestic card payment
- 0.6% per bank payment, capped at 4 crowns
- Daily payouts
- API allowance: 200 requests per second, bursting to 400
- Prices in the shopper's currency, with a 1.2% conversion margin
- E-mail and chat support

Enterprise - for platforms and high-volume merchants
- Interchange-plus or blended pricing, agreed per contract
- Same-day payouts to supported partner banks
- API allowance set per contract, starting at 1,000 requests per second
- Sub-merchant onboarding for platforms
- Contractual uptime commitments and service credits
- Named account manager and a phone line that is always open

Included on every plan
- Card tokenization, fraud screening and 3-D Secure
- Dashboard, reporting exports and webhooks
- Sandbox with unlimited test calls

Extras
- International cards: +1.0%
- Disputes: 15 crowns per dispute, refunded if you win
- Instant payouts: 1% of the payout, minimum 1 crown

Frequently asked
Can I move between plans? Yes, at any time; the new rate applies from the next day.
Do unused API requests roll over? No. Allowances are measured per second and refill continuously.
What happens if I exceed my allowance? Requests above it receive HTTP 429 and should be retried after the delay given in the response. Your account team can discuss higher limits.
"""),

dict(id="lg-25", title="Terms of Service, Section 9: Suspension and termination", genre="terms of service excerpt", text="""
9.1 Kestrelwick Ltd acts as your Payment Service Provider (PSP) under these Terms. We may suspend all or part of the Services immediately, without prior notice, if:
(a) we reasonably believe that your account is being used for fraud, money laundering or any activity prohibited by Schedule 2;
(b) a card scheme, partner bank or regulator requires us to do so;
(c) your chargeback rate exceeds 1.5% in any calendar month, or your refund rate exceeds 20%;
(d) you fail to provide information we request for verification within ten business days; or
(e) your use of the API threatens the stability or security of the platform.

9.2 Where practical, we will tell you the reason for a suspension and what you must do to end it. We are not required to give a reason where doing so would break the law or a partner's rules.

9.3 During a suspension we may hold funds in your balance for up to 180 days to cover refunds, chargebacks, fines and fees. Held funds remain yours and are released, less any amounts owed to us, at the end of that period.

9.4 You may terminate these Terms at any time by closing your account in the dashboard. Termination does not affect payments already accepted, which will be settled in the normal way.

9.5 We may terminate these Terms on 30 days' written notice for any reason, or immediately if any ground in 9.1 continues for more than 60 days.

9.6 On termination, the DPA continues to govern any personal data we still hold about your customers until it is deleted in line with our retention schedule. Sections 7 (fees), 11 (liability) and 14 (governing law) survive termination.

9.7 If you move to another PSP, we will provide card data exports to that provider on request, subject to the receiving provider's security certification.
"""),

dict(id="lg-26", title="KSA-2024-07: Webhook signature check bypass in kestrel-python", genre="security advisory", text="""
Published: 24 October 2024
Severity: High (CVSS 7.5)
Affected: kestrel-python 3.3.0 through 3.4.1
Fixed in: 3.4.2
Not affected: kestrel-node, kestrel-go, and integrations that verify signatures without the library

Summary
The webhook verification helper in kestrel-python could accept a forged delivery. When the signature header contained more than one comma-separated value, the helper returned success as soon as any value had the right length, without comparing the digest. An attacker who knew a merchant's webhook URL could send fake events such as payment or payout notifications, and a merchant that acted on them without checking the API could ship goods for unpaid orders.

Kestrelwick's own systems do not use the Python library to verify webhooks and were not affected. We have no evidence of exploitation.

Remediation
Upgrade to 3.4.2 or later. If you cannot upgrade immediately, fetch the object from the API before acting on any event, which is good practice regardless.

Credit
The issue was reported privately through our bug bounty programme as report BB-0193. We thank the researcher for a clear report and for agreeing to a short disclosure window.

Timeline
- 2 October 2024: report received
- 3 October 2024: confirmed
- 15 October 2024: fix merged
- 22 October 2024: 3.4.2 released
- 24 October 2024: advisory published

About the library
kestrel-python is maintained by the Partner Integrations team, who also reviewed every other verification path in the package as part of the fix. Questions about this advisory can be sent to the security contact listed on our website.
"""),

dict(id="lg-27", title="Penetration test summary: Vaultline and Gatehouse authentication, Q2 2024", genre="penetration test summary", text="""
Tester: Ashgrove Security
Test window: 3 to 21 June 2024
Kestrelwick liaison: Chidi Okafor, Security Engineering
Classification: internal

Scope
- Vaultline, the card tokenization vault owned by Security Engineering, including its internal gRPC API and the detokenization path used by Settlewright for refunds to card.
- Gatehouse API key authentication and key rotation.
- The merchant dashboard's session handling was out of scope this year.

Findings
| id | severity | title | status |
|---|---|---|---|
| ASH-01 | High | Response timing reveals whether a CVT exists for another merchant | fixed |
| ASH-02 | Medium | Revoked API keys accepted for up to 60 seconds | accepted risk |
| ASH-03 | Medium | Vaultline debug logging can be enabled by a deploy-level role | fixed |
| ASH-04 | Medium | Verbose gRPC errors name internal hostnames | fixed |
| ASH-05 | Low | No rate limit on the detokenize audit query | open |

Narrative
The testers could not retrieve a card number from Vaultline by any route tested. The high finding did not expose card data: by timing lookups with guessed tokens, a caller holding a valid key for one merchant could learn whether a guessed token belonged to another merchant. Tokens are long and random, so the practical impact was low, but the lookup now takes constant time whatever the outcome.

ASH-02 follows from the key cache in Gatehouse. Edge & Gateway chose to keep the 60-second cache, and merchants are advised to issue a replacement key before revoking the old one.

Retest
Ashgrove retested ASH-01, ASH-03 and ASH-04 on 8 July and confirmed the fixes. ASH-05 is planned for the third quarter.
"""),

dict(id="lg-28", title="Audit finding AF-17: Vaultline debug logs kept beyond policy", genre="compliance audit finding", text="""
Audit: annual card data security assessment, fieldwork August 2024
Assessor: Marrick & Thorne
Finding reference: AF-17
Rating: moderate
Control area: data retention and disposal

Observation
Vaultline writes a debug log when debug mode is switched on for a node. On two nodes in vn1 the assessor found debug logs dating back about 400 days. The logs contained CVT values together with merchant identifiers and request timestamps. They did not contain card numbers, expiry dates or security codes. The written retention policy limits these logs to 90 days.

Cause
Debug logs were written to a local volume that the log shipping agent does not cover, so the central deletion job never saw them. Debug mode had been left on after a support investigation in 2023. The related penetration test finding from June removed the ability of deploy-level roles to switch debug mode on, but nobody looked for files that already existed.

Risk
A CVT on its own cannot be turned into a card number without Vaultline credentials, so direct exposure is limited. However, keeping any token-to-merchant mapping beyond its stated period breaks the policy and would become a repeat finding if not addressed.

Management response (Security Engineering)
- Delete all debug logs older than 90 days on every Vaultline node (completed 2 September 2024).
- Move debug output to the shipped log path so the standard deletion job applies.
- Add a weekly check that fails if any file on a Vaultline node is older than its retention period.

Target date for full remediation: 31 October 2024. Evidence is to be provided to the assessor at the next quarterly check-in.
"""),

dict(id="lg-29", title="Schedule B: Enterprise Service Level Agreement", genre="SLA document", text="""
This Schedule forms part of the Enterprise Agreement between Kestrelwick Ltd and the Customer.

1. Definitions
Monthly Uptime means the percentage of one-minute intervals in a calendar month in which the Payments API answered correctly formed requests without a server error. Recovery Time Objective (RTO) means the longest time we aim to take to restore a service after a disaster has been declared. Recovery Point Objective (RPO) means the largest amount of committed data, measured in time, that we accept losing in such an event.

2. Commitments
| service | measure | commitment |
|---|---|---|
| Payments API (through Gatehouse) | Monthly Uptime | 99.95% |
| Dashboard | Monthly Uptime | 99.5% |
| Webhook delivery | first attempt within 60 seconds | 99.5% of events |
| Payouts | sent to the partner bank in the agreed window | 99.9% of business days |
| Ledger | RTO | 4 hours |
| Ledger | RPO | zero for committed entries |

3. Service credits
If Monthly Uptime for the Payments API falls below the commitment, the Customer may claim a credit on that month's platform fees: 10% below the commitment, 25% below 99.5%, 50% below 99.0%. Credits must be claimed within 30 days of the end of the month. Credits are the Customer's only remedy for missed commitments, except where the Agreement says otherwise.

4. Exclusions
Scheduled maintenance announced at least five business days ahead and limited to four hours a month; failures of the Customer's own systems or networks; requests above the Customer's contracted API allowance; suspension under the Terms of Service; events outside our reasonable control.

5. Reporting
We publish Monthly Uptime for each component on the status page and send Enterprise customers a report within ten business days of month end.
"""),

dict(id="lg-30", title="Capacity plan, H2 2024", genre="capacity planning memo", text="""
To: Henrietta Vale, engineering leads
From: Tomasz Wren, Site Reliability
Date: 1 July 2024

Where things run today

| region | location | cluster | main workloads |
|---|---|---|---|
| vn1 | Velsby North | kite-01 | Settlewright, Cobbler |
| vn1 | Velsby North | kite-02 | Tallyhouse primary |
| vn1 | Velsby North | kite-07 | Gatehouse, Hookshot, Vaultline |
| de2 | Drummoor East | heron-01 | Sablewire brokers |
| de2 | Drummoor East | heron-02 | Tallyhouse standby, Gatehouse secondary |
| pb3 | Port Brannock | osprey-01 | Riskloom |

pb3 goes live tomorrow, 2 July. Riskloom will no longer run anywhere in vn1 once the move completes this month, which frees eleven nodes on kite-07.

Demand
Peak posting rate on kite-02 grew 46% year on year. If the second half follows the first, kite-02 reaches 80% CPU during the November sales week. PRQ depth at the daily peak has doubled since January, mostly because merchants are moving to daily payouts.

Asks
1. Twelve more nodes for kite-02 before 1 October. Without them we cannot keep the ledger RTO of four hours during a failover, because the standby would be smaller than the load it takes on.
2. Grow heron-02 by the same amount so the standby stays the size of the primary. This is also what protects our RPO.
3. Six nodes for kite-01 ahead of the move to hourly reconciliation.
4. No change for heron-01; broker disk was rebalanced after last November's patching.

Risks
- Hardware lead time in vn1 is currently ten weeks.
- If the async commit work restarts, posting capacity needs could drop by a quarter, but I am not planning on it.

Tomasz
"""),
]
