// The keys (hashes of their text) of every phrase of index $index_id
MATCH (p:Phrase {index_id: $index_id})
RETURN p.key AS key
