"""docs/settings.md, written from the settings' own declarations: graphrag/config.py's sections
and the parameter groups the stages declare (graphrag/params.py).

A section field's description is the comment written beside it (or on the lines just above it) in
config.py; a stage parameter's is the one its ``param(...)`` declares, with its bounds. So the
reference cannot drift from the code: ``python -m graphrag.settings_doc`` rewrites the file and a
test checks that it is current.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import sys
from pathlib import Path

from . import config
from .config import _ENV_ALIASES, PARAM_GROUPS, SECTIONS, own_fields
from .params import bound_text

INTRO = """# Settings

<!-- written by `python -m graphrag.settings_doc` from graphrag/config.py (edit the comments there) and
the stages' parameter declarations (each `param(...)` in retrieve/*.py and understand/expand.py) -->

Defaults < a TOML file (`--settings FILE`, else `$GRAPHRAG_CONFIG`, else `./graphrag.toml`) <
environment < command-line flags. Settings come in typed sections; in a file, a section is a table:

```toml
index = ".graphrag"
[retrieval]
alpha = 0.7
graph_mode = "learned"
[neo4j]
uri = "bolt://127.0.0.1:7687"
```

Every setting also has one flat name for flags and the environment: the field's name, with the
section as a prefix for the server sections (`--alpha` and `GRAPHRAG_ALPHA`, `--neo4j-uri` and
`GRAPHRAG_NEO4J_URI`). Not every setting has a flag: `graphrag COMMAND --help` (and
`--help-servers`) lists those that do. A bad value names the field and where it came from:
`setting retrieval.alpha = 1.5 (env GRAPHRAG_ALPHA): must lie between 0 and 1`. The graph stage,
fusion and expansion names are checked by the stages' own registries. A stage's parameters (a
graph stage's, the fusions', the rerankers', an expansion's) are declared by the stage (its
module's parameter group, graphrag/params.py) and listed in its section after the section's own
settings, each with its group and its bounds.

`index` (env `GRAPHRAG_INDEX`, flag `--index`): the index folder, default `.graphrag`.
"""


def _comments(cls: type) -> dict[str, str]:
    """field name -> the comment beside it, or on the comment lines just above it."""
    source = inspect.getsource(cls)
    lines = source.splitlines()
    out: dict[str, str] = {}
    for node in ast.parse(source).body[0].body:  # type: ignore[attr-defined]
        if not isinstance(node, ast.AnnAssign) or not isinstance(node.target, ast.Name):
            continue
        line = lines[node.lineno - 1]
        parts: list[str] = []
        i = node.lineno - 2
        while i >= 0 and lines[i].strip().startswith("#"):
            parts.insert(0, lines[i].strip().lstrip("#").strip())
            i -= 1
        if "#" in line[node.end_col_offset :]:
            parts.append(line[node.end_col_offset :].split("#", 1)[1].strip())
        out[node.target.id] = " ".join(p for p in parts if p)
    return out


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _rows(section: str, cls: type, prefix: str, aliases: dict[str, list[str]]) -> list[str]:
    """The table rows of one section: its own fields, then the stages' parameters it holds."""

    def env(flat: str) -> str:
        return ", ".join(f"`{v}`" for v in [f"GRAPHRAG_{flat.upper()}", *aliases.get(flat, [])])

    notes = _comments(cls)
    out = []
    for f in own_fields(cls):
        flat = prefix + f.name
        default = f.default if f.default is not dataclasses.MISSING else ""
        out.append(f"| `{f.name}` | `{default!r}` | {env(flat)} | {_cell(notes.get(f.name, ''))} |")
    for group in (g for g in PARAM_GROUPS if section == g.SECTION):
        for flat, f in group.flat_fields().items():
            bounds = bound_text(f)
            what = f"{group.TITLE}: {f.metadata['doc']}" + (f" [{bounds}]" if bounds else "")
            out.append(f"| `{flat}` | `{f.default!r}` | {env(flat)} | {_cell(what)} |")
    return out


def render() -> str:
    """The whole of docs/settings.md."""
    aliases: dict[str, list[str]] = {}
    for var, flat in _ENV_ALIASES.items():
        aliases.setdefault(flat, []).append(var)
    out = [INTRO]
    for section, (cls, prefix) in SECTIONS.items():
        doc = cls.__doc__ or ""
        if doc.startswith(cls.__name__ + "("):  # the dataclass's own signature, not a description
            doc = ""
        out.append(f"\n## [{section}]\n")
        if doc:
            out.append(" ".join(doc.split()) + "\n")
        out.append("| setting | default | environment | what it does |")
        out.append("|---|---|---|---|")
        out += _rows(section, cls, prefix, aliases)
    return "\n".join(out) + "\n"


def path() -> Path:
    return Path(config.__file__).resolve().parents[1] / "docs" / "settings.md"


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else path()
    target.write_text(render(), encoding="utf-8")
    print(f"wrote {target}")
