"""Facts a markdown table states: each row's subject, a column's header, the cell's entity.

A table is data with its relations named: in

    | Service | Owning team | Runbook |
    |---|---|---|
    | reminder-dispatch | Tessaly Works | yes |

the row says that reminder-dispatch's owning team is Tessaly Works. The sentence frames cannot
read it (each cell is a sentence of its own, ``prepare``), so a table is read as what it is. The
*subject column* is the first, when most rows hold a name there and no two the same one; in
every row its name takes each other cell that is wholly one name, date or number as a fact whose
predicate is that column's header ("owning team"). Nothing is fitted: a cell that is prose, a
list or a name with more words around it ("P. Ashby, vicar") states nothing, a header of more
than three words is no predicate, and a row of another shape than its header is skipped. A row's
header is the one above it in the chunk or, for rows that open a chunk, the last one of the
chunk before (a long table spans chunks).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import Any

from graphrag.models import is_value
from graphrag.text import singular

TABLES = "graphrag_tables"  # Doc.user_data key: the chunk's tables as ``read_tables`` gives them
MAX_HEADER_WORDS = 3
ANNOTATIONS = {"note", "remark", "comment"}  # a column of free text about the row, no relation of it
_RULE = re.compile(r"^[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*(?::?-{3,}:?[ \t]*)?$")
_RULE_START = re.compile(r"^[ \t]*\|?[ \t]*:?-{3,}")  # a rule line, perhaps cut by the chunk's end
_EDGE = " \t`*_"  # what a cell's content is stripped of: spaces and inline markup
_UNIT = re.compile(r"\(([^()\d]+)\)\s*$")  # a header's unit in brackets: "Yield (t/ha)", "Protein (%)"
_NUMBER = re.compile(r"[-−]?\d[\d,. ]*")  # a cell that is a bare number: "9.05", "2,950,000"
_YEAR = re.compile(r"1\d{3}|20\d{2}")
UNIT_WORDS, UNIT_LETTERS = 2, 7  # a unit is a word or two, each short: "t/ha", "kg/hl", "GBP m", "tonnes"

Cell = tuple[int, int]  # char offsets of a cell's content (empty when start == end)
Table = tuple[tuple[Cell, ...], tuple[tuple[Cell, ...], ...]]  # (header, rows)


def row_cells(line: str, at: int) -> tuple[Cell, ...]:
    """The cells of one table line that starts at char offset ``at``: between unescaped pipes,
    stripped of spaces and markup at their edges."""
    bars = [i for i, c in enumerate(line) if c == "|" and (i == 0 or line[i - 1] != "\\")]
    if not bars:
        return ()
    if line[: bars[0]].strip():  # "a | b |": a first cell without a leading pipe
        bars.insert(0, -1)
    if line[bars[-1] + 1 :].strip():
        bars.append(len(line))
    out = []
    for a, b in pairwise(bars):
        s, e = a + 1, b
        while s < e and line[s] in _EDGE:
            s += 1
        while e > s and line[e - 1] in _EDGE:
            e -= 1
        out.append((at + s, at + e))
    return tuple(out)


def _rows(lines: list[str], starts: list[int], i: int) -> tuple[list[tuple[Cell, ...]], int]:
    """The rows from line ``i`` on, and the line after them. The text's last line counts only when
    it closes its last cell: a chunk may end in the middle of a row."""
    rows = []
    while i < len(lines) and lines[i].lstrip().startswith("|"):
        if i + 1 < len(lines) or lines[i].rstrip().endswith("|"):
            rows.append(row_cells(lines[i], starts[i]))
        i += 1
    return rows, i


def read_tables(text: str) -> tuple[Table, ...]:
    """Every markdown table of ``text``: (header cells, row cells). Rows that open the text, before
    any header (a chunk that starts inside a table), come first with an empty header: their header
    is in an earlier chunk (``last_header``)."""
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    tables: list[Table] = []
    first = 1 if lines and not lines[0].lstrip().startswith("|") and "|" in lines[0] else 0  # a row cut at its start
    rows, i = _rows(lines, starts, first)
    if rows and not (len(rows) > 1 and _RULE.match(lines[first + 1])):
        tables.append(((), tuple(rows)))
    else:
        i = 0
    while i + 1 < len(lines):
        if _RULE.match(lines[i + 1]) and lines[i].lstrip().startswith("|"):
            header = row_cells(lines[i], starts[i])
            rows, i = _rows(lines, starts, i + 2)
            if header and rows:
                tables.append((header, tuple(rows)))
        else:
            i += 1
    return tuple(tables)


def last_header(text: str) -> str | None:
    """The header line of the last table that ``text`` starts (what a later chunk's rows are under)."""
    lines = text.split("\n")
    found = None
    for a, b in pairwise(lines):
        if _RULE_START.match(b) and a.lstrip().startswith("|"):
            found = a
    return found


def columns(doc: Any, header: Sequence[Cell]) -> list[tuple[str, str, str]]:
    """(predicate, phrase, text) of each header cell of ``doc``."""
    return [(*header_predicate(doc, c), _text(doc, c)) for c in header]


def header_predicate(doc: Any, cell: Cell) -> tuple[str, str]:
    """(predicate, phrase) of a header cell: its words in lower case, a plural noun as its lemma
    ("Parents" → "parent", "Owning team" → "owning_team"), a possessive's "'s" dropped, a unit or
    gloss in brackets left out ("Annual value (V)" → "annual_value", "Licensee (city)" →
    "licensee"; a unit goes with the column's numbers instead: ``with_unit``); ("", "") when it
    has no word or more than three, or is a column of notes."""
    start, end = cell
    bracket = doc.text.find("(", start, end)
    if bracket > start:
        end = bracket
    span = doc.char_span(start, end, alignment_mode="contract")
    if span is None:
        return "", ""
    words = [_singular(t) if t.tag_ in ("NNS", "NNPS") else t.lower_ for t in span if t.is_alpha]
    if not words or len(words) > MAX_HEADER_WORDS or words[-1] in ANNOTATIONS:
        return "", ""
    return "_".join(words), span.text


def _singular(tok: Any) -> str:
    """A plural noun's lemma; a capitalised one the tagger calls a proper noun ("Operators") keeps
    its plural as its lemma, so it loses the plural ending by the spelling rule."""
    lemma = tok.lemma_.lower()
    return singular(lemma) if lemma == tok.lower_ else lemma


def table_facts(
    doc: Any, thing: Callable[[int, int], str | None], carried: Sequence[tuple[str, str, str]] = ()
) -> list[tuple[str, str, str, str, str, str]]:
    """(source, target, predicate, phrase, sentence, shown) of every fact the tables of ``doc``
    state; ``shown``: a number target as written with its column's unit (``with_unit``), or "".
    ``thing(start, end)``: the entity or value a cell's content is wholly, or None; ``carried``:
    the ``columns`` of the header that rows opening the chunk are under."""
    out = []
    parts = []
    whole: dict[tuple[str, ...], list[list[str | None]]] = {}  # a header's rows over every table under it
    for header, rows in doc.user_data.get(TABLES, ()):
        cols = columns(doc, header) if header else list(carried)
        rows = tuple(r for r in rows if len(r) == len(cols))  # a row of another shape is not this table's
        if not cols or not rows:
            continue
        things = [[thing(*c) if c[0] < c[1] else None for c in row] for row in rows]
        key = tuple(c[2] for c in cols)  # the header as written
        whole.setdefault(key, []).extend(things)
        parts.append((key, cols, rows, things))
    for key, cols, rows, things in parts:
        if not _first_column_names_rows(whole[key]):
            continue
        for row, found in zip(rows, things):
            subject = found[0]
            if subject is None:
                continue
            for col, target in enumerate(found[1:], 1):
                predicate, phrase, written = cols[col]
                if target is None or target == subject or not predicate:
                    continue
                text = _text(doc, row[col])
                stated = f"{cols[0][2]}: {_text(doc, row[0])}; {written}: {text}"
                shown = with_unit(text, written) if is_value(target) else ""
                out.append((subject, target, predicate, phrase, stated, shown))
    return out


def with_unit(cell: str, header: str) -> str:
    """A bare number under a header that gives its unit in brackets, written with that unit:
    "9.05" under "Yield (t/ha)" is "9.05 t/ha", "2,950,000" under "Amount (cr)" "2,950,000 cr"
    (the predicate leaves the bracket out: ``header_predicate``). "" for any other cell (a year,
    a date, "640 MW", "from 2016") and under a bracket that is no unit (more than two words, a
    long word or a digit: "Licensee (as registered)", "Rank (2023)")."""
    match = _UNIT.search(header)
    if match is None or not _NUMBER.fullmatch(cell) or _YEAR.fullmatch(cell):
        return ""
    unit = " ".join(match.group(1).split())
    words = unit.replace("/", " ").split()
    if not words or len(words) > UNIT_WORDS or any(len(w) > UNIT_LETTERS for w in words):
        return ""
    return f"{cell}{unit}" if unit == "%" else f"{cell} {unit}"


def _first_column_names_rows(things: Sequence[Sequence[str | None]]) -> bool:
    """Whether the first column names each row's subject: more than half of the rows hold a name
    there and no name there is repeated. A register keyed by dates, or a rota by weeks, has no
    subject column: its names are what happened in the row, not what the row is about; and a
    column whose names repeat ("Officiating minister") says something of each row, not which row."""
    names = [v for row in things if row and (v := row[0]) and not is_value(v)]
    return bool(names) and len(names) * 2 > len(things) and len(set(names)) == len(names)


def _text(doc: Any, cell: Cell) -> str:
    return " ".join(doc.text[cell[0] : cell[1]].split())
