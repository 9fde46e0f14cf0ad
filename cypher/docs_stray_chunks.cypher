// Chunks of index $index_id whose document is not a stored document (no content hash)
MATCH (c:Chunk {index_id: $index_id})
OPTIONAL MATCH (d:Document {index_id: $index_id, id: c.doc_id})
WITH c, d
WHERE d IS NULL OR d.content_hash IS NULL
RETURN c.id AS id
ORDER BY id
