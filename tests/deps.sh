#!/bin/sh
# tests/deps.sh build|test: installs the Debian packages kplan needs.
#
#   build  what `make` and the demo need
#   test   also what the whole test suite needs (sanitizers, cmocka,
#          Java and Maven for the real Kafka broker, Prometheus and
#          node_exporter for the brokers' own metrics, the workbook and
#          Markdown checkers, LibreOffice for the PDF check, valgrind,
#          clang for libFuzzer, clang-format, xmllint and lxml for the
#          JUnit reports)
#
# As root it installs what is missing with apt-get, non-interactively.
# Otherwise it prints the exact apt-get line to run and fails if anything
# is missing.
set -eu

BUILD="build-essential pkg-config git librdkafka-dev libxlsxwriter-dev libcjson-dev zlib1g-dev
libcurl4-openssl-dev libmicrohttpd-dev"
TEST="libcmocka-dev python3 python3-openpyxl cmark-gfm clang libclang-rt-14-dev
clang-format valgrind default-jre-headless maven libreoffice-calc-nogui
poppler-utils procps prometheus prometheus-node-exporter libxml2-utils
python3-lxml"

case "${1:-build}" in
build) want=$BUILD ;;
test) want="$BUILD $TEST" ;;
*) echo "usage: tests/deps.sh build|test" >&2; exit 2 ;;
esac

missing=""
for p in $want; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
		missing="$missing $p"
	fi
done
if [ -z "$missing" ]; then
	echo "deps: every package for '${1:-build}' is installed"
	exit 0
fi
echo "deps: missing:$missing"
if [ "$(id -u)" -ne 0 ]; then
	echo "deps: not root; run:"
	echo "  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends$missing"
	exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
# shellcheck disable=SC2086
apt-get install -y -q --no-install-recommends $missing
