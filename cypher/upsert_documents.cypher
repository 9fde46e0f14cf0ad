// $rows: [{id, title, source}]
UNWIND $rows AS row
MERGE (d:Document {id: row.id})
SET d.title = row.title, d.source = row.source
