# Hand-written questions. supporting = gold docs in chain order.

QUERIES = []


def Q(question, answer, supporting):
    QUERIES.append({"question": question, "answer": answer, "supporting": supporting})


# ---- 1 hop ----
Q("fq port number",
  "FQ brokers listen on port 7530.",
  ["ops-16"])
Q("what is max_pending_runs set to out of the box?",
  "5000 runs; beyond that new run requests are rejected.",
  ["ops-13"])
Q("when did lintel cron go away",
  "It was removed in Marrowline platform release 2024.06 (2024-06-10).",
  ["ops-40"])
Q("Does ACS rely on Redis for anything?",
  "No. ACS does not use Redis; hot objects sit on local NVMe and every object is persisted to Brindle.",
  ["ops-04"])
Q("who leads observability?",
  "Ilse Marchetti.",
  ["ops-30"])
Q("root cause of INC-2330",
  "During a partition drain an engineer set redelivery_delay_s to 0, so unacknowledged deliveries were re-offered immediately and non-idempotent consumers processed the same work items several times (duplicate stage runs and duplicate lineage edges).",
  ["ops-34"])
Q("how do I free a hung stage on a healthy worker without rerunning the whole pipeline?",
  "Check the lease, take a stack dump (mln stage dump), release it with `mln stage release <stage-id> --reason ...`, confirm the slot is free, then `mln run retry <run-id> --from <stage-name>`.",
  ["ops-36"])
Q("larkspan api call to undo a rollout",
  "POST /deployments/{id}/rollback on the v2 Deployments API (https://api.mln.internal/larkspan/v2).",
  ["ops-42"])

# ---- 2 hops ----
Q("default shard count for the artifact cache service",
  "12 (ACS key shard_count).",
  ["ops-02", "ops-05"])
Q("Which team is responsible for the schema ledger service?",
  "Build Infrastructure (SLS is owned by Build Infrastructure).",
  ["ops-02", "ops-03"])
Q("tallymark paged me at 2am, how quickly do I have to acknowledge it?",
  "Tallymark is tier 2, so a page outside business hours can wait until 09:30 the next business day; during business hours the target is 30 minutes.",
  ["ops-03", "ops-46"])
Q("who owns the tool that took over from heronpush?",
  "Release Engineering (Heronpush was replaced by Larkspan, which Release Engineering owns).",
  ["ops-10", "ops-03"])
Q("token for the larkspan deploy api - how many minutes before it expires can i renew it without a fresh login?",
  "10 minutes: the token comes from SIS, whose refresh_window_min defaults to 10.",
  ["ops-42", "ops-21"])
Q("postern checks bearer tokens with another service, what port does that one listen on?",
  "7900 (SIS).",
  ["ops-20", "ops-21"])
Q("Which platform release took out the system that Larkspan superseded?",
  "Marrowline 2024.10, which removed Heronpush.",
  ["ops-10", "ops-40"])
Q("INC-2291: which service's config was the bad setting in?",
  "Lintel: lease_window_s is a Lintel configuration key.",
  ["ops-32", "ops-13"])
Q("ksb audit records default destination and how long they stay in the fast tier",
  "They go to Tidewrack (audit_sink = tidewrack), where logs stay 7 days in the hot tier.",
  ["ops-18", "ops-23"])
Q("who leads the team that owns ACS",
  "Ysolde Parrack (Build Infrastructure).",
  ["ops-03", "ops-26"])
Q("millrace dropped a message bus in 5.2 - which platform release deprecated that bus?",
  "Ferrule Relay was deprecated in Marrowline 2024.08 (and removed in 2024.10).",
  ["ops-41", "ops-40"])
Q("default max object size in whatever larkspan grabs its release images from",
  "512 MB (ACS max_object_mb); larger uploads fail with OBJECT_TOO_LARGE.",
  ["ops-07", "ops-05"])
Q("on-call handoff day and time for the team owning millrace",
  "Wednesday at 11:00 (Data Movement).",
  ["ops-03", "ops-28"])
Q("default compatibility mode of the registry threadmark uses to get field names for its graph",
  "backward (SLS compat_mode).",
  ["ops-24", "ops-25"])

# ---- 3 hops ----
Q("who is the lead for the team that owns the artifact catalog service?",
  "Marek Ostrander: ACAT is owned by Release Engineering.",
  ["ops-02", "ops-03", "ops-27"])
Q("slack channel to page the on-call of whoever owns the heronpush successor",
  "#releng-oncall (Larkspan is owned by Release Engineering).",
  ["ops-10", "ops-03", "ops-27"])
Q("inc-2330 which team owns the component whose setting was set to zero",
  "Data Movement: redelivery_delay_s is an FQ setting, and FQ is owned by Data Movement.",
  ["ops-34", "ops-17", "ops-03"])
Q("how long do the deployer's rollout credentials last by default?",
  "20 minutes: Larkspan gets them from KSB, whose lease_ttl_min defaults to 20.",
  ["ops-02", "ops-07", "ops-18"])
Q("when does on-call hand over for the team that owns the service millrace downloads stage bundles from?",
  "Tuesday at 10:00: stage bundles come from ACS, owned by Build Infrastructure.",
  ["ops-14", "ops-03", "ops-26"])
Q("who leads the team owning the service threadmark gets schemas from?",
  "Ysolde Parrack: schemas come from SLS, owned by Build Infrastructure.",
  ["ops-24", "ops-03", "ops-26"])
Q("getting 401 from the larkspan deployments api after about an hour - what's the default token lifetime and which team runs the service that issues it?",
  "Tokens come from SIS and last 60 minutes by default; SIS is owned by Security Engineering.",
  ["ops-42", "ops-21", "ops-03"])
Q("Which team owns the service whose worker heartbeat defaults to ten seconds, and how long do they have to ack a page during office hours?",
  "Data Movement (heartbeat_s belongs to Millrace); Millrace is tier 2, so 30 minutes during business hours.",
  ["ops-15", "ops-03", "ops-46"])
Q("who leads the team that owns the service ksb checks callers against?",
  "Priya Castellane: KSB authenticates callers against SIS, which Security Engineering owns.",
  ["ops-18", "ops-03", "ops-31"])
Q("INC-2307: what port does the service that enforced the size limit listen on?",
  "7410: max_object_mb is an ACS setting and ACS is reached over gRPC on port 7410.",
  ["ops-33", "ops-05", "ops-04"])
Q("the artifact catalog service consumes events from somewhere - how many un-acked messages can a consumer group hold there by default?",
  "2000 per consumer group (FQ max_inflight).",
  ["ops-02", "ops-16", "ops-17"])
Q("how often does the service that issues the tokens postern verifies rotate its signing keys, and what's step one if a key leaks?",
  "SIS rotates every 30 days by default; in an emergency, first declare a SEV1 and freeze identity changes with `mln identity freeze --reason exposure`.",
  ["ops-20", "ops-21", "ops-39"])

# ---- 4 hops ----
Q("who leads the team that owns the service whose setting caused the march 2024 incident where runs kept getting abandoned?",
  "Eamon Trask: INC-2291 was caused by lease_window_s, a Lintel key; Lintel is owned by Platform Foundations.",
  ["ops-32", "ops-13", "ops-03", "ops-29"])
Q("for INC-2307, how fast does on-call have to ack a page for the service whose size limit was exceeded?",
  "Within 5 minutes at any hour: max_object_mb belongs to ACS, which is tier 1.",
  ["ops-33", "ops-05", "ops-03", "ops-46"])
Q("who is the lead of the team owning the service the deployer gets its credentials from",
  "Priya Castellane: the deployer is Larkspan, which gets credentials from KSB, owned by Security Engineering.",
  ["ops-02", "ops-07", "ops-03", "ops-31"])
Q("INC-2352: which slack channel reaches the on-call for the team owning the component whose cache setting caused it?",
  "#pf-oncall: token_cache_s is a Postern setting, and Postern is owned by Platform Foundations.",
  ["ops-35", "ops-20", "ops-03", "ops-29"])
Q("who leads the team behind the system that feeds events to the artifact catalog service?",
  "Renske Obuya: ACAT consumes from FQ, which is owned by Data Movement.",
  ["ops-02", "ops-16", "ops-03", "ops-28"])
Q("where do audit records for the deployer's credential broker end up long-term, and for how long are they kept there?",
  "In Tidewrack (KSB's default audit_sink); after 7 hot days they move to the cold tier on Brindle, kept 90 days by default.",
  ["ops-02", "ops-07", "ops-18", "ops-23"])
