"""``graphrag check``: do the document table, BM25, the vectors and the graph agree on the chunks?

The document table is the reference: every other store must hold exactly its chunks, and every
relation of the graph must be stated by a chunk the graph holds. The embedded stores are compared
chunk by chunk; a server store (Neo4j, Weaviate) by its count only (a server may be shared, and
listing every id of a large collection is not a check to run casually), except in an index kept
wholly on the servers (``--stores servers``), where the Weaviate collection is compared with the
document store (Neo4j) chunk by chunk: there is no other reference to trust.

:func:`repair` makes an embedded index agree again, as one new generation: chunks no document
owns are dropped from every store, BM25 is rebuilt from the table, and a document that lost
chunks in the vectors or the graph is removed everywhere and named, so it can be ingested again
(its vectors and entities cannot be re-derived without the models and its source).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .index import Index

# kinds of disagreement
MISSING = "missing"  # in the table, not in the store
ORPHAN = "orphan"  # in the store, not in the table
DANGLING = "dangling"  # relations stated by chunks the graph does not hold
STRAY = "stray"  # table rows whose document is not in the table
COUNT = "count"  # a server store's count differs from the table's
PENDING = "pending"  # documents an interrupted run sent to the server stores (pending.json)


@dataclass
class Disagreement:
    store: str
    kind: str
    ids: list[str]
    detail: str = ""

    def __str__(self) -> str:
        what = {
            MISSING: "chunks of the document table are missing",
            ORPHAN: "chunks are not in the document table (orphans)",
            DANGLING: "chunk ids are named by relations but are no chunk of the graph",
            STRAY: "chunks belong to no document of the table",
            COUNT: self.detail,
            PENDING: "documents were sent by an interrupted ingest (pending.json) and may differ there; "
            "the next ingest of their sources rewrites them",
        }[self.kind]
        if self.kind == COUNT:
            return f"{self.store}: {what}"
        sample = ", ".join(self.ids[:5]) + (", …" if len(self.ids) > 5 else "")
        return f"{self.store}: {len(self.ids)} {what}: {sample}"


@dataclass
class CheckReport:
    generation: int
    documents: int
    chunks: int
    counts: dict[str, int]  # chunks each store holds
    problems: list[Disagreement] = field(default_factory=list)
    reingest: dict[str, str] = field(default_factory=dict)  # documents a repair removed -> their source

    @property
    def ok(self) -> bool:
        return not self.problems


def _compare(store: str, have: set[str], want: set[str]) -> list[Disagreement]:
    out = []
    if want - have:
        out.append(Disagreement(store, MISSING, sorted(want - have)))
    if have - want:
        out.append(Disagreement(store, ORPHAN, sorted(have - want)))
    return out


def check(index: Index) -> CheckReport:
    """Compare every store of the index with its document table."""
    from .stores.local_vectors import LocalVectorIndex
    from .stores.networkx_graph import NetworkxGraphStore

    table = set(index.docs.chunks())
    counts = index.docs.counts()
    report = CheckReport(index.layout.generation, counts["documents"], counts["chunks"], {})
    stray = index.docs.stray_chunks()
    if stray:
        report.problems.append(Disagreement("document table", STRAY, stray))
    if index.remote:
        return _check_servers(index, table, report)
    index.phrases  # noqa: B018 - read through: queries need the phrase table (a damaged file fails here)
    report.counts["bm25"] = len(index.bm25)
    report.problems += _compare("bm25", set(index.bm25.ids), table)
    dense, graph = index.dense, index.graph
    report.counts["vectors"] = dense.count()
    if isinstance(dense, LocalVectorIndex):
        report.problems += _compare("vectors", set(dense.ids), table)
    elif dense.count() != len(table):
        detail = f"holds {dense.count()} chunks, the document table {len(table)}"
        report.problems.append(Disagreement(f"vectors ({index.settings.stores.vectors})", COUNT, [], detail))
    report.counts["graph"] = graph.counts()["chunks"]
    if isinstance(graph, NetworkxGraphStore):
        chunks = graph.chunk_ids()
        report.problems += _compare("graph", set(chunks), table)
        documents = set(index.docs.hashes())
        extra = sorted(graph.document_ids() - documents)
        if extra:
            report.problems.append(Disagreement("graph documents", ORPHAN, extra))
        dangling = sorted(graph.relation_chunk_ids() - set(chunks))
        if dangling:
            report.problems.append(Disagreement("graph relations", DANGLING, dangling))
    elif report.counts["graph"] != len(table):
        detail = f"holds {report.counts['graph']} chunks, the document table {len(table)}"
        report.problems.append(Disagreement(f"graph ({index.settings.stores.graph})", COUNT, [], detail))
    if index.pending:
        report.problems.append(Disagreement("server stores", PENDING, sorted(index.pending)))
    return report


def _check_servers(index: Index, table: set[str], report: CheckReport) -> CheckReport:
    """An index kept on the servers: the document store (the Neo4j Document and Chunk nodes, which
    are the graph's too) against the Weaviate collection (vectors and BM25), chunk by chunk."""
    dense = index.dense
    held = set(dense.chunk_ids())  # type: ignore[attr-defined]
    report.counts["vectors"] = len(held)
    report.counts["graph"] = index.graph.counts()["chunks"]
    report.problems += _compare("vectors (weaviate)", held, table)
    if index.pending:
        report.problems.append(Disagreement("server stores", PENDING, sorted(index.pending)))
    return report


def repair(index: Index) -> CheckReport:
    """Make the stores agree with the document table again (the caller holds the writer lock);
    returns what :func:`check` found, with the documents removed for re-ingest. Disagreements of
    a server store's count are reported, not repaired: ingest again, or ``--rebuild``; of the
    documents an interrupted run sent to the servers, those the index never committed are removed
    from them, the others are left to the next ingest of their sources."""
    from .stores.local_vectors import LocalVectorIndex
    from .stores.networkx_graph import NetworkxGraphStore

    found = check(index)
    if found.ok:
        return found
    owner = {cid: c.doc_id for cid, c in index.docs.chunks().items()}
    sources = index.docs.sources()
    dense, graph = index.dense, index.graph
    index.begin()
    broken: set[str] = set()
    for p in found.problems:
        if p.kind == STRAY:
            index.docs.delete_chunks(p.ids)
        elif p.kind == MISSING and p.store in ("vectors", "graph"):
            broken |= {owner[c] for c in p.ids}
        elif p.kind == ORPHAN and p.store == "vectors" and isinstance(dense, LocalVectorIndex):
            dense.delete_chunks(p.ids)
        elif p.kind == MISSING and p.store == "vectors (weaviate)":
            broken |= {owner[c] for c in p.ids}
        elif p.kind == ORPHAN and p.store == "vectors (weaviate)":
            dense.delete_chunks(p.ids)  # type: ignore[attr-defined]
        elif p.kind == ORPHAN and p.store == "graph documents" and isinstance(graph, NetworkxGraphStore):
            for doc_id in p.ids:
                graph.delete_document(doc_id)
        elif p.kind in (ORPHAN, DANGLING) and isinstance(graph, NetworkxGraphStore):
            graph.delete_chunks(p.ids)
        elif p.kind == PENDING:  # only the interrupted run knew these: out of the servers
            for doc_id in set(p.ids) - index.committed():
                index.delete_document(doc_id)
    for doc_id in sorted(broken):
        index.delete_document(doc_id)
        found.reingest[doc_id] = sources.get(doc_id, "")
    index.commit(index.manifest.get("settings", {}).get("dim", 0), text_changed=True)  # BM25 from the table
    return found
