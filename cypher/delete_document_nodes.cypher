// Document $doc_id of index $index_id, its chunks and every edge they have
MATCH (d:Document {index_id: $index_id, id: $doc_id})
OPTIONAL MATCH (d)-[:HAS_CHUNK]->(c:Chunk)
DETACH DELETE c, d
