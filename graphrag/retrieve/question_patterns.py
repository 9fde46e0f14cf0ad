"""The question parser's word-level rules (retrieve/question.py), kept as data: spaCy ``Matcher``
token patterns by name, each with a one-line comment and an example question (the words it matches
starred) and a test in tests/unit/test_question_patterns.py, and the word sets they use.
``find(doc)`` runs the QUESTION patterns in one pass of a Matcher built once per spaCy vocab,
``find(doc, ANAPHOR)`` the two that find what a later sentence refers back with; each returns the
(start, end) token spans every pattern matched (``Found``).

A pattern says what a run of words is: the asked word, a lead-in before it, "whoever", a noun phrase
and the nouns that can head it, a complex preposition, a possessive, relativizers, a hop's verb, a
passive "by", an anaphor. question.py reads the structure: which phrases come before the anchor,
the order of the hops, their backward and forward assembly. These rules stay code there, because a
pattern cannot say them without contortion:

- which of a phrase's nouns heads it: the last one outside a name, up to the first name after the
  first such noun ("the Kotlin programmer"); a possessive's head, the last such noun. Names are the
  question's mentions, found in the graph, not a token attribute a pattern could test: a pattern
  gives the nouns that can head a phrase, the code picks. Whether a phrase's opening word or the
  asked word is part of a name is the code's test too.
- that a demonstrative phrase ends on a noun ("that company", not "that company responsible"): a
  pattern cannot ask that a run of words stop there (the Matcher's "!" takes a word, and fails at
  the end of a text), so ``demonstrative_phrase`` matches the run and the code looks at its last word.
- tests of one word that pick a hop's words, not a place in the question: the filler and question
  words left out of a hop (``FILLER_POS``, ``QUESTION_WORDS``), the words of a kind (``KIND_POS``),
  a hop's content lemmas, the voice of a hop read forward (its last verb a participle, a form of
  "be" before its phrase) and a verb among the words after the anchor. They are set lookups over
  the word sets here; as patterns they would match most words of every question, one match each.
- tests on plain strings, with no spaCy doc: ``kind_head``'s copula and kind-end regexes (run on
  entity descriptions, thousands of them: tagging each would cost a spaCy call and split words
  differently), ``AGENT_NOUN`` (the suffix of a hop's noun, tested by relpath.py), the sentence
  split, and whether a first sentence states or asks (both decide what gets tagged).

Matching cost: the Matcher tries every pattern's first word at every token, and tests an ``IN`` set
with a Python call (once per token and set). So a lead-in is tried at the first word only
(``IS_SENT_START``), "whoever" is two words compared in C, and ``complex_preposition`` does not
repeat ``noun_phrase``'s three patterns: question.py asks it only for the words from the place
preposition to the "of" right after a noun phrase's head.
"""

from __future__ import annotations

import functools
from typing import Any

# --- word sets -------------------------------------------------------------------------------

# a word that asks for an entity of a kind (the kind of the hop it adds)
ASKED = {"who": "person", "whom": "person", "whose": "person", "where": "place", "whoever": "person"}
QUESTION_WORDS = {"who", "whom", "whose", "what", "which", "where", "when", "how"}
# words that join a relative clause to the phrase it describes
RELATIVIZERS = {"that", "which", "whom", "who", "where", "whose"}
# words that open a noun phrase naming what a hop reaches, the parts of speech of its body and head
NP_START = {"the", "a", "an", "which", "what", "whose", "its", "their", "his", "her", "whichever"}
NP_BODY = {"ADJ", "NOUN", "PROPN", "NUM", "ADV"}
HEAD_POS = {"NOUN", "PROPN"}
# "P the N of X" with a preposition of place is a complex preposition ("under the care of", "at the
# helm of"), not a phrase naming a hop ("backed by the boss of X", "bought from the employer of X" are)
PLACE_PREPOSITIONS = {"at", "in", "on", "under", "behind", "within", "into", "over", "beneath", "underneath"}
# the parts of speech of a lead-in before the question proper ("Can you tell me", "Please find out")
LEAD_IN_POS = {"PRON", "AUX", "VERB", "PART", "ADV", "INTJ", "ADP", "PUNCT"}
# words that refer back to the last sentence's answer ("her" is also "her lab")
ANAPHORS = {"it", "they", "them", "he", "she", "him"}
DEMONSTRATIVES = {"that", "this", "these", "those", "such"}
DEMONSTRATIVE_BODY = {"ADJ", "NOUN", "PROPN"}
# parts of speech that say nothing of a relation ("the", "it", "is", "?", "and", "if")
FILLER_POS = {"DET", "PRON", "AUX", "PUNCT", "CCONJ", "SCONJ", "SPACE"}
# parts of speech of the words that say what kind of entity a phrase names ("small team")
KIND_POS = {"ADJ", "NOUN"}


def _in(words: set[str] | dict[str, str]) -> dict[str, list[str]]:
    return {"IN": sorted(words)}


def _not_in(words: set[str]) -> dict[str, list[str]]:
    return {"NOT_IN": sorted(words)}


_LEAD_WORD = {"POS": _in(LEAD_IN_POS), "LOWER": _not_in(QUESTION_WORDS)}

# --- patterns: name -> token patterns (a match of any is a match of the name) -----------------

PATTERNS: dict[str, list[list[dict[str, Any]]]] = {
    # a word asking for a person or a place: "*Who* leads the team that owns Tallypost?"
    "asked": [[{"LOWER": _in(ASKED)}]],
    # a person asked for inside the question: "Which lab employs the mentor of *whoever* runs Kestrel?"
    "whoever": [[{"LOWER": "whoever"}], [{"LOWER": "whomever"}]],
    # lead-in words from the first (a verb among them) to the first question word: "*Can you tell me who* runs it?"
    "lead_in": [
        [
            {"IS_SENT_START": True, **_LEAD_WORD},
            {**_LEAD_WORD, "OP": "*"},
            {"POS": "VERB", "LOWER": _not_in(QUESTION_WORDS)},
            {**_LEAD_WORD, "OP": "*"},
            {"LOWER": _in(QUESTION_WORDS)},
        ],
        [
            {"IS_SENT_START": True, "POS": "VERB", "LOWER": _not_in(QUESTION_WORDS)},
            {**_LEAD_WORD, "OP": "*"},
            {"LOWER": _in(QUESTION_WORDS)},
        ],
    ],
    # a noun phrase from its opening word to each noun that can head it: "Which city hosts *the small team*?";
    # its first word may be of any kind before a noun: "*Which outside firm* reviews the accounts?" (outside: ADP)
    "noun_phrase": [
        [{"LOWER": _in(NP_START)}, {"POS": _in(NP_BODY), "OP": "*"}, {"POS": _in(HEAD_POS)}],
        [{"LOWER": _in(NP_START)}, {}, {"POS": "NOUN"}],
        [{"LOWER": _in(NP_START)}, {}, {"POS": "NOUN"}, {"POS": _in(NP_BODY), "OP": "*"}, {"POS": _in(HEAD_POS)}],
    ],
    # a place preposition, "the", a noun phrase's words and "of": one preposition, "Who is *under the care of* Dr Hale?"
    "complex_preposition": [
        [{"LOWER": _in(PLACE_PREPOSITIONS)}, {"LOWER": "the"}, {}, {"POS": _in(NP_BODY), "OP": "*"}, {"LOWER": "of"}]
    ],
    # a possessive, to each common noun that can head what is owned: "Who is Ines Varga*'s PhD supervisor*?"
    "possessive": [[{"TAG": "POS"}, {"POS": _in(NP_BODY), "OP": "*"}, {"POS": "NOUN"}]],
    # relativizers only: "Which team owns the service *that* Ashcombe uses?"
    "relativizers": [[{"LOWER": _in(RELATIVIZERS), "OP": "+"}]],
    # a hop's verb, or an adjective with its preposition: "Who is *accountable for* the app *owned* by Ashcombe?"
    "hop_verb": [[{"POS": "VERB"}], [{"POS": "ADJ"}, {"POS": "ADP"}]],
    # a past participle with "by" after it, a passive: "Who is accountable for the app *owned by* Ashcombe?"
    "passive_by": [[{"TAG": "VBN"}, {"OP": "*"}, {"LOWER": "by"}]],
    # a pronoun that refers back: "VELTA-2 has a sponsor. Where is *it* based?"
    "anaphor": [[{"LOWER": _in(ANAPHORS)}]],
    # a demonstrative and the words of its phrase: "In which town does *that company* have its headquarters?"
    "demonstrative_phrase": [[{"LOWER": _in(DEMONSTRATIVES)}, {"POS": _in(DEMONSTRATIVE_BODY), "OP": "+"}]],
}

QUESTION = (
    "asked",
    "whoever",
    "lead_in",
    "noun_phrase",
    "complex_preposition",
    "possessive",
    "relativizers",
    "hop_verb",
    "passive_by",
)  # what ``parse`` reads
ANAPHOR = ("anaphor", "demonstrative_phrase")  # what a later sentence refers back with


class Found:
    """What the patterns matched in one doc: (start, end) token spans by pattern name."""

    __slots__ = ("spans",)

    def __init__(self, spans: dict[str, list[tuple[int, int]]]) -> None:
        self.spans = spans

    def starts(self, name: str) -> set[int]:
        """Where the matches of ``name`` start (of a one-word pattern: the words it matched)."""
        return {s for s, _ in self.spans[name]}

    def ends(self, name: str) -> dict[int, list[int]]:
        """The ends of the matches of ``name`` by where they start, ascending."""
        out: dict[int, list[int]] = {}
        for s, e in sorted(self.spans[name]):
            out.setdefault(s, []).append(e)
        return out


@functools.lru_cache(maxsize=8)
def _matcher(vocab: Any, names: tuple[str, ...]) -> tuple[Any, dict[int, str]]:
    from spacy.matcher import Matcher

    matcher = Matcher(vocab, validate=True)
    ids = {}
    for name in names:
        matcher.add(name, PATTERNS[name])
        ids[vocab.strings[name]] = name
    return matcher, ids


def find(doc: Any, names: tuple[str, ...] = QUESTION) -> Found:
    """The matches of the patterns ``names`` in ``doc`` (a Matcher built once per vocab and names)."""
    matcher, ids = _matcher(doc.vocab, names)
    spans: dict[str, list[tuple[int, int]]] = {name: [] for name in names}
    for match_id, start, end in matcher(doc, allow_missing=True):  # a tagged doc: no check for tags
        spans[ids[match_id]].append((start, end))
    return Found(spans)
