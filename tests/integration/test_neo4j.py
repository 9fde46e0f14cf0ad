"""The CLI with ``--graph neo4j`` on the demo corpus, against the real server, next to networkx.

Every index these tests build has an id of its own, so they run beside other indexes on a shared
server: they count only their own nodes and delete only those afterwards.
"""

from __future__ import annotations

import json
import re
import shutil
import time
import urllib.request
from urllib.parse import urlparse

import pytest
from click.testing import CliRunner

from graphrag.cli import main
from graphrag.config import load_settings
from graphrag.errors import StoreUnavailableError
from tests.conftest import DEMO, QUESTIONS, ROOT, doubt_all
from tests.integration.conftest import drop_neo4j_nodes, index_id, require_server

pytestmark = [pytest.mark.integration, pytest.mark.slow]

COUNTED = ("documents", "chunks", "entities", "mentions", "relations")
DEAD_URI = "bolt://127.0.0.1:7699"  # nothing listens here


def neo4j_uri() -> str:
    uri = load_settings(env=None).neo4j.uri
    parsed = urlparse(uri)
    require_server("neo4j", parsed.hostname or "127.0.0.1", parsed.port or 7687)
    return uri


def run(*args, ok=True):
    result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)
    if ok:
        assert result.exit_code == 0, result.output
    return result


def stats(index, *flags) -> dict:
    return json.loads(run("stats", "--index", index, "--json", *flags).stdout)


def cypher_counts(uri: str, index: str) -> dict[str, int]:
    """Nodes and relationships of one index (its id) counted with plain Cypher, not through the store."""
    from neo4j import GraphDatabase

    s = load_settings(env=None)
    auth = (s.neo4j.user, s.neo4j.password) if s.neo4j.password else None
    with GraphDatabase.driver(uri, auth=auth) as driver:

        def count(query):
            return driver.execute_query(query, {"i": index}, database_=s.neo4j.database).records[0][0]

        return {
            "documents": count("MATCH (d:Document {index_id: $i}) RETURN count(d)"),
            "chunks": count("MATCH (c:Chunk {index_id: $i}) RETURN count(c)"),
            "entities": count("MATCH (e:Entity {index_id: $i}) RETURN count(e)"),
            "mentions": count("MATCH (:Chunk {index_id: $i})-[m:MENTIONS]->(:Entity {index_id: $i}) RETURN count(m)"),
            "relations": count(
                "MATCH (:Entity {index_id: $i})-[r:RELATED {index_id: $i}]->(:Entity {index_id: $i}) RETURN count(r)"
            ),
            "has_chunk": count(
                "MATCH (:Document {index_id: $i})-[h:HAS_CHUNK]->(:Chunk {index_id: $i}) RETURN count(h)"
            ),
        }


@pytest.fixture(scope="module")
def uri():
    return neo4j_uri()


@pytest.fixture(scope="module")
def indexes(tmp_path_factory, uri):
    """The demo corpus ingested twice from the CLI: into networkx, and into Neo4j (under the new
    index's own id; its nodes are deleted afterwards)."""
    root = tmp_path_factory.mktemp("neo4j-cli")
    nx_index, neo_index = root / "networkx", root / "neo4j"
    assert "skipped:   0" in run("ingest", DEMO, "--index", nx_index).stdout
    try:
        out = run("ingest", DEMO, "--index", neo_index, "--graph", "neo4j", "--neo4j-uri", uri).stdout
        assert "skipped:   0" in out
        yield nx_index, neo_index
    finally:
        if (neo_index / "manifest.json").exists():
            drop_neo4j_nodes(uri, index_id(neo_index))


def test_neo4j_holds_what_stats_reports_and_what_networkx_holds(indexes, uri):
    nx_index, neo_index = indexes
    neo = stats(neo_index, "--neo4j-uri", uri)
    assert neo["graph_store"] == "neo4j"  # from the index manifest, without --graph
    in_neo4j = cypher_counts(uri, index_id(neo_index))
    assert {k: in_neo4j[k] for k in COUNTED} == {k: neo[k] for k in COUNTED}
    assert in_neo4j["has_chunk"] == in_neo4j["chunks"]
    nx = stats(nx_index)
    assert nx["graph_store"] == "networkx"
    assert {k: nx[k] for k in COUNTED} == {k: neo[k] for k in COUNTED}
    assert neo["documents"] == 32 and neo["entities"] > 100 and neo["relations"] > 100


def test_a_second_ingest_changes_no_count(indexes, uri, tmp_path):
    _, neo_index = indexes
    first = index_id(neo_index)
    before = cypher_counts(uri, first)
    out = run("ingest", DEMO, "--index", neo_index, "--neo4j-uri", uri).stdout
    assert "32 unchanged" in out
    assert cypher_counts(uri, first) == before
    # a fresh index folder on the same server writes the same graph under its own id, beside the first
    again = tmp_path / "again"
    try:
        out = run("ingest", DEMO, "--index", again, "--graph", "neo4j", "--neo4j-uri", uri).stdout
        assert "32 new" in out
        assert index_id(again) != first
        assert cypher_counts(uri, index_id(again)) == before == cypher_counts(uri, first)
    finally:
        if (again / "manifest.json").exists():
            drop_neo4j_nodes(uri, index_id(again))


def questions() -> list[dict]:
    return [json.loads(line) for line in QUESTIONS.read_text().splitlines() if line.strip()]


@pytest.mark.parametrize("mode", ["chain", "khop", "ppr"])
@pytest.mark.parametrize("q", questions(), ids=lambda q: q["id"])
def test_query_gives_the_same_hits_as_networkx(indexes, uri, q, mode):
    """Every graph mode reads the graph through the store: the hits, their ranks in each
    retriever's list and their reasons are the same on both stores."""
    nx_index, neo_index = indexes

    def hits(index, *flags):
        out = run("query", q["question"], "--index", index, "-k", "10", "--json", "--graph-mode", mode, *flags).stdout
        return [
            (h["chunk_id"], h["doc_id"], h["sources"], h["entities"], h["path"], h["reason"]) for h in json.loads(out)
        ]

    expected = hits(nx_index)
    assert expected
    assert hits(neo_index, "--neo4j-uri", uri) == expected


BROWSER_QUERIES = sorted((ROOT / "cypher" / "browser").glob("*.cypher"))


@pytest.mark.parametrize("path", BROWSER_QUERIES, ids=lambda p: p.stem)
def test_browser_queries_run_with_their_documented_parameters(indexes, uri, path):
    """Each ready query for Neo4j Browser runs on the demo graph with the ``:param`` lines of its
    header comment, and finds something."""
    from neo4j import GraphDatabase

    text = path.read_text(encoding="utf-8")
    params = dict(re.findall(r"^//\s+:param (\w+) => '([^']*)'", text, re.MULTILINE))
    assert set(re.findall(r"\$(\w+)", text)) == set(params), "every $parameter needs a :param line"
    s = load_settings(env=None)
    auth = (s.neo4j.user, s.neo4j.password) if s.neo4j.password else None
    with GraphDatabase.driver(uri, auth=auth) as driver:
        records = driver.execute_query(text, params, database_=s.neo4j.database).records
    assert records and any(v not in (None, []) for v in records[0].values())


def browser_records(uri: str, index, query: str, name: str) -> list:
    """The records of the Browser query cypher/browser/``query`` for ``name``, run on the index's
    own nodes."""
    from neo4j import GraphDatabase

    text = (ROOT / "cypher" / "browser" / query).read_text(encoding="utf-8")
    s = load_settings(env=None)
    auth = (s.neo4j.user, s.neo4j.password) if s.neo4j.password else None
    with GraphDatabase.driver(uri, auth=auth) as driver:
        mine = f"MATCH (e:Entity {{index_id: '{index_id(index)}'}}) WITH e " + text.split("MATCH (e:Entity)", 1)[1]
        return list(driver.execute_query(mine, {"name": name}, database_=s.neo4j.database).records)


def browser_facts(uri: str, index, name: str) -> set[tuple[str, str, str]]:
    """(source, predicate, target) of cypher/browser/entity_relations.cypher for ``name``."""
    return {
        (r["source"], r["predicate"], r["target"]) for r in browser_records(uri, index, "entity_relations.cypher", name)
    }


def browser_captions(uri: str, index, name: str) -> set[tuple[str, str, str]]:
    """(source, caption, target) of each RELATED edge cypher/browser/entity_neighbourhood.cypher
    draws for ``name``, captioned as its header says (by ``shown``)."""
    records = browser_records(uri, index, "entity_neighbourhood.cypher", name)
    edges = [r for record in records for path in record["related"] for r in path.relationships]
    return {(r.start_node["name"], r["shown"], r.end_node["name"]) for r in edges}


def test_the_browser_query_shows_the_facts_graphrag_entity_shows(tmp_path, uri):
    """A full name with and without its courtesy title ("Dr Ada Pell", "Ada Pell") is two entities;
    cypher/browser/entity_relations.cypher, like `graphrag entity`, shows their facts as one's."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "news.md").write_text("# Wenlow Hospital news\n\nDr Ada Pell joined Wenlow Hospital in 2009.\n")
    (docs / "tessel.md").write_text("# Tessel notes\n\nAda Pell was born in Tessel.\n")
    index = tmp_path / "index"
    try:
        run("ingest", docs, "--index", index, "--graph", "neo4j", "--neo4j-uri", uri)
        view = json.loads(run("entity", "Ada Pell", "--index", index, "--neo4j-uri", uri, "--json").stdout)[0]
        assert view["merged"] == ["dr ada pell"], view
        expected = {(f["subject"], f["predicate"], f["object"]) for f in view["facts"]}
        assert expected == {("Ada Pell", "join", "Wenlow Hospital"), ("Ada Pell", "born in", "Tessel")}
        got = browser_facts(uri, index, "Ada Pell")
        assert got == {("Dr Ada Pell", "join", "Wenlow Hospital"), ("Ada Pell", "born in", "Tessel")}, got
    finally:
        if (index / "manifest.json").exists():
            drop_neo4j_nodes(uri, index_id(index))


def test_the_browser_query_shows_a_defined_short_names_facts_as_graphrag_entity_does(tmp_path, uri):
    """A short name one document defines ("HVC") and another uses: `graphrag entity` and
    cypher/browser/entity_relations.cypher both show its facts under the name it stands for."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "hvc.md").write_text(
        '# Harlow Vance Capital\n\nHarlow Vance Capital AG ("HVC") is an investment firm based in Luxembourg.\n'
    )
    (docs / "deals.md").write_text(
        "# Deals in 2019\n\nThe Luxembourg firm HVC bought Merrow Quay Group in 2019. "
        "Ilse Marchetti founded HVC in 2004.\n"
    )
    index = tmp_path / "index"
    try:
        run("ingest", docs, "--index", index, "--graph", "neo4j", "--neo4j-uri", uri)
        shown = run("entity", "Harlow Vance Capital", "--index", index, "--neo4j-uri", uri, "--json").stdout
        facts = {(f["subject"], f["predicate"], f["object"]) for f in json.loads(shown)[0]["facts"]}
        name = json.loads(shown)[0]["name"]
        assert {(name, "buy", "Merrow Quay Group"), ("Ilse Marchetti", "found", name)} <= facts, facts
        got = browser_facts(uri, index, "Harlow Vance Capital")
        assert ("HVC", "buy", "Merrow Quay Group") in got and ("Ilse Marchetti", "found", "HVC") in got, got
    finally:
        if (index / "manifest.json").exists():
            drop_neo4j_nodes(uri, index_id(index))


def test_the_browser_query_leaves_out_a_doubted_fact_as_graphrag_entity_does(tmp_path, uri, monkeypatch):
    """A fact ingest's trust model doubts (ingest/trust.py) stays in Neo4j, marked, for the walk:
    neither `graphrag entity` nor cypher/browser/entity_relations.cypher shows it as a fact."""
    from ingest.trust import TRUST_ENV

    monkeypatch.setenv(TRUST_ENV, doubt_all(tmp_path / "doubt-all.json"))
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "news.md").write_text("# Wenlow Hospital news\n\nAda Pell joined Wenlow Hospital in 2009.\n")
    index = tmp_path / "index"
    try:
        run("ingest", docs, "--index", index, "--graph", "neo4j", "--neo4j-uri", uri)
        view = json.loads(run("entity", "Ada Pell", "--index", index, "--neo4j-uri", uri, "--json").stdout)[0]
        assert view["facts"] == [] and "Wenlow Hospital" in {x["name"] for x in view["neighbours"]}, view
        assert browser_facts(uri, index, "Ada Pell") == set()
        # the neighbourhood draws the edge, captioned as named together, not by what ingest read
        assert ("Ada Pell", "co_occurs", "Wenlow Hospital") in browser_captions(uri, index, "Ada Pell")
        monkeypatch.setenv(TRUST_ENV, "none")
        run("ingest", docs, "--index", index, "--graph", "neo4j", "--neo4j-uri", uri, "--rebuild")
        assert ("Ada Pell", "join", "Wenlow Hospital") in browser_facts(uri, index, "Ada Pell")
        assert ("Ada Pell", "join", "Wenlow Hospital") in browser_captions(uri, index, "Ada Pell")
    finally:
        if (index / "manifest.json").exists():
            drop_neo4j_nodes(uri, index_id(index))


def test_neo4j_browser_answers(uri):
    host = urlparse(uri).hostname or "127.0.0.1"
    with urllib.request.urlopen(f"http://{host}:7474/browser/", timeout=10) as response:
        assert response.status == 200
        assert b"<html" in response.read(4096).lower()


def test_a_stopped_server_is_reported_with_its_uri_quickly(indexes, tmp_path):
    from graphrag.stores.neo4j_graph import Neo4jGraphStore

    t = time.perf_counter()
    with pytest.raises(StoreUnavailableError, match=r"127\.0\.0\.1:7699"):
        Neo4jGraphStore(DEAD_URI, "0" * 32)
    assert time.perf_counter() - t < 10

    # a copy of the index whose manifest says it was built on a server that is now down: commands
    # given no URI use the manifest's, and say it is not answering
    _, built = indexes
    neo_index = tmp_path / "moved"
    shutil.copytree(built, neo_index)
    manifest = json.loads((neo_index / "manifest.json").read_text())
    manifest["settings"]["neo4j_uri"] = DEAD_URI
    (neo_index / "manifest.json").write_text(json.dumps(manifest))
    for args in (
        ["stats", "--index", neo_index],
        ["query", "What does error code MRG-3306 mean?", "--index", neo_index],
    ):
        t = time.perf_counter()
        result = run(*args, ok=False)
        elapsed = time.perf_counter() - t
        assert result.exit_code == 1
        assert "error: Neo4j at bolt://127.0.0.1:7699 is not answering" in result.stderr
        assert elapsed < 10, f"{args[0]} took {elapsed:.1f}s to give up"


def test_a_password_inside_the_uri_is_not_echoed():
    from graphrag.errors import GraphragError
    from graphrag.stores.neo4j_graph import Neo4jGraphStore

    with pytest.raises(GraphragError) as caught:  # the driver refuses credentials in a URI
        Neo4jGraphStore("bolt://neo4j:hunter22secret@127.0.0.1:7699", "0" * 32)
    assert "hunter22secret" not in str(caught.value) and "neo4j:***@127.0.0.1:7699" in str(caught.value)
