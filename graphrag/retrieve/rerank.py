"""Reranking the head of a fused list: a cross-encoder, and maximal marginal relevance, and
the rerankers' parameters (the rerankers themselves: retrieve/stages.py's RERANKERS)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..config import register_params
from ..params import Params, param


@register_params
@dataclass(frozen=True)
class RerankParams(Params):
    """The parameters of the rerankers (RERANKERS; the cross-encoder is ``rerank_model``)."""

    TITLE = "reranking"
    rerank_depth: int = param(20, "how many of the best chunks the rerankers re-score", ge=1)
    mmr_lambda: float = param(0.0, "0: off; else the relevance share in maximal marginal relevance", ge=0, le=1)


def rerank_cross_encoder(model: Any, question: str, items: Sequence[tuple[str, str, str]]) -> list[tuple[str, float]]:
    """Order (chunk_id, title, text) items by the cross-encoder's score for (question, passage)."""
    if not items:
        return []
    pairs = [(question, f"{title}\n{text}" if title else text) for _, title, text in items]
    scores = np.asarray(model.predict(pairs, show_progress_bar=False), dtype=float)
    if scores.ndim > 1:  # a model with several labels: take the last (the "relevant" one)
        scores = scores[:, -1]
    order = sorted(range(len(items)), key=lambda i: (-scores[i], i))
    return [(items[i][0], float(scores[i])) for i in order]


def mmr(
    ranked: Sequence[tuple[str, float]], query: np.ndarray, vectors: Mapping[str, np.ndarray], lam: float
) -> list[tuple[str, float]]:
    """Maximal marginal relevance: repeatedly take the chunk maximising
    lam * sim(query, c) - (1 - lam) * max sim(c, already taken). Chunks without a vector keep
    their place at the end. Returned scores are the MMR values at selection time."""
    ids = [c for c, _ in ranked if c in vectors]
    rest = [(c, s) for c, s in ranked if c not in vectors]
    if not ids:
        return list(ranked)
    mat = np.stack([np.asarray(vectors[c], dtype=float) for c in ids])
    rel = mat @ np.asarray(query, dtype=float)
    sim = mat @ mat.T
    chosen: list[int] = []
    out = []
    left = list(range(len(ids)))
    while left:
        if chosen:
            redundancy = sim[np.ix_(left, chosen)].max(axis=1)
        else:
            redundancy = np.zeros(len(left))
        values = lam * rel[left] - (1 - lam) * redundancy
        j = int(np.argmax(values))
        out.append((ids[left[j]], float(values[j])))
        chosen.append(left.pop(j))
    floor = min(s for _, s in out)
    return out + [(c, floor) for c, _ in rest]
