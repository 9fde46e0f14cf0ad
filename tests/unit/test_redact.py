"""Credentials written inside a URI never reach a message."""

import pytest

from graphrag.errors import redact


@pytest.mark.parametrize(
    ("uri", "shown"),
    [
        ("bolt://neo4j:hunter22@db.example:7687", "bolt://neo4j:***@db.example:7687"),
        ("neo4j+s://u:p%40ss:w@x.databases.neo4j.io", "neo4j+s://u:***@x.databases.neo4j.io"),
        ("https://user:tok@weaviate.local/v1", "https://user:***@weaviate.local/v1"),
        ("bolt://127.0.0.1:7687", "bolt://127.0.0.1:7687"),
        ("http://host:8080/path@x", "http://host:8080/path@x"),
    ],
)
def test_passwords_in_uris_are_masked(uri, shown):
    assert redact(uri) == shown


@pytest.mark.parametrize(
    ("uri", "shown"),
    [
        ("bolt://neo4j:p@ss@db.example:7687", "bolt://neo4j:***@db.example:7687"),
        ("http://user:a@b@c@weaviate.local:8080/v1", "http://user:***@weaviate.local:8080/v1"),
        ("http://TOKEN@127.0.0.1:8765", "http://***@127.0.0.1:8765"),
        ("neo4j://u:p#w?x@db:7687", "neo4j://u:***@db:7687"),
        ("at 'bolt://n:x@y@h1:1', then http://n:z@w@h2:2.", "at 'bolt://n:***@h1:1', then http://n:***@h2:2."),
        ("nodes http://a:p@q@h1:1,http://b:r@s@h2:2", "nodes http://a:***@h1:1,http://b:***@h2:2"),
    ],
)
def test_a_password_holding_at_signs_is_masked_whole(uri, shown):
    assert redact(uri) == shown
    assert "p@ss" not in redact(uri) and "@b@" not in redact(uri)


def test_the_manifest_keeps_no_credentials():
    from graphrag.index.local import _public_uri

    assert _public_uri("bolt://neo4j:p@ss#1@db:7687?x=1") == "bolt://db:7687"
    assert _public_uri("http://u:a@b@weaviate.local:8080") == "http://weaviate.local:8080"
