"""The LLM path's pure parts: answer validation against a schema, the schema the server is sent,
the cache key and store, token accounting and the cost estimate, the LLM extractor's grounding and
merge, and the RRF fusion of probe rankings. No server: the protocol is tested against the real
one in tests/integration/test_llm.py."""

from __future__ import annotations

import json
from collections import Counter, defaultdict

import pytest

from graphrag.config import LLMSettings, load_settings
from graphrag.errors import ConfigError
from graphrag.llm import prompts
from graphrag.llm.cache import AnswerCache, cache_key
from graphrag.llm.client import LLMClient, Usage, endpoint
from graphrag.llm.schema import for_server, parse, problems
from graphrag.models import Chunk, Entity, Mention, Relation
from graphrag.retrieve.graph import GraphEvidence
from graphrag.retrieve.stages import Ranking
from graphrag.understand.expand import EXPANDERS, EXPANSIONS
from graphrag.understand.probes import LLM_EXPANSIONS, fuse_rankings
from ingest.extract import Extraction
from ingest.llm_extract import LLMEstimate, LLMExtractor, entity_type, estimate, merge, predicate_key

MESSAGES = [{"role": "system", "content": "s"}, {"role": "user", "content": "u"}]


def test_a_valid_answer_parses_and_each_problem_is_named_by_its_place():
    answer = {"entities": [{"name": "Ilse Brandt", "type": "person"}], "relations": []}
    assert parse(json.dumps(answer), prompts.EXTRACT) == answer
    bad = {"entities": [{"name": "Ilse Brandt"}, {"name": 4, "type": "x"}]}
    found = problems(bad, prompts.EXTRACT)
    assert "$: missing 'relations'" in found
    assert "$.entities[0]: missing 'type'" in found
    assert "$.entities[1].name: expected string, got int" in found


def test_text_around_one_json_object_is_tolerated_and_non_json_is_refused():
    assert parse('Sure! ```json\n{"question": "Where is Pier 4?"}\n```', prompts.STANDALONE) == {
        "question": "Where is Pier 4?"
    }
    with pytest.raises(ValueError, match="not JSON"):
        parse('{"question": "cut short', prompts.STANDALONE)
    with pytest.raises(ValueError, match="shorter than 1"):
        parse('{"question": "  "}', prompts.STANDALONE)
    with pytest.raises(ValueError, match="more than 2 items"):
        parse('{"queries": ["a", "b", "c"]}', prompts.multi_query_schema(2))
    assert problems(True, {"type": "integer"}) == ["$: expected integer, got bool"]
    assert parse('{"question": "two\nlines"}', prompts.STANDALONE) == {"question": "two\nlines"}


def test_the_server_schema_has_no_size_bounds_at_any_depth():
    sent = for_server(prompts.EXTRACT)
    text = json.dumps(sent)
    assert all(k not in text for k in ("minLength", "maxLength", "minItems", "maxItems"))
    assert sent["required"] == ["entities", "relations"]
    assert sent["properties"]["entities"]["items"]["required"] == ["name", "type"]
    assert "maxLength" in json.dumps(prompts.EXTRACT)  # the original keeps them (checked locally)


def test_the_cache_key_changes_with_every_part_and_not_with_key_order():
    base = cache_key("m", MESSAGES, {"type": "object"}, {"max_tokens": 5, "temperature": 0.0})
    assert base == cache_key("m", MESSAGES, {"type": "object"}, {"temperature": 0.0, "max_tokens": 5})
    others = [
        cache_key("m2", MESSAGES, {"type": "object"}, {"max_tokens": 5, "temperature": 0.0}),
        cache_key("m", [*MESSAGES, {"role": "user", "content": "v"}], {"type": "object"}, {"max_tokens": 5}),
        cache_key("m", MESSAGES, None, {"max_tokens": 5, "temperature": 0.0}),
        cache_key("m", MESSAGES, {"type": "object"}, {"max_tokens": 6, "temperature": 0.0}),
    ]
    assert len({base, *others}) == 5 and all(len(k) == 64 for k in others)


def test_the_answer_cache_round_trips_and_an_unreadable_entry_is_a_miss(tmp_path):
    cache = AnswerCache(tmp_path)
    key = cache_key("m", MESSAGES, None, {})
    assert cache.get(key) is None
    cache.put(key, '{"a": 1}', {"prompt_tokens": 3, "completion_tokens": 2})
    assert cache.get(key) == {"content": '{"a": 1}', "usage": {"prompt_tokens": 3, "completion_tokens": 2}}
    path = tmp_path / key[:2] / f"{key}.json"
    path.write_text("{half", encoding="utf-8")
    assert cache.get(key) is None
    assert not list(tmp_path.rglob("*.tmp"))


def test_usage_adds_up_and_costs_per_thousand_tokens():
    usage = Usage()
    usage.add(requests=1, prompt_tokens=1500, completion_tokens=500)
    usage.add(requests=1, prompt_tokens=500, completion_tokens=500, cached=0)
    usage.add(cached=1)
    assert (usage.requests, usage.total_tokens, usage.cached) == (2, 3000, 1)
    assert usage.cost(0.5, 2.0) == pytest.approx(2000 * 0.5 / 1000 + 1000 * 2.0 / 1000)


def test_the_estimate_counts_prompt_tokens_caps_completions_and_leaves_cached_chunks_out(tmp_path):
    settings = LLMSettings(url="http://127.0.0.1:9/v1", cache_dir=str(tmp_path), max_tokens=100, prompt_price=1.0)
    client = LLMClient(settings)
    chunks = [Chunk(f"c{i}", "d", i, "Ilse Brandt runs the ferry. " * (i + 1), "Ferry") for i in range(3)]
    cold = estimate(chunks, client, settings)
    msgs = [prompts.messages("extract", title="Ferry", text=c.text) for c in chunks]
    assert cold.prompt_tokens == sum(prompts.estimate_tokens(m) for m in msgs)
    assert (cold.chunks, cold.cached, cold.completion_tokens) == (3, 0, 300)
    # one answer already cached: that chunk costs nothing
    key = cache_key("", msgs[0], prompts.EXTRACT, {"max_tokens": 100, "temperature": 0.0})
    client.cache.put(key, '{"entities": [], "relations": []}', {})
    warm = estimate(chunks, client, settings)
    assert (warm.cached, warm.completion_tokens) == (1, 200)
    assert warm.prompt_tokens == cold.prompt_tokens - prompts.estimate_tokens(msgs[0])
    assert warm.cost == pytest.approx(warm.prompt_tokens / 1000)
    assert "cost at most" in warm.describe() and "1 already answered" in warm.describe()
    assert "no prices set" in LLMEstimate(1, 0, 10, 10, 0.0, 0.0).describe()


def test_endpoints_and_settings():
    assert endpoint("http://h:1/v1/") == "http://h:1/v1/chat/completions"
    assert endpoint("http://h:1/v1/chat/completions") == "http://h:1/v1/chat/completions"
    with pytest.raises(ConfigError, match=r"extraction.extractor = 'gpt'"):
        load_settings(env={}, extractor="gpt")
    with pytest.raises(ConfigError, match=r"llm.timeout"):
        load_settings(env={"GRAPHRAG_LLM_TIMEOUT": "0"})
    s = load_settings(env={"GRAPHRAG_LLM_URL": "http://x/v1", "GRAPHRAG_LLM_PROMPT_PRICE": "0.25"})
    assert (s.llm.url, s.llm.prompt_price, s.sources["llm_url"]) == ("http://x/v1", 0.25, "env GRAPHRAG_LLM_URL")


def test_llm_expansions_are_registered_beside_the_term_expanders():
    assert (*EXPANDERS, *LLM_EXPANSIONS) == EXPANSIONS
    assert load_settings(env={}, expand="prf,hyde").understand.expand == "prf,hyde"


def test_llm_types_and_predicates_normalise():
    assert entity_type("Person") == "PERSON" and entity_type("city") == "GPE" and entity_type("widget") == "WIDGET"
    assert predicate_key("Works for") == "works_for" and predicate_key(" is located in. ") == "is_located_in"


def test_the_llm_extraction_keeps_only_what_the_chunk_writes():
    chunk = Chunk("c1", "ferry.md", 0, "Captain Ilse Brandt runs the Harbour Line ferry.", "Ferry schedule")
    extractor = LLMExtractor(client=None, spacy=lambda: None)
    answer = {
        "entities": [
            {"name": "Ilse  Brandt", "type": "person"},
            {"name": "Harbour Line", "type": "organisation"},
            {"name": "Atlantis Corp", "type": "company"},  # not in the text: invented
        ],
        "relations": [
            {"subject": "Ilse Brandt", "predicate": "runs", "object": "Harbour Line"},
            {"subject": "Atlantis Corp", "predicate": "owns", "object": "Harbour Line"},
            {"subject": "Ilse Brandt", "predicate": "is", "object": "Ilse Brandt"},
        ],
    }
    surfaces: defaultdict[str, Counter[str]] = defaultdict(Counter)
    types: defaultdict[str, Counter[str]] = defaultdict(Counter)
    mentions: set[Mention] = set()
    relations: set[Relation] = set()
    extractor._chunk(chunk, answer, surfaces, types, mentions, relations)
    assert set(surfaces) == {"ferry schedule", "ilse brandt", "harbour line"}
    assert types["ilse brandt"]["PERSON"] == 1 and types["harbour line"]["ORG"] == 1
    assert Mention("c1", "ferry schedule") in mentions and extractor.ungrounded == 1
    assert relations == {Relation("ilse brandt", "harbour line", "runs", "c1", "runs")}


def test_merge_keeps_the_first_name_and_joins_aliases():
    a = Extraction([Entity("ilse brandt", "Ilse Brandt", "PERSON", ["Ilse Brandt"])], [Mention("c1", "ilse brandt")])
    b = Extraction(
        [Entity("ilse brandt", "ILSE BRANDT", "ORG", ["ILSE BRANDT"]), Entity("pier", "Pier", "FAC", ["Pier"])],
        [Mention("c2", "ilse brandt"), Mention("c2", "pier")],
        [Relation("ilse brandt", "pier", "co_occurs", "c2")],
    )
    m = merge(a, b)
    ilse = next(e for e in m.entities if e.entity_id == "ilse brandt")
    assert (ilse.name, ilse.type, ilse.aliases) == ("Ilse Brandt", "PERSON", ["ILSE BRANDT", "Ilse Brandt"])
    assert len(m.mentions) == 3 and len(m.relations) == 1


def test_probe_rankings_fuse_by_rrf_and_the_question_keeps_its_evidence():
    ev_q = GraphEvidence(entities=["q"])
    ev_p = GraphEvidence(entities=["p"])
    question = Ranking([("a", 9.0), ("b", 8.0), ("c", 7.0)], {"b": ev_q})
    probe = Ranking([("b", 1.0), ("d", 0.5), ("c", 0.1)], {"b": ev_p, "d": ev_p})
    fused = fuse_rankings([question, probe], k=60)
    # b: 1/62 + 1/61; c: 1/63 + 1/63; d: 1/62; a: 1/61 (a ties d on nothing: 1/61 > 1/62)
    assert [c for c, _ in fused.order] == ["b", "c", "a", "d"]
    assert fused.order[0][1] == pytest.approx(1 / 62 + 1 / 61)
    assert fused.evidence["b"] is ev_q and fused.evidence["d"] is ev_p
    assert fuse_rankings([question], 60) is question


class _Answers:
    """Stands in for the client where only the parsing of an answer is under test."""

    url = "http://llm.test/v1/chat/completions"

    def __init__(self, answer: dict):
        self.answer = answer

    def chat_json(self, messages, schema):
        parse(json.dumps(self.answer), schema)  # what the real client checks first
        return self.answer


def test_phrasings_drop_empty_and_repeated_ones_and_refuse_an_answer_with_none_left():
    from graphrag.errors import LLMAnswerError
    from graphrag.llm.tasks import phrasings

    answer = {"queries": ["", "Who RUNS the ferry", "who runs the ferry?!", "Captain of the ferry"]}
    with pytest.raises(ValueError, match="more than 3 items"):
        phrasings(_Answers(answer), "Who runs the ferry?", 3)
    kept = phrasings(_Answers({"queries": answer["queries"][:1] + answer["queries"][2:]}), "Who runs it?", 3)
    assert kept == ["who runs the ferry?!", "Captain of the ferry"]
    with pytest.raises(LLMAnswerError, match="no phrasing other than the question"):
        phrasings(_Answers({"queries": ["", "Who runs the ferry"]}), "who runs the ferry?", 3)
