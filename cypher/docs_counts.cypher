// Documents (with a content hash) and chunks of index $index_id
CALL () { MATCH (d:Document {index_id: $index_id}) WHERE d.content_hash IS NOT NULL RETURN count(d) AS documents }
CALL () { MATCH (c:Chunk {index_id: $index_id}) RETURN count(c) AS chunks }
RETURN documents, chunks
