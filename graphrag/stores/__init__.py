"""Store implementations, one protocol per role (protocols.py):

    graph store   networkx_graph.NetworkxGraphStore (embedded)  | neo4j_graph.Neo4jGraphStore (server)
    dense index   local_vectors.LocalVectorIndex (embedded)     | weaviate_index.WeaviateIndex (server)
    sparse index  bm25.BM25Index (embedded)                     | weaviate_index.WeaviateIndex (its BM25)
    doc store     sqlite_docs.DocTable (SQLite, embedded)       | neo4j_docs.Neo4jDocStore (server)

``graphrag.index`` (open_index) picks and opens them; server clients are imported only when used.
"""

from __future__ import annotations

import re
from pathlib import Path

from .protocols import DenseIndex, DocStore, GraphStore, HybridSearch, SparseIndex, SparseResult

__all__ = ["DenseIndex", "DocStore", "GraphStore", "HybridSearch", "SparseIndex", "SparseResult", "collection_name"]


def collection_name(index_path: str | Path) -> str:
    """A Weaviate collection name derived from the index folder (letters and digits, capitalised)."""
    stem = re.sub(r"[^A-Za-z0-9]", "", Path(index_path).resolve().name.title()) or "Index"
    return "Graphrag" + stem
