"""`graphrag delete` and `ingest --sync` in server mode: Neo4j and Weaviate forget the documents too."""

from __future__ import annotations

import json
import uuid

import pytest
from click.testing import CliRunner

from graphrag.cli import main
from graphrag.config import load_settings
from graphrag.stores.weaviate_index import WeaviateIndex, parse_url
from tests.integration.conftest import drop_neo4j_nodes, index_id, require_server
from tests.integration.test_neo4j import cypher_counts, neo4j_uri

pytestmark = [pytest.mark.integration, pytest.mark.slow]

DOCS = {
    "ferry.md": "# Ferry schedule\nThe Harbour Line ferry leaves Pier 4 every hour. Captain Ilse Brandt runs it.",
    "pier.md": "# Pier 4\nPier 4 is the oldest pier in Norrvik. The Harbour Line ferry leaves from Pier 4.",
    "brandt.txt": "Ilse Brandt\nIlse Brandt has captained the Harbour Line since 2019. She lives in Norrvik.",
}


def run(*args: object) -> str:
    result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def test_delete_and_sync_reach_neo4j_and_weaviate(tmp_path):
    uri = neo4j_uri()
    settings = load_settings(env=None)
    _, host, port = parse_url(settings.weaviate.url)
    require_server("weaviate", host, port)
    collection = f"GraphragDelete{uuid.uuid4().hex[:10]}"
    docs = tmp_path / "docs"
    docs.mkdir()
    for name, text in DOCS.items():
        (docs / name).write_text(text, encoding="utf-8")
    index = tmp_path / "index"
    flags = ["--index", index, "--neo4j-uri", uri, "--weaviate-collection", collection]
    try:
        run("ingest", docs, "--graph", "neo4j", "--vectors", "weaviate", *flags)
        before = json.loads(run("stats", "--json", *flags))
        mine = index_id(index)
        assert before["documents"] == 3 and before["vectors"] == before["chunks"] == cypher_counts(uri, mine)["chunks"]

        assert "deleted:   1 documents" in run("delete", "ferry.md", *flags)
        (docs / "ferry.md").unlink()  # deleted from the index above; now from the sources too
        (docs / "pier.md").unlink()
        assert "1 deleted" in run("ingest", docs, "--sync", *flags)

        after = json.loads(run("stats", "--json", *flags))
        in_neo4j = cypher_counts(uri, mine)
        assert after["documents"] == in_neo4j["documents"] == 1
        assert after["vectors"] == after["chunks"] == in_neo4j["chunks"] == 1  # Weaviate, Neo4j and the table agree
        assert after["entities"] == in_neo4j["entities"] < before["entities"]
        hits = json.loads(run("query", "Harbour Line ferry Pier 4", "--json", *flags))
        assert {h["doc_id"] for h in hits} == {"brandt.txt"}
    finally:
        index_ = WeaviateIndex.from_settings(settings.weaviate, collection)
        index_.drop()
        index_.close()
        if (index / "manifest.json").exists():
            drop_neo4j_nodes(uri, index_id(index))
