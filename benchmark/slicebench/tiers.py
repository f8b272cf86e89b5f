"""Complexity tiers by number of encounters (admissions), paper 000 App. K: tier A 1–2, tier B
5–10, tier C 15 or more. Patients between or outside the tiers (3–4, 11–14, none) are *untiered*:
they are reported as such, never forced into the nearest tier.

A tier specification is text, the same in the settings (``SLICEBENCH_TIERS``), the page's
``tiers`` field and ``manage.py slicebench --tiers``: comma-separated ranges ``LOW-HIGH`` or
``LOW-`` (open), optionally named (``A=1-2,B=5-10,C=15-``); unnamed ranges are named A, B, C … in
order. Ranges must ascend and must not overlap.
"""

from __future__ import annotations

import re
import string
from collections.abc import Hashable, Mapping
from dataclasses import dataclass

DEFAULT_TIERS = "1-2,5-10,15-"
_RANGE = re.compile(r"^(?:(?P<name>[A-Za-z][A-Za-z0-9_]{0,15})=)?(?P<low>\d{1,4})-(?P<high>\d{1,4})?$")


class TierError(ValueError):
    """A tier specification that cannot be read, in words naming the part at fault."""


@dataclass(frozen=True)
class Tier:
    name: str
    low: int
    high: int | None  # None: no upper bound

    def contains(self, encounters: int) -> bool:
        return encounters >= self.low and (self.high is None or encounters <= self.high)

    @property
    def label(self) -> str:
        """``1–2 encounters``, ``15+ encounters``."""
        if self.high is None:
            return f"{self.low}+ encounters"
        if self.high == self.low:
            return f"{self.low} encounter{'s' if self.low != 1 else ''}"
        return f"{self.low}–{self.high} encounters"

    @property
    def spec(self) -> str:
        return f"{self.name}={self.low}-{'' if self.high is None else self.high}"


def parse_tiers(spec: str | None) -> tuple[Tier, ...]:
    """The tiers of ``spec`` (``DEFAULT_TIERS`` when empty); :class:`TierError` naming what is wrong."""
    spec = (spec or "").strip() or DEFAULT_TIERS
    parts = [p.strip() for p in spec.split(",")]
    if len(parts) > 26 or any(not p for p in parts):
        raise TierError(f"tiers {spec!r}: expected comma-separated ranges like 1-2,5-10,15- (at most 26)")
    tiers: list[Tier] = []
    for i, part in enumerate(parts):
        match = _RANGE.match(part)
        if not match:
            raise TierError(f"tier {part!r}: expected LOW-HIGH or LOW- (e.g. 5-10, 15-), optionally named (B=5-10)")
        low = int(match["low"])
        high = int(match["high"]) if match["high"] is not None else None
        if high is not None and high < low:
            raise TierError(f"tier {part!r}: the upper bound {high} is below the lower bound {low}")
        if tiers:
            previous = tiers[-1]
            if previous.high is None or low <= previous.high:
                raise TierError(f"tier {part!r} overlaps or precedes tier {previous.spec!r}; ranges must ascend "
                                "without overlapping")
        tiers.append(Tier(match["name"] or string.ascii_uppercase[i], low, high))
    names = [t.name for t in tiers]
    if len(set(names)) != len(names):
        raise TierError(f"tiers {spec!r}: two tiers share a name")
    return tuple(tiers)


def format_tiers(tiers: tuple[Tier, ...]) -> str:
    """The specification that parses back to ``tiers``."""
    return ",".join(t.spec for t in tiers)


def tier_of(encounters: int, tiers: tuple[Tier, ...]) -> str | None:
    """The name of the tier holding ``encounters``, or None (untiered)."""
    return next((t.name for t in tiers if t.contains(encounters)), None)


def assign_tiers(encounters: Mapping[Hashable, int], tiers: tuple[Tier, ...]) -> dict[Hashable, str | None]:
    """Each patient's tier (None: untiered) from its number of encounters."""
    return {patient: tier_of(n, tiers) for patient, n in encounters.items()}


def configured_tiers() -> str:
    """The site's default specification: ``settings.SLICEBENCH_TIERS`` when set, else the paper's."""
    from django.conf import settings

    return getattr(settings, "SLICEBENCH_TIERS", "") or DEFAULT_TIERS
