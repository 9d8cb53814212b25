# dokodesk: `make run` sets up what the app needs and starts it; `make test` sets up the
# developer tools too (pinned in constraints.txt) and runs the whole test suite (what CI runs
# through .ci/run, with `make check-install` and `make check-bundle`; the search's tests run a
# second time against the compiled search core, `make test-compiled`).
# `make install-desktop` puts the installed dokodesk (pipx's, see the README) into the
# desktop's menu for the current user (APP=/path/to/dokodesk-gui chooses another);
# `make uninstall-desktop` takes it out again. `make update-constraints` pins the newest
# developer tools.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
APP_STAMP := $(VENV)/.installed-app
DEV_STAMP := $(VENV)/.installed-dev
BUNDLE_STAMP := $(VENV)/.installed-bundle
CONSTRAINTS := constraints.txt
COMPILED := build/compiled
COMPILED_STAMP := $(COMPILED)/.built
PACKAGE_SOURCES := $(shell find dokodesk ui resources -type f -not -name '*.pyc') setup.py \
	pyproject.toml
# What Qt needs from Debian to run (offscreen in the tests, on X11 for the app).
DEBIAN_PACKAGES := libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 \
	libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 \
	libxcb-randr0 libfontconfig1 libdbus-1-3 fonts-dejavu-core
# What the tests need besides: the validators of the desktop entry and the AppStream metainfo.
CHECK_PACKAGES := desktop-file-utils appstream
# What compiling the search core needs (setup.py): a C compiler and Python's headers.
COMPILE_PACKAGES := gcc python3-dev
APP_ID := io.github.dokodesk.dokodesk
APP ?=

# Install the Debian packages of $(1) that are missing; where this system has no dpkg or
# apt-get (or no sudo), say which packages are needed instead.
define debian_packages
	@if ! command -v dpkg-query >/dev/null 2>&1; then \
		echo "Not a Debian-like system: make sure these packages (Debian's names) or their" \
			"equivalents are installed:"; echo "  $(strip $(1))"; exit 0; \
	fi; \
	missing=""; for p in $(1); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO=sudo; fi; \
		if ! command -v apt-get >/dev/null 2>&1 || { [ -n "$$SUDO" ] && ! command -v sudo >/dev/null 2>&1; }; then \
			echo "Please install these packages, then run make again:$$missing"; exit 1; \
		fi; \
		echo "Installing Debian packages:$$missing"; \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq $$missing >/dev/null \
			|| { echo "Could not install:$$missing (install them, then run make again)"; exit 1; }; \
	fi
endef

.PHONY: run test test-compiled setup app-setup venv system-packages check-packages \
	compile-packages check-desktop \
	check-install bundle check-bundle install-desktop uninstall-desktop update-constraints \
	bench clean

run: app-setup $(COMPILED_STAMP)
	PYTHONPATH=$(COMPILED) $(BIN)/python -P -m dokodesk

test: setup check-desktop
	$(BIN)/ruff check dokodesk tests benchmarks tools packaging setup.py
	$(BIN)/mypy dokodesk
	$(BIN)/lint-imports
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest
	$(MAKE) --no-print-directory test-compiled

# The package as its wheel is built, in build/compiled: the search core compiled where a C
# compiler is at hand (setup.py), else as Python. `make run` starts the app from it (the
# sources run as they are only in the tests), and it is built again when a source changes.
$(COMPILED_STAMP): $(APP_STAMP) $(PACKAGE_SOURCES)
	rm -rf $(COMPILED)
	$(BIN)/python -m pip install -q --no-deps --target $(COMPILED) .
	touch $@

# The search's tests (tests/ai) once more, against that build (made again, now that the
# compiler is surely there), imported from there. Without a C compiler (where the system is
# not Debian-like) there is nothing compiled to test, and this says so.
test-compiled: setup compile-packages
	@if ! command -v $${CC:-cc} >/dev/null 2>&1; then \
		echo "No C compiler: the search core runs as Python only, as tested above."; \
	else \
		rm -f $(COMPILED_STAMP) && $(MAKE) --no-print-directory $(COMPILED_STAMP) \
		&& DOKODESK_EXPECT_COMPILED=1 PYTHONPATH=$(COMPILED):. QT_QPA_PLATFORM=offscreen \
			$(BIN)/pytest -p no:cacheprovider --import-mode=append tests/ai; \
	fi

# What a player needs: Qt's system libraries and the app in .venv (no developer tools).
app-setup: system-packages venv $(APP_STAMP)

# What a developer needs besides: the test and build tools at the versions of constraints.txt.
setup: app-setup $(DEV_STAMP)

system-packages:
	$(call debian_packages,$(DEBIAN_PACKAGES))

check-packages:
	$(call debian_packages,$(CHECK_PACKAGES))

compile-packages:
	$(call debian_packages,$(COMPILE_PACKAGES))

# A working .venv: made where it is missing, made again where it is half made (no pip in it).
venv:
	@if ! $(BIN)/python -c "import pip" >/dev/null 2>&1; then \
		if ! $(PYTHON) -c "import ensurepip, venv" >/dev/null 2>&1; then \
			$(MAKE) --no-print-directory python-venv; \
		fi; \
		rm -rf $(VENV); \
		echo "Making the virtual environment $(VENV)"; \
		$(PYTHON) -m venv $(VENV) && $(BIN)/python -m pip install -q --upgrade pip \
			|| { rm -rf $(VENV); echo "Could not make $(VENV) with $(PYTHON)"; exit 1; }; \
	fi

# Debian's Python makes virtual environments only with python3-venv.
.PHONY: python-venv
python-venv:
	$(call debian_packages,python3-venv)

$(APP_STAMP): pyproject.toml
	$(BIN)/python -m pip install -q -e .
	touch $(APP_STAMP)

$(DEV_STAMP): pyproject.toml $(CONSTRAINTS) $(APP_STAMP)
	$(BIN)/python -m pip install -q -e ".[dev]" -c $(CONSTRAINTS)
	touch $(DEV_STAMP)

# The newest developer tools (and what they and the app need), pinned: they are installed in
# a fresh virtual environment and written to constraints.txt, which `make test` and CI use.
update-constraints:
	rm -rf build/constraints-venv
	$(PYTHON) -m venv build/constraints-venv
	build/constraints-venv/bin/python -m pip install -q --upgrade pip
	build/constraints-venv/bin/python -m pip install -q ".[dev,bundle]"
	{ echo "# The versions \`make test\`, \`make bundle\` and CI install (\`make update-constraints\`"; \
	  echo "# writes this file: the newest releases, tested together)."; \
	  build/constraints-venv/bin/python -m pip freeze --exclude dokodesk --exclude pip; } \
		> $(CONSTRAINTS)
	rm -rf build/constraints-venv
	@echo "Pinned $$(grep -c == $(CONSTRAINTS)) packages in $(CONSTRAINTS); run make test."

# The desktop entry and the AppStream metainfo as the desktop's tools read them.
check-desktop: check-packages
	desktop-file-validate packaging/$(APP_ID).desktop
	appstreamcli validate --no-net packaging/$(APP_ID).metainfo.xml



# The wheel (built from the sdist) installed into a fresh virtual environment and with pipx,
# each playing a game offscreen (what .ci/run checks after `make test`).
check-install: setup
	$(BIN)/python packaging/check_install.py wheel --pipx

# A one-folder PyInstaller bundle in dist/dokodesk/ that needs no Python on the machine, and
# a game played with it offscreen in a bare environment.
bundle: $(BUNDLE_STAMP) $(COMPILED_STAMP)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/dokodesk.spec
	@du -sh dist/dokodesk

check-bundle: bundle
	$(BIN)/python packaging/check_install.py bundle dist/dokodesk/dokodesk

$(BUNDLE_STAMP): $(DEV_STAMP)
	$(BIN)/python -m pip install -q -e ".[dev,bundle]" -c $(CONSTRAINTS)
	touch $(BUNDLE_STAMP)

# The menu entry for the installed dokodesk-gui (pipx's, else the first on PATH outside this
# checkout), or for APP; nothing is built for it.
install-desktop:
	$(PYTHON) packaging/install_desktop.py install $(if $(APP),--exec "$(APP)")

uninstall-desktop:
	$(PYTHON) packaging/install_desktop.py uninstall

bench: app-setup
	$(BIN)/python benchmarks/engine_speed.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build dist
