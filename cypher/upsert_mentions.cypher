// $rows: [{chunk_id, entity_id, names, name_counts, kinds, kind_counts}] of index $index_id; both
// nodes must exist already. names/kinds: how the chunk spells the entity and what it takes it for,
// with their counts (parallel lists): the entity's name, type and aliases are derived from them.
UNWIND $rows AS row
MATCH (c:Chunk {index_id: $index_id, id: row.chunk_id})
MATCH (e:Entity {index_id: $index_id, id: row.entity_id})
MERGE (c)-[m:MENTIONS]->(e)
SET m.names = row.names, m.name_counts = row.name_counts, m.kinds = row.kinds, m.kind_counts = row.kind_counts
