// Value nodes ($value: their id prefix) of index $index_id that facts of the chunks $chunk_ids use
MATCH (v:Entity)-[r:RELATED]-()
WHERE r.index_id = $index_id AND r.chunk_id IN $chunk_ids AND v.id STARTS WITH $value
RETURN collect(DISTINCT v.id) AS value_ids
