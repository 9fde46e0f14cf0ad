"""What a relation path gives the ranking: the chunks stating its facts, labelled steps and hops."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from ..models import CO_OCCURS, VALUE, is_value, shown_predicate
from ..stores.protocols import GraphStore
from .relpath import PathHit

if TYPE_CHECKING:
    from .graph import GraphEvidence
    from .relpath import RelationPaths


def path_labels(hit: PathHit, names: dict[str, str]) -> list[str]:
    """``[Anchor] -led_by-> (Ines Varga) <-worked_at- (Lindqvist Freight)``, as a list of steps."""

    def name(e: str) -> str:
        return names.get(e, e.removeprefix(VALUE))

    out = [f"[{name(hit.entities[0])}]"]
    at = hit.entities[0]
    for f in hit.facts:
        if f is None:
            continue
        forward = f.source == at
        at = f.target if forward else f.source
        said = shown_predicate(f)  # a doubted fact is shown as no fact
        out += [f"-{said}->" if forward else f"<-{said}-", f"({name(at)})"]
    return out


def path_hops(hit: PathHit, names: dict[str, str]) -> list[tuple[str, str, str]]:
    """(from, to, stating sentence) of each fact of a path, from its anchor."""

    def name(e: str) -> str:
        return names.get(e, e.removeprefix(VALUE))

    out = []
    at = hit.entities[0]
    for f in hit.facts:
        if f is None:
            continue
        nxt = f.target if f.source == at else f.source
        out.append((name(at), name(nxt), f.sentence))  # no sentence: named together (a co-occurrence)
        at = nxt
    return out


def evidence_list(hits: Sequence[PathHit], max_paths: int = 5) -> list[tuple[str, PathHit]]:
    """The chunks stating the facts of the best paths, best path first, each chunk once, in
    path order (the anchor's fact first), with the path that brought it."""
    out: dict[str, PathHit] = {}
    for hit in hits[:max_paths]:
        for f in hit.facts:
            if f is not None and f.chunk_id not in out:
                out[f.chunk_id] = hit
    return list(out.items())


class PathEvidence(NamedTuple):
    ids: list[str]  # chunks stating the best paths' facts, best path first, in path order
    evidence: dict[str, GraphEvidence]  # chunk id -> the path that brought it
    trust: float  # the best path's score per hop when it walks two hops or more (one is a single
    # fact match, as text finds), else 0
    typed: bool  # every step of the best path is a typed fact: no co-occurrence, no skipped hop


def relation_evidence(
    finder: RelationPaths,
    question: str,
    graph: GraphStore,
    relevance: Callable[[list[str]], dict[str, float]],
    min_match: float = 0.0,
    describe: Callable[[list[str]], dict[str, list[str]]] | None = None,
    linked: Sequence[tuple[str, str]] = (),
) -> PathEvidence:
    """The pipeline's hook: the chunks stating the facts of a question's best relation paths;
    nothing unless the best path scores at least ``min_match`` per hop of the question.
    ``linked``: names linked beyond exact matches (see ``RelationPaths.question``)."""
    from .graph import GraphEvidence

    rq = finder.question(question, graph, linked)
    if rq is None:
        return PathEvidence([], {}, 0.0, False)
    paths = finder.walk(rq, graph, relevance, describe)
    per_hop = paths[0].score / len(paths[0].facts) if paths else 0.0
    if not paths or per_hop < min_match:
        return PathEvidence([], {}, 0.0, False)
    two = len(paths[0].facts) >= 2
    typed = two and all(f is not None and f.predicate != CO_OCCURS for f in paths[0].facts)
    found = evidence_list(paths)
    ids = sorted({e for _, hit in found for e in hit.entities if not is_value(e)})
    names = {k: e.name for k, e in graph.find_entities(ids).items()}
    evidence = {
        c: GraphEvidence(
            [e for e in hit.entities if not is_value(e)], steps=path_labels(hit, names), hops=path_hops(hit, names)
        )
        for c, hit in found
    }
    return PathEvidence([c for c, _ in found], evidence, per_hop if two else 0.0, typed)


def fuse_ranked(
    order: Sequence[tuple[str, float]], extra: Sequence[str], weight: float, k: int = 60
) -> list[tuple[str, float]]:
    """Reciprocal-rank fusion of a scored order (weight 1) with one more ranked list."""
    scores = {c: 1.0 / (k + i + 1) for i, (c, _) in enumerate(order)}
    for i, c in enumerate(extra):
        scores[c] = scores.get(c, 0.0) + weight / (k + i + 1)
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
