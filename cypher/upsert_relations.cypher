// $rows: [{source, target, predicate, chunk_id}]; one RELATED edge per (source, target, predicate, chunk_id)
UNWIND $rows AS row
MATCH (s:Entity {id: row.source})
MATCH (t:Entity {id: row.target})
MERGE (s)-[:RELATED {predicate: row.predicate, chunk_id: row.chunk_id}]->(t)
