"""What the features ask the LLM, one function each; every one raises LLMError to fall back on."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..errors import LLMAnswerError
from ..text import bm25_tokens
from . import prompts
from .client import LLMClient

HISTORY_CHARS = 600  # of each earlier turn shown to the rewrite (answers can be long)


def standalone_question(client: LLMClient, history: Sequence[tuple[str, str]], question: str) -> str:
    """The follow-up ``question`` rewritten to stand alone, given (role, content) turns."""
    shown = "\n".join(f"{role}: {' '.join(content.split())[:HISTORY_CHARS]}" for role, content in history)
    answer = client.chat_json(prompts.messages("standalone", history=shown, question=question), prompts.STANDALONE)
    return _searchable(answer["question"], client)


def phrasings(client: LLMClient, question: str, n: int) -> list[str]:
    """Up to ``n`` other phrasings of ``question`` (multi-query), each searchable and new."""
    answer = client.chat_json(prompts.messages("multi_query", question=question, n=n), prompts.multi_query_schema(n))
    seen = {tuple(bm25_tokens(question))}  # the same words (case, punctuation aside) are no new phrasing
    out = []
    for q in answer["queries"]:
        q = " ".join(q.split())
        words = tuple(bm25_tokens(q))
        if words and words not in seen:
            seen.add(words)
            out.append(q)
    if not out:
        raise LLMAnswerError(f"the LLM at {client.url} gave no phrasing other than the question")
    return out[:n]


def hypothetical_passage(client: LLMClient, question: str) -> str:
    """A passage that would answer ``question`` (HyDE): searched with, never shown as fact."""
    return _searchable(client.chat_json(prompts.messages("hyde", question=question), prompts.HYDE)["passage"], client)


def broader_question(client: LLMClient, question: str) -> str:
    """One step back: the more general question behind ``question``."""
    answer = client.chat_json(prompts.messages("step_back", question=question), prompts.STEP_BACK)
    return _searchable(answer["question"], client)


def extraction_messages(title: str, text: str) -> list[dict[str, str]]:
    return prompts.messages("extract", title=title or "(none)", text=text)


def extract(client: LLMClient, title: str, text: str) -> dict[str, Any]:
    """{"entities": [{name, type}], "relations": [{subject, predicate, object}]} for one chunk."""
    answer: dict[str, Any] = client.chat_json(extraction_messages(title, text), prompts.EXTRACT)
    return answer


def _searchable(text: str, client: LLMClient) -> str:
    text = " ".join(text.split())
    if not bm25_tokens(text):
        raise LLMAnswerError(f"the LLM at {client.url} answered {text!r}: no words to search for")
    return text
