// The shortest path between two entities over the edges graph retrieval walks: MENTIONS
// (entity - chunk) and RELATED (entity - entity), in either direction, at most 8 edges.
// The chunks on the path are the passages that link the two.
//
// Set both names (or aliases; case does not matter) first:
//   :param source => 'Beatrix Lund'
//   :param target => 'Tallyhook'
MATCH (a:Entity)
WHERE toLower(a.name) = toLower($source) OR any(x IN a.aliases WHERE toLower(x) = toLower($source))
MATCH (b:Entity)
WHERE (toLower(b.name) = toLower($target) OR any(x IN b.aliases WHERE toLower(x) = toLower($target)))
  AND b <> a
MATCH p = shortestPath((a)-[:MENTIONS|RELATED*..8]-(b))
RETURN p
LIMIT 1
