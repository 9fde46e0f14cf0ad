"""Control characters from documents are escaped on the terminal; JSON keeps values exact."""

import json
import logging

from graphrag.terminal import SafeFormatter, json_text, safe

NASTY = "a\x1b[2Jb\x07c\u202ed\x9be\x7ff\rg\th\ni\u2028j\x00k"


def test_safe_escapes_every_control_and_keeps_the_rest():
    out = safe(NASTY)
    assert out == "a\\x1b[2Jb\\x07c\\u202ed\\x9be\\x7ff\\rg\\th\\ni\\u2028j\\x00k"
    assert all(ch.isprintable() for ch in out)
    assert safe("Überblick ☕ — naïve") == "Überblick ☕ — naïve"
    assert safe("two\nlines\x1b", keep_newlines=True) == "two\nlines\\x1b"


def test_json_text_is_exact_and_prints_no_control():
    value = [{"doc_id": NASTY, "title": "ok ☕", "n": 1}]
    text = json_text(value)
    assert json.loads(text) == value
    body = text.replace("\n", "")  # the layout's own line breaks
    assert all(ch.isprintable() for ch in body)


def test_log_lines_are_escaped():
    record = logging.LogRecord("ingest", logging.INFO, __file__, 1, "skipped %s", ("x\x1b[31m.md",), None)
    assert SafeFormatter("%(message)s").format(record) == "skipped x\\x1b[31m.md"
