// Entities among $entity_ids that no chunk mentions any more, with their edges
UNWIND $entity_ids AS id
MATCH (e:Entity {id: id})
WHERE NOT (e)<-[:MENTIONS]-(:Chunk)
DETACH DELETE e
