"""The sentence frames that state a typed fact, as spaCy DependencyMatcher patterns: data, not code.

Each frame names the tokens of one clause shape. ``facts.py`` applies every frame to every
sentence and keeps a match only when its ``source`` and ``target`` tokens are mentions of
entities (names, titles, identifiers; a date or number as a target) and the clause is asserted
(no negation, no modal, no condition). The predicate is made of the ``words`` tokens: a verb's
lemma with its particle and preposition ("work at", "report to"), the participle of a passive
("based in"), or a relational noun with its preposition ("president of", "founder of").

The subject of a verb frame (``SUBJECT``) is not matched here but found by grammar (facts.py,
``subject``): the verb's own subject, the noun a relative clause hangs from, or the subject of
the verb it completes or is coordinated with ("used to work at", "founded A and led B").

Every frame has a test in tests/unit/test_frames.py that parses its example.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

SUBJECT = "SUBJECT"  # the verb's subject, found by grammar
BE = {"LEMMA": "be"}
SAYS_WHO = {"LEMMA": {"IN": ["be", "include", "comprise"]}}  # "X's founders are / include A and B"
VERB = {"POS": {"IN": ["VERB", "AUX"]}, "LEMMA": {"NOT_IN": ["be"]}}
NOUN_OR_NAME = {"POS": {"IN": ["NOUN", "PROPN"]}}
PARTITIVE = {"LEMMA": {"IN": ["stake", "share", "majority", "part", "portion", "interest", "cent", "percent"]}}


@dataclass(frozen=True)
class Frame:
    name: str
    example: str  # a sentence the frame reads, with the fact it gives below
    fact: str  # "source | predicate | target" of the example
    pattern: list[dict[str, Any]]
    source: str  # a node of the pattern, or SUBJECT (of the node "verb")
    target: str
    words: tuple[str, ...]  # nodes whose words make the predicate, in this order
    passive_swap: bool = False  # the target is the doer ("founded by X"): source and target change places
    describes: bool = False  # the target is a kind ("is a river port"): a description, not a fact
    extra: tuple[str, ...] = field(default=())  # words added to the predicate after ``words`` ("of")


def _node(name: str, attrs: dict[str, Any]) -> dict[str, Any]:
    return {"RIGHT_ID": name, "RIGHT_ATTRS": attrs}


def _edge(left: str, name: str, dep: str | list[str], attrs: dict[str, Any] | None = None) -> dict[str, Any]:
    deps = {"DEP": dep} if isinstance(dep, str) else {"DEP": {"IN": dep}}
    return {"LEFT_ID": left, "REL_OP": ">", "RIGHT_ID": name, "RIGHT_ATTRS": {**deps, **(attrs or {})}}


FRAMES: list[Frame] = [
    Frame(
        "verb-object",
        "Merrow Quay Group acquired Harlow Vance Capital.",
        "Merrow Quay Group | acquire | Harlow Vance Capital",
        [_node("verb", VERB), _edge("verb", "obj", "dobj")],
        SUBJECT,
        "obj",
        ("verb",),
    ),
    Frame(
        "verb-part-of",
        "Merrow Quay Group bought a majority stake in Harlow Vance Capital.",
        "Merrow Quay Group | buy | Harlow Vance Capital",
        [
            _node("verb", VERB),
            _edge("verb", "part", "dobj", PARTITIVE),
            _edge("part", "prep", "prep", {"LOWER": {"IN": ["of", "in"]}}),
            _edge("prep", "obj", "pobj"),
        ],
        SUBJECT,
        "obj",
        ("verb",),
    ),
    Frame(
        "verb-prep",
        "Ilse Marchetti worked at Northmere Partners.",
        "Ilse Marchetti | work at | Northmere Partners",
        [_node("verb", VERB), _edge("verb", "prep", "prep"), _edge("prep", "obj", "pobj")],
        SUBJECT,
        "obj",
        ("verb", "prep"),
    ),
    Frame(
        "verb-prep-prep",
        "Build Tooling works out of Brindle Quay.",
        "Build Tooling | work out of | Brindle Quay",
        [
            _node("verb", VERB),
            _edge("verb", "prep", "prep"),
            _edge("prep", "prep2", "prep"),
            _edge("prep2", "obj", "pobj"),
        ],
        SUBJECT,
        "obj",
        ("verb", "prep", "prep2"),
    ),
    Frame(
        "verb-agent",
        "Harlow Vance Capital was founded by Ilse Marchetti.",
        "Ilse Marchetti | found | Harlow Vance Capital",
        [_node("verb", VERB), _edge("verb", "agent", "agent"), _edge("agent", "obj", "pobj")],
        "obj",
        SUBJECT,
        ("verb",),
        passive_swap=True,
    ),
    Frame(
        "verb-noun-prep",
        "Glenroe Shipping has its head office in Kettlesby.",
        "Glenroe Shipping | have office in | Kettlesby",
        [
            _node("verb", VERB),
            _edge("verb", "noun", "dobj", {"POS": "NOUN", "LEMMA": {"NOT_IN": PARTITIVE["LEMMA"]["IN"]}}),
            _edge("noun", "prep", "prep"),
            _edge("prep", "obj", "pobj"),
        ],
        SUBJECT,
        "obj",
        ("verb", "noun", "prep"),
    ),
    Frame(
        "copula-noun-of",
        "Josiah Hartigan was President of the Court of Appeal.",
        "Josiah Hartigan | president of | Court of Appeal",
        [
            _node("cop", BE),
            _edge("cop", "subj", ["nsubj"]),
            _edge("cop", "noun", "attr", NOUN_OR_NAME),
            _edge("noun", "prep", "prep", {"LOWER": {"IN": ["of", "for", "at", "to", "in"]}}),
            _edge("prep", "obj", "pobj"),
        ],
        "subj",
        "obj",
        ("noun", "prep"),
    ),
    Frame(
        "copula-one-of",
        "Lowgate Studios is one of Vantrell Freight's offices.",
        "Lowgate Studios | office of | Vantrell Freight",
        [
            _node("cop", BE),
            _edge("cop", "subj", "nsubj"),
            _edge("cop", "one", "attr", {"LOWER": "one"}),
            _edge("one", "of", "prep", {"LOWER": "of"}),
            _edge("of", "noun", "pobj", {"POS": "NOUN"}),
            _edge("noun", "obj", "poss"),
        ],
        "subj",
        "obj",
        ("noun",),
        extra=("of",),
    ),
    Frame(
        "copula-possessive",
        "Mateo Okafor is Alejandro Bianchi's manager.",
        "Mateo Okafor | manager of | Alejandro Bianchi",
        [
            _node("cop", BE),
            _edge("cop", "subj", "nsubj"),
            _edge("cop", "noun", "attr", {"POS": "NOUN"}),
            _edge("noun", "obj", "poss"),
        ],
        "subj",
        "obj",
        ("noun",),
        extra=("of",),
    ),
    Frame(
        "copula-prep",
        "Ife Owusu has been with Calderwick Bank since 2015.",
        "Ife Owusu | be with | Calderwick Bank",
        [
            _node("cop", BE),
            _edge("cop", "subj", "nsubj"),
            _edge(
                "cop",
                "prep",
                "prep",
                {"LOWER": {"IN": ["in", "at", "with", "on", "near", "inside", "within", "since"]}},
            ),
            _edge("prep", "obj", "pobj"),
        ],
        "subj",
        "obj",
        ("cop", "prep"),
    ),
    Frame(
        "appos-noun-of",
        "Ada Vance, the founder of Harlow Vance Capital, spoke first.",
        "Ada Vance | founder of | Harlow Vance Capital",
        [
            _node("subj", NOUN_OR_NAME),
            _edge("subj", "noun", "appos", {"POS": "NOUN"}),
            _edge("noun", "prep", "prep", {"LOWER": {"IN": ["of", "for", "at", "to"]}}),
            _edge("prep", "obj", "pobj"),
        ],
        "subj",
        "obj",
        ("noun", "prep"),
    ),
    Frame(
        "possessive-copula",
        "Harlow Vance Capital's founders include Ada Vance and Ilse Marchetti.",
        "Ada Vance | founder of | Harlow Vance Capital",
        [
            _node("cop", SAYS_WHO),
            _edge("cop", "noun", "nsubj", {"POS": "NOUN"}),
            _edge("noun", "obj", "poss"),
            _edge("cop", "subj", ["attr", "dobj"]),
        ],
        "subj",
        "obj",
        ("noun",),
        extra=("of",),
    ),
    Frame(
        "noun-of-copula",
        "The founders of Harlow Vance Capital are Ada Vance and Ilse Marchetti.",
        "Ada Vance | founder of | Harlow Vance Capital",
        [
            _node("cop", SAYS_WHO),
            _edge("cop", "noun", "nsubj", {"POS": "NOUN"}),
            _edge("noun", "prep", "prep", {"LOWER": {"IN": ["of", "on", "in", "at"]}}),
            _edge("prep", "obj", "pobj"),
            _edge("cop", "subj", ["attr", "dobj"]),
        ],
        "subj",
        "obj",
        ("noun", "prep"),
    ),
    Frame(
        "possessive-copula-prep",
        "Greyfinch Cloud's headquarters are in Pell Harbour.",
        "Greyfinch Cloud | headquarter in | Pell Harbour",
        [
            _node("cop", BE),
            _edge("cop", "noun", "nsubj", {"POS": "NOUN"}),
            _edge("noun", "subj", "poss"),
            _edge("cop", "prep", "prep"),
            _edge("prep", "obj", "pobj"),
        ],
        "subj",
        "obj",
        ("noun", "prep"),
    ),
    Frame(
        "possessive-appos",
        "Harlow Vance Capital's founder, Ada Vance, lives in Luxembourg.",
        "Ada Vance | founder of | Harlow Vance Capital",
        [_node("noun", {"POS": "NOUN"}), _edge("noun", "obj", "poss"), _edge("noun", "subj", "appos")],
        "subj",
        "obj",
        ("noun",),
        extra=("of",),
    ),
    Frame(
        "appos-possessive",
        "Ada Vance, Harlow Vance Capital's founder, lives in Luxembourg.",
        "Ada Vance | founder of | Harlow Vance Capital",
        [_node("subj", NOUN_OR_NAME), _edge("subj", "noun", "appos", {"POS": "NOUN"}), _edge("noun", "obj", "poss")],
        "subj",
        "obj",
        ("noun",),
        extra=("of",),
    ),
    Frame(
        "serves-as-noun-prep",
        "Fenna Aziz acts as sponsor for Project Bramble.",
        "Fenna Aziz | sponsor for | Project Bramble",
        [
            _node("verb", {"LEMMA": {"IN": ["work", "serve", "act"]}}),
            _edge("verb", "as", "prep", {"LOWER": "as"}),
            _edge("as", "noun", "pobj", {"POS": "NOUN"}),
            _edge("noun", "prep", "prep"),
            _edge("prep", "obj", "pobj"),
        ],
        SUBJECT,
        "obj",
        ("noun", "prep"),
    ),
    Frame(
        "copula-kind",
        "Kestrel Harbour is a river port.",
        "Kestrel Harbour | is_a | river port",
        [_node("cop", BE), _edge("cop", "subj", "nsubj"), _edge("cop", "noun", "attr", {"POS": "NOUN"})],
        "subj",
        "noun",
        (),
        describes=True,
    ),
    Frame(
        "works-as-kind",
        "Mei Park works as a data engineer.",
        "Mei Park | is_a | data engineer",
        [
            _node("verb", {"LEMMA": {"IN": ["work", "serve", "act"]}}),
            _edge("verb", "prep", "prep", {"LOWER": "as"}),
            _edge("prep", "noun", "pobj", {"POS": "NOUN"}),
        ],
        SUBJECT,
        "noun",
        (),
        describes=True,
    ),
]
