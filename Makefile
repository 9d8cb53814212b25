# dokodesk: `make run` sets everything up and starts the app; `make test` sets everything up and
# runs the whole test suite (what CI runs through .ci/run).

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# What Qt needs from Debian to run (offscreen in the tests, on X11 for the app).
DEBIAN_PACKAGES := libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 \
	libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 \
	libxcb-randr0 libfontconfig1 libdbus-1-3 fonts-dejavu-core

.PHONY: run test setup system-packages lint bench clean

run: setup
	$(BIN)/python -m dokodesk.gui

test: setup
	$(BIN)/ruff check dokodesk tests benchmarks tools
	$(BIN)/mypy dokodesk
	$(BIN)/lint-imports
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

setup: system-packages $(STAMP)

system-packages:
	@missing=""; for p in $(DEBIAN_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages for Qt:$$missing"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e ".[dev]"
	touch $(STAMP)

bench: setup
	$(BIN)/python benchmarks/engine_speed.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
