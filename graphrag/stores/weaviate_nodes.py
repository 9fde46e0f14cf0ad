"""The Weaviate node a :class:`~graphrag.stores.weaviate_index.WeaviateIndex` talks to, and the move
to another node of the cluster when it stops answering.

In a Weaviate cluster every node coordinates any request (it reads from and writes to the replicas
of the shard, whichever nodes hold them), so a client may use any node. The v4 client talks to one
node (REST and gRPC), though, and does not move on when that node dies: it retries a gRPC call
that finds no server for about a minute (backoff of 1, 2, ..., 32 s) before it raises, and a host
that vanishes without closing its sockets answers nothing until the query timeout. So on a cluster
(more than one node listed) each call runs in a worker thread, watched: when it has not returned
after PROBE_AFTER seconds, the node is probed (``/v1/.well-known/live``, PROBE_TIMEOUT); a node
that does not answer the probe is given up and the caller runs the call again on the next node
that answers. A call that fails with an "unreachable" error moves on the same way. Slow calls on
a live node are left to finish under the client's own timeouts.

A single node (the default) is watched the same way for reads and schema calls: a call whose node
fails the probe raises NodeDown after PROBE_AFTER seconds, instead of waiting out the client's own
retries of a gRPC call that finds no server (1 + 2 + ... + 32 = 63 s); the abandoned call ends in
its thread. Writes to a single node run directly (they have their own retries, weaviate_index.py).
"""

from __future__ import annotations

import logging
import threading
import urllib.error
import urllib.request
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import parse_qs, urlsplit, urlunsplit

from ..errors import ConfigError, StoreUnavailableError, redact

if TYPE_CHECKING:
    from ..config import WeaviateSettings

log = logging.getLogger(__name__)
T = TypeVar("T")

# defaults of the weaviate.* deadlines (config.py), in seconds
INIT_TIMEOUT = 3.0  # the connection checks; a server that is down fails this fast
QUERY_TIMEOUT = 10.0  # one query (the gRPC deadline; the REST read timeout)
INSERT_TIMEOUT = 60.0  # one insert_many request of at most batch_size objects
PROBE_AFTER = 0.5  # seconds a call on a cluster runs before its node is probed (queries take ms)
PROBE_TIMEOUT = 1.0  # seconds the liveness probe waits for an answer
WORKERS = 32  # threads for watched calls; a call abandoned on a dead node holds one until it ends


@dataclass(frozen=True)
class Node:
    """One Weaviate endpoint: its REST URL and the gRPC port on the same host."""

    url: str
    grpc_port: int

    def __str__(self) -> str:
        return f"{redact(self.url)} (gRPC port {self.grpc_port})"


def parse_url(url: str) -> tuple[str, str, int]:
    """(scheme, host, port) of a Weaviate URL; the port defaults to 443 for https, 80 for http."""
    parsed = urlsplit(url if "://" in url else "http://" + url)
    if parsed.scheme not in ("http", "https") or not parsed.hostname:
        raise ConfigError(f"weaviate_url must look like http://HOST:PORT or https://HOST, not {url!r}")
    try:
        port = parsed.port or (443 if parsed.scheme == "https" else 80)
    except ValueError as e:
        raise ConfigError(f"weaviate_url {url!r} has a bad port") from e
    return parsed.scheme, parsed.hostname, port


def cluster_nodes(settings: WeaviateSettings) -> list[Node]:
    """``settings.url`` first, then every node of ``settings.urls`` not already listed. An entry
    is ``http(s)://HOST:PORT``, with ``?grpc_port=N`` where its gRPC port is not ``grpc_port``."""
    parse_url(settings.url)
    nodes = [Node(settings.url, settings.grpc_port)]
    for raw in settings.urls.split(","):
        entry = raw.strip()
        if not entry:
            continue
        parts = urlsplit(entry if "://" in entry else "http://" + entry)
        query = parse_qs(parts.query, keep_blank_values=True)
        grpc = query.pop("grpc_port", [str(settings.grpc_port)])[-1]
        try:
            port_ok = parts.port is None or parts.port > 0
        except ValueError:
            port_ok = False
        if (
            query
            or not port_ok
            or parts.scheme not in ("http", "https")
            or parts.path.strip("/")
            or parts.fragment
            or not grpc.isdigit()
            or not 0 < int(grpc) < 65536
        ):
            raise ConfigError(
                f"setting weaviate.urls: {redact(entry)!r} is not a node URL; write each node as "
                "http://HOST:PORT, adding ?grpc_port=N when its gRPC port is not weaviate.grpc_port"
            )
        url = urlunsplit((parts.scheme, parts.netloc, "", "", ""))
        parse_url(url)
        node = Node(url, int(grpc))
        if node not in nodes:
            nodes.append(node)
    return nodes


def _first_line(e: BaseException) -> str:
    text = " ".join(str(e).split())
    return text[:300] + ("…" if len(text) > 300 else "")


@dataclass(frozen=True)
class Timeouts:
    init: float = INIT_TIMEOUT
    query: float = QUERY_TIMEOUT
    insert: float = INSERT_TIMEOUT

    @classmethod
    def from_settings(cls, settings: WeaviateSettings) -> Timeouts:
        return cls(settings.init_timeout, settings.query_timeout, settings.insert_timeout)


def connect_node(node: Node, api_key: str = "", timeouts: Timeouts = Timeouts()) -> Any:
    """A connected ``weaviate.WeaviateClient`` for one node, with ``api_key`` if set. Weaviate
    Cloud URLs (*.weaviate.cloud, *.weaviate.network) use the cloud helper, which finds the gRPC
    endpoint itself. Raises StoreUnavailableError naming the URL within a few seconds when nothing
    answers."""
    import weaviate
    from weaviate.classes.init import AdditionalConfig, Auth, Timeout
    from weaviate.exceptions import AuthenticationFailedError, UnexpectedStatusCodeError, WeaviateBaseError

    url = node.url
    scheme, host, port = parse_url(url)
    secure = scheme == "https"
    auth = Auth.api_key(api_key) if api_key else None
    config = AdditionalConfig(timeout=Timeout(init=timeouts.init, query=timeouts.query, insert=timeouts.insert))
    where = str(node)
    try:
        if host.endswith((".weaviate.cloud", ".weaviate.network")):
            where = redact(url)
            if auth is None:
                raise ConfigError(f"Weaviate Cloud at {where} needs an API key: set WEAVIATE_API_KEY")
            return weaviate.connect_to_weaviate_cloud(url, auth, additional_config=config)
        return weaviate.connect_to_custom(
            http_host=host,
            http_port=port,
            http_secure=secure,
            grpc_host=host,
            grpc_port=node.grpc_port,
            grpc_secure=secure,
            auth_credentials=auth,
            additional_config=config,
            skip_init_checks=False,
        )
    except (AuthenticationFailedError, UnexpectedStatusCodeError) as e:
        status = getattr(e, "status_code", None)
        if isinstance(e, AuthenticationFailedError) or status in (401, 403):
            raise StoreUnavailableError(
                f"Weaviate at {where} refused the connection's credentials: check WEAVIATE_API_KEY"
            ) from e
        raise StoreUnavailableError(f"Weaviate at {where} answered with an error: {_first_line(e)}") from e
    except WeaviateBaseError as e:
        raise StoreUnavailableError(
            f"Weaviate is not answering at {where}: {_first_line(e)} "
            "Start it with `scripts/services up weaviate`, or point --weaviate-url / WEAVIATE_URL "
            "(and GRAPHRAG_WEAVIATE_GRPC_PORT) at a running server."
        ) from e


def alive(node: Node, timeout: float = PROBE_TIMEOUT) -> bool:
    """Whether the node's REST API answers its liveness endpoint within ``timeout``."""
    try:
        with urllib.request.urlopen(node.url.rstrip("/") + "/v1/.well-known/live", timeout=timeout) as reply:
            return 200 <= reply.status < 300
    except urllib.error.HTTPError as e:  # it answered: alive, if unhappy (a 401 behind a proxy, say)
        return e.code < 500
    except (OSError, ValueError):
        return False


class NodeDown(StoreUnavailableError):
    """A call's node stopped answering (it failed its liveness probe while the call ran)."""


class Connection:
    """The client of the node in use, for one or several nodes of a cluster.

    :meth:`run` runs a call (watched, on a cluster); :meth:`failover` moves to the next node that
    answers. Both are safe from several threads: the first caller to see a node fail moves on,
    the others find the new client.
    """

    def __init__(self, nodes: Sequence[Node], api_key: str = "", timeouts: Timeouts = Timeouts()):
        if not nodes:
            raise ConfigError("no Weaviate node to connect to")
        self.nodes = list(nodes)
        self.api_key = api_key
        self.timeouts = timeouts
        self._lock = threading.Lock()
        self._pool = ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="weaviate-call")
        self.current = -1
        self.client: Any = None
        error = self._connect_next()
        if error is not None:
            raise error
        self.switches = 0  # how many times a dead node was given up (for tests and logs)

    @property
    def node(self) -> Node:
        return self.nodes[self.current]

    def run(self, fn: Callable[[], T], watch_single: bool = True) -> T:
        """``fn()`` in a worker thread, raising NodeDown when the node fails its probe. With
        ``watch_single`` False a single node runs it directly (writes: they retry on their own)."""
        if len(self.nodes) == 1 and not watch_single:
            return fn()
        client, node = self.client, self.node
        future: Future[T] = self._pool.submit(fn)
        while True:
            try:
                return future.result(timeout=PROBE_AFTER)
            except FutureTimeout:
                if client is not self.client:  # another call gave this node up meanwhile
                    raise NodeDown(f"Weaviate node {node} was given up while a call waited on it") from None
                if not alive(node):
                    raise NodeDown(
                        f"Weaviate node {node} stopped answering (no answer to its liveness probe)"
                    ) from None

    def failover(self, failed_client: Any) -> bool:
        """Give up the node ``failed_client`` talks to and connect to the next node that answers
        (in the listed order, the failed one last). False for a single node or when none answers.
        True at once when another thread already moved on."""
        if len(self.nodes) < 2:
            return False
        with self._lock:
            if self.client is not failed_client:
                return True
            gone = self.node
            error = self._connect_next()
            if error is not None:
                log.error("Weaviate node %s stopped answering, and %s", gone, error)
                return False
            self.switches += 1
            log.warning("Weaviate node %s stopped answering; now using node %s", gone, self.node)
            _close_quietly(failed_client)
            return True

    def _connect_next(self) -> StoreUnavailableError | None:
        """Connect to the first node after the current one that answers (wrapping around, the
        current one last); the error that says why none could be used."""
        errors = []
        for step in range(1, len(self.nodes) + 1):
            i = (self.current + step) % len(self.nodes)
            try:
                client = connect_node(self.nodes[i], self.api_key, self.timeouts)
            except StoreUnavailableError as e:
                if "credentials" in str(e) or len(self.nodes) == 1:  # the same on every node
                    return e
                errors.append(str(e))
                continue
            self.client, self.current = client, i
            return None
        return StoreUnavailableError(f"none of the {len(self.nodes)} Weaviate nodes answers: {'; '.join(errors)}")

    def reconnect(self) -> None:
        """A new client (after the server was down: the old one's gRPC channel may still be in its
        reconnect backoff), on the first listed node that answers."""
        with self._lock:
            old = self.client
            self.current = -1
            error = self._connect_next()
            if error is not None:
                raise error
            if old is not None and old is not self.client:
                _close_quietly(old)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
        if self.client is not None:
            self.client.close()


def _close_quietly(client: Any) -> None:
    try:
        client.close()
    except Exception as e:  # the node is gone: closing its channels may complain
        log.debug("closing the client of a dead Weaviate node: %s", e)
