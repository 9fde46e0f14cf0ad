// The phrases $keys (hashes of their text) of index $index_id, deleted
UNWIND $keys AS key
MATCH (p:Phrase {index_id: $index_id, key: key})
DELETE p
