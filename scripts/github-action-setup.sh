#!/usr/bin/env bash
# The first step of Herald's GitHub Action (action.yml): gets a herald to run and prints its path
# as the step output `herald=PATH` (appended to $GITHUB_OUTPUT when GitHub gives one).
#
# With HERALD_TARBALL (a path or an http(s) URL of the tarball `make dist` writes) the tarball is
# unpacked into $RUNNER_TEMP/herald (or /tmp/herald), and the Debian packages its RUNTIME file lists
# (ICU's and espeak-ng's runtime libraries) are installed with apt-get when dpkg does not have them
# (as root, or through sudo). No Swift toolchain is needed. Without it, Herald is built from the
# action's own checkout with `make build` (a Swift toolchain is needed; debug build, a few minutes).
# Exercised by GitHubActionTests and, with the real tarball in a clean Debian 12 root, by
# scripts/dist-check.sh.
#
# Environment:
#   HERALD_TARBALL     the release tarball's path or URL; empty to build from source
#   HERALD_SOURCE      the action's checkout, for the source build (default: this script's repository)
#   RUNNER_TEMP        where to unpack (GitHub sets it)
#   GITHUB_OUTPUT      the step's output file (GitHub sets it)
set -euo pipefail
source_dir=${HERALD_SOURCE:-$(cd "$(dirname "$0")/.." && pwd)}

if [[ -z ${HERALD_TARBALL:-} ]]; then
  make -C "$source_dir" build >&2
  herald="$source_dir/.build/debug/herald"
else
  destination="${RUNNER_TEMP:-/tmp}/herald"
  rm -rf "$destination" && mkdir -p "$destination"
  tarball=$HERALD_TARBALL
  if [[ $tarball == http://* || $tarball == https://* ]]; then
    command -v curl > /dev/null || { echo "::error title=herald::curl is needed to download $tarball" >&2; exit 1; }
    curl --fail --location --silent --show-error --output "$destination/herald.tar.gz" "$tarball"
    tarball="$destination/herald.tar.gz"
  fi
  [[ -f $tarball ]] || { echo "::error title=herald::no tarball at $tarball (make dist writes one)" >&2; exit 1; }
  tar -xzf "$tarball" -C "$destination" --strip-components=1 \
    || { echo "::error title=herald::$tarball is not a herald tarball (make dist writes one)" >&2; exit 1; }
  [[ -x $destination/bin/herald && -f $destination/share/doc/herald/RUNTIME ]] \
    || { echo "::error title=herald::$tarball has no bin/herald or share/doc/herald/RUNTIME" >&2; exit 1; }
  missing=()
  while read -r package; do
    [[ -z $package ]] && continue
    dpkg -s "$package" > /dev/null 2>&1 || missing+=("$package")
  done < "$destination/share/doc/herald/RUNTIME"
  if ((${#missing[@]} > 0)); then
    sudo=()
    [[ $(id -u) -ne 0 ]] && sudo=(sudo)
    echo "installing ${missing[*]}" >&2
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  fi
  herald="$destination/bin/herald"
fi
echo "herald=$herald"
if [[ -n ${GITHUB_OUTPUT:-} ]]; then echo "herald=$herald" >> "$GITHUB_OUTPUT"; fi
