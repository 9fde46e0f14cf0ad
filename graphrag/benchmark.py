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
    h = hashlib.sha1(corpus.read_bytes())
    for base in ("ingest", "graphrag"):
        for path in sorted((ROOT / base).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if not rel.startswith(QUERY_ONLY):
                h.update(rel.encode())
                h.update(path.read_bytes())
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
