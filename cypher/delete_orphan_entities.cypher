// Entities of index $index_id among $entity_ids that no chunk mentions any more, with their edges;
// value nodes (ids starting with $value) when no fact uses them any more
UNWIND $entity_ids AS id
MATCH (e:Entity {index_id: $index_id, id: id})
WHERE CASE WHEN e.id STARTS WITH $value THEN NOT (e)-[:RELATED]-() ELSE NOT (e)<-[:MENTIONS]-(:Chunk) END
DETACH DELETE e
