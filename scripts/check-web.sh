#!/usr/bin/env bash
# Checks the admin app (web/): installs its packages from the lockfile
# (npm ci), runs its unit tests and type check, and fails when the
# committed build (web/dist, embedded in the binary) or the generated
# GraphQL types (web/src/gql) differ from what the sources produce. It
# builds into a scratch directory, so the tree is untouched.
#
# Without Node.js it skips, or fails under CI=true.
set -euo pipefail
cd "$(dirname "$0")/../web"

if ! command -v npm >/dev/null; then
  if [ "${CI:-}" = "true" ]; then echo "Node.js/npm is required in CI"; exit 1; fi
  echo "skipped: npm not found (install Node.js >= 20.19 to check the admin build)"; exit 0
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "npm ci"
npm ci --prefer-offline --no-audit --no-fund --loglevel=error

echo "generated GraphQL types are fresh"
CODEGEN_OUT="$tmp/gql/" npx --no-install graphql-codegen --config codegen.ts
if ! diff -ru src/gql "$tmp/gql"; then
  echo "web/src/gql is stale: run 'npm run build' in web/ and commit the result"; exit 1
fi

echo "type check and unit tests"
npm run --silent typecheck
npx --no-install vitest run --reporter=dot

echo "web/dist is what the sources build"
npx --no-install vite build --outDir "$tmp/dist" --emptyOutDir --logLevel warn
if ! diff -r dist "$tmp/dist"; then
  echo "web/dist is stale: run 'npm run build' in web/ and commit the result"; exit 1
fi
echo "web/dist is up to date"
