"""How far a typed fact can be trusted, learnt from the facts readers judged.

The sentence frames (``facts.py``) read a fact wherever a clause has its shape; a reader who
never saw the code judged thousands of them (``tests/data/fact-labels``). This module scores each
typed fact by a small logistic model over features of the fact alone, none of them a word of any
corpus: whether the sentence writes each end's name or the fact borrowed it (from the page, a
pronoun or a short name), how far apart the ends are, how long the predicate and the sentence
are, whether the object is a date or number, whether the fact is a table row. A fact the model
gives less than the model's threshold is no typed fact: its two names stay linked as named
together, as any two names of one sentence are.

``scripts/train_trust`` fits the weights on every labelled corpus and writes them to
``trust.json`` beside this module, with each corpus's precision held out (the model fitted on the
others); scoring needs numpy alone.
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from graphrag.models import VALUE
from graphrag.text import STOP_WORDS, fold, title_key

from .facts import PARSE_FEATURES

DEFAULT_MODEL = Path(__file__).with_name("trust.json")
_WORD = re.compile(r"\w+", re.UNICODE)
_TABLE_ROW = re.compile(r"^[^:;\n]{1,80}: [^;\n]*; [^:;\n]{1,80}: ")  # how tables.table_facts states a row
_YEAR = re.compile(r"^(1[0-9]|20)\d\d$")
_PRONOUNS = frozenset(["he", "she", "it", "they", "him", "her", "them", "his", "its", "their"])
_INFORMAL = frozenset(["i", "we", "you", "me", "us", "my", "our", "your"])
_PREPOSITIONS = frozenset(
    [
        "in",
        "at",
        "on",
        "to",
        "from",
        "by",
        "with",
        "for",
        "of",
        "into",
        "under",
        "over",
        "as",
        "since",
        "until",
        "after",
        "before",
    ]
)

TEXT_FEATURES = (
    "subject written",  # every word of the subject's name is in the sentence
    "subject share",  # the share of the subject's words the sentence has
    "object written",
    "object share",
    "subject is the page",  # the subject is the entity the document's title names
    "page subject not written",
    "object is a value",
    "object is a year",
    "predicate words",
    "predicate of one word",
    "predicate with be",  # "be manager of", "be at"
    "predicate ends in a preposition",
    "predicate with former",
    "table row",
    "sentence words (log)",
    "words between the ends (log)",
    "object before subject",
    "subject of one word",
    "object of one word",
    "pronoun in sentence",
    "first or second person",
    "line break in sentence",
    "capitalised words (log)",
    "phrase written",  # the predicate as written ("is led by") is a run of the sentence's words
    "words inside the phrase (log)",  # "made 68 appearances for": what the predicate left out
    "object runs on",  # a lower-case word goes on from the object's name ("the Skarde highlands")
)
FEATURES = (*TEXT_FEATURES, *PARSE_FEATURES)  # a fact no frame read (a table row) has no parse: zeros
NO_PARSE = (0.0,) * len(PARSE_FEATURES)


def words(text: str) -> list[str]:
    """Folded words, a possessive "'s" dropped: how name keys are spelled."""
    return _WORD.findall(re.sub(r"'s\b", "", fold(text).replace("’", "'")))


def _find(needle: list[str], hay: list[str]) -> int:
    """Where ``needle`` starts in ``hay`` as a run of words, -1 if nowhere."""
    n = len(needle)
    if not n:
        return -1
    for i in range(len(hay) - n + 1):
        if hay[i : i + n] == needle:
            return i
    return -1


def _near(needle: list[str], hay: list[str], at: int) -> int:
    """Where a name is in the sentence: its run of words, else the first of its words there."""
    return at if at >= 0 else next((i for i, w in enumerate(hay) if w in needle), -1)


def _share(needle: list[str], hay: set[str]) -> float:
    return sum(1 for w in needle if w in hay) / len(needle) if needle else 0.0


def _inside(phrase: list[str], hay: list[str]) -> int:
    """Words between the first and the last of the phrase's words in the sentence that are none of
    them (0 when the phrase is a run of it, or not there)."""
    if len(phrase) < 2 or phrase[0] not in hay:
        return 0
    start = hay.index(phrase[0])
    end = next((i for i in range(start + 1, len(hay)) if hay[i] == phrase[-1]), -1)
    return max(0, end - start + 1 - len(phrase)) if end > 0 else 0


def _runs_on(name: list[str], sentence: str) -> bool:
    """A lower-case word that is no function word follows the name with a space alone between."""
    spans = [(m.group(), m.end()) for m in _WORD.finditer(sentence)]
    folded = [fold(w) for w, _ in spans]
    at = _find(name, folded)
    if at < 0 or at + len(name) >= len(spans):
        return False
    end = spans[at + len(name) - 1][1]
    nxt = re.match(r" ([a-z]+)\b", sentence[end:])
    return nxt is not None and nxt.group(1) not in STOP_WORDS


def fact_features(
    source: str,
    target: str,
    predicate: str,
    phrase: str,
    sentence: str,
    title: str,
    parsed: Sequence[float] = NO_PARSE,
) -> list[float]:
    """The features (``FEATURES``) of the typed fact ``source -predicate-> target`` (entity ids, a
    value's with its prefix), written ``phrase``, stated by ``sentence`` in a document titled
    ``title``, which the parse read as ``parsed`` (``facts.parse_features``)."""
    said = words(sentence)
    written = words(phrase)
    bag = set(said)
    subj = source.removeprefix(VALUE).split()
    obj = target.removeprefix(VALUE).split()
    at_s, at_o = _find(subj, said), _find(obj, said)
    share_s, share_o = _share(subj, bag), _share(obj, bag)
    near_s, near_o = _near(subj, said, at_s), _near(obj, said, at_o)
    pred = predicate.split("_")
    page = source == title_key(title) if title else False
    gap = abs(near_o - near_s) if near_s >= 0 and near_o >= 0 else 0
    raw = sentence.split()
    capitals = sum(1 for i, w in enumerate(raw) if i and w[:1].isupper())
    return [
        float(share_s == 1),
        share_s,
        float(share_o == 1),
        share_o,
        float(page),
        float(page and at_s < 0),
        float(target.startswith(VALUE)),
        float(target.startswith(VALUE) and bool(_YEAR.match(target.removeprefix(VALUE)))),
        float(len(pred)),
        float(len(pred) == 1),
        float(pred[0] == "be"),
        float(pred[-1] in _PREPOSITIONS),
        float(pred[0] == "former"),
        float(bool(_TABLE_ROW.match(sentence))),
        math.log1p(len(said)),
        math.log1p(gap),
        float(0 <= near_o < near_s),
        float(len(subj) == 1),
        float(len(obj) == 1),
        float(bool(bag & _PRONOUNS)),
        float(bool(bag & _INFORMAL)),
        float("\n" in sentence),
        math.log1p(capitals),
        float(_find(written, said) >= 0),
        math.log1p(_inside(written, said)),
        float(_runs_on(obj, sentence)),
        *parsed,
    ]


@dataclass(frozen=True)
class Trust:
    """A logistic model over ``FEATURES``: the features are standardised (``mean``, ``scale``),
    weighted, and a fact is kept when its probability of being right is at least ``threshold``."""

    weights: tuple[float, ...]
    bias: float
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    threshold: float

    @classmethod
    def from_json(cls, data: dict) -> Trust:
        if list(data["features"]) != list(FEATURES):
            raise ValueError(f"{DEFAULT_MODEL.name} was fitted on other features; run scripts/train_trust")
        return cls(tuple(data["weights"]), data["bias"], tuple(data["mean"]), tuple(data["scale"]), data["threshold"])

    def probabilities(self, rows: Sequence[Sequence[float]]) -> np.ndarray:
        if len(rows) == 0:
            return np.zeros(0)
        x = (np.asarray(rows, dtype=float) - np.asarray(self.mean)) / np.asarray(self.scale)
        return 1.0 / (1.0 + np.exp(-(x @ np.asarray(self.weights) + self.bias)))

    def kept(self, rows: Sequence[Sequence[float]]) -> np.ndarray:
        return self.probabilities(rows) >= self.threshold


TRUST_ENV = "GRAPHRAG_TRUST_MODEL"  # another model's file, or "none" to keep every fact (``scripts/train_trust``)


def trust_path() -> Path | None:
    chosen = os.environ.get(TRUST_ENV, "")
    return None if chosen.lower() == "none" else Path(chosen) if chosen else DEFAULT_MODEL


@lru_cache(maxsize=4)
def _load(path: Path) -> Trust:
    return Trust.from_json(json.loads(path.read_text(encoding="utf-8")))


def load_trust() -> Trust | None:
    """The model in use: the shipped one, or ``$GRAPHRAG_TRUST_MODEL`` (None: every fact is kept)."""
    path = trust_path()
    return _load(path) if path is not None and path.is_file() else None
