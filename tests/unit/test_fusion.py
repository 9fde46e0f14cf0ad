import pytest

from graphrag.retrieve.fusion import ranks, rrf


def test_rrf_against_hand_computed_example():
    lists = {"bm25": ["a", "b", "c"], "dense": ["b", "d"], "graph": ["c"]}
    fused = dict(rrf(lists, k=60))
    assert fused["a"] == 1 / 61
    assert fused["b"] == 1 / 62 + 1 / 61
    assert fused["c"] == 1 / 63 + 1 / 61
    assert fused["d"] == 1 / 62
    assert [d for d, _ in rrf(lists, k=60)] == ["b", "c", "a", "d"]


def test_rrf_ties_break_by_best_rank_then_id():
    # x: ranks 1 and 3; y: rank 2 twice -> 1/61 + 1/63 vs 2/62: x is higher anyway.
    # p and q tie exactly (rank 2 in one list each); q is first by id only if best ranks tie.
    fused = rrf({"one": ["x", "q"], "two": ["y", "p"]}, k=60)
    assert [d for d, _ in fused] == ["x", "y", "p", "q"]


def test_rrf_weights_and_k():
    fused = dict(rrf({"a": ["x"], "b": ["y"]}, k=10, weights={"a": 2.0}))
    assert fused == {"x": 2 / 11, "y": 1 / 11}


def test_ranks_keep_first_position():
    assert ranks({"bm25": ["a", "b"], "dense": ["b"]}) == {"a": {"bm25": 1}, "b": {"bm25": 2, "dense": 1}}


def test_weighted_fusion_is_weighted_sum_of_z_scores():
    import numpy as np

    from graphrag.retrieve.fusion import weighted

    dense = {"a": 0.9, "b": 0.5, "c": 0.1}
    bm25 = {"a": 1.0, "b": 9.0, "c": 2.0}
    fused = weighted({"dense": dense, "bm25": bm25}, {"dense": 0.7, "bm25": 0.3})
    ids = ["a", "b", "c"]
    zd = (np.array([dense[i] for i in ids]) - np.mean(list(dense.values()))) / np.std(list(dense.values()))
    zb = (np.array([bm25[i] for i in ids]) - np.mean(list(bm25.values()))) / np.std(list(bm25.values()))
    for i, cid in enumerate(ids):
        assert fused[cid] == pytest.approx(0.7 * zd[i] + 0.3 * zb[i])


def test_weighted_fusion_gives_missing_scores_the_list_minimum():
    from graphrag.retrieve.fusion import weighted

    fused = weighted({"dense": {"a": 1.0, "b": 0.0}, "bm25": {"a": 5.0}}, {"dense": 0.5, "bm25": 0.5})
    assert set(fused) == {"a", "b"} and fused["a"] > fused["b"]
