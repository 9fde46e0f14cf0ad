"""One question through query understanding and the pipeline:

    conversation -> standalone query (+ blended vector)       understand/conversation.py
                    (with an LLM: its rewrite; the offline query on any error)
    -> expansion (registered expanders, in the order asked)   understand/expand.py
       LLM expansions: more queries, each retrieved and ranked, fused by RRF     probes.py
    -> retrieve -> rank (graph stage, rerank: skipped when the budget says so)   budget.py
    -> threshold: no hits and "no confident match" below min_score              threshold.py

A :class:`Session` holds what lasts between questions: the pipeline, the stage estimates and the
entity kinds. ``graphrag query``, ``graphrag chat`` and ``graphrag serve`` all answer through one.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import LLMError, QueryError
from ..pipeline import Candidates, QueryPipeline, RankConfig, Ranking, Result
from ..retrieve.fusion import FusionParams
from ..retrieve.linking import Link, link_entities
from ..stores.filters import Filters
from ..text import bm25_tokens
from .budget import Budget, Estimates
from .conversation import EntityKinds, Standalone, Turn, blend, standalone_text
from .expand import EXPANDERS, EXPANSIONS, ExpandContext, query_model
from .probes import LLM_EXPANSIONS, Probe, fuse_rankings, make_probes, probe_list_name
from .threshold import Verdict, confidence

CONTEXT_CHUNKS = 3  # chunks per entity spaCy reads to tell a person from a thing


@dataclass(frozen=True)
class AskOptions:
    k: int = 5
    history: tuple[Turn, ...] = ()
    expand: tuple[str, ...] = ()
    min_score: float = 0.0  # 0: no threshold
    budget_ms: float = 0.0  # 0: no budget
    filters: Filters | None = None
    config: RankConfig | None = None
    per_document: bool = False  # at most one hit per document, its best chunk


@dataclass
class Answer:
    result: Result
    standalone: Standalone
    verdict: Verdict
    expansions: dict[str, list[tuple[str, float]]] = field(default_factory=dict)  # expander -> added terms
    skipped: dict[str, str] = field(default_factory=dict)  # stage -> why (the budget, or the LLM failed)
    generated: dict[str, list[str]] = field(default_factory=dict)  # LLM expansion -> the queries it searched

    def to_json(self) -> dict[str, Any]:
        """What the CLI's --json and the API return (one shape for both)."""
        r = self.result
        return {
            "question": self.standalone.question,
            "standalone": self.standalone.text,
            "conversation": self.standalone.to_json(),
            "confident": self.verdict.confident,
            "confidence": round(self.verdict.confidence, 4),
            "min_score": self.verdict.min_score,
            "message": "" if self.verdict.confident else self.verdict.message(),
            "expansions": {name: [[t, round(w, 4)] for t, w in terms] for name, terms in self.expansions.items()},
            "skipped": dict(self.skipped),
            "generated": {name: list(texts) for name, texts in self.generated.items()},
            "hits": [h.to_json() for h in r.hits],
            "links": [{"surface": ln.surface, "entity": ln.entity.name, "how": ln.how} for ln in r.links],
            "timings": {k: round(v, 3) for k, v in r.timings.items()},
            "reranker": r.reranker,
            **({"partial": list(r.partial)} if r.partial else {}),  # retrievers left out: their store is down
        }


@dataclass
class Gathered:
    """The question's candidates and those of each LLM probe (what ranking needs)."""

    cand: Candidates
    probes: list[tuple[Probe, Candidates]] = field(default_factory=list)
    skipped: dict[str, str] = field(default_factory=dict)  # LLM expansion -> why it was skipped
    expansions: dict[str, list[tuple[str, float]]] = field(default_factory=dict)  # term expander -> added terms


class Session:
    """Query understanding over one pipeline; lives as long as the pipeline does."""

    def __init__(self, pipeline: QueryPipeline, llm: Any = None):
        self.pipeline = pipeline
        self.estimates = Estimates()
        self.kinds = EntityKinds(self._entity_texts, self._nlp)
        self._spacy: Any = None
        self._llm = llm  # an LLMClient; None: made from settings.llm on first use, if it names a URL

    @property
    def llm(self) -> Any:
        """The LLM client, or None without an endpoint configured (every feature then runs offline)."""
        if self._llm is None and self.pipeline.settings.llm.url:
            from ..llm.client import LLMClient

            self._llm = LLMClient(self.pipeline.settings.llm)
        return self._llm

    # -- helpers the conversation needs ------------------------------------------------------
    def link(self, text: str) -> list[Link]:
        p, r = self.pipeline, self.pipeline.settings.retrieval
        return link_entities(text, p.index.graph, p.entity_names, r.link_fuzzy, r.link_embedding)

    def _entity_texts(self, entity_id: str) -> list[str]:
        index = self.pipeline.index
        ids = index.graph.entity_chunks([entity_id]).get(entity_id, [])[:CONTEXT_CHUNKS]
        return [c.text for c in index.docs.chunks(ids).values()]

    def _nlp(self) -> Any:
        if self._spacy is None:
            from ..models_loader import load_spacy

            self._spacy = load_spacy(self.pipeline.settings.extraction.spacy_model)
        return self._spacy

    def standalone(self, question: str, history: Sequence[Turn]) -> Standalone:
        """The follow-up made standalone, earlier user turns resolved in order, and the vector
        blended from the last ``history_turns`` of them."""
        u = self.pipeline.settings.understand
        earlier: list[Turn] = []
        resolved_users: list[str] = []
        for turn in history:
            if turn.role == "user":
                text = standalone_text(turn.content, earlier, self.link, self.kinds).text
                resolved_users.append(text)
                earlier.append(Turn("user", text))
            else:
                earlier.append(turn)
        keep = _last_user_turns(earlier, u.history_turns)
        note = ""
        if history and self.llm is not None:
            from ..llm.tasks import standalone_question

            shown = _last_user_turns(list(history), max(u.history_turns, 1))
            try:
                text = standalone_question(self.llm, [(t.role, t.content) for t in shown], question)
                if bm25_tokens(text) != bm25_tokens(question):
                    return Standalone(question, text, "llm")
                note = "the LLM left the follow-up as it was: searched the offline standalone query"
            except LLMError as e:
                note = f"LLM rewrite failed ({e}): searched the offline standalone query"
        out = standalone_text(question, keep, self.link, self.kinds)
        out.note = note
        recent = resolved_users[::-1][: u.history_turns]
        if recent and u.history_weight > 0:
            embed = self.pipeline.embed_question
            out.vector = blend(embed(out.text), [embed(t) for t in recent], u.history_weight, u.history_decay)
            out.blended = len(recent)
        return out

    # -- the question ------------------------------------------------------------------------
    def ask(self, question: str, options: AskOptions) -> Answer:
        p = self.pipeline
        unknown = [name for name in options.expand if name not in EXPANSIONS]
        if unknown:
            raise QueryError(f"unknown expansion(s) {', '.join(unknown)}; known: {', '.join(EXPANSIONS)}")
        budget = Budget(options.budget_ms)
        timings: dict[str, float] = {}
        if p._names is None:  # the entity names for fuzzy linking load once: not the query's cost
            t = time.perf_counter()
            p.entity_names  # noqa: B018
            budget.exclude((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        cold = p._embedder is None or self._spacy is None
        standalone = self.standalone(question, options.history)
        timings["conversation"] = (time.perf_counter() - t) * 1000
        if cold and (p._embedder is not None and self._spacy is not None):  # a model loaded: not the query's cost
            budget.exclude(timings["conversation"])
        gathered = self.gather(standalone.text, options.expand, options.filters, standalone.vector, budget, timings)
        cand = gathered.cand
        budget.exclude(cand.timings.get("load", 0.0))
        config = self._within_budget(options.config or RankConfig.from_settings(p.settings.retrieval), budget)
        reranker_loaded = p._reranker is not None
        t = time.perf_counter()
        ranking = self.rank(gathered, config)
        rank_ms = (time.perf_counter() - t) * 1000
        cand.timings["rank"] = rank_ms
        if not gathered.probes:
            self._learn(config, rank_ms, reranker_loaded)
        verdict = Verdict(confidence(cand.scores["dense"]), options.min_score)
        t = time.perf_counter()
        hits = p.hits(cand, ranking, options.k, options.per_document) if verdict.confident else []
        cand.timings["resolve"] = (time.perf_counter() - t) * 1000
        timings = {**timings, **cand.timings}
        result = Result(standalone.text, hits, cand.links, timings, ranking.reranker, list(cand.partial))
        generated: dict[str, list[str]] = {}
        for probe, _ in gathered.probes:
            generated.setdefault(probe.expansion, []).append(probe.shown)
        skipped = {**budget.skipped, **gathered.skipped}
        return Answer(result, standalone, verdict, gathered.expansions, skipped, generated)

    def gather(
        self,
        text: str,
        names: Sequence[str],
        filters: Filters | None = None,
        vector: Any = None,
        budget: Budget | None = None,
        timings: dict[str, float] | None = None,
    ) -> Gathered:
        """The candidates of ``text`` after the term expansions among ``names``, and those of the
        probes the LLM expansions among them make (each skipped, with the reason, when the budget
        has no room, no LLM is configured or the LLM fails)."""
        p = self.pipeline
        linked: list[Link] = []
        terms = [n for n in names if n in EXPANDERS]
        weighted, expansions = self.expand(text, terms, budget, timings, linked)
        probes, skipped = self.probes(text, [n for n in names if n in LLM_EXPANSIONS], budget, timings)
        cand = p.retrieve(text, filters, vector, weighted, links=linked if linked else None)
        out = Gathered(cand, [], skipped, expansions)
        for probe in probes:
            probe_vector = p.embed_question(probe.embed) if probe.embed else None
            out.probes.append((probe, p.retrieve(probe.text, filters, probe_vector)))
        return out

    def probes(
        self,
        text: str,
        names: Sequence[str],
        budget: Budget | None = None,
        timings: dict[str, float] | None = None,
    ) -> tuple[list[Probe], dict[str, str]]:
        """The probes of the LLM expansions ``names`` for ``text``, and {name: why} for those skipped."""
        probes: list[Probe] = []
        skipped: dict[str, str] = {}
        for name in dict.fromkeys(names):
            if self.llm is None:
                skipped[name] = "no LLM configured (llm.url, GRAPHRAG_LLM_URL)"
                continue
            if budget is not None and not budget.allows(name, self.estimates[name]):
                continue
            t = time.perf_counter()
            try:
                probes += make_probes(self.llm, name, text, self.pipeline.settings.understand)
            except LLMError as e:
                skipped[name] = f"the LLM failed, searched without it: {e}"
            ms = (time.perf_counter() - t) * 1000
            if timings is not None:
                timings[name] = ms
            if name not in skipped:
                self.estimates.learn(name, ms)
        return probes, skipped

    def rank(self, gathered: Gathered, config: RankConfig) -> Ranking:
        """The question's ranking, fused by RRF with each probe's (ranked the same way); each
        probe's ranking is added to the candidates' lists, so a hit's reasons name it."""
        p = self.pipeline
        ranking = p.rank(gathered.cand, config)
        if not gathered.probes:
            return ranking
        rankings = [ranking]
        count: dict[str, int] = {}
        for probe, _ in gathered.probes:
            count[probe.expansion] = count.get(probe.expansion, 0) + 1
        seen: dict[str, int] = {}
        for probe, cand in gathered.probes:
            r = p.rank(cand, config)
            rankings.append(r)
            seen[probe.expansion] = seen.get(probe.expansion, 0) + 1
            name = probe_list_name(probe, count[probe.expansion], seen[probe.expansion])
            gathered.cand.lists[name] = [c for c, _ in r.order[: p.settings.retrieval.candidates]]
        return fuse_rankings(rankings, FusionParams.of(p.settings.retrieval).rrf_k)

    def expand(
        self,
        text: str,
        names: Sequence[str],
        budget: Budget | None = None,
        timings: dict[str, float] | None = None,
        linked: list[Link] | None = None,
    ) -> tuple[dict[str, float] | None, dict[str, list[tuple[str, float]]]]:
        """The weighted BM25 query after the expanders ``names`` (None: no expansion asked), and
        the terms each added; an expander the budget has no room for is skipped. Links an
        expander computed are appended to ``linked`` (retrieval then need not link again)."""
        if not names:
            return None, {}
        p = self.pipeline
        links: list[Link] | None = None

        def links_once() -> list[Link]:
            nonlocal links
            if links is None:
                links = self.link(text)
                if linked is not None:
                    linked.extend(links)
            return links

        ctx = ExpandContext(text, p.settings.understand, p.index.bm25, p.index.docs.chunks, links_once)
        query = query_model(text)
        added: dict[str, list[tuple[str, float]]] = {}
        for name in dict.fromkeys(names):
            if budget is not None and not budget.allows(name, self.estimates[name]):
                continue
            t = time.perf_counter()
            expansion = EXPANDERS[name].expand(query, ctx)
            ms = (time.perf_counter() - t) * 1000
            if timings is not None:
                timings[name] = ms
            self.estimates.learn(name, ms)
            query, added[name] = expansion.query, expansion.added
        return query, added

    def _rerank_estimate(self, config: RankConfig) -> float:
        ms = self.estimates["rerank_pair"] * config.rerank_depth if config.rerank_model else 0.0
        return ms + (self.estimates["mmr"] if config.mmr_lambda else 0.0)

    def _within_budget(self, config: RankConfig, budget: Budget) -> RankConfig:
        """The configuration without the graph stage and rerankers the budget has no room for
        (decided before ranking: the graph stage first, then reranking after it)."""
        if not budget.budget_ms or config.graph_only:
            return config
        graph = self.estimates["graph"] if config.graph != "none" else 0.0
        if graph and not budget.allows("graph", graph):
            config, graph = dataclasses.replace(config, graph="none"), 0.0
        rerank = self._rerank_estimate(config)
        if rerank and not budget.allows("rerank", graph + rerank):
            config = dataclasses.replace(config, rerank_model="", mmr_lambda=0.0)
        return config

    def _learn(self, config: RankConfig, rank_ms: float, reranker_was_loaded: bool) -> None:
        """Attribute the ranking's time: all of it to the graph stage without rerankers; with a
        cross-encoder (already loaded: its first load is not its cost), what the graph did not take."""
        reranks = bool(config.rerank_model) and not config.graph_only
        if not reranks:
            if config.graph != "none" and not config.mmr_lambda:
                self.estimates.learn("graph", rank_ms)
            return
        if reranker_was_loaded and config.rerank_depth:
            graph = self.estimates["graph"] if config.graph != "none" else 0.0
            self.estimates.learn("rerank_pair", max(rank_ms - graph, 0.0) / config.rerank_depth)


def _last_user_turns(turns: list[Turn], n: int) -> list[Turn]:
    """The turns from the n-th last user turn on (its answers included)."""
    if n <= 0:
        return []
    starts = [i for i, t in enumerate(turns) if t.role == "user"]
    return turns[starts[-n] :] if len(starts) >= n else list(turns)


def options_from_settings(settings: Any, **given: Any) -> AskOptions:
    """AskOptions with expansion, threshold and budget from the settings' ``understand`` section."""
    u = settings.understand
    expand = tuple(n.strip() for n in u.expand.split(",") if n.strip())
    return AskOptions(expand=expand, min_score=u.min_score, budget_ms=u.budget_ms, **given)
