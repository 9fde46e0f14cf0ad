// The facts stated about one entity, read as sentences: (source) -predicate-> (target).
// Set the entity's name (or one of its aliases; case does not matter) first:
//   :param name => 'Beatrix Lund'
// To see each relationship captioned by its predicate in the graph view, run once in Browser:
//   :style relationship.RELATED {caption: '{predicate}'}
// Co-occurrence edges (predicate co_occurs) are left out; their count says how many chunks name both.
MATCH (e:Entity)
WHERE toLower(e.name) = toLower($name) OR toLower($name) IN [a IN e.aliases | toLower(a)]
MATCH p = (e)-[r:RELATED]-(other:Entity)
WHERE r.predicate <> 'co_occurs'
RETURN p, startNode(r).name AS source, r.predicate AS predicate, r.phrase AS as_written,
       endNode(r).name AS target, r.chunk_id AS chunk
ORDER BY source, predicate, target
LIMIT 200
