// $rows: [{id, title, source}] of index $index_id
UNWIND $rows AS row
MERGE (d:Document {index_id: $index_id, id: row.id})
SET d.title = row.title, d.source = row.source
