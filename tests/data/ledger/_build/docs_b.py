# Source documents lg-31 .. lg-60 for the Ledger evaluation set.
# Everything here is invented. Each entry: id, title, genre, text.

DOCS_B = [
dict(id="lg-31", title="Engineering org chart, September 2024", genre="org chart", text="""
- Henrietta Vale, Chief Technology Officer
  - Ledger Core, lead: Amara Okafor
    - Jonas Feld, senior engineer
    - Priyanka Shah, staff engineer
    - Sam Rooke, engineer
  - Settlement Engineering, lead: Beatrix Lund
    - Pieter Blom, senior engineer
    - Anouk Verhey, engineer
  - Edge & Gateway, lead: Hollis Grange (since August)
    - Dario Kovac, senior engineer
    - Femi Adeyemi, engineer
  - Eventing, lead: Sunniva Dahl
    - Yusuf Celik, senior engineer
  - Risk Platform, lead: Farid Nasser
    - Mateo Ibarra, staff engineer (joined in August)
    - Elif Aras, data scientist
  - Security Engineering, lead: Chidi Okafor
    - Marguerite Osei, application security engineer
  - Developer Experience, lead: Ottilie Marsh
    - Aiko Tanabe, senior engineer
  - Partner Integrations, lead: Ravi Menon
    - Tariq Bello, solutions engineer
  - Merchant Platform, lead: Greta Solberg
    - Ines Duarte, engineer
  - Treasury Engineering, lead: Kwame Asante
  - Finance Engineering, lead: Lin Zhou
    - Owen Pryce, engineer
  - Site Reliability, lead: Tomasz Wren
    - Noor Haddad, senior site reliability engineer
    - Bram Oduya, site reliability engineer

Notes
- Commercial teams (sales, account management and support) report to the Chief Operating Officer and are not shown here.
- Names are listed as people prefer to be addressed; several people share surnames without being related.
- Open roles: one senior engineer in Risk Platform (Port Brannock or remote) and one engineer in Eventing.
- Team pages, rotas and service ownership live in each team's wiki space. This chart only shows reporting lines and is regenerated from the HR system on the first of each month, so changes made mid-month appear the following month.
"""),

dict(id="lg-32", title="Eventing team charter", genre="team charter", text="""
Why we exist
Kestrel Pay is a set of services that only make sense together. Eventing gives them a reliable way to tell each other, and merchants, that something happened.

What we own
- Sablewire, the internal event bus: brokers, client libraries in Go and Java, topic provisioning and the schema registry.
- Hookshot, the service that delivers webhook events to merchant endpoints, including signing, retries and the delivery log shown in the dashboard.

What we do not own
- The contents of events. Producing teams own their schemas; we own the rules for changing them.
- Consumers. If Settlewright or Tallyhouse falls behind, their owners are paged first and we help.
- Cobbler, which does not read from Sablewire at all; it works from files.

Commitments
- Sablewire: publish acknowledged within 50 ms at p99, and no acknowledged event lost. SLO measured over 28 days.
- Hookshot: first attempt within 60 seconds for 99.5% of events. We own that SLO, the delivery dashboard and the alerts behind it.
- Schema change requests reviewed within two business days.

How we work
- Lead: Sunniva Dahl. Members are listed on the org chart.
- On-call: one primary and one secondary, weekly rotation starting Monday 09:00. The pager rotas are eventing-primary and eventing-secondary.
- Planning every two weeks; producing teams can bring requests to the open slot on Thursdays.
- Any change to broker configuration goes through a change ticket and is announced in the engineering channel a day ahead. The week-46 rebalance last year taught us that lesson.

How to reach us
Ask in the eventing help channel for anything that is not urgent. Page eventing-primary only for delivery or bus outages.
"""),

dict(id="lg-33", title="Ledger Core: new joiner checklist", genre="onboarding checklist", text="""
Welcome to Ledger Core. We own Tallyhouse, ledgerctl and the balance snapshot jobs. Work through this list with your buddy and tick items off in your onboarding ticket.

Week 1
- [ ] Laptop, single sign-on and hardware key set up
- [ ] Join the team channel and the ledger incidents channel
- [ ] Request read-only access to kite-02 and heron-02 (role ledger-viewer)
- [ ] Install ledgerctl and run a balance lookup against the heron-02 standby using a test account
- [ ] Read the Tallyhouse architecture overview and the glossary entries for journals and postings
- [ ] Read the INC-2291 postmortem in full; we ask everyone to, whatever their role
- [ ] Meet your buddy daily for 30 minutes

Week 2
- [ ] Read RFC-112 and its review thread to understand why the posting path is conservative
- [ ] Pair on one ticket from the starter board
- [ ] Shadow the on-call engineer for a day
- [ ] Book a place on the LED-201 operating course

Weeks 3 and 4
- [ ] Ship your first change to Tallyhouse behind a flag, with a reviewer from outside the team
- [ ] Present one thing you found confusing at the Friday demo
- [ ] Request the ledger-admin role only after your lead approves it

Before the end of month 2
- [ ] Join the on-call rotation as secondary
- [ ] Have a 1:1 with the team lead about your first quarter goals

Things people wish they had known
- Postings are never edited. If something is wrong, you reverse it.
- The LCB meets on the second Tuesday of each month; you can attend as an observer.
- Nobody minds questions in the team channel. Silence worries us more.
"""),

dict(id="lg-34", title="Settlement FAQ", genre="internal wiki FAQ", text="""
Internal wiki, maintained by Settlement Engineering. Last edited 12 September 2024.

What is a Settlement Batch Window (SBW)?
The period during which Settlewright collects ledger entries destined for one partner bank before closing them into a batch and sending the file. Each partner has its own schedule. Closing times are in the partner's integration guide, not here, because they change.

How many batches do we send per day?
Between one and three per partner per business day, depending on the partner. No batches are sent at weekends or on Aldmere bank holidays; entries wait for the next business day.

Who owns Settlewright?
Settlement Engineering. Page the settle-primary rota for anything urgent.

A merchant says their payout is late. Where do I look first?
Find the payout in the dashboard and note its batch id. If the batch is still open, follow the runbook for batches that will not close. If the batch was sent, check the partner's return file in Cobbler's reconciliation view.

Can we move a payout into an earlier batch?
No. Once an entry is assigned to a batch it stays there. You can cancel the payout before the batch closes and create a new one.

Does Settlewright depend on Riskloom?
No longer. Until 2023 it asked for a fresh risk score before adding a large payout to a batch. That check now happens when the payout is created, so Settlewright does not call Riskloom at all.

Why do some payouts show two batch ids?
A payout returned by the bank is retried in a later batch. The dashboard shows both.

What is settle_cutoff_shift?
An experimental flag that lets us close a window a few minutes early on heavy days. It is off everywhere. Ask in the team channel before touching it.
"""),

dict(id="lg-35", title="#inc-2355 channel export, 9 October 2024", genre="chat export", text="""
[11:04] kambrose: support is getting a wave of merchants saying every webhook fails signature checks since about 11:00. at least 30 tickets in 5 min
[11:05] nhaddad: declaring INC-2355, sev 2. I'm IC. who's on for hookshot?
[11:05] sdahl: me. looking
[11:07] sdahl: the scheduled WSK rotation job ran at 11:00 and switched to the new key for signing straight away. merchants still have the old one cached
[11:07] nhaddad: was it supposed to keep signing with the old one for a while?
[11:08] sdahl: yes, that's what the new dual mode is for. it merged yesterday but the flag is still off
[11:09] nhaddad: ok. options: roll back the rotation, or turn on dual signing?
[11:10] sdahl: dual signing. rolling back the key breaks anyone who already picked up the new one
[11:12] sdahl: setting hookshot_sig_dual=true on kite-07 and heron-02
[11:15] sdahl: done. deliveries now carry signatures from the old and the new WSK
[11:19] kambrose: tickets slowing down. a couple of merchants still failing but they look like they hard-coded something odd
[11:24] nhaddad: the deliveries that failed between 11:00 and 11:15, are they retried?
[11:25] sdahl: yes, normal retry schedule. first retry is at +1 min so most have already gone through again with both signatures
[11:31] kambrose: down to 2 open complaints, both confirmed fixed after retry
[11:36] nhaddad: any reason not to leave dual mode on until the rotation window ends?
[11:37] sdahl: none. the window is 72 hours. I'll add a guard so a rotation refuses to start with dual mode off
[11:48] nhaddad: resolving INC-2355. postmortem owner sdahl, due next Friday. thanks all
[11:48] kambrose: thank you!
"""),

dict(id="lg-36", title="Ledger Control Board: minutes, 9 April 2024", genre="meeting minutes", text="""
Present: Henrietta Vale (chair), Amara Okafor, Beatrix Lund, Tomasz Wren, Chidi Okafor, Lin Zhou
Apologies: Kwame Asante
Minutes: Anouk Verhey

1. Purpose reminder
The Ledger Control Board (LCB) approves changes that can alter how money is recorded or moved. It meets on the second Tuesday of each month.

2. Follow-up from the March duplicate postings incident
The board reviewed the postmortem action list. Tomasz confirmed that the repeated posting id alert has been live since 28 March and has not fired.
Decision 2a: the flag ledger_async_commit_v2 is retired. The code behind it will be removed in Tallyhouse 4.8.0. Ledger Core may bring a new proposal, but any new design must commit offsets only after data is durable.
Decision 2b: the older flag ledger_async_commit stays on. Nobody present wanted to touch it.

3. New rule for runtime flags on the posting path
Decision 3: any flag that changes how Tallyhouse, Settlewright or Cobbler records or moves money needs board approval before it is enabled in production, and must run on the standby cluster heron-02 for at least 14 days first. Chidi asked that security-relevant flags in Vaultline follow the same rule; agreed.

4. Settlement partner change
Beatrix reported that Brambleway Bank will move its afternoon cutoff by 30 minutes from June. Settlement Engineering will update the integration guide and the SBW schedule. No decision needed.

5. Reconciliation cadence
Finance Engineering proposed moving Cobbler from daily to hourly reconciliation. The board agreed in principle, subject to the capacity plan.

6. Any other business
None.

Next meeting: 14 May 2024.
"""),

dict(id="lg-37", title="Engineering quarterly review, Q3 2024", genre="quarterly engineering review", text="""
Prepared by the office of the CTO for the leadership offsite, 8 October 2024.

Headline numbers
| measure | Q2 | Q3 |
|---|---|---|
| Payments API monthly uptime (worst month) | 99.97% | 99.96% |
| Sev 1 incidents | 0 | 0 |
| Sev 2 incidents | 3 | 2 |
| Hookshot delivery SLO met (weeks) | 12 of 13 | 13 of 13 |
| Median deploys per day | 41 | 47 |
| Engineering headcount | 118 | 124 |

Highlights
- The Port Brannock region went live in July. Risk Platform moved Riskloom onto osprey-01 in three steps and switched off the last scoring node in Velsby at the end of July.
- Riskloom's Risk Score Lease (RSL) cache now serves 93% of authorizations. An RSL lets a merchant's recent score be reused for up to 90 seconds instead of being recomputed, which took p99 scoring time from 48 ms to 19 ms.
- Fxkiln's FXQ p99 dropped to 11 ms after the move to the streaming rate feed.
- Gatehouse per-route burst buckets reached all production keys in August. Enterprise 429 tickets fell by two thirds.
- Only nine merchants still make more than 1,000 version 1 capture calls a day.

Concerns
- kite-02 is on track to hit its CPU ceiling in November; extra nodes arrive in late September.
- Two teams changed leads in Q3; team health surveys dipped in both.
- One security advisory, in the Python library, handled within the target window.

Priorities for Q4
1. Ledger failover drill with the enlarged standby.
2. Hourly reconciliation.
3. Retire the legacy webhook signature header.
4. Hiring: six roles open, including Risk Platform and Eventing.
"""),

dict(id="lg-38", title="How we made settlement boring", genre="blog post", text="""
By Beatrix Lund, Head of Settlement Engineering, 10 June 2024

Settlement should be the least interesting part of a payments company. A merchant takes a payment, some days later the money lands in their bank, and nobody thinks about it. For a long time ours was more interesting than we wanted.

Where payouts wait
Every payout a merchant is due starts life as an item in the Payout Request Queue (PRQ). Settlewright, our settlement service, pulls from that queue, groups items by partner bank and currency, and sends each group as a batch file at fixed times of day. When something goes wrong upstream, the queue is where it shows first: it grows.

Three changes that helped
First, we stopped treating a late batch as an emergency in isolation. Most late batches were caused by the event bus or the ledger, so the first step in our runbook is now to check whether Settlewright is receiving events at all.

Second, we made batches immutable once closed. Earlier versions allowed late entries to be squeezed into a closed batch if the file had not been sent yet. That saved a few hours for some merchants and cost us days of reconciliation when partners disagreed about what the file contained.

Third, we moved large-payout risk checks out of the settlement path. Settlement now trusts that a payout in the queue has already been approved.

The result
In the first half of 2024 every batch reached its partner bank on time, except on one day in March when we held payouts on purpose while the ledger was being corrected. Holding was the right call; paying out duplicates would have been far worse.

We are hiring in Settlement Engineering. If making things boring appeals to you, get in touch.
"""),

dict(id="lg-39", title="Exactly-once is a budget, not a guarantee", genre="conference talk abstract", text="""
Speaker: Amara Okafor, Kestrelwick
Event: Harbourline Systems Summit 2024, Drummoor
Session: Thursday 7 November 2024, 14:20, Hall C
Track: Data integrity
Length: 40 minutes plus questions

Abstract
Every ledger claims to record each movement of money exactly once. In practice, exactly-once is something you buy, in latency and in complexity, from a stack of components that each offer something weaker. Brokers redeliver. Disks acknowledge writes they have not finished. Clients retry. Operators replay.

This talk walks through how a mid-sized payments company spends its exactly-once budget. We will look at where duplicates can enter a double-entry ledger, which defences are cheap (idempotency keys at the edge, unique posting ids, reversals instead of edits) and which are expensive (synchronous durability, distributed transactions). Using a real incident in which an optimisation traded away a little durability for a lot of speed and wrote several thousand journals twice, we will show how the bill came due, what the clean-up looked like, and why detection came from reconciliation rather than monitoring.

Attendees will leave with a checklist for reviewing any change that touches a money-recording path, and a way to estimate how much latency each layer of protection costs.

About the speaker
Amara Okafor has spent eight years building and running ledgers at Kestrelwick, starting as the company's fourth engineer. She reviews most changes to the posting path and has strong views about timers. Before Kestrelwick she worked on clearing systems at a central bank. She lives in Velsby with two cats named Debit and Credit.
"""),

dict(id="lg-40", title="Payments Plumbing, episode 41 (transcript excerpt)", genre="podcast transcript excerpt", text="""
WENDELL STRAND: So you've been at Kestrelwick how long now?

BEATRIX LUND: Six years. I joined when settlement was one cron job and a spreadsheet, which is a slight exaggeration, but only slight.

WENDELL: And now you run the settlement team. For listeners who don't live in this world, what actually happens when a merchant gets paid?

BEATRIX: The short version: we tell a bank to move money. The long version is that we are the merchant's PSP, so we've collected money from card schemes and other banks on their behalf, and at set times each day we send a file to our partner bank, Brambleway Bank, saying pay these merchants these amounts. Brambleway does the actual transfers and sends us back a file the next morning saying what went through and what bounced.

WENDELL: And if something bounces?

BEATRIX: Then it goes back into the queue and into a later batch, and the merchant sees that in their dashboard. The returns also feed our MRC, which is where finance checks that what the ledger thinks happened matches what the bank says happened.

WENDELL: Why only one bank?

BEATRIX: For domestic payouts, one bank keeps things simple. We've looked at adding a second for resilience and we probably will, but every partner has different cutoffs and file quirks, and each one doubles some of the testing.

WENDELL: You had an incident this year where you deliberately stopped payouts.

BEATRIX: We did. The ledger had some duplicate entries and we didn't want to pay anyone twice. Stopping was a five-minute decision, and I'd make it again.

WENDELL: Last one. What's the most underrated part of settlement?

BEATRIX: Cutoff times. Everyone forgets them until they miss one.
"""),

dict(id="lg-41", title="Senior Software Engineer, Risk Platform", genre="job advertisement", text="""
Location: Port Brannock office or remote within Aldmere
Team: Risk Platform
Reports to: Farid Nasser, Head of Risk Platform
Salary: 92,000 to 118,000 crowns plus equity

About the role
Every payment on Kestrel Pay is scored for fraud before it is authorized, and the service doing that scoring is Riskloom. It answers in under 20 ms at p99 for a few thousand requests a second, and it has to keep doing so while our models, our merchants and the fraudsters all change underneath it. You will work on the serving side: feature retrieval, the RSL cache, model rollout and the tools analysts use to understand why a payment was declined.

What you'll do
- Design and build changes to Riskloom's feature store and scoring pipeline in Go.
- Make shadow-mode model launches safer and faster.
- Work with the team's data scientists to get new models from notebook to production.
- Take part in an on-call rotation, roughly one week in eight.
- Help decide how risk services should behave if a whole region fails.

What we're looking for
- Several years building backend services with strict latency budgets.
- Comfort with Go or a similar language, and with SQL.
- Experience operating the systems you build.
- Interest in fraud, payments or abuse prevention; prior experience in the field is not required.

Nice to have
- Feature stores, streaming systems or model serving.
- Experience working alongside analysts who are not engineers.

About the team
Risk Platform has six engineers and two data scientists. Most of the team works from the new Port Brannock office, next to the datacentre region that runs our risk workloads, but we have colleagues across Aldmere.

How to apply
Send a CV and a short note about a system you are proud of. We reply to every application within ten business days.
"""),

dict(id="lg-42", title="Halvard Group to acquire Pinecrest Identity", genre="acquisition press release", text="""
DRUMMOOR, 3 June 2024. Halvard Group, the business information and risk data company, today announced a definitive agreement to acquire Pinecrest Identity, a provider of identity verification and Know Your Business (KYB) checks for payment companies, marketplaces and lenders.

Founded in Ostrel in 2014, Pinecrest Identity verifies more than four million businesses and individuals a year for over 300 clients. Its automated company checks draw on registry data from eleven countries and return a decision within minutes for most applicants.

Following completion, Pinecrest's products will be offered under the name Halvard Verify and combined with Halvard's existing company data, beneficial ownership records and adverse media screening. Existing Pinecrest customers will continue to be served under their current agreements, which will transfer to Halvard Group on completion.

"Pinecrest built the fastest company verification service in the region," said Marit Oyelaran, Chief Executive of Halvard Group. "Bringing it together with our data means clients get one place to check who they are doing business with."

Pinecrest co-founder and chief executive Ewan Calloway will join Halvard's executive team to lead the combined verification business.

The transaction is expected to close in the third quarter of 2024, subject to regulatory approval. Financial terms were not disclosed.

About Halvard Group
Halvard Group provides business information, credit and risk data to companies in Aldmere and neighbouring markets. It employs about 2,400 people and is headquartered in Drummoor.

About Pinecrest Identity
Pinecrest Identity provides identity and business verification through a single API. It employs 180 people in Ostrel and Velsby.

Media enquiries: press office, Halvard Group.
"""),

dict(id="lg-43", title="Master Services Agreement (Kestrelwick and Halvard), Clause 14", genre="vendor contract clause", text="""
14. Service levels, data incidents and contacts

14.1 Service levels. The Supplier shall complete KYB checks submitted through the verification API within the following times, measured monthly: (a) 95% of checks on companies registered in Aldmere within four business hours; (b) 95% of checks on companies registered elsewhere within two business days; (c) availability of the verification API of at least 99.9% per calendar month.

14.2 Service credits. If the Supplier misses any service level in 14.1 in a month, the Customer shall receive a credit of 5% of that month's fees for each service level missed, up to 15% in total.

14.3 Data incidents. The Supplier shall notify the Customer of any personal data breach affecting Customer Data without undue delay and in any event within 36 hours of becoming aware of it. The notice shall describe the nature of the breach, the categories and approximate number of records concerned, the likely consequences and the measures taken or proposed. The obligations in the DPA between the parties apply in addition to this clause.

14.4 Retention. The Supplier shall keep documents obtained in the course of a check only for as long as the Customer instructs, and shall delete them within 30 days of the Customer's written request.

14.5 Sub-processors. The Supplier shall not engage a new sub-processor for Customer Data without giving the Customer 45 days' prior notice.

14.6 Contacts. The Customer's operational contact is the Merchant Platform team, which operates the Customer's merchant onboarding service, Onboardly. The Supplier's operational contact is its verification service desk. Each party shall tell the other about changes to contacts within ten business days.

14.7 Parties. In this clause, Supplier means Halvard Group and its affiliates providing the verification services, and Customer means Kestrelwick Ltd.
"""),

dict(id="lg-44", title="Procurement register: engineering vendors, FY2024", genre="procurement record table", text="""
Maintained by Finance Operations. Values are annual, in Aldmere crowns, excluding VAT. The owner team is the budget holder inside engineering.

| PO | vendor | what we buy | used for | annual value | owner team | renewal |
|---|---|---|---|---|---|---|
| PO-2024-031 | Stoneharbour Colocation | racks, power, remote hands | region vn1 | 1,240,000 crowns | Site Reliability | 2026-01-31 |
| PO-2024-032 | Drummoor Data Halls | racks, power | region de2 | 860,000 crowns | Site Reliability | 2025-09-30 |
| PO-2024-033 | Quayside Fibre & Hosting | racks, power, fibre | region pb3 | 410,000 crowns | Site Reliability | 2027-06-30 |
| PO-2024-047 | Lumen Rates | streaming FX rate feed | currency conversion pricing | 198,000 crowns | Treasury Engineering | 2025-04-30 |
| PO-2024-058 | Halvard Group | business verification checks | Onboardly | 310,000 crowns | Merchant Platform | 2025-12-31 |
| PO-2024-060 | Ashgrove Security | annual penetration test | Vaultline, Gatehouse | 74,000 crowns | Security Engineering | per engagement |
| PO-2024-064 | Marrick & Thorne | card data security assessment | whole estate | 52,000 crowns | Security Engineering | 2025-08-31 |
| PO-2024-071 | Brambleway Bank | settlement account and file transfer | Settlewright | 95,000 crowns | Settlement Engineering | 2026-03-31 |

Notes
- PO-2024-058 replaced the 2022 agreement after the supplier changed ownership. Scope, prices and service levels carried over unchanged; the supplier name on invoices changed in September.
- PO-2024-047: Treasury Engineering is trialling a second rate source; no purchase order has been raised for it yet.
- PO-2024-033 is a three-year commitment because the region is new; the other colocation contracts renew yearly.
- Cloud spend for the sandbox and build pipelines is tracked separately by Developer Experience and is not part of this register.
"""),

dict(id="lg-45", title="cobbler/service-deps.toml", genre="dependency manifest", text="""
# Declared runtime dependencies for Cobbler, the reconciliation service.
# The deploy pipeline reads this file: a deploy fails if a declared
# upstream is below min_version in the target region. Keep the comments
# current; on-call engineers read them in the middle of the night.

[service]
name = "cobbler"
owner = "Finance Engineering"
tier = 1
regions = ["vn1"]
page_rota = "finance-eng-primary"

[upstream.tallyhouse]
interface = "grpc: BalanceSnapshot, ListJournals"
min_version = "4.6.0"
# read-only. cobbler never posts to the ledger; when it finds a
# mismatch it opens a ticket in the Ledger Core queue instead.

[upstream.settlewright]
interface = "object store: settlement-exports/<date>/<batch_id>.parquet"
min_version = "1.2.0"
# one export per closed batch; this is the first half of every MRC

[upstream.partner-returns]
interface = "sftp pull: /outbound/returns/*.csv"
schedule = "07:15 daily, business days"
# bank return files, the second half of every MRC. If they are late,
# matching waits rather than guessing.

[upstream.fx-rates]
enabled = false
# removed 2024-03: converted amounts now arrive on the ledger entries,
# so cobbler no longer depends on any rate feed.

# There is deliberately no Sablewire section. cobbler stopped consuming
# the bus in 2023 and must not start again without an ADR: replaying a
# topic would rerun a whole day of matching.

[alerts]
mismatch_threshold_minor_units = 1
mismatch_page_after_minutes = 20

[downstream]
dashboard = "reconciliation view (merchant support, finance)"
ledger_tickets = "Ledger Core queue, for reversals"
"""),

dict(id="lg-46", title="API error codes (v2)", genre="error code table", text="""
Every error response from version 2 has the shape {"error": {"code", "message", "param", "request_id"}}. Branch on code, never on message: messages are written for humans and may change without notice.

| HTTP | code | meaning | safe to retry? |
|---|---|---|---|
| 400 | invalid_request | a parameter is missing or malformed; param names it | no |
| 401 | invalid_api_key | the key is unknown, revoked or belongs to the other environment | no |
| 402 | card_declined | the issuer refused the authorization or capture | no, ask for another card |
| 403 | account_suspended | the merchant account is suspended under the Terms | no |
| 404 | resource_missing | no object with that id exists for this account | no |
| 409 | idempotency_conflict | the Idempotency-Key was already used with a different body | no |
| 410 | endpoint_sunset | the endpoint has been switched off | no, migrate |
| 422 | capture_window_expired | the authorization is more than seven days old and can no longer be captured | no |
| 422 | amount_exceeds_authorized | the capture amount is above the remaining authorized amount | no |
| 422 | fx_quote_expired | the FXQ attached to the payment is more than 90 seconds old; Fxkiln will issue a fresh one | yes, with a new quote |
| 429 | rate_limited | your key has used its allowance; see Retry-After | yes, after the delay |
| 500 | internal_error | something failed on our side | yes, same key |
| 503 | ledger_unavailable | the ledger is in failover or maintenance | yes, same key |

Notes
- Retrying with the same Idempotency-Key is always safe for 5xx responses: if the first attempt succeeded you get its result back.
- card_declined includes a decline_code from the issuer when one is available.
- rate_limited responses include a route_family field once per-route buckets are enabled for your key.
- Version 1 uses a different, smaller set of codes, documented in the version 1 reference.
"""),

dict(id="lg-47", title="Dashboard: Hookshot delivery health", genre="metrics dashboard description", text="""
Purpose
One screen that answers: are merchants receiving their webhooks, and if not, is it us or them? The board is the reference for Hookshot's Service Level Objective (SLO): 99.5% of events get a first delivery attempt within 60 seconds of being produced, measured over a rolling 28 days.

Top row
1. Error budget: what remains of the budget for the 28-day window, with one-hour and six-hour burn rates. Paging alerts fire at burn rates of 14 and 6.
2. First-attempt latency: p50, p99 and p99.9 from event produced to first HTTP request sent.
3. Events produced per second, by event type.

Middle row
4. Delivery outcomes: 2xx, 4xx, 5xx, timeout and TLS failure, as a stacked rate.
5. Signature-related 4xx: 400 and 401 responses whose body mentions signatures. A spike here right after a key rotation usually means merchants have not picked up the new key.
6. Retry backlog size, with the ten largest endpoints.

Bottom row
7. Sablewire consumer lag for the hookshot-dispatcher group.
8. Outbound connection pool saturation per cluster.
9. Deploy markers and flag changes, pulled from the flag audit log.

How to read it
If panel 2 is red but panel 7 is flat, the problem is inside Hookshot. If panel 7 is climbing, the bus is behind and Hookshot is simply waiting. If panel 4 shows mostly 5xx from a handful of endpoints, those merchants are down; that does not count against the objective, because the first attempt was made on time.

Alerts from this board page the owning team's primary on-call. Data source: the metrics cluster in vn1, 15-second resolution, kept for 400 days.
"""),

dict(id="lg-48", title="Runtime flag registry", genre="feature flag registry table", text="""
Generated nightly from the flag service; edit the flag definitions, not this page. Status meanings: on, off, rolling out, rotation-only (switched on automatically for a limited time), permanent (kept on and not expected to change), retired (forced off, code scheduled for removal).

| flag | service | introduced in | PR | default | status | owner |
|---|---|---|---|---|---|---|
| ledger_async_commit | Tallyhouse | 3.9.0 | #6120 | on | permanent | Ledger Core |
| ledger_async_commit_v2 | Tallyhouse | 4.7.0 | #8812 | off | retired | Ledger Core |
| ledger_snapshot_parallel | Tallyhouse | 4.5.0 | #7791 | on | permanent | Ledger Core |
| settle_cutoff_shift | Settlewright | 1.3.0 | #8950 | off | off | Settlement Engineering |
| gh_burst_tokens | Gatehouse | 2.12.0 | #9127 | off | on | Edge & Gateway |
| hookshot_sig_dual | Hookshot | 3.2.0 | #9340 | off | rotation-only | Eventing |
| riskloom_shadow_mode | Riskloom | 5.1.0 | #9011 | off | rolling out | Risk Platform |
| vaultline_debug_local | Vaultline | 2.0.0 | #5530 | off | retired | Security Engineering |

Notes
- ledger_async_commit and ledger_async_commit_v2 are separate mechanisms with separate code paths and separate histories. Do not confuse them when reading old incident material.
- Flags on the posting path (Tallyhouse, Settlewright, Cobbler) cannot be switched on in production without an LCB approval reference.
- vaultline_debug_local was retired after the Q2 penetration test; debug output now goes to the shipped log path.
- gh_burst_tokens is on for every production key, but the default stays off so that new environments start with a single bucket.
- hookshot_sig_dual is switched on by the rotation job; since October the job refuses to rotate while it is off.
"""),

dict(id="lg-49", title="Data retention policy, version 3", genre="data retention policy", text="""
Owner: Security Engineering, with Legal
Approved: 4 March 2024
Applies to: every Kestrelwick system holding merchant or cardholder data

1. Principles
We keep data only as long as we need it for the purpose it was collected for, or as long as the law requires. When both apply, the longer period wins. Deletion must be automatic wherever possible; a retention period that depends on someone remembering is not a retention period.

2. Periods
| data | system | retention |
|---|---|---|
| Ledger entries (TLR) | Tallyhouse | 10 years after the end of the financial year |
| Settlement files and partner returns | Settlewright, Cobbler | 7 years |
| CVT to merchant mapping | Vaultline | life of the merchant relationship plus 90 days |
| Vaultline debug logs | Vaultline | 90 days |
| KYB documents and results | Onboardly and supplier systems | 5 years after the merchant relationship ends |
| Webhook delivery logs and payloads | Hookshot | 30 days |
| API access logs | Gatehouse | 400 days |
| Support tickets | support desk | 3 years after closing |

3. Customers' personal data
Where we process personal data on behalf of merchants, the Data Processing Addendum (DPA) in each merchant agreement takes precedence over this policy if it sets a shorter period.

4. Suppliers
Suppliers that store our data must delete it on the same schedule. Contracts with verification and rate data suppliers include deletion-on-request terms.

5. Exceptions
Legal holds override deletion. A legal hold is placed by Legal only and recorded in the hold register with a review date.

6. Checks
Each data owner confirms every quarter that deletion jobs ran. Security Engineering samples two systems per quarter and reports the results to the board.
"""),

dict(id="lg-50", title="Troubleshooting webhook signature failures", genre="troubleshooting guide", text="""
If your endpoint rejects Kestrel Pay webhooks with a signature error, work through these checks in order. Most problems turn up in the first three.

1. Are you verifying the raw body?
Signatures are computed over the exact bytes we send. If your framework parses JSON and you serialise it again before verifying, whitespace or key order changes and the check fails. Capture the raw body before any parsing.

2. Are you using the current Webhook Signing Key (WSK)?
Each endpoint has its own WSK, shown in the dashboard under Developers, then Webhooks. When you or a teammate rotates it, we sign with both the previous and the new key for 72 hours. After that only the new one is used. If failures started exactly on the hour, check the endpoint's rotation history.

3. Which header do you check?
Deliveries carry X-Kestrel-Signature-256 and, until February 2025, the legacy X-Kestrel-Signature. Verify the 256 header. If you see several values separated by commas, that is normal during a rotation; accept the delivery if any one value matches.

4. Is your clock right?
The official libraries refuse deliveries whose timestamp differs from your server clock by more than 300 seconds. Check time synchronisation on the host.

5. Is your library up to date?
Older releases of the official libraries have known bugs in signature handling. Upgrade to the newest patch release of your major version.

6. Is something in between changing the request?
Proxies, web application firewalls and some serverless platforms alter bodies or strip headers. Test with the endpoint exposed directly.

Still stuck?
Open a support ticket with the delivery id from the dashboard (it starts with evt_) and the exact error your code produced. Never paste your WSK into a ticket.
"""),

dict(id="lg-51", title="Webhook event catalogue (API v2)", genre="webhook event catalogue", text="""
Events are delivered as JSON with type, id, created and data fields. The data field holds the full object as it was when the event happened. Subscribe per endpoint in the dashboard.

Payments
- payment.authorized: the issuer approved the payment; funds are reserved but not yet captured.
- payment.captured: a capture succeeded. Sent once per capture, so partial captures produce several.
- payment.failed: the authorization was declined or the payment expired before capture.
- payment.canceled: the merchant released the authorization.

Refunds and disputes
- refund.created: a refund was requested.
- refund.succeeded: the refund left our books and is on its way to the cardholder.
- refund.failed: the refund could not be sent; the amount returns to the merchant's balance.
- dispute.opened: the cardholder's bank raised a dispute; evidence is due by data.evidence_due_by.
- dispute.closed: the dispute was decided; data.outcome is won or lost.

Payouts
- payout.created: a payout was queued for the next batch.
- payout.sent: the batch containing this payout was delivered to the partner bank.
- payout.settled: the partner bank confirmed that the money was credited to the merchant's bank account.
- payout.returned: the receiving bank sent the money back, usually because of closed or mismatched account details.

Merchants
- merchant.verified: onboarding checks passed and the account can go live. Sent by Onboardly.
- merchant.restricted: some capabilities were switched off, for example after a failed check.

Balances
- balance.available: funds moved from pending to available.

Notes
Events for the same object are not guaranteed to arrive in order; use created to sort them. Version 1 charge events are not listed here, and they stop being produced for an account once it has had no version 1 traffic for 30 days.
"""),

dict(id="lg-52", title="Brambleway Bank settlement file integration", genre="partner integration guide", text="""
Audience: Settlement Engineering, Site Reliability, Finance Engineering
Partner contact: Brambleway Bank corporate payments desk

1. Overview
Brambleway Bank is our settlement partner for domestic payouts. We send payment instruction files; Brambleway executes them and sends back return files. One outbound file together with the return file that answers it makes up a Merchant Reconciliation Cycle (MRC). An MRC is complete only when every line of the outbound file has a status in a return file.

2. Transport
- SFTP to sftp.brambleway.example, key-based authentication, keys rotated yearly.
- Outbound files go to /inbound/kestrelwick/. Directory names are from Brambleway's point of view.
- Return files appear in /outbound/returns/ and are collected by Cobbler.

3. Schedule (Velsby time, business days)
| window | closes | file must arrive by | returns available |
|---|---|---|---|
| morning | 09:30 | 10:00 | 07:00 next day |
| afternoon | 16:30 | 17:00 | 07:00 next day |

The afternoon window moved from 16:00 to 16:30 in June 2024 at Brambleway's request. Each window is one SBW in Settlewright's configuration.

4. File format
CSV, UTF-8, comma separated, one header row. File name KWK_SETTLE_YYYYMMDD_NN.csv, where NN is 01 for the morning window and 02 for the afternoon. Columns: payout_id, merchant_account, sort_code, account_number, amount_minor, currency, reference.

5. Returns
Each line has payout_id, status (PAID, RETURNED or REJECTED) and a reason code. RETURNED lines go back into the payout queue for the next window once the merchant fixes their details.

6. Failure handling
If a file is not acknowledged within 15 minutes, Settlewright retries twice and then pages the settlement on-call. Never send a file by hand without telling the Brambleway desk first: duplicate files are executed twice.
"""),

dict(id="lg-53", title="BB-0193 triage summary", genre="bug bounty report", text="""
Programme: Kestrelwick public bug bounty
Researcher: Odile Marchetti
Received: 2 October 2024
Triaged by: Marguerite Osei
Asset: kestrel-python (open-source client library), webhook verification helper
Severity (ours): High
Reward: 4,500 crowns
Status: resolved, disclosed

Report in brief
The researcher found that the library's verify function split the signature header on commas and, for each value, only checked that it was 64 hex characters long before returning true. The comparison of the computed digest against the supplied value sat in a branch that was never reached when more than one value was present. A proof of concept sent a delivery with two made-up values to a sample web app, and the app accepted it.

Triage notes
- Reproduced against 3.4.1 within an hour of receipt. Versions before 3.3.0 do not split the header and are not affected.
- The multi-value format exists because Hookshot sends several signatures during key rotation; the bug arrived together with support for that.
- Server side is unaffected: Kestrelwick services do not use the library for verification.
- Impact depends on merchants acting on webhook content without fetching the object. Our docs recommend fetching, but many integrations do not.

Reward reasoning
The base award for a high-severity library issue is 3,000 crowns. We added 1,500 for the quality of the report, which included a minimal fix and a test.

Disclosure
The researcher agreed to wait until a fixed release was available. The public advisory is KSA-2024-07. The researcher asked to be credited by name in this summary only, not in the advisory.

Follow-up
- Fuzz tests for header parsing added to all three official libraries.
- Hall of fame updated.
"""),

dict(id="lg-54", title="Hack Week 2024: results", genre="hackathon results", text="""
Thanks to everyone who took part in Hack Week, 22 to 26 July: 31 teams, 104 people, two small fires (metaphorical) and one real one (the toaster on the third floor, now retired).

Judges: Henrietta Vale, Ottilie Marsh, Farid Nasser, and a guest judge from a merchant, Dervla Quinn of Marlow & Pike Grocers.

First place: Ledger Lens
Sam Rooke and Dario Kovac
A side-by-side viewer for two journals that lines up matching postings and highlights the ones that differ. Sam built the first version after a long evening comparing duplicated journals by hand during a clean-up. The judges liked that it solved a real operator problem and was small enough to ship. It is being merged into the ledger operator CLI as a diff command.

Second place: Webhook Replay Button
Aiko Tanabe and Femi Adeyemi
Lets a merchant select failed deliveries in the dashboard and resend them in one go, with a dry run that shows what would be sent. Developer Experience plans to ship it in Q4.

Third place: Quiet Pager
Yusuf Celik
A small service that holds low-severity pages overnight and releases them as a morning digest unless a related alert escalates. Site Reliability will trial it on two rotas.

Honourable mentions
- Currency Roulette (Treasury Engineering): a game that teaches how conversion spreads work. Banned from future hack weeks for being too addictive.
- Batch Bingo (Settlement Engineering): a bingo card of reasons a batch did not close.

Prizes: the winners get 2,000 crowns to donate to a charity of their choice and a trophy shaped like a balanced scale. Second and third get the trophy's smaller cousins.

Next Hack Week: February 2025.
"""),

dict(id="lg-55", title="Moving on (two floors up)", genre="farewell note", text="""
Hi all,

After four years in Edge & Gateway, the last two as its lead, Friday 16 August is my last day on the team. From Monday 19 August I'm joining Risk Platform as a staff engineer, working with Farid and the team on Riskloom's serving path. I'm not leaving the company, just the third floor, so please keep inviting me to lunch.

Hollis Grange takes over as lead of Edge & Gateway. Hollis has been behind most of our rate limiting work this year, including the per-route burst buckets, and knows Gatehouse better than I do at this point. Please send anything that was coming to me about Gatehouse, kestrel-go, overrides or certificate renewals to Hollis from now on.

A few things I'm proud of:
- Moving Gatehouse to the new rate limiter without a single merchant-visible incident.
- The override file, which started as a hack and is now how support solves a third of their tickets.
- Getting kestrel-go from a side project to a library some of our biggest merchants depend on.
- Everyone on the team, who put up with my habit of reviewing pull requests at six in the morning.

And one I'm not: the sandbox certificate that expired last November because I assumed someone else had rotated it. Lesson learned; the calendar reminder is now Hollis's problem.

Why Risk? I've spent years deciding which requests to let through the front door based on how many there are. I'd like to spend a few deciding based on whether they are honest.

If you have context about Gatehouse that only lives in my head, now is the time to ask. I'll answer questions about it forever, just more slowly.

Thanks, everyone.

Mateo Ibarra
"""),

dict(id="lg-56", title="LED-201: Operating Tallyhouse, course outline", genre="training course outline", text="""
Owner: Ledger Core
Instructor: Priyanka Shah
Format: two days in person in Velsby, or four half-days remote
Audience: on-call engineers from Ledger Core, Settlement Engineering and Site Reliability
Prerequisites: LED-101 (money and double-entry basics) and shell access to a lab account

Learning goals
By the end of the course you can read a journal, explain how a TLR becomes a balance, find and reverse a bad posting safely, and run a failover drill without help.

Day 1
Module 1, the shape of the ledger (90 min): accounts, journals, TLRs and why nothing is ever edited. Balance snapshots and how they are rebuilt.
Module 2, reading production safely (60 min): ledgerctl read commands, output formats, and the questions to ask before running anything with write access.
Module 3, runtime flags (60 min): how flags are rolled out, the LCB rule for the posting path, and a case study of the flag that was retired in April 2024.
Module 4, lab: find the duplicates (90 min): a seeded lab cluster contains 40 duplicated journals. Find them, prove they are duplicates and reverse them.

Day 2
Module 5, replay and recovery (90 min): replaying journals from the event log, snapshot restores and what the RPO promise means in practice.
Module 6, failover (120 min): promoting the standby, checking balances and handing back. Labs run on the heron-02 standby during the quarterly drill slot, never on the primary.
Module 7, incident practice (90 min): a timed scenario with a live incident channel and a status page draft.

Assessment
A 30-minute practical: reverse a posting with a ticket, then explain what you did to a reviewer.

Next cohorts: 14 and 15 November 2024 in Velsby; 3 to 6 February 2025 remote.
"""),

dict(id="lg-57", title="Fxkiln quote latency: 2.4 vs 2.5", genre="performance benchmark report", text="""
Owner: Treasury Engineering    Author: Kwame Asante    Date: 26 August 2024

Question
Does Fxkiln 2.5, which reads rates from the Lumen Rates streaming feed instead of polling its REST endpoint every second, issue a Foreign Exchange Quote (FXQ) faster, and is any quote priced from a stale rate?

Set-up
- Same hardware for both runs: four nodes on kite-07, isolated from production traffic.
- A load generator replaying a recorded busy hour from 12 July: 2,800 quote requests per second across 38 currency pairs, with a tenfold burst for 60 seconds in the middle.
- Each version run three times for 30 minutes; we report the median run.

Results
| metric | 2.4 (polling) | 2.5 (streaming) |
|---|---|---|
| FXQ p50 latency | 3.1 ms | 1.9 ms |
| FXQ p99 latency | 24.0 ms | 11.0 ms |
| FXQ p99 during burst | 61.0 ms | 14.2 ms |
| quotes priced from a rate older than 2 s | 0.8% | 0.0% |
| CPU per 1,000 quotes | 0.41 core-s | 0.33 core-s |
| errors | 0 | 0 |

Observations
- Almost all of the p99 gain comes from removing the lock around the rate cache that the polling loop held while refreshing.
- The streaming connection dropped once in nine runs; 2.5 fell back to polling within 300 ms and the p99 for that run was 16 ms.
- Memory use is 12% higher in 2.5 because the stream keeps a short history for each pair.

Conclusion
Ship 2.5 and keep the polling fallback enabled. Quote validity stays at 90 seconds; the faster feed does not change how long a quote may be honoured.

Caveat
The rate vendor bills per connection, and the streaming plan is priced differently. Procurement has the details.
"""),

dict(id="lg-58", title="An apology for 14 March", genre="outage apology letter", text="""
To every merchant who uses Kestrel Pay,

On Thursday 14 March, many of you saw payments listed twice in your balance history, and all of you waited longer than you should have for your payouts. I want to explain what happened, what we have done about it, and what we owe you.

A change we made to speed up how our ledger records payments had a flaw that only showed itself when part of our internal messaging system restarted. When that happened, some payments were recorded twice. Your customers were charged once, correctly. But your balances looked larger than they were, and because we could not be sure which balances were right, we stopped sending payouts until we had checked every account.

That decision meant some of you paid suppliers late or had to explain to staff why wages were delayed. I am sorry. Payouts are the part of our service that touches your business most directly, and we let you down on them.

Every doubled entry was removed the same day, and every held payout was sent that evening. No merchant received money that was not theirs, and no merchant lost money.

What we have changed: the feature that caused this has been switched off permanently. We now have an alert that catches a repeated entry within minutes rather than the hour and a half it took on the day. And any future change to how money is recorded must run on a standby system for two weeks before it reaches you.

What we owe you: a credit of 20% of your March platform fees has been applied automatically to your April invoice. You do not need to claim it.

If this caused you costs beyond that, please write to me directly. I read every reply.

Desmond Kier
Chief Executive, Kestrelwick Ltd
"""),

dict(id="lg-59", title="gatehouse/overrides/enterprise.yaml", genre="YAML config snippet with comments", text="""
# Per-merchant rate limit overrides for Gatehouse.
# Owned by Edge & Gateway. Every entry needs a ticket reference and an
# expiry date; entries past expiry are ignored and flagged by the linter.
# Values here replace rate_limit.rps and rate_limit.burst for the listed keys.
# When gh_burst_tokens is on, burst_by_family splits the burst per route family.

version: 4
defaults:
  expiry_warning_days: 30     # support gets a reminder this long before expiry

overrides:
  - merchant: marlow-and-pike-grocers
    key_prefix: sk_live_mp
    ticket: "55812"           # Saturday click-and-collect peak
    rps: 1000
    burst: 1500
    burst_by_family:
      payments_write: 900     # captures must never starve behind reporting
      balances: 200
    expires: 2025-06-30
    approved_by: Hollis Grange

  - merchant: tidewater-transit
    key_prefix: sk_live_tw
    ticket: "57140"           # storm-recovery surges, see the sales notes
    rps: 1200
    burst: 6000               # tenfold spikes for under an hour, agreed with SRE
    expires: 2025-05-31
    approved_by: Hollis Grange

  - merchant: greyfinch-outfitters
    key_prefix: sk_live_gf
    ticket: "56203"           # temporary: double traffic during the v2 cutover
    rps: 400
    burst: 800
    expires: 2024-09-30       # expired; kept for audit, the loader ignores it
    approved_by: Mateo Ibarra

# Do not add entries for sandbox keys; the sandbox has no limits worth overriding.
# Removing an entry takes effect on the next SIGHUP, no restart needed.
"""),

dict(id="lg-60", title="The Kestrel Quill: Puzzle Corner, issue 19", genre="newsletter quiz", text="""
Welcome back, puzzlers. Last issue's winner was Bram Oduya from Site Reliability, who got all ten right and claimed the famous mug. This time it's a quick-fire quiz on things you have (probably) read on the wiki. Answers are at the bottom, printed backwards to slow down the cheats.

1. Our settlement service used to be named after a bird. Which one?
2. For how many seconds may an RSL be reused before Riskloom scores a merchant again?
3. What is our internal event bus called?
4. Which cluster family belongs to the Port Brannock region: kite, heron or osprey?
5. Which bank receives our domestic settlement files?
6. In what year was Kestrelwick founded?
7. What does Cobbler do, in one word?
8. Name the command line tool that arrived when the settlement service got its new name.
9. True or false: our own servers use the Python library to check webhook signatures.
10. What shape is the Hack Week trophy?

Tie-breaker: in no more than 20 words, explain why ledger postings are never edited.

Send your answers to the newsletter inbox by Friday. The first correct entry drawn wins a mug and bragging rights until issue 20. Employees of the Puzzle Corner and their pets may not enter.

Answers (read them backwards)
1. eipgam
2. ytenin
3. eriwelbas
4. yerpso
5. knab yawelbmarb
6. 6102
7. selicnocer
8. ltcws
9. eslaf
10. elacs decnalab a

Tie-breaker entries are judged by the newsletter editor, whose decision is final and frequently questioned.
"""),
]
