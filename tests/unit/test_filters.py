import pytest

from graphrag.errors import QueryError
from graphrag.stores.filters import describe, matches, parse_filter, parse_filters, parse_value, validate


@pytest.mark.parametrize(
    "text, expected",
    [
        ("year>=2020", ("year", ">=", 2020)),
        ("year >= 2020", ("year", ">=", 2020)),
        ("score<0.5", ("score", "<", 0.5)),
        ("score<=1e3", ("score", "<=", 1000.0)),
        ("delta>-3", ("delta", ">", -3)),
        ("team==ops", ("team", "==", "ops")),
        ("team=ops", ("team", "==", "ops")),
        ("team!=ops", ("team", "!=", "ops")),
        ("public==true", ("public", "==", True)),
        ("public!=FALSE", ("public", "!=", False)),
        ('code=="0042"', ("code", "==", "0042")),
        ("code=='true'", ("code", "==", "true")),
        ("date>=2024-03-01", ("date", ">=", "2024-03-01")),
        ("title==a = b", ("title", "==", "a = b")),
        ("version==1.2.3", ("version", "==", "1.2.3")),
        ("owner==Dana Kim", ("owner", "==", "Dana Kim")),
        ('team==""', ("team", "==", "")),
        ("n>nan", ("n", ">", "nan")),
    ],
)
def test_parse_filter(text, expected):
    field, op, value = parse_filter(text)
    assert (field, op, value) == expected
    assert type(value) is type(expected[2])


@pytest.mark.parametrize("text", ["year", ">=2020", "year>=", "year=>2020", "public>true", "  ==x"])
def test_parse_filter_rejects(text):
    with pytest.raises(QueryError):
        parse_filter(text)


def test_parse_value_keeps_quoted_strings():
    assert parse_value('"2020"') == "2020"
    assert parse_value("'x y'") == "x y"
    assert parse_value('"') == '"'


def test_parse_filters_many():
    assert parse_filters(["a==1", "b!=x"]) == [("a", "==", 1), ("b", "!=", "x")]


def test_validate_rejects_bad_ops_values_and_shapes():
    for bad in (
        [("a", "~", 1)],
        [("", "==", 1)],
        [("a", "==", [1])],
        [("a", "==", None)],
        [("a", "<", True)],
        [("a", "==")],
        ["a==1"],
    ):
        with pytest.raises(QueryError):
            validate(bad)
    assert validate(None) == []
    assert validate([["a", "==", 1]]) == [("a", "==", 1)]


META = {
    "year": 2020,
    "score": 0.75,
    "team": "ops",
    "public": True,
    "date": "2024-03-05",
    "tags": ["a", "b"],
    "owner": None,
}


@pytest.mark.parametrize(
    "filters, expected",
    [
        (None, True),
        ([], True),
        ([("year", "==", 2020)], True),
        ([("year", "==", 2020.0)], True),
        ([("year", "!=", 2020)], False),
        ([("year", ">", 2019.5)], True),
        ([("year", ">=", 2020), ("year", "<", 2021)], True),
        ([("year", "<=", 2019)], False),
        ([("score", ">", 0.5), ("score", "<=", 0.75)], True),
        ([("team", "==", "ops")], True),
        ([("team", "==", "Ops")], False),  # exact, case-sensitive
        ([("team", "!=", "dev")], True),
        ([("team", ">", "a")], True),  # text compares as text
        ([("date", ">=", "2024-03-01"), ("date", "<", "2024-04-01")], True),
        ([("public", "==", True)], True),
        ([("public", "!=", True)], False),
        ([("year", "==", "2020")], False),  # a number never equals a string
        ([("year", "!=", "2020")], False),  # ... nor differs from one: kinds must agree
        ([("public", "==", 1)], False),  # bools are not numbers
        ([("year", "==", True)], False),
        ([("missing", "!=", "x")], False),  # missing fields match nothing, not even !=
        ([("owner", "!=", "x")], False),  # null is missing
        ([("tags", "==", "a")], False),  # lists are not filterable
        ([("year", ">=", 2020), ("team", "==", "dev")], False),  # all must hold
    ],
)
def test_matches(filters, expected):
    assert matches(META, filters) is expected


def test_matches_empty_metadata():
    assert matches({}, [("a", "!=", 1)]) is False
    assert matches(None, None) is True


def test_describe():
    assert describe([("year", ">=", 2020), ("team", "==", "ops")]) == "year>=2020 and team=='ops'"
