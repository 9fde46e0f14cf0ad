// Sizes of the graph, one statement each (Neo4j answers them from its count store)
MATCH (d:Document) RETURN count(d) AS documents;
MATCH (c:Chunk) RETURN count(c) AS chunks;
MATCH (e:Entity) RETURN count(e) AS entities;
MATCH ()-[m:MENTIONS]->() RETURN count(m) AS mentions;
MATCH ()-[r:RELATED]->() RETURN count(r) AS relations;
