"""One contract for the DenseIndex protocol, run against every implementation.

``local`` is the embedded exact index in a temporary folder; ``weaviate`` is a real Weaviate
server (``scripts/services up weaviate``; WEAVIATE_URL / GRAPHRAG_WEAVIATE_GRPC_PORT point
elsewhere), one fresh collection per test, deleted afterwards. Both must give the answers of an
exact cosine search computed here with numpy, including under metadata filters.
"""

from __future__ import annotations

import uuid

import numpy as np
import pytest

from graphrag.models import Chunk
from graphrag.stores.filters import matches
from graphrag.stores.local_vectors import LocalVectorIndex
from graphrag.stores.protocols import DenseIndex
from tests.integration.conftest import require_server

DIM = 16
DOCS = 40
CHUNKS_PER_DOC = 5
TOL = 1e-4
TEAMS = ["ops", "dev", "sales", "Ops"]


def doc_metadata(i: int, rng: np.random.Generator) -> dict:
    meta = {
        "year": 2010 + i % 12,
        "score": round(float(rng.random()), 3),
        "public": i % 3 == 0,
        "date": f"2024-{1 + i % 12:02d}-{1 + i % 28:02d}",
        "tags": ["a", "b"],  # lists are kept but not filterable
        "note": None,
    }
    if i % 7:
        meta["team"] = TEAMS[i % 4]  # every 7th document has no team
    return meta


def unit(rng: np.random.Generator, n: int) -> np.ndarray:
    v = rng.normal(size=(n, DIM)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


@pytest.fixture(scope="module")
def corpus():
    rng = np.random.default_rng(20240611)
    chunks = []
    for d in range(DOCS):
        meta = doc_metadata(d, rng)
        for p in range(CHUNKS_PER_DOC):
            chunks.append(
                Chunk(
                    f"doc{d:02d}-c{p}", f"doc{d:02d}", p, f"chunk {p} of document {d}", f"Document {d}", metadata=meta
                )
            )
    return chunks, unit(rng, len(chunks)), unit(rng, 8)


def exact(chunks, vectors, query, k, filters=None):
    """The reference answer: exact cosine over the rows passing the filters, best first."""
    rows = [i for i, c in enumerate(chunks) if matches(c.metadata, filters)]
    scores = vectors[rows] @ query
    order = sorted(range(len(rows)), key=lambda j: (-scores[j], j))[:k]
    return [(chunks[rows[j]].chunk_id, float(scores[j])) for j in order]


def assert_same(got, expected):
    assert [c for c, _ in got] == [c for c, _ in expected]
    for (_, a), (_, b) in zip(got, expected):
        assert abs(a - b) <= TOL


# --- one store under test, and a way to open it again -----------------------------------------


class LocalBackend:
    def __init__(self, folder):
        self.folder = folder

    def open(self) -> DenseIndex:
        return LocalVectorIndex(self.folder / "vectors")

    def cleanup(self) -> None:
        pass


class WeaviateBackend:
    def __init__(self):
        from graphrag.config import load_settings
        from graphrag.stores.weaviate_index import parse_url

        self.settings = load_settings()
        _, host, port = parse_url(self.settings.weaviate.url)
        require_server("weaviate", host, port)
        self.collection = "GraphragContract" + uuid.uuid4().hex[:12]
        self.opened = []

    def open(self) -> DenseIndex:
        from graphrag.stores.weaviate_index import WeaviateIndex

        index = WeaviateIndex.from_settings(self.settings.weaviate, self.collection)
        self.opened.append(index)
        return index

    def cleanup(self) -> None:
        from graphrag.stores.weaviate_index import WeaviateIndex

        with WeaviateIndex.from_settings(self.settings.weaviate, self.collection) as index:
            index.drop()
        for index in self.opened:
            index.close()


@pytest.fixture(params=["local", pytest.param("weaviate", marks=pytest.mark.integration)])
def backend(request, tmp_path):
    b = LocalBackend(tmp_path) if request.param == "local" else WeaviateBackend()
    yield b
    b.cleanup()


@pytest.fixture
def store(backend):
    index = backend.open()
    yield index
    index.close()


@pytest.fixture
def filled(store, corpus):
    chunks, vectors, _ = corpus
    store.upsert(chunks, vectors)
    store.commit()
    return store


# --- the contract -------------------------------------------------------------------------------


def test_implements_the_protocol(store):
    assert isinstance(store, DenseIndex)


def test_empty_index(store, corpus):
    _, _, queries = corpus
    assert store.count() == 0
    assert store.search(queries[0], 5) == []


def test_upsert_then_count(filled, corpus):
    assert filled.count() == len(corpus[0])


def test_reupsert_keeps_count_and_replaces_vectors(filled, corpus):
    chunks, _, queries = corpus
    fresh = unit(np.random.default_rng(7), len(chunks))
    filled.upsert(chunks, fresh)
    filled.commit()
    assert filled.count() == len(chunks)
    for i in (0, 57, 199):
        top = filled.search(fresh[i], 1)
        assert top[0][0] == chunks[i].chunk_id and abs(top[0][1] - 1.0) <= TOL
    for q in queries[:3]:
        assert_same(filled.search(q, 10), exact(chunks, fresh, q, 10))


@pytest.mark.parametrize("k", [1, 10, 25])
def test_search_matches_exact_cosine(filled, corpus, k):
    chunks, vectors, queries = corpus
    for q in queries:
        assert_same(filled.search(q, k), exact(chunks, vectors, q, k))


def test_vectors_returns_the_stored_vectors(filled, corpus):
    chunks, vectors, _ = corpus
    wanted = [chunks[i].chunk_id for i in (5, 0, 123)] + ["no-such-chunk", chunks[5].chunk_id]
    got = filled.vectors(wanted)
    assert list(got) == [chunks[i].chunk_id for i in (5, 0, 123)]
    for i in (5, 0, 123):
        assert np.allclose(got[chunks[i].chunk_id], vectors[i], atol=1e-5)
    many = filled.vectors([c.chunk_id for c in chunks])
    assert len(many) == len(chunks)
    assert filled.vectors([]) == {}


def test_k_beyond_count_returns_everything_in_order(filled, corpus):
    chunks, vectors, queries = corpus
    assert_same(filled.search(queries[0], 500), exact(chunks, vectors, queries[0], 500))
    assert filled.search(queries[0], 0) == []


def test_delete_document(filled, corpus):
    chunks, vectors, queries = corpus
    filled.delete_document("doc03")
    filled.delete_document("doc17")
    filled.delete_document("no-such-document")
    filled.commit()
    keep = [i for i, c in enumerate(chunks) if c.doc_id not in ("doc03", "doc17")]
    assert filled.count() == len(keep)
    rest = [chunks[i] for i in keep]
    for q in queries[:4]:
        got = filled.search(q, 200)
        assert not {c for c, _ in got} & {c.chunk_id for c in chunks if c.doc_id in ("doc03", "doc17")}
        assert_same(got, exact(rest, vectors[keep], q, 200))


FILTERS = {
    "eq-text": [("team", "==", "ops")],
    "eq-text-case": [("team", "==", "Ops")],
    "ne-text": [("team", "!=", "ops")],
    "eq-number": [("year", "==", 2015)],
    "ne-number": [("year", "!=", 2015)],
    "ge-number": [("year", ">=", 2018)],
    "lt-number": [("year", "<", 2013)],
    "range-float": [("score", ">", 0.25), ("score", "<=", 0.75)],
    "int-vs-float": [("year", ">", 2016.5)],
    "eq-bool": [("public", "==", True)],
    "ne-bool": [("public", "!=", True)],
    "date-range": [("date", ">=", "2024-03-01"), ("date", "<", "2024-09-01")],
    "text-range": [("team", ">", "dev")],
    "combined": [("year", ">=", 2012), ("team", "!=", "sales"), ("public", "==", False), ("score", "<", 0.9)],
    "kind-mismatch": [("year", "==", "2015")],
    "unknown-field": [("region", "==", "emea")],
    "list-field": [("tags", "==", "a")],
    "null-field": [("note", "!=", "x")],
    "none-pass": [("year", ">", 3000)],
}


@pytest.mark.parametrize("name", FILTERS)
def test_filters_agree_with_exact_search(filled, corpus, name):
    chunks, vectors, queries = corpus
    filters = FILTERS[name]
    passing = sum(matches(c.metadata, filters) for c in chunks)
    for q in queries[:4]:
        expected = exact(chunks, vectors, q, 15, filters)
        got = filled.search(q, 15, filters)
        assert len(got) == min(15, passing)  # filtering happens before the top-k cut
        assert_same(got, expected)


def test_metadata_follows_reupsert_and_new_fields(filled, corpus):
    chunks, vectors, queries = corpus
    changed = [
        Chunk(
            c.chunk_id,
            c.doc_id,
            c.position,
            c.text,
            c.title,
            metadata={**c.metadata, "team": "moved", "region": "emea"},
        )
        for c in chunks
        if c.doc_id == "doc05"
    ]
    filled.upsert(changed, vectors[[i for i, c in enumerate(chunks) if c.doc_id == "doc05"]])
    filled.commit()
    now = [next((x for x in changed if x.chunk_id == c.chunk_id), c) for c in chunks]
    for filters in (
        [("team", "==", "moved")],
        [("region", "==", "emea")],
        [("team", "==", "ops")],
        [("region", "!=", "apac"), ("year", ">=", 2010)],
    ):
        assert_same(filled.search(queries[0], 10, filters), exact(now, vectors, queries[0], 10, filters))
    assert filled.count() == len(chunks)


def test_persistence(backend, corpus):
    chunks, vectors, queries = corpus
    first = backend.open()
    first.upsert(chunks, vectors)
    first.commit()
    first.close()
    again = backend.open()
    try:
        assert again.count() == len(chunks)
        assert_same(again.search(queries[1], 10), exact(chunks, vectors, queries[1], 10))
        filters = FILTERS["combined"]
        assert_same(again.search(queries[1], 10, filters), exact(chunks, vectors, queries[1], 10, filters))
    finally:
        again.close()


def test_one_vector_per_chunk(store, corpus):
    chunks, vectors, _ = corpus
    with pytest.raises(ValueError):
        store.upsert(chunks[:3], vectors[:2])


# --- the local index's approximate path (above LocalVectorIndex.ANN_THRESHOLD) -----------------


def recall_at(got, expected):
    return len({c for c, _ in got} & {c for c, _ in expected}) / max(1, len(expected))


def test_local_ann_path_recall_filters_and_persistence(tmp_path, monkeypatch):
    """With the threshold lowered to 500, the local index answers unfiltered searches from its
    HNSW index: recall@10 against exact search stays high, scores are exact cosines, filtered
    searches are exact, and the index follows deletes and re-upserts and survives a reopen."""
    pytest.importorskip("usearch")
    monkeypatch.setattr(LocalVectorIndex, "ANN_THRESHOLD", 500)
    rng = np.random.default_rng(11)
    dim, n = 32, 2000
    centres = rng.normal(size=(40, dim))
    vectors = (centres[rng.integers(0, 40, n)] + 0.6 * rng.normal(size=(n, dim))).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    queries = (centres[rng.integers(0, 40, 30)] + 0.6 * rng.normal(size=(30, dim))).astype(np.float32)
    queries /= np.linalg.norm(queries, axis=1, keepdims=True)
    chunks = [
        Chunk(f"d{i // 4:04d}-c{i % 4}", f"d{i // 4:04d}", i % 4, "t", metadata={"year": 2000 + i % 9})
        for i in range(n)
    ]

    def check(index, chunks, vectors, min_recall=0.95):
        recalls = []
        for q in queries:
            got, expected = index.search(q, 10), exact(chunks, vectors, q, 10)
            assert len(got) == 10
            recalls.append(recall_at(got, expected))
            by_id = {c.chunk_id: i for i, c in enumerate(chunks)}
            for cid, score in got:  # rescored exactly, best first
                assert abs(score - float(vectors[by_id[cid]] @ q)) <= TOL
            assert [s for _, s in got] == sorted((s for _, s in got), reverse=True)
            filters = [("year", ">=", 2005)]
            assert_same(index.search(q, 10, filters), exact(chunks, vectors, q, 10, filters))
        assert np.mean(recalls) >= min_recall

    index = LocalVectorIndex(tmp_path / "vectors")
    index.upsert(chunks[:400], vectors[:400])
    index.commit()
    assert index._ann is None  # below the threshold: exact only
    index.upsert(chunks[400:], vectors[400:])
    index.commit()
    assert index._ann is not None and len(list(tmp_path.glob("vectors.ann-*.usearch"))) == 1
    check(index, chunks, vectors)
    # k beyond half the rows is answered exactly
    assert_same(index.search(queries[0], 1500), exact(chunks, vectors, queries[0], 1500))

    # writes update the approximate index: deleted rows never come back, new vectors are found
    for d in range(0, 500, 3):
        index.delete_document(f"d{d:04d}")
    fresh = unit(np.random.default_rng(5), 40)
    moved = np.pad(fresh, ((0, 0), (0, dim - DIM)))
    keep = [i for i, c in enumerate(chunks) if int(c.doc_id[1:]) % 3 or int(c.doc_id[1:]) >= 500]
    rest, rest_vectors = [chunks[i] for i in keep], vectors[keep].copy()
    rest_vectors[:40] = moved
    index.upsert(rest[:40], moved)
    index.commit()
    assert index.count() == len(rest)
    check(index, rest, rest_vectors)
    for i in range(40):
        assert index.search(moved[i], 1)[0][0] == rest[i].chunk_id
    index.close()

    again = LocalVectorIndex(tmp_path / "vectors")
    assert again._ann is not None  # loaded, not rebuilt
    check(again, rest, rest_vectors)

    # below the threshold again: exact search, and the file is gone
    for d in range(500):
        again.delete_document(f"d{d:04d}")
    again.commit()
    assert again._ann is None and not list(tmp_path.glob("vectors.ann-*.usearch"))
    left = [i for i, c in enumerate(rest) if int(c.doc_id[1:]) >= 500]
    assert_same(again.search(queries[0], 10), exact([rest[i] for i in left], rest_vectors[left], queries[0], 10))
