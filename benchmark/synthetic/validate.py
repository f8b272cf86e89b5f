"""Check a synthetic cohort's notes for clinical incoherence a physician rater would notice.

Seven classes, each read from the note text as written (so a template change that reintroduces one
is caught however it got there):

- ``relative_sex`` / ``patient_sex`` — a sex-specific condition (``sex`` in ``vocab.json``) given
  to a relative of the other sex ("maternal grandmother with prostate cancer"), to a patient of the
  other sex, or a family-history line that calls a man's relative "her" relative;
- ``vital_signs`` — words that contradict the numbers beside them: "tachycardic" or "Sinus
  Tachycardia" where no heart rate is above 100 ("bradycardic" below 60), "afebrile" on a line
  with a fever, a fever "to 100.9" above the note's Tmax or below a fever, a temperature whose
  Celsius and Fahrenheit disagree, "hypotension" with a systolic of 90 or more, "tachypneic"
  where no respiratory rate is above 20;
- ``labs`` — a haemoglobin and haematocrit on one line that do not go together (Hct ≈ 3 × Hgb);
- ``rule_out`` — a condition ruled out by a result that does not bear on it ("NSTEMI ruled out
  (cultures negative)"): the reason must be one of ``rule_out_evidence`` for that condition;
- ``ros_denies_hpi`` — a review of systems (or an HPI negative) that denies a symptom the same
  note's HPI or chief complaint states ("presents with shortness of breath" … "ROS: Negative for
  SOB"; a fever denied beside an HPI temperature of 100.4 F or more), read by finding concept, so
  any two surfaces of one finding ("fevers", "febrile episodes") are the same symptom;
- ``narrative_labs`` — a lab value the narrative cites ("Labs were notable for Hgb 7.9") that is
  not the value the note's own ADMISSION LABS record for that lab (Hgb-15.1);
- ``line_break`` — a problem header run into the next sentence ("# AFClinically improved",
  "# Non-ST elevation MIClinically …"): a "# " line whose problem name is followed at once by a
  capitalised word.

``check_note`` checks one note; ``check_notes`` many (what ``writing.write_patient`` runs on every
patient it writes, raising ``IncoherentCohort`` before any file is kept); ``validate_cohort``
checks a cohort folder already written (``notes.jsonl`` and ``patients.jsonl``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from benchmark.synthetic.notes import FEVER_F
from benchmark.synthetic.vocab import Vocabulary, load_vocabulary

KINDS = ("relative_sex", "patient_sex", "vital_signs", "labs", "rule_out", "ros_denies_hpi", "narrative_labs",
         "line_break")
#: the Hct/Hgb ratios a real blood count gives (MCHC 29–40 g/dL)
HCT_PER_HGB = (2.5, 3.5)


@dataclass(frozen=True)
class Incoherence:
    note_id: str
    kind: str
    message: str

    def __str__(self) -> str:
        return f"{self.note_id}: {self.kind}: {self.message}"


class IncoherentCohort(ValueError):
    """The generator wrote notes that contradict themselves; the message names each note and what."""

    def __init__(self, problems: list[Incoherence], limit: int = 20):
        self.problems = problems
        shown = "\n".join(f"  {p}" for p in problems[:limit])
        more = f"\n  ... and {len(problems) - limit} more" if len(problems) > limit else ""
        super().__init__(f"the synthetic notes contradict themselves in {len(problems)} place(s):\n{shown}{more}")


# -- what the vocabulary says ---------------------------------------------------------------------


def _words(forms: Iterable[str]) -> re.Pattern:
    ordered = sorted({f for f in forms if f}, key=len, reverse=True)
    return re.compile(r"(?<![\w])(" + "|".join(re.escape(f) for f in ordered) + r")(?![\w])", re.IGNORECASE)


@dataclass(frozen=True)
class _Knowledge:
    sex_by_surface: dict[str, str]
    sex_specific: re.Pattern
    relative_sex: dict[str, str]
    relatives: re.Pattern
    condition_by_surface: dict[str, str]
    conditions: re.Pattern
    rule_out_evidence: dict[str, frozenset[str]]
    names: dict[str, str]
    finding_by_surface: dict[str, str]
    findings: re.Pattern
    problem_run_on: re.Pattern


_CACHE: dict[int, tuple[Vocabulary, _Knowledge]] = {}


def _knowledge(vocab: Vocabulary) -> _Knowledge:
    cached = _CACHE.get(id(vocab))
    if cached is None or cached[0] is not vocab:
        cached = _CACHE[id(vocab)] = (vocab, _read_knowledge(vocab))
    return cached[1]


def _read_knowledge(vocab: Vocabulary) -> _Knowledge:
    entries = list(vocab.conditions) + list(vocab.family_only_conditions)
    sex_by_surface = {s.lower(): e["sex"] for e in entries if e.get("sex") for s in e["surface"] + [e["name"]]}
    by_surface = {s.lower(): c["key"] for c in vocab.conditions for s in c["surface"] + [c["name"]]}
    findings = {s.lower(): f["key"] for f in vocab.findings for s in f["surface"] + [f["name"]]}
    problems = sorted(set(by_surface) | set(findings), key=len, reverse=True)
    return _Knowledge(
        sex_by_surface=sex_by_surface, sex_specific=_words(sex_by_surface),
        relative_sex={r.lower(): sex for r, sex in vocab.relative_sex.items()}, relatives=_words(vocab.relative_sex),
        condition_by_surface=by_surface, conditions=_words(by_surface),
        rule_out_evidence={k: frozenset(e.lower() for e in v) for k, v in vocab.rule_out_evidence.items()},
        names={c["key"]: c["name"] for c in vocab.conditions} | {f["key"]: f["name"] for f in vocab.findings},
        finding_by_surface=findings, findings=_words(findings),
        # a problem header ("# " and a condition or finding) with a capitalised word glued to it
        problem_run_on=re.compile(r"^#\s*(?i:" + "|".join(re.escape(f) for f in problems) + r")(?=[A-Z][a-z])"),
    )


# -- the checks -------------------------------------------------------------------------------------

_FAMILY_WORDS = re.compile(r"\b(family|fhx|fh)\b", re.IGNORECASE)
_THEIR_RELATIVE = re.compile(r"\bin (her|his) (?=\w)", re.IGNORECASE)
_HR = re.compile(r"\bHR:?\s*(\d{2,3})\b")
_RR = re.compile(r"\bRR:?\s*(\d{1,2})\b")
_SBP = re.compile(r"\b(?:BP:?\s*|hypotension\s+to\s+|hypotensive\s+to\s+)(\d{2,3})\s*/\s*\d{2,3}", re.IGNORECASE)
_TEMP = re.compile(r"\b(?:T|Tmax|Tcurrent|temp(?:erature)?)\s*:?\s*(\d{2,3}(?:\.\d)?)\s*(C|F)?\b(?!\s*/)")
_TEMP_PAIR = re.compile(r"(\d{2}(?:\.\d)?)\s*C\s*\(\s*(\d{2,3}(?:\.\d)?)\s*F\s*\)")
_TMAX = re.compile(r"\bTmax:?\s*(\d{2,3}(?:\.\d)?)\s*(C|F)?\b")
_FEVER_TO = re.compile(r"(?<![a-z])(?:febrile|fever)\b[^.\n]*?\bto\s+(\d{2,3}(?:\.\d)?)\b", re.IGNORECASE)
_AFEBRILE = re.compile(r"\bafebrile\b", re.IGNORECASE)
_HGB = re.compile(r"\b(?:Hgb|Hb|hemoglobin)\s*[-:]?\s*(\d{1,2}(?:\.\d+)?)\b", re.IGNORECASE)
_HCT = re.compile(r"\b(?:Hct|hematocrit)\s*[-:]?\s*(\d{1,2}(?:\.\d+)?)\b", re.IGNORECASE)
_RULED_OUT = re.compile(r"\b(ruled out|excluded|r/o)\b", re.IGNORECASE)
_REASON = re.compile(r"\(([^()]+)\)\s*\.?\s*$")


def _to_f(value: str, unit: str | None) -> float:
    number = float(value)
    return round(number * 9 / 5 + 32, 1) if (unit or "").upper() == "C" or (unit is None and number < 45) else number


def _sex_checks(note_id: str, line: str, gender: str | None, k: _Knowledge) -> list[Incoherence]:
    found = []
    for match in k.sex_specific.finditer(line):
        condition, needed = match.group(1), k.sex_by_surface[match.group(1).lower()]
        relatives = list(k.relatives.finditer(line))
        if relatives:
            nearest = min(relatives, key=lambda r: abs(r.start() - match.start()))
            relative = nearest.group(1).lower()
            if k.relative_sex[relative] != needed:
                found.append(Incoherence(note_id, "relative_sex", f"a {relative} with {condition} "
                                         f"(a condition of {'men' if needed == 'M' else 'women'}): {line.strip()!r}"))
        elif not _FAMILY_WORDS.search(line) and gender and gender != needed:
            found.append(Incoherence(note_id, "patient_sex", f"a {'male' if gender == 'M' else 'female'} patient "
                                     f"with {condition}: {line.strip()!r}"))
    if gender and k.relatives.search(line):
        for pronoun in _THEIR_RELATIVE.finditer(line):
            if (pronoun.group(1).lower() == "her") != (gender == "F"):
                found.append(Incoherence(note_id, "relative_sex", f"'{pronoun.group(0).strip()}' relative of a "
                                         f"{'male' if gender == 'M' else 'female'} patient: {line.strip()!r}"))
    return found


def _vital_checks(note_id: str, text: str, lines: list[str]) -> list[Incoherence]:
    found = []
    rates = [int(v) for v in _HR.findall(text)]
    if rates and re.search(r"\btachycardic\b|Sinus Tachycardia", text) and max(rates) <= 100:
        found.append(Incoherence(note_id, "vital_signs", f"'tachycardic' with heart rate(s) {rates}, none above 100"))
    if rates and re.search(r"\bbradycardic\b|Sinus Bradycardia", text) and min(rates) >= 60:
        found.append(Incoherence(note_id, "vital_signs", f"'bradycardic' with heart rate(s) {rates}, none below 60"))
    breaths = [int(v) for v in _RR.findall(text)]
    if breaths and re.search(r"\btachypn(?:e|o)ic\b", text, re.IGNORECASE) and max(breaths) <= 20:
        found.append(Incoherence(note_id, "vital_signs", f"'tachypneic' with respiratory rate(s) {breaths}, none above 20"))
    tmax = [_to_f(v, u) for v, u in _TMAX.findall(text)]
    for line in lines:
        temps = [_to_f(v, u) for v, u in _TEMP.findall(line)]
        if _AFEBRILE.search(line) and any(t >= FEVER_F for t in temps):
            found.append(Incoherence(note_id, "vital_signs", f"'afebrile' beside a fever: {line.strip()!r}"))
        for match in _FEVER_TO.finditer(line):  # not "afebrile": the look-behind refuses a letter before
            peak = _to_f(match.group(1), None)
            if peak < FEVER_F:
                found.append(Incoherence(note_id, "vital_signs", f"a fever to {match.group(1)}, which is no fever: "
                                         f"{line.strip()!r}"))
            elif tmax and max(tmax) + 0.2 < peak:
                found.append(Incoherence(note_id, "vital_signs", f"a fever to {match.group(1)} above the note's "
                                         f"Tmax ({max(tmax)} F): {line.strip()!r}"))
        for celsius, fahr in _TEMP_PAIR.findall(line):
            if abs(_to_f(celsius, "C") - float(fahr)) > 0.3:
                found.append(Incoherence(note_id, "vital_signs", f"{celsius} C is not {fahr} F: {line.strip()!r}"))
        if re.search(r"\bhypotensi(?:on|ve)\b", line, re.IGNORECASE):
            systolic = [int(v) for v in _SBP.findall(line)]
            if systolic and min(systolic) >= 90:
                found.append(Incoherence(note_id, "vital_signs", f"hypotension with a systolic of {min(systolic)}: "
                                         f"{line.strip()!r}"))
    return found


def _lab_checks(note_id: str, lines: list[str]) -> list[Incoherence]:
    found = []
    low, high = HCT_PER_HGB
    for line in lines:
        hgb, hct = _HGB.findall(line), _HCT.findall(line)
        for h, c in zip(hgb, hct):
            if float(h) and not low <= float(c) / float(h) <= high:
                found.append(Incoherence(note_id, "labs", f"Hgb {h} with Hct {c} (Hct should be about 3 × Hgb, "
                                         f"{low * float(h):.0f}–{high * float(h):.0f}): {line.strip()!r}"))
    return found


def _rule_out_checks(note_id: str, lines: list[str], k: _Knowledge) -> list[Incoherence]:
    found = []
    for line in lines:
        reason = _REASON.search(line)
        if not reason or not _RULED_OUT.search(line):
            continue
        named = [m for m in k.conditions.finditer(line[:reason.start()])]
        if not named:
            continue
        key = k.condition_by_surface[max(named, key=lambda m: len(m.group(1))).group(1).lower()]
        allowed = k.rule_out_evidence.get(key)
        if allowed is None:
            found.append(Incoherence(note_id, "rule_out", f"{k.names[key]} ruled out, but the vocabulary names no "
                                     f"result that rules it out: {line.strip()!r}"))
        elif reason.group(1).strip().lower() not in allowed:
            found.append(Incoherence(note_id, "rule_out", f"{reason.group(1).strip()!r} does not rule out "
                                     f"{k.names[key]}: {line.strip()!r}"))
    return found


_HEADER = re.compile(r"^([A-Z][A-Za-z /&-]*):\s*$")
_HPI_SECTIONS = {"history of present illness", "hpi", "chief complaint"}
_ROS_SECTIONS = {"review of systems", "ros"}
_ROS_LINE = re.compile(r"^\s*ROS\s*:\s*(.*)$")
_CHIEF_LINE = re.compile(r"^\s*chief complaint\s*:\s*(.+)$", re.IGNORECASE)
_SENTENCE = re.compile(r"(?<=[.;])\s+|\n")
#: a word that negates what follows it in the clause ("denies", "negative for", "no e/o") or what
#: precedes it ("rash absent", "N/V: none")
_NEGATION_BEFORE = re.compile(r"\b(?:denies|denied|deny|no|not|negative|without|afebrile)\b", re.IGNORECASE)
_NEGATION_AFTER = re.compile(r"^\W*(?:none|absent|denied|negative)\b", re.IGNORECASE)
#: a word after a negation that starts a positive statement ("no PMH who presents with fever")
_AFFIRMS = re.compile(r"\b(?:presents?|presented|reports|endorses|complains|with|but|however|positive)\b|\+",
                      re.IGNORECASE)


def _sections(lines: list[str]) -> list[tuple[str | None, str]]:
    """Each line with the title of the section it is in (a line that is only "Title:" opens one)."""
    title, out = None, []
    for line in lines:
        header = _HEADER.match(line.strip())
        if header:
            title = header.group(1).strip().lower()
            continue
        out.append((title, line))
    return out


def _finding_mentions(text: str, k: _Knowledge) -> list[tuple[str, str, bool]]:
    """(concept, surface, negated) for every finding named in ``text``, sentence by sentence."""
    found = []
    for sentence in _SENTENCE.split(text):
        for match in k.findings.finditer(sentence):
            before = sentence[:match.start()]
            cues = list(_NEGATION_BEFORE.finditer(before))
            negated = bool(cues) and not _AFFIRMS.search(before[cues[-1].end():])
            negated = negated or bool(_NEGATION_AFTER.match(sentence[match.end():]))
            found.append((k.finding_by_surface[match.group(1).lower()], match.group(1), negated))
    return found


def _ros_checks(note_id: str, lines: list[str], k: _Knowledge) -> list[Incoherence]:
    """A symptom the HPI or chief complaint states that the ROS (or an HPI negative) denies."""
    hpi, ros = [], []
    for title, line in _sections(lines):
        ros_line, chief = _ROS_LINE.match(line), _CHIEF_LINE.match(line)
        if ros_line:
            ros.append(ros_line.group(1))
        elif chief:
            hpi.append(chief.group(1))
        elif title in _ROS_SECTIONS:
            ros.append(line)
        elif title in _HPI_SECTIONS:
            hpi.append(line)
    stated: dict[str, str] = {}
    for concept, surface, negated in _finding_mentions("\n".join(hpi), k):
        if not negated:
            stated.setdefault(concept, f"the HPI states {surface!r}")
    fever = k.finding_by_surface.get("fever")
    febrile = [t for line in hpi for t in (_to_f(v, u) for v, u in _TEMP.findall(line)) if t >= FEVER_F]
    if fever and febrile:
        stated.setdefault(fever, f"the HPI records a temperature of {max(febrile)} F")
    found, reported = [], set()
    for where, text in (("the ROS", "\n".join(ros)), ("the HPI", "\n".join(hpi))):
        for concept, surface, negated in _finding_mentions(text, k):
            if negated and concept in stated and concept not in reported:
                reported.add(concept)
                found.append(Incoherence(note_id, "ros_denies_hpi", f"{where} denies {surface!r} ({k.names[concept]}), "
                                         f"but {stated[concept]}"))
    return found


#: a lab's names in narrative and in a lab block, by the one name the checks compare under
_LAB_NAMES = {"wbc": "WBC", "hgb": "Hgb", "hb": "Hgb", "hemoglobin": "Hgb", "hct": "Hct", "hematocrit": "Hct",
              "plt": "Plt", "plt ct": "Plt", "platelets": "Plt", "cr": "Cr", "creat": "Cr", "creatinine": "Cr",
              "na": "Na", "sodium": "Na", "k": "K", "potassium": "K", "glucose": "Glucose", "glu": "Glucose",
              "bun": "BUN", "urean": "BUN"}
_LAB_BLOCK = re.compile(r"^\s*ADMISSION LABS\s*:", re.IGNORECASE)
_BLOCK_VALUE = re.compile(r"\b(Plt Ct|[A-Za-z]+)-(\d+(?:\.\d+)?)")
_NARRATIVE = re.compile(r"\blabs?\b[^.\n]{0,40}?\b(?:notable|significant|remarkable)\s+for\s+(.+?)(?:\.(?=\s|$)|\n|$)",
                        re.IGNORECASE)
_NARRATIVE_VALUE = re.compile(r"\b(" + "|".join(sorted(_LAB_NAMES, key=len, reverse=True)) +
                              r")\b\s*(?:of\s+)?[-:]?\s*(\d+(?:\.\d+)?)", re.IGNORECASE)


def _narrative_lab_checks(note_id: str, lines: list[str]) -> list[Incoherence]:
    """A lab value the narrative cites that is not the value the note's admission labs record."""
    recorded: dict[str, str] = {}
    in_block = False
    for line in lines:
        if _LAB_BLOCK.match(line):
            in_block = True
            continue
        if in_block and not line.strip():
            in_block = False
        if in_block:
            for name, value in _BLOCK_VALUE.findall(line):
                lab = _LAB_NAMES.get(name.lower())
                if lab:
                    recorded.setdefault(lab, value)
    found = []
    if not recorded:
        return found
    for line in lines:
        for narrative in _NARRATIVE.finditer(line):
            for name, value in _NARRATIVE_VALUE.findall(narrative.group(1)):
                lab = _LAB_NAMES[name.lower()]
                if lab in recorded and float(recorded[lab]) != float(value):
                    found.append(Incoherence(note_id, "narrative_labs", f"the narrative cites {name} {value}, but the "
                                             f"admission labs record {lab} {recorded[lab]}: {line.strip()!r}"))
    return found


#: a lower-case letter run straight into a capitalised word ("pneumoniaClinically")
_GLUED = re.compile(r"[a-z](?=[A-Z][a-z]{2,})")


def _line_break_checks(note_id: str, lines: list[str], k: _Knowledge) -> list[Incoherence]:
    """A problem header ("# X") run into the next sentence without its line break or separator."""
    found = []
    for line in lines:
        if not line.startswith("#"):
            continue
        if k.problem_run_on.search(line) or _GLUED.search(line.split(":", 1)[0]):
            found.append(Incoherence(note_id, "line_break", f"a problem header runs into the next sentence: "
                                     f"{line.strip()[:80]!r}"))
    return found


def check_note(note: dict, *, gender: str | None, vocab: Vocabulary | None = None) -> list[Incoherence]:
    """Every incoherence in one note (``note_id`` and ``text``); ``gender`` is the patient's ("F"/"M")."""
    k = _knowledge(vocab or load_vocabulary())
    note_id, text = note["note_id"], note["text"]
    lines = text.splitlines()
    found = []
    for line in lines:
        found += _sex_checks(note_id, line, gender, k)
    return (found + _vital_checks(note_id, text, lines) + _lab_checks(note_id, lines) + _rule_out_checks(note_id, lines, k)
            + _ros_checks(note_id, lines, k) + _narrative_lab_checks(note_id, lines) + _line_break_checks(note_id, lines, k))


def check_notes(notes: Iterable[dict], genders: dict[int, str], vocab: Vocabulary | None = None) -> list[Incoherence]:
    """Every incoherence in ``notes``; ``genders`` maps a ``subject_id`` to the patient's sex."""
    vocab = vocab or load_vocabulary()
    return [p for note in notes for p in check_note(note, gender=genders.get(note["subject_id"]), vocab=vocab)]


def require_coherent(notes: Iterable[dict], genders: dict[int, str], vocab: Vocabulary | None = None) -> None:
    problems = check_notes(notes, genders, vocab)
    if problems:
        raise IncoherentCohort(problems)


def validate_cohort(folder: Path | str, vocab: Vocabulary | None = None) -> list[Incoherence]:
    """Every incoherence in a written cohort folder (its ``notes.jsonl`` and ``patients.jsonl``)."""
    folder = Path(folder)

    def rows(name: str):
        with open(folder / name, encoding="utf-8") as handle:
            for line in handle:
                if line.strip():
                    yield json.loads(line)

    genders = {p["subject_id"]: p.get("gender") for p in rows("patients.jsonl")}
    return check_notes(rows("notes.jsonl"), genders, vocab)
