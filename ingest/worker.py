"""Extraction in a process of its own (see run._extraction_worker): pickled chunk lists in on
stdin, pickled (Extraction, seconds) out on stdout, until stdin closes.

A plain child process rather than multiprocessing: multiprocessing's spawn re-imports the
caller's main script in the child, which breaks any script that calls ``ingest()`` without an
``if __name__ == "__main__"`` guard, and a fork of a process running torch threads is unsafe.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import IO, Any

from graphrag.errors import GraphragError


class ExtractionProcess(Executor):
    """An executor of one function: ``submit(fn, chunks)`` runs the extraction in the child (``fn``
    is ignored: the child knows only extraction). One request at a time, in order."""

    def __init__(self, spacy_model: str, batch_size: int, titles: set[str]):
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "ingest.worker"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env
        )
        self._talk = ThreadPoolExecutor(max_workers=1, thread_name_prefix="graphrag-extract")
        self._lock = threading.Lock()
        try:
            self._send((spacy_model, batch_size, sorted(titles)))
        except BaseException:
            self.shutdown()
            raise

    def _send(self, obj: Any) -> None:
        stdin: IO[bytes] = self._proc.stdin  # type: ignore[assignment]
        pickle.dump(obj, stdin, protocol=pickle.HIGHEST_PROTOCOL)
        stdin.flush()

    def _call(self, chunks: Any) -> Any:
        with self._lock:
            try:
                self._send(chunks)
                ok, payload = pickle.load(self._proc.stdout)  # type: ignore[arg-type]
            except (EOFError, BrokenPipeError, pickle.UnpicklingError) as e:
                raise GraphragError(
                    f"the extraction process stopped (exit code {self._proc.poll()}); its error is on stderr"
                ) from e
        if not ok:  # the child's own error (a spaCy model that is not installed, ...), raised here
            raise payload
        return payload

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        return self._talk.submit(self._call, *args)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self._talk.shutdown(wait=True, cancel_futures=cancel_futures)
        try:
            if self._proc.stdin:
                self._proc.stdin.close()  # the child's loop ends at the end of its input
            self._proc.wait(timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            self._proc.kill()
            self._proc.wait()
        finally:
            for pipe in (self._proc.stdin, self._proc.stdout):
                if pipe is not None:
                    try:
                        pipe.close()
                    except OSError:  # a pipe the child broke: closed all the same
                        pass


def _picklable(e: Exception) -> bool:
    try:
        pickle.loads(pickle.dumps(e))
        return True
    except Exception:
        return False


def main() -> None:
    """Serve extraction requests until the input ends. A parent that dies (killed ingest) closes
    or breaks the pipes: the child then exits quietly, with no traceback in the user's terminal."""
    try:
        _serve()
    except (EOFError, BrokenPipeError, ConnectionResetError, pickle.UnpicklingError, KeyboardInterrupt):
        _quiet_exit()


def _quiet_exit() -> None:
    """Exit at once: the interpreter's own exit would flush a stdout whose reader is gone, and
    print that error."""
    os._exit(0)


def _serve() -> None:
    from graphrag.models_loader import load_spacy

    from .extract import Extractor

    source, sink = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # anything a library prints must not mix with the results
    spacy_model, batch_size, titles = pickle.load(source)
    try:
        extractor, failed = Extractor(load_spacy(spacy_model), batch_size), None
    except Exception as e:  # answered to every request: the parent raises it as its own
        extractor, failed = None, e
    known = set(titles)
    while True:
        chunks = pickle.load(source)  # EOFError at the end of the input: main() ends quietly
        t = time.perf_counter()
        try:
            if extractor is None:
                raise failed or GraphragError("no extractor")
            answer: tuple[bool, Any] = (True, (extractor.extract(chunks, known), time.perf_counter() - t))
        except Exception as e:
            answer = (False, e if _picklable(e) else GraphragError(f"{type(e).__name__}: {e}"))
        pickle.dump(answer, sink, protocol=pickle.HIGHEST_PROTOCOL)
        sink.flush()


if __name__ == "__main__":
    main()
