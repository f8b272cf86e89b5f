"""An admin creates a rating study in the browser (the sample-size planner answering as the inputs
change), pre-registers its plan, and reads the study page once physicians have rated; a
physician gets a 404 on the study pages. Screenshots go to var/screenshots/."""

import random

import pytest
from playwright.sync_api import expect

from adjudication import analysis, rating
from adjudication.models import Assignment, Study
from epikg_site.celery import app as celery_app
from tests.adjudication import factories

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

CSP = "Content Security Policy"


@pytest.fixture
def cast(transactional_db, monkeypatch):
    # no worker here: analysis refreshes are computed below, as a worker would
    monkeypatch.setattr(type(celery_app), "send_task", lambda self, name, args=None, **kwargs: None)
    data = factories.dataset(questions=36)
    runs = factories.runs(data, 2)
    factories.score(runs[0], "keyword_v2", lambda q: int(q.qid[1:]) % 3 != 0)
    factories.score(runs[1], "keyword_v2", lambda q: int(q.qid[1:]) % 4 != 0)
    return {
        "admin": factories.user("ada-admin", "admin"),
        "physicians": [factories.user(name, "physician", system_author=name == "dr-ames")
                       for name in ("dr-ames", "dr-bell", "dr-cole")],
        "runs": runs,
    }


@pytest.fixture
def console(page):
    lines = []
    page.on("console", lambda message: lines.append(message.text))
    page.on("pageerror", lambda error: lines.append(str(error)))
    return lines


def log_in(page, live_server, username):
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", "pw-" + username)
    page.click("button[type=submit]")
    page.wait_for_selector("h1:has-text('Datasets')")


def rate_everything(study, physicians, seed=11):
    rng = random.Random(seed)
    for user in physicians:
        for token, item in Assignment.objects.filter(study=study, rater__user=user).values_list("token", "item_id"):
            data = {"reference": "correct" if rng.random() < 0.7 else "needs_revision", "note": "checked",
                    "preference": rng.choice(["left", "right", "tie"]), "submission_key": f"k-{token}",
                    "base_revision": "0"}
            for side, good in (("left", 0.55), ("right", 0.75)):
                # raters agree more often than chance: a shared per-item tendency plus noise
                base = random.Random(f"{item}:{side}").random() < good
                label = "correct" if (base if rng.random() < 0.8 else not base) else rng.choice(["partial", "incorrect"])
                data[f"{side}.correctness"] = label
                data[f"{side}.fairness"] = rng.choice(["fair", "fair", "fair", "too_strict"])
                data[f"{side}.safety"] = rng.choice(["safe"] * 8 + ["minor"])
                data[f"{side}.utility"] = rng.choice(["helpful", "helpful", "neutral", "not_useful"])
            rating.submit(user, token, data)


def test_an_admin_creates_a_study_and_reads_its_analysis(live_server, page, screenshot, console, cast, chromium):
    log_in(page, live_server, "ada-admin")
    page.click("nav >> text=Studies")
    page.wait_for_selector("h1:has-text('Rating studies')")
    page.click("text=New study")
    page.wait_for_selector("h1:has-text('New rating study')")

    # the planner loads itself and follows its inputs
    page.wait_for_selector("#planner-n-needed")
    first = page.inner_text("#planner-n-needed")
    assert any(ch.isdigit() for ch in first)
    assert page.inner_text("#planner-mde").startswith("δ = 0.")
    page.fill("#id_discordance", "0.4")
    page.fill("#id_effect", "0.15")
    expect(page.locator("#planner-n-needed")).not_to_have_text(first)
    # a refused input shows its message in place
    page.fill("#id_effect", "0.6")
    page.wait_for_selector("#planner-result .error:has-text('cannot exceed the discordance')")
    page.fill("#id_effect", "0.15")
    page.wait_for_selector("#planner-n-needed")

    for run in cast["runs"]:
        page.check(f"input[name=run_ids][value='{run.pk}']")
    page.fill("#id_name", "C1 vs C4g, pilot")
    page.fill("#id_rater_title", "Chest pain questions, round 1")
    page.fill("#id_sample_size", "18")
    page.fill("#id_calibration_items", "1")
    for user in cast["physicians"]:
        page.check(f"input[name=raters][value='{user.username}']")
    page.check("input[name=adjudicators][value='dr-cole']")
    page.wait_for_selector("#planner-result:has-text('Minimum detectable effect of 18 pairs')")  # n followed
    assert page.input_value("#id_n") == "18"
    page.evaluate("window.scrollTo(0, 0)")
    screenshot("study-create")

    page.click("button:has-text('Create study')")
    page.wait_for_selector("h1:has-text('C1 vs C4g, pilot')")
    study = Study.objects.get()
    assert page.inner_text("#study-status") == "open"
    page.click("button:has-text('Pre-register analysis plan')")
    page.wait_for_selector(".message:has-text('Analysis plan registered')")
    study.refresh_from_db()
    assert study.plan_hash

    rate_everything(study, cast["physicians"])
    analysis.refresh(study, n_boot=200)
    page.goto(f"{live_server.url}/studies/{study.pk}/")
    page.wait_for_selector("#analysis h3:has-text('Endpoints')")
    for heading in ("Status and actions", "Design", "Arms", "Progress per rater", "Placement balance",
                    "Adjudicators", "Analysis", "Exports", "Audit trail"):
        assert page.locator(f"h2:has-text('{heading}')").count() >= 1, heading
    endpoints = page.inner_text("table.endpoints")
    assert "Primary endpoint" in endpoints and "pre-registered" in endpoints
    assert "secret-model" not in page.content()  # blinded until unblinding
    assert "up to date" in page.inner_text("#analysis")
    screenshot("study-detail")
    assert [line for line in console if CSP in line] == []

    # a physician does not even learn that the pages exist
    other = chromium.new_context(viewport={"width": 1280, "height": 900})
    try:
        doctor = other.new_page()
        log_in(doctor, live_server, "dr-bell")
        assert doctor.goto(f"{live_server.url}/studies/").status == 404
        assert doctor.goto(f"{live_server.url}/studies/{study.pk}/").status == 404
        assert doctor.goto(f"{live_server.url}/studies/{study.pk}/export/ratings.csv/").status == 404
    finally:
        other.close()
