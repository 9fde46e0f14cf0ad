"""The embedded graph store: a networkx MultiDiGraph persisted as gzipped JSON in the index folder."""

from __future__ import annotations

import gzip
import json
import os
from collections.abc import Collection, Iterable, Sequence
from pathlib import Path

import networkx as nx

from ..models import CO_OCCURS, Chunk, Document, Entity, GraphHit, Mention, Relation, is_value
from .expansion import Node, breadth_first, named_by_mentions, node_order, relation_order

DOC, CHUNK, ENT = "doc:", "chunk:", "ent:"
CO_KEY = "RELATED|co_occurs"


class NetworkxGraphStore:
    """Node ids carry their label as a prefix: ``doc:<id>``, ``chunk:<id>``, ``ent:<key>``."""

    def __init__(self, path: Path | str | None = None):
        self.path = Path(path) if path else None
        self.g = nx.MultiDiGraph()
        if self.path and self.path.exists():
            with gzip.open(self.path, "rt", encoding="utf-8") as f:
                self.g = nx.node_link_graph(json.load(f), directed=True, multigraph=True, edges="edges", name="node")

    # -- writes ---------------------------------------------------------------------------
    def upsert_documents(self, docs: Sequence[Document]) -> None:
        for d in docs:
            self.g.add_node(DOC + d.doc_id, label="Document", id=d.doc_id, title=d.title, source=d.source)

    def upsert_chunks(self, chunks: Sequence[Chunk]) -> None:
        for c in chunks:
            node = CHUNK + c.chunk_id
            self.g.add_node(
                node, label="Chunk", id=c.chunk_id, doc_id=c.doc_id, position=c.position, text=c.text, title=c.title
            )
            if DOC + c.doc_id not in self.g:  # as Neo4j's MERGE does: a bare document node
                self.g.add_node(DOC + c.doc_id, label="Document", id=c.doc_id, title="", source="")
            self.g.add_edge(DOC + c.doc_id, node, key="HAS_CHUNK", type="HAS_CHUNK")

    def upsert_entities(self, entities: Sequence[Entity]) -> None:
        for e in entities:
            node = ENT + e.entity_id
            if node in self.g:
                data = self.g.nodes[node]
                data["aliases"] = sorted(set(data["aliases"]) | set(e.aliases) | {e.name})
            else:
                self.g.add_node(
                    node,
                    label="Entity",
                    id=e.entity_id,
                    name=e.name,
                    type=e.type,
                    aliases=sorted(set(e.aliases) | {e.name}),
                )

    def upsert_mentions(self, mentions: Sequence[Mention]) -> None:
        touched = set()
        for m in mentions:  # edges between nodes that exist only, as in the Neo4j store
            if CHUNK + m.chunk_id in self.g and ENT + m.entity_id in self.g:
                data: dict = {"type": "MENTIONS"}
                if m.names:
                    data.update(names=dict(m.names), kinds=dict(m.kinds))
                    touched.add(ENT + m.entity_id)
                self.g.add_edge(CHUNK + m.chunk_id, ENT + m.entity_id, key="MENTIONS", **data)
        for node in sorted(touched):
            self._name_from_mentions(node)

    def _name_from_mentions(self, node: str) -> bool:
        """Set an entity's name, type and aliases from its mentions (expansion.named_by_mentions);
        False (nothing changed) when no mention says."""
        seen = []
        for c in self.g.predecessors(node):
            if c.startswith(CHUNK):
                edge = self.g.get_edge_data(c, node, key="MENTIONS") or {}
                seen.append((edge.get("names") or {}, edge.get("kinds") or {}))
        found = named_by_mentions(seen, node.removeprefix(ENT))
        if found is None:
            return False
        data = self.g.nodes[node]
        data["name"], kind, data["aliases"] = found
        data["type"] = kind or data["type"]
        return True

    def upsert_relations(self, relations: Sequence[Relation]) -> None:
        for r in relations:
            if ENT + r.source not in self.g or ENT + r.target not in self.g:
                continue
            if r.predicate == CO_OCCURS:  # one edge per pair, in id order, with the chunks naming both
                a, b = sorted((r.source, r.target))
                data = self.g.get_edge_data(ENT + a, ENT + b, key=CO_KEY)
                chunk_ids = sorted(set(data["chunk_ids"] if data else []) | {r.chunk_id})
                self.g.add_edge(
                    ENT + a,
                    ENT + b,
                    key=CO_KEY,
                    type="RELATED",
                    predicate=CO_OCCURS,
                    chunk_id=chunk_ids[0],
                    chunk_ids=chunk_ids,
                    count=len(chunk_ids),
                    phrase="",
                )
                continue
            key = f"RELATED|{r.predicate}|{r.chunk_id}"
            self.g.add_edge(
                ENT + r.source,
                ENT + r.target,
                key=key,
                type="RELATED",
                predicate=r.predicate,
                chunk_id=r.chunk_id,
                phrase=r.phrase,
                sentence=r.sentence,
                count=1,
                doubted=r.doubted,
            )

    def delete_document(self, doc_id: str) -> None:
        doc = DOC + doc_id
        if doc not in self.g:
            return
        chunk_ids = {self.g.nodes[c]["id"] for c in self.g.successors(doc) if c.startswith(CHUNK)}
        self.g.remove_node(doc)
        self.delete_chunks(chunk_ids)

    def delete_chunks(self, chunk_ids: Collection[str]) -> None:
        """Remove these chunks, the relations they state (a co-occurrence keeps its other chunks),
        and the entities no chunk mentions any more. An id with no chunk node still removes the
        relations that name it (how ``graphrag check --repair`` drops dangling ones)."""
        chunk_ids = set(chunk_ids)
        chunks = [CHUNK + c for c in chunk_ids if CHUNK + c in self.g]
        touched = {e for c in chunks for e in self.g.successors(c) if e.startswith(ENT)}
        self.g.remove_nodes_from(chunks)
        stale, values = [], set()
        for u, v, k, d in list(self.g.edges(keys=True, data=True)):
            if d.get("type") != "RELATED":
                continue
            if d["predicate"] == CO_OCCURS:
                rest = [c for c in d["chunk_ids"] if c not in chunk_ids]
                if not rest:
                    stale.append((u, v, k))
                elif len(rest) < len(d["chunk_ids"]):
                    d.update(chunk_ids=rest, chunk_id=rest[0], count=len(rest))
            elif d.get("chunk_id") in chunk_ids:
                stale.append((u, v, k))
                values |= {n for n in (u, v) if is_value(n[len(ENT) :])}
        self.g.remove_edges_from(stale)
        orphans = [e for e in touched if not any(p.startswith(CHUNK) for p in self.g.predecessors(e))]
        orphans += [n for n in values if n in self.g and self.g.degree(n) == 0]
        self.g.remove_nodes_from(orphans)
        for e in touched - set(orphans):
            if not self._name_from_mentions(e):
                self._forget_names(e)

    def _forget_names(self, node: str) -> None:
        """An entity's names as the chunks still mentioning it write them: a name only a deleted
        chunk used goes (the name shown becomes a kept one). Names none of the chunks spell out
        as such (an extraction's normal form) are all kept: nothing tells which chunk gave them."""
        data = self.g.nodes[node]
        texts = [
            f"{self.g.nodes[c].get('title') or ''} {self.g.nodes[c]['text']}"
            for c in self.g.predecessors(node)
            if c.startswith(CHUNK)
        ]
        text = " ".join(" ".join(texts).split()).casefold()
        kept = [a for a in data["aliases"] if " ".join(a.split()).casefold() in text]
        if kept and len(kept) < len(data["aliases"]):
            data["aliases"] = kept
            if data["name"] not in kept:
                data["name"] = kept[0]

    def _relation(self, u: str, v: str, d: dict) -> Relation:
        """The fact a RELATED edge from node ``u`` to node ``v`` (with data ``d``) holds."""
        return Relation(
            self.g.nodes[u]["id"],
            self.g.nodes[v]["id"],
            d["predicate"],
            d["chunk_id"],
            d.get("phrase", ""),
            d.get("count", 1),
            d.get("sentence", ""),
            d.get("doubted", False),
        )

    def relations(self) -> list[Relation]:
        """Every fact and co-occurrence of the graph."""
        out = []
        for u, v, d in self.g.edges(data=True):
            if d.get("type") == "RELATED":
                out.append(self._relation(u, v, d))
        return out

    def chunk_ids(self) -> dict[str, str]:
        """chunk id -> its document id, for every chunk node."""
        return {d["id"]: d["doc_id"] for n, d in self.g.nodes(data=True) if n.startswith(CHUNK)}

    def document_ids(self) -> set[str]:
        return {d["id"] for n, d in self.g.nodes(data=True) if n.startswith(DOC)}

    def relation_chunk_ids(self) -> set[str]:
        """Every chunk id a RELATED edge names as the chunk that states it."""
        out: set[str] = set()
        for _, _, d in self.g.edges(data=True):
            if d.get("type") == "RELATED":
                out |= set(d.get("chunk_ids") or [d["chunk_id"]])
        return out

    # -- reads ----------------------------------------------------------------------------
    def _entity(self, entity_id: str) -> Entity:
        d = self.g.nodes[ENT + entity_id]
        return Entity(d["id"], d["name"], d["type"], list(d["aliases"]))

    def find_entities(self, keys: Iterable[str]) -> dict[str, Entity]:
        return {k: self._entity(k) for k in keys if ENT + k in self.g}

    def expand(self, seeds: Sequence[str], hops: int, max_fanout: int) -> list[GraphHit]:
        def node(n: str) -> Node:
            return n.startswith(CHUNK), self.g.nodes[n]["id"]

        def neighbours(frontier: list[Node]) -> dict[Node, list[Node]]:
            out = {}
            for is_chunk, nid in frontier:
                key = (CHUNK if is_chunk else ENT) + nid
                if key not in self.g:
                    continue
                near = {node(n) for n in (*self.g.successors(key), *self.g.predecessors(key)) if not n.startswith(DOC)}
                out[(is_chunk, nid)] = sorted(near, key=node_order)[:max_fanout]
            return out

        return breadth_first(seeds, hops, neighbours, lambda e: self.g.nodes[ENT + e]["name"])

    def chunk_entities(self, chunk_ids: Sequence[str]) -> dict[str, list[str]]:
        out = {}
        for cid in chunk_ids:
            node = CHUNK + cid
            if node in self.g:
                out[cid] = sorted(self.g.nodes[e]["id"] for e in self.g.successors(node) if e.startswith(ENT))
        return out

    def entity_relations(self, entity_ids: Sequence[str], predicates: Sequence[str] | None = None) -> list[Relation]:
        wanted = None if predicates is None else set(predicates)
        edges = {}
        for eid in dict.fromkeys(entity_ids):
            node = ENT + eid
            if node not in self.g:
                continue
            for u, v, k, d in (
                *self.g.out_edges(node, keys=True, data=True),
                *self.g.in_edges(node, keys=True, data=True),
            ):
                if d.get("type") == "RELATED" and (wanted is None or d["predicate"] in wanted):
                    edges[(u, v, k)] = self._relation(u, v, d)
        return sorted(edges.values(), key=relation_order)

    def entity_ids(self) -> list[str]:
        return sorted(d["id"] for d in (self.g.nodes[n] for n in self.g if n.startswith(ENT)))

    def entity_chunks(self, entity_ids: Sequence[str]) -> dict[str, list[str]]:
        out = {}
        for eid in entity_ids:
            node = ENT + eid
            if node in self.g:
                out[eid] = sorted(self.g.nodes[c]["id"] for c in self.g.predecessors(node) if c.startswith(CHUNK))
        return out

    def counts(self) -> dict[str, int]:
        labels = {"Document": 0, "Chunk": 0, "Entity": 0}
        for _, data in self.g.nodes(data=True):
            labels[data["label"]] += 1
        edges = {"HAS_CHUNK": 0, "MENTIONS": 0, "RELATED": 0}
        for _, _, data in self.g.edges(data=True):
            edges[data["type"]] += 1
        return {
            "documents": labels["Document"],
            "chunks": labels["Chunk"],
            "entities": labels["Entity"],
            "mentions": edges["MENTIONS"],
            "relations": edges["RELATED"],
        }

    # -- persistence ----------------------------------------------------------------------
    def save(self) -> None:
        if not self.path:
            return
        tmp = self.path.with_suffix(".tmp")
        with gzip.open(tmp, "wt", encoding="utf-8", compresslevel=3) as f:
            json.dump(nx.node_link_data(self.g, edges="edges", name="node"), f)
        os.replace(tmp, self.path)

    def commit(self) -> None:
        self.save()

    def close(self) -> None:
        pass
