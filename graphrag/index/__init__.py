"""The index: a folder of crash-safe generations (layout.py) holding the stores, or a record on
the servers. ``open_index(settings)`` opens whichever the settings name:

    layout.py   the folder's files, generations, locks and atomic writes; the commit protocol
    local.py    Index: an index folder with its stores (embedded, or some stores on servers)
    remote.py   ServerIndex: every store on a server, its commit point a record in Neo4j
    factory.py  open_index: the one or the other, as the settings say
    damage.py   which file of a generation is damaged, read the way its store reads it
    recover.py  graphrag check --repair and ingest --rebuild on a damaged index
"""

from __future__ import annotations

from .factory import open_index
from .layout import (
    BUILT_WITH,
    SERVERS,
    Layout,
    atomic_write,
    generations,
    pause_point,
    read_manifest,
    writer_lock,
)
from .local import Index

__all__ = [
    "BUILT_WITH",
    "SERVERS",
    "Index",
    "Layout",
    "atomic_write",
    "generations",
    "open_index",
    "pause_point",
    "read_manifest",
    "writer_lock",
]
