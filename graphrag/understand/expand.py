"""Query expansion, registered by name: each expander turns the weighted BM25 query into another.

    EXPANDERS = {"prf": RM3 pseudo-relevance feedback, "aliases": entity aliases from the graph}

An expander sees the query only through :class:`ExpandContext` and returns an :class:`Expansion`
(the new weighted query and the terms it added, for display). Expansions chain in the order asked.
They change the keyword query only: the dense vector stays the question's own.

Adding one is one class with ``expand`` in one file, and an entry here. The LLM expansions
(multi-query, hyde, step-back) need more than a term vector (more retrievals, fused by RRF): they
live in probes.py; :data:`EXPANSIONS` names both kinds, and ``--expand``, ``graphrag eval --config
NAME`` and the settings read it.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from ..config import SETTING_CHECKS, register_params, setting_error
from ..models import Chunk
from ..params import Params, param
from ..retrieve.linking import Link
from ..stores.bm25 import bm25_text, weighted_scores
from ..text import bm25_tokens

if TYPE_CHECKING:
    from ..config import Settings, UnderstandSettings
    from ..retrieve.context import RankConfig
    from ..stores.bm25 import BM25Index


@dataclass
class Expansion:
    query: dict[str, float]  # term -> weight, the whole new BM25 query
    added: list[tuple[str, float]] = field(default_factory=list)  # terms the expander brought in


@dataclass
class ExpandContext:
    text: str  # the (standalone) question
    settings: UnderstandSettings
    bm25: BM25Index  # the local BM25 index (built at every ingest)
    chunks: Callable[[list[str]], dict[str, Chunk]]
    links: Callable[[], list[Link]]  # the question's linked entities, computed on first use


class Expander(Protocol):
    def expand(self, query: dict[str, float], ctx: ExpandContext) -> Expansion: ...


def query_model(text: str) -> dict[str, float]:
    """The plain BM25 query: each token weighted by how often the question uses it."""
    return {t: float(c) for t, c in Counter(bm25_tokens(text)).items()}


def rm3(
    query: Mapping[str, float],
    feedback: Sequence[tuple[Sequence[str], float]],
    n_terms: int,
    original_weight: float,
) -> tuple[dict[str, float], list[tuple[str, float]]]:
    """RM3 (Lavrenko & Croft's relevance model 1, interpolated with the query, as in Anserini):

        P(w|R) ∝ Σ_d P(w|d) · P(Q|d),  P(w|d) = tf(w, d) / |d|,  P(Q|d) = score(d) / Σ score
        (w: the chunk's BM25 tokens, stop words already out, one-letter tokens left out)
        keep the ``n_terms`` best w, renormalise; q' = λ · q/|q| + (1 - λ) · P(·|R), λ = original_weight

    ``feedback`` holds each feedback chunk's tokens and its first-pass score. The result is scaled
    by the query's total weight (so the original terms keep their size against BM25's scale), with
    the feedback terms the query did not have, best first."""
    total = sum(s for _, s in feedback if s > 0)
    model: dict[str, float] = {}
    for tokens, score in feedback:
        if not tokens or score <= 0:
            continue
        tf = Counter(tokens)
        for w, c in tf.items():
            if len(w) < 2:  # "s" of a possessive, initials: no evidence of a topic
                continue
            model[w] = model.get(w, 0.0) + (c / len(tokens)) * (score / total)
    top = sorted(model.items(), key=lambda kv: (-kv[1], kv[0]))[:n_terms]
    z = sum(v for _, v in top)
    q_total = sum(query.values())
    if not top or z <= 0 or q_total <= 0:
        return dict(query), []
    fb = {w: v / z for w, v in top}
    mixed = {
        w: q_total * (original_weight * query.get(w, 0.0) / q_total + (1 - original_weight) * fb.get(w, 0.0))
        for w in dict.fromkeys([*query, *fb])
    }
    added = [(w, mixed[w]) for w, _ in top if w not in query]
    return mixed, added


@register_params
@dataclass(frozen=True)
class PRFParams(Params):
    """The prf expansion's parameters (RM3 pseudo-relevance feedback)."""

    SECTION, PREFIX, TITLE = "understand", "prf_", "expansion prf (RM3)"
    docs: int = param(10, "first-pass BM25 chunks the feedback terms come from", ge=1)
    terms: int = param(10, "feedback terms kept", ge=1)
    weight: float = param(0.5, "the original query's share", ge=0, le=1)


class PseudoRelevanceFeedback:
    """RM3 terms from the best first-pass BM25 chunks (PRFParams: prf_docs, prf_terms, prf_weight)."""

    def expand(self, query: dict[str, float], ctx: ExpandContext) -> Expansion:
        p = PRFParams.of(ctx.settings)
        first = ctx.bm25.search_scores(weighted_scores(ctx.bm25, query), p.docs)
        rows = ctx.chunks([c for c, _ in first])
        feedback = [(bm25_tokens(bm25_text(rows[c])), score) for c, score in first if c in rows]
        mixed, added = rm3(query, feedback, p.terms, p.weight)
        return Expansion(mixed, added)


_PAREN = re.compile(r"\s*\([^()]*\)\s*")


def name_variants(name: str, aliases: Sequence[str]) -> list[str]:
    """An entity's names as the graph knows them, and title variants: without a parenthesised
    disambiguator ("Mercury (planet)" -> "Mercury"), and the disambiguator alone."""
    out: list[str] = []
    for n in [name, *aliases]:
        out.append(n)
        bare = _PAREN.sub(" ", n).strip()
        if bare != n:
            out.append(bare)
            out += re.findall(r"\(([^()]*)\)", n)
    return list(dict.fromkeys(out))


class AliasExpansion:
    """The words of every name of a linked entity (aliases, title variants) the question lacks,
    each weighted ``alias_weight``."""

    def expand(self, query: dict[str, float], ctx: ExpandContext) -> Expansion:
        new = dict(query)
        added: list[tuple[str, float]] = []
        for link in ctx.links():
            for variant in name_variants(link.entity.name, link.entity.aliases):
                for token in bm25_tokens(variant):
                    if token not in new:
                        new[token] = ctx.settings.alias_weight
                        added.append((token, ctx.settings.alias_weight))
        return Expansion(new, added)


EXPANDERS: dict[str, Expander] = {"prf": PseudoRelevanceFeedback(), "aliases": AliasExpansion()}
# every expansion by name: the term expanders above, then the LLM ones (probes.py)
EXPANSIONS: tuple[str, ...] = (*EXPANDERS, "multi-query", "hyde", "step-back")


def _check_names(s: Settings) -> None:
    """Every expansion ``understand.expand`` turns on by default is known (config knows none)."""
    unknown = [n for n in s.understand.expand.split(",") if n.strip() and n.strip() not in EXPANSIONS]
    if unknown:
        raise setting_error(s, "expand", "names no expansion; known: " + ", ".join(EXPANSIONS))


SETTING_CHECKS.append(_check_names)


def expansion_configs(default: RankConfig) -> dict[str, RankConfig]:
    """One ``graphrag eval`` configuration per expander: the default ranking over candidates
    retrieved with that expansion (eval reads the name to expand)."""
    return {name: dataclasses.replace(default, name=name) for name in EXPANSIONS}
