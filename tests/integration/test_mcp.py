"""``graphrag mcp`` as an agent's client runs it: a real subprocess over stdio, driven by the MCP
SDK's own client (``stdio_client``, ``ClientSession``); every tool is called, and bad arguments
come back as tool errors (``isError``) while the server goes on answering."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import anyio
import pytest

from tests.integration.conftest import port_open

pytestmark = [pytest.mark.integration, pytest.mark.slow]

QUESTION = "Which team owns the service that raises MRG-3342?"


def payload(result: Any) -> dict[str, Any]:
    """A tool result's JSON (the text content FastMCP writes for a dict)."""
    assert not result.isError, result.content
    return json.loads(result.content[0].text)


def error_text(result: Any) -> str:
    assert result.isError, result.content
    return " ".join(c.text for c in result.content)


async def session_run(index: Path, errlog: Any, body: Any) -> Any:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    cli = Path(sys.executable).with_name("graphrag")
    params = StdioServerParameters(command=str(cli), args=["mcp", "--index", str(index)], env=dict(os.environ))
    async with stdio_client(params, errlog=errlog) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        return await body(session)


def run(index: Path, tmp_path: Path, body: Any) -> Any:
    with open(tmp_path / "mcp-stderr.log", "w+", encoding="utf-8") as errlog:
        try:
            return anyio.run(session_run, index, errlog, body)
        except BaseException:
            errlog.seek(0)
            print("graphrag mcp stderr:\n" + errlog.read(), file=sys.stderr)
            raise


def test_every_tool_answers_and_bad_arguments_are_tool_errors(demo_index, tmp_path):
    async def body(session: Any) -> dict[str, Any]:
        out: dict[str, Any] = {"tools": {t.name: t for t in (await session.list_tools()).tools}}
        out["search"] = await session.call_tool("search", {"question": QUESTION, "k": 5})
        out["filtered"] = await session.call_tool("search", {"question": QUESTION, "k": 3, "graph_mode": "none"})
        out["entity"] = await session.call_tool("entity", {"name": "tallyhook"})
        out["stats"] = await session.call_tool("stats", {})
        bad = {
            "k": {"question": QUESTION, "k": 0},
            "question": {"question": "   ", "k": 3},
            "filters": {"question": QUESTION, "filters": ["year>>2020"]},
            "fusion": {"question": QUESTION, "fusion": "average"},
            "graph_mode": {"question": QUESTION, "graph_mode": "pagerank"},
            "no words": {"question": "?!"},
        }
        out["bad"] = {name: await session.call_tool("search", args) for name, args in bad.items()}
        out["unknown"] = await session.call_tool("entity", {"name": "Zyxwvut Qqqq"})
        out["empty name"] = await session.call_tool("entity", {"name": ""})
        out["after"] = await session.call_tool("search", {"question": QUESTION, "k": 1})  # still serving
        return out

    out = run(demo_index, tmp_path, body)
    assert set(out["tools"]) == {"search", "entity", "stats"}
    assert {"question", "k", "filters"} <= set(out["tools"]["search"].inputSchema["properties"])

    found = payload(out["search"])
    docs = [h["doc_id"] for h in found["hits"]]
    assert len(docs) == 5 and "errors/tallyhook-error-codes.md" in docs
    assert all(h["reason"] for h in found["hits"])
    assert any(hop["sentence"] for h in found["hits"] for hop in h["hops"])  # a graph hop with its sentence
    assert len(payload(out["filtered"])["hits"]) == 3

    tallyhook = payload(out["entity"])["matches"][0]
    assert tallyhook["name"] == "Tallyhook" and tallyhook["facts"] and tallyhook["documents"]
    assert all(f["sentence"] and f["doc_id"] for f in tallyhook["facts"])
    assert "services/tallyhook.md" in [d["doc_id"] for d in tallyhook["documents"]]

    stats = payload(out["stats"])
    assert stats["documents"] >= 32 and stats["chunks"] == stats["vectors"] > 0

    says = {
        "k": "k:",
        "question": "question:",
        "filters": "year>>2020",
        "fusion": "fusion:",
        "graph_mode": "graph_mode:",
        "no words": "no usable words",
    }
    for name, text in says.items():
        assert text in error_text(out["bad"][name]), name
    assert "no entity matches 'Zyxwvut Qqqq'" in error_text(out["unknown"])
    assert "name:" in error_text(out["empty name"])
    assert len(payload(out["after"])["hits"]) == 1


def test_streamable_http_on_loopback(demo_index, tmp_path):
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client

    from tests.integration.test_serve import free_port

    port = free_port()
    cli = Path(sys.executable).with_name("graphrag")
    with open(tmp_path / "mcp-http.log", "w+", encoding="utf-8") as log:
        proc = subprocess.Popen(
            [str(cli), "mcp", "--http", "--port", str(port), "--index", str(demo_index)], stdout=log, stderr=log
        )
        try:
            deadline = time.time() + 120
            while not port_open("127.0.0.1", port) and time.time() < deadline:
                assert proc.poll() is None, (tmp_path / "mcp-http.log").read_text()
                time.sleep(0.3)

            async def body() -> tuple[Any, Any]:
                async with (
                    streamable_http_client(f"http://127.0.0.1:{port}/mcp") as (read, write, _),
                    ClientSession(read, write) as session,
                ):
                    await session.initialize()
                    stats = await session.call_tool("stats", {})
                    return stats, await session.call_tool("search", {"question": QUESTION})

            stats, found = anyio.run(body)
        finally:
            proc.terminate()
            proc.wait(timeout=20)
    assert payload(stats)["documents"] >= 32
    assert "errors/tallyhook-error-codes.md" in [h["doc_id"] for h in payload(found)["hits"]]
