#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (the network is closed to browser downloads).
# Installs it when missing and we may; otherwise says how. DejaVu Sans is one of the system
# fonts the site's font fallbacks are sized for (app/globals.css); e2e/font-fallback.spec.ts
# needs one of them, so it comes with the browser.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ] && [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium from Debian's packages for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
  [ -x "$browser" ] && exit 0
fi
echo "Chromium not found at $browser. Install it (apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
