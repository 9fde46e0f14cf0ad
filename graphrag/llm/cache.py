"""Answers on disk, keyed by what was asked: a second identical request costs nothing.

The key is the SHA-256 of the canonical JSON of (model, messages, schema, parameters): any change
to the prompt, the model name, the schema or a sampling parameter is another key. Each answer is
one small JSON file written atomically, so an interrupted run never leaves half an entry, and
entries that cannot be read are treated as missing.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from ..config import cache_home


def cache_key(model: str, messages: list[dict[str, str]], schema: dict[str, Any] | None, params: dict[str, Any]) -> str:
    payload = {"model": model, "messages": messages, "schema": schema, "params": params}
    text = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def default_cache_dir() -> Path:
    return cache_home() / "llm-answers"


class AnswerCache:
    """``get``/``put`` of an answer's text and its usage under a key (see :func:`cache_key`)."""

    def __init__(self, folder: str | Path):
        self.folder = Path(folder)

    def _path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.json"

    def get(self, key: str) -> dict[str, Any] | None:
        try:
            entry = json.loads(self._path(key).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return entry if isinstance(entry, dict) and isinstance(entry.get("content"), str) else None

    def put(self, key: str, content: str, usage: dict[str, int]) -> None:
        path = self._path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
            tmp.write_text(json.dumps({"content": content, "usage": usage}, ensure_ascii=False), encoding="utf-8")
            os.replace(tmp, path)
        except OSError:  # a cache that cannot be written only costs a request next time
            pass
