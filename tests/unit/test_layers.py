"""The package's layering, checked: no import cycle among graphrag's and ingest's modules (counting
imports at the top, inside functions and under TYPE_CHECKING alike), no module importing one of a
higher layer, and every module importable on its own in a fresh interpreter.

    models, errors, text  ->  params, config  ->  stores, llm, models' loaders  ->  index
      ->  retrieve, ingest  ->  pipeline  ->  understand  ->  server, mcp, cli

(the full table is LAYERS below; a module not in it fails the test, so a new one is placed on purpose)
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT

# module (or package prefix, ending in ".") -> its layer; a module may import only its own layer or lower
LAYERS: dict[str, int] = {
    "graphrag": 9,  # the package's __init__: the public surface, re-exports every layer
    "graphrag.errors": 0,
    "graphrag.models": 0,
    "graphrag.text": 0,
    "graphrag.terminal": 0,
    "graphrag.deadline": 0,
    "graphrag.params": 1,  # the stages' parameter declarations (config reads them)
    "graphrag.config": 1,
    "graphrag.stores.": 2,
    "graphrag.llm.": 2,
    "graphrag.models_loader": 2,
    "graphrag.onnx_embed": 2,
    "graphrag.model_store": 2,  # embedding models fetched at install time (models_loader reads where)
    "graphrag.index.": 3,
    "graphrag.check": 4,
    "graphrag.entities": 4,
    "graphrag.retrieve.": 4,
    "ingest.": 4,
    "ingest": 4,
    "graphrag.pipeline": 5,
    "graphrag.understand.": 6,
    "graphrag.eval": 7,
    "graphrag.benchmark": 7,
    "graphrag.settings_doc": 7,
    "graphrag.client": 7,
    "graphrag.server": 8,
    "graphrag.web": 8,
    "graphrag.mcp_server": 8,
    "graphrag.cli": 9,
}


def modules() -> dict[str, Path]:
    out = {}
    for path in sorted([*ROOT.glob("graphrag/**/*.py"), *ROOT.glob("ingest/**/*.py")]):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The package modules ``name`` imports, wherever the import statement stands."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            candidates = [mod, *(f"{mod}.{a.name}" for a in node.names)]
        elif isinstance(node, ast.Import):
            candidates = [a.name for a in node.names]
        else:
            continue
        found |= {c for c in candidates if c in known and c != name}
    return found


def _matches(name: str, key: str) -> bool:
    return name == key or (key.endswith(".") and (name.startswith(key) or name == key[:-1]))


def layer(name: str) -> int:
    return LAYERS[max((key for key in LAYERS if _matches(name, key)), key=len)]


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports(name, path, known) for name, path in known.items()}


def test_every_module_has_a_layer():
    missing = [m for m in modules() if not any(_matches(m, k) for k in LAYERS)]
    assert not missing, f"place these modules in LAYERS: {missing}"


def test_no_module_imports_a_higher_layer():
    upward = [
        f"{a} (layer {layer(a)}) imports {b} (layer {layer(b)})"
        for a, deps in graph().items()
        for b in sorted(deps)
        if b != "graphrag" and layer(b) > layer(a)
    ]
    assert not upward, "\n".join(upward)


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycle():
    edges = {a: {b for b in deps if b != "graphrag"} for a, deps in graph().items() if a != "graphrag"}
    assert sum(len(d) for d in edges.values()) > 100, "the import graph was not read"
    assert not cycles(edges), f"import cycles: {cycles(edges)}"


def test_the_cycle_check_finds_cycles():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


@pytest.mark.slow
def test_every_module_imports_alone():
    code = "import importlib, sys\nfor m in sys.argv[1:]:\n    importlib.import_module(m)\n"
    failed = []
    for name in modules():
        done = subprocess.run([sys.executable, "-c", code, name], cwd=ROOT, capture_output=True, text=True)
        if done.returncode:
            failed.append(f"{name}: {done.stderr.strip().splitlines()[-1] if done.stderr.strip() else done.returncode}")
    assert not failed, "\n".join(failed)


MAX_FUNCTION_LINES = 60


def test_no_function_is_longer_than_a_screen():
    """One room per function: none of graphrag's or ingest's is over MAX_FUNCTION_LINES lines
    (docstring included)."""
    long = []
    for name, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > MAX_FUNCTION_LINES:
                    long.append(f"{name}.{node.name}: {lines} lines")
    assert not long, "\n".join(long)
