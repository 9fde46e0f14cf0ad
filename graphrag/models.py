"""Small typed value objects passed between ingestion, stores and retrieval."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Document:
    doc_id: str
    title: str
    text: str
    source: str = ""  # file (and line, for JSONL) it came from
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Chunk:
    chunk_id: str
    doc_id: str
    position: int
    text: str
    title: str = ""
    metadata: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)  # the document's


@dataclass
class Entity:
    entity_id: str  # the normalised key; names that normalise alike are one entity
    name: str  # the surface form seen most often
    type: str
    aliases: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Mention:
    """A chunk names an entity. ``names`` and ``kinds``: how often the chunk spells it each way and
    what it took it for ((surface, count) and (kind, count), sorted): the graph store derives an
    entity's shown name, type and aliases from its mentions, so they depend on the set of chunks,
    not on the order they were ingested in (empty: an extractor that does not say)."""

    chunk_id: str
    entity_id: str
    names: tuple[tuple[str, int], ...] = field(default=(), compare=False, hash=False)
    kinds: tuple[tuple[str, int], ...] = field(default=(), compare=False, hash=False)


CO_OCCURS = "co_occurs"  # the predicate of the weak untyped link between two entities
DESCRIBED = "is_a"  # entity -> value node of what the text says it is ("Kettlesby is a river port")
ALIAS = "alias_of"  # a defined short name -> the entity it stands for ('Harlow Vance Capital AG ("HVC")')
UNTYPED = (CO_OCCURS, DESCRIBED)  # edges that are not facts between two entities
NOT_FACTS = frozenset({*UNTYPED, ALIAS})  # edges that are no typed fact: those, and a defined name
VALUE = "value:"  # id prefix of value nodes ("value:2017", "value:data engineer"): objects that name no entity


def is_value(entity_id: str) -> bool:
    return entity_id.startswith(VALUE)


def shown_fact(r: Relation) -> bool:
    """A typed fact a reader is shown: not a co-occurrence, description or defined name, nor doubted."""
    return r.predicate not in NOT_FACTS and not r.doubted


def shown_predicate(r: Relation) -> str:
    """What a reader is shown the edge states: its predicate, or co_occurs (named together) for a
    doubted fact."""
    return CO_OCCURS if r.doubted else r.predicate


@dataclass(frozen=True)
class Relation:
    """A fact from one chunk: ``source -predicate-> target``.

    Typed facts carry the predicate normalised (lemmas joined by "_": "lead", "work_under",
    "be_manager_of") and as written (``phrase``: "is led by"). ``co_occurs`` is the weak untyped
    link: the stores keep one such edge per entity pair, ``count`` = chunks that name both.
    ``DESCRIBED`` ("is_a") ties an entity to what the text says it is ("river port"), a value node:
    a description, not a fact between entities. ``ALIAS`` ties a name the text defines for an
    entity ("HVC" for "Harlow Vance Capital AG") to it. A ``doubted`` fact is one no reader is shown
    (``shown_fact``)."""

    source: str  # entity id (or a value node id, "value:...")
    target: str  # entity id (or a value node id)
    predicate: str
    chunk_id: str
    phrase: str = ""
    count: int = 1
    sentence: str = ""  # the sentence that states a typed fact (its evidence); "" for co-occurrences
    # a typed fact ingest's trust model (ingest/trust.py) thinks more likely wrong than right: the
    # walk follows it as it follows any fact, but it is shown as two names named together, not as a fact
    doubted: bool = False


@dataclass(frozen=True)
class GraphHit:
    """A chunk reached from linked entities, and how."""

    chunk_id: str
    distance: int  # edges walked from the nearest seed entity
    seeds: tuple[str, ...]  # seed entity ids that reach it at that distance
    path: tuple[str, ...]  # one shortest path, node labels from seed to chunk


def shorten(sentence: str, width: int = 110) -> str:
    """A sentence on one line, cut at a word near ``width`` characters."""
    one = " ".join(sentence.split())
    if len(one) <= width:
        return one
    return one[: width - 1].rsplit(" ", 1)[0] + "…"


@dataclass
class Hit:
    rank: int
    chunk_id: str
    doc_id: str
    title: str
    text: str
    score: float
    sources: dict[str, int]  # retriever -> rank in its own list (1-based)
    entities: list[str] = field(default_factory=list)  # linked entity names that led here
    path: list[str] = field(
        default_factory=list
    )  # graph path, nodes and edges: "[Doc title]", "-MENTIONS->", "(Entity)", ...
    # the graph hops that led here, each with the sentence that states or makes it: (from, to, sentence)
    hops: list[tuple[str, str, str]] = field(default_factory=list)

    def reason(self) -> str:
        """Which lists ranked the hit where ("bm25 #3 · dense #1"), then the graph hops that led to
        it, each with its sentence, shortened: '(Quennell v Registrar) "Decided by Pryce J in 2010."
        → (Marguerite Pryce)'."""
        parts = [f"{name} #{rank}" for name, rank in self.sources.items() if name not in ("graph", "relpath", "bridge")]
        if self.hops:
            steps = [
                f'({a}) "{shorten(s)}" → ({b})' if s else f"({a}) → ({b}) (named together)" for a, b, s in self.hops
            ]
            parts.append("graph: " + " ; ".join(steps))
        elif self.entities:
            via = ", ".join(f'"{e}"' for e in self.entities[:3])
            head = f"graph via {via}"
            if len(self.path) > 1:
                head += ": " + " ".join(self.path)
            parts.append(head)
        return " · ".join(parts)

    def to_json(self) -> dict[str, Any]:
        return {
            "rank": self.rank,
            "chunk_id": self.chunk_id,
            "doc_id": self.doc_id,
            "title": self.title,
            "text": self.text,
            "score": self.score,
            "sources": dict(self.sources),
            "entities": list(self.entities),
            "path": list(self.path),
            "hops": [{"from": a, "to": b, "sentence": s} for a, b, s in self.hops],
            "reason": self.reason(),
        }
