// A document's graph: its chunks, the entities they mention, and the RELATED edges extracted
// from those chunks. Best viewed as a graph.
//
// Set the document id first: the file's path under the folder that was ingested, or the "id"
// of a JSONL record (MATCH (d:Document) RETURN d.id, d.title lists them):
//   :param doc => 'people/beatrix-lund.md'
MATCH (d:Document {id: $doc})-[:HAS_CHUNK]->(c:Chunk)
WITH d, collect(c.id) AS chunk_ids
MATCH mention = (d)-[:HAS_CHUNK]->(:Chunk)-[:MENTIONS]->(:Entity)
WITH chunk_ids, collect(mention) AS mentions
OPTIONAL MATCH relation = (:Entity)-[r:RELATED]->(:Entity)
WHERE r.chunk_id IN chunk_ids
RETURN mentions, collect(relation)[..150] AS relations
