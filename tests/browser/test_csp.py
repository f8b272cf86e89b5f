"""The pages work under the Content-Security-Policy: htmx refreshes and the report's figures, with
no violation in Chromium's console."""

import pytest
from django.contrib.auth.models import Group, User

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

CSP = "Content Security Policy"


@pytest.fixture
def console(page):
    """Everything Chromium writes to the console, CSP violations included."""
    lines = []
    page.on("console", lambda message: lines.append(message.text))
    page.on("pageerror", lambda error: lines.append(str(error)))
    return lines


def log_in_as_admin(page, live_server):
    user = User.objects.create_user("ada-admin", password="a-long-test-password")
    user.groups.add(Group.objects.get_or_create(name="admin")[0])
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", "ada-admin")
    page.fill("input[name=password]", "a-long-test-password")
    page.click("button[type=submit]")
    page.wait_for_selector("h1:has-text('Datasets')")


def test_htmx_refreshes_a_page_without_csp_violations(live_server, page, console):
    log_in_as_admin(page, live_server)
    with page.expect_response(lambda r: r.url.endswith("/imports/") and r.request.headers.get("hx-request") == "true",
                              timeout=10_000) as refresh:
        response = page.goto(live_server.url + "/imports/")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    assert refresh.value.status == 200
    page.wait_for_selector("#jobs h2:has-text('Jobs')")
    assert page.locator("head style").count() == 0  # htmx left out its indicator stylesheet
    assert [line for line in console if CSP in line] == []

    # The listener does hear the browser enforce the policy: an inline style is refused, loudly.
    page.evaluate("document.head.insertAdjacentHTML('beforeend', '<style>body { color: red }</style>')")
    page.wait_for_timeout(200)
    assert any(CSP in line for line in console)


def test_report_figures_draw_in_colour_under_the_csp(live_server, page, console, tmp_path, monkeypatch):
    from benchmark.models import Run
    from benchmark.runs import run_create, run_work
    from benchmark.scoring import score_run
    from tests.retrieval.graph_support import import_cohort

    import_cohort(tmp_path / "cohort")
    from benchmark.references.releases import release_generated

    release_generated("kg", user="test")  # a score uses only released references
    for condition in ("C1", "C6"):
        run, _ = run_create(dataset_name="kg", condition_id=condition, model="extractive")
        run_work(run.pk)
        score_run(run=run, evaluator_name="keyword_v2")
    log_in_as_admin(page, live_server)
    query = "&".join(f"run={pk}" for pk in Run.objects.values_list("pk", flat=True))
    page.goto(f"{live_server.url}/reports/?{query}&evaluator=keyword_v2")
    page.wait_for_selector("#figure-heatmap svg")
    # matplotlib's white background: drawn from a presentation attribute, not a blocked style=""
    background = page.evaluate("getComputedStyle(document.querySelector('#figure-heatmap svg path')).fill")
    assert background == "rgb(255, 255, 255)"
    assert [line for line in console if CSP in line] == []
