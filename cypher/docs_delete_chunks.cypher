// $rows: [{id}] chunk nodes of index $index_id, deleted with their edges
UNWIND $rows AS row
MATCH (c:Chunk {index_id: $index_id, id: row.id})
DETACH DELETE c
