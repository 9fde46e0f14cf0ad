"""Property tests (hypothesis) for the loaders, the chunker and the filter parser, and a bounded
fuzz run of the JSONL loader. Every run is bounded (max_examples, no deadline), so CI runs them
with the unit tests."""

from __future__ import annotations

import itertools
import json
import math
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from graphrag.errors import QueryError
from graphrag.models import Document
from graphrag.stores.filters import OPS, RANGE_OPS, parse_filter
from ingest.chunk import Chunker, whitespace_tokens
from ingest.load import load_documents

BOUNDED = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FUZZ = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def load_file(name: str, data: bytes, max_bytes: int = 8 * 2**20):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(data)
        skipped: list = []
        docs = list(load_documents([str(path)], skipped, Path(folder), max_bytes))
        return docs, skipped, str(path)


# --- JSONL ---------------------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)
good_records = st.fixed_dictionaries(
    {
        "id": st.text(min_size=1).filter(lambda s: s.strip()) | st.integers(),
        "text": st.text(min_size=1).filter(lambda s: s.strip()),
    },
    optional={"title": st.text(), "metadata": st.dictionaries(st.text(max_size=8), json_values, max_size=4)},
)


@BOUNDED
@given(st.lists(st.one_of(good_records, json_values), max_size=8))
def test_jsonl_loader_takes_exactly_the_valid_records(lines):
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in lines).encode("utf-8")
    docs, skipped, path = load_file("r.jsonl", data)
    expected, seen = [], set()
    for r in lines:  # the rules of a record, restated
        if not isinstance(r, dict):
            continue
        doc_id, text, metadata = r.get("id"), r.get("text"), r.get("metadata") or {}
        if isinstance(doc_id, bool) or not isinstance(doc_id, (str, int)) or not str(doc_id).strip():
            continue
        if isinstance(text, str) and text.strip() and isinstance(metadata, dict) and str(doc_id) not in seen:
            seen.add(str(doc_id))
            expected.append((str(doc_id), text.strip(), metadata))
    assert [(d.doc_id, d.text, d.metadata) for d in docs] == expected
    assert len(docs) + len(skipped) == len(lines)  # every line is a document or a named skip
    assert all(s.where.startswith(path) for s in skipped)


@FUZZ
@given(st.lists(st.binary(max_size=200), max_size=10), st.sampled_from([b"", b"\xef\xbb\xbf", b"\xff\xfe"]))
@example([b'{"id": 1, "text": "x"}', b"\x00\x01", b'{"id": "a", "text": "' + b"y" * 300 + b'"}'], b"")
@example([b"[" * 100_000], b"")
def test_fuzz_jsonl_loader_never_raises_and_accounts_for_every_line(lines, bom):
    data = bom + b"\n".join(lines)
    docs, skipped, path = load_file("f.jsonl", data, max_bytes=256)
    for d in docs:
        assert d.doc_id.strip() and d.text == d.text.strip() and d.text
        assert isinstance(d.metadata, dict)
    for s in skipped:
        assert s.where == path or s.where.startswith(path + ":")
        assert s.why


# --- text and markdown files ---------------------------------------------------------------------

texts = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=300)


@BOUNDED
@given(texts, st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "utf-32"]), st.sampled_from(["d.md", "d.txt"]))
def test_text_loader_reads_any_text_in_any_marked_encoding(text, encoding, name):
    docs, skipped, path = load_file(name, text.encode(encoding))
    if not text.strip():
        assert docs == [] and [s.why for s in skipped] == ["empty file"]
        return
    assert not skipped and len(docs) == 1
    doc = docs[0]
    body = text[1:] if text.startswith("\ufeff") and encoding in ("utf-8", "utf-8-sig") else text
    assert doc.text == body.strip() and doc.doc_id == name and doc.source == path
    if name.endswith(".txt"):
        assert doc.title == "d"
    else:
        assert doc.title == "d" or doc.title in doc.text


@BOUNDED
@given(st.binary(max_size=400), st.sampled_from(["d.md", "d.txt", "d.jsonl"]), st.integers(1, 500))
def test_loaders_never_raise_on_any_bytes(data, name, max_bytes):
    docs, skipped, path = load_file(name, data, max_bytes=max_bytes)
    assert all(s.where.startswith(path) for s in skipped)
    if len(data) > max_bytes and not name.endswith(".jsonl"):
        assert docs == [] and "document size limit" in skipped[0].why


# --- the chunker ---------------------------------------------------------------------------------

words = st.text(st.characters(blacklist_categories=("Cs", "Zs", "Cc")), min_size=1, max_size=12)
separators = st.sampled_from([" ", "  ", ". ", "! ", "? ", "\n", "\n\n", "\n- ", "\n# ", ". \n1. ", "\t"])
documents = st.lists(st.tuples(words, separators), max_size=120).map(lambda ws: "".join(w + s for w, s in ws))


@BOUNDED
@given(documents, st.integers(2, 40), st.data())
def test_chunks_cover_the_text_respect_the_bound_and_are_deterministic(text, max_tokens, data):
    overlap = data.draw(st.integers(0, max_tokens - 1))
    chunker = Chunker(max_tokens=max_tokens, overlap=overlap)
    doc = Document("d", "T", text)
    chunks = chunker.split(doc)
    assert [(c.chunk_id, c.text) for c in chunker.split(doc)] == [(c.chunk_id, c.text) for c in chunks]
    assert [c.position for c in chunks] == list(range(len(chunks)))
    where = chunker.spans(text)
    assert [text[s:e] for s, e in where] == [c.text for c in chunks]
    assert all(a[0] < b[0] and a[1] < b[1] for a, b in itertools.pairwise(where))  # in order, each adds text
    covered = set()
    for (s, e), c in zip(where, chunks):
        assert whitespace_tokens([c.text])[0] <= max_tokens
        assert len(c.text) <= chunker.max_chars and c.text == c.text.strip() and c.text
        covered.update(range(s, e))
    assert all(i in covered for i, ch in enumerate(text) if not ch.isspace())


@BOUNDED
@given(st.text(st.sampled_from("ab .\n"), max_size=400).map(lambda t: t.replace(" ", "x" * 40)))
def test_long_words_are_cut_to_the_character_bound(text):
    chunker = Chunker(max_tokens=4, overlap=1)
    chunks = chunker.split(Document("d", "T", text))
    assert all(len(c.text) <= chunker.max_chars for c in chunks)
    assert "".join(text.split()) in "".join("".join(c.text.split()) for c in chunks) or len(chunks) > 1


def test_one_long_line_without_a_sentence_break_is_chunked_in_one_pass():
    text = " ".join(f"w{i % 977}" for i in range(600_000))  # ~3.5 MB, no stop, no line break
    chunks = Chunker(max_tokens=200, overlap=40).split(Document("d", "T", text))
    assert chunks[0].text.startswith("w0 w1 ") and chunks[-1].text.endswith(text[-20:])
    assert all(whitespace_tokens([c.text])[0] <= 200 for c in chunks)
    blob = Chunker(max_tokens=200, overlap=40).split(Document("d", "T", "Q" * 3_000_000))  # one 3 MB "word"
    assert len(blob) == math.ceil(3_000_000 / (200 * Chunker.CHARS_PER_TOKEN))


# --- the filter parser ---------------------------------------------------------------------------

fields = st.text(st.characters(blacklist_characters="=!<>", blacklist_categories=("Cs",)), min_size=1).filter(
    lambda f: f.strip() == f and f != ""
)
values = (
    st.booleans()
    | st.integers(-(10**12), 10**12)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(st.characters(blacklist_categories=("Cs",)))
)


def typed(value) -> str:
    """How a user writes ``value`` on the command line (strings quoted, so they stay strings)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    return f'"{value}"'


@BOUNDED
@given(fields, st.sampled_from(sorted(OPS)), values)
def test_filter_parse_round_trips_what_a_user_types(field, op, value):
    assume(not (isinstance(value, bool) and op in RANGE_OPS))
    parsed = parse_filter(f"{field}{op}{typed(value)}")
    assert parsed[0] == field and parsed[1] == op
    assert parsed[2] == value and type(parsed[2]) is type(value)


@BOUNDED
@given(fields, st.sampled_from(sorted(OPS)), values)
def test_filter_parse_accepts_spaces_around_the_operator(field, op, value):
    assume(not (isinstance(value, bool) and op in RANGE_OPS))
    assert parse_filter(f"  {field} {op}  {typed(value)} ") == parse_filter(f"{field}{op}{typed(value)}")


@FUZZ
@given(st.text())
@example("=")
@example("a==")
@example("a>=true")
@example("==b")
@example("a===b")
def test_filter_parse_raises_only_query_error(text):
    try:
        field, op, value = parse_filter(text)
    except QueryError:
        return
    assert field and field == field.strip() and op in OPS
    assert isinstance(value, (bool, int, float, str))
