// Every document of the document store of index $index_id (Document nodes with a content hash)
MATCH (d:Document {index_id: $index_id})
WHERE d.content_hash IS NOT NULL
RETURN d.id AS id, d.title AS title, coalesce(d.source, '') AS source, d.content_hash AS content_hash
ORDER BY id
