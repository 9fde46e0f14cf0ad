// Entities of index $index_id whose id is in $ids
UNWIND $ids AS id
MATCH (e:Entity {index_id: $index_id, id: id})
RETURN e.id AS id, e.name AS name, e.type AS type, e.aliases AS aliases
