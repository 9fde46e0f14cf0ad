// The record of the index named $name, made with id $new_id and nothing committed if there is none
MERGE (r:GraphragIndex {name: $name})
ON CREATE SET r.index_id = $new_id, r.generation = 0, r.manifest = '{}', r.pending = '{}'
RETURN r.index_id AS index_id, r.generation AS generation, r.manifest AS manifest, r.pending AS pending
