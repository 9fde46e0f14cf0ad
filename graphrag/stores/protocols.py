"""One protocol per store role. Embedded and server implementations sit side by side."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import numpy as np

from ..models import Chunk, Document, Entity, GraphHit, Mention, Relation


@runtime_checkable
class GraphStore(Protocol):
    """Documents, chunks and entities, with HAS_CHUNK, MENTIONS and RELATED edges.

    Every write takes a batch and is an upsert: writing the same rows twice changes nothing.
    """

    def upsert_documents(self, docs: Sequence[Document]) -> None: ...
    def upsert_chunks(self, chunks: Sequence[Chunk]) -> None: ...
    def upsert_entities(self, entities: Sequence[Entity]) -> None: ...
    def upsert_mentions(self, mentions: Sequence[Mention]) -> None: ...
    def upsert_relations(self, relations: Sequence[Relation]) -> None: ...

    def delete_document(self, doc_id: str) -> None:
        """Remove the document, its chunks, their edges, and entities no other chunk mentions."""

    def find_entities(self, keys: Iterable[str]) -> dict[str, Entity]:
        """Entities whose id (the normalised name key every alias shares) is in ``keys``."""

    def expand(self, seeds: Sequence[str], hops: int, max_fanout: int) -> list[GraphHit]:
        """Chunks within ``hops`` edges of the seed entities (MENTIONS and RELATED edges, either
        direction), each node expanding to at most ``max_fanout`` neighbours in id order.
        Sorted by distance, then by how many seeds reach the chunk, then chunk id."""

    def chunk_entities(self, chunk_ids: Sequence[str]) -> dict[str, list[str]]:
        """Entity ids each chunk mentions."""

    def entity_relations(self, entity_ids: Sequence[str], predicates: Sequence[str] | None = None) -> list[Relation]:
        """Every RELATED edge that starts or ends at one of the entities, once each, as
        Relation(source, target, predicate, chunk_id, phrase, count), sorted by source, target,
        predicate, chunk id. ``co_occurs`` edges: one per pair, chunk_id the first of its chunks,
        count how many chunks name both. With ``predicates``, only the edges with one of them
        (filtered in the store: a hub's other edges are never read)."""

    def entity_ids(self) -> list[str]:
        """Every entity id (for fuzzy and embedding linking)."""

    def entity_chunks(self, entity_ids: Sequence[str]) -> dict[str, list[str]]:
        """Chunk ids that mention each entity, sorted."""

    def counts(self) -> dict[str, int]:
        """documents, chunks, entities, mentions, relations."""

    def commit(self) -> None:
        """Make the writes so far durable (the embedded store saves its file)."""

    def close(self) -> None: ...


@runtime_checkable
class DocStore(Protocol):
    """Documents (title, source, content hash, metadata) and their chunk rows: the text every
    store's hits are resolved against, and the content hashes incremental ingest compares."""

    def put(self, doc: Document, content_hash: str, chunks: Sequence[Chunk]) -> None:
        """Store a document and its chunks, replacing any earlier version of it."""

    def delete(self, doc_id: str) -> None: ...
    def hashes(self) -> dict[str, str]:
        """doc id -> content hash, of every document."""

    def sources(self) -> dict[str, str]:
        """doc id -> the file it came from, as given at ingest (``file.jsonl:LINE`` for a record)."""

    def titles(self) -> list[str]: ...
    def lead_chunks(self) -> list[tuple[str, str]]:
        """(title, chunk id) of every document's first chunk, by chunk id."""

    def chunks(self, chunk_ids: Iterable[str] | None = None) -> dict[str, Chunk]:
        """The given chunks the store holds (every chunk: None)."""

    def chunk_metadata(self) -> Iterable[tuple[str, dict]]:
        """(chunk id, its document's metadata) for every chunk."""

    def stray_chunks(self) -> list[str]:
        """Chunks whose document is not in the store, sorted."""

    def delete_chunks(self, chunk_ids: Iterable[str]) -> None: ...
    def counts(self) -> dict[str, int]:
        """documents, chunks."""

    def commit(self) -> None: ...
    def close(self) -> None: ...


# Metadata filters: (field, op, value) with op one of == != > >= < <=, all of which must hold.
Filters = Sequence[tuple[str, str, Any]]


@runtime_checkable
class DenseIndex(Protocol):
    """One normalised embedding per chunk; cosine (= dot product) search."""

    def upsert(self, chunks: Sequence[Chunk], vectors: np.ndarray) -> None: ...
    def delete_document(self, doc_id: str) -> None: ...
    def search(self, vector: np.ndarray, k: int, filters: Filters | None = None) -> list[tuple[str, float]]:
        """The ``k`` chunks most similar to ``vector`` (cosine), best first, among those whose
        metadata passes every filter."""

    def vectors(self, chunk_ids: Sequence[str]) -> dict[str, np.ndarray]:
        """The stored (normalised) vector of each given chunk that the index holds."""

    def count(self) -> int: ...
    def commit(self) -> None: ...
    def close(self) -> None: ...


@dataclass
class SparseResult:
    """A keyword search's answer: its best chunks, and the same scoring for any other chunk
    (0 where the engine only scores its own hits, as Weaviate's BM25 does)."""

    hits: list[tuple[str, float]]
    score: Callable[[Sequence[str]], dict[str, float]]


@runtime_checkable
class SparseIndex(Protocol):
    """Keyword (BM25) search over chunk title and text."""

    def query(
        self, question: str, k: int, filters: Filters | None = None, allowed: Collection[str] | None = None
    ) -> SparseResult:
        """The best ``k`` chunks for ``question`` among those passing ``filters`` (an engine that
        cannot filter by metadata itself uses ``allowed``, the passing chunk ids)."""

    def __len__(self) -> int: ...


@runtime_checkable
class HybridSearch(Protocol):
    """Optional capability of a dense index: the engine's own keyword + vector search."""

    def hybrid(
        self, question: str, vector: np.ndarray, k: int, alpha: float, fusion: str, filters: Filters | None = None
    ) -> list[tuple[str, float]]: ...
