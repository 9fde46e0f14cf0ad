// Up to $limit phrases of index $index_id (repeat until it returns 0)
MATCH (p:Phrase {index_id: $index_id})
WITH p LIMIT $limit
DELETE p
RETURN count(*) AS deleted
