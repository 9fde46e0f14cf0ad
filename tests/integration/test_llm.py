"""The LLM client and the features that use it, against the real OpenAI-compatible server that
``scripts/services up llm`` starts (llama.cpp's, SmolLM2-135M-Instruct). The model answers poorly:
these tests check the protocol, not quality: constrained JSON parses, retries, timeouts, the
cache, token accounting, the fallbacks when the LLM is down or answers badly.

The retry test starts a second LLM server of its own (another port, its own state folder) while
the client is retrying; the shared one is never stopped.
"""

from __future__ import annotations

import os
import socket
import subprocess
from pathlib import Path

import httpx
import pytest

from graphrag.config import LLMSettings, Settings, load_settings
from graphrag.errors import LLMAnswerError, LLMUnavailableError
from graphrag.index import open_index
from graphrag.llm import prompts, tasks
from graphrag.llm.client import LLMClient
from graphrag.pipeline import QueryPipeline
from graphrag.understand.ask import AskOptions, Session
from graphrag.understand.conversation import Turn
from tests.conftest import ROOT
from tests.integration.conftest import require_server

pytestmark = [pytest.mark.integration, pytest.mark.slow]

HOST = "127.0.0.1"
PORT = int(os.environ.get("LLM_PORT", "8091"))
URL = f"http://{HOST}:{PORT}/v1"
SERVICES = ROOT / "scripts" / "services"
START_TIMEOUT = 300  # seconds for scripts/services to start or stop a server (a first venv install included)
DOCS = {
    "ferry.md": "# Ferry schedule\nThe Harbour Line ferry leaves Pier 4 every hour. Captain Ilse Brandt runs it.",
    "pier.md": "# Pier 4\nPier 4 is the oldest pier in Norrvik. The Harbour Line ferry leaves from Pier 4.",
    "brandt.txt": "Ilse Brandt\nIlse Brandt has captained the Harbour Line since 2019. She lives in Norrvik.",
}
STEP_BACK = prompts.messages("step_back", question="When does the Harbour Line ferry leave Pier 4?")
STORY = [{"role": "user", "content": "Write a very long story about a ferry captain, at least 500 words."}]


def closed_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def server_requests() -> int | None:
    """Chat requests the shared server has logged (uvicorn's access lines), if its log is here."""
    state = Path(os.environ.get("GRAPHRAG_SERVICES_DIR", ROOT / ".services"))
    log = state / "llm" / "log"
    if not log.exists():
        return None
    return log.read_text(encoding="utf-8", errors="replace").count('"POST /v1/chat/completions HTTP/1.1"')


@pytest.fixture(scope="module")
def llm_url() -> str:
    require_server("llm", HOST, PORT)
    return URL


def settings_for(url: str, tmp_path: Path, **changes) -> LLMSettings:
    values = {"url": url, "cache_dir": str(tmp_path / "answers"), "retries": 1, "backoff": 0.1, "timeout": 120.0}
    return LLMSettings(**{**values, **changes})


def test_constrained_json_parses_in_llama_cpps_form(llm_url, tmp_path):
    client = LLMClient(settings_for(llm_url, tmp_path))
    answer = client.chat_json(STEP_BACK, prompts.STEP_BACK, max_tokens=256)  # room for a wordy small model
    assert isinstance(answer["question"], str) and answer["question"].strip()
    # the wire format is under test, not the model: SmolLM2-135M loops on some texts ("1212...") until
    # max_tokens cuts its JSON (a clean LLMAnswerError, tested below), so a text it completes
    facts = tasks.extract(client, "Ilse Brandt", DOCS["brandt.txt"])
    assert isinstance(facts["entities"], list) and isinstance(facts["relations"], list)
    assert client._json_mode == 0  # the server took response_format {"type": "json_object", "schema": ...}
    assert client.usage.requests >= 2 and client.usage.failures == 0


def test_token_accounting_matches_the_usage_the_server_reports(llm_url, tmp_path):
    # a story cut at 6 tokens: the completion's length is fixed whatever the model writes
    body = {"messages": STORY, "max_tokens": 6, "temperature": 0.0}
    reported = httpx.post(f"{llm_url}/chat/completions", json=body, timeout=120).json()["usage"]
    assert reported["completion_tokens"] == 6
    client = LLMClient(settings_for(llm_url, tmp_path, cache_dir="off", max_tokens=6))
    client.chat(STORY)
    client.chat(STORY)  # no cache: asked twice, counted twice
    u = client.usage
    assert (u.requests, u.cached) == (2, 0)
    assert u.prompt_tokens == 2 * reported["prompt_tokens"] > 0
    assert u.completion_tokens == 2 * reported["completion_tokens"] > 0


def test_a_cached_answer_sends_no_request(llm_url, tmp_path):
    first = LLMClient(settings_for(llm_url, tmp_path))
    answer = first.chat_json(STEP_BACK, prompts.STEP_BACK, max_tokens=80)
    assert (first.usage.requests, first.usage.cached) == (1, 0)
    logged = server_requests()
    again = first.chat_json(STEP_BACK, prompts.STEP_BACK, max_tokens=80)
    fresh = LLMClient(settings_for(llm_url, tmp_path))  # another process would read the same files
    from_disk = fresh.chat_json(STEP_BACK, prompts.STEP_BACK, max_tokens=80)
    assert again == from_disk == answer
    assert (first.usage.requests, first.usage.cached, fresh.usage.requests, fresh.usage.cached) == (1, 1, 0, 1)
    assert fresh.usage.total_tokens == 0
    if logged is not None:  # the server's own log: no request reached it
        assert server_requests() == logged
    # another parameter is another question
    fresh.chat_json(STEP_BACK, prompts.STEP_BACK, max_tokens=81)
    assert fresh.usage.requests == 1


def test_a_tiny_timeout_fails_naming_the_url(llm_url, tmp_path):
    client = LLMClient(settings_for(llm_url, tmp_path, timeout=0.05, retries=0, cache_dir="off", max_tokens=200))
    with pytest.raises(LLMUnavailableError) as e:
        client.chat(STORY)
    assert f"{llm_url}/chat/completions" in str(e.value) and "within 0.05 s" in str(e.value)
    assert client.usage.failures == 1 and client.usage.requests == 0


def test_an_unreachable_server_is_retried_then_given_up_naming_the_url(tmp_path):
    url = f"http://{HOST}:{closed_port()}/v1"
    client = LLMClient(settings_for(url, tmp_path, retries=2, backoff=0.01))
    with pytest.raises(LLMUnavailableError) as e:
        client.chat(STEP_BACK)
    assert f"cannot reach the LLM at {url}/chat/completions" in str(e.value)
    assert "gave up after 3 tries" in str(e.value)
    assert (client.usage.retries, client.usage.failures, client.usage.requests) == (2, 1, 0)


def test_retries_reach_a_server_that_comes_up_meanwhile(llm_url, tmp_path):
    """The first try finds nothing on the port; before the retry, a server of this test's own is
    started there (scripts/services up llm waits until it answers); the retry gets the answer."""
    port = closed_port()
    env = {**os.environ, "LLM_PORT": str(port), "GRAPHRAG_SERVICES_DIR": str(tmp_path / "services")}
    started: list[str] = []

    def services(action: str) -> None:
        done = subprocess.run(
            [str(SERVICES), action, "llm"], env=env, capture_output=True, text=True, timeout=START_TIMEOUT
        )
        assert done.returncode == 0, f"scripts/services {action} llm failed:\n{done.stdout}\n{done.stderr}"

    def on_retry(attempt: int, why: str) -> None:
        started.append(why)
        if attempt == 1:
            services("up")

    client = LLMClient(settings_for(f"http://{HOST}:{port}/v1", tmp_path, retries=3), on_retry=on_retry)
    try:
        answer = client.chat_json(STEP_BACK, prompts.STEP_BACK, max_tokens=256)  # room for a wordy small model
    finally:
        if started:
            services("down")
    assert answer["question"].strip()
    assert f"cannot reach the LLM at http://{HOST}:{port}/v1/chat/completions" in started[0]
    assert client.usage.retries == len(started) >= 1 and client.usage.requests == 1


def test_an_answer_that_never_fits_the_schema_is_asked_again_then_refused(llm_url, tmp_path):
    # 8 tokens cannot hold 200 characters: every answer is cut short (not JSON) or too short
    schema = {"type": "object", "properties": {"story": {"type": "string", "minLength": 200}}, "required": ["story"]}
    ask = [{"role": "user", "content": 'Answer with {"story": "..."}: a story about a ferry.'}]
    client = LLMClient(settings_for(llm_url, tmp_path, retries=2, max_tokens=8))
    with pytest.raises(LLMAnswerError) as e:
        client.chat_json(ask, schema)
    assert f"{llm_url}/chat/completions gave no valid answer in 3 tries" in str(e.value)
    assert (client.usage.requests, client.usage.retries, client.usage.failures) == (3, 2, 1)
    assert not list((tmp_path / "answers").rglob("*.json"))  # an invalid answer is never cached


# -- the features' fallbacks ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def index_settings(tmp_path_factory) -> Settings:
    from ingest.run import ingest

    folder = tmp_path_factory.mktemp("llm-features")
    docs = folder / "docs"
    docs.mkdir()
    for name, text in DOCS.items():
        (docs / name).write_text(text, encoding="utf-8")
    settings = load_settings(env={}, index=str(folder / "index"))
    ingest([str(docs)], settings)
    return settings


def session_with(settings: Settings, url: str, tmp_path: Path) -> Session:
    s = settings.replace(llm_url=url, llm_retries=0, llm_cache_dir=str(tmp_path / "answers"))
    return Session(QueryPipeline(open_index(s)))


HISTORY = (Turn("user", "Who runs the Harbour Line ferry?"), Turn("assistant", "Captain Ilse Brandt runs it."))


def test_llm_down_the_follow_up_takes_the_offline_path_with_a_note(index_settings, tmp_path):
    url = f"http://{HOST}:{closed_port()}/v1"
    session = session_with(index_settings, url, tmp_path)
    answer = session.ask("Where does she live?", AskOptions(k=2, history=HISTORY))
    c = answer.standalone
    assert c.kind == "pronoun" and c.resolved["she"].endswith("Ilse Brandt") and "Ilse Brandt live" in c.text
    assert "LLM rewrite failed" in c.note and url in c.note
    assert answer.to_json()["conversation"]["note"] == c.note and answer.result.hits


def test_llm_up_the_follow_up_is_sent_to_it_and_the_searched_text_is_shown(index_settings, llm_url, tmp_path):
    session = session_with(index_settings, llm_url, tmp_path)
    answer = session.ask("Where does she live?", AskOptions(k=2, history=HISTORY))
    assert session.llm.usage.requests == 1
    data = answer.to_json()
    # the rewrite is searched as it came, or (a rewrite that changed nothing) the offline query, said so
    assert data["conversation"]["kind"] == "llm" or "left the follow-up as it was" in data["conversation"]["note"]
    assert data["standalone"] == answer.standalone.text and answer.result.question == answer.standalone.text


@pytest.mark.parametrize("name", ["multi-query", "hyde", "step-back"])
def test_llm_expansions_search_more_queries_or_are_skipped_with_the_reason(index_settings, llm_url, tmp_path, name):
    question = "Who captains the ferry from Pier 4?"
    plain = session_with(index_settings, llm_url, tmp_path).ask(question, AskOptions(k=3))
    down_url = f"http://{HOST}:{closed_port()}/v1"
    down = session_with(index_settings, down_url, tmp_path).ask(question, AskOptions(k=3, expand=(name,)))
    assert down_url in down.skipped[name] and not down.generated
    assert [h.chunk_id for h in down.result.hits] == [h.chunk_id for h in plain.result.hits]

    session = session_with(index_settings, llm_url, tmp_path)
    up = session.ask(question, AskOptions(k=3, expand=(name,)))
    assert session.llm.usage.requests == 1 and name not in up.skipped
    assert up.generated[name] and up.to_json()["generated"][name] == up.generated[name]
    reasons = " ".join(h.reason() for h in up.result.hits)
    assert name in reasons  # the probe's own ranking is one of the hits' sources

    over = session_with(index_settings, llm_url, tmp_path)
    tight = over.ask(question, AskOptions(k=3, expand=(name,), budget_ms=1))
    assert "budget" in tight.skipped[name] and "estimated" in tight.skipped[name]
    assert over.llm.usage.requests == 0  # skipped before asking
