"""The extraction worker (ingest/worker.py) whose parent dies mid-conversation exits quietly: no
traceback in the user's terminal, exit status 0. A parent killed while writing a request leaves
half a pickle on the worker's input; one killed before reading the answer leaves a broken pipe."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from graphrag.models import Chunk

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.filterwarnings("error::ResourceWarning")


def worker() -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    process = subprocess.Popen(
        [sys.executable, "-m", "ingest.worker"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        cwd=ROOT,
    )
    assert process.stdin is not None
    # a model that is not installed: the worker answers every request with that error (no spaCy load)
    pickle.dump(("no_such_spacy_model_xyz", 8, []), process.stdin)
    process.stdin.flush()
    return process


def test_half_a_request_then_the_parent_gone():
    process = worker()
    request = pickle.dumps([Chunk("c1", "d1", 0, "Ilse Brandt runs the ferry.")])
    _, err = process.communicate(request[: len(request) // 2], timeout=120)
    assert "Traceback" not in err.decode(), err.decode()
    assert process.returncode == 0


def test_an_answer_to_a_parent_gone():
    process = worker()
    assert process.stdin is not None and process.stdout is not None and process.stderr is not None
    process.stdout.close()  # the parent's end of the answers: gone
    process.stdin.write(pickle.dumps([Chunk("c1", "d1", 0, "Ilse Brandt runs the ferry.")]))
    process.stdin.close()
    err = process.stderr.read().decode()
    process.stderr.close()
    assert process.wait(timeout=120) == 0
    assert "Traceback" not in err, err
