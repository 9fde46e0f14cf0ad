"""What the parser reads of a chunk: its text with markup blanked out, and where blocks start.

Markdown and plain-text documentation put statements in bullets, headings and table cells, one per
line. Parsed as running prose they merge into one long "sentence" ("... the team lead - Kofi Brand
— site reliability engineer"), and facts join words of different lines. So before parsing, markup
characters become spaces (the text keeps its length: every character offset still points at the
same word), fenced code blocks are blanked whole, table pipes become line breaks, and each line
that starts a block (a heading, a bullet, a numbered step, a table cell, the line after a blank
line, a line indented further than the words of the one before) starts a sentence, and so does
each field of a line parted by spaced dots ("Carrow · born 1983"). A question-and-answer page's
"Q." and "A." are markup too. A link is its text: "[SCM Provider
generator](Generators-SCM-Provider.md)" reads as "SCM Provider generator"; an image, a bare URL, a
template's placeholder ("{{.app.metadata.name}}") and an HTML tag are not prose and read as
nothing.
A press release's dateline ("LEDRA, 18 October 2022 — Korvant plc today announced ...", "LEDRA,
June 11 (Agency) - ...") is a block of its own, so its place is not read as the subject of the
announcement; a footnote's superscript number after a name ("Jonas Tiller³") is markup.
A hard-wrapped paragraph stays one block. A heading ("## Okta groups for RBAC") names what follows;
so does a line that is bold alone; they assert nothing, so the parsed doc records where headings
start (``HEADINGS``) and facts.py reads no fact from them. A table's cells are recorded too
(``TABLES``, see tables.py): a row states facts that no sentence frame can read.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Any

from .tables import TABLES, read_tables

_FENCE = re.compile(r"^[ \t]*(```|~~~).*?(^[ \t]*\1[^\n]*$|\Z)", re.M | re.S)
_BLOCK_MARK = re.compile(r"^[ \t]*(#{1,6}[ \t]+|[-*+•][ \t]+|\d{1,3}[.)][ \t]+|>[ \t]?)")
# "Lot 12 · Carrow · 4 May 2021", "Halden-le-Moor, Esterland • born 1983": a spaced dot or bullet
# parts the fields of a line, as a table's pipe parts its cells; no clause goes on past it
_SEPARATOR = re.compile(r"[ \t]([·•])[ \t]+(?=\S)")
# "Q. How do I ...?" / "A. Curators bring ...": a question-and-answer page's markers, read as
# markup only where the text has both (a lone "A. J. Ayer" line is a name)
_QA_MARK = re.compile(r"^[ \t]*([QA])[.:][ \t]+", re.M)
# "![alt](src)" an image, "[text](target)" / "[text][ref]" a link whose text stays, "[ref]: url" a
# link's definition, a bare or <bracketed> URL, an HTML tag ("<br>", "<img src=...>")
_IMAGE = re.compile(r"!\[[^\]\n]*\]\([^)\n]*\)")
_LINK = re.compile(r"(\[)[^\[\]\n]*(\]\([^)\n]*\)|\]\[[^\]\n]*\])")
_LINK_DEF = re.compile(r"^[ \t]*\[[^\]\n]+\]:[ \t]+\S+.*$", re.M)
_URL = re.compile(r"<?\b(?:https?|ftp)://[^\s<>()\]]+>?")
_TEMPLATE = re.compile(r"\{\{.*?\}\}|\{%.*?%\}")  # "{{.app.metadata.name}}", "{% if x %}": a template's code
_TAG = re.compile(r"</?[A-Za-z][\w-]*(?:\s[^<>\n]*)?/?>")
_INLINE = re.compile(r"\*\*|__|`|(?<![\w*])\*(?=\w)|(?<=\w)\*(?![\w*])")
# "## Setup", or a line that is bold alone ("**Okta groups for RBAC**"): where its words start
_HEADING = re.compile(r"^[ \t]*(?:#{1,6}[ \t]+(?=\S)|(?:>[ \t]*)?(?=\*\*[^*\n]+\*\*[ \t]*:?[ \t]*$))", re.M)
HEADINGS = "graphrag_headings"  # Doc.user_data key: char offsets where a heading's words start
SHORT_LINE = 60  # characters: a line this short ends a block (see _is_block)
# a dateline: a place's capitalised words, a comma, then up to a date (a year, or a day and a month:
# "11 June", "June 11."), perhaps an agency in brackets, and a dash before the story
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?"  # "Sept", "September" too
_DATE_END = rf"(?:\d{{4}}|\d{{1,2}}[ \t]+{_MONTH}|{_MONTH}[ \t]+\d{{1,2}}\b\.?)"
_DATELINE = re.compile(
    rf"^[ \t]*[A-Z][\w'.-]*(?:[ \t]+[A-Z][\w'.-]*)*,[^\n—–]{{0,40}}?\b{_DATE_END}(?:[ \t]*\([^()\n]{{1,30}}\))?"
    r"[ \t]+(?:—|–|--?)[ \t]+(?=[A-Z])",
    re.M,
)
_FOOTNOTE = re.compile(r"\b[A-Z][A-Za-z'-]*([¹²³⁴⁵⁶⁷⁸⁹⁰]+)")  # "Tiller³", a name's footnote; not "km²"
_TABLE_RULE = re.compile(r"^[ \t]*\|?[ \t]*:?-{3,}.*$", re.M)


def _blank(m: re.Match[str]) -> str:
    return re.sub(r"[^\n]", " ", m.group())


def _link_text(m: re.Match[str]) -> str:
    """A link with its brackets and target blanked: its text stays where it was."""
    text = m.group()
    return " " + text[1 : m.start(2) - m.start()] + " " * (m.end(2) - m.start(2))


def prepare(text: str) -> tuple[str, list[int]]:
    """(the text with markup blanked, char offsets where a block starts). Same length as ``text``."""
    out = _FENCE.sub(_blank, text)
    out = _TABLE_RULE.sub(_blank, out)
    for markup in (_IMAGE, _LINK_DEF, _URL, _TEMPLATE, _TAG):
        out = markup.sub(_blank, out)
    out = _LINK.sub(_link_text, out)
    out = _FOOTNOTE.sub(lambda m: m.group()[: m.start(1) - m.start()] + " " * len(m.group(1)), out)
    starts: list[int] = [m.end() for m in _DATELINE.finditer(out)]
    lines = out.split("\n")
    pos = 0
    blank_before = True
    qa = {m.group(1) for m in _QA_MARK.finditer(out)} == {"Q", "A"}
    for i, line in enumerate(lines):
        m = _BLOCK_MARK.match(line) or (_QA_MARK.match(line) if qa else None)
        table = line.lstrip().startswith("|")
        if line.strip() and (blank_before or m or table or _is_block(lines, i)):
            starts.append(pos + (m.end() if m else len(line) - len(line.lstrip())))
        if m:
            lines[i] = " " * m.end() + line[m.end() :]
        blank_before = not line.strip()
        pos += len(line) + 1
    out = "\n".join(lines)
    out = out.replace("|", "\n")  # a table cell is a block of its own
    starts += [m.end() for m in re.finditer(r"\|[ \t]*(?=\S)", text)]
    starts += [m.end() for m in _SEPARATOR.finditer(out)]
    out = _SEPARATOR.sub(lambda m: m.group().replace(m.group(1), " "), out)
    out = _INLINE.sub(lambda m: " " * len(m.group()), out)
    return out, sorted({_first_word(out, at) for at in starts})


def _first_word(text: str, at: int) -> int:
    """The offset of the first word at or after ``at``, past blanked markup."""
    while at < len(text) and text[at] in " \t\n":
        at += 1
    return at


_CONTINUED = re.compile(r"[a-z]")  # how a line that goes on with its sentence starts


def hard_wrapped(lines: list[str]) -> bool:
    """The text breaks its lines inside sentences: some line, after a line with words, starts with
    a lower-case word (a paragraph wrapped at 72 or 80 characters). A text whose lines never go on
    that way breaks them between statements only (a paragraph, a list item, a field such as
    "Applies to: ..."), so a fact of it stands on one line (``facts.Reader.one_line``)."""
    return any(
        prev.strip()
        and line.strip()
        and _CONTINUED.match(line.lstrip())
        and not _BLOCK_MARK.match(line)
        and not _indented(prev, line)
        for prev, line in pairwise(lines)
    )


def _indented(prev: str, line: str) -> bool:
    """``line`` starts further in than the words of ``prev``, the line before it (after its
    bullet, if it has one): a nested line of a family tree ("Osric Thale (1801–1870), miller at
    Brenholt\n  m. Agnes Pardoe"), a list, a listing or a command's options. A sentence that
    goes on to the next line starts it where its words started, or further out."""
    m = _BLOCK_MARK.match(prev)
    words = m.end() if m else len(prev) - len(prev.lstrip())
    return bool(prev.strip()) and len(line) - len(line.lstrip()) > words


def _is_block(lines: list[str], i: int) -> bool:
    """A line after a heading, a bullet or a table row starts a block too, and so does a line
    indented further than the one before (``_indented``)."""
    if i == 0:
        return True
    prev = lines[i - 1]
    if _BLOCK_MARK.match(prev) or prev.lstrip().startswith("|") or prev.rstrip().endswith(":"):
        return True
    if _indented(prev, lines[i]):
        return True
    # a short line before a capitalised one: a heading, an address, a list ("Ferrand Lusk
    # Chambers\n14 Tollgate Row, Kelspar\nFounded 1961 by ..."); a hard-wrapped paragraph's lines
    # are long
    line = lines[i].lstrip()
    short = len(prev.strip()) < SHORT_LINE and not prev.rstrip().endswith((",", ";", "-"))
    return bool(line) and (line[0].isupper() or line[0].isdigit()) and short


def parse_prepared(nlp: Any, texts: list[str], batch_size: int = 64) -> Any:
    """spaCy docs of ``texts`` as ``prepare`` leaves them, each block starting a sentence."""
    docs = []
    for text in texts:
        clean, starts = prepare(text)
        doc = nlp.make_doc(clean)
        doc.user_data[HEADINGS] = frozenset(_first_word(clean, m.end()) for m in _HEADING.finditer(text))
        doc.user_data[TABLES] = read_tables(text)
        at = set(starts)
        for t in doc:
            if t.i > 0 and t.idx in at:
                t.is_sent_start = True
        docs.append(doc)
    return nlp.pipe(docs, batch_size=batch_size)
