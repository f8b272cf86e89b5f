"""`make test` prints each pass's wall time and the slowest tests (issue 31), so a creeping suite
shows in every CI log: the runner's timing and report, on trivial commands."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def runner():
    spec = importlib.util.spec_from_file_location("run_tests_under_test", ROOT / "scripts" / "run_tests.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_command_is_timed_and_the_report_names_every_pass_and_the_budget(capsys):
    rt = runner()
    assert rt.timed("sqlite pass", [sys.executable, "-c", "import time; time.sleep(0.2)"]) == 0
    assert rt.timed("postgres-redis pass", [sys.executable, "-c", "raise SystemExit(3)"]) == 3
    assert rt.WALL["sqlite pass"] >= 0.2
    rt.report_times()
    out = capsys.readouterr().out
    assert "--- sqlite pass: 0 min 00." in out and "--- postgres-redis pass: 0 min" in out
    last = out.strip().splitlines()[-1]
    assert last.startswith("Wall time: sqlite pass 0 min") and "; postgres-redis pass 0 min" in last
    assert last.endswith("(budget 35 min on an idle 2-core machine)")
    rt.WALL["sqlite pass"] = 36 * 60.0
    rt.report_times()
    assert capsys.readouterr().out.strip().endswith(": OVER)")


def test_every_pass_asks_pytest_for_its_slowest_tests(monkeypatch):
    rt = runner()
    seen = []
    monkeypatch.setattr(rt, "timed", lambda name, command, **kw: seen.append((name, command)) or 0)
    rt.pytest(["-q"], {"EPIKG_TEST_PASS": "sqlite"})
    assert seen == [("sqlite pass", [sys.executable, "-m", "pytest", "--durations=20", "-q"])]


def test_side_by_side_passes_overlap_and_the_second_passs_output_is_printed_whole(tmp_path, capsys, monkeypatch):
    rt = runner()
    monkeypatch.setattr(rt, "ROOT", tmp_path)
    sleep = "import time, sys; time.sleep({2}); print('{0}'); sys.exit({1})"
    monkeypatch.setattr(rt, "pytest_command", lambda args, env: (f"{env['EPIKG_TEST_PASS']} pass",
                                                                  [sys.executable, "-c", sleep.format(*args)]))
    log = tmp_path / "var" / "second.log"
    started = rt.time.monotonic()
    codes = rt.side_by_side((["first done", 0, 2.0], {"EPIKG_TEST_PASS": "sqlite"}),
                            (["second done", 4, 1.0], {"EPIKG_TEST_PASS": "postgres-redis"}), log)
    elapsed = rt.time.monotonic() - started
    assert codes == (0, 4)
    assert elapsed < 2.8  # side by side, not 3 s one after the other
    # each pass's own wall time: the second ended a second before the first
    assert rt.WALL["sqlite pass"] >= 2.0 and 1.0 <= rt.WALL["postgres-redis pass"] < 1.9
    out = capsys.readouterr().out
    assert "writes var/second.log" in out and "=== postgres-redis pass output (var/second.log) ===" in out
    assert "second done" in log.read_text() and out.index("second done") > out.index("--- postgres-redis pass:")
    rt.report_times()
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert "(passes side by side)" in last or "(passes one after the other)" in last
