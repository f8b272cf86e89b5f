"""Question-level transitions between conditions (paper 000 Table 11): which questions a second
condition gets newly right or newly wrong, and which of those a third one recovers or keeps."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from numbers import Integral
from typing import Any


@dataclass(frozen=True)
class TransitionResult:
    """Question-level transitions between two conditions (paper 000 Table 11, C3 → C4 → C4g).

    ``regressed`` = right in the first, wrong in the second; ``improved`` the reverse. With a third
    condition, ``recovered`` counts regressions it answers right and ``kept`` improvements it still
    answers right (both ``None`` without one). ``table`` is the paired table (a, b, c, d).
    """

    n: int
    both_right: int
    both_wrong: int
    improved: int
    regressed: int
    improved_qids: list = field(default_factory=list)
    regressed_qids: list = field(default_factory=list)
    recovered: int | None = None
    kept: int | None = None
    recovered_qids: list | None = None
    kept_qids: list | None = None

    @property
    def net(self) -> int:
        """Improvements minus regressions: the change in the number of right answers."""
        return self.improved - self.regressed

    @property
    def table(self) -> tuple[int, int, int, int]:
        """The paired table (a, b, c, d) of first vs second, for :func:`mcnemar_exact` and friends."""
        return self.both_right, self.regressed, self.improved, self.both_wrong

    @property
    def recovery_rate(self) -> float | None:
        """Share of regressions the third condition recovers; ``None`` without a third or regressions."""
        if self.recovered is None or self.regressed == 0:
            return None
        return self.recovered / self.regressed


def _outcomes(name: str, condition: Mapping[Hashable, Any]) -> dict[Hashable, bool]:
    result = {}
    for qid, value in condition.items():
        # Missing answers must be scored (usually wrong) before this point, so the choice is visible.
        if isinstance(value, bool) or (isinstance(value, Integral) and value in (0, 1)):
            result[qid] = bool(value)
        else:
            raise ValueError(f"{name} condition: question {qid!r} has {value!r}, expected True/False")
    return result


def _same_qids(reference: Mapping, other: Mapping, name: str) -> None:
    missing = [q for q in reference if q not in other]
    extra = [q for q in other if q not in reference]

    def first_few(qids: list) -> str:
        return ", ".join(map(repr, sorted(qids, key=str)[:5])) + (", …" if len(qids) > 5 else "")

    parts = []
    if missing:
        parts.append(f"{name} lacks {len(missing)} question(s): {first_few(missing)}")
    if extra:
        parts.append(f"{name} has {len(extra)} extra question(s): {first_few(extra)}")
    if parts:
        raise ValueError("; ".join(parts))


def transition_analysis(
    first: Mapping[Hashable, Any], second: Mapping[Hashable, Any], third: Mapping[Hashable, Any] | None = None
) -> TransitionResult:
    """Transitions of question outcomes (qid → right?) from ``first`` to ``second``, optionally checked in ``third``.

    All conditions must cover the same questions; otherwise a ``ValueError`` names the first few
    missing or extra qids. Paper 000 Table 11: C3 → C4 on 400 questions has 95 regressions and
    80 improvements, and C4g recovers 83 of the regressions (87.4%).
    """
    first_ok, second_ok = _outcomes("first", first), _outcomes("second", second)
    if not first_ok:
        raise ValueError("transition_analysis needs at least one question")
    _same_qids(first_ok, second_ok, "second")
    order = sorted(first_ok, key=str)
    improved = [q for q in order if not first_ok[q] and second_ok[q]]
    regressed = [q for q in order if first_ok[q] and not second_ok[q]]
    both_right = sum(1 for q in order if first_ok[q] and second_ok[q])
    recovered = kept = None
    if third is not None:
        third_ok = _outcomes("third", third)
        _same_qids(first_ok, third_ok, "third")
        recovered = [q for q in regressed if third_ok[q]]
        kept = [q for q in improved if third_ok[q]]
    return TransitionResult(
        n=len(order),
        both_right=both_right,
        both_wrong=len(order) - both_right - len(improved) - len(regressed),
        improved=len(improved),
        regressed=len(regressed),
        improved_qids=improved,
        regressed_qids=regressed,
        recovered=None if recovered is None else len(recovered),
        kept=None if kept is None else len(kept),
        recovered_qids=recovered,
        kept_qids=kept,
    )
