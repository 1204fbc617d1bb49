#!/usr/bin/env bash
# Runs the admin's browser tests (web/e2e, Node's test runner): they build
# the binary, start `serve` on a free loopback port with a throwaway SQLite
# data directory, and drive Debian's Chromium (/usr/bin/chromium, or
# $CORKBOARD_CHROMIUM) headless through playwright-core. Screenshots of the
# main screens land in artifacts/screenshots/.
#
# Without Node.js or Chromium it skips, or fails under CI=true.
set -euo pipefail
cd "$(dirname "$0")/../web"

missing() {
  if [ "${CI:-}" = "true" ]; then echo "required in CI: $1"; exit 1; fi
  echo "skipped: $1 (the admin browser tests need it)"; exit 0
}
command -v node >/dev/null || missing "Node.js >= 20.19"
[ -x "${CORKBOARD_CHROMIUM:-/usr/bin/chromium}" ] || missing "Chromium at ${CORKBOARD_CHROMIUM:-/usr/bin/chromium} (apt-get install chromium)"

if [ ! -d node_modules/playwright-core ]; then
  npm ci --prefer-offline --no-audit --no-fund --loglevel=error
fi
node --test --test-concurrency=1 --test-reporter=spec e2e/
