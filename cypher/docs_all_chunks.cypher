// Every chunk of index $index_id, in document and position order
MATCH (c:Chunk {index_id: $index_id})
RETURN c.id AS id, c.doc_id AS doc_id, c.position AS position, c.text AS text, coalesce(c.title, '') AS title
ORDER BY doc_id, position
