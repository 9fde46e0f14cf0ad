"""Graph retrieval over the entity–chunk graph: chaining, personalised PageRank, k-hop.

All three read the graph through the GraphStore protocol (``chunk_entities`` and
``entity_chunks``), so the networkx and Neo4j stores give the same answers.

* ``chain``: multi-hop questions are answered by a *pair* of chunks, the second reached from the
  first through an entity they share. The best text matches are first hops; every chunk that
  shares a specific entity with a first hop is scored by its own match, the first hop's score,
  and the strength of the link (idf of the entity, more when the entity is the title the second
  chunk is about). Every chunk keeps its best score. This is what the default query runs.
* ``ppr``: personalised PageRank over the local entity–chunk graph, restarting at the linked
  question entities and the best text matches.
* ``khop``: chunks within N edges of the linked entities (``GraphStore.expand``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from ..config import register_params
from ..params import Params, param
from ..stores.protocols import GraphStore


@dataclass
class GraphEvidence:
    """Why the graph stage scored a chunk: the entities it came through, from which chunk."""

    entities: list[str] = field(default_factory=list)  # entity ids, seed first
    via_chunk: str | None = None
    title_link: bool = False
    path: list[str] = field(default_factory=list)  # labels from a seed to the chunk, if known
    steps: list[str] = field(default_factory=list)  # a relation path: "[A]", "-pred->", "(B)", ...
    # each hop a person can read: (from, to, the sentence that states or makes the link)
    hops: list[tuple[str, str, str]] = field(default_factory=list)


@register_params
@dataclass(frozen=True)
class ChainParams(Params):
    """The chain stage's parameters (settings ``first_hops`` ...; also read by ppr, khop and learned)."""

    TITLE = "chain"
    first_hops: int = param(3, "how many of the best text matches start a chain", ge=1)
    link_weight: float = param(0.1, "a link's worth, times the shared entity's idf")
    title_bonus: float = param(1.0, "added when the shared entity is the title of the chunk reached")
    question_bonus: float = param(1.5, "added to chunks naming an entity of the question")
    max_fanout: int = param(50, "entities in more chunks than this are hubs: not walked through", ge=1)


def _idf(n_chunks: int, df: int) -> float:
    return math.log(max(n_chunks, 2) / max(df, 1))


def chain_scores(
    base: Mapping[str, float],
    graph: GraphStore,
    title_keys: Callable[[Sequence[str]], dict[str, str]],
    extra_base: Callable[[Sequence[str]], dict[str, float]],
    doc_of: Callable[[Sequence[str]], dict[str, str]],
    linked: Sequence[str],
    n_chunks: int,
    p: ChainParams,
) -> tuple[dict[str, float], dict[str, GraphEvidence]]:
    """Final scores: each chunk's best of twice its own base score and every chain reaching it.

    ``base`` holds normalised text scores for the candidate pool; ``extra_base`` gives them for
    chunks outside it; ``title_keys`` and ``doc_of`` map chunk ids to their title's entity key and
    document id."""
    base = dict(base)
    evidence: dict[str, GraphEvidence] = {}
    linked_chunks = graph.entity_chunks(list(linked)) if linked else {}
    pool_titles = title_keys(list(base) + [c for cs in linked_chunks.values() for c in cs])
    # chunks that name a question entity start with a bonus (more if they are about it)
    for e, chunks in linked_chunks.items():
        if len(chunks) > p.max_fanout:
            continue
        missing = [c for c in chunks if c not in base]
        base.update(extra_base(missing))
        for c in chunks:
            if c in base:
                about = pool_titles.get(c) == e
                base[c] += p.question_bonus * (1.0 if about else 0.5)
                evidence.setdefault(c, GraphEvidence([e], title_link=about))
    scores = {c: 2 * s for c, s in base.items()}
    first = sorted(base, key=lambda c: (-base[c], c))[: p.first_hops]
    mentions = graph.chunk_entities(first)
    entities = sorted({e for es in mentions.values() for e in es})
    reach = {e: cs for e, cs in graph.entity_chunks(entities).items() if len(cs) <= p.max_fanout}
    reached = sorted({c for cs in reach.values() for c in cs})
    base.update(extra_base([c for c in reached if c not in base]))
    titles = title_keys(reached)
    docs = doc_of(reached + first)
    for a in first:
        for e in mentions.get(a, []):
            if e not in reach:
                continue
            link = p.link_weight * _idf(n_chunks, len(reach[e]))
            for b in reach[e]:
                if b == a or docs.get(b) == docs.get(a) or b not in base:
                    continue
                about = titles.get(b) == e
                s = base[a] + base[b] + link + (p.title_bonus if about else 0.0)
                if s > scores.get(b, -math.inf):
                    scores[b] = s
                    named = evidence[b].entities if b in evidence and not evidence[b].via_chunk else []
                    evidence[b] = GraphEvidence(
                        [*named, *([e] if e not in named else [])], via_chunk=a, title_link=about
                    )
    return scores, evidence


def personalized_pagerank(
    seeds_chunks: Mapping[str, float],
    seed_entities: Sequence[str],
    graph: GraphStore,
    max_fanout: int = 50,
    damping: float = 0.5,
    iterations: int = 100,
    tol: float = 1e-10,
) -> dict[str, float]:
    """PageRank restarting at the seeds, over the chunks and entities two steps around them.

    Hub entities (more than ``max_fanout`` chunks) are left out of the walk. Edges from an entity
    are weighted by its idf so that specific entities carry the walk further."""
    chunks = set(seeds_chunks)
    mentions = graph.chunk_entities(sorted(chunks))
    entities = set(seed_entities) | {e for es in mentions.values() for e in es}
    members = {e: cs for e, cs in graph.entity_chunks(sorted(entities)).items() if len(cs) <= max_fanout}
    chunks |= {c for cs in members.values() for c in cs}
    nodes = sorted(chunks) + sorted(members)
    index = {n: i for i, n in enumerate(nodes)}
    n_chunks = len(chunks)
    rows, cols, weights = [], [], []
    for e, cs in members.items():
        w = _idf(max(n_chunks, 2), len(cs)) + 1e-3
        for c in cs:
            rows += [index[c], index[e]]
            cols += [index[e], index[c]]
            weights += [w, w]
    from scipy import sparse

    size = len(nodes)
    if not size:
        return {}
    adj = sparse.csr_matrix((weights, (rows, cols)), shape=(size, size))
    out_weight = np.asarray(adj.sum(axis=1)).ravel()
    dangling = out_weight == 0  # their mass restarts, as in networkx.pagerank
    out_weight[dangling] = 1.0
    transition = sparse.diags(1.0 / out_weight) @ adj  # row-stochastic
    restart = np.zeros(size)
    for c, w in seeds_chunks.items():
        restart[index[c]] += max(w, 0.0)
    for e in seed_entities:
        if e in index:
            restart[index[e]] += 1.0
    if restart.sum() == 0:
        return {}
    restart /= restart.sum()
    rank = restart.copy()
    for _ in range(iterations):
        walked = transition.T @ rank + rank[dangling].sum() * restart
        new = (1 - damping) * restart + damping * walked
        done = np.abs(new - rank).sum() < tol
        rank = new
        if done:
            break
    return {n: float(rank[index[n]]) for n in sorted(chunks)}
