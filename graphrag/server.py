"""``graphrag serve``: the query pipeline behind an HTTP JSON API, loaded once and kept warm.

FastAPI on uvicorn: FastAPI because the request and response models give validation, the
OpenAPI schema and the docs page (``/docs``) from one definition; uvicorn is its usual server.

    POST /query      {"question", "k", "filters", "fusion", "alpha", "graph_mode", ..., "history", "expand",
                      "min_score", "budget_ms"} -> the standalone query searched, confidence, hits with reasons
    GET  /stats      what the index holds
    GET  /health     200 once the models are loaded, 503 before (and while there is no index yet)
    POST /ingest     {"paths": [...], "rebuild": false} -> 202 {"job": id}; runs in the background
    GET  /jobs/{id}  an ingest job's state and progress
    GET  /entity     ?name= an entity's aliases, facts and documents; the page at /, docs at /docs (web/)

All pipeline work runs on one thread per process (the SQLite table and the lazily loaded models
stay on it); ``--workers`` starts more processes. Before each query the service checks whether
the index changed on disk (an ingest job here, or ``graphrag ingest`` elsewhere), or, for an index
kept on the servers (``--stores servers``), whether its record in Neo4j names another generation
or other pending documents (a commit by another replica); if so it opens the new version; a query
in flight finishes on the version it started with. Replicas on one set of servers answer alike,
so any number can stand behind a load balancer (README, "Scaling out"). Errors are JSON
``{"error": ...}`` with 400 (bad parameter or filter), 401, 404, 409, 503 (a store is down or
the models are still loading); never a stack trace.
"""

import asyncio
import json
import logging
import os
import threading
import time
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from .config import Settings, load_settings
from .errors import ConfigError, GraphragError, IndexMissingError, InputError, QueryError, StoreUnavailableError
from .web import is_public

log = logging.getLogger(__name__)

SETTINGS_ENV = "GRAPHRAG_SERVE_SETTINGS"  # how `graphrag serve` hands its settings to worker processes
LOOPBACK = {"127.0.0.1", "localhost", "::1"}


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
        from .index import Index
        from .pipeline import QueryPipeline

        stamp = self._stamp()
        index = Index(self.settings)
        if index.remote:
            stamp = ("record", *index.state.version)  # type: ignore[attr-defined]
        pipeline = QueryPipeline(index)
        old = self.pipeline
        if old is not None:  # keep the loaded models
            pipeline._embedder, pipeline._reranker = old._embedder, old._reranker
        pipeline.embedder.encode(["warm up"])
        chunks = index.docs.counts()["chunks"]
        if chunks:
            pipeline.search("warm up the stores", k=1)
        self.pipeline, self.stamp, self.chunks = pipeline, stamp, chunks
        if old is not None:
            old.index.close()
        self.ready = True
        log.info("serving %s (%s chunks)", index.path, chunks)

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

    def query(self, request: dict[str, Any]) -> dict[str, Any]:
        from .retrieve.stages import RankConfig
        from .stores.filters import parse_filters

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
        config = RankConfig.from_settings(settings.retrieval)
        filters = parse_filters(request.get("filters") or [])
        history = parse_history(request.get("history") or [], "history")
        if self.session is None or self.session.pipeline is not pipeline:  # one per index version
            self.session = Session(pipeline)
        options = options_from_settings(
            settings, k=request["k"], history=tuple(history), filters=filters, config=config
        )
        answer: dict[str, Any] = self.session.ask(request["question"], options).to_json()
        return answer

    def stats(self) -> dict[str, Any]:
        stats: dict[str, Any] = self._fresh().index.stats()
        return stats

    def entity(self, name: str, show_all: bool = False) -> dict[str, Any]:
        """An entity's aliases, facts and documents (entities.lookup; the page's panel, MCP's tool)."""
        from .entities import lookup

        index = self._fresh().index
        return lookup(index.graph, index.docs, name, show_all)

    # -- ingest jobs ---------------------------------------------------------------------------
    def start_ingest(self, paths: list[str], rebuild: bool) -> Job:
        missing = [p for p in paths if not Path(p).exists()]
        if missing:
            raise QueryError(f"no such file or folder on the server: {', '.join(missing)}")
        with self._job_lock:
            if any(j.status in ("queued", "running") for j in self.jobs.values()):
                raise JobConflict("an ingest job is already running; wait for it (GET /jobs/{id})")
            job = Job(uuid.uuid4().hex[:12], list(paths))
            self.jobs[job.id] = job
        threading.Thread(target=self._run_job, args=(job, rebuild), name=f"ingest-{job.id}", daemon=True).start()
        return job

    def _run_job(self, job: Job, rebuild: bool) -> None:
        from ingest.run import ingest

        job.status = "running"

        def total(n: int) -> None:
            job.total = n

        def progress(n: int) -> None:
            job.done += n

        try:
            report = ingest(job.paths, self.settings, progress=progress, on_total=total, rebuild=rebuild)
            job.report = {
                "documents_new": report.documents_new,
                "documents_updated": report.documents_updated,
                "documents_unchanged": report.documents_unchanged,
                "chunks_written": report.chunks_written,
                "skipped": [str(s) for s in report.skipped],
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


class Message(BaseModel):
    role: str = Field(description="user | assistant | system")
    content: str


class QueryRequest(BaseModel):
    question: str = Field(min_length=1, description="The question")
    k: int = Field(5, ge=1, le=1000, description="How many hits")
    filters: list[str] = Field(default_factory=list, description='Metadata filters, e.g. "year>=2020"')
    fusion: str | None = Field(None, description="weighted | rrf (default: the settings')")
    alpha: float | None = Field(None, ge=0, le=1, description="Weighted fusion: the dense share")
    graph_mode: str | None = Field(None, description="learned (default) | relpath | bridge | chain | ppr | khop | none")
    rerank_model: str | None = Field(None, description="A CrossEncoder name or path")
    mmr_lambda: float | None = Field(None, ge=0, le=1, description="MMR relevance share")
    history: list[Message] = Field(
        default_factory=list, description="The conversation so far; the question is then a follow-up"
    )
    expand: list[str] | None = Field(
        None,
        description="Query expansions: prf, aliases; with an LLM (llm.url): multi-query, hyde, step-back "
        "(default: the settings')",
    )
    min_score: float | None = Field(None, ge=0, le=1, description="Below this confidence: no confident match")
    budget_ms: float | None = Field(None, ge=0, description="Latency budget: optional stages that would overrun it")


class IngestRequest(BaseModel):
    paths: list[str] = Field(min_length=1, description="Files or folders on the server")
    rebuild: bool = Field(False, description="Empty the index first")


class JobConflict(GraphragError):
    """An ingest job is already running."""


def _status(e: Exception) -> int:
    if isinstance(e, StoreUnavailableError):
        return 503
    if isinstance(e, IndexMissingError):
        return 503
    if isinstance(e, JobConflict):
        return 409
    if isinstance(e, (QueryError, ConfigError, InputError)):
        return 400
    return 500


class Guard:
    """The bearer token, and JSON for anything a handler did not expect (no stack trace). Plain
    ASGI middleware: Starlette's ``@app.middleware("http")`` runs every request through a task
    and a memory stream, a cost each query paid."""

    def __init__(self, app: Any, api_key: str):
        self.app, self.api_key = app, api_key

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        from fastapi.responses import JSONResponse

        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = dict(scope.get("headers") or [])
        authorized = headers.get(b"authorization", b"").decode("latin-1") == f"Bearer {self.api_key}"
        if self.api_key and not is_public(scope["path"]) and not authorized:
            deny = JSONResponse({"error": "missing or wrong bearer token (GRAPHRAG_API_KEY)"}, status_code=401)
            return await deny(scope, receive, send)
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


def create_app(settings: Settings) -> Any:
    from contextlib import asynccontextmanager

    from fastapi import FastAPI, Request
    from fastapi.exceptions import RequestValidationError
    from fastapi.responses import JSONResponse
    from starlette.exceptions import HTTPException

    service = Service(settings)
    api_key = settings.server.api_key

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> Any:
        loop = asyncio.get_running_loop()

        def load() -> None:
            try:
                service.load()
            except IndexMissingError as e:  # not an error for good: the first ingest may come later
                service.missing = str(e)
                log.warning("no index yet (%s); each request looks again", e)
            except Exception as e:
                service.load_error = str(e)
                log.error("cannot load the index: %s", e)

        loop.run_in_executor(service.worker, load)  # /health says when it is done
        yield
        service.worker.shutdown(wait=False, cancel_futures=True)
        if service.pipeline is not None:
            service.pipeline.index.close()

    app = FastAPI(
        title="graphrag",
        description="Knowledge-graph-augmented retrieval: hits with the reason each was found.",
        lifespan=lifespan,
        docs_url=None,  # served from the package by web.add_routes (the default loads Swagger UI from a CDN)
    )
    app.state.service = service

    async def on_worker(fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(service.worker, fn, *args)

    app.add_middleware(Guard, api_key=api_key)

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

    async def require_ready() -> None:
        if service.missing:
            await on_worker(service.retry_load)
            if service.missing:
                raise IndexMissingError(service.missing)
        if service.load_error:
            raise StoreUnavailableError(f"the index could not be loaded: {service.load_error}")
        if not service.ready:
            raise StoreUnavailableError("the models are still loading; retry when GET /health says ready")

    @app.post("/query", summary="Answer a question with hits and reasons", response_class=JSONResponse)
    async def query(body: QueryRequest) -> JSONResponse:
        await require_ready()
        # the answer is plain JSON already: a response made here skips FastAPI's encoding walk over it
        return JSONResponse(await on_worker(service.query, body.model_dump()))

    @app.get("/stats", summary="Counts of what the index holds")
    async def stats() -> dict[str, Any]:
        await require_ready()
        result: dict[str, Any] = await on_worker(service.stats)
        return result

    @app.get("/health", summary="200 once the index and models are loaded")
    async def health() -> JSONResponse:
        if service.missing:
            await on_worker(service.retry_load)
            if service.missing:
                return JSONResponse({"status": "no index", "error": service.missing}, status_code=503)
        if service.load_error:
            return JSONResponse({"status": "failed", "error": service.load_error}, status_code=503)
        if not service.ready:
            return JSONResponse({"status": "loading"}, status_code=503)
        return JSONResponse({"status": "ready", "index": str(settings.index_path)})

    @app.post("/ingest", status_code=202, summary="Start an ingestion job in the background")
    async def ingest(body: IngestRequest) -> dict[str, Any]:
        job = service.start_ingest(body.paths, body.rebuild)
        return {"job": job.id, "status": job.status}

    @app.get("/jobs/{job_id}", summary="An ingestion job's state and progress")
    async def job(job_id: str) -> dict[str, Any]:
        found = service.jobs.get(job_id)
        if found is None:
            raise HTTPException(404, f"no job {job_id!r}")
        return found.to_json()

    from .web import add_routes

    add_routes(app, service, on_worker, require_ready)  # the page at /, GET /entity, /docs
    return app


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
