"""Sentence-aware chunking bounded in model tokens, with overlap, and deterministic chunk ids."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Sequence

from graphrag.models import Chunk, Document

TokenCounter = Callable[[Sequence[str]], list[int]]

# A sentence ends at . ! ? (optionally followed by closing quotes/brackets) before white space and
# anything but a lower-case letter,
# or at a line break that ends a paragraph, a heading or a list item.
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"'”’)\]]*\s+(?=[^a-z])|\n\s*\n|\n(?=\s*(?:#|[-*+]\s|\d+[.)]\s))")
_ABBREVIATIONS = re.compile(r"\b(?:[A-Z]|Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|vs|etc|e\.g|i\.e|Inc|Ltd|Co|No)\.$")


def whitespace_tokens(texts: Sequence[str]) -> list[int]:
    """A model-free token counter (words), for tests and quick runs."""
    return [len(t.split()) for t in texts]


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) character spans of the sentences of ``text``, white space trimmed."""
    spans, start = [], 0
    for m in _SENTENCE_END.finditer(text):
        if _ABBREVIATIONS.search(text[start : m.start()]):
            continue
        spans.append((start, m.start()))
        start = m.end()
    spans.append((start, len(text)))
    out = []
    for s, e in spans:
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        if s < e:
            out.append((s, e))
    return out


def chunk_id(doc_id: str, position: int, text: str) -> str:
    return hashlib.sha1(f"{doc_id}\x1f{position}\x1f{text}".encode()).hexdigest()[:20]


class Chunker:
    """Packs whole sentences into chunks of at most ``max_tokens``; each chunk after the first
    starts with the previous chunk's last sentences, up to ``overlap`` tokens of them.
    A sentence longer than ``max_tokens`` is cut at word boundaries."""

    def __init__(self, count_tokens: TokenCounter = whitespace_tokens, max_tokens: int = 200, overlap: int = 40):
        if not 0 <= overlap < max_tokens:
            raise ValueError("overlap must be at least 0 and smaller than max_tokens")
        self.count = count_tokens
        self.max_tokens, self.overlap = max_tokens, overlap

    def _pieces(self, text: str) -> list[tuple[int, int, int]]:
        """Sentence spans with token counts; over-long sentences cut into word windows."""
        spans = sentence_spans(text)
        counts = self.count([text[s:e] for s, e in spans])
        pieces = []
        for (s, e), n in zip(spans, counts):
            if n <= self.max_tokens:
                pieces.append((s, e, n))
                continue
            words = [(m.start() + s, m.end() + s) for m in re.finditer(r"\S+", text[s:e])]
            wcounts = self.count([text[a:b] for a, b in words])
            i = 0
            while i < len(words):
                total, j = 0, i
                while j < len(words) and (j == i or total + wcounts[j] <= self.max_tokens):
                    total += wcounts[j]
                    j += 1
                pieces.append((words[i][0], words[j - 1][1], total))
                i = j
        return pieces

    def split(self, doc: Document) -> list[Chunk]:
        text = doc.text
        pieces = self._pieces(text)
        groups: list[list[tuple[int, int, int]]] = []
        current: list[tuple[int, int, int]] = []
        size = 0
        fresh = 0  # pieces in `current` that no earlier chunk holds
        for piece in pieces:
            if current and size + piece[2] > self.max_tokens:
                groups.append(current)
                carry: list[tuple[int, int, int]] = []
                for prev in reversed(current):
                    if sum(p[2] for p in carry) + prev[2] > self.overlap or len(carry) + 1 >= len(current):
                        break
                    carry.insert(0, prev)
                while carry and sum(p[2] for p in carry) + piece[2] > self.max_tokens:
                    carry.pop(0)
                current, size, fresh = carry, sum(p[2] for p in carry), 0
            current.append(piece)
            size += piece[2]
            fresh += 1
        if current and fresh:
            groups.append(current)
        chunks = []
        for position, group in enumerate(groups):
            body = text[group[0][0] : group[-1][1]]
            chunks.append(
                Chunk(chunk_id(doc.doc_id, position, body), doc.doc_id, position, body, doc.title, doc.metadata)
            )
        return chunks
