"""The source root of an index: the folder its file ids are relative to (see ingest/load.py).

Fixed by the first ingest that finds documents (``source_root`` if set, else the common folder of
its paths) and kept in ``source_root.json`` in the index folder, relative to it, so a project moved
together with its index keeps its ids. A different root asked for later is refused (every file
would change its id) until ``--rebuild``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path

from graphrag.config import Settings
from graphrag.errors import ConfigError, IndexCorruptError

from .load import common_root


def source_root(settings: Settings, paths: Sequence[str], rebuild: bool) -> Path:
    """The folder file ids are relative to: ``source_root`` if set, else the one the index
    recorded, else (a new index, a rebuild, or one from before roots were recorded) the common
    folder of ``paths``. A root given that differs from the recorded one is refused: every file
    would change its id."""
    recorded = None if rebuild else _recorded_root(settings.index_path)
    if settings.ingest.source_root:
        given = Path(settings.ingest.source_root).resolve()
        if recorded and given != recorded:
            raise ConfigError(
                f"{settings.index_path} keeps file ids relative to {recorded}, but source_root = {given} was "
                f"asked for ({settings.sources.get('source_root', 'code')}); `graphrag ingest PATHS --rebuild` "
                "changes it"
            )
        return given
    return recorded or common_root(paths)


def _root_file(index_path: Path) -> Path:
    return index_path / "source_root.json"


def _recorded_root(index_path: Path) -> Path | None:
    """The recorded root, kept relative to the index folder so a project moved together with its
    index keeps its ids."""
    try:
        rel = json.loads(_root_file(index_path).read_text(encoding="utf-8"))["source_root"]
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise IndexCorruptError(f"{_root_file(index_path)} is unreadable ({e}); rebuild with --rebuild") from e
    return (index_path.resolve() / rel).resolve()


def record_root(index_path: Path, root: Path) -> None:
    """Keep ``root`` as the index's source root (written only when it changes)."""
    try:
        if _recorded_root(index_path) == root:
            return
    except IndexCorruptError:
        pass  # a rebuild writes it anew
    rel = os.path.relpath(root, index_path.resolve())
    tmp = _root_file(index_path).with_suffix(".tmp")
    tmp.write_text(json.dumps({"source_root": Path(rel).as_posix()}), encoding="utf-8")
    os.replace(tmp, _root_file(index_path))
