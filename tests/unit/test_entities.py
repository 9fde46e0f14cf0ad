"""An entity as ``graphrag entity`` shows it (graphrag/entities.py), on a hand-made graph."""

from graphrag.entities import describe, format_view, views
from graphrag.models import CO_OCCURS, Chunk, Document, Entity, Mention, Relation
from graphrag.stores.networkx_graph import NetworkxGraphStore
from graphrag.stores.sqlite_docs import DocTable
from graphrag.text import courtesy_forms

TEXT = {
    "c1": "Dr Ada Pell joined Wenlow Hospital in 2009.",
    "c2": "Ada Pell was born in Tessel.",
    "c3": "Mrs Joseph Garrow opened the fete. Joseph Garrow farmed at Kestle.",
}


def stores():
    g, docs = NetworkxGraphStore(), DocTable(None)
    chunks = [Chunk(c, f"d{c}", 0, t, f"Page {c}") for c, t in TEXT.items()]
    for c in chunks:
        docs.put(Document(c.doc_id, c.title, c.text), c.chunk_id, [c])
    g.upsert_chunks(chunks)
    names = ["Dr Ada Pell", "Ada Pell", "Wenlow Hospital", "Tessel", "Mrs Joseph Garrow", "Joseph Garrow", "Kestle"]
    g.upsert_entities([Entity(n.lower(), n, "PERSON") for n in names])
    mentions = [("c1", "dr ada pell"), ("c1", "wenlow hospital"), ("c2", "ada pell"), ("c2", "tessel")]
    mentions += [("c3", "mrs joseph garrow"), ("c3", "joseph garrow")]
    g.upsert_mentions([Mention(c, e) for c, e in mentions])
    g.upsert_relations(
        [
            Relation("dr ada pell", "wenlow hospital", "join", "c1", sentence=TEXT["c1"]),
            Relation("ada pell", "tessel", "born_in", "c2", sentence=TEXT["c2"]),
            Relation("mrs joseph garrow", "joseph garrow", CO_OCCURS, "c3"),
            Relation("joseph garrow", "kestle", "farm_at", "c3", sentence=TEXT["c3"]),
        ]
    )
    return g, docs


def test_courtesy_forms_of_a_full_name_but_not_a_wife_styled_by_her_husband():
    assert {"ada pell", "dr ada pell", "prof ada pell"} <= courtesy_forms("dr ada pell")
    assert courtesy_forms("ada pell") == courtesy_forms("dr ada pell")
    assert courtesy_forms("dr pell") == set()  # a surname after its title is no full name
    assert "mrs joseph garrow" not in courtesy_forms("joseph garrow")
    assert courtesy_forms("mrs joseph garrow") == set()


def test_a_full_name_with_and_without_its_title_is_shown_as_one_person():
    g, docs = stores()
    found = views(g, docs, "Ada Pell")
    assert len(found) == 1, [v.entity.entity_id for v in found]  # "Dr Ada Pell" is no second match
    view = found[0]
    assert view.merged == ["dr ada pell"] and "Dr Ada Pell" in view.aliases
    assert {f.line() for f in view.facts} == {"Ada Pell -join-> Wenlow Hospital", "Ada Pell -born in-> Tessel"}
    assert {d for d, _ in view.documents} == {"dc1", "dc2"}
    assert "shown with: 'dr ada pell'" in format_view(view)
    assert view.to_json()["merged"] == ["dr ada pell"]
    # typed with the title, it is the same person, facts and all
    titled = views(g, docs, "Dr Ada Pell")[0]
    assert titled.merged == ["ada pell"] and len(titled.facts) == 2


def test_mrs_and_a_mans_full_name_stay_two_people():
    g, docs = stores()
    view = describe(g, docs, g.find_entities(["joseph garrow"])["joseph garrow"])
    assert view.merged == [] and [f.line() for f in view.facts] == ["Joseph Garrow -farm at-> Kestle"]
    assert ("Mrs Joseph Garrow", 1) in view.neighbours


def test_the_browser_query_joins_the_same_courtesy_titles():
    """cypher/browser/entity_relations.cypher shows the facts `graphrag entity` shows: its list of
    titles is HONORIFICS without the two that may style a wife by her husband's name."""
    import re
    from pathlib import Path

    from graphrag.text import HONORIFICS, STYLED_BY_HUSBAND

    text = (Path(__file__).resolve().parents[2] / "cypher" / "browser" / "entity_relations.cypher").read_text()
    listed = re.search(r"\[('mr'.*?)\] AS titles", text, re.S)
    assert listed is not None
    assert set(re.findall(r"'(\w+)'", listed.group(1))) == HONORIFICS - STYLED_BY_HUSBAND


def test_a_name_set_in_capitals_by_a_heading_is_shown_as_prose_writes_it():
    from graphrag.stores.expansion import named_by_mentions

    # an obituary's heading and a credit line write the name in capitals, more often than prose
    seen = [({"WALTER GREAVES": 2}, {"PERSON": 2}), ({"Walter Greaves": 1}, {"PERSON": 1})]
    name, kind, aliases = named_by_mentions(seen, "walter greaves")
    assert name == "Walter Greaves" and kind == "PERSON"
    assert aliases == ["WALTER GREAVES", "Walter Greaves"]
    # written in capitals only: so be it; an acronym is one word and keeps the spelling seen most
    assert named_by_mentions([({"BEACON AWARDS": 1}, {})], "beacon awards")[0] == "BEACON AWARDS"
    assert named_by_mentions([({"NSDF": 3}, {}), ({"Nsdf": 1}, {})], "nsdf")[0] == "NSDF"


def test_a_surname_set_in_capitals_by_a_register_is_shown_as_prose_writes_it():
    from graphrag.stores.expansion import named_by_mentions

    # a pedigree's tree writes "Hedda VOSS" (twice here), its notes "Hedda Voss"
    seen = [({"Hedda VOSS": 2}, {"PERSON": 2}), ({"Hedda Voss": 1}, {"PERSON": 1})]
    assert named_by_mentions(seen, "hedda voss")[0] == "Hedda Voss"
    # only a spelling of the same words gives way: an abbreviation in a firm's name is its name
    seen = [({"KBN Security Print": 2}, {}), ({"Keldby Bank Note Company": 1}, {})]
    assert named_by_mentions(seen, "kbn security print")[0] == "KBN Security Print"
    assert named_by_mentions([({"Tove ARNHOLT": 1}, {})], "tove arnholt")[0] == "Tove ARNHOLT"
