// Sizes of the graph of index $index_id, one statement each (edges counted from their index's nodes)
MATCH (d:Document {index_id: $index_id}) RETURN count(d) AS documents;
MATCH (c:Chunk {index_id: $index_id}) RETURN count(c) AS chunks;
MATCH (e:Entity {index_id: $index_id}) RETURN count(e) AS entities;
MATCH (:Chunk {index_id: $index_id})-[m:MENTIONS]->() RETURN count(m) AS mentions;
MATCH (:Entity {index_id: $index_id})-[r:RELATED]->() RETURN count(r) AS relations;
