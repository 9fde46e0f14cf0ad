"""A test hook for fault tests: pause a real process at a named point of a server write.

With ``GRAPHRAG_TEST_PAUSE=NAME=FOLDER`` in the environment, the first time the process passes the
point ``NAME`` (for example ``weaviate-upsert``, after a batch Weaviate acknowledged) it writes
``FOLDER/NAME.ready`` and waits until ``FOLDER/NAME.go`` exists. A test then stops a server
while the ingest is known to be mid-run, and lets it go on. Without the variable this does nothing.
The wait is bounded (PAUSE_LIMIT), so a forgotten hook never hangs a process for good.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

PAUSE_LIMIT = 600.0  # seconds
_passed: set[str] = set()


def pause_point(name: str) -> None:
    spec = os.environ.get("GRAPHRAG_TEST_PAUSE", "")
    want, _, folder = spec.partition("=")
    if not folder or want != name or name in _passed:
        return
    _passed.add(name)
    root = Path(folder)
    (root / f"{name}.ready").write_text(str(os.getpid()), encoding="utf-8")
    deadline = time.monotonic() + PAUSE_LIMIT
    while not (root / f"{name}.go").exists() and time.monotonic() < deadline:
        time.sleep(0.05)
