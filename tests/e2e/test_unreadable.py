"""A folder that cannot be read is listed as skipped, with the reason, and ``ingest --sync`` keeps
what its documents gave before.

The tests run as root, which reads any folder, and the shared interpreter lives under /root, which
no other user may run: a real non-root run is impossible here. The folder's read fails the way it
fails for a user without the permission: ``os.scandir`` of it, and ``os.stat`` of anything under
it, raise PermissionError (EACCES)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from graphrag.config import load_settings
from graphrag.index import open_index
from ingest.load import load_documents
from ingest.run import ingest

pytestmark = pytest.mark.filterwarnings("error::ResourceWarning")


def lock(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """From now on, ``folder`` reads as it does for a user who may neither list nor enter it."""
    locked = str(folder.resolve())
    scandir, stat = os.scandir, os.stat

    def denied(path: object) -> bool:
        text = os.fsdecode(path) if isinstance(path, (str, bytes, os.PathLike)) else ""
        text = os.path.abspath(text) if text else text
        return bool(text) and (text == locked or text.startswith(locked + os.sep))

    def fake_scandir(path: object = ".") -> object:
        if denied(path):
            raise PermissionError(errno.EACCES, "Permission denied", os.fsdecode(path))  # type: ignore[arg-type]
        return scandir(path)  # type: ignore[arg-type]

    def fake_stat(path: object, *args: object, **kwargs: object) -> os.stat_result:
        if denied(path) and os.path.abspath(os.fsdecode(path)) != locked:  # type: ignore[arg-type]
            raise PermissionError(errno.EACCES, "Permission denied", os.fsdecode(path))  # type: ignore[arg-type]
        return stat(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "scandir", fake_scandir)
    monkeypatch.setattr(os, "stat", fake_stat)


@pytest.fixture
def sources(tmp_path):
    docs = tmp_path / "docs"
    (docs / "private").mkdir(parents=True)
    (docs / "ferry.md").write_text("# Ferry\nThe Harbour Line ferry leaves Pier 4 every hour.", encoding="utf-8")
    (docs / "private" / "brandt.md").write_text("# Brandt\nIlse Brandt captains the ferry.", encoding="utf-8")
    (docs / "private" / "pier.md").write_text("# Pier\nPier 4 is the oldest pier in Norrvik.", encoding="utf-8")
    return docs


def test_an_unreadable_folder_is_skipped_with_its_reason(sources, monkeypatch):
    lock(monkeypatch, sources / "private")
    skipped: list = []
    docs = list(load_documents([str(sources)], skipped))
    assert [d.doc_id for d in docs] == ["ferry.md"]
    assert [s.where for s in skipped] == [str(sources / "private")]
    assert "cannot read the folder: Permission denied" in skipped[0].why


@pytest.mark.slow
def test_sync_keeps_what_an_unreadable_folder_gave_before(sources, tmp_path, monkeypatch):
    settings = load_settings(env={}, index=str(tmp_path / "index"))
    ingest([str(sources)], settings)
    (sources / "ferry.md").unlink()  # really gone: sync deletes it
    lock(monkeypatch, sources / "private")
    report = ingest([str(sources)], settings, sync=True)
    assert [s.where for s in report.skipped] == [str(sources / "private")]
    assert report.documents_deleted == 1
    index = open_index(settings)
    try:
        assert sorted(index.docs.hashes()) == ["private/brandt.md", "private/pier.md"]
    finally:
        index.close()
