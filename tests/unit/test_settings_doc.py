"""docs/settings.md is written from graphrag/config.py and the stages' parameter declarations,
and says something of every setting."""

from graphrag.config import SECTIONS, section_settings
from graphrag.settings_doc import path, render


def test_settings_doc_is_current():
    assert path().read_text(encoding="utf-8") == render(), "run `python -m graphrag.settings_doc`"


def test_every_setting_is_described():
    text = render()
    for section in SECTIONS:
        for name in section_settings(section):
            row = next(line for line in text.splitlines() if line.startswith(f"| `{name}` |"))
            assert not row.rstrip().endswith("|  |"), f"{section}.{name} has no description"
