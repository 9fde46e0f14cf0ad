// $rows: [{id, doc_id, position, text, title}] of index $index_id; links each chunk to its document
UNWIND $rows AS row
MERGE (c:Chunk {index_id: $index_id, id: row.id})
SET c.doc_id = row.doc_id, c.position = row.position, c.text = row.text, c.title = row.title
MERGE (d:Document {index_id: $index_id, id: row.doc_id})
MERGE (d)-[:HAS_CHUNK]->(c)
