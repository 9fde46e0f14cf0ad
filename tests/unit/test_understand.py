"""Query understanding's pure parts: pronouns and ellipsis, RM3 against its formula, the
threshold, the budget, the history format."""

from __future__ import annotations

import math

import numpy as np
import pytest

from graphrag.errors import InputError
from graphrag.models import Entity
from graphrag.retrieve.linking import Link
from graphrag.understand.budget import Budget, Estimates
from graphrag.understand.conversation import (
    Antecedent,
    Turn,
    blend,
    parse_history,
    resolve_pronouns,
    standalone_text,
)
from graphrag.understand.expand import name_variants, rm3
from graphrag.understand.threshold import Verdict, confidence, cut

OSEI = Entity("mireille osei", "Mireille Osei", "PERSON")
TIDELINE = Entity("tideline", "Tideline", "ORG")
KESTREL = Entity("kestrel", "Kestrel", "TITLE")
KINDS = {"mireille osei": "person", "tideline": "thing", "kestrel": "unknown"}
ENTITIES = [OSEI, TIDELINE, KESTREL]


def link(text: str) -> list[Link]:
    """Links by exact name, in order of mention (what link_entities gives for these names)."""
    found = [(text.find(e.name), e) for e in ENTITIES if e.name in text]
    return [Link(e.name, e) for _, e in sorted(found, key=lambda p: p[0])]


def kind(e: Entity) -> str:
    return KINDS[e.entity_id]


def ante(*entities: Entity) -> list[Antecedent]:
    return [Antecedent(e, e.name, KINDS[e.entity_id]) for e in entities]


def test_person_pronouns_skip_things_and_take_the_most_salient_person():
    text, resolved = resolve_pronouns("Where did she work before?", ante(TIDELINE, OSEI))
    assert text == "Where did Mireille Osei work before?" and resolved == {"she": "Mireille Osei"}


def test_thing_pronouns_skip_people():
    text, _ = resolve_pronouns("When did it open?", ante(OSEI, TIDELINE))
    assert text == "When did Tideline open?"


def test_possessives_become_possessive_names():
    assert resolve_pronouns("What is his job?", ante(OSEI))[0] == "What is Mireille Osei's job?"
    assert resolve_pronouns("What caused its outage?", ante(TIDELINE))[0] == "What caused Tideline's outage?"
    assert resolve_pronouns("Who is their manager?", ante(TIDELINE))[0] == "Who is Tideline's manager?"


def test_her_is_possessive_before_a_content_word_and_an_object_otherwise():
    assert resolve_pronouns("Where is her office?", ante(OSEI))[0] == "Where is Mireille Osei's office?"
    assert resolve_pronouns("Who hired her in 2019?", ante(OSEI))[0] == "Who hired Mireille Osei in 2019?"


def test_an_entity_of_unknown_kind_is_the_fallback_for_either_pronoun():
    assert resolve_pronouns("How big is it?", ante(OSEI, KESTREL))[0] == "How big is Kestrel?"
    assert resolve_pronouns("Who is she?", ante(KESTREL, OSEI))[0] == "Who is Mireille Osei?"  # known first


def test_pleonastic_it_and_no_antecedent_leave_the_text_alone():
    assert resolve_pronouns("Is it true that the office closed?", ante(TIDELINE))[0] == (
        "Is it true that the office closed?"
    )
    assert resolve_pronouns("Where did she go?", ante(TIDELINE)) == ("Where did she go?", {})


def test_the_latest_turn_is_most_salient_and_answers_count():
    history = [Turn("user", "What is Tideline?"), Turn("assistant", "Tideline is led by Mireille Osei.")]
    out = standalone_text("Where does she live?", history, link, kind)
    assert out.text == "Where does Mireille Osei live?" and out.kind == "pronoun"
    assert out.carried == ["Tideline", "Mireille Osei"]
    later = standalone_text("When did it start?", [*history, Turn("user", "What is Kestrel?")], link, kind)
    assert later.text == "When did Tideline start?"  # Kestrel is newer but of unknown kind; a thing wins


def test_subject_ellipsis_carries_the_topic_and_a_new_topic_does_not():
    history = [Turn("user", "What is Tideline?")]
    out = standalone_text("And the cause?", history, link, kind)
    assert out.text == "And the cause? (Tideline)" and out.kind == "subject-ellipsis"
    long_new = "Which policies apply to train travel booked for more than five hours?"
    assert standalone_text(long_new, history, link, kind).text == long_new


def test_predicate_ellipsis_asks_the_last_question_about_the_new_entity():
    history = [Turn("user", "What caused the outage of Tideline?")]
    out = standalone_text("What about Kestrel?", history, link, kind)
    assert out.text == "What caused the outage of Kestrel?" and out.kind == "predicate-ellipsis"
    assert standalone_text("And Kestrel?", history, link, kind).text == "What caused the outage of Kestrel?"


def test_no_history_means_no_rewrite():
    out = standalone_text("Where did she work?", [], link, kind)
    assert out.text == "Where did she work?" and out.kind == "none"


def test_blend_weights_earlier_turns_by_decay_and_normalises():
    a, b, c = np.eye(3, dtype=np.float32)
    v = blend(a, [b, c], weight=0.5, decay=0.5)
    expected = np.array([1.0, 0.5, 0.25]) / math.sqrt(1 + 0.25 + 0.0625)
    assert np.allclose(v, expected) and math.isclose(float(np.linalg.norm(v)), 1.0, rel_tol=1e-6)


def test_history_format_errors_name_the_turn():
    assert parse_history([{"role": "system", "content": "x"}, {"role": "user", "content": "q"}], "f") == [
        Turn("user", "q")
    ]
    with pytest.raises(InputError, match="turn 2 has role 'bot'"):
        parse_history([{"role": "user", "content": "a"}, {"role": "bot", "content": "b"}], "history file h.json")
    with pytest.raises(InputError, match="must be a JSON list"):
        parse_history({"role": "user"}, "h.json")


def test_rm3_follows_the_formula():
    query = {"tideline": 1.0, "outage": 1.0}
    feedback = [(["tideline", "outage", "certificate", "certificate"], 3.0), (["tideline", "gateway"], 1.0)]
    mixed, added = rm3(query, feedback, n_terms=3, original_weight=0.5)
    # P(w|R) = sum_d tf/|d| * score/sum(score): sum(score) = 4
    p = {
        "tideline": 1 / 4 * 3 / 4 + 1 / 2 * 1 / 4,  # 0.3125
        "outage": 1 / 4 * 3 / 4,  # 0.1875
        "certificate": 2 / 4 * 3 / 4,  # 0.375
        "gateway": 1 / 2 * 1 / 4,  # 0.125
    }
    top = ["certificate", "tideline", "outage"]  # the three best; gateway is cut
    z = sum(p[w] for w in top)
    want = {w: 2 * (0.5 * query.get(w, 0) / 2 + 0.5 * (p[w] / z if w in top else 0)) for w in top}
    assert mixed.keys() == set(top)
    for w in top:
        assert math.isclose(mixed[w], want[w], rel_tol=1e-9), w
    assert [t for t, _ in added] == ["certificate"]
    assert math.isclose(sum(mixed.values()), sum(query.values()))  # the query keeps its total weight


def test_rm3_skips_one_letter_tokens_and_empty_feedback():
    _, added = rm3({"a1": 1.0}, [(["s", "bank"], 1.0)], 5, 0.5)
    assert [t for t, _ in added] == ["bank"]
    assert rm3({"x": 2.0}, [], 5, 0.5) == ({"x": 2.0}, [])


def test_name_variants_add_title_forms():
    assert name_variants("Mercury (planet)", ["mercury"]) == ["Mercury (planet)", "Mercury", "planet", "mercury"]


def test_threshold_is_on_the_best_cosine():
    assert confidence({"a": 0.2, "b": 0.61}) == 0.61 and confidence({}) == 0.0
    assert Verdict(0.61, 0.6).confident and not Verdict(0.59, 0.6).confident
    assert Verdict(0.1, 0.0).confident  # 0: no threshold
    assert "no confident match" in Verdict(0.2, 0.4).message()
    assert cut({"q1": 0.2, "q2": 0.5, "q3": 0.39}, 0.4) == 2


def test_budget_skips_a_stage_that_would_overrun_and_says_why():
    now = [0.0]
    budget = Budget(50, clock=lambda: now[0])
    now[0] = 0.030  # 30 ms used
    assert budget.allows("prf", 10.0)
    assert not budget.allows("rerank", 25.0)
    assert "30.0 ms used + 25.0 ms estimated > budget 50 ms" in budget.skipped["rerank"]
    budget.exclude(20.0)  # a model load does not count
    assert budget.allows("graph", 25.0)
    assert Budget(0, clock=lambda: now[0]).allows("anything", 1e9)


def test_estimates_follow_measurements():
    e = Estimates({"graph": 10.0})
    e.learn("graph", 20.0)
    assert math.isclose(e["graph"], 13.0)
    e.learn("new", 4.0)
    assert e["new"] == 4.0


def test_the_budget_drops_the_graph_stage_then_reranking_from_the_configuration():
    from graphrag.config import RetrievalSettings, Settings
    from graphrag.retrieve.stages import RankConfig
    from graphrag.understand.ask import Session

    session = Session.__new__(Session)  # only the estimates are needed here
    session.estimates = Estimates({"graph": 5.0, "rerank_pair": 10.0, "mmr": 1.0})
    config = RankConfig.from_settings(Settings().replace(rerank_model="some-cross-encoder", rerank_depth=20).retrieval)
    now = [0.0]

    def at(ms: float, budget_ms: float) -> tuple[RankConfig, Budget]:
        now[0] = 0.0
        budget = Budget(budget_ms, clock=lambda: now[0])
        now[0] = ms / 1000
        return session._within_budget(config, budget), budget

    kept, budget = at(10, 1000)  # 10 + 5 + 200 fits
    assert kept == config and budget.skipped == {}
    no_rerank, budget = at(10, 100)  # the graph fits, the 200 ms of reranking does not
    assert (
        no_rerank.graph == RetrievalSettings().graph_mode
        and no_rerank.rerank_model == ""
        and set(budget.skipped) == {"rerank"}
    )
    neither, budget = at(98, 100)
    assert neither.graph == "none" and neither.rerank_model == "" and set(budget.skipped) == {"graph", "rerank"}
    assert session._within_budget(config, Budget(0)) == config  # no budget: nothing dropped


class _Ent:
    def __init__(self, text: str, label: str):
        self.text, self.label_ = text, label


class _Doc:
    def __init__(self, ents: list[_Ent]):
        self.ents = ents


class _NLP:
    """Stands in for spaCy: fixed NER labels per text."""

    def __init__(self, labels: dict[str, list[tuple[str, str]]]):
        self.labels = labels

    def __call__(self, text: str) -> _Doc:
        return _Doc([_Ent(t, lab) for t, lab in self.labels.get(text, [])])

    def pipe(self, texts: list[str]) -> list[_Doc]:
        return [self(t) for t in texts]


def test_entity_kinds_from_type_then_context_then_the_name():
    from graphrag.understand.conversation import EntityKinds

    texts = {
        "mireille osei": ["Osei worked at Quarry Bank.", "Mireille Osei leads Tideline."],
        "kestrel": ["Kestrel stores event records."],
        "harwell deck team": ["The Harwell deck team is a crew."],
    }
    nlp = _NLP(
        {
            "Osei worked at Quarry Bank.": [("Osei", "PERSON"), ("Quarry Bank", "ORG")],
            "Mireille Osei leads Tideline.": [("Mireille Osei", "PERSON"), ("Tideline", "ORG")],
            "Kestrel stores event records.": [("Kestrel", "PERSON")],
            "The Harwell deck team is a crew.": [("Harwell", "PERSON")],
            "Harwell deck team": [],
        }
    )
    kinds = EntityKinds(lambda key: texts.get(key, []), lambda: nlp)
    assert kinds(Entity("tideline", "Tideline", "ORG")) == "thing"  # the graph type decides
    assert kinds(Entity("mireille osei", "Mireille Osei", "TITLE")) == "person"  # surname mentions count
    assert kinds(Entity("kestrel", "Kestrel", "TITLE")) == "unknown"  # a one-word "person" stays open
    assert kinds(Entity("harwell deck team", "Harwell deck team", "TITLE")) == "unknown"  # no label of its own

    def no_spacy() -> None:
        raise OSError("no model")

    assert EntityKinds(lambda key: [], no_spacy)(Entity("x y", "X Y", "PROPN")) == "unknown"
