"""The package as users get it: a wheel built from the checkout, installed into a fresh venv
outside it, runs ``ingest`` and ``query --graph neo4j`` (the Cypher files travel as package data).

The fresh venv borrows the test environment's third-party packages through a .pth line (no
download), but not its editable graphrag: the only graphrag it can import is the wheel's.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from tests.conftest import DEMO, ROOT
from tests.integration.conftest import drop_neo4j_nodes, index_id
from tests.integration.test_neo4j import neo4j_uri

pytestmark = [pytest.mark.integration, pytest.mark.slow]


def sh(*args: str | Path, cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"{args}\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    build = tmp_path_factory.mktemp("build")
    # build from a copy of the tracked sources, so the checkout's own build/ and egg-info stay out
    src = build / "src"
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    for name in files:
        (src / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, src / name)
    sh(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", out, src, cwd=build)
    (found,) = out.glob("graphrag-*.whl")
    return found


def test_the_wheel_holds_the_cypher_files_and_type_marker(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    cypher = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "cypher").rglob("*.cypher"))
    assert cypher and set(cypher) <= names
    assert {"graphrag/__init__.py", "graphrag/py.typed", "ingest/run.py", "cypher/__init__.py"} <= names
    page = {"graphrag/web/static/index.html", "graphrag/web/static/app.js", "graphrag/web/static/app.css"}
    assert page <= names  # the page `graphrag serve` shows at /


def test_installed_wheel_ingests_and_queries_with_neo4j(wheel, tmp_path, request):
    uri = neo4j_uri()

    def drop_own_nodes() -> None:  # the nodes of this test's index, nothing else
        if (tmp_path / "index" / "manifest.json").exists():
            drop_neo4j_nodes(uri, index_id(tmp_path / "index"))

    request.addfinalizer(drop_own_nodes)
    venv = tmp_path / "venv"
    sh(sys.executable, "-m", "venv", "--without-pip", venv, cwd=tmp_path)
    python = venv / "bin" / "python"
    sh(sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "-q", wheel, cwd=tmp_path)
    site = sh(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])", cwd=tmp_path).strip()
    Path(site, "borrowed-deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")

    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    where = sh(
        python,
        "-c",
        "import graphrag, cypher; print(graphrag.__file__, cypher.__file__, graphrag.__version__)",
        cwd=tmp_path,
        env=env,
    )
    assert where.count(site) == 2 and str(ROOT) not in where, where

    docs = tmp_path / "docs"
    docs.mkdir()
    for name in ("incidents/inc-2024-031-dock-slot-storm.md", "people/beatrix-lund.md", "glossary.txt"):
        shutil.copy(DEMO / name, docs / Path(name).name)
    cli = venv / "bin" / "graphrag"
    out = sh(
        cli,
        "ingest",
        docs,
        "--index",
        tmp_path / "index",
        "--graph",
        "neo4j",
        "--neo4j-uri",
        uri,
        cwd=tmp_path,
        env=env,
    )
    assert "skipped:   0" in out
    hits = json.loads(
        sh(
            cli,
            "query",
            "Who is Beatrix Lund?",
            "--index",
            tmp_path / "index",
            "--graph",
            "neo4j",
            "--neo4j-uri",
            uri,
            "--json",
            cwd=tmp_path,
            env=env,
        )
    )
    assert hits and all(h["reason"] for h in hits)
    stats = json.loads(
        sh(cli, "stats", "--index", tmp_path / "index", "--json", "--neo4j-uri", uri, cwd=tmp_path, env=env)
    )
    assert stats["graph_store"] == "neo4j" and stats["entities"] > 0
