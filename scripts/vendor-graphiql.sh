#!/usr/bin/env bash
# Vendors GraphiQL's browser assets into graph/graphiql/, so that /graphql
# serves GraphiQL from the binary (no CDN: it works offline). The versions
# and SHA-256 digests are the ones gqlgen's playground pins; a package
# whose file does not match its digest is refused. The files are stored
# gzipped (gzip -9 -n: reproducible) with the packages' licenses.
#
#   scripts/vendor-graphiql.sh        # needs npm and the npm registry
set -euo pipefail
cd "$(dirname "$0")/.."
out=graph/graphiql
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# package@version  file in the package  name served  sha256 (base64)
assets=(
	"graphiql@4.1.2 graphiql.min.js graphiql-4.1.2.min.js hnImuor1znlJkD/FOTL3jayfS/xsyNoP04abi8bFJWs="
	"graphiql@4.1.2 graphiql.min.css graphiql-4.1.2.min.css MEh+B2NdMSpj9kexQNN3QKc8UzMrCXW/Sx/phcpuyIU="
	"react@18.2.0 umd/react.production.min.js react-18.2.0.production.min.js S0lp+k7zWUMk2ixteM6HZvu8L9Eh//OVrt+ZfbCpmgY="
	"react-dom@18.2.0 umd/react-dom.production.min.js react-dom-18.2.0.production.min.js IXWO0ITNDjfnNXIu5POVfqlgYoop36bDzhodR6LW5Pc="
)
for a in "${assets[@]}"; do
	read -r pkg file name sum <<<"$a"
	dir="$tmp/${pkg//[@\/]/_}"
	if [ ! -d "$dir" ]; then
		mkdir -p "$dir"
		(cd "$tmp" && npm pack --silent "$pkg" >/dev/null)
		tar xzf "$tmp"/*.tgz -C "$dir"
		rm "$tmp"/*.tgz
		cp "$dir/package/LICENSE" "$out/LICENSE.${pkg%@*}"
	fi
	got=$(openssl dgst -sha256 -binary "$dir/package/$file" | base64)
	if [ "$got" != "$sum" ]; then
		echo "$pkg $file: sha256-$got, want sha256-$sum" >&2
		exit 1
	fi
	gzip -9 -n -c "$dir/package/$file" >"$out/$name.gz"
	echo "$out/$name.gz ($pkg $file)"
done
