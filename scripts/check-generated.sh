#!/usr/bin/env bash
# Fails when the committed gqlgen output differs from what the schema
# generates. It regenerates in a scratch copy, so the tree is untouched.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Copy the module without VCS data and build output.
tar --exclude=./.git --exclude=./data --exclude='./web/node_modules' -cf - . | (cd "$tmp" && tar -xf -)
(cd "$tmp" && go tool gqlgen generate)
if ! diff -ru graph "$tmp/graph" >"$tmp.diff" 2>&1; then
  echo "generated GraphQL code is stale: run 'make generate' and commit the result"
  head -50 "$tmp.diff"
  rm -f "$tmp.diff"
  exit 1
fi
rm -f "$tmp.diff"
echo "gqlgen output is up to date"
