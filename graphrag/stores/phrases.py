"""The short phrases relation paths compare, embedded once at ingest.

A relation path scores a hop by the cosine of the question's words with a fact's phrase ("is
maintained by") and of the hop's noun with what the entity reached is ("internal service", "Cinderpatch
is an internal service for ..."). Embedding those phrases at query time cost 100-900 ms for a
question that meets new, well-connected entities, so ingest embeds them with the chunks and keeps
them in the index generation (``phrases.npy`` + ``phrases.json``: a cache keyed by the text; a
phrase missing there, e.g. in an index built before, is embedded when first needed).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

import numpy as np

from ..models import CO_OCCURS, DESCRIBED, VALUE, Chunk, Relation, is_value
from ..text import first_sentence

KIND_PREDICATES = (DESCRIBED,)  # "X is a Y", "X works as a Y": what X is (ingest/frames.py)


def fact_phrase(fact: Relation) -> str:
    """The words a fact is compared by: as written, else its predicate's lemmas."""
    return fact.phrase or fact.predicate.replace("_", " ")


def kind_phrases(facts: Iterable[Relation], leads: Iterable[Chunk]) -> dict[str, list[str]]:
    """What entities are, in words: the objects of their "is a" facts, and for the entity a
    document is about, its first chunk's first sentence (``leads``: chunks at position 0)."""
    from ..text import title_key

    out: dict[str, list[str]] = {}
    for f in facts:
        if f.predicate in KIND_PREDICATES:
            out.setdefault(f.source, []).append(f.target.removeprefix(VALUE))
    for chunk in leads:
        out.setdefault(title_key(chunk.title), []).append(first_sentence(chunk.text))
    return out


def compared(fact: Relation) -> bool:
    """Whether a relation path compares this fact's phrase with a hop's words: a typed fact
    between two entities. A path never steps onto a value ("joined in 2017" is a constraint, met
    by the fact's presence), so on musique-100 some 5,000 of 12,500 fact phrases need no vector."""
    return fact.predicate != CO_OCCURS and not is_value(fact.source) and not is_value(fact.target)


def ingest_phrases(facts: Sequence[Relation], leads: Sequence[Chunk]) -> list[str]:
    """Every phrase queries may compare for these facts and documents."""
    found = {fact_phrase(f) for f in facts if compared(f)}
    found.update(p for ps in kind_phrases(facts, leads).values() for p in ps)
    return sorted(found)


class PhraseTable:
    """Phrase -> normalised vector."""

    def __init__(self) -> None:
        self._rows: dict[str, int] = {}
        self._vectors = np.zeros((0, 0), dtype=np.float32)

    def __len__(self) -> int:
        return len(self._rows)

    @classmethod
    def load(cls, prefix: Path) -> PhraseTable:
        """The table saved at ``prefix`` (.npy and .json); empty when neither file is there (an
        index built before the table existed). One file without the other, a file that does not
        parse, or the two of different lengths: an IndexCorruptError naming the damaged file."""
        from ..errors import IndexCorruptError

        table = cls()
        npy, keys = prefix.with_suffix(".npy"), prefix.with_suffix(".json")
        if not npy.exists() and not keys.exists():
            return table
        for path in (keys, npy):
            if not path.exists():
                raise IndexCorruptError(f"{path} is missing")
        try:
            names = json.loads(keys.read_text(encoding="utf-8"))
            if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                raise ValueError("not a list of phrases")
        except (OSError, ValueError) as e:
            raise IndexCorruptError(f"{keys} is unreadable ({type(e).__name__}: {e})") from e
        try:
            vectors = np.load(npy)
        except (OSError, ValueError, EOFError) as e:
            raise IndexCorruptError(f"{npy} is unreadable ({type(e).__name__}: {e})") from e
        if len(names) != len(vectors) or (len(names) and vectors.ndim != 2):
            raise IndexCorruptError(f"{npy} holds {len(vectors)} vectors for the {len(names)} phrases of {keys}")
        table._rows = {p: i for i, p in enumerate(names)}
        table._vectors = vectors.astype(np.float32, copy=False)
        return table

    def save(self, prefix: Path) -> None:
        np.save(prefix.with_suffix(".npy"), self._vectors)
        prefix.with_suffix(".json").write_text(json.dumps(list(self._rows), ensure_ascii=False), encoding="utf-8")

    def missing(self, phrases: Iterable[str]) -> list[str]:
        return sorted({p for p in phrases if p not in self._rows})

    def keep(self, phrases: Iterable[str]) -> int:
        """Drop every phrase not among ``phrases`` (what a deleted document alone contributed);
        returns how many went."""
        wanted = set(phrases)
        kept = [p for p in self._rows if p in wanted]
        gone = len(self._rows) - len(kept)
        if gone:
            rows = [self._rows[p] for p in kept]
            self._vectors = self._vectors[rows] if kept else np.zeros((0, 0), dtype=np.float32)
            self._rows = {p: i for i, p in enumerate(kept)}
        return gone

    def add(self, phrases: Sequence[str], vectors: np.ndarray) -> None:
        new = [(p, v) for p, v in zip(phrases, vectors) if p not in self._rows]
        if not new:
            return
        block = np.asarray([v for _, v in new], dtype=np.float32)
        self._vectors = block if not len(self._rows) else np.vstack([self._vectors, block])
        for p, _ in new:
            self._rows[p] = len(self._rows)

    def embed_with(self, encode: Callable[[list[str]], np.ndarray]) -> Callable[[list[str]], np.ndarray]:
        """An embed function that reads the table and encodes only the phrases it lacks (a
        question's own words). The table itself is not changed: it holds what ingest embedded, and
        growing it per question would copy the whole matrix each time (RelationPaths keeps its own
        memo of what it was given)."""

        def embed(phrases: list[str]) -> np.ndarray:
            todo = self.missing(phrases)
            fresh = dict(zip(todo, encode(todo))) if todo else {}
            out = [fresh[p] if p in fresh else self._vectors[self._rows[p]] for p in phrases]
            return np.asarray(out, dtype=np.float32) if out else np.zeros((0, 0), dtype=np.float32)

        return embed
