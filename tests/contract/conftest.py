"""Fixtures for the store contract suites: one suite, every implementation.

``graph_backend`` is parametrised over the embedded networkx store (a file in ``tmp_path``) and the
Neo4j store (the server from ``scripts/services up neo4j``), once over ``bolt://`` (one server) and
once over ``neo4j://`` (the driver's routing, as for a cluster or Aura, on the same server). Each
Neo4j test writes under an index id of its own, so it starts empty whatever else the database
holds, and deletes only its own nodes afterwards. The Neo4j cases are integration tests: where the
server is not answering they fail under CI=true and are skipped elsewhere, as tests/integration does.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from urllib.parse import urlparse

import pytest

from graphrag.config import load_settings
from graphrag.stores.networkx_graph import NetworkxGraphStore
from graphrag.stores.protocols import GraphStore
from tests.integration.conftest import require_server


def neo4j_settings():
    """Settings for the test server: the defaults, overridden by NEO4J_URI and friends."""
    return load_settings(env=None)


def require_neo4j() -> None:
    uri = urlparse(neo4j_settings().neo4j.uri)
    require_server("neo4j", uri.hostname or "127.0.0.1", uri.port or 7687)


def routing_uri(uri: str) -> str:
    """The same server through the driver's routing: ``neo4j://`` (``neo4j+s://`` for ``bolt+s://``)."""
    scheme, rest = uri.split("://", 1)
    return {"bolt": "neo4j", "bolt+s": "neo4j+s", "bolt+ssc": "neo4j+ssc"}.get(scheme, scheme) + "://" + rest


def open_neo4j(index_id: str, routing: bool = False):
    from graphrag.stores.neo4j_graph import Neo4jGraphStore

    require_neo4j()
    settings = neo4j_settings()
    if routing:
        settings = settings.replace(neo4j_uri=routing_uri(settings.neo4j.uri))
    return Neo4jGraphStore.from_settings(settings.neo4j, index_id)


@dataclass
class Backend:
    """How to open (and reopen) one store implementation for one test."""

    name: str
    open: Callable[[], GraphStore]


@pytest.fixture(
    params=[
        "networkx",
        pytest.param("neo4j", marks=pytest.mark.integration),
        pytest.param("neo4j-routing", marks=pytest.mark.integration),
    ]
)
def graph_backend(request, tmp_path) -> Iterator[Backend]:
    if request.param == "networkx":
        path = tmp_path / "graph.json.gz"
        yield Backend("networkx", lambda: NetworkxGraphStore(path))
        return
    index_id = uuid.uuid4().hex
    routing = request.param == "neo4j-routing"
    yield Backend(request.param, lambda: open_neo4j(index_id, routing))
    store = open_neo4j(index_id)
    store.clear()  # this test's nodes only
    store.close()


@pytest.fixture
def graph_store(graph_backend) -> Iterator[GraphStore]:
    store = graph_backend.open()
    yield store
    store.close()


@pytest.fixture
def both_stores(tmp_path) -> Iterator[tuple[GraphStore, GraphStore]]:
    """The networkx store and an empty Neo4j store (an index id of its own), side by side, for
    answers compared call by call."""
    neo = open_neo4j(uuid.uuid4().hex)
    nx_store = NetworkxGraphStore(tmp_path / "graph.json.gz")
    yield nx_store, neo
    neo.clear()
    neo.close()
