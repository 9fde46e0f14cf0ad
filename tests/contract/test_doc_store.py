"""The DocStore contract: the SQLite document table of an index folder and the Neo4j document store
(the Document and Chunk nodes of an index kept on the servers) answer the same calls alike.

Each test runs once per store (``doc_backend``); the last one writes the same rows into both and
compares every read.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest

from graphrag.models import Chunk, Document
from graphrag.stores.protocols import DocStore
from graphrag.stores.sqlite_docs import DocTable
from tests.contract.conftest import neo4j_settings, require_neo4j


def open_neo4j_docs(index_id: str):
    from graphrag.stores.neo4j_docs import Neo4jDocStore

    require_neo4j()
    return Neo4jDocStore.from_settings(neo4j_settings().neo4j, index_id)


@pytest.fixture(params=["sqlite", pytest.param("neo4j", marks=pytest.mark.integration)])
def doc_store(request, tmp_path) -> Iterator[DocStore]:
    if request.param == "sqlite":
        table = DocTable(tmp_path / "docs.sqlite")
        yield table
        table.close()
        return
    store = open_neo4j_docs(uuid.uuid4().hex)  # an index id of its own: starts empty
    yield store
    store.store.clear()  # this test's nodes only
    store.close()


def doc(doc_id: str, title: str, **metadata) -> Document:
    return Document(doc_id, title, f"text of {doc_id}", f"src/{doc_id}.md", metadata)


def chunks_of(doc_id: str, title: str, n: int, tag: str = "") -> list[Chunk]:
    return [Chunk(f"{doc_id}#{i}{tag}", doc_id, i, f"{title} part {i}{tag}", title) for i in range(n)]


def fill(store: DocStore) -> None:
    store.put(doc("ferry", "Ferry schedule", team="harbour", year=2021), "h-ferry", chunks_of("ferry", "Ferry", 3))
    store.put(doc("pier", "Pier 4", team="docks"), "h-pier", chunks_of("pier", "Pier 4", 2))
    store.put(doc("brandt", "Ilse Brandt"), "h-brandt", chunks_of("brandt", "Ilse Brandt", 1))
    store.commit()


def test_implements_the_protocol(doc_store):
    assert isinstance(doc_store, DocStore)


def test_documents_and_chunks_read_back(doc_store):
    fill(doc_store)
    assert doc_store.hashes() == {"ferry": "h-ferry", "pier": "h-pier", "brandt": "h-brandt"}
    assert doc_store.sources() == {"ferry": "src/ferry.md", "pier": "src/pier.md", "brandt": "src/brandt.md"}
    assert sorted(doc_store.titles()) == ["Ferry schedule", "Ilse Brandt", "Pier 4"]
    assert doc_store.counts() == {"documents": 3, "chunks": 6}
    assert doc_store.lead_chunks() == [("Ilse Brandt", "brandt#0"), ("Ferry", "ferry#0"), ("Pier 4", "pier#0")]
    got = doc_store.chunks(["pier#1", "nope", "ferry#0"])
    assert got == {
        "pier#1": Chunk("pier#1", "pier", 1, "Pier 4 part 1", "Pier 4"),
        "ferry#0": chunks_of("ferry", "Ferry", 1)[0],
    }
    assert set(doc_store.chunks()) == {"ferry#0", "ferry#1", "ferry#2", "pier#0", "pier#1", "brandt#0"}
    metadata = dict(doc_store.chunk_metadata())
    assert metadata["ferry#2"] == {"team": "harbour", "year": 2021} and metadata["brandt#0"] == {}
    assert doc_store.stray_chunks() == []


def test_put_replaces_a_document_and_everything_it_had(doc_store):
    fill(doc_store)
    doc_store.put(doc("ferry", "Ferry timetable"), "h-ferry-2", chunks_of("ferry", "Ferry", 1, tag="v2"))
    assert doc_store.hashes()["ferry"] == "h-ferry-2"
    assert {c for c in doc_store.chunks() if c.startswith("ferry")} == {"ferry#0v2"}
    assert doc_store.counts() == {"documents": 3, "chunks": 4}
    assert dict(doc_store.chunk_metadata())["ferry#0v2"] == {}


def test_delete_removes_one_document_only(doc_store):
    fill(doc_store)
    doc_store.delete("pier")
    doc_store.delete("never-there")
    assert set(doc_store.hashes()) == {"ferry", "brandt"}
    assert doc_store.chunks(["pier#0", "pier#1"]) == {}
    assert doc_store.counts() == {"documents": 2, "chunks": 4}
    doc_store.delete_chunks(["ferry#2"])
    assert set(doc_store.chunks()) == {"ferry#0", "ferry#1", "brandt#0"}


def test_the_two_stores_answer_alike(tmp_path):
    table, neo = DocTable(tmp_path / "docs.sqlite"), open_neo4j_docs(uuid.uuid4().hex)
    try:
        for store in (table, neo):
            fill(store)
            store.put(doc("ferry", "Ferry timetable", team="harbour"), "h3", chunks_of("ferry", "Ferry", 2, tag="b"))
            store.delete("brandt")
        assert table.hashes() == neo.hashes()
        assert table.sources() == neo.sources()
        assert sorted(table.titles()) == sorted(neo.titles())
        assert table.lead_chunks() == neo.lead_chunks()
        assert table.chunks() == neo.chunks()
        assert sorted(table.chunk_metadata()) == sorted(neo.chunk_metadata())
        assert table.counts() == neo.counts()
    finally:
        table.close()
        neo.store.clear()
        neo.close()


@pytest.fixture(params=["file", pytest.param("neo4j", marks=pytest.mark.integration)])
def phrase_table(request, tmp_path):
    """The relation-path phrase table: a generation's files, or the ``(:Phrase)`` nodes of an index."""
    from graphrag.stores.phrases import PhraseTable

    if request.param == "file":
        yield PhraseTable.load(tmp_path / "phrases")
        return
    from graphrag.stores.neo4j_docs import Neo4jPhraseTable

    store = open_neo4j_docs(uuid.uuid4().hex).store
    table = Neo4jPhraseTable(store)
    yield table
    table.clear()
    store.close()


def test_phrase_tables_keep_vectors_and_encode_only_what_they_lack(phrase_table):
    import numpy as np

    rng = np.random.default_rng(7)
    stored = rng.normal(size=(3, 8)).astype(np.float32)
    phrase_table.add(["is led by", "works as", "a " + "long sentence " * 500], stored)
    assert phrase_table.missing(["works as", "founded", "is led by", "founded"]) == ["founded"]
    asked: list[list[str]] = []

    def encode(texts: list[str]) -> np.ndarray:
        asked.append(texts)
        return np.ones((len(texts), 8), dtype=np.float32)

    got = phrase_table.embed_with(encode)(["works as", "founded", "a " + "long sentence " * 500])
    assert asked == [["founded"]]  # the table's phrases are never encoded again
    assert np.array_equal(got, np.vstack([stored[1], np.ones(8, dtype=np.float32), stored[2]]))
