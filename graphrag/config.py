"""One settings object: defaults < config file < environment < CLI flags."""
from __future__ import annotations

import dataclasses
import os
import tomllib
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from .errors import ConfigError

DEFAULT_INDEX = ".graphrag"
DEFAULT_EMBEDDING_MODEL = "all-MiniLM-L6-v2"


@dataclass
class Settings:
    index: str = DEFAULT_INDEX
    # stores
    graph: str = ""  # networkx | neo4j; empty: as the index was built (networkx for a new one)
    vectors: str = ""  # local | weaviate; empty: as the index was built (local for a new one)
    sparse: str = "local"  # local BM25 | weaviate (Weaviate's BM25; needs vectors = weaviate)
    hybrid_fusion: str = "ranked"  # the weaviate-hybrid eval configuration: ranked | relative
    # models (a name resolved to an installed package first, or a path; see embed.py)
    embedding_model: str = DEFAULT_EMBEDDING_MODEL
    spacy_model: str = "en_core_web_sm"
    embed_batch_size: int = 16  # measured: 16 beats 32 and 64 on 2 CPU cores (less padding)
    nlp_batch_size: int = 64
    # chunking, in tokens of the embedding model's tokenizer
    chunk_tokens: int = 200
    chunk_overlap: int = 40
    # retrieval (defaults chosen by measurement on musique-100; see README)
    candidates: int = 50  # depth of each retriever's list before fusion
    fusion: str = "weighted"  # weighted (alpha over z-normalised scores) | rrf
    alpha: float = 0.7  # weighted fusion: dense share; BM25 gets 1 - alpha
    rrf_k: int = 60
    graph_mode: str = "chain"  # chain | ppr | khop | none: how the graph re-scores the fused list
    first_hops: int = 3
    link_weight: float = 0.1
    title_bonus: float = 1.0
    question_bonus: float = 1.5
    link_fuzzy: float = 0.9  # edit similarity (0-1) for fuzzy entity linking; 0: off
    link_embedding: float = 0.0  # cosine for linking by entity-name embeddings; 0: off
    relpath_depth: int = 4  # relation paths: hops walked from a question's anchor; 0: off
    relpath_beam: int = 8  # relation paths kept per hop
    relpath_weight: float = 2.0  # the relation-path list's weight in fusion (the fused list's is 1)
    relpath_min: float = 0.6  # fuse only paths whose score per hop reaches this (a confident match)
    hops: int = 3  # k-hop mode: edges walked from a linked entity (entity-chunk-entity-chunk)
    max_fanout: int = 50  # entities in more chunks than this are hubs: not walked through
    rerank_model: str = ""  # a sentence-transformers CrossEncoder name or path; empty: none
    rerank_depth: int = 20
    mmr_lambda: float = 0.0  # 0: off; else relevance share in maximal marginal relevance
    bm25_k1: float = 1.5
    bm25_b: float = 0.75
    # servers
    neo4j_uri: str = "bolt://127.0.0.1:7687"
    neo4j_user: str = "neo4j"
    neo4j_password: str = ""
    neo4j_database: str = "neo4j"
    neo4j_batch_size: int = 1000
    weaviate_url: str = "http://127.0.0.1:8080"
    weaviate_grpc_port: int = 50051
    weaviate_api_key: str = ""
    weaviate_collection: str = ""  # default: derived from the index folder name

    def replace(self, **changes: Any) -> "Settings":
        clean = {k: v for k, v in changes.items() if v is not None}
        return dataclasses.replace(self, **clean)

    @property
    def index_path(self) -> Path:
        return Path(self.index)


# Environment variables that map onto settings; GRAPHRAG_<FIELD> works for every field too.
_ENV_ALIASES = {
    "NEO4J_URI": "neo4j_uri",
    "NEO4J_USER": "neo4j_user",
    "NEO4J_USERNAME": "neo4j_user",
    "NEO4J_PASSWORD": "neo4j_password",
    "NEO4J_DATABASE": "neo4j_database",
    "WEAVIATE_URL": "weaviate_url",
    "WEAVIATE_API_KEY": "weaviate_api_key",
}


def _coerce(name: str, raw: Any) -> Any:
    kind = {f.name: f.type for f in fields(Settings)}[name]
    try:
        if kind == "int":
            return int(raw)
        if kind == "float":
            return float(raw)
        return str(raw)
    except (TypeError, ValueError) as e:
        raise ConfigError(f"setting {name!r}: cannot read {raw!r} as {kind}") from e


def load_settings(config_file: str | None = None, env: dict[str, str] | None = None, **flags: Any) -> Settings:
    """Build settings from defaults, then a TOML file, then the environment, then flags.

    The file is ``config_file``, else ``$GRAPHRAG_CONFIG``, else ``./graphrag.toml`` if present.
    Flags that are None are ignored, so click options can be passed straight through.
    """
    env = dict(os.environ) if env is None else env
    known = {f.name for f in fields(Settings)}
    values: dict[str, Any] = {}

    path = config_file or env.get("GRAPHRAG_CONFIG")
    if path is None and Path("graphrag.toml").is_file():
        path = "graphrag.toml"
    if path:
        try:
            data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
        except FileNotFoundError as e:
            raise ConfigError(f"config file not found: {path}") from e
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
            raise ConfigError(f"config file {path} is not valid TOML: {e}") from e
        data = data.get("graphrag", data)
        for key, raw in data.items():
            if key not in known:
                raise ConfigError(f"config file {path}: unknown setting {key!r}")
            values[key] = _coerce(key, raw)

    for var, key in _ENV_ALIASES.items():
        if env.get(var):
            values[key] = _coerce(key, env[var])
    for key in known:
        var = f"GRAPHRAG_{key.upper()}"
        if env.get(var):
            values[key] = _coerce(key, env[var])

    values.update({k: v for k, v in flags.items() if v is not None})
    settings = Settings(**values)
    if settings.graph not in ("", "networkx", "neo4j"):
        raise ConfigError(f"graph store must be 'networkx' or 'neo4j', not {settings.graph!r}")
    if settings.vectors not in ("", "local", "weaviate"):
        raise ConfigError(f"vector index must be 'local' or 'weaviate', not {settings.vectors!r}")
    if settings.sparse not in ("local", "weaviate") or settings.hybrid_fusion not in ("ranked", "relative"):
        raise ConfigError("sparse must be 'local' or 'weaviate'; hybrid_fusion 'ranked' or 'relative'")
    if settings.fusion not in ("weighted", "rrf"):
        raise ConfigError(f"fusion must be 'weighted' or 'rrf', not {settings.fusion!r}")
    if settings.graph_mode not in ("chain", "ppr", "khop", "none"):
        raise ConfigError(f"graph_mode must be chain, ppr, khop or none, not {settings.graph_mode!r}")
    if not 0.0 <= settings.alpha <= 1.0 or not 0.0 <= settings.mmr_lambda <= 1.0:
        raise ConfigError("alpha and mmr_lambda must lie between 0 and 1")
    if settings.chunk_overlap >= settings.chunk_tokens:
        raise ConfigError("chunk_overlap must be smaller than chunk_tokens")
    return settings
