"""The confidence threshold: is anything in the index close enough to the question to answer it?

The calibrated score is the **best cosine between the (standalone) question's vector and any
chunk** (the dense retriever's first score). Why this one: the fused scores are z-scores taken
within each question's own candidate pool, and RRF scores depend only on ranks, so both put the
best of a bad lot as high as the best of a good one; the cosine of a normalised embedding model
has the same scale for every question, does not depend on k or the ranking configuration, and is
already computed. A question whose best cosine is below ``min_score`` gets no hits and a clear
"no confident match". The cosine sees meaning only, so a question that matches on an exact code
alone can score low: ``graphrag eval --min-score`` says how many answerable questions a threshold
would cut before you set it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass


def confidence(dense_scores: Mapping[str, float]) -> float:
    """The best cosine among the chunks the dense retriever scored (its first hit's score)."""
    return max(dense_scores.values(), default=0.0)


@dataclass(frozen=True)
class Verdict:
    confidence: float
    min_score: float  # 0: no threshold

    @property
    def confident(self) -> bool:
        return self.confidence >= self.min_score

    def message(self) -> str:
        return (
            f"no confident match: the best chunk's cosine to the question is {self.confidence:.3f}, "
            f"below --min-score {self.min_score:.3f}"
        )


def cut(confidences: Mapping[str, float] | Sequence[float], min_score: float) -> int:
    """How many questions a threshold would answer with "no confident match"."""
    values = confidences.values() if isinstance(confidences, Mapping) else confidences
    return sum(1 for c in values if c < min_score)
