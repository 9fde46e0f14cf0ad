"""An index folder with its stores (the embedded default, or some stores on servers): it opens
the stores the settings (or the manifest) name, checks that the settings agree with what built the
index, and replaces or deletes a document in every store at once, committing a new generation
(graphrag/index/layout.py says how)."""

from __future__ import annotations

import json
import logging
import os
import shutil
import sqlite3
import uuid
import zipfile
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, TypeVar

from ..config import Settings
from ..errors import ConfigError, GraphragError, IndexBusyError, IndexCorruptError, IndexMissingError, redact
from ..models import Chunk, Document, Entity, Mention, Relation
from ..stores.bm25 import BM25Index, bm25_text
from ..stores.protocols import DenseIndex, GraphStore, HybridSearch, SparseIndex
from ..stores.sqlite_docs import DocTable
from .layout import (
    BUILT_WITH,
    FORMAT,
    INDEX_ID_FILE,
    SERVERS,
    WRITING,
    Layout,
    atomic_write,
    fsync_tree,
    generation_of,
    generations,
    hold,
    pause_point,
    read_manifest,
    rebuild_hint,
    remove_generation,
)

if TYPE_CHECKING:
    from ..stores.phrases import PhraseTable

log = logging.getLogger(__name__)
T = TypeVar("T")


def _public_uri(uri: str) -> str:
    """A server URI fit for the manifest: no user, password or query string."""
    from urllib.parse import urlsplit, urlunsplit

    from ..errors import strip_credentials

    parts = urlsplit(strip_credentials(uri))  # first: a password may hold "@", "#" or "?"
    return urlunsplit((parts.scheme, parts.netloc, parts.path, "", ""))


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


class Index:
    """An open index folder with its stores.

    Settings that shape what is stored (:data:`BUILT_WITH`) and the store kinds come from the
    manifest unless given explicitly; given explicitly and different, they are an error.

    An index kept wholly on the servers is a :class:`graphrag.index.remote.ServerIndex` (the same
    interface, nothing in the folder); :func:`graphrag.index.open_index` opens either."""

    remote = False  # True: every store on a server, the commit point a record there (index/remote.py)

    def __init__(self, settings: Settings, create: bool = False):
        if settings.stores.docs != "local" and type(self) is Index:
            raise ConfigError(
                "an index kept wholly on the servers (stores.docs = neo4j) opens with "
                "graphrag.index.open_index(settings), not Index(settings)"
            )
        self.path = settings.index_path
        self._lock: IO[bytes] | None = None  # the shared lock on the generation read
        self.layout, self.manifest = self._current(create)
        try:
            if create:
                self.path.mkdir(parents=True, exist_ok=True)
            self.index_id = self._index_id(create)
            self.settings = self._agree(settings, self.manifest.get("settings", {}))
            self._next: Layout | None = None  # the generation being written, once a write began
            self._touched: set[str] = set()  # documents this writer sent to the server stores
            self._removed = False  # a document was deleted or replaced: derived tables are pruned at commit
            self.pending = self._read_pending()
            if self.manifest:
                # a generation's table is never changed; format 1's is, and may need a rollback first
                ro = bool(self.layout.generation)
                self.docs = self._open(self.layout.docs, lambda: DocTable(self.layout.docs, read_only=ro))
            else:
                self.docs = DocTable(None)
        except BaseException:
            if self._lock is not None:
                self._lock.close()
            raise
        self._graph: GraphStore | None = None
        self._dense: DenseIndex | None = None
        self._phrases: PhraseTable | None = None
        self._bm25: BM25Index | None = None

    def _current(self, create: bool) -> tuple[Layout, dict[str, Any]]:
        """The committed generation and its manifest, held against removal while this index is
        open. A writer may switch generations meanwhile: then read the manifest again."""
        manifest_path = self.path / "manifest.json"
        for _ in range(10):
            if not manifest_path.exists():
                if create:
                    return Layout(self.path), {}
                raise IndexMissingError(
                    f"no index at {self.path}: run `graphrag ingest PATH --index {self.path}` first"
                )
            manifest = read_manifest(manifest_path)
            layout = Layout(self.path, generation_of(manifest, manifest_path))
            if not layout.generation:
                return layout, manifest
            try:
                self._lock = hold(layout)
                return layout, manifest
            except FileNotFoundError:
                again = read_manifest(manifest_path) if manifest_path.exists() else {}
                if again.get("generation") == layout.generation:
                    what = (
                        f"{layout.docs} (the document table of the generation the manifest names) is missing"
                        if layout.folder.is_dir()
                        else f"{layout.folder} (the generation the manifest names) is missing"
                    )
                    raise IndexCorruptError(f"{what}; {rebuild_hint(self.path)}") from None
        raise IndexBusyError(f"{self.path} changed at every attempt to open it; try again")

    def _open(self, path: Path, load: Callable[[], T], *siblings: Path) -> T:
        """Open one of the folder's files (with the ``siblings`` its store reads too); a missing or
        unreadable one is an IndexCorruptError naming the damaged file, never a traceback (and
        never an empty store standing in for it)."""
        from .damage import first_damaged

        try:
            return load()
        except IndexCorruptError as e:
            raise IndexCorruptError(f"{e}; {rebuild_hint(self.path)}") from e
        except GraphragError:
            raise
        except (OSError, ValueError, EOFError, KeyError, sqlite3.DatabaseError, zipfile.BadZipFile) as e:
            found = first_damaged([path, *siblings])
            bad, why = found if found else (path, f"{type(e).__name__}: {e}")
            raise IndexCorruptError(f"{bad} is unreadable ({why}); {rebuild_hint(self.path)}") from e

    def _expect(self, *paths: Path) -> None:
        """A store file the manifest's index must have once it holds chunks."""
        if self.manifest and self.docs.counts()["chunks"]:
            missing = [str(p) for p in paths if not p.exists()]
            if missing:
                raise IndexCorruptError(f"{', '.join(missing)} is missing; {rebuild_hint(self.path)}")

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
            section = {
                "embedding_model": "embedding",
                "phrase_model": "embedding",
                "spacy_model": "extraction",
                "extractor": "extraction",
            }.get(flat, "chunking")
            want = getattr(getattr(settings, section), flat)
            have = built.get(flat)
            if have is None or have == want:
                continue
            if settings.explicit(flat):
                raise ConfigError(
                    f"{self.path} was built with {flat} = {have!r}, but {want!r} was asked for "
                    f"({settings.sources[flat]}); {rebuild_hint(self.path)}"
                )
            adopt[flat] = have
        for flat, fallback in (("graph", "networkx"), ("vectors", "local")):
            want, have = getattr(settings.stores, flat), built.get(flat)
            if have and want and want != have:
                raise ConfigError(
                    f"{self.path} keeps its {'graph' if flat == 'graph' else 'vectors'} in {have}, but "
                    f"--{flat} {want} was asked for; {rebuild_hint(self.path)}"
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
        from ..stores import collection_name

        built = self.manifest.get("settings", {}).get("weaviate_collection")
        return self.settings.weaviate.collection or built or f"{collection_name(self.path)}_{self.index_id[:12]}"

    @property
    def graph(self) -> GraphStore:
        if self._graph is None:
            if self.settings.stores.graph == "neo4j":
                from ..stores.neo4j_graph import Neo4jGraphStore

                self._graph = Neo4jGraphStore.from_settings(self.settings.neo4j, self.index_id)
            else:
                from ..stores.networkx_graph import NetworkxGraphStore

                self._expect(self.layout.graph)
                # no manifest, nothing committed: a file there is a leftover, never the graph
                path = self.layout.graph if self.manifest else None
                self._graph = self._open(self.layout.graph, lambda: NetworkxGraphStore(path))
        return self._graph

    @property
    def phrases(self) -> PhraseTable:
        """The relation-path phrases embedded so far (stores/phrases.py)."""
        if self._phrases is None:
            from ..stores.phrases import PhraseTable

            p = self.layout.phrases
            self._phrases = self._open(
                p.with_suffix(".json"),
                lambda: PhraseTable.load(p) if self.manifest else PhraseTable(),
                p.with_suffix(".npy"),
            )
        return self._phrases

    @property
    def dense(self) -> DenseIndex:
        if self._dense is None:
            if self.settings.stores.vectors == "weaviate":
                from ..stores.weaviate_index import WeaviateIndex

                r = self.settings.retrieval
                self._dense = WeaviateIndex.from_settings(
                    self.settings.weaviate, self.collection, r.bm25_k1, r.bm25_b, owner=self.index_id
                )
            else:
                from ..stores.local_vectors import LocalVectorIndex

                v = self.layout.vectors
                self._expect(v.with_suffix(".npy"), v.with_suffix(".json"))
                self._dense = self._open(
                    v.with_suffix(".npy"),
                    lambda: LocalVectorIndex(v if self.manifest else None),
                    v.with_suffix(".json"),
                )
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
                lambda: BM25Index.load(b) if self.has_bm25() else BM25Index(r.bm25_k1, r.bm25_b),
                b.with_suffix(".json"),
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
        return bool(self.manifest) and BM25Index.exists(self.layout.bm25)

    # -- writes (under writer_lock) ----------------------------------------------------------
    def begin(self) -> Layout:
        """The generation this writer writes: a new folder holding a copy of the document table
        (made at the first write). The committed generation is left as it is."""
        if self._next is None:
            if self.path.resolve() not in WRITING:
                raise GraphragError(f"internal error: {self.path} written without holding its writer lock")
            number = max([self.layout.generation, *generations(self.path)]) + 1
            nxt = Layout(self.path, number)
            nxt.folder.mkdir(parents=True)
            nxt.readers.touch()
            copy = sqlite3.connect(nxt.docs)
            try:
                self.docs.db.backup(copy)
            finally:
                copy.close()
            old, self.docs = self.docs, DocTable(nxt.docs)
            old.close()
            self._next = nxt
        return self._next

    @property
    def _on_servers(self) -> bool:
        return self.settings.stores.graph == "neo4j" or self.settings.stores.vectors == "weaviate"

    def _read_pending(self) -> set[str]:
        try:
            data = json.loads(self.layout.pending.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return set()
        except ValueError as e:
            raise IndexCorruptError(f"{self.layout.pending} is unreadable ({e}); delete it and re-ingest") from e
        return set(data.get("documents", []))

    def _send(self, doc_ids: Iterable[str]) -> None:
        """Before documents go to a server store: name them in ``pending.json``, so that a crash
        before the local commit can be reconciled by the next ingest."""
        ids = set(doc_ids)
        self._touched |= ids
        if self._on_servers and not ids <= self.pending:
            self.pending |= ids
            atomic_write(self.layout.pending, json.dumps({"documents": sorted(self.pending)}))

    def write_documents(
        self,
        docs: Sequence[tuple[Document, str, Sequence[Chunk]]],
        vectors: Any,
        entities: Sequence[Entity],
        mentions: Sequence[Mention],
        relations: Sequence[Relation],
    ) -> int:
        """Put a batch of documents (document, content hash, its chunks) in every store; a document
        already in the index is first deleted with everything it contributed (one named in
        ``pending.json`` too: the servers may hold it from an interrupted run). ``vectors`` holds
        one row per chunk, in the order of the documents' chunks. Returns how many replaced one."""
        self.begin()
        self._send(doc.doc_id for doc, _, _ in docs)
        known = self.docs.hashes()
        replaced = 0
        for doc, _, _ in docs:
            if doc.doc_id in known or doc.doc_id in self.pending:
                self.graph.delete_document(doc.doc_id)
                self.dense.delete_document(doc.doc_id)
                replaced += doc.doc_id in known
                self._removed = True
        chunks = [c for _, _, cs in docs for c in cs]
        self.graph.upsert_documents([doc for doc, _, _ in docs])
        self.graph.upsert_chunks(chunks)
        self.graph.upsert_entities(entities)
        self.graph.upsert_mentions(mentions)
        self.graph.upsert_relations(relations)
        self.dense.upsert(chunks, vectors)
        self._put_documents(docs)
        return replaced

    def _put_documents(self, docs: Sequence[tuple[Document, str, Sequence[Chunk]]]) -> None:
        """The document table's part of :meth:`write_documents` (the last: it says what is there)."""
        for doc, content_hash, cs in docs:
            self.docs.put(doc, content_hash, cs)

    def delete_document(self, doc_id: str) -> None:
        """Remove a document from every store (committed by :meth:`commit`)."""
        self.begin()
        self._send([doc_id])
        self.graph.delete_document(doc_id)
        self.dense.delete_document(doc_id)
        self.docs.delete(doc_id)
        self._removed = True

    def needed_phrases(self) -> list[str]:
        """Every phrase the queries may compare for what the index holds now (stores/phrases.py):
        the phrases of the graph's facts and the lead sentences of its documents."""
        from ..stores.networkx_graph import NetworkxGraphStore
        from ..stores.phrases import ingest_phrases

        graph = self.graph
        facts = (
            graph.relations() if isinstance(graph, NetworkxGraphStore) else graph.entity_relations(graph.entity_ids())
        )
        leads = self.docs.chunks([chunk_id for _, chunk_id in self.docs.lead_chunks()])
        return ingest_phrases(facts, sorted(leads.values(), key=lambda c: c.chunk_id))

    def prune_phrases(self) -> int:
        """Drop the phrases no fact or document of the index needs any more (after a delete or a
        replacement: the words a deleted document alone contributed must not survive it)."""
        gone = self.phrases.keep(self.needed_phrases())
        if gone:
            log.info("dropped %d phrases of deleted documents", gone)
        return gone

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
        """Save every store into the new generation's folder, fsync it, then switch the manifest
        to it: the one step that commits (see the module's docstring). Then remove what no one
        needs any more."""
        from ..stores.local_vectors import LocalVectorIndex
        from ..stores.networkx_graph import NetworkxGraphStore

        nxt = self.begin()
        dense, graph = self.dense, self.graph  # loaded from the committed generation if not yet
        if isinstance(dense, LocalVectorIndex):
            dense.prefix = nxt.vectors
        dense.commit()
        pause_point("after-vectors")
        if isinstance(graph, NetworkxGraphStore):
            graph.path = nxt.graph
        graph.commit()
        pause_point("after-graph")
        if text_changed or not self.has_bm25():
            self.rebuild_bm25(nxt.bm25)
        else:
            for suffix in (".npz", ".json"):
                shutil.copyfile(self.layout.bm25.with_suffix(suffix), nxt.bm25.with_suffix(suffix))
        pause_point("after-bm25")
        if self._removed:
            self.prune_phrases()
            self._removed = False
        self.phrases.save(nxt.phrases)
        self.docs.commit()
        pause_point("after-docs")
        fsync_tree(nxt.folder)
        self.write_manifest(dim, nxt.generation)  # the commit point
        pause_point("after-switch")
        if self._lock is not None:
            self._lock.close()
        self.layout, self._next, self._lock = nxt, None, hold(nxt)
        if self.pending & self._touched:  # what the servers were sent is now committed here too
            self.pending -= self._touched
            if self.pending:
                atomic_write(self.layout.pending, json.dumps({"documents": sorted(self.pending)}))
            else:
                self.layout.pending.unlink(missing_ok=True)
        self._touched.clear()
        self.clean()

    def clean(self) -> list[Path]:
        """Remove what no committed state needs (writers only): older generations no reader holds
        (a held one goes at a later write), folders of interrupted writes, format 1's files once
        the index has moved into generations. Returns what was removed."""
        gone = []
        keep = {self.layout.generation, self._next.generation if self._next else 0}
        for number in generations(self.path):
            layout = Layout(self.path, number)
            if number not in keep and remove_generation(layout):
                gone.append(layout.folder)
        if self.layout.generation or not self.layout.manifest.exists():
            for path in Layout(self.path).files():
                if path.exists():
                    path.unlink()
                    gone.append(path)
        if gone:
            log.info("removed %s", ", ".join(p.name for p in gone))
        return gone

    def rebuild_bm25(self, prefix: Path | None = None) -> None:
        from ..text import bm25_tokens

        chunks = self.docs.chunks()
        r = self.settings.retrieval
        self._bm25 = BM25Index(r.bm25_k1, r.bm25_b).build(
            list(chunks), [bm25_tokens(bm25_text(c)) for c in chunks.values()]
        )
        self._bm25.save(prefix or self.begin().bm25)

    def committed(self) -> set[str]:
        """The documents of the last commit."""
        return set(self.docs.hashes())

    @property
    def in_flight(self) -> frozenset[str]:
        """Documents a query must not answer with (being rewritten on the servers, or left half
        written by a killed run): none here, where the committed table resolves every hit."""
        return frozenset()

    def write_manifest(self, dim: int, generation: int) -> None:
        self.manifest = self.manifest_for(dim, generation)
        atomic_write(self.layout.manifest, json.dumps(self.manifest, indent=2))

    def manifest_for(self, dim: int, generation: int) -> dict[str, Any]:
        """What the manifest of ``generation`` records: the settings that built it, where its servers are."""
        s = self.settings
        neo4j, weaviate = s.stores.graph == "neo4j", s.stores.vectors == "weaviate"
        return {
            "format": FORMAT,
            "generation": generation,
            "index_id": self.index_id,
            "settings": {
                "embedding_model": s.embedding.embedding_model,
                "phrase_model": s.embedding.phrase_model,
                "dim": dim,
                "graph": s.stores.graph,
                "vectors": s.stores.vectors,
                "chunk_tokens": s.chunking.chunk_tokens,
                "chunk_overlap": s.chunking.chunk_overlap,
                "spacy_model": s.extraction.spacy_model,
                "extractor": s.extraction.extractor,
                "weaviate_collection": self.collection if weaviate else "",
                # where the server stores live; never credentials (see _public_uri)
                "neo4j_uri": _public_uri(s.neo4j.uri) if neo4j else "",
                "neo4j_database": s.neo4j.database if neo4j else "",
                "weaviate_url": _public_uri(s.weaviate.url) if weaviate else "",
                "weaviate_grpc_port": s.weaviate.grpc_port if weaviate else "",
            },
        }

    def clear(self) -> int:
        """Delete every document from every store and remove the folder's files (for a rebuild;
        from the manifest's removal on, there is no index until the next commit). Returns how
        many documents were removed."""
        doc_ids = sorted(self.docs.hashes())
        if self._on_servers:  # the folder's files go with the folder; the servers' are deleted one by one
            for doc_id in doc_ids:
                self.graph.delete_document(doc_id)
                self.dense.delete_document(doc_id)
        self.close()
        self.layout.manifest.unlink(missing_ok=True)
        self.layout.pending.unlink(missing_ok=True)
        self.layout = Layout(self.path)
        self.clean()
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
        out["generation"] = self.layout.generation
        off = self._disagreeing(out["chunks"], graph["chunks"], out["vectors"])
        if off:
            out["warning"] = (
                f"the stores disagree with the document table's {out['chunks']} chunks ({', '.join(off)}): "
                "run `graphrag check`"
            )
        return out

    def _disagreeing(self, chunks: int, graph: int, vectors: int) -> list[str]:
        """The stores whose chunks are not the table's, cheaply: the embedded stores by their ids
        (in memory once loaded), server stores by their counts. ``graphrag check`` says more."""
        from ..stores.local_vectors import LocalVectorIndex
        from ..stores.networkx_graph import NetworkxGraphStore

        table = {c for (c,) in self.docs.db.execute("SELECT chunk_id FROM chunks")}
        off = []
        held: list[tuple[str, int, set[str] | None]] = [
            ("bm25", len(self.bm25), set(self.bm25.ids)),
            ("vectors", vectors, set(self._dense.ids) if isinstance(self._dense, LocalVectorIndex) else None),
            ("graph", graph, set(self._graph.chunk_ids()) if isinstance(self._graph, NetworkxGraphStore) else None),
        ]
        for store, n, ids in held:
            if n != chunks:
                off.append(f"{store} holds {n}")
            elif ids is not None and ids != table:
                off.append(f"{store} holds {len(ids - table)} chunks the table has not")
        return off

    def close(self) -> None:
        for store in (self._graph, self._dense):
            if store is not None:
                store.close()
        self._graph = self._dense = None
        self.docs.close()
        if self._next is not None:  # a write that did not commit: its folder is of no use
            shutil.rmtree(self._next.folder, ignore_errors=True)
            self._next = None
        if self._lock is not None:
            self._lock.close()
            self._lock = None
