// The commit of an index kept on the servers: the next generation, its manifest, the pending
// documents left (none after a clean run), in one transaction
MATCH (r:GraphragIndex {name: $name, index_id: $index_id})
SET r.generation = r.generation + 1, r.manifest = $manifest, r.pending = $pending
RETURN r.generation AS generation
