"""Typed relations from spaCy's dependency parse: (subject, predicate, object, chunk) facts.

For every pair of nodes in a sentence, the dependency path between them decides:
  * under a verb, one side the subject: ``(subject, verb[+prep], object)``; a passive with an agent
    turns round ("S is maintained by T" -> (T, maintain, S)); prepositions, particles, xcomp
    chains and a plain object noun join the predicate ("works under", "used to work at",
    "spent several years at");
  * copular and appositive frames: "X is the R of Y", "Y, the R of X,", "The R of X is Y",
    "X's R is Y", "The Rs of X are A, B and C" -> (the one who *is* the R, be R of, the other);
  * anything else -> one weak ``co_occurs`` fact per pair, counted.
Nodes are the entity mentions of the sentence, values (dates, numbers, object noun phrases that
name no entity: "in 2017", "as a data engineer") stored as value nodes, and references to the
document's own subject: pronouns, "the city" / "the team" (a definite noun phrase with no name
in it) and a part of the title ("Chen" in the article "Yaw Chen") resolve to the title entity.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from graphrag.models import CO_OCCURS, VALUE, Entity, Relation
from graphrag.text import STOP_WORDS, name_key

SUBJECTS = {"nsubj", "nsubjpass", "csubj", "csubjpass"}
OBJECT_DEPS = {"dobj", "attr", "pobj", "oprd", "dative", "obj", "npadvmod", "acomp"}
VALUE_LABELS = {"DATE", "TIME", "PERCENT", "MONEY", "QUANTITY", "ORDINAL", "CARDINAL"}
REFERRING = {"he", "she", "it", "they", "his", "her", "its", "their", "him", "them", "this", "these"}
SKIP_WORDS = {"det", "punct", "cc", "predet", "case"}
SAYS_WHAT = {"be", "include", "comprise", "contain"}  # "The R of X is / includes Y": Y is an R of X
MAX_PATH = 7  # longer dependency paths between two nodes say nothing reliable
MAX_NODES = 10


@dataclass
class Node:
    root: Any  # spaCy token heading the span
    key: str  # entity id (or value id)
    start: int  # token range, to keep the span's own words out of the predicate
    end: int
    value: bool = False
    top: Any = None  # where the node stands in the clause (see _climb)
    passed: frozenset = frozenset()  # classifier nouns of the name on the way up


def value_id(text: str) -> str:
    return VALUE + name_key(text)


def _classifier(tok) -> bool:
    """``tok`` names the singular common noun it modifies: "the Billing Operations team"."""
    head = tok.head
    return tok.dep_ == "compound" and head.i > tok.i and head.pos_ == "NOUN" and head.tag_ == "NN"


def _conjunct(tok) -> bool:
    """``tok`` is a later item of a list; "A, B, C and D" is often parsed B/appos (or npadvmod)
    with C, D its conjuncts."""
    if tok.dep_ == "conj":
        return True
    chain = [tok]  # "A, B, the C team and D": B/appos, C/appos of B, D/conj of C
    while chain[-1].dep_ in ("appos", "npadvmod") and len(chain) < 12:
        nxt = [c for c in chain[-1].children if c.dep_ in ("appos", "npadvmod", "conj")]
        if not nxt:
            return False
        if any(c.dep_ == "conj" for c in nxt):
            return True
        chain.append(nxt[0])
    return False


def _names_head(tok, roots: dict) -> bool:
    """``tok`` is a name, or the noun a name names ("the X team"): a list can start there."""
    return tok.i in roots or any(c.dep_ == "compound" and c.pos_ == "PROPN" for c in tok.children)


def _climb(tok, roots: dict | None = None) -> tuple[object, set[int]]:
    """A conjunct stands where its first conjunct stands: "A, B and C" are all objects; a name
    stands where the noun it names stands ("the X team, the Y team and Z"). Where a conjunct
    hangs from a word inside another name, that name's root (``roots``: token -> root) goes on.
    Returns the token reached and the classifier nouns passed (part of the name, not of a
    predicate)."""
    passed: set[int] = set()
    roots = roots or {}
    for _ in range(30):
        if tok.head.i == tok.i:
            break
        if tok.dep_ in ("nmod", "compound") and tok.head.i in roots and any(c.dep_ == "cc" for c in tok.children):
            tok = roots[tok.head.i]  # "[Drover's Court and Fennick] Exchange": two names, one role
            continue
        if not (_conjunct(tok) or _classifier(tok)):
            break
        if tok.dep_ in ("appos", "npadvmod") and not _names_head(tok.head, roots):
            break  # "the group, the X team and the Y team": an apposition to a noun, not a list
        if _classifier(tok) or tok.head.pos_ == "NOUN":  # "the X team, Y and the Z team"
            passed.add(tok.head.i)
        tok = tok.head
        root = roots.get(tok.i)
        if root is not None:
            tok = root
    return tok, passed


def _span_root(span):
    """The token the span hangs from; where the parse splits a name ("Tanner's Row and ...",
    "Pemberly/ADV Insurance/nsubj"), the one with the clause role, not a modifier."""
    outside = [t for t in span if t.head.i == t.i or not (span.start <= t.head.i < span.end)]
    if len(outside) <= 1:
        return span.root
    weak = {"poss", "compound", "nmod", "amod", "advmod", "npadvmod", "case", "punct", "det"}
    strong = [t for t in outside if t.dep_ not in weak]
    return (strong or outside)[-1]


def _ancestors(tok) -> list:
    path = [tok]
    while path[-1].head.i != path[-1].i and len(path) < 30:
        path.append(path[-1].head)
    return path


def _title_reference(tok, doc_title_key: str) -> bool:
    """A pronoun, or a bare definite noun ("the city", "the team"), as a subject or owner."""
    if not doc_title_key:
        return False
    low = tok.lower_
    if tok.pos_ == "PRON" and low in REFERRING:
        return True
    if tok.pos_ == "NOUN":  # "The city", "this team": no modifier, no name
        kids = [c for c in tok.children if c.dep_ != "case"]  # "the company's"
        return len(kids) == 1 and kids[0].dep_ == "det" and kids[0].lower_ in ("the", "this")
    return False


def _bound(tok, nodes: list[Node], title: str) -> bool:
    """A possessive pronoun on the direct object of a verb with another named subject refers to
    that subject ("Glenroe Shipping has its head office in the city", "X runs its fleet from"),
    not to the article's subject; elsewhere it may well be the article's ("The Academy stands
    on its quay" in the article about the town)."""
    if tok.dep_ != "poss" or tok.head.dep_ != "dobj":
        return False
    verb = tok.head.head
    if verb.pos_ not in ("VERB", "AUX"):
        return False
    subjects = {c.i for c in verb.children if c.dep_ in SUBJECTS}
    return any(n.key != title and (n.root.i in subjects or n.top.i in subjects) for n in nodes)


def _nodes(doc, sent, spans, title: str, value_spans) -> list[Node]:
    title_words = set(title.split())
    out: list[Node] = []
    taken: set[int] = set()
    for s, e, key in spans:
        span = doc.char_span(s, e, alignment_mode="expand")
        if span is None or not (sent.start <= span.start and span.end <= sent.end):
            continue
        words = set(key.split())
        if title and key != title and len(title_words) > 1 and words < title_words:
            key = title  # "Chen" in the article about "Yaw Chen"
        out.append(Node(_span_root(span), key, span.start, span.end))
        taken.update(range(span.start, span.end))
    _place(out)
    for tok in sent:
        if tok.i not in taken and _title_reference(tok, title) and not _bound(tok, out, title):
            out.append(Node(tok, title, tok.i, tok.i + 1))
            taken.add(tok.i)
    for span in value_spans:
        if sent.start <= span.start and span.end <= sent.end and not taken & set(range(span.start, span.end)):
            key = value_id(span.text)
            if len(key) > len(VALUE) + 1:
                out.append(Node(span.root, key, span.start, span.end, value=True))
                taken.update(range(span.start, span.end))
    return _place(out[:MAX_NODES])


def _place(nodes: list[Node]) -> list[Node]:
    roots = {i: n.root for n in nodes for i in range(n.start, n.end)}
    for n in nodes:
        top, passed = _climb(n.root, roots)
        n.top, n.passed = top, frozenset(passed)
    return nodes


def value_spans(doc) -> list:
    """Dates and numbers, and object noun phrases that hold no proper noun."""
    spans = [ent for ent in doc.ents if ent.label_ in VALUE_LABELS]
    used = {t.i for s in spans for t in s}
    for chunk in doc.noun_chunks:
        root = chunk.root
        if root.dep_ not in OBJECT_DEPS or root.pos_ in ("PRON", "PROPN") or used & {t.i for t in chunk}:
            continue
        if any(c.dep_ == "poss" or (c.dep_ == "prep" and c.lower_ == "of") for c in root.children):
            continue  # a relational noun ("a member of X", "X's manager"): the fact is the relation
        words = [t for t in chunk if t.dep_ not in ("det", "poss", "predet") and t.pos_ not in ("PRON", "DET")]
        if words and not any(t.pos_ == "PROPN" for t in words) and any(t.lower_ not in STOP_WORDS for t in words):
            spans.append(doc[words[0].i : words[-1].i + 1])
    return spans


def _phrase(tokens, skip: set[int], first=None, of: bool = False) -> tuple[str, str]:
    """(normalised predicate, phrase as written) from the path tokens and their small helpers,
    in sentence order (``first``, the copula of "The R of X is Y", leads); ``of`` ends it with
    "of" (a possessive: "Y is X's manager" -> "is manager of")."""
    keep: set[int] = set()
    for t in tokens:
        if t.i in skip:
            continue
        keep.add(t.i)
        for c in t.children:
            if c.i in skip:
                continue
            if c.dep_ in ("prt", "neg", "aux", "auxpass") and t.pos_ in ("VERB", "AUX"):
                keep.add(c.i)
            elif t.pos_ in ("VERB", "AUX") and c.dep_ in ("dobj", "attr") and c.pos_ == "NOUN":
                keep.add(c.i)
                keep.update(x.i for x in c.children if x.dep_ in ("compound", "amod") and x.i not in skip)
            elif t.pos_ == "NOUN" and c.dep_ in ("compound", "amod") and c.pos_ in ("NOUN", "ADJ"):
                keep.add(c.i)
    doc = tokens[0].doc
    order = sorted(keep, key=lambda i: (first is None or i != first.i, i))
    words = [doc[i] for i in order if doc[i].dep_ not in SKIP_WORDS and not doc[i].is_punct]
    phrase = " ".join(t.text for t in words).lower() + (" of" if of else "")
    lemmas = [t.lemma_.lower() for t in words if t.dep_ not in ("aux", "auxpass")] + (["of"] if of else [])
    lemmas = [w for i, w in enumerate(lemmas) if i == 0 or w != lemmas[i - 1]]  # "teams team"
    return "_".join(lemmas), phrase


def _is_subject(top, verb) -> bool:
    """``top`` is the verb's subject; also a name before a verb without one that the parser took
    for an adverb ("Maeve Tully used to work at ...": Tully/advmod, a known small-model slip)."""
    if top is None:
        return False
    if top.dep_ in SUBJECTS:
        return True
    return (
        top.dep_ in ("advmod", "npadvmod")
        and top.pos_ == "PROPN"
        and top.i < verb.i
        and not any(c.dep_ in SUBJECTS for c in verb.children)
    )


def _other_clause(below: list) -> bool:
    """The path enters a clause with a subject of its own ("X trained at A before she moved to
    B", "the ward that Y runs"): what is said there is said of that subject, not across."""
    ids = {t.i for t in below}
    return any(
        t.pos_ in ("VERB", "AUX") and any(c.dep_ in SUBJECTS and c.i not in ids for c in t.children) for t in below
    )


def _pair(a: Node, b: Node, names: set[int]) -> tuple[Node, Node, str, str] | None:
    """(source, target, predicate, phrase) if the path between a and b states a relation."""
    ra, rb = a.top, b.top
    a_b = {*range(a.start, a.end), *range(b.start, b.end), *a.passed, *b.passed}
    up_a, up_b = _ancestors(ra), _ancestors(rb)
    ids_b = {t.i for t in up_b}
    lca = next((t for t in up_a if t.i in ids_b), None)
    if lca is None:
        return None
    below_a = up_a[: [t.i for t in up_a].index(lca.i)]
    below_b = up_b[: [t.i for t in up_b].index(lca.i)]
    if len(below_a) + len(below_b) > MAX_PATH:
        return None
    noun_head = lca.pos_ in ("NOUN", "PROPN")
    for t in (*below_a, *below_b):
        if t.dep_ in ("appos", "conj") and min(t.i, t.head.i) < lca.i < max(t.i, t.head.i):
            return None  # an apposition or conjunct across the verb: the parse is broken there
    for below in (below_a, below_b):
        # a relative clause on the head noun is read below; deeper clauses say nothing across
        if _other_clause(below[:-1] if noun_head and below and below[-1].dep_ == "relcl" else below):
            return None
        if below and below[0].dep_ == "poss" and any(t.i in names and t.i not in a_b for t in below[1:2]):
            return None  # "X's Y" with Y a name: a fact about Y, X only owns it
        if any(t.pos_ in ("VERB", "AUX") for t in below) and any(
            t.i in names and t.i not in a_b and t.dep_ in SUBJECTS for t in below[1:]
        ):
            return None  # the path runs through a third name's clause: its fact, not theirs
    # the words of every node of the sentence stay out of predicates, except the noun that names
    # the object once ("sits on the X team" -> sit_on_team; "the X team owns Y" -> own)
    own = names - {i for i in a.passed | b.passed if i > lca.i}
    path = sorted([*below_a, lca, *below_b], key=lambda t: t.i)
    top_a = below_a[-1] if below_a else None  # the child of the common head on each side
    top_b = below_b[-1] if below_b else None
    if lca.pos_ in ("VERB", "AUX"):
        sub_a, sub_b = _is_subject(top_a, lca), _is_subject(top_b, lca)
        if sub_a == sub_b:
            return None
        subj, other, top_s, top_o = (a, b, top_a, top_b) if sub_a else (b, a, top_b, top_a)
        if subj.value:
            return None
        agent = top_o is not None and top_o.dep_ == "agent"
        nested = top_s is not None and top_s.i != subj.top.i  # the subject is a noun that holds the node: "The R of X"
        if agent and not other.value:  # passive: the agent does it ("by the X team": maintain)
            pred, phrase = _phrase(path, names)
            return other, subj, pred.removesuffix("_by"), phrase
        if (
            nested
            and top_o is not None
            and top_o.dep_ in ("attr", "dobj")
            and lca.lemma_ in SAYS_WHAT
            and not other.value
        ):
            # "X's manager is Y", "The managers of X are Y and Z": Y is the manager of X
            pred, phrase = _phrase(path, own, first=lca, of=subj.top.dep_ == "poss")
            return other, subj, pred, phrase
        pred, phrase = _phrase(path, own, of=other.top.dep_ == "poss")
        return subj, other, pred, phrase
    if lca.pos_ in ("NOUN", "PROPN") and (lca.i == a.top.i or lca.i == b.top.i):
        # "Y, the R of X": the appositive noun describes Y, the head of the whole phrase
        head, other, below_o = (a, b, below_b) if lca.i == a.top.i else (b, a, below_a)
        if below_o and below_o[-1].dep_ == "appos" and not head.value and not other.value:
            pred, phrase = _phrase(path, own)
            return head, other, pred, phrase
        if below_o and below_o[-1].dep_ == "relcl" and not head.value:
            # "X, who reports to Y", "the ward that Y runs", "the ward run by Y"
            verb, top = below_o[-1], (below_o[-2] if len(below_o) > 1 else None)
            pred, phrase = _phrase([t for t in path if t.i != lca.i], own)
            if top is not None and top.dep_ in SUBJECTS and not other.value:
                return other, head, pred, phrase
            if top is not None and top.dep_ == "agent" and not other.value:
                return other, head, pred.removesuffix("_by"), phrase
            if any(c.dep_ in SUBJECTS and c.tag_ in ("WDT", "WP") for c in verb.children):
                return head, other, pred, phrase
    return None


VERBLESS_HINT = "currently "  # an adverb before the verb the tagger took for a noun


def _reparsed(doc, sent, spans, reparse):
    """A sentence the small model parsed with no verb at its root ("A and B report to C",
    "X mentors Y": the verb tagged a noun, or hung off a name, after a run of names) parsed again
    with an adverb before a lowercase word that follows a name, which settles it as the verb.
    (doc, spans) of the first new parse with that word as its root verb, or None."""
    if reparse is None or sent.root.pos_ in ("VERB", "AUX"):
        return None
    ends = {e for _, e, _ in spans}
    cands = [
        t
        for t in sent
        if t.i > sent.start
        and t.pos_ in ("NOUN", "VERB")
        and t.text.isalpha()
        and t.text.islower()
        and doc[t.i - 1].idx + len(doc[t.i - 1].text) in ends
    ]
    for cand in cands[:3]:
        at = cand.idx - sent.start_char
        text = sent.text[:at] + VERBLESS_HINT + sent.text[at:]
        new = reparse(text)
        verb = next((t for t in new if t.idx == at + len(VERBLESS_HINT)), None)
        if verb is None or verb.dep_ != "ROOT" or verb.pos_ not in ("VERB", "AUX"):
            continue
        moved = []
        for s, e, key in spans:
            if sent.start_char <= s and e <= sent.end_char:
                s, e = s - sent.start_char, e - sent.start_char
                shift = len(VERBLESS_HINT) if s >= at else 0
                moved.append((s + shift, e + shift, key))
        return new, moved
    return None


def sentence_relations(
    doc, spans: Iterable[tuple[int, int, str]], chunk_id: str, title: str, reparse=None
) -> tuple[list[Relation], list[Entity]]:
    """Typed facts and co-occurrences (one per pair, where no typed fact joins the pair) of one
    parsed chunk, and the value nodes the facts use.

    ``spans`` are the entity mentions (char start, char end, entity id); ``title`` is the entity
    id of the chunk's document title ("" if none); ``reparse(text) -> Doc``, if given, parses a
    sentence again where the first parse found no verb."""
    spans = list(spans)
    values = value_spans(doc)
    typed: dict[tuple[str, str, str], str] = {}
    together: set[tuple[str, str]] = set()
    value_names: dict[str, str] = {}
    for sent in doc.sents:
        d, sp, vals = doc, spans, values
        again = _reparsed(doc, sent, spans, reparse)
        if again is not None:
            d, sp = again
            vals = value_spans(d)
            sent = d[:]
        nodes = _nodes(d, sent, sp, title, vals)
        stated: set[frozenset] = set()
        names = {i for n in nodes for i in range(n.start, n.end)}
        names.update(i for n in nodes for i in n.passed)
        for i, a in enumerate(nodes):
            for b in nodes[i + 1 :]:
                if a.key == b.key:
                    continue
                found = _pair(a, b, names)
                if found and found[2]:
                    src, dst, pred, phrase = found
                    typed.setdefault((src.key, dst.key, pred), phrase)
                    stated.add(frozenset((a.key, b.key)))
                    for n in (src, dst):
                        if n.value:
                            value_names[n.key] = d[n.start : n.end].text
                elif not a.value and not b.value and frozenset((a.key, b.key)) not in stated:
                    together.add((min(a.key, b.key), max(a.key, b.key)))
    relations = [Relation(s, t, p, chunk_id, phrase) for (s, t, p), phrase in typed.items()]
    typed_pairs = {frozenset((s, t)) for s, t, _ in typed}
    relations += [
        Relation(s, t, CO_OCCURS, chunk_id) for s, t in sorted(together) if frozenset((s, t)) not in typed_pairs
    ]
    entities = [Entity(k, name, "VALUE", [name]) for k, name in value_names.items()]
    return relations, entities
