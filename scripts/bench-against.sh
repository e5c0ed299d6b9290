#!/usr/bin/env bash
# Times `herald audit APP --format json` built from this tree next to the same command built from
# another commit (default HEAD~1), in the same run, and prints the ratio: the project model must
# not make an audit of a real app slower. Both are release builds; the other commit is built in a
# git worktree under .build/bench-against (kept between runs, so only the first run is slow).
#
#   scripts/bench-against.sh [REV] [APP] [RUNS]     (make bench-project BASE=REV APP=DIR RUNS=N)
set -euo pipefail

rev=${1:-HEAD~1}
app=${2:-../shared/corpus/apps/duckduckgo+iOS}
runs=${3:-3}
[[ -d $app ]] || { echo "error: $app is not a folder; name an app's folder as the second argument" >&2; exit 2; }
commit=$(git rev-parse --verify "$rev^{commit}") || { echo "error: $rev is not a commit" >&2; exit 2; }
worktree=.build/bench-against
if [[ ! -d $worktree ]]; then git worktree add --detach "$worktree" "$commit" >/dev/null; fi
git -C "$worktree" checkout --quiet --detach "$commit"

swift build -c release --product herald >/dev/null
(cd "$worktree" && swift build -c release --product herald >/dev/null)
current=$(swift build -c release --show-bin-path)/herald
previous=$(cd "$worktree" && swift build -c release --show-bin-path)/herald
absolute_app=$(cd "$app" && pwd)

time_run() { # binary -> seconds of one audit, wall time
  local start end
  start=$(date +%s.%N)
  "$1" audit "$absolute_app" --format json --fail-on never >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f\n", b - a }' 
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "bench-against: herald audit $app, median of $runs runs each, this tree next to $rev (${commit:0:10})"
"$current" audit "$absolute_app" --format json --fail-on never >/dev/null 2>&1 || true # warm the page cache
now=$(for _ in $(seq "$runs"); do time_run "$current"; done | median)
before=$(for _ in $(seq "$runs"); do time_run "$previous"; done | median)
printf '  %-40s %8.2f s\n' "$rev (${commit:0:10})" "$before" "this tree" "$now"
printf 'ratio this tree/%s: %.2f× (target ≤ 1.0×)\n' "$rev" "$(awk -v a="$now" -v b="$before" 'BEGIN { print a / b }')"
