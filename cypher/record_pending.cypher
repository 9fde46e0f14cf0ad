// Name the documents a writer is about to send (doc id -> the content hash committed before, JSON text)
MATCH (r:GraphragIndex {name: $name, index_id: $index_id})
SET r.pending = $pending
RETURN r.generation AS generation
