"""What the learned ranker knows about each candidate chunk: cheap signals from every retriever.

The candidates are the union of the best chunks of each list: the weighted text fusion, RRF of
BM25 and dense, the chain stage, the bridges over passages and the relation paths. Every
signal is normalised within the question (reciprocal ranks, z-scores, shares of the question's
words), so one model serves corpora of any size and style. Which signal to trust, and when, is
learnt (scripts/train_ranker), not set by hand.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from .bridge import Bridged, Path, bridge_list
from .fusion import FusionParams, ZScore, rrf

if TYPE_CHECKING:
    from .context import Fused, StageContext
    from .path_evidence import PathEvidence

FEATURES = (
    "w_z",  # weighted text fusion, z-scored over the pool
    "w_rr",  # reciprocal rank (1 / (1 + rank)) in the weighted fusion
    "rrf_rr",  # ... in RRF of BM25 and dense
    "bm25_rr",
    "dense_rr",
    "bm25_z",
    "dense_z",
    "dense_cos",
    "chain_rr",  # ... in the chain stage's order
    "chain_gain",  # the chain's score above twice the chunk's own
    "bridge_rr",  # ... in the bridges' list (best path first, its passages in path order)
    "bridge_score",  # the best path prefix ending at the chunk
    "bridge_depth",  # passages before it on that path (-1: not reached)
    "bridge_seedrank",  # reciprocal rank of that path's first passage among the seeds
    "rel_rr",  # ... in the relation-path evidence list
    "rel_trust",  # the best relation path's score per hop (0: none, or one hop)
    "rel_typed",  # that path walks typed facts only
    "rel_hops",  # facts on the path that brought the chunk
    "q_ent",  # the chunk names an entity the question names
    "q_about",  # the chunk's title is an entity the question names
    "n_lists",  # lists that rank it in their top 10
    "b_text",  # the last bridge step into it: its text score,
    "b_res",  # its residual (the question's words the path had not matched)
    "b_link",  # and its link strength
    "lk1",  # the strongest rare name word it shares with the best text match (idf / log N)
    "lk3",  # ... with any of the best three
    "ab1",  # ... when that word is in the chunk's title (it is about it)
    "ab3",
    "res1",  # BM25 of the question's words the best text match lacks, over the pool's best
    "res2",  # ... that the best two lack
    "q_terms",  # the question's BM25 terms
    "rel_found",  # the question has relation-path evidence at all
    "top_margin",  # the best text match's lead over the second
    "tit_in1",  # the best text match names this chunk's title
    "tit_in3",  # one of the best three does (reciprocal rank of the first that does)
    "men_t1",  # this chunk names the best text match's title
    "men_t3",
)
CANDIDATES = 30  # chunks taken from the top of each list
RELPATH_CANDIDATES = 20
LINK_DF = 10  # a name word in more chunks than this is no link for lk/ab


@dataclass
class Signals:
    """The other stages' outputs for one question."""

    chain: list[tuple[str, float]]  # the chain stage's order, with scores
    bridged: dict[str, Bridged]
    paths: list[Path]
    relpath: PathEvidence | None


def _recip(order: Sequence[str]) -> dict[str, float]:
    return {c: 1.0 / (1 + i) for i, c in enumerate(order)}


def features(fused: Fused, ctx: StageContext, sig: Signals) -> tuple[list[str], np.ndarray]:
    """(candidate chunk ids, one row of FEATURES per candidate)."""
    base = fused.base
    w_order = [c for c, _ in sorted(base.items(), key=lambda kv: (-kv[1], kv[0]))]
    rrf_order = [
        c
        for c, _ in rrf(
            {r: ctx.lists[r] for r in ("bm25", "dense") if r in ctx.lists}, k=FusionParams.of(ctx.settings).rrf_k
        )
    ]
    chain_order = [c for c, _ in sig.chain]
    blist = bridge_list(sig.paths)
    rel_ids = list(sig.relpath.ids) if sig.relpath else []
    cands = sorted(
        set(w_order[:CANDIDATES])
        | set(rrf_order[:CANDIDATES])
        | set(chain_order[:CANDIDATES])
        | set(blist[:CANDIDATES])
        | set(rel_ids[:RELPATH_CANDIDATES])
    )
    if not cands:
        return [], np.zeros((0, len(FEATURES)), dtype=np.float32)
    own = dict(base)
    own.update(fused.outside([c for c in cands if c not in own]))
    titles = ctx.lookup.title_keys(cands + w_order[:3])
    mentions = _entities(ctx, cands)
    top = sorted(base.values(), reverse=True)
    shared = _Shared(
        own=own,
        ranks={
            "w": _recip(w_order),
            "rrf": _recip(rrf_order),
            "bm25": _recip(ctx.lists.get("bm25", [])),
            "dense": _recip(ctx.lists.get("dense", [])),
            "chain": _recip(chain_order),
            "bridge": _recip(blist),
            "rel": _recip(rel_ids),
        },
        bm25=ctx.lookup.raw_scores("bm25", cands),
        dense=ctx.lookup.raw_scores("dense", cands),
        bz=ZScore(list(ctx.scores.get("bm25", {}).values()) or [0.0]),
        dz=ZScore(list(ctx.scores.get("dense", {}).values()) or [0.0]),
        chain_score=dict(sig.chain),
        seed_rank={c: i for i, c in enumerate(w_order)},
        linked=set(ctx.seeds),
        mentions=mentions,
        titles=titles,
        shared_words=_shared_words(ctx, cands, w_order[:3], titles),
        residuals=_residuals(ctx, cands, w_order[:2]),
        title_links=_title_links(ctx, cands, w_order[:3], titles, mentions),
        margin=top[0] - top[1] if len(top) > 1 else 0.0,
        n_terms=float(len(ctx.terms)),
        has_rel=float(bool(rel_ids)),
    )
    return cands, np.asarray([_row(c, shared, sig) for c in cands], dtype=np.float32)


@dataclass
class _Shared:
    """What every candidate's row is read from (computed once per question)."""

    own: dict[str, float]  # fused text score
    ranks: dict[str, dict[str, float]]  # list name -> reciprocal rank of each chunk in it
    bm25: dict[str, float]
    dense: dict[str, float]
    bz: ZScore
    dz: ZScore
    chain_score: dict[str, float]
    seed_rank: dict[str, int]
    linked: set[str]
    mentions: Mapping[str, Collection[str]]
    titles: dict[str, str]
    shared_words: tuple[list[dict[str, float]], list[dict[str, float]]]  # _shared_words: (link, about)
    residuals: list[dict[str, float]]  # _residuals
    title_links: tuple[list[dict[str, float]], list[dict[str, float]]]  # _title_links
    margin: float
    n_terms: float
    has_rel: float


def _row(c: str, sh: _Shared, sig: Signals) -> list[float]:
    """Candidate ``c``'s values, in the order of FEATURES."""
    ranks, own = sh.ranks, sh.own
    b = sig.bridged.get(c)
    step = b.path.steps[-1] if b and b.path.steps else (0.0, 0.0, 0.0)
    first = b.path.chunks[0] if b else None
    in_rel = c in ranks["rel"]
    rel = sig.relpath
    rel_ev = rel.evidence if rel else {}
    (lk, ab), res, (tin, men) = sh.shared_words, sh.residuals, sh.title_links
    return [
        own.get(c, 0.0),
        ranks["w"].get(c, 0.0),
        ranks["rrf"].get(c, 0.0),
        ranks["bm25"].get(c, 0.0),
        ranks["dense"].get(c, 0.0),
        sh.bz(sh.bm25.get(c, 0.0)),
        sh.dz(sh.dense.get(c, 0.0)),
        sh.dense.get(c, 0.0),
        ranks["chain"].get(c, 0.0),
        sh.chain_score.get(c, 0.0) - 2 * own.get(c, 0.0),
        ranks["bridge"].get(c, 0.0),
        b.score if b else 0.0,
        len(b.path.chunks) - 1 if b else -1,
        1.0 / (1 + sh.seed_rank[first]) if first in sh.seed_rank else 0.0,
        ranks["rel"].get(c, 0.0),
        rel.trust if rel and in_rel else 0.0,
        float(rel.typed) if rel and in_rel else 0.0,
        (len(rel_ev[c].steps) - 1) / 2 if c in rel_ev else 0.0,
        float(bool(sh.linked & set(sh.mentions.get(c, [])))),
        float(sh.titles.get(c) in sh.linked),
        float(sum(1 for k in ("w", "bm25", "dense", "bridge", "rel") if ranks[k].get(c, 0.0) >= 0.1)),
        step[0],
        step[1],
        step[2],
        lk[0].get(c, 0.0),
        lk[1].get(c, 0.0),
        ab[0].get(c, 0.0),
        ab[1].get(c, 0.0),
        res[0].get(c, 0.0),
        res[1].get(c, 0.0),
        sh.n_terms,
        sh.has_rel,
        sh.margin,
        tin[0].get(c, 0.0),
        tin[1].get(c, 0.0),
        men[0].get(c, 0.0),
        men[1].get(c, 0.0),
    ]


def _entities(ctx: StageContext, ids: list[str]) -> Mapping[str, Collection[str]]:
    """The entities each chunk names (read once per pipeline when the bridges' index is there)."""
    if ctx.names is not None:
        return ctx.names.entities_of(ids)
    return ctx.graph.chunk_entities(ids)


def _shared_words(
    ctx: StageContext, cands: list[str], top: list[str], titles: Mapping[str, str]
) -> tuple[list[dict[str, float]], list[dict[str, float]]]:
    """Per candidate: the strongest rare name word shared with the best text match, then with
    any of the best three (idf / log N), and the same for words in the candidate's title."""
    lk: list[dict[str, float]] = [{}, {}]
    ab: list[dict[str, float]] = [{}, {}]
    if ctx.names is None or not top:
        return lk, ab
    words_at = ctx.names.of_chunks(list(dict.fromkeys(top + cands)))
    chunks_of = ctx.names.chunks(sorted({w for c in top for w in words_at[c]}))
    n = max(ctx.n_chunks, 2)
    idf = {}  # a rare word's idf / log N; no entry for a hub or a word of one chunk
    for w, cs in chunks_of.items():
        if 1 < len(cs) <= LINK_DF:
            idf[w] = math.log(n / len(cs)) / math.log(n)
    for c in cands:
        about = set(titles.get(c, "").split())
        mine = words_at[c]
        best_l = best_a = 0.0
        for i, t in enumerate(top[:3]):
            if t != c:
                for w in words_at[t] & mine:
                    v = idf.get(w)
                    if v is not None:
                        best_l = max(best_l, v)
                        if w in about:
                            best_a = max(best_a, v)
            if i == 0:  # the best text match alone
                lk[0][c], ab[0][c] = best_l, best_a
        lk[1][c], ab[1][c] = best_l, best_a
    return lk, ab


def _residuals(ctx: StageContext, cands: list[str], top: list[str]) -> list[dict[str, float]]:
    """Per candidate: BM25 of the question's words that the best text match (then the best two)
    lacks, over the best such score among the candidates."""
    res: list[dict[str, float]] = [{}, {}]
    if ctx.term_scores is None or not ctx.terms or not top:
        return res
    terms = list(dict.fromkeys(ctx.terms))
    ids = list(dict.fromkeys(cands + top))
    matrix = ctx.term_scores(terms, ids)
    rows = dict(zip(ids, matrix))
    scale = max(float(matrix[: len(cands)].sum(axis=1).max()), 1e-9)
    for j in range(2):
        covered = np.zeros(len(terms), dtype=bool)
        for t in top[: j + 1]:
            covered |= rows[t] > 0
        for c in cands:
            res[j][c] = float(rows[c][~covered].sum()) / scale
    return res


def _title_links(
    ctx: StageContext,
    cands: list[str],
    top: list[str],
    titles: Mapping[str, str],
    mentions: Mapping[str, Collection[str]],
) -> tuple[list[dict[str, float]], list[dict[str, float]]]:
    """Per candidate: whether the best text match (then one of the best three, by reciprocal
    rank) names the candidate's title, and whether the candidate names theirs."""
    tin: list[dict[str, float]] = [{}, {}]
    men: list[dict[str, float]] = [{}, {}]
    named = _entities(ctx, top)
    named_by_top = [(t, set(named.get(t, [])), titles.get(t)) for t in top[:3]]
    for c in cands:
        title = titles.get(c)
        own = mentions.get(c, ())
        in_top = [t != c and bool(title) and title in by_t for t, by_t, _ in named_by_top]  # t names c's title
        in_own = [t != c and top_title in own for t, _, top_title in named_by_top]  # c names t's title
        for j, n in enumerate((1, 3)):  # the first (best ranked) of the top n that does, by reciprocal rank
            tin[j][c] = next((1.0 / (i + 1) for i, hit in enumerate(in_top[:n]) if hit), 0.0)
            men[j][c] = next((1.0 / (i + 1) for i, hit in enumerate(in_own[:n]) if hit), 0.0)
    return tin, men
