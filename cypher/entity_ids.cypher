// Every entity id, for fuzzy and embedding entity linking.
MATCH (e:Entity) RETURN e.id AS id
