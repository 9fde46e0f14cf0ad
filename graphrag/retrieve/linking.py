"""Link the entities named in a question to entities of the graph.

1. Exact: every word n-gram of the question (up to twelve words, not only stop words) is
   normalised as entity names are (case, accents, punctuation, "the", possessives, corporate
   suffixes) and looked up in the graph store by key, in one batch; the longest non-overlapping
   matches win.
2. Fuzzy: a run of capitalised words (or an identifier) that no exact match covers is compared
   with every entity key by edit similarity (rapidfuzz); the best at or above ``fuzzy_cutoff``
   links ("Margaraviate of Austria" -> "Margraviate of Austria").
3. Embedding: what is still unlinked is embedded and linked to the entity whose name is nearest,
   if the cosine reaches ``embedding_cutoff`` (needs the entity-name vectors; see EntityNames).

A question written with capitals beyond its first letter is taken to mean its case: there, a
match written all in lower case ("the primary engineer") does not link to a name ("Primary").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..models import Entity, is_value
from ..stores.protocols import GraphStore
from ..text import longest_matches, name_key

# Runs of capitalised words, identifiers or numbers, joined by short lower-case function words.
_NAME_RUN = re.compile(
    r"(?:[A-Z0-9][\w'’.-]*)(?:(?:\s+(?:of|the|and|de|la|von|van|du|del|der|for|on|in)){0,2}\s+[A-Z0-9][\w'’.-]*)*"
)


@dataclass(frozen=True)
class Link:
    surface: str  # the words of the question
    entity: Entity
    how: str = "exact"  # exact | fuzzy | embedding


class EntityNames:
    """All entity keys of a graph, loaded once per pipeline, for fuzzy and embedding linking."""

    def __init__(self, graph: GraphStore, embed: Callable[[list[str]], np.ndarray] | None = None):
        self.graph = graph
        self.keys = sorted(k for k in graph.entity_ids() if not is_value(k))  # values are not names
        self._embed = embed
        self._vectors: np.ndarray | None = None

    def fuzzy(self, text: str, cutoff: float) -> str | None:
        from rapidfuzz import fuzz, process

        key = name_key(text)
        if len(key) < 4:
            return None
        best = process.extractOne(key, self.keys, scorer=fuzz.ratio, score_cutoff=cutoff * 100)
        return best[0] if best else None

    def nearest(self, texts: list[str], cutoff: float) -> list[str | None]:
        if self._embed is None or not self.keys:
            return [None] * len(texts)
        if self._vectors is None:
            self._vectors = self._embed(self.keys)
        sims = self._embed(texts) @ self._vectors.T
        best = sims.argmax(axis=1)
        return [self.keys[j] if sims[i, j] >= cutoff else None for i, j in enumerate(best)]


def link_entities(
    question: str,
    graph: GraphStore,
    names: EntityNames | None = None,
    fuzzy_cutoff: float = 0.0,
    embedding_cutoff: float = 0.0,
    max_words: int = 12,
) -> list[Link]:
    found: dict[str, Entity] = {}

    def lookup(keys: set[str]) -> set[str]:
        found.update(graph.find_entities(keys))
        return set(found)

    cased = any(c.isupper() for c in question[1:])
    links: list[Link] = []
    seen: set[str] = set()
    covered: list[tuple[int, int]] = []
    for key, start, end in longest_matches(question, lookup=lookup, max_n=max_words):
        surface = question[start:end]
        if cased and not any(c.isupper() or c.isdigit() for c in surface):
            continue
        covered.append((start, end))
        if found[key].entity_id not in seen:
            seen.add(found[key].entity_id)
            links.append(Link(surface, found[key]))
    if names is None or not (fuzzy_cutoff or embedding_cutoff):
        return links
    runs = [
        m
        for m in _NAME_RUN.finditer(question)
        if m.start() > 0 or len(m.group().split()) > 1 or any(c.isdigit() for c in m.group())
    ]
    loose = [m.group().strip(" .") for m in runs if not any(s < m.end() and m.start() < e for s, e in covered)]
    rest: list[str] = []
    for text in loose:
        fuzzy = names.fuzzy(text, fuzzy_cutoff) if fuzzy_cutoff else None
        if fuzzy is None:
            rest.append(text)
        else:
            _add(links, seen, graph, text, fuzzy, "fuzzy")
    if rest and embedding_cutoff:
        for text, near in zip(rest, names.nearest(rest, embedding_cutoff)):
            if near is not None:
                _add(links, seen, graph, text, near, "embedding")
    return links


def _add(links: list[Link], seen: set[str], graph: GraphStore, surface: str, key: str, how: str) -> None:
    if key in seen:
        return
    entity = graph.find_entities([key]).get(key)
    if entity is not None:
        seen.add(key)
        links.append(Link(surface, entity, how))
