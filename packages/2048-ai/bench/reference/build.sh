#!/bin/sh
# Builds the reference driver from a checkout of https://github.com/nneonneo/2048-ai (its path the only argument):
#   git clone https://github.com/nneonneo/2048-ai /tmp/nn && sh bench/reference/build.sh /tmp/nn
# The driver lands in bench/reference/driver (not committed), where `npm run bench:search` looks for it.
set -eu
ref=${1:?usage: build.sh <path to a nneonneo/2048-ai checkout>}
here=$(dirname "$0")
# The reference's configure finds <unordered_map>; without it, its transposition table falls back to std::map.
if ! grep -q 'define HAVE_UNORDERED_MAP 1' "$ref/config.h" 2>/dev/null; then (cd "$ref" && ./configure >/dev/null); fi
g++ -O3 -march=native -I"$ref" -o "$here/driver" "$here/driver.cpp"
echo "built $here/driver"
