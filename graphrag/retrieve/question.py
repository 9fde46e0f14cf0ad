"""Relational questions read into an anchor and a relation path (walked by relpath.py).

Parsing (spaCy tags, offline; ``parse``). English nests a relation path leftwards from its anchor:
"Which city hosts the vendor that supplies the service owned by the team led by Ines Varga?" reads,
from the anchor outward, as the noun phrases before it, nearest first: team ("team led by"),
service ("service owned by"), vendor ("vendor that supplies"), city ("city hosts"). Each phrase is
one hop: its words are the phrase and the words up to the next phrase towards the anchor, and its
head noun ("team", "city") is the *kind* of entity the hop reaches. The anchor is the last name in
the question; words after it complete the nearest hop ("the service Ashcombe has signed up for") or
else the last one ("... before the current job"). "Who"/"where" opening the question ask for a
person/place. An anchor with no phrase before it is read forward ("E's lab belongs to which
institute?"), and so is what a stated first sentence says past its subject; a question told in
sentences goes on from each one's end at the next one's "that company" or "it" ("VELTA-2 has a
sponsor. In which town does that company have its headquarters?"). Other names and values ("who
joined in 2017", "at Quillon Labs") are constraints: a path that passes an entity related to them
scores more. A question without a linked name has no relation path. (A parser that followed
spaCy's dependency tree instead scored 5-8 points lower on relations-300 and both of our own sets:
the small model's trees break on these long questions.)

The word-level rules are spaCy ``Matcher`` patterns kept as data in question_patterns.py, matched
once per tagged sentence (``find``): the asked word and a lead-in before it ("Can you tell me who"),
"whoever", the noun phrases and the nouns that can head them, a complex preposition ("under the care
of"), a possessive ("E's team"), relativizers, a hop's verb and a passive "by", an anaphor ("it",
"that company"). This module is the structural reading: which phrase a name takes part in and which
noun heads a phrase (names are found in the graph, not by a pattern), which phrases come before the
anchor, the order of the hops, their backward and forward assembly, and the tests on single words
and plain strings that question_patterns.py lists as code.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..models import VALUE, Entity, is_value
from ..stores.protocols import GraphStore
from ..text import STOP_WORDS, longest_matches, singular
from .question_patterns import ANAPHOR, ASKED, FILLER_POS, HEAD_POS, KIND_POS, QUESTION_WORDS, Found, find

if TYPE_CHECKING:
    pass


@dataclass
class Hop:
    words: str  # the hop as written, e.g. "initiative backed by"
    lemmas: frozenset[str]  # content lemmas, for overlap with fact predicates
    noun: str = ""  # what the hop reaches, e.g. "initiative" (compared with the entity's description)
    inner: bool = False  # the anchor's own phrase ("the Kotlin programmer"): no hop if the anchor is one
    owned: bool = False  # "E's ensemble": a hop only if the graph has ensembles (or it names a role: AGENT_NOUN)
    subject: int = 0  # +1: the entity the hop starts from does it ("the service owned by E"); -1: it is
    # done to it ("the team that owns E"); 0: the words don't say ("the boss of E")


@dataclass
class RelQuestion:
    anchor: str  # entity id
    anchor_text: str
    hops: list[Hop]
    constraints: list[str] = field(default_factory=list)  # entity / value ids the path should touch


def _content(tokens: Any) -> frozenset[str]:
    return frozenset(t.lemma_.lower() for t in tokens if _content_word(t))


def _content_word(t: Any) -> bool:
    return bool(t.is_alpha and (w := t.lower_) not in STOP_WORDS and w not in QUESTION_WORDS)


def question_mentions(question: str, graph: GraphStore, cased: bool | None = None) -> list[tuple[str, int, int, bool]]:
    """(id, start, end, named) of the entities and values the question names, longest first. A
    name is written as one: in capitals in a question that uses them where due (``cased``), else
    in the corpus (an uncased "who runs the aldermoor philharmonic?" names it; "orchestra" is an
    entity too, from "the orchestra", but no name)."""
    found: dict[str, Entity] = {}

    def lookup(keys: set[str]) -> set[str]:
        hits = graph.find_entities(sorted(keys | {VALUE + k for k in keys}))
        found.update(hits)
        return {k for k in keys if k in hits or VALUE + k in hits}

    if cased is None:
        cased = any(c.isupper() for c in question[1:])
    out = []
    for key, s, e in longest_matches(question, lookup=lookup, max_n=8):
        written = question[s:e] if cased else found[key].name if key in found else ""
        named = key in found and any(c.isupper() or c.isdigit() for c in written)
        if named:
            out.append((key, s, e, True))
        elif VALUE + key in found:
            out.append((VALUE + key, s, e, False))
    return out


# a noun for someone by what they do ("supervisor", "employer", "trainee", "chemist", "librarian"):
# "E's supervisor" is a hop to a person though nothing in the graph is described as a supervisor
AGENT_NOUN = re.compile(r"(?:er|or|ee|ist|ian)$")


_COPULA = re.compile(r"\b(?:is|was|are|were|serves as|works as)\s+((?:a|an|the|one of the)\s+)?([^,.;:()]*)", re.I)
_KIND_END = re.compile(
    r"\s(?:for|of|that|which|who|whose|behind|in|at|on|with|from|by|to|and|or|where|based|run|used|founded|"
    r"located|headquartered)\b.*",
    re.I,
)


@functools.lru_cache(maxsize=100_000)
def kind_head(phrase: str) -> str:
    """The head noun a kind phrase names, singular: the last word of "small product engineering
    teams", or of what follows the copula in "Tallypost is the system behind usage metering"
    (system). Embeddings of a bare noun barely tell kinds apart ("team" is as close to "system" as
    to "engineering team"), so the same head word is the stronger signal."""
    m = _COPULA.search(phrase)
    if m and not m.group(1):  # "is headquartered in Lisle": not what it is
        return ""
    body = _KIND_END.sub("", m.group(2)) if m else phrase
    words = re.findall(r"[A-Za-z][A-Za-z-]*", body)
    return singular(words[-1]) if words else ""


def noun_head(noun: str) -> str:
    """The singular last word of a hop's noun: "home teams" -> "team"."""
    return singular(noun.split()[-1])


def same_kind(noun: str, phrases: Sequence[str]) -> list[str]:
    """The kind phrases whose head noun is ``noun``'s ("team": "... is a small engineering team")."""
    head = noun_head(noun)
    return [k for k in phrases if kind_head(k) == head]


def _direction(found: Found, st: int, bound: int, after: Any) -> int:
    """Whether the entity a hop starts from (E, between tokens ``st``-``bound`` and ``after``) is the
    subject of the hop's verb: "the service owned by E", "the choir E sings in" (+1); "the team that
    owns E", "the team accountable for E", "the service coded in E" (-1); no verb, "the boss of E" (0)."""
    verbs = [s for s, _ in found.spans["hop_verb"] if st <= s < bound]
    if verbs:
        v = max(verbs)  # the last: "owned by", a passive, or not
        return 1 if any(s == v and e <= bound for s, e in found.spans["passive_by"]) else -1
    return 1 if any(t.pos_ == "VERB" for t in after) else 0


def parse(nlp_doc: Any, mentions: Sequence[tuple[str, int, int, bool]], first: bool = False) -> RelQuestion | None:
    """Anchor and hops read off the word order: every noun phrase before the anchor ("the X")
    names what one hop reaches, the nearest to the anchor first ("the city of the vendor of E":
    vendor, then city); a hop's words are its noun phrase and the words up to the next phrase
    towards the anchor. A phrase around the anchor is a hop of its own ("the Kotlin programmer",
    dropped by the walk when the anchor is of that kind); words after the anchor up to the last
    other name or value describe the nearest hop ("... who joined in 2016"), the rest go to the
    last hop ("... E's team lead *overhauling*?"); "under the care of X" is one preposition (the
    words of the hop before it); "E's ensemble" is a hop (the walk drops it when nothing in the
    graph is an ensemble, unless the noun names someone by what they do: "supervisor"); and a
    question that opens with "who"/"where" asks for one more hop to a person/place."""
    doc = nlp_doc
    got = _anchor(doc, mentions, first)
    if got is None:
        return None
    spans, anchor, aspan, taken = got
    found = find(doc)  # what the word-level patterns match (question_patterns.py)
    doc = list(doc)  # its tokens: sliced below without making spans
    phrases = _noun_phrases(found, taken)
    before = [ph for ph in phrases if ph[1] <= aspan.start and not (ph[0] <= aspan.start < ph[1])]
    q0 = _opening(found)
    if q0 in found.starts("asked") and q0 not in taken:
        before.insert(0, (q0, q0 + 1, -1))
    for s in sorted(found.starts("whoever")):  # "the supervisor of whoever directs ...": a person
        if s < aspan.start:
            before.append((s, s + 1, -1))
    before.sort()
    bound, after, inner, owned = _around_anchor(found, phrases, aspan, taken)
    hops: list[Hop] = []
    if not before:  # the anchor comes first: "E's lab belongs to which institute?", "E holds a grant."
        groups = _forward(doc, [ph for ph in phrases if ph[0] >= after], after)
        if inner:
            hops += _inner_hop(doc, inner, inner[1], taken, owned)
        hops += _forward_hops(doc, groups, taken)
        return RelQuestion(anchor, aspan.text, hops, _constraints(spans, anchor)) if hops else None
    cut, after_goes_to = _after_anchor(found, spans, anchor, before, bound, after)
    # a statement goes on past its subject ("The drug developed in E's lab is tested in a trial."):
    # the phrases after the last constraint are hops read forward, after the subject's
    groups = _forward(doc, [ph for ph in phrases if ph[0] >= cut], cut) if first else []
    rest_of = doc[cut:] if not groups else []
    if inner:
        hops += _inner_hop(doc, inner, cut, taken, owned)
    for n, (st, _end, head) in enumerate(reversed(before)):
        tail = [*(doc[after:cut] if n == 0 and not inner else []), *(rest_of if n == after_goes_to else [])]
        hop = _backward_hop(doc, found, st, bound, head, tail, taken)
        if hop is not None:
            hops.append(hop)
        bound = st
    hops = [h for h in hops if h.words or h.noun] + _forward_hops(doc, groups, taken)
    if not hops:
        return None
    return RelQuestion(anchor, aspan.text, hops, _constraints(spans, anchor))


def _after_anchor(
    found: Found,
    spans: Sequence[tuple[str, Any, bool]],
    anchor: str,
    before: Sequence[tuple[int, int, int]],
    bound: int,
    after: int,
) -> tuple[int, int]:
    """Where the words after the anchor end (the last constraint there), and which hop, counted
    from the anchor, takes the words after that. Words up to the last constraint ("who arrived at
    Quillon Labs in 2016") describe the entity the nearest phrase names; the rest go to that hop
    too when it is an object clause of the phrase ("the service Ashcombe University has signed up
    for", "the service that Project Foxglove is overhauling"); else to the last hop ("Where is ...
    stationed?", "... before the current job")."""
    ends = [sp.end for k, sp, _ in spans if k != anchor and sp.start >= after]
    cut = max(ends, default=after)
    relative = (before[-1][1], bound) in found.spans["relativizers"]
    return cut, 0 if before[-1][1] == bound or relative else len(before) - 1


def _anchor(
    doc: Any, mentions: Sequence[tuple[str, int, int, bool]], first: bool
) -> tuple[list[tuple[str, Any, bool]], str, Any, set[int]] | None:
    """(the mentions as spans, the anchor's key, its span, the tokens names and values take) or
    None when the question names nothing. The anchor is the last name, the innermost phrase; the
    first when told (a statement: "E's PhD supervisor leads ...")."""
    spans = []
    for key, s, e, is_named in mentions:
        span = doc.char_span(s, e, alignment_mode="expand")
        if span is not None:
            spans.append((key, span, is_named))
    names = [(k, sp) for k, sp, n in spans if n] or [(k, sp) for k, sp, _ in spans]
    if not names:
        return None
    anchor, aspan = min(names, key=lambda ks: ks[1].start) if first else max(names, key=lambda ks: ks[1].end)
    taken = {i for _, sp, _ in spans for i in range(sp.start, sp.end)}  # not "service", a value too
    return spans, anchor, aspan, taken


def _noun_phrases(found: Found, taken: set[int]) -> list[tuple[int, int, int]]:
    """(start, end, head) of each "the X" phrase that names what a hop reaches, left to right; the
    words of a phrase are not the start of another."""
    phrases: list[tuple[int, int, int]] = []
    complex_preposition = set(found.spans["complex_preposition"])
    i = 0
    for st, ends in sorted(found.ends("noun_phrase").items()):
        if st < i or st in taken:
            continue
        head = _phrase_head([e - 1 for e in ends], taken)
        if head < 0:
            continue
        if (st - 1, head + 2) not in complex_preposition:  # "under the care of": the next hop's words
            phrases.append((st, head + 1, head))
        i = head + 1
    return phrases


def _phrase_head(nouns: Sequence[int], taken: set[int]) -> int:
    """The head of a phrase among the ``nouns`` that can head it (ascending), or -1: the last one not
    in a name, up to a name after the first such noun ("the Kotlin programmer": programmer)."""
    head = -1
    for j in nouns:
        if head >= 0 and any(k in taken for k in range(head + 1, j + 1)):
            break
        if j not in taken:
            head = j
    return head


def _around_anchor(
    found: Found, phrases: Sequence[tuple[int, int, int]], aspan: Any, taken: set[int]
) -> tuple[int, int, tuple[int, int] | None, bool]:
    """What surrounds the anchor: where the phrases before it stop (bound), where the words after
    it start (after), the anchor inside a phrase ("the Kotlin programmer") or owning one ("E's
    team"), and whether it owns it."""
    bound, after = aspan.start, aspan.end
    inner: tuple[int, int] | None = None
    owned = False
    for st, en, head in phrases:
        if st <= aspan.start < en or (st < aspan.start and en > aspan.end):
            bound = min(bound, st)
            if head >= aspan.end:  # its head comes after the anchor: a hop, unless it is the
                inner, after = (aspan.end, en), en  # anchor's own kind ("the Billing Operations team")
    if inner is None:  # "E's team": a hop; "E's PhD supervisor": PhD is a constraint
        heads = [e - 1 for s, e in found.spans["possessive"] if s == after and e - 1 not in taken]
        if heads:
            head = max(heads)
            inner, owned, after = (after + 1, head + 1), True, head + 1
    return bound, after, inner, owned


def _backward_hop(
    doc: Any, found: Found, st: int, bound: int, head: int, tail: Sequence[Any], taken: set[int]
) -> Hop | None:
    """The hop of the phrase at ``st`` before the anchor: its words up to ``bound`` and ``tail``;
    None for "Who is" (a copula: the next phrase says what is asked)."""
    words, noun = _phrase_words(doc, [*doc[st:bound], *tail], st, head, taken)
    if head < 0:  # an asked word: "who", "whoever", "where"
        noun = ASKED.get(doc[st].lower_, "person")
    if not words and head < 0 and noun == "place":  # "Where is the bakery ...": its place
        words = [doc[st]]
    if not words and head < 0:
        return None
    return Hop(
        " ".join(t.text.lower() for t in words), _content(words), noun, subject=_direction(found, st, bound, tail)
    )


_SENTENCE_SPLIT = re.compile(r"(?<=[.?!])\s+(?=[A-Z])|(?<=;)\s+")
_SENTENCE_SPLIT_UNCASED = re.compile(r"(?<=[.?!;])\s+(?=[a-z])")


def _anaphor(doc: Any, found: Found) -> tuple[int, int] | None:
    """Character span of the first word in a sentence that refers back: "that company", "it"
    (``found``: the ANAPHOR patterns' matches)."""
    runs: dict[int, int] = {}  # demonstrative -> the end of its phrase's words
    for s, e in found.spans["demonstrative_phrase"]:
        runs[s] = max(runs.get(s, e), e)
    refs = [*found.spans["anaphor"], *((s, e) for s, e in runs.items() if doc[e - 1].pos_ in HEAD_POS)]
    if not refs:
        return None
    s, e = min(refs)
    return doc[s].idx, doc[e - 1].idx + len(doc[e - 1])


def parse_question(
    nlp: Callable[[str], Any], text: str, mentions: Callable[[str, bool], list[tuple[str, int, int, bool]]]
) -> RelQuestion | None:
    """``parse`` of a question, also of one told in sentences that each go on from the last one's
    end ("VELTA-2 has a sponsor. In which town does that company have its headquarters?"): the first
    sentence's path, then each later one's, anchored at its "that company" or "it" (``_anaphor``).
    A first sentence that states ("E's PhD supervisor leads a trial.") starts at its first name.
    ``mentions(text, cased)`` finds the names and values in a text (``question_mentions``)."""
    cased = any(map(str.isupper, text[1:]))
    parts = (_SENTENCE_SPLIT if cased else _SENTENCE_SPLIT_UNCASED).split(text.strip())
    if len(parts) > 1:
        statement = parts[0].lower().split()[0] not in QUESTION_WORDS and not parts[0].endswith("?")
        rq = parse(nlp(parts[0]), mentions(parts[0], cased), first=statement)
        for part in parts[1:]:
            if rq is None or is_value(rq.anchor):  # "There is a country where ...": nothing firm to go on from
                break
            doc = nlp(part)
            span = _anaphor(doc, find(doc, ANAPHOR))
            nxt = parse(doc, [("", *span, True), *mentions(part, cased)]) if span else None
            if nxt is None or nxt.anchor != "":
                rq = None
                break
            rq.hops += nxt.hops
            rq.constraints = sorted({*rq.constraints, *nxt.constraints})
        else:
            return rq
    return parse(nlp(text), mentions(text, cased))


def _opening(found: Found) -> int:
    """Where the question proper starts: after a lead-in that asks for it ("Can you tell me who
    ...", "I'd like to know which ...": pronouns and verbs only, a verb among them), else 0."""
    return next((e - 1 for s, e in found.spans["lead_in"] if s == 0), 0)


def _constraints(spans: Any, anchor: str) -> list[str]:
    return sorted({k for k, sp, n in spans if k != anchor and (n or len(sp) > 1 or any(t.like_num for t in sp))})


def _inner_hop(doc: Any, inner: tuple[int, int], cut: int, taken: set[int], owned: bool) -> list[Hop]:
    """The hop of the anchor's own phrase, if it names a kind: "the Kotlin programmer", "E's ensemble"."""
    st, en = inner
    toks = [t for t in doc[st:cut] if t.i not in taken and t.pos_ not in FILLER_POS]
    noun = " ".join(t.text.lower() for t in doc[st:en] if t.i not in taken and t.pos_ in KIND_POS)
    return [Hop(" ".join(t.text.lower() for t in toks), _content(toks), noun, inner=True, owned=owned)] if noun else []


def _forward(doc: Any, phrases: Sequence[tuple[int, int, int]], start: int) -> list:
    """Hops read left to right from the anchor's end ``start`` ("E's lab belongs to which
    institute?", "E was discovered in a research unit."): each phrase after it is what a hop
    reaches, with the words since the previous phrase (the last one also the words after it).
    Returns [(tokens, phrase)]."""
    groups: list[tuple[list, tuple[int, int, int]]] = []
    prev = start
    for k, ph in enumerate(phrases):
        end = len(doc) if k + 1 == len(phrases) else ph[1]  # trailing words describe the last hop
        groups.append((list(doc[prev:end]), ph))
        prev = ph[1]
    return groups


def _phrase_words(doc: Any, toks: Any, st: int, head: int, taken: set[int]) -> tuple[list, str]:
    """The relation words among ``toks`` of the hop whose phrase starts at ``st`` (head noun at
    ``head``, -1: none), and the kind its phrase names. The relation is said by the words other
    than the phrase's ("service [leans on]"), or by the noun itself when they say nothing ("boss of")."""
    words = [t for t in toks if t.i not in taken and t.pos_ not in FILLER_POS and t.lower_ not in QUESTION_WORDS]
    if head < 0:
        return words, ""
    noun = " ".join(t.text.lower() for t in doc[st + 1 : head + 1] if t.i not in taken and t.pos_ in KIND_POS)
    rest = [t for t in words if not st < t.i <= head]
    return (rest if any(_content_word(t) for t in rest) else words), noun


def _forward_hops(doc: Any, groups: Any, taken: set[int]) -> list[Hop]:
    hops = []
    for toks, (st, _en, head) in groups:
        words, noun = _phrase_words(doc, toks, st, head, taken)
        gap = [t for t in toks if t.i < st]
        verbs = [t for t in gap if t.pos_ == "VERB"]
        passive = bool(verbs) and verbs[-1].tag_ == "VBN" and any(t.lemma_ == "be" for t in gap)
        subject = 0 if not verbs else -1 if passive else 1
        hops.append(Hop(" ".join(t.text.lower() for t in words), _content(words), noun, subject=subject))
    return [h for h in hops if h.words or h.noun]
