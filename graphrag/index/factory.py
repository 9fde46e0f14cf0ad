"""Opening an index: the folder's, or the one kept wholly on the servers, as the settings say."""

from __future__ import annotations

from ..config import Settings
from .local import Index


def open_index(settings: Settings, create: bool = False) -> Index:
    """The index the settings name: a :class:`ServerIndex` when every store, the documents too, is
    on a server (``stores.docs = neo4j``, ``--stores servers``), else the index folder's
    :class:`Index`. ``create``: make it if it is not there (a writer's first ingest)."""
    if settings.stores.docs != "local":
        from .remote import ServerIndex

        return ServerIndex(settings, create)
    return Index(settings, create)
