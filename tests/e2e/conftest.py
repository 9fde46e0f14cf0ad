"""Fixtures the end-to-end tests share."""

import pytest

# a three-document corpus small enough to ingest in every test that needs a real index
DOCS = {
    "ferry.md": "# Ferry schedule\nThe Harbour Line ferry leaves Pier 4 every hour. Captain Ilse Brandt runs it.",
    "pier.md": "# Pier 4\nPier 4 is the oldest pier in Norrvik. The Harbour Line ferry leaves from Pier 4.",
    "brandt.txt": "Ilse Brandt\nIlse Brandt has captained the Harbour Line since 2019. She lives in Norrvik.",
}


@pytest.fixture
def corpus(tmp_path):
    folder = tmp_path / "docs"
    folder.mkdir()
    for name, text in DOCS.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder
