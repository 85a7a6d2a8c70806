#!/bin/sh
# tests/fuzz/build.sh TARGET OUTDIR
#
# Builds the libFuzzer target tests/fuzz/fuzz_TARGET.c into OUTDIR/TARGET,
# linked with every src/*.c but main.c, under AddressSanitizer and
# UndefinedBehaviorSanitizer (clang). The library objects are kept in
# OUTDIR/obj and rebuilt when a file under src/ is newer than they are, so
# building several targets compiles the sources once. Run from anywhere;
# OUTDIR is relative to the repository root.
set -eu
cd "$(dirname "$0")/../.."

if [ $# -ne 2 ]; then
	echo "usage: tests/fuzz/build.sh TARGET OUTDIR" >&2
	exit 2
fi
target=$1 out=$2
src=tests/fuzz/fuzz_$target.c
if [ ! -f "$src" ]; then
	echo "tests/fuzz/build.sh: no target $target ($src not found)" >&2
	exit 2
fi

CLANG=${CLANG:-clang}
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
pkgs="rdkafka xlsxwriter libcjson"
if ! pkg_cflags=$($PKG_CONFIG --cflags $pkgs) ||
	! pkg_libs=$($PKG_CONFIG --libs $pkgs); then
	echo "tests/fuzz/build.sh: pkg-config found no $pkgs" >&2
	exit 2
fi

# The repository's warnings, as errors, and the sanitizers that abort on
# the first report so that libFuzzer records the input as a crash.
warn="-std=c11 -Wall -Wextra -Wshadow -Wstrict-prototypes
      -Wmissing-prototypes -Werror"
san="-fsanitize=address,undefined -fno-sanitize-recover=all
     -fno-omit-frame-pointer"
cflags="-O1 -g -D_GNU_SOURCE -Isrc -I$out/gen $pkg_cflags"

# The version header main.c would get from make; nothing here prints it.
mkdir -p "$out/obj" "$out/gen"
if [ ! -f "$out/gen/version.h" ]; then
	echo '#define KP_VERSION "fuzz"' >"$out/gen/version.h"
fi

stamp=$out/obj/.built
if [ ! -f "$stamp" ] || [ -n "$(find src -newer "$stamp" -print | head -n 1)" ]; then
	rm -f "$out"/obj/*.o
	for c in src/*.c; do
		[ "$c" = src/main.c ] && continue
		o=$out/obj/$(basename "$c" .c).o
		# shellcheck disable=SC2086
		$CLANG $warn $cflags $san -fsanitize=fuzzer-no-link -c -o "$o" "$c"
	done
	touch "$stamp"
fi

# shellcheck disable=SC2086
$CLANG $warn $cflags $san -fsanitize=fuzzer -o "$out/$target" "$src" \
	"$out"/obj/*.o $pkg_libs -lpthread -lm
