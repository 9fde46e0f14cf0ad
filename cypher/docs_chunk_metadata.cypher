// (chunk id, its document's metadata as JSON text) of every chunk of a stored document of index $index_id
MATCH (d:Document {index_id: $index_id})-[:HAS_CHUNK]->(c:Chunk)
WHERE d.content_hash IS NOT NULL
RETURN c.id AS id, d.metadata AS metadata
