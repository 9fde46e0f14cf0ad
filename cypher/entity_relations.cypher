// Every RELATED edge at the entities $ids of index $index_id, either direction, once each
// (GraphStore.entity_relations)
UNWIND $ids AS id
MATCH (e:Entity {index_id: $index_id, id: id})-[r:RELATED]-(:Entity)
WITH DISTINCT r
RETURN startNode(r).id AS source, endNode(r).id AS target, r.predicate AS predicate,
       r.chunk_id AS chunk_id, coalesce(r.phrase, '') AS phrase, coalesce(r.count, 1) AS count
