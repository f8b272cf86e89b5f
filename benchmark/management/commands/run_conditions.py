"""manage.py run_conditions — run retrieval conditions over a dataset's questions with one model.

Does from the terminal what the run launcher does in the browser. Runs to completion here with a
progress bar, or queues Celery tasks with --async. The same command run again resumes the run
with the same configuration (only missing predictions are made); --new starts a fresh one. The
last line printed is a JSON object mapping each condition to its run id.
"""

from __future__ import annotations

import json
import signal
import threading

from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from benchmark.categories import Category
from benchmark.runs.service import RunError, run_launch, run_unfinished_reason, run_work, runs_resume
from retrieval.answering import UnknownCondition, parse_conditions


def _csv(value: str | None) -> list[str]:
    return [v.strip() for v in (value or "").split(",") if v.strip()]


class Command(BaseCommand):
    help = "Run conditions (C1, C1b, C2, C2b, C3, C4, C4g, C4g_oracle, C4g+, C6, C7, RecentNotes:<tokens>, RAG:<N>) over questions."

    def add_arguments(self, parser):
        parser.add_argument("--conditions", default=None, help="comma-separated condition ids, e.g. C1,C2b,C4g")
        parser.add_argument("--model", default="extractive",
                            help="'extractive' (offline reader, default) or a litellm model, e.g. openai/gpt-4o-mini, "
                                 "anthropic/claude-sonnet-4-5, ollama_chat/medgemma")
        parser.add_argument("--dataset", default="synthetic", help="dataset name (default: synthetic)")
        parser.add_argument("--task", default="", choices=["", "imaging", "antibiotics", "diagnoses"],
                            help="paper 001's extraction task over each admission with task gold, instead of the "
                                 "questions (conditions C1, C2, C2b, C6, RecentNotes:<tokens>, RAG:<N>)")
        parser.add_argument("--categories", default=None, help="comma-separated categories (default: all)")
        parser.add_argument("--qids", default=None, help="comma-separated question ids (default: all)")
        parser.add_argument("--subjects", default=None, help="comma-separated subject_ids (default: all)")
        parser.add_argument("--set", dest="run_settings_pairs", action="append", default=[], metavar="KEY=VALUE",
                            help="a setting (JSON value), e.g. --set temperature=0 --set api_base=http://gpu:8000/v1 "
                                 "--set budget=8000 --set top_k=10; repeatable")
        parser.add_argument("--label", default="", help="a free-text label shown on the run pages")
        parser.add_argument("--new", action="store_true",
                            help="start new runs even if identical runs exist (without it, an identical run is "
                                 "resumed, or reported complete)")
        parser.add_argument("--resume", type=int, nargs="+", default=None, metavar="RUN_ID",
                            help="resume these runs (instead of --conditions)")
        parser.add_argument("--async", dest="run_async", action="store_true", help="queue Celery tasks and return")
        parser.add_argument("--wait", type=float, default=None, metavar="SECONDS",
                            help="in the foreground, how long to wait for chunks other workers hold (default: until "
                                 "they finish or their lease expires; chunks of a dead worker on this host are taken "
                                 "back at once)")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar")

    def handle(self, *args, conditions, model, dataset, task, categories, qids, subjects, run_settings_pairs, label, new,
               resume, run_async, wait, no_progress, verbosity, **options):
        try:
            if resume:
                launched = runs_resume(run_ids=resume, queue=run_async)
            else:
                launched = run_launch(dataset_name=dataset, condition_ids=self._condition_ids(conditions), model=model,
                                      settings=self._settings(run_settings_pairs), task=task, label=label, new=new,
                                      question_filter=self._question_filter(task, categories, qids, subjects),
                                      queue=run_async)
        except RunError as exc:
            raise CommandError(str(exc)) from None
        if verbosity:
            for item in launched:
                run = item.run
                state = {"created": "created", "complete": "already complete (--new starts another)",
                         "resumed": f"resuming ({run.done}/{run.total} done)",
                         "running": f"already running ({run.done}/{run.total} done; nothing queued twice)"}[item.state]
                what = f"{run.task} admissions" if run.task else "questions"
                self.stderr.write(f"run {run.pk}: {run.condition} × {run.model} — {run.total} {what}, {state}")
        runs = [item.run for item in launched]
        if not run_async:
            self._execute(runs, disable=no_progress or verbosity == 0, wait=wait)
        self.stdout.write(json.dumps({run.condition: run.pk for run in runs}))
        unfinished = [run for run in runs if not run_async and run.status != run.Status.SUCCEEDED]
        if unfinished:
            raise CommandError("; ".join(run_unfinished_reason(run) for run in unfinished)
                               + ". Run the same command again (or --resume) to finish.")

    @staticmethod
    def _condition_ids(conditions: str | None) -> list[str]:
        if not conditions:
            raise CommandError("give --conditions (e.g. --conditions C1,C2b,C4g) or --resume RUN_ID")
        try:
            return [condition.id for condition in parse_conditions(conditions)]
        except UnknownCondition as exc:
            raise CommandError(str(exc)) from None

    def _question_filter(self, task: str, categories, qids, subjects) -> dict:
        question_filter = {"categories": self._categories(categories), "qids": _csv(qids),
                           "subjects": [self._int(s, "--subjects") for s in _csv(subjects)]}
        if task and (question_filter["categories"] or question_filter["qids"]):
            raise CommandError("--task runs over admissions: --categories and --qids do not apply (use --subjects)")
        return question_filter

    def _categories(self, value: str | None) -> list[str]:
        chosen = _csv(value)
        bad = [c for c in chosen if c not in Category.values]
        if bad:
            raise CommandError(f"unknown categor{'y' if len(bad) == 1 else 'ies'} {', '.join(bad)} "
                               f"(known: {', '.join(Category.values)})")
        return chosen

    @staticmethod
    def _int(value: str, flag: str) -> int:
        try:
            return int(value)
        except ValueError:
            raise CommandError(f"{flag}: {value!r} is not an integer") from None

    @staticmethod
    def _settings(pairs: list[str]) -> dict:
        result = {}
        for pair in pairs:
            key, sep, raw = pair.partition("=")
            if not sep or not key.strip():
                raise CommandError(f"--set {pair!r}: expected KEY=VALUE")
            try:
                result[key.strip()] = json.loads(raw)
            except json.JSONDecodeError:
                result[key.strip()] = raw  # a bare string, e.g. api_base=http://…
        return result

    def _execute(self, runs: list, *, disable: bool, wait: float | None) -> None:
        interrupted = threading.Event()
        previous = signal.getsignal(signal.SIGINT)

        def on_interrupt(signum, frame):
            if interrupted.is_set():
                raise KeyboardInterrupt
            interrupted.set()
            self.stderr.write("\nStopping after the current question (Ctrl-C again to abort); "
                              "run the same command again to resume.")

        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGINT, on_interrupt)
        try:
            for run in runs:
                if run.status == run.Status.SUCCEEDED or interrupted.is_set():
                    continue
                bar = tqdm(total=run.total, initial=run.done, desc=run.condition, unit=" q", disable=disable,
                           file=self.stderr._out, dynamic_ncols=True, mininterval=0.5)
                errors = [run.errors]

                def tick(prediction, bar=bar, errors=errors):
                    errors[0] += 1 if prediction.error else 0
                    bar.update(1)
                    if errors[0]:
                        bar.set_postfix_str(f"errors {errors[0]}", refresh=False)

                told = set()

                def waiting(held, bar=bar, told=told):
                    new = [c for c in held if (c.pk, c.worker) not in told]
                    if new:
                        told.update((c.pk, c.worker) for c in new)
                        bar.write(f"waiting for {len(held)} chunk(s) held by other workers ("
                                  + ", ".join(f"{c.worker} until {c.lease_until:%H:%M:%S}" for c in new) + ")",
                                  file=self.stderr._out)

                finished = run_work(run.pk, on_prediction=tick, stop=interrupted.is_set, wait_seconds=wait,
                                    on_wait=waiting)
                bar.close()
                run.refresh_from_db()
                if finished.status == finished.Status.SUCCEEDED:
                    self.stderr.write(f"run {run.pk} {run.condition}: {finished.done}/{finished.total} answered, "
                                      f"{finished.errors} error(s)")
        finally:
            if threading.current_thread() is threading.main_thread():
                signal.signal(signal.SIGINT, previous)
