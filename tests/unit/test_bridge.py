"""Bridges over passages (retrieve/bridge.py) on a small graph of our own: a case names an earlier
case, that one names its judge by surname, the judge's page names who appointed her."""

import numpy as np

from graphrag.models import ALIAS, Chunk, Entity, Mention, Relation
from graphrag.retrieve.bridge import BridgeParams, NameWords, bridge, name_words
from graphrag.stores.bm25 import BM25Index
from graphrag.stores.networkx_graph import NetworkxGraphStore
from graphrag.text import bm25_tokens, title_key

CHUNKS = {  # chunk -> (title, text, entities it mentions)
    "a": (
        "Thistlewood v Corran",
        "Thistlewood overruled Quennell v Registrar.",
        ["thistlewood v corran", "quennell v registrar"],
    ),
    "b": ("Quennell v Registrar", "Decided by Pryce J in 2010.", ["quennell v registrar", "pryce j"]),
    "c": ("Marguerite Pryce", "Pryce was appointed by President Renwick.", ["marguerite pryce", "president renwick"]),
    "d": ("Desmond Pryce", "A judge of appeal who sat in Dunmaris.", ["desmond pryce", "dunmaris"]),
    "e": ("Harvest Fair", "A fair in Corran with a President's cup.", ["harvest fair", "corran"]),
    "f": ("Corran", "A river town.", ["corran"]),
    "g": ("Dunmaris", "A city.", ["dunmaris"]),
}


def store() -> NetworkxGraphStore:
    s = NetworkxGraphStore()
    s.upsert_chunks([Chunk(c, "doc-" + c, 0, text, title) for c, (title, text, _) in CHUNKS.items()])
    ents = sorted({e for _, _, es in CHUNKS.values() for e in es})
    s.upsert_entities([Entity(e, e.title(), "X") for e in ents])
    s.upsert_mentions([Mention(c, e) for c, (_, _, es) in CHUNKS.items() for e in es])
    return s


def run(question: str, seeds: list[str], graph=None, p: BridgeParams | None = None):
    graph = graph or store()
    bm25 = BM25Index().build(list(CHUNKS), [bm25_tokens(t + " " + x) for t, x, _ in CHUNKS.values()])
    text = {c: (1.0 if c in seeds else 0.0) for c in CHUNKS}
    return bridge(
        bm25_tokens(question),
        text,
        seeds,
        NameWords(graph),
        bm25.term_scores,
        lambda ids: {c: 0.0 for c in ids},
        lambda ids: {c: "doc-" + c for c in ids},
        lambda ids: {c: title_key(CHUNKS[c][0]) for c in ids},
        len(CHUNKS),
        p or BridgeParams(seeds=1, depth=2, beam=4),
    )


def test_a_path_follows_the_names_each_passage_gives_to_the_next():
    best, paths = run("Which president appointed the judge who decided the case Thistlewood overruled?", ["a"])
    top = max(paths, key=lambda q: q.score)
    assert top.chunks == ["a", "b", "c"]  # case -> earlier case -> the judge's page
    assert best["c"].path.chunks == ["a", "b", "c"]


def test_the_residual_prefers_the_passage_with_the_words_still_asked():
    # both Pryces share the word "pryce" with the case; only Marguerite's page says "appointed ... President"
    best, _ = run("Which president appointed the judge who decided the case Thistlewood overruled?", ["a"])
    assert "d" not in best or best["d"].score < best["c"].score


def test_a_link_to_the_page_about_a_named_entity_counts_whatever_its_word_frequency():
    best, _ = run("Where is the court of Desmond Pryce?", ["d"], p=BridgeParams(seeds=1, depth=1, max_df=1))
    assert "g" in best  # no word is rare enough (max_df=1), but chunk g is *about* Dunmaris, which d names
    assert best["g"].path.words[-1] == {"dunmaris"}


def test_a_defined_short_name_links_as_the_name_it_stands_for():
    graph = store()
    graph.upsert_chunks([Chunk("h", "doc-h", 0, "QVR was cited again.", "Bulletin")])
    graph.upsert_entities([Entity("qvr", "QVR", "ACRONYM"), Entity("bulletin", "Bulletin", "TITLE")])
    graph.upsert_mentions([Mention("h", "qvr"), Mention("h", "bulletin")])
    graph.upsert_relations([Relation("qvr", "quennell v registrar", ALIAS, "b", "stands for")])
    names = NameWords(graph)
    assert names.entities_of(["h"])["h"] == {"quennell v registrar", "bulletin"}


def test_name_words_leave_out_stop_words_and_keep_identifiers_whole():
    assert name_words("the court of appeal") == {"court", "appeal"}
    assert name_words("mrg 3306") == {"mrg 3306"}  # not "mrg": every code of the series has it


def test_term_scores_are_each_terms_share_of_bm25():
    bm25 = BM25Index().build(["x", "y"], [["pryce", "judge"], ["judge", "fair"]])
    m = bm25.term_scores(["pryce", "judge", "absent"], ["x", "y", "nope"])
    assert m.shape == (3, 3)
    assert np.allclose(m.sum(axis=1)[:2], bm25.scores(["pryce", "judge"]))
    assert m[2].sum() == 0 and m[:, 2].sum() == 0
