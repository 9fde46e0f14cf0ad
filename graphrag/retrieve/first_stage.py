"""First-stage retrievers, registered by name: each finds its best chunks for a question and scores
any other chunk the same way (what fusion and the graph stages need for chunks outside its list).

    RETRIEVERS = {"bm25": keyword search (BM25, local or Weaviate's), "dense": embedding search,
                  "weaviate-hybrid": Weaviate's own hybrid search (a comparison, run on request)}

A new retriever is one class with ``search`` in one file and an entry here; ``RankConfig.retrievers``
and ``graphrag eval``'s configurations name them. Retrievers see the question only through
:class:`Query` and the index's stores.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import numpy as np

from ..errors import QueryError
from ..stores.filters import Filters
from ..stores.protocols import SparseResult
from ..text import bm25_tokens
from .fusion import FusionParams

if TYPE_CHECKING:
    from ..config import Settings
    from ..index import Index


@dataclass
class Query:
    """What a retriever is asked: the question, its vector, how many chunks, and which may answer."""

    text: str
    vector: Callable[[], np.ndarray]  # the question's vector (computed, and the model loaded, on first use)
    n: int
    filters: Filters | None = None
    allowed: frozenset[str] | None = None  # with metadata filters: the chunks that pass them
    weighted: Mapping[str, float] | None = None  # the keyword query after expansion (term -> weight)


class Retriever(Protocol):
    on_request: bool  # run only when asked for (a comparison configuration), not for every question
    needs_vector: bool  # searches with the question's embedding

    def search(self, index: Index, settings: Settings, q: Query) -> SparseResult: ...


class KeywordSearch:
    """BM25 for the question, or for a weighted query: exact on the local index; an engine that takes
    only text (Weaviate's BM25) gets the expansion terms appended, unweighted."""

    on_request = False
    needs_vector = False

    def search(self, index: Index, settings: Settings, q: Query) -> SparseResult:
        engine = index.sparse
        if q.weighted is None:
            return engine.query(q.text, q.n, q.filters, q.allowed)
        from ..stores.bm25 import BM25Index, weighted_query

        if isinstance(engine, BM25Index):
            return weighted_query(engine, q.weighted, q.n, q.allowed)
        extra = [t for t in q.weighted if t not in set(bm25_tokens(q.text))]
        return engine.query(" ".join([q.text, *extra]), q.n, q.filters, q.allowed)


def dense_scores(index: Index, vector: np.ndarray, chunk_ids: Sequence[str]) -> dict[str, float]:
    """The cosine of ``vector`` to each chunk's (normalised) vector, in one product."""
    found = index.dense.vectors(list(chunk_ids))
    if not found:
        return {}
    return dict(zip(found, (np.stack(list(found.values())) @ vector).tolist()))


class DenseSearch:
    """The nearest chunks to the question's embedding (exact cosine, or the store's ANN)."""

    on_request = False
    needs_vector = True

    def search(self, index: Index, settings: Settings, q: Query) -> SparseResult:
        vector = q.vector()
        hits = index.dense.search(vector, q.n, q.filters)
        return SparseResult(hits, lambda ids: dense_scores(index, vector, ids))


class WeaviateHybrid:
    """Weaviate's own hybrid search (its BM25 and HNSW, fused by Weaviate), for comparison."""

    on_request = True
    needs_vector = True

    def search(self, index: Index, settings: Settings, q: Query) -> SparseResult:
        hybrid_search = index.hybrid
        if hybrid_search is None:
            raise QueryError("the weaviate-hybrid configuration needs the chunks in Weaviate (--vectors weaviate)")
        alpha = FusionParams.of(settings.retrieval).alpha
        hits = hybrid_search.hybrid(q.text, q.vector(), q.n, alpha, settings.weaviate.hybrid_fusion, q.filters)
        own = dict(hits)
        return SparseResult(hits, lambda ids: {c: own.get(c, 0.0) for c in ids})


RETRIEVERS: dict[str, Retriever] = {
    "bm25": KeywordSearch(),
    "dense": DenseSearch(),
    "weaviate-hybrid": WeaviateHybrid(),
}
