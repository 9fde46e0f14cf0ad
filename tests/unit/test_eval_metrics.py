"""Our metrics against ranx (an established IR-evaluation library) on the same run."""

import random

import pytest
from ranx import Qrels, Run
from ranx import evaluate as ranx_evaluate

from graphrag.eval import doc_ranking, metrics, ndcg_at, recall_at, reciprocal_rank


def random_run(seed=7, n_queries=40, n_docs=60):
    rng = random.Random(seed)
    qrels, runs = {}, {}
    for q in range(n_queries):
        gold = set(rng.sample(range(n_docs), rng.randint(1, 4)))
        ranked = rng.sample(range(n_docs), rng.randint(5, 30))
        qrels[f"q{q}"] = {f"d{d}" for d in gold}
        runs[f"q{q}"] = [f"d{d}" for d in ranked]
    return qrels, runs


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_metrics_match_ranx(seed):
    qrels, runs = random_run(seed)
    ks = [1, 2, 5, 10]
    ours = metrics(runs, qrels, ks)
    r_qrels = Qrels({q: {d: 1 for d in g} for q, g in qrels.items()})
    r_run = Run({q: {d: float(len(ds) - i) for i, d in enumerate(ds)} for q, ds in runs.items()})
    names = [f"{m}@{k}" for m in ("recall", "precision", "ndcg") for k in ks] + ["mrr"]
    theirs = ranx_evaluate(r_qrels, r_run, names)
    for name in names:
        assert ours[name] == pytest.approx(theirs[name], abs=1e-9), name


def test_hand_computed_values():
    gold = {"a", "c"}
    ranked = ["b", "a", "d", "c"]
    assert recall_at(ranked, gold, 2) == 0.5
    assert reciprocal_rank(ranked, gold) == 0.5
    # DCG = 1/log2(3) + 1/log2(5); ideal = 1 + 1/log2(3)
    import math

    assert ndcg_at(ranked, gold, 4) == pytest.approx((1 / math.log2(3) + 1 / math.log2(5)) / (1 + 1 / math.log2(3)))


def test_documents_rank_at_their_best_chunk():
    order = [("c1", 0.9), ("c2", 0.8), ("c3", 0.7), ("c4", 0.6)]
    doc_of = {"c1": "A", "c2": "B", "c3": "A", "c4": "C"}
    assert doc_ranking(order, doc_of) == [("A", 0.9), ("B", 0.8), ("C", 0.6)]


def test_reworded_questions_keep_their_gold_and_change_only_what_they_say():
    from graphrag.eval import LEAD_INS, Query, reworded

    qs = [
        Query("a", "Which lab does Sigrun Dahl run?", ("d1",)),
        Query("b", "Name the journal Eleanor Pryce edits.", ("d2",), (("d2", "d3"),), 2),
        Query("c", "Who runs it?", ("d4",)),
    ]
    assert reworded(qs, "lower")[0].question == "which lab does sigrun dahl run?"
    misspelt = reworded(qs, "misspelt")
    assert misspelt == reworded(qs, "misspelt")  # seeded
    for before, after in zip(qs, misspelt):
        changed = [(x, y) for x, y in zip(before.question.split(), after.question.split()) if x != y]
        assert len(changed) <= 1 and after.chains == before.chains and after.supporting == before.supporting
        for x, y in changed:  # two adjacent letters swapped, in a capitalised word of six letters or more
            i = next(n for n in range(len(x)) if x[n] != y[n])
            assert len(x) >= 6 and x[0].isupper() and y == x[:i] + x[i + 1] + x[i] + x[i + 2 :]
    assert misspelt[0].question != qs[0].question  # "Sigrun" (or "Which" is first: not a name)
    assert misspelt[2].question == "Who runs it?"  # no long capitalised word: as written
    lead = reworded(qs, "lead-in")
    assert lead[1].question == qs[1].question  # an imperative keeps its own opening
    assert any(lead[0].question == p + "which lab does Sigrun Dahl run?" for p in LEAD_INS)
    with pytest.raises(ValueError, match="unknown wording"):
        reworded(qs, "shouted")
