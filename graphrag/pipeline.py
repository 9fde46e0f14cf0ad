"""The query pipeline: link entities, run the retrievers, fuse, walk the graph, rerank, explain.

    retrieve(question)  -> Candidates: BM25 and dense lists with scores, linked entities
    rank(candidates, config) -> ordered chunk ids with scores and graph evidence
    search(question)    -> Result: hits with doc, title, text, score, per-retriever ranks, reasons

``rank`` is cheap next to ``retrieve``, so evaluation runs every configuration on one retrieval.
"""
from __future__ import annotations

import time
from contextlib import contextmanager
from dataclasses import dataclass, field, replace

import numpy as np

from .config import Settings
from .errors import QueryError
from .index import Index
from .models import Hit
from .retrieve.fusion import ZScore, ranks, rrf, weighted
from .retrieve.graph import ChainParams, GraphEvidence, chain_scores, personalized_pagerank
from .retrieve.linking import EntityNames, Link, link_entities
from .retrieve.relpath import fuse_ranked, relation_evidence
from .stores.filters import Filters, matches, validate
from .text import bm25_tokens, title_key


@dataclass(frozen=True)
class RankConfig:
    """One way to turn the candidates into a ranking. ``default`` is what ``graphrag query`` runs."""

    name: str
    retrievers: tuple[str, ...] = ("bm25", "dense")
    fusion: str = "weighted"  # weighted | rrf
    alpha: float = 0.7
    graph: str = "chain"  # chain | ppr | khop | none | ppr-only | khop-only
    rerank_model: str = ""
    rerank_depth: int = 20
    mmr_lambda: float = 0.0
    relpath: bool = False  # fuse in the relation-path list (retrieve/relpath.py)

    @classmethod
    def from_settings(cls, s: Settings, name: str = "default") -> "RankConfig":
        return cls(name, ("bm25", "dense"), s.fusion, s.alpha, s.graph_mode, s.rerank_model,
                   s.rerank_depth, s.mmr_lambda, s.relpath_depth > 0)


def named_configs(s: Settings) -> dict[str, RankConfig]:
    """The configurations ``graphrag eval`` knows by name."""
    default = RankConfig.from_settings(s)
    configs = {
        "bm25": RankConfig("bm25", ("bm25",), graph="none"),
        "dense": RankConfig("dense", ("dense",), graph="none"),
        "hybrid": RankConfig("hybrid", ("bm25", "dense"), "rrf", graph="none"),
        "weighted": RankConfig("weighted", ("bm25", "dense"), "weighted", s.alpha, graph="none"),
        "graph": RankConfig("graph", graph="ppr-only"),
        "khop": RankConfig("khop", graph="khop-only"),
        "rrf-khop": RankConfig("rrf-khop", fusion="rrf", graph="khop"),
        "chain": replace(default, name="chain", graph="chain", rerank_model="", mmr_lambda=0.0, relpath=False),
        "ppr": replace(default, name="ppr", graph="ppr", rerank_model="", mmr_lambda=0.0, relpath=False),
        "default": default,
    }
    if s.vectors == "weaviate":  # Weaviate's own hybrid search (its BM25 + HNSW), for comparison
        configs["weaviate-hybrid"] = RankConfig("weaviate-hybrid", ("weaviate-hybrid",), graph="none")
    return configs


@dataclass
class Candidates:
    question: str
    tokens: list[str]
    vector: np.ndarray
    links: list[Link]
    lists: dict[str, list[str]]  # retriever -> chunk ids, best first
    scores: dict[str, dict[str, float]]  # retriever -> raw score of every pooled chunk
    bm25_all: np.ndarray | None  # local BM25 score of every chunk, in BM25 index order (None: Weaviate's)
    timings: dict[str, float] = field(default_factory=dict)
    allowed: frozenset[str] | None = None  # with metadata filters: the chunks that pass them


@dataclass
class Ranking:
    order: list[tuple[str, float]]
    evidence: dict[str, GraphEvidence] = field(default_factory=dict)
    graph_list: list[str] = field(default_factory=list)  # chunks the graph stage raised, best first
    relpath_list: list[str] = field(default_factory=list)  # chunks stating the relation paths' facts
    reranker: str = ""


@dataclass
class Result:
    question: str
    hits: list[Hit]
    links: list[Link]
    timings: dict[str, float] = field(default_factory=dict)  # stage -> milliseconds
    reranker: str = ""


class QueryPipeline:
    """Everything loads once; ``search`` can then be called many times."""

    def __init__(self, index: Index):
        self.index = index
        self.settings = index.settings
        self._embedder = None
        self._reranker = None
        self._bm25_pos: dict[str, int] | None = None
        self._names: EntityNames | None = None
        self._relpaths = None
        self.weaviate_hybrid = False  # also fetch Weaviate's own hybrid list (eval turns it on)

    @property
    def embedder(self):
        if self._embedder is None:
            from .models_loader import load_embedder

            self._embedder = load_embedder(self.settings.embedding_model, self.settings.embed_batch_size)
        return self._embedder

    @property
    def entity_names(self) -> EntityNames | None:
        """Every entity key, loaded on the first query that links beyond exact matches."""
        if self._names is None and (self.settings.link_fuzzy or self.settings.link_embedding):
            embed = (lambda texts: self.embedder.encode(texts)) if self.settings.link_embedding else None
            self._names = EntityNames(self.index.graph, embed)
        return self._names

    # -- stage 1: candidates --------------------------------------------------------------
    def retrieve(self, question: str, filters: Filters | None = None) -> Candidates:
        """The candidate lists; with ``filters``, only chunks whose document metadata passes them."""
        filters = validate(filters)
        tokens = bm25_tokens(question)
        if not tokens:
            raise QueryError(f"the question {question!r} has no usable words to search for")
        timings: dict[str, float] = {}

        @contextmanager
        def stage(name):
            t = time.perf_counter()
            yield
            timings[name] = timings.get(name, 0.0) + (time.perf_counter() - t) * 1000

        n = self.settings.candidates
        allowed = None
        if filters:
            with stage("filter"):
                allowed = frozenset(c for c, m in self.index.docs.chunk_metadata() if matches(m, filters))
        with stage("link"):
            links = link_entities(question, self.index.graph, self.entity_names, self.settings.link_fuzzy,
                                  self.settings.link_embedding)
        with stage("bm25"):
            if self.settings.sparse == "weaviate":  # Weaviate's BM25: scores for its own list only
                bm25 = self.index.dense.bm25(question, n, filters)
                bm25_all = None
            else:
                bm25_all = self.index.bm25.scores(tokens)
                bm25 = self.index.bm25.search(tokens, n) if allowed is None else self._bm25_top(bm25_all, allowed, n)
        if self._embedder is None:
            with stage("load"):
                self.embedder  # noqa: B018 - the first query loads the model; later ones do not
        with stage("embed"):
            vector = self.embedder.encode([question])[0]
        with stage("dense"):
            dense = self.index.dense.search(vector, n, filters)
        lists = {"bm25": [c for c, _ in bm25], "dense": [c for c, _ in dense]}
        with stage("pool"):
            pool = sorted({c for c, _ in bm25} | {c for c, _ in dense})
            sparse = dict(bm25) if bm25_all is None else None
            scores = {"bm25": self._bm25_scores(bm25_all, pool, sparse), "dense": self._dense_scores(vector, pool)}
        if self.weaviate_hybrid:
            with stage("weaviate-hybrid"):
                hybrid = self.index.dense.hybrid(question, vector, n, self.settings.alpha,
                                                 self.settings.hybrid_fusion, filters)
            lists["weaviate-hybrid"], scores["weaviate-hybrid"] = [c for c, _ in hybrid], dict(hybrid)
        return Candidates(question, tokens, vector, links, lists, scores, bm25_all, timings, allowed)

    def _bm25_top(self, bm25_all: np.ndarray, allowed: frozenset[str], n: int) -> list[tuple[str, float]]:
        """BM25's best ``n`` among the allowed chunks (positive scores only, ties by index order)."""
        ids = self.index.bm25.ids
        rows = [i for i, c in enumerate(ids) if bm25_all[i] > 0 and c in allowed]
        return [(ids[i], float(bm25_all[i])) for i in sorted(rows, key=lambda i: (-bm25_all[i], i))[:n]]

    def _bm25_scores(self, bm25_all: np.ndarray | None, chunk_ids, sparse: dict | None = None) -> dict[str, float]:
        if bm25_all is None:  # Weaviate's BM25 scored its own list; everything else scores 0
            return {c: (sparse or {}).get(c, 0.0) for c in chunk_ids}
        if self._bm25_pos is None:
            self._bm25_pos = {c: i for i, c in enumerate(self.index.bm25.ids)}
        return {c: float(bm25_all[self._bm25_pos[c]]) for c in chunk_ids if c in self._bm25_pos}

    def _dense_scores(self, vector: np.ndarray, chunk_ids) -> dict[str, float]:
        return {c: float(v @ vector) for c, v in self.index.dense.vectors(list(chunk_ids)).items()}

    # -- stage 2: ranking -----------------------------------------------------------------
    def rank(self, cand: Candidates, config: RankConfig) -> Ranking:
        ranking = self._rank(cand, config)
        if config.relpath:  # relation paths: their evidence is one more ranked list, fused in
            rel_ids, rel_evidence = self.relation_paths(cand)
            if rel_ids:
                ranking.order = fuse_ranked(ranking.order, rel_ids, self.settings.relpath_weight, self.settings.rrf_k)
                ranking.evidence.update(rel_evidence)
                ranking.relpath_list = rel_ids
        return ranking

    def relation_paths(self, cand: Candidates) -> tuple[list[str], dict[str, GraphEvidence]]:
        """Chunk ids stating the facts of the question's best relation paths, best first, with
        the path of each (empty when the question has no relational structure)."""
        if self._relpaths is None:
            from .models_loader import load_spacy
            from .retrieve.relpath import RelationPaths

            self._relpaths = RelationPaths(load_spacy(self.settings.spacy_model), self.embedder.encode,
                                           self.settings.relpath_depth, self.settings.relpath_beam)
        return relation_evidence(self._relpaths, cand.question, self.index.graph,
                                 lambda ids: self._dense_scores(cand.vector, ids), self.settings.relpath_min)

    def _rank(self, cand: Candidates, config: RankConfig) -> Ranking:
        if len(config.retrievers) == 1 and config.graph == "none":
            name = config.retrievers[0]
            return Ranking([(c, cand.scores[name][c]) for c in cand.lists[name]])
        lists = {r: cand.lists[r] for r in config.retrievers}
        if config.fusion == "rrf":
            fused = dict(rrf(lists, k=self.settings.rrf_k))
            z = ZScore(list(fused.values()))
            base = {c: z(s) for c, s in fused.items()}

            def extra(ids):
                return {c: z(0.0) for c in ids}
        else:
            weights = {"dense": config.alpha, "bm25": 1 - config.alpha}
            scores = {r: cand.scores[r] for r in config.retrievers}
            base = weighted(scores, weights)
            normal = {r: ZScore(list(s.values())) for r, s in scores.items()}

            def extra(ids):
                ids = list(ids)
                raw = {"bm25": self._bm25_scores(cand.bm25_all, ids, cand.scores["bm25"]),
                       "dense": self._dense_scores(cand.vector, ids)}
                return {c: sum(weights.get(r, 0) * normal[r](raw[r].get(c, 0.0)) for r in normal) for c in ids}

        graph = config.graph
        seeds = [link.entity.entity_id for link in cand.links]
        if graph == "chain":
            final, evidence = self._chain(base, extra, seeds)
            raised = sorted((c for c in evidence if final[c] > 2 * base.get(c, -np.inf) or c not in base),
                            key=lambda c: -final[c])
            order = sorted(final.items(), key=lambda kv: (-kv[1], kv[0]))
            return self._finish(cand, Ranking(order, evidence, raised), config)
        if graph in ("ppr", "ppr-only"):
            top = sorted(base, key=lambda c: -base[c])[: max(self.settings.first_hops, 5)]
            weights_ = {c: float(np.exp(base[c] - base[top[0]])) for c in top} if top else {}
            pr = personalized_pagerank(weights_, seeds, self.index.graph, self.settings.max_fanout)
            graph_list = sorted(pr, key=lambda c: (-pr[c], c))
            if graph == "ppr-only":
                return Ranking([(c, pr[c]) for c in graph_list], graph_list=graph_list)
            order = rrf({"text": sorted(base, key=lambda c: -base[c]), "graph": graph_list[: self.settings.candidates]},
                        k=self.settings.rrf_k)
            return self._finish(cand, Ranking(order, graph_list=graph_list), config)
        if graph in ("khop", "khop-only"):
            hits = self.index.graph.expand(seeds, self.settings.hops, self.settings.max_fanout) if seeds else []
            hits = hits[: self.settings.candidates]
            evidence = {h.chunk_id: GraphEvidence(list(h.seeds), path=list(h.path)) for h in hits}
            graph_list = [h.chunk_id for h in hits]
            if graph == "khop-only":
                return Ranking([(c, 1.0 / (i + 1)) for i, c in enumerate(graph_list)], evidence, graph_list)
            order = rrf({**lists, "graph": graph_list}, k=self.settings.rrf_k)
            return self._finish(cand, Ranking(order, evidence, graph_list), config)
        order = sorted(base.items(), key=lambda kv: (-kv[1], kv[0]))
        return self._finish(cand, Ranking(order), config)

    def _chain(self, base, extra, seeds):
        s = self.settings
        params = ChainParams(s.first_hops, s.link_weight, s.title_bonus, s.question_bonus, s.max_fanout)

        seen: dict = {}  # chunk rows read once per query, whichever callback asks first

        def rows(ids):
            seen.update(self.index.docs.chunks([c for c in ids if c not in seen]))
            return {c: seen[c] for c in ids if c in seen}

        def titles(ids):
            return {c: title_key(ch.title) for c, ch in rows(ids).items()}

        def docs(ids):
            return {c: ch.doc_id for c, ch in rows(ids).items()}

        return chain_scores(base, self.index.graph, titles, extra, docs, seeds, len(self.index.bm25), params)

    def _finish(self, cand: Candidates, ranking: Ranking, config: RankConfig) -> Ranking:
        """Rerank the head of the list (cross-encoder, then MMR), if the config asks for it."""
        if not config.rerank_model and not config.mmr_lambda:
            return ranking
        from .retrieve.rerank import mmr, rerank_cross_encoder

        depth = config.rerank_depth
        head, tail = ranking.order[:depth], ranking.order[depth:]
        if config.rerank_model:
            chunks = self.index.docs.chunks([c for c, _ in head])
            head = rerank_cross_encoder(self._cross_encoder(config.rerank_model), cand.question,
                                        [(c, chunks[c].title, chunks[c].text) for c, _ in head if c in chunks])
            ranking.reranker = config.rerank_model
        if config.mmr_lambda:
            vectors = self.index.dense.vectors([c for c, _ in head])
            head = mmr(head, cand.vector, vectors, config.mmr_lambda)
        low = min((s for _, s in head), default=0.0)
        ranking.order = head + [(c, min(s, low)) for c, s in tail]
        return ranking

    def _cross_encoder(self, name: str):
        if self._reranker is None or self._reranker[0] != name:
            from .models_loader import load_cross_encoder

            self._reranker = (name, load_cross_encoder(name))
        return self._reranker[1]

    # -- stage 3: hits --------------------------------------------------------------------
    def search(self, question: str, k: int = 10, config: RankConfig | None = None,
               filters: Filters | None = None) -> Result:
        config = config or RankConfig.from_settings(self.settings)
        cand = self.retrieve(question, filters)
        t = time.perf_counter()
        ranking = self.rank(cand, config)
        cand.timings["rank"] = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        hits = self.hits(cand, ranking, k)
        cand.timings["resolve"] = (time.perf_counter() - t) * 1000
        return Result(question, hits, cand.links, cand.timings, ranking.reranker)

    def hits(self, cand: Candidates, ranking: Ranking, k: int) -> list[Hit]:
        order = ranking.order
        if cand.allowed is not None:  # the graph can reach chunks the filters exclude
            order = [(c, s) for c, s in order if c in cand.allowed]
        top = order[:k]
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
        out = []
        for cid, score in top:
            chunk = chunks.get(cid)
            if chunk is None:  # a store holds a chunk the doc table lost: leave it out
                continue
            ev = ranking.evidence.get(cid)
            entity_names = [names[e].name for e in ev.entities if e in names] if ev else []
            path: list[str] = []
            if ev and ev.via_chunk and ev.via_chunk in chunks and entity_names:
                # chunk -MENTIONS-> entity <-MENTIONS- chunk: the two chunks share the entity
                path = [f"[{chunks[ev.via_chunk].title}]", "-MENTIONS->", f"({entity_names[-1]})",
                        "<-MENTIONS-", "this chunk" + (" (its title)" if ev.title_link else "")]
            elif ev and ev.steps:  # a relation path: [anchor] -predicate-> (entity) ...
                path = list(ev.steps)
            elif ev and len(ev.path) > 1:  # k-hop: the entities walked through, seed first
                path = [step for name in ev.path for step in (f"({name})", "→")] + ["this chunk"]
            out.append(Hit(len(out) + 1, cid, chunk.doc_id, chunk.title, chunk.text, float(score),
                           positions.get(cid, {}), entity_names, path))
        return out
