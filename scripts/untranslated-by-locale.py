#!/usr/bin/env python3
"""Per-locale counts of the texts VoiceOver speaks untranslated, from `herald audit --format json`.

Reads the JSON report (a file, or standard input) of an audit that found the app's translations and
counts, for every locale a finding names:
  missing    - accessibility-text-untranslated, and label-not-in-string-table's missing-key
               (the locale has no translation for the text's key);
  identical  - translation-identical-or-empty's identical (needs review: maybe a copy);
  empty      - translation-identical-or-empty's empty.

Usage:
  herald audit APP --only accessibility-text-untranslated,label-not-in-string-table,translation-identical-or-empty \\
      --format json | scripts/untranslated-by-locale.py [--markdown] [--top N]
"""
import argparse
import json
import sys


def tally(report):
    counts = {}
    for finding in report.get("findings", []):
        rule, key = finding.get("ruleId"), finding.get("messageKey")
        column = None
        if rule == "accessibility-text-untranslated" or (rule == "label-not-in-string-table" and key == "missing-key"):
            column = "missing"
        elif rule == "translation-identical-or-empty" and key in ("identical", "empty"):
            column = key
        locales = finding.get("arguments", {}).get("locales")
        if column is None or not locales:
            continue
        for locale in locales.split(", "):
            counts.setdefault(locale, {"missing": 0, "identical": 0, "empty": 0})[column] += 1
    return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("report", nargs="?", help="the JSON report; standard input when omitted")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("--top", type=int, default=0, help="only the N locales with the most untranslated texts")
    arguments = parser.parse_args()
    text = open(arguments.report, encoding="utf-8").read() if arguments.report else sys.stdin.read()
    try:
        report = json.loads(text)
    except json.JSONDecodeError as error:
        sys.exit(f"untranslated-by-locale: the report is not JSON ({error}); run herald audit with --format json")
    counts = tally(report)
    rows = sorted(counts.items(), key=lambda item: (-(item[1]["missing"] + item[1]["identical"] + item[1]["empty"]), item[0]))
    if arguments.top:
        rows = rows[: arguments.top]
    if arguments.markdown:
        print("| locale | missing | identical (review) | empty |")
        print("|---|---:|---:|---:|")
        for locale, row in rows:
            print(f"| {locale} | {row['missing']} | {row['identical']} | {row['empty']} |")
    else:
        for locale, row in rows:
            print(f"{locale}\t{row['missing']}\t{row['identical']}\t{row['empty']}")
    print(f"{len(counts)} locales with untranslated texts", file=sys.stderr)


if __name__ == "__main__":
    main()
