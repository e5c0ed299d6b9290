#!/bin/sh
# Runs libFuzzer targets of herald-fuzz (built by `make fuzz` with -sanitize=fuzzer,address).
#   scripts/fuzz.sh BINARY SECONDS [TARGET]
# FUZZ_ARGS adds libFuzzer options, e.g. FUZZ_ARGS="-fork=1 -ignore_crashes=1" to go on after a crash.
# Each target (every folder of Tests/Fuzz/Seeds, or only TARGET) runs for SECONDS with its corpus in
# .build-fuzz/corpus/<target> (seeded from Tests/Fuzz/Seeds/<target>, kept between runs); a crash, a
# leak of memory safety or an input slower than 10 s is written to .build-fuzz/crashes/<target>/ and
# the log to .build-fuzz/logs/<target>.log. Prints each target's executions; exits 1 if any failed.
set -u
binary=$1
seconds=$2
only=${3:-}
seeds=Tests/Fuzz/Seeds
scratch=.build-fuzz
failed=""
total=0
for dir in "$seeds"/*/; do
  target=$(basename "$dir")
  [ -z "$only" ] || [ "$only" = "$target" ] || continue
  corpus=$scratch/corpus/$target
  crashes=$scratch/crashes/$target
  log=$scratch/logs/$target.log
  mkdir -p "$corpus" "$crashes" "$scratch/logs"
  : > "$log.start"
  HERALD_FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 \
    "$binary" "$corpus" "$dir" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=16384 -print_final_stats=1 -artifact_prefix="$crashes/" ${FUZZ_ARGS:-} > "$log" 2>&1
  status=$?
  # The final statistics, or in fork mode the last status line ("#1234: cov: …").
  runs=$(sed -n -e 's/^stat::number_of_executed_units: *//p' -e 's/^#\([0-9]*\): cov:.*/\1/p' "$log" | tail -n 1)
  found=$(find "$crashes" -type f -newer "$log.start" | wc -l)
  total=$((total + 1))
  if [ $status -eq 0 ] && [ "$found" -eq 0 ]; then
    printf '  %-18s %12s executions in %ss, corpus %s inputs\n' "$target" "${runs:-?}" "$seconds" "$(ls "$corpus" | wc -l)"
  else
    failed="$failed $target"
    printf '  %-18s FAILED (exit %s, %s new inputs in %s) after %s executions; see %s\n' "$target" "$status" \
      "$found" "$crashes" "${runs:-?}" "$log"
    grep -m 1 -E 'ERROR: |Fatal error|SUMMARY' "$log" | sed 's/^/    /'
  fi
done
if [ $total -eq 0 ]; then
  echo "no fuzz target named '$only'; the targets: $(ls "$seeds" | tr '\n' ' ')" >&2
  exit 2
fi
if [ -n "$failed" ]; then
  echo "fuzzing found inputs that fail:$failed (make each a regression file under Tests/Fuzz/Regressions/<target>/ with its fix)"
  exit 1
fi
echo "fuzzing found nothing in $total targets"
