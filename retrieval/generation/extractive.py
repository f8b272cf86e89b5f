"""The ``extractive`` reader: the offline, deterministic default model.

It is not a language model. It composes an answer from the evidence a condition retrieved, with
the intent's answer shape, and abstains when the evidence does not answer:

* graph evidence (C3, C4, C4g …) — the facts about the concepts the question names: Change lists
  added / stopped / continued; Current_State says current, or not found; Historical says
  resolved or still active; otherwise the answer follows the facts' labels (absent, possible,
  conditional, family history, hypothetical, present), the order of two dated events for a
  sequence question, or the span of dates for a duration question. Facts shown without labels
  (C3) can only say that something is documented.
* text evidence (C1b, C2, C2b, C6, RecentNotes, RAG) — quotes the sentences that share the most
  content words with the question.
* nothing (C1) — it abstains.

It reads the question and the evidence only; the reference answer is never within its reach.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter, defaultdict
from dataclasses import replace

from epikg_core.dates import MONTHS
from retrieval.conditions.base import Evidence, GraphFact
from retrieval.conditions.drug_classes import asked_class
from retrieval.conditions.focus import asked_clauses
from retrieval.conditions.intent import question_form
from retrieval.generation.attribution import cause_answer
from retrieval.generation.dose import dose_on_day, asked_dose_differs, dose_answer, named_drug, same_dose
from retrieval.generation.facts import about, display, narrower_facts, narrower_had, quote
from retrieval.generation.medication_course import asks_both_ends, drug_course, list_dose, waiting_restart
from retrieval.generation.ordering import asks_order, parse_interval, parse_sequence, text_interval, text_sequence
from retrieval.generation.text_reader import (ASKS_RESOLVED, ASKS_TREATED, CONDITION, DESCRIPTORS, PENDING, RELATIVE, STOP_WORDS, asks_now,
                                              indefinite_answer, vocabulary_spans,
                                              STUDY_NOTE_TYPES, asks_value_state, from_text, on_a_study, plan_answer,
                                              plan_question, text_duration, yes_no)
from retrieval.graph.course import ENDING, NO_HOME_LIST

ABSTAIN = "Insufficient information in the provided context to answer this question."
#: the sentence a "yes" rests on: its first quote
_FIRST_QUOTE = re.compile(r'(?:Source|From the notes):\s*"(?P<sentence>[^"]+(?:"[^"(]*"[^"]*)*?)"\s*\(')
#: a drug's own sentence that ends it: "STOPPED Bactrim ~5 wk ago", "she stopped taking it", "self-discontinued"
_DRUG_ENDED = re.compile(r"\b(?:stopped|self-?discontinued|self-?d/c'?d|discontinued|never (?:taken|took|filled|started)|"
                         r"has not taken|hasn't taken|ran out|off (?:it|of it) since)\b", re.IGNORECASE)


def _written_together(asked: str, sentence: str) -> list[tuple[int, int]]:
    """Where the sentence writes two or more of the asked words in a row, the longest run first."""
    words = [w for w in re.findall(r"[A-Za-z][\w-]{1,}", asked) if w.lower() not in STOP_WORDS and len(w) > 2 or w.isupper()]
    for size in range(min(len(words), 4), 1, -1):
        runs = [" ".join(words[i:i + size]) for i in range(len(words) - size + 1)]
        spans = [(m.start(), m.end()) for run in runs for m in re.finditer(r"\b" + re.escape(run) + r"\b", sentence,
                                                                         re.IGNORECASE)]
        if spans:
            return spans
    return []


def _not_against_its_quote(question: str, answer: str, evidence: Evidence) -> str:
    """A "yes" about the patient whose own quoted sentence denies the asked thing ("Yes. From the notes:
    '… SMA syndrome excluded by CT.'") or ends the asked drug ("Yes. Bactrim is documented as present.
    Source: 'STOPPED Bactrim ~5 wk ago …'") is a "no" said by that sentence; the rest of the answer is
    kept. A question about a relative, about the past ("ever") or about a stop itself is left as it is."""
    if not answer.startswith("Yes") or _ASKS_EVER.search(question) or "family" in question_form(question):
        return answer
    quoted = _FIRST_QUOTE.search(answer)
    asked = [c for c in evidence.focus or evidence.question_concepts if c.get("concept_id") is not None]
    if quoted is None or re.search(r"\b(?:stop|stopped|held|hold|off)\b", question, re.IGNORECASE):
        return answer
    sentence = quoted.group("sentence")
    # a terse question's tail is what it asks ("Dec CT for the vomiting -- SMA syndrome?"), where the
    # sentence writes its words together; else the asked concepts' mentions
    spans = _written_together(re.split(r"\s(?:--|-|–|—|:)\s", question)[-1], sentence) or (
        vocabulary_spans(sentence, {c["concept_id"] for c in asked}) if asked else []) or [
        (m.start(), m.end()) for c in asked for m in re.finditer(r"\b" + re.escape(c.get("text") or c["label"]) + r"\b",
                                                                  sentence, re.IGNORECASE)]
    if not spans:
        return answer
    from retrieval.nlp.pipeline import classify_spans

    labels = {a.assertion.value for a in classify_spans(sentence, spans)}
    drug = any(c.get("domain") == "Drug" for c in asked)
    if labels == {"Absent"}:
        said = "denies or excludes it"
    elif drug and _DRUG_ENDED.search(sentence):
        said = "says it was stopped or not taken"
    else:
        return answer
    return f"No: the sentence this rests on {said}. {answer[quoted.start():]}"
NO_KG = "No relevant knowledge graph edges found."
def extractive_answer(question: str, evidence: Evidence) -> str:
    """The reader's answer to ``question`` from ``evidence`` (never empty: abstains instead)."""
    answer = _answer(question, evidence)
    answer = _not_against_its_quote(question, answer, evidence)
    if _asks_if_denial_held(question):
        # "he had no jaundice in July — still true in Feb?" asks whether the denial held: a "Yes"
        # about the jaundice is a "No" about the denial, and the reverse
        if answer.startswith("Yes"):
            return "No, the earlier denial did not hold: " + re.sub(r"^Yes[.,:]?\s*", "", answer)
        if answer.startswith("No"):
            return "Yes, it still held: " + re.sub(r"^No[.,:]?\s*", "", answer)
    other = asked_dose_differs(question, answer, evidence) if answer.startswith("Yes") else None
    if other:
        # "was she on amlodipine 10?" of "amlodipine 5 mg continued": on the drug, not at that dose
        return f"No, not at that dose: the notes give {other}. " + re.sub(r"^Yes[.,:]?\s*", "", answer)
    return answer


#: "… — still true at the readmission?", "was that still the case?", "did that hold in February?"
_STILL_TRUE = re.compile(r"\b(?:still|was that|is that|did that|does that)\s+(?:still\s+)?(?:true|the case|so|hold|holding|"
                         r"apply|correct)\b", re.IGNORECASE)
#: the question's premise is a denial: "he had no jaundice", "she denied chest pain", "negative for"
_DENIED_PREMISE = re.compile(r"\b(?:no|denied|denies|denying|without|negative for|never|not)\b|n't\b", re.IGNORECASE)


#: a time at the end of a stay ("still true at discharge?"): the stay's last state, not its first days
_AT_THE_END = re.compile(r"\b(?:discharge[ds]?|went home|going home|left|leaving|by the end|at the end)\b", re.IGNORECASE)


def _asked_time(question: str) -> str:
    """The part of "he had no X in March — still true at the August discharge?" that names the asked time."""
    return re.split(r"\s[-–—]\s|;", question)[-1]


def _asks_if_denial_held(question: str) -> bool:
    """"He had no jaundice in July — still true when he came back?": whether an earlier denial held at
    a later time (read from what that stay's first days say; "… still true at discharge?" from its
    last state)."""
    return bool(_STILL_TRUE.search(question) and _DENIED_PREMISE.search(re.split(r"\s[-–—]\s|;|\?", question)[0]))


def _answer(question: str, evidence: Evidence) -> str:
    graph = evidence.facts or evidence.not_found or evidence.intent or evidence.question_concepts
    if not evidence.uses_llm:
        return kg_lookup_answer(evidence)
    # "did they think alcohol caused it?": the attribution the sentences state, never a "yes"
    # because the effect is documented
    answer = cause_answer(question, evidence)
    if answer:
        return answer
    # "does she need lifelong anticoagulation?": the length the plan gives, never "yes, it is documented"
    answer = indefinite_answer(question, evidence) if evidence.passages else None
    if answer:
        return answer
    forms = question_form(question)
    if "dose" in forms and not yes_no(question) and not forms & {"duration", "sequence", "conditional"} \
            and not asks_both_ends(question):  # "dose on the way in vs out?": the course answers
        # "metformin dose?": the dose written with the asked drug, never a neighbour's on its line
        drug = next((c for c in (evidence.focus or evidence.question_concepts or evidence.question.get("asked") or [])
                     if c.get("domain") == "Drug"), None) or named_drug(question)
        at_discharge = "at_discharge" in forms or (evidence.settings.get("state_at") or {}).get("when") == "discharge"
        # "what dose on August 30?": the step of a written schedule that holds the day
        answer = dose_on_day(question, evidence, drug) if drug else None
        # a drug the stay ended has no discharge dose: the state answers ("what dose did she go home on?")
        answer = answer or (dose_answer(question, evidence, drug, at_discharge=at_discharge,
                                        at_admission="at_admission" in forms and not at_discharge)
                            if drug and not _ended_in_stay(evidence, drug) else None)
        if answer:
            return answer
    asks = plan_question(question)
    if evidence.passages and (asks == "action" or (asks == "condition" and not _planned(evidence))):
        # "if X, what's the plan?": the plan as written; "what would trigger X?": the fact that
        # records X as planned names its condition, else the plan as written
        answer = plan_answer(question, evidence)
        if answer:
            return answer
    if evidence.passages and parse_interval(question):
        # "how long after his PICC came out did he show up bacteremic?": the time between the two
        # events the sentences date, not a duration one of them states
        answer = text_interval(question, evidence)
        if answer:
            return answer
    if "sequence" in question_form(question) or asks_order(question, evidence.question_concepts):
        # the order the text states (dates beside each event, "X, then Y") before the facts' note dates
        answer = text_sequence(question, evidence)
        if answer:
            return answer
        parsed = parse_sequence(question)
        if parsed is not None and evidence.passages:
            # "was she already delirious when she went to the OR?", "did she fall first and then seize,
            # or the other way round?" ask an order the sentences do not settle: a mention of either
            # (of any day) is no "yes"; the facts' dated order if they give one, else the sentences,
            # without a verdict
            answer = _from_graph(question, evidence) if graph and parsed.relation != "already" else None
            if answer and " came first, before " in answer:
                return answer
            return from_text(question, evidence, verdict=False) or ABSTAIN
    if graph:
        answer = _from_graph(question, evidence)
        if answer:
            return answer
    if asks and evidence.passages:
        # "lorazepam — when was it to be given?": no fact answers; the plan's own sentence does
        answer = plan_answer(question, evidence)
        if answer:
            return answer
    if evidence.passages and (not evidence.facts or graph):
        # no fact about the asked-about concept: the sentences retrieved beside the facts answer
        answer = text_duration(question, evidence) if "duration" in question_form(question) else None
        answer = answer or from_text(question, evidence)
        if answer:
            return answer
    return ABSTAIN


def _ended_in_stay(evidence: Evidence, drug: dict) -> bool:
    """Whether the facts shown say the asked stay stopped the drug or sent the patient home off it."""
    if drug.get("concept_id") is None:
        return False
    return any(f.group in ("off_at_discharge", "stopped") for f in about(evidence, drug))


def kg_lookup_answer(evidence: Evidence) -> str:
    """C7: the matching edges as a list, or the template refusal (paper 000 App. T)."""
    if not evidence.facts:
        return NO_KG
    lines = [f"- {f.assertion}: {f.label} ({f.experiencer}, {f.temporality}{', ' + f.date if f.date else ''})"
             for f in evidence.facts[:10]]
    return "Knowledge graph lookup:\n" + "\n".join(lines)


# -- graph evidence ----------------------------------------------------------------------------


def _names(facts: list[GraphFact]) -> str:
    names = list(dict.fromkeys(f.label for f in facts))
    return ", ".join(names) if names else "none"


def _stopped(facts: list[GraphFact]) -> str:
    """The drugs off the later list: stopped, and apart those the stay held ("Stopped: none. Held, not
    stopped: lisinopril")."""
    held = [f for f in facts if f.status == "held"]
    stopped = _names([f for f in facts if f.status != "held"])
    return f"{stopped}. Held, not stopped: {_names(held)}" if held else stopped


def _date(value: str | None) -> dt.date | None:
    try:
        return dt.date.fromisoformat(value) if value else None
    except ValueError:
        return None


def _relative(evidence: Evidence, facts: list[GraphFact]) -> str | None:
    """The relative a family-history mention names: the one nearest the mention in its sentence."""
    for fact in facts:
        sentence = _source_sentence(evidence, fact)
        if not sentence:
            continue
        found = list(RELATIVE.finditer(sentence))
        if not found:
            continue
        at = sentence.lower().find((fact.mention_text or fact.label).lower())
        nearest = min(found, key=lambda m: abs(m.start() - at) if at >= 0 else m.start())
        return nearest.group(0).lower()
    return None


def _source_sentence(evidence: Evidence, fact: GraphFact) -> str | None:
    first = fact.label.lower().split()[0] if fact.label else ""
    for p in evidence.passages:
        if p.note_id == fact.note_id and (fact.mention_text.lower() in p.text.lower() or first in p.text.lower()):
            return p.text
    return None


def _from_graph(question: str, evidence: Evidence) -> str | None:
    intent = evidence.intent or "Default"
    forms = question_form(question) | ({"finding_of_study"} if on_a_study(question, evidence) else set())
    members = [c for c in _asked(evidence) if c.get("member_of")]
    at_discharge = (evidence.settings.get("state_at") or {}).get("when") == "discharge"
    if members and (intent != "Change" or at_discharge) and any(yes_no(p) for p in evidence.question_parts or [question]) \
            and not any(c["domain"] == "Drug" and not c.get("member_of") for c in _asked(evidence)):
        answer = _about_class(question, evidence, members)
        if answer:
            return answer
    if members:  # no one head for the class: the question's other concepts, or the sentences, answer
        evidence = replace(evidence, focus=[c for c in evidence.focus if not c.get("member_of")])
    measured = _asked(evidence)
    if measured and all(c.get("domain") == "Measurement" for c in measured) and asks_value_state(question):
        return None  # "sodium back to normal by rehab?": a measurement's edge says it was measured; the sentences say the value
    if (evidence.settings.get("state_at") or {}).get("when") == "discharge":
        return _at_discharge(question, evidence) or _problem_at_discharge(question, evidence)
    if (evidence.settings.get("state_at") or {}).get("when") == "before":  # "… before this admission?"
        return _before_stay(evidence, _asked(evidence))
    if intent == "Change" and "duration" not in forms:  # "when was X started and stopped, for how many days?": a duration
        listed = _change(evidence, question)
        drug = next((c for c in _asked(evidence) if c["domain"] == "Drug" and "member_of" not in c), None)
        if drug is not None and len(evidence.question_parts) >= 2:
            # "was lisinopril continued through it, and what else changed?": the drug's course, then the list
            return " ".join(a for a in (drug_course(evidence, drug), listed) if a) or None
        if drug is not None and not _ASKS_REST.search(question):
            # "how was his lisinopril changed?": how the stay left the drug, and its course
            return drug_course(evidence, drug) or listed
        return listed
    about_stay = "stay" in forms or bool(_LENGTH_OF_STAY.search(question))
    if about_stay:  # how long something lasted within a stay is not the stay ("urinary symptoms before …")
        answer = _length_of_stay(question, evidence)
        if answer:
            return answer
    concepts = _asked(evidence)
    if not concepts:
        return None
    if yes_no(question) and _PLAN_LENGTH.search(question):
        # "is she going to be on lifelong anticoagulation?", "is the apixaban indefinite?": the
        # sentence that states the plan's length (and its condition) answers, never the drug's presence
        return None
    held = _asks_if_denial_held(question) and not _AT_THE_END.search(_asked_time(question))
    asked_drugs = [c for c in concepts if c["domain"] == "Drug" and "member_of" not in c]
    last_clause = asked_clauses(question)[-1]
    if asked_drugs and "restart" in question_form(last_clause):
        # "did the amlodipine go back on at the same dose?", "was his lisinopril ever put back?",
        # "when did the fludrocortisone go back on?": how the drug went (held, then resumed at what
        # dose, and when), never "yes, it is current" from a list
        courses = [drug_course(evidence, d) for d in asked_drugs]
        if all(courses):  # a drug with no course told: the state answers it, as before
            return " ".join(courses)
        if re.match(r"^(?:and\s+)?when\b", last_clause.strip(), re.IGNORECASE):
            return None  # "when did it go back on?" asks a day, not whether it is taken: the sentences say
    arrival = (evidence.settings.get("state_at") or {}).get("when") == "admission"
    if (intent == "Current_State" or arrival) and not held:
        now = _current(question, evidence, concepts, asks_resolved=bool(ASKS_RESOLVED.search(question)))
        if len(evidence.question_parts) >= 2 and any(_EVER.search(p) for p in evidence.question_parts[:-1]):
            # "was she ever on Bactrim, and is she still taking it?": the past, then now
            taken = [f for f in about(evidence, concepts[0]) if f.experiencer == "Patient"
                     and f.assertion in ("Present", "Historical")]
            if taken and now:
                return f"Yes, {display(concepts[0])} is documented for the patient. Now: {now}"
        return now
    if intent == "Historical":
        if asks_open(question):
            # "where did we land on chronic azithro?", "what was decided about the chronic steroids?":
            # a plan or an outcome, which no yes about the past answers
            return None
        return _historical(evidence, concepts, question)
    if "sequence" in forms:
        # two dated events, or the sentences (one event named by a concept is no order)
        return _sequence(evidence, concepts) if len(concepts) >= 2 else None
    if "duration" in forms:
        # "PJP treatment: how long all told?": a problem's dated mentions are no length of its treatment
        treated = concepts[0].get("domain") not in ("Drug", "Procedure") and _TREATMENT_WORDS.search(question)
        answer = text_duration(question, evidence) or _duration(evidence, concepts[0], stated_only=bool(treated)) or (
            from_text(question, evidence, verdict=False) if treated else None)
        if answer:
            return answer
    asked_facts = [f for c in concepts for f in about(evidence, c)]
    planned = any(f.assertion in ("Conditional", "Hypothetical") for f in asked_facts)
    if "conditional" in forms and not planned:
        return None  # a plan or instruction no fact records: the sentences answer
    asked = asked_clauses(question)[-1]
    drugs = [c for c in concepts if c["domain"] == "Drug"]
    if drugs and "conditional" not in forms and (_OPEN_QUESTION.match(asked) or _COURSE_WORDS.search(asked)
                                                 or asks_both_ends(asked) or _terse_scene(question, drugs)):
        # "what happened to her Lasix?", "what happened to his nadolol, spironolactone and furosemide?"
        answer = " ".join(a for a in (drug_course(evidence, d) for d in drugs) if a)
        if answer:
            return answer
    if _CAUSE_QUESTION.search(asked):  # "what set off his COPD exacerbation?": the hedged cause
        answer = _cause(question, evidence, concepts[0])
        if answer:
            return answer
    who = bool(_WHO_HAD.match(asked))  # "who had the MI?": the patient, a relative, both or neither
    if "family" not in forms and not ("conditional" in forms and planned) and _OPEN_QUESTION.match(asked) and not who:
        return None  # "what happened to …", "when …": not a yes/no about a label
    if _more_specific(question, evidence, _target(concepts, forms)):
        return None  # "any gastric varices?" matched only "varices": the sentences that say "gastric varices" answer
    parts = evidence.question_parts or [question]
    if (len(parts) >= 2 and len({"family" in question_form(p) for p in parts}) == 2) or _BOTH_WHO.search(question) \
            or who:
        # "is there X among her relatives, and has she had it herself?": both parts, each its own answer
        family = _polarity(question, evidence, _target(concepts, forms), forms | {"family"}, patient_too=False)
        own = _polarity(question, evidence, _target(concepts, forms), forms - {"family"}, family_too=False)
        # "diabetes — him or his mother?" asks who: the conclusion first; a two-part question
        # ("is there X in her family, and has she had it herself?") gets each part's own yes / no
        head = _who_has_it(question, evidence, family, own) if _BOTH_WHO.search(question) or who else ""
        if head:  # the conclusion said once; each part then gives its sentence
            if own and head.endswith("not the patient.") and '"' not in own:
                own = None  # "the father, not the patient": a patient part that cites nothing adds nothing
            family, own = (re.sub(r"^(?:Yes|No)[.,]\s+", "", a) if a else a for a in (family, own))
            family, own = (a[0].upper() + a[1:] if a else a for a in (family, own))
        return " ".join(a for a in (head, family, own) if a) or None
    choice = _CERTAINTY_CHOICE.search(asked)
    if _ALTERNATIVES.search(asked) and (not yes_no(question) or choice):
        if choice:
            # "HCM — suspected or confirmed?", "was the endocarditis definite or just presumed?": how
            # certain it was, said in the question's words, never a bare "Yes"
            answer = _polarity(question, evidence, _target(concepts, forms), forms)
            word = next((w for w in ("definite", "proven", "proved") if re.search(rf"\b{w}\b", asked, re.I)), "confirmed")
            return re.sub(r"^Yes\.", f"{word.capitalize()}:", answer) if answer else None
        return None  # "septic toe or gout?": the sentences answer, not a yes about one label
    target = _target(concepts, forms)
    if "finding_of_study" in forms and target["domain"] == "Procedure" and yes_no(question):
        # "was there right heart strain on the CT?" with no concept for the finding: what the study's
        # sentence says of the asked words answers, never a label of the study itself
        return None
    return _polarity(question, evidence, target, forms)


_RELATIVES = (r"(?:mother|mom|mum|father|dad|sister|brother|son|daughter|aunt|uncle|grandmother|grandfather|grandma|"
              r"grandpa|cousin|sibling|parent|parents|twin)")
#: a part of a question that asks about the past at any time: "was she ever on …", "has he had …"
_EVER = re.compile(r"\b(?:ever|before|previously|in the past|at any point)\b", re.IGNORECASE)
_RELATIVE_WORD = re.compile(r"\b" + _RELATIVES + r"\b", re.IGNORECASE)
#: an open question about who had something: "who had the MI?", "who in the family had breast cancer?"
_WHO_HAD = re.compile(r"^\s*(?:and\s+)?who(?:\s+in\s+(?:the|her|his|their)\s+family)?\s+(?:had|has|have|got|gets|"
                      r"was diagnosed with|were diagnosed with|died of|died from|suffered)\b", re.IGNORECASE)
#: a question about the patient and a relative at once: "diabetes — him or his mother?", "her or her
#: dad?", "does she have colon cancer like her father?", "ever had a stroke? (mother did)"
_BOTH_WHO = re.compile(
    r"\b(?:him|her|hers|himself|herself|the patient|pt|patient|she|he)\s+or\s+(?:his|her|the patient's|their)\s+"
    + _RELATIVES + r"\b|\b" + _RELATIVES + r"(?:'s)?\s+or\s+(?:him|her|hers|himself|herself|the patient|pt|patient)\b|"
    r"\blike\s+(?:his|her|their)\s+" + _RELATIVES + r"\b|\(\s*(?:his|her|the)?\s*" + _RELATIVES + r"\s+(?:did|does|had|has)\b|"
    # "did she have a stroke, or was that her sister?"
    r"\bor\s+(?:was|is)\s+(?:that|it)\s+(?:his|her|their)\s+" + _RELATIVES + r"\b",
    re.IGNORECASE)


def _who_has_it(question: str, evidence: Evidence, family: str | None, own: str | None) -> str:
    """The conclusion of a question about the patient and a relative at once ("diabetes — him or
    his mother?"): both, the relative and not the patient, the patient and not the relative, or
    neither; "" when either part is undecided (suspected, unstated)."""
    relative_has = bool(family) and family.startswith("Yes.")
    relative_not = not family or family.startswith(("No family history", "No."))
    patient_has = bool(own) and own.startswith("Yes.")
    patient_not = bool(own) and own.startswith(("No.", "No,"))
    # the relative the chart names ("the patient or his father?" when it was the mother), else the asked one
    asked = _RELATIVE_WORD.search(question)
    named = _relative(evidence, [f for f in evidence.facts if f.experiencer == "Family"
                                 or f.assertion == "Family_History"]) or (asked.group(0).lower() if asked else None)
    relative = f"the {named}" if named else "the relative"
    if relative_has and patient_has:
        return "Both."
    if relative_has and patient_not:
        return f"{relative[0].upper()}{relative[1:]}, not the patient."
    if patient_has and relative_not:
        return f"The patient, not {relative}."
    if patient_not and relative_not:
        return "Neither."
    return ""


def _more_specific(question: str, evidence: Evidence, concept: dict) -> bool:
    """Whether the question asks about a narrower thing than the concept it matched: a word the
    vocabulary did not cover stands right before the concept ("gastric varices", "aspiration
    pneumonia" when only "varices", "pneumonia" are concepts) and the shown sentences say the
    two together — then the sentences, not the concept's facts, answer."""
    start = concept.get("start")
    if start is None:
        return False
    before = re.findall(r"[A-Za-z][A-Za-z-]+", question[:start])
    if not before:
        return False
    word = before[-1].lower()
    if len(word) < 4 or word in STOP_WORDS or word in DESCRIPTORS:
        return False
    phrase = re.compile(r"\b" + re.escape(word) + r"\s+" + r"\s+".join(
        re.escape(w) for w in (concept.get("text") or "").lower().split()) + r"\b", re.IGNORECASE)
    return any(phrase.search(p.text or "") for p in evidence.passages)


_OPEN_QUESTION = re.compile(r"^(?:and\s+)?(?:what|when|why|where|who|which)\b(?!\s+(?:is|was)\s+the\s+"
                            r"current)", re.IGNORECASE)
#: a question between alternatives ("septic toe or gout?", "lupus, or something else?"): a yes or no
#: about one label answers neither
_ALTERNATIVES = re.compile(r"\bor\b", re.IGNORECASE)
#: alternatives that ask how certain it was ("suspected or confirmed?", "confirmed or just clinical?")
_CERTAINTY_CHOICE = re.compile(r"\b(?:confirmed|proven|proved|definite|suspected|presumed|possible|probable|clinical|"
                               r"ruled out)\b\W+(?:\w+\W+)?or\b|\bor\s+(?:just\s+|only\s+)?(?:confirmed|proven|"
                               r"suspected|presumed|possible|probable|clinical|ruled out)\b", re.IGNORECASE)


#: what follows the drug in a terse question about its course: "Aspirin after the ulcer bleed?",
#: "lisinopril around the surgery?", "Metformin with the contrast study?"
_SCENE_AFTER_DRUG = re.compile(r"^\s*(?:after|around|with|during|through|following|post|since|at|in|for)\s+"
                               r"(?:the|her|his|their|this|that|each|both)\b", re.IGNORECASE)


def _terse_scene(question: str, drugs: list[dict]) -> bool:
    """Whether the question opens with the asked drug and goes straight on to the scene: a terse
    question about what happened to the drug there ("Aspirin after the ulcer bleed?")."""
    lead = re.match(r"^\s*(?:and\s+)?(?:(?:the|her|his|their)\s+)?", question)
    return any(c.get("start") == lead.end() and _SCENE_AFTER_DRUG.match(question[c["end"]:]) for c in drugs
               if c.get("start") is not None and c.get("end") is not None)


_COURSE_WORDS = re.compile(r"\b(?:continued|held|stopped|discontinued|restarted|resumed|changed|switched|through|"
                           r"around|titrated|increased|decreased)\b", re.IGNORECASE)



def _at_discharge(question: str, evidence: Evidence) -> str | None:
    """Whether each asked drug went home with the patient from the asked stay ("did she go home
    on heparin?"): on the discharge list or continued; held, stopped, completed or left off the
    list; or, where the stay has no discharge list, its last statement there. A yes / no head
    only for a yes / no question."""
    state_at = evidence.settings["state_at"]
    stay = next((a for a in evidence.admissions if a["hadm_id"] == state_at["hadm_id"]), {})
    left = f" on {stay['discharged']}" if stay.get("discharged") else ""
    # "Apixaban at discharge?" asks yes or no too: any question that is not an open one
    closed = yes_no(question) or not _WH_QUESTION.match(asked_clauses(question)[-1])
    yes, no = ("Yes. ", "No. ") if closed else ("", "")
    missing = {c["concept_id"] for c in evidence.not_found}
    parts = []
    for concept in _asked(evidence):
        if concept["domain"] != "Drug":
            continue
        name = display(concept)
        facts = [f for f in about(evidence, concept) if f.group in _DISCHARGE_GROUPS]
        if facts:
            fact, state = facts[0], (facts[0].status or "").replace("_", " ")
            if fact.group == "on_discharge":
                how = "" if state in ("", "on the discharge list") else f" ({state})"
                parts.append(f"{yes}{name} was continued at discharge{left}: on the discharge medications{how}."
                             + quote(evidence, facts))
            elif fact.group == "off_at_discharge":
                why = ("the discharge medication list leaves it out" if state == "not on the discharge list"
                       else f"{state}{' (documented ' + fact.date + ')' if fact.date else ''}")
                # "held on admission … Plan: restart at 12.5 mg at clinic if K is below 5.0": never a flat "held"
                waits = waiting_restart(evidence, concept, {state_at["hadm_id"]}, after=fact) \
                    if state in ("held", "stopped", "not on the discharge list") else None
                parts.append(f"{no}{name} was not continued at discharge{left}: {why}."
                             + (f' A restart waits on a condition: "{waits.rstrip(".")}".' if waits else "")
                             + quote(evidence, facts))
            else:
                parts.append(f"Not stated at discharge: the notes of that stay hold no discharge medication list; the "
                             f"last statement about {name} there{' (' + fact.date + ')' if fact.date else ''} is "
                             f"{(fact.status or 'a mention').replace('_', ' ')}." + quote(evidence, facts))
        elif concept["concept_id"] in missing and state_at.get("discharge_list"):
            parts.append(f"{no}{name} is missing from the discharge medication list of that stay{left}, and no note "
                         "of the stay says it was continued.")
        elif concept["concept_id"] in missing:
            parts.append(f"Not documented: no note of that stay{left and ' (discharged' + left + ')'} names {name}.")
    return " ".join(parts) or None


def _problem_at_discharge(question: str, evidence: Evidence) -> str | None:
    """A problem's state when the asked stay ended ("was his aphasia gone at discharge?"), from
    that stay's own statements (Current_State routing over them): still there, resolved, absent,
    suspected, or not named in the stay. "Gone", "resolved" and the like turn the head round."""
    state_at = evidence.settings["state_at"]
    stay = next((a for a in evidence.admissions if a["hadm_id"] == state_at["hadm_id"]), {})
    left = f" (discharged {stay['discharged']})" if stay.get("discharged") else ""
    closed = yes_no(question) or not _WH_QUESTION.match(asked_clauses(question)[-1])
    gone = bool(ASKS_RESOLVED.search(question))
    yes, no = (("No. ", "Yes. ") if gone else ("Yes. ", "No. ")) if closed else ("", "")
    parts = []
    for concept in _asked(evidence):
        if concept.get("domain") == "Measurement":
            continue  # "what was her creatinine doing at discharge?": a value, which the sentences give
        name = display(concept)
        stated = about(evidence, concept)
        current = [f for f in stated if f.group == "current"]
        ended = [f for f in stated if f.group in ("resolved", "stopped")]
        if current and current[0].assertion == "Present":
            parts.append(f"{yes}{name} was still present at the end of that stay{left}: the stay's latest statement "
                         f"({current[0].date}) documents it." + quote(evidence, current))
        elif current and current[0].assertion == "Possible":
            parts.append(f"Still suspected, not confirmed, at the end of that stay{left}: {name} "
                         f"({current[0].date})." + quote(evidence, current))
        elif current and current[0].assertion == "Absent":
            parts.append(f"{no}{name} was documented as absent at the end of that stay ({current[0].date})."
                         + quote(evidence, current))
        elif ended:
            parts.append(f"{no}{name} had resolved by the end of that stay{left} (documented {ended[0].date})."
                         + quote(evidence, ended))
        elif current:
            parts.append(f"{name} at the end of that stay: {current[0].assertion.replace('_', ' ').lower()} "
                         f"({current[0].date})." + quote(evidence, current))
        else:
            parts.append(f"Not documented at the end of that stay{left}: no statement of the stay says {name} was "
                         "still there or had resolved.")
    return " ".join(parts) or None


#: a question that asks for something other than yes or no ("what dose …", "how much …", "which …")
_WH_QUESTION = re.compile(r"^(?:and\s+)?(?:what|when|why|where|who|which|how)\b", re.IGNORECASE)
#: the groups of ``routing.route_at_discharge``
_DISCHARGE_GROUPS = ("on_discharge", "off_at_discharge", "no_discharge_list")


def _planned(evidence: Evidence) -> bool:
    """Whether a fact records an asked-about concept as a plan with a condition (a hypothetical one
    names no condition: the plan's own sentence answers "what would trigger it?")."""
    return any(f.assertion == "Conditional" for c in _asked(evidence) for f in about(evidence, c))


def _asked(evidence: Evidence) -> list[dict]:
    """The concepts the answer is about: the question's focus (the asked-about concepts; the
    context concepts only scoped the retrieval), else every concept named when none is context."""
    if evidence.focus:
        return evidence.focus
    return [] if evidence.question_parts else evidence.question_concepts


def _target(concepts: list[dict], forms: set[str]) -> dict:
    """The concept a yes/no question is about: "did the CT show consolidation?" asks about the
    finding, not the study."""
    if "finding_of_study" in forms and any(c["domain"] == "Procedure" for c in concepts):
        findings = [c for c in concepts if c["domain"] in {"Condition", "Observation", "Measurement"}]
        if findings:
            return findings[-1]
    return concepts[0]


#: a class question that asks for the rest too: "…, and what was new?", "what else changed?"
_ASKS_REST = re.compile(r"\b(?:what else|anything else|any other|other (?:med(?:ication)?s?|medicines?|drugs?|changes?)|"
                        r"(?:and|or) what (?:was|is|were) (?:new|added|started|stopped)|what (?:was|were) new|"
                        r"anything new|everything else)\b", re.IGNORECASE)


def _change(evidence: Evidence, question: str = "") -> str | None:
    groups = defaultdict(list)
    for f in evidence.facts:
        groups[f.group].append(f)
    if not any(groups.get(g) for g in ("added", "removed", "continued")):
        return None
    basis = evidence.settings.get("change_basis") or "between the compared lists"
    drug_class = asked_class(question)
    if drug_class is not None:
        # "what happened to his diuretics?": the changes to the class's members, not the whole list
        mine = {g: [f for f in groups[g] if drug_class.holds(f.label)] for g in ("added", "removed", "continued")}
        forms = question_form(question)
        if (mine["added"] or mine["continued"]) and "at_discharge" in forms and "both_ends" not in forms:
            # "what antibiotic is he going home on?": the class's drugs on the discharge list
            going = _names(mine["added"] + mine["continued"])
            return (f"{drug_class.name[0].upper() + drug_class.name[1:]} medications on the discharge list: {going}. "
                    f"Stopped or left off: {_names(mine['removed'])}. (Compared {basis}.)")
        if any(mine.values()):
            continued = _continued(evidence, mine["continued"])
            head = (f"{drug_class.name[0].upper() + drug_class.name[1:]} medications — added: {_names(mine['added'])}. "
                    f"Stopped: {_stopped(mine['removed'])}. Continued: {', '.join(continued) or 'none'}.")
            if not _ASKS_REST.search(question):
                return f"{head} (Compared {basis}.){_unread_lines(evidence, groups, drug_class)}"
            # "how was her insulin different, and what was new?": the class, then every other change
            others = {g: [f for f in groups[g] if not drug_class.holds(f.label)] for g in ("added", "removed")}
            return (f"{head} Other changes — added: {_names(others['added'])}. Stopped: {_names(others['removed'])}. "
                    f"(Compared {basis}.)")
    if basis == NO_HOME_LIST:  # nothing to compare with: never "added: everything"
        return (f"Discharge medications: {_names(groups['added'])}. No home medication list was found for this "
                "admission, so what changed cannot be read from the lists.")
    continued = _continued(evidence, groups["continued"])
    return (f"Added: {_names(groups['added'])}. Stopped: {_stopped(groups['removed'])}. "
            f"Continued: {', '.join(continued) or 'none'}. (Compared {basis}.){_unread_lines(evidence, groups)}")


def _unread_lines(evidence: Evidence, groups: dict, drug_class=None) -> str:
    """The discharge list's lines marked as a change that name none of the compared drugs ("Fluticasone
    furoate/umeclidinium/vilanterol … (NEW; replaces tiotropium …)" when the vocabulary knows no such
    drug): quoted, so that "added: none" is never the whole answer."""
    labels = [set(re.findall(r"[a-z]{4,}", f.label.lower())) for g in ("added", "removed", "continued")
              for f in groups.get(g, ())]

    def drug_words(text: str) -> set[str]:  # the line's name: its words before the first number
        return set(re.findall(r"[a-z]{4,}", re.split(r"\d", text, maxsplit=1)[0].lower()))

    # a line is the comparison's when its name and a compared drug's are one in the other ("Albuterol HFA"
    # / "albuterol"); a combination the vocabulary does not know shares only a part ("fluticasone
    # furoate/umeclidinium/vilanterol" / "fluticasone / salmeterol")
    lines = [line for line in evidence.settings.get("marked_lines") or ()
             if (drug_class is None or drug_class.holds(line["text"])) and not any(
                 label and (label <= drug_words(line["text"]) or drug_words(line["text"]) <= label) for label in labels)]
    if not lines:
        return ""
    quoted = " ".join(f'"{line["text"]}" ({line["note_type"]} {line["note_id"]}, {line["charttime"]})' for line in lines)
    return f" Also marked on the discharge list, with no drug the comparison names: {quoted}"


def _continued(evidence: Evidence, facts: list[GraphFact]) -> list[str]:
    """The drugs on both lists, each with its two doses where they differ ("metoprolol succinate (dose
    changed: 50 mg daily on admission, 100 mg daily at discharge)"), or "(dose changed)" where a note
    says so and the lists give no doses."""
    by_drug: dict[tuple, list[GraphFact]] = defaultdict(list)
    for f in facts:
        by_drug[(f.concept_id, f.label)].append(f)
    shown = []
    for (concept_id, label), same in by_drug.items():
        drug = {"concept_id": concept_id, "label": label, "text": label}
        later = [f for f in same if f.status != "earlier list"]
        earlier = [f for f in same if f.status == "earlier list"]
        before, after = list_dose(evidence, drug, earlier), list_dose(evidence, drug, later)
        if before and after and not same_dose(before, after):
            ends = (("on admission", "at discharge") if "home" in (evidence.settings.get("change_basis") or "")
                    else ("on the earlier list", "on the later"))
            shown.append(f"{label} (dose changed: {before} {ends[0]}, {after} {ends[1]})")
        elif any(f.status == "dose changed" for f in later):
            shown.append(f"{label} (dose changed)")
        else:
            shown.append(label)
    return shown


#: a question that asks whether something was established, not whether it was there at all
def _about_class(question: str, evidence: Evidence, members: list[dict]) -> str | None:
    """A yes / no question about a drug class ("is he on a beta blocker now?", "any blood thinner
    when he left?", "did she go home on a DOAC?"): each member the chart names is asked alone, and
    the class gets one head — yes when a member is, and then those members first; no when each
    member's answer is no. A member the asked time or stay does not name adds nothing."""
    name = members[0]["member_of"]
    missing = {c["concept_id"] for c in evidence.not_found}
    yes, no, other = [], [], []
    for member in members:
        if member["concept_id"] in missing and len(members) > 1:
            continue
        alone = {k: v for k, v in member.items() if k != "member_of"}
        answer = _from_graph(question, replace(evidence, focus=[alone]))
        if not answer or answer.startswith("Not documented"):
            continue
        (yes if answer.startswith("Yes") else no if answer.startswith("No") else other).append(answer)
    if yes:
        return f"Yes, {_article(name)} {name}: " + _one_source_each(yes + no) + (" " + " ".join(other) if other else "")
    if no and not other:
        return f"No {name}: " + _one_source_each(no)
    return None  # an uncertain member, or none named: the sentences answer


_SOURCE = re.compile(r"\s*Source: .*$")


def _one_source_each(answers: list[str]) -> str:
    """Members' answers without their yes / no heads, a source quoted by several given once, after
    the last of them ("apixaban … stopped. rivaroxaban … stopped. Source: "Do NOT take apixaban,
    rivaroxaban …"")."""
    bodies = [re.sub(r"^(?:Yes|No)[.,:]?\s*", "", a) for a in answers]
    sources = [(_SOURCE.search(b).group(0) if _SOURCE.search(b) else "") for b in bodies]
    out = []
    for i, (body, source) in enumerate(zip(bodies, sources)):
        shared = source and source in sources[i + 1:]
        out.append(_SOURCE.sub("", body) if shared else body)
    return " ".join(out)


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeio" or word.startswith(("NSAID", "SGLT")) else "a"


#: a question about how long a plan lasts, not whether it exists
_PLAN_LENGTH = re.compile(r"\b(?:life-?long|for life|indefinite(?:ly)?|long[- ]term|permanent(?:ly)?|forever|for good)\b",
                          re.IGNORECASE)
_ASKS_CONFIRMATION = re.compile(r"\b(?:confirm\w*|definit\w*|diagnos\w*|establish\w*|prov(?:e|en|ed)|certain\w*|"
                                r"for sure|actually|really|ruled in|end up)\b", re.IGNORECASE)
#: a question whose "yes" means gone: "was it resolved as of …?", "is it a thing of the past?"


def _current(question: str, evidence: Evidence, concepts: list[dict], *, asks_resolved: bool = False) -> str:
    """Current or not, for each asked concept; the yes / no follows the question's sense ("is it
    still active?" and "has it resolved?" get opposite heads for the same state)."""
    yes, no = ("No.", "Yes.") if asks_resolved else ("Yes.", "No.")
    arrival = (evidence.settings.get("state_at") or {}).get("when") == "admission"
    parts = []
    missing = {c["concept_id"] for c in evidence.not_found}
    for concept in concepts:
        facts = [f for f in about(evidence, concept) if f.group == "current"]
        resolved = [f for f in about(evidence, concept) if f.group == "resolved"]
        stopped = [f for f in about(evidence, concept) if f.group == "stopped"]
        if stopped and not facts and _ended_on_arrival(evidence, stopped[0]):
            # "was she still on X when she came in?" of "HOLD X" / "X -> stop" written as the stay began:
            # the stay's own order ended it, so she was taking it when she arrived
            fact = stopped[0]
            parts.append(f"{yes} {display(concept)} was being taken when the stay began; it was {fact.status or 'stopped'} "
                         f"on admission{' (' + fact.date + ')' if fact.date else ''}." + quote(evidence, stopped))
            continue
        started = [f for f in about(evidence, concept) if f.group == "started_on_admission"]
        if started and not facts and not stopped:
            # a drug the stay's first day orders and nothing before it names: not known to be taken before
            fact = started[0]
            parts.append(f"{no} {display(concept)} is not documented as taken before the stay: it was first "
                         f"ordered on admission{' (' + fact.date + ')' if fact.date else ''}." + quote(evidence, started))
            continue
        if stopped and not facts and arrival:
            fact = stopped[0]
            parts.append(f"{no} {display(concept)} was not being taken when the stay began: "
                         f"{(fact.status or 'stopped').replace('_', ' ')}"
                         f"{' (documented ' + fact.date + ')' if fact.date else ''}." + quote(evidence, stopped))
            continue
        if stopped and not facts:
            fact = stopped[0]
            state = fact.status.replace("_", " ") if fact.status else "stopped"
            if fact.status == "not on a later discharge list":  # listed at one discharge, left out at a later one
                parts.append(f"{no} {display(concept)} is not current: a later stay's discharge medication list leaves "
                             f"it out{' (it was last listed ' + fact.date + ')' if fact.date else ''}."
                             + quote(evidence, stopped))
                continue
            parts.append(f"{no} {display(concept)} is not current: {state}"
                         f"{' (documented ' + fact.date + ')' if fact.date else ''}." + quote(evidence, stopped))
            continue
        if resolved and not facts and concept.get("domain") in ("Procedure", "Device") \
                and resolved[0].status == "resolved":
            # "is the stent still in?" of "removal of left ureteral stent": a device that came out
            parts.append(f"{no} {display(concept)} is out: its removal is documented"
                         f"{' on ' + resolved[0].date if resolved[0].date else ''}." + quote(evidence, resolved))
            continue
        if resolved and not facts:
            parts.append(f"{no} {display(concept)} is a past problem that has resolved (documented as past history on "
                         f"{resolved[0].date}); it is not currently active.")
            continue
        if concept["concept_id"] in missing or not facts:
            parts.append(f"{no} {display(concept)} is not a current active problem: no current evidence of it "
                         "in the record (not found; it may have resolved)." if not asks_resolved else
                         f"Probably: {display(concept)} is not documented as active in the latest record (not "
                         "found), so it appears to have resolved.")
            continue
        fact = facts[0]
        when = f" as of {fact.date}" if fact.date else ""
        dose = _dose_answer(question, evidence, concept, fact) if concept["domain"] == "Drug" else None
        if dose and fact.assertion == "Present":
            parts.append(dose)
        elif fact.assertion == "Present" and concept["domain"] == "Drug" and arrival and fact.predicate == "took_before_admission":
            parts.append(f"{yes} {display(concept)} was being taken when the stay began: it is on the stay's home "
                         "medication list.")
        elif fact.assertion == "Present" and concept["domain"] == "Drug" and arrival:
            parts.append(f"{yes} {display(concept)} was being taken when the stay began (Present{when}).")
        elif fact.assertion == "Present" and concept["domain"] == "Drug":
            parts.append(f"{yes} {display(concept)} is a current medication, active as of the latest record "
                         f"(Present{when}).")
        elif fact.assertion == "Present":
            parts.append(f"{yes} {display(concept)} is a current, active problem (Present{when}).")
        elif fact.assertion == "Absent":
            parts.append(f"{no} {display(concept)} is currently documented as absent{when}.")
        elif fact.assertion == "Possible":
            parts.append(f"Possibly: {display(concept)} is currently suspected but not confirmed{when}.")
        else:
            parts.append(f"{display(concept)}: {fact.assertion.replace('_', ' ').lower()}{when}.")
        parts[-1] += quote(evidence, facts)
    return " ".join(parts)


#: a stop or hold a sentence reports as done before ("already stopped 10/6", "was held two weeks ago",
#: "off it since May"), not ordered as the stay began
_EARLIER_END = re.compile(r"\b(?:already|previously|prior(?:ly)?|had been|has been|was|were|ago|since|last (?:week|month|year)|"
                          r"not taking|wasn't taking|not been taking|stopped taking|ran out|self-discontinued|"
                          r"(?:early|mid|late)[\s-]+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|"
                          r"in (?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)|"
                          r"before (?:admission|this admission|coming in|presentation)|PTA|by (?:her|his|their) (?:PCP|doctor|cardiologist))\b"
                          r"|(?<![\d/])(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01])(?![\d/]\d)", re.IGNORECASE)


def _ended_on_arrival(evidence: Evidence, fact: GraphFact) -> bool:
    """Whether ``fact`` is the asked stay's own hold or stop, written as it began (its first day or
    the next), of a question about the state when the stay began: the drug was being taken then."""
    state_at = evidence.settings.get("state_at") or {}
    if state_at.get("when") != "admission" or fact.hadm_id != state_at.get("hadm_id") or fact.status not in ("held", "stopped"):
        return False
    stay = next((a for a in evidence.admissions if a["hadm_id"] == fact.hadm_id), {})
    start, day = _date(stay.get("admitted")), _date(fact.date)
    if not (start and day and 0 <= (day - start).days <= 1):
        return False
    sentence = _source_sentence(evidence, fact) or ""
    return bool(sentence) and not _EARLIER_END.search(sentence)


_DOSE = re.compile(r"(?<![\w./])(\d+(?:\.\d+)?)\s*(mg|mcg|g|units?|u|ml|meq)?(?![\w/])", re.IGNORECASE)


def _dose_answer(question: str, evidence: Evidence, concept: dict, fact: GraphFact) -> str | None:
    """A current-state question that names a dose ("is he still on Keppra 1500 twice a day?"):
    the dose the latest sentence gives the drug, the same or another. None without a dose on both sides."""
    named = (concept.get("text") or "").lower()
    at = question.lower().find(named) if named else -1
    asked = _DOSE.search(question, at + len(named)) if at >= 0 else None
    sentence = _source_sentence(evidence, fact) or ""
    mention = (fact.mention_text or fact.label).lower()
    where = sentence.lower().find(mention)
    written = _DOSE.search(sentence, where + len(mention)) if where >= 0 else None
    if not asked or not written or written.start() - (where + len(mention)) > 25:
        return None
    if float(asked.group(1)) == float(written.group(1)):
        return (f"Yes. {display(concept)} is current at {written.group(0)} (as of {fact.date}).")
    return (f"No. {display(concept)} is current, but at {written.group(0)}, not {asked.group(0)} "
            f"(as of {fact.date}).")


def _before_stay(evidence: Evidence, concepts: list[dict]) -> str | None:
    """Whether the patient had an asked concept before the asked stay began (``route_before_stay``):
    yes from a statement written before it or a history line of its own, no when it is first
    documented in or after the stay (with an earlier denial where one was written)."""
    state = evidence.settings.get("state_at") or {}
    began = state.get("began") or "the stay"
    parts = []
    for concept in concepts[:2]:
        facts = [f for f in evidence.facts if f.concept_id == concept["concept_id"]
                 or f.reached_from == concept["concept_id"]]
        label = display(concept)
        had = [f for f in facts if f.group == "had_before"]
        denied = [f for f in facts if f.group == "denied_before"]
        first = [f for f in facts if f.group == "first_in_stay"]
        if had:
            parts.append(f"Yes. {label} is documented for the patient before the stay that began {began}"
                         f"{' (' + had[0].date + ')' if had[0].date else ''}." + quote(evidence, had))
        elif first or denied:
            head = f"No. {label} is not documented for the patient before the stay that began {began}"
            if denied:
                head += f"; it was denied or ruled out on {denied[0].date}" if denied[0].date else "; it was denied"
            if first and not (denied and concept.get("domain") == "Procedure"):
                # (a procedure the stay names is often one it plans: "needs a colonoscopy in 6-8 weeks")
                head += f"; it is first documented on {first[0].date}" if first[0].date else ""
            parts.append(head + "." + quote(evidence, denied + first))
    return " ".join(parts) or None


def _historical(evidence: Evidence, concepts: list[dict], question: str = "") -> str | None:
    parts = []
    for concept in concepts[:2]:
        stated = about(evidence, concept)
        # a relative's statement is never the patient's history ("Ever had a stroke? (mother did)")
        facts = [f for f in stated if f.experiencer == "Patient" and f.assertion != "Family_History"]
        label = display(concept)
        if not facts:
            family = [f for f in stated if f.experiencer == "Family" or f.assertion == "Family_History"]
            if family:
                relative = _relative(evidence, family)
                parts.append(f"No. {label} is documented only in the family history "
                             f"({'the patient' + chr(39) + 's ' + relative if relative else 'a relative'}), not for "
                             "the patient." + quote(evidence, family))
            continue
        bound = _before_bound(question, facts)
        none_before = _none_before(question, label, facts, bound) if bound else None
        if none_before:  # "had she had AF before July?" of a first episode in July
            parts.append(none_before[0] + quote(evidence, none_before[1]))
            continue
        groups = {f.group for f in facts}
        if groups == {"never_present"}:  # "ever had a brain bleed?": every statement denies or rules it out
            parts.append(f"No. {label} is not documented for the patient: it was only denied or ruled out."
                         + quote(evidence, facts))
            continue
        chronic = any(f.group == "asserted_past" and f.assertion == "Present" for f in facts)
        if concept.get("domain") == "Drug" and groups & {"still_active", "asserted_past", "earlier_admission_only"}:
            # a drug is taken, not a problem that resolves: "had he ever been on propranolol?"
            ended = [f for f in facts if f.clinical_status in ENDING]
            if ended:
                last = max(ended, key=lambda f: f.date or "")
                parts.append(f"Yes, in the past: {label} was taken and then {last.clinical_status}"
                             f"{' (' + last.date + ')' if last.date else ''}." + quote(evidence, [last] + facts))
            elif "still_active" in groups:
                parts.append(f"Yes, and it is still taken: {label}." + quote(evidence, facts))
            else:
                parts.append(f"Yes, in the past: {label}." + quote(evidence, facts))
            continue
        if chronic:
            parts.append(f"{label} is a chronic condition that is still active; 'history of' here does not mean "
                         "resolved.")
        elif "still_active" in groups:  # "ever had SBP?" of a first episode in the latest stay
            parts.append(f"Yes. {label} is still active: documented in the latest admission, not as resolved.")
        elif "earlier_admission_only" in groups:
            parts.append(f"Yes. {label} is a past problem: present in an earlier admission, not documented in the "
                         "latest one; it has resolved.")
        elif "asserted_past" in groups:
            parts.append(f"Yes. {label} is a past problem that has resolved (documented as past history).")
        else:
            continue
        parts[-1] += quote(evidence, facts)
    return " ".join(parts) or None


def _first_date(facts: list[GraphFact]) -> dt.date | None:
    """When something began: a start the text states (a dated range) if there is one, else its
    earliest dated mention."""
    patient = [f for f in facts if f.experiencer == "Patient" and f.assertion in {"Present", "Historical"}]
    stated = [_date(f.valid_from) for f in patient if f.valid_from and f.valid_to]
    dates = [d for d in stated if d] or [d for d in (_date(f.date) for f in patient) if d]
    return min(dates) if dates else None


_ISO_DATE = re.compile(r"\b(\d{4}-\d{2}-\d{2})\b")
#: "before July", "prior to March 2201", "before 7/20": a time the question asks about what came before
_BEFORE_TIME = re.compile(r"\b(?:before|prior to|earlier than)\s+(?:(?:early|mid|late)[\s-]+)?(?:(?P<month>(?:jan|feb|mar|apr|may|jun|"
                          r"jul|aug|sep|oct|nov|dec)[a-z]*)\.?(?:\s+(?P<year>\d{4}))?|(?P<m>\d{1,2})/(?P<d>\d{1,2})"
                          r"(?:/(?P<y>\d{2,4}))?)\b", re.IGNORECASE)


def _none_before(question: str, label: str, facts: list[GraphFact], bound: dt.date) -> tuple[str, list] | None:
    """"No. X is not documented before <bound>; it is first documented on <day>." when no fact dated
    before the bound has it and a later one does; None otherwise."""
    earlier = [f for f in facts if _date(f.date) and _date(f.date) < bound]
    later = sorted((f for f in facts if f not in earlier and f.assertion == "Present"), key=lambda f: f.date or "")
    if any(f.assertion in ("Present", "Historical") for f in earlier) or not later:
        return None
    named = f"{bound:%B %Y}" if _BEFORE_TIME.search(question).group("month") else bound.isoformat()
    return f"No. {label} is not documented before {named}; it is first documented on {later[0].date}.", later[:1]


def _before_bound(question: str, facts: list[GraphFact]) -> dt.date | None:
    """The first day of the month (or the day) a "before <time>" question names, in the year of the
    facts' latest date that the time does not lie after; None when the question names no such time."""
    found = _BEFORE_TIME.search(question)
    days = [d for d in (_date(f.date) for f in facts) if d]
    if not found or not days or found.group("month") == "may":  # lower-case "may" is the verb
        return None
    latest = max(days)
    try:
        if found.group("month"):
            month = MONTHS[found.group("month").lower()]
            year = int(found.group("year")) if found.group("year") else latest.year
            bound = dt.date(year, month, 1)
        else:
            year = int(found.group("y")) if found.group("y") and len(found.group("y")) == 4 else latest.year
            bound = dt.date(year, int(found.group("m")), int(found.group("d")))
    except (KeyError, ValueError):  # "before Julyish", "before 2/30"
        return None
    if not (found.group("year") or found.group("y")) and (bound - latest).days > 180:
        bound = bound.replace(year=bound.year - 1)  # "before December" asked of a February stay: the December before
    return bound
#: a question about the length of a stay ("how many days was she in the hospital", "how long was
#: the osteomyelitis admission", "LOS for the NSTEMI stay"), not about how long something in it lasted
_LENGTH_OF_STAY = re.compile(
    r"\b(?:los|length of (?:the |her |his |their )?(?:%s[\w-]+ ){0,6}?(?:stay|admission|hospitali[sz]ation)|"
    r"how (?:long|many days|many nights) (?:was|were|did) (?:she|he|they|the patient) (?:stay|in the hospital|"
    r"hospitali[sz]ed|admitted|inpatient)|"
    r"how (?:long|many days) (?:was|were) (?:the|her|his|their) (?:%s[\w-]+ ){0,6}?(?:stay|admission|"
    r"hospitali[sz]ation))\b" % ((r"(?!(?:course|in|on|of|for|during|at|after|before)\b)",) * 2), re.IGNORECASE)


#: a question about a problem's treatment, not the problem: "PJP treatment", "treated for", "abx for the UTI"
_TREATMENT_WORDS = re.compile(r"\b(?:treat(?:ment|ed|ing)?|therapy|course|antibiotics?|abx|regimen|steroids?|"
                              r"prophylaxis|ppx|rx)\b", re.IGNORECASE)


def asks_open(question: str) -> bool:
    """Whether every asking clause is an open question ("where did we land on chronic azithro?"), no
    yes / no one among them ("was DVT a prior problem, and what is its status?")."""
    return all(_OPEN_QUESTION.match(clause) for clause in asked_clauses(question)) and not yes_no(question)


def _length_of_stay(question: str, evidence: Evidence) -> str | None:
    """Length of a stay from the admission record: the admission the question names (by its
    admission date, else the one it names by its event or order, else the only one)."""
    if not evidence.admissions:
        return None
    named = set(_ISO_DATE.findall(question))
    chosen = [a for a in evidence.admissions if a["admitted"] in named]
    if not chosen:  # the admission named by its event or order ("the cellulitis stay", "last time")
        chosen = [a for a in evidence.admissions if a["hadm_id"] in evidence.scope_admissions]
    if not chosen and len(evidence.admissions) == 1:
        chosen = evidence.admissions
    if len(chosen) != 1 or not chosen[0]["discharged"]:
        return None
    stay = chosen[0]
    days = (_date(stay["discharged"]) - _date(stay["admitted"])).days
    return f"{days} day{'s' if days != 1 else ''} (admitted {stay['admitted']}, discharged {stay['discharged']})."


def _sequence(evidence: Evidence, concepts: list[dict]) -> str | None:
    a, b = concepts[0], concepts[1]
    da, db = _first_date(about(evidence, a)), _first_date(about(evidence, b))
    if not da or not db:
        return None
    if da == db:
        return f"{display(a)} and {display(b)} happened on the same day ({da})."
    first, second = (a, b) if da < db else (b, a)
    d1, d2 = min(da, db), max(da, db)
    return f"{display(first)} ({d1}) came first, before {display(second)} ({d2})."


#: Notes written after the fact: the date of a mention there is the note's, not the event's.
RETROSPECTIVE_NOTE_TYPES = frozenset({"DS", "discharge summary", "Discharge summary"})


def _duration(evidence: Evidence, concept: dict, *, stated_only: bool = False) -> str | None:
    """A length from the facts: the course their valid times state, else (unless ``stated_only``: a
    problem's treatment, whose mentions are no course) the days between the first and last dated
    mentions."""
    facts = [f for f in about(evidence, concept) if f.experiencer == "Patient" and f.assertion == "Present"]
    ranges = Counter((_date(f.valid_from), _date(f.valid_to)) for f in facts
                     if f.valid_from and f.valid_to and _date(f.valid_to) > _date(f.valid_from))
    if ranges:  # a stated course ("cefepime 8/15-8/17") beats counting the days it was mentioned
        # the range stated most often; ties: the longer one
        start, end = max(ranges, key=lambda r: (ranges[r], r[1] - r[0], r))
        days = (end - start).days + 1
        return f"{days} day{'s' if days != 1 else ''} ({start} through {end}, counting both days)."
    if stated_only:
        return None
    contemporaneous = [f for f in facts if f.note_type not in RETROSPECTIVE_NOTE_TYPES]
    facts = contemporaneous or facts
    dates = sorted({d for d in (_date(f.date) for f in facts) if d})
    if len(dates) < 1:
        return None
    days = (dates[-1] - dates[0]).days + 1
    return (f"{days} day{'s' if days != 1 else ''} ({dates[0]} through {dates[-1]}, counting both days), "
            f"from the dated mentions of {display(concept)}.")


def _polarity(question: str, evidence: Evidence, concept: dict, forms: set[str], *, patient_too: bool = True,
              family_too: bool = True) -> str | None:
    """The answer with its conclusion first, then the sentence it rests on."""
    answer, basis = _polarity_claim(question, evidence, concept, forms, patient_too=patient_too,
                                    family_too=family_too)
    if not answer:
        return None
    return answer if '"' in answer else answer + quote(evidence, basis)


def _polarity_claim(question: str, evidence: Evidence, concept: dict, forms: set[str], *, patient_too: bool = True,
                    family_too: bool = True) -> tuple[str | None, list[GraphFact]]:
    facts = about(evidence, concept)
    label = display(concept)
    if not facts or (ASKS_TREATED.search(question) and concept.get("domain") not in ("Drug", "Procedure")):
        return None, []  # "has his hep C been treated?": the diagnosis documented is no yes; the sentences answer
    named_days = set(_ISO_DATE.findall(question))
    if _ON_PRESENTATION.search(question) or (_asks_if_denial_held(question)
                                            and not _AT_THE_END.search(_asked_time(question))):
        # "fever on presentation?": what the first day of the stay says, not a fever three days later
        facts = _on_arrival(evidence, facts) or facts
    if "finding_of_study" in forms and named_days:
        # "did the CT on <day> show X?": what that day's study says about X
        that_day = [f for f in facts if f.date in named_days]
        facts = that_day or facts
    if "finding_of_study" in forms:
        # "did the CT show a bleed?": what the study's own report says, not an old bleed in the HPI;
        # with study reports shown but none naming the concept, their sentences answer
        reported = [f for f in facts if f.note_type in STUDY_NOTE_TYPES and not _REASON_SECTION.search(f.section or "")]
        if not reported:
            # "did the head CT show a bleed?" of "no intracranial hemorrhage": the report's narrower
            # finding answers for the general one the question names
            reported = [f for f in narrower_facts(evidence, concept) if f.note_type in STUDY_NOTE_TYPES
                        and not _REASON_SECTION.search(f.section or "")]
        if not reported and any(p.note_type in STUDY_NOTE_TYPES for p in evidence.passages):
            return None, []
        facts = reported or facts
    if not any(f.visible for f in facts):  # C3: labels hidden, only "it is in the record"
        fact = facts[0]
        return f"Yes. {label} is documented in the record{' on ' + fact.date if fact.date else ''}.", [fact]
    patient = [f for f in facts if f.experiencer == "Patient" and f.assertion != "Family_History"] if patient_too else []
    family = [f for f in facts if f.experiencer == "Family" or f.assertion == "Family_History"] if family_too else []
    # only a denial of the asked concept itself denies it: "no family history of cardiomyopathy"
    # says nothing of heart disease in general (a narrower denial is no answer)
    negated_family = [f for f in family if f.assertion == "Absent" and f.concept_id == concept["concept_id"]]
    family = [f for f in family if f.assertion != "Absent"]
    own_present = any(f.assertion == "Present" for f in patient)
    # a question about the relatives is answered about them even when the patient has it too
    about_relatives = "family" in forms or not own_present or not patient_too
    if family_too:
        if negated_family and not family and about_relatives:
            return f"No. The family history is negative for {label}.", negated_family
        if family and about_relatives:
            relative = _relative(evidence, family)
            who = f"the patient's {relative}" if relative else "a family member"
            if "family" in forms:  # the question asks about the family: yes, and whose
                return f"Yes. {who[0].upper() + who[1:]} had {label} (family history, not the patient).", family
            asked_time = (evidence.question or {}).get("time") or {}
            if evidence.scope_admissions and (asked_time.get("ordinal") or asked_time.get("events")):
                # what the notes of the stay the question names say, not the whole chart's
                return (f"No. In the asked stay's notes {label} appears only in the family history ({who}), not "
                        f"for the patient.", family)
            return f"No. {label} appears only in the family history ({who}); the patient does not have it.", family
        if "family" in forms and not family:
            return f"No family history of {label} is documented.", []
    if not patient:
        if not patient_too or not family_too:
            return f"No. {label} is not documented for the patient herself or himself.", []
        return None, []
    bound = _before_bound(question, patient)
    if bound is not None:
        # "any AF before July?": only what the notes dated before then say
        none_before = _none_before(question, label, patient, bound)
        if none_before:
            return none_before
        patient = [f for f in patient if _date(f.date) and _date(f.date) < bound] or patient
    if concept["domain"] == "Procedure" and _ASKS_EVER.search(question):
        # "has he ever had a colonoscopy?": a denial of one ("never had a colonoscopy") answers,
        # unless a statement puts one in the past; mentions in plans ("clinic after the
        # colonoscopy", "colonoscopy in 6-8 weeks") are not one done
        denied = [f for f in patient if f.assertion == "Absent"]
        done = [f for f in patient if f.assertion in ("Present", "Historical") and f.temporality == "Past"]
        if denied and not done:
            planned = any(_as_stated(f) == "Hypothetical" or f.temporality == "Future" for f in patient)
            return (f"No. {label} had not been done: the notes deny one{' (one is planned)' if planned else ''}.",
                    denied)
    conditional = [f for f in patient if f.assertion == "Conditional"]
    if conditional and ("conditional" in forms or plan_question(question)):
        # a question about a plan ("allopurinol — starting it?"): the plan's condition answers it
        return _conditional(evidence, label, conditional, patient), conditional
    # a work-up sent and still pending ("thrombophilia evaluation: factor V Leiden sent, pending at
    # discharge") names the thing without finding it: no "yes" from it
    pending = [f for f in patient if f.assertion == "Present" and PENDING.search(_source_sentence(evidence, f) or "")]
    if pending and len(pending) == len(patient):
        return (f"Not known from these notes: the work-up for {label} was still pending when it was written.",
                pending)
    patient = [f for f in patient if f not in pending]
    # a study's indication asks ("// intracranial hemorrhage?"); its report in the same note answers
    answered = {f.note_id for f in patient if f.assertion in ("Present", "Absent")
                and not _REASON_SECTION.search(f.section or "")}
    patient = [f for f in patient if not (f.assertion == "Possible" and f.note_id in answered
                                          and _REASON_SECTION.search(f.section or ""))] or patient
    about_kin = "family" in forms or (evidence.question or {}).get("experiencer") == "family"
    had = [f for f in narrower_had(evidence, concept) if f in patient] if patient_too and not about_kin else []
    if had:
        # "did she break her hip?" of "no hip fracture" in April and "right femoral neck fracture" in
        # September: a narrower concept's later statement gives it to her, whatever the earlier denials
        when = max((f.date for f in had if f.date), default=None)
        return (f"Yes. {label} is documented as {had[-1].mention_text or had[-1].label}"
                f"{' on ' + when if when else ''}.", had)
    weights = Counter()
    for f in patient:
        # a procedure or treatment stated for the future ("recommend colonoscopy") is a plan, not done
        weights[_as_stated(f)] += f.temporal_confidence + 0.5 * f.score
    state = max(weights, key=lambda a: (weights[a], a == "Present"))
    evolved = _evolution(patient)
    if evolved == ("Possible", "Absent"):
        ruled_out = [f for f in patient if f.assertion == "Absent"]
        when = max((f.date for f in ruled_out if f.date), default=None)
        return f"No. {label} was considered and then ruled out{' on ' + when if when else ''}.", ruled_out[::-1]
    if evolved == ("Possible", "Present"):
        return (f"Yes. {label} was first suspected and then confirmed (documented as present).",
                [f for f in patient if f.assertion == "Present"])
    basis = [f for f in patient if _as_stated(f) == state]
    when = next((f.date for f in basis if f.date), None)
    on = f" on {when}" if when else ""
    if state == "Absent":
        return f"No. {label} was documented as absent (denied or ruled out){on}.", basis
    if state == "Possible":
        if _ASKS_CONFIRMATION.search(question):  # "was it confirmed?", "did she definitely have …?"
            return f"No, not confirmed. {label} was only suspected (possible){on}; it was never confirmed.", basis
        return f"Possibly: {label} was suspected (possible){on}, never confirmed.", basis
    if state == "Conditional":
        return _conditional(evidence, label, conditional, patient), basis
    if state == "Hypothetical":
        if yes_no(question):  # "has he had a colonoscopy?" when one is only recommended
            return f"No, only as a plan (hypothetical): {label} is mentioned as planned or recommended, not as done{on}.", basis
        return f"{label} is mentioned only as a plan or instruction (hypothetical), not as a finding{on}.", basis
    if state == "Historical":
        if "finding_of_study" in forms and yes_no(question):
            # "any bleeding on the July CT?" of "the old hemorrhage has evolved to encephalomalacia":
            # the study shows a past one, no new one
            return (f"No new {label} on that study: it shows only an old one (past, not active){on}.", basis)
        if asks_now(question):  # "does he still smoke?", "is the pt delirious?": a past-only label is a no
            return f"No, not anymore. {label} is documented only in the past (historical){on}.", basis
        if yes_no(question):  # "has she had kidney stones before?"
            return f"Yes, in the past: {label} is a past (historical) problem{on}.", basis
        return f"{label} is a past (historical) problem{on}.", basis
    ended = [f for f in basis if f.clinical_status in ENDING]
    if concept.get("domain") == "Drug" and ended and len(ended) == len(basis) and not _ASKS_EVER.search(question):
        # "amlodipine never restarted by PCP", "ibuprofen avoided": a statement that ends the drug is
        # no "yes, she got it"
        last = max(ended, key=lambda f: f.date or "")
        return (f"No. {label} was {last.clinical_status}{' (documented ' + last.date + ')' if last.date else ''}, "
                "not being taken then."), [last] + [f for f in ended if f is not last]
    cause = _uncertain_cause(evidence, basis)
    if cause:
        return (f"{label} itself was present (documented as a finding){on}; only its cause, {cause[0]}, was "
                f"uncertain (\"{cause[1]}\")."), basis
    if concept.get("domain") == "Measurement" or _only_the_scene(question, concept):
        # "was his platelet drop HIT?": a measurement's mention says it was measured, never yes to what
        # was asked of it; "CT in July - adrenal bleed?": the study that sets the scene was done, which
        # is no yes to what it was asked to show; the sentences answer
        return None, []
    return f"Yes. {label} is documented as present{on}.", basis


def _only_the_scene(question: str, concept: dict) -> bool:
    """Whether a study (a procedure) names only the scene of the asking clause, which asks something
    else of it ("CT in July - adrenal bleed?", "the echo — any clot?")."""
    if concept.get("domain") != "Procedure":
        return False
    clause = re.split(r"\s[-–—]+\s*|—|:\s|;\s", asked_clauses(question)[-1].lower())[-1]
    named = (concept.get("text") or "").lower()
    if not named or named in clause:
        return False
    return any(w not in STOP_WORDS and w not in _DONE_WORDS for w in re.findall(r"[a-z][a-z'-]{2,}", clause))


#: words that ask whether a study was done, not what it showed ("CT in July — done?")
_DONE_WORDS = frozenset("done performed obtained happened happen completed ordered get got gotten had".split())


#: a question about whether something was ever done ("has he had a colonoscopy before?")
_ASKS_EVER = re.compile(r"\b(?:ever|before|previously|prior|in the past|(?:has|have|had)\s+(?:she|he|they|the patient)\s+"
                        r"(?:ever\s+)?(?:had|undergone|gotten|received))\b", re.IGNORECASE)
#: a question about the moment of arrival
_ON_PRESENTATION = re.compile(
    r"\b(?:on|at|upon)\s+(?:presentation|admission|arrival|triage|initial evaluation)\b|\bwhen\s+(?:she|he|they|the patient)\s+"
    r"(?:first\s+)?(?:came in|presented|arrived|got to the (?:ED|ER|hospital))\b(?!\s+(?:with|for|w/|because))|\bin the (?:ED|ER|emergency (?:department|room))\b|"
    r"\bpresenting\b|\binitially\b|\bon (?:the )?day of admission\b", re.IGNORECASE)


def _on_arrival(evidence: Evidence, facts: list[GraphFact]) -> list[GraphFact]:
    """The facts dated on the first day (or the day after) of the admission asked about (else of
    any admission they belong to)."""
    scope = set(evidence.scope_admissions)
    starts = {a["hadm_id"]: _date(a["admitted"]) for a in evidence.admissions
              if a.get("admitted") and (not scope or a["hadm_id"] in scope)}
    early = []
    for f in facts:
        start, day = starts.get(f.hadm_id), _date(f.date)
        if start and day and 0 <= (day - start).days <= 1:
            early.append(f)
    return early


#: notes that report a study: what a study showed is read from them first — from what it found,
#: not from the reason it was done ("INDICATION: calf ache // DVT?")
_REASON_SECTION = re.compile(r"indication|reason|clinical_history|history|comparison|technique", re.IGNORECASE)


def _as_stated(fact: GraphFact) -> str:
    """A fact's assertion as an answer weighs it: a Present statement about the future (a planned
    study or treatment: "recommend colonoscopy", "will start warfarin") is a plan."""
    return "Hypothetical" if fact.assertion == "Present" and fact.temporality == "Future" else fact.assertion


def _evolution(facts: list[GraphFact]) -> tuple[str, str] | None:
    """(first, final) assertion when a suspicion was later settled: the earliest dated statement
    Possible and the latest one Absent (ruled out) or Present (confirmed)."""
    dated = sorted((f for f in facts if f.date and f.assertion in {"Possible", "Absent", "Present"}),
                   key=lambda f: (f.date, f.assertion != "Possible"))
    if len(dated) < 2 or dated[0].assertion != "Possible":
        return None
    final_day = dated[-1].date
    finals = {f.assertion for f in dated if f.date == final_day}
    if finals == {"Absent"} or finals == {"Possible", "Absent"}:
        # (a suspicion and its denial on one day are one weighing, settled by the denial: "HIT
        # considered …; PF4 ELISA negative, so HIT excluded")
        return ("Possible", "Absent")
    if finals == {"Present"} and not any(f.assertion == "Absent" for f in dated):
        return ("Possible", "Present")
    return None


def _conditional(evidence: Evidence, label: str, facts: list[GraphFact], stated: list[GraphFact] = ()) -> str:
    """A plan that waits on a condition: the condition as the note states it, and whether a later
    statement of the patient's ``stated`` says it was done (never assumed either way)."""
    planned_on = max((f.date for f in facts if f.date), default="")
    later = sorted((f for f in stated if f.assertion == "Present" and f.date and f.date > planned_on),
                   key=lambda f: f.date)
    after = (f" A later note documents {label} as present ({later[0].date})." if later
             else " No later statement shown reports that it happened.")
    for fact in facts:
        sentence = _source_sentence(evidence, fact)
        match = CONDITION.search(sentence or "")
        if match:
            return (f"It is conditional: {label} only {match.group(1).lower()} {match.group(2).strip()} "
                    f"(plan: \"{sentence}\").{after}")
    return f"It is conditional: {label} only if the stated condition is met.{after}"


#: a hedged cause after a finding: "likely due to deconditioning", "likely rhinovirus-triggered",
#: "probably a viral trigger", "possibly drug-induced"
_CAUSAL_HEDGE = re.compile(
    r"\b(most likely|likely|possibly|probably|presumably|presumed|thought to be|felt to be|suspected to be|may be)\s+"
    r"(?:(?:due to|secondary to|related to|from|caused by|in the setting of|2/2(?: to)?|attributed to|triggered by|"
    r"precipitated by|induced by|provoked by)\s+(?P<cause>.+?)(?=[.;,]|\s-\s|$)"
    r"|(?:an?\s+)?(?P<made>(?:[\w/]+\s+){0,2}?[\w/]+)[\s-](?:triggered|induced|related|associated|mediated|provoked|"
    r"precipitated|trigger|precipitant|etiology|cause|source)(?=[.;,)]|\s|$)"
    r"|(?P<kind>post-?[a-z]+|viral|bacterial|fungal|ischemic|hypertensive|alcoholic|autoimmune|cardioembolic|embolic|"
    r"idiopathic|infectious|obstructive|iatrogenic|congenital|genetic|hereditary)(?=[.;,)]|\s+(?:in origin|etiology|"
    r"cause)|$))", re.IGNORECASE)
#: an open question about a cause: "what set off his COPD exacerbation?", "why did the AKI happen?"
_CAUSE_QUESTION = re.compile(
    r"\b(?:what|which)\b[^?]*?\b(?:caused?|set off|triggered?|brought on|precipitated?|led to|was behind|"
    r"responsible for|thought to be behind)\b|^why\b|\bwhere\b[^?]*\bcome from\b|\bwhat(?:'s| is| was) behind\b|\b(?:what|which) (?:was|were|is) the (?:cause|trigger|"
    r"precipitant|etiology|aetiology|source)\b", re.IGNORECASE)


def _uncertain_cause(evidence: Evidence, facts: list[GraphFact]) -> tuple[str, str] | None:
    """(cause, hedge) when a sentence that states the finding hedges its cause right after it
    ("edema, likely due to deconditioning"): the finding is certain, its cause is not (App. X.6)."""
    for fact in facts:
        sentence = _source_sentence(evidence, fact) or ""
        at = sentence.lower().find((fact.mention_text or fact.label).lower())
        match = _CAUSAL_HEDGE.search(sentence, max(at, 0))
        if match and match.start() - max(at, 0) <= 60:
            return (match.group("cause") or match.group("made") or match.group("kind")).strip(), match.group(1).lower()
    return None


def _cause(question: str, evidence: Evidence, concept: dict) -> str | None:
    """An open question about a finding's cause: the hedged cause its sentences state, said to be
    uncertain, and the finding itself present."""
    facts = [f for f in about(evidence, concept) if f.experiencer == "Patient" and f.assertion == "Present"]
    found = _uncertain_cause(evidence, facts)
    if not found:
        return None
    cause, hedge = found
    return (f"{display(concept)} itself was present; its cause was not certain: {hedge} {cause} "
            f"(\"{hedge}\").") + quote(evidence, facts)

