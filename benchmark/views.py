"""Benchmark pages: a dataset's questions, and one question with its reference versions."""

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.shortcuts import render

from benchmark import access, selectors
from benchmark.categories import Category
from retrieval.access import get_dataset_for_user


@login_required
def question_list(request, dataset_name):
    dataset = get_dataset_for_user(request.user, dataset_name)
    category = request.GET.get("category") if request.GET.get("category") in Category.values else None
    page = Paginator(selectors.question_list(dataset, category=category), 50).get_page(request.GET.get("page"))
    return render(request, "benchmark/question_list.html", {
        "dataset": dataset, "page": page, "category": category,
        "categories": selectors.category_counts(dataset),
    })


@login_required
def question_detail(request, dataset_name, qid):
    question = access.get_question_for_user(request.user, dataset_name, qid)
    show = access.can_see_references(request.user)
    return render(request, "benchmark/question_detail.html", {
        "question": question, "can_see_references": show,
        "versions": selectors.reference_versions(question) if show else [],
    })
