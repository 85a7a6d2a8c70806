#!/bin/sh
# bench/build-rev.sh REV: builds the kplan of git revision REV (as `make
# build/kplan` builds it) into bench/.cache/kplan-REV, once, and prints
# the binary's path: what the before/after benchmarks compare with.
set -eu
rev=$1
cd "$(dirname "$0")/.."
d=bench/.cache/kplan-$rev
if [ ! -x "$d/build/kplan" ]; then
	rm -rf "$d"
	mkdir -p "$d"
	git archive "$rev" | tar -x -C "$d"
	make -s -C "$d" build/kplan >&2
fi
echo "$d/build/kplan"
