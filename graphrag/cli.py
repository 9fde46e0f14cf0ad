"""The click CLI: a thin layer over the library; each command is a few lines."""
from __future__ import annotations

import functools
import json
import sys

import click

from .config import load_settings
from .errors import GraphragError


def _fail(message: str) -> None:
    click.echo(f"error: {message}", err=True)
    sys.exit(1)


def handles_errors(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except GraphragError as e:
            _fail(str(e))
    return wrapper


def store_options(fn):
    """Options shared by every command that opens an index."""
    options = [
        click.option("--index", "index", type=click.Path(file_okay=False), default=None,
                     help="Index folder (default ./.graphrag)."),
        click.option("--config", "config_file", type=click.Path(dir_okay=False), default=None,
                     help="TOML settings file (default $GRAPHRAG_CONFIG or ./graphrag.toml)."),
        click.option("--graph", type=click.Choice(["networkx", "neo4j"]), default=None,
                     help="Graph store (default: as the index was built, else networkx)."),
        click.option("--vectors", type=click.Choice(["local", "weaviate"]), default=None,
                     help="Dense index (default: as the index was built, else local)."),
        click.option("--neo4j-uri", default=None, help="Bolt URI (env NEO4J_URI)."),
        click.option("--neo4j-user", default=None, help="Neo4j user (env NEO4J_USER)."),
        click.option("--neo4j-password", default=None, help="Neo4j password (env NEO4J_PASSWORD)."),
        click.option("--neo4j-database", default=None, help="Neo4j database (env NEO4J_DATABASE)."),
        click.option("--weaviate-url", default=None, help="Weaviate URL (env WEAVIATE_URL; key from WEAVIATE_API_KEY)."),
    ]
    for option in reversed(options):
        fn = option(fn)
    return fn


def _settings(**flags):
    config_file = flags.pop("config_file", None)
    return load_settings(config_file, **flags)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="graphrag")
def main() -> None:
    """graphrag: knowledge-graph-augmented retrieval with reasons for every hit."""


@main.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path())
@store_options
@handles_errors
def ingest(paths, **flags):
    """Ingest files and folders (.txt, .md, .jsonl) into the index."""
    from ingest.run import ingest as run_ingest

    settings = _settings(**flags)
    bar = None

    def on_total(n):
        nonlocal bar
        bar = click.progressbar(length=n, label="ingesting", file=sys.stderr)
        bar.__enter__()

    try:
        report = run_ingest(paths, settings, progress=lambda n: bar.update(n), on_total=on_total)
    finally:
        if bar is not None:
            bar.__exit__(None, None, None)
    t = report.totals
    click.echo(
        f"documents: {t.get('documents', 0)} ({report.documents_new} new, {report.documents_updated} updated, "
        f"{report.documents_unchanged} unchanged)\n"
        f"chunks:    {t.get('chunks', 0)} ({report.chunks_written} written)\n"
        f"entities:  {t.get('entities', 0)}\nrelations: {t.get('relations', 0)}\n"
        f"skipped:   {len(report.skipped)}")
    for s in report.skipped:
        click.echo(f"  skipped {s}")
    rate = f", {report.chunks_per_second:.1f} chunks/s" if report.chunks_written else ""
    click.echo(f"seconds:   {report.seconds:.1f}{rate}")
    click.echo(f"index:     {t.get('index')}")


@main.command()
@click.argument("question")
@click.option("-k", "k", default=5, show_default=True, help="How many hits.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array, best first.")
@click.option("--timings", is_flag=True, help="Print each stage's milliseconds to stderr.")
@store_options
@handles_errors
def query(question, k, as_json, timings, **flags):
    """Answer QUESTION with the chunks that match it, each with the reason it was found."""
    from .index import Index
    from .pipeline import QueryPipeline

    index = Index(_settings(**flags))
    try:
        _require_content(index)
        result = QueryPipeline(index).search(question, k=k)
    finally:
        index.close()
    if as_json:
        click.echo(json.dumps([h.to_json() for h in result.hits], indent=2, ensure_ascii=False))
    else:
        if result.links:
            click.echo("linked: " + ", ".join(f'"{l.surface}" → {l.entity.name}' for l in result.links))
        for h in result.hits:
            snippet = " ".join(h.text.split())
            snippet = snippet[:220] + ("…" if len(snippet) > 220 else "")
            click.echo(f"\n{h.rank}. {h.doc_id} — {h.title}  [{h.score:.4f}]")
            click.echo(f"   why: {h.reason()}")
            click.echo(f"   {snippet}")
        if not result.hits:
            click.echo("no matching chunks")
    if timings:
        click.echo("timings (ms): " + ", ".join(f"{k} {v:.1f}" for k, v in result.timings.items()), err=True)


@main.command()
@click.option("--json", "as_json", is_flag=True)
@store_options
@handles_errors
def stats(as_json, **flags):
    """Counts of documents, chunks, entities, relations and vectors in the index."""
    from .index import Index

    index = Index(_settings(**flags))
    try:
        data = index.stats()
    finally:
        index.close()
    if as_json:
        click.echo(json.dumps(data, indent=2))
    else:
        for key, value in data.items():
            click.echo(f"{key + ':':17}{value}")


def _require_content(index) -> None:
    from .errors import IndexMissingError

    if index.docs.counts()["chunks"] == 0:
        raise IndexMissingError(f"the index at {index.path} is empty: ingest documents first")


if __name__ == "__main__":
    main()
