import itertools

from graphrag.models import Document
from ingest.chunk import Chunker, chunk_id, sentence_spans, whitespace_tokens


def sentences(n, words=7):
    return " ".join(f"Sentence {i} " + " ".join(["word"] * (words - 3)) + " end." for i in range(n))


def test_short_text_stays_one_chunk():
    doc = Document("d", "T", "One short record. Two sentences.")
    chunks = Chunker(max_tokens=50, overlap=10).split(doc)
    assert len(chunks) == 1 and chunks[0].text == doc.text


def test_chunks_respect_the_token_bound_and_keep_whole_sentences():
    doc = Document("d", "T", sentences(40))
    chunker = Chunker(max_tokens=30, overlap=10)
    chunks = chunker.split(doc)
    assert len(chunks) > 5
    for c in chunks:
        assert whitespace_tokens([c.text])[0] <= 30
        assert c.text.startswith("Sentence") and c.text.endswith("end.")
    # every sentence is in some chunk, in order
    joined = " ".join(c.text for c in chunks)
    for i in range(40):
        assert f"Sentence {i} " in joined


def test_consecutive_chunks_overlap_by_whole_sentences_within_the_overlap_budget():
    doc = Document("d", "T", sentences(40))
    chunks = Chunker(max_tokens=30, overlap=10).split(doc)
    for prev, nxt in itertools.pairwise(chunks):
        prev_sents = [prev.text[s:e] for s, e in sentence_spans(prev.text)]
        next_sents = [nxt.text[s:e] for s, e in sentence_spans(nxt.text)]
        shared = [s for s in next_sents if s in prev_sents]
        assert shared == next_sents[: len(shared)] == prev_sents[len(prev_sents) - len(shared) :]
        assert 0 < sum(whitespace_tokens(shared)) <= 10


def test_zero_overlap_partitions_the_text():
    doc = Document("d", "T", sentences(12))
    chunks = Chunker(max_tokens=20, overlap=0).split(doc)
    assert " ".join(c.text for c in chunks) == doc.text


def test_overlong_sentence_is_cut_at_word_boundaries():
    doc = Document("d", "T", " ".join(f"w{i}" for i in range(95)) + ".")
    chunks = Chunker(max_tokens=20, overlap=5).split(doc)
    assert all(whitespace_tokens([c.text])[0] <= 20 for c in chunks)
    assert chunks[0].text.split()[0] == "w0" and chunks[-1].text.endswith("w94.")


def test_sentence_splitter_knows_abbreviations_headings_and_lists():
    text = "# Heading\n\nDr. Okafor met Mr. Venn at 9 a.m. today. Done!\n- item one\n- item two"
    assert [text[s:e] for s, e in sentence_spans(text)] == [
        "# Heading",
        "Dr. Okafor met Mr. Venn at 9 a.m. today.",
        "Done!",
        "- item one",
        "- item two",
    ]


def test_chunk_ids_are_deterministic_and_content_addressed():
    doc = Document("d", "T", sentences(20))
    a = Chunker(max_tokens=30, overlap=10).split(doc)
    b = Chunker(max_tokens=30, overlap=10).split(doc)
    assert [c.chunk_id for c in a] == [c.chunk_id for c in b]
    assert len({c.chunk_id for c in a}) == len(a)
    assert chunk_id("d", 0, "x") != chunk_id("e", 0, "x") != chunk_id("d", 0, "y")


def test_a_document_over_the_chunk_limit_raises_naming_the_limit():
    import pytest

    from ingest.chunk import ChunkLimitError

    doc = Document("d", "T", sentences(40))
    n = len(Chunker(max_tokens=30, overlap=10).split(doc))
    assert len(Chunker(max_tokens=30, overlap=10, max_chunks=n).split(doc)) == n  # at the limit: fine
    with pytest.raises(ChunkLimitError, match=f"more than {n - 1} chunks"):
        Chunker(max_tokens=30, overlap=10, max_chunks=n - 1).split(doc)


def test_abbreviations_far_back_in_a_sentence_do_not_matter():
    # the abbreviation check looks only at the characters before a stop, not the whole sentence
    text = "Dr. Okafor met " + "many people " * 50 + "today. Next sentence."
    assert [text[s:e] for s, e in sentence_spans(text)] == [text[: -len(" Next sentence.")], "Next sentence."]


def test_closing_quotes_and_brackets_stay_with_their_sentence():
    # the closer after the stop was once part of the gap between sentences, and lost
    text = 'Ada said "Stop." Then she left. (It rained!) Ben stayed?] '
    spans = sentence_spans(text)
    assert [text[s:e] for s, e in spans] == ['Ada said "Stop."', "Then she left.", "(It rained!)", "Ben stayed?]"]
    chunks = Chunker(max_tokens=2, overlap=0).split(Document("d", "T", text))
    assert "".join(c.text for c in chunks).count('"') == 2 and chunks[-1].text.endswith("?]")
