#!/usr/bin/env python3
"""Draws a fresh, reproducible sample of findings to judge, stratified by rule and app.

    herald audit ../shared/corpus/apps --format json --fail-on never > apps.json
    python3 scripts/sample-findings.py apps.json --seed 39 --per-stratum 1 --kind violation \\
        --apps "jellyfin+Swiftfin,apple+sample-food-truck" > sample.tsv

Every (rule, app) pair among the findings of the named apps is one stratum; from each, up to
--per-stratum findings are drawn with Python's `random.Random(seed)`, strata in sorted order, so the
same report, seed and apps give the same sample. --exclude-judged leaves out the findings earlier
verdict tables judged, so a new draw is fresh. Prints a TSV (app-relative file, line, rule, kind,
message) for judges, who add a verdict and a reason.
"""
import argparse
import json
import random
import sys

parser = argparse.ArgumentParser()
parser.add_argument("report")
parser.add_argument("--seed", type=int, required=True)
parser.add_argument("--per-stratum", type=int, default=1)
parser.add_argument("--kind", choices=["violation", "needs-review", "any"], default="violation")
parser.add_argument("--apps", required=True, help="comma-separated folder names under corpus/apps")
parser.add_argument("--rules", default="", help="comma-separated rule ids (default: every rule)")
parser.add_argument("--exclude-rules", default="", help="comma-separated rule ids left out")
parser.add_argument("--suffix", default="", help="only findings in files whose name ends so (.swift: SwiftUI source)")
parser.add_argument("--swiftui-only", action="store_true", help="only findings in files that import SwiftUI and declare a view")
parser.add_argument("--exclude-judged", nargs="*", default=[], help="verdict TSVs whose (file, line, rule) rows are left out")
args = parser.parse_args()

apps = [name for name in args.apps.split(",") if name]
rules = {rule for rule in args.rules.split(",") if rule}
excluded = {rule for rule in args.exclude_rules.split(",") if rule}
report = json.load(open(args.report))
judged = set()
for table in args.exclude_judged:
    for row in open(table, encoding="utf-8"):
        cells = row.rstrip("\n").split("\t")
        if len(cells) > 2 and cells[0].startswith("apps/"):
            judged.add((cells[0], cells[1], cells[2]))
views = {}


def declares_view(path):
    if path not in views:
        text = open(path, encoding="utf-8", errors="replace").read()
        views[path] = "import SwiftUI" in text and "some View" in text
    return views[path]


strata = {}
for finding in report["findings"]:
    if finding.get("suppression"):
        continue
    if args.kind != "any" and finding["kind"] != args.kind:
        continue
    if rules and finding["ruleId"] not in rules:
        continue
    if finding["ruleId"] in excluded:
        continue
    path = finding["file"]
    if not path.endswith(args.suffix):
        continue
    app = next((name for name in apps if f"apps/{name}/" in path), None)
    if app is None:
        continue
    if (path[path.index("apps/") :], str(finding["line"]), finding["ruleId"]) in judged:
        continue
    if args.swiftui_only and not declares_view(path):
        continue
    strata.setdefault((finding["ruleId"], app), []).append(finding)

generator = random.Random(args.seed)
print("file\tline\trule\tkind\ttarget\tstate\tmessage")
for key in sorted(strata):
    findings = sorted(strata[key], key=lambda f: (f["file"], f["line"], f["column"], f["message"]))
    for finding in generator.sample(findings, min(args.per_stratum, len(findings))):
        path = finding["file"]
        relative = path[path.index("apps/") :]
        message = finding["message"].replace("\t", " ").replace("\n", " ")
        print(f"{relative}\t{finding['line']}\t{finding['ruleId']}\t{finding['kind']}\t{finding.get('target') or ''}\t{finding.get('state') or ''}\t{message}")
print(f"# {len(strata)} strata, seed {args.seed}", file=sys.stderr)
