#!/usr/bin/env bash
# Runs every fuzz target (func Fuzz* in *_test.go) briefly:
#
#   scripts/fuzz.sh                    # FUZZTIME=3000x: 3,000 inputs per target
#   FUZZTIME=200000x scripts/fuzz.sh   # longer
#   scripts/fuzz.sh FuzzParams         # only the targets named
#
# The budget is a count of inputs, not a duration: with a duration, Go 1.26's
# fuzz coordinator can fail a target with a bare "context deadline exceeded"
# at the deadline when a worker is mid-input (golang/go#75804, fixed in Go
# 1.27). A count has no deadline to race. FUZZTIME=30s still works, with that
# risk.
#
# Seed corpora live in testdata/fuzz/<target>/ next to each target and run
# with every `go test`; what the fuzzer finds interesting stays in the Go
# build cache. A failing input is written to testdata/fuzz/<target>/ by
# `go test`: commit it with the fix, so it runs as a test from then on.
# Interesting inputs are minimised in at most FUZZMINIMIZETIME (100x) runs:
# targets that run the whole app would otherwise spend a minute on each.
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime=${FUZZTIME:-3000x}
minimize=${FUZZMINIMIZETIME:-100x}

mapfile -t targets < <(grep -rEo --include='*_test.go' --exclude-dir=node_modules '^func Fuzz[A-Za-z0-9_]+' . |
	sed -E 's#^\./(.*)/[^/]+_test\.go:func (Fuzz[A-Za-z0-9_]+)$#\1 \2#' | sort)
if [ ${#targets[@]} -eq 0 ]; then
	echo "no fuzz targets found"; exit 1
fi
failed=()
ran=0
for t in "${targets[@]}"; do
	dir=${t% *}
	name=${t#* }
	if [ $# -gt 0 ] && [[ " $* " != *" $name "* ]]; then
		continue
	fi
	echo "==> $name ($dir, $fuzztime)"
	if ! go test -run '^$' -fuzz "^${name}\$" -fuzztime "$fuzztime" -fuzzminimizetime "$minimize" "./$dir" 2>&1 | tail -n 4; then
		failed+=("$name")
	fi
	ran=$((ran + 1))
done
if [ ${#failed[@]} -gt 0 ]; then
	echo "fuzzing failed: ${failed[*]} (the failing inputs are in testdata/fuzz/)"
	exit 1
fi
echo "fuzzed $ran targets for $fuzztime each"
