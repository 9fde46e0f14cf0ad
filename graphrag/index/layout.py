"""The index folder: a manifest, the document and chunk table, and the stores it is built on.

This module is the only one that knows the folder's layout (:class:`Layout`)::

    .graphrag/
      manifest.json        what built it (embedding model and size, chunking, extractor, stores)
                           and which generation is the index: the one commit point
      gen-000007/          the committed generation: every store file, written once, never changed
        docs.sqlite        documents and chunks (text, titles, content hashes)
        bm25.npz/.json     the sparse index
        graph.json.gz      the networkx graph (embedded mode)
        vectors.npy/.json  the chunk embeddings (embedded mode)
        .readers           readers hold a shared lock on it while they use the generation
      .write.lock          held by the one writer (:func:`writer_lock`)

**The invariant.** ``manifest.json`` names one generation folder, and that folder holds a complete
set of store files written together: the document table, BM25, vectors and graph agree on the set
of chunks. A writer never changes a committed generation. It copies the document table into a new
folder ``gen-<N+1>``, applies its writes there and in memory, saves every store into that folder,
fsyncs it, and then replaces ``manifest.json`` (write a temporary file, fsync, ``os.replace``,
fsync the folder): that one rename is the commit. A writer killed at any point before it leaves
the old manifest, so the index opens at its last committed state; its half-written folder is
removed by the next writer. Old generations are removed after the switch unless a reader still
holds them (they go at a later write), so a query that opened the index before an ingest committed
keeps reading one consistent set of files, never new vectors with old documents.

Server stores (Neo4j, Weaviate) are written before the local commit, so a crash can leave them
ahead of the document table; ``pending.json`` names the documents a writer is sending them, and
the next ingest rewrites or removes those documents there (see ``ingest.run``).

Indexes of format 1 (every file directly in the folder, no generation) still open; the next write
moves them into a generation folder.

An index kept wholly on the servers (``--stores servers``) has none of this in its folder: its
manifest, generation and pending documents are a record in Neo4j (graphrag/index/remote.py).

:class:`Index` opens the stores the settings (or the manifest) name, checks that the settings
agree with what built the index, and replaces or deletes a document in every store at once.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from ..errors import ConfigError, IndexBusyError, IndexCorruptError

FORMAT = 2  # 1: the store files directly in the folder, no generations (still opened)
# Settings that shape what is stored: an index answers only with the values it was built with.
BUILT_WITH = ("embedding_model", "phrase_model", "chunk_tokens", "chunk_overlap", "spacy_model", "extractor")
GENERATION_PREFIX = "gen-"
# Where a server-mode index lives (setting -> the store kind that uses it): recorded in the manifest
# (URIs without credentials) and used again on open; another server asked for explicitly is refused.
SERVERS = {
    "neo4j_uri": ("graph", "neo4j"),
    "neo4j_database": ("graph", "neo4j"),
    "weaviate_url": ("vectors", "weaviate"),
    "weaviate_grpc_port": ("vectors", "weaviate"),
    "weaviate_collection": ("vectors", "weaviate"),
}
INDEX_ID_FILE = "index-id"  # the index id, written before the first server write (see Index.index_id)


@dataclass(frozen=True)
class Layout:
    """Where each file of an index folder lives: the manifest and locks in the folder itself, the
    store files in the generation's folder (``generation`` 0: directly in the folder, format 1)."""

    root: Path
    generation: int = 0

    @classmethod
    def current(cls, root: Path) -> Layout:
        """The layout of the generation the manifest names (the folder itself without one)."""
        manifest = root / "manifest.json"
        return cls(root, generation_of(read_manifest(manifest), manifest) if manifest.exists() else 0)

    @property
    def folder(self) -> Path:
        return self.root / f"{GENERATION_PREFIX}{self.generation:06d}" if self.generation else self.root

    @property
    def manifest(self) -> Path:
        return self.root / "manifest.json"

    @property
    def pending(self) -> Path:
        return self.root / "pending.json"

    @property
    def readers(self) -> Path:
        return self.folder / ".readers"

    @property
    def docs(self) -> Path:
        return self.folder / "docs.sqlite"

    @property
    def bm25(self) -> Path:  # a prefix: .npz and .json
        return self.folder / "bm25"

    @property
    def graph(self) -> Path:
        return self.folder / "graph.json.gz"

    @property
    def vectors(self) -> Path:  # a prefix: .npy and .json
        return self.folder / "vectors"

    @property
    def phrases(self) -> Path:  # a prefix: .npy and .json (stores/phrases.py; a cache, rebuilt if lost)
        return self.folder / "phrases"

    def files(self) -> list[Path]:
        """Every store file the generation may hold (not the manifest)."""
        return [
            self.docs,
            self.docs.with_name(self.docs.name + "-journal"),
            self.bm25.with_suffix(".npz"),
            self.bm25.with_suffix(".json"),
            self.graph,
            self.vectors.with_suffix(".npy"),
            self.vectors.with_suffix(".json"),
            self.phrases.with_suffix(".npy"),
            self.phrases.with_suffix(".json"),
            *sorted(self.folder.glob(self.vectors.name + ".ann-*.usearch")),  # the ANN copy, above its threshold
        ]


def generation_of(manifest: dict[str, Any], path: Path) -> int:
    """The generation a manifest names (0 for format 1)."""
    generation = manifest.get("generation", 0)
    if not isinstance(generation, int) or generation < 0:
        raise IndexCorruptError(f"the index manifest {path} names no valid generation ({generation!r})")
    return generation


def generations(root: Path) -> list[int]:
    """The numbers of the generation folders present (committed, old or half-written)."""
    out = []
    for path in root.glob(GENERATION_PREFIX + "*"):
        number = path.name[len(GENERATION_PREFIX) :]
        if number.isdigit() and path.is_dir():
            out.append(int(number))
    return sorted(out)


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_tree(folder: Path) -> None:
    """Flush every file of a generation folder, then the folder itself, to the disk."""
    for path in folder.iterdir():
        if path.is_file():
            fd = os.open(path, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
    _fsync_dir(folder)


def atomic_write(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` in one step that survives a crash (and a power loss)."""
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def pause_point(name: str) -> None:
    """A hook for the crash tests, inert otherwise: with ``GRAPHRAG_TEST_PAUSE_AT=name`` the process
    writes its pid to ``GRAPHRAG_TEST_PAUSE_FILE`` on reaching this point and waits while that file
    exists, so a test can ``kill -9`` it exactly here, or delete the file to let it go on."""
    if os.environ.get("GRAPHRAG_TEST_PAUSE_AT") != name:
        return
    flag = Path(os.environ["GRAPHRAG_TEST_PAUSE_FILE"])
    atomic_write(flag, f"{os.getpid()} {name}")
    while flag.exists():
        time.sleep(0.02)


def hold(layout: Layout) -> IO[bytes]:
    """A shared lock on a generation (FileNotFoundError if a writer has removed it): while a reader
    holds it, no writer deletes the generation's files."""
    handle = open(layout.readers, "rb")  # noqa: SIM115 - held for as long as the index is open
    fcntl.flock(handle, fcntl.LOCK_SH)
    if not layout.docs.exists():  # removed between reading the manifest and taking the lock
        handle.close()
        raise FileNotFoundError(layout.docs)
    return handle


def remove_generation(layout: Layout) -> bool:
    """Delete a generation's folder unless a reader holds it; True if it is gone."""
    try:
        handle: IO[bytes] | None = open(layout.readers, "rb")  # noqa: SIM115
    except FileNotFoundError:
        handle = None  # a write killed before it made the file, or a removal cut short
    try:
        if handle is not None:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return False
        shutil.rmtree(layout.folder, ignore_errors=True)
        return not layout.folder.exists()
    finally:
        if handle is not None:
            handle.close()


WRITING: set[Path] = set()  # index folders this process holds the write lock of


@contextmanager
def writer_lock(root: Path) -> Iterator[None]:
    """Hold the index's write lock (``.write.lock`` in its folder) for the block: one writer at a
    time. A second writer fails at once with IndexBusyError naming the holder; the lock goes with
    the process that holds it, so a killed ingest never leaves the index locked."""
    root.mkdir(parents=True, exist_ok=True)
    path = root / ".write.lock"
    handle = open(path, "a+", encoding="utf-8")  # noqa: SIM115 - held open for the whole block
    try:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.seek(0)
            holder = handle.read().strip() or "another process"
            raise IndexBusyError(
                f"{root} is being written by {holder}; one writer at a time: wait for it to finish"
            ) from None
        handle.seek(0)
        handle.truncate()
        handle.write(f"pid {os.getpid()} since {time.strftime('%Y-%m-%d %H:%M:%S')}")
        handle.flush()
        WRITING.add(root.resolve())
        yield
    finally:
        WRITING.discard(root.resolve())
        handle.close()  # closing releases the lock


def read_manifest(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError) as e:
        raise ConfigError(
            f"the index manifest {path} is unreadable ({e}); rebuild the index with `graphrag ingest PATHS --rebuild`"
        ) from e
    if not isinstance(data, dict):
        raise ConfigError(f"the index manifest {path} is not a JSON object")
    return data


def rebuild_hint(path: Path) -> str:
    return (
        f"rebuild it with `graphrag ingest PATHS --index {path} --rebuild` (re-reads your documents "
        "with the new settings), or use another --index"
    )
