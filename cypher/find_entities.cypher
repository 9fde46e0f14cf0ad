// Entities whose id is in $ids
UNWIND $ids AS id
MATCH (e:Entity {id: id})
RETURN e.id AS id, e.name AS name, e.type AS type, e.aliases AS aliases
