"""Write-side services of the benchmark pages (the CLI calls the same functions in runs.py)."""

from __future__ import annotations

from django.db import transaction

from benchmark.models import Run
from benchmark.runs import RunError, run_create, run_enqueue, run_resume


def runs_launch(*, form: dict, user) -> list[Run]:
    """Create (or resume) one run per chosen condition and queue their chunks, all or nothing:
    a condition that cannot run (bad setting, unreachable model) launches none."""
    launched = []
    with transaction.atomic():
        for condition_id in form["condition_ids"]:
            run, created = run_create(
                dataset_name=form["dataset"].name, condition_id=condition_id, model=form["model"].strip(),
                settings=form.get("settings") or {},
                question_filter={} if form.get("task") else {"categories": form.get("categories") or []},
                label=form.get("label") or "", user=user, task=form.get("task") or "",
            )
            if not created:
                if run.status == Run.Status.SUCCEEDED:
                    raise RunError(f"{condition_id}: an identical run (#{run.pk}) already finished; "
                                   "change a setting or the label to start another")
                run = run_resume(run)
            run_enqueue(run)
            launched.append(run)
    return launched
