#!/usr/bin/env bash
# Packs a release build of herald into a tarball that unpacks onto a prefix (/usr/local, /opt/herald, …):
#   bin/herald                      the binary, Swift's standard library and Foundation linked in
#   share/herald/Examples/          the examples the README runs it on
#   share/doc/herald/README.md      the front door
#   share/doc/herald/RUNTIME        the Debian packages it needs at run time, one per line
# Usage: scripts/dist.sh BINARY VERSION OUTPUT-FOLDER   (make dist calls it; prints the tarball's path)
set -euo pipefail
[[ $# -eq 3 ]] || { echo "usage: $0 BINARY VERSION OUTPUT-FOLDER" >&2; exit 2; }
binary=$1 version=$2 output=$3
[[ -x $binary ]] || { echo "error: $binary is not an executable; build it with make release" >&2; exit 1; }

name="herald-$version-linux-$(uname -m)"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
install -D -m 755 "$binary" "$root/bin/herald"
strip --strip-unneeded "$root/bin/herald"
mkdir -p "$root/share/herald" "$root/share/doc/herald"
# The examples as committed (git archive), without the SwiftPM plugin sample, which needs a Swift toolchain.
git archive --format=tar HEAD Examples | tar -x -C "$root/share/herald" --exclude=Examples/AuditPluginSample
cp README.md "$root/share/doc/herald/README.md"
"$(dirname "$0")/install-deps.sh" runtime --list > "$root/share/doc/herald/RUNTIME"

mkdir -p "$output"
tarball="$(cd "$output" && pwd)/$name.tar.gz"
# Reproducible: sorted names, fixed owner and the commit's time.
mtime=$(git log -1 --format=%cI HEAD)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="$mtime" -C "$stage" -czf "$tarball.tmp" "$name"
mv "$tarball.tmp" "$tarball"
echo "$tarball"
