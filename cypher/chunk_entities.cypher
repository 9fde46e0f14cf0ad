// Entity ids each chunk in $ids of index $index_id mentions (chunks that do not exist give no row)
UNWIND $ids AS id
MATCH (c:Chunk {index_id: $index_id, id: id})
OPTIONAL MATCH (c)-[:MENTIONS]->(e:Entity)
RETURN c.id AS id, collect(e.id) AS entity_ids
