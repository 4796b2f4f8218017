# The two commands: `make demo` and `make test`; each sets itself up first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
export HYPOTHESIS_PROFILE ?= ci

.PHONY: setup test lint typecheck pytest docs demo bench bench-serve screenshots gallery clean fuzz playthroughs solve

setup: $(STAMP)

$(STAMP): pyproject.toml setup.py src/dinorules/kernel/_speedups.c
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

lint: setup
	$(BIN)/ruff check src tests benchmarks examples
	$(BIN)/ruff format --check src tests benchmarks examples

typecheck: setup
	$(BIN)/mypy --strict src

pytest: setup
	$(BIN)/python -m pytest -q --check-rules --doctest-glob=README.md tests src README.md

test: lint typecheck pytest docs

# The documentation site (mkdocs-material + mkdocstrings), built strict into site/.
docs: setup
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --quiet --site-dir site

demo: setup
	$(BIN)/python -m dinorules.demo --out demo-output

# Speed against the mutable references, simulate and the adapters against the engine,
# IS-MCTS with full and cut rollouts, workers, memory, import time: one table and
# bench-output/bench.json (10-20 minutes; BENCH="--quick" for a short run,
# BENCH="--instructions" to count instructions too).
bench: setup
	$(BIN)/python benchmarks/bench.py $(BENCH)

# OpenSpiel's golden playthroughs (tests/adapters/playthroughs/), rewritten after a
# deliberate change; `make test` compares them.
playthroughs: setup
	$(BIN)/python -m tests.adapters.playthroughs

# OpenSpiel's CFR on the tiny configurations: the exploitability curve (a minute).
solve: setup
	$(BIN)/python benchmarks/solve.py

# `dinorules serve`: every game played to the end against each agent through the page's
# API, with each move's response time (a minute or two); `make screenshots` drives
# Chromium through a few moves of each game for the pictures of docs/serve.md.
bench-serve: setup
	$(BIN)/python benchmarks/serve.py

screenshots: setup
	$(BIN)/python benchmarks/serve.py --no-times --screenshots docs/assets/serve

# Every game's SVG picture at the start and in mid-game, photographed in Chromium at
# 100 % into docs/assets/gallery/<game>-<when>.png (the gallery of docs/pictures.md).
gallery: setup
	$(BIN)/python benchmarks/gallery.py --out docs/assets/gallery

# 100,000 hostile `apply` calls per game and main option set, then 2,000 hostile replays,
# data files and other games' states per game (about 10-20 minutes); `make test` runs a
# slice of it (tests/fuzz).
fuzz: setup
	$(BIN)/python -m dinorules.testing.fuzz --calls 100000

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache .hypothesis site
