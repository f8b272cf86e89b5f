"""Build a patient's knowledge graph from their notes: the service behind ``manage.py build_kg``
and the ``build_kg_patient`` Celery task.

``kg_build_patient(patient_id=…)`` runs the NLP pipeline (``retrieval.nlp``) over each note that
needs it — outside any transaction, so a slow note does not hold the database — then writes the
patient's nodes and edges in one transaction. It is idempotent and incremental: a note whose text
digest and rules version match its ``KGNoteBuild`` row is skipped; a changed or new note has its
edges replaced. Bad notes (empty, boilerplate only, a pipeline error) are recorded and logged by
note_id, never by text, and the rest of the patient is built.
"""

from __future__ import annotations

import bisect
import logging
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from django.db import connection, transaction
from django.db.models import Count, Exists, F, Max, OuterRef
from django.utils import timezone

from epikg_core.versions import files_digest
from retrieval.graph.rules import GraphRules, header_words, load_graph_rules, origin_of
from retrieval.graph.status import clinical_status
from retrieval.graph.temporal import Admission as AdmissionInterval
from retrieval.graph.temporal import (
    Placement,
    explicit_dates,
    place_admission,
    place_explicit,
    place_mention,
    place_note,
)
from retrieval.models import (
    Admission,
    Concept,
    KGConceptLink,
    KGEdge,
    KGNode,
    KGNoteBuild,
    NodeKind,
    Note,
    Patient,
    Predicate,
)
from retrieval.models.graph import DOMAIN_NODE_KINDS
from retrieval.vocabulary import matcher as vocabulary_matcher

log = logging.getLogger("retrieval.graph")

# A section label at the start of a line ("Discharge Medications:", "Allergies: Penicillins").
_HEADER = re.compile(r"(?m)^[ \t]*([A-Za-z][A-Za-z0-9 /&'(),.+-]{0,60}?)[ \t]*:")
EDGE_BATCH = 2000


def build_version(rules: GraphRules | None = None) -> str:
    """The version of every graph built now: the assertion rules' version, a digest of the build
    code, the graph rules and the status rules, and the vocabulary's version. A note built under
    another version is rebuilt. (Read from files and the vocabulary tables, not the pipeline, so
    that a build with nothing to do never loads spaCy.)"""
    from retrieval.graph.rules import RULES_FILE
    from retrieval.graph.status import STATUS_RULES_FILE
    from retrieval.nlp.pipeline import assertion_version
    from retrieval.vocabulary.matcher import vocabulary_version

    code = files_digest(modules=("retrieval.graph.build", "retrieval.graph.rules", "retrieval.graph.status",
                                 "retrieval.graph.temporal", "epikg_core.dates", "retrieval.models.graph"),
                        files=(RULES_FILE, STATUS_RULES_FILE),
                        extra=(rules or load_graph_rules()).version)
    return f"a{assertion_version()}+kg{code}+v{vocabulary_version()}"


# -- results -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class BuildProgress:
    subject_id: int
    notes_done: int
    notes_total: int


ProgressCallback = Callable[[BuildProgress], None]


@dataclass(frozen=True)
class SkippedNote:
    note_id: str
    status: str
    message: str


@dataclass
class PatientBuildResult:
    patient_id: int
    subject_id: int
    rules_version: str
    notes_total: int = 0
    notes_built: int = 0
    notes_unchanged: int = 0
    skipped: list[SkippedNote] = field(default_factory=list)
    mentions: int = 0
    edges_created: int = 0
    edges_deleted: int = 0
    edges_total: int = 0
    seconds: float = 0.0

    @property
    def notes_processed(self) -> int:
        """Notes the NLP pipeline ran on in this build (built or skipped as bad)."""
        return self.notes_built + len(self.skipped)

    def describe(self) -> str:
        text = (f"subject {self.subject_id}: {self.notes_built} note(s) built, {self.notes_unchanged} unchanged, "
                f"{len(self.skipped)} skipped; {self.edges_created} edge(s) written, {self.edges_deleted} replaced; "
                f"{self.edges_total} in the graph")
        return text


# -- extraction (no database writes) -------------------------------------------------------------


@dataclass(frozen=True)
class _Mention:
    concept_id: int
    domain: str
    annotation: object  # retrieval.nlp.assertion.Annotation
    header: str  # header_words() of the section header above the mention
    #: a date or date range the text states right after the mention (temporal.explicit_dates)
    dates: tuple | None = None
    #: the clinical status its sentence states (retrieval.graph.status; "" if none)
    status: str = ""


@dataclass
class _Extracted:
    note: dict
    status: str
    mentions: list[_Mention] = field(default_factory=list)
    message: str = ""


def _headers(text: str) -> tuple[list[int], list[str]]:
    positions, names = [], []
    for match in _HEADER.finditer(text):
        positions.append(match.start())
        names.append(header_words(match.group(1)))
    return positions, names


def _header_at(positions: list[int], names: list[str], offset: int, rules: GraphRules) -> str:
    index = bisect.bisect_right(positions, offset) - 1
    # "Discharge Diagnosis:\nPrimary:\n- CHF": the header that matters is the one above "Primary".
    for _ in range(2):
        if index > 0 and names[index] in rules.continuation_headers:
            index -= 1
    return names[index] if index >= 0 else " "


def _extract(note: dict, text: str, matcher, rules: GraphRules) -> _Extracted:
    from retrieval.nlp.pipeline import find_and_classify

    note_id = note["note_id"]
    if not text or not text.strip():
        log.warning("note %s is empty; skipped (no edges)", note_id)
        return _Extracted(note, KGNoteBuild.Status.EMPTY, message="empty note")
    try:
        found = find_and_classify(text, matcher)
    except Exception as exc:  # one bad note must not stop the patient's build
        log.warning("note %s: the NLP pipeline failed (%s); skipped, the rest of the patient is built",
                    note_id, type(exc).__name__)
        return _Extracted(note, KGNoteBuild.Status.FAILED, message=f"NLP pipeline error: {type(exc).__name__}")
    if not found:
        log.info("note %s: no vocabulary concept found (%d characters, boilerplate only?); no edges",
                 note_id, len(text))
        return _Extracted(note, KGNoteBuild.Status.NO_CONCEPTS, message="no vocabulary concept found")
    positions, names = _headers(text)
    # The status is read here, while the text is at hand; a mention whose term named no domain
    # (a custom matcher) is read by its concept's, as the edge's predicate is.
    unnamed = {m.concept_id for m in found if not m.domain}
    vocabulary_domains = dict(Concept.objects.filter(concept_id__in=unnamed).values_list(
        "concept_id", "domain_id")) if unnamed else {}
    mentions = []
    starts = sorted(m.annotation.start for m in found)
    for m in found:
        a = m.annotation
        # the text after the mention, up to the next mention or the sentence's end
        following = bisect.bisect_right(starts, a.start)
        stop = starts[following] if following < len(starts) else len(text)
        if a.sentence_end is not None:
            stop = min(stop, a.sentence_end)
        dates = explicit_dates(text[a.end:stop], note["charttime"]) if stop > a.end else None
        header = _header_at(positions, names, a.start, rules)
        domain = m.domain or vocabulary_domains.get(m.concept_id, "")
        status = clinical_status(text, start=a.start, end=a.end, sentence_start=a.sentence_start,
                                 sentence_end=a.sentence_end, domain=domain, header=header)
        mentions.append(_Mention(m.concept_id, m.domain, a, header, dates, status))
    return _Extracted(note, KGNoteBuild.Status.BUILT, mentions=mentions)


# -- the service -------------------------------------------------------------------------------


_NOTE_FIELDS = ("id", "note_id", "hadm_id", "admission_id", "note_type", "charttime", "storetime", "text_sha256")


def _needs_build(note: dict, state: dict | None, version: str, rebuild: bool) -> bool:
    return (
        rebuild or state is None or state["status"] == KGNoteBuild.Status.FAILED
        or state["rules_version"] != version or state["text_sha256"] != note["text_sha256"]
    )


def kg_build_patient(
    *, patient_id: int, progress: ProgressCallback | None = None, rebuild: bool = False, matcher=None,
) -> PatientBuildResult:
    """Build (or bring up to date) the knowledge graph of one patient (``Patient`` primary key).

    Notes already built from the same text under the same rules are skipped unless ``rebuild``.
    ``matcher`` is a ``retrieval.nlp.pipeline.TermMatcher``; by default one over the whole
    vocabulary, built once per process.
    """
    started = time.perf_counter()
    rules = load_graph_rules()
    version = build_version(rules)
    patient = Patient.objects.select_related("dataset").get(pk=patient_id)
    result = PatientBuildResult(patient_id=patient.pk, subject_id=patient.subject_id, rules_version=version)
    notes = list(Note.objects.filter(patient=patient).order_by("charttime", "note_id").values(*_NOTE_FIELDS))
    result.notes_total = len(notes)
    states = _states(patient)
    pending = [n for n in notes if _needs_build(n, states.get(n["id"]), version, rebuild)]

    extracted: list[_Extracted] = []
    if pending:
        matcher = matcher or vocabulary_matcher.default_matcher()
        for done, note in enumerate(pending, start=1):
            text = Note.objects.filter(pk=note["id"]).values_list("text", flat=True).first() or ""
            extracted.append(_extract(note, text, matcher, rules))
            del text
            if progress:
                progress(BuildProgress(patient.subject_id, done, len(pending)))
    elif progress:
        progress(BuildProgress(patient.subject_id, 0, 0))

    with transaction.atomic():
        # A no-op write first: on PostgreSQL its row lock serializes concurrent builds of this
        # patient; on SQLite it takes the database's write lock before anything is read, so a
        # concurrent writer makes it wait (busy timeout) instead of failing at the first write.
        Patient.objects.filter(pk=patient.pk).update(subject_id=F("subject_id"))
        states = _states(patient)  # another build may have finished while the NLP ran
        if not rebuild:
            extracted = [x for x in extracted if _needs_build(x.note, states.get(x.note["id"]), version, False)]
        writer = _GraphWriter(patient, rules, version)
        writer.sync_record(notes)
        writer.write_notes(extracted)
        result.edges_created, result.edges_deleted = writer.created, writer.deleted
        result.edges_total = KGEdge.objects.filter(patient=patient).count()
    for x in extracted:
        if x.status == KGNoteBuild.Status.BUILT:
            result.notes_built += 1
            result.mentions += len(x.mentions)
        else:
            result.skipped.append(SkippedNote(x.note["note_id"], x.status, x.message))
    result.notes_unchanged = result.notes_total - len(extracted)
    result.seconds = time.perf_counter() - started
    log.info("knowledge graph %s", result.describe())
    return result


def _states(patient: Patient) -> dict[int, dict]:
    return {
        row["note_id"]: row
        for row in KGNoteBuild.objects.filter(patient=patient).values("note_id", "status", "rules_version", "text_sha256")
    }


# -- writing -----------------------------------------------------------------------------------


class _GraphWriter:
    """Writes one patient's nodes and edges inside the build's transaction."""

    def __init__(self, patient: Patient, rules: GraphRules, version: str):
        self.patient = patient
        self.rules = rules
        self.version = version
        self.now = timezone.now()
        self.created = 0
        self.deleted = 0
        self.nodes: dict[tuple[str, str], int] = {
            (kind, key): pk for pk, kind, key in KGNode.objects.filter(patient=patient).values_list("pk", "kind", "key")
        }
        self.admissions: dict[int, AdmissionInterval] = {}

    # nodes

    def _ensure_nodes(self, wanted: list[tuple[str, str, str, int | None]]) -> None:
        """Create the nodes ``(kind, key, label, concept_id)`` that do not exist yet."""
        new = {}
        for kind, key, label, concept_id in wanted:
            if (kind, key) not in self.nodes and (kind, key) not in new:
                new[(kind, key)] = KGNode(dataset_id=self.patient.dataset_id, patient=self.patient, kind=kind,
                                          key=key, label=label[:255], concept_id=concept_id)
        if not new:
            return
        created = KGNode.objects.bulk_create(list(new.values()), batch_size=1000)
        if any(node.pk is None for node in created):  # a backend that does not return keys
            self.nodes.update({
                (kind, key): pk
                for pk, kind, key in KGNode.objects.filter(patient=self.patient).values_list("pk", "kind", "key")
            })
        else:
            self.nodes.update({(node.kind, node.key): node.pk for node in created})

    # record: patient, admissions, notes

    def sync_record(self, notes: list[dict]) -> None:
        patient = self.patient
        admissions = list(Admission.objects.filter(patient=patient).values("id", "hadm_id", "admittime", "dischtime"))
        for a in admissions:
            dischtime = a["dischtime"] if a["dischtime"] and a["dischtime"] >= a["admittime"] else None
            self.admissions[a["id"]] = AdmissionInterval(a["admittime"], dischtime)
        self._ensure_nodes(
            [(NodeKind.PATIENT, str(patient.subject_id), f"Patient {patient.subject_id}", None)]
            + [(NodeKind.ADMISSION, str(a["hadm_id"]), _admission_label(a), None) for a in admissions]
            + [(NodeKind.NOTE, n["note_id"], _note_label(n), None) for n in notes]
        )
        patient_node = self.nodes[(NodeKind.PATIENT, str(patient.subject_id))]
        scores = self.rules.confidence
        wanted: dict[tuple[int, str, int], KGEdge] = {}
        for a in admissions:
            node = self.nodes[(NodeKind.ADMISSION, str(a["hadm_id"]))]
            placement = place_admission(self.admissions[a["id"]], scores)
            wanted[(patient_node, Predicate.HAS_ADMISSION.value, node)] = self._record_edge(
                patient_node, Predicate.HAS_ADMISSION, node, placement, hadm_id=a["hadm_id"],
                temporality="Past" if a["dischtime"] else "Current")
        for n in notes:
            interval = self.admissions.get(n["admission_id"])
            subject = (self.nodes[(NodeKind.ADMISSION, str(n["hadm_id"]))] if interval is not None
                       else patient_node)
            node = self.nodes[(NodeKind.NOTE, n["note_id"])]
            placement = place_note(n["charttime"], interval, scores)
            wanted[(subject, Predicate.HAS_NOTE.value, node)] = self._record_edge(
                subject, Predicate.HAS_NOTE, node, placement, hadm_id=n["hadm_id"], note_pk=n["id"],
                recorded_at=n["storetime"], doc_date=n["charttime"], temporality="Past")
        compared = ("allen_relation", "temporal_confidence", "event_date", "valid_from", "valid_to", "recorded_at",
                    "doc_date", "hadm_id", "temporality")
        existing = KGEdge.objects.filter(patient=patient, origin=origin_of(Predicate.HAS_NOTE))
        changed, stale = [], []
        for edge in existing:
            key = (edge.subject_id, edge.predicate, edge.object_id)
            target = wanted.pop(key, None)
            if target is None:
                stale.append(edge.pk)
            elif any(getattr(edge, f) != getattr(target, f) for f in compared):
                for f in compared:
                    setattr(edge, f, getattr(target, f))
                changed.append(edge)
        if stale:
            self.deleted += KGEdge.objects.filter(pk__in=stale).delete()[0]
        KGEdge.objects.bulk_update(changed, list(compared), batch_size=1000)
        KGEdge.objects.bulk_create(list(wanted.values()), batch_size=1000)
        self.created += len(wanted)

    def _record_edge(self, subject: int, predicate: str, obj: int, placement: Placement, *, hadm_id=None,
                     note_pk=None, recorded_at=None, doc_date=None, temporality: str) -> KGEdge:
        return KGEdge(
            patient=self.patient, subject_id=subject, predicate=predicate, object_id=obj,
            origin=origin_of(predicate), assertion="Present", assertion_confidence=1.0, experiencer="Patient",
            temporality=temporality, allen_relation=placement.allen_relation,
            temporal_confidence=placement.temporal_confidence, event_date=placement.event_date,
            valid_from=placement.valid_from, valid_to=placement.valid_to, recorded_at=recorded_at,
            doc_date=doc_date, created_at=self.now, hadm_id=hadm_id, note_id=note_pk, rules_version=self.version,
        )

    # mentions

    def write_notes(self, extracted: list[_Extracted]) -> None:
        if not extracted:
            return
        note_pks = [x.note["id"] for x in extracted]
        for start in range(0, len(note_pks), 500):
            self.deleted += KGEdge.objects.filter(
                note_id__in=note_pks[start:start + 500], origin__in=("mention", "co_mention")
            ).delete()[0]
        concept_ids = {m.concept_id for x in extracted for m in x.mentions}
        concepts = {
            cid: (name, domain)
            for cid, name, domain in Concept.objects.filter(concept_id__in=concept_ids).values_list(
                "concept_id", "concept_name", "domain_id")
        }
        # A mention whose concept is not (or no longer) in the vocabulary still gets a node.
        self.concept_info = {
            cid: concepts.get(cid, (f"concept {cid}", "")) for cid in concept_ids
        }
        domains = {m.concept_id: m.domain for x in extracted for m in x.mentions}
        self._ensure_nodes([
            (self._kind(cid, domains[cid]), str(cid), self.concept_info[cid][0], cid if cid in concepts else None)
            for cid in concept_ids
        ])
        patient_node = self.nodes[(NodeKind.PATIENT, str(self.patient.subject_id))]
        new_edges: list[KGEdge] = []
        states = []
        for x in extracted:
            edges = self._note_edges(x, patient_node, domains) if x.mentions else []
            new_edges.extend(edges)
            states.append(KGNoteBuild(
                note_id=x.note["id"], patient=self.patient, status=x.status, rules_version=self.version,
                text_sha256=x.note["text_sha256"], mentions=len(x.mentions), edges=len(edges),
                message=x.message[:255], built_at=self.now,
            ))
        # Written in concept order: a concept's edges then share a few table pages, which is
        # what a traversal reads (it fetches the edges of a handful of concepts).
        new_edges.sort(key=lambda e: (e.concept_id, e.subject_concept_id or 0, e.note_id, e.span_start))
        for start in range(0, len(new_edges), EDGE_BATCH):
            self._insert(new_edges[start:start + EDGE_BATCH])
        KGNoteBuild.objects.filter(note_id__in=note_pks).delete()
        KGNoteBuild.objects.bulk_create(states, batch_size=1000)
        self._refresh_links()
        if self.deleted:
            # Concept nodes left without edges (a rebuilt note no longer mentions them).
            edges = KGEdge.objects.filter(patient=self.patient)
            KGNode.objects.filter(patient=self.patient).exclude(
                kind__in=(NodeKind.PATIENT, NodeKind.ADMISSION, NodeKind.NOTE)
            ).filter(
                ~Exists(edges.filter(object=OuterRef("pk"))), ~Exists(edges.filter(subject=OuterRef("pk")))
            ).delete()

    def _refresh_links(self) -> None:
        """Re-derive the patient's concept → concept adjacency from their co-mention edges."""
        KGConceptLink.objects.filter(patient=self.patient).delete()
        rows = (
            KGEdge.objects.filter(patient=self.patient, origin="co_mention")
            .values("subject_concept_id", "concept_id", "predicate")
            .annotate(best=Max("temporal_confidence"), n=Count("id"))
        )
        KGConceptLink.objects.bulk_create([
            KGConceptLink(patient=self.patient, subject_concept_id=row["subject_concept_id"],
                          object_concept_id=row["concept_id"], predicate=row["predicate"],
                          temporal_confidence=row["best"], edges=row["n"])
            for row in rows
        ], batch_size=1000)

    def _kind(self, concept_id: int, domain: str) -> str:
        domain = domain or self.concept_info[concept_id][1]
        return DOMAIN_NODE_KINDS.get(domain, NodeKind.CONCEPT).value

    def _note_edges(self, x: _Extracted, patient_node: int, domains: dict[int, str]) -> list[KGEdge]:
        note = x.note
        rules, scores = self.rules, self.rules.confidence
        interval = self.admissions.get(note["admission_id"])
        edges, placed = [], []
        for m in x.mentions:
            a = m.annotation
            domain = m.domain or self.concept_info[m.concept_id][1]
            predicate = rules.predicate_for(
                experiencer=a.experiencer.value, header=m.header, section=a.section or "", domain=domain,
                note_type=note["note_type"],
            )
            placement = place_mention(
                assertion=a.assertion.value, experiencer=a.experiencer.value, temporality=a.temporality.value,
                doc_time=note["charttime"], note_type=note["note_type"], admission=interval, scores=scores,
            )
            if m.dates and a.experiencer.value == "Patient" and a.temporality.value != "Future":
                placement = place_explicit(placement, m.dates, interval)
            node = self.nodes[(self._kind(m.concept_id, domains[m.concept_id]), str(m.concept_id))]
            edges.append(self._mention_edge(note, m, patient_node, predicate, node, placement))
            placed.append((m, domain, node, placement))
        edges.extend(self._co_mention_edges(note, placed))
        return edges

    def _mention_edge(self, note: dict, m: _Mention, subject: int, predicate: str, obj: int, placement: Placement,
                      *, subject_concept_id: int | None = None) -> KGEdge:
        a = m.annotation
        return KGEdge(
            patient=self.patient, subject_id=subject, predicate=predicate, object_id=obj,
            origin=origin_of(predicate), concept_id=m.concept_id, subject_concept_id=subject_concept_id,
            assertion=a.assertion.value, assertion_confidence=a.confidence, experiencer=a.experiencer.value,
            temporality=a.temporality.value, allen_relation=placement.allen_relation,
            temporal_confidence=placement.temporal_confidence, event_date=placement.event_date,
            valid_from=placement.valid_from, valid_to=placement.valid_to, recorded_at=note["storetime"],
            doc_date=note["charttime"], created_at=self.now, hadm_id=note["hadm_id"], note_id=note["id"],
            section=(a.section or "")[:64], sentence_start=a.sentence_start, sentence_end=a.sentence_end,
            span_start=a.start, span_end=a.end, mention_text=a.text[:255], trigger=a.triggers(),
            status=m.status, rules_version=self.version,
        )

    def _co_mention_edges(self, note: dict, placed: list) -> list[KGEdge]:
        """Concept → concept edges between the patient's own mentions in one sentence ("pneumonia
        treated with ceftriaxone"); each carries the object mention's epistemic state, span and
        clinical status."""
        by_sentence: dict[tuple, list] = {}
        for item in placed:
            a = item[0].annotation
            if a.experiencer.value == "Patient" and a.sentence_start is not None:
                by_sentence.setdefault((a.sentence_start, a.sentence_end), []).append(item)
        edges = []
        for group in by_sentence.values():
            if len(group) < 2 or len(group) > self.rules.max_mentions_per_sentence:
                continue  # lists of labs or drugs are not statements about each other
            seen = set()
            for subj, subj_domain, subj_node, subj_place in group:
                for obj, obj_domain, obj_node, obj_place in group:
                    if subj.concept_id == obj.concept_id:
                        continue
                    predicate = self.rules.co_mention_predicate(subj_domain, obj_domain)
                    if predicate is None or (predicate, subj.concept_id, obj.concept_id) in seen:
                        continue
                    if (subj_domain == obj_domain and subj.annotation.start > obj.annotation.start):
                        continue  # symmetric pairs once, in reading order
                    seen.add((predicate, subj.concept_id, obj.concept_id))
                    placement = Placement(
                        obj_place.event_date, obj_place.valid_from, obj_place.valid_to, obj_place.allen_relation,
                        min(subj_place.temporal_confidence, obj_place.temporal_confidence),
                    )
                    edges.append(self._mention_edge(note, obj, subj_node, predicate, obj_node, placement,
                                                    subject_concept_id=subj.concept_id))
        return edges

    def _insert(self, edges: list[KGEdge]) -> None:
        if not edges:
            return
        _insert_edges(edges)
        self.created += len(edges)


_EDGE_FIELDS = [f for f in KGEdge._meta.concrete_fields if not f.primary_key]


def _insert_edges(edges: list[KGEdge]) -> None:
    """Insert new edges without the ORM's per-value preparation (most of ``bulk_create``'s time):
    ``COPY`` on PostgreSQL (psycopg 3), as the corpus writer does for notes; ``executemany``
    elsewhere. Values are converted here the way the fields would convert them."""
    import json

    postgres = connection.vendor == "postgresql"
    converters = []
    for f in _EDGE_FIELDS:
        if f.name == "trigger":
            converters.append(json.dumps)
        elif f.get_internal_type() == "DateTimeField" and not postgres:
            converters.append(connection.ops.adapt_datetimefield_value)
        else:
            converters.append(None)
    attnames = [f.attname for f in _EDGE_FIELDS]
    rows = [
        [value if conv is None or value is None else conv(value)
         for conv, value in zip(converters, (getattr(edge, name) for name in attnames))]
        for edge in edges
    ]
    table = connection.ops.quote_name(KGEdge._meta.db_table)
    columns = ", ".join(connection.ops.quote_name(f.column) for f in _EDGE_FIELDS)
    with connection.cursor() as cursor:
        if postgres:
            with cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
                for row in rows:
                    copy.write_row(row)
        else:
            placeholders = ", ".join(["%s"] * len(_EDGE_FIELDS))
            cursor.executemany(f"INSERT INTO {table} ({columns}) VALUES ({placeholders})", rows)


def _admission_label(a: dict) -> str:
    end = f"{a['dischtime']:%Y-%m-%d}" if a["dischtime"] else "…"
    return f"Admission {a['hadm_id']} ({a['admittime']:%Y-%m-%d} – {end})"


def _note_label(n: dict) -> str:
    return f"{n['note_type']} {n['note_id']} ({n['charttime']:%Y-%m-%d %H:%M})"


def patients_to_build(*, dataset: str | None = None, subjects: list[int] | None = None):
    """The patients a build covers, as a queryset (all datasets unless ``dataset``)."""
    patients = Patient.objects.all()
    if dataset:
        patients = patients.filter(dataset__name=dataset)
    if subjects:
        patients = patients.filter(subject_id__in=subjects)
    return patients.order_by("dataset__name", "subject_id")


__all__ = [
    "BuildProgress",
    "PatientBuildResult",
    "SkippedNote",
    "build_version",
    "kg_build_patient",
    "patients_to_build",
]
