"""Entities and relations per chunk, with spaCy (batched through ``nlp.pipe``).

Mentions come from four sources, longest span first where they overlap:
  * identifiers by pattern (error codes, policy numbers: ``KST-4127``, ``POL-17``; references
    of an issuer's letters and two or more parts: ``ORC/MAR/2018/117``; words joined by an
    underscore, as configuration keys, flags and handles are written: ``ledger_async_commit_v2``);
  * document titles found in any chunk's text (the bridges multi-hop questions cross);
  * spaCy's named entities (numbers, dates, amounts left out: they make hubs, not links);
  * runs of proper nouns the NER missed ("Harbor Gateway").
Every chunk also mentions its own document's title.
Every chunk is parsed as ``prepare.py`` leaves it (markup blanked, one sentence per block). Typed
facts come from the frames of ``frames.py`` (facts.py: precision first, each with its sentence);
mention pairs no frame joins get one weak ``co_occurs`` link each. A name the text defines in
brackets ('Harlow Vance Capital AG ("HVC")') is a mention too, and an alias of the name.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Collection, Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace
from typing import Any

from graphrag.models import CO_OCCURS, NOT_FACTS, Chunk, Entity, Mention, Relation, is_value
from graphrag.text import (
    _SUFFIXES,
    HONORIFICS,
    STOP_WORDS,
    longest_matches,
    name_key,
    shown_name,
    subtitled,
    title_key,
    title_name,
)

from .facts import (
    LOWER_WORD,
    TITLE_NAME_WORDS,
    acronyms,
    amount_code,
    english_nouns,
    english_verbs,
    english_words,
    personal_name,
    record_title,
    sentence_relations,
    topic_title,
    written_as_name,
)
from .prepare import parse_prepared
from .tables import TABLES, columns, last_header, row_cells
from .trust import NO_PARSE, fact_features, load_trust

CODE = re.compile(  # must also hold a digit
    r"\b[A-Z]{2,10}(?:[-_/][A-Z0-9]{1,8}){2,}\b"  # a reference: "ORC/MAR/2018/117" (not "HTTP/1", "HSK2/HSK3")
    r"|\b[A-Z][A-Z0-9]{1,9}(?:[-_][A-Z0-9]{1,8})+\b"
)
IDENT = re.compile(  # a word joined to another by an underscore: a key, flag or handle ("ledger_async_commit_v2")
    r"(?<![\w./-])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w-]|[./]\w)"
)
SKIP_LABELS = {"DATE", "TIME", "PERCENT", "MONEY", "QUANTITY", "ORDINAL", "CARDINAL"}
POSSESSIVE = re.compile(r"['’]s\b")
POSSESSIVE_END = re.compile(r"['’]s?$")  # "Moreira's", "Jones'": the name without it
PRIORITY = {"CODE": 0, "TITLE": 1, "NER": 2, "PROPN": 3}


@dataclass
class Extraction:
    entities: list[Entity] = field(default_factory=list)
    mentions: list[Mention] = field(default_factory=list)
    relations: list[Relation] = field(default_factory=list)


def _most_seen(counts: Counter) -> str:
    """The value seen most often; a tie goes to the first in sorted order, never to the first
    seen (the graph store chooses the same way from the mentions: see NetworkxGraphStore)."""
    return str(min(counts, key=lambda v: (-counts[v], v)))


def _usable(key: str) -> bool:
    return len(key) >= 2 and key not in STOP_WORDS and not key.replace(" ", "").isdigit()


def _named_after(text: str, spans: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """ "St Anne's Hospital", "Tanner's Row": a name, then "'s" and one capitalised word that no
    title or organisation accounts for, is one place or body named after someone, not a possessor
    and a thing ("Google's Gemini" stays two: an organisation owns)."""
    out: list[tuple[int, int, str]] = []
    for s, e, kind in spans:
        if out:
            ps, pe, pkind = out[-1]
            gap, word = text[pe:s], text[s:e]
            apostrophe = POSSESSIVE.fullmatch(gap.rstrip()) or (POSSESSIVE.search(text[ps:pe][-2:]) and gap == " ")
            if (
                apostrophe
                and gap.endswith(" ")
                and pkind != "TITLE"
                and kind == "PROPN"
                and " " not in word
                and word[:1].isupper()
            ):
                out[-1] = (ps, e, pkind)
                continue
        out.append((s, e, kind))
    return out


def _joins(tok: Any) -> bool:
    """A hyphen written tight between two proper nouns ("Ji-woo", "Seo-yeon"), or an ampersand
    between them: one firm's name ("Orrin & Cole"), never a list of two."""
    doc = tok.doc
    return (
        (tok.text == "&" or (tok.text == "-" and not doc[tok.i - 1].whitespace_ and not tok.whitespace_))
        and tok.i + 1 < len(doc)
        and doc[tok.i + 1].pos_ == "PROPN"
    )


def _entity(key: str, names: Counter, kinds: Counter) -> Entity:
    """An entity, shown by its most used name; a title without its subtitle ("Corran Flood
    Inquiry", not "Corran Flood Inquiry: Report (2014) - executive summary"), if that is still
    the key; the whole title stays one of its names."""
    return Entity(key, shown_name(_most_seen(names), key), _most_seen(kinds), sorted(names))


def _with_article(doc: Any, start: int, end: int, text: str, written: str) -> str:
    """A mention's words as shown (``text``), with a capitalised "The" before it inside a sentence,
    which is part of the name ("premiered The Salt Ledger", "won with The Long Quay"), when it is
    shown as ``written``. Only shown: what a short name or initials stand for is read without it."""
    span = doc.char_span(start, end, alignment_mode="expand")
    if text != written or span is None or span.start == 0:
        return text
    before = doc[span.start - 1]
    if before.text == "The" and not before.is_sent_start and text[:4].lower() != "the ":
        return "The " + text
    return text


def _lead_in(tok: Any) -> bool:
    """A lower-case word (whatever the tagger calls it) right before a capitalised one: no part of
    the name that follows ("roboticist Mei-Ling Tarkovsky"); alone it may be a name ("redis")."""
    following = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    return (
        tok.pos_ in ("NOUN", "ADJ", "VERB", "PROPN")
        and tok.text.isalpha()
        and tok.text.islower()
        and following is not None
        and following.text[:1].isupper()
    )


def _coordinated(ent: Any, first: Any, later: Any) -> bool:
    """Two names in a list, not two words of one name: the first conjunct is in the entity and
    modifies no word of it ("Veldspar and Loamstead"; but "the Medicines and Devices Authority",
    "the College of Music and Drama" are one name each)."""
    inside = range(ent.start, ent.end)
    return first.i in inside and first.i < later.i and (first.head.i not in inside or first.head.i == first.i)


def _pieces(ent: Any) -> list[tuple[int, int, str]]:
    """Char spans of the names in one NER entity: the small model runs entities over lists and
    verbs ("Veldspar, Loamstead and", "Nguyen manages Yuki Kaur"); a list's commas and
    conjunctions, brackets, line breaks and a lowercase verb split it, a dangling conjunction is
    dropped. An ampersand joins one name."""
    listed = any(t.text == "," or (t.dep_ == "conj" and _coordinated(ent, t.head, t)) for t in ent)
    parts: list[list] = [[]]
    for t in ent:
        if (
            t.text in (",", "(", ")")  # "the Council for Computing Research (NCCR": two names
            or t.is_space  # a line break: "reports to Cormac\n- Oluwaseun Harcastle"
            or (t.pos_ == "CCONJ" and listed and t.text != "&")  # "Marks & Spencer", "Ortega & Sons": one name
            or (t.pos_ in ("VERB", "AUX") and t.text.islower())
        ):
            parts.append([])
        else:
            parts[-1].append(t)
    out = []
    for part in parts:
        # a dangling conjunction, or a common word run into a name ("roboticist Mei-Ling Tarkovsky")
        while part and (
            part[0].pos_ in ("CCONJ", "PUNCT") or part[0].is_punct or (_lead_in(part[0]) and len(part) > 1)
        ):
            part = part[1:]
        while part and (part[-1].pos_ in ("CCONJ", "PUNCT") or part[-1].is_punct):
            part = part[:-1]
        if part:
            out.append((part[0].idx, part[-1].idx + len(part[-1].text)))
    words = [t for t in ent if not t.is_space]  # "Rafferty\n": the entity without the line break
    if len(out) == 1 and words and out[0] == (words[0].idx, words[-1].idx + len(words[-1].text)):
        return [(*out[0], "NER:" + ent.label_)]
    return [(s, e, "PROPN") for s, e in out]  # pieces of a broken entity: its label is not theirs


def _weak(doc: Any, kind: str, start: int, end: int) -> bool:
    """A one-word mention that may be a capitalised common word, not a name: one only the tagger
    calls a name ("President", "the Court"), or one that opens a sentence and is not written
    capitalised anywhere else in the chunk ("Limit raised to 1024"). A short name in capitals or
    an identifier ("QB", "SEV1", "gRPC") is a name however it is tagged."""
    word = doc.text[start:end]
    if (word.isupper() and len(word) >= 2) or any(c.isdigit() for c in word) or any(c.isupper() for c in word[1:]):
        return False
    if kind == "PROPN":
        return True
    if not kind.startswith("NER"):
        return False  # a title, an identifier, a defined short name
    span = doc.char_span(start, end, alignment_mode="expand")
    if span is None or not span[0].is_sent_start:
        return False
    word = span.text
    return not any(t.text == word and not t.is_sent_start for t in doc)


class KnownPeople:
    """The personal names a document has given in full so far, for the one-word names that stand
    for them: the given name or the surname of exactly one of them. "Declan Fairweather: CTO,
    reports to Marguerite" below "Marguerite Osei-Blackwood: CEO"; "Marchetti said" or "Ms
    Marchetti" after "Ilse Marchetti" (an honorific is no part of either). A personal name ends in
    a word that is no common noun (``nouns``), nor one's plural: "Aldermoor Arts Council", "Fenwick
    Street", "the Atlanta Braves" and "Corvane Polytechnic" are not people, though "Gwendolyn
    Marsh" is left out with them; nor is one hyphenated word ending in a common noun ("Vice-Chair":
    "the Chair" is not the vice-chair). A word two such names share (two Priyas) stands for neither.
    Kept as the document is read, so a long one costs what its names do, once."""

    def __init__(self, nouns: AbstractSet[str], titled: dict[str, tuple[str, str, str]] | None = None):
        self.nouns = nouns
        self.titled = titled or {}  # the people the page's title names (``title_people``)
        self.by_word: dict[str, set[str]] = defaultdict(set)  # given name or surname -> full name keys
        self.shown: dict[str, str] = {}  # full name key -> how it was first written

    def add(self, key: str, surface: str) -> None:
        words = bare(key)
        surface = POSSESSIVE_END.sub("", surface)
        written = [w.strip(".,") for w in surface.lower().split()]  # "Osei-Blackwood" one word here
        if (
            len(words) > 1
            and not (len(written) == 1 and self._common(written[0].rsplit("-", 1)[-1]))  # "Vice-Chair"
            and personal_name(key)
            and not set(written) & set(_SUFFIXES)  # not "Tamsvold Brokerage Ltd"
            and not self._common(written[-1])
        ):
            self.by_word[words[0]].add(key)
            self.by_word[words[-1]].add(key)
            self.shown.setdefault(key, surface)

    def _common(self, word: str) -> bool:
        """A common noun or one's plural ("Braves", "Nets", "Marches"; not "Lathom" as "lath")."""
        forms = {word, word[:-1]} if word.endswith("s") else {word}
        return bool((forms | ({word[:-2]} if word.endswith("es") else set())) & self.nouns)

    def full(self, word: str, skip: Collection[str] = ()) -> tuple[str, str] | None:
        """The (key, surface) of the one person ``word`` names, unless it is in ``skip`` (the
        words of a page's title that names its subject: "Hosterman" on the page "Hosterman, West
        Virginia" is the town, not Theodore G. Hosterman it was named after; a headline, "Cairns
        calls time after 382 games", names no page subject)."""
        keys = self.by_word.get(word, set())
        if len(keys) != 1 or word in skip:
            return None
        key = next(iter(keys))
        return key, self.shown[key]

    def read(self, named: Sequence[tuple[int, int, str, str]], title: str) -> list[tuple[str, str]]:
        """A passage's mentions ((start, end, kind, surface), in order) as (key, surface): the
        full names it gives are added first, then each short name is its person ("reports to
        Marguerite", "Mr Dunmore said"). ``title``: the passage's page title."""
        for _, _, kind, surface in named:
            if kind != "TITLE":
                self.add(name_key(surface), surface)
        page = title_key(title).split()  # a page named for one thing, not a headline
        skip = set(page) if len(page) <= TITLE_NAME_WORDS else set()
        titled = self.titled if not skip else {}
        # other full names in the title ("Obituary of Tobias Wren the elder" beside "Abel Wren")
        runs = [words for m in TITLE_NAME_RUN.finditer(title) if len(words := bare(name_key(m.group()))) > 1]
        out = []
        for _, _, kind, surface in named:
            key = name_key(surface)
            full = self._short(key, kind, skip, titled, runs) if kind not in ("TITLE", "CODE") else None
            out.append(full or (key, surface))
        return out

    def _short(
        self, key: str, kind: str, skip: set[str], titled: dict[str, tuple[str, str, str]], runs: list[list[str]]
    ) -> tuple[str, str] | None:
        """The person a one-word name (after any honorific) stands for: the one the page's title
        names (``title_people``), if the mention is a person's and no honorific disagrees ("Mr
        Cotterell" in the obituary of "Mrs Edith Cotterell" is her husband); else the one person
        the document has given in full, unless the title has another full name with that word."""
        plain = bare(key)
        if len(plain) != 1:
            return None
        word = plain[0]
        honorific = key.split()[0] if len(key.split()) > 1 else ""  # "Mr Pike"
        page_person = titled.get(word) if kind == "NER:PERSON" or honorific else None
        if page_person is not None:
            agree = not (honorific and page_person[2]) or honorific == page_person[2]
            return page_person[:2] if agree else None
        full = self.full(word, skip)
        if full is None or any(word in run and run != bare(full[0]) for run in runs):
            return None
        return full


# a courtesy title before one word: "Mr Cotterell", "Dr Ambrose" ("Lord Fenner", "Judge Ambrose",
# "Saint Orm" are how such people are named in full)
COURTESY = HONORIFICS - {"sir", "dame", "lord", "lady", "saint", "justice", "judge"}


def _half_named(r: Relation, title_keys: AbstractSet[str], people: AbstractSet[str], tagged: AbstractSet[str]) -> bool:
    """A typed fact with a person at one end whom the document names here by one name only and
    never resolves to one full name (``KnownPeople``): a courtesy title and a surname ("Mr
    Cotterell died in 1925"), or a word the tagger calls a person (``tagged``, in the fact's
    passage) that is the given name or surname of people the document names in full, so it may be
    any of them ("Hollis retired in 1962" beside Margaret and Peter Hollis), or of one named only
    after it. Such a fact cannot be read on its own; readers judged most of them "partly".
    ``people``: the words of the document's full names. A page's own name ("Corvain") is its name."""
    if r.predicate in NOT_FACTS:  # no fact between two entities, or a defined name
        return False
    for key in (r.source, r.target):
        words = key.split()
        if is_value(key) or key in title_keys:
            continue
        if (len(words) == 2 and words[0] in COURTESY) or (key in people and key in tagged):
            return True
    return False


def _readable(
    relations: set[Relation],
    chunks: Sequence[Chunk],
    names: dict[str, DocumentNames],
    title_keys: AbstractSet[str],
    seen: dict[tuple[str, str], tuple[Counter, Counter]],
) -> list[Relation]:
    """The facts of a batch, in order, less those with a person named by one name only
    (``_half_named``): two entities such a fact joined are still named together (a co-occurrence)."""
    doc_of = {c.chunk_id: c.doc_id for c in chunks}
    people = {d: set(n.people.by_word) for d, n in names.items()}
    tagged: dict[str, set[str]] = defaultdict(set)  # chunk -> the keys the tagger called a person there
    for (chunk_id, key), (_, kinds) in seen.items():
        if kinds["PERSON"]:
            tagged[chunk_id].add(key)
    kept, together = [], set()
    for r in relations:
        if not _half_named(r, title_keys, people[doc_of[r.chunk_id]], tagged[r.chunk_id]):
            kept.append(r)
        elif not (is_value(r.source) or is_value(r.target)):
            together.add((*sorted((r.source, r.target)), r.chunk_id))  # still named together
    named = {(r.source, r.target, r.chunk_id) for r in kept if r.predicate == CO_OCCURS}
    kept += [Relation(a, b, CO_OCCURS, c) for a, b, c in sorted(together - named)]
    return sorted(kept, key=lambda r: (r.chunk_id, r.source, r.target, r.predicate))


def typed_features(
    relations: Iterable[Relation], chunks: Sequence[Chunk], parsed: dict[tuple[str, ...], tuple[float, ...]]
) -> dict[Relation, list[float]]:
    """``trust.fact_features`` of each typed fact; ``parsed``: (chunk, source, target, predicate)
    -> how the parse read it (``facts.parse_features``; none for a table row)."""
    title_of = {c.chunk_id: c.title for c in chunks}
    return {
        r: fact_features(
            r.source,
            r.target,
            r.predicate,
            r.phrase,
            r.sentence,
            title_of[r.chunk_id],
            parsed.get((r.chunk_id, r.source, r.target, r.predicate), NO_PARSE),
        )
        for r in relations
        if r.predicate not in NOT_FACTS
    }


TITLE_NAME_RUN = re.compile(r"[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)+")  # capitalised words in a row
# a biographical dictionary's entry opens with its subject's surname in capitals, the forenames and
# a bracket of dates or places: "HALLAM, Josiah (1839–1911), trawler owner", "MOHL, Saskia Annelie (b. 1950)"
HEADED_NAME = re.compile(r"^([A-Z][A-Z'’-]+),[ \t]+([A-Z][a-z'’-]+(?:[ \t]+[A-Z][a-z'’-]+){0,2})(?=[ \t]*\()", re.M)


def headed(text: str, start: int, end: int) -> str:
    """A mention as written, or the name an entry's heading gives in reading order ("Josiah Hallam"
    for "HALLAM, Josiah"), which is how other pages write it."""
    m = HEADED_NAME.match(text, start)
    return f"{m[2]} {m[1].title()}" if m and m.end() == end else text[start:end].strip()


def title_people(names: Iterable[tuple[str, str]]) -> dict[str, tuple[str, str, str]]:
    """Given name or surname -> (key, surface, honorific) of the person a page's title names in
    full, from the tagger's people in it with the word written before each ("Obituary of Daniel
    Pike of the Lantern Inn", "Consultant profile: Mr Marcus Harrow"): in that page "Mr Pike" is
    its subject, though its text names his father Jonas Pike too. A word two of them share stands
    for neither."""
    out: dict[str, tuple[str, str, str]] = {}
    for surface, before in names:
        key = name_key(surface)
        words = bare(key)
        if len(words) > 1 and personal_name(" ".join(words)):
            honorific = key.split()[0] if len(words) < len(key.split()) else name_key(before)
            found = (key, surface, honorific if honorific in HONORIFICS else "")
            for w in {words[0], words[-1]}:
                out[w] = found if w not in out or out[w][0] == key else ("", "", "")
    return {w: found for w, found in out.items() if found[0]}


ABBREVIATION = re.compile(r"[A-Z][A-Z&]{1,7}")  # "HCM", "PQHB", "A&E": written in capitals
ARTICLE = re.compile(r"^(?:the|The|THE)\s+")


class Abbreviations:
    """Short names in capitals a document uses for a name it gave in full: one it defined in
    brackets ('Harrowgate Capital Management Ltd ("HCM")', then "HCM breached Rule 7.3"), or
    the initials of exactly one name it gave earlier ("the Arnsby Rovers Supporters' Trust", then
    "the ARST"; stop words and company words have no initial). Kept as the document is read:
    another document's "HCM" is its own."""

    def __init__(self) -> None:
        self.defined: dict[str, str] = {}  # short key -> name key
        self.by_initials: dict[str, set[str]] = defaultdict(set)
        self.shown: dict[str, str] = {}  # name key -> how it was first written

    def add(self, key: str, surface: str) -> None:
        words = [w for w in key.split() if w not in STOP_WORDS and w not in _SUFFIXES]
        initials = "".join(w[0] for w in words)
        written = [w for w in re.findall(r"[\w'’-]+", surface) if w.lower() not in STOP_WORDS]
        # a name written as one, no short name inside it ("QB configuration", "IR reference")
        capitals = all(w[0].isupper() for w in written) and (
            all(w.isupper() for w in written) or not any(w.isupper() and len(w) > 1 for w in written)
        )
        if len(words) > 1 and initials.isalpha() and capitals:
            self.by_initials[initials].add(key)
            if key not in self.shown or self.shown[key].isupper():  # not a heading's "GOODS SAFETY INSPECTORATE"
                self.shown[key] = ARTICLE.sub("", surface)

    def define(self, short: str, key: str) -> None:
        if key in self.shown:
            self.defined[short] = key

    def full(self, written: str) -> tuple[str, str] | None:
        """The (key, surface) of the name ``written`` stands for, if it is such a short name."""
        if not ABBREVIATION.fullmatch(written):
            return None
        short = written.lower()
        key = self.defined.get(short)
        if key is None:
            keys = self.by_initials.get(short, set())
            if len(keys) != 1:
                return None
            key = next(iter(keys))
        return key, self.shown[key]

    def read(self, text: str, named: Sequence[tuple[int, int, str, str]]) -> dict[int, tuple[str, str]]:
        """The names of one passage ((start, end, kind, surface), in order) added, its bracket
        definitions noted; then the (key, surface) of each short name by its start, except the
        definition itself (that stays the short name's own mention, tied by an alias fact)."""
        spans = [(s, e, name_key(surface)) for s, e, _, surface in named]
        for (*_, key), (*_, surface) in zip(spans, named):
            self.add(key, surface)
        defining = set()
        for s, _, short, key in acronyms(text, spans):
            self.define(short, key)
            defining.add(s)
        return {s: full for s, _, _, surface in named if s not in defining and (full := self.full(surface))}


class DocumentNames:
    """What a document's short names stand for, kept as it is read: its people (``KnownPeople``)
    and its abbreviations (``Abbreviations``)."""

    def __init__(self, nouns: AbstractSet[str], titled: dict[str, tuple[str, str, str]] | None = None):
        self.people, self.abbreviations = KnownPeople(nouns, titled), Abbreviations()
        self.entry = ""  # the key of the person an entry's heading names (``HEADED_NAME``)

    def read(
        self, text: str, named: Sequence[tuple[int, int, str, str]], title: str
    ) -> list[tuple[str, str, str | None]]:
        """A passage's mentions ((start, end, kind, surface), in order) as (key, surface, short):
        the name each stands for, and for an abbreviation its own key too ("HCM" is a mention of
        Harrowgate Capital Management Ltd and of "hcm", which a question may name)."""
        short = self.abbreviations.read(text, named)
        out: list[tuple[str, str, str | None]] = []
        for (s, _, _, surface), (key, shown) in zip(named, self.people.read(named, title)):
            out.append((*short[s], name_key(surface)) if s in short else (key, shown, None))
        return out


def bare(key: str) -> list[str]:
    """The words of a name key after its leading honorifics ("mr ravi dunmore" -> ravi, dunmore)."""
    words = key.split()
    while len(words) > 1 and words[0] in HONORIFICS:
        words = words[1:]
    return words


def _lower_words(chunks: Sequence[Chunk]) -> dict[str, set[str]]:
    """Per document, the words its text writes in lower case (a batch holds whole documents)."""
    lower: dict[str, set[str]] = defaultdict(set)
    for c in chunks:
        lower[c.doc_id].update(LOWER_WORD.findall(c.text))
    return lower


def _named_in_prose(chunks: Sequence[Chunk]) -> set[str]:
    """The documents whose text writes the name their title gives (its key) as the title does,
    not only in a masthead's capitals: an article on Pellham Yard says "Pellham Yard", but
    "Staff News: ward in focus" opens "AVHT STAFF NEWS" and "Catalogue entry: ..." never says
    "catalogue entry". On the others "the exhibition", "the sitter" is no name of the page."""
    named = set()
    for c in chunks:
        key = title_key(c.title)
        if c.doc_id in named or not _usable(key):
            continue
        capitals = not any(ch.islower() for ch in title_name(c.title))  # "ACAT — service overview"
        if any(capitals or any(ch.islower() for ch in c.text[s:e]) for _, s, e in _titles_in(c.text, {key})):
            named.add(c.doc_id)
    return named


def _titles_in(text: str, keys: set[str]) -> list[tuple[str, int, int]]:
    """(key, start, end) where ``text`` writes one of these title keys; a possessive inside a
    title ("Tanner's Row") is not a word of its key ("tanner row")."""
    return longest_matches(POSSESSIVE.sub(lambda m: " " * len(m.group()), text), keys)


class Extractor:
    def __init__(self, nlp: Any, batch_size: int = 64):
        self.nlp = nlp
        self.batch_size = batch_size
        self.nouns = english_nouns(nlp)
        self.verbs = english_verbs(nlp)
        self.words = english_words(nlp)
        self.trust = load_trust()  # which typed facts to keep (``trust.py``)
        self.keep_features = False  # keep ``features`` of the last batch's typed facts (scripts/train_trust)
        self.features: dict[Relation, list[float]] = {}

    def _spans(self, doc: Any, text: str, titles: set[str]) -> list[tuple[int, int, str]]:
        """(start, end, kind) of every mention, overlaps resolved: longest, then by PRIORITY."""
        found = [(m.start(), m.end(), "CODE") for m in CODE.finditer(text) if any(c.isdigit() for c in m.group())]
        found += [(m.start(), m.end(), "CODE") for m in IDENT.finditer(text)]
        for _key, s, e in _titles_in(text, titles):
            if any(c.isupper() or c.isdigit() for c in text[s:e]):  # "Music" the title, not "music"
                found.append((s, e, "TITLE"))
        found += [(s, e, kind) for ent in doc.ents if ent.label_ not in SKIP_LABELS for s, e, kind in _pieces(ent)]
        # proper-noun runs, except inside entities left out on purpose ("10 June 2024")
        skip = {t.i for ent in doc.ents if ent.label_ in SKIP_LABELS for t in ent}
        skip |= {ent.start - 1 for ent in doc.ents if amount_code(doc, ent)}  # "VM" in "VM 600,000"
        run: list = []
        for tok in [*doc, None]:
            proper = tok is not None and tok.pos_ == "PROPN" and tok.i not in skip
            if proper and run and tok.i == run[-1].i + 1:
                run.append(tok)
                continue
            if tok is not None and run and _joins(tok):  # "Ji-woo Hossain": one name
                run.append(tok)
                continue
            if run:
                found.append((run[0].idx, run[-1].idx + len(run[-1].text), "PROPN"))
            run = [tok] if proper and not _lead_in(tok) else []
        found.sort(key=lambda f: (f[0] - f[1], PRIORITY[f[2].split(":")[0]], f[0]))
        taken: list[tuple[int, int]] = []
        out = []
        for s, e, kind in [(m.start(), m.end(), "NER:PERSON") for m in HEADED_NAME.finditer(text)] + found:
            if any(s < te and ts < e for ts, te in taken):
                continue
            taken.append((s, e))
            out.append((s, e, kind))
        return _named_after(text, sorted(out))

    def _relations(
        self,
        chunk: Chunk,
        doc: Any,
        spans: list[tuple[int, int, str]],
        weak: set[tuple[int, int]],
        title: str,
        lower: dict[str, set[str]],
        headers: dict[str, str | None],
        prose: AbstractSet[str],
        parsed: dict[tuple[str, ...], tuple[float, ...]],
    ) -> tuple[list[Relation], list[Entity]]:
        """The chunk's facts (``sentence_relations``) with what its document tells: whether the
        title is a topic, or a name its text never uses (``prose``: the documents that do), and
        the header of an earlier chunk's table when the chunk opens with rows (``headers``:
        document -> the header line of its last table so far). How the parse read each fact goes
        into ``parsed`` by (chunk, source, target, predicate)."""
        line = headers.get(chunk.doc_id)
        tables = doc.user_data.get(TABLES, ())
        header = columns(self.nlp(line), row_cells(line, 0)) if line and tables and not tables[0][0] else []
        headers[chunk.doc_id] = last_header(chunk.text) or line
        strong = [sp for sp in sorted(spans) if sp[:2] not in weak]
        topic = topic_title(title, lower[chunk.doc_id]) or chunk.doc_id not in prose or record_title(chunk.title)
        read: dict[tuple[str, str, str], tuple[float, ...]] = {}
        found = sentence_relations(
            doc,
            strong,
            chunk.chunk_id,
            title,
            sorted(spans),
            self.nlp,
            self.nouns,
            self.verbs,
            topic,
            self.words,
            header,
            chunk.doc_id in prose or not subtitled(chunk.title),
            written_as_name(chunk.title),
            read,
        )
        parsed.update({(chunk.chunk_id, *k): v for k, v in read.items()})
        return found

    def _document_names(self, title: str, opening: str) -> DocumentNames:
        """What a document's short names stand for, beginning with the people its title names, or
        the heading its text opens with names (an entry "HALLAM, Josiah (1839–1911), ...": there
        "Hallam" is Josiah Hallam, though the entry names his father Noah Hallam too)."""
        ents = [e for e in self.nlp(title).ents if e.label_ == "PERSON"]
        people = [(e.text, e.doc[e.start - 1].text if e.start else "") for e in ents]
        entry = HEADED_NAME.match(opening)
        heading = [headed(opening, 0, entry.end())] if entry else []
        names = DocumentNames(self.nouns, title_people(people + [(name, "") for name in heading]))
        names.entry = name_key(heading[0]) if heading else ""
        return names

    def extract(self, chunks: Sequence[Chunk], titles: Iterable[str] = ()) -> Extraction:
        """Entities (resolved across the batch), mentions and relations of ``chunks``.

        ``titles`` are the name keys of document titles known to the index, matched in text."""
        title_keys = {k for k in titles if _usable(k)}
        surfaces: dict[str, Counter] = defaultdict(Counter)
        types: dict[str, Counter] = defaultdict(Counter)
        seen: dict[tuple[str, str], tuple[Counter, Counter]] = {}  # (chunk, key) -> its names, kinds

        def mention(chunk_id: str, key: str, surface: str, kind: str) -> None:
            surfaces[key][surface] += 1
            types[key][kind] += 1
            names, kinds = seen.setdefault((chunk_id, key), (Counter(), Counter()))
            names[surface] += 1
            kinds[kind] += 1

        relations: set[Relation] = set()
        parsed: dict[tuple[str, ...], tuple[float, ...]] = {}  # how the parse read each fact
        values: dict[str, Entity] = {}
        names: dict[str, DocumentNames] = {}  # document -> what its short names so far stand for
        lower = _lower_words(chunks)
        prose = _named_in_prose(chunks)
        headers: dict[str, str | None] = {}  # document -> the header line of its last table so far
        for chunk, doc in zip(chunks, parse_prepared(self.nlp, [c.text for c in chunks], self.batch_size)):
            title = key if _usable(key := title_key(chunk.title)) else ""
            if title:
                mention(chunk.chunk_id, title, chunk.title, "TITLE")
            spans = []
            weak = set()  # one capitalised word only the tagger called a name ("President", "Court")
            named = [(s, e, kind, headed(chunk.text, s, e)) for s, e, kind in self._spans(doc, chunk.text, title_keys)]
            if chunk.doc_id not in names:  # a batch holds whole documents
                names[chunk.doc_id] = self._document_names(chunk.title, chunk.text)
            known = names[chunk.doc_id]  # an entry's heading names its subject ("Josiah Hallam")
            for (s, e, kind, written), (key, surface, short) in zip(named, known.read(chunk.text, named, chunk.title)):
                if not _usable(name_key(written)):
                    continue
                if short:  # "HCM" after 'Harrowgate Capital Management Ltd ("HCM")': a mention of both
                    mention(chunk.chunk_id, short, written, kind.split(":")[-1])
                mention(chunk.chunk_id, key, _with_article(doc, s, e, surface, written), kind.split(":")[-1])
                spans.append((s, e, key))
                if " " not in key and _weak(doc, kind, s, e):
                    weak.add((s, e))
            for s, e, short, _name in acronyms(chunk.text, spans):  # 'Harlow Vance Capital AG ("HVC")'
                if not any(s < se and ss < e for ss, se, _ in spans):
                    mention(chunk.chunk_id, short, chunk.text[s:e], "ACRONYM")
                    spans.append((s, e, short))
            found, vals = self._relations(chunk, doc, spans, weak, known.entry or title, lower, headers, prose, parsed)
            relations.update(found)
            values.update({v.entity_id: v for v in vals if v.entity_id not in values})
        entities = [_entity(key, names, types[key]) for key, names in surfaces.items()]
        entities += [v for k, v in values.items() if k not in surfaces]
        mentions = [
            Mention(chunk_id, key, tuple(sorted(names.items())), tuple(sorted(kinds.items())))
            for (chunk_id, key), (names, kinds) in seen.items()
        ]
        return Extraction(
            sorted(entities, key=lambda e: e.entity_id),
            sorted(mentions, key=lambda m: (m.chunk_id, m.entity_id)),
            self._doubting(_readable(relations, chunks, names, title_keys, seen), chunks, parsed),
        )

    def _doubting(
        self, relations: list[Relation], chunks: Sequence[Chunk], parsed: dict[tuple[str, ...], tuple[float, ...]]
    ) -> list[Relation]:
        """The relations with each typed fact the trust model does not keep marked doubted
        (``trust.py``); ``parsed``: (chunk, source, target, predicate) -> how the parse read it."""
        if self.trust is None and not self.keep_features:
            return relations
        rows = typed_features(relations, chunks, parsed)
        if self.keep_features:
            self.features = rows
        if self.trust is None:
            return relations
        doubted = {r for r, ok in zip(rows, self.trust.kept(list(rows.values()))) if not ok}
        return [replace(r, doubted=True) if r in doubted else r for r in relations]
