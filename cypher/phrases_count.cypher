MATCH (p:Phrase {index_id: $index_id}) RETURN count(p) AS phrases
