// Constraints for an index kept wholly on the servers (stores.docs = neo4j), created by the
// document store on first connect (all idempotent). Statements end with a semicolon at the end of a line.
// The index record: one per index name, holding the manifest, the committed generation and the pending documents.
CREATE CONSTRAINT graphrag_index_name IF NOT EXISTS FOR (r:GraphragIndex) REQUIRE r.name IS UNIQUE;
// The relation-path phrase table: one node per phrase of an index, keyed by a hash of its text.
CREATE CONSTRAINT graphrag_phrase_key IF NOT EXISTS FOR (p:Phrase) REQUIRE (p.index_id, p.key) IS UNIQUE;
