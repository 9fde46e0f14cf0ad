"""The registered ranking stages, each against its formula on a hand-made pool and graph."""

import math
from dataclasses import replace

import numpy as np
import pytest

from graphrag.config import load_settings
from graphrag.models import Chunk, Entity, Mention
from graphrag.retrieve.context import ChunkLookup, RankConfig, StageContext
from graphrag.retrieve.fusion import ZScore, rrf, weighted
from graphrag.retrieve.graph import personalized_pagerank
from graphrag.retrieve.path_evidence import PathEvidence, fuse_ranked
from graphrag.retrieve.rerank import mmr
from graphrag.retrieve.stages import FUSIONS, GRAPH_STAGES, RERANKERS, named_configs, rank
from graphrag.stores.networkx_graph import NetworkxGraphStore

# a1 (about alpha) mentions bravo; b1 is about bravo and outside the text pool; c1 and d1 are noise
MENTIONS = {"a1": ["alpha", "bravo"], "b1": ["bravo", "charlie"], "c1": ["delta"], "d1": ["charlie"]}
TITLES = {"a1": "alpha", "b1": "bravo", "c1": "gamma", "d1": "delta"}
CHUNKS = {c: Chunk(c, "doc-" + c, 0, f"text of {c}", TITLES[c]) for c in MENTIONS}
RAW = {  # each retriever's own score of every chunk (what the lookup computes for the unpooled)
    "bm25": {"a1": 6.0, "c1": 4.0, "d1": 1.0, "b1": 0.5},
    "dense": {"a1": 0.8, "c1": 0.3, "d1": 0.6, "b1": 0.4},
}
LISTS = {"bm25": ["a1", "c1", "d1"], "dense": ["a1", "d1", "c1"]}
VECTORS = {c: v / np.linalg.norm(v) for c, v in zip(MENTIONS, np.eye(4) + 0.1)}


@pytest.fixture(scope="module")
def graph():
    s = NetworkxGraphStore()
    s.upsert_chunks(list(CHUNKS.values()))
    s.upsert_entities([Entity(e, e.title(), "X") for e in sorted({e for es in MENTIONS.values() for e in es})])
    s.upsert_mentions([Mention(c, e) for c, es in MENTIONS.items() for e in es])
    return s


def context(graph, config, seeds=(), cross_encoder=None, **settings):
    retrieval = load_settings(env={}, **settings).retrieval
    pooled = {r: {c: RAW[r][c] for c in ("a1", "c1", "d1")} for r in RAW}
    return StageContext(
        question="what does alpha say",
        vector=VECTORS["a1"],
        lists=LISTS,
        scores=pooled,
        seeds=list(seeds),
        config=config,
        settings=retrieval,
        graph=graph,
        lookup=ChunkLookup(
            lambda ids: {c: CHUNKS[c] for c in ids if c in CHUNKS}, lambda r, ids: {c: RAW[r][c] for c in ids}
        ),
        n_chunks=len(CHUNKS),
        vectors=lambda ids: {c: VECTORS[c] for c in ids},
        cross_encoder=cross_encoder or (lambda name: None),
    )


def config(**changes):
    return replace(RankConfig.from_settings(load_settings(env={}).retrieval).plain("test"), **changes)


def test_single_retriever_keeps_its_own_list_and_scores(graph):
    ranking = rank(context(graph, config(retrievers=("bm25",), graph="none")))
    assert ranking.order == [("a1", 6.0), ("c1", 4.0), ("d1", 1.0)]


def test_weighted_fusion_is_the_formula_and_scores_outsiders_on_the_same_scale(graph):
    ctx = context(graph, config(fusion="weighted", alpha=0.7, graph="none"))
    fused = FUSIONS["weighted"].fuse(ctx)
    assert fused.base == weighted(ctx.scores, {"dense": 0.7, "bm25": 1 - 0.7})
    z = {r: ZScore(list(ctx.scores[r].values())) for r in RAW}
    assert fused.outside(["b1"])["b1"] == pytest.approx(0.7 * z["dense"](0.4) + 0.3 * z["bm25"](0.5))
    assert rank(ctx).order == sorted(fused.base.items(), key=lambda kv: (-kv[1], kv[0]))


def test_rrf_fusion_orders_like_rrf_and_outsiders_score_as_unranked(graph):
    ctx = context(graph, config(fusion="rrf", graph="none"), rrf_k=60)
    fused = FUSIONS["rrf"].fuse(ctx)
    assert [c for c, _ in rank(ctx).order] == [c for c, _ in rrf(LISTS, k=60)]
    z = ZScore([s for _, s in rrf(LISTS, k=60)])
    assert fused.outside(["b1"]) == {"b1": pytest.approx(z(0.0))}


def test_chain_reaches_a_chunk_outside_the_pool_through_a_title(graph):
    ctx = context(graph, config(fusion="weighted", graph="chain"), first_hops=1, link_weight=0.1, title_bonus=1.0)
    fused = FUSIONS["weighted"].fuse(ctx)
    ranking = rank(ctx)
    scores = dict(ranking.order)
    # b1 = a1's base + b1's own (outside the pool) + link (idf of bravo: 2 of 4 chunks) + title bonus
    expected = fused.base["a1"] + fused.outside(["b1"])["b1"] + 0.1 * math.log(4 / 2) + 1.0
    assert scores["b1"] == pytest.approx(expected)
    assert ranking.evidence["b1"].via_chunk == "a1" and ranking.evidence["b1"].entities == ["bravo"]
    assert "b1" in ranking.graph_list
    assert scores["a1"] == pytest.approx(2 * fused.base["a1"])  # a chunk's own chain: twice its base


def test_ppr_alone_ranks_by_personalised_pagerank(graph):
    ctx = context(graph, config(graph="ppr", graph_only=True), first_hops=1)
    fused = FUSIONS[ctx.config.fusion].fuse(ctx)
    top = sorted(fused.base, key=lambda c: -fused.base[c])[:5]
    weights = {c: float(np.exp(fused.base[c] - fused.base[top[0]])) for c in top}
    pr = personalized_pagerank(weights, [], graph, 50)
    assert rank(ctx).order == [(c, pr[c]) for c in sorted(pr, key=lambda c: (-pr[c], c))]


def test_khop_alone_ranks_the_neighbourhood_of_the_question_entities(graph):
    ctx = context(graph, config(graph="khop", graph_only=True), seeds=["charlie"], hops=1)
    ranking = rank(ctx)
    assert [c for c, _ in ranking.order] == ["b1", "d1"]  # the chunks that mention charlie
    assert ranking.order[0][1] == 1.0 and ranking.evidence["b1"].entities == ["charlie"]
    fused = rank(context(graph, config(graph="khop"), seeds=["charlie"], hops=1))
    assert [c for c, _ in fused.order] == [c for c, _ in rrf({**LISTS, "graph": ["b1", "d1"]}, k=60)]


def test_mmr_reranks_the_head_and_keeps_the_tail_below_it(graph):
    ctx = context(graph, config(fusion="rrf", graph="none", mmr_lambda=0.5, rerank_depth=2))
    plain = rank(context(graph, config(fusion="rrf", graph="none")))
    ranking = rank(ctx)
    head = mmr(plain.order[:2], VECTORS["a1"], VECTORS, 0.5)
    assert ranking.order[:2] == head
    assert [c for c, _ in ranking.order[2:]] == [c for c, _ in plain.order[2:]]
    assert all(s <= min(s for _, s in head) for _, s in ranking.order[2:])


def test_cross_encoder_stage_asks_for_the_configured_model(graph):
    asked = []

    class Overlap:  # scores a pair by how many question words the passage holds
        def predict(self, pairs, show_progress_bar=False):
            return [len(set(q.split()) & set(p.split())) + (5 if "c1" in p else 0) for q, p in pairs]

    def load(name):
        asked.append(name)
        return Overlap()

    ctx = context(graph, config(fusion="rrf", graph="none", rerank_model="tiny-ce", rerank_depth=3), cross_encoder=load)
    ranking = rank(ctx)
    assert asked == ["tiny-ce"] and ranking.reranker == "tiny-ce"
    assert ranking.order[0][0] == "c1"


def test_registries_drive_the_named_configurations():
    s = load_settings(env={})
    configs = named_configs(s)
    assert configs["default"] == RankConfig.from_settings(s.retrieval)
    for name, c in configs.items():
        assert c.fusion in FUSIONS and c.graph in GRAPH_STAGES, name
    assert {"chain", "ppr", "khop"} <= set(configs) and set(RERANKERS) == {"cross-encoder", "mmr"}
    assert "weaviate-hybrid" not in configs and "weaviate-hybrid" in named_configs(s.replace(vectors="weaviate"))


@pytest.mark.parametrize("trust, typed", [(0.5, True), (0.9, False), (0.75, True)])
def test_relation_paths_join_below_the_kept_head_unless_the_path_is_trusted(graph, trust, typed):
    ctx = context(
        graph,
        config(fusion="rrf", graph="relpath"),
        relpath_keep=3,
        relpath_sure=0.7,
        relpath_lead=0.8,
        relpath_weight=2.0,
    )
    chain = [c for c, _ in rank(ctx).order]
    assert "b1" not in chain[:3]
    found = replace(ctx, relation_paths=lambda question, relevance: PathEvidence(["b1"], {}, trust, typed))
    order = [c for c, _ in rank(found).order]
    if trust < 0.7:  # a doubtful path: the three best chain hits keep their places, b1 comes next
        assert order == chain[:3] + ["b1"] + [c for c in chain[3:] if c != "b1"]
    else:  # trusted: fused with the whole list, and at weight 2 its first chunk leads
        assert order[0] == "b1" and sorted(order) == sorted(set(chain) | {"b1"})


@pytest.mark.parametrize("typed, trust", [(True, 0.85), (False, 0.85), (True, 0.75)])
def test_a_sure_path_of_typed_facts_leads_the_ranking_in_path_order(graph, typed, trust):
    # every step a typed fact and a score per hop of at least relpath_lead: its chunks come first,
    # in the path's order, however small the list's weight; the rest keep the chain's order
    ctx = context(graph, config(fusion="rrf", graph="relpath"), relpath_sure=0.7, relpath_lead=0.8, relpath_weight=0.1)
    chain = [c for c, _ in rank(ctx).order]
    path = [chain[2], chain[1]]  # the path states them the other way round
    found = replace(ctx, relation_paths=lambda question, relevance: PathEvidence(path, {}, trust, typed))
    ranking = rank(found)
    order = [c for c, _ in ranking.order]
    if typed and trust >= 0.8:
        assert order == path + [c for c in chain if c not in path]
        scores = [s for _, s in ranking.order]
        assert scores == sorted(scores, reverse=True)
    else:  # trusted, not leading: fused with the whole list by RRF at weight 0.1
        assert order == [c for c, _ in fuse_ranked(rank(ctx).order, path, 0.1, 60)]
        assert order[:2] != path


def test_every_configuration_names_registered_retrievers():
    from graphrag.config import load_settings
    from graphrag.retrieve.first_stage import RETRIEVERS

    s = load_settings(env={}).replace(vectors="weaviate")
    for name, config in named_configs(s).items():
        assert config.retrievers and set(config.retrievers) <= set(RETRIEVERS), name
    assert [n for n, r in RETRIEVERS.items() if not r.on_request] == ["bm25", "dense"]
