"""Question pages: everyone with a role sees questions; only authors and admins see references."""

import pytest
from django.urls import reverse

from benchmark.models import Question
from benchmark.synthetic.generate import generate_cohort
from retrieval.corpus.services import corpus_import

pytestmark = pytest.mark.django_db


@pytest.fixture
def cohort(tmp_path):
    generate_cohort(out=tmp_path / "cohort", patients=4, seed=3, questions=36)
    corpus_import(folder=tmp_path / "cohort", dataset_name="synthetic")
    return Question.objects.order_by("qid")


def test_it_lists_questions_by_category(client, physician, cohort, django_assert_max_num_queries):
    client.force_login(physician)
    with django_assert_max_num_queries(10):
        response = client.get(reverse("question_list", args=["synthetic"]))
    assert response.status_code == 200
    assert response.context["page"].paginator.count == 36
    assert sum(c["count"] for c in response.context["categories"]) == 36
    negation = client.get(reverse("question_list", args=["synthetic"]), {"category": "negation"})
    assert {q.category for q in negation.context["page"]} == {"negation"}
    dataset_page = client.get(reverse("dataset_detail", args=["synthetic"]))
    assert b"36 benchmark questions" in dataset_page.content


def test_physicians_do_not_see_reference_answers(client, physician, cohort):
    client.force_login(physician)
    question = cohort.first()
    response = client.get(reverse("question_detail", args=["synthetic", question.qid]))
    assert response.status_code == 200
    assert question.text.encode() in response.content.replace(b"&#x27;", b"'")
    assert response.context["versions"] == []
    assert b"shown to authors and admins only" in response.content


def test_authors_see_every_version_with_its_evidence(client, author, cohort):
    client.force_login(author)
    question = cohort.first()
    response = client.get(reverse("question_detail", args=["synthetic", question.qid]))
    versions = response.context["versions"]
    assert [v["ref"].version for v in versions] == ["v1", "v2", "v3"]
    exact = versions[-1]
    assert exact["evidence"] and all(ev["quote"] for ev in exact["evidence"])
    assert exact["ref"].parent.version == "v2"


def test_outsiders_and_unknown_questions(client, outsider, physician, cohort):
    client.force_login(outsider)
    assert client.get(reverse("question_list", args=["synthetic"])).status_code == 403
    client.force_login(physician)
    assert client.get(reverse("question_detail", args=["synthetic", "nope"])).status_code == 404
