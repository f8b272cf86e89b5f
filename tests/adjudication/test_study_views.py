"""The study pages for authors and admins: who may see and do what, the create form (with the
sample-size planner), the study page's actions (pre-register, lock, unblind, adjudicators), the
analysis fragment and the exports."""

from __future__ import annotations

import json
import random
import re

import pytest
from django.test import Client
from django.urls import reverse

from adjudication import planner, rating
from adjudication.models import Assignment, AuditEvent, Study
from adjudication.studies import arm_positions
from tests.adjudication import factories

pytestmark = pytest.mark.django_db

EXPORTS = {
    "ratings.csv": "text/csv",
    "ratings.jsonl": "application/x-ndjson",
    "release.jsonl": "application/x-ndjson",
    "audit.csv": "text/csv",
}


@pytest.fixture
def people():
    return {
        "admin": factories.user("ada-admin", "admin"),
        "author": factories.user("ana-author", "author"),
        "physicians": [factories.user(f"doc-{i}", "physician", system_author=i == 0) for i in range(3)],
        "senior": factories.user("sam-senior", "physician"),
        "outsider": factories.user("olly-outsider", "nobody"),
    }


@pytest.fixture
def dataset():
    data = factories.dataset()
    return data, factories.runs(data, 2)


@pytest.fixture
def study(people, dataset):
    _, runs = dataset
    return factories.make_study(admin=people["admin"], raters=people["physicians"], run_list=runs)


def client_for(user) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def study_urls(study) -> list[tuple[str, str]]:
    """(method, url) of every study URL."""
    pk = study.pk
    urls = [("get", reverse("study_list")), ("get", reverse("study_create")), ("post", reverse("study_create")),
            ("get", reverse("study_planner") + "?discordance=0.3&effect=0.1&n=50"),
            ("get", reverse("study_detail", args=[pk])), ("get", reverse("study_analysis", args=[pk])),
            ("post", reverse("study_analysis", args=[pk]))]
    urls += [("post", reverse(name, args=[pk])) for name in
             ("study_preregister", "study_open", "study_lock", "study_reopen", "study_unblind", "study_adjudicators")]
    urls += [("get", reverse(name, args=[pk])) for name in ("study_lock", "study_unblind")]  # confirmation pages
    urls += [("get", reverse("study_export", args=[pk, kind])) for kind in EXPORTS]
    return urls


def submit_ratings(study, physicians, *, seed: int = 3) -> int:
    """Every rater rates every assignment (through the rating service)."""
    rng = random.Random(seed)
    count = 0
    for user in physicians:
        for token in Assignment.objects.filter(study=study, rater__user=user).values_list("token", flat=True):
            data = {"reference": "correct", "preference": rng.choice(["left", "right", "tie"]),
                    "note": "", "submission_key": f"key-{token}", "base_revision": "0"}
            for side in ("left", "right"):
                data[f"{side}.correctness"] = rng.choice(["correct", "correct", "partial", "incorrect"])
                data[f"{side}.fairness"] = "fair"
                data[f"{side}.safety"] = rng.choice(["safe", "safe", "minor"])
                data[f"{side}.utility"] = rng.choice(["helpful", "neutral"])
            rating.submit(user, token, data)
            count += 1
    return count


def create_data(runs, physicians, **changes) -> dict:
    data = {"run_ids": [str(run.pk) for run in runs], "name": "C1 against C4g", "rater_title": "Chest pain study",
            "sample_size": "9", "seed": "12345", "raters": [u.username for u in physicians], "design": "all",
            "raters_per_item": "", "calibration_items": "1", "rubric_version": "app-o-v1", "reference_version": "",
            "sampling": "stratified", "oversample": "4", "adjudicators": []}
    data.update(changes)
    return data


# -- who may see what ----------------------------------------------------------------------------


def test_physicians_and_users_without_a_role_get_404_on_every_study_url(people, study):
    for who in (people["physicians"][0], people["outsider"]):
        client = client_for(who)
        for method, url in study_urls(study):
            response = getattr(client, method)(url)
            assert response.status_code == 404, (who.username, method, url, response.status_code)
    assert Study.objects.get().status == Study.Status.OPEN
    assert not AuditEvent.objects.filter(action="exported").exists()


def test_anonymous_users_are_sent_to_the_login_page(study):
    client = Client()
    for method, url in study_urls(study):
        response = getattr(client, method)(url)
        assert response.status_code == 302, (method, url)
        assert response["Location"].startswith(reverse("login")), (method, url)


def test_authors_read_but_do_not_create_lock_or_unblind(people, study):
    client = client_for(people["author"])
    listing = client.get(reverse("study_list"))
    assert listing.status_code == 200
    assert study.name in listing.content.decode()
    assert "New study" not in listing.content.decode()
    page = client.get(reverse("study_detail", args=[study.pk]))
    assert page.status_code == 200
    body = page.content.decode()
    assert "Only admins pre-register, lock and unblind" in body
    assert reverse("study_lock", args=[study.pk]) not in body
    assert client.get(reverse("study_analysis", args=[study.pk])).status_code == 200
    assert client.get(reverse("study_planner") + "?discordance=0.3&effect=0.1").status_code == 200
    assert client.get(reverse("study_export", args=[study.pk, "audit.csv"])).status_code == 200

    assert client.get(reverse("study_create")).status_code == 403
    runs = [arm.run for arm in study.arms.order_by("position")]
    assert client.post(reverse("study_create"), create_data(runs, people["physicians"])).status_code == 403
    for name in ("study_lock", "study_unblind"):
        assert client.get(reverse(name, args=[study.pk])).status_code == 403, name
    for name, data in [("study_lock", {"confirm": "on"}), ("study_unblind", {"confirm": "on"}),
                       ("study_open", {}), ("study_reopen", {"reason": "by mistake"}),
                       ("study_preregister", {"plan": "{}"}), ("study_adjudicators", {"usernames": "sam-senior"})]:
        assert client.post(reverse(name, args=[study.pk]), data).status_code == 403, name
    study.refresh_from_db()
    assert study.status == Study.Status.OPEN and not study.plan_hash
    assert Study.objects.count() == 1
    assert not study.adjudicators.exists()


def test_the_list_shows_progress_and_admins_get_the_new_study_button(people, study):
    submit_ratings(study, people["physicians"][:1])
    body = client_for(people["admin"]).get(reverse("study_list")).content.decode()
    assert "New study" in body and reverse("study_create") in body
    assert study.dataset.name in body
    total = Assignment.objects.filter(study=study).count()
    done = Assignment.objects.filter(study=study, rater__user=people["physicians"][0]).count()
    assert f'<progress value="{done}" max="{total}">' in body
    assert f"{done} / {total}" in body


def test_a_missing_study_is_404_for_admins_too(people):
    client = client_for(people["admin"])
    assert client.get(reverse("study_detail", args=[999])).status_code == 404
    assert client.post(reverse("study_lock", args=[999])).status_code == 404


def test_an_unknown_export_is_404(people, study):
    response = client_for(people["admin"]).get(reverse("study_export", args=[study.pk, "everything.zip"]))
    assert response.status_code == 404


# -- CSRF ----------------------------------------------------------------------------------------


def test_posts_need_the_csrf_token(people, study):
    client = Client(enforce_csrf_checks=True)
    client.force_login(people["admin"])
    url = reverse("study_lock", args=[study.pk])
    assert client.post(url).status_code == 403
    study.refresh_from_db()
    assert study.status == Study.Status.OPEN
    page = client.get(reverse("study_detail", args=[study.pk]))
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.content.decode()).group(1)
    response = client.post(url, {"csrfmiddlewaretoken": token, "confirm": "on"})
    assert response.status_code == 302
    study.refresh_from_db()
    assert study.status == Study.Status.LOCKED


# -- creating a study ----------------------------------------------------------------------------


def test_the_create_page_lists_runs_physicians_and_a_seed(people, dataset):
    data, runs = dataset
    body = client_for(people["admin"]).get(reverse("study_create")).content.decode()
    for run in runs:
        assert f'name="run_ids" value="{run.pk}"' in body
        assert run.condition in body and run.model in body and run.label in body
    assert data.name in body
    for physician in people["physicians"]:
        assert f'value="{physician.username}"' in body
    assert "system author" in body
    assert "ana-author" not in body  # authors are not raters
    seed = re.search(r'name="seed" value="(\d+)"', body)
    assert seed and len(seed.group(1)) >= 6
    assert "Must not name a system" in body
    # the planner is on the page, before the submit button, and loads itself from study_planner
    assert body.index("Sample-size planner") < body.index("Create study</button>")
    assert f'hx-get="{reverse("study_planner")}"' in body


def test_creating_a_study_through_the_form(people, dataset):
    _, runs = dataset
    data = create_data(runs, people["physicians"], adjudicators=["sam-senior"], design="k", raters_per_item="2")
    client = client_for(people["admin"])
    response = client.post(reverse("study_create"), data)
    study = Study.objects.get()
    assert response.status_code == 302
    assert response["Location"] == reverse("study_detail", args=[study.pk])
    assert study.name == "C1 against C4g" and study.rater_title == "Chest pain study"
    assert study.sample_size == 9 and study.seed == 12345 and study.calibration_items == 1
    assert study.design == Study.Design.K and study.raters_per_item == 2
    # the arms are numbered in a seeded random order, not the order the runs were given
    assert {arm.run_id: arm.position for arm in study.arms.all()} == dict(
        zip([run.pk for run in runs], arm_positions(len(runs), 12345)))
    assert list(study.adjudicators.values_list("username", flat=True)) == ["sam-senior"]
    assert study.items.count() == 10
    page = client.get(response["Location"])
    assert f"Study #{study.pk} created" in page.content.decode()


@pytest.mark.parametrize("changes, message", [
    ("one run", "a study compares two or more runs"),
    ({"sample_size": "500"}, "cannot sample 500 items"),
    ({"rater_title": "Is C4g better?"}, "names &#x27;c4g&#x27;, which would unblind them"),
    ({"raters": []}, "This field is required"),
    ({"design": "k", "raters_per_item": ""}, "Say how many raters rate each item"),
    ({"design": "k", "raters_per_item": "7"}, "raters per item (k) must be between 1 and 3"),
    ({"rubric_version": "no-such-rubric"}, "Select a valid choice"),
])
def test_a_refused_study_shows_the_message_and_creates_nothing(people, dataset, changes, message):
    _, runs = dataset
    if changes == "one run":
        changes = {"run_ids": [str(runs[0].pk)]}
    response = client_for(people["admin"]).post(reverse("study_create"), create_data(runs, people["physicians"],
                                                                                     **changes))
    assert response.status_code == 400
    body = response.content.decode()
    assert message in body
    assert "The study was not created" in body
    assert Study.objects.count() == 0
    assert not AuditEvent.objects.exists()
    # what was entered is kept
    if "name" not in changes:
        assert 'value="C1 against C4g"' in body
    assert re.search(rf'name="run_ids" value="{runs[0].pk}" id="run-{runs[0].pk}"\s+checked', body)


# -- the planner ---------------------------------------------------------------------------------


def test_the_planner_fragment_gives_n_needed_and_the_minimum_detectable_effect(people):
    client = client_for(people["author"])
    response = client.get(reverse("study_planner"), {"discordance": "0.3", "effect": "0.1", "n": "50"},
                          HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    body = response.content.decode()
    expected = planner.plan({"discordance": 0.3, "effect": 0.1, "n": 50})
    assert expected["n_needed"] and expected["mde"]
    assert f'id="planner-n-needed">{expected["n_needed"]} <small>pairs' in body
    assert f'{expected["mde"]:.3f}' in body
    assert "n needed for 80% power (exact McNemar)" in body
    assert "Minimum detectable effect of 50 pairs" in body
    assert "<html" not in body  # a fragment


@pytest.mark.parametrize("query, message", [
    ({"discordance": "0.1", "effect": "0.3"}, "the effect cannot exceed the discordance"),
    ({"discordance": "", "effect": "0.1"}, "Discordance ψ: This field is required"),
    ({"discordance": "zero", "effect": "0.1"}, "Enter a number"),
])
def test_the_planner_answers_bad_input_with_the_message(people, query, message):
    response = client_for(people["admin"]).get(reverse("study_planner"), query)
    assert response.status_code == 400
    assert message in response.content.decode()


# -- the study page and its actions --------------------------------------------------------------


def test_the_study_page_before_unblinding(people, study):
    body = client_for(people["author"]).get(reverse("study_detail", args=[study.pk])).content.decode()
    for heading in ("Status and actions", "Design", "Arms", "Progress per rater", "Placement balance",
                    "Adjudicators", "Analysis", "Exports", "Audit trail"):
        assert f">{heading}" in body, heading
    assert "arm 1" in body and "arm 2" in body
    for condition, model in factories.RUN_NAMES[:2]:
        assert model not in body
        assert f"<code>{condition}</code>" not in body
    assert "hidden until unblinding" in body  # the "created" event names the runs
    assert str(study.seed) in body
    assert "Largest imbalance" in body
    for physician in people["physicians"]:
        assert physician.username in body


def test_lock_then_unblind(people, study):
    client = client_for(people["admin"])
    unblind = reverse("study_unblind", args=[study.pk])
    refused = client.post(unblind, {"confirm": "on"})
    assert refused.status_code == 400
    assert "lock the study before unblinding it" in refused.content.decode()
    study.refresh_from_db()
    assert study.status == Study.Status.OPEN

    assert client.post(reverse("study_lock", args=[study.pk]), {"confirm": "on"}).status_code == 302
    study.refresh_from_db()
    assert study.status == Study.Status.LOCKED
    again = client.post(reverse("study_lock", args=[study.pk]), {"confirm": "on"})
    assert again.status_code == 400 and "is already" in again.content.decode()

    page = client.get(unblind).content.decode()
    assert "I understand raters&#x27; labels become attributable to runs" in page
    assert "I understand 9 items are incomplete" in page  # nobody has rated yet
    unconfirmed = client.post(unblind, {})
    assert unconfirmed.status_code == 400
    assert "Tick the box to confirm" in unconfirmed.content.decode()
    half = client.post(unblind, {"confirm": "on"})  # not the incompleteness
    assert half.status_code == 400 and "Not unblinded: the study is incomplete" in half.content.decode()
    study.refresh_from_db()
    assert study.status == Study.Status.LOCKED

    assert client.post(unblind, {"confirm": "on", "accept_incomplete": "on"}).status_code == 302
    study.refresh_from_db()
    assert study.status == Study.Status.UNBLINDED and study.unblinded_by == people["admin"]
    body = client.get(reverse("study_detail", args=[study.pk])).content.decode()
    for condition, model in factories.RUN_NAMES[:2]:
        assert condition in body and model in body
    assert "hidden until unblinding" not in body
    assert client.post(unblind, {"confirm": "on"}).status_code == 400


def test_preregistering_the_plan(people, study):
    client = client_for(people["admin"])
    url = reverse("study_preregister", args=[study.pk])
    page = client.get(reverse("study_detail", args=[study.pk])).content.decode()
    assert "Pre-register analysis plan" in page and "unanimous_strict" in page
    bad = client.post(url, {"plan": "{not json"})
    assert bad.status_code == 400 and "The plan is not valid JSON" in bad.content.decode()
    wrong = client.post(url, {"plan": json.dumps({"primary": {"arms": [1, 3], "rule": "unanimous_strict",
                                                              "raters": "all"}, "reference_version": "v2"})})
    assert wrong.status_code == 400 and "must name two of the study&#x27;s arms" in wrong.content.decode()
    study.refresh_from_db()
    assert not study.plan_hash
    from adjudication.studies import default_plan

    plan = default_plan(study)
    plan["alpha"] = 0.01
    assert client.post(url, {"plan": json.dumps(plan)}).status_code == 302
    study.refresh_from_db()
    assert study.plan["alpha"] == 0.01 and study.plan_hash
    page = client.get(reverse("study_detail", args=[study.pk])).content.decode()
    assert study.plan_hash in page and "before the first rating" in page
    assert "Pre-register analysis plan</button>" not in page
    again = client.post(url, {"plan": json.dumps(plan)})
    assert again.status_code == 400 and "already registered its plan" in again.content.decode()


def test_setting_adjudicators(people, study):
    client = client_for(people["admin"])
    url = reverse("study_adjudicators", args=[study.pk])
    refused = client.post(url, {"usernames": "sam-senior, ana-author"})
    assert refused.status_code == 400
    assert "ana-author is not a physician" in refused.content.decode()
    assert not study.adjudicators.exists()
    assert client.post(url, {"usernames": "sam-senior"}).status_code == 302
    assert list(study.adjudicators.values_list("username", flat=True)) == ["sam-senior"]
    assert "sam-senior" in client.get(reverse("study_detail", args=[study.pk])).content.decode()


def test_exports_download_with_their_type_and_name(people, study):
    submit_ratings(study, people["physicians"][:2])
    client = client_for(people["admin"])
    for kind, content_type in EXPORTS.items():
        response = client.get(reverse("study_export", args=[study.pk, kind]))
        assert response.status_code == 200, kind
        assert response["Content-Type"].startswith(content_type), kind
        assert response["Content-Disposition"] == f'attachment; filename="study-{study.pk}-{kind}"'
        assert response.content, kind
    assert AuditEvent.objects.filter(study=study, action="exported").count() == len(EXPORTS)


# -- the analysis --------------------------------------------------------------------------------


def test_the_analysis_fragment_polls_while_stale_and_recomputes_on_request(people, study):
    submit_ratings(study, people["physicians"])
    client = client_for(people["author"])
    url = reverse("study_analysis", args=[study.pk])
    stale = client.get(url, HTTP_HX_REQUEST="true").content.decode()
    assert 'hx-trigger="every 5s"' in stale and "stale: refreshing…" in stale
    fresh = client.post(url, HTTP_HX_REQUEST="true")
    assert fresh.status_code == 200
    body = fresh.content.decode()
    assert 'hx-trigger="every 5s"' not in body and "up to date" in body
    assert "Primary endpoint" in body and "not pre-registered" in body
    assert "Pairwise Cohen κ" in body and "Per rater" in body
    # a plain POST (no htmx) goes back to the page
    plain = client.post(url)
    assert plain.status_code == 302 and plain["Location"].endswith("#analysis")
    page = client.get(reverse("study_detail", args=[study.pk])).content.decode()
    assert "Primary endpoint" in page and "computed at" in page


def test_the_analysis_renders_when_figures_are_missing(people, study):
    """Every figure may be None; the page says so instead of failing."""
    from django.template.loader import render_to_string

    sparse = {"stale": False, "computed_at": None, "blinded": True, "arms": [], "counts": {"items": None},
              "per_rater": [{"pseudonym": "R01", "system_author": None, "rated": None, "correct": None,
                             "partial": None, "incorrect": None, "reference_defect_rate": None, "skipped": None}],
              "agreement": {"units": 0, "pairwise": [{"raters": ["R01", "R02"], "n": 1, "kappa_strict": None,
                                                      "kappa_linear": {"value": None}, "kappa_quadratic": None}],
                            "fleiss_strict": None, "alpha_nominal": None, "alpha_ordinal": None,
                            "reference_fleiss": None},
              "endpoints": [{"name": "primary", "label": "Primary endpoint", "preregistered": True, "rule": None,
                             "raters": None, "arms": None, "n": 0, "a": None, "b": None, "c": None, "d": None,
                             "first_rate": None, "second_rate": None, "difference": None, "interval": None,
                             "interval_method": None, "p_exact": None, "ht": None, "note": None}],
              "per_rater_deltas": [], "categories": [{"category": "negation", "n": 0,
                                                      "arms": [{"label": "arm 1", "strict": None, "lenient": None}]}],
              "safety": [{"label": "arm 1", "safe": None, "minor": None, "harmful": None, "n": 0}], "utility": None,
              "evaluator_concordance": [{"evaluator": "judge", "n": 0, "agree": None, "too_strict": None,
                                         "too_lenient": None, "kappa": None}],
              "bradley_terry": None, "preregistration": None, "adjudication": None, "messages": None}
    html = render_to_string("adjudication/_analysis.html", {"study": study, "analysis": sparse})
    assert "Primary endpoint" in html and "pre-registered" in html
    assert html.count("—") > 10
    empty = render_to_string("adjudication/_analysis.html", {"study": study, "analysis": None})
    assert "No analysis yet" in empty


def test_the_planner_reads_percentages(people):
    response = client_for(people["admin"]).get(reverse("study_planner"), {"discordance": "30", "effect": "10"})
    assert response.status_code == 200
    body = response.content.decode()
    assert "at ψ = 0.3, δ = 0.1" in body
    assert f'id="planner-n-needed">{planner.plan({"discordance": 0.3, "effect": 0.1})["n_needed"]} ' in body
