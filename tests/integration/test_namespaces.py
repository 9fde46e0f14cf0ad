"""Several indexes on the same Neo4j and Weaviate servers never touch each other's data, and an
index reads only the servers its manifest names (issue 11, item 4).

Every index here is new, so it has an id of its own (a uuid4 in its manifest); the tests count
and delete only what their own indexes wrote, whatever else the shared servers hold.
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import pytest
from click.testing import CliRunner

from graphrag.cli import main
from graphrag.config import load_settings
from graphrag.models import Chunk, Document, Entity, Mention, Relation
from graphrag.stores.weaviate_index import WeaviateIndex, parse_url
from tests.integration.conftest import drop_neo4j_nodes, index_id, require_server
from tests.integration.test_neo4j import cypher_counts, neo4j_uri

pytestmark = pytest.mark.integration

COUNTED = ("documents", "chunks", "entities", "mentions", "relations")


def run(*args: object, ok: bool = True):
    result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)
    if ok:
        assert result.exit_code == 0, result.output
    return result


def stats(index: Path, *flags: object) -> dict:
    return json.loads(run("stats", "--index", index, "--json", *flags).stdout)


def write_records(path: Path, records: list[dict]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


def chunk_texts(uri: str, index: str, doc_id: str) -> list[str]:
    """The text of a document's chunks in one index, read with plain Cypher."""
    from neo4j import GraphDatabase

    s = load_settings(env=None)
    auth = (s.neo4j.user, s.neo4j.password) if s.neo4j.password else None
    with GraphDatabase.driver(uri, auth=auth) as driver:
        records = driver.execute_query(
            "MATCH (c:Chunk {index_id: $i, doc_id: $d}) RETURN c.text AS text ORDER BY c.position",
            {"i": index, "d": doc_id},
            database_=s.neo4j.database,
        ).records
    return [r["text"] for r in records]


@pytest.fixture
def weaviate_settings():
    s = load_settings(env=None)
    _, host, port = parse_url(s.weaviate.url)
    require_server("weaviate", host, port)
    return s


def drop_own(uri: str, settings, indexes: list[Path]) -> None:
    """Delete what these indexes wrote to the servers (their collection, their nodes), nothing else."""
    for index in indexes:
        if (index / "manifest.json").exists():
            collection = json.loads((index / "manifest.json").read_text())["settings"].get("weaviate_collection")
            if collection:
                with WeaviateIndex.from_settings(settings.weaviate, collection) as w:
                    w.drop()
            drop_neo4j_nodes(uri, index_id(index))


# --- the store alone: two index ids, one database ---------------------------------------------


def rows(text: str):
    doc = Document("X", "Harbour ferry", text, source="x.md")
    chunk = Chunk("X#0", "X", 0, text, "Harbour ferry")
    entities = [Entity("ilse brandt", "Ilse Brandt", "PERSON"), Entity("pier 4", "Pier 4", "FAC")]
    mentions = [Mention("X#0", "ilse brandt"), Mention("X#0", "pier 4")]
    relations = [Relation("ilse brandt", "pier 4", "works_at", "X#0", "works at")]
    return doc, chunk, entities, mentions, relations


def write(store, text: str) -> None:
    doc, chunk, entities, mentions, relations = rows(text)
    store.upsert_documents([doc])
    store.upsert_chunks([chunk])
    store.upsert_entities(entities)
    store.upsert_mentions(mentions)
    store.upsert_relations(relations)


def test_two_index_ids_in_one_database_keep_apart():
    """The finding: updating document X in index B deleted index A's chunk and entity for its own X,
    and counts covered the whole database."""
    from graphrag.stores.neo4j_graph import Neo4jGraphStore

    uri = neo4j_uri()
    settings = load_settings(env=None).replace(neo4j_uri=uri).neo4j
    a_id, b_id = uuid.uuid4().hex, uuid.uuid4().hex
    a, b = Neo4jGraphStore.from_settings(settings, a_id), Neo4jGraphStore.from_settings(settings, b_id)
    try:
        write(a, "Ilse Brandt works at Pier 4.")
        write(b, "Ilse Brandt works at Pier 4.")  # the same ids in another index: new nodes, not shared
        counts_a = a.counts()
        assert counts_a == b.counts() == {k: v for k, v in cypher_counts(uri, a_id).items() if k in COUNTED}
        assert counts_a == {"documents": 1, "chunks": 1, "entities": 2, "mentions": 2, "relations": 1}

        b.delete_document("X")  # B updates X: delete, then write the new text
        assert b.counts() == dict.fromkeys(COUNTED, 0)
        assert a.counts() == counts_a and b.entity_ids() == [] and a.entity_ids() == ["ilse brandt", "pier 4"]
        write(b, "Ilse Brandt left Pier 4.")
        assert chunk_texts(uri, a_id, "X") == ["Ilse Brandt works at Pier 4."]
        assert chunk_texts(uri, b_id, "X") == ["Ilse Brandt left Pier 4."]
        assert [r.chunk_id for r in a.entity_relations(["pier 4"])] == ["X#0"]
        assert a.chunk_entities(["X#0"]) == {"X#0": ["ilse brandt", "pier 4"]}

        b.clear()  # one index's clear leaves the other's nodes
        assert b.counts() == dict.fromkeys(COUNTED, 0) and a.counts() == counts_a
    finally:
        for store in (a, b):
            store.clear()
            store.close()
    assert cypher_counts(uri, a_id)["documents"] == cypher_counts(uri, b_id)["documents"] == 0


# --- the CLI: two index folders on the same servers --------------------------------------------


def test_two_indexes_on_the_same_servers_never_touch_each_other(tmp_path, weaviate_settings):
    """Ingest X into A and B (folders both named .graphrag), update X in B, delete in B: A keeps
    its X in Neo4j and Weaviate, and stats of each counts only its own."""
    uri = neo4j_uri()
    x_v1 = {"id": "X", "title": "Harbour ferry", "text": "The Harbour Line ferry leaves Pier 4. Ilse Brandt runs it."}
    x_v2 = {"id": "X", "title": "Harbour ferry", "text": "The Harbour Line ferry now leaves Pier 9. Tove Lind runs it."}
    only_a = {"id": "A1", "title": "Norrvik", "text": "Norrvik is a port town. Pier 4 is its oldest pier."}
    write_records(tmp_path / "src-a" / "docs.jsonl", [x_v1, only_a])
    write_records(tmp_path / "src-b" / "docs.jsonl", [x_v1])
    a, b = tmp_path / "a" / ".graphrag", tmp_path / "b" / ".graphrag"
    flags = ["--neo4j-uri", uri]
    created: list[Path] = []
    try:
        for index, src in ((a, "src-a"), (b, "src-b")):
            created.append(index)
            run("ingest", tmp_path / src, "--index", index, "--graph", "neo4j", "--vectors", "weaviate", *flags)
        ids = {index_id(a), index_id(b)}
        assert len(ids) == 2
        manifests = [json.loads((i / "manifest.json").read_text())["settings"] for i in (a, b)]
        assert manifests[0]["weaviate_collection"] != manifests[1]["weaviate_collection"]  # same folder name
        before_a = stats(a, *flags)
        assert before_a["documents"] == 2 and stats(b, *flags)["documents"] == 1
        a_texts = chunk_texts(uri, index_id(a), "X")

        write_records(tmp_path / "src-b" / "docs.jsonl", [x_v2])
        assert "1 updated" in run("ingest", tmp_path / "src-b", "--index", b, *flags).stdout
        assert chunk_texts(uri, index_id(a), "X") == a_texts
        assert "Pier 9" in " ".join(chunk_texts(uri, index_id(b), "X"))
        assert stats(a, *flags) == before_a
        for index in (a, b):  # stats reads its own nodes and objects: equal to counting them directly
            own = stats(index, *flags)
            direct = cypher_counts(uri, index_id(index))
            assert {k: own[k] for k in COUNTED} == {k: direct[k] for k in COUNTED}
            assert own["vectors"] == own["chunks"]
        hits = json.loads(
            run("query", "Which pier does the Harbour Line ferry leave from?", "--index", a, "--json", *flags).stdout
        )
        assert any("Pier 4" in h["text"] for h in hits) and not any("Pier 9" in h["text"] for h in hits)

        assert "deleted:   1 documents" in run("delete", "X", "--index", b, *flags).stdout
        assert stats(b, *flags)["documents"] == 0 and stats(b, *flags)["vectors"] == 0
        assert stats(a, *flags) == before_a and chunk_texts(uri, index_id(a), "X") == a_texts
    finally:
        drop_own(uri, weaviate_settings, created)


def test_the_manifest_names_its_servers_without_secrets_and_another_server_is_refused(tmp_path, weaviate_settings):
    """The finding: the manifest recorded neither server, so an index built on one server and
    queried without the env var silently read another."""
    uri = neo4j_uri()
    src = tmp_path / "src" / "docs.jsonl"
    write_records(src, [{"id": "D", "title": "Pier 4", "text": "Pier 4 is the oldest pier in Norrvik."}])
    index = tmp_path / "index"
    scheme, host, port = parse_url(weaviate_settings.weaviate.url)
    secret = "hunter2secret"
    url_with_password = f"{scheme}://reader:{secret}@{host}:{port}"
    try:
        run(
            "ingest",
            src,
            "--index",
            index,
            "--graph",
            "neo4j",
            "--vectors",
            "weaviate",
            "--neo4j-uri",
            uri,
            "--weaviate-url",
            url_with_password,
        )
        manifest = json.loads((index / "manifest.json").read_text())
        built = manifest["settings"]
        assert built["neo4j_uri"] == uri and built["neo4j_database"] == load_settings(env=None).neo4j.database
        assert built["weaviate_url"] == f"{scheme}://{host}:{port}" and built["weaviate_collection"]
        assert built["weaviate_grpc_port"] == weaviate_settings.weaviate.grpc_port
        assert manifest["index_id"] == (index / "index-id").read_text()
        for file in (f for f in index.rglob("*") if f.is_file()):
            assert secret.encode() not in file.read_bytes(), file

        # no URI given: the manifest's servers are used (stats reaches this index's own data)
        assert stats(index)["documents"] == 1
        # the same server spelt another way is the same server
        assert stats(index, "--neo4j-uri", uri.replace("127.0.0.1", "localhost"))["documents"] == 1
        # another server, database or collection asked for explicitly: refused, naming both
        for flag, value, recorded in (
            ("--neo4j-uri", "bolt://127.0.0.1:7699", uri),
            ("--weaviate-url", f"http://elsewhere:{secret}@127.0.0.1:8099", built["weaviate_url"]),
            ("--weaviate-collection", "SomeoneElses", built["weaviate_collection"]),
        ):
            result = run("stats", "--index", index, flag, value, ok=False)
            assert result.exit_code == 1
            assert "was built on" in result.output and recorded in result.output, result.output
            assert secret not in result.output
    finally:
        drop_own(uri, weaviate_settings, [index])


def test_rebuild_in_server_mode_keeps_the_id_and_leaves_nothing_behind(tmp_path, weaviate_settings):
    """--rebuild clears the index on the servers its manifest names, then writes under the same id:
    the servers hold exactly the rebuilt index."""
    uri = neo4j_uri()
    src = tmp_path / "src" / "docs.jsonl"
    text = " ".join(f"Ferry {i} leaves Pier {i % 5} for Norrvik, captained by Ilse Brandt." for i in range(40))
    write_records(src, [{"id": "long", "title": "Ferries", "text": text}])
    index = tmp_path / "index"
    try:
        run("ingest", src, "--index", index, "--graph", "neo4j", "--vectors", "weaviate", "--neo4j-uri", uri)
        first_id, before = index_id(index), stats(index)
        out = run("ingest", src, "--index", index, "--rebuild", "--chunk-tokens", "64", "--chunk-overlap", "8")
        assert "1 new" in out.stdout
        after = stats(index)
        assert index_id(index) == first_id and after["chunks"] > before["chunks"]
        direct = cypher_counts(uri, first_id)
        assert {k: after[k] for k in COUNTED} == {k: direct[k] for k in COUNTED}
        assert after["vectors"] == after["chunks"]
    finally:
        drop_own(uri, weaviate_settings, [index])


def test_a_collection_belongs_to_one_index(weaviate_settings):
    """A collection made without an owner is claimed by the first index that opens it; any other
    index is then refused it, naming the collection and the URL."""
    from graphrag.errors import ConfigError

    name = f"GraphragOwned{uuid.uuid4().hex[:12]}"
    first, second = uuid.uuid4().hex, uuid.uuid4().hex
    with WeaviateIndex.from_settings(weaviate_settings.weaviate, name) as unowned:
        try:
            with WeaviateIndex.from_settings(weaviate_settings.weaviate, name, owner=first) as claimed:
                assert claimed.owner == first
            with WeaviateIndex.from_settings(weaviate_settings.weaviate, name, owner=first):
                pass  # its owner opens it again
            with pytest.raises(ConfigError) as caught:
                WeaviateIndex.from_settings(weaviate_settings.weaviate, name, owner=second)
            message = str(caught.value)
            assert name in message and first in message and weaviate_settings.weaviate.url in message
        finally:
            unowned.drop()
