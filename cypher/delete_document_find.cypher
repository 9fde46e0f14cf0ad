// The chunks of document $doc_id of index $index_id and the entities they mention (empty lists: no such document)
MATCH (d:Document {index_id: $index_id, id: $doc_id})
OPTIONAL MATCH (d)-[:HAS_CHUNK]->(c:Chunk)
OPTIONAL MATCH (c)-[:MENTIONS]->(e:Entity)
RETURN collect(DISTINCT c.id) AS chunk_ids, collect(DISTINCT e.id) AS entity_ids
