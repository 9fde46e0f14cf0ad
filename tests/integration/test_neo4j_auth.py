"""Neo4j with authentication: a second, password-protected server started by scripts/services
on free ports in a folder of its own, then stopped again."""

import os
import socket
import subprocess

import pytest
from click.testing import CliRunner

from graphrag.cli import main
from tests.conftest import DEMO, ROOT

pytestmark = pytest.mark.integration
PASSWORD = "graphrag-secret-1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def secured(tmp_path_factory):
    bolt, http = free_port(), free_port()
    env = {
        **os.environ,
        "GRAPHRAG_SERVICES_DIR": str(tmp_path_factory.mktemp("services")),
        "NEO4J_BOLT_PORT": str(bolt),
        "NEO4J_HTTP_PORT": str(http),
        "NEO4J_AUTH_PASSWORD": PASSWORD,
    }
    services = str(ROOT / "scripts" / "services")
    up = subprocess.run([services, "up", "neo4j"], env=env, capture_output=True, text=True, timeout=300)
    assert up.returncode == 0, up.stdout + up.stderr
    try:
        yield f"bolt://127.0.0.1:{bolt}"
    finally:
        subprocess.run([services, "down", "neo4j"], env=env, capture_output=True, timeout=120)


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False, env={"NEO4J_PASSWORD": None})


def test_ingest_and_query_with_the_right_password(secured, tmp_path):
    docs = tmp_path / "docs"
    docs.mkdir()
    for name in ("services/quaymaster.md", "errors/quaymaster-error-codes.md"):
        (docs / name.replace("/", "-")).write_text((DEMO / name).read_text(encoding="utf-8"), encoding="utf-8")
    index = tmp_path / "ix"
    out = run(
        "ingest", docs, "--index", index, "--graph", "neo4j", "--neo4j-uri", secured, "--neo4j-password", PASSWORD
    )
    assert out.exit_code == 0, out.output
    hits = run(
        "query",
        "What does MRG-2117 mean?",
        "--index",
        index,
        "--neo4j-uri",
        secured,
        "--neo4j-password",
        PASSWORD,
        "--json",
    )
    assert hits.exit_code == 0, hits.output
    assert "MRG-2117" in hits.output


@pytest.mark.parametrize("password,expected", [("wrong-password", "refused to authenticate"), ("", "needs a password")])
def test_wrong_or_missing_password_is_a_clear_error(secured, tmp_path, password, expected):
    (tmp_path / "a.md").write_text("# A\n\nOrvel Station relays freight.\n", encoding="utf-8")
    out = run(
        "ingest",
        tmp_path / "a.md",
        "--index",
        tmp_path / "ix",
        "--graph",
        "neo4j",
        "--neo4j-uri",
        secured,
        "--neo4j-password",
        password,
    )
    assert out.exit_code == 1
    assert expected in out.output and secured in out.output and "Traceback" not in out.output
