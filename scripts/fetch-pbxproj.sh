#!/usr/bin/env bash
# Installs PyPI's pbxproj package (a Python reader of Xcode project.pbxproj files) into .build/pbxproj, for
# scripts/pbxproj-reference.py, the independent reference Herald's own project reader is tested against:
#   scripts/fetch-pbxproj.sh && PYTHONPATH=.build/pbxproj python3 scripts/pbxproj-reference.py ROOT
# pbxproj also declares docopt, which only its command-line tool imports; it is not installed.
set -euo pipefail

version=4.3.3
# Every wheel that gets installed, pinned with its SHA-256 (as PyPI lists it): its code runs in the tests.
wheels=(
  "pbxproj==$version pbxproj-$version-py3-none-any.whl 76deb4e622d0abb99d01fbeff9e5a33126cdd04cb3e82864ebf7589a5e144eec"
  "openstep-parser==2.0.3 openstep_parser-2.0.3-py3-none-any.whl f219954501e92ced2d3589781201786a930e9a8738128f193b4a425bbee517be"
)
target=.build/pbxproj
[[ -f $target/version && $(cat "$target/version") == "$version" ]] && exit 0

download=$(mktemp -d)
trap 'rm -rf "$download"' EXIT
files=()
for wheel in "${wheels[@]}"; do
  read -r requirement file sha256 <<<"$wheel"
  if ! python3 -m pip download --quiet --no-deps --only-binary=:all: --dest "$download" "$requirement"; then
    echo "error: could not download $requirement from PyPI (needed for the pbxproj reference); check the network or pip's index and run again." >&2
    exit 1
  fi
  if [[ ! -f $download/$file ]]; then
    echo "error: pip downloaded $requirement but not the expected wheel $file; nothing was installed." >&2
    exit 1
  fi
  digest=$(python3 -c 'import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], "rb").read()).hexdigest())' "$download/$file")
  if [[ $digest != "$sha256" ]]; then
    echo "error: $file has SHA-256 $digest, not the pinned $sha256; nothing was installed. Do not update the pin unless you trust the new file." >&2
    exit 1
  fi
  files+=("$download/$file")
done

rm -rf "$target"
if ! python3 -m pip install --quiet --no-deps --target "$target" "${files[@]}"; then
  echo "error: pip could not install ${files[*]##*/} into $target; see pip's message above, then run again." >&2
  exit 1
fi
echo "$version" > "$target/version"
echo "Installed pbxproj $version (with openstep-parser 2.0.3) to $target."
