"""An index kept wholly on the servers (``--stores servers``): nothing in the index folder.

The graph and the document store live in Neo4j (the Document and Chunk nodes; see
stores/neo4j_docs.py), the vectors and BM25 in one Weaviate collection, the relation-path phrases
in Neo4j. Any process with the same settings and ``stores.index_name`` opens the index from an
empty folder, on any machine: the index record ``(:GraphragIndex {name})`` in Neo4j gives its id,
its manifest and its committed generation.

**The invariant.** The record is the commit point. Servers keep no snapshots, so a writer changes
the stores in place; what it changes is first named in the record's ``pending`` map (doc id -> the
content hash committed before, "" for a new document: one Neo4j write before any store is
touched). A commit is one Neo4j transaction on the record: generation + 1, the new manifest, the
writer's documents out of ``pending``. So every document not named in ``pending`` is exactly as
the last commit left it in every store, and a pending one may be missing or half written. Readers
leave pending documents out of their answers (:attr:`ServerIndex.in_flight`): a killed ingest
leaves the index answering from its last good state, less the documents that run was rewriting;
the next ingest rewrites the pending documents it reads again, removes those that were new and
are no longer in its sources, and warns about the rest (as ``pending.json`` does for a local
table). ``graphrag check`` compares the document store with Weaviate chunk by chunk and reports
the pending documents.

One writer at a time: the folder's write lock guards one machine only. Send every ingest through
one process (one ``graphrag serve`` replica's POST /ingest, or one ingest job).

Replicas see a commit by reading the record's (generation, pending) before each query (one small
Neo4j read): a change reopens the index (graphrag/server.py).
"""

from __future__ import annotations

import logging
import re
import uuid
from collections.abc import Iterable, Sequence
from typing import Any

from ..config import Settings
from ..errors import ConfigError, IndexMissingError, redact
from ..models import Chunk, Document
from ..stores.bm25 import BM25Index
from ..stores.neo4j_docs import IndexRecord, Neo4jDocStore, Neo4jPhraseTable, RecordState
from .layout import WRITING, Layout, pause_point
from .local import Index

log = logging.getLogger(__name__)


def index_name(settings: Settings) -> str:
    """The name the index is found by on the servers: ``stores.index_name``, else the folder's name."""
    name = settings.stores.index_name or settings.index_path.resolve().name.lstrip(".") or "graphrag"
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,99}", name):
        raise ConfigError(
            f"index name {name!r} ({settings.sources.get('index_name', 'the index folder')}) must be letters, "
            "digits, '_', '-' or '.' (at most 100): set --index-name / GRAPHRAG_INDEX_NAME"
        )
    return name


class ServerIndex(Index):
    """:class:`graphrag.index.local.Index` with every store on a server and its commit record in Neo4j."""

    remote = True

    def __init__(self, settings: Settings, create: bool = False):
        from ..stores.neo4j_graph import Neo4jGraphStore

        self.path = settings.index_path
        self._lock = None
        self.name = index_name(settings)
        self.where = f"Neo4j at {redact(settings.neo4j.uri)}"
        store = Neo4jGraphStore.from_settings(settings.neo4j, "-")  # its id is set once the record says it
        try:
            self.record = IndexRecord(store, self.name)
            state = self.record.read()
            if state is None and create:
                state = self.record.create(uuid.uuid4().hex)
            if state is None or (not state.generation and not create):
                said = "has nothing committed yet" if state else "is not there"
                raise IndexMissingError(
                    f"the index named {self.name!r} on {self.where} {said}: ingest with "
                    f"`graphrag ingest PATH --stores servers --index-name {self.name}` first"
                )
            store.index_id = self.index_id = state.index_id
            self.state = state
            self.manifest = state.manifest
            self.layout = Layout(self.path, state.generation)  # numbers only: nothing is on disk
            self.settings = self._agree(settings, self.manifest.get("settings", {}))
            self.doc_store = Neo4jDocStore(store)
            self.docs = self.doc_store  # type: ignore[assignment]
        except BaseException:
            store.close()
            raise
        self._next = None
        self._touched: set[str] = set()
        self._removed = False
        self.pending = set(state.pending)
        self._graph = None
        self._dense = None
        self._phrases: Any = None
        self._bm25 = None
        self._n_chunks: int | None = None

    def _agree_servers(self, settings: Settings, built: dict[str, Any], stores: dict[str, Any]) -> dict[str, Any]:
        """The collection the index was built on (another one given is refused), and the Weaviate
        server it was built on (URL, gRPC port) unless given: a later command without the flags
        reaches the same server. Server URIs given are not compared: the record was found on this
        Neo4j, and replicas may reach the same servers under other names (a load balancer, a
        cluster's routing address)."""
        adopt: dict[str, Any] = {}
        for flat in ("weaviate_url", "weaviate_grpc_port"):
            have = built.get(flat)
            if have not in (None, "") and not settings.explicit(flat):
                adopt[flat] = have
        have, want = built.get("weaviate_collection"), settings.weaviate.collection
        if not have or want == have:
            return adopt
        if settings.explicit("weaviate_collection") and want:
            raise ConfigError(
                f"the index named {self.name!r} keeps its chunks in Weaviate collection {have!r}, but {want!r} "
                f"was asked for ({settings.sources['weaviate_collection']}): leave it unset"
            )
        return {**adopt, "weaviate_collection": have}

    @property
    def collection(self) -> str:
        """The Weaviate collection: as given, else the manifest's, else one named after the index
        name and id (the same on every machine)."""
        built = self.manifest.get("settings", {}).get("weaviate_collection")
        stem = re.sub(r"[^A-Za-z0-9]", "", self.name.title()) or "Index"
        return self.settings.weaviate.collection or built or f"Graphrag{stem}_{self.index_id[:12]}"

    @property
    def phrases(self) -> Neo4jPhraseTable:  # type: ignore[override]
        if self._phrases is None:
            self._phrases = Neo4jPhraseTable(self.doc_store.store)
        return self._phrases

    @property
    def bm25(self) -> BM25Index:
        raise ConfigError("an index kept on the servers has no local BM25: its keyword search is Weaviate's")

    def has_bm25(self) -> bool:
        return False

    @property
    def n_chunks(self) -> int:
        """Chunks of the version opened (counted once: a new commit opens a new ServerIndex)."""
        if self._n_chunks is None:
            self._n_chunks = self.docs.counts()["chunks"]
        return self._n_chunks

    @property
    def in_flight(self) -> frozenset[str]:
        return frozenset(self.pending)

    def version(self) -> tuple[int, tuple[str, ...]]:
        """The record's (generation, pending documents) now: one small read."""
        state = self.record.read()
        return state.version if state else (-1, ())

    # -- writes -----------------------------------------------------------------------------
    def begin(self) -> Layout:
        if self.path.resolve() not in WRITING:
            from ..errors import GraphragError

            raise GraphragError(f"internal error: {self.path} written without holding its writer lock")
        return self.layout

    def _send(self, doc_ids: Iterable[str]) -> None:
        """Name the documents in the record's pending map (with the hash committed before) before
        any store is written: the next ingest then knows what a killed run may have left half done."""
        ids = set(doc_ids)
        self._touched |= ids
        new = ids - set(self.state.pending)
        if new:
            known = self.docs.hashes()
            self.state.pending.update({d: known.get(d, "") for d in sorted(new)})
            self.record.set_pending(self.index_id, self.state.pending)
            self.pending = set(self.state.pending)

    def committed(self) -> set[str]:
        """The documents of the last commit: those a killed run was writing count as they were."""
        before = {d for d, h in self.state.pending.items() if h}
        return (set(self.docs.hashes()) - self.pending) | before

    def _put_documents(self, docs: Sequence[tuple[Document, str, Sequence[Chunk]]]) -> None:
        self.doc_store.put_many(docs, with_chunks=False)  # the graph wrote the chunk nodes already

    def manifest_for(self, dim: int, generation: int) -> dict[str, Any]:
        out = super().manifest_for(dim, generation)
        out["index_name"] = self.name
        out["settings"].update(docs=self.settings.stores.docs, sparse=self.settings.stores.sparse)
        return out

    def commit(self, dim: int, text_changed: bool) -> None:
        """The one transaction on the record that commits (see the module's docstring)."""
        self.begin()
        pause_point("after-vectors")
        pause_point("after-graph")
        pause_point("after-bm25")
        if self._removed:  # the phrases a deleted document alone contributed, out of Neo4j
            self.prune_phrases()
            self._removed = False
        pause_point("after-docs")
        left = {d: h for d, h in self.state.pending.items() if d not in self._touched}
        manifest = self.manifest_for(dim, self.state.generation + 1)
        generation = self.record.commit(self.index_id, manifest, left)
        manifest["generation"] = generation
        self.state = RecordState(self.index_id, generation, manifest, left)
        self.manifest, self.layout = manifest, Layout(self.path, generation)
        self.pending = set(left)
        self._touched.clear()
        self._n_chunks = None
        pause_point("after-switch")

    def clean(self) -> list[Any]:
        return []  # nothing in the folder

    def clear(self) -> int:
        """Delete the index from the servers: its graph and documents, phrases, collection, record."""
        n = self.docs.counts()["documents"]
        graph, dense = self.graph, self.dense
        graph.clear()  # type: ignore[attr-defined]
        self.phrases.clear()
        dense.drop()  # type: ignore[attr-defined]
        self.record.delete(self.index_id)
        self.close()
        log.info("cleared %d documents of index %s from the servers", n, self.name)
        return n

    def stats(self) -> dict:
        out: dict[str, Any] = {"index": f"{self.name} ({self.where})", **self.docs.counts()}
        graph = self.graph.counts()
        out.update({k: graph[k] for k in ("entities", "mentions", "relations")})
        out["vectors"] = self.dense.count()
        out["graph_store"] = self.settings.stores.graph
        out["vector_store"] = self.settings.stores.vectors
        out["doc_store"] = self.settings.stores.docs
        out["embedding_model"] = self.settings.embedding.embedding_model
        out["generation"] = self.state.generation
        if out["vectors"] != out["chunks"]:
            out["warning"] = (
                f"the stores disagree with the document store's {out['chunks']} chunks (vectors holds "
                f"{out['vectors']}): run `graphrag check`"
            )
        if self.pending:
            out["pending"] = sorted(self.pending)
        return out
