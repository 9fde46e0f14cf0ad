"""The relational question parser (retrieve/relpath.py), on questions of our own (a hospital, a
university and a shipping line; none of the evaluation sets' wording)."""

import pytest

from graphrag.retrieve.question import kind_head, parse, parse_question


@pytest.fixture(scope="module")
def nlp():
    from graphrag.models_loader import load_spacy

    return load_spacy("en_core_web_sm")


def question(nlp, text, names):
    mentions = []
    for key, surface, named in names:
        s = text.index(surface)
        mentions.append((key, s, s + len(surface), named))
    return parse(nlp(text), mentions)


def test_parser_nested_of_phrases(nlp):
    rq = question(nlp, "Who is the supervisor of the mentor of Ada Lin?", [("ada lin", "Ada Lin", True)])
    assert rq.anchor == "ada lin"
    assert [h.words for h in rq.hops] == ["mentor of", "supervisor of"]


def test_parser_relative_clauses_and_a_question_verb(nlp):
    rq = question(
        nlp, "Who funds the lab that employs the nurse trained by Pavel Stan?", [("pavel stan", "Pavel Stan", True)]
    )
    assert rq.anchor == "pavel stan"
    words = [h.words for h in rq.hops]
    assert len(words) == 3 and "trained" in words[0] and "employs" in words[1] and "funds" in words[2]


def test_parser_keeps_other_names_and_values_as_constraints(nlp):
    rq = question(
        nlp,
        "Which ward does the surgeon at Galway Clinic who joined in 2017 run?",
        [("galway clinic", "Galway Clinic", True), ("value:2017", "2017", False)],
    )
    assert rq.anchor == "galway clinic" and rq.constraints == ["value:2017"]


def test_no_anchor_no_path(nlp):
    assert question(nlp, "What is the tallest building?", []) is None


def test_a_question_that_names_no_name_is_anchored_at_its_last_value(nlp):
    # no name found: the values ("museum", "2017") select entities, the last one first
    text = "Which city hosts the museum that opened in 2017?"
    s = text.index("2017")
    museum = ("value:museum", text.index("museum"), text.index("museum") + 6, False)
    assert parse(nlp(text), [museum]).anchor == "value:museum"
    rq = parse(nlp(text), [museum, ("value:2017", s, s + 4, False)])
    assert rq is not None and rq.anchor == "value:2017"


def test_a_possessive_after_the_anchor_is_a_hop(nlp):
    rq = question(nlp, "Who plays principal flute in Nadia Sorel's ensemble?", [("nadia sorel", "Nadia Sorel", True)])
    assert [h.noun for h in rq.hops] == ["ensemble", "person"] and rq.hops[0].owned and rq.hops[0].inner


def test_parser_reads_the_kind_each_hop_reaches(nlp):
    rq = question(
        nlp, "In which town is the bakery run by the cousin of Mira Holt?", [("mira holt", "Mira Holt", True)]
    )
    assert [h.noun for h in rq.hops] == ["cousin", "bakery", "town"]
    assert "run" in rq.hops[1].words


def test_parser_gives_words_after_the_anchor_to_the_hop_they_complete(nlp):
    # an object clause right after the nearest phrase: "the choir Tomas Berg sings in"
    rq = question(nlp, "Which hall hosts the choir Tomas Berg sings in?", [("tomas berg", "Tomas Berg", True)])
    assert [h.noun for h in rq.hops] == ["choir", "hall"]
    assert "sings" in rq.hops[0].words and "sings" not in rq.hops[1].words
    # otherwise the words after the anchor complete the question's own (last) hop
    rq = question(
        nlp, "Which firm employed the mentor of Ines Roe before her current job?", [("ines roe", "Ines Roe", True)]
    )
    assert "before" in rq.hops[-1].words and rq.hops[-1].noun == "firm"


def test_the_rest_of_an_object_clause_goes_to_its_phrase(nlp):
    rq = question(nlp, "Which hall hosts the choir that Tomas Berg sings in?", [("tomas berg", "Tomas Berg", True)])
    assert "sings" in rq.hops[0].words and "sings" not in rq.hops[1].words


def test_a_relative_clause_after_the_anchor_describes_the_nearest_hop(nlp):
    # "who started in 2019" picks out the nurse; "based" is what the question asks of the ward
    rq = question(
        nlp,
        "Where is the ward of the nurse at Galway Clinic who started in 2019 based?",
        [("galway clinic", "Galway Clinic", True), ("value:2019", "2019", False)],
    )
    assert [h.noun for h in rq.hops] == ["nurse", "ward", "place"]
    assert "started" in rq.hops[0].words and "started" not in rq.hops[-1].words
    assert "based" in rq.hops[-1].words and rq.constraints == ["value:2019"]


def test_an_anchor_inside_a_phrase_modifies_a_hop_of_its_own(nlp):
    # "the Galway Clinic radiologist": a hop from the clinic to a radiologist, marked inner (the
    # walk drops it when the anchor itself is one, as in "the Berth Operations team")
    rq = question(
        nlp,
        "Who mentors the Galway Clinic radiologist who started in 2019?",
        [("galway clinic", "Galway Clinic", True), ("value:2019", "2019", False)],
    )
    assert rq.hops[0].inner and rq.hops[0].noun == "radiologist" and "started" in rq.hops[0].words
    assert [h.noun for h in rq.hops[1:]] == ["person"] and "mentors" in rq.hops[1].words


def test_a_hop_is_matched_by_its_relation_words(nlp):
    rq = question(nlp, "Which bakery is run by Ada Holt?", [("ada holt", "Ada Holt", True)])
    assert [h.noun for h in rq.hops] == ["bakery"]
    assert rq.hops[0].words == "run by"  # the kind ("bakery") is compared on its own
    rq = question(nlp, "Who is the landlord of Ada Holt?", [("ada holt", "Ada Holt", True)])
    assert rq.hops[0].words == "landlord of"  # a relational noun: the noun is the relation


def test_a_complex_preposition_is_the_words_of_a_hop_not_a_hop(nlp):
    # "under the care of", "at the helm of": a preposition of place before "the N of"; "backed by
    # the mentor of" is a hop to the mentor
    rq = question(
        nlp, "Which orchard is under the care of the cousin of Mira Holt?", [("mira holt", "Mira Holt", True)]
    )
    assert [h.noun for h in rq.hops] == ["cousin", "orchard"] and "care" in rq.hops[1].words
    rq = question(nlp, "Who is at the helm of the bakery Ada Holt runs?", [("ada holt", "Ada Holt", True)])
    assert [h.noun for h in rq.hops] == ["bakery", "person"] and "helm" in rq.hops[1].words
    rq = question(nlp, "Which club is backed by the mentor of Ines Roe?", [("ines roe", "Ines Roe", True)])
    assert [h.noun for h in rq.hops] == ["mentor", "club"]


@pytest.mark.parametrize(
    "text, subjects",
    [
        ("Which orchard is tended by the cousin of Mira Holt?", [0, 1]),  # "of": unsaid; passive + by
        ("Which club sponsors the choir Tomas Berg sings in?", [1, -1]),  # E sings; the club sponsors
        # verb, adjective; "Pavel Stan's tools" is a hop of its own, with no verb
        ("Which firm is liable for the depot that stores Pavel Stan's tools?", [0, -1, -1]),
        ("Which grain does the mill owned by Ada Holt grind?", [1, 1]),  # the question's verb after E
    ],
)
def test_parser_reads_whether_the_known_entity_does_each_hop(nlp, text, subjects):
    names = {"Mira Holt": "mira holt", "Tomas Berg": "tomas berg", "Pavel Stan": "pavel stan", "Ada Holt": "ada holt"}
    found = [(key, name, True) for name, key in names.items() if name in text]
    assert [h.subject for h in question(nlp, text, found).hops] == subjects


@pytest.mark.parametrize(
    "phrase, head",
    [
        ("small product engineering team", "team"),
        ("Orrin Lane is a four-person data team.", "team"),
        ("Pellow is the system behind invoice matching.", "system"),
        ("Dunmore is one of the river ports on the Ash estuary", "port"),
        ("Sade Okafor works as a backend engineer at Tilbury Labs", "engineer"),
        ("Harwick Foods is headquartered in Lisle", ""),  # says where, not what
        ("regional libraries", "library"),
        ("", ""),
    ],
)
def test_kind_head_is_the_singular_head_noun_of_what_an_entity_is(phrase, head):
    assert kind_head(phrase) == head


def told(nlp, text, names):
    """parse_question with the given names found wherever they occur (mentions(text, cased))."""

    def mentions(part, cased):
        return [(key, part.index(n), part.index(n) + len(n), True) for n, key in names.items() if n in part]

    return parse_question(nlp, text, mentions)


def test_an_anchor_that_comes_first_is_read_forward(nlp):
    rq = told(nlp, "Ada Holt's bakery buys flour from which mill?", {"Ada Holt": "ada holt"})
    assert rq.anchor == "ada holt" and [h.noun for h in rq.hops] == ["bakery", "mill"]
    assert rq.hops[0].owned and "buys" in rq.hops[1].words and rq.hops[1].subject == 1


def test_a_question_told_in_sentences_goes_on_from_the_sentence_before(nlp):
    names = {"Mira Holt": "mira holt"}
    rq = told(nlp, "Mira Holt runs a bakery. Which mill delivers flour to that bakery?", names)
    assert rq.anchor == "mira holt" and [h.noun for h in rq.hops] == ["bakery", "mill"]
    assert "runs" in rq.hops[0].words and "delivers" in rq.hops[1].words
    rq = told(nlp, "mira holt runs a bakery. which mill delivers flour to that bakery?", {"mira holt": "mira holt"})
    assert [h.noun for h in rq.hops] == ["bakery", "mill"]  # typed without capitals
    # "it" refers back too; a passive statement is done to its subject (-1)
    rq = told(nlp, "The Lark was built by a shipyard. In which port is it based?", {"The Lark": "the lark"})
    assert [h.noun for h in rq.hops] == ["shipyard", "port"] and rq.hops[0].subject == -1
    # a statement goes on past a subject that holds the anchor, and adjuncts are words, not hops
    rq = told(nlp, "The ward that Mira Holt runs was rebuilt by a firm in 2019. Who owns that firm?", names)
    assert [h.noun for h in rq.hops] == ["ward", "firm", "person"] and "rebuilt" in rq.hops[1].words


def test_sentences_that_do_not_go_on_from_each_other_are_one_question(nlp):
    # no "that N" / "it" in the second sentence: the whole text is parsed as one question
    names = {"Mira Holt": "mira holt", "Galway Clinic": "galway clinic"}
    one = told(nlp, "Mira Holt trained nurses. Which ward at Galway Clinic is the largest?", names)
    assert one is not None and one.anchor == "galway clinic"
    assert told(nlp, "Mira Holt trained nurses. Which ward is the largest?", names) is not None


def test_a_forward_question_with_no_kind_after_its_anchor_has_no_empty_hop(nlp):
    text = "What does error code MRG-3306 mean?"

    def mentions(part, cased):  # "error code" is a value, "MRG-3306" a name
        return [("value:error code", 10, 20, False), ("mrg 3306", 21, 29, True)]

    rq = parse_question(nlp, text, mentions)
    assert rq is None or all(h.noun for h in rq.hops if h.inner)


def test_a_name_linked_beyond_exact_matches_anchors_and_covers_the_values_inside_it(nlp):
    import numpy as np

    from graphrag.models import Entity
    from graphrag.retrieve.relpath import RelationPaths
    from graphrag.stores.networkx_graph import NetworkxGraphStore

    store = NetworkxGraphStore()
    store.upsert_entities(
        [Entity("halvorsen institute", "Halvorsen Institute", "ORG"), Entity("value:medicine", "medicine", "VALUE")]
    )
    finder = RelationPaths(nlp, lambda phrases: np.zeros((len(phrases), 4), dtype=np.float32))
    text = "Who runs the Halovrsen Institute of Medicine?"
    assert finder.question(text, store).anchor == "value:medicine"  # misspelt: only "medicine" is found
    rq = finder.question(text, store, [("halvorsen institute", "Halovrsen Institute of Medicine")])
    assert rq.anchor == "halvorsen institute" and rq.constraints == []


def test_a_lead_in_before_the_question_word_is_not_part_of_the_question(nlp):
    names = {"Mira Holt": "mira holt"}
    for lead in ("", "Can you tell me ", "I'd like to know ", "Please find out "):
        text = lead + ("who" if lead else "Who") + " runs the bakery owned by Mira Holt?"
        rq = told(nlp, text, names)
        assert [h.noun for h in rq.hops] == ["bakery", "person"], lead


@pytest.mark.parametrize(
    "text, nouns",
    [
        ("The cousin of Mira Holt runs a bakery; which town is it in?", ["cousin", "bakery", "town"]),  # ;
        ("Where is the bakery run by Mira Holt?", ["bakery", "place"]),  # "where is": one more hop
    ],
)
def test_a_semicolon_goes_on_and_where_is_asks_for_a_place(nlp, text, nouns):
    assert [h.noun for h in told(nlp, text, {"Mira Holt": "mira holt"}).hops] == nouns
