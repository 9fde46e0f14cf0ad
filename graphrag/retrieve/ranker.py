"""The learned ranker: gradient-boosted trees over retrieve/features.py's signals, as plain data.

scripts/train_ranker fits the trees (LightGBM's LambdaRank, on every evaluation set, each set
weighted alike) and writes them to ``ranker.json`` beside this module: per tree, flat arrays of
split feature, threshold, children and leaf values. Scoring is numpy alone, so a query needs no
LightGBM. The file also records the sets it was trained on and its leave-one-set-out figures.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import ConfigError

DEFAULT_MODEL = Path(__file__).with_name("ranker.json")


@dataclass
class Tree:
    feature: np.ndarray  # split feature per node; -1 at a leaf
    threshold: np.ndarray
    left: np.ndarray  # child node index (value <= threshold goes left)
    right: np.ndarray
    value: np.ndarray  # leaf value (0 at inner nodes)

    def predict(self, x: np.ndarray) -> np.ndarray:
        node = np.zeros(len(x), dtype=np.int64)
        rows = np.arange(len(x))
        for _ in range(len(self.feature)):
            f = self.feature[node]
            inner = f >= 0
            if not inner.any():
                break
            go_left = x[rows, np.where(inner, f, 0)] <= self.threshold[node]
            node = np.where(inner, np.where(go_left, self.left[node], self.right[node]), node)
        return self.value[node]


@dataclass
class Ranker:
    features: tuple[str, ...]
    trees: list[Tree]
    info: dict[str, Any] = field(default_factory=dict)
    _packed: tuple[np.ndarray, ...] | None = field(default=None, repr=False, compare=False)

    def score(self, x: np.ndarray) -> np.ndarray:
        """One score per row of ``x`` (columns in ``features`` order); higher ranks first. All
        trees descend together, one level per step (a tree per row of the packed arrays)."""
        if not self.trees or not len(x):
            return np.zeros(len(x))
        if self._packed is None:
            self._packed = _pack(self.trees)
        feature, threshold, left, right, value = self._packed
        x = np.asarray(x, dtype=np.float64)
        n_trees, width = feature.shape
        # flat indices into the packed arrays (tree * width + node) and into x (row * columns + feature)
        base = (np.arange(n_trees) * width)[:, None]
        cells = (np.arange(len(x)) * x.shape[1])[None, :]
        flat_x = x.ravel()
        feature, threshold, left, right = feature.ravel(), threshold.ravel(), left.ravel(), right.ravel()
        at = np.broadcast_to(base, (n_trees, len(x))).copy()
        for _ in range(width):
            f = feature[at]
            inner = f >= 0
            if not inner.any():
                break
            go_left = flat_x[cells + np.where(inner, f, 0)] <= threshold[at]
            at = np.where(inner, base + np.where(go_left, left[at], right[at]), at)
        return value.ravel()[at].sum(axis=0)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": "trees",
            "features": list(self.features),
            "trees": [
                {k: getattr(t, k).tolist() for k in ("feature", "threshold", "left", "right", "value")}
                for t in self.trees
            ],
            "info": self.info,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Ranker:
        trees = [
            Tree(
                np.asarray(t["feature"], dtype=np.int64),
                np.asarray(t["threshold"], dtype=np.float64),
                np.asarray(t["left"], dtype=np.int64),
                np.asarray(t["right"], dtype=np.int64),
                np.asarray(t["value"], dtype=np.float64),
            )
            for t in data["trees"]
        ]
        return cls(tuple(data["features"]), trees, data.get("info", {}))

    @classmethod
    def from_lightgbm(
        cls,
        dump: dict[str, Any] | Sequence[dict[str, Any]],
        features: Sequence[str],
        info: dict[str, Any] | None = None,
    ) -> Ranker:
        """From LightGBM's ``Booster.dump_model()`` (numerical splits, "<=" decisions). Several
        dumps make one model that scores their mean: every tree's leaves are divided by their
        number (models fitted with different bagging seeds, averaged)."""
        dumps = [dump] if isinstance(dump, dict) else list(dump)
        trees = []
        for one in dumps:
            for t in one["tree_info"]:
                tree = _flatten(t["tree_structure"])
                tree.value /= len(dumps)
                trees.append(tree)
        return cls(tuple(features), trees, info or {})


def _pack(trees: Sequence[Tree]) -> tuple[np.ndarray, ...]:
    """The trees as (n_trees, max_nodes) arrays; padding nodes are leaves worth 0."""
    width = max(len(t.feature) for t in trees)
    out = []
    for name, fill in (("feature", -1), ("threshold", 0.0), ("left", 0), ("right", 0), ("value", 0.0)):
        rows = [np.concatenate([getattr(t, name), np.full(width - len(t.feature), fill)]) for t in trees]
        out.append(np.stack(rows).astype(np.int64 if name in ("feature", "left", "right") else np.float64))
    return tuple(out)


def _flatten(root: dict[str, Any]) -> Tree:
    """One LightGBM tree as flat arrays, nodes in depth-first order (the root first)."""
    rows: list[list[float]] = []  # [feature, threshold, left, right, value]
    todo: list[tuple[dict[str, Any], int, int]] = [(root, -1, 0)]  # (node, parent row, 2 = left / 3 = right)
    while todo:
        node, parent, side = todo.pop()
        i = len(rows)
        if parent >= 0:
            rows[parent][side] = i
        if "leaf_value" in node:
            rows.append([-1, 0.0, 0, 0, float(node["leaf_value"])])
            continue
        if node.get("decision_type", "<=") != "<=":
            raise ValueError(f"unsupported split {node.get('decision_type')!r}")
        rows.append([int(node["split_feature"]), float(node["threshold"]), 0, 0, 0.0])
        todo += [(node["right_child"], i, 3), (node["left_child"], i, 2)]
    m = np.asarray(rows, dtype=np.float64)
    return Tree(m[:, 0].astype(np.int64), m[:, 1], m[:, 2].astype(np.int64), m[:, 3].astype(np.int64), m[:, 4])


@lru_cache(maxsize=4)
def load_ranker(path: str = "") -> Ranker:
    """The model at ``path`` (default: the one shipped with the package), checked against the
    features this version computes."""
    from .features import FEATURES

    where = Path(path) if path else DEFAULT_MODEL
    try:
        ranker = Ranker.from_json(json.loads(where.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise ConfigError(f"the ranker model {where} is unreadable ({e}); run scripts/train_ranker") from e
    if ranker.features != FEATURES:
        raise ConfigError(
            f"the ranker model {where} was trained on other features than this version computes; "
            "run scripts/train_ranker"
        )
    return ranker
