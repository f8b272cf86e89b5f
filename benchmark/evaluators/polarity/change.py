"""The change category: which medications the text puts in the added, stopped and continued
lists, scored by precision and recall against the reference's lists."""

from __future__ import annotations

import re

from benchmark.evaluators.base import CORRECT, INCORRECT, PARTIAL, UNSCORABLE, Score
from benchmark.evaluators.polarity.claims import Case, abstention_score, verdict
from benchmark.evaluators.polarity.reader import Reader
from benchmark.evaluators.polarity.text import normalize, phrase_regex


def change(case: Case) -> Score:
    """The answer puts each medication in the reference's list (added / stopped / continued); F1 over
    list memberships decides partial credit."""
    reader, _, answer, reference_text, s, base = case
    reading = reader.read(answer)
    if (abstained := abstention_score(reading, base)):
        return abstained
    buckets = ("added", "removed", "continued")
    if any(isinstance(s.get(b), list) for b in buckets):
        expected = {b: {m.lower() for m in s.get(b) or []} for b in buckets}
    else:
        known = set()
        claim = _change_claim(reader, normalize(reference_text), known, parse_unknown=True)
        # only the three lists: the reader's "_no_cue" flag is about the text, not a medication
        expected = {b: set(claim.get(b) or ()) for b in buckets}
        if not any(expected.values()):
            return verdict(0.0, UNSCORABLE, "The reference has no structure and its text lists no medication changes.",
                           **base)
    known = set().union(*(expected[b] for b in buckets))
    got = _change_claim(reader, reading.text, known, parse_unknown=True)
    details = {**base, "expected": {b: sorted(expected[b]) for b in buckets},
               "found": {b: sorted(got[b]) for b in buckets}}
    if got.get("_no_cue"):
        return verdict(0.0, INCORRECT, "The answer does not say which medications were added, stopped or continued.",
                       **details)
    tp = sum(len(got[b] & expected[b]) for b in buckets)
    fp = sum(len(got[b] - expected[b]) for b in buckets)
    fn = sum(len(expected[b] - got[b]) for b in buckets)
    precision = tp / (tp + fp) if tp + fp else (1.0 if not fn else 0.0)
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    details.update(precision=round(precision, 4), recall=round(recall, 4), f1=round(f1, 4), tp=tp, fp=fp, fn=fn)
    if fp == 0 and fn == 0:
        return verdict(1.0, CORRECT, "The answer puts every medication in the same list (added, stopped, continued) as "
                       "the reference.", **details)
    summary = f"precision {precision:.2f}, recall {recall:.2f} over added/stopped/continued medications"
    if f1 >= 0.5:
        return verdict(0.5, PARTIAL, f"The answer's medication changes are partly right ({summary}).", **details)
    return verdict(0.0, INCORRECT, f"The answer's medication changes are mostly wrong ({summary}).", **details)


def _med_patterns(reader: Reader, med: str) -> re.Pattern | None:
    forms = set(reader.data.change.medication_form_words)
    tokens = re.findall(r"[a-z0-9]+", med.lower())
    core = [t for t in tokens if t not in forms and not t.isdigit()] or tokens
    return phrase_regex(" ".join(core))


def _change_claim(reader: Reader, text: str, known: set[str], *, parse_unknown: bool) -> dict:
    """Medications per bucket. Known medications are found anywhere; with ``parse_unknown``,
    items of header lists ("Added: a, b") that match no known medication count too."""
    out: dict[str, set[str]] = {"added": set(), "removed": set(), "continued": set()}
    cues = [c for c in reader.cues.change.scan(text)]
    if not any(c.kind in out for c in cues):
        out["_no_cue"] = True  # type: ignore[assignment]
        return out
    passive = reader.data.change.passive_markers
    directed = []
    for c in cues:
        head = text[:c.start].rstrip()
        last = head.split()[-1] if head.split() else ""
        symbols = tuple(p for p in passive if not p.isalpha())
        backward = c.kind in out and (last in passive or head.endswith(symbols))
        directed.append((c, "backward" if backward else "forward"))
    meds = []
    for med in sorted(known, key=len, reverse=True):
        pattern = _med_patterns(reader, med)
        for m in (pattern.finditer(text) if pattern else []):
            if not any(a <= m.start() < b for a, b, _ in meds):
                meds.append((m.start(), m.end(), med))
    for start, end, med in meds:
        bucket = _bucket_for(text, start, end, directed)
        if bucket:
            out[bucket].add(med)
    if parse_unknown:
        for c, direction in directed:
            if c.kind not in out or direction != "forward":
                continue
            rest = text[c.end:]
            if not rest.lstrip().startswith(":") and not c.text.endswith(":"):
                continue
            segment = re.split(r"(?<=[a-z0-9)%])\.(?:\s|$)|\n\n|;", rest.lstrip(" :"), maxsplit=1)[0]
            nxt = [d for d, _ in directed if d.start > c.end and d.kind in out]
            if nxt:
                segment = segment[: max(0, nxt[0].start - c.end - (len(rest) - len(rest.lstrip(' :'))))]
            for item in re.split(r",|\band\b|\n|•|(?<=\s)-\s", segment):
                item = item.strip(" .-*()")
                if not item or item in reader.data.change.none or item.startswith(("none", "no ")):
                    continue
                if any(p and p.search(item) for p in (_med_patterns(reader, k) for k in known)):
                    continue
                if len(item.split()) <= 4 and not re.search(r"\b(?:orders?|medications?|list)\b", item):
                    out[c.kind].add(item)
    return out


def _bucket_for(text: str, start: int, end: int, directed) -> str | None:
    """The bucket of the cue governing a medication at [start, end): in its sentence, the nearest
    backward-scoping cue after it ("x was stopped") before any other cue, else the nearest
    forward-scoping cue before it ("Added: x", "started x"), else a header cue on an earlier line."""
    bounds = [0] + [m.end() for m in re.finditer(r"(?<=[a-z0-9)%])\.(?:\s|$)|\n", text)] + [len(text)]
    s_start = max(b for b in bounds if b <= start)
    s_end = min(b for b in bounds if b >= end)
    after = [(c, d) for c, d in directed if end <= c.start < s_end]
    clause_end = min([i for i in (text.find(";", end),) if i >= 0] + [s_end])
    if after and re.search(r",?\s+then\s+", text[end:clause_end]):
        # @4: a course ("X was held (4/2), then resumed (4/6)"): where it ended is the drug's state
        last = [c for c, _ in after if c.kind != "none" and c.start < clause_end]
        if last:
            return last[-1].kind
    if after and after[0][1] == "backward" and after[0][0].kind != "none":
        return after[0][0].kind
    before = [(c, d) for c, d in directed if s_start <= c.start and c.end <= start]
    if before:
        c, d = before[-1]
        if d == "forward" and c.kind != "none":
            return c.kind
    if after and after[0][0].kind != "none":
        return after[0][0].kind
    earlier = [(c, d) for c, d in directed if c.end <= s_start and d == "forward" and c.kind != "none"]
    if earlier:
        return earlier[-1][0].kind
    return None
