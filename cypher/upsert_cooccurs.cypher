// $rows: [{source, target, chunk_ids}] of index $index_id, source < target; $co: the co-occurrence predicate.
// One weak RELATED edge per entity pair: chunk_ids is the sorted union of the chunks naming both
// (an insertion sort, as in upsert_entities), chunk_id the first of them, count their number.
UNWIND $rows AS row
MATCH (s:Entity {index_id: $index_id, id: row.source})
MATCH (t:Entity {index_id: $index_id, id: row.target})
MERGE (s)-[r:RELATED {predicate: $co}]->(t)
SET r.chunk_ids = reduce(acc = [], c IN coalesce(r.chunk_ids, []) + row.chunk_ids |
                         [x IN acc WHERE x < c] + [c] + [x IN acc WHERE x > c]),
    r.phrase = '', r.index_id = $index_id, r.shown = $co
SET r.chunk_id = r.chunk_ids[0], r.count = size(r.chunk_ids)
