"""Entities and typed relations per chunk from an LLM (``graphrag ingest --extractor llm``).

The LLM answers each chunk with ``{"entities": [{name, type}], "relations": [{subject, predicate,
object}]}`` (graphrag/llm/prompts/extract.txt, schema-constrained and checked). What it answers
becomes the same Entity / Mention / Relation objects spaCy's extractor makes, under the same keys
(``name_key``), so entity resolution merges them across chunks and documents alike:

  * an entity counts only if its name is written in the chunk (a small model invents names);
  * a relation counts only if both ends are such entities (or the chunk's document title); its
    predicate is the phrase normalised ("works for" -> "works_for"), the phrase kept as written;
  * every chunk mentions its own document's title, as with spaCy;
  * a chunk whose answer stays invalid after the retries, or whose request fails, is extracted by
    spaCy instead (warned about and counted): a run never writes a chunk without its extraction.

Before a run, :func:`estimate` gives the tokens (and cost, from the price settings) it will take.
"""

from __future__ import annotations

import logging
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from graphrag.config import LLMSettings
from graphrag.errors import LLMError
from graphrag.llm import prompts, tasks
from graphrag.llm.client import LLMClient
from graphrag.models import Chunk, Entity, Mention, Relation
from graphrag.text import name_key, title_key

from .extract import Extraction, Extractor, _usable

log = logging.getLogger(__name__)

# the LLM's free-text types, on the labels the rest of graphrag reads (conversation.py: PERSON, ...)
TYPES = {
    "PERSON": {"person", "people", "human", "individual", "character", "author", "politician", "actor"},
    "ORG": {"organization", "organisation", "org", "company", "team", "group", "institution", "band", "agency"},
    "GPE": {"place", "location", "city", "country", "gpe", "loc", "region", "state", "town"},
    "PRODUCT": {"product", "software", "service", "system", "tool"},
    "WORK_OF_ART": {"work", "book", "film", "movie", "song", "album", "work_of_art", "show", "novel"},
    "EVENT": {"event", "war", "battle", "election"},
    "CODE": {"code", "identifier", "id"},
}
_TYPE_OF = {word: label for label, words in TYPES.items() for word in words}


def entity_type(raw: str) -> str:
    word = raw.strip().lower().replace(" ", "_")
    return _TYPE_OF.get(word, word.upper()[:20] or "MISC")


def predicate_key(phrase: str) -> str:
    """ "Works for" -> "works_for": lower-case words joined by "_"."""
    return "_".join(re.findall(r"[a-z0-9]+", phrase.lower()))


def _written_in(name: str, text: str) -> bool:
    squash = " ".join(name.split()).lower()
    return bool(squash) and squash in " ".join(text.split()).lower()


@dataclass
class LLMEstimate:
    chunks: int
    cached: int  # chunks whose answer is already in the cache (no request, no cost)
    prompt_tokens: int  # for the chunks not cached (characters / 4: approximate)
    completion_tokens: int  # at most: llm.max_tokens per chunk not cached
    prompt_price: float
    completion_price: float

    @property
    def cost(self) -> float:
        """At most, in the unit of the prices (per 1,000 tokens)."""
        return (self.prompt_tokens * self.prompt_price + self.completion_tokens * self.completion_price) / 1000

    def describe(self) -> str:
        priced = self.prompt_price or self.completion_price
        cost = f"; cost at most {self.cost:.4f} (at the llm.*_price settings)" if priced else "; no prices set"
        return (
            f"LLM extraction of {self.chunks} chunk(s) ({self.cached} already answered in the cache): "
            f"about {self.prompt_tokens:,} prompt tokens and at most {self.completion_tokens:,} completion tokens"
            + cost
        )


def estimate(chunks: Sequence[Chunk], client: LLMClient, settings: LLMSettings) -> LLMEstimate:
    """Tokens and cost of extracting ``chunks``; answers already cached cost nothing."""
    prompt = completion = cached = 0
    for c in chunks:
        msgs = tasks.extraction_messages(c.title, c.text)
        if client.is_cached(msgs, prompts.EXTRACT):
            cached += 1
            continue
        prompt += prompts.estimate_tokens(msgs)
        completion += settings.max_tokens
    return LLMEstimate(len(chunks), cached, prompt, completion, settings.prompt_price, settings.completion_price)


@dataclass
class LLMExtractor:
    """The LLM's extraction, with spaCy's (made on first need) for the chunks it fails on."""

    client: LLMClient
    spacy: Callable[[], Extractor]
    fallbacks: list[str] = field(default_factory=list)  # chunk ids spaCy extracted instead
    ungrounded: int = 0  # entities the LLM named that the chunk does not write (left out)
    _spacy: Extractor | None = None

    def extract(self, chunks: Sequence[Chunk], titles: Iterable[str] = ()) -> Extraction:
        surfaces: dict[str, Counter[str]] = defaultdict(Counter)
        types: dict[str, Counter[str]] = defaultdict(Counter)
        mentions: set[Mention] = set()
        relations: set[Relation] = set()
        failed: list[Chunk] = []
        for chunk in chunks:
            try:
                answer = tasks.extract(self.client, chunk.title, chunk.text)
            except LLMError as e:
                log.warning("chunk %s of %s: %s; extracted by spaCy instead", chunk.position, chunk.doc_id, e)
                failed.append(chunk)
                continue
            self._chunk(chunk, answer, surfaces, types, mentions, relations)
        entities = [
            Entity(key, names.most_common(1)[0][0], types[key].most_common(1)[0][0], sorted(names))
            for key, names in surfaces.items()
        ]
        found = Extraction(entities, sorted(mentions, key=lambda m: (m.chunk_id, m.entity_id)), list(relations))
        if failed:
            self.fallbacks += [c.chunk_id for c in failed]
            if self._spacy is None:
                self._spacy = self.spacy()
            found = merge(found, self._spacy.extract(failed, titles))
        found.entities.sort(key=lambda e: e.entity_id)
        found.relations.sort(key=lambda r: (r.chunk_id, r.source, r.target, r.predicate))
        return found

    def _chunk(
        self,
        chunk: Chunk,
        answer: dict[str, Any],
        surfaces: dict[str, Counter[str]],
        types: dict[str, Counter[str]],
        mentions: set[Mention],
        relations: set[Relation],
    ) -> None:
        """One chunk's answer into the batch's entities, mentions and relations."""
        known: dict[str, str] = {}  # name as the LLM wrote it (lower-case) -> key
        title = title_key(chunk.title)
        if _usable(title):
            surfaces[title][chunk.title] += 1
            types[title]["TITLE"] += 1
            mentions.add(Mention(chunk.chunk_id, title))
            known[chunk.title.lower()] = title
        for item in answer["entities"]:
            name = " ".join(item["name"].split())
            key = name_key(name)
            if not _usable(key):
                continue
            if not _written_in(name, chunk.text):
                self.ungrounded += 1
                continue
            surfaces[key][name] += 1
            types[key][entity_type(item["type"])] += 1
            mentions.add(Mention(chunk.chunk_id, key))
            known[name.lower()] = key
        for fact in answer["relations"]:
            source = known.get(" ".join(fact["subject"].split()).lower())
            target = known.get(" ".join(fact["object"].split()).lower())
            predicate = predicate_key(fact["predicate"])
            if source and target and source != target and predicate:
                phrase = " ".join(fact["predicate"].split())
                relations.add(Relation(source, target, predicate, chunk.chunk_id, phrase))


def merge(a: Extraction, b: Extraction) -> Extraction:
    """Two extractions of different chunks as one: an entity both name keeps ``a``'s name and
    type, and the aliases of both."""
    entities = {e.entity_id: Entity(e.entity_id, e.name, e.type, list(e.aliases)) for e in a.entities}
    for e in b.entities:
        if e.entity_id in entities:
            mine = entities[e.entity_id]
            mine.aliases = sorted(set(mine.aliases) | set(e.aliases))
        else:
            entities[e.entity_id] = e
    mentions = sorted(set(a.mentions) | set(b.mentions), key=lambda m: (m.chunk_id, m.entity_id))
    return Extraction(list(entities.values()), mentions, [*a.relations, *b.relations])
