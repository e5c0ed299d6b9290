#!/usr/bin/env python3
"""Prints the findings-per-rule table of docs/audit.md from `herald audit … --format json` output.

    herald audit ../shared/corpus/ib --format json --fail-on never > corpus.json
    python3 scripts/audit-table.py corpus.json
"""
import json
import sys

report = json.load(open(sys.argv[1]))
files = {}
for finding in report["findings"]:
    files.setdefault(finding["ruleId"], set()).add(finding["file"])
rows = sorted(report["rules"], key=lambda rule: (-(rule["violations"] + rule["needsReview"]), rule["id"]))
for rule in rows:
    print(f"| `{rule['id']}` | {rule['violations']} | {rule['needsReview']} | {rule['passes']} | {len(files.get(rule['id'], ()))} |")
summary = report["summary"]
print(f"| **all rules** | **{summary['violations']}** | **{summary['needsReview']}** | | |")
