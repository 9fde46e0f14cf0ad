"""The GraphStore contract: every implementation gives the same answers for the same calls.

Each test in the first part runs once per store (``graph_store`` / ``graph_backend``, see
conftest.py) and pins the answer. The second part writes the same rows into the networkx store
and into Neo4j and compares the answers call by call: on a hand-made graph with hubs, several
seeds and RELATED shortcuts, and on the real extractor output of the demo corpus.
"""

from __future__ import annotations

import itertools
import random

import pytest

from graphrag.models import Chunk, Document, Entity, GraphHit, Mention, Relation
from graphrag.stores.protocols import GraphStore
from tests.conftest import DEMO

# -- a hand-made graph ------------------------------------------------------------------------
#
#   D1: c01 {alpha, beta, hub}   c02 {beta, gamma}   c03 {gamma, delta}   c04 {delta}
#   D2: c05 {alpha, gamma}       c06 {epsilon}       c07 {epsilon}         c08 {omega}
#   D3: h01..h08 {hub}; h05 also {omega}
#   RELATED: alpha -owns-> delta (c01), epsilon -uses-> alpha (c06), gamma -co_occurs-> beta (c02)
#
# "hub" has nine neighbours (c01, h01..h08): a fan-out of 3 keeps c01, h01, h02, so omega (only
# reached through h05 or c08) is out of reach. alpha reaches delta's chunks in two edges over the
# RELATED shortcut instead of four through chunks. Seeds alpha and gamma both reach c05 in one.
# Documents join the chunks of one document but are never walked.

DOCS = [
    Document("D1", "First", "", "d1.md"),
    Document("D2", "Second", "", "d2.md"),
    Document("D3", "Hub document", "", "d3.md"),
]
MENTIONS = {
    "c01": ["alpha", "beta", "hub"],
    "c02": ["beta", "gamma"],
    "c03": ["gamma", "delta"],
    "c04": ["delta"],
    "c05": ["alpha", "gamma"],
    "c06": ["epsilon"],
    "c07": ["epsilon"],
    "c08": ["omega"],
    **{f"h0{i}": ["hub"] for i in range(1, 9)},
}
MENTIONS["h05"] = ["hub", "omega"]
RELATIONS = [
    Relation("alpha", "delta", "owns", "c01"),
    Relation("epsilon", "alpha", "uses", "c06"),
    Relation("gamma", "beta", "co_occurs", "c02"),
]
NAMES = {
    "alpha": "Alpha",
    "beta": "Beta",
    "gamma": "Gamma",
    "delta": "Delta",
    "epsilon": "Epsilon",
    "hub": "Hub",
    "omega": "Omega",
}


def _doc_of(chunk_id: str) -> str:
    if chunk_id.startswith("h"):
        return "D3"
    return "D1" if chunk_id <= "c04" else "D2"


def hand_made_rows():
    chunks = [Chunk(cid, _doc_of(cid), int(cid[1:]), f"text of {cid}", "") for cid in sorted(MENTIONS)]
    entities = [Entity(key, name, "TEST", [name]) for key, name in sorted(NAMES.items())]
    mentions = [Mention(cid, e) for cid, ents in sorted(MENTIONS.items()) for e in ents]
    return DOCS, chunks, entities, mentions, RELATIONS


def write(store: GraphStore, docs, chunks, entities, mentions, relations) -> None:
    store.upsert_documents(docs)
    store.upsert_chunks(chunks)
    store.upsert_entities(entities)
    store.upsert_mentions(mentions)
    store.upsert_relations(relations)
    store.commit()


@pytest.fixture
def hand_made(graph_store):
    write(graph_store, *hand_made_rows())
    return graph_store


# -- one suite, each store --------------------------------------------------------------------


def test_implements_the_protocol(graph_store):
    assert isinstance(graph_store, GraphStore)  # every method the protocol names


def test_counts_of_the_hand_made_graph(hand_made):
    assert hand_made.counts() == {"documents": 3, "chunks": 16, "entities": 7, "mentions": 22, "relations": 3}


def test_upserts_are_idempotent(hand_made):
    before = hand_made.counts()
    hits = hand_made.expand(["alpha", "hub"], 3, 3)
    write(hand_made, *hand_made_rows())
    assert hand_made.counts() == before
    assert hand_made.expand(["alpha", "hub"], 3, 3) == hits
    assert hand_made.find_entities(["alpha"])["alpha"].aliases == ["Alpha"]


def test_writes_survive_commit_and_reopen(graph_backend):
    store = graph_backend.open()
    write(store, *hand_made_rows())
    counts, hits = store.counts(), store.expand(["gamma"], 3, 50)
    store.close()
    again = graph_backend.open()
    try:
        assert again.counts() == counts
        assert again.expand(["gamma"], 3, 50) == hits
    finally:
        again.close()


def test_entity_upsert_keeps_first_name_and_type_and_unions_aliases(graph_store):
    graph_store.upsert_entities([Entity("acme", "ACME Corp", "ORG", ["ACME Corp", "Acme"])])
    graph_store.upsert_entities(
        [Entity("acme", "Acme Inc.", "PERSON", ["acme corp", "Acme"]), Entity("acme", "ACME", "GPE", [])]
    )  # the same id twice in one batch
    found = graph_store.find_entities(["acme"])
    assert found == {
        "acme": Entity("acme", "ACME Corp", "ORG", ["ACME", "ACME Corp", "Acme", "Acme Inc.", "acme corp"])
    }
    assert graph_store.counts()["entities"] == 1


def test_find_entities_by_id_only(hand_made):
    found = hand_made.find_entities(["alpha", "Alpha", "nope", "hub", "c01", "alpha"])
    assert found == {"alpha": Entity("alpha", "Alpha", "TEST", ["Alpha"]), "hub": Entity("hub", "Hub", "TEST", ["Hub"])}
    assert hand_made.find_entities([]) == {}
    assert hand_made.find_entities(iter(["omega"])) == {"omega": Entity("omega", "Omega", "TEST", ["Omega"])}


def test_chunk_entities(hand_made):
    assert hand_made.chunk_entities(["c01", "h05", "missing", "c04"]) == {
        "c01": ["alpha", "beta", "hub"],
        "h05": ["hub", "omega"],
        "c04": ["delta"],
    }
    assert hand_made.chunk_entities([]) == {}


def test_entity_chunks(hand_made):
    assert hand_made.entity_chunks(["hub", "c01", "epsilon", "nope", "omega"]) == {
        "hub": ["c01", "h01", "h02", "h03", "h04", "h05", "h06", "h07", "h08"],
        "epsilon": ["c06", "c07"],
        "omega": ["c08", "h05"],
    }
    assert hand_made.entity_chunks([]) == {}


def test_entity_ids_lists_every_entity_sorted(hand_made):
    ids = hand_made.entity_ids()
    assert ids == sorted(ids) and len(ids) == hand_made.counts()["entities"]
    assert {"alpha", "hub", "omega", "epsilon"} <= set(ids)


# expand() answers on the hand-made graph, worked out from the rules in protocols.py
EXPECTED = {
    (("alpha",), 2, 50): [
        GraphHit("c01", 1, ("alpha",), ("Alpha",)),
        GraphHit("c05", 1, ("alpha",), ("Alpha",)),
        GraphHit("c03", 2, ("alpha",), ("Alpha", "Delta")),  # the RELATED shortcut
        GraphHit("c04", 2, ("alpha",), ("Alpha", "Delta")),
        GraphHit("c06", 2, ("alpha",), ("Alpha", "Epsilon")),
        GraphHit("c07", 2, ("alpha",), ("Alpha", "Epsilon")),
    ],
    (("alpha", "gamma"), 1, 50): [
        GraphHit("c05", 1, ("alpha", "gamma"), ("Alpha",)),  # both seeds, first discoverer's path
        GraphHit("c01", 1, ("alpha",), ("Alpha",)),
        GraphHit("c02", 1, ("gamma",), ("Gamma",)),
        GraphHit("c03", 1, ("gamma",), ("Gamma",)),
    ],
    (("hub",), 3, 3): [  # the fan-out cap: hub -> c01, h01, h02 only; omega stays out of reach
        GraphHit("c01", 1, ("hub",), ("Hub",)),
        GraphHit("h01", 1, ("hub",), ("Hub",)),
        GraphHit("h02", 1, ("hub",), ("Hub",)),
        GraphHit("c02", 3, ("hub",), ("Hub", "Beta")),
        GraphHit("c05", 3, ("hub",), ("Hub", "Alpha")),
    ],
}


@pytest.mark.parametrize("call", list(EXPECTED), ids=lambda c: f"{'+'.join(c[0])}-hops{c[1]}-fanout{c[2]}")
def test_expand_answers(hand_made, call):
    assert hand_made.expand(*call) == EXPECTED[call]


def test_expand_edge_cases(hand_made):
    assert hand_made.expand([], 3, 50) == []
    assert hand_made.expand(["nope"], 3, 50) == []
    assert hand_made.expand(["alpha"], 0, 50) == []
    assert hand_made.expand(["alpha"], 3, 0) == []
    # an unknown seed next to a known one changes nothing
    assert hand_made.expand(["nope", "alpha"], 2, 50) == EXPECTED[(("alpha",), 2, 50)]
    omega = {h.chunk_id for h in hand_made.expand(["hub"], 3, 10)}
    assert {"c08", "h05"} <= omega  # with room in the fan-out, omega's chunk is reached


def test_expand_never_walks_through_documents(hand_made):
    hits = hand_made.expand(["delta"], 2, 50)
    assert {h.chunk_id for h in hits if h.distance <= 2} == {"c01", "c03", "c04", "c05"}  # not c02 via D1


def test_delete_document_removes_only_what_it_alone_contributed(graph_store):
    docs = [Document("keep", "Keep", ""), Document("drop", "Drop", "")]
    chunks = [Chunk("k1", "keep", 0, "k1"), Chunk("d1", "drop", 0, "d1"), Chunk("d2", "drop", 1, "d2")]
    entities = [Entity(e, e.title(), "T", []) for e in ("shared", "other", "solo", "solo2")]
    mentions = [
        Mention("k1", "shared"),
        Mention("k1", "other"),
        Mention("d1", "shared"),
        Mention("d1", "solo"),
        Mention("d2", "solo2"),
        Mention("d2", "other"),
    ]
    relations = [
        Relation("shared", "other", "knows", "k1"),  # from the kept document: stays
        Relation("shared", "other", "knows", "d1"),  # same pair, the dropped chunk: goes
        Relation("other", "shared", "co_occurs", "d2"),
        Relation("shared", "solo", "has", "d1"),
    ]
    write(graph_store, docs, chunks, entities, mentions, relations)
    assert graph_store.counts() == {"documents": 2, "chunks": 3, "entities": 4, "mentions": 6, "relations": 4}

    graph_store.delete_document("drop")
    graph_store.commit()
    assert graph_store.counts() == {"documents": 1, "chunks": 1, "entities": 2, "mentions": 2, "relations": 1}
    assert set(graph_store.find_entities(["shared", "other", "solo", "solo2"])) == {"shared", "other"}
    assert graph_store.chunk_entities(["k1", "d1", "d2"]) == {"k1": ["other", "shared"]}
    assert graph_store.entity_chunks(["shared", "other", "solo"]) == {"shared": ["k1"], "other": ["k1"]}
    assert graph_store.expand(["shared"], 3, 50) == [GraphHit("k1", 1, ("shared",), ("Shared",))]

    graph_store.delete_document("drop")  # again, and an unknown one: nothing happens
    graph_store.delete_document("never")
    assert graph_store.counts()["documents"] == 1


def test_entity_relations_both_directions_once_each(hand_made):
    assert hand_made.entity_relations([]) == []
    assert hand_made.entity_relations(["nope"]) == []
    got = hand_made.entity_relations(["alpha", "alpha", "epsilon"])
    assert got == [Relation("alpha", "delta", "owns", "c01"), Relation("epsilon", "alpha", "uses", "c06")]
    # the co-occurrence edge is stored in id order, one per pair
    assert hand_made.entity_relations(["gamma"]) == [Relation("beta", "gamma", "co_occurs", "c02")]
    # only the predicates asked for
    assert hand_made.entity_relations(["alpha", "epsilon"], ["uses"]) == [Relation("epsilon", "alpha", "uses", "c06")]
    assert hand_made.entity_relations(["alpha", "gamma"], ["co_occurs", "nope"]) == [
        Relation("beta", "gamma", "co_occurs", "c02")
    ]
    assert hand_made.entity_relations(["alpha"], []) == []


def test_typed_facts_keep_their_phrase_and_cooccurrence_is_one_counted_edge(graph_store):
    docs = [Document("D", "D", "")]
    chunks = [Chunk(c, "D", i, c) for i, c in enumerate(["x1", "x2", "x3"])]
    entities = [
        Entity("ward 7", "Ward 7", "T"),
        Entity("dr ada", "Dr Ada", "PERSON"),
        Entity("value:1998", "1998", "VALUE"),
    ]
    relations = [
        Relation("ward 7", "dr ada", "run", "x1", "is run by"),
        Relation("dr ada", "value:1998", "join_in", "x1", "joined in"),
        Relation("ward 7", "dr ada", "co_occurs", "x2"),
        Relation("dr ada", "ward 7", "co_occurs", "x3"),
        Relation("ward 7", "dr ada", "co_occurs", "x2"),
    ]
    write(graph_store, docs, chunks, entities, [Mention("x1", "ward 7"), Mention("x1", "dr ada")], relations)
    write(graph_store, docs, chunks, entities, [], relations)  # twice: nothing changes
    expected = [
        Relation("dr ada", "value:1998", "join_in", "x1", "joined in"),
        Relation("dr ada", "ward 7", "co_occurs", "x2", "", 2),
        Relation("ward 7", "dr ada", "run", "x1", "is run by"),
    ]
    assert graph_store.entity_relations(["dr ada"]) == expected
    assert graph_store.entity_relations(["value:1998"]) == expected[:1]
    assert graph_store.counts()["relations"] == 3


def test_a_doubted_fact_keeps_its_mark_through_commit_and_reopen(graph_backend):
    """ingest/trust.py marks the facts it doubts: the mark is stored, and the fact is the walk's still."""
    docs = [Document("D", "D", "")]
    chunks = [Chunk("x1", "D", 0, "x1")]
    entities = [Entity("ward 7", "Ward 7", "T"), Entity("dr ada", "Dr Ada", "PERSON")]
    doubted = Relation("ward 7", "dr ada", "run", "x1", "is run by", sentence="Ward 7 is run by Dr Ada.", doubted=True)
    sure = Relation("dr ada", "ward 7", "work_on", "x1", "works on", sentence="Dr Ada works on Ward 7.")
    store = graph_backend.open()
    write(store, docs, chunks, entities, [Mention("x1", "ward 7"), Mention("x1", "dr ada")], [doubted, sure])
    store.close()
    again = graph_backend.open()
    try:
        assert again.entity_relations(["dr ada"]) == [sure, doubted]
        assert [r.doubted for r in again.entity_relations(["ward 7"], ["run"])] == [True]
    finally:
        again.close()


def test_delete_document_updates_counts_and_drops_unused_values(graph_store):
    docs = [Document("A", "A", ""), Document("B", "B", "")]
    chunks = [Chunk("a1", "A", 0, "a1"), Chunk("b1", "B", 0, "b1")]
    entities = [Entity("ann", "Ann", "PERSON"), Entity("bo", "Bo", "PERSON"), Entity("value:2001", "2001", "VALUE")]
    mentions = [Mention(c, e) for c in ("a1", "b1") for e in ("ann", "bo")]
    relations = [
        Relation("ann", "bo", "co_occurs", "a1"),
        Relation("ann", "bo", "co_occurs", "b1"),
        Relation("ann", "value:2001", "join_in", "a1", "joined in"),
    ]
    write(graph_store, docs, chunks, entities, mentions, relations)
    graph_store.delete_document("A")
    graph_store.commit()
    assert graph_store.entity_relations(["ann"]) == [Relation("ann", "bo", "co_occurs", "b1", "", 1)]
    assert graph_store.find_entities(["value:2001"]) == {}
    graph_store.delete_document("B")
    assert graph_store.entity_relations(["ann", "bo"]) == []


def test_delete_then_write_again_restores_the_graph(hand_made):
    before = hand_made.counts()
    hits = hand_made.expand(["alpha", "hub"], 3, 3)
    hand_made.delete_document("D1")
    assert hand_made.counts() != before
    write(hand_made, *hand_made_rows())
    assert hand_made.counts() == before
    assert hand_made.expand(["alpha", "hub"], 3, 3) == hits


WEIRD = [
    "MATCH (n) DETACH DELETE n",
    "'; DROP DATABASE neo4j; //",
    '"}) RETURN 1 //',
    "{}",
    "\\",
    "back\\slash \\n not a newline",
    "quote \"double\" and 'single' and `back`",
    "line\nbreak\r\ttab",
    "$rows",
    "Zürich – café ☕ 東京",
    "emoji 😀 astral 𝔘",
    "\ue000 private use",
    "  padded  ",
]


def test_names_and_ids_round_trip_unchanged(graph_store):
    docs = [Document(w, w, w, w) for w in WEIRD]
    chunks = [Chunk(f"chunk {w}", w, i, w, w) for i, w in enumerate(WEIRD)]
    entities = [Entity(w, w, w, [w, w + " alias"]) for w in WEIRD]
    mentions = [Mention(f"chunk {w}", w) for w in WEIRD]
    relations = [Relation(a, b, a + b, f"chunk {a}") for a, b in itertools.pairwise(WEIRD)]
    write(graph_store, docs, chunks, entities, mentions, relations)
    n = len(WEIRD)
    assert graph_store.counts() == {"documents": n, "chunks": n, "entities": n, "mentions": n, "relations": n - 1}
    found = graph_store.find_entities(WEIRD)
    assert found == {w: Entity(w, w, w, sorted([w, w + " alias"])) for w in WEIRD}
    assert graph_store.chunk_entities([f"chunk {w}" for w in WEIRD]) == {f"chunk {w}": [w] for w in WEIRD}
    assert graph_store.entity_chunks(WEIRD) == {w: [f"chunk {w}"] for w in WEIRD}
    for w in WEIRD:
        assert graph_store.expand([w], 1, 50) == [GraphHit(f"chunk {w}", 1, (w,), (w,))]
    hits = graph_store.expand([WEIRD[0]], 3, 50)
    assert hits[1] == GraphHit(f"chunk {WEIRD[1]}", 2, (WEIRD[0],), (WEIRD[0], WEIRD[1]))
    graph_store.delete_document(WEIRD[0])
    assert graph_store.counts()["documents"] == n - 1


def test_fanout_takes_ids_in_code_point_order(graph_store):
    """Python orders ids by code point; Neo4j orders some strings by UTF-16 code unit (where
    U+1F600 comes before U+E000). The fan-out cut must follow Python's order."""
    ids = ["xa", "x\ue000", "x\ufffd", "x\U0001f600"]  # code point order
    write(
        graph_store,
        [Document("d", "d", "")],
        [Chunk(f"c{i}", "d", i, i_id) for i, i_id in enumerate(ids)],
        [Entity("w", "W", "T", []), *[Entity(i, i, "T", []) for i in ids]],
        [Mention(f"c{i}", i_id) for i, i_id in enumerate(ids)],
        [Relation("w", i, "r", "c0") for i in ids],
    )
    assert [h.chunk_id for h in graph_store.expand(["w"], 2, 2)] == ["c0", "c1"]
    assert [h.path for h in graph_store.expand(["w"], 2, 2)] == [("W", "xa"), ("W", "x\ue000")]


# -- both stores, answers compared call by call --------------------------------------------------


def _calls(entity_ids, rng, singles=None, pairs=50):
    calls = [
        ((e,), hops, fanout)
        for e in (entity_ids if singles is None else rng.sample(entity_ids, singles))
        for hops, fanout in ((3, 50), (2, 5))
    ]
    calls += [(tuple(rng.sample(entity_ids, 2)), 3, 10) for _ in range(pairs)]
    calls += [(tuple(rng.sample(entity_ids, 3)), 4, 3) for _ in range(pairs // 2)]
    return calls


def _assert_same_answers(nx_store, neo, calls):
    for seeds, hops, fanout in calls:
        expected = nx_store.expand(list(seeds), hops, fanout)
        assert neo.expand(list(seeds), hops, fanout) == expected, (seeds, hops, fanout)


@pytest.mark.integration
def test_expand_matches_networkx_on_the_hand_made_graph(both_stores):
    nx_store, neo = both_stores
    for store in both_stores:
        write(store, *hand_made_rows())
    entity_ids = sorted(NAMES)
    calls = [((e,), hops, fanout) for e in entity_ids for hops in range(0, 6) for fanout in (0, 1, 2, 3, 5, 50)]
    calls += [
        (tuple(s), hops, fanout)
        for s in (["alpha", "gamma"], ["hub", "omega"], ["beta", "delta", "epsilon"], entity_ids)
        for hops in (1, 2, 3, 4)
        for fanout in (1, 3, 50)
    ]
    _assert_same_answers(nx_store, neo, calls)


@pytest.fixture(scope="module")
def demo_rows():
    """The real extractor's output for the demo corpus (spaCy, title matching), as ingest builds it,
    with the model-free word counter for chunk sizes."""
    from graphrag.models_loader import load_spacy
    from graphrag.text import name_key
    from ingest.chunk import Chunker, whitespace_tokens
    from ingest.extract import Extractor
    from ingest.load import load_documents

    skipped: list = []
    docs = list(load_documents([DEMO], skipped))
    assert docs and not skipped
    chunker = Chunker(whitespace_tokens, 200, 40)
    chunks = [c for d in docs for c in chunker.split(d)]
    found = Extractor(load_spacy("en_core_web_sm")).extract(chunks, {name_key(d.title) for d in docs})
    return docs, chunks, found


@pytest.mark.integration
@pytest.mark.slow
def test_real_extraction_gives_the_same_graph_and_answers(both_stores, demo_rows):
    nx_store, neo = both_stores
    neo.batch_size = 97  # many batches, with a short last one
    docs, chunks, found = demo_rows
    for store in both_stores:
        write(store, docs, chunks, found.entities, found.mentions, found.relations)
    counts = nx_store.counts()
    assert counts["entities"] > 100 and counts["relations"] > 100
    assert neo.counts() == counts

    entity_ids = [e.entity_id for e in found.entities]
    assert neo.find_entities(entity_ids) == nx_store.find_entities(entity_ids)
    assert neo.entity_ids() == nx_store.entity_ids() == sorted(entity_ids)
    assert neo.entity_chunks(entity_ids) == nx_store.entity_chunks(entity_ids)
    chunk_ids = [c.chunk_id for c in chunks]
    assert neo.chunk_entities(chunk_ids) == nx_store.chunk_entities(chunk_ids)
    facts = nx_store.entity_relations(entity_ids)
    assert any(r.predicate != "co_occurs" and r.phrase for r in facts)
    assert neo.entity_relations(entity_ids) == facts

    rng = random.Random(7)
    _assert_same_answers(nx_store, neo, _calls(entity_ids, rng))

    # deleting documents removes the same things from both
    for doc in rng.sample(docs, 4):
        nx_store.delete_document(doc.doc_id)
        neo.delete_document(doc.doc_id)
    assert neo.counts() == nx_store.counts()
    left = sorted(nx_store.find_entities(entity_ids))
    assert sorted(neo.find_entities(entity_ids)) == left == neo.entity_ids()
    assert neo.entity_relations(left) == nx_store.entity_relations(left)
    _assert_same_answers(nx_store, neo, _calls(left, rng, singles=50, pairs=20))


@pytest.mark.integration
def test_neo4j_statements_draw_no_warnings_from_the_server(both_stores, caplog):
    """No deprecated syntax, no unknown labels or types, no cartesian products in any statement."""
    _, neo = both_stores
    write(neo, *hand_made_rows())  # every label and type exists from here on
    caplog.clear()
    with caplog.at_level("INFO", logger="neo4j.notifications"):
        write(neo, *hand_made_rows())
        neo.find_entities(["alpha"])
        neo.chunk_entities(["c01"])
        neo.entity_chunks(["hub"])
        neo.entity_relations(["alpha", "gamma"])
        neo.expand(["alpha", "hub"], 3, 3)
        neo.counts()
        neo.delete_document("D1")
        neo.clear()
    assert [r.getMessage() for r in caplog.records if r.name == "neo4j.notifications"] == []


def test_a_title_names_its_entity_without_the_subtitle(graph_store):
    docs = [Document("r", "Tarn Weir Inquiry: Final Report (2019)", "")]
    chunks = [Chunk("r1", "r", 0, "The inquiry was chaired by Nuala Brisk.")]
    title = "Tarn Weir Inquiry: Final Report (2019)"
    entities = [Entity("tarn weir inquiry", title, "TITLE", [title]), Entity("ir ingest", "IR - Ingest", "T", [])]
    mentions = [
        Mention("r1", "tarn weir inquiry", ((title, 2),), (("TITLE", 2),)),
        Mention("r1", "ir ingest", (("IR - Ingest", 1),), (("T", 1),)),  # "IR" is not what the name names
    ]
    write(graph_store, docs, chunks, entities, mentions, [])
    found = graph_store.find_entities(["tarn weir inquiry", "ir ingest"])
    assert found["tarn weir inquiry"].name == "Tarn Weir Inquiry"
    assert title in found["tarn weir inquiry"].aliases
    assert found["ir ingest"].name == "IR - Ingest"
