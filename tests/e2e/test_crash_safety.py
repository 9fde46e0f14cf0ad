"""Crash safety with real processes: a real ``graphrag ingest`` is killed with SIGKILL at named
points of its run (model load, after a batch, between the stores' saves, around the manifest
switch); the index then opens at its last committed state, ``graphrag check`` passes, and the same
ingest run again ends with exactly the chunks of a clean ingest. A reader that opened the index
while an ingest was writing keeps reading one consistent generation.

The points are reached deterministically through ``GRAPHRAG_TEST_PAUSE_AT`` (see
``graphrag.index.pause_point``): the ingest writes its pid to a file there and waits, and the test
kills it (or lets it go on by deleting the file). No timing is involved."""

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from graphrag.check import check
from graphrag.cli import main
from graphrag.config import load_settings
from graphrag.index import Layout, generations, open_index
from ingest.run import ingest
from tests.conftest import ROOT

pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("error::ResourceWarning")]

V1 = {
    "ferry.md": "# Ferry schedule\nThe Harbour Line ferry leaves Pier 4 every hour. Captain Ilse Brandt runs it.",
    "pier.md": "# Pier 4\nPier 4 is the oldest pier in Norrvik. The Harbour Line ferry leaves from Pier 4.",
    "brandt.txt": "Ilse Brandt\nIlse Brandt has captained the Harbour Line since 2019. She lives in Norrvik.",
    "norrvik.md": "# Norrvik\nNorrvik is a fishing town on the Skarv Sound. Its mayor is Tove Lind.",
    "lind.md": "# Tove Lind\nTove Lind was elected mayor of Norrvik in 2020. She grew up in Skarvholm.",
}
V2 = {  # two documents edited, one added: the run under test both replaces and adds
    **V1,
    "pier.md": "# Pier 4\nPier 4 was rebuilt in 2021 after the winter storm. The Harbour Line ferry still docks there.",
    "lind.md": "# Tove Lind\nTove Lind, mayor of Norrvik since 2020, chairs the Skarv Sound ferry board.",
    "storm.md": "# The winter storm\nThe winter storm of 2020 closed Pier 4 and the Harbour Line for a month.",
}
WAIT_LIMIT = 900  # seconds: only so that a broken run fails instead of hanging CI


def write(folder: Path, docs: dict[str, str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in docs.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def state(index_dir: Path) -> dict:
    """What each store of the committed generation holds, opened as a reader."""
    index = open_index(load_settings(env={}, index=str(index_dir)))
    try:
        report = check(index)
        return {
            "generation": index.layout.generation,
            "hashes": index.docs.hashes(),
            "chunks": set(index.docs.chunks()),
            "bm25": set(index.bm25.ids),
            "vectors": set(index.dense.ids),  # type: ignore[attr-defined]
            "graph": set(index.graph.chunk_ids()),  # type: ignore[attr-defined]
            "problems": [str(p) for p in report.problems],
        }
    finally:
        index.close()


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """A project folder (sources V1 and their committed index; copied per test, then its sources
    edited to V2), and the state a clean ingest of V2 gives. Document ids are relative to the
    sources' root, which the index records relative to itself, so a copied project keeps them."""
    base = tmp_path_factory.mktemp("crash")
    project, clean = base / "project", base / "clean"
    ingest([str(write(project / "src", V1))], load_settings(env={}, index=str(project / "index")))
    ingest([str(write(clean / "src", V2))], load_settings(env={}, index=str(clean / "index")))
    return {"project": project, "before": state(project / "index"), "clean": state(clean / "index")}


def edited_copy(built: dict, tmp_path: Path) -> tuple[Path, Path]:
    """(sources, index) of a fresh copy of the V1 project whose sources now read V2."""
    project = tmp_path / "project"
    shutil.copytree(built["project"], project)
    return write(project / "src", V2), project / "index"


def start_ingest(source: Path, index: Path, pause_at: str, flag: Path, *flags: str) -> subprocess.Popen:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
        "GRAPHRAG_TEST_PAUSE_AT": pause_at,
        "GRAPHRAG_TEST_PAUSE_FILE": str(flag),
    }
    return subprocess.Popen(
        [sys.executable, "-m", "graphrag.cli", "ingest", str(source), "--index", str(index), *flags],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def wait_paused(process: subprocess.Popen, flag: Path) -> None:
    """Until the ingest process reports that it waits at its pause point."""
    deadline = time.monotonic() + WAIT_LIMIT
    while not flag.exists():
        if process.poll() is not None:
            output = process.stdout.read() if process.stdout else ""
            pytest.fail(f"the ingest ended (exit {process.returncode}) before its pause point:\n{output}")
        if time.monotonic() > deadline:
            process.kill()
            pytest.fail("the ingest never reached its pause point")
        time.sleep(0.05)
    assert flag.read_text().split()[0] == str(process.pid)


@pytest.mark.parametrize("point", ["models", "batch", "after-vectors", "after-graph", "after-docs", "after-switch"])
def test_kill_9_then_the_index_is_consistent_and_a_rerun_completes(built, tmp_path, point):
    src, index = edited_copy(built, tmp_path)
    flag = tmp_path / "paused"
    process = start_ingest(src, index, point, flag)
    wait_paused(process, flag)
    os.kill(process.pid, signal.SIGKILL)  # a real kill -9 of the real process
    assert process.wait() == -signal.SIGKILL
    assert process.stdout is not None
    with process.stdout:  # at its end once every child writing there (the extraction worker) is gone
        output = process.stdout.read()
    assert "Traceback" not in output, output  # an orphaned worker exits quietly

    # the index opens at its last committed state: V1, or V2 once the manifest switched
    committed = built["clean"] if point == "after-switch" else built["before"]
    now = state(index)
    assert now["problems"] == []
    assert now["hashes"] == committed["hashes"]
    assert now["chunks"] == now["bm25"] == now["vectors"] == now["graph"] == committed["chunks"]
    result = CliRunner().invoke(main, ["check", "--index", str(index)])
    assert result.exit_code == 0 and "ok: the document table, BM25, vectors and graph agree" in result.output
    hits = json.loads(CliRunner().invoke(main, ["query", "Pier 4 ferry", "--index", str(index), "--json"]).output)
    assert hits and {h["chunk_id"] for h in hits} <= committed["chunks"]

    # the same ingest again completes it: exactly a clean ingest's chunks, nothing left over
    report = ingest([str(src)], load_settings(env={}, index=str(index)))
    expected = (0, 0, 6) if point == "after-switch" else (1, 2, 3)
    assert (report.documents_new, report.documents_updated, report.documents_unchanged) == expected
    after = state(index)
    assert after["problems"] == []
    assert after["hashes"] == built["clean"]["hashes"]
    assert after["chunks"] == after["bm25"] == after["vectors"] == after["graph"] == built["clean"]["chunks"]
    assert generations(index) == [after["generation"]]  # the killed run's folder is gone
    assert "warning" not in json.loads(CliRunner().invoke(main, ["stats", "--index", str(index), "--json"]).output)


def test_a_reader_during_an_ingest_reads_one_generation(built, tmp_path):
    """An index opened while an ingest is writing sees the old generation, whole, even for stores
    it opens only after the ingest committed; the next writer removes it once the reader is done."""
    src, index = edited_copy(built, tmp_path)
    flag = tmp_path / "paused"
    process = start_ingest(src, index, "after-bm25", flag)
    wait_paused(process, flag)
    reader = open_index(load_settings(env={}, index=str(index)))
    try:
        old = reader.layout
        assert old.generation == built["before"]["generation"]
        assert reader.docs.hashes() == built["before"]["hashes"]
        flag.unlink()  # let the ingest go on and commit
        output = process.communicate()[0]
        assert process.returncode == 0, output
        assert Layout.current(index).generation > old.generation
        # the graph and the vectors are opened only now, after the switch: still the old generation
        report = check(reader)
        assert report.ok, report.problems
        assert set(reader.graph.chunk_ids()) == set(reader.dense.ids) == built["before"]["chunks"]  # type: ignore[attr-defined]
        assert old.folder.exists()  # held by this reader, so the ingest left it
    finally:
        reader.close()
    assert state(index)["chunks"] == built["clean"]["chunks"]
    again = ingest([str(src)], load_settings(env={}, index=str(index)))
    assert again.documents_unchanged == 6
    assert not old.folder.exists()  # the next writer removed it
