"""The stages' parameters, declared once in each stage's module (graphrag/params.py): settings, their
bounds, the settings' reference and the server's schema all come from the declarations."""

import copy
import pickle
import re
from dataclasses import dataclass

import pytest
from fastapi.testclient import TestClient

from graphrag.config import FLAT, PARAM_GROUPS, Settings, load_settings, register_params, unregister_params
from graphrag.errors import ConfigError
from graphrag.params import Params, param
from graphrag.retrieve.bridge import BridgeParams
from graphrag.retrieve.context import Ranking
from graphrag.retrieve.relpath import RelationPaths, RelPathParams
from graphrag.retrieve.stages import FUSIONS, GRAPH_STAGES, NoGraph
from graphrag.server import create_app
from graphrag.settings_doc import render

# every stage parameter's flat name before the declarations moved into the stages: none may change
OLD_NAMES = [
    "first_hops",
    "link_weight",
    "title_bonus",
    "question_bonus",
    "max_fanout",
    "hops",
    "leaders_at",
    "ranker_model",
    "relpath_depth",
    "relpath_beam",
    "relpath_weight",
    "relpath_min",
    "relpath_keep",
    "relpath_sure",
    "relpath_lead",
    "relpath_skip_cost",
    "relpath_weak",
    "relpath_text_weight",
    "relpath_floor",
    "relpath_type_weight",
    "relpath_kind_floor",
    "relpath_direction_weight",
    "relpath_kin",
    "relpath_kin_min",
    "relpath_kin_weight",
    "bridge_seeds",
    "bridge_depth",
    "bridge_beam",
    "bridge_max_df",
    "bridge_fanout",
    "bridge_text_weight",
    "bridge_residual_weight",
    "bridge_link_weight",
    "bridge_about_bonus",
    "bridge_about_link",
    "bridge_keep",
    "bridge_weight",
    "alpha",
    "rrf_k",
    "rerank_depth",
    "mmr_lambda",
    "prf_docs",
    "prf_terms",
    "prf_weight",
]


@dataclass(frozen=True)
class ToyParams(Params):
    PREFIX, TITLE = "toy_", "toy stage"
    depth: int = param(2, "how deep the toy looks", ge=1)
    share: float = param(0.5, "the toy's share of the ranking", ge=0, le=1)


class ToyStage:
    def run(self, fused, ctx) -> Ranking:
        depth = ToyParams.of(ctx.settings).depth
        return NoGraph().run(fused, ctx) if depth else Ranking([])


@pytest.fixture
def toy():
    """A new stage: one module's param group and stage class, and one registry line."""
    register_params(ToyParams)
    GRAPH_STAGES["toy"] = ToyStage()
    try:
        yield
    finally:
        del GRAPH_STAGES["toy"]
        unregister_params(ToyParams)


def test_a_new_stage_is_one_param_group_and_one_registry_line(toy, tmp_path):
    assert FLAT["toy_depth"] == ("retrieval", "toy_depth") and FLAT["toy_share"] == ("retrieval", "toy_share")
    assert Settings().retrieval.toy_depth == 2  # the declared default
    s = load_settings(env={"GRAPHRAG_TOY_DEPTH": "4", "GRAPHRAG_GRAPH_MODE": "toy"})
    assert ToyParams.of(s.retrieval) == ToyParams(depth=4) and s.retrieval.graph_mode == "toy"
    assert s.sources["toy_depth"] == "env GRAPHRAG_TOY_DEPTH"
    file = tmp_path / "graphrag.toml"
    file.write_text("[retrieval]\ntoy_share = 0.25\n", encoding="utf-8")
    assert ToyParams.of(load_settings(str(file), env={}).retrieval).share == 0.25
    with pytest.raises(ConfigError, match=re.escape("retrieval.toy_depth = 0 (flag --toy-depth): must be at least 1")):
        load_settings(env={}, toy_depth=0)
    with pytest.raises(ConfigError, match=re.escape("retrieval.toy_share = 1.5 (code): must lie between 0 and 1")):
        Settings().replace(toy_share=1.5)
    with pytest.raises(ConfigError, match="cannot read 'deep' as int"):
        load_settings(env={"GRAPHRAG_TOY_DEPTH": "deep"})
    doc = render()
    assert "| `toy_depth` | `2` | `GRAPHRAG_TOY_DEPTH` | toy stage: how deep the toy looks [at least 1] |" in doc
    assert "toy stage: the toy's share of the ranking [between 0 and 1]" in doc
    schema = TestClient(create_app(load_settings(env={}))).get("/openapi.json").json()
    assert "toy" in _enum(schema, "graph_mode")


def test_the_toy_is_gone_once_unregistered():
    assert "toy_depth" not in FLAT and "toy" not in GRAPH_STAGES
    with pytest.raises(ConfigError, match="unknown setting"):
        load_settings(env={}, toy_depth=3)
    with pytest.raises(AttributeError):
        Settings().retrieval.toy_depth  # noqa: B018


def test_the_old_flat_names_are_the_declared_ones():
    declared = [flat for group in PARAM_GROUPS for flat in group.flat_fields()]
    assert sorted(declared) == sorted(OLD_NAMES)
    assert all(FLAT[name] == ("understand" if name.startswith("prf_") else "retrieval", name) for name in OLD_NAMES)


def test_every_stage_parameter_is_described():
    for group in PARAM_GROUPS:
        assert group.TITLE, group.__name__
        for flat, f in group.flat_fields().items():
            assert f.metadata.get("doc"), f"{flat} has no description"


@pytest.mark.parametrize(
    ("env", "says"),
    [
        ({"GRAPHRAG_BRIDGE_SEEDS": "0"}, "retrieval.bridge_seeds = 0 (env GRAPHRAG_BRIDGE_SEEDS): must be at least 1"),
        (
            {"GRAPHRAG_RELPATH_KEEP": "-1"},
            "retrieval.relpath_keep = -1 (env GRAPHRAG_RELPATH_KEEP): must not be negative",
        ),
        (
            {"GRAPHRAG_RELPATH_FLOOR": "1"},
            "retrieval.relpath_floor = 1.0 (env GRAPHRAG_RELPATH_FLOOR): must be at least 0 and less than 1",
        ),
        ({"GRAPHRAG_MAX_FANOUT": "0"}, "retrieval.max_fanout = 0 (env GRAPHRAG_MAX_FANOUT): must be at least 1"),
        ({"GRAPHRAG_LEADERS_AT": "0"}, "retrieval.leaders_at = 0 (env GRAPHRAG_LEADERS_AT): must be at least 1"),
    ],
)
def test_declared_bounds_are_checked_and_name_the_setting(env, says):
    with pytest.raises(ConfigError, match=re.escape(says)):
        load_settings(env=env)


def test_a_group_made_in_code_checks_its_own_bounds():
    with pytest.raises(ValueError, match="bridge_seeds = 0: must be at least 1"):
        BridgeParams(seeds=0)
    with pytest.raises(ValueError, match=r"relpath_kind_floor = 1\.0: must be at least 0 and less than 1"):
        RelationPaths(None, lambda phrases: None, kind_floor=1.0)


def test_a_stage_reads_its_group_from_the_settings():
    s = load_settings(env={"GRAPHRAG_BRIDGE_DEPTH": "2", "GRAPHRAG_RELPATH_KIN": "0"})
    assert BridgeParams.of(s.retrieval) == BridgeParams(depth=2)
    assert RelPathParams.of(s.retrieval).kin == 0 and s.retrieval.relpath_kin == 0
    # a value given at its default is not kept apart: equal settings compare equal
    assert Settings().replace(bridge_depth=3).retrieval == Settings().retrieval
    assert pickle.loads(pickle.dumps(s)) == s and copy.deepcopy(s.retrieval) == s.retrieval


def _enum(schema: dict, field: str) -> list[str]:
    prop = schema["components"]["schemas"]["QueryRequest"]["properties"][field]
    return next(b["enum"] for b in prop["anyOf"] if b.get("type") == "string")


def test_the_openapi_schema_lists_the_registered_stages():
    schema = TestClient(create_app(load_settings(env={}))).get("/openapi.json").json()
    assert _enum(schema, "graph_mode") == list(GRAPH_STAGES)
    assert _enum(schema, "fusion") == list(FUSIONS)


def test_an_unregistered_stage_name_is_refused_naming_the_registered_ones():
    with pytest.raises(ConfigError, match=r"retrieval\.graph_mode = 'pagerank' \(request\): must be one of 'learned'"):
        Settings().replace(source="request", graph_mode="pagerank")
