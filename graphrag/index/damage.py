"""Which file of an index generation is damaged, and how: read each one through, the way the stores
load it. A store's loader fails on the first file it cannot use, which may be a sibling's fault
(BM25's ids in ``bm25.json`` are read after ``bm25.npz``): the error must name the file that is
damaged, not its sibling or the folder."""

from __future__ import annotations

import gzip
import json
import sqlite3
import zipfile
from collections.abc import Iterable
from pathlib import Path

import numpy as np


def why_unreadable(path: Path) -> str | None:
    """Why ``path`` cannot be read as the store file it is (None: it reads through)."""
    if not path.exists():
        return "missing"
    try:
        _read(path)
    except (OSError, ValueError, EOFError, KeyError, sqlite3.DatabaseError, zipfile.BadZipFile) as e:
        return f"{type(e).__name__}: {e}"
    return None


def _read(path: Path) -> None:
    name = path.name
    if name.endswith(".sqlite"):
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            db.execute("SELECT count(*), sum(length(title)), sum(length(content_hash)) FROM documents").fetchall()
            db.execute("SELECT count(*), sum(length(text)), sum(length(doc_id)) FROM chunks").fetchall()
            (verdict,) = db.execute("PRAGMA quick_check").fetchone()
            if verdict != "ok":
                raise sqlite3.DatabaseError(str(verdict))
        finally:
            db.close()
    elif name.endswith(".json.gz"):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            json.load(f)
    elif name.endswith(".json"):
        json.loads(path.read_text(encoding="utf-8"))
    elif name.endswith(".npy"):
        np.load(path, mmap_mode="r")
    elif name.endswith(".npz"):
        with zipfile.ZipFile(path) as z:
            bad = z.testzip()
            if bad is not None:
                raise zipfile.BadZipFile(f"member {bad} fails its CRC check")
        with open(path, "rb") as raw, np.load(raw) as arrays:  # np.load leaks what it opens on a bad archive
            for key in arrays.files:
                arrays[key]
    else:
        path.read_bytes()


def first_damaged(paths: Iterable[Path]) -> tuple[Path, str] | None:
    """The first of ``paths`` that is missing or does not read through, and why."""
    for path in paths:
        why = why_unreadable(path)
        if why is not None:
            return path, why
    return None
