import pytest

from graphrag.text import bm25_tokens, longest_matches, name_key


@pytest.mark.parametrize(
    "a,b",
    [
        ("Apple Inc.", "apple inc"),
        ("Apple Inc.", "APPLE"),
        ("The Beatles", "Beatles"),
        ("Zoë Quinn", "Zoe quinn"),
        ("Ledgerline's", "Ledgerline"),
        ("KST-4127", "kst 4127"),
        ("Harbor  Gateway", "harbor-gateway"),
    ],
)
def test_variants_meet_in_one_key(a, b):
    assert name_key(a) == name_key(b) != ""


@pytest.mark.parametrize("a,b", [("Apple", "Applebee"), ("Paris", "Paris Hilton"), ("The Who", "Doctor Who")])
def test_different_names_stay_apart(a, b):
    assert name_key(a) != name_key(b)


def test_names_that_are_only_a_suffix_or_article_are_kept():
    assert name_key("The") == "the"
    assert name_key("Inc") == "inc"
    assert name_key("!!!") == ""


def test_bm25_tokens_fold_case_and_drop_stop_words():
    assert bm25_tokens("What does KST-4127 mean for the Café?") == ["kst", "4127", "mean", "cafe"]


def test_longest_matches_prefer_longer_names():
    text = "Ask Harbor Gateway, not Harbor."
    got = longest_matches(text, {"harbor", "harbor gateway"})
    assert [(k, text[s:e]) for k, s, e in got] == [("harbor gateway", "Harbor Gateway"), ("harbor", "Harbor")]
