"""The exploration pages' read side: a note with its labelled mentions, a patient's facts, states
and subgraph, drawn on the server."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.urls import reverse

from retrieval.explore import _segments, labelled_note, note_mentions, patient_overview
from retrieval.graph.draw import GraphEdge, GraphNode, draw_subgraph
from retrieval.labels import ASSERTION_STYLES, css_class
from retrieval.models import AssertionLabel, KGEdge, Note, Patient
from tests.retrieval.graph_support import DATASET, built_graph  # noqa: F401  (fixture)

pytestmark = pytest.mark.django_db

CSS = Path(__file__).resolve().parents[2] / "static" / "css" / "epikg.css"


def _note_with(assertion: str) -> Note:
    edge = KGEdge.objects.filter(patient__dataset__name=DATASET, assertion=assertion, origin="mention",
                                 span_start__isnull=False).select_related("note").order_by("id").first()
    assert edge is not None, f"the cohort has no {assertion} mention"
    return edge.note


def test_a_labelled_note_joins_back_into_its_text_and_marks_every_span(built_graph):
    note = _note_with(AssertionLabel.ABSENT)
    view = labelled_note(note)
    assert "".join(segment.text for segment in view.segments) == note.text
    marked = [s for s in view.segments if s.mention]
    assert marked and all(note.text[s.start:s.start + len(s.text)] == s.mention.text or
                          s.text == note.text[s.mention.start:s.mention.end] for s in marked)
    assert {s.mention.assertion for s in marked} >= {AssertionLabel.ABSENT}
    assert sum(view.counts.values()) == len(view.mentions)
    # one mention per span, however many edges (patient fact, concept → concept) share it
    spans = [(m.start, m.end) for m in view.mentions]
    assert len(spans) == len(set(spans))
    assert len(view.mentions) == KGEdge.objects.filter(note=note, origin="mention").values(
        "span_start", "span_end").distinct().count()


def test_the_note_filter_keeps_only_the_asked_labels_and_counts_the_rest(built_graph):
    note = _note_with(AssertionLabel.ABSENT)
    view = labelled_note(note, assertions=["Absent", "not-a-label"], experiencers=["Patient"])
    shown = [s.mention for s in view.segments if s.mention]
    assert view.assertions == ["Absent"] and shown
    assert all(m.assertion == "Absent" and m.experiencer == "Patient" for m in shown)
    assert view.hidden == len(view.mentions) - len(shown) > 0
    assert "".join(segment.text for segment in view.segments) == note.text
    on = [item["value"] for item in view.legend if item["on"]]
    assert on == ["Absent"]


def test_overlapping_mentions_are_listed_but_highlighted_once():
    class M:
        def __init__(self, start, end):
            self.start, self.end = start, end

    text = "acute heart failure here"
    outer, inner, later = M(0, 19), M(6, 19), M(20, 24)
    segments = _segments(text, [outer, inner, later])
    assert "".join(s.text for s in segments) == text
    assert [s.mention for s in segments if s.mention] == [outer, later]


def test_the_note_page_shows_labels_to_a_physician_with_no_run_words(client, physician, built_graph,
                                                                   django_assert_max_num_queries):
    note = _note_with(AssertionLabel.ABSENT)
    client.force_login(physician)
    with django_assert_max_num_queries(10):
        response = client.get(reverse("note_detail", args=[DATASET, note.note_id]))
    page = response.content.decode()
    assert response.status_code == 200
    assert 'data-assertion="Absent"' in page and 'data-word="absent' in page
    assert re.search(r'data-tip="[^"]*assertion: absent[^"]*experiencer: Patient', page)
    for word in ("C4g", "C2b", "C1b", "extractive", "keyword_v", "polarity", "evidence_recall", "run #", "/runs/"):
        assert word not in page, word


def test_the_note_page_says_when_the_graph_is_not_built(client, physician, db):
    from retrieval.corpus.services import corpus_import
    from tests.conftest import EXAMPLE_CORPUS

    corpus_import(folder=EXAMPLE_CORPUS, dataset_name="unbuilt")
    note = Note.objects.filter(dataset__name="unbuilt").first()
    client.force_login(physician)
    page = client.get(reverse("note_detail", args=["unbuilt", note.note_id])).content.decode()
    assert "not labelled yet" in page and "<mark" not in page
    patient_page = client.get(reverse("patient_detail", args=["unbuilt", note.subject_id])).content.decode()
    assert "is not built yet" in patient_page


def test_a_patients_facts_group_mentions_and_filter_by_every_label(built_graph):
    patient = Patient.objects.filter(dataset__name=DATASET).order_by("subject_id").first()
    overview = patient_overview(patient)
    total = KGEdge.objects.filter(patient=patient, origin="mention").count()
    assert overview.fact_total == total == sum(f.count for f in overview.facts)
    absent = patient_overview(patient, assertions=["Absent"], temporalities=["Current"])
    assert absent.facts and all(f.assertion == "Absent" and f.temporality == "Current" for f in absent.facts)
    assert absent.fact_total == KGEdge.objects.filter(patient=patient, origin="mention", assertion="Absent",
                                                      temporality="Current").count()
    hadm = overview.admissions[0].hadm_id
    scoped = patient_overview(patient, hadm_id=hadm)
    assert scoped.hadm_id == hadm and all(f.hadm_id == hadm for f in scoped.facts)
    assert patient_overview(patient, hadm_id=1).hadm_id is None  # not this patient's: all admissions
    # every fact links to the sentence it was last said in
    assert all(f.note_id and re.fullmatch(r"span=\d+-\d+", f.span) for f in overview.facts)


def test_the_state_table_shows_a_stated_status_per_admission(built_graph):
    edge = KGEdge.objects.filter(patient__dataset__name=DATASET, origin="mention", experiencer="Patient",
                                 object__kind__in=["drug", "condition"]).exclude(status="").select_related(
        "patient", "object").first()
    assert edge is not None, "the cohort states no clinical status"
    overview = patient_overview(edge.patient)
    rows = {label: cells for kind, label, cells in overview.states}
    assert edge.object.label in rows
    words = {cell.word for cells in rows.values() for cell in cells if cell}
    assert words & {"held", "stopped", "started", "continued", "dose changed", "completed", "resumed", "resolved",
                    "chronic"}
    assert all(len(cells) == len(overview.admissions) for cells in rows.values())


def test_the_subgraph_is_drawn_with_labelled_edges_and_collapses_a_kind(built_graph):
    patient = Patient.objects.filter(dataset__name=DATASET).order_by("subject_id").first()
    overview = patient_overview(patient)
    svg = str(overview.graph_svg)
    assert svg.startswith("<svg") and 'class="edge fact a-absent' in svg
    assert overview.graph_summary["edges"] > 20
    collapsed = patient_overview(patient, collapse=["drug", "nonsense"])
    assert collapsed.graph_summary["collapsed"] == ["drug"]
    assert 'class="node k-drug group"' in str(collapsed.graph_svg)
    assert collapsed.graph_summary["nodes"] < overview.graph_summary["nodes"]
    assert "style=" not in svg  # the CSP allows no style attributes


def test_drawn_text_is_escaped():
    nodes = [GraphNode("patient", "Patient <1>", "patient"), GraphNode("c:1", '<script>alert("x")</script>', "condition")]
    edges = [GraphEdge("patient", "c:1", "Absent", "Patient", "has condition", count=1, temporalities={"Current"})]
    svg = str(draw_subgraph(nodes, edges, title="t&t"))
    assert "<script>" not in svg and "&lt;script&gt;" in svg and "t&amp;t" in svg
    assert "absent · Current" in svg


def test_the_patient_page_reads_a_fixed_number_of_queries(client, physician, built_graph,
                                                         django_assert_max_num_queries):
    client.force_login(physician)
    for patient in Patient.objects.filter(dataset__name=DATASET):
        with django_assert_max_num_queries(14):
            response = client.get(reverse("patient_detail", args=[DATASET, patient.subject_id]))
        assert response.status_code == 200
        assert b'<svg class="timeline"' in response.content and b'<svg class="kg"' in response.content


def test_the_stylesheet_uses_the_label_colours():
    css = CSS.read_text()
    for value, style in ASSERTION_STYLES.items():
        rule = re.search(r"\." + re.escape(css_class(value)) + r" \{([^}]*)\}", css)
        assert rule, value
        assert style.colour.lower() in rule.group(1).lower() and style.fill.lower() in rule.group(1).lower()
        assert style.underline in rule.group(1)


@pytest.mark.parametrize("stays, gap_days", [(17, 100), (40, 30), (6, 120), (3, 2)])
def test_the_timelines_admission_labels_never_overlap_nor_leave_the_drawing(stays, gap_days):
    """Many close admissions (SliceBench's tier C) get stacked rows, then their number alone."""
    import datetime as dt
    from types import SimpleNamespace

    from retrieval.graph.draw import CHAR_WIDTH, draw_timeline

    first = dt.datetime(2150, 1, 1, tzinfo=dt.timezone.utc)
    admissions = [SimpleNamespace(hadm_id=i, admittime=first + dt.timedelta(days=gap_days * i),
                                  dischtime=first + dt.timedelta(days=gap_days * i + 3)) for i in range(stays)]
    svg = str(draw_timeline(admissions, [], dataset="d", width=1000))
    labels = [(float(x), int(y), text) for x, y, text in
              re.findall(r'<text x="([\d.]+)" y="(\d+)" class="adm-label">([^<]*)</text>', svg)]
    assert len(labels) == stays if stays <= 17 else stays // 2 < len(labels) < stays  # too dense: some bars unlabelled
    for x, _, text in labels:
        assert x + len(text) * CHAR_WIDTH <= 1000 - 4 or text.isdigit()
    by_row: dict[int, list] = {}
    for x, y, text in labels:
        by_row.setdefault(y, []).append((x, x + len(text) * CHAR_WIDTH))
    overlaps = [(a, b) for spans in by_row.values() for a, b in zip(sorted(spans), sorted(spans)[1:]) if b[0] < a[1]]
    assert overlaps == []
    assert any(not text.isdigit() for *_, text in labels)
    if stays <= 6:
        assert all(text.startswith("adm ") for *_, text in labels[:-1])
