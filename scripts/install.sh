#!/usr/bin/env bash
# Installs feedterm: scripts/install.sh [--prefix DIR] [--from FILE.tar.gz] (default prefix
# /usr/local; no root is needed for a prefix you own, such as "$HOME/.local"). With --from it
# installs a release tarball (scripts/release.sh), checked against FILE.tar.gz.sha256 when that
# is beside it, in seconds and with no Swift toolchain; otherwise it builds that tarball here
# first (scripts/release.sh), then installs it:
#   PREFIX/bin/feedterm                                 the binary, the Swift runtime linked in
#   PREFIX/bin/feedterm_feedterm.resources/layouts/     the bundled shop (SwiftPM's resource
#                                                       bundle, which the binary finds beside it)
#   PREFIX/share/man/man1/feedterm.1                    the manual (swift-argument-parser's generator)
#   PREFIX/share/bash-completion/completions/feedterm   completions for bash,
#   PREFIX/share/zsh/site-functions/_feedterm           zsh
#   PREFIX/share/fish/vendor_completions.d/feedterm.fish  and fish.
# Building needs Debian's -dev packages, which release.sh installs when missing.
set -euo pipefail

prefix=/usr/local
from=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "install: --prefix needs a directory" >&2; exit 2; }; prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --from) [ $# -ge 2 ] || { echo "install: --from needs a release tarball" >&2; exit 2; }; from="$2"; shift 2 ;;
        --from=*) from="${1#--from=}"; shift ;;
        -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install: unknown argument '$1'; usage: scripts/install.sh [--prefix DIR] [--from FILE.tar.gz]" >&2; exit 2 ;;
    esac
done
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

if [ -z "$from" ]; then
    # Built here, into the same tarball a release is, and installed from it.
    from=$("$(dirname "$0")/release.sh" --out "$stage/dist")
fi
case "$from" in /*) ;; *) from="$PWD/$from" ;; esac
[ -f "$from" ] || { echo "install: no release tarball at $from" >&2; exit 2; }
if [ -f "$from.sha256" ]; then
    (cd "$(dirname "$from")" && sha256sum --quiet -c "$(basename "$from").sha256") >&2 ||
        { echo "install: $from does not match its .sha256 (changed, cut short, or renamed after it was made); download both again" >&2; exit 1; }
fi
mkdir "$stage/unpacked"
tar -xzf "$from" -C "$stage/unpacked" || { echo "install: $from is not a tarball" >&2; exit 1; }
top=("$stage/unpacked"/*)
# The whole layout is checked before anything in the prefix is touched.
[ ${#top[@]} -eq 1 ] && [ -x "${top[0]}/bin/feedterm" ] && [ -d "${top[0]}/bin/feedterm_feedterm.resources/layouts" ] && [ -d "${top[0]}/share" ] ||
    { echo "install: $from is not a feedterm release (bin/feedterm, its resources and share/ belong inside)" >&2; exit 1; }
install -d "$prefix/bin" "$prefix/share"
install -m 755 "${top[0]}/bin/feedterm" "$prefix/bin/feedterm"
rm -rf "$prefix/bin/feedterm_feedterm.resources"
cp -R "${top[0]}/bin/feedterm_feedterm.resources" "$prefix/bin/feedterm_feedterm.resources"
cp -R "${top[0]}/share/." "$prefix/share/"
echo "install: $("$prefix/bin/feedterm" --version) is in $prefix/bin" >&2
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "install: add $prefix/bin to PATH to run it as 'feedterm'" >&2 ;; esac
