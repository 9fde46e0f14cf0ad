"""Fusion of ranked lists: pure functions over {name: [ids, best first]}."""
from __future__ import annotations

from collections.abc import Mapping, Sequence


def rrf(lists: Mapping[str, Sequence[str]], k: int = 60,
        weights: Mapping[str, float] | None = None) -> list[tuple[str, float]]:
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


def ranks(lists: Mapping[str, Sequence[str]]) -> dict[str, dict[str, int]]:
    """For each id, the rank (from 1) it holds in each list it appears in."""
    out: dict[str, dict[str, int]] = {}
    for name, ids in lists.items():
        for rank, item in enumerate(ids, start=1):
            out.setdefault(item, {}).setdefault(name, rank)
    return out
