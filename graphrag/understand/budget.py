"""Latency budgets: skip an optional stage (an expansion, the graph stage, reranking) when the
time measured so far plus the stage's estimate would overrun the query's budget.

Estimates start from measured defaults (this machine kind, musique-100) and follow what each
stage really costs on this index (an exponential moving average, updated after every run). The
one-off loading of a model is not counted against a budget: a budget is about the query.
"""

from __future__ import annotations

import time
from collections.abc import Callable

# ms; rerank is per (question, chunk) pair: a MiniLM-L6 cross-encoder scores 75-85 pairs/s here.
# The LLM expansions: one request each to SmolLM2-135M on llama.cpp, one thread (scripts/services),
# and the probes' retrievals; a larger or remote model takes longer, and the estimates learn it.
DEFAULT_ESTIMATES_MS = {
    "prf": 3.0,
    "aliases": 0.5,
    "graph": 5.0,
    "rerank_pair": 13.0,
    "mmr": 1.0,
    "multi-query": 2000.0,
    "hyde": 2000.0,
    "step-back": 1000.0,
}
SMOOTHING = 0.3  # weight of the newest measurement


class Estimates:
    """What each optional stage is expected to cost, learnt as queries run."""

    def __init__(self, start: dict[str, float] | None = None):
        self.ms = dict(DEFAULT_ESTIMATES_MS if start is None else start)

    def __getitem__(self, stage: str) -> float:
        return self.ms.get(stage, 0.0)

    def learn(self, stage: str, ms: float) -> None:
        old = self.ms.get(stage)
        self.ms[stage] = ms if old is None else (1 - SMOOTHING) * old + SMOOTHING * ms


class Budget:
    """One query's budget; ``budget_ms`` 0 or None: no budget, nothing is skipped."""

    def __init__(self, budget_ms: float | None, clock: Callable[[], float] = time.perf_counter):
        self.budget_ms = budget_ms or 0.0
        self._clock = clock
        self._start = clock()
        self._excluded = 0.0
        self.skipped: dict[str, str] = {}  # stage -> why

    def elapsed(self) -> float:
        return (self._clock() - self._start) * 1000 - self._excluded

    def exclude(self, ms: float) -> None:
        """Time that does not count (a model loaded for the first time)."""
        self._excluded += ms

    def allows(self, stage: str, estimate: float) -> bool:
        """Whether ``stage`` fits; if not, it is recorded in ``skipped`` with the figures."""
        if not self.budget_ms:
            return True
        used = self.elapsed()
        if used + estimate <= self.budget_ms:
            return True
        self.skipped[stage] = f"{used:.1f} ms used + {estimate:.1f} ms estimated > budget {self.budget_ms:g} ms"
        return False
