#!/usr/bin/env bash
# Installs what the test suite needs and a fresh machine lacks: the MinIO
# server (built from the Go module proxy at a pinned version), psql,
# xmllint (libxml2-utils: the job feed's tests check it with libxml2),
# Chromium for the admin's browser tests, and Node.js/npm for the admin
# build (Debian's packages; the admin needs Node.js >= 20.19).
set -euo pipefail
MINIO_VERSION=v0.0.0-20260212201848-7aac2a2c5b7c
gobin="$(go env GOPATH)/bin"
if [ ! -x "$gobin/minio" ]; then
  echo "installing MinIO $MINIO_VERSION (first build takes a few minutes)"
  go install "github.com/minio/minio@$MINIO_VERSION"
fi
packages=()
command -v psql >/dev/null || packages+=(postgresql-client)
command -v xmllint >/dev/null || packages+=(libxml2-utils)
[ -x /usr/bin/chromium ] || packages+=(chromium)
command -v npm >/dev/null || packages+=(nodejs npm)
if [ ${#packages[@]} -gt 0 ]; then
  echo "installing ${packages[*]}"
  apt-get update -qq && apt-get install -y -qq "${packages[@]}" >/dev/null
fi
