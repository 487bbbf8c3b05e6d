#!/usr/bin/env bash
# End-to-end tests in real Chromium against the real API and both apps (started by Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/ensure-chromium.sh
npx playwright test -c apps/e2e/playwright.config.ts "$@"
