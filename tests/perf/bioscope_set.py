"""The BioScope clinical (radiology) sub-corpus with its words restored: negation and speculation
cues and scopes annotated by linguists on real, de-identified radiology reports (Vincze et al.,
BMC Bioinformatics 2008). Not a test and not committed data: built from two named public sources
the user fetches.

* The scope annotations, with every word masked as ``*`` (BioScope's "anonymised" release, whose
  licence lets it be shared): ``clinical_records_anon.xml``, for example from
  github.com/joey234/negation-focused-pretraining, ``data/bioscope/clinical_merger/``.
* The words: the CMC 2007 Medical NLP Challenge radiology reports (Cincinnati Children's Hospital,
  ``2007ChallengeTrainData.xml`` and ``2007ChallengeTestDataNoCodes.xml``), for example from
  github.com/ngoduyvu/Convolution-text-classification. BioScope's own merger puts the words back
  in the same way: one ``*`` per run of letters and digits, in order. The sentences here are the
  reports' own text (their spacing and punctuation), not BioScope's re-tokenised copy.

Each sentence keeps its cues and scopes as character spans. ``split_of(report id)`` puts 30% of
the reports in ``dev`` and 70% in ``test`` by a SHA-256 of the id (frozen before any tuning).
"""

from __future__ import annotations

import hashlib
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

DEV_SHARE = 30
_WORD = re.compile(r"[A-Za-z0-9]+")
_PARTS = {"Impression": "IMPRESSION", "History": "CLINICAL_HISTORY"}


@dataclass
class Scope:
    kind: str  # "negation" or "speculation" (the type of its cue)
    start: int
    end: int
    cue_start: int = -1
    cue_end: int = -1


@dataclass
class Sentence:
    report: str
    part: str  # Impression or History
    text: str
    scopes: list[Scope] = field(default_factory=list)


def split_of(report: str, share: int = DEV_SHARE) -> str:
    return "dev" if int(hashlib.sha256(report.encode("utf-8")).hexdigest(), 16) % 100 < share else "test"


def _cmc_texts(paths: list[Path]) -> dict[str, dict[str, str]]:
    texts: dict[str, dict[str, str]] = {}
    for path in paths:
        for doc in ET.parse(path).getroot().iter("doc"):
            texts[doc.get("id")] = {t.get("type"): t.text or "" for t in doc.iter("text")}
    return texts


def _walk(element, counter: list[int], scopes: dict[str, list[int]], cues: dict[str, tuple[str, int, int]]) -> None:
    """Count the masked words of ``element`` in order; record each scope's and cue's word range."""
    counter[0] += (element.text or "").count("*")
    for child in element:
        first = counter[0]
        _walk(child, counter, scopes, cues)
        if child.tag == "xcope":
            scopes[child.get("id")] = [first, counter[0]]
        elif child.tag == "cue":
            cues[child.get("ref")] = (child.get("type"), first, counter[0])
        counter[0] += (child.tail or "").count("*")


def load(annotations: Path, cmc: list[Path], split: str = "dev") -> tuple[list[Sentence], int]:
    """The sentences of the reports in ``split`` (``dev``, ``test`` or ``all``), and the number of
    report parts left out because their words do not line up with the masks. Each sentence is the
    report's own text, from its first word to the next sentence's; scopes and cues are character
    spans in it, from the first to the last word they cover."""
    texts = _cmc_texts(cmc)
    sentences: list[Sentence] = []
    skipped = 0
    for doc in ET.parse(annotations).getroot().iter("Document"):
        report = doc.find("DocID").text.strip()
        if split != "all" and split_of(report) != split:
            continue
        for part in doc.iter("DocumentPart"):
            source = texts.get(report, {}).get(_PARTS[part.get("type")], "")
            words = [(m.start(), m.end()) for m in _WORD.finditer(source)]
            elements = list(part.iter("sentence"))
            if sum("".join(e.itertext()).count("*") for e in elements) != len(words):
                skipped += 1
                continue
            counter = [0]
            ranges = []
            for element in elements:
                first = counter[0]
                scopes: dict[str, list[int]] = {}
                cues: dict[str, tuple[str, int, int]] = {}
                _walk(element, counter, scopes, cues)
                ranges.append((first, counter[0], scopes, cues))
            for i, (first, last, scopes, cues) in enumerate(ranges):
                if first == last:
                    continue
                begin = words[first][0]
                following = next((r[0] for r in ranges[i + 1:] if r[0] < r[1]), None)
                text = source[begin:words[following][0] if following is not None else len(source)].rstrip()
                kept = []
                for key, (a, b) in scopes.items():
                    if key not in cues or a == b:
                        continue
                    kind, cue_a, cue_b = cues[key]
                    kept.append(Scope(kind=kind, start=words[a][0] - begin, end=words[b - 1][1] - begin,
                                      cue_start=words[cue_a][0] - begin if cue_b > cue_a else -1,
                                      cue_end=words[cue_b - 1][1] - begin if cue_b > cue_a else -1))
                sentences.append(Sentence(report=report, part=part.get("type"), text=text, scopes=kept))
    return sentences, skipped


def gold_label(sentence: Sentence, start: int, end: int, *, innermost: bool = False) -> str:
    """BioScope's reading of a mention at [start, end): Absent inside a negation scope, Possible
    inside a speculation scope (negation wins when both hold: "no evidence of" over "suggest"),
    else Present. A mention that is itself the cue is not in its own scope. ``innermost`` lets the
    narrowest enclosing scope decide instead."""
    holding = [s for s in sentence.scopes
               if s.start <= start and end <= s.end and not (s.cue_start <= start and end <= s.cue_end)]
    if not holding:
        return "Present"
    if innermost:
        scope = min(holding, key=lambda s: s.end - s.start)
        return "Absent" if scope.kind == "negation" else "Possible"
    return "Absent" if any(s.kind == "negation" for s in holding) else "Possible"
