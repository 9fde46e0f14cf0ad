// Constraints and indexes the Neo4j graph store creates on first connect (all idempotent).
// Statements are separated by a semicolon at the end of a line.
// Every node carries the id of the graphrag index that wrote it (index_id), so several indexes
// share one database without touching each other's nodes: ids are unique per index, not per database.
// Constraints of earlier versions made ids unique across the whole database: they go.
DROP CONSTRAINT document_id IF EXISTS;
DROP CONSTRAINT chunk_id IF EXISTS;
DROP CONSTRAINT entity_id IF EXISTS;
DROP INDEX related_chunk_id IF EXISTS;
CREATE CONSTRAINT graphrag_document_key IF NOT EXISTS FOR (d:Document) REQUIRE (d.index_id, d.id) IS UNIQUE;
CREATE CONSTRAINT graphrag_chunk_key IF NOT EXISTS FOR (c:Chunk) REQUIRE (c.index_id, c.id) IS UNIQUE;
CREATE CONSTRAINT graphrag_entity_key IF NOT EXISTS FOR (e:Entity) REQUIRE (e.index_id, e.id) IS UNIQUE;
// delete_document removes the RELATED edges a document's chunks produced: find them by index and chunk_id
CREATE INDEX graphrag_related_chunk IF NOT EXISTS FOR ()-[r:RELATED]-() ON (r.index_id, r.chunk_id);
// names and aliases for people searching the graph (db.index.fulltext.queryNodes('entity_names', ...))
CREATE FULLTEXT INDEX entity_names IF NOT EXISTS FOR (e:Entity) ON EACH [e.name, e.aliases];
