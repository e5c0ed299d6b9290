#!/usr/bin/env bash
# Checks the release tarball of `make dist` as a user without Swift would meet it (make dist-check):
#  1. ldd: every library herald loads belongs to a package of share/doc/herald/RUNTIME or to what those
#     packages depend on (libc6 included), and none comes from the Swift toolchain;
#  2. a clean Debian 12 root made by debootstrap (minbase);
#  3. the GitHub Action's steps in that root: scripts/github-action-setup.sh unpacks the tarball and
#     installs the RUNTIME packages (nothing else), scripts/github-action.sh audits the Examples and
#     writes annotations, a job summary and SARIF;
#  4. the unpacked herald audits, announces and lists voices there exactly as it does here.
# Needs root (debootstrap, chroot). The root is kept in .build-dist/bookworm-root for the next run.
# Usage: scripts/dist-check.sh TARBALL
set -euo pipefail
[[ $# -eq 1 && -f $1 ]] || { echo "usage: $0 TARBALL (make dist writes it)" >&2; exit 2; }
tarball=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
name=$(basename "$tarball" .tar.gz)
work=.build-dist/check
rm -rf "$work" && mkdir -p "$work"
tar -xzf "$tarball" -C "$work"
herald="$(pwd)/$work/$name/bin/herald"
mapfile -t runtime < "$work/$name/share/doc/herald/RUNTIME"

echo "1. ldd $herald"
allowed=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
  --no-replaces --no-enhances "${runtime[@]}" libc6 | grep -v '^ ' | sed 's/:.*//' | sort -u)
failed=0
while read -r library arrow path _; do
  if [[ $arrow != "=>" ]]; then continue; fi
  if [[ $path == "not" ]]; then echo "   $library: not found" >&2; failed=1; continue; fi
  resolved=$(readlink -f "$path")
  owner=$(dpkg -S "$resolved" 2>/dev/null || dpkg -S "$path" 2>/dev/null || true)
  owner=${owner%%:*}
  if [[ -z $owner ]] || ! grep -qx "$owner" <<< "$allowed"; then
    echo "   $library => $path belongs to ${owner:-no Debian package}, not to ${runtime[*]} or their dependencies" >&2
    failed=1
  else
    printf '   %-28s %s\n' "$library" "$owner"
  fi
done < <(ldd "$herald")
((failed == 0)) || { echo "error: the tarball's herald needs more than the runtime packages ${runtime[*]}" >&2; exit 1; }

echo "2. a clean Debian 12 root (debootstrap --variant=minbase)"
if [[ $(id -u) -ne 0 ]]; then
  echo "error: debootstrap and chroot need root; run make dist-check as root" >&2
  exit 3
fi
root=.build-dist/bookworm-root
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
if [[ ! -f $root/.herald-ready ]]; then
  rm -rf "$root"
  echo "   debootstrap --variant=minbase bookworm $root $mirror"
  debootstrap --variant=minbase bookworm "$root" "$mirror" > "$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log" >&2; echo "error: debootstrap failed (log: $work/debootstrap.log)" >&2; exit 1; }
  touch "$root/.herald-ready"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"
# Every system has /proc, and Swift reads a program's arguments from /proc/self/cmdline on Linux.
mountpoint -q "$root/proc" || mount -t proc proc "$root/proc"
trap 'umount "$root/proc" 2> /dev/null || true' EXIT
echo "3. the GitHub Action's steps in it: github-action-setup.sh unpacks the tarball and installs ${runtime[*]}"
rm -rf "$root/opt/herald" "$root/opt/action" && mkdir -p "$root/opt/action"
cp "$tarball" "$root/tmp/herald.tar.gz"
cp scripts/github-action-setup.sh scripts/github-action.sh "$root/opt/action/"
rm -f "$root/tmp/github-output" "$root/tmp/summary.md" "$root/tmp/herald.sarif"
chroot "$root" env HERALD_TARBALL=/tmp/herald.tar.gz RUNNER_TEMP=/opt GITHUB_OUTPUT=/tmp/github-output \
  bash /opt/action/github-action-setup.sh > "$work/apt.log" 2>&1 \
  || { tail -20 "$work/apt.log" >&2; echo "error: the action's setup failed in $root (log: $work/apt.log)" >&2; exit 1; }
grep -qx "herald=/opt/herald/bin/herald" "$root/tmp/github-output" \
  || { echo "error: the action's setup did not name /opt/herald/bin/herald as its output" >&2; exit 1; }
if chroot "$root" sh -c 'command -v swift || ls /opt/swift' > /dev/null 2>&1; then
  echo "error: $root is not clean: it has a Swift toolchain" >&2; exit 1
fi
status=0
chroot "$root" sh -c "cd /opt/herald/share/herald && env HERALD=/opt/herald/bin/herald HERALD_PATH=Examples \
  HERALD_SARIF=/tmp/herald.sarif GITHUB_STEP_SUMMARY=/tmp/summary.md bash /opt/action/github-action.sh" \
  > "$work/action.log" 2>&1 || status=$?
if [[ $status -ne 1 ]] || ! grep -q '^::error ' "$work/action.log" \
  || ! grep -q '^## Herald accessibility audit' "$root/tmp/summary.md" || ! grep -q '"version": *"2.1.0"' "$root/tmp/herald.sarif"; then
  tail -20 "$work/action.log" >&2
  echo "error: the action's audit step exited $status (1 expected: the Examples have errors), or wrote no annotations, summary or SARIF" >&2
  exit 1
fi
echo "   annotations: $(grep -c '^::' "$work/action.log"), job summary: $(wc -l < "$root/tmp/summary.md") lines, SARIF: $(wc -c < "$root/tmp/herald.sarif") bytes; the step exits 1 on the Examples' errors"

echo "4. the same output as here"
commands=(
  "audit Examples --fail-on never"
  "announce Examples/FoodTracker/Main.storyboard --locale ru"
  "format rating.value --locale ar count=3"
  "voices"
  "speak 3-stars-set --locale en --phonemes ipa"
)
for command in "${commands[@]}"; do
  # shellcheck disable=SC2086
  here=$(cd "$work/$name/share/herald" && "$herald" $command 2>&1) || { echo "$here" >&2; echo "error: herald $command failed here" >&2; exit 1; }
  there=$(chroot "$root" sh -c "cd /opt/herald/share/herald && /opt/herald/bin/herald $command" 2>&1) \
    || { echo "$there" >&2; echo "error: herald $command failed in the clean root" >&2; exit 1; }
  if [[ $here != "$there" ]]; then
    diff <(echo "$here") <(echo "$there") >&2 || true
    echo "error: herald $command prints something else in the clean root (above: here, then there)" >&2
    exit 1
  fi
  echo "   herald $command: $(wc -l <<< "$there") lines, as here ($(tail -1 <<< "$there" | cut -c1-80))"
done
echo "The tarball's herald runs in a clean Debian 12 with only ${runtime[*]}."
