// Every entity id of index $index_id, for fuzzy and embedding entity linking.
MATCH (e:Entity {index_id: $index_id}) RETURN e.id AS id
