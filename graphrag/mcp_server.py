"""``graphrag mcp``: the index as tools for agents, over the Model Context Protocol.

Built on the official ``mcp`` Python SDK (its FastMCP server). Three tools:

    search(question, k=5, filters=[], fusion=None, graph_mode=None) -> hits, each with its reasons
    entity(name, all=False)                                          -> aliases, facts, documents
    stats()                                                          -> what the index holds

Questions go through the same :class:`graphrag.server.Service` that ``graphrag serve`` uses (one
pipeline thread, one ``Session`` per index version, the index re-opened when it changes on disk),
so an agent gets the hits the CLI and the HTTP API give. The models load once, in the background
as the server starts; a call made before that waits for it. Bad arguments (k < 1, an empty
question, a filter that cannot be read, an unknown fusion or graph mode, a name that matches no
entity) come back as tool errors (``isError``) naming the argument; the server goes on.

Transports: stdio (what desktop clients start), or ``--http``: streamable HTTP on 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from .config import Settings
from .errors import GraphragError, IndexMissingError

log = logging.getLogger(__name__)

MAX_K = 1000
DEFAULT_HTTP_PORT = 8766
HIT_FIELDS = ("rank", "doc_id", "title", "chunk_id", "score", "text", "reason", "hops", "sources")
INSTRUCTIONS = (
    "graphrag searches an indexed document collection. `search` answers a question with the chunks "
    "that answer it, best first, each with its reasons (which retrievers ranked it and the graph hops "
    "that led to it, each hop with the sentence that states it). `entity` shows what the knowledge "
    "graph knows about a name: aliases, facts with their sentences and documents. `stats` counts "
    "what the index holds."
)


def check_search(
    question: str, k: int, filters: list[str] | None, fusion: str | None, graph_mode: str | None
) -> dict[str, Any]:
    """The search tool's arguments as a query request; a GraphragError names a bad one."""
    from .errors import QueryError
    from .retrieve.stages import FUSIONS, GRAPH_STAGES

    if not isinstance(question, str) or not question.strip():
        raise QueryError("question: ask something (it is empty)")
    if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_K:
        raise QueryError(f"k: a whole number from 1 to {MAX_K}, not {k!r}")
    if filters is not None and (not isinstance(filters, list) or not all(isinstance(f, str) for f in filters)):
        raise QueryError(f'filters: a list of strings such as "year>=2020", not {filters!r}')
    if fusion is not None and fusion not in FUSIONS:
        raise QueryError(f"fusion: one of {', '.join(FUSIONS)}, not {fusion!r}")
    if graph_mode is not None and graph_mode not in GRAPH_STAGES:
        raise QueryError(f"graph_mode: one of {', '.join(GRAPH_STAGES)}, not {graph_mode!r}")
    return {"question": question, "k": k, "filters": filters or [], "fusion": fusion, "graph_mode": graph_mode}


def compact(answer: dict[str, Any]) -> dict[str, Any]:
    """The API's answer without what an agent has no use for (timings, the conversation's state)."""
    return {
        "question": answer["question"],
        "confident": answer["confident"],
        "message": answer["message"],
        "linked": answer["links"],
        "hits": [{name: hit[name] for name in HIT_FIELDS} for hit in answer["hits"]],
    }


def _warm(service: Any) -> None:
    """Open the index and load the models before the first call (on the pipeline's thread)."""
    try:
        service.load()
    except IndexMissingError as e:  # said again, as a tool error, by each call until one exists
        log.warning("no index yet: %s", e)
    except GraphragError as e:
        log.error("cannot load the index yet: %s", e)


def build(settings: Settings, host: str = "127.0.0.1", port: int = DEFAULT_HTTP_PORT) -> Any:
    """A FastMCP server with the three tools over one warm Service; its models start loading now."""
    from mcp.server.fastmcp import FastMCP
    from mcp.server.fastmcp.exceptions import ToolError

    from .server import Service

    service = Service(settings)
    service.worker.submit(_warm, service)
    server = FastMCP("graphrag", instructions=INSTRUCTIONS, host=host, port=port, log_level="WARNING")

    async def on_worker(fn: Callable[..., Any], *args: Any) -> Any:
        """Run on the pipeline's own thread; a GraphragError becomes a tool error with its message."""
        try:
            return await asyncio.get_running_loop().run_in_executor(service.worker, fn, *args)
        except GraphragError as e:
            raise ToolError(str(e)) from e

    @server.tool()
    async def search(
        question: str,
        k: int = 5,
        filters: list[str] | None = None,
        fusion: str | None = None,
        graph_mode: str | None = None,
    ) -> dict[str, Any]:
        """Find the chunks of the indexed documents that answer a question, best first. Each hit has
        its document (doc_id, title), the chunk text, a score, and `reason`: which retrievers ranked it
        and the graph hops that led to it, each hop (`hops`: from, to, sentence) with the sentence
        that states it. k: how many hits (1-1000). filters: metadata conditions such as "year>=2020"
        or 'team=="ops"'. fusion: weighted | rrf. graph_mode: learned | relpath | bridge | chain |
        ppr | khop | none (default: the index's settings)."""
        try:
            request = check_search(question, k, filters, fusion, graph_mode)
        except GraphragError as e:
            raise ToolError(str(e)) from e
        return compact(await on_worker(service.query, request))

    @server.tool()
    async def entity(name: str, all: bool = False) -> dict[str, Any]:
        """What the knowledge graph knows about a name: its aliases, what the text says it is, the facts
        stated about it (each with its sentence and document), the names it appears with and the
        documents that mention it. The name may be in any case, a defined short name, a near miss or
        part of a longer name; `all` returns every match, not only the best."""
        if not isinstance(name, str) or not name.strip():
            raise ToolError("name: give an entity's name (it is empty)")
        result: dict[str, Any] = await on_worker(service.entity, name, bool(all))
        return result

    @server.tool()
    async def stats() -> dict[str, Any]:
        """Counts of what the index holds: documents, chunks, entities, relations, vectors; its stores."""
        result: dict[str, Any] = await on_worker(service.stats)
        return result

    return server


def run(settings: Settings, http: bool = False, port: int = DEFAULT_HTTP_PORT) -> None:
    """Serve the tools until the client goes away (stdio) or until interrupted (``--http``)."""
    server = build(settings, port=port)
    server.run("streamable-http" if http else "stdio")
