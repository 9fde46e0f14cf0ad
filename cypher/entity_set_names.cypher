// $rows: [{id, name, type, aliases}] of index $index_id: an entity's name, type and aliases as its
// mentions give them (a null type keeps the one it has)
UNWIND $rows AS row
MATCH (e:Entity {index_id: $index_id, id: row.id})
SET e.name = row.name, e.type = coalesce(row.type, e.type), e.aliases = row.aliases
