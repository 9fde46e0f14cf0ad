"""Server mode forgets a deleted document too: after ``graphrag delete`` (and ``ingest --sync``) of
an index kept on the servers (``--stores servers``), no Neo4j node of the index (documents, chunks,
entities, relations, phrases, the record) and no Weaviate object of its collection holds a word
only that document contributed."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from click.testing import CliRunner
from neo4j import GraphDatabase

from graphrag.cli import main
from graphrag.config import load_settings
from graphrag.index import open_index
from graphrag.stores.weaviate_index import WeaviateIndex
from tests.e2e.conftest import DOCS
from tests.e2e.test_forget import MARKER, SECRET
from tests.integration.test_all_servers import drop, require_servers, run, settings_for

pytestmark = [pytest.mark.integration, pytest.mark.slow]


def server_text(name: str, index: Path) -> str:
    """Every property of the index's Neo4j nodes and edges and of its Weaviate objects, as text."""
    opened = open_index(settings_for(name, index))
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


def test_a_rebuild_of_a_damaged_index_on_the_servers_clears_them_first(tmp_path):
    """``ingest --rebuild`` with the document table truncated: the servers' data of the index is
    cleared by the index's id (the table that names the documents does not read), then rebuilt."""
    import json

    from graphrag.index import Layout
    from tests.integration.conftest import drop_neo4j_nodes, index_id
    from tests.integration.test_neo4j import cypher_counts, neo4j_uri

    require_servers()
    uri = neo4j_uri()
    collection = f"GraphragRebuild{uuid.uuid4().hex[:10]}"
    docs, index = tmp_path / "docs", tmp_path / "index"
    docs.mkdir()
    for file, text in {**DOCS, "secret.md": SECRET}.items():
        (docs / file).write_text(text, encoding="utf-8")
    flags = ["--index", index, "--neo4j-uri", uri, "--weaviate-collection", collection]
    try:
        run("ingest", docs, "--graph", "neo4j", "--vectors", "weaviate", *flags)
        mine = index_id(index)
        (docs / "secret.md").unlink()  # the rebuild reads the sources as they are now
        table = Layout.current(index).docs
        table.write_bytes(table.read_bytes()[:1000])
        result = CliRunner().invoke(main, ["stats", *map(str, flags)])
        assert result.exit_code == 1 and "docs.sqlite" in result.output
        run("ingest", docs, "--rebuild", *flags)
        stats = json.loads(run("stats", "--json", *flags))
        assert stats["documents"] == 3 and stats["vectors"] == stats["chunks"] == cypher_counts(uri, mine)["chunks"]
        assert "ok" in run("check", *flags)
    finally:
        dense = WeaviateIndex.from_settings(load_settings(env=None).weaviate, collection)
        dense.drop()
        dense.close()
        if (index / "manifest.json").exists():
            drop_neo4j_nodes(uri, index_id(index))
