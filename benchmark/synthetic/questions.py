"""Questions and their exact (v3) reference answers, built from a patient's truth and mentions.

Each builder picks an unused fact that fits its category, phrases the question the way a
clinician would, writes the answer as text and as structure, and points at the mention spans that
support it.

Phrasings are templates (``PHRASINGS``): plain, by date, anchored on an event ("when she came in
with pneumonia", "at the first hospitalization"), with a context clause naming another concept
("With the pneumonia, did she report cough?"), compound where the answer covers both parts, and
terse shorthand ("Any cough during the pneumonia stay?"). A template is used only where every
field it names is known and unambiguous for that question (see ``QuestionBuilder.phrase``).
"""

from __future__ import annotations

import datetime as dt
import random
import string
from collections import defaultdict
from dataclasses import dataclass

from benchmark.synthetic.chart import Mention
from benchmark.synthetic.vocab import Vocabulary


class NoCandidate(Exception):
    pass


@dataclass(frozen=True)
class Wordings:
    """The ways one kind of question is asked.

    ``original`` are the wordings the cohort's random stream has always drawn from: their number
    fixes how many values that one draw consumes, so it must not change, or every later answer,
    defect and evidence choice of the patient would shift. New wordings go in ``added``: each joins
    the family of one original (round robin), and a stream of the question's own picks within the
    family it was dealt.
    """

    original: tuple[str, ...]
    added: tuple[str, ...]

    def families(self) -> list[list[str]]:
        n = len(self.original)
        return [[first, *self.added[i::n]] for i, first in enumerate(self.original)]

    @property
    def all(self) -> tuple[str, ...]:
        return self.original + self.added


# Fields a template may name (each also capitalized: {Name}, {She}, ...).
#   name: the asked concept; she/her/herself: the patient (she, her, herself / he, his, himself;
#   "the patient", "the patient's" and no {herself} when the sex is unknown); chronic: another
#   chronic problem of the patient; when: the admission date; primary: the admission's presenting
#   problem (left out when it is the asked concept); first_stay: "the first hospitalization", only
#   for the first of several stays; latest_stay ("the most recent admission") and last_time ("last
#   time"), only for the latest stay; plus each category's own (study, drug, action, events).
FIELDS = frozenset({
    "name", "she", "her", "herself", "chronic", "when", "primary", "first_stay", "latest_stay", "last_time",
    "subtype", "modality", "date", "action", "a", "b", "drug", "disch", "primary1", "primary2",
})

# Family-history wordings that read the same whatever the answer, shared by the present and absent kinds.
_FAMILY_NEUTRAL = (
    "Does anyone in {her} family have {name}?",
    "FHx of {name}?",
    "Is {name} in {her} family history?",
    "Any {name} among {her} relatives?",
    "Given {her} {chronic}, is there any {name} in the family?",
    "Which of {her} relatives, if any, had {name}?",
)
# Historical wordings shared by the chronic and resolved kinds, so a wording does not give away which.
_HISTORICAL_NEUTRAL = (
    "Is {her} {name} a thing of the past?",
    "H/o {name} - resolved?",
    "{She} has {chronic}; has {her} {name} resolved?",
    "By the time {she} came in with {primary}, had {her} {name} resolved?",
    "Was {her} {name} resolved as of {latest_stay}?",
    "Does {name} belong to {her} past history only?",
)

PHRASINGS: dict[str, dict[str, Wordings]] = {
    "negation": {
        "imaging": Wordings(
            original=("Did the {subtype} on {date} show {name}?",
                      "Was there any {name} on the {modality} done {date}?",
                      "Any evidence of {name} on imaging ({subtype}, {date})?"),
            added=("Any {name} on the {subtype} during the {primary} stay?",
                   "With the {primary}, did the {subtype} show any {name}?",
                   "Did {her} {subtype} at {first_stay} show {name}?",
                   "Was {name} seen on the {subtype} {last_time}?",
                   "When {she} came in with {primary}, did the {subtype} show {name}?",
                   "{Subtype} on {date} - any {name}?",
                   "Was there {name} on the {subtype} at {latest_stay}?")),
        "ruled_out": Wordings(
            original=("Was {name} diagnosed during the admission of {when}?",
                      "Did the patient end up having {name} during the {when} hospitalization?",
                      "Was {name} confirmed in the {when} admission?"),
            added=("Did {she} end up having {name} when {she} came in with {primary}?",
                   "Was {name} diagnosed at the {primary} admission?",
                   "{Name} confirmed during the {primary} stay?",
                   "Given the {primary}, was {name} also confirmed during that stay?",
                   "Did {she} have {name} at {first_stay}?",
                   "Was {name} diagnosed {last_time}?",
                   "Was {name} among the final diagnoses at {latest_stay}?")),
        "finding": Wordings(
            original=("Did the patient have {name} during the admission of {when}?",
                      "Was {name} present at the {when} presentation?",
                      "During the {when} hospitalization, did the patient report {name}?",
                      "Any {name} documented on the {when} admission?"),
            added=("With the {primary}, did {she} report {name}?",
                   "When {she} came in with {primary}, did {she} have {name}?",
                   "Did {she} have {name} at the {primary} admission?",
                   "Any {name} during the {primary} stay?",
                   "Was {name} present at {first_stay}?",
                   "Did {she} have {name} {last_time}?",
                   "Any {name} at {latest_stay}?",
                   "{Name} on presentation with {primary}?")),
    },
    "family_history": {
        "present": Wordings(
            original=("Is there a family history of {name}?", "Which relative had {name}?",
                      "Does anyone in the patient's family have {name}?"),
            added=_FAMILY_NEUTRAL),
        "self": Wordings(
            original=("Does the patient have {name}?", "Has the patient been diagnosed with {name}?",
                      "Is {name} one of the patient's own diagnoses?"),
            added=("Does {she} have {name} {herself}?",
                   "Is there {name} among {her} relatives, and does {she} have it {herself}?",
                   "Is {name} on {her} own problem list?",
                   "Given {her} {chronic}, has {she} also been diagnosed with {name}?",
                   "{Name} - is that {her} own diagnosis?")),
        "absent": Wordings(
            original=("Is there a family history of {name}?", "Any {name} in the family?"),
            added=_FAMILY_NEUTRAL),
    },
    "uncertainty": {
        "cause": Wordings(
            original=("Was the {name} during the {when} admission certain, or only suspected?",
                      "Is it documented that the patient had {name} in the {when} stay?"),
            added=("During the {primary} stay, was {her} {name} definite or only suspected?",
                   "Did {she} have {name} when {she} came in with {primary}, and how sure was the team of its cause?",
                   "{Name} at the {primary} admission - confirmed or just suspected?",
                   "With the {primary}, was {her} {name} a certain finding or a suspicion?",
                   "What was behind {her} {name} at {first_stay}, and was it certain?",
                   "{Last_time}, was {her} {name} a confirmed finding?")),
        "possible": Wordings(
            original=("Was {name} confirmed during the admission of {when}?",
                      "How certain was the diagnosis of {name} in the {when} hospitalization?",
                      "Did the patient definitely have {name} during the {when} stay?"),
            added=("When {she} came in with {primary}, was {name} confirmed?",
                   "Given the {primary}, did {she} definitely have {name} as well?",
                   "{Name} confirmed during the {primary} stay?",
                   "How sure was the team about {name} at {first_stay}?",
                   "Was {name} a firm diagnosis {last_time}?",
                   "At {latest_stay}, was {name} definitively diagnosed?",
                   "At the {primary} admission, was {name} considered, and was it confirmed?")),
    },
    "conditional": {
        "plan": Wordings(
            original=("Under what condition is the plan to {action}?",
                      "Has the team decided to {action}? (admission of {when})",
                      "What would trigger the plan to {action} after the {when} admission?"),
            added=("Is the team going to {action} after the {primary} stay?",
                   "When {she} came in with {primary}, did the team decide to {action}?",
                   "{Action}? ({primary} admission)",
                   "Alongside treating the {primary}, did the team plan to {action}?",
                   "At {first_stay}, what was decided about whether to {action}?",
                   "Was the plan {last_time} to {action}?",
                   "What is the plan on whether to {action} after {latest_stay}?")),
    },
    "current_state": {
        "status": Wordings(
            original=("Is {name} a current active problem?", "What is the current status of the patient's {name}?",
                      "As of the most recent admission, does the patient have {name}?"),
            added=("Does {she} currently have {name}?",
                   "{Name} - active now?",
                   "When {she} came in with {primary}, was {name} an active problem?",
                   "Alongside {her} {chronic}, is {name} a current problem?",
                   "Was {name} on {her} active problem list {last_time}?",
                   "At {latest_stay}, was {name} active?")),
    },
    "historical": {
        "chronic": Wordings(
            original=("Does the patient have a history of {name}, and is it still active?",
                      "The chart says 'history of {name}' - has it resolved?",
                      "Is the patient's {name} a past, resolved problem?"),
            added=_HISTORICAL_NEUTRAL),
        "resolved": Wordings(
            original=("Has the patient's {name} resolved?", "Is {name} part of the patient's past history?",
                      "Was {name} a prior problem, and what is its status?"),
            added=_HISTORICAL_NEUTRAL),
    },
    "sequence": {
        "order": Wordings(
            original=("Which came first: {a} or {b}?", "Did {a} happen before or after {b}?",
                      "Put in order: {a}; {b}."),
            added=("Which happened first, {a} or {b}?",
                   "{A} - before or after {b}?",
                   "In {her} course, did {a} come before or after {b}?",
                   "During the {primary} stay, which occurred first: {a} or {b}?",
                   "At {first_stay}, which came first: {a} or {b}?",
                   "{Last_time}, which came first: {a} or {b}?",
                   "Which came first, {a} or {b}, and on what dates?")),
    },
    "duration": {
        "stay": Wordings(
            original=("How long was the hospital stay that began {when}?",
                      "What was the length of stay for the {when} admission?"),
            added=("How long was the {primary} admission?",
                   "LOS for the {primary} stay?",
                   "How many days was {she} in the hospital when {she} came in with {primary}?",
                   "How long was {she} hospitalized {last_time}?",
                   "How long was {first_stay}?",
                   "What was the length of {latest_stay}?",
                   "When was {she} admitted with {primary}, and how long did {she} stay?",
                   "With the {primary}, how long was {she} in the hospital?")),
        "course": Wordings(
            original=("For how many days did the patient receive {drug} during the {when} admission?",
                      "How long was the {drug} course in the {when} stay?"),
            added=("How many days of {drug} did {she} get during the {primary} stay?",
                   "{Drug} duration, {primary} admission?",
                   "For the {primary}, how long was {she} on {drug}?",
                   "How long was {she} on {drug} {last_time}?",
                   "How many days did {her} {drug} course last at {first_stay}?",
                   "When was {drug} started and stopped during the {primary} stay, and for how many days?")),
    },
    "change": {
        "within": Wordings(
            original=("What medication changes were made between admission and discharge in the {when} stay?",
                      "Compared with the home medications, which were started, stopped or continued at discharge "
                      "on {disch}?"),
            added=("Med changes at discharge from the {primary} admission?",
                   "What did {she} go home on after the {primary} stay, compared with {her} home meds?",
                   "When {she} came in with {primary}, which home medications were stopped, started or continued "
                   "by discharge?",
                   "Which of {her} home meds changed {last_time}?",
                   "At {first_stay}, what was started or stopped between admission and discharge?",
                   "Given the {primary}, what new medications was {she} discharged on, and what was stopped?",
                   "Any med changes at {latest_stay}?")),
        "across": Wordings(
            original=("How did the discharge medication list change between the first and second admissions?",
                      "Which discharge medications were added, stopped or continued from the first to the second "
                      "discharge?"),
            added=("How did {her} discharge meds change from the {primary1} admission to the {primary2} admission?",
                   "Discharge med changes, {primary1} stay vs {primary2} stay?",
                   "Compared with {her} discharge after the {primary1} stay, which medications were added or "
                   "stopped when {she} went home after the {primary2} stay?",
                   "What's new on {her} meds since the first discharge, and what was stopped?",
                   "Between the first admission and {latest_stay}, how did {her} discharge medications change?")),
    },
}


def phrasings(category: str, kind: str | None = None) -> list[str]:
    """Every template a question of ``category`` (or of one ``kind`` inside it) may be asked with."""
    kinds = PHRASINGS[category]
    chosen = [kinds[kind]] if kind else kinds.values()
    return list(dict.fromkeys(t for wordings in chosen for t in wordings.all))


def template_fields(template: str) -> set[str]:
    """The fields a template names ("{She}" and "{she}" are both the patient's pronoun)."""
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def _when(adm: dict) -> str:
    return adm["admittime"][:10]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _overlaps(a: str, b: str) -> bool:
    a, b = a.lower(), b.lower()
    return a in b or b in a


# Reference answers: several wordings per kind of answer, written for the references alone. The
# offline ``extractive`` reader (retrieval/generation) composes its own answers; no wording here may
# reuse its fixed phrases (a test reads the reader's templates and checks every v3 answer), so an
# evaluator that compares words cannot score the reader well merely for sharing templates. A stream
# seeded by the question's identity picks the wording: the cohort's own stream makes no extra draw.
# Fields: name/Name, her/Her, she/She (the patient), and each kind's own.
ANSWERS: dict[str, tuple[str, ...]] = {
    "imaging_absent": (
        "No. {Name} was not seen on the {subtype} performed {date}.",
        "No; the {date} {subtype} did not show {name}.",
        "No - no {name} on the {subtype} ({date}).",
        "Negative: the {subtype} done {date} showed no {name}.",
    ),
    "ruled_out": (
        "No. {Name} was excluded by the workup during the {when} admission.",
        "No; the workup during the {when} stay excluded {name}.",
        "No - {name} was on the differential in the {when} admission and was excluded.",
        "Not diagnosed: {name} was investigated during the {when} hospitalization and excluded.",
    ),
    "trap_present": (
        "Yes. {Name} was present at the {when} admission; a templated review of systems marks it negative, "
        "but the history and assessment record it.",
        "Yes - the HPI and assessment of the {when} stay describe {name}, although the boilerplate ROS lists it "
        "as negative.",
        "Yes; {she} had {name} during the {when} hospitalization, as the history and assessment record (the "
        "templated ROS entry is boilerplate).",
    ),
    "finding_absent": (
        "No. {She} denied {name} at the {when} admission.",
        "No - {name} was denied and charted as absent during the {when} stay.",
        "No; the notes of the {when} hospitalization record no {name}.",
        "Absent: {name} was explicitly denied during the {when} admission.",
    ),
    "family_present": (
        "Yes. {Her} {relative} had {name}; it is a family history item, not {her} own diagnosis.",
        "Yes - {name} is recorded among relatives: {her} {relative}.",
        "Yes; {name} was reported in {her} {relative} (a relative, not {her} own problem).",
        "In the family, yes: {her} {relative} had {name}.",
    ),
    "family_self": (
        "No. Only {her} {relative} had {name}; it is not one of {her} own diagnoses.",
        "No - {name} is recorded for {her} {relative}, not as {her} own condition.",
        "No; {name} belongs to the family history ({her} {relative}), not to {her} own problem list.",
    ),
    "family_absent": (
        "No. Family history explicitly denies {name}.",
        "No - {name} is absent from the family history.",
        "No; {name} is denied among {her} relatives.",
    ),
    "cause_uncertain": (
        "The {name} was definitely there; what was uncertain was its cause, with {cause} only the likely explanation.",
        "{Name} was present, an affirmed finding. The hedge applies to the cause: probably {cause}, not established.",
        "Present: the {name} itself was charted as a finding, and {cause} was offered only as its likely cause.",
    ),
    "possible": (
        "No. {Name} stayed a suspicion during the {when} admission and was not confirmed.",
        "Not confirmed: {name} was suspected at the {when} stay, but no diagnosis was made.",
        "No - {name} remained on the differential during the {when} admission without confirmation.",
    ),
    "conditional": (
        "Only conditionally: the plan was to {action} if {condition}; it had not happened.",
        "Not done - {action} was planned, but only if {condition}.",
        "Conditional plan: {action}, to be done only if {condition}; not yet carried out.",
    ),
    "current_chronic": (
        "Yes. {Name} is chronic and still ongoing at the most recent admission.",
        "Yes - {name} is an ongoing chronic problem, still listed at the latest stay.",
        "Yes; {name} persists as a chronic diagnosis as of the most recent admission.",
    ),
    "current_ruled_out": (
        "No. At the most recent admission {name} was worked up and excluded; {she} is free of it now.",
        "No - {name} was excluded during the latest stay and does not stand as a diagnosis.",
        "No; the most recent admission excluded {name}.",
    ),
    "current_resolved": (
        "No. {Name} resolved in the past and is no longer an issue.",
        "No - {name} has resolved; it is no longer ongoing.",
        "No; {name} is resolved, not an ongoing issue.",
    ),
    "historical_chronic": (
        "{Name} is chronic and remains active; the 'history of' label marks when it began.",
        "{Name} remains ongoing: chronic, still active although listed under history.",
        "Still ongoing: {name} is a long-standing chronic problem, not a resolved one.",
    ),
    "historical_resolved": (
        "Yes. {Name} was treated in the past and has since resolved.",
        "Yes - {name} is history only: treated, and resolved.",
        "Yes; {name} resolved after treatment and belongs to the past history.",
    ),
    "sequence": (
        "{First} ({d1}) preceded {second} ({d2}).",
        "First {first} on {d1}, then {second} on {d2}.",
        "{First} ({d1}) happened earlier than {second} ({d2}).",
        "The order was {first} on {d1}, then {second} on {d2}.",
    ),
    "stay_duration": (
        "{days} days: admitted {start}, discharged {end}.",
        "The stay lasted {days} days ({start} to {end}).",
        "{days} days in hospital, from {start} until discharge on {end}.",
    ),
    "course_duration": (
        "{days} days, from {start} to {end} inclusive.",
        "The course ran {days} days ({start} to {end}, first and last day included).",
        "{days} days of therapy, {start} to the last dose on {end}.",
    ),
    "change": (
        "Started: {added}. Discontinued: {removed}. Unchanged: {continued}. Inpatient orders were left out of "
        "the comparison.",
        "New at discharge: {added}; discontinued: {removed}; kept: {continued} (hospital-only orders excluded).",
        "Medications added: {added}; discontinued: {removed}; continued unchanged: {continued}. Orders given "
        "only in hospital do not count.",
    ),
}


PRONOUNS = {"F": {"she": "she", "her": "her", "herself": "herself"},
            "M": {"she": "he", "her": "his", "herself": "himself"}}
UNKNOWN_SEX = {"she": "the patient", "her": "the patient's"}


class QuestionBuilder:
    def __init__(self, truth: dict, mentions: list[Mention], vocab: Vocabulary, rng: random.Random):
        self.t, self.v, self.rng = truth, vocab, rng
        self.by_fact: dict[str, list[Mention]] = defaultdict(list)
        for m in mentions:
            self.by_fact[m.fact_id].append(m)
        self.used: set[tuple] = set()

    # -- shared -----------------------------------------------------------------------------

    def name(self, key: str) -> str:
        return self.v.concept(key)["name"]

    def evidence(self, fact_id: str, assertion: str | None = None, limit: int = 3) -> list[dict]:
        mentions = [m for m in self.by_fact.get(fact_id, []) if not m.template
                    and (assertion is None or m.assertion == assertion)]
        return [{"note_id": m.note_id, "start": m.start, "end": m.end, "section": m.section}
                for m in mentions[:limit]]

    def pick(self, category: str, candidates: list[tuple]) -> tuple:
        fresh = [c for c in candidates if (category, c[0]) not in self.used]
        if not fresh:
            raise NoCandidate(category)
        choice = self.rng.choice(fresh)
        self.used.add((category, choice[0]))
        return choice

    def build(self, category: str) -> dict:
        return getattr(self, category)()

    def _result(self, *, question, hadm_ids, answer, structure, evidence, section) -> dict:
        if not evidence:
            raise NoCandidate("no evidence")
        text, template = question  # the template rides along for tests; the cohort files do not carry it
        return {"question": text, "phrasing": template, "hadm_ids": hadm_ids, "answer": answer,
                "structure": structure, "evidence": evidence, "section": section}

    def phrase(self, category: str, kind: str, key: str, *, adm: dict | None = None,
               concepts: tuple[str, ...] = (), **slots: str) -> tuple[str, str]:
        """The question's text and its template.

        The cohort's stream makes the one draw it always made (over the original wordings'
        families); a stream seeded by the question's identity picks the wording in that family, so
        adding wordings changes question texts and nothing else. ``adm`` anchors the question on
        that admission; ``concepts`` are the names the question asks about, which a context clause
        or an anchor must not repeat.
        """
        side = random.Random(f"phrasing:{self.t['subject_id']}:{category}:{key}")
        asked = concepts or ((slots["name"],) if "name" in slots else ())
        slots = {**self._person(), **self._context(side, asked), **(self._anchors(adm, asked) if adm else {}), **slots}
        slots.update({_cap(k): _cap(v) for k, v in list(slots.items())})
        families = [[t for t in family if template_fields(t) <= slots.keys()]
                    for family in PHRASINGS[category][kind].families()]
        family = self.rng.choice(families)  # the one draw from the cohort's stream, as before
        template = side.choice(family)
        return template.format(**slots), template

    def reference(self, kind: str, key: str, **fields: str) -> str:
        """The reference answer of one question: a wording of ``ANSWERS[kind]``, picked by a stream
        seeded by the question's identity (``key``), with the patient's pronouns."""
        side = random.Random(f"reference:{self.t['subject_id']}:{kind}:{key}")
        slots = {**self._person(), **fields}
        slots.update({_cap(k): _cap(v) for k, v in list(slots.items())})
        return side.choice(ANSWERS[kind]).format(**slots)

    def _person(self) -> dict:
        return dict(PRONOUNS.get(self.t.get("gender"), UNKNOWN_SEX))

    def _context(self, side: random.Random, asked: tuple[str, ...]) -> dict:
        chronic = [self.name(h["concept"]) for h in self.t["history"] if h["status"] == "chronic"]
        chronic = [c for c in chronic if not any(_overlaps(c, a) for a in asked)]
        return {"chronic": side.choice(chronic)} if chronic else {}

    def _anchors(self, adm: dict, asked: tuple[str, ...]) -> dict:
        """How a clinician names this admission: by date, by its presenting problem, or as the
        first or most recent stay where that is what it is."""
        order = [a["hadm_id"] for a in self.t["admissions"]]
        anchors = {"when": _when(adm)}
        primary = self.name(adm["primary"])
        if not any(_overlaps(primary, a) for a in asked):
            anchors["primary"] = primary
        if len(order) > 1 and adm["hadm_id"] == order[0]:
            anchors["first_stay"] = "the first hospitalization"
        if adm["hadm_id"] == order[-1]:
            anchors.update(latest_stay="the most recent admission", last_time="last time")
        return anchors

    def _admission(self, hadm_id: int) -> dict:
        return next(a for a in self.t["admissions"] if a["hadm_id"] == hadm_id)

    # -- task A -----------------------------------------------------------------------------

    def negation(self) -> dict:
        candidates = []
        for adm in self.t["admissions"]:
            for f in adm["findings"]:
                if f["assertion"] == "absent" or f["trap"]:
                    candidates.append((f["fact_id"], adm, f, "finding"))
            for p in adm["problems"]:
                if p["status"] == "ruled_out":
                    candidates.append((p["fact_id"], adm, p, "ruled_out"))
            for study in adm["imaging"]:
                for f in study["findings"]:
                    if f["assertion"] == "absent":
                        candidates.append((f["fact_id"], adm, {**f, "study": study}, "imaging"))
        fact_id, adm, f, kind = self.pick("negation", candidates)
        name, when = self.name(f["concept"]), _when(adm)
        if kind == "imaging":
            study = f["study"]
            q = self.phrase("negation", kind, fact_id, adm=adm, name=name, subtype=study["subtype"],
                            modality=study["modality"], date=study["date"])
            answer = self.reference("imaging_absent", fact_id, name=name, subtype=study["subtype"], date=study["date"])
            return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer,
                                structure={"concept": name, "polarity": "absent", "experiencer": "patient"},
                                evidence=self.evidence(fact_id, "absent"), section="FINDINGS")
        if kind == "ruled_out":
            q = self.phrase("negation", kind, fact_id, adm=adm, name=name)
            answer = self.reference("ruled_out", fact_id, name=name, when=when)
            return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer,
                                structure={"concept": name, "polarity": "absent", "experiencer": "patient",
                                           "status": "ruled_out"},
                                evidence=self.evidence(fact_id, "absent"), section="Brief Hospital Course")
        q = self.phrase("negation", "finding", fact_id, adm=adm, name=name)
        if f["trap"]:
            answer = self.reference("trap_present", fact_id, name=name, when=when)
            return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer,
                                structure={"concept": name, "polarity": "present", "experiencer": "patient"},
                                evidence=self.evidence(fact_id, "present"), section="History of Present Illness")
        answer = self.reference("finding_absent", fact_id, name=name, when=when)
        ev = self.evidence(fact_id, "absent") or [
            {"note_id": m.note_id, "start": m.start, "end": m.end, "section": m.section}
            for m in self.by_fact.get(fact_id, []) if m.assertion == "absent"][:3]
        section = ev[0]["section"] if ev else None
        return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer,
                            structure={"concept": name, "polarity": "absent", "experiencer": "patient"},
                            evidence=ev, section=section)

    def family_history(self) -> dict:
        candidates = [(f["fact_id"], f, "present") for f in self.t["family"]]
        candidates += [(f["fact_id"] + ":self", f, "self") for f in self.t["family"] if not f["patient_has"]]
        candidates += [(f["fact_id"], f, "absent") for f in self.t["family_absent"]]
        key, f, kind = self.pick("family_history", candidates)
        fact_id, name = f["fact_id"], self.name(f["concept"])
        hadm_ids = [a["hadm_id"] for a in self.t["admissions"]]
        q = self.phrase("family_history", kind, key, name=name)
        if kind == "present":
            answer = self.reference("family_present", key, name=name, relative=f["relative"])
            structure = {"concept": name, "polarity": "present", "experiencer": "family", "relative": f["relative"]}
            evidence = self.evidence(fact_id, "family_history")
        elif kind == "self":
            answer = self.reference("family_self", key, name=name, relative=f["relative"])
            structure = {"concept": name, "polarity": "absent", "experiencer": "patient", "relative": f["relative"]}
            evidence = self.evidence(fact_id, "family_history")
        else:
            answer = self.reference("family_absent", key, name=name)
            structure = {"concept": name, "polarity": "absent", "experiencer": "family"}
            evidence = self.evidence(fact_id, "absent")
        return self._result(question=q, hadm_ids=hadm_ids, answer=answer, structure=structure,
                            evidence=evidence, section="Family History")

    def uncertainty(self) -> dict:
        candidates = []
        for adm in self.t["admissions"]:
            for f in adm["findings"]:
                if f["assertion"] == "possible" or f.get("cause"):
                    candidates.append((f["fact_id"], adm, f))
        fact_id, adm, f = self.pick("uncertainty", candidates)
        name, when = self.name(f["concept"]), _when(adm)
        if f.get("cause"):
            q = self.phrase("uncertainty", "cause", fact_id, adm=adm, name=name)
            answer = self.reference("cause_uncertain", fact_id, name=name, cause=f["cause"])
            structure = {"concept": name, "polarity": "present", "experiencer": "patient",
                         "cause": f["cause"], "cause_polarity": "possible"}
            return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer, structure=structure,
                                evidence=self.evidence(fact_id, "present"), section="Brief Hospital Course")
        q = self.phrase("uncertainty", "possible", fact_id, adm=adm, name=name)
        answer = self.reference("possible", fact_id, name=name, when=when)
        return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer,
                            structure={"concept": name, "polarity": "possible", "experiencer": "patient"},
                            evidence=self.evidence(fact_id, "possible"), section="Brief Hospital Course")

    def conditional(self) -> dict:
        candidates = [(c["fact_id"], adm, c) for adm in self.t["admissions"] for c in adm["conditionals"]]
        fact_id, adm, c = self.pick("conditional", candidates)
        q = self.phrase("conditional", "plan", fact_id, adm=adm, concepts=(c["action"],), action=c["action"])
        answer = self.reference("conditional", fact_id, action=c["action"], condition=c["condition"])
        return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer,
                            structure={"concept": c["drug"] or c["action"], "polarity": "conditional",
                                       "experiencer": "patient", "condition": c["condition"], "action": c["action"]},
                            evidence=self.evidence(fact_id, "conditional"), section="Brief Hospital Course")

    # -- task B -----------------------------------------------------------------------------

    def current_state(self) -> dict:
        latest = self.t["admissions"][-1]
        candidates = [(p["fact_id"], p) for p in latest["problems"] if p["role"] in ("chronic", "prior_admission", "ruled_out")]
        candidates += [(h["fact_id"], {**h, "role": "history_resolved"}) for h in self.t["history"] if h["status"] == "resolved"]
        fact_id, p = self.pick("current_state", candidates)
        name = self.name(p["concept"])
        # Anchored on the latest stay only: "current" means as of the most recent admission.
        q = self.phrase("current_state", "status", fact_id, adm=latest, name=name)
        if p["role"] == "chronic":
            answer = self.reference("current_chronic", fact_id, name=name)
            structure = {"concept": name, "polarity": "present", "status": "chronic", "experiencer": "patient"}
            evidence = self.evidence(fact_id, "present")
        elif p["role"] == "ruled_out":
            answer = self.reference("current_ruled_out", fact_id, name=name)
            structure = {"concept": name, "polarity": "absent", "status": "ruled_out", "experiencer": "patient"}
            evidence = self.evidence(fact_id, "absent")
        else:
            answer = self.reference("current_resolved", fact_id, name=name)
            structure = {"concept": name, "polarity": "absent", "status": "resolved", "experiencer": "patient"}
            evidence = self.evidence(fact_id, "historical")
        section = evidence[0]["section"] if evidence else None
        return self._result(question=q, hadm_ids=[latest["hadm_id"]], answer=answer, structure=structure,
                            evidence=evidence, section=section)

    def historical(self) -> dict:
        candidates = [(h["fact_id"], h, None) for h in self.t["history"]]
        for adm in self.t["admissions"]:
            for p in adm["problems"]:
                if p["role"] == "prior_admission":
                    candidates.append((p["fact_id"], p, adm))
        fact_id, h, adm = self.pick("historical", candidates)
        name = self.name(h["concept"])
        hadm_ids = [a["hadm_id"] for a in self.t["admissions"]]
        # Anchored on the latest stay: a chronic problem is active there, a resolved one resolved by then.
        kind = "chronic" if h.get("status") == "chronic" else "resolved"
        q = self.phrase("historical", kind, fact_id, adm=self.t["admissions"][-1], name=name)
        if kind == "chronic":
            answer = self.reference("historical_chronic", fact_id, name=name)
            structure = {"concept": name, "polarity": "present", "status": "chronic", "experiencer": "patient"}
            evidence = self.evidence(fact_id, "present")
        else:
            answer = self.reference("historical_resolved", fact_id, name=name)
            structure = {"concept": name, "polarity": "present", "status": "resolved", "experiencer": "patient"}
            evidence = self.evidence(fact_id, "historical")
        return self._result(question=q, hadm_ids=hadm_ids, answer=answer, structure=structure,
                            evidence=evidence, section="Past Medical History")

    def sequence(self) -> dict:
        events = []
        for adm in self.t["admissions"]:
            for study in adm["imaging"]:
                events.append((study["fact_id"], f"the {study['subtype']}", study["date"], adm["hadm_id"]))
            for course in adm["antibiotics"]:
                if course["intent"] == "therapeutic":
                    events.append((course["fact_id"], f"the start of {course['name']}", course["start"], adm["hadm_id"]))
        candidates = []
        for i, a in enumerate(events):
            for b in events[i + 1:]:
                if a[2] != b[2]:
                    candidates.append((a[0] + b[0], a, b))
        if len(self.t["admissions"]) > 1:
            first, second = self.t["admissions"][:2]
            pf = next(p for p in first["problems"] if p["role"] == "primary")
            ps = next(p for p in second["problems"] if p["role"] == "primary")
            candidates.append(("adm", (pf["fact_id"], f"the admission for {self.name(first['primary'])}", _when(first), first["hadm_id"]),
                               (ps["fact_id"], f"the admission for {self.name(second['primary'])}", _when(second), second["hadm_id"])))
        key, a, b = self.pick("sequence", candidates)
        if self.rng.random() < 0.5:
            a, b = b, a
        first, second = sorted([a, b], key=lambda e: e[2])
        # Two events of one stay may be placed in it; events of two stays are named by themselves, and
        # the same study or drug in both stays by its stay (not its date, which would give the order away).
        adm = self._admission(a[3]) if a[3] == b[3] else None
        labels = (a[1], b[1])
        if a[1] == b[1] and a[3] != b[3]:
            labels = tuple(f"{e[1]} during the {self.name(self._admission(e[3])['primary'])} stay" for e in (a, b))
        q = self.phrase("sequence", "order", key, adm=adm, concepts=labels, a=labels[0], b=labels[1])
        # the answer names each event as the question does (the same study in two stays by its stay)
        label = {a[0]: labels[0], b[0]: labels[1]}
        answer = self.reference("sequence", key, first=label[first[0]], d1=first[2], second=label[second[0]],
                                d2=second[2])
        return self._result(question=q, hadm_ids=sorted({a[3], b[3]}), answer=answer,
                            structure={"order": [label[first[0]], label[second[0]]], "dates": [first[2], second[2]]},
                            evidence=self.evidence(first[0], "present", 1) + self.evidence(second[0], "present", 1),
                            section=None)

    def duration(self) -> dict:
        candidates = []
        for adm in self.t["admissions"]:
            candidates.append((adm["los_fact_id"], adm, None))
            for c in adm["antibiotics"]:
                if c["intent"] == "therapeutic" and c["end"] and c["end"] <= adm["dischtime"][:10]:
                    candidates.append((c["fact_id"], adm, c))
        fact_id, adm, course = self.pick("duration", candidates)
        if course is None:
            days = adm["los_days"]
            q = self.phrase("duration", "stay", fact_id, adm=adm, concepts=("length of stay",))
            answer = self.reference("stay_duration", fact_id, days=str(days), start=adm["admittime"][:10],
                                    end=adm["dischtime"][:10])
            structure = {"concept": "length of stay", "duration": {"value": days, "unit": "days"},
                         "start": adm["admittime"][:10], "end": adm["dischtime"][:10]}
            section = None
        else:
            days = (dt.date.fromisoformat(course["end"]) - dt.date.fromisoformat(course["start"])).days + 1
            q = self.phrase("duration", "course", fact_id, adm=adm, concepts=(course["name"],), drug=course["name"])
            answer = self.reference("course_duration", fact_id, days=str(days), start=course["start"],
                                    end=course["end"])
            structure = {"concept": course["name"], "duration": {"value": days, "unit": "days"},
                         "start": course["start"], "end": course["end"]}
            section = "Brief Hospital Course"
        return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer, structure=structure,
                            evidence=self.evidence(fact_id, "present"), section=section)

    def change(self) -> dict:
        candidates = [(adm["change_fact_id"], "within", adm, None) for adm in self.t["admissions"]]
        if len(self.t["admissions"]) > 1:
            a, b = self.t["admissions"][:2]
            candidates.append(("across", "across", a, b))
        key, kind, adm, later = self.pick("change", candidates)
        if kind == "within":
            before, after = adm["home_meds"], adm["discharge_meds"]
            compared = ["home medications on admission", "discharge medications"]
            q = self.phrase("change", "within", key, adm=adm, concepts=("medications",), disch=adm["dischtime"][:10])
            hadm_ids, evidence = [adm["hadm_id"]], self.evidence(adm["change_fact_id"])
        else:
            before, after = adm["discharge_meds"], later["discharge_meds"]
            compared = [f"discharge medications {adm['dischtime'][:10]}", f"discharge medications {later['dischtime'][:10]}"]
            slots = {"primary1": self.name(adm["primary"]), "primary2": self.name(later["primary"])}
            if later["hadm_id"] == self.t["admissions"][-1]["hadm_id"]:
                slots["latest_stay"] = "the most recent admission"
            q = self.phrase("change", "across", key, concepts=("medications",), **slots)
            hadm_ids = [adm["hadm_id"], later["hadm_id"]]
            evidence = self.evidence(adm["change_fact_id"]) + self.evidence(later["change_fact_id"])
        b, a = {m["name"] for m in before}, {m["name"] for m in after}
        added, removed, continued = sorted(a - b), sorted(b - a), sorted(a & b)
        answer = self.reference("change", key, added=", ".join(added) or "none", removed=", ".join(removed) or "none",
                                continued=", ".join(continued) or "none")
        return self._result(question=q, hadm_ids=hadm_ids, answer=answer,
                            structure={"added": added, "removed": removed, "continued": continued, "compared": compared},
                            evidence=evidence, section="Discharge Medications")
