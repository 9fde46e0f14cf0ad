"""Repairing an index whose committed generation does not open (a file truncated or deleted).

``graphrag check --repair`` and ``graphrag ingest PATHS --rebuild`` used to fail with the very
error that told the user to run them. Here, under the writer lock:

- a damaged ``bm25.*`` or ``phrases.*`` (derived from the rest) is made again from the document
  table and the graph, into a new generation;
- any other damaged file: the index falls back to the newest older generation that reads through
  whole (a reader may still hold one), else to an empty index; the documents that fall out are
  named, to be ingested again. An index with server stores is cleared there first (the servers
  keep no generations to fall back to), so no server data outlives the documents the folder
  names.

:func:`discard` is the part ``--rebuild`` needs: the index's data gone from the folder and its
servers without opening the stores the damage broke.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..config import Settings
from ..errors import ConfigError, IndexCorruptError
from .damage import first_damaged
from .factory import open_index
from .layout import (
    BUILT_WITH,
    INDEX_ID_FILE,
    SERVERS,
    Layout,
    atomic_write,
    generations,
    read_manifest,
    remove_generation,
)

log = logging.getLogger(__name__)
DERIVED = ("bm25.npz", "bm25.json", "phrases.npy", "phrases.json")  # made again from the other files


@dataclass
class Recovery:
    damaged: str  # the file (or what else) that did not read
    generation: int  # the generation the index is at afterwards (0: empty, nothing committed)
    how: str  # what was done, in words
    reingest: dict[str, str] = field(default_factory=dict)  # documents that fell out -> their source


def as_built(settings: Settings, manifest: dict[str, Any]) -> Settings:
    """``settings`` with the stores, models and servers the manifest says the index was built with."""
    built = manifest.get("settings", {})
    return settings.replace(
        graph=built.get("graph") or "networkx",
        vectors=built.get("vectors") or "local",
        **{k: v for k, v in built.items() if k in BUILT_WITH or (k in SERVERS and v not in (None, ""))},
    )


def _files(layout: Layout) -> list[Path]:
    """The files of a generation that must read through (the ANN copy is rebuilt when lost)."""
    return [p for p in layout.files() if not p.name.endswith(("-journal", ".usearch"))]


def _generation_ok(layout: Layout) -> bool:
    required = (layout.docs, layout.graph, layout.vectors.with_suffix(".npy"), layout.vectors.with_suffix(".json"))
    present = [p for p in _files(layout) if p.exists() or p in required or p.name.startswith("bm25")]
    return layout.folder.is_dir() and first_damaged(present) is None


def _documents(layout: Layout) -> dict[str, tuple[str, str]]:
    """doc id -> (source, content hash) of a generation's table, or {} when it does not read."""
    if not layout.docs.exists():
        return {}
    try:
        db = sqlite3.connect(f"{layout.docs.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return {}
    try:
        rows = db.execute("SELECT doc_id, COALESCE(source, ''), content_hash FROM documents").fetchall()
        return {doc_id: (source, content_hash) for doc_id, source, content_hash in rows}
    except sqlite3.Error:
        return {}
    finally:
        db.close()


def _index_id(root: Path, manifest: dict[str, Any]) -> str:
    known = manifest.get("index_id")
    if isinstance(known, str) and known:
        return known
    try:
        return (root / INDEX_ID_FILE).read_text(encoding="ascii").strip()
    except OSError:
        return ""


def _clear_servers(settings: Settings, manifest: dict[str, Any]) -> None:
    """Everything of this index on its servers, by its id (the documents table may not read)."""
    s = as_built(settings, manifest)
    index_id = _index_id(settings.index_path, manifest)
    if not index_id:
        return
    if s.stores.graph == "neo4j":
        from ..stores.neo4j_graph import Neo4jGraphStore

        graph = Neo4jGraphStore.from_settings(s.neo4j, index_id)
        try:
            graph.clear()
        finally:
            graph.close()
    if s.stores.vectors == "weaviate":
        from ..stores.weaviate_index import WeaviateIndex

        collection = manifest.get("settings", {}).get("weaviate_collection") or s.weaviate.collection
        if collection:
            dense = WeaviateIndex.from_settings(s.weaviate, collection, owner=index_id)
            try:
                dense.drop()
            finally:
                dense.close()


def discard(settings: Settings) -> None:
    """Remove the index at ``settings.index_path`` (the caller holds its writer lock) from its
    folder and its servers, without opening its stores: for ``--rebuild`` of an index that does
    not open."""
    layout = Layout(settings.index_path)
    manifest: dict[str, Any] = {}
    try:
        manifest = read_manifest(layout.manifest) if layout.manifest.exists() else {}
    except ConfigError:
        pass
    built = manifest.get("settings", {})
    if built.get("graph") == "neo4j" or built.get("vectors") == "weaviate":
        _clear_servers(settings, manifest)
    layout.manifest.unlink(missing_ok=True)
    layout.pending.unlink(missing_ok=True)
    for number in generations(layout.root):
        remove_generation(Layout(layout.root, number))
    for path in layout.files():
        path.unlink(missing_ok=True)


def recover(settings: Settings) -> Recovery:
    """Bring an index whose committed generation does not open back to a state that does (the
    caller holds the writer lock)."""
    root = settings.index_path
    manifest = read_manifest(Layout(root).manifest)
    current = Layout.current(root)
    found = first_damaged(_files(current) if current.folder.is_dir() else [current.folder])
    if found is None:
        raise IndexCorruptError(f"{current.folder} reads through, yet the index did not open")
    bad, why = found
    damaged = f"{bad} ({why})"
    rest = [p for p in _files(current) if p.name not in DERIVED]
    if bad.name in DERIVED and first_damaged([p for p in rest if p.exists() or p == current.docs]) is None:
        return _rederive(settings, manifest, current, damaged)
    had = _documents(current)
    on_servers = (
        manifest.get("settings", {}).get("graph") == "neo4j"
        or manifest.get("settings", {}).get("vectors") == "weaviate"
    )
    older = [n for n in generations(root) if n < current.generation]
    for number in sorted(older, reverse=True):
        layout = Layout(root, number)
        if not on_servers and _generation_ok(layout):
            atomic_write(layout.manifest, json.dumps({**manifest, "generation": number}, indent=2))
            remove_generation(current)
            kept = _documents(layout)
            lost = {d: source for d, (source, h) in had.items() if kept.get(d, ("", ""))[1] != h}
            return Recovery(damaged, number, f"fell back to generation {number}", lost)
    discard(settings)
    index = open_index(as_built(settings, manifest), create=True)
    try:
        index.commit(manifest.get("settings", {}).get("dim", 0), text_changed=True)
        generation = index.layout.generation
    finally:
        index.close()
    lost = {d: source for d, (source, _) in had.items()}
    return Recovery(damaged, generation, "no older generation reads through: the index is empty now", lost)


def _rederive(settings: Settings, manifest: dict[str, Any], current: Layout, damaged: str) -> Recovery:
    """BM25 and the phrase table made again from the table and the graph, as a new generation."""
    from ..models_loader import load_embedder
    from ..stores.phrases import PhraseTable

    index = open_index(as_built(settings, manifest))
    try:
        index.begin()
        index._bm25 = None
        table = PhraseTable()
        wanted = index.needed_phrases()
        if wanted:
            e = index.settings.embedding
            embedder = load_embedder(e.embedding_model, e.embed_batch_size, e.embed_backend, e.phrase_model)
            table.add(wanted, embedder.encode_phrases(wanted))
        index._phrases = table
        index.commit(manifest.get("settings", {}).get("dim", 0), text_changed=True)  # BM25 from the table
        return Recovery(damaged, index.layout.generation, "BM25 and the phrase table made again", {})
    finally:
        index.close()
