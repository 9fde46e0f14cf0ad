"""The page ``graphrag serve`` shows at ``/``, the entity endpoint it uses, and ``/docs`` served
from the package (no CDN: both work with no internet).

    GET /                  the page (graphrag/web/static/index.html; its script and style under /web/)
    GET /entity?name=&all= an entity's aliases, facts and documents (graphrag/entities.py ``lookup``)
    GET /docs              Swagger UI, its files from the ``swagger-ui-bundle-v2`` package under /swagger/

The page and the files it loads are public; with GRAPHRAG_API_KEY set, the API calls the page makes
send the key the user types (kept in the tab's sessionStorage).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

STATIC = Path(__file__).resolve().parent / "static"
SWAGGER_PREFIX = "/swagger"
PUBLIC_PREFIXES = ("/web/", SWAGGER_PREFIX + "/")
PUBLIC_PATHS = frozenset({"/", "/health"})


def is_public(path: str) -> bool:
    """Whether a request path is served without the bearer token: the page, its files, /health."""
    return path in PUBLIC_PATHS or path.startswith(PUBLIC_PREFIXES)


def page_html() -> str:
    """index.html with the choices of the question form filled in from the code's own tables."""
    from ..retrieve.stages import FUSIONS, GRAPH_STAGES

    choices = json.dumps({"fusion": list(FUSIONS), "graph_mode": list(GRAPH_STAGES)})
    return (STATIC / "index.html").read_text(encoding="utf-8").replace("__CHOICES__", choices)


def swagger_dir() -> Path | None:
    """Swagger UI's files as the package ships them (None when it is not installed)."""
    try:
        from swagger_ui_bundle import swagger_ui_path
    except ImportError:
        return None
    return Path(str(swagger_ui_path))


def add_routes(
    app: Any,
    service: Any,
    on_worker: Callable[..., Awaitable[Any]],
    require_ready: Callable[[], Awaitable[None]],
) -> None:
    """Add the page, its files, ``/entity`` and a local ``/docs`` to the API's app (created with
    ``docs_url=None``)."""
    from fastapi import Query
    from fastapi.openapi.docs import get_swagger_ui_html
    from fastapi.responses import HTMLResponse, JSONResponse
    from fastapi.staticfiles import StaticFiles

    from ..entities import UnknownEntityError

    html = page_html()
    app.mount("/web", StaticFiles(directory=STATIC), name="web")
    swagger = swagger_dir()
    if swagger is not None:
        app.mount(SWAGGER_PREFIX, StaticFiles(directory=swagger), name="swagger")

    # response_model=None: the return annotations are strings here (postponed), not models for FastAPI to read
    @app.get("/", include_in_schema=False, response_model=None)
    async def page() -> HTMLResponse:
        return HTMLResponse(html)

    @app.get(
        "/entity",
        summary="An entity: its aliases, facts (each with its sentence and document), documents",
        response_model=None,
        response_class=JSONResponse,
    )
    async def entity(
        name: str = Query(min_length=1, description="A name as a user types it: any case, a short name, a near miss"),
        all: bool = Query(False, description="Every match, not only the best"),
    ) -> JSONResponse:
        await require_ready()
        try:
            return JSONResponse(await on_worker(service.entity, name, all))
        except UnknownEntityError as e:
            return JSONResponse({"error": str(e)}, status_code=404)

    @app.get("/docs", include_in_schema=False, response_model=None)
    async def docs() -> HTMLResponse:
        if swagger is None:
            return HTMLResponse("Swagger UI is not installed: pip install swagger-ui-bundle-v2", status_code=404)
        return get_swagger_ui_html(
            openapi_url=app.openapi_url,
            title="graphrag API",
            swagger_js_url=f"{SWAGGER_PREFIX}/swagger-ui-bundle.js",
            swagger_css_url=f"{SWAGGER_PREFIX}/swagger-ui.css",
            swagger_favicon_url=f"{SWAGGER_PREFIX}/favicon-32x32.png",
        )
