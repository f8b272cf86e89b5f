# EpiKG workbench. `make run` sets up and starts everything; `make test` runs every test.
# Needs only Python 3.11 and make; nothing outside the package registries.

PYTHON ?= $(shell command -v python3.11 2>/dev/null || command -v python3)
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
HOST   ?= 127.0.0.1
PORT   ?= 8000

.PHONY: run test install migrate bootstrap serve bench-import bench-cohort bench-conditions bench-rating bench-yardstick bench-slicebench clean

run: install migrate bootstrap  ## set up, load the demo data, start web server + a Celery worker per queue
	$(PY) manage.py serve --host $(HOST) --port $(PORT)

test: install  ## the whole suite: SQLite pass and PostgreSQL + Redis pass, side by side on 2+ cores
	$(PY) scripts/run_tests.py

install: $(STAMP)

# torch first, from the CPU build on local disk: a bare `torch` would pull several GB of CUDA.
$(STAMP): pyproject.toml constraints.txt
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info[:2] == (3, 11) else "Python 3.11 is required (found %d.%d)" % sys.version_info[:2])'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet torch==2.13.0
	$(PY) -m pip install --quiet -c constraints.txt -e '.[dev]'
	touch $(STAMP)

migrate: install
	$(PY) manage.py migrate --noinput
	$(PY) manage.py collectstatic --noinput --verbosity 0

bootstrap: install
	$(PY) manage.py bootstrap_site

serve: install
	$(PY) manage.py serve --host $(HOST) --port $(PORT)

bench-import: install  ## 100,000-note MIMIC-shaped import benchmark (see docs/performance.md)
	$(PY) tests/perf/bench_import.py --notes 100000

bench-cohort: install  ## synthetic cohort generation at 43 / 1,000 / 10,000 patients
	$(PY) tests/perf/bench_cohort.py

bench-conditions: install  ## all ClinicalBench conditions × 400 questions, scoring and the report
	$(PY) tests/perf/bench_conditions.py

bench-rating: install  ## 20 physicians rating for 60 s against PostgreSQL + Redis, gunicorn + Celery
	$(PY) tests/perf/bench_rating.py

bench-yardstick: install  ## conditions over the five hand-written chart sets (docs/examples/handwritten, 2 … 5)
	$(PY) tests/perf/bench_yardstick.py
	$(PY) tests/perf/bench_yardstick.py --folder docs/examples/handwritten2 --dataset handwritten2
	$(PY) tests/perf/bench_yardstick.py --folder docs/examples/handwritten3 --dataset handwritten3
	$(PY) tests/perf/bench_yardstick.py --folder docs/examples/handwritten4 --dataset handwritten4
	$(PY) tests/perf/bench_yardstick.py --folder docs/examples/handwritten5 --dataset handwritten5

bench-slicebench: install  ## the SliceBench ladder (B0–B4) over the 6-patient tiered cohort (docs/slicebench.md)
	$(PY) tests/perf/bench_slicebench.py --figure docs/figures/slicebench-ladder.png

clean:
	rm -rf $(VENV) var/test var/staticfiles
