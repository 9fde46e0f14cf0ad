// The most connected entities: how many chunks mention each and how many RELATED edges it has.
// Hubs here are what the fan-out cap (max_fanout) of graph retrieval is for.
//
// No parameters.
MATCH (e:Entity)
OPTIONAL MATCH (e)<-[m:MENTIONS]-(:Chunk)
WITH e, count(m) AS chunks
OPTIONAL MATCH (e)-[r:RELATED]-(:Entity)
WITH e, chunks, count(r) AS related
RETURN e.name AS entity, e.type AS type, chunks, related, chunks + related AS degree
ORDER BY degree DESC, entity
LIMIT 25
