"""The prompts (files in prompts/, one per task) and the JSON schema each answer must fit.

A prompt file is the system message, a line ``---``, then the user message; ``$name`` fields are
filled with :class:`string.Template` (so the JSON examples' braces need no escaping).
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from string import Template
from typing import Any

CHARS_PER_TOKEN = 4  # the usual rule of thumb for English text with BPE tokenizers


@cache
def _template(name: str) -> tuple[str, Template]:
    text = resources.files(__package__).joinpath("prompts", f"{name}.txt").read_text(encoding="utf-8")
    system, sep, user = text.partition("\n---\n")
    if not sep:
        raise ValueError(f"prompt {name}.txt has no '---' line between the system and the user message")
    return system.strip(), Template(user.strip())


def messages(name: str, **fields: Any) -> list[dict[str, str]]:
    """The chat messages of prompt ``name`` with its fields filled."""
    system, user = _template(name)
    return [{"role": "system", "content": system}, {"role": "user", "content": user.substitute(fields)}]


def estimate_tokens(msgs: list[dict[str, str]]) -> int:
    """Prompt tokens, roughly (characters / 4, plus a few per message for the chat template)."""
    return sum(len(m["content"]) // CHARS_PER_TOKEN + 4 for m in msgs)


def _text(max_length: int) -> dict[str, Any]:
    return {"type": "string", "minLength": 1, "maxLength": max_length}


STANDALONE = {
    "type": "object",
    "properties": {"question": _text(500)},
    "required": ["question"],
}
STEP_BACK = STANDALONE
HYDE = {"type": "object", "properties": {"passage": _text(3000)}, "required": ["passage"]}


def multi_query_schema(n: int) -> dict[str, Any]:
    """An empty phrasing among good ones is dropped (llm.tasks.phrasings), not a reason to refuse
    the answer: SmolLM2-135M wrote one in 43 of 100 musique-100 answers."""
    item = {"type": "string", "maxLength": 500}
    return {
        "type": "object",
        "properties": {"queries": {"type": "array", "items": item, "minItems": 1, "maxItems": n}},
        "required": ["queries"],
    }


EXTRACT = {
    "type": "object",
    "properties": {
        "entities": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"name": _text(200), "type": _text(40)},
                "required": ["name", "type"],
            },
        },
        "relations": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"subject": _text(200), "predicate": _text(80), "object": _text(200)},
                "required": ["subject", "predicate", "object"],
            },
        },
    },
    "required": ["entities", "relations"],
}
