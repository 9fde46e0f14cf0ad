"""Sentence-aware chunking bounded in model tokens, with overlap, and deterministic chunk ids."""

from __future__ import annotations

import hashlib
import itertools
import re
from collections.abc import Callable, Iterable, Iterator, Sequence

from graphrag.models import Chunk, Document

TokenCounter = Callable[[Sequence[str]], list[int]]

# A sentence ends at . ! ? (with any closing quotes/brackets after it, kept) before white space and
# anything but a lower-case letter,
# or at a line break that ends a paragraph, a heading or a list item.
_SENTENCE_END = re.compile(r"(?<=[.!?])([\"'”’)\]]*)\s+(?=[^a-z])|\n\s*\n|\n(?=\s*(?:#|[-*+]\s|\d+[.)]\s))")
_ABBREVIATIONS = re.compile(r"\b(?:[A-Z]|Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|vs|etc|e\.g|i\.e|Inc|Ltd|Co|No)\.$")


def whitespace_tokens(texts: Sequence[str]) -> list[int]:
    """A model-free token counter (words), for tests and quick runs."""
    return [len(t.split()) for t in texts]


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) character spans of the sentences of ``text``, white space trimmed.
    Linear in the text: an abbreviation is looked for only in the few characters before a stop."""
    spans, start = [], 0
    for m in _SENTENCE_END.finditer(text):
        if _ABBREVIATIONS.search(text[max(start, m.start() - 10) : m.start()]):
            continue
        spans.append((start, m.end(1) if m.group(1) is not None else m.start()))  # closing quotes stay
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


class ChunkLimitError(ValueError):
    """A document chunks into more than the chunker's ``max_chunks``."""

    def __init__(self, limit: int):
        super().__init__(f"more than {limit} chunks (max_document_chunks)")
        self.limit = limit


Piece = tuple[int, int, int]  # start, end, tokens


class Chunker:
    """Packs whole sentences into chunks of at most ``max_tokens``; each chunk after the first
    starts with the previous chunk's last sentences, up to ``overlap`` tokens of them.
    A sentence longer than ``max_tokens`` is cut at word boundaries, a word longer than that at
    characters. A chunk also holds at most ``max_tokens * CHARS_PER_TOKEN`` characters, so a run the
    tokenizer sees as one unknown token (a base64 blob) is cut all the same.

    Linear in the text, with token counts asked in batches of ``COUNT_BATCH``: a 50 MB line without
    a sentence break once took 8.5 GB and did not finish; it must neither blow up nor hang."""

    CHARS_PER_TOKEN = 16
    COUNT_BATCH = 4096

    def __init__(
        self,
        count_tokens: TokenCounter = whitespace_tokens,
        max_tokens: int = 200,
        overlap: int = 40,
        max_chunks: int = 0,
    ):
        if not 0 <= overlap < max_tokens:
            raise ValueError("overlap must be at least 0 and smaller than max_tokens")
        self.count = count_tokens
        self.max_tokens, self.overlap = max_tokens, overlap
        self.max_chars = max_tokens * self.CHARS_PER_TOKEN
        self.max_chunks = max_chunks  # 0: no limit; else split raises ChunkLimitError past it
        self._word = re.compile(rf"\S{{1,{self.max_chars}}}")

    def _counted(self, text: str, spans: Iterable[tuple[int, int]]) -> Iterator[Piece]:
        """Spans with their token counts, counted a batch at a time."""
        batch: list[tuple[int, int]] = []
        for span in itertools.chain(spans, [(-1, -1)]):
            if span[0] >= 0:
                batch.append(span)
            if batch and (len(batch) >= self.COUNT_BATCH or span[0] < 0):
                counts = self.count([text[s:e] for s, e in batch])
                yield from ((s, e, n) for (s, e), n in zip(batch, counts))
                batch = []

    def _pieces(self, text: str) -> list[Piece]:
        """Sentence spans with token counts; over-long sentences cut into word windows. A
        sentence longer than ``max_chars`` is cut without being counted whole (a tokenizer takes
        minutes and gigabytes over one line of megabytes)."""
        pieces: list[Piece] = []
        short: list[tuple[int, int]] = []

        def count_short() -> None:
            for s, e, n in self._counted(text, short):
                pieces.extend([(s, e, n)] if n <= self.max_tokens else self._cut(text, s, e))
            short.clear()

        for s, e in sentence_spans(text):
            if e - s > self.max_chars:
                count_short()
                pieces.extend(self._cut(text, s, e))
            else:
                short.append((s, e))
                if len(short) >= self.COUNT_BATCH:
                    count_short()
        count_short()
        return pieces

    def _cut(self, text: str, s: int, e: int) -> Iterator[Piece]:
        """Word windows of one over-long sentence (words themselves at most max_chars long)."""
        words = ((m.start(), m.end()) for m in self._word.finditer(text, s, e))
        start, end, total = -1, -1, 0
        for a, b, n in self._counted(text, words):
            if n > self.max_tokens:  # one word over the bound: cut at characters
                if start >= 0:
                    yield start, end, total
                    start, total = -1, 0
                yield from self._cut_chars(text, a, b, n)
                continue
            if start >= 0 and (total + n > self.max_tokens or b - start > self.max_chars):
                yield start, end, total
                start, total = -1, 0
            if start < 0:
                start = a
            end, total = b, total + n
        if start >= 0:
            yield start, end, total

    def _cut_chars(self, text: str, a: int, b: int, n: int) -> list[Piece]:
        if n <= self.max_tokens or b - a <= 1:
            return [(a, b, n)]
        mid = (a + b) // 2
        left, right = self.count([text[a:mid], text[mid:b]])
        return self._cut_chars(text, a, mid, left) + self._cut_chars(text, mid, b, right)

    def _fits(self, group: list[Piece], tokens: int, piece: Piece) -> bool:
        return tokens + piece[2] <= self.max_tokens and piece[1] - group[0][0] <= self.max_chars

    def spans(self, text: str) -> list[tuple[int, int]]:
        """(start, end) of each chunk in ``text``, in order (chunks are slices of the text)."""
        groups: list[list[Piece]] = []
        current: list[Piece] = []
        size = 0
        fresh = 0  # pieces in `current` that no earlier chunk holds
        for piece in self._pieces(text):
            if current and not self._fits(current, size, piece):
                groups.append(current)
                if self.max_chunks and len(groups) > self.max_chunks:
                    raise ChunkLimitError(self.max_chunks)
                carry: list[Piece] = []
                carried = 0
                for prev in reversed(current):
                    if carried + prev[2] > self.overlap or len(carry) + 1 >= len(current):
                        break
                    carry.insert(0, prev)
                    carried += prev[2]
                while carry and not self._fits(carry, carried, piece):
                    carried -= carry.pop(0)[2]
                current, size, fresh = carry, carried, 0
            current.append(piece)
            size += piece[2]
            fresh += 1
        if current and fresh:
            groups.append(current)
            if self.max_chunks and len(groups) > self.max_chunks:
                raise ChunkLimitError(self.max_chunks)
        return [(group[0][0], group[-1][1]) for group in groups]

    def split(self, doc: Document) -> list[Chunk]:
        chunks = []
        for position, (start, end) in enumerate(self.spans(doc.text)):
            body = doc.text[start:end]
            chunks.append(
                Chunk(chunk_id(doc.doc_id, position, body), doc.doc_id, position, body, doc.title, doc.metadata)
            )
        return chunks
