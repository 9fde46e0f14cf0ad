"""Retrievers and the stages that combine them: entity linking, graph expansion, fusion."""
