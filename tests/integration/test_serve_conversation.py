"""``history``, ``expand``, ``min_score`` and ``budget_ms`` in ``POST /query`` of a real
``graphrag serve`` process (started as tests/integration/test_serve.py starts it), on the
Fernhill corpus; and ``graphrag query --server --history`` through it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from graphrag.cli import main
from tests.integration.test_serve import request, start, stop

pytestmark = [pytest.mark.integration, pytest.mark.slow]
DATA = Path(__file__).resolve().parents[1] / "data" / "fernhill"
HISTORY = [
    {"role": "user", "content": "Who is the chief operating officer?"},
    {"role": "assistant", "content": "Ines Duarte is the chief operating officer."},
]
FOLLOW_UP = "How many languages does she speak?"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("serve-conv")
    result = CliRunner().invoke(main, ["ingest", str(DATA / "corpus.jsonl"), "--index", str(folder / "index")])
    assert result.exit_code == 0, result.output
    proc, url = start(folder / "index")
    yield url
    stop(proc)


def test_history_makes_the_follow_up_standalone(server):
    status, body = request(server, "/query", {"question": FOLLOW_UP, "k": 3, "history": HISTORY})
    assert status == 200, body
    assert body["standalone"] == "How many languages does Ines Duarte speak?"
    assert body["conversation"]["kind"] == "pronoun" and body["conversation"]["blended_turns"] == 1
    assert body["hits"][0]["doc_id"] == "fh-p-duarte"
    status, alone = request(server, "/query", {"question": FOLLOW_UP, "k": 3})
    assert status == 200 and alone["standalone"] == FOLLOW_UP
    assert "fh-p-duarte" not in [h["doc_id"] for h in alone["hits"]]


def test_threshold_expansion_and_budget_in_the_api(server):
    status, body = request(server, "/query", {"question": "Boiling point of liquid nitrogen?", "min_score": 0.6})
    assert status == 200 and body["confident"] is False and body["hits"] == []
    assert body["message"].startswith("no confident match")
    status, body = request(server, "/query", {"question": "Who leads Tideline?", "expand": ["prf", "aliases"]})
    assert status == 200 and set(body["expansions"]) == {"prf", "aliases"}
    status, body = request(server, "/query", {"question": "Who leads Tideline?", "budget_ms": 0.001})
    assert status == 200 and "graph" in body["skipped"]


@pytest.mark.parametrize(
    "extra, says",
    [
        ({"history": [{"role": "bot", "content": "x"}]}, "turn 1 has role 'bot'"),
        ({"expand": ["telepathy"]}, "expand"),  # (hyde is an expansion now: with an LLM)
        ({"min_score": 2}, "min_score"),
    ],
)
def test_bad_understanding_input_is_a_400(server, extra, says):
    status, body = request(server, "/query", {"question": "Who leads Tideline?", **extra})
    assert status == 400 and says in body["error"]


def test_the_cli_sends_its_history_to_the_server(server, tmp_path):
    history = tmp_path / "h.json"
    history.write_text(json.dumps(HISTORY))
    result = CliRunner().invoke(main, ["query", FOLLOW_UP, "--server", server, "--history", str(history), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["standalone"] == "How many languages does Ines Duarte speak?"
