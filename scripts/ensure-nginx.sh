#!/usr/bin/env bash
# The multi-host browser tests put nginx in front of two servers (deploy/nginx). Installs it
# from Debian's packages when missing and we may, without letting the package start the
# system's own nginx on port 80: the tests start theirs on a free port and stop it after.
set -euo pipefail
binary="${NGINX_PATH:-$(command -v nginx || echo /usr/sbin/nginx)}"
if [ -x "$binary" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing nginx from Debian's packages for the multi-host tests..."
  export DEBIAN_FRONTEND=noninteractive
  # policy-rc.d answering 101 tells the package scripts not to start (or restart) services.
  policy=/usr/sbin/policy-rc.d
  had_policy=false
  if [ -e "$policy" ]; then had_policy=true; cp -p "$policy" "$policy.bb-saved"; fi
  printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy"
  restore() { if $had_policy; then mv "$policy.bb-saved" "$policy"; else rm -f "$policy"; fi; }
  trap restore EXIT
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends nginx-light >/dev/null 2>&1 \
    || apt-get install -y -qq --no-install-recommends nginx >/dev/null
  [ -x /usr/sbin/nginx ] && exit 0
fi
echo "nginx not found. Install it (apt-get install nginx-light) or set NGINX_PATH." >&2
exit 1
