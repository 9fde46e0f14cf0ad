// Up to $limit graphrag nodes and their edges (repeat until it returns 0); tests only
MATCH (n)
WHERE n:Document OR n:Chunk OR n:Entity
WITH n LIMIT $limit
DETACH DELETE n
RETURN count(*) AS deleted
