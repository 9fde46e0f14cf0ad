"""The index folder: a manifest, the document and chunk table, and the stores it is built on.

    .graphrag/
      manifest.json    what built it: embedding model and size, chunking, which stores
      docs.sqlite      documents and chunks (text, titles, content hashes)
      bm25.npz/.json   the sparse index
      graph.json.gz    the networkx graph (embedded mode)
      vectors.npy/.json  the chunk embeddings (embedded mode)
"""
from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path

from .config import Settings
from .errors import ConfigError, IndexMissingError
from .models import Chunk, Document
from .stores.bm25 import BM25Index
from .stores.protocols import DenseIndex, GraphStore

MANIFEST = "manifest.json"
SCHEMA = """
CREATE TABLE IF NOT EXISTS documents (
    doc_id TEXT PRIMARY KEY, title TEXT NOT NULL, source TEXT, content_hash TEXT NOT NULL, metadata TEXT);
CREATE TABLE IF NOT EXISTS chunks (
    chunk_id TEXT PRIMARY KEY, doc_id TEXT NOT NULL, position INTEGER NOT NULL, text TEXT NOT NULL, title TEXT);
CREATE INDEX IF NOT EXISTS chunks_by_doc ON chunks(doc_id);
"""


class DocTable:
    """Documents and chunks in SQLite: the text every store's hits are resolved against."""

    def __init__(self, path: Path):
        self.db = sqlite3.connect(path)
        self.db.executescript(SCHEMA)

    def hashes(self) -> dict[str, str]:
        return dict(self.db.execute("SELECT doc_id, content_hash FROM documents"))

    def titles(self) -> list[str]:
        return [t for (t,) in self.db.execute("SELECT DISTINCT title FROM documents")]

    def put(self, doc: Document, content_hash: str, chunks: Sequence[Chunk]) -> None:
        self.delete(doc.doc_id)
        self.db.execute("INSERT INTO documents VALUES (?,?,?,?,?)",
                        (doc.doc_id, doc.title, doc.source, content_hash, json.dumps(doc.metadata)))
        self.db.executemany("INSERT INTO chunks VALUES (?,?,?,?,?)",
                            [(c.chunk_id, c.doc_id, c.position, c.text, c.title) for c in chunks])

    def delete(self, doc_id: str) -> None:
        self.db.execute("DELETE FROM chunks WHERE doc_id = ?", (doc_id,))
        self.db.execute("DELETE FROM documents WHERE doc_id = ?", (doc_id,))

    def chunks(self, chunk_ids: Iterable[str] | None = None) -> dict[str, Chunk]:
        if chunk_ids is None:
            rows = self.db.execute("SELECT chunk_id, doc_id, position, text, title FROM chunks ORDER BY rowid")
        else:
            ids = list(chunk_ids)
            rows = []
            for i in range(0, len(ids), 500):
                part = ids[i : i + 500]
                rows += self.db.execute(
                    f"SELECT chunk_id, doc_id, position, text, title FROM chunks WHERE chunk_id IN ({','.join('?' * len(part))})",
                    part).fetchall()
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


class Index:
    """An open index folder with its stores; built from settings (flags win over the manifest)."""

    def __init__(self, settings: Settings, create: bool = False):
        self.path = settings.index_path
        manifest_path = self.path / MANIFEST
        if manifest_path.exists():
            self.manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        elif create:
            self.manifest = {}
        else:
            raise IndexMissingError(
                f"no index at {self.path}: run `graphrag ingest PATH --index {self.path}` first")
        if create:
            self.path.mkdir(parents=True, exist_ok=True)
        built = self.manifest.get("settings", {})
        if built.get("embedding_model") and built["embedding_model"] != settings.embedding_model and not create:
            settings = settings.replace(embedding_model=built["embedding_model"])
        if create and built.get("embedding_model") and built["embedding_model"] != settings.embedding_model:
            raise ConfigError(
                f"{self.path} was built with embedding model {built['embedding_model']!r}; "
                f"use a new --index for {settings.embedding_model!r}")
        self.settings = settings.replace(graph=settings.graph or built.get("graph") or "networkx",
                                         vectors=settings.vectors or built.get("vectors") or "local")
        if self.settings.sparse == "weaviate" and self.settings.vectors != "weaviate":
            raise ConfigError("--sparse weaviate needs the chunks in Weaviate: use --vectors weaviate")
        self.docs = DocTable(self.path / "docs.sqlite")
        self._graph: GraphStore | None = None
        self._dense: DenseIndex | None = None
        self._bm25: BM25Index | None = None

    @property
    def collection(self) -> str:
        from .stores import collection_name

        built = self.manifest.get("settings", {}).get("weaviate_collection")
        return self.settings.weaviate_collection or built or collection_name(self.path)

    @property
    def graph(self) -> GraphStore:
        if self._graph is None:
            from .stores import open_graph_store

            self._graph = open_graph_store(self.settings, self.path)
        return self._graph

    @property
    def dense(self) -> DenseIndex:
        if self._dense is None:
            from .stores import open_dense_index

            self._dense = open_dense_index(self.settings, self.path, self.collection)
        return self._dense

    @property
    def bm25(self) -> BM25Index:
        if self._bm25 is None:
            if (self.path / "bm25.json").exists():
                self._bm25 = BM25Index.load(self.path)
            else:
                self._bm25 = BM25Index(self.settings.bm25_k1, self.settings.bm25_b)
        return self._bm25

    def rebuild_bm25(self) -> None:
        from .text import bm25_tokens

        chunks = self.docs.chunks()
        self._bm25 = BM25Index(self.settings.bm25_k1, self.settings.bm25_b).build(
            list(chunks), [bm25_tokens(bm25_text(c)) for c in chunks.values()])
        self._bm25.save(self.path)

    def write_manifest(self, dim: int) -> None:
        s = self.settings
        self.manifest = {
            "format": 1,
            "settings": {"embedding_model": s.embedding_model, "dim": dim, "graph": s.graph,
                         "vectors": s.vectors, "chunk_tokens": s.chunk_tokens,
                         "chunk_overlap": s.chunk_overlap, "spacy_model": s.spacy_model,
                         "weaviate_collection": self.collection if s.vectors == "weaviate" else ""},
        }
        tmp = self.path / (MANIFEST + ".tmp")
        tmp.write_text(json.dumps(self.manifest, indent=2), encoding="utf-8")
        os.replace(tmp, self.path / MANIFEST)

    def stats(self) -> dict:
        out = {"index": str(self.path), **self.docs.counts()}
        graph = self.graph.counts()
        out.update({k: graph[k] for k in ("entities", "mentions", "relations")})
        out["vectors"] = self.dense.count()
        out["graph_store"] = self.settings.graph
        out["vector_store"] = self.settings.vectors
        out["embedding_model"] = self.settings.embedding_model
        return out

    def close(self) -> None:
        for store in (self._graph, self._dense):
            if store is not None:
                store.close()
        self.docs.close()
