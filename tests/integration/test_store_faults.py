"""A store killed while ``graphrag serve`` answers (issue 24): fail fast, recover at once.

The module starts its OWN Neo4j and Weaviate (scripts/services, free ports, its own state folder;
the shared servers on the default ports are never touched), ingests the demo with every store on
them (``--stores servers``) and runs a real ``graphrag serve`` over it. Each test SIGKILLs one
store's process mid-use and checks that:

* /query answers 503 naming the store and its URI before the store's configured deadline plus a
  generous margin (was: 63 s for Weaviate, 15-17 s for Neo4j), for one client and for several at
  once (was: 4 of 5 clients hit a 120 s timeout);
* /health says which store is down, with no URI;
* ``graphrag query`` (a real process) exits with the same clear error;
* once the store is started again, the server sees it answer on its own (/health), and the first
  query after that succeeds with the answer a new process gives.

Timing figures (time-to-503, time-to-recover) are printed by scripts/bench_faults; the only time
asserted is the bound above.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import DEMO, ROOT
from tests.integration.conftest import require_server
from tests.integration.test_server_faults import OwnServer, cli_env, free_ports

pytestmark = [
    pytest.mark.integration,
    pytest.mark.slow,
    pytest.mark.filterwarnings("error::ResourceWarning"),
    pytest.mark.filterwarnings("error::pytest.PytestUnraisableExceptionWarning"),
]

DEADLINE = 5.0  # seconds: the stores' query deadlines given to the server (neo4j/weaviate query_timeout)
MARGIN = 15.0  # seconds on top, for a loaded 2-core machine
WAIT_LIMIT = 300.0  # seconds any setup step may take (a bound on waiting, not an assertion on time)
QUESTION = "Who leads Dock Systems?"


def _cache() -> Path:
    return Path(os.environ.get("GRAPHRAG_CACHE", Path.home() / ".cache" / "graphrag"))


def own_servers(state: Path) -> tuple[OwnServer, OwnServer]:
    """A Neo4j and a Weaviate of this test's own, on free ports (not started)."""
    if not (_cache() / "weaviate-1.39.0" / "bin" / "weaviate-server").exists():
        require_server("weaviate", "127.0.0.1", 1)  # fails under CI, skips elsewhere, with the hint
    if not (_cache() / "neo4j-5.26" / "lib" / ".complete").exists():
        require_server("neo4j", "127.0.0.1", 1)
    bolt, http, w_http, w_grpc, gossip, data, raft, raft_rpc = free_ports(8)
    base = {**os.environ, "GRAPHRAG_SERVICES_DIR": str(state)}
    neo4j_env = {**base, "NEO4J_BOLT_PORT": str(bolt), "NEO4J_HTTP_PORT": str(http), "NEO4J_HEAP": "512m"}
    neo4j_env.pop("NEO4J_AUTH_PASSWORD", None)
    weaviate_env = {
        **base,
        "WEAVIATE_PORT": str(w_http),
        "WEAVIATE_GRPC_PORT": str(w_grpc),
        "CLUSTER_GOSSIP_BIND_PORT": str(gossip),
        "CLUSTER_DATA_BIND_PORT": str(data),
        "RAFT_PORT": str(raft),
        "RAFT_INTERNAL_RPC_PORT": str(raft_rpc),
    }
    return OwnServer("neo4j", neo4j_env, state / "neo4j"), OwnServer("weaviate", weaviate_env, state / "weaviate")


def request(url: str, path: str, body: dict | None = None, timeout: float = 120) -> tuple[int, dict, float]:
    """(status, JSON body, seconds taken)."""
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url + path, data=data, method="GET" if body is None else "POST")
    req.add_header("Content-Type", "application/json")
    started = time.monotonic()
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, json.loads(r.read()), time.monotonic() - started
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read()), time.monotonic() - started


@dataclass
class Stack:
    """Own Neo4j and Weaviate, an index on them, and a ``graphrag serve`` over it."""

    neo4j: OwnServer
    weaviate: OwnServer
    env: dict[str, str]  # what the CLI and the server need to find the index and its servers
    url: str = ""
    server: subprocess.Popen | None = None

    @property
    def neo4j_uri(self) -> str:
        return f"bolt://127.0.0.1:{self.neo4j.env['NEO4J_BOLT_PORT']}"

    @property
    def weaviate_url(self) -> str:
        return f"http://127.0.0.1:{self.weaviate.env['WEAVIATE_PORT']}"

    def kill(self, store: OwnServer) -> None:
        """SIGKILL the store's process (its PID as scripts/services recorded it)."""
        pid = int((store.log / "pid").read_text().strip())
        os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                return
            if _zombie(pid):
                return
            time.sleep(0.05)

    def query(self, question: str = QUESTION, timeout: float = 120) -> tuple[int, dict, float]:
        return request(self.url, "/query", {"question": question, "k": 3}, timeout)

    def wait_healthy(self) -> float:
        """Seconds until /health says ready again (the server saw every store answer)."""
        started = time.monotonic()
        while time.monotonic() - started < WAIT_LIMIT:
            status, body, _ = request(self.url, "/health", timeout=30)
            if status == 200:
                return time.monotonic() - started
            time.sleep(0.1)
        raise AssertionError(f"/health still says {body} after {WAIT_LIMIT:.0f} s")

    def cli_query(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "graphrag.cli", "query", QUESTION, "-k", "3", *args],
            env=self.env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=WAIT_LIMIT,
        )


def _zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z"
    except (OSError, IndexError):
        return True


def start_stack(folder: Path) -> Iterator[Stack]:
    """Start both stores, ingest the demo on them, serve it; stop everything at the end."""
    neo4j, weaviate = own_servers(folder / "services")
    neo4j.services("up")
    try:
        weaviate.services("up")
        try:
            yield from _serve(folder, neo4j, weaviate)
        finally:
            weaviate.services("down")
    finally:
        neo4j.services("down")


def _serve(folder: Path, neo4j: OwnServer, weaviate: OwnServer) -> Iterator[Stack]:
    docs = folder / "docs"
    shutil.copytree(DEMO, docs)
    index = folder / "index"
    stack = Stack(neo4j, weaviate, {})
    stack.env = cli_env(
        {
            "GRAPHRAG_STORES": "servers",
            "GRAPHRAG_INDEX": str(index),
            "GRAPHRAG_INDEX_NAME": "faults",
            "GRAPHRAG_NEO4J_URI": stack.neo4j_uri,
            "GRAPHRAG_WEAVIATE_URL": stack.weaviate_url,
            "GRAPHRAG_WEAVIATE_GRPC_PORT": weaviate.env["WEAVIATE_GRPC_PORT"],
            "GRAPHRAG_NEO4J_QUERY_TIMEOUT": str(DEADLINE),
            "GRAPHRAG_WEAVIATE_QUERY_TIMEOUT": str(DEADLINE),
        }
    )
    done = subprocess.run(
        [sys.executable, "-m", "graphrag.cli", "ingest", str(docs)],
        env=stack.env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=WAIT_LIMIT * 2,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    yield from _serve_index(stack)


def _serve_index(stack: Stack) -> Iterator[Stack]:
    """``graphrag serve`` over the index ``stack.env`` names, until the caller is done."""
    (port,) = free_ports(1)
    stack.url = f"http://127.0.0.1:{port}"
    stack.server = subprocess.Popen(
        [sys.executable, "-m", "graphrag.cli", "serve", "--port", str(port)],
        env=stack.env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + WAIT_LIMIT
        while True:
            assert stack.server.poll() is None, stack.server.stderr.read() if stack.server.stderr else ""
            try:
                if request(stack.url, "/health", timeout=30)[0] == 200:
                    break
            except (urllib.error.URLError, ConnectionError):
                pass
            assert time.monotonic() < deadline, "graphrag serve did not get ready"
            time.sleep(0.5)
        yield stack
    finally:
        stack.server.terminate()
        try:
            stack.server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            stack.server.kill()
            stack.server.wait(timeout=30)
        if stack.server.stderr:
            stack.server.stderr.close()


@pytest.fixture(scope="module")
def stack(tmp_path_factory) -> Iterator[Stack]:
    yield from start_stack(tmp_path_factory.mktemp("store-faults"))


def doc_ids(body: dict) -> list[str]:
    return [h["doc_id"] for h in body["hits"]]


def check_fails_fast_then_recovers(stack: Stack, store: OwnServer, name: str, where: str) -> None:
    status, body, _ = stack.query()
    assert status == 200 and body["hits"], body

    stack.kill(store)
    status, body, took = stack.query()
    assert status == 503 and name in body["error"] and where in body["error"], body
    assert took < DEADLINE + MARGIN, f"the first 503 took {took:.1f} s"

    with ThreadPoolExecutor(5) as pool:  # several clients at once: every one answered, none waits it out
        answers = list(pool.map(lambda _: stack.query(), range(5)))
    for status, body, took in answers:
        assert status == 503 and where in body["error"], body
        assert took < DEADLINE + MARGIN, f"a concurrent client's 503 took {took:.1f} s"

    status, health, _ = request(stack.url, "/health")
    assert status == 503 and health == {"status": "store down", "down": [name]}, health

    cli = stack.cli_query()
    assert cli.returncode == 1 and f"error: {name}" in cli.stderr and where in cli.stderr, cli.stderr
    assert "Traceback" not in cli.stderr

    store.services("up")  # the same state folder: the index's data is still there
    stack.wait_healthy()
    status, body, _ = stack.query()  # its time (was 63 s): scripts/bench_faults
    assert status == 200, body
    # the answer a new process gives from the same servers (a SIGKILLed Weaviate may come back with
    # a vector index a little behind, so the answer before the kill is no reference)
    fresh = stack.cli_query("--json")
    assert fresh.returncode == 0, fresh.stderr
    assert doc_ids(body) == [h["doc_id"] for h in json.loads(fresh.stdout)]


def test_weaviate_killed_fails_fast_and_recovers(stack):
    check_fails_fast_then_recovers(stack, stack.weaviate, "Weaviate", stack.weaviate_url)


def test_neo4j_killed_fails_fast_and_recovers(stack):
    check_fails_fast_then_recovers(stack, stack.neo4j, "Neo4j", stack.neo4j_uri)


def test_with_degrade_a_dead_dense_index_gives_a_partial_answer(tmp_path):
    """stores.degrade: vectors in Weaviate, BM25 and the documents local. With Weaviate killed, the
    server and the CLI answer from BM25 and the graph, and say the dense retriever was left out."""
    _, weaviate = own_servers(tmp_path / "services")
    weaviate.services("up")
    try:
        docs = tmp_path / "docs"
        shutil.copytree(DEMO, docs)
        url = f"http://127.0.0.1:{weaviate.env['WEAVIATE_PORT']}"
        stack = Stack(weaviate, weaviate, {})  # no Neo4j here
        stack.env = cli_env(
            {
                "GRAPHRAG_INDEX": str(tmp_path / "index"),
                "GRAPHRAG_WEAVIATE_URL": url,
                "GRAPHRAG_WEAVIATE_GRPC_PORT": weaviate.env["WEAVIATE_GRPC_PORT"],
                "GRAPHRAG_WEAVIATE_QUERY_TIMEOUT": str(DEADLINE),
                "GRAPHRAG_DEGRADE": "true",
            }
        )
        ingest = [sys.executable, "-m", "graphrag.cli", "ingest", str(docs), "--vectors", "weaviate"]
        done = subprocess.run(ingest, env=stack.env, cwd=ROOT, capture_output=True, text=True, timeout=WAIT_LIMIT)
        assert done.returncode == 0, done.stdout + done.stderr
        for served in _serve_index(stack):
            status, body, _ = served.query()
            assert status == 200 and "partial" not in body, body
            served.kill(weaviate)
            for _ in range(3):  # the first finds it down, the next ones are refused by its breaker at once
                status, body, _ = served.query()
                assert status == 200 and body["partial"] == ["dense"] and body["hits"], body
            cli = served.cli_query()
            assert cli.returncode == 0, cli.stderr
            assert "a partial answer: the dense retriever's store is down" in cli.stderr
            weaviate.services("up")
            served.wait_healthy()
            status, body, _ = served.query()
            assert status == 200 and "partial" not in body, body
    finally:
        weaviate.services("down")
