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
