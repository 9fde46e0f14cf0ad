"""The relation-path walk over a small graph of our own: the facts it reads, read all at once
(``RelationPaths.preload``) or entity by entity, give the same paths."""

import zlib

import numpy as np
import pytest

from graphrag.models import Chunk, Entity, Mention, Relation
from graphrag.retrieve import question, relpath
from graphrag.retrieve.relpath import Hop, RelationPaths, RelQuestion
from graphrag.stores.networkx_graph import NetworkxGraphStore

FACTS = [  # a bakery run by Mira Holt's cousin, in a town; a few facts that lead elsewhere
    Relation("mira holt", "ada holt", "cousin_of", "c1", "cousin of"),
    Relation("ada holt", "crumb and co", "run", "c2", "runs"),
    Relation("crumb and co", "dunmore", "locate_in", "c3", "is located in"),
    Relation("mira holt", "pell school", "teach_at", "c1", "teaches at"),
    Relation("pell school", "dunmore", "locate_in", "c4", "is located in"),
    Relation("ada holt", "pell school", "co_occurs", "c2", ""),
]


def vector(text: str) -> np.ndarray:
    """A fixed unit vector per phrase: phrases that share words point alike."""
    v = np.zeros(64, dtype=np.float32)
    for word in text.split():
        v[zlib.crc32(word.encode()) % 64] += 1.0
    return v / (np.linalg.norm(v) or 1.0)


class CountingStore(NetworkxGraphStore):
    def __init__(self) -> None:
        super().__init__()
        self.relation_reads = 0

    def entity_relations(self, entity_ids, predicates=None):
        self.relation_reads += 1
        return super().entity_relations(entity_ids, predicates)


def graph_of(facts, store=None) -> NetworkxGraphStore:
    """A graph holding ``facts``: their chunks, their entities and the mentions of both sides."""
    s = NetworkxGraphStore() if store is None else store
    s.upsert_chunks([Chunk(c, "d" + c, 0, "text", "t" + c) for c in sorted({f.chunk_id for f in facts})])
    s.upsert_entities([Entity(e, e.title(), "X") for e in sorted({e for f in facts for e in (f.source, f.target)})])
    s.upsert_mentions([Mention(f.chunk_id, e) for f in facts for e in (f.source, f.target)])
    s.upsert_relations(facts)
    return s


@pytest.fixture
def store():
    return graph_of(FACTS, CountingStore())


def walk(finder: RelationPaths, store: CountingStore) -> list[tuple[float, list[str]]]:
    rq = RelQuestion(
        "mira holt",
        "Mira Holt",
        [Hop("cousin of", frozenset({"cousin"}), "cousin"), Hop("run by", frozenset({"run"}), "bakery")],
    )
    paths = finder.walk(rq, store, lambda ids: {c: 0.5 for c in ids})
    return [(round(p.score, 6), p.entities) for p in paths]


def finder() -> RelationPaths:
    return RelationPaths(None, lambda phrases: np.array([vector(p) for p in phrases]))


def test_preloaded_facts_give_the_same_paths_with_no_store_reads(store):
    lazy = walk(finder(), store)
    assert lazy[0][1] == ["mira holt", "ada holt", "crumb and co"]
    assert store.relation_reads > 0
    loaded = finder()
    assert loaded.preload(store)
    store.relation_reads = 0
    assert walk(loaded, store) == lazy
    assert store.relation_reads == 0


def test_a_graph_larger_than_the_cache_is_read_as_questions_reach_it(store, monkeypatch):
    monkeypatch.setattr(relpath, "FACT_CACHE", 3)
    lazy = finder()
    assert not lazy.preload(store)
    store.relation_reads = 0
    assert walk(lazy, store) == walk(finder(), store)
    assert store.relation_reads > 0


def test_the_phrase_memo_stays_bounded_and_answers_what_it_dropped(store, monkeypatch):
    monkeypatch.setattr(relpath, "PHRASE_MEMO", 4)
    bounded = finder()
    assert walk(bounded, store) == walk(finder(), store)  # a walk compares more than 4 phrases
    assert 0 < len(bounded._vectors) <= 4
    seen = bounded._vec(["led by", "works at", "is the parent of"])
    assert set(seen) == {"led by", "works at", "is the parent of"}
    np.testing.assert_allclose(seen["works at"], vector("works at"))


def test_ingest_embeds_the_phrases_of_facts_between_entities_and_the_kinds_only():
    from graphrag.models import CO_OCCURS, DESCRIBED, VALUE
    from graphrag.stores.phrases import ingest_phrases

    facts = [
        Relation("tern works", "gull team", "maintain", "c1", "is maintained by"),
        Relation("gull team", f"{VALUE}2019", "form_in", "c2", "was formed in"),  # onto a value: never a step
        Relation("tern works", f"{VALUE}internal service", DESCRIBED, "c1", "internal service"),  # a kind
        Relation("tern works", "gull team", CO_OCCURS, "c1"),
    ]
    lead = Chunk("c3", "d3", 0, "Gull Team is a four-person data team. It formed in 2019.", "Gull Team")
    assert ingest_phrases(facts, [lead]) == sorted(
        ["is maintained by", "internal service", "Gull Team is a four-person data team."]
    )


@pytest.mark.parametrize("what, hops", [("a family bakery", 1), ("a bicycle shop", 2)])
def test_the_anchors_own_phrase_is_a_hop_only_when_the_anchor_is_not_that_kind(store, what, hops):
    # "the town of the Crumb and Co bakery": Crumb and Co is one, so the walk starts with the town
    rq = RelQuestion(
        "crumb and co",
        "Crumb and Co",
        [Hop("bakery", frozenset({"bakery"}), "bakery", inner=True), Hop("located in", frozenset({"locate"}), "town")],
    )
    about = {"crumb and co": [f"Crumb and Co is {what} in Dunmore."], "dunmore": ["Dunmore is a market town."]}
    paths = finder().walk(rq, store, lambda ids: {}, lambda ids: {e: about[e] for e in ids if e in about})
    assert len(paths[0].facts) == hops  # a hop walked or skipped: one fact or None each
    if hops == 1:
        assert paths[0].entities == ["crumb and co", "dunmore"]


@pytest.mark.parametrize(
    "noun, kind, score",
    [
        ("security engineer", "Esra Kaya is a Security Engineer at Quillon Labs.", 1.0),
        ("security engineer", "Lars Olsen is a site reliability engineer.", 0.5),
        ("senior security engineer", "Lars Olsen is a security engineer.", 0.75),
        ("team", "Orrin Lane is a four-person data team.", 1.0),
    ],
)
def test_a_kind_with_the_same_head_counts_the_nouns_other_words(noun, kind, score):
    assert RelationPaths._modifiers(noun, kind) == score


@pytest.mark.parametrize("subject, reached", [(1, "mill house"), (-1, "pike farm"), (0, None)])
def test_the_questions_voice_picks_the_facts_direction(subject, reached):
    # "the house owned by Nora Vale" (+1: Nora owns it) vs "the farm that owns Nora Vale" (-1)
    s = graph_of(
        [
            Relation("nora vale", "mill house", "own", "c1", "owns"),
            Relation("pike farm", "nora vale", "own", "c2", "owns"),
        ]
    )
    rq = RelQuestion("nora vale", "Nora Vale", [Hop("owns", frozenset({"own"}), "", subject=subject)])
    paths = finder().walk(rq, s, lambda ids: {c: 0.5 for c in ids})
    ends = [p.entities[-1] for p in paths]
    if reached:
        assert ends[0] == reached and paths[0].score == pytest.approx(paths[1].score + 0.3)
    else:  # the words don't say: both facts score alike
        assert set(ends[:2]) == {"mill house", "pike farm"} and paths[0].score == pytest.approx(paths[1].score)


def staff_store(pairs_stated_twice: int) -> NetworkxGraphStore:
    """Ann reports to Bob; Cat reports to Ann; and pairs where both pages state one fact, as
    "X reports to Y" and as "Y manages X": what makes manage the inverse of report_to."""
    facts = [
        Relation("ann", "bob", "report_to", "c1", "reports to"),
        Relation("cat", "ann", "report_to", "c2", "reports to"),
    ]
    for i in range(pairs_stated_twice):
        facts += [
            Relation(f"dan{i}", f"eve{i}", "report_to", f"d{i}", "reports to"),
            Relation(f"eve{i}", f"dan{i}", "manage", f"e{i}", "manages"),
        ]
    return graph_of(facts)


@pytest.mark.parametrize("pairs, boss", [(2, "bob"), (1, "cat")])
def test_a_predicate_stated_the_other_way_round_on_shared_pairs_is_an_inverse_alias(pairs, boss):
    # "Who supervises Ann?": "supervises" is close to "manages" only; Ann is its object. With
    # manage learnt as report_to's inverse (2 shared pairs), "Ann reports to Bob" reads as "Bob
    # manages Ann"; with 1 pair there is no alias, and the voice alone picks Cat (Cat reports to
    # Ann: Ann is the object), the mistake aliases exist to fix.
    near = {"supervises": [1.0, 0.0], "manages": [1.0, 0.0], "reports to": [0.0, 1.0]}
    finder = RelationPaths(None, lambda phrases: np.array([near.get(p, [0.6, 0.8]) for p in phrases]))
    store = staff_store(pairs)
    assert finder.preload(store)
    aliases = finder._aliases.get("report_to", [])
    assert aliases == ([("manages", True)] if pairs >= relpath.ALIAS_PAIRS else [])
    rq = RelQuestion("ann", "Ann", [Hop("supervises", frozenset({"supervise"}), "", subject=-1)])
    assert finder.walk(rq, store, lambda ids: {})[0].entities == ["ann", boss]


def test_a_graph_larger_than_the_cache_learns_its_aliases_from_a_spread_of_entities(monkeypatch):
    store = staff_store(3)  # 3 pairs stated both ways: any 2 of them make the alias
    monkeypatch.setattr(relpath, "FACT_CACHE", len(store.entity_ids()) - 2)
    finder = RelationPaths(None, lambda phrases: np.array([vector(p) for p in phrases]))
    assert not finder.preload(store)  # read lazily, as questions reach it
    assert finder._facts == {}
    assert ("manages", True) in finder._aliases["report_to"]


@pytest.mark.parametrize("kin, reached", [(5, "kettlesby"), (0, "dunmore fair")])
def test_an_entity_is_the_kind_its_relations_share_with_others_however_it_is_described(kin, reached):
    # "the city Ash Ltd is based in": Kettlesby's article calls it a river port, never a city; it
    # takes part in the same three relations as the places that are called cities, so it is one of
    # them. The fair shares two (too few to say), and without kin it wins: its article says "city".
    facts = [
        Relation("ash ltd", "kettlesby", "headquarter_in", "c1", "is headquartered in"),
        Relation("ash ltd", "dunmore fair", "hold_event_at", "c1", "holds an event at"),
        Relation("ida lund", "kettlesby", "grow_up_in", "c1", "grew up in"),
        Relation("ops team", "kettlesby", "meet_in", "c1", "meets in"),
        Relation("ida lund", "dunmore fair", "grow_up_in", "c1", "grew up in"),
        Relation("ops team", "dunmore fair", "meet_in", "c1", "meets in"),
    ]
    for n, city in enumerate(("vellmar", "tamsfield")):
        facts += [
            Relation(f"firm {n}", city, "headquarter_in", "c2", "is headquartered in"),
            Relation(f"person {n}", city, "grow_up_in", "c2", "grew up in"),
            Relation(f"team {n}", city, "meet_in", "c2", "meets in"),
        ]
    about = {
        "kettlesby": ["Kettlesby is a river port."],
        "dunmore fair": ["Dunmore Fair is a city festival."],
        "vellmar": ["Vellmar is a coastal city."],
        "tamsfield": ["Tamsfield is a city in the north."],
    }
    s = graph_of(facts)
    finder = RelationPaths(None, lambda phrases: np.array([vector(p) for p in phrases]), kin=kin)
    assert finder.preload(s)
    if kin:
        assert set(finder._kin["kettlesby"]) == {"vellmar", "tamsfield"}
        assert "kettlesby" not in finder._kin.get("dunmore fair", [])
    rq = RelQuestion("ash ltd", "Ash Ltd", [Hop("based", frozenset({"base"}), "city")])
    paths = finder.walk(rq, s, lambda ids: {}, lambda ids: {e: about[e] for e in ids if e in about})
    assert paths[0].entities == ["ash ltd", reached]


@pytest.mark.parametrize("kin_weight, ahead", [(0.9, True), (1.0, False)])
def test_an_entitys_own_description_wins_a_tie_with_its_kins(kin_weight, ahead):
    # "the security engineer at Quillon": Esra is one by her own article; Lars, a product manager,
    # only by his kin (Zofia takes part in the same relations). Kin count 0.9 of what they match.
    facts = []
    for person in ("esra", "lars", "zofia"):
        facts += [
            Relation(person, "quillon" if person != "zofia" else "tarn labs", "join", "c1", "joined"),
            Relation(person, f"{person} town", "grow_up_in", "c1", "grew up in"),
            Relation(person, "ines", "report_to", "c1", "reports to"),
        ]
    about = {
        "esra": ["Esra Kaya is a security engineer."],
        "lars": ["Lars Berg is a product manager."],
        "zofia": ["Zofia Sato is a security engineer."],
    }
    s = graph_of(facts)
    finder = RelationPaths(None, lambda phrases: np.array([vector(p) for p in phrases]), kin_weight=kin_weight)
    assert finder.preload(s) and "zofia" in finder._kin["lars"]
    rq = RelQuestion("quillon", "Quillon", [Hop("at", frozenset(), "security engineer")])
    paths = finder.walk(rq, s, lambda ids: {}, lambda ids: {e: about[e] for e in ids if e in about})
    scores = {p.entities[-1]: p.score for p in paths}
    assert scores["esra"] > scores["lars"] if ahead else scores["esra"] == pytest.approx(scores["lars"])


@pytest.mark.parametrize("noun, facts_walked", [("cello section", 1), ("ensemble", 2)])
def test_a_possessive_names_a_hop_only_when_the_graph_has_things_of_that_kind(noun, facts_walked):
    # "the cellist who leads the Aldermoor Philharmonic's cello section": nothing in the graph is
    # a section, so "cello section" is said of the cellist; an ensemble is a kind the graph has
    facts = [
        Relation("ines", "aldermoor phil", "lead_section_of", "c1", "leads the cello section of"),
        Relation("aldermoor phil", "vale ensemble", "found", "c1", "founded"),
        Relation("vale ensemble", "ines", "hire", "c1", "hired"),
    ]
    about = {
        "ines": ["Ines Roe is a cellist."],
        "aldermoor phil": ["The Aldermoor Philharmonic is an orchestra."],
        "vale ensemble": ["The Vale Ensemble is a chamber ensemble."],
    }
    s = graph_of(facts)
    hops = [
        Hop(noun, frozenset(noun.split()), noun, inner=True, owned=True),
        Hop("leads", frozenset({"lead"}), "cellist", subject=-1),
    ]
    paths = finder().walk(
        RelQuestion("aldermoor phil", "Aldermoor Philharmonic", hops),
        s,
        lambda ids: {},
        lambda ids: {e: about[e] for e in ids if e in about},
    )
    assert len(paths[0].facts) == facts_walked and paths[0].entities[-1] == "ines"


def test_an_uncased_question_names_what_the_corpus_writes_as_a_name():
    store = NetworkxGraphStore()
    store.upsert_chunks([Chunk("c1", "d1", 0, "text", "t")])
    store.upsert_entities([Entity("mira holt", "Mira Holt", "PERSON"), Entity("bakery", "bakery", "PROPN")])
    store.upsert_mentions([Mention("c1", "mira holt"), Mention("c1", "bakery")])
    named = {k: n for k, _, _, n in question.question_mentions("which bakery does mira holt run?", store)}
    assert named == {"mira holt": True}  # "bakery" is an entity, but no name: not even a value
    # a question with capitals where due goes by them: a lower-case "mira holt" there is no name
    named = {k: n for k, _, _, n in question.question_mentions("Which bakery does mira holt run for Pell?", store)}
    assert named == {}


def test_a_possessive_naming_someone_by_what_they_do_is_a_hop_though_nothing_is_described_so():
    # "the lab run by Mira Holt's former supervisor": nobody is described as a supervisor, yet
    # the supervisor is one step from Mira Holt and the lab one more
    facts = [
        Relation("mira holt", "ada holt", "be_supervise_by", "c1", "was supervised by"),
        Relation("ada holt", "crumb lab", "run", "c2", "runs"),
        Relation("mira holt", "pell lab", "work_in", "c1", "works in"),
    ]
    about = {
        "mira holt": ["Mira Holt is a chemist."],
        "ada holt": ["Ada Holt is a chemist."],
        "crumb lab": ["Crumb Lab is a laboratory."],
        "pell lab": ["Pell Lab is a laboratory."],
    }
    hops = [
        Hop("former supervisor", frozenset({"former", "supervisor"}), "former supervisor", inner=True, owned=True),
        Hop("run by", frozenset({"run"}), "lab", subject=-1),
    ]
    paths = finder().walk(
        RelQuestion("mira holt", "Mira Holt", hops), graph_of(facts), lambda ids: {}, lambda ids: about
    )
    assert paths[0].entities == ["mira holt", "ada holt", "crumb lab"]
