"""``graphrag check [--repair]`` and indexes of the previous layout (format 1, every file directly in
the folder): they still open, and their next write moves them into a generation.

The damaged index reproduces what a kill between the stores' saves and the document table's
commit did to a format-1 index: vectors and graph ahead of the table (a changed document's old
chunks gone, its new chunk present, a relation naming a chunk that is nowhere)."""

import json
import shutil

import numpy as np
import pytest
from click.testing import CliRunner

from graphrag.cli import main
from graphrag.config import load_settings
from graphrag.index import Layout, generations, open_index
from graphrag.models import Chunk, Relation
from graphrag.stores.local_vectors import LocalVectorIndex
from graphrag.stores.networkx_graph import NetworkxGraphStore
from ingest.run import ingest
from tests.e2e.conftest import DOCS

pytestmark = pytest.mark.slow


def as_format_1(index):
    """Turn a fresh index into the previous layout: store files in the folder, no generation."""
    layout = Layout.current(index)
    for path in layout.files():
        if path.exists():
            shutil.move(path, index / path.name)
    shutil.rmtree(layout.folder)
    manifest = json.loads(layout.manifest.read_text())
    manifest["format"] = 1
    del manifest["generation"]
    layout.manifest.write_text(json.dumps(manifest))


def cli(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def chunk_sets(index):
    opened = open_index(load_settings(env={}, index=str(index)))
    try:
        return (
            set(opened.docs.chunks()),
            set(opened.bm25.ids),
            set(opened.dense.ids),  # type: ignore[attr-defined]
            set(opened.graph.chunk_ids()),  # type: ignore[attr-defined]
        )
    finally:
        opened.close()


def test_an_index_of_the_previous_layout_opens_and_moves_into_a_generation(corpus, tmp_path):
    index = tmp_path / "index"
    ingest([str(corpus)], load_settings(env={}, index=str(index)))
    as_format_1(index)
    assert Layout.current(index).generation == 0 and (index / "docs.sqlite").exists()
    hits = json.loads(cli("query", "Captain Ilse Brandt", "--index", index, "--json").output)
    assert hits and hits[0]["doc_id"] in DOCS
    assert cli("check", "--index", index).exit_code == 0

    (corpus / "pier.md").write_text("# Pier 4\nPier 4 was rebuilt in 2021 after the storm.", encoding="utf-8")
    report = ingest([str(corpus)], load_settings(env={}, index=str(index)))
    assert (report.documents_updated, report.documents_unchanged) == (1, 2)
    layout = Layout.current(index)
    assert layout.generation == 1 and generations(index) == [1]
    assert not [p for p in Layout(index).files() if p.exists()]  # the old files went with the move
    docs, bm25, vectors, graph = chunk_sets(index)
    assert docs == bm25 == vectors == graph and len(docs) == 3


def test_check_finds_stores_ahead_of_the_table_and_repair_fixes_them(corpus, tmp_path):
    index = tmp_path / "index"
    ingest([str(corpus)], load_settings(env={}, index=str(index)))
    clean = chunk_sets(index)[0]
    as_format_1(index)
    # what the old commit order left after a kill: pier.md's stores updated, its table row not
    vectors, graph = LocalVectorIndex(index / "vectors"), NetworkxGraphStore(index / "graph.json.gz")
    vectors.delete_document("pier.md")
    graph.delete_document("pier.md")
    new = Chunk("pier-new-chunk", "pier.md", 0, "Pier 4 was rebuilt.", "Pier 4")
    vec = np.ones((1, vectors.matrix.shape[1]), dtype=np.float32) / np.sqrt(vectors.matrix.shape[1])
    vectors.upsert([new], vec)
    graph.upsert_chunks([new])
    a, b = graph.entity_ids()[:2]
    graph.upsert_relations([Relation(a, b, "rebuild", "chunk-nowhere", "rebuilt")])
    vectors.commit()
    graph.commit()

    stats = cli("stats", "--index", index)
    assert stats.exit_code == 0 and "warning: the stores disagree" in stats.stderr and "graphrag check" in stats.stderr
    found = cli("check", "--index", index)
    assert found.exit_code == 1, found.output
    out = found.output
    assert "vectors: 1 chunks of the document table are missing" in out
    assert "vectors: 1 chunks are not in the document table (orphans): pier-new-chunk" in out
    assert "graph: 1 chunks of the document table are missing" in out
    assert "graph relations: 1 chunk ids are named by relations but are no chunk of the graph: chunk-nowhere" in out
    assert "run `graphrag check --repair`" in out

    repaired = cli("check", "--repair", "--index", index)
    assert repaired.exit_code == 0, repaired.output
    assert "ingest them again:\n  pier.md  (from " in repaired.output and "ok: the document table" in repaired.output
    assert cli("check", "--index", index).exit_code == 0
    docs, bm25, vecs, g = chunk_sets(index)
    assert docs == bm25 == vecs == g and docs < clean and len(docs) == len(clean) - 1  # pier.md is out
    assert Layout.current(index).generation == 1  # the repair committed the index's first generation

    again = ingest([str(corpus)], load_settings(env={}, index=str(index)))  # as the repair said
    assert (again.documents_new, again.documents_unchanged) == (1, 2)
    assert chunk_sets(index) == (clean, clean, clean, clean)
    assert cli("check", "--index", index).exit_code == 0


def test_files_left_by_a_killed_first_ingest_of_the_earlier_layout_are_not_read(corpus, tmp_path):
    """Before generations, a first ingest killed before its manifest left store files and no
    manifest ("no index"): the next ingest starts empty and removes them."""
    index = tmp_path / "index"
    other = tmp_path / "other"
    other.mkdir()
    (other / "tides.md").write_text("# Tides\nThe spring tide floods the Norrvik quay twice a year.", encoding="utf-8")
    ingest([str(other)], load_settings(env={}, index=str(index)))
    as_format_1(index)
    Layout(index).manifest.unlink()
    assert (index / "graph.json.gz").exists() and (index / "vectors.npy").exists()

    report = ingest([str(corpus)], load_settings(env={}, index=str(index)))
    assert report.documents_new == 3
    assert not [p for p in Layout(index).files() if p.exists()]
    docs, bm25, vectors, graph = chunk_sets(index)
    assert docs == bm25 == vectors == graph and len(docs) == 3  # nothing of tides.md
    assert cli("check", "--index", index).exit_code == 0
