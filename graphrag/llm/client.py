"""One small client for an OpenAI-compatible chat endpoint (``POST {url}/chat/completions``).

    chat(messages)               -> the answer's text
    chat_json(messages, schema)  -> the answer's JSON value, checked against ``schema``

Every request has a timeout. A connection error, a timeout, a 5xx or a 429 is retried with
exponential backoff (``retries`` further tries, ``backoff`` seconds doubled each time); an answer
that is not valid JSON for the schema is asked for again with the problem named; after that an
:class:`~graphrag.errors.LLMError` naming the URL is raised, for the caller to fall back on.

Structured output: the first schema-constrained request sends llama.cpp's form,
``response_format: {"type": "json_object", "schema": ...}``; a server that rejects it (400/422)
gets OpenAI's ``{"type": "json_schema", ...}``, then plain text (the prompts describe the JSON
too). What worked is kept for the client's life. The server sees the schema without its size
bounds (schema.for_server); the answer is checked against all of it.

Answers are cached on disk (cache.py) and every request's ``usage`` is added to :class:`Usage`.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from ..config import LLMSettings
from ..errors import LLMAnswerError, LLMError, LLMUnavailableError
from .cache import AnswerCache, cache_key, default_cache_dir
from .schema import for_server, parse

log = logging.getLogger(__name__)
JSON_MODES = ("llama", "openai", "prompt")  # how a schema is sent, in the order tried
RETRY_STATUS = {408, 429, 500, 502, 503, 504}


@dataclass
class Usage:
    """Tokens and requests so far (thread-safe: ingest calls from a worker thread)."""

    requests: int = 0  # HTTP requests answered by the server
    prompt_tokens: int = 0  # as the server's ``usage`` reported them
    completion_tokens: int = 0
    cached: int = 0  # answers served from the on-disk cache (no request, no tokens)
    retries: int = 0  # requests sent again (connection error, timeout, 5xx, invalid answer)
    failures: int = 0  # calls that gave up (the caller fell back)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def add(self, **counts: int) -> None:
        with self._lock:
            for name, n in counts.items():
                setattr(self, name, getattr(self, name) + n)

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def cost(self, prompt_price: float, completion_price: float) -> float:
        """In the unit of the prices (per 1,000 tokens)."""
        return (self.prompt_tokens * prompt_price + self.completion_tokens * completion_price) / 1000

    def to_json(self) -> dict[str, int]:
        names = ("requests", "prompt_tokens", "completion_tokens", "cached", "retries", "failures")
        return {n: getattr(self, n) for n in names}


def endpoint(url: str) -> str:
    """``http://host:8091/v1`` -> ``http://host:8091/v1/chat/completions`` (a full one stays)."""
    url = url.rstrip("/")
    return url if url.endswith("/chat/completions") else url + "/chat/completions"


class LLMClient:
    def __init__(
        self,
        settings: LLMSettings,
        on_retry: Callable[[int, str], None] | None = None,
    ):
        if not settings.url:
            raise LLMError("no LLM endpoint configured (set llm.url or GRAPHRAG_LLM_URL)")
        self.settings = settings
        self.url = endpoint(settings.url)
        self.usage = Usage()
        self.on_retry = on_retry  # (attempt, why) before each retry's wait; logs a warning when None
        folder = settings.cache_dir
        self.cache = None if folder == "off" else AnswerCache(Path(folder) if folder else default_cache_dir())
        self._json_mode = 0  # index into JSON_MODES: the first form the server accepts
        self._http: httpx.Client | None = None

    @classmethod
    def from_settings(cls, settings: LLMSettings) -> LLMClient | None:
        """A client when an endpoint is configured, else None (the caller's offline path)."""
        return cls(settings) if settings.url else None

    def close(self) -> None:
        if self._http is not None:
            self._http.close()
            self._http = None

    # -- calls -------------------------------------------------------------------------------
    def chat(self, messages: list[dict[str, str]], max_tokens: int | None = None) -> str:
        return self._ask(messages, None, max_tokens)[0]

    def chat_json(self, messages: list[dict[str, str]], schema: dict[str, Any], max_tokens: int | None = None) -> Any:
        return self._ask(messages, schema, max_tokens)[1]

    def is_cached(
        self, messages: list[dict[str, str]], schema: dict[str, Any] | None, max_tokens: int | None = None
    ) -> bool:
        """Whether this exact request's answer is in the cache (it would cost nothing)."""
        key = cache_key(self.settings.model, messages, schema, self._params(max_tokens))
        return self.cache is not None and self.cache.get(key) is not None

    def _params(self, max_tokens: int | None) -> dict[str, Any]:
        s = self.settings
        return {"max_tokens": max_tokens or s.max_tokens, "temperature": s.temperature}

    def _ask(
        self, messages: list[dict[str, str]], schema: dict[str, Any] | None, max_tokens: int | None
    ) -> tuple[str, Any]:
        params = self._params(max_tokens)
        key = cache_key(self.settings.model, messages, schema, params)
        if self.cache is not None:
            hit = self.cache.get(key)
            if hit is not None:
                try:
                    cached = parse(hit["content"], schema) if schema is not None else None
                    self.usage.add(cached=1)
                    return hit["content"], cached
                except ValueError:
                    pass  # an entry from an older schema: ask again
        convo = list(messages)
        why = ""
        for attempt in range(self.settings.retries + 1):
            if attempt:
                self._wait(attempt, f"invalid answer from {self.url}: {why}")
            content, usage = self._complete(convo, schema, params)
            if schema is None:
                value: Any = None
            else:
                try:
                    value = parse(content, schema)
                except ValueError as e:
                    why = str(e)
                    # ask again with the problem named (the same prompt at temperature 0 would
                    # only give the same answer)
                    convo = [
                        *messages,
                        {"role": "assistant", "content": content[:2000]},
                        {"role": "user", "content": f"That answer {why}. Answer again with only the JSON object."},
                    ]
                    continue
            if self.cache is not None:
                self.cache.put(key, content, usage)
            return content, value
        self.usage.add(failures=1)
        raise LLMAnswerError(
            f"the LLM at {self.url} gave no valid answer in {self.settings.retries + 1} tries: the last {why}"
        )

    def _wait(self, attempt: int, why: str) -> None:
        self.usage.add(retries=1)
        if self.on_retry is not None:
            self.on_retry(attempt, why)
        else:
            log.warning("retry %d of %d: %s", attempt, self.settings.retries, why)
        time.sleep(self.settings.backoff * 2 ** (attempt - 1))

    # -- one completion, with retries on the transport -------------------------------------------
    def _complete(
        self, messages: list[dict[str, str]], schema: dict[str, Any] | None, params: dict[str, Any]
    ) -> tuple[str, dict[str, int]]:
        while True:
            mode = JSON_MODES[self._json_mode] if schema is not None else "prompt"
            body: dict[str, Any] = {"messages": messages, **params}
            if self.settings.model:
                body["model"] = self.settings.model
            if mode == "llama":
                body["response_format"] = {"type": "json_object", "schema": for_server(schema)}
            elif mode == "openai":
                body["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {"name": "answer", "schema": for_server(schema), "strict": True},
                }
            response = self._post(body)
            if response.status_code in (400, 422) and mode != "prompt":
                log.info(
                    "%s rejects response_format %s (%d): trying the next form", self.url, mode, response.status_code
                )
                self._json_mode += 1
                continue
            return self._read(response)

    def _post(self, body: dict[str, Any]) -> httpx.Response:
        s = self.settings
        if self._http is None:
            headers = {"Authorization": f"Bearer {s.api_key}"} if s.api_key else {}
            self._http = httpx.Client(timeout=httpx.Timeout(s.timeout), headers=headers)
        why = ""
        for attempt in range(s.retries + 1):
            if attempt:
                self._wait(attempt, why)
            try:
                response = self._http.post(self.url, json=body)
            except httpx.TimeoutException:
                why = f"no answer from {self.url} within {s.timeout:g} s (llm.timeout)"
                continue
            except httpx.TransportError as e:
                why = f"cannot reach the LLM at {self.url} ({type(e).__name__}: {e})"
                continue
            if response.status_code in RETRY_STATUS:
                why = f"the LLM at {self.url} answered HTTP {response.status_code}: {response.text[:200]}"
                continue
            return response
        self.usage.add(failures=1)
        raise LLMUnavailableError(f"{why} (gave up after {s.retries + 1} tries)")

    def _read(self, response: httpx.Response) -> tuple[str, dict[str, int]]:
        if response.status_code in (401, 403):
            raise LLMUnavailableError(
                f"the LLM at {self.url} refused the request (HTTP {response.status_code}): check llm.api_key"
            )
        if response.status_code >= 400:
            raise LLMError(f"the LLM at {self.url} answered HTTP {response.status_code}: {response.text[:300]}")
        try:
            data = response.json()
            content = data["choices"][0]["message"]["content"] or ""
        except (ValueError, KeyError, IndexError, TypeError) as e:
            raise LLMError(f"the LLM at {self.url} sent no chat completion ({type(e).__name__}: {e})") from e
        raw = data.get("usage") or {}
        usage = {k: int(raw.get(k) or 0) for k in ("prompt_tokens", "completion_tokens")}
        self.usage.add(requests=1, **usage)
        return content, usage
