# Corkboard developer commands. `make test` runs everything CI runs.
.PHONY: run demo test generate build fmt web fuzz soak

run:
	go run ./cmd/corkboard serve --demo

test:
	./scripts/test.sh

# Every fuzz target for FUZZTIME (default 5s) each; seeds in testdata/fuzz.
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
