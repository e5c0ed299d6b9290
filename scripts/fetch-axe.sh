#!/usr/bin/env bash
# Puts Deque's axe-core (the accessibility engine browsers' tools use) at .build/axe/axe.min.js,
# for the tests that audit Herald's own HTML report. It comes from PyPI, inside the wheel of
# axe-playwright-python (which bundles axe-core 4.12.1); only axe.min.js is used, nothing is installed.
set -euo pipefail

version=0.1.8
# The wheel's SHA-256 (PyPI lists it): its JavaScript runs in the tests, so it must be this one.
sha256=fdd263c998388f1a8e67cad02677e612d946248bd44d163be5e8650ea31f95f8
target=.build/axe
[[ -f $target/axe.min.js && -f $target/version && $(cat "$target/version") == "$version" ]] && exit 0

mkdir -p "$target"
download=$(mktemp -d)
trap 'rm -rf "$download"' EXIT
if ! python3 -m pip download --quiet --no-deps --dest "$download" "axe-playwright-python==$version"; then
  echo "error: could not download axe-playwright-python $version from PyPI (it carries axe-core); check the network or pip's index and run again." >&2
  exit 1
fi
python3 - "$download" "$target" "$sha256" <<'PY'
import glob, hashlib, sys, zipfile
wheel = glob.glob(sys.argv[1] + "/axe_playwright_python-*.whl")[0]
digest = hashlib.sha256(open(wheel, "rb").read()).hexdigest()
if digest != sys.argv[3]:
    sys.exit(f"error: {wheel} has SHA-256 {digest}, not the pinned {sys.argv[3]}; nothing was installed")
with zipfile.ZipFile(wheel) as archive:
    data = archive.read("axe_playwright_python/axe.min.js")
open(sys.argv[2] + "/axe.min.js", "wb").write(data)
PY
echo "$version" > "$target/version"
echo "Fetched axe-core ($(head -c 20 "$target/axe.min.js" | tr -d '/*!\n')) to $target/axe.min.js."
