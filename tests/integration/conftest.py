"""Integration tests talk to real servers started by ``scripts/services up`` (never mocks).

Where a server is not answering, a test fails under CI (CI=true) and is skipped elsewhere with
the command that starts it, so a developer can still run the rest offline.
"""

import json
import os
import socket
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration


def port_open(host: str, port: int, timeout: float = 1.0) -> bool:
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


def require_server(name: str, host: str, port: int) -> None:
    if port_open(host, port):
        return
    message = f"{name} is not answering on {host}:{port}; start it with `scripts/services up {name}`"
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(message)
    pytest.skip(message)


def index_id(index: str | Path) -> str:
    """The id an index folder's manifest records (the namespace of its server data)."""
    return json.loads((Path(index) / "manifest.json").read_text(encoding="utf-8"))["index_id"]


def drop_neo4j_nodes(uri: str, index_id: str) -> None:
    """Delete the Neo4j nodes one index wrote, and nothing else (test cleanup)."""
    from graphrag.config import load_settings
    from graphrag.stores.neo4j_graph import Neo4jGraphStore

    store = Neo4jGraphStore.from_settings(load_settings(env=None).replace(neo4j_uri=uri).neo4j, index_id)
    try:
        store.clear()
    finally:
        store.close()


@pytest.fixture(scope="session")
def demo_index(tmp_path_factory) -> Path:
    """The demo corpus (examples/demo) ingested once into an embedded index, for the tests that
    only read it (the page, the MCP server)."""
    import shutil

    from click.testing import CliRunner

    from graphrag.cli import main
    from tests.conftest import DEMO

    folder = tmp_path_factory.mktemp("demo-index")
    shutil.copytree(DEMO, folder / "docs")
    result = CliRunner().invoke(main, ["ingest", str(folder / "docs"), "--index", str(folder / "index")])
    assert result.exit_code == 0, result.output
    return folder / "index"
