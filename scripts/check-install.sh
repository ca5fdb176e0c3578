#!/usr/bin/env bash
# Installs feedterm into a scratch prefix with scripts/install.sh and checks it as a user
# would, from a directory far from the repository: the bundled shop in browse (in tmux), the
# manual, the completions, and a binary copied without its resources failing clearly.
# scripts/test.sh runs it after the Swift tests.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
socket="feedterm-install-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$scratch"' EXIT
fail() { echo "check-install: FAILED: $*" >&2; exit 1; }

scripts/install.sh --prefix "$scratch/prefix" >/dev/null 2>"$scratch/install.log" || { cat "$scratch/install.log" >&2; fail "install.sh exited non-zero"; }
feedterm="$scratch/prefix/bin/feedterm"
mkdir "$scratch/elsewhere" && cd "$scratch/elsewhere"

"$feedterm" --version | grep -q "feedterm 1\." || fail "--version"
tmux -L "$socket" new-session -d -s T -x 80 -y 24 "LANG=C.UTF-8 TERM=xterm-256color '$feedterm' browse --no-state"
for _ in $(seq 50); do
    tmux -L "$socket" capture-pane -p -t T | grep -q "The Winter Sale is on" && break
    sleep 0.1
done
tmux -L "$socket" capture-pane -p -t T | grep -q "The Winter Sale is on" || fail "installed browse did not show the bundled Home"
tmux -L "$socket" send-keys -t T q

MANWIDTH=80 man -l "$scratch/prefix/share/man/man1/feedterm.1" 2>/dev/null | grep -q "^     validate" || fail "the manual does not describe validate"
grep -q "_feedterm" "$scratch/prefix/share/zsh/site-functions/_feedterm" || fail "zsh completions"
grep -q "complete" "$scratch/prefix/share/bash-completion/completions/feedterm" || fail "bash completions"
grep -q "^complete -c .feedterm" "$scratch/prefix/share/fish/vendor_completions.d/feedterm.fish" || fail "fish completions"

cp "$feedterm" "$scratch/lonely"
if "$scratch/lonely" browse --no-state </dev/null 2>"$scratch/lonely.err"; then fail "a binary without its resources browsed"; fi
grep -q "Cannot find the bundled shop" "$scratch/lonely.err" || fail "a binary without its resources did not say why"
echo "check-install: the installed feedterm works from $scratch/elsewhere" >&2
