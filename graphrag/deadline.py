"""A deadline for the work of one request, checked between stages.

``graphrag serve`` runs each request's work under :func:`until`; every call to a server store
(stores/breaker.py) and each stage of the pipeline call :func:`check`, which raises
:class:`DeadlineError` once the time is up, so a request past its deadline stops at the next
stage instead of holding the query thread. Python cannot stop a thread from outside, so the
stage running when the time runs out finishes first (each store call has its own short timeout).
Outside :func:`until` (the CLI, ingest), :func:`check` does nothing.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

from .errors import GraphragError


class DeadlineError(GraphragError):
    """A request ran past its deadline (server.request_timeout); its work was stopped."""


_local = threading.local()


@contextmanager
def until(at: float | None, seconds: float) -> Iterator[None]:
    """Work on this thread stops at ``at`` (time.monotonic()); ``seconds`` is what messages say."""
    previous = getattr(_local, "deadline", None)
    _local.deadline = None if at is None else (at, seconds)
    try:
        check("start")
        yield
    finally:
        _local.deadline = previous


def remaining() -> float | None:
    """Seconds left on this thread's deadline; None without one."""
    deadline = getattr(_local, "deadline", None)
    return None if deadline is None else deadline[0] - time.monotonic()


def check(stage: str) -> None:
    """Raise DeadlineError when this thread's deadline has passed."""
    deadline = getattr(_local, "deadline", None)
    if deadline is not None and time.monotonic() >= deadline[0]:
        raise DeadlineError(
            f"the request ran past its deadline of {deadline[1]:g} s (server.request_timeout) and was stopped "
            f"before {stage}"
        )
