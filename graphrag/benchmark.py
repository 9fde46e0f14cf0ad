"""Evaluation sets and their cached indexes, for the benchmark and training scripts.

A set is a folder with ``corpus.jsonl`` and ``queries.jsonl`` (``graphrag eval``'s format). Each
is ingested once into an index under ``$GRAPHRAG_BENCH_CACHE`` (default
``~/.cache/graphrag/bench``), keyed by the corpus and by the code that builds an index, so a change
to retrieval reuses it and a change to extraction rebuilds it.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# files that only answer queries: changing them keeps the cached indexes
QUERY_ONLY = (
    "graphrag/retrieve/",
    "graphrag/understand/",
    "graphrag/pipeline.py",
    "graphrag/eval.py",
    "graphrag/cli.py",
    "graphrag/server.py",
    "graphrag/client.py",
    "graphrag/check.py",
    "graphrag/terminal.py",
    "graphrag/entities.py",
    "graphrag/benchmark.py",
)


def cache_dir() -> Path:
    path = Path(os.environ.get("GRAPHRAG_BENCH_CACHE", Path.home() / ".cache" / "graphrag" / "bench"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def find_sets(extra: list[str] | tuple[str, ...] = ()) -> list[Path]:
    """Every set in ../shared/data and tests/data (beside this checkout), then ``extra``."""
    found: list[Path] = []
    for base in (ROOT.parent / "shared" / "data", ROOT / "tests" / "data"):
        if base.is_dir():
            found += sorted(
                p for p in base.iterdir() if (p / "corpus.jsonl").is_file() and (p / "queries.jsonl").is_file()
            )
    return found + [Path(p).resolve() for p in extra]


def build_key(corpus: Path) -> str:
    from ingest.trust import trust_path  # which typed facts ingest keeps

    model = trust_path()
    unused = () if model is not None else ("ingest/trust.py",)  # every fact kept: its scores play no part
    h = hashlib.sha1(corpus.read_bytes())
    for base in ("ingest", "graphrag"):
        for path in sorted((ROOT / base).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if not rel.startswith((*QUERY_ONLY, *unused)):
                h.update(rel.encode())
                h.update(path.read_bytes())
    h.update(model.read_bytes() if model is not None and model.is_file() else b"every fact")
    return h.hexdigest()[:12]


def cached_index(set_dir: Path) -> tuple[Path, float]:
    """The set's index folder, and the seconds spent ingesting it now (0: it was cached)."""
    import time

    from ingest.run import ingest

    from .config import load_settings

    cache = cache_dir()
    folder = cache / f"{set_dir.name}-{build_key(set_dir / 'corpus.jsonl')}"
    if (folder / ".bench-done").is_file():
        return folder, 0.0
    for old in cache.glob(f"{set_dir.name}-*"):  # an index of older code is not needed again
        if old != folder:
            shutil.rmtree(old, ignore_errors=True)
    t = time.perf_counter()
    report = ingest([str(set_dir / "corpus.jsonl")], load_settings(index=str(folder)), rebuild=True)
    (folder / ".bench-done").write_text(json.dumps(report.totals))
    return folder, time.perf_counter() - t


def fact_key(row: dict[str, Any]) -> tuple[str, ...]:
    """What makes a labelled fact the same fact (``tests/data/fact-labels``)."""
    return tuple(row[f] for f in ("corpus", "subject", "predicate", "object", "document"))


def known_labels(path: Path) -> dict[tuple[str, ...], dict[str, str]]:
    """The latest label of each fact (later rounds follow earlier ones in the file)."""
    out: dict[tuple[str, ...], dict[str, str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        out[fact_key(row)] = row
    return out


def label_of(labels: dict[tuple[str, ...], dict[str, str]], row: dict[str, Any]) -> dict[str, str] | None:
    """The labelled row (``known_labels``) of a ``typed_facts`` row's fact: the same fact as shown,
    or for a value, as earlier rounds showed it (by its key)."""
    keyed = row["_as_keyed"]
    return labels.get(fact_key(row)) or (labels.get(fact_key({**row, "object": keyed})) if keyed else None)


def typed_facts(folder: Path, corpus: str) -> list[dict[str, Any]]:
    """The typed facts of the index at ``folder``, shown as a reader sees them: as `graphrag entity`
    shows them, a short name the text defines ("TPRS") written as the name it stands for. Besides
    the label file's fields, ``_as_keyed`` is a value's key (how earlier rounds showed it),
    ``_relation`` the fact as stored and ``_title`` its document's title."""
    from dataclasses import replace

    from graphrag.config import load_settings
    from graphrag.index import open_index
    from graphrag.models import ALIAS, VALUE, shown_fact

    idx = open_index(load_settings(index=str(folder)))
    g = idx.graph
    every = g.entity_ids()
    stands: dict[str, set[str]] = {}
    for a in g.entity_relations(every, [ALIAS]):
        stands.setdefault(a.source, set()).add(a.target)

    def entity(node: str) -> str:
        return next(iter(stands[node])) if len(stands.get(node, ())) == 1 else node

    pairs = [
        (r, replace(r, source=entity(r.source), target=entity(r.target)))
        for r in g.entity_relations(every)
        if shown_fact(r)
    ]
    pairs = [(stored, r) for stored, r in pairs if r.source != r.target]
    ids = sorted({i for _, r in pairs for i in (r.source, r.target)})
    names = {k: e.name for k, e in g.find_entities(ids).items()}  # a value as written: "3.18.4", not "3 18 4"
    chunks = idx.docs.chunks(sorted({r.chunk_id for _, r in pairs}))

    def shown(node: str) -> str:
        return names.get(node) or (node[len(VALUE) :] if node.startswith(VALUE) else node)

    rows: dict[tuple[str, ...], dict[str, Any]] = {}
    for stored, r in pairs:
        chunk = chunks.get(r.chunk_id)
        title = chunk.title if chunk else ""
        row = {
            "corpus": corpus,
            "subject": shown(r.source),
            "predicate": r.predicate.replace("_", " "),
            "object": shown(r.target),
            "_as_keyed": r.target[len(VALUE) :] if r.target.startswith(VALUE) else "",
            "sentence": r.sentence,
            "document": title,
            "_relation": stored,
            "_title": title,
        }
        rows.setdefault((*fact_key(row), r.target), row)  # a fact stated in two chunks of one document is one fact
    return sorted(rows.values(), key=lambda x: (x["subject"].lower(), x["predicate"], x["object"]))
