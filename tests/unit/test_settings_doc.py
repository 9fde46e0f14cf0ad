"""docs/settings.md is written from graphrag/config.py and says something of every setting."""

import dataclasses

from graphrag.config import SECTIONS
from graphrag.settings_doc import path, render


def test_settings_doc_is_current():
    assert path().read_text(encoding="utf-8") == render(), "run `python -m graphrag.settings_doc`"


def test_every_setting_is_described():
    text = render()
    for section, (cls, _) in SECTIONS.items():
        for f in dataclasses.fields(cls):
            row = next(line for line in text.splitlines() if line.startswith(f"| `{f.name}` |"))
            assert not row.rstrip().endswith("|  |"), f"{section}.{f.name} has no comment in config.py"
