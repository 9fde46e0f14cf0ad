"""The question parser's word-level patterns (retrieve/question_patterns.py), one test each, on
sentences of our own: what each pattern matches and what it does not."""

import pytest

from graphrag.retrieve.question_patterns import ANAPHOR, PATTERNS, QUESTION, _matcher, find


@pytest.fixture(scope="module")
def nlp():
    from graphrag.models_loader import load_spacy

    model = load_spacy("en_core_web_sm")
    return lambda text: model(text, disable=["parser", "ner"])  # as relpath.py tags a question


def matched(nlp, name, text):
    """The words each match of pattern ``name`` covers in ``text``, in order."""
    doc = nlp(text)
    return [doc[s:e].text for s, e in sorted(find(doc, (name,)).spans[name])]


def test_every_pattern_is_in_a_group_and_has_a_test():
    assert sorted([*QUESTION, *ANAPHOR]) == sorted(PATTERNS)
    tests = {name for name in globals() if name.startswith("test_")}
    assert all(any(name in t for t in tests) for name in PATTERNS)


def test_asked(nlp):
    assert matched(nlp, "asked", "Who leads the team that owns Tallypost?") == ["Who"]
    assert matched(nlp, "asked", "Where is the depot of Harrow Freight?") == ["Where"]
    assert matched(nlp, "asked", "Which team owns Tallypost, and what does it cost?") == []


def test_whoever(nlp):
    assert matched(nlp, "whoever", "Which lab employs the mentor of whoever runs Kestrel?") == ["whoever"]
    assert matched(nlp, "whoever", "Which lab employs the mentor who runs Kestrel?") == []


def test_lead_in(nlp):
    assert matched(nlp, "lead_in", "Can you tell me who runs the lab?") == ["Can you tell me who"]
    assert matched(nlp, "lead_in", "I wonder which lab hired Ada Lin.") == ["I wonder which"]
    assert matched(nlp, "lead_in", "Who runs the lab?") == []  # no lead-in
    assert matched(nlp, "lead_in", "Please, who runs the lab?") == []  # no verb in it
    assert matched(nlp, "lead_in", "The lab hired Ada Lin, but who runs it?") == []  # not a lead-in's words
    assert matched(nlp, "lead_in", "What do you know about who runs the lab?") == []  # a question word first


def test_noun_phrase(nlp):
    assert matched(nlp, "noun_phrase", "Which city hosts the small product engineering team?") == [
        "Which city",
        "the small product",
        "the small product engineering",
        "the small product engineering team",
    ]
    # the first word of any kind before a noun ("outside", "in": ADP)
    assert matched(nlp, "noun_phrase", "Which outside firm reviews the accounts?") == [
        "Which outside firm",
        "the accounts",
    ]
    assert matched(nlp, "noun_phrase", "Which in house team runs the payroll?")[:2] == [
        "Which in house",
        "Which in house team",
    ]
    assert matched(nlp, "noun_phrase", "Who hired them and why?") == []
    assert matched(nlp, "noun_phrase", "It is the largest.") == []  # no noun to head it


def test_complex_preposition(nlp):
    assert matched(nlp, "complex_preposition", "Which ward is under the care of Dr Hale?") == ["under the care of"]
    assert matched(nlp, "complex_preposition", "Who sits at the helm of Varro Shipping?") == ["at the helm of"]
    assert matched(nlp, "complex_preposition", "Which fund is backed by the boss of Dr Hale?") == []  # by: no place
    assert matched(nlp, "complex_preposition", "Which ward is under the care unit?") == []  # no "of"


def test_possessive(nlp):
    assert matched(nlp, "possessive", "Who is Ines Varga's PhD supervisor?") == ["'s PhD", "'s PhD supervisor"]
    assert matched(nlp, "possessive", "Who plays in Nadia Sorel's ensemble?") == ["'s ensemble"]
    assert matched(nlp, "possessive", "Who is the supervisor of Ines Varga?") == []
    assert matched(nlp, "possessive", "Is it Ines Varga's?") == []  # nothing owned


def test_relativizers(nlp):
    assert matched(nlp, "relativizers", "Which team owns the service that Ashcombe uses?") == ["Which", "that"]
    assert matched(nlp, "relativizers", "Name the unit in which whom she trained works.") == [
        "which",
        "which whom",
        "whom",
    ]
    assert matched(nlp, "relativizers", "Name the service Ashcombe uses.") == []


def test_hop_verb(nlp):
    text = "Which team is accountable for the service owned by Ashcombe?"
    assert matched(nlp, "hop_verb", text) == ["accountable for", "owned"]
    assert matched(nlp, "hop_verb", "Which team is responsible?") == []  # an adjective alone, "is" an AUX


def test_passive_by(nlp):
    assert matched(nlp, "passive_by", "Which team is accountable for the service owned by Ashcombe?") == ["owned by"]
    assert matched(nlp, "passive_by", "Which fund was backed last year by the boss of Dr Hale?") == [
        "backed last year by"
    ]
    assert matched(nlp, "passive_by", "Which team owns the service used in Ashcombe?") == []  # no "by"
    assert matched(nlp, "passive_by", "Which team owns the service that Ashcombe runs by hand?") == []  # no participle


def test_anaphor(nlp):
    assert matched(nlp, "anaphor", "Where is it based?") == ["it"]
    assert matched(nlp, "anaphor", "Who chairs them?") == ["them"]
    assert matched(nlp, "anaphor", "Where is its lab?") == []  # "its" opens a noun phrase


def test_demonstrative_phrase(nlp):
    text = "In which town does that company have its headquarters?"
    assert matched(nlp, "demonstrative_phrase", text) == ["that company"]
    assert matched(nlp, "demonstrative_phrase", "Who funds this new research lab?") == [
        "this new",
        "this new research",
        "this new research lab",
    ]
    assert matched(nlp, "demonstrative_phrase", "Which company says that it pays?") == []


def test_one_matcher_per_vocab(nlp):
    doc = nlp("Who leads the team that owns Tallypost?")
    assert _matcher(doc.vocab, QUESTION) is _matcher(nlp("Where is it?").vocab, QUESTION)
    found = find(doc)
    assert sorted(found.spans) == sorted(QUESTION)
    assert found.starts("asked") == {0}
    assert found.ends("noun_phrase") == {2: [4]}
