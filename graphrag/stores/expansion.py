"""The k-hop expansion both graph stores share: breadth-first bookkeeping over any neighbour source.

A store supplies ``neighbours(frontier)``: for each frontier node, its distinct neighbours over
MENTIONS and RELATED edges (either direction, no Document nodes), at most ``max_fanout`` of them
in ascending id order. The networkx store reads them from memory; the Neo4j store asks for a
whole level in one Cypher round trip. Everything else happens here, once, so both stores give the
same answers.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence

from ..models import GraphHit, Relation
from ..text import shown_name

Node = tuple[bool, str]  # (is_chunk, id): entity and chunk ids live in separate spaces


def node_order(node: Node) -> tuple[str, bool]:
    return node[1], node[0]


def relation_order(r: Relation) -> tuple[str, str, str, str]:
    """The order ``GraphStore.entity_relations`` answers in, for every store."""
    return r.source, r.target, r.predicate, r.chunk_id


def breadth_first(
    seeds: Sequence[str],
    hops: int,
    neighbours: Callable[[list[Node]], Mapping[Node, Sequence[Node]]],
    entity_name: Callable[[str], str],
) -> list[GraphHit]:
    """Chunks within ``hops`` edges of the seed entities.

    Each node keeps its first (smallest) distance; the seeds that reach it are those of every
    frontier node that reaches it at that distance; its parent is the first to discover it, with
    frontiers and neighbours taken in id order. Sorted by distance, then by how many seeds reach
    the chunk (more first), then chunk id; the path lists entity names from a seed to the chunk."""
    start: list[Node] = sorted({(False, s) for s in seeds}, key=node_order)
    dist: dict[Node, int] = {n: 0 for n in start}
    reach: dict[Node, set[str]] = {n: {n[1]} for n in start}
    parent: dict[Node, Node | None] = {n: None for n in start}
    frontier = start
    for depth in range(1, hops + 1):
        if not frontier:
            break
        near = neighbours(frontier)
        nxt: list[Node] = []
        for node in sorted(frontier, key=node_order):
            for m in near.get(node, ()):
                if m not in dist:
                    dist[m], reach[m], parent[m] = depth, set(), node
                    nxt.append(m)
                if dist[m] == depth:
                    reach[m] |= reach[node]
        frontier = nxt
    hits = []
    for node, d in dist.items():
        if not node[0]:
            continue
        path, cur = [], parent[node]
        while cur is not None:
            if not cur[0]:
                path.append(entity_name(cur[1]))
            cur = parent[cur]
        hits.append(GraphHit(node[1], d, tuple(sorted(reach[node])), tuple(reversed(path))))
    hits.sort(key=lambda h: (h.distance, -len(h.seeds), h.chunk_id))
    return hits


def named_by_mentions(
    seen: Iterable[tuple[Mapping[str, int], Mapping[str, int]]], key: str = ""
) -> tuple[str, str | None, list[str]] | None:
    """An entity's (shown name, type, aliases) from its mentions' (names, kinds) counts: the name
    and type seen most often (a tie: the first in sorted order), every spelling an alias; a name of
    two or more words in capitals throughout (a heading's, a credit line's: "WALTER GREAVES") only
    when the text writes it no other way, nor one with more words in capitals than the same name
    written otherwise (a pedigree's "Hedda VOSS" beside its notes' "Hedda Voss"). Both
    graph stores choose so, from the chunks that mention the entity now: a function of the set of
    chunks, whatever order they came in, and a name only deleted chunks used goes with them.
    A document title is shown without its subtitle when it names the entity ``key``
    (text.shown_name). None when no mention says (an extractor that does not)."""
    names: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    for n, k in seen:
        names.update(n)
        kinds.update(k)
    if not names:
        return None
    kind = min(kinds, key=lambda v: (-kinds[v], v)) if kinds else None
    shown = {v: shown_name(v, key) for v in names}
    best = min(names, key=lambda v: (_in_capitals(shown[v]), _louder(v, names), -names[v], v))
    return shown[best], kind, sorted(names)


def _louder(name: str, names: Iterable[str]) -> bool:
    """A name of two or more words that the text also writes with fewer of them in capitals."""

    def loud(v: str) -> int:
        return sum(1 for w in v.split() if len(w) > 1 and w.isupper())

    return len(name.split()) > 1 and any(v.lower() == name.lower() and loud(v) < loud(name) for v in names)


def _in_capitals(name: str) -> bool:
    """Two or more words, every letter a capital: how headings and credits set a name, not prose."""
    return len(name.split()) > 1 and name.isupper()
