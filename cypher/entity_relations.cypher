// Every RELATED edge at the entities $ids of index $index_id, either direction, once each; only
// those with a predicate in $predicates unless it is null (GraphStore.entity_relations)
UNWIND $ids AS id
MATCH (e:Entity {index_id: $index_id, id: id})-[r:RELATED]-(:Entity)
WHERE $predicates IS NULL OR r.predicate IN $predicates
WITH DISTINCT r
RETURN startNode(r).id AS source, endNode(r).id AS target, r.predicate AS predicate,
       r.chunk_id AS chunk_id, coalesce(r.phrase, '') AS phrase, coalesce(r.count, 1) AS count,
       coalesce(r.sentence, '') AS sentence, coalesce(r.doubted, false) AS doubted
