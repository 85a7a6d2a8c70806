#!/usr/bin/env bash
# tests/hdr/hdr.sh FILE.hlog...: what HdrHistogram's Java library
# (org.hdrhistogram:HdrHistogram from Maven Central, fetched here with mvn
# into tests/hdr/.cache) reads in each file, one JSON line a file
# (HlogCheck.java). Exit 3 when java, javac or mvn is missing.
set -u
here=$(cd "$(dirname "$0")" && pwd)
cache="$here/.cache"
for t in java javac mvn; do
	command -v "$t" >/dev/null 2>&1 || { echo "hdr.sh: $t not found" >&2; exit 3; }
done
if ! ls "$cache"/lib/HdrHistogram-*.jar >/dev/null 2>&1; then
	mvn -q -B -f "$here/pom.xml" dependency:copy-dependencies \
		-DoutputDirectory="$cache/lib" >&2 || { echo "hdr.sh: mvn could not fetch HdrHistogram" >&2; exit 3; }
fi
if [ ! -f "$cache/classes/HlogCheck.class" ] || [ "$here/HlogCheck.java" -nt "$cache/classes/HlogCheck.class" ]; then
	mkdir -p "$cache/classes"
	javac -d "$cache/classes" -cp "$cache/lib/*" "$here/HlogCheck.java" || exit 3
fi
exec java -cp "$cache/classes:$cache/lib/*" HlogCheck "$@"
