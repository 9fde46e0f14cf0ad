// $rows: [{id, title, source, content_hash, metadata (JSON text)}] of index $index_id. The content
// hash marks a Document node as a document of the document store (the graph writes it without one).
UNWIND $rows AS row
MERGE (d:Document {index_id: $index_id, id: row.id})
SET d.title = row.title, d.source = row.source, d.content_hash = row.content_hash, d.metadata = row.metadata
