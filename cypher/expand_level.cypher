// One BFS level of GraphStore.expand: the neighbours of every frontier node.
// $frontier: [[id, is_chunk], ...], the Entity and Chunk nodes of index $index_id reached at the
// previous level (edges never leave an index, so their neighbours are that index's too).
// Neighbours are Entity and Chunk nodes over MENTIONS and RELATED edges in either direction
// (Documents excluded), distinct, in ascending id order, at most $max_fanout of them.
// Python orders strings by code point; Neo4j does too for stored strings (5.26) but orders
// computed ones by UTF-16 code unit. The two orders differ only where an id holds a character at
// or above U+E000 ($wide): for such a node the whole list comes back and the caller cuts it.
UNWIND $frontier AS f
OPTIONAL MATCH (e:Entity {index_id: $index_id, id: f[0]}) WHERE NOT f[1]
OPTIONAL MATCH (c:Chunk {index_id: $index_id, id: f[0]}) WHERE f[1]
WITH coalesce(e, c) AS n
WHERE n IS NOT NULL
MATCH (n)-[:MENTIONS|RELATED]-(m)
WHERE m:Entity OR m:Chunk
WITH DISTINCT n, m
ORDER BY m.id
WITH n, collect(m) AS near
WITH n, near,
     $max_fanout >= 0 AND size(near) > $max_fanout AND none(x IN near WHERE x.id =~ $wide) AS cut
RETURN n.id AS id, n:Chunk AS is_chunk, n.name AS name,
       [x IN CASE WHEN cut THEN near[..$max_fanout] ELSE near END | [x.id, x:Chunk, x.name]] AS near
