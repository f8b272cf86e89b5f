"""Answers to a question about a cause ("did they think alcohol caused the pancreatitis?", "was
the cardiomyopathy ischemic?"): what the shown sentences say about the asked cause, never a "Yes"
because the effect is documented.

A sentence speaks to the attribution when it names the asked cause and either names the effect
or says it is about a cause ("considered", "likely", "etiology", "source" … near the cause). The
cause's words there get the NLP's assertion label: stated (Present) → yes; hedged (Possible,
"cannot be excluded", "likely") → not established; denied (Absent, "unlikely", "excluded") → no.
A test for the cause ("needs ischemic eval") or a plan says nothing of it. Within the admission
asked about, the latest note that speaks decides; within that note the most telling label.
"""

from __future__ import annotations

import re

from retrieval.conditions.base import Evidence
from retrieval.conditions.cause import _ETIOLOGIC, CauseAsked, asked_cause
from retrieval.generation.text_reader import SENTENCE_SPLIT, Words, stem, content_words

_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'/-]*")
#: words that say a sentence weighs a cause
_ATTRIBUTION = re.compile(r"\b(?:caus\w*|etiolog\w*|aetiolog\w*|source|trigger\w*|precipit\w*|attribut\w*|due|secondary|"
                          r"related|induced|likely|unlikely|possible|possibly|probabl\w*|suspect\w*|consider\w*|thought|"
                          r"felt|favou?r\w*|exclud\w*|rule[sd]?\s+out|explain\w*|driv\w*|contribut\w*|"
                          r"c/f|concern\w*)\b", re.IGNORECASE)
#: a word that ties the named cause to what came of it, right before the cause ("hip fracture after a
#: mechanical fall", "AKI from the contrast", "delirium in the setting of sepsis")
_LINKED = re.compile(r"\b(?:after|following|from|post|s/p|status post|in the setting of|because of|with)\s+(?:a|an|the|her|his)?\s*"
                     r"(?:[a-z-]+\s+)?$", re.IGNORECASE)
#: a cause weighed and set aside ("alcohol is considered less likely", "felt unlikely", "not favoured")
_UNLIKELY = re.compile(r"\b(?:less likely|unlikely|not likely|not favou?red|doubt(?:ed|ful)?|argues? against|"
                       r"not thought|not felt|not the cause|not to blame|not responsible|"
                       # a drug cleared as the precipitant: "unchanged for six years … neither is new"
                       r"unchanged|not new|neither (?:is|was) new|no (?:recent )?(?:dose )?change|has not changed|"
                       r"hasn't changed|never (?:filled|taken|started|picked up)|not (?:filled|taken))\b", re.IGNORECASE)
#: a test for the cause, not a statement about it ("needs ischemic eval", "alcohol level pending")
_TEST_AFTER = re.compile(r"\s*(?:eval\w*|work-?up|w/u|testing|test|level|screen\w*|panel)\b", re.IGNORECASE)
#: words of a named cause that name no cause by themselves
_GENERIC = frozenset(stem(w) for w in ("tract", "system", "source", "origin", "process", "cause", "etiology"))
_PRIORITY = ("Absent", "Possible", "Present")


def _cause_span(sentence: str, stems: set[str]) -> tuple[int, int] | None:
    """Where the sentence names the cause: the run of its words that carry the cause's stems."""
    hits = [m for m in _WORD.finditer(sentence) if Words(m.group(0)) & stems]
    if not hits or not Words(" ".join(m.group(0) for m in hits)).covers(stems):
        return None
    return hits[0].start(), hits[-1].end()


def _label(sentence: str, span: tuple[int, int]) -> str | None:
    """How the sentence holds the cause: Present, Possible or Absent (None: a plan, a test, a relative's)."""
    if _TEST_AFTER.match(sentence, span[1]):
        return None
    window = sentence[max(0, span[0] - 60):span[1] + 60]
    if _UNLIKELY.search(window):
        return "Absent"
    from retrieval.nlp.pipeline import classify_spans

    try:
        (annotation,) = classify_spans(sentence, [span])
    except Exception:  # a sentence the pipeline cannot read says nothing here
        return None
    label = annotation.assertion.value if annotation is not None else None
    return {"Historical": "Present"}.get(label, label) if label in ("Present", "Possible", "Absent", "Historical") \
        else None


def _speaks(sentence: str, span: tuple[int, int], effect: set[str]) -> bool:
    # the effect named in the cause's own clause: "fall w/ scalp hematoma, no ICH; hx DU bleed" names
    # the fall and a bleed in two clauses and attributes nothing
    lo = sentence.rfind(";", 0, span[0]) + 1
    hi = sentence.find(";", span[1])
    if effect and Words(sentence[lo:hi if hi >= 0 else len(sentence)]) & effect:
        return True
    near = sentence[max(0, span[0] - 50):span[1] + 50]
    return bool(_ATTRIBUTION.search(near))


def _effect_words(asked: CauseAsked, evidence: Evidence) -> tuple[str, set[str]]:
    if asked.effect:
        return asked.effect, {stem(w) for w in content_words(asked.effect)}
    named = [c for c in evidence.focus or evidence.question_concepts
             if not Words(c.get("text") or c["label"]) & {stem(w) for w in content_words(asked.cause)}]
    if named:
        text = named[0].get("text") or named[0]["label"]
        return text, {stem(w) for w in content_words(text)}
    return "it", set()


def cause_answer(question: str, evidence: Evidence) -> str | None:
    """The answer to a yes / no question about a named cause, or None when the question names none
    or no text was retrieved."""
    asked = asked_cause(question)
    if asked is None or not evidence.passages:
        return None
    stems = {stem(w) for w in content_words(asked.cause)}
    stems = (stems - _GENERIC) or stems  # "the urinary tract": "urinary" names it ("a urinary source")
    if not stems:
        return None
    effect, effect_stems = _effect_words(asked, evidence)
    scope = set(evidence.scope_admissions)
    candidates, denied = [], []
    for order, passage in enumerate(evidence.passages):
        if scope and passage.hadm_id not in scope:
            continue
        for at, sentence in enumerate(SENTENCE_SPLIT.split(passage.text)):
            sentence = " ".join(sentence.split())
            span = _cause_span(sentence, stems)
            if span is None:
                continue
            if not _speaks(sentence, span, effect_stems - stems):
                # the cause itself ruled out, whatever it is said to explain ("asymptomatic bacteriuria,
                # not UTI"): a later word than a hedge that weighed it as the cause
                if _label(sentence, span) == "Absent":
                    denied.append((passage.charttime or "", order, at, sentence, passage))
                continue
            label = _label(sentence, span)
            if label == "Present" and not (_ATTRIBUTION.search(sentence[max(0, span[0] - 50):span[1] + 50])
                                           or _LINKED.search(sentence[max(0, span[0] - 25):span[0]])):
                # the cause and the effect named together, nothing said of the one causing the other
                # ("lithium 300 mg BID and lisinopril 10 mg daily"): no "yes" from a mere mention
                label = None
            if label is not None:
                candidates.append((passage.charttime or "", passage.note_id, order, at, label, sentence, passage))
    # (a cause named by an adjective is no thing to rule out: "no ischemic changes" on an ECG says nothing
    # of whether the cardiomyopathy was ischemic; and the denial must come after the weighing)
    if denied and not re.fullmatch(_ETIOLOGIC, asked.cause) and (
            not candidates or max(d[0] for d in denied) > max(c[0] for c in candidates)) and not any(
            c[4] == "Absent" for c in candidates):
        when, _, _, sentence, passage = max(denied, key=lambda d: (d[0], d[1], d[2]))
        return (f"No: {asked.cause} itself was ruled out or never given, so it was not the cause of {effect}. Source: \"{sentence}\" "
                f"({passage.note_type} {passage.note_id}, {passage.charttime}).")
    if not candidates:
        return (f"Not stated: the notes retrieved do not attribute {effect} to {asked.cause}; nothing shown says "
                f"{asked.cause} caused it, or that it was considered.")
    latest = max(c[0] for c in candidates)
    last_note = max((c for c in candidates if c[0] == latest), key=lambda c: (c[2], c[3]))[1]
    said = [c for c in candidates if c[0] == latest and c[1] == last_note]
    label = min((c[4] for c in said), key=_PRIORITY.index)
    _, _, _, _, _, sentence, passage = next(c for c in said if c[4] == label)
    if label == "Present":
        head = f"Yes: {effect} was attributed to {asked.cause}."
    elif label == "Possible":
        head = (f"{effect[0].upper() + effect[1:]} itself was present; its cause was not established: {asked.cause} "
                f"was considered possible, not confirmed.")
    else:
        head = f"No: {asked.cause} was considered unlikely, or excluded, as the cause of {effect}."
    return f'{head} Source: "{sentence}" ({passage.note_type} {passage.note_id}, {passage.charttime}).'
