#!/usr/bin/env bash
# Installs feedterm: scripts/install.sh [--prefix DIR] [--from FILE.tar.gz] (default prefix
# /usr/local; no root is needed for a prefix you own, such as "$HOME/.local"). With --from it
# installs a release tarball (scripts/release.sh), checked against FILE.tar.gz.sha256 when that
# is beside it, in seconds and with no Swift toolchain; otherwise it builds in release, then installs
#   PREFIX/bin/feedterm                                 the binary
#   PREFIX/bin/feedterm_feedterm.resources/layouts/     the bundled shop (SwiftPM's resource
#                                                       bundle, which the binary finds beside it)
#   PREFIX/share/man/man1/feedterm.1                    the manual (swift-argument-parser's generator)
#   PREFIX/share/bash-completion/completions/feedterm   completions for bash,
#   PREFIX/share/zsh/site-functions/_feedterm           zsh
#   PREFIX/share/fish/vendor_completions.d/feedterm.fish  and fish.
# The build needs Debian's libncursesw5-dev, libsqlite3-dev, libcurl4-openssl-dev and, for
# pictures, libchafa-dev, libglib2.0-dev, libpng-dev, libjpeg62-turbo-dev, libwebp-dev and
# libgif-dev; they are installed when missing.
set -euo pipefail

prefix=/usr/local
from=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "install: --prefix needs a directory" >&2; exit 2; }; prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --from) [ $# -ge 2 ] || { echo "install: --from needs a release tarball" >&2; exit 2; }; from="$2"; shift 2 ;;
        --from=*) from="${1#--from=}"; shift ;;
        -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install: unknown argument '$1'; usage: scripts/install.sh [--prefix DIR] [--from FILE.tar.gz]" >&2; exit 2 ;;
    esac
done
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac

if [ -n "$from" ]; then
    case "$from" in /*) ;; *) from="$PWD/$from" ;; esac
    [ -f "$from" ] || { echo "install: no release tarball at $from" >&2; exit 2; }
    if [ -f "$from.sha256" ]; then
        (cd "$(dirname "$from")" && sha256sum --quiet -c "$(basename "$from").sha256") >&2 ||
            { echo "install: $from does not match its .sha256; download it again" >&2; exit 1; }
    fi
    stage=$(mktemp -d)
    trap 'rm -rf "$stage"' EXIT
    tar -xzf "$from" -C "$stage" || { echo "install: $from is not a tarball" >&2; exit 1; }
    top=("$stage"/*)
    [ ${#top[@]} -eq 1 ] && [ -x "${top[0]}/bin/feedterm" ] || { echo "install: $from is not a feedterm release (no bin/feedterm inside)" >&2; exit 1; }
    install -d "$prefix/bin" "$prefix/share"
    install -m 755 "${top[0]}/bin/feedterm" "$prefix/bin/feedterm"
    rm -rf "$prefix/bin/feedterm_feedterm.resources"
    cp -R "${top[0]}/bin/feedterm_feedterm.resources" "$prefix/bin/feedterm_feedterm.resources"
    cp -R "${top[0]}/share/." "$prefix/share/"
    echo "install: $("$prefix/bin/feedterm" --version) is in $prefix/bin" >&2
    case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "install: add $prefix/bin to PATH to run it as 'feedterm'" >&2 ;; esac
    exit 0
fi

cd "$(dirname "$0")/.."
# A .build copied from another folder names that folder in its module caches and build
# manifests, and the compiler then fails with a message about a module cache path: say so, and
# remove them, so that the build starts again here.
for manifest in .build/debug.yaml .build/release.yaml; do
    [ -f "$manifest" ] || continue
    grep -q -F "$PWD/Sources/" "$manifest" && continue
    made=$(grep -o -m 1 '"/[^"]*/Sources/feedterm/' "$manifest" | sed 's|^"||; s|/Sources/feedterm/$||' || true)
    echo "install: .build was made in ${made:-another folder}, not in $PWD; removing its module caches and build manifests, so the build starts again here" >&2
    find .build -type d -name ModuleCache -prune -exec rm -rf {} +
    rm -f .build/*.yaml .build/build.db .build/build.db-journal
    break
done

scripts/apt-install.sh install libncursesw5-dev libsqlite3-dev libcurl4-openssl-dev libchafa-dev libglib2.0-dev libpng-dev libjpeg62-turbo-dev libwebp-dev libgif-dev

echo "install: building in release" >&2
swift build -c release --product feedterm >&2
bin=$(swift build -c release --product feedterm --show-bin-path)
# The manual comes from the command's own help (swift-argument-parser's generate-manual plugin).
swift package generate-manual >&2
manual=.build/plugins/GenerateManual/outputs/feedterm/feedterm.1
[ -f "$manual" ] || { echo "install: the manual was not generated ($manual)" >&2; exit 1; }

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$bin/feedterm" "$prefix/bin/feedterm"
rm -rf "$prefix/bin/feedterm_feedterm.resources"
cp -R "$bin/feedterm_feedterm.resources" "$prefix/bin/feedterm_feedterm.resources"
install -m 644 "$manual" "$prefix/share/man/man1/feedterm.1"
"$prefix/bin/feedterm" --generate-completion-script bash > "$prefix/share/bash-completion/completions/feedterm"
"$prefix/bin/feedterm" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_feedterm"
"$prefix/bin/feedterm" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/feedterm.fish"
echo "install: $("$prefix/bin/feedterm" --version) is in $prefix/bin" >&2
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "install: add $prefix/bin to PATH to run it as 'feedterm'" >&2 ;; esac
