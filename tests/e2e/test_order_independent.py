"""The same documents give the same graph whether ingested in one run or in several, in any split
and order (a property test: hypothesis picks the splits and orders). Compared: every entity (id,
name, type, names), every fact with its sentence and phrase, every co-occurrence with its chunks,
and every mention."""

from __future__ import annotations

import itertools
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from graphrag.config import load_settings
from graphrag.index import open_index
from graphrag.stores.networkx_graph import CHUNK, ENT, NetworkxGraphStore
from ingest.run import ingest

pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("error::ResourceWarning")]

# short documents that name each other's titles (the bridges), share people and places, and say
# what things are: where a first-come choice or an unknown title would show
DOCS = {
    "harbour-line.md": "# Harbour Line\nThe Harbour Line is a ferry company in Norrvik. "
    "Captain Ilse Brandt runs the Harbour Line ferry from Pier 4.",
    "pier-4.md": "# Pier 4\nPier 4 is the oldest pier in Norrvik. "
    "The Harbour Line ferry leaves from Pier 4 every hour.",
    "ilse-brandt.md": "# Ilse Brandt\nIlse Brandt is a ship captain. "
    "Brandt has captained the Harbour Line since 2019. She lives in Kettlesby.",
    "kettlesby.md": "# Kettlesby\nKettlesby is a river port north of Norrvik. "
    "The Kettlesby Museum is run by Orla Vance.",
    "orla-vance.md": "# Orla Vance\nOrla Vance is a historian. "
    "Vance wrote a history of Pier 4 and of the Harbour Line.",
    "norrvik.md": "# Norrvik\nNorrvik is a town on the coast. The town council of Norrvik owns Pier 4.",
    "museum.md": "# Kettlesby Museum\nThe Kettlesby Museum is a maritime museum. It keeps the logbooks of ILSE BRANDT.",
    "council.md": "# Norrvik Council\nThe Norrvik Council is led by Mayor Tomas Lind. "
    "Lind approved the Kettlesby ferry.",
    # a title no tagger takes for a name: found in another document only once the title is known
    "quiet-rule.md": "# quiet harbour rule\nThe quiet harbour rule bans ship horns after ten in Norrvik.",
    "night-ferry.md": "# Night ferry\nThe night ferry of the Harbour Line keeps to the quiet harbour rule.",
}
NAMES = sorted(DOCS)


def graph_of(index: Path) -> dict[str, object]:
    opened = open_index(load_settings(env={}, index=str(index)))
    try:
        graph = opened.graph
        assert isinstance(graph, NetworkxGraphStore)
        g = graph.g
        entities = sorted(
            (d["id"], d["name"], d["type"], tuple(sorted(d["aliases"])))
            for n, d in g.nodes(data=True)
            if n.startswith(ENT)
        )
        relations = sorted(
            (
                u,
                v,
                d["predicate"],
                d["chunk_id"],
                tuple(d.get("chunk_ids") or ()),
                d.get("phrase", ""),
                d.get("sentence", ""),
            )
            for u, v, d in g.edges(data=True)
            if d.get("type") == "RELATED"
        )
        mentions = sorted(
            (u, v) for u, v, d in g.edges(data=True) if d.get("type") == "MENTIONS" and u.startswith(CHUNK)
        )
        return {"entities": entities, "relations": relations, "mentions": mentions}
    finally:
        opened.close()


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("order")
    docs = root / "docs"
    docs.mkdir()
    for name, text in DOCS.items():
        (docs / name).write_text(text, encoding="utf-8")
    ingest([str(docs)], load_settings(env={}, index=str(root / "at-once")))
    return root, docs, graph_of(root / "at-once")


@settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(order=st.permutations(NAMES), cuts=st.sets(st.integers(min_value=1, max_value=len(NAMES) - 1), max_size=3))
def test_any_split_and_order_gives_the_graph_of_one_run(workdir, order, cuts):
    root, docs, expected = workdir
    index = root / "split"
    shutil.rmtree(index, ignore_errors=True)
    bounds = [0, *sorted(cuts), len(order)]
    for start, end in itertools.pairwise(bounds):
        ingest([str(docs / name) for name in order[start:end]], load_settings(env={}, index=str(index)))
    assert graph_of(index) == expected
