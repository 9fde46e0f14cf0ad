"""graphrag: knowledge-graph-augmented retrieval with a reason for every hit.

    from graphrag import Index, QueryPipeline, load_settings

    index = Index(load_settings(index=".graphrag"))
    result = QueryPipeline(index).search("Who leads the team that owns Billing?", k=5)
    for hit in result.hits:
        print(hit.rank, hit.title, hit.reason())

``Session`` adds query understanding (conversations, expansion, a threshold, a latency budget)
over a pipeline, as ``graphrag query``, ``chat``, ``serve`` and ``mcp`` use it:
``Session(pipeline).ask(question, AskOptions(k=5)).to_json()``.

Ingestion lives in the ``ingest`` package (``ingest.run.ingest``) and the ``graphrag ingest``
command; the Cypher statements in the ``cypher`` package.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from .config import Settings, load_settings
from .errors import (
    ConfigError,
    GraphragError,
    IndexBusyError,
    IndexCorruptError,
    IndexMissingError,
    InputError,
    LLMAnswerError,
    LLMError,
    LLMUnavailableError,
    QueryError,
    StoreUnavailableError,
)
from .index import Index
from .models import Chunk, Document, Entity, Hit, Mention, Relation
from .pipeline import QueryPipeline, RankConfig, Result
from .understand.ask import Answer, AskOptions, Session

try:
    __version__ = version("graphrag")
except PackageNotFoundError:  # run from a source tree that was never installed
    __version__ = "0+unknown"

__all__ = [
    "Answer",
    "AskOptions",
    "Chunk",
    "ConfigError",
    "Document",
    "Entity",
    "GraphragError",
    "Hit",
    "Index",
    "IndexBusyError",
    "IndexCorruptError",
    "IndexMissingError",
    "InputError",
    "LLMAnswerError",
    "LLMError",
    "LLMUnavailableError",
    "Mention",
    "QueryError",
    "QueryPipeline",
    "RankConfig",
    "Relation",
    "Result",
    "Session",
    "Settings",
    "StoreUnavailableError",
    "__version__",
    "load_settings",
]
