"""Text helpers shared by ingestion and query: BM25 tokens, entity-name keys, n-grams."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from typing import Any

# A small English stop list: function words only, so exact codes and names always survive.
STOP_WORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "been",
        "being",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "for",
        "from",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "hers",
        "him",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "me",
        "my",
        "no",
        "nor",
        "not",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "our",
        "ours",
        "out",
        "over",
        "own",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "theirs",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
    ]
)

_WORD = re.compile(r"\w+", re.UNICODE)


def singular(word: str) -> str:
    """A plural's singular by the spelling rule ("teams" -> "team", "policies" -> "policy"), lower case."""
    w = word.lower()
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith("s") and not w.endswith("ss") and len(w) > 3:
        return w[:-1]
    return w


def fold(text: str) -> str:
    """Case-fold and strip accents: "Zoë" and "ZOE" fold alike."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def bm25_tokens(text: str) -> list[str]:
    """Lower-case word tokens without stop words; the tokens BM25 indexes and queries with."""
    return [t for t in _WORD.findall(fold(text)) if t not in STOP_WORDS]


# Trailing corporate suffixes that do not change which entity is meant.
_SUFFIXES = (
    "inc", "incorporated", "ltd", "limited", "llc", "llp", "lp", "plc", "corp", "corporation", "co", "gmbh", "ag", "sa",
    "nv", "bv", "spa", "srl", "oy", "pty", "se",
)  # fmt: skip


# words written before a name that are no part of it ("Dr Ada Pell", "Mr Justice Kilbride")
HONORIFICS = {
    "mr", "mrs", "ms", "miss", "mx", "dr", "sir", "dame", "lord", "lady", "professor", "prof", "justice", "judge",
    "saint", "cllr", "councillor", "rev", "revd",
}  # fmt: skip
STYLED_BY_HUSBAND = {"mrs", "lady"}  # "Mrs Joseph Tennick" may be Joseph Tennick's wife


def courtesy_forms(key: str) -> set[str]:
    """The keys one person's full name may have with or without a courtesy title before it: "ada
    pell", "dr ada pell", "prof ada pell", ... (not "mrs" or "lady", which may name a wife by her
    husband's name). Empty when the key is no full name after its title ("dr pell")."""
    words = key.split()
    if len(words) > 2 and words[0] in HONORIFICS and words[0] not in STYLED_BY_HUSBAND:
        words = words[1:]
    if len(words) < 2 or words[0] in HONORIFICS:
        return set()
    name = " ".join(words)
    return {name} | {f"{h} {name}" for h in HONORIFICS - STYLED_BY_HUSBAND}


def name_key(name: str) -> str:
    """The normalised key under which entity names meet.

    Case, accents, punctuation, a leading "the", a possessive "'s" and a trailing corporate
    suffix do not matter: "Apple Inc.", "apple inc" and "APPLE" share the key "apple".
    Returns "" for names with nothing left to match on.
    """
    text = fold(name).replace("’", "'")
    text = re.sub(r"'s\b", "", text)
    words = _WORD.findall(text)
    if words and words[0] == "the" and len(words) > 1:
        words = words[1:]
    if len(words) > 1 and words[-1] in _SUFFIXES:
        words = words[:-1]
    return " ".join(words)


_TITLE_PARTS = re.compile(r"\s+[-–—|]\s+|:\s+")
_TITLE_TAIL = re.compile(r"\s*(\([^()]*\)|\[[^\[\]]*\])\s*$")
_YEARS_TAIL = re.compile(r"\s*\((?:(?:born|b\.)\s*\d{4}|\d{4}\s*[-–—]\s*(?:\d{2,4})?)\)\s*$")


def title_name(title: str) -> str:
    """The name a document title gives its subject, as written: the title without a subtitle
    ("Lintel — service overview" names "Lintel", "Corran Flood Inquiry: Report (2014)" names
    "Corran Flood Inquiry") or the span of years it lived or stood ("Tessock signal box
    (1897-2012)", "Edvin Harrow (1901-1968)"); another trailing disambiguator stays ("Mercury
    (planet)")."""
    head = _YEARS_TAIL.sub("", _TITLE_PARTS.split(title, maxsplit=1)[0]).strip()
    return head if name_key(head) else title


def subtitled(title: str) -> bool:
    """The title has a part after its name, or a label before it ("Lintel — service overview",
    "Club profile: Brackwater Rovers"): its name is then a guess, which the page's text may not bear out."""
    return len(_TITLE_PARTS.split(title, maxsplit=1)) > 1


def shown_name(name: str, key: str) -> str:
    """The name to show an entity by: a document title without its subtitle ("Corran Flood
    Inquiry", not "Corran Flood Inquiry: Report (2014) - executive summary"; "Trust Board
    (public session)", not "... : minutes of 25 January 2024") when the entity is what the title
    names (``key``); else ``name`` as written."""
    short = title_name(name)
    return short if short != name and title_key(short) == key else name


def without_tail(title: str) -> str:
    """The title without its trailing brackets, which tell one namesake from another ("Mercury
    (planet)", "The Mission (1986 film)")."""
    while _TITLE_TAIL.search(title):
        title = _TITLE_TAIL.sub("", title)
    return title


def title_key(title: str) -> str:
    """The entity key of a document title: the name it is about, without a trailing
    disambiguator or a subtitle. "Mercury (planet)" is about Mercury, "Postern — API gateway"
    about Postern, "Vantongeren v Strathcombe Mills Ltd [2009] - Court of Appeal" about the case:
    that is how other documents name them."""
    head = without_tail(_TITLE_PARTS.split(title, maxsplit=1)[0])
    return name_key(head) or name_key(re.sub(r"\s*\([^()]*\)\s*$", "", title)) or name_key(title)


def word_spans(text: str) -> list[tuple[str, int, int]]:
    """Folded words with their character offsets in ``text``."""
    return [(fold(m.group()), m.start(), m.end()) for m in _WORD.finditer(text)]


def ngrams(words: list[str], max_n: int) -> Iterator[tuple[int, int, str]]:
    """(start, end, key) for every word n-gram up to ``max_n`` words, keys joined by spaces."""
    for i in range(len(words)):
        for n in range(1, max_n + 1):
            if i + n > len(words):
                break
            yield i, i + n, " ".join(words[i : i + n])


def longest_matches(
    text: str, known: Iterable[str] | None = None, lookup: Any = None, max_n: int = 6
) -> list[tuple[str, int, int]]:
    """Non-overlapping longest matches of known name keys in ``text``.

    Give either a set of keys (``known``) or a ``lookup(keys) -> set`` function (for stores that
    answer in batches). Returns (key, char_start, char_end), in text order.
    """
    spans = word_spans(text)
    words = [w for w, _, _ in spans]
    candidates = [(i, j, key) for i, j, key in ngrams(words, max_n) if not all(w in STOP_WORDS for w in words[i:j])]
    if lookup is not None:
        found = lookup({key for _, _, key in candidates})
    else:
        keyset = known if isinstance(known, (set, frozenset, dict)) else set(known or ())
        found = {key for _, _, key in candidates if key in keyset}
    hits = sorted(((i, j, k) for i, j, k in candidates if k in found), key=lambda h: (h[0] - h[1], h[0]))
    taken = [False] * len(words)
    out = []
    for i, j, key in hits:
        if any(taken[i:j]):
            continue
        for t in range(i, j):
            taken[t] = True
        out.append((key, spans[i][1], spans[j - 1][2]))
    return sorted(out, key=lambda m: m[1])


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")


def first_sentence(text: str, limit: int = 300) -> str:
    """The first sentence of a text (a cheap split on end punctuation), at most ``limit`` chars."""
    return _SENTENCE_END.split(text.strip(), maxsplit=1)[0][:limit]
