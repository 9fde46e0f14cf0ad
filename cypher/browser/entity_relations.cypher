// The facts stated about one entity, read as sentences: (source) -predicate-> (target).
// Set the entity's name (or one of its aliases; case does not matter) first:
//   :param name => 'Beatrix Lund'
// To see each relationship captioned by its predicate in the graph view, run once in Browser:
//   :style relationship.RELATED {caption: '{predicate}'}
// Co-occurrence edges (predicate co_occurs) and descriptions (is_a) are left out; each fact comes
// with the sentence that states it (the same facts as `graphrag entity NAME`).
MATCH (e:Entity)
WHERE toLower(e.name) = toLower($name) OR toLower($name) IN [a IN e.aliases | toLower(a)]
MATCH p = (e)-[r:RELATED]-(other:Entity)
WHERE NOT r.predicate IN ['co_occurs', 'is_a']
RETURN p, startNode(r).name AS source, replace(r.predicate, '_', ' ') AS predicate,
       endNode(r).name AS target, r.sentence AS sentence, r.chunk_id AS chunk
ORDER BY source, predicate, target
LIMIT 200
