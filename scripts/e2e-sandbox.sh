#!/usr/bin/env bash
# Builds and runs Playwright in a private copy of the working tree, so that several people (or
# agents) working in one checkout never rebuild .next under each other's running server.
#   scripts/e2e-sandbox.sh NAME [playwright args...]     e.g. scripts/e2e-sandbox.sh booking e2e/booking.spec.ts
set -euo pipefail
name="${1:?usage: scripts/e2e-sandbox.sh NAME [playwright args...]}"
shift
source_dir="$(cd "$(dirname "$0")/.." && pwd)"
sandbox="/tmp/e2e-sandbox-${name}"
mkdir -p "$sandbox"
rsync -a --delete \
  --exclude node_modules --exclude .next --exclude dist --exclude .data --exclude test-results \
  --exclude reports --exclude playwright-report --exclude .git --exclude .lock-sum \
  "$source_dir/" "$sandbox/"
# Hard links: a full node_modules in seconds, without copying bytes; renewed when the lock changes.
lock_sum="$(sha1sum "$source_dir/package-lock.json" | cut -d' ' -f1)"
if [ ! -d "$sandbox/node_modules" ] || [ "$(cat "$sandbox/.lock-sum" 2>/dev/null)" != "$lock_sum" ]; then
  rm -rf "$sandbox/node_modules"
  cp -al "$source_dir/node_modules" "$sandbox/node_modules"
  echo "$lock_sum" >"$sandbox/.lock-sum"
fi
cd "$sandbox"
npm run build >"$sandbox/build.log" 2>&1 || { tail -40 "$sandbox/build.log"; exit 1; }
TZ=UTC npx playwright test "$@"
