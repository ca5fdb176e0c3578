#!/usr/bin/env bash
# Installs the system packages feedterm needs (ncurses headers and ncurses-term, whose
# -direct entries carry 24-bit colour; SQLite's for the state store,
# libcurl's for HTTP sources, and for pictures libchafa with glib's headers and the decoders:
# libpng, libjpeg-turbo, libwebp and giflib;
# for the end-to-end tests tmux, GNU time, python3's http.server and python's jsonschema, which
# checks `feedterm schema`), only those that are missing, then builds. Safe to run again.
# --browser adds chromium, --editors Neovim and pytest-lsp, --terminals xterm and kitty with
# Xvfb and xdotool (real terminals that draw sixel and kitty graphics) and chafa (what their
# pictures are measured against), --speech espeak-ng (a linear session said aloud), --hooks
# pre-commit (PyPI), and --recordings asciinema (PyPI), which plays `browse --record`'s
# recordings, for the tests that use them; --bench libsimdjson-dev, for feedterm-bench's
# simdjson figure.
set -euo pipefail
cd "$(dirname "$0")/.."

# Pixels to cells (libchafa; its headers need glib's) and the picture decoders.
picture_packages=(libchafa-dev libglib2.0-dev libpng-dev libjpeg62-turbo-dev libwebp-dev libgif-dev)
needed=(libncursesw5-dev ncurses-term libsqlite3-dev libcurl4-openssl-dev "${picture_packages[@]}" tmux time python3)
# jsonschema may come from pip as well as from Debian: ask python, not dpkg.
python3 -c 'import jsonschema' >/dev/null 2>&1 || needed+=(python3-jsonschema)
scripts/apt-install.sh setup "${needed[@]}"

for option in "$@"; do
    case "$option" in
    --browser)
        # Debian's chromium, for the test that opens `snapshot check`'s report.html. It is big
        # and optional: when it cannot be installed, that one test says so and is skipped.
        command -v chromium >/dev/null 2>&1 ||
            scripts/apt-install.sh "setup (for the snapshot report test)" chromium ||
            echo "setup: chromium could not be installed; the report test will be skipped" >&2
        ;;
    --editors)
        # Debian's Neovim and PyPI's pytest-lsp, the two editors `feedterm lsp` is tested in.
        command -v nvim >/dev/null 2>&1 ||
            scripts/apt-install.sh "setup (for the editor tests)" neovim ||
            echo "setup: neovim could not be installed; its editor test will be skipped" >&2
        python3 -c 'import pytest_lsp' >/dev/null 2>&1 ||
            python3 -m pip install --quiet 'pytest-lsp==1.0.1' >&2 ||
            echo "setup: pytest-lsp could not be installed; its editor test will be skipped" >&2
        ;;
    --terminals)
        # Debian's xterm (sixel) and kitty (its graphics protocol, drawn with Mesa's software
        # OpenGL), under Xvfb, driven with xdotool and shot with xwd, for the picture tests; and
        # chafa, whose pictures at the same cells are what feedterm's are measured against.
        for tool in xterm kitty Xvfb xwd xdotool chafa; do
            command -v "$tool" >/dev/null 2>&1 || {
                scripts/apt-install.sh "setup (for the picture tests in real terminals)" xterm kitty xvfb x11-apps xdotool chafa ||
                    echo "setup: a terminal or an X tool could not be installed; the tests that need it will be skipped" >&2
                break
            }
        done
        ;;
    --speech)
        # espeak-ng, the speech engine the linear reading is said through in its tests.
        command -v espeak-ng >/dev/null 2>&1 ||
            scripts/apt-install.sh "setup (for the test that says a linear session)" espeak-ng ||
            echo "setup: espeak-ng could not be installed; its test will be skipped" >&2
        ;;
    --hooks)
        # PyPI's pre-commit, which runs the repository's .pre-commit-hooks.yaml in a team's repository.
        python3 -c 'import pre_commit' >/dev/null 2>&1 ||
            python3 -m pip install --quiet 'pre-commit==4.7.0' >&2 ||
            echo "setup: pre-commit could not be installed; its test will be skipped" >&2
        ;;
    --bench)
        # Debian's libsimdjson-dev and a C++ compiler, for feedterm-bench's validate_vs_simdjson.
        scripts/apt-install.sh "setup (for the bench's simdjson figure)" libsimdjson-dev g++ ||
            echo "setup: libsimdjson-dev could not be installed; the bench leaves validate_vs_simdjson out, saying why" >&2
        ;;
    --recordings)
        # PyPI's asciinema, the player a recording made with `browse --record` is checked in.
        command -v asciinema >/dev/null 2>&1 ||
            python3 -m pip install --quiet 'asciinema==2.4.0' >&2 ||
            echo "setup: asciinema could not be installed; its playback test will be skipped" >&2
        ;;
    *)
        echo "setup: unknown option $option (known: --browser, --editors, --terminals, --hooks, --recordings, --bench)" >&2
        exit 2
        ;;
    esac
done

# Only what `feedterm browse` needs: the tests, the bench and the fuzzers build their own.
swift build --product feedterm >&2
