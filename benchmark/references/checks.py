"""Automatic checks that flag likely defects in a dataset's reference answers (issue 16; paper
000 App. P.2 and X.6), for the curation queue.

Each check is a small named rule over one reference (answer text, structure, evidence spans), its
question (category, text, admissions) and the chart (the evidence text and, once the knowledge
graph is built, the labelled mentions inside the evidence and a change question's drug lists). A
check returns its reasons, one sentence each; no reasons means nothing suspicious. The checks read
general language and structure only, with their words in ``data/check_rules.json``: they never read
the defect a reference was catalogued with, nor any cohort truth.

``check_references(dataset, version)`` runs every check over one reference version and returns the
flags. A check that needs the graph's labels is skipped, with a message saying so, for references
whose evidence notes are not labelled.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from benchmark.categories import DefectType
from benchmark.evaluators.keyword import abstention_match
from benchmark.references.chart import (
    MEDICATION_KEYS,
    ChartDrug,
    EvidenceSpan,
    LabelledMention,
    ReferenceCheckError,
    ReferenceItem,
    dataset_named,
    reference_items,
)
from benchmark.references.rules import CheckRules, first_match, load_check_rules
from retrieval.models import Dataset
from retrieval.models.graph import AssertionLabel as A
from retrieval.models.graph import ExperiencerLabel, Predicate
from retrieval.vocabulary.normalize import normalize_term

__all__ = ["CHECKS", "Check", "Flag", "FlagList", "ReferenceCheckError", "check_references", "check_item"]


# -- shared reading ----------------------------------------------------------------------------

def _has_words(text: str, phrase: str) -> bool:
    """Whether ``phrase`` occurs in ``text`` as whole words (case, punctuation, spacing folded)."""
    key = normalize_term(phrase)
    return bool(key) and f" {key} " in f" {normalize_term(text)} "


def _quote(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return f"'{text[:limit]}…'" if len(text) > limit else f"'{text}'"


def _concept(item: ReferenceItem) -> str:
    concept = item.structure.get("concept")
    return concept if isinstance(concept, str) else ""


def _concept_ids(item: ReferenceItem, name: str) -> set[int]:
    return {t.concept_id for t in item.terms.get(name, ())}


def _same_thing(item: ReferenceItem, name: str, text: str, concept_id: int | None) -> bool:
    """Whether a mention (its text and concept) names ``name``: the same vocabulary concept, or the
    one's words inside the other's."""
    if concept_id is not None and concept_id in _concept_ids(item, name):
        return True
    return bool(text.strip()) and (_has_words(name, text) or _has_words(text, name))


def concept_mentions(item: ReferenceItem, span: EvidenceSpan) -> list[LabelledMention]:
    """The span's labelled mentions of the reference's concept (none when the span is not labelled)."""
    concept = _concept(item)
    if not concept:
        return []
    return [m for m in span.mentions or () if _same_thing(item, concept, m.text, m.concept_id)]


def _polarity(item: ReferenceItem) -> str:
    value = item.structure.get("polarity")
    return value if isinstance(value, str) else ""


def _asserts_patient(item: ReferenceItem, rules: CheckRules) -> bool:
    """Whether the reference says the patient (not a relative) has the condition."""
    s = item.structure
    if s.get("experiencer") or s.get("polarity"):
        return s.get("experiencer", "patient") == "patient" and s.get("polarity") in ("present", "possible", None)
    answer = item.answer
    return (first_match(rules.patient_affirmations, answer) is not None
            and first_match(rules.negations, answer) is None and not rules.family_words.found(answer))


def _is_family(m: LabelledMention) -> bool:
    return m.experiencer == ExperiencerLabel.FAMILY or m.assertion == A.FAMILY_HISTORY


# -- the checks --------------------------------------------------------------------------------

def experiencer_attribution(item: ReferenceItem, rules: CheckRules) -> list[str]:
    """The evidence is family history, but the reference says the patient has the condition."""
    if not _asserts_patient(item, rules):
        return []
    family = []
    for span in item.evidence:
        signs = []
        # The span's mentions of the concept when it has any (a span may also name other things).
        mentions = concept_mentions(item, span) or list(span.mentions or ())
        sections = [span.section or ""] + [m.section for m in mentions]
        section = next((s for s in sections if s and rules.family_sections.equals(s)), None)
        if section:
            signs.append(f"in the {section} section")
        labelled = [m for m in mentions if _is_family(m)]
        if labelled:
            signs.append(f"'{labelled[0].text}' labelled {labelled[0].experiencer} / {labelled[0].assertion}")
        relatives = rules.family_words.found(span.text)
        if relatives:
            signs.append(f"names {relatives[0]!r}")
        if not signs:
            return []  # a span about the patient themself can support the claim
        family.append(f"{span.where} {_quote(span.text, 60)} ({', '.join(signs)})")
    what = _concept(item) or "the condition"
    if family:
        return [f"says the patient has {what}, but every evidence span is family history: " + "; ".join(family)]
    if item.question_section and rules.family_sections.equals(item.question_section):
        return [f"says the patient has {what}, but cites no evidence and the question's source section is "
                f"{item.question_section}"]
    return []


def _on_lists(item: ReferenceItem, name: str) -> bool:
    """Whether ``name`` is on the medication lists the reference's evidence cites (text or labels)."""
    for span in item.evidence:
        if _has_words(span.text, name) or any(
                _same_thing(item, name, m.text, m.concept_id) for m in span.mentions or ()):
            return True
    return False


def _chart_lists(item: ReferenceItem, name: str) -> list[ChartDrug]:
    return [d for d in item.drugs or () if _same_thing(item, name, d.text, d.concept_id)]


OUTPATIENT_LISTS = (Predicate.PRESCRIBED_AT_DISCHARGE, Predicate.TOOK_BEFORE_ADMISSION)


def inpatient_order_as_change(item: ReferenceItem, rules: CheckRules) -> list[str]:
    """A medication-change reference lists a drug that is on neither compared list (an inpatient-only order)."""
    lists = {key: [n for n in item.structure.get(key) or [] if isinstance(n, str)] for key in MEDICATION_KEYS}
    if not any(lists.values()):
        return []
    names = [n for names in lists.values() for n in names]
    # The evidence is the compared medication lists when it names at least one of the reference's drugs.
    evidence_is_lists = any(_on_lists(item, n) for n in names)
    if not evidence_is_lists and item.drugs is None:
        return []
    reasons = []
    for key, drugs in lists.items():
        for name in drugs:
            if evidence_is_lists and _on_lists(item, name):
                continue
            chart = _chart_lists(item, name)
            if any(d.predicate in OUTPATIENT_LISTS for d in chart):
                continue  # on a home or discharge list of the chart, if not in the cited spans
            if not evidence_is_lists and not chart:
                continue  # nothing to compare with
            where = "not on the medication lists its evidence cites" if evidence_is_lists else \
                "on no home or discharge list of the admission"
            if chart:
                kinds = Counter(d.predicate for d in chart)
                seen = ", ".join(f"{p.replace('_', ' ')} ×{n}" for p, n in kinds.most_common())
                sections = sorted({d.section for d in chart if d.section})[:2]
                inpatient = Predicate.GIVEN_IN_HOSPITAL in kinds
                detail = f"; the graph has it only as {seen} ({chart[0].note_id}" + \
                    (f", {'/'.join(sections)}" if sections else "") + ")" + \
                    (": an inpatient order, not a discharge medication" if inpatient else "")
            elif item.drugs is not None:
                detail = "; the graph holds no mention of it in these admissions"
            else:
                detail = " (graph not built: checked against the evidence text only)"
            reasons.append(f"lists {name} as {key}, but it is {where}{detail}")
    return reasons


def _claims_resolved(item: ReferenceItem, rules: CheckRules) -> bool:
    status = item.structure.get("status")
    if status:
        return status == "resolved"
    answer = item.answer
    return first_match(rules.resolved_claims, answer) is not None and first_match(rules.unresolved, answer) is None


def history_read_as_resolved(item: ReferenceItem, rules: CheckRules) -> list[str]:
    """The reference calls the condition resolved while its evidence says "history of" or chronic, never resolved."""
    if not _claims_resolved(item, rules):
        return []
    history = []
    for span in item.evidence:
        mentions = concept_mentions(item, span)
        if rules.resolution.found(span.text) or any(m.status == "resolved" for m in mentions):
            return []  # the chart does say it resolved
        cues = [f"'{c}'" for c in rules.history.found(span.text)]
        if any(m.status == "chronic" for m in mentions):
            cues.append("status chronic in the graph")
        if cues:
            history.append(f"{span.where} {_quote(span.text, 60)} ({', '.join(cues)})")
    if not history:
        return []
    return [f"says {_concept(item) or 'the condition'} is resolved, but its evidence calls it a history or chronic "
            f"problem and never resolved ('history of' means chronic and active): " + "; ".join(history)]


def reference_abstains(item: ReferenceItem, rules: CheckRules) -> list[str]:
    """The reference itself declines to answer ("insufficient information", "cannot be determined")."""
    phrase = abstention_match(item.answer) or first_match(rules.abstentions, item.answer)
    return [f"the reference abstains ({phrase!r}): a question whose reference cannot answer it scores every "
            "answer against a refusal"] if phrase else []


_DEFINITE = {A.PRESENT, A.ABSENT, A.HISTORICAL}


def _agrees(item: ReferenceItem, m: LabelledMention) -> bool | None:
    """Whether mention ``m``'s label supports the reference's polarity (None: it says nothing either way)."""
    s, polarity = item.structure, _polarity(item)
    if s.get("experiencer") == "family":
        if not _is_family(m) and m.assertion != A.ABSENT:
            return None
        return (m.assertion == A.ABSENT) == (polarity == "absent")
    if _is_family(m):
        return None  # a relative's condition: the experiencer check's business
    label = m.assertion
    if polarity == "present":
        if label == A.POSSIBLE and s.get("cause"):
            return None  # "X, likely due to Y": the uncertainty is the cause's, not the finding's
        if label == A.HISTORICAL and item.category == "current_state" and m.status == "resolved":
            return False  # "present" now, but the chart says it was in the past and resolved
        return label in (A.PRESENT, A.HISTORICAL)
    if polarity == "absent":
        if label == A.HISTORICAL:
            # A historical question's "absent" says the patient never had it; a current-state or
            # resolved one only that it is over; elsewhere past history says nothing about now.
            if item.category == "historical":
                return False
            return True if item.category == "current_state" or s.get("status") in ("resolved", "ruled_out") else None
        return {A.ABSENT: True, A.PRESENT: False}.get(label)
    if polarity == "possible":
        return True if label == A.POSSIBLE else (False if label in _DEFINITE else None)
    if polarity in ("conditional", "hypothetical"):
        if label in (A.CONDITIONAL, A.HYPOTHETICAL):
            return True
        return False if label in (A.PRESENT, A.HISTORICAL) else None
    return None


def contradicted_by_labels(item: ReferenceItem, rules: CheckRules) -> list[str]:
    """The assertion labels on the reference's own evidence spans contradict its polarity."""
    polarity = _polarity(item)
    if not polarity:
        return []
    supporting, contradicting = 0, []
    for span in item.evidence:
        for m in concept_mentions(item, span):
            verdict = _agrees(item, m)
            if verdict:
                supporting += 1
            elif verdict is False:
                contradicting.append(f"'{m.text}' in {span.where} is labelled {m.assertion}")
    if not contradicting or supporting:
        return []
    more = f" (and {len(contradicting) - 3} more)" if len(contradicting) > 3 else ""
    return [f"says {_concept(item)} is {polarity}, but its own evidence contradicts it: "
            + "; ".join(contradicting[:3]) + more]


def _non_clinical(item: ReferenceItem, concept: str, rules: CheckRules) -> str | None:
    terms = item.terms.get(concept, ())
    domains = {t.domain for t in terms}
    if terms and not domains & rules.clinical_domains and domains & rules.non_clinical_domains:
        term = next(t for t in terms if t.domain in rules.non_clinical_domains)
        return f"the vocabulary knows it only as a {term.domain.lower()} ({term.name})"
    if rules.chart_headers.equals(concept):
        return "it is a chart section header"
    words = rules.administrative.found(concept)
    if words:
        return f"it is administrative text ({words[0]!r})"
    threshold = first_match(rules.thresholds, concept)
    if threshold:
        return f"it is an instruction's threshold ({threshold!r}), not a finding"
    labelled = [span for span in item.evidence if span.mentions is not None]
    if (labelled and not terms and not any(concept_mentions(item, span) for span in item.evidence)
            and not any(_has_words(span.text, concept) for span in item.evidence)):
        return "the vocabulary knows no clinical concept by that name and its own evidence never mentions it"
    return None


def non_clinical_entity(item: ReferenceItem, rules: CheckRules) -> list[str]:
    """A diagnosis question is answered with a device, procedure, lab value, section header or instruction."""
    concept = _concept(item)
    if item.category not in rules.diagnosis_categories or not concept:
        return []
    if _polarity(item) not in ("", "present", "possible"):
        return []  # only an entity answered as something the patient has
    if _has_words(item.question, concept):
        return []  # the question asks about it
    why = _non_clinical(item, concept, rules)
    return [f"answers '{concept}' as a condition of the patient, but {why}"] if why else []


# -- the registry and the service --------------------------------------------------------------

@dataclass(frozen=True)
class Check:
    """A named rule, the catalogued defect types it looks for, and whether it needs the graph's labels."""

    name: str
    rule: Callable[[ReferenceItem, CheckRules], list[str]]
    catches: tuple[str, ...] = ()
    needs_labels: bool = False

    @property
    def description(self) -> str:
        return (self.rule.__doc__ or "").strip().splitlines()[0]


CHECKS: tuple[Check, ...] = (
    Check("experiencer_attribution", experiencer_attribution, (DefectType.EXPERIENCER_ATTRIBUTION,)),
    Check("inpatient_order_as_change", inpatient_order_as_change, (DefectType.MEDICATION_LIST_CONFLATION,)),
    Check("history_read_as_resolved", history_read_as_resolved, (DefectType.ASSERTION_CLASSIFIER_ERROR,)),
    Check("reference_abstains", reference_abstains, ()),
    Check("contradicted_by_labels", contradicted_by_labels,
          (DefectType.ASSERTION_CLASSIFIER_ERROR, DefectType.INVERTED_TRUTH), needs_labels=True),
    Check("non_clinical_entity", non_clinical_entity, (DefectType.NON_CLINICAL_ENTITY,)),
)
CHECKS_BY_NAME = {c.name: c for c in CHECKS}


@dataclass(frozen=True)
class Flag:
    """A reference a check flagged, and why."""

    qid: str
    check: str
    reason: str

    def as_dict(self) -> dict:
        return {"qid": self.qid, "check": self.check, "reason": self.reason}


class FlagList(list):
    """The flags of one run of the checks (a list of ``Flag``), with what was checked and skipped."""

    def __init__(self, flags: Iterable[Flag] = (), *, references: int = 0, skipped: dict[str, str] | None = None):
        super().__init__(flags)
        self.references = references
        #: check name → why it did not run on some references
        self.skipped = dict(skipped or {})


def check_item(item: ReferenceItem, checks: Iterable[Check] = CHECKS, rules: CheckRules | None = None) -> list[Flag]:
    """The flags of one reference (a check that needs labels runs only where the evidence has them)."""
    rules = rules or load_check_rules()
    flags = []
    for check in checks:
        if check.needs_labels and not item.labelled:
            continue
        reasons = check.rule(item, rules)
        if reasons:
            flags.append(Flag(item.qid, check.name, "; ".join(reasons)))
    return flags


def check_references(dataset: Dataset | str, version: str, *, checks: Iterable[str] | None = None) -> FlagList:
    """Run the automatic checks over reference ``version`` of ``dataset`` (a Dataset or its name).

    Returns a ``FlagList`` of ``Flag(qid, check, reason)``, ordered by qid then check. Raises
    ``ReferenceCheckError`` for an unknown dataset, version or check name.
    """
    dataset = dataset if isinstance(dataset, Dataset) else dataset_named(dataset)
    chosen = list(CHECKS)
    if checks is not None:
        unknown = [name for name in checks if name not in CHECKS_BY_NAME]
        if unknown:
            raise ReferenceCheckError(f"unknown check(s) {', '.join(unknown)} (checks: {', '.join(CHECKS_BY_NAME)})")
        chosen = [CHECKS_BY_NAME[name] for name in checks]
    items = reference_items(dataset, version)
    rules = load_check_rules()
    flags: list[Flag] = []
    for item in items:
        flags.extend(check_item(item, chosen, rules))
    unlabelled = sum(1 for item in items if item.evidence and not item.labelled)
    skipped = {}
    for check in chosen:
        if check.needs_labels and unlabelled:
            skipped[check.name] = (f"skipped for {unlabelled} of {len(items)} references: the knowledge graph of "
                                   f"their evidence notes is not built (manage.py build_kg --dataset {dataset.name})")
    return FlagList(flags, references=len(items), skipped=skipped)
