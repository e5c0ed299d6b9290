#!/usr/bin/env bash
# The step of Herald's GitHub Action (action.yml): audits a path, writes a job summary, annotates
# the files (within GitHub's limits) and, when asked, a SARIF file for code scanning. Exercised by
# GitHubActionTests with the built herald.
#
# Environment (set by action.yml from its inputs):
#   HERALD               the herald binary
#   HERALD_PATH          what to audit (default .)
#   HERALD_FAIL_ON       note | warning | error (default) | never
#   HERALD_SARIF         a file to write SARIF 2.1.0 to; empty for none
#   HERALD_ARGS          more `herald audit` options, split on spaces (e.g. "--changed-since origin/main")
#   GITHUB_STEP_SUMMARY  the job summary file GitHub gives the step (the summary is skipped without it)
set -u
herald=${HERALD:?HERALD must name the herald binary}
path=${HERALD_PATH:-.}
fail_on=${HERALD_FAIL_ON:-error}
read -r -a extra <<< "${HERALD_ARGS:-}"

if [ -n "${HERALD_SARIF:-}" ]; then
  "$herald" audit "$path" "${extra[@]}" --format sarif --output "$HERALD_SARIF" --fail-on never || status=$?
  if [ "${status:-0}" -ge 2 ]; then echo "::warning title=herald::some inputs could not be audited (see the SARIF notifications)"; fi
fi
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  "$herald" audit "$path" "${extra[@]}" --format markdown --fail-on never >> "$GITHUB_STEP_SUMMARY" || true
fi
# The annotations, and the step's result: 1 when a violation is at or above --fail-on, 2 when an
# input could not be audited.
"$herald" audit "$path" "${extra[@]}" --format github --fail-on "$fail_on"
