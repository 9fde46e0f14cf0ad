"""The pluggable ranking stages, registered by name: fusion, graph stage, rerankers.

    rank = fusion (FUSIONS) -> graph stage (GRAPH_STAGES) -> rerankers (RERANKERS, on the head)

A new stage is one class with the protocol's method, added to its registry; the settings'
allowed values, the CLI's choices and ``graphrag eval``'s configurations read the registries.
Stages see the query only through :class:`StageContext`: the candidates, the graph store, the
retrieval settings and a :class:`ChunkLookup` for chunks beyond the candidate pool.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import numpy as np

from ..config import SETTING_CHECKS, check_choice, register_params
from ..params import Params, param
from .bridge import Bridged, BridgeParams, Path, bridge, bridge_list
from .context import Fused, RankConfig, Ranking, StageContext
from .fusion import FusionParams, ZScore, rrf, weighted
from .graph import ChainParams, GraphEvidence, chain_scores, personalized_pagerank
from .path_evidence import fuse_ranked
from .relpath import RelPathParams

if TYPE_CHECKING:
    from ..config import RetrievalSettings, Settings
    from .features import Signals


def named_configs(s: Settings) -> dict[str, RankConfig]:
    """The configurations ``graphrag eval`` knows by name."""
    default = RankConfig.from_settings(s.retrieval)
    configs = {
        **{name: default.plain(name, graph=name) for name in GRAPH_STAGES if name != "none"},
        "bm25": default.plain("bm25", retrievers=("bm25",), graph="none"),
        "dense": default.plain("dense", retrievers=("dense",), graph="none"),
        "hybrid": default.plain("hybrid", fusion="rrf", graph="none"),
        "weighted": default.plain("weighted", fusion="weighted", graph="none"),
        "graph": default.plain("graph", fusion="weighted", graph="ppr", graph_only=True),
        "khop": default.plain("khop", graph="khop", graph_only=True),
        "rrf-khop": default.plain("rrf-khop", fusion="rrf", graph="khop"),
        "default": default,
    }
    if s.stores.vectors == "weaviate":  # Weaviate's own hybrid search (its BM25 + HNSW), for comparison
        configs["weaviate-hybrid"] = default.plain("weaviate-hybrid", retrievers=("weaviate-hybrid",), graph="none")
    return configs


# -- fusion ------------------------------------------------------------------------------------
class Fusion(Protocol):
    def fuse(self, ctx: StageContext) -> Fused: ...


class RRFFusion:
    """Reciprocal Rank Fusion (k = rrf_k), z-normalised; chunks outside every list score rank 0."""

    def fuse(self, ctx: StageContext) -> Fused:
        lists = {r: ctx.lists[r] for r in ctx.config.retrievers}
        fused = dict(rrf(lists, k=FusionParams.of(ctx.settings).rrf_k))
        z = ZScore(list(fused.values()))
        return Fused({c: z(s) for c, s in fused.items()}, lambda ids: {c: z(0.0) for c in ids})


class WeightedFusion:
    """alpha x z(dense) + (1 - alpha) x z(BM25), over the pooled chunks."""

    def fuse(self, ctx: StageContext) -> Fused:
        alpha = ctx.config.alpha
        weights = {"dense": alpha, "bm25": 1 - alpha}
        scores = {r: ctx.scores[r] for r in ctx.config.retrievers}
        normal = {r: ZScore(list(s.values())) for r, s in scores.items()}

        def outside(ids: Sequence[str]) -> dict[str, float]:
            total = np.zeros(len(ids))
            for r, z in normal.items():  # as weighted() sums them, a whole column at a time
                raw = ctx.lookup.raw_scores(r, ids)
                column = np.fromiter((raw.get(c, 0.0) for c in ids), dtype=float, count=len(ids))
                total = total + weights.get(r, 0) * z(column)
            return dict(zip(ids, total.tolist()))

        return Fused(weighted(scores, weights), outside)


FUSIONS: dict[str, Fusion] = {"weighted": WeightedFusion(), "rrf": RRFFusion()}


# -- graph stages ------------------------------------------------------------------------------
class GraphStage(Protocol):
    def run(self, fused: Fused, ctx: StageContext) -> Ranking: ...


def _by_score(scores: Mapping[str, float]) -> list[tuple[str, float]]:
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))


class NoGraph:
    """The fused text ranking as it is."""

    def run(self, fused: Fused, ctx: StageContext) -> Ranking:
        return Ranking(_by_score(fused.base))


class ChainStage:
    """Chunks reached from the best text matches through a shared entity (see graph.chain_scores)."""

    def run(self, fused: Fused, ctx: StageContext) -> Ranking:
        final, evidence = chain_scores(
            fused.base,
            ctx.graph,
            ctx.lookup.title_keys,
            fused.outside,
            ctx.lookup.doc_ids,
            ctx.seeds,
            ctx.n_chunks,
            ChainParams.of(ctx.settings),
        )
        base = fused.base
        raised = sorted((c for c in evidence if c not in base or final[c] > 2 * base[c]), key=lambda c: -final[c])
        return Ranking(_by_score(final), evidence, raised)


class PPRStage:
    """Personalised PageRank from the question's entities and the best text matches, fused by RRF."""

    def run(self, fused: Fused, ctx: StageContext) -> Ranking:
        s, base, chain = ctx.settings, fused.base, ChainParams.of(ctx.settings)
        top = sorted(base, key=lambda c: -base[c])[: max(chain.first_hops, 5)]
        weights = {c: float(np.exp(base[c] - base[top[0]])) for c in top} if top else {}
        pr = personalized_pagerank(weights, ctx.seeds, ctx.graph, chain.max_fanout)
        graph_list = sorted(pr, key=lambda c: (-pr[c], c))
        if ctx.config.graph_only:
            return Ranking([(c, pr[c]) for c in graph_list], graph_list=graph_list)
        text = sorted(base, key=lambda c: -base[c])
        order = rrf({"text": text, "graph": graph_list[: s.candidates]}, k=FusionParams.of(s).rrf_k)
        return Ranking(order, graph_list=graph_list)


@register_params
@dataclass(frozen=True)
class KHopParams(Params):
    """The k-hop stage's parameter (and the chain's ``max_fanout``)."""

    TITLE = "k-hop mode"
    hops: int = param(3, "edges walked from a linked entity (entity-chunk-entity-chunk)", ge=1)


class KHopStage:
    """Chunks within ``hops`` edges of the question's entities, fused with the text lists by RRF."""

    def run(self, fused: Fused, ctx: StageContext) -> Ranking:
        s = ctx.settings
        hops, fanout = KHopParams.of(s).hops, ChainParams.of(s).max_fanout
        hits = ctx.graph.expand(ctx.seeds, hops, fanout) if ctx.seeds else []
        hits = hits[: s.candidates]
        evidence = {h.chunk_id: GraphEvidence(list(h.seeds), path=list(h.path)) for h in hits}
        graph_list = [h.chunk_id for h in hits]
        if ctx.config.graph_only:
            return Ranking([(c, 1.0 / (i + 1)) for i, c in enumerate(graph_list)], evidence, graph_list)
        lists = {r: ctx.lists[r] for r in ctx.config.retrievers}
        order = rrf({**lists, "graph": graph_list}, k=FusionParams.of(s).rrf_k)
        return Ranking(order, evidence, graph_list)


class RelationPathStage:
    """The chain stage, then the chunks that state the facts of the question's best relation paths
    (retrieve/relpath.py: anchor, relation phrases, a beam over typed edges) fused in by RRF as one
    more list, weighted ``relpath_weight``, below the ``relpath_keep`` best chain hits (relation
    evidence adds what text can't find; a doubtful path never displaces the strongest text
    matches). A path of two hops or more that scores at least ``relpath_sure`` per hop is trusted:
    its evidence is fused with the whole list, so it can rank first. A path of two hops or more
    that walks typed facts only (no co-occurrence step, no skipped hop) and scores at least
    ``relpath_lead`` per hop leads the ranking: its chunks first, in path order. A question
    without relational structure ranks as chain."""

    def run(self, fused: Fused, ctx: StageContext) -> Ranking:
        ranking = ChainStage().run(fused, ctx)
        if ctx.relation_paths is None:
            return ranking
        ids, evidence, trust, typed = ctx.relation_paths(ctx.question, lambda c: ctx.lookup.raw_scores("dense", c))
        if ids:
            p, k = RelPathParams.of(ctx.settings), FusionParams.of(ctx.settings).rrf_k
            if typed and trust >= p.lead:  # every step a typed fact, and a sure one: it leads
                rest = fuse_ranked(ranking.order, ids, p.weight, k)
                top = rest[0][1] if rest else 0.0
                lead = set(ids)
                ranking.order = [(c, top + 1.0 / (k + i + 1)) for i, c in enumerate(ids)]
                ranking.order += [(c, v) for c, v in rest if c not in lead]
            else:
                keep = 0 if trust >= p.sure else p.keep
                head = ranking.order[:keep]  # the best text/chain matches keep their places
                kept = {c for c, _ in head}
                rest = fuse_ranked(ranking.order[keep:], [c for c in ids if c not in kept], p.weight, k)
                ranking.order = head + rest
            ranking.evidence.update(evidence)
            ranking.relpath_list = ids
        return ranking


def _bridges(fused: Fused, ctx: StageContext, params: BridgeParams) -> tuple[dict[str, Bridged], list[Path]]:
    """retrieve/bridge.py's paths from the ``params.seeds`` best fused matches (none without the
    bridges' name index)."""
    if ctx.names is None:
        return {}, []
    seeds = [c for c, _ in _by_score(fused.base)[: params.seeds]]
    return bridge(
        ctx.terms,
        fused.base,
        seeds,
        ctx.names,
        ctx.term_scores,
        fused.outside,
        ctx.lookup.doc_ids,
        ctx.lookup.title_keys,
        ctx.n_chunks,
        params,
    )


def _bridge_evidence(best: Mapping[str, Bridged], skip: Collection[str] = ()) -> dict[str, GraphEvidence]:
    """Each chunk a path reached from another one: the link words and the chunk it came from."""
    return {
        c: GraphEvidence(sorted(b.path.words[-1]), via_chunk=b.path.chunks[-2])
        for c, b in best.items()
        if len(b.path.chunks) > 1 and c not in skip
    }


@register_params
@dataclass(frozen=True)
class BridgeRankParams(Params):
    """Where graph_mode bridge puts the bridges' list (the paths' own parameters: BridgeParams)."""

    PREFIX, TITLE = "bridge_", "graph_mode bridge"
    keep: int = param(2, "best text matches that keep their places", ge=0)
    weight: float = param(1.0, "the bridges' list's weight in RRF (the text list's is 1)", ge=0)


class BridgeStage:
    """Paths over passages from the best text matches (retrieve/bridge.py), fused in by RRF as one
    more list below the ``keep`` best text matches, which keep their places. Parameters from the
    settings (``bridge_*``) unless given here."""

    def __init__(self, params: BridgeParams | None = None, keep: int | None = None, weight: float | None = None):
        self.given, self.keep_given, self.weight_given = params, keep, weight

    def params(self, s: RetrievalSettings) -> BridgeParams:
        return self.given or BridgeParams.of(s)

    def run(self, fused: Fused, ctx: StageContext) -> Ranking:
        base = fused.base
        order = _by_score(base)
        if ctx.names is None:
            return Ranking(order)
        s, where = ctx.settings, BridgeRankParams.of(ctx.settings)
        best, paths = _bridges(fused, ctx, self.params(s))
        listed = bridge_list(paths)
        evidence = _bridge_evidence(best)
        head = order[: where.keep if self.keep_given is None else self.keep_given]
        kept = {c for c, _ in head}
        rest = fuse_ranked(
            [x for x in order if x[0] not in kept],
            [c for c in listed if c not in kept],
            where.weight if self.weight_given is None else self.weight_given,
            FusionParams.of(s).rrf_k,
        )
        return Ranking(head + rest, evidence, listed)


@register_params
@dataclass(frozen=True)
class LearnedParams(Params):
    """The learned stage's own parameters (it also reads the chain's, the bridges' and the relation paths')."""

    TITLE = "graph_mode learned"
    ranker_model: str = param("", "a model file from scripts/train_ranker; empty: the shipped one")
    leaders_at: int = param(3, "the first of the dense and of the BM25 list rank no lower", ge=1)


def keep_leaders(ranked: list[tuple[str, float]], leaders: Sequence[str], at: int) -> list[tuple[str, float]]:
    """``ranked`` with each leader (the best chunk of a text retriever) moved up to place ``at``
    if the model put it lower: the graph may add what text missed, but a retriever's own best
    match is not pushed out on the model's say-so (0: off). Scores keep the order monotone."""
    if at <= 0:
        return ranked
    order = [c for c, _ in ranked]
    for c in dict.fromkeys(leaders):
        if c in order and order.index(c) >= at:
            order.remove(c)
            order.insert(at - 1, c)
    score = dict(ranked)
    out: list[tuple[str, float]] = []
    for c in order:
        s = score[c]
        out.append((c, min(s, out[-1][1]) if out else s))
    return out


class LearnedStage:
    """Every graph signal at once, ranked by the learned model (retrieve/ranker.py): the chain
    stage, the bridges over passages and the relation paths each propose chunks; the model scores
    every proposed chunk from retrieve/features.py's signals and they lead the ranking, the rest
    of the fused text ranking below them. Each chunk keeps the evidence of the stage that knows
    most about it (a relation path, else a bridge, else a chain)."""

    def __init__(self, params: BridgeParams | None = None, model: str = "", leaders_at: int | None = None):
        """Parameters from the settings (``bridge_*``, ``leaders_at``, ``ranker_model``) unless given here."""
        self.given = params
        self.model = model
        self.leaders_given = leaders_at

    def params(self, s: RetrievalSettings) -> BridgeParams:
        return self.given or BridgeParams.of(s)

    def signals(self, fused: Fused, ctx: StageContext) -> tuple[list[str], np.ndarray, Ranking, Signals]:
        """The candidates and their features (what the model scores, and what training reads)."""
        from .features import Signals, features

        chain = ChainStage().run(fused, ctx)
        best, paths = _bridges(fused, ctx, self.params(ctx.settings))
        rel = None
        if ctx.relation_paths is not None:
            rel = ctx.relation_paths(ctx.question, lambda c: ctx.lookup.raw_scores("dense", c))
        sig = Signals(chain.order, best, paths, rel)
        ids, x = features(fused, ctx, sig)
        return ids, x, chain, sig

    def run(self, fused: Fused, ctx: StageContext) -> Ranking:
        from .ranker import load_ranker

        own = LearnedParams.of(ctx.settings)
        ranker = load_ranker(self.model or own.ranker_model)
        ids, x, chain, sig = self.signals(fused, ctx)
        best, paths, rel = sig.bridged, sig.paths, sig.relpath
        order = _by_score(fused.base)
        scores = ranker.score(x) if len(ids) else np.zeros(0)
        ranked = sorted(zip(ids, scores.tolist()), key=lambda kv: (-kv[1], kv[0]))
        leaders = [ctx.lists[r][0] for r in ("dense", "bm25") if ctx.lists.get(r)]
        at = own.leaders_at if self.leaders_given is None else self.leaders_given
        ranked = keep_leaders(ranked, leaders, at)
        low = min((s for _, s in ranked), default=0.0)
        taken = set(ids)
        rest = [(c, low - 1.0 - i * 1e-6) for i, (c, _) in enumerate(x for x in order if x[0] not in taken)]
        evidence = dict(chain.evidence)
        # a seed (one of the best text matches) was found by its text, not by a bridge
        evidence.update(_bridge_evidence(best, {c for c, _ in order[: self.params(ctx.settings).seeds]}))
        if rel is not None:
            evidence.update(rel.evidence)
        return Ranking(ranked + rest, evidence, bridge_list(paths), list(rel.ids) if rel else [])


GRAPH_STAGES: dict[str, GraphStage] = {
    "learned": LearnedStage(),
    "bridge": BridgeStage(),
    "chain": ChainStage(),
    "ppr": PPRStage(),
    "khop": KHopStage(),
    "none": NoGraph(),
    "relpath": RelationPathStage(),
}


def _check_names(s: Settings) -> None:
    """The fusion and graph stage the settings name are registered (config knows no stage)."""
    check_choice(s, "fusion", FUSIONS)
    check_choice(s, "graph_mode", GRAPH_STAGES)


SETTING_CHECKS.append(_check_names)


# -- rerankers (applied in registry order to the head of the list) ------------------------------
class Reranker(Protocol):
    def wanted(self, config: RankConfig) -> bool: ...
    def rerank(self, head: list[tuple[str, float]], ctx: StageContext) -> list[tuple[str, float]]: ...


class CrossEncoderRerank:
    """Score (question, passage) pairs with a sentence-transformers CrossEncoder."""

    def wanted(self, config: RankConfig) -> bool:
        return bool(config.rerank_model)

    def rerank(self, head: list[tuple[str, float]], ctx: StageContext) -> list[tuple[str, float]]:
        from .rerank import rerank_cross_encoder

        chunks = ctx.lookup.rows([c for c, _ in head])
        items = [(c, chunks[c].title, chunks[c].text) for c, _ in head if c in chunks]
        return rerank_cross_encoder(ctx.cross_encoder(ctx.config.rerank_model), ctx.question, items)


class MMRRerank:
    """Maximal marginal relevance over the chunk vectors, for a more diverse head."""

    def wanted(self, config: RankConfig) -> bool:
        return bool(config.mmr_lambda)

    def rerank(self, head: list[tuple[str, float]], ctx: StageContext) -> list[tuple[str, float]]:
        from .rerank import mmr

        return mmr(head, ctx.vector, ctx.vectors([c for c, _ in head]), ctx.config.mmr_lambda)


RERANKERS: dict[str, Reranker] = {"cross-encoder": CrossEncoderRerank(), "mmr": MMRRerank()}


def rank(ctx: StageContext) -> Ranking:
    """Fuse, run the graph stage, rerank the head: the whole ranking for one configuration."""
    config = ctx.config
    if len(config.retrievers) == 1 and config.graph == "none":  # one list as it came
        name = config.retrievers[0]
        return Ranking([(c, ctx.scores[name][c]) for c in ctx.lists[name]])
    fused = FUSIONS[config.fusion].fuse(ctx)
    ranking = GRAPH_STAGES[config.graph].run(fused, ctx)
    if config.graph_only:
        return ranking
    rerankers = [r for r in RERANKERS.values() if r.wanted(config)]
    if not rerankers:
        return ranking
    head, tail = ranking.order[: config.rerank_depth], ranking.order[config.rerank_depth :]
    for reranker in rerankers:
        head = reranker.rerank(head, ctx)
    low = min((s for _, s in head), default=0.0)
    ranking.order = head + [(c, min(s, low)) for c, s in tail]
    ranking.reranker = config.rerank_model
    return ranking
