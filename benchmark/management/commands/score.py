"""manage.py score RUN_ID... --evaluator keyword_v1|keyword_v2|polarity|evidence_recall|judge [--reference VERSION]"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from benchmark.evaluators import UnknownEvaluatorError
from benchmark.runs.service import RunError, runs_by_ids
from benchmark.scoring import ScoringError, score_run


class Command(BaseCommand):
    help = ("Score runs' predictions against a reference version with an evaluator (idempotent: only what is "
            "not yet scored by this evaluator version is scored). Rescoring against another reference version "
            "is the same command with --reference.")

    def add_arguments(self, parser):
        parser.add_argument("run_ids", nargs="+", type=int, metavar="RUN_ID")
        parser.add_argument("--evaluator", required=True,
                            help="keyword_v1, keyword_v2, polarity, evidence_recall (the share of the reference's "
                                 "evidence spans the condition retrieved, whatever the model) or judge; task for "
                                 "paper 001 task runs")
        parser.add_argument("--reference", default=None,
                            help="reference version (task runs: task-gold version), which must be released; default: "
                                 "the dataset's default")
        parser.add_argument("--preview-draft", action="store_true",
                            help="allow an unreleased --reference: scores that preview what releasing it changes "
                                 "(reports and studies still refuse it until it is released)")
        parser.add_argument("--judge-model", default=None, help="judge: the litellm model that judges")
        parser.add_argument("--judge-api-base", default=None, help="judge: an OpenAI-compatible server")
        parser.add_argument("--allow-same-model", action="store_true",
                            help="judge: allow judging a run answered by the judge model (recorded as a warning)")

    def handle(self, *args, run_ids, evaluator, reference, judge_model, judge_api_base, allow_same_model,
               preview_draft, **options):
        try:
            runs = runs_by_ids(run_ids)
        except RunError as exc:
            raise CommandError(str(exc)) from None
        extra = {}
        if evaluator == "judge":
            if not judge_model:
                raise CommandError("the judge needs --judge-model (a litellm model, e.g. anthropic/claude-opus-4-1)")
            extra = {"model": judge_model, "allow_same_model": allow_same_model}
            if judge_api_base:
                extra["api_base"] = judge_api_base
        elif judge_model or allow_same_model:
            raise CommandError("--judge-model and --allow-same-model are for --evaluator judge")
        for run in runs:
            try:
                summary = score_run(run=run, evaluator_name=evaluator, reference_version=reference,
                                    evaluator_options=extra, preview=preview_draft)
            except (ScoringError, UnknownEvaluatorError, ValueError) as exc:
                raise CommandError(f"run {run.pk}: {exc}") from None
            accuracy = "—" if summary.accuracy is None else f"{summary.accuracy:.3f}"
            line = (f"run {run.pk} {run.condition} × {run.model}: {summary.evaluator_version} vs {summary.reference_version}: "
                    f"{'mean evidence recall' if evaluator == 'evidence_recall' else 'accuracy'} {accuracy} (n={summary.n}; {summary.scored} new, {summary.already} already scored)")
            if summary.missing_reference:
                line += (f"; {len(summary.missing_reference)} question(s) without a {summary.reference_version} reference, "
                         f"not scored (e.g. {', '.join(summary.missing_reference[:3])})")
            if summary.unscorable:
                line += (f"; {len(summary.unscorable)} question(s) the evaluator cannot score (e.g. "
                         f"{', '.join(summary.unscorable[:3])}), left out")
            self.stdout.write(line)
