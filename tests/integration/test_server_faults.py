"""A server stopped in the middle of a real ingest (issue 11, item 5).

Each test starts its OWN server with ``scripts/services`` (other ports, its own state folder), runs
a real ``graphrag ingest`` process in server mode against it, stops that server while the ingest
is paused between two batches (the test-only hook GRAPHRAG_TEST_PAUSE, see
graphrag/stores/faults.py), and checks that the ingest stops with an error naming the server
instead of hanging, that the index records nothing the server did not acknowledge, and that after
a restart a second run completes with every count in agreement. The shared servers on the
default ports are never stopped.

Every wait is bounded (subprocess ``timeout=``), so a hang fails the test instead of blocking CI.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.integration.conftest import require_server

pytestmark = [pytest.mark.integration, pytest.mark.slow]

SERVICES = ROOT / "scripts" / "services"
DOCS = 300  # three ingest batches of 128 documents: the server goes away after the first
START_TIMEOUT = 240  # seconds for scripts/services to start or stop a server
INGEST_TIMEOUT = 600  # seconds a whole ingest may take on a busy 2-core machine; never reached when all is well


def free_ports(n: int) -> list[int]:
    """``n`` distinct TCP ports nothing listens on now (the kernel's choice)."""
    sockets = []
    try:
        for _ in range(n):
            s = socket.socket()
            s.bind(("127.0.0.1", 0))
            sockets.append(s)
        return [s.getsockname()[1] for s in sockets]
    finally:
        for s in sockets:
            s.close()


@dataclass
class OwnServer:
    """One server of this test's own, run by scripts/services with its ports and state folder."""

    name: str
    env: dict[str, str]
    log: Path
    started: bool = field(default=False)

    def services(self, action: str) -> None:
        done = subprocess.run(
            [str(SERVICES), action, self.name],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=START_TIMEOUT,
        )
        assert done.returncode == 0, f"scripts/services {action} {self.name} failed:\n{done.stdout}\n{done.stderr}"
        self.started = action == "up"

    def running(self) -> Iterator[OwnServer]:
        """Up for the fixture's test, down after it (unless the test already stopped it)."""
        self.services("up")
        try:
            yield self
        finally:
            if self.started:
                self.services("down")


def weaviate_binary_available() -> None:
    cache = Path(os.environ.get("GRAPHRAG_CACHE", Path.home() / ".cache" / "graphrag"))
    if not (cache / "weaviate-1.39.0" / "bin" / "weaviate-server").exists():
        # scripts/test starts the shared servers first, which builds the binary once per machine
        require_server("weaviate", "127.0.0.1", 1)  # fails under CI, skips elsewhere, with the hint


@pytest.fixture
def own_weaviate(tmp_path) -> Iterator[OwnServer]:
    weaviate_binary_available()
    http, grpc, gossip, data, raft, raft_rpc = free_ports(6)
    state = tmp_path / "services"
    env = {
        **os.environ,
        "GRAPHRAG_SERVICES_DIR": str(state),
        "WEAVIATE_PORT": str(http),
        "WEAVIATE_GRPC_PORT": str(grpc),
        "CLUSTER_GOSSIP_BIND_PORT": str(gossip),
        "CLUSTER_DATA_BIND_PORT": str(data),
        "RAFT_PORT": str(raft),
        "RAFT_INTERNAL_RPC_PORT": str(raft_rpc),
    }
    yield from OwnServer("weaviate", env, state / "weaviate").running()


def write_corpus(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    towns = ["Norrvik", "Saltholm", "Brekka", "Dunmore", "Ostvik", "Kelda"]
    with path.open("w", encoding="utf-8") as f:
        for i in range(DOCS):
            town = towns[i % len(towns)]
            text = f"Ferry {i} leaves {town} at pier {i % 9}. Captain Ilse Brandt logged trip {i} in {2000 + i % 25}."
            f.write(json.dumps({"id": f"trip-{i}", "title": f"Trip {i}", "text": text}) + "\n")


def graphrag(*args: object, env: dict[str, str], timeout: float = INGEST_TIMEOUT) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "graphrag.cli", *map(str, args)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def cli_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GRAPHRAG_", "WEAVIATE_", "NEO4J_"))}
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return {**env, **(extra or {})}


def ingest_stopped_mid_run(server: OwnServer, ingest: list[object], point: str, hook: Path) -> tuple[int, str]:
    """Run ``graphrag ingest`` (a real process) paused at the hook ``point`` after its first
    write; stop ``server`` there, let the ingest go on, and return its exit code and stderr."""
    hook.mkdir()
    proc = subprocess.Popen(
        [sys.executable, "-m", "graphrag.cli", *map(str, ingest)],
        env=cli_env({"GRAPHRAG_TEST_PAUSE": f"{point}={hook}"}),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        ready = hook / f"{point}.ready"
        deadline = time.monotonic() + INGEST_TIMEOUT  # a bound on waiting, not an assertion on time
        while not ready.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.2)
        if not ready.exists():
            pytest.fail(f"the ingest never reached {point}: {proc.communicate(timeout=60)}")
        server.services("down")
        (hook / f"{point}.go").touch()
        _, err = proc.communicate(timeout=INGEST_TIMEOUT)  # a hang raises TimeoutExpired: the test fails
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=60)
    return proc.returncode, err


def assert_nothing_recorded_beyond_the_server(index: Path, flags: list[object]) -> None:
    """After the failed run: no index yet (the first run committed nothing), or one whose every
    recorded document the server holds."""
    stats = graphrag("stats", "--index", index, "--json", *flags, env=cli_env())
    if (index / "manifest.json").exists():
        assert stats.returncode == 0, stats.stderr
        partial = json.loads(stats.stdout)
        assert partial["documents"] < DOCS and partial["vectors"] >= partial["chunks"]
    else:
        assert stats.returncode != 0 and "no index" in stats.stderr, stats.stderr


def test_weaviate_stopped_mid_ingest_fails_with_its_url_then_a_rerun_completes(own_weaviate, tmp_path):
    """The finding: with Weaviate stopped mid-ingest the ingest hung for good in the client's batch
    flush (still stuck after Weaviate came back)."""
    corpus = tmp_path / "src" / "trips.jsonl"
    write_corpus(corpus)
    index = tmp_path / "index"
    port, grpc = own_weaviate.env["WEAVIATE_PORT"], own_weaviate.env["WEAVIATE_GRPC_PORT"]
    url = f"http://127.0.0.1:{port}"
    ingest = ["ingest", corpus, "--index", index, "--vectors", "weaviate", "--weaviate-url", url]
    ingest += ["--weaviate-grpc-port", grpc]
    code, err = ingest_stopped_mid_run(own_weaviate, ingest, "weaviate-upsert", tmp_path / "hook")
    assert code != 0, err
    assert f"error: Weaviate at {url} stopped answering" in err, err
    assert "run the same command again" in err and "Traceback" not in err, err

    own_weaviate.services("up")  # same state folder: the first batch is still there
    assert_nothing_recorded_beyond_the_server(index, ["--weaviate-url", url, "--weaviate-grpc-port", grpc])

    rerun = graphrag(*ingest, env=cli_env())
    assert rerun.returncode == 0, rerun.stdout + rerun.stderr
    done = graphrag("stats", "--index", index, "--json", env=cli_env())  # the manifest names the server
    assert done.returncode == 0, done.stderr
    final = json.loads(done.stdout)
    assert final["documents"] == DOCS
    assert final["vectors"] == final["chunks"] >= DOCS  # one object per chunk: none lost, none twice


@pytest.fixture
def own_neo4j(tmp_path) -> Iterator[OwnServer]:
    cache = Path(os.environ.get("GRAPHRAG_CACHE", Path.home() / ".cache" / "graphrag"))
    if not (cache / "neo4j-5.26" / "lib" / ".complete").exists():
        require_server("neo4j", "127.0.0.1", 1)  # fails under CI, skips elsewhere, with the hint
    bolt, http = free_ports(2)
    state = tmp_path / "services"
    env = {
        **os.environ,
        "GRAPHRAG_SERVICES_DIR": str(state),
        "NEO4J_BOLT_PORT": str(bolt),
        "NEO4J_HTTP_PORT": str(http),
        "NEO4J_HEAP": "512m",
    }
    env.pop("NEO4J_AUTH_PASSWORD", None)
    yield from OwnServer("neo4j", env, state / "neo4j").running()


def test_neo4j_stopped_mid_ingest_fails_with_its_uri_then_a_rerun_completes(own_neo4j, tmp_path):
    """Neo4j going away mid-run: the driver retries with backoff for a bounded time, then the ingest
    stops naming the URI; the re-run resumes under the same index id and leaves no duplicates."""
    from tests.integration.test_neo4j import cypher_counts

    corpus = tmp_path / "src" / "trips.jsonl"
    write_corpus(corpus)
    index = tmp_path / "index"
    uri = f"bolt://127.0.0.1:{own_neo4j.env['NEO4J_BOLT_PORT']}"
    ingest: list[object] = ["ingest", corpus, "--index", index, "--graph", "neo4j", "--neo4j-uri", uri]

    code, err = ingest_stopped_mid_run(own_neo4j, ingest, "neo4j-upsert_chunks", tmp_path / "hook")
    assert code != 0, err
    assert f"error: Neo4j at {uri} is not answering" in err, err
    assert "run the same command again" in err and "Traceback" not in err, err

    own_neo4j.services("up")
    assert_nothing_recorded_beyond_the_server(index, ["--neo4j-uri", uri])
    rerun = graphrag(*ingest, env=cli_env())
    assert rerun.returncode == 0, rerun.stdout + rerun.stderr
    done = graphrag("stats", "--index", index, "--json", env=cli_env())  # the manifest names the server
    assert done.returncode == 0, done.stderr
    final = json.loads(done.stdout)
    in_neo4j = cypher_counts(uri, (index / "index-id").read_text())
    assert final["documents"] == in_neo4j["documents"] == DOCS
    assert final["chunks"] == in_neo4j["chunks"] == in_neo4j["has_chunk"]
    assert final["entities"] == in_neo4j["entities"] > 0
