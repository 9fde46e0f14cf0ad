"""Relation paths: walk a question's relation path (read by question.py) over the typed facts.

Walking (``RelationPaths.walk``): a beam from the anchor over the typed facts of the graph
(``GraphStore.entity_relations``, one call per hop, either direction). Each hop scores every
fact by how well its predicate matches the hop's words (lemma overlap and MiniLM cosine of the
two phrases), plus how well the entity reached matches the hop's kind: its "is a" facts and its
article's first sentence against the hop's noun ("initiative" ~ "an internal engineering
initiative"), or those of its kin if they match better (entities that take part in the same
relations, learnt at ``preload``: "Kettlesby is a river port" hosts headquarters as the cities
do), and a little for a fact whose direction agrees with the question's voice ("the service
owned by E": E is the fact's subject; "the team that owns E": its object). A fact also matches
by the phrase of an alias, a predicate stated of the same entity pairs (learnt at ``preload``;
"Y manages X" beside "X reports to Y": the inverse). Where no fact matches well, a weak
co-occurrence step keeps the walk going; a hop can also be skipped at a cost ("a failure of"
adds words, not a fact). A path's score adds its hop matches, its constraint bonuses and the
text relevance of the chunks that state its facts; those chunks, best path first, are the
evidence list fused with the other retrievers.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import numpy as np
from scipy import sparse

from ..config import register_params
from ..models import CO_OCCURS, Relation, is_value
from ..params import Params, param
from ..stores.expansion import relation_order
from ..stores.phrases import compared, fact_phrase
from ..stores.protocols import GraphStore
from ..text import STOP_WORDS, singular
from .question import (
    AGENT_NOUN,
    Hop,
    RelQuestion,
    kind_head,
    noun_head,
    parse_question,
    question_mentions,
    same_kind,
)

if TYPE_CHECKING:
    pass


UNUSED_PIPES = ["parser", "ner"]
FACT_CACHE = 20_000  # entities whose facts a pipeline keeps (then it starts again)
KIN_BLOCK = 128  # rows of the entity-by-entity similarity computed at a time (see _learn_kin)
KIN_SHARED = 3  # relations two entities must both take part in to be kin: one or two ("is in") say little
ALIAS_PAIRS = 2  # entity pairs two predicates must both be stated of to be aliases (see _learn_aliases)
NO_WORDS_MATCH = 0.5  # a hop with no words of its own (a value anchor's first step) matches every fact this much
CONSTRAINT_BONUS = 0.5  # a path gains this for each constraint of the question it reaches or passes
NEAR_ENDS = 200  # constraints are looked for around at most this many path ends per hop
QUESTION_MEMO = 256  # parsed questions a pipeline keeps
PHRASE_MEMO = 50_000  # phrase vectors a pipeline keeps: a server meets new question words forever
FactKey = tuple[str, str, str, str]  # stores.expansion.relation_order: a fact's identity and sort key


@register_params
@dataclass(frozen=True)
class RelPathParams(Params):
    """The relation paths' parameters (settings ``relpath_*``: graph_mode relpath, and a signal of
    learned; weight, min, keep, sure and lead were tuned on relations-300, musique-100 and two sets
    of tests/data). The walk reads depth to kin_weight; the stage (retrieve/stages.py) the rest."""

    PREFIX, TITLE = "relpath_", "relation paths"
    depth: int = param(4, "hops walked from the anchor at most", ge=1)
    beam: int = param(8, "paths kept per hop", ge=1)
    weight: float = param(0.5, "the list's weight in fusion (the ranked list's is 1)", ge=0)
    min: float = param(0.3, "score per hop a path needs to count", ge=0)
    keep: int = param(3, "best chain hits that keep their places", ge=0)
    sure: float = param(0.7, "score per hop from which a 2+ hop path is trusted", ge=0)
    lead: float = param(0.5, "score per hop from which a typed path leads the ranking", ge=0)
    skip_cost: float = param(0.15, "what skipping a hop costs a path", ge=0)
    weak: float = param(0.05, "a co-occurrence's match (a fact no frame typed)", ge=0)
    text_weight: float = param(0.3, "the stating chunk's text relevance, per step", ge=0)
    floor: float = param(0.35, "phrase cosine below which a predicate matches nothing", ge=0, lt=1)
    type_weight: float = param(1.0, "how much the kind of the entity reached counts", ge=0)
    kind_floor: float = param(0.2, "kind cosine below which an entity is of no such kind", ge=0, lt=1)
    direction_weight: float = param(0.3, "added when the question's voice agrees with the fact's", ge=0)
    kin: int = param(5, "kin kept per entity (entities in the same relations); 0: none", ge=0)
    kin_min: float = param(0.3, "similarity an entity's kin needs", ge=0)
    kin_weight: float = param(0.9, "a kin's kind counts this much of the entity's own", ge=0)


@dataclass
class PathHit:
    score: float
    entities: list[str]  # anchor first
    facts: list[Relation | None]  # one per hop (None: a skipped hop)


class RelationPaths:
    """Finds relation paths for questions; ``embed`` maps phrases to normalised vectors."""

    def __init__(
        self, nlp: Any, embed: Callable[[list[str]], np.ndarray], params: RelPathParams | None = None, **changes: Any
    ):
        """``params``: the walk's parameters (the defaults unless given), with ``changes`` by field name."""
        p = replace(params or RelPathParams(), **changes)
        self.nlp, self.embed, self.params = nlp, embed, p
        self.depth, self.beam = p.depth, p.beam
        self.skip_cost, self.weak, self.text_weight, self.floor = p.skip_cost, p.weak, p.text_weight, p.floor
        self.type_weight, self.kind_floor, self.direction_weight = p.type_weight, p.kind_floor, p.direction_weight
        self._vectors: dict[str, np.ndarray] = {}
        self._questions: dict[tuple[str, tuple[tuple[str, str], ...]], RelQuestion | None] = {}
        self._facts: dict[str, list[tuple[FactKey, Relation]]] = {}  # entity id -> its facts (see _relations)
        self._complete = False  # _facts holds every entity of the graph (see preload)
        self._aliases: dict[str, list[tuple[str, bool]]] = {}  # predicate -> (phrase, inverse?): see preload
        self.kin, self.kin_min, self.kin_weight = p.kin, p.kin_min, p.kin_weight
        self._heads: set[str] | None = None  # the kind heads of every entity in the graph (see walk)
        self._kin: dict[str, list[str]] = {}  # entity -> entities taking part in the same relations (see _learn_kin)

    def _vec(self, phrases: Sequence[str]) -> dict[str, np.ndarray]:
        todo = sorted({p for p in phrases if p not in self._vectors})
        if todo:
            if len(self._vectors) + len(todo) > PHRASE_MEMO:  # start again, with this call's phrases
                self._vectors.clear()
                todo = sorted(set(phrases))
            for p, v in zip(todo, self.embed(todo)):
                self._vectors[p] = v
        return {p: self._vectors[p] for p in phrases}

    def question(self, text: str, graph: GraphStore, linked: Sequence[tuple[str, str]] = ()) -> RelQuestion | None:
        """The question's anchor and hops; ``linked``: (entity id, words) of names the question
        misspells, linked by the pipeline beyond exact matches ("Sgirun Dahl")."""

        def mentions(t: str, cased: bool) -> list[tuple[str, int, int, bool]]:
            found = question_mentions(t, graph, cased)
            for key, words in linked:  # a name over the values it holds ("... Molecular Medicine")
                s = t.find(words)
                e = s + len(words)
                if s >= 0 and not any(a < e and s < b for _, a, b, named in found if named):
                    found = [m for m in found if not (m[1] < e and s < m[2])] + [(key, s, e, True)]
            return found

        key = (text, tuple(linked))
        if key in self._questions:  # the same question ranked again (eval ranks each in several configurations)
            return self._questions[key]
        # the parse reads tags and lemmas only: the dependency parser and NER would be half its cost
        rq = parse_question(lambda t: self.nlp(t, disable=UNUSED_PIPES), text, mentions)
        if rq is not None:
            rq.hops = rq.hops[: self.depth]
        if len(self._questions) >= QUESTION_MEMO:
            self._questions.pop(next(iter(self._questions)))
        self._questions[key] = rq
        return rq

    def preload(self, graph: GraphStore) -> bool:
        """Read the facts of every entity in one store call, when there are at most FACT_CACHE
        entities: a question then reads no facts from the store (first sight of its entities cost
        a store call per hop). A larger graph is read entity by entity as questions reach it; its
        aliases are learnt from the facts of FACT_CACHE entities spread over it."""
        if self._complete:
            return True
        ids = graph.entity_ids()
        self._facts.clear()
        if len(ids) > FACT_CACHE:
            step = len(ids) / FACT_CACHE
            spread = sorted(ids)
            self._read(graph, [spread[int(i * step)] for i in range(FACT_CACHE)])
            self._learn_aliases()
            self._learn_kin()
            self._facts.clear()
            return False
        self._read(graph, ids)
        self._complete = True
        self._learn_aliases()
        self._learn_kin()
        return True

    def _learn_kin(self) -> None:
        """Each entity's ``kin`` nearest entities by the relations it takes part in (predicate and
        side, idf-weighted; cosine at least ``kin_min``, KIN_SHARED relations in common): things
        of the same kind, however their articles describe them. "Kettlesby is a river port" says
        nothing of a city, but Kettlesby hosts headquarters, people grow up there and teams meet
        there, as in the places that are called cities."""
        self._kin = {}
        roles: dict[str, set[str]] = {}
        for e, facts in self._facts.items():
            for _, f in facts:
                if f.predicate != CO_OCCURS and not is_value(e):
                    side = f.predicate + (">" if f.source == e else "<") + ("v" if is_value(f.target) else "")
                    roles.setdefault(e, set()).add(side)
        if not self.kin or len(roles) < 2:
            return
        names = sorted(roles)
        df = Counter(r for rs in roles.values() for r in rs)
        column = {r: j for j, r in enumerate(sorted(df))}
        rows, cols, vals = [], [], []
        for i, e in enumerate(names):
            for r in roles[e]:
                rows.append(i)
                cols.append(column[r])
                vals.append(np.log(len(names) / df[r]))
        m = sparse.csr_matrix((np.asarray(vals, np.float32), (rows, cols)), shape=(len(names), len(column)))
        norms = np.sqrt(np.asarray(m.multiply(m).sum(axis=1)).ravel())
        m = sparse.diags(1 / np.maximum(norms, 1e-9).astype(np.float32)) @ m
        ones = (m > 0).astype(np.float32)
        for start in range(0, len(names), KIN_BLOCK):
            sims = (m[start : start + KIN_BLOCK] @ m.T).toarray()
            sims[(ones[start : start + KIN_BLOCK] @ ones.T).toarray() < KIN_SHARED] = -1.0
            for i, row in enumerate(sims, start):
                row[i] = -1.0
                top = np.argpartition(-row, min(self.kin, len(row) - 1))[: self.kin]
                near = sorted((j for j in top if row[j] >= self.kin_min), key=lambda j: (-row[j], j))
                if near:
                    self._kin[names[i]] = [names[j] for j in near]

    def _learn_aliases(self) -> None:
        """Predicates stated of the same entity pairs, and whether the other way round: "X reports
        to Y" on one page and "Y manages X" on the other make manage the inverse of report_to.
        A hop then matches a fact by its own phrase or by its aliases' ("supervises" ~ "manages"),
        with the direction of the one that matched."""
        pairs: dict[tuple[str, str], set[tuple[str, bool]]] = {}
        phrases: dict[str, Counter[str]] = {}
        for facts in self._facts.values():
            for _, f in facts:
                if compared(f):
                    a, b = sorted((f.source, f.target))
                    pairs.setdefault((a, b), set()).add((f.predicate, f.source == a))
                    phrases.setdefault(f.predicate, Counter())[fact_phrase(f)] += 1
        together: Counter[tuple[str, str, bool]] = Counter()
        for stated in pairs.values():
            for p1, d1 in stated:
                for p2, d2 in stated:
                    if p1 != p2:
                        together[(p1, p2, d1 != d2)] += 1
        self._aliases = {}
        for (p1, p2, inverse), n in together.items():
            if n >= ALIAS_PAIRS:
                self._aliases.setdefault(p1, []).append((phrases[p2].most_common(1)[0][0], inverse))

    def _read(self, graph: GraphStore, entity_ids: Sequence[str]) -> None:
        found: dict[str, list[tuple[FactKey, Relation]]] = {e: [] for e in entity_ids}
        for f in graph.entity_relations(entity_ids):
            if not (is_value(f.source) and is_value(f.target)):
                key = relation_order(f)
                for e in {f.source, f.target}:
                    if e in found:
                        found[e].append((key, f))
        self._facts.update(found)

    def _load(self, graph: GraphStore, entity_ids: Sequence[str]) -> None:
        todo = [] if self._complete else [e for e in entity_ids if e not in self._facts]
        if todo:
            if len(self._facts) > FACT_CACHE:
                self._facts.clear()
            self._read(graph, todo)

    def _relations(self, graph: GraphStore, entity_ids: Sequence[str]) -> list[Relation]:
        """The facts at these entities (value-to-value facts aside), read from the store once per
        entity (or all at once, ``preload``): a pipeline answers from one index version, and
        well-connected entities come back in question after question."""
        self._load(graph, entity_ids)
        seen: dict[FactKey, Relation] = {}
        for e in entity_ids:  # facts kept with their sort keys: merged and sorted without a call per fact
            seen.update(self._facts.get(e, ()))
        return [seen[k] for k in sorted(seen)]  # the store's own order

    def _cosines(self, vec: np.ndarray, phrases: Sequence[str]) -> dict[str, float]:
        """Each phrase's cosine with ``vec``, in one matrix product."""
        if not phrases:
            return {}
        vecs = self._vec(phrases)
        sims = np.stack([vecs[p] for p in phrases]) @ vec
        return dict(zip(phrases, sims.tolist()))

    @staticmethod
    def _modifiers(noun: str, kind: str) -> float:
        """How well a kind phrase with the same head as ``noun`` matches the noun's other words:
        1 with all of them ("security engineer" ~ "is a Security Engineer at ..."), 0.5 with none."""
        mods = {singular(w) for w in noun.split()[:-1]} - STOP_WORDS
        if not mods:
            return 1.0
        words = {singular(w) for w in re.findall(r"[A-Za-z][A-Za-z-]*", kind)}
        return 0.5 + 0.5 * len(mods & words) / len(mods)

    def _match(self, hop: Hop, hop_vec: np.ndarray, facts: Sequence[Relation]) -> list[tuple[float, bool]]:
        """Each fact's match with the hop's words, and whether it matched as its inverse alias."""
        typed = [compared(f) for f in facts]
        phrases = [fact_phrase(f) if t else "" for f, t in zip(facts, typed)]
        wanted = {p for p, t in zip(phrases, typed) if t}
        wanted.update(a for f, t in zip(facts, typed) if t for a, _ in self._aliases.get(f.predicate, ()))
        sims = self._cosines(hop_vec, sorted(wanted))
        weak = (self.weak, False)
        done: dict[tuple[str, str], tuple[float, bool]] = {}  # (phrase, predicate) -> match: many facts share one
        out = []
        for f, p, t in zip(facts, phrases, typed):
            if not t:  # co-occurrence: a weak step; a fact with a value: no step at all
                out.append(weak if f.predicate == CO_OCCURS else (0.0, False))
                continue
            match = done.get((p, f.predicate))
            if match is None:
                lemmas = set(f.predicate.replace("-", "_").split("_")) - STOP_WORDS - {"be"}  # "great-grandson"
                overlap = len(lemmas & hop.lemmas) / max(len(hop.lemmas), 1) if lemmas else 0.0
                best, inverse = sims[p], False
                for alias, flip in self._aliases.get(f.predicate, ()):
                    if sims[alias] > best:
                        best, inverse = sims[alias], flip
                cosine = max(0.0, best - self.floor) / (1 - self.floor)  # unrelated phrases: ~0
                match = done[(p, f.predicate)] = (cosine, inverse) if cosine > overlap else (overlap, False)
            out.append(match)
        return out

    def walk(
        self,
        rq: RelQuestion,
        graph: GraphStore,
        relevance: Callable[[list[str]], dict[str, float]],
        describe: Callable[[list[str]], dict[str, list[str]]] | None = None,
    ) -> list[PathHit]:
        """The best paths, best first. ``relevance`` gives each chunk's text relevance (0-1);
        ``describe`` an entity's own description (its article's first sentence), which a hop's
        noun ("the initiative backed by ...") should match."""
        hops = self._walked_hops(rq, graph, describe)
        own = self._vec([h.words or "is" for h in hops] + [h.noun for h in hops if h.noun])  # one encode call
        beam = [PathHit(0.0, [rq.anchor], [])]
        wanted = set(rq.constraints)
        for hop in hops:
            ends = sorted({p.entities[-1] for p in beam})
            facts = self._relations(graph, ends)
            scores = (
                self._match(hop, own[hop.words or "is"], facts) if hop.words else [(NO_WORDS_MATCH, False)] * len(facts)
            )
            text = relevance(sorted({f.chunk_id for f in facts}))
            kind = self._kind_scores(hop, own, facts, describe) if describe is not None and hop.noun else {}
            by_end: dict[str, list[tuple[Relation, float, bool, str]]] = {}
            for f, (s, flip) in zip(facts, scores):
                for end, other in ((f.source, f.target), (f.target, f.source)):
                    if end in ends and not is_value(other):
                        by_end.setdefault(end, []).append((f, s, flip, other))
            grown: dict[str, PathHit] = {}
            for p in beam:
                for cand in self._steps(p, hop, by_end.get(p.entities[-1], []), text, kind, wanted):
                    key = "|".join(cand.entities) + f"#{len(cand.facts)}"
                    if key not in grown or grown[key].score < cand.score:
                        grown[key] = cand
            if wanted:
                self._constraint_bonus(graph, grown.values(), wanted)
            beam = sorted(grown.values(), key=lambda p: -p.score)[: self.beam]
        return [p for p in beam if any(f is not None for f in p.facts)]

    def _walked_hops(
        self, rq: RelQuestion, graph: GraphStore, describe: Callable[[list[str]], dict[str, list[str]]] | None
    ) -> list[Hop]:
        """The question's hops as the walk takes them: no hop to the anchor's own kind, an owned
        noun that names no kind of the graph folded into the next hop, a value anchor's entities first."""
        hops = list(rq.hops)
        if (  # "the Billing Operations team": the anchor is one itself, no hop to it
            hops
            and hops[0].inner
            and describe is not None
            and same_kind(hops[0].noun, describe([rq.anchor]).get(rq.anchor, []))
        ):
            hops = hops[1:]
        if len(hops) > 1 and hops[0].owned and describe is not None:  # "E's N" where nothing is an N
            if self._heads is None:  # ("the Philharmonic's cello section"): words of the next hop
                self._heads = {kind_head(k) for ks in describe(graph.entity_ids()).values() for k in ks}
            head = noun_head(hops[0].noun)
            if head not in self._heads and not AGENT_NOUN.search(head):
                first, nxt = hops[0], hops[1]
                words = f"{nxt.words} {first.words}".strip()
                hops = [replace(nxt, words=words, lemmas=nxt.lemmas | first.lemmas), *hops[2:]]
        if is_value(rq.anchor):  # "the product analytics firm": first the entities that are so
            hops.insert(0, Hop("", frozenset()))
        return hops

    def _kind_scores(
        self,
        hop: Hop,
        own: dict[str, np.ndarray],
        facts: Sequence[Relation],
        describe: Callable[[list[str]], dict[str, list[str]]],
    ) -> dict[str, float]:
        """How well each entity the facts reach is of the hop's kind (its noun), by its own
        description or, nearly as much, by its kin's."""
        others = sorted({e for f in facts for e in (f.source, f.target) if not is_value(e)})
        pool = sorted(set(others) | {k for e in others for k in self._kin.get(e, ())})
        about = describe(pool)
        sims = self._cosines(own[hop.noun], sorted({k for ks in about.values() for k in ks}))
        raw: dict[str, float] = {}
        for e, ks in about.items():
            named = same_kind(hop.noun, ks)
            if named:  # "security engineer": a site reliability engineer only half
                raw[e] = max(self._modifiers(hop.noun, k) for k in named)
                continue
            best = max(sims[k] for k in ks)
            raw[e] = max(0.0, best - self.kind_floor) / (1 - self.kind_floor)
        kind: dict[str, float] = {}
        for e in others:  # nearly as much as its kin are ("a river port" among cities); its
            # own description wins a tie (a product manager among security engineers)
            kin = [self.kin_weight * raw.get(k, 0.0) for k in self._kin.get(e, ())]
            kind[e] = max([raw.get(e, 0.0), *kin])
        return kind

    def _steps(
        self,
        p: PathHit,
        hop: Hop,
        options: Sequence[tuple[Relation, float, bool, str]],
        text: Mapping[str, float],
        kind: Mapping[str, float],
        wanted: set[str],
    ) -> list[PathHit]:
        """The paths one hop longer than ``p``: one per fact from its end (scored by the fact's
        match, a constraint met, the stating chunk's text relevance, the kind reached and the
        voice), and ``p`` with the hop skipped at a cost (not from a value)."""
        out = (
            [] if is_value(p.entities[-1]) else [PathHit(p.score - self.skip_cost, list(p.entities), [*p.facts, None])]
        )
        for fact, s, flip, other in options:
            if other in p.entities:
                continue
            bonus = CONSTRAINT_BONUS if other in wanted else 0.0
            gain = s + bonus + self.text_weight * text.get(fact.chunk_id, 0.0)
            gain += self.type_weight * kind.get(other, 0.0)
            if (
                hop.subject
                and fact.predicate != CO_OCCURS
                and ((fact.source == p.entities[-1]) != flip) == (hop.subject > 0)
            ):
                gain += self.direction_weight  # the question's voice agrees with the fact's
            out.append(PathHit(p.score + gain, [*p.entities, other], [*p.facts, fact]))
        return out

    def _constraint_bonus(self, graph: GraphStore, paths: Iterable[PathHit], wanted: set[str]) -> None:
        """Constraints met by a relation of the entity a path reached ("who joined in 2017"):
        CONSTRAINT_BONUS each, once per entity reached (read only for up to NEAR_ENDS ends)."""
        if not wanted:
            return
        paths = list(paths)
        ends = sorted({p.entities[-1] for p in paths})
        if len(ends) > NEAR_ENDS:
            return
        met: dict[str, int] = {}  # entity -> constraints it has a fact with (read from the constraints' side: few)
        self._load(graph, sorted(wanted))
        for w in wanted:
            for e in {f.target if f.source == w else f.source for _, f in self._facts.get(w, ())}:
                met[e] = met.get(e, 0) + 1
        for p in paths:
            if p.facts[-1] is not None:  # once per entity reached
                p.score += CONSTRAINT_BONUS * met.get(p.entities[-1], 0)
