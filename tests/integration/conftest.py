"""Integration tests talk to real servers started by ``scripts/services up`` (never mocks).

Where a server is not answering, a test fails under CI (CI=true) and is skipped elsewhere with
the command that starts it, so a developer can still run the rest offline.
"""

import os
import socket

import pytest

pytestmark = pytest.mark.integration


def port_open(host: str, port: int, timeout: float = 1.0) -> bool:
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


def require_server(name: str, host: str, port: int) -> None:
    if port_open(host, port):
        return
    message = f"{name} is not answering on {host}:{port}; start it with `scripts/services up {name}`"
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(message)
    pytest.skip(message)
