"""Each file of the committed generation damaged in turn (truncated, deleted): ``graphrag check``
fails naming that file (not a sibling, not the folder), and the repair the error advertises works:
``check --repair`` (then ingesting again what it names) or ``ingest PATHS --rebuild``; afterwards
``check`` passes and a query answers."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from graphrag.cli import main
from graphrag.config import load_settings
from graphrag.index import Layout
from ingest.run import ingest

pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("error::ResourceWarning")]

FILES = [
    "docs.sqlite",
    "bm25.npz",
    "bm25.json",
    "graph.json.gz",
    "vectors.npy",
    "vectors.json",
    "phrases.npy",
    "phrases.json",
]


def cli(*args: object):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture(scope="module")
def built(tmp_path_factory, request):
    from tests.e2e.conftest import DOCS

    root = tmp_path_factory.mktemp("repair")
    docs = root / "docs"
    docs.mkdir()
    for name, text in DOCS.items():
        (docs / name).write_text(text, encoding="utf-8")
    index = root / "index"
    ingest([str(docs)], load_settings(env={}, index=str(index)))
    return docs, index


@pytest.fixture
def damaged(built, tmp_path, request):
    """A copy of the built index (and its documents) with one file damaged."""
    docs, index = built
    name, how = request.param
    copy = tmp_path / "index"
    shutil.copytree(index, copy)
    shutil.copytree(docs, tmp_path / "docs")
    path = Layout.current(copy).folder / name
    if how == "truncate":
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2])
    else:
        path.unlink()
    return tmp_path / "docs", copy, name


def answers(index: Path) -> None:
    result = cli("check", "--index", index)
    assert result.exit_code == 0, result.output
    result = cli("query", "Who runs the Harbour Line ferry?", "--index", index)
    assert result.exit_code == 0, result.output
    assert "Brandt" in result.output


CASES = [(name, how) for name in FILES for how in ("truncate", "delete")]


@pytest.mark.parametrize("damaged", CASES, indirect=True, ids=[f"{n}-{h}" for n, h in CASES])
def test_check_names_the_file_and_repair_repairs(damaged):
    docs, index, name = damaged
    result = cli("check", "--index", index)
    assert result.exit_code == 1
    assert name in result.output, result.output
    others = [f for f in FILES if f != name and f.split(".")[0] == name.split(".")[0]]
    assert not any(f in result.output for f in others), result.output  # never the sibling
    result = cli("check", "--repair", "--index", index)
    assert result.exit_code == 0, result.output
    assert "repaired" in result.output
    result = cli("ingest", docs, "--index", index)  # what the repair named (or nothing) comes back
    assert result.exit_code == 0, result.output
    answers(index)


@pytest.mark.parametrize("damaged", CASES, indirect=True, ids=[f"{n}-{h}" for n, h in CASES])
def test_the_rebuild_the_error_advertises_works(damaged):
    docs, index, name = damaged
    result = cli("stats", "--index", index)
    assert result.exit_code == 1 or name.startswith("phrases")  # stats reads no phrase
    result = cli("ingest", docs, "--index", index, "--rebuild")
    assert result.exit_code == 0, result.output
    answers(index)


def test_repair_falls_back_to_an_older_generation_left_and_names_what_changed(built, tmp_path):
    docs, index = built
    copy, folder = tmp_path / "index", tmp_path / "docs"
    shutil.copytree(index, copy)
    shutil.copytree(docs, folder)
    first = Layout.current(copy).folder
    kept = tmp_path / "kept"
    shutil.copytree(first, kept)
    (folder / "pier.md").write_text("# Pier 4\nPier 4 was rebuilt in 2020 by the Harbour Line.", encoding="utf-8")
    ingest([str(folder)], load_settings(env={}, index=str(copy)))
    shutil.copytree(kept, first)  # as if a reader had held the old generation
    (Layout.current(copy).folder / "graph.json.gz").write_bytes(b"\x1f\x8b broken")
    result = cli("check", "--repair", "--index", copy)
    assert result.exit_code == 0, result.output
    assert f"fell back to generation {int(first.name.split('-')[1])}" in result.output
    assert "pier.md" in result.output and "ferry.md" not in result.output.split("ingest them again")[-1]
    answers(copy)
