"""Ingestion: load files, chunk them, extract entities and relations, write every store in batches."""
