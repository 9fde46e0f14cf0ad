"""A circuit breaker per server store: after a call finds the store down, calls fail at once.

    closed --(a call raises StoreUnavailableError)--> open --(the background probe sees the store answer)--> closed

While a breaker is open, :meth:`Breaker.call` raises a StoreUnavailableError: the first failure
(which names the store and its URI), the store and URI again (credentials masked) and since when it
is down, without touching the store: a query fails
in microseconds instead of waiting out the client's timeouts and retries. A daemon thread probes
the store every ``interval`` seconds (the probe each store passes: a tiny real request on a fresh
connection); the first probe that succeeds closes the breaker and counts a recovery, which tells
the stores to drop the connections they held to the dead server (:attr:`Breaker.recoveries`), so
the first call after the store is back runs at normal speed on a fresh connection.

Breakers are shared per store and URI within a process (:func:`breaker`): the graph store and the
document store of one Neo4j share one, and ``graphrag serve``'s /health lists the open ones.
Errors other than StoreUnavailableError (a bad query, a refused password) pass through and leave
the breaker as it is.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import TypeVar

from ..deadline import check as check_deadline
from ..errors import StoreUnavailableError, redact

log = logging.getLogger(__name__)
T = TypeVar("T")

Probe = Callable[[], None]  # returns when the store answers, raises when it does not
PROBE_INTERVAL = 0.5  # seconds between probes of a store found down


class Breaker:
    """One store's breaker: ``kind`` ("Neo4j", "Weaviate") and ``where`` (its URI) name it."""

    def __init__(
        self,
        kind: str,
        where: str,
        probe: Probe,
        interval: float = PROBE_INTERVAL,
        clock: Callable[[], float] = time.monotonic,
        background: bool = True,
    ):
        self.kind, self.where = kind, redact(where)
        self.probe, self.interval, self.clock = probe, interval, clock
        self.background = background  # False (unit tests): the caller runs probe_once itself
        self.error: str | None = None  # the failure that opened it; None: closed
        self.since = 0.0
        self.recoveries = 0  # how many times it closed again (stores reconnect when this grows)
        self._lock = threading.Lock()
        self._prober: threading.Thread | None = None

    @property
    def open(self) -> bool:
        return self.error is not None

    def call(self, fn: Callable[[], T], action: str = "") -> T:
        """``fn()``, unless the store is known to be down (then StoreUnavailableError at once);
        a StoreUnavailableError from ``fn`` opens the breaker. Checks the request's deadline first."""
        check_deadline(action or f"a call to {self.kind}")
        self.refuse()
        try:
            return fn()
        except StoreUnavailableError as e:
            self.trip(str(e))
            raise

    def refuse(self) -> None:
        """StoreUnavailableError when open."""
        error = self.error
        if error is not None:
            raise StoreUnavailableError(
                f"{error} [{self.kind} at {self.where} found down {self.clock() - self.since:.1f} s ago: calls to it "
                f"fail at once until a probe (every {self.interval:g} s) sees it answer]"
            )

    def trip(self, error: str) -> None:
        """Open the breaker (it stays open, with its first error, until a probe succeeds)."""
        with self._lock:
            if self.error is None:
                self.error, self.since = redact(error), self.clock()
                log.error("%s at %s is down; calls fail at once until it answers: %s", self.kind, self.where, error)
            if self.background and (self._prober is None or not self._prober.is_alive()):
                self._prober = threading.Thread(target=self._probe_loop, name=f"probe-{self.kind}", daemon=True)
                self._prober.start()

    def probe_once(self) -> bool:
        """One probe; on success the breaker closes. Whether the store answered."""
        try:
            self.probe()
        except Exception as e:  # any failure of the probe means: still down
            log.debug("%s at %s still down: %s", self.kind, self.where, e)
            return False
        with self._lock:
            closed = self.error is not None
            if closed:
                self.error = None
                self.recoveries += 1
                log.warning("%s at %s answers again; calls resume", self.kind, self.where)
        if closed:
            for listener in list(_listeners):
                listener(self)
        return True

    def _probe_loop(self) -> None:
        while self.open:
            time.sleep(self.interval)
            if self.probe_once():
                return


_breakers: dict[tuple[str, str], Breaker] = {}
_registry_lock = threading.Lock()
_listeners: list[Callable[[Breaker], None]] = []


def on_recovery(listener: Callable[[Breaker], None]) -> None:
    """Call ``listener(breaker)`` (on the probe's thread) each time a breaker closes again:
    ``graphrag serve`` warms the store up then, as it did at start."""
    _listeners.append(listener)


def breaker(kind: str, where: str, probe: Probe, interval: float = PROBE_INTERVAL) -> Breaker:
    """The process's breaker for this store and URI (made at the first call, with its probe)."""
    with _registry_lock:
        found = _breakers.get((kind, where))
        if found is None:
            found = _breakers[(kind, where)] = Breaker(kind, where, probe, interval)
        return found


def down() -> list[str]:
    """The kinds of the stores whose breaker is open (for /health: no URI, no message)."""
    return sorted({b.kind for b in list(_breakers.values()) if b.open})
