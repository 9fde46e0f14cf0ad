// Up to $limit nodes of index $index_id and their edges (repeat until it returns 0)
MATCH (n {index_id: $index_id})
WHERE n:Document OR n:Chunk OR n:Entity
WITH n LIMIT $limit
DETACH DELETE n
RETURN count(*) AS deleted
