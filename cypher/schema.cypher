// Constraints and indexes the Neo4j graph store creates on first connect (all idempotent).
// Statements are separated by a semicolon at the end of a line.
CREATE CONSTRAINT document_id IF NOT EXISTS FOR (d:Document) REQUIRE d.id IS UNIQUE;
CREATE CONSTRAINT chunk_id IF NOT EXISTS FOR (c:Chunk) REQUIRE c.id IS UNIQUE;
CREATE CONSTRAINT entity_id IF NOT EXISTS FOR (e:Entity) REQUIRE e.id IS UNIQUE;
// delete_document removes the RELATED edges a document's chunks produced: find them by chunk_id
CREATE INDEX related_chunk_id IF NOT EXISTS FOR ()-[r:RELATED]-() ON (r.chunk_id);
// names and aliases for people searching the graph (db.index.fulltext.queryNodes('entity_names', ...))
CREATE FULLTEXT INDEX entity_names IF NOT EXISTS FOR (e:Entity) ON EACH [e.name, e.aliases];
