// The facts stated about one entity, read as sentences: (source) -predicate-> (target).
// Set the entity's name (or one of its aliases; case does not matter) first:
//   :param name => 'Beatrix Lund'
// To see each relationship captioned by its predicate in the graph view, run once in Browser:
//   :style relationship.RELATED {caption: '{shown}'}
// (`shown` is the predicate, or co_occurs for a fact ingest doubted: what `graphrag entity` shows)
// Co-occurrence edges (predicate co_occurs), descriptions (is_a) and facts ingest doubted (doubted:
// true, ingest/trust.py; they stay in the graph as links the walk follows) are left out; each fact comes
// with the sentence that states it (the same facts as `graphrag entity NAME`). As there, a full
// name written with and without a courtesy title ("Dr Ada Pell", "Ada Pell") is one person; "Mrs"
// and "Lady" are left apart (the titles are graphrag/text.py's HONORIFICS but those two). A short
// name the text defines for the entity ("HVC" for Harlow Vance Capital AG) brings its facts too.
MATCH (e:Entity)
WHERE toLower(e.name) = toLower($name) OR toLower($name) IN [a IN e.aliases | toLower(a)]
WITH e, split(e.id, ' ') AS words,
     ['mr', 'ms', 'miss', 'mx', 'dr', 'sir', 'dame', 'lord', 'professor', 'prof', 'justice', 'judge',
      'saint', 'cllr', 'councillor', 'rev', 'revd'] AS titles
WITH e, titles, CASE WHEN size(words) > 2 AND words[0] IN titles
                     THEN substring(e.id, size(words[0]) + 1) ELSE e.id END AS bare
WITH e, CASE WHEN size(split(bare, ' ')) > 1 AND NOT split(bare, ' ')[0] IN titles
             THEN [bare] + [t IN titles | t + ' ' + bare] ELSE [] END AS ids
OPTIONAL MATCH (twin:Entity {index_id: e.index_id})
WHERE twin.id IN ids AND twin <> e
WITH e, collect(twin) AS twins
OPTIONAL MATCH (e)-[:RELATED {predicate: 'alias_of'}]-(short:Entity)
WITH e, twins, collect(short) AS shorts
UNWIND [e] + twins + shorts AS one
WITH collect(DISTINCT one) AS people
UNWIND people AS same
MATCH p = (same)-[r:RELATED]-(other:Entity)
WHERE NOT r.predicate IN ['co_occurs', 'is_a'] AND NOT coalesce(r.doubted, false) AND NOT other IN people
RETURN p, startNode(r).name AS source, replace(r.predicate, '_', ' ') AS predicate,
       endNode(r).name AS target, r.sentence AS sentence, r.chunk_id AS chunk
ORDER BY source, predicate, target
LIMIT 200
