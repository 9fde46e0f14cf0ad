// The chunks that mention an entity, document by document, as a table.
//
// Set the entity's name (or one of its aliases; case does not matter) first:
//   :param name => 'Beatrix Lund'
MATCH (e:Entity)
WHERE toLower(e.name) = toLower($name) OR any(a IN e.aliases WHERE toLower(a) = toLower($name))
MATCH (d:Document)-[:HAS_CHUNK]->(c:Chunk)-[:MENTIONS]->(e)
RETURN e.name AS entity, d.id AS document, c.position AS position, c.id AS chunk,
       left(c.text, 240) AS text
ORDER BY document, position
