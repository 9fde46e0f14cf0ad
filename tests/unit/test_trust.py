"""Which typed facts ingest doubts (ingest/trust.py): the features read what they say, the model
scores as scikit-learn's logistic regression does, and a doubted fact is marked, kept for the
walk and shown as two names named together, on sentences of our own."""

import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from graphrag.models import NOT_FACTS, Chunk
from ingest.extract import Extractor
from ingest.trust import DEFAULT_MODEL, FEATURES, TRUST_ENV, Trust, fact_features, load_trust
from tests.conftest import doubt_all


def feature(row, name):
    return row[FEATURES.index(name)]


def test_a_subject_borrowed_from_the_page_is_told_from_one_the_sentence_writes():
    borrowed = fact_features(
        "ardley works", "value:1998", "open_in", "opened in", "The works opened in 1998.", "Ardley Works"
    )
    written = fact_features(
        "ardley works", "value:1998", "open_in", "opened in", "Ardley Works opened in 1998.", "Ardley Works"
    )
    assert feature(borrowed, "subject written") == 0 and feature(borrowed, "page subject not written") == 1
    assert feature(written, "subject written") == 1 and feature(written, "page subject not written") == 0
    assert feature(written, "subject is the page") == feature(borrowed, "subject is the page") == 1
    assert feature(written, "object is a year") == 1 and feature(written, "object written") == 1


def test_features_of_a_table_row_a_surname_and_ends_far_apart():
    row = fact_features(
        "c 0471", "corvell medical", "supplier", "Supplier", "Contract: C-0471; Supplier: Corvell Medical", ""
    )
    assert feature(row, "table row") == 1 and feature(row, "subject written") == 1
    prose = fact_features(
        "mara quill",
        "tessaly port authority",
        "be_harbour_master_of",
        "was harbour master of",
        "Quill, who had sailed for twenty years before she came ashore, was harbour master of the Tessaly"
        " Port Authority.",
        "",
    )
    assert feature(prose, "table row") == 0
    assert feature(prose, "subject written") == 0 and feature(prose, "subject share") == 0.5
    assert feature(prose, "object written") == 1 and feature(prose, "words between the ends (log)") > np.log(10)
    assert feature(prose, "predicate with be") == 1 and feature(prose, "predicate words") == 4


def test_scores_are_those_of_scikit_learns_logistic_regression():
    from sklearn.linear_model import LogisticRegression

    rng = np.random.default_rng(7)
    x = rng.normal(size=(300, len(FEATURES))) * 3 + 1
    y = (x[:, 0] - x[:, 3] + rng.normal(size=300) > 0).astype(int)
    mean, scale = x.mean(axis=0), x.std(axis=0)
    fitted = LogisticRegression().fit((x - mean) / scale, y)
    trust = Trust(tuple(fitted.coef_[0]), float(fitted.intercept_[0]), tuple(mean), tuple(scale), 0.5)
    want = fitted.predict_proba((x - mean) / scale)[:, 1]
    assert np.allclose(trust.probabilities(x), want)
    assert (trust.kept(x) == (want >= 0.5)).all()


def test_the_shipped_model_reads_the_features_this_code_computes():
    data = json.loads(DEFAULT_MODEL.read_text(encoding="utf-8"))
    assert data["features"] == list(FEATURES) and len(data["weights"]) == len(FEATURES)
    assert 0 < data["threshold"] < 1 and load_trust() is not None


@pytest.fixture(scope="module")
def nlp():
    from graphrag.models_loader import load_spacy

    return load_spacy("en_core_web_sm")


def test_a_doubted_fact_is_marked_and_every_other_edge_stays_as_it_was(nlp, tmp_path):
    text = "Mara Quill joined the Tessaly Port Authority in 2011. Mara Quill was born in 1968."
    chunk = Chunk("c1", "d1", 0, text, "Harbour staff")
    extractor = Extractor(nlp)
    extractor.trust = None
    trusted = extractor.extract([chunk])
    typed = [r for r in trusted.relations if r.predicate not in NOT_FACTS]
    assert typed and not any(r.doubted for r in trusted.relations)
    extractor.trust = Trust.from_json(json.loads(Path(doubt_all(tmp_path / "m.json")).read_text()))
    doubted = extractor.extract([chunk])
    assert [replace(r, doubted=False) for r in doubted.relations] == trusted.relations
    assert {r for r in doubted.relations if r.doubted} == {replace(r, doubted=True) for r in typed}
    assert doubted.entities == trusted.entities


def test_graphrag_entity_shows_a_doubted_fact_as_two_names_named_together(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from graphrag.cli import main

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "staff.md").write_text("# Harbour staff\n\nMara Quill joined the Tessaly Port Authority in 2011.\n")
    index = tmp_path / "index"

    def view(model: str) -> dict:
        monkeypatch.setenv(TRUST_ENV, model)
        runner = CliRunner()
        done = runner.invoke(main, ["ingest", str(docs), "--index", str(index), "--rebuild"], catch_exceptions=False)
        assert done.exit_code == 0, done.output
        shown = runner.invoke(main, ["entity", "Mara Quill", "--index", str(index), "--json"], catch_exceptions=False)
        return json.loads(shown.stdout)[0]

    kept = view("none")
    assert ("Mara Quill", "join", "the Tessaly Port Authority") in {
        (f["subject"], f["predicate"], f["object"]) for f in kept["facts"]
    }
    doubted = view(doubt_all(tmp_path / "m.json"))
    assert doubted["facts"] == []
    assert "the Tessaly Port Authority" in {n["name"] for n in doubted["neighbours"]}


def test_a_path_through_a_doubted_fact_reads_as_named_together():
    from graphrag.models import Relation
    from graphrag.retrieve.path_evidence import path_hops, path_labels
    from graphrag.retrieve.relpath import PathHit

    said = "Ward 7 is run by Dr Ada."
    fact = Relation("ward 7", "dr ada", "run", "x1", "is run by", sentence=said)
    names = {"ward 7": "Ward 7", "dr ada": "Dr Ada"}
    assert path_labels(PathHit(1.0, ["ward 7", "dr ada"], [fact]), names) == ["[Ward 7]", "-run->", "(Dr Ada)"]
    doubted = PathHit(1.0, ["ward 7", "dr ada"], [replace(fact, doubted=True)])
    assert path_labels(doubted, names) == ["[Ward 7]", "-co_occurs->", "(Dr Ada)"]
    assert path_hops(doubted, names) == [("Ward 7", "Dr Ada", said)]  # the sentence that names both
