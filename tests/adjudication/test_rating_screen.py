"""The rating screen built for comparison (issue 29): citations in an answer that open the cited
note at the quoted sentence, search in the chart, time on item measured on the server with
implausibly fast submissions flagged to the study's admins (never to the rater), and a
calibration item's expected answer shown only after the rater submits."""

from __future__ import annotations

import json
import re
import time
from datetime import timedelta

import pytest
from django.core import signing
from django.core.management import CommandError, call_command
from django.urls import reverse
from django.utils import timezone

from adjudication import rating
from adjudication.citations import ChartNote, clean_query, link_citations, locate, search
from adjudication.models import Assignment, Rating
from adjudication.rubric import RatingError, get_rubric
from benchmark.models import RunPrediction
from retrieval.models import Note
from tests.adjudication.test_rater_views import COMPLETE, Recorder, blinding_leaks, queue_of, submit_data, world  # noqa: F401

NOTE = ("Chief complaint: chest pain.\n\nHPI: 64F with\nintermittent   chest pressure for 2 days.\n"
        "- Patient denies fever or chills.\nPlan: if troponin rises, start heparin.\n")
NOTES = [ChartNote(11, "10000032-DS-21", NOTE), ChartNote(12, "10000032-DS-2", "Short stay. No chest pain today."),
         ChartNote(13, "77", "Seventy seven: numbers are no citation.")]


def quoted(segments):
    return [(s.text, s.note, NOTE[s.span[0]:s.span[1]] if s.span and s.note == 11 else s.span) for s in segments if s.note]


# -- citations: many ways of citing, one mechanism --------------------------------------------------


@pytest.mark.parametrize("answer, sentence", [
    # the offline reader's form: a quotation, then (type id, time)
    ('Yes. "64F with intermittent chest pressure for 2 days." (Discharge summary 10000032-DS-21, 2180-05-07)',
     "64F with\nintermittent   chest pressure for 2 days"),
    # a bracketed id after an unquoted paraphrase: the note's sentence that holds its words
    ("No: the patient denies fever or chills [10000032-DS-21].", "Patient denies fever or chills."),
    # "note ID" after a clause, a bullet dropped by the reader
    ("The plan: if troponin rises, start heparin (note 10000032-DS-21).", "if troponin rises, start heparin"),
    # curly quotes, different case
    ("“PATIENT DENIES FEVER OR CHILLS.” — 10000032-DS-21", "Patient denies fever or chills"),
])
def test_a_cited_note_id_links_to_the_quoted_sentence(answer, sentence):
    found = quoted(link_citations(answer, NOTES))
    assert found == [("10000032-DS-21", 11, sentence)]
    assert "".join(s.text for s in link_citations(answer, NOTES)) == answer  # nothing lost or added


def test_ids_count_only_as_whole_tokens_and_unquoted_claims_link_without_a_span():
    segments = link_citations("See 10000032-DS-2 and 10000032-DS-21; also 77 and 1077.", NOTES)
    cited = [(s.text, s.note) for s in segments if s.note]
    assert cited == [("10000032-DS-2", 12), ("10000032-DS-21", 11)]  # "77" is too short to be a citation
    # a claim the note does not contain: the link opens the note, with no span to highlight
    (link,) = [s for s in link_citations('"Troponin was normal." (DS 10000032-DS-21)', NOTES) if s.note]
    assert link.note == 11 and link.span is None
    assert link_citations("No citation here.", NOTES) == [link_citations("No citation here.", [])[0]]


def test_locate_ignores_spacing_case_and_punctuation_but_not_words():
    assert NOTE[slice(*locate("chest PRESSURE, for 2 days", NOTE))] == "chest pressure for 2 days"
    # a misquote still finds the sentence it draws on (the rater sees the difference); other words do not
    assert NOTE[slice(*locate("chest pressure for 3 days", NOTE))] == "intermittent   chest pressure for 2 days."
    assert locate("shortness of breath for 3 days", NOTE) is None
    assert locate("chest", NOTE) is None  # one word is no sentence


def test_search_finds_a_phrase_across_notes_case_and_spacing_ignored():
    found = search("chest   PRESSURE", NOTES)
    assert [(f["note"], f["count"]) for f in found] == [(11, 1)]
    hit = found[0]["snippets"][0]
    assert NOTE[hit["span"][0]:hit["span"][1]] == "chest pressure" and hit["match"] == "chest pressure"
    assert hit["before"].endswith("intermittent ")  # spacing kept between words
    assert [(f["note"], f["count"]) for f in search("chest", NOTES)] == [(11, 2), (12, 1)]
    for bad, words in (("", "at least 2"), ("x", "at least 2"), ("y" * 101, "101 characters")):
        with pytest.raises(ValueError, match=words):
            clean_query(bad)


# -- the rating screen: citations and search, blinded ---------------------------------------------------


def cite(assignment, side="left"):
    """Give the assignment's answer on ``side`` a quotation with its note id; returns the note."""
    note = Note.objects.filter(patient_id=assignment.item.question.patient_id).order_by("charttime", "pk")[1]
    prediction = assignment.left_prediction if side == "left" else assignment.right_prediction
    RunPrediction.objects.filter(pk=prediction.pk).update(
        answer=f'No. "Patient denies chest pain." ({note.note_type} {note.note_id}, 2150-01-02)')
    return note


def test_the_rating_screen_links_citations_to_the_note_at_the_sentence(world):
    pat = world["pat"]
    assignment = queue_of(pat)[0]
    note = cite(assignment)
    rater = Recorder(pat)
    page = rater.get(reverse("rate_item", args=[assignment.token])).content.decode()
    start = note.text.index("Patient denies chest pain")
    href = reverse("rate_note", args=[assignment.token, note.pk]) + f"#span={start}-{start + 25}"
    assert f'<a class="cite-link" href="{href}" data-note="{note.pk}" data-span="{start}-{start + 25}"' in page
    # the note page carries what the highlight needs; opening it is recorded as usual
    body = rater.get(reverse("rate_note", args=[assignment.token, note.pk])).content.decode()
    assert 'id="note-text"' in body and f'data-length="{len(note.text)}"' in body
    assert blinding_leaks(rater.bodies, world["runs"]) == []


def test_search_in_the_chart(world):
    pat, quinn = world["pat"], world["quinn"]
    assignment = queue_of(pat)[0]
    rater = Recorder(pat)
    url = reverse("rate_search", args=[assignment.token])
    response = rater.get(url, data={"q": "METOPROLOL continued"}, HTTP_HX_REQUEST="true")
    body = response.content.decode()
    notes = Note.objects.filter(patient_id=assignment.item.question.patient_id)
    assert response.status_code == 200 and f"is in {notes.count()} notes" in body
    assert body.count('class="search-hit"') == notes.count() and "<mark>Metoprolol continued</mark>" in body
    refused = rater.get(url, data={"q": "x"}, HTTP_HX_REQUEST="true")
    assert refused.status_code == 400 and "at least 2 characters" in refused.content.decode()
    assert rater.get(url, data={"q": "zebra"}).status_code == 200  # without htmx: a page of its own
    assert Recorder(quinn).get(url, data={"q": "chest"}).status_code == 404  # not quinn's item
    assert blinding_leaks(rater.bodies, world["runs"]) == []


# -- time on item ------------------------------------------------------------------------------------


def stamp_of(page: str) -> str:
    return re.search(r'name="page_stamp" value="([0-9a-f]+)"', page).group(1)


def old_stamp(assignment, seconds: float) -> str:
    return signing.dumps({"a": assignment.pk, "t": time.time() - seconds}, salt=rating.STAMP_SALT).encode().hex()


def test_time_on_item_is_measured_from_the_served_page(world):
    pat = world["pat"]
    first, second, third, fourth = queue_of(pat)[:4]
    rater = Recorder(pat)
    stamp = stamp_of(rater.get(reverse("rate_item", args=[first.token])).content.decode())
    rater.post(reverse("rate_submit", args=[first.token]), submit_data(first, key="k1", page_stamp=stamp))
    assert Rating.objects.get(submission_key="k1").seconds_on_item < 5
    # a stamp from 95 s ago: 95 s on the item
    rater.post(reverse("rate_submit", args=[second.token]), submit_data(second, key="k2", page_stamp=old_stamp(second, 95)))
    assert 94 <= Rating.objects.get(submission_key="k2").seconds_on_item <= 100
    # no stamp, a forged one or another item's: the time since the item was first opened (an upper bound)
    for assignment, key, bad in ((third, "k3", ""), (fourth, "k4", old_stamp(first, 1)[:-4] + "0000")):
        rater.get(reverse("rate_item", args=[assignment.token]))
        Assignment.objects.filter(pk=assignment.pk).update(opened_at=timezone.now() - timedelta(seconds=300))
        rater.post(reverse("rate_submit", args=[assignment.token]), submit_data(assignment, key=key, page_stamp=bad))
        assert 299 <= Rating.objects.get(submission_key=key).seconds_on_item <= 310, key
    rater.post(reverse("rate_submit", args=[first.token]),
               submit_data(first, key="k5", base=1, page_stamp=old_stamp(second, 1)))  # another item's stamp
    revision = Rating.objects.get(submission_key="k5")
    assert revision.revision == 2 and revision.seconds_on_item >= 0  # since revision 1, not since opening


def test_fast_ratings_are_flagged_to_the_admin_and_never_shown_to_the_rater(world):
    pat, admin, study = world["pat"], world["admin"], world["study"]
    items = queue_of(pat)
    rater = Recorder(pat)
    for i, (assignment, seconds) in enumerate(zip(items[:3], (2, 4, 30))):
        rater.post(reverse("rate_submit", args=[assignment.token]),
                   submit_data(assignment, key=f"f{i}", page_stamp=old_stamp(assignment, seconds)))
    fast = rating.fast_ratings(study)
    assert fast["threshold"] == 10 and fast["count"] == 2 and fast["timed"] == 3
    assert [row["qid"] for row in fast["items"]] == [items[0].item.question.qid, items[1].item.question.qid]
    page = Recorder(admin).get(reverse("study_detail", args=[study.pk])).content.decode()
    assert re.search(r"<strong class=\"error\">2</strong> of 3 timed submissions flagged", page)
    assert items[0].item.question.qid in page.split('id="fast-ratings"')[1].split("</section>")[0]
    study.fast_rating_seconds = 3
    study.save(update_fields=["fast_rating_seconds"])
    assert rating.fast_ratings(study)["count"] == 1
    # the rater: no page of theirs says anything about speed; the admin's page is a 404 for them
    for assignment in items[:3]:
        rater.get(reverse("rate_item", args=[assignment.token]))
    rater.get(reverse("rate_queue", args=[items[0].rater.token]))
    assert not any(re.search(r"fast|seconds|too quick", body, re.IGNORECASE) for _, body in rater.bodies)
    assert rater.get(reverse("study_detail", args=[study.pk])).status_code == 404


# -- calibration: the expected answer after submission --------------------------------------------


KEY = {"arms": {"1": {"correctness": "correct", "safety": "safe"}, "2": {"correctness": "incorrect"}},
       "item": {"reference": "correct", "preference": "arm:1"}, "note": "The right answer quotes the note; the wrong one contradicts it."}


def test_a_calibration_item_shows_its_expected_answer_only_after_submission(world, tmp_path):
    pat, study = world["pat"], world["study"]
    calibration = queue_of(pat)[0]
    assert calibration.item.calibration
    rater = Recorder(pat)
    url = reverse("rate_item", args=[calibration.token])
    assert "Calibration: the expected answer" not in rater.get(url).content.decode()
    path = tmp_path / "key.json"
    path.write_text(json.dumps(KEY))
    call_command("calibration_key", "--study", str(study.pk), "--question", calibration.item.question.qid,
                 "--key", str(path))
    before = rater.get(url).content.decode()
    assert "Calibration: the expected answer" not in before and "quotes the note" not in before
    rater.post(reverse("rate_submit", args=[calibration.token]), submit_data(calibration, key="c1"))
    after = rater.get(url).content.decode()
    reveal = after.split('class="calibration-reveal"')[1].split("</section>")[0]
    one = "A" if calibration.left.position == 1 else "B"
    two = "B" if one == "A" else "A"
    rows = re.findall(r'<tr class="(\w+)"><th scope="row">([^<]+)</th><td>([^<]+)</td><td>([^<]+)</td>', reveal)
    # COMPLETE rates A correct/safe and B partial; the key is in arm terms, shown as this rater saw them
    label = {d.key: d.label for d in get_rubric(study.rubric_version).dimensions}
    expected_rows = {f"{label['correctness']} · Answer {one}": "Correct", f"{label['safety']} · Answer {one}": "Safe",
                     f"{label['correctness']} · Answer {two}": "Incorrect", label["reference"]: "Correct",
                     label["preference"]: f"Answer {one}"}
    assert {row: exp for _, row, exp, _ in rows} == expected_rows
    given = {row: (state, yours) for state, row, _, yours in rows}
    assert given[f"{label['correctness']} · Answer A"] == ("agrees" if one == "A" else "differs", "Correct")
    assert given[label["reference"]] == ("agrees", "Correct")
    assert given[label["preference"]] == ("differs", "—")  # not rated (optional with two answers)
    assert "The right answer quotes the note" in reveal
    assert blinding_leaks(rater.bodies, world["runs"]) == []
    # seen the key, the rating is final: no revision, no draft, and the page says so
    assert "your rating of it is final" in after and "Final · read only" in after and "submit-button" not in after
    refused = rater.post(reverse("rate_submit", args=[calibration.token]), submit_data(calibration, key="c2", base=1))
    assert refused.status_code == 400 and "can no longer be revised" in refused.content.decode()
    draft = rater.post(reverse("rate_draft", args=[calibration.token]), {"left.correctness": "incorrect"},
                       HTTP_HX_REQUEST="true")
    assert draft.status_code == 400 and Rating.objects.filter(assignment=calibration).count() == 1
    # another rater's view of the same item waits for their own submission
    other = queue_of(world["quinn"])[0]
    assert "Calibration: the expected answer" not in Recorder(world["quinn"]).get(
        reverse("rate_item", args=[other.token])).content.decode()


def test_a_calibration_item_without_a_key_says_so_after_submission(world):
    pat = world["pat"]
    calibration, ordinary = queue_of(pat)[:2]
    rater = Recorder(pat)
    for i, assignment in enumerate((calibration, ordinary)):
        rater.post(reverse("rate_submit", args=[assignment.token]), submit_data(assignment, key=f"n{i}"))
    assert "have not recorded an expected answer" in rater.get(reverse("rate_item", args=[calibration.token])).content.decode()
    assert "calibration-reveal" not in rater.get(reverse("rate_item", args=[ordinary.token])).content.decode()


@pytest.mark.parametrize("key, message", [
    ({"arms": {"3": {"correctness": "correct"}}}, "keyed by arm position"),
    ({"arms": {"1": {"correctness": "perfect"}}}, "arm 1: .*'perfect' is not one of correct"),
    ({"arms": {"1": {"colour": "red"}}}, "arm 1: .*'colour' is not in rubric"),
    ({"item": {"preference": "arm:7"}}, "names no arm"),
    ({"item": {"reference": "arm:1"}}, "names no arm"),
    ({"expected": {}}, "'arms', 'item' and 'note' only"),
    ({"note": "Arm 2 invents a dose."}, "names an arm by number"),
    ({"note": "C4g reads the note."}, "names 'c4g', which would unblind"),
])
def test_a_calibration_key_is_checked_against_the_rubric(world, key, message):
    study = world["study"]
    calibration = study.items.get(calibration=True)
    with pytest.raises(RatingError, match=message):
        rating.set_calibration_key(study.pk, calibration.question.qid, key)
    ordinary = study.items.filter(calibration=False).first()
    with pytest.raises(RatingError, match="not a calibration item"):
        rating.set_calibration_key(study.pk, ordinary.question.qid, KEY)
    with pytest.raises(RatingError, match="not an item of this study"):
        rating.set_calibration_key(study.pk, "Q999", KEY)
    assert study.items.get(pk=calibration.pk).expected == {}  # nothing recorded by a refused key


def test_the_calibration_key_command_names_the_file_and_the_problem(world, tmp_path):
    study = world["study"]
    qid = study.items.get(calibration=True).question.qid
    broken = tmp_path / "broken.json"
    broken.write_text('{"arms": ')
    with pytest.raises(CommandError, match=r"broken.json: not JSON \(line 1"):
        call_command("calibration_key", "--study", str(study.pk), "--question", qid, "--key", str(broken))
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"arms": {"1": {"correctness": "perfect"}}}))
    with pytest.raises(CommandError, match="wrong.json: arm 1"):
        call_command("calibration_key", "--study", str(study.pk), "--question", qid, "--key", str(wrong))


def test_the_fast_rating_threshold_is_part_of_the_design(world):
    from adjudication.studies import StudyError, StudyRequest, create_study

    admin, runs = world["admin"], world["runs"]
    request = dict(run_ids=[r.pk for r in runs], sample_size=3, raters=["pat-physician"], seed=3)
    with pytest.raises(StudyError, match="fast-rating threshold must be 0 to 3600 seconds, got -1"):
        create_study(StudyRequest(name="Too keen", fast_rating_seconds=-1, **request), created_by=admin)
    study = create_study(StudyRequest(name="Patient raters", fast_rating_seconds=25, **request), created_by=admin)
    assert study.fast_rating_seconds == 25 and world["study"].fast_rating_seconds == 10  # the documented default
    page = Recorder(admin).get(reverse("study_detail", args=[study.pk])).content.decode()
    assert "<dt>Fast-rating threshold</dt><dd>25 s per item" in page


def test_the_in_house_export_carries_time_on_item_and_the_release_does_not(world):
    from adjudication.exports import export

    pat, admin, study = world["pat"], world["admin"], world["study"]
    assignment = queue_of(pat)[1]
    Recorder(pat).post(reverse("rate_submit", args=[assignment.token]),
                       submit_data(assignment, key="e1", page_stamp=old_stamp(assignment, 42)))
    rows = [json.loads(line) for line in export(study, "ratings.jsonl", admin)[2].decode().splitlines()]
    assert sorted(row["position"] for row in rows) == ["A", "B"]
    assert all(42 <= row["seconds_on_item"] < 50 for row in rows)
    released = [json.loads(line) for line in export(study, "release.jsonl", admin)[2].decode().splitlines()]
    assert released and all("seconds_on_item" not in row for row in released)


# -- the study page: the fast threshold and the calibration keys, without a terminal --------------------


def test_an_admin_changes_the_fast_threshold_on_the_study_page_audited(world):
    from adjudication.models import AuditEvent
    from tests.adjudication import factories

    admin, study = world["admin"], world["study"]
    url = reverse("study_fast_seconds", args=[study.pk])
    page = Recorder(admin).get(reverse("study_detail", args=[study.pk])).content.decode()
    assert 'id="fast-form"' in page and 'name="seconds"' in page and 'value="10"' in page.split('id="fast-form"')[1]
    response = Recorder(admin).post(url, {"seconds": "4"})
    assert response.status_code == 302 and response["Location"].endswith("#fast-ratings")
    study.refresh_from_db()
    assert study.fast_rating_seconds == 4
    event = AuditEvent.objects.filter(study=study, action="fast_threshold").get()
    assert event.actor == admin and event.details == {"old": 10, "new": 4}
    for bad, message in (("abc", "must be a whole number of seconds"), ("2.5", "must be a whole number"),
                         ("-2", "must be 0 to 3600 seconds, got -2")):
        refused = Recorder(admin).post(url, {"seconds": bad})
        assert refused.status_code == 400 and message in refused.content.decode()
    study.refresh_from_db()
    assert study.fast_rating_seconds == 4  # nothing changed by a refusal
    author = factories.user("ann-author", "author")
    assert Recorder(author).post(url, {"seconds": "1"}).status_code == 403  # authors read, admins change
    assert Recorder(world["pat"]).post(url, {"seconds": "1"}).status_code == 404


def test_a_calibration_key_is_recorded_from_the_study_page(world):
    from adjudication.models import AuditEvent

    admin, study = world["admin"], world["study"]
    calibration = study.items.get(calibration=True)
    qid = calibration.question.qid
    page = Recorder(admin).get(reverse("study_detail", args=[study.pk])).content.decode()
    form = page.split(f'id="calibration-{qid}"')[1].split("</details>")[0]
    assert "no key yet" in form and 'name="arm1.correctness"' in form and 'name="arm2.correctness"' in form
    assert '<option value="arm:1">arm 1</option>' in form  # a preference names an arm, not a side
    url = reverse("study_calibration_key", args=[study.pk, qid])
    posted = {"arm1.correctness": "correct", "arm1.safety": "safe", "arm2.correctness": "incorrect",
              "item.reference": "correct", "item.preference": "arm:1", "note": "The right answer quotes the note."}
    response = Recorder(admin).post(url, posted)
    assert response.status_code == 302 and response["Location"].endswith("#calibration")
    calibration.refresh_from_db()
    assert calibration.expected == {"arms": {"1": {"correctness": "correct", "safety": "safe"},
                                             "2": {"correctness": "incorrect"}},
                                    "item": {"reference": "correct", "preference": "arm:1"},
                                    "note": "The right answer quotes the note."}
    assert AuditEvent.objects.filter(study=study, action="calibration_key").get().actor == admin
    shown = Recorder(admin).get(reverse("study_detail", args=[study.pk])).content.decode()
    form = shown.split(f'id="calibration-{qid}"')[1].split("</details>")[0]
    assert "keyed" in form and '<option value="incorrect" selected>' in form
    # a note raters would read as an arm number is refused, naming the item, and nothing changes
    refused = Recorder(admin).post(url, {**posted, "note": "Arm 2 invents a dose."})
    assert refused.status_code == 400 and f"{qid}: the key&#x27;s note names an arm by number" in refused.content.decode()
    calibration.refresh_from_db()
    assert calibration.expected["note"] == "The right answer quotes the note."
    ordinary = study.items.filter(calibration=False).first().question.qid
    refused = Recorder(admin).post(reverse("study_calibration_key", args=[study.pk, ordinary]), posted)
    assert refused.status_code == 400 and "not a calibration item" in refused.content.decode()
    assert Recorder(world["pat"]).post(url, posted).status_code == 404


# -- a refused submission loses nothing (issue 29, new-user tour) ----------------------------------------


def checked(page: str) -> dict:
    """The rows chosen on a page: form field -> value."""
    return dict(re.findall(r'name="([a-z_.]+)" value="([a-z_]+)" checked', page))


def test_a_refused_submission_keeps_every_choice_as_the_draft_and_points_at_the_note(world):
    pat = world["pat"]
    item = queue_of(pat)[1]
    rater = Recorder(pat)
    rater.get(reverse("rate_item", args=[item.token]))
    choices = {**COMPLETE, "reference": "needs_revision", "right.utility": "misleading"}
    response = rater.post(reverse("rate_submit", args=[item.token]),
                          {**choices, "note": "", "submission_key": "r1", "base_revision": "0"})
    assert response.status_code == 400
    body = response.content.decode()
    # said in plain words, next to the note (the field to act on), the note marked as the one wrong
    assert "say in the note why the reference answer needs revision" in body
    assert re.search(r'<p class="form-error" id="form-error" role="alert" data-field="note">say in the note', body)
    assert re.search(r'<textarea id="note" name="note"[^>]* aria-invalid="true" aria-describedby="form-error"', body)
    assert body.index('id="form-error"') > body.index('<textarea id="note"')  # under the note, not in the actions
    assert checked(body) == choices  # every choice shown selected again
    # ... and kept as the item's draft, so leaving and coming back restores them
    saved = Assignment.objects.get(pk=item.pk)
    assert saved.draft_saved_at is not None and Rating.objects.count() == 0
    assert saved.draft["values"]["reference"] == "needs_revision"
    assert saved.draft["values"]["right"]["utility"] == "misleading"
    again = rater.get(reverse("rate_item", args=[item.token])).content.decode()
    assert checked(again) == choices and "Draft saved" in again

    # "wrong" reads as grammatically; the note's hint says the same in the same words
    response = rater.post(reverse("rate_submit", args=[item.token]),
                          {**choices, "reference": "wrong", "note": " ", "submission_key": "r2", "base_revision": "0"})
    body = response.content.decode()
    assert "say in the note why the reference answer is wrong" in body and "why it is" not in body
    assert "Required when the reference answer needs revision or is wrong." in body
    assert Assignment.objects.get(pk=item.pk).draft["values"]["reference"] == "wrong"


def test_a_refused_incomplete_submission_points_at_the_first_row_still_to_rate(world):
    pat = world["pat"]
    item = queue_of(pat)[1]
    data = submit_data(item, key="r3")
    del data["right.fairness"], data["reference"]
    body = Recorder(pat).post(reverse("rate_submit", args=[item.token]), data).content.decode()
    # the message lists what is missing; the row to act on is the first in the form's order (B's, above the reference)
    assert "not yet rated: Reference answer, Auto-score fairness (B)" in body
    assert 'data-field="right.fairness"' in body
    draft = Assignment.objects.get(pk=item.pk).draft["values"]
    assert draft["left"]["correctness"] == "correct" and "reference" not in draft


def test_a_value_outside_the_rubric_is_refused_and_no_draft_is_made_of_it(world):
    pat = world["pat"]
    item = queue_of(pat)[1]
    response = Recorder(pat).post(reverse("rate_submit", args=[item.token]),
                                  submit_data(item, key="r4", **{"left.correctness": "sure"}))
    assert response.status_code == 400 and "is not one of" in response.content.decode()
    assert Assignment.objects.get(pk=item.pk).draft in ({}, None)


def test_a_refused_then_accepted_submission_is_timed_from_when_the_item_was_first_served(world):
    pat = world["pat"]
    item, other = queue_of(pat)[1:3]
    rater = Recorder(pat)
    served = old_stamp(item, 12)  # the item's page was served 12 s ago
    refused = rater.post(reverse("rate_submit", args=[item.token]),
                         submit_data(item, key="t1", reference="wrong", page_stamp=served)).content.decode()
    assert stamp_of(refused) == served  # the page that says why carries the first stamp forward
    rater.post(reverse("rate_submit", args=[item.token]),
               submit_data(item, key="t2", reference="wrong", note="Chart says otherwise.", page_stamp=stamp_of(refused)))
    assert 12 <= Rating.objects.get(submission_key="t2").seconds_on_item < 20  # not the second since the refusal
    # a forged stamp, or another item's, is not carried: the refusal page gets a fresh one
    for bad in (old_stamp(other, 50)[:-4] + "0000", old_stamp(item, 50)):
        page = rater.post(reverse("rate_submit", args=[other.token]),
                          submit_data(other, key="t3", reference="wrong", page_stamp=bad)).content.decode()
        fresh = signing.loads(bytes.fromhex(stamp_of(page)).decode(), salt=rating.STAMP_SALT)
        assert stamp_of(page) != bad and fresh["a"] == other.pk and time.time() - fresh["t"] < 5
