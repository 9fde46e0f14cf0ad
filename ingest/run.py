"""The ingestion run: load -> chunk -> extract -> embed -> write every store in batches."""
from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from graphrag.config import Settings
from graphrag.index import Index, bm25_text
from graphrag.models import Chunk, Document
from graphrag.models_loader import load_embedder, load_spacy
from graphrag.text import title_key

from .chunk import Chunker
from .extract import Extractor
from .load import Skipped, load_documents

BATCH_DOCS = 128


@dataclass
class IngestReport:
    documents_new: int = 0
    documents_updated: int = 0
    documents_unchanged: int = 0
    chunks_written: int = 0
    skipped: list[Skipped] = field(default_factory=list)
    seconds: float = 0.0
    totals: dict = field(default_factory=dict)
    timings: dict = field(default_factory=dict)

    @property
    def chunks_per_second(self) -> float:
        return self.chunks_written / self.seconds if self.seconds else 0.0


def content_hash(doc: Document) -> str:
    payload = json.dumps([doc.title, doc.text, doc.metadata], sort_keys=True, ensure_ascii=False)
    return hashlib.sha1(payload.encode()).hexdigest()


def ingest(paths: Iterable[str], settings: Settings,
           progress: Callable[[int], None] | None = None,
           on_total: Callable[[int], None] | None = None) -> IngestReport:
    """Ingest files and folders into the index named by ``settings``.

    A document whose content is unchanged is left alone; a changed one is replaced (everything
    it contributed is deleted first). Unreadable inputs are reported in ``report.skipped``.
    """
    start = time.perf_counter()
    report = IngestReport()
    docs = list(load_documents(paths, report.skipped))
    index = Index(settings, create=True)
    try:
        index.graph, index.dense  # noqa: B018 - connect to server stores first: a down one fails before any work
        known = index.docs.hashes()
        todo: list[tuple[Document, str]] = []
        for doc in docs:
            h = content_hash(doc)
            if known.get(doc.doc_id) == h:
                report.documents_unchanged += 1
            else:
                todo.append((doc, h))
        if on_total:
            on_total(len(docs))
        if progress and report.documents_unchanged:
            progress(report.documents_unchanged)
        timings = {"load": 0.0, "chunk": 0.0, "extract": 0.0, "embed": 0.0, "write": 0.0}
        dim = index.manifest.get("settings", {}).get("dim")
        if todo or not dim:  # nothing new to embed: the models need not load
            t = time.perf_counter()
            embedder = load_embedder(index.settings.embedding_model, index.settings.embed_batch_size)
            dim = embedder.dim
        if todo:
            chunker = Chunker(lambda texts: [embedder.count_tokens(t) for t in texts],
                              index.settings.chunk_tokens, index.settings.chunk_overlap)
            extractor = Extractor(load_spacy(index.settings.spacy_model), index.settings.nlp_batch_size)
            timings["load"] = time.perf_counter() - t
            titles = {title_key(t) for t in index.docs.titles()} | {title_key(d.title) for d, _ in todo}
            for i in range(0, len(todo), BATCH_DOCS):
                batch = todo[i : i + BATCH_DOCS]
                _ingest_batch(index, batch, known, chunker, extractor, embedder, titles, report, timings)
                if progress:
                    progress(len(batch))
        report.timings = timings
        t = time.perf_counter()
        index.dense.commit()
        index.graph.commit()
        if todo or not (index.path / "bm25.json").exists():
            index.rebuild_bm25()
        index.write_manifest(dim)
        index.docs.commit()
        report.timings["commit"] = time.perf_counter() - t
        report.totals = index.stats()
    finally:
        index.close()
    report.seconds = time.perf_counter() - start
    return report


def _ingest_batch(index: Index, batch: Sequence[tuple[Document, str]], known: dict[str, str],
                  chunker: Chunker, extractor: Extractor, embedder, titles: set[str],
                  report: IngestReport, timings: dict[str, float]) -> None:
    t = time.perf_counter()
    chunks_by_doc = {doc.doc_id: chunker.split(doc) for doc, _ in batch}
    chunks: list[Chunk] = [c for cs in chunks_by_doc.values() for c in cs]
    timings["chunk"] += time.perf_counter() - t

    t = time.perf_counter()
    found = extractor.extract(chunks, titles)
    timings["extract"] += time.perf_counter() - t

    t = time.perf_counter()
    vectors = embedder.encode([bm25_text(c) for c in chunks])
    timings["embed"] += time.perf_counter() - t

    t = time.perf_counter()
    for doc, _ in batch:
        if doc.doc_id in known:  # changed since the last ingest: drop what it contributed
            index.graph.delete_document(doc.doc_id)
            index.dense.delete_document(doc.doc_id)
            report.documents_updated += 1
        else:
            report.documents_new += 1
    graph = index.graph
    graph.upsert_documents([doc for doc, _ in batch])
    graph.upsert_chunks(chunks)
    graph.upsert_entities(found.entities)
    graph.upsert_mentions(found.mentions)
    graph.upsert_relations(found.relations)
    index.dense.upsert(chunks, vectors)
    for doc, h in batch:
        index.docs.put(doc, h, chunks_by_doc[doc.doc_id])
    report.chunks_written += len(chunks)
    timings["write"] += time.perf_counter() - t
