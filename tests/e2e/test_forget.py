"""A deleted document is forgotten: no file of the index folder keeps a text, a name or a title
only it contributed (the phrase table, the graph's aliases and sentences, BM25's vocabulary, the
document table), whether it went by ``graphrag delete`` or by ``ingest --sync``."""

from __future__ import annotations

import gzip
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from graphrag.cli import main
from graphrag.config import load_settings
from ingest.run import ingest
from tests.e2e.conftest import DOCS

pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("error::ResourceWarning")]

MARKER = "Zorvexquint"
# the marker in a title, in an entity's name, and in the first sentence (a phrase of the table)
SECRET = (
    f"# {MARKER} Hall\n{MARKER} Hall is a lighthouse keeper's station near Pier 4. "
    f"Captain Ilse Brandt visited Orla {MARKER} at {MARKER} Hall in 2021. "
    f"Orla {MARKER} is maintained by the Harbour Line."
)


def index_text(index: Path) -> str:
    """Every byte of the index folder as text: gzip decompressed, SQLite rows read out."""
    out = []
    for path in sorted(index.rglob("*")):
        if not path.is_file():
            continue
        if path.name.endswith(".gz"):
            out.append(gzip.decompress(path.read_bytes()).decode("utf-8", "replace"))
        elif path.suffix == ".sqlite":
            db = sqlite3.connect(path)
            try:
                for table in ("documents", "chunks"):
                    out += [repr(row) for row in db.execute(f"SELECT * FROM {table}")]
            finally:
                db.close()
        else:
            out.append(path.read_bytes().decode("utf-8", "replace"))
    return "\n".join(out)


@pytest.fixture
def folder(tmp_path):
    docs = tmp_path / "docs"
    docs.mkdir()
    for name, text in DOCS.items():
        (docs / name).write_text(text, encoding="utf-8")
    (docs / "secret.md").write_text(SECRET, encoding="utf-8")
    return docs


@pytest.mark.parametrize("how", ["delete", "sync"])
def test_a_deleted_document_leaves_nothing_behind(folder, tmp_path, how):
    index = tmp_path / "index"
    settings = load_settings(env={}, index=str(index))
    ingest([str(folder)], settings)
    before = index_text(index)
    assert MARKER in before
    assert f"{MARKER} Hall is a lighthouse" in before  # the lead sentence, in the phrase table
    if how == "delete":
        result = CliRunner().invoke(main, ["delete", "secret.md", "--index", str(index)])
        assert result.exit_code == 0, result.output
    else:
        (folder / "secret.md").unlink()
        report = ingest([str(folder)], settings, sync=True)
        assert report.documents_deleted == 1
    after = index_text(index)
    assert MARKER.casefold() not in after.casefold()
    assert "Harbour Line" in after  # what the other documents said is still there
    result = CliRunner().invoke(main, ["check", "--index", str(index)])
    assert result.exit_code == 0, result.output
    result = CliRunner().invoke(main, ["query", "Who runs the Harbour Line ferry?", "--index", str(index)])
    assert result.exit_code == 0, result.output
    assert "Brandt" in result.output


def test_a_name_only_a_deleted_document_used_leaves_the_entity_that_stays(folder, tmp_path):
    """Ilse Brandt stays (other documents name her), but not as 'Captain Ilse Brandt of Zorvexquint'."""
    (folder / "secret.md").write_text(
        f"# Visit\nIlse Brandt, also known as Ilse {MARKER}-Brandt, visited Norrvik in 2021.", encoding="utf-8"
    )
    index = tmp_path / "index"
    settings = load_settings(env={}, index=str(index))
    ingest([str(folder)], settings)
    result = CliRunner().invoke(main, ["delete", "secret.md", "--index", str(index)])
    assert result.exit_code == 0, result.output
    assert MARKER.casefold() not in index_text(index).casefold()
