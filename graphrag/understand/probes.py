"""Expansions by an LLM: more queries retrieved beside the question, fused with it by RRF.

    multi-query  n phrasings of the question (llm.tasks.phrasings), each retrieved
    hyde         a hypothetical passage answering it: its embedding is searched (BM25 and entity
                 linking keep the question's words)
    step-back    a broader question about the background it depends on, retrieved beside it

Each probe is retrieved and ranked like the question (the same configuration: fusion, graph
stage, rerankers), and the rankings are fused by reciprocal rank (``retrieval.rrf_k``), the
question's own ranking counting as one list among them. Whatever fails (no LLM configured, the
endpoint down, an invalid answer) skips that expansion with the reason; the question's own
ranking is always there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..config import UnderstandSettings
from ..llm import tasks
from ..llm.client import LLMClient
from ..retrieve.context import Ranking
from ..retrieve.fusion import rrf

LLM_EXPANSIONS = ("multi-query", "hyde", "step-back")


@dataclass(frozen=True)
class Probe:
    expansion: str  # the LLM_EXPANSIONS name that made it
    text: str  # searched by BM25 and entity linking
    embed: str = ""  # embedded for the dense search instead of ``text`` (HyDE's passage)

    @property
    def shown(self) -> str:
        return self.embed or self.text


def make_probes(client: LLMClient, name: str, question: str, settings: UnderstandSettings) -> list[Probe]:
    """The probes of expansion ``name`` for ``question``; raises LLMError to skip it."""
    if name == "multi-query":
        return [Probe(name, q) for q in tasks.phrasings(client, question, settings.multi_queries)]
    if name == "hyde":
        return [Probe(name, question, tasks.hypothetical_passage(client, question))]
    if name == "step-back":
        return [Probe(name, tasks.broader_question(client, question))]
    raise ValueError(f"no LLM expansion named {name!r}; known: {', '.join(LLM_EXPANSIONS)}")


def fuse_rankings(rankings: Sequence[Ranking], k: int) -> Ranking:
    """One ranking from the question's (first) and the probes': RRF over their orders; each
    chunk keeps the graph evidence of the first ranking that has some for it."""
    if len(rankings) == 1:
        return rankings[0]
    fused = rrf({str(i): [c for c, _ in r.order] for i, r in enumerate(rankings)}, k)
    evidence = {}
    for r in reversed(rankings):  # the question's own evidence wins
        evidence.update(r.evidence)
    first = rankings[0]
    return Ranking(fused, evidence, first.graph_list, first.relpath_list, first.reranker)


def probe_list_name(probe: Probe, same: int, index: int) -> str:
    """The name a probe's list has in a hit's reasons: "hyde", "multi-query 2"."""
    return probe.expansion if same == 1 else f"{probe.expansion} {index}"
