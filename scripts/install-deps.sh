#!/usr/bin/env bash
# Installs what the test suite needs and a fresh machine lacks: the MinIO
# server (built from the Go module proxy at a pinned version) and psql.
set -euo pipefail
MINIO_VERSION=v0.0.0-20260212201848-7aac2a2c5b7c
gobin="$(go env GOPATH)/bin"
if [ ! -x "$gobin/minio" ]; then
  echo "installing MinIO $MINIO_VERSION (first build takes a few minutes)"
  go install "github.com/minio/minio@$MINIO_VERSION"
fi
if ! command -v psql >/dev/null; then
  apt-get update -qq && apt-get install -y -qq postgresql-client >/dev/null
fi
