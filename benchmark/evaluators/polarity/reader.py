"""Reading what a text asserts: the concept's mentions, each with its polarity (ConText-style cue
scopes within its clause) and experiencer, the leading Yes/No, abstention, and status words."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from benchmark.evaluators.polarity.cues import PolarityCues
from benchmark.evaluators.polarity.text import normalize, phrase_regex, split_clauses, split_sentences, strip_echo

# Right before a mention, these make the patient the one who has it, whatever relative the clause names
# ("the patient has a history of dementia, like his mother").
_PATIENT_SUBJECT = re.compile(r"\b(?:patient|pt|he|she)\s+(?:has|had|have|with|carries|developed|"
                              r"was\s+diagnosed\s+with|is\s+diagnosed\s+with|suffers\s+from)\s+(?:a\s+|an\s+)?"
                              r"(?:(?:past\s+)?(?:medical\s+)?history\s+of\s+)?(?:known\s+)?$")
_ANAPHORIC_START = re.compile(r"^(?:it|this|which|this condition|the condition|the diagnosis|the finding)\b")
_ELLIPSIS_ADVERBS = re.compile(r"(?:(?:later|ultimately|subsequently|eventually|then|and|but|finally|since)\s+)*")


@dataclass
class Mention:
    clause: str
    start: int
    end: int
    polarity: str | None        # present / absent / possible; None for a restated question
    cue: str | None             # the cue that decided it (None: no cue, present by default)
    experiencer: str            # patient / family
    relatives: tuple[str, ...]


@dataclass
class Reading:
    """What one text (an answer, or a reference without structure) asserts."""

    text: str
    lead: str | None                     # "yes" / "no"
    sentences: list[str]
    abstention: str | None
    mentions: list[Mention] = field(default_factory=list)
    concept_found: bool = False


class Reader:
    """Turns text into claims, using the cue tables."""

    def __init__(self, cues: PolarityCues):
        self.cues = cues
        self.data = cues.data

    # general ------------------------------------------------------------------------------

    def read(self, raw: str, concept: str | None = None) -> Reading:
        text = strip_echo(normalize(raw), self.cues)
        lead = None
        found = self.cues.lead.match(text)
        body = text
        if found:
            lead = "yes" if found.group("word") in self.cues.yes_words else "no"
            body = text[found.end():].strip()
        sentences = split_sentences(body)
        abstention = None
        for pattern in self.cues.abstention:
            hit = pattern.search(text)
            if hit:
                abstention = hit.group(0)
                break
        if abstention and (lead or any(p.search(text) for p in self.cues.claims)):
            abstention = None
        reading = Reading(text=text, lead=lead, sentences=sentences, abstention=abstention)
        if concept:
            patterns = self.concept_patterns(concept)
            for sentence in sentences:
                for clause in split_clauses(sentence):
                    spans = self._spans(clause, patterns)
                    for start, end in spans:
                        reading.mentions.append(self._mention(clause, start, end))
                    # "X was suspected; it was later ruled out": a clause about "it" after X is about X.
                    if not spans and reading.mentions and (at := self._elliptic_subject(clause)) is not None:
                        reading.mentions.append(self._mention(clause, *at))
            reading.concept_found = bool(reading.mentions)
        return reading

    def concept_from_question(self, question: str) -> str | None:
        """The concept a question asks about, for references without structure ("Does the patient
        have X?", "Has the patient's X resolved?"); None when no pattern fits."""
        q = normalize(question)
        for pattern in self.data.concept.from_question:
            hit = re.search(pattern, q)
            if hit and hit.group("concept").strip():
                return re.sub(r"^(?:the|a|an)\s+", "", hit.group("concept").strip(" .'\""))
        return None

    def _elliptic_subject(self, clause: str) -> tuple[int, int] | None:
        """Where a clause that continues the previous one is about the same thing: a leading pronoun
        ("it was later ruled out"), or a clause that opens with a backward cue ("ultimately ruled out")."""
        pronoun = _ANAPHORIC_START.match(clause)
        if pronoun:
            return pronoun.span()
        opening = _ELLIPSIS_ADVERBS.match(clause).end()
        cues = self.cues.polarity.scan(clause)
        if any(c.start == opening and c.direction in ("backward", "both") and c.kind in ("negation", "hedge", "affirm")
               for c in cues):
            return opening, opening
        return None

    def concept_patterns(self, concept: str) -> list[re.Pattern]:
        concept = " ".join(concept.lower().split())
        variants = [concept] + list(self.data.concept.synonyms.get(concept, []))
        for modifier in sorted(self.data.concept.modifiers, key=len, reverse=True):
            if concept.startswith(modifier + " ") and len(concept) > len(modifier) + 3:
                variants.append(concept[len(modifier) + 1:])
                break
        for variant in list(variants[1:]):
            variants += self.data.concept.synonyms.get(variant, [])
        # The head noun alone ("edema" for "lower extremity edema") unless it is generic ("disease").
        words = re.findall(r"[a-z0-9]+", concept)
        if len(words) > 1 and len(words[-1]) > 3 and words[-1] not in self.data.concept.generic_heads:
            variants.append(words[-1])
        return [p for p in (phrase_regex(v) for v in dict.fromkeys(variants)) if p]

    @staticmethod
    def _spans(text: str, patterns: list[re.Pattern]) -> list[tuple[int, int]]:
        spans = sorted({(m.start(), m.end()) for p in patterns for m in p.finditer(text)},
                       key=lambda s: (s[0], -s[1]))
        kept: list[tuple[int, int]] = []
        for start, end in spans:
            if not kept or start >= kept[-1][1]:
                kept.append((start, end))
        return kept

    def _mention(self, clause: str, start: int, end: int) -> Mention:
        polarity, cue = self.stance(clause, start, end)
        family = self.cues.family.scan(clause)
        relatives = tuple(c.text for c in family if c.kind == "relative")
        experiencer = "family" if any(c.kind in ("relative", "generic") for c in family) else "patient"
        if _PATIENT_SUBJECT.search(clause[:start]):
            experiencer = "patient"
        return Mention(clause, start, end, polarity, cue, experiencer, relatives)

    def stance(self, clause: str, start: int, end: int) -> tuple[str | None, str | None]:
        """Polarity of the span [start, end) in ``clause``: the nearest cue before it that scopes
        forward and the nearest after it that scopes backward, a terminator ending either scope;
        of those two, a hedge beats a negation beats an affirmation."""
        cues = self.cues.polarity.scan(clause)
        terminators = [c for c in cues if c.kind == "terminator"]

        def blocked(a: int, b: int) -> bool:
            return any(a <= t.start and t.end <= b for t in terminators)

        scoped = ("negation", "hedge", "affirm", "question")
        before = [c for c in cues if c.kind in scoped and c.end <= start and c.direction in ("forward", "both")
                  and not blocked(c.end, start)]
        after = [c for c in cues if c.kind in scoped and c.start >= end and c.direction in ("backward", "both")
                 and not blocked(end, c.start)]
        chosen = [x for x in (max(before, key=lambda c: c.end, default=None),
                              min(after, key=lambda c: c.start, default=None)) if x]
        if any(c.kind == "question" for c in chosen):
            return None, next(c.text for c in chosen if c.kind == "question")
        hedges = [c for c in chosen if c.kind == "hedge"]
        if hedges:
            # "first suspected and then confirmed": a confirmation after the suspicion concludes it
            since = max(end, *(c.end for c in hedges))
            confirmed = [c for c in cues if c.kind == "affirm" and c.start >= since and "confirm" in c.text
                         and c.direction in ("backward", "both") and not blocked(since, c.start)]
            if confirmed:
                return "present", f"{hedges[0].text} … {confirmed[0].text}"
        for kind, polarity in (("hedge", "possible"), ("negation", "absent"), ("affirm", "present")):
            for c in chosen:
                if c.kind == kind:
                    return polarity, c.text
        return "present", None

    def overall(self, reading: Reading) -> tuple[str | None, str | None]:
        """Polarity of a text that does not name the concept: the cues of its first sentence."""
        if not reading.sentences:
            return None, None
        cues = [c for c in self.cues.polarity.scan(reading.sentences[0])
                if c.kind in ("negation", "hedge", "affirm")]
        for kind, polarity in (("hedge", "possible"), ("negation", "absent"), ("affirm", "present")):
            for c in cues:
                if c.kind == kind:
                    return polarity, c.text
        return None, None

    def other_subject(self, reading: Reading) -> str | None:
        """What a concept-less answer says the patient has ("the patient has Foley catheter"), when
        that is something definite and not a pronoun or a negation."""
        anaphora = set(self.data.anaphora)
        for pattern in self.cues.patient_claims:
            for hit in pattern.finditer(reading.text):
                thing = hit.group("thing").strip()
                first = thing.split()[0] if thing.split() else ""
                if not thing or first in {"no", "not", "never", "none"} or thing in anaphora \
                        or set(thing.split()) & anaphora:
                    continue
                return thing
        return None

    def family_in(self, text: str) -> tuple[bool, tuple[str, ...], tuple[str, ...]]:
        cues = self.cues.family.scan(text)
        return (any(c.kind in ("relative", "generic") for c in cues),
                tuple(c.text for c in cues if c.kind == "relative"),
                tuple(c.direction for c in cues if c.kind == "side"))

    # status (current_state / historical) ----------------------------------------------------

    def status_votes(self, reading: Reading, concept: str | None) -> list[tuple[str, str, str]]:
        """(kind, strength, cue) for each status cue in the clauses about the concept (those naming
        it or referring back to it); kind is active / resolved / ruled_out / not_current after
        negation ("not resolved" -> active, "not currently active" -> not_current)."""
        anaphora = [phrase_regex(a) for a in self.data.anaphora]
        patterns = self.concept_patterns(concept) if concept else []
        clauses = [c for s in reading.sentences for c in split_clauses(s)]
        if reading.concept_found:
            clauses = [c for c in clauses if any(p.search(c) for p in patterns) or any(a.search(c) for a in anaphora)]
        window = int(self.data.status.negator_window_tokens)
        votes = []
        for clause in clauses:
            for pattern in patterns:  # "chronic obstructive pulmonary disease" carries no status
                clause = pattern.sub(lambda m: "x" * len(m.group(0)), clause)
            for cue in self.cues.status.scan(clause):
                if cue.kind == "pseudo":
                    continue
                before = clause[:cue.start]
                preceding = re.findall(r"[a-z']+|n't", before)[-window:]
                negated = any(t in self.cues.negators or t.endswith("n't") for t in preceding) or any(
                    before.rstrip().endswith(n) for n in self.cues.negators if " " in n)
                kind = cue.kind
                if negated:
                    kind = {"active": "not_current", "resolved": "active", "ruled_out": None,
                            "not_current": None}[kind]
                if kind:
                    votes.append((kind, cue.direction, cue.text))
        return votes
