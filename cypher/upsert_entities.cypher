// $rows: [{id, name, type, aliases}] of index $index_id, one row per id
// The first name and type written win; aliases are the union of every row's aliases and name,
// kept sorted and distinct (an insertion sort: each alias drops its equals and goes in between).
UNWIND $rows AS row
MERGE (e:Entity {index_id: $index_id, id: row.id})
ON CREATE SET e.name = row.name, e.type = row.type
SET e.aliases = reduce(acc = [], a IN coalesce(e.aliases, []) + row.aliases + [row.name] |
                       [x IN acc WHERE x < a] + [a] + [x IN acc WHERE x > a])
