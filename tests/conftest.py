import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "examples" / "demo"
QUESTIONS = ROOT / "examples" / "questions.jsonl"
SHARED_DATA = Path(os.environ.get("GRAPHRAG_SHARED_DATA", ROOT.parent / "shared" / "data"))


@pytest.fixture(scope="session")
def demo_dir() -> Path:
    return DEMO
