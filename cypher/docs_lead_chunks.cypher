// (title, chunk id) of the first chunk of every document of index $index_id
MATCH (c:Chunk {index_id: $index_id})
WHERE c.position = 0
RETURN coalesce(c.title, '') AS title, c.id AS id
ORDER BY id
