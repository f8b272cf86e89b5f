"""The one input layer (``epikg_site.middleware.RejectUnstorableTextMiddleware`` over
``epikg_core.text``): a NUL character or a lone surrogate in a query string, a form-encoded or
multipart field, a JSON body, or JSON that a form field carries is a 400 naming the field, before
any view runs — nothing is saved. Surrogate *pairs* and escaped backslashes are ordinary text."""

from __future__ import annotations

import json
from urllib.parse import urlencode

import pytest
from django.urls import reverse

from adjudication.models import Assignment, Rating, Study
from epikg_core.text import unstorable, unstorable_in_json, unstorable_in_json_text
from tests.adjudication import factories as f

pytestmark = pytest.mark.django_db

FORM = "application/x-www-form-urlencoded"


@pytest.fixture
def study():
    admin = f.user("boss", "admin", is_superuser=True)
    doc = f.user("ann", "physician")
    runs = f.runs(f.dataset())
    return admin, doc, f.make_study(admin=admin, raters=[doc], run_list=runs, sample=9)


def _refused(response, *words: str) -> str:
    text = response.content.decode()
    assert response.status_code == 400, text
    assert text.startswith("Bad request: ") and text.endswith("; nothing was saved.")
    assert "\x00" not in text and all(word in text for word in words), text
    return text


# -- the checks ------------------------------------------------------------------------------------


def test_the_checks_name_the_character_and_where():
    assert unstorable("ab\x00c") == "a NUL character (at character 3)"
    assert unstorable("x\ud800") == "a lone surrogate \\ud800 (at character 2), which UTF-8 cannot encode"
    assert unstorable("fever \U0001f912 and é") is None
    assert unstorable_in_json({"a": [{"b": "ok"}, {"c": "\x00"}]}) == ("field 'a[1].c'", "a NUL character (at character 1)")
    assert unstorable_in_json({"k\udc00": 1})[0] == "a key"
    assert unstorable_in_json_text('{"plan": "\\ud83e\\udd12"}') is None  # a pair: an emoji
    assert unstorable_in_json_text('{"plan": "\\\\u0000"}') is None  # an escaped backslash, then text
    assert unstorable_in_json_text('not json \\u0000') is None
    assert unstorable_in_json_text('{"x": {"y": "\\ud800"}}')[0] == "field 'x.y'"


# -- query strings ---------------------------------------------------------------------------------


@pytest.mark.parametrize("url", ["/runs/", "/reports/", "/studies/", "/rate/", "/admin/auth/user/", "/imports/"])
def test_a_nul_in_a_query_parameter(client, admin_user, url):
    client.force_login(admin_user)
    _refused(client.get(url, {"evaluator": "keyword_v2\x00"}), "query parameter 'evaluator'", "NUL character")
    _refused(client.get(url + "?a%00b=1"), "query parameter name", "NUL")


def test_a_path_with_a_nul_names_nothing(client, admin_user):
    client.force_login(admin_user)
    assert client.get("/runs/%00/").status_code == 404


# -- forms and multipart ---------------------------------------------------------------------------


def test_a_multipart_draft_with_a_nul(client, study):
    _, doc, study = study
    assignment = Assignment.objects.filter(study=study, rater__user=doc).first()
    client.force_login(doc)
    url = reverse("rate_draft", args=[assignment.token])
    response = client.post(url, {"left.correctness": "partial", "note": "Chart\x00 says"})  # multipart
    _refused(response, "form field 'note'", "NUL character (at character 6)")
    assignment.refresh_from_db()
    assert assignment.draft == {}
    assert client.post(url, {"note": "Chart says"}, HTTP_HX_REQUEST="true").status_code == 200


def test_a_form_encoded_submit_with_a_nul(client, study):
    _, doc, study = study
    assignment = Assignment.objects.filter(study=study, rater__user=doc).first()
    client.force_login(doc)
    response = client.post(reverse("rate_submit", args=[assignment.token]),
                           urlencode({"reference": "correct", "note": "a\x00"}), content_type=FORM)
    _refused(response, "form field 'note'")
    assert not Rating.objects.filter(assignment=assignment).exists()


def test_triage_notes_and_structures(client, author):
    client.force_login(author)
    url = "/datasets/example/triage/v1/Q1/"
    _refused(client.post(url, {"decision": "keep", "note": "see\x00"}), "form field 'note'")
    _refused(client.post(url, {"decision": "revise", "structure": '{"concept": "asc\\u0000ites"}'}),
             "form field 'structure' holds JSON in which field 'concept' contains a NUL character")
    _refused(client.post(url, urlencode({"structure": '{"evidence": [{"section": "\\ud800"}]}'}), content_type=FORM),
             "form field 'structure' holds JSON in which field 'evidence[0].section' contains a lone surrogate \\ud800")


@pytest.mark.parametrize("escape,problem", [("\\u0000", "a NUL character"), ("\\ud800", "a lone surrogate \\ud800"),
                                            ("\\udfff", "a lone surrogate \\udfff")])
def test_a_preregistered_plan_with_unstorable_json(client, study, escape, problem):
    admin, _, study = study
    client.force_login(admin)
    plan = '{"primary": {"endpoint": "win rate", "note": "x' + escape + '"}}'
    response = client.post(reverse("study_preregister", args=[study.pk]), {"plan": plan})
    _refused(response, "form field 'plan' holds JSON in which field 'primary.note' contains " + problem)
    assert Study.objects.get(pk=study.pk).plan is None


# -- JSON bodies -----------------------------------------------------------------------------------


@pytest.mark.parametrize("url", ["/runs/launch/", "/studies/1/preregister/", "/datasets/example/triage/v1/Q1/",
                                 "/rate/tok/draft/"])
@pytest.mark.parametrize("escape,problem", [("\\u0000", "a NUL character"), ("\\ud800", "a lone surrogate \\ud800")])
def test_a_json_body_with_an_escape(client, admin_user, url, escape, problem):
    client.force_login(admin_user)
    body = '{"plan": {"steps": ["ok", "bad' + escape + '"]}}'
    response = client.post(url, body, content_type="application/json")
    _refused(response, "in the JSON body, field 'plan.steps[1]' contains " + problem)
    key = client.post(url, '{"a' + escape + '": 1}', content_type="application/vnd.api+json")
    _refused(key, "in the JSON body, a key contains")


def test_ordinary_json_and_text_pass_the_layer(client, study):
    admin, _, study = study
    client.force_login(admin)
    plan = json.dumps({"note": "fever \U0001f912 and a literal \\u0000 in text"})  # a pair, an escaped backslash
    response = client.post(reverse("study_preregister", args=[study.pk]), {"plan": plan})
    assert response.status_code != 400 or b"Bad request:" not in response.content
