// RELATED edges extracted from the chunks $chunk_ids (uses the related_chunk_id index)
MATCH ()-[r:RELATED]->()
WHERE r.chunk_id IN $chunk_ids
DELETE r
