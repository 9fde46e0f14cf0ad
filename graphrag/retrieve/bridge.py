"""Bridges: multi-hop paths over passages, each next passage chosen by what the question still asks.

A question whose answer is several documents away ("which President appointed the judge who
decided the case that Thistlewood overruled?") is answered by a chain of passages, each naming
what the next is about: the case names the earlier case, that one names its judge ("Pryce J"),
the judge's biography names the President. The chain is found without reading the question's
grammar:

* a path starts at one of the best text matches (``seeds``);
* from its last passage it can go to any passage that shares a *name word* with it: a word of an
  entity the passage mentions ("pryce" of "Pryce J", "quennell" of "Quennell v Land Registrar"),
  in at most ``max_df`` chunks (a word in more is a hub, not a link); the link's strength is the
  shared words' idf, more when the word is in the next passage's title (it is about it);
* each next passage scores by its own fused text match, plus the BM25 of the question's words
  that no passage of the path contains yet (the *residual*: "appointed", "president" once the
  case and the judge are found), plus the link;
* a beam keeps the ``beam`` best paths per step, to ``depth`` passages after the seed.

Each passage keeps the best score of any path prefix ending at it, and the path that gave it.
Nothing here is fitted to a corpus: the weights are few, shared by every set, and chosen
leave-one-set-out (docs/benchmarks.md).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from ..models import ALIAS, is_value
from ..stores.protocols import GraphStore
from ..text import STOP_WORDS


@dataclass(frozen=True)
class BridgeParams:
    seeds: int = 5  # best text matches a path may start from
    depth: int = 3  # passages a path adds after its seed
    beam: int = 8  # paths kept after each step
    max_df: int = 30  # a name word in more chunks than this links nothing
    fanout: int = 60  # next passages scored per path step, the best linked first
    text_weight: float = 0.3  # the next passage's fused text score (z-scored over the pool)
    residual_weight: float = 2.0  # BM25 of the words the path has not matched, over the best hit's BM25
    link_weight: float = 1.0  # shared name words' idf, over the largest idf
    about_bonus: float = 1.0  # a shared word in the next passage's title counts this much more
    about_link: float = 1.0  # a link to a passage about an entity the last one names

    def validate(self) -> None:
        for name in ("seeds", "depth", "beam", "max_df", "fanout"):
            if getattr(self, name) < 1:
                raise ValueError(f"bridge {name} must be at least 1")
        for name in ("text_weight", "residual_weight", "link_weight", "about_bonus", "about_link"):
            if getattr(self, name) < 0:
                raise ValueError(f"bridge {name} must not be negative")


def name_words(key: str) -> set[str]:
    """The words of an entity key that can link passages: not stop words, not bare numbers."""
    return {w for w in key.split() if len(w) > 1 and w not in STOP_WORDS and not w.isdigit()}


class NameWords:
    """What links passages, read from the graph store as paths need it and kept for the life of
    the pipeline (one index version): each chunk's entities and their name words; the chunks that
    mention an entity with a given word; the chunks *about* an entity (titled with it). A defined
    short name ("HVC", an ``ALIAS`` fact) counts as the name it stands for."""

    def __init__(self, graph: GraphStore):
        self.graph = graph
        self._entities: dict[str, list[str]] | None = None
        self._chunks: dict[str, list[str]] = {}
        self._of_chunk: dict[str, set[str]] = {}
        self._ents_of: dict[str, set[str]] = {}
        self._about: dict[str, list[str]] = {}
        self._alias: dict[str, str] | None = None

    def _index(self) -> dict[str, list[str]]:
        if self._entities is None:
            out: dict[str, list[str]] = {}
            for e in self.graph.entity_ids():
                if not is_value(e):
                    for w in name_words(e):
                        out.setdefault(w, []).append(e)
            self._entities = out
            self._alias = {r.source: r.target for r in self.graph.entity_relations(sorted(self._aliased(out)), [ALIAS])}
        return self._entities

    @staticmethod
    def _aliased(index: dict[str, list[str]]) -> set[str]:
        """Entities that may be defined short names: one word, no longer than ten letters."""
        return {e for w, es in index.items() for e in es if e == w and len(w) <= 10}

    def aliases(self) -> dict[str, str]:
        self._index()
        return self._alias or {}

    def entities_of(self, chunk_ids: Sequence[str]) -> dict[str, set[str]]:
        """The entities each chunk mentions (values aside), short names as what they stand for."""
        todo = [c for c in chunk_ids if c not in self._ents_of]
        if todo:
            alias = self.aliases()
            found = self.graph.chunk_entities(todo)
            for c in todo:
                es = {alias.get(e, e) for e in found.get(c, []) if not is_value(e)}
                self._ents_of[c] = es
                self._of_chunk[c] = {w for e in es for w in name_words(e)}
        return {c: self._ents_of[c] for c in chunk_ids}

    def of_chunks(self, chunk_ids: Sequence[str]) -> dict[str, set[str]]:
        self.entities_of(chunk_ids)
        return {c: self._of_chunk[c] for c in chunk_ids}

    def chunks(self, words: Sequence[str]) -> dict[str, list[str]]:
        todo = [w for w in words if w not in self._chunks]
        if todo:
            index = self._index()
            wanted = sorted({e for w in todo for e in index.get(w, ())})
            by_entity = self.graph.entity_chunks(wanted) if wanted else {}
            for w in todo:
                self._chunks[w] = sorted({c for e in index.get(w, ()) for c in by_entity.get(e, ())})
        return {w: self._chunks[w] for w in words}

    def about(
        self, entities: Sequence[str], title_keys: Callable[[Sequence[str]], dict[str, str]]
    ) -> dict[str, list[str]]:
        """The chunks of documents titled with each entity (every chunk mentions its own title)."""
        todo = [e for e in entities if e not in self._about]
        if todo:
            mentioned = self.graph.entity_chunks(todo)
            keys = title_keys(sorted({c for cs in mentioned.values() for c in cs}))
            for e in todo:
                self._about[e] = [c for c in mentioned.get(e, []) if keys.get(c) == e]
        return {e: self._about[e] for e in entities}


@dataclass
class Path:
    score: float
    chunks: list[str]
    words: list[set[str]] = field(default_factory=list)  # the name words (or entities) that made each link
    covered: frozenset[int] = frozenset()  # question terms some passage of the path contains
    steps: list[tuple[float, float, float]] = field(default_factory=list)  # (text, residual, link) per step


@dataclass
class Bridged:
    score: float  # the best prefix score of a path ending here
    path: Path  # that path (this chunk last)


def bridge(
    terms: Sequence[str],
    text: Mapping[str, float],
    seeds: Sequence[str],
    names: NameWords,
    term_scores: Callable[[Sequence[str], Sequence[str]], np.ndarray] | None,
    outside: Callable[[Sequence[str]], dict[str, float]],
    doc_of: Callable[[Sequence[str]], dict[str, str]],
    title_keys: Callable[[Sequence[str]], dict[str, str]],
    n_chunks: int,
    p: BridgeParams,
) -> tuple[dict[str, Bridged], list[Path]]:
    """Every passage a path reaches, with its best prefix score and path, and the paths of every
    step's beam, best first within a step. ``terms``: the question's BM25 terms; ``text``: fused
    text scores of the pool (``outside`` gives them for other chunks); ``term_scores(terms, ids)``:
    each term's BM25 in each chunk (None: no residual); ``title_keys``: each chunk's title entity."""
    terms = list(dict.fromkeys(terms))
    text = dict(text)
    idf_top = math.log(max(n_chunks, 2))
    per_term: dict[str, np.ndarray] = {}

    def term_rows(ids: Sequence[str]) -> None:
        todo = [c for c in ids if c not in per_term]
        if todo and term_scores is not None and terms:
            per_term.update(zip(todo, term_scores(terms, todo)))
        for c in todo:
            per_term.setdefault(c, np.zeros(len(terms)))

    term_rows(seeds)
    scale = max((float(r.sum()) for r in per_term.values()), default=0.0) or 1.0
    best: dict[str, Bridged] = {}
    kept: list[Path] = []
    beam: list[Path] = []
    for c in seeds:
        path = Path(text.get(c, 0.0), [c], [], frozenset(int(j) for j in np.flatnonzero(per_term[c] > 0)))
        beam.append(path)
        best[c] = Bridged(path.score, path)
    docs = doc_of(list(seeds))
    titles = title_keys(list(seeds))
    for _ in range(p.depth):
        ends = sorted({path.chunks[-1] for path in beam})
        options = _links(ends, names, titles, title_keys, n_chunks, idf_top, p)
        reached = sorted({c for nxt in options.values() for c in nxt})
        if not reached:
            break
        text.update(outside([c for c in reached if c not in text]))
        term_rows(reached)
        docs.update(doc_of([c for c in reached if c not in docs]))
        grown: list[Path] = []
        for path in beam:
            nxt = options.get(path.chunks[-1], {})
            in_path = {docs.get(c) for c in path.chunks}
            open_terms = [j for j in range(len(terms)) if j not in path.covered]
            for c in sorted(nxt, key=lambda c: (-nxt[c][0], c))[: p.fanout]:
                if docs.get(c) in in_path:
                    continue
                row = per_term[c]
                residual = float(row[open_terms].sum()) / scale if open_terms else 0.0
                strength, why = nxt[c]
                step = p.text_weight * text.get(c, 0.0) + p.residual_weight * residual + p.link_weight * strength
                covered = path.covered | {int(j) for j in np.flatnonzero(row > 0)}
                grown.append(
                    Path(
                        path.score + step,
                        [*path.chunks, c],
                        [*path.words, why],
                        frozenset(covered),
                        [*path.steps, (text.get(c, 0.0), residual, strength)],
                    )
                )
        if not grown:
            break
        grown.sort(key=lambda q: (-q.score, q.chunks))
        beam = []
        seen: set[tuple[str, ...]] = set()
        for q in grown:
            key = tuple(sorted(q.chunks))
            if key not in seen:
                seen.add(key)
                beam.append(q)
            if len(beam) >= p.beam:
                break
        kept += beam
        for q in beam:
            c = q.chunks[-1]
            if c not in best or best[c].score < q.score:
                best[c] = Bridged(q.score, q)
    return best, kept


def _links(
    ends: Sequence[str],
    names: NameWords,
    titles: dict[str, str],
    title_keys: Callable[[Sequence[str]], dict[str, str]],
    n_chunks: int,
    idf_top: float,
    p: BridgeParams,
) -> dict[str, dict[str, tuple[float, set[str]]]]:
    """end chunk -> next chunk -> (link strength, what links them): the strongest rare name word
    they share (idf over the largest idf; more when the word is in the next one's title), or an
    entity the end chunk names that the next one is about (``about_link``)."""
    words_at = names.of_chunks(list(ends))
    ents_at = names.entities_of(list(ends))
    linked = names.chunks(sorted({w for ws in words_at.values() for w in ws}))
    about = names.about(sorted({e for es in ents_at.values() for e in es}), title_keys)
    reached = {c for w, cs in linked.items() if 1 < len(cs) <= p.max_df for c in cs}
    reached |= {c for cs in about.values() for c in cs}
    titles.update(title_keys(sorted(c for c in reached if c not in titles)))
    out: dict[str, dict[str, tuple[float, set[str]]]] = {}
    for end in ends:
        nxt: dict[str, tuple[float, set[str]]] = {}
        for w in words_at[end]:
            df = len(linked[w])
            if not 1 < df <= p.max_df:
                continue
            for c in linked[w]:
                if c == end:
                    continue
                strength = math.log(max(n_chunks, 2) / df) / idf_top
                if w in titles.get(c, "").split():
                    strength *= 1.0 + p.about_bonus
                old = nxt.get(c, (0.0, set()))
                nxt[c] = (max(old[0], strength), old[1] | {w})
        for e in ents_at[end]:
            if e == titles.get(end):
                continue
            for c in about.get(e, []):
                if c != end:
                    old = nxt.get(c, (0.0, set()))
                    nxt[c] = (max(old[0], p.about_link), old[1] | {e})
        out[end] = nxt
    return out
