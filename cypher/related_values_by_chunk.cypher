// Value nodes ($value: their id prefix) that facts of the chunks $chunk_ids use
MATCH (v:Entity)-[r:RELATED]-()
WHERE r.chunk_id IN $chunk_ids AND v.id STARTS WITH $value
RETURN collect(DISTINCT v.id) AS value_ids
