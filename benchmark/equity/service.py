"""The subgroup (equity) analysis of a dataset's scored runs (issue 17; paper 000 App. Y).

``equity_analysis(dataset=..., evaluator=..., ...)`` reads the score table, puts every scored
question in a stratum per dimension (``benchmark.equity.strata``) and hands plain numbers to
``benchmark.stats.subgroups``: the table with Wilson intervals, the gaps with patient-cluster
intervals, the condition × subgroup interaction and the power statement. The result is plain data
(:meth:`EquityAnalysis.as_dict`) that the page, the CSV and ``manage.py subgroups`` all show.

The score source is any evaluator in the score table — ``keyword_v2``, ``polarity``, ``judge`` or
a rating study's physician verdicts, which the adjudication app writes there as evaluator
``physician:<study>`` when the study is unblinded (this package never imports that app). An
answer counts right when its score is 1 (strict, as the paired tests of the reports count it).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace

from benchmark.equity.strata import (
    DEFAULT_AGE_BANDS,
    DIMENSION_LABELS,
    NOT_RECORDED,
    StrataError,
    age_band_labels,
    parse_age_bands,
    parse_dimensions,
    question_strata,
    records_insurance,
    stratum_order,
)
from benchmark.evaluator_choice import choose_evaluator
from benchmark.models import PredictionScore, ReferenceRelease
from benchmark.releases import (
    ReleaseError,
    UnreleasedReferenceError,
    default_reference_version,
    require_released_reference,
)
from benchmark.reports import physician_interim
from benchmark.stats import subgroups as sg
from retrieval.answering import condition_order
from retrieval.models import Dataset

#: no evaluator asked for: the default evaluator (``benchmark.evaluator_choice``: the best measured
#: agreement with physician verdicts, else polarity), named on the page with why
DEFAULT_EVALUATOR = ""
PHYSICIAN_PREFIX = "physician:"


class EquityError(ValueError):
    """An analysis that cannot be made (no such dataset, no scores for the evaluator …), in words."""


@dataclass(frozen=True)
class EquityQuery:
    """What was asked for: the score source, the dimensions, the age bands and optionally the runs."""

    evaluator: str = DEFAULT_EVALUATOR
    reference: str | None = None
    dimensions: tuple[str, ...] = ()
    age_bands: tuple[int, ...] = DEFAULT_AGE_BANDS
    run_ids: tuple[int, ...] = ()
    min_patients: int = sg.MIN_PATIENTS
    max_mdd: float = sg.MAX_MDD
    n_resamples: int = sg.N_RESAMPLES

    @classmethod
    def from_query(cls, query) -> EquityQuery:
        """From the page's query string: ``evaluator``, ``reference``, ``by`` (repeatable or comma
        separated), ``bands`` ("45,65"), ``run`` (repeatable). Values that name nothing are an
        :class:`EquityError`, shown on the page."""
        by = ",".join(query.getlist("by"))
        runs = tuple(int(v) for v in query.getlist("run") if v.isascii() and v.isdigit())
        evaluator = (query.get("evaluator") or DEFAULT_EVALUATOR).strip()[:64]
        reference = (query.get("reference") or "").strip()[:32] or None
        try:
            return cls(evaluator=evaluator, reference=reference, dimensions=parse_dimensions(by),
                       age_bands=parse_age_bands(query.get("bands") or ""), run_ids=runs)
        except StrataError as exc:
            raise EquityError(str(exc)) from None


@dataclass
class Arm:
    run_id: int
    condition: str
    model: str
    label: str
    questions: int


@dataclass
class DimensionResult:
    dimension: str
    label: str
    strata: list[str]
    compared: list[str]
    table: list[sg.StratumRow]
    largest: list[sg.Gap]
    versus_rest: list[sg.Gap]
    interaction: sg.Interaction | None
    design_effect: float
    power: list[sg.PowerLine]
    summary: str
    notes: list[str] = field(default_factory=list)


@dataclass
class EquityAnalysis:
    dataset: str
    evaluator: str
    evaluator_version: str
    reference_version: str
    age_bands: list[str]
    arms: list[Arm]
    dimensions: list[DimensionResult]
    min_patients: int
    max_mdd: float
    notes: list[str] = field(default_factory=list)
    #: why this score source, when it was not asked for (the default evaluator's reason)
    evaluator_reason: str = ""

    def as_dict(self) -> dict:
        """Plain data (JSON-ready): what the command's ``--json`` prints and the page shows."""
        return asdict(self)


def score_sources(dataset: Dataset) -> list[str]:
    """Evaluators with scores on the dataset's question runs (physician verdicts included)."""
    return sorted(set(PredictionScore.objects.filter(run__dataset=dataset, run__task="", question__isnull=False)
                      .values_list("evaluator", flat=True).distinct()))


def _scores(dataset: Dataset, evaluator: str):
    return PredictionScore.objects.filter(run__dataset=dataset, run__task="", question__isnull=False,
                                          evaluator=evaluator)


def _released_labels(dataset: Dataset) -> list[str]:
    return list(ReferenceRelease.objects.filter(dataset=dataset).values_list("label", flat=True))


def _reference(dataset: Dataset, evaluator: str, reference: str | None, notes: list[str]) -> str:
    """The reference version: the one asked for; else the dataset's release when the evaluator
    scored against it; else the one the evaluator's newest scores used (a rating study's)."""
    scores = _scores(dataset, evaluator)
    if reference:
        try:
            return require_released_reference(dataset, reference, use="the subgroup analysis")
        except ReleaseError as exc:
            raise EquityError(str(exc)) from None
    try:
        default = default_reference_version(dataset, use="the subgroup analysis")
    except UnreleasedReferenceError as exc:
        default = None
        notes.append(f"the default reference {exc.version} is not released (frozen), so no figure here uses it")
    except ReleaseError:
        default = None
    if default and scores.filter(reference_version=default).exists():
        return default
    latest = scores.filter(reference_version__in=_released_labels(dataset)).order_by("-pk").values_list(
        "reference_version", flat=True).first()
    if latest is None and scores.exists():
        raise EquityError(f"no {evaluator} scores on the question runs of {dataset.name!r} against a released "
                          "(frozen) reference version; release the version they were made against first")
    if latest is None:
        known = ", ".join(score_sources(dataset)) or "none"
        raise EquityError(f"no {evaluator} scores on the question runs of {dataset.name!r} (evaluators with "
                          f"scores: {known}); score runs with manage.py score, or unblind a rating study")
    if default:
        notes.append(f"{evaluator} has no scores against the released reference {default}; using {latest}, the "
                     "reference its newest scores were made against")
    return latest


def _arms(rows: list[tuple], run_ids: tuple[int, ...], notes: list[str]) -> list[Arm]:
    """The runs shown: those asked for, else the newest run per condition and model."""
    runs: dict[int, tuple[str, str]] = {}
    counts: dict[int, int] = {}
    for run_id, condition, model, *_ in rows:
        runs[run_id] = (condition, model)
        counts[run_id] = counts.get(run_id, 0) + 1
    if run_ids:
        missing = sorted(set(run_ids) - set(runs))
        if missing:
            notes.append(f"runs {', '.join(map(str, missing))} have no such scores and are left out")
        chosen = [r for r in run_ids if r in runs]
    else:
        newest: dict[tuple[str, str], int] = {}
        for run_id, key in runs.items():
            newest[key] = max(newest.get(key, run_id), run_id)
        chosen = sorted(newest.values())
        older = len(runs) - len(chosen)
        if older:
            notes.append(f"{older} older run(s) of the same condition and model left out (choose runs to compare them)")
    models = {runs[r][1] for r in chosen}
    arms = []
    for run_id in chosen:
        condition, model = runs[run_id]
        label = condition if len(models) == 1 else f"{condition} · {model}"
        if any(a.label == label for a in arms):
            label = f"{label} (run {run_id})"
        arms.append(Arm(run_id, condition, model, label, counts[run_id]))
    return sorted(arms, key=lambda a: (condition_order(a.condition), a.model, a.run_id))


def equity_analysis(*, dataset: Dataset, query: EquityQuery) -> EquityAnalysis:
    """The whole analysis for one dataset and query; :class:`EquityError` says what is missing."""
    notes: list[str] = []
    reason = ""
    if not query.evaluator:
        choice = choose_evaluator(dataset=dataset)
        query, reason = replace(query, evaluator=choice.name), f"The default score source: {choice.reason}"
    reference = _reference(dataset, query.evaluator, query.reference, notes)
    scores = _scores(dataset, query.evaluator).filter(reference_version=reference)
    version = scores.order_by("-pk").values_list("evaluator_version", flat=True).first()
    if version is None:
        raise EquityError(f"no {query.evaluator} scores against reference {reference} on {dataset.name!r}")
    if version.startswith(PHYSICIAN_PREFIX):
        why = physician_interim(scores.filter(evaluator_version=version).values_list("details", flat=True).first())
        if why:
            notes.append(f"{version}: physician verdicts, {why}; every figure from them is interim")
    rows = list(scores.filter(evaluator_version=version).values_list(
        "run_id", "run__condition", "run__model", "question_id", "question__subject_id", "value"))
    arms = _arms(rows, query.run_ids, notes)
    if not arms:
        raise EquityError(f"none of the chosen runs has {version} scores against {reference}")
    label_of = {a.run_id: a.label for a in arms}
    dimensions = list(query.dimensions or parse_dimensions(None))
    if "insurance" in dimensions and not records_insurance(dataset):
        dimensions.remove("insurance")
        notes.append(f"insurance is not recorded in {dataset.name!r} (no admission has one): that dimension is left "
                     "out")
    strata = question_strata(dataset, dimensions, age_bands=query.age_bands,
                             question_ids={q for run_id, _, _, q, _, _ in rows if run_id in label_of})
    arm_order = [a.label for a in arms]
    results = []
    for dimension in dimensions:
        observations = [sg.Observation(strata[q][dimension], label_of[run_id], subject_id, q, value >= 1)
                        for run_id, _, _, q, subject_id, value in rows if run_id in label_of]
        results.append(_dimension(dimension, observations, arm_order, query))
    return EquityAnalysis(dataset.name, query.evaluator, version, reference, age_band_labels(query.age_bands), arms,
                          results, query.min_patients, query.max_mdd, notes, reason)


def _dimension(dimension: str, observations: list[sg.Observation], arms: list[str],
               query: EquityQuery) -> DimensionResult:
    order = stratum_order(dimension, {o.stratum for o in observations}, age_bands=query.age_bands)
    compared = [s for s in order if s != NOT_RECORDED]
    table = sg.subgroup_table(observations, strata=order, conditions=arms)
    notes = []
    if NOT_RECORDED in order:
        notes.append(f"“{NOT_RECORDED}” is shown but left out of the gaps, the interaction test and the power "
                     "statement: it is not a group of patients")
    kept = [o for o in observations if o.stratum in compared]
    largest, rest = [], []
    for arm in arms:
        gap = sg.largest_gap(kept, arm, strata=compared, n_resamples=query.n_resamples)
        if gap is not None:
            largest.append(gap)
        rest.extend(sg.gaps_versus_rest(kept, arm, strata=compared, n_resamples=query.n_resamples))
    interaction = sg.interaction_test(kept, conditions=arms, strata=compared) if len(arms) >= 2 else None
    if len(compared) < 2:
        notes.append("fewer than two recorded strata: there is nothing to compare")
    deff = sg.design_effect(kept) if kept else 1.0
    table_compared = [line for line in table if line.stratum in compared]
    power = sg.power_statements(table_compared, design_effect=deff, gaps=rest, min_patients=query.min_patients,
                                max_mdd=query.max_mdd) if len(compared) >= 2 else []
    summary = sg.underpowered_summary(power, interaction) if power else "Nothing to compare."
    return DimensionResult(dimension, DIMENSION_LABELS[dimension], order, compared, table, largest, rest, interaction,
                           deff, power, summary, notes)


def equity_analysis_by_name(*, dataset_name: str, query: EquityQuery) -> EquityAnalysis:
    """:func:`equity_analysis` for a dataset named on the command line."""
    dataset = Dataset.objects.filter(name=dataset_name).first()
    if dataset is None:
        raise EquityError(f"no dataset named {dataset_name!r}")
    return equity_analysis(dataset=dataset, query=query)
