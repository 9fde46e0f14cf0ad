"""Two ``graphrag serve`` replicas on one index kept on the servers (``--stores servers``): real
uvicorn processes on free loopback ports, each with its own (empty) index folder.

An ingest job posted to one replica commits; the other sees the commit through the index record in
Neo4j (no file it could watch is shared) and answers with the new document, and both answer every
question alike.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.error
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.e2e.test_crash_safety import V1, V2, write
from tests.integration.test_all_servers import drop, require_servers, run
from tests.integration.test_serve import free_port, request, stop

pytestmark = [pytest.mark.integration, pytest.mark.slow]

WAIT_LIMIT = 600  # seconds: only so that a broken run fails instead of hanging CI


def start_replica(index: Path, name: str, until: str = "ready") -> tuple[subprocess.Popen, str]:
    """``graphrag serve --stores servers`` from this checkout, once GET /health says ``until``
    ("ready": its models loaded; "no index": up, with no index committed under its name yet)."""
    port = free_port()
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
        "GRAPHRAG_STORES": "servers",
        "GRAPHRAG_INDEX_NAME": name,
        "GRAPHRAG_SERVER_INGEST_ROOT": str(index.parent),  # POST /ingest reads the test's folder
    }
    command = [sys.executable, "-m", "graphrag.cli", "serve", "--index", str(index), "--port", str(port)]
    proc = subprocess.Popen(
        command, env=env, cwd=index.parent, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + WAIT_LIMIT
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"graphrag serve exited: {proc.stderr.read() if proc.stderr else ''}")
        try:
            _, body = request(url, "/health")
            if body["status"] == until:
                return proc, url
            assert body["status"] in ("loading", "no index"), body
        except (urllib.error.URLError, ConnectionError):
            pass
        time.sleep(0.5)
    proc.kill()
    raise AssertionError("graphrag serve did not get ready")


def answer(url: str, question: str) -> list[tuple[str, str, float]]:
    status, body = request(url, "/query", {"question": question, "k": 5})
    assert status == 200, body
    return [(h["doc_id"], h["chunk_id"], round(h["score"], 4)) for h in body["hits"]]


def test_ingest_through_one_replica_query_through_the_other(tmp_path):
    require_servers()
    name = f"test-replicas-{os.getpid()}-{time.time_ns() % 10**9}"
    src = write(tmp_path / "src", {k: v for k, v in V1.items() if k != "norrvik.md"})
    replicas: list[subprocess.Popen] = []
    try:
        # replica b starts before there is any index: it says so, and looks again at each request
        b, url_b = start_replica(tmp_path / "replica-b", name, until="no index")
        replicas.append(b)
        status, body = request(url_b, "/query", {"question": "anything at all", "k": 1})
        assert status == 503 and f"the index named {name!r}" in body["error"], body
        run("ingest", src, "--index", tmp_path / "writer", "--stores", "servers", "--index-name", name)
        a, url_a = start_replica(tmp_path / "replica-a", name)
        replicas.append(a)
        question = "Who is the mayor of Norrvik and what is the Skarv Sound?"
        before = answer(url_b, question)
        assert "norrvik.md" not in {d for d, _, _ in before}
        assert answer(url_a, question) == before

        write(src, {"norrvik.md": V1["norrvik.md"], "storm.md": V2["storm.md"]})
        status, job = request(url_a, "/ingest", {"paths": [str(src)]})
        assert status == 202, job
        deadline = time.monotonic() + WAIT_LIMIT
        while True:
            status, state = request(url_a, f"/jobs/{job['job']}")
            if state["status"] in ("done", "failed") or time.monotonic() > deadline:
                break
            time.sleep(0.5)
        assert state["status"] == "done", state
        assert state["report"]["documents_new"] == 2 and state["report"]["documents_unchanged"] == 4

        after = answer(url_b, question)  # replica b never saw the job: the record tells it
        assert "norrvik.md" in {d for d, _, _ in after}
        assert answer(url_a, question) == after
        storm = "When did the winter storm close Pier 4?"
        assert answer(url_b, storm) == answer(url_a, storm)
        assert "storm.md" in {d for d, _, _ in answer(url_b, storm)}
        status, stats = request(url_b, "/stats")
        assert status == 200 and stats["documents"] == 6 and stats["generation"] == 2
    finally:
        for proc in replicas:
            stop(proc)
            if proc.stderr:
                proc.stderr.close()
        drop(name, tmp_path / "cleanup")
