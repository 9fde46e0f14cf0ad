"""Server mode forgets a deleted document too: after ``graphrag delete`` (and ``ingest --sync``) of
an index kept on the servers (``--stores servers``), no Neo4j node of the index (documents, chunks,
entities, relations, phrases, the record) and no Weaviate object of its collection holds a word
only that document contributed."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from neo4j import GraphDatabase

from graphrag.config import load_settings
from graphrag.index import Index
from graphrag.stores.weaviate_index import WeaviateIndex
from tests.e2e.conftest import DOCS
from tests.e2e.test_forget import MARKER, SECRET
from tests.integration.test_all_servers import drop, require_servers, run, settings_for

pytestmark = [pytest.mark.integration, pytest.mark.slow]


def server_text(name: str, index: Path) -> str:
    """Every property of the index's Neo4j nodes and edges and of its Weaviate objects, as text."""
    opened = Index(settings_for(name, index))
    try:
        index_id, collection = opened.index_id, opened.collection
    finally:
        opened.close()
    s = load_settings(env=None)
    out = []
    with GraphDatabase.driver(s.neo4j.uri, auth=(s.neo4j.user, s.neo4j.password)) as driver:
        records, _, _ = driver.execute_query(
            "MATCH (n) WHERE n.index_id = $id OPTIONAL MATCH (n)-[r]->() "
            "RETURN properties(n) AS n, collect(properties(r)) AS r",
            id=index_id,
            database_=s.neo4j.database,
        )
        out += [repr(dict(r["n"])) + repr(r["r"]) for r in records]
        records, _, _ = driver.execute_query(
            "MATCH (n:GraphragIndex {name: $name}) RETURN properties(n) AS n", name=name, database_=s.neo4j.database
        )
        out += [repr(dict(r["n"])) for r in records]
    dense = WeaviateIndex.from_settings(s.weaviate, collection)
    try:
        out += [repr(o.properties) for o in dense.collection.iterator()]
    finally:
        dense.close()
    return "\n".join(out)


# a name of an entity that stays (Ilse Brandt), used only by the deleted document
ALIAS = f"# Visit\nIlse Brandt, also known as Ilse {MARKER}-Brandt, visited Norrvik in 2021."


@pytest.mark.parametrize(("how", "secret"), [("delete", SECRET), ("sync", SECRET), ("delete", ALIAS)])
def test_the_servers_forget_a_deleted_document(tmp_path, how, secret):
    require_servers()
    name = f"test-forget-{uuid.uuid4().hex[:10]}"
    docs, index = tmp_path / "docs", tmp_path / "index"
    docs.mkdir()
    for file, text in {**DOCS, "secret.md": secret}.items():
        (docs / file).write_text(text, encoding="utf-8")
    flags = ["--index", index, "--stores", "servers", "--index-name", name]
    try:
        run("ingest", docs, *flags)
        before = server_text(name, index)
        assert MARKER in before
        if secret == SECRET:
            assert f"{MARKER} Hall is a lighthouse" in before  # a phrase node holds it
        if how == "delete":
            run("delete", "secret.md", *flags)
        else:
            (docs / "secret.md").unlink()
            assert "1 deleted" in run("ingest", docs, "--sync", *flags)
        after = server_text(name, index)
        assert MARKER.casefold() not in after.casefold()
        assert "Harbour Line" in after
        assert "ok" in run("check", *flags)
    finally:
        drop(name, tmp_path / "cleanup")
