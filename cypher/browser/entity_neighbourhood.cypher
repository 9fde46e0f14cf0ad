// An entity's neighbourhood: the entity, the entities RELATED to it (either direction) and the
// chunks that mention it, with their documents. Best viewed as a graph; to caption each RELATED
// edge by what it states (co_occurs for names merely named together, or for a fact ingest doubted),
// run once: :style relationship.RELATED {caption: '{shown}'}
//
// Set the entity's name (or one of its aliases; case does not matter) first, in the Browser:
//   :param name => 'Quaymaster'
MATCH (e:Entity)
WHERE toLower(e.name) = toLower($name) OR any(a IN e.aliases WHERE toLower(a) = toLower($name))
WITH e LIMIT 1
OPTIONAL MATCH related = (e)-[:RELATED]-(:Entity)
WITH e, collect(related)[..40] AS related
OPTIONAL MATCH mentioned = (:Document)-[:HAS_CHUNK]->(:Chunk)-[:MENTIONS]->(e)
RETURN e, related, collect(mentioned)[..20] AS mentioned
