#!/usr/bin/env bash
# The soak test (make soak): the built binary on PostgreSQL and a
# throwaway MinIO server under 70 % of its measured peak throughput for
# SOAK_DURATION (default 10m; e.g. SOAK_DURATION=90s for a short run). It
# prints the live heap, resident memory, goroutines and open files at a
# fifth of the run (minute 2 of 10) and at its end, and fails on any 5xx
# or failed request, or on more than 10 % growth between the two. Not part
# of make test.
set -euo pipefail
cd "$(dirname "$0")/.."
pg_admin=${CORKBOARD_TEST_PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable}
pg_db="corkboard_soak_$$_$RANDOM"
if ! psql "$pg_admin" -qAtc "CREATE DATABASE $pg_db" >/dev/null; then
  echo "the soak test needs PostgreSQL at $pg_admin"; exit 1
fi
trap 'psql "$pg_admin" -qAtc "DROP DATABASE IF EXISTS $pg_db WITH (FORCE)" >/dev/null 2>&1 || true' EXIT
base=${pg_admin%%\?*}
export CORKBOARD_TEST_POSTGRES_URL="${base%/*}/$pg_db?sslmode=disable"
export CORKBOARD_TEST_DATABASE=postgres CORKBOARD_SOAK=1 CI=true
scripts/with-minio.sh go test -count=1 -timeout 40m -run '^TestSoak$' -v ./cmd/corkboard
