"""The walls the science rests on, as import-linter contracts (``.importlinter``): a breach fails
this test and ``make test``'s lint step. Each wall is named so that removing a contract shows."""

from __future__ import annotations

import configparser
from pathlib import Path

from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[2]
WALLS = {
    "answering-sees-no-answers",  # 1. answering code and the run executor import no gold or truth
    "stats-without-django",  # 2. benchmark/stats imports no Django model
    "app-layers",  # 3. retrieval knows no benchmark or adjudication; benchmark knows no adjudication
    "thin-shells",  # 4. views, commands and tasks reach models only through services
    "one-entry-into-answering",  # a run reaches retrieval only through retrieval.answering
}


def test_every_wall_is_a_contract():
    config = configparser.ConfigParser()
    config.read(ROOT / ".importlinter")
    contracts = {section.split(":", 2)[2] for section in config.sections() if section.startswith("importlinter:contract:")}
    assert contracts == WALLS
    forbidden = config["importlinter:contract:answering-sees-no-answers"]["forbidden_modules"].split()
    assert {"benchmark.models.gold", "benchmark.synthetic", "benchmark.evaluators"} <= set(forbidden)


def test_the_code_keeps_every_wall(monkeypatch):
    monkeypatch.chdir(ROOT)
    assert lint_imports(config_filename=str(ROOT / ".importlinter"), no_cache=True, no_logo=True) == 0


def test_no_module_imports_itself_through_others():
    """No import cycles anywhere in the project's code, lazy imports inside functions included
    (imports only for type checking are not cycles at run time)."""
    import grimp
    import numpy as np
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import connected_components

    graph = grimp.build_graph("epikg_core", "epikg_site", "retrieval", "benchmark", "adjudication", cache_dir=None,
                              exclude_type_checking_imports=True)
    modules = sorted(graph.modules)
    position = {name: i for i, name in enumerate(modules)}
    edges = [(position[a], position[b]) for a in modules for b in graph.find_modules_directly_imported_by(a)
             if b in position]
    rows, cols = zip(*edges)
    matrix = csr_matrix((np.ones(len(edges)), (rows, cols)), shape=(len(modules), len(modules)))
    _, labels = connected_components(matrix, directed=True, connection="strong")
    cycles = [sorted(m for m in modules if labels[position[m]] == label)
              for label in set(labels.tolist()) if (labels == label).sum() > 1]
    assert cycles == []
