"""The click CLI: a thin layer over the library; each command is a few lines."""

from __future__ import annotations

import contextlib
import functools
import json
import logging
import sys
import time
from collections.abc import Callable
from typing import Any

import click

from .config import Settings, load_settings
from .errors import GraphragError, IndexCorruptError, redact
from .retrieve.stages import FUSIONS, GRAPH_STAGES
from .terminal import SafeFormatter, json_text, safe


def _fail(message: str) -> None:
    click.echo(f"error: {safe(message, keep_newlines=True)}", err=True)
    sys.exit(1)


def handles_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except GraphragError as e:
            _fail(str(e))

    return wrapper


# The options of server mode (Neo4j, Weaviate, where each store lives): kept out of every
# command's --help, which names them in one line; `--help-servers` lists them.
SERVER_OPTIONS = (
    "graph",
    "vectors",
    "sparse",
    "docs",
    "index_name",
    "neo4j_uri",
    "neo4j_user",
    "neo4j_password",
    "neo4j_database",
    "weaviate_url",
    "weaviate_grpc_port",
    "weaviate_collection",
)


def _help_servers(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    """Print the server-mode options of this command (they are hidden from --help), then exit."""
    if not value or ctx.resilient_parsing:
        return
    rows = []
    for param in ctx.command.params:
        if isinstance(param, click.Option) and param.name in SERVER_OPTIONS:
            rows.append((", ".join(param.opts), param.help or ""))
    formatter = ctx.make_formatter()
    formatter.write_text(
        "Server mode: keep the graph in Neo4j and the vectors (and BM25) in Weaviate; --stores servers "
        "puts every store there. Each option also reads its environment variable or the settings file."
    )
    with formatter.section("Server options"):
        formatter.write_dl(rows)
    click.echo(formatter.getvalue(), color=ctx.color)
    ctx.exit()


# Options shared by every command that opens an index.
STORE_OPTIONS = [
    click.option(
        "--index",
        "index",
        type=click.Path(file_okay=False),
        default=None,
        help="Index folder (default ./.graphrag).",
    ),
    click.option(
        "--settings",
        "config_file",
        type=click.Path(dir_okay=False),
        default=None,
        help="TOML settings file (default $GRAPHRAG_CONFIG or ./graphrag.toml).",
    ),
    click.option(
        "--graph",
        type=click.Choice(["networkx", "neo4j"]),
        default=None,
        help="Graph store (default: as the index was built, else networkx).",
    ),
    click.option(
        "--vectors",
        type=click.Choice(["local", "weaviate"]),
        default=None,
        help="Dense index (default: as the index was built, else local).",
    ),
    click.option(
        "--sparse",
        type=click.Choice(["local", "weaviate"]),
        default=None,
        help="BM25 from the local index (default) or from Weaviate (with --vectors weaviate).",
    ),
    click.option(
        "--docs",
        type=click.Choice(["local", "neo4j"]),
        default=None,
        help="Documents and chunk text in the index folder (default) or in Neo4j (with every store on a server).",
    ),
    click.option(
        "--stores",
        "preset",
        type=click.Choice(["servers"]),
        default=None,
        help="servers: every store on a server (--graph neo4j --vectors weaviate --sparse weaviate --docs neo4j), "
        "nothing in the index folder; the index is found by --index-name (env GRAPHRAG_STORES).",
    ),
    click.option(
        "--index-name",
        default=None,
        help="With --stores servers: the name the index is kept under on the servers (default: the folder's "
        "name; env GRAPHRAG_INDEX_NAME).",
    ),
    click.option("--neo4j-uri", default=None, help="Bolt URI (env NEO4J_URI)."),
    click.option("--neo4j-user", default=None, help="Neo4j user (env NEO4J_USER)."),
    click.option("--neo4j-password", default=None, help="Neo4j password (env NEO4J_PASSWORD)."),
    click.option("--neo4j-database", default=None, help="Neo4j database (env NEO4J_DATABASE)."),
    click.option("--weaviate-url", default=None, help="Weaviate URL (env WEAVIATE_URL; key from WEAVIATE_API_KEY)."),
    click.option(
        "--weaviate-grpc-port", type=int, default=None, help="Weaviate gRPC port on the URL's host (default 50051)."
    ),
    click.option(
        "--weaviate-collection",
        default=None,
        help="Weaviate collection (default: the index's own, named after its folder).",
    ),
    click.option(
        "--help-servers",
        is_flag=True,
        expose_value=False,
        is_eager=True,
        callback=_help_servers,
        help="Show the server-mode options (where the graph, vectors and documents live) and exit.",
    ),
]


def store_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Options shared by every command that opens an index (the server ones hidden: --help-servers)."""
    for option in reversed(STORE_OPTIONS):
        fn = option(fn)
    for param in getattr(fn, "__click_params__", []):
        if param.name in SERVER_OPTIONS:
            param.hidden = True
    return fn


def retrieval_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Options that pick fusion, graph use and reranking (defaults from settings)."""
    options = [
        click.option(
            "--fusion",
            type=click.Choice(list(FUSIONS)),
            default=None,
            help="Fuse BM25 and dense by weighted z-scores (default) or by RRF (k=60).",
        ),
        click.option(
            "--alpha", type=click.FloatRange(0, 1), default=None, help="Weighted fusion: the dense share (default 0.7)."
        ),
        click.option(
            "--graph-mode",
            type=click.Choice(list(GRAPH_STAGES)),
            default=None,
            help="How the graph re-ranks the fused list (default learned: all graph signals, weighed by a model).",
        ),
        click.option(
            "--rerank",
            "rerank_model",
            default=None,
            metavar="MODEL",
            help="Rerank with a sentence-transformers CrossEncoder (name or local path).",
        ),
        click.option(
            "--mmr",
            "mmr_lambda",
            type=click.FloatRange(0, 1),
            default=None,
            metavar="LAMBDA",
            help="Diversify the head with maximal marginal relevance (relevance share).",
        ),
    ]
    for option in reversed(options):
        fn = option(fn)
    return fn


def understand_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Query understanding (graphrag/understand/): expansion, the threshold, the latency budget."""
    from .understand.expand import EXPANSIONS

    options = [
        click.option(
            "--expand",
            "expand",
            multiple=True,
            type=click.Choice(list(EXPANSIONS)),
            help="Expand the query (repeatable): prf (RM3 terms from the top BM25 chunks), aliases (names of "
            "the linked entities); with an LLM (llm.url): multi-query (phrasings), hyde (a hypothetical "
            "passage's embedding), step-back (a broader question), each retrieved and fused by RRF. Default: none.",
        ),
        click.option(
            "--min-score",
            "min_score",
            type=click.FloatRange(0, 1),
            default=None,
            help="Answer 'no confident match' when no chunk's cosine to the question reaches this (default off).",
        ),
    ]
    for option in reversed(options):
        fn = option(fn)
    return fn


def _understand_flags(flags: dict[str, Any]) -> None:
    """--expand (repeatable) becomes the comma-separated setting; nothing given: the settings' own."""
    expand = flags.pop("expand", ())
    flags["expand"] = ",".join(expand) if expand else None


def _settings(**flags: Any) -> Settings:
    config_file = flags.pop("config_file", None)
    return load_settings(config_file, **flags)


def _logging(verbose: int, quiet: bool) -> None:
    """Warnings (skipped inputs, retries) by default; -v adds progress notes, -vv debug; -q errors only."""
    level = logging.ERROR if quiet else {0: logging.WARNING, 1: logging.INFO}.get(verbose, logging.DEBUG)
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(SafeFormatter("%(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger("graphrag")
    for name in ("graphrag", "ingest"):
        logger = logging.getLogger(name)
        logger.handlers[:] = [handler]
        logger.setLevel(level)
        logger.propagate = False
    root.debug("log level %s", logging.getLevelName(level))


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="graphrag")
@click.option("-v", "--verbose", count=True, help="Say more on stderr (-vv: debug).")
@click.option("-q", "--quiet", is_flag=True, help="Errors only on stderr.")
def main(verbose: int, quiet: bool) -> None:
    """graphrag: knowledge-graph-augmented retrieval with reasons for every hit."""
    _logging(verbose, quiet)


PROGRESS_EVERY = 5.0  # seconds between two progress lines when stderr is not a terminal


class Progress:
    """How far a long job is, on stderr: a bar on a terminal; elsewhere (a log file, CI) a line
    every PROGRESS_EVERY seconds with the count, the rate and the time left."""

    def __init__(self, label: str, every: float = PROGRESS_EVERY, stream: Any = None):
        self.label, self.every = label, every
        self.stream = stream or sys.stderr
        self.total = self.done = 0
        self.bar: Any = None
        self.started = self.said = 0.0

    def start(self, total: int) -> None:
        """The job has ``total`` units (0: nothing to show)."""
        if not total:
            return
        self.total, self.done = total, 0
        self.started = self.said = time.monotonic()
        if self.stream.isatty():
            self.bar = click.progressbar(length=total, label=self.label, file=self.stream)
            self.bar.__enter__()
        else:
            self._line()

    def update(self, n: int) -> None:
        self.done += n
        if self.bar is not None:
            self.bar.update(n)
        elif self.total and time.monotonic() - self.said >= self.every:
            self._line()

    def _line(self) -> None:
        self.said = time.monotonic()
        spent = self.said - self.started
        rate = self.done / spent if spent > 0 else 0.0
        left = f", about {(self.total - self.done) / rate:.0f} s left" if rate > 0 else ""
        print(f"{self.label}: {self.done}/{self.total} ({rate:.1f}/s{left})", file=self.stream, flush=True)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.__exit__(None, None, None)
            self.bar = None
        elif self.total and self.done > 0:
            self._line()


@main.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path())
@click.option(
    "--rebuild",
    is_flag=True,
    help="Delete everything in the index first (in every store it uses), then ingest PATHS: "
    "the way to change the embedding model, chunking or extractor of an index.",
)
@click.option("--strict", is_flag=True, help="Exit non-zero when any input was skipped.")
@click.option(
    "--sync",
    is_flag=True,
    help="Also delete the documents that came from under PATHS and are no longer there.",
)
@click.option("--embedding-model", default=None, help="Embedding model name or path (new or rebuilt index).")
@click.option("--chunk-tokens", type=int, default=None, help="Chunk size in model tokens (default 200).")
@click.option("--chunk-overlap", type=int, default=None, help="Overlap between chunks in tokens (default 40).")
@click.option("--spacy-model", default=None, help="spaCy pipeline for extraction (default en_core_web_sm).")
@click.option(
    "--extractor",
    type=click.Choice(["spacy", "llm"]),
    default=None,
    help="Entities and relations by spaCy (default) or by the LLM at llm.url (spaCy for a chunk it fails on); "
    "llm prints the estimated tokens and cost and asks before it starts.",
)
@click.option("--yes", "-y", "yes", is_flag=True, help="Start an LLM extraction without asking.")
@click.option(
    "--source-root",
    type=click.Path(file_okay=False),
    default=None,
    help="Folder that file ids are relative to (default: the one the index recorded, else the folder of PATHS).",
)
@click.option(
    "--max-document-bytes", type=int, default=None, help="Skip a file or JSONL line larger than this (default 8 MiB)."
)
@click.option(
    "--max-document-chunks", type=int, default=None, help="Skip a document of more chunks than this (default 10000)."
)
@store_options
@handles_errors
def ingest(paths: tuple[str, ...], rebuild: bool, strict: bool, sync: bool, yes: bool, **flags: Any) -> None:
    """Ingest files and folders (.txt, .md, .jsonl) into the index.

    \b
    Document ids: a JSONL record's own "id"; a file's path relative to the
    index's source root (docs/notes.md), whether PATHS are given relative,
    absolute or as ./docs/../docs. The first ingest of an index records that
    root (--source-root, else the folder of its PATHS; kept in
    source_root.json); a file outside it keeps its absolute path as id.
    """
    from ingest.run import ingest as run_ingest

    settings = _settings(**flags)
    bar = Progress("ingesting (chunks)")

    def confirm(guess: Any) -> None:  # the LLM extractor's estimate, before anything is written
        click.echo(guess.describe())
        if yes or guess.chunks == guess.cached:  # nothing to send: nothing to confirm
            return
        if not sys.stdin.isatty():
            raise GraphragError(
                "not starting the LLM extraction: nobody can confirm the estimate above (standard input is not "
                "a terminal); pass --yes to accept it. Nothing was written."
            )
        if not click.confirm("Start the LLM extraction?", default=False, err=True):
            raise GraphragError("LLM extraction not started; nothing was written.")

    try:
        report = run_ingest(
            paths, settings, progress=bar.update, on_total=bar.start, rebuild=rebuild, sync=sync, confirm=confirm
        )
    finally:
        bar.close()
    t = report.totals
    click.echo(
        f"documents: {t.get('documents', 0)} ({report.documents_new} new, {report.documents_updated} updated, "
        f"{report.documents_unchanged} unchanged" + (f", {report.documents_deleted} deleted" if sync else "") + ")\n"
        f"chunks:    {t.get('chunks', 0)} ({report.chunks_written} written)\n"
        f"entities:  {t.get('entities', 0)}\nrelations: {t.get('relations', 0)}\n"
        f"skipped:   {len(report.skipped)}"
    )
    for s in report.skipped:
        click.echo(f"  skipped {safe(s)}")
    if report.llm:
        u = report.llm
        price = settings.llm.prompt_price or settings.llm.completion_price
        click.echo(
            f"llm:       {u['prompt_tokens']:,} prompt + {u['completion_tokens']:,} completion tokens in "
            f"{u['requests']} request(s)" + (f", cost {u['cost']:.4f}" if price else "") + f"; {u['cached']} answer(s) "
            f"from the cache, {u['retries']} retried; {u['fallbacks']} chunk(s) extracted by spaCy instead"
        )
    rate = f", {report.chunks_per_second:.1f} chunks/s" if report.chunks_written else ""
    click.echo(f"seconds:   {report.seconds:.1f}{rate}")
    click.echo(f"index:     {safe(t.get('index'))}")
    done = report.documents_new + report.documents_updated + report.documents_unchanged + report.documents_deleted
    if not done:
        _fail("nothing was ingested: every input was skipped, empty or missing")
    if strict and report.skipped:
        _fail(f"{len(report.skipped)} input(s) skipped (--strict)")


@main.command()
@click.argument("question")
@click.option("-k", "k", default=5, show_default=True, type=click.IntRange(1, 1000), help="How many hits.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array, best first.")
@click.option("--timings", is_flag=True, help="Print each stage's milliseconds to stderr.")
@click.option(
    "--per-document",
    is_flag=True,
    help="At most one hit per document, its best chunk (-k then counts documents, as eval does).",
)
@click.option(
    "--filter",
    "filters",
    multiple=True,
    metavar="FIELD OP VALUE",
    help="Only chunks whose document metadata passes, e.g. year>=2020 or team==ops "
    "(op: == != > >= < <=; repeat for AND; quote a value to keep it a string).",
)
@click.option(
    "--server",
    default=None,
    metavar="URL",
    help="Ask a running `graphrag serve` instead of opening the index (env GRAPHRAG_URL).",
)
@click.option(
    "--history",
    "history_file",
    type=click.Path(dir_okay=False),
    default=None,
    help='The conversation so far: a JSON list of {"role": "user"|"assistant", "content": ...}; '
    "QUESTION is then a follow-up, searched as a standalone query.",
)
@click.option(
    "--budget-ms",
    "budget_ms",
    type=click.FloatRange(0),
    default=None,
    help="Latency budget: skip expansion, the graph stage or reranking when they would overrun it.",
)
@click.option(
    "--degrade",
    "degrade",
    is_flag=True,
    default=None,
    help="While the dense index (Weaviate) is down, answer from the other retrievers and say so (stores.degrade).",
)
@understand_options
@retrieval_options
@store_options
@handles_errors
def query(
    question: str,
    k: int,
    as_json: bool,
    timings: bool,
    filters: tuple[str, ...],
    server: str | None,
    history_file: str | None,
    per_document: bool,
    **flags: Any,
) -> None:
    """Answer QUESTION with the chunks that match it, each with the reason it was found."""
    from .understand.conversation import load_history

    _understand_flags(flags)
    settings = _settings(**flags)
    history = load_history(history_file) if history_file else []
    url = server or settings.server.url
    if url and settings.sources.get("index", "").startswith("flag"):
        said = "--server" if server else f"the server URL ({settings.sources.get('server_url', 'settings')})"
        raise GraphragError(
            f"--index {settings.index} is not used when asking a running server: {said} answers from its own "
            "index. Drop --index to ask the server, or unset GRAPHRAG_URL (and --server) to open the folder."
        )
    if url:
        from .client import call

        click.echo(f"(asking the graphrag server at {redact(url)})", err=True)
        body: dict[str, Any] = {"question": question, "k": k, "filters": list(filters)}
        if per_document:
            body["per_document"] = True
        body.update({key: flags[key] for key in ("fusion", "alpha", "graph_mode", "rerank_model", "mmr_lambda")})
        body.update({"history": [{"role": t.role, "content": t.content} for t in history]})
        body.update({key: flags[key] for key in ("min_score", "budget_ms") if flags[key] is not None})
        if flags["expand"] is not None:
            body["expand"] = flags["expand"].split(",")
        result = call(url, "/query", body, settings.server.api_key)
    else:
        result = _answer_here(settings, question, k, filters, history, per_document)
    understood = bool(
        history
        or result.get("expansions")
        or result.get("generated")
        or result.get("skipped")
        or result.get("min_score")
        or settings.understand.budget_ms
    )
    _print_result(result, as_json, timings, understood)


def _answer_here(
    settings: Settings, question: str, k: int, filters: tuple[str, ...], history: list[Any], per_document: bool
) -> dict[str, Any]:
    from .index import open_index
    from .pipeline import QueryPipeline
    from .stores.filters import parse_filters
    from .understand.ask import Session, options_from_settings

    parsed = parse_filters(filters)
    index = open_index(settings)
    try:
        index.require_content()
        options = options_from_settings(
            settings, k=k, history=tuple(history), filters=parsed, per_document=per_document
        )
        return Session(QueryPipeline(index)).ask(question, options).to_json()
    finally:
        index.close()


def _print_result(result: dict[str, Any], as_json: bool, timings: bool, understood: bool = True) -> None:
    """The same output whether the index was asked here or through a server. ``--json`` prints the
    hits array as it always has; with query understanding in play (a history, expansion, a
    threshold or a budget) it prints the whole answer object: standalone query, confidence, hits."""
    hits = result["hits"]
    if result.get("partial"):
        left_out = ", ".join(safe(str(p)) for p in result["partial"])
        click.echo(
            f"note: a partial answer: the {left_out} retriever's store is down; answered from the others", err=True
        )
    if as_json:
        click.echo(json_text(result if understood else hits))
    else:
        standalone = result.get("standalone")
        if standalone and standalone != result.get("question"):
            click.echo(f"searched: {standalone}")
        for name, terms in (result.get("expansions") or {}).items():
            click.echo(f"expanded ({name}): " + (", ".join(f"{t} {w:.2f}" for t, w in terms) or "nothing added"))
        note = (result.get("conversation") or {}).get("note")
        if note:
            click.echo(f"note: {safe(note)}")
        for name, texts in (result.get("generated") or {}).items():
            click.echo(f"expanded ({name}): " + " | ".join(safe(t) for t in texts))
        for stage, why in (result.get("skipped") or {}).items():
            click.echo(f"skipped {stage}: {safe(why)}")
        if result["links"]:
            click.echo(
                "linked: "
                + ", ".join(
                    f'"{safe(ln["surface"])}" → {safe(ln["entity"])}'
                    + ("" if ln["how"] == "exact" else f" ({ln['how']})")
                    for ln in result["links"]
                )
            )
        for h in hits:
            snippet = " ".join(h["text"].split())
            snippet = snippet[:220] + ("…" if len(snippet) > 220 else "")
            click.echo(f"\n{h['rank']}. {safe(h['doc_id'])} — {safe(h['title'])}  [{h['score']:.4f}]")
            click.echo(f"   why: {safe(h['reason'])}")
            click.echo(f"   {safe(snippet)}")
        if result.get("confident") is False:
            click.echo(result["message"])
        elif not hits:
            click.echo("no matching chunks")
        if result["reranker"]:
            click.echo(f"\n(reranked by {safe(result['reranker'])})")
    if timings:
        click.echo("timings (ms): " + ", ".join(f"{k} {v:.1f}" for k, v in result["timings"].items()), err=True)


@main.command()
@click.option("--host", "server_host", default=None, help="Address to listen on (default 127.0.0.1).")
@click.option("--port", "server_port", type=int, default=None, help="Port (default 8765).")
@click.option("--workers", "server_workers", type=int, default=None, help="Server processes (default 1).")
@click.option(
    "--allow-rerank-model",
    "server_allow_rerank_model",
    multiple=True,
    metavar="NAME",
    help="A rerank model requests may name (repeatable; loaded at start). Default: only the configured one.",
)
@click.option(
    "--ingest-root",
    "server_ingest_root",
    type=click.Path(file_okay=False, exists=True),
    default=None,
    help="Turn POST /ingest on, for the files under this folder only (default: off).",
)
@click.option(
    "--degrade",
    "degrade",
    is_flag=True,
    default=None,
    help="While the dense index (Weaviate) is down, answer from the other retrievers and say so (stores.degrade).",
)
@store_options
@handles_errors
def serve(**flags: Any) -> None:
    """Serve the index over HTTP: the page at /, POST /query, GET /entity, /stats, /health, POST /ingest, /docs."""
    from .server import serve as run_server

    flags["server_allow_rerank_model"] = ",".join(flags["server_allow_rerank_model"]) or None
    settings = _settings(**flags)
    s = settings.server
    click.echo(
        f"graphrag serving {safe(settings.index_path)} at http://{s.host}:{s.port}/ (API docs: /docs); Ctrl-C stops",
        err=True,
    )
    run_server(settings, flags)


@main.command(name="mcp")
@click.option("--http", is_flag=True, help="Streamable HTTP on 127.0.0.1 (path /mcp) instead of stdio.")
@click.option(
    "--port", "http_port", type=click.IntRange(1, 65535), default=8766, show_default=True, help="The --http port."
)
@store_options
@handles_errors
def mcp_cmd(http: bool, http_port: int, **flags: Any) -> None:
    """Serve the index to agents over MCP (stdio): tools search, entity and stats (docs/web-and-mcp.md)."""
    from .mcp_server import run

    run(_settings(**flags), http=http, port=http_port)


@main.command()
@click.option("-k", "k", default=5, show_default=True, type=click.IntRange(1, 1000), help="Hits per answer.")
@click.option("--budget-ms", "budget_ms", type=click.FloatRange(0), default=None, help="Latency budget per question.")
@understand_options
@retrieval_options
@store_options
@handles_errors
def chat(k: int, **flags: Any) -> None:
    """Ask questions and follow-ups at a prompt; the conversation is kept (/reset, /k N, /why, /quit)."""
    from .index import open_index
    from .pipeline import QueryPipeline
    from .understand.ask import Session, options_from_settings
    from .understand.chat import COMMANDS, line_editing, run

    _understand_flags(flags)
    settings = _settings(**flags)
    index = open_index(settings)
    try:
        index.require_content()
        editing = line_editing()
        click.echo(f"graphrag chat on {settings.index_path} ({editing}); {COMMANDS}", err=True)
        session = Session(QueryPipeline(index))
        run(session, options_from_settings(settings, k=k), input, click.echo)
    finally:
        index.close()


@main.command(name="eval")
@click.option(
    "--queries",
    "queries_file",
    required=True,
    type=click.Path(exists=True, dir_okay=False),
    help='JSONL of {"id", "question", "supporting": [doc ids]} (or "chains": [[doc ids], ...], '
    'the best of which counts; with "hops", recall is also reported by hops).',
)
@click.option("--k", "ks", default="1,2,5,10", show_default=True, help="Cut-offs, comma-separated.")
@click.option(
    "--config",
    "configs",
    multiple=True,
    metavar="NAME",
    help="Configurations to evaluate (repeatable; default: bm25 dense hybrid graph default).",
)
@click.option("--json", "as_json", is_flag=True, help='Print {"queries": N, "configs": {NAME: metrics}}.')
@click.option("--save-run", type=click.Path(dir_okay=False), default=None, help="Write a TREC run file.")
@click.option("--plot", type=click.Path(dir_okay=False), default=None, help="Draw Recall@k per configuration (PNG).")
@understand_options
@retrieval_options
@store_options
@handles_errors
def evaluate_cmd(
    queries_file: str,
    ks: str,
    configs: tuple[str, ...],
    as_json: bool,
    save_run: str | None,
    plot: str | None,
    **flags: Any,
) -> None:
    """Recall@k, Precision@k, MRR and NDCG@k of each configuration on a query set."""
    from .eval import evaluate, format_table, load_queries, plot_recall, write_trec_run
    from .index import open_index
    from .pipeline import QueryPipeline, named_configs

    try:
        cutoffs = sorted({int(k) for k in ks.split(",") if k.strip()})
    except ValueError:
        raise click.BadParameter(f"not a list of whole numbers: {ks!r}", param_hint="--k") from None
    from .understand.expand import EXPANDERS, expansion_configs

    queries = load_queries(queries_file)
    _understand_flags(flags)
    index = open_index(_settings(**flags))
    try:
        index.require_content()
        known = named_configs(index.settings)
        extra = expansion_configs(known["default"])  # "prf", "aliases": the default, retrieved expanded
        known.update(extra)
        names = list(configs) or ["bm25", "dense", "hybrid", "graph", "default"]
        unknown = [n for n in names if n not in known]
        if unknown:
            raise click.BadParameter(
                f"unknown configuration(s) {', '.join(unknown)}; known: {', '.join(known)}", param_hint="--config"
            )
        pipeline = QueryPipeline(index)
        with click.progressbar(length=len(queries), label="evaluating", file=sys.stderr) as bar:
            u = index.settings.understand
            everywhere = [n for n in u.expand.split(",") if n in EXPANDERS]
            expand = {n: [*everywhere, *([n] if n in extra else [])] for n in names}
            result = evaluate(pipeline, queries, [known[n] for n in names], cutoffs, bar.update, expand, u.min_score)
    finally:
        index.close()
    if save_run:
        write_trec_run(result, save_run)
    if plot:
        plot_recall(result, cutoffs, plot)
    if as_json:
        click.echo(json.dumps(result.to_json(), indent=2))
    else:
        click.echo(format_table(result, cutoffs))


@main.command()
@click.argument("doc_ids", nargs=-1)
@click.option(
    "--path",
    "paths",
    multiple=True,
    type=click.Path(),
    help="Also delete every document that came from this file or folder (repeatable).",
)
@store_options
@handles_errors
def delete(doc_ids: tuple[str, ...], paths: tuple[str, ...], **flags: Any) -> None:
    """Delete documents (by id, or by the file or folder they came from) from every store."""
    from .errors import QueryError
    from .index import open_index, writer_lock

    if not doc_ids and not paths:
        raise QueryError("name the documents to delete (their ids) or --path a file or folder")
    settings = _settings(**flags)
    with writer_lock(settings.index_path):
        index = open_index(settings)
        try:
            known = index.docs.hashes()
            chosen = sorted({d for d in doc_ids if d in known} | set(index.under(paths)))
            missing = [d for d in doc_ids if d not in known]
            gone = set(chosen)
            chunks = sum(1 for c in index.docs.chunks().values() if c.doc_id in gone)
            for doc_id in chosen:
                index.delete_document(doc_id)
            if chosen:
                index.commit(index.manifest.get("settings", {}).get("dim", 0), text_changed=True)
            left = index.docs.counts()
        finally:
            index.close()
    click.echo(f"deleted:   {len(chosen)} documents ({chunks} chunks)")
    for d in missing:
        click.echo(f"  not in the index: {safe(d)}")
    click.echo(f"left:      {left['documents']} documents, {left['chunks']} chunks")


@main.command()
@click.argument("name")
@click.option("--all", "show_all", is_flag=True, help="Show every match, not only the best.")
@click.option("--json", "as_json", is_flag=True, help="Print the matches as JSON.")
@store_options
@handles_errors
def entity(name: str, show_all: bool, as_json: bool, **flags: Any) -> None:
    """Show an entity: its names, the facts stated about it with their sentences and documents,
    what it is said to be, its neighbours and the documents that mention it. NAME is matched in
    any case, as a defined short name ("HVC"), a near miss or part of a longer name."""
    from .entities import format_view, views
    from .index import open_index

    index = open_index(_settings(**flags))
    try:
        found = views(index.graph, index.docs, name)
    finally:
        index.close()
    if not found:
        _fail(f"no entity matches {name!r}")
    shown = found if show_all else found[:1]
    if as_json:
        click.echo(json.dumps([v.to_json() for v in shown], indent=2, ensure_ascii=False))
        return
    for i, view in enumerate(shown):
        if i:
            click.echo("")
        for line in format_view(view):
            click.echo(safe(line))
    if len(found) > len(shown):
        others = ", ".join(f"{v.entity.name} ({v.how})" for v in found[len(shown) :])
        click.echo(f"\nother matches: {safe(others)} (--all shows them)")


@main.command()
@click.option("--json", "as_json", is_flag=True)
@store_options
@handles_errors
def stats(as_json: bool, **flags: Any) -> None:
    """Counts of documents, chunks, entities, relations and vectors in the index."""
    from .index import open_index

    index = open_index(_settings(**flags))
    try:
        data = index.stats()
    finally:
        index.close()
    if as_json:
        click.echo(json.dumps(data, indent=2))
    else:
        for key, value in data.items():
            if key != "warning":
                click.echo(f"{key + ':':17}{safe(value)}")
    if "warning" in data:
        click.echo(f"warning: {data['warning']}", err=True)


@main.command()
@click.option(
    "--repair",
    is_flag=True,
    help="Make the stores agree again: drop chunks no document owns, rebuild BM25, and remove (and name, "
    "to ingest again) documents that lost chunks in a store.",
)
@store_options
@handles_errors
def check(repair: bool, **flags: Any) -> None:
    """Check that the document table, BM25, vectors and graph agree on the chunks (exit 1 if not)."""
    from .check import check as check_index
    from .check import repair as repair_index
    from .index import open_index, writer_lock

    settings = _settings(**flags)
    with writer_lock(settings.index_path) if repair else contextlib.nullcontext():
        try:
            index = open_index(settings)
            try:
                found = repair_index(index) if repair else check_index(index)
                after = check_index(index) if repair and not found.ok else found
            finally:
                index.close()
        except IndexCorruptError as e:
            if not repair or settings.stores.docs != "local":
                raise
            _recover(settings, e)
            return
    click.echo(f"index:     {settings.index_path} (generation {found.generation})")
    click.echo(f"documents: {found.documents}\nchunks:    {found.chunks}")
    for store, n in found.counts.items():
        click.echo(f"{store + ':':11}{n}")
    for problem in found.problems:
        click.echo(f"  {problem}")
    if repair and not found.ok:
        click.echo(f"repaired:  generation {after.generation}")
        if found.reingest:
            click.echo(f"removed {len(found.reingest)} document(s) that lost chunks in a store; ingest them again:")
            for doc_id, source in found.reingest.items():
                click.echo(f"  {doc_id}" + (f"  (from {source})" if source else ""))
        for problem in after.problems:
            click.echo(f"  still: {problem}")
    if not after.ok:
        hint = (
            "ingest the documents again, or rebuild with `graphrag ingest PATHS --rebuild`"
            if repair
            else "run `graphrag check --repair`"
        )
        _fail(f"the stores disagree ({len(after.problems)} problem(s)): {hint}")
    click.echo("ok: the document table, BM25, vectors and graph agree")


def _recover(settings: Settings, error: IndexCorruptError) -> None:
    """``check --repair`` of an index that does not open: made to open again (graphrag/index/recover.py),
    then checked."""
    from .check import check as check_index
    from .index import open_index
    from .index.recover import recover

    click.echo(f"damaged:   {error}")
    done = recover(settings)
    click.echo(f"repaired:  {done.how} (generation {done.generation}); the damaged file was {done.damaged}")
    if done.reingest:
        click.echo(f"{len(done.reingest)} document(s) fell out of the index; ingest them again:")
        for doc_id, source in sorted(done.reingest.items()):
            click.echo(f"  {doc_id}" + (f"  (from {source})" if source else ""))
    index = open_index(settings)
    try:
        after = check_index(index)
    finally:
        index.close()
    for problem in after.problems:
        click.echo(f"  still: {problem}")
    if not after.ok:
        _fail(f"the stores disagree ({len(after.problems)} problem(s)): rebuild with `graphrag ingest PATHS --rebuild`")
    click.echo("ok: the document table, BM25, vectors and graph agree")


if __name__ == "__main__":
    main()
