// Chunk ids that mention each entity in $ids of index $index_id (entities that do not exist give no row)
UNWIND $ids AS id
MATCH (e:Entity {index_id: $index_id, id: id})
OPTIONAL MATCH (c:Chunk)-[:MENTIONS]->(e)
RETURN e.id AS id, collect(c.id) AS chunk_ids
