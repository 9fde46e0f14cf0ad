"""Load documents from .txt/.md files and .jsonl records; report what cannot be read and go on.

Document ids:

- a JSONL record's id is its own ``"id"`` field;
- a file's id is its path relative to the *source root* (``/``-separated), with the folders on the
  way resolved: ``docs/notes.md``, ``./docs/../docs/notes.md`` and ``/abs/docs/notes.md`` are one
  document, and ``a/notes.md`` and ``b/notes.md`` are two. A file outside the source root keeps its
  absolute path as id. The root is fixed per index (see ingest/roots.py).

Nothing is read whole before its size is known: a file (or JSONL line) over ``max_bytes`` is
skipped with a message naming it and the limit, and a FIFO or device is never opened for reading.
"""

from __future__ import annotations

import codecs
import io
import json
import os
import re
import stat
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from graphrag.models import Document

TEXT_SUFFIXES = {".txt", ".md", ".markdown"}
JSONL_SUFFIXES = {".jsonl"}
DOCUMENT_SUFFIXES = TEXT_SUFFIXES | JSONL_SUFFIXES
MAX_DOCUMENT_BYTES = 8 * 2**20  # the default of settings.ingest.max_document_bytes

_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)
# byte order marks, longest first (a UTF-32 LE mark starts like a UTF-16 LE one)
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


@dataclass(frozen=True)
class Skipped:
    where: str  # file, or file:line
    why: str

    def __str__(self) -> str:
        return f"{self.where}: {self.why}"


def _mib(n: int) -> str:
    if n < 2**20:
        return f"{n:,} bytes"
    return f"{n / 2**20:.1f} MiB" if n < 10 * 2**20 else f"{n / 2**20:.0f} MiB"


def _too_big(size: int | None, limit: int, what: str = "file") -> str:
    known = f"of {_mib(size)} " if size is not None else ""
    return f"{what} {known}is over the document size limit of {_mib(limit)} (max_document_bytes)"


def _encoding(head: bytes) -> str | None:
    """The encoding a byte order mark names, or None (then: UTF-8 without a mark)."""
    for bom, name in _BOMS:
        if head.startswith(bom):
            return name
    return None


def _decode(data: bytes, where: str, encoding: str | None = None, what: str = "file") -> str | Skipped:
    """Text from bytes: UTF-8 (a leading mark dropped), or the UTF-16/32 its mark names."""
    try:
        text = data.decode(encoding or "utf-8-sig")
    except UnicodeDecodeError as e:
        if encoding is None:
            return Skipped(where, f"not UTF-8 text (bad byte 0x{data[e.start]:02x} at offset {e.start})")
        return Skipped(where, f"not {encoding.upper()} text ({e.reason} at byte offset {e.start})")
    if encoding and "\x00" in text:
        return Skipped(where, f"binary {what} (contains NUL characters)")
    return text


def _open_regular(path: Path) -> BinaryIO | str:
    """The file opened for reading, or why not: never blocks on a FIFO (opened non-blocking,
    then checked), never reads a device or a folder."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as e:
        return f"cannot read: {e.strerror or e}"
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        return f"not a regular file ({_kind(mode)})"
    return os.fdopen(fd, "rb")


def _kind(mode: int) -> str:
    for test, name in (
        (stat.S_ISDIR, "a folder"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
    ):
        if test(mode):
            return name
    return "not a regular file"


def _text_document(path: Path, doc_id: str, where: str, max_bytes: int) -> Document | Skipped:
    f = _open_regular(path)
    if isinstance(f, str):
        return Skipped(where, f)
    with f:
        size = os.fstat(f.fileno()).st_size
        if size > max_bytes:
            return Skipped(where, _too_big(size, max_bytes))
        data = f.read(max_bytes + 1)  # the cap holds even if the file grew since
    if len(data) > max_bytes:
        return Skipped(where, _too_big(None, max_bytes))
    encoding = _encoding(data[:4])
    if encoding is None and b"\x00" in data[:8192]:
        return Skipped(where, "binary file (contains NUL bytes)")
    text = _decode(data, where, encoding)
    if isinstance(text, Skipped):
        return text
    if not text.strip():
        return Skipped(where, "empty file")
    heading = _HEADING.search(text) if path.suffix.lower() != ".txt" else None
    title = heading.group(1).strip() if heading else path.stem
    return Document(doc_id=doc_id, title=title, text=text.strip(), source=str(path))


def _lines(f: BinaryIO, encoding: str | None, limit: int) -> Iterator[bytes | str | None]:
    """Lines of at most ``limit`` bytes (characters, for UTF-16/32), None for a longer one: its
    rest is read in pieces and dropped, never held whole."""
    reader: Any = io.TextIOWrapper(f, encoding=encoding, newline="\n") if encoding in ("utf-16", "utf-32") else f
    end = "\n" if reader is not f else b"\n"
    while True:
        line = reader.readline(limit + 1)
        if not line:
            return
        if len(line) > limit and not line.endswith(end):
            while line and not line.endswith(end):
                line = reader.readline(limit)
            yield None
        else:
            yield line


def _jsonl_documents(path: Path, where_file: str, max_bytes: int, skipped: list[Skipped]) -> Iterator[Document]:
    f = _open_regular(path)
    if isinstance(f, str):
        skipped.append(Skipped(where_file, f))
        return
    with f:
        head = f.read(8192)
        encoding = _encoding(head)
        if encoding is None and b"\x00" in head:
            skipped.append(Skipped(where_file, "binary file (contains NUL bytes)"))
            return
        f.seek(0)
        lineno = 0
        lines = _lines(f, encoding, max_bytes)
        while True:
            try:
                raw = next(lines, "")
            except UnicodeDecodeError as e:  # UTF-16/32 read as text: the rest cannot be trusted
                skipped.append(Skipped(f"{where_file}:{lineno + 1}", f"not {encoding} text ({e.reason}); rest of file"))
                return
            if raw == "":
                return
            lineno += 1
            where = f"{where_file}:{lineno}"
            if raw is None:
                skipped.append(Skipped(where, _too_big(None, max_bytes, "line")))
                continue
            line = _decode(raw, where, what="line") if isinstance(raw, bytes) else raw
            if isinstance(line, Skipped):
                skipped.append(line)
                continue
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as e:
                skipped.append(Skipped(where, f"malformed JSON ({e.msg} at column {e.colno})"))
                continue
            except RecursionError:
                skipped.append(Skipped(where, "malformed JSON (nested too deeply)"))
                continue
            doc = _record_document(record, where, f"{path}:{lineno}")
            if isinstance(doc, Skipped):
                skipped.append(doc)
            else:
                yield doc


def _record_document(record: object, where: str, source: str) -> Document | Skipped:
    if not isinstance(record, dict):
        return Skipped(where, "record is not a JSON object")
    doc_id, text = record.get("id"), record.get("text")
    if isinstance(doc_id, bool) or not isinstance(doc_id, (str, int)) or str(doc_id).strip() == "":
        return Skipped(where, "record has no 'id'")
    if not isinstance(text, str) or not text.strip():
        return Skipped(where, "record has no 'text'" if text is None else "record's 'text' is empty or not a string")
    title = record.get("title")
    metadata = record.get("metadata") or {}
    if not isinstance(metadata, dict):
        return Skipped(where, "record's 'metadata' is not an object")
    return Document(
        doc_id=str(doc_id),
        title=str(title) if title else str(doc_id),
        text=text.strip(),
        source=source,
        metadata=metadata,
    )


def _unusable(path: Path) -> str | None:
    """Why a path found in a folder (or given) is no file to read; None for a regular file."""
    try:
        mode = path.stat().st_mode
    except OSError as e:
        if path.is_symlink():
            return f"dangling symlink (to {os.readlink(path)}: {e.strerror or e})"
        return f"cannot read: {e.strerror or e}"
    return None if stat.S_ISREG(mode) else f"not a regular file ({_kind(mode)})"


UNREADABLE_FOLDER = "cannot read the folder"  # the start of a skipped folder's reason (see ingest --sync)


def _listing(folder: Path, skipped: list[Skipped], where: str) -> list[Path]:
    """The entries of ``folder``, sorted; one that cannot be listed is reported, never silent."""
    try:
        with os.scandir(folder) as entries:
            return sorted(Path(e.path) for e in entries)
    except OSError as e:
        skipped.append(Skipped(where, f"{UNREADABLE_FOLDER}: {e.strerror or e}; what it gave before is kept"))
        return []


def _walk(folder: Path, skipped: list[Skipped], shown: Path, top: Path | None = None) -> Iterator[Path]:
    """Files under ``folder`` in a stable order (depth first, each folder's entries sorted); hidden
    ones left out; what is no regular file (FIFO, socket, dangling symlink, an empty folder named
    like a document) and a folder that cannot be read reported. A symlinked folder is not entered."""
    top = top or folder
    rel = folder.relative_to(top)
    for path in _listing(folder, skipped, str(shown / rel) if rel.parts else str(shown)):
        if path.name.startswith("."):
            continue  # hidden files and folders (.git, .graphrag, editor swap files)
        where = str(shown / path.relative_to(top))
        try:
            is_dir = path.is_dir()
        except OSError:
            is_dir = False  # reported below by _unusable
        if is_dir:
            if path.is_symlink():
                continue
            children = list(_walk(path, skipped, shown, top))
            if not children and path.suffix.lower() in DOCUMENT_SUFFIXES and not _any_entry(path):
                skipped.append(Skipped(where, "a folder, not a file (and an empty one)"))
            yield from children
            continue
        why = _unusable(path)
        if why:
            skipped.append(Skipped(where, why))
        else:
            yield path


def _any_entry(folder: Path) -> bool:
    try:
        with os.scandir(folder) as entries:
            return any(True for _ in entries)
    except OSError:
        return True  # reported as unreadable already


def absolute(path: Path) -> Path:
    """``path`` absolute, with its folders resolved (``..``, symlinked folders) but the last part
    kept, so a symlinked file keeps its own name."""
    if path.name in ("", ".", ".."):
        return path.resolve()
    return path.parent.resolve() / path.name


def common_root(paths: Iterable[str | Path]) -> Path:
    """The deepest folder holding every given path (a folder holds itself), for a new index."""
    folders = []
    for given in paths:
        p = Path(given)
        folders.append(p.resolve() if p.is_dir() else absolute(p).parent)
    return Path(os.path.commonpath(folders)) if folders else Path.cwd().resolve()


def file_id(path: Path, root: Path) -> str:
    """The id of the file at ``path`` (absolute, folders resolved) under ``root``."""
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return path.as_posix()


def load_documents(
    paths: Iterable[str | Path],
    skipped: list[Skipped],
    root: Path | None = None,
    max_bytes: int = MAX_DOCUMENT_BYTES,
) -> Iterator[Document]:
    """Documents from files and folders (walked recursively), in a stable order.

    Ids as the module says, relative to ``root`` (default: the paths' common folder). What cannot
    be read is appended to ``skipped`` (by the path as given, and line) and left out. A doc id
    seen twice keeps its first document.
    """
    paths = list(paths)
    root = (root or common_root(paths)).resolve()
    seen: dict[str, str] = {}
    for given in paths:
        shown = Path(given)
        if not os.path.lexists(shown):
            skipped.append(Skipped(str(shown), "no such file or folder"))
            continue
        if shown.is_dir():
            base = shown.resolve()
            files = [(p, str(shown / p.relative_to(base))) for p in _walk(base, skipped, shown)]
        else:
            why = _unusable(shown)
            if why:
                skipped.append(Skipped(str(shown), why))
                continue
            files = [(absolute(shown), str(shown))]
        for path, where in files:
            suffix = path.suffix.lower()
            try:
                if suffix in JSONL_SUFFIXES:
                    docs: Iterable[Document | Skipped] = _jsonl_documents(path, where, max_bytes, skipped)
                elif suffix in TEXT_SUFFIXES:
                    docs = [_text_document(path, file_id(path, root), where, max_bytes)]
                else:
                    skipped.append(Skipped(where, f"unsupported file type {suffix or '(none)'!r}"))
                    continue
                for doc in docs:
                    if isinstance(doc, Skipped):
                        skipped.append(doc)
                    elif doc.doc_id in seen:
                        skipped.append(
                            Skipped(doc.source, f"duplicate id {doc.doc_id!r} (first in {seen[doc.doc_id]})")
                        )
                    else:
                        seen[doc.doc_id] = doc.source
                        yield doc
            except OSError as e:
                skipped.append(Skipped(where, f"cannot read: {e.strerror or e}"))
