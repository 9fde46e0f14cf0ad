"""The CLI's help, its server options, the --index / server URL clash and progress lines off a terminal."""

import io

from click.testing import CliRunner

from graphrag.cli import SERVER_OPTIONS, Progress, main


def test_server_options_are_out_of_help_and_listed_by_help_servers():
    for command in ("query", "ingest", "stats", "delete", "serve", "chat", "eval", "check"):
        plain = CliRunner().invoke(main, [command, "--help"])
        assert plain.exit_code == 0, plain.output
        assert "--neo4j-uri" not in plain.output and "--weaviate-url" not in plain.output
        assert "--help-servers" in plain.output and "--stores" in plain.output
        servers = CliRunner().invoke(main, [command, "--help-servers"])
        assert servers.exit_code == 0, servers.output
        for flag in ("--neo4j-uri", "--neo4j-password", "--weaviate-url", "--weaviate-grpc-port", "--graph"):
            assert flag in servers.output
        assert len(SERVER_OPTIONS) == servers.output.count("\n  --")


def test_query_help_names_the_default_graph_mode():
    out = CliRunner().invoke(main, ["query", "--help"]).output
    assert "default learned" in " ".join(out.split())


def test_index_flag_and_a_server_url_disagree_is_an_error(tmp_path):
    result = CliRunner().invoke(
        main,
        ["query", "anything", "--index", str(tmp_path / "nowhere")],
        env={"GRAPHRAG_URL": "http://127.0.0.1:9"},
    )
    assert result.exit_code == 1
    assert "--index" in result.output and "GRAPHRAG_URL" in result.output
    assert "Traceback" not in result.output


class Pipe(io.StringIO):
    def isatty(self):
        return False


def test_progress_off_a_terminal_prints_lines_with_count_and_rate():
    out = Pipe()
    bar = Progress("ingesting (chunks)", every=0.0, stream=out)
    bar.start(10)
    for _ in range(10):
        bar.update(1)
    bar.close()
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("ingesting (chunks): 0/10")
    assert lines[-1].startswith("ingesting (chunks): 10/10")
    assert len(lines) >= 11 and all("/s" in line for line in lines)


def test_progress_says_nothing_for_an_empty_job():
    out = Pipe()
    bar = Progress("x", every=0.0, stream=out)
    bar.start(0)
    bar.update(0)
    bar.close()
    assert out.getvalue() == ""
