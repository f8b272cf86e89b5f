"""The SliceBench service: the B0–B4 ladder as named bundles of the existing conditions, and the
per-tier ladder analysis of a dataset's stored scores (paper 000 §3.6, App. I, K, M).

``slicebench_analysis(dataset=..., query=...)`` assigns tiers from the corpus (encounters per
patient), picks one scored run per ladder step, and hands the outcomes to
:func:`benchmark.stats.ladder.ladder_table`. The result (:class:`SliceBenchAnalysis`) is plain
data that the page, the CSV, the figure and ``manage.py slicebench`` all show.

The ladder (paper 000 App. K, Table 12; the mapping C1 ≈ B0, C2 ≈ B2, C4g ≈ B3, C4g+full ≈ B4 is
the paper's own, App. P). The text we have does not carry Table 12's row for B1; between "the
question alone" (B0) and "retrieved note chunks" (B2) of a monotone context progression, the
closest existing condition is C1b, one whole document (the asked admission's discharge
summary). docs/slicebench.md records this choice.

The score source: the judge evaluator where the dataset has judge scores (the paper's SliceBench
protocol, §3.7), else the default evaluator (``benchmark.evaluator_choice``); the query can name any evaluator in the score table.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from benchmark.evaluator_choice import choose_evaluator
from benchmark.releases import ReleaseError, require_released_reference
from benchmark.slicebench import selectors
from benchmark.slicebench.tiers import (
    Tier,
    TierError,
    assign_tiers,
    configured_tiers,
    format_tiers,
    parse_tiers,
)
from benchmark.stats import ladder as stats_ladder
from retrieval.models import Dataset


@dataclass(frozen=True)
class Step:
    name: str
    condition: str
    reads: str


LADDER: tuple[Step, ...] = (
    Step("B0", "C1", "the question only"),
    Step("B1", "C1b", "one document: the asked admission's discharge summary (paper's B1; closest condition)"),
    Step("B2", "C2", "retrieved note chunks (TF-IDF top 5)"),
    Step("B3", "C4g", "the graph's facts with assertion labels, routed by intent, beside note sentences"),
    Step("B4", "C4g+", "B3 plus all notes in order, within the budget"),
)
CRITICAL = ("B2", "B3")
#: the paper scores SliceBench with the LLM judge; without judge scores, the default evaluator
#: (``benchmark.evaluator_choice``: best measured agreement with physicians, else polarity)
PREFERRED_EVALUATOR = "judge"


class SliceBenchError(ValueError):
    """An analysis that cannot be made (bad tiers, no scores …), in words."""


def ladder_bundles() -> list[dict]:
    """The ladder's steps as named bundles: step, condition, what the model reads."""
    return [asdict(step) for step in LADDER]


@dataclass(frozen=True)
class SliceQuery:
    """What was asked: the score source, the reference, the tiers, optionally the model and runs."""

    evaluator: str | None = None
    reference: str | None = None
    tiers: str = ""
    model: str | None = None
    run_ids: tuple[int, ...] = ()
    n_resamples: int = stats_ladder.N_RESAMPLES

    @classmethod
    def from_query(cls, query) -> SliceQuery:
        """From a query string: ``evaluator``, ``reference``, ``tiers``, ``model``, ``run`` (repeated)."""
        def text(name: str, limit: int) -> str | None:
            value = (query.get(name) or "").strip()
            return value[:limit] if value and value.isprintable() else None

        runs = tuple(int(v) for v in query.getlist("run") if v.isascii() and v.isdigit() and len(v) < 10)
        return cls(evaluator=text("evaluator", 64), reference=text("reference", 32), tiers=text("tiers", 120) or "",
                   model=text("model", 200), run_ids=runs)

    def tier_spec(self) -> tuple[Tier, ...]:
        try:
            return parse_tiers(self.tiers or configured_tiers())
        except TierError as exc:
            raise SliceBenchError(str(exc)) from None


@dataclass
class TierGroup:
    name: str
    label: str
    patients: list[tuple[int, int]]  # (subject_id, encounters)


@dataclass
class TierOverview:
    spec: str
    tiers: list[TierGroup]
    untiered: list[tuple[int, int]]

    def tier_of(self) -> dict[int, str | None]:
        result: dict[int, str | None] = {s: None for s, _ in self.untiered}
        for group in self.tiers:
            result.update({s: group.name for s, _ in group.patients})
        return result


@dataclass
class StepRun:
    step: str
    condition: str
    reads: str
    run_id: int | None
    model: str | None


@dataclass
class SliceBenchAnalysis:
    dataset: str
    evaluator: str
    evaluator_version: str
    reference_version: str
    overview: TierOverview
    steps: list[StepRun]
    ladder: stats_ladder.LadderResult
    notes: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        """Plain data (JSON-ready): what ``manage.py slicebench --json`` prints."""
        return asdict(self)


def tier_overview(dataset: Dataset, tiers: tuple[Tier, ...]) -> TierOverview:
    """Every patient of the dataset in its tier (or untiered), with its encounter count."""
    counts = selectors.encounter_counts(dataset)
    assigned = assign_tiers(counts, tiers)
    groups = [TierGroup(t.name, t.label, sorted((s, counts[s]) for s, name in assigned.items() if name == t.name))
              for t in tiers]
    untiered = sorted((s, counts[s]) for s, name in assigned.items() if name is None)
    return TierOverview(format_tiers(tiers), groups, untiered)


def _evaluator(dataset: Dataset, asked: str | None) -> str:
    if asked:
        return asked
    if PREFERRED_EVALUATOR in selectors.score_sources(dataset):
        return PREFERRED_EVALUATOR
    return choose_evaluator(dataset=dataset).name


def _choose_runs(dataset: Dataset, query: SliceQuery, evaluator: str, notes: list[str]) -> list[StepRun]:
    """One run per step: those asked for; else the model whose runs cover most steps (newest run
    per step), or the model asked for."""
    candidates = selectors.scored_runs(dataset, conditions=[s.condition for s in LADDER], evaluator=evaluator)
    if query.run_ids:
        missing = sorted(set(query.run_ids) - {r["run_id"] for r in candidates})
        if missing:
            notes.append(f"runs {', '.join(map(str, missing))} are not {evaluator}-scored runs of a ladder condition "
                         "and are left out")
        candidates = [r for r in candidates if r["run_id"] in set(query.run_ids)]
    if query.model:
        candidates = [r for r in candidates if r["model"] == query.model]
    models: dict[str, dict[str, int]] = {}
    for run in candidates:  # newest first: the first run seen per condition is the newest
        models.setdefault(run["model"], {}).setdefault(run["condition"], run["run_id"])
    if not models:
        return [StepRun(s.name, s.condition, s.reads, None, None) for s in LADDER]
    model = max(models, key=lambda m: (len(models[m]), max(models[m].values())))
    if len(models) > 1:
        notes.append(f"model {model} has runs of the most steps; runs of {', '.join(sorted(set(models) - {model}))} "
                     "are left out (choose a model to see them)")
    chosen = models[model]
    return [StepRun(s.name, s.condition, s.reads, chosen.get(s.condition), model if s.condition in chosen else None)
            for s in LADDER]


def _reference(dataset: Dataset, query: SliceQuery, evaluator: str, runs: list[dict]) -> str:
    """The reference version the ladder is read against: the one asked for, else the default when
    the runs were scored against it, else the newest they were; it must be released (frozen)."""
    try:
        return require_released_reference(dataset, _chosen_reference(dataset, query, evaluator, runs),
                                          use="the complexity-tier analysis")
    except ReleaseError as exc:
        raise SliceBenchError(str(exc)) from None


def _chosen_reference(dataset: Dataset, query: SliceQuery, evaluator: str, runs: list[dict]) -> str:
    if query.reference:
        return query.reference
    used = set().union(*(r["references"] for r in runs)) if runs else set()
    released = selectors.released_reference(dataset)
    if released and released in used:
        return released
    if not used:
        raise SliceBenchError(f"no {evaluator} scores for any ladder condition ({', '.join(s.condition for s in LADDER)}) "
                              f"on {dataset.name!r}; run them with manage.py run_conditions and score them with "
                              "manage.py score")
    return sorted(used)[-1]


def slicebench_analysis(*, dataset: Dataset, query: SliceQuery) -> SliceBenchAnalysis:
    """The tiers, the ladder's runs and the per-tier ladder table; :class:`SliceBenchError` says what
    is missing."""
    notes: list[str] = []
    tiers = query.tier_spec()
    overview = tier_overview(dataset, tiers)
    evaluator = _evaluator(dataset, query.evaluator)
    steps = _choose_runs(dataset, query, evaluator, notes)
    run_ids = [s.run_id for s in steps if s.run_id is not None]
    candidates = [r for r in selectors.scored_runs(dataset, conditions=[s.condition for s in LADDER],
                                                   evaluator=evaluator) if r["run_id"] in set(run_ids)]
    reference = _reference(dataset, query, evaluator, candidates)
    version = selectors.newest_evaluator_version(run_ids, evaluator=evaluator, reference=reference)
    if version is None:
        raise SliceBenchError(f"no {evaluator} scores against reference {reference} for the ladder's runs on "
                              f"{dataset.name!r}")
    absent = [f"{s.step} ({s.condition})" for s in steps if s.run_id is None]
    if absent:
        notes.append(f"no scored run for {', '.join(absent)}: those steps are empty and the deltas next to them "
                     "are not computed")
    step_of = {s.run_id: s.step for s in steps if s.run_id is not None}
    tier_of = overview.tier_of()
    outcomes = [stats_ladder.Outcome(qid, subject, tier_of.get(subject), step_of[run_id], value)
                for run_id, qid, subject, value in selectors.step_scores(run_ids, evaluator_version=version,
                                                                         reference=reference)]
    if not outcomes:
        raise SliceBenchError(f"the ladder's runs have no {version} scores against {reference}")
    untiered = {o.patient for o in outcomes if o.tier is None}
    if untiered:
        notes.append(f"{len(untiered)} scored patient(s) are untiered (outside {overview.spec}): they count in the "
                     "'all' row only")
    result = stats_ladder.ladder_table(outcomes, steps=[s.name for s in LADDER], tiers=[t.name for t in tiers],
                                       critical=CRITICAL, n_resamples=query.n_resamples)
    if evaluator != PREFERRED_EVALUATOR:
        notes.append(f"scored by {evaluator}; the paper scores SliceBench with the LLM judge (score the runs with "
                     "--evaluator judge to use it)")
    return SliceBenchAnalysis(dataset.name, evaluator, version, reference, overview, steps, result, notes)


def slicebench_analysis_by_name(*, dataset_name: str, query: SliceQuery) -> SliceBenchAnalysis:
    """The same for a dataset named on the command line."""
    dataset = Dataset.objects.filter(name=dataset_name).first()
    if dataset is None:
        raise SliceBenchError(f"no dataset named {dataset_name!r}")
    return slicebench_analysis(dataset=dataset, query=query)
