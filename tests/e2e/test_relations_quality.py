"""Relational retrieval pinned on five sets: four small corpora of our own (tests/data/harbourline:
a port, its people, ships and owners; tests/data/riverside: a regional music scene, written as
held-out data and never tuned on; tests/data/thornbury: biomedical research, written later as
held-out data in other question shapes, then used to develop the forward and several-sentence
reading of questions; tests/data/inkwell: publishing, written as held-out data and measured once,
never read for its failures) and a fixed slice of relations-300 (the first 60 questions over its whole
corpus, read from ../shared/data). Recall is scored against the best gold chain. Figures
were measured with the default settings (graph stage ``relpath``, relation paths) and with the
``chain`` stage it replaced; losing more than the margin fails like any other bug. Improve them?
Raise the pins.
"""

import json
from pathlib import Path

import pytest

from graphrag.config import load_settings
from graphrag.eval import evaluate, load_queries
from graphrag.index import Index
from graphrag.pipeline import QueryPipeline, named_configs
from ingest.run import ingest
from tests.conftest import SHARED_DATA

pytestmark = pytest.mark.slow
HARBOUR = Path(__file__).resolve().parents[1] / "data" / "harbourline"
RIVERSIDE = Path(__file__).resolve().parents[1] / "data" / "riverside"
THORNBURY = Path(__file__).resolve().parents[1] / "data" / "thornbury"
INKWELL = Path(__file__).resolve().parents[1] / "data" / "inkwell"
RELATIONS = SHARED_DATA / "relations-300"
N_QUESTIONS = 60
MARGIN = 3.0

# measured (see the module docstring); percentages
PINNED = {
    "harbourline": {
        "bm25": {"recall@2": 49.2, "recall@5": 79.2},
        "chain": {"recall@2": 55.0, "recall@5": 74.2},
        "default": {"recall@2": 66.7, "recall@5": 97.5},
    },
    "riverside": {
        "bm25": {"recall@2": 52.8, "recall@5": 76.1},
        "chain": {"recall@2": 51.4, "recall@5": 75.3},
        "default": {"recall@2": 70.0, "recall@5": 89.2},
    },
    "thornbury": {
        "bm25": {"recall@2": 50.0, "recall@5": 76.8},
        "chain": {"recall@2": 52.6, "recall@5": 70.1},
        "default": {"recall@2": 66.1, "recall@5": 85.7},
    },
    "inkwell": {
        "bm25": {"recall@2": 47.2, "recall@5": 74.7},
        "chain": {"recall@2": 43.3, "recall@5": 68.3},
        "default": {"recall@2": 56.4, "recall@5": 81.1},
    },
    "relations": {
        "bm25": {"recall@2": 42.2, "recall@5": 47.9},
        "chain": {"recall@2": 37.4, "recall@5": 52.4},
        "default": {"recall@2": 55.7, "recall@5": 74.7},
    },
}


def _run(tmp_path_factory, corpus: Path, queries_file: Path, n: int | None):
    folder = tmp_path_factory.mktemp(corpus.parent.name)
    settings = load_settings(index=str(folder / "index"))
    ingest([str(corpus)], settings)
    queries = load_queries(queries_file)[:n]
    index = Index(settings)
    configs = named_configs(index.settings)
    result = evaluate(QueryPipeline(index), queries, [configs[n] for n in ("bm25", "chain", "default")], [2, 5])
    index.close()
    print(json.dumps(result.to_json(), indent=1))
    return result


@pytest.fixture(scope="module")
def harbour(tmp_path_factory):
    return _run(tmp_path_factory, HARBOUR / "corpus.jsonl", HARBOUR / "queries.jsonl", None)


@pytest.fixture(scope="module")
def riverside(tmp_path_factory):
    return _run(tmp_path_factory, RIVERSIDE / "corpus.jsonl", RIVERSIDE / "queries.jsonl", None)


@pytest.fixture(scope="module")
def thornbury(tmp_path_factory):
    return _run(tmp_path_factory, THORNBURY / "corpus.jsonl", THORNBURY / "queries.jsonl", None)


@pytest.fixture(scope="module")
def inkwell(tmp_path_factory):
    return _run(tmp_path_factory, INKWELL / "corpus.jsonl", INKWELL / "queries.jsonl", None)


@pytest.fixture(scope="module")
def relations(tmp_path_factory):
    if not RELATIONS.exists():
        pytest.fail(f"evaluation data not found at {RELATIONS} (set GRAPHRAG_SHARED_DATA)")
    return _run(tmp_path_factory, RELATIONS / "corpus.jsonl", RELATIONS / "queries.jsonl", N_QUESTIONS)


@pytest.mark.parametrize("name", ["harbourline", "riverside", "thornbury", "inkwell", "relations"])
def test_default_holds_its_pinned_recall(name, request):
    result = request.getfixturevalue({"harbourline": "harbour"}.get(name, name))
    for config, pins in PINNED[name].items():
        for metric, pinned in pins.items():
            assert 100 * result.configs[config][metric] >= pinned - MARGIN, (name, config, result.configs)


@pytest.mark.parametrize("name", ["harbourline", "riverside", "thornbury", "inkwell", "relations"])
def test_relation_paths_find_what_chaining_alone_misses(name, request):
    """The mechanism, not just the figure: on relational questions the relation-path evidence
    lifts recall@5 well above the chain stage it builds on, and a trusted path (two hops or more,
    each matched well) lifts recall@2 too: its chunks may rank above the best chain hits."""
    result = request.getfixturevalue({"harbourline": "harbour"}.get(name, name))
    chain, default = result.configs["chain"], result.configs["default"]
    assert default["recall@5"] >= chain["recall@5"] + 0.08, (name, result.configs)
    assert default["recall@2"] >= chain["recall@2"] + 0.05, (name, result.configs)


def test_a_misspelt_anchor_still_gets_its_relation_path(tmp_path):
    # "Dara Qiunlan" links to Dara Quinlan only fuzzily; the relation path starts there all the same
    settings = load_settings(index=str(tmp_path / "index"))
    ingest([str(HARBOUR / "corpus.jsonl")], settings)
    index = Index(settings)
    pipeline = QueryPipeline(index)
    for question in (
        "Which body does the boss of Dara Quinlan chair?",
        "Which body does the boss of Dara Qiunlan chair?",
    ):
        result = pipeline.search(question, 5)
        assert any(link.entity.entity_id == "dara quinlan" for link in result.links), result.links
        assert any("relpath" in hit.sources for hit in result.hits), [hit.reason() for hit in result.hits]
    index.close()
