#!/usr/bin/env bash
# Installs feedterm: scripts/install.sh [--prefix DIR] [--from FILE.tar.gz [--no-verify]]
# (default prefix /usr/local; no root is needed for a prefix you own, such as "$HOME/.local").
# With --from it installs a release tarball (scripts/release.sh), in seconds and with no Swift
# toolchain, once the tarball's own SHA-256 matches the one FILE.tar.gz.sha256 beside it gives
# (whatever file name that line carries); without a .sha256 it refuses unless --no-verify says
# to install unchecked. Otherwise it builds that tarball here first, then installs it:
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
verify=1
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "install: --prefix needs a directory" >&2; exit 2; }; prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --from) [ $# -ge 2 ] || { echo "install: --from needs a release tarball" >&2; exit 2; }; from="$2"; shift 2 ;;
        --from=*) from="${1#--from=}"; shift ;;
        --no-verify) verify=0; shift ;;
        -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install: unknown argument '$1'; usage: scripts/install.sh [--prefix DIR] [--from FILE.tar.gz [--no-verify]]" >&2; exit 2 ;;
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
    # The tarball's own sum against the one the file gives: the name on its line is not trusted
    # (a line naming another file that matches would check that file instead).
    wanted=$(head -c 200 "$from.sha256" | head -n 1 | cut -d ' ' -f 1)
    actual=$(sha256sum "$from" | cut -d ' ' -f 1)
    [[ "$wanted" =~ ^[0-9a-f]{64}$ ]] && [ "$wanted" = "$actual" ] ||
        { echo "install: $from does not match its .sha256 (changed, cut short, or renamed after it was made); download both again" >&2; exit 1; }
elif [ "$verify" -eq 1 ]; then
    echo "install: no $from.sha256 beside it to check it against; download both, or give --no-verify to install it unchecked" >&2
    exit 1
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
