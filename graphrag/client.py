"""A small client for a running ``graphrag serve`` (standard library only)."""

from __future__ import annotations

import base64
import json
import urllib.error
import urllib.parse
import urllib.request
from typing import Any

from .errors import GraphragError, QueryError, StoreUnavailableError, redact, strip_credentials


def call(url: str, path: str, body: dict[str, Any] | None = None, api_key: str = "", timeout: float = 60.0) -> Any:
    """GET (no body) or POST JSON to ``url + path``; the server's JSON answer, or a GraphragError
    carrying the server's own message (400: QueryError) or naming the URL nothing answers at."""
    data = None if body is None else json.dumps(body).encode("utf-8")
    bare = strip_credentials(url)  # user:password in the URL: HTTP basic auth (a proxy's), never in a message
    request = urllib.request.Request(bare.rstrip("/") + path, data=data, method="GET" if body is None else "POST")
    request.add_header("Content-Type", "application/json")
    if api_key:
        request.add_header("Authorization", f"Bearer {api_key}")
    elif bare != url:
        userinfo = url.split("://", 1)[1][: -len(bare.split("://", 1)[1]) or None].removesuffix("@")
        login = ":".join(urllib.parse.unquote(part) for part in userinfo.split(":", 1))
        request.add_header("Authorization", "Basic " + base64.b64encode(login.encode("utf-8")).decode("ascii"))
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return json.loads(response.read().decode("utf-8"))
    except urllib.error.HTTPError as e:
        try:
            message = json.loads(e.read().decode("utf-8")).get("error", "")
        except (ValueError, AttributeError):
            message = ""
        text = f"graphrag server at {redact(url)} answered {e.code}: {redact(str(message or e.reason))}"
        raise (QueryError(text) if e.code == 400 else GraphragError(text)) from e
    except (urllib.error.URLError, OSError) as e:
        reason = redact(str(getattr(e, "reason", e)))
        raise StoreUnavailableError(
            f"no graphrag server answering at {redact(url)} ({reason}); start one with `graphrag serve`, "
            "or unset GRAPHRAG_URL / drop --server to query the index directly"
        ) from e
