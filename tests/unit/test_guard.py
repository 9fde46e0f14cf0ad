"""serve's ASGI guard, called directly: the bearer token, and JSON for what a handler did not expect."""

import asyncio
import json

import pytest

from graphrag.server import Guard


def call(app, path="/query", token=None, api_key=""):
    sent = []
    headers = [(b"authorization", f"Bearer {token}".encode())] if token else []
    scope = {"type": "http", "method": "POST", "path": path, "headers": headers}

    async def receive():
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message):
        sent.append(message)

    asyncio.run(Guard(app, api_key)(scope, receive, send))
    status = next(m["status"] for m in sent if m["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return status, json.loads(body) if body else None


async def ok(scope, receive, send):
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": b"{}"})


async def broken(scope, receive, send):
    raise RuntimeError("a bug")


async def broken_midway(scope, receive, send):
    await send({"type": "http.response.start", "status": 200, "headers": []})
    raise RuntimeError("a bug")


def test_token_checked_except_for_health():
    assert call(ok, api_key="k")[0] == 401
    assert call(ok, token="wrong", api_key="k")[0] == 401
    assert call(ok, token="k", api_key="k") == (200, {})
    assert call(ok, path="/health", api_key="k")[0] == 200
    assert call(ok) == (200, {})  # no key set: open (loopback only, see serve)


@pytest.mark.parametrize("path", ["/", "/web/app.js", "/swagger/swagger-ui.css"])
def test_the_page_and_its_files_load_without_the_token(path):
    assert call(ok, path=path, api_key="k")[0] == 200


@pytest.mark.parametrize("path", ["/entity", "/docs", "/openapi.json", "/web", "/webx/app.js", "/stats"])
def test_the_api_the_page_calls_needs_the_token(path):
    assert call(ok, path=path, api_key="k")[0] == 401


def test_an_unexpected_error_is_json_without_a_stack_trace():
    status, body = call(broken)
    assert status == 500 and body == {"error": "internal error: RuntimeError"}


def test_an_error_after_the_response_started_is_not_answered_twice():
    with pytest.raises(RuntimeError):
        call(broken_midway)


def send_raw(headers, chunks, max_body=100):
    """Run the guard over a POST whose body arrives in ``chunks``; (status, body, what the app read)."""
    sent, seen = [], []
    scope = {"type": "http", "method": "POST", "path": "/query", "headers": headers}
    parts = [{"type": "http.request", "body": c, "more_body": i < len(chunks) - 1} for i, c in enumerate(chunks)]

    async def receive():
        return parts.pop(0) if parts else {"type": "http.disconnect"}

    async def send(message):
        sent.append(message)

    async def app(scope, receive, send):
        message = await receive()
        seen.append(message["body"])
        await ok(scope, receive, send)

    asyncio.run(Guard(app, "", max_body)(scope, receive, send))
    status = next(m["status"] for m in sent if m["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return status, json.loads(body) if body else None, seen


def test_two_authorization_headers_are_refused_whatever_they_hold():
    two = [(b"authorization", b"Bearer wrong"), (b"authorization", b"Bearer k")]
    scope = {"type": "http", "method": "GET", "path": "/health", "headers": two}
    sent = []

    async def receive():
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message):
        sent.append(message)

    asyncio.run(Guard(ok, "k")(scope, receive, send))
    assert sent[0]["status"] == 401 and b"more than one Authorization header" in sent[1]["body"]


def test_the_body_reaches_the_app_whole_within_the_limit():
    status, _, seen = send_raw([], [b"x" * 60, b"y" * 40])
    assert status == 200 and seen == [b"x" * 60 + b"y" * 40]


def test_a_body_past_the_limit_is_refused_unparsed_declared_or_not():
    for headers in ([], [(b"content-length", b"101")]):
        status, body, seen = send_raw(headers, [b"x" * 60, b"y" * 41])
        assert status == 413 and "server.max_body_bytes" in body["error"] and seen == []
