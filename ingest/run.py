"""The ingestion run: load -> chunk -> extract -> embed -> write every store in batches."""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from graphrag.config import Settings
from graphrag.errors import ConfigError, IndexCorruptError
from graphrag.index import SERVERS, Index, Layout, open_index, pause_point, read_manifest, writer_lock
from graphrag.index.recover import as_built, discard
from graphrag.models import Chunk, Document
from graphrag.models_loader import chosen_threads, cores, load_embedder, load_spacy, model_threads, set_model_threads
from graphrag.stores.bm25 import bm25_text
from graphrag.stores.phrases import ingest_phrases
from graphrag.text import title_key

from .chunk import Chunker, ChunkLimitError
from .extract import Extraction, Extractor
from .llm_extract import LLMEstimate, LLMExtractor, estimate
from .load import UNREADABLE_FOLDER, Skipped, load_documents
from .roots import record_root, source_root

BATCH_DOCS = 128
BATCH_CHUNKS = 1024  # a batch closes at this many chunks (one larger document is a batch alone)
EMBED_SLICE = 64  # chunks embedded between two progress updates
PROCESS_CHUNKS = 256  # from this many chunks, extraction runs in a process of its own (see _extraction_worker)
log = logging.getLogger(__name__)


@dataclass
class IngestReport:
    documents_new: int = 0
    documents_updated: int = 0
    documents_unchanged: int = 0
    documents_deleted: int = 0
    chunks_written: int = 0
    skipped: list[Skipped] = field(default_factory=list)
    seconds: float = 0.0
    totals: dict = field(default_factory=dict)
    timings: dict = field(default_factory=dict)
    llm: dict = field(default_factory=dict)  # --extractor llm: the estimate, tokens used, chunks spaCy took over

    @property
    def chunks_per_second(self) -> float:
        return self.chunks_written / self.seconds if self.seconds else 0.0


def content_hash(doc: Document) -> str:
    payload = json.dumps([doc.title, doc.text, doc.metadata], sort_keys=True, ensure_ascii=False)
    return hashlib.sha1(payload.encode()).hexdigest()


def ingest(
    paths: Iterable[str],
    settings: Settings,
    progress: Callable[[int], None] | None = None,
    on_total: Callable[[int], None] | None = None,
    rebuild: bool = False,
    sync: bool = False,
    confirm: Callable[[LLMEstimate], None] | None = None,
) -> IngestReport:
    """Ingest files and folders into the index named by ``settings``.

    A document whose content is unchanged is left alone; a changed one is replaced (everything
    it contributed is deleted first). Unreadable inputs are reported in ``report.skipped``.
    With ``rebuild``, everything already in the index is deleted first, so the index can take
    settings that differ from the ones it was built with (embedding model, chunking, extractor).
    With ``sync``, documents that came from under ``paths`` and are no longer there (their file is
    gone, or was read and no longer holds their id) are deleted; a file skipped as unreadable
    keeps what it contributed before.
    With the LLM extractor (asked, or the one the index was built with), ``confirm`` is shown the
    estimated tokens and cost before anything is written, and raises to refuse the run.
    """
    paths = list(paths)
    start = time.perf_counter()
    report = IngestReport()
    root = source_root(settings, paths, rebuild)
    docs = list(load_documents(paths, report.skipped, root, settings.ingest.max_document_bytes))
    for skipped in report.skipped:
        log.info("skipped %s", skipped)  # the report lists them too
    llm = _llm_extraction(docs, settings, rebuild, report, confirm)
    try:
        with writer_lock(settings.index_path):
            _ingest(docs, settings, report, progress, on_total, rebuild, paths if sync else None, root, llm)
    finally:
        if llm is not None:
            usage, prices = llm.client.usage, (settings.llm.prompt_price, settings.llm.completion_price)
            report.llm.update(usage.to_json(), cost=usage.cost(*prices))
            report.llm.update(fallbacks=len(llm.fallbacks), ungrounded=llm.ungrounded)
            llm.client.close()
    report.seconds = time.perf_counter() - start
    log.info(
        "ingest: %d new, %d updated, %d unchanged, %d skipped in %.1f s",
        report.documents_new,
        report.documents_updated,
        report.documents_unchanged,
        len(report.skipped),
        report.seconds,
    )
    return report


def _llm_extraction(
    docs: list[Document],
    settings: Settings,
    rebuild: bool,
    report: IngestReport,
    confirm: Callable[[LLMEstimate], None] | None,
) -> LLMExtractor | None:
    """With the LLM extractor (given, or the index's own): the extractor, once ``confirm`` has
    seen the estimate for the chunks of the documents that will be written. Chunking runs here
    once more than in the run itself: the estimate must come before anything is written (a
    --rebuild clears the index first)."""
    extractor, known, pending = settings.extraction.extractor, {}, set()
    if not rebuild and Layout(settings.index_path).manifest.exists():
        index = open_index(settings)
        try:
            extractor, known, pending = index.settings.extraction.extractor, index.docs.hashes(), index.pending
            settings = index.settings
        finally:
            index.close()
    if extractor != "llm":
        return None
    if not settings.llm.url:
        raise ConfigError("the llm extractor needs an LLM endpoint: set llm.url (env GRAPHRAG_LLM_URL)")
    from graphrag.llm.client import LLMClient

    client = LLMClient(settings.llm)
    x = settings.extraction
    found = LLMExtractor(client, lambda: Extractor(load_spacy(x.spacy_model), x.nlp_batch_size))
    todo = [(d, content_hash(d)) for d in docs]
    todo = [(d, h) for d, h in todo if known.get(d.doc_id) != h or d.doc_id in pending]
    e, c = settings.embedding, settings.chunking
    chunker = Chunker(
        load_embedder(e.embedding_model, e.embed_batch_size, e.embed_backend).count_tokens_many,
        c.chunk_tokens,
        c.chunk_overlap,
        settings.ingest.max_document_chunks,
    )
    chunks = [chunk for _, _, cs in _chunked(todo, chunker, []) for chunk in cs]
    guess = estimate(chunks, client, settings.llm)
    report.llm["estimate"] = guess.describe()
    if confirm is not None:
        try:
            confirm(guess)
        except BaseException:
            client.close()
            raise
    return found


def _ingest(
    docs: list[Document],
    settings: Settings,
    report: IngestReport,
    progress: Callable[[int], None] | None,
    on_total: Callable[[int], None] | None,
    rebuild: bool,
    sync_paths: list[str] | None,
    root: Path,
    llm: LLMExtractor | None = None,
) -> None:
    """The run itself, under the index's write lock."""
    if rebuild:
        settings = _clear(settings)
    index = open_index(settings, create=True)
    try:
        index.clean()  # what an interrupted writer left
        if docs:  # a root is fixed by the first ingest that found documents, not by a mistyped path
            record_root(index.path, root)
        index.graph, index.dense  # noqa: B018 - connect to server stores first: a down one fails before any work
        todo = _changed(index, docs, report)
        # extract runs beside embed; wait is how long embedding then waited for it
        timings = {"load": 0.0, "chunk": 0.0, "extract": 0.0, "embed": 0.0, "wait": 0.0, "write": 0.0}
        dim = index.manifest.get("settings", {}).get("dim")
        embedder = None
        if todo or not dim:  # nothing new to embed: the models need not load
            t = time.perf_counter()
            e = index.settings.embedding
            embedder = load_embedder(e.embedding_model, e.embed_batch_size, e.embed_backend, e.phrase_model)
            dim = embedder.dim
            pause_point("models")
            timings["load"] = time.perf_counter() - t
        if todo:
            if index.settings.extraction.extractor == "llm" and llm is None:
                raise ConfigError(f"{index.path} was rebuilt with the llm extractor meanwhile: run the ingest again")
            t = time.perf_counter()
            todo = _chunked(todo, _chunker(index, embedder), report.skipped)
            timings["chunk"] = time.perf_counter() - t
        if on_total:  # progress counts chunks, so it moves inside a large document too
            on_total(sum(len(chunks) for _, _, chunks in todo))
        if todo:
            _write_all(index, todo, embedder, report, timings, progress, llm)
        gone = _gone(index, docs, report.skipped, sync_paths) if sync_paths else []
        for doc_id in gone:
            index.delete_document(doc_id)
        report.documents_deleted = len(gone)
        reconciled = _reconcile_servers(index, docs)
        report.timings = timings
        t = time.perf_counter()
        if todo or gone or reconciled or not index.manifest:  # an ingest that changes nothing writes nothing
            index.commit(dim, text_changed=bool(todo or gone))
        report.timings["commit"] = time.perf_counter() - t
        report.totals = index.stats()
    finally:
        index.close()


def _changed(index: Index, docs: list[Document], report: IngestReport) -> list[Any]:
    """(document, content hash) of each document to write: new, changed, or named in pending.json
    (it may differ on the servers: written again, never "unchanged"); the rest counted unchanged."""
    known = index.docs.hashes()
    todo: list[Any] = []
    for doc in docs:
        h = content_hash(doc)
        if known.get(doc.doc_id) == h and doc.doc_id not in index.pending:
            report.documents_unchanged += 1
        else:
            todo.append((doc, h))
    return todo


def _chunker(index: Index, embedder: Any) -> Chunker:
    c = index.settings.chunking
    return Chunker(
        embedder.count_tokens_many, c.chunk_tokens, c.chunk_overlap, index.settings.ingest.max_document_chunks
    )


def _write_all(
    index: Index,
    todo: list[Any],
    embedder: Any,
    report: IngestReport,
    timings: dict[str, float],
    progress: Callable[[int], None] | None,
    llm: LLMExtractor | None,
) -> None:
    """Extract, embed and write every (document, hash, chunks) of ``todo`` in batches, extraction a
    batch ahead on the worker; then extract again the documents already in the index that name a
    title this run brings, as one run over every document would have (order-independent)."""
    known_titles = {title_key(t) for t in index.docs.titles()}
    titles = known_titles | {title_key(d.title) for d, _, _ in todo}
    writing = {d.doc_id for d, _, _ in todo}
    batches = list(_batches(todo))
    x = index.settings.extraction
    n_chunks = sum(len(cs) for _, _, cs in todo)
    queued: deque[Future[tuple[Extraction, float]]] = deque()
    with (
        _extraction_worker(x.spacy_model, x.nlp_batch_size, titles, n_chunks, llm) as (worker, extract),
        _beside_extraction(lambda: any(not f.done() for f in queued)) as pace,
    ):
        # one batch's extraction queued ahead: spaCy keeps working while this thread embeds
        # the phrases and writes the batch before (at most two batches' results in memory)
        queued.append(worker.submit(extract, _chunks_of(batches[0])))
        for i, batch in enumerate(batches):
            if i + 1 < len(batches):
                queued.append(worker.submit(extract, _chunks_of(batches[i + 1])))
            _ingest_batch(index, batch, queued.popleft(), embedder, report, timings, progress, pace)
            pause_point("batch")
        # not with the LLM extractor (its cost was estimated and confirmed for this run's chunks),
        # nor in an index kept on the servers, whose document store shares the graph's nodes
        again = llm is None and not index.remote
        naming = _naming(index, titles - known_titles, writing) if again else {}
        if naming:
            t = time.perf_counter()
            chunks = [c for cs in naming.values() for c in cs]
            _extract_again(index, naming, worker.submit(extract, chunks), embedder)
            timings["extract"] += time.perf_counter() - t


def _naming(index: Index, new_titles: set[str], writing: set[str]) -> dict[str, list[Chunk]]:
    """The committed documents (not among ``writing``) whose chunks name one of ``new_titles``:
    doc id -> its chunks, in order. A cheap word test first; the extractor's own match after."""
    from graphrag.text import fold, longest_matches

    new_titles = {k for k in new_titles if k}
    if not new_titles:
        return {}
    first = {k.split()[0] for k in new_titles}
    hit: set[str] = set()
    for chunk in index.docs.chunks().values():
        if chunk.doc_id in writing or chunk.doc_id in hit:
            continue
        folded = fold(f"{chunk.title}\n{chunk.text}")
        if any(w in folded for w in first) and longest_matches(chunk.text, new_titles):
            hit.add(chunk.doc_id)
    if not hit:
        return {}
    out: dict[str, list[Chunk]] = {}
    for chunk in index.docs.chunks().values():
        if chunk.doc_id in hit:
            out.setdefault(chunk.doc_id, []).append(chunk)
    return {d: sorted(cs, key=lambda c: c.position) for d, cs in sorted(out.items())}


def _extract_again(
    index: Index, naming: dict[str, list[Chunk]], extraction: Future[tuple[Extraction, float]], embedder: Any
) -> None:
    """Rewrite the graph of documents already in the index from a new extraction of their chunks
    (their text, vectors and BM25 terms are unchanged; the phrases of new facts are embedded)."""
    found, _ = extraction.result()
    todo = index.phrases.missing(ingest_phrases(found.relations, [cs[0] for cs in naming.values()]))
    if todo:
        index.phrases.add(todo, embedder.encode_phrases(todo))
    index.begin()
    index._send(naming)
    index._removed = True  # facts the documents stated before may be gone: their phrases too
    sources = index.docs.sources()
    graph = index.graph
    for doc_id in naming:
        graph.delete_document(doc_id)
    graph.upsert_documents([Document(d, cs[0].title, "", sources.get(d, "")) for d, cs in naming.items()])
    graph.upsert_chunks([c for cs in naming.values() for c in cs])
    graph.upsert_entities(found.entities)
    graph.upsert_mentions(found.mentions)
    graph.upsert_relations(found.relations)


def _reconcile_servers(index: Index, docs: list[Document]) -> int:
    """After an interrupted run, the server stores may hold documents the index never committed:
    remove those from them. A committed document named in ``pending.json`` and not in this run's
    sources may differ there from the index until its source is ingested again: say so."""
    loaded = {d.doc_id for d in docs}
    stray = sorted(index.pending - loaded - index.committed())
    for doc_id in stray:
        index.delete_document(doc_id)
    sources = index.docs.sources()
    for doc_id in sorted(index.pending - loaded - set(stray) - index._touched):  # touched: rewritten now
        log.warning(
            "%s may differ in the server stores from the index (an earlier ingest was interrupted): ingest %s again",
            doc_id,
            sources.get(doc_id) or "its source",
        )
    return len(stray)


def _gone(index: Index, docs: list[Document], skipped: list[Skipped], paths: list[str]) -> list[str]:
    """Documents from under ``paths`` that the sources no longer hold. A document whose file, or a
    folder above it, was skipped as unreadable keeps what it gave before, and so does one whose
    file cannot even be looked at (a folder on the way that may not be entered)."""
    loaded = {d.doc_id for d in docs}
    unreadable = {Path(s.where.rsplit(":", 1)[0]).resolve() for s in skipped}
    folders = {Path(s.where).resolve() for s in skipped if s.why.startswith(UNREADABLE_FOLDER)}

    def gone(file: Path) -> bool:
        if any(folder in file.parents for folder in folders):
            return False
        try:
            return not file.exists() or file not in unreadable
        except OSError:
            return False

    return sorted(doc_id for doc_id, file in index.under(paths).items() if doc_id not in loaded and gone(file))


def _clear(settings: Settings) -> Settings:
    """Empty an existing index in every store it was built on, with the stores it names. Returns
    the settings to rebuild it with: its stores and servers stay unless others were given."""
    if settings.stores.docs != "local":  # kept on the servers: found by its name there
        open_index(settings, create=True).clear()
        return settings
    if not Layout(settings.index_path).manifest.exists():
        return settings
    manifest = read_manifest(Layout(settings.index_path).manifest)
    built = manifest.get("settings", {})
    try:  # open it as it was built (its stores, its models, its servers), whatever the new settings say
        index = open_index(as_built(settings, manifest))
    except IndexCorruptError as e:  # a damaged file: what is left goes without being read
        log.warning("%s: discarding the index to rebuild it", e)
        discard(settings)
    else:
        index.clear()
    kept = ("graph", "vectors", *SERVERS)
    return settings.replace(
        **{k: built[k] for k in kept if built.get(k) not in (None, "") and not settings.explicit(k)}
    )


def _chunked(todo: list[Any], chunker: Chunker, skipped: list[Skipped]) -> list[Any]:
    """(document, hash, chunks) for each document to write; one over the chunk limit is skipped
    (its earlier version, if any, stays)."""
    out = []
    for doc, h in todo:
        try:
            out.append((doc, h, chunker.split(doc)))
        except ChunkLimitError as e:
            skipped.append(Skipped(doc.source, f"document of {len(doc.text):,} characters chunks into {e}"))
    return out


def _batches(todo: list[Any]) -> Iterator[list[Any]]:
    """Documents in batches of at most BATCH_DOCS documents and about BATCH_CHUNKS chunks."""
    batch: list[Any] = []
    size = 0
    for item in todo:
        if batch and (len(batch) >= BATCH_DOCS or size + len(item[2]) > BATCH_CHUNKS):
            yield batch
            batch, size = [], 0
        batch.append(item)
        size += len(item[2])
    if batch:
        yield batch


Extract = Callable[[list[Chunk]], tuple[Extraction, float]]


def _extractor(spacy_model: str, batch_size: int, titles: set[str], llm: LLMExtractor | None = None) -> Extract:
    """The chunks' entities and relations, and the seconds they took (from the LLM when given:
    spaCy then loads only for a chunk the LLM fails on)."""
    extractor: Extractor | LLMExtractor = llm if llm is not None else Extractor(load_spacy(spacy_model), batch_size)

    def extract(chunks: list[Chunk]) -> tuple[Extraction, float]:
        t = time.perf_counter()
        return extractor.extract(chunks, titles), time.perf_counter() - t

    return extract


def _extractor_elsewhere(chunks: list[Chunk]) -> tuple[Extraction, float]:
    raise AssertionError("the extraction process runs its own extractor")


@contextmanager
def _extraction_worker(
    spacy_model: str, batch_size: int, titles: set[str], n_chunks: int, llm: LLMExtractor | None = None
) -> Iterator[tuple[Executor, Extract]]:
    """Where spaCy runs beside the embedding: a process of its own for a run of at least
    PROCESS_CHUNKS chunks, else a thread. spaCy and our extraction code hold the GIL for much of
    their time, and torch needs it between the operations of every forward pass: measured on 2
    busy cores, embedding with extraction on a thread beside it ran at half its speed alone. A
    process costs a spaCy load (a few seconds, beside the first batch's embedding), so small runs
    keep the thread (and the spaCy this process has loaded already)."""
    if llm is None and n_chunks >= PROCESS_CHUNKS and cores() > 1:
        from .worker import ExtractionProcess

        with ExtractionProcess(spacy_model, batch_size, titles) as child:
            yield child, _extractor_elsewhere
        return
    extract = _extractor(spacy_model, batch_size, titles, llm)  # an LLM waits on HTTP: a thread will do
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="graphrag-extract") as worker:
        yield worker, extract


@contextmanager
def _beside_extraction(running: Callable[[], bool]) -> Iterator[Callable[[], None]]:
    """A ``pace`` to call between embedding calls: the model on one core fewer while extraction
    runs (``running()``), on all of them while it waits for work. A core's thread that spaCy keeps
    busy stalls the others at every synchronisation point of a forward pass; a core left idle
    while extraction waits (it keeps one batch ahead, and is quicker than embedding) is a third of
    the run wasted (measured: 2 threads embed 1.8x as fast as one). A process that chose fewer
    threads (``graphrag serve``: one) keeps its choice."""
    before = chosen_threads()
    most = model_threads()

    def pace() -> None:
        want = max(1, min(most, cores() - 1)) if running() else most
        if want != model_threads():
            set_model_threads(want)

    try:
        pace()
        yield pace
    finally:
        set_model_threads(before)


def _chunks_of(batch: Sequence[tuple[Document, str, list[Chunk]]]) -> list[Chunk]:
    return [c for _, _, cs in batch for c in cs]


def _ingest_batch(
    index: Index,
    batch: Sequence[tuple[Document, str, list[Chunk]]],
    extraction: Future[tuple[Extraction, float]],
    embedder: Any,
    report: IngestReport,
    timings: dict[str, float],
    progress: Callable[[int], None] | None,
    pace: Callable[[], None] = lambda: None,
) -> None:
    """Embed the batch (a slice at a time, so progress moves inside a large document) while its
    ``extraction`` runs on the worker, then write it to every store. ``pace`` sets the model's
    threads before each slice (see _beside_extraction)."""
    chunks = _chunks_of(batch)
    t = time.perf_counter()
    vectors = _embed(embedder, [bm25_text(c) for c in chunks], progress, pace)
    timings["embed"] += time.perf_counter() - t
    t = time.perf_counter()
    found, seconds = extraction.result()
    timings["wait"] += time.perf_counter() - t
    timings["extract"] += seconds
    t = time.perf_counter()  # the phrases relation paths compare, embedded once here (stores/phrases.py)
    todo = index.phrases.missing(ingest_phrases(found.relations, [cs[0] for _, _, cs in batch if cs]))
    if todo:
        pace()
        index.phrases.add(todo, embedder.encode_phrases(todo))
    timings["embed"] += time.perf_counter() - t

    t = time.perf_counter()
    replaced = index.write_documents(
        [(doc, h, cs) for doc, h, cs in batch],
        vectors,
        found.entities,
        found.mentions,
        found.relations,
    )
    report.documents_updated += replaced
    report.documents_new += len(batch) - replaced
    report.chunks_written += len(chunks)
    timings["write"] += time.perf_counter() - t


def _embed(
    embedder: Any, texts: list[str], progress: Callable[[int], None] | None, pace: Callable[[], None] = lambda: None
) -> np.ndarray:
    """The texts' vectors, in order. Encoded shortest first, EMBED_SLICE at a time: texts of
    similar length share a padded model batch (as one encode call over all of them would arrange),
    where slices in document order padded every short chunk to its longest neighbour."""
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    vectors = np.zeros((len(texts), embedder.dim), dtype=np.float32)
    for i in range(0, len(order), EMBED_SLICE):
        rows = order[i : i + EMBED_SLICE]
        pace()
        vectors[rows] = embedder.encode([texts[j] for j in rows])
        if progress:
            progress(len(rows))
    return vectors
