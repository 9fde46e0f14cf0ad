"""Load documents from .txt/.md files and .jsonl records; report what cannot be read and go on."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from graphrag.models import Document

TEXT_SUFFIXES = {".txt", ".md", ".markdown"}
JSONL_SUFFIXES = {".jsonl"}
MAX_FILE_BYTES = 64 * 2**20  # a text file larger than this is skipped, not read into memory
MAX_LINE_BYTES = 16 * 2**20  # one JSONL record larger than this is skipped

_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)


@dataclass(frozen=True)
class Skipped:
    where: str  # file, or file:line
    why: str

    def __str__(self) -> str:
        return f"{self.where}: {self.why}"


def _is_binary(head: bytes) -> bool:
    return b"\x00" in head


def _decode(data: bytes, where: str) -> str | Skipped:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        return Skipped(where, f"not UTF-8 text (bad byte 0x{data[e.start]:02x} at offset {e.start})")


def _text_document(path: Path, doc_id: str) -> Document | Skipped:
    where = str(path)
    size = path.stat().st_size
    if size > MAX_FILE_BYTES:
        return Skipped(where, f"file of {size / 2**20:.0f} MiB is larger than the {MAX_FILE_BYTES // 2**20} MiB limit")
    data = path.read_bytes()
    if _is_binary(data[:8192]):
        return Skipped(where, "binary file (contains NUL bytes)")
    text = _decode(data, where)
    if isinstance(text, Skipped):
        return text
    if not text.strip():
        return Skipped(where, "empty file")
    heading = _HEADING.search(text) if path.suffix.lower() != ".txt" else None
    title = heading.group(1).strip() if heading else path.stem
    return Document(doc_id=doc_id, title=title, text=text.strip(), source=where)


def _jsonl_documents(path: Path, skipped: list[Skipped]) -> Iterator[Document]:
    with path.open("rb") as f:
        if _is_binary(f.read(8192)):
            skipped.append(Skipped(str(path), "binary file (contains NUL bytes)"))
            return
        f.seek(0)
        lineno = 0
        while True:
            raw = f.readline(MAX_LINE_BYTES + 1)
            if not raw:
                break
            lineno += 1
            where = f"{path}:{lineno}"
            if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
                while raw and not raw.endswith(b"\n"):  # skip the rest of the huge line
                    raw = f.readline(MAX_LINE_BYTES)
                skipped.append(Skipped(where, f"line longer than {MAX_LINE_BYTES // 2**20} MiB"))
                continue
            line = _decode(raw, where)
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
            doc = _record_document(record, where)
            if isinstance(doc, Skipped):
                skipped.append(doc)
            else:
                yield doc


def _record_document(record: object, where: str) -> Document | Skipped:
    if not isinstance(record, dict):
        return Skipped(where, "record is not a JSON object")
    doc_id, text = record.get("id"), record.get("text")
    if not isinstance(doc_id, (str, int)) or str(doc_id).strip() == "":
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
        source=where,
        metadata=metadata,
    )


def _walk(root: Path) -> Iterator[Path]:
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root)
        if any(part.startswith(".") for part in rel.parts):
            continue  # hidden files and folders (.git, .graphrag, editor swap files)
        if path.is_file():
            yield path


def load_documents(paths: Iterable[str | Path], skipped: list[Skipped]) -> Iterator[Document]:
    """Documents from files and folders (walked recursively), in a stable order.

    Doc ids: a file's path relative to the folder given (for a file given directly, its name);
    a JSONL record's own "id". What cannot be read is appended to ``skipped`` and left out.
    A doc id seen twice keeps its first document.
    """
    seen: dict[str, str] = {}
    for given in paths:
        root = Path(given)
        if not root.exists():
            skipped.append(Skipped(str(root), "no such file or folder"))
            continue
        files = [(root, root.parent)] if root.is_file() else [(p, root) for p in _walk(root)]
        for path, base in files:
            suffix = path.suffix.lower()
            try:
                if suffix in JSONL_SUFFIXES:
                    docs: Iterable[Document | Skipped] = _jsonl_documents(path, skipped)
                elif suffix in TEXT_SUFFIXES:
                    docs = [_text_document(path, path.relative_to(base).as_posix())]
                else:
                    skipped.append(Skipped(str(path), f"unsupported file type {suffix or '(none)'!r}"))
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
                skipped.append(Skipped(str(path), f"cannot read: {e.strerror or e}"))
