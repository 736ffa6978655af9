#!/usr/bin/env bash
# The Jest suite at other instants (docs/operations.md, "The suite at any instant"): the same
# tests, with the clock of every Jest process moved by libfaketime and the time zone set, so a
# rule or a test that leans on today's date, the host's zone, a DST switch or the year's end
# fails here rather than on the day it comes. The clock keeps running from the instant given.
#
#   scripts/test-any-day.sh                          every instant below, one after the other
#   scripts/test-any-day.sh christmas-eve next-year  some of them
#   scripts/test-any-day.sh fall-back -- lib/booking some of them, on some test files
#
# PGlite only: the PostgreSQL server keeps its own clock, which faketime does not reach.
set -euo pipefail
cd "$(dirname "$0")/.."

# name | TZ | instant (GNU date syntax; "now + 1 year" is read when that run starts)
INSTANTS=(
  "christmas-eve|America/New_York|2026-12-24 23:30 -05:00"
  "new-years-eve|America/New_York|2026-12-31 23:30 -05:00"
  "spring-forward|America/New_York|2027-03-14 07:30 -04:00"
  "fall-back|America/New_York|2026-11-01 01:30 -04:00"
  "next-year|UTC|now + 1 year"
)

wanted=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do wanted+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
jest_args=("$@")

bash scripts/ensure-faketime.sh
mkdir -p reports
unset TEST_DATABASE_URL

failed=()
for entry in "${INSTANTS[@]}"; do
  IFS="|" read -r name zone instant <<<"$entry"
  if [ ${#wanted[@]} -gt 0 ] && [[ ! " ${wanted[*]} " == *" $name "* ]]; then continue; fi
  target="$(date -d "$instant" +%s)"
  offset=$((target - $(date +%s)))
  echo "== $name: $(TZ="$zone" date -d "@$target" '+%Y-%m-%d %H:%M %Z') (TZ=$zone)"
  started=$(date +%s)
  # Monotonic clocks stay real: they measure durations (timers, timeouts), not the date.
  if TZ="$zone" FAKETIME_DONT_FAKE_MONOTONIC=1 NODE_OPTIONS=--experimental-vm-modules \
    faketime -f "$( [ $offset -ge 0 ] && echo + )${offset}s" \
    npx jest --maxWorkers="${JEST_WORKERS:-2}" --json --outputFile="reports/unit-$name.json" "${jest_args[@]}"; then
    echo "== $name: passed in $(( $(date +%s) - started )) s"
  else
    echo "== $name: FAILED after $(( $(date +%s) - started )) s (reports/unit-$name.json)"
    failed+=("$name")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed at: ${failed[*]}" >&2
  exit 1
fi
