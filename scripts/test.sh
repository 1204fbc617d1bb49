#!/usr/bin/env bash
# Runs every test: vet, formatting, generated-code freshness, the admin
# app's unit tests and build freshness (scripts/check-web.sh), then the
# whole Go suite on SQLite and on PostgreSQL, with storage on local disk and
# on a real MinIO server (scripts/with-minio.sh), and finally the admin in
# a real browser (scripts/test-e2e.sh). Under CI=true a required part that
# cannot run fails the run instead of being skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\n==> %s\n' "$*"; }

# What a fresh machine lacks (the MinIO server, psql, Chromium, Node.js) is
# installed first (scripts/install-deps.sh, a no-op when all is there).
# Where that is not allowed (no root, no apt-get), the parts that need
# what is missing skip, or fail under CI=true.
say "tools the tests need"
if ! scripts/install-deps.sh; then
  echo "could not install what is missing (scripts/install-deps.sh): the tests that need it will skip"
fi

say "go vet"
go vet ./...

say "gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './web/node_modules/*'))
if [ -n "$unformatted" ]; then
  echo "not gofmt-formatted:"; echo "$unformatted"; exit 1
fi

say "gqlgen output is fresh"
scripts/check-generated.sh

say "admin app: unit tests, type check, web/dist and generated types are fresh"
scripts/check-web.sh

# A fresh PostgreSQL database for this run; tests make one schema each.
pg_admin=${CORKBOARD_TEST_PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable}
pg_db="corkboard_test_$$_$RANDOM"
pg_ok=0
if command -v psql >/dev/null && psql "$pg_admin" -qAtc "CREATE DATABASE $pg_db" >/dev/null 2>&1; then
  pg_ok=1
  trap 'psql "$pg_admin" -qAtc "DROP DATABASE IF EXISTS $pg_db WITH (FORCE)" >/dev/null 2>&1 || true' EXIT
  base=${pg_admin%%\?*}
  export CORKBOARD_TEST_POSTGRES_URL="${base%/*}/$pg_db?sslmode=disable"
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL is required in CI but $pg_admin is not reachable"; exit 1
else
  echo "PostgreSQL not reachable at $pg_admin: PostgreSQL tests will be skipped"
fi

run_suites() {
  say "go test on SQLite (storage: local disk and MinIO)"
  CORKBOARD_TEST_DATABASE=sqlite go test -count=1 -timeout 20m ./...
  if [ "$pg_ok" = 1 ]; then
    say "go test on PostgreSQL (storage: local disk and MinIO)"
    CORKBOARD_TEST_DATABASE=postgres go test -count=1 -timeout 20m ./...
  fi
}
export -f run_suites say
export pg_ok

scripts/with-minio.sh bash -c 'set -euo pipefail; run_suites'

# The seed corpora (testdata/fuzz) ran with the suites above; in CI the
# targets are also fuzzed briefly (make fuzz runs them longer).
if [ "${CI:-}" = "true" ]; then
  say "fuzz targets, ${FUZZTIME:-3000x} each"
  FUZZTIME=${FUZZTIME:-3000x} scripts/fuzz.sh
fi

say "admin in a real browser (Chromium, playwright-core)"
scripts/test-e2e.sh

say "summary"
dbs="sqlite"; [ "$pg_ok" = 1 ] && dbs="sqlite, postgres"
echo "databases: $dbs; storage: local disk, MinIO; admin: unit tests, fresh build, browser"
