# dokodesk: `make run` sets everything up and starts the app; `make test` sets everything up and
# runs the whole test suite (what CI runs through .ci/run, with `make check-install` and
# `make check-bundle`).
# `make install-desktop` puts dokodesk into the desktop's menu for the current user (the
# dokodesk-gui on PATH, e.g. from pipx, else this checkout's; choose one with APP=/path/to/it),
# `make uninstall-desktop` takes it out again.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
BUNDLE_STAMP := $(VENV)/.installed-bundle
# What Qt needs from Debian to run (offscreen in the tests, on X11 for the app).
DEBIAN_PACKAGES := libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 \
	libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 \
	libxcb-randr0 libfontconfig1 libdbus-1-3 fonts-dejavu-core
# What the tests need besides: the validators of the desktop entry and the AppStream metainfo.
CHECK_PACKAGES := desktop-file-utils appstream
APP_ID := io.github.dokodesk.dokodesk
APP ?= $(shell command -v dokodesk-gui 2>/dev/null)

# Install the Debian packages of $(1) that are missing.
define debian_packages
	@missing=""; for p in $(1); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:$$missing"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi
endef

.PHONY: run test setup system-packages check-packages check-desktop check-install bundle \
	check-bundle install-desktop uninstall-desktop bench clean

run: setup
	$(BIN)/python -m dokodesk

test: setup check-desktop
	$(BIN)/ruff check dokodesk tests benchmarks tools packaging
	$(BIN)/mypy dokodesk
	$(BIN)/lint-imports
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

setup: system-packages $(STAMP)

system-packages:
	$(call debian_packages,$(DEBIAN_PACKAGES))

check-packages:
	$(call debian_packages,$(CHECK_PACKAGES))

# The desktop entry and the AppStream metainfo as the desktop's tools read them.
check-desktop: check-packages
	desktop-file-validate packaging/$(APP_ID).desktop
	appstreamcli validate --no-net packaging/$(APP_ID).metainfo.xml

ifeq ($(APP),)
# The wheel (built from the sdist) installed into a fresh virtual environment and with pipx,
# each playing a game offscreen (what .ci/run checks after `make test`).
check-install: setup
	$(BIN)/python packaging/check_install.py wheel --pipx

# A one-folder PyInstaller bundle in dist/dokodesk/ that needs no Python on the machine, and
# a game played with it offscreen in a bare environment.
bundle: $(BUNDLE_STAMP)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/dokodesk.spec
	@du -sh dist/dokodesk

check-bundle: bundle
	$(BIN)/python packaging/check_install.py bundle dist/dokodesk/dokodesk

$(BUNDLE_STAMP): $(STAMP)
	$(BIN)/python -m pip install -q -e ".[dev,bundle]"
	touch $(BUNDLE_STAMP)

install-desktop: APP = $(abspath $(BIN))/dokodesk-gui
install-desktop: setup
endif
install-desktop:
	$(PYTHON) packaging/install_desktop.py install --exec "$(APP)"

uninstall-desktop:
	$(PYTHON) packaging/install_desktop.py uninstall

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e ".[dev]"
	touch $(STAMP)

bench: setup
	$(BIN)/python benchmarks/engine_speed.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build dist
