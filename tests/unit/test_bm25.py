"""BM25 scores must equal rank_bm25's BM25Okapi on the same tokens."""

import json
import random

import numpy as np
import pytest
from rank_bm25 import BM25Okapi

from graphrag.stores.bm25 import BM25Index
from graphrag.text import bm25_tokens
from tests.conftest import DEMO, QUESTIONS


def demo_corpus():
    texts = [p.read_text(encoding="utf-8") for p in sorted(DEMO.rglob("*.md"))]
    texts += [json.loads(line)["text"] for line in (DEMO / "handbook.jsonl").read_text().splitlines() if line.strip()]
    return [bm25_tokens(t) for t in texts]


@pytest.mark.parametrize("k1,b", [(1.5, 0.75), (1.2, 0.5), (0.9, 1.0)])
def test_scores_match_rank_bm25_on_demo_corpus(k1, b):
    corpus = demo_corpus()
    ours = BM25Index(k1=k1, b=b).build([str(i) for i in range(len(corpus))], corpus)
    ref = BM25Okapi(corpus, k1=k1, b=b)
    queries = [bm25_tokens(json.loads(line)["question"]) for line in QUESTIONS.read_text().splitlines()]
    queries.append(["tallyhook", "tallyhook", "quaymaster", "unknownword"])  # repeats count twice
    for q in queries:
        np.testing.assert_allclose(ours.scores(q), ref.get_scores(q), rtol=0, atol=1e-6)


def test_negative_idf_floor_matches_rank_bm25():
    # "common" is in 3 of 4 documents: its raw idf is negative and takes the epsilon floor.
    corpus = [["common", "alpha"], ["common", "beta"], ["common", "gamma", "gamma"], ["delta"]]
    ours = BM25Index().build(list("abcd"), corpus)
    ref = BM25Okapi(corpus)
    for q in (["common"], ["gamma", "common"], ["delta", "alpha"]):
        np.testing.assert_allclose(ours.scores(q), ref.get_scores(q), atol=1e-9)
    assert ours.scores(["common"])[0] > 0


def test_search_orders_by_score_and_drops_non_matches(tmp_path):
    corpus = [["red", "fox"], ["red", "red", "hen"], ["blue", "sky"]]
    index = BM25Index().build(["x", "y", "z"], corpus)
    hits = index.search(["red"], k=10)
    assert [cid for cid, _ in hits] == ["y", "x"]
    assert index.search(["nothing"], k=10) == []
    index.save(tmp_path / "bm25")
    again = BM25Index.load(tmp_path / "bm25")
    np.testing.assert_allclose(again.scores(["red", "sky"]), index.scores(["red", "sky"]))


def test_term_scores_sum_to_the_score_of_each_entry_for_its_distinct_terms():
    rng = random.Random(7)
    words = [f"w{i}" for i in range(60)]
    ids = [f"c{i}" for i in range(80)]
    index = BM25Index().build(ids, [[rng.choice(words) for _ in range(rng.randint(0, 30))] for _ in ids])
    for _ in range(50):
        terms = list(dict.fromkeys(rng.choice([*words, "absent"]) for _ in range(rng.randint(1, 6))))
        asked = [rng.choice([*ids, "nope"]) for _ in range(rng.randint(1, 40))]
        got = index.term_scores(terms, asked)
        full = index.scores(terms)
        for row, c in zip(got, asked):
            assert row.sum() == pytest.approx(full[ids.index(c)] if c in ids else 0.0)
        for j, t in enumerate(terms):  # each column is that term's own score
            alone = index.scores([t])
            assert list(got[:, j]) == pytest.approx([alone[ids.index(c)] if c in ids else 0.0 for c in asked])
