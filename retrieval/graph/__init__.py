"""The patient knowledge graph: building it from notes, serializing its facts, traversing it and
grouping edges into temporal views. See docs/knowledge-graph.md."""
