// The record of the index named $name, if any
MATCH (r:GraphragIndex {name: $name})
RETURN r.index_id AS index_id, r.generation AS generation, r.manifest AS manifest, r.pending AS pending
