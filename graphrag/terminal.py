"""Text fit for a terminal: ids, titles and text from documents may hold control characters and
ANSI escapes (``\\x1b[2J`` clears a screen, U+202E turns text around), so the CLI escapes them
before printing. JSON output keeps every value exact: it escapes them the JSON way."""

from __future__ import annotations

import json
import logging
import re
from typing import Any

# C0 and C1 controls and DEL, line and paragraph separators, and the bidirectional overrides
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
# what json.dumps leaves raw (it escapes C0 itself, and its own line breaks are layout)
_UNSAFE_IN_JSON = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(ch: str) -> str:
    if ch in _NAMED:
        return _NAMED[ch]
    n = ord(ch)
    return f"\\x{n:02x}" if n < 0x100 else f"\\u{n:04x}"


def safe(text: Any, keep_newlines: bool = False) -> str:
    """``text`` as a string with every control character written as an escape (``\\x1b``,
    ``\\n``, ``\\u202e``); with ``keep_newlines``, line breaks stay (multi-line messages)."""
    s = str(text)
    if keep_newlines:
        return "\n".join(_UNSAFE.sub(lambda m: _escape(m.group()), line) for line in s.split("\n"))
    return _UNSAFE.sub(lambda m: _escape(m.group()), s)


def json_text(value: Any, indent: int | None = 2) -> str:
    """JSON of ``value`` that decodes to exactly ``value`` and prints nothing a terminal obeys:
    the controls json.dumps leaves raw (DEL, C1, bidi overrides) become ``\\uXXXX`` escapes."""
    text = json.dumps(value, indent=indent, ensure_ascii=False)
    return _UNSAFE_IN_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


class SafeFormatter(logging.Formatter):
    """Log lines with control characters escaped (a skipped file's name is user data)."""

    def format(self, record: logging.LogRecord) -> str:
        return safe(super().format(record), keep_newlines=True)
