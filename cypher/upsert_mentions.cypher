// $rows: [{chunk_id, entity_id}] of index $index_id; both nodes must exist already
UNWIND $rows AS row
MATCH (c:Chunk {index_id: $index_id, id: row.chunk_id})
MATCH (e:Entity {index_id: $index_id, id: row.entity_id})
MERGE (c)-[:MENTIONS]->(e)
