// Facts of index $index_id extracted from the chunks $chunk_ids ($co: the co-occurrence predicate);
// one statement each. Typed facts go (the graphrag_related_chunk index finds them); co-occurrence
// edges lose those chunks, and go when none is left.
MATCH ()-[r:RELATED]->()
WHERE r.index_id = $index_id AND r.chunk_id IN $chunk_ids AND r.predicate <> $co
DELETE r;
MATCH ()-[r:RELATED {predicate: $co}]->()
WHERE r.index_id = $index_id AND any(c IN r.chunk_ids WHERE c IN $chunk_ids)
WITH r, [c IN r.chunk_ids WHERE NOT c IN $chunk_ids] AS rest
SET r.chunk_ids = rest, r.chunk_id = rest[0], r.count = size(rest);
MATCH ()-[r:RELATED {predicate: $co}]->()
WHERE r.index_id = $index_id AND size(r.chunk_ids) = 0
DELETE r;
