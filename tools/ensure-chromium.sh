#!/usr/bin/env bash
# Playwright drives Debian's Chromium (never a downloaded browser). Install it through apt when we can.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium through apt (needed by the end-to-end tests)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $chromium_path. Install it with: sudo apt-get install -y chromium" >&2
echo "(or point CHROMIUM_PATH at a Chromium binary), then run the tests again." >&2
exit 1
