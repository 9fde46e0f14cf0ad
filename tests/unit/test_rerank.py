import numpy as np

from graphrag.retrieve.rerank import mmr, rerank_cross_encoder


def test_mmr_with_lambda_one_is_relevance_order():
    q = np.array([1.0, 0.0])
    vecs = {"a": np.array([0.6, 0.8]), "b": np.array([1.0, 0.0]), "c": np.array([0.8, 0.6])}
    out = mmr([("a", 3), ("b", 2), ("c", 1)], q, vecs, 1.0)
    assert [c for c, _ in out] == ["b", "c", "a"]


def test_mmr_skips_near_duplicates():
    q = np.array([1.0, 0.0, 0.0])
    dup = np.array([0.9, 0.436, 0.0])
    vecs = {"a": dup, "a2": dup.copy(), "other": np.array([0.8, 0.0, 0.6])}
    out = [c for c, _ in mmr([("a", 3), ("a2", 2), ("other", 1)], q, vecs, 0.5)]
    assert out[0] in ("a", "a2") and out[1] == "other"


def test_mmr_keeps_chunks_without_vectors_at_the_end():
    out = mmr([("x", 1.0), ("a", 0.5)], np.array([1.0]), {"a": np.array([1.0])}, 0.7)
    assert [c for c, _ in out] == ["a", "x"]


class FakeScorer:
    """A stand-in with the CrossEncoder.predict interface, scoring by passage length."""

    def predict(self, pairs, show_progress_bar=False):
        return [len(p) for _, p in pairs]


def test_rerank_orders_by_model_score():
    items = [("short", "", "ab"), ("long", "T", "abcdef"), ("mid", "", "abcd")]
    out = rerank_cross_encoder(FakeScorer(), "q", items)
    assert [c for c, _ in out] == ["long", "mid", "short"]
