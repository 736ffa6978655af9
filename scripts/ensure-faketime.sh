#!/usr/bin/env bash
# The suite's runs at other instants (scripts/test-any-day.sh) move every clock of the Jest
# processes with libfaketime: Node's Date, and PGlite's now() through it. Installs Debian's
# `faketime` when missing and we may; otherwise says how.
set -euo pipefail
if command -v faketime >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing faketime (libfaketime) from Debian's packages for the runs at other instants..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends faketime >/dev/null
  command -v faketime >/dev/null 2>&1 && exit 0
fi
echo "faketime not found. Install it (apt-get install faketime, or brew install libfaketime)." >&2
exit 1
