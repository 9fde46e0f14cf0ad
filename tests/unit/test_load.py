"""ingest.load on files made here: ids that do not depend on how a path is spelled, size limits,
byte order marks, and what is no regular file (FIFO, dangling symlink, folder named x.md)."""

from __future__ import annotations

import codecs
import errno
import json
import os
import threading
from pathlib import Path

import pytest

from ingest.load import common_root, load_documents


def load(paths, root=None, max_bytes=8 * 2**20):
    skipped: list = []
    docs = list(load_documents([str(p) for p in paths], skipped, root, max_bytes))
    return docs, skipped


@pytest.fixture
def tree(tmp_path, monkeypatch):
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "notes.md").write_text(f"# Notes {folder}\n\nFrom {folder}.", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_a_file_has_one_id_however_its_path_is_written(tree):
    root = tree / "a"
    spellings = ["a/notes.md", str(tree / "a" / "notes.md"), "./a/../a/notes.md", "a"]
    ids = {s: [d.doc_id for d in load([s], root)[0]] for s in spellings}
    assert all(v == ["notes.md"] for v in ids.values()), ids
    # the source is the resolved file, whatever the spelling
    assert {load([s], root)[0][0].source for s in spellings} == {str(tree / "a" / "notes.md")}


def test_same_name_in_two_folders_is_two_documents(tree):
    (a,), _ = load(["a/notes.md"], tree / "a")
    (b,), _ = load(["b/notes.md"], tree / "a")  # the root the index recorded on its first ingest
    assert a.doc_id == "notes.md" and b.doc_id == str(tree / "b" / "notes.md")
    both, skipped = load(["a", "b"])  # one ingest of both: their common folder is the root
    assert [d.doc_id for d in both] == ["a/notes.md", "b/notes.md"] and not skipped


def test_common_root_is_the_deepest_shared_folder(tree):
    assert common_root(["a"]) == tree / "a"
    assert common_root(["a/notes.md"]) == tree / "a"
    assert common_root(["a", "./b/notes.md"]) == tree
    assert common_root(["a/../a/notes.md", str(tree / "a")]) == tree / "a"


def test_a_file_over_the_size_limit_is_skipped_naming_file_and_limit(tree):
    (tree / "a" / "big.txt").write_text("word " * 300, encoding="utf-8")
    docs, skipped = load(["a"], max_bytes=1000)
    assert [d.doc_id for d in docs] == ["notes.md"]
    assert [str(s) for s in skipped] == [
        "a/big.txt: file of 1,500 bytes is over the document size limit of 1,000 bytes (max_document_bytes)"
    ]


def test_a_jsonl_line_over_the_limit_is_skipped_by_line_and_the_rest_read(tmp_path):
    path = tmp_path / "records.jsonl"
    lines = [
        {"id": "one", "text": "short"},
        {"id": "huge", "text": "x" * 5000},
        {"id": "three", "text": "after the huge one"},
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")
    docs, skipped = load([path], max_bytes=1000)
    assert [d.doc_id for d in docs] == ["one", "three"]
    assert [s.where for s in skipped] == [f"{path}:2"] and "document size limit" in skipped[0].why


def test_a_20_mb_single_line_file_is_skipped_without_being_read(tmp_path):
    path = tmp_path / "one-line.txt"
    with path.open("wb") as f:
        for _ in range(20):
            f.write(b"lorem ipsum dolor sit amet " * (2**20 // 27 + 1))
    assert path.stat().st_size > 20 * 10**6
    docs, skipped = load([path])  # the default limit, 8 MiB
    assert docs == [] and [s.where for s in skipped] == [str(path)] and "over the document size limit" in skipped[0].why


def test_a_20_mb_single_jsonl_line_is_skipped_and_the_next_line_read(tmp_path):
    path = tmp_path / "big.jsonl"
    with path.open("wb") as f:
        f.write(b'{"id": "big", "text": "')
        for _ in range(20):
            f.write(b"a" * 2**20)
        f.write(b'"}\n{"id": "small", "text": "still read"}\n')
    docs, skipped = load([path])
    assert [d.doc_id for d in docs] == ["small"] and [s.where for s in skipped] == [f"{path}:1"]


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"], ids=lambda e: e)
def test_text_with_a_byte_order_mark_is_decoded(tmp_path, encoding):
    bom = {
        "utf-8-sig": b"",  # the codec writes its own mark
        "utf-16-le": codecs.BOM_UTF16_LE,
        "utf-16-be": codecs.BOM_UTF16_BE,
        "utf-32-le": codecs.BOM_UTF32_LE,
        "utf-32-be": codecs.BOM_UTF32_BE,
    }[encoding]
    text = "# Überblick\n\nKaffee ☕ und Kuchen: naïve café."
    (tmp_path / "doc.md").write_bytes(bom + text.encode(encoding))
    docs, skipped = load([tmp_path / "doc.md"])
    assert not skipped and docs[0].text == text and docs[0].title == "Überblick"


def test_a_utf16_jsonl_file_is_read_line_by_line(tmp_path):
    records = [{"id": "r1", "text": "erste Zeile"}, {"id": "r2", "text": "zweite Zeile ☕"}]
    body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records) + "not json\n"
    (tmp_path / "r.jsonl").write_bytes(codecs.BOM_UTF16_LE + body.encode("utf-16-le"))
    docs, skipped = load([tmp_path / "r.jsonl"])
    assert [(d.doc_id, d.text) for d in docs] == [("r1", "erste Zeile"), ("r2", "zweite Zeile ☕")]
    assert [s.where for s in skipped] == [f"{tmp_path / 'r.jsonl'}:3"] and "malformed JSON" in skipped[0].why


def test_broken_utf16_is_skipped_not_called_binary(tmp_path):
    (tmp_path / "odd.txt").write_bytes(codecs.BOM_UTF16_LE + "fine".encode("utf-16-le") + b"\x00")  # odd length
    docs, skipped = load([tmp_path / "odd.txt"])
    assert docs == [] and "not UTF-16 text" in skipped[0].why


def _no_reader(fifo: Path) -> bool:
    """True when nobody holds the FIFO open for reading (a writer's non-blocking open fails)."""
    try:
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    except OSError as e:
        return e.errno == errno.ENXIO
    return False


def test_fifo_dangling_symlink_and_folder_named_like_a_document_are_listed(tmp_path):
    docs_dir = tmp_path / "docs"
    docs_dir.mkdir()
    (docs_dir / "good.md").write_text("# Good\n\nReadable.", encoding="utf-8")
    os.mkfifo(docs_dir / "pipe.md")
    (docs_dir / "dead.md").symlink_to(tmp_path / "nowhere.md")
    (docs_dir / "x.md").mkdir()
    result: dict = {}

    def run() -> None:  # in a thread: a loader that opened the FIFO would block here, not the test
        result["walk"] = load([docs_dir])
        result["direct"] = load([docs_dir / "pipe.md", docs_dir / "dead.md"])

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(120)
    if worker.is_alive():  # a hang guard, not a timing check: unblock the reader, then fail
        os.close(os.open(docs_dir / "pipe.md", os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("the loader blocked on a FIFO")
    docs, skipped = result["walk"]
    assert [d.doc_id for d in docs] == ["good.md"]
    why = {Path(s.where).name: s.why for s in skipped}
    assert why == {
        "dead.md": why["dead.md"],
        "pipe.md": "not a regular file (a FIFO)",
        "x.md": "a folder, not a file (and an empty one)",
    }
    assert why["dead.md"].startswith(f"dangling symlink (to {tmp_path / 'nowhere.md'}")
    docs, skipped = result["direct"]
    assert docs == [] and [s.why.split(" (")[0] for s in skipped] == ["not a regular file", "dangling symlink"]
    assert _no_reader(docs_dir / "pipe.md")


def test_a_folder_named_like_a_document_with_files_is_walked(tmp_path):
    (tmp_path / "x.md").mkdir()
    (tmp_path / "x.md" / "inner.md").write_text("# Inner\n\nInside.", encoding="utf-8")
    docs, skipped = load([tmp_path])
    assert [d.doc_id for d in docs] == ["x.md/inner.md"] and not skipped


def test_the_recorded_source_root_is_kept_checked_and_relative_to_the_index(tmp_path):
    from graphrag.config import load_settings
    from graphrag.errors import ConfigError, IndexCorruptError
    from ingest.roots import record_root, source_root

    index = tmp_path / "project" / ".graphrag"
    index.mkdir(parents=True)
    docs = tmp_path / "project" / "docs"
    docs.mkdir()
    settings = load_settings(env={}, index=str(index))
    assert source_root(settings, [str(docs)], rebuild=False) == docs  # nothing recorded yet
    record_root(index, docs)
    assert json.loads((index / "source_root.json").read_text()) == {"source_root": "../docs"}
    assert source_root(settings, [str(tmp_path)], rebuild=False) == docs  # later paths do not move it
    assert source_root(settings, [str(tmp_path)], rebuild=True) == tmp_path  # a rebuild starts anew
    with pytest.raises(ConfigError, match="keeps file ids relative to"):
        source_root(settings.replace(source_root=str(tmp_path)), [str(docs)], rebuild=False)
    moved = tmp_path / "moved"
    (tmp_path / "project").rename(moved)  # a project moved with its index keeps its root
    assert source_root(load_settings(env={}, index=str(moved / ".graphrag")), [], rebuild=False) == moved / "docs"
    (moved / ".graphrag" / "source_root.json").write_text("{trunc")
    with pytest.raises(IndexCorruptError, match=r"source_root\.json is unreadable"):
        source_root(load_settings(env={}, index=str(moved / ".graphrag")), [], rebuild=False)
    record_root(moved / ".graphrag", moved / "docs")  # what a rebuild does
    assert source_root(load_settings(env={}, index=str(moved / ".graphrag")), [], rebuild=False) == moved / "docs"
