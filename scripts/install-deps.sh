#!/usr/bin/env bash
# Installs the Debian packages Herald needs when they are missing.
#   scripts/install-deps.sh build   what building and running Herald need (make build, make demo, make install)
#   scripts/install-deps.sh test    that, and what only the tests and benchmarks use (make test, make bench)
#   scripts/install-deps.sh runtime --list   print the packages a release tarball needs at run time (make dist)
# As root it runs apt-get itself; otherwise it prints the exact command and fails.
set -euo pipefail

group=${1:-build}

# What the herald binary of `make dist` links against besides the C library (checked by scripts/dist-check.sh).
runtime=(
  libicu72            # ICU: plural rules, number formats, MessageFormat (HeraldICU)
  libespeak-ng1       # the speech engine (HeraldSpeech); it pulls in espeak-ng-data, the voices
)
build=(
  libicu-dev          # ICU's headers and libraries (HeraldICU)
  espeak-ng           # speech engine and voices (HeraldSpeech)
  libespeak-ng-dev    # libespeak-ng headers (CEspeakNG)
)
test=(
  libxml2-utils       # xmllint: the parse floor `make bench` compares against, and XLIFF schema checks
  gettext             # msgcat, msgattrib, msgfmt: the independent .po parser the round-trip tests compare with
  python3-jsonschema  # validates JSON trees against docs/herald-tree.schema.json in `make test`
  sox                 # lets tests confirm that WAV files are valid
  aapt                  # Android's resource compiler: tests compile converted values*/strings.xml with it
  android-framework-res # the framework-res.apk that aapt links them against
  chromium            # headless Chromium: renders the HTML report to PNG in tests and make bench-report
  fonts-dejavu-core   # the fonts that rendering draws with
  python3-pip         # pip download: fetches axe-core (scripts/fetch-axe.sh) and pbxproj (scripts/fetch-pbxproj.sh)
  debootstrap         # the clean Debian 12 root the release tarball is tried in (scripts/dist-check.sh)
)

case $group in
  build) packages=("${build[@]}") ;;
  test) packages=("${build[@]}" "${test[@]}") ;;
  runtime)
    [[ ${2:-} == --list ]] || { echo "usage: $0 runtime --list" >&2; exit 2; }
    printf '%s\n' "${runtime[@]}"
    exit 0
    ;;
  *) echo "usage: $0 build|test|runtime --list" >&2; exit 2 ;;
esac

if ! command -v swift >/dev/null 2>&1; then
  echo "error: 'swift' is not on PATH. Install Swift 6.1 or later (https://www.swift.org/install/linux/) and run again." >&2
  exit 1
fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$package")
  fi
done
((${#missing[@]} == 0)) && exit 0

if [[ $(id -u) -ne 0 ]]; then
  echo "Herald ($group) needs these Debian packages: ${missing[*]}" >&2
  echo "Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing ${missing[*]} …"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed ${missing[*]}."
