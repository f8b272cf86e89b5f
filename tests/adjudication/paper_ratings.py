"""A synthetic three-rater physician-rating data set that matches paper 000's published counts.

Paper 000 (ClinicalBench / EpiKG, §4.7, App. Z.1–Z.3) reports only summary figures of its
three-rater adjudication of 50 questions × 2 systems (C1, C4g). :func:`build` makes raw ratings
that reproduce those figures, so a test can check that our analysis code, run on raw ratings,
lands on the paper's numbers. :data:`TARGETS` lists the figures with the rounding they are
published at; :func:`check` recomputes every one of them from the raw data with plain code
(scipy's ``binomtest`` for exact McNemar, statsmodels' ``cohens_kappa`` / ``fleiss_kappa``).

How the data are made
---------------------
Most of the structure is forced by the published numbers; only the remainder is searched.

* Binary strict labels (correct vs not). The per-rater counts (46 / 39 / 65 correct) and the
  three pairwise Cohen κ's fix each pair's number of joint "correct" answers: R2×R3 = 35 (the
  unanimous-strict 12 + 23) gives κ 0.362; R1×R3 = 41 gives 0.434 (0.43); R1×R2 = 30 gives 0.491
  (0.49). No joint count gives R1×R2 = 0.43 (28 → 0.410, 29 → 0.450), so R1×R2 is the 0.49
  pair and R1×R3 the 0.43 one. Those pair counts force 56 unanimous answers, hence Fleiss κ
  0.4133 (0.413), and with the strict-majority total 20 + 32 = 52 they fix all eight patterns
  (R1R2R3 correct: 111 ×27, 110 ×3, 101 ×14, 011 ×8, 100 ×2, 010 ×1, 001 ×16, 000 ×29).
* Exact McNemar splits. Unanimous strict (R2 and R3): b = 4, c = 15 → p = 0.0192. Strict
  majority, c − b = 12 and p = 0.0075: only b = 3, c = 15 (p = 0.00754). Lenient majority,
  c − b = 6 and p = 0.18: only b = 4, c = 10 (p = 0.1796).
* Further published figures the data also honour (App. Z.1, §4.7; marked "extra" in TARGETS):
  Reviewer 3's own strict delta +2.0 pp with 23 discordant pairs (b = 11, c = 12), R1's +36 pp
  (R1's total of 46 is even, so the +36 of the "+2 to +36 pp" range is R1's), the
  change-excluded figures on n = 44 (so *change* holds 6 of the 50 questions): majority
  +27.3 pp (12/44), lenient +15.9 pp with p = 0.09 (b = 3, c = 10), Reviewer 3 +6.8 pp with
  p = 0.65 (b = 8, c = 11), and "no reviewer shows an inversion on any non-change category".
* Three-level labels. A seeded simulated annealing permutes each rater's labels among the 100
  answers (so every rater's correct / partial / incorrect counts stay exact) until every count
  above is met and the pairwise weighted κ's average 0.463 (linear) and 0.527 (quadratic).
* Gold (reference) correctness, one label per question per rater. With 50 questions, three raters
  and three categories Fleiss κ moves in steps of about 0.01, so the category totals were chosen
  (by enumeration) to make 0.615 reachable: correct 56, needs_revision 55, wrong 39 of 150, and
  Σ n_ij(n_ij − 1) = 224 gives κ = 0.61533. Per rater: R1 22 / 16 / 12 (56 % defective, the
  internal audit's rate), R2 18 / 20 / 12 (64 % defective, inside the published 61–64 %),
  R3 16 / 19 / 15. The paper's "31/100 fully correct" for R3 is odd, so it cannot be two records
  per question; 16 of 50 (32 %) is the nearest. It also contradicts "61–64 % defective" for R3
  (31 % correct is 69 % defective), so R3's defect rate here is 68 %: only R2 meets the range.

The annealing is deterministic (``random.Random`` seeded with strings derived from ``seed``, so
independent of PYTHONHASHSEED; restarts take the next derived seed). For the default seed it
takes about half a second (seeds 0–14 took 0.3–4 s), so :func:`build` runs it directly and no
data file is committed.
"""

from __future__ import annotations

import math
import random

RATERS = ("R1", "R2", "R3")
SYSTEMS = ("C1", "C4g")
ANSWER_LABELS = ("incorrect", "partial", "correct")  # ordinal order, low → high
REFERENCE_LABELS = ("correct", "needs_revision", "wrong")
# Category sizes: change is 6 (the change-excluded figures are over 44); the rest as even as 44/8 allows.
CATEGORY_SIZES = {
    "negation": 6,
    "conditional": 5,
    "uncertainty": 5,
    "family_history": 5,
    "sequence": 6,
    "current_state": 6,
    "duration": 5,
    "historical": 6,
    "change": 6,
}
N_QUESTIONS = 50

TARGETS: dict = {
    # per rater over the 100 answers: (correct, partial); incorrect is the rest
    "rater_counts": {"R1": (46, 22), "R2": (39, 29), "R3": (65, 10)},
    # primary endpoint: leave author out, R2 and R3 both "correct"
    "primary": {"c1_right": 12, "c4g_right": 23, "b": 4, "c": 15, "p": ("0.0192", 4), "diff_pp": ("22.0", 1)},
    # sensitivity: at least 2 of 3 raters say "correct"
    "majority_strict": {"c1_right": 20, "c4g_right": 32, "diff_pp": ("24.0", 1), "p": ("0.0075", 4)},
    # at least 2 of 3 raters say "correct" or "partial"
    "majority_lenient": {"diff_pp": ("12.0", 1), "p": ("0.18", 2)},
    # binary strict label (correct vs not), 100 answers
    "fleiss_strict": ("0.413", 3),
    "cohen_strict": {"R2xR3": ("0.36", 2), "author_pairs": (("0.43", 2), ("0.49", 2))},
    # pairwise weighted κ on incorrect < partial < correct, averaged over the three pairs
    "weighted_mean": {"linear": ("0.463", 3), "quadratic": ("0.527", 3)},
    # reference (gold) correctness over the 50 questions, 3 categories
    "gold": {
        "fleiss": ("0.615", 3),
        "defect_rate_range": (0.61, 0.64),  # external raters R2, R3 (only R2 can meet it; see module doc)
        "r3_correct_share": 0.31,  # "31/100 fully correct": nearest reachable is 15 or 16 of 50
    },
    # further figures from §4.7 / App. Z.1 that the data also honour
    "extra": {
        "per_rater_diff_pp": {"R1": ("36.0", 1), "R3": ("2.0", 1)},
        "r3_discordant": 23,
        "per_rater_diff_range_pp": (2.0, 36.0),
        "change_questions": 6,
        "change_excluded": {
            "majority_strict_diff_pp": ("27.3", 1),
            "majority_lenient_diff_pp": ("15.9", 1),
            "majority_lenient_p": ("0.09", 2),
            "r3_diff_pp": ("6.8", 1),
            "r3_p": ("0.65", 2),
        },
        "no_inversion_outside_change": True,
    },
}

# ---------------------------------------------------------------------------------------------
# Exact integer targets derived from TARGETS (see the module docstring for the derivation).

_PATTERN_COUNTS = {  # bit 4 = R1 correct, 2 = R2, 1 = R3
    0b111: 27, 0b110: 3, 0b101: 14, 0b011: 8, 0b100: 2, 0b010: 1, 0b001: 16, 0b000: 29,
}
# Paired tables over 50 questions, cells (both right, C1 only = b, C4g only = c); None = free.
_F_UNAN, _F_MAJ, _F_LEN, _F_R1, _F_R2, _F_R3 = range(6)
_TABLE_TARGETS = {
    _F_UNAN: (8, 4, 15),
    _F_MAJ: (17, 3, 15),
    _F_LEN: (None, 4, 10),
    _F_R3: (21, 11, 12),
}
_R1_C1_RIGHT = 14  # R1: C1 14, C4g 32 → +36 pp
_CHANGE_EXCLUDED = {_F_MAJ: (None, None, 12), _F_LEN: (3, 10, None), _F_R3: (8, 11, None)}  # (b, c, c − b)
_WEIGHTED_TOL = 0.0004  # aim inside ±0.0005 with room to spare

_GOLD_MARGINALS = {"R1": (22, 16, 12), "R2": (18, 20, 12), "R3": (16, 19, 15)}  # correct, needs_revision, wrong
_GOLD_S = 224  # Σ over questions and categories of n_ij (n_ij − 1): Fleiss κ 0.61533

DEFAULT_SEED = 20260427


def _categories() -> list[str]:
    """Fixed category per question: dealt round-robin until each category has its size."""
    left = dict(CATEGORY_SIZES)
    out: list[str] = []
    while len(out) < N_QUESTIONS:
        for cat in CATEGORY_SIZES:
            if left[cat]:
                out.append(cat)
                left[cat] -= 1
    return out


# ---------------------------------------------------------------------------------------------
# Model answers: simulated annealing over per-rater label permutations.


def _triple_tables():
    """For each label triple (a, b, c) coded 9a + 3b + c: its pattern, flags and disagreements."""
    pat, flags, dl, dq = [], [], [], []
    for code in range(27):
        a, b, c = code // 9, (code // 3) % 3, code % 3
        pat.append(4 * (a == 2) + 2 * (b == 2) + (c == 2))
        flags.append(
            (
                int(b == 2 and c == 2),
                int((a == 2) + (b == 2) + (c == 2) >= 2),
                int((a > 0) + (b > 0) + (c > 0) >= 2),
                int(a == 2),
                int(b == 2),
                int(c == 2),
            )
        )
        dl.append((abs(a - b), abs(a - c), abs(b - c)))
        dq.append(((a - b) ** 2, (a - c) ** 2, (b - c) ** 2))
    return pat, flags, dl, dq


_PAT, _FLAGS, _DL, _DQ = _triple_tables()
_PAIRS = ((0, 1), (0, 2), (1, 2))


def _expected_disagreement(quadratic: bool) -> list[float]:
    out = []
    for x, y in _PAIRS:
        mx = _marginal(RATERS[x])
        my = _marginal(RATERS[y])
        e = 0.0
        for i in range(3):
            for j in range(3):
                w = (i - j) ** 2 if quadratic else abs(i - j)
                e += mx[i] * my[j] * w
        out.append(e / 100.0)  # so that κ = 1 − D / e with D the observed sum of weights
    return out


def _marginal(rater: str) -> tuple[int, int, int]:
    correct, partial = TARGETS["rater_counts"][rater]
    return (100 - correct - partial, partial, correct)


def _anneal_answers(rng: random.Random, iterations: int) -> list[list[int]] | None:
    cats = _categories()
    is_change = [c == "change" for c in cats]
    cat_index = {c: k for k, c in enumerate(CATEGORY_SIZES)}
    qcat = [cat_index[c] for c in cats]
    n_cat = len(CATEGORY_SIZES)

    # labels[r][i], answer i = 2q + s (s = 0 → C1, 1 → C4g)
    labels = []
    for r in RATERS:
        inc, par, cor = _marginal(r)
        row = [0] * inc + [1] * par + [2] * cor
        rng.shuffle(row)
        labels.append(row)

    el = _expected_disagreement(False)
    eq = _expected_disagreement(True)
    lin_target = float(TARGETS["weighted_mean"]["linear"][0])
    quad_target = float(TARGETS["weighted_mean"]["quadratic"][0])

    patcnt = [0] * 8
    tab_all = [[0, 0, 0, 0] for _ in range(6)]  # cell = 2·flag(C1) + flag(C4g)
    tab_chg = [[0, 0, 0, 0] for _ in range(6)]
    # per rater, per category: C1-only minus C4g-only strict answers (positive = inversion)
    inv = [[0] * n_cat for _ in range(3)]
    dsum_l = [0, 0, 0]
    dsum_q = [0, 0, 0]

    def code(i: int) -> int:
        return 9 * labels[0][i] + 3 * labels[1][i] + labels[2][i]

    def question(q: int, sign: int) -> None:
        c1, c2 = code(2 * q), code(2 * q + 1)
        for cd in (c1, c2):
            patcnt[_PAT[cd]] += sign
            d1, d2 = _DL[cd], _DQ[cd]
            for k in range(3):
                dsum_l[k] += sign * d1[k]
                dsum_q[k] += sign * d2[k]
        f1, f2 = _FLAGS[c1], _FLAGS[c2]
        chg = is_change[q]
        for f in range(6):
            cell = 2 * f1[f] + f2[f]
            tab_all[f][cell] += sign
            if chg:
                tab_chg[f][cell] += sign
        k = qcat[q]
        for r in range(3):
            inv[r][k] += sign * (f1[3 + r] - f2[3 + r])

    def cost() -> float:
        total = 0
        for p, n in _PATTERN_COUNTS.items():
            total += abs(patcnt[p] - n)
        for f, (a, b, c) in _TABLE_TARGETS.items():
            t = tab_all[f]
            if a is not None:
                total += abs(t[3] - a)
            total += abs(t[2] - b) + abs(t[1] - c)
        total += abs(tab_all[_F_R1][3] + tab_all[_F_R1][2] - _R1_C1_RIGHT)
        for f, (b, c, d) in _CHANGE_EXCLUDED.items():
            tb = tab_all[f][2] - tab_chg[f][2]
            tc = tab_all[f][1] - tab_chg[f][1]
            if b is not None:
                total += abs(tb - b) + abs(tc - c)
            if d is not None:
                total += abs(tc - tb - d)
        for r in range(3):
            row = inv[r]
            for k in range(n_cat - 1):  # the last category is change
                if row[k] > 0:
                    total += row[k]
        kl = 1.0 - (dsum_l[0] / el[0] + dsum_l[1] / el[1] + dsum_l[2] / el[2]) / 3.0
        kq = 1.0 - (dsum_q[0] / eq[0] + dsum_q[1] / eq[1] + dsum_q[2] / eq[2]) / 3.0
        total += max(0.0, abs(kl - lin_target) - _WEIGHTED_TOL) * 300.0
        total += max(0.0, abs(kq - quad_target) - _WEIGHTED_TOL) * 300.0
        return total

    assert list(CATEGORY_SIZES)[-1] == "change"
    for q in range(N_QUESTIONS):
        question(q, +1)
    current = cost()
    t0, t1 = 2.0, 0.05
    n = len(labels[0])
    for step in range(iterations):
        if current == 0:
            return labels
        temp = t0 * (t1 / t0) ** (step / iterations)
        r = rng.randrange(3)
        row = labels[r]
        i = rng.randrange(n)
        j = rng.randrange(n)
        if row[i] == row[j]:
            continue
        qs = {i // 2, j // 2}
        for q in qs:
            question(q, -1)
        row[i], row[j] = row[j], row[i]
        for q in qs:
            question(q, +1)
        new = cost()
        if new <= current or rng.random() < math.exp((current - new) / temp):
            current = new
        else:
            for q in qs:
                question(q, -1)
            row[i], row[j] = row[j], row[i]
            for q in qs:
                question(q, +1)
    return labels if current == 0 else None


# ---------------------------------------------------------------------------------------------
# Gold correctness: the same kind of search on Σ n_ij (n_ij − 1).


def _anneal_gold(rng: random.Random, iterations: int) -> list[list[int]] | None:
    labels = []
    for r in RATERS:
        cor, nr, wr = _GOLD_MARGINALS[r]
        row = [0] * cor + [1] * nr + [2] * wr
        rng.shuffle(row)
        labels.append(row)

    def s_of(q: int) -> int:
        counts = [0, 0, 0]
        for r in range(3):
            counts[labels[r][q]] += 1
        return sum(c * (c - 1) for c in counts)

    s_total = sum(s_of(q) for q in range(N_QUESTIONS))
    current = abs(s_total - _GOLD_S)
    for step in range(iterations):
        if current == 0:
            return labels
        temp = 1.0 * (0.05 / 1.0) ** (step / iterations)
        r = rng.randrange(3)
        row = labels[r]
        i, j = rng.randrange(N_QUESTIONS), rng.randrange(N_QUESTIONS)
        if row[i] == row[j]:
            continue
        before = s_of(i) + s_of(j)
        row[i], row[j] = row[j], row[i]
        s_new = s_total - before + s_of(i) + s_of(j)
        new = abs(s_new - _GOLD_S)
        if new <= current or rng.random() < math.exp((current - new) / temp):
            current, s_total = new, s_new
        else:
            row[i], row[j] = row[j], row[i]
    return labels if current == 0 else None


def build(seed: int = DEFAULT_SEED) -> dict:
    """The data set, deterministic in ``seed``: restarts use seeds derived from it in order."""
    answers = gold = None
    for attempt in range(50):
        rng = random.Random(f"{seed}:answers:{attempt}")
        answers = _anneal_answers(rng, iterations=60_000)
        if answers is not None:
            break
    if answers is None:
        raise RuntimeError(f"no answer ratings found for seed {seed}")
    for attempt in range(50):
        rng = random.Random(f"{seed}:gold:{attempt}")
        gold = _anneal_gold(rng, iterations=20_000)
        if gold is not None:
            break
    if gold is None:
        raise RuntimeError(f"no gold ratings found for seed {seed}")

    cats = _categories()
    questions = []
    for q in range(N_QUESTIONS):
        questions.append(
            {
                "qid": f"q{q + 1:02d}",
                "category": cats[q],
                "reference": {r: REFERENCE_LABELS[gold[k][q]] for k, r in enumerate(RATERS)},
                "answers": {
                    s: {r: ANSWER_LABELS[answers[k][2 * q + si]] for k, r in enumerate(RATERS)}
                    for si, s in enumerate(SYSTEMS)
                },
            }
        )
    return {
        "raters": {"R1": {"system_author": True}, "R2": {"system_author": False}, "R3": {"system_author": False}},
        "questions": questions,
    }


# ---------------------------------------------------------------------------------------------
# Verification: every figure recomputed from the raw ratings with plain code.


def _paired(flags_c1: list[bool], flags_c4g: list[bool]) -> dict:
    from scipy.stats import binomtest

    a = sum(x and y for x, y in zip(flags_c1, flags_c4g))
    b = sum(x and not y for x, y in zip(flags_c1, flags_c4g))
    c = sum(y and not x for x, y in zip(flags_c1, flags_c4g))
    n = len(flags_c1)
    p = binomtest(b, b + c, 0.5).pvalue if b + c else 1.0
    return {
        "n": n,
        "a": a,
        "b": b,
        "c": c,
        "c1_right": a + b,
        "c4g_right": a + c,
        "diff_pp": 100.0 * (c - b) / n,
        "p": float(p),
    }


def _cohen(x: list[int], y: list[int], k: int, weights: str | None = None) -> float:
    import numpy as np
    from statsmodels.stats.inter_rater import cohens_kappa

    table = np.zeros((k, k))
    for u, v in zip(x, y):
        table[u, v] += 1
    return float(cohens_kappa(table, wt=weights, return_results=False))


def _fleiss(rows: list[list[int]], k: int) -> float:
    import numpy as np
    from statsmodels.stats.inter_rater import fleiss_kappa

    counts = np.zeros((len(rows[0]), k))
    for row in rows:
        for item, v in enumerate(row):
            counts[item, v] += 1
    return float(fleiss_kappa(counts, method="fleiss"))


def check(data: dict) -> dict:
    """Recompute every figure of :data:`TARGETS` from ``data``'s raw ratings (unrounded)."""
    qs = data["questions"]
    code = {label: i for i, label in enumerate(ANSWER_LABELS)}
    gcode = {label: i for i, label in enumerate(REFERENCE_LABELS)}

    def lab(q: dict, s: str, r: str) -> int:
        return code[q["answers"][s][r]]

    out: dict = {}
    out["rater_counts"] = {}
    for r in RATERS:
        labels = [lab(q, s, r) for q in qs for s in SYSTEMS]
        out["rater_counts"][r] = (labels.count(2), labels.count(1), labels.count(0))

    def right(q: dict, s: str, rule: str) -> bool:
        v = [lab(q, s, r) for r in RATERS]
        if rule == "primary":
            return v[1] == 2 and v[2] == 2
        if rule == "majority_strict":
            return sum(x == 2 for x in v) >= 2
        if rule == "majority_lenient":
            return sum(x >= 1 for x in v) >= 2
        return v[RATERS.index(rule)] == 2  # one rater, strict

    def table(rule: str, subset: list[dict]) -> dict:
        return _paired([right(q, "C1", rule) for q in subset], [right(q, "C4g", rule) for q in subset])

    for rule in ("primary", "majority_strict", "majority_lenient"):
        out[rule] = table(rule, qs)
    out["per_rater"] = {r: table(r, qs) for r in RATERS}
    non_change = [q for q in qs if q["category"] != "change"]
    out["change_questions"] = len(qs) - len(non_change)
    out["change_excluded"] = {rule: table(rule, non_change) for rule in ("majority_strict", "majority_lenient", "R3")}
    inversions = []
    for r in RATERS:
        for cat in CATEGORY_SIZES:
            if cat == "change":
                continue
            t = table(r, [q for q in qs if q["category"] == cat])
            if t["c4g_right"] < t["c1_right"]:
                inversions.append((r, cat))
    out["inversions_outside_change"] = inversions

    items = [(q, s) for q in qs for s in SYSTEMS]
    three = {r: [lab(q, s, r) for q, s in items] for r in RATERS}
    strict = {r: [int(v == 2) for v in three[r]] for r in RATERS}
    out["fleiss_strict"] = _fleiss([strict[r] for r in RATERS], 2)
    out["cohen_strict"] = {f"{x}x{y}": _cohen(strict[x], strict[y], 2) for x, y in (("R1", "R2"), ("R1", "R3"), ("R2", "R3"))}
    out["weighted"] = {}
    for wt in ("linear", "quadratic"):
        per = {f"{x}x{y}": _cohen(three[x], three[y], 3, wt) for x, y in (("R1", "R2"), ("R1", "R3"), ("R2", "R3"))}
        out["weighted"][wt] = {"pairs": per, "mean": sum(per.values()) / 3}

    gold = {r: [gcode[q["reference"][r]] for q in qs] for r in RATERS}
    out["gold"] = {
        "fleiss": _fleiss([gold[r] for r in RATERS], 3),
        "counts": {r: tuple(gold[r].count(k) for k in range(3)) for r in RATERS},
        "defect_rate": {r: 1 - gold[r].count(0) / len(qs) for r in RATERS},
    }
    return out
