"""One exception root for everything graphrag raises on purpose."""

from __future__ import annotations

import re

# a URI's scheme, then its authority: up to the first "/", whitespace, quote or the next URI; a
# password may hold "@" (and ":", "?", "#"), so the user part ends at the authority's LAST "@"
_URI = re.compile(r"""([A-Za-z][A-Za-z0-9+.\-]*://)((?:(?![A-Za-z][A-Za-z0-9+.\-]*://)[^/\s'"<>])*)""")


def _mask(match: re.Match[str]) -> str:
    scheme, authority = match.group(1), match.group(2)
    at = authority.rfind("@")
    if at < 0:
        return match.group(0)
    user, colon, _ = authority[:at].partition(":")
    shown = f"{user}:***" if colon and user else "***"
    return f"{scheme}{shown}{authority[at:]}"


def redact(text: str) -> str:
    """A URI (or a message holding URIs) fit for an error message: every credential written into
    one is masked, everything between ``://`` and the last ``@`` of the authority but the user
    name (``bolt://neo4j:p@ss@host`` -> ``bolt://neo4j:***@host``; ``https://TOKEN@host`` ->
    ``https://***@host``)."""
    return _URI.sub(_mask, text)


def strip_credentials(uri: str) -> str:
    """The URI without its user part at all (``bolt://neo4j:p@ss@host:7687`` -> ``bolt://host:7687``)."""
    match = _URI.match(uri)
    if match is None or "@" not in match.group(2):
        return uri
    return match.group(1) + match.group(2).rsplit("@", 1)[1] + uri[match.end() :]


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
