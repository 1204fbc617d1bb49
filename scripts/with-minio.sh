#!/usr/bin/env bash
# Usage: scripts/with-minio.sh CMD [ARGS...]
#
# Runs CMD with a throwaway MinIO server on a free loopback port and
# CORKBOARD_TEST_S3_URL pointing at it, e.g.
#
#   scripts/with-minio.sh go test -count=1 ./storage/...
#
# The MinIO binary is installed with `go install` on first use (this takes a
# few minutes). The server, its data directory and its log are removed when
# CMD finishes; the script exits with CMD's status.
set -euo pipefail

MINIO_PKG=github.com/minio/minio@v0.0.0-20260212201848-7aac2a2c5b7c
START_TIMEOUT=60 # seconds to wait for the server to answer health checks

if [[ $# -eq 0 ]]; then
	echo "usage: $0 CMD [ARGS...]" >&2
	exit 2
fi

log() { echo "with-minio: $*" >&2; }

gobin="$(go env GOBIN)"
[[ -n "$gobin" ]] || gobin="$(go env GOPATH)/bin"
minio="$gobin/minio"

install_minio() {
	[[ -x "$minio" ]] && return 0
	log "installing $MINIO_PKG into $gobin (first run only, takes a few minutes)"
	go install "$MINIO_PKG"
}

if [[ ! -x "$minio" ]]; then
	mkdir -p "$gobin"
	if command -v flock >/dev/null; then
		# Serialize concurrent first runs: the second one waits, then finds
		# the binary instead of starting another build.
		exec 9>"$gobin/.minio-install.lock"
		flock 9
		install_minio
		flock -u 9
		exec 9>&-
	else
		install_minio
	fi
fi

tmp="$(mktemp -d "${TMPDIR:-/tmp}/with-minio.XXXXXX")"
pid=""

cleanup() {
	if [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null; then
		kill "$pid" 2>/dev/null || true
		for _ in $(seq 50); do
			kill -0 "$pid" 2>/dev/null || break
			sleep 0.2
		done
		kill -9 "$pid" 2>/dev/null || true
		wait "$pid" 2>/dev/null || true
	fi
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

free_port() {
	if command -v python3 >/dev/null; then
		python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
		return
	fi
	local p
	for _ in $(seq 100); do
		p=$((20000 + RANDOM % 40000))
		# A refused connection means nothing listens there.
		if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
			echo "$p"
			return
		fi
	done
	log "no free port found"
	return 1
}

rand_hex() { od -An -N"$1" -tx1 /dev/urandom | tr -d ' \n'; }

user="ck$(rand_hex 6)"
pass="$(rand_hex 16)"

# Start the server; retry with new ports if one got taken in the meantime.
started=""
for attempt in 1 2 3; do
	port="$(free_port)"
	console_port="$(free_port)"
	[[ "$port" != "$console_port" ]] || continue
	rm -rf "$tmp/data"
	mkdir -p "$tmp/data"
	MINIO_ROOT_USER="$user" MINIO_ROOT_PASSWORD="$pass" \
		MINIO_UPDATE=off MINIO_CI_CD=1 MINIO_BROWSER=off \
		"$minio" server --quiet \
		--address "127.0.0.1:$port" \
		--console-address "127.0.0.1:$console_port" \
		"$tmp/data" >"$tmp/minio.log" 2>&1 &
	pid=$!
	deadline=$((SECONDS + START_TIMEOUT))
	while ((SECONDS < deadline)); do
		if ! kill -0 "$pid" 2>/dev/null; then
			wait "$pid" 2>/dev/null || true
			pid=""
			log "MinIO exited during startup (attempt $attempt):"
			tail -n 20 "$tmp/minio.log" >&2 || true
			break
		fi
		if curl -sf "http://127.0.0.1:$port/minio/health/live" >/dev/null &&
			curl -sf "http://127.0.0.1:$port/minio/health/ready" >/dev/null; then
			started=1
			break
		fi
		sleep 0.2
	done
	[[ -n "$started" ]] && break
	if [[ -n "$pid" ]]; then
		log "MinIO did not become healthy within ${START_TIMEOUT}s; log:"
		tail -n 20 "$tmp/minio.log" >&2 || true
		exit 1
	fi
done
if [[ -z "$started" ]]; then
	log "could not start MinIO"
	exit 1
fi

export CORKBOARD_TEST_S3_URL="s3://$user:$pass@127.0.0.1:$port/corkboard-test?secure=false&region=us-east-1"
echo "MinIO: running at 127.0.0.1:$port"

# Run CMD in the background (keeping our stdin) so INT/TERM sent to this
# script reach it at once instead of waiting for it to finish.
"$@" <&0 &
cmd_pid=$!
trap 'kill -INT "$cmd_pid" 2>/dev/null || true' INT
trap 'kill -TERM "$cmd_pid" 2>/dev/null || true' TERM
set +e
while kill -0 "$cmd_pid" 2>/dev/null; do
	wait "$cmd_pid"
done
wait "$cmd_pid"
status=$?
set -e
exit "$status"
