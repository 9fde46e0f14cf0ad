"""The index folder: a manifest, the document and chunk table, and the stores it is built on.

This module is the only one that knows the folder's layout (:class:`Layout`)::

    .graphrag/
      manifest.json      what built it: embedding model and size, chunking, extractor, stores
      docs.sqlite        documents and chunks (text, titles, content hashes)
      bm25.npz/.json     the sparse index
      graph.json.gz      the networkx graph (embedded mode)
      vectors.npy/.json  the chunk embeddings (embedded mode)

:class:`Index` opens the stores the settings (or the manifest) name, checks that the settings
agree with what built the index, and replaces or deletes a document in every store at once.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import time
import uuid
import zipfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from .config import Settings
from .errors import ConfigError, GraphragError, IndexBusyError, IndexCorruptError, IndexMissingError, redact
from .models import Chunk, Document, Entity, Mention, Relation
from .stores.bm25 import BM25Index
from .stores.protocols import DenseIndex, GraphStore, HybridSearch, SparseIndex

log = logging.getLogger(__name__)
T = TypeVar("T")

SCHEMA = """
CREATE TABLE IF NOT EXISTS documents (
    doc_id TEXT PRIMARY KEY, title TEXT NOT NULL, source TEXT, content_hash TEXT NOT NULL, metadata TEXT);
CREATE TABLE IF NOT EXISTS chunks (
    chunk_id TEXT PRIMARY KEY, doc_id TEXT NOT NULL, position INTEGER NOT NULL, text TEXT NOT NULL, title TEXT);
CREATE INDEX IF NOT EXISTS chunks_by_doc ON chunks(doc_id);
"""
FORMAT = 1
# Settings that shape what is stored: an index answers only with the values it was built with.
BUILT_WITH = ("embedding_model", "chunk_tokens", "chunk_overlap", "spacy_model")
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
    """Where each file of an index folder lives."""

    root: Path

    @property
    def manifest(self) -> Path:
        return self.root / "manifest.json"

    @property
    def docs(self) -> Path:
        return self.root / "docs.sqlite"

    @property
    def bm25(self) -> Path:  # a prefix: .npz and .json
        return self.root / "bm25"

    @property
    def graph(self) -> Path:
        return self.root / "graph.json.gz"

    @property
    def vectors(self) -> Path:  # a prefix: .npy and .json
        return self.root / "vectors"

    def files(self) -> list[Path]:
        """Every file the index may hold (for a rebuild)."""
        return [
            self.manifest,
            self.docs,
            self.bm25.with_suffix(".npz"),
            self.bm25.with_suffix(".json"),
            self.graph,
            self.vectors.with_suffix(".npy"),
            self.vectors.with_suffix(".json"),
            *sorted(self.root.glob(self.vectors.name + ".ann-*.usearch")),  # the ANN copy, above its threshold
        ]


@contextmanager
def writer_lock(root: Path) -> Iterator[None]:
    """Hold the index's write lock (``.write.lock`` in its folder) for the block: one writer at a
    time. A second writer fails at once with IndexBusyError naming the holder; the lock goes with
    the process that holds it, so a killed ingest never leaves the index locked."""
    import fcntl

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
        yield
    finally:
        handle.close()  # closing releases the lock


class DocTable:
    """Documents and chunks in SQLite: the text every store's hits are resolved against."""

    def __init__(self, path: Path):
        self.db = sqlite3.connect(path)
        self.db.executescript(SCHEMA)

    def hashes(self) -> dict[str, str]:
        return dict(self.db.execute("SELECT doc_id, content_hash FROM documents"))

    def sources(self) -> dict[str, str]:
        """doc id -> the file it came from, as given at ingest (``file.jsonl:LINE`` for a record)."""
        return dict(self.db.execute("SELECT doc_id, COALESCE(source, '') FROM documents"))

    def titles(self) -> list[str]:
        return [t for (t,) in self.db.execute("SELECT DISTINCT title FROM documents")]

    def put(self, doc: Document, content_hash: str, chunks: Sequence[Chunk]) -> None:
        self.delete(doc.doc_id)
        self.db.execute(
            "INSERT INTO documents VALUES (?,?,?,?,?)",
            (doc.doc_id, doc.title, doc.source, content_hash, json.dumps(doc.metadata)),
        )
        self.db.executemany(
            "INSERT INTO chunks VALUES (?,?,?,?,?)",
            [(c.chunk_id, c.doc_id, c.position, c.text, c.title) for c in chunks],
        )

    def delete(self, doc_id: str) -> None:
        self.db.execute("DELETE FROM chunks WHERE doc_id = ?", (doc_id,))
        self.db.execute("DELETE FROM documents WHERE doc_id = ?", (doc_id,))

    def chunks(self, chunk_ids: Iterable[str] | None = None) -> dict[str, Chunk]:
        query = "SELECT chunk_id, doc_id, position, text, title FROM chunks"
        rows: list[Any] = []
        if chunk_ids is None:
            rows = self.db.execute(query + " ORDER BY rowid").fetchall()
        else:
            ids = list(chunk_ids)
            for i in range(0, len(ids), 500):
                part = ids[i : i + 500]
                rows += self.db.execute(f"{query} WHERE chunk_id IN ({','.join('?' * len(part))})", part).fetchall()
        return {r[0]: Chunk(r[0], r[1], r[2], r[3], r[4] or "") for r in rows}

    def chunk_metadata(self) -> Iterable[tuple[str, dict]]:
        """(chunk id, its document's metadata) for every chunk."""
        rows = self.db.execute("SELECT c.chunk_id, d.metadata FROM chunks c JOIN documents d ON c.doc_id = d.doc_id")
        for chunk_id, metadata in rows:
            yield chunk_id, json.loads(metadata) if metadata else {}

    def counts(self) -> dict[str, int]:
        (docs,) = self.db.execute("SELECT COUNT(*) FROM documents").fetchone()
        (chunks,) = self.db.execute("SELECT COUNT(*) FROM chunks").fetchone()
        return {"documents": docs, "chunks": chunks}

    def commit(self) -> None:
        self.db.commit()

    def close(self) -> None:
        self.db.close()


def bm25_text(chunk: Chunk) -> str:
    """What BM25 and the embedder see of a chunk: its document title, then its text."""
    return f"{chunk.title}\n{chunk.text}" if chunk.title and chunk.title not in chunk.text[:200] else chunk.text


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


def _public_uri(uri: str) -> str:
    """A server URI fit for the manifest: no user, password or query string."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(uri)
    host = parts.netloc.rsplit("@", 1)[-1]
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


def _server(uri: Any) -> tuple[str, int | None, str]:
    """What identifies a server in a URI: (host, port, path), credentials and scheme aside
    (``bolt://`` and ``neo4j://`` reach the same server), ``localhost`` read as 127.0.0.1,
    default ports filled in."""
    from urllib.parse import urlsplit

    text = str(uri)
    parts = urlsplit(text if "://" in text else "http://" + text)
    host = (parts.hostname or "").lower()
    host = "127.0.0.1" if host in ("localhost", "::1") else host
    try:
        port = parts.port
    except ValueError:
        port = None
    default = {"http": 80, "https": 443}.get(parts.scheme, 7687)
    return host, port or default, parts.path.rstrip("/")


def _rebuild_hint(path: Path) -> str:
    return (
        f"rebuild it with `graphrag ingest PATHS --index {path} --rebuild` (re-reads your documents "
        "with the new settings), or use another --index"
    )


class Index:
    """An open index folder with its stores.

    Settings that shape what is stored (:data:`BUILT_WITH`) and the store kinds come from the
    manifest unless given explicitly; given explicitly and different, they are an error."""

    def __init__(self, settings: Settings, create: bool = False):
        self.layout = Layout(settings.index_path)
        self.path = self.layout.root
        if self.layout.manifest.exists():
            self.manifest = read_manifest(self.layout.manifest)
        elif create:
            self.manifest = {}
        else:
            raise IndexMissingError(f"no index at {self.path}: run `graphrag ingest PATH --index {self.path}` first")
        if create:
            self.path.mkdir(parents=True, exist_ok=True)
        self.index_id = self._index_id(create)
        self.settings = self._agree(settings, self.manifest.get("settings", {}))
        self.docs = self._open(self.layout.docs, lambda: DocTable(self.layout.docs))
        self._graph: GraphStore | None = None
        self._dense: DenseIndex | None = None
        self._bm25: BM25Index | None = None

    def _open(self, path: Path, load: Callable[[], T]) -> T:
        """Open one of the folder's files; a missing or unreadable one is an IndexCorruptError
        naming it, never a traceback (and never an empty store standing in for it)."""
        try:
            return load()
        except GraphragError:
            raise
        except (OSError, ValueError, EOFError, KeyError, sqlite3.DatabaseError, zipfile.BadZipFile) as e:
            raise IndexCorruptError(
                f"{path} is unreadable ({type(e).__name__}: {e}); {_rebuild_hint(self.path)}"
            ) from e

    def _expect(self, *paths: Path) -> None:
        """A store file the manifest's index must have once it holds chunks."""
        if self.manifest and self.docs.counts()["chunks"]:
            missing = [str(p) for p in paths if not p.exists()]
            if missing:
                raise IndexCorruptError(f"{', '.join(missing)} is missing; {_rebuild_hint(self.path)}")

    def _index_id(self, create: bool) -> str:
        """This index's id: 32 hex digits of a random uuid4, made when the index is created, kept
        in ``index-id`` (written before anything reaches a server, so a first ingest that stops
        half way is resumed under the same id) and in the manifest. Neo4j nodes and the Weaviate
        collection carry it, so two index folders never share server data, even on one server.
        An index made before ids existed gets one now (its old Neo4j nodes, carrying none, are no
        longer read: rebuild such an index)."""
        known = self.manifest.get("index_id")
        if isinstance(known, str) and len(known) == 32:
            return known
        path = self.path / INDEX_ID_FILE
        try:
            kept = path.read_text(encoding="ascii").strip()
        except (OSError, UnicodeDecodeError):
            kept = ""
        if len(kept) == 32 and all(c in "0123456789abcdef" for c in kept):
            return kept
        made = uuid.uuid4().hex
        try:
            tmp = path.with_suffix(".tmp")
            tmp.write_text(made, encoding="ascii")
            os.replace(tmp, path)
        except OSError as e:
            if create:
                raise IndexCorruptError(f"cannot write {path} ({e}): is the index folder writable?") from e
        if self.manifest and self.manifest.get("settings", {}).get("graph") == "neo4j":
            log.warning(
                "%s was built before indexes had ids: rebuild it (--rebuild) to read its Neo4j graph", self.path
            )
        return made

    def _agree(self, settings: Settings, built: dict[str, Any]) -> Settings:
        """The settings to use with this index: the manifest's, unless given and compatible."""
        adopt: dict[str, Any] = {}
        for flat in BUILT_WITH:
            section = {"embedding_model": "embedding", "spacy_model": "extraction"}.get(flat, "chunking")
            want = getattr(getattr(settings, section), flat)
            have = built.get(flat)
            if have is None or have == want:
                continue
            if settings.explicit(flat):
                raise ConfigError(
                    f"{self.path} was built with {flat} = {have!r}, but {want!r} was asked for "
                    f"({settings.sources[flat]}); {_rebuild_hint(self.path)}"
                )
            adopt[flat] = have
        for flat, fallback in (("graph", "networkx"), ("vectors", "local")):
            want, have = getattr(settings.stores, flat), built.get(flat)
            if have and want and want != have:
                raise ConfigError(
                    f"{self.path} keeps its {'graph' if flat == 'graph' else 'vectors'} in {have}, but "
                    f"--{flat} {want} was asked for; {_rebuild_hint(self.path)}"
                )
            adopt[flat] = want or have or fallback
        adopt.update(self._agree_servers(settings, built, adopt))
        s = settings.replace(**adopt)
        if s.stores.sparse == "weaviate" and s.stores.vectors != "weaviate":
            raise ConfigError("--sparse weaviate needs the chunks in Weaviate: use --vectors weaviate")
        return s

    def _agree_servers(self, settings: Settings, built: dict[str, Any], stores: dict[str, Any]) -> dict[str, Any]:
        """The servers, database and collection the index was built on, for every one not given;
        one given explicitly that differs from the manifest's is refused (the index would
        otherwise read another server's data, or none)."""
        adopt: dict[str, Any] = {}
        for flat, (kind, name) in SERVERS.items():
            have = built.get(flat)
            if stores.get(kind) != name or have in (None, ""):
                continue
            section, field = flat.split("_", 1)
            want = getattr(getattr(settings, section), field)
            same = _server(want) == _server(have) if flat.endswith(("_uri", "_url")) else want == have
            if same:
                continue
            if settings.explicit(flat) and (want or flat != "weaviate_collection"):
                raise ConfigError(
                    f"{self.path} was built on {flat} = {have!r}, but {redact(str(want))!r} was asked for "
                    f"({settings.sources[flat]}); an index reads and writes only the servers it was built on: "
                    f"leave {flat} unset to use {have!r}, or ingest into another --index"
                )
            adopt[flat] = have
        return adopt

    @property
    def collection(self) -> str:
        """The Weaviate collection: as given, else the manifest's, else a new name made of the
        folder's name and the start of the index id (so two folders called ``.graphrag`` differ)."""
        from .stores import collection_name

        built = self.manifest.get("settings", {}).get("weaviate_collection")
        return self.settings.weaviate.collection or built or f"{collection_name(self.path)}_{self.index_id[:12]}"

    @property
    def graph(self) -> GraphStore:
        if self._graph is None:
            if self.settings.stores.graph == "neo4j":
                from .stores.neo4j_graph import Neo4jGraphStore

                self._graph = Neo4jGraphStore.from_settings(self.settings.neo4j, self.index_id)
            else:
                from .stores.networkx_graph import NetworkxGraphStore

                self._expect(self.layout.graph)
                self._graph = self._open(self.layout.graph, lambda: NetworkxGraphStore(self.layout.graph))
        return self._graph

    @property
    def dense(self) -> DenseIndex:
        if self._dense is None:
            if self.settings.stores.vectors == "weaviate":
                from .stores.weaviate_index import WeaviateIndex

                r = self.settings.retrieval
                self._dense = WeaviateIndex.from_settings(
                    self.settings.weaviate, self.collection, r.bm25_k1, r.bm25_b, owner=self.index_id
                )
            else:
                from .stores.local_vectors import LocalVectorIndex

                v = self.layout.vectors
                self._expect(v.with_suffix(".npy"), v.with_suffix(".json"))
                self._dense = self._open(v.with_suffix(".npy"), lambda: LocalVectorIndex(v))
        return self._dense

    @property
    def bm25(self) -> BM25Index:
        """The local BM25 index (built at ingest whatever ``stores.sparse`` says)."""
        if self._bm25 is None:
            r = self.settings.retrieval
            b = self.layout.bm25
            self._expect(b.with_suffix(".npz"), b.with_suffix(".json"))
            self._bm25 = self._open(
                b.with_suffix(".npz"),
                lambda: BM25Index.load(b) if BM25Index.exists(b) else BM25Index(r.bm25_k1, r.bm25_b),
            )
        return self._bm25

    @property
    def sparse(self) -> SparseIndex:
        """The keyword index queries use: the local BM25, or Weaviate's."""
        if self.settings.stores.sparse == "weaviate":
            dense = self.dense
            if not isinstance(dense, SparseIndex):
                raise ConfigError(f"the dense index {type(dense).__name__} has no keyword search")
            return dense
        return self.bm25

    @property
    def hybrid(self) -> HybridSearch | None:
        """The dense index's own hybrid search, if it has one."""
        dense = self.dense
        return dense if isinstance(dense, HybridSearch) else None

    @property
    def n_chunks(self) -> int:
        return len(self.bm25)

    def require_content(self) -> int:
        """The number of chunks; an IndexMissingError if there are none to query."""
        chunks = self.docs.counts()["chunks"]
        if not chunks:
            raise IndexMissingError(f"the index at {self.path} is empty: ingest documents first")
        return chunks

    def has_bm25(self) -> bool:
        return BM25Index.exists(self.layout.bm25)

    # -- writes -------------------------------------------------------------------------------
    def write_documents(
        self,
        docs: Sequence[tuple[Document, str, Sequence[Chunk]]],
        vectors: Any,
        entities: Sequence[Entity],
        mentions: Sequence[Mention],
        relations: Sequence[Relation],
    ) -> int:
        """Put a batch of documents (document, content hash, its chunks) in every store; a document
        already in the index is first deleted with everything it contributed. ``vectors`` holds
        one row per chunk, in the order of the documents' chunks. Returns how many replaced one."""
        known = self.docs.hashes()
        replaced = 0
        for doc, _, _ in docs:
            if doc.doc_id in known:
                self.graph.delete_document(doc.doc_id)
                self.dense.delete_document(doc.doc_id)
                replaced += 1
        chunks = [c for _, _, cs in docs for c in cs]
        self.graph.upsert_documents([doc for doc, _, _ in docs])
        self.graph.upsert_chunks(chunks)
        self.graph.upsert_entities(entities)
        self.graph.upsert_mentions(mentions)
        self.graph.upsert_relations(relations)
        self.dense.upsert(chunks, vectors)
        for doc, content_hash, cs in docs:
            self.docs.put(doc, content_hash, cs)
        return replaced

    def delete_document(self, doc_id: str) -> None:
        """Remove a document from every store (committed by :meth:`commit`)."""
        self.graph.delete_document(doc_id)
        self.dense.delete_document(doc_id)
        self.docs.delete(doc_id)

    def under(self, paths: Iterable[str | Path]) -> dict[str, Path]:
        """The documents whose source file lies at or under one of ``paths`` (resolved from the
        current folder): doc id -> that file."""
        roots = [Path(p).resolve() for p in paths]
        out = {}
        for doc_id, source in self.docs.sources().items():
            file = Path(source.rsplit(":", 1)[0] if source.rsplit(":", 1)[-1].isdigit() else source).resolve()
            if any(file == r or r in file.parents for r in roots):
                out[doc_id] = file
        return out

    def commit(self, dim: int, text_changed: bool) -> None:
        """Make every store durable; the document table last, so it never runs ahead of them."""
        self.dense.commit()
        self.graph.commit()
        if text_changed or not self.has_bm25():
            self.rebuild_bm25()
        self.write_manifest(dim)
        self.docs.commit()

    def rebuild_bm25(self) -> None:
        from .text import bm25_tokens

        chunks = self.docs.chunks()
        r = self.settings.retrieval
        self._bm25 = BM25Index(r.bm25_k1, r.bm25_b).build(
            list(chunks), [bm25_tokens(bm25_text(c)) for c in chunks.values()]
        )
        self._bm25.save(self.layout.bm25)

    def write_manifest(self, dim: int) -> None:
        s = self.settings
        neo4j, weaviate = s.stores.graph == "neo4j", s.stores.vectors == "weaviate"
        self.manifest = {
            "format": FORMAT,
            "index_id": self.index_id,
            "settings": {
                "embedding_model": s.embedding.embedding_model,
                "dim": dim,
                "graph": s.stores.graph,
                "vectors": s.stores.vectors,
                "chunk_tokens": s.chunking.chunk_tokens,
                "chunk_overlap": s.chunking.chunk_overlap,
                "spacy_model": s.extraction.spacy_model,
                "weaviate_collection": self.collection if weaviate else "",
                # where the server stores live; never credentials (see _public_uri)
                "neo4j_uri": _public_uri(s.neo4j.uri) if neo4j else "",
                "neo4j_database": s.neo4j.database if neo4j else "",
                "weaviate_url": _public_uri(s.weaviate.url) if weaviate else "",
                "weaviate_grpc_port": s.weaviate.grpc_port if weaviate else "",
            },
        }
        tmp = self.layout.manifest.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.manifest, indent=2), encoding="utf-8")
        os.replace(tmp, self.layout.manifest)

    def clear(self) -> int:
        """Delete every document from every store and remove the folder's files (for a rebuild).
        Returns how many documents were removed."""
        doc_ids = sorted(self.docs.hashes())
        for doc_id in doc_ids:
            self.graph.delete_document(doc_id)
            self.dense.delete_document(doc_id)
        self.close()
        for path in self.layout.files():
            path.unlink(missing_ok=True)
        log.info("cleared %d documents from %s", len(doc_ids), self.path)
        return len(doc_ids)

    def stats(self) -> dict:
        out: dict[str, Any] = {"index": str(self.path), **self.docs.counts()}
        graph = self.graph.counts()
        out.update({k: graph[k] for k in ("entities", "mentions", "relations")})
        out["vectors"] = self.dense.count()
        out["graph_store"] = self.settings.stores.graph
        out["vector_store"] = self.settings.stores.vectors
        out["embedding_model"] = self.settings.embedding.embedding_model
        return out

    def close(self) -> None:
        for store in (self._graph, self._dense):
            if store is not None:
                store.close()
        self._graph = self._dense = None
        self.docs.close()
