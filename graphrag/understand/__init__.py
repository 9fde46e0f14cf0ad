"""Query understanding, before and around retrieval: conversations (a follow-up made standalone),
expansion (RM3 pseudo-relevance feedback, entity aliases), a confidence threshold and latency
budgets. ``ask.Session`` puts them together; each part is one small module."""
