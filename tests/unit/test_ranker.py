"""The learned ranker's trees (retrieve/ranker.py): exported from LightGBM, they score exactly as
LightGBM does; the shipped model matches the features this version computes."""

import json
import runpy
from pathlib import Path

import numpy as np
import pytest

from graphrag.errors import ConfigError
from graphrag.retrieve.features import FEATURES
from graphrag.retrieve.ranker import DEFAULT_MODEL, Ranker, load_ranker


@pytest.fixture(scope="module")
def train_ranker():
    """scripts/train_ranker's functions (the script runs outside the suite)."""
    return runpy.run_path(str(Path(__file__).resolve().parents[2] / "scripts" / "train_ranker"), run_name="train")


def test_exported_trees_score_as_lightgbm_does():
    lgb = pytest.importorskip("lightgbm")  # a dev dependency: always there in CI
    rng = np.random.default_rng(3)
    x = rng.normal(size=(400, 5))
    y = (x[:, 0] + 0.5 * x[:, 2] > 0.3).astype(float)
    booster = lgb.train(
        {"objective": "lambdarank", "num_leaves": 5, "min_data_in_leaf": 5, "verbosity": -1, "num_threads": 1},
        lgb.Dataset(x, y, group=[20] * 20),
        num_boost_round=20,
    )
    ranker = Ranker.from_lightgbm(booster.dump_model(), [f"f{i}" for i in range(5)])
    test = rng.normal(size=(50, 5))
    assert np.allclose(ranker.score(test), booster.predict(test), atol=1e-9)
    again = Ranker.from_json(json.loads(json.dumps(ranker.to_json())))
    assert np.allclose(again.score(test), ranker.score(test))


def test_several_models_score_their_mean():
    lgb = pytest.importorskip("lightgbm")
    rng = np.random.default_rng(5)
    x = rng.normal(size=(400, 4))
    y = (x[:, 1] - x[:, 3] > 0.2).astype(float)
    params = {"objective": "lambdarank", "num_leaves": 5, "min_data_in_leaf": 5, "verbosity": -1,
              "num_threads": 1, "bagging_fraction": 0.7, "bagging_freq": 1}  # fmt: skip
    boosters = [
        lgb.train({**params, "seed": seed}, lgb.Dataset(x, y, group=[20] * 20), num_boost_round=15)
        for seed in (1, 2, 3)
    ]
    ranker = Ranker.from_lightgbm([b.dump_model() for b in boosters], ["a", "b", "c", "d"])
    test = rng.normal(size=(40, 4))
    mean = np.mean([b.predict(test) for b in boosters], axis=0)
    assert not np.allclose(boosters[0].predict(test), boosters[1].predict(test))  # the seeds differ
    assert len(ranker.trees) == 45 and np.allclose(ranker.score(test), mean, atol=1e-9)


def test_a_stump_and_a_leaf_score_by_hand():
    dump = {
        "tree_info": [
            {"tree_structure": {"split_feature": 1, "threshold": 0.5, "decision_type": "<=",
                                "left_child": {"leaf_value": -1.0}, "right_child": {"leaf_value": 2.0}}},
            {"tree_structure": {"leaf_value": 0.25}},
        ]
    }  # fmt: skip
    ranker = Ranker.from_lightgbm(dump, ["a", "b"])
    assert ranker.score(np.array([[9.0, 0.5], [0.0, 0.6]])).tolist() == [-0.75, 2.25]


def test_the_shipped_model_reads_this_versions_features():
    ranker = load_ranker()
    assert ranker.features == FEATURES
    assert ranker.trees and ranker.info["leave_one_set_out"]
    x = np.zeros((3, len(FEATURES)))
    assert ranker.score(x).shape == (3,)


def test_a_model_of_other_features_is_refused_with_what_to_do(tmp_path):
    data = json.loads(DEFAULT_MODEL.read_text())
    data["features"] = data["features"][:-1]
    bad = tmp_path / "old.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(ConfigError, match="train_ranker"):
        load_ranker(str(bad))
    (tmp_path / "broken.json").write_text("{")
    with pytest.raises(ConfigError, match="unreadable"):
        load_ranker(str(tmp_path / "broken.json"))


def test_train_rankers_recall_orders_as_the_stage_does(train_ranker):
    # its scoring reads the stage's own settings
    from graphrag.eval import Query

    q = Query("q1", "Where is it?", ("d2",))
    ids = ["c1", "c2", "c3"]
    row = (q, ids, np.asarray([[0.9], [0.1], [0.5]]), None, {"c1": "d1", "c2": "d2", "c3": "d3"}, ["c2"])
    r2, r5 = train_ranker["recall"]([row], lambda x: x[:, 0])
    assert (r2, r5) == (0.0, 100.0)  # the model puts c2 third; the leader rule keeps it at place 3
    assert train_ranker["recall"]([row], lambda x: x[:, 0], leaders_at=2) == (100.0, 100.0)


def test_train_rankers_seed_table_gives_the_mean_and_range_per_set(train_ranker):
    lines, means = train_ranker["seed_table"]({"a": [(50.0, 80.0), (55.0, 70.0), (45.0, 75.0)]}, {"a": 40})
    assert means == {"a": {"recall@2": 50.0, "recall@5": 75.0}}
    assert lines[-1] == "| a | 40 | 50.0 | 75.0 | 45.0-55.0 | 70.0-80.0 |"
    lines, means = train_ranker["seed_table"]({"b": [(60.0, 90.0)]}, {"b": 12})  # one seed: the table as before
    assert lines == ["| held-out set | questions | R@2 | R@5 |", "|---|---|---|---|", "| b | 12 | 60.0 | 90.0 |"]
