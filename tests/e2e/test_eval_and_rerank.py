"""`graphrag eval` end to end on the demo corpus, and reranking with a real (tiny) cross-encoder."""

import json

import pytest
from click.testing import CliRunner

from graphrag.cli import main
from tests.conftest import DEMO, QUESTIONS, save_tiny_bert

pytestmark = pytest.mark.slow


def run(*args):
    result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.fixture(scope="module")
def demo_index(tmp_path_factory):
    index = tmp_path_factory.mktemp("evaldemo") / "index"
    run("ingest", DEMO, "--index", index)
    return index


def test_eval_json_run_file_and_plot(demo_index, tmp_path):
    runfile, plot = tmp_path / "run.trec", tmp_path / "recall.png"
    out = json.loads(
        run(
            "eval",
            "--index",
            demo_index,
            "--queries",
            QUESTIONS,
            "--k",
            "1,3,5",
            "--json",
            "--save-run",
            runfile,
            "--plot",
            plot,
        )
    )
    assert out["queries"] == 12
    assert set(out["configs"]) == {"bm25", "dense", "hybrid", "graph", "default"}
    for metrics in out["configs"].values():
        assert {"recall@1", "recall@3", "recall@5", "precision@5", "ndcg@5", "mrr"} <= set(metrics)
        assert all(0.0 <= v <= 1.0 for v in metrics.values())
    # the graph-aware default finds every gold document of the demo questions in its top 5
    assert out["configs"]["default"]["recall@5"] == 1.0
    assert out["configs"]["default"]["recall@5"] > out["configs"]["hybrid"]["recall@5"]
    lines = [ln.split() for ln in runfile.read_text().splitlines()]
    assert all(len(parts) == 6 and parts[1] == "Q0" for parts in lines)
    per = {}
    for qid, _, doc, rank, score, name in lines:
        per.setdefault((name, qid), []).append((int(rank), float(score), doc))
    assert len(per) == 5 * 12
    for rows in per.values():
        assert len(rows) >= 20
        assert [r for r, _, _ in rows] == list(range(1, len(rows) + 1))
        assert len({d for _, _, d in rows}) == len(rows)
        scores = [s for _, s, _ in rows]
        assert scores == sorted(scores, reverse=True)
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_eval_human_table_names_the_reranker_state(demo_index):
    out = run("eval", "--index", demo_index, "--queries", QUESTIONS, "--config", "bm25", "--config", "default")
    assert out.splitlines()[0].split()[:3] == ["config", "R@1", "R@2"]
    assert "no cross-encoder ran" in out


@pytest.fixture(scope="module")
def tiny_cross_encoder(tmp_path_factory):
    """A randomly initialised two-layer BERT cross-encoder with the MiniLM vocabulary: real code
    path, no download. Its scores mean nothing; the test checks that they decide the order."""
    from sentence_transformers import CrossEncoder

    path = tmp_path_factory.mktemp("tiny-ce")
    save_tiny_bert(path, "BertForSequenceClassification", num_labels=1)
    return str(path), CrossEncoder(str(path), device="cpu")


def test_query_rerank_orders_the_head_by_the_cross_encoder(demo_index, tiny_cross_encoder):
    path, model = tiny_cross_encoder
    question = "Which team owns the service that raises MRG-3342?"
    hits = json.loads(run("query", question, "--index", demo_index, "--rerank", path, "-k", "8", "--json"))
    expected = model.predict([(question, f"{h['title']}\n{h['text']}") for h in hits])
    assert [h["score"] for h in hits] == pytest.approx(sorted(expected, reverse=True), abs=1e-5)
    human = run("query", question, "--index", demo_index, "--rerank", path, "-k", "3")
    assert f"(reranked by {path})" in human


def test_eval_reports_which_reranker_ran(demo_index, tiny_cross_encoder):
    path, _ = tiny_cross_encoder
    out = json.loads(
        run("eval", "--index", demo_index, "--queries", QUESTIONS, "--config", "default", "--rerank", path, "--json")
    )
    assert out["reranker"] == path
