"""Settings: sections, precedence (defaults < file < env < flags), sources in errors, the manifest's say."""

import re
import tomllib
from pathlib import Path

import pytest

from graphrag.config import FLAT, RetrievalSettings, Settings, load_settings
from graphrag.errors import ConfigError
from graphrag.retrieve.stages import FUSIONS, GRAPH_STAGES

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def toml(tmp_path):
    def write(text: str) -> str:
        path = tmp_path / "graphrag.toml"
        path.write_text(text, encoding="utf-8")
        return str(path)

    return write


def test_defaults_are_the_sections_defaults():
    s = load_settings(env={})
    assert s.retrieval == RetrievalSettings()
    assert s.retrieval.alpha == 0.7 and s.chunking.chunk_tokens == 200 and s.neo4j.uri.startswith("bolt://")
    assert s.sources == {}
    assert not s.explicit("alpha")


def test_file_then_env_then_flags_each_win(toml):
    path = toml(
        'index = "from-file"\n[retrieval]\nalpha = 0.5\ncandidates = 30\nrrf_k = 10\n[neo4j]\nuri = "bolt://f:1"\n'
    )
    env = {"GRAPHRAG_CANDIDATES": "40", "GRAPHRAG_RRF_K": "20", "NEO4J_URI": "bolt://e:2"}
    s = load_settings(path, env=env, rrf_k=30)
    assert s.index == "from-file"
    assert s.retrieval.alpha == 0.5  # file only
    assert s.retrieval.candidates == 40  # env over file
    assert s.retrieval.rrf_k == 30  # flag over env over file
    assert s.neo4j.uri == "bolt://e:2"  # the NEO4J_URI alias is an env source too
    assert s.sources["alpha"] == f"file {path}"
    assert s.sources["candidates"] == "env GRAPHRAG_CANDIDATES"
    assert s.sources["rrf_k"] == "flag --rrf-k"
    assert s.explicit("alpha") and not s.explicit("fusion")


def test_config_file_from_env_and_from_cwd(toml, tmp_path, monkeypatch):
    path = toml("[chunking]\nchunk_tokens = 120\n")
    assert load_settings(env={"GRAPHRAG_CONFIG": path}).chunking.chunk_tokens == 120
    monkeypatch.chdir(tmp_path)
    assert load_settings(env={}).chunking.chunk_tokens == 120  # ./graphrag.toml


def test_every_setting_has_one_flat_name_and_env_var():
    s = load_settings(env={f"GRAPHRAG_{flat.upper()}": "7" for flat in ("hops", "neo4j_batch_size", "server_port")})
    assert (s.retrieval.hops, s.neo4j.batch_size, s.server.port) == (7, 7, 7)
    assert FLAT["weaviate_url"] == ("weaviate", "url") and FLAT["alpha"] == ("retrieval", "alpha")


def test_errors_name_the_field_and_where_the_value_came_from(toml):
    with pytest.raises(
        ConfigError, match=re.escape("retrieval.alpha = 1.5 (env GRAPHRAG_ALPHA): must lie between 0 and 1")
    ):
        load_settings(env={"GRAPHRAG_ALPHA": "1.5"})
    with pytest.raises(ConfigError, match=r"retrieval\.candidates \(flag --candidates\): cannot read 'many' as int"):
        load_settings(env={}, candidates="many")
    path = toml("[chunking]\nchunk_tokens = 50\nchunk_overlap = 60\n")
    with pytest.raises(
        ConfigError, match=r"chunking\.chunk_overlap = 60 \(file .*graphrag\.toml\).*chunk_tokens \(50, file"
    ):
        load_settings(path, env={})
    with pytest.raises(ConfigError, match=r"retrieval\.graph_mode = 'pagerank' \(flag --graph-mode\): must be one of"):
        load_settings(env={}, graph_mode="pagerank")


def test_file_errors_say_what_is_wrong(toml):
    with pytest.raises(ConfigError, match=r"unknown setting retrieval\.alfa"):
        load_settings(toml("[retrieval]\nalfa = 0.3\n"), env={})
    with pytest.raises(ConfigError, match=r"did you mean \[retrieval\] alpha"):
        load_settings(toml("alpha = 0.3\n"), env={})
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_settings(toml("[retrieval\n"), env={})
    with pytest.raises(ConfigError, match="config file not found"):
        load_settings("/nonexistent/graphrag.toml", env={})
    with pytest.raises(ConfigError, match="cannot read True as int"):
        load_settings(toml("[retrieval]\ncandidates = true\n"), env={})


def test_allowed_values_come_from_the_registries():
    for name in FUSIONS:
        assert load_settings(env={}, fusion=name).retrieval.fusion == name
    for name in GRAPH_STAGES:
        assert load_settings(env={}, graph_mode=name).retrieval.graph_mode == name


def test_replace_keeps_sources_and_validates():
    s = load_settings(env={"GRAPHRAG_ALPHA": "0.4"})
    t = s.replace(candidates=12, fusion=None)
    assert t.retrieval.candidates == 12 and t.retrieval.alpha == 0.4 and t.retrieval.fusion == "weighted"
    assert t.sources["alpha"] == "env GRAPHRAG_ALPHA" and t.sources["candidates"] == "code"
    with pytest.raises(ConfigError, match="unknown setting"):
        s.replace(nonsense=1)
    assert isinstance(t, Settings) and s.retrieval.candidates == 50  # frozen: s is unchanged


def test_python_version_choice_is_the_same_everywhere():
    """graphrag needs 3.11 (tomllib): the package metadata, ruff and mypy all say so."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["requires-python"] == ">=3.11"
    assert project["tool"]["ruff"]["target-version"] == "py311"
    assert project["tool"]["mypy"]["python_version"] == "3.11"


def test_the_servers_preset_puts_every_store_on_a_server(toml):
    for s in (
        load_settings(env={"GRAPHRAG_STORES": "servers"}),
        load_settings(env={}, preset="servers"),
        load_settings(toml('[stores]\npreset = "servers"\n'), env={}),
    ):
        assert (s.stores.graph, s.stores.vectors, s.stores.sparse, s.stores.docs) == (
            "neo4j",
            "weaviate",
            "weaviate",
            "neo4j",
        )
    same = load_settings(env={"GRAPHRAG_STORES": "servers"}, graph="neo4j")  # agrees: fine
    assert same.replace(index_name="x").stores.docs == "neo4j"  # a later replace keeps the preset's kinds
    with pytest.raises(ConfigError, match=r"stores.vectors = 'local' \(flag --vectors\) contradicts stores.preset"):
        load_settings(env={"GRAPHRAG_STORES": "servers"}, vectors="local")
    with pytest.raises(ConfigError, match="documents on a server need every other store there too"):
        load_settings(env={}, docs="neo4j", graph="neo4j")
    with pytest.raises(ConfigError, match=r"stores\.preset = 'cluster'"):
        load_settings(env={"GRAPHRAG_STORES": "cluster"})
