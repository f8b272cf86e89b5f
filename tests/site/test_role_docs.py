"""docs/adjudication.md's "Who can do what" table says what the code does: each row that names
URLs is checked for each role (✔ or "read": a page, 403 and 404 as such)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import _user

pytestmark = pytest.mark.django_db

DOC = Path(__file__).resolve().parents[2] / "docs" / "adjudication.md"
#: a page of each URL family the table names, reachable without any data
PAGES = {"/runs/": "/runs/", "/reports/": "/reports/", "/imports/": "/imports/", "/graph/": "/graph/",
         "/studies/": "/studies/"}


def _rows() -> list[tuple[str, list[str], list[str]]]:
    """(what, URL families, [physician, author, admin]) for each table row that names URLs."""
    table = DOC.read_text(encoding="utf-8").split("## Who can do what", 1)[1].split("\n\n", 2)[1]
    rows = []
    for line in table.splitlines()[2:]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        urls = [u.rstrip("…") for u in re.findall(r"`(/[a-z]+/)…?`", cells[0])]
        if urls:
            rows.append((cells[0], urls, cells[1:4]))
    return rows


def test_the_table_names_imports_and_runs():
    named = {url for _, urls, _ in _rows() for url in urls}
    assert {"/runs/", "/reports/", "/imports/", "/graph/", "/studies/"} <= named


@pytest.mark.parametrize("role", ["physician", "author", "admin"])
def test_each_role_gets_what_the_table_says(client, role):
    client.force_login(_user(f"someone-{role}", role))
    client.raise_request_exception = False
    column = ["physician", "author", "admin"].index(role)
    for what, urls, cells in _rows():
        expected = cells[column]
        for url in urls:
            if url not in PAGES or not expected:  # the rating pages take a token; an empty cell: not theirs
                continue
            status = client.get(PAGES[url]).status_code
            if expected in ("✔", "read"):
                assert status == 200, (what, url, role, status)
            else:
                assert status == int(expected), (what, url, role, status)
