"""An entity as a person reads it: its names, the facts stated about it (each with its sentence
and document), what the text says it is, its neighbours and the documents that mention it.

``find`` takes a name as a user types it: any case or accents, a defined short name ("HVC"), a
near miss ("Harlow Vanse Capital"), or a part of a longer name ("Vance Capital"); the best
matches come first, each with how it matched. A person's full name written with and without a
courtesy title ("Dr Ada Pell", "Ada Pell") is two entities of the graph; the view shows them as
one and names the ids it joined (``merged``), so the join can be checked.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import QueryError
from .models import ALIAS, CO_OCCURS, DESCRIBED, Entity, Relation, is_value, shorten
from .stores.protocols import DocStore, GraphStore
from .text import courtesy_forms, name_key

FUZZY_CUTOFF = 0.85  # edit similarity (0-1) for a near miss
MAX_MATCHES = 5


@dataclass
class Fact:
    subject: str  # names, as written most often
    predicate: str  # "work at", "founder of"
    object: str
    sentence: str
    doc_id: str
    title: str

    def line(self) -> str:
        return f"{self.subject} -{self.predicate}-> {self.object}"


@dataclass
class EntityView:
    entity: Entity
    how: str  # exact | alias | fuzzy | part
    aliases: list[str] = field(default_factory=list)
    described_as: list[str] = field(default_factory=list)
    facts: list[Fact] = field(default_factory=list)
    neighbours: list[tuple[str, int]] = field(default_factory=list)  # co-occurring names, chunks together
    documents: list[tuple[str, str]] = field(default_factory=list)  # (doc id, title)
    merged: list[str] = field(default_factory=list)  # other ids shown as this one ("dr ada pell")

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.entity.entity_id,
            "name": self.entity.name,
            "type": self.entity.type,
            "matched": self.how,
            "aliases": self.aliases,
            "described_as": self.described_as,
            "facts": [f.__dict__ | {"fact": f.line()} for f in self.facts],
            "neighbours": [{"name": n, "chunks": c} for n, c in self.neighbours],
            "documents": [{"doc_id": d, "title": t} for d, t in self.documents],
            "merged": self.merged,
        }


def find(graph: GraphStore, text: str, limit: int = MAX_MATCHES) -> list[tuple[Entity, str]]:
    """Entities a typed name may mean, best first, with how each matched."""
    key = name_key(text)
    if not key:
        return []
    out: dict[str, tuple[Entity, str]] = {}
    exact = graph.find_entities([key])
    for e in exact.values():
        out[e.entity_id] = (e, "exact")
    for r in graph.entity_relations(list(exact), [ALIAS]):  # a short name: what it stands for first
        if r.source == key:
            full = graph.find_entities([r.target]).get(r.target)
            if full is not None:
                out = {full.entity_id: (full, "alias"), **out}
    if len(out) >= limit:
        return list(out.values())[:limit]
    keys = [k for k in graph.entity_ids() if not is_value(k)]
    from rapidfuzz import fuzz, process

    near = process.extract(key, keys, scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF * 100, limit=limit)
    found = graph.find_entities([k for k, _, _ in near])
    for k, _, _ in near:
        if k in found and k not in out:
            out[k] = (found[k], "fuzzy")
    if len(out) < limit:
        words = set(key.split())
        part = sorted((k for k in keys if words < set(k.split())), key=lambda k: (len(k), k))[:limit]
        found = graph.find_entities(part)
        for k in part:
            if k in found and k not in out:
                out[k] = (found[k], "part")
    return list(out.values())[:limit]


def describe(graph: GraphStore, docs: DocStore, entity: Entity, how: str = "exact", limit: int = 50) -> EntityView:
    """Everything the index says about one entity."""
    eid = entity.entity_id
    titled = graph.find_entities(sorted(courtesy_forms(eid) - {eid}))  # "Dr Ada Pell" beside "Ada Pell"
    same = {eid, *titled} | {x for r in graph.entity_relations([eid], [ALIAS]) for x in (r.source, r.target)}
    relations = graph.entity_relations(sorted(same))  # a defined short name's facts are the name's
    others = sorted({x for r in relations for x in (r.source, r.target)} - {eid})
    relations = [x for r in relations if (x := _as(r, same, eid)).source != x.target]  # not "Dr Ada Pell" beside her
    names = {k: e.name for k, e in graph.find_entities(others).items()}

    def name(k: str) -> str:
        return names.get(k, k.removeprefix("value:"))

    chunk_ids = sorted({r.chunk_id for r in relations if r.predicate not in (CO_OCCURS,)})
    mentioned = sorted({c for cs in graph.entity_chunks(sorted(same)).values() for c in cs})
    rows = docs.chunks(sorted(set(chunk_ids) | set(mentioned)))
    view = EntityView(entity, how, aliases=sorted(set(entity.aliases) - {entity.name}), merged=sorted(titled))
    view.aliases += [e.name for e in titled.values()]
    neighbours: Counter[str] = Counter()
    for r in relations:
        if r.predicate == CO_OCCURS or r.doubted:  # a doubted fact: named together, no more
            neighbours[name(r.target if r.source == eid else r.source)] += r.count
        elif r.predicate == DESCRIBED:
            view.described_as.append(name(r.target))
        elif r.predicate == ALIAS:
            view.aliases.append(name(r.source) if r.target == eid else name(r.target))
        else:
            view.facts.append(_fact(r, eid, entity.name, name, rows))
    view.aliases = sorted(set(view.aliases))
    view.described_as = sorted(set(view.described_as))
    view.facts = sorted(view.facts, key=lambda f: (f.predicate, f.object, f.doc_id))[:limit]
    view.neighbours = neighbours.most_common(10)
    seen: dict[str, str] = {}
    for c in mentioned:
        if c in rows:
            seen.setdefault(rows[c].doc_id, rows[c].title)
    view.documents = sorted(seen.items())[:limit]
    return view


def _as(r: Relation, same: set[str], eid: str) -> Relation:
    """The relation with every alias of the entity written as the entity itself."""
    from dataclasses import replace

    if r.predicate == ALIAS:
        return r
    return replace(r, source=eid if r.source in same else r.source, target=eid if r.target in same else r.target)


def _fact(r: Relation, eid: str, own: str, name: Any, rows: dict[str, Any]) -> Fact:
    chunk = rows.get(r.chunk_id)
    subject = own if r.source == eid else name(r.source)
    obj = own if r.target == eid else name(r.target)
    return Fact(
        subject,
        r.predicate.replace("_", " "),
        obj,
        r.sentence,
        chunk.doc_id if chunk else "",
        chunk.title if chunk else "",
    )


def format_view(view: EntityView, width: int = 160) -> list[str]:
    e = view.entity
    lines = [f"{e.name}  ({e.type}; id {e.entity_id!r}; matched {view.how})"]
    if view.aliases:
        lines.append("also: " + ", ".join(view.aliases))
    if view.merged:
        lines.append("shown with: " + ", ".join(repr(k) for k in view.merged))
    if view.described_as:
        lines.append("is: " + ", ".join(view.described_as))
    lines.append(f"facts: {len(view.facts)}")
    for f in view.facts:
        lines.append(f"  {f.line()}")
        if f.sentence:
            lines.append(f'      "{shorten(f.sentence, width)}"  [{f.doc_id}]')
    if view.neighbours:
        lines.append("named together with: " + ", ".join(f"{n} ({c})" for n, c in view.neighbours))
    lines.append(f"documents: {len(view.documents)}")
    lines += [f"  {d}  {t}" for d, t in view.documents]
    return lines


def views(graph: GraphStore, docs: DocStore, text: str, limit: int = MAX_MATCHES) -> Sequence[EntityView]:
    """The views of the matches, best first; a match an earlier view already shows is left out."""
    out: list[EntityView] = []
    for e, how in find(graph, text, limit):
        if not any(e.entity_id in v.merged for v in out):
            out.append(describe(graph, docs, e, how))
    return out


class UnknownEntityError(QueryError):
    """No entity of the graph matches the name asked for (HTTP 404, an MCP tool error)."""


def lookup(graph: GraphStore, docs: DocStore, name: str, show_all: bool = False) -> dict[str, Any]:
    """What ``graphrag entity NAME --json`` shows, for the API and the MCP tool: ``{"name", "matches":
    [view, ...]}``, the best match first (only it unless ``show_all``), and ``others``, the names of the
    matches left out. A name with no words is a QueryError; one that matches nothing an UnknownEntityError."""
    if not name_key(name):
        raise QueryError(f"name {name!r} has no letters or digits to look up")
    found = views(graph, docs, name)
    if not found:
        raise UnknownEntityError(f"no entity matches {name!r}")
    shown = found if show_all else found[:1]
    others = [{"name": v.entity.name, "matched": v.how} for v in found[len(shown) :]]
    return {"name": name, "matches": [v.to_json() for v in shown], "others": others}
