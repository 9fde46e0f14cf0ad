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

from ..config import register_params
from ..models import ALIAS, is_value
from ..params import Params, param
from ..stores.protocols import GraphStore
from ..text import STOP_WORDS

PRELOAD_ENTITIES = 200_000  # NameWords.preload reads a graph of at most this many entities at once


@register_params
@dataclass(frozen=True)
class BridgeParams(Params):
    """The bridges' parameters (settings ``bridge_*``; graph_mode bridge, and a signal of learned)."""

    PREFIX, TITLE = "bridge_", "bridges"
    seeds: int = param(5, "best text matches a path may start from", ge=1)
    depth: int = param(3, "passages a path adds after its seed", ge=1)
    beam: int = param(5, "paths kept after each step", ge=1)
    max_df: int = param(30, "a name word in more chunks than this links nothing", ge=1)
    fanout: int = param(20, "next passages scored per path step, the best linked first", ge=1)
    text_weight: float = param(
        0.3, "a step's worth of the next passage's fused text score (z-scored over the pool)", ge=0
    )
    residual_weight: float = param(
        2.0, "of the BM25 of the question words the path lacks, over the best hit's BM25", ge=0
    )
    link_weight: float = param(1.0, "of the shared name word's idf, over the largest idf", ge=0)
    about_bonus: float = param(1.0, "a shared word in the next passage's title counts this much more", ge=0)
    about_link: float = param(1.0, "a link to a passage about an entity the last one names", ge=0)


def name_words(key: str) -> set[str]:
    """The words of an entity key that can link passages: not stop words, not bare numbers; a key
    with a number in it is an identifier, one word whole ("mrg 3306", not "mrg": every code of the
    series has that)."""
    words = key.split()
    if any(w.isdigit() for w in words):
        return {key}
    return {w for w in words if len(w) > 1 and w not in STOP_WORDS}


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
        self._complete = False  # every chunk's entities are read (see preload)
        self.links: dict[tuple[str, tuple[float, ...]], list[tuple[str, float, set[str]]]] = {}  # see _links
        self._titles: dict[str, str] = {}  # chunk -> its title key (a chunk's title never changes in a version)
        self.title_words: dict[str, frozenset[str]] = {}  # chunk -> the words of its title key (see _links)

    def preload(self, titles: Callable[[Sequence[str]], dict[str, str]], limit: int = PRELOAD_ENTITIES) -> bool:
        """Read every entity's chunks in one store call (a graph of at most ``limit`` entities):
        questions then read nothing from the store for their links. ``titles``: chunk -> title key."""
        index = self._index()
        ids = sorted({e for es in index.values() for e in es})
        if len(ids) > limit:
            return False
        alias = self.aliases()
        by_entity = self.graph.entity_chunks(ids)
        keys = titles(sorted({c for cs in by_entity.values() for c in cs}))
        ents: dict[str, set[str]] = {}
        for e, cs in by_entity.items():
            for c in cs:
                ents.setdefault(c, set()).add(alias.get(e, e))
        for c, es in ents.items():
            self._ents_of[c] = es
            self._of_chunk[c] = {w for e in es for w in name_words(e)}
        for w, holders in index.items():
            self._chunks[w] = sorted({c for e in holders for c in by_entity.get(e, ())})
        for e, cs in by_entity.items():
            self._about[e] = [c for c in cs if keys.get(c) == e]
        self._titles.update(keys)
        self._complete = True
        return True

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
        todo = [] if self._complete else [c for c in chunk_ids if c not in self._ents_of]
        if todo:
            alias = self.aliases()
            found = self.graph.chunk_entities(todo)
            for c in todo:
                es = {alias.get(e, e) for e in found.get(c, []) if not is_value(e)}
                self._ents_of[c] = es
                self._of_chunk[c] = {w for e in es for w in name_words(e)}
        return {c: self._ents_of.get(c, set()) for c in chunk_ids}

    def of_chunks(self, chunk_ids: Sequence[str]) -> dict[str, set[str]]:
        self.entities_of(chunk_ids)
        return {c: self._of_chunk.get(c, set()) for c in chunk_ids}

    def chunks(self, words: Sequence[str]) -> dict[str, list[str]]:
        todo = [] if self._complete else [w for w in words if w not in self._chunks]
        if todo:
            index = self._index()
            wanted = sorted({e for w in todo for e in index.get(w, ())})
            by_entity = self.graph.entity_chunks(wanted) if wanted else {}
            for w in todo:
                self._chunks[w] = sorted({c for e in index.get(w, ()) for c in by_entity.get(e, ())})
        return {w: self._chunks.get(w, []) for w in words}

    def titles(self, chunk_ids: Sequence[str], title_keys: Callable[[Sequence[str]], dict[str, str]]) -> dict[str, str]:
        """Each chunk's title key (a chunk without a document has none), kept once read."""
        todo = sorted({c for c in chunk_ids if c not in self._titles})
        if todo:
            self._titles.update(title_keys(todo))
        return self._titles

    def about(
        self, entities: Sequence[str], title_keys: Callable[[Sequence[str]], dict[str, str]]
    ) -> dict[str, list[str]]:
        """The chunks of documents titled with each entity (every chunk mentions its own title)."""
        todo = [] if self._complete else [e for e in entities if e not in self._about]
        if todo:
            mentioned = self.graph.entity_chunks(todo)
            keys = title_keys(sorted({c for cs in mentioned.values() for c in cs}))
            for e in todo:
                self._about[e] = [c for c in mentioned.get(e, []) if keys.get(c) == e]
        return {e: self._about.get(e, []) for e in entities}


@dataclass
class Path:
    score: float
    chunks: list[str]
    words: list[set[str]] = field(default_factory=list)  # the name words (or entities) that made each link
    covered: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))  # terms some passage contains
    steps: list[tuple[float, float, float]] = field(default_factory=list)  # (text, residual, link) per step


@dataclass
class Bridged:
    score: float  # the best prefix score of a path ending here
    path: Path  # that path (this chunk last)


def bridge_list(paths: Sequence[Path]) -> list[str]:
    """The bridges' chunks: best path first, each path's passages in path order, each once."""
    out: dict[str, None] = {}
    for path in sorted(paths, key=lambda q: -q.score):
        for c in path.chunks:
            out.setdefault(c, None)
    return list(out)


@dataclass
class _Step:
    """One way to grow a path, not yet made into a Path (most are never kept by the beam)."""

    score: float
    chunks: list[str]
    path: Path
    row: np.ndarray  # the next passage's BM25 per question term
    words: set[str]
    step: tuple[float, float, float]

    def grown(self) -> Path:
        path = self.path
        return Path(
            self.score, self.chunks, [*path.words, self.words], path.covered | (self.row > 0), [*path.steps, self.step]
        )


def _grow(
    path: Path,
    nxt: Sequence[tuple[str, float, set[str]]],
    per_term: Mapping[str, np.ndarray],
    text: Mapping[str, float],
    scale: float,
    p: BridgeParams,
) -> list[_Step]:
    """``path`` one passage longer, to each of its best next passages ``nxt`` (chunk, link
    strength, link words): each step scored text_weight x its text + residual_weight x the BM25 of
    the question's words the path has not matched yet (over ``scale``) + link_weight x the link."""
    cands = [c for c, _, _ in nxt]
    rows = np.stack([per_term[c] for c in cands])
    residual = rows[:, ~path.covered].sum(axis=1) / scale
    own = np.asarray([text.get(c, 0.0) for c in cands])
    strength = np.asarray([s for _, s, _ in nxt])
    steps = p.text_weight * own + p.residual_weight * residual + p.link_weight * strength
    top = np.argsort(-steps, kind="stable")[: 2 * p.beam].tolist()  # no path adds more than the beam keeps
    total, own_l, res_l, str_l = steps.tolist(), own.tolist(), residual.tolist(), strength.tolist()
    return [
        _Step(path.score + total[i], [*path.chunks, cands[i]], path, rows[i], nxt[i][2], (own_l[i], res_l[i], str_l[i]))
        for i in top
    ]


def _best_distinct(grown: list[_Step], width: int) -> list[Path]:
    """The ``width`` best paths, best first, no two over the same set of passages."""
    grown.sort(key=lambda q: (-q.score, q.chunks))
    beam: list[Path] = []
    seen: set[tuple[str, ...]] = set()
    for q in grown:
        key = tuple(sorted(q.chunks))
        if key not in seen:
            seen.add(key)
            beam.append(q.grown())
        if len(beam) >= width:
            break
    return beam


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
    kept: list[Path] = []
    beam = [Path(text.get(c, 0.0), [c], [], per_term[c] > 0) for c in seeds]
    best = {path.chunks[0]: Bridged(path.score, path) for path in beam}
    docs = doc_of(list(seeds))
    for _ in range(p.depth):
        ends = sorted({path.chunks[-1] for path in beam})
        options = _links(ends, names, title_keys, n_chunks, idf_top, p)
        reached = sorted({c for nxt in options.values() for c, _, _ in nxt})
        if not reached:
            break
        text.update(outside([c for c in reached if c not in text]))
        term_rows(reached)
        docs.update(doc_of([c for c in reached if c not in docs]))
        grown: list[_Step] = []
        for path in beam:
            in_path = {docs.get(c) for c in path.chunks}
            nxt = [x for x in options.get(path.chunks[-1], []) if docs.get(x[0]) not in in_path]
            if nxt:
                grown += _grow(path, nxt, per_term, text, scale, p)
        if not grown:
            break
        beam = _best_distinct(grown, p.beam)
        kept += beam
        for q in beam:
            if q.chunks[-1] not in best or best[q.chunks[-1]].score < q.score:
                best[q.chunks[-1]] = Bridged(q.score, q)
    return best, kept


def _links(
    ends: Sequence[str],
    names: NameWords,
    title_keys: Callable[[Sequence[str]], dict[str, str]],
    n_chunks: int,
    idf_top: float,
    p: BridgeParams,
) -> dict[str, list[tuple[str, float, set[str]]]]:
    """end chunk -> its ``fanout`` strongest links (next chunk, link strength, what links them),
    strongest first: the strongest rare name word they share (idf over the largest idf; more when
    the word is in the next one's title), or an entity the end chunk names that the next one is
    about (``about_link``)."""
    key = (n_chunks, p.max_df, p.about_bonus, p.about_link, p.fanout)
    cached = {end: names.links.get((end, key)) for end in ends}
    ends = [end for end in ends if cached[end] is None]
    out: dict[str, list[tuple[str, float, set[str]]]] = {e: v for e, v in cached.items() if v is not None}
    if not ends:
        return out
    words_at = names.of_chunks(list(ends))
    ents_at = names.entities_of(list(ends))
    linked = names.chunks(sorted({w for ws in words_at.values() for w in ws}))
    about = names.about(sorted({e for es in ents_at.values() for e in es}), title_keys)
    reached = {c for w, cs in linked.items() if 1 < len(cs) <= p.max_df for c in cs}
    reached |= {c for cs in about.values() for c in cs}
    titles = names.titles([*ends, *reached], title_keys)
    title_words = names.title_words  # a chunk's title never changes within an index version
    for end in ends:
        strength: dict[str, float] = {}  # next chunk -> the strongest link to it
        words: dict[str, set[str]] = {}  # next chunk -> what links it
        for w in words_at[end]:
            df = len(linked[w])
            if not 1 < df <= p.max_df:
                continue
            plain = math.log(max(n_chunks, 2) / df) / idf_top
            titled = plain * (1.0 + p.about_bonus)
            for c in linked[w]:
                if c == end:
                    continue
                in_title = title_words.get(c)
                if in_title is None:
                    in_title = title_words[c] = frozenset(titles.get(c, "").split())
                _link(strength, words, c, titled if w in in_title else plain, w)
        for e in ents_at[end]:
            if e == titles.get(end):
                continue
            for c in about.get(e, []):
                if c != end:
                    _link(strength, words, c, p.about_link, e)
        top = sorted(strength, key=lambda c: (-strength[c], c))[: p.fanout]  # a few dozen: sorting beats a heap
        out[end] = [(c, strength[c], words[c]) for c in top]
        names.links[(end, key)] = out[end]  # the graph alone decides a chunk's links: kept for later questions
    return out


def _link(strength: dict[str, float], words: dict[str, set[str]], c: str, value: float, word: str) -> None:
    """Note a link to ``c`` of ``value`` made by ``word``: the strongest counts, every word is kept."""
    if c in strength:
        strength[c] = max(strength[c], value)
        words[c].add(word)
    else:
        strength[c] = max(0.0, value)
        words[c] = {word}
