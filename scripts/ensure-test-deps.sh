#!/usr/bin/env bash
# What the e2e suite needs beyond npm: Debian's chromium and its headless shell (Playwright never downloads a browser
# here), a Thai system font, and the PostgreSQL on 127.0.0.1:5432 (installed on this kind of machine, sometimes stopped).
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else return 1; fi; }
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# The tests drive its headless shell (e2e/chromium.ts); Lighthouse and the artwork script the whole browser.
if [ -z "${CHROMIUM_PATH:-}" ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; }; then
  echo "--- installing Debian's chromium and chromium-headless-shell"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
fi

# The front of the production topology (scripts/front.mjs): Debian's nginx, with its brotli module. Its package would
# start a server on port 80 as it installs; policy-rc.d says no (the Debian way), and is removed again.
if [ ! -x /usr/sbin/nginx ] || [ ! -e /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ]; then
  echo "--- installing nginx"
  policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    policy=/usr/sbin/policy-rc.d
    printf '#!/bin/sh\nexit 101\n' | as_root tee "$policy" >/dev/null && as_root chmod +x "$policy"
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-filter >/dev/null || {
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-filter >/dev/null
  }
  [ -z "$policy" ] || as_root rm -f "$policy"
fi

# A phone's Thai face (Android's Noto Sans Thai): until Kanit arrives, Thai text is drawn in it, scaled to Kanit's
# widths (app/globals.css), so Lighthouse measures the swap as a phone would see it, not boxes in a font without Thai.
if ! fc-list :lang=th 2>/dev/null | grep -q "Noto Sans Thai"; then
  echo "--- installing Noto Sans Thai (fonts-noto-core)"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-core >/dev/null || {
    as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-core >/dev/null
  }
fi

if ! listening 5432 && [ -d /etc/postgresql ]; then
  echo "--- starting PostgreSQL"
  for version in /etc/postgresql/*; do
    as_root pg_ctlcluster --skip-systemctl-redirect "$(basename "$version")" main start || true
  done
  for _ in $(seq 1 30); do listening 5432 && break; sleep 1; done
fi
