// Remove the record of the index named $name (a cleared index)
MATCH (r:GraphragIndex {name: $name, index_id: $index_id})
DELETE r
