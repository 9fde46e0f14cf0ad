"""Retrieval quality pinned on every development set at once (what scripts/bench_quality prints):
the small sets of tests/data whole (harbourline, riverside, thornbury, inkwell: relational sets of
our own; opsdocs and devdocs: product documentation, research: academic research, regulation:
financial regulation, wiki: a company wiki, news: a newspaper archive, eng: an open-source
project's engineering records, prov: a museum's provenance records, rail: a regional railway's
notices, timetables and inquiry reports, league: a football league's records, health: a hospital
trust's records, kin: a family-history archive, arch: a performing-arts archive, aero: a civil
aviation archive, pubhouse: a country's book trade, fieldkit: a maker's product documentation,
bourse: a country's listed companies, funds, regulator and courts, trials: drug development's
trials, deals and approvals, ports: a country's shipping, its owners, registry, ports and maritime
court, grid: a country's electricity system, its generators, grid operator, regulator and
tribunal, civic: a city's local government, its council, planning, contracts, audit and ombudsman,
forge: an open-source job scheduler's docs, releases, advisories, issues and fork, cover:
insurers, a reinsurer, an underwriting exchange, brokers, adjusters, claims, regulator and
ombudsman, screen: film and television production's studios, streamer, funds, festivals, guilds
and people, harvest: an agriculture and food supply chain's co-operatives, mill, bakery, retailer,
certifier, regulator and exchange, studbook: a zoo breeding programme's zoos, studbook, animals,
transfers, permits, trust, regulator and release site, spec: a metering standard's body, versions,
working group, patents, pool, labs and a dispute, lode: a mining company's licences, drilling,
assays, joint venture, royalty, tailings dam, regulator and tribunal, wire: a country's telecoms,
its operators, tower company, spectrum, subsea cable, regulator, outage and rural broadband,
campus: a country's universities, their merger, institutes, chairs, funders, doctoral lineages,
observatory, research ship and spin-outs, encore: a country's music, its orchestras and their
merger, opera house, conservatories, labels, publisher, broadcaster and a violin's owners, zenith:
a country's astronomy, its observatories, telescopes, a spectrograph's moves, merged institutes,
space agency, instrument makers and a doctoral line, ledger: a payments company's engineering and
product docs, its services, teams, flags, releases, incidents, vendors and customers, cellar: a
wine region's estates, owners, négociants, importers, appellation bodies, auctions and a
counterfeiting case, summit: an exploring society's expeditions, ships and their renamings,
presidents, sponsors, museum, inquiry and a likeness case, atelier: a country's fashion and
textile industry, its couture houses, mills, dye works, designers, takeovers and a surname case,
posthorn: a country's post, telegraphs and stamp printing, its post office and its split, printers
and their renamings, engravers and their pupils, cable companies, stamp errors and a court case,
gambit: a country's chess, its clubs and their mergers, federations split and merged, champions
and their trainers, a chess-clock maker and its takeover, magazines, a trophy and a cheating
appeal, airwave: a country's radio and television, its stations and their call signs, owners and
frequencies, a public broadcaster split and merged again, a regulator renamed twice, masts rebuilt
and moved, and presenters by stage and married names, larder: a country's hotels and restaurants,
its grand hotels and their owners and names, hotel groups merged and split, chefs and their
pupils, a guidebook and its stars, a catering college, a food-poisoning case and a fire, mutual: a
country's insurance, its mutual societies and their demutualisation, an underwriting exchange and
its syndicates, a foreign reinsurer, a regulator renamed three times, famous claims and a fraud
case, loom: a country's textile industry, its mills, dye works and machine makers, firms renamed,
merged and closed, unions and strikes, a factory regulator renamed over time, a mill fire and a
patent case, dispensary: a country's pharmacy and medicines, its chemists' shops and a chain, drug
makers merged and taken over, a medicines regulator renamed three times, a society's register, a
contaminated batch and its inquiry, trawl: a country's fisheries, its ports, trawler owners and
fleets, canneries, a fish market, a regulator renamed over time, a union and an owners'
association merged, wrecks and their inquiries, waterworks: a country's water supply, its water
companies merged, renamed and privatised, reservoirs and dams, engineers, a dam failure and an
outbreak with their inquiries, and a telemetry system's runbooks and releases, written by helpers
who never read the code, devdocs, research, regulation, wiki, news, eng, prov, rail, league,
health, kin, arch, aero, pubhouse, fieldkit, bourse, trials, ports, grid, civic, forge, cover,
screen, harvest, studbook, spec, lode, wire, campus, encore, zenith, ledger, cellar, summit,
atelier, posthorn, gambit, airwave, larder, mutual, loom, dispensary, trawl and waterworks each
held out until its first measurement; the ranker was trained on none of research, regulation,
wiki, news, eng, prov, rail, league, health, kin, arch, aero, pubhouse, fieldkit, bourse, trials,
ports, grid, civic, forge, cover, screen, harvest, studbook, spec, lode, wire, campus, encore,
zenith, ledger, cellar, summit, atelier, posthorn, gambit, airwave, larder, mutual, loom,
dispensary, trawl and waterworks), law-70 and history-80 whole, and the first 60 questions of
relations-300 over its whole corpus (the last three read from ../shared/data). musique-100 has its
own slice in test_quality.py.

Recall is against the best gold chain, by documents. The default ranks with the learned ranker,
which was trained on these sets (leave-one-set-out figures are in docs/benchmarks.md): the pins
guard against regressions, they are not claims about unseen corpora. Losing more than MARGIN fails
like any other bug; the default must also stay within a point of the better of BM25 and hybrid on
every set (do no harm), and 4 points above both on the relational ones (not yet on the wiki: +2.9
R@5 over hybrid when it was first measured; nor on league: +3.6 over BM25, nor on arch: +1.7 over
BM25, nor on aero: +2.5 over BM25, nor on pubhouse: +4.0 R@5 over hybrid, at the bar with no room,
when it was first measured; kin, the family-history archive, is below both). On eng the default's
R@2 is 1.1 below BM25's (48.3 against 49.4), on rail its R@5 is 2.9 below hybrid's (78.3 against
81.2), on health 3.1 below (81.7 against 84.8), and on kin its R@2 is 2.7 below BM25's (50.0
against 52.7) and its R@5 5.0 below hybrid's (65.0 against 70.0), and on fieldkit its R@2 is 1.3
below hybrid's (68.1 against 69.4), on bourse its R@2 is 1.4 below BM25's (56.7 against 58.1), on
trials 4.0 below (60.6 against 64.6), and on forge 1.4 below (51.9 against 53.3), and on studbook
4.2 below (53.3 against 57.5), and on spec its R@2 is 4.4 below BM25's (55.4 against 59.8) and its
R@5 2.9 below (70.0 against 72.9), and on lode its R@2 is 3.1 below BM25's (59.2 against 62.3),
and on larder its R@2 is 1.9 below hybrid's (64.4 against 66.3), and on loom its R@2 is 2.5 below
hybrid's (67.5 against 70.0), and on trawl 1.4 below (66.7 against 68.1): known misses of issue
21, marked as expected failures until mended.
Improve them? Raise the pins.
"""

import json
from pathlib import Path

import pytest

from graphrag.config import load_settings
from graphrag.eval import evaluate, load_queries
from graphrag.index import open_index
from graphrag.pipeline import QueryPipeline, named_configs
from ingest.run import ingest
from tests.conftest import SHARED_DATA

pytestmark = pytest.mark.slow
DATA = Path(__file__).resolve().parents[1] / "data"
SETS = {  # name -> (folder, questions used; None: all)
    "harbourline": (DATA / "harbourline", None),
    "riverside": (DATA / "riverside", None),
    "thornbury": (DATA / "thornbury", None),
    "inkwell": (DATA / "inkwell", None),
    "opsdocs": (DATA / "opsdocs", None),
    "devdocs": (DATA / "devdocs", None),
    "research": (DATA / "research", None),
    "regulation": (DATA / "regulation", None),
    "wiki": (DATA / "wiki", None),
    "news": (DATA / "news", None),
    "eng": (DATA / "eng", None),
    "prov": (DATA / "prov", None),
    "rail": (DATA / "rail", None),
    "league": (DATA / "league", None),
    "health": (DATA / "health", None),
    "kin": (DATA / "kin", None),
    "arch": (DATA / "arch", None),
    "aero": (DATA / "aero", None),
    "pubhouse": (DATA / "pubhouse", None),
    "fieldkit": (DATA / "fieldkit", None),
    "bourse": (DATA / "bourse", None),
    "trials": (DATA / "trials", None),
    "ports": (DATA / "ports", None),
    "grid": (DATA / "grid", None),
    "civic": (DATA / "civic", None),
    "forge": (DATA / "forge", None),
    "cover": (DATA / "cover", None),
    "screen": (DATA / "screen", None),
    "harvest": (DATA / "harvest", None),
    "studbook": (DATA / "studbook", None),
    "spec": (DATA / "spec", None),
    "lode": (DATA / "lode", None),
    "wire": (DATA / "wire", None),
    "campus": (DATA / "campus", None),
    "encore": (DATA / "encore", None),
    "zenith": (DATA / "zenith", None),
    "ledger": (DATA / "ledger", None),
    "cellar": (DATA / "cellar", None),
    "summit": (DATA / "summit", None),
    "atelier": (DATA / "atelier", None),
    "posthorn": (DATA / "posthorn", None),
    "gambit": (DATA / "gambit", None),
    "airwave": (DATA / "airwave", None),
    "larder": (DATA / "larder", None),
    "mutual": (DATA / "mutual", None),
    "loom": (DATA / "loom", None),
    "dispensary": (DATA / "dispensary", None),
    "trawl": (DATA / "trawl", None),
    "waterworks": (DATA / "waterworks", None),
    "law-70": (SHARED_DATA / "law-70", None),
    "history-80": (SHARED_DATA / "history-80", None),
    "relations-300": (SHARED_DATA / "relations-300", 60),
}
RELATIONAL = (
    "harbourline", "riverside", "thornbury", "inkwell", "regulation", "news", "law-70", "history-80", "relations-300",
)  # fmt: skip
MARGIN = 3.0
CONFIGS = ("bm25", "hybrid", "default")

# measured (see the module docstring): percentages, recall@2 / recall@5
PINNED = {
    "harbourline": {"bm25": (49.2, 79.2), "hybrid": (50.0, 77.5), "default": (71.7, 100.0)},
    "riverside": {"bm25": (52.8, 76.1), "hybrid": (55.6, 80.8), "default": (73.1, 90.8)},
    "thornbury": {"bm25": (50.0, 76.8), "hybrid": (56.0, 77.1), "default": (67.7, 87.2)},
    "inkwell": {"bm25": (47.2, 74.7), "hybrid": (53.1, 76.9), "default": (66.7, 91.4)},
    "opsdocs": {"bm25": (52.5, 75.4), "hybrid": (57.3, 77.5), "default": (66.0, 81.9)},
    "devdocs": {"bm25": (45.8, 66.5), "hybrid": (52.8, 71.0), "default": (57.8, 73.3)},
    "research": {"bm25": (54.6, 75.2), "hybrid": (48.7, 70.0), "default": (56.7, 78.8)},
    "regulation": {"bm25": (55.0, 65.6), "hybrid": (46.9, 68.5), "default": (57.1, 75.6)},
    "wiki": {"bm25": (49.8, 67.7), "hybrid": (54.2, 71.9), "default": (53.3, 74.8)},
    "news": {"bm25": (57.7, 74.2), "hybrid": (55.0, 71.5), "default": (58.3, 83.1)},
    "eng": {"bm25": (49.4, 67.3), "hybrid": (46.9, 68.8), "default": (48.3, 72.7)},
    "prov": {"bm25": (62.9, 77.5), "hybrid": (62.5, 72.9), "default": (62.7, 80.0)},
    "rail": {"bm25": (62.7, 80.6), "hybrid": (61.7, 81.2), "default": (63.3, 78.3)},
    "league": {"bm25": (62.9, 80.2), "hybrid": (58.5, 75.2), "default": (67.3, 83.8)},
    "health": {"bm25": (65.6, 79.8), "hybrid": (64.0, 84.8), "default": (67.9, 81.7)},
    "kin": {"bm25": (52.7, 68.3), "hybrid": (52.5, 70.0), "default": (50.0, 65.0)},
    "arch": {"bm25": (57.1, 75.4), "hybrid": (54.2, 71.2), "default": (61.0, 77.1)},
    "aero": {"bm25": (55.6, 82.3), "hybrid": (55.6, 81.2), "default": (59.6, 84.8)},
    "pubhouse": {"bm25": (55.0, 73.8), "hybrid": (52.3, 77.7), "default": (60.4, 81.7)},
    "fieldkit": {"bm25": (61.0, 85.0), "hybrid": (69.4, 89.4), "default": (68.1, 90.4)},
    "bourse": {"bm25": (58.1, 74.0), "hybrid": (53.5, 70.0), "default": (56.7, 76.5)},
    "trials": {"bm25": (64.6, 75.4), "hybrid": (57.5, 75.8), "default": (60.6, 79.0)},
    "ports": {"bm25": (59.0, 76.0), "hybrid": (61.5, 80.4), "default": (60.6, 81.2)},
    "grid": {"bm25": (63.7, 88.5), "hybrid": (66.5, 89.2), "default": (74.0, 94.2)},
    "civic": {"bm25": (68.3, 89.8), "hybrid": (70.8, 87.7), "default": (72.3, 92.7)},
    "forge": {"bm25": (53.3, 72.5), "hybrid": (49.6, 68.1), "default": (51.9, 76.7)},
    "cover": {"bm25": (60.4, 81.9), "hybrid": (58.5, 82.7), "default": (65.2, 86.7)},
    "screen": {"bm25": (59.0, 78.5), "hybrid": (55.6, 77.1), "default": (59.8, 82.1)},
    "harvest": {"bm25": (60.6, 86.0), "hybrid": (57.5, 80.2), "default": (64.6, 87.5)},
    "studbook": {"bm25": (57.5, 73.3), "hybrid": (51.0, 71.5), "default": (53.3, 78.8)},
    "spec": {"bm25": (59.8, 72.9), "hybrid": (50.0, 71.0), "default": (55.4, 70.0)},
    "lode": {"bm25": (62.3, 77.3), "hybrid": (55.2, 76.5), "default": (59.2, 77.9)},
    "wire": {"bm25": (62.5, 81.5), "hybrid": (62.3, 80.6), "default": (67.3, 82.7)},
    "campus": {"bm25": (59.8, 80.6), "hybrid": (57.7, 80.6), "default": (60.6, 83.1)},
    "encore": {"bm25": (60.8, 82.5), "hybrid": (60.8, 76.5), "default": (61.9, 84.6)},
    "zenith": {"bm25": (59.2, 82.1), "hybrid": (62.5, 85.4), "default": (62.7, 88.1)},
    "ledger": {"bm25": (58.5, 77.5), "hybrid": (59.2, 75.6), "default": (59.8, 79.8)},
    "cellar": {"bm25": (51.7, 72.1), "hybrid": (54.0, 70.8), "default": (57.1, 77.9)},
    "summit": {"bm25": (56.7, 74.2), "hybrid": (55.8, 80.8), "default": (61.0, 81.0)},
    "atelier": {"bm25": (57.5, 72.3), "hybrid": (54.4, 74.6), "default": (57.9, 80.2)},
    "posthorn": {"bm25": (61.5, 84.2), "hybrid": (60.0, 77.5), "default": (65.4, 85.0)},
    "gambit": {"bm25": (59.2, 71.0), "hybrid": (61.7, 78.8), "default": (61.0, 80.4)},
    "airwave": {"bm25": (59.2, 82.9), "hybrid": (62.3, 81.5), "default": (65.4, 86.2)},
    "larder": {"bm25": (65.0, 85.2), "hybrid": (66.3, 86.7), "default": (64.4, 89.6)},
    "mutual": {"bm25": (64.0, 84.2), "hybrid": (60.8, 78.3), "default": (65.2, 86.3)},
    "loom": {"bm25": (66.5, 90.6), "hybrid": (70.0, 89.8), "default": (67.5, 92.5)},
    "dispensary": {"bm25": (66.3, 86.3), "hybrid": (64.4, 88.1), "default": (66.9, 93.8)},
    "trawl": {"bm25": (67.7, 87.3), "hybrid": (68.1, 86.0), "default": (66.7, 89.4)},
    "waterworks": {"bm25": (65.8, 82.9), "hybrid": (65.6, 83.3), "default": (69.6, 88.8)},
    "law-70": {"bm25": (51.8, 71.2), "hybrid": (55.3, 74.0), "default": (56.8, 81.7)},
    "history-80": {"bm25": (59.3, 78.7), "hybrid": (58.3, 75.0), "default": (68.5, 83.3)},
    "relations-300": {"bm25": (42.2, 47.9), "hybrid": (36.0, 44.9), "default": (51.1, 69.7)},
}


@pytest.fixture(scope="module")
def matrix(tmp_path_factory):
    out = {}
    for name, (folder, n) in SETS.items():
        if not folder.exists():
            pytest.fail(f"evaluation data not found at {folder} (set GRAPHRAG_SHARED_DATA)")
        settings = load_settings(index=str(tmp_path_factory.mktemp(name) / "index"))
        ingest([str(folder / "corpus.jsonl")], settings)
        index = open_index(settings)
        configs = named_configs(index.settings)
        queries = load_queries(folder / "queries.jsonl")[:n]
        result = evaluate(QueryPipeline(index), queries, [configs[c] for c in CONFIGS], [2, 5])
        index.close()
        out[name] = {c: (100 * result.configs[c]["recall@2"], 100 * result.configs[c]["recall@5"]) for c in CONFIGS}
    print(json.dumps(out, indent=1))
    return out


@pytest.mark.parametrize("name", list(SETS))
def test_every_configuration_holds_its_pinned_recall(matrix, name):
    for config, pins in PINNED[name].items():
        for got, pinned, k in zip(matrix[name][config], pins, (2, 5)):
            assert got >= pinned - MARGIN, (name, config, f"R@{k}", matrix[name])


SHORT_OF_NO_HARM = {
    "eng": "R@2 48.3 against BM25's 49.4 (issue 21)",
    "rail": "R@5 78.3 against hybrid's 81.2 (issue 21)",
    "health": "R@5 81.7 against hybrid's 84.8 (issue 21)",
    "kin": "R@2 50.0 against BM25's 52.7, R@5 65.0 against hybrid's 70.0 (issue 21)",
    "fieldkit": "R@2 68.1 against hybrid's 69.4 (issue 21)",
    "bourse": "R@2 56.7 against BM25's 58.1 (issue 21)",
    "trials": "R@2 60.6 against BM25's 64.6 (issue 21)",
    "forge": "R@2 51.9 against BM25's 53.3 (issue 21)",
    "studbook": "R@2 53.3 against BM25's 57.5 (issue 21)",
    "spec": "R@2 55.4 against BM25's 59.8, R@5 70.0 against BM25's 72.9 (issue 21)",
    "lode": "R@2 59.2 against BM25's 62.3 (issue 21)",
    "larder": "R@2 64.4 against hybrid's 66.3 (issue 21)",
    "loom": "R@2 67.5 against hybrid's 70.0 (issue 21)",
    "trawl": "R@2 66.7 against hybrid's 68.1 (issue 21)",
}


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=SHORT_OF_NO_HARM[n]))
        if n in SHORT_OF_NO_HARM
        else n
        for n in SETS
    ],
)
def test_the_default_does_no_harm(matrix, name):
    """The graph may lift what text retrieval missed; it must not push out strong text hits."""
    m = matrix[name]
    for j, k in enumerate((2, 5)):
        best_text = max(m["bm25"][j], m["hybrid"][j])
        assert m["default"][j] >= best_text - 1.0, (name, f"R@{k}", m)


@pytest.mark.parametrize("name", RELATIONAL)
def test_the_graph_finds_what_text_alone_misses(matrix, name):
    m = matrix[name]
    assert m["default"][1] >= max(m["bm25"][1], m["hybrid"][1]) + 4.0, (name, m)


def test_a_misspelt_anchor_still_gets_its_relation_path(tmp_path):
    # "Dara Qiunlan" links to Dara Quinlan only fuzzily; the relation path starts there all the same
    settings = load_settings(index=str(tmp_path / "index"))
    ingest([str(DATA / "harbourline" / "corpus.jsonl")], settings)
    index = open_index(settings)
    pipeline = QueryPipeline(index)
    for question in (
        "Which body does the boss of Dara Quinlan chair?",
        "Which body does the boss of Dara Qiunlan chair?",
    ):
        result = pipeline.search(question, 5)
        assert any(link.entity.entity_id == "dara quinlan" for link in result.links), result.links
        assert any("relpath" in hit.sources for hit in result.hits), [hit.reason() for hit in result.hits]
        assert any(hit.hops and all(s for _, _, s in hit.hops) for hit in result.hits), "a hop without its sentence"
    index.close()
