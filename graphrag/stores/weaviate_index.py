"""The server dense index: one Weaviate collection per graphrag index.

The collection holds one object per chunk, keyed by a UUID derived from the chunk id (so writing a
chunk again replaces it), with the vector graphrag computed (no Weaviate vectorizer), in an HNSW
index with cosine distance. Properties: ``chunk_id``, ``doc_id`` (exact-match text, filterable),
``title`` and ``text`` (word-tokenised, for Weaviate's BM25 and hybrid search), and one property
per metadata field, named ``meta_<field>``.

Metadata properties are declared by graphrag, not left to Weaviate's auto-schema: auto-schema
would tokenise strings into words (so ``team == "ops"`` would also match ``"Ops team"``), turn
date-like strings into dates and would fix a field's type from whichever object arrived first,
with no chance to report a conflict. graphrag declares each field when it first sees it (numbers
as ``number``, bools as ``boolean``, strings and dates as ``text`` with ``field`` tokenisation,
which compares whole values, case-sensitively), and refuses a batch whose values contradict the
declared types, naming the chunk and field. Lists, objects and nulls are not stored.

Filter semantics match :mod:`graphrag.stores.filters` (and so the embedded index): a condition
only holds where the field is present with a value of the filter's kind, and ``!=`` excludes
objects without the field.

One collection belongs to one index: the collection's description names the id of the index that
created (or first claimed) it, and an index refuses a collection another index owns, so two
indexes never share objects and each counts only its own.

Clusters: ``weaviate.url`` and ``weaviate.urls`` list the nodes; the index talks to one and moves
to the next when it stops answering (see :mod:`.weaviate_nodes`). A new collection gets
``replication_factor`` replicas of ``shards`` shards; queries read with ``read_consistency`` and
writes wait for ``write_consistency`` (QUORUM both by default: with 3 replicas a query sees every
write acknowledged before it, and both go on with one node down). Async replication (on for any
factor above 1 since Weaviate 1.38) brings a node that was down up to date; deletions resolve by
time (TimeBasedResolution), so a document deleted while a node was down stays deleted.

Deadlines: every request runs under the client's timeouts (weaviate.init_timeout, query_timeout,
insert_timeout), and is given up when its node stops answering (weaviate_nodes.py). A read or
schema call that finds no node answering opens the store's circuit breaker (stores/breaker.py):
until a probe connects again every call fails at once, and the first call after that runs on a
new client. Writes go through ``collection.data.insert_many`` (one gRPC
request per batch, under INSERT_TIMEOUT), not the client's background batcher, whose flush can spin
forever when the server goes away mid-run. A request that fails because the server is unreachable is retried with
backoff (``attempts`` in all), then the write stops with a StoreUnavailableError naming the URL.
"""

from __future__ import annotations

import logging
import math
import re
import sys
import time
import uuid as uuidlib
from collections.abc import Callable, Collection, Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

from ..errors import ConfigError, GraphragError, StoreUnavailableError, redact
from ..models import Chunk
from .breaker import Breaker, breaker
from .faults import pause_point
from .filters import Filters, kind, validate
from .protocols import SparseResult
from .weaviate_nodes import Connection, Timeouts, cluster_nodes, connect_node, parse_url

__all__ = ["BatchWriteError", "WeaviateIndex", "connect", "object_uuid", "parse_url", "property_name"]

if TYPE_CHECKING:
    from ..config import WeaviateSettings

log = logging.getLogger(__name__)
T = TypeVar("T")

CORE = ("chunk_id", "doc_id", "title", "text")
SEARCHABLE = ["title", "text"]
META_PREFIX = "meta_"
MAX_PROPERTY_NAME = 230
DOWN_WAIT = 2.0  # seconds before the first retry of a request the server did not answer; doubles
OWNER = re.compile(r"\[graphrag index ([0-9a-f]{32})\]")  # in the collection's description
_UUID_NAMESPACE = uuidlib.NAMESPACE_DNS  # what weaviate.util.generate_uuid5 uses


class _Unreachable(Exception):
    """A write request failed as a whole because the server did not answer it."""


class BatchWriteError(GraphragError):
    """Objects Weaviate refused after every retry; ``chunk_ids`` lists them all."""

    def __init__(self, message: str, chunk_ids: list[str], errors: dict[str, str]):
        super().__init__(message)
        self.chunk_ids = chunk_ids
        self.errors = errors  # chunk id -> the server's last message for it


def object_uuid(chunk_id: str) -> str:
    """The object's UUID: uuid5 of the chunk id (equal to ``weaviate.util.generate_uuid5``)."""
    return str(uuidlib.uuid5(_UUID_NAMESPACE, chunk_id))


def property_name(field: str) -> str:
    """The Weaviate property for a metadata field: ``meta_<field>`` when the field is made of
    letters, digits and underscores, else ``metax_`` and the field with every other character
    (and ``_``) written as ``_<hex>_``, so different fields never share a property."""
    if re.fullmatch(r"[A-Za-z0-9_]+", field):
        name = META_PREFIX + field
    else:
        name = "metax_" + "".join(c if c.isascii() and c.isalnum() else f"_{ord(c):x}_" for c in field)
    if len(name) > MAX_PROPERTY_NAME:
        raise GraphragError(f"metadata field name is too long for a Weaviate property: {field[:60]!r}…")
    return name


def check_collection_name(name: str) -> str:
    """Weaviate collection names are a letter then letters, digits or ``_``; the first letter is
    stored capitalised, so it is capitalised here too."""
    if not re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", name or ""):
        raise ConfigError(
            f"Weaviate collection name {name!r} must start with a letter and hold only letters, digits and _"
        )
    return name[0].upper() + name[1:]


def connect(settings: WeaviateSettings) -> Any:
    """A connected ``weaviate.WeaviateClient`` for the first of the settings' nodes that answers."""
    return Connection(cluster_nodes(settings), settings.api_key, Timeouts.from_settings(settings)).client


RESUME_HINT = (
    "Documents whose writes did not complete are not recorded in the index: run the same command again once "
    "the server answers"
)


def _unreachable(e: BaseException) -> bool:
    """A driver error that says the server could not be reached (gRPC UNAVAILABLE, refused)."""
    text = str(e)
    return "UNAVAILABLE" in text or "failed to connect" in text or "Connection refused" in text


def _first_line(e: BaseException) -> str:
    text = " ".join(str(e).split())
    return text[:300] + ("…" if len(text) > 300 else "")


class WeaviateIndex:
    """A :class:`~graphrag.stores.protocols.DenseIndex` on one Weaviate collection.

    Besides the protocol: :meth:`bm25` and :meth:`hybrid` (Weaviate's own keyword and hybrid
    search over ``title`` and ``text``, with the same filters) and :meth:`drop`.
    """

    def __init__(
        self,
        connection: Connection,
        collection: str,
        owner: str = "",
        batch_size: int = 200,
        concurrent_requests: int = 2,
        attempts: int = 3,
        retry_wait: float = 0.5,
        bm25_k1: float = 1.2,
        bm25_b: float = 0.75,
        replication_factor: int = 1,
        shards: int = 1,
        read_consistency: str = "QUORUM",
        write_consistency: str = "QUORUM",
    ):
        self.connection = connection
        self.bm25_params = (bm25_k1, bm25_b)  # for a new collection; an existing one keeps its own
        self.layout = (max(1, replication_factor), max(1, shards))  # for a new collection too
        self.consistency = (read_consistency.upper(), write_consistency.upper())
        self.name = check_collection_name(collection)
        self.owner = owner  # the id of the index this collection belongs to ("": not checked)
        self.batch_size = batch_size
        self.concurrent_requests = concurrent_requests
        self.attempts = max(1, attempts)
        self.retry_wait = retry_wait
        self._handles: tuple[Any, Any, Any] = (None, None, None)  # (client, writes, reads)
        self.breaker: Breaker = breaker("Weaviate", ",".join(n.url for n in connection.nodes), self._probe)
        self._recoveries = self.breaker.recoveries
        self._call("open the collection", self._open)

    @classmethod
    def from_settings(
        cls,
        settings: WeaviateSettings,
        collection: str,
        bm25_k1: float = 1.2,
        bm25_b: float = 0.75,
        owner: str = "",
    ) -> WeaviateIndex:
        connection = Connection(cluster_nodes(settings), settings.api_key, Timeouts.from_settings(settings))
        try:
            return cls(
                connection,
                collection,
                owner=owner,
                bm25_k1=bm25_k1,
                bm25_b=bm25_b,
                replication_factor=settings.replication_factor,
                shards=settings.shards,
                read_consistency=settings.read_consistency,
                write_consistency=settings.write_consistency,
            )
        except BaseException:
            connection.close()
            raise

    # --- the node in use ---------------------------------------------------------------------

    @property
    def client(self) -> Any:
        """The client of the node in use (another one after a failover)."""
        return self.connection.client

    @property
    def url(self) -> str:
        """The node in use, for messages: never a password."""
        return redact(self.connection.node.url)

    @property
    def collection(self) -> Any:
        """The collection on the node in use, writing with the write consistency level."""
        return self._on_client()[1]

    @property
    def reads(self) -> Any:
        """The collection on the node in use, reading with the read consistency level."""
        return self._on_client()[2]

    def _on_client(self) -> tuple[Any, Any, Any]:
        from weaviate.classes.config import ConsistencyLevel

        handles, client = self._handles, self.client
        if handles[0] is not client:
            collection = client.collections.use(self.name)
            read, write = (ConsistencyLevel[level] for level in self.consistency)
            handles = (client, collection.with_consistency_level(write), collection.with_consistency_level(read))
            self._handles = handles
        return handles

    def _probe(self) -> None:
        """The breaker's probe: a new client's connection checks (REST and gRPC) on any node."""
        c = self.connection
        errors = []
        for node in c.nodes:
            try:
                connect_node(node, c.api_key, c.timeouts).close()
                return
            except Exception as e:
                errors.append(str(e))
        raise StoreUnavailableError("; ".join(errors))

    def _call(self, action: str, fn: Callable[[], T]) -> T:
        """``fn()`` through the store's circuit breaker (failing at once while no node answers),
        with driver errors as graphrag errors; on a cluster, a call whose node stops answering runs
        again on the next node that answers (each node at most once)."""
        if self.breaker.recoveries != self._recoveries:  # it was down: a new client, not one in backoff
            self.breaker.call(self.connection.reconnect, "reconnect")
            self._recoveries = self.breaker.recoveries
        return self.breaker.call(lambda: self._failover(action, fn), action)

    def _failover(self, action: str, fn: Callable[[], T]) -> T:
        tries = len(self.connection.nodes)
        for attempt in range(tries):
            client = self.client
            try:
                with self._errors(action):
                    return self.connection.run(fn)
            except StoreUnavailableError:
                if attempt == tries - 1 or not self.connection.failover(client):
                    raise
        raise AssertionError("not reached")

    def _open(self) -> None:
        self._ensure_collection()
        self._props = self._read_properties()

    # --- schema ------------------------------------------------------------------------------

    def _ensure_collection(self) -> None:
        from weaviate.classes.config import (
            Configure,
            DataType,
            Property,
            ReplicationDeletionStrategy,
            Tokenization,
            VectorDistances,
        )
        from weaviate.exceptions import UnexpectedStatusCodeError

        if self.client.collections.exists(self.name):
            self._check_existing()
            return
        exact: dict[str, Any] = dict(
            data_type=DataType.TEXT, tokenization=Tokenization.FIELD, index_filterable=True, index_searchable=False
        )
        try:
            self.client.collections.create(
                self.name,
                description=self._description(),
                inverted_index_config=Configure.inverted_index(bm25_k1=self.bm25_params[0], bm25_b=self.bm25_params[1]),
                replication_config=Configure.replication(
                    factor=self.layout[0], deletion_strategy=ReplicationDeletionStrategy.TIME_BASED_RESOLUTION
                ),
                sharding_config=Configure.sharding(desired_count=self.layout[1]),
                vector_config=Configure.Vectors.self_provided(
                    vector_index_config=Configure.VectorIndex.hnsw(distance_metric=VectorDistances.COSINE)
                ),
                properties=[
                    Property(name="chunk_id", **exact),
                    Property(name="doc_id", **exact),
                    Property(name="title", data_type=DataType.TEXT, tokenization=Tokenization.WORD),
                    Property(name="text", data_type=DataType.TEXT, tokenization=Tokenization.WORD),
                ],
            )
        except UnexpectedStatusCodeError:
            if not self.client.collections.exists(self.name):  # not a race with another writer
                raise
            self._check_existing()

    def _description(self) -> str:
        owner = f" [graphrag index {self.owner}]" if self.owner else ""
        return f"graphrag chunks: one object per chunk, vectors provided by graphrag{owner}"

    def _check_existing(self) -> None:
        from weaviate.classes.config import VectorDistances

        collection = self.client.collections.use(self.name)
        config = collection.config.get()
        vectors = config.vector_config or {}
        if len(vectors) > 1:
            raise ConfigError(
                f"Weaviate collection {self.name} has {len(vectors)} named vectors; "
                "graphrag needs a collection of its own: choose another name"
            )
        index_config = next(iter(vectors.values())).vector_index_config if vectors else config.vector_index_config
        distance = getattr(index_config, "distance_metric", None)
        if distance is not None and distance != VectorDistances.COSINE:
            raise ConfigError(
                f"Weaviate collection {self.name} uses {distance.value} distance; graphrag "
                "needs cosine: choose another collection name or delete that collection"
            )
        names = {p.name for p in config.properties}
        if not {"chunk_id", "doc_id"} <= names:
            raise ConfigError(
                f"Weaviate collection {self.name} was not made by graphrag (no chunk_id/doc_id "
                "properties): choose another collection name"
            )
        found = OWNER.search(config.description or "")
        if self.owner and found and found.group(1) != self.owner:
            raise ConfigError(
                f"Weaviate collection {self.name} at {self.url or 'the server'} belongs to another graphrag "
                f"index (id {found.group(1)}, this one is {self.owner}); two indexes never share a "
                "collection: set another --weaviate-collection for this index"
            )
        if self.owner and not found:  # made before collections had owners, or by a tool: claim it
            collection.config.update(description=self._description())
        factor = getattr(config.replication_config, "factor", None)
        if self.layout[0] > 1 and factor is not None and factor != self.layout[0]:
            log.warning(
                "Weaviate collection %s keeps the replication factor it was created with (%s), not %s",
                self.name,
                factor,
                self.layout[0],
            )

    def _read_properties(self) -> dict[str, str]:
        """Property name -> the kind of value it holds ("number", "bool", "text"; "" for others)."""
        from weaviate.classes.config import DataType

        kinds = {DataType.NUMBER: "number", DataType.BOOL: "bool", DataType.TEXT: "text"}
        config = self.collection.config.get()
        return {p.name: kinds.get(p.data_type, "") for p in config.properties}

    def _declare(self, chunks: Sequence[Chunk]) -> None:
        """Add a property for every metadata field not declared yet; refuse conflicting kinds."""
        from weaviate.classes.config import DataType, Property, Tokenization
        from weaviate.exceptions import WeaviateBaseError

        new: dict[str, tuple[str, str]] = {}  # property -> (field, kind)
        conflicts = []
        for chunk in chunks:
            for field, value in chunk.metadata.items():
                k = kind(value)
                if k is None:
                    continue
                prop = property_name(field)
                declared = self._props.get(prop)
                if declared is None and prop in new:
                    declared = new[prop][1]
                if declared is None:
                    new[prop] = (field, k)
                elif declared != k:
                    conflicts.append((chunk, field, value, declared or "an unsupported type"))
        if conflicts:
            chunk, field, value, declared = conflicts[0]
            raise GraphragError(
                f"metadata field {field!r} holds {declared} values in Weaviate collection {self.name}, but "
                f"chunk {chunk.chunk_id} (document {chunk.doc_id}) has {value!r}; {len(conflicts)} value(s) "
                "conflict. Give the field one type in every document (or write it as a string everywhere)."
            )
        for prop, (field, k) in new.items():
            about = f"metadata field {field!r}"
            if k == "number":
                spec = Property(name=prop, data_type=DataType.NUMBER, index_range_filters=True, description=about)
            elif k == "bool":
                spec = Property(name=prop, data_type=DataType.BOOL, description=about)
            else:
                spec = Property(
                    name=prop,
                    data_type=DataType.TEXT,
                    tokenization=Tokenization.FIELD,
                    index_searchable=False,
                    description=about,
                )
            try:
                self.collection.config.add_property(spec)
            except WeaviateBaseError:
                self._props = self._read_properties()  # another writer may have added it meanwhile
                if self._props.get(prop) != k:
                    raise
            self._props[prop] = k

    def _properties(self, chunk: Chunk) -> dict[str, Any]:
        props: dict[str, Any] = {
            "chunk_id": chunk.chunk_id,
            "doc_id": chunk.doc_id,
            "title": chunk.title,
            "text": chunk.text,
        }
        for field, value in chunk.metadata.items():
            k = kind(value)
            if k is not None:
                props[property_name(field)] = float(value) if k == "number" else value
        return props

    # --- writes ------------------------------------------------------------------------------

    def upsert(self, chunks: Sequence[Chunk], vectors: np.ndarray) -> None:
        """Write the chunks (replacing objects with the same chunk ids) in batches. Objects the
        server refuses are sent again, up to ``attempts`` times in all; any still refused raise
        BatchWriteError with every failed chunk id. Nothing is dropped silently."""
        vectors = np.asarray(vectors, dtype=np.float32)
        if len(chunks) != len(vectors):
            raise ValueError("one vector per chunk")
        if not len(chunks):
            return
        bad = [c.chunk_id for c, v in zip(chunks, vectors) if not np.isfinite(v).all() or not v.any()]
        if bad:  # Weaviate stores these without complaint, and cosine search then goes wrong
            raise GraphragError(f"{len(bad)} chunk vector(s) are zero or not finite: {', '.join(bad[:20])}")
        self._call("declare metadata properties", lambda: self._declare(chunks))
        pending: dict[str, tuple[Chunk, dict[str, Any], np.ndarray]] = {}
        for chunk, vector in zip(chunks, vectors):
            pending[object_uuid(chunk.chunk_id)] = (chunk, self._properties(chunk), vector)
        errors: dict[str, str] = {}
        size = self.batch_size
        unreachable = False
        client = self.client
        for attempt in range(self.attempts):
            if attempt:
                wait = DOWN_WAIT if unreachable else self.retry_wait
                if unreachable and self.connection.failover(client):
                    wait = 0.0  # another node of the cluster answers: send there at once
                log.warning(
                    "Weaviate at %s %s %d object(s); retry %d of %d (%s)",
                    self.url,
                    "did not answer for" if unreachable else "refused",
                    len(pending),
                    attempt,
                    self.attempts - 1,
                    next(iter(errors.values()), ""),
                )
                time.sleep(wait * 2 ** (attempt - 1))
                # Objects refused one by one are retried in smaller batches (200, 20, then one
                # object a request by default), so an object that fails its whole request (one the
                # client cannot encode, say) is reported alone and its neighbours are written. A
                # server that did not answer gets the same batches again.
                if not unreachable:
                    size = 1 if attempt == self.attempts - 1 else max(1, size // 10)
            client = self.client
            errors, unreachable = self._send(pending, size)
            if not errors:
                pause_point("weaviate-upsert")
                return
            pending = {u: pending[u] for u in errors}
        raise self._write_failed(pending, errors, unreachable, len(chunks))

    def _write_failed(
        self,
        pending: dict[str, tuple[Chunk, dict[str, Any], np.ndarray]],
        errors: dict[str, str],
        unreachable: bool,
        total: int,
    ) -> GraphragError:
        """The error of an upsert whose last attempt still failed: the server stopped answering
        (StoreUnavailableError), or refused objects (BatchWriteError with every failed chunk id)."""
        failed = [pending[u][0].chunk_id for u in errors]
        first = next(iter(errors.values()))
        if unreachable:
            return StoreUnavailableError(
                f"Weaviate at {self.url or 'the server'} stopped answering while writing to collection "
                f"{self.name} ({self.attempts} attempt(s) with backoff; {len(failed)} of {total} "
                f"chunk(s) not written): {first}. Documents whose writes did not complete are not recorded "
                "in the index: run the same command again once the server answers"
            )
        shown = ", ".join(failed[:50]) + (f" and {len(failed) - 50} more" if len(failed) > 50 else "")
        return BatchWriteError(
            f"Weaviate at {self.url or 'the server'} refused {len(failed)} of {total} chunk(s) for collection "
            f"{self.name} after {self.attempts} attempt(s); first error: {first}; failed chunk ids: {shown}",
            failed,
            {pending[u][0].chunk_id: m for u, m in errors.items()},
        )

    def _send(
        self, objects: dict[str, tuple[Chunk, dict[str, Any], np.ndarray]], batch_size: int
    ) -> tuple[dict[str, str], bool]:
        """One pass of ``insert_many`` requests of ``batch_size`` objects: (the objects that
        failed, uuid -> error message; whether the pass stopped because the server did not
        answer). A request the server does not answer ends the pass: it and every later object
        count as failed, and are sent again by the next pass."""
        from weaviate.classes.data import DataObject
        from weaviate.exceptions import (
            WeaviateBaseError,
            WeaviateInsertInvalidPropertyError,
            WeaviateInsertManyAllFailedError,
        )

        errors: dict[str, str] = {}
        uuids = list(objects)
        for i in range(0, len(uuids), batch_size):
            part = uuids[i : i + batch_size]
            request = [DataObject(properties=objects[u][1], uuid=u, vector=objects[u][2].tolist()) for u in part]
            try:
                result = self.connection.run(partial(self.collection.data.insert_many, request), watch_single=False)
            except (WeaviateInsertManyAllFailedError, WeaviateInsertInvalidPropertyError) as e:
                errors.update({u: _first_line(e) for u in part})  # the server refused every object
                continue
            except (WeaviateBaseError, StoreUnavailableError) as e:  # no answer: a timeout, a refused or
                errors.update({u: _first_line(e) for u in uuids[i:]})  # broken connection, a dead node
                return errors, True
            except (ValueError, TypeError, UnicodeError) as e:  # the client could not encode the request
                errors.update({u: _first_line(e) for u in part})
                continue
            for index, error in result.errors.items():
                errors[part[index]] = _first_line(Exception(error.message))
        return errors, False

    def delete_document(self, doc_id: str) -> None:
        from weaviate.classes.query import Filter

        where = Filter.by_property("doc_id").equal(doc_id)
        while True:  # the server deletes at most QUERY_MAXIMUM_RESULTS objects per call
            result = self._call(f"delete document {doc_id!r}", lambda: self.collection.data.delete_many(where=where))
            if result.failed:
                raise GraphragError(
                    f"Weaviate collection {self.name}: {result.failed} object(s) of "
                    f"document {doc_id!r} could not be deleted"
                )
            if not result.successful:
                return

    def delete_chunks(self, chunk_ids: Sequence[str]) -> None:
        """Remove the objects of these chunks (``graphrag check --repair``: chunks no document owns)."""
        from weaviate.classes.query import Filter

        ids = list(dict.fromkeys(chunk_ids))
        with self._errors("delete chunks"):
            for i in range(0, len(ids), 500):
                where = Filter.by_id().contains_any([object_uuid(c) for c in ids[i : i + 500]])
                self.collection.data.delete_many(where=where)

    def chunk_ids(self) -> list[str]:
        """Every chunk id the collection holds, sorted (reads the whole collection: for checks)."""
        with self._errors("list chunk ids"):
            return sorted(o.properties["chunk_id"] for o in self.collection.iterator(return_properties=["chunk_id"]))

    def commit(self) -> None:
        """Nothing to do: every upsert returns only once Weaviate has acknowledged its objects."""

    def drop(self) -> None:
        """Delete the whole collection from the server."""
        self._call("delete the collection", lambda: self.client.collections.delete(self.name))
        self._props = {}

    def close(self) -> None:
        self.connection.close()

    def __enter__(self) -> WeaviateIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- reads -------------------------------------------------------------------------------

    def count(self) -> int:
        try:
            total = self._call("count objects", lambda: self.reads.aggregate.over_all(total_count=True).total_count)
        except GraphragError:
            if len(self.connection.nodes) < 2:
                raise
            # on a cluster with a node just down, an aggregate can still be routed to the dead
            # node's replica and wait out its deadline (seen in CI); the objects themselves are
            # read at the read consistency level from the replicas that answer
            log.warning("Weaviate at %s could not aggregate %s: counting its objects instead", self.url, self.name)
            total = self._call("count objects", lambda: sum(1 for _ in self.reads.iterator(return_properties=[])))
        return int(total or 0)

    def search(self, vector: np.ndarray, k: int, filters: Filters | None = None) -> list[tuple[str, float]]:
        """The ``k`` chunks nearest to ``vector`` (HNSW; Weaviate searches exactly when a filter
        leaves fewer than ``flatSearchCutoff`` objects), as (chunk id, cosine similarity)."""
        from weaviate.classes.query import MetadataQuery

        where, possible = self._where(filters)
        if not possible or k <= 0:
            return []
        near = np.asarray(vector, dtype=np.float32).tolist()
        result = self._call(
            "search",
            lambda: self.reads.query.near_vector(
                near_vector=near,
                limit=k,
                filters=where,
                return_metadata=MetadataQuery(distance=True),
                return_properties=["chunk_id"],
            ),
        )
        hits = [(o.properties["chunk_id"], 1.0 - float(o.metadata.distance)) for o in result.objects]
        return sorted(hits, key=lambda h: -h[1])

    def vectors(self, chunk_ids: Sequence[str]) -> dict[str, np.ndarray]:
        """The stored vector of each given chunk the collection holds (fetched by object UUID)."""
        from weaviate.classes.query import Filter

        ids = list(dict.fromkeys(chunk_ids))
        out: dict[str, np.ndarray] = {}
        for i in range(0, len(ids), 500):
            part = [object_uuid(c) for c in ids[i : i + 500]]

            def fetch(part: list[str] = part) -> Any:  # self.reads again on every try: it follows a failover
                return self.reads.query.fetch_objects(
                    filters=Filter.by_id().contains_any(part),
                    limit=len(part),
                    include_vector=True,
                    return_properties=["chunk_id"],
                )

            result = self._call("fetch vectors", fetch)
            for o in result.objects:
                vector = o.vector
                if isinstance(vector, dict):  # named vectors: ours is the only one
                    vector = vector.get("default", next(iter(vector.values()), None))
                out[o.properties["chunk_id"]] = np.asarray(vector, dtype=np.float32)
        return {c: out[c] for c in ids if c in out}

    def query(
        self, question: str, k: int, filters: Filters | None = None, allowed: Collection[str] | None = None
    ) -> SparseResult:
        """The SparseIndex protocol on Weaviate's BM25 (it filters by metadata itself)."""
        hits = self.bm25(question, k, filters)
        found = dict(hits)
        return SparseResult(hits, lambda ids: {c: found.get(c, 0.0) for c in ids})

    def __len__(self) -> int:
        return self.count()

    def bm25(self, query_text: str, k: int, filters: Filters | None = None) -> list[tuple[str, float]]:
        """Weaviate's BM25 over ``title`` and ``text``: (chunk id, BM25 score), best first."""
        from weaviate.classes.query import MetadataQuery

        where, possible = self._where(filters)
        if not possible or k <= 0:
            return []
        result = self._call(
            "run BM25",
            lambda: self.reads.query.bm25(
                query=query_text,
                query_properties=SEARCHABLE,
                limit=k,
                filters=where,
                return_metadata=MetadataQuery(score=True),
                return_properties=["chunk_id"],
            ),
        )
        return [(o.properties["chunk_id"], float(o.metadata.score or 0.0)) for o in result.objects]

    def hybrid(
        self,
        query_text: str,
        vector: np.ndarray,
        k: int,
        alpha: float = 0.5,
        fusion: str = "ranked",
        filters: Filters | None = None,
    ) -> list[tuple[str, float]]:
        """Weaviate's hybrid search: ``alpha`` 1 is pure vector, 0 pure BM25; ``fusion`` is
        "ranked" (reciprocal rank) or "relative" (min-max normalised scores). (chunk id, score)."""
        from weaviate.classes.query import HybridFusion, MetadataQuery

        fusions = {"ranked": HybridFusion.RANKED, "relative": HybridFusion.RELATIVE_SCORE}
        if fusion not in fusions:
            raise ConfigError(f"hybrid fusion must be 'ranked' or 'relative', not {fusion!r}")
        if not 0.0 <= alpha <= 1.0:
            raise ConfigError(f"hybrid alpha must be between 0 and 1, not {alpha}")
        where, possible = self._where(filters)
        if not possible or k <= 0:
            return []
        near = np.asarray(vector, dtype=np.float32).tolist()
        result = self._call(
            "run hybrid search",
            lambda: self.reads.query.hybrid(
                query=query_text,
                vector=near,
                alpha=alpha,
                fusion_type=fusions[fusion],
                query_properties=SEARCHABLE,
                limit=k,
                filters=where,
                return_metadata=MetadataQuery(score=True),
                return_properties=["chunk_id"],
            ),
        )
        return [(o.properties["chunk_id"], float(o.metadata.score or 0.0)) for o in result.objects]

    # --- filters -----------------------------------------------------------------------------

    def _where(self, filters: Filters | None) -> Any:
        """(Weaviate filter or None, whether anything can match). A condition on a field no
        object has, or with a value of another kind than the field's, matches nothing."""
        from weaviate.classes.query import Filter

        filters = validate(filters)
        if not filters:
            return None, True
        if any(property_name(f) not in self._props for f, _, _ in filters):
            self._props = self._call("read the schema", self._read_properties)  # another writer may have declared it
        conditions = []
        for field, op, value in filters:
            prop = property_name(field)
            k = kind(value)
            if self._props.get(prop) != k:
                return None, False
            p = Filter.by_property(prop)
            if k == "number":
                value = float(value)
                if math.isinf(value):  # every finite number is below +inf and above -inf
                    if op not in (("!=", "<", "<=") if value > 0 else ("!=", ">", ">=")):
                        return None, False
                    conditions.append(p.greater_or_equal(-sys.float_info.max))  # present
                    continue
            if op == "==":
                conditions.append(p.equal(value))
            elif op == "!=":  # present and different: a null never passes a range condition
                conditions.append(p.equal(not value) if k == "bool" else (p.less_than(value) | p.greater_than(value)))
            elif op == ">":
                conditions.append(p.greater_than(value))
            elif op == ">=":
                conditions.append(p.greater_or_equal(value))
            elif op == "<":
                conditions.append(p.less_than(value))
            else:
                conditions.append(p.less_or_equal(value))
        return (conditions[0] if len(conditions) == 1 else Filter.all_of(conditions)), True

    @contextmanager
    def _errors(self, action: str) -> Iterator[None]:
        """Driver errors as graphrag errors that name the server and collection."""
        from weaviate.exceptions import (
            WeaviateBaseError,
            WeaviateClosedClientError,
            WeaviateConnectionError,
            WeaviateGRPCUnavailableError,
            WeaviateTimeoutError,
        )

        try:
            yield
        except GraphragError:
            raise
        except (
            WeaviateConnectionError,
            WeaviateGRPCUnavailableError,
            WeaviateTimeoutError,
            WeaviateClosedClientError,
        ) as e:
            raise StoreUnavailableError(
                f"Weaviate at {self.url or 'the server'} stopped answering ({action} in collection "
                f"{self.name}): {_first_line(e)}. {RESUME_HINT}"
            ) from e
        except WeaviateBaseError as e:
            if _unreachable(e):  # a gRPC call that found no server raises its call's own error type
                raise StoreUnavailableError(
                    f"Weaviate at {self.url or 'the server'} stopped answering ({action} in collection "
                    f"{self.name}): {_first_line(e)}. {RESUME_HINT}"
                ) from e
            raise GraphragError(
                f"Weaviate at {self.url or 'the server'} could not {action} in collection {self.name}: {_first_line(e)}"
            ) from e
