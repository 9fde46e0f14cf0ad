"""The query pipeline: link entities, run the retrievers, fuse, walk the graph, rerank, explain.

    retrieve(question)  -> Candidates: BM25 and dense lists with scores, linked entities
    rank(candidates, config) -> ordered chunk ids with scores and graph evidence
                           (the registered stages of ``retrieve/stages.py``)
    search(question)    -> Result: hits with doc, title, text, score, per-retriever ranks, reasons

``rank`` is cheap next to ``retrieve``, so evaluation runs every configuration on one retrieval.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .deadline import check as check_deadline
from .errors import GraphragError, QueryError, StoreUnavailableError
from .index import Index
from .models import Hit
from .retrieve.bridge import NameWords
from .retrieve.context import ChunkLookup, RankConfig, Ranking, StageContext
from .retrieve.first_stage import RETRIEVERS, Query
from .retrieve.fusion import ranks
from .retrieve.linking import EntityNames, Link, link_entities
from .retrieve.path_evidence import PathEvidence
from .retrieve.stages import named_configs, rank
from .stores.filters import Filters, matches, validate
from .stores.protocols import SparseResult
from .text import bm25_tokens, title_key

log = logging.getLogger(__name__)
NOTHING = SparseResult([], lambda ids: {})  # what a retriever whose store is down finds (stores.degrade)
QUESTION_CACHE = 1024  # question vectors kept for repeated questions
PER_DOCUMENT_READ = 200  # chunk rows read at a time while looking for k distinct documents

__all__ = ["Candidates", "QueryPipeline", "RankConfig", "Ranking", "Result", "named_configs"]


@dataclass
class Candidates:
    question: str
    tokens: list[str]
    vector: np.ndarray
    links: list[Link]
    lists: dict[str, list[str]]  # retriever -> chunk ids, best first
    scores: dict[str, dict[str, float]]  # retriever -> raw score of every pooled chunk
    results: dict[str, SparseResult]  # retriever -> its answer, which also scores chunks outside the pool
    timings: dict[str, float] = field(default_factory=dict)
    allowed: frozenset[str] | None = None  # with metadata filters: the chunks that pass them
    partial: list[str] = field(default_factory=list)  # retrievers left out: their store is down (stores.degrade)


@dataclass
class Result:
    question: str
    hits: list[Hit]
    links: list[Link]
    timings: dict[str, float] = field(default_factory=dict)  # stage -> milliseconds
    reranker: str = ""
    partial: list[str] = field(default_factory=list)  # retrievers left out: their store is down


def naming_sentence(text: str, names: Sequence[str]) -> str:
    """The first sentence of ``text`` that names one of ``names`` (any case); else what links."""
    import re

    sentences = [s for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip()]
    for name in names:
        for s in sentences:
            if name.lower() in s.lower():
                return s.strip()
    return f"names {names[0]}" if names else ""


class Stages:
    """Each named stage's milliseconds (``with stage("bm25"): ...``); a request past its deadline
    (graphrag serve) stops at the next stage it enters."""

    def __init__(self) -> None:
        self.ms: dict[str, float] = {}

    @contextmanager
    def __call__(self, name: str) -> Iterator[None]:
        check_deadline(name)
        t = time.perf_counter()
        yield
        self.ms[name] = self.ms.get(name, 0.0) + (time.perf_counter() - t) * 1000


class QueryPipeline:
    """Everything loads once; ``search`` can then be called many times."""

    def __init__(self, index: Index):
        self.index = index
        self.settings = index.settings
        self._embedder: Any = None
        self._reranker: tuple[str, Any] | None = None
        self._names: EntityNames | None = None
        self._relpaths: Any = None
        self._kinds: dict[str, list[str]] | None = None  # entity id -> what it is, in words (relation paths)
        self._question_vectors: dict[str, np.ndarray] = {}
        self._name_words: NameWords | None = None
        self._chunk_facts: dict[str, tuple[str, str]] = {}  # chunk -> (title key, document id), one index version
        self._down: dict[str, StoreUnavailableError] = {}  # retriever -> why its store was last found down
        self.also_retrieve: set[str] = set()  # retrievers run on request (eval asks for weaviate-hybrid)

    @property
    def embedder(self) -> Any:
        if self._embedder is None:
            from .models_loader import load_embedder, set_model_threads

            e = self.settings.embedding
            self._embedder = load_embedder(e.embedding_model, e.embed_batch_size, e.embed_backend, e.phrase_model)
            set_model_threads(e.query_threads)
        return self._embedder

    def embed_question(self, question: str) -> np.ndarray:
        """The question's vector; repeated questions come from a small cache."""
        vector = self._question_vectors.pop(question, None)
        if vector is None:
            vector = self.embedder.encode([question], query=True)[0]
        self._question_vectors[question] = vector  # most recent last
        if len(self._question_vectors) > QUESTION_CACHE:
            self._question_vectors.pop(next(iter(self._question_vectors)))
        return vector

    @property
    def entity_names(self) -> EntityNames | None:
        """Every entity key, loaded on the first query that links beyond exact matches."""
        r = self.settings.retrieval
        if self._names is None and (r.link_fuzzy or r.link_embedding):
            embed = (lambda texts: self.embedder.encode_phrases(texts)) if r.link_embedding else None
            self._names = EntityNames(self.index.graph, embed)
        return self._names

    # -- stage 1: candidates --------------------------------------------------------------
    def retrieve(
        self,
        question: str,
        filters: Filters | None = None,
        vector: np.ndarray | None = None,
        bm25_query: Mapping[str, float] | None = None,
        links: list[Link] | None = None,
    ) -> Candidates:
        """The candidate lists; with ``filters``, only chunks whose document metadata passes them.
        Query understanding (understand/) may give the ``vector`` to search with (a conversation's
        blend), a weighted keyword query (``bm25_query``, term -> weight, after expansion) and the
        question's entity links when it already linked them."""
        filters = validate(filters)
        tokens = bm25_tokens(question)
        if not tokens:
            raise QueryError(f"the question {question!r} has no usable words to search for")
        stage = Stages()
        r = self.settings.retrieval
        n = r.candidates
        allowed = None
        if filters:
            with stage("filter"):
                allowed = self._allowed(filters)
        if links is None:
            with stage("link"):
                links = link_entities(question, self.index.graph, self.entity_names, r.link_fuzzy, r.link_embedding)

        def question_vector() -> np.ndarray:
            nonlocal vector
            if self._embedder is None:
                with stage("load"):
                    self.embedder  # noqa: B018 - the first query loads the model; later ones do not
            if vector is None:
                with stage("embed"):
                    vector = self.embed_question(question)
            return vector

        query = Query(question, question_vector, n, filters, allowed, bm25_query)
        results, partial = self._first_stage(query, stage)
        lists = {name: [c for c, _ in res.hits] for name, res in results.items()}
        with stage("pool"):  # every list's chunks, scored by each retriever that runs for every question
            pool = sorted({c for name, res in results.items() if not RETRIEVERS[name].on_request for c, _ in res.hits})
            scores = {
                name: self._degraded(name, partial, functools.partial(res.score, pool), {})
                if not RETRIEVERS[name].on_request
                else dict(res.hits)
                for name, res in results.items()
            }
        vector = question_vector()
        return Candidates(question, tokens, vector, links, lists, scores, results, stage.ms, allowed, partial)

    def _first_stage(self, query: Query, stage: Stages) -> tuple[dict[str, SparseResult], list[str]]:
        """Each registered retriever's answer (those run on request only when asked), and the
        retrievers left out because their store is down (stores.degrade)."""
        results: dict[str, SparseResult] = {}
        partial: list[str] = []
        for name, retriever in RETRIEVERS.items():
            if retriever.on_request and name not in self.also_retrieve:
                continue
            if retriever.needs_vector:
                query.vector()  # the model's load and the embedding timed apart from the search
            with stage(name):
                search = functools.partial(retriever.search, self.index, self.settings, query)
                results[name] = self._degraded(name, partial, search, NOTHING)
        if partial and len(partial) == len(results):  # nothing left to answer from: the first store's error
            raise self._down[partial[0]]
        return results, partial

    def _degraded(self, name: str, partial: list[str], fn: Callable[[], Any], empty: Any) -> Any:
        """``fn()``; with stores.degrade, ``empty`` when its store is down (``name`` noted in ``partial``)."""
        try:
            return fn()
        except StoreUnavailableError as e:
            if not self.settings.stores.degrade:
                raise
            if name not in partial:
                log.warning("answering without the %s retriever (stores.degrade): %s", name, e)
                partial.append(name)
                self._down[name] = e
            return empty

    def _allowed(self, filters: Filters) -> frozenset[str]:
        """The chunks whose document metadata passes ``filters`` (a warning for a field no document has)."""
        rows = list(self.index.docs.chunk_metadata())
        present = {key for _, m in rows for key in m}
        for field_name in sorted({f for f, _, _ in filters} - present):
            log.warning("no document has the metadata field %r: the filter on it excludes everything", field_name)
        return frozenset(c for c, m in rows if matches(m, filters))

    # -- stage 2: ranking -----------------------------------------------------------------
    def rank(self, cand: Candidates, config: RankConfig) -> Ranking:
        """Fusion, graph stage and rerankers of ``config`` over the candidates."""

        def raw_scores(retriever: str, ids: list[str]) -> dict[str, float]:
            found = cand.results.get(retriever)
            if found is None:
                return {c: cand.scores[retriever].get(c, 0.0) for c in ids}
            return self._degraded(retriever, cand.partial, lambda: found.score(ids), {})

        if config.graph in ("learned", "relpath"):
            self._load_relation_paths()
        ctx = StageContext(
            question=cand.question,
            vector=cand.vector,
            lists=cand.lists,
            scores=cand.scores,
            seeds=[link.entity.entity_id for link in cand.links],
            config=config,
            settings=self.settings.retrieval,
            graph=self.index.graph,
            lookup=ChunkLookup(self.index.docs.chunks, raw_scores, self._chunk_facts),
            n_chunks=self.index.n_chunks,
            vectors=lambda ids: self._degraded("dense", cand.partial, lambda: self.index.dense.vectors(ids), {}),
            cross_encoder=self._cross_encoder,
            relation_paths=functools.partial(self._relation_paths, links=cand.links),
            terms=cand.tokens,
            term_scores=self._term_scores(),
            names=self.name_words,
        )
        return rank(ctx)

    @property
    def name_words(self) -> NameWords:
        """Name words and links between chunks (retrieve/bridge.py), read at once on first use."""
        if self._name_words is None:
            names = NameWords(self.index.graph)

            def titles(ids: Sequence[str]) -> dict[str, str]:
                return {c: title_key(ch.title) for c, ch in self.index.docs.chunks(list(ids)).items()}

            names.preload(titles)
            self._name_words = names
        return self._name_words

    def _term_scores(self) -> Callable[[Sequence[str], Sequence[str]], np.ndarray] | None:
        """Per-term BM25 of chunks, from the local keyword index (None when there is none)."""
        try:
            bm25 = self.index.bm25
        except GraphragError:
            return None
        return bm25.term_scores if len(bm25) else None

    def _load_relation_paths(self) -> None:
        """The relation-path finder, loaded once (before a ranking starts, so its first walk pays nothing)."""
        if self._relpaths is None:
            from .models_loader import load_spacy
            from .retrieve.relpath import RelationPaths, RelPathParams

            nlp = load_spacy(self.settings.extraction.spacy_model)
            embed = self.index.phrases.embed_with(self.embedder.encode_phrases)  # ingest embedded the graph's phrases
            finder = RelationPaths(nlp, embed, RelPathParams.of(self.settings.retrieval))
            finder.preload(self.index.graph)
            self._describe_entities([])
            self._relpaths = finder

    def _relation_paths(
        self, question: str, relevance: Callable[[list[str]], dict[str, float]], links: Sequence[Link] = ()
    ) -> PathEvidence:
        """Chunks stating the facts of the question's best relation paths, with each one's path;
        the parser (spaCy), the phrase matcher (the embedder), the entities' facts (a graph of at
        most FACT_CACHE entities: all of them) and kinds load on first use, so a warm-up question
        (``graphrag serve`` asks one before it says ready) leaves nothing for the first real one."""
        from .retrieve.path_evidence import relation_evidence
        from .retrieve.relpath import RelPathParams

        least = RelPathParams.of(self.settings.retrieval).min
        self._load_relation_paths()
        linked = [(link.entity.entity_id, link.surface) for link in links if link.how != "exact"]  # misspelt
        return relation_evidence(
            self._relpaths, question, self.index.graph, relevance, least, self._describe_entities, linked
        )

    def _describe_entities(self, entity_ids: list[str]) -> dict[str, list[str]]:
        """What each entity is, in words: the objects of its "is a" and "works as" facts
        ("internal service") and the first sentence of the document titled with its name
        ("Cinderpatch is an internal service for ..."). Read for every entity at first use (one
        store call and one table read, instead of two per question) and kept for the life of the
        pipeline (one index version); their vectors come from the index's phrase table."""
        if self._kinds is None:
            from .stores.phrases import KIND_PREDICATES, kind_phrases

            graph = self.index.graph
            facts = graph.entity_relations(graph.entity_ids(), KIND_PREDICATES)
            leads = self.index.docs.chunks([c for _, c in self.index.docs.lead_chunks()])
            self._kinds = kind_phrases(facts, leads.values())
        return {e: self._kinds[e] for e in entity_ids if e in self._kinds}

    def _cross_encoder(self, name: str) -> Any:
        if self._reranker is None or self._reranker[0] != name:
            from .models_loader import load_cross_encoder

            self._reranker = (name, load_cross_encoder(name))
        return self._reranker[1]

    # -- stage 3: hits --------------------------------------------------------------------
    def search(
        self,
        question: str,
        k: int = 10,
        config: RankConfig | None = None,
        filters: Filters | None = None,
        per_document: bool = False,
    ) -> Result:
        """The ``k`` best chunks for ``question`` (with ``per_document``: of ``k`` documents, each
        by its best chunk), with their reasons."""
        config = config or RankConfig.from_settings(self.settings.retrieval)
        cand = self.retrieve(question, filters)
        t = time.perf_counter()
        ranking = self.rank(cand, config)
        cand.timings["rank"] = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        hits = self.hits(cand, ranking, k, per_document)
        cand.timings["resolve"] = (time.perf_counter() - t) * 1000
        return Result(question, hits, cand.links, cand.timings, ranking.reranker, list(cand.partial))

    def hits(self, cand: Candidates, ranking: Ranking, k: int, per_document: bool = False) -> list[Hit]:
        order = ranking.order
        if cand.allowed is not None:  # the graph can reach chunks the filters exclude
            order = [(c, s) for c, s in order if c in cand.allowed]
        away = self.index.in_flight
        if away:  # documents a writer is rewriting on the servers (or a killed one left): not answered from
            rows = self.index.docs.chunks([c for c, _ in order[: k + 100]])
            order = [(c, s) for c, s in order[: k + 100] if c in rows and rows[c].doc_id not in away]
        top = self._best_per_document(order, k) if per_document else order[:k]
        return self._hits(cand, ranking, top)

    def _best_per_document(self, order: list[tuple[str, float]], k: int) -> list[tuple[str, float]]:
        """The first ``k`` chunks of ``order`` from distinct documents: each document at its best chunk."""
        out: list[tuple[str, float]] = []
        seen: set[str] = set()
        for i in range(0, len(order), PER_DOCUMENT_READ):
            part = order[i : i + PER_DOCUMENT_READ]
            rows = self.index.docs.chunks([c for c, _ in part])
            for c, s in part:
                row = rows.get(c)
                if row is not None and row.doc_id not in seen:
                    seen.add(row.doc_id)
                    out.append((c, s))
                    if len(out) == k:
                        return out
        return out

    def _hits(self, cand: Candidates, ranking: Ranking, top: list[tuple[str, float]]) -> list[Hit]:
        """The hits of the chunks ``top``, in order, each with its retrievers' ranks and reasons."""
        shown = [ranking.evidence[c] for c, _ in top if c in ranking.evidence]  # only the hits' evidence
        need = {c for c, _ in top} | {ev.via_chunk for ev in shown if ev.via_chunk}
        chunks = self.index.docs.chunks(list(need))
        lists = dict(cand.lists)
        if ranking.graph_list:
            lists["graph"] = ranking.graph_list
        if ranking.relpath_list:
            lists["relpath"] = ranking.relpath_list
        positions = ranks(lists)
        entity_ids = {e for ev in shown for e in ev.entities}
        names = self.index.graph.find_entities(sorted(entity_ids))
        out: list[Hit] = []
        for cid, score in top:
            chunk = chunks.get(cid)
            if chunk is None:  # a store holds a chunk the doc table lost: leave it out
                continue
            ev = ranking.evidence.get(cid)
            entity_names = [names[e].name for e in ev.entities if e in names] if ev else []
            path: list[str] = []
            hops = list(ev.hops) if ev else []
            if ev and ev.via_chunk and ev.via_chunk in chunks and not hops:
                via = chunks[ev.via_chunk]
                words = entity_names or list(ev.entities)
                hops = [(via.title, chunk.title, naming_sentence(via.text, words))]
            if ev and ev.via_chunk and ev.via_chunk in chunks and entity_names:
                # chunk -MENTIONS-> entity <-MENTIONS- chunk: the two chunks share the entity
                path = [
                    f"[{chunks[ev.via_chunk].title}]",
                    "-MENTIONS->",
                    f"({entity_names[-1]})",
                    "<-MENTIONS-",
                    "this chunk" + (" (its title)" if ev.title_link else ""),
                ]
            elif ev and ev.steps:  # a relation path: [anchor] -predicate-> (entity) ...
                path = list(ev.steps)
            elif ev and len(ev.path) > 1:  # k-hop: the entities walked through, seed first
                path = [step for name in ev.path for step in (f"({name})", "→")] + ["this chunk"]
            out.append(
                Hit(
                    len(out) + 1,
                    cid,
                    chunk.doc_id,
                    chunk.title,
                    chunk.text,
                    float(score),
                    positions.get(cid, {}),
                    entity_names,
                    path,
                    hops,
                )
            )
        return out
