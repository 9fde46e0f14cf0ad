"""The ONNX Runtime embedder against sentence-transformers on torch: same vectors, same token
counts, a cache that later loads read without torch, and torch kept when an export is refused.

Small random models (two BERT layers, the MiniLM vocabulary) make the exports quick; the last
test checks the shipped MiniLM itself."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from graphrag import onnx_embed
from graphrag.models_loader import (
    Embedder,
    chosen_threads,
    cores,
    model_threads,
    set_model_threads,
)
from tests.conftest import save_tiny_bert

pytestmark = pytest.mark.slow

TEXTS = [
    "Who leads the Harbour Ops team?",
    "x",
    "Ines Varga used to work at Lindqvist Freight before she joined the team in 2017.",
    "Zürich, São Paulo and Kraków; 東京 and Ελλάδα.",
    "the city of the vendor that supplies the service owned by the team led by Ines Varga " * 6,
    "",
]


def tiny_model(folder: Path, pooling: str) -> Path:
    """A sentence-transformers model with random weights saved at ``folder``: two BERT layers, the
    MiniLM tokenizer, ``pooling`` (mean or cls), a 24-token limit so long texts are truncated."""
    from sentence_transformers import SentenceTransformer

    base = folder / "bert"
    save_tiny_bert(base, seed=7)
    try:  # where sentence-transformers 6 keeps them; earlier versions had them in .models
        from sentence_transformers.sentence_transformer.modules import Pooling, Transformer
    except ImportError:
        from sentence_transformers.models import Pooling, Transformer

    transformer = Transformer(str(base), max_seq_length=24)
    pool = Pooling(32, pooling_mode=pooling)
    out = folder / "model"
    SentenceTransformer(modules=[transformer, pool], device="cpu").save(str(out))
    return out


@pytest.fixture
def cache(tmp_path, monkeypatch):
    root = tmp_path / "cache"
    monkeypatch.setenv("GRAPHRAG_CACHE", str(root))
    return root / "onnx"


@pytest.mark.parametrize("pooling", ["mean", "cls"])
def test_onnx_vectors_and_token_counts_equal_torchs(tmp_path, cache, pooling):
    model = tiny_model(tmp_path, pooling)
    fast, slow = Embedder(str(model), 4, "onnx"), Embedder(str(model), 4, "torch")
    assert (fast.backend, slow.backend) == ("onnx", "torch")
    assert (fast.dim, fast.max_tokens) == (slow.dim, slow.max_tokens) == (32, 24)
    got, want = fast.encode(TEXTS), slow.encode(TEXTS)
    assert got.shape == want.shape == (len(TEXTS), 32)
    np.testing.assert_allclose(got, want, atol=1e-5)
    np.testing.assert_allclose(np.linalg.norm(got, axis=1), 1.0, atol=1e-5)
    # one text at a time (no padding) gives the vector it gets in a padded batch
    np.testing.assert_allclose(fast.encode([TEXTS[2]])[0], got[2], atol=1e-5)
    assert fast.count_tokens_many(TEXTS) == slow.count_tokens_many(TEXTS)
    assert max(fast.count_tokens_many(TEXTS)) > 24  # counted whole, never truncated
    assert fast.encode([]).shape == (0, 32)
    assert len([p for p in cache.iterdir() if not p.name.startswith(".")]) == 1


def test_a_cached_export_loads_without_torch(tmp_path, cache):
    model = tiny_model(tmp_path, "mean")
    want = Embedder(str(model), 4, "onnx").encode(TEXTS[:3])
    code = (
        "import sys, json, numpy as np\n"
        "from graphrag.models_loader import Embedder\n"
        f"e = Embedder({str(model)!r}, 4, 'onnx')\n"
        f"v = e.encode({TEXTS[:3]!r})\n"
        "print(json.dumps([e.backend, 'torch' in sys.modules, v.tolist()]))\n"
    )
    env = {"GRAPHRAG_CACHE": str(cache.parent), "PATH": "/usr/bin:/bin"}
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env={**env, "PYTHONPATH": str(root)}, check=True
    )
    backend, imported_torch, vectors = json.loads(out.stdout.strip().splitlines()[-1])
    assert backend == "onnx" and not imported_torch
    np.testing.assert_allclose(np.array(vectors), want, atol=1e-6)


def test_a_damaged_cache_is_exported_again(tmp_path, cache, caplog):
    model = tiny_model(tmp_path, "mean")
    want = Embedder(str(model), 4, "onnx").encode(TEXTS[:2])
    (folder,) = [p for p in cache.iterdir() if not p.name.startswith(".")]
    (folder / "model.onnx").write_bytes(b"not a model")
    with caplog.at_level(logging.WARNING, logger="graphrag.onnx_embed"):
        again = Embedder(str(model), 4, "onnx")
    assert again.backend == "onnx" and "exporting it again" in caplog.text
    np.testing.assert_allclose(again.encode(TEXTS[:2]), want, atol=1e-6)


def test_an_export_that_differs_from_torch_is_refused_and_torch_kept(tmp_path, cache, monkeypatch, caplog):
    model = tiny_model(tmp_path, "mean")
    monkeypatch.setattr(onnx_embed, "TOLERANCE", -1.0)  # no export can pass: the refusal path
    with caplog.at_level(logging.WARNING, logger="graphrag.models_loader"):
        embedder = Embedder(str(model), 4, "onnx")
    assert embedder.backend == "torch"
    assert "runs on torch" in caplog.text and "differs from torch" in caplog.text
    assert not any(cache.iterdir())  # nothing half-written is left for a later load to trust
    assert embedder.encode(TEXTS[:2]).shape == (2, 32)


def test_a_name_that_is_no_folder_runs_on_torch_or_fails_clearly(cache):
    from graphrag.errors import ConfigError

    with pytest.raises(ConfigError, match="cannot load embedding model"):
        Embedder(str(cache.parent / "no-such-model"), 4, "onnx")


def test_the_shipped_minilm_runs_on_onnx_with_torchs_vectors():
    fast = Embedder("all-MiniLM-L6-v2", 16, "onnx")
    slow = Embedder("all-MiniLM-L6-v2", 16, "torch")
    assert fast.backend == "onnx"
    np.testing.assert_allclose(fast.encode(TEXTS), slow.encode(TEXTS), atol=1e-5)
    assert fast.count_tokens_many(TEXTS) == slow.count_tokens_many(TEXTS)


def test_ingest_paces_the_embedder_around_extraction():
    from ingest.run import _beside_extraction

    before = chosen_threads()
    busy = [True]
    try:
        set_model_threads(0)  # a process that left the choice open: every core
        with _beside_extraction(lambda: busy[0]) as pace:
            assert model_threads() == max(1, cores() - 1)  # extraction runs: a core is left to it
            busy[0] = False
            pace()
            assert model_threads() == cores()  # extraction waits for work: every core embeds
            busy[0] = True
            pace()
            assert model_threads() == max(1, cores() - 1)
        assert chosen_threads() == 0
        set_model_threads(1)  # graphrag serve chose one thread: an ingest job keeps it
        with _beside_extraction(lambda: busy[0]) as pace:
            busy[0] = False
            pace()
            assert model_threads() == 1
        assert chosen_threads() == 1
    finally:
        set_model_threads(before)


def test_spacy_loads_without_torch_and_torch_stays_importable():
    code = (
        "import sys, json\n"
        "from graphrag.models_loader import load_spacy\n"
        "doc = load_spacy('en_core_web_sm')('Ines Varga leads the Harbour Ops team in Oslo.')\n"
        "hidden = 'torch' not in sys.modules\n"
        "import torch\n"
        "print(json.dumps([hidden, torch.tensor([1.0, 2.0]).sum().item(), [t.dep_ for t in doc]]))\n"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env={"PYTHONPATH": str(root)}, check=True
    )
    hidden, total, deps = json.loads(out.stdout.strip().splitlines()[-1])
    assert hidden and total == 3.0
    assert "nsubj" in deps and "ROOT" in deps  # the parse ran on numpy
