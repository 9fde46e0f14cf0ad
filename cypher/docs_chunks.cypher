// The chunks $ids of index $index_id that exist
UNWIND $ids AS id
MATCH (c:Chunk {index_id: $index_id, id: id})
RETURN c.id AS id, c.doc_id AS doc_id, c.position AS position, c.text AS text, coalesce(c.title, '') AS title
