"""The circuit breaker's state machine (stores/breaker.py), driven by hand: no thread, a fake clock."""

from __future__ import annotations

import time

import pytest

from graphrag.deadline import DeadlineError, until
from graphrag.errors import GraphragError, StoreUnavailableError
from graphrag.stores.breaker import Breaker


class Store:
    """A store that is up or down, counting the calls that reached it."""

    def __init__(self) -> None:
        self.up, self.calls, self.probes = True, 0, 0

    def query(self) -> str:
        self.calls += 1
        if not self.up:
            raise StoreUnavailableError("Neo4j at bolt://neo4j:***@db:7687 is not answering")
        return "rows"

    def probe(self) -> None:
        self.probes += 1
        if not self.up:
            raise ConnectionRefusedError("refused")


def make(store: Store, now: list[float]) -> Breaker:
    return Breaker("Neo4j", "bolt://neo4j:p@ss@db:7687", store.probe, 1.0, clock=lambda: now[0], background=False)


def test_closed_calls_pass_through():
    store, now = Store(), [0.0]
    b = make(store, now)
    assert b.call(store.query) == "rows" and store.calls == 1 and not b.open


def test_a_failure_opens_it_and_later_calls_fail_without_reaching_the_store():
    store, now = Store(), [100.0]
    b = make(store, now)
    store.up = False
    with pytest.raises(StoreUnavailableError):
        b.call(store.query)
    assert b.open and store.calls == 1
    now[0] = 103.5
    for _ in range(5):
        with pytest.raises(StoreUnavailableError) as caught:
            b.call(store.query)
    assert store.calls == 1  # refused at once: the store never saw them
    message = str(caught.value)
    assert message.startswith("Neo4j at bolt://neo4j:***@db:7687 is not answering")
    assert "[Neo4j at bolt://neo4j:***@db:7687 found down 3.5 s ago" in message
    assert "p@ss" not in message


def test_a_failed_probe_keeps_it_open_and_a_good_one_closes_it_once():
    store, now = Store(), [0.0]
    b = make(store, now)
    store.up = False
    with pytest.raises(StoreUnavailableError):
        b.call(store.query)
    assert b.probe_once() is False and b.open and b.recoveries == 0
    store.up = True
    assert b.probe_once() is True and not b.open and b.recoveries == 1
    assert b.probe_once() is True and b.recoveries == 1  # closed already: no second recovery
    assert b.call(store.query) == "rows" and store.calls == 2


def test_other_errors_pass_through_and_leave_it_closed():
    b = make(Store(), [0.0])

    def bad() -> None:
        raise GraphragError("bad query")

    with pytest.raises(GraphragError, match="bad query"):
        b.call(bad)
    assert not b.open


def test_it_keeps_its_first_error_while_open():
    store, now = Store(), [0.0]
    b = make(store, now)
    b.trip("first")
    b.trip("second")
    with pytest.raises(StoreUnavailableError, match="first"):
        b.call(store.query)


def test_the_background_probe_closes_it_when_the_store_answers():
    store = Store()
    b = Breaker("Weaviate", "http://127.0.0.1:1", store.probe, interval=0.05)
    store.up = False
    with pytest.raises(StoreUnavailableError):
        b.call(store.query)
    time.sleep(0.2)
    assert b.open and store.probes >= 2
    store.up = True
    deadline = time.monotonic() + 5
    while b.open and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not b.open and b.recoveries == 1 and b.call(store.query) == "rows"


def test_a_call_after_the_request_deadline_stops_before_the_store():
    store = Store()
    b = make(store, [0.0])
    with pytest.raises(DeadlineError, match="deadline of 2 s"), until(time.monotonic() + 0.01, 2.0):
        time.sleep(0.02)
        b.call(store.query, "search")
    assert store.calls == 0
    b.call(store.query)  # outside a request: no deadline
