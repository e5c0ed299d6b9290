#!/usr/bin/env bash
# Takes an app's string tables through every other format and back with `herald strings convert`,
# and prints, per format, how many live translations differ from the original as an independent
# reader sees them (scripts/table-values.py), and the same of their comments, and how many of those no diagnostic names: issue 36's
# matrix on tables that are not in the tests (docs/strings.md gives the figures for the corpus apps).
#
#   scripts/round-trip-apps.sh APP_OR_TABLE_FOLDER SOURCE_FORMAT [HERALD]
#
# SOURCE_FORMAT is the format of the tables compared (strings for .lproj folders, xcstrings for
# String Catalogs, android, gettext); only the app's tables in that format are taken, so an app
# whose tables mix formats is compared once per format. A
# diagnostic names an entry when standard error quotes its key (each whitespace character compared
# as a space), or, through gettext, the msgctxt that holds it; a note on a file in no
# .lproj folder names the entries of that file and of the source-language file it goes to; a
# [key-comment] note names the comments that the locales it lists get where their files had none.
set -euo pipefail
[[ $# -ge 2 ]] || { echo "usage: $0 FOLDER SOURCE_FORMAT [HERALD]" >&2; exit 2; }
app=$1 source=$2 herald=${3:-$(dirname "$0")/../.build/debug/herald}
values="$(dirname "$0")/table-values.py"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Only the tables in SOURCE_FORMAT, copied with their paths: an app whose tables mix formats
# (Vienna's .strings and .xcstrings) is taken one format at a time.
case $source in
  strings) pattern='.*\.\(strings\|stringsdict\)' ;;
  android) pattern='.*/values[^/]*/[^/]*\.xml' ;;
  gettext) pattern='.*\.\(po\|pot\)' ;;
  *) pattern=".*\\.$source" ;;
esac
mkdir "$work/app"
(cd "$app" && find . -type f -regex "$pattern" -exec cp --parents -t "$work/app" {} +)
app="$work/app"
python3 "$values" "$app" > "$work/original.json"
python3 "$values" --comments "$app" > "$work/original-comments.json"
for format in strings xcstrings xliff android gettext; do
  [[ $format == "$source" ]] && continue
  rm -rf "$work/there" "$work/back" && mkdir -p "$work/there" "$work/back"
  "$herald" strings convert "$app" --to "$format" --output "$work/there/" > /dev/null 2> "$work/there.err" || true
  "$herald" strings convert "$work/there" --to "$source" --output "$work/back/" > /dev/null 2> "$work/back.err" || true
  python3 "$values" "$work/back" > "$work/back.json"
  python3 "$values" --comments "$work/back" > "$work/back-comments.json"
  python3 - "$format" "$work" <<'PY'
import json, re, sys
format, work = sys.argv[1], sys.argv[2]
pairs = [("translations", json.load(open(work + "/original.json")), json.load(open(work + "/back.json"))),
         ("comments", json.load(open(work + "/original-comments.json")), json.load(open(work + "/back-comments.json")))]
named = set()
# A file in no .lproj folder is named as a whole ([unlocalized-file]): its place and the
# source-language file it goes to.
moved = set()
commentless = set()
for name in ("there.err", "back.err"):
    text = open(f"{work}/{name}", errors="replace").read()
    for m in re.finditer(r"(?:warning|info|note|error): (?:\[[^\]]*\] )?'(.*?)': ", text):
        named.add(re.sub(r"\s", " ", m.group(1)))
    for line in text.splitlines():
        # A note that some locales' files had no comment where the key has one names the
        # comments those locales' files get back.
        if line.endswith("[key-comment]") and "Locales: " in line:
            commentless.update(line.split("Locales: ", 1)[1].rsplit(".", 1)[0].split())
        if line.endswith("[unlocalized-file]"):
            moved.update(re.sub(r"\.strings(dict)?$", "", path) for path in re.findall(r"'([^']+)'", line))
def moved_place(key):
    place = key.split("\t", 1)[0]
    return any(path == place or path.endswith("/" + place) for path in moved)
def shown(key):
    return re.sub(r"\s", " ", key)
line = []
for kind, original, final in pairs:
    differing = [k for k in set(original) | set(final) if original.get(k) != final.get(k)]
    unnamed = [k for k in differing
               if not moved_place(k)
               and not (kind == "comments" and k not in original
                        and re.sub(r"\.lproj/.*$", "", k.split("\t", 1)[0]) in commentless) and shown(k.split("\t", 1)[-1]) not in named
               and shown(k.split("\t", 1)[-1].split("\x04")[0]) not in named]
    line.append(f"{len(original)} {kind}, {len(differing)} differ, {len(unnamed)} named by no diagnostic"
                + (f" {sorted(unnamed)[:3]}" if unnamed else ""))
print(f"{format}: " + "; ".join(line))
PY
done
