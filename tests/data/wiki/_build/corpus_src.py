# -*- coding: utf-8 -*-
"""Hand-written source for the invented Quillfern wiki (60 pages).

Each entry: (id, title, text). build.py turns this into corpus.jsonl.
All people, companies, products, tools, places and numbers are invented.
"""

DOCS = [
("wiki-01", "Welcome to the Quillfern wiki", """\
Welcome! Quillfern makes software for veterinary practices: appointment booking, clinical records, billing and client reminders. We were founded in 2011 above a chandlery in Saltmere and now employ roughly 410 people across four offices: Saltmere (HQ), Dunwick Vale, Port Ellery and Kestrel Ford.

## Our products
- **Clinica**: practice management for small-animal clinics, our oldest and largest product
- **Herdbook**: records for farm and equine vets, with offline mobile support
- **Tillwise**: invoicing and card payments for practices
- **Reminda**: vaccination and appointment reminders by SMS and email

## Where to start
- New here? Start with the onboarding checklist for your function.
- Confused by an acronym? See the Glossary.
- Looking for a person? Use the Reporting lines page or search Compass.
- Something broken? Check the status page before raising a ticket.

## How we work
We write things down. We fix the cause, not the symptom. We are kind to the people on call.

CEO: Marguerite Osei-Blackwood. This wiki is everyone's; if a page is wrong, fix it or leave a comment for the page owner."""),

("wiki-02", "Reporting lines (company)", """\
_Last updated 12 June 2024 by People Ops. Compass is the source of truth; this page is a convenience copy for senior roles and people managers._

## Executive
- Marguerite Osei-Blackwood: CEO
- Declan Fairweather: CTO, reports to Marguerite
- Horatio Penhallow: CFO, reports to Marguerite
- Caspian Noor: Head of Product, reports to Marguerite
- Clementine Ashdown: Head of People, reports to Marguerite
- Gwendolyn Marsh: Head of Customer Support, reports to Marguerite
- Lucinda Harrowby: Head of Sales, reports to Marguerite

## Engineering
- Ilse Brandvold: VP Engineering, reports to Declan
- Yusuf Carraway: CISO, reports to Declan
- Cormac Ellery-Tate: Director, Practice Products, reports to Ilse
- Rafferty Quist: Engineering Director, reports to Ilse
- Soraya Pettifer: Engineering Manager, reports to Cormac
- Oluwaseun Harcastle: Senior Engineering Manager, reports to Cormac
- Nkechi Adebanjo-Ross: Engineering Manager, reports to Cormac
- Anselm Gray: Engineering Manager, reports to Rafferty

## Product
- Isolde Penwarden: Product Manager, reports to Caspian

## Reporting to the CFO
- Priya Okonkwo-Hale: Engineering Manager, reports to Horatio
- Delphine Achterberg: Procurement Lead, reports to Horatio

## Support
- Benedikt Rowe: Support Operations Manager, reports to Gwendolyn

Farm Products group: reporting lines are still settling after the May reorg; see the announcement post."""),

("wiki-03", "Team Lantern", """\
# Team Lantern

**Mission:** practices should never lose a client because a message didn't arrive. We build the messaging side of Quillfern: vaccination reminders, appointment confirmations and recall campaigns.

**Lead:** Soraya Pettifer
**Where:** Dunwick Vale, second floor, the long bench by the window
**Team:** Soraya Pettifer, Mateo Vasquez-Lind, Aoife Kinsella, Bram Oduya, Sunniva Park, Teodor Nyquist

## Rituals
- Standup 09:45 every day (DV-2 huddle space; Meet link pinned in the channel)
- Planning every other Monday at 14:00
- Retro on the last Thursday of the month

## Talk to us
- Slack: **#team-lantern** for questions and requests
- #lantern-alerts is for bots only, please don't post there
- Bigger asks: open a ticket in the LANT Jira project and we'll triage it on Tuesday

## Things we look after
Our services are listed on the Who owns what page, and our rotas live in Beacon. If something is on fire, page us through Beacon rather than posting in the channel and hoping."""),

("wiki-04", "Team Comms (archived)", """\
> ARCHIVED. This page is kept for history and is no longer maintained. Details below were last checked in 2021 and are probably wrong.

# Team Comms

Lead: Harvey Lusk
Mission: own outbound client messaging (SMS and email) for Clinica practices.

Services
- sms-relay (Python 2, yes, really)
- mail-merge-worker

Standup: 09:30 in the Saltmere 4th floor kitchen
Slack: #comms-team
On-call: shared with Platform, see the 2022 rota page

Open questions (2021)
- Should we move sms-relay off the old gateway before the price rise? Harvey to write up options.
- Who owns the email templates, us or Marketing? Unresolved.
- Can we stop sending reminders at 03:00 local time? Yes, fixed in November.
- Do we need a second person who understands mail-merge-worker? Yes. Nobody volunteered."""),

("wiki-05", "Announcement: Team Comms becomes Team Lantern", """\
**Posted 6 March 2023 by Cormac Ellery-Tate, Director of Practice Products**

# Team Comms becomes Team Lantern

Hi all, a quick naming note. From Monday 13 March, the team we have called Comms since 2018 will be known as **Team Lantern**.

Why rename? "Comms" kept being confused with Marketing Communications, and with the #comms channel we use during incidents. Three misrouted requests in one week was the final straw.

What changes
- The #comms-team Slack channel is archived. The new channel is on the team's home page.
- The Jira project COMMS becomes LANT. Old ticket links redirect automatically.
- In April the team moves from Saltmere to Dunwick Vale to sit with the rest of Practice Products engineering.
- The old sms-relay service will be retired later this year; the migration plan is linked from the team's page.

What doesn't change
- The team's remit: how practices reach their clients by text and email.
- Your old bookmarks to team docs (we've added redirects).

Harvey Lusk, who led the team from 2019, moved to Bedrock in January and remains the best person to ask about sms-relay history."""),

("wiki-06", "Bedrock (Platform team)", """\
# Bedrock

Bedrock is the platform team. We run the Keel, the CI runners, Beacon and the plumbing everyone else stands on.

**Lead:** Rafferty Quist (Raff)
**Members:** Rhiannon Coldwell (SRE), Harvey Lusk (SRE), Ottilie Brooks, Kwame Adjei-Lindgren, Faisal Moreau
**Location:** Dunwick Vale, first floor

## Getting help
- **#bedrock-help** is staffed 09:00 to 17:30 on working days. Ask there first; DMs to individuals get slower answers.
- Planned work requests go on the BED board. We triage on Wednesdays.
- Office hours: Wednesdays 14:00 to 15:00 at the DV-1 big table, or the Meet link in the channel topic.

## What we don't do
- We don't own your service's alerts. We'll happily help you write them.
- We don't approve production access. Your EM does; we just flip the switch.

## Rota
bedrock-primary and bedrock-secondary in Beacon, weekly handover on Mondays at 10:00."""),

("wiki-07", "Team Oarsmen", """\
# Team Oarsmen

_Page owner: Tobias Wren. Last edited 14 Nov 2023._

Oarsmen is the billing and payments engineering team. We build Tillwise: invoicing, card payments and refunds for practices.

**Lead:** Tobias Wren
**Where we sit:** Saltmere HQ, 3rd floor, east side (next to the Heron room)
**Slack:** #oarsmen
**Intake:** OAR board, triaged Mondays

## House rules
- No production deploys on the 1st or 15th of the month (practice payment runs).
- Anything touching money needs two reviewers, one of whom is an Oarsman.
- Refund scripts are run in pairs, never alone, and logged in the refunds sheet.

## Services
See Who owns what. Runbooks are linked from there.

## Why "Oarsmen"?
The first three engineers rowed for the Saltmere harbour club. The name stuck; we've since let non-rowers in, and one person who gets seasick on a pedalo."""),

("wiki-08", "Hedgerow", """\
# Hedgerow

Hedgerow builds Herdbook's mobile apps and the sync engine that lets farm vets work in a barn with one bar of signal (or none).

- Lead: Priya Deshmane (the Hedgerow Priya; we have three now, so always use surnames)
- Location: Dunwick Vale, ground floor, behind the bike store
- Slack: #hedgerow, alerts in #hedgerow-alerts
- Intake: HEDGE Jira project

Since the May 2024 reorg we are part of the Farm Products group rather than Practice Products. Day to day nothing changes for people asking us for help.

**Rituals:** standup 10:15; demo every second Friday; quarterly farm visit (wellies provided, honestly).

**Useful links**
- Herdbook product page
- Who owns what (our services are there)
- Offline sync design notes (2022, partly outdated)

New to the team? Pair with Kit for your first week; he knows the conflict-resolution code better than anyone."""),

("wiki-09", "Team Kiln", """\
# Team Kiln

Identity and access. We look after how customers and staff sign in: practice user accounts, single sign-on for large groups, staff SSO, API tokens and second factors.

Lead: Anselm Gray
Size: 4 engineers, so please be patient
Slack: #kiln
Intake: the KILN request form (pinned in the channel). Please don't DM us for access; we need an audit trail.

Service list: see Who owns what.

## FAQ
- **Locked out?** Customer lockouts go to Customer Support first; staff lockouts go to #it-help.
- **Need an API token for a customer integration?** Use the form; tokens are issued within 2 working days.
- **Can you turn off MFA for my test account?** No. Use the seeded test tenants in staging."""),

("wiki-10", "Loom (data team)", """\
# Loom

Loom turns Quillfern's operational data into numbers people can trust. We run granary (the warehouse), the Tidepool dashboards, and the monthly board pack.

**Lead:** Priya Okonkwo-Hale
**Team:** Desmond Achterberg, Yara Villanueva, Noor Kassab, Felix Ambridge

## How to work with us
- Quick question about a dashboard: #loom-help
- New metric or dashboard: LOOM board, with the decision it will inform (requests without one wait)
- Data access: ask your manager to approve it in the access form; PII tables need the CISO's sign-off too

## Definitions we care about
- **Active practice:** at least one appointment booked in the last 30 days.
- **Churned practice:** no active contract and no logins for 60 days.
- **Seat:** a named user who logged in during the billing month.

If two dashboards disagree, tell us which ones. Nine times out of ten it's a definition, not a bug."""),

("wiki-11", "Customer Support (CS)", """\
# Customer Support

Head of CS: Gwendolyn Marsh

The whole CS team, about 45 people, works from Port Ellery. Hours: 08:00 to 19:00 Monday to Friday, 09:00 to 13:00 Saturday.

## Tiers
| Tier | Who | Handles |
|---|---|---|
| T1 | Support advisors | phone, chat, password resets, how-to |
| T2 | Product specialists | data fixes, billing queries, integrations |
| T3 | Engineering | bugs and outages, via the ESC board |

## Tools
- Helpline for tickets and chat
- Ferrow softphones (extensions 4000 to 4099)
- Status page for anything customer-visible

## Escalating to engineering
1. Reproduce, with a practice ID and timestamps.
2. Raise it on the ESC board with a severity.
3. SEV1 only: page the owning team through Beacon and post in #incident.

## SLAs
First response within 1 working hour for chat and 4 working hours for email. Resolution targets depend on severity."""),

("wiki-12", "Who owns what: services", """\
# Who owns what

Source of truth for service ownership. If you change team structure, update this table in the same week.

| Service | What it does | Product | Owning team | Tier | Runbook |
|---|---|---|---|---|---|
| reminder-dispatch | sends SMS and email reminders | Reminda | Lantern | 1 | yes |
| abacus | billing ledger | Tillwise | Oarsmen | 1 | yes |
| invoice-renderer | PDF invoices | Tillwise | Oarsmen | 2 | no |
| drover | offline sync for farm records | Herdbook | Hedgerow | 1 | yes |
| herdbook-mobile-api | mobile backend | Herdbook | Hedgerow | 2 | no |
| gatehouse | login, SSO and second factors | all | Kiln | 1 | yes |
| clinica-core | scheduling and records | Clinica | Fenwick | 1 | yes |
| clinica-web | web front end | Clinica | Fenwick | 2 | no |
| granary | data warehouse | internal | Loom | 2 | yes |

Tier 1 means a 24/7 rota and a PIR for every SEV1 or SEV2. Tier 2 means business-hours support only.

Platform tools (Shipyard, Beacon, the Keel, Tidewater) are not listed here; see each tool's own page for its maintainers.

Missing a service? Ask in #eng-leads."""),

("wiki-13", "Team Fenwick", """\
# Team Fenwick

Fenwick builds the core of Clinica: scheduling, clinical records, the notes editor and the appointment book that practices stare at all day.

**Lead:** Oluwaseun Harcastle (Seun)
**Where:** Saltmere HQ, 2nd floor, west side
**Slack:** #fenwick; customer-impacting issues in #fenwick-urgent
**Intake:** FEN board

## Why "Fenwick"?
Quillfern's first office was a room above a chandlery on Fenwick Street. Most of the original Clinica code was written there, and some of it still runs.

## Working agreements
- Every schema change gets a second reviewer from outside the author's pair.
- Feature flags for anything a receptionist would notice.
- We release Clinica on Tuesdays and Thursdays; hotfixes any time with Seun's OK.

We are hiring two backend engineers (Kotlin). Referrals welcome."""),

("wiki-14", "Vendor and contract register", """\
# Vendor and contract register (FY2024/25)

Owner: Procurement. "Managing office" is where the contract file, invoices and renewal conversations live. Need a new vendor? Raise a PROC ticket.

| Vendor | What for | Managing office | Renews | Notice |
|---|---|---|---|---|
| Nimbusway Cloud | Cloud hosting | Dunwick Vale | 31 Mar 2025 | 90 days |
| Pagewell | Alerting and paging | Dunwick Vale | 30 Nov 2024 | 30 days |
| Fieldline Maps | Maps and geodata | Dunwick Vale | 31 Aug 2025 | 60 days |
| Cartwheel Geo | Maps and geodata | Saltmere | 31 Jan 2025 | 30 days |
| Parcelbird | SMS gateway | Kestrel Ford | 30 Jun 2025 | 60 days |
| Chirrup Messaging | SMS gateway | Port Ellery | 15 Jan 2025 | 30 days |
| Cardinal Pay | Payments | Saltmere | 28 Feb 2026 | 120 days |
| Pennyrill | Payments | Kestrel Ford | 31 Dec 2024 | 90 days |
| Keyward | Security tooling | Kestrel Ford | 30 Sep 2025 | 60 days |
| Lockstep | Security tooling | Saltmere | 31 May 2025 | 30 days |
| Stilt & Vane | Security services | Saltmere | 31 Oct 2024 | 30 days |
| Brackenwatch | Security services | Port Ellery | 31 Mar 2025 | 90 days |
| Tessellate Software | Customer support tooling | Port Ellery | 30 Sep 2024 | 45 days |
| Ferrow Telecom | Telephony | Port Ellery | 31 Jul 2025 | 60 days |
| Hollowmere Couriers | Logistics | Port Ellery | 31 Jan 2025 | 30 days |
| Tarn Parcel | Logistics | Saltmere | 30 Apr 2025 | 30 days |
| Wayfarer Travel | Travel booking | Kestrel Ford | 31 Dec 2025 | 60 days |
| Brightwell Facilities | Cleaning | Saltmere | 31 Aug 2025 | 30 days |

Renewals inside their notice window are flagged in red in the Procurement tracker."""),

("wiki-15", "Supplier list 2022 (superseded)", """\
> SUPERSEDED in April 2024 by the Vendor and contract register. Kept for audit only; do not use it for renewals.

# Supplier list 2022

Compiled by Finance from the 2022 purchase ledger. At the time, almost every contract was administered from Saltmere.

| Supplier | Category | Office | Renewal |
|---|---|---|---|
| Nimbusway Cloud | Hosting | Saltmere | Mar 2023 |
| Parcelbird | SMS | Saltmere | Jun 2023 |
| Cardinal Pay | Payments | Saltmere | Feb 2023 |
| Gatekeep Authenticator | MFA | Saltmere | ended Sep 2023 |
| Hollowmere Couriers | Couriers | Saltmere | Jan 2023 |
| Ferrow Tel. | Phones | Port Ellery | Jul 2023 |
| Tessellate Software | Ticketing | Port Ellery | Sep 2023 |
| Pagewell | Paging | Saltmere | Nov 2022 |

Notes
- Pagewell was on a monthly card subscription until the 2022 contract.
- Gatekeep was dropped when we changed second-factor providers.
- Several suppliers had no written renewal date; the dates above are Finance's best guess."""),

("wiki-16", "Saltmere HQ", """\
# Saltmere HQ

**Address:** Ropewalk House, 14 Ropewalk Lane, Saltmere SM3 9QT
**Office manager:** Oswin Tully (ext. 2001, #saltmere-office)
**Reception:** 08:00 to 18:00, Monday to Friday

## Meeting rooms
| Floor | Rooms |
|---|---|
| Ground | Kingfisher (boardroom, 16), cafe booths (not bookable) |
| 1st | Plover (6), Dunlin (4) |
| 2nd | Curlew (8), Avocet (4) |
| 3rd | Heron (10) |
| 4th | Osprey (exec; ask Marguerite's assistant) |

Book rooms in the calendar. Kingfisher needs a day's notice because the tables get moved.

## Facilities
- Parking: 12 spaces behind the building, allocated weekly; ask Oswin.
- Bikes: racks in the courtyard; showers on the ground floor.
- Fire wardens: one per floor, names on the lift doors. Alarm test on Wednesdays at 11:00.
- Cleaning is nightly; report spills to reception, not to the cleaners' phone.
- Post and deliveries come to reception and are logged at 10:00 and 15:00.

Visitors sign in on the tablet and must wear a badge at all times."""),

("wiki-17", "Dunwick Vale office", """\
# Dunwick Vale (engineering hub)

Unit 7, Millrace Yard, Dunwick Vale DV2 4LP

Office manager: Farah Lindqvist (#dv-office)

Opened in 2019 in a converted woollen mill; about 150 people, mostly engineering. Three floors: ground, first and second. Hot desks are bookable in Compass; team zones are marked on the floor plan by the lifts.

## Getting here
- Train to Dunwick Halt, then 8 minutes on foot along the millrace path (unlit after dark, so take the road in winter).
- Bus 41 stops at the Millrace Yard gates.
- Car parking is very limited; the yard's pay-and-display closes at 20:00.

## Facilities
- Bike storage for 60, showers and lockers on the ground floor
- Quiet room on the second floor (no calls)
- Kitchen on every floor; the good coffee machine is on the first

Deliveries go to the goods door on the east side. Large hardware (screens, chairs) needs a heads-up to Farah two days ahead."""),

("wiki-18", "Port Ellery office", """\
# Port Ellery

Harbourmaster's House (3rd floor), 1 Quay Street, Port Ellery PE7 1HB

**Office lead:** Benedikt Rowe

The building is shared with the harbour authority, who own the ground and first floors. We have the third floor and the roof terrace (summer only, and only if the gulls allow it).

## Things to know
- The lift is slow. The stairs are faster and better for you.
- Most of the floor is on customer calls all day: keep voices down, take calls in the phone pods, and don't stand chatting by the call desks.
- The building closes at 20:00 on weekdays and 14:00 on Saturdays.
- Parking: the quay car park, permits from Benedikt.
- The ferry to Saltmere runs hourly in summer and is a lovely way to reach HQ if you have ninety minutes spare.

Facilities problems go to Benedikt or #pe-office. Building problems (lift, heating) go to the harbour authority's front desk on the ground floor."""),

("wiki-19", "Kestrel Ford office", """\
# Kestrel Ford

2 Tannery Row, Kestrel Ford KF1 3DN

Our smallest office, with about 20 desks. It houses Finance Operations and Procurement, and the CFO, Horatio Penhallow, is based here.

**Office contact and key-holder:** Delphine Achterberg

There is no reception. Ring the bell marked QF and someone will let you in; visitors sign the paper book on the hall table.

## Useful to know
- The office opens at 08:30 and is locked at 18:00 sharp.
- Finance month-end (the last three working days) is heads-down: please don't book meetings with the team then.
- Parking on Tannery Row is free after 18:00 and on Sundays; otherwise use the station car park.
- The nearest shop is the bakery on the corner. The pasties are recommended.
- Wi-Fi: QF-Guest for visitors, password on the card by the kettle."""),

("wiki-20", "Runbook: reminder-dispatch", """\
# Runbook: reminder-dispatch

**Rota:** rd-primary / rd-secondary (Beacon)
**Dashboards:** Grafana "RD overview", "RD gateways"

## What it does
Every minute it pulls due reminders from clinica-core, renders the practice's template and hands each message on. Email goes out through our own mail relay; SMS goes to an external gateway.

## SMS gateways
- **Parcelbird** is the primary gateway for all SMS traffic.
- **Chirrup Messaging** is the fallback. Traffic switches automatically when Parcelbird's error rate stays above 5% for 3 minutes, and switches back after 15 minutes of good health.

## Common alerts
- **RDQueueDepthHigh**: check both gateways' status pages, then the "RD gateways" dashboard. If one gateway is throttling, confirm the failover happened.
- **RDTemplateError**: usually a practice edited a template badly. Disable that template in the admin UI and tell CS.
- **RDStuckBatch**: restart the worker pod with Shipyard; never delete rows from the batch table.

## Escalation
If both gateways are failing, declare an incident in #incident, page rd-secondary and ring the gateway support numbers kept in the vault."""),

("wiki-21", "Runbook: abacus", """\
# Runbook: abacus

abacus is the billing ledger: every invoice, payment, refund and credit note ends up here.

**Rota:** abacus-oncall (Beacon)
**Dashboards:** "abacus health", "webhook lag"

## Payments integration
Card captures and refunds go through **Cardinal Pay**. Their webhooks arrive at /hooks/cp and are deduplicated using the idempotency table. Direct-debit collections are not handled by abacus at all.

## Alerts
- **LedgerImbalance**: the sum of entries for a practice doesn't match its balance. Stop the nightly close job, then page the secondary. Do not hand-edit rows.
- **WebhookBacklog**: more than 500 unprocessed webhooks. Check Cardinal Pay's status page first; if they are fine, scale the webhook consumer to 6 replicas.
- **IdempotencyTableShrink**: added after INC-2024-031. If this fires, freeze deploys immediately and page the secondary.

## Never
- Never replay webhooks without checking the idempotency table.
- Never run refund scripts alone."""),

("wiki-22", "Runbook: granary nightly load failed", """\
# Runbook: granary nightly load failed

granary is the data warehouse. The nightly load starts at 02:00 and should finish by 04:30, in time for the 07:00 Tidepool refresh.

## Sources
- Tidewater topics (appointments, invoices, reminders), read from the last committed offsets
- Read replicas of clinica-core and abacus
- Storage and compute run in our Nimbusway account (project qf-granary)

## If the load failed
1. Open the load log in the orchestrator and find the first failed task.
2. Source timeout on a replica: re-run that task only. Replicas are often busy at month-end.
3. Tidewater consumer lag above 2 hours: don't re-run yet. Watch the lag dashboard; once lag is under 10 minutes, re-run from the failed task.
4. Schema mismatch: a producer changed an event. Pin the previous schema version in the load config and raise a ticket with the producing team.
5. Out of quota: ask in #loom-help; someone with billing rights can raise it.

If dashboards will be stale at 07:00, post a notice in #general-data so nobody presents yesterday's numbers as today's."""),

("wiki-23", "ADR-012: Move service databases to managed Postgres", """\
# ADR-012: Move service databases to managed Postgres

**Status:** Accepted, 8 November 2022
**Deciders:** Rafferty Quist, Ilse Brandvold, Kwame Adjei-Lindgren

## Context
We run eleven Postgres clusters ourselves on the Keel. Two outages in 2022 were caused by failed failovers, and each major upgrade takes an engineer about a week.

## Options
1. Keep self-hosting and invest in better operators.
2. Nimbusway managed Postgres.
3. Move to a different database altogether.

## Decision
Option 2. Service databases move to Nimbusway managed Postgres during 2023.

**Pilot:** abacus goes first. Its write volume is modest, its data model is simple, and its owners volunteered. The pilot must run for four weeks without a failover problem before anyone else migrates.

## Consequences
- Higher hosting bill (estimated +12%), offset by less engineer time.
- Less control over Postgres extensions; teams needing unusual extensions must ask Bedrock first.
- Point-in-time recovery comes for free, so the weekly dump job can be retired."""),

("wiki-24", "ADR-019: Stronger second factors in gatehouse", """\
# ADR-019: Stronger second factors in gatehouse

**Status:** Accepted, 21 September 2023
**Supersedes:** ADR-011 (TOTP only)
**Deciders:** Yusuf Carraway, Lowri Banfield

## Context
ADR-011 gave us authenticator-app codes only. Since then two large practice groups have asked for hardware keys, and a phishing test caught 14% of staff typing codes into a fake login page.

## Options considered
- **Keyward**: hosted push approvals and hardware-key support, per-seat pricing.
- **Lockstep Verify**: an add-on to the password manager we already have; cheaper, but no hardware keys.
- Build WebAuthn support ourselves.

## Decision
gatehouse will use **Keyward** for push approvals and hardware keys. TOTP stays as a fallback for customer accounts until the end of 2024, and goes away for staff straight after rollout.

## Consequences
- A new external dependency in the login path. If Keyward is down, staff can use break-glass codes held by Security.
- Per-seat cost grows with headcount; the budget line was agreed with Finance."""),

("wiki-25", "ADR-023: Geocoding for farm locations in drover", """\
# ADR-023: Geocoding for farm locations in drover

Status: accepted (2 Feb 2024)
Author: Kit Ambrose

## Context
Farm vets don't visit postcodes, they visit field gates. drover needs to store and sync farm boundaries and gate locations so a vet can navigate offline. Postcode-level address lookup isn't good enough in the uplands, where one postcode can cover 40 square kilometres.

## Options
- **Cartwheel Geo**: already used for address lookup at Clinica sign-up. Good for addresses, no field boundary data.
- **Fieldline Maps**: rural parcel boundaries and offline tile packs, priced per active device.
- **Self-hosted open map data**: free, but we'd own the pipelines and the boundary data is patchy.

## Decision
drover will use Fieldline Maps for boundary and gate data, with tile packs cached on the device. Cartwheel Geo stays in place for Clinica.

## Consequences
- Per-device pricing; Finance to track active devices monthly.
- One more vendor for Procurement to manage.
- Tile packs add about 80 MB per county to the app's storage."""),

("wiki-26", "Project Kingfisher: kick-off", """\
# Project Kingfisher: kick-off

Kick-off held 3 June 2024.

## Why
INC-2024-017 showed that depending on a single SMS provider is a single point of failure for practice reminders. When that provider throttled us, nothing else could carry the traffic.

## Goal
Reminders keep flowing when one SMS gateway degrades, with automatic failover and no manual steps at 3am.

## People
- Sponsor: Cormac Ellery-Tate
- Lead engineer: Mateo Vasquez-Lind
- Procurement: Delphine's team, for the second contract
- Support liaison: one T2 specialist from CS

## Scope
- Contract and integrate a second SMS gateway
- Automatic health-based switching
- A quarterly failover drill

Not in scope: email delivery, template changes, pricing.

## Milestones
- July: vendor chosen and contract signed
- August: integration running in staging
- End of Q3: failover live in production and drilled once

Budget: £48k, including the second vendor's first year. Biggest risk: sender-ID registration can take weeks."""),

("wiki-27", "Project Kingfisher: retrospective", """\
# Kingfisher retrospective

10 October 2024. Facilitator: Aoife K. Attendees: the project group plus two people from CS.

**Outcome:** failover went live on 30 September, two weeks after the target. First production drill on 3 October: traffic moved to the second gateway in 2 minutes 40 seconds, with no lost messages.

## What went well
- Health-based switching worked first time in the drill.
- The CS liaison caught two template issues before customers did.
- A weekly demo kept the sponsor informed without extra meetings.

## What didn't
- Sender-ID registration with the second gateway took seven weeks, not two.
- Contract review bounced between two offices before anyone knew who owned it.
- We under-estimated load testing; staging couldn't generate realistic peaks.

## Actions
- MV: write the quarterly drill checklist (due 31 Oct).
- AK: add gateway latency panels to the shared dashboard.
- Procurement: publish which office owns each vendor contract (done, see the register)."""),

("wiki-28", "Post-mortem: INC-2024-017 delayed appointment reminders", """\
# Post-mortem: INC-2024-017, delayed appointment reminders

**Date:** 14 May 2024  **Severity:** SEV2  **Incident commander:** Rhiannon Coldwell
**Duration:** 6 hours 10 minutes (07:20 to 13:30)

## Impact
About 41,200 SMS reminders were sent between one and six hours late. Roughly 1,900 same-day reminders were never sent because their appointment time had already passed. Several practices reported no-shows.

## What happened
A large practice group launched a bulk vaccination campaign at 07:00. Traffic to our SMS gateway provider tripled within minutes and the provider throttled our account. reminder-dispatch retried immediately and without jitter, which kept us over the limit and extended the throttle for hours.

## Timeline (short)
- 07:20 queue depth alert fires
- 08:05 incident declared, IC assigned
- 10:40 provider confirms throttling and asks us to cut our rate
- 11:15 retry back-off deployed
- 13:30 backlog cleared

## Actions
1. Exponential back-off with jitter on gateway retries (done)
2. Rate-limit bulk campaigns per practice group (done)
3. Evaluate a second SMS provider so one throttle can't stop reminders (owner: Practice Products director)"""),

("wiki-29", "PIR: INC-2024-031 Tillwise double charges", """\
# PIR: INC-2024-031, Tillwise double charges

Date: 2 August 2024. Severity: SEV1. Incident commander: Nkechi Adebanjo-Ross.

## Impact
212 practices had some client card payments captured twice over about 5 hours. The largest affected customer was Oakhollow Veterinary Group, with 31 of its clinics hit. All duplicate captures were refunded within 48 hours, and affected practices got a credit note and an apology call.

## Root cause
A routine deploy ran a migration meant to tidy an old reporting table. A wrong table name meant it truncated the idempotency-key table instead. The payment processor retries any webhook we don't acknowledge fast enough, and with the keys gone the ledger treated each retry as a new payment and captured again.

## Why it wasn't caught
- The migration passed review: the two table names differ by one word.
- Staging had too few webhooks for the duplicate pattern to show.
- There was no alert on the idempotency table shrinking.

## Actions
- Alert when the idempotency table shrinks (done)
- Migrations that drop or truncate need a second reviewer from another team (done)
- Processor webhooks to carry our own idempotency key end to end (in progress)"""),

("wiki-30", "Announcement: PetPay is now Tillwise", """\
**Announcement, 2 October 2023, from Caspian Noor, Head of Product**

# PetPay is now Tillwise

From today our billing product is called **Tillwise**.

## Why?
- A trademark clash in two of the markets we plan to enter next year.
- "Pay" undersold the product. Practices use it for invoicing, estimates and credit control, not only for taking payments.

## What changes
- New logo and colours in the app from this morning.
- The web address moves to tillwise.quillfern.example; the old PetPay address redirects for 12 months.
- Marketing pages, help-centre articles and app-store listings are updated this week.

## What doesn't change
- Prices, contracts and features.
- Internal service names, repositories and dashboards. Engineering, please don't rename anything; it isn't worth the churn.
- The Jira project key PP stays for now.

Customers have been emailed. If a practice asks whether this affects them: no action is needed on their side. Sales and CS have a one-page FAQ in the shared drive."""),

("wiki-31", "Farewell Tobias, welcome Nkechi", """\
# Farewell Tobias, welcome Nkechi

_Posted 9 February 2024_

After six years, Tobias Wren is leaving Quillfern to sail round the coast with his family (yes, really, and yes, he has promised photos). His last day is Friday 23 February.

Tobias joined as our fourth payments engineer when PetPay was a spreadsheet and a prayer. He built the first version of the ledger, hired most of the people who now run billing, and wrote the refund rules we still follow.

Taking over from him as lead of Team Oarsmen is **Nkechi Adebanjo-Ross**, who joins us on 19 February. Nkechi spent seven years in fintech, most recently running payments reliability at a high-street lender, and has worked on card acquiring, reconciliation and fraud tooling.

There'll be a handover fortnight while both are around. Leaving drinks for Tobias on the 22nd from 17:30; details in #social. Please sign the card (the digital one; the paper one got coffee on it)."""),

("wiki-32", "Org change: creating Farm Products", """\
# Org change: creating Farm Products

_Posted 20 May 2024 by Ilse Brandvold, VP Engineering_

Farm and equine vets are now our fastest-growing segment, and the work they need (offline use, herd-level records, rural mapping) is different enough from small-animal clinics that it deserves its own group.

From 1 June:
- A new **Farm Products** group is formed.
- **Hedgerow** moves into it from Practice Products.
- A new team, **Stileway**, will be hired over the summer to work on herd health planning.
- The group is led by **Wilhelmina "Billie" Strand**, who joins us as Director of Farm Products and reports to me. Billie was previously head of engineering at an agricultural equipment firm and has spent a lot of time in muddy fields.

## What this means for you
- Nothing changes in how you request work from Hedgerow.
- Cross-group requests still go through the usual boards.
- Reporting-line updates will follow in Compass once Stileway's manager is hired.

Questions to me or to Billie directly. Welcome, Billie!"""),

("wiki-33", "Promotions: Q2 2024 round", """\
# Promotions: Q2 2024 round

Effective 1 July 2024. Please join us in congratulating:

- **Mateo Vasquez-Lind**, Senior Engineer to Staff Engineer, for technical leadership across several teams and for raising the bar on our incident follow-ups.
- **Oluwaseun Harcastle**, Engineering Manager to Senior Engineering Manager.
- **Aoife Kinsella**, Engineer to Senior Engineer.
- **Kit Ambrose**, Engineer to Senior Engineer, for the farm mapping work.
- **Tamsin Orr**, People Ops Analyst to People Ops Partner.
- **Jonty Pryce**, Account Manager to Senior Account Manager.

The next round opens for nominations on 1 October. Managers: the calibration guide and the levels matrix have both been updated; please read them before writing cases.

Anyone can nominate a peer for the Beacon Awards separately; that is a different process with a different panel."""),

("wiki-34", "Welcome to our March joiners", """\
# Welcome to our March joiners

Eight people joined in March 2024. Say hello when you see them:

- **Priya Natarajan-Cole**: Customer Support, T2 product specialist. Previously a veterinary nurse for nine years, so she knows Clinica from the other side of the desk.
- **Eamon Kettle**: backend engineer, Team Kiln. Comes from a bank's identity team and likes WebAuthn more than is healthy.
- **Rosalind Achebe**: Finance Operations, accounts payable.
- **Gideon Fairlie**: Sales, account manager for farm practices.
- **Yara Villanueva**: analytics engineer, Loom.
- **Tomasz Bell**: QA engineer, Fenwick.
- **Hana Sorensen**: designer, Herdbook.
- **Luca Abernethy**: security engineer.

Buddies have been assigned. If you're a buddy and haven't heard from your joiner, check your calendar for the intro slot. Joiners: the onboarding checklist for your function is linked from the wiki home page."""),

("wiki-35", "Expenses policy", """\
# Expenses policy

Version 4, April 2024. Owner: Finance.

## How to claim
Submit every claim in Spendle with a photo of the receipt. Receipts must be uploaded within 30 days of the spend; older claims are rejected automatically and need a written exception from Finance.

## Approval
- Your line manager approves every claim.
- Claims over £500 also need a second approval from Finance Operations.
- Nobody approves their own claims, directors included.

## Limits
- Meals when travelling: up to £45 per day in the UK, actual cost with receipts.
- Mileage in your own car: 45p per mile for the first 10,000 miles a year.
- Client entertainment: pre-approval from your director; list the attendees on the claim.

## Not claimable
Fines, alcohol without a client present, first-class travel, upgrades, home broadband, and anything bought for personal use.

Claims approved by the 20th of the month are paid with that month's payroll."""),

("wiki-36", "Travel policy", """\
# Travel policy

Book all work travel through **Wayfarer Travel**, on their portal or by phone. Bookings made elsewhere can't be reimbursed unless Wayfarer couldn't offer an option.

## Getting there
- Rail for journeys under 4 hours, standard class.
- Flights only when rail takes over 4 hours or costs more than double.
- Car hire needs your manager's OK; otherwise use your own car at the mileage rate in the Expenses policy.

## Hotels
Nightly caps, including breakfast:

| Location | Cap |
|---|---|
| Saltmere | £150 |
| Port Ellery | £125 |
| Dunwick Vale | £110 |
| Kestrel Ford | £95 |
| Elsewhere in the UK | £120 |

International travel needs VP approval before booking. Staying with friends? Claim £25 per night towards a thank-you gift instead.

## Duty of care
Share your itinerary in Wayfarer so we can reach you if something goes wrong. Travelling on a Sunday for a Monday meeting counts as working time; agree it with your manager."""),

("wiki-37", "Information security policy (summary)", """\
# Information security policy (summary)

Owner: Yusuf Carraway, CISO. Applies to everyone, contractors included. The full policy is in the compliance folder; this is the version people actually read.

## Devices
- Company laptops only for customer data. Full-disk encryption is on by default; don't turn it off.
- Screen lock after 5 minutes.
- Lost or stolen device: report it in #sec-desk within one hour, even at weekends. We'd rather wipe a laptop that turns up in a taxi tomorrow.

## Accounts
- MFA is mandatory for every staff system. No exceptions for convenience.
- Passwords live in Lockstep. Never in a spreadsheet, a note or a browser.
- Shared accounts need a named owner and a ticket.

## Data
- Customer data stays in approved systems. No exports to personal drives or AI tools.
- Production access is granted per task and expires after 8 hours.

## Reporting
Suspicious email: use the Report button. Suspected incident: #sec-desk, then follow the incident process. Nobody gets in trouble for reporting."""),

("wiki-38", "On-call compensation", """\
# On-call compensation

Applies to everyone on a Beacon rota, engineering or not.

| Role | Weekly allowance |
|---|---|
| Primary | £250 |
| Secondary | £120 |
| Shadow (first two rotations) | £0, but you get lunch |

## Night callouts
If you're paged between 22:00 and 07:00 and work on it for more than 30 minutes, take the next morning off (TOIL). You don't need to ask; just tell your team.

## Claiming
Log each week you were on call in Compass under "On-call allowance" by the 5th of the following month. It's paid with the next payroll. Late entries roll over one month, no further.

## Limits
No more than one primary week in four, and no back-to-back primary weeks. If your team can't staff that, tell your EM; that's a staffing problem, not yours.

This page replaces the 2022 flat rate."""),

("wiki-39", "Onboarding checklist: engineers", """\
# Onboarding checklist: engineers

Copy this page into your own space and tick things off as you go.

## Before day 1
- [ ] Laptop arrives at your home (IT ships it)
- [ ] Accept the Compass invite and fill in your emergency contact

## Week 1
- [ ] Enrol your second factor on day one (you'll be locked out of everything otherwise)
- [ ] Join Slack: #engineering, #incident and your team channel
- [ ] Ask Team Bedrock for Shipyard access; your EM approves the request
- [ ] Get added to your team's Beacon rota as a shadow
- [ ] Read the ADR index and the last three post-mortems for your area
- [ ] Meet your buddy (your EM sets this up)

## Week 2
- [ ] Ship something small to production with your buddy watching
- [ ] Shadow an on-call handover

## Week 4
- [ ] 30-day chat with your EM: what's confusing, and what's missing from this list?
- [ ] Fix one thing on this page that was wrong for you"""),

("wiki-40", "Onboarding checklist: Customer Support", """\
# Onboarding checklist: Customer Support

For new advisors and product specialists. Your team lead will go through this with you on day one.

## Day 1
- [ ] Helpline account. Helpline is Tessellate's ticketing product; we pay per seat, so tell your lead if you're leaving or moving teams.
- [ ] Ferrow softphone extension and headset
- [ ] Test login to a training practice in Clinica, Herdbook and Tillwise

## Week 1
- [ ] Shadow T1 calls for three days
- [ ] Read the top 20 macros and the tone guide
- [ ] Learn the escalation path (the ESC board) and what counts as SEV1

## Week 2
- [ ] Take chats with a buddy reading over your shoulder
- [ ] First solo phone shift (afternoons are quieter)

## Week 4
- [ ] Sign-off conversation with your team lead
- [ ] Pick a product area to specialise in (the T2 track) if you're interested

Questions at any point: #cs-newstarters."""),

("wiki-41", "Glossary", """\
# Glossary

Internal shorthand you'll hear in your first month. Add to it whenever you get confused.

- **ADR**: architecture decision record. Numbered, never deleted, only superseded.
- **CS**: Customer Support.
- **DV, PE, KF, SM**: our offices (Dunwick Vale, Port Ellery, Kestrel Ford, Saltmere).
- **EM**: engineering manager.
- **ESC board**: where CS raises issues for engineering.
- **IC**: incident commander, the person running an incident.
- **PIR**: post-incident review. We used to say post-mortem; older pages still do.
- **QF**: Quillfern, mostly in file names and on the door bell at KF.
- **RD**: reminder-dispatch, the service that sends appointment and vaccination reminders.
- **SEV1/2/3**: incident severity. SEV1 means customers can't work or are losing money.
- **the Keel**: our Kubernetes clusters, keel-prod and keel-stage.
- **Tidewater**: the event bus (Kafka underneath).
- **Tidepool**: the dashboards. Not to be confused with Tidewater.
- **TOIL**: time off in lieu, for night callouts.
- **LANT, OAR, BED, FEN, KILN**: Jira project keys."""),

("wiki-42", "IT and laptops: FAQ", """\
# IT and laptops: FAQ

**When do I get my laptop?**
Two working days before your start date. IT ships it to your home address via Hollowmere Couriers, signed-for delivery, so make sure someone is in.

**Mac or Linux?**
Engineers choose; everyone else gets a Mac. Windows only for Finance's accounting package.

**Can I use my own laptop?**
No, not for anything involving customer data. See the security policy.

**My laptop broke.**
Post in #it-help with your asset tag. We courier a swap the next working day and collect the broken one.

**I lost my laptop.**
Report it in #sec-desk straight away; IT will follow up with a replacement.

**Can I get a second monitor at home?**
Yes, one, via the equipment form. Chairs and desks go through your office manager.

**Who is IT?**
A team of five. Ask in #it-help rather than DMing anyone; the queue is watched from 08:00 to 18:00."""),

("wiki-43", "New joiner FAQ", """\
# New joiner FAQ

**When is payday?** The last working day of each month. If that's a bank holiday, the working day before.

**My payslip looks wrong, or I have a payroll question.** Ask People Ops in #people-ops or raise a request in Compass. Don't ask your manager; they can't see payroll.

**How much holiday do I get?** 27 days plus bank holidays, plus your birthday off. Book in Compass at least two weeks ahead for anything longer than two days.

**Do I have to come into an office?** We're hybrid: two days a week in your home office, with team days agreed by each team.

**Where's the org chart?** The Reporting lines page, or Compass for the full picture.

**Who do I ask about a desk, keys or parking?** Your office's page on this wiki lists the right person.

**What's the dress code?** There isn't one. Farm visits: wear boots.

**I don't understand half the acronyms.** Nobody does at first. See the Glossary."""),

("wiki-44", "Platform weekly: 14 May 2024", """\
# Platform weekly: 14 May 2024

Attendees: Ottilie Brooks (chair), Rafferty Quist (RQ), Kwame Adjei-Lindgren (KAL), Faisal Moreau (FM), Anselm Gray (AG)
Apologies: none

## Notes
- keel-prod upgraded to 1.29 on Saturday; one ingress hiccup, rolled forward.
- Cloud costs up 8% month on month, mostly storage from the granary backfill. KAL to check lifecycle rules.
- Hosting renewal: the Nimbusway contract comes up next spring. We'd like a 3-year commit for the discount, but only if the egress terms change.
- Shipyard: the rollback button is now in the UI. FM to announce in #engineering.
- AG asked for a heads-up before any node pool changes; agreed.

## Actions
- RQ: open the Nimbusway renewal conversation with Procurement and bring a 3-year quote to the June meeting.
- KAL: storage lifecycle rules for the granary buckets.
- FM: write up the ingress hiccup as a short PIR.
- Ottilie: propose a new slot for this meeting; Tuesdays clash with the leads' sync."""),

("wiki-45", "Leadership offsite notes: 28 Feb 2024", """\
# Leadership offsite: notes

28 February 2024, Kingfisher room, Saltmere. Attendees: Marguerite, Declan, Horatio, Caspian, Clementine, Gwendolyn, Lucinda, Ilse. Notes: Clementine.

## Decisions
1. **Farm products** get their own engineering group this year. Ilse to hire a director; target start June.
2. **Reminda pricing** moves from a flat fee to bundles of messages from January. Caspian to model the impact on the 20 largest customers.
3. **Vendor contracts**: each contract gets one managing office, recorded in a new register. Horatio to own; Procurement to run it.
4. **Hiring**: 25 roles approved for 2024, front-loaded to the first half.

## Discussed, not decided
- Whether Kestrel Ford should grow or be folded into Saltmere. Revisit in Q4.
- A second engineering hub. Not this year.

## Actions
- Ilse: director job description by 15 March.
- Caspian: pricing model by 31 March.
- Horatio: register template to Procurement by 31 March.
- Gwendolyn: CS hiring plan for the new pricing."""),

("wiki-46", "Lantern retro: June 2024", """\
# Lantern retro: June 2024

27 June 2024, DV-2 huddle space. Facilitator: Bram. Six attendees.

## Went well
- Template editor beta shipped to 40 practices with no support tickets in the first week.
- The new back-off settings held up during two big campaign sends.
- Pairing rotation: everyone has now paired with everyone.

## Didn't go well
- Too many overnight pages for alerts nobody could act on.
- Kingfisher is eating most of Mateo's time; the team's own roadmap slipped by two weeks.
- Staging data is stale, so template previews look wrong.

## Ideas
- Page only on customer impact; everything else goes to the channel.
- Refresh staging data monthly (ask Loom whether they can help).

## Actions
- Sunniva: review every alert that paged in June, and delete or downgrade at least half.
- Teodor: staging refresh script.
- Mateo: share Kingfisher progress at standup on Mondays so nobody has to ask."""),

("wiki-47", "Shipyard", """\
# Shipyard

Shipyard is how code gets to production. It was called **Dockhand** until 2022, when it was rewritten in Go and renamed; you'll still see "dockhand" in some old scripts and commit messages.

**Maintained by:** Team Bedrock

## Deploying
```
shipyard deploy <service> --env stage
shipyard promote <service> --to prod
```
Promotion to prod needs a green stage deploy from the same commit, less than 24 hours old.

## Rollbacks
`shipyard rollback <service>` redeploys the previous release. It does not roll back database migrations; those need a forward fix.

## Freezes
Company-wide freezes (for example Christmas week) are set by the maintainers. Teams can set their own freezes in the service's shipyard.yaml; billing services already freeze on payment-run days.

## Access
New starters get deploy rights once their EM approves the request. Prod promotion is audited, and the log lives in the #deploys channel."""),

("wiki-48", "Beacon (paging and on-call)", """\
# Beacon

Beacon is our on-call tool: rotas, overrides, escalation policies and the "who's on call" bot. Under the hood it is a thin layer over **Pagewell**, which does the actual phone calls, SMS and push notifications.

## How it fits together
- Rotas and escalation policies live in the beacon-config repo as YAML.
- A sync job pushes them to Pagewell every 5 minutes.
- Don't edit rotas in Pagewell's own UI: the next sync overwrites your change.

## Common tasks
- **Swap a shift:** `/beacon swap @person 2024-06-10` in Slack; both people must confirm.
- **Cover for a few hours:** `/beacon cover @person 3h`.
- **Who's on call for X?** `/beacon who <rota>`.

## Adding a new rota
Open a PR to beacon-config with the rota, the escalation chain and at least two people. Bedrock reviews within a day.

If Beacon itself seems broken, check Pagewell's status page before anything else."""),

("wiki-49", "Tidewater", """\
# Tidewater

Tidewater is the company's event bus. Services publish domain events to it; other services and the warehouse consume them.

**Maintained by:** Team Loom. They took it over from Bedrock in 2023, since analytics is by far its biggest consumer. Bedrock still runs the underlying brokers on the Keel.

## Basics
- Kafka underneath, with a schema registry. Every topic has a registered schema; unregistered events are rejected.
- Topic names follow `<domain>.<entity>.<event>`, for example `billing.invoice.issued`.
- Retention is 7 days. If you need history, read it from the warehouse.

## Publishing
Use the qf-tidewater client library (Go and Kotlin). It handles schemas, retries and tracing for you. Don't write to Kafka directly.

## Changing a schema
Additive changes only. Removing or renaming a field needs a new topic version and a migration note posted in #tidewater.

## Getting help
#tidewater for questions. Outages: page through Beacon."""),

("wiki-50", "Customer: Oakhollow Veterinary Group", """\
# Customer: Oakhollow Veterinary Group

**Segment:** Enterprise
**Clinics:** 38, across the south-west
**Customer since:** 2016
**Products:** Clinica, Tillwise, Reminda
**Account manager:** Jonty Pryce
**Next renewal:** April 2025 (three-year term)

## Relationship notes
- Central IT team of three at their head office; their IT lead prefers email to calls.
- Very sensitive about billing accuracy after the August charges problem. Every billing-related release note goes to them personally before release.
- Interested in group-level reporting across all clinics; it's on the roadmap for Q1.
- They use single sign-on across clinics; any login changes need two weeks' notice.

## Contacts
Their operations director, the practice managers' forum (quarterly), and an exec sponsor on our side, Marguerite, who visits once a year.

## Open risks
Renewal pricing, given the Reminda bundle change; a competitor pitch was reported in September."""),

("wiki-51", "Customer: Marram Farm Vets", """\
# Customer: Marram Farm Vets

- Segment: farm and mixed practice
- Practices: 11, mostly upland cattle and sheep work, two equine
- Product: Herdbook (beta customer since 2021, paying since 2022)
- Account manager: Gideon Fairlie
- Renewal: November 2024

## Notes
Marram's vets spend most days out of signal, so offline sync matters more to them than anything else. They were the first customer to try field gate navigation and gave us the feedback that led to better boundary data.

Their head of practice runs a monthly feedback call with the product team; keep it on the calendar, they notice if it slips.

## Risks
- Price sensitivity: farm margins are tight this year.
- Device management: they use old Android phones, which limits what we can ship.
- Their lead vet is retiring in spring; we don't yet know who replaces her."""),

("wiki-52", "Sales team", """\
# Sales team

Head of Sales: Lucinda Harrowby

The sales team works from Port Ellery, although some account managers spend most of the week on the road.

## Account managers
All account managers report to Lucinda.

| Name | Focus |
|---|---|
| Jonty Pryce | Enterprise groups |
| Gideon Fairlie | Farm and equine practices |
| Marisol Tremaine | New business, independents |
| Idris Okafor | Renewals and upsell |

## How we work
- Every enterprise account has a quarterly business review.
- Pricing exceptions over 15% need Lucinda's sign-off; over 25% they go to the CFO.
- Demo environments are requested through #sales-demo; please give a day's notice.

## Who to ask
Contract questions: Lucinda. Pricing models: Product, via Caspian's team. Renewal dates: the CRM, not this page."""),

("wiki-53", "People team", """\
# People team

Head of People: Clementine Ashdown

We look after hiring, contracts, pay, leave, benefits and the parts of working life that need a form.

## Where to find us
People Ops sits on the 1st floor at Saltmere HQ. Recruitment is spread across all offices.

## Compass
Compass is our HR system: holidays, sickness, emergency contacts and approvals. It is administered by Tamsin Orr; ask Tamsin about access problems or wrong approvers.

## Benefits
- Pension: 6% employer contribution
- Private health cover after probation
- Cycle-to-work scheme
- £500 yearly learning budget (books, courses, conferences)

## Policies we own
Leave, parental leave, flexible working, the hybrid working agreement, and the promotions process (with Engineering for engineering roles)."""),

("wiki-54", "Security team", """\
# Security team

CISO: Yusuf Carraway
Team: Lowri Banfield (identity and access security), Luca Abernethy (security engineer), plus a rotating engineer from each product group

## What we do
- Security policy, risk register and audits
- Review of new vendors that touch customer data
- Incident response for anything security-related (#sec-desk)
- Phishing tests, quarterly

## External testing
Our annual penetration test is carried out by Stilt & Vane. The next test is booked for September 2024 and covers gatehouse, the Clinica web front end and the public APIs. Findings go on the risk register with owners and dates; criticals are fixed within 14 days.

## Getting a security review
Open a SEC ticket at least two weeks before launch, with an architecture sketch and a data-flow list. Small changes get a checklist; big ones get a meeting.

## Bug reports from outside
security@ goes to the whole team. We thank reporters and pay for valid findings under our disclosure policy."""),

("wiki-55", "Lantern Reading Circle", """\
# Lantern Reading Circle

The Lantern Reading Circle is Quillfern's book club. Despite the name, it has nothing to do with Team Lantern; it started in 2017, years before that team got its current name, and the name came from the first book we read.

**When:** first Tuesday of the month, 12:30 to 13:30
**Where:** the Curlew room at HQ, with a Meet link for the other offices
**Organiser:** Petra Haldane

## How it works
- We vote on the next book in #reading-circle at the end of each meeting.
- Read as much as you can; half-read is fine, spoilers are not.
- Bring lunch. Petra brings biscuits.

## Recent books
- A novel about a lighthouse keeper (unanimous hit)
- A history of the postal service (divisive)
- A memoir by a country vet (obviously)

New members are welcome, and there's no need to sign up: just turn up."""),

("wiki-56", "Beacon Awards 2023", """\
# Beacon Awards 2023

The Beacon Awards are our yearly peer-recognition awards. (Nothing to do with Beacon the paging tool; the awards came first and we're not renaming them.)

Nominations came from 180 colleagues this year. Winners get a day off, a small trophy made by a local potter, and lunch with Marguerite.

| Award | Winner |
|---|---|
| Calm Under Fire | Faisal Moreau |
| Best Written Doc | Kit Ambrose |
| Customer Hero | Idris Okafor |
| Newcomer of the Year | Sunniva Park |
| Quiet Fixer | Farah Lindqvist |
| Team of the Year | Oarsmen |

Thank you to the judging panel: Clementine, Gwendolyn and Declan. Nominations for 2024 open in November; any colleague can nominate anyone, and self-nominations are allowed if you're shameless."""),

("wiki-57", "On-call rota 2022 (superseded)", """\
> SUPERSEDED. Rotas moved into Beacon in 2023. This page is kept for reference only.

# On-call rota 2022

Weekly rota, handover Mondays 10:00. Swap by editing this table and telling both people.

| Weeks | Platform primary | Comms primary | Billing primary |
|---|---|---|---|
| 1-4 | Harvey L. | Harvey L. | Tobias W. |
| 5-8 | Kwame A-L. | Jonah E. | Tobias W. |
| 9-12 | Ottilie B. | Harvey L. | Dara M. |

Allowance: £150 per week flat, primary or secondary, paid quarterly.

## Notes
- Comms shares a rota with Platform because there are only three of them.
- If nobody answers, call the CTO. Yes, really.
- Phones: use the shared on-call phone kept in the Saltmere 4th floor drawer.
- Weeks 13 onwards were never filled in; the spreadsheet in the Platform drive was used instead."""),

("wiki-58", "Clinica architecture (high level)", """\
# Clinica architecture (high level)

A one-page picture for new engineers. Detailed designs live in the ADRs.

## Request path
Browser, then clinica-web (React), then clinica-core (Kotlin), then Postgres (managed, per ADR-012).

## Around the core
- **Events:** clinica-core publishes appointment, patient and invoice-request events to Tidewater under the `clinic.*` topics. Anything that needs to react to a booking should consume these rather than polling the database.
- **Reminders:** reminder-dispatch polls clinica-core for due reminders (historical; moving to events is on the roadmap).
- **Billing:** invoices are requested from abacus over HTTP; abacus answers asynchronously.
- **Search:** an OpenSearch cluster, rebuilt nightly and updated from events during the day.
- **Address lookup at sign-up:** Cartwheel Geo.
- **Login:** delegated to gatehouse.

## Deployment
clinica-core runs 12 replicas on keel-prod across three zones. Releases on Tuesdays and Thursdays via Shipyard.

## Known pain points
- The appointment book's availability query is slow for groups with more than 30 clinics.
- Some legacy endpoints still write directly to tables owned by abacus. We're removing them."""),

("wiki-59", "ADR-011: TOTP as the second factor in gatehouse (superseded)", """\
# ADR-011: TOTP as the second factor in gatehouse

**Status:** Superseded by ADR-019 (September 2023)
**Date:** 4 March 2021

## Context
Customer accounts had passwords only. Two practices had accounts taken over after password reuse. We need a second factor that works for every practice without buying hardware.

## Decision
gatehouse supports time-based one-time passwords from any authenticator app. Optional for customers, mandatory for staff. Recovery goes through support with identity checks.

## Consequences
- No per-seat cost.
- Phishable: codes can be typed into a fake page. Acceptable for now; revisit when large customers ask for stronger factors.
- Support load for lost phones, estimated at 30 tickets a month.

_This ADR is kept for the record. Don't implement against it._"""),

("wiki-60", "Herdbook", """\
# Herdbook

Herdbook is Quillfern's product for farm and equine vets: herd and animal records, visit notes, medicine records for food-producing animals, and navigation to the right field gate.

**Product manager:** Isolde Penwarden
**Engineering:** Team Hedgerow
**Launched:** 2021 (beta), generally available 2022

## What makes it different from Clinica
- Works offline for days and syncs when signal comes back.
- Records are per herd as well as per animal.
- Medicine withdrawal periods are tracked so milk and meat aren't sold too early.

## Roadmap (next two quarters)
- Herd health plans (with the new Stileway team)
- Better conflict handling when two vets edit the same herd offline
- Equine passports

## Feedback
Customer feedback goes to Isolde via the #herdbook-feedback channel or the monthly customer calls. Please include the practice name and how many vets are affected."""),
]
