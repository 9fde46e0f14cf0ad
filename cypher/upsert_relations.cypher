// $rows: [{source, target, predicate, chunk_id, phrase, sentence, doubted, shown}] of index $index_id, typed facts only;
// one RELATED edge per (source, target, predicate, chunk_id), the predicate as written in `phrase`;
// the edge carries index_id too, so delete_document finds it by (index_id, chunk_id); `shown` is what a
// reader is shown, the Browser's caption (models.shown_predicate)
UNWIND $rows AS row
MATCH (s:Entity {index_id: $index_id, id: row.source})
MATCH (t:Entity {index_id: $index_id, id: row.target})
MERGE (s)-[r:RELATED {predicate: row.predicate, chunk_id: row.chunk_id}]->(t)
SET r.phrase = row.phrase, r.sentence = row.sentence, r.count = 1, r.index_id = $index_id,
    r.doubted = row.doubted, r.shown = row.shown
