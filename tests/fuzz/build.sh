#!/bin/sh
# tests/fuzz/build.sh TARGET OUTDIR
#
# Builds the libFuzzer target tests/fuzz/fuzz_TARGET.c into OUTDIR/TARGET,
# linked with the base, plan and results layers only (src/base, src/plan,
# src/results: every target fuzzes a parser of those layers), under
# AddressSanitizer and UndefinedBehaviorSanitizer (clang). They are
# compiled and linked without librdkafka's or libxlsxwriter's flags:
# those layers need neither (docs/style.md). Its table of librdkafka's property names is
# generated at build time, as make does (src/kafka/gen_rdtables.c). The
# objects are kept in OUTDIR/obj and rebuilt when a file under src/ is
# newer than they are, so building several targets compiles the sources
# once. Run from anywhere; OUTDIR is relative to the repository root.
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
pkgs="libcjson"
if ! pkg_cflags=$($PKG_CONFIG --cflags $pkgs) ||
	! pkg_libs=$($PKG_CONFIG --libs $pkgs) ||
	! rd_flags=$($PKG_CONFIG --cflags --libs rdkafka); then
	echo "tests/fuzz/build.sh: pkg-config found no $pkgs or rdkafka" >&2
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
if [ ! -f "$out/gen/kp_rdtables.h" ] ||
	[ src/kafka/gen_rdtables.c -nt "$out/gen/kp_rdtables.h" ]; then
	# shellcheck disable=SC2086
	$CLANG -O1 -Isrc -o "$out/gen/gen_rdtables" src/kafka/gen_rdtables.c \
		$rd_flags
	"$out/gen/gen_rdtables" >"$out/gen/kp_rdtables.h.tmp"
	mv "$out/gen/kp_rdtables.h.tmp" "$out/gen/kp_rdtables.h"
fi

stamp=$out/obj/.built
if [ ! -f "$stamp" ] || [ -n "$(find src -newer "$stamp" -print | head -n 1)" ]; then
	rm -f "$out"/obj/*.o
	for c in src/base/*.c src/plan/*.c src/results/*.c; do
		o=$out/obj/$(basename "$(dirname "$c")")-$(basename "$c" .c).o
		# shellcheck disable=SC2086
		$CLANG $warn $cflags $san -fsanitize=fuzzer-no-link -c -o "$o" "$c"
	done
	touch "$stamp"
fi

# shellcheck disable=SC2086
$CLANG $warn $cflags $san -fsanitize=fuzzer -o "$out/$target" "$src" \
	"$out"/obj/*.o $pkg_libs -lpthread -lm
