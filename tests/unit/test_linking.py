import zlib

import numpy as np

from graphrag.models import Chunk, Entity, Mention
from graphrag.retrieve.linking import EntityNames, link_entities
from graphrag.stores.networkx_graph import NetworkxGraphStore

NAMES = [
    "Quaymaster",
    "Margraviate of Austria",
    "Harbor Gateway",
    "Primary",
    "Alexander and the Terrible, Horrible, No Good, Very Bad Day",
]


def store():
    from graphrag.text import name_key

    s = NetworkxGraphStore()
    s.upsert_chunks([Chunk("c", "d", 0, "x", "T")])
    s.upsert_entities([Entity(name_key(n), n, "X") for n in NAMES])
    s.upsert_mentions([Mention("c", name_key(n)) for n in NAMES])
    return s


def linked(question, **kw):
    g = store()
    return [
        (ln.surface, ln.entity.name, ln.how)
        for ln in link_entities(question, g, EntityNames(g, kw.pop("embed", None)), **kw)
    ]


def test_exact_links_take_the_longest_name_whatever_its_case_and_punctuation():
    assert linked("Who owns QUAYMASTER's Harbor-gateway?") == [
        ("QUAYMASTER", "Quaymaster", "exact"),
        ("Harbor-gateway", "Harbor Gateway", "exact"),
    ]
    long = "Who wrote Alexander and the Terrible, Horrible, No Good, Very Bad Day?"
    assert linked(long)[0][1] == NAMES[-1]


def test_a_cased_question_does_not_link_lower_case_words_to_names():
    assert linked("Who is the primary contact for Quaymaster?") == [("Quaymaster", "Quaymaster", "exact")]
    assert linked("who is primary for quaymaster") == [
        ("primary", "Primary", "exact"),
        ("quaymaster", "Quaymaster", "exact"),
    ]


def test_fuzzy_links_misspelt_names_only_above_the_cutoff():
    q = "What is the capital of the Margaraviate of Austria, and who runs Quaymastr?"
    assert linked(q, fuzzy_cutoff=0.9) == [
        ("Margaraviate of Austria", "Margraviate of Austria", "fuzzy"),
        ("Quaymastr", "Quaymaster", "fuzzy"),
    ]
    assert linked(q, fuzzy_cutoff=0.0) == []
    assert linked("Who runs Quay?", fuzzy_cutoff=0.9) == []


def trigram_embed(texts):
    """A deterministic stand-in embedding: normalised character-trigram counts."""
    out = np.zeros((len(texts), 512))
    for i, t in enumerate(texts):
        t = f"  {t.lower()} "
        for j in range(len(t) - 2):
            out[i, zlib.crc32(t[j : j + 3].encode()) % 512] += 1
    return out / np.linalg.norm(out, axis=1, keepdims=True)


def test_embedding_links_what_fuzzy_matching_misses():
    q = "Where is the Harbour Gateway Station?"
    assert linked(q, fuzzy_cutoff=0.95) == []
    got = linked(q, fuzzy_cutoff=0.95, embedding_cutoff=0.6, embed=trigram_embed)
    assert got == [("Harbour Gateway Station", "Harbor Gateway", "embedding")]
