// For each of $entity_ids of index $index_id still there: its mentions' names and kinds with counts
UNWIND $entity_ids AS id
MATCH (e:Entity {index_id: $index_id, id: id})
OPTIONAL MATCH (c:Chunk)-[m:MENTIONS]->(e)
RETURN id, collect([m.names, m.name_counts, m.kinds, m.kind_counts]) AS seen
