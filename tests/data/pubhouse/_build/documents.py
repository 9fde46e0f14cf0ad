"""All 60 documents of the Tarsland book-trade collection."""
from docs_a import DOCS_A
from docs_b import DOCS_B
from docs_c import DOCS_C

DOCUMENTS = DOCS_A + DOCS_B + DOCS_C
