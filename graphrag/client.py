"""A small client for a running ``graphrag serve`` (standard library only)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

from .errors import GraphragError, QueryError, StoreUnavailableError, redact


def call(url: str, path: str, body: dict[str, Any] | None = None, api_key: str = "", timeout: float = 60.0) -> Any:
    """GET (no body) or POST JSON to ``url + path``; the server's JSON answer, or a GraphragError
    carrying the server's own message (400: QueryError) or naming the URL nothing answers at."""
    data = None if body is None else json.dumps(body).encode("utf-8")
    request = urllib.request.Request(url.rstrip("/") + path, data=data, method="GET" if body is None else "POST")
    request.add_header("Content-Type", "application/json")
    if api_key:
        request.add_header("Authorization", f"Bearer {api_key}")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return json.loads(response.read().decode("utf-8"))
    except urllib.error.HTTPError as e:
        try:
            message = json.loads(e.read().decode("utf-8")).get("error", "")
        except (ValueError, AttributeError):
            message = ""
        text = f"graphrag server at {redact(url)} answered {e.code}: {message or e.reason}"
        raise (QueryError(text) if e.code == 400 else GraphragError(text)) from e
    except (urllib.error.URLError, OSError) as e:
        reason = getattr(e, "reason", e)
        raise StoreUnavailableError(
            f"no graphrag server answering at {redact(url)} ({reason}); start one with `graphrag serve`, "
            "or unset GRAPHRAG_URL / drop --server to query the index directly"
        ) from e
