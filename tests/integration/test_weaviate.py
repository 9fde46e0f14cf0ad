"""graphrag on a real Weaviate server (``scripts/services up weaviate``): the CLI end to end,
agreement with the embedded exact index, search quality on musique-100, failure reporting.

Every test writes to collections of its own (unique names) and deletes them afterwards.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import shutil
import socket
import time
import uuid
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from graphrag.cli import main
from graphrag.config import load_settings
from graphrag.errors import GraphragError, StoreUnavailableError
from graphrag.models import Chunk
from graphrag.stores.weaviate_index import BatchWriteError, WeaviateIndex, parse_url
from tests.conftest import DEMO, QUESTIONS, SHARED_DATA
from tests.integration.conftest import require_server

pytestmark = pytest.mark.integration

MUSIQUE = SHARED_DATA / "musique-100"


@pytest.fixture(scope="module")
def settings():
    s = load_settings()
    _, host, port = parse_url(s.weaviate.url)
    require_server("weaviate", host, port)
    return s


def unique(prefix: str) -> str:
    return f"{prefix}{uuid.uuid4().hex[:12]}"


@pytest.fixture
def fresh_index(settings):
    """A WeaviateIndex on a new collection, dropped afterwards."""
    index = WeaviateIndex.from_settings(settings.weaviate, unique("GraphragTest"))
    yield index
    index.drop()
    index.close()


def raw_count(settings, collection: str) -> int:
    """Objects in the collection, counted with the weaviate client itself."""
    import weaviate

    _, host, port = parse_url(settings.weaviate.url)
    with weaviate.connect_to_custom(host, port, False, host, settings.weaviate.grpc_port, False) as client:
        return client.collections.use(collection).aggregate.over_all(total_count=True).total_count


def run(*args, ok=True, env=None):
    result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False, env=env)
    if ok:
        assert result.exit_code == 0, result.output
    return result


# --- the demo corpus through the CLI --------------------------------------------------------------


@pytest.fixture(scope="module")
def demo(settings, tmp_path_factory):
    """The demo corpus ingested twice: the embedded index, and an index on Weaviate."""
    root = tmp_path_factory.mktemp("weaviate-demo")
    collection = unique("GraphragDemo")
    env = {"GRAPHRAG_WEAVIATE_COLLECTION": collection}
    local, remote = root / "local", root / "remote"
    run("ingest", DEMO, "--index", local)
    out = run("ingest", DEMO, "--index", remote, "--vectors", "weaviate", env=env).stdout
    assert "skipped:   0" in out
    yield {"local": local, "remote": remote, "env": env, "collection": collection, "root": root}
    with WeaviateIndex.from_settings(settings.weaviate, collection) as index:
        index.drop()


def stats(index, env=None):
    return json.loads(run("stats", "--index", index, "--json", env=env).stdout)


def test_one_object_per_chunk(settings, demo):
    s = stats(demo["remote"], demo["env"])
    assert s["vector_store"] == "weaviate"
    assert s["chunks"] == s["vectors"] == raw_count(settings, demo["collection"])
    assert s["chunks"] == stats(demo["local"])["chunks"]


def test_second_ingest_keeps_the_count(settings, demo):
    before = raw_count(settings, demo["collection"])
    out = run("ingest", DEMO, "--index", demo["remote"], env=demo["env"]).stdout
    assert "0 new, 0 updated" in out
    assert raw_count(settings, demo["collection"]) == before
    # A new index folder pointed at the same collection is refused: a collection belongs to one index.
    again = demo["root"] / "again"
    result = run("ingest", DEMO, "--index", again, "--vectors", "weaviate", env=demo["env"], ok=False)
    assert result.exit_code == 1
    assert f"{demo['collection']} at http://127.0.0.1" in result.output and "another graphrag index" in result.output
    assert raw_count(settings, demo["collection"]) == before


def questions():
    return [json.loads(line) for line in QUESTIONS.read_text(encoding="utf-8").splitlines() if line.strip()]


def top_docs(index, question, env=None, k=5):
    hits = json.loads(run("query", question, "--index", index, "-k", k, "--json", env=env).stdout)
    return {h["doc_id"] for h in hits}


@pytest.mark.parametrize("q", questions(), ids=lambda q: q["id"])
def test_query_finds_the_same_documents_as_the_embedded_index(demo, q):
    assert top_docs(demo["remote"], q["question"], demo["env"]) == top_docs(demo["local"], q["question"])


def test_dense_lists_and_filters_agree_with_the_embedded_index(demo):
    from graphrag.index import open_index
    from graphrag.models_loader import load_embedder

    local = open_index(load_settings(index=str(demo["local"])))
    remote = open_index(load_settings(index=str(demo["remote"]), weaviate_collection=demo["collection"]))
    try:
        assert remote.settings.stores.vectors == "weaviate"
        embedder = load_embedder(local.settings.embedding.embedding_model)
        vectors = embedder.encode([q["question"] for q in questions()])
        for filters in (
            None,
            [("section", "==", "Leave")],
            [("updated", ">=", "2024-03-01")],
            [("owner", "!=", "Yusuf Harlowe"), ("section", "!=", "Pay")],
        ):
            for v in vectors:
                a, b = local.dense.search(v, 20, filters), remote.dense.search(v, 20, filters)
                assert [c for c, _ in a] == [c for c, _ in b]
                assert np.allclose([s for _, s in a], [s for _, s in b], atol=1e-4)
            if filters:
                assert 0 < len(remote.dense.search(vectors[0], 20, filters)) < 20
    finally:
        local.close()
        remote.close()


# --- musique-100: HNSW against exact search on real embeddings ----------------------------------


def embed_cached(cache_dir: Path, texts: list[str], model: str = "all-MiniLM-L6-v2") -> np.ndarray:
    """Embeddings of ``texts``, computed once and kept in pytest's cache folder (keyed by the
    model's resolved path and the texts), so reruns skip the minute of encoding on 2 cores."""
    from graphrag.models_loader import load_embedder, resolve_embedding_model

    key = hashlib.sha1(json.dumps([resolve_embedding_model(model), texts]).encode()).hexdigest()[:20]
    path = cache_dir / f"{key}.npy"
    if path.exists():
        return np.load(path)
    vectors = load_embedder(model).encode(texts)
    np.save(path, vectors)
    return vectors


@pytest.fixture(scope="module")
def musique(settings, pytestconfig):
    if not (MUSIQUE / "corpus.jsonl").exists():
        message = f"musique-100 is not at {MUSIQUE} (set GRAPHRAG_SHARED_DATA)"
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(message)
        pytest.skip(message)
    from graphrag.stores.bm25 import bm25_text

    rows = [json.loads(line) for line in (MUSIQUE / "corpus.jsonl").read_text(encoding="utf-8").splitlines()]
    queries = [json.loads(line) for line in (MUSIQUE / "queries.jsonl").read_text(encoding="utf-8").splitlines()]
    chunks = [Chunk(r["id"], r["id"], 0, r["text"], r["title"], metadata={"shard": i % 4}) for i, r in enumerate(rows)]
    cache = Path(pytestconfig.cache.mkdir("graphrag-embeddings"))
    vectors = embed_cached(cache, [bm25_text(c) for c in chunks])
    qvectors = embed_cached(cache, [q["question"] for q in queries])
    index = WeaviateIndex.from_settings(settings.weaviate, unique("GraphragMusique"))
    index.upsert(chunks, vectors)
    yield {"chunks": chunks, "vectors": vectors, "queries": queries, "qvectors": qvectors, "index": index}
    index.drop()
    index.close()


def exact_top(m, qv, k, allowed=None):
    scores = m["vectors"] @ qv
    if allowed is not None:
        scores = np.where(allowed, scores, -np.inf)
    order = np.argsort(-scores, kind="stable")[:k]
    return [m["chunks"][i].chunk_id for i in order if np.isfinite(scores[i])]


def recall(ranked, gold):
    return len(set(ranked) & set(gold)) / len(gold)


def test_musique_hnsw_top10_overlaps_exact_search(musique):
    index = musique["index"]
    assert index.count() == len(musique["chunks"]) == 1890
    overlaps, r_exact, r_hnsw = [], [], []
    for q, qv in zip(musique["queries"], musique["qvectors"]):
        exact = exact_top(musique, qv, 10)
        got = [c for c, _ in index.search(qv, 10)]
        overlaps.append(len(set(exact) & set(got)) / 10)
        r_exact.append(recall(exact, q["supporting"]))
        r_hnsw.append(recall(got, q["supporting"]))
    assert np.mean(overlaps) >= 0.95, np.mean(overlaps)
    # Quality pinned: dense all-MiniLM-L6-v2 over title + text, exact R@10 70.3 (shared/data/README.md).
    assert abs(np.mean(r_exact) - 0.703) < 0.02, np.mean(r_exact)
    assert np.mean(r_hnsw) >= np.mean(r_exact) - 0.01


def test_musique_filtered_search_is_exact(musique):
    shard = np.array([c.metadata["shard"] == 1 for c in musique["chunks"]])
    for qv in musique["qvectors"][:20]:
        got = musique["index"].search(qv, 10, [("shard", "==", 1)])
        assert [c for c, _ in got] == exact_top(musique, qv, 10, shard)


def test_musique_bm25_and_hybrid(musique):
    index = musique["index"]
    for i in (0, 123, 777, 1500):
        chunk = musique["chunks"][i]
        words = " ".join(chunk.text.split()[:15])  # a passage's own opening words find it
        top = index.bm25(words, 5)
        assert top[0][0] == chunk.chunk_id
        assert all(a >= b for (_, a), (_, b) in itertools.pairwise(top))
        shard = chunk.metadata["shard"]
        other = index.bm25(words, 5, [("shard", "!=", shard)])
        assert other and chunk.chunk_id not in [c for c, _ in other]
        assert all(musique["chunks"][int(c.split("-")[1])].metadata["shard"] != shard for c, _ in other)
    qv = musique["qvectors"][0]
    question = musique["queries"][0]["question"]
    dense = [c for c, _ in index.search(qv, 10)]
    for fusion in ("ranked", "relative"):
        pure_vector = index.hybrid(question, qv, 10, alpha=1.0, fusion=fusion)
        assert [c for c, _ in pure_vector] == dense
        mixed = index.hybrid(question, qv, 10, alpha=0.5, fusion=fusion)
        assert len(mixed) == 10 and len({c for c, _ in mixed}) == 10
    pure_keyword = [c for c, _ in index.hybrid(question, qv, 10, alpha=0.0)]
    assert pure_keyword[:5] == [c for c, _ in index.bm25(question, 5)]
    filtered = index.hybrid(question, qv, 10, filters=[("shard", "==", 3)])
    assert {musique["chunks"][int(c.split("-")[1])].metadata["shard"] for c, _ in filtered} == {3}
    with pytest.raises(GraphragError):
        index.hybrid(question, qv, 10, fusion="borda")


# --- failures are reported, never swallowed ------------------------------------------------------


def unit_rows(n, dim, seed=0):
    v = np.random.default_rng(seed).normal(size=(n, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def make_chunks(prefix, n, **metadata):
    return [Chunk(f"{prefix}{i}", f"{prefix}doc", i, f"text {i}", "T", metadata=dict(metadata)) for i in range(n)]


def test_refused_objects_are_retried_then_reported_by_chunk_id(fresh_index):
    fresh_index.attempts, fresh_index.retry_wait = 2, 0.05
    fresh_index.upsert(make_chunks("good", 10), unit_rows(10, 16))
    # The collection's vectors have 16 dimensions: the server refuses every 8-dimensional one.
    with pytest.raises(BatchWriteError) as err:
        fresh_index.upsert(make_chunks("bad", 5), unit_rows(5, 8))
    assert sorted(err.value.chunk_ids) == [f"bad{i}" for i in range(5)]
    assert all(f"bad{i}" in str(err.value) for i in range(5)) and fresh_index.name in str(err.value)
    assert "2 attempt" in str(err.value) and set(err.value.errors) == set(err.value.chunk_ids)
    assert fresh_index.count() == 10


def test_one_bad_object_does_not_sink_its_batch(fresh_index):
    """A text the client cannot encode (a lone surrogate, which JSON allows) fails its whole
    request; the retry in smaller batches writes its neighbours and reports it alone."""
    fresh_index.retry_wait = 0.05
    chunks = make_chunks("c", 30)
    chunks[17] = Chunk("c17", "cdoc", 17, "broken \ud800 text", "T")
    with pytest.raises(BatchWriteError) as err:
        fresh_index.upsert(chunks, unit_rows(30, 8))
    assert err.value.chunk_ids == ["c17"]
    assert fresh_index.count() == 29


def test_zero_or_nan_vectors_are_refused(fresh_index):
    vectors = unit_rows(3, 8)
    vectors[1] = 0
    with pytest.raises(GraphragError, match="z1"):
        fresh_index.upsert(make_chunks("z", 3), vectors)
    vectors[1, 0] = np.nan
    with pytest.raises(GraphragError, match="z1"):
        fresh_index.upsert(make_chunks("z", 3), vectors)
    assert fresh_index.count() == 0


def test_metadata_kind_conflict_is_refused_before_writing(fresh_index):
    fresh_index.upsert(make_chunks("a", 3, year=2020), unit_rows(3, 8))
    with pytest.raises(GraphragError, match=r"'year'.*b0"):
        fresh_index.upsert(make_chunks("b", 2, year="unknown"), unit_rows(2, 8, seed=1))
    assert fresh_index.count() == 3
    fresh_index.upsert(make_chunks("c", 2, year=2021.5), unit_rows(2, 8, seed=2))  # ints and floats mix
    assert {c for c, _ in fresh_index.search(unit_rows(1, 8, seed=3)[0], 5, [("year", ">", 2020)])} == {"c0", "c1"}


def test_odd_metadata_field_names_get_their_own_properties(fresh_index):
    chunks = [
        Chunk("x1", "d", 0, "t", "T", metadata={"first-author": "Ada", "first_author": "Bob", "Année": 1999}),
        Chunk("x2", "d", 1, "t", "T", metadata={"first-author": "Bob", "first_author": "Ada", "Année": 2001}),
    ]
    fresh_index.upsert(chunks, unit_rows(2, 8))
    v = unit_rows(1, 8, seed=3)[0]
    assert [c for c, _ in fresh_index.search(v, 5, [("first-author", "==", "Ada")])] == ["x1"]
    assert [c for c, _ in fresh_index.search(v, 5, [("first_author", "==", "Ada")])] == ["x2"]
    assert [c for c, _ in fresh_index.search(v, 5, [("Année", ">", 2000)])] == ["x2"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def dead_url() -> str:
    port = 8099
    with socket.socket() as s:
        if s.connect_ex(("127.0.0.1", port)) == 0:  # something answers there: use a port nobody holds
            port = free_port()
    return f"http://127.0.0.1:{port}"


def test_stopped_server_fails_fast_naming_the_url(settings):
    url = dead_url()
    t = time.perf_counter()
    with pytest.raises(StoreUnavailableError, match=url.replace(".", r"\.")):
        WeaviateIndex.from_settings(settings.replace(weaviate_url=url).weaviate, "GraphragNowhere")
    assert time.perf_counter() - t < 10


def test_stopped_server_cli_error_names_the_url(demo, tmp_path):
    """A copy of the index whose manifest names a server that is now down: commands given no URL
    use the manifest's, and say it is not answering."""
    url = dead_url()
    moved = tmp_path / "moved"
    shutil.copytree(demo["remote"], moved)
    manifest = json.loads((moved / "manifest.json").read_text())
    manifest["settings"]["weaviate_url"] = url
    (moved / "manifest.json").write_text(json.dumps(manifest))
    for command in (
        ["stats", "--index", moved],
        ["query", "Which team owns the service that raises MRG-3342?", "--index", moved],
    ):
        t = time.perf_counter()
        result = run(*command, ok=False, env=demo["env"])
        assert time.perf_counter() - t < 10
        assert result.exit_code == 1
        assert "error:" in result.output and url in result.output, result.output


def test_weaviate_bm25_as_the_sparse_retriever_and_hybrid_in_eval(demo):
    """--sparse weaviate takes BM25 from Weaviate; eval can set Weaviate's hybrid beside ours."""
    exact = [q for q in questions() if q["kind"] == "exact"]
    for q in exact:
        hits = json.loads(
            run(
                "query", q["question"], "--index", demo["remote"], "--sparse", "weaviate", "--json", env=demo["env"]
            ).stdout
        )
        assert hits[0]["doc_id"] == q["supporting"][0]
        assert "bm25" in hits[0]["sources"]
    out = json.loads(
        run(
            "eval",
            "--index",
            demo["remote"],
            "--queries",
            QUESTIONS,
            "--config",
            "weaviate-hybrid",
            "--config",
            "default",
            "--json",
            env=demo["env"],
        ).stdout
    )
    assert set(out["configs"]) == {"weaviate-hybrid", "default"}
    assert out["configs"]["weaviate-hybrid"]["recall@5"] > 0.5
    refused = run("query", "MRG-3306", "--index", demo["local"], "--sparse", "weaviate", ok=False)
    assert refused.exit_code == 1 and "--vectors weaviate" in refused.output
