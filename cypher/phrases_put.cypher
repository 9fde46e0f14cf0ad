// $rows: [{key, text, vector}] phrases of index $index_id with their vectors
UNWIND $rows AS row
MERGE (p:Phrase {index_id: $index_id, key: row.key})
SET p.text = row.text, p.vector = row.vector
