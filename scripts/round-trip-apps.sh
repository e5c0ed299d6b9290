#!/usr/bin/env bash
# Takes an app's string tables through every other format and back with `herald strings convert`,
# and prints, per format, how many live translations differ from the original as an independent
# reader sees them (scripts/table-values.py) and how many of those no diagnostic names: issue 36's
# matrix on tables that are not in the tests (docs/strings.md gives the figures for the corpus apps).
#
#   scripts/round-trip-apps.sh APP_OR_TABLE_FOLDER SOURCE_FORMAT [HERALD]
#
# SOURCE_FORMAT is the format the tables are in (strings for .lproj folders, xcstrings for String
# Catalogs, android, gettext); an app whose tables mix formats cannot be compared this way. A
# diagnostic names an entry when standard error quotes its key (whitespace shown as spaces, as
# Herald prints keys), or, through gettext, the msgctxt that holds it.
set -euo pipefail
[[ $# -ge 2 ]] || { echo "usage: $0 FOLDER SOURCE_FORMAT [HERALD]" >&2; exit 2; }
app=$1 source=$2 herald=${3:-$(dirname "$0")/../.build/debug/herald}
values="$(dirname "$0")/table-values.py"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$values" "$app" > "$work/original.json"
for format in strings xcstrings xliff android gettext; do
  [[ $format == "$source" ]] && continue
  rm -rf "$work/there" "$work/back" && mkdir -p "$work/there" "$work/back"
  "$herald" strings convert "$app" --to "$format" --output "$work/there/" > /dev/null 2> "$work/there.err" || true
  "$herald" strings convert "$work/there" --to "$source" --output "$work/back/" > /dev/null 2> "$work/back.err" || true
  python3 "$values" "$work/back" > "$work/back.json"
  python3 - "$format" "$work" <<'PY'
import json, re, sys
format, work = sys.argv[1], sys.argv[2]
original = json.load(open(work + "/original.json"))
final = json.load(open(work + "/back.json"))
named = set()
for name in ("there.err", "back.err"):
    text = open(f"{work}/{name}", errors="replace").read()
    for m in re.finditer(r"(?:warning|info|note|error): (?:\[[^\]]*\] )?'(.*?)': ", text, re.S):
        named.add(m.group(1))
def shown(key):
    return re.sub(r"\s", " ", key)
differing = [k for k in set(original) | set(final) if original.get(k) != final.get(k)]
unnamed = [k for k in differing
           if shown(k.split("\t", 1)[-1]) not in named and shown(k.split("\t", 1)[-1].split("\x04")[0]) not in named]
print(f"{format}: {len(original)} translations, {len(differing)} differ, {len(unnamed)} named by no diagnostic",
      sorted(unnamed)[:3] if unnamed else "")
PY
done
