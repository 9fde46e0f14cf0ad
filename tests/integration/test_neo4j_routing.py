"""Neo4j through the driver's routing (``neo4j://``), as a cluster or Aura is reached, on the local
server: the same store code, a routing driver, and an index built on one scheme opens on the other.
(The whole GraphStore contract also runs over ``neo4j://``: tests/contract, backend neo4j-routing.)"""

from __future__ import annotations

import uuid

import neo4j
import pytest

from graphrag.index.local import _public_uri, _server
from graphrag.models import Chunk, Document
from tests.contract.conftest import neo4j_settings, open_neo4j, routing_uri

pytestmark = pytest.mark.integration


def test_the_neo4j_scheme_routes_reads_and_writes_through_the_same_store():
    routed, direct = open_neo4j(uuid.uuid4().hex, routing=True), None
    try:
        assert isinstance(routed.driver, neo4j.Neo4jDriver)  # bolt:// gives a BoltDriver: no routing
        routed.upsert_documents([Document("d1", "One", "", "one.md")])  # execute_write: the leader
        routed.upsert_chunks([Chunk("c1", "d1", 0, "text", "One")])
        assert routed.counts()["chunks"] == 1  # execute_read, after the writes (shared bookmarks)
        direct = open_neo4j(routed.index_id)
        assert isinstance(direct.driver, neo4j.BoltDriver)
        assert direct.counts() == routed.counts()  # the same server, the same nodes
    finally:
        routed.clear()
        routed.close()
        if direct is not None:
            direct.close()


def test_an_index_records_the_routing_uri_without_credentials_and_matches_either_scheme():
    uri = neo4j_settings().neo4j.uri
    assert routing_uri("bolt://127.0.0.1:7687") == "neo4j://127.0.0.1:7687"
    assert routing_uri("bolt+s://db.example:7687") == "neo4j+s://db.example:7687"
    assert _public_uri("neo4j+s://neo4j:secret@abcd1234.databases.neo4j.io") == "neo4j+s://abcd1234.databases.neo4j.io"
    assert _server(routing_uri(uri)) == _server(uri)  # an index built over bolt:// opens over neo4j://
