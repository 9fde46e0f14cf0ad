"""An index kept wholly on the servers (``stores.docs = neo4j``): its documents, its record and its
phrase table in Neo4j, next to the graph.

Why Neo4j and not Weaviate for the documents: the graph store already writes every chunk as a
``(:Chunk {id, doc_id, position, text, title})`` node under its ``(:Document)``, so the document
store adds only two properties to the Document node (``content_hash``, ``metadata``) and keeps no
second copy of the text; lookups by id use the ``(index_id, id)`` constraints; and Neo4j has
transactions, which the commit record needs (Weaviate writes objects one by one).

    (:Document {index_id, id, title, source, content_hash, metadata})-[:HAS_CHUNK]->(:Chunk)
    (:GraphragIndex {name, index_id, generation, manifest, pending})   the index record
    (:Phrase {index_id, key, text, vector})     the relation-path phrases (vector: float32 bytes)

A Document node without ``content_hash`` is the graph's alone (written, its document not yet):
the document store does not count it.

The record is how a fresh folder on another machine finds the index (by ``stores.index_name``)
and the commit point of every write (see graphrag/index.py, ServerIndex).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from ..models import Chunk, Document
from .neo4j_graph import Neo4jGraphStore, cypher, statements

if TYPE_CHECKING:
    from ..config import Neo4jSettings

READ_BATCH = 1000  # ids per lookup request


def _run(store: Neo4jGraphStore, statement: str, write: bool = False, **params: Any) -> list[Any]:
    """One statement in one transaction (read or write) on the store's driver, its errors
    turned into graphrag errors naming the server; ``index_id`` is the store's unless given."""
    from neo4j import unit_of_work

    from .neo4j_graph import TX_TIMEOUT

    query = cypher(statement)
    params.setdefault("index_id", store.index_id)

    @unit_of_work(timeout=TX_TIMEOUT if write else store.query_timeout)
    def work(tx: Any) -> Any:
        return list(tx.run(query, params))

    def run() -> Any:
        with store._session(read=not write) as session:
            return (session.execute_write if write else session.execute_read)(work)

    found: list[Any] = store._guard(f"run {statement}", run)
    return found


def _schema(store: Neo4jGraphStore) -> None:
    def run() -> Any:
        with store._session() as session:
            for statement in statements("servers_schema"):
                session.run(statement).consume()

    store._guard("create the index record's constraints", run)


class Neo4jDocStore:
    """A :class:`~graphrag.stores.protocols.DocStore` on the Document and Chunk nodes of one index.
    Writes are immediate (each its own transaction): what is committed is said by the index record."""

    def __init__(self, store: Neo4jGraphStore):
        self.store = store
        _schema(store)

    @classmethod
    def from_settings(cls, settings: Neo4jSettings, index_id: str) -> Neo4jDocStore:
        return cls(Neo4jGraphStore.from_settings(settings, index_id))

    def put(self, doc: Document, content_hash: str, chunks: Sequence[Chunk]) -> None:
        self.delete(doc.doc_id)
        row = {
            "id": doc.doc_id,
            "title": doc.title,
            "source": doc.source,
            "content_hash": content_hash,
            "metadata": json.dumps(doc.metadata),
        }
        self.store.upsert_chunks(chunks)  # the graph's own statement: the same nodes
        self.store._write_batches("docs_put", [row])

    def put_many(self, docs: Sequence[tuple[Document, str, Sequence[Chunk]]], with_chunks: bool = True) -> None:
        """Several new documents in a few batched writes; ``with_chunks`` False when the graph store
        of the same index has just written their chunk nodes."""
        rows = [
            {
                "id": d.doc_id,
                "title": d.title,
                "source": d.source,
                "content_hash": h,
                "metadata": json.dumps(d.metadata),
            }
            for d, h, _ in docs
        ]
        if with_chunks:
            self.store.upsert_chunks([c for _, _, cs in docs for c in cs])
        self.store._write_batches("docs_put", rows)

    def delete(self, doc_id: str) -> None:
        _run(self.store, "delete_document_nodes", write=True, doc_id=doc_id)

    def _documents(self) -> list[Any]:
        return _run(self.store, "docs_documents")

    def hashes(self) -> dict[str, str]:
        return {r["id"]: r["content_hash"] for r in self._documents()}

    def sources(self) -> dict[str, str]:
        return {r["id"]: r["source"] for r in self._documents()}

    def titles(self) -> list[str]:
        return sorted({r["title"] for r in self._documents()})

    def lead_chunks(self) -> list[tuple[str, str]]:
        return [(r["title"], r["id"]) for r in _run(self.store, "docs_lead_chunks")]

    def chunks(self, chunk_ids: Iterable[str] | None = None) -> dict[str, Chunk]:
        if chunk_ids is None:
            rows = _run(self.store, "docs_all_chunks")
        else:
            ids = list(dict.fromkeys(chunk_ids))
            rows = []
            for i in range(0, len(ids), READ_BATCH):
                rows += _run(self.store, "docs_chunks", ids=ids[i : i + READ_BATCH])
        return {r["id"]: Chunk(r["id"], r["doc_id"], r["position"], r["text"], r["title"]) for r in rows}

    def chunk_metadata(self) -> Iterable[tuple[str, dict]]:
        for r in _run(self.store, "docs_chunk_metadata"):
            yield r["id"], json.loads(r["metadata"]) if r["metadata"] else {}

    def stray_chunks(self) -> list[str]:
        return [r["id"] for r in _run(self.store, "docs_stray_chunks")]

    def delete_chunks(self, chunk_ids: Iterable[str]) -> None:
        self.store._write_batches("docs_delete_chunks", [{"id": c} for c in chunk_ids])

    def counts(self) -> dict[str, int]:
        (row,) = _run(self.store, "docs_counts")
        return {"documents": row["documents"], "chunks": row["chunks"]}

    def commit(self) -> None:
        """Nothing to do: every write commits its own transaction."""

    def close(self) -> None:
        self.store.close()


@dataclass
class RecordState:
    """What the index record says: the index's id, the committed generation (0: nothing yet),
    the manifest of that commit, and the pending documents (doc id -> the content hash the
    index held before they were sent, "" for a new one)."""

    index_id: str
    generation: int
    manifest: dict[str, Any]
    pending: dict[str, str]

    @classmethod
    def from_row(cls, row: Any) -> RecordState:
        return cls(row["index_id"], int(row["generation"]), json.loads(row["manifest"]), json.loads(row["pending"]))

    @property
    def version(self) -> tuple[int, tuple[str, ...]]:
        """What a reader compares to see a commit, or documents going in flight."""
        return self.generation, tuple(sorted(self.pending))


class IndexRecord:
    """The ``(:GraphragIndex {name})`` node: how an index kept on the servers is found by name,
    and its commit point."""

    def __init__(self, store: Neo4jGraphStore, name: str):
        self.store, self.name = store, name
        _schema(store)

    def read(self) -> RecordState | None:
        rows = _run(self.store, "record_find", name=self.name)
        return RecordState.from_row(rows[0]) if rows else None

    def create(self, new_id: str) -> RecordState:
        """The record, made (with ``new_id`` and nothing committed) if there is none yet."""
        (row,) = _run(self.store, "record_create", write=True, name=self.name, new_id=new_id)
        return RecordState.from_row(row)

    def set_pending(self, index_id: str, pending: dict[str, str]) -> None:
        rows = _run(
            self.store, "record_pending", write=True, name=self.name, index_id=index_id, pending=json.dumps(pending)
        )
        if not rows:
            from ..errors import IndexCorruptError

            raise IndexCorruptError(f"the record of index {self.name!r} ({index_id}) is gone from Neo4j")

    def commit(self, index_id: str, manifest: dict[str, Any], pending: dict[str, str]) -> int:
        """Switch to the next generation with ``manifest``, leaving ``pending``: one transaction."""
        rows = _run(
            self.store,
            "record_commit",
            write=True,
            name=self.name,
            index_id=index_id,
            manifest=json.dumps(manifest),
            pending=json.dumps(pending),
        )
        if not rows:
            from ..errors import IndexCorruptError

            raise IndexCorruptError(f"the record of index {self.name!r} ({index_id}) is gone from Neo4j")
        return int(rows[0]["generation"])

    def delete(self, index_id: str) -> None:
        _run(self.store, "record_delete", write=True, name=self.name, index_id=index_id)


def phrase_key(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


class Neo4jPhraseTable:
    """The relation-path phrase table (stores/phrases.py's PhraseTable) as ``(:Phrase)`` nodes:
    ingest adds what it embedded; a query looks up only the phrases it meets, once each (the
    pipeline's RelationPaths keeps them), instead of loading the whole table."""

    def __init__(self, store: Neo4jGraphStore):
        self.store = store

    def __len__(self) -> int:
        (row,) = _run(self.store, "phrases_count")
        return int(row["phrases"])

    def lookup(self, phrases: Sequence[str]) -> dict[str, np.ndarray]:
        out: dict[str, np.ndarray] = {}
        keys = [phrase_key(p) for p in dict.fromkeys(phrases)]
        for i in range(0, len(keys), READ_BATCH):
            for r in _run(self.store, "phrases_find", keys=keys[i : i + READ_BATCH]):
                vector = r["vector"]
                if isinstance(vector, (bytes, bytearray)):  # float32 bytes: a quarter of a float list's size
                    out[r["text"]] = np.frombuffer(vector, dtype=np.float32).copy()
                else:
                    out[r["text"]] = np.asarray(vector, dtype=np.float32)
        return out

    def missing(self, phrases: Iterable[str]) -> list[str]:
        wanted = sorted(set(phrases))
        have = self.lookup(wanted)
        return [p for p in wanted if p not in have]

    def add(self, phrases: Sequence[str], vectors: np.ndarray) -> None:
        rows = [
            {"key": phrase_key(p), "text": p, "vector": v.tobytes()}
            for p, v in zip(phrases, np.asarray(vectors, dtype=np.float32))
        ]
        self.store._write_batches("phrases_put", rows)

    def save(self, prefix: Any) -> None:
        """Nothing to do: every add is written at once."""

    def keep(self, phrases: Iterable[str]) -> int:
        """Delete every phrase not among ``phrases`` (what a deleted document alone contributed);
        returns how many went."""
        wanted = {phrase_key(p) for p in phrases}
        stale = sorted({r["key"] for r in _run(self.store, "phrases_keys")} - wanted)
        for i in range(0, len(stale), READ_BATCH):
            _run(self.store, "phrases_delete", write=True, keys=stale[i : i + READ_BATCH])
        return len(stale)

    def clear(self) -> None:
        while _run(self.store, "phrases_clear", write=True, limit=10_000)[0]["deleted"]:
            pass

    def embed_with(self, encode: Callable[[list[str]], np.ndarray]) -> Callable[[list[str]], np.ndarray]:
        """An embed function: the stored vectors, and the encoder for phrases the table lacks (a
        question's own words)."""

        def embed(phrases: list[str]) -> np.ndarray:
            found = self.lookup(phrases)
            todo = sorted({p for p in phrases if p not in found})
            if todo:
                found.update(zip(todo, encode(todo)))
            out = [found[p] for p in phrases]
            return np.asarray(out, dtype=np.float32) if out else np.zeros((0, 0), dtype=np.float32)

        return embed
