// $rows: [{source, target, predicate, chunk_id, phrase}], typed facts only;
// one RELATED edge per (source, target, predicate, chunk_id), the predicate as written in `phrase`
UNWIND $rows AS row
MATCH (s:Entity {id: row.source})
MATCH (t:Entity {id: row.target})
MERGE (s)-[r:RELATED {predicate: row.predicate, chunk_id: row.chunk_id}]->(t)
SET r.phrase = row.phrase, r.count = 1
