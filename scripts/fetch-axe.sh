#!/usr/bin/env bash
# Puts Deque's axe-core (the accessibility engine browsers' tools use) at .build/axe/axe.min.js,
# for the tests that audit Herald's own HTML report. It comes from PyPI, inside the wheel of
# axe-playwright-python (which bundles axe-core 4.12.1); only axe.min.js is used, nothing is installed.
set -euo pipefail

version=0.1.8
target=.build/axe
[[ -f $target/axe.min.js && -f $target/version && $(cat "$target/version") == "$version" ]] && exit 0

mkdir -p "$target"
download=$(mktemp -d)
trap 'rm -rf "$download"' EXIT
if ! python3 -m pip download --quiet --no-deps --dest "$download" "axe-playwright-python==$version"; then
  echo "error: could not download axe-playwright-python $version from PyPI (it carries axe-core); check the network or pip's index and run again." >&2
  exit 1
fi
python3 - "$download" "$target" <<'PY'
import glob, sys, zipfile
wheel = glob.glob(sys.argv[1] + "/axe_playwright_python-*.whl")[0]
with zipfile.ZipFile(wheel) as archive:
    data = archive.read("axe_playwright_python/axe.min.js")
open(sys.argv[2] + "/axe.min.js", "wb").write(data)
PY
echo "$version" > "$target/version"
echo "Fetched axe-core ($(head -c 20 "$target/axe.min.js" | tr -d '/*!\n')) to $target/axe.min.js."
