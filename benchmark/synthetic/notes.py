"""Building blocks of the synthetic chart's notes: the writer that records each mention's span,
date and phrase helpers, and boilerplate shared by several note types."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

MICRO = ["Blood cultures x2 from admission: no growth to date.", "Urine culture: >100,000 CFU/mL E. coli, sensitivities pending.",
         "Blood cultures: 1/2 bottles coagulase-negative staph, likely contaminant.", "MRSA nares swab negative.",
         "Sputum culture: moderate growth of commensal respiratory flora.", "C. diff PCR pending."]
COURSE_LINES = ["admitted from the ED, started on empiric therapy, cultures sent.",
                "clinically stable, trending labs, continued current regimen.",
                "afebrile, improving, diet advanced, PT consulted.",
                "imaging reviewed with radiology, plan discussed with patient.",
                "weaned to room air, ambulating in the hallway.",
                "medications reconciled, discharge planning initiated.",
                "labs stable; family updated by phone.",
                "tolerating oral medications; IV access maintained."]


@dataclass
class Mention:
    fact_id: str
    note_id: str
    start: int
    end: int
    section: str | None
    assertion: str
    experiencer: str
    temporality: str
    surface: str
    template: bool = False

    def as_dict(self) -> dict:
        return {k: v for k, v in self.__dict__.items() if not (k == "template" and not v)}


@dataclass
class NoteWriter:
    note_id: str
    parts: list[str] = field(default_factory=list)
    length: int = 0
    section: str | None = None
    mentions: list[Mention] = field(default_factory=list)

    def write(self, text: str) -> None:
        self.parts.append(text)
        self.length += len(text)

    def header(self, title: str) -> None:
        self.write(f"\n{title}:\n")
        self.section = title

    def mention(self, phrase: str, surface: str, fact_id: str, assertion: str, *, experiencer="patient",
                temporality="current", template=False) -> None:
        if surface.lower() not in phrase.lower():
            raise AssertionError(f"surface {surface!r} not in phrase {phrase!r}")
        start = self.length
        self.write(phrase)
        self.mentions.append(Mention(fact_id, self.note_id, start, start + len(phrase), self.section,
                                     assertion, experiencer, temporality, surface, template))

    @property
    def text(self) -> str:
        return "".join(self.parts)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def md(value: str) -> str:
    """'2180-05-06...' → '5/6' as clinicians write dates."""
    d = dt.date.fromisoformat(value[:10])
    return f"{d.month}/{d.day}"


def conditional_anchor(text: str, conditional: dict) -> str:
    """The word of a conditional plan that names what would be done (its concept surface)."""
    for candidate in (conditional.get("drug"), conditional["action"].split()[-1]):
        if candidate and candidate.lower() in text.lower():
            start = text.lower().index(candidate.lower())
            return text[start:start + len(candidate)]
    return text.split()[0]


# -- numbers that agree with the words written beside them -----------------------------------------

#: a temperature at or above this (°F) is a fever
FEVER_F = 100.4


def fahrenheit(celsius: float) -> float:
    return round(celsius * 9 / 5 + 32, 1)


def hgb_hct(rng) -> tuple[float, float]:
    """A haemoglobin (g/dL) and the haematocrit (%) that goes with it (Hct ≈ 3 × Hgb)."""
    hgb = rng.randint(7, 15) + rng.randint(0, 9) / 10
    return hgb, round(hgb * 3 + rng.uniform(-1.2, 1.2), 1)


@dataclass(frozen=True)
class AdmissionLabs:
    """An admission's first labs, as its discharge summary records them (ADMISSION LABS) and as
    its narrative cites them ("Labs were notable for Hgb 7.9"): one set of values for both."""

    wbc: str
    hgb: float
    hct: float
    plt: int
    glucose: int
    bun: int
    creat: str
    na: int
    k: str

    @classmethod
    def sample(cls, rng) -> AdmissionLabs:
        wbc = f"{rng.randint(4, 19)}.{rng.randint(0, 9)}"
        hgb, hct = hgb_hct(rng)
        return cls(wbc=wbc, hgb=hgb, hct=hct, plt=rng.randint(110, 400), glucose=rng.randint(80, 260),
                   bun=rng.randint(8, 60), creat=f"{rng.randint(0, 3)}.{rng.randint(4, 9)}", na=rng.randint(126, 145),
                   k=f"{rng.randint(3, 5)}.{rng.randint(0, 9)}")

    def abnormal(self) -> list[str]:
        """The values outside the reference range, as a narrative cites them ("Na 129")."""
        checks = [("WBC", self.wbc, not 4 <= float(self.wbc) <= 11), ("Hgb", self.hgb, self.hgb < 10),
                  ("Plt", self.plt, self.plt < 150), ("glucose", self.glucose, self.glucose > 200),
                  ("BUN", self.bun, self.bun > 25), ("Cr", self.creat, float(self.creat) > 1.3),
                  ("Na", self.na, not 135 <= self.na <= 145), ("K", self.k, not 3.5 <= float(self.k) <= 5.0)]
        return [f"{name} {value}" for name, value, out in checks if out]

    def narrative(self, rng) -> str:
        """The HPI's sentence on the labs: one or two of these values that are abnormal."""
        abnormal = self.abnormal()
        if not abnormal:
            return "Labs were unremarkable."
        return f"Labs were notable for {' and '.join(rng.sample(abnormal, min(len(abnormal), rng.randint(1, 2))))}."


def cv_exam(rng, hr: int, afib: bool) -> str:
    """The cardiovascular exam line for a heart rate (and rhythm): "tachycardic" only above 100,
    "bradycardic" only below 60, "irregularly irregular" only with atrial fibrillation."""
    rate = "tachycardic" if hr > 100 else "bradycardic" if hr < 60 else None
    if afib:
        return f"CV: irregularly irregular{', ' + rate if rate else ''}, no murmurs"
    if rate:
        return rng.choice([f"CV: {rate}, regular, no rubs", f"CV: {rate}, regular rhythm, no m/r/g"])
    return rng.choice(["CV: RRR, normal S1/S2, no m/r/g", "CV: regular rate and rhythm, no murmurs"])


def heart_rhythm(hr: int, afib: bool) -> str:
    if afib:
        return "AF (Atrial Fibrillation)"
    return "ST (Sinus Tachycardia)" if hr > 100 else "SB (Sinus Bradycardia)" if hr < 60 else "SR (Sinus Rhythm)"
