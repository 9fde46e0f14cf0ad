"""Relational questions: parse a question into an anchor and a relation path, then walk it.

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
scores more. A question without a linked name has no
relation path. (A parser that followed spaCy's dependency tree instead scored 5-8 points lower on
relations-300 and both of our own sets: the small model's trees break on these long questions.)

Walking (``RelationPaths.walk``): a beam from the anchor over the typed facts of the graph
(``GraphStore.entity_relations``, one call per hop, either direction). Each hop scores every
fact by how well its predicate matches the hop's words (lemma overlap and MiniLM cosine of the
two phrases), plus how well the entity reached matches the hop's kind: its "is a" facts and its
article's first sentence against the hop's noun ("initiative" ~ "an internal engineering
initiative"), or those of its kin if they match better (entities that take part in the same
relations, learnt at ``preload``: "Kettlesby is a river port" hosts headquarters as the cities
do), and a little for a fact whose direction agrees with the question's voice ("the service
owned by E": E is the fact's subject; "the team that owns E": its object). A fact also matches
by the phrase of an alias, a predicate stated of the same entity pairs (learnt at ``preload``;
"Y manages X" beside "X reports to Y": the inverse). Where no fact matches well, a weak
co-occurrence step keeps the walk going; a hop can also be skipped at a cost ("a failure of"
adds words, not a fact). A path's score adds its hop matches, its constraint bonuses and the
text relevance of the chunks that state its facts; those chunks, best path first, are the
evidence list fused with the other retrievers.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, NamedTuple

import numpy as np
from scipy import sparse

from ..models import CO_OCCURS, VALUE, Entity, Relation, is_value
from ..stores.expansion import relation_order
from ..stores.protocols import GraphStore
from ..text import STOP_WORDS, longest_matches
from .phrases import compared, fact_phrase

if TYPE_CHECKING:
    from .graph import GraphEvidence

UNUSED_PIPES = ["parser", "ner"]
FACT_CACHE = 20_000  # entities whose facts a pipeline keeps (then it starts again)
KIN_BLOCK = 128  # rows of the entity-by-entity similarity computed at a time (see _learn_kin)
KIN_SHARED = 3  # relations two entities must both take part in to be kin: one or two ("is in") say little
ALIAS_PAIRS = 2  # entity pairs two predicates must both be stated of to be aliases (see _learn_aliases)
QUESTION_MEMO = 256  # parsed questions a pipeline keeps
PHRASE_MEMO = 50_000  # phrase vectors a pipeline keeps: a server meets new question words forever
FactKey = tuple[str, str, str, str]  # stores.expansion.relation_order: a fact's identity and sort key
RELATIVIZERS = {"that", "which", "whom", "who", "where", "whose"}
AUXILIARIES = {"is", "are", "was", "were", "do", "does", "did", "has", "have", "had", "will", "would", "can", "could"}
OWNER_WORDS = {"whose", "its", "their", "his", "her"}  # "the firm whose staff", "that keeps its main base"
QUESTION_WORDS = {"who", "whom", "whose", "what", "which", "where", "when", "how"}


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


@dataclass
class PathHit:
    score: float
    entities: list[str]  # anchor first
    facts: list[Relation | None]  # one per hop (None: a skipped hop)


def _content(tokens: Any) -> frozenset[str]:
    return frozenset(
        t.lemma_.lower() for t in tokens if t.is_alpha and t.lower_ not in STOP_WORDS and t.lower_ not in QUESTION_WORDS
    )


def _mentions(question: str, graph: GraphStore, cased: bool | None = None) -> list[tuple[str, int, int, bool]]:
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


ASKED = {"who": "person", "whom": "person", "whose": "person", "where": "place", "whoever": "person"}


NP_START = {"the", "a", "an", "which", "what", "whose", "its", "their", "his", "her", "whichever"}
NP_BODY = ("ADJ", "NOUN", "PROPN", "NUM", "ADV")
NAME_NOUNS = {"name", "names"}  # "the name of X" is X
# "P the N of X" with a preposition of place is a complex preposition ("under the care of", "at the
# helm of"), not a phrase naming a hop ("backed by the boss of X", "bought from the employer of X" are)
PLACE_PREPOSITIONS = {"at", "in", "on", "under", "behind", "within", "into", "over", "beneath", "underneath"}
# a noun for someone by what they do ("supervisor", "employer", "trainee", "chemist", "librarian"):
# "E's supervisor" is a hop to a person though nothing in the graph is described as a supervisor
AGENT_NOUN = re.compile(r"(?:er|or|ee|ist|ian)$")
LEAD_IN_POS = ("PRON", "AUX", "VERB", "PART", "ADV", "INTJ", "ADP", "PUNCT")  # "Can you tell me", "Please find out"
FILLER_POS = ("DET", "PRON", "AUX", "PUNCT", "CCONJ", "SCONJ", "SPACE")


_COPULA = re.compile(r"\b(?:is|was|are|were|serves as|works as)\s+((?:a|an|the|one of the)\s+)?([^,.;:()]*)", re.I)
_KIND_END = re.compile(
    r"\s(?:for|of|that|which|who|whose|behind|in|at|on|with|from|by|to|and|or|where|based|run|used|founded|"
    r"located|headquartered)\b.*",
    re.I,
)


def _singular(word: str) -> str:
    w = word.lower()
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith("s") and not w.endswith("ss") and len(w) > 3:
        return w[:-1]
    return w


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
    return _singular(words[-1]) if words else ""


def _noun_head(noun: str) -> str:
    """The singular last word of a hop's noun: "home teams" -> "team"."""
    return _singular(noun.split()[-1])


def _same_kind(noun: str, phrases: Sequence[str]) -> list[str]:
    """The kind phrases whose head noun is ``noun``'s ("team": "... is a small engineering team")."""
    head = _noun_head(noun)
    return [k for k in phrases if kind_head(k) == head]


def _direction(before: Any, after: Any) -> int:
    """Whether the entity a hop starts from (E, between ``before`` and ``after``) is the subject of
    the hop's verb: "the service owned by E", "the choir E sings in" (+1); "the team that owns E",
    "the team accountable for E", "the service coded in E" (-1); no verb, "the boss of E" (0)."""
    verbs = [
        t
        for t in before
        if t.pos_ == "VERB" or (t.pos_ == "ADJ" and t.i + 1 < len(t.doc) and t.doc[t.i + 1].pos_ == "ADP")
    ]
    if verbs:
        v = verbs[-1]
        if v.tag_ == "VBN":
            return 1 if any(t.lower_ == "by" and t.i > v.i for t in before) else -1
        return -1
    return 1 if any(t.pos_ == "VERB" for t in after) else 0


def parse(nlp_doc: Any, mentions: Sequence[tuple[str, int, int, bool]], first: bool = False) -> RelQuestion | None:
    """Anchor and hops read off the word order: every noun phrase before the anchor ("the X")
    names what one hop reaches, the nearest to the anchor first ("the city of the vendor of E":
    vendor, then city); a hop's words are its noun phrase and the words up to the next phrase
    towards the anchor. A phrase around the anchor is a hop of its own ("the Kotlin programmer",
    dropped by the walk when the anchor is of that kind); words after the anchor up to the last
    other name or value describe the nearest hop ("... who joined in 2016"), the rest go to the
    last hop ("... E's team lead *overhauling*?"); "the name of X" is X; "under the care of X" is
    one preposition (the words of the hop before it); "E's ensemble" is a hop (the walk drops it
    when nothing in the graph is an ensemble, unless the noun names someone by what they do:
    "supervisor"); "whose staff", "its main base" are no hops; and a question that opens with
    "who"/"where" asks for one more hop to a person/place."""
    doc = nlp_doc
    spans = []
    for key, s, e, is_named in mentions:
        span = doc.char_span(s, e, alignment_mode="expand")
        if span is not None:
            spans.append((key, span, is_named))
    # a value counts when it says more than a common noun: "2017", "product analytics" (not "museum")
    spans = [(k, sp, n) for k, sp, n in spans if n or len(sp) > 1 or any(t.like_num for t in sp)]
    names = [(k, sp) for k, sp, n in spans if n] or [(k, sp) for k, sp, _ in spans]
    if not names:
        return None
    # the last name: the innermost phrase; the first when told (a statement: "E's PhD supervisor leads ...")
    anchor, aspan = min(names, key=lambda ks: ks[1].start) if first else max(names, key=lambda ks: ks[1].end)
    taken = {t.i for _, sp, _ in spans for t in sp} | {t.i for t in aspan}  # not "service", a value too
    phrases: list[tuple[int, int, int]] = []  # (start, end, head) of "the X" phrases
    i = 0
    while i < len(doc):
        t = doc[i]
        if t.lower_ in NP_START and t.i not in taken:
            j, head = i + 1, -1
            while j < len(doc) and (
                doc[j].pos_ in NP_BODY or (j == i + 1 and j + 1 < len(doc) and doc[j + 1].pos_ == "NOUN")
            ):  # "which outside firm" (tagged ADP) too
                if doc[j].i in taken and head >= 0:
                    break
                if head >= 0 and j + 1 < len(doc) and doc[j + 1].lower_ == "by":  # "the bakery run by":
                    break  # a participle the tagger read as a noun
                if doc[j].pos_ in ("NOUN", "PROPN") and doc[j].i not in taken:
                    head = j
                j += 1
            if head >= 0 and doc[head].lower_ in NAME_NOUNS and head + 1 < len(doc) and doc[head + 1].lower_ == "of":
                i = head + 2  # "the name of the team ...": the team
                continue
            if (
                head >= 0
                and t.lower_ == "the"
                and i > 0
                and doc[i - 1].lower_ in PLACE_PREPOSITIONS
                and head + 1 < len(doc)
                and doc[head + 1].lower_ == "of"
            ):  # "under the care of", "at the helm of": one preposition, the words of the next hop
                i = head + 1
                continue
            if head >= 0 and t.lower_ in OWNER_WORDS and phrases:  # "the firm whose staff work at",
                i = head + 1  # "the firm that keeps its main base in": words about the firm, not hops
                continue
            if head >= 0:
                phrases.append((i, head + 1, head))
                i = head + 1
                continue
        i += 1
    before = [ph for ph in phrases if ph[1] <= aspan.start and not (ph[0] <= aspan.start < ph[1])]
    q0 = _opening(doc)
    if doc[q0].lower_ in ASKED and q0 not in taken:
        before.insert(0, (q0, q0 + 1, -1))
    for t in doc[: aspan.start]:  # "the supervisor of whoever directs ...": a person
        if t.lower_ in ("whoever", "whomever"):
            before.append((t.i, t.i + 1, -1))
    before.sort()
    hops: list[Hop] = []
    bound, after = aspan.start, aspan.end
    inner: tuple[int, int] | None = None  # the anchor inside a phrase: "the Kotlin programmer"
    owned = False
    for st, en, head in phrases:
        if st <= aspan.start < en or (st < aspan.start and en > aspan.end):
            bound = min(bound, st)
            if head >= aspan.end:  # its head comes after the anchor: a hop, unless it is the
                inner, after = (aspan.end, en), en  # anchor's own kind ("the Billing Operations team")
    chained: list[Hop] = []  # "E's cousin's bakery": the bakery, one hop past the cousin
    while after < len(doc) and doc[after].tag_ == "POS" and (inner is None or owned):  # "E's team": a hop
        j, head = after + 1, -1
        while j < len(doc) and doc[j].pos_ in NP_BODY:  # "E's PhD supervisor": PhD is a constraint
            if doc[j].pos_ == "NOUN" and doc[j].i not in taken:
                head = j
            j += 1
        if head < 0:
            break
        if inner is None:
            inner, owned = (after + 1, head + 1), True
        else:
            kind_toks = [t for t in doc[after + 1 : head + 1] if t.i not in taken and t.pos_ in ("ADJ", "NOUN")]
            kind = " ".join(t.text.lower() for t in kind_toks)
            chained.append(Hop(kind, _content(kind_toks), kind))
        after = head + 1
    if not before:  # the anchor comes first: "E's lab belongs to which institute?", "E holds a grant."
        lead, groups = _forward(doc, [ph for ph in phrases if ph[0] >= after], after, inner is not None)
        if inner:
            hops += _inner_hop(doc, inner, inner[1], taken, owned, () if chained else lead)
        if chained:
            chained[-1] = _with_words(chained[-1], lead)
        hops += chained + _forward_hops(doc, groups, taken)
        return RelQuestion(anchor, aspan.text, hops, _constraints(spans, anchor)) if hops else None
    # words after the anchor up to the last constraint there ("who arrived at Quillon Labs in
    # 2016") describe the entity the nearest phrase names; the rest goes to that hop too when it
    # is an object clause of the phrase ("the service Ashcombe University has signed up for",
    # "the service that Project Foxglove is overhauling"), unless the question's own verb comes
    # last ("Which project does the team that E leads champion?"); else to the last hop ("Where
    # is ... stationed?", "... before the current job")
    ends = [sp.end for k, sp, _ in spans if k != anchor and sp.start >= after]
    cut = max(ends, default=after)
    gap = doc[before[-1][1] : bound]
    inverted = any(t.lower_ in AUXILIARIES for t in doc[q0 + 1 : q0 + 3])
    relative = bool(gap) and all(t.lower_ in RELATIVIZERS for t in gap) and not inverted
    after_goes_to = 0 if before[-1][1] == bound or relative else len(before) - 1
    # a statement goes on past its subject ("The drug developed in E's lab is tested in a trial."):
    # the phrases after the last constraint are hops read forward, after the subject's
    lead, groups = _forward(doc, [ph for ph in phrases if ph[0] >= cut], cut, True) if first else ([], [])
    rest_of = list(doc[cut:]) if not groups else lead
    if inner:
        hops += _inner_hop(doc, inner, inner[1] if chained else cut, taken, owned)
    hops += chained
    for n, (st, _end, head) in enumerate(reversed(before)):
        tail = [*(doc[after:cut] if n == 0 and not inner else []), *(rest_of if n == after_goes_to else [])]
        words, noun = _phrase_words(doc, [*doc[st:bound], *tail], st, head, taken)
        if head < 0:
            noun = ASKED.get(doc[st].lower_, "person")
        if not words and head < 0 and doc[st].lower_ == "where":  # "Where is the bakery ...": its place
            words = [doc[st]]
        if words or head >= 0:  # not "Who is" (a copula: the next phrase says what is asked)
            hops.append(
                Hop(
                    " ".join(t.text.lower() for t in words),
                    _content(words),
                    noun,
                    subject=_direction(doc[st:bound], tail),
                )
            )
        bound = st
    hops = [h for h in hops if h.words or h.noun] + _forward_hops(doc, groups, taken)
    if not hops:
        return None
    return RelQuestion(anchor, aspan.text, hops, _constraints(spans, anchor))


_SENTENCE_SPLIT = re.compile(r"(?<=[.?!])\s+(?=[A-Z])|(?<=;)\s+")
_SENTENCE_SPLIT_UNCASED = re.compile(r"(?<=[.?!;])\s+(?=[a-z])")
ANAPHORS = {"it", "they", "them", "he", "she", "him"}  # "her" is also "her lab"
DEMONSTRATIVES = {"that", "this", "these", "those", "such"}


def _anaphor(doc: Any) -> tuple[int, int] | None:
    """Character span of the first word in a sentence that refers back: "that company", "it"."""
    for t in doc:
        if t.lower_ in ANAPHORS:
            return t.idx, t.idx + len(t)
        if t.lower_ in DEMONSTRATIVES:
            j = t.i + 1
            while j < len(doc) and doc[j].pos_ in ("ADJ", "NOUN", "PROPN"):
                j += 1
            if j < len(doc) and doc[j].pos_ == "VERB" and j > t.i + 2:  # "that this trust sponsors give"
                j -= 1
            if j > t.i + 1 and doc[j - 1].pos_ in ("NOUN", "PROPN"):
                return t.idx, doc[j - 1].idx + len(doc[j - 1])
    return None


def parse_question(
    nlp: Callable[[str], Any], text: str, mentions: Callable[[str, bool], list[tuple[str, int, int, bool]]]
) -> RelQuestion | None:
    """``parse`` of a question, also of one told in sentences that each go on from the last one's
    end ("VELTA-2 has a sponsor. In which town does that company have its headquarters?"): the first
    sentence's path, then each later one's, anchored at its "that company" or "it" (``_anaphor``).
    A first sentence that states ("E's PhD supervisor leads a trial.") starts at its first name.
    ``mentions(text, cased)`` finds the names and values in a text (``_mentions``)."""
    cased = any(c.isupper() for c in text[1:])
    parts = (_SENTENCE_SPLIT if cased else _SENTENCE_SPLIT_UNCASED).split(text.strip())
    if len(parts) > 1:
        statement = parts[0].lower().split()[0] not in QUESTION_WORDS and not parts[0].endswith("?")
        rq = parse(nlp(parts[0]), mentions(parts[0], cased), first=statement)
        for part in parts[1:]:
            if rq is None or is_value(rq.anchor):  # "There is a country where ...": nothing firm to go on from
                break
            doc = nlp(part)
            if _asks(doc[0]) and all(t.pos_ in ("ADJ", "NOUN", "PUNCT") for t in doc[1:]):
                continue  # "... who now edits a journal. Which journal?": what it asks, said again
            span = _anaphor(doc)
            nxt = parse(doc, [("", *span, True), *mentions(part, cased)]) if span else None
            if nxt is None or nxt.anchor != "":
                rq = None
                break
            rq.hops += nxt.hops
            rq.constraints = sorted({*rq.constraints, *nxt.constraints})
        else:
            return rq
    return parse(nlp(text), mentions(text, cased))


def _with_words(hop: Hop, toks: Any) -> Hop:
    """``hop`` with the words ``toks`` added (filler words left out)."""
    words = [t for t in toks if t.pos_ not in FILLER_POS and t.lower_ not in QUESTION_WORDS]
    if not words:
        return hop
    text = " ".join([hop.words, *(t.text.lower() for t in words)]).strip()
    return replace(hop, words=text, lemmas=hop.lemmas | _content(words))


def _opening(doc: Any) -> int:
    """Where the question proper starts: after a lead-in that asks for it ("Can you tell me who
    ...", "I'd like to know which ...": pronouns and verbs only, a verb among them), else 0."""
    for t in doc:
        if t.lower_ in QUESTION_WORDS:
            lead = doc[: t.i]
            if any(w.pos_ == "VERB" for w in lead) and all(w.pos_ in LEAD_IN_POS for w in lead):
                return t.i
            return 0
    return 0


def _constraints(spans: Any, anchor: str) -> list[str]:
    return sorted({k for k, sp, n in spans if k != anchor and (n or len(sp) > 1 or any(t.like_num for t in sp))})


def _inner_hop(doc: Any, inner: tuple[int, int], cut: int, taken: set[int], owned: bool, more: Any = ()) -> list[Hop]:
    """The hop of the anchor's own phrase, if it names a kind: "the Kotlin programmer", "E's ensemble"."""
    st, en = inner
    toks = [t for t in [*doc[st:en], *doc[en:cut], *more] if t.i not in taken and t.pos_ not in FILLER_POS]
    noun = " ".join(t.text.lower() for t in doc[st:en] if t.i not in taken and t.pos_ in ("ADJ", "NOUN"))
    return [Hop(" ".join(t.text.lower() for t in toks), _content(toks), noun, inner=True, owned=owned)] if noun else []


def _asks(t: Any) -> bool:
    """ "which town", "what firm": the phrase a question asks for, a hop always."""
    return t.lower_ in ("which", "what", "whichever")


def _forward(doc: Any, phrases: Sequence[tuple[int, int, int]], start: int, lead: bool) -> Any:
    """Hops read left to right from the anchor's end ``start`` ("E's lab belongs to which
    institute?", "E was discovered in a research unit."): each phrase after it that a verb reaches is
    what a hop reaches, with the words since the previous phrase. A phrase after a copula is a role,
    words of the next hop ("E is the top scientist at which drug company?"); one no verb reaches is
    words of the hop before ("played in a youth orchestra as a teenager"), of the hop that ``lead``s
    into these when it is the first. Returns (words for the leading hop, [(tokens, phrase)])."""
    first: list = []
    groups: list[tuple[list, tuple[int, int, int]]] = []
    pending: list = []
    prev = start
    for k, ph in enumerate(phrases):
        st, en, _head = ph
        gap = doc[prev:st]
        end = len(doc) if k + 1 == len(phrases) else en  # trailing words describe the last hop
        if k + 1 < len(phrases) and any(t.lemma_ == "be" for t in gap) and not any(t.pos_ == "VERB" for t in gap):
            pending += list(doc[prev:en])
        elif not pending and not any(t.pos_ == "VERB" for t in gap) and (groups or lead) and not _asks(doc[st]):
            (groups[-1][0] if groups else first).extend(doc[prev:end])
        else:
            groups.append(([*pending, *doc[prev:end]], ph))
            pending = []
        prev = en
    return first, groups


def _phrase_words(doc: Any, toks: Any, st: int, head: int, taken: set[int]) -> tuple[list, str]:
    """The relation words among ``toks`` of the hop whose phrase starts at ``st`` (head noun at
    ``head``, -1: none), and the kind its phrase names. The relation is said by the words other
    than the phrase's ("service [leans on]"), or by the noun itself when they say nothing ("boss of")."""
    words = [t for t in toks if t.i not in taken and t.pos_ not in FILLER_POS and t.lower_ not in QUESTION_WORDS]
    if head < 0:
        return words, ""
    noun = " ".join(t.text.lower() for t in doc[st + 1 : head + 1] if t.i not in taken and t.pos_ in ("ADJ", "NOUN"))
    rest = [t for t in words if not st < t.i <= head]
    return (rest if _content(rest) else words), noun


def _forward_hops(doc: Any, groups: Any, taken: set[int]) -> list[Hop]:
    hops = []
    for toks, (st, _en, head) in groups:
        words, noun = _phrase_words(doc, toks, st, head, taken)
        gap = [t for t in toks if t.i < st]
        verbs = [t for t in gap if t.pos_ == "VERB" and t.lemma_ != "have"]  # "has a sponsor": no voice
        passive = bool(verbs) and verbs[-1].tag_ == "VBN" and any(t.lemma_ == "be" for t in gap)
        subject = 0 if not verbs else -1 if passive else 1
        hops.append(Hop(" ".join(t.text.lower() for t in words), _content(words), noun, subject=subject))
    return [h for h in hops if h.words or h.noun]


class RelationPaths:
    """Finds relation paths for questions; ``embed`` maps phrases to normalised vectors."""

    def __init__(
        self,
        nlp: Any,
        embed: Callable[[list[str]], np.ndarray],
        depth: int = 4,
        beam: int = 8,
        skip_cost: float = 0.15,
        weak: float = 0.05,
        text_weight: float = 0.3,
        floor: float = 0.35,
        type_weight: float = 1.0,
        kind_floor: float = 0.2,
        direction_weight: float = 0.3,
        kin: int = 5,
        kin_min: float = 0.3,
        kin_weight: float = 0.9,
    ):
        self.nlp, self.embed = nlp, embed
        self.depth, self.beam = depth, beam
        self.skip_cost, self.weak, self.text_weight, self.floor = skip_cost, weak, text_weight, floor
        self.type_weight, self.kind_floor, self.direction_weight = type_weight, kind_floor, direction_weight
        self._vectors: dict[str, np.ndarray] = {}
        self._questions: dict[tuple[str, tuple[tuple[str, str], ...]], RelQuestion | None] = {}
        self._facts: dict[str, list[tuple[FactKey, Relation]]] = {}  # entity id -> its facts (see _relations)
        self._complete = False  # _facts holds every entity of the graph (see preload)
        self._aliases: dict[str, list[tuple[str, bool]]] = {}  # predicate -> (phrase, inverse?): see preload
        self.kin, self.kin_min, self.kin_weight = kin, kin_min, kin_weight
        self._heads: set[str] | None = None  # the kind heads of every entity in the graph (see walk)
        self._kin: dict[str, list[str]] = {}  # entity -> entities taking part in the same relations (see _learn_kin)

    def _vec(self, phrases: Sequence[str]) -> dict[str, np.ndarray]:
        todo = sorted({p for p in phrases if p not in self._vectors})
        if todo:
            if len(self._vectors) + len(todo) > PHRASE_MEMO:  # start again, with this call's phrases
                self._vectors.clear()
                todo = sorted(set(phrases))
            for p, v in zip(todo, self.embed(todo)):
                self._vectors[p] = v
        return {p: self._vectors[p] for p in phrases}

    def question(self, text: str, graph: GraphStore, linked: Sequence[tuple[str, str]] = ()) -> RelQuestion | None:
        """The question's anchor and hops; ``linked``: (entity id, words) of names the question
        misspells, linked by the pipeline beyond exact matches ("Sgirun Dahl")."""

        def mentions(t: str, cased: bool) -> list[tuple[str, int, int, bool]]:
            found = _mentions(t, graph, cased)
            for key, words in linked:  # a name over the values it holds ("... Molecular Medicine")
                s = t.find(words)
                e = s + len(words)
                if s >= 0 and not any(a < e and s < b for _, a, b, named in found if named):
                    found = [m for m in found if not (m[1] < e and s < m[2])] + [(key, s, e, True)]
            return found

        key = (text, tuple(linked))
        if key in self._questions:  # the same question ranked again (eval ranks each in several configurations)
            return self._questions[key]
        # the parse reads tags and lemmas only: the dependency parser and NER would be half its cost
        rq = parse_question(lambda t: self.nlp(t, disable=UNUSED_PIPES), text, mentions)
        if rq is not None:
            rq.hops = rq.hops[: self.depth]
        if len(self._questions) >= QUESTION_MEMO:
            self._questions.pop(next(iter(self._questions)))
        self._questions[key] = rq
        return rq

    def preload(self, graph: GraphStore) -> bool:
        """Read the facts of every entity in one store call, when there are at most FACT_CACHE
        entities: a question then reads no facts from the store (first sight of its entities cost
        a store call per hop). A larger graph is read entity by entity as questions reach it; its
        aliases are learnt from the facts of FACT_CACHE entities spread over it."""
        if self._complete:
            return True
        ids = graph.entity_ids()
        self._facts.clear()
        if len(ids) > FACT_CACHE:
            step = len(ids) / FACT_CACHE
            spread = sorted(ids)
            self._read(graph, [spread[int(i * step)] for i in range(FACT_CACHE)])
            self._learn_aliases()
            self._learn_kin()
            self._facts.clear()
            return False
        self._read(graph, ids)
        self._complete = True
        self._learn_aliases()
        self._learn_kin()
        return True

    def _learn_kin(self) -> None:
        """Each entity's ``kin`` nearest entities by the relations it takes part in (predicate and
        side, idf-weighted; cosine at least ``kin_min``, KIN_SHARED relations in common): things
        of the same kind, however their articles describe them. "Kettlesby is a river port" says
        nothing of a city, but Kettlesby hosts headquarters, people grow up there and teams meet
        there, as in the places that are called cities."""
        self._kin = {}
        roles: dict[str, set[str]] = {}
        for e, facts in self._facts.items():
            for _, f in facts:
                if f.predicate != CO_OCCURS and not is_value(e):
                    side = f.predicate + (">" if f.source == e else "<") + ("v" if is_value(f.target) else "")
                    roles.setdefault(e, set()).add(side)
        if not self.kin or len(roles) < 2:
            return
        names = sorted(roles)
        df = Counter(r for rs in roles.values() for r in rs)
        column = {r: j for j, r in enumerate(sorted(df))}
        rows, cols, vals = [], [], []
        for i, e in enumerate(names):
            for r in roles[e]:
                rows.append(i)
                cols.append(column[r])
                vals.append(np.log(len(names) / df[r]))
        m = sparse.csr_matrix((np.asarray(vals, np.float32), (rows, cols)), shape=(len(names), len(column)))
        norms = np.sqrt(np.asarray(m.multiply(m).sum(axis=1)).ravel())
        m = sparse.diags(1 / np.maximum(norms, 1e-9).astype(np.float32)) @ m
        ones = (m > 0).astype(np.float32)
        for start in range(0, len(names), KIN_BLOCK):
            sims = (m[start : start + KIN_BLOCK] @ m.T).toarray()
            sims[(ones[start : start + KIN_BLOCK] @ ones.T).toarray() < KIN_SHARED] = -1.0
            for i, row in enumerate(sims, start):
                row[i] = -1.0
                top = np.argpartition(-row, min(self.kin, len(row) - 1))[: self.kin]
                near = sorted((j for j in top if row[j] >= self.kin_min), key=lambda j: (-row[j], j))
                if near:
                    self._kin[names[i]] = [names[j] for j in near]

    def _learn_aliases(self) -> None:
        """Predicates stated of the same entity pairs, and whether the other way round: "X reports
        to Y" on one page and "Y manages X" on the other make manage the inverse of report_to.
        A hop then matches a fact by its own phrase or by its aliases' ("supervises" ~ "manages"),
        with the direction of the one that matched."""
        pairs: dict[tuple[str, str], set[tuple[str, bool]]] = {}
        phrases: dict[str, Counter[str]] = {}
        for facts in self._facts.values():
            for _, f in facts:
                if compared(f):
                    a, b = sorted((f.source, f.target))
                    pairs.setdefault((a, b), set()).add((f.predicate, f.source == a))
                    phrases.setdefault(f.predicate, Counter())[fact_phrase(f)] += 1
        together: Counter[tuple[str, str, bool]] = Counter()
        for stated in pairs.values():
            for p1, d1 in stated:
                for p2, d2 in stated:
                    if p1 != p2:
                        together[(p1, p2, d1 != d2)] += 1
        self._aliases = {}
        for (p1, p2, inverse), n in together.items():
            if n >= ALIAS_PAIRS:
                self._aliases.setdefault(p1, []).append((phrases[p2].most_common(1)[0][0], inverse))

    def _read(self, graph: GraphStore, entity_ids: Sequence[str]) -> None:
        found: dict[str, list[tuple[FactKey, Relation]]] = {e: [] for e in entity_ids}
        for f in graph.entity_relations(entity_ids):
            if not (is_value(f.source) and is_value(f.target)):
                key = relation_order(f)
                for e in {f.source, f.target}:
                    if e in found:
                        found[e].append((key, f))
        self._facts.update(found)

    def _relations(self, graph: GraphStore, entity_ids: Sequence[str]) -> list[Relation]:
        """The facts at these entities (value-to-value facts aside), read from the store once per
        entity (or all at once, ``preload``): a pipeline answers from one index version, and
        well-connected entities come back in question after question."""
        todo = [] if self._complete else [e for e in entity_ids if e not in self._facts]
        if todo:
            if len(self._facts) > FACT_CACHE:
                self._facts.clear()
            self._read(graph, todo)
        seen: dict[FactKey, Relation] = {}
        for e in entity_ids:  # facts kept with their sort keys: merged and sorted without a call per fact
            seen.update(self._facts.get(e, ()))
        return [seen[k] for k in sorted(seen)]  # the store's own order

    def _cosines(self, vec: np.ndarray, phrases: Sequence[str]) -> dict[str, float]:
        """Each phrase's cosine with ``vec``, in one matrix product."""
        if not phrases:
            return {}
        vecs = self._vec(phrases)
        sims = np.stack([vecs[p] for p in phrases]) @ vec
        return dict(zip(phrases, sims.tolist()))

    @staticmethod
    def _modifiers(noun: str, kind: str) -> float:
        """How well a kind phrase with the same head as ``noun`` matches the noun's other words:
        1 with all of them ("security engineer" ~ "is a Security Engineer at ..."), 0.5 with none."""
        mods = {_singular(w) for w in noun.split()[:-1]} - STOP_WORDS
        if not mods:
            return 1.0
        words = {_singular(w) for w in re.findall(r"[A-Za-z][A-Za-z-]*", kind)}
        return 0.5 + 0.5 * len(mods & words) / len(mods)

    def _match(self, hop: Hop, hop_vec: np.ndarray, facts: Sequence[Relation]) -> list[tuple[float, bool]]:
        """Each fact's match with the hop's words, and whether it matched as its inverse alias."""
        phrases = [fact_phrase(f) for f in facts]
        wanted = {p for f, p in zip(facts, phrases) if compared(f)}
        wanted.update(a for f in facts if compared(f) for a, _ in self._aliases.get(f.predicate, ()))
        sims = self._cosines(hop_vec, sorted(wanted))
        out = []
        for f, p in zip(facts, phrases):
            if not compared(f):  # co-occurrence: a weak step; a fact with a value: no step at all
                out.append((self.weak if f.predicate == CO_OCCURS else 0.0, False))
                continue
            lemmas = set(f.predicate.split("_")) - STOP_WORDS - {"be"}
            overlap = len(lemmas & hop.lemmas) / max(len(hop.lemmas), 1) if lemmas else 0.0
            best, inverse = sims[p], False
            for alias, flip in self._aliases.get(f.predicate, ()):
                if sims[alias] > best:
                    best, inverse = sims[alias], flip
            cosine = max(0.0, best - self.floor) / (1 - self.floor)  # unrelated phrases: ~0
            out.append((cosine, inverse) if cosine > overlap else (overlap, False))
        return out

    def walk(
        self,
        rq: RelQuestion,
        graph: GraphStore,
        relevance: Callable[[list[str]], dict[str, float]],
        describe: Callable[[list[str]], dict[str, list[str]]] | None = None,
    ) -> list[PathHit]:
        """The best paths, best first. ``relevance`` gives each chunk's text relevance (0-1);
        ``describe`` an entity's own description (its article's first sentence), which a hop's
        noun ("the initiative backed by ...") should match."""
        hops = list(rq.hops)
        if (  # "the Billing Operations team": the anchor is one itself, no hop to it
            hops
            and hops[0].inner
            and describe is not None
            and _same_kind(hops[0].noun, describe([rq.anchor]).get(rq.anchor, []))
        ):
            hops = hops[1:]
        if len(hops) > 1 and hops[0].owned and describe is not None:  # "E's N" where nothing is an N
            if self._heads is None:  # ("the Philharmonic's cello section"): words of the next hop
                self._heads = {kind_head(k) for ks in describe(graph.entity_ids()).values() for k in ks}
            head = _noun_head(hops[0].noun)
            if head not in self._heads and not AGENT_NOUN.search(head):
                first, nxt = hops[0], hops[1]
                words = f"{nxt.words} {first.words}".strip()
                hops = [replace(nxt, words=words, lemmas=nxt.lemmas | first.lemmas), *hops[2:]]
        if is_value(rq.anchor):  # "the product analytics firm": first the entities that are so
            hops.insert(0, Hop("", frozenset()))
        own = self._vec([h.words or "is" for h in hops] + [h.noun for h in hops if h.noun])  # one encode call
        hop_vecs = [own[h.words or "is"] for h in hops]
        beam = [PathHit(0.0, [rq.anchor], [])]
        wanted = set(rq.constraints)
        for hop, hop_vec in zip(hops, hop_vecs):
            ends = sorted({p.entities[-1] for p in beam})
            facts = self._relations(graph, ends)
            scores = self._match(hop, hop_vec, facts) if hop.words else [(0.5, False)] * len(facts)
            text = relevance(sorted({f.chunk_id for f in facts}))
            kind: dict[str, float] = {}
            if describe is not None and hop.noun:
                others = sorted({e for f in facts for e in (f.source, f.target) if not is_value(e)})
                pool = sorted(set(others) | {k for e in others for k in self._kin.get(e, ())})
                about = describe(pool)
                sims = self._cosines(own[hop.noun], sorted({k for ks in about.values() for k in ks}))
                raw: dict[str, float] = {}
                for e, ks in about.items():
                    named = _same_kind(hop.noun, ks)
                    if named:  # "security engineer": a site reliability engineer only half
                        raw[e] = max(self._modifiers(hop.noun, k) for k in named)
                        continue
                    best = max(sims[k] for k in ks)
                    raw[e] = max(0.0, best - self.kind_floor) / (1 - self.kind_floor)
                for e in others:  # nearly as much as its kin are ("a river port" among cities); its
                    # own description wins a tie (a product manager among security engineers)
                    kin = [self.kin_weight * raw.get(k, 0.0) for k in self._kin.get(e, ())]
                    kind[e] = max([raw.get(e, 0.0), *kin])
            by_end: dict[str, list[tuple[Relation, float, bool, str]]] = {}
            for f, (s, flip) in zip(facts, scores):
                for end, other in ((f.source, f.target), (f.target, f.source)):
                    if end in ends and not is_value(other):
                        by_end.setdefault(end, []).append((f, s, flip, other))
            grown: dict[str, PathHit] = {}
            for p in beam:
                options: list[tuple[float, str, Relation | None]] = (
                    [] if is_value(p.entities[-1]) else [(p.score - self.skip_cost, p.entities[-1], None)]
                )
                for fact, s, flip, other in by_end.get(p.entities[-1], []):
                    if other in p.entities:
                        continue
                    bonus = 0.5 if other in wanted else 0.0
                    gain = s + bonus + self.text_weight * text.get(fact.chunk_id, 0.0)
                    gain += self.type_weight * kind.get(other, 0.0)
                    if (
                        hop.subject
                        and fact.predicate != CO_OCCURS
                        and ((fact.source == p.entities[-1]) != flip) == (hop.subject > 0)
                    ):
                        gain += self.direction_weight  # the question's voice agrees with the fact's
                    options.append((p.score + gain, other, fact))
                for score, end, step in options:
                    cand = PathHit(score, [*p.entities, end] if step else list(p.entities), [*p.facts, step])
                    key = "|".join(cand.entities) + f"#{len(cand.facts)}"
                    if key not in grown or grown[key].score < score:
                        grown[key] = cand
            if wanted:  # constraints met by a relation of the entity reached ("who joined in 2017")
                ends2 = sorted({p.entities[-1] for p in grown.values()})
                near: dict[str, set[str]] = {}
                for f in self._relations(graph, ends2) if len(ends2) <= 200 else []:
                    near.setdefault(f.source, set()).add(f.target)
                    near.setdefault(f.target, set()).add(f.source)
                for p in grown.values():
                    if p.facts[-1] is not None:  # once per entity reached
                        p.score += 0.5 * len(near.get(p.entities[-1], set()) & wanted)
            beam = sorted(grown.values(), key=lambda p: -p.score)[: self.beam]
        return [p for p in beam if any(f is not None for f in p.facts)]


def path_labels(hit: PathHit, names: dict[str, str]) -> list[str]:
    """``[Anchor] -led_by-> (Ines Varga) <-worked_at- (Lindqvist Freight)``, as a list of steps."""

    def name(e: str) -> str:
        return names.get(e, e.removeprefix(VALUE))

    out = [f"[{name(hit.entities[0])}]"]
    at = hit.entities[0]
    for f in hit.facts:
        if f is None:
            continue
        forward = f.source == at
        at = f.target if forward else f.source
        out += [f"-{f.predicate}->" if forward else f"<-{f.predicate}-", f"({name(at)})"]
    return out


def path_hops(hit: PathHit, names: dict[str, str]) -> list[tuple[str, str, str]]:
    """(from, to, stating sentence) of each fact of a path, from its anchor."""

    def name(e: str) -> str:
        return names.get(e, e.removeprefix(VALUE))

    out = []
    at = hit.entities[0]
    for f in hit.facts:
        if f is None:
            continue
        nxt = f.target if f.source == at else f.source
        out.append((name(at), name(nxt), f.sentence))  # no sentence: named together (a co-occurrence)
        at = nxt
    return out


def evidence_list(hits: Sequence[PathHit], max_paths: int = 5) -> list[tuple[str, PathHit]]:
    """The chunks stating the facts of the best paths, best path first, each chunk once, in
    path order (the anchor's fact first), with the path that brought it."""
    out: dict[str, PathHit] = {}
    for hit in hits[:max_paths]:
        for f in hit.facts:
            if f is not None and f.chunk_id not in out:
                out[f.chunk_id] = hit
    return list(out.items())


class PathEvidence(NamedTuple):
    ids: list[str]  # chunks stating the best paths' facts, best path first, in path order
    evidence: dict[str, GraphEvidence]  # chunk id -> the path that brought it
    trust: float  # the best path's score per hop when it walks two hops or more (one is a single
    # fact match, as text finds), else 0
    typed: bool  # every step of the best path is a typed fact: no co-occurrence, no skipped hop


def relation_evidence(
    finder: RelationPaths,
    question: str,
    graph: GraphStore,
    relevance: Callable[[list[str]], dict[str, float]],
    min_match: float = 0.0,
    describe: Callable[[list[str]], dict[str, list[str]]] | None = None,
    linked: Sequence[tuple[str, str]] = (),
) -> PathEvidence:
    """The pipeline's hook: the chunks stating the facts of a question's best relation paths;
    nothing unless the best path scores at least ``min_match`` per hop of the question.
    ``linked``: names linked beyond exact matches (see ``RelationPaths.question``)."""
    from .graph import GraphEvidence

    rq = finder.question(question, graph, linked)
    if rq is None:
        return PathEvidence([], {}, 0.0, False)
    paths = finder.walk(rq, graph, relevance, describe)
    per_hop = paths[0].score / len(paths[0].facts) if paths else 0.0
    if not paths or per_hop < min_match:
        return PathEvidence([], {}, 0.0, False)
    two = len(paths[0].facts) >= 2
    typed = two and all(f is not None and f.predicate != CO_OCCURS for f in paths[0].facts)
    found = evidence_list(paths)
    ids = sorted({e for _, hit in found for e in hit.entities if not is_value(e)})
    names = {k: e.name for k, e in graph.find_entities(ids).items()}
    evidence = {
        c: GraphEvidence(
            [e for e in hit.entities if not is_value(e)], steps=path_labels(hit, names), hops=path_hops(hit, names)
        )
        for c, hit in found
    }
    return PathEvidence([c for c, _ in found], evidence, per_hop if two else 0.0, typed)


def fuse_ranked(
    order: Sequence[tuple[str, float]], extra: Sequence[str], weight: float, k: int = 60
) -> list[tuple[str, float]]:
    """Reciprocal-rank fusion of a scored order (weight 1) with one more ranked list."""
    scores = {c: 1.0 / (k + i + 1) for i, (c, _) in enumerate(order)}
    for i, c in enumerate(extra):
        scores[c] = scores.get(c, 0.0) + weight / (k + i + 1)
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
