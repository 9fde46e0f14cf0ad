"""Every Cypher statement the Neo4j store runs, one ``<name>.cypher`` file each, shipped as package
data; ``browser/`` holds ready queries for people inspecting the graph in Neo4j Browser."""

from __future__ import annotations

from functools import cache
from importlib import resources


@cache
def read(name: str) -> str:
    """The text of ``<name>.cypher`` (``browser/<name>`` for a Browser query).

    Raises FileNotFoundError naming the file when there is no such statement."""
    resource = resources.files(__name__).joinpath(*f"{name}.cypher".split("/"))
    if not resource.is_file():
        raise FileNotFoundError(f"no Cypher statement {name!r} in the {__name__} package ({resource})")
    return resource.read_text(encoding="utf-8")


def names(folder: str = "") -> list[str]:
    """The statement names in the package (or in its ``browser`` folder)."""
    root = resources.files(__name__)
    if folder:
        root = root.joinpath(folder)
    prefix = f"{folder}/" if folder else ""
    return sorted(prefix + p.name[: -len(".cypher")] for p in root.iterdir() if p.name.endswith(".cypher"))
