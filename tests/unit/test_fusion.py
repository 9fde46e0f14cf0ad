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
