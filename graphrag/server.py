"""``graphrag serve``: the query pipeline behind an HTTP JSON API, loaded once and kept warm.

FastAPI on uvicorn: FastAPI because the request and response models give validation, the
OpenAPI schema and the docs page (``/docs``) from one definition; uvicorn is its usual server.

    POST /query      {"question", "k", "filters", "fusion", "alpha", "graph_mode", ..., "history", "expand",
                      "min_score", "budget_ms"} -> the standalone query searched, confidence, hits with reasons
    GET  /stats      what the index holds
    GET  /health     200 once the models are loaded, 503 before (and while there is no index yet)
    POST /ingest     {"paths": [...], "rebuild": false} -> 202 {"job": id}; runs in the background;
                     off (403) unless the server was started with --ingest-root DIR: files under DIR only
    GET  /jobs/{id}  an ingest job's state and progress
    GET  /entity     ?name= an entity's aliases, facts and documents; the page at /, docs at /docs (web/)

What a request may be is limited (docs/operations.md, "Security"): the body's size before it is
parsed, each field's size, the rerank models a request may name (fixed at start), the files an
ingest may read; each request has a deadline (server.request_timeout), checked between stages.

All pipeline work runs on one thread per process (the SQLite table and the lazily loaded models
stay on it); ``--workers`` starts more processes. /health never waits for that thread, and /stats
answers with its last counts when the thread is busy for longer than STATS_WAIT.

Before each query the service checks whether the index changed on disk (an ingest job here, or
``graphrag ingest`` elsewhere), or, for an index kept on the servers (``--stores servers``), whether
its record in Neo4j names another generation or other pending documents (a commit by another
replica); if so it opens the new version; a query in flight finishes on the version it started with.
Replicas on one set of servers answer alike, so any number can stand behind a load balancer (README,
"Scaling out"). Errors are JSON ``{"error": ...}`` with 400 (bad parameter or filter), 401, 403
(ingest off), 404, 409, 413 (too large), 503 (a store is down, the request's deadline passed, or the
models are still loading); never a stack trace.
"""

import asyncio
import contextlib
import hmac
import json
import logging
import os
import threading
import time
import uuid
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from .config import ServerSettings, Settings, load_settings
from .deadline import DeadlineError, until
from .errors import ConfigError, GraphragError, IndexMissingError, InputError, QueryError, StoreUnavailableError
from .web import is_public

log = logging.getLogger(__name__)

SETTINGS_ENV = "GRAPHRAG_SERVE_SETTINGS"  # how `graphrag serve` hands its settings to worker processes
LOOPBACK = {"127.0.0.1", "localhost", "::1"}
STATS_WAIT = 2.0  # seconds /stats waits for the query thread before answering with its last counts
DRAIN_LIMIT = 64 * 2**20  # bytes of a too large body read (and dropped) so the client sees the 413
MAX_PATH_CHARS = 4096
SHUTDOWN_WAIT = 5.0  # seconds the server waits at exit for a running query before closing the index


@dataclass
class Job:
    id: str
    paths: list[str]
    status: str = "queued"  # queued | running | done | failed
    done: int = 0
    total: int = 0
    started: float = field(default_factory=time.time)
    finished: float | None = None
    report: dict[str, Any] | None = None
    error: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "paths": self.paths,
            "status": self.status,
            "progress": {"done": self.done, "total": self.total},
            "started": self.started,
            "finished": self.finished,
            "report": self.report,
            "error": self.error,
        }


class Service:
    """The index and its warm pipeline, used from one thread; ingest jobs on another."""

    def __init__(self, settings: Settings):
        self.settings = settings
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="graphrag-query")
        self.pipeline: Any = None
        self.session: Any = None  # query understanding over the pipeline (understand/ask.py)
        self.stamp: tuple[Any, ...] | None = None
        self.chunks = 0
        self.ready = False
        self.load_error: str | None = None
        self.missing: str | None = None  # no index yet: tried again at each request until one is committed
        self.jobs: dict[str, Job] = {}
        self._job_lock = threading.Lock()
        self.allowed_rerankers = allowed_rerankers(settings)
        self.rerankers: dict[str, Any] = {}  # the allow-listed models, loaded when the server starts
        self.last_stats: dict[str, Any] | None = None
        self.last_question = "warm up the stores"  # the last one asked (kept for warming up only)
        self.warming = False  # a store is back: its first queries (cold plans, caches) run before /health says ready

    def first_load(self) -> None:
        """The load at start: no index yet is not an error for good (the first ingest may come
        later: each request looks again); any other failure is kept for /health and the requests."""
        try:
            self.load()
        except IndexMissingError as e:
            self.missing = str(e)
            log.warning("no index yet (%s); each request looks again", e)
        except Exception as e:
            self.load_error = str(e)
            log.error("cannot load the index: %s", e)

    def close(self) -> None:
        """Close the index (on the query thread, which opened it)."""
        if self.pipeline is not None:
            self.pipeline.index.close()
            self.pipeline = None

    def rewarm(self, breaker: Any) -> None:
        """A store answers again: warm it up on the query thread before /health says ready (a
        restarted Neo4j took 4 s over the first query after it, 0.2 s over the next ones)."""
        self.warming = True
        self.worker.submit(self._rewarm)

    def _rewarm(self) -> None:
        try:
            if self.pipeline is not None and self.chunks:  # the last question: it reaches more statements
                self.pipeline.search(self.last_question, k=1)
        except Exception as e:  # a store down again: its breaker says so; /health shows it
            log.warning("warming up the stores again failed: %s", e)
        finally:
            self.warming = False

    # -- on the pipeline thread ----------------------------------------------------------------
    def _stamp(self) -> tuple[Any, ...]:
        """What changes when the index does: the manifest's file, or (an index kept on the servers,
        which other replicas write) its record's generation and pending documents, read per query."""
        index = self.pipeline.index if self.pipeline is not None else None
        if index is not None and index.remote:
            return ("record", *index.version())
        root = self.settings.index_path
        out: list[Any] = []
        for name in ("manifest.json", "docs.sqlite"):
            try:
                st = (root / name).stat()
                out.append((st.st_mtime_ns, st.st_size))
            except FileNotFoundError:
                out.append(None)
        return tuple(out)

    def load(self) -> None:
        """Open the index and warm the models (the first question otherwise pays for them)."""
        from .index import open_index
        from .pipeline import QueryPipeline

        stamp = self._stamp()
        index = open_index(self.settings)
        if index.remote:
            stamp = ("record", *index.state.version)  # type: ignore[attr-defined]
        pipeline = QueryPipeline(index)
        old = self.pipeline
        if old is not None:  # keep the loaded models
            pipeline._embedder, pipeline._reranker = old._embedder, old._reranker
        pipeline.embedder.encode(["warm up"], query=True)
        pipeline.embedder.encode_phrases(["warm up"])
        self._load_rerankers()
        chunks = index.docs.counts()["chunks"]
        if chunks:
            pipeline.search("warm up the stores", k=1)
        self.pipeline, self.stamp, self.chunks = pipeline, stamp, chunks
        if old is not None:
            old.index.close()
        self.ready = True
        log.info("serving %s (%s chunks)", index.path, chunks)

    def _load_rerankers(self) -> None:
        """Every model of server.allow_rerank_model, once: a request may name one, never load one."""
        from .models_loader import load_cross_encoder

        for name in self.allowed_rerankers:
            if name and name not in self.rerankers:
                self.rerankers[name] = load_cross_encoder(name)

    def retry_load(self) -> None:
        """Open the index if it now exists (a replica started before the first ingest committed)."""
        try:
            self.load()
            self.missing = None
        except IndexMissingError as e:
            self.missing = str(e)

    def _fresh(self) -> Any:
        if self.pipeline is None or self._stamp() != self.stamp:
            self.load()
        return self.pipeline

    def query(self, request: dict[str, Any], at: float | None = None) -> dict[str, Any]:
        """One request's answer; its work stops at the next stage once ``at`` (monotonic) has passed."""
        with until(at, self.settings.server.request_timeout):
            return self._query(request)

    def _query(self, request: dict[str, Any]) -> dict[str, Any]:
        from .retrieve.stages import RankConfig
        from .stores.filters import parse_filters

        self.last_question = request["question"]
        pipeline = self._fresh()
        if not self.chunks:  # counted when this version was opened
            pipeline.index.require_content()
        from .understand.ask import Session, options_from_settings
        from .understand.conversation import parse_history

        names = ("fusion", "alpha", "graph_mode", "rerank_model", "mmr_lambda", "min_score", "budget_ms")
        overrides = {k: request.get(k) for k in names}
        if request.get("expand") is not None:
            overrides["expand"] = ",".join(request["expand"])
        settings = pipeline.settings.replace(source="request", **overrides)
        model = settings.retrieval.rerank_model
        if model in self.rerankers:  # loaded at start: hand it to the pipeline, which would load it again
            pipeline._reranker = (model, self.rerankers[model])
        config = RankConfig.from_settings(settings.retrieval)
        filters = parse_filters(request.get("filters") or [])
        history = parse_history(request.get("history") or [], "history")
        if self.session is None or self.session.pipeline is not pipeline:  # one per index version
            self.session = Session(pipeline)
        options = options_from_settings(
            settings,
            k=request["k"],
            history=tuple(history),
            filters=filters,
            config=config,
            per_document=bool(request.get("per_document")),
        )
        answer: dict[str, Any] = self.session.ask(request["question"], options).to_json()
        return answer

    def stats(self, at: float | None = None) -> dict[str, Any]:
        with until(at, self.settings.server.request_timeout):
            stats: dict[str, Any] = self._fresh().index.stats()
        self.last_stats = stats
        return stats

    def entity(self, name: str, show_all: bool = False) -> dict[str, Any]:
        """An entity's aliases, facts and documents (entities.lookup; the page's panel, MCP's tool)."""
        from .entities import lookup

        index = self._fresh().index
        return lookup(index.graph, index.docs, name, show_all)

    # -- ingest jobs ---------------------------------------------------------------------------
    def start_ingest(self, paths: list[str], rebuild: bool) -> Job:
        """A job reading the files under the ingest root that ``paths`` name (see ingest_files)."""
        root = self.settings.server.ingest_root
        if not root:
            raise IngestOff(
                "POST /ingest is off on this server: start it with --ingest-root DIR (or GRAPHRAG_SERVER_INGEST_ROOT) "
                "to let clients ingest the files under DIR, or run `graphrag ingest` on the server"
            )
        files, skipped = ingest_files(Path(root), paths)
        with self._job_lock:
            if any(j.status in ("queued", "running") for j in self.jobs.values()):
                raise JobConflict("an ingest job is already running; wait for it (GET /jobs/{id})")
            job = Job(uuid.uuid4().hex[:12], list(paths))
            self.jobs[job.id] = job
        args = (job, rebuild, files, skipped)
        threading.Thread(target=self._run_job, args=args, name=f"ingest-{job.id}", daemon=True).start()
        return job

    def _run_job(self, job: Job, rebuild: bool, files: list[str], outside: list[str]) -> None:
        from ingest.run import ingest

        job.status = "running"

        def total(n: int) -> None:
            job.total = n

        def progress(n: int) -> None:
            job.done += n

        try:
            report = ingest(files, self.settings, progress=progress, on_total=total, rebuild=rebuild)
            job.report = {
                "documents_new": report.documents_new,
                "documents_updated": report.documents_updated,
                "documents_unchanged": report.documents_unchanged,
                "chunks_written": report.chunks_written,
                "skipped": [*outside, *(str(s) for s in report.skipped)],
                "seconds": round(report.seconds, 2),
                "totals": report.totals,
            }
            job.status = "done"
        except Exception as e:  # the job reports it; the server goes on
            log.exception("ingest job %s failed", job.id)
            job.error = str(e) if isinstance(e, GraphragError) else f"{type(e).__name__}: {e}"
            job.status = "failed"
        finally:
            job.finished = time.time()


def _registered(which: str) -> Callable[[dict[str, Any]], None]:
    """A field's ``json_schema_extra``: its string values (a list's items) enumerate the names of a
    registry (``graph_mode``: retrieve.stages.GRAPH_STAGES, ``fusion``: FUSIONS, ``expand``:
    understand.expand.EXPANSIONS), read when the schema is made, so a stage registered by then is
    listed. A request is still checked against the registry by the settings (400 naming the names)."""

    def names() -> list[str]:
        from .retrieve.stages import FUSIONS, GRAPH_STAGES
        from .understand.expand import EXPANSIONS

        registries: dict[str, Iterable[str]] = {"graph_mode": GRAPH_STAGES, "fusion": FUSIONS, "expand": EXPANSIONS}
        return list(registries[which])

    def extra(schema: dict[str, Any]) -> None:
        for branch in schema.get("anyOf", [schema]):
            target = branch.get("items", branch) if branch.get("type") == "array" else branch
            if target.get("type") == "string":
                target["enum"] = names()

    return extra


class Message(BaseModel):
    role: str = Field(description="user | assistant | system")
    content: str


class QueryRequest(BaseModel):
    question: str = Field(min_length=1, description="The question")
    k: int = Field(5, ge=1, le=1000, description="How many hits")
    filters: list[str] = Field(default_factory=list, description='Metadata filters, e.g. "year>=2020"')
    fusion: str | None = Field(
        None, description="A registered fusion (default: the settings')", json_schema_extra=_registered("fusion")
    )
    alpha: float | None = Field(None, ge=0, le=1, description="Weighted fusion: the dense share")
    graph_mode: str | None = Field(
        None,
        description="A registered graph stage (default: the settings', learned)",
        json_schema_extra=_registered("graph_mode"),
    )
    rerank_model: str | None = Field(None, description="A CrossEncoder name or path")
    mmr_lambda: float | None = Field(None, ge=0, le=1, description="MMR relevance share")
    history: list[Message] = Field(
        default_factory=list, description="The conversation so far; the question is then a follow-up"
    )
    expand: list[str] | None = Field(
        None,
        description="Query expansions: prf, aliases; with an LLM (llm.url): multi-query, hyde, step-back "
        "(default: the settings')",
        json_schema_extra=_registered("expand"),
    )
    min_score: float | None = Field(None, ge=0, le=1, description="Below this confidence: no confident match")
    budget_ms: float | None = Field(None, ge=0, description="Latency budget: optional stages that would overrun it")
    per_document: bool = Field(False, description="At most one hit per document, its best chunk (k counts documents)")


class IngestRequest(BaseModel):
    paths: list[str] = Field(min_length=1, description="Files or folders on the server")
    rebuild: bool = Field(False, description="Empty the index first")


class JobConflict(GraphragError):
    """An ingest job is already running."""


class IngestOff(GraphragError):
    """POST /ingest on a server started without --ingest-root."""


class TooLarge(GraphragError):
    """A request, or one of its fields, is larger than the server allows."""


def allowed_rerankers(settings: Settings) -> tuple[str, ...]:
    """The rerank models a request may name: the configured one and server.allow_rerank_model's."""
    names = [settings.retrieval.rerank_model, *settings.server.allow_rerank_model.split(",")]
    return tuple(dict.fromkeys(n.strip() for n in names if n.strip()))


def check_query(body: QueryRequest, limits: ServerSettings, rerankers: tuple[str, ...]) -> None:
    """Every field within the server's limits, and a rerank model only from the allow-list:
    TooLarge (413) or QueryError (400) before any work is queued."""
    _at_most("the question", len(body.question), limits.max_question_chars, "characters", "max_question_chars")
    _at_most("the history", len(body.history), limits.max_history_turns, "turns", "max_history_turns")
    size = sum(len(m.content) for m in body.history)
    _at_most("the history", size, limits.max_history_chars, "characters", "max_history_chars")
    _at_most("filters", len(body.filters), limits.max_filters, "filters", "max_filters")
    _at_most("expand", len(body.expand or []), limits.max_filters, "names", "max_filters")
    texts = [*body.filters, *(body.expand or []), *(m.role for m in body.history)]
    texts += [t for t in (body.fusion, body.graph_mode, body.rerank_model) if t is not None]
    for text in texts:
        _at_most(f"the field value {text[:40]!r}…", len(text), limits.max_field_chars, "characters", "max_field_chars")
    if body.rerank_model and body.rerank_model not in rerankers:
        allowed = ", ".join(repr(n) for n in rerankers) or "none"
        raise QueryError(
            f"rerank_model {body.rerank_model[:80]!r} is not allowed on this server (allowed: {allowed}); its "
            "operator can allow one with `graphrag serve --allow-rerank-model NAME`"
        )


def _at_most(what: str, n: int, most: int, unit: str, flat: str) -> None:
    if n > most:
        raise TooLarge(f"{what} holds {n} {unit}, more than the {most} this server accepts (server.{flat})")


def _inside(path: Path, root: Path) -> bool:
    return path == root or root in path.parents


def ingest_files(root: Path, paths: list[str]) -> tuple[list[str], list[str]]:
    """The files an ingest request may read: each path, relative to ``root`` or absolute, resolved
    (symlinks followed) to a file or folder inside ``root``, and, for a folder, its files found
    without following symlinks out of it (each such link listed as skipped). A path holding
    ``..``, one that is missing and one that leads outside the root get the same error, so that
    answers tell nothing about the server's other files."""
    base = root.resolve()
    files: list[str] = []
    skipped: list[str] = []
    for given in paths:
        refused = QueryError(f"cannot ingest {given[:200]!r}: no such file or folder under the server's ingest root")
        raw = Path(given)
        if not given or ".." in raw.parts:
            raise refused
        candidate = raw if raw.is_absolute() else base / raw
        try:
            resolved = candidate.resolve(strict=True)
        except (OSError, RuntimeError):
            raise refused from None
        if not _inside(resolved, base):
            raise refused
        if not resolved.is_dir():
            files.append(str(resolved))
            continue
        for folder, dirs, names in os.walk(resolved):  # never into a symlinked folder (followlinks=False)
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(names):
                path = Path(folder) / name
                if name.startswith("."):
                    continue
                if path.is_symlink() and not _inside(path.resolve(), base):
                    skipped.append(f"{path.relative_to(resolved)}: a symlink out of the ingest root (not read)")
                    continue
                files.append(str(path))
    if not files:
        raise QueryError("nothing to ingest: the paths name no file under the server's ingest root")
    return files, skipped


def _status(e: Exception) -> int:
    if isinstance(e, StoreUnavailableError):
        return 503
    if isinstance(e, IndexMissingError):
        return 503
    if isinstance(e, JobConflict):
        return 409
    if isinstance(e, IngestOff):
        return 403
    if isinstance(e, TooLarge):
        return 413
    if isinstance(e, DeadlineError):
        return 503
    if isinstance(e, (QueryError, ConfigError, InputError)):
        return 400
    return 500


class Guard:
    """The bearer token (one Authorization header, compared in constant time), the body's size
    (read whole, up to server.max_body_bytes, before anything parses it), and JSON for anything a
    handler did not expect (no stack trace). Plain ASGI middleware: Starlette's
    ``@app.middleware("http")`` runs every request through a task and a memory stream, a cost
    each query paid."""

    def __init__(self, app: Any, api_key: str, max_body: int = 256 * 1024):
        self.app, self.api_key, self.max_body = app, api_key, max_body

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        from fastapi.responses import JSONResponse

        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = list(scope.get("headers") or [])
        given = [value for name, value in headers if name == b"authorization"]
        if len(given) > 1:
            deny = JSONResponse({"error": "more than one Authorization header: send one"}, status_code=401)
            return await deny(scope, receive, send)
        expected = f"Bearer {self.api_key}".encode("latin-1", "replace")
        authorized = bool(given) and hmac.compare_digest(given[0], expected)
        if self.api_key and not is_public(scope["path"]) and not authorized:
            deny = JSONResponse({"error": "missing or wrong bearer token (GRAPHRAG_API_KEY)"}, status_code=401)
            return await deny(scope, receive, send)
        if scope.get("method") in ("POST", "PUT", "PATCH"):
            body = await self._body(headers, receive)
            if body is None:
                too_big = JSONResponse(
                    {"error": f"the request body is larger than {self.max_body} bytes (server.max_body_bytes)"},
                    status_code=413,
                )
                return await too_big(scope, receive, send)
            receive = _replay(body, receive)
        started = False

        async def tracked(message: Any) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive, tracked)
        except Exception as e:
            log.exception("%s %s failed", scope.get("method"), scope["path"])
            if started:  # too late for a JSON error: the connection just ends
                raise
            fail = JSONResponse({"error": f"internal error: {type(e).__name__}"}, status_code=500)
            await fail(scope, receive, send)

    async def _body(self, headers: list[tuple[bytes, bytes]], receive: Any) -> bytes | None:
        """The whole body, or None when it is larger than max_body (then read on to DRAIN_LIMIT and
        dropped, so that the client, still sending, gets the 413 instead of a broken connection)."""
        declared = next((v for k, v in headers if k == b"content-length"), b"")
        over = declared.isdigit() and int(declared) > self.max_body
        parts: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return None if over else b"".join(parts)
            chunk = message.get("body", b"")
            size += len(chunk)
            over = over or size > self.max_body
            if not over:
                parts.append(chunk)
            else:
                parts.clear()
            if not message.get("more_body") or size > DRAIN_LIMIT:
                return None if over else b"".join(parts)


def _replay(body: bytes, receive: Any) -> Any:
    """An ASGI receive that gives the body read already, then waits as the server's own would."""
    sent = False

    async def replay() -> Any:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay


def create_app(settings: Settings) -> Any:
    """The FastAPI app: the query, status and ingest routes, the page and docs (web/), one Service."""
    from fastapi import FastAPI

    from .stores.breaker import on_recovery
    from .web import add_routes

    service = Service(settings)
    on_recovery(service.rewarm)
    app = FastAPI(
        title="graphrag",
        description="Knowledge-graph-augmented retrieval: hits with the reason each was found.",
        lifespan=_lifespan(service),
        docs_url=None,  # served from the package by web.add_routes (the default loads Swagger UI from a CDN)
    )
    app.state.service = service
    app.add_middleware(Guard, api_key=settings.server.api_key, max_body=settings.server.max_body_bytes)
    _error_handlers(app)
    runner = Runner(service)
    _query_routes(app, service, runner)
    _status_routes(app, service, runner)
    _ingest_routes(app, service)
    add_routes(app, service, runner.on_worker, runner.require_ready)  # the page at /, GET /entity, /docs
    return app


def _lifespan(service: Service) -> Any:
    """Load the index and models on the query thread at start (/health says when it is done); at
    the end, close the index on that same thread (SQLite objects belong to the thread that made
    them), waiting at most SHUTDOWN_WAIT for a query still running."""
    from contextlib import asynccontextmanager

    @asynccontextmanager
    async def lifespan(app: Any) -> Any:
        loop = asyncio.get_running_loop()
        loop.run_in_executor(service.worker, service.first_load)
        yield
        closing = loop.run_in_executor(service.worker, service.close)
        with contextlib.suppress(Exception):  # a query still running past the wait: the process ends anyway
            await asyncio.wait_for(closing, SHUTDOWN_WAIT)
        service.worker.shutdown(wait=False, cancel_futures=True)

    return lifespan


def _error_handlers(app: Any) -> None:
    """Errors as JSON ``{"error": ...}`` with the status their kind says; never a stack trace."""
    from fastapi import Request
    from fastapi.exceptions import RequestValidationError
    from fastapi.responses import JSONResponse
    from starlette.exceptions import HTTPException

    @app.exception_handler(GraphragError)
    async def graphrag_error(request: Request, e: GraphragError) -> JSONResponse:
        return JSONResponse({"error": str(e)}, status_code=_status(e))

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, e: RequestValidationError) -> JSONResponse:
        problems = [f"{'.'.join(str(p) for p in err['loc'][1:]) or 'body'}: {err['msg']}" for err in e.errors()]
        return JSONResponse({"error": "bad request: " + "; ".join(problems)}, status_code=400)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, e: HTTPException) -> JSONResponse:
        return JSONResponse({"error": str(e.detail)}, status_code=e.status_code)


class Runner:
    """How a request's work reaches the query thread: after the index is ready, within its deadline."""

    def __init__(self, service: Service):
        self.service = service
        self.timeout = service.settings.server.request_timeout

    async def on_worker(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self.service.worker, fn, *args)

    async def require_ready(self) -> None:
        service = self.service
        if service.missing:
            await self.on_worker(service.retry_load)
            if service.missing:
                raise IndexMissingError(service.missing)
        if service.load_error:
            raise StoreUnavailableError(f"the index could not be loaded: {service.load_error}")
        if not service.ready:
            raise StoreUnavailableError("the models are still loading; retry when GET /health says ready")

    async def before(self, at: float, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args, at)`` on the query thread, given up (503) at the deadline ``at``: one not yet
        started never starts, one running stops at its next stage."""
        try:
            return await asyncio.wait_for(self.on_worker(fn, *args, at), max(0.0, at - time.monotonic()))
        except TimeoutError:
            raise DeadlineError(
                f"the request did not finish within its deadline of {self.timeout:g} s (server.request_timeout)"
            ) from None


def _query_routes(app: Any, service: Service, runner: Runner) -> None:
    from fastapi.responses import JSONResponse

    settings = service.settings

    @app.post("/query", summary="Answer a question with hits and reasons", response_class=JSONResponse)
    async def query(body: QueryRequest) -> JSONResponse:
        at = time.monotonic() + runner.timeout
        check_query(body, settings.server, service.allowed_rerankers)
        await runner.require_ready()
        # the answer is plain JSON already: a response made here skips FastAPI's encoding walk over it
        return JSONResponse(await runner.before(at, service.query, body.model_dump()))


def _status_routes(app: Any, service: Service, runner: Runner) -> None:
    from fastapi.responses import JSONResponse

    @app.get("/stats", summary="Counts of what the index holds")
    async def stats() -> dict[str, Any]:
        await runner.require_ready()
        at = time.monotonic() + runner.timeout
        task = asyncio.ensure_future(runner.before(at, service.stats))
        done, _ = await asyncio.wait({task}, timeout=STATS_WAIT)
        if not done and service.last_stats is not None:  # the query thread is busy: the last counts
            task.add_done_callback(lambda t: t.exception())  # it finishes (or fails) unobserved
            return {**service.last_stats, "stale": True}
        result: dict[str, Any] = await task
        return result

    @app.get("/health", summary="200 once the index and models are loaded and every store answers")
    async def health() -> JSONResponse:
        """Never a path, URI or message from a store (anyone may ask): the state, and which
        stores are down (their circuit breakers open)."""
        from .stores.breaker import down

        if service.missing:
            with contextlib.suppress(TimeoutError):  # the query thread is busy: say what was known
                await asyncio.wait_for(runner.on_worker(service.retry_load), STATS_WAIT)
            if service.missing:
                return JSONResponse({"status": "no index"}, status_code=503)
        if service.load_error:
            return JSONResponse({"status": "failed"}, status_code=503)
        if not service.ready:
            return JSONResponse({"status": "loading"}, status_code=503)
        stores = down()
        if stores:
            return JSONResponse({"status": "store down", "down": stores}, status_code=503)
        if service.warming:
            return JSONResponse({"status": "warming"}, status_code=503)
        return JSONResponse({"status": "ready"})


def _ingest_routes(app: Any, service: Service) -> None:
    from starlette.exceptions import HTTPException

    limits = service.settings.server

    @app.post("/ingest", status_code=202, summary="Start an ingestion job in the background")
    async def ingest(body: IngestRequest) -> dict[str, Any]:
        _at_most("paths", len(body.paths), limits.max_ingest_paths, "paths", "max_ingest_paths")
        for path in body.paths:
            if len(path) > MAX_PATH_CHARS:
                raise TooLarge(f"a path holds {len(path)} characters, more than the {MAX_PATH_CHARS} accepted")
        job = await asyncio.to_thread(service.start_ingest, body.paths, body.rebuild)  # walks folders
        return {"job": job.id, "status": job.status}

    @app.get("/jobs/{job_id}", summary="An ingestion job's state and progress")
    async def job(job_id: str) -> dict[str, Any]:
        found = service.jobs.get(job_id)
        if found is None:
            raise HTTPException(404, f"no job {job_id!r}")
        return found.to_json()


def app_from_env() -> Any:
    """The app factory uvicorn's worker processes call (settings travel in an env variable)."""
    from .models_loader import set_model_threads

    spec = json.loads(os.environ.get(SETTINGS_ENV, "{}"))
    settings = load_settings(spec.pop("config_file", None), **spec)
    set_model_threads(settings.embedding.query_threads)
    return create_app(settings)


def serve(settings: Settings, flags: dict[str, Any]) -> None:
    """Run uvicorn on ``settings.server`` (host, port, workers) until interrupted."""
    import uvicorn

    s = settings.server
    if s.host not in LOOPBACK and not s.api_key:
        raise ConfigError(
            f"refusing to listen on {s.host} without a bearer token: set GRAPHRAG_API_KEY, or keep --host 127.0.0.1"
        )
    os.environ[SETTINGS_ENV] = json.dumps({k: v for k, v in flags.items() if v is not None})
    uvicorn.run(
        "graphrag.server:app_from_env",
        factory=True,
        host=s.host,
        port=s.port,
        workers=s.workers,
        log_level="warning",
        access_log=False,
    )
