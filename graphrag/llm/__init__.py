"""An optional LLM behind an OpenAI-compatible chat endpoint (settings ``[llm]``).

    client.py   LLMClient: timeouts, retries with backoff, schema-constrained JSON, validation,
                the on-disk answer cache (cache.py), token accounting (Usage)
    schema.py   checks every JSON answer against its schema
    prompts.py  the prompt files (prompts/*.txt) and the schema of each answer
    tasks.py    what the features ask: a standalone rewrite, phrasings, a hypothetical passage,
                a broader question, a chunk's entities and relations

Every caller keeps a path without the LLM: an LLMError means "fall back", never a crash.
"""

from .client import LLMClient, Usage

__all__ = ["LLMClient", "Usage"]
