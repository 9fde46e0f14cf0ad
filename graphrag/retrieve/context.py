"""What the ranking stages share: a configuration, the context a stage sees, and what it returns.

    RankConfig    one way to rank (retrievers, fusion, graph stage, rerankers)
    StageContext  the question's candidates and what a stage may ask about any chunk
    Fused         normalised text scores of the pool (a fusion's output, a graph stage's input)
    Ranking       the ordered chunks with their graph evidence

Kept apart from the stages (stages.py) and the ranker's features (features.py), which both use them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import numpy as np

from ..models import Chunk
from ..text import title_key
from .bridge import NameWords
from .fusion import FusionParams
from .graph import GraphEvidence
from .path_evidence import PathEvidence
from .rerank import RerankParams

if TYPE_CHECKING:
    from ..config import RetrievalSettings
    from ..stores.protocols import GraphStore


@dataclass(frozen=True)
class RankConfig:
    """One way to turn the candidates into a ranking. ``default`` is what ``graphrag query`` runs."""

    name: str
    retrievers: tuple[str, ...]  # lists to fuse: bm25, dense (or weaviate-hybrid alone)
    fusion: str  # a name in FUSIONS
    alpha: float  # weighted fusion: the dense share
    graph: str  # a name in GRAPH_STAGES
    graph_only: bool = False  # rank by the graph stage's own list, not the fused one
    rerank_model: str = ""  # cross-encoder name or path; empty: none
    rerank_depth: int = 20
    mmr_lambda: float = 0.0

    @classmethod
    def from_settings(cls, r: RetrievalSettings, name: str = "default") -> RankConfig:
        fusion, rerank = FusionParams.of(r), RerankParams.of(r)
        return cls(
            name,
            ("bm25", "dense"),
            r.fusion,
            fusion.alpha,
            r.graph_mode,
            False,
            r.rerank_model,
            rerank.rerank_depth,
            rerank.mmr_lambda,
        )

    def plain(self, name: str, **changes: Any) -> RankConfig:
        """A variant without reranking (the named comparison configurations)."""
        return replace(self, name=name, rerank_model="", mmr_lambda=0.0, **changes)


@dataclass
class Ranking:
    order: list[tuple[str, float]]
    evidence: dict[str, GraphEvidence] = field(default_factory=dict)
    graph_list: list[str] = field(default_factory=list)  # chunks the graph stage raised, best first
    relpath_list: list[str] = field(default_factory=list)  # chunks stating relation-path facts, best first
    reranker: str = ""


class ChunkLookup:
    """What stages may ask about any chunk, in or out of the candidate pool; rows read once.
    ``known``: (title key, document id) of chunks seen by earlier questions of the same index
    version, kept by the pipeline (a chunk's title and document never change within one)."""

    def __init__(
        self,
        rows: Callable[[list[str]], dict[str, Chunk]],
        raw_scores: Callable[[str, list[str]], dict[str, float]],
        known: dict[str, tuple[str, str]] | None = None,
    ):
        self._read = rows
        self._raw = raw_scores
        self._seen: dict[str, Chunk] = {}
        self._known = {} if known is None else known

    def _facts(self, ids: Sequence[str]) -> dict[str, tuple[str, str]]:
        todo = [c for c in ids if c not in self._known]
        if todo:
            for c, ch in self.rows(todo).items():
                self._known[c] = (title_key(ch.title), ch.doc_id)
        return {c: self._known[c] for c in ids if c in self._known}

    def rows(self, ids: Sequence[str]) -> dict[str, Chunk]:
        self._seen.update(self._read([c for c in ids if c not in self._seen]))
        return {c: self._seen[c] for c in ids if c in self._seen}

    def title_keys(self, ids: Sequence[str]) -> dict[str, str]:
        return {c: t for c, (t, _) in self._facts(ids).items()}

    def doc_ids(self, ids: Sequence[str]) -> dict[str, str]:
        return {c: d for c, (_, d) in self._facts(ids).items()}

    def raw_scores(self, retriever: str, ids: Sequence[str]) -> dict[str, float]:
        """A retriever's own score for each chunk (BM25 or cosine), computed if not pooled."""
        return self._raw(retriever, list(ids))


@dataclass
class StageContext:
    question: str
    vector: np.ndarray
    lists: Mapping[str, list[str]]  # retriever -> chunk ids, best first
    scores: Mapping[str, Mapping[str, float]]  # retriever -> raw score of every pooled chunk
    seeds: list[str]  # entity ids linked in the question
    config: RankConfig
    settings: RetrievalSettings
    graph: GraphStore
    lookup: ChunkLookup
    n_chunks: int
    vectors: Callable[[list[str]], dict[str, np.ndarray]]
    cross_encoder: Callable[[str], Any]
    # (question, relevance of chunk ids) -> chunk ids stating the best relation paths' facts, and evidence
    relation_paths: Callable[..., PathEvidence] | None = None
    terms: Sequence[str] = ()  # the question's BM25 terms
    # (terms, chunk ids) -> each term's BM25 in each chunk; None: the keyword index can't say
    term_scores: Callable[[Sequence[str], Sequence[str]], np.ndarray] | None = None
    names: NameWords | None = None  # name word -> chunks, for bridges


@dataclass
class Fused:
    """Normalised text scores of the pool, and how to score chunks outside it on that scale."""

    base: dict[str, float]
    outside: Callable[[Sequence[str]], dict[str, float]]
