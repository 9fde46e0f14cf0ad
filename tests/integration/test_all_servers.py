"""``--stores servers``: every store on the real Neo4j and Weaviate, nothing in the index folder.

An index ingested from one folder answers from a fresh, empty folder in another working directory
(another machine, as far as graphrag can tell) with the same hits; updates and deletions reach the
document store, the graph and Weaviate; a killed ingest leaves the index answering from its last
commit, ``graphrag check`` names what the killed run left pending, and the next ingest repairs it.
"""

from __future__ import annotations

import json
import os
import signal
import uuid
from pathlib import Path

import pytest
from click.testing import CliRunner

from graphrag.cli import main
from graphrag.config import load_settings
from graphrag.index import open_index, writer_lock
from graphrag.stores.weaviate_index import parse_url
from tests.e2e.test_crash_safety import V1, V2, start_ingest, wait_paused, write
from tests.integration.conftest import require_server
from tests.integration.test_neo4j import cypher_counts, neo4j_uri

pytestmark = [pytest.mark.integration, pytest.mark.slow]


def require_servers() -> None:
    neo4j_uri()
    _, host, port = parse_url(load_settings(env=None).weaviate.url)
    require_server("weaviate", host, port)


def run(*args: object, ok: bool = True, cwd: Path | None = None) -> str:
    old = Path.cwd()
    if cwd is not None:
        os.chdir(cwd)
    try:
        result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)
    finally:
        os.chdir(old)
    if ok:
        assert result.exit_code == 0, result.output
    else:
        assert result.exit_code != 0, result.output
    return result.output


def settings_for(name: str, index: Path):
    return load_settings(env={}, index=str(index), preset="servers", index_name=name)


def drop(name: str, index: Path) -> None:
    """Remove the test's index from both servers (its record, nodes, phrases and collection)."""
    with writer_lock(index):
        open_index(settings_for(name, index), create=True).clear()


@pytest.fixture
def name(tmp_path):
    require_servers()
    made = f"test-servers-{uuid.uuid4().hex[:10]}"
    yield made
    drop(made, tmp_path / "cleanup")


def hits(output: str) -> list[tuple[str, str]]:
    return [(h["doc_id"], h["chunk_id"]) for h in json.loads(output)]


def test_a_fresh_folder_elsewhere_answers_and_updates_reach_every_store(tmp_path, name):
    src, first = write(tmp_path / "src", V1), tmp_path / "first"
    flags = ["--stores", "servers", "--index-name", name]
    assert "documents: 5 (5 new" in run("ingest", src, "--index", first, *flags)
    # the folder keeps no store file: only its write lock and the source root of file ids
    assert sorted(p.name for p in first.iterdir()) == [".write.lock", "source_root.json"]
    stats = json.loads(run("stats", "--json", "--index", first, *flags))
    assert stats["documents"] == 5 and stats["vectors"] == stats["chunks"] and stats["generation"] == 1
    assert (stats["graph_store"], stats["vector_store"], stats["doc_store"]) == ("neo4j", "weaviate", "neo4j")

    elsewhere = tmp_path / "machine-b"
    elsewhere.mkdir()
    question = ["query", "Who captains the Harbour Line ferry?", "-k", "3", "--json"]
    here = hits(run(*question, "--index", first, *flags))
    there = hits(run(*question, *flags, cwd=elsewhere))  # the default folder, which does not exist
    assert here == there and {"brandt.txt", "ferry.md"} <= {d for d, _ in here}
    assert not (elsewhere / ".graphrag").exists()
    assert run("check", *flags, cwd=elsewhere).endswith("ok: the document table, BM25, vectors and graph agree\n")

    # pier.md and lind.md change, storm.md is new, ferry.md goes (--sync): every store follows
    write(src, V2)
    (src / "ferry.md").unlink()
    assert "(1 new, 2 updated, 2 unchanged, 1 deleted)" in run("ingest", src, "--sync", "--index", first, *flags)
    index = open_index(settings_for(name, tmp_path / "reader"))
    try:
        assert index.state.generation == 2 and not index.pending  # type: ignore[attr-defined]
        table = index.docs.chunks()
        assert set(index.docs.hashes()) == {"pier.md", "lind.md", "storm.md", "brandt.txt", "norrvik.md"}
        assert sorted(index.dense.chunk_ids()) == sorted(table)  # type: ignore[attr-defined]
        assert cypher_counts(neo4j_uri(), index.index_id)["documents"] == 5  # the graph's Document nodes
        pier = [c.text for c in table.values() if c.doc_id == "pier.md"]
        assert len(pier) == 1 and "rebuilt in 2021" in pier[0]
    finally:
        index.close()
    found = hits(
        run("query", "When was Pier 4 rebuilt after the winter storm?", "-k", "5", "--json", *flags, cwd=elsewhere)
    )
    assert "ferry.md" not in {d for d, _ in found} and found[0][0] in ("pier.md", "storm.md")

    # `graphrag delete` from the other machine's empty folder: gone from every store
    assert "deleted:   1 documents" in run("delete", "norrvik.md", *flags, cwd=elsewhere)
    index = open_index(settings_for(name, tmp_path / "reader"))
    try:
        assert "norrvik.md" not in index.docs.hashes() and index.docs.counts()["documents"] == 4
        assert index.dense.chunk_ids() == sorted(index.docs.chunks())  # type: ignore[attr-defined]
        assert cypher_counts(neo4j_uri(), index.index_id)["documents"] == 4
    finally:
        index.close()

    # --rebuild empties the index on the servers (a new record, id and collection) and ingests anew
    assert "documents: 5 (5 new" in run("ingest", src, "--rebuild", "--index", first, *flags)
    rebuilt = open_index(settings_for(name, tmp_path / "reader"))
    try:
        assert rebuilt.state.generation == 1 and rebuilt.index_id != index.index_id  # type: ignore[attr-defined]
        assert rebuilt.dense.count() == len(rebuilt.docs.chunks()) > 0
        assert cypher_counts(neo4j_uri(), index.index_id)["documents"] == 0  # the old id's nodes are gone
    finally:
        rebuilt.close()


def test_a_killed_ingest_answers_from_the_last_commit_and_the_next_one_repairs(tmp_path, name):
    src, index = write(tmp_path / "src", V1), tmp_path / "index"
    flags = ["--stores", "servers", "--index-name", name]
    run("ingest", src, "--index", index, *flags)
    before = json.loads(run("stats", "--json", "--index", index, *flags))
    committed = open_index(settings_for(name, tmp_path / "reader"))
    try:
        hashes = committed.docs.hashes()
    finally:
        committed.close()

    write(src, V2)  # pier.md and lind.md edited, storm.md new
    flag = tmp_path / "paused"
    process = start_ingest(src, index, "after-docs", flag, *flags)  # every store written, the record not
    wait_paused(process, flag)
    os.kill(process.pid, signal.SIGKILL)
    assert process.wait() == -signal.SIGKILL

    reader = open_index(settings_for(name, tmp_path / "reader"))
    try:
        assert reader.state.generation == 1  # type: ignore[attr-defined]
        # what the killed run sent, each with the hash of the last commit ("" for a new document)
        expected = {"lind.md": hashes["lind.md"], "pier.md": hashes["pier.md"], "storm.md": ""}
        assert reader.state.pending == expected  # type: ignore[attr-defined]
        assert reader.docs.hashes()["pier.md"] != hashes["pier.md"]  # the servers hold the new, uncommitted one
    finally:
        reader.close()
    # the index answers without the documents the killed run was writing
    answered = {d for d, _ in hits(run("query", "winter storm Pier 4 Tove Lind", "-k", "5", "--json", *flags))}
    assert answered and not answered & {"pier.md", "lind.md", "storm.md"}
    found = run("check", *flags, ok=False)
    assert "server stores: 3 documents were sent by an interrupted ingest" in found
    # --repair takes storm.md (new in the killed run) out of every store; pier.md and lind.md wait for their sources
    repaired = run("check", "--repair", "--index", index, *flags, ok=False)
    assert "still: server stores: 2 documents were sent by an interrupted ingest" in repaired
    reader = open_index(settings_for(name, tmp_path / "reader"))
    try:
        assert set(reader.pending) == {"lind.md", "pier.md"} and "storm.md" not in reader.docs.hashes()
        assert reader.dense.chunk_ids() == sorted(reader.docs.chunks())  # type: ignore[attr-defined]
    finally:
        reader.close()

    write(src, V1)  # back to V1: pier.md and lind.md are rewritten; storm.md, only the killed run's, leaves
    (src / "storm.md").unlink()
    report = run("ingest", src, "--index", index, *flags)
    assert "(0 new, 2 updated, 3 unchanged)" in report
    after = json.loads(run("stats", "--json", "--index", index, *flags))
    assert "pending" not in after and after["generation"] == 3  # the repair committed the second
    assert (after["documents"], after["chunks"], after["vectors"]) == (5, before["chunks"], before["chunks"])
    assert run("check", *flags).endswith("agree\n")
    answered = {d for d, _ in hits(run("query", "Pier 4 oldest pier in Norrvik", "-k", "3", "--json", *flags))}
    assert "pier.md" in answered and "storm.md" not in answered
