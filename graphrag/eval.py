"""Evaluation: Recall@k, Precision@k, MRR and NDCG@k per configuration, over documents.

A document ranks where its best chunk ranks. Relevance is binary (the query's ``supporting``
documents). Recall@k is the share of a query's gold documents found in the top k, averaged over
queries (as in the HippoRAG papers); MRR uses the whole ranking. A query may instead (or also)
carry ``chains``: alternative gold lists, of which the best one counts for Recall@k (the other
metrics use ``supporting``, else the first chain). Queries that carry ``hops`` are also reported
by hops.
"""

from __future__ import annotations

import json
import math
import random
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from .errors import InputError
from .pipeline import QueryPipeline, RankConfig
from .understand.threshold import confidence

RUN_DEPTH = 20  # documents written per query and configuration in a saved run, at least


@dataclass(frozen=True)
class Query:
    qid: str
    question: str
    supporting: tuple[str, ...]
    chains: tuple[tuple[str, ...], ...] = ()  # alternative gold lists: the best one counts for recall
    hops: int | None = None

    @property
    def gold_lists(self) -> list[set[str]]:
        return [set(c) for c in self.chains] or [set(self.supporting)]


def load_queries(path: str | Path) -> list[Query]:
    out = []
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                r = json.loads(line)
                chains = tuple(tuple(str(d) for d in c) for c in r.get("chains") or ())
                supporting = tuple(str(s) for s in r["supporting"]) if "supporting" in r or not chains else chains[0]
                hops = int(r["hops"]) if r.get("hops") is not None else None
                out.append(Query(str(r["id"]), str(r["question"]), supporting, chains, hops))
            except (json.JSONDecodeError, KeyError, TypeError, ValueError) as e:
                raise InputError(
                    f"{path}:{lineno}: not a query record with id, question, supporting or chains ({e})"
                ) from e
    if not out:
        raise InputError(f"{path}: no queries")
    return out


# -- metrics, one query at a time ---------------------------------------------------------
LEAD_INS = ("Can you tell me ", "I'd like to know ", "Please find out ", "Do you know ")
IMPERATIVES = ("Name", "Identify", "List", "Tell")
WORDINGS = ("as-written", "lower", "misspelt", "lead-in")


def reworded(queries: Sequence[Query], how: str) -> list[Query]:
    """The questions written another way (``WORDINGS``), to see how wording moves recall:
    "lower" types them without capitals; "misspelt" swaps two adjacent letters inside the
    longest capitalised word after the first (a name, mostly; seeded, so the same every run);
    "lead-in" puts one of ``LEAD_INS`` before each that does not open with an imperative."""
    if how not in WORDINGS:
        raise ValueError(f"unknown wording {how!r}: one of {', '.join(WORDINGS)}")
    rng = random.Random(7 if how == "misspelt" else 3)
    out = []
    for q in queries:
        text = q.question
        if how == "lower":
            text = text.lower()
        elif how == "misspelt":
            words = list(re.finditer(r"\b[A-Z][a-z]{5,}\b", text[1:]))
            if words:
                m = max(words, key=lambda m: len(m.group()))
                w, i = m.group(), rng.randrange(1, len(m.group()) - 2)
                start = m.start() + 1
                text = text[:start] + w[:i] + w[i + 1] + w[i] + w[i + 2 :] + text[start + len(w) :]
        elif how == "lead-in" and text.split()[0] not in IMPERATIVES:
            first = text.split()[0]
            text = rng.choice(LEAD_INS) + (text if first[1:2].isupper() else text[0].lower() + text[1:])
        out.append(replace(q, question=text))
    return out


def recall_at(ranked: Sequence[str], gold: set[str], k: int) -> float:
    return len(gold & set(ranked[:k])) / len(gold) if gold else 0.0


def precision_at(ranked: Sequence[str], gold: set[str], k: int) -> float:
    return len(gold & set(ranked[:k])) / k


def reciprocal_rank(ranked: Sequence[str], gold: set[str]) -> float:
    return next((1.0 / i for i, d in enumerate(ranked, 1) if d in gold), 0.0)


def ndcg_at(ranked: Sequence[str], gold: set[str], k: int) -> float:
    dcg = sum(1.0 / math.log2(i + 1) for i, d in enumerate(ranked[:k], 1) if d in gold)
    ideal = sum(1.0 / math.log2(i + 1) for i in range(1, min(k, len(gold)) + 1))
    return dcg / ideal if ideal else 0.0


def metrics(
    runs: dict[str, list[str]],
    qrels: dict[str, set[str]],
    ks: Sequence[int],
    chains: dict[str, list[set[str]]] | None = None,
) -> dict[str, float]:
    """Mean of every metric over the queries of ``qrels``; a query missing from runs scores 0.
    With ``chains``, Recall@k of a query is its best over its alternative gold lists."""
    out: dict[str, float] = {}
    n = len(qrels)
    chains = chains or {}
    for k in ks:
        out[f"recall@{k}"] = (
            sum(max(recall_at(runs.get(q, []), c, k) for c in chains.get(q, [g])) for q, g in qrels.items()) / n
        )
        out[f"precision@{k}"] = sum(precision_at(runs.get(q, []), g, k) for q, g in qrels.items()) / n
        out[f"ndcg@{k}"] = sum(ndcg_at(runs.get(q, []), g, k) for q, g in qrels.items()) / n
    out["mrr"] = sum(reciprocal_rank(runs.get(q, []), g) for q, g in qrels.items()) / n
    return out


def doc_ranking(order: Iterable[tuple[str, float]], doc_of: dict[str, str]) -> list[tuple[str, float]]:
    """Chunks to documents: each document at the place of its best chunk, with that score."""
    seen: dict[str, float] = {}
    for cid, score in order:
        doc = doc_of.get(cid)
        if doc is not None and doc not in seen:
            seen[doc] = score
    return list(seen.items())


# -- the run ------------------------------------------------------------------------------
@dataclass
class EvalResult:
    queries: int
    configs: dict[str, dict[str, float]]
    runs: dict[str, dict[str, list[tuple[str, float]]]]  # config -> qid -> ranked docs
    reranker: str = ""
    by_hops: dict[str, dict[int, dict[str, float]]] = field(default_factory=dict)  # config -> hops -> metrics
    hop_counts: dict[int, int] = field(default_factory=dict)
    confidence: dict[str, float] = field(default_factory=dict)  # qid -> best cosine (understand/threshold.py)
    min_score: float = 0.0  # a threshold to report on; 0: none
    # LLM expansion -> (questions it was skipped for, the first reason): such a configuration
    # measured fewer expansions than it names
    skipped: dict[str, tuple[int, str]] = field(default_factory=dict)

    @property
    def cut(self) -> int:
        """Answerable questions (every eval question has gold) the threshold would cut."""
        from .understand.threshold import cut

        return cut(self.confidence, self.min_score) if self.min_score else 0

    def to_json(self) -> dict:
        out = {"queries": self.queries, "configs": self.configs}
        if self.by_hops:
            out["by_hops"] = {name: {str(h): m for h, m in per.items()} for name, per in self.by_hops.items()}
            out["hop_counts"] = {str(h): n for h, n in self.hop_counts.items()}
        if self.reranker:
            out["reranker"] = self.reranker
        if self.min_score:
            out["threshold"] = {"min_score": self.min_score, "cut": self.cut, "answerable": self.queries}
        if self.skipped:
            out["skipped"] = {name: {"questions": n, "why": why} for name, (n, why) in self.skipped.items()}
        return out


def _documents(
    pipeline: QueryPipeline, order: list[tuple[str, float]], dense: Sequence[str], doc_of: dict[str, str]
) -> list[tuple[str, float]]:
    """A ranking of chunks as documents, each at its best chunk; a short list (few BM25 matches)
    padded from the dense list to RUN_DEPTH. ``doc_of`` caches chunk -> document across calls."""
    missing = [c for c, _ in order if c not in doc_of]
    doc_of.update({c: ch.doc_id for c, ch in pipeline.index.docs.chunks(missing).items()})
    docs = doc_ranking(order, doc_of)
    if len(docs) < RUN_DEPTH:
        pad = [c for c in dense if c not in doc_of]
        doc_of.update({c: ch.doc_id for c, ch in pipeline.index.docs.chunks(pad).items()})
        low = min((s for _, s in docs), default=0.0)
        have = {d for d, _ in docs}
        for c in dense:
            d = doc_of.get(c)
            if d and d not in have:
                have.add(d)
                low -= 1e-6
                docs.append((d, low))
    return docs


def _scored(
    queries: Sequence[Query],
    runs: dict[str, dict[str, list[tuple[str, float]]]],
    ks: Sequence[int],
    reranker: str,
    confidences: dict[str, float],
    min_score: float,
) -> EvalResult:
    """The metrics of every configuration's runs, overall and by hops."""
    qrels = {q.qid: set(q.supporting) for q in queries}
    chains = {q.qid: q.gold_lists for q in queries}
    ranked = {name: {qid: [d for d, _ in docs] for qid, docs in per_q.items()} for name, per_q in runs.items()}
    table = {name: metrics(r, qrels, ks, chains) for name, r in ranked.items()}
    by_hops: dict[str, dict[int, dict[str, float]]] = {}
    hop_counts: dict[int, int] = {}
    for h in sorted({q.hops for q in queries if q.hops is not None}):
        part = {q.qid: qrels[q.qid] for q in queries if q.hops == h}
        hop_counts[h] = len(part)
        for name, r in ranked.items():
            by_hops.setdefault(name, {})[h] = metrics(r, part, ks, chains)
    return EvalResult(len(queries), table, runs, reranker, by_hops, hop_counts, confidences, min_score)


def evaluate(
    pipeline: QueryPipeline,
    queries: Sequence[Query],
    configs: Sequence[RankConfig],
    ks: Sequence[int],
    progress: Callable[[int], None] | None = None,
    expand: Mapping[str, Sequence[str]] | None = None,
    min_score: float = 0.0,
) -> EvalResult:
    """``expand``: configuration name -> expanders (understand/expand.py) its retrieval runs with;
    ``min_score``: a threshold to count the questions it would cut."""
    from .understand.ask import Gathered, Session

    session = Session(pipeline)
    skipped: dict[str, str] = {}  # LLM expansion -> why it was skipped (the first time)
    skip_counts: dict[str, int] = {}  # LLM expansion -> questions it was skipped for
    expand = expand or {}
    confidences: dict[str, float] = {}
    runs: dict[str, dict[str, list[tuple[str, float]]]] = {c.name: {} for c in configs}
    reranker = ""
    doc_of: dict[str, str] = {}
    pipeline.also_retrieve = {r for c in configs for r in c.retrievers}
    for q in queries:
        retrieved: dict[tuple[str, ...], Gathered] = {}
        for config in configs:
            names = tuple(expand.get(config.name, ()))
            if names not in retrieved:
                retrieved[names] = session.gather(q.question, names)
                for name, why in retrieved[names].skipped.items():
                    skipped.setdefault(name, why)
                    skip_counts[name] = skip_counts.get(name, 0) + 1
            cand = retrieved[names].cand
            confidences[q.qid] = confidence(cand.scores["dense"])
            ranking = session.rank(retrieved[names], config)
            reranker = reranker or ranking.reranker
            runs[config.name][q.qid] = _documents(pipeline, list(ranking.order), cand.lists["dense"], doc_of)
        if progress:
            progress(1)
    result = _scored(queries, runs, ks, reranker, confidences, min_score)
    result.skipped = {name: (skip_counts[name], why) for name, why in skipped.items()}
    return result


def write_trec_run(result: EvalResult, path: str | Path) -> None:
    """One line per ranked document: ``qid Q0 docid rank score config``."""
    with open(path, "w", encoding="utf-8") as f:
        for name, per_q in result.runs.items():
            for qid, docs in per_q.items():
                for rank, (doc, score) in enumerate(docs, 1):
                    f.write(f"{qid} Q0 {doc} {rank} {score:.6f} {name}\n")


def format_table(result: EvalResult, ks: Sequence[int]) -> str:
    cols = [f"R@{k}" for k in ks] + [f"P@{k}" for k in ks] + ["MRR"] + [f"nDCG@{k}" for k in ks]
    keys = [f"recall@{k}" for k in ks] + [f"precision@{k}" for k in ks] + ["mrr"] + [f"ndcg@{k}" for k in ks]
    width = max(len(n) for n in result.configs) + 2
    lines = ["config".ljust(width) + " ".join(c.rjust(7) for c in cols)]
    for name, m in result.configs.items():
        lines.append(name.ljust(width) + " ".join(f"{100 * m[k]:7.1f}" for k in keys))
    lines.append(
        f"({result.queries} queries; figures are percentages"
        + (f"; reranker: {result.reranker}" if result.reranker else "; no cross-encoder ran")
        + ")"
    )
    if result.min_score:
        share = 100 * result.cut / result.queries
        lines.append(
            f"--min-score {result.min_score:g} would cut {result.cut} of {result.queries} answerable questions "
            f"({share:.1f}%): their best chunk's cosine to the question is below it"
        )
    for name, (n, why) in result.skipped.items():
        lines.append(f"{name} was skipped for {n} of {result.queries} questions (those ranked as without it): {why}")
    if result.by_hops:
        lines += ["", "Recall by hops".ljust(width) + " ".join(f"R@{k}".rjust(7) for k in ks)]
        for name, per in result.by_hops.items():
            for h, m in per.items():
                label = f"{name} {h}-hop (n={result.hop_counts[h]})"
                lines.append(label.ljust(width + 12) + " ".join(f"{100 * m[f'recall@{k}']:7.1f}" for k in ks))
    return "\n".join(lines)


def plot_recall(result: EvalResult, ks: Sequence[int], path: str | Path) -> None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as e:
        raise InputError("--plot needs matplotlib: pip install matplotlib") from e
    fig, ax = plt.subplots(figsize=(6, 4))
    for name, m in result.configs.items():
        ax.plot(list(ks), [100 * m[f"recall@{k}"] for k in ks], marker="o", label=name)
    ax.set_xlabel("k")
    ax.set_ylabel("Recall@k (%)")
    ax.set_title(f"Recall@k over {result.queries} queries")
    ax.set_xticks(list(ks))
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
