"""One exception root for everything graphrag raises on purpose."""

import re

_CREDENTIALS = re.compile(r"(?<=://)([^/@:\s]*):[^/@\s]*@")


def redact(uri: str) -> str:
    """A URI fit for an error message: a password written into it is masked
    (``bolt://neo4j:secret@host`` -> ``bolt://neo4j:***@host``)."""
    return _CREDENTIALS.sub(r"\1:***@", uri)


class GraphragError(Exception):
    """Base class: a failure the user can act on; the message says what and where."""


class ConfigError(GraphragError):
    """A setting is missing, malformed or inconsistent with the index."""


class IndexMissingError(GraphragError):
    """The index folder does not exist or holds nothing to query."""


class IndexBusyError(GraphragError):
    """Another process is writing the index (one writer at a time); the message names it."""


class IndexCorruptError(GraphragError):
    """A file of the index folder is missing, truncated or unreadable; the message names it."""


class InputError(GraphragError):
    """An input file, line or record cannot be read."""


class StoreUnavailableError(GraphragError):
    """A server-backed store (Neo4j, Weaviate) cannot be reached; the message names the URI."""


class QueryError(GraphragError):
    """The question cannot be answered as asked (for example: no usable words)."""


class LLMError(GraphragError):
    """The LLM endpoint gave no usable answer; the message names its URL. Callers that can do
    without an LLM catch this and take their offline path."""


class LLMUnavailableError(LLMError):
    """The endpoint could not be reached, timed out or kept failing (after the retries)."""


class LLMAnswerError(LLMError):
    """The endpoint answered, but never with valid output (bad JSON, or not the schema asked for)."""
