"""ingest.run on a small folder: new, unchanged, updated and skipped documents; the manifest's
settings are checked on the next ingest and query; --rebuild changes them."""

import json

import numpy as np
import pytest
from click.testing import CliRunner

from graphrag.cli import main
from graphrag.config import load_settings
from graphrag.errors import ConfigError
from graphrag.index import Layout, open_index
from ingest.run import ingest

pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("error::ResourceWarning")]


def test_new_unchanged_updated_and_skipped(corpus, tmp_path):
    settings = load_settings(env={}, index=str(tmp_path / "index"))
    first = ingest([str(corpus)], settings)
    assert (first.documents_new, first.documents_updated, first.documents_unchanged) == (3, 0, 0)
    assert first.totals["documents"] == 3 and first.totals["vectors"] == first.totals["chunks"] > 0
    layout = Layout.current(tmp_path / "index")

    again = ingest([str(corpus)], settings)
    assert (again.documents_new, again.documents_updated, again.documents_unchanged) == (0, 0, 3)
    assert again.chunks_written == 0 and "embed" not in {k for k, v in again.timings.items() if v}

    (corpus / "pier.md").write_text("# Pier 4\nPier 4 was rebuilt in 2021 after the storm.", encoding="utf-8")
    (corpus / "broken.txt").write_bytes(b"\xff\xfe\x00binary")
    third = ingest([str(corpus)], settings)
    assert (third.documents_new, third.documents_updated, third.documents_unchanged) == (0, 1, 2)
    assert [s.where for s in third.skipped] == [str(corpus / "broken.txt")]
    index = open_index(settings)
    try:
        chunks = index.docs.chunks()
        pier = [c for c in chunks.values() if c.title == "Pier 4"]
        assert len(pier) == 1 and "rebuilt in 2021" in pier[0].text  # the old chunk is gone everywhere
        assert index.dense.count() == len(chunks) == index.graph.counts()["chunks"]
        assert set(index.bm25.ids) == set(chunks)
    finally:
        index.close()
    now = Layout.current(tmp_path / "index")  # the update committed a new generation; the old one is gone
    assert now.generation > layout.generation and now.graph.exists() and not layout.folder.exists()


def test_other_chunking_is_refused_until_rebuild(corpus, tmp_path):
    index = str(tmp_path / "index")
    ingest([str(corpus)], load_settings(env={}, index=index))
    manifest = json.loads(Layout(tmp_path / "index").manifest.read_text())
    assert manifest["settings"]["chunk_tokens"] == 200

    other = load_settings(env={}, index=index, chunk_tokens=64, chunk_overlap=8)
    with pytest.raises(
        ConfigError, match=r"built with chunk_tokens = 200, but 64 was asked for \(flag --chunk-tokens\)"
    ):
        ingest([str(corpus)], other)
    # a query without the flag takes the index's own values; with it, the same error
    opened = open_index(load_settings(env={}, index=index))
    try:
        assert opened.settings.chunking.chunk_tokens == 200
    finally:
        opened.close()
    result = CliRunner().invoke(main, ["query", "ferry", "--index", index, "--chunk-tokens", "64"])
    assert result.exit_code == 2  # query has no --chunk-tokens flag: click refuses it
    result = CliRunner().invoke(main, ["ingest", str(corpus), "--index", index, "--chunk-tokens", "64"])
    assert result.exit_code == 1 and "--rebuild" in result.output

    result = CliRunner().invoke(
        main, ["ingest", str(corpus), "--index", index, "--chunk-tokens", "64", "--chunk-overlap", "8", "--rebuild"]
    )
    assert result.exit_code == 0, result.output
    assert "3 new" in result.output
    assert json.loads(Layout(tmp_path / "index").manifest.read_text())["settings"]["chunk_tokens"] == 64


def test_switching_the_graph_store_of_an_index_is_refused(corpus, tmp_path):
    index = str(tmp_path / "index")
    ingest([str(corpus)], load_settings(env={}, index=index))
    with pytest.raises(ConfigError, match="keeps its graph in networkx, but --graph neo4j was asked for"):
        open_index(load_settings(env={}, index=index, graph="neo4j"))


def test_a_corrupt_manifest_is_a_clear_error(corpus, tmp_path):
    index = tmp_path / "index"
    ingest([str(corpus)], load_settings(env={}, index=str(index)))
    Layout(index).manifest.write_text('{"format": 1, "sett', encoding="utf-8")
    result = CliRunner().invoke(main, ["query", "ferry", "--index", str(index)])
    assert result.exit_code == 1
    assert "manifest" in result.output and "unreadable" in result.output and "--rebuild" in result.output


def test_a_second_writer_fails_at_once_naming_the_first(corpus, tmp_path):
    """A real second process holds the index's write lock; an ingest meanwhile is refused."""
    import subprocess
    import sys

    index = tmp_path / "index"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path; from graphrag.index import open_index, writer_lock\n"
            "with writer_lock(Path(sys.argv[1])):\n    print('held', flush=True); time.sleep(60)",
            str(index),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        result = CliRunner().invoke(main, ["ingest", str(corpus), "--index", str(index)])
        assert result.exit_code == 1
        assert f"pid {holder.pid}" in result.output and "one writer at a time" in result.output
    finally:
        holder.kill()
        holder.wait()
        holder.stdout.close()  # type: ignore[union-attr]
    ok = CliRunner().invoke(main, ["ingest", str(corpus), "--index", str(index)])  # the lock died with it
    assert ok.exit_code == 0, ok.output


def test_an_ingest_that_changes_nothing_writes_nothing(corpus, tmp_path):
    settings = load_settings(env={}, index=str(tmp_path / "index"))
    ingest([str(corpus)], settings)
    layout = Layout.current(tmp_path / "index")
    files = [layout.manifest, *(p for p in layout.files() if p.exists())]
    assert len(files) > 5
    before = {p: p.stat().st_mtime_ns for p in files}
    again = ingest([str(corpus)], settings)
    assert again.documents_unchanged == 3
    assert {p: p.stat().st_mtime_ns for p in files} == before
    assert Layout.current(tmp_path / "index") == layout


@pytest.mark.parametrize(
    ("damage", "says"),
    [
        (lambda lay: lay.vectors.with_suffix(".npy").write_bytes(b"\x93NUMPY trunc"), "vectors.npy is unreadable"),
        (lambda lay: lay.graph.write_bytes(b"\x1f\x8b\x08\x00trunc"), "graph.json.gz is unreadable"),
        (lambda lay: lay.docs.write_bytes(b"SQLite format 3\x00" + b"\x00" * 20), "docs.sqlite is unreadable"),
        (lambda lay: lay.bm25.with_suffix(".npz").write_bytes(b"PK\x03\x04trunc"), "bm25.npz is unreadable"),
        (lambda lay: lay.graph.unlink(), "graph.json.gz is missing"),
        (lambda lay: lay.vectors.with_suffix(".npy").unlink(), "vectors.npy is missing"),
    ],
    ids=["vectors", "graph", "docs", "bm25", "graph-missing", "vectors-missing"],
)
def test_a_damaged_index_file_is_named_not_a_traceback(corpus, tmp_path, damage, says):
    index = tmp_path / "index"
    ingest([str(corpus)], load_settings(env={}, index=str(index)))
    damage(Layout.current(index))
    result = CliRunner().invoke(main, ["query", "ferry schedule", "--index", str(index)])
    assert result.exit_code == 1, result.output
    assert says in result.output and "--rebuild" in result.output and "Traceback" not in result.output


def test_k_must_be_positive(corpus, tmp_path):
    for k in ("0", "-1"):
        result = CliRunner().invoke(main, ["query", "ferry", "--index", str(tmp_path / "index"), "-k", k])
        assert result.exit_code == 2 and "-k" in result.output


def stats_of(index):
    return json.loads(CliRunner().invoke(main, ["stats", "--index", str(index), "--json"]).output)


def test_delete_by_id_and_by_path_reaches_every_store(corpus, tmp_path):
    index = tmp_path / "index"
    ingest([str(corpus)], load_settings(env={}, index=str(index)))
    before = stats_of(index)
    result = CliRunner().invoke(main, ["delete", "ferry.md", "nope.md", "--index", str(index)])
    assert result.exit_code == 0, result.output
    assert "deleted:   1 documents" in result.output and "not in the index: nope.md" in result.output
    result = CliRunner().invoke(main, ["delete", "--path", str(corpus / "brandt.txt"), "--index", str(index)])
    assert result.exit_code == 0 and "deleted:   1 documents" in result.output
    after = stats_of(index)
    assert after["documents"] == before["documents"] - 2 == 1
    assert after["chunks"] == after["vectors"] < before["chunks"] and after["entities"] < before["entities"]
    opened = open_index(load_settings(env={}, index=str(index)))
    try:
        assert set(opened.bm25.ids) == set(opened.docs.chunks())  # BM25 forgot them too
        assert not opened.graph.find_entities(["ilse brandt"])  # named only by the deleted documents
    finally:
        opened.close()
    hits = json.loads(
        CliRunner().invoke(main, ["query", "Captain Ilse Brandt ferry", "--index", str(index), "--json"]).output
    )
    assert {h["doc_id"] for h in hits} == {"pier.md"}


def test_sync_deletes_what_left_the_sources_but_keeps_unreadable_files(corpus, tmp_path):
    index = tmp_path / "index"
    settings = load_settings(env={}, index=str(index))
    ingest([str(corpus)], settings)
    (corpus / "pier.md").unlink()
    (corpus / "brandt.txt").write_bytes(b"\x00\x01binary now")
    report = ingest([str(corpus)], settings, sync=True)
    assert report.documents_deleted == 1 and [s.where for s in report.skipped] == [str(corpus / "brandt.txt")]
    opened = open_index(settings)
    try:
        assert sorted(opened.docs.hashes()) == ["brandt.txt", "ferry.md"]
    finally:
        opened.close()
    result = CliRunner().invoke(main, ["ingest", str(corpus), "--index", str(index), "--sync"])
    assert result.exit_code == 0 and "0 deleted" in result.output


def test_strict_and_nothing_ingested_exit_nonzero(corpus, tmp_path):
    index = str(tmp_path / "index")
    (corpus / "broken.txt").write_bytes(b"\x00binary")
    result = CliRunner().invoke(main, ["ingest", str(corpus), "--index", index, "--strict"])
    assert result.exit_code == 1 and "1 input(s) skipped (--strict)" in result.output
    assert "3 new" in result.output  # the rest went in all the same
    empty = tmp_path / "empty"
    empty.mkdir()
    result = CliRunner().invoke(main, ["ingest", str(empty), "--index", index])
    assert result.exit_code == 1 and "nothing was ingested" in result.output


def test_a_filter_on_a_field_no_document_has_warns(corpus, tmp_path):
    index = str(tmp_path / "index")
    ingest([str(corpus)], load_settings(env={}, index=index))
    result = CliRunner().invoke(main, ["query", "ferry", "--index", index, "--filter", "colour==red"])
    assert result.exit_code == 0
    assert "no document has the metadata field 'colour'" in result.stderr


def test_extraction_in_its_own_process_stores_what_the_thread_does(corpus, tmp_path, monkeypatch):
    """A large run extracts in a child process (ingest/worker.py); the index must not differ."""
    import ingest.run as run
    import ingest.worker as worker

    started = []
    real = worker.ExtractionProcess.__init__

    def counted(self, *args):
        started.append(args)
        real(self, *args)

    monkeypatch.setattr(worker.ExtractionProcess, "__init__", counted)
    built = {}
    for name, threshold in (("thread", 10**9), ("process", 1)):
        monkeypatch.setattr(run, "PROCESS_CHUNKS", threshold)
        settings = load_settings(index=str(tmp_path / name))
        ingest([str(corpus)], settings)
        index = open_index(settings)
        stats = {k: v for k, v in index.stats().items() if k != "index"}
        built[name] = (stats, sorted(map(repr, index.graph.entity_relations(index.graph.entity_ids()))))
        index.close()
    assert len(started) == 1  # the second run only
    assert built["process"] == built["thread"]
    assert built["thread"][1]  # the corpus states relations


def test_the_extraction_process_raises_its_error_in_the_caller():
    from ingest.worker import ExtractionProcess

    with (
        ExtractionProcess("no_such_spacy_model", 8, set()) as child,
        pytest.raises(ConfigError, match="no_such_spacy_model"),
    ):
        child.submit(lambda: None, []).result()


def test_an_index_built_with_the_fetched_model_keeps_it_and_matches_phrases_with_the_packaged_one(corpus, tmp_path):
    # bge-small-en-v1.5 embeds passages and questions; facts' phrases stay on all-MiniLM-L6-v2
    # (scripts/test fetched the model: python -m graphrag.model_store)
    from graphrag.models_loader import load_embedder
    from graphrag.pipeline import QueryPipeline

    index = str(tmp_path / "index")
    ingest([str(corpus)], load_settings(env={}, index=index, embedding_model="bge-small-en-v1.5"))
    built = json.loads(Layout(tmp_path / "index").manifest.read_text())["settings"]
    assert (built["embedding_model"], built["phrase_model"], built["dim"]) == (
        "bge-small-en-v1.5",
        "all-MiniLM-L6-v2",
        384,
    )
    opened = open_index(load_settings(env={}, index=index))  # no setting given: the index's own models
    try:
        assert opened.settings.embedding.embedding_model == "bge-small-en-v1.5"
        pipeline = QueryPipeline(opened)
        bge, mini = load_embedder("bge-small-en-v1.5"), load_embedder("all-MiniLM-L6-v2")
        question = "Which ferry serves the harbour?"
        np.testing.assert_allclose(pipeline.embed_question(question), bge.encode([question], query=True)[0], atol=1e-6)
        assert pipeline.search(question, k=3).hits
        table = opened.phrases
        stored = list(table._rows)  # the phrases ingest embedded: by MiniLM, not by bge
        assert stored, "the corpus gave no phrases to embed"
        refuse = lambda texts: pytest.fail(f"not in the table: {texts}")  # noqa: E731
        np.testing.assert_allclose(table.embed_with(refuse)(stored), mini.encode(stored), atol=1e-5)
        np.testing.assert_allclose(pipeline.embedder.encode_phrases(stored[:2]), mini.encode(stored[:2]), atol=1e-6)
    finally:
        opened.close()
    other = load_settings(env={}, index=index, embedding_model="all-MiniLM-L6-v2")
    with pytest.raises(ConfigError, match=r"built with embedding_model = 'bge-small-en-v1\.5'"):
        ingest([str(corpus)], other)
