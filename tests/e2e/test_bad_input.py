"""Bad input at scale, through the real ingest (models and all): ids that do not depend on how a
path is written, document size and chunk limits, progress inside a large document, and control
characters escaped on the terminal while JSON stays exact."""

from __future__ import annotations

import json
import os

import pytest
from click.testing import CliRunner

from graphrag.cli import main
from graphrag.config import load_settings
from graphrag.errors import ConfigError
from ingest.run import ingest

pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("error::ResourceWarning")]

DOCS = {
    "ferry.md": "# Ferry schedule\nThe Harbour Line ferry leaves Pier 4 every hour. Captain Ilse Brandt runs it.",
    "pier.md": "# Pier 4\nPier 4 is the oldest pier in Norrvik. The Harbour Line ferry leaves from Pier 4.",
    "brandt.txt": "Ilse Brandt\nIlse Brandt has captained the Harbour Line since 2019. She lives in Norrvik.",
}


def cli(*args: object) -> object:
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture
def project(tmp_path, monkeypatch):
    docs = tmp_path / "docs"
    docs.mkdir()
    for name, text in DOCS.items():
        (docs / name).write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def counts(report) -> tuple[int, int, int]:
    return report.documents_new, report.documents_updated, report.documents_unchanged


def test_a_file_keeps_its_id_however_the_path_is_written(project):
    settings = load_settings(env={}, index=".graphrag")
    assert counts(ingest(["docs"], settings)) == (3, 0, 0)
    assert counts(ingest([str(project / "docs")], settings)) == (0, 0, 3)
    assert counts(ingest(["./docs/../docs"], settings)) == (0, 0, 3)
    assert counts(ingest(["docs/ferry.md"], settings)) == (0, 0, 1)  # one file of the folder: the same id
    os.chdir(project / "docs")  # from another folder, relative again
    again = ingest(["../docs/pier.md", "."], settings.replace(index=str(project / ".graphrag")))
    assert counts(again) == (0, 0, 3) and again.totals["documents"] == 3
    # an index from before roots were recorded takes its root from the paths of its next ingest
    (project / ".graphrag" / "source_root.json").unlink()
    os.chdir(project)
    assert counts(ingest(["docs"], settings)) == (0, 0, 3)
    assert json.loads((project / ".graphrag" / "source_root.json").read_text()) == {"source_root": "../docs"}


def test_same_file_name_in_two_folders_is_two_documents(project):
    for folder in ("a", "b"):
        (project / folder).mkdir()
        (project / folder / "notes.md").write_text(f"# Notes {folder}\n\nKelp barge {folder} sails at dawn.")
    out_a = cli("ingest", "a/notes.md", "--index", "idx")
    out_b = cli("ingest", "b/notes.md", "--index", "idx")
    assert out_a.exit_code == out_b.exit_code == 0, out_b.output
    assert "1 new" in out_a.output and "(1 new, 0 updated" in out_b.output  # not "1 updated": a is kept
    hits = json.loads(cli("query", "kelp barge sails", "--index", "idx", "--json").output)
    assert {h["doc_id"] for h in hits} == {"notes.md", str(project / "b" / "notes.md")}
    refused = cli("ingest", "b", "--index", "idx", "--source-root", "b")
    assert refused.exit_code == 1 and f"keeps file ids relative to {project / 'a'}" in refused.output


def test_a_source_root_given_on_the_first_ingest_is_kept(project):
    settings = load_settings(env={}, index="idx", source_root=".")
    assert counts(ingest(["docs/ferry.md"], settings)) == (1, 0, 0)
    report = ingest(["docs"], load_settings(env={}, index="idx"))  # later ingests need not repeat it
    assert counts(report) == (2, 0, 1)
    with pytest.raises(ConfigError, match="keeps file ids relative to"):
        ingest(["docs"], load_settings(env={}, index="idx", source_root="docs"))


def test_documents_over_the_size_or_chunk_limit_are_skipped_and_named(project):
    (project / "docs" / "big.txt").write_text("Harbour " * 400, encoding="utf-8")  # 3,200 bytes
    (project / "docs" / "long.md").write_text(
        "# Long\n\n" + " ".join(f"Sentence {i} is about the harbour." for i in range(70)), encoding="utf-8"
    )  # under 3,000 bytes, over 2 chunks of 200 tokens
    assert (project / "docs" / "long.md").stat().st_size < 3000
    with (project / "docs" / "records.jsonl").open("w", encoding="utf-8") as f:
        f.write(json.dumps({"id": "r-big", "text": "word " * 1000}) + "\n")
        f.write(json.dumps({"id": "r-ok", "text": "The kelp barge docks at Pier 4."}) + "\n")
    result = cli(
        "ingest", "docs", "--index", "idx", "--max-document-bytes", 3000, "--max-document-chunks", 2, "--strict"
    )
    assert result.exit_code == 1 and "3 input(s) skipped (--strict)" in result.output
    out = result.output
    assert "4 new" in out  # ferry, pier, brandt, r-ok
    assert "skipped docs/big.txt: file of 3,200 bytes is over the document size limit of 3,000 bytes" in out
    assert "skipped docs/records.jsonl:1: line is over the document size limit of 3,000 bytes" in out
    assert (
        f"skipped {project / 'docs' / 'long.md'}: document of " in out
        and "more than 2 chunks (max_document_chunks)" in out
    )
    ok = cli("ingest", "docs", "--index", "idx2", "--max-document-chunks", 1000)
    assert ok.exit_code == 0 and "7 new" in ok.output  # under the default size limit, all of them


def test_progress_counts_chunks_and_moves_inside_one_large_document(project):
    big = project / "big"
    big.mkdir()
    (big / "long.md").write_text(
        "# Long\n\n" + " ".join(f"Sentence {i} names the kelp barge." for i in range(400)), encoding="utf-8"
    )
    totals: list[int] = []
    steps: list[int] = []
    settings = load_settings(env={}, index="idx", chunk_tokens=24, chunk_overlap=0)
    report = ingest(["big"], settings, progress=steps.append, on_total=totals.append)
    assert report.documents_new == 1 and report.chunks_written > 64
    assert totals == [report.chunks_written] and sum(steps) == report.chunks_written
    assert len(steps) >= report.chunks_written // 64  # moved a slice at a time, not once at the end


def test_control_characters_are_escaped_on_the_terminal_and_exact_in_json(project):
    evil = project / "evil"
    evil.mkdir()
    name = "red\x1b[31mfile.md"
    (evil / name).write_text("# Title \x1b[2J here\u202e\n\nThe kelp barge \x07 docks at Pier 4.", encoding="utf-8")
    (evil / "rec.jsonl").write_text(
        json.dumps({"id": "id\x1b]0;pwned\x07", "title": "T\x9b1m", "text": "Kelp barge record \x1b[5m."}) + "\n"
    )
    (evil / "bad\x1b[1m.txt").write_bytes(b"\x00binary")
    (evil / "utf16.md").write_bytes("# Wide\n\nKelp barge in UTF-16.".encode("utf-16"))
    out = cli("ingest", "evil", "--index", "idx")
    assert out.exit_code == 0, out.output
    assert "\x1b" not in out.output and "\x07" not in out.output
    assert "skipped evil/bad\\x1b[1m.txt: binary file" in out.output and "3 new" in out.output

    shown = cli("query", "kelp barge", "--index", "idx", "-k", "5")
    assert shown.exit_code == 0
    assert not any(ch in shown.output for ch in "\x1b\x07\x9b\u202e")
    assert "red\\x1b[31mfile.md" in shown.output and "id\\x1b]0;pwned\\x07" in shown.output

    raw = cli("query", "kelp barge", "--index", "idx", "-k", "5", "--json")
    assert "\x1b" not in raw.output and "\x9b" not in raw.output
    hits = {h["doc_id"]: h for h in json.loads(raw.output)}
    assert set(hits) == {name, "id\x1b]0;pwned\x07", "utf16.md"}  # exact, control characters and all
    assert hits[name]["title"] == "Title \x1b[2J here\u202e" and hits["id\x1b]0;pwned\x07"]["title"] == "T\x9b1m"

    deleted = cli("delete", "id\x1b]0;pwned\x07", "no\x1b[0mne", "--index", "idx")
    assert deleted.exit_code == 0 and "\x1b" not in deleted.output
    assert "deleted:   1 documents" in deleted.output and "not in the index: no\\x1b[0mne" in deleted.output


def test_a_20_mb_one_line_file_is_skipped_and_the_run_goes_on(project):
    with (project / "docs" / "one-line.txt").open("wb") as f:
        for _ in range(20):
            f.write(b"harbour ferry pier " * (2**20 // 19 + 1))  # 20 MiB, no line break, no stop
    result = cli("ingest", "docs", "--index", "idx")
    assert result.exit_code == 0, result.output
    assert "3 new" in result.output
    assert "skipped docs/one-line.txt: file of 20 MiB is over the document size limit of 8.0 MiB" in result.output
