"""The server graph store: Neo4j over Bolt, with the official driver.

    (:Document {id, title, source})-[:HAS_CHUNK]->(:Chunk {id, doc_id, position, text, title})
    (:Chunk)-[:MENTIONS]->(:Entity {id, name, type, aliases})
    (:Entity)-[:RELATED {predicate, phrase, chunk_id}]->(:Entity)      a typed fact from one chunk
    (:Entity)-[:RELATED {predicate: "co_occurs", chunk_ids, chunk_id, count}]->(:Entity)  one per pair
    value nodes ("value:2017") are Entity nodes of type VALUE that only facts point at

Every statement lives in ``cypher/<name>.cypher`` and takes its values as parameters. Writes are
``UNWIND $rows AS row MERGE ...`` in batches of ``neo4j_batch_size`` rows, one transaction each.
Reads give the same answers as the networkx store for the same calls (the contract tests check).

Several graphrag indexes can share one database: every node (and every RELATED edge) carries the
``index_id`` of the index that wrote it, every statement matches on it (``$index_id``), and ids are
unique per index (composite constraints on ``(index_id, id)``, which also serve the lookups). An
index never reads, counts, updates or deletes another index's nodes.

Clusters and Aura: a ``neo4j://`` or ``neo4j+s://`` URI makes the driver route (it fetches the
cluster's routing table from the server and follows its changes); ``bolt://`` talks to the one
server named. The same code runs on both: reads are ``execute_read`` transactions (routed to
followers or read replicas), writes ``execute_write`` (routed to the leader of the database), and
schema statements run in sessions of the default WRITE access mode (the leader too). Every session
of one store shares a bookmark manager, so a read follows the store's own earlier writes even when
it lands on a member that is still catching up (causal consistency within one process).

Deadlines (neo4j.* settings): opening a connection fails after ``connect_timeout``; a read
transaction the server runs longer than ``query_timeout`` (a write: TX_TIMEOUT) is cancelled by the
server; the driver retries a read that fails because the server went away for at most
``read_retry_time`` (a write: ``retry_time``, with backoff) before the error surfaces as a
StoreUnavailableError naming the URI. That error opens the server's circuit breaker
(stores/breaker.py): until a probe sees the server answer, every call fails at once, and the first
call after it answers runs on a new driver (the old one's connections went with the server).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

import cypher as cypher_files

from ..errors import ConfigError, GraphragError, StoreUnavailableError, redact
from ..models import CO_OCCURS, VALUE, Chunk, Document, Entity, GraphHit, Mention, Relation, shown_predicate
from .breaker import Breaker, breaker
from .expansion import Node, breadth_first, named_by_mentions, node_order, relation_order
from .faults import pause_point

if TYPE_CHECKING:
    from ..config import Neo4jSettings

# defaults of the neo4j.* deadlines (config.py)
CONNECT_TIMEOUT = 3.0  # seconds to open a socket; a refused port fails at once
QUERY_TIMEOUT = 10.0  # seconds the server lets one read transaction run
READ_RETRY_TIME = 1.0  # seconds execute_read keeps retrying a dropped connection
RETRY_TIME = 10.0  # seconds execute_write keeps retrying transient failures, with backoff
TX_TIMEOUT = 120.0  # seconds the server lets one write transaction run (one write batch)
# An id holding a character at or above U+E000 may sort differently in Neo4j (UTF-16 code units,
# for some string values) and Python (code points): expand cuts such neighbour lists itself.
WIDE_CHAR = r"(?s).*[\x{E000}-\x{10FFFF}].*"


# The driver logs the server's notifications (such as "relationship type MENTIONS is not in the
# database yet" on an empty graph) at WARNING; without a handler Python prints them on stderr, in
# the middle of CLI output. They still reach any handler an application configures.
logging.getLogger("neo4j.notifications").addHandler(logging.NullHandler())


def cypher(name: str) -> str:
    """The text of ``cypher/<name>.cypher`` (package data of the ``cypher`` package), read once."""
    try:
        return cypher_files.read(name)
    except FileNotFoundError as e:
        raise GraphragError(str(e)) from e


def statements(name: str) -> list[str]:
    """The statements of a file that holds several, each ended by ``;`` at the end of a line."""
    parts = re.split(r";[ \t]*(?:\n|$)", cypher(name))
    out = []
    for part in parts:
        body = "\n".join(line for line in part.splitlines() if not line.strip().startswith("//")).strip()
        if body:
            out.append(body)
    return out


class Neo4jGraphStore:
    """A GraphStore on a Neo4j 5.x server (or cluster, or Aura): ``bolt://``, ``neo4j://``, ``+s``."""

    def __init__(
        self,
        uri: str,
        index_id: str,
        user: str = "neo4j",
        password: str = "",
        database: str = "neo4j",
        batch_size: int = 1000,
        connect_timeout: float = CONNECT_TIMEOUT,
        query_timeout: float = QUERY_TIMEOUT,
        read_retry_time: float = READ_RETRY_TIME,
        retry_time: float = RETRY_TIME,
    ):
        import neo4j

        if not index_id:
            raise ConfigError("a Neo4j graph store needs the id of its index (index_id)")
        self.uri, self.user, self.database = uri, user, database or None
        self.index_id = index_id
        self.batch_size = max(1, int(batch_size))
        self._authenticated = bool(password)
        self.connect_timeout, self.query_timeout = connect_timeout, query_timeout
        self.read_retry_time, self.retry_time = read_retry_time, retry_time
        self._auth = (user, password) if password else None
        self._bookmarks = neo4j.GraphDatabase.bookmark_manager()  # read-your-writes across sessions
        self.driver = self._driver()
        self.breaker: Breaker = breaker("Neo4j", uri, self._probe)
        self._recoveries = self.breaker.recoveries  # the driver is new: nothing to reconnect
        try:
            self._guard("connect", self.driver.verify_connectivity)
            self._create_schema()
        except BaseException:
            self.driver.close()
            raise

    @classmethod
    def from_settings(cls, settings: Neo4jSettings, index_id: str) -> Neo4jGraphStore:
        s = settings
        return cls(
            s.uri,
            index_id,
            s.user,
            s.password,
            s.database,
            s.batch_size,
            connect_timeout=s.connect_timeout,
            query_timeout=s.query_timeout,
            read_retry_time=s.read_retry_time,
            retry_time=s.retry_time,
        )

    # -- driver plumbing --------------------------------------------------------------------
    def _driver(self, retry_time: float | None = None) -> Any:
        import neo4j

        try:
            return neo4j.GraphDatabase.driver(
                self.uri,
                auth=self._auth,
                connection_timeout=self.connect_timeout,
                max_transaction_retry_time=self.retry_time if retry_time is None else retry_time,
                connection_acquisition_timeout=self.connect_timeout * 2,
                user_agent="graphrag",
            )
        except (ValueError, neo4j.exceptions.ConfigurationError) as e:
            uri = self.uri
            raise ConfigError(
                f"cannot use Neo4j URI {redact(uri)!r}: {redact(str(e).replace(uri, redact(uri)))}"
            ) from e

    def _probe(self) -> None:
        """The breaker's probe: one tiny read on a driver of its own (returns when the server answers)."""
        driver = self._driver(retry_time=0.0)
        try:
            driver.execute_query("RETURN 1", database_=self.database)
        finally:
            driver.close()

    def _guard(self, what: str, fn: Callable[[], Any]) -> Any:
        """Run ``fn`` through the server's circuit breaker (failing at once while the server is known
        to be down), its driver errors turned into graphrag errors that name the server."""
        if self.breaker.recoveries != self._recoveries:  # the server was down: its connections are gone
            self._recoveries = self.breaker.recoveries
            old, self.driver = self.driver, self._driver()
            old.close()
        return self.breaker.call(lambda: self._translate(what, fn), what)

    def _translate(self, what: str, fn: Callable[[], Any]) -> Any:
        from neo4j import exceptions as ex

        where = f"Neo4j at {redact(self.uri)}"
        try:
            return fn()
        except ex.AuthError as e:
            hint = (
                "check NEO4J_USER / NEO4J_PASSWORD (or --neo4j-user / --neo4j-password)"
                if self._authenticated
                else "the server needs a password: set NEO4J_PASSWORD"
            )
            raise ConfigError(f"{where} refused to authenticate user {self.user!r} ({e.message}); {hint}") from e
        except (ex.ServiceUnavailable, ex.SessionExpired, OSError) as e:
            raise StoreUnavailableError(
                f"{where} is not answering ({what}): {redact(str(e))}. Start it "
                f"(`scripts/services up neo4j`) or point NEO4J_URI / --neo4j-uri at a running server. "
                f"Documents whose writes did not complete are not recorded in the index: run the "
                f"same command again once the server answers"
            ) from e
        except ex.Neo4jError as e:
            if e.code and e.code.endswith("DatabaseNotFound"):
                raise ConfigError(f"{where} has no database {self.database!r}: set NEO4J_DATABASE") from e
            if e.code and (".Security." in e.code):
                raise ConfigError(f"{where} does not allow user {self.user!r} to {what}: {e.message}") from e
            if e.code and e.code.endswith(("TransactionTimedOut", "TransactionTimedOutClientConfiguration")):
                raise StoreUnavailableError(
                    f"{where} did not finish {what} within its deadline (neo4j.query_timeout "
                    f"{self.query_timeout:g} s for a read); is the server overloaded?"
                ) from e
            raise GraphragError(f"{where} failed to {what}: {e.code}: {e.message}") from e
        except ex.DriverError as e:
            raise StoreUnavailableError(f"{where}: {what} failed: {e}") from e

    def _session(self, read: bool = False) -> Any:
        """A session; a read one retries a dropped connection for read_retry_time only (queries fail fast)."""
        retry = {"max_transaction_retry_time": self.read_retry_time} if read else {}
        return self.driver.session(database=self.database, bookmark_manager=self._bookmarks, **retry)

    def _read(self, name: str, **params: Any) -> list[Any]:
        from neo4j import unit_of_work

        query = cypher(name)
        params["index_id"] = self.index_id

        @unit_of_work(timeout=self.query_timeout)
        def work(tx: Any) -> Any:
            return list(tx.run(query, params))

        def run() -> Any:
            with self._session(read=True) as session:
                return session.execute_read(work)

        return self._guard(f"run {name}", run)

    def _write_batches(self, name: str, rows: list[dict[str, Any]], **params: Any) -> None:
        """``rows`` in batches of ``batch_size``, one write transaction each."""
        from neo4j import unit_of_work

        if not rows:
            return
        query = cypher(name)

        @unit_of_work(timeout=TX_TIMEOUT)
        def work(tx: Any, part: Any) -> Any:
            tx.run(query, rows=part, index_id=self.index_id, **params).consume()

        def run() -> Any:
            with self._session() as session:
                for i in range(0, len(rows), self.batch_size):
                    session.execute_write(work, rows[i : i + self.batch_size])

        self._guard(f"run {name}", run)
        pause_point(f"neo4j-{name}")

    def _create_schema(self) -> None:
        from neo4j.exceptions import ClientError

        def run() -> Any:
            with self._session() as session:
                for statement in statements("schema"):
                    try:
                        session.run(statement).consume()
                    except ClientError as e:
                        if ".Security." in (e.code or ""):  # a read-only user can still query
                            return
                        raise

        self._guard("create constraints and indexes", run)

    # -- writes -----------------------------------------------------------------------------
    def upsert_documents(self, docs: Sequence[Document]) -> None:
        self._write_batches("upsert_documents", [{"id": d.doc_id, "title": d.title, "source": d.source} for d in docs])

    def upsert_chunks(self, chunks: Sequence[Chunk]) -> None:
        self._write_batches(
            "upsert_chunks",
            [
                {"id": c.chunk_id, "doc_id": c.doc_id, "position": c.position, "text": c.text, "title": c.title}
                for c in chunks
            ],
        )

    def upsert_entities(self, entities: Sequence[Entity]) -> None:
        # One row per id (first name and type, every alias and name), so that no statement reads
        # an entity another row of the same batch is writing.
        rows: dict[str, dict[str, Any]] = {}
        for e in entities:
            row = rows.setdefault(e.entity_id, {"id": e.entity_id, "name": e.name, "type": e.type, "aliases": []})
            row["aliases"].extend([*e.aliases, e.name])
        for row in rows.values():
            row["aliases"] = sorted(set(row["aliases"]))
        self._write_batches("upsert_entities", list(rows.values()))

    def upsert_mentions(self, mentions: Sequence[Mention]) -> None:
        rows = [
            {
                "chunk_id": m.chunk_id,
                "entity_id": m.entity_id,
                "names": [n for n, _ in m.names],
                "name_counts": [c for _, c in m.names],
                "kinds": [k for k, _ in m.kinds],
                "kind_counts": [c for _, c in m.kinds],
            }
            for m in mentions
        ]
        self._write_batches("upsert_mentions", rows)
        touched = sorted({m.entity_id for m in mentions if m.names})
        if touched:
            self._guard("name entities from their mentions", lambda: self._in_write(self._name_entities, touched))

    def _in_write(self, fn: Callable[[Any, list[str]], None], entity_ids: list[str]) -> None:
        from neo4j import unit_of_work

        @unit_of_work(timeout=TX_TIMEOUT)
        def work(tx: Any, part: Any) -> Any:
            fn(tx, part)

        with self._session() as session:
            for i in range(0, len(entity_ids), self.batch_size):
                session.execute_write(work, entity_ids[i : i + self.batch_size])

    def _name_entities(self, tx: Any, entity_ids: list[str]) -> None:
        """Set the entities' names, types and aliases from their mentions, in ``tx``
        (expansion.named_by_mentions: the networkx store chooses the same way)."""
        rows = []
        for r in tx.run(cypher("entity_mention_names"), entity_ids=entity_ids, index_id=self.index_id):
            seen = [(dict(zip(n or [], nc or [])), dict(zip(k or [], kc or []))) for n, nc, k, kc in r["seen"]]
            found = named_by_mentions(seen, r["id"])
            if found is not None:
                rows.append({"id": r["id"], "name": found[0], "type": found[1], "aliases": found[2]})
        if rows:
            tx.run(cypher("entity_set_names"), rows=rows, index_id=self.index_id).consume()

    def upsert_relations(self, relations: Sequence[Relation]) -> None:
        self._write_batches(
            "upsert_relations",
            [
                {
                    "source": r.source,
                    "target": r.target,
                    "predicate": r.predicate,
                    "chunk_id": r.chunk_id,
                    "phrase": r.phrase,
                    "sentence": r.sentence,
                    "doubted": r.doubted,
                    "shown": shown_predicate(r),
                }
                for r in relations
                if r.predicate != CO_OCCURS
            ],
        )
        pairs: dict[tuple[str, str], set[str]] = {}
        for r in relations:
            if r.predicate == CO_OCCURS:
                pairs.setdefault((min(r.source, r.target), max(r.source, r.target)), set()).add(r.chunk_id)
        self._write_batches(
            "upsert_cooccurs",
            [{"source": a, "target": b, "chunk_ids": sorted(cs)} for (a, b), cs in sorted(pairs.items())],
            co=CO_OCCURS,
        )

    def delete_document(self, doc_id: str) -> None:
        """The document, its chunks, the facts those chunks produced, and the entities (and value
        nodes) nothing refers to any more, all of this index: one transaction."""
        from neo4j import unit_of_work

        index_id = self.index_id

        @unit_of_work(timeout=TX_TIMEOUT)
        def work(tx: Any) -> Any:
            found = tx.run(cypher("delete_document_find"), doc_id=doc_id, index_id=index_id).single()
            chunk_ids = found["chunk_ids"]
            values = tx.run(
                cypher("related_values_by_chunk"), chunk_ids=chunk_ids, value=VALUE, index_id=index_id
            ).single()
            for statement in statements("delete_related_by_chunk"):
                tx.run(statement, chunk_ids=chunk_ids, co=CO_OCCURS, index_id=index_id).consume()
            tx.run(cypher("delete_document_nodes"), doc_id=doc_id, index_id=index_id).consume()
            tx.run(
                cypher("delete_orphan_entities"),
                entity_ids=found["entity_ids"] + values["value_ids"],
                value=VALUE,
                index_id=index_id,
            ).consume()
            self._name_entities(tx, found["entity_ids"])  # a name only these chunks used goes with them

        def run() -> Any:
            with self._session() as session:
                session.execute_write(work)

        self._guard(f"delete document {doc_id!r}", run)

    def clear(self) -> None:
        """Delete every Document, Chunk and Entity node of this index with their edges; other
        indexes' nodes stay (tests, benchmarks)."""
        from neo4j import unit_of_work

        @unit_of_work(timeout=TX_TIMEOUT)
        def work(tx: Any) -> Any:
            return tx.run(cypher("clear"), limit=10_000, index_id=self.index_id).single()["deleted"]

        def run() -> Any:
            with self._session() as session:
                while session.execute_write(work):
                    pass

        self._guard("clear the graph", run)

    # -- reads ------------------------------------------------------------------------------
    def find_entities(self, keys: Iterable[str]) -> dict[str, Entity]:
        ids = list(dict.fromkeys(keys))
        if not ids:
            return {}
        found = {
            r["id"]: Entity(r["id"], r["name"], r["type"], sorted(r["aliases"] or []))
            for r in self._read("find_entities", ids=ids)
        }
        return {k: found[k] for k in ids if k in found}

    def expand(self, seeds: Sequence[str], hops: int, max_fanout: int) -> list[GraphHit]:
        """Breadth-first from the seeds (see expansion.py), one Cypher round trip per level."""
        names: dict[str, str] = {}

        def neighbours(frontier: list[Node]) -> dict[Node, list[Node]]:
            rows = self._read(
                "expand_level", frontier=[[i, c] for c, i in frontier], max_fanout=max_fanout, wide=WIDE_CHAR
            )
            near: dict[Node, list[Node]] = {}
            for r in rows:
                if not r["is_chunk"]:
                    names[r["id"]] = r["name"]
                found = []
                for mid, is_chunk, name in r["near"]:
                    if not is_chunk:
                        names[mid] = name
                    found.append((is_chunk, mid))
                near[(r["is_chunk"], r["id"])] = sorted(found, key=node_order)[:max_fanout]
            return near

        return breadth_first(seeds, hops, neighbours, names.__getitem__)

    def chunk_entities(self, chunk_ids: Sequence[str]) -> dict[str, list[str]]:
        ids = list(dict.fromkeys(chunk_ids))
        if not ids:
            return {}
        found = {r["id"]: sorted(r["entity_ids"]) for r in self._read("chunk_entities", ids=ids)}
        return {c: found[c] for c in ids if c in found}

    def entity_relations(self, entity_ids: Sequence[str], predicates: Sequence[str] | None = None) -> list[Relation]:
        ids = list(dict.fromkeys(entity_ids))
        if not ids:
            return []
        rows = self._read("entity_relations", ids=ids, predicates=None if predicates is None else list(predicates))
        return sorted(
            (
                Relation(
                    r["source"],
                    r["target"],
                    r["predicate"],
                    r["chunk_id"],
                    r["phrase"],
                    r["count"],
                    r["sentence"],
                    r["doubted"],
                )
                for r in rows
            ),
            key=relation_order,
        )

    def entity_ids(self) -> list[str]:
        return sorted(r["id"] for r in self._read("entity_ids"))

    def entity_chunks(self, entity_ids: Sequence[str]) -> dict[str, list[str]]:
        ids = list(dict.fromkeys(entity_ids))
        if not ids:
            return {}
        found = {r["id"]: sorted(r["chunk_ids"]) for r in self._read("entity_chunks", ids=ids)}
        return {e: found[e] for e in ids if e in found}

    def counts(self) -> dict[str, int]:
        """Nodes and edges of this index only."""
        from neo4j import unit_of_work

        @unit_of_work(timeout=self.query_timeout)
        def work(tx: Any) -> Any:
            out = {}
            for statement in statements("counts"):
                out.update(tx.run(statement, index_id=self.index_id).single().data())
            return out

        def run() -> Any:
            with self._session(read=True) as session:
                return session.execute_read(work)

        return self._guard("count nodes and edges", run)

    def commit(self) -> None:
        """Nothing to do: every write batch commits its own transaction."""

    def close(self) -> None:
        self.driver.close()
