"""Bounded bidirectional BFS over one patient's graph and the OMOP vocabulary (paper 000 App. C.2).

``traverse(patient_id=…, seeds=[concept ids], hops=2)`` walks from the seed concepts along

* vocabulary relationships (``ConceptRelationship``; 'Is a' and 'Maps to' by default), in both
  directions, so a question about heart failure reaches the patient's congestive heart failure;
* the patient's concept → concept edges (``treated_with``, ``evaluated_by``, ``associated_with``),
  in both directions, read from their de-duplicated form ``KGConceptLink``;

and returns the patient's edges about every concept reached: an edge about a seed is 1 hop away,
an edge about a concept one step from a seed is 2 hops away, and so on (at most 3). Edges with
temporal confidence c < ``min_confidence`` (0.3) are pruned, during the walk and in the answer.
Each edge is scored (App. C.2, Eq. 3)::

    score(e) = c(e) + 0.2·[type(e) ∈ Q_rel] + 0.1·[τa(e) = Current]

where Q_rel is the set of predicates the caller calls relevant to the question.

The walk is one recursive CTE, run by the database. Its frontier is bounded: at most
``max_frontier`` walk rows (paths) are expanded, taken breadth-first, so a hub concept with
thousands of vocabulary neighbours cannot make 3 hops explode; ``TraversalResult.truncated``
says when the bound cut the walk. PostgreSQL expands each step with a ``LATERAL`` union and
stops the recursion through a ``LIMIT`` on the CTE scan (it evaluates a recursive CTE only as
far as it is read); SQLite, which has no ``LATERAL`` but allows several recursive SELECTs and a
``LIMIT`` inside the CTE, expands each kind of step in its own recursive SELECT. Both walk the
same graph in the same breadth-first order. A concept already on a path is not revisited. The
remaining differences (arrays versus IN lists, planner hints, how facts are de-duplicated, and
prepared statements with a generic plan on PostgreSQL) are explained where the SQL is built, and in
docs/knowledge-graph.md.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from django.db import connection
from django.utils.dateparse import parse_datetime

from retrieval.models import ConceptRelationship, KGConceptLink, KGEdge, KGNode, Note

#: Vocabulary relationships walked by default, each in both directions (so 'Subsumes' and
#: 'Mapped from' need not be stored).
DEFAULT_RELATIONSHIPS = ("Is a", "Maps to")
MIN_CONFIDENCE = 0.3
RELEVANT_BONUS = 0.2
CURRENT_BONUS = 0.1
MAX_HOPS = 3


class TraversalEdge(NamedTuple):
    """One patient edge reached by the walk, with its hop count and score. (A named tuple: the
    rows come straight from the database, and a result holds a couple of hundred.)"""

    edge_id: int
    predicate: str
    origin: str
    subject_concept_id: int | None
    concept_id: int
    label: str
    assertion: str
    assertion_confidence: float
    experiencer: str
    temporality: str
    allen_relation: str
    temporal_confidence: float
    event_date: dt.datetime | None
    valid_from: dt.datetime | None
    valid_to: dt.datetime | None
    doc_date: dt.datetime | None
    hadm_id: int | None
    note_id: str | None
    mention_text: str
    #: the clinical status the sentence states (a drug held, stopped, resumed …; a problem resolved)
    status: str
    hop: int
    score: float
    #: how the edge's concept was reached: 'seed', a relationship_id or a predicate ("… (reverse)")
    via: str
    #: the concept the walk came from (None for a seed)
    reached_from: int | None


@dataclass(frozen=True)
class TraversalResult:
    edges: list[TraversalEdge]
    #: walk rows (paths) expanded; equal to ``max_frontier`` when the bound cut the walk
    walked: int
    truncated: bool

    @property
    def concept_ids(self) -> set[int]:
        return {e.concept_id for e in self.edges}


def traverse(
    *,
    patient_id: int,
    seeds: Iterable[int],
    hops: int = 2,
    relevant_predicates: Iterable[str] = (),
    relationships: Iterable[str] = DEFAULT_RELATIONSHIPS,
    min_confidence: float = MIN_CONFIDENCE,
    max_frontier: int = 500,
    max_edges: int = 200,
) -> TraversalResult:
    """Walk ``hops`` (1–3) from the ``seeds`` (concept ids) through patient ``patient_id``'s graph
    (a ``Patient`` primary key); return at most ``max_edges`` edges, best score first (ties: fewer
    hops, then edge id). A seed that appears nowhere simply contributes nothing."""
    if not 1 <= hops <= MAX_HOPS:
        raise ValueError(f"hops must be 1, 2 or 3 (got {hops})")
    if max_frontier < 1 or max_edges < 1:
        raise ValueError("max_frontier and max_edges must be positive")
    seeds = sorted({int(s) for s in seeds})
    relationships = sorted(set(relationships))
    relevant = sorted(set(relevant_predicates))
    if not seeds:
        return TraversalResult([], 0, False)
    sql, params = _query(
        vendor=connection.vendor, patient_id=patient_id, seeds=seeds, max_depth=hops - 1,
        relationships=relationships, relevant=relevant, min_confidence=min_confidence,
        max_frontier=max_frontier, max_edges=max_edges,
    )
    rows = _fetch(sql, params)
    walked = rows[0][-1] if rows else _walked(patient_id, seeds, hops, relationships, min_confidence, max_frontier)
    if connection.vendor == "postgresql":  # aware datetimes already
        edges = [TraversalEdge._make(row[:-1]) for row in rows]
    else:
        edges = [_edge(row[:-1]) for row in rows]
    return TraversalResult(edges, walked, walked >= max_frontier)


def _walked(patient_id, seeds, hops, relationships, min_confidence, max_frontier) -> int:
    """Walk size when no edge was found (the main query reports it on its rows)."""
    sql, params = _query(
        vendor=connection.vendor, patient_id=patient_id, seeds=seeds, max_depth=hops - 1,
        relationships=relationships, relevant=[], min_confidence=min_confidence, max_frontier=max_frontier,
        max_edges=1, count_only=True,
    )
    return _fetch(sql, params, one=True)[0]


_T = {
    "edge": KGEdge._meta.db_table,
    "node": KGNode._meta.db_table,
    "rel": ConceptRelationship._meta.db_table,
    "link": KGConceptLink._meta.db_table,
    "note": Note._meta.db_table,
}
_EDGE_COLUMNS = (
    "e.id, e.predicate, e.origin, e.subject_concept_id, e.concept_id, n.label, e.assertion, "
    "e.assertion_confidence, e.experiencer, e.temporality, e.allen_relation, e.temporal_confidence, "
    "e.event_date, e.valid_from, e.valid_to, e.doc_date, e.hadm_id, nt.note_id, e.mention_text, e.status"
)


def _query(*, vendor, patient_id, seeds, max_depth, relationships, relevant, min_confidence, max_frontier,
           max_edges, count_only=False) -> tuple[str, list]:
    """The traversal as one SQL statement and its parameters.

    On PostgreSQL lists travel as array parameters, so the text of the statement does not depend
    on the number of seeds and can be prepared once per connection."""
    postgres = vendor == "postgresql"

    def member(column: str, values: list) -> tuple[str, list]:
        if postgres:
            return f"{column} = ANY(CAST(%s AS TEXT[]))", [list(values)]
        return (f"{column} IN ({', '.join(['%s'] * len(values))})" if values else "1 = 0"), list(values)

    p: list = []
    if postgres:
        seed_sql = "SELECT unnest(CAST(%s AS BIGINT[])) AS concept_id"
        p.append(list(seeds))
    else:
        seed_sql = " UNION ALL ".join(["SELECT CAST(%s AS BIGINT) AS concept_id"] * len(seeds))
        p += seeds
    # path: ",id,id," — a concept already on the path is not revisited.
    anchor = (f"SELECT s.concept_id, 0, CAST('seed' AS TEXT), CAST(NULL AS BIGINT), "
              f"',' || CAST(s.concept_id AS TEXT) || ',' FROM ({seed_sql}) s")
    rel_sql, rel_params = member("r.relationship_id", relationships)
    # Each step kind: (source table, condition, next concept, label of the step, parameters).
    steps = [
        (f"{_T['rel']} r", f"r.concept_id_1 = w.concept_id AND {rel_sql} AND r.invalid_reason = ''",
         "r.concept_id_2", "CAST(r.relationship_id AS TEXT)", rel_params),
        (f"{_T['rel']} r", f"r.concept_id_2 = w.concept_id AND {rel_sql} AND r.invalid_reason = ''",
         "r.concept_id_1", "CAST(r.relationship_id AS TEXT) || ' (reverse)'", rel_params),
        (f"{_T['link']} l", "l.patient_id = %s AND l.subject_concept_id = w.concept_id AND l.temporal_confidence >= %s",
         "l.object_concept_id", "CAST(l.predicate AS TEXT)", [patient_id, min_confidence]),
        (f"{_T['link']} l", "l.patient_id = %s AND l.object_concept_id = w.concept_id AND l.temporal_confidence >= %s",
         "l.subject_concept_id", "CAST(l.predicate AS TEXT) || ' (reverse)'", [patient_id, min_confidence]),
    ]
    if postgres:
        branches = []
        for table, condition, nxt, via, params in steps:
            branches.append(f"SELECT {nxt} AS nxt, {via} AS via FROM {table} WHERE {condition}")
            p += params
        recursive = (
            "SELECT x.nxt, w.depth + 1, x.via, w.concept_id, w.path || CAST(x.nxt AS TEXT) || ',' "
            f"FROM walk w CROSS JOIN LATERAL ({' UNION ALL '.join(branches)}) x "
            "WHERE w.depth < %s AND strpos(w.path, ',' || CAST(x.nxt AS TEXT) || ',') = 0"
        )
        walk = f"walk(concept_id, depth, via, from_concept, path) AS ({anchor} UNION ALL {recursive})"
        # PostgreSQL evaluates a recursive CTE only as far as it is read: the LIMIT stops the walk.
        bounded = "bounded AS MATERIALIZED (SELECT * FROM walk LIMIT %s)"
        p += [max_depth, max_frontier]
    else:
        parts = [anchor]
        for table, condition, nxt, via, params in steps:
            parts.append(
                f"SELECT {nxt}, w.depth + 1, {via}, w.concept_id, w.path || CAST({nxt} AS TEXT) || ',' "
                # likelihood(): the walk is small; without the hint SQLite (3.38+) may build a
                # Bloom filter over the whole relationship table for every row it expands.
                f"FROM walk w, {table} WHERE {condition} AND likelihood(w.depth < %s, 0.001) "
                f"AND instr(w.path, ',' || CAST({nxt} AS TEXT) || ',') = 0"
            )
            p += params + [max_depth]
        # SQLite: a LIMIT on the recursive CTE stops the recursion once that many rows are queued.
        walk = f"walk(concept_id, depth, via, from_concept, path) AS ({' UNION ALL '.join(parts)} LIMIT %s)"
        bounded = "bounded AS (SELECT * FROM walk)"
        p.append(max_frontier)
    if count_only:
        return f"WITH RECURSIVE {walk}, {bounded} SELECT COUNT(*) FROM bounded", p

    reached = (
        "reached AS (SELECT concept_id, depth, via, from_concept, walked FROM ("
        "SELECT b.*, ROW_NUMBER() OVER (PARTITION BY b.concept_id ORDER BY b.depth, b.via, b.from_concept) AS rn, "
        "COUNT(*) OVER () AS walked FROM bounded b) ranked WHERE rn = 1)"
    )
    relevant_sql, relevant_params = member("e.predicate", relevant)
    # In hundredths, as an integer: exact ties (0.9 + 0.1 = 0.8 + 0.2) and cheap to sort.
    score = (
        f"CAST(ROUND(e.temporal_confidence * 100) AS INTEGER) + CASE WHEN {relevant_sql} "
        f"THEN {round(RELEVANT_BONUS * 100)} ELSE 0 END "
        f"+ CASE WHEN e.temporality = 'Current' THEN {round(CURRENT_BONUS * 100)} ELSE 0 END"
    )
    if postgres:
        # Two disjoint index scans: the edges whose object concept was reached (at the smaller hop
        # of their two ends), and the concept → concept edges reached only through their subject;
        # no edge comes twice, so no de-duplication pass. The reached concepts are also packed
        # into arrays, looked up with array_position (a nested loop over a CTE would scan it for
        # every edge).
        packed = ("packed AS (SELECT array_agg(concept_id) AS ids, array_agg(depth) AS depths, "
                  "array_agg(via) AS vias, array_agg(from_concept) AS froms FROM reached)")
        at = "array_position(k.ids, e.subject_concept_id)"
        nearer = f"COALESCE(k.depths[{at}] < r.depth, FALSE)"
        facts = (
            f"{packed}, facts AS ("
            f"SELECT e.id AS edge_id, CASE WHEN {nearer} THEN k.depths[{at}] ELSE r.depth END + 1 AS hop, "
            f"CASE WHEN {nearer} THEN k.vias[{at}] ELSE r.via END AS via, "
            f"CASE WHEN {nearer} THEN k.froms[{at}] ELSE r.from_concept END AS from_concept, r.walked, "
            f"{score} AS score FROM packed k CROSS JOIN reached r JOIN {_T['edge']} e ON e.patient_id = %s "
            "AND e.concept_id = r.concept_id AND e.temporal_confidence >= %s "
            "UNION ALL "
            f"SELECT e.id, r.depth + 1, r.via, r.from_concept, r.walked, {score} FROM packed k CROSS JOIN reached r "
            f"JOIN {_T['edge']} e ON e.patient_id = %s AND e.subject_concept_id = r.concept_id "
            "AND e.temporal_confidence >= %s WHERE array_position(k.ids, e.concept_id) IS NULL)"
        )
        p += relevant_params + [patient_id, min_confidence] + relevant_params + [patient_id, min_confidence]
        top = "top AS (SELECT * FROM facts ORDER BY score DESC, hop, edge_id LIMIT %s)"
    else:
        # SQLite: one join with OR (two joins over ``reached`` plan badly), CROSS JOIN to keep the
        # few reached concepts as the outer loop, the patient in each disjunct so that each is an
        # index search (a "multi-index OR", with or without ANALYZE statistics); an edge reached
        # from both its ends is kept at its smaller hop.
        facts = (
            f"facts AS (SELECT e.id AS edge_id, r.depth + 1 AS hop, r.via, r.from_concept, r.walked, "
            f"{score} AS score FROM reached r CROSS JOIN {_T['edge']} e "
            "WHERE ((e.patient_id = %s AND e.concept_id = r.concept_id) "
            "OR (e.patient_id = %s AND e.subject_concept_id = r.concept_id)) AND e.temporal_confidence >= %s)"
        )
        p += relevant_params + [patient_id, patient_id, min_confidence]
        top = (
            "top AS (SELECT edge_id, hop, via, from_concept, walked, score FROM (SELECT f.*, ROW_NUMBER() OVER "
            "(PARTITION BY f.edge_id ORDER BY f.hop, f.via) AS rn FROM facts f) ranked WHERE rn = 1 "
            "ORDER BY score DESC, hop, edge_id LIMIT %s)"
        )
    p.append(max_edges)
    sql = (
        f"WITH RECURSIVE {walk}, {bounded}, {reached}, {facts}, {top} "
        # Narrow rows through the sorts; the wide edge rows are read for the answer only.
        f"SELECT {_EDGE_COLUMNS}, t.hop, CAST(t.score AS FLOAT) / 100, t.via, t.from_concept, t.walked "
        f"FROM top t JOIN {_T['edge']} e ON e.id = t.edge_id JOIN {_T['node']} n ON n.id = e.object_id "
        f"LEFT JOIN {_T['note']} nt ON nt.id = e.note_id ORDER BY t.score DESC, t.hop, t.edge_id"
    )
    return sql, p


def _fetch(sql: str, params: list, *, one: bool = False):
    """Run the statement.

    On PostgreSQL through a server-side-binding psycopg cursor, as a prepared statement with a
    generic plan: parsing and planning this statement cost more than running it, and Django's
    connections prepare nothing (``prepare_threshold`` is None, for pgbouncer's sake), so both are
    switched on around this one statement and restored. The statement is prepared once per
    connection; its generic plan is checked by ``test_postgres_expands_each_step_through_the_indexes``.
    Results come in binary format (parsing wide rows as text costs as much as the query).
    """
    if connection.vendor != "postgresql":
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
            return cursor.fetchone() if one else cursor.fetchall()
    import psycopg

    connection.ensure_connection()
    raw = connection.connection
    threshold = raw.prepare_threshold
    raw.prepare_threshold = 0
    try:
        with psycopg.Cursor(raw) as cursor:
            cursor.execute("SET plan_cache_mode = force_generic_plan")
            try:
                cursor.execute(sql, params, prepare=True, binary=True)
                return cursor.fetchone() if one else cursor.fetchall()
            finally:
                if raw.info.transaction_status != psycopg.pq.TransactionStatus.INERROR:
                    cursor.execute("RESET plan_cache_mode")
    finally:
        raw.prepare_threshold = threshold


def _datetime(value):
    """Raw SQLite rows hold naive UTC datetimes (or text); PostgreSQL's are aware already."""
    if value is None:
        return None
    if not isinstance(value, dt.datetime):
        value = parse_datetime(value)
    if value is not None and value.tzinfo is None:
        value = value.replace(tzinfo=dt.timezone.utc)
    return value


def _edge(row) -> TraversalEdge:
    """A raw SQLite row as a TraversalEdge: its datetimes arrive naive (UTC) or as text."""
    row = list(row)
    for index in _DATETIME_FIELDS:
        row[index] = _datetime(row[index])
    return TraversalEdge._make(row)


_DATETIME_FIELDS = [TraversalEdge._fields.index(name) for name in ("event_date", "valid_from", "valid_to", "doc_date")]


def patient_edges(
    *, patient_id: int, concept_ids: Iterable[int] | None = None, min_confidence: float = MIN_CONFIDENCE,
    relevant_predicates: Iterable[str] = (),
) -> list[TraversalEdge]:
    """All of a patient's concept edges (optionally about ``concept_ids`` only), c-pruned and scored
    like traversal results (hop 0: not reached by a walk), oldest first — the input of the temporal
    views when no walk is wanted."""
    relevant = set(relevant_predicates)
    edges = KGEdge.objects.filter(patient_id=patient_id, concept_id__isnull=False,
                                  temporal_confidence__gte=min_confidence)
    if concept_ids is not None:
        edges = edges.filter(concept_id__in=list(concept_ids))
    rows = edges.order_by("doc_date", "id").values_list(
        "id", "predicate", "origin", "subject_concept_id", "concept_id", "object__label", "assertion",
        "assertion_confidence", "experiencer", "temporality", "allen_relation", "temporal_confidence", "event_date",
        "valid_from", "valid_to", "doc_date", "hadm_id", "note__note_id", "mention_text", "status",
    )
    result = []
    for row in rows:
        score = (row[11] + (RELEVANT_BONUS if row[1] in relevant else 0.0)
                 + (CURRENT_BONUS if row[9] == "Current" else 0.0))
        result.append(TraversalEdge._make((*row, 0, round(score, 4), "", None)))
    return result
