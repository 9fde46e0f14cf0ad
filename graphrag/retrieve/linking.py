"""Link the entities named in a question to entities of the graph.

Every word n-gram of the question (up to six words, not only stop words) is normalised as entity
names are (case, accents, punctuation, "the", possessives, corporate suffixes) and looked up in
the graph store by id and alias in one batch; the longest non-overlapping matches win.
A question written with capitals beyond its first letter is taken to mean its case: there, a
match written all in lower case ("the primary engineer") does not link to a name ("Primary").
"""
from __future__ import annotations

from dataclasses import dataclass

from ..models import Entity
from ..stores.protocols import GraphStore
from ..text import longest_matches


@dataclass(frozen=True)
class Link:
    surface: str  # the words of the question
    entity: Entity


def link_entities(question: str, graph: GraphStore, max_words: int = 6) -> list[Link]:
    found: dict[str, Entity] = {}

    def lookup(keys: set[str]) -> set[str]:
        found.update(graph.find_entities(keys))
        return set(found)

    cased = any(c.isupper() for c in question[1:])
    links, seen = [], set()
    for key, start, end in longest_matches(question, lookup=lookup, max_n=max_words):
        entity = found[key]
        surface = question[start:end]
        if cased and not any(c.isupper() or c.isdigit() for c in surface):
            continue
        if entity.entity_id not in seen:
            seen.add(entity.entity_id)
            links.append(Link(surface, entity))
    return links
