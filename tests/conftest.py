import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "examples" / "demo"
QUESTIONS = ROOT / "examples" / "questions.jsonl"
SHARED_DATA = Path(os.environ.get("GRAPHRAG_SHARED_DATA", ROOT.parent / "shared" / "data"))


@pytest.fixture(scope="session")
def demo_dir() -> Path:
    return DEMO


def save_tiny_bert(path: Path, model_class: str = "BertModel", seed: int = 0, **extra) -> None:
    """A randomly initialised two-layer BERT with the MiniLM vocabulary, saved with its tokenizer
    at ``path``: a real model for code paths (export, reranking), no download, nothing meant by its
    outputs. ``model_class``: a transformers BERT class name (BertForSequenceClassification ...)."""
    import torch
    import transformers

    from graphrag.models_loader import resolve_embedding_model

    tokenizer = transformers.BertTokenizerFast.from_pretrained(resolve_embedding_model("all-MiniLM-L6-v2"))
    torch.manual_seed(seed)
    config = transformers.BertConfig(
        vocab_size=tokenizer.vocab_size,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        **extra,
    )
    getattr(transformers, model_class)(config).save_pretrained(path)
    tokenizer.save_pretrained(path)


def doubt_all(path: Path) -> str:
    """A trust model (ingest/trust.py) that doubts every fact, written to ``path``: its path."""
    import json

    from ingest.trust import FEATURES

    n = len(FEATURES)
    weights = {"weights": [0.0] * n, "bias": -5.0, "mean": [0.0] * n, "scale": [1.0] * n, "threshold": 0.5}
    path.write_text(json.dumps({"features": list(FEATURES), **weights}), encoding="utf-8")
    return str(path)
