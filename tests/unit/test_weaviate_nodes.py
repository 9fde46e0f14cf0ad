"""The Weaviate cluster settings: node lists, consistency levels, layout (no server needed)."""

import re

import pytest

from graphrag.config import load_settings
from graphrag.errors import ConfigError
from graphrag.stores.weaviate_nodes import Node, cluster_nodes


def nodes(**settings):
    return cluster_nodes(load_settings(env={}, **settings).weaviate)


def test_one_node_by_default():
    assert nodes() == [Node("http://127.0.0.1:8080", 50051)]


def test_the_other_nodes_follow_the_first_with_their_own_grpc_ports():
    found = nodes(
        weaviate_url="http://127.0.0.1:8181",
        weaviate_grpc_port=50061,
        weaviate_urls=" http://127.0.0.1:8182?grpc_port=50062, 127.0.0.1:8183?grpc_port=50063,",
    )
    assert found == [
        Node("http://127.0.0.1:8181", 50061),
        Node("http://127.0.0.1:8182", 50062),
        Node("http://127.0.0.1:8183", 50063),
    ]


def test_nodes_on_their_own_hosts_share_the_grpc_port_and_repeats_are_dropped():
    found = nodes(
        weaviate_url="https://a.example:8443",
        weaviate_grpc_port=443,
        weaviate_urls="https://b.example:8443,https://a.example:8443,https://b.example:8443/",
    )
    assert found == [Node("https://a.example:8443", 443), Node("https://b.example:8443", 443)]


@pytest.mark.parametrize(
    "entry",
    [
        "http://127.0.0.1:8182?grpc=50062",  # a misspelt parameter is not ignored
        "http://127.0.0.1:8182?grpc_port=none",
        "http://127.0.0.1:8182?grpc_port=70000",
        "http://127.0.0.1:8182/v1",
        "ftp://127.0.0.1:8182",
        "http://127.0.0.1:port",
    ],
)
def test_a_bad_node_entry_is_named(entry):
    with pytest.raises(ConfigError, match=r"setting weaviate\.urls: .* is not a node URL"):
        nodes(weaviate_urls=f"http://127.0.0.1:8181,{entry}")


def test_node_messages_hide_credentials():
    assert str(Node("http://user:secret@127.0.0.1:8182", 50062)) == "http://user:***@127.0.0.1:8182 (gRPC port 50062)"


def test_consistency_levels_and_layout():
    s = load_settings(env={}).weaviate
    assert (s.read_consistency, s.write_consistency, s.replication_factor, s.shards) == ("QUORUM", "QUORUM", 1, 1)
    s = load_settings(
        env={"GRAPHRAG_WEAVIATE_READ_CONSISTENCY": "one", "GRAPHRAG_WEAVIATE_REPLICATION_FACTOR": "3"}
    ).weaviate
    assert (s.read_consistency, s.replication_factor) == ("one", 3)  # the store reads it in upper case
    with pytest.raises(
        ConfigError,
        match=re.escape("weaviate.write_consistency = 'TWO' (env GRAPHRAG_WEAVIATE_WRITE_CONSISTENCY): must be one of"),
    ):
        load_settings(env={"GRAPHRAG_WEAVIATE_WRITE_CONSISTENCY": "TWO"})
    with pytest.raises(ConfigError, match=r"weaviate\.replication_factor = 0 .*must be at least 1"):
        load_settings(env={}, weaviate_replication_factor=0)
    with pytest.raises(ConfigError, match=r"weaviate\.shards = 0 .*must be at least 1"):
        load_settings(env={}, weaviate_shards=0)
