"""One settings object in typed sections: defaults < config file < environment < CLI flags.

Every setting has a section and a field (``retrieval.alpha``) and one flat name used by flags and
environment variables (``alpha``, ``GRAPHRAG_ALPHA``; server sections keep their prefix:
``neo4j_uri``, ``GRAPHRAG_NEO4J_URI``). A TOML file names sections as tables::

    index = ".graphrag"
    [retrieval]
    alpha = 0.7

Each default is written once, here. Each store receives only its own section. ``Settings.sources``
says where every value that is not a default came from, and validation errors name it.
"""

from __future__ import annotations

import dataclasses
import os
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import ConfigError
from .params import Params, problem

DEFAULT_INDEX = ".graphrag"


def cache_home() -> Path:
    """Where heavy downloads and builds are kept for every index and clone on this machine:
    ``$GRAPHRAG_CACHE``, default ``~/.cache/graphrag`` (exported models, fetched models, LLM answers)."""
    return Path(os.environ.get("GRAPHRAG_CACHE") or Path.home() / ".cache" / "graphrag")


DEFAULT_EMBEDDING_MODEL = "all-MiniLM-L6-v2"
DEFAULT_PHRASE_MODEL = "all-MiniLM-L6-v2"


@dataclass(frozen=True)
class StoresSettings:
    graph: str = ""  # networkx | neo4j; empty: as the index was built (networkx for a new one)
    vectors: str = ""  # local | weaviate; empty: as the index was built (local for a new one)
    sparse: str = "local"  # local BM25 | weaviate (Weaviate's BM25; needs vectors = weaviate)
    # where the documents and chunk rows live: local (SQLite in the index folder) | neo4j (the
    # Document and Chunk nodes, with the index record and the phrase table: nothing stays local)
    docs: str = "local"
    preset: str = ""  # servers: graph neo4j, vectors weaviate, sparse weaviate, docs neo4j (GRAPHRAG_STORES)
    # the name an index kept on the servers is found by (docs = neo4j); empty: the index folder's name
    index_name: str = ""
    # true: while the dense index (Weaviate) is down, a query is answered from the retrievers still
    # up and says so ("partial": ["dense"]); false: it fails with a 503 naming the store (--degrade)
    degrade: bool = False


@dataclass(frozen=True)
class Neo4jSettings:
    uri: str = "bolt://127.0.0.1:7687"  # Bolt URI of the server (neo4j:// for a cluster or Aura)
    user: str = "neo4j"  # the user graphrag logs in as
    password: str = ""  # empty: no authentication
    database: str = "neo4j"  # the database the index is written to
    batch_size: int = 1000  # rows per UNWIND write
    connect_timeout: float = 3.0  # seconds to open a connection (twice that to get one from the pool)
    query_timeout: float = 10.0  # seconds the server lets one read transaction run
    read_retry_time: float = 1.0  # seconds a read is retried on a dropped connection (a query fails fast)
    retry_time: float = 10.0  # seconds a write is retried so (an ingest rides out a short restart)


CONSISTENCY_LEVELS = ("ONE", "QUORUM", "ALL")


@dataclass(frozen=True)
class WeaviateSettings:
    """One Weaviate server, or a cluster: ``url`` (and ``grpc_port``) is the node the index was
    built on and the first one tried; ``urls`` lists the cluster's other nodes, tried in turn when
    the current one stops answering (see stores/weaviate_index.py)."""

    url: str = "http://127.0.0.1:8080"  # the REST URL of the first node tried
    grpc_port: int = 50051  # its gRPC port (queries and batch writes go over gRPC)
    # other nodes of the same cluster, comma-separated; each http(s)://HOST:PORT, with
    # ?grpc_port=N where its gRPC port is not grpc_port (nodes sharing a host, as in tests)
    urls: str = ""
    api_key: str = ""  # sent as a bearer key when set
    collection: str = ""  # default: derived from the index folder name
    hybrid_fusion: str = "ranked"  # the weaviate-hybrid eval configuration: ranked | relative
    # A new collection's layout (an existing one keeps its own). One shard keeps BM25's statistics
    # whole (Weaviate scores BM25 per shard), so every replica ranks alike; 3 replicas on 3 nodes
    # survive one node down. Async replication is on for any factor above 1 (Weaviate 1.38+).
    replication_factor: int = 1
    shards: int = 1  # shards of a new collection (one keeps BM25 statistics whole)
    # QUORUM for both: with 3 replicas, 2 answers + 2 acknowledgements overlap, so a query reads
    # every write acknowledged before it (read-your-writes), and both still work with one node down.
    read_consistency: str = "QUORUM"  # ONE | QUORUM | ALL replicas that answer a read
    write_consistency: str = "QUORUM"  # ONE | QUORUM | ALL replicas that acknowledge a write
    # deadlines in seconds (a call still running after 0.5 s has its node probed, and is given up
    # when the node does not answer: stores/weaviate_nodes.py): a new client's connection checks
    init_timeout: float = 3.0
    query_timeout: float = 10.0  # one query: the gRPC deadline and the REST read timeout
    insert_timeout: float = 60.0  # one insert_many request


@dataclass(frozen=True)
class EmbeddingSettings:
    # passages and questions: one an installed package ships (all-MiniLM-L6-v2), one fetched once by
    # python -m graphrag.model_store (bge-small-en-v1.5), or a path (see models_loader.py)
    embedding_model: str = DEFAULT_EMBEDDING_MODEL
    # short phrases (facts' predicates, a question's hops, entity names), matched with each other: a
    # symmetric sentence-similarity model, whose cosines the relation paths' floors were set on
    phrase_model: str = DEFAULT_PHRASE_MODEL
    embed_batch_size: int = 16  # measured: 16 beats 32 and 64 on 2 CPU cores (less padding)
    # the embedder's threads while answering queries: one short question encodes in ~5 ms on one thread,
    # and far slower on two when the other core is busy (measured); ingest uses every core
    query_threads: int = 1
    # onnx: ONNX Runtime (the model is exported once, checked against torch, cached; 2.3x faster on
    # a question, 1.7x on passages, same vectors); torch: sentence-transformers on torch (a fetched
    # model is ONNX only and runs on ONNX Runtime either way)
    embed_backend: str = "onnx"


@dataclass(frozen=True)
class ChunkingSettings:
    # in tokens of the embedding model's tokenizer
    chunk_tokens: int = 200
    chunk_overlap: int = 40  # tokens a chunk repeats from the end of the one before


@dataclass(frozen=True)
class IngestSettings:
    """What a document may be, and where file ids start (see ingest/load.py)."""

    # file ids are paths relative to this folder; empty: the folder the index records, else the
    # folder of the first ingest's paths (recorded then)
    source_root: str = ""
    # a larger file, or JSONL line, is skipped unread: one 50 MB line once took 8.5 GB to chunk
    max_document_bytes: int = 8 * 2**20
    max_document_chunks: int = 10_000  # a document that chunks into more is skipped


@dataclass(frozen=True)
class ExtractionSettings:
    spacy_model: str = "en_core_web_sm"  # the spaCy pipeline that finds entities and parses facts
    nlp_batch_size: int = 64  # chunks per spaCy batch at ingest
    # spacy | llm (entities and relations per chunk from the LLM endpoint; spaCy for a chunk
    # whose answer stays invalid). Recorded in the manifest: changing it needs --rebuild.
    extractor: str = "spacy"


@dataclass(frozen=True)
class StageSection:
    """A section that also holds the parameters the stages declare (graphrag/params.py): each is
    read by its flat name (``retrieval.bridge_seeds``) or, in a stage, as its group
    (``BridgeParams.of(settings.retrieval)``); ``stage_params`` keeps those given, not defaults."""

    # (flat name, value) of the stages' parameters that differ from their defaults, sorted
    stage_params: tuple[tuple[str, Any], ...] = field(default=(), metadata={"stage_params": True})

    def param(self, flat: str) -> Any:
        """The value of a stage parameter of this section, by its flat name."""
        for name, value in self.__dict__.get("stage_params", ()):
            if name == flat:
                return value
        owner = _PARAM_FIELDS.get(flat)
        if owner is None or SECTIONS[owner[0].SECTION][0] is not type(self):
            raise AttributeError(f"{type(self).__name__} has no setting {flat!r}")
        return owner[1].default

    if not TYPE_CHECKING:  # at run time only: typed code reads a stage's parameters as its group

        def __getattr__(self, name: str) -> Any:
            if name.startswith("__"):
                raise AttributeError(name)
            return self.param(name)


@dataclass(frozen=True)
class RetrievalSettings(StageSection):
    """How a question is answered (defaults chosen by measurement on musique-100; see README).
    The stages' own parameters (the fusions', the graph stages', the rerankers') are declared by
    the stages (graphrag/params.py)."""

    candidates: int = 50  # depth of each retriever's list before fusion
    fusion: str = "weighted"  # a name in retrieve.stages.FUSIONS: weighted | rrf
    # a name in retrieve.stages.GRAPH_STAGES: learned | relpath | bridge | chain | ppr | khop | none
    graph_mode: str = "learned"
    link_fuzzy: float = 0.9  # edit similarity (0-1) for fuzzy entity linking; 0: off
    link_embedding: float = 0.0  # cosine for linking by entity-name embeddings; 0: off
    rerank_model: str = ""  # a sentence-transformers CrossEncoder name or path; empty: none
    bm25_k1: float = 1.5  # BM25 term-frequency saturation
    bm25_b: float = 0.75  # BM25 length normalisation


@dataclass(frozen=True)
class UnderstandSettings(StageSection):
    """Query understanding before retrieval (graphrag/understand/): conversations, expansion,
    the confidence threshold and the latency budget. The expansions' own parameters (prf_docs,
    prf_terms, prf_weight) are declared in understand/expand.py (graphrag/params.py)."""

    # conversation: the searched vector = normalise(current + history_weight x sum of the earlier
    # user turns' vectors, the nearest first, each history_decay times the one after it)
    history_weight: float = 0.5
    history_decay: float = 0.5  # each earlier turn counts this times the one after it
    history_turns: int = 3  # earlier user turns blended in (and searched for entities to carry)
    expand: str = ""  # expansions on by default, comma-separated names (see understand/expand.py)
    alias_weight: float = 0.5  # weight of each word of a linked entity's aliases in the BM25 query
    min_score: float = 0.0  # confidence (best cosine of the question to any chunk) below which: no match; 0: off
    budget_ms: float = 0.0  # per query: optional stages that would overrun it are skipped; 0: no budget
    multi_queries: int = 3  # the multi-query expansion: phrasings the LLM is asked for


@dataclass(frozen=True)
class LLMSettings:
    """An OpenAI-compatible chat endpoint (graphrag/llm/), for the features that can use one: the
    conversation rewrite, the multi-query, hyde and step-back expansions, ``--extractor llm``.
    Empty ``url``: no LLM; every feature keeps its offline path."""

    url: str = ""  # the API root, e.g. http://127.0.0.1:8091/v1 (scripts/services up llm)
    model: str = ""  # sent as "model"; a one-model server (llama.cpp's) ignores it
    api_key: str = ""  # sent as a bearer token when set
    timeout: float = 60.0  # seconds per request
    retries: int = 2  # further tries after a connection error, a timeout, a 5xx or an invalid answer
    backoff: float = 0.5  # seconds before the first retry; doubled at each next one
    max_tokens: int = 512  # completion tokens asked at most per request
    temperature: float = 0.0  # 0: the same prompt gives the same answer (what the cache assumes)
    # answers on disk, keyed by a hash of (model, messages, schema, parameters); empty: under
    # $GRAPHRAG_CACHE (~/.cache/graphrag)/llm-answers; "off": no cache
    cache_dir: str = ""
    # prices per 1,000 tokens, for the estimate `graphrag ingest --extractor llm` prints (0: free)
    prompt_price: float = 0.0  # per 1,000 prompt tokens
    completion_price: float = 0.0  # per 1,000 completion tokens


@dataclass(frozen=True)
class ServerSettings:
    """``graphrag serve`` (loopback by default), and where ``graphrag query`` finds a server."""

    host: str = "127.0.0.1"  # the address graphrag serve listens on
    port: int = 8765  # its port
    workers: int = 1  # server processes, each with its own models
    api_key: str = ""  # a bearer token the server requires (and the client sends); GRAPHRAG_API_KEY
    url: str = ""  # a running server for `graphrag query` to ask; GRAPHRAG_URL
    # what one request may hold (docs/operations.md, "Security"): past a limit, 413 before any work;
    # this one: the request body, counted before it is parsed
    max_body_bytes: int = 256 * 1024
    max_question_chars: int = 4000  # the question
    max_history_turns: int = 20  # turns of the conversation sent with a question
    max_history_chars: int = 20000  # characters of those turns, all together
    max_filters: int = 20  # filters, and expansions, per request
    max_field_chars: int = 200  # any other text: a filter, a mode's name, an expansion, a model name, a role
    max_ingest_paths: int = 100  # paths per POST /ingest
    # seconds one request may run; past it the answer is a 503 and its work stops at the next stage
    request_timeout: float = 30.0
    # rerank models a request may name (comma-separated), besides retrieval.rerank_model; fixed when
    # the server starts (--allow-rerank-model), loaded then: a request never loads anything else
    allow_rerank_model: str = ""
    # POST /ingest reads files under this folder only (--ingest-root); empty: POST /ingest is off (403)
    ingest_root: str = ""


# section name -> (class, prefix of its flat names)
SECTIONS: dict[str, tuple[type, str]] = {
    "stores": (StoresSettings, ""),
    "neo4j": (Neo4jSettings, "neo4j_"),
    "weaviate": (WeaviateSettings, "weaviate_"),
    "embedding": (EmbeddingSettings, ""),
    "chunking": (ChunkingSettings, ""),
    "ingest": (IngestSettings, ""),
    "extraction": (ExtractionSettings, ""),
    "retrieval": (RetrievalSettings, ""),
    "understand": (UnderstandSettings, ""),
    "llm": (LLMSettings, "llm_"),
    "server": (ServerSettings, "server_"),
}


def own_fields(cls: type) -> list[dataclasses.Field[Any]]:
    """A section's own settings: its fields, less the stage parameters' store (StageSection)."""
    return [f for f in fields(cls) if not f.metadata.get("stage_params")]


def _flat_names() -> dict[str, tuple[str, str]]:
    """flat name -> (section, field); ``index`` is the one top-level setting."""
    out: dict[str, tuple[str, str]] = {"index": ("", "index")}
    for section, (cls, prefix) in SECTIONS.items():
        for f in own_fields(cls):
            flat = prefix + f.name
            assert flat not in out, f"setting name {flat!r} is not unique"
            out[flat] = (section, f.name)
    return out


# flat name -> (section, field); a stage parameter's field is its flat name (register_params adds it)
FLAT = _flat_names()

# The stages' parameter groups (graphrag/params.py), registered by the stages' modules when they
# are imported (importing the graphrag package imports them all), so config imports no stage.
PARAM_GROUPS: list[type[Params]] = []
_PARAM_FIELDS: dict[str, tuple[type[Params], dataclasses.Field[Any]]] = {}


def register_params(group: type[Params]) -> type[Params]:
    """Make a parameter group's fields settings of its section (a class decorator): flat name
    PREFIX + field, GRAPHRAG_<FLAT>, ``[SECTION] <flat>`` in a file, checked against its bounds."""
    section = SECTIONS.get(group.SECTION, (None, ""))[0]
    if section is None or not issubclass(section, StageSection):
        raise ValueError(f"{group.__name__}: section {group.SECTION!r} holds no stage parameters")
    for old in [g for g in PARAM_GROUPS if (g.__module__, g.__qualname__) == (group.__module__, group.__qualname__)]:
        unregister_params(old)  # the same module imported again (importlib.reload)
    flats = group.flat_fields()
    taken = [flat for flat in flats if flat in FLAT]
    if taken:
        raise ValueError(f"{group.__name__}: setting name(s) {', '.join(taken)} already taken")
    for flat, f in flats.items():
        FLAT[flat] = (group.SECTION, flat)
        _PARAM_FIELDS[flat] = (group, f)
    PARAM_GROUPS.append(group)
    return group


def unregister_params(group: type[Params]) -> None:
    """Undo register_params (a test's toy stage)."""
    for flat in group.flat_fields():
        if _PARAM_FIELDS.get(flat, (None,))[0] is group:
            del _PARAM_FIELDS[flat], FLAT[flat]
    PARAM_GROUPS.remove(group)


def section_settings(section: str) -> dict[str, str]:
    """A section's settings as a file names them (field or stage parameter) -> flat name."""
    cls, prefix = SECTIONS[section]
    out = {f.name: prefix + f.name for f in own_fields(cls)}
    out.update({flat: flat for g in PARAM_GROUPS if section == g.SECTION for flat in g.flat_fields()})
    return out


@dataclass(frozen=True)
class Settings:
    index: str = DEFAULT_INDEX
    stores: StoresSettings = field(default_factory=StoresSettings)
    neo4j: Neo4jSettings = field(default_factory=Neo4jSettings)
    weaviate: WeaviateSettings = field(default_factory=WeaviateSettings)
    embedding: EmbeddingSettings = field(default_factory=EmbeddingSettings)
    chunking: ChunkingSettings = field(default_factory=ChunkingSettings)
    ingest: IngestSettings = field(default_factory=IngestSettings)
    extraction: ExtractionSettings = field(default_factory=ExtractionSettings)
    retrieval: RetrievalSettings = field(default_factory=RetrievalSettings)
    understand: UnderstandSettings = field(default_factory=UnderstandSettings)
    llm: LLMSettings = field(default_factory=LLMSettings)
    server: ServerSettings = field(default_factory=ServerSettings)
    # flat name -> where its value came from ("file graphrag.toml", "env GRAPHRAG_ALPHA", "flag --alpha")
    sources: dict[str, str] = field(default_factory=dict, compare=False, repr=False)

    def replace(self, source: str = "code", **changes: Any) -> Settings:
        """A copy with flat-named changes (None values ignored), validated; ``source`` says where
        they came from in error messages."""
        values = {k: v for k, v in changes.items() if v is not None}
        return _build(self, values, {k: source for k in values})

    def explicit(self, flat: str) -> bool:
        """Whether a setting was given (file, env, flag or code) rather than left at its default."""
        return flat in self.sources

    @property
    def index_path(self) -> Path:
        return Path(self.index)


# Environment variables that map onto settings; GRAPHRAG_<FLAT NAME> works for every setting too.
_ENV_ALIASES = {
    "NEO4J_URI": "neo4j_uri",
    "NEO4J_USER": "neo4j_user",
    "NEO4J_USERNAME": "neo4j_user",
    "NEO4J_PASSWORD": "neo4j_password",
    "NEO4J_DATABASE": "neo4j_database",
    "WEAVIATE_URL": "weaviate_url",
    "WEAVIATE_API_KEY": "weaviate_api_key",
    "GRAPHRAG_LLM_URL": "llm_url",
    "GRAPHRAG_LLM_MODEL": "llm_model",
    "GRAPHRAG_LLM_API_KEY": "llm_api_key",
    "GRAPHRAG_API_KEY": "server_api_key",
    "GRAPHRAG_URL": "server_url",
    "GRAPHRAG_STORES": "preset",
}
# What ``stores.preset = "servers"`` sets: every store on a server, nothing in the index folder.
SERVERS_PRESET: dict[str, Any] = {"graph": "neo4j", "vectors": "weaviate", "sparse": "weaviate", "docs": "neo4j"}


def _kind(flat: str) -> type:
    if flat in _PARAM_FIELDS:
        return type(_PARAM_FIELDS[flat][1].default)
    section, name = FLAT[flat]
    cls = Settings if not section else SECTIONS[section][0]
    default = next(f for f in fields(cls) if f.name == name)
    value = default.default if default.default is not dataclasses.MISSING else ""
    return type(value)


def _coerce(flat: str, raw: Any, source: str) -> Any:
    kind = _kind(flat)
    try:
        if kind is bool:
            if isinstance(raw, bool):
                return raw
            word = str(raw).strip().lower()
            if isinstance(raw, (int, float)) and raw in (0, 1):
                return bool(raw)
            if word not in ("true", "false", "1", "0", "yes", "no", "on", "off"):
                raise ValueError
            return word in ("true", "1", "yes", "on")
        if kind is int:
            if isinstance(raw, bool) or (isinstance(raw, float) and not raw.is_integer()):
                raise ValueError
            return int(raw)
        if kind is float:
            if isinstance(raw, bool):
                raise ValueError
            return float(raw)
        if not isinstance(raw, (str, int, float)) or isinstance(raw, bool):
            raise ValueError
        return str(raw)
    except (TypeError, ValueError) as e:
        raise ConfigError(f"setting {_dotted(flat)} ({source}): cannot read {raw!r} as {kind.__name__}") from e


def _dotted(flat: str) -> str:
    section, name = FLAT[flat]
    return f"{section}.{name}" if section else name


def _build(base: Settings, values: dict[str, Any], sources: dict[str, str]) -> Settings:
    unknown = [k for k in values if k not in FLAT]
    if unknown:
        raise ConfigError(f"unknown setting(s): {', '.join(sorted(unknown))}")
    coerced = {k: _coerce(k, v, sources.get(k, "code")) for k, v in values.items()}
    per_section: dict[str, dict[str, Any]] = {}
    top: dict[str, Any] = {}
    for flat, value in coerced.items():
        section, name = FLAT[flat]
        if section:
            per_section.setdefault(section, {})[name] = value
        else:
            top[name] = value
    changes: dict[str, Any] = dict(top)
    for section, updates in per_section.items():
        changes[section] = _section_with(getattr(base, section), updates)
    merged_sources = {**base.sources, **sources}
    settings = _preset(dataclasses.replace(base, **changes, sources=merged_sources))
    validate(settings)
    return settings


def _section_with(old: Any, updates: dict[str, Any]) -> Any:
    """A section with its settings (fields or stage parameters, by field or flat name) updated."""
    staged = {k: v for k, v in updates.items() if k in _PARAM_FIELDS}
    own = {k: v for k, v in updates.items() if k not in staged}
    if staged:
        given = {**dict(old.stage_params), **staged}
        kept = {k: v for k, v in given.items() if k in _PARAM_FIELDS and v != _PARAM_FIELDS[k][1].default}
        own["stage_params"] = tuple(sorted(kept.items()))
    return dataclasses.replace(old, **own)


def _preset(s: Settings) -> Settings:
    """Apply ``stores.preset``: its store kinds, unless one was given otherwise (an error)."""
    if s.stores.preset != "servers":
        return s
    for flat, kind in SERVERS_PRESET.items():
        given = getattr(s.stores, flat)
        if s.explicit(flat) and given not in ("", kind) and s.sources[flat] != s.sources["preset"] + " (preset)":
            raise ConfigError(
                f"setting stores.{flat} = {given!r} ({s.sources[flat]}) contradicts stores.preset = 'servers' "
                f"({s.sources['preset']}), which keeps {flat} in {kind}"
            )
    sources = {**s.sources, **{flat: s.sources["preset"] + " (preset)" for flat in SERVERS_PRESET}}
    return dataclasses.replace(s, stores=dataclasses.replace(s.stores, **SERVERS_PRESET), sources=sources)


def _where(s: Settings, flat: str) -> str:
    return s.sources.get(flat, "default")


def _value(s: Settings, flat: str) -> Any:
    """The value of the setting of flat name ``flat``."""
    section, name = FLAT[flat]
    return getattr(getattr(s, section), name) if section else getattr(s, name)


def setting_error(s: Settings, flat: str, why: str) -> ConfigError:
    """A ConfigError naming the setting, its value and where the value came from."""
    return ConfigError(f"setting {_dotted(flat)} = {_value(s, flat)!r} ({_where(s, flat)}): {why}")


# Checks of names that layers above config own (the stage registries, the expansions): each
# registers its check when it is imported, so config imports nothing of them. A check raises
# ConfigError (made with setting_error).
SETTING_CHECKS: list[Callable[[Settings], None]] = []


def check_choice(s: Settings, flat: str, allowed: Iterable[str]) -> None:
    """Raise setting_error unless the setting's value is one of ``allowed``."""
    names = list(allowed)
    if _value(s, flat) not in names:
        raise setting_error(s, flat, "must be one of " + ", ".join(repr(a) for a in names if a))


# Bounds of config's own settings, as data: each check below names the field and where its value came
# from (the stages' parameters declare theirs: graphrag/params.py).
CHOICES: dict[str, tuple[str, ...]] = {
    "graph": ("", "networkx", "neo4j"),
    "vectors": ("", "local", "weaviate"),
    "sparse": ("local", "weaviate"),
    "docs": ("local", "neo4j"),
    "preset": ("", "servers"),
    "extractor": ("spacy", "llm"),
    "embed_backend": ("onnx", "torch"),
    "weaviate_hybrid_fusion": ("ranked", "relative"),
}
BETWEEN_0_AND_1 = (
    "link_fuzzy",
    "link_embedding",
    "history_decay",
    "min_score",
)
AT_LEAST_1 = (
    "candidates",
    "embed_batch_size",
    "nlp_batch_size",
    "query_threads",
    "server_workers",
    "neo4j_batch_size",
    "weaviate_replication_factor",
    "weaviate_shards",
    "chunk_tokens",
    "max_document_bytes",
    "max_document_chunks",
    "multi_queries",
    "llm_max_tokens",
    "server_max_body_bytes",
    "server_max_question_chars",
    "server_max_field_chars",
    "server_max_ingest_paths",
)
NOT_NEGATIVE = (
    "llm_timeout",
    "llm_retries",
    "llm_backoff",
    "llm_temperature",
    "llm_prompt_price",
    "llm_completion_price",
    "history_weight",
    "alias_weight",
    "budget_ms",
    "history_turns",
    "server_max_history_turns",
    "server_max_history_chars",
    "server_max_filters",
)
MORE_THAN_0 = (
    "neo4j_connect_timeout",
    "neo4j_query_timeout",
    "neo4j_read_retry_time",
    "neo4j_retry_time",
    "weaviate_init_timeout",
    "weaviate_query_timeout",
    "weaviate_insert_timeout",
    "server_request_timeout",
)


def validate(s: Settings) -> None:
    """Raise ConfigError naming the field and where its value came from."""
    for flat, allowed in CHOICES.items():
        check_choice(s, flat, allowed)
    for flats, ok, why in (
        (BETWEEN_0_AND_1, lambda v: 0.0 <= v <= 1.0, "must lie between 0 and 1"),
        (AT_LEAST_1, lambda v: v >= 1, "must be at least 1"),
        (NOT_NEGATIVE, lambda v: v >= 0, "must not be negative"),
        (MORE_THAN_0, lambda v: v > 0, "must be more than 0 seconds"),
    ):
        for flat in flats:
            if not ok(_value(s, flat)):
                raise setting_error(s, flat, why)
    for flat, (_, f) in _PARAM_FIELDS.items():  # the stages' parameters: the bounds they declare
        broken = problem(f, _value(s, flat))
        if broken:
            raise setting_error(s, flat, broken)
    _validate_together(s)
    for check in SETTING_CHECKS:
        check(s)


def _validate_together(s: Settings) -> None:
    """The bounds that depend on other settings."""
    if s.chunking.chunk_overlap < 0 or s.chunking.chunk_overlap >= s.chunking.chunk_tokens:
        raise setting_error(
            s,
            "chunk_overlap",
            f"must be at least 0 and smaller than chunking.chunk_tokens "
            f"({s.chunking.chunk_tokens}, {_where(s, 'chunk_tokens')})",
        )
    if s.llm.timeout == 0:
        raise setting_error(s, "llm_timeout", "must be more than 0 seconds")
    if s.stores.sparse == "weaviate" and s.stores.vectors == "local":
        raise setting_error(s, "sparse", "Weaviate's BM25 needs the chunks in Weaviate: use --vectors weaviate")
    if s.stores.docs != "local" and (s.stores.graph, s.stores.vectors, s.stores.sparse) != (
        "neo4j",
        "weaviate",
        "weaviate",
    ):
        # with any store local, the index folder keeps a generation anyway, and the table belongs in it
        raise setting_error(s, "docs", "documents on a server need every other store there too: use --stores servers")
    for flat in ("weaviate_read_consistency", "weaviate_write_consistency"):
        if str(_value(s, flat)).upper() not in CONSISTENCY_LEVELS:
            raise setting_error(s, flat, "must be one of " + ", ".join(CONSISTENCY_LEVELS))


def _read_file(path: str) -> dict[str, Any]:
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError as e:
        raise ConfigError(f"config file not found: {path}") from e
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise ConfigError(f"config file {path} is not valid TOML: {e}") from e
    values: dict[str, Any] = {}
    for key, raw in data.items():
        if key in SECTIONS and isinstance(raw, dict):
            names = section_settings(key)
            for name, value in raw.items():
                if name not in names:
                    raise ConfigError(
                        f"config file {path}: unknown setting {key}.{name} "
                        f"(known in [{key}]: {', '.join(sorted(names))})"
                    )
                values[names[name]] = value
        elif key == "index":
            values["index"] = raw
        else:
            hint = f"; did you mean [{FLAT[key][0]}] {FLAT[key][1]}?" if key in FLAT else ""
            raise ConfigError(f"config file {path}: unknown setting {key!r}{hint}")
    return values


def load_settings(config_file: str | None = None, env: dict[str, str] | None = None, **flags: Any) -> Settings:
    """Build settings from defaults, then a TOML file, then the environment, then flags.

    The file is ``config_file``, else ``$GRAPHRAG_CONFIG``, else ``./graphrag.toml`` if present.
    Flags use flat names; those that are None are ignored, so click options pass straight through.
    """
    env = dict(os.environ) if env is None else env
    values: dict[str, Any] = {}
    sources: dict[str, str] = {}

    path = config_file or env.get("GRAPHRAG_CONFIG")
    if path is None and Path("graphrag.toml").is_file():
        path = "graphrag.toml"
    if path:
        for flat, value in _read_file(path).items():
            values[flat], sources[flat] = value, f"file {path}"

    for var, flat in _ENV_ALIASES.items():
        if env.get(var):
            values[flat], sources[flat] = env[var], f"env {var}"
    for flat in FLAT:
        var = f"GRAPHRAG_{flat.upper()}"
        if env.get(var):
            values[flat], sources[flat] = env[var], f"env {var}"

    for flat, value in flags.items():
        if value is not None:
            values[flat], sources[flat] = value, f"flag --{flat.replace('_', '-')}"
    return _build(Settings(), values, sources)
