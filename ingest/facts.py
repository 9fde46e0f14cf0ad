"""Typed facts from one parsed chunk, precision first: (source, predicate, target, sentence).

A fact is kept only when a frame of ``frames.py`` matches a clause whose two ends are entities
the chunk mentions (a date or number may be the target), the clause is asserted, and the
predicate is short. The sentence that states it is its evidence. What is left out on purpose:
  * objects that name no entity ("uses an external OIDC provider"): no value nodes of common
    nouns; "X is a river port" is kept as a description (``DESCRIBED``), not as a fact;
  * negated, modal and conditional clauses and plans ("does not use", "can leverage", "if ... then",
    "will play at", a headline's "X to acquire Y"); an intent keeps its verb in the predicate
    ("agreed to acquire");
  * a predicate of more than ``MAX_PREDICATE_WORDS`` words (half a clause);
  * clauses the small parser reads without a verb, subject or object, or with a "verb" that is no
    English verb ("the input repo URL"): no fact rather than a guess;
  * a markdown heading, or a line in capitals: it names a section or shouts, it asserts nothing;
  * a fact whose words stand on two lines of a text that breaks lines between statements only (a
    list item, a header's "Applies to:" field, a caption): the parser ran one line into the next.
A hyphenated word stays whole in a predicate ("great-grandson of", not "grandson of").
Pairs of entities in one sentence that no frame joins get one weak ``co_occurs`` link each.
References: a personal pronoun as subject or object means the chunk's title entity (the article
is about it), and so does a part of the title ("Chen" in the article "Yaw Chen").
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from functools import cached_property
from typing import Any

from graphrag.models import ALIAS, CO_OCCURS, DESCRIBED, VALUE, Entity, Relation, is_value
from graphrag.text import _SUFFIXES, HONORIFICS, STOP_WORDS, name_key, title_name, without_tail

from .frames import FRAMES, SUBJECT, Frame
from .prepare import HEADINGS, hard_wrapped
from .tables import table_facts

VALUE_LABELS = {"DATE", "TIME", "PERCENT", "MONEY", "QUANTITY", "CARDINAL"}
NUMERIC_DATE = re.compile(r"\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})")  # "01/04/2017": one token the tagger may leave out
SUBJECT_DEPS = {"nsubj", "nsubjpass", "csubj", "csubjpass"}
PERSONAL = {"he", "she", "him", "her"}
PRONOUNS = {*PERSONAL, "it", "they", "them"}
RELATIVE = {"who", "which", "that", "whom"}
MODALS = {"would", "should", "could", "might", "may", "must", "shall", "will", "'ll", "can"}  # "will play at": a plan
CONDITIONS = {"if", "unless", "whether"}
ARTICLES = {"the", "a", "an"}
NEGATORS = {"not", "n't", "never", "no", "neither", "nor", "without"}
MAX_PREDICATE_WORDS = 3
MAX_SENTENCE = 400  # characters of a stating sentence kept as evidence
# a quotation: double quotes, or single quotes that open before a word and close after one (not
# the apostrophe of "Tanner's" or "the boys' school")
QUOTATION = re.compile(
    r'"[^"\n]+"|“[^”\n]+”|(?<!\w)\'(?=\w)[^\'\n]*?(?<=[\w.,!?])\'(?!\w)|(?<!\w)‘(?=\w)[^‘’\n]*?(?<=[\w.,!?])’(?!\w)'
)
DASHES = " -–—"
OPEN_RANGE = re.compile(r".*\d\s*[-–—]")  # "2014–", "2018 -": a range with no end
ACRONYM = re.compile(r"\s*\(\s*[\"“'‘]?([A-Z][A-Za-z0-9&]{1,9})[\"”'’]?\s*\)")
_matchers: dict[int, Any] = {}


def english_nouns(nlp: Any) -> frozenset[str]:
    """The common nouns the spaCy pipeline's lemmatizer knows (its WordNet index), if it has them."""
    return _lemmatizer_words(nlp, "noun", "lemma_index")


def english_verbs(nlp: Any) -> frozenset[str]:
    """The verbs the lemmatizer knows (its WordNet index) and their irregular forms ("swam")."""
    return _lemmatizer_words(nlp, "verb", "lemma_index", "lemma_exc")


def english_words(nlp: Any) -> frozenset[str]:
    """Every noun, verb, adjective and adverb the lemmatizer knows, with irregular forms."""
    return frozenset().union(
        *(_lemmatizer_words(nlp, p, "lemma_index", "lemma_exc") for p in ("noun", "verb", "adj", "adv"))
    )


def _lemmatizer_words(nlp: Any, pos: str, *tables: str) -> frozenset[str]:
    """The words of part of speech ``pos`` in the lemmatizer's ``tables``; none if it has no such tables."""
    try:
        lookups = nlp.get_pipe("lemmatizer").lookups
        return frozenset().union(*(lookups.get_table(t)[pos] for t in tables))
    except (KeyError, ValueError, AttributeError):
        return frozenset()


LOWER_WORD = re.compile(r"(?<![\w-])[a-z]+(?![\w-])")


def topic_title(title: str, lower_words: Collection[str]) -> bool:
    """A page titled by a topic, not a name: its text writes every word of the title (a key) in
    lower case too ("Security", "Webhook Configuration", "Getting Started"). Then "this token",
    "the user" and "this example" on it are not the page, as "the firm" is on a firm's page; only
    a kind the page gives itself is ("Coffee is a plant ... The plant ...")."""
    words = [w for w in title.split() if w.isalpha() and w not in STOP_WORDS]
    return bool(words) and all(w in lower_words for w in words)  # no copy of the document's words per chunk


def record_title(title: str) -> bool:
    """A page titled as a record of one occasion or item, by a date or number ("Minutes: Board of
    Trustees, 9 February 2021", "Aldvane plc — Minutes of the AGM, 18 May 2023", "Census return,
    1881"): its "the meeting", "the panel" are what it records, not what its title names. A
    bracket that tells one namesake from another ("The Mission (1986 film)", "Carrow v Ebbington
    Estates Ltd (1991)", "Edvin Harrow (1901-1968)") dates no record."""
    return any(c.isdigit() for c in without_tail(title))


def known_verb(tok: Any, verbs: frozenset[str]) -> bool:
    """The word is an English verb: its lemma, or the word less an inflection, is in ``verbs``
    (the small lemmatizer writes "reappointed" as "reappointe")."""
    word = tok.lower_
    return (
        tok.lemma_.lower() in verbs
        or word in verbs
        or any(word.endswith(end) and word[: -len(end)] in verbs for end in ("ing", "ed", "es", "s", "d"))
    )


CUT_ENDS = {"ADP", "DET", "CCONJ", "SCONJ"}  # a name does not end in "of", "the", "and"
UNIT_LETTERS = 4  # "MW", "GWh", "QMR", "USD": a unit's symbol or a currency's code is short
AMOUNT_WORDS = {"thousand", "million", "billion", "trillion", "m", "bn", "k"}


def amount_code(doc: Any, ent: Any) -> bool:
    """A currency code written before an amount ("a penalty of VM 600,000", "USD 2.4 million"):
    a word of two or three capitals right before a number that is an amount (thousands
    separated, or counted in millions). Part of the amount, never a name ("NGC 1300" is one)."""
    if ent.label_ not in ("MONEY", "CARDINAL") or ent.start == 0:
        return False
    code = doc[ent.start - 1]
    amount = "," in ent.text or any(t.lower_ in AMOUNT_WORDS for t in ent)
    return amount and code.is_alpha and code.is_upper and 2 <= len(code.text) <= 3


def value_id(text: str) -> str:
    return VALUE + name_key(text)


def _matcher(vocab: Any) -> Any:
    from spacy.matcher import DependencyMatcher

    m = _matchers.get(id(vocab))
    if m is None:
        m = DependencyMatcher(vocab)
        for i, frame in enumerate(FRAMES):
            m.add(str(i), [frame.pattern])
        _matchers[id(vocab)] = m
    return m


def acronyms(text: str, spans: Sequence[tuple[int, int, str]]) -> list[tuple[int, int, str, str]]:
    """Short names the text defines in brackets right after a name, as (start, end, acronym key,
    name key): 'Harlow Vance Capital AG ("HVC")', 'the Ingest Router (IR)'. The letters of the
    short name must be the name's initials, in order (some may be skipped)."""
    out = []
    for s, e, key in spans:
        m = ACRONYM.match(text, e)
        if not m:
            continue
        short = m.group(1)
        initials = [w[0].upper() for w in re.findall(r"[A-Za-z][\w'-]*", text[s:e]) if w.lower() not in STOP_WORDS]
        if len(short) < 2 or short.upper() == "".join(initials)[: len(short)] == "" or not _in_order(short, initials):
            continue
        akey = name_key(short)
        if akey and akey != key:
            out.append((m.start(1), m.end(1), akey, key))
    return out


def _in_order(short: str, initials: list[str]) -> bool:
    letters = [c for c in short.upper() if c.isalpha()]
    if not letters or not initials or letters[0] != initials[0]:
        return False
    i = 0
    for c in letters:
        while i < len(initials) and initials[i] != c:
            i += 1
        if i == len(initials):
            return False
        i += 1
    return True


class Reader:
    """Entities and values by token, for one parsed chunk."""

    def __init__(
        self,
        doc: Any,
        spans: Iterable[tuple[int, int, str]],
        title: str,
        nouns: frozenset[str] = frozenset(),
        verbs: frozenset[str] = frozenset(),
        topic: bool = False,
        title_named: bool = True,
        title_person: bool = True,
    ):
        self.doc, self.title = doc, title
        self.title_person = title_person  # the title is written as a name can be: see ``written_as_name``
        self.title_is_topic = topic  # ``topic_title``: "this token" on it is not the page
        self.nouns = nouns  # the language's common nouns: "the Council" is then a description
        self.verbs = verbs  # its verbs: "Okta SAML App Split" parsed with "SAML" as a verb states nothing
        self.entity: dict[int, str] = {}
        self.span_of: dict[int, tuple[int, int]] = {}
        for s, e, key in spans:
            span = doc.char_span(s, e, alignment_mode="expand")
            if span is None or not span.text.strip():
                continue
            if key != title and title_person and same_person(key, title):
                key = title  # "Chen", "Dr Chen", "Pryce J" in the article about "Yaw Chen", "Marguerite Pryce"
            for t in span:
                self.entity[t.i] = key
                self.span_of[t.i] = (span.start, span.end)
        self.quoted: dict[int, tuple[int, int]] = {}  # token -> the words of the quotation it is in
        for m in QUOTATION.finditer(doc.text):
            inner = doc.char_span(m.start() + 1, m.end() - 1, alignment_mode="contract")
            for t in inner or ():
                self.quoted[t.i] = (inner.start, inner.end)
        self.value: dict[int, str] = {}
        self.value_text: dict[str, str] = {}
        self.named = {k for k in [*self.entity.values(), title] if k}
        # a person named by one word as someone's relation ("his wife, Ellen", "her nephew,
        # Robert"): who that is, the fact loses (see ``_by_relation``)
        self.by_relation = {k for i, k in self.entity.items() if " " not in k and k != title and _by_relation(doc[i])}
        # what "the team", "the firm" may mean here: the title's head noun, or what the chunk says
        # the title entity is ("X is a law firm"; see sentence_relations)
        # (none on a page whose text never writes that name: "the club" on "Club profile: Brackwater
        # Rovers" is the club, not the profile)
        self.title_kinds: set[str] = title_kinds(title) if title_named else set()
        self.subjects: dict[int, str] = {}  # sentence start -> the entity the sentence is about
        for ent in doc.ents:  # a date or number holds a digit ("in 1998"; not "those hours")
            if (
                ent.label_ in VALUE_LABELS
                and any(c.isdigit() for c in ent.text)
                and not any(t.i in self.entity for t in ent)
            ):
                span = doc[ent.start - 1 : ent.end] if amount_code(doc, ent) else ent  # "VM 600,000"
                key = value_id(span.text)
                if len(key) > len(VALUE) + 1:
                    self.value_text[key] = span.text.rstrip(DASHES)  # "2018-" in "Chief Justice 2018-" is 2018
                    for t in span:
                        self.value[t.i] = key
        for t in doc:  # a date written in figures is a date wherever it stands (a table's cell)
            if t.i not in self.value and t.i not in self.entity and NUMERIC_DATE.fullmatch(t.text):
                self.value[t.i] = key = value_id(t.text)
                self.value_text[key] = t.text

    def entity_at(self, tok: Any) -> str | None:
        """The entity a token stands for: a mention it is part of (a common noun written as a
        name, "the Council", only as the one longer name of the chunk it can shorten); the name
        in apposition to a common noun ("the founder, Ada Vance"); the name before a classifier
        noun ("the Payments team"); a personal pronoun: the title entity; for an office, the
        person set off after it ("The Postmaster-General, Mr Oswin Tallis, handed ...")."""
        holder = self._holder(tok)
        if holder is not None:
            return holder
        if tok.i in self.entity:
            key = self.entity[tok.i]
            if self.described(tok, key):
                return self.shortened(key, head=True)
            if tok.ent_type_ == "PERSON" and " " not in key:  # "Arnulf" after "Arnulf Veyd"
                longer = self.shortened(key)
                return longer if longer is not None and personal_name(longer) else key
            if tok.ent_type_ == "ORG" and " " not in key and not tok.text.isupper():
                return self._begun(tok, key) or key  # "Aurel" after "Aurel Regional"
            return key
        if tok.pos_ == "PRON" and tok.lower_ in PRONOUNS and tok.dep_ != "poss":
            return self.referent(tok)
        if tok.pos_ == "NOUN":
            for c in tok.children:
                if c.dep_ == "appos" and c.i in self.entity:
                    return self.entity[c.i]
            left = [c for c in tok.lefts if c.dep_ in ("compound", "nmod") and c.i in self.entity]
            if left and self.span_of[left[-1].i][1] == tok.i and _definite(tok) and tok.lemma_.lower() in CLASSIFIERS:
                return self.entity[left[-1].i]  # "the Payments team": the name before the noun
            dets = [c for c in tok.children if c.dep_ == "det"]
            bare = len(list(tok.children)) == len(dets) == 1 and dets[0].lower_ in ("the", "this")
            if self.title and bare and tok.tag_ == "NN" and len(self.title.split()) <= TITLE_NAME_WORDS:
                word = tok.lemma_.lower()
                if word in self.title_kinds:
                    return self.title  # "The firm was incorporated in 2003", in the article on the firm
                # not on a page about a topic ("this token", "the user" on the page "Security")
                loose = (
                    dets[0].lower_ == "the"  # "this step", "this example": what the text just showed
                    and not self.title_is_topic
                    and self._page_subject(word)
                    and not self._other_kind(tok)
                    and not self._names_page(tok)
                )
                if tok.dep_ in SUBJECT_DEPS and loose:
                    return self.title  # "The building is an office building", in the article on Pellham Yard
        return None

    def _holder(self, tok: Any) -> str | None:
        """The person in apposition to an office, set off by a comma: "The Chair, Ms Ada Pell,
        opened it" is of Ada Pell (a person: so tagged, or after an honorific). An office is written
        in common nouns ("Postmaster-General"), whether or not the tagger took it for a name; a
        name's apposition is no holder."""
        if tok.ent_type_ == "PERSON":
            return None
        for c in tok.children:  # most tokens have no apposition: look at the office's words only then
            key = self.entity.get(c.i)
            person = key and personal_name(key) and (c.ent_type_ == "PERSON" or key.split()[0] in HONORIFICS)
            if c.dep_ == "appos" and person and c.left_edge.i > 0 and self.doc[c.left_edge.i - 1].text == ",":
                start, end = self.span_of.get(tok.i, (tok.i, tok.i + 1))
                words = re.split(r"[\s-]+", self.doc[start:end].text.lower())
                return key if all(w in self.nouns or w == "the" for w in words) else None
        return None

    def _begun(self, tok: Any, key: str) -> str | None:
        """The one longer organisation's name before the token that begins with its one word
        ("Norrvik Power ... left Norrvik"); not the page's title ("Brennock" on the page about
        "Brennock Wholesale Market" is the town), nor a name after it."""
        longer = {
            k
            for i, k in self.entity.items()
            if i < tok.i and " " in k and k.split()[0] == key and k != self.title and self.doc[i].ent_type_ == "ORG"
        }
        return longer.pop() if len(longer) == 1 else None

    @cached_property
    def wrapped(self) -> bool:
        """The chunk's text wraps its sentences across lines (``prepare.hard_wrapped``)."""
        return hard_wrapped(self.doc.text.split("\n"))

    def one_line(self, tokens: Sequence[Any]) -> bool:
        """The tokens stand on one line of the text, or the text wraps its sentences across lines.
        Otherwise a line break ends a statement, though the parser may run a list item, a header's
        field or a caption into the next line's clause."""
        if self.wrapped:
            return True
        start = min(t.idx for t in tokens)
        end = max(t.idx for t in tokens)
        return "\n" not in self.doc.text[start:end]

    def misquoted(self, frame: Frame, nodes: dict[str, Any]) -> bool:
        """A frame reads words inside a quotation: a title ("bought 'Girl with a Blue Kite'") or
        someone's words, not the sentence's grammar. An end may be a whole quotation, a title
        ("wrote 'The Salt Road'"), named as such."""
        verb = nodes.get("verb")
        if (
            verb is not None
            and _takes_object_noun(frame)
            and any(c.dep_ in ("dobj", "attr") and c.pos_ == "NOUN" and c.i in self.quoted for c in verb.children)
        ):
            return True  # the object's noun, which the predicate takes, is in a quotation
        for name, tok in nodes.items():
            if tok.i not in self.quoted:
                continue
            if name not in (frame.source, frame.target) or tok.i not in self.span_of:
                return True
            start, end = self.quoted[tok.i]
            words = [t for t in self.doc[start:end] if t.is_alpha and not (t.i == start and t.lower_ in ARTICLES)]
            mention = self.span_of[tok.i]
            if not all(mention[0] <= t.i < mention[1] for t in words):
                return True
        return False

    def _page_subject(self, word: str) -> bool:
        """ "The <word>" as a subject may be the page's subject: not when the word is in the title
        other than as its head ("this decision" on "Decision Notice: ..."), nor when the title holds
        a number: a record (an issue, an incident, an advisory), whose "the metric", "the upload",
        "the report" are what it is about, not it."""
        words = self.title.split()
        return word not in words and not any(c.isdigit() for c in self.title)

    def _names_page(self, tok: Any) -> bool:
        """Another clause of the sentence has the page's subject as its subject, by its name, by the
        first word of its name as a person's, or as "he", "she": then "the king" in it is another
        ("When the king died, Odric declared ..."; but "The river was ... along the Olm": the Olm)."""
        first = self.title.split()[0]

        def page(key: str | None, person: bool) -> bool:
            return key == self.title or (person and key is not None and key.split()[0] == first)

        for t in tok.sent:
            if t.i == tok.i or t.dep_ not in SUBJECT_DEPS:
                continue
            if t.i in self.entity and page(self.entity[t.i], t.ent_type_ == "PERSON"):
                return True
            if t.lower_ in PERSONAL and page(self._person(t), True):
                return True
        return False

    def _other_kind(self, tok: Any) -> bool:
        """The chunk names or introduces another thing of this kind ("the Payments team", "the
        river Ost", "a castle of the Quenmar family" beside "the castle"): then "the castle" may
        be that one."""
        word = tok.lower_
        named = any(
            t.lower_ == word and t.i != tok.i and (t.i in self.entity or t.head.i in self.entity) for t in self.doc
        )
        # "a castle of the Quenmar family": a new one; "X is a team": what X is, no new one
        introduced = any(
            t.lower_ == word and t.i < tok.i and t.dep_ != "attr" and any(c.lower_ in ("a", "an") for c in t.children)
            for t in self.doc
        )
        return named or introduced

    def described(self, tok: Any, key: str) -> bool:
        """A one-word mention that is a common noun with an article: "the Court", "a Justice",
        "the Trust" describe an entity rather than name it."""
        start, end = self.span_of.get(tok.i, (tok.i, tok.i + 1))
        if end - start != 1 or " " in key or key not in self.nouns:
            return False
        return any(c.dep_ == "det" for c in self.doc[start].children)

    @cached_property
    def compounds(self) -> set[str]:
        """Names of more than one key word that the chunk writes as one word ("Vice-Chair") and
        never as words apart (the title aside)."""
        one, apart = set[str](), set[str]()
        spans = {span: self.entity[i] for i, span in self.span_of.items()}  # a mention once, not per word
        for (start, end), key in spans.items():
            text = self.doc[start:end].text.strip()
            if " " in key and name_key(text) == key:
                (apart if any(c.isspace() for c in text) else one).add(key)
        return one - apart - {self.title}

    def shortened(self, word: str, head: bool = False) -> str | None:
        """The one longer name of the chunk (or its title) that has this word (as its head noun,
        if ``head``: "the Trust" in the article on the Aldous Trust for Marine Research, but not
        "the Board" in "PCA Board minutes, 14 March 2019"). None when no name or several do. A
        name written as one word is no longer name: "the Chair" is not the "Vice-Chair"; nor is a
        title that is not written as a name (a headline: "Cairns calls time after 382 games")."""
        longer = {
            k
            for k in self.named
            if " " in k
            and k not in self.compounds
            and (k != self.title or self.title_person)
            and (head_word(k) == word if head else word in k.split())
        }
        return longer.pop() if len(longer) == 1 else None

    def referent(self, pronoun: Any) -> str | None:
        """What a pronoun refers to, when the chunk leaves one choice. "he"/"she": the title entity
        if the chunk names it as a person (a biography), else the one person the chunk names
        before it. "it"/"they": the subject of the nearest earlier sentence (not an adverbial
        clause's: "When X opened its mast, the tower was ... It carried ..." is the tower), if that
        subject is an entity and no person ("Lintel is the scheduler. It listens on ..."). Else
        nothing."""
        if pronoun.lower_ in PERSONAL:
            return self._person(pronoun)
        verb = pronoun.head
        if pronoun.dep_ in SUBJECT_DEPS and verb.dep_ == "advcl":
            # "the yard was carried on until it closed": the clause it qualifies has the subject
            own = [c for c in verb.head.children if c.dep_ in SUBJECT_DEPS and c.lower_ not in PRONOUNS | RELATIVE]
            if own:
                return self._thing(own[0])
        for _, found in self._subjects_before(pronoun):  # "X makes ...; it is managed by Y": X
            subjects = [t for t in found if t.lower_ not in PRONOUNS | RELATIVE]
            if subjects:  # the first not an adverbial clause's ("When X opened ..."): what it is about
                main = [t for t in subjects if t.head.dep_ != "advcl"]
                return self._thing((main or subjects)[0])
        return None

    def _thing(self, subject: Any) -> str | None:
        """The entity a subject stands for, if it is no person: what "it" may mean."""
        key = self.entity_at(subject)
        return None if key is None or _a_person(subject) else key

    def _person(self, pronoun: Any) -> str | None:
        """The person "he", "she", "him" or "her" is: see ``referent``."""
        before = [t for t in self.doc[: pronoun.i] if t.i in self.entity]
        people = {self.entity[t.i] for t in before if t.ent_type_ == "PERSON"}
        bio = (
            self.title_person
            and personal_name(self.title)
            and any(self.entity[t.i] == self.title and t.dep_ in SUBJECT_DEPS for t in before)
            and not self._company(self.title)
        )
        if bio:
            people.add(self.title)  # a biography: "Ines Varga is a radiologist. ... She joined ..."
        if len(people) != 1:
            return None  # two people named: "she" is either
        one = people.pop()
        last = self._last_subject(pronoun)  # else the one person must be what the text was about
        return one if bio or (last is not None and self.entity.get(last.i) == one) else None

    def _company(self, key: str) -> bool:
        """The chunk writes the entity with a company's suffix ("Brennick Holdings plc"): no person,
        though its key ("brennick holdings") reads like a name."""
        ends = {self.span_of[i][1] - 1 for i, k in self.entity.items() if k == key}
        return any(self.doc[e].lower_.rstrip(".") in _SUFFIXES for e in ends)

    def _subjects_before(self, pronoun: Any, back: int | None = None) -> Iterator[tuple[bool, list[Any]]]:
        """(own sentence?, its subjects) for the pronoun's sentence up to it, then the sentences
        before it, nearest first (at most ``back`` of them); never the subject of the pronoun's
        own verb ("Hestrid bought it": not Hestrid)."""
        earlier = [s for s in self.doc.sents if s.end <= pronoun.sent.start][::-1][:back]
        for i, span in enumerate([self.doc[pronoun.sent.start : pronoun.i], *earlier]):
            yield i == 0, [t for t in span if t.dep_ in SUBJECT_DEPS and t.head != pronoun.head]

    def _last_subject(self, pronoun: Any) -> Any | None:
        """The subject of the nearest clause before the pronoun's (in its sentence or the one before)."""
        for own, subjects in self._subjects_before(pronoun, back=1):
            if subjects:
                return subjects[-1] if own else subjects[0]
        return None

    def fragment(self, tok: Any) -> bool:
        """A mention token whose own noun phrase reaches beyond the mention: a modifier or the
        head of the phrase is outside it ("the gRPC API" with only "API" a name)."""
        if tok.i not in self.span_of:
            return False
        start, end = self.span_of[tok.i]
        if self.doc[end - 1].pos_ in CUT_ENDS:
            return True  # "the Isle of": a name cut before its last word
        if self.unit(start, end):
            return True
        root = next((t for t in self.doc[start:end] if not start <= t.head.i < end), tok)
        if root.pos_ not in ("PROPN", "NOUN"):
            return False
        mods = [c for c in root.lefts if c.dep_ in ("compound", "amod", "nmod") and not start <= c.i < end]
        return bool(mods) or (root.dep_ == "compound" and not start <= root.head.i < end)

    def unit(self, start: int, end: int) -> bool:
        """The mention is the unit of an amount, one short word after a number that modifies it ("MW"
        in "228 MW", "FM" in "99.1 FM"), or a currency's code before one ("QMR" in "QMR 71 billion"),
        not a name. A year is no amount ("In 2004 IBM"), a version after a name is none ("GWOS 2.7"),
        and what a number counts is a name still ("nine Weir Restoration Grants")."""
        tok = self.doc[start]
        if end - start != 1 or len(tok) > UNIT_LETTERS:
            return False
        return any(
            c.dep_ == "nummod" and c.ent_type_ != "DATE" and (c.i < tok.i or tok.ent_type_ == "MONEY")
            for c in tok.children
        )

    def target_at(self, tok: Any) -> str | None:
        return self.entity_at(tok) or self.value.get(tok.i)

    def cell_at(self, start: int, end: int) -> str | None:
        """The entity or value that the text from ``start`` to ``end`` (a table cell) is wholly:
        one mention covering every word ("Orrin & Cole Facilities", "14 March 2019"), else None."""
        span = self.doc.char_span(start, end, alignment_mode="expand")
        words = [t for t in span or () if not t.is_punct and not t.is_space]
        for table in (self.entity, self.value):
            keys = {table.get(t.i) for t in words}
            if len(keys) == 1 and (key := keys.pop()) is not None:
                return key
        return None


# words that open what follows a name's head noun ("Court [of Appeal]", "Trust [for Marine Research]")
POSTMODIFIERS = {"of", "for", "on", "in", "at", "to", "from", "under"}


def head_word(key: str) -> str:
    """The head noun of a name (a key, lower case): the word before its first preposition, else
    its last word ("supreme court of kelspar": court; "pca board minutes 14 march 2019": 2019)."""
    words = key.split()
    if {"v", "vs", "versus"} & set(words[1:-1]):
        return "case"  # "r vellacott v judicial appointments commission": a case, not a commission
    for i in range(1, len(words)):
        if words[i] in POSTMODIFIERS:
            return words[i - 1]
    return words[-1]


# nouns a name can classify ("the Payments team", "the Orlen river"): then the phrase is that name
CLASSIFIERS = {
    "team", "group", "department", "division", "unit", "committee", "board", "council", "commission", "project",
    "programme", "program", "initiative", "service", "company", "firm", "club", "band", "party", "office", "river",
    "lake", "mountain", "street", "road", "bridge", "university", "school", "hospital", "museum", "library",
}  # fmt: skip
TITLE_NAME_WORDS = 4  # a title longer than this is a headline or a page name, not a name "the firm" can mean


def title_kinds(title: str) -> set[str]:
    """What "the firm", "the river" can mean in the article of this title (a key): its head noun
    ("the trust" in "aldous trust for marine research") and a classifier it has ("the river" in
    "river ost"). Not any word of it: "this release" in "Release notes: Ferrowind 2.8" is not the
    page, nor "this decision" in "Decision Notice: Ms Petra Solvang"."""
    words = title.split()
    while words and any(c.isdigit() for c in words[-1]):
        words.pop()  # "heathrow terminal 3": a terminal
    return {head_word(" ".join(words))} | (set(words) & CLASSIFIERS) if words else set()


def _by_relation(tok: Any) -> bool:
    """A name the tagger calls a person, in apposition to a noun someone owns: "Ellen" in "His
    wife, Ellen, died in 2009", "Clara" in "his daughter Clara married ...". Named so by one word,
    the person is known by that relation, which a fact of the name alone drops."""
    noun = tok.head
    return (
        tok.ent_type_ == "PERSON"
        and tok.dep_ == "appos"
        and noun.pos_ == "NOUN"
        and any(c.dep_ == "poss" for c in noun.children)
    )


def _a_person(subject: Any) -> bool:
    """The subject is a person by the tagger: its name, or a common noun with a person's name in
    apposition ("Medivane's founder, Ravi Castellan, ..."), whom "it" then does not mean. A name's
    own apposition may be an alias the tagger mistakes for a person ("Iskarre (also Iskar)")."""
    return subject.ent_type_ == "PERSON" or (
        subject.pos_ == "NOUN" and any(c.dep_ == "appos" and c.ent_type_ == "PERSON" for c in subject.children)
    )


def personal_name(title: str) -> bool:
    """The title can be a person's name: two to four words, none a stop word or a company word,
    the last no honorific ("Marguerite Pryce", not "Corvain IV of Varneth" nor "Halloway Crane Co")."""
    words = title.split()
    return (
        2 <= len(words) <= 4
        and words[-1] not in HONORIFICS
        and not set(words) & (set(_SUFFIXES) | STOP_WORDS)
        and all(w.isalpha() for w in words)
    )


def written_as_name(title: str) -> bool:
    """The name a document title gives is written as a person's name can be: words apart, every
    one of more than three letters capitalised ("Arnoud van der Biesen"), not a headline ("Corvane
    buys Tidemark Films") nor a topic ("Dutch language"), nor one word a hyphen joins
    ("Saint-Aubrel", "Guinea-Bissau": a place, whose "Cap Aubrel" or "Bissau" is not the page's)."""
    words = without_tail(title_name(title)).split()  # not "(chess player)"
    return len(words) > 1 and all(not w[:1].islower() for w in words if len(w) > 3)


def same_person(key: str, title: str) -> bool:
    """A short form of the title's name in its own article: the surname alone, or with an
    honorific or a short post-nominal ("Chen", "Dr Chen", "Pryce J", "Mr Justice Kilbride"),
    where the title is a personal name."""
    words = title.split()
    if not personal_name(title):
        return False
    rest = [w for w in key.split() if (w not in HONORIFICS and len(w) > 3) or w == words[-1]]
    return words[-1] in key.split() and set(rest) <= set(words)


def _definite(tok: Any) -> bool:
    return any(c.dep_ == "det" and c.lower_ in ("the", "this", "that") for c in tok.children)


def _conjuncts(tok: Any) -> list[Any]:
    """The token and the later items of its list ("A, B and C")."""
    out, todo = [tok], [tok]
    while todo:
        for c in todo.pop().children:
            if c.dep_ == "conj" and c not in out:
                out.append(c)
                todo.append(c)
    return out


def subject(verb: Any) -> Any | None:
    """The subject of a verb: its own; the noun its relative clause hangs from ("X, which
    acquired Y"); else that of the verb it completes or is coordinated with ("used to work at",
    "founded A and led B")."""
    for _ in range(6):
        own = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
        if own:
            before = [c for c in own if c.i < verb.i]
            # a clause has one subject: one before a colon, a dash or a line break is a label run into
            # the clause ("1901 - Factory Act: the Inspectorate is reconstituted as ...")
            s = before[-1] if len(before) > 1 and _label_between(before[-2], before[-1]) else own[0]
            if s.lower_ in RELATIVE and verb.dep_ == "relcl":
                return None if _attached_unsure(verb.head, s) else verb.head
            return s
        if verb.dep_ == "relcl":
            # "Marlow & Price, from whom bought by Ewan Lusk": the noun is what the relative word
            # after a preposition stands for (the seller), not the verb's subject
            return None if _relative_after_preposition(verb) or _attached_unsure(verb.head) else verb.head
        if verb.dep_ in ("xcomp", "conj") and verb.head.pos_ in ("VERB", "AUX"):
            verb = verb.head
            continue
        return None
    return None


def _label_between(first: Any, later: Any) -> bool:
    """A colon, a dash or a line break between two words: what comes before it is a label
    ("Notes to editors:", "1901 - Factory and Workshop Act:"), not part of the clause after it."""
    doc = first.doc
    for t in doc[first.i + 1 : later.left_edge.i]:
        spaced = t.whitespace_ != "" and t.i > 0 and doc[t.i - 1].whitespace_ != ""
        if t.text in (":", "\u2014", "\u2013", "--") or (t.text == "-" and spaced) or "\n" in t.text:
            return True
    return False


def _attached_unsure(noun: Any, relative: Any = None) -> bool:
    """A relative clause after a preposition's object that hangs from a common noun may be about
    either noun: about the first when its relative word is "who" and the object is no person
    ("a sailor from Belgium, who represented ..."), and likely so when the preposition places or
    qualifies the first ("the traffic service at Velmar, which opened in 1986"); "of" joins a
    noun to what it is of ("the town of Port Ellery, which was named after ...")."""
    prep = noun.head
    if noun.dep_ != "pobj" or prep.dep_ != "prep" or prep.head.pos_ != "NOUN":
        return False
    if any(e.start <= prep.head.i < e.end and e.start <= noun.i < e.end for e in noun.doc.ents):
        return False  # one name: "the House of Orlisk, which ..."
    who = relative is not None and relative.lower_ in ("who", "whom")
    return (who and noun.ent_type_ != "PERSON") or prep.lower_ != "of"


def _depth(tok: Any) -> int:
    """How many brackets of its sentence are open at the token."""
    before = [t.text for t in tok.doc[tok.sent.start : tok.i]]
    return before.count("(") + before.count("[") - before.count(")") - before.count("]")


def _relative_after_preposition(verb: Any) -> bool:
    """A relative clause opened by a preposition and its relative word ("from whom", "to which")."""
    return any(
        c.dep_ == "prep" and any(g.dep_ == "pobj" and g.lower_ in RELATIVE for g in c.children) for c in verb.children
    )


def passive(verb: Any) -> bool:
    return any(c.dep_ in ("nsubjpass", "auxpass") for c in verb.children)


# "refused to register X", "tried to enforce X": the complement did not (or need not) happen
NEGATING = {"refuse", "fail", "decline", "deny", "cease", "stop", "avoid", "reject", "try", "attempt", "seek"}
# "customers believed that the compass came from X", "the inscription suggests that she took lessons
# from X", "he is thought to have sailed for X": the writer reports a belief or a claim, not a fact
NONFACTIVE = {
    "believe", "think", "suppose", "suspect", "suggest", "allege", "claim", "fear", "assume", "imagine",
    "guess", "rumour", "rumor", "doubt", "presume", "speculate", "argue", "contend", "insist", "reckon",
}  # fmt: skip
# ... and a noun's "that" clause: "in the belief that it came from X" (not "claim": "the claim that
# she filed against X" is a claim she filed)
NONFACTIVE_NOUNS = {
    "belief", "allegation", "suspicion", "assumption", "impression", "suggestion", "hypothesis", "rumour",
    "rumor", "contention", "speculation",
}  # fmt: skip
# "agreed to acquire X", "aims to rebuild X": the intent is the fact, and the predicate says so
INTENDING = {
    "agree", "plan", "intend", "propose", "expect", "aim", "hope", "want", "promise", "offer", "threaten", "ask",
}  # fmt: skip


def asserted(toks: Sequence[Any]) -> bool:
    """No negation, modal or condition on the clause of these tokens, up to its root; not the
    complement of a verb that denies it ("the Registrar refused to register Mr Quennell") or only
    believes or claims it ("customers believed that the compass came from Orlen & Sons")."""
    seen: set[int] = set()
    for tok in toks:
        t = tok
        while t.i not in seen:
            seen.add(t.i)
            for c in t.children:
                if c.dep_ == "neg" or (c.lower_ in NEGATORS and c.dep_ in ("det", "advmod", "preconj", "cc")):
                    return False
                if c.dep_ == "advmod" and any(g.lower_ in NEGATORS for g in c.children):
                    return False  # "no longer depends on", "not yet"
                if c.dep_ == "aux" and c.lower_ in MODALS:
                    return False
                if c.dep_ == "aux" and c.tag_ == "TO" and t.dep_ == "ROOT":
                    return False  # a headline's plan: "Chief Pharmacist to leave AVHT" (no finite verb)
                if c.dep_ == "mark" and c.lower_ in CONDITIONS:
                    return False
                if c.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ in CONDITIONS for m in c.children):
                    return False  # "If set to true, the CLI talks to Kubernetes": true only under the condition
            if t.dep_ == "xcomp" and t.head.lemma_.lower() in NEGATING:
                return False
            if t.dep_ in ("ccomp", "xcomp") and t.head.pos_ in ("VERB", "AUX") and t.head.lemma_.lower() in NONFACTIVE:
                return False
            if (
                t.dep_ in ("acl", "relcl")
                and t.head.lemma_.lower() in NONFACTIVE_NOUNS
                and any(c.dep_ == "mark" for c in t.children)  # "that" opens it: what the belief is
            ):
                return False
            if t.dep_ in ("advcl", "ccomp", "relcl", "acl", "ROOT") or t.head.i == t.i:
                if t.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ in CONDITIONS for c in t.children):
                    return False
                break
            t = t.head
    return True


def _predicate(frame: Frame, nodes: dict[str, Any], entities: Iterable[int] = ()) -> tuple[str, str, int]:
    """(normalised predicate, as written, how many of its words name which office): the verb's
    lemma and particle, the participle of a passive, a relational noun with the words that say
    which office it is ("director of finance"), then the preposition."""
    key: list[str] = []
    which = 0
    written: list[Any] = []
    entities = set(entities)
    for name in frame.words:
        t = nodes[name]
        if name == "cop":
            key.append("be")
            written += [c for c in t.children if c.dep_ == "aux" and c.lower_ not in MODALS]
            written.append(t)
        elif name == "verb":
            words, toks = _verb_words(frame, t, entities)
            key += words
            written += toks
        else:
            mods = _title_words(t, entities) if name == "noun" and "verb" not in frame.words else []
            first = hyphenated(mods[0] if mods else t)  # "great-grandson", "high-capacity gateway"
            prefix = "".join(w.lower_ for w in first)  # "great-": the front of the next key word
            written += first
            for mod in mods:  # "Chief Justice of", "queen consort of": not "justice of"
                key.append(prefix + mod.lower_)
                written.append(mod)
                prefix = ""
            key.append(prefix + (t.lemma_.lower() if t.pos_ in ("NOUN", "VERB") else t.lower_))
            written.append(t)
            if name == "noun" and "verb" not in frame.words:
                office = _which_office(t, nodes.get("prep"), entities)
                key += [w.lower_ for w in office]
                written += office
                which = len(office)
    former = _former(nodes) if "noun" in frame.words else None
    if former is not None and former.lower_ not in key:  # "a former partner of" has it as its title word
        key.insert(0, "former")
        written.append(former)
    key += list(frame.extra)
    if frame.passive_swap:
        written.append(nodes["agent"])
    ordered = sorted(written, key=lambda t: t.i)
    joined = [
        t.lower_ + ("" if i + 1 < len(ordered) and ordered[i + 1].i == t.i + 1 and not t.whitespace_ else " ")
        for i, t in enumerate(ordered)
    ]
    phrase = "".join(joined).strip() + "".join(f" {w}" for w in frame.extra)
    return "_".join(key), phrase, which


def _verb_words(frame: Frame, verb: Any, entities: set[int]) -> tuple[list[str], list[Any]]:
    """A predicate's words from its verb (the lemma, or a passive's participle, with its particle;
    an intent's verb before it) and the tokens that write them."""
    key: list[str] = []
    written: list[Any] = []
    prt = [c for c in verb.children if c.dep_ == "prt"]
    if verb.dep_ == "xcomp" and verb.head.lemma_.lower() in INTENDING:  # "agree to acquire", not "acquire"
        key += [verb.head.lemma_.lower(), "to"]
        written += [verb.head, *(c for c in verb.children if c.dep_ == "aux" and c.lower_ == "to")]
    key.append(verb.lower_ if passive(verb) and not frame.passive_swap else verb.lemma_.lower())
    key += [p.lower_ for p in prt]
    written += [c for c in verb.children if c.dep_ in ("aux", "auxpass") and c.lower_ not in MODALS]
    written += [verb, *prt]
    if _takes_object_noun(frame):  # "has its headquarters in": the noun says it
        noun = [
            c for c in verb.children if c.dep_ in ("dobj", "attr", "oprd") and c.pos_ == "NOUN" and c.i not in entities
        ]  # "was appointed sous-chef at": the office too
        if noun:
            front = hyphenated(noun[0])
            key.append("".join(w.lower_ for w in front) + noun[0].lemma_.lower())
            written += [*front, noun[0]]
    return key, written


def _which_office(noun: Any, own: Any, entities: set[int]) -> list[Any]:
    """The "of" and one bare noun right after a relational noun that say which office it is: "of
    Finance" of "Director of Finance at X", "of enforcement" of "FSAC's director of enforcement"
    (no article and no name: "director of the company" is of the company). Without them the
    office is another ("director at X"); a longer one ("head of wheat breeding at") would make
    the predicate half a clause, and the office stays as it was read."""
    doc = noun.doc
    of = doc[noun.i + 1] if noun.i + 1 < len(doc) else None
    if (
        of is None
        or of.lower_ != "of"
        or of.head.i != noun.i
        or of.dep_ != "prep"
        or (own is not None and of.i == own.i)
    ):
        return []
    what = doc[of.i + 1] if of.i + 1 < len(doc) else None
    if what is None or what.dep_ != "pobj" or what.head.i != of.i or what.pos_ not in ("NOUN", "PROPN"):
        return []
    if what.i in entities or not what.text.isalpha():
        return []
    return [of, what]


FORMER = {"former", "formerly", "previously", "onetime", "erstwhile"}


def _former(nodes: dict[str, Any]) -> Any | None:
    """The word that puts a relational noun's office in the past ("Ottilie Brand, formerly group
    finance director of Harbridge Bank"; "Kerry was previously Head of Digital Operations"), on
    the noun or on its copula: the fact is then a former one, which its predicate says."""
    noun = nodes["noun"]
    words = [t for t in noun.subtree if t.i < noun.i] + (list(nodes["cop"].children) if "cop" in nodes else [])
    return next((t for t in words if t.dep_ in ("amod", "advmod") and t.lower_ in FORMER), None)


def hyphenated(tok: Any) -> list[Any]:
    """The words a hyphen joins to the front of ``tok`` with no space ("great-" of "great-grandson",
    "high-channel-" of "high-channel-count"): one word with it, which a predicate keeps whole, since
    "grandson of" and "general of" say another thing than "great-grandson of" and "consul-general of"."""
    doc, i = tok.doc, tok.i
    while (
        i >= 2
        and doc[i - 1].text == "-"
        and not doc[i - 1].whitespace_
        and not doc[i - 2].whitespace_
        and doc[i - 2].text.isalnum()
    ):
        i -= 2
    return list(doc[i : tok.i])


def _takes_object_noun(frame: Frame) -> bool:
    """A verb frame with a preposition and no noun node: its predicate takes the verb's object
    noun ("has its headquarters in")."""
    return "prep" in frame.words and "noun" not in frame.words


def _title_word(noun: Any, entities: set[int]) -> Any | None:
    """The word right before a relational noun that makes it another office or thing: "Chief"
    Justice, "Grand" Duke, "queen" consort, "mother" house, "managing" director (a compound, an
    adjective or a participle, no name)."""
    if noun.i == 0:
        return None
    before = noun.doc[noun.i - 1]
    if before.head.i != noun.i or before.dep_ not in ("compound", "amod"):
        return None
    if before.i in entities and noun.i not in entities:
        return None  # "the Ardmoria court of": a name before the noun, not a word of the office
    office = before.pos_ in ("NOUN", "PROPN", "ADJ") or before.tag_ == "VBG"  # "managing" director
    return before if office and before.text.isalpha() else None


DEPUTIES = {"deputy", "assistant", "vice", "associate", "acting", "interim", "honorary"}


def _title_words(noun: Any, entities: set[int]) -> list[Any]:
    """The title word (``_title_word``) and a word before it that makes the office another's: a
    "deputy chief" executive is not the chief executive, nor an "assistant chief" constable the
    chief constable. Such a word is kept with the office, and the predicate names it."""
    first = _title_word(noun, entities)
    if first is None:
        return []
    words, run = [first], {noun.i, first.i}
    for before in reversed(noun.doc[noun.sent.start : first.i]):
        if before.head.i not in run or before.dep_ not in ("compound", "amod", "nmod") or before.i in entities:
            break
        run.add(before.i)
        if before.lower_ in DEPUTIES:
            words.insert(0, before)
    return words


def _kind(noun: Any) -> str:
    """A kind's words: the noun with its compound and adjective modifiers ("small river port")."""
    mods = [c for c in noun.lefts if c.dep_ in ("compound", "amod") and c.pos_ in ("NOUN", "ADJ", "PROPN")]
    return " ".join([*(c.lower_ for c in mods), noun.lower_])


def sentence_relations(
    doc: Any,
    spans: Iterable[tuple[int, int, str]],
    chunk_id: str,
    title: str,
    all_spans: Iterable[tuple[int, int, str]] | None = None,
    reparse: Callable[[str], Any] | None = None,
    nouns: frozenset[str] = frozenset(),
    verbs: frozenset[str] = frozenset(),
    topic: bool = False,
    words: frozenset[str] = frozenset(),
    header: Sequence[tuple[str, str, str]] = (),
    title_named: bool = True,
    title_person: bool = True,
    parsed: dict[tuple[str, str, str], tuple[float, ...]] | None = None,
) -> tuple[list[Relation], list[Entity]]:
    """Typed facts, descriptions, defined short names and co-occurrences (one per pair of
    entities in a sentence that no fact joins) of one parsed chunk, and the value nodes used.

    ``spans``: entity mentions (char start, char end, entity id); ``title``: the entity id of
    the chunk's document title ("" if none); ``all_spans``: every mention, for co-occurrences and
    defined short names (default ``spans``; facts join only ``spans``, the mentions sure to be
    names); ``reparse(text) -> Doc``: parses a sentence again where the first parse has no verb;
    ``nouns``, ``verbs``: the language's common nouns and verbs (``english_nouns``); ``topic``: the
    title names a topic, not a thing (``topic_title``); ``words``: every word of the language
    (``english_words``), which a table cell of one word is not a name of; ``header``: the
    ``tables.columns`` that rows opening the chunk are under (a table begun in the chunk before);
    ``title_named``: the document's text writes the name its title gives, or the title is that name
    alone (else "the club" on "Club profile: Brackwater Rovers" is no kind of the page);
    ``parsed``: filled with how the parse read each sentence fact (``parse_features``), by
    (source, target, predicate)."""
    spans = list(spans)
    every = list(all_spans) if all_spans is not None else spans
    reader = Reader(doc, spans, title, nouns, verbs, topic, title_named, title_person)
    found: dict[tuple[str, str, str], tuple[str, str]] = {}  # (source, target, predicate) -> (phrase, sentence)
    values: dict[str, str] = {}
    parsed = {} if parsed is None else parsed
    _read_frames(doc, reader, found, values, parsed)
    for again, moved, sentence in _reparsed(doc, spans, reparse):
        other = Reader(again, moved, title, nouns, verbs, topic, title_named, title_person)
        other.title_kinds = reader.title_kinds
        _read_frames(again, other, found, values, parsed, sentence)
    named = Reader(doc, every, title) if all_spans is not None else reader
    _table_relations(doc, reader, named, words, header, found, values)
    for start, end, short, name in acronyms(doc.text, every):
        span = doc.char_span(start, end, alignment_mode="expand")
        sentence = span.sent.text.strip()[:MAX_SENTENCE] if span is not None else ""
        found.setdefault((short, name, ALIAS), ("stands for", sentence))
    relations = [Relation(s, t, p, chunk_id, phrase, sentence=sent) for (s, t, p), (phrase, sent) in found.items()]
    joined = {frozenset((s, t)) for s, t, _ in found}
    together: set[tuple[str, str]] = set()
    for sent in doc.sents:
        keys = sorted({named.entity[t.i] for t in sent if t.i in named.entity})
        for i, a in enumerate(keys):
            for b in keys[i + 1 :]:
                if frozenset((a, b)) not in joined:
                    together.add((a, b))
    relations += [Relation(a, b, CO_OCCURS, chunk_id) for a, b in sorted(together)]
    entities = [Entity(k, name, "VALUE", [name]) for k, name in values.items()]
    return relations, entities


def _table_relations(
    doc: Any,
    reader: Reader,
    named: Reader,
    words: frozenset[str],
    header: Sequence[tuple[str, str, str]],
    found: dict[tuple[str, str, str], tuple[str, str]],
    values: dict[str, str],
) -> None:
    """The facts of the chunk's tables (``tables.table_facts``) into ``found``; ``named`` reads
    every mention, ``reader`` the sure names."""

    opened: dict[str, str] = {}  # an open range's value: how it is shown ("from 2014")

    def cell(start: int, end: int) -> str | None:
        """A table cell's entity or value: a name as written ("Facilities" read as a longer name
        of the chunk is not one), and not a word of the language unless in capitals or with a
        digit ("Required", "Notes"; "MFA", "CF29" are names). A one-word name only the tagger found
        counts ("Quillbox"): every cell opens a sentence, where a capital says little. A date or
        number with a dash after it is a range left open ("Years: 2014–"): from it on."""
        key = reader.cell_at(start, end) or named.cell_at(start, end)
        written = doc.text[start:end].strip()
        if key is not None and is_value(key) and OPEN_RANGE.fullmatch(written):
            shown = "from " + written.rstrip(DASHES)
            key = value_id(shown)
            opened[key] = shown
        if key is None or is_value(key):
            return key
        coded = written.isupper() or any(c.isdigit() for c in written)
        if not coded and (name_key(written) != key or (" " not in key and (key in words or key[:-1] in words))):
            return None
        return key

    for source, target, predicate, phrase, stated, shown in table_facts(doc, cell, header):
        if shown:  # "Yield (t/ha): 9.05": the value is 9.05 t/ha
            target = value_id(shown)
        found.setdefault((source, target, predicate), (phrase, stated))
        if shown:
            values[target] = shown
        elif target in opened:
            values[target] = opened[target]
        elif target in reader.value_text:
            values[target] = reader.value_text[target].strip()


# a comma with no space on either side, not one inside a number ("2,150,000"): a field's end
RECORD_COMMA = re.compile(r"(?<=\S)(?<!\d),(?=\S)|(?<=\S),(?=[^\s\d])")


def _heading(sent: Any) -> bool:
    """A markdown heading ("## Okta groups for RBAC"), a line written in capitals ("THE PRESENT
    PROJECTION SYSTEM WAS INSTALLED IN 1998", a banner, a plaque, a form's title), or a record of
    fields joined by bare commas ("ASV-PS-01,Ashgrave Pumping Station,Booster pumping
    station,1931,OWC", a CSV line): it names, shouts or lists rather than states, and its case no
    longer tells a name from a common noun, nor its words a verb from a field."""
    if sent.start_char in sent.doc.user_data.get(HEADINGS, ()):
        return True
    if len(RECORD_COMMA.findall(sent.text)) >= 2:
        return True
    words = [t.text for t in sent if t.is_alpha and len(t.text) > 1]
    return len(words) > 1 and all(w.isupper() for w in words)


def _read_frames(
    doc: Any,
    reader: Reader,
    found: dict[tuple[str, str, str], tuple[str, str]],
    values: dict[str, str],
    parsed: dict[tuple[str, str, str], tuple[float, ...]],
    sentence: str = "",
) -> None:
    """Every frame match of ``doc`` into ``found`` (descriptions first: they say what "the firm"
    is), with its sentence (``sentence`` when given: the one a reparse came from), and how the
    parse read it into ``parsed``."""
    matches = []
    for match_id, token_ids in _matcher(doc.vocab)(doc):
        frame = FRAMES[int(doc.vocab.strings[match_id])]
        matches.append((frame, {frame.pattern[i]["RIGHT_ID"]: doc[t] for i, t in enumerate(token_ids)}))
    matches.sort(key=lambda m: not m[0].describes)
    for frame, nodes in matches:
        if _heading(nodes[frame.pattern[0]["RIGHT_ID"]].sent):
            continue
        facts = _facts(frame, nodes, reader)
        if frame.describes:
            reader.title_kinds.update(kind.split()[-1] for s, _, _, kind in facts if s == reader.title)
        for source, target, predicate, phrase in facts:
            stated = sentence or nodes[frame.pattern[0]["RIGHT_ID"]].sent.text.strip()[:MAX_SENTENCE]
            if (source, target, predicate) not in found:
                parsed[(source, target, predicate)] = parse_features(
                    frame, nodes, reader, source, target, bool(sentence)
                )
            found.setdefault((source, target, predicate), (phrase, stated))
            if target in reader.value_text:
                values[target] = reader.value_text[target]


TYPED_FRAMES = [f.name for f in FRAMES if not f.describes]
PARSE_FEATURES = (
    "subject from a pronoun",
    "subject from a common noun",  # the page ("the firm"), an apposition, "the Payments team"
    "subject in a list",
    "object in a list",
    "object's name modifies a noun",  # "Skarde" of "the Skarde highlands"
    "edges between the ends (log)",
    "verbs in the sentence (log)",
    "read again",  # a sentence the small parser read without a verb, parsed again (``_reparsed``)
    *(f"frame {name}" for name in TYPED_FRAMES),
)


def _path_length(a: Any, b: Any) -> int:
    """Dependency edges between two tokens of one sentence."""
    up = {}
    t, n = a, 0
    while True:
        up[t.i] = n
        if t.head.i == t.i:
            break
        t, n = t.head, n + 1
    t, n = b, 0
    while t.i not in up and t.head.i != t.i:
        t, n = t.head, n + 1
    return n + up.get(t.i, n)


def parse_features(
    frame: Frame, nodes: dict[str, Any], reader: Reader, source: str, target: str, read_again: bool
) -> tuple[float, ...]:
    """How the parse read a sentence fact of ``source`` (``PARSE_FEATURES``), for ``trust.py``."""

    def node(name: str) -> Any:
        return nodes[name] if name != SUBJECT else subject(nodes["verb"])  # as ``_facts`` finds it

    subjects = _conjuncts(node(frame.source))
    objects = _conjuncts(node(frame.target))
    s_tok = next((t for t in subjects if reader.entity_at(t) == source), subjects[0])
    o_tok = next((t for t in objects if target in (reader.entity_at(t), reader.target_at(t))), objects[0])
    end = reader.span_of.get(o_tok.i, (o_tok.i, o_tok.i + 1))[1] - 1
    last = o_tok.doc[end]
    modifies = last.dep_ in ("compound", "nmod", "amod") and last.head.pos_ in ("NOUN", "PROPN")
    modifies = modifies and not (reader.span_of.get(o_tok.i, (0, 0))[0] <= last.head.i < end + 1)
    verbs = sum(1 for t in s_tok.sent if t.pos_ in ("VERB", "AUX"))
    return (
        float(s_tok.pos_ == "PRON"),
        float(s_tok.i not in reader.entity and s_tok.pos_ != "PRON"),
        float(len(subjects) > 1),
        float(len(objects) > 1),
        float(modifies),
        math.log1p(_path_length(s_tok, o_tok)),
        math.log1p(verbs),
        float(read_again),
        *(float(frame.name == name) for name in TYPED_FRAMES),
    )


VERBLESS_HINT = "currently "  # an adverb that makes the small parser read the next word as a verb


def _reparsed(
    doc: Any, spans: Sequence[tuple[int, int, str]], reparse: Callable[[str], Any] | None
) -> list[tuple[Any, list[tuple[int, int, str]], str]]:
    """Sentences the small parser read without a verb at their root, parsed again with an adverb
    before the first lower-case word that follows a name ("A, B and C report to D": the small
    model takes "report" for a noun after a run of names), where that settles it as the verb:
    (new doc, spans moved into it, the sentence as written)."""
    if reparse is None:
        return []
    ends = {e for _, e, _ in spans}
    out = []
    for sent in doc.sents:
        if sent.root.pos_ in ("VERB", "AUX") or _heading(sent):
            continue
        for cand in [t for t in sent if t.i > sent.start and t.pos_ in ("NOUN", "VERB") and t.text.isalpha()][:3]:
            before = doc[cand.i - 1]
            if not cand.text.islower() or before.idx + len(before.text) not in ends:
                continue
            at = cand.idx - sent.start_char
            new = reparse(sent.text[:at] + VERBLESS_HINT + sent.text[at:])
            verb = next((t for t in new if t.idx == at + len(VERBLESS_HINT)), None)
            if verb is None or verb.dep_ != "ROOT" or verb.pos_ not in ("VERB", "AUX"):
                continue
            if verb.tag_ == "VBP" and not any(
                c.dep_ == "conj" for s in verb.children if s.dep_ == "nsubj" for c in s.children
            ):
                continue  # "The AAD tenant ID": one name and a plural verb, a noun phrase after all
            moved = []
            for s, e, key in spans:
                if sent.start_char <= s and e <= sent.end_char:
                    s, e = s - sent.start_char, e - sent.start_char
                    shift = len(VERBLESS_HINT) if s >= at else 0
                    moved.append((s + shift, e + shift, key))
            out.append((new, moved, sent.text.strip()[:MAX_SENTENCE]))
            break
    return out


def _bare(frame: Frame, nodes: dict[str, Any]) -> bool:
    """A date or number is the whole point of a clause only when its verb says nothing else:
    "died in 1080", "was founded in 1948"; not "appointed Pryce in 2006", "became a partner in
    1994", "has been a judge since 2002" (those drop who, or what)."""
    head = nodes.get("verb", nodes.get("cop"))
    if head is None:
        return False
    own = nodes["prep"]
    for c in head.children:
        if c.dep_ in ("dobj", "attr", "dative", "oprd", "xcomp", "ccomp", "acomp", "prt"):
            return False
        if c.dep_ in ("prep", "agent") and c.i != own.i and any(g.dep_ == "pobj" for g in c.children):
            return False
    return True


def _long_enough(key: str, tok: Any) -> bool:
    """A name of two letters is one only when written in capitals ("QB", not the "Co" of "& Co")."""
    return len(key.removeprefix(VALUE)) > 2 or tok.text.isupper() or key.startswith(VALUE)


def doc_text_before(tok: Any) -> str:
    """The punctuation right before a token's phrase ("," for an apposition)."""
    first = tok.left_edge
    return first.doc[first.i - 1].text if first.i > 0 else ""


def _facts(frame: Frame, nodes: dict[str, Any], reader: Reader) -> list[tuple[str, str, str, str]]:
    """The facts one frame match states: (source, target, predicate, phrase), several for lists."""
    verb = nodes.get("verb")
    if SUBJECT in (frame.source, frame.target):
        if verb is None or (reader.verbs and not known_verb(verb, reader.verbs)):
            return []  # no verb, or a noun the parser took for one ("the input repo URL")
        if (
            reader.verbs
            and verb.dep_ == "conj"
            and verb.head.pos_ == "VERB"
            and not known_verb(verb.head, reader.verbs)
        ):
            return []  # coordinated with such a noun ("the input repo URL, path, and commit SHA")
        subj = subject(verb)
        if subj is None or _depth(subj) > _depth(verb):
            return []  # an aside in brackets is no subject: "Louisa (Mrs Robert Lusk) and Percy, who fell"
        nodes = {**nodes, SUBJECT: subj}
    if not asserted(list(nodes.values())):
        return []
    if any(t.lower_ in ("?",) for t in nodes[frame.pattern[0]["RIGHT_ID"]].sent):
        return []  # a question states nothing
    if frame.describes:
        return _descriptions(frame, nodes, reader)
    named = set(reader.entity) | set(reader.value)  # token indices of names, dates and numbers
    if _no_fact(frame, nodes, reader, verb, named) or reader.misquoted(frame, nodes):
        return []
    predicate, phrase, which = _predicate(frame, nodes, named)
    if not predicate or len(_office_words(predicate)) - which > MAX_PREDICATE_WORDS:
        return []
    if not all(part.isalpha() for w in predicate.split("_") for part in w.split("-")):
        return []  # "composer).[citation of": a tokenisation slip, not words ("great-grandson" is one)
    # "founded in 1998", "joined Vantrell Freight in 2012", "has been with Calderwick Bank since 2015"
    values_ok = frame.name in ("verb-prep", "copula-prep") and _bare(frame, nodes)
    pairs = _pairs(frame, nodes, reader, predicate, phrase, values_ok)
    if frame.name == "verb-object" and verb is not None and _naming(verb):  # "X, born Y": another name
        return [(target, source, ALIAS, verb.lower_) for source, target, _, _ in pairs]
    return pairs


def _office_words(predicate: str) -> list[str]:
    """A predicate's words as its length counts them: "former" dates an office and "deputy"
    makes it another's ("former_deputy_general_secretary_of" is the relational noun "general
    secretary" with its "of"); neither is part of a clause."""
    words = predicate.removeprefix("former_").split("_")
    while len(words) > 1 and words[0] in DEPUTIES:
        words = words[1:]
    return words


NAMING = {"call", "number", "dub", "nickname", "style"}  # "also called Gerolt I", "numbered Ulvar I"


def _naming(verb: Any) -> bool:
    """A participle that gives its noun another name: "born Ansel Orlisk" (a birth name, "was born"
    too), and set off by a comma or a bracket: ", also called Gerolt I", ", numbered Ulvar I"; not
    "Ada called Tom", nor "was named Chief Justice" (an office)."""
    if verb.lower_ == "born":
        return True
    before = verb.i - 1
    while before > 0 and verb.doc[before].pos_ == "ADV":
        before -= 1  # "also called"
    set_off = before >= 0 and verb.doc[before].text in (",", "(")  # the small model may read it as a verb
    return verb.lemma_.lower() in NAMING and verb.tag_ in ("VBN", "VBD") and set_off


def _descriptions(frame: Frame, nodes: dict[str, Any], reader: Reader) -> list[tuple[str, str, str, str]]:
    """What a describing frame says an entity is ("X is a river port"): one is_a fact per subject."""
    if any(c.dep_ == "poss" or (c.dep_ == "prep" and c.lower_ == "of") for c in nodes[frame.target].children):
        return []  # "a member of X", "Y's manager": a relation, read by another frame
    kind = _kind(nodes[frame.target])
    if nodes[frame.target].i in reader.entity or not kind or kind in STOP_WORDS:
        return []
    return [
        (s, VALUE + name_key(kind), DESCRIBED, kind)
        for tok in _conjuncts(nodes[frame.source])
        if (s := reader.entity_at(tok))
    ]


def _no_fact(frame: Frame, nodes: dict[str, Any], reader: Reader, verb: Any, named: set[int]) -> bool:
    """A match whose shape says it states no fact of its two ends."""
    if verb is not None and _inside_a_name(verb):
        return True  # "one batch of Silver Tide Smoked Mackerel Fillets": a product's name, no deed
    if frame.name == "appos-noun-of" and nodes["noun"].left_edge.i > 0 and doc_text_before(nodes["noun"]) not in ",(":
        return True  # "Ada Vance, the founder of X": an apposition is set off by a comma
    if frame.name in ("appos-noun-of", "appos-possessive") and _clause_between(nodes["subj"], nodes["noun"]):
        return True  # "Particulars: The Company was formed to acquire, by ..., the capital of X"
    if frame.name == "appos-noun-of" and nodes["subj"].dep_ == "pobj":
        return True  # "Ansel was born at Kessary, the son of Perrin": of Ansel or of Kessary, unsure
    noun = nodes.get("noun")
    if noun is not None and noun.i in reader.entity and reader.span_of[noun.i][1] > noun.i + 1:
        return True  # the "relational noun" is inside a name ("the Court of Appeal"), not before one
    if noun is not None and "prep" in nodes and nodes["prep"].i == noun.i + 2 and noun.nbor().text == ",":
        return True  # "Dagny Roos, engineer, of Quay Street": a comma parts the noun from where she lives
    if "prep" in nodes and nodes["prep"].lower_ in ("between", "among", "amongst"):
        return True  # "fought between A and B": a fact of the pair, not of each
    if "prep" in nodes and nodes["prep"].lower_ in ("since", "until", "till") and nodes["obj"].i in reader.value:
        return True  # "a post she has held since 2017": how long it lasted, of something the fact loses
    if noun is not None and _ranked_by_deed(noun):
        return True  # "the first student at the Conservatoire to take ...": first at a deed, not of it
    if frame.name == "copula-prep" and any(c.dep_ == "attr" for c in nodes["cop"].children):
        return True  # "Ruth Penhale has been matron at X": what she was there, which "be at" loses
    if (
        frame.name in ("possessive-appos", "appos-possessive")
        and doc_text_before(nodes["subj" if frame.name == "possessive-appos" else "noun"]) not in ",("
    ):
        return True
    if frame.extra == ("of",) and noun is not None and _of_its_own(noun, named):
        return True  # "X is Vardenland's largest manufacturer of generic medicines": a maker in it
    if frame.name == "possessive-appos" and not _next_to(nodes["subj"], nodes["noun"]):
        return True  # "X's challenge to the registration of a grazier, Margo T.": she is the grazier
    has_object = (
        frame.name == "verb-prep"
        and verb is not None
        and any(
            c.dep_ in ("dobj", "dative") and (c.pos_ in ("PRON", "PROPN") or reader.entity_at(c)) for c in verb.children
        )
    )
    # "appointed her to the High Court": the court is where *she* went
    return has_object and reader.target_at(nodes["obj"]) not in reader.value_text


def _inside_a_name(verb: Any) -> bool:
    """The verb is capitalised between two capitalised words within its sentence: a word of a
    name written in title case ("Silver Tide Smoked Mackerel Fillets"), not a verb of the text."""
    doc, i = verb.doc, verb.i
    return (
        verb.text[:1].isupper()
        and not verb.is_sent_start
        and 0 < i < len(doc) - 1
        and not doc[i + 1].is_sent_start
        and all(t.text[:1].isupper() and t.is_alpha for t in (doc[i - 1], doc[i + 1]))
    )


def _clause_between(head: Any, appos: Any) -> bool:
    """An apposition the parser hung across a verb from a noun that is not the verb's subject
    ("Particulars: The Company was formed to acquire, by exchange of shares, the capital of X"):
    it names no one before it. After a subject it is the subject's ("Mr Pike was born at
    Saltmarrow in 1867, the son of Jonas Pike")."""
    between = head.doc[head.i + 1 : appos.left_edge.i]
    return head.dep_ not in SUBJECT_DEPS and any(t.pos_ == "VERB" for t in between)


def _of_its_own(noun: Any, named: set[int]) -> bool:
    """A possessed noun with its own "of" ("Vardenland's maker of medicines") relates to what
    the "of" names; the possessor is where or whose it is, not what it is "of". Unless that "of"
    says which office it is ("FSAC's director of enforcement")."""
    has_of = any(c.dep_ == "prep" and c.lower_ == "of" for c in noun.children)
    return has_of and not _which_office(noun, None, named)


def _ranked_by_deed(noun: Any) -> bool:
    """A noun ranked ("first", "smallest", "54th") by what an infinitive after it says: "the first
    woman in Europe to defeat a sitting president" is first at that deed, and "in Europe" where it
    counts, so no relation of her and Europe."""
    ranked = any(
        c.dep_ in ("amod", "nummod") and (c.tag_ in ("JJS", "RBS") or c.ent_type_ == "ORDINAL") for c in noun.children
    )
    if not ranked:
        return False
    clause = [noun, noun.head] if noun.dep_ in ("attr", "oprd", "appos") else [noun]
    return any(
        c.i > noun.i
        and c.dep_ in ("xcomp", "advcl", "acl", "relcl")
        and any(a.dep_ == "aux" and a.tag_ == "TO" for a in c.children)
        for head in clause
        for c in head.children
    )


def _next_to(appos: Any, noun: Any) -> bool:
    """An apposition follows its noun (or the last of its list: "founder and chairman, Ada Vance")
    with only the comma between."""
    before = appos.left_edge.i - 2
    return before >= 0 and any(t.i == before for t in _conjuncts(noun))


# a numbered part of a text or a plan ("Chapter 1", "section 58", "Rule 7.3", "Phase 2b", "Part II",
# "Appendix B"), by its key: it means something only beside the text it is part of, which the fact
# does not name; its sentence still names it with the rest
PART_OF_TEXT = re.compile(
    r"(?:chapter|section|subsection|part|article|clause|rule|schedule|appendix|annex|paragraph|phase|figure"
    r"|table|page) (?:\d+[a-z]?|[ivxlc]+|[a-z])(?: \d+[a-z]?)*"
)


def _pairs(
    frame: Frame, nodes: dict[str, Any], reader: Reader, predicate: str, phrase: str, values_ok: bool
) -> list[tuple[str, str, str, str]]:
    """(source, target, predicate, phrase) for each pair of the two ends' conjuncts that are whole
    entities (a value as the target only when ``values_ok``)."""
    out = []
    for s_tok in _conjuncts(nodes[frame.source]):
        for t_tok in _conjuncts(nodes[frame.target]):
            source = reader.entity_at(s_tok)
            target = reader.target_at(t_tok) if values_ok else reader.entity_at(t_tok)
            if reader.fragment(s_tok) or reader.fragment(t_tok):
                continue  # "the gRPC API" read as "API": an end that is part of a longer phrase
            if source in reader.by_relation or target in reader.by_relation:
                continue  # "His wife, Ellen, died in 2009": not "Ellen died in 2009"; still named together
            if (
                not (source and target)
                or source == target
                or not (_long_enough(source, s_tok) and _long_enough(target, t_tok))
            ):
                continue
            if source.startswith(target + " ") or target.startswith(source + " "):
                continue  # "Deer Plain -community in-> Deer Plain, Illinois": one place twice
            if PART_OF_TEXT.fullmatch(source) or PART_OF_TEXT.fullmatch(target):
                continue  # "Chapter 1 reconstructs ...", "breached Rule 7.3": a part of some text, unnamed
            if not reader.one_line([s_tok, t_tok, *nodes.values()]):
                continue  # "Author: Ada Lin ...\nApplies to: CM-20": a field of the next line is no verb of hers
            out.append((source, target, predicate, phrase))
    return out
