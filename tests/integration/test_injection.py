"""Injection round-trip on the real servers: ids, titles, file names, text and metadata full of
quotes, backticks, braces, ``$``, newlines, unicode and Cypher/GraphQL fragments go into Neo4j and
Weaviate through ``graphrag ingest`` and come back verbatim (queries, filters on those values),
and nothing else in either store changes.

The test shares its Neo4j database with whatever else uses it, so it never wipes it: its ids
carry a token of its own, a bystander index and a canary node it wrote itself must come out
unchanged, and it deletes only its own documents (through ``graphrag delete``) and collections.
"""

from __future__ import annotations

import json
import uuid
from typing import Any

import pytest
from click.testing import CliRunner

from graphrag.cli import main
from graphrag.config import load_settings
from graphrag.stores.weaviate_index import WeaviateIndex, parse_url
from tests.integration.conftest import require_server
from tests.integration.test_neo4j import neo4j_uri

pytestmark = [pytest.mark.integration, pytest.mark.slow]

TOKEN = uuid.uuid4().hex[:10]
PAYLOADS = [
    "'; MATCH (n) DETACH DELETE n; //",
    f'"}}) DETACH DELETE d WITH 1 AS x CREATE (:Pwned_{TOKEN} {{at: "$now"}}) //',
    "` backtick `:Label` {a: $b} ${HOME} $(rm -rf /) `",
    '{ Get { Chunk(where: {path: ["doc_id"], operator: Like, valueText: "*"}) { text } } }',
    'mutation { delete(class: "Chunk") } # ") { id }',
    "line one\nline two\r\n\ttabbed\x0bvertical",
    "ünïcødé ☕ 漢字 🚢 \u202eevil\u202c zero\u200bwidth",
    "\\ back\\slash \\' \\\" quotes '' \"\" $$ {{}} [[]]",
    ") RETURN 1 UNION MATCH (n) SET n.pwned = true //",
]
FIELD = 'team\'s "name" `x` {y} $z'  # a metadata field name of the same kind
FILE_NAMES = ['it\'s "a" `b` {c} $d ü ☕.md', "new\nline $(x).md", "}) MATCH (n) DETACH DELETE n {.md"]


def run(*args: Any) -> str:
    result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def records() -> list[dict[str, Any]]:
    return [
        {
            "id": f"{p} {TOKEN}-{i}",
            "title": p,
            "text": f"Kelpword{TOKEN}x{i} is a record about {p} and the barge Orvel{TOKEN}.",
            "metadata": {FIELD: p, "n": i, "plain": f"v{i}"},
        }
        for i, p in enumerate(PAYLOADS)
    ]


def neo4j(uri: str, query: str, **params: Any) -> list[dict[str, Any]]:
    from neo4j import GraphDatabase

    s = load_settings(env=None)
    auth = (s.neo4j.user, s.neo4j.password) if s.neo4j.password else None
    with GraphDatabase.driver(uri, auth=auth) as driver:
        return [r.data() for r in driver.execute_query(query, params, database_=s.neo4j.database).records]


def neo4j_snapshot(uri: str, doc_ids: list[str]) -> list[str]:
    """Everything the graph holds for these documents: nodes, properties, edges and entities."""
    rows = neo4j(
        uri,
        "MATCH (d:Document) WHERE d.id IN $ids "
        "OPTIONAL MATCH (d)-[h:HAS_CHUNK]->(c:Chunk) OPTIONAL MATCH (c)-[m:MENTIONS]->(e:Entity) "
        "RETURN properties(d) AS doc, properties(h) AS has, properties(c) AS chunk, properties(m) AS mention, "
        "properties(e) AS entity",
        ids=doc_ids,
    )
    return sorted(json.dumps(row, sort_keys=True, default=str) for row in rows)


def token_entities(uri: str) -> list[str]:
    rows = neo4j(uri, "MATCH (e:Entity) WHERE e.name CONTAINS $t RETURN e.name AS name", t=TOKEN)
    return sorted(row["name"] for row in rows)


def weaviate_objects(settings, collection: str) -> list[dict[str, Any]]:
    import weaviate

    _, host, port = parse_url(settings.weaviate.url)
    with weaviate.connect_to_custom(host, port, False, host, settings.weaviate.grpc_port, False) as client:
        objects = client.collections.use(collection).iterator(include_vector=True)
        return sorted(
            ({"uuid": str(o.uuid), "props": dict(o.properties), "vector": o.vector} for o in objects),
            key=lambda o: o["uuid"],
        )


def hits(flags: list[Any], question: str, *extra: Any) -> list[dict[str, Any]]:
    return json.loads(run("query", question, "--json", "-k", "20", *flags, *extra))


def filter_value(value: str) -> str:
    return f'"{value}"'  # the CLI's quoting: whatever is inside the outer quotes, verbatim


def test_injection_strings_round_trip_exactly_and_touch_nothing_else(tmp_path):
    uri = neo4j_uri()
    settings = load_settings(env=None)
    _, host, port = parse_url(settings.weaviate.url)
    require_server("weaviate", host, port)

    # a bystander index on the same servers, and a canary node written with plain Cypher
    bystander_docs = tmp_path / "bystander"
    bystander_docs.mkdir()
    bystander_id = f"bystander-{TOKEN}.md"
    # the shared name is the bystander's title, so it is an entity whatever the recogniser makes of
    # the random token (as a word in running text, "Orvele4454e781d" was not always tagged)
    (bystander_docs / bystander_id).write_text(f"# Orvel{TOKEN}\n\nThe Orvel{TOKEN} barge docks at Pier 9.")
    bystander_flags = ["--index", tmp_path / "bystander-index", "--neo4j-uri", uri]
    bystander_flags += ["--weaviate-collection", f"GraphragBystander{TOKEN}"]
    flags = ["--index", tmp_path / "index", "--neo4j-uri", uri, "--weaviate-collection", f"GraphragInject{TOKEN}"]
    stores = ["--graph", "neo4j", "--vectors", "weaviate"]
    canary = neo4j(uri, "CREATE (n:GraphragCanary {token: $t, text: $p}) RETURN elementId(n) AS id", t=TOKEN, p="x")
    try:
        run("ingest", bystander_docs, *stores, *bystander_flags)
        before = (
            neo4j_snapshot(uri, [bystander_id]),
            weaviate_objects(settings, f"GraphragBystander{TOKEN}"),
        )
        assert before[0] and len(before[1]) == 1
        entities_before = token_entities(uri)
        assert f"Orvel{TOKEN}" in entities_before  # shared with the documents below: must stay

        docs = tmp_path / "docs"
        docs.mkdir()
        with (docs / "records.jsonl").open("w", encoding="utf-8") as f:
            for r in records():
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        for i, name in enumerate(FILE_NAMES):
            (docs / name).write_text(
                f"# {PAYLOADS[i]}\n\nFileword{TOKEN}x{i} names {PAYLOADS[-1 - i]}.", encoding="utf-8"
            )
        out = run("ingest", docs, *stores, *flags)
        assert "skipped:   0" in out and f"documents: {len(PAYLOADS) + len(FILE_NAMES)}" in out

        # verbatim in Neo4j, read with plain Cypher
        expected = {r["id"]: r["title"] for r in records()} | {n: PAYLOADS[i] for i, n in enumerate(FILE_NAMES)}
        stored = neo4j(
            uri, "MATCH (d:Document) WHERE d.id IN $ids RETURN d.id AS id, d.title AS title", ids=list(expected)
        )
        assert {row["id"]: row["title"] for row in stored} == expected
        texts = neo4j(
            uri, "MATCH (c:Chunk) WHERE c.doc_id IN $ids RETURN c.doc_id AS id, c.text AS text", ids=list(expected)
        )
        by_doc = {row["id"]: row["text"] for row in texts}
        for r in records():
            assert by_doc[r["id"]] == r["text"]
        # verbatim in Weaviate, read with the client
        objects = weaviate_objects(settings, f"GraphragInject{TOKEN}")
        meta = {o["props"]["doc_id"]: o["props"] for o in objects}
        for r in records():
            props = meta[r["id"]]
            assert props["title"] == r["title"] and props["text"] == r["text"]
            assert r["metadata"][FIELD] in props.values()

        # queries return them verbatim; a filter on an injection value matches exactly its document
        for i, r in enumerate(records()):
            for sparse in ("local", "weaviate"):
                found = hits(
                    flags,
                    f"Kelpword{TOKEN}x{i} barge",
                    "--sparse",
                    sparse,
                    "--filter",
                    f"{FIELD}=={filter_value(r['title'])}",
                )
                assert found and {h["doc_id"] for h in found} == {r["id"]}, (sparse, r["id"])
                assert found[0]["title"] == r["title"] and found[0]["text"] == r["text"]
            assert {h["doc_id"] for h in hits(flags, "barge record", "--filter", f"n=={i}")} == {r["id"]}
            others = hits(flags, "barge record", "--filter", f"{FIELD}!={filter_value(r['title'])}")
            assert (
                r["id"] not in {h["doc_id"] for h in others} and len({h["doc_id"] for h in others}) == len(PAYLOADS) - 1
            )
        for i, name in enumerate(FILE_NAMES):
            found = hits(flags, f"Fileword{TOKEN}x{i} names")
            assert name in {h["doc_id"] for h in found}
            assert next(h for h in found if h["doc_id"] == name)["title"] == PAYLOADS[i]

        # nothing else changed: no node an injection would have made, the canary, the bystander
        assert neo4j(uri, f"MATCH (n:Pwned_{TOKEN}) RETURN count(n) AS n") == [{"n": 0}]
        assert neo4j(uri, "MATCH (n) WHERE n.pwned IS NOT NULL RETURN count(n) AS n") == [{"n": 0}]
        assert neo4j(uri, "MATCH (n:GraphragCanary {token: $t}) RETURN n.text AS text", t=TOKEN) == [{"text": "x"}]
        assert (neo4j_snapshot(uri, [bystander_id]), weaviate_objects(settings, f"GraphragBystander{TOKEN}")) == before

        # delete what this test wrote, by id, through the index; the bystander is still as it was
        out = run("delete", *expected, *flags)
        assert f"deleted:   {len(expected)} documents" in out
        assert neo4j(uri, "MATCH (d:Document) WHERE d.id IN $ids RETURN count(d) AS n", ids=list(expected)) == [
            {"n": 0}
        ]
        assert neo4j(uri, "MATCH (c:Chunk) WHERE c.doc_id IN $ids RETURN count(c) AS n", ids=list(expected)) == [
            {"n": 0}
        ]
        assert token_entities(uri) == entities_before  # the ones the bystander names, and no other
        assert weaviate_objects(settings, f"GraphragInject{TOKEN}") == []
        assert (neo4j_snapshot(uri, [bystander_id]), weaviate_objects(settings, f"GraphragBystander{TOKEN}")) == before
    finally:
        neo4j(uri, "MATCH (n:GraphragCanary {token: $t}) DELETE n", t=TOKEN)
        for index_flags in (flags, bystander_flags):  # only what this test wrote, through the index
            CliRunner().invoke(main, [str(a) for a in ("delete", "--path", tmp_path, *index_flags)])
        for name in (f"GraphragInject{TOKEN}", f"GraphragBystander{TOKEN}"):
            collection = WeaviateIndex.from_settings(settings.weaviate, name)
            collection.drop()
            collection.close()
    assert canary
