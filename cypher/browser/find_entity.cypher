// Find entities by words of their name or aliases, with the full-text index graphrag creates
// (entity_names; Lucene syntax: quay*, "beatrix lund", drift~).
//
// Set the words first:
//   :param words => 'quay*'
CALL db.index.fulltext.queryNodes('entity_names', $words) YIELD node, score
RETURN node.name AS entity, node.type AS type, node.aliases AS aliases, node.id AS id, score
ORDER BY score DESC
LIMIT 20
