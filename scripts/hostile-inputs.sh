#!/usr/bin/env bash
# Runs every hostile input of issue 37 through every command that reads it and prints a Markdown
# table: wall-clock seconds, the peak resident memory of herald and its worker, the exit status and
# the first line herald printed on standard error. Used for docs/inputs.md ("Hostile Swift").
#
#   scripts/hostile-inputs.sh [HERALD]   (default .build/release/herald)
set -euo pipefail
herald=$(realpath "${1:-.build/release/herald}")
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One folder per input, so that a command reads only it.
add() { mkdir -p "$work/$1"; cat > "$work/$1/$2"; }
for regression in "$repo"/Tests/Fuzz/Regressions/swift-source/*.swift.txt; do
  name=$(basename "$regression" .swift.txt)
  add "$name" "$name.swift" < "$regression"
done
python3 - "$work" <<'EOF'
import os, sys
work = sys.argv[1]
def add(folder, name, text):
    os.makedirs(os.path.join(work, folder), exist_ok=True)
    open(os.path.join(work, folder, name), "w").write(text)
# An unclosed { before 60,000 lines (600 KB).
add("unclosed-brace-600KB", "Unclosed.swift", "func f() {\n" + "let x = 1\n" * 60000)
# A run of interpolations in a return, in a SwiftUI file.
add("interpolations-in-return-1500", "View.swift",
    "import SwiftUI\nstruct V: View {\n  var t: String {\n    return \"" + "\\(" * 1500 + "\n  }\n  var body: some View { Text(t) }\n}\n")
# Twelve files whose view shows the next one ten times (10^12 elements unbounded).
for i in range(12):
    nxt = f"V{i+1}()" if i < 11 else 'Text("leaf")'
    body = "\n".join(["      " + nxt] * 10)
    add("fan-out", f"V{i}.swift", f"import SwiftUI\nstruct V{i}: View {{\n  var body: some View {{\n    VStack {{\n{body}\n    }}\n  }}\n}}\n")
# A chain of 8,000 subclasses.
add("subclass-chain", "Chain.swift", "import UIKit\nclass C0: UIControl {}\n" +
    "".join(f"class C{i}: C{i-1} {{}}\n" for i in range(1, 8000)))
EOF

echo "| input | command | seconds | peak MiB | exit | first message |"
echo "|---|---|---|---|---|---|"
for folder in "$work"/*/; do
  name=$(basename "$folder")
  for command in "source" "tree" "audit" "report" "components infer"; do
    out="$work/out"
    [ "$command" = report ] && extra=(--output "$work/report.html") || extra=()
    [ "$command" = "components infer" ] && extra=(--output "$work/drafts")
    set +e
    start=$(date +%s.%N)
    # shellcheck disable=SC2086
    /usr/bin/time -f "%M" -o "$work/rss" "$herald" $command "$folder" "${extra[@]}" > "$out" 2> "$work/err"
    status=$?
    set -e
    seconds=$(python3 -c "import time; print(f'{time.time() - $start:.2f}')")
    peak=$(( $(tail -1 "$work/rss") / 1024 ))
    message=$(grep -m1 '^herald:' "$work/err" | sed "s|$work/||g; s/|/\\\\|/g" | cut -c1-110 || true)
    echo "| $name | $command | $seconds | $peak | $status | ${message:-—} |"
    rm -rf "$work/drafts" "$work/report.html"
  done
done
