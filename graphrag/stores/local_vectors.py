"""The embedded dense index: exact cosine search over a float32 matrix of normalised vectors.

Each row keeps its chunk id, document id and metadata (the document's), so searches can be
filtered; ``vectors.json`` holds those, ``vectors.npy`` the matrix.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..models import Chunk
from .filters import OPS, Filters, kind, validate


class LocalVectorIndex:
    """Fine to a few hundred thousand chunks (about 12 ms a query at 100k x 384)."""

    def __init__(self, prefix: Path | str | None = None, dim: int | None = None):
        """``prefix``: where ``<prefix>.npy`` (the matrix) and ``<prefix>.json`` (ids, metadata) live;
        None keeps everything in memory."""
        self.prefix = Path(prefix) if prefix else None
        self.ids: list[str] = []
        self.doc_ids: list[str] = []
        self.metadata: list[dict[str, Any]] = []
        self.matrix = np.zeros((0, dim or 0), dtype=np.float32)
        if self.prefix and self.prefix.with_suffix(".json").exists():
            meta = json.loads(self.prefix.with_suffix(".json").read_text(encoding="utf-8"))
            self.ids, self.doc_ids = meta["ids"], meta["doc_ids"]
            # Indexes written before metadata was kept have none: every row then passes no filter.
            self.metadata = meta.get("metadata") or [{} for _ in self.ids]
            self.matrix = np.load(self.prefix.with_suffix(".npy"))
        self._pos = {cid: i for i, cid in enumerate(self.ids)}
        self._columns: dict[str, tuple[np.ndarray, np.ndarray]] = {}  # field -> (kinds, values)

    def upsert(self, chunks: Sequence[Chunk], vectors: np.ndarray) -> None:
        vectors = np.asarray(vectors, dtype=np.float32)
        if len(chunks) != len(vectors):
            raise ValueError("one vector per chunk")
        if not len(chunks):
            return
        if self.matrix.shape[0] == 0:
            self.matrix = np.zeros((0, vectors.shape[1]), dtype=np.float32)
        self._columns.clear()
        new_rows = []
        for chunk, vec in zip(chunks, vectors):
            i = self._pos.get(chunk.chunk_id)
            if i is None:
                self._pos[chunk.chunk_id] = len(self.ids)
                self.ids.append(chunk.chunk_id)
                self.doc_ids.append(chunk.doc_id)
                self.metadata.append(dict(chunk.metadata))
                new_rows.append(vec)
            elif i >= self.matrix.shape[0]:  # the same chunk twice in one batch: last one wins
                new_rows[i - self.matrix.shape[0]] = vec
                self.doc_ids[i] = chunk.doc_id
                self.metadata[i] = dict(chunk.metadata)
            else:
                self.matrix[i] = vec
                self.doc_ids[i] = chunk.doc_id
                self.metadata[i] = dict(chunk.metadata)
        if new_rows:
            self.matrix = np.vstack([self.matrix, np.stack(new_rows)])

    def delete_document(self, doc_id: str) -> None:
        keep = [i for i, d in enumerate(self.doc_ids) if d != doc_id]
        if len(keep) == len(self.ids):
            return
        self.matrix = self.matrix[keep]
        self.ids = [self.ids[i] for i in keep]
        self.doc_ids = [self.doc_ids[i] for i in keep]
        self.metadata = [self.metadata[i] for i in keep]
        self._pos = {cid: i for i, cid in enumerate(self.ids)}
        self._columns.clear()

    def search(self, vector: np.ndarray, k: int, filters: Filters | None = None) -> list[tuple[str, float]]:
        """The ``k`` rows most similar to ``vector`` among those passing ``filters``, best first
        (ties by insertion order). Filtering happens before the top-k cut, so ``k`` rows come
        back whenever at least ``k`` pass."""
        filters = validate(filters)
        if not self.ids or k <= 0:
            return []
        query = np.asarray(vector, dtype=np.float32)
        if filters:
            rows = np.flatnonzero(self._mask(filters))
            if not len(rows):
                return []
            scores = (self.matrix @ query)[rows]  # cheaper than copying the passing rows out
        else:
            rows = None
            scores = self.matrix @ query
        k = min(k, len(scores))
        top = sorted(np.argpartition(-scores, k - 1)[:k], key=lambda i: (-scores[i], i))
        if rows is None:
            return [(self.ids[i], float(scores[i])) for i in top]
        return [(self.ids[rows[i]], float(scores[i])) for i in top]

    def _mask(self, filters: Filters) -> np.ndarray:
        """Rows passing every filter, by the rules of :func:`graphrag.stores.filters.matches`,
        computed column-wise over each field's values (cached until the next write)."""
        mask = np.ones(len(self.ids), dtype=bool)
        for field, op, value in filters:
            if field not in self._columns:
                values = [m.get(field) for m in self.metadata]
                kinds = np.array([kind(v) or "" for v in values], dtype=object)
                column = np.empty(len(values), dtype=object)
                column[:] = values
                self._columns[field] = (kinds, column)
            kinds, column = self._columns[field]
            same = mask & (kinds == kind(value))
            passing = np.zeros(len(self.ids), dtype=bool)
            if same.any():
                passing[same] = OPS[op](column[same], value).astype(bool)
            mask = passing
        return mask

    def vectors(self, chunk_ids: Sequence[str]) -> dict[str, np.ndarray]:
        return {cid: self.matrix[self._pos[cid]] for cid in chunk_ids if cid in self._pos}

    def count(self) -> int:
        return len(self.ids)

    def commit(self) -> None:
        if not self.prefix:
            return
        p = self.prefix
        np.save(p.with_suffix(".tmp.npy"), self.matrix)
        p.with_suffix(".tmp.json").write_text(
            json.dumps({"ids": self.ids, "doc_ids": self.doc_ids, "metadata": self.metadata}, ensure_ascii=False),
            encoding="utf-8",
        )
        os.replace(p.with_suffix(".tmp.npy"), p.with_suffix(".npy"))
        os.replace(p.with_suffix(".tmp.json"), p.with_suffix(".json"))

    def close(self) -> None:
        pass
