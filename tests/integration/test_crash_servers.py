"""Server mode after a kill -9 between the servers' writes and the local commit: Weaviate then holds
chunks the index never committed. ``graphrag check`` reports the counts that disagree, and the next
ingest reconciles from ``pending.json``: a document it ingests again is rewritten in Weaviate, and
one that only the killed run wrote is removed from it (``check --repair`` does that much too)."""

from __future__ import annotations

import json
import os
import signal
import uuid

import pytest
from click.testing import CliRunner

from graphrag.cli import main
from graphrag.config import load_settings
from graphrag.index import Layout, open_index
from graphrag.stores.weaviate_index import WeaviateIndex, parse_url
from ingest.run import ingest
from tests.e2e.test_crash_safety import V1, V2, start_ingest, wait_paused, write
from tests.integration.conftest import require_server

pytestmark = [pytest.mark.integration, pytest.mark.slow]


def test_the_next_ingest_reconciles_weaviate_after_a_kill(tmp_path):
    settings = load_settings(env=None)
    _, host, port = parse_url(settings.weaviate.url)
    require_server("weaviate", host, port)
    collection = f"GraphragCrash{uuid.uuid4().hex[:10]}"
    src = write(tmp_path / "src", V1)  # one source folder, edited between the runs: ids are stable
    index = tmp_path / "index"
    flags = ["--vectors", "weaviate", "--weaviate-collection", collection]
    try:
        result = CliRunner().invoke(main, ["ingest", str(src), "--index", str(index), *flags])
        assert result.exit_code == 0, result.output
        committed = json.loads(CliRunner().invoke(main, ["stats", "--index", str(index), "--json"]).output)
        assert committed["vectors"] == committed["chunks"] and "warning" not in committed

        flag = tmp_path / "paused"
        write(src, V2)
        process = start_ingest(src, index, "after-docs", flag, *flags)  # Weaviate written, manifest not switched
        wait_paused(process, flag)
        os.kill(process.pid, signal.SIGKILL)
        assert process.wait() == -signal.SIGKILL

        pending = json.loads(Layout(index).pending.read_text())["documents"]
        assert pending == ["lind.md", "pier.md", "storm.md"]  # what the killed run sent to Weaviate
        found = CliRunner().invoke(main, ["check", "--index", str(index)])
        assert found.exit_code == 1
        assert f"vectors (weaviate): holds {committed['chunks'] + 1} chunks, the document table" in found.output
        assert "server stores: 3 documents were sent by an interrupted ingest" in found.output
        assert "warning: the stores disagree" in CliRunner().invoke(main, ["stats", "--index", str(index)]).stderr
        # --repair takes storm.md (never committed) out of Weaviate; pier.md and lind.md wait for their sources
        repaired = CliRunner().invoke(main, ["check", "--repair", "--index", str(index)])
        assert repaired.exit_code == 1, repaired.output
        assert "still: server stores: 2 documents were sent by an interrupted ingest" in repaired.output
        assert "holds" not in repaired.output.split("repaired:")[1]  # the counts agree again
        assert json.loads(Layout(index).pending.read_text())["documents"] == ["lind.md", "pier.md"]

        # V1 again: pier.md and lind.md are "unchanged" locally but rewritten, storm.md only the
        # killed run knew: it leaves Weaviate
        (src / "storm.md").unlink()
        write(src, V1)
        report = ingest(
            [str(src)], load_settings(env={}, index=str(index), vectors="weaviate", weaviate_collection=collection)
        )
        assert (report.documents_updated, report.documents_unchanged) == (2, 3)
        assert not Layout(index).pending.exists()
        assert CliRunner().invoke(main, ["check", "--index", str(index)]).exit_code == 0
        opened = open_index(load_settings(env=None, index=str(index), weaviate_collection=collection))
        try:
            table = list(opened.docs.chunks())
            assert opened.dense.count() == len(table) == committed["chunks"]
            assert set(opened.dense.vectors(table)) == set(table)  # the very chunks of the table
        finally:
            opened.close()
    finally:
        store = WeaviateIndex.from_settings(settings.weaviate, collection)
        store.drop()
        store.close()
