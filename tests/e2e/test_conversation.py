"""Conversations, expansion, the threshold and budgets end to end, on the Fernhill corpus
(tests/data/fernhill: a small company wiki written for these tests, with many people, teams and
incidents alike, so that a follow-up on its own words is ambiguous).

The pinned quality claim: with the conversation, every follow-up of conversations.jsonl finds its
gold document in the top 3; on its own words, those in RAW_MISSES do not.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from graphrag.cli import main
from graphrag.config import load_settings
from graphrag.index import open_index
from graphrag.pipeline import QueryPipeline
from graphrag.understand.ask import AskOptions, Session
from graphrag.understand.conversation import parse_history

pytestmark = pytest.mark.slow
DATA = Path(__file__).resolve().parents[1] / "data" / "fernhill"
CONVERSATIONS = [json.loads(ln) for ln in (DATA / "conversations.jsonl").read_text().splitlines() if ln.strip()]
# follow-ups whose gold document the raw words do not put in the top 3 (measured; see the README)
# measured with the learned ranker (it finds c15 and c20 on their own words at rank 3, and misses
# c01, c03 and c04 there, which the earlier default found)
RAW_MISSES = {"c01", "c03", "c04", "c05", "c07", "c08", "c09", "c10", "c12", "c16", "c17", "c19"}


def run(*args: str, input: str | None = None, ok: bool = True):
    result = CliRunner().invoke(main, list(args), input=input)
    if ok:
        assert result.exit_code == 0, result.output
    return result


@pytest.fixture(scope="module")
def index(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("fernhill")
    run("ingest", str(DATA / "corpus.jsonl"), "--index", str(folder / "index"))
    return folder / "index"


def gold_rank(answer, gold: str) -> int | None:
    return next((h.rank for h in answer.result.hits if h.doc_id == gold), None)


@pytest.fixture(scope="module")
def ranks(index) -> dict[str, tuple[int | None, int | None, str]]:
    """conversation id -> (rank of gold raw, rank of gold with the conversation, standalone text)."""
    idx = open_index(load_settings(index=str(index)))
    session = Session(QueryPipeline(idx))
    out = {}
    for c in CONVERSATIONS:
        history = tuple(parse_history(c["history"], c["id"]))
        raw = session.ask(c["question"], AskOptions(k=10))
        conv = session.ask(c["question"], AskOptions(k=10, history=history))

        out[c["id"]] = (gold_rank(raw, c["gold"]), gold_rank(conv, c["gold"]), conv.standalone.text)
    idx.close()
    print(json.dumps(out, indent=1))
    return out


def test_the_set_has_both_kinds_and_at_least_ten_follow_ups():
    kinds = {c["kind"] for c in CONVERSATIONS}
    assert len(CONVERSATIONS) >= 10 and {"pronoun", "subject-ellipsis", "predicate-ellipsis"} <= kinds
    assert len(RAW_MISSES) >= 10


def test_every_follow_up_finds_its_gold_in_the_top_3_with_the_conversation(ranks):
    bad = {cid: r for cid, r in ranks.items() if r[1] is None or r[1] > 3}
    assert not bad, bad


def test_the_raw_follow_ups_miss_the_top_3(ranks):
    bad = {cid: ranks[cid] for cid in RAW_MISSES if ranks[cid][0] is not None and ranks[cid][0] <= 3}
    assert not bad, bad


def test_cli_history_shows_the_standalone_query_in_text_and_json(index, tmp_path):
    history = tmp_path / "history.json"
    history.write_text(json.dumps(CONVERSATIONS[0]["history"]))
    args = ["query", CONVERSATIONS[0]["question"], "--index", str(index), "--history", str(history), "-k", "3"]
    text = run(*args).output
    assert "searched: Where did Mireille Osei work before joining Fernhill?" in text
    data = json.loads(run(*args, "--json").stdout)
    assert data["standalone"] == "Where did Mireille Osei work before joining Fernhill?"
    assert data["conversation"]["resolved"] == {"she": "Mireille Osei"}
    assert data["hits"][0]["doc_id"] == "fh-p-osei"
    plain = json.loads(run("query", "Who hired Ines Duarte?", "--index", str(index), "--json").stdout)
    assert isinstance(plain, list)  # without query understanding, --json keeps printing the hits array


def test_bad_history_file_is_named(index, tmp_path):
    history = tmp_path / "h.json"
    history.write_text('[{"role": "user"}]')
    result = run("query", "Who?", "--index", str(index), "--history", str(history), ok=False)
    assert result.exit_code == 1 and f"history file {history}: turn 1" in result.output


def test_min_score_says_no_confident_match_in_text_and_json(index):
    args = ["query", "What is the boiling point of liquid nitrogen?", "--index", str(index), "--min-score", "0.6"]
    assert "no confident match: the best chunk's cosine to the question is" in run(*args).output
    data = json.loads(run(*args, "--json").stdout)
    assert data["confident"] is False and data["hits"] == [] and data["confidence"] < 0.6
    ok = json.loads(run("query", "Who leads Tideline?", "--index", str(index), "--min-score", "0.3", "--json").stdout)
    assert ok["confident"] is True and ok["hits"]


def test_expansion_shows_its_terms(index):
    data = json.loads(run("query", "Why did Tideline fail?", "--index", str(index), "--expand", "prf", "--json").stdout)
    added = [t for t, _ in data["expansions"]["prf"]]
    assert added and "tideline" not in added  # new words only, the question's own are in the query


def test_a_tight_budget_skips_the_optional_stages_and_says_so(index):
    args = ["query", "Who leads Tideline?", "--index", str(index), "--expand", "prf", "--budget-ms", "0.001"]
    data = json.loads(run(*args, "--json").stdout)
    assert {"prf", "graph"} <= set(data["skipped"]) and "estimated" in data["skipped"]["graph"]
    assert data["hits"] and "prf" not in data["expansions"]
    roomy = json.loads(run(*args[:-1], "60000", "--json").stdout)
    assert roomy["skipped"] == {} and "prf" in roomy["expansions"]


def test_chat_keeps_the_conversation_and_answers_commands(index):
    script = "\n".join(
        [
            "/k 2",
            "Who leads the Tideline payments team?",
            "Where did she work before joining Fernhill?",
            "/why",
            "/reset",
            "Where did she work before joining Fernhill?",
            "/quit",
        ]
    )
    out = run("chat", "--index", str(index), input=script + "\n").output
    assert "(k = 2)" in out
    assert out.count("searched: Where did Mireille Osei work before joining Fernhill?") == 1
    assert "she → Mireille Osei" in out and "(conversation forgotten)" in out
    last = out.split("(conversation forgotten)")[1]
    assert "searched:" not in last  # after /reset, no earlier turn to lean on


def test_eval_measures_expansion_configs_and_the_threshold_cut(index, tmp_path):
    queries = tmp_path / "q.jsonl"
    rows = [
        {"id": "a", "question": "Who hired Declan Moore?", "supporting": ["fh-p-moore"]},
        {"id": "b", "question": "What caused the Beacon outage in March 2024?", "supporting": ["fh-i-beacon-2024"]},
    ]
    queries.write_text("\n".join(json.dumps(r) for r in rows))
    args = ["eval", "--index", str(index), "--queries", str(queries), "--config", "prf", "--config", "aliases"]
    out = run(*args, "--min-score", "0.99").output
    assert "prf" in out and "aliases" in out
    assert "--min-score 0.99 would cut 2 of 2 answerable questions" in out
    data = json.loads(run(*args, "--min-score", "0.01", "--json").stdout)
    assert data["threshold"] == {"min_score": 0.01, "cut": 0, "answerable": 2}
    assert set(data["configs"]) == {"prf", "aliases"}
