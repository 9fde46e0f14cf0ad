"""Every command, option, setting, environment variable and endpoint that README.md and docs/ name
exists in the code: a renamed or removed one fails here, not in a user's terminal."""

from __future__ import annotations

import re
from pathlib import Path

import click
import pytest

from graphrag.cli import main
from graphrag.config import FLAT, SECTIONS, load_settings, section_settings
from graphrag.server import create_app
from tests.conftest import ROOT

DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
CODE = [*ROOT.glob("graphrag/**/*.py"), *ROOT.glob("ingest/*.py"), *ROOT.glob("scripts/*"), *ROOT.glob("tests/**/*.py")]


FILE_KINDS = {"py", "md", "json", "jsonl", "toml", "txt", "npy", "npz", "gz", "sqlite", "cypher", "png", "html", "js"}


def spans(path: Path) -> list[str]:
    """The code of a page: `inline spans` and the lines of fenced blocks."""
    text = path.read_text(encoding="utf-8")
    lines = []
    for kind, block in re.findall(r"```([a-z]*)\n(.*?)```", text, flags=re.S):
        # a console block shows output too: only its "$ " lines are commands
        lines += [ln for ln in block.splitlines() if kind != "console" or ln.lstrip().startswith("$")]
    rest = re.sub(r"```.*?```", " ", text, flags=re.S)
    return lines + re.findall(r"`([^`\n]+)`", rest)


def commands(text: str) -> list[tuple[str, list[str]]]:
    """(command, its --options) of each `graphrag COMMAND ...` in a span."""
    out = []
    for m in re.finditer(r"^\s*(?:\$\s+)?(?:\S*/)?graphrag ([a-z][a-z-]*)((?:\s+[^\s|;&`]+)*)", text):
        out.append((m.group(1), re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", m.group(2))))
    return out


def all_spans() -> list[tuple[str, str]]:
    return [(p.name, s) for p in DOCS for s in spans(p)]


def test_every_command_and_option_named_exists():
    wrong = []
    for page, span in all_spans():
        for name, options in commands(span):
            command = main.commands.get(name)
            if command is None:
                wrong.append(f"{page}: graphrag {name}")
                continue
            known = {o for p in command.params if isinstance(p, click.Option) for o in (*p.opts, *p.secondary_opts)}
            known |= {"--help"}
            wrong += [f"{page}: graphrag {name} {o}" for o in options if o not in known]
    assert not wrong, "named in the docs but not in the CLI:\n" + "\n".join(wrong)


def test_every_setting_named_exists():
    wrong = []
    for page, span in all_spans():
        for section, name in re.findall(r"(?<![\w./-])([a-z]+)\.([a-z_]+)(?![\w(/-])", span):
            if name in FILE_KINDS:
                continue
            if section in SECTIONS and name not in section_settings(section):
                wrong.append(f"{page}: {section}.{name}")
    assert not wrong, "settings named in the docs that do not exist:\n" + "\n".join(wrong)


def test_every_environment_variable_named_is_read_somewhere():
    code = "\n".join(p.read_text(encoding="utf-8", errors="replace") for p in CODE if p.is_file())
    settings_env = {f"GRAPHRAG_{flat.upper()}" for flat in FLAT}
    wrong = []
    for page, span in all_spans():
        for var in re.findall(r"\b(GRAPHRAG_[A-Z0-9_]+)\b", span):
            if var not in settings_env and var not in code:
                wrong.append(f"{page}: {var}")
    assert not wrong, "environment variables named in the docs that nothing reads:\n" + "\n".join(wrong)


@pytest.fixture(scope="module")
def routes() -> set[tuple[str, str]]:
    app = create_app(load_settings(env={}))
    out = set()
    for route in app.routes:
        for method in getattr(route, "methods", None) or {"GET"}:
            out.add((method, re.sub(r"\{[^}]*\}", "{}", route.path)))
    return out


def test_every_endpoint_named_exists(routes):
    wrong = []
    for page in DOCS:
        text = page.read_text(encoding="utf-8")
        for method, path in re.findall(r"\b(GET|POST|PUT|DELETE)\s+(/[A-Za-z0-9_/{}.-]*)", text):
            path = re.sub(r"\{[^}]*\}", "{}", path.rstrip(".,"))
            if (method, path) not in routes:
                wrong.append(f"{page.name}: {method} {path}")
    assert not wrong, "endpoints named in the docs that the server does not have:\n" + "\n".join(wrong)


def test_the_checks_see_something():
    """The patterns above match what the docs really contain (else the tests pass on nothing)."""
    found = [c for _, s in all_spans() for c in commands(s)]
    assert {"ingest", "query", "serve", "entity", "eval"} <= {c for c, _ in found}
    assert sum(len(o) for _, o in found) > 10
