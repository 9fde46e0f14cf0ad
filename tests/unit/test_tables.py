"""Facts from markdown tables (ingest/tables.py): the first column names each row's subject, a
header is the predicate, and only a cell that is wholly one name, date or number is a target.
Tables of our own (a harbour's berths, a software platform's services, a parish register)."""

import pytest

from graphrag.models import CO_OCCURS, Chunk
from graphrag.text import title_key
from ingest.extract import Extractor
from ingest.tables import read_tables


@pytest.fixture(scope="module")
def nlp():
    from graphrag.models_loader import load_spacy

    return load_spacy("en_core_web_sm")


def table_facts(nlp, text, title="Platform services"):
    found = Extractor(nlp).extract([Chunk("c1", "d1", 0, text, title)], {title_key(title)})
    return {
        (r.source, r.predicate, r.target): r.sentence
        for r in found.relations
        if r.predicate != CO_OCCURS and "; " in (r.sentence or "")
    }


SERVICES = """The platform's services and who runs them.

| Service | Owning team | Hosted in | Launched | Notes |
|---|---|---|---|---|
| Quillbox | Tessaly Works | Marrow Point | 2019 | replaced the old mail relay |
| `Fernhook` | Ostrander Labs | Marrow Point | 2021 | |
| Pellucid Search | Tessaly Works and Ostrander Labs | Coldharbour | March 2020 | jointly run |
"""


def test_a_row_states_its_subjects_relations_under_the_column_headers(nlp):
    found = table_facts(nlp, SERVICES)
    assert ("quillbox", "owning_team", "tessaly works") in found
    assert ("quillbox", "hosted_in", "marrow point") in found
    assert ("quillbox", "launched", "value:2019") in found
    assert ("fernhook", "owning_team", "ostrander labs") in found  # markup round a name is no part of it
    assert ("pellucid search", "hosted_in", "coldharbour") in found
    # the evidence is the row as the table gives it
    assert found[("quillbox", "owning_team", "tessaly works")] == "Service: Quillbox; Owning team: Tessaly Works"


def test_a_cell_that_is_not_wholly_one_name_states_nothing(nlp):
    found = table_facts(nlp, SERVICES)
    # a list of two teams, and prose ("replaced the old mail relay"), are no target
    assert not [f for f in found if f[0] == "pellucid search" and f[1] == "owning_team"]
    assert not [f for f in found if f[1] == "note"]


def test_a_table_keyed_by_dates_or_with_repeated_names_first_has_no_subject(nlp):
    register = """Baptisms at the harbour chapel.

| Date | Child | Minister | Abode |
|---|---|---|---|
| 3 May 1871 | Ezra Polwhele | Hugh Tremayne | Quay Street |
| 9 June 1873 | Lowenna Polwhele | Hugh Tremayne | Quay Street |
"""
    assert table_facts(nlp, register, "Harbour chapel register") == {}
    by_minister = register.replace("| Date | Child | Minister |", "| Minister | Child | Date |").replace(
        "| 3 May 1871 | Ezra Polwhele | Hugh Tremayne |", "| Hugh Tremayne | Ezra Polwhele | 3 May 1871 |"
    )
    by_minister = by_minister.replace(
        "| 9 June 1873 | Lowenna Polwhele | Hugh Tremayne |", "| Hugh Tremayne | Lowenna Polwhele | 9 June 1873 |"
    )
    # the minister's name repeats: the column says something of each row, not which row it is
    assert table_facts(nlp, by_minister, "Harbour chapel register") == {}


def test_a_table_cut_by_headings_under_one_header_is_one_table(nlp):
    # a shortlist in parts by year: one poet in two parts, so the poet names no row
    parts = """Shortlists of the Harbour Prize for poetry.

2019
| Poet | Collection | Publisher |
|---|---|---|
| Ysolde Penhallow | Salt Ledger | Quayside Books |
| Morwenna Trask | Low Water | Gull Press |

2020
| Poet | Collection | Publisher |
|---|---|---|
| Ysolde Penhallow | Net Lofts | Quayside Books |
| Tobias Jory | Harbour Lights | Gull Press |
"""
    assert table_facts(nlp, parts, "Harbour Prize shortlists") == {}
    # under another header the second part is a table of its own, each part keyed by its first column
    other = parts.replace(
        "| Poet | Collection | Publisher |\n|---|---|---|\n| Ysolde Penhallow | Net",
        "| Writer | Collection | Publisher |\n|---|---|---|\n| Ysolde Penhallow | Net",
    )
    found = table_facts(nlp, other, "Harbour Prize shortlists")
    assert ("morwenna trask", "publisher", "gull press") in found
    assert ("tobias jory", "publisher", "gull press") in found


def test_a_long_header_is_no_predicate_and_a_plural_header_reads_as_its_lemma(nlp):
    text = """| Berth | Operators | Largest vessel it can take |
|---|---|---|
| North Mole | Kerensa Shipping | Atlantic Dawn |
"""
    found = table_facts(nlp, text, "Harbour berths")
    assert ("north mole", "operator", "kerensa shipping") in found
    assert not [f for f in found if f[2] == "atlantic dawn"]


def test_a_column_of_notes_states_no_relation_of_its_row(nlp):
    text = """| Berth | Operator | Notes |
|---|---|---|
| North Mole | Kerensa Shipping | Atlantic Dawn |
| South Quay | Pell Towage | 2019 |
"""
    found = table_facts(nlp, text, "Harbour berths")
    assert ("north mole", "operator", "kerensa shipping") in found
    assert not [f for f in found if f[1] == "note"], found


def test_tables_are_read_with_their_cells_offsets_and_a_row_without_its_header_is_not():
    text = "Intro.\n\n| A | B |\n| --- | :---: |\n| x | `y` |\n| z |  |\n\n| orphan | row |\n"
    (header, rows), *rest = read_tables(text)
    assert not rest
    assert [text[s:e] for s, e in header] == ["A", "B"]
    assert [[text[s:e] for s, e in row] for row in rows] == [["x", "y"], ["z", ""]]


def test_rows_that_open_a_chunk_are_under_the_last_header_of_the_chunk_before(nlp):
    first = SERVICES.split("| `Fernhook`")[0]
    second = "| `Fernhook` | Ostrander Labs | Marrow Point | 2021 | |\n| Pellucid Search | Ostrander Labs | Coldh"
    chunks = [Chunk("c1", "d1", 0, first, "Platform services"), Chunk("c2", "d1", 1, second, "Platform services")]
    found = Extractor(nlp).extract(chunks, {title_key("Platform services")})
    got = {(r.source, r.predicate, r.target, r.chunk_id) for r in found.relations if r.predicate != CO_OCCURS}
    assert ("fernhook", "owning_team", "ostrander labs", "c2") in got
    assert ("fernhook", "hosted_in", "marrow point", "c2") in got
    # the chunk ends inside the last row: its cut cell ("Coldh") is nobody's fact
    assert not [g for g in got if g[0] == "pellucid search"]
    # another document's rows are not under this header
    other = Chunk("c3", "d2", 0, second, "Other page")
    found = Extractor(nlp).extract([chunks[0], other], {title_key("Platform services")})
    assert not [r for r in found.relations if r.chunk_id == "c3" and r.predicate != CO_OCCURS]


def test_a_row_cut_at_its_start_is_skipped_and_the_rest_read():
    text = "Pellucid Search | Coldharbour |\n| Quillbox | Marrow Point |\n"
    (header, rows), *rest = read_tables(text)
    assert header == () and not rest
    assert [[text[s:e] for s, e in row] for row in rows] == [["Quillbox", "Marrow Point"]]


def test_a_header_whose_rule_the_chunk_cuts_still_heads_the_next_chunks_rows(nlp):
    first = "Service owners.\n\n| Service | Owning team |\n|----------|-"
    second = "---------|\n| Quillbox | Ostrander Labs |\n"
    chunks = [Chunk("c1", "d1", 0, first, "Platform services"), Chunk("c2", "d1", 1, second, "Platform services")]
    found = Extractor(nlp).extract(chunks, {title_key("Platform services")})
    assert ("quillbox", "owning_team", "ostrander labs") in {
        (r.source, r.predicate, r.target) for r in found.relations if r.chunk_id == "c2"
    }


def test_a_unit_in_brackets_is_no_part_of_the_predicate_and_an_open_range_runs_from_its_start(nlp):
    text = """Lab members, past and present.

| Member | Joined | Left | Grant (V) | Notes |
|---|---|---|---|---|
| Ilona Faraday | 2016 | 2019 | 52,000 | chair of the seminar 2016- |
| Osric Penhale | 2016– | - | 48,000 | |
"""
    found = Extractor(nlp).extract([Chunk("c1", "d1", 0, text, "Tidemark Lab members")], {"tidemark lab members"})
    got = {(r.source, r.predicate, r.target) for r in found.relations if r.predicate != CO_OCCURS}
    shown = {e.entity_id: e.name for e in found.entities}
    assert ("ilona faraday", "grant", "value:52 000 v") in got  # not "grant_v": the unit goes with the number
    assert shown["value:52 000 v"] == "52,000 V"
    assert ("osric penhale", "joined", "value:from 2016") in got
    assert shown["value:from 2016"] == "from 2016"
    # "2016-" in a note does not lend its dash to the year another cell gives whole
    assert ("ilona faraday", "joined", "value:2016") in got
    assert shown["value:2016"] == "2016"
    assert ("ilona faraday", "left", "value:2019") in got
    assert not [g for g in got if g[0] == "osric penhale" and g[1] == "left"]  # "-": nothing


def test_a_year_another_cell_writes_with_a_dash_after_it_is_shown_without_the_dash(nlp):
    text = (
        "| Judge | Appointed | Left | Notes |\n|---|---|---|---|\n"
        "| Edmund Karsh | 2003 | 2018 | Presiding judge 2009-2018 |\n"
        "| Ilse Varrow | 2018 | - | Presiding judge 2018- |\n|"
    )
    title = "Judges of the Marrow Court since 1990"
    found = Extractor(nlp).extract([Chunk("c1", "d1", 0, text, title)], {title_key(title)})
    got = {(r.source, r.predicate, r.target) for r in found.relations if r.predicate != CO_OCCURS}
    assert ("edmund karsh", "left", "value:2018") in got
    assert {e.entity_id: e.name for e in found.entities}["value:2018"] == "2018"  # not "2018-"


def test_a_number_is_shown_with_the_unit_its_header_gives_in_brackets(nlp):
    text = """Winter wheat trial, Quillby 2022.

| Variety | Yield (t/ha) | Protein (%) | Capacity (MW) | Sown (year) | Rank (2023) | Notes |
|---|---|---|---|---|---|---|
| Brightstone | 9.42 | 12.9 | 640 MW | 2021 | 14 | lodged |
| Carrick | 8,870 | 13.4 | 1,200 | 2019 | 27 | |
"""
    found = Extractor(nlp).extract([Chunk("c1", "d1", 0, text, "Wheat trial 2022")], {"wheat trial 2022"})
    got = {(r.source, r.predicate, r.target) for r in found.relations if r.predicate != CO_OCCURS}
    shown = {e.entity_id: e.name for e in found.entities}
    assert ("carrick", "yield", "value:8 870 t ha") in got
    assert shown["value:8 870 t ha"] == "8,870 t/ha"
    assert ("carrick", "capacity", "value:1 200 mw") in got
    assert shown["value:1 200 mw"] == "1,200 MW"
    assert ("brightstone", "protein", "value:12 9") in got
    assert shown["value:12 9"] == "12.9%"
    # a year, and a number under a bracket that is no unit (it holds a digit), keep their text
    assert ("brightstone", "sown", "value:2021") in got and shown["value:2021"] == "2021"
    assert ("brightstone", "rank", "value:14") in got and shown["value:14"] == "14"


def test_a_register_keyed_by_slashed_references_names_each_row_by_its_whole_reference(nlp):
    # an issuer's letters, then two or more parts: one identifier ("BHA/LIC/2014/07"), not the
    # issuer's short name beside a stray "LIC 2014 07"; a version ("HTTP/1") or a pair of codes
    # ("KV2/KV3") is no reference
    register = """Berth licences granted by the Brenmouth Harbour Authority (BHA).

| Licence | Holder | Berth |
|---|---|---|
| BHA/LIC/2014/07 | Corran Ferries | Quay North |
| BHA/LIC/2016/12 | Selwood Towage | Quay South |
"""
    found = table_facts(nlp, register, title="Berth licences")
    assert ("bha lic 2014 07", "holder", "corran ferries") in found
    assert ("bha lic 2016 12", "berth", "quay south") in found
    from ingest.extract import CODE

    assert [m.group() for m in CODE.finditer("ref BHA/LIC/2014/07, CON-2022/05 and KST-4127")] == [
        "BHA/LIC/2014/07",
        "CON-2022/05",
        "KST-4127",
    ]
    assert not [m.group() for m in CODE.finditer("HTTP/1.1 and KV2/KV3 in FY2024/25")]


def test_a_date_written_in_figures_is_a_value_in_a_cell(nlp):
    # the tagger leaves a lone "14/03/2016" in a cell untagged; it is a date all the same
    register = """Mooring permits.

| Permit | Holder | Issued |
|---|---|---|
| BHA/MP/2016/03 | Corran Ferries | 14/03/2016 |
| BHA/MP/2017/11 | Selwood Towage | 2/9/17 |
"""
    found = table_facts(nlp, register, title="Mooring permits")
    assert ("bha mp 2016 03", "issued", "value:14 03 2016") in found
    assert ("bha mp 2017 11", "issued", "value:2 9 17") in found
