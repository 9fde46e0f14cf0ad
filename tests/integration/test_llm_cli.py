"""``graphrag ingest --extractor llm`` and ``graphrag eval --config hyde`` end to end, through the
CLI, against the real LLM server of ``scripts/services up llm``: the estimate printed before the
run, the refusal without --yes when nobody can confirm, the tokens reported after it, spaCy taking
over the chunks whose answers stay invalid, and an expansion skipped (and said so) without an LLM."""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest
from click.testing import CliRunner

from graphrag.cli import main
from tests.integration.conftest import require_server
from tests.integration.test_llm import DOCS, HOST, PORT, URL

pytestmark = [pytest.mark.integration, pytest.mark.slow]


@pytest.fixture(scope="module")
def llm_url() -> str:
    require_server("llm", HOST, PORT)
    return URL


@pytest.fixture
def corpus(tmp_path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    for name, text in DOCS.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def run(env: dict[str, str], *args: str):
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def llm_env(url: str, tmp_path: Path, **more: str) -> dict[str, str]:
    return {"GRAPHRAG_LLM_URL": url, "GRAPHRAG_LLM_CACHE_DIR": str(tmp_path / "answers"), **more}


def test_without_yes_and_without_a_terminal_nothing_starts_and_nothing_is_written(llm_url, corpus, tmp_path):
    env = llm_env(llm_url, tmp_path, GRAPHRAG_LLM_PROMPT_PRICE="0.5", GRAPHRAG_LLM_COMPLETION_PRICE="1.5")
    index = tmp_path / "index"
    result = run(env, "ingest", str(corpus), "--index", str(index), "--extractor", "llm")
    assert result.exit_code == 1
    assert "LLM extraction of 3 chunk(s) (0 already answered in the cache): about " in result.output
    assert "cost at most" in result.output and "pass --yes" in result.output
    assert not (index / "manifest.json").exists()
    assert not list((tmp_path / "answers").rglob("*.json"))  # the estimate asked the LLM nothing


def test_ingest_with_the_llm_extractor_end_to_end(llm_url, corpus, tmp_path):
    index = tmp_path / "index"
    result = run(
        llm_env(llm_url, tmp_path), "ingest", str(corpus), "--index", str(index), "--extractor", "llm", "--yes"
    )
    assert result.exit_code == 0, result.output
    out = result.output
    assert out.index("LLM extraction of 3 chunk(s)") < out.index("documents: 3 (3 new")
    line = next(x for x in out.splitlines() if x.startswith("llm:"))
    prompt, completion, requests = (
        int(w.replace(",", "")) for w in (line.split()[1], line.split()[4], line.split()[8])
    )
    assert prompt > 0 and completion > 0 and requests >= 3
    manifest = json.loads((index / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["settings"]["extractor"] == "llm"
    stats = json.loads(run({}, "stats", "--index", str(index), "--json").output)
    assert stats["documents"] == 3 and stats["entities"] >= 3  # at least the three titles
    # the same documents again: nothing to extract, no request, nothing to confirm
    again = run(llm_env(llm_url, tmp_path), "ingest", str(corpus), "--index", str(index))
    assert again.exit_code == 0 and "3 unchanged" in again.output and "LLM extraction of 0 chunk(s)" in again.output
    # the index remembers its extractor: spaCy asked explicitly is refused, with the way out
    other = run(llm_env(llm_url, tmp_path), "ingest", str(corpus), "--index", str(index), "--extractor", "spacy")
    assert other.exit_code == 1 and "extractor = 'llm'" in other.output and "--rebuild" in other.output


def test_chunks_whose_answers_stay_invalid_are_extracted_by_spacy(llm_url, corpus, tmp_path):
    # 5 tokens never hold a whole answer: every chunk's answer is cut short, so spaCy takes over
    env = llm_env(llm_url, tmp_path, GRAPHRAG_LLM_MAX_TOKENS="5", GRAPHRAG_LLM_RETRIES="0")
    index = tmp_path / "index"
    result = run(env, "ingest", str(corpus), "--index", str(index), "--extractor", "llm", "--yes")
    assert result.exit_code == 0, result.output
    assert "3 chunk(s) extracted by spaCy instead" in result.output
    stats = json.loads(run({}, "stats", "--index", str(index), "--json").output)
    assert stats["chunks"] == 3 and stats["entities"] >= 5  # spaCy's names, not only the titles


def test_eval_runs_an_llm_expansion_and_counts_the_questions_it_skipped(llm_url, corpus, tmp_path):
    index = tmp_path / "index"
    assert run({}, "ingest", str(corpus), "--index", str(index)).exit_code == 0
    queries = tmp_path / "q.jsonl"
    rows = [
        {"id": "q1", "question": "Who captains the Harbour Line?", "supporting": ["brandt.txt"]},
        {"id": "q2", "question": "Which pier is the oldest in Norrvik?", "supporting": ["pier.md"]},
    ]
    queries.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    args = ["eval", "--index", str(index), "--queries", str(queries), "--config", "default", "--config", "step-back"]
    up = run(llm_env(llm_url, tmp_path), *args, "--json")
    assert up.exit_code == 0, up.output
    data = json.loads(up.output[up.output.index("{") :])
    assert set(data["configs"]) == {"default", "step-back"} and "skipped" not in data
    with socket.socket() as s:
        s.bind((HOST, 0))
        down_url = f"http://{HOST}:{s.getsockname()[1]}/v1"
    # (another cache: the answers cached above would serve any URL, being keyed by what was asked)
    down = run(llm_env(down_url, tmp_path / "other", GRAPHRAG_LLM_RETRIES="0"), *args)
    assert down.exit_code == 0, down.output
    assert "step-back was skipped for 2 of 2 questions" in down.output and down_url in down.output
