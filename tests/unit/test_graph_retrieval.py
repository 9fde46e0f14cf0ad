"""Graph retrieval over a hand-made entity–chunk graph (the embedded store; the contract suite
shows the Neo4j store answers the protocol calls these functions make in the same way)."""

import math

import networkx as nx
import pytest

from graphrag.models import Chunk, Entity, Mention
from graphrag.retrieve.graph import ChainParams, chain_scores, personalized_pagerank
from graphrag.stores.networkx_graph import NetworkxGraphStore

# doc A (about "alpha") mentions "bravo"; doc B is about "bravo" and mentions "charlie";
# "hub" is in every chunk; doc D mentions only "charlie".
MENTIONS = {
    "a1": ["alpha", "bravo", "hub"],
    "b1": ["bravo", "charlie", "hub"],
    "c1": ["delta", "hub"],
    "d1": ["charlie", "hub"],
    "e1": ["echo", "hub"],
}
TITLES = {"a1": "alpha", "b1": "bravo", "c1": "gamma", "d1": "delta", "e1": "echo"}


@pytest.fixture
def store():
    s = NetworkxGraphStore()
    s.upsert_chunks([Chunk(c, c.upper(), 0, "text", TITLES[c]) for c in MENTIONS])
    ents = sorted({e for es in MENTIONS.values() for e in es})
    s.upsert_entities([Entity(e, e.title(), "X") for e in ents])
    s.upsert_mentions([Mention(c, e) for c, es in MENTIONS.items() for e in es])
    return s


def test_ppr_matches_networkx_pagerank(store):
    seeds = {"a1": 1.0, "c1": 0.5}
    ours = personalized_pagerank(seeds, ["bravo"], store, max_fanout=4, damping=0.5)
    # the same local graph by hand: hub (5 chunks > 4) is left out; idf over the local chunks
    g = nx.Graph()
    local = ["a1", "b1", "c1", "d1", "e1"]
    members = {e: [c for c in local if e in MENTIONS[c]] for e in ["alpha", "bravo", "charlie", "delta", "echo"]}
    reached = {"alpha", "bravo", "delta"}  # entities of the seed chunks, plus the seed entity
    chunks = set(seeds) | {c for e in reached for c in members[e]}
    for e in reached:
        w = math.log(len(chunks) / len(members[e])) + 1e-3
        for c in members[e]:
            g.add_edge(c, e, weight=w)
    g.add_nodes_from(chunks)
    personal = {n: 0.0 for n in g}
    personal.update({"a1": 1.0, "c1": 0.5, "bravo": 1.0})
    ref = nx.pagerank(g, alpha=0.5, personalization=personal, weight="weight", tol=1e-12, max_iter=500)
    assert set(ours) == chunks
    for c in chunks:
        assert ours[c] == pytest.approx(ref[c], abs=1e-6)


def test_chain_reaches_the_second_hop_through_a_title(store):
    base = {"a1": 2.0, "c1": 0.5, "e1": 0.0}  # the text retrievers found a1 well, b1 not at all
    extra_seen = []

    def extra(ids):
        extra_seen.extend(ids)
        return {c: -0.5 for c in ids}

    scores, evidence = chain_scores(
        base,
        store,
        lambda ids: {c: TITLES[c] for c in ids},
        extra,
        lambda ids: {c: c.upper() for c in ids},
        linked=[],
        n_chunks=5,
        p=ChainParams(first_hops=1, link_weight=0.1, title_bonus=1.0, question_bonus=1.5, max_fanout=4),
    )
    # b1 is about "bravo", which a1 mentions: a1's score + b1's own + link + title bonus
    assert scores["b1"] == pytest.approx(2.0 - 0.5 + 0.1 * math.log(5 / 2) + 1.0)
    assert evidence["b1"].entities == ["bravo"] and evidence["b1"].via_chunk == "a1"
    assert evidence["b1"].title_link
    assert "hub" not in {e for ev in evidence.values() for e in ev.entities}  # hubs carry no chains
    assert scores["a1"] == 4.0  # twice its own score: no chain into it beats that
    assert "b1" in extra_seen


def test_question_entities_lift_the_chunks_that_name_them(store):
    base = {"a1": 0.0, "c1": 0.0}
    scores, evidence = chain_scores(
        base,
        store,
        lambda ids: {c: TITLES[c] for c in ids},
        lambda ids: {c: 0.0 for c in ids},
        lambda ids: {c: c.upper() for c in ids},
        linked=["charlie"],
        n_chunks=5,
        p=ChainParams(first_hops=1, question_bonus=1.5, max_fanout=4),
    )
    assert scores["b1"] >= 2 * 0.75 and scores["d1"] >= 2 * 0.75
    assert evidence["d1"].entities[0] == "charlie"
