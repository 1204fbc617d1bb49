# Corkboard developer commands. `make test` runs everything CI runs.
.PHONY: run demo test generate build fmt web bench bench-quick fuzz soak

# Builds bin/corkboard and serves the demo (SQLite and uploads in ./data).
run:
	@echo "make run: building bin/corkboard; the first build downloads and compiles the dependencies and takes a few minutes, later ones seconds"
	CGO_ENABLED=0 go build -o bin/corkboard ./cmd/corkboard
	bin/corkboard serve --demo

test:
	./scripts/test.sh

# Every fuzz target for FUZZTIME (default 3000x: inputs, not seconds) each; seeds in testdata/fuzz.
fuzz:
	./scripts/fuzz.sh

# 10 minutes (SOAK_DURATION) of mixed traffic at 70 % of the peak on
# PostgreSQL and MinIO; prints memory, goroutines and open files.
soak:
	./scripts/soak.sh

generate:
	go tool gqlgen generate

web:
	cd web && npm ci --no-audit --no-fund && npm run build

build:
	CGO_ENABLED=0 go build -o bin/corkboard ./cmd/corkboard

fmt:
	gofmt -w $$(git ls-files '*.go')

# The load benchmark (docs/benchmarks.md): seeds SQLite and PostgreSQL
# through the services, runs the built binary against a baseline, prints
# the table; the JSON report goes to bench-results/. Not part of `make test`.
bench: build
	go build -o bin/corkboard-bench ./cmd/corkboard-bench
	scripts/with-minio.sh bin/corkboard-bench $(BENCH_FLAGS)

# A small version of `make bench` (under two minutes).
bench-quick: build
	go build -o bin/corkboard-bench ./cmd/corkboard-bench
	scripts/with-minio.sh bin/corkboard-bench -quick $(BENCH_FLAGS)
