"""The generation mechanics of the index folder, without models: documents go in with made-up
vectors. A write needs the writer lock; an uncommitted write leaves the committed generation as it
was; a generation a reader holds outlives a commit and goes at the next write after the reader."""

import json
import shutil
import zlib

import numpy as np
import pytest

from graphrag.check import check
from graphrag.config import load_settings
from graphrag.errors import GraphragError, IndexCorruptError, IndexMissingError
from graphrag.index import Index, Layout, atomic_write, generations, open_index, pause_point, writer_lock
from graphrag.models import Chunk, Document

DIM = 4


def put(index: Index, doc_id: str, *texts: str) -> None:
    doc = Document(doc_id, doc_id.title(), " ".join(texts), source=f"{doc_id}.md")
    chunks = [Chunk(f"{doc_id}-{i}-{zlib.crc32(t.encode())}", doc_id, i, t, doc.title) for i, t in enumerate(texts)]
    vectors = np.eye(DIM, dtype=np.float32)[[i % DIM for i in range(len(chunks))]]
    index.write_documents([(doc, f"hash-{doc_id}-{len(texts)}", chunks)], vectors, [], [], [])


def write(root, *docs: tuple[str, ...]) -> int:
    """One writer run: put the documents, commit; returns the generation committed."""
    with writer_lock(root):
        index = open_index(load_settings(env={}, index=str(root)), create=True)
        try:
            for doc_id, *texts in docs:
                put(index, doc_id, *texts)
            index.commit(DIM, text_changed=True)
            return index.layout.generation
        finally:
            index.close()


def chunks(root) -> set[str]:
    index = open_index(load_settings(env={}, index=str(root)))
    try:
        assert check(index).ok
        return set(index.docs.chunks())
    finally:
        index.close()


def test_each_commit_is_a_new_generation_and_the_old_one_goes(tmp_path):
    root = tmp_path / "index"
    assert write(root, ("ferry", "The ferry leaves Pier 4.")) == 1
    assert write(root, ("pier", "Pier 4 is old.", "It was rebuilt.")) == 2
    assert generations(root) == [2] and json.loads(Layout(root).manifest.read_text())["generation"] == 2
    assert len(chunks(root)) == 3


def test_a_write_needs_the_writer_lock(tmp_path):
    root = tmp_path / "index"
    write(root, ("ferry", "The ferry leaves Pier 4."))
    index = open_index(load_settings(env={}, index=str(root)))
    try:
        with pytest.raises(GraphragError, match="without holding its writer lock"):
            put(index, "pier", "Pier 4 is old.")
    finally:
        index.close()


def test_a_write_that_does_not_commit_changes_nothing(tmp_path):
    root = tmp_path / "index"
    write(root, ("ferry", "The ferry leaves Pier 4."))
    before = chunks(root)
    with writer_lock(root):
        index = open_index(load_settings(env={}, index=str(root)))
        put(index, "pier", "Pier 4 is old.")
        index.delete_document("ferry")
        assert generations(root) == [1, 2]  # the write goes to its own folder
        index.close()  # no commit: as if the process had died, less the leftover folder
    assert generations(root) == [1] and chunks(root) == before


def test_a_leftover_folder_is_removed_by_the_next_writer(tmp_path):
    root = tmp_path / "index"
    write(root, ("ferry", "The ferry leaves Pier 4."))
    (root / "gen-000002").mkdir()  # what a killed writer leaves
    (root / "gen-000002" / "docs.sqlite").write_bytes(b"half")
    assert chunks(root)  # readers never look at it
    assert write(root, ("pier", "Pier 4 is old.")) == 3
    assert generations(root) == [3]


def test_a_generation_a_reader_holds_outlives_the_commit(tmp_path):
    root = tmp_path / "index"
    write(root, ("ferry", "The ferry leaves Pier 4."))
    reader = open_index(load_settings(env={}, index=str(root)))
    try:
        write(root, ("pier", "Pier 4 is old."))
        assert generations(root) == [1, 2]
        assert set(reader.docs.hashes()) == {"ferry"} and reader.dense.count() == 1 and len(reader.bm25) == 1
    finally:
        reader.close()
    write(root, ("brandt", "Ilse Brandt is the captain."))
    assert generations(root) == [3] and len(chunks(root)) == 3


def test_a_missing_generation_or_manifest_is_named(tmp_path):
    root = tmp_path / "index"
    with pytest.raises(IndexMissingError, match="no index at"):
        open_index(load_settings(env={}, index=str(root)))
    write(root, ("ferry", "The ferry leaves Pier 4."))
    (root / "gen-000001" / "docs.sqlite").unlink()  # the file is named, not its folder
    with pytest.raises(IndexCorruptError, match=r"gen-000001/docs.sqlite \(the document table .*\) is missing"):
        open_index(load_settings(env={}, index=str(root)))
    shutil.rmtree(root / "gen-000001")
    with pytest.raises(IndexCorruptError, match=r"gen-000001 \(the generation the manifest names\) is missing"):
        open_index(load_settings(env={}, index=str(root)))
    atomic_write(Layout(root).manifest, json.dumps({"format": 2, "generation": "x", "settings": {}}))
    with pytest.raises(IndexCorruptError, match="names no valid generation"):
        open_index(load_settings(env={}, index=str(root)))


def test_the_pause_hook_is_inert_without_its_variable(monkeypatch, tmp_path):
    monkeypatch.delenv("GRAPHRAG_TEST_PAUSE_AT", raising=False)
    pause_point("after-docs")  # returns at once
    monkeypatch.setenv("GRAPHRAG_TEST_PAUSE_AT", "other")
    monkeypatch.setenv("GRAPHRAG_TEST_PAUSE_FILE", str(tmp_path / "flag"))
    pause_point("after-docs")
    assert not (tmp_path / "flag").exists()
