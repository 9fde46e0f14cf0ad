"""Conversations without an LLM: turn a follow-up into the standalone query that is searched.

    earlier turns -> entities linked in each (the user's questions as they were resolved, and the
                     assistant's answers), most salient first
    follow-up     -> pronouns replaced by the most recent compatible entity (a person for he/she/
                     him/her/his; anything else for it/its/they/them/their), or, with no entity
                     and no pronoun, the topic of the last exchange carried along (ellipsis:
                     "And the founder?"), or, for "And X?" / "What about X?", the last question
                     asked again about X
    vector        -> the standalone query's embedding blended with those of the earlier user
                     turns (``history_weight``, ``history_decay``), renormalised

Salience: the most recent turn first (an answer after the question it answers); within a turn,
in order of mention. Whether an entity is a person comes from its graph type, else from spaCy's
NER labels on the chunks that mention it, else from spaCy on the bare name (see EntityKinds).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import InputError
from ..models import Entity
from ..retrieve.linking import Link
from ..text import STOP_WORDS, name_key

PERSON_PRONOUNS = {"he", "she", "him", "her", "his", "hers", "himself", "herself"}
THING_PRONOUNS = {"it", "its", "they", "them", "their", "theirs", "itself", "themselves"}
POSSESSIVES = {"his", "hers", "its", "their", "theirs"}  # "her" is decided by the word after it
PERSON_TYPES = {"PERSON"}
THING_TYPES = {"ORG", "GPE", "LOC", "FAC", "PRODUCT", "NORP", "EVENT", "WORK_OF_ART", "LAW", "LANGUAGE", "CODE"}
# "it" that refers to nothing: "is it true that ...", "it is raining"
_PLEONASTIC = re.compile(r"\b(?:is it (?:true|possible|likely)|it (?:is|was) (?:raining|time|possible|likely))\b", re.I)
_PRONOUN = re.compile(r"\b(" + "|".join(sorted(PERSON_PRONOUNS | THING_PRONOUNS, key=len, reverse=True)) + r")\b", re.I)
# "And X?", "What about X?": the last question again, about X (the predicate is elided)
_ABOUT = re.compile(r"^\s*(?:and\s+)?(?:what|how)\s+about\s+(.+?)[\s?.!]*$|^\s*and\s+(.+?)\s*\?\s*$", re.I)
# a follow-up that leans on the last exchange: starts with a conjunction, or is very short
_LEANS = re.compile(r"^\s*(?:and|but|also|so|then|or)\b", re.I)
SHORT_FOLLOW_UP = 6  # words


@dataclass(frozen=True)
class Turn:
    role: str  # user | assistant
    content: str


def parse_history(data: Any, where: str) -> list[Turn]:
    """A JSON list of {role, content} turns; ``where`` names the file or field in errors."""
    if not isinstance(data, list):
        raise InputError(f"{where}: the history must be a JSON list of {{role, content}} objects")
    turns = []
    for i, item in enumerate(data):
        if not isinstance(item, dict) or not isinstance(item.get("content"), str):
            raise InputError(f"{where}: turn {i + 1} is not an object with a string 'content'")
        role = item.get("role")
        if role not in ("user", "assistant", "system"):
            raise InputError(f"{where}: turn {i + 1} has role {role!r}; expected user, assistant or system")
        if role != "system":  # a system prompt says nothing about what was talked about
            turns.append(Turn(role, item["content"]))
    return turns


def load_history(path: str | Path) -> list[Turn]:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError as e:
        raise InputError(f"history file not found: {path}") from e
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise InputError(f"history file {path} is not valid JSON: {e}") from e
    return parse_history(data, f"history file {path}")


@dataclass
class Standalone:
    """What a turn became: the text searched, and how it got there."""

    question: str  # as the user wrote it
    text: str  # the standalone query searched
    kind: str = "none"  # none | pronoun | subject-ellipsis | predicate-ellipsis | llm (rewritten by the LLM)
    resolved: dict[str, str] = field(default_factory=dict)  # pronoun (or elided part) -> entity name
    carried: list[str] = field(default_factory=list)  # entity names from earlier turns, most salient first
    vector: np.ndarray | None = None  # the blended vector, when earlier user turns were blended in
    blended: int = 0  # earlier user turns blended into the vector
    note: str = ""  # why the LLM rewrite was not used, when it failed

    def to_json(self) -> dict[str, Any]:
        return {
            **({"note": self.note} if self.note else {}),
            "question": self.question,
            "text": self.text,
            "kind": self.kind,
            "resolved": dict(self.resolved),
            "carried": list(self.carried),
            "blended_turns": self.blended,
        }


@dataclass(frozen=True)
class Antecedent:
    entity: Entity
    surface: str  # as the earlier turn wrote it
    kind: str  # person | thing | unknown


def compatible(pronoun: str, kind: str) -> bool:
    wanted = "person" if pronoun.lower() in PERSON_PRONOUNS else "thing"
    return kind == wanted


def pick(pronoun: str, antecedents: Sequence[Antecedent]) -> Antecedent | None:
    """The most salient antecedent known to fit the pronoun, else the most salient of unknown kind."""
    known = next((a for a in antecedents if compatible(pronoun, a.kind)), None)
    return known or next((a for a in antecedents if a.kind == "unknown"), None)


def resolve_pronouns(question: str, antecedents: Sequence[Antecedent]) -> tuple[str, dict[str, str]]:
    """Replace each referring pronoun by its antecedent's name ("his" -> "Dara Quinlan's").

    "her" is possessive when a content word follows it ("her team"), else an object ("mentors her").
    Returns the new text and {pronoun: entity name} for those replaced."""
    resolved: dict[str, str] = {}
    if _PLEONASTIC.search(question):
        question_for_it = _PLEONASTIC.sub(lambda m: m.group().replace("it", "\0"), question)
    else:
        question_for_it = question

    def swap(m: re.Match[str]) -> str:
        word = m.group(1)
        low = word.lower()
        chosen = pick(low, antecedents)
        if chosen is None:
            return word
        name = chosen.entity.name
        rest = question_for_it[m.end() :]
        after = re.match(r"\s+(\w+)", rest)
        possessive = low in POSSESSIVES or (
            low == "her" and after is not None and after.group(1).lower() not in STOP_WORDS
        )
        resolved[word] = name
        return name + "'s" if possessive else name

    text = _PRONOUN.sub(swap, question_for_it).replace("\0", "it")
    return text, resolved


def antecedents(
    turns: Sequence[Turn], link: Callable[[str], list[Link]], kind_of: Callable[[Entity], str]
) -> list[Antecedent]:
    """Entities linked in earlier turns, most salient first (see the module docstring)."""
    out: list[Antecedent] = []
    seen: set[str] = set()
    for turn in reversed(turns):
        for ln in link(turn.content):
            if ln.entity.entity_id not in seen:
                seen.add(ln.entity.entity_id)
                out.append(Antecedent(ln.entity, ln.surface, kind_of(ln.entity)))
    return out


def standalone_text(
    question: str,
    earlier: Sequence[Turn],
    link: Callable[[str], list[Link]],
    kind_of: Callable[[Entity], str],
) -> Standalone:
    """The follow-up rewritten to stand alone; ``earlier`` holds the user turns already resolved."""
    if not earlier:
        return Standalone(question, question)
    cands = antecedents(earlier, link, kind_of)
    carried = [a.entity.name for a in cands]
    own = link(question)
    about = _ABOUT.match(question)
    last_user = next((t.content for t in reversed(earlier) if t.role == "user"), None)
    if about and own and last_user:
        # "And Bluefin Lines?": the last question, with its entity swapped for the new one
        prior = link(last_user)
        if prior:
            old = prior[0].surface
            text = last_user.replace(old, own[0].surface, 1)
            return Standalone(question, text, "predicate-ellipsis", {old: own[0].entity.name}, carried)
    text, resolved = resolve_pronouns(question, cands)
    if resolved:
        return Standalone(question, text, "pronoun", resolved, carried)
    leans = _LEANS.match(question) or len(question.split()) <= SHORT_FOLLOW_UP
    if not own and cands and leans:
        topic = cands[0].entity.name
        return Standalone(question, f"{question.rstrip()} ({topic})", "subject-ellipsis", {"(topic)": topic}, carried)
    return Standalone(question, question, "none", {}, carried)


def blend(current: np.ndarray, earlier: Sequence[np.ndarray], weight: float, decay: float) -> np.ndarray:
    """current + weight x (e1 + decay e2 + decay^2 e3 ...), e1 the nearest earlier turn; unit length."""
    v = np.asarray(current, dtype=np.float32).copy()
    for i, e in enumerate(earlier):
        v += weight * (decay**i) * np.asarray(e, dtype=np.float32)
    norm = float(np.linalg.norm(v))
    return v / norm if norm > 0 else v


class EntityKinds:
    """person | thing | unknown for an entity, decided once per entity (see the module docstring)."""

    def __init__(self, chunks_of: Callable[[str], list[str]], nlp: Callable[[], Any]):
        self._chunks_of = chunks_of  # entity id -> texts of (a few of) the chunks that mention it
        self._nlp = nlp  # loads spaCy on first use
        self._cache: dict[str, str] = {}

    def __call__(self, entity: Entity) -> str:
        if entity.entity_id not in self._cache:
            self._cache[entity.entity_id] = self._decide(entity)
        return self._cache[entity.entity_id]

    def _decide(self, entity: Entity) -> str:
        by_type = label_kind(entity.type)
        if by_type != "unknown":
            return by_type
        try:
            nlp = self._nlp()
        except Exception:  # no spaCy model: leave it open (compatible with any pronoun, last)
            return "unknown"
        key = entity.entity_id
        labels: Counter[str] = Counter()
        for doc in nlp.pipe(self._chunks_of(key)):
            for ent in doc.ents:
                k = name_key(ent.text)
                if k == key or (ent.label_ == "PERSON" and k and key.endswith(" " + k)):  # "Quinlan"
                    labels[ent.label_] += 1
        if not labels:
            labels.update(ent.label_ for ent in nlp(entity.name).ents if name_key(ent.text) == key)
        if not labels:
            return "unknown"
        kind = label_kind(labels.most_common(1)[0][0])
        # spaCy's small model calls many one-word names persons ("Kestrel", "Lisk"); people are
        # introduced by full name, so a one-word "person" stays open
        return "unknown" if kind == "person" and len(entity.name.split()) < 2 else kind


def label_kind(label: str) -> str:
    if label in PERSON_TYPES:
        return "person"
    if label in THING_TYPES:
        return "thing"
    return "unknown"
