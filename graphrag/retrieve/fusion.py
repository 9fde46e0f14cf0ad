"""Fusion of ranked lists: pure functions over {name: [ids, best first]} or {name: {id: score}},
and the fusions' parameters (the fusions themselves: retrieve/stages.py's FUSIONS)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import overload

import numpy as np

from ..config import register_params
from ..params import Params, param


@register_params
@dataclass(frozen=True)
class FusionParams(Params):
    """The parameters of the fusions (FUSIONS: weighted, rrf); RRF's k also fuses the graph's lists."""

    TITLE = "fusion"
    alpha: float = param(0.7, "weighted: the dense share; BM25 gets 1 - alpha", ge=0, le=1)
    rrf_k: int = param(60, "RRF: a list's item at rank r adds 1 / (rrf_k + r)", ge=1)


def rrf(
    lists: Mapping[str, Sequence[str]], k: int = 60, weights: Mapping[str, float] | None = None
) -> list[tuple[str, float]]:
    """Reciprocal Rank Fusion: score(d) = sum over lists of w / (k + rank), ranks from 1.

    Ties are broken by the best single rank, then by id, so the order is deterministic."""
    scores: dict[str, float] = {}
    best: dict[str, int] = {}
    for name, ids in lists.items():
        w = 1.0 if weights is None else weights.get(name, 1.0)
        for rank, item in enumerate(ids, start=1):
            scores[item] = scores.get(item, 0.0) + w / (k + rank)
            best[item] = min(best.get(item, rank), rank)
    return sorted(scores.items(), key=lambda kv: (-kv[1], best[kv[0]], kv[0]))


class ZScore:
    """Standardise scores with the mean and spread of a reference set (the candidate pool), so
    that scores of chunks outside the pool can be put on the same scale later."""

    def __init__(self, reference: Sequence[float]):
        ref = np.asarray(reference, dtype=float)
        self.mean = float(ref.mean()) if len(ref) else 0.0
        std = float(ref.std()) if len(ref) else 0.0
        self.std = std if std > 1e-12 else 1.0

    @overload
    def __call__(self, value: float) -> float: ...
    @overload
    def __call__(self, value: np.ndarray) -> np.ndarray: ...
    def __call__(self, value: float | np.ndarray) -> float | np.ndarray:
        """One score, or a whole column of them at once."""
        return (value - self.mean) / self.std


def weighted(scores: Mapping[str, Mapping[str, float]], weights: Mapping[str, float]) -> dict[str, float]:
    """Weighted score fusion: sum over retrievers of weight x z-score, over the union of ids.

    Every retriever must score every id (a missing score counts as that retriever's minimum)."""
    pool = sorted({i for s in scores.values() for i in s})
    fused = dict.fromkeys(pool, 0.0)
    for name, s in scores.items():
        w = weights.get(name, 0.0)
        if not w or not s:
            continue
        floor = min(s.values())
        z = ZScore([s.get(i, floor) for i in pool])
        for i in pool:
            fused[i] += w * z(s.get(i, floor))
    return fused


def ranks(lists: Mapping[str, Sequence[str]]) -> dict[str, dict[str, int]]:
    """For each id, the rank (from 1) it holds in each list it appears in."""
    out: dict[str, dict[str, int]] = {}
    for name, ids in lists.items():
        for rank, item in enumerate(ids, start=1):
            out.setdefault(item, {}).setdefault(name, rank)
    return out
