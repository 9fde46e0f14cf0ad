"""The manifest's servers (no server needed): URIs recorded without credentials, the same server
recognised however it is spelt, the manifest's servers used when none is given, another refused,
and an index id made once per index folder."""

from __future__ import annotations

import json

import pytest

from graphrag.config import load_settings
from graphrag.errors import ConfigError
from graphrag.index import open_index
from graphrag.index.local import _public_uri, _server


def test_public_uri_drops_credentials_and_queries():
    assert _public_uri("bolt://neo4j:s3cret@db.example:7687") == "bolt://db.example:7687"
    assert _public_uri("neo4j+s://user@abc.databases.neo4j.io") == "neo4j+s://abc.databases.neo4j.io"
    assert _public_uri("https://k:v@w.example/base?api_key=XYZ") == "https://w.example/base"
    assert _public_uri("http://127.0.0.1:8080") == "http://127.0.0.1:8080"


def test_the_same_server_however_it_is_spelt():
    assert _server("bolt://127.0.0.1:7687") == _server("neo4j://localhost") == _server("bolt://u:p@LOCALHOST:7687")
    assert _server("http://127.0.0.1:8080") == _server("http://localhost:8080/")
    assert _server("https://w.example") == _server("https://w.example:443")
    assert _server("bolt://127.0.0.1:7687") != _server("bolt://127.0.0.1:7688")
    assert _server("http://a.example:8080") != _server("http://b.example:8080")


def built_index(tmp_path, **settings):
    """An index folder whose manifest says it was built on the given servers."""
    root = tmp_path / "index"
    root.mkdir()
    manifest = {
        "format": 1,
        "index_id": "ab" * 16,
        "settings": {"graph": "neo4j", "vectors": "weaviate", "weaviate_collection": "GraphragBuilt", **settings},
    }
    (root / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    return root


def test_no_server_given_uses_the_manifests(tmp_path):
    root = built_index(
        tmp_path,
        neo4j_uri="bolt://db.example:7690",
        neo4j_database="graphs",
        weaviate_url="http://vec.example:8081",
        weaviate_grpc_port=50052,
    )
    index = open_index(load_settings(env={}, index=str(root)))
    try:
        s = index.settings
        assert (s.neo4j.uri, s.neo4j.database) == ("bolt://db.example:7690", "graphs")
        assert (s.weaviate.url, s.weaviate.grpc_port, index.collection) == (
            "http://vec.example:8081",
            50052,
            "GraphragBuilt",
        )
        assert index.index_id == "ab" * 16
    finally:
        index.close()


@pytest.mark.parametrize(
    ("env", "recorded"),
    [
        ({"NEO4J_URI": "bolt://other.example:7687"}, "bolt://db.example:7690"),
        ({"NEO4J_DATABASE": "neo4j"}, "graphs"),
        ({"WEAVIATE_URL": "http://user:pw123secret@other.example:8081"}, "http://vec.example:8081"),
        ({"GRAPHRAG_WEAVIATE_COLLECTION": "Another"}, "GraphragBuilt"),
    ],
)
def test_another_server_given_is_refused_naming_both(tmp_path, env, recorded):
    root = built_index(
        tmp_path, neo4j_uri="bolt://db.example:7690", neo4j_database="graphs", weaviate_url="http://vec.example:8081"
    )
    with pytest.raises(ConfigError) as caught:
        open_index(load_settings(env=env, index=str(root)))
    message = str(caught.value)
    assert "was built on" in message and recorded in message and str(root) in message
    assert "pw123secret" not in message


def test_the_same_server_given_another_way_is_accepted(tmp_path):
    root = built_index(tmp_path, neo4j_uri="bolt://127.0.0.1:7687", weaviate_url="http://127.0.0.1:8080")
    env = {"NEO4J_URI": "neo4j://localhost:7687", "WEAVIATE_URL": "http://localhost:8080"}
    index = open_index(load_settings(env=env, index=str(root)))
    try:
        assert index.settings.neo4j.uri == "neo4j://localhost:7687"  # what was given, credentials and all
    finally:
        index.close()


def test_a_new_index_gets_one_id_that_a_restarted_first_ingest_keeps(tmp_path):
    settings = load_settings(env={}, index=str(tmp_path / "a" / ".graphrag"))
    first = open_index(settings, create=True)
    first.close()
    assert len(first.index_id) == 32 and (tmp_path / "a" / ".graphrag" / "index-id").read_text() == first.index_id
    again = open_index(settings, create=True)  # no manifest yet: a first ingest that stopped half way
    again.close()
    assert again.index_id == first.index_id
    other = open_index(load_settings(env={}, index=str(tmp_path / "b" / ".graphrag")), create=True)
    other.close()
    assert other.index_id != first.index_id
    # folders with the same name get different default collections
    assert first.collection != other.collection and first.collection.startswith("GraphragGraphrag_")


def test_an_index_kept_on_the_servers_reuses_its_weaviate_server_unless_given():
    """``--stores servers``: the record's manifest names the Weaviate URL, gRPC port and collection
    the index was built on; a later command without those flags uses them (a delete that reached
    another gRPC port failed half way), one given is used as given (a replica's own address)."""
    from graphrag.index.remote import ServerIndex

    index = object.__new__(ServerIndex)
    index.name = "docs"
    built = {"weaviate_url": "http://vec.example:8081", "weaviate_grpc_port": 50099, "weaviate_collection": "GraphragX"}
    adopted = index._agree_servers(load_settings(env={}), built, {})
    assert adopted == built
    s = load_settings(env={}).replace(**adopted)
    assert (s.weaviate.url, s.weaviate.grpc_port) == ("http://vec.example:8081", 50099)
    assert s.weaviate.collection == "GraphragX"
    given = load_settings(env={"WEAVIATE_URL": "http://lb.example:8080", "GRAPHRAG_WEAVIATE_GRPC_PORT": "50100"})
    assert index._agree_servers(given, built, {}) == {"weaviate_collection": "GraphragX"}
