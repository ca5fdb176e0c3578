#!/usr/bin/env bash
# Builds the release a team installs without Swift: scripts/release.sh [--out DIR] (default dist/)
# writes DIR/feedterm-VERSION-linux-ARCH.tar.gz and its .sha256. The tarball unpacks into one
# folder laid out as a prefix:
#   bin/feedterm                                   the binary, with the Swift runtime and Foundation linked in
#   bin/feedterm_feedterm.resources/layouts/       the bundled shop, found beside the binary
#   share/man/man1/feedterm.1                      the manual
#   share/bash-completion/…, share/zsh/…, share/fish/…   completions
#   share/doc/feedterm/LICENSE, README             the licence; what it needs from the system, how to install it
# Unpacked into a prefix (tar --strip-components=1), only bin/ and share/ land there.
# It runs on Debian or Ubuntu with libncursesw6 and libsqlite3-0; libcurl4 and the picture
# libraries are loaded when first used, and a missing one is named when it is needed.
# scripts/install.sh --from FILE installs it; CI builds it once (scripts/check-install.sh).
set -euo pipefail

out=dist
while [ $# -gt 0 ]; do
    case "$1" in
        --out) [ $# -ge 2 ] || { echo "release: --out needs a directory" >&2; exit 2; }; out="$2"; shift 2 ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "release: unknown argument '$1'; usage: scripts/release.sh [--out DIR]" >&2; exit 2 ;;
    esac
done
# --out is where the caller is; dist/ is in the checkout.
[ "$out" = dist ] && out="$(cd "$(dirname "$0")/.." && pwd)/dist"
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
cd "$(dirname "$0")/.."

# A .build copied from another folder names that folder in its module caches and build
# manifests, and the compiler then fails with a message about a module cache path: say so, and
# remove them, so that the build starts again here.
for manifest in .build/debug.yaml .build/release.yaml; do
    [ -f "$manifest" ] || continue
    grep -q -F "$PWD/Sources/" "$manifest" && continue
    made=$(grep -o -m 1 '"/[^"]*/Sources/feedterm/' "$manifest" | sed 's|^"||; s|/Sources/feedterm/$||' || true)
    echo "release: .build was made in ${made:-another folder}, not in $PWD; removing its module caches and build manifests, so the build starts again here" >&2
    find .build -type d -name ModuleCache -prune -exec rm -rf {} +
    rm -f .build/*.yaml .build/build.db .build/build.db-journal
    break
done

scripts/apt-install.sh release libncursesw5-dev libsqlite3-dev libcurl4-openssl-dev libchafa-dev libglib2.0-dev libpng-dev libjpeg62-turbo-dev libwebp-dev libgif-dev

echo "release: building in release, the Swift runtime linked in" >&2
build=(swift build -c release --static-swift-stdlib)
"${build[@]}" --product feedterm >&2
# The manual comes from the command's own help, by swift-argument-parser's generator run on the
# binary itself (its package plugin would build every product again, without the static runtime).
"${build[@]}" --product generate-manual >&2
bin=$("${build[@]}" --show-bin-path)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/man"
"$bin/generate-manual" "$bin/feedterm" --output-directory "$stage/man" >&2
manual="$stage/man/feedterm.1"
[ -f "$manual" ] || { echo "release: the manual was not generated ($manual)" >&2; exit 1; }

version=$("$bin/feedterm" --version | awk '{print $2}')
name="feedterm-$version-linux-$(uname -m)"
root="$stage/$name"
install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
    "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d" "$root/share/doc/feedterm"
install -m 755 "$bin/feedterm" "$root/bin/feedterm"
cp -R "$bin/feedterm_feedterm.resources" "$root/bin/feedterm_feedterm.resources"
install -m 644 "$manual" "$root/share/man/man1/feedterm.1"
"$bin/feedterm" --generate-completion-script bash > "$root/share/bash-completion/completions/feedterm"
"$bin/feedterm" --generate-completion-script zsh > "$root/share/zsh/site-functions/_feedterm"
"$bin/feedterm" --generate-completion-script fish > "$root/share/fish/vendor_completions.d/feedterm.fish"
install -m 644 LICENSE "$root/share/doc/feedterm/LICENSE"
# The libraries the binary links, by the packages that have them, as the README names them.
linked=$(ldd "$bin/feedterm" | awk '/=>/ {print $1}' | sort | tr '\n' ' ')
cat > "$root/share/doc/feedterm/README" <<README
feedterm $version for Linux ($(uname -m)): server-driven layout feeds in a terminal.

Install: unpack into a prefix, such as \$HOME/.local, so that bin/ is on PATH:
    tar -xzf $name.tar.gz -C "\$HOME/.local" --strip-components=1
or, from a checkout of feedterm: scripts/install.sh --from $name.tar.gz --prefix "\$HOME/.local"

It needs no Swift toolchain. From the system (Debian or Ubuntu) it needs libncursesw6 and
libsqlite3-0 (it links: $linked).
It loads libcurl4 (for http sources and pictures) and the picture libraries (libchafa0,
libpng16-16, libjpeg62-turbo, libwebp7, libgif7) when first used, and names the package
when one is missing.

  feedterm validate --strict layouts/        check layouts, for CI
  feedterm snapshot check layouts/ --out snapshots/
  feedterm browse                            the bundled shop
  man feedterm                               everything else
README
mkdir -p "$out"
tar -C "$stage" -czf "$out/$name.tar.gz" "$name"
(cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "$out/$name.tar.gz"
