"""The ONNX Runtime embedder against sentence-transformers on torch: same vectors, same token
counts, a cache that later loads read without torch, and torch kept when an export is refused.

Small random models (two BERT layers, the MiniLM vocabulary) make the exports quick; the last
test checks the shipped MiniLM itself."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import warnings
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


def token_vector_folder(tmp_path: Path, model: Path, prefix: str) -> Path:
    """The transformer of ``model`` alone as ONNX (its graph ends in token vectors, as a fetched
    model's does, graphrag/model_store.py), with a meta.json asking for the [CLS] vector."""
    import torch
    import transformers

    folder = tmp_path / "raw"
    folder.mkdir()
    bert = transformers.BertModel.from_pretrained(str(tmp_path / "bert")).eval()
    tokenizer = transformers.BertTokenizerFast.from_pretrained(str(tmp_path / "bert"))
    names = ["input_ids", "attention_mask", "token_type_ids"]
    sample = tokenizer(TEXTS[:2], padding=True, return_tensors="pt")

    class Tokens(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.bert = bert

        def forward(self, *columns):  # type: ignore[no-untyped-def]
            return self.bert(**dict(zip(names, columns))).last_hidden_state

    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the tracer's notes; the test's comparison is the judge
        torch.onnx.export(
            Tokens().eval(),
            tuple(sample[n] for n in names),
            str(folder / "model.onnx"),
            input_names=names,
            output_names=["last_hidden_state"],
            dynamic_axes={n: {0: "batch", 1: "tokens"} for n in [*names, "last_hidden_state"]},
            opset_version=17,
            dynamo=False,
        )
    (folder / "tokenizer.json").write_text(tokenizer.backend_tokenizer.to_str(), encoding="utf-8")
    meta = {"dim": 32, "max_tokens": 24, "inputs": names, "lower": False, "pad_id": 0, "pad_token": "[PAD]"}
    meta |= {"pooling": "cls", "query_prefix": prefix}
    (folder / "meta.json").write_text(json.dumps(meta), encoding="utf-8")
    return folder


def test_a_token_vector_graph_is_pooled_at_cls_and_questions_get_the_prefix(tmp_path, cache):
    model = tiny_model(tmp_path, "cls")  # sentence-transformers' own [CLS] pooling, the reference
    raw = token_vector_folder(tmp_path, model, "query: ")
    fast, slow = Embedder(str(raw), 4, "torch"), Embedder(str(model), 4, "torch")
    assert fast.backend == "onnx" and (fast.dim, fast.max_tokens) == (32, 24)  # ONNX only, whatever was asked
    want = slow.encode(TEXTS)
    want = want / np.linalg.norm(want, axis=1, keepdims=True)
    np.testing.assert_allclose(fast.encode(TEXTS), want, atol=1e-5)
    asked = ["Who leads the Harbour Ops team?", "x"]
    np.testing.assert_allclose(fast.encode(asked, query=True), fast.encode([f"query: {q}" for q in asked]), atol=1e-6)
    assert not np.allclose(fast.encode(asked, query=True), fast.encode(asked))
    np.testing.assert_allclose(slow.encode(asked, query=True), slow.encode(asked))  # no prefix: unchanged
    assert not cache.exists() or not any(cache.iterdir())  # nothing was exported


def test_the_fetched_bge_runs_on_onnx():  # scripts/test fetched it (python -m graphrag.model_store)
    embedder = Embedder("BAAI/bge-small-en-v1.5", 16, "torch")
    assert (embedder.backend, embedder.dim, embedder.max_tokens) == ("onnx", 384, 512)
    q = embedder.encode(["Where was the composer of Heron Variations born?"], query=True)
    d = embedder.encode(["Petra Lind wrote Heron Variations in 2016.", "The ferry leaves at noon.", ""])
    np.testing.assert_allclose(np.linalg.norm(d, axis=1), 1.0, atol=1e-5)
    assert (q @ d.T)[0, 0] > (q @ d.T)[0, 1]
