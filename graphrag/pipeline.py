"""The query pipeline: link entities, run the retrievers, fuse, resolve hits with their reasons."""
from __future__ import annotations

import time
from contextlib import contextmanager
from dataclasses import dataclass, field

from .errors import QueryError
from .index import Index
from .models import GraphHit, Hit
from .retrieve.fusion import ranks, rrf
from .retrieve.linking import Link, link_entities
from .text import bm25_tokens


@dataclass
class Result:
    question: str
    hits: list[Hit]
    links: list[Link]
    timings: dict[str, float] = field(default_factory=dict)  # stage -> milliseconds
    lists: dict[str, list[str]] = field(default_factory=dict)  # retriever -> chunk ids, best first


class QueryPipeline:
    """Everything loads once; ``search`` can then be called many times."""

    def __init__(self, index: Index):
        self.index = index
        self.settings = index.settings
        self._embedder = None

    @property
    def embedder(self):
        if self._embedder is None:
            from .models_loader import load_embedder

            self._embedder = load_embedder(self.settings.embedding_model, self.settings.embed_batch_size)
        return self._embedder

    def retrieve(self, question: str) -> Result:
        """Every retriever's own list (and the linked entities), before fusion."""
        tokens = bm25_tokens(question)
        if not tokens:
            raise QueryError(f"the question {question!r} has no usable words to search for")
        result = Result(question, [], [])
        timings = result.timings

        @contextmanager
        def stage(name):
            t = time.perf_counter()
            yield
            timings[name] = timings.get(name, 0.0) + (time.perf_counter() - t) * 1000

        n = self.settings.candidates
        with stage("link"):
            result.links = link_entities(question, self.index.graph)
        with stage("graph"):
            seeds = [link.entity.entity_id for link in result.links]
            graph_hits = self.index.graph.expand(seeds, self.settings.hops, self.settings.max_fanout)[:n] if seeds else []
            self._graph_hits = {h.chunk_id: h for h in graph_hits}
        with stage("bm25"):
            bm25 = self.index.bm25.search(tokens, n)
        with stage("embed"):
            vector = self.embedder.encode([question])[0]
        with stage("dense"):
            dense = self.index.dense.search(vector, n)
        result.lists = {"bm25": [c for c, _ in bm25], "dense": [c for c, _ in dense],
                        "graph": [h.chunk_id for h in graph_hits]}
        return result

    def search(self, question: str, k: int = 10) -> Result:
        result = self.retrieve(question)
        t = time.perf_counter()
        fused = rrf(result.lists, k=self.settings.rrf_k)[:k]
        result.timings["fuse"] = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        result.hits = self._resolve(fused, result)
        result.timings["resolve"] = (time.perf_counter() - t) * 1000
        return result

    def _resolve(self, fused: list[tuple[str, float]], result: Result) -> list[Hit]:
        chunks = self.index.docs.chunks([cid for cid, _ in fused])
        positions = ranks(result.lists)
        names = {link.entity.entity_id: link.entity.name for link in result.links}
        hits = []
        for cid, score in fused:
            chunk = chunks.get(cid)
            if chunk is None:  # a store holds a chunk the doc table lost: leave it out
                continue
            g: GraphHit | None = self._graph_hits.get(cid)
            hits.append(Hit(
                rank=len(hits) + 1, chunk_id=cid, doc_id=chunk.doc_id, title=chunk.title,
                text=chunk.text, score=score, sources=positions.get(cid, {}),
                entities=[names[s] for s in g.seeds if s in names] if g else [],
                path=list(g.path) if g else []))
        return hits
