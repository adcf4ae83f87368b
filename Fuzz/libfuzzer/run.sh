#!/usr/bin/env bash
# libFuzzer with AddressSanitizer on the style decoder and the PNG and catalog readers.
#
#   Fuzz/libfuzzer/run.sh style|png|catalog [seconds]     (default 300 s; needs clang's libFuzzer, as in swift.org Linux toolchains)
#
# libFuzzer needs one module, so PopoverCore and PopoverRender's sources are copied
# into a build folder with their `import PopoverCore` lines dropped and compiled with
# the harness. Crashes land in Fuzz/libfuzzer/artifacts/; the corpus in .build/libfuzzer/corpus-NAME/.
set -euo pipefail
cd "$(dirname "$0")/../.."
name=${1:?usage: run.sh style|png|catalog [seconds]}
seconds=${2:-300}
case $name in
  style) harness=StyleDecoderFuzzer.swift ;;
  png) harness=PNGReaderFuzzer.swift ;;
  catalog) harness=CatalogReaderFuzzer.swift ;;
  *) echo "run.sh: style, png or catalog" >&2; exit 2 ;;
esac
build=.build/libfuzzer
mkdir -p "$build/src-$name" "$build/corpus-$name" Fuzz/libfuzzer/artifacts
rm -f "$build/src-$name"/*.swift
for file in $(find Sources/PopoverCore Sources/PopoverRender -name '*.swift'); do
  sed -e '/^import PopoverCore$/d' -e '/^@testable import PopoverCore$/d' "$file" > "$build/src-$name/$(echo "$file" | tr / _)"
done
cp "Fuzz/libfuzzer/$harness" "$build/src-$name/"
if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name PopoverFuzzing \
  -I Sources/CCairo $(pkg-config --cflags-only-I cairo | sed 's/-I/-Xcc -I/g') $(pkg-config --libs cairo) \
  "$build/src-$name"/*.swift -o "$build/fuzz-$name" > "$build/compile-$name.log" 2>&1; then
  grep -v "Cannot export local symbol" "$build/compile-$name.log" >&2
  exit 1
fi
# Seed the corpus with real inputs: the built-in styles, an exported catalog's files, PNGs.
if [ -z "$(ls -A "$build/corpus-$name")" ]; then
  tmp=$(mktemp -d)
  swift run -q popoverkit assets --style classic -o "$tmp/C.xcassets" > /dev/null
  case $name in
    style) for s in system classic orange noir tooltip; do swift run -q popoverkit style $s > "$build/corpus-$name/$s.json"; done
           cp "$tmp"/C.xcassets/*.dataset/skin.json "$build/corpus-$name/" ;;
    png) cp docs/*.png "$tmp"/C.xcassets/*.imageset/*@1x.png "$build/corpus-$name/" ;;
    catalog) i=0; for f in "$tmp"/C.xcassets/*.dataset/skin.json "$tmp"/C.xcassets/*.imageset/Contents.json; do
               { printf "\\x0$((i % 3))"; cat "$f"; } > "$build/corpus-$name/seed$i"; i=$((i + 1)); done ;;
  esac
  rm -rf "$tmp"
fi
"$build/fuzz-$name" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 \
  -artifact_prefix=Fuzz/libfuzzer/artifacts/ "$build/corpus-$name"
