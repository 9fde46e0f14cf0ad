// $rows: [{id, doc_id, position, text, title}]; links each chunk to its document
UNWIND $rows AS row
MERGE (c:Chunk {id: row.id})
SET c.doc_id = row.doc_id, c.position = row.position, c.text = row.text, c.title = row.title
MERGE (d:Document {id: row.doc_id})
MERGE (d)-[:HAS_CHUNK]->(c)
