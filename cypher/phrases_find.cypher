// The stored vectors of the phrases $keys (hashes of their text) of index $index_id
UNWIND $keys AS key
MATCH (p:Phrase {index_id: $index_id, key: key})
RETURN p.text AS text, p.vector AS vector
