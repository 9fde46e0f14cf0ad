"""Metadata used by build.py (README) and check.py (validation)."""

# Abbreviations / short names: (short form, long form, the single defining document).
# The long form must occur (case-insensitive) in exactly that document; the short
# form must occur there and in at least two other documents.
ABBREVIATIONS = [
    ("LCF", "Lattice Compute Foundation", "tf-08"),
    ("sched-d", "scheduling daemon", "tf-01"),
    ("TEP", "Tessellate Enhancement Proposal", "tf-02"),
    ("LSR", "lease state replicator", "tf-14"),
    ("TSC", "Technical Steering Committee", "tf-10"),
    ("WFQ", "weighted fair queuing", "tf-39"),
    ("DLQ", "dead-letter queue", "tf-39"),
    ("TSA", "Tessellate Security Advisory", "tf-60"),
]

# Facts that occur only inside markdown table rows, anywhere in the corpus.
TABLE_FACTS = [
    ("16 MiB", "tf-22", "tess-s3 default multipart_size"),
    ("512 MiB", "tf-22", "tess-s3 maximum multipart_size"),
    ("8 MiB", "tf-23", "tess-s3-legacy default chunk_size"),
    ("45s", "tf-21", "sched-d default lease_ttl"),
    ("1500ms", "tf-21", "sched-d default lsr.peer_timeout"),
    ("15m", "tf-24", "tessctl drain default --timeout"),
    ("Ferrous Labs", "tf-02", "affiliation of Adaeze Nwankwo (@daze)"),
    ("Saltmarsh Software", "tf-02", "affiliation of Kenji Arakawa (@kenji-a)"),
    ("4,812 jobs/s", "tf-38", "2.4.0 throughput with wfq at 64 workers"),
    ("2.1.0", "tf-37", "minimum Tessellate version for tess-vault"),
]

# Handles whose real name is given in exactly one document (the maintainers table).
HANDLE_DOC = "tf-02"
HANDLES = {
    "@petral": "Petra Lindqvist",
    "@twierz": "Tomasz Wierzba",
    "@antonlq": "Anton Lindqvist",
    "@fennadw": "Fenna de Wit",
    "@daze": "Adaeze Nwankwo",
    "@kenji-a": "Kenji Arakawa",
    "@luzbe": "Luz Benedetti",
    "@bachter": "Bartholomew Achterberg",
    "@gehn": "Gustav Ehn",
}

# Distractors: documents in no query chain. "terms" must occur in the distractor
# and in at least one gold document (deliberate overlap); "overlaps" is for the README.
DISTRACTORS = {
    "tf-04": (["Anton Lindqvist", "Lindqvist", "ObjectStore Summit", "Halyard Data"],
              "tf-03 (same surname), tf-34 (same conference), tf-06"),
    "tf-09": (["LCF", "tessellate-ng", "Corvid Systems", "WorkloadConf 2024"],
              "tf-59 (other board minutes), tf-40 (rename), tf-05 (acquisition)"),
    "tf-12": (["TEP-14", "lease_ttl", "/debug/leases", "DLQ"],
              "tf-11 and tf-13 (neighbouring changelogs), tf-28"),
    "tf-18": (["EntityTooLarge", "multipart_size", "tess-s3-legacy", "@antonlq"],
              "tf-48, tf-22, tf-26"),
    "tf-20": (["sse_key_ref", "tess-vault", "tess-s3 1.2.0", "@fennadw"],
              "tf-19 (other PR), tf-22, tf-51"),
    "tf-27": (["plugin ABI 1 not supported", "ABI v1", "2.0.0", "tess-s3-legacy"],
              "tf-35, tf-16, tf-26 (other migration guide)"),
    "tf-41": (["Gridline", "Quillon Cloud", "Quillon Jobs"],
              "tf-40, tf-07, tf-49"),
    "tf-45": (["2.4.0", "lease epochs", "Brightwater Labs", "Luz Benedetti"],
              "tf-46 (2.4.1 announcement), tf-11, tf-38"),
    "tf-47": (["tess-s3-legacy", "max_concurrency", "multipart uploads", "tess-s3 1.3.0"],
              "tf-38 (other benchmark), tf-22, tf-23"),
    "tf-50": (["LCF", "trademark", "graduate"],
              "tf-35 (other FAQ), tf-08"),
    "tf-52": (["ABI v2", "SDK", "TEP", "tess-s3"],
              "tf-25 (other API reference), tf-16"),
    "tf-54": (["Luz Benedetti", "Corvid Systems", "shepherd"],
              "tf-05, tf-14, tf-46"),
    "tf-56": (["WFQ", "@kenji-a", "#2415", "scheduler.policy"],
              "tf-15, tf-38, tf-17 (other issue)"),
    "tf-59": (["LCF", "Meridel Compute", "Halyard Data", "WorkloadConf 2024"],
              "tf-09 (other board minutes), tf-05, tf-10"),
    "tf-60": (["TSA-", "security", "tess-agent"],
              "tf-28, tf-29, tf-30 (advisories)"),
}

LOOKALIKES = [
    ("Petra Lindqvist (tf-03, project lead, @petral)",
     "Anton Lindqvist (tf-04, storage maintainer, @antonlq)"),
    ("tess-s3 (tf-22, tf-51; current plugin, option multipart_size)",
     "tess-s3-legacy (tf-23, tf-29; deprecated plugin, option chunk_size)"),
    ("Tessellate 2.4.0 (tf-11, tf-45; LSR introduced)",
     "Tessellate 2.4.1 (tf-11, tf-46; security fix TSA-2024-0003)"),
    ("TSA-2024-0003 (tf-28; sched-d debug endpoint)",
     "TSA-2024-0007 (tf-30; tess-s3 debug logs) and TSA-2023-0011 (tf-29; tess-s3-legacy)"),
    ("tessellate-ng (fork name until February 2023)",
     "Gridline (same fork after the rename; tf-40, tf-41, tf-49)"),
    ("Corvid Systems (original sponsor)",
     "Meridel Compute (same company after acquisition by Meridel Holdings; tf-05)"),
    ("LCF Governing Board minutes 2023-05-17 (tf-09)",
     "LCF Governing Board minutes 2024-06-12 (tf-59)"),
    ("sched-d configuration file reference (tf-21)",
     "sched-d command-line flags (tf-58)"),
]
