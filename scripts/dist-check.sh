#!/usr/bin/env bash
# Checks the release tarball of `make dist` as a user without Swift would meet it (make dist-check):
#  1. ldd: every library herald loads belongs to a package of share/doc/herald/RUNTIME or to what those
#     packages depend on (libc6 included), and none comes from the Swift toolchain;
#  2. a clean Debian 12 root made by debootstrap (minbase) with only the RUNTIME packages installed:
#     the unpacked herald audits, announces and lists voices there exactly as it does here.
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

echo "2. a clean Debian 12 root with only: ${runtime[*]}"
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
DEBIAN_FRONTEND=noninteractive chroot "$root" sh -c \
  "apt-get update -qq && apt-get install -y -qq --no-install-recommends ${runtime[*]}" > "$work/apt.log" 2>&1 \
  || { tail -20 "$work/apt.log" >&2; echo "error: installing ${runtime[*]} in $root failed" >&2; exit 1; }
if chroot "$root" sh -c 'command -v swift || ls /opt/swift' > /dev/null 2>&1; then
  echo "error: $root is not clean: it has a Swift toolchain" >&2; exit 1
fi
rm -rf "$root/opt/herald" && mkdir -p "$root/opt/herald"
tar -xzf "$tarball" -C "$root/opt/herald" --strip-components=1

# The same commands here and in the root, from the examples' folder, so that the outputs compare.
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
