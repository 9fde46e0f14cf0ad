"""The MCP search tool's argument checks (graphrag/mcp_server.py): each bad argument is named."""

from __future__ import annotations

import pytest

from graphrag.errors import QueryError
from graphrag.mcp_server import check_search, compact


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("", 5, None, None, None), "question:"),
        (("  \n", 5, None, None, None), "question:"),
        (("q", 0, None, None, None), "k: a whole number from 1 to 1000, not 0"),
        (("q", 1001, None, None, None), "k:"),
        (("q", True, None, None, None), "k:"),
        (("q", 5, "year>=2020", None, None), "filters:"),
        (("q", 5, [3], None, None), "filters:"),
        (("q", 5, None, "average", None), "fusion: one of weighted, rrf, not 'average'"),
        (("q", 5, None, None, "pagerank"), "graph_mode:"),
    ],
)
def test_a_bad_argument_is_named(args, says):
    with pytest.raises(QueryError, match=says):
        check_search(*args)


def test_good_arguments_become_the_servers_request():
    assert check_search("Who?", 3, ["year>=2020"], "rrf", "none") == {
        "question": "Who?",
        "k": 3,
        "filters": ["year>=2020"],
        "fusion": "rrf",
        "graph_mode": "none",
    }
    assert check_search("Who?", 5, None, None, None)["filters"] == []


def test_compact_keeps_what_an_agent_reads():
    hit = {name: name for name in ("rank", "doc_id", "title", "chunk_id", "score", "text", "reason", "hops")}
    answer = {
        "question": "q",
        "confident": True,
        "message": "",
        "links": [],
        "timings": {"embed": 1.0},
        "hits": [{**hit, "sources": {}, "path": [], "entities": []}],
    }
    out = compact(answer)
    assert "timings" not in out and set(out["hits"][0]) == {*hit, "sources"}
