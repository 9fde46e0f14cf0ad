"""The document store of an embedded index: documents and chunks in SQLite, in the generation's
folder (graphrag/index/layout.py), the text every store's hits are resolved against."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from ..models import Chunk, Document

SCHEMA = """
CREATE TABLE IF NOT EXISTS documents (
    doc_id TEXT PRIMARY KEY, title TEXT NOT NULL, source TEXT, content_hash TEXT NOT NULL, metadata TEXT);
CREATE TABLE IF NOT EXISTS chunks (
    chunk_id TEXT PRIMARY KEY, doc_id TEXT NOT NULL, position INTEGER NOT NULL, text TEXT NOT NULL, title TEXT);
CREATE INDEX IF NOT EXISTS chunks_by_doc ON chunks(doc_id);
"""


class DocTable:
    """Documents and chunks in SQLite: the text every store's hits are resolved against.

    ``path`` None: an empty table in memory (an index not written yet); ``read_only``: a committed
    generation's table, which nothing may change."""

    def __init__(self, path: Path | None, read_only: bool = False):
        if path is not None and read_only:
            self.db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
            self.db.execute("SELECT 1 FROM documents JOIN chunks LIMIT 1").fetchall()  # unreadable: fail here
        else:
            self.db = sqlite3.connect(":memory:" if path is None else path)
            self.db.executescript(SCHEMA)

    def hashes(self) -> dict[str, str]:
        return dict(self.db.execute("SELECT doc_id, content_hash FROM documents"))

    def sources(self) -> dict[str, str]:
        """doc id -> the file it came from, as given at ingest (``file.jsonl:LINE`` for a record)."""
        return dict(self.db.execute("SELECT doc_id, COALESCE(source, '') FROM documents"))

    def titles(self) -> list[str]:
        return [t for (t,) in self.db.execute("SELECT DISTINCT title FROM documents")]

    def lead_chunks(self) -> list[tuple[str, str]]:
        """(title, chunk id) of every document's first chunk."""
        return list(self.db.execute("SELECT title, chunk_id FROM chunks WHERE position = 0 ORDER BY chunk_id"))

    def put(self, doc: Document, content_hash: str, chunks: Sequence[Chunk]) -> None:
        self.delete(doc.doc_id)
        self.db.execute(
            "INSERT INTO documents VALUES (?,?,?,?,?)",
            (doc.doc_id, doc.title, doc.source, content_hash, json.dumps(doc.metadata)),
        )
        self.db.executemany(
            "INSERT INTO chunks VALUES (?,?,?,?,?)",
            [(c.chunk_id, c.doc_id, c.position, c.text, c.title) for c in chunks],
        )

    def delete(self, doc_id: str) -> None:
        self.db.execute("DELETE FROM chunks WHERE doc_id = ?", (doc_id,))
        self.db.execute("DELETE FROM documents WHERE doc_id = ?", (doc_id,))

    def stray_chunks(self) -> list[str]:
        """Chunks whose document is not in the table."""
        query = "SELECT chunk_id FROM chunks WHERE doc_id NOT IN (SELECT doc_id FROM documents) ORDER BY chunk_id"
        return [c for (c,) in self.db.execute(query)]

    def delete_chunks(self, chunk_ids: Iterable[str]) -> None:
        self.db.executemany("DELETE FROM chunks WHERE chunk_id = ?", [(c,) for c in chunk_ids])

    def chunks(self, chunk_ids: Iterable[str] | None = None) -> dict[str, Chunk]:
        query = "SELECT chunk_id, doc_id, position, text, title FROM chunks"
        rows: list[Any] = []
        if chunk_ids is None:
            rows = self.db.execute(query + " ORDER BY rowid").fetchall()
        else:
            ids = list(chunk_ids)
            for i in range(0, len(ids), 500):
                part = ids[i : i + 500]
                rows += self.db.execute(f"{query} WHERE chunk_id IN ({','.join('?' * len(part))})", part).fetchall()
        return {r[0]: Chunk(r[0], r[1], r[2], r[3], r[4] or "") for r in rows}

    def chunk_metadata(self) -> Iterable[tuple[str, dict]]:
        """(chunk id, its document's metadata) for every chunk."""
        rows = self.db.execute("SELECT c.chunk_id, d.metadata FROM chunks c JOIN documents d ON c.doc_id = d.doc_id")
        for chunk_id, metadata in rows:
            yield chunk_id, json.loads(metadata) if metadata else {}

    def counts(self) -> dict[str, int]:
        (docs,) = self.db.execute("SELECT COUNT(*) FROM documents").fetchone()
        (chunks,) = self.db.execute("SELECT COUNT(*) FROM chunks").fetchone()
        return {"documents": docs, "chunks": chunks}

    def commit(self) -> None:
        self.db.commit()

    def close(self) -> None:
        self.db.close()
