"""Store implementations: embedded (networkx, local BM25, local vectors) and server (Neo4j, Weaviate)."""
from .protocols import DenseIndex, GraphStore

__all__ = ["DenseIndex", "GraphStore"]


def collection_name(index_path) -> str:
    """A Weaviate collection name derived from the index folder (letters and digits, capitalised)."""
    import re
    from pathlib import Path

    stem = re.sub(r"[^A-Za-z0-9]", "", Path(index_path).resolve().name.title()) or "Index"
    return "Graphrag" + stem


def open_graph_store(settings, index_path):
    if settings.graph == "neo4j":
        from .neo4j_graph import Neo4jGraphStore

        return Neo4jGraphStore.from_settings(settings)
    from .networkx_graph import NetworkxGraphStore

    return NetworkxGraphStore(index_path / "graph.json.gz")


def open_dense_index(settings, index_path, collection: str):
    if settings.vectors == "weaviate":
        from .weaviate_index import WeaviateIndex

        return WeaviateIndex.from_settings(settings, collection)
    from .local_vectors import LocalVectorIndex

    return LocalVectorIndex(index_path)
